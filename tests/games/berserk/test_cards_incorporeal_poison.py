"""Issue #27 (ghosts): the cards labelled Бестелесный (incorporeal) and Отравление
(poison) brought to play as printed, and the language they needed (a protection from
attacks of some size, poison that grows, a companion's shield for its host, a creature
that never defends, an effect after a tier of a tiered wound, a dying creature, a side
with N cards of a kind): one scenario per card id on an arranged position, each printed
clause where it matters and where the text rules it out."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import (
    POISON,
    T_BATTLE_START,
    AbilityError,
    compile_ability,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.board import cell, label
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, Z_BOARD, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    A,
    Put,
    arrange,
    card,
    do,
    synthetic,
    table_with,
    texts,
)
from tests.games.berserk.helpers.amounts import (
    SPARE_0,
    SPARE_1,
    pick,
    position,
    targets,
    use,
)

#: Synthetic cards of this file (ids GH-001.., this helper's block): the operations and
#: options this round added, on plain creatures.
ABILITIES: dict[str, Any] = {
    "GH-001": {"complete": True, "abilities": [
        {"name": "creeping venom", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"poison_up": 2}]},
        {"name": "stands aside", "trigger": "static", "effects": [{"no_defence": True}]},
        {"name": "small fry pass", "trigger": "static",
         "effects": [{"reduce": 2, "upto": True, "against": "ranged"}]}]},
    "GH-002": {"complete": True, "abilities": [
        {"name": "shielding companion", "trigger": "static",
         "effects": [{"host_reduce": 2, "against": "strike"}]}]},
    "GH-003": {"complete": True, "abilities": [
        {"name": "lucky jab", "label": "discharge", "trigger": "tap",
         "target": {"side": "enemy"},
         "effects": [{"wound": [1, 2, 3]}, {"counters": 1, "to": "self", "if_tier": ["strong"]},
                     {"poison": 1, "if_tier": ["medium", "strong"]}]},
        {"name": "pack courage", "trigger": "static",
         "if": {"has": {"side": "ally", "if": {"type": "creature"}, "min": 2}},
         "effects": [{"strike": 1}]},
        {"name": "last rites", "trigger": "creature_destroyed",
         "if_other": {"dying": True}, "effects": [{"counters": 1}]}]},
    "GH-004": {"complete": True, "abilities": [
        # (a shot that may go next to it, as VS-078's: the cards around it are its targets)
        {"name": "stray shot", "label": "shot", "trigger": "tap",
         "target": {"side": "any", "min_range": 0}, "effects": [{"wound": 1}]},
        {"name": "blessing", "label": "spell", "trigger": "tap", "target": {"side": "any"},
         "effects": [{"wound": 1}]},
        {"name": "hook", "trigger": "tap", "target": {"side": "any", "clear": True},
         "effects": [{"pull": True}]}]},
    "GH-006": {"complete": True, "abilities": [
        {"name": "spend one", "trigger": "tap", "cost": {"counters": 1},
         "target": {"side": "enemy"}, "effects": [{"wound": 1}]},
        {"name": "spend two", "trigger": "tap", "cost": {"counters": 2},
         "target": {"side": "enemy"}, "effects": [{"wound": 1}]},
        {"name": "feels the loss", "trigger": "ally_loses_counters",
         "if": {"carried_min": 2}, "effects": [{"lives": 1}]},
        {"name": "gloats", "trigger": "enemy_loses_counters", "target": {"side": "other"},
         "effects": [{"wound": 0, "x": "carried"}]}]},
    "GH-007": {"complete": True, "abilities": [
        {"name": "bulwark", "trigger": "tap", "effects": [{"ward": 2, "against": "strike"}]},
        {"name": "spite", "trigger": "enemy_attacks",
         "if": {"carried_max": 0, "my_turn": False}, "target": {"side": "other"},
         "effects": [{"wound": 1}]}]},
    "GH-008": {"complete": True, "abilities": [
        {"name": "trophy", "trigger": "ally_destroys", "if": {"carried_min": 2},
         "effects": [{"counters": 1}]}]},
    "GH-005": {"complete": True, "abilities": [
        {"name": "aloof", "trigger": "static", "effects": [{"own_safe": True}]},
        {"name": "flinch", "trigger": "when_hurt", "if": {"carried_min": 2},
         "effects": [{"counters": 1}]},
        {"name": "cheer", "trigger": "ally_attacks",
         "if_other": {"attacked_with": "ranged", "attacked_by": "creature"},
         "effects": [{"counters": 1}]}]},
}
CARDS = [synthetic("GH-001", name="Тест GH-001"),
         synthetic("GH-002", name="Тест GH-002", subtype="symbiote", movement=None),
         synthetic("GH-003", name="Тест GH-003"), synthetic("GH-004", name="Тест GH-004"),
         synthetic("GH-005", name="Тест GH-005"), synthetic("GH-006", name="Тест GH-006"),
         synthetic("GH-007", name="Тест GH-007"), synthetic("GH-008", name="Тест GH-008")]


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, *CARDS), ABILITIES)


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=synthetic_table(), **kwargs)


def defenders(s: State) -> set[int]:
    """The cards offered as defenders of the strike just declared."""
    return {(a >> 4) & 255 for a in s.legal_actions() if a & 15 == A.DEFEND}


def unplayed(s: State, card_id: str) -> set[str]:
    """The names of the abilities ``card_id`` lists as not played."""
    return {a.name for a in s.cards.encoded[card_id].abilities if not a.implemented}


def strike(s: State, attacker: int, target: int) -> None:
    """``attacker`` strikes ``target``; no defender, no response: on to the result."""
    do(s, A.STRIKE, attacker, target)
    while s.phase not in (MAIN, CHOOSE):
        do(s, A.END)


def targets_of(s: State, c: int, index: int) -> set[int]:
    """The targets the actions offer for ability ``index`` of ``c``."""
    return {(a >> 12) & 255 for a in s.legal_actions()
            if a & 15 == A.ABILITY and (a >> 4) & 255 == c and a >> 20 == index}


def battle_start(s: State, c: int) -> None:
    """``c``'s battle_start abilities act, as when the squads are revealed."""
    s.trigger(c, T_BATTLE_START, -1)
    s.go_on()
    s.settle()


def until_turn(s: State, seat: int) -> None:
    """End turns (no optional ability taken) until ``seat``'s main phase."""
    while s.active != seat or s.phase != MAIN:
        do(s, A.END)


def end_turn(s: State) -> None:
    """End the turn, passing every window, to the next main phase (or a choice)."""
    do(s, A.END)
    while s.phase not in (MAIN, CHOOSE):
        do(s, A.END)


# --- the language: what this round added ----------------------------------------------


