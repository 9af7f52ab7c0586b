"""Scenario tests of «Нашествие тьмы» (NT) cards, one or more per card, named by its id.

As in ``test_card_scenarios_vs.py``: each printed clause (berserk-nxt
``resources/data.json``) played in an arranged position where it matters, and where the
text rules it out; only the public game API; a clause not played as printed is an
``xfail(strict=True)`` naming it.
"""

from __future__ import annotations

from deckcheck.games.berserk.engine.abilities import POISON, marker
from deckcheck.games.berserk.engine.state import MAIN, OVER, State
from tests.games.berserk.helpers import Put, card, options
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    battle_from_the_deal,
    give_counters,
    offered,
    position,
    strike,
)

# --- NT-023 Сфинкс Дзара (flying): +2 to its simple strike at creatures with flying or
# teleport; strikes of flying creatures at it come down to 1; attack experience 1 --------


def test_nt_023_two_more_at_a_flyer_or_a_teleporter_none_at_a_walker() -> None:
    for foe_id, at, expected in (("VS-014", "air", 3), ("X-033", "c4", 3), ("VS-001", "c4", 1)):
        s = position(Put("NT-023", 0, "air"), Put(foe_id, 1, at), SPARE_0, SPARE_1)
        sphinx, foe = card(s, "NT-023", 0), card(s, foe_id, 1)
        strike(s, sphinx, foe, 3, 3)  # 4 against 3 (its experience): weak 1
        assert s.wounds[foe] == expected, foe_id


def test_nt_023_a_flyers_strong_strike_at_it_comes_down_to_one() -> None:
    s = position(Put("VS-014", 0, "air"), Put("NT-023", 1, "air"), SPARE_0, SPARE_1)
    condor, sphinx = card(s, "VS-014", 0), card(s, "NT-023", 1)
    strike(s, condor, sphinx, 6, 1)  # strong 3
    assert s.wounds[sphinx] == 1


def test_nt_023_a_ground_creatures_shot_at_it_is_not_a_flyers_strike() -> None:
    s = position(Put("X-003", 0, "c2"), Put("NT-023", 1, "air"), SPARE_0, SPARE_1)
    archer, sphinx = card(s, "X-003", 0), card(s, "NT-023", 1)
    act(s, f"{s.at(archer)} shoots {s.at(sphinx)}")
    assert s.wounds[sphinx] == 2


# --- NT-048 Олаф (jordling): while closed it meets simple strikes as an open card;
# valhalla: a jordling of its side gets that until the end of the opponent's turn;
# attack and defence experience 1 -------------------------------------------------------


def test_nt_048_closed_it_still_rolls_and_strikes_back() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("NT-048", 0, "c3", closed=True), SPARE_0, SPARE_1,
                 active=1)
    nomad, olaf = card(s, "VS-001", 1), card(s, "NT-048", 0)
    strike(s, nomad, olaf, 5, 4)  # 5 against 5 (its defence experience): miss, counter 2
    assert s.wounds[olaf] == 0 and s.wounds[nomad] == 2


def test_nt_048_a_plain_closed_creature_takes_the_strike_unopposed() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-117", 0, "c3", closed=True), SPARE_0, SPARE_1,
                 active=1)
    nomad, vail = card(s, "VS-001", 1), card(s, "VS-117", 0)
    strike(s, nomad, vail, 5)  # only the attacker rolls: 5 is a medium hit
    assert s.wounds[vail] == 2 and s.wounds[nomad] == 0


