"""Cards of the cards3 round (issue #27), each played on an arranged position, named by its
id: every printed clause where it matters and where the text rules it out. The language
additions of the round (``near_classes``, ``weak_as_last``, a follow-up on every
matching card) are tested with the cards that use them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from deckcheck.errors import LoadError
from deckcheck.games.berserk.engine.abilities import (
    NEXT_STRIKE,
    POISON,
    T_BATTLE_START,
    AbilityError,
    compile_ability,
    lit_bonus,
    load_card_abilities,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.board import cell as board_cell
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table,
    table_with,
)
from tests.games.berserk.helpers.scenarios import act, offered, strike

#: Synthetic cards of this file (ids C3-001..): the language additions on cards of their own.
ABILITIES: dict[str, Any] = {
    "C3-001": {"complete": True, "abilities": [
        {"name": "lightning rod", "trigger": "static", "effects": [{"lure": "discharge"}]}]},
    "C3-002": {"complete": True, "abilities": [
        {"name": "omen", "trigger": "tap", "effects": [{"roll": True}]},
        {"name": "good omen", "trigger": "turn_end", "if": {"rolled": 6},
         "effects": [{"heal": 2}]}]},
    "C3-003": {"complete": True, "abilities": [
        {"name": "wild swing", "trigger": "static", "if": {"wounded": True},
         "effects": [{"deflectable": True}]}]},
    "C3-004": {"complete": True, "abilities": [
        {"name": "gate keeper", "trigger": "ally_teleports", "effects": [{"counters": 1}]}]},
    "C3-005": {"complete": True, "abilities": [
        {"name": "wounded fury", "trigger": "static", "if": {"wounded": True},
         "effects": [{"unreduced": True}]}]},
    "C3-006": {"complete": True, "abilities": [
        {"name": "thick hide", "trigger": "static",
         "effects": [{"reduce": 2, "against": "strike"}]}]},
    "C3-007": {"complete": True, "abilities": [
        {"name": "try again", "trigger": "ally_misses", "target": {"side": "other"},
         "effects": [{"counters": 1}]}]},
    "C3-008": {"complete": True, "abilities": [
        {"name": "ring road", "trigger": "static", "if": {"wounded": True},
         "effects": [{"wraparound": True}]}]},
    "C3-009": {"complete": True, "abilities": [
        {"name": "spite", "trigger": "static", "if": {"lives_above": 3},
         "effects": [{"heal_block": True}]},
        {"name": "care", "trigger": "static", "if": {"lives_below": 4},
         "effects": [{"heal_double": True}]}]},
    "C3-010": {"complete": True, "abilities": [
        {"name": "mend", "trigger": "tap", "effects": [{"heal": 2}]}]},
    "C3-011": {"complete": True, "abilities": [
        {"name": "goad", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"mark": "goaded"}],
         "then": {"target": {"side": "enemy", "near_last": True},
                  "effects": [{"strike_by_last": True}]}}]},
    "C3-012": {"complete": True, "abilities": [
        {"name": "omen keeper", "trigger": "ally_prophesies",
         "effects": [{"counters": 0, "x": "carried"}]}]},
    "C3-013": {"complete": True, "abilities": [
        {"name": "foresee", "label": "prophecy", "trigger": "tap",
         "effects": [{"prophecy": 2}]}]},
    "C3-014": {"complete": True, "abilities": [
        {"name": "choke", "trigger": "tap", "target": {"side": "enemy", "range": 1},
         "effects": [{"strangle": True}]}]},
    "C3-015": {"complete": True, "abilities": [
        {"name": "campfire", "trigger": "tap", "effects": [{"mark_cell": "bonfire"}]},
        {"name": "shove", "trigger": "instant", "target": {"side": "enemy", "range": 1},
         "effects": [{"move_to": {"within": 1}}]}]},
    "C3-016": {"complete": True, "abilities": [
        {"name": "torch", "trigger": "tap", "effects": [{"mark_line": "light", "length": 2}]}]},
    "C3-017": {"complete": True, "abilities": [
        {"name": "guardian's oath", "trigger": "on_attack", "on_hit": "any", "either": True,
         "effects": [{"flank_ward": 1}, {"flank_ward": 2}]}]},
    "C3-018": {"complete": True, "abilities": [
        {"name": "spot", "trigger": "tap", "effects": [{"mark_cell": "spot"}]},
        {"name": "dash to the spot", "trigger": "turn_end",
         "effects": [{"move_to": {"marked": "spot"}}, {"blast": 1}]},
        {"name": "spot lost", "trigger": "turn_end", "if": {"marked_free": {"spot": False}},
         "effects": [{"counters": 1}]}]},
}


@cache
def synthetic_table() -> CardTable:
    cards = (*SYNTHETIC, synthetic("C3-001", name="Громоотвод-приманка"),
             synthetic("C3-002", name="Гадатель"), synthetic("C3-003", name="Буян"),
             synthetic("C3-004", name="Привратник"), synthetic("C3-005", name="Ярый"),
             synthetic("C3-006", name="Толстокожий"), synthetic("C3-007", name="Наставник"),
             synthetic("C3-008", name="Кольцевой"), synthetic("C3-009", name="Скряга"),
             synthetic("C3-010", name="Лекарь"), synthetic("C3-011", name="Подстрекатель"),
             synthetic("C3-012", name="Хранитель знамений"), synthetic("C3-013", name="Провидец"),
             synthetic("C3-014", name="Душитель"), synthetic("C3-015", name="Костровой"),
             synthetic("C3-016", name="Факельщик"), synthetic("C3-017", name="Присяжный"),
             synthetic("C3-018", name="Прыткий"))
    return table_with(cards, ABILITIES, bundled_abilities=False)

#: Spare cards far from the action, so no side is empty.
SPARE_0 = Put("VS-011", 0, "a1")
SPARE_1 = Put("VS-011", 1, "e6")


def position(*puts: Put, **kwargs: Any) -> State:
    return arrange((*puts, SPARE_0, SPARE_1), table=table(), **kwargs)


# --- VS-144 Герольд мрака: tap, impact: 1 wound to a chosen creature and to each enemy
# creature next to it with the same weak simple strike -----------------------------------


def test_vs_144_dissonance_wounds_the_chosen_and_its_enemy_neighbours_of_its_weak_strike() -> None:
    s = position(Put("VS-144", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-191", 1, "d4"),
                 Put("VS-128", 1, "b4"), Put("VS-191", 0, "d3"))
    herald, vail = card(s, "VS-144", 0), card(s, "VS-117", 1)
    same, other = card(s, "VS-191", 1), card(s, "VS-128", 1)
    ally = card(s, "VS-191", 0)
    act(s, f"{s.at(herald)} uses «dissonance» on {s.at(vail)}")
    assert s.wounds[vail] == 1
    assert s.wounds[same] == 1  # weak 1, as the chosen one's
    assert s.wounds[other] == 0  # weak 2
    assert s.wounds[ally] == 0  # its own side's creature is spared
    assert s.closed[herald]


def test_vs_144_dissonance_may_choose_its_own_sides_creature_and_spares_far_ones() -> None:
    s = position(Put("VS-144", 0, "c3"), Put("VS-191", 0, "b3"), Put("VS-191", 1, "b4"),
                 Put("VS-191", 1, "b6"))
    herald, ally = card(s, "VS-144", 0), card(s, "VS-191", 0)
    near, far = card(s, "VS-191", 1, 0), card(s, "VS-191", 1, 1)
    act(s, f"{s.at(herald)} uses «dissonance» on {s.at(ally)}")
    assert (s.wounds[ally], s.wounds[near], s.wounds[far]) == (1, 1, 0)


# --- VS-156 Метаморф: +X to its simple strike, X the struck creature's printed simple strike
# (at the tier of the hit) -------------------------------------------------------------------


def test_vs_156_strikes_with_the_struck_cards_own_strike_at_the_tier_of_its_hit() -> None:
    for die, wounds in ((6, 4), (4, 1), (1, 1)):  # Вайл prints 1-1-4: strong 4, else 1
        s = position(Put("VS-156", 0, "c3"), Put("VS-117", 1, "c4", closed=True))
        shifter, vail = card(s, "VS-156", 0), card(s, "VS-117", 1)
        strike(s, shifter, vail, die)
        assert s.wounds[vail] == wounds, die


def test_vs_156_copies_a_bigger_strike_and_a_miss_copies_nothing() -> None:
    s = position(Put("VS-156", 0, "c3"), Put("VS-200", 1, "c4", closed=True))
    shifter, giant = card(s, "VS-156", 0), card(s, "VS-200", 1)
    strike(s, shifter, giant, 4)  # medium: Волот's medium 6
    assert s.wounds[giant] == 6
    s = position(Put("VS-156", 0, "c3"), Put("VS-117", 1, "c4"))
    shifter, vail = card(s, "VS-156", 0), card(s, "VS-117", 1)
    strike(s, shifter, vail, 5, 5)  # 5 against 5: a miss
    assert s.wounds[vail] == 0


# --- VS-197 Эорвал: +1 to its simple strike, attack experience 1 and -1 from non-magic
# attacks while the creatures next to it have at least 4 different classes ----------------

FOUR_CLASSES = (Put("VS-085", 0, "b3"), Put("VS-128", 0, "d3"), Put("NT-107", 0, "b2"),
                Put("VS-155", 1, "d4"))  # forest guardian, troll, arkhaalite, demon


def test_vs_197_four_classes_beside_it_strengthen_its_strike_and_die() -> None:
    s = position(Put("VS-197", 0, "c3"), Put("VS-117", 1, "c4", closed=True), *FOUR_CLASSES)
    eorval, vail = card(s, "VS-197", 0), card(s, "VS-117", 1)
    strike(s, eorval, vail, 1)  # weak 2, +1
    assert s.wounds[vail] == 3
    s = position(Put("VS-197", 0, "c3"), Put("VS-117", 1, "c4", closed=True), *FOUR_CLASSES)
    eorval, vail = card(s, "VS-197", 0), card(s, "VS-117", 1)
    strike(s, eorval, vail, 3)  # 3 + 1 experience: medium 3, +1
    assert s.wounds[vail] == 4


def test_vs_197_three_classes_are_not_enough() -> None:
    s = position(Put("VS-197", 0, "c3"), Put("VS-117", 1, "c4", closed=True), *FOUR_CLASSES[:3])
    eorval, vail = card(s, "VS-197", 0), card(s, "VS-117", 1)
    strike(s, eorval, vail, 3)  # weak 2: no bonus, no experience
    assert s.wounds[vail] == 2


def test_vs_197_a_creature_with_two_classes_counts_both() -> None:
    s = position(Put("VS-197", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-160", 0, "b3"), Put("VS-128", 0, "d3"), Put("NT-107", 0, "b2"))
    eorval, vail = card(s, "VS-197", 0), card(s, "VS-117", 1)
    strike(s, eorval, vail, 1)  # undead and demon, troll, arkhaalite: four
    assert s.wounds[vail] == 3


def test_vs_197_four_classes_shield_it_from_non_magic_attacks_only() -> None:
    s = position(Put("VS-197", 0, "c3", closed=True), Put("VS-117", 1, "c4"),
                 Put("X-003", 1, "c6"), Put("X-020", 1, "b6"), *FOUR_CLASSES, active=1)
    eorval, vail = card(s, "VS-197", 0), card(s, "VS-117", 1)
    archer, mage = card(s, "X-003", 1), card(s, "X-020", 1)
    strike(s, vail, eorval, 1)  # weak 1, -1
    assert s.wounds[eorval] == 0
    act(s, f"{s.at(archer)} shoots {s.at(eorval)}")
    assert s.wounds[eorval] == 1  # shot 2, -1
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(eorval)}")
    assert s.wounds[eorval] == 3  # a discharge is magic: 2 in full


# --- VS-167 Мерцающий змей: the other side's shots and throws only at it, at any range ----


def ranged_targets(s: State, attacker: int) -> set[str]:
    """What ``attacker`` may shoot, throw at or discharge at now (keyword or printed)."""
    found = set()
    for o in options(s):
        if o.startswith(f"{s.at(attacker)} shoots "):
            found.add(o.partition(" shoots ")[2])
        elif o.startswith(f"{s.at(attacker)} uses ") and " on " in o:
            found.add(o.rpartition(" on ")[2])
    return found


def test_vs_167_draws_every_shot_and_throw_of_the_other_side() -> None:
    s = position(Put("VS-167", 0, "air"), Put("VS-117", 0, "c3"), Put("X-003", 1, "c6"),
                 Put("X-021", 1, "b6"), Put("VS-183", 1, "d6"), active=1)
    serpent, vail = card(s, "VS-167", 0), card(s, "VS-117", 0)
    archer, thrower, watch = card(s, "X-003", 1), card(s, "X-021", 1), card(s, "VS-183", 1)
    for attacker in (archer, thrower, watch):  # keyword shot and throw, a printed shot
        assert ranged_targets(s, attacker) == {s.at(serpent)}, s.at(attacker)
    act(s, f"{s.at(archer)} shoots {s.at(serpent)}")
    assert s.wounds[serpent] == 2 and s.wounds[vail] == 0


def test_vs_167_leaves_discharges_free_and_draws_nothing_once_gone() -> None:
    s = position(Put("VS-167", 0, "air"), Put("VS-117", 0, "c3"), Put("X-020", 1, "c6"),
                 active=1)
    serpent, vail, mage = card(s, "VS-167", 0), card(s, "VS-117", 0), card(s, "X-020", 1)
    assert ranged_targets(s, mage) >= {s.at(serpent), s.at(vail)}
    s = position(Put("VS-117", 0, "c3"), Put("X-003", 1, "c6"), active=1)
    vail, archer = card(s, "VS-117", 0), card(s, "X-003", 1)
    assert s.at(vail) in ranged_targets(s, archer)


def test_a_ground_lure_of_discharges_draws_them_and_leaves_shots_free() -> None:
    s = arrange((Put("C3-001", 0, "c3"), Put("X-001", 0, "b3"), Put("X-020", 1, "c6"),
                 Put("X-003", 1, "b6"), SPARE_0, SPARE_1), table=synthetic_table(), active=1)
    rod, knight = card(s, "C3-001", 0), card(s, "X-001", 0)
    mage, archer = card(s, "X-020", 1), card(s, "X-003", 1)
    assert ranged_targets(s, mage) == {s.at(rod)}
    assert s.at(knight) in ranged_targets(s, archer)


def test_a_rolled_face_is_asked_by_the_abilities_that_follow_that_turn_only() -> None:
    for die, healed in ((6, 2), (5, 0)):
        s = arrange((Put("C3-002", 0, "c3", wounds=3), SPARE_0, SPARE_1),
                    table=synthetic_table())
        seer = card(s, "C3-002", 0)
        s.queue_dice(die)
        act(s, f"{s.at(seer)} uses «omen»")
        assert f"{s.at(seer)} throws a die: {die}" in " ".join(e.text for e in s.log or [])
        act(s, "end the turn")
        assert s.wounds[seer] == 3 - healed, die
        act(s, "end the turn")  # the opponent's turn
        act(s, "end the turn")  # its next turn: no die thrown, no healing
        assert s.wounds[seer] == 3 - healed, die


def test_a_deflectable_strike_is_turned_only_while_its_condition_holds() -> None:
    for wounds, turned in ((1, True), (0, False)):
        s = arrange((Put("C3-003", 0, "c3", wounds=wounds), Put("X-012", 1, "c4", closed=True),
                     Put("X-012", 1, "d4", closed=True), SPARE_0, SPARE_1),
                    table=synthetic_table())
        brawler = card(s, "C3-003", 0)
        struck, other = card(s, "X-012", 1, 0), card(s, "X-012", 1, 1)
        act(s, f"{s.at(brawler)} strikes {s.at(struck)}")
        assert offered(s, f"the strike turns onto {s.at(other)}") == turned


def test_an_ally_teleporting_from_beside_it_triggers_it_and_a_jump_does_not() -> None:
    s = arrange((Put("C3-004", 0, "c2"), Put("X-033", 0, "b2"), Put("X-032", 0, "d2"),
                 Put("X-033", 0, "e1"), SPARE_0, SPARE_1), table=synthetic_table())
    keeper, porter, jumper = card(s, "C3-004", 0), card(s, "X-033", 0, 0), card(s, "X-032", 0)
    far = card(s, "X-033", 0, 1)
    act(s, f"{s.at(jumper)} leaps to d4")  # a jump, not a teleport
    act(s, f"{s.at(far)} leaps to e5")  # a teleport, but not from beside it
    assert s.counters(keeper) == 0
    act(s, f"{s.at(porter)} leaps to a5")
    assert s.counters(keeper) == 1


def test_an_unreduced_strike_only_while_its_condition_holds() -> None:
    for wounds, dealt in ((1, 3), (0, 1)):  # strong 3; the hide's -2 unless unreduced
        s = arrange((Put("C3-005", 0, "c3", wounds=wounds), Put("C3-006", 1, "c4", closed=True),
                     SPARE_0, SPARE_1), table=synthetic_table())
        fury, golem = card(s, "C3-005", 0), card(s, "C3-006", 1)
        strike(s, fury, golem, 6)
        assert s.wounds[golem] == dealt, wounds


def test_a_miss_of_its_side_in_its_turn_triggers_it_with_the_misser() -> None:
    s = arrange((Put("C3-007", 0, "a3"), Put("X-001", 0, "c3"), Put("X-002", 1, "c4"),
                 SPARE_0, SPARE_1), table=synthetic_table())
    mine, foe = card(s, "X-001", 0), card(s, "X-002", 1)
    strike(s, mine, foe, 5, 5)  # a miss
    assert s.counters(mine) == 1 and s.counters(foe) == 0


def test_a_wraparound_only_while_its_condition_holds() -> None:
    for wounds, wraps in ((1, True), (0, False)):
        s = arrange((Put("C3-008", 0, "a3", wounds=wounds), Put("X-012", 1, "e3"),
                     SPARE_0, SPARE_1), table=synthetic_table())
        ring, far = card(s, "C3-008", 0), card(s, "X-012", 1)
        assert offered(s, f"{s.at(ring)} strikes {s.at(far)}") == wraps


def test_heal_block_and_heal_double_by_its_lives_left() -> None:
    s = arrange((Put("C3-009", 0, "a3"), Put("C3-010", 1, "c4", wounds=3), SPARE_0, SPARE_1),
                table=synthetic_table(), active=1)
    healer = card(s, "C3-010", 1)
    act(s, f"{s.at(healer)} uses «mend»")
    assert s.wounds[healer] == 3  # 6 lives left: the enemy's healing blocked
    s = arrange((Put("C3-009", 0, "a3", wounds=3), Put("C3-010", 0, "c2", wounds=5),
                 Put("C3-010", 1, "c4", wounds=3), SPARE_0, SPARE_1), table=synthetic_table())
    healer = card(s, "C3-010", 0)
    act(s, f"{s.at(healer)} uses «mend»")
    assert s.wounds[healer] == 1  # 3 lives left: its side's healing doubled


def test_strike_by_last_and_an_optional_follow_up_by_default() -> None:
    s = arrange((Put("C3-011", 0, "a2"), Put("X-002", 1, "c4"), Put("X-012", 1, "d4"),
                 SPARE_0, SPARE_1), table=synthetic_table())
    goad, troll, frail = card(s, "C3-011", 0), card(s, "X-002", 1), card(s, "X-012", 1)
    act(s, f"{s.at(goad)} uses «goad» on {s.at(troll)}")
    assert "use no target" in options(s)  # a follow-up may take none by default
    s.queue_dice(6, 1)
    act(s, f"{s.at(goad)} uses «goad» on {s.at(frail)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.where(frail) == "graveyard" and s.closed[troll]


def test_a_prophecy_of_its_side_carries_the_cards_shown() -> None:
    s = arrange((Put("C3-012", 0, "a3"), Put("C3-013", 0, "c3"), Put("C3-012", 1, "e5"),
                 Put("X-001", 0, "deck"), Put("X-002", 0, "deck"), Put("X-003", 0, "deck"),
                 SPARE_0, SPARE_1), table=synthetic_table())
    keeper, seer, enemy = card(s, "C3-012", 0), card(s, "C3-013", 0), card(s, "C3-012", 1)
    act(s, f"{s.at(seer)} uses «foresee»")
    assert (s.counters(keeper), s.counters(enemy)) == (2, 0)


def test_a_strangled_archer_neither_moves_nor_shoots_with_two_markers() -> None:
    s = arrange((Put("C3-014", 0, "c3"), Put("X-003", 1, "c4"), Put("X-012", 1, "a6"),
                 SPARE_0, SPARE_1), table=synthetic_table())
    choker, archer, frail = card(s, "C3-014", 0), card(s, "X-003", 1), card(s, "X-012", 1)
    for _ in range(2):
        act(s, f"{s.at(choker)} uses «choke» on {s.at(archer)}")
        act(s, "end the turn")
        assert not any(o.startswith(f"move {s.at(archer)}") for o in options(s))
        act(s, "end the turn")
    act(s, "end the turn")
    assert not any(o.startswith(f"{s.at(archer)} ") for o in options(s))
    assert any(o.startswith(f"move {s.at(frail)}") for o in options(s))


def test_a_bonfire_of_this_turn_keeps_moves_and_placings_off_its_cell() -> None:
    s = arrange((Put("C3-015", 0, "c3"), Put("C3-015", 0, "b3"), Put("X-012", 1, "c4"),
                 Put("X-012", 0, "d2"), SPARE_0, SPARE_1), table=synthetic_table())
    keeper, shover = card(s, "C3-015", 0, 0), card(s, "C3-015", 0, 1)
    foe, mine = card(s, "X-012", 1), card(s, "X-012", 0)
    act(s, f"{s.at(keeper)} uses «campfire»")
    act(s, f"{s.at(keeper)} marks d3")
    assert not offered(s, f"move {s.at(mine)} to d3")
    act(s, f"{s.at(shover)} uses «shove» on {s.at(foe)}")
    assert offered(s, f"{s.at(foe)} is moved to d4")
    assert not offered(s, f"{s.at(foe)} is moved to d3")
    act(s, f"{s.at(foe)} is moved to d4")
    act(s, "end the turn")  # the mark was for this turn only
    assert offered(s, f"move {s.at(foe)} to d3")


def test_a_light_of_this_turn_on_a_line_of_two_cells() -> None:
    s = arrange((Put("C3-016", 0, "c2"), Put("X-004", 1, "c4"), Put("X-004", 1, "b4"),
                 Put("X-003", 0, "a1"), Put("VS-011", 1, "e6")), table=synthetic_table())
    torch, lit, dark = card(s, "C3-016", 0), card(s, "X-004", 1, 0), card(s, "X-004", 1, 1)
    archer = card(s, "X-003", 0)
    act(s, f"{s.at(torch)} uses «torch»")
    assert not offered(s, f"{s.at(torch)} marks c5")  # three cells away
    act(s, f"{s.at(torch)} marks c4")  # c3 and c4
    act(s, f"{s.at(archer)} shoots {s.at(lit)}")
    assert s.wounds[lit] == 3  # shot 2, +1
    s = arrange((Put("C3-016", 0, "c2"), Put("X-004", 1, "c4"), Put("X-004", 1, "b4"),
                 Put("X-003", 0, "a1"), Put("VS-011", 1, "e6")), table=synthetic_table())
    torch, dark, archer = card(s, "C3-016", 0), card(s, "X-004", 1, 1), card(s, "X-003", 0)
    act(s, f"{s.at(torch)} uses «torch»")
    act(s, f"{s.at(torch)} marks c4")
    act(s, f"{s.at(archer)} shoots {s.at(dark)}")
    assert s.wounds[dark] == 2


def test_a_ward_of_any_attack_kind_up_to_the_hit() -> None:
    s = arrange((Put("C3-017", 0, "c3"), Put("X-012", 1, "c4", closed=True),
                 Put("X-004", 0, "b3"), Put("X-020", 1, "e6"), SPARE_0),
                table=synthetic_table())
    oath, frail, ally = card(s, "C3-017", 0), card(s, "X-012", 1), card(s, "X-004", 0)
    s.queue_dice(1)  # weak 1: only 1 may be named, so it is
    act(s, f"{s.at(oath)} strikes {s.at(frail)}")
    assert f"{s.at(ally)}: no damage from attacks of exactly 1 until the end of turn 4" \
        in s.log[-1].text if s.log else False
    act(s, "end the turn")
    mage = card(s, "X-020", 1)
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(ally)}")
    assert s.wounds[ally] == 2  # 2, not 1: it wounds


def test_a_move_onto_its_own_marked_cell_then_a_blast_or_a_counter_if_none_is_free() -> None:
    s = arrange((Put("C3-018", 0, "c2"), Put("X-004", 1, "c5"), Put("X-004", 0, "b4"),
                 SPARE_0, SPARE_1), table=synthetic_table())
    quick, foe, friend = card(s, "C3-018", 0), card(s, "X-004", 1), card(s, "X-004", 0)
    act(s, f"{s.at(quick)} uses «spot»")
    act(s, f"{s.at(quick)} marks c4")
    act(s, "end the turn")  # its one marked cell: it goes there at once
    assert s.at(quick).endswith("@c4")
    assert (s.wounds[foe], s.wounds[friend], s.counters(quick)) == (1, 0, 0)
    s = arrange((Put("C3-018", 0, "c2"), Put("X-004", 0, "b4"), SPARE_0, SPARE_1),
                table=synthetic_table())
    quick, friend = card(s, "C3-018", 0), card(s, "X-004", 0)
    act(s, f"{s.at(quick)} uses «spot»")
    act(s, f"{s.at(quick)} marks c4")
    act(s, f"move {s.at(friend)} to c4")  # its spot taken
    act(s, "end the turn")
    assert s.at(quick).endswith("@c2") and s.counters(quick) == 1


def test_vs_167_does_not_bind_its_own_sides_shots() -> None:
    s = position(Put("VS-167", 0, "air"), Put("X-003", 0, "c3"), Put("VS-117", 1, "c6"))
    archer, vail = card(s, "X-003", 0), card(s, "VS-117", 1)
    assert s.at(vail) in ranged_targets(s, archer)


# --- VS-185 Шакси: jump 3; after a jump a die: 1-2 wound a creature next to it 2, 3-4 heal
# itself or a creature next to it 3, 5-6 a counter to a creature next to it (impact) -------


def shaksi_leaps(die: int) -> tuple[State, int, int, int]:
    s = position(Put("VS-185", 0, "a3", wounds=4), Put("VS-117", 1, "c5", wounds=4),
                 Put("VS-117", 0, "b5"))
    shaksi, foe, friend = card(s, "VS-185", 0), card(s, "VS-117", 1), card(s, "VS-117", 0)
    s.queue_dice(die)
    act(s, f"{s.at(shaksi)} leaps to c4")
    return s, shaksi, foe, friend


def test_vs_185_a_one_or_two_wounds_a_creature_next_to_it_of_its_players_choice() -> None:
    for die in (1, 2):
        s, shaksi, foe, friend = shaksi_leaps(die)
        assert offered(s, f"{s.at(shaksi)} uses «hoof kick, 1 or 2» on {s.at(friend)}")
        act(s, f"{s.at(shaksi)} uses «hoof kick, 1 or 2» on {s.at(foe)}")
        assert (s.wounds[foe], s.wounds[friend], s.wounds[shaksi]) == (6, 0, 4)
        assert s.counters(foe) == 0


def test_vs_185_a_three_or_four_heals_it_or_a_creature_next_to_it() -> None:
    for die in (3, 4):
        s, shaksi, foe, _ = shaksi_leaps(die)
        assert offered(s, f"{s.at(shaksi)} uses «hoof kick, 3 or 4» on {s.at(foe)}")
        act(s, f"{s.at(shaksi)} uses «hoof kick, 3 or 4»")  # on itself
        assert (s.wounds[shaksi], s.wounds[foe]) == (1, 4)


def test_vs_185_a_five_or_six_gives_a_creature_next_to_it_a_counter() -> None:
    for die in (5, 6):
        s, shaksi, foe, friend = shaksi_leaps(die)
        act(s, f"{s.at(shaksi)} uses «hoof kick, 5 or 6» on {s.at(friend)}")
        assert (s.counters(friend), s.counters(foe)) == (1, 0)
        assert (s.wounds[foe], s.wounds[shaksi]) == (4, 4)


def test_vs_185_a_step_throws_no_die() -> None:
    s = position(Put("VS-185", 0, "c3", wounds=4), Put("VS-117", 1, "c5", wounds=4))
    shaksi, foe = card(s, "VS-185", 0), card(s, "VS-117", 1)
    s.queue_dice(1)
    act(s, f"{s.at(shaksi)} moves to c4" if offered(s, f"{s.at(shaksi)} moves to c4")
        else f"move {s.at(shaksi)} to c4")
    assert s.phase == MAIN and not any("hoof kick" in o for o in options(s))
    assert (s.wounds[foe], s.wounds[shaksi]) == (4, 4)


# --- VS-200 Волот: clumsiness; the struck side may turn its simple strike onto any of its
# creatures next to Волот ---------------------------------------------------------------------


def test_vs_200_the_struck_side_turns_its_strike_onto_a_creature_next_to_it() -> None:
    s = position(Put("VS-200", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-191", 1, "b2"),
                 Put("VS-191", 1, "c6"), Put("VS-191", 0, "d3"))
    giant, vail = card(s, "VS-200", 0), card(s, "VS-117", 1)
    near, far, own = card(s, "VS-191", 1, 0), card(s, "VS-191", 1, 1), card(s, "VS-191", 0)
    s.queue_dice(6)  # Вайл is open: its die follows (a 1)
    act(s, f"{s.at(giant)} strikes {s.at(vail)}")
    assert not offered(s, f"the strike turns onto {s.at(far)}")  # not next to Волот
    assert not offered(s, f"the strike turns onto {s.at(own)}")  # not the struck side's
    assert not offered(s, f"the strike turns onto {s.at(vail)}")
    s.queue_dice(1)
    act(s, f"the strike turns onto {s.at(near)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[vail] == 0 and s.where(near) == "graveyard"


def test_vs_200_a_closed_creature_next_to_it_may_take_the_strike_and_no_turn_keeps_it() -> None:
    s = position(Put("VS-200", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-117", 1, "d4", closed=True))
    giant, vail, other = card(s, "VS-200", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    s.queue_dice(3)
    act(s, f"{s.at(giant)} strikes {s.at(vail)}")  # no defender can step in: closed
    assert options(s) == [f"the strike turns onto {s.at(other)}", "no defender"]
    act(s, "no defender")
    assert (s.wounds[vail], s.wounds[other]) == (5, 0)  # weak 5 (3 - 1 for clumsiness)


def test_vs_200_with_no_creature_to_turn_to_the_strike_goes_on() -> None:
    s = position(Put("VS-200", 0, "c3"), Put("VS-117", 1, "c4", closed=True))
    giant, vail = card(s, "VS-200", 0), card(s, "VS-117", 1)
    s.queue_dice(6)
    act(s, f"{s.at(giant)} strikes {s.at(vail)}")
    assert s.phase == MAIN and s.wounds[vail] == 6  # 6 - 1 clumsiness: medium 6


# --- VS-138 Огненный имп: tap: a throw of lava 1, range 4; +1 to its next throw (at most +1)
# this turn when a creature of its side teleports from a cell next to it onto the enemy's half


def imp_position() -> tuple[State, int, int, int]:
    s = position(Put("VS-138", 0, "c2"), Put("VS-155", 0, "b2"), Put("VS-155", 0, "e1"),
                 Put("VS-117", 1, "c6"))
    imp, demon, vail = card(s, "VS-138", 0), card(s, "VS-155", 0, 0), card(s, "VS-117", 1)
    return s, imp, demon, vail


def test_vs_138_a_teleport_from_beside_it_onto_the_enemys_half_heats_its_throw() -> None:
    s, imp, demon, vail = imp_position()
    act(s, f"{s.at(demon)} leaps to a4")
    act(s, f"{s.at(imp)} uses «lava throw» on {s.at(vail)}")
    assert s.wounds[vail] == 2


def test_vs_138_at_most_plus_one_and_only_for_that_turn() -> None:
    s = position(Put("VS-138", 0, "c2"), Put("VS-155", 0, "b2"), Put("VS-155", 0, "d1"),
                 Put("VS-117", 1, "c6"))
    imp, demon, vail = card(s, "VS-138", 0), card(s, "VS-155", 0, 0), card(s, "VS-117", 1)
    other = card(s, "VS-155", 0, 1)
    act(s, f"{s.at(demon)} leaps to a4")
    act(s, f"{s.at(other)} leaps to e5")  # d1 is next to it too
    act(s, f"{s.at(imp)} uses «lava throw» on {s.at(vail)}")
    assert s.wounds[vail] == 2  # two teleports: still +1
    s, imp, demon, vail = imp_position()
    act(s, f"{s.at(demon)} leaps to a4")
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, f"{s.at(imp)} uses «lava throw» on {s.at(vail)}")
    assert s.wounds[vail] == 1  # the heat ended with the turn


def test_vs_138_a_teleport_elsewhere_or_onto_its_own_half_does_not_count() -> None:
    s, imp, demon, vail = imp_position()
    act(s, f"{s.at(demon)} leaps to a3")  # its own half
    far = card(s, "VS-155", 0, 1)
    act(s, f"{s.at(far)} leaps to e4")  # onto the enemy's half, but from e1: not beside it
    act(s, f"{s.at(imp)} uses «lava throw» on {s.at(vail)}")
    assert s.wounds[vail] == 1


def test_vs_138_throws_within_four_cells_never_next_to_it() -> None:
    s = position(Put("VS-138", 0, "c1"), Put("VS-117", 1, "c6"), Put("VS-117", 1, "b2"),
                 Put("VS-117", 1, "c5"))
    imp = card(s, "VS-138", 0)
    far, near, reach = (card(s, "VS-117", 1, n) for n in range(3))
    assert not offered(s, f"{s.at(imp)} uses «lava throw» on {s.at(far)}")  # 5 cells
    assert not offered(s, f"{s.at(imp)} uses «lava throw» on {s.at(near)}")
    assert offered(s, f"{s.at(imp)} uses «lava throw» on {s.at(reach)}")
    assert not any(" uses Метание" in o for o in options(s))  # the keyword throw replaced


# --- VS-136 Гидра: unanswerable strike; it may strike each enemy creature next to it, one
# right after another, closing after the last; nothing lessens its simple strike ----------


def hydra_position() -> tuple[State, int, list[int]]:
    s = position(Put("VS-136", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-117", 1, "d4", closed=True), Put("VS-117", 1, "b2", closed=True))
    return s, card(s, "VS-136", 0), [card(s, "VS-117", 1, n) for n in range(3)]


def hydra_strikes(s: State, hydra: int) -> set[str]:
    return {o.partition(" strikes ")[2] for o in options(s)
            if o.startswith(f"{s.at(hydra)} strikes ")}


def test_vs_136_strikes_each_enemy_next_to_it_once_then_closes() -> None:
    s, hydra, (a, b, c) = hydra_position()
    strike(s, hydra, a, 1)  # weak 2 each
    assert not s.closed[hydra] and hydra_strikes(s, hydra) == {s.at(b), s.at(c)}
    strike(s, hydra, c, 1)
    assert not s.closed[hydra] and hydra_strikes(s, hydra) == {s.at(b)}
    strike(s, hydra, b, 1)
    assert s.closed[hydra]
    assert [s.wounds[x] for x in (a, b, c)] == [2, 2, 2]


def test_vs_136_anything_else_between_its_strikes_ends_them_and_closes_it() -> None:
    s, hydra, (a, b, _) = hydra_position()
    strike(s, hydra, a, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    assert s.closed[hydra] and not hydra_strikes(s, hydra)
    assert s.wounds[b] == 0


def test_vs_136_alone_with_one_enemy_it_closes_after_one_strike() -> None:
    s = position(Put("VS-136", 0, "c3"), Put("VS-117", 1, "c4"))
    hydra, vail = card(s, "VS-136", 0), card(s, "VS-117", 1)
    strike(s, hydra, vail, 6, 1)  # unanswerable: no counter-strike
    assert s.closed[hydra] and s.wounds[hydra] == 0 and s.wounds[vail] == 3


def test_vs_136_nothing_lessens_its_strike_but_armour_absorbs() -> None:
    s = position(Put("VS-136", 0, "c3"), Put("VS-043", 1, "c4", closed=True))
    hydra, golem = card(s, "VS-136", 0), card(s, "VS-043", 1)
    strike(s, hydra, golem, 1)  # the golem's -2 from non-magic attacks does not count
    assert s.wounds[golem] == 2
    s = position(Put("VS-136", 0, "c3"), Put("VS-008", 1, "c4", closed=True))
    hydra, weakling = card(s, "VS-136", 0), card(s, "VS-008", 1)
    strike(s, hydra, weakling, 6)  # its weak_hits do not make the strong hit weak
    assert s.wounds[weakling] == min(3, s.lives_max[weakling])
    s = position(Put("VS-136", 0, "c3"), Put("X-001", 1, "c4", closed=True))
    hydra, knight = card(s, "VS-136", 0), card(s, "X-001", 1)
    strike(s, hydra, knight, 6)  # strong 3, armour 2 absorbs 2
    assert s.wounds[knight] == 1
    s = position(Put("VS-136", 0, "c3"), Put("NT-051", 1, "c4", closed=True),
                 Put("NT-051", 1, "d4"))
    hydra, guard = card(s, "VS-136", 0), card(s, "NT-051", 1, 0)
    strike(s, hydra, guard, 6)  # strong 3; the armour its formation grants absorbs 1
    assert s.wounds[guard] == 2


# --- VS-178 Алвалинд: a counter when a creature of its side misses in its turn; at the third
# counter it loses them all and takes 2 wounds (impact); at the end of its side's turn a
# discharge of 1, +2 for each counter, losing them all -------------------------------------


def alvalind_position(counters: int = 0) -> tuple[State, int, int, int]:
    s = position(Put("VS-178", 0, "c2"), Put("VS-117", 0, "c3"), Put("VS-117", 1, "c4"))
    alvalind, mine, foe = card(s, "VS-178", 0), card(s, "VS-117", 0), card(s, "VS-117", 1)
    s.set_counters(alvalind, counters)
    return s, alvalind, mine, foe


def test_vs_178_a_miss_of_its_side_gives_a_counter_and_a_hit_none() -> None:
    s, alvalind, mine, foe = alvalind_position()
    strike(s, mine, foe, 5, 5)  # a miss
    assert s.counters(alvalind) == 1
    s, alvalind, mine, foe = alvalind_position()
    strike(s, mine, foe, 6, 1)  # a hit
    assert s.counters(alvalind) == 0


def test_vs_178_an_enemy_miss_in_the_enemys_turn_gives_nothing() -> None:
    s = position(Put("VS-178", 0, "c2"), Put("VS-117", 0, "c3"), Put("VS-117", 1, "c4"),
                 active=1)
    alvalind, mine, foe = card(s, "VS-178", 0), card(s, "VS-117", 0), card(s, "VS-117", 1)
    strike(s, foe, mine, 5, 5)  # the enemy misses; its side's counter-strike is no miss
    assert s.counters(alvalind) == 0


def test_vs_178_the_third_counter_costs_them_all_and_two_wounds() -> None:
    s, alvalind, mine, foe = alvalind_position(2)
    strike(s, mine, foe, 5, 5)
    assert s.counters(alvalind) == 0 and s.wounds[alvalind] == 2


def test_vs_178_discharges_at_its_turns_end_two_more_for_each_counter() -> None:
    s, alvalind, _, foe = alvalind_position(2)
    act(s, "end the turn")
    act(s, f"{s.at(alvalind)} uses «evening discharge» on {s.at(foe)}")
    assert s.wounds[foe] == 5 and s.counters(alvalind) == 0
    s, alvalind, _, foe = alvalind_position(0)
    act(s, "end the turn")
    act(s, f"{s.at(alvalind)} uses «evening discharge» on {s.at(foe)}")
    assert s.wounds[foe] == 1


# --- VS-143 Возница: the outermost cells of a row are next to each other for its steps and
# simple strikes ------------------------------------------------------------------------------


def test_vs_143_steps_from_one_end_of_a_row_to_the_other() -> None:
    s = position(Put("VS-143", 0, "a3"))
    driver = card(s, "VS-143", 0)
    act(s, f"move {s.at(driver)} to e3")  # one step: movement 2, one left
    act(s, f"move {s.at(driver)} to a3")
    assert s.at(driver).endswith("@a3")
    assert not any(o.startswith(f"move {s.at(driver)}") for o in options(s))  # none left
    s = position(Put("VS-143", 0, "b3"))
    driver = card(s, "VS-143", 0)
    assert not offered(s, f"move {s.at(driver)} to e3")


def test_vs_143_strikes_across_the_row_and_is_answered_as_by_a_neighbour() -> None:
    s = position(Put("VS-143", 0, "e2"), Put("VS-117", 1, "a2"), Put("VS-117", 0, "a4"))
    driver, vail, own = card(s, "VS-143", 0), card(s, "VS-117", 1), card(s, "VS-117", 0)
    assert not offered(s, f"{s.at(driver)} strikes {s.at(own)}")
    strike(s, driver, vail, 4, 3)  # 4 + 1 experience against 3: medium, a weak answer
    assert s.wounds[vail] == 3 and s.wounds[driver] == 1  # a weak counter-strike: 1
    s = position(Put("VS-143", 0, "d2"), Put("VS-117", 1, "a2"))
    driver, vail = card(s, "VS-143", 0), card(s, "VS-117", 1)
    assert not offered(s, f"{s.at(driver)} strikes {s.at(vail)}")


# --- VS-154 Мрачная дворянка: vampirism, at most 12 lives; with more than 8 lives left it
# blocks the first healing of an enemy card in a turn; with fewer than 8 it doubles the first
# healing of a card of its side ---------------------------------------------------------------


def test_vs_154_above_eight_lives_it_blocks_the_first_enemy_healing_of_a_turn() -> None:
    s = position(Put("VS-154", 0, "a3"), Put("VS-152", 1, "c4", wounds=4),
                 Put("VS-152", 1, "d4", wounds=4), active=1)
    noble, first, second = card(s, "VS-154", 0), card(s, "VS-152", 1, 0), card(s, "VS-152", 1, 1)
    s.lives_max[noble] = 10  # its vampirism gave it 2 more: 10 left
    act(s, f"{s.at(first)} uses «lick the wounds»")
    assert s.wounds[first] == 4  # blocked
    act(s, f"{s.at(second)} uses «lick the wounds»")
    assert s.wounds[second] == 1  # the second healing of the turn heals


def test_vs_154_with_eight_lives_it_neither_blocks_nor_doubles() -> None:
    s = position(Put("VS-154", 0, "a3"), Put("VS-152", 1, "c4", wounds=4),
                 Put("VS-152", 0, "c2", wounds=4))
    mine = card(s, "VS-152", 0)
    act(s, f"{s.at(mine)} uses «lick the wounds»")
    assert s.wounds[mine] == 1
    s = position(Put("VS-154", 0, "a3"), Put("VS-152", 1, "c4", wounds=4), active=1)
    foe = card(s, "VS-152", 1)
    act(s, f"{s.at(foe)} uses «lick the wounds»")
    assert s.wounds[foe] == 1


def test_vs_154_below_eight_lives_it_doubles_the_first_healing_of_its_side() -> None:
    s = position(Put("VS-154", 0, "a3", wounds=2), Put("VS-152", 0, "c2", wounds=7),
                 Put("VS-152", 0, "d2", wounds=7), Put("VS-152", 1, "c5", wounds=4))
    noble, first, second = card(s, "VS-154", 0), card(s, "VS-152", 0, 0), card(s, "VS-152", 0, 1)
    act(s, f"{s.at(first)} uses «lick the wounds»")
    assert s.wounds[first] == 1  # 3 doubled: 6
    act(s, f"{s.at(second)} uses «lick the wounds»")
    assert s.wounds[second] == 4  # the second: 3
    assert s.wounds[noble] == 2


def test_vs_154_doubles_a_regeneration_at_its_sides_turn_start() -> None:
    s = position(Put("VS-154", 0, "a3", wounds=2), Put("VS-128", 0, "c2", wounds=6),
                 active=1)
    troll = card(s, "VS-128", 0)
    act(s, "end the turn")  # its side's turn begins: regeneration 2, doubled
    assert s.wounds[troll] == 2


# --- VS-118 Шаман-душегрыз: instant, a counter and a tap: spell, an open enemy creature makes
# a simple strike at a card next to it and closes; tap: flyer protection; a counter at the
# start of the battle --------------------------------------------------------------------------


def shaman_position() -> tuple[State, int, int, int]:
    s = position(Put("VS-118", 0, "a2"), Put("VS-117", 1, "c4"), Put("VS-128", 1, "d4"),
                 Put("VS-117", 0, "c3"))
    shaman, vail, troll = card(s, "VS-118", 0), card(s, "VS-117", 1), card(s, "VS-128", 1)
    s.set_counters(shaman, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")  # the listing sees the counter
    return s, shaman, vail, troll


def test_vs_118_hypnosis_makes_an_open_enemy_strike_a_card_next_to_it() -> None:
    s, shaman, vail, troll = shaman_position()
    act(s, f"{s.at(shaman)} uses «hypnosis» on {s.at(troll)}")
    mine = card(s, "VS-117", 0)
    assert set(options(s)) == {f"{s.at(shaman)} uses «hypnosis» on {s.at(vail)}",
                               f"{s.at(shaman)} uses «hypnosis» on {s.at(mine)}"}  # must
    s.queue_dice(6, 1)  # 6 + 1 (its attack experience) against 1: strong 5
    act(s, f"{s.at(shaman)} uses «hypnosis» on {s.at(vail)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[vail] == 5 and s.closed[troll]
    assert s.closed[shaman] and s.counters(shaman) == 0


def test_vs_118_hypnosis_needs_a_counter_and_an_open_enemy() -> None:
    s = position(Put("VS-118", 0, "a2"), Put("VS-117", 1, "c4"), Put("VS-128", 1, "d4"))
    shaman = card(s, "VS-118", 0)
    assert not any("«hypnosis»" in o for o in options(s))  # no counter
    s = position(Put("VS-118", 0, "a2"), Put("VS-117", 1, "c4"),
                 Put("VS-128", 1, "d4", closed=True))
    shaman, troll = card(s, "VS-118", 0), card(s, "VS-128", 1)
    s.set_counters(shaman, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    assert not offered(s, f"{s.at(shaman)} uses «hypnosis» on {s.at(troll)}")


def test_vs_118_its_tap_gives_it_flyer_protection_for_good() -> None:
    s = position(Put("VS-118", 0, "c3"), Put("VS-014", 1, "air"))
    shaman, condor = card(s, "VS-118", 0), card(s, "VS-014", 1)
    act(s, f"{s.at(shaman)} uses «soul ward»")
    act(s, "end the turn")
    assert not offered(s, f"{s.at(condor)} strikes {s.at(shaman)}")


def test_vs_118_starts_the_battle_with_a_counter() -> None:
    s = position(Put("VS-118", 0, "c3"))
    shaman = card(s, "VS-118", 0)
    s.trigger(shaman, T_BATTLE_START, -1)
    assert s.counters(shaman) == 1


# --- the clauses played of cards that do not play every clause yet (their unplayed clauses
# say why in card-abilities) -----------------------------------------------------------------


def test_vs_148_dark_mending_heals_a_dark_creature_and_gives_it_a_counter() -> None:
    s = position(Put("VS-148", 0, "c2"), Put("VS-152", 1, "c5", wounds=2),
                 Put("VS-117", 0, "c3", wounds=2))
    stitcher, dark, swamp = card(s, "VS-148", 0), card(s, "VS-152", 1), card(s, "VS-117", 0)
    assert not offered(s, f"{s.at(stitcher)} uses «dark mending» on {s.at(swamp)}")
    act(s, f"{s.at(stitcher)} uses «dark mending» on {s.at(dark)}")  # either side's
    assert s.wounds[dark] == 1 and s.counters(stitcher) == 1


def test_vs_175_discharges_one_and_two_at_a_flyer_never_the_keyword() -> None:
    s = position(Put("VS-175", 0, "c2"), Put("VS-117", 1, "c6"), Put("VS-014", 1, "air"))
    krondak, vail, condor = card(s, "VS-175", 0), card(s, "VS-117", 1), card(s, "VS-014", 1)
    assert not any("Разряд" in o for o in options(s))  # its encoded discharge replaces it
    assert not offered(s, f"{s.at(krondak)} uses «ember discharge at flyers» on {s.at(vail)}")
    act(s, f"{s.at(krondak)} uses «ember discharge at flyers» on {s.at(condor)}")
    assert s.wounds[condor] == 2
    s = position(Put("VS-175", 0, "c2"), Put("VS-117", 1, "c6"))
    krondak, vail = card(s, "VS-175", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(krondak)} uses «ember discharge» on {s.at(vail)}")
    assert s.wounds[vail] == 1


def test_vs_184_hermits_rest_heals_itself_three() -> None:
    s = position(Put("VS-184", 0, "c2", wounds=5))
    hermit = card(s, "VS-184", 0)
    act(s, f"{s.at(hermit)} uses «hermit's rest»")
    assert s.wounds[hermit] == 2


def test_vs_199_a_strong_hit_bribes_the_card_behind_the_struck_one() -> None:
    s = position(Put("VS-199", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-011", 1, "c5"))
    teach, vail = card(s, "VS-199", 0), card(s, "VS-117", 1)
    strike(s, teach, vail, 6)  # strong 4, then the card behind: Змееглав's weak 2
    assert s.wounds[vail] == 4 + 2
    s = position(Put("VS-199", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-011", 1, "c5"))
    teach, vail = card(s, "VS-199", 0), card(s, "VS-117", 1)
    strike(s, teach, vail, 3)  # 3 + 1 experience: medium 3, no bribe
    assert s.wounds[vail] == 3
    s = position(Put("VS-199", 0, "c3"), Put("VS-117", 1, "c4", closed=True))
    teach, vail = card(s, "VS-199", 0), card(s, "VS-117", 1)
    strike(s, teach, vail, 6)  # nobody behind: nothing more
    assert s.wounds[vail] == 4


# --- VS-127 Исхарская ненасыть: when a card of its side prophesies, +X to its next simple
# strike (X the cards shown, at most 3) -------------------------------------------------------


def seeker_turn(*puts: Put) -> tuple[State, int, int]:
    """Its side's turn begins: Искатель тайн prophesies 1 (and gains nothing by it)."""
    s = position(Put("VS-127", 0, "c3"), Put("VS-054", 0, "a3"),
                 Put("VS-117", 1, "c4", closed=True), *puts, active=1)
    glutton, vail = card(s, "VS-127", 0), card(s, "VS-117", 1)
    act(s, "end the turn")
    if "use no target" in options(s):
        act(s, "use no target")
    return s, glutton, vail


