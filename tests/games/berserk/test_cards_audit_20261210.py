"""Independent audit 1210: 20 cards with encoded abilities, drawn with
``random.Random(2026121001).sample(population, 20)``. The population is the 388 sorted ids
of cardsets/berserk/card-abilities less the 244 of them named in the module docstrings of
the earlier audit files tests/games/berserk/test_cards_audit_*.py and of
tests/games/berserk/test_cards_sweep_20261209.py (a regex for ``VS-nnn`` and ``NT-nnn``
over each file's docstring finds 248 distinct ids, 4 of them with no encoding): 144 ids.
The draw, in its order:

VS-181 VS-112 NT-017 VS-012 NT-085 NT-084 VS-071 NT-138 VS-062 VS-006
NT-167 NT-123 VS-184 NT-088 NT-090 NT-140 VS-187 NT-061 VS-008 VS-193

Each printed clause, read in berserk-nxt resources/data.json (commit 1d6ff4f2; mechanics
paraphrased here, no card text copied), is played on an arranged position through legal
actions where it must act and, where it matters, where the text rules it out. A clause
the engine does not play as printed is an ``xfail(strict=True)`` test whose reason says
what happens instead. A card counts as played as printed only if every clause is.

The figure, as found on commit 7bd79c8: 14 of 20 cards played as printed (70%; Wilson 95%
interval 48%-85%). Not as printed:
- VS-181: its luck is offered for the dice of a simple strike and the die of an ability
  used on one target only; on any other die (one thrown to block an attack, as VS-189's)
  it is encoded implemented: false and not offered.
- NT-084: its tap (a die: a creature 5-6-7 with clumsiness on 6 or more, else +2 to its
  dice while an artifact) is encoded implemented: false: the artifact has no action.
- NT-138: its once-a-battle block of a melee attack, becoming the attacker's parasite, and
  its +1 at its host are encoded implemented: false: it takes the strike.
- VS-187: its showing before recruitment (2 cards of the opponent's deal seen, 1 crystal
  less a seen elite card, recruited perforce) is encoded implemented: false.
- NT-167: its discharge of 3 asks that no enemy card stand next to it; the encoding's
  condition ``alone`` counts enemy creatures only, so an enemy artifact beside it does not
  stop the discharge (an engine matter: no condition of the ability language counts the
  cards of every type next to a card, and none negates ``near``). Mended after this
  audit: the condition ``alone: cards`` (abilities.language.enemy_card_near) asks for no
  enemy card of any type beside it, face-down ones too.
- VS-008: every simple strike at it is weak; a counter-strike at it (a simple strike, as
  deckcheck reads VS-002 and VS-068, whose +1 to the simple strike holds for the
  counter-strike) keeps its medium or strong value: the engine's weak_hits weakens the
  striking hit only (State._hit), an engine matter. Mended after this audit: a
  counter-strike at a card with weak_hits (or beside a weak aura) is weak too.

No card data was mended by the audit (each clause not as printed needs the engine). After
it, the engine's ``alone: cards`` mended NT-167 and a weak counter-strike at VS-008
(Berserk engine_version 13): 16 of 20 (80%; Wilson 95% interval 58%-92%).

Readings accepted as the encodings' notes give them (or as this audit took them):
- VS-181's luck is a tap each (three abilities: +1, -1, again), used on a die of either
  side, in either player's turn.
- NT-017's fighting is a simple strike it makes or meets open; the die is the one thrown,
  before modifiers; the first player's +1 movement lasts the battle.
- VS-012's crossings are its own moves across the middle line; not closing lasts the turn.
- NT-085's twin strikes need two different dark or steppe cards only where two stand next
  to it; with one such card the engine makes one magic strike of 2 (the text may be read
  as forbidding the ability then: not counted).
- VS-006's shield may go on a creature of either side, not on itself; X turns of the
  opponent are counted from the next one.
- NT-167 moves the struck card to a free cell next to it that Raer's controller picks,
  next to Raer too; the discharge goes at an enemy creature of Raer's controller's
  choosing, anywhere.
- NT-123's throws have no printed range (anywhere not next to it); X is at most 3 (the
  engine offers no X of 4 with 4 counters).
- VS-184's spreading is for a strike of any kind wounding a creature of its side, onto
  other creatures of its side (itself too), every wound once begun.
- NT-088's vigilance, NT-167's hurl and VS-112's and VS-193's poison act on the strike the
  card makes or meets as the one struck, not on a counter-strike (the engine's on_attack
  and on_defence; if a counter-strike counts as a simple strike for a trigger too, as it
  does for VS-008's passive above, these four act too seldom).
- NT-061's second and third discharges go at a creature of either side next to the last
  target (the first target again, for the third).
- VS-008's dying special strike goes at an enemy creature next to where it stood.
"""

from __future__ import annotations

from collections import Counter

import pytest