def test_nt_048_valhalla_goes_to_a_jordling_only_and_lasts_the_opponents_turn() -> None:
    s = position(Put("NT-048", 0, "grave"), Put("NT-038", 0, "c3"), Put("NT-036", 0, "a3"),
                 Put("VS-001", 0, "b3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    olaf, harpooner, archer = card(s, "NT-048", 0), card(s, "NT-038", 0), card(s, "NT-036", 0)
    plain, foe = card(s, "VS-001", 0, 0), card(s, "VS-001", 1)
    act(s, "end the turn")  # seat 0's turn begins: the valhalla asks for a jordling
    gift = f"{s.at(olaf)} uses «watchful ancestors» on "
    assert offered(s, gift + s.at(harpooner)) and offered(s, gift + s.at(archer))
    assert not offered(s, gift + s.at(plain))  # not a jordling
    act(s, gift + s.at(harpooner))
    strike(s, harpooner, foe, 1, 3)  # it strikes (and closes): a miss
    assert s.closed[harpooner]
    act(s, "end the turn")
    strike(s, foe, harpooner, 5, 5)  # the opponent's turn: closed, it meets the strike as open
    assert s.wounds[harpooner] == 0 and s.wounds[foe] == 1
    act(s, "end the turn")
    act(s, gift + s.at(archer))  # a new turn, a new gift: this time to the other jordling
    strike(s, harpooner, foe, 1)  # the foe is closed from its strike: one die
    act(s, "end the turn")  # the opponent's next turn: the harpooner's gift is gone
    strike(s, foe, harpooner, 5)  # closed: only the attacker rolls
    assert s.wounds[harpooner] == 2


# --- NT-002 Кентавр: tap: X special strikes for 1 with its flail, each at a different
# enemy card, X the cells it moved this turn -----------------------------------------------


def centaur_position() -> tuple[State, int, list[int]]:
    s = position(Put("NT-002", 0, "c1"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "b3"),
                 Put("VS-001", 1, "d4"), SPARE_0, SPARE_1)
    return s, card(s, "NT-002", 0), [card(s, "VS-001", 1, n) for n in range(3)]


def test_nt_002_two_cells_moved_two_flail_strikes_at_different_cards() -> None:
    s, centaur, (front, side, corner) = centaur_position()
    act(s, f"move {s.at(centaur)} to c2")
    act(s, f"move {s.at(centaur)} to c3")
    flail = f"{s.at(centaur)} uses «flail sweep» on "
    act(s, flail + s.at(front))
    assert not offered(s, flail + s.at(front))  # not the same card twice
    act(s, flail + s.at(side))
    assert [s.wounds[c] for c in (front, side, corner)] == [1, 1, 0]
    assert s.phase == MAIN and s.closed[centaur]


def test_nt_002_one_cell_moved_one_flail_strike_none_without_a_move() -> None:
    s = position(Put("NT-002", 0, "c2"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "b3"),
                 SPARE_0, SPARE_1)
    centaur, front, side = card(s, "NT-002", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    flail = f"{s.at(centaur)} uses «flail sweep» on "
    assert not any(o.startswith(flail) for o in options(s))  # it has not moved
    act(s, f"move {s.at(centaur)} to c3")
    act(s, f"{s.at(centaur)} uses «flail sweep» on {s.at(front)}")
    assert s.phase == MAIN and s.wounds[side] == 0  # one cell: one strike


# --- NT-009 Лихо одноглазое (artifact): instant, tap: an enemy creature that has not moved
# this turn cannot move until the end of the turn, or takes 3 (the opponent chooses);
# instant, tap: 1 wound to an enemy creature ------------------------------------------------


def evil_eye_at_the_opponents_turn_start() -> tuple[State, int, int, int]:
    s = position(Put("NT-009", 0, "b1"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    act(s, "end the turn")  # the opponent's turn begins: an instant window for seat 0
    return s, card(s, "NT-009", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)


def test_nt_009_the_eye_pins_a_creature_for_the_turn_when_the_opponent_picks_that() -> None:
    s, eye, pinned, other = evil_eye_at_the_opponents_turn_start()
    act(s, f"{s.at(pinned)} takes «-9 movement» from {s.at(eye)}")
    assert s.to_move == 1  # the opponent chooses
    act(s, f"{s.at(pinned)} takes «-9 movement» from {s.at(eye)}")
    assert s.wounds[pinned] == 0 and s.closed[eye]
    assert not any(o.startswith(f"move {s.at(pinned)}") for o in options(s))
    assert any(o.startswith(f"move {s.at(other)}") for o in options(s))
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, "no instant action")  # its next turn: it moves again
    assert any(o.startswith(f"move {s.at(pinned)}") for o in options(s))


def test_nt_009_the_eye_wounds_three_when_the_opponent_picks_that() -> None:
    s, eye, pinned, _other = evil_eye_at_the_opponents_turn_start()
    act(s, f"{s.at(pinned)} takes «-9 movement» from {s.at(eye)}")
    act(s, f"{s.at(pinned)} takes «3 wounds» from {s.at(eye)}")
    assert s.wounds[pinned] == 3
    assert any(o.startswith(f"move {s.at(pinned)}") for o in options(s))


def test_nt_009_the_shriek_wounds_an_enemy_one_and_taps_the_artifact() -> None:
    s, eye, foe, _other = evil_eye_at_the_opponents_turn_start()
    act(s, f"{s.at(eye)} uses «mad shriek» on {s.at(foe)}")
    assert s.wounds[foe] == 1 and s.closed[eye]
    assert not any(s.at(eye) in o for o in options(s))  # tapped: no second use


def test_nt_009_after_an_enemy_moves_the_eye_skips_it_and_takes_one_that_stood() -> None:
    s, eye, walker, stander = evil_eye_at_the_opponents_turn_start()
    act(s, "no instant action")
    act(s, f"move {s.at(walker)} to c5")
    assert not offered(s, f"{s.at(walker)} takes «-9 movement» from {s.at(eye)}")
    assert offered(s, f"{s.at(stander)} takes «-9 movement» from {s.at(eye)}")


# --- NT-017 Боргак (orc): fighting, a 6 on its die wounds the creature it fights 2; as
# the first player, +1 movement; shot protection ------------------------------------------


def test_nt_017_a_six_striking_adds_two_and_a_five_nothing() -> None:
    s = position(Put("NT-017", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    borgak, foe = card(s, "NT-017", 0), card(s, "VS-001", 1)
    strike(s, borgak, foe, 6, 2)  # D +4: strong 3 (or a weak counter), and the six's 2
    assert s.wounds[foe] == 3 + 2
    s = position(Put("NT-017", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    borgak, foe = card(s, "NT-017", 0), card(s, "VS-001", 1)
    strike(s, borgak, foe, 5, 2)  # D +3: medium 4, no six
    assert s.wounds[foe] == 4


def test_nt_017_a_six_when_struck_wounds_the_attacker_two() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("NT-017", 0, "c3"), SPARE_0, SPARE_1, active=1)
    foe, borgak = card(s, "VS-001", 1), card(s, "NT-017", 0)
    strike(s, foe, borgak, 1, 6)  # D -5: a miss, its medium counter-strike 4, and 2
    assert s.wounds[foe] == 4 + 2


def test_nt_017_its_move_is_one_as_second_player() -> None:
    s = position(Put("NT-017", 0, "c3"), SPARE_0, SPARE_1, first=1)
    borgak = card(s, "NT-017", 0)
    assert s.move_max[borgak] == 1


def test_nt_017_shot_protection() -> None:
    s = position(Put("X-003", 1, "c5"), Put("NT-017", 0, "c3"), Put("VS-001", 0, "b3"),
                 SPARE_0, SPARE_1, active=1)
    archer, borgak, other = card(s, "X-003", 1), card(s, "NT-017", 0), card(s, "VS-001", 0)
    assert not offered(s, f"{s.at(archer)} shoots {s.at(borgak)}")
    assert offered(s, f"{s.at(archer)} shoots {s.at(other)}")


# --- NT-064 Гаргант: clumsiness; at the end of the opponent's turn X counters, X its armour
# left; 3 counters, tap: a special strike 3-4-6; armour 2 -----------------------------------


def test_nt_064_gathers_counters_by_the_armour_it_kept() -> None:
    s = position(Put("NT-064", 0, "c3"), SPARE_0, SPARE_1, active=1)
    gargant = card(s, "NT-064", 0)
    act(s, "end the turn")
    assert s.counters(gargant) == 2
    s = position(Put("VS-001", 1, "c4"), Put("NT-064", 0, "c3"), SPARE_0, SPARE_1, active=1)
    nomad, gargant = card(s, "VS-001", 1), card(s, "NT-064", 0)
    strike(s, nomad, gargant, 4, 4)  # 4 against 3 (its clumsy die): weak 1, into the armour
    assert s.wounds[gargant] == 0
    act(s, "end the turn")
    assert s.counters(gargant) == 1


def test_nt_064_the_flail_needs_three_counters_and_hits_by_the_die() -> None:
    for die, expected in ((2, 3), (5, 4), (6, 6)):
        s = position(Put("NT-064", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c5"),
                     SPARE_0, SPARE_1)
        gargant, near, far = card(s, "NT-064", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
        flail = f"{s.at(gargant)} uses «flail» on "
        give_counters(s, gargant, 3)
        assert not offered(s, flail + s.at(far))
        s.queue_dice(die)
        act(s, flail + s.at(near))
        assert s.wounds[near] == expected and s.counters(gargant) == 0, die
    s = position(Put("NT-064", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    gargant, near = card(s, "NT-064", 0), card(s, "VS-117", 1)
    give_counters(s, gargant, 2)
    assert not offered(s, f"{s.at(gargant)} uses «flail» on {s.at(near)}")


# --- NT-068 Рукан: tap: two creatures next to it change places, each wounded 2-3-3; shot
# protection ----------------------------------------------------------------------------------


def test_nt_068_swaps_two_creatures_beside_it_and_wounds_each() -> None:
    s = position(Put("NT-068", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 0, "b3"),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    rukan, foe, friend, far = (card(s, "NT-068", 0), card(s, "VS-117", 1),
                               card(s, "VS-001", 0), card(s, "VS-001", 1))
    grip = f"{s.at(rukan)} uses «Rukan's grip» on "
    assert not offered(s, grip + s.at(far))  # not next to it
    s.queue_dice(6, 1)
    act(s, grip + s.at(foe))  # the only other creature beside it is the second
    assert s.where(foe) == "b3" and s.where(friend) == "c4"
    assert sorted((s.wounds[foe], s.wounds[friend])) == [2, 3]
    assert s.closed[rukan]


def test_nt_068_shot_protection() -> None:
    s = position(Put("X-003", 1, "c5"), Put("NT-068", 0, "c3"), Put("VS-001", 0, "a3"),
                 SPARE_0, SPARE_1, active=1)
    archer, rukan = card(s, "X-003", 1), card(s, "NT-068", 0)
    assert not offered(s, f"{s.at(archer)} shoots {s.at(rukan)}")


# --- NT-069 Эльм (flying, 1 life): instead of dying it goes back to the deck -------------


def test_nt_069_killed_it_returns_to_its_deck_not_the_graveyard() -> None:
    s = position(Put("VS-021", 1, "air"), Put("NT-069", 0, "air"), SPARE_0, SPARE_1, active=1)
    manticore, elm = card(s, "VS-021", 1), card(s, "NT-069", 0)
    strike(s, manticore, elm, 4, 3)
    assert s.where(elm) == "deck"
    assert elm in s.deck[0] and elm not in s.grave[0]


def test_nt_069_its_return_is_no_kill_for_a_scavenger() -> None:
    """«Instead of dying» (as NT-046's stone sleep): it is not destroyed, so a scavenger
    (VS-039) that brought it down heals nothing; one that kills a plain card heals."""
    s = position(Put("VS-039", 1, "c4", wounds=2), Put("NT-069", 0, "air"),
                 Put("VS-001", 0, "c3"), SPARE_0, SPARE_1, active=1)
    scavenger, elm, nomad = card(s, "VS-039", 1), card(s, "NT-069", 0), card(s, "VS-001", 0)
    s.wounds[elm] = s.lives_max[elm]
    s.destroyed_by(scavenger, elm)
    assert s.wounds[scavenger] == 2
    s.wounds[nomad] = s.lives_max[nomad]
    s.destroyed_by(scavenger, nomad)
    assert s.wounds[scavenger] == 0


# --- NT-071 Лепрекон: when an enemy card throws a 6 it gains a counter, one at most;
# counter, tap: a spell wounds a creature 2 -------------------------------------------------------


def test_nt_071_an_enemy_six_gives_a_counter_a_friendly_six_none() -> None:
    s = position(Put("NT-071", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    leprechaun, nomad, vail = card(s, "NT-071", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    strike(s, nomad, vail, 6, 1)  # its own side's six
    assert s.counters(leprechaun) == 0
    s = position(Put("NT-071", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    leprechaun, nomad, vail = card(s, "NT-071", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    strike(s, nomad, vail, 1, 6)  # the enemy's six
    assert s.counters(leprechaun) == 1
    act(s, "end the turn")
    strike(s, vail, nomad, 6, 6)  # another enemy six: one counter at most
    assert s.counters(leprechaun) == 1


def test_nt_071_the_spell_spends_the_counter_on_two_wounds() -> None:
    s = position(Put("NT-071", 0, "a3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    leprechaun, vail = card(s, "NT-071", 0), card(s, "VS-117", 1)
    revenge = f"{s.at(leprechaun)} uses «revenge for luck» on {s.at(vail)}"
    assert not offered(s, revenge)
    give_counters(s, leprechaun, 1)
    act(s, revenge)
    assert s.wounds[vail] == 2 and s.counters(leprechaun) == 0


# --- NT-063 Нага: may strike four times a turn, one right after another; it does not close
# after attacking; attack experience 1; poison protection -------------------------------------


def test_nt_063_four_strikes_in_a_row_open_all_along_and_no_fifth() -> None:
    s = position(Put("NT-063", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    naga, vail = card(s, "NT-063", 0), card(s, "VS-117", 1)
    for n in range(4):
        strike(s, naga, vail, 3, 3)  # 4 against 3: weak 1
        assert not s.closed[naga], n
    assert s.wounds[vail] == 4
    assert not offered(s, f"{s.at(naga)} strikes {s.at(vail)}")


def test_nt_063_another_action_between_ends_the_chain() -> None:
    s = position(Put("NT-063", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    naga, vail = card(s, "NT-063", 0), card(s, "VS-117", 1)
    strike(s, naga, vail, 3, 3)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    assert not offered(s, f"{s.at(naga)} strikes {s.at(vail)}")


# --- NT-100 Исса: enemy creatures may leap or teleport only to free cells next to it, and
# not at all if there is none in reach; defence experience 1; shot protection -------------------


def leaps(s: State, c: int) -> set[str]:
    return {o.rsplit(" ", 1)[1] for o in options(s) if o.startswith(f"{s.at(c)} leaps to ")}


def test_nt_100_an_enemy_leap_lands_only_next_to_it() -> None:
    s = position(Put("NT-100", 0, "c3"), Put("X-032", 1, "c5"), SPARE_0, SPARE_1, active=1)
    jumper = card(s, "X-032", 1)
    assert leaps(s, jumper) == {"b3", "d3", "b4", "c4", "d4"}
    s = position(Put("X-032", 1, "c5"), SPARE_0, SPARE_1, active=1)
    assert "a3" in leaps(s, card(s, "X-032", 1))  # without it, anywhere in reach


def test_nt_100_no_free_cell_next_to_it_in_reach_no_leap() -> None:
    s = position(Put("NT-100", 0, "c1"), Put("X-032", 1, "c5"), SPARE_0, SPARE_1, active=1)
    assert leaps(s, card(s, "X-032", 1)) == set()


def test_nt_100_its_own_sides_leaps_are_free() -> None:
    s = position(Put("NT-100", 0, "c3"), Put("X-032", 0, "c1"), SPARE_0, SPARE_1)
    assert "a3" in leaps(s, card(s, "X-032", 0))


def test_nt_100_defence_experience_and_shot_protection() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("NT-100", 0, "c3"), Put("X-003", 1, "b5"),
                 Put("VS-117", 0, "a3"), SPARE_0, SPARE_1, active=1)
    nomad, issa, archer = card(s, "VS-001", 1), card(s, "NT-100", 0), card(s, "X-003", 1)
    assert not offered(s, f"{s.at(archer)} shoots {s.at(issa)}")
    strike(s, nomad, issa, 5, 4)  # 5 against 5: a miss, its weak counter-strike 3
    assert s.wounds[issa] == 0 and s.wounds[nomad] == 3


# --- NT-105 Виверна (flying): a strong simple strike poisons 2; tap: heals itself fully ------


def test_nt_105_a_strong_hit_poisons_two_a_medium_none() -> None:
    for dice, poison in (((6, 1), 2), ((5, 2), 0)):
        s = position(Put("NT-105", 0, "air"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
        wyvern, vail = card(s, "NT-105", 0), card(s, "VS-117", 1)
        strike(s, wyvern, vail, *dice)
        assert marker(s, vail, POISON) == poison, dice


def test_nt_105_heals_itself_fully() -> None:
    s = position(Put("NT-105", 0, "air", wounds=4), SPARE_0, SPARE_1)
    wyvern = card(s, "NT-105", 0)
    act(s, f"{s.at(wyvern)} uses «lick the wounds»")
    assert s.wounds[wyvern] == 0 and s.closed[wyvern]


# --- NT-111 Торфяной змей (companion): scavenging; when it scavenges, a swamps host is healed
# fully; direct strike ----------------------------------------------------------------------------


def test_nt_111_its_kill_heals_a_swamps_host_fully() -> None:
    s = position(Put("VS-117", 0, "c3", wounds=5), Put("NT-111", 0, "c3", on_host=True),
                 Put("X-012", 1, "c4"), SPARE_0, SPARE_1)
    host, serpent, frail = card(s, "VS-117", 0), card(s, "NT-111", 0), card(s, "X-012", 1)
    strike(s, serpent, frail, 4, 3)
    assert s.where(frail) == "graveyard" and s.wounds[host] == 0


def test_nt_111_a_steppes_host_is_not_healed() -> None:
    s = position(Put("VS-001", 0, "c3", wounds=5), Put("NT-111", 0, "c3", on_host=True),
                 Put("X-012", 1, "c4"), SPARE_0, SPARE_1)
    host, serpent, frail = card(s, "VS-001", 0), card(s, "NT-111", 0), card(s, "X-012", 1)
    strike(s, serpent, frail, 4, 3)
    assert s.where(frail) == "graveyard" and s.wounds[host] == 5


# --- NT-112 Умпи: leap 4; at the start of the opponent's turn a chosen enemy creature next to
# it in that player's second or third row must strike it once; defence experience 1 ------------


def test_nt_112_a_second_row_enemy_beside_it_must_strike_it_a_first_row_one_not() -> None:
    s = position(Put("NT-112", 0, "c4"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    umpi, second_row = card(s, "NT-112", 0), card(s, "VS-001", 1, 0)
    first_row = card(s, "VS-001", 1, 1)
    s.queue_dice(3, 3)
    act(s, "end the turn")
    assert s.closed[second_row] and not s.closed[first_row]
    assert s.wounds[umpi] == 1  # 3 against 4 (its experience): a weak hit


def test_nt_112_leaps_up_to_four() -> None:
    s = position(Put("NT-112", 0, "c1"), SPARE_0, SPARE_1)
    reach = leaps(s, card(s, "NT-112", 0))
    assert "c5" in reach and "c6" not in reach


# --- NT-125 Ведьма: swamps creatures of its side next to it take 1 less from simple strikes;
# instant, tap: closes an enemy flyer; tap: heals a swamps creature 2 ---------------------------


def test_nt_125_a_swamps_friend_beside_it_takes_one_less_from_a_simple_strike() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-117", 0, "c3"), Put("NT-125", 0, "b3"),
                 SPARE_0, SPARE_1, active=1)
    foe, friend = card(s, "VS-117", 1), card(s, "VS-117", 0)
    strike(s, foe, friend, 6, 1)  # strong 4, less 1
    assert s.wounds[friend] == 3


def test_nt_125_not_for_a_far_swamps_friend_nor_a_steppes_one_beside_it() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-117", 0, "c3"), Put("NT-125", 0, "a3"),
                 SPARE_0, SPARE_1, active=1)
    foe, friend = card(s, "VS-117", 1), card(s, "VS-117", 0)
    strike(s, foe, friend, 6, 1)
    assert s.wounds[friend] == 4
    s = position(Put("VS-117", 1, "c4"), Put("VS-001", 0, "c3"), Put("NT-125", 0, "b3"),
                 SPARE_0, SPARE_1, active=1)
    foe, nomad = card(s, "VS-117", 1), card(s, "VS-001", 0)
    strike(s, foe, nomad, 6, 1)
    assert s.wounds[nomad] == 4


def test_nt_125_the_owl_closes_an_enemy_flyer_never_a_walker() -> None:
    s = position(Put("NT-125", 0, "b2"), Put("VS-014", 1, "air"), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1)
    witch, condor, walker = card(s, "NT-125", 0), card(s, "VS-014", 1), card(s, "VS-117", 1)
    owl = f"{s.at(witch)} uses «loose the owl» on "
    assert not offered(s, owl + s.at(walker))
    act(s, owl + s.at(condor))
    assert s.closed[condor] and s.closed[witch]


def test_nt_125_heals_a_swamps_creature_two_not_a_steppes_one() -> None:
    s = position(Put("NT-125", 0, "b2"), Put("VS-117", 0, "c3", wounds=3),
                 Put("VS-001", 0, "d3", wounds=3), SPARE_0, SPARE_1)
    witch, swamp, steppe = card(s, "NT-125", 0), card(s, "VS-117", 0), card(s, "VS-001", 0)
    remedy = f"{s.at(witch)} uses «swamp remedy» on "
    assert not offered(s, remedy + s.at(steppe))
    act(s, remedy + s.at(swamp))
    assert s.wounds[swamp] == 1


# --- NT-130 Древняя черепаха: clumsiness; tap: heals itself 2 and takes 2 less from every
# non-magic attack to the end of the opponent's next turn ----------------------------------------


def test_nt_130_the_shell_heals_two_and_shields_through_the_opponents_turn() -> None:
    s = position(Put("NT-130", 0, "c3", wounds=3), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    turtle, vail = card(s, "NT-130", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(turtle)} uses «into the shell»")
    assert s.wounds[turtle] == 1 and s.closed[turtle]
    act(s, "end the turn")
    strike(s, vail, turtle, 6)  # closed: strong 4, less 2
    assert s.wounds[turtle] == 3


def test_nt_130_the_shell_stops_no_magic_and_is_gone_a_turn_later() -> None:
    s = position(Put("NT-130", 0, "c3"), Put("X-020", 1, "c5"), SPARE_0, SPARE_1)
    turtle, mage = card(s, "NT-130", 0), card(s, "X-020", 1)
    act(s, f"{s.at(turtle)} uses «into the shell»")
    act(s, "end the turn")
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(turtle)}")
    assert s.wounds[turtle] == 2  # a discharge is magic: all of it
    s = position(Put("NT-130", 0, "c3"), Put("X-003", 1, "c5"), SPARE_0, SPARE_1)
    turtle, archer = card(s, "NT-130", 0), card(s, "X-003", 1)
    act(s, f"{s.at(turtle)} uses «into the shell»")
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, "end the turn")  # the opponent's turn after the next
    act(s, f"{s.at(archer)} shoots {s.at(turtle)}")
    assert s.wounds[turtle] == 2


# --- NT-182 Оруженосец: instant: an attack at a creature next to it goes at it instead, once
# a turn; defence experience 1 --------------------------------------------------------------------


def test_nt_182_takes_a_strike_meant_for_a_friend_beside_it_once_a_turn() -> None:
    s = position(Put("NT-182", 0, "b3"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 Put("VS-117", 1, "b4"), SPARE_0, SPARE_1, active=1)
    squire, friend = card(s, "NT-182", 0), card(s, "VS-001", 0)
    first, second = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    duty = f"{s.at(squire)} uses «squire's duty»"
    s.queue_dice(6, 1)
    act(s, f"{s.at(first)} strikes {s.at(friend)}")
    act(s, duty)
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[friend] == 0 and s.wounds[squire] > 0
    s.queue_dice(6, 1)
    act(s, f"{s.at(second)} strikes {s.at(friend)}")
    while s.phase != MAIN:
        assert not offered(s, duty)  # once a turn
        s.apply(s.legal_actions()[-1])
    assert s.wounds[friend] == 4


def test_nt_182_not_for_a_friend_far_from_it() -> None:
    s = position(Put("NT-182", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    squire, friend, foe = card(s, "NT-182", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(foe)} strikes {s.at(friend)}")
    while s.phase != MAIN:
        assert not offered(s, f"{s.at(squire)} uses «squire's duty»")
        s.apply(s.legal_actions()[-1])


def test_nt_182_takes_a_shot_meant_for_a_friend_beside_it() -> None:
    s = position(Put("NT-182", 0, "b3"), Put("VS-001", 0, "c3"), Put("X-003", 1, "c5"),
                 SPARE_0, SPARE_1, active=1)
    squire, friend, archer = card(s, "NT-182", 0), card(s, "VS-001", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(friend)}")
    act(s, f"{s.at(squire)} uses «squire's duty»")
    assert s.wounds[friend] == 0 and s.wounds[squire] == 2


# --- NT-028 Степной варвар: at the start of the battle it may make an unanswerable simple
# strike at an enemy card, staying open; attack experience 1 ---------------------------------------


def test_nt_028_opens_the_battle_with_an_unanswered_strike_and_stays_open() -> None:
    s = battle_from_the_deal(({"c3": "NT-028"}, {"c4": "VS-117", "c6": "VS-001"}), first=0)
    barbarian, vail, far = card(s, "NT-028", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    charge = f"{s.at(barbarian)} uses «opening charge» on "
    assert not offered(s, charge + s.at(far))  # a simple strike: at a card next to it
    s.queue_dice(1, 6)  # 2 against 6: a miss that would be answered strongly
    act(s, charge + s.at(vail))
    while s.phase not in (MAIN, OVER):
        s.apply(s.legal_actions()[-1])
    assert s.wounds[barbarian] == 0 and not s.closed[barbarian]


def test_nt_028_the_opening_strike_is_a_choice() -> None:
    s = battle_from_the_deal(({"c3": "NT-028"}, {"c4": "VS-117"}), first=0)
    act(s, "use no target")
    assert s.phase == MAIN and s.wounds[card(s, "VS-117", 1)] == 0