def test_vs_127_a_prophecy_of_its_side_strengthens_its_next_strike() -> None:
    s, glutton, vail = seeker_turn(Put("VS-001", 0, "deck"))
    assert marker(s, glutton, NEXT_STRIKE) == 1  # +1 for its next simple strike
    strike(s, glutton, vail, 1)  # 1 + 1 experience: weak 1, +1
    assert s.wounds[vail] == 2
    assert marker(s, glutton, NEXT_STRIKE) == 0  # spent


def test_vs_127_a_miss_spends_it_and_an_empty_prophecy_gives_nothing() -> None:
    s, glutton, vail = seeker_turn(Put("VS-001", 0, "deck"))
    s.closed[vail] = False
    strike(s, glutton, vail, 4, 6)  # 5 against 6: a miss
    assert marker(s, glutton, NEXT_STRIKE) == 0
    s, glutton, vail = seeker_turn()  # an empty deck shows nothing
    assert marker(s, glutton, NEXT_STRIKE) == 0


def test_vs_127_an_enemy_prophecy_gives_nothing() -> None:
    s = position(Put("VS-127", 1, "c4"), Put("VS-054", 0, "a3"), Put("VS-001", 0, "deck"),
                 active=1)
    glutton = card(s, "VS-127", 1)
    act(s, "end the turn")
    assert marker(s, glutton, NEXT_STRIKE) == 0