def test_poison_up_starts_at_one_and_grows_to_its_cap() -> None:
    for before, after in ((0, 1), (1, 2)):
        s = synthetic_position(Put("GH-001", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0,
                               SPARE_1)
        tester, foe = card(s, "GH-001", 0), card(s, "VS-001", 1)
        set_marker(s, foe, POISON, before)
        use(s, tester, foe, "creeping venom")
        assert marker(s, foe, POISON) == after
    s = synthetic_position(Put("GH-001", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    tester, foe = card(s, "GH-001", 0), card(s, "VS-001", 1)
    set_marker(s, foe, POISON, 2)
    do(s, A.MOVE, card(s, "VS-011", 0), cell("b1"))  # the actions again: at its cap, no target
    assert not any(a & 15 == A.ABILITY and (a >> 4) & 255 == tester and (a >> 12) & 255 == foe
                   for a in s.legal_actions())
    # poison protection stops it
    s = synthetic_position(Put("GH-001", 0, "c3"), Put("NT-026", 1, "c4"), SPARE_0, SPARE_1)
    tester, foe = card(s, "GH-001", 0), card(s, "NT-026", 1)
    assert not any(a & 15 == A.ABILITY and (a >> 4) & 255 == tester and (a >> 12) & 255 == foe
                   for a in s.legal_actions())
    assert "poison 1, or +1 to its poison (at most 2)" in s.abilities_of(tester)[0].describe()


def test_upto_stops_small_attacks_only_and_no_defend_keeps_it_out() -> None:
    s = synthetic_position(Put("GH-001", 0, "c3"), Put("VS-001", 0, "b3"),
                           Put("VS-001", 1, "b4"), SPARE_1, active=1)
    tester, ally, foe = card(s, "GH-001", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    assert s.absorb(tester, 2, "shot", foe) == 0 and s.absorb(tester, 1, "throw", foe) == 0
    assert s.absorb(tester, 3, "shot", foe) == 3  # bigger: untouched
    assert s.absorb(tester, 2, "strike", foe) == 2  # not a kind it names
    do(s, A.STRIKE, foe, ally)  # the tester stands next to both, open: still not offered
    assert tester not in defenders(s)
    assert "no ranged damage of at most 2" in s.abilities_of(tester)[2].describe()
    # a plain creature in its place is offered
    s = synthetic_position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "b3"),
                           Put("VS-001", 1, "b4"), SPARE_1, active=1)
    plain, ally, foe = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1), card(s, "VS-001", 1)
    do(s, A.STRIKE, foe, ally)
    assert plain in defenders(s)


def test_host_reduce_shields_the_host_of_its_symbiote() -> None:
    s = synthetic_position(Put("VS-001", 0, "c3"), Put("GH-002", 0, "c3", on_host=True),
                           Put("VS-001", 0, "a1"), Put("VS-001", 1, "c4"), SPARE_1)
    host, other, foe = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1), card(s, "VS-001", 1)
    assert s.absorb(host, 3, "strike", foe) == 1
    assert s.absorb(host, 3, "shot", foe) == 3  # a kind it does not name
    assert s.absorb(other, 3, "strike", foe) == 3  # not its host