from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.cards import Z_BOARD, Z_GRAVE
from deckcheck.games.berserk.engine.state import MAIN, RECRUIT
from tests.games.berserk.helpers import A, Put, card, options, table, texts
from tests.games.berserk.helpers.audits import (
    SPARE_0,
    SPARE_1,
    acts_of,
    aimed,
    battle_start,
    choose,
    end_turn,
    fire,
    named,
    offered,
    poison,
    pos,
    resolve,
    strike,
    uses,
)
from tests.games.berserk.helpers.scenarios import act

# --- VS-181 Ловец удачи: tap: strike through a row for 1; instant, tap, impact: +1 or -1
# to a die thrown, or that die thrown again; at the start of the opponent's turn it may
# open.


def test_vs_181_strikes_through_a_row_for_one() -> None:
    s = pos(Put("VS-181", 0, "c3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    catcher, vail = card(s, "VS-181", 0), card(s, "VS-117", 1)
    act(s, uses(s, catcher, "Удар через ряд (strike through row)", vail))
    resolve(s)
    assert s.wounds[vail] == 1 and s.closed[catcher]


def test_vs_181_luck_plus_one_on_a_die_of_its_side() -> None:
    s = pos(Put("VS-181", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
            SPARE_0, SPARE_1)
    catcher, nomad, foe = card(s, "VS-181", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(3)
    act(s, f"{s.at(nomad)} strikes {s.at(foe)}")
    assert offered(s, "no instant action")  # a «may»
    act(s, uses(s, catcher, "«luck (+1)»", nomad))
    resolve(s)
    assert s.wounds[foe] == 2 and s.closed[catcher]  # the 3 made a 4: medium


def test_vs_181_luck_minus_one_or_again_on_an_enemy_die_in_the_opponents_turn() -> None:
    s = pos(Put("VS-181", 0, "a1"), Put("VS-001", 0, "c3", closed=True), Put("VS-001", 1, "c4"),
            SPARE_0, SPARE_1, active=1)
    catcher, nomad, foe = card(s, "VS-181", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(4)
    act(s, f"{s.at(foe)} strikes {s.at(nomad)}")
    act(s, uses(s, catcher, "«luck (-1)»", foe))
    resolve(s)
    assert s.wounds[nomad] == 1  # the 4 made a 3: weak
    s = pos(Put("VS-181", 0, "a1"), Put("VS-001", 0, "c3", closed=True), Put("VS-001", 1, "c4"),
            SPARE_0, SPARE_1, active=1)
    catcher, nomad, foe = card(s, "VS-181", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(foe)} strikes {s.at(nomad)}")
    act(s, uses(s, catcher, "«luck (again)»", foe))
    resolve(s)
    assert s.wounds[nomad] == 1  # the 6 thrown again: a 1


def test_vs_181_may_open_at_the_start_of_the_opponents_turn() -> None:
    s = pos(Put("VS-181", 0, "a1", closed=True), SPARE_0, SPARE_1)
    catcher = card(s, "VS-181", 0)
    s.apply(A.encode(A.END))
    assert s.to_move == 0 and offered(s, "use no target")  # a «may», in the enemy's turn
    act(s, f"{s.at(catcher)} uses «ready for anything»")
    resolve(s)
    assert s.active == 1 and not s.closed[catcher]


@pytest.mark.xfail(strict=True, reason="VS-181's luck on other dice is encoded implemented: "
                   "false: the die VS-189 throws to block a shot at it is thrown with no "
                   "window, and no luck is offered")
def test_vs_181_luck_on_a_die_thrown_to_block_an_attack() -> None:
    s = pos(Put("VS-181", 0, "a1"), Put("X-003", 0, "c1"), Put("VS-189", 1, "c5"), SPARE_0,
            SPARE_1)
    catcher = card(s, "VS-181", 0)
    s.queue_dice(5)
    act(s, f"{s.at(card(s, 'X-003', 0))} shoots {s.at(card(s, 'VS-189', 1))}")
    assert any(o.startswith(f"{s.at(catcher)} uses «luck") for o in options(s))


# --- VS-112 Хедд: regeneration 1; a medium or strong simple strike poisons the card it
# struck by 1.


def test_vs_112_a_medium_or_strong_strike_poisons_one_a_weak_one_none() -> None:
    for die, poisoned in ((1, 0), (4, 1), (6, 1)):
        s = pos(Put("VS-112", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
        vail = card(s, "VS-117", 1)
        strike(s, card(s, "VS-112", 0), vail, die)
        assert poison(s, vail) == poisoned, die


def test_vs_112_regenerates_one() -> None:
    s = pos(Put("VS-112", 0, "c3", wounds=3), SPARE_0, SPARE_1, active=1)
    hedd = card(s, "VS-112", 0)
    end_turn(s)
    assert s.wounds[hedd] == 2


# --- NT-017 Боргак: shot protection; a 6 on its die when it fights wounds the creature
# it fights by 2; the first player's Borgak: +1 movement.


def test_nt_017_a_six_attacking_adds_two_wounds_a_five_none() -> None:
    for die, dealt in ((6, 3 + 2), (5, 4)):
        s = pos(Put("NT-017", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
        vail = card(s, "VS-117", 1)
        strike(s, card(s, "NT-017", 0), vail, die)
        assert s.wounds[vail] == dealt, die


def test_nt_017_a_six_when_struck_wounds_the_striker() -> None:
    s = pos(Put("NT-017", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    vail = card(s, "VS-117", 1)
    strike(s, vail, card(s, "NT-017", 0), 1, 6)  # a miss; its counter-strike and 2
    assert any("six of fury" in t for t in texts(s)) and s.wounds[vail] >= 2


def test_nt_017_the_first_players_borgak_moves_two() -> None:
    for first, most in ((0, 2), (1, 1)):
        s = pos(Put("NT-017", 0, "c3"), SPARE_0, SPARE_1, first=first)
        borgak = card(s, "NT-017", 0)
        battle_start(s, borgak)
        assert s.move_max[borgak] == most, first


# --- VS-012 Кабаний наездник: attack experience 1; after a move from its side's half onto
# the enemy's half, +1 to its simple strike to the end of the turn; after a move from the
# enemy's half onto its side's half, it does not close when it attacks, to the end of the
# turn.


def test_vs_012_crossing_into_the_enemys_half_adds_one_to_the_end_of_the_turn() -> None:
    s = pos(Put("VS-012", 0, "c3"), Put("VS-117", 1, "c5", closed=True), SPARE_0, SPARE_1)
    rider, vail = card(s, "VS-012", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(rider)} to c4")
    resolve(s)
    strike(s, rider, vail, 1)
    assert s.wounds[vail] == 2 + 1 and s.closed[rider]
    end_turn(s)
    end_turn(s)
    s.closed[vail] = True
    s.settle()
    strike(s, rider, vail, 1)
    assert s.wounds[vail] == 3 + 2  # the turn is over


def test_vs_012_a_move_within_its_own_half_gives_nothing() -> None:
    s = pos(Put("VS-012", 0, "c2"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    rider, vail = card(s, "VS-012", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(rider)} to c3")
    resolve(s)
    strike(s, rider, vail, 1)
    assert s.wounds[vail] == 2 and s.closed[rider]


def test_vs_012_crossing_back_it_stays_open_when_it_attacks_this_turn() -> None:
    s = pos(Put("VS-012", 0, "c4"), Put("VS-117", 1, "b3", closed=True), SPARE_0, SPARE_1)
    rider, vail = card(s, "VS-012", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(rider)} to c3")
    resolve(s)
    strike(s, rider, vail, 1)
    assert s.wounds[vail] == 2 and not s.closed[rider]
    end_turn(s)
    end_turn(s)
    s.closed[vail] = True
    s.settle()
    strike(s, rider, vail, 1)
    assert s.closed[rider]  # the turn is over


# --- NT-085 Жрица Алламора: spell protection; tap: magic strike 2; tap: two magic strikes
# of 2 at two different dark and/or steppe cards.


def test_nt_085_magic_strike_two_at_a_card_next_to_it() -> None:
    s = pos(Put("NT-085", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c6"), SPARE_0,
            SPARE_1)
    priestess, near, far = card(s, "NT-085", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
    assert not aimed(s, priestess, far)
    act(s, uses(s, priestess, "Магический удар (magic strike)", near))
    resolve(s)
    assert s.wounds[near] == 2 and s.closed[priestess]


def test_nt_085_twin_strikes_at_a_dark_and_a_steppe_card() -> None:
    s = pos(Put("NT-085", 0, "c3"), Put("NT-138", 1, "c4"), Put("VS-001", 1, "b4"),
            Put("VS-117", 1, "d4"), SPARE_0, SPARE_1)
    priestess = card(s, "NT-085", 0)
    dark, steppe, swamp = card(s, "NT-138", 1), card(s, "VS-001", 1), card(s, "VS-117", 1)
    twin = "«twin strikes at the dark and the steppes»"
    assert not offered(s, uses(s, priestess, twin, swamp))
    act(s, uses(s, priestess, twin, dark))  # the other target: the one steppe card left
    resolve(s)
    assert [s.wounds[dark], s.wounds[steppe], s.wounds[swamp]] == [2, 2, 0]


def test_nt_085_no_twin_strikes_without_a_dark_or_steppe_card() -> None:
    s = pos(Put("NT-085", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-071", 1, "d4"), SPARE_0,
            SPARE_1)
    assert not any("twin" in o for o in acts_of(s, card(s, "NT-085", 0)))


# --- NT-084 Грост (artifact): tap: a die; on 6 or more with modifiers it loses its
# abilities and becomes a creature (movement 1, simple strike 5-6-7, clumsiness), else +2
# to its dice while it is an artifact.


def test_nt_084_tap_throws_a_die_to_awaken() -> None:
    s = pos(Put("NT-084", 0, "b2"), SPARE_0, SPARE_1)
    grost = card(s, "NT-084", 0)
    s.queue_dice(6)
    act(s, f"{s.at(grost)} uses «awaken the idol»")
    resolve(s)
    assert s.move_max[grost] == 1


# --- VS-071 Леший: tap: it heals fully.


def test_vs_071_heals_every_wound() -> None:
    s = pos(Put("VS-071", 0, "c3", wounds=6), SPARE_0, SPARE_1)
    leshy = card(s, "VS-071", 0)
    act(s, f"{s.at(leshy)} uses «forest rest»")
    resolve(s)
    assert s.wounds[leshy] == 0 and s.closed[leshy]


# --- NT-138 Выкормыш слуа: horde; vampirism up to 8 lives; once a battle it may block a
# melee attack at it and become the attacker's parasite; +1 to its simple strike at its
# host while a parasite.


def test_nt_138_drinks_up_to_eight_lives() -> None:
    s = pos(Put("NT-138", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    whelp = card(s, "NT-138", 0)
    assert s.has_keyword(whelp, "horde")
    strike(s, whelp, card(s, "VS-117", 1), 6)
    assert s.lives_max[whelp] == 8  # 6 + 2


@pytest.mark.xfail(strict=True, reason="NT-138's latching on is encoded implemented: false: "
                   "struck by a creature next to it, its player is offered no block and it "
                   "takes the strike")
def test_nt_138_blocks_a_melee_attack_and_becomes_the_attackers_parasite() -> None:
    s = pos(Put("NT-138", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    whelp, vail = card(s, "NT-138", 0), card(s, "VS-117", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(vail)} strikes {s.at(whelp)}")
    assert named(s, "«latch on»")


# --- VS-062 Костедробитель: attack and defence experience 1; valhalla: a creature of its
# side gets +1 to its simple strike to the end of your turn.


def test_vs_062_valhalla_one_more_to_the_end_of_its_sides_turn() -> None:
    s = pos(Put("VS-062", 0, "grave"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
            SPARE_0, SPARE_1, active=1)
    nomad, foe = card(s, "VS-001", 0), card(s, "VS-001", 1)
    act(s, "end the turn")
    assert not named(s, s.at(foe))  # a creature of its side
    choose(s, s.at(nomad))
    resolve(s)
    s.closed[foe] = True
    s.settle()
    strike(s, nomad, foe, 1)
    assert s.wounds[foe] == 1 + 1
    s = pos(Put("VS-062", 0, "grave"), Put("VS-001", 0, "c3", closed=True),
            Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    nomad, foe = card(s, "VS-001", 0), card(s, "VS-001", 1)
    act(s, "end the turn")
    choose(s, s.at(nomad))
    resolve(s)
    end_turn(s)  # the opponent's turn: its counter-strike has no +1
    strike(s, foe, nomad, 1, 4)  # a miss; a weak counter-strike, 1
    assert s.wounds[foe] == 1


# --- VS-006 Пустотник: X counters, tap, spell: another creature is protected from every
# non-magic attack for X turns of the opponent; at most 3 counters, none from other
# creatures; tap: discharge 1.


def test_vs_006_the_shield_stops_non_magic_attacks_for_the_opponents_next_turn() -> None:
    s = pos(Put("VS-006", 0, "c1"), Put("VS-117", 0, "c3"), Put("VS-117", 1, "c4"),
            Put("X-003", 1, "c6"), Put("X-020", 1, "a6"), SPARE_0, SPARE_1,
            counters={"VS-006": 1})
    voider, ward, foe = card(s, "VS-006", 0), card(s, "VS-117", 0), card(s, "VS-117", 1)
    assert not named(s, f"«shield of light (X=1)» on {s.at(voider)}")  # another creature
    act(s, uses(s, voider, "«shield of light (X=1)»", ward))
    resolve(s)
    assert s.counters(voider) == 0 and s.closed[voider]
    end_turn(s)
    strike(s, foe, ward, 6, 1)
    fire(s, card(s, "X-003", 1), ward)
    assert s.wounds[ward] == 0
    fire(s, card(s, "X-020", 1), ward)  # magic passes
    assert s.wounds[ward] == 2
    end_turn(s)
    end_turn(s)
    s.closed[ward] = True
    s.settle()
    strike(s, foe, ward, 6)
    assert s.wounds[ward] == 2 + 4  # one turn of the opponent for one counter


def test_vs_006_two_counters_two_turns_of_the_opponent() -> None:
    s = pos(Put("VS-006", 0, "c1"), Put("VS-117", 0, "c3", closed=True), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1, counters={"VS-006": 2})
    voider, ward, foe = card(s, "VS-006", 0), card(s, "VS-117", 0), card(s, "VS-117", 1)
    act(s, uses(s, voider, "«shield of light (X=2)»", ward))
    resolve(s)
    for _ in range(2):
        end_turn(s)
        s.closed[ward] = True
        s.settle()
        strike(s, foe, ward, 6)
        assert s.wounds[ward] == 0
        end_turn(s)
    end_turn(s)
    s.closed[ward] = True
    s.settle()
    strike(s, foe, ward, 6)
    assert s.wounds[ward] == 4


def test_vs_006_three_counters_at_most_and_none_from_another_card() -> None:
    s = pos(Put("VS-006", 0, "c1"), SPARE_0, SPARE_1, counters={"VS-006": 3})
    assert not named(s, "«take a counter»")
    s = pos(Put("VS-042", 0, "grave"), Put("VS-006", 0, "c3"), SPARE_0, SPARE_1, active=1)
    voider = card(s, "VS-006", 0)
    act(s, "end the turn")
    choose(s, s.at(voider))  # the healer's valhalla: a wound and a counter
    resolve(s)
    assert s.wounds[voider] == 1 and s.counters(voider) == 0


def test_vs_006_discharge_one() -> None:
    s = pos(Put("VS-006", 0, "c1"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    vail = card(s, "VS-117", 1)
    fire(s, card(s, "VS-006", 0), vail, what="Разряд")
    assert s.wounds[vail] == 1


# --- NT-167 Раэр: incarnation 3; when it strikes an enemy card it moves that card one cell
# any way; if then no enemy card stands next to Raer, a discharge of 3.


def test_nt_167_hurls_the_struck_card_and_discharges_three_when_none_is_left_beside() -> None:
    s = pos(Put("NT-167", 0, "c3"), Put("VS-117", 1, "c4", closed=True), Put("VS-117", 1, "a6"),
            SPARE_0, SPARE_1)
    raer, vail, far = card(s, "NT-167", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
    s.queue_dice(1)
    act(s, f"{s.at(raer)} strikes {s.at(vail)}")
    cells = {o.rsplit(" ", 1)[1] for o in options(s) if " is moved to " in o}
    assert cells == {"b3", "d3", "b4", "d4", "b5", "c5", "d5"}  # one cell, any way
    act(s, f"{s.at(vail)} is moved to d5")
    assert s.where(vail) == "d5"
    act(s, uses(s, raer, "«grave lightning»", far))
    resolve(s)
    assert s.wounds[vail] == 2 and s.wounds[far] == 3


def test_nt_167_no_discharge_while_an_enemy_card_stands_beside_it() -> None:
    s = pos(Put("NT-167", 0, "c3"), Put("VS-117", 1, "c4", closed=True), Put("VS-117", 1, "d4"),
            SPARE_0, SPARE_1)
    raer, vail = card(s, "NT-167", 0), card(s, "VS-117", 1)
    s.queue_dice(1)
    act(s, f"{s.at(raer)} strikes {s.at(vail)}")
    act(s, "no defender")
    act(s, f"{s.at(vail)} is moved to c5")
    assert s.phase == MAIN and not any("lightning" in t for t in texts(s))
    s = pos(Put("NT-167", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    raer, vail = card(s, "NT-167", 0), card(s, "VS-117", 1)
    s.queue_dice(1)
    act(s, f"{s.at(raer)} strikes {s.at(vail)}")
    act(s, f"{s.at(vail)} is moved to b3")  # moved, but still beside it
    assert s.phase == MAIN and not any("lightning" in t for t in texts(s))


def test_nt_167_an_enemy_artifact_beside_it_is_an_enemy_card_too() -> None:
    # (Mended after this audit: the condition ``alone: cards``.)
    s = pos(Put("NT-167", 0, "c3"), Put("VS-117", 1, "c4", closed=True), Put("NT-118", 1, "b4"),
            Put("VS-117", 1, "a6"), SPARE_0, SPARE_1)
    raer, vail = card(s, "NT-167", 0), card(s, "VS-117", 1)
    s.queue_dice(1)
    act(s, f"{s.at(raer)} strikes {s.at(vail)}")
    act(s, f"{s.at(vail)} is moved to d5")
    assert not named(s, "«grave lightning»")


def test_nt_167_a_face_down_enemy_card_beside_it_stops_it_and_an_ally_does_not() -> None:
    # (Mended after this audit.) A face-down enemy card is an enemy card whatever it is;
    # a card of its own side beside it stops nothing.
    s = pos(Put("NT-167", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
            Put("VS-117", 1, "b4", face_down=True), Put("VS-117", 1, "a6"), SPARE_0, SPARE_1)
    raer, vail = card(s, "NT-167", 0), card(s, "VS-117", 1)
    s.queue_dice(1)
    act(s, f"{s.at(raer)} strikes {s.at(vail)}")
    act(s, f"{s.at(vail)} is moved to d5")
    assert not named(s, "«grave lightning»")
    s = pos(Put("NT-167", 0, "c3"), Put("VS-117", 1, "c4", closed=True), Put("VS-117", 0, "b4"),
            Put("VS-117", 1, "a6"), SPARE_0, SPARE_1)
    raer, vail = card(s, "NT-167", 0), card(s, "VS-117", 1)
    s.queue_dice(1)
    act(s, f"{s.at(raer)} strikes {s.at(vail)}")
    act(s, f"{s.at(vail)} is moved to d5")
    assert named(s, "«grave lightning»")


def test_nt_167_incarnates_at_its_owners_third_turn() -> None:
    s = pos(Put("NT-167", 0, "grave"), SPARE_0, SPARE_1, active=1)
    raer = card(s, "NT-167", 0)
    for _ in range(2):
        end_turn(s)
        assert s.zone[raer] == Z_GRAVE
        end_turn(s)
    end_turn(s)
    resolve(s)
    assert s.zone[raer] == Z_BOARD


# --- NT-123 Трясинщик: tap: throw 1; X counters, tap: throw 1 that poisons the creature
# by X (3 at most).


def test_nt_123_throws_one_not_next_to_it() -> None:
    s = pos(Put("NT-123", 0, "c1"), Put("VS-117", 1, "c5"), Put("VS-117", 1, "c2"), SPARE_0,
            SPARE_1)
    bogman, far, near = card(s, "NT-123", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
    assert not [o for o in aimed(s, bogman, near) if "uses" in o]
    act(s, uses(s, bogman, "«spear»", far))
    resolve(s)
    assert s.wounds[far] == 1 and poison(s, far) == 0


def test_nt_123_the_bog_spear_poisons_by_the_counters_spent_three_at_most() -> None:
    s = pos(Put("NT-123", 0, "c1"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-123": 3})
    bogman, vail = card(s, "NT-123", 0), card(s, "VS-117", 1)
    act(s, uses(s, bogman, "«bog spear (X=2)»", vail))
    resolve(s)
    assert s.wounds[vail] == 1 and poison(s, vail) == 2 and s.counters(bogman) == 1
    s = pos(Put("NT-123", 0, "c1"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-123": 4})
    bogman, vail = card(s, "NT-123", 0), card(s, "VS-117", 1)
    assert not named(s, "X=4")
    act(s, uses(s, bogman, "«bog spear (X=3)»", vail))
    resolve(s)
    assert poison(s, vail) == 3


# --- VS-184 Отшельница: instant, tap: when a creature is wounded by a strike, those wounds
# are moved onto other creatures of its side; tap: it heals 3.


def test_vs_184_spreads_a_strikes_wounds_onto_other_creatures_of_its_side() -> None:
    s = pos(Put("VS-184", 0, "a1"), Put("VS-117", 0, "c3", closed=True), Put("VS-001", 0, "b2"),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    hermit, vail, nomad = card(s, "VS-184", 0), card(s, "VS-117", 0), card(s, "VS-001", 0)
    s.queue_dice(6)
    act(s, f"{s.at(card(s, 'VS-117', 1))} strikes {s.at(vail)}")
    assert s.to_move == 0 and offered(s, "leave the wounds where they are")  # a «may»
    assert not named(s, f"onto {s.at(card(s, 'VS-117', 1))}")  # its own side's only
    for _ in range(4):
        choose(s, f"onto {s.at(nomad)}")
    resolve(s)
    assert s.wounds[vail] == 0 and s.wounds[nomad] == 4 and s.closed[hermit]


def test_vs_184_not_for_a_shot() -> None:
    s = pos(Put("VS-184", 0, "a1"), Put("VS-117", 0, "c3"), Put("VS-001", 0, "b2"),
            Put("X-003", 1, "c6"), SPARE_0, SPARE_1, active=1)
    vail = card(s, "VS-117", 0)
    act(s, f"{s.at(card(s, 'X-003', 1))} shoots {s.at(vail)}")
    assert s.phase == MAIN and s.wounds[vail] == 2


def test_vs_184_heals_itself_three() -> None:
    s = pos(Put("VS-184", 0, "c3", wounds=5), SPARE_0, SPARE_1)
    hermit = card(s, "VS-184", 0)
    act(s, f"{s.at(hermit)} uses «hermit's rest»")
    resolve(s)
    assert s.wounds[hermit] == 2


# --- NT-088 Часовые Кронга: shot protection, stamina; they may move diagonally; a simple
# strike at them wounds the striker 1 (impact).


def test_nt_088_steps_diagonally() -> None:
    s = pos(Put("NT-088", 0, "c2"), SPARE_0, SPARE_1)
    sentries = card(s, "NT-088", 0)
    act(s, f"move {s.at(sentries)} to d3")
    assert s.where(sentries) == "d3" and s.moves[sentries] == 1


def test_nt_088_a_simple_strike_that_hits_them_wounds_the_striker() -> None:
    s = pos(Put("NT-088", 1, "c4", closed=True), Put("VS-117", 0, "c3"), SPARE_0, SPARE_1)
    sentries, vail = card(s, "NT-088", 1), card(s, "VS-117", 0)
    strike(s, vail, sentries, 1)
    assert s.wounds[sentries] == 1 and s.wounds[vail] == 1


def test_nt_088_not_for_a_special_strike() -> None:
    s = pos(Put("NT-088", 1, "c4"), Put("NT-047", 0, "c3"), SPARE_0, SPARE_1)
    sentries, troll = card(s, "NT-088", 1), card(s, "NT-047", 0)
    act(s, uses(s, troll, "«ice fist»", sentries))
    resolve(s)
    assert s.wounds[sentries] == 2 and s.wounds[troll] == 0


# --- NT-090 Гмурр: shooting experience 1; tap: shot 1-2-2, range 4; after a strong shot,
# a shot of 1, range 4 (once a turn).


def test_nt_090_a_strong_shot_shoots_one_more() -> None:
    s = pos(Put("NT-090", 0, "c1"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "d5"),
            Put("VS-117", 1, "c6"), SPARE_0, SPARE_1)
    gmurr, vail, other = card(s, "NT-090", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
    assert not aimed(s, gmurr, card(s, "VS-117", 1, 2))  # 5 away
    s.queue_dice(5)  # 5 + 1: strong
    act(s, f"{s.at(gmurr)} shoots {s.at(vail)}")
    assert not named(s, "«follow-up shot» on " + s.at(card(s, "VS-117", 1, 2)))
    act(s, uses(s, gmurr, "«follow-up shot»", other))
    resolve(s)
    assert s.wounds[vail] == 2 and s.wounds[other] == 1


def test_nt_090_a_medium_shot_nothing_more() -> None:
    s = pos(Put("NT-090", 0, "c1"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "d5"), SPARE_0,
            SPARE_1)
    gmurr, vail = card(s, "NT-090", 0), card(s, "VS-117", 1)
    s.queue_dice(3)  # 3 + 1: medium
    act(s, f"{s.at(gmurr)} shoots {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] == 2 and s.wounds[card(s, "VS-117", 1, 1)] == 0
    s = pos(Put("NT-090", 0, "c1"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    vail = card(s, "VS-117", 1)
    s.queue_dice(2)  # 2 + 1: weak
    act(s, f"{s.at(card(s, 'NT-090', 0))} shoots {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] == 1


# --- NT-140 Саламандра (companion): when its host jumps or teleports, a discharge of 1,
# range 3.


def test_nt_140_a_jump_of_its_host_discharges_one_within_three() -> None:
    s = pos(Put("X-032", 0, "c1"), Put("NT-140", 0, "c1", on_host=True), Put("VS-117", 1, "c5"),
            Put("VS-117", 1, "c6"), Put("VS-117", 1, "a4"), SPARE_0, SPARE_1)
    host, salamander = card(s, "X-032", 0), card(s, "NT-140", 0)
    near, far, other = (card(s, "VS-117", 1, i) for i in range(3))
    act(s, f"{s.at(host)} leaps to c2")
    assert not named(s, s.at(far))  # four cells from its host
    act(s, uses(s, salamander, "«salamander's spark»", near))
    resolve(s)
    assert [s.wounds[near], s.wounds[far], s.wounds[other]] == [1, 0, 0]


def test_nt_140_a_teleport_too_a_step_none() -> None:
    s = pos(Put("X-033", 0, "c1"), Put("NT-140", 0, "c1", on_host=True), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1)
    host, vail = card(s, "X-033", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(host)} to c2")
    resolve(s)
    assert s.wounds[vail] == 0
    s = pos(Put("X-033", 0, "c1"), Put("NT-140", 0, "c1", on_host=True), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1)
    host, vail = card(s, "X-033", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(host)} leaps to a2")  # the one enemy creature within 3
    resolve(s)
    assert s.wounds[vail] == 1


# --- VS-187 Лазутчица: throw protection; before recruiting its player may show it to see
# 2 random cards of the opponent's deal; it costs 1 ordinary crystal less for each elite
# card seen and must then be recruited.


@pytest.mark.xfail(strict=True, reason="VS-187's bargain is encoded implemented: false: in "
                   "recruitment it is offered only as any card is, at its printed cost")
def test_vs_187_may_be_shown_before_recruiting() -> None:
    s = new_game(Counter({"VS-187": 1, "VS-001": 14}), Counter({"VS-187": 1, "VS-117": 14}),
                 seed=0, log=True, cards=table())
    assert s.phase == RECRUIT
    assert [o for o in options(s) if "Лазутчица" in o and not o.startswith("recruit ")]


# --- NT-061 Дхайа: discharge protection; counter, tap: a discharge of 3, then 2 at a
# creature next to the first target, then 1 at a creature next to the second.


def test_nt_061_forked_lightning_three_two_one() -> None:
    s = pos(Put("NT-061", 0, "c1"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "d4"),
            Put("VS-117", 0, "d3"), Put("VS-117", 1, "a6"), SPARE_0, SPARE_1,
            counters={"NT-061": 1})
    dhaya, first, second = card(s, "NT-061", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
    own, far = card(s, "VS-117", 0), card(s, "VS-117", 1, 2)
    act(s, uses(s, dhaya, "«forked lightning»", first))
    assert not named(s, s.at(far))  # next to the first target only
    choose(s, s.at(second))
    choose(s, s.at(own))  # next to the second (either side)
    resolve(s)
    assert [s.wounds[first], s.wounds[second], s.wounds[own]] == [3, 2, 1]
    assert s.counters(dhaya) == 0 and s.closed[dhaya]


def test_nt_061_it_costs_a_counter() -> None:
    s = pos(Put("NT-061", 0, "c1"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    assert not named(s, "«forked lightning»")


# --- VS-008 Степной волколак: regeneration 1, attack experience 1, poison protection; every
# simple strike at it is weak; when it dies, a special strike of 2.


def test_vs_008_a_strong_strike_at_it_is_weak() -> None:
    s = pos(Put("VS-008", 1, "c4", closed=True), Put("VS-001", 0, "c3"), SPARE_0, SPARE_1)
    wolf = card(s, "VS-008", 1)
    strike(s, card(s, "VS-001", 0), wolf, 6)
    assert s.wounds[wolf] == 1


def test_vs_008_a_counter_strike_at_it_is_weak_too() -> None:
    # (Mended after this audit: State._hit weakens the counter-strike too.)
    s = pos(Put("VS-008", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    wolf = card(s, "VS-008", 0)
    strike(s, wolf, card(s, "VS-001", 1), 1, 6)  # 2 against 6: a medium counter-strike
    assert s.wounds[wolf] == 1


def test_vs_008_a_counter_strike_at_another_card_keeps_its_value() -> None:
    # (The mend's other side: the same fight with a card that prints nothing of the kind.)
    s = pos(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    nomad = card(s, "VS-001", 0)
    strike(s, nomad, card(s, "VS-001", 1), 1, 6)
    assert s.wounds[nomad] == 2


def test_vs_008_dying_it_strikes_a_creature_next_to_it_for_two() -> None:
    s = pos(Put("VS-008", 1, "c4", wounds=6), Put("VS-117", 0, "c3"), Put("VS-001", 0, "b3"),
            Put("VS-001", 0, "c1"), SPARE_0, SPARE_1)
    wolf, vail, nomad = card(s, "VS-008", 1), card(s, "VS-117", 0), card(s, "VS-001", 0)
    s.queue_dice(6, 1)
    act(s, f"{s.at(vail)} strikes {s.at(wolf)}")
    assert s.zone[wolf] == Z_GRAVE and s.to_move == 1
    assert not named(s, s.at(card(s, "VS-001", 0, 1)))  # not next to it
    choose(s, s.at(nomad))
    resolve(s)
    assert s.wounds[nomad] == 2


# --- VS-193 Арацент: attack experience 1, poison protection; a weak simple strike poisons
# the struck card by 1, a medium or strong one by 2.


def test_vs_193_poisons_one_on_weak_two_on_medium_or_strong() -> None:
    for die, poisoned in ((1, 1), (3, 2), (6, 2)):  # 3 + 1: medium
        s = pos(Put("VS-193", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
        vail = card(s, "VS-117", 1)
        strike(s, card(s, "VS-193", 0), vail, die)
        assert poison(s, vail) == poisoned, die


# --- The printed keywords of the drawn cards the tests above do not play.


def test_the_drawn_cards_hold_their_printed_keywords() -> None:
    held = {"VS-012": ["attack_experience"], "VS-062": ["attack_experience",
                                                         "defence_experience"],
            "NT-017": ["shot_protection"], "NT-085": ["spell_protection"],
            "NT-088": ["shot_protection", "stamina"], "NT-090": ["shooting_experience"],
            "VS-187": ["throw_protection"], "NT-061": ["discharge_protection"],
            "VS-008": ["regeneration", "attack_experience", "poison_protection"],
            "VS-193": ["attack_experience", "poison_protection"]}
    for card_id, keywords in held.items():
        s = pos(Put(card_id, 0, "c3"), SPARE_0, SPARE_1)
        c = card(s, card_id, 0)
        assert all(s.has_keyword(c, k) for k in keywords), card_id


def test_nt_017_no_shot_at_it() -> None:
    s = pos(Put("NT-017", 1, "c5"), Put("X-003", 0, "c1"), SPARE_0, SPARE_1)
    assert not aimed(s, card(s, "X-003", 0), card(s, "NT-017", 1))