# --- VS-162 Тварь: scavenging; tap: a strangling marker on an ordinary creature next to it
# (one: it cannot move; two: nor attack; three: destroyed), lost with no strangler beside it


def strangle(s: State, beast: int, victim: int) -> None:
    act(s, f"{s.at(beast)} uses «strangling» on {s.at(victim)}")
    act(s, "end the turn")  # the victim's turn
    if "use no target" in options(s):
        act(s, "use no target")


def test_vs_162_one_marker_holds_it_in_place_two_stop_its_attacks() -> None:
    s = position(Put("VS-162", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 1, "b5"))
    beast, nomad = card(s, "VS-162", 0), card(s, "VS-001", 1)
    strangle(s, beast, nomad)
    assert not any(o.startswith(f"move {s.at(nomad)}") for o in options(s))
    assert offered(s, f"{s.at(nomad)} strikes {s.at(beast)}")
    act(s, "end the turn")
    strangle(s, beast, nomad)
    assert not any(o.startswith(f"{s.at(nomad)} ") or o.startswith(f"move {s.at(nomad)}")
                   for o in options(s))


def test_vs_162_the_third_marker_destroys_it() -> None:
    s = position(Put("VS-162", 0, "c3"), Put("VS-001", 1, "c4"))
    beast, nomad = card(s, "VS-162", 0), card(s, "VS-001", 1)
    for _ in range(2):
        strangle(s, beast, nomad)
        act(s, "end the turn")
    act(s, f"{s.at(beast)} uses «strangling» on {s.at(nomad)}")
    assert s.where(nomad) == "graveyard"