def test_if_tier_has_min_and_dying() -> None:
    # weak: no poison, no counter; medium: poison, no counter; strong: both
    for die, wounds, poison, counters in ((2, 1, 0, 0), (4, 2, 1, 0), (6, 3, 1, 1)):
        s = synthetic_position(Put("GH-003", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0,
                               SPARE_1)
        tester, foe = card(s, "GH-003", 0), card(s, "VS-001", 1)
        s.queue_dice(die)
        use(s, tester, foe, "lucky jab")
        assert (s.wounds[foe], marker(s, foe, POISON), s.counters(tester)) \
            == (wounds, poison, counters), die
    described = s.abilities_of(tester)[0].describe()
    assert "if the tiered wound hit medium/strong" in described
    # has with min: two other creatures of its side
    assert s.modifier(tester, foe, "strike", 1 << 8, False) == 0  # one other (SPARE_0)
    s = synthetic_position(Put("GH-003", 0, "c3"), Put("VS-001", 0, "b2"), Put("VS-001", 1, "c5"),
                           SPARE_0, SPARE_1)
    tester, foe = card(s, "GH-003", 0), card(s, "VS-001", 1)
    assert s.modifier(tester, foe, "strike", 1 << 8, False) == 1
    assert "its side has in play 2 other cards" in s.abilities_of(tester)[1].describe()
    # dying: the other card of the event is being destroyed
    s.wounds[foe] = s.lives_max[foe]
    s.kill([foe])
    assert s.counters(tester) == 1


def test_own_safe_keeps_its_own_side_s_attacks_off_it() -> None:
    s = synthetic_position(Put("GH-004", 0, "c3"), Put("GH-005", 0, "c2"),
                           Put("VS-001", 0, "b3"), Put("VS-001", 1, "c4"), SPARE_1)
    shooter, aloof = card(s, "GH-004", 0), card(s, "GH-005", 0)
    ally, foe = card(s, "VS-001", 0), card(s, "VS-001", 1)
    assert aloof not in targets_of(s, shooter, 0) and {ally, foe} <= targets_of(s, shooter, 0)
    assert aloof in targets_of(s, shooter, 1)  # a spell is not an attack
    # the enemy's attacks still reach it
    s = synthetic_position(Put("GH-004", 1, "c4"), Put("GH-005", 0, "c3"), SPARE_0, SPARE_1,
                           active=1)
    shooter, aloof = card(s, "GH-004", 1), card(s, "GH-005", 0)
    assert aloof in targets_of(s, shooter, 0)
    assert "its own side's attacks may not be aimed at it" in s.abilities_of(aloof)[0].describe()


def test_pull_brings_a_card_two_cells_away_onto_the_free_cell_between() -> None:
    s = synthetic_position(Put("GH-004", 0, "c3"), Put("VS-001", 1, "e5"),
                           Put("VS-001", 1, "c5"), Put("VS-001", 0, "c4"), SPARE_1)
    hooker = card(s, "GH-004", 0)
    diagonal, blocked = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert targets_of(s, hooker, 2) == {diagonal}  # c4 is taken: not the one on c5
    use(s, hooker, diagonal, "hook")
    assert s.cell[diagonal] == cell("d4") and s.cell[blocked] == cell("c5")
    assert "it is pulled onto the free cell between them" in s.abilities_of(hooker)[2].describe()


def test_repeat_x_of_a_triggered_ability_counts_as_it_triggers() -> None:
    # NT-049's destruction: as many discharges as it had counters, none without one
    s = position(Put("NT-049", 0, "b2", wounds=8), Put("VS-001", 1, "c4"),
                 Put("VS-001", 0, "a1"), SPARE_1)
    heart, foe = card(s, "NT-049", 0), card(s, "VS-001", 1)
    use(s, heart, foe, "storm bolt")  # its counter comes before its last wounds
    assert s.zone[heart] != Z_BOARD and s.phase == CHOOSE


def test_when_hurt_carries_the_wounds_of_the_attack() -> None:
    s = synthetic_position(Put("GH-005", 0, "c3", closed=True), Put("VS-001", 1, "c4"),
                           SPARE_0, SPARE_1, active=1)
    flincher, foe = card(s, "GH-005", 0), card(s, "VS-001", 1)
    s.queue_dice(4)  # a medium hit of 2: X 2
    strike(s, foe, flincher)
    assert s.wounds[flincher] == 2 and s.counters(flincher) == 1
    s = synthetic_position(Put("GH-005", 0, "c3", closed=True), Put("VS-001", 1, "c4"),
                           SPARE_0, SPARE_1, active=1)
    flincher, foe = card(s, "GH-005", 0), card(s, "VS-001", 1)
    s.queue_dice(1)  # a weak hit of 1: less than it asks
    strike(s, foe, flincher)
    assert s.wounds[flincher] == 1 and s.counters(flincher) == 0
    s.wound(flincher, 3)  # wounds that are no attack's: no event
    assert s.counters(flincher) == 0
    assert "when its event brings at least 2" in s.abilities_of(flincher)[1].describe()


def test_ally_attacks_sees_its_side_s_attacks_and_their_kind() -> None:
    s = synthetic_position(Put("GH-005", 0, "a1"), Put("X-003", 0, "c2"),
                           Put("VS-001", 0, "c3"), Put("VS-001", 1, "c5"),
                           Put("VS-001", 1, "c4", closed=True), SPARE_1)
    cheerer, archer, fighter = card(s, "GH-005", 0), card(s, "X-003", 0), card(s, "VS-001", 0)
    far, near = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    do(s, A.SHOT, archer, far)
    assert s.counters(cheerer) == 1  # a creature's ranged attack
    s.queue_dice(6)
    strike(s, fighter, near)
    assert s.counters(cheerer) == 1  # a simple strike is not ranged
    assert "attacked by a discharge/shot/throw of a creature" \
        in s.abilities_of(cheerer)[2].describe()
    # the enemy's attacks are not its side's
    s = synthetic_position(Put("GH-005", 0, "a1"), Put("X-003", 1, "c5"),
                           Put("VS-001", 0, "c3"), SPARE_1, active=1)
    cheerer, archer, mine = card(s, "GH-005", 0), card(s, "X-003", 1), card(s, "VS-001", 0)
    do(s, A.SHOT, archer, mine)
    assert s.counters(cheerer) == 0


def test_counters_lost_at_once_are_an_event_for_both_sides() -> None:
    s = synthetic_position(Put("GH-006", 0, "c2"), Put("GH-006", 1, "c5"),
                           Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    spender, watcher, foe = card(s, "GH-006", 0), card(s, "GH-006", 1), card(s, "VS-001", 1)
    s.set_counters(spender, 3)
    do(s, A.MOVE, card(s, "VS-011", 0), cell("b1"))  # the actions again, with the counters
    use(s, spender, foe, "spend two")
    assert s.lives_max[spender] == 7  # its own side lost 2 at once: +1 life
    assert s.wounds[watcher] == 0 and s.wounds[spender] == 2  # the enemy's gloat: 2
    s = synthetic_position(Put("GH-006", 0, "c2"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    spender, foe = card(s, "GH-006", 0), card(s, "VS-001", 1)
    s.set_counters(spender, 3)
    do(s, A.MOVE, card(s, "VS-011", 0), cell("b1"))
    use(s, spender, foe, "spend one")
    assert s.lives_max[spender] == 6  # one counter: less than it asks


def test_a_ward_is_a_pool_for_its_side_to_the_end_of_the_opponent_s_turn() -> None:
    s = synthetic_position(Put("GH-007", 0, "a1"), Put("VS-001", 0, "c3", closed=True),
                           Put("VS-001", 0, "d3", closed=True), Put("VS-001", 1, "c4"),
                           SPARE_1)
    warden = card(s, "GH-007", 0)
    one, two, foe = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1), card(s, "VS-001", 1)
    do(s, A.ABILITY, warden, warden)
    until_turn(s, 1)
    s.queue_dice(6)  # a strong hit of 3: 2 prevented
    strike(s, foe, one)
    assert s.wounds[one] == 1
    assert s.absorb(two, 3, "strike", foe) == 3  # the pool is spent
    s = synthetic_position(Put("GH-007", 0, "a1"), Put("VS-001", 0, "c3", closed=True),
                           Put("VS-001", 1, "c4"), SPARE_1)
    warden, mine, foe = card(s, "GH-007", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    do(s, A.ABILITY, warden, warden)
    assert s.absorb(mine, 1, "shot", foe) == 1  # a kind it does not name
    assert s.absorb(foe, 1, "strike", mine) == 1  # not its side
    until_turn(s, 1)
    until_turn(s, 0)  # the opponent's turn is over: no ward left
    assert s.absorb(mine, 3, "strike", foe) == 3
    assert "ward its side's cards from the next 2 wounds of strike damage to the end of the " \
        "opponent's next turn" in s.abilities_of(warden)[0].describe()


def test_enemy_attacks_carries_the_wounds_it_dealt() -> None:
    s = synthetic_position(Put("GH-007", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                           active=1)
    spiteful, foe = card(s, "GH-007", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 3)  # both miss: no wounds, spite
    strike(s, foe, spiteful)
    assert s.wounds[foe] == 1 and s.wounds[spiteful] == 0
    s = synthetic_position(Put("GH-007", 0, "c3", closed=True), Put("VS-001", 1, "c4"),
                           SPARE_0, SPARE_1, active=1)
    spiteful, foe = card(s, "GH-007", 0), card(s, "VS-001", 1)
    s.queue_dice(1)  # a weak hit: wounds dealt, no spite
    strike(s, foe, spiteful)
    assert s.wounds[foe] == 0 and s.wounds[spiteful] == 1
    assert "in the enemy's turn" in s.abilities_of(spiteful)[1].describe()


def test_ally_destroys_carries_how_much_more_the_victim_cost() -> None:
    # a nomad (cost 3) destroys a cost 5 mist dweller: 2 more; a cost 3 nomad: 0
    s = synthetic_position(Put("GH-008", 0, "a1"), Put("VS-001", 0, "c3"),
                           Put("NT-149", 1, "c4", wounds=9, closed=True), SPARE_1)
    keeper, killer, victim = card(s, "GH-008", 0), card(s, "VS-001", 0), card(s, "NT-149", 1)
    s.queue_dice(6)
    strike(s, killer, victim)
    assert s.zone[victim] != Z_BOARD and s.counters(keeper) == 1
    s = synthetic_position(Put("GH-008", 0, "a1"), Put("VS-001", 0, "c3"),
                           Put("VS-001", 1, "c4", wounds=7, closed=True), SPARE_1)
    keeper, killer, victim = card(s, "GH-008", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    strike(s, killer, victim)
    assert s.zone[victim] != Z_BOARD and s.counters(keeper) == 0


def test_bad_new_records_are_errors() -> None:
    with pytest.raises(AbilityError, match="if_tier names the tiers"):
        compile_ability({"trigger": "tap", "target": {"side": "enemy"},
                         "effects": [{"wound": [1, 2, 3]}, {"poison": 1, "if_tier": ["huge"]}]},
                        "VS-900")
    with pytest.raises(AbilityError, match="attacked_with: unknown kind"):
        compile_ability({"trigger": "ally_attacks", "if_other": {"attacked_with": "bolts"},
                         "effects": [{"counters": 1}]}, "VS-900")
    with pytest.raises(AbilityError, match="reduce: unknown kind"):
        compile_ability({"trigger": "static", "effects": [{"host_reduce": 1, "against": "x"}]},
                        "VS-900")


# --- NT-004 Разумный вихрь -------------------------------------------------------------


def test_nt_004_whirlwind_takes_at_most_one_from_non_magic_attacks() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("NT-004", 0, "c3", on_host=True),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    wind, foe = card(s, "NT-004", 0), card(s, "VS-001", 1)
    for kind in ("strike", "counter", "special", "shot", "throw", "strike_through_row",
                 "finishing"):
        assert s.absorb(wind, 4, kind, foe) == 1, kind
    assert s.absorb(wind, 4, "discharge", foe) == 4  # magic: as printed
    assert s.absorb(wind, 4, "magic_strike", foe) == 4


def test_nt_004_whirlwind_speeds_and_shields_its_host_only() -> None:
    s = position(Put("VS-001", 0, "c2"), Put("NT-004", 0, "c2", on_host=True),
                 Put("VS-001", 0, "a2"), Put("VS-001", 1, "c5"), SPARE_1, active=1)
    host, other, foe = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1), card(s, "VS-001", 1)
    assert s.absorb(host, 3, "shot", foe) == 2 and s.absorb(host, 3, "throw", foe) == 2
    assert s.absorb(host, 3, "discharge", foe) == 2  # ranged, magic or not
    assert s.absorb(host, 3, "strike", foe) == 3  # not a ranged attack
    assert s.absorb(other, 3, "shot", foe) == 3  # not its host
    end_turn(s)  # the host's turn: movement 1 + 1
    assert s.active == 0 and s.moves[host] == 3 and s.moves[other] == 2  # nomads: 2
    do(s, A.MOVE, host, cell("c3"))
    do(s, A.MOVE, host, cell("c4"))
    assert s.cell[host] == cell("c4")


# --- NT-039 Дух горы --------------------------------------------------------------------


def test_nt_039_mountain_spirit_is_not_affected_by_non_magic_attacks_of_one() -> None:
    s = position(Put("NT-039", 0, "air"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    spirit, foe = card(s, "NT-039", 0), card(s, "VS-001", 1)
    assert s.absorb(spirit, 1, "strike", foe) == 0 and s.absorb(spirit, 1, "shot", foe) == 0
    assert s.absorb(spirit, 2, "strike", foe) == 2  # a bigger attack is untouched
    assert s.absorb(spirit, 1, "discharge", foe) == 1  # magic
    # a weak hit of 1 by a simple strike does nothing to it
    s = position(Put("NT-039", 0, "air", closed=True), Put("X-005", 1, "air"), SPARE_0,
                 SPARE_1, active=1)
    spirit, foe = card(s, "NT-039", 0), card(s, "X-005", 1)
    s.queue_dice(1)  # a closed target: a weak hit of 1
    strike(s, foe, spirit)
    assert s.wounds[spirit] == 0 and any("takes 0" in t for t in texts(s))


def test_nt_039_mountain_spirit_strikes_heroes_directly() -> None:
    # Свирепый резак (NT-034) is a warrior hero; an enemy flyer could defend it, but not
    # against the spirit's simple strike.
    s = position(Put("NT-039", 0, "air"), Put("NT-034", 1, "c4"), Put("NT-039", 1, "air"),
                 SPARE_0, SPARE_1)
    spirit, hero = card(s, "NT-039", 0), card(s, "NT-034", 1)
    do(s, A.STRIKE, spirit, hero)
    assert not defenders(s)
    # not a hero: a defender may step in
    s = position(Put("NT-039", 0, "air"), Put("VS-001", 1, "c4"), Put("NT-039", 1, "air"),
                 SPARE_0, SPARE_1)
    spirit, foe, guard = card(s, "NT-039", 0), card(s, "VS-001", 1), card(s, "NT-039", 1)
    do(s, A.STRIKE, spirit, foe)
    assert defenders(s) == {guard}


# --- NT-108 Призрак Зенды ---------------------------------------------------------------


def test_nt_108_zenda_ghost_takes_one_less_from_non_magic_attacks() -> None:
    s = position(Put("NT-108", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    ghost, foe = card(s, "NT-108", 0), card(s, "VS-001", 1)
    assert s.absorb(ghost, 3, "strike", foe) == 2 and s.absorb(ghost, 3, "shot", foe) == 2
    assert s.absorb(ghost, 3, "finishing", foe) == 2
    assert s.absorb(ghost, 3, "discharge", foe) == 3 and s.absorb(ghost, 3, "spell", foe) == 3
    # the marker clauses are listed as not played
    assert unplayed(s, "NT-108") == {"cold of the mire", "unanswered in the mire"}


# --- NT-133 Одинокий призрак ------------------------------------------------------------


def test_nt_133_lonely_ghost_takes_no_wounds_from_attacks() -> None:
    s = position(Put("NT-133", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    ghost, foe = card(s, "NT-133", 0), card(s, "VS-001", 1)
    for kind in ("strike", "shot", "throw", "discharge", "magic_strike", "special"):
        assert s.absorb(ghost, 5, kind, foe) == 0, kind
    assert s.absorb(ghost, 5, "spell", foe) == 5  # a spell is not an attack
    s.queue_dice(6, 1)  # a strong hit: nothing
    strike(s, foe, ghost)
    assert s.wounds[ghost] == 0 and any("takes 0" in t for t in texts(s))


def test_nt_133_lonely_ghost_defence_barred() -> None:
    s = position(Put("NT-133", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 1, "b4"),
                 SPARE_1, active=1)
    ghost, ally, foe = card(s, "NT-133", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    do(s, A.STRIKE, foe, ally)
    assert ghost not in defenders(s)
    assert not unplayed(s, "NT-133")  # every clause played (fades when alone: zones2)
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 1, "b4"),
                 SPARE_1, active=1)  # a creature in its place is offered
    do(s, A.STRIKE, card(s, "VS-001", 1), card(s, "VS-001", 0, 1))
    assert card(s, "VS-001", 0, 0) in defenders(s)


def test_nt_133_ghost_touch_wounds_a_creature_next_to_it_only() -> None:
    s = position(Put("NT-133", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "c5"), SPARE_1)
    ghost, ally = card(s, "NT-133", 0), card(s, "VS-001", 0)
    near, far = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    found = {(a >> 12) & 255 for a in s.legal_actions()
             if a & 15 == A.ABILITY and (a >> 4) & 255 == ghost}
    assert near in found and ally in found and far not in found
    use(s, ghost, near, "ghost's touch")
    assert s.wounds[near] == 2


# --- NT-135 Тролль-людоед ---------------------------------------------------------------


def test_nt_135_ogre_passes_the_poison_of_its_prey_to_an_enemy_next_to_it() -> None:
    s = position(Put("NT-135", 0, "c3"), Put("VS-001", 1, "c4", wounds=7, closed=True),
                 Put("VS-001", 1, "d4"), Put("VS-001", 1, "e5"), SPARE_0)
    ogre, prey = card(s, "NT-135", 0), card(s, "VS-001", 1, 0)
    near, far = card(s, "VS-001", 1, 1), card(s, "VS-001", 1, 2)
    set_marker(s, prey, POISON, 2)
    s.queue_dice(6)
    strike(s, ogre, prey)
    assert s.zone[prey] != Z_BOARD  # the only enemy next to it: no choice to make
    assert marker(s, near, POISON) == 2 and marker(s, far, POISON) == 0


def test_nt_135_ogre_passes_no_poison_from_a_healthy_prey() -> None:
    s = position(Put("NT-135", 0, "c3"), Put("VS-001", 1, "c4", wounds=7, closed=True),
                 Put("VS-001", 1, "d4"), SPARE_0, SPARE_1)
    ogre, prey, near = card(s, "NT-135", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(6)
    strike(s, ogre, prey)
    assert s.zone[prey] != Z_BOARD and s.phase == MAIN
    assert marker(s, near, POISON) == 0


def test_nt_135_ogre_gains_direct_strike_with_its_second_enemy_kill() -> None:
    s = position(Put("NT-135", 0, "c3"), Put("VS-001", 1, "c4", wounds=7, closed=True),
                 Put("VS-001", 1, "d4", wounds=7, closed=True), SPARE_0, SPARE_1)
    ogre = card(s, "NT-135", 0)
    first, second = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(6)
    strike(s, ogre, first)
    assert not s.has_keyword(ogre, "direct_strike")  # one kill
    end_turn(s)
    end_turn(s)
    s.queue_dice(6)
    strike(s, ogre, second)
    assert s.has_keyword(ogre, "direct_strike")
    end_turn(s)
    end_turn(s)
    assert s.has_keyword(ogre, "direct_strike")  # for good


# --- NT-144 Призрачный рыцарь -----------------------------------------------------------


def test_nt_144_ghost_knight_takes_at_most_one_from_non_magic_attacks() -> None:
    s = position(Put("NT-144", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    knight, foe = card(s, "NT-144", 0), card(s, "VS-001", 1)
    assert s.absorb(knight, 5, "shot", foe) == 1 and s.absorb(knight, 5, "special", foe) == 1
    assert s.absorb(knight, 5, "magic_strike", foe) == 5
    s.closed[knight] = True
    s.queue_dice(6)  # a strong hit of 3: 1
    strike(s, foe, knight)
    assert s.wounds[knight] == 1
    assert unplayed(s, "NT-144") == {"cold of darkness"}


# --- NT-149 Живущий в тумане ------------------------------------------------------------


def test_nt_149_mist_dweller_takes_one_less_from_non_magic_strikes_only() -> None:
    s = position(Put("NT-149", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    dweller, foe = card(s, "NT-149", 0), card(s, "VS-001", 1)
    for kind in ("strike", "counter", "special", "strike_through_row"):
        assert s.absorb(dweller, 3, kind, foe) == 2, kind
    for kind in ("shot", "throw", "magic_strike", "discharge"):  # not non-magic strikes
        assert s.absorb(dweller, 3, kind, foe) == 3, kind
    assert not unplayed(s, "NT-149")


def test_nt_149_mist_dweller_strikes_harder_at_a_card_on_its_trail() -> None:
    # It steps b2 -> c2 -> d2; the harpooner pulls an enemy onto c2, a cell of its trail
    s = position(Put("NT-149", 0, "b2"), Put("NT-038", 0, "c1"), Put("VS-001", 1, "c3"),
                 Put("VS-001", 1, "e3", closed=True), SPARE_1)
    dweller, harpooner = card(s, "NT-149", 0), card(s, "NT-038", 0)
    trailed, fresh = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    do(s, A.MOVE, dweller, cell("c2"))
    do(s, A.MOVE, dweller, cell("d2"))
    use(s, harpooner, trailed, "harpoon cast")
    assert s.cell[trailed] == cell("c2")
    assert s.modifier(dweller, trailed, "dice", 1 << 1, False) == 2
    assert s.modifier(dweller, fresh, "dice", 1 << 1, False) == 0  # not on its trail
    s.queue_dice(2, 1)  # its die 2 +2 against the nomad's 1: a medium hit of 3 (2 without)
    strike(s, dweller, trailed)
    assert s.wounds[trailed] == 1 + 3


def test_nt_149_mist_dweller_trail_is_this_turn_only() -> None:
    s = position(Put("NT-149", 0, "b2"), Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    dweller, foe = card(s, "NT-149", 0), card(s, "VS-001", 1)
    do(s, A.MOVE, dweller, cell("c2"))
    do(s, A.MOVE, dweller, cell("c3"))
    s.put(foe, cell("c2"))  # onto its trail, this turn
    assert s.modifier(dweller, foe, "dice", 1 << 1, False) == 2
    until_turn(s, 1)
    until_turn(s, 0)  # its next turn: the trail is gone
    assert s.modifier(dweller, foe, "dice", 1 << 1, False) == 0


# --- NT-168 Арахнид ---------------------------------------------------------------------


def test_nt_168_arachnid_poisons_on_a_hit_or_a_miss_growing_to_three() -> None:
    for before, after in ((0, 1), (1, 2), (2, 3), (3, 3)):  # +1 each attack, at most 3
        s = position(Put("NT-168", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0,
                     SPARE_1)
        spider, foe = card(s, "NT-168", 0), card(s, "VS-001", 1)
        set_marker(s, foe, POISON, before)
        s.queue_dice(1)
        strike(s, spider, foe)
        assert s.wounds[foe] == 3 and marker(s, foe, POISON) == after
    # a miss (open target, both dice missing) poisons too
    s = position(Put("NT-168", 0, "c3"), Put("VS-011", 1, "c4"), SPARE_0, SPARE_1)
    spider, foe = card(s, "NT-168", 0), card(s, "VS-011", 1)
    s.queue_dice(1, 3)
    strike(s, spider, foe)
    assert s.wounds[foe] == 0 and marker(s, foe, POISON) == 1


def test_nt_168_arachnid_poisons_only_when_it_attacks_and_not_the_protected() -> None:
    s = position(Put("NT-168", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    spider, foe = card(s, "NT-168", 0), card(s, "VS-001", 1)
    s.queue_dice(3, 1)  # struck: a medium hit, its weak counter-strike poisons nobody
    strike(s, foe, spider)
    assert s.wounds[foe] == 3 and marker(s, foe, POISON) == 0
    s = position(Put("NT-168", 0, "c3"), Put("NT-026", 1, "c4", closed=True), SPARE_0, SPARE_1)
    spider, mage = card(s, "NT-168", 0), card(s, "NT-026", 1)
    s.queue_dice(1)
    strike(s, spider, mage)
    assert marker(s, mage, POISON) == 0  # poison protection


def test_nt_168_arachnid_strikes_harder_against_two_flyers() -> None:
    s = position(Put("NT-168", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("NT-039", 1, "air"), Put("NT-057", 1, "air"), SPARE_0, SPARE_1)
    spider, foe = card(s, "NT-168", 0), card(s, "VS-001", 1)
    s.queue_dice(1)  # a weak hit of 3, +1
    strike(s, spider, foe)
    assert s.wounds[foe] == 4
    s = position(Put("NT-168", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("NT-039", 1, "air"), Put("NT-039", 0, "air"), SPARE_0, SPARE_1)
    spider, foe = card(s, "NT-168", 0), card(s, "VS-001", 1)
    s.queue_dice(1)  # one enemy flyer (its own does not count): 3
    strike(s, spider, foe)
    assert s.wounds[foe] == 3


# --- VS-124 Сеятель хвори ---------------------------------------------------------------


def test_vs_124_sower_spreads_the_poison_of_a_creature_it_kills() -> None:
    s = position(Put("VS-124", 0, "a1"), Put("VS-001", 1, "c4", wounds=6),
                 Put("VS-001", 1, "d4"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "e6"))
    sower, victim = card(s, "VS-124", 0), card(s, "VS-001", 1, 0)
    near, far, ally = card(s, "VS-001", 1, 1), card(s, "VS-001", 1, 2), card(s, "VS-001", 0)
    set_marker(s, victim, POISON, 2)
    end_turn(s)  # the enemy's turn starts: 2 poison wounds kill it
    assert s.phase == CHOOSE
    chosen = {(a >> 12) & 255 for a in s.legal_actions() if a & 15 == A.ABILITY}
    assert chosen == {near, ally}  # next to the dead one, either side; not the far one
    pick(s, sower, near)
    assert marker(s, near, POISON) == 2 and marker(s, far, POISON) == 0
    assert s.zone[victim] != Z_BOARD


def test_vs_124_sower_spreads_once_a_turn_and_not_from_a_survivor() -> None:
    s = position(Put("VS-124", 0, "a1"), Put("VS-001", 1, "c4", wounds=7),
                 Put("VS-001", 1, "d5", wounds=7), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "e6"))
    sower = card(s, "VS-124", 0)
    first, second = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    near = card(s, "VS-001", 1, 2)
    set_marker(s, first, POISON, 1)
    set_marker(s, second, POISON, 1)
    end_turn(s)
    pick(s, sower, near)
    assert s.phase == MAIN  # the second death offers nothing more this turn
    assert marker(s, near, POISON) == 1
    # a poisoned creature that survives its poison spreads nothing
    s = position(Put("VS-124", 0, "a1"), Put("VS-001", 1, "c4", wounds=1),
                 Put("VS-001", 1, "d4"), Put("VS-001", 1, "e6"))
    victim = card(s, "VS-001", 1, 0)
    set_marker(s, victim, POISON, 1)
    end_turn(s)
    assert s.phase == MAIN and s.wounds[victim] == 2


def test_vs_124_sower_discharge_poisons_on_a_medium_or_strong_hit() -> None:
    # weak: 1, no poison; medium or strong: 2 and poison 1 (no range: e5 from a1)
    for die, wounds, poison in ((3, 1, 0), (4, 2, 1), (6, 2, 1)):
        s = position(Put("VS-124", 0, "a1"), Put("VS-001", 1, "e5"), Put("VS-001", 0, "b1"),
                     SPARE_1)
        sower, foe = card(s, "VS-124", 0), card(s, "VS-001", 1)
        s.queue_dice(die)
        use(s, sower, foe, "sickly discharge")
        assert (s.wounds[foe], marker(s, foe, POISON)) == (wounds, poison), die
    assert any("sickly discharge" in t for t in texts(s))
    # a poison-protected target takes the wounds but not the poison
    s = position(Put("VS-124", 0, "a1"), Put("NT-026", 1, "e5"), Put("VS-001", 0, "b1"),
                 SPARE_1)
    sower, mage = card(s, "VS-124", 0), card(s, "NT-026", 1)
    s.queue_dice(6)
    use(s, sower, mage, "sickly discharge")
    assert s.wounds[mage] == 2 and marker(s, mage, POISON) == 0


# --- NT-045 Астральный двойник ----------------------------------------------------------


def test_nt_045_astral_double_is_beyond_its_own_side_s_attacks() -> None:
    s = synthetic_position(Put("GH-004", 0, "c3"), Put("NT-045", 0, "c2"),
                           Put("VS-001", 1, "c4"), SPARE_1)
    shooter, double, foe = card(s, "GH-004", 0), card(s, "NT-045", 0), card(s, "VS-001", 1)
    assert double not in targets_of(s, shooter, 0) and foe in targets_of(s, shooter, 0)
    assert double in targets_of(s, shooter, 1)  # a spell, not an attack
    s = synthetic_position(Put("GH-004", 1, "c4"), Put("NT-045", 0, "c3"), SPARE_0, SPARE_1,
                           active=1)
    assert card(s, "NT-045", 0) in targets_of(s, card(s, "GH-004", 1), 0)  # the enemy's


def test_nt_045_astral_double_shares_its_wounds_with_the_chosen_enemy() -> None:
    s = position(Put("NT-045", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "e5"),
                 SPARE_0, SPARE_1)
    double = card(s, "NT-045", 0)
    bound, other = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    battle_start(s, double)
    assert s.phase == CHOOSE
    pick(s, double, bound)
    end_turn(s)  # the enemy's turn: it strikes the double
    s.queue_dice(6, 1)  # a strong hit of 3 (a miss back)
    strike(s, bound, double)
    assert s.wounds[double] == 3 and s.wounds[bound] == 3 and s.wounds[other] == 0
    end_turn(s)
    end_turn(s)  # the enemy's next turn: the bond still holds
    assert s.active == 1
    s.queue_dice(4, 1)  # a medium hit of 2 (a miss back)
    strike(s, bound, double)
    assert s.wounds[double] == 5 and s.wounds[bound] == 5 and s.wounds[other] == 0


def test_nt_045_astral_double_no_wounds_nothing_shared() -> None:
    s = position(Put("NT-045", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    double, bound = card(s, "NT-045", 0), card(s, "VS-001", 1)
    battle_start(s, double)
    pick(s, double, bound)
    s.queue_dice(1, 3)  # both miss
    strike(s, double, bound)
    assert s.wounds[double] == 0 and s.wounds[bound] == 0


# --- NT-038 Гарпунщик -------------------------------------------------------------------


def test_nt_038_harpooner_pulls_the_struck_creature_over_a_free_cell() -> None:
    s = position(Put("NT-038", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    harpooner, foe = card(s, "NT-038", 0), card(s, "VS-001", 1)
    use(s, harpooner, foe, "harpoon cast")
    assert s.wounds[foe] == 1 and s.cell[foe] == cell("c4")
    assert s.closed[harpooner]
    # a diagonal line too
    s = position(Put("NT-038", 0, "c3"), Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    harpooner, foe = card(s, "NT-038", 0), card(s, "VS-001", 1)
    use(s, harpooner, foe, "harpoon cast")
    assert s.cell[foe] == cell("d4")


def test_nt_038_harpooner_pulls_nothing_over_a_taken_cell_or_from_next_to_it() -> None:
    s = position(Put("NT-038", 0, "c3"), Put("VS-001", 0, "c4"), Put("VS-001", 1, "c5"),
                 Put("VS-001", 1, "d4"), SPARE_1)
    harpooner = card(s, "NT-038", 0)
    far, near = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    found = targets_of(s, harpooner, 0)
    assert far not in found and near not in found
    # the keyword strike through a row still goes over the taken cell (no pull)
    assert any(far == (a >> 12) & 255 and (a >> 4) & 255 == harpooner
               for a in s.legal_actions() if a & 15 != A.ABILITY and a & 15 != A.MOVE)


# --- NT-049 Сердце бурь -----------------------------------------------------------------


def test_nt_049_storm_heart_discharges_then_takes_a_counter_and_two_wounds() -> None:
    s = position(Put("NT-049", 0, "a2"), Put("VS-001", 1, "e6"), Put("VS-001", 0, "a1"),
                 Put("VS-011", 1, "e5"))
    heart, foe = card(s, "NT-049", 0), card(s, "VS-001", 1)
    use(s, heart, foe, "storm bolt")  # no range printed: e6 from a2
    assert s.wounds[foe] == 1 and s.counters(heart) == 1 and s.wounds[heart] == 2


def test_nt_049_storm_heart_breaks_into_as_many_discharges_as_its_counters() -> None:
    s = position(Put("NT-049", 0, "b2", wounds=8), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "e6"), Put("VS-011", 1, "a6"), Put("VS-001", 0, "a1"),
                 counters={"NT-049": 1})
    heart = card(s, "NT-049", 0)
    one, two, three = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1), card(s, "VS-011", 1)
    use(s, heart, one, "storm bolt")  # 1 to the first; now 2 counters and dead
    assert s.zone[heart] != Z_BOARD and s.phase == CHOOSE
    pick(s, heart, two)
    pick(s, heart, three)
    assert s.wounds[one] == 1 and s.wounds[two] == 2 and s.wounds[three] == 2
    assert s.phase == MAIN  # two counters: two discharges, no more


def test_nt_049_storm_heart_without_counters_breaks_quietly() -> None:
    s = position(Put("NT-049", 0, "b2", wounds=9), Put("VS-001", 1, "c4"),
                 Put("VS-001", 0, "a1"), SPARE_1, active=1)
    heart, foe = card(s, "NT-049", 0), card(s, "VS-001", 1)
    s.wound(heart, 1, foe)
    s.kill([heart], {heart: foe})
    assert s.zone[heart] != Z_BOARD and s.wounds[foe] == 0


# --- NT-058 Глиняный голем --------------------------------------------------------------


def test_nt_058_clay_golem_takes_three_more_from_an_attack_of_three() -> None:
    s = position(Put("NT-058", 0, "c3", closed=True), Put("VS-001", 1, "c4"), SPARE_0,
                 SPARE_1, active=1)
    golem, foe = card(s, "NT-058", 0), card(s, "VS-001", 1)
    s.queue_dice(6)  # a strong hit of 3: 3 more
    strike(s, foe, golem)
    assert s.wounds[golem] == 6


def test_nt_058_clay_golem_holds_against_smaller_attacks_and_other_wounds() -> None:
    s = position(Put("NT-058", 0, "c3", closed=True), Put("VS-001", 1, "c4"), SPARE_0,
                 SPARE_1, active=1)
    golem, foe = card(s, "NT-058", 0), card(s, "VS-001", 1)
    s.queue_dice(4)  # a medium hit of 2
    strike(s, foe, golem)
    assert s.wounds[golem] == 2
    s.wound(golem, 4)  # not an attack's wounds (an effect)
    assert s.wounds[golem] == 6


# --- NT-024 Великая катапульта ----------------------------------------------------------


def test_nt_024_catapult_gains_a_counter_from_its_side_s_strong_hits() -> None:
    s = position(Put("NT-024", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1)
    catapult, fighter, foe = card(s, "NT-024", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6)  # a strong hit
    strike(s, fighter, foe)
    assert s.counters(catapult) == 1
    s = position(Put("NT-024", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1)
    catapult, fighter, foe = card(s, "NT-024", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(4)  # a medium hit: nothing
    strike(s, fighter, foe)
    assert s.counters(catapult) == 0
    # a strong hit of a tiered attack counts too
    s = position(Put("NT-024", 0, "a1"), Put("VS-124", 0, "b1"), Put("VS-001", 1, "e5"),
                 SPARE_1)
    catapult, sower, foe = card(s, "NT-024", 0), card(s, "VS-124", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    use(s, sower, foe, "sickly discharge")
    assert s.counters(catapult) == 1


def test_nt_024_catapult_holds_three_counters_and_ignores_the_enemy_s_hits() -> None:
    s = position(Put("NT-024", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1, counters={"NT-024": 3})
    catapult, fighter, foe = card(s, "NT-024", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    strike(s, fighter, foe)
    assert s.counters(catapult) == 3
    s = position(Put("NT-024", 0, "a1"), Put("VS-001", 0, "c3", closed=True),
                 Put("VS-001", 1, "c4"), SPARE_1, active=1)
    catapult, mine, foe = card(s, "NT-024", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    strike(s, foe, mine)
    assert s.counters(catapult) == 0


def test_nt_024_catapult_throws_a_heap_of_x_plus_one_within_five_cells() -> None:
    # (5 cells from a1 reach every cell but none beyond: e6 is 5 away)
    s = position(Put("NT-024", 0, "a1"), Put("VS-001", 1, "b2"), Put("VS-001", 1, "c5"),
                 Put("VS-001", 1, "e6"), Put("VS-001", 0, "a2"), counters={"NT-024": 2})
    catapult = card(s, "NT-024", 0)
    near, within, far = (card(s, "VS-001", 1, n) for n in range(3))
    found = targets(s, catapult, "heap of stones (X=2)")
    assert found == {within, far} and near not in found
    use(s, catapult, within, "heap of stones (X=2)")
    assert s.wounds[within] == 3 and s.counters(catapult) == 0


# --- NT-059 Камень гнева ----------------------------------------------------------------


def test_nt_059_stone_of_wrath_follows_a_shot_with_a_discharge() -> None:
    s = position(Put("NT-059", 0, "a1"), Put("X-003", 0, "c2"), Put("VS-001", 1, "c5"),
                 SPARE_1)
    stone, archer, foe = card(s, "NT-059", 0), card(s, "X-003", 0), card(s, "VS-001", 1)
    do(s, A.SHOT, archer, foe)
    assert s.wounds[foe] == 3  # the shot's 2, the discharge's 1
    assert any("stone's wrath" in t for t in texts(s)) and stone >= 0


def test_nt_059_stone_of_wrath_twice_a_turn_and_only_after_a_creature_s_ranged_attack() -> None:
    s = position(Put("NT-059", 0, "a1"), Put("X-003", 0, "b2"), Put("X-003", 0, "c2"),
                 Put("X-003", 0, "d2"), Put("NT-168", 1, "c5"), SPARE_1)
    archers = [card(s, "X-003", 0, n) for n in range(3)]
    foe = card(s, "NT-168", 1)
    for archer in archers:
        do(s, A.SHOT, archer, foe)
    assert sum("«stone's wrath»" in t for t in texts(s)) == 2  # three shots, two discharges
    # a simple strike: no discharge
    s = position(Put("NT-059", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1)
    fighter, foe = card(s, "VS-001", 0), card(s, "VS-001", 1, 0)
    s.queue_dice(1)
    strike(s, fighter, foe)
    assert s.wounds[foe] == 1
    # an artifact's throw (the catapult's heap): no discharge
    s = position(Put("NT-059", 0, "a1"), Put("NT-024", 0, "a2"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 0, "e1"), SPARE_1, counters={"NT-024": 1})
    catapult, foe = card(s, "NT-024", 0), card(s, "VS-001", 1, 0)
    use(s, catapult, foe, "heap of stones (X=1)")
    assert s.wounds[foe] == 2


# --- NT-040 Жрец штормов ----------------------------------------------------------------


def test_nt_040_storm_priest_calls_lightning_without_closing_and_answers_the_loss() -> None:
    s = position(Put("NT-040", 0, "b1"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "e6"),
                 SPARE_0, counters={"NT-040": 2})
    priest, foe, other = card(s, "NT-040", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    use(s, priest, foe, "lightning call")
    assert s.wounds[foe] == 4 and s.counters(priest) == 0 and not s.closed[priest]
    assert s.phase == CHOOSE  # 2 counters lost at once: a discharge of 1
    pick(s, priest, other)
    assert s.wounds[other] == 1


def test_nt_040_storm_priest_answers_an_ally_s_loss_twice_a_turn_at_most() -> None:
    s = synthetic_position(Put("NT-040", 0, "a1"), Put("GH-006", 0, "b2"),
                           Put("GH-006", 0, "c2"), Put("GH-006", 0, "d2"),
                           Put("NT-168", 1, "c5"), SPARE_1)
    priest, foe = card(s, "NT-040", 0), card(s, "NT-168", 1)
    spenders = [card(s, "GH-006", 0, n) for n in range(3)]
    for spender in spenders:
        s.set_counters(spender, 2)
    do(s, A.MOVE, priest, cell("b1"))  # the actions again, with the counters
    answered = 0
    for spender in spenders:
        use(s, spender, foe, "spend two")
        if s.phase == CHOOSE:
            pick(s, priest, foe)
            answered += 1
    assert answered == 2
    # one counter lost: no answer
    s = synthetic_position(Put("NT-040", 0, "a1"), Put("GH-006", 0, "c2"),
                           Put("VS-001", 1, "c5"), SPARE_1)
    priest, spender, foe = card(s, "NT-040", 0), card(s, "GH-006", 0), card(s, "VS-001", 1)
    s.set_counters(spender, 2)
    do(s, A.MOVE, priest, cell("b1"))
    use(s, spender, foe, "spend one")
    assert s.phase == MAIN and s.wounds[foe] == 1


def test_nt_040_storm_priest_needs_two_counters_for_its_lightning() -> None:
    s = position(Put("NT-040", 0, "b1"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                 counters={"NT-040": 1})
    priest = card(s, "NT-040", 0)
    assert not targets(s, priest, "lightning call")
    s = position(Put("NT-040", 0, "b1", closed=True), Put("VS-001", 1, "c4"), SPARE_0,
                 SPARE_1, counters={"NT-040": 2})
    assert not targets(s, card(s, "NT-040", 0), "lightning call")  # an action: open only


# --- NT-011 Пустыня Дзара ---------------------------------------------------------------


def test_nt_011_desert_wards_after_its_side_s_discharge() -> None:
    s = position(Put("NT-011", 0, "air"), Put("X-020", 0, "b1"), Put("VS-001", 0, "c3",
                 closed=True), Put("VS-001", 1, "c4"), SPARE_1)
    desert, mage = card(s, "NT-011", 0), card(s, "X-020", 0)
    mine, foe = card(s, "VS-001", 0), card(s, "VS-001", 1)
    discharge = next(a for a in s.legal_actions()
                     if a & 15 == A.ATTACK and (a >> 4) & 255 == mage and (a >> 12) & 255 == foe)
    do(s, discharge >> 0 & 15, mage, foe | (discharge >> 20) << 8)
    assert s.wounds[foe] == 2
    until_turn(s, 1)
    s.queue_dice(4)  # a medium hit of 2 at the closed nomad: 1 prevented
    strike(s, foe, mine)
    assert s.wounds[mine] == 1 and desert >= 0


def test_nt_011_desert_wards_nothing_without_a_discharge() -> None:
    s = position(Put("NT-011", 0, "air"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), Put("VS-001", 0, "c2", closed=True),
                 SPARE_1)
    fighter, foe, mine = card(s, "VS-001", 0, 0), card(s, "VS-001", 1), card(s, "VS-001", 0, 1)
    s.queue_dice(1)
    strike(s, fighter, foe)  # a simple strike, not a discharge
    assert s.absorb(mine, 2, "strike", foe) == 2


def test_nt_011_hot_sand_burns_a_non_flying_creature() -> None:
    s = position(Put("NT-011", 0, "air"), Put("VS-001", 1, "c4"), Put("NT-039", 1, "air"),
                 SPARE_0, SPARE_1)
    desert, foe, flyer = card(s, "NT-011", 0), card(s, "VS-001", 1), card(s, "NT-039", 1)
    found = targets(s, desert, "hot sand")
    assert foe in found and flyer not in found
    use(s, desert, foe, "hot sand")
    assert s.wounds[foe] == 1


# --- NT-026 Маг Тор-Гарона --------------------------------------------------------------


def test_nt_026_mage_punishes_an_enemy_attack_that_deals_nothing() -> None:
    s = position(Put("NT-026", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 SPARE_1, active=1)
    mage, mine, foe = card(s, "NT-026", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 3)  # both miss
    strike(s, foe, mine)
    assert s.wounds[foe] == 1 and s.wounds[mine] == 0 and mage >= 0
    s = position(Put("NT-026", 0, "a1"), Put("VS-001", 0, "c3", closed=True),
                 Put("VS-001", 1, "c4"), SPARE_1, active=1)
    mine, foe = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(1)  # a weak hit: wounds dealt
    strike(s, foe, mine)
    assert s.wounds[foe] == 0 and s.wounds[mine] == 1


def test_nt_026_mage_punishes_three_times_a_turn_at_most() -> None:
    s = position(Put("NT-026", 0, "e1"), *(Put("VS-001", 0, f"{c}3") for c in "abcd"),
                 *(Put("VS-001", 1, f"{c}4") for c in "abcd"), active=1)
    mine = [card(s, "VS-001", 0, n) for n in range(4)]
    foes = [card(s, "VS-001", 1, n) for n in range(4)]
    for foe, target in zip(foes, mine, strict=True):
        s.queue_dice(1, 3)  # both miss
        strike(s, foe, target)
    assert [s.wounds[f] for f in foes] == [1, 1, 1, 0]


def test_nt_026_mage_shields_its_side_in_the_opponent_s_next_turn() -> None:
    s = position(Put("NT-026", 0, "a1"), Put("VS-001", 0, "c3", closed=True),
                 Put("VS-001", 1, "c4"), Put("VS-011", 0, "e1"), SPARE_1)
    mage, mine, foe = card(s, "NT-026", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    use(s, mage, mage, "shield of Tor-Garon")
    assert s.absorb(mine, 2, "strike", foe) == 2  # not yet: this is its own turn
    until_turn(s, 1)
    s.queue_dice(6)  # a strong hit of 3: all prevented
    strike(s, foe, mine)
    assert s.wounds[mine] == 0
    assert s.absorb(mine, 2, "discharge", foe) == 2  # magic: not warded


# --- NT-014 Омидгал ---------------------------------------------------------------------


def test_nt_014_omidgal_opens_an_ordinary_creature_that_fells_a_costlier_card() -> None:
    s = position(Put("NT-014", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("NT-149", 1, "c4", wounds=9, closed=True), SPARE_1)
    killer, victim = card(s, "VS-001", 0), card(s, "NT-149", 1)
    s.queue_dice(6)
    strike(s, killer, victim)
    assert s.zone[victim] != Z_BOARD and not s.closed[killer]


def test_nt_014_omidgal_opens_nothing_for_an_equal_cost_or_an_elite_killer() -> None:
    s = position(Put("NT-014", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", wounds=7, closed=True), SPARE_1)
    killer, victim = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    strike(s, killer, victim)  # the same cost: not more
    assert s.zone[victim] != Z_BOARD and s.closed[killer]
    s = position(Put("NT-014", 0, "a1"), Put("NT-026", 0, "c3"),
                 Put("NT-135", 1, "c4", wounds=12, closed=True), SPARE_1)
    killer, victim = card(s, "NT-026", 0), card(s, "NT-135", 1)
    s.queue_dice(6)
    strike(s, killer, victim)  # an elite killer
    assert s.zone[victim] != Z_BOARD and s.closed[killer]


def test_nt_014_omidgal_once_a_turn() -> None:
    s = position(Put("NT-014", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-001", 0, "d3"),
                 Put("NT-149", 1, "c4", wounds=9, closed=True),
                 Put("NT-149", 1, "d4", wounds=9, closed=True), SPARE_1)
    first, second = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    one, two = card(s, "NT-149", 1, 0), card(s, "NT-149", 1, 1)
    s.queue_dice(6)
    strike(s, first, one)
    assert not s.closed[first]
    s.queue_dice(6)
    strike(s, second, two)
    assert s.zone[two] != Z_BOARD and s.closed[second]


# --- NT-053 Прорицательница вершин (its counters clause is listed as not played) --------


def test_nt_053_peak_seer_takes_one_less_from_ranged_attacks_beside_an_artifact() -> None:
    s = position(Put("NT-053", 0, "c3"), Put("NT-049", 1, "d4"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)
    seer, foe = card(s, "NT-053", 0), card(s, "VS-001", 1)
    assert s.absorb(seer, 3, "shot", foe) == 2 and s.absorb(seer, 3, "discharge", foe) == 2
    assert s.absorb(seer, 3, "strike", foe) == 3  # not ranged
    s = position(Put("NT-053", 0, "c3"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)  # a creature beside it, no artifact
    seer, foe = card(s, "NT-053", 0), card(s, "VS-001", 1, 1)
    assert s.absorb(seer, 3, "shot", foe) == 3
    assert unplayed(s, "NT-053") == set()  # its counters clause plays now (wounds2)


def test_nt_053_peak_seer_spends_a_counter_on_a_3_4_4_discharge() -> None:
    s = position(Put("NT-053", 0, "b1"), Put("VS-001", 1, "e5"), SPARE_0, SPARE_1,
                 counters={"NT-053": 1})
    seer, foe = card(s, "NT-053", 0), card(s, "VS-001", 1)
    s.queue_dice(4)  # medium: 4
    use(s, seer, foe, "summit lightning")
    assert s.wounds[foe] == 4 and s.counters(seer) == 0
    s = position(Put("NT-053", 0, "b1"), Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    assert not targets(s, card(s, "NT-053", 0), "summit lightning")  # no counter


# --- NT-067 Фенрир (its feast: test_cards_exile.py) ------------------------------------


def test_nt_067_fenrir_takes_one_less_from_shots_only() -> None:
    s = position(Put("NT-067", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    fenrir, foe = card(s, "NT-067", 0), card(s, "VS-001", 1)
    assert s.absorb(fenrir, 3, "shot", foe) == 2
    assert s.absorb(fenrir, 3, "throw", foe) == 3 and s.absorb(fenrir, 3, "strike", foe) == 3
    assert not unplayed(s, "NT-067")  # its feast: test_cards_exile.py


# --- NT-046 Гаргулья (its stone sleep: test_cards_stone_sleep.py) ----------------------


def test_nt_046_gargoyle_gaze_moves_a_neighbour_one_cell_away_from_it() -> None:
    s = position(Put("NT-046", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "a6"),
                 SPARE_0, counters={"NT-046": 1})
    gargoyle, foe, far = card(s, "NT-046", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert targets(s, gargoyle, "gargoyle's gaze") == {foe}  # next to it only
    use(s, gargoyle, foe, "gargoyle's gaze")
    cells = {label(a >> 12) for a in s.legal_actions() if a & 15 == A.LEAP}
    assert cells == {"b5", "c5", "d5"}  # one cell from c4, none next to the gargoyle
    do(s, A.LEAP, foe, cell("c5"))
    assert s.cell[foe] == cell("c5") and s.counters(gargoyle) == 0 and far >= 0
    assert not unplayed(s, "NT-046")
    s = position(Put("NT-046", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    assert not targets(s, card(s, "NT-046", 0), "gargoyle's gaze")  # no counter


# --- NT-006 Карлик Унд, NT-008 Кондор-стервятник (some clauses listed as not played) ----


def test_nt_006_dwarf_never_steps_in_as_a_defender() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("NT-006", 0, "c3", on_host=True),
                 Put("VS-001", 0, "b3"), Put("VS-001", 1, "b4"), SPARE_1, active=1)
    dwarf, ally, foe = card(s, "NT-006", 0), card(s, "VS-001", 0, 1), card(s, "VS-001", 1)
    do(s, A.STRIKE, foe, ally)
    assert dwarf not in defenders(s)
    assert unplayed(s, "NT-006") == set()  # its other clauses play now (wounds2)


def test_nt_008_condor_finishes_only_a_host_so_never_from_the_air() -> None:
    # In the air it has no host (it lands on one at the start of its turn: wounds2), and
    # its finishing goes at nothing else (not the wounded enemy next to nothing).
    s = position(Put("NT-008", 0, "air"), Put("VS-001", 1, "c4", wounds=3), SPARE_0, SPARE_1)
    condor = card(s, "NT-008", 0)
    assert not targets(s, condor, "picks the host clean")
    assert unplayed(s, "NT-008") == set()
    assert any("2 wounds to its host if wounded" in a.describe()
               for a in s.abilities_of(condor) if a.name == "picks the host clean")
