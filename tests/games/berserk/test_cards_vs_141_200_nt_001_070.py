"""Round 3 (r3b): the bundled cards VS-141..VS-200 and NT-001..NT-070 encoded in the
ability language, and the small additions they needed, each played on an arranged
position."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.abilities import (
    T_BATTLE_START,
    marker,
)
from deckcheck.games.berserk.engine.board import cell, label
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    A,
    Put,
    arrange,
    card,
    do,
    position,
    synthetic,
    table_with,
    texts,
    use,
)

#: Synthetic cards of this file (ids RB-001.., this helper's block): the operations and
#: options added in this round, on plain creatures.
ABILITIES: dict[str, Any] = {
    "RB-001": {"complete": True, "abilities": [
        {"name": "long stride", "trigger": "tap", "effects": [{"movement": 1}]},
        {"name": "omen", "trigger": "tap", "target": {"side": "any"},
         "effects": [{"next_die": 2}]},
        {"name": "rally", "trigger": "static", "if": {"has": {"if": {"element": "forests"}}},
         "effects": [{"strike": 1}]},
        {"name": "gloat", "trigger": "creature_destroyed", "other_side": "enemy",
         "effects": [{"counters": 1}]}]},
    "RB-002": {"complete": True, "abilities": [
        {"name": "wake", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"open": True}]},
        {"name": "cheer", "trigger": "ally_opens", "effects": [{"counters": 1}]},
        {"name": "echo", "trigger": "ally_counters", "target": {"side": "other"},
         "effects": [{"strike": 1}]},
        {"name": "duck", "trigger": "static", "effects": [{"dodge": [6], "against": "ranged"}]},
        {"name": "steady", "trigger": "static", "effects": [{"best_of_two": True}]},
        {"name": "flurry", "trigger": "static", "effects": [{"strike_chain": 3}]}]},
}
CARDS = [synthetic("RB-001", name="Тест RB-001"), synthetic("RB-002", name="Тест RB-002")]


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, *CARDS), ABILITIES)


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=synthetic_table(), **kwargs)


SPARE = Put("VS-011", 0, "a1")
SPARE_1 = Put("VS-011", 1, "e6")


def chosen(s: State) -> set[int]:
    """The targets of the CHOOSE window (one action each)."""
    assert s.phase == CHOOSE
    return {(a >> 12) & 255 for a in s.legal_actions() if a & 15 == A.ABILITY}


def battle_start(s: State, c: int) -> None:
    s.trigger(c, T_BATTLE_START, -1)
    s.go_on()
    s.settle()


# --- the language: what this round added ---------------------------------------------------


def test_movement_for_the_battle_and_a_fixed_next_die() -> None:
    s = synthetic_position(Put("RB-001", 0, "c2"), Put("VS-001", 1, "c4", closed=True),
                           SPARE, SPARE_1)
    tester, foe = card(s, "RB-001", 0), card(s, "VS-001", 1)
    use(s, tester, tester)
    assert s.move_max[tester] == 2 and s.moves[tester] == 2
    s = synthetic_position(Put("RB-001", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                           Put("RB-001", 0, "a2"), SPARE_1)
    tester, foe, other = card(s, "RB-001", 0, 0), card(s, "VS-001", 1), card(s, "RB-001", 0, 1)
    use(s, other, tester, 1)  # its next die shows 2: a weak hit at a closed card
    s.queue_dice(6)
    do(s, A.STRIKE, tester, foe)
    assert s.wounds[foe] == 1 and s.dice == [6]
    assert "its next die shows 2" in s.abilities_of(other)[1].describe()


def test_what_its_side_has_in_play_and_whose_death_it_is() -> None:
    s = synthetic_position(Put("RB-001", 0, "c3"), Put("VS-080", 1, "c5"),
                           Put("X-012", 0, "a1"), Put("X-012", 1, "e6"))
    tester, forest = card(s, "RB-001", 0), card(s, "VS-080", 1)
    static = 1 << 8
    assert s.modifier(tester, -1, "strike", static, False) == 0  # the enemy's forests
    s.ctrl[forest] = 0  # now its side's
    s.field_changed()
    assert s.modifier(tester, -1, "strike", static, False) == 1
    assert "its side has in play another card (forests)" in s.abilities_of(tester)[2].describe()
    s.kill([card(s, "X-012", 0)])
    s.go_on()
    assert s.counters(tester) == 0  # its own side's death
    s.kill([card(s, "X-012", 1)])
    s.go_on()
    assert s.counters(tester) == 1


def test_side_events_an_ally_opened_and_a_counter_strike() -> None:
    s = synthetic_position(Put("RB-002", 0, "a2"), Put("VS-001", 0, "c3", closed=True),
                           Put("VS-001", 1, "c4"), SPARE_1)
    waker, sleeper, foe = card(s, "RB-002", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    use(s, waker, sleeper)
    assert not s.closed[sleeper] and s.counters(waker) == 1  # another creature opened
    s.closed[waker] = False
    s.queue_dice(1, 6)  # a miss and a medium counter-strike by the sleeper... when struck
    s.active = s.to_move = 1
    s.settle()
    do(s, A.STRIKE, foe, sleeper)
    assert s.wounds[foe] > 0 and s.strike_mod[sleeper] == 1  # its side's counter-strike


def test_a_die_against_an_attack() -> None:
    s = synthetic_position(Put("RB-002", 0, "c2"), Put("X-003", 1, "c5"), SPARE, SPARE_1)
    ducker = card(s, "RB-002", 0)
    s.queue_dice(6, 5)
    assert s.absorb(ducker, 2, "shot") == 0  # a 6: blocked
    assert s.absorb(ducker, 2, "shot") == 2  # a 5: not
    assert s.absorb(ducker, 2, "strike") == 2 and not s.dice  # no die for a strike
    assert any("throws 6 against the attack: blocked" in t for t in texts(s))


# --- cards in the existing language -------------------------------------------------------


def test_aristocrat_poisons_two_as_the_first_player() -> None:  # VS-194
    s = position(Put("VS-194", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE, first=0)
    lady, foe, other = card(s, "VS-194", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    battle_start(s, lady)
    assert s.phase == CHOOSE and A.END not in s.legal_actions()  # the first is a must
    use(s, lady, foe)
    assert A.END not in s.legal_actions()  # the second is a must too (two printed)
    use(s, lady, other)
    assert marker(s, foe, "marker:poison") == 1 and marker(s, other, "marker:poison") == 1
    assert not s.closed[foe]  # the second player's intrigue does not act


def test_aristocrat_keeps_two_enemy_cards_closed_as_the_second_player() -> None:  # VS-194
    s = position(Put("VS-194", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE, first=1)
    lady, foe, other = card(s, "VS-194", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    battle_start(s, lady)
    assert lady not in chosen(s) and {foe, other} <= chosen(s)
    use(s, lady, foe, 1)  # the second, a must, takes the one enemy card left (forced)
    assert s.closed[foe] and s.closed[other] and marker(s, foe, "marker:poison") == 0
    do(s, A.END)  # the opponent's turn: they stay closed (stunned), so it has no action
    assert sum("stays closed (stunned)" in t for t in texts(s)) == 2 and s.turn == 5


def test_kreid_moor_warrior_brings_a_formation_ally_along() -> None:  # NT-041
    s = position(Put("NT-041", 0, "c2"), Put("NT-041", 0, "e1"), Put("VS-001", 0, "a1"),
                 SPARE_1)
    mover, mate, plain = card(s, "NT-041", 0, 0), card(s, "NT-041", 0, 1), \
        card(s, "VS-001", 0)
    do(s, A.MOVE, mover, cell("c3"))
    assert chosen(s) == {mate} and A.END in s.legal_actions()  # VS-001 prints no formation
    use(s, mover, mate, 1)
    cells = {label(a >> 12) for a in s.legal_actions() if a & 15 == A.LEAP}
    assert cells == {"b2", "b3", "c2", "d2", "d3"}  # next to c3, on its side's half
    do(s, A.LEAP, mate, cell("d3"))
    assert s.cell[mate] == cell("d3") and s.phase == MAIN and plain >= 0
    # In formation now (orthogonally next to another formation creature): defence
    # experience 1, the keyword (+1 to its die when struck).
    assert s.has_keyword(mate, "defence_experience")
    assert any("close ranks" in t for t in texts(s))


# --- X from the card a simple strike is at ------------------------------------------------


def test_uordak_s_strong_strike_takes_half_the_lives_left() -> None:  # VS-158
    s = position(Put("VS-158", 0, "c3"), Put("VS-200", 1, "c4", closed=True, wounds=3),
                 SPARE, SPARE_1)
    uordak, giant = card(s, "VS-158", 0), card(s, "VS-200", 1)
    s.queue_dice(5)  # strong (5 + 1 attack experience): 0 printed + 21 // 2
    do(s, A.STRIKE, uordak, giant)
    assert s.wounds[giant] == 3 + 10
    s = position(Put("VS-158", 0, "c3"), Put("VS-200", 1, "c4", closed=True, wounds=3),
                 SPARE, SPARE_1)
    uordak, giant = card(s, "VS-158", 0), card(s, "VS-200", 1)
    s.queue_dice(3)  # medium (3 + 1 attack experience): its printed 3, no X
    do(s, A.STRIKE, uordak, giant)
    assert s.wounds[giant] == 3 + 3


# --- what a side has in play (has), the battle-long movement, marks of a passive ---------


def ability_targets(s: State, c: int, index: int) -> set[int]:
    return {(a >> 12) & 255 for a in s.legal_actions() if a & 15 == A.ABILITY
            and (a >> 4) & 255 == c and (a >> 20) & A.ABILITY_INDEX == index}


def test_orc_whelp_throws_harder_beside_a_big_orc() -> None:  # NT-003
    s = position(Put("NT-003", 0, "c2"), Put("VS-001", 1, "c5"), Put("NT-029", 1, "a6"),
                 SPARE)
    whelp, foe = card(s, "NT-003", 0), card(s, "VS-001", 1)
    assert not ability_targets(s, whelp, 1)  # an orc of the enemy's side does not count
    s = position(Put("NT-003", 0, "c2"), Put("VS-001", 1, "c5"), Put("NT-029", 0, "a1"),
                 SPARE_1)
    whelp, foe = card(s, "NT-003", 0), card(s, "VS-001", 1)
    assert foe in ability_targets(s, whelp, 1)  # «bolas of the horde», its second
    s.queue_dice(6)
    use(s, whelp, foe, 1)
    assert s.wounds[foe] == 2


def test_sand_pirate_counts_artifacts_and_hides_in_the_desert() -> None:  # NT-015
    s = position(Put("NT-015", 0, "c3"), Put("NT-009", 0, "a2"), Put("VS-001", 1, "c4"),
                 SPARE)
    pirate, foe = card(s, "NT-015", 0), card(s, "VS-001", 1)
    static = 1 << 8
    assert s.modifier(pirate, foe, "strike", static, False) == 1
    assert s.absorb(pirate, 3, "strike", foe) == 3
    s = position(Put("NT-015", 0, "c3"), Put("NT-009", 0, "a2"), Put("NT-084", 0, "e2"),
                 Put("NT-009", 0, "b1"), Put("NT-011", 0, "air"), Put("VS-001", 1, "c4"),
                 SPARE)
    pirate, foe = card(s, "NT-015", 0), card(s, "VS-001", 1)
    assert s.modifier(pirate, foe, "strike", static, False) == 2  # at most +2
    assert s.absorb(pirate, 3, "strike", foe) == 2  # the desert: -1 from strikes
    assert s.absorb(pirate, 3, "special", foe) == 2
    assert s.absorb(pirate, 3, "shot", foe) == 3


def test_hermet_takes_the_gifts_of_its_squad_s_elements() -> None:  # VS-196
    s = position(Put("VS-196", 0, "c2"), Put("VS-001", 0, "a1"), Put("VS-040", 0, "b1"),
                 Put("VS-150", 0, "d1"), SPARE_1)
    hermet = card(s, "VS-196", 0)
    assert s.move_max[hermet] == 1
    battle_start(s, hermet)
    assert s.move_max[hermet] == 2 and s.has_keyword(hermet, "armour")
    assert not s.has_keyword(hermet, "regeneration")
    assert not s.has_keyword(hermet, "attack_experience")
    static = 1 << 8
    assert s.modifier(hermet, -1, "strike", static, False, 1) == 1  # medium
    assert s.modifier(hermet, -1, "strike", static, False, 0) == 0  # weak
    s.turn += 20
    assert s.move_max[hermet] == 2  # for the battle


def test_snorgang_archer_answers_a_valhalla_death_and_cloaks_from_the_grave() -> None:  # NT-036
    s = position(Put("NT-036", 0, "a2"), Put("NT-048", 0, "c3"), Put("VS-001", 0, "e1"),
                 Put("VS-001", 1, "c5"), Put("VS-011", 1, "d5"))
    archer, olaf, foe = card(s, "NT-036", 0), card(s, "NT-048", 0), card(s, "VS-001", 1)
    s.kill([card(s, "VS-001", 0)])  # no valhalla: nothing
    s.go_on()
    s.settle()
    assert s.phase == MAIN
    s.kill([olaf])
    s.go_on()
    s.settle()
    assert foe in chosen(s)
    use(s, archer, foe)
    assert s.wounds[foe] == 1
    s.kill([card(s, "VS-011", 1)])  # an enemy's death: nothing
    s.go_on()
    s.settle()
    assert s.phase == MAIN
    # From the graveyard at its owner's turn start: -1 from shots to a mountains creature.
    s = position(Put("NT-036", 0, "grave"), Put("VS-040", 0, "c2"), Put("VS-001", 0, "a1"),
                 SPARE_1, active=1)
    dwarf, nomad = card(s, "VS-040", 0), card(s, "VS-001", 0)
    do(s, A.END)
    if s.phase == CHOOSE:
        assert chosen(s) == {dwarf} and nomad >= 0
        use(s, card(s, "NT-036", 0), dwarf, 1)
    assert s.absorb(dwarf, 2, "shot") == 1 and s.absorb(dwarf, 2, "strike") == 2
    s.turn += 1
    assert s.absorb(dwarf, 2, "throw") == 1
    s.turn += 1
    assert s.absorb(dwarf, 2, "throw") == 2


def test_olaf_fights_closed_and_lends_it_from_the_grave() -> None:  # NT-048
    s = position(Put("VS-001", 1, "c4"), Put("NT-048", 0, "c3", closed=True), SPARE,
                 SPARE_1, active=1)
    foe, olaf = card(s, "VS-001", 1), card(s, "NT-048", 0)
    s.queue_dice(1, 6)  # opposed dice (6 + 1 defence experience): a counter-strike
    do(s, A.STRIKE, foe, olaf)
    assert s.wounds[foe] > 0
    s = position(Put("NT-048", 0, "grave"), Put("NT-036", 0, "c3", closed=True),
                 Put("VS-001", 0, "a1"), SPARE_1, active=1)
    olaf, archer, nomad = card(s, "NT-048", 0), card(s, "NT-036", 0), card(s, "VS-001", 0)
    do(s, A.END)  # seat 0's turn: the valhalla, at its jordling only
    if s.phase == CHOOSE:
        assert chosen(s) == {archer} and nomad >= 0
        use(s, olaf, archer, 1)
    assert marker(s, archer, "marker:fights_closed") == s.turn + 1


def test_abyss_lord_s_die_after_an_enemy_death_and_its_trampling_steps() -> None:  # VS-168
    s = position(Put("VS-168", 0, "c3"), Put("X-012", 1, "a5"), Put("X-012", 0, "a1"),
                 Put("VS-001", 1, "c4", closed=True), Put("VS-001", 0, "e3"),
                 Put("VS-011", 1, "e4"), SPARE_1)
    lord, foe = card(s, "VS-168", 0), card(s, "VS-001", 1)
    s.kill([card(s, "X-012", 0)])  # one of its own: nothing
    s.go_on()
    assert marker(s, lord, "marker:next_die") == 0
    s.kill([card(s, "X-012", 1)])
    s.go_on()
    assert marker(s, lord, "marker:next_die") == 6
    s.queue_dice(1)
    do(s, A.STRIKE, lord, foe)  # its die shows 6: a strong hit (6), the queued 1 unused
    assert s.wounds[foe] == 6 and s.dice == [1]
    assert marker(s, lord, "marker:next_die") == 0
    s = position(Put("VS-168", 0, "c3"), Put("VS-001", 1, "e4"), Put("VS-001", 0, "e2"),
                 Put("VS-011", 1, "c5"), SPARE)
    lord, foe, friend, big = (card(s, "VS-168", 0), card(s, "VS-001", 1),
                              card(s, "VS-001", 0), card(s, "VS-011", 1))
    do(s, A.MOVE, lord, cell("d3"))  # next to e4 and e2 (cost 3), not c5
    assert s.wounds[foe] == 1 and s.wounds[friend] == 1 and s.wounds[big] == 0


# --- side events, a die against attacks, die faces in the strike's triggers -------------


def test_defender_of_the_order_opens_with_its_allies() -> None:  # NT-001
    s = synthetic_position(Put("NT-001", 0, "e1", closed=True), Put("RB-002", 0, "a2"),
                           Put("VS-001", 0, "c3", closed=True), SPARE_1)
    guard, waker, sleeper = card(s, "NT-001", 0), card(s, "RB-002", 0), card(s, "VS-001", 0)
    use(s, waker, sleeper)
    assert s.phase == CHOOSE and A.END in s.legal_actions()  # it may
    use(s, guard, guard)
    assert not s.closed[guard]


def test_quillback_throws_when_its_side_counter_strikes() -> None:  # NT-005
    s = position(Put("NT-005", 0, "a1"), Put("VS-001", 0, "c3", closed=False),
                 Put("VS-001", 1, "c4"), Put("VS-001", 1, "d5"), active=1)
    quill, friend, foe, far = (card(s, "NT-005", 0), card(s, "VS-001", 0),
                               card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1))
    s.queue_dice(1, 6)  # D -5: a miss and a medium counter-strike
    do(s, A.STRIKE, foe, friend)
    assert far in chosen(s)
    use(s, quill, far)
    assert s.wounds[far] == 1 and s.wounds[foe] == 2


def test_borgak_s_six_wounds_whom_it_fights() -> None:  # NT-017
    s = position(Put("NT-017", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE, SPARE_1)
    borgak, foe = card(s, "NT-017", 0), card(s, "VS-001", 1)
    s.queue_dice(6)  # a strong hit (3) and the six's 2
    do(s, A.STRIKE, borgak, foe)
    assert s.wounds[foe] == 3 + 2
    s = position(Put("VS-001", 1, "c4"), Put("NT-017", 0, "c3"), SPARE, SPARE_1, active=1)
    foe, borgak = card(s, "VS-001", 1), card(s, "NT-017", 0)
    s.queue_dice(1, 6)  # struck open, its die 6: a miss, its medium counter-strike (4), 2
    do(s, A.STRIKE, foe, borgak)
    assert s.wounds[foe] == 4 + 2
    s = position(Put("NT-017", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE, SPARE_1)
    borgak, foe = card(s, "NT-017", 0), card(s, "VS-001", 1)
    s.queue_dice(5)  # a medium hit (4), no six
    do(s, A.STRIKE, borgak, foe)
    assert s.wounds[foe] == 4
    s = position(Put("NT-017", 0, "c3"), SPARE_1, first=0)
    borgak = card(s, "NT-017", 0)
    battle_start(s, borgak)
    assert s.move_max[borgak] == 2


def test_rock_phantom_blocks_on_an_even_die() -> None:  # NT-043
    s = position(Put("VS-001", 1, "c4"), Put("NT-043", 0, "c3", closed=True), SPARE, SPARE_1,
                 active=1)
    foe, phantom = card(s, "VS-001", 1), card(s, "NT-043", 0)
    s.queue_dice(6, 2)  # a strong hit; its die 2: blocked
    do(s, A.STRIKE, foe, phantom)
    assert s.wounds[phantom] == 0
    s.queue_dice(3)
    assert s.absorb(phantom, 2, "shot", foe) == 2  # odd: not blocked
    assert s.absorb(phantom, 2, "discharge", foe) == 2 and not s.dice  # magic: no die


def test_temple_warrior_keeps_the_better_die_and_may_block_ranged_attacks() -> None:  # VS-189
    s = position(Put("VS-189", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE, SPARE_1)
    warrior, foe = card(s, "VS-189", 0), card(s, "VS-001", 1)
    s.queue_dice(2, 6)  # two dice: the 6 counts, a strong hit (6)
    do(s, A.STRIKE, warrior, foe)
    assert s.wounds[foe] == 6 and not s.dice
    s = position(Put("VS-001", 1, "c4"), Put("VS-189", 0, "c3"), SPARE, SPARE_1, active=1)
    foe, warrior = card(s, "VS-001", 1), card(s, "VS-189", 0)
    s.queue_dice(3, 1, 6)  # its two dice 1 and 6: D -3, a miss and a weak counter-strike
    do(s, A.STRIKE, foe, warrior)
    assert s.wounds[warrior] == 0 and s.wounds[foe] == 2 and not s.dice
    s.queue_dice(5, 4)
    assert s.absorb(warrior, 2, "shot") == 0 and s.absorb(warrior, 2, "discharge") == 2
    assert s.absorb(warrior, 2, "strike") == 2 and not s.dice


# --- chains of simple strikes ---------------------------------------------------------------


def strikes_of(s: State, c: int) -> set[int]:
    return {a >> 12 for a in s.legal_actions() if a & 15 == A.STRIKE and (a >> 4) & 255 == c}


def test_a_chain_of_strikes_one_after_another() -> None:
    s = synthetic_position(Put("RB-002", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                           Put("VS-001", 1, "d4", closed=True), SPARE, SPARE_1)
    tester, foe = card(s, "RB-002", 0), card(s, "VS-001", 1, 0)
    for n in range(3):
        s.queue_dice(1)
        do(s, A.STRIKE, tester, foe)
        assert s.closed[tester] == (n == 2)  # open between its strikes, closed after the 3rd
    s = synthetic_position(Put("RB-002", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                           Put("VS-001", 1, "d4", closed=True), SPARE, SPARE_1)
    tester, foe = card(s, "RB-002", 0), card(s, "VS-001", 1, 0)
    s.queue_dice(1)
    do(s, A.STRIKE, tester, foe)
    do(s, A.MOVE, card(s, "VS-011", 0), cell("b1"))  # another action: the chain ends
    assert not s.closed[tester] and not strikes_of(s, tester)


def test_berserk_strikes_twice_at_different_cards() -> None:  # VS-195
    s = position(Put("VS-195", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-001", 1, "d4", closed=True), SPARE, SPARE_1)
    berserk, foe, other = card(s, "VS-195", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(1)
    do(s, A.STRIKE, berserk, foe)
    assert not s.closed[berserk] and strikes_of(s, berserk) == {other}
    s.queue_dice(1)
    do(s, A.STRIKE, berserk, other)
    assert s.closed[berserk] and s.wounds[other] == 3


def test_naga_strikes_four_times_in_a_row_and_stays_open() -> None:  # NT-063
    s = position(Put("NT-063", 0, "c3"), Put("VS-019", 1, "c4", closed=True), SPARE, SPARE_1)
    naga, foe = card(s, "NT-063", 0), card(s, "VS-019", 1)
    for _ in range(4):
        s.queue_dice(1)
        do(s, A.STRIKE, naga, foe)
    assert s.wounds[foe] == 4 and not s.closed[naga] and not strikes_of(s, naga)