def test_vs_162_only_ordinary_enemies_next_to_it() -> None:
    s = position(Put("VS-162", 0, "c3"), Put("VS-127", 1, "c4"), Put("VS-001", 1, "c5"),
                 Put("VS-001", 0, "b3"))
    beast = card(s, "VS-162", 0)
    elite, far, own = card(s, "VS-127", 1), card(s, "VS-001", 1), card(s, "VS-001", 0)
    for other in (elite, far, own):
        assert not offered(s, f"{s.at(beast)} uses «strangling» on {s.at(other)}")


def test_vs_162_with_no_strangler_beside_it_the_markers_are_lost() -> None:
    s = position(Put("VS-162", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 0, "d2"))
    beast, nomad = card(s, "VS-162", 0), card(s, "VS-001", 1)
    strangle(s, beast, nomad)
    assert not offered(s, f"move {s.at(nomad)} to d4")  # held
    act(s, "end the turn")
    act(s, f"move {s.at(beast)} to b3")
    act(s, f"move {s.at(beast)} to a3")  # no longer next to it
    act(s, "end the turn")
    assert offered(s, f"move {s.at(nomad)} to d4")
    act(s, "end the turn")
    act(s, f"move {s.at(beast)} to b3")
    act(s, f"move {s.at(beast)} to c3")  # back beside it: the lost marker does not return
    act(s, "end the turn")
    assert offered(s, f"move {s.at(nomad)} to d4")


