"""Independent audit 1211, group b: 21 cards with encoded abilities. The population is the
388 sorted ids of cardsets/berserk/card-abilities less the ids named in the module docstrings
of the earlier audit files tests/games/berserk/test_cards_audit_*.py (those before 1211) and
tests/games/berserk/test_cards_sweep_20261209.py (a regex for ``VS-nnn`` and ``NT-nnn`` over
the 16 docstrings finds 268 distinct ids): 124 ids, sorted, shuffled with
``random.Random(2026121101).shuffle(ids)``; this group is ``ids[1::6]``, in its order:

VS-042 NT-028 VS-080 VS-119 VS-131 VS-164 NT-036 NT-174 VS-129 VS-096 NT-004
NT-024 VS-028 NT-141 VS-035 NT-166 VS-108 VS-139 NT-089 VS-153 NT-064

Each printed clause, read in berserk-nxt resources/data.json (commit 1d6ff4f2; mechanics
paraphrased here, no card text copied), is played on an arranged position through legal
actions where it must act and, where it matters, where the text rules it out. A clause
the engine does not play as printed is an ``xfail(strict=True)`` test whose reason says
what happens instead. A card counts as played as printed only if every clause is.

The figure, as found on commit dbb4b71: 20 of 21 cards played as printed (95%; Wilson 95%
interval 77%-99%). Not as printed:
- VS-108: its one printed ability (the first enemy creature's strike at it in a turn is
  blocked and it jumps up to 2 cells; then an enemy creature of the opponent's choice next
  to the cell it left moves onto that cell) is encoded implemented: false: it takes the
  strike's wounds and stays where it stands (an engine matter, as its why_not says: no
  effect cancels a declared strike, and none lets the opponent pick a creature of its own
  to move).

Readings accepted as the encodings' notes give them (or as this audit took them):
- VS-042 revives a creature of its own player's graveyard, onto a free cell next to it of
  its player's choosing.
- NT-028's opening strike goes at an enemy card next to it (a simple strike's reach).
- VS-119's light ends if it leaves play (the note's reading; the print gives only the
  duration); VS-096's runes likewise need it in play at the start of its side's next turn,
  and X is counted then; its row is any of the six rows of the battlefield; the X enemy
  creatures are different ones.
- VS-131's gaze, NT-089's jump and VS-139's vampirism (and the vampirism keyword of VS-131)
  act on the simple strike the card makes as the attacker, not on its counter-strike.
- VS-139's X-1 lives are extra lives with no maximum (none is printed).
- NT-036's volley and tap shot go at an enemy creature not next to it, within 3 cells; its
  valhalla shield lasts to the end of the opponent's next turn.
- NT-174 acts on an enemy creature that moved this turn and stands on its side's half.
- NT-024's counter comes from a strong hit of any attack by a card of its side; its throws
  go at enemy creatures not next to it.
- VS-028's order makes each open creature of its side next to the target strike it in turn;
  the closed target throws its die as an open card.
- NT-166 counts every creature's death in a turn (its own side's too), symbiotes aside; a
  counter another card would give it is refused.
- VS-153's teleport follows a ranged attack of either side at a creature (of either side)
  next to it.
- NT-064's X is the armour left at the end of the opponent's turn.
"""

from __future__ import annotations

from deckcheck.games.berserk.engine.abilities import POISON, set_marker
from deckcheck.games.berserk.engine.cards import Z_BOARD, Z_EXILE, Z_GRAVE
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, OVER, State
from tests.games.berserk.helpers import A, Put, card, cells_offered, come_to, options, texts
from tests.games.berserk.helpers.audits import (
    SPARE_0,
    SPARE_1,
    aimed,
    choose,
    end_turn,
    named,
    offered,
    poison,
    pos,
    resolve,
    strike,
    uses,
)
from tests.games.berserk.helpers.scenarios import act, battle_from_the_deal


def reopen(s: State, c: int) -> None:
    """``c`` is open again (a test's arrangement, as at the start of its next turn)."""
    s.closed[c] = False
    s.settle()


def play_out(s: State) -> None:
    """Take the last offer of every window until the main phase (no one answers)."""
    while s.phase not in (MAIN, OVER):
        s.apply(s.legal_actions()[-1])


# --- VS-042 Знахарь племени: 3 counters, tap: revive a creature, closed (once a battle);
# valhalla: a creature of its side takes 1 wound and gets a counter; tap: discharge 1.


def test_vs_042_revives_a_creature_of_its_graveyard_closed_for_three_counters() -> None:
    s = pos(Put("VS-042", 0, "c2"), Put("VS-001", 0, "grave"), Put("VS-002", 0, "grave"),
            SPARE_0, SPARE_1, counters={"VS-042": 3})
    healer, nomad, kshar = card(s, "VS-042", 0), card(s, "VS-001", 0), card(s, "VS-002", 0)
    act(s, uses(s, healer, "«call back the fallen»", nomad))
    come_to(s, "d3")
    assert s.zone[nomad] == Z_BOARD and s.closed[nomad] and s.where(nomad) == "d3"
    assert s.counters(healer) == 0 and s.closed[healer]
    s.set_counters(healer, 3)
    reopen(s, healer)
    assert not named(s, "«call back the fallen»")  # once a battle
    assert s.zone[kshar] == Z_GRAVE


def test_vs_042_two_counters_revive_nothing() -> None:
    s = pos(Put("VS-042", 0, "c2"), Put("VS-001", 0, "grave"), SPARE_0, SPARE_1,
            counters={"VS-042": 2})
    assert not named(s, "«call back the fallen»")


