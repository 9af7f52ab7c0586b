"""Issue #27 (wounds2): cards that move, share out or take wounds and counters, brought to
play as printed, and the language they needed (spreading an attack's wounds over the cards
of a side before its deaths are settled): one scenario per card id on an arranged position,
each printed clause where it matters and where the text rules it out."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, compile_ability
from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.information import information_state
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import MAIN, SPREAD, Z_BOARD, Z_GRAVE, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

#: Synthetic cards of this file (ids WD-001..): the language this round added, on plain
#: creatures.
ABILITIES: dict[str, Any] = {
    "WD-001": {"complete": True, "abilities": [
        {"name": "share the load", "trigger": "spread_wounds", "target": {"side": "ally"},
         "effects": [{"spread": {"onto": "among"}}]}]},
    "WD-002": {"complete": True, "abilities": [
        {"name": "untouchable", "trigger": "static", "effects": [{"host_only_wounds": True}]},
        {"name": "alone", "trigger": "static", "effects": [{"unguardable": True}]},
        {"name": "clinging", "trigger": "static", "effects": [{"grip_host": True}]}]},
    "WD-003": {"complete": True, "abilities": [
        {"name": "hop on", "trigger": "tap", "target": {"side": "enemy", "range": 1},
         "effects": [{"become_parasite": True}]},
        {"name": "hop off", "trigger": "static", "effects": [{"rise_instead": True}]}]},
    "WD-004": {"complete": True, "abilities": [
        {"name": "pepper", "label": "throw", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"volley": {"shots": 2, "each": 1}}]},
        {"name": "pepper elsewhere", "label": "throw", "trigger": "volley_redirect",
         "picked_by": "opponent", "target": {"side": "enemy"},
         "effects": [{"volley_shot": True}]}]},
}
CARDS = [synthetic("WD-001", name="Тест WD-001"), synthetic("WD-002", name="Тест WD-002"),
         synthetic("WD-003", name="Тест WD-003"), synthetic("WD-004", name="Тест WD-004")]


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, *CARDS), ABILITIES)


def declare_strike(s: State, attacker: int, target: int, *dice: int) -> None:
    """``attacker`` declares a simple strike at ``target`` with these dice; no defender
    steps in; the game stops at the next choice after the dice (a spread, or the main
    phase)."""
    s.queue_dice(*dice)
    act(s, f"{s.at(attacker)} strikes {s.at(target)}")
    if "no defender" in options(s):
        act(s, "no defender")


def moves(s: State) -> list[str]:
    """The cards the waiting spread may move a wound onto (by their place)."""
    return [o.rsplit(" onto ", 1)[1] for o in options(s) if " onto " in o]


def spread(s: State, spreader: int, victim: int, onto: int) -> None:
    act(s, f"{s.at(spreader)} «{s.abilities_of(spreader)[0].name}» moves a wound of "
        f"{s.at(victim)} onto {s.at(onto)}")


# --- the language: spread_wounds and its spread effect ------------------------------------


def test_spread_is_the_one_effect_of_a_spread_wounds_ability() -> None:
    good: dict[str, Any] = {"trigger": "spread_wounds", "target": {"side": "ally"},
                            "effects": [{"spread": {"onto": "others", "tap": True}}]}
    assert compile_ability(good, "T-1").effects[0].op == "spread"
    for bad in (
        {**good, "trigger": "when_wounded"},  # a spread needs its trigger
        {**good, "effects": [{"wound": 1}]},  # the trigger needs a spread
        {**good, "effects": [{"spread": {"onto": "others"}}, {"heal": 1}]},
        {**good, "effects": [{"spread": {"onto": "everyone"}}]},
        {**good, "effects": [{"spread": {"onto": "among", "tap": "yes"}}]},
        {**good, "effects": [{"spread": {"onto": "among", "twice": True}}]},
        {**good, "effects": [{"spread": "among"}]},
        {**good, "if_attack": ["poison"]},
    ):
        with pytest.raises(AbilityError):
            compile_ability(bad, "T-1")


def test_spread_of_every_attack_kind_and_of_no_other_wounds() -> None:
    # no if_attack: every attack (a simple strike, a shot); no tap: a closed card spreads
    s = arrange((Put("WD-001", 0, "a3", closed=True), Put("VS-001", 0, "c3"),
                 Put("X-003", 1, "c6"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1),
                table=synthetic_table(), active=1)
    sharer, nomad, spare = card(s, "WD-001", 0), card(s, "VS-001", 0), card(s, "VS-011", 0)
    act(s, f"{s.at(card(s, 'X-003', 1))} shoots {s.at(nomad)}")
    assert s.phase == SPREAD and moves(s) == [s.at(spare)]  # not itself: no include_self
    spread(s, sharer, nomad, spare)
    spread(s, sharer, nomad, spare)  # the last wound ends it
    assert s.phase == MAIN and s.wounds[spare] == 2 and s.wounds[nomad] == 0
    declare_strike(s, card(s, "VS-001", 1), nomad, 6, 1)
    assert s.phase == SPREAD
    act(s, "leave the wounds where they are")
    assert s.wounds[nomad] == 3
    # wounds that are no attack's (an ability's damage) are not spread
    s.wound(nomad, 1, -1, "ability")
    s.go_on()
    assert s.phase == MAIN and s.wounds[nomad] == 4


def test_host_only_wounds_on_a_creature_with_no_host_and_unguardable_on_the_board() -> None:
    # not a symbiote: no host, so no card wounds it; no defender steps in for it; its grip
    # holds no one (it stands on no host)
    s = arrange((Put("WD-002", 0, "c3"), Put("VS-117", 0, "d3"), Put("VS-001", 1, "c4"),
                 SPARE_0, SPARE_1), table=synthetic_table(), active=1)
    lone, foe = card(s, "WD-002", 0), card(s, "VS-001", 1)
    assert f"move {s.at(foe)} to b4" in options(s)
    s.queue_dice(6, 1)
    act(s, f"{s.at(foe)} strikes {s.at(lone)}")
    assert not any(o.endswith(" defends") for o in options(s))
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[lone] == 0


def test_a_ground_creature_becomes_a_parasite_from_its_cell_and_flies_when_its_host_dies(
) -> None:
    s = arrange((Put("WD-003", 0, "c3"), Put("VS-001", 1, "c4", wounds=5),
                 Put("VS-001", 0, "b4"), SPARE_0, SPARE_1), table=synthetic_table())
    hopper, foe = card(s, "WD-003", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(hopper)} uses «hop on» on {s.at(foe)}")
    assert s.host[hopper] == foe and s.cell[hopper] == s.cell[foe]
    assert s.at(hopper).endswith("c4") and s.cells[cell("c3")] < 0  # its cell is free
    declare_strike(s, card(s, "VS-001", 0), foe, 6, 1)
    assert s.zone[foe] == Z_GRAVE and s.is_flyer(hopper) and s.zone[hopper] != Z_GRAVE


def test_a_volley_of_throws_of_its_own_size() -> None:
    s = arrange((Put("WD-004", 0, "c2"), Put("VS-117", 1, "c5"), Put("VS-001", 1, "d5"),
                 SPARE_0, SPARE_1), table=synthetic_table())
    thrower, vail, nomad = card(s, "WD-004", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    s.queue_dice(4, 6)
    act(s, f"{s.at(thrower)} uses «pepper» on {s.at(vail)}")
    act(s, f"{s.at(thrower)} uses «pepper elsewhere» on {s.at(nomad)}")
    assert s.phase == MAIN and (s.wounds[vail], s.wounds[nomad]) == (1, 1)


# --- VS-184 Отшельница: {instant}{tap} spread a strike's wounds; {tap} heal itself 3 ------


def hermit_position(**kwargs: Any) -> State:
    """The enemy's turn: its nomad next to our nomad with one life left; our hermit and
    our vail beside them."""
    return position(Put("VS-184", 0, "b3", **kwargs), Put("VS-001", 0, "c3", wounds=7),
                    Put("VS-117", 0, "d3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                    active=1)


def test_vs_184_spreads_a_strikes_wounds_onto_other_creatures_and_saves_the_struck_one() -> None:
    s = hermit_position()
    hermit, nomad, vail = card(s, "VS-184", 0), card(s, "VS-001", 0), card(s, "VS-117", 0)
    spare, foe = card(s, "VS-011", 0), card(s, "VS-001", 1)
    declare_strike(s, foe, nomad, 6, 1)  # a strong hit: 3 wounds, one more than it has
    assert s.phase == SPREAD and s.to_move == 0  # before the nomad dies
    other = s.clone()  # what waits to be spread is in the open: both seats' key has it
    m, index, victim, left, by, moved = other.spreading[0]
    other.spreading[0] = (m, index, victim, left - 1, by, moved)
    assert information_state(other, 1) != information_state(s, 1)
    # onto other creatures of its side (the hermit too), never the enemy's nor the nomad
    assert sorted(moves(s)) == sorted(s.at(c) for c in (hermit, vail, spare))
    assert "leave the wounds where they are" in options(s)
    spread(s, hermit, nomad, vail)
    # once begun, every wound moves: no stopping with some left on the nomad
    assert "leave the wounds where they are" not in options(s)
    spread(s, hermit, nomad, hermit)
    spread(s, hermit, nomad, vail)
    assert s.phase == MAIN and s.zone[nomad] == Z_BOARD
    assert (s.wounds[nomad], s.wounds[vail], s.wounds[hermit]) == (7, 2, 1)
    assert s.closed[hermit]  # its tap


def test_vs_184_a_creature_that_takes_too_many_dies_once_the_spread_is_over() -> None:
    s = position(Put("VS-184", 0, "b3"), Put("VS-001", 0, "c3", wounds=7),
                 Put("VS-117", 0, "d3", wounds=12), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                 active=1)
    hermit, nomad, vail = card(s, "VS-184", 0), card(s, "VS-001", 0), card(s, "VS-117", 0)
    declare_strike(s, card(s, "VS-001", 1), nomad, 6, 1)
    spread(s, hermit, nomad, vail)
    spread(s, hermit, nomad, vail)  # its 14th wound: it may still take more
    assert s.phase == SPREAD and s.zone[vail] == Z_BOARD and s.at(vail) in moves(s)
    spread(s, hermit, nomad, hermit)
    assert s.phase == MAIN and s.zone[vail] == Z_GRAVE and s.zone[nomad] == Z_BOARD


def test_vs_184_declined_the_struck_creature_dies_and_the_hermit_stays_open() -> None:
    s = hermit_position()
    hermit, nomad = card(s, "VS-184", 0), card(s, "VS-001", 0)
    declare_strike(s, card(s, "VS-001", 1), nomad, 6, 1)
    act(s, "leave the wounds where they are")
    assert s.phase == MAIN and s.zone[nomad] == Z_GRAVE and not s.closed[hermit]


def test_vs_184_a_closed_hermit_spreads_nothing() -> None:
    s = hermit_position(closed=True)
    nomad = card(s, "VS-001", 0)
    declare_strike(s, card(s, "VS-001", 1), nomad, 6, 1)
    assert s.phase == MAIN and s.zone[nomad] == Z_GRAVE


def test_vs_184_a_shot_is_no_strike_and_an_enemys_wounds_are_not_its_own() -> None:
    s = position(Put("VS-184", 0, "b3"), Put("VS-001", 0, "c3", wounds=7),
                 Put("X-003", 1, "c6"), SPARE_0, SPARE_1, active=1)
    nomad = card(s, "VS-001", 0)
    act(s, f"{s.at(card(s, 'X-003', 1))} shoots {s.at(nomad)}")  # a shot of 2
    assert s.phase == MAIN and s.zone[nomad] == Z_GRAVE
    # in its own turn, its side's strike wounds an enemy: nothing of the enemy's to spread
    s = position(Put("VS-184", 0, "b3"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", wounds=7), SPARE_0, SPARE_1)
    foe = card(s, "VS-001", 1)
    declare_strike(s, card(s, "VS-001", 0), foe, 6, 1)
    assert s.phase == MAIN and s.zone[foe] == Z_GRAVE


def test_vs_184_spreads_the_counter_strike_wounds_its_side_takes() -> None:
    s = position(Put("VS-184", 0, "b3"), Put("VS-001", 0, "c3", wounds=7),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    hermit, nomad, foe = card(s, "VS-184", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    declare_strike(s, nomad, foe, 1, 6)  # our miss, their medium counter-strike: 2
    assert s.phase == SPREAD and s.to_move == 0
    for _ in range(2):
        spread(s, hermit, nomad, hermit)
    assert s.zone[nomad] == Z_BOARD and (s.wounds[nomad], s.wounds[hermit]) == (7, 2)


def test_vs_184_wounds_healed_before_the_spread_are_not_spread() -> None:
    # our scavenger's strike destroys the nomad as its counter-strike wounds it: scavenging
    # heals it before the spread is asked, so nothing is left to spread (a random game
    # found wounds below nothing)
    s = position(Put("VS-184", 0, "b3"), Put("X-031", 0, "c3"),
                 Put("VS-001", 1, "c4", wounds=5), SPARE_0, SPARE_1)
    hermit, scavenger = card(s, "VS-184", 0), card(s, "X-031", 0)
    declare_strike(s, scavenger, card(s, "VS-001", 1), 6, 4)
    if s.phase != MAIN and "keep the full result" in options(s):
        act(s, "keep the full result")
    assert s.phase == MAIN and s.wounds[scavenger] == 0 and not s.closed[hermit]
    assert any("scavenges" in e.text for e in s.log or [])


def test_vs_184_hermits_rest_heals_itself_three() -> None:
    s = position(Put("VS-184", 0, "b3", wounds=5), SPARE_0, SPARE_1)
    hermit = card(s, "VS-184", 0)
    act(s, f"{s.at(hermit)} uses «hermit's rest»")
    assert s.wounds[hermit] == 2 and s.closed[hermit]


# --- NT-118 Обелиск топей: a ranged attack's wounds spread among non-incorporeal cards ---


def obelisk_position() -> State:
    """The enemy's turn: its archer (shot 2) far from our nomad with one life left; our
    obelisk and an incorporeal knight of our side."""
    return position(Put("NT-118", 0, "a3"), Put("VS-001", 0, "c3", wounds=7),
                    Put("NT-144", 0, "d3"), Put("X-003", 1, "c6"), SPARE_0, SPARE_1,
                    active=1)


def test_nt_118_spreads_a_shots_wounds_among_non_incorporeal_cards_and_saves_the_creature(
) -> None:
    s = obelisk_position()
    obelisk, nomad, knight = card(s, "NT-118", 0), card(s, "VS-001", 0), card(s, "NT-144", 0)
    spare, archer = card(s, "VS-011", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(nomad)}")  # 2 wounds, one more than it has
    assert s.phase == SPREAD and s.zone[nomad] == Z_BOARD
    # the obelisk itself and the spare; not the incorporeal knight, never an enemy card
    assert sorted(moves(s)) == sorted(s.at(c) for c in (obelisk, spare))
    assert s.at(knight) not in moves(s)
    spread(s, obelisk, nomad, obelisk)
    spread(s, obelisk, nomad, spare)
    assert s.phase == MAIN and s.zone[nomad] == Z_BOARD
    assert (s.wounds[nomad], s.wounds[obelisk], s.wounds[spare]) == (7, 1, 1)


def test_nt_118_may_stop_the_rest_staying_on_the_creature() -> None:
    s = obelisk_position()
    obelisk, nomad = card(s, "NT-118", 0), card(s, "VS-001", 0)
    act(s, f"{s.at(card(s, 'X-003', 1))} shoots {s.at(nomad)}")
    spread(s, obelisk, nomad, obelisk)
    act(s, "leave the wounds where they are")  # among the cards: the nomad keeps one
    assert s.phase == MAIN and s.zone[nomad] == Z_GRAVE and s.wounds[obelisk] == 1


def test_nt_118_twice_a_turn_and_not_a_third_time() -> None:
    s = position(Put("NT-118", 0, "a3"), Put("VS-117", 0, "c3"), Put("X-003", 1, "c6"),
                 Put("X-003", 1, "b6"), Put("X-003", 1, "d6"), SPARE_0, SPARE_1, active=1)
    obelisk, vail = card(s, "NT-118", 0), card(s, "VS-117", 0)
    for nth in range(3):
        act(s, f"{s.at(card(s, 'X-003', 1, nth))} shoots {s.at(vail)}")
        if nth < 2:
            assert s.phase == SPREAD
            spread(s, obelisk, vail, obelisk)
            act(s, "leave the wounds where they are")
    assert s.phase == MAIN and s.wounds[vail] == 4 and s.wounds[obelisk] == 2


def test_nt_118_a_simple_strike_is_no_ranged_attack() -> None:
    s = position(Put("NT-118", 0, "a3"), Put("VS-001", 0, "c3", wounds=7),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    nomad = card(s, "VS-001", 0)
    declare_strike(s, card(s, "VS-001", 1), nomad, 6, 1)
    assert s.phase == MAIN and s.zone[nomad] == Z_GRAVE


# --- NT-006 Карлик Унд: a parasite its host must strike, that only its host may wound ----


def dwarf_position(**kwargs: Any) -> State:
    """The host's turn: an enemy nomad carries our dwarf; our nomad stands next to it, an
    enemy archer behind."""
    return position(Put("VS-001", 1, "c4"), Put("NT-006", 0, "c4", on_host=True, **kwargs),
                    Put("VS-001", 0, "c3"), Put("X-003", 1, "b5"), SPARE_0, SPARE_1,
                    active=1)


def test_nt_006_its_host_may_declare_nothing_but_a_simple_strike_at_it() -> None:
    s = dwarf_position()
    host, dwarf, archer = card(s, "VS-001", 1), card(s, "NT-006", 0), card(s, "X-003", 1)
    mine = [o for o in options(s) if o.startswith(s.at(host)) or f"move {s.at(host)}" in o]
    assert mine == [f"{s.at(host)} strikes {s.at(dwarf)}"]  # no move, no other target
    assert f"{s.at(archer)} shoots {s.at(card(s, 'VS-001', 0))}" in options(s)  # others free
    # face down on the host (not yet revealed) it holds nothing
    s = dwarf_position(face_down=True)
    host = card(s, "VS-001", 1)
    assert f"move {s.at(host)} to b4" in options(s)


def test_nt_006_a_host_compelled_to_strike_a_closed_creature_may_pass_instead() -> None:
    # the basaarg must strike a closed enemy creature it can strike; gripped, it may
    # strike only the dwarf, so no closed creature compels it: it may strike the dwarf or
    # end its turn (a random game found no action at all)
    s = position(Put("VS-053", 1, "c4"), Put("NT-006", 0, "c4", on_host=True),
                 Put("VS-001", 0, "c3", closed=True), SPARE_0, active=1)
    nomad = card(s, "VS-001", 0)
    assert s.active == 1 and s.phase == MAIN and s.wounds[nomad] == 0
    assert options(s) == ["Гном-басаарг@c4 strikes Карлик Унд@c4", "end the turn"]


def test_nt_006_only_its_host_wounds_it() -> None:
    s = dwarf_position()
    host, dwarf, archer = card(s, "VS-001", 1), card(s, "NT-006", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} strikes {s.at(dwarf)}")  # another enemy's strike: nothing
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[dwarf] == 0
    s.wound(dwarf, s.absorb(dwarf, 2, "ability", archer), archer, "ability")
    assert s.wounds[dwarf] == 0  # nor an ability's wound from another card
    declare_strike(s, host, dwarf, 6, 1)  # its host's strong hit: 3
    assert s.wounds[dwarf] == 3


def test_nt_006_no_defender_for_it_and_it_defends_no_one() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("NT-006", 0, "c4", on_host=True),
                 Put("VS-001", 0, "c3"), Put("VS-117", 0, "d4"), SPARE_0, SPARE_1, active=1)
    host, dwarf = card(s, "VS-001", 1), card(s, "NT-006", 0)
    s.queue_dice(6, 1)
    act(s, f"{s.at(host)} strikes {s.at(dwarf)}")
    assert not any(o.endswith(" defends") for o in options(s))  # the vail may not step in
    # the dwarf never defends a creature of its side
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("NT-006", 0, "c4", on_host=True), Put("VS-001", 1, "b3"), SPARE_0,
                 SPARE_1, active=1)
    nomad, foe = card(s, "VS-001", 0), card(s, "VS-001", 1, 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(foe)} strikes {s.at(nomad)}")
    assert not any(o.startswith("Карлик Унд") for o in options(s))


# --- NT-053 Прорицательница вершин: an enemy's lost counters flow to the seer's side ----


def seer_position(*counters: int) -> State:
    """The enemy's turn about to end: Alvalinds (evening discharge: they lose every
    counter) with these counters; our seer, vail and nomad."""
    puts = [Put("NT-053", 0, "b2"), Put("VS-117", 0, "c2"), Put("VS-001", 0, "d2"),
            SPARE_0, SPARE_1]
    puts += [Put("VS-178", 1, cell) for cell in ("c5", "d5")[:len(counters)]]
    s = position(*puts, active=1)
    for nth, n in enumerate(counters):
        s.set_counters(card(s, "VS-178", 1, nth), n)
    act(s, f"move {s.at(card(s, 'VS-011', 1))} to e5")  # listed again with the counters
    act(s, "end the turn")
    return s


def discharge_at_spare(s: State, nth: int = 0) -> None:
    alvalind = card(s, "VS-178", 1, nth)
    act(s, f"{s.at(alvalind)} uses «evening discharge» on {s.at(card(s, 'VS-011', 0))}")


def test_nt_053_an_enemy_losing_x_counters_gives_x_creatures_a_counter_each() -> None:
    s = seer_position(3)
    seer, vail, nomad = card(s, "NT-053", 0), card(s, "VS-117", 0), card(s, "VS-001", 0)
    discharge_at_spare(s)  # it loses its 3 counters
    assert s.to_move == 0
    flow = "«counters flow to the seer's side»"
    act(s, f"{s.at(seer)} uses {flow}")  # itself first
    act(s, f"{s.at(seer)} uses {flow} on {s.at(vail)}")
    assert f"{s.at(seer)} uses {flow}" not in options(s)  # different creatures
    act(s, f"{s.at(seer)} uses {flow} on {s.at(nomad)}")
    # the third was the last; the other way (all on one) is not offered after it
    assert s.phase == MAIN
    assert [s.counters(c) for c in (seer, vail, nomad)] == [1, 1, 1]


def test_nt_053_or_x_counters_on_one_creature_and_either_way_is_a_may() -> None:
    s = seer_position(3)
    seer, vail = card(s, "NT-053", 0), card(s, "VS-117", 0)
    discharge_at_spare(s)
    act(s, "use no target")  # not a counter each ...
    act(s, f"{s.at(seer)} uses «counters flow to the seer's side (all on one)» on "
        f"{s.at(vail)}")  # ... but 3 on the vail
    assert s.phase == MAIN and s.counters(vail) == 3 and s.counters(seer) == 0
    s = seer_position(2)
    discharge_at_spare(s)
    act(s, "use no target")
    act(s, "use no target")  # neither
    assert s.phase == MAIN and s.counters(card(s, "NT-053", 0)) == 0


def test_nt_053_once_a_turn() -> None:
    s = seer_position(2, 1)  # two enemy cards lose counters at the end of one turn
    seer = card(s, "NT-053", 0)
    discharge_at_spare(s)
    discharge_at_spare(s, 1)
    options_now = options(s)
    act(s, f"{s.at(seer)} uses «counters flow to the seer's side»")
    act(s, "use no target")  # one counter of the two: stopped early, still its use
    assert s.phase == MAIN, options_now  # the second loss, the same turn: nothing
    assert s.counters(seer) == 1


def test_nt_053_its_own_sides_counters_lost_give_nothing() -> None:
    s = position(Put("NT-053", 0, "b2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    seer = card(s, "NT-053", 0)
    s.set_counters(seer, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    act(s, f"{s.at(seer)} uses «summit lightning» on {s.at(card(s, 'VS-001', 1))}")
    assert s.phase == MAIN and s.counters(seer) == 0


# --- NT-008 Кондор-стервятник: lands on a dying enemy as its parasite, flies off again ---


def condor_position(*more: Put) -> State:
    """Its side's turn about to begin: our condor in the air; an enemy nomad with 3 lives
    left and an enemy vail with 14."""
    s = position(Put("NT-008", 0, "air"), Put("VS-001", 1, "c4", wounds=5),
                 Put("VS-117", 1, "d4"), SPARE_0, SPARE_1, *more, active=1)
    act(s, "end the turn")
    return s


def land(s: State, host: int) -> None:
    act(s, f"{s.at(card(s, 'NT-008', 0))} uses «carrion landing» on {s.at(host)}")


def test_nt_008_lands_as_the_parasite_of_an_enemy_with_4_or_fewer_lives() -> None:
    s = condor_position()
    condor, nomad, vail = card(s, "NT-008", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    assert s.active == 0 and s.to_move == 0
    assert not any(s.at(vail) in o for o in options(s))  # 14 lives: too many
    land(s, nomad)
    assert s.phase == MAIN and s.host[condor] == nomad and s.guest[nomad] == condor
    assert not s.is_flyer(condor) and s.zone[condor] == Z_BOARD
    act(s, f"{s.at(condor)} uses «picks the host clean» on {s.at(nomad)}")  # its finishing
    assert s.wounds[nomad] == 7


def test_nt_008_landing_is_a_may_and_needs_a_creature_so_weak() -> None:
    s = condor_position()
    condor = card(s, "NT-008", 0)
    act(s, "use no target")
    assert s.phase == MAIN and s.is_flyer(condor) and s.host[condor] < 0
    for wounds, offered in ((4, True), (3, False)):  # 4 lives left: yes; 5: no
        s = position(Put("NT-008", 0, "air"), Put("VS-001", 1, "c4", wounds=wounds),
                     SPARE_0, SPARE_1, active=1)
        act(s, "end the turn")
        assert (s.phase != MAIN) == offered
    # no enemy creature with 4 or fewer lives: nothing is asked
    s = position(Put("NT-008", 0, "air"), Put("VS-117", 1, "d4"), SPARE_0, SPARE_1,
                 active=1)
    act(s, "end the turn")
    assert s.phase == MAIN and s.is_flyer(card(s, "NT-008", 0))


def test_nt_008_a_host_that_has_a_symbiote_already_is_no_landing_place() -> None:
    s = condor_position(Put("NT-006", 0, "c4", on_host=True))
    assert s.phase == MAIN  # the nomad carries the dwarf: nowhere to land
    # nor is a symbiote (a random game found one taken for a host)
    s = condor_position(Put("NT-056", 1, "d4", on_host=True, wounds=2))
    companion = card(s, "NT-056", 1)
    assert s.lives_left(companion) <= 4 and s.phase != MAIN
    assert not any(o.endswith(s.at(companion)) for o in options(s))


def test_nt_008_takes_wing_again_when_its_host_dies() -> None:
    s = condor_position(Put("VS-001", 0, "c3"))
    condor, nomad = card(s, "NT-008", 0), card(s, "VS-001", 1)
    land(s, nomad)
    declare_strike(s, card(s, "VS-001", 0), nomad, 6, 1)  # a strong hit: 3, its 8th
    assert s.zone[nomad] == Z_GRAVE
    assert s.zone[condor] != Z_GRAVE and s.is_flyer(condor) and s.host[condor] < 0
    assert "takes wing instead of dying with its host" in " ".join(
        e.text for e in s.log or [])


# --- NT-029 Орк-арбалетчик: for a counter, five shots of 2 at one card, a die each -------


def crossbow_position() -> State:
    """Our orc with a counter; the enemy's vail, a nomad next to it (d5) and one two cells
    off (a6)."""
    s = position(Put("NT-029", 0, "c2"), Put("VS-117", 1, "c5"), Put("VS-001", 1, "d5"),
                 Put("VS-001", 1, "a6"), SPARE_0, SPARE_1)
    s.set_counters(card(s, "NT-029", 0), 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")  # listed again with the counter
    return s


def redirect(s: State, onto: int) -> None:
    act(s, f"{s.at(card(s, 'NT-029', 0))} uses «crossbow volley (a shot sent elsewhere)» "
        f"on {s.at(onto)}")


def test_nt_029_five_shots_a_die_each_blocked_on_1_2_hitting_on_5_6() -> None:
    s = crossbow_position()
    orc, vail = card(s, "NT-029", 0), card(s, "VS-117", 1)
    s.queue_dice(1, 2, 5, 6, 5)
    act(s, f"{s.at(orc)} uses «crossbow volley» on {s.at(vail)}")
    assert s.wounds[vail] == 6 and s.counters(orc) == 0 and s.closed[orc]
    assert "die 1: the shot is blocked" in " ".join(e.text for e in s.log or [])


def test_nt_029_on_3_4_the_opponent_may_send_the_shot_into_a_card_next_to_the_target(
) -> None:
    s = crossbow_position()
    orc, vail = card(s, "NT-029", 0), card(s, "VS-117", 1)
    beside, far = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(3, 5, 4, 1, 6)
    act(s, f"{s.at(orc)} uses «crossbow volley» on {s.at(vail)}")
    assert s.to_move == 1  # the opponent picks: the vail or its neighbour, not the far one
    picks = [o.rsplit(" on ", 1)[1] for o in options(s)]
    assert sorted(picks) == sorted([s.at(vail), s.at(beside)])
    assert s.at(far) not in picks and "use no target" not in options(s)
    redirect(s, beside)  # the first shot into the nomad; the second (5) at the vail
    assert s.to_move == 1
    redirect(s, vail)  # the third stays on the vail; the fourth blocked, the fifth hits
    assert s.phase == MAIN and (s.wounds[vail], s.wounds[beside]) == (6, 2)


def test_nt_029_costs_a_counter_and_the_shots_end_with_the_target() -> None:
    s = position(Put("NT-029", 0, "c2"), Put("VS-001", 1, "c5", wounds=5), SPARE_0, SPARE_1)
    orc, nomad = card(s, "NT-029", 0), card(s, "VS-001", 1)
    assert not any("«crossbow volley»" in o for o in options(s))  # no counter: no volley
    s.set_counters(orc, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    s.queue_dice(5, 6, 3, 3, 3)  # two shots destroy it: the three others are lost
    act(s, f"{s.at(orc)} uses «crossbow volley» on {s.at(nomad)}")
    assert s.zone[nomad] == Z_GRAVE and s.phase == MAIN
    assert "the other shots are lost" in " ".join(e.text for e in s.log or [])
    # on 3-4 with no card of theirs next to the target, the shot simply hits it
    s = position(Put("NT-029", 0, "c2"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    orc, vail = card(s, "NT-029", 0), card(s, "VS-117", 1)
    s.set_counters(orc, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    s.queue_dice(3, 4, 3, 4, 3)
    act(s, f"{s.at(orc)} uses «crossbow volley» on {s.at(vail)}")
    assert s.wounds[vail] == 10


def test_nt_008_on_its_host_it_stays_there_when_its_abilities_come_back() -> None:
    # silenced on its host, then the silencer gone: its printed flying does not come back
    # with the rest (a random game found it on the board as a flyer)
    s = condor_position(Put("VS-094", 1, "e5"))
    condor, nomad, priest = card(s, "NT-008", 0), card(s, "VS-001", 1), card(s, "VS-094", 1)
    land(s, nomad)
    act(s, "end the turn")
    s.set_counters(priest, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 1))} to d6")  # listed again with the counter
    act(s, f"{s.at(priest)} uses «loss of memory» on {s.at(condor)}")
    s.kill([priest])
    s.go_on()
    s.settle()  # the next listing gives the abilities back
    s.check_invariants()
    assert not s.is_flyer(condor) and s.host[condor] == nomad
    assert any("gets its abilities back" in e.text for e in s.log or [])