# --- VS-175 Крондак: tap, impact: a bonfire on a free cell to the end of the opponent's turn,
# the cell counting as occupied; tap: discharge 1, +1 at flyers ------------------------------


def test_vs_175_a_bonfire_keeps_every_card_off_its_cell_to_the_end_of_the_opponents_turn() -> None:
    s = position(Put("VS-175", 0, "c2"), Put("VS-001", 1, "c5"), Put("VS-155", 1, "a5"),
                 Put("VS-001", 0, "c3"))
    krondak, nomad, demon = card(s, "VS-175", 0), card(s, "VS-001", 1), card(s, "VS-155", 1)
    own = card(s, "VS-001", 0)
    act(s, f"{s.at(krondak)} uses «bonfire»")
    assert not offered(s, f"{s.at(krondak)} marks {s.at(own).split('@')[1]}")  # taken
    act(s, f"{s.at(krondak)} marks c4")
    assert not offered(s, f"move {s.at(own)} to c4")  # its own side's too
    act(s, "end the turn")
    assert not offered(s, f"move {s.at(nomad)} to c4")
    assert not offered(s, f"{s.at(demon)} leaps to c4")  # nor a teleport
    assert offered(s, f"{s.at(demon)} leaps to d4")
    act(s, "end the turn")
    assert offered(s, f"move {s.at(own)} to c4")  # burnt out


