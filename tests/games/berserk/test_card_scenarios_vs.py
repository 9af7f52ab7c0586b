"""Scenario tests of «Война стихий» (VS) cards, one or more per card, named by its id.

Each test reads one card's printed clauses (berserk-nxt ``resources/data.json``, the card
database ``shared/data/berserk/facts/SOURCE.md`` names) and plays each in an arranged
position where it matters, and where the text rules it out (a miss, the wrong target,
out of reach, a second use). Only the public game API: :func:`arrange`, the legal
actions, ``apply``, the kernel's methods. A clause the engine does not play as printed is
an ``xfail(strict=True)`` naming the clause, so fixing it turns the test green.
"""

from __future__ import annotations

from deckcheck.games.berserk.engine.abilities import POISON, T_BATTLE_START, marker
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import Put, card, options, texts
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

# --- VS-001 Кочевник: no printed text, 8 lives, movement 2, strike 1-2-3 --------------


def test_vs_001_strikes_by_its_printed_table_and_walks_two_cells() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    nomad, foe = card(s, "VS-001", 0), card(s, "VS-117", 1)
    assert s.lives_left(nomad) == 8 and s.abilities_of(nomad) == ()
    strike(s, nomad, foe, 6, 1)  # a difference of 5: its strong hit
    assert s.wounds[foe] == 3
    s = position(Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    nomad, foe = card(s, "VS-001", 0), card(s, "VS-117", 1)
    strike(s, nomad, foe, 4, 3)  # a difference of 1: its weak hit
    assert s.wounds[foe] == 1
    s = position(Put("VS-001", 0, "c3"), SPARE_0, SPARE_1)
    nomad = card(s, "VS-001", 0)
    act(s, f"move {s.at(nomad)} to c2")
    act(s, f"move {s.at(nomad)} to c1")
    assert not any(o.startswith(f"move {s.at(nomad)}") for o in options(s))  # two, no more


# --- VS-117 Вайл: no printed text, 14 lives, strike 1-1-4 ------------------------------


def test_vs_117_hits_weakly_until_its_strong_four() -> None:
    s = position(Put("VS-117", 0, "c3"), Put("VS-050", 1, "c4"), SPARE_0, SPARE_1)
    vail, foe = card(s, "VS-117", 0), card(s, "VS-050", 1)
    assert s.lives_left(vail) == 14
    strike(s, vail, foe, 6, 3)  # a difference of 3: medium, which is 1 on this card
    assert s.wounds[foe] == 1
    s = position(Put("VS-117", 0, "c3"), Put("VS-050", 1, "c4"), SPARE_0, SPARE_1)
    vail, foe = card(s, "VS-117", 0), card(s, "VS-050", 1)
    strike(s, vail, foe, 6, 1)  # strong
    assert s.wounds[foe] == 4


# --- VS-011 Змееглав: tap: strike through a row for 1; attack and defence experience 1 -


def test_vs_011_strike_through_a_row_reaches_the_second_cell_in_a_line_only() -> None:
    s = position(Put("VS-011", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 Put("VS-002", 1, "c6"), Put("VS-117", 1, "d5"), SPARE_0, SPARE_1)
    snake = card(s, "VS-011", 0)
    near, second, third = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1), card(s, "VS-002", 1)
    diagonal_knight = card(s, "VS-117", 1)  # one across, two up: not in a line
    through = f"{s.at(snake)} uses Удар через ряд (strike through row) on "
    assert offered(s, through + s.at(second))
    for other in (near, third, diagonal_knight):
        assert not offered(s, through + s.at(other))
    act(s, through + s.at(second))
    assert s.wounds[second] == 1 and s.wounds[near] == 0
    assert s.closed[snake]  # a tap ability: no second use this turn
    assert not any(o.startswith(through) for o in options(s))


def test_vs_011_attack_experience_adds_one_to_its_die_when_it_strikes() -> None:
    s = position(Put("VS-011", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    snake, foe = card(s, "VS-011", 0), card(s, "VS-001", 1)
    strike(s, snake, foe, 5, 5)  # 6 against 5: a weak hit, not the miss of 5 against 5
    assert s.wounds[foe] == 2 and s.wounds[snake] == 0


def test_vs_011_defence_experience_adds_one_to_its_die_when_struck() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-011", 1, "c4"), SPARE_0, SPARE_1)
    nomad, snake = card(s, "VS-001", 0), card(s, "VS-011", 1)
    strike(s, nomad, snake, 5, 4)  # 5 against 5 (4 + 1): a miss, its weak counter-strike
    assert s.wounds[snake] == 0 and s.wounds[nomad] == 2


# --- VS-002 Кшар: tap: strike through a row for 1; counter+tap: special strike for 3;
# +1 to its strikes at mountains creatures -----------------------------------------


def test_vs_002_lunge_costs_a_counter_and_reaches_only_a_next_enemy() -> None:
    s = position(Put("VS-002", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1)
    kshar, near, far = card(s, "VS-002", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    lunge = f"{s.at(kshar)} uses «lightning lunge» on "
    assert not offered(s, lunge + s.at(near))  # no counter: no lunge
    give_counters(s, kshar, 1)
    assert offered(s, lunge + s.at(near)) and not offered(s, lunge + s.at(far))
    act(s, lunge + s.at(near))
    assert s.wounds[near] == 3 and s.counters(kshar) == 0 and s.closed[kshar]


def test_vs_002_simple_strike_at_a_mountains_creature_gets_one_more() -> None:
    s = position(Put("VS-002", 0, "c3"), Put("VS-050", 1, "c4"), Put("VS-001", 1, "d3"),
                 SPARE_0, SPARE_1)
    kshar, mountain, steppe = card(s, "VS-002", 0), card(s, "VS-050", 1), card(s, "VS-001", 1)
    assert "mountains" in s.elements_of(mountain) and "mountains" not in s.elements_of(steppe)
    strike(s, kshar, mountain, 4, 3)  # weak: 1, +1
    assert s.wounds[mountain] == 2
    s = position(Put("VS-002", 0, "c3"), Put("VS-050", 1, "c4"), Put("VS-001", 1, "d3"),
                 SPARE_0, SPARE_1)
    kshar, steppe = card(s, "VS-002", 0), card(s, "VS-001", 1)
    strike(s, kshar, steppe, 4, 3)  # not a mountains creature: the plain weak 1
    assert s.wounds[steppe] == 1


def test_vs_002_strike_through_a_row_at_a_mountains_creature_gets_one_more() -> None:
    s = position(Put("VS-002", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-050", 1, "c5"),
                 SPARE_0, SPARE_1)
    kshar, mountain = card(s, "VS-002", 0), card(s, "VS-050", 1)
    act(s, f"{s.at(kshar)} uses Удар через ряд (strike through row) on {s.at(mountain)}")
    assert s.wounds[mountain] == 2


def test_vs_002_strike_through_a_row_at_another_creature_gets_nothing_more() -> None:
    s = position(Put("VS-002", 0, "c3"), Put("VS-050", 1, "c4"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)
    kshar, steppe = card(s, "VS-002", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(kshar)} uses Удар через ряд (strike through row) on {s.at(steppe)}")
    assert s.wounds[steppe] == 1


def test_vs_002_lunge_at_a_mountains_creature_gets_one_more() -> None:
    s = position(Put("VS-002", 0, "c3"), Put("VS-050", 1, "c4"), SPARE_0, SPARE_1)
    kshar, mountain = card(s, "VS-002", 0), card(s, "VS-050", 1)
    give_counters(s, kshar, 1)
    act(s, f"{s.at(kshar)} uses «lightning lunge» on {s.at(mountain)}")
    assert s.wounds[mountain] == 4


# --- VS-021 Мантикора (flying): ignores flyer protection; +1 to its simple strike and a
# direct strike at creatures with a discharge, a magic strike or a spell; spell
# protection --------------------------------------------------------------------------


def test_vs_021_strikes_a_creature_protected_from_flyers() -> None:
    s = position(Put("VS-021", 0, "air"), Put("X-028", 1, "c4"), SPARE_0, SPARE_1)
    manticore, grounded = card(s, "VS-021", 0), card(s, "X-028", 1)
    strike(s, manticore, grounded, 4, 3)
    assert s.wounds[grounded] == 2
    s = position(Put("VS-014", 0, "air"), Put("X-028", 1, "c4"), SPARE_0, SPARE_1)
    assert not offered(s, f"{s.at(card(s, 'VS-014', 0))} strikes {s.at(card(s, 'X-028', 1))}")


def test_vs_021_strikes_a_mage_one_harder_and_past_its_defender() -> None:
    s = position(Put("VS-021", 0, "air"), Put("X-020", 1, "c4"), Put("X-009", 1, "c5"),
                 SPARE_0, SPARE_1)
    manticore, mage, guard = card(s, "VS-021", 0), card(s, "X-020", 1), card(s, "X-009", 1)
    strike(s, manticore, mage, 4, 3)  # weak 2, +1; the guard cannot step in
    assert s.wounds[mage] == 3 and s.wounds[guard] == 0


def test_vs_021_a_creature_without_magic_gets_the_plain_strike_and_may_be_defended() -> None:
    s = position(Put("VS-021", 0, "air"), Put("VS-001", 1, "c4"), Put("X-009", 1, "c5"),
                 SPARE_0, SPARE_1)
    manticore, plain = card(s, "VS-021", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(manticore)} strikes {s.at(plain)}")
    assert any("defend" in o for o in options(s))  # no direct strike: a defender may step in
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[plain] == 2


# --- VS-030 Бронтобей: direct strike, attack experience 2; after a move to a next cell
# +1 to its simple strike until the end of the turn; +1 at creatures right in front -----


def test_vs_030_attack_experience_two_and_a_direct_strike_past_a_defender() -> None:
    s = position(Put("VS-030", 0, "c3"), Put("VS-001", 1, "d3"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    bront, side, guard = card(s, "VS-030", 0), card(s, "VS-001", 1), card(s, "X-009", 1)
    s.queue_dice(2, 5)  # 4 against 5: a weak hit, where 2 against 5 misses
    act(s, f"{s.at(bront)} strikes {s.at(side)}")
    assert not any("defend" in o for o in options(s))  # direct: no defender steps in
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[side] == 2 and s.wounds[guard] == 0


def test_vs_030_one_more_at_the_creature_right_in_front_only() -> None:
    s = position(Put("VS-030", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    bront, front = card(s, "VS-030", 0), card(s, "VS-001", 1)
    strike(s, bront, front, 2, 4)  # 4 against 4: weak 2, +1
    assert s.wounds[front] == 3
    s = position(Put("VS-030", 0, "c3"), Put("VS-001", 1, "d3"), SPARE_0, SPARE_1)
    bront, side = card(s, "VS-030", 0), card(s, "VS-001", 1)
    strike(s, bront, side, 2, 4)  # beside it, not in front: weak 2
    assert s.wounds[side] == 2


def test_vs_030_a_step_to_a_next_cell_adds_one_until_the_end_of_the_turn() -> None:
    s = position(Put("VS-030", 0, "c2"), Put("VS-001", 1, "d3"), SPARE_0, SPARE_1)
    bront, side = card(s, "VS-030", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(bront)} to c3")
    strike(s, bront, side, 2, 4)  # beside it: weak 2, +1 for the step
    assert s.wounds[side] == 3
    act(s, "end the turn")
    assert s.strike_mod[bront] == 0  # gone with the turn


# --- VS-031 Ойуун: tap: gains flyer protection; instant, tap: a spell opens a creature
# of its side and wounds it 1, at most twice a turn; shot protection -------------------


def test_vs_031_frenzy_opens_a_closed_creature_of_its_side_and_wounds_it() -> None:
    s = position(Put("VS-031", 0, "c3"), Put("VS-001", 0, "b3", closed=True),
                 Put("VS-001", 1, "d4", closed=True), SPARE_0, SPARE_1)
    shaman, friend, foe = card(s, "VS-031", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    frenzy = f"{s.at(shaman)} uses «battle frenzy» on "
    assert not offered(s, frenzy + s.at(foe))  # not an enemy
    act(s, frenzy + s.at(friend))
    assert not s.closed[friend] and s.wounds[friend] == 1 and s.closed[shaman]


def test_vs_031_frenzy_twice_a_turn_and_no_third_time() -> None:
    # Two shamans open each other in turn: each may cast the frenzy twice, not three times.
    s = position(Put("VS-031", 0, "c3"), Put("VS-031", 0, "b3", closed=True), SPARE_0, SPARE_1)
    first, second = card(s, "VS-031", 0, 0), card(s, "VS-031", 0, 1)

    def frenzy(by: int, on: int) -> str:
        return f"{s.at(by)} uses «battle frenzy» on {s.at(on)}"

    act(s, frenzy(first, second))
    act(s, frenzy(second, first))
    act(s, frenzy(first, second))
    act(s, frenzy(second, first))
    assert not s.closed[first] and s.closed[second]
    assert s.wounds[first] == 2 and s.wounds[second] == 2
    assert not offered(s, frenzy(first, second))  # a third time: no


def test_vs_031_shot_protection_and_the_flyer_protection_it_takes() -> None:
    s = position(Put("VS-031", 0, "c3"), Put("X-003", 1, "c5"), Put("VS-001", 0, "a3"),
                 Put("VS-014", 1, "air"), SPARE_0, SPARE_1)
    shaman, archer, other = card(s, "VS-031", 0), card(s, "X-003", 1), card(s, "VS-001", 0)
    flyer = card(s, "VS-014", 1)
    act(s, f"{s.at(shaman)} uses «take to the ground»")
    assert s.has_keyword(shaman, "flyer_protection")
    act(s, "end the turn")
    assert s.active == 1
    assert not offered(s, f"{s.at(archer)} shoots {s.at(shaman)}")
    assert offered(s, f"{s.at(archer)} shoots {s.at(other)}")
    assert not offered(s, f"{s.at(flyer)} strikes {s.at(shaman)}")
    assert offered(s, f"{s.at(flyer)} strikes {s.at(other)}")


# --- VS-034 Минотавр: may strike twice a turn, open after the first; formation: +1 to
# its strong simple strike; armour 2 ---------------------------------------------------


def test_vs_034_strikes_twice_a_turn_and_not_a_third_time() -> None:
    s = position(Put("VS-034", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    mino, foe = card(s, "VS-034", 0), card(s, "VS-117", 1)
    strike(s, mino, foe, 4, 3)
    assert not s.closed[mino] and s.wounds[foe] == 3
    strike(s, mino, foe, 4, 3)
    assert s.closed[mino] and s.wounds[foe] == 6
    assert not offered(s, f"{s.at(mino)} strikes {s.at(foe)}")


def test_vs_034_in_formation_its_strong_hit_gets_one_more_and_its_weak_hit_none() -> None:
    s = position(Put("VS-034", 0, "c3"), Put("VS-016", 0, "d3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    mino, foe = card(s, "VS-034", 0), card(s, "VS-117", 1)
    strike(s, mino, foe, 6, 1)  # strong 5, +1
    assert s.wounds[foe] == 6
    strike(s, mino, foe, 4, 3)  # weak 3
    assert s.wounds[foe] == 9


def test_vs_034_out_of_formation_its_strong_hit_is_the_printed_five() -> None:
    s = position(Put("VS-034", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    mino, foe = card(s, "VS-034", 0), card(s, "VS-117", 1)
    strike(s, mino, foe, 6, 1)
    assert s.wounds[foe] == 5


def test_vs_034_armour_two_absorbs_the_first_wounds_of_a_turn() -> None:
    s = position(Put("VS-117", 0, "c3"), Put("VS-034", 1, "c4"), SPARE_0, SPARE_1)
    vail, mino = card(s, "VS-117", 0), card(s, "VS-034", 1)
    strike(s, vail, mino, 6, 1)  # strong 4, less the armour's 2
    assert s.wounds[mino] == 2


# --- VS-039 Гуль: scavenging; tap: strike through a row for 1; tap: finishing 2 --------


def test_vs_039_finishing_reaches_a_wounded_next_enemy_only() -> None:
    s = position(Put("VS-039", 0, "c3"), Put("VS-001", 1, "c4", wounds=1),
                 Put("VS-001", 1, "d3"), SPARE_0, SPARE_1)
    ghoul, hurt, whole = card(s, "VS-039", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    finish = f"{s.at(ghoul)} uses Добивание (finishing) on "
    assert not offered(s, finish + s.at(whole))
    act(s, finish + s.at(hurt))
    assert s.wounds[hurt] == 3 and s.closed[ghoul]
    assert not any(o.startswith(finish) for o in options(s))


def test_vs_039_strike_through_a_row_for_one() -> None:
    s = position(Put("VS-039", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1)
    ghoul, far = card(s, "VS-039", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(ghoul)} uses Удар через ряд (strike through row) on {s.at(far)}")
    assert s.wounds[far] == 1


def test_vs_039_scavenging_heals_it_when_its_strike_kills_and_not_on_a_miss() -> None:
    s = position(Put("VS-039", 0, "c3", wounds=4), Put("X-012", 1, "c4"), SPARE_0, SPARE_1)
    ghoul, frail = card(s, "VS-039", 0), card(s, "X-012", 1)
    strike(s, ghoul, frail, 6, 1)
    assert s.where(frail) == "graveyard" and s.wounds[ghoul] == 0
    s = position(Put("VS-039", 0, "c3", wounds=4), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    ghoul, foe = card(s, "VS-039", 0), card(s, "VS-117", 1)
    strike(s, ghoul, foe, 1, 3)  # a miss, no counter-strike: nothing dies, nothing heals
    assert s.wounds[ghoul] == 4


# --- VS-043 Каменный голем: clumsiness; -2 from non-magic attacks ----------------------


def test_vs_043_takes_two_less_from_a_simple_strike_but_all_of_a_discharge() -> None:
    s = position(Put("VS-117", 0, "c3"), Put("VS-043", 1, "c4"), SPARE_0, SPARE_1)
    vail, golem = card(s, "VS-117", 0), card(s, "VS-043", 1)
    strike(s, vail, golem, 6, 2)  # 6 against 1 (its clumsy die, 2 - 1): strong 4, less 2
    assert s.wounds[golem] == 2
    s = position(Put("X-020", 0, "c2"), Put("VS-043", 1, "c5"), SPARE_0, SPARE_1)
    mage, golem = card(s, "X-020", 0), card(s, "VS-043", 1)
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(golem)}")
    assert s.wounds[golem] == 2  # magic: nothing off


def test_vs_043_clumsiness_takes_one_off_its_own_die() -> None:
    # deckcheck's reading of clumsiness (the engine's keyword note): -1 to its die.
    s = position(Put("VS-043", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    golem, vail = card(s, "VS-043", 0), card(s, "VS-117", 1)
    strike(s, golem, vail, 4, 3)  # 3 against 3: a weak hit, where 4 against 3 is weak too
    assert s.wounds[vail] == 3
    s = position(Put("VS-043", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    golem, vail = card(s, "VS-043", 0), card(s, "VS-117", 1)
    strike(s, golem, vail, 6, 3)  # 5 against 3: medium 4, not the medium of 6 against 3
    assert s.wounds[vail] == 4
    s = position(Put("VS-043", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    golem, vail = card(s, "VS-043", 0), card(s, "VS-117", 1)
    strike(s, golem, vail, 5, 1)  # 4 against 1 (D +3): medium 4, not the strong of D +4
    assert s.wounds[vail] == 4


# --- VS-047 Ртунх (flying): -1 from ranged attacks; +1 to its simple strike at swamps
# creatures; may defend any non-flying creature of its side; defence experience 1 ------


def test_vs_047_takes_one_less_from_a_shot_but_all_of_a_simple_strike() -> None:
    s = position(Put("X-003", 0, "c2"), Put("VS-047", 1, "air"), SPARE_0, SPARE_1)
    archer, bird = card(s, "X-003", 0), card(s, "VS-047", 1)
    act(s, f"{s.at(archer)} shoots {s.at(bird)}")
    assert s.wounds[bird] == 1
    s = position(Put("VS-021", 0, "air"), Put("VS-047", 1, "air"), SPARE_0, SPARE_1)
    manticore, bird = card(s, "VS-021", 0), card(s, "VS-047", 1)
    strike(s, manticore, bird, 4, 2)  # 4 against 3 (its experience): weak 2, nothing off
    assert s.wounds[bird] == 2


def test_vs_047_one_more_at_a_swamps_creature_only() -> None:
    s = position(Put("VS-047", 0, "air"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    bird, swamp, steppe = card(s, "VS-047", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    assert "swamps" in s.elements_of(swamp)
    strike(s, bird, swamp, 4, 3)  # weak 1, +1
    assert s.wounds[swamp] == 2
    s = position(Put("VS-047", 0, "air"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    bird, steppe = card(s, "VS-047", 0), card(s, "VS-001", 1)
    strike(s, bird, steppe, 4, 3)
    assert s.wounds[steppe] == 1


def test_vs_047_defends_a_far_ground_creature_of_its_side() -> None:
    s = position(Put("X-001", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-047", 1, "air"),
                 Put("VS-117", 1, "a6"), SPARE_0, SPARE_1)
    knight, walker, bird = card(s, "X-001", 0), card(s, "VS-001", 1), card(s, "VS-047", 1)
    far_walker = card(s, "VS-117", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(knight)} strikes {s.at(walker)}")
    assert not offered(s, f"{s.at(far_walker)} defends")  # a plain creature must stand by
    act(s, f"{s.at(bird)} defends")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[walker] == 0 and s.wounds[bird] > 0


# --- VS-050 Хранитель гор: +2 to its simple strike at swamps creatures; poison
# protection -----------------------------------------------------------------------------


def test_vs_050_two_more_at_a_swamps_creature_only() -> None:
    s = position(Put("VS-050", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "d3"),
                 SPARE_0, SPARE_1)
    keeper, swamp = card(s, "VS-050", 0), card(s, "VS-117", 1)
    strike(s, keeper, swamp, 4, 3)  # weak 2, +2
    assert s.wounds[swamp] == 4
    s = position(Put("VS-050", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "d3"),
                 SPARE_0, SPARE_1)
    keeper, steppe = card(s, "VS-050", 0), card(s, "VS-001", 1)
    strike(s, keeper, steppe, 4, 3)
    assert s.wounds[steppe] == 2


def test_vs_050_a_poison_burst_wounds_it_but_leaves_no_poison() -> None:
    s = position(Put("VS-107", 0, "c3"), Put("VS-050", 1, "c4"), Put("VS-001", 1, "d3"),
                 SPARE_0, SPARE_1)
    bog, keeper, plain = card(s, "VS-107", 0), card(s, "VS-050", 1), card(s, "VS-001", 1)
    give_counters(s, bog, 1)
    act(s, f"{s.at(bog)} uses «poison burst»")
    assert s.wounds[keeper] == 1 and marker(s, keeper, POISON) == 0
    assert marker(s, plain, POISON) == 1  # the creature beside it, unprotected, is poisoned


# --- VS-056 Ном (flying): a direct strike at cards with a throw; when it dies, 3 wounds to
# a non-flying enemy creature -------------------------------------------------------------


def test_vs_056_no_defender_for_a_thrower_but_one_for_others() -> None:
    s = position(Put("VS-056", 0, "air"), Put("X-021", 1, "c4"), Put("VS-014", 1, "air"),
                 SPARE_0, SPARE_1)
    nom, thrower = card(s, "VS-056", 0), card(s, "X-021", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(nom)} strikes {s.at(thrower)}")
    assert not any("defends" in o for o in options(s))
    s = position(Put("VS-056", 0, "air"), Put("VS-001", 1, "c4"), Put("VS-014", 1, "air"),
                 SPARE_0, SPARE_1)
    nom, plain = card(s, "VS-056", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(nom)} strikes {s.at(plain)}")
    assert any("defends" in o for o in options(s))


def test_vs_056_dying_it_wounds_a_ground_enemy_three_never_a_flyer() -> None:
    s = position(Put("VS-056", 0, "air", wounds=6), Put("VS-117", 1, "c4"),
                 Put("VS-014", 1, "air"), SPARE_0, SPARE_1)
    nom, walker, flyer = card(s, "VS-056", 0), card(s, "VS-117", 1), card(s, "VS-014", 1)
    s.queue_dice(5, 5)  # a miss and a weak counter-strike of 1: it dies
    act(s, f"{s.at(nom)} strikes {s.at(walker)}")
    while s.phase != MAIN:
        assert not any(s.at(flyer) in o and "corkscrew" in o for o in options(s))
        s.apply(s.legal_actions()[-1] if s.to_move == 1 else next(
            a for a in s.legal_actions() if s.at(walker) in s.describe(a)))
    assert s.where(nom) == "graveyard"
    assert s.wounds[walker] == 3 and s.wounds[flyer] == 0


# --- VS-061 Горный великан: formation: defence experience 1 ------------------------------


def test_vs_061_in_formation_it_adds_one_to_its_die_when_struck() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-061", 0, "c3"), Put("VS-016", 0, "d3"),
                 SPARE_0, SPARE_1, active=1)
    nomad, giant = card(s, "VS-001", 1), card(s, "VS-061", 0)
    strike(s, nomad, giant, 5, 4)  # 5 against 5: a miss and its weak counter-strike 2
    assert s.wounds[giant] == 0 and s.wounds[nomad] == 2


def test_vs_061_alone_it_rolls_its_plain_die() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-061", 0, "c3"), SPARE_0, SPARE_1, active=1)
    nomad, giant = card(s, "VS-001", 1), card(s, "VS-061", 0)
    strike(s, nomad, giant, 5, 4)  # 5 against 4: a weak hit
    assert s.wounds[giant] == 1 and s.wounds[nomad] == 0


# --- VS-064 Гобрах: -2 from strikes from a diagonal; regeneration 3 ----------------------


def test_vs_064_a_strike_from_a_diagonal_does_two_less_one_from_the_front_all() -> None:
    s = position(Put("VS-117", 1, "d4"), Put("VS-064", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, gobrah = card(s, "VS-117", 1), card(s, "VS-064", 0)
    strike(s, vail, gobrah, 6, 1)  # strong 4, less 2
    assert s.wounds[gobrah] == 2
    s = position(Put("VS-117", 1, "c4"), Put("VS-064", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, gobrah = card(s, "VS-117", 1), card(s, "VS-064", 0)
    strike(s, vail, gobrah, 6, 1)
    assert s.wounds[gobrah] == 4


def test_vs_064_regenerates_three_at_the_start_of_its_turn() -> None:
    s = position(Put("VS-064", 0, "c3", wounds=5), SPARE_0, SPARE_1, active=1)
    gobrah = card(s, "VS-064", 0)
    act(s, "end the turn")
    assert s.active == 0 and s.wounds[gobrah] == 2


# --- VS-065 Ледовый страж: instant, tap: a spell closes a creature that has not moved this
# turn; tap: heals itself 3; shot and poison protection -----------------------------------


def test_vs_065_shackles_close_a_creature_that_has_not_moved_never_one_that_has() -> None:
    s = position(Put("VS-065", 0, "c2"), Put("VS-001", 0, "a3"), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1)
    guard, walker, foe = card(s, "VS-065", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(walker)} to b3")
    shackles = f"{s.at(guard)} uses «ice shackles» on "
    assert not offered(s, shackles + s.at(walker))  # it moved this turn
    act(s, shackles + s.at(foe))
    assert s.closed[foe] and s.closed[guard]


def test_vs_065_thaw_heals_it_three_and_no_more_than_its_wounds() -> None:
    s = position(Put("VS-065", 0, "c2", wounds=5), SPARE_0, SPARE_1)
    guard = card(s, "VS-065", 0)
    act(s, f"{s.at(guard)} uses «thaw»")
    assert s.wounds[guard] == 2 and s.closed[guard]
    s = position(Put("VS-065", 0, "c2", wounds=1), SPARE_0, SPARE_1)
    guard = card(s, "VS-065", 0)
    act(s, f"{s.at(guard)} uses «thaw»")
    assert s.wounds[guard] == 0


def test_vs_065_shot_and_poison_protection() -> None:
    s = position(Put("X-003", 1, "c5"), Put("VS-065", 0, "c2"), Put("VS-001", 0, "a2"),
                 SPARE_0, SPARE_1, active=1)
    archer, guard, other = card(s, "X-003", 1), card(s, "VS-065", 0), card(s, "VS-001", 0)
    assert not offered(s, f"{s.at(archer)} shoots {s.at(guard)}")
    assert offered(s, f"{s.at(archer)} shoots {s.at(other)}")
    s = position(Put("VS-107", 1, "c3"), Put("VS-065", 0, "c2"), SPARE_0, SPARE_1, active=1)
    bog, guard = card(s, "VS-107", 1), card(s, "VS-065", 0)
    s.set_counters(bog, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 1))} to e5")
    act(s, f"{s.at(bog)} uses «poison burst»")
    assert s.wounds[guard] == 1 and marker(s, guard, POISON) == 0


# --- VS-071 Леший: tap: heals itself fully ------------------------------------------------


def test_vs_071_heals_every_wound_and_closes() -> None:
    s = position(Put("VS-071", 0, "c2", wounds=6), SPARE_0, SPARE_1)
    leshy = card(s, "VS-071", 0)
    act(s, f"{s.at(leshy)} uses «forest rest»")
    assert s.wounds[leshy] == 0 and s.closed[leshy]
    assert not any("forest rest" in o for o in options(s))


# --- VS-072 Фея леса (flying): tap: heals up to three forests creatures of its side 1 ----


def test_vs_072_heals_up_to_three_different_forest_friends_one_each() -> None:
    s = position(Put("VS-072", 0, "air"), Put("VS-071", 0, "c3", wounds=3),
                 Put("VS-071", 0, "d3", wounds=2), Put("VS-001", 0, "b3", wounds=2),
                 Put("VS-071", 1, "c4", wounds=2), SPARE_0, SPARE_1)
    fairy, steppe, foe = card(s, "VS-072", 0), card(s, "VS-001", 0), card(s, "VS-071", 1)
    first, second = card(s, "VS-071", 0, 0), card(s, "VS-071", 0, 1)
    dust = f"{s.at(fairy)} uses «fairy dust» on "
    assert not offered(s, dust + s.at(steppe))  # not a forests creature
    assert not offered(s, dust + s.at(foe))  # not of its side
    act(s, dust + s.at(first))
    assert not offered(s, dust + s.at(first))  # each creature once
    act(s, dust + s.at(second))
    assert s.phase == MAIN  # no third forest creature wounded: done
    assert s.wounds[first] == 2 and s.wounds[second] == 1 and s.wounds[steppe] == 2


def test_vs_072_may_stop_after_one() -> None:
    s = position(Put("VS-072", 0, "air"), Put("VS-071", 0, "c3", wounds=3),
                 Put("VS-071", 0, "d3", wounds=2), SPARE_0, SPARE_1)
    fairy, first, second = card(s, "VS-072", 0), card(s, "VS-071", 0, 0), card(s, "VS-071", 0, 1)
    act(s, f"{s.at(fairy)} uses «fairy dust» on {s.at(first)}")
    act(s, "use no target")
    assert s.wounds[first] == 2 and s.wounds[second] == 2 and s.phase == MAIN


# --- VS-074 Корпит (flying): scavenging; direct strike ----------------------------------


def test_vs_074_a_direct_strike_no_defender_steps_in() -> None:
    s = position(Put("VS-074", 0, "air"), Put("VS-001", 1, "c4"), Put("X-009", 1, "c5"),
                 Put("VS-014", 1, "air"), SPARE_0, SPARE_1)
    korpit, foe = card(s, "VS-074", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(korpit)} strikes {s.at(foe)}")
    assert not any("defends" in o for o in options(s))


def test_vs_074_scavenging_heals_it_when_its_strike_kills_and_not_on_a_miss() -> None:
    s = position(Put("VS-074", 0, "air", wounds=4), Put("X-012", 1, "c4"), SPARE_0, SPARE_1)
    korpit, frail = card(s, "VS-074", 0), card(s, "X-012", 1)
    strike(s, korpit, frail, 6, 1)
    assert s.where(frail) == "graveyard" and s.wounds[korpit] == 0
    s = position(Put("VS-074", 0, "air", wounds=4), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    korpit, foe = card(s, "VS-074", 0), card(s, "VS-117", 1)
    strike(s, korpit, foe, 1, 3)
    assert s.wounds[korpit] == 4


# --- VS-084 Камнедрев: clumsiness; at the end of its turn it may take a counter if it did
# not move; +X to its simple strike, X its counters; moving, it loses them; regeneration 1


def test_vs_084_standing_still_it_takes_a_counter_that_adds_to_its_strike() -> None:
    s = position(Put("VS-084", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    tree, foe = card(s, "VS-084", 0), card(s, "VS-117", 1)
    act(s, "end the turn")
    act(s, f"{s.at(tree)} uses «take root»")
    assert s.counters(tree) == 1
    act(s, "end the turn")
    strike(s, tree, foe, 5, 3)  # 4 against 3 (its clumsy die): weak 2, +1
    assert s.wounds[foe] == 3


def test_vs_084_the_counter_is_a_choice() -> None:
    s = position(Put("VS-084", 0, "c3"), SPARE_0, SPARE_1)
    tree = card(s, "VS-084", 0)
    act(s, "end the turn")
    act(s, "use no target")
    assert s.counters(tree) == 0


def test_vs_084_no_counter_after_a_move_and_a_move_loses_them_all() -> None:
    s = position(Put("VS-084", 0, "c3"), SPARE_0, SPARE_1)
    tree = card(s, "VS-084", 0)
    act(s, f"move {s.at(tree)} to c2")
    act(s, "end the turn")
    assert s.active == 1 and s.counters(tree) == 0 and "take root" not in " ".join(options(s))
    s = position(Put("VS-084", 0, "c3"), SPARE_0, SPARE_1)
    tree = card(s, "VS-084", 0)
    s.set_counters(tree, 2)
    act(s, f"move {s.at(tree)} to c2")
    assert s.counters(tree) == 0


def test_vs_084_regenerates_one_at_the_start_of_its_turn() -> None:
    s = position(Put("VS-084", 0, "c3", wounds=3), SPARE_0, SPARE_1, active=1)
    tree = card(s, "VS-084", 0)
    act(s, "end the turn")
    assert s.wounds[tree] == 2


# --- VS-089 Грызь: leap 4; tap: strike through a row for 1; tap: gains a direct strike and
# flyer protection; shot and magic protection ----------------------------------------------


def test_vs_089_hunting_stance_gives_a_direct_strike_and_flyer_protection() -> None:
    s = position(Put("VS-089", 0, "c3"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "d5"),
                 Put("VS-014", 1, "air"), SPARE_0, SPARE_1)
    gnaw = card(s, "VS-089", 0)
    assert not s.has_keyword(gnaw, "direct_strike")
    act(s, f"{s.at(gnaw)} uses «hunting stance»")
    assert s.closed[gnaw]
    assert s.has_keyword(gnaw, "direct_strike") and s.has_keyword(gnaw, "flyer_protection")
    act(s, "end the turn")
    condor = card(s, "VS-014", 1)
    assert not offered(s, f"{s.at(condor)} strikes {s.at(gnaw)}")


def test_vs_089_strike_through_a_row_and_a_leap_of_up_to_four() -> None:
    s = position(Put("VS-089", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    gnaw, far = card(s, "VS-089", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(gnaw)} uses Удар через ряд (strike through row) on {s.at(far)}")
    assert s.wounds[far] == 1
    s = position(Put("VS-089", 0, "c1"), SPARE_0, SPARE_1)
    gnaw = card(s, "VS-089", 0)
    leaps = [o for o in options(s) if o.startswith(f"{s.at(gnaw)} leaps")]
    assert any(o.endswith("c5") for o in leaps) and not any(o.endswith("c6") for o in leaps)


def test_vs_089_shot_and_magic_protection() -> None:
    s = position(Put("X-003", 1, "c5"), Put("X-020", 1, "b5"), Put("VS-089", 0, "c2"),
                 Put("VS-001", 0, "a2"), SPARE_0, SPARE_1, active=1)
    archer, mage = card(s, "X-003", 1), card(s, "X-020", 1)
    gnaw, other = card(s, "VS-089", 0), card(s, "VS-001", 0)
    assert not offered(s, f"{s.at(archer)} shoots {s.at(gnaw)}")
    assert not offered(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(gnaw)}")
    assert offered(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(other)}")


# --- VS-100 Хобгоблин: -2 from non-magic attacks of creatures costing 3 or less; direct
# strike; poison protection ------------------------------------------------------------------


def test_vs_100_a_cheap_creatures_strike_does_two_less_a_dear_ones_all() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-100", 0, "c3"), SPARE_0, SPARE_1, active=1)
    nomad, hob = card(s, "VS-001", 1), card(s, "VS-100", 0)
    strike(s, nomad, hob, 6, 1)  # cost 3: strong 3, less 2
    assert s.wounds[hob] == 1
    s = position(Put("VS-117", 1, "c4"), Put("VS-100", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, hob = card(s, "VS-117", 1), card(s, "VS-100", 0)
    strike(s, vail, hob, 6, 1)  # cost 6: strong 4
    assert s.wounds[hob] == 4


def test_vs_100_direct_strike_and_poison_protection() -> None:
    s = position(Put("VS-100", 0, "c3"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    hob, foe = card(s, "VS-100", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(hob)} strikes {s.at(foe)}")
    assert not any("defends" in o for o in options(s))
    s = position(Put("VS-107", 1, "c4"), Put("VS-100", 0, "c3"), SPARE_0, SPARE_1, active=1)
    bog, hob = card(s, "VS-107", 1), card(s, "VS-100", 0)
    s.set_counters(bog, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 1))} to e5")
    act(s, f"{s.at(bog)} uses «poison burst»")
    assert marker(s, hob, POISON) == 0


# --- VS-107 Болотник: leap 4; counter, tap: destroys itself, wounding every enemy creature
# next to it 1 and poisoning it 1; the second player's one starts with a counter ------------


def test_vs_107_poison_burst_hits_every_next_enemy_and_no_friend_and_it_dies() -> None:
    s = position(Put("VS-107", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "d4"),
                 Put("VS-117", 1, "c5"), Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    bog, friend = card(s, "VS-107", 0), card(s, "VS-001", 0)
    near, corner, far = (card(s, "VS-117", 1, n) for n in range(3))
    assert not any("poison burst" in o for o in options(s))  # no counter: no burst
    give_counters(s, bog, 1)
    act(s, f"{s.at(bog)} uses «poison burst»")
    assert s.where(bog) == "graveyard"
    assert [s.wounds[c] for c in (near, corner, far, friend)] == [1, 1, 0, 0]
    assert marker(s, near, POISON) == 1 and marker(s, corner, POISON) == 1
    assert marker(s, far, POISON) == 0 and marker(s, friend, POISON) == 0


def test_vs_107_the_second_player_starts_with_a_counter_the_first_without() -> None:
    for first, expected in ((1, 1), (0, 0)):
        s = position(Put("VS-107", 0, "c3"), SPARE_0, SPARE_1, first=first)
        bog = card(s, "VS-107", 0)
        s.trigger(bog, T_BATTLE_START, -1)
        assert s.counters(bog) == expected, first


def test_vs_107_leaps_up_to_four_cells() -> None:
    s = position(Put("VS-107", 0, "c1"), SPARE_0, SPARE_1)
    bog = card(s, "VS-107", 0)
    leaps = [o for o in options(s) if o.startswith(f"{s.at(bog)} leaps")]
    assert any(o.endswith("c5") for o in leaps) and not any(o.endswith("c6") for o in leaps)


# --- VS-116 Василиск: a hit of its strike pins the struck creature to its cell until the
# basilisk moves or leaves the battlefield; direct strike -----------------------------------


def test_vs_116_a_hit_pins_the_creature_until_the_basilisk_moves() -> None:
    s = position(Put("VS-116", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    basilisk, foe = card(s, "VS-116", 0), card(s, "VS-001", 1)
    strike(s, basilisk, foe, 4, 3)
    act(s, "end the turn")
    assert not any(o.startswith(f"move {s.at(foe)}") for o in options(s))
    act(s, "end the turn")
    act(s, f"move {s.at(basilisk)} to b3")
    act(s, "end the turn")
    assert any(o.startswith(f"move {s.at(foe)}") for o in options(s))


def test_vs_116_a_miss_pins_nothing() -> None:
    s = position(Put("VS-116", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    basilisk, foe = card(s, "VS-116", 0), card(s, "VS-001", 1)
    strike(s, basilisk, foe, 1, 3)  # D -2: a miss
    act(s, "end the turn")
    assert any(o.startswith(f"move {s.at(foe)}") for o in options(s))


def test_vs_116_a_pinned_creature_is_free_when_the_basilisk_dies() -> None:
    s = position(Put("VS-116", 0, "c3", wounds=11), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    basilisk, foe = card(s, "VS-116", 0), card(s, "VS-001", 1)
    strike(s, basilisk, foe, 4, 3)
    act(s, "end the turn")
    strike(s, foe, basilisk, 6, 1)
    assert s.where(basilisk) == "graveyard"
    act(s, "end the turn")
    act(s, "end the turn")
    assert any(o.startswith(f"move {s.at(foe)}") for o in options(s))


def test_vs_116_direct_strike() -> None:
    s = position(Put("VS-116", 0, "c3"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    basilisk, foe = card(s, "VS-116", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(basilisk)} strikes {s.at(foe)}")
    assert not any("defends" in o for o in options(s))


# --- VS-120 Гоблин: -2 from simple strikes; a hit or a miss of its attack closes the
# creature attacked; direct strike -----------------------------------------------------------


def test_vs_120_a_simple_strike_at_it_does_two_less_a_shot_all() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-120", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, goblin = card(s, "VS-117", 1), card(s, "VS-120", 0)
    strike(s, vail, goblin, 6, 1)  # strong 4, less 2
    assert s.wounds[goblin] == 2
    s = position(Put("X-003", 1, "c5"), Put("VS-120", 0, "c3"), SPARE_0, SPARE_1, active=1)
    archer, goblin = card(s, "X-003", 1), card(s, "VS-120", 0)
    act(s, f"{s.at(archer)} shoots {s.at(goblin)}")
    assert s.wounds[goblin] == 2


def test_vs_120_its_attack_closes_the_target_on_a_hit_and_on_a_miss() -> None:
    for dice in ((4, 3), (1, 3)):  # a weak hit; a miss
        s = position(Put("VS-120", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
        goblin, foe = card(s, "VS-120", 0), card(s, "VS-117", 1)
        strike(s, goblin, foe, *dice)
        assert s.closed[foe], dice


def test_vs_120_its_counter_strike_is_no_attack_and_closes_no_one() -> None:
    # The minotaur stays open after its first strike: the goblin's answer must not close it.
    s = position(Put("VS-034", 1, "c4"), Put("VS-120", 0, "c3"), SPARE_0, SPARE_1, active=1)
    mino, goblin = card(s, "VS-034", 1), card(s, "VS-120", 0)
    strike(s, mino, goblin, 2, 5)  # D -3: a miss and the goblin's weak counter-strike
    assert any("counter-strike" in line for line in texts(s))
    assert not s.closed[mino]


# --- VS-131 Медуза Горгона: vampirism, at most 10 lives; scavenging; a strong simple strike
# closes the creature struck and it does not open in its next turn; direct strike ----------


def test_vs_131_a_strong_hit_closes_the_creature_for_its_next_turn_too() -> None:
    s = position(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    medusa, foe = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, medusa, foe, 6, 1)
    assert s.closed[foe]
    act(s, "end the turn")
    assert s.closed[foe]  # its turn: it stays closed
    act(s, "end the turn")
    act(s, "end the turn")
    assert not s.closed[foe]  # the turn after: it opens again


def test_vs_131_a_medium_hit_closes_nothing() -> None:
    s = position(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    medusa, foe = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, medusa, foe, 5, 2)
    assert not s.closed[foe] and s.wounds[foe] == 3


def test_vs_131_never_more_than_ten_lives() -> None:
    s = position(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    medusa, foe = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, medusa, foe, 5, 2)
    assert s.lives_left(medusa) == 10


def test_vs_131_vampirism_gives_a_wounded_medusa_the_lives_its_strike_took() -> None:
    s = position(Put("VS-131", 0, "c3", wounds=4), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    medusa, foe = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, medusa, foe, 5, 2)  # medium 3
    assert s.lives_left(medusa) == 9


def test_vs_131_scavenging_and_direct_strike() -> None:
    s = position(Put("VS-131", 0, "c3", wounds=5), Put("X-012", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    medusa, frail = card(s, "VS-131", 0), card(s, "X-012", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(medusa)} strikes {s.at(frail)}")
    assert not any("defends" in o for o in options(s))
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.where(frail) == "graveyard" and s.wounds[medusa] == 0


# --- VS-133 Морок: -1 from shots and throws; -1 from simple strikes while it defends; simple
# strikes at it closed come down to 1; simple strikes at the cards right and left of it come
# down to weak; defence experience 1 ---------------------------------------------------------


def test_vs_133_one_less_from_a_shot_and_a_throw_none_from_a_discharge() -> None:
    s = position(Put("X-003", 1, "c5"), Put("X-021", 1, "b5"), Put("X-020", 1, "d5"),
                 Put("VS-133", 0, "c2"), SPARE_0, SPARE_1, active=1)
    archer, thrower, mage = card(s, "X-003", 1), card(s, "X-021", 1), card(s, "X-020", 1)
    mist = card(s, "VS-133", 0)
    act(s, f"{s.at(archer)} shoots {s.at(mist)}")
    assert s.wounds[mist] == 1
    act(s, next(o for o in options(s) if o.startswith(f"{s.at(thrower)}") and s.at(mist) in o))
    assert s.wounds[mist] == 2
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(mist)}")
    assert s.wounds[mist] == 4


def test_vs_133_closed_a_strong_strike_at_it_comes_down_to_one() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-133", 0, "c3", closed=True), SPARE_0, SPARE_1,
                 active=1)
    vail, mist = card(s, "VS-117", 1), card(s, "VS-133", 0)
    strike(s, vail, mist, 6)
    assert s.wounds[mist] == 1
    s = position(Put("VS-117", 1, "c4"), Put("VS-133", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, mist = card(s, "VS-117", 1), card(s, "VS-133", 0)
    strike(s, vail, mist, 6, 1)  # open: strong 4
    assert s.wounds[mist] == 4


def test_vs_133_as_a_defender_it_takes_one_less() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-001", 0, "c3"), Put("VS-133", 0, "d3"),
                 SPARE_0, SPARE_1, active=1)
    vail, friend, mist = card(s, "VS-117", 1), card(s, "VS-001", 0), card(s, "VS-133", 0)
    s.queue_dice(6, 1)
    act(s, f"{s.at(vail)} strikes {s.at(friend)}")
    act(s, f"{s.at(mist)} defends")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[friend] == 0 and s.wounds[mist] == 3  # strong 4, less 1


def test_vs_133_strikes_at_the_cards_beside_it_come_down_to_weak_not_in_front() -> None:
    s = position(Put("VS-117", 1, "b4"), Put("VS-001", 0, "b3"), Put("VS-133", 0, "c3"),
                 SPARE_0, SPARE_1, active=1)
    vail, beside = card(s, "VS-117", 1), card(s, "VS-001", 0)
    strike(s, vail, beside, 6, 1)  # strong 4, down to the weak 1
    assert s.wounds[beside] == 1
    s = position(Put("VS-117", 1, "b4"), Put("VS-001", 0, "b3"), Put("VS-133", 0, "b2"),
                 SPARE_0, SPARE_1, active=1)
    vail, ahead = card(s, "VS-117", 1), card(s, "VS-001", 0)
    strike(s, vail, ahead, 6, 1)  # in front of it, not beside: strong 4
    assert s.wounds[ahead] == 4


# --- VS-150 Харон: 3 counters, tap: a spell destroys Charon and a chosen creature; tap:
# discharge 1 ----------------------------------------------------------------------------------


def test_vs_150_three_counters_take_it_and_a_chosen_creature_to_the_graveyard() -> None:
    s = position(Put("VS-150", 0, "c2"), Put("VS-117", 1, "c5"), Put("VS-001", 1, "a5"),
                 SPARE_0, SPARE_1)
    charon, foe, other = card(s, "VS-150", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    journey = f"{s.at(charon)} uses «last journey» on "
    give_counters(s, charon, 2)
    assert not offered(s, journey + s.at(foe))  # two counters are not enough
    s = position(Put("VS-150", 0, "c2"), Put("VS-117", 1, "c5"), Put("VS-001", 1, "a5"),
                 SPARE_0, SPARE_1)
    charon, foe, other = card(s, "VS-150", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    give_counters(s, charon, 3)
    act(s, journey + s.at(foe))
    assert s.where(charon) == "graveyard" and s.where(foe) == "graveyard"
    assert s.where(other) != "graveyard"


def test_vs_150_discharge_for_one() -> None:
    s = position(Put("VS-150", 0, "c2"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    charon, foe = card(s, "VS-150", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(charon)} uses Разряд (discharge) on {s.at(foe)}")
    assert s.wounds[foe] == 1 and s.closed[charon]


# --- VS-152 Пещерник: tap: strike through a row for 2; tap: heals itself 3; flyer
# protection ------------------------------------------------------------------------------------


def test_vs_152_strike_through_a_row_for_two_and_a_heal_of_three() -> None:
    s = position(Put("VS-152", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    caver, far = card(s, "VS-152", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(caver)} uses Удар через ряд (strike through row) on {s.at(far)}")
    assert s.wounds[far] == 2
    s = position(Put("VS-152", 0, "c2", wounds=5), SPARE_0, SPARE_1)
    caver = card(s, "VS-152", 0)
    act(s, f"{s.at(caver)} uses «lick the wounds»")
    assert s.wounds[caver] == 2 and s.closed[caver]


def test_vs_152_no_flyer_strikes_it() -> None:
    s = position(Put("VS-014", 1, "air"), Put("VS-152", 0, "c2"), Put("VS-001", 0, "a2"),
                 SPARE_0, SPARE_1, active=1)
    condor, caver, other = card(s, "VS-014", 1), card(s, "VS-152", 0), card(s, "VS-001", 0)
    assert not offered(s, f"{s.at(condor)} strikes {s.at(caver)}")
    assert offered(s, f"{s.at(condor)} strikes {s.at(other)}")


# --- VS-158 Уордак: scavenging; +X to its strong simple strike, X half the lives the card
# struck has left (rounded down); attack experience (no number printed) -----------------------


def test_vs_158_a_strong_hit_adds_half_the_lives_left_rounded_down() -> None:
    s = position(Put("VS-158", 0, "c3"), Put("VS-117", 1, "c4", wounds=5), SPARE_0, SPARE_1)
    wardak, foe = card(s, "VS-158", 0), card(s, "VS-117", 1)
    strike(s, wardak, foe, 5, 1)  # 6 against 1 (its experience): strong 0, + 9 // 2
    assert s.wounds[foe] == 5 + 4


def test_vs_158_a_medium_hit_adds_nothing() -> None:
    s = position(Put("VS-158", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    wardak, foe = card(s, "VS-158", 0), card(s, "VS-117", 1)
    strike(s, wardak, foe, 4, 2)  # 5 against 2: medium 3
    assert s.wounds[foe] == 3


def test_vs_158_scavenging_heals_it_when_its_strike_kills() -> None:
    s = position(Put("VS-158", 0, "c3", wounds=6), Put("X-012", 1, "c4"), SPARE_0, SPARE_1)
    wardak, frail = card(s, "VS-158", 0), card(s, "X-012", 1)
    strike(s, wardak, frail, 4, 2)
    assert s.where(frail) == "graveyard" and s.wounds[wardak] == 0


# --- VS-169 Властелин хаоса: closed, it meets simple strikes as an open card; protection
# from weak simple strikes; tap: heals itself 2; attack and defence experience 1; shot and
# spell protection --------------------------------------------------------------------------


def test_vs_169_closed_it_still_rolls_and_strikes_back() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-169", 0, "c3", closed=True), SPARE_0, SPARE_1,
                 active=1)
    vail, lord = card(s, "VS-117", 1), card(s, "VS-169", 0)
    strike(s, vail, lord, 1, 5)  # 1 against 6 (its experience): a miss, its counter-strike
    assert s.wounds[lord] == 0 and s.wounds[vail] >= 4


def test_vs_169_a_weak_hit_does_nothing_a_medium_one_all() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-169", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, lord = card(s, "VS-117", 1), card(s, "VS-169", 0)
    strike(s, vail, lord, 5, 3)  # 5 against 4: weak, stopped
    assert s.wounds[lord] == 0
    s = position(Put("VS-034", 1, "c4"), Put("VS-169", 0, "c3"), SPARE_0, SPARE_1, active=1)
    mino, lord = card(s, "VS-034", 1), card(s, "VS-169", 0)
    strike(s, mino, lord, 6, 2)  # 6 against 3: medium 4
    assert s.wounds[lord] == 4


def test_vs_169_heals_itself_two() -> None:
    s = position(Put("VS-169", 0, "c3", wounds=5), SPARE_0, SPARE_1)
    lord = card(s, "VS-169", 0)
    act(s, f"{s.at(lord)} uses «dark mending»")
    assert s.wounds[lord] == 3 and s.closed[lord]


def test_vs_169_shot_protection_and_attack_experience() -> None:
    s = position(Put("X-003", 1, "c5"), Put("VS-169", 0, "c2"), Put("VS-001", 0, "a2"),
                 SPARE_0, SPARE_1, active=1)
    archer, lord = card(s, "X-003", 1), card(s, "VS-169", 0)
    assert not offered(s, f"{s.at(archer)} shoots {s.at(lord)}")
    s = position(Put("VS-169", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    lord, vail = card(s, "VS-169", 0), card(s, "VS-117", 1)
    strike(s, lord, vail, 5, 5)  # 6 against 5: a weak hit, not a miss
    assert s.wounds[vail] == 4


# --- VS-176 Наёмник: formation: -1 from shots and throws; defence experience 1 -----------


def test_vs_176_in_formation_a_shot_does_one_less_alone_all() -> None:
    s = position(Put("X-003", 1, "c5"), Put("VS-176", 0, "c2"), Put("VS-016", 0, "d2"),
                 SPARE_0, SPARE_1, active=1)
    archer, merc = card(s, "X-003", 1), card(s, "VS-176", 0)
    act(s, f"{s.at(archer)} shoots {s.at(merc)}")
    assert s.wounds[merc] == 1
    s = position(Put("X-003", 1, "c5"), Put("VS-176", 0, "c2"), SPARE_0, SPARE_1, active=1)
    archer, merc = card(s, "X-003", 1), card(s, "VS-176", 0)
    act(s, f"{s.at(archer)} shoots {s.at(merc)}")
    assert s.wounds[merc] == 2


def test_vs_176_defence_experience() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-176", 0, "c3"), SPARE_0, SPARE_1, active=1)
    nomad, merc = card(s, "VS-001", 1), card(s, "VS-176", 0)
    strike(s, nomad, merc, 5, 4)  # 5 against 5: a miss and its weak counter-strike 3
    assert s.wounds[merc] == 0 and s.wounds[nomad] == 3


# --- VS-179 Жжраг: scavenging, and then 3 more lives; direct strike ----------------------


def test_vs_179_a_kill_heals_it_and_gives_three_more_lives() -> None:
    s = position(Put("VS-179", 0, "c3", wounds=4), Put("X-012", 1, "c4"), SPARE_0, SPARE_1)
    glutton, frail = card(s, "VS-179", 0), card(s, "X-012", 1)
    strike(s, glutton, frail, 4, 3)
    assert s.where(frail) == "graveyard"
    assert s.wounds[glutton] == 0 and s.lives_left(glutton) == 13


def test_vs_179_no_kill_no_lives() -> None:
    s = position(Put("VS-179", 0, "c3", wounds=4), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    glutton, foe = card(s, "VS-179", 0), card(s, "VS-117", 1)
    strike(s, glutton, foe, 4, 3)
    assert s.lives_left(glutton) == 6


# --- VS-181 Ловец удачи: tap: strike through a row for 1; instant, tap: +1 or -1 to a die,
# or the die thrown again; at the start of the opponent's turn it may open -----------------


def test_vs_181_luck_turns_a_friends_miss_into_a_hit_once() -> None:
    s = position(Put("VS-181", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    lucky, nomad, vail = card(s, "VS-181", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(5, 5)
    act(s, f"{s.at(nomad)} strikes {s.at(vail)}")
    act(s, f"{s.at(lucky)} uses «luck (+1)» on {s.at(nomad)}")
    assert s.closed[lucky]
    assert not any("luck" in o for o in options(s))
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[vail] == 1 and s.wounds[nomad] == 0  # 6 against 5: weak


def test_vs_181_luck_takes_one_off_an_enemy_die_in_the_opponents_turn() -> None:
    s = position(Put("VS-181", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    lucky, nomad, vail = card(s, "VS-181", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(6, 4)  # D +2: a medium hit and a weak counter-strike
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    while not any("luck" in o for o in options(s)):
        s.apply(s.legal_actions()[-1])
    act(s, f"{s.at(lucky)} uses «luck (-1)» on {s.at(vail)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert any("dice 5 vs 4: weak hit" in line for line in texts(s))
    assert s.wounds[nomad] == 1 and s.wounds[vail] == 0  # D +1: weak, no counter-strike


def test_vs_181_may_open_at_the_start_of_the_opponents_turn() -> None:
    s = position(Put("VS-181", 0, "a3", closed=True), SPARE_0, SPARE_1)
    lucky = card(s, "VS-181", 0)
    act(s, "end the turn")
    act(s, f"{s.at(lucky)} uses «ready for anything»")
    assert not s.closed[lucky] and s.active == 1
    s = position(Put("VS-181", 0, "a3", closed=True), SPARE_0, SPARE_1)
    lucky = card(s, "VS-181", 0)
    act(s, "end the turn")
    act(s, "use no target")
    assert s.closed[lucky]


def test_vs_181_strike_through_a_row() -> None:
    s = position(Put("VS-181", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    lucky, far = card(s, "VS-181", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(lucky)} uses Удар через ряд (strike through row) on {s.at(far)}")
    assert s.wounds[far] == 1


# --- VS-183 Дозор Форрендора: tap: shot 1, +1 at flyers; when a flyer dies it may take
# flight and +1 to its simple strike to the end of the battle, once a battle ------------------


def test_vs_183_shoots_a_walker_one_and_a_flyer_two_never_next_to_it() -> None:
    s = position(Put("VS-183", 0, "c2"), Put("VS-117", 1, "c5"), Put("VS-014", 1, "air"),
                 Put("VS-001", 1, "c3"), SPARE_0, SPARE_1)
    watch, walker, flyer = card(s, "VS-183", 0), card(s, "VS-117", 1), card(s, "VS-014", 1)
    near = card(s, "VS-001", 1)
    assert not offered(s, f"{s.at(watch)} uses «watch shot» on {s.at(near)}")
    act(s, f"{s.at(watch)} uses «watch shot» on {s.at(walker)}")
    assert s.wounds[walker] == 1
    s = position(Put("VS-183", 0, "c2"), Put("VS-014", 1, "air"), SPARE_0, SPARE_1)
    watch, flyer = card(s, "VS-183", 0), card(s, "VS-014", 1)
    act(s, f"{s.at(watch)} uses «watch shot at flyers» on {s.at(flyer)}")
    assert s.wounds[flyer] == 2


def test_vs_183_a_flyers_death_may_give_it_wings_and_a_stronger_strike_once() -> None:
    s = position(Put("VS-183", 0, "c2"), Put("VS-014", 1, "air", wounds=6),
                 Put("VS-014", 1, "air", wounds=6), Put("VS-117", 1, "c3"),
                 Put("VS-021", 0, "air"), Put("VS-021", 0, "air"), SPARE_0, SPARE_1)
    watch, vail = card(s, "VS-183", 0), card(s, "VS-117", 1)
    condor, other_condor = card(s, "VS-014", 1, 0), card(s, "VS-014", 1, 1)
    first, second = card(s, "VS-021", 0, 0), card(s, "VS-021", 0, 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(first)} strikes {s.at(condor)}")
    act(s, "no defender")  # the condor dies
    act(s, f"{s.at(watch)} uses «take the fallen's wings»")
    assert s.is_flyer(watch)
    s.queue_dice(6, 1)
    act(s, f"{s.at(second)} strikes {s.at(other_condor)}")  # a second flyer dies
    while s.where(other_condor) != "graveyard" and s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.where(other_condor) == "graveyard"
    assert not any("take the fallen" in o for o in options(s))  # once a battle
    strike(s, watch, vail, 4, 3)  # weak 1, +1 for the wings
    assert s.wounds[vail] == 2


def test_vs_183_its_wings_are_a_choice() -> None:
    s = position(Put("VS-183", 0, "c2"), Put("VS-014", 1, "air", wounds=6),
                 Put("VS-021", 0, "air"), SPARE_0, SPARE_1)
    watch, condor, manticore = card(s, "VS-183", 0), card(s, "VS-014", 1), card(s, "VS-021", 0)
    s.queue_dice(6, 1)
    act(s, f"{s.at(manticore)} strikes {s.at(condor)}")
    act(s, "use no target")
    assert not s.is_flyer(watch)


# --- VS-189 Воин храма (inquisitor): fighting, it throws two dice and keeps one; a ranged
# attack at it is blocked on a 5 or 6 ------------------------------------------------------


def test_vs_189_keeps_the_better_of_two_dice() -> None:
    s = position(Put("VS-189", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    templar, vail = card(s, "VS-189", 0), card(s, "VS-117", 1)
    strike(s, templar, vail, 1, 6, 3)  # its 1 and 6: the 6 against 3, a medium hit
    assert s.wounds[vail] == 4


def test_vs_189_a_shot_is_blocked_on_five_and_lands_on_four() -> None:
    for die, expected in ((5, 0), (6, 0), (4, 2)):
        s = position(Put("X-003", 1, "c5"), Put("VS-189", 0, "c3"), SPARE_0, SPARE_1, active=1)
        archer, templar = card(s, "X-003", 1), card(s, "VS-189", 0)
        s.queue_dice(die)
        act(s, f"{s.at(archer)} shoots {s.at(templar)}")
        assert s.wounds[templar] == expected, die


# --- VS-193 Арацент: a weak simple strike poisons 1, a medium or strong one 2; attack
# experience 1; poison protection ---------------------------------------------------------------


def test_vs_193_poison_by_the_hit_and_none_on_a_miss() -> None:
    for dice, poison in (((3, 3), 1), ((5, 2), 2), ((6, 1), 2), ((1, 4), 0)):
        s = position(Put("VS-193", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
        aracent, vail = card(s, "VS-193", 0), card(s, "VS-117", 1)
        strike(s, aracent, vail, *dice)
        assert marker(s, vail, POISON) == poison, dice


def test_vs_193_poison_protection() -> None:
    s = position(Put("VS-107", 1, "c4"), Put("VS-193", 0, "c3"), SPARE_0, SPARE_1, active=1)
    bog, aracent = card(s, "VS-107", 1), card(s, "VS-193", 0)
    s.set_counters(bog, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 1))} to e5")
    act(s, f"{s.at(bog)} uses «poison burst»")
    assert s.wounds[aracent] == 1 and marker(s, aracent, POISON) == 0


# --- VS-195 Берсерк: tap: strike through a row for 1; may strike twice a turn, one right
# after the other and at different cards, open after the first; direct strike -----------------


def test_vs_195_two_strikes_in_a_row_at_different_cards() -> None:
    s = position(Put("VS-195", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "d3"),
                 SPARE_0, SPARE_1)
    berserk, first, second = card(s, "VS-195", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    strike(s, berserk, first, 4, 3)
    assert not s.closed[berserk]
    assert not offered(s, f"{s.at(berserk)} strikes {s.at(first)}")  # not the same card
    strike(s, berserk, second, 4, 3)
    assert s.closed[berserk] and s.wounds[first] > 0 and s.wounds[second] > 0


def test_vs_195_another_action_between_ends_the_chance() -> None:
    s = position(Put("VS-195", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "d3"),
                 SPARE_0, SPARE_1)
    berserk, first, second = card(s, "VS-195", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    strike(s, berserk, first, 4, 3)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    assert not offered(s, f"{s.at(berserk)} strikes {s.at(second)}")


# --- VS-198 Варлок: -1 from ranged attacks; tap: a spell wounds 2 every enemy creature with
# a shot, a throw or a discharge; counter, tap: a spell moves a creature to any free cell -----


def test_vs_198_flame_burns_every_enemy_shooter_thrower_and_mage_only() -> None:
    s = position(Put("VS-198", 0, "c3"), Put("X-003", 1, "c5"), Put("X-021", 1, "d5"),
                 Put("X-020", 1, "a5"), Put("VS-001", 1, "b5"), Put("X-003", 0, "e3"),
                 SPARE_0, SPARE_1)
    warlock = card(s, "VS-198", 0)
    act(s, f"{s.at(warlock)} uses «flame of the abyss»")
    hit = [card(s, "X-003", 1), card(s, "X-021", 1), card(s, "X-020", 1)]
    assert [s.wounds[c] for c in hit] == [2, 2, 2]
    assert s.wounds[card(s, "VS-001", 1)] == 0 and s.wounds[card(s, "X-003", 0)] == 0


def test_vs_198_a_shot_at_it_does_one_less() -> None:
    s = position(Put("X-003", 1, "c5"), Put("VS-198", 0, "c3"), SPARE_0, SPARE_1, active=1)
    archer, warlock = card(s, "X-003", 1), card(s, "VS-198", 0)
    act(s, f"{s.at(archer)} shoots {s.at(warlock)}")
    assert s.wounds[warlock] == 1


def test_vs_198_the_door_costs_a_counter_and_moves_a_creature_to_a_free_cell() -> None:
    s = position(Put("VS-198", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    warlock, foe = card(s, "VS-198", 0), card(s, "VS-117", 1)
    door = f"{s.at(warlock)} uses «dimension door» on {s.at(foe)}"
    assert not offered(s, door)
    give_counters(s, warlock, 1)
    act(s, door)
    act(s, next(o for o in options(s) if "e1" in o))
    assert s.where(foe) == "e1" and s.counters(warlock) == 0 and s.closed[warlock]


# --- VS-005 Ост: instant, tap: makes a simple strike of a creature of its side strong;
# tap: discharge 1 -----------------------------------------------------------------------------


def test_vs_005_the_gift_makes_a_friends_weak_hit_strong() -> None:
    s = position(Put("VS-005", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    ost, nomad, vail = card(s, "VS-005", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(4, 3)  # a weak hit
    act(s, f"{s.at(nomad)} strikes {s.at(vail)}")
    act(s, f"{s.at(ost)} uses «gift of strength» on {s.at(nomad)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[vail] == 3 and s.closed[ost]


def test_vs_005_no_gift_for_an_enemys_strike() -> None:
    s = position(Put("VS-005", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    ost, vail = card(s, "VS-005", 0), card(s, "VS-117", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(vail)} strikes {s.at(card(s, 'VS-001', 0))}")
    while s.phase != MAIN:
        assert not offered(s, f"{s.at(ost)} uses «gift of strength» on {s.at(vail)}")
        s.apply(s.legal_actions()[-1])


def test_vs_005_discharge_for_one() -> None:
    s = position(Put("VS-005", 0, "c2"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    ost, vail = card(s, "VS-005", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(ost)} uses Разряд (discharge) on {s.at(vail)}")
    assert s.wounds[vail] == 1


# --- VS-008 Степной волколак: simple strikes at it come down to weak; dying, a special
# strike for 2; regeneration 1, attack experience 1, poison protection -------------------------


def test_vs_008_a_strong_strike_at_it_comes_down_to_weak() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-008", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, wolf = card(s, "VS-117", 1), card(s, "VS-008", 0)
    strike(s, vail, wolf, 6, 1)  # strong 4, down to the weak 1
    assert s.wounds[wolf] == 1


def test_vs_008_dying_it_strikes_a_next_enemy_for_two() -> None:
    s = position(Put("VS-117", 1, "c4"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "c6"),
                 Put("VS-008", 0, "c3", wounds=6), SPARE_0, SPARE_1, active=1)
    vail, wolf = card(s, "VS-117", 1), card(s, "VS-008", 0)
    beside, far = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(vail)} strikes {s.at(wolf)}")
    assert s.where(wolf) == "graveyard"
    assert not any(s.at(far) in o for o in options(s))  # not next to where it stood
    act(s, next(o for o in options(s) if "dying strike" in o and s.at(beside) in o))
    assert s.wounds[beside] == 2


def test_vs_008_attack_experience_and_regeneration() -> None:
    s = position(Put("VS-008", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    wolf, vail = card(s, "VS-008", 0), card(s, "VS-117", 1)
    strike(s, wolf, vail, 5, 5)  # 6 against 5: a weak hit
    assert s.wounds[vail] == 2
    s = position(Put("VS-008", 0, "c3", wounds=3), SPARE_0, SPARE_1, active=1)
    wolf = card(s, "VS-008", 0)
    act(s, "end the turn")
    assert s.wounds[wolf] == 2


# --- VS-196 Гермет: at the start of the battle, for each element its side has a creature of:
# steppes +1 movement, mountains armour 1, swamps regeneration 1, forests attack and defence
# experience 1, darkness +1 to its medium and strong simple strikes --------------------------


def hermet_at_the_battle_start(*friends: str) -> tuple[State, int]:
    cells = ("e1", "e2", "d1", "b1")[:len(friends)]
    s = position(Put("VS-196", 0, "c3"),
                 *(Put(f, 0, at) for f, at in zip(friends, cells, strict=True)),
                 Put("VS-117", 1, "c4"), SPARE_1)
    hermet = card(s, "VS-196", 0)
    s.trigger(hermet, T_BATTLE_START, -1)
    return s, hermet


def test_vs_196_alone_it_gains_nothing() -> None:
    s, hermet = hermet_at_the_battle_start()
    assert s.move_max[hermet] == 1
    for keyword in ("armour", "regeneration", "attack_experience", "defence_experience"):
        assert not s.has_keyword(hermet, keyword), keyword


def test_vs_196_steppes_and_swamps_friends_give_movement_and_regeneration_only() -> None:
    s, hermet = hermet_at_the_battle_start("VS-001", "VS-117")
    assert s.move_max[hermet] == 2 and s.has_keyword(hermet, "regeneration")
    assert not s.has_keyword(hermet, "armour")
    assert not s.has_keyword(hermet, "attack_experience")


def test_vs_196_mountains_forests_and_darkness_friends() -> None:
    s, hermet = hermet_at_the_battle_start("VS-050", "VS-071", "VS-150")
    assert s.move_max[hermet] == 1
    assert s.has_keyword(hermet, "armour")
    assert s.has_keyword(hermet, "attack_experience")
    assert s.has_keyword(hermet, "defence_experience")
    vail = card(s, "VS-117", 1)
    strike(s, hermet, vail, 4, 2)  # 5 against 2 (its experience): medium 3, +1
    assert s.wounds[vail] == 4
    s, hermet = hermet_at_the_battle_start("VS-150")
    vail = card(s, "VS-117", 1)
    strike(s, hermet, vail, 4, 3)  # a weak hit: 2, nothing added
    assert s.wounds[vail] == 2


# --- VS-194 Аристократка: tap: strike through a row for 1; at the start of the battle, as the
# first player two chosen creatures are poisoned 1, as the second two enemy cards are closed
# and do not open at the start of their owner's first turn ------------------------------------


def test_vs_194_first_it_poisons_two_chosen_creatures() -> None:
    s = battle_from_the_deal(({"c3": "VS-194", "b3": "VS-001"},
                              {"c4": "VS-117", "c5": "VS-001", "d5": "VS-117"}), first=0)
    lady = card(s, "VS-194", 0)
    vail, nomad, other = card(s, "VS-117", 1, 0), card(s, "VS-001", 1), card(s, "VS-117", 1, 1)
    intrigue = f"{s.at(lady)} uses «intrigue of poison» on "
    assert not any("intrigue of sleep" in o for o in options(s))  # the second player's
    act(s, intrigue + s.at(vail))
    assert not offered(s, intrigue + s.at(vail))  # two different creatures
    act(s, intrigue + s.at(nomad))
    assert marker(s, vail, POISON) == 1 and marker(s, nomad, POISON) == 1
    assert marker(s, other, POISON) == 0


def test_vs_194_second_it_closes_two_enemy_cards_through_their_first_turn() -> None:
    s = battle_from_the_deal(({"c3": "VS-117", "b3": "VS-001", "d3": "VS-117"},
                              {"c4": "VS-194", "c5": "VS-001"}), first=0)
    lady = card(s, "VS-194", 1)
    first, nomad, third = card(s, "VS-117", 0, 0), card(s, "VS-001", 0), card(s, "VS-117", 0, 1)
    friend = card(s, "VS-001", 1)
    intrigue = f"{s.at(lady)} uses «intrigue of sleep» on "
    assert not any("intrigue of poison" in o for o in options(s))  # the first player's
    assert not offered(s, intrigue + s.at(friend))  # enemy cards only
    act(s, intrigue + s.at(first))
    act(s, intrigue + s.at(nomad))
    assert s.phase == MAIN and s.active == 0  # the first player's first turn
    assert s.closed[first] and s.closed[nomad] and not s.closed[third]
    act(s, "end the turn")
    act(s, "end the turn")  # their second turn: they open
    assert not s.closed[first] and not s.closed[nomad]


def test_vs_194_strike_through_a_row() -> None:
    s = position(Put("VS-194", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    lady, far = card(s, "VS-194", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(lady)} uses Удар через ряд (strike through row) on {s.at(far)}")
    assert s.wounds[far] == 1


# --- spell protection (VS-021, VS-169, VS-195): Charon's spell cannot take them --------------


def journey_targets(target: str, at: str) -> tuple[State, int, bool]:
    s = position(Put("VS-150", 0, "c2"), Put(target, 1, at), SPARE_0, SPARE_1)
    charon, protected = card(s, "VS-150", 0), card(s, target, 1)
    give_counters(s, charon, 3)
    return s, protected, offered(s, f"{s.at(charon)} uses «last journey» on {s.at(protected)}")


def test_vs_021_spell_protection() -> None:
    assert not journey_targets("VS-021", "air")[2]
    assert journey_targets("VS-117", "c5")[2]  # a creature without it


def test_vs_169_spell_protection() -> None:
    assert not journey_targets("VS-169", "c5")[2]


def test_vs_195_spell_protection() -> None:
    assert not journey_targets("VS-195", "c5")[2]


def test_vs_181_luck_changes_the_die_of_a_tiered_special_strike() -> None:
    s = position(Put("VS-181", 0, "a3"), Put("NT-064", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    lucky, gargant, vail = card(s, "VS-181", 0), card(s, "NT-064", 0), card(s, "VS-117", 1)
    give_counters(s, gargant, 3)
    s.queue_dice(5)  # a medium 4
    act(s, f"{s.at(gargant)} uses «flail» on {s.at(vail)}")
    act(s, f"{s.at(lucky)} uses «luck (+1)» on {s.at(gargant)}")
    assert s.wounds[vail] == 6  # the die made 6: strong


# --- -1 from ranged attacks, every kind (VS-047, VS-198): a discharge and a throw too -------


def ranged_wounds(target: str, at: str) -> tuple[int, int]:
    s = position(Put("X-020", 0, "c2"), Put(target, 1, at), SPARE_0, SPARE_1)
    act(s, f"{s.at(card(s, 'X-020', 0))} uses Разряд (discharge) on {s.at(card(s, target, 1))}")
    t = position(Put("X-021", 0, "c2"), Put(target, 1, at), SPARE_0, SPARE_1)
    act(t, f"{t.at(card(t, 'X-021', 0))} uses Метание (throw) on {t.at(card(t, target, 1))}")
    return s.wounds[card(s, target, 1)], t.wounds[card(t, target, 1)]


def test_vs_047_a_discharge_and_a_throw_do_one_less() -> None:
    assert ranged_wounds("VS-047", "air") == (1, 1)


def test_vs_198_a_discharge_and_a_throw_do_one_less() -> None:
    assert ranged_wounds("VS-198", "c5") == (1, 1)
    assert ranged_wounds("VS-117", "c5") == (2, 2)  # a creature without it
