"""Readings of the seed the engine once got wrong, each pinned by a position.

Cards: C1 Sakura Wind/Fire 2000, C3 Sakura Wind 3000, C4 Sakura Fire 5000, C6 Sakura
Wind/Electricity 5000, C9 Madison Wood 5000, C10 Madison Fire 4000, C12 Madison Wind 5000;
CS1 The Windy (Wind, Major), CS2 Wind, CS6 Fire; R2 Li Showron.
"""

from __future__ import annotations

from deckcheck.games.ccs.engine.state import ANSWER
from tests.games.ccs.helpers import (
    A,
    can,
    do,
    end_move,
    options,
    passes,
    position,
    texts,
    zone_ids,
)

# --- an upgrade voids only the catcher's own Strategy cards on the replaced card -------------


def test_an_upgrade_keeps_the_opponents_drain() -> None:
    # Seed: «все его карты стратегий, усиливающие предыдущую карту ... будут аннулированы».
    state = position(hand=(["C3", "S5", "C6"], ["C12", "S17"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 4000
    do(state, A.STRATEGY, "S5")  # 5000, A's own boost on C3
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C12")  # 6000
    do(state, A.STRATEGY, "S17")  # A 4000
    do(state, A.LAY_CAPTURE, "C6")  # 6000: S5 is void, B's S17 still counts
    assert "A replaces its card with C6 Sakura (Wind/Electricity 5000) (A 5000, B 6000)" in texts(
        state
    )
    assert not state.captured[0]  # 5000 against 6000: the spirit escapes


def test_the_old_reading_voids_every_strategy_card_on_that_side() -> None:
    state = position(
        hand=(["C3", "S5", "C6"], ["C12", "S17"]), table=["CS2"], upgrade_voids="all_strategies"
    )
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.STRATEGY, "S5")
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C12")
    do(state, A.STRATEGY, "S17")
    do(state, A.LAY_CAPTURE, "C6")
    assert state.captured[0]  # 6000 against 6000: a tie captures


def test_answering_a_reinforcement_card_keeps_the_opponents_drain() -> None:
    state = position(hand=(["C3", "C4"], ["S17", "R2", "C9"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 4000
    do(state, A.STRATEGY, "S17")  # A 3000
    do(state, A.LAY_REINFORCEMENT, "R2")
    assert state.phase == ANSWER
    do(state, A.ANSWER_CAPTURE, "C4")  # Fire 5000 on a Wind spirit, still drained: 4000
    assert state.battle_value(0) == 4000
    assert can(state, A.LAY_CAPTURE, "C9")  # Wood 5000 beats 4000


# --- the upgrade is the catcher's ---------------------------------------------------------------


def opponent_could_upgrade(**rules: object) -> bool:
    state = position(hand=(["C1", "S5"], ["C10", "C12"]), table=["CS2"], **rules)  # type: ignore[arg-type]
    do(state, A.ATTEMPT, "C1", spirit="CS2")  # 3000
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C10")  # 4000
    do(state, A.STRATEGY, "S5")  # A 4000; B moves again
    return can(state, A.LAY_CAPTURE, "C12")


def test_only_the_catcher_upgrades_by_default() -> None:
    # Seed: «если на руках у ловца имеется карта, содержащая его активный персонаж …».
    assert not opponent_could_upgrade()
    assert opponent_could_upgrade(opponent_may_upgrade=True)


# --- a modifier applies to the value it names when it is played ---------------------------------


def test_double_boost_has_nothing_to_double_before_a_card() -> None:
    state = position(hand=(["C3"], ["S1", "C10"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 4000; B's C10 only ties, S1 would double 0
    assert state.captured[0]  # B had nothing to play: unopposed


def test_double_boost_doubles_the_current_value_only() -> None:
    # S1: «Double your current Battle Value»; a later change of the match bonus is not doubled.
    state = position(hand=(["C1", "S1", "S6"], []), table=["CS6"], pile=["CS17"])
    do(state, A.ATTEMPT, "C1", spirit="CS6")  # Wind/Fire 2000 on Fire: 3000
    do(state, A.STRATEGY, "S1")
    assert state.battle_value(0) == 6000
    do(state, A.STRATEGY, "S6", spirit="CS6", element="water")  # the bonus goes: -1000
    assert any(
        line.startswith("A plays S6 Morph") and line.endswith("(A 5000)") for line in texts(state)
    )


def test_double_drain_halves_the_current_value_only() -> None:
    state = position(hand=(["C3", "S5"], ["C12", "S42"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 4000
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C12")
    do(state, A.STRATEGY, "S42")  # A 2000
    do(state, A.STRATEGY, "S5")  # added to the halved value
    assert any(
        line.startswith("A plays S5") and "(A 3000, B 6000)" in line for line in texts(state)
    )


# --- Major spirits captured this turn ----------------------------------------------------------


def major_offered(**rules: object) -> bool:
    state = position(hand=(["C3", "C4"], []), table=["CS1", "CS2"], **rules)  # type: ignore[arg-type]
    do(state, A.ATTEMPT, "C3", spirit="CS1")  # unopposed: A captures The Windy
    assert state.captured[0]
    return can(state, A.MAJOR)


def test_a_major_spirit_captured_this_turn_waits_for_a_later_turn() -> None:
    # Seed: «Если у ловца уже есть ранее захваченный главный дух …».
    assert not major_offered()
    assert major_offered(major_captured_this_turn=True)


# --- Strategy timing windows ------------------------------------------------------------------


def test_the_opponent_plays_strategy_cards_only_in_its_own_windows() -> None:
    # The named reading strategy_windows in rules.yaml: no window for the opponent before the
    # catcher chooses a spirit; S6 Morph comes in its battle move.
    state = position(hand=(["C3"], ["S6", "C12"]), table=["CS2"])
    assert state.to_move == 0 and not can(state, A.STRATEGY)
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    assert state.to_move == 1 and can(state, A.STRATEGY, "S6")
    assert options(state, A.PASS)
    passes(state)


# --- Strategy cards as printed ----------------------------------------------------------------


def test_S9_needs_a_capture_this_game_not_one_held_now() -> None:
    # S9: «If you have captured a Clow Spirit Card this game»; S10 takes A's only capture back.
    state = position(
        hand=(["C3", "S9"], ["C12", "S10"]),
        captured=(["CS9"], []),
        table=["CS2", "CS6"],
        pile=["CS17"],
    )
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C12")
    do(state, A.STRATEGY, "S10")  # A cannot answer: CS9 goes back to the pile
    assert not state.captured[0] and state.to_move == 0
    assert can(state, A.STRATEGY, "S9")


def test_S61_stops_a_reckless_capture() -> None:
    # S47: «Unless your opponent can answer with a Reinforcement Card …»; S61 «Block the
    # capture of a Wood-type Clow Spirit this turn» is played in answer, as against a Major.
    state = position(
        hand=(["S47", "C3"], ["S61"]), captured=(["CS9"], []), table=["CS10"], pile=["CS17"]
    )
    do(state, A.STRATEGY, "S47", spirit="CS10")
    assert state.to_move == 1
    do(state, A.STRATEGY, "S61", spirit="CS10")
    passes(state)
    assert [state.cards.ids[state.kinds[s]] for s in state.captured[0]] == ["CS9"]


def test_S29_on_a_reinforcement_card_shields_it_from_S46() -> None:
    # S29: «Play on Sakura Capture or Reinforcement card. No Strategy cards may be used
    # against her this turn.» B's R6 Sakura/Kero, chosen as Sakura, is shielded.
    state = position(hand=(["C24", "S46"], ["R6", "S29"]), table=["CS2"])
    do(state, A.ATTEMPT, "C24", spirit="CS2")  # Kero: R6 may only be Sakura
    do(state, A.LAY_REINFORCEMENT, "R6")
    assert can(state, A.STRATEGY, "S29")
    do(state, A.STRATEGY, "S29")
    # A has no Kero card to answer with, and S46 may not be used against Sakura: A gives up.
    assert state.battle is None and not state.captured[0]
    assert zone_ids(state, state.hand[0]) == ["S46"]


def test_the_readings_are_named_in_the_rules_file() -> None:
    from deckcheck.games.ccs.engine.rules import rules_path
    from deckcheck.loading.yamlload import load

    readings = load(rules_path()).data["readings"]
    assert {
        "strategy_windows",
        "modifier_at_play_time",
        "modifier_sides",
        "void_by_effect",
        "alchemy_uncaptured",
        "gather_together_draws",
    } <= set(readings)
    assert all(entry["quote"] and entry["why"] for entry in readings.values())