def test_vs_042_valhalla_wounds_a_friend_one_and_gives_it_a_counter() -> None:
    s = pos(Put("VS-042", 0, "grave"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c5"),
            SPARE_0, SPARE_1, active=1)
    nomad, foe = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.apply(A.encode(A.END))
    assert not named(s, f"on {s.at(foe)}")  # a creature of its side
    act(s, uses(s, card(s, "VS-042", 0), "«healer's bitter gift»", nomad))
    resolve(s)
    assert s.wounds[nomad] == 1 and s.counters(nomad) == 1


def test_vs_042_discharges_one() -> None:
    s = pos(Put("VS-042", 0, "c2"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    healer, vail = card(s, "VS-042", 0), card(s, "VS-117", 1)
    act(s, uses(s, healer, "Разряд (discharge)", vail))
    resolve(s)
    assert s.wounds[vail] == 1 and s.closed[healer]


# --- NT-028 Степной варвар: attack experience 1; at the start of the battle it may declare
# an unanswerable simple strike at an enemy card, not closing.


def test_nt_028_opens_the_battle_with_an_unanswered_strike_and_stays_open() -> None:
    s = battle_from_the_deal(({"c3": "NT-028"}, {"c4": "VS-117", "c6": "VS-001"}), first=0)
    barbarian, vail, far = card(s, "NT-028", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    charge = f"{s.at(barbarian)} uses «opening charge» on "
    assert offered(s, "use no target")  # a «may»
    assert not offered(s, charge + s.at(far))  # a simple strike: a card next to it
    s.queue_dice(1, 6)  # 2 (1 + its experience) against 6: a miss a counter-strike would punish
    act(s, charge + s.at(vail))
    play_out(s)
    assert s.wounds[barbarian] == 0 and not s.closed[barbarian]


def test_nt_028_the_opening_strike_hits_with_attack_experience() -> None:
    s = battle_from_the_deal(({"c3": "NT-028"}, {"c4": "VS-117"}), first=0)
    barbarian, vail = card(s, "NT-028", 0), card(s, "VS-117", 1)
    s.queue_dice(5, 1)  # 5 + 1 against 1: strong
    act(s, f"{s.at(barbarian)} uses «opening charge» on {s.at(vail)}")
    play_out(s)
    assert s.wounds[vail] == 4 and s.has_keyword(barbarian, "attack_experience")


def test_nt_028_declining_strikes_nothing() -> None:
    s = battle_from_the_deal(({"c3": "NT-028"}, {"c4": "VS-117"}), first=0)
    act(s, "use no target")
    assert s.phase == MAIN and s.wounds[card(s, "VS-117", 1)] == 0


# --- VS-080 Бьерн: defence experience 1, magic protection; when it becomes a defender, the
# creature it defends heals 2.


def test_vs_080_defending_heals_the_defended_two() -> None:
    s = pos(Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4", wounds=3), Put("VS-080", 1, "d4"),
            Put("VS-117", 1, "e5", wounds=3), SPARE_0, SPARE_1)
    nomad, vail, bjorn, other = (card(s, "VS-001", 0), card(s, "VS-117", 1),
                                 card(s, "VS-080", 1), card(s, "VS-117", 1, 1))
    s.queue_dice(4, 1)
    act(s, f"{s.at(nomad)} strikes {s.at(vail)}")
    act(s, f"{s.at(bjorn)} defends")
    resolve(s)
    assert s.wounds[vail] == 1 and s.wounds[other] == 3  # the defended one only


def test_vs_080_no_heal_without_defending() -> None:
    s = pos(Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4", wounds=3), Put("VS-080", 1, "d4"),
            SPARE_0, SPARE_1)
    nomad, vail = card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(4, 1)
    act(s, f"{s.at(nomad)} strikes {s.at(vail)}")
    act(s, "no defender")
    resolve(s)
    assert s.wounds[vail] == 3 + 2


def test_vs_080_keywords() -> None:
    s = pos(Put("VS-080", 0, "c3"), Put("X-022", 1, "c4"), SPARE_0, SPARE_1, active=1)
    bjorn = card(s, "VS-080", 0)
    assert s.has_keyword(bjorn, "defence_experience") and s.has_keyword(bjorn, "magic_protection")
    assert not [o for o in aimed(s, card(s, "X-022", 1), bjorn) if "uses" in o]  # no magic strike


# --- VS-119 Бул'Багур: regeneration 1, flyer protection; at the start of the opponent's turn
# its player picks up to 3 cells in a line from it (diagonals too); to the end of its side's
# next turn a card on them takes 1 more wound from ranged attacks, poison and its strike.


def lantern(*puts: Put, end: str = "c5") -> tuple[State, int]:
    s = pos(Put("VS-119", 0, "c3"), *puts, SPARE_0, SPARE_1)
    bagur = card(s, "VS-119", 0)
    act(s, "end the turn")  # the opponent's turn begins: it lights a line
    act(s, f"{s.at(bagur)} marks {end}")
    resolve(s)
    return s, bagur


def test_vs_119_the_line_is_straight_or_diagonal_up_to_three_cells() -> None:
    s = pos(Put("VS-119", 0, "c3"), SPARE_0, SPARE_1)
    bagur = card(s, "VS-119", 0)
    act(s, "end the turn")
    marks = {o.rsplit(" ", 1)[1] for o in options(s) if o.startswith(f"{s.at(bagur)} marks ")}
    assert {"c4", "c6", "e5", "a1", "e3"} <= marks
    assert not marks & {"d5", "b5", "e4"}  # a knight's step is no line


def test_vs_119_a_shot_at_a_lit_card_wounds_one_more_an_unlit_one_not() -> None:
    s, _ = lantern(Put("VS-117", 1, "c5"), Put("VS-117", 1, "a5"), Put("X-003", 0, "a2"))
    lit, dark = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, "end the turn")  # its side's turn: the light holds
    archer = card(s, "X-003", 0)
    act(s, f"{s.at(archer)} shoots {s.at(lit)}")
    resolve(s)
    assert s.wounds[lit] == 3  # shot 2, +1
    reopen(s, archer)
    act(s, f"{s.at(archer)} shoots {s.at(dark)}")
    resolve(s)
    assert s.wounds[dark] == 2


def test_vs_119_its_own_strike_and_poison_on_a_lit_cell_add_one() -> None:
    s, bagur = lantern(Put("VS-117", 1, "c4", closed=True), Put("VS-117", 0, "b3"), end="c4")
    vail, friend = card(s, "VS-117", 1), card(s, "VS-117", 0)
    act(s, "end the turn")
    s.closed[vail] = True
    s.settle()
    strike(s, friend, vail, 1)  # another's strike: weak 1
    assert s.wounds[vail] == 1
    strike(s, bagur, vail, 1)  # its own: weak 2, +1
    assert s.wounds[vail] == 1 + 3
    s, _ = lantern(Put("VS-117", 0, "c4"), end="c4")  # poison on a lit cell: its own card too
    vail = card(s, "VS-117", 0)
    set_marker(s, vail, POISON, 1)
    act(s, "end the turn")
    resolve(s)
    assert s.wounds[vail] == 2


def test_vs_119_the_light_ends_after_its_sides_next_turn() -> None:
    s, bagur = lantern(Put("VS-117", 1, "c5"), Put("X-003", 0, "a2"))
    lit, archer = card(s, "VS-117", 1), card(s, "X-003", 0)
    act(s, "end the turn")
    act(s, "end the turn")  # the opponent's next turn: a new line, away from c5
    act(s, f"{s.at(bagur)} marks a1")
    resolve(s)
    act(s, "end the turn")
    resolve(s)
    act(s, f"{s.at(archer)} shoots {s.at(lit)}")
    resolve(s)
    assert s.wounds[lit] == 2


def test_vs_119_the_light_lapses_if_it_leaves_play() -> None:
    # (A reading, as the encoding's note gives it: the light holds while it stays in play.)
    s, bagur = lantern(Put("VS-117", 1, "c5"), Put("X-003", 0, "a2"))
    lit, archer = card(s, "VS-117", 1), card(s, "X-003", 0)
    s.kill([bagur])
    act(s, "end the turn")
    resolve(s)
    act(s, f"{s.at(archer)} shoots {s.at(lit)}")
    resolve(s)
    assert s.wounds[lit] == 2


def test_vs_119_keywords() -> None:
    s = pos(Put("VS-119", 0, "c3", wounds=2), SPARE_0, SPARE_1, active=1)
    bagur = card(s, "VS-119", 0)
    assert s.has_keyword(bagur, "flyer_protection")
    s.apply(A.encode(A.END))
    resolve(s)
    assert s.wounds[bagur] == 1


# --- VS-131 Медуза Горгона: direct strike; vampirism up to 10 lives; scavenging; a strong
# simple strike closes the struck card and it does not open in its next turn (impact).


def test_vs_131_a_strong_strike_closes_the_card_through_its_next_turn() -> None:
    s = pos(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    gorgon, vail = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, gorgon, vail, 6, 1)
    assert s.closed[vail]
    end_turn(s)
    assert s.closed[vail]  # its own turn: it stays closed
    end_turn(s)
    end_turn(s)
    assert not s.closed[vail]


def test_vs_131_a_medium_strike_closes_nothing() -> None:
    s = pos(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    gorgon, vail = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, gorgon, vail, 5, 2)
    assert s.wounds[vail] == 3 and not s.closed[vail]


def test_vs_131_vampirism_heals_it_to_ten_lives_at_most() -> None:
    s = pos(Put("VS-131", 0, "c3", wounds=4), Put("VS-117", 1, "c4", closed=True), SPARE_0,
            SPARE_1)
    gorgon = card(s, "VS-131", 0)
    strike(s, gorgon, card(s, "VS-117", 1), 4)  # medium 3
    assert s.lives_left(gorgon) == 6 + 3
    s = pos(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    gorgon = card(s, "VS-131", 0)
    strike(s, gorgon, card(s, "VS-117", 1), 6)
    assert s.lives_left(gorgon) == 10


def test_vs_131_scavenging_and_no_defender_against_it() -> None:
    s = pos(Put("VS-131", 0, "c3", wounds=5), Put("X-012", 1, "c4"), Put("X-009", 1, "d4"),
            SPARE_0, SPARE_1)
    gorgon, frail = card(s, "VS-131", 0), card(s, "X-012", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(gorgon)} strikes {s.at(frail)}")
    assert not any(o.endswith(" defends") for o in options(s))  # direct strike
    play_out(s)
    assert s.zone[frail] == Z_GRAVE and s.wounds[gorgon] == 0


# --- VS-164 Поганище: incarnation 3, clumsiness; when it takes an incarnation token, X
# cards take 1 wound each, X the tokens on it (impact).


def grip_position() -> State:
    return pos(Put("VS-164", 0, "grave"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c5"),
               Put("VS-117", 1, "c6"), SPARE_0, SPARE_1, active=1)


def grip_or_cell(s: State) -> None:
    cells = cells_offered(s)
    if cells:
        come_to(s, cells[0])
    else:
        choose(s, "«grave grip»")


def gripped(s: State) -> int:
    return sum(s.wounds[c] for c in range(len(s.kinds)) if s.zone[c] == Z_BOARD)


def test_vs_164_each_token_wounds_as_many_cards_then_it_comes_back() -> None:
    s = grip_position()
    grim = card(s, "VS-164", 0)
    act(s, "end the turn")
    assert s.phase == CHOOSE and not offered(s, "use no target")  # a must
    grip_or_cell(s)
    resolve(s)
    assert gripped(s) == 1 and s.zone[grim] == Z_GRAVE
    for _ in range(4):
        act(s, "end the turn")
        while s.phase == CHOOSE:
            grip_or_cell(s)
    assert gripped(s) == 1 + 2 + 3 and s.zone[grim] == Z_BOARD


def test_vs_164_clumsiness_and_incarnation() -> None:
    s = pos(Put("VS-164", 0, "c3"), SPARE_0, SPARE_1)
    grim = card(s, "VS-164", 0)
    assert s.has_keyword(grim, "clumsiness") and s.has_keyword(grim, "incarnation")


# --- NT-036 Лучница Снорганга: shot 1 (range 3) when a creature of its side with valhalla
# goes to the graveyard (twice a turn); tap: shot 1, range 3; valhalla: a mountains creature
# of its side gets -1 from shots and throws to the end of the opponent's turn.


def test_nt_036_tap_shot_one_within_three_not_next_to_it() -> None:
    s = pos(Put("NT-036", 0, "b2"), Put("VS-117", 1, "b5"), Put("VS-117", 1, "c3"),
            Put("VS-117", 1, "b6"), SPARE_0, SPARE_1)
    archer, far, near, farther = (card(s, "NT-036", 0), card(s, "VS-117", 1, 0),
                                  card(s, "VS-117", 1, 1), card(s, "VS-117", 1, 2))
    assert not [o for o in aimed(s, archer, near) if "shoots" in o]  # next to it
    assert not [o for o in aimed(s, archer, farther) if "shoots" in o]  # four cells
    s.queue_dice(6)
    act(s, f"{s.at(archer)} shoots {s.at(far)}")
    resolve(s)
    assert s.wounds[far] == 1


def kill_by_strike(s: State, striker: int, victim: int) -> None:
    s.closed[striker] = False
    s.settle()
    s.queue_dice(6, 1)
    act(s, f"{s.at(striker)} strikes {s.at(victim)}")


def volleys(s: State) -> int:
    return sum("«farewell volley»" in t for t in texts(s))


def test_nt_036_volley_when_a_friend_with_valhalla_falls_twice_a_turn() -> None:
    s = pos(Put("NT-036", 0, "a1"), Put("NT-037", 0, "b3", wounds=5),
            Put("NT-037", 0, "c3", wounds=5), Put("NT-037", 0, "d3", wounds=5),
            Put("NT-017", 1, "b4"), Put("NT-017", 1, "c4"), Put("NT-017", 1, "d4"),
            Put("VS-117", 1, "a4"), SPARE_0, SPARE_1, active=1)
    far = card(s, "VS-117", 1)  # the one enemy creature within 3 cells, not next to it
    for i in range(3):
        kill_by_strike(s, card(s, "NT-017", 1, i), card(s, "NT-037", 0, i))
        resolve(s)
        assert volleys(s) == min(i + 1, 2), i
    assert s.wounds[far] == 2


def test_nt_036_no_volley_for_a_friend_without_valhalla() -> None:
    s = pos(Put("NT-036", 0, "a1"), Put("VS-001", 0, "c3", wounds=7), Put("NT-017", 1, "c4"),
            Put("VS-117", 1, "a4"), SPARE_0, SPARE_1, active=1)
    kill_by_strike(s, card(s, "NT-017", 1), card(s, "VS-001", 0))
    resolve(s)
    assert volleys(s) == 0


def test_nt_036_valhalla_shields_a_mountains_friend_from_a_shot() -> None:
    s = pos(Put("NT-036", 0, "grave"), Put("NT-037", 0, "c3"), Put("VS-001", 0, "a3"),
            Put("X-003", 1, "c6"), SPARE_0, SPARE_1, active=1)
    guard, nomad, archer = card(s, "NT-037", 0), card(s, "VS-001", 0), card(s, "X-003", 1)
    s.apply(A.encode(A.END))
    assert not named(s, f"on {s.at(nomad)}")  # a mountains creature only
    if s.phase == CHOOSE:
        choose(s, s.at(guard))
    resolve(s)
    end_turn(s)  # the opponent's turn
    act(s, f"{s.at(archer)} shoots {s.at(guard)}")
    resolve(s)
    assert s.wounds[guard] == 1  # shot 2, -1


# --- NT-174 Иркиан (terrain): instant, tap, impact: an enemy creature that moved onto a cell
# of its side's half is moved to a cell orthogonally next to it.


def test_nt_174_the_current_moves_an_intruder_orthogonally() -> None:
    s = pos(Put("NT-174", 0, "a1"), Put("VS-001", 0, "c2"), Put("VS-001", 1, "c4"), SPARE_1,
            active=1)
    river, foe = card(s, "NT-174", 0), card(s, "VS-001", 1)
    assert not named(s, "«rushing current»")  # it has not moved
    act(s, f"move {s.at(foe)} to c3")
    act(s, uses(s, river, "«rushing current»", foe))
    assert not offered(s, f"{s.at(foe)} is moved to d4")  # diagonal
    assert not offered(s, f"{s.at(foe)} is moved to c2")  # taken
    act(s, f"{s.at(foe)} is moved to d3")
    assert s.where(foe) == "d3"


def test_nt_174_not_for_a_move_on_the_enemys_own_half() -> None:
    s = pos(Put("NT-174", 0, "a1"), Put("VS-001", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_1,
            active=1)
    river, foe = card(s, "NT-174", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(foe)} to c4")
    assert not any(o.startswith(f"{s.at(river)} uses") for o in options(s))


# --- VS-129 Ундина: throw, poison and discharge protection; tap, impact: a creature is
# poisoned 1; tap, spell: every poisoned enemy creature takes 1 wound.


def test_vs_129_the_aura_poisons_any_creature() -> None:
    s = pos(Put("VS-129", 0, "c2"), Put("VS-001", 1, "c5"), Put("VS-001", 0, "a2"), SPARE_0,
            SPARE_1)
    undine, foe, own = card(s, "VS-129", 0), card(s, "VS-001", 1), card(s, "VS-001", 0)
    assert offered(s, uses(s, undine, "«sweet aura»", own))  # any creature
    act(s, uses(s, undine, "«sweet aura»", foe))
    resolve(s)
    assert poison(s, foe) == 1 and s.closed[undine]


def test_vs_129_the_sway_wounds_every_poisoned_enemy_only() -> None:
    s = pos(Put("VS-129", 0, "c2"), Put("VS-001", 0, "a2"), Put("VS-001", 1, "c5"),
            Put("VS-001", 1, "a5"), Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    own, one, two, clean = (card(s, "VS-001", 0), card(s, "VS-001", 1, 0),
                            card(s, "VS-001", 1, 1), card(s, "VS-001", 1, 2))
    for c in (own, one, two):
        set_marker(s, c, POISON, 1)
    s.settle()
    choose(s, "«undine's sway»")
    resolve(s)
    assert [s.wounds[c] for c in (own, one, two, clean)] == [0, 1, 1, 0]


def test_vs_129_protections() -> None:
    s = pos(Put("VS-129", 0, "c2"), SPARE_0, SPARE_1)
    undine = card(s, "VS-129", 0)
    assert all(s.has_keyword(undine, k) for k in
               ("throw_protection", "poison_protection", "discharge_protection"))


# --- VS-096 Тергала: tap, spell: a row is chosen; at the start of its side's next turn X
# enemy creatures take 1-2-2 each, X its side's unwounded creatures in that row; tap:
# discharge 1-2-2.


def test_vs_096_runes_strike_as_many_enemies_as_unwounded_friends_in_the_row() -> None:
    s = pos(Put("VS-096", 0, "c1"), Put("VS-001", 0, "a3"), Put("VS-001", 0, "b3"),
            Put("VS-001", 0, "d3", wounds=1), Put("VS-117", 1, "a5"), Put("VS-117", 1, "c5"),
            Put("VS-117", 1, "e5"), SPARE_0, SPARE_1)
    tergala = card(s, "VS-096", 0)
    foes = [card(s, "VS-117", 1, i) for i in range(3)]
    act(s, f"{s.at(tergala)} uses «blooming runes: its front row»")
    resolve(s)
    assert not any(s.wounds[f] for f in foes)  # nothing yet
    end_turn(s)
    s.queue_dice(6, 1)
    s.apply(A.encode(A.END))
    assert not offered(s, "use no target")
    choose(s, f"on {s.at(foes[0])}")
    choose(s, f"on {s.at(foes[1])}")
    resolve(s)
    assert [s.wounds[f] for f in foes] == [2, 1, 0]  # two unwounded friends: two targets
    end_turn(s)
    end_turn(s)
    assert [s.wounds[f] for f in foes] == [2, 1, 0]  # once


def test_vs_096_the_runes_lapse_if_it_leaves_play_first() -> None:
    # (A reading: the blooming is its own start-of-turn ability, so it needs it in play.)
    s = pos(Put("VS-096", 0, "c1"), Put("VS-001", 0, "a3"), Put("VS-117", 1, "a5"), SPARE_0,
            SPARE_1)
    tergala, vail = card(s, "VS-096", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(tergala)} uses «blooming runes: its front row»")
    resolve(s)
    end_turn(s)
    s.kill([tergala])
    s.queue_dice(6)
    end_turn(s)
    assert s.wounds[vail] == 0


def test_vs_096_discharge_one_two_two() -> None:
    for die, dealt in ((1, 1), (4, 2), (6, 2)):
        s = pos(Put("VS-096", 0, "c1"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
        vail = card(s, "VS-117", 1)
        s.queue_dice(die)
        act(s, uses(s, card(s, "VS-096", 0), "Разряд (discharge)", vail))
        resolve(s)
        assert s.wounds[vail] == dealt, die


# --- NT-004 Разумный вихрь (companion): incorporeal, every non-magic attack at it made 1;
# its host has +1 movement and -1 from ranged attacks.


def test_nt_004_a_strong_strike_or_shot_at_it_wounds_one() -> None:
    s = pos(Put("VS-001", 0, "c3"), Put("NT-004", 0, "c3", on_host=True),
            Put("VS-117", 1, "c4"), Put("X-003", 1, "c6"), SPARE_0, SPARE_1, active=1)
    wind, vail, archer = card(s, "NT-004", 0), card(s, "VS-117", 1), card(s, "X-003", 1)
    strike(s, vail, wind, 6, 1)  # strong 4
    assert s.wounds[wind] == 1
    act(s, f"{s.at(archer)} shoots {s.at(wind)}")
    resolve(s)
    assert s.wounds[wind] == 2


def test_nt_004_its_host_moves_one_more_and_takes_one_less_from_a_shot() -> None:
    s = pos(Put("VS-117", 0, "c2"), Put("NT-004", 0, "c2", on_host=True),
            Put("VS-117", 0, "a2"), Put("X-003", 1, "c6"), Put("X-003", 1, "a6"), SPARE_0,
            SPARE_1, active=1)
    host, other = card(s, "VS-117", 0, 0), card(s, "VS-117", 0, 1)
    act(s, f"{s.at(card(s, 'X-003', 1, 0))} shoots {s.at(host)}")
    resolve(s)
    act(s, f"{s.at(card(s, 'X-003', 1, 1))} shoots {s.at(other)}")
    resolve(s)
    assert s.wounds[host] == 1 and s.wounds[other] == 2
    end_turn(s)
    act(s, f"move {s.at(host)} to c3")
    act(s, f"move {s.at(host)} to c4")  # Вайл moves 1; with it, 2
    assert s.where(host) == "c4"
    assert not [o for o in options(s) if o.startswith(f"move {s.at(host)} ")]


# --- NT-024 Великая катапульта (artifact): a strong attack of a card of its side gives it a
# counter (3 at most); tap: throw 1, range 5; X counters, tap: throw X+1, range 5.


def test_nt_024_strong_attacks_of_its_side_load_it_up_to_three() -> None:
    s = pos(Put("NT-024", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
            SPARE_0, SPARE_1)
    cat, nomad, vail = card(s, "NT-024", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    strike(s, nomad, vail, 4)  # medium: nothing
    assert s.counters(cat) == 0
    reopen(s, nomad)
    strike(s, nomad, vail, 6)
    assert s.counters(cat) == 1
    s.set_counters(cat, 3)
    reopen(s, nomad)
    strike(s, nomad, vail, 6)
    assert s.counters(cat) == 3


def test_nt_024_an_enemy_strong_attack_gives_nothing() -> None:
    s = pos(Put("NT-024", 0, "a1"), Put("VS-001", 0, "c3", closed=True),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    cat = card(s, "NT-024", 0)
    strike(s, card(s, "VS-117", 1), card(s, "VS-001", 0), 6)
    assert s.counters(cat) == 0


def test_nt_024_throws_one_up_to_five_cells_not_next_to_it() -> None:
    s = pos(Put("NT-024", 0, "c1"), Put("VS-117", 1, "c6"), Put("VS-117", 1, "c2"), SPARE_0,
            SPARE_1)
    cat, far, near = card(s, "NT-024", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    assert not offered(s, uses(s, cat, "«stone throw»", near))
    act(s, uses(s, cat, "«stone throw»", far))
    resolve(s)
    assert s.wounds[far] == 1 and s.closed[cat]


def test_nt_024_a_heap_of_x_stones_throws_x_plus_one() -> None:
    s = pos(Put("NT-024", 0, "c1"), Put("VS-117", 1, "c6"), SPARE_0, SPARE_1,
            counters={"NT-024": 3})
    cat, vail = card(s, "NT-024", 0), card(s, "VS-117", 1)
    assert not named(s, "X=4")
    act(s, uses(s, cat, "«heap of stones (X=3)»", vail))
    resolve(s)
    assert s.wounds[vail] == 4 and s.counters(cat) == 0


# --- VS-028 Матриарх племени: magic protection; counter, tap, impact: every creature of its
# side next to a chosen enemy creature fights it as an open card, not closing; the second
# player's Matriarch begins the battle with a counter.


def order(s: State, c: int, target: int) -> str:
    return uses(s, c, "«matriarch's order»", target)


def test_vs_028_every_friend_next_to_the_target_strikes_and_stays_open() -> None:
    s = pos(Put("VS-028", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-001", 0, "d4"),
            Put("VS-001", 0, "a3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1,
            counters={"VS-028": 1})
    matriarch, vail = card(s, "VS-028", 0), card(s, "VS-117", 1)
    one, two, far = (card(s, "VS-001", 0, i) for i in range(3))
    s.queue_dice(6, 1, 6, 1)  # two fights as with an open card: die against die
    act(s, order(s, matriarch, vail))
    play_out(s)
    assert s.wounds[vail] == 3 + 3
    assert not s.closed[one] and not s.closed[two] and not s.closed[far]
    assert s.counters(matriarch) == 0 and s.closed[matriarch]


def test_vs_028_the_closed_target_throws_a_die_as_an_open_card() -> None:
    s = pos(Put("VS-028", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
            SPARE_0, SPARE_1, counters={"VS-028": 1})
    matriarch, vail, nomad = card(s, "VS-028", 0), card(s, "VS-117", 1), card(s, "VS-001", 0)
    s.queue_dice(3, 6)  # 3 against 6: a miss, and the counter-strike
    act(s, order(s, matriarch, vail))
    play_out(s)
    assert s.wounds[vail] == 0 and s.wounds[nomad] > 0


def test_vs_028_needs_a_counter_and_the_second_player_has_one() -> None:
    s = pos(Put("VS-028", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0,
            SPARE_1)
    assert not named(s, "«matriarch's order»")
    s = battle_from_the_deal(({"c3": "VS-001"}, {"c4": "VS-028"}), first=0)
    assert s.counters(card(s, "VS-028", 1)) == 1
    s = battle_from_the_deal(({"c3": "VS-028"}, {"c4": "VS-001"}), first=0)
    assert s.counters(card(s, "VS-028", 0)) == 0
    assert s.has_keyword(card(s, "VS-028", 0), "magic_protection")


# --- NT-141 Скелет: horde, poison protection; -1 from shots and throws.


def test_nt_141_a_shot_or_a_throw_at_it_wounds_one_less_a_strike_not() -> None:
    s = pos(Put("NT-141", 0, "c3"), Put("X-003", 1, "c6"), Put("X-021", 1, "a6"),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    skeleton = card(s, "NT-141", 0)
    act(s, f"{s.at(card(s, 'X-003', 1))} shoots {s.at(skeleton)}")
    resolve(s)
    assert s.wounds[skeleton] == 1
    act(s, next(o for o in aimed(s, card(s, "X-021", 1), skeleton) if "uses" in o or "throws" in o))
    resolve(s)
    assert s.wounds[skeleton] == 2
    strike(s, card(s, "VS-117", 1), skeleton, 6, 1)
    assert s.wounds[skeleton] == 2 + 4
    assert s.has_keyword(skeleton, "horde") and s.has_keyword(skeleton, "poison_protection")


# --- VS-035 Гном-поджигатель: at the start of its side's turn, impact: the enemy creature in
# front of it takes 1, +1 if it did not move in the opponent's last turn.


def test_vs_035_burns_a_still_creature_in_front_two() -> None:
    s = pos(Put("VS-035", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "d4"), SPARE_0,
            SPARE_1, active=1)
    front, side = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    end_turn(s)
    assert s.wounds[front] == 2 and s.wounds[side] == 0


def test_vs_035_a_creature_that_moved_in_front_takes_one() -> None:
    s = pos(Put("VS-035", 0, "c3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1, active=1)
    vail = card(s, "VS-117", 1)
    act(s, f"move {s.at(vail)} to c4")
    end_turn(s)
    assert s.wounds[vail] == 1


def test_vs_035_nothing_for_a_creature_farther_or_a_friend() -> None:
    s = pos(Put("VS-035", 0, "c3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1, active=1)
    vail = card(s, "VS-117", 1)
    end_turn(s)
    assert s.wounds[vail] == 0
    s = pos(Put("VS-035", 0, "c3"), Put("VS-117", 0, "c4"), SPARE_0, SPARE_1, active=1)
    friend = card(s, "VS-117", 0)
    end_turn(s)
    assert s.wounds[friend] == 0


# --- NT-166 Шарль де Лорм: shot protection; when a second or later creature dies in a turn
# (symbiotes aside) it gets a counter, and no counter any other way; tap: throw 2-2-3, range
# 5; 3 counters, tap, spell: it is banished and the Dragon-zombie is summoned or revived
# (once a battle).


def test_nt_166_a_counter_from_the_second_death_of_a_turn_on_and_no_other_way() -> None:
    s = pos(Put("NT-166", 0, "a3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
            Put("VS-001", 1, "e4"), SPARE_0, SPARE_1)
    priest = card(s, "NT-166", 0)
    foes = [card(s, "VS-001", 1, n) for n in range(3)]
    s.kill([foes[0]])
    assert s.counters(priest) == 0
    s.kill([foes[1]])
    assert s.counters(priest) == 1
    s.kill([foes[2]])
    assert s.counters(priest) == 2
    assert not named(s, f"{s.at(priest)} uses «take a counter»")


def test_nt_166_no_counter_from_another_card_nor_for_a_symbiotes_death() -> None:
    s = pos(Put("VS-042", 0, "grave"), Put("NT-166", 0, "c3"), SPARE_0, SPARE_1, active=1)
    priest = card(s, "NT-166", 0)
    s.apply(A.encode(A.END))
    act(s, uses(s, card(s, "VS-042", 0), "«healer's bitter gift»", priest))
    resolve(s)
    assert s.wounds[priest] == 1 and s.counters(priest) == 0  # VS-042's counter: refused
    s = pos(Put("NT-166", 0, "a3"), Put("VS-001", 1, "c4"), Put("NT-004", 1, "c4", on_host=True),
            Put("VS-001", 1, "d4"), SPARE_0, SPARE_1)
    priest = card(s, "NT-166", 0)
    s.kill([card(s, "NT-004", 1)])  # a symbiote: not counted
    s.kill([card(s, "VS-001", 1)])
    assert s.counters(priest) == 0
    s.kill([card(s, "VS-001", 1, 1)])
    assert s.counters(priest) == 1


def test_nt_166_its_own_sides_deaths_count_too() -> None:
    s = pos(Put("NT-166", 0, "a3"), Put("VS-001", 0, "c2"), Put("VS-001", 1, "d4"), SPARE_0,
            SPARE_1)
    priest = card(s, "NT-166", 0)
    s.kill([card(s, "VS-001", 0)])
    s.kill([card(s, "VS-001", 1)])
    assert s.counters(priest) == 1


def test_nt_166_a_vial_thrown_two_two_three_within_five() -> None:
    for die, dealt in ((1, 2), (4, 2), (6, 3)):
        s = pos(Put("NT-166", 0, "c1"), Put("VS-117", 1, "c6"), SPARE_0, SPARE_1)
        priest, vail = card(s, "NT-166", 0), card(s, "VS-117", 1)
        s.queue_dice(die)
        act(s, uses(s, priest, "«vial throw»", vail))
        resolve(s)
        assert s.wounds[vail] == dealt, die


def test_nt_166_the_final_brew_banishes_it_for_the_dragon_zombie() -> None:
    for where in ("deck", "grave"):
        s = pos(Put("NT-166", 0, "c2"), Put("NT-157", 0, where), Put("VS-001", 1, "c5"),
                SPARE_0, SPARE_1, counters={"NT-166": 3})
        priest, dragon = card(s, "NT-166", 0), card(s, "NT-157", 0)
        act(s, f"{s.at(priest)} uses «final brew»")
        resolve(s)
        assert s.where(dragon) == "c2" and s.zone[priest] == Z_EXILE, where
    s = pos(Put("NT-166", 0, "c2"), Put("NT-157", 0, "grave"), SPARE_0, SPARE_1,
            counters={"NT-166": 2})
    assert not named(s, "«final brew»")


def test_nt_166_shot_protection() -> None:
    s = pos(Put("NT-166", 0, "c2"), Put("X-003", 1, "c5"), SPARE_0, SPARE_1, active=1)
    assert not [o for o in aimed(s, card(s, "X-003", 1), card(s, "NT-166", 0)) if "shoots" in o]


# --- VS-108 Дети топи: jump, range 2 (printed as a term of the text); the first enemy
# creature's strike at it in a turn is blocked and it jumps up to 2 cells; then an enemy
# creature of the opponent's choice next to the cell left moves onto it.


def test_vs_108_the_first_strike_at_it_in_a_turn_is_blocked_and_it_jumps() -> None:
    s = pos(Put("VS-108", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    children, vail = card(s, "VS-108", 0), card(s, "VS-117", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(vail)} strikes {s.at(children)}")
    for _ in range(10):
        if s.phase == MAIN:
            break
        jumps = [o for o in options(s) if f"{s.at(children)} jumps to " in o]
        act(s, jumps[0] if jumps else options(s)[-1])
    assert s.wounds[children] == 0 and s.where(children) != "c3"


# --- VS-139 Вампир: unanswerable strike; vampirism X-1, X the wounds it deals.


def test_vs_139_its_strike_gives_it_one_life_less_than_the_wounds_it_dealt() -> None:
    for die, dealt in ((1, 1), (4, 2), (6, 3)):
        s = pos(Put("VS-139", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
        vampire, vail = card(s, "VS-139", 0), card(s, "VS-117", 1)
        strike(s, vampire, vail, die)
        assert s.wounds[vail] == dealt and s.lives_left(vampire) == 9 + dealt - 1, die


def test_vs_139_its_strike_is_unanswered() -> None:
    s = pos(Put("VS-139", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    vampire = card(s, "VS-139", 0)
    strike(s, vampire, card(s, "VS-117", 1), 1, 6)  # a miss the open Вайл would answer
    assert s.wounds[vampire] == 0


# --- NT-089 Бурый волк: attack experience 1, scavenging; it may make its simple strike
# strong (once a battle); after a strong simple strike it may jump, range 3.


def test_nt_089_the_bite_makes_its_strike_strong_once_a_battle() -> None:
    s = pos(Put("NT-089", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    wolf, vail = card(s, "NT-089", 0), card(s, "VS-117", 1)
    s.queue_dice(3, 3)  # 4 against 3: weak
    act(s, f"{s.at(wolf)} strikes {s.at(vail)}")
    act(s, f"{s.at(wolf)} uses «killing bite»")
    assert s.wounds[vail] == 3  # strong
    act(s, "use no target")  # the jump declined
    resolve(s)
    reopen(s, wolf)
    s.queue_dice(3, 3)
    act(s, f"{s.at(wolf)} strikes {s.at(vail)}")
    assert not named(s, "«killing bite»")


def test_nt_089_after_a_strong_strike_it_may_jump_three_cells() -> None:
    s = pos(Put("NT-089", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    wolf, nomad = card(s, "NT-089", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(wolf)} strikes {s.at(nomad)}")
    if offered(s, "no instant action"):
        act(s, "no instant action")
    assert offered(s, "use no target") and offered(s, f"{s.at(wolf)} is moved to c6")
    act(s, f"{s.at(wolf)} is moved to a1")
    resolve(s)
    assert s.where(wolf) == "a1"


def test_nt_089_no_jump_after_a_weaker_strike_and_scavenging() -> None:
    s = pos(Put("NT-089", 0, "c3", wounds=4), Put("X-012", 1, "c4"), SPARE_0, SPARE_1)
    wolf, frail = card(s, "NT-089", 0), card(s, "X-012", 1)
    s.queue_dice(3, 3)
    act(s, f"{s.at(wolf)} strikes {s.at(frail)}")
    act(s, "no instant action")
    resolve(s)
    assert s.where(wolf) == "c3" and s.zone[frail] == Z_GRAVE and s.wounds[wolf] == 0


# --- VS-153 Сайкорон: tap: magic strike 2-3-4; at a ranged attack at a creature next to it,
# it may teleport to a free cell next to the attacker (once a battle).


def test_vs_153_a_shot_at_a_neighbour_lets_it_teleport_beside_the_shooter() -> None:
    s = pos(Put("VS-153", 0, "c3"), Put("VS-117", 0, "c4"), Put("X-003", 1, "c6"), SPARE_0,
            SPARE_1, active=1)
    demon, vail = card(s, "VS-153", 0), card(s, "VS-117", 0)
    act(s, f"{s.at(card(s, 'X-003', 1))} shoots {s.at(vail)}")
    cells = {o.rsplit(" ", 1)[1] for o in options(s) if o.startswith(f"{s.at(demon)} is moved")}
    assert cells == {"b5", "c5", "d5", "b6", "d6"} and offered(s, "use no target")  # a «may»
    act(s, f"{s.at(demon)} is moved to b6")
    resolve(s)
    assert s.where(demon) == "b6" and s.wounds[vail] == 2


def test_vs_153_not_for_a_shot_at_a_creature_not_next_to_it() -> None:
    s = pos(Put("VS-153", 0, "c2"), Put("VS-117", 0, "c4"), Put("X-003", 1, "c6"), SPARE_0,
            SPARE_1, active=1)
    demon, vail = card(s, "VS-153", 0), card(s, "VS-117", 0)
    act(s, f"{s.at(card(s, 'X-003', 1))} shoots {s.at(vail)}")
    assert not named(s, f"{s.at(demon)} is moved")


def test_vs_153_a_shot_of_its_own_side_at_an_enemy_beside_it_too() -> None:
    s = pos(Put("VS-153", 0, "c3"), Put("VS-117", 1, "c4"), Put("X-003", 0, "a1"), SPARE_0,
            SPARE_1)
    demon = card(s, "VS-153", 0)
    act(s, f"{s.at(card(s, 'X-003', 0))} shoots {s.at(card(s, 'VS-117', 1))}")
    assert {o.rsplit(" ", 1)[1] for o in named(s, f"{s.at(demon)} is moved to ")} == {
        "b1", "a2", "b2"}


def test_vs_153_once_a_battle() -> None:
    s = pos(Put("VS-153", 0, "c3"), Put("VS-117", 0, "c4"), Put("VS-117", 0, "b4"),
            Put("X-003", 1, "c6"), Put("X-003", 1, "a6"), SPARE_0, SPARE_1, active=1)
    demon, vail, other = card(s, "VS-153", 0), card(s, "VS-117", 0), card(s, "VS-117", 0, 1)
    act(s, f"{s.at(card(s, 'X-003', 1, 0))} shoots {s.at(vail)}")
    act(s, f"{s.at(demon)} is moved to b5")
    resolve(s)
    act(s, f"{s.at(card(s, 'X-003', 1, 1))} shoots {s.at(other)}")  # b4: next to it again
    assert not named(s, f"{s.at(demon)} is moved")


def test_vs_153_magic_strike_two_three_four_next_to_it() -> None:
    for die, dealt in ((1, 2), (4, 3), (6, 4)):
        s = pos(Put("VS-153", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c6"),
                SPARE_0, SPARE_1)
        demon, vail, far = card(s, "VS-153", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
        assert not [o for o in aimed(s, demon, far) if "uses" in o]
        s.queue_dice(die)
        act(s, next(o for o in aimed(s, demon, vail) if "uses" in o))
        resolve(s)
        assert s.wounds[vail] == dealt, die


# --- NT-064 Гаргант: armour 2, clumsiness; at the end of the opponent's turn it gets X
# counters, X the armour it has left; 3 counters, tap: special strike 3-4-6.


def test_nt_064_gathers_a_counter_for_each_point_of_armour_left() -> None:
    s = pos(Put("NT-064", 0, "c3"), SPARE_0, SPARE_1, active=1)
    gargant = card(s, "NT-064", 0)
    end_turn(s)
    assert s.counters(gargant) == 2
    s = pos(Put("VS-117", 1, "c4"), Put("NT-064", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, gargant = card(s, "VS-117", 1), card(s, "NT-064", 0)
    strike(s, vail, gargant, 3, 3)  # weak 1 into the armour
    assert s.wounds[gargant] == 0
    end_turn(s)
    assert s.counters(gargant) == 1


def test_nt_064_no_counters_at_the_end_of_its_own_turn() -> None:
    s = pos(Put("NT-064", 0, "c3"), SPARE_0, SPARE_1)
    gargant = card(s, "NT-064", 0)
    s.apply(A.encode(A.END))
    resolve(s)
    assert s.counters(gargant) == 0


def test_nt_064_the_flail_costs_three_counters_and_hits_three_four_six() -> None:
    for die, dealt in ((2, 3), (5, 4), (6, 6)):
        s = pos(Put("NT-064", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c5"),
                SPARE_0, SPARE_1, counters={"NT-064": 3})
        gargant, near, far = card(s, "NT-064", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
        assert not offered(s, uses(s, gargant, "«flail»", far))
        s.queue_dice(die)
        act(s, uses(s, gargant, "«flail»", near))
        resolve(s)
        assert s.wounds[near] == dealt and s.counters(gargant) == 0, die
    s = pos(Put("NT-064", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1,
            counters={"NT-064": 2})
    assert not named(s, "«flail»")
    assert s.has_keyword(card(s, "NT-064", 0), "clumsiness")
