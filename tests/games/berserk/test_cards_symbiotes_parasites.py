"""Cards of the helper r2a (issue #27): symbiotes and parasites as printed — a companion
defending its host and what it keeps on it, a parasite's hold on its host and its hop to
a new host — each printed clause played on an arranged position, named by the card's id;
and the language additions they brought (``host_loses``, ``host_no_counters``,
``host_range``, ``rehost``, the ``after_defending`` trigger, ``other_side: host``).

As in ``test_card_scenarios_nt.py``: the printed text is berserk-nxt's
``resources/data.json``; only the public game API.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, abilities_from_data
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with
from tests.games.berserk.helpers.playing import (
    settle,
)
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    give_counters,
    offered,
    position,
    strike,
)

#: Synthetic cards of this file (ids R2-001.., this helper's block).
ABILITIES: dict[str, Any] = {
    # A creature that takes a counter as its action (for a host that takes none).
    "R2-001": {"complete": True, "abilities": [
        {"name": "gather", "trigger": "tap", "effects": [{"counters": 1}]}]},
    # A ranged attack by an ability, with no printed range.
    "R2-002": {"complete": True, "abilities": [
        {"name": "spark", "label": "discharge", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"wound": 1}]}]},
    # A companion that changes hosts among its side's creatures, keeps its host nimble
    # and counter-free with a short reach, and heals itself after defending its host.
    "R2-003": {"complete": True, "abilities": [
        {"name": "ride", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"rehost": True}]},
        {"name": "steady", "trigger": "static",
         "effects": [{"host_loses": "clumsiness"}, {"host_no_counters": True},
                     {"host_range": 1}]},
        {"name": "lick wounds", "trigger": "after_defending", "other_side": "host",
         "effects": [{"heal": 1}]},
        {"name": "tithe", "trigger": "tap", "if": {"hosted": True},
         "effects": [{"host_toll": 1, "to": "self"}]}]},
    # A killer that lays a creature of its victim's cost into its own graveyard.
    "R2-005": {"complete": True, "abilities": [
        {"name": "grave for grave", "trigger": "when_destroys",
         "effects": [{"bury_same_cost": True}]}]},
    # A beacon that heals each creature of its side that teleports.
    "R2-007": {"complete": True, "abilities": [
        {"name": "beacon", "trigger": "ally_teleports", "from_afar": True,
         "target": {"side": "other"},
         "effects": [{"heal": 1}]}]},
    # A war drum: each creature of its side that destroys an enemy card heals 1.
    "R2-008": {"complete": True, "abilities": [
        {"name": "drum", "trigger": "ally_destroys", "target": {"side": "other"},
         "effects": [{"heal": 1}]}]},
    # A hush that takes an enemy creature's abilities to the end of the opponent's turn.
    "R2-009": {"complete": True, "abilities": [
        {"name": "hush", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"silence": True, "until": "end_of_opponent_turn"}]}]},
}
CARDS = [*SYNTHETIC, synthetic("R2-009", name="Немота"), synthetic("R2-008", name="Барабан"),
         synthetic("R2-007", name="Маяк"),
         synthetic("R2-005", name="Могильщик", strike={"weak": 9, "medium": 9, "strong": 9}),
         synthetic("R2-001", name="Собиратель"),
         synthetic("R2-006", name="Большой бес", classes=["demon"], cost=6,
                   abilities=["teleport"]),
         synthetic("R2-002", name="Искрящий"),
         synthetic("R2-003", name="Наездник", subtype="companion", movement=None),
         synthetic("R2-004", name="Увалень", abilities=["clumsiness"])]


@cache
def own_table() -> CardTable:
    return table_with(CARDS, ABILITIES)


def own_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=own_table(), **kwargs)


# --- the rules: a symbiote stands next to its host (rules.yaml same_cell_adjacent) ----------


def test_a_companion_may_defend_its_host_and_a_parasite_may_not() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("NT-171", 1, "c4", on_host=True), Put("VS-001", 1, "b4"),
                 Put("NT-175", 0, "b4", on_host=True), SPARE_0, SPARE_1)
    foe = card(s, "VS-001", 0)
    host, uri = card(s, "VS-001", 1), card(s, "NT-171", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(foe)} strikes {s.at(host)}")
    assert offered(s, f"{s.at(uri)} defends")
    act(s, "no defender")
    settle(s)
    # a parasite is the enemy's: it never steps in for its host (107.3: a defender of the
    # struck card's side)
    other_host, yoro = card(s, "VS-001", 1, 1), card(s, "NT-175", 0)
    assert s.host[yoro] == other_host
    assert not any(o.startswith(f"{s.at(yoro)} defends") for o in options(s))


# --- NT-171 Ури (companion): its host loses clumsiness; after defending its host it may
# wound itself 1 to open; it may defend any number of times a turn (its keyword) ---------------


def test_nt_171_its_host_loses_clumsiness_while_it_stands_on_it() -> None:
    s = position(Put("NT-128", 0, "c3"), Put("NT-171", 0, "c3", on_host=True),
                 Put("VS-001", 1, "c4", closed=True), Put("VS-001", 1, "a4", closed=True),
                 Put("NT-128", 0, "a3"), SPARE_0, SPARE_1)
    troll, uri = card(s, "NT-128", 0), card(s, "NT-171", 0)
    lone = card(s, "NT-128", 0, 1)
    foe, other = card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    assert not s.has_keyword(troll, "clumsiness") and s.has_keyword(lone, "clumsiness")
    strike(s, troll, foe, 6)  # a 6 at a closed card: strong (4), no penalty
    assert s.wounds[foe] == 4
    strike(s, lone, other, 6)  # the clumsy troll: 6 - 1 = 5, medium (3)
    assert s.wounds[other] == 3
    assert s.host[uri] == troll


def test_nt_171_the_host_is_clumsy_again_once_it_is_gone() -> None:
    s = position(Put("NT-128", 0, "c3"), Put("NT-171", 0, "c3", on_host=True, wounds=4),
                 Put("X-003", 1, "c5"), SPARE_0, SPARE_1, active=1)
    troll, uri, archer = card(s, "NT-128", 0), card(s, "NT-171", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(uri)}")
    settle(s)
    assert s.is_dead(uri) or s.host[uri] != troll
    assert s.has_keyword(troll, "clumsiness")


def _strike_the_host(s: State, foe: int, host: int, uri: int) -> None:
    s.queue_dice(1, 6)  # the companion's 6 against a 1: the attacker takes the hit
    act(s, f"{s.at(foe)} strikes {s.at(host)}")
    act(s, f"{s.at(uri)} defends")


def test_nt_171_after_defending_its_host_it_may_wound_itself_to_open() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("NT-171", 1, "c4", on_host=True), SPARE_0, SPARE_1)
    foe, host, uri = card(s, "VS-001", 0), card(s, "VS-001", 1), card(s, "NT-171", 1)
    _strike_the_host(s, foe, host, uri)
    assert s.closed[uri] and s.wounds[uri] == 0  # the defender closed after the strike
    act(s, f"{s.at(uri)} uses «shakes itself awake»")
    settle(s)
    assert not s.closed[uri] and s.wounds[uri] == 1


def test_nt_171_declined_it_stays_closed_unwounded() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("NT-171", 1, "c4", on_host=True), SPARE_0, SPARE_1)
    foe, host, uri = card(s, "VS-001", 0), card(s, "VS-001", 1), card(s, "NT-171", 1)
    _strike_the_host(s, foe, host, uri)
    act(s, "use no target")
    settle(s)
    assert s.closed[uri] and s.wounds[uri] == 0


def test_nt_171_defends_again_the_same_turn_once_it_opened() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 1, "c4"),
                 Put("NT-171", 1, "c4", on_host=True), SPARE_0, SPARE_1)
    foe, second = card(s, "VS-001", 0), card(s, "VS-001", 0, 1)
    host, uri = card(s, "VS-001", 1), card(s, "NT-171", 1)
    _strike_the_host(s, foe, host, uri)
    act(s, f"{s.at(uri)} uses «shakes itself awake»")
    settle(s)
    s.queue_dice(1, 6)
    act(s, f"{s.at(second)} strikes {s.at(host)}")
    assert offered(s, f"{s.at(uri)} defends")  # any number of times a turn


def test_nt_171_defending_another_creature_gives_no_waking() -> None:
    s = position(Put("VS-001", 0, "d3"), Put("VS-001", 1, "c4"),
                 Put("NT-171", 1, "c4", on_host=True), Put("VS-001", 1, "d4"), SPARE_0, SPARE_1)
    foe, uri, neighbour = card(s, "VS-001", 0), card(s, "NT-171", 1), card(s, "VS-001", 1, 1)
    s.queue_dice(1, 6)
    act(s, f"{s.at(foe)} strikes {s.at(neighbour)}")
    act(s, f"{s.at(uri)} defends")
    assert not any("shakes itself awake" in o for o in options(s))
    settle(s)
    assert s.closed[uri] and s.wounds[uri] == 0


# --- NT-175 Йоро (parasite): unanswerable strike; its host takes no counters, its ranged
# attacks reach 2 cells; at its player's turn start it may hop onto an enemy creature next
# to it ----------------------------------------------------------------------------------------


def test_nt_175_its_host_takes_no_counters() -> None:
    s = own_position(Put("R2-001", 1, "c4"), Put("NT-175", 0, "c4", on_host=True),
                     Put("R2-001", 1, "a4"), SPARE_0, SPARE_1, active=1)
    host, free = card(s, "R2-001", 1), card(s, "R2-001", 1, 1)
    assert not offered(s, f"{s.at(host)} uses «gather»")
    act(s, f"{s.at(free)} uses «gather»")
    settle(s)
    assert s.counters(free) == 1 and s.counters(host) == 0


@pytest.mark.parametrize(("yoro", "reached"), [(True, False), (False, True)])
def test_nt_175_its_hosts_shot_reaches_two_cells(yoro: bool, reached: bool) -> None:
    puts = [Put("X-003", 1, "c4"), Put("VS-001", 0, "c1"), Put("VS-001", 0, "c2"),
            SPARE_0, SPARE_1]
    if yoro:
        puts.append(Put("NT-175", 0, "c4", on_host=True))
    s = own_position(*puts, active=1)
    archer = card(s, "X-003", 1)
    far, near = card(s, "VS-001", 0), card(s, "VS-001", 0, 1)
    assert offered(s, f"{s.at(archer)} shoots {s.at(near)}")  # 2 cells
    assert offered(s, f"{s.at(archer)} shoots {s.at(far)}") is reached  # 3 cells


@pytest.mark.parametrize("mage", ["X-020", "R2-002"])
def test_nt_175_its_hosts_discharges_reach_two_cells(mage: str) -> None:
    s = own_position(Put(mage, 1, "c4"), Put("NT-175", 0, "c4", on_host=True),
                     Put("VS-001", 0, "c1"), Put("VS-001", 0, "c2"), SPARE_0, SPARE_1,
                     active=1)
    host = card(s, mage, 1)
    far, near = card(s, "VS-001", 0), card(s, "VS-001", 0, 1)
    said = [o for o in options(s) if o.startswith(f"{s.at(host)} ")]
    assert any(o.endswith(s.at(near)) for o in said)
    assert not any(o.endswith(s.at(far)) for o in said)


def test_nt_175_hops_onto_an_enemy_creature_next_to_it_at_its_turn_start() -> None:
    s = own_position(Put("X-003", 1, "c4"), Put("NT-175", 0, "c4", on_host=True),
                     Put("R2-001", 1, "d4"), Put("VS-001", 1, "c6"), SPARE_0, SPARE_1,
                     active=1)
    archer, yoro = card(s, "X-003", 1), card(s, "NT-175", 0)
    gatherer, far = card(s, "R2-001", 1), card(s, "VS-001", 1)
    act(s, "end the turn")  # its player's turn starts: it may hop
    assert offered(s, f"{s.at(yoro)} uses «hop to a new host» on {s.at(gatherer)}")
    assert not any(o.endswith(s.at(far)) for o in options(s))  # not next to it
    act(s, f"{s.at(yoro)} uses «hop to a new host» on {s.at(gatherer)}")
    settle(s)
    assert s.host[yoro] == gatherer and s.guest[archer] < 0 and s.cell[yoro] == s.cell[gatherer]
    s.check_invariants()
    act(s, "end the turn")
    settle(s)
    # the hold moved with it: the new host takes no counters, the old one may
    assert not offered(s, f"{s.at(gatherer)} uses «gather»")


def test_nt_175_may_stay_on_its_host() -> None:
    s = own_position(Put("X-003", 1, "c4"), Put("NT-175", 0, "c4", on_host=True),
                     Put("R2-001", 1, "d4"), SPARE_0, SPARE_1, active=1)
    archer, yoro = card(s, "X-003", 1), card(s, "NT-175", 0)
    act(s, "end the turn")
    act(s, "use no target")
    settle(s)
    assert s.host[yoro] == archer


def test_nt_175_no_hop_onto_a_creature_that_has_a_guest() -> None:
    s = own_position(Put("X-003", 1, "c4"), Put("NT-175", 0, "c4", on_host=True),
                     Put("VS-001", 1, "d4"), Put("NT-171", 1, "d4", on_host=True),
                     SPARE_0, SPARE_1, active=1)
    yoro = card(s, "NT-175", 0)
    act(s, "end the turn")
    assert not any("hop to a new host" in o for o in options(s))
    settle(s)
    assert s.host[yoro] == card(s, "X-003", 1)


# --- NT-160 Адепт тьмы (undead): at its attack at an enemy card, with no creature of that
# card's cost in its graveyard, its player may put one of that cost from the deck there;
# discharge 1 (its keyword) -------------------------------------------------------------------


def _adept(*extra: Put) -> State:
    return position(Put("NT-160", 0, "c3"), Put("VS-003", 1, "c4", closed=True),
                    Put("VS-001", 0, "deck"), Put("VS-020", 0, "deck"), *extra,
                    SPARE_0, SPARE_1)


def test_nt_160_its_strike_may_fill_the_crypt_with_a_creature_of_that_cost() -> None:
    s = _adept()
    adept, foe = card(s, "NT-160", 0), card(s, "VS-003", 1)
    gold, plain = card(s, "VS-020", 0), card(s, "VS-001", 0)
    s.queue_dice(1)
    act(s, f"{s.at(adept)} strikes {s.at(foe)}")
    act(s, f"{s.at(adept)} uses «fill the crypt»")  # the struck card costs 4
    settle(s)
    # the elite 4 counts as a 4 (elite or not alike); the 3 stays in the deck
    assert s.grave[0] == [gold] and s.deck[0] == [plain]


def test_nt_160_declined_nothing_moves() -> None:
    s = _adept()
    adept, foe = card(s, "NT-160", 0), card(s, "VS-003", 1)
    s.queue_dice(1)
    act(s, f"{s.at(adept)} strikes {s.at(foe)}")
    act(s, "use no target")
    settle(s)
    assert s.grave[0] == [] and len(s.deck[0]) == 2


def test_nt_160_not_with_a_creature_of_that_cost_in_the_graveyard() -> None:
    s = _adept(Put("VS-004", 0, "grave"))
    adept, foe = card(s, "NT-160", 0), card(s, "VS-003", 1)
    s.queue_dice(1)
    act(s, f"{s.at(adept)} strikes {s.at(foe)}")
    assert not any("fill the crypt" in o for o in options(s))
    settle(s)
    assert len(s.deck[0]) == 2


def test_nt_160_not_without_a_creature_of_that_cost_in_the_deck() -> None:
    s = position(Put("NT-160", 0, "c3"), Put("VS-011", 1, "c4", closed=True),
                 Put("VS-001", 0, "deck"), Put("VS-020", 0, "deck"), SPARE_0, SPARE_1)
    adept, foe = card(s, "NT-160", 0), card(s, "VS-011", 1)
    s.queue_dice(1)
    act(s, f"{s.at(adept)} strikes {s.at(foe)}")  # a 5: none of that cost in the deck
    assert not any("fill the crypt" in o for o in options(s))


def test_nt_160_its_discharge_may_fill_the_crypt_too() -> None:
    s = position(Put("NT-160", 0, "c3"), Put("VS-003", 1, "c6"),
                 Put("VS-001", 0, "deck"), Put("VS-020", 0, "deck"), SPARE_0, SPARE_1)
    adept, foe = card(s, "NT-160", 0), card(s, "VS-003", 1)
    gold = card(s, "VS-020", 0)
    act(s, f"{s.at(adept)} uses Разряд (discharge) on {s.at(foe)}")
    assert s.wounds[foe] == 1
    act(s, f"{s.at(adept)} uses «fill the crypt after a discharge»")
    settle(s)
    assert s.grave[0] == [gold]


# --- NT-148 Демонические врата (artifact): when a demon of its side costing 5 or less
# teleports, its player may destroy the gate to summon a demon of that name onto any free
# cell ------------------------------------------------------------------------------------------


def _gate(demon: str = "NT-147", *deck: Put) -> State:
    return own_position(Put("NT-148", 0, "a2"), Put(demon, 0, "c3"), *deck,
                        Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)


def test_nt_148_a_teleporting_demon_may_open_the_gate_for_its_copy() -> None:
    s = _gate("NT-147", Put("NT-147", 0, "deck"), Put("NT-163", 0, "deck"))
    gate, demon = card(s, "NT-148", 0), card(s, "NT-147", 0)
    copy, other = card(s, "NT-147", 0, 1), card(s, "NT-163", 0)
    act(s, f"{s.at(demon)} leaps to d4")
    act(s, f"{s.at(gate)} uses «gate of demons»")
    # any free cell of the battlefield, its player's pick (25 of 30: five cards stand)
    cells = [o for o in options(s) if o.startswith("Берелгал (NT-147) comes into play on ")]
    assert len(cells) == 25 and s.to_move == 0
    act(s, "Берелгал (NT-147) comes into play on b3")
    settle(s)
    assert s.at(copy) == "Берелгал@b3"
    assert s.grave[0] == [gate] and s.deck[0] == [other]


def test_nt_148_declined_the_gate_stays() -> None:
    s = _gate("NT-147", Put("NT-147", 0, "deck"))
    gate, demon = card(s, "NT-148", 0), card(s, "NT-147", 0)
    act(s, f"{s.at(demon)} leaps to d4")
    act(s, "use no target")
    settle(s)
    assert s.at(gate) == "Демонические врата@a2" and len(s.deck[0]) == 1


@pytest.mark.parametrize(("mover", "deck"), [
    ("NT-147", "NT-163"),  # no demon of its name in the deck
    ("R2-006", "R2-006"),  # a demon costing 6
    ("X-033", "X-033"),  # a teleporter that is no demon
])
def test_nt_148_no_gate_without_a_copy_for_a_costly_demon_or_a_non_demon(
        mover: str, deck: str) -> None:
    s = _gate(mover, Put(deck, 0, "deck"))
    demon = card(s, mover, 0)
    act(s, f"{s.at(demon)} leaps to d4")
    assert not any("gate of demons" in o for o in options(s))
    assert len(s.deck[0]) == 1


# --- NT-082 Борсан (forest guardian, priest hero): when a child of Krong of its side
# destroys an enemy card, its player may banish that child and summon onto its cell a
# child of Krong costing one more, closed, with its wounds (3 times a battle); magic strike
# 2-3-3 (its keyword) ------------------------------------------------------------------------


def _borsan(*extra: Put) -> State:
    return position(Put("NT-082", 0, "a2"), Put("NT-081", 0, "c3", wounds=2),
                    Put("VS-001", 1, "c4", wounds=7, closed=True), *extra, SPARE_0, SPARE_1)


def _kill(s: State) -> None:
    jaguar, foe = card(s, "NT-081", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    act(s, f"{s.at(jaguar)} strikes {s.at(foe)}")


def test_nt_082_a_killing_child_of_krong_grows_into_one_costing_one_more() -> None:
    s = _borsan(Put("NT-086", 0, "deck"), Put("NT-099", 0, "deck"))
    borsan, jaguar = card(s, "NT-082", 0), card(s, "NT-081", 0)
    cyclops, ruzarkh = card(s, "NT-099", 0), card(s, "NT-086", 0)
    _kill(s)
    act(s, f"{s.at(borsan)} uses «growth of Krong» on {s.at(jaguar)}")
    settle(s)
    # the 5 is banished; the 6 (elite or not alike) takes its cell, closed, with its wounds
    assert s.zone[jaguar] not in (s.zone[borsan], s.zone[ruzarkh]) and jaguar not in s.grave[0]
    assert s.at(cyclops) == "Дикий циклоп@c3" and s.closed[cyclops] and s.wounds[cyclops] == 2
    assert s.deck[0] == [ruzarkh]  # the 7 stays


def test_nt_082_declined_the_child_stays() -> None:
    s = _borsan(Put("NT-099", 0, "deck"))
    jaguar = card(s, "NT-081", 0)
    _kill(s)
    act(s, "use no target")
    settle(s)
    assert s.at(jaguar) == "Ягуар@c3" and len(s.deck[0]) == 1


def test_nt_082_nothing_without_a_child_costing_one_more_in_the_deck() -> None:
    s = _borsan(Put("NT-086", 0, "deck"), Put("VS-017", 0, "deck"))  # a 7; a 6, no child
    _kill(s)
    assert not any("growth of Krong" in o for o in options(s))


def test_nt_082_not_for_a_creature_that_is_no_child_of_krong() -> None:
    s = position(Put("NT-082", 0, "a2"), Put("VS-011", 0, "c3"), Put("NT-099", 0, "deck"),
                 Put("VS-001", 1, "c4", wounds=7, closed=True), SPARE_0, SPARE_1)
    s.queue_dice(6)
    act(s, f"{s.at(card(s, 'VS-011', 0))} strikes {s.at(card(s, 'VS-001', 1))}")
    assert not any("growth of Krong" in o for o in options(s))


def test_nt_082_three_times_a_battle() -> None:
    foes = ("b4", "c4", "d4", "d3")
    s = position(Put("NT-082", 0, "a2"), Put("NT-072", 0, "c3"),
                 *(Put("VS-001", 1, at, wounds=7) for at in foes),
                 Put("NT-081", 0, "deck"), Put("NT-099", 0, "deck"), Put("NT-101", 0, "deck"),
                 Put("NT-086", 0, "deck"), SPARE_0, SPARE_1)
    borsan, child = card(s, "NT-082", 0), card(s, "NT-072", 0)
    # a 4 grows into a 5, a 6, a 7; the fourth kill finds its uses spent
    for index, grown in enumerate(("NT-081", "NT-099", "NT-101", "NT-086")):
        foe = card(s, "VS-001", 1, index)
        s.queue_dice(6, 1)
        act(s, f"{s.at(child)} strikes {s.at(foe)}")
        if offered(s, "no defender"):
            act(s, "no defender")
        offer = f"{s.at(borsan)} uses «growth of Krong» on {s.at(child)}"
        if index == 3:
            assert not offered(s, offer)
            break
        act(s, offer)
        settle(s)
        child = card(s, grown, 0)
        assert s.at(child).endswith("@c3")
        act(s, "end the turn")  # (it came this turn: it acts from its player's next one)
        settle(s)
        act(s, "end the turn")
        settle(s)


# --- NT-094 Хрумг (companion): as it attacks it may wound its host X (at most 3) for +X to
# its next die; poison protection (its keyword) -----------------------------------------------


def _khrumg(**host: Any) -> State:
    return position(Put("VS-011", 0, "c3", **host), Put("NT-094", 0, "c3", on_host=True),
                    Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)


def test_nt_094_its_host_pays_x_for_plus_x_to_the_strikes_die() -> None:
    s = _khrumg()
    host, khrumg, foe = card(s, "VS-011", 0), card(s, "NT-094", 0), card(s, "VS-001", 1)
    for x in (1, 2, 3):
        assert offered(s, f"{s.at(khrumg)} uses «feed on the host ({x} of up to 3)» on "
                       f"{s.at(foe)}")
    s.queue_dice(3)  # 3 + 2: a medium hit at a closed card (4), where a 3 is weak (3)
    act(s, f"{s.at(khrumg)} uses «feed on the host (2 of up to 3)» on {s.at(foe)}")
    settle(s)
    assert s.wounds[host] == 2 and s.wounds[foe] == 4 and s.closed[khrumg]


def test_nt_094_without_the_toll_a_plain_strike() -> None:
    s = _khrumg()
    host, khrumg, foe = card(s, "VS-011", 0), card(s, "NT-094", 0), card(s, "VS-001", 1)
    strike(s, khrumg, foe, 3)
    assert s.wounds[host] == 0 and s.wounds[foe] == 3


def test_nt_094_the_bonus_is_for_the_next_die_only() -> None:
    s = _khrumg()
    khrumg, foe = card(s, "NT-094", 0), card(s, "VS-001", 1)
    s.queue_dice(3)
    act(s, f"{s.at(khrumg)} uses «feed on the host (1 of up to 3)» on {s.at(foe)}")
    settle(s)
    assert s.wounds[foe] == 4  # 3 + 1: medium
    act(s, "end the turn")
    settle(s)
    act(s, "end the turn")
    settle(s)
    strike(s, khrumg, foe, 3, 3)  # the foe is open now: both throw 3, nothing added
    assert any(e.text.startswith("dice 3 vs 3") for e in s.log or ())


def test_nt_094_no_toll_off_a_host() -> None:
    s = position(Put("NT-094", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    assert not any("feed on the host" in o for o in options(s))


# --- NT-180 Картограф: for a counter and its tap, with no terrain of its side, an ordinary
# terrain costing 5 or less from its deck (the map's error is listed as not played); throw 1,
# range 2 (its keyword) ---------------------------------------------------------------------


def _cartographer(*extra: Put) -> State:
    s = position(Put("NT-180", 0, "c3"), Put("VS-001", 1, "c5"), Put("NT-110", 0, "deck"),
                 Put("NT-055", 0, "deck"), Put("VS-003", 0, "deck"), *extra, SPARE_0, SPARE_1)
    give_counters(s, card(s, "NT-180", 0), 1)
    return s


def test_nt_180_the_map_brings_an_ordinary_terrain_from_the_deck() -> None:
    s = _cartographer()
    mapper, swamp = card(s, "NT-180", 0), card(s, "NT-110", 0)
    act(s, f"{s.at(mapper)} uses «the map»")
    settle(s)
    # the ordinary 4 (not the elite 3) comes into its additional zone, as terrains stand
    assert swamp in s.on_field(0) and s.cell[swamp] < 0
    assert s.counters(mapper) == 0 and s.closed[mapper]
    assert card(s, "NT-055", 0) not in s.on_field(0)


def test_nt_180_no_map_while_its_side_has_a_terrain() -> None:
    s = _cartographer(Put("NT-174", 0, "air"))
    assert not offered(s, f"{s.at(card(s, 'NT-180', 0))} uses «the map»")


def test_nt_180_no_map_without_a_counter_or_an_ordinary_terrain() -> None:
    s = position(Put("NT-180", 0, "c3"), Put("VS-001", 1, "c5"), Put("NT-110", 0, "deck"),
                 SPARE_0, SPARE_1)
    assert not offered(s, f"{s.at(card(s, 'NT-180', 0))} uses «the map»")
    s = position(Put("NT-180", 0, "c3"), Put("VS-001", 1, "c5"), Put("NT-055", 0, "deck"),
                 SPARE_0, SPARE_1)
    give_counters(s, card(s, "NT-180", 0), 1)
    assert not offered(s, f"{s.at(card(s, 'NT-180', 0))} uses «the map»")  # an elite one


def test_nt_180_the_maps_error_silences_an_enemy_terrain_to_the_end_of_the_opponents_turn(
        ) -> None:
    s = position(Put("NT-180", 0, "c3"), Put("NT-055", 1, "air"), Put("NT-174", 0, "air"),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    mapper, rock, own = card(s, "NT-180", 0), card(s, "NT-055", 1), card(s, "NT-174", 0)
    said = [o for o in options(s) if "the map's error" in o]
    assert said == [f"{s.at(mapper)} uses «the map's error» on {s.at(rock)}"]  # not its own
    assert s.abilities_of(own)
    act(s, said[0])
    act(s, "end the turn")  # the opponent's turn: the rocks have no ability
    assert not any("strength of the mountains" in o for o in options(s))
    assert s.abilities_of(rock) == ()
    act(s, "end the turn")
    act(s, "end the turn")  # the opponent's next turn: they are back
    assert any("strength of the mountains" in o for o in options(s))


# --- the language -----------------------------------------------------------------------------


def test_rehost_moves_a_companion_onto_another_creature_of_its_side_with_its_hold() -> None:
    s = own_position(Put("R2-004", 0, "c3"), Put("R2-003", 0, "c3", on_host=True),
                     Put("R2-004", 0, "d3"), Put("NT-175", 1, "d3", on_host=True),
                     Put("VS-001", 0, "b2"), SPARE_0, SPARE_1)
    first, second = card(s, "R2-004", 0), card(s, "R2-004", 0, 1)
    rider, other = card(s, "R2-003", 0), card(s, "VS-001", 0)
    assert not s.has_keyword(first, "clumsiness") and s.has_keyword(second, "clumsiness")
    assert offered(s, f"{s.at(rider)} uses «ride» on {s.at(other)}")
    # a creature hosting a parasite already has its guest (one guest a host, rules.yaml
    # symbiotes_per_host); an enemy creature is no host for a companion (209.1)
    assert not any(o.startswith(f"{s.at(rider)} uses «ride» on {s.at(second)}")
                   for o in options(s))
    act(s, f"{s.at(rider)} uses «ride» on {s.at(other)}")
    settle(s)
    assert s.host[rider] == other and s.guest[first] < 0 and s.guest[other] == rider
    assert s.has_keyword(first, "clumsiness")
    s.check_invariants()


def test_bury_same_cost_after_a_kill_takes_the_victims_cost() -> None:
    s = own_position(Put("R2-005", 0, "c3"), Put("VS-011", 1, "c4", closed=True),
                     Put("VS-001", 0, "deck"), Put("VS-012", 0, "deck"), SPARE_0, SPARE_1)
    digger, victim = card(s, "R2-005", 0), card(s, "VS-011", 1)
    five, three = card(s, "VS-012", 0), card(s, "VS-001", 0)
    strike(s, digger, victim, 1)
    assert s.is_dead(victim) or s.zone[victim] != s.zone[digger]
    assert s.grave[0] == [five] and s.deck[0] == [three]


def test_ally_teleports_from_afar_acts_for_a_far_teleporter_of_its_side_not_a_jumper(
        ) -> None:
    # the beacon (a2) is next to neither cell: from_afar hears a teleport from anywhere
    s = own_position(Put("R2-007", 0, "a2"), Put("X-033", 0, "c3", wounds=2),
                     Put("X-032", 0, "e3", wounds=2), Put("X-033", 1, "c5", wounds=2),
                     SPARE_0, SPARE_1)
    porter, jumper = card(s, "X-033", 0), card(s, "X-032", 0)
    act(s, f"{s.at(porter)} leaps to d4")
    settle(s)
    assert s.wounds[porter] == 1
    act(s, f"{s.at(jumper)} leaps to e1")
    settle(s)
    assert s.wounds[jumper] == 2


def test_ally_destroys_acts_for_the_killer_of_its_side_not_for_the_enemy() -> None:
    s = own_position(Put("R2-008", 0, "a2"), Put("VS-001", 0, "c3", wounds=2),
                     Put("VS-001", 1, "c4", wounds=7, closed=True), Put("VS-001", 1, "d4",
                                                                        wounds=2),
                     SPARE_0, SPARE_1)
    killer, foe, other = card(s, "VS-001", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    s.queue_dice(6)
    act(s, f"{s.at(killer)} strikes {s.at(foe)}")
    settle(s)
    assert s.wounds[killer] == 1 and s.wounds[other] == 2


def test_ally_jumps_acts_not_on_a_teleport_and_from_afar_is_for_ally_teleports() -> None:
    # NT-198's sneak strike follows a jump of its side, never a teleport (X-033)
    s = own_position(Put("NT-198", 0, "c3"), Put("X-033", 0, "b3"), Put("VS-001", 1, "c4"),
                     SPARE_0, SPARE_1)
    porter, foe = card(s, "X-033", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(porter)} leaps to b1")
    settle(s)
    assert s.wounds[foe] == 0 and not any("sneak strike" in t.text for t in s.log or ())
    for trigger, far in (("ally_jumps", True), ("ally_teleports", False),
                         ("ally_teleports", "yes")):
        with pytest.raises(AbilityError, match="from_afar"):
            abilities_from_data({"game": "berserk", "cards": {"R2-900": {
                "complete": True, "abilities": [
                    {"name": "x", "trigger": trigger, "from_afar": far,
                     "effects": [{"heal": 1}]}]}}})


def test_host_toll_wounds_the_host_only_while_on_one() -> None:
    s = own_position(Put("R2-004", 0, "c3"), Put("R2-003", 0, "c3", on_host=True),
                     Put("R2-003", 0, "a3"), SPARE_0, SPARE_1)
    host, rider, lone = card(s, "R2-004", 0), card(s, "R2-003", 0), card(s, "R2-003", 0, 1)
    assert not offered(s, f"{s.at(lone)} uses «tithe»")
    act(s, f"{s.at(rider)} uses «tithe»")
    settle(s)
    assert s.wounds[host] == 1 and s.closed[rider]


def test_silence_until_a_printed_end_takes_the_keywords_too_and_gives_them_back() -> None:
    # main's silence (every ability, keywords too) with until: to that end, not while the
    # silencing card stays in play
    s = own_position(Put("R2-009", 0, "c3"), Put("X-001", 1, "a5"), SPARE_0, SPARE_1)
    hush, knight = card(s, "R2-009", 0), card(s, "X-001", 1)
    act(s, f"{s.at(hush)} uses «hush» on {s.at(knight)}")
    assert not offered(s, f"{s.at(hush)} uses «hush» on {s.at(knight)}")
    act(s, "end the turn")  # the opponent's turn: still silenced
    options(s)
    assert not s.has_keyword(knight, "armour")
    act(s, "end the turn")  # its end passed: the knight has its armour again
    options(s)
    assert s.has_keyword(knight, "armour")
    s.check_invariants()


def test_after_defending_acts_only_for_its_host() -> None:
    s = own_position(Put("VS-001", 1, "c4"), Put("R2-004", 0, "c3"),
                     Put("R2-003", 0, "c3", on_host=True, wounds=2), SPARE_0, SPARE_1, active=1)
    foe, host, rider = card(s, "VS-001", 1), card(s, "R2-004", 0), card(s, "R2-003", 0)
    s.queue_dice(1, 6)
    act(s, f"{s.at(foe)} strikes {s.at(host)}")
    act(s, f"{s.at(rider)} defends")
    settle(s)
    assert s.wounds[rider] == 1  # healed 1 after the strike it defended its host in


def test_the_host_effects_are_passives_of_their_own() -> None:
    with pytest.raises(AbilityError):
        abilities_from_data({"game": "berserk", "cards": {"R2-900": {
            "complete": True, "abilities": [
                {"name": "x", "trigger": "tap", "effects": [{"host_range": 2}]}]}}})
    with pytest.raises(AbilityError):
        abilities_from_data({"game": "berserk", "cards": {"R2-900": {
            "complete": True, "abilities": [
                {"name": "x", "trigger": "static", "effects": [{"host_loses": 3}]}]}}})


@pytest.mark.parametrize("effect", [
    {"summon": {"if": {"class": "demon"}, "instead": True, "instead_of_target": True}},
    {"summon": {"if": {"class": "demon"}, "cost_step": "one"}},
    {"summon": {"if": {"class": "demon"}, "cost_step": True}},
    {"summon": {"same_name": "yes"}},
    {"summon": {"same_name": True, "onto": "everywhere"}},
    {"host_range": "two"},
])
def test_bad_summon_and_host_records_are_errors(effect: dict[str, Any]) -> None:
    with pytest.raises(AbilityError):
        abilities_from_data({"game": "berserk", "cards": {"R2-900": {
            "complete": True, "abilities": [
                {"name": "x", "trigger": "tap", "target": {"side": "enemy"},
                 "effects": [effect]}]}}})