# --- VS-119 Бул'Багур: at the start of the opponent's turn it lights up to 3 cells in a line
# from it; until the end of its side's next turn the cards on them take 1 more wound from
# ranged attacks, poison and its strike ---------------------------------------------------------


def lantern(*puts: Put, end: str = "c5") -> tuple[State, int]:
    s = position(Put("VS-119", 0, "c3"), *puts)
    bagur = card(s, "VS-119", 0)
    act(s, "end the turn")  # the opponent's turn begins: it lights a line
    act(s, f"{s.at(bagur)} marks {end}")
    return s, bagur


def test_vs_119_ranged_attacks_at_a_lit_card_wound_one_more() -> None:
    s, _ = lantern(Put("VS-117", 1, "c5"), Put("VS-117", 1, "a5"), Put("X-003", 0, "a2"),
                   Put("X-020", 0, "e2"))
    lit, dark = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, "end the turn")  # its side's turn: the light holds
    archer, mage = card(s, "X-003", 0), card(s, "X-020", 0)
    act(s, f"{s.at(archer)} shoots {s.at(lit)}")
    assert s.wounds[lit] == 3  # shot 2, +1
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(dark)}")
    assert s.wounds[dark] == 2  # not lit


def test_vs_119_its_own_strike_wounds_a_lit_card_one_more_and_others_do_not() -> None:
    s, bagur = lantern(Put("VS-117", 1, "c4", closed=True), Put("VS-117", 0, "b3"),
                       end="c4")
    vail, friend = card(s, "VS-117", 1), card(s, "VS-117", 0)
    act(s, "end the turn")
    s.closed[vail] = True  # (it opened in its turn)
    strike(s, friend, vail, 1)  # another's strike: weak 1
    assert s.wounds[vail] == 1
    strike(s, bagur, vail, 1)  # its own: weak 2, +1
    assert s.wounds[vail] == 1 + 3


