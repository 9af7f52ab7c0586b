"""Instant actions answering more than a simple strike (rules.yaml instant_windows):
VS-020 (Глорм: the flash against every melee strike). Only the public API.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import MAIN, RESPOND, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table_with,
)
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

PASS = "no instant action"

#: Synthetic cards for the language's new operation (stalemate), with no printed text.
ABILITIES: dict[str, Any] = {
    "R3-001": {"complete": True, "abilities": [
        {"name": "truce", "trigger": "instant", "window": "rolled", "no_tap": True,
         "target": {"side": "any"}, "effects": [{"stalemate": True}]}]},
}
CARDS = [*SYNTHETIC, synthetic("R3-001", name="Миротворец")]


@cache
def own_table() -> CardTable:
    return table_with(CARDS, ABILITIES)


def settle(s: State) -> None:
    """Every window still asking is passed."""
    while s.phase == RESPOND:
        act(s, PASS)


def give_counters_to(s: State, c: int, n: int) -> None:
    """``c`` has ``n`` counters, seen by the next listing."""
    s.set_counters(c, n)
    spare = card(s, "VS-011", s.active)
    act(s, f"move {s.at(spare)} to {'b1' if s.active == 0 else 'd6'}")
    settle(s)


# --- VS-020: the flash caps any melee strike at a creature of its side to 1 ---------------


def flash_against(attacker: str, friend: str = "VS-073") -> tuple[State, int, int, int]:
    """Глорм (VS-020) of seat 0 at a3 and its friend at c3; seat 1's ``attacker`` at c4,
    seat 1 to act."""
    s = position(Put("VS-020", 0, "a3"), Put(friend, 0, "c3"), Put(attacker, 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    return s, card(s, "VS-020", 0), card(s, friend, 0), card(s, attacker, 1)


@pytest.mark.parametrize(("friend", "cost"), [("VS-073", 1), ("VS-002", 0)])
def test_vs_020_the_flash_caps_a_magic_strike(friend: str, cost: int) -> None:
    s, glorm, druid, mage = flash_against("X-022", friend)  # magic strike 2
    act(s, f"{s.at(mage)} uses Магический удар (magic strike) on {s.at(druid)}")
    assert s.phase == RESPOND and s.to_move == 0  # aimed: before it acts
    act(s, f"{s.at(glorm)} uses «distracting flash» on {s.at(druid)}")
    settle(s)
    assert s.wounds[druid] == 1 and s.wounds[glorm] == cost  # steppes: no wound to it


def test_vs_020_the_flash_caps_a_finishing_strike() -> None:
    s, glorm, druid, finisher = flash_against("X-024")  # finishing 3
    s.wound(druid, 1)  # finishing strikes a wounded creature
    give_counters_to(s, finisher, 0)
    act(s, f"{s.at(finisher)} uses Добивание (finishing) on {s.at(druid)}")
    act(s, f"{s.at(glorm)} uses «distracting flash» on {s.at(druid)}")
    settle(s)
    assert s.wounds[druid] == 2


def test_vs_020_the_flash_caps_a_tiered_special_strike() -> None:
    s, glorm, druid, gargant = flash_against("NT-064")
    give_counters_to(s, gargant, 3)
    s.queue_dice(6)  # strong: 6 without the flash
    act(s, f"{s.at(gargant)} uses «flail» on {s.at(druid)}")
    act(s, f"{s.at(glorm)} uses «distracting flash» on {s.at(druid)}")
    settle(s)
    assert s.wounds[druid] == 1 and s.wounds[glorm] == 1


def test_vs_020_without_the_flash_the_magic_strike_deals_its_full_amount() -> None:
    s, glorm, druid, mage = flash_against("X-022")
    act(s, f"{s.at(mage)} uses Магический удар (magic strike) on {s.at(druid)}")
    act(s, PASS)
    settle(s)
    assert s.wounds[druid] == 2 and s.wounds[glorm] == 0


@pytest.mark.parametrize(("attacker", "at", "attack"), [
    ("X-020", "c5", "Разряд (discharge)"),
    ("X-021", "c5", "Метание (throw)"),
])
def test_vs_020_no_flash_against_a_ranged_attack(attacker: str, at: str, attack: str) -> None:
    s = position(Put("VS-020", 0, "a3"), Put("VS-073", 0, "c3"), Put(attacker, 1, at),
                 SPARE_0, SPARE_1, active=1)
    druid, foe = card(s, "VS-073", 0), card(s, attacker, 1)
    act(s, f"{s.at(foe)} uses {attack} on {s.at(druid)}")
    assert s.phase == MAIN and s.wounds[druid] == 2  # not a melee strike: no window


def test_vs_020_no_flash_for_an_enemy_creature() -> None:
    # Its own side's magic strike at an enemy: the flash guards only its side.
    s = position(Put("VS-020", 0, "a3"), Put("X-022", 0, "c3"), Put("VS-073", 1, "c4"),
                 SPARE_0, SPARE_1, active=0)
    mage, foe = card(s, "X-022", 0), card(s, "VS-073", 1)
    act(s, f"{s.at(mage)} uses Магический удар (magic strike) on {s.at(foe)}")
    assert all("distracting flash" not in o for o in options(s))
    settle(s)
    assert s.wounds[foe] == 2


# --- NT-195: once a turn, an enemy shot or throw at a non-flying creature of its side goes
# at an enemy creature it chooses -----------------------------------------------------------


def highlander(*puts: Put) -> tuple[State, int, int]:
    """Горец (NT-195) of seat 0 at b3, its friend VS-001 at c3; seat 1 to act."""
    s = position(Put("NT-195", 0, "b3"), Put("VS-001", 0, "c3"), *puts, SPARE_0, SPARE_1,
                 active=1)
    return s, card(s, "NT-195", 0), card(s, "VS-001", 0)


def test_nt_195_a_shot_is_deflected_onto_another_enemy_creature() -> None:
    s, horde, friend = highlander(Put("X-003", 1, "c5"), Put("VS-073", 1, "a6"))
    archer, far = card(s, "X-003", 1), card(s, "VS-073", 1)
    act(s, f"{s.at(archer)} shoots {s.at(friend)}")
    assert s.phase == RESPOND and s.to_move == 0
    act(s, f"{s.at(horde)} uses «deflect the arrow» on {s.at(far)}")
    settle(s)
    assert s.wounds[friend] == 0 and s.wounds[far] == 2 and s.closed[horde]


def test_nt_195_a_throw_is_deflected_onto_the_thrower() -> None:
    s, horde, friend = highlander(Put("X-021", 1, "c5"))
    thrower = card(s, "X-021", 1)
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(friend)}")
    act(s, f"{s.at(horde)} uses «deflect the arrow» on {s.at(thrower)}")
    settle(s)
    assert s.wounds[friend] == 0 and s.wounds[thrower] == 2


def test_nt_195_not_against_a_discharge() -> None:
    s, _, friend = highlander(Put("X-020", 1, "c5"))
    mage = card(s, "X-020", 1)
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(friend)}")
    assert s.phase == MAIN and s.wounds[friend] == 2


def test_nt_195_not_for_a_flying_creature_of_its_side() -> None:
    s = position(Put("NT-195", 0, "b3"), Put("X-005", 0, "air"), Put("X-003", 1, "c5"),
                 SPARE_0, SPARE_1, active=1)
    flyer, archer = card(s, "X-005", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(flyer)}")
    assert s.phase == MAIN and s.wounds[flyer] == 2


def test_nt_195_once_a_turn() -> None:
    s, horde, friend = highlander(Put("X-003", 1, "c5"), Put("X-021", 1, "d5"))
    archer, thrower = card(s, "X-003", 1), card(s, "X-021", 1)
    act(s, f"{s.at(archer)} shoots {s.at(friend)}")
    act(s, f"{s.at(horde)} uses «deflect the arrow» on {s.at(archer)}")
    settle(s)
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(friend)}")
    assert s.phase == MAIN and s.wounds[friend] == 2 and s.wounds[archer] == 2


def test_nt_195_not_for_its_own_sides_shot() -> None:
    s = position(Put("NT-195", 0, "b3"), Put("X-003", 0, "c2"), Put("VS-073", 1, "c5"),
                 SPARE_0, SPARE_1)
    archer, foe = card(s, "X-003", 0), card(s, "VS-073", 1)
    act(s, f"{s.at(archer)} shoots {s.at(foe)}")
    settle(s)
    assert all("deflect the arrow" not in o for o in options(s)) and s.wounds[foe] == 2


# --- VS-067: a ranged attack at a creature of its side's second or third row goes at a
# creature in formation with it instead (once a turn for each attacked creature) ----------


def kings_guard(*puts: Put) -> tuple[State, int, int]:
    """Гномий король (VS-067) of seat 0 on b2 (its second row) in formation with VS-061 on
    c2; seat 1 to act."""
    s = position(Put("VS-067", 0, "b2"), Put("VS-061", 0, "c2"), *puts, SPARE_0, SPARE_1,
                 active=1)
    return s, card(s, "VS-067", 0), card(s, "VS-061", 0)


@pytest.mark.parametrize(("attacker", "attack"), [
    ("X-003", "shoots {}"),
    ("X-021", "uses Метание (throw) on {}"),
    ("X-020", "uses Разряд (discharge) on {}"),
])
def test_vs_067_a_ranged_attack_at_the_rear_goes_at_its_partner(
        attacker: str, attack: str) -> None:
    s, king, partner = kings_guard(Put("VS-001", 0, "d1"), Put(attacker, 1, "d5"))
    rear, foe = card(s, "VS-001", 0), card(s, attacker, 1)
    act(s, f"{s.at(foe)} " + attack.format(s.at(rear)))
    assert s.phase == RESPOND and s.to_move == 0
    act(s, f"{s.at(king)} uses «shield the rear» on {s.at(partner)}")
    settle(s)
    assert s.wounds[rear] == 0 and s.wounds[partner] > 0


def test_vs_067_not_for_a_creature_in_the_front_row() -> None:
    s, _, _ = kings_guard(Put("VS-001", 0, "d3"), Put("X-003", 1, "d5"))
    front, archer = card(s, "VS-001", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(front)}")
    assert s.phase == MAIN and s.wounds[front] == 2


def test_vs_067_once_a_turn_for_each_attacked_creature() -> None:
    s, king, partner = kings_guard(Put("VS-001", 0, "d1"), Put("VS-001", 0, "e2"),
                                   Put("X-003", 1, "d5"), Put("X-003", 1, "e5"),
                                   Put("X-003", 1, "b5"))
    rear, other = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    first, second, third = (card(s, "X-003", 1, i) for i in range(3))
    act(s, f"{s.at(first)} shoots {s.at(rear)}")
    act(s, f"{s.at(king)} uses «shield the rear» on {s.at(partner)}")
    settle(s)
    act(s, f"{s.at(second)} shoots {s.at(rear)}")  # the same creature: no window
    assert s.phase == MAIN and s.wounds[rear] == 2
    act(s, f"{s.at(third)} shoots {s.at(other)}")  # another creature: offered again
    assert s.phase == RESPOND
    assert any("shield the rear" in o for o in options(s))


def test_vs_067_not_without_a_partner_in_formation() -> None:
    s = position(Put("VS-067", 0, "b2"), Put("VS-001", 0, "d1"), Put("X-003", 1, "d5"),
                 SPARE_0, SPARE_1, active=1)
    rear, archer = card(s, "VS-001", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(rear)}")
    assert s.phase == MAIN and s.wounds[rear] == 2


def test_vs_067_the_shield_does_not_close_the_king() -> None:
    s, king, partner = kings_guard(Put("VS-001", 0, "d1"), Put("X-003", 1, "d5"))
    rear, archer = card(s, "VS-001", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(rear)}")
    act(s, f"{s.at(king)} uses «shield the rear» on {s.at(partner)}")
    settle(s)
    assert not s.closed[king]


# --- NT-022: instant, tap: a fight of two open creatures is a miss for both ----------------


def strategist(*puts: Put, active: int = 1) -> tuple[State, int]:
    s = position(Put("NT-022", 0, "a3"), *puts, SPARE_0, SPARE_1, active=active)
    return s, card(s, "NT-022", 0)


def respond_until_offered(s: State, ability: str) -> None:
    """Pass every window (a defender too) until ``ability`` is offered."""
    while not any(ability in o for o in options(s)):
        assert s.phase != MAIN, "never offered"
        act(s, PASS) if PASS in options(s) else s.apply(s.legal_actions()[-1])


def test_nt_022_an_enemy_strike_at_an_open_creature_misses_both_ways() -> None:
    s, strategist_ = strategist(Put("VS-073", 0, "c3"), Put("VS-001", 1, "c4"))
    druid, nomad = card(s, "VS-073", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)  # a strong hit without the stalemate
    act(s, f"{s.at(nomad)} strikes {s.at(druid)}")
    respond_until_offered(s, "«stalemate»")
    act(s, f"{s.at(strategist_)} uses «stalemate» on {s.at(nomad)}")
    settle(s)
    assert s.wounds[druid] == 0 and s.wounds[nomad] == 0 and s.closed[strategist_]


def test_nt_022_its_own_sides_fight_too() -> None:
    s, strategist_ = strategist(Put("VS-073", 0, "c3"), Put("VS-001", 1, "c4"), active=0)
    druid, nomad = card(s, "VS-073", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 6)  # the druid's weak hit, a strong counter-strike back
    act(s, f"{s.at(druid)} strikes {s.at(nomad)}")
    respond_until_offered(s, "«stalemate»")
    act(s, f"{s.at(strategist_)} uses «stalemate» on {s.at(druid)}")
    settle(s)
    assert s.wounds[druid] == 0 and s.wounds[nomad] == 0


def test_nt_022_not_for_a_strike_at_a_closed_creature() -> None:
    s, _ = strategist(Put("VS-073", 0, "c3", closed=True), Put("VS-001", 1, "c4"))
    druid, nomad = card(s, "VS-073", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    act(s, f"{s.at(nomad)} strikes {s.at(druid)}")
    while s.phase != MAIN:
        assert all("«stalemate»" not in o for o in options(s))
        s.apply(s.legal_actions()[-1])
    assert s.wounds[druid] > 0


def test_stalemate_a_no_tap_truce_answers_every_open_fight_and_stays_open() -> None:
    s = arrange((Put("R3-001", 0, "a3"), Put("VS-073", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "d4"), SPARE_0, SPARE_1), table=own_table(), active=1)
    peace, druid = card(s, "R3-001", 0), card(s, "VS-073", 0)
    for i in range(2):
        nomad = card(s, "VS-001", 1, i)
        s.queue_dice(6, 1)
        act(s, f"{s.at(nomad)} strikes {s.at(druid)}")
        respond_until_offered(s, "«truce»")
        act(s, f"{s.at(peace)} uses «truce» on {s.at(nomad)}")
        settle(s)
    assert s.wounds[druid] == 0 and not s.closed[peace]