def test_vs_119_poison_on_a_lit_cell_wounds_one_more() -> None:
    s, _ = lantern(Put("VS-117", 0, "c4"), end="c4")  # its own side's card, lit
    vail = card(s, "VS-117", 0)
    set_marker(s, vail, POISON, 1)
    act(s, "end the turn")  # its side's turn starts: poison 1, +1
    assert s.wounds[vail] == 2


def test_vs_119_the_light_ends_with_its_sides_next_turn() -> None:
    s, bagur = lantern(Put("VS-117", 1, "c5"))
    vail = card(s, "VS-117", 1)
    assert lit_bonus(s, vail, "shot", -1) == 1
    act(s, "end the turn")
    assert lit_bonus(s, vail, "shot", -1) == 1  # its side's next turn: still lit
    act(s, "end the turn")  # the opponent's next turn: a new line waits to be chosen
    assert lit_bonus(s, vail, "shot", -1) == 0
    act(s, f"{s.at(bagur)} marks e5")
    assert lit_bonus(s, vail, "shot", -1) == 0


# --- VS-192 Ревнитель Сеггера: on a hit its player names a number up to the hit's value; its
# side's creatures right and left of it are protected from non-magic attacks of that value to
# the end of the opponent's next turn (deckcheck's reading: of exactly that value) -----------


def ward_text(s: State, zealot: int, n: int) -> str:
    return (f"{s.at(zealot)} takes «its side's creatures right and left of it: no damage from "
            f"non-magic attacks of exactly {n} until the end of the opponent's next turn» "
            f"from {s.at(zealot)}")


def warded(n: int) -> tuple[State, int, int, int]:
    """Ревнитель hits medium (3) and names ``n``; Вайл right of it, Кочевник in front."""
    s = position(Put("VS-192", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-117", 0, "d3"), Put("VS-001", 1, "d4"), Put("X-020", 1, "e5"))
    zealot, foe, ally = card(s, "VS-192", 0), card(s, "VS-117", 1), card(s, "VS-117", 0)
    s.queue_dice(4)
    act(s, f"{s.at(zealot)} strikes {s.at(foe)}")
    act(s, "no defender")
    assert not offered(s, ward_text(s, zealot, 4))  # more than the hit's 3
    act(s, ward_text(s, zealot, n))
    act(s, "end the turn")
    s.closed[ally] = True  # struck closed: the attacker's die alone
    return s, zealot, ally, card(s, "VS-001", 1)


def test_vs_192_an_attack_of_exactly_the_number_named_deals_nothing() -> None:
    s, _, ally, nomad = warded(1)
    strike(s, nomad, ally, 1)  # weak 1: exactly 1, none
    assert s.wounds[ally] == 0


def test_vs_192_other_values_and_magic_attacks_still_wound() -> None:
    s, _, ally, nomad = warded(2)
    strike(s, nomad, ally, 1)  # weak 1, not 2
    assert s.wounds[ally] == 1
    mage = card(s, "X-020", 1)
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(ally)}")  # 2, but magic
    assert s.wounds[ally] == 3


def test_vs_192_the_ward_ends_with_the_opponents_next_turn_and_needs_a_hit() -> None:
    s, _, ally, nomad = warded(1)
    act(s, "end the turn")
    act(s, "end the turn")  # the opponent's turn after next
    s.closed[ally] = True
    strike(s, nomad, ally, 1)
    assert s.wounds[ally] == 1
    s = position(Put("VS-192", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 0, "d3"))
    zealot, foe = card(s, "VS-192", 0), card(s, "VS-117", 1)
    strike(s, zealot, foe, 5, 5)  # a miss: no number to name
    assert not any("ward" in e.text or "non-magic" in e.text for e in s.log or [])


# --- VS-170 Демон жадности: gates on three free cells at the start of the opponent's turn (to
# its end); at its end it must go onto a free gate, wounding every enemy creature next to it
# by 2, or take 3 wounds if it cannot -----------------------------------------------------------


def gates(*puts: Put, cells: tuple[str, str, str] = ("c4", "a4", "e4")) -> tuple[State, int]:
    s = position(Put("VS-170", 0, "c2"), *puts)
    demon = card(s, "VS-170", 0)
    act(s, "end the turn")  # the opponent's turn begins: three gates
    for at in cells:
        act(s, f"{s.at(demon)} marks {at}")
    return s, demon


def test_vs_170_its_three_gates_are_different_free_cells() -> None:
    s = position(Put("VS-170", 0, "c2"), Put("VS-117", 1, "c5"))
    demon, vail = card(s, "VS-170", 0), card(s, "VS-117", 1)
    act(s, "end the turn")
    assert not offered(s, f"{s.at(demon)} marks c5")  # taken
    act(s, f"{s.at(demon)} marks c4")
    assert not offered(s, f"{s.at(demon)} marks c4")  # a gate already
    assert s.where(vail)


def test_vs_170_at_the_opponents_turn_end_it_goes_through_a_gate_and_wounds_its_enemies() -> None:
    s, demon = gates(Put("VS-117", 1, "c5"), Put("VS-117", 1, "d5"), Put("VS-117", 0, "b4"))
    foe, other, friend = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1), card(s, "VS-117", 0)
    act(s, "end the turn")
    assert set(o for o in options(s) if "is moved to" in o) == {
        f"{s.at(demon)} is moved to {at}" for at in ("a4", "c4", "e4")}
    act(s, f"{s.at(demon)} is moved to c4")
    assert s.at(demon).endswith("@c4")
    assert (s.wounds[foe], s.wounds[other], s.wounds[friend]) == (2, 2, 0)
    assert s.wounds[demon] == 0


def test_vs_170_with_every_gate_taken_it_takes_three_wounds() -> None:
    s, demon = gates(Put("VS-117", 1, "c5"), Put("VS-117", 1, "a5"), Put("VS-117", 1, "e5"))
    for at, to in (("c5", "c4"), ("a5", "a4"), ("e5", "e4")):
        act(s, f"move {s.at(s.cells[board_cell(at)])} to {to}")
    act(s, "end the turn")
    assert s.at(demon).endswith("@c2") and s.wounds[demon] == 3


# --- the new keys refuse bad records with a clear message --------------------------------------


@pytest.mark.parametrize(("record", "message"), [
    ({"trigger": "static", "effects": [{"lure": "strike"}]}, "lure: some of"),
    ({"trigger": "static", "effects": [{"lure": []}]}, "lure: some of"),
    ({"trigger": "static", "effects": [{"strike_chain": "every"}]}, "2 to 15 or each"),
    ({"trigger": "tap", "effects": [{"mark_line": "light", "length": 9}]}, "length is 1 to 5"),
    ({"trigger": "tap", "effects": [{"mark_cell": 3}]}, "a mark's name"),
    ({"trigger": "tap", "effects": [{"mark_cell": "fire", "until": "someday"}]},
     "until is one of"),
    ({"trigger": "tap", "effects": [{"wound": 1, "until": "next_strike"}]}, "until"),
    ({"trigger": "on_attack", "effects": [{"flank_ward": 2, "against": "kisses"}]}, "unknown kind"),
    ({"trigger": "tap", "effects": [{"wound": 1, "x": "struck_nothing"}]}, "x is one of"),
])
def test_a_bad_record_of_the_new_keys_is_an_error(record: dict[str, Any], message: str) -> None:
    with pytest.raises(AbilityError, match=message):
        compile_ability(record, "VS-900")


def test_a_bad_new_key_in_a_card_file_is_a_located_load_error(tmp_path: Path) -> None:
    path = tmp_path / "voyna_stihiy.yaml"
    path.write_text("game: berserk\nset: VS\ncards:\n  VS-001:\n    complete: true\n"
                    "    abilities:\n      - trigger: static\n"
                    "        effects: [{near_classes: 4}]\n", encoding="utf-8")
    with pytest.raises(LoadError) as raised:
        load_card_abilities(tmp_path)
    assert "voyna_stihiy.yaml:" in str(raised.value)
