"""One test per implemented Strategy card: the engine carries out its text, at its timing.

A usual set-up: A (seat 0, the catcher) attempts CS2 The Dash (Wind) with C3 Sakura
(Wind 3000: 4000 with the match bonus) or C1 Sakura (Wind/Fire 2000: 3000); B answers
with C12 Madison (Wind 5000: 6000). Totals are read from the log line of the card played.
"""

from __future__ import annotations

from typing import Any

import pytest

from deckcheck.games.ccs.engine.cards import ELEMENT_BIT
from deckcheck.games.ccs.engine.state import ANSWER, BATTLE, CLEANUP, RESPONSE, State
from tests.games.ccs.helpers import (
    A,
    can,
    card_of,
    do,
    end_move,
    options,
    passes,
    position,
    texts,
    zone_ids,
)
from tests.games.ccs.helpers import fight as battle


def played(state: State, card_id: str) -> str:
    """The log line of the last play of ``card_id``."""
    lines = [t for t in texts(state) if f"plays {card_id} " in t]
    assert lines, texts(state)
    return lines[-1]


def targets(state: State, card_id: str) -> list[tuple[str, int]]:
    return [(card_of(state, t1), t2) for _, c, t1, t2 in options(state, A.STRATEGY) if c == card_id]


# --- Battle Value: boosts, drains, doubling, halving -------------------------------------------


@pytest.mark.parametrize(
    ("card", "total"), [("S5", 5000), ("S12", 6000), ("S13", 7000), ("S37", 8000)]
)
def test_boost(card: str, total: int) -> None:
    state = battle([card], [])
    do(state, A.STRATEGY, card)
    assert f"(A {total}, B 6000)" in played(state, card)


@pytest.mark.parametrize(
    ("card", "total"),
    [("S17", 5000), ("S18", 4000), ("S19", 3000), ("S38", 2000), ("S33", 5500), ("S42", 3000)],
)
def test_drain_and_halve(card: str, total: int) -> None:
    state = battle([card], [])
    do(state, A.STRATEGY, card)
    assert f"(A 4000, B {total})" in played(state, card)


def test_S1_double_boost_then_later_boosts_add() -> None:
    state = battle(["S1", "S5"], [])
    do(state, A.STRATEGY, "S1")
    assert "(A 8000, B 6000)" in played(state, "S1")
    do(state, A.STRATEGY, "S5")
    assert "(A 9000, B 6000)" in played(state, "S5")


def test_S56_boost_drain() -> None:
    state = battle(["S56"], [])
    do(state, A.STRATEGY, "S56")
    assert "(A 5000, B 5000)" in played(state, "S56")


def test_S34_aiden_avalon_boost_needs_sakura_or_tori() -> None:
    state = battle(["S34"], [])
    do(state, A.STRATEGY, "S34")
    assert "(A 5000, B 6000)" in played(state, "S34")
    assert not can(battle(["S34"], [], card="C30"), A.STRATEGY, "S34")  # Meilin


def test_S35_liquid_boost_needs_water_rain_or_clouds() -> None:
    state = battle(["S35"], [], card="C57", spirit="CS47")  # Sakura Clouds/Water 3000: 4000
    do(state, A.STRATEGY, "S35")
    assert "(A 7000, B 5000)" in played(state, "S35")
    assert not can(battle(["S35"], []), A.STRATEGY, "S35")  # C3 is Wind


def test_S36_flaming_boost_needs_wood_fire_or_electricity() -> None:
    state = battle(["S36"], [], card="C22", spirit="CS6", answer="C32")  # 4000 vs 6000
    do(state, A.STRATEGY, "S36")
    assert "(A 6000, B 6000)" in played(state, "S36")
    assert not can(battle(["S36"], []), A.STRATEGY, "S36")


def test_S39_fluid_drain_needs_a_water_rain_or_clouds_card() -> None:
    state = battle(["S39"], [], card="C1", answer="C77")  # 3000 vs Meilin Clouds/Water 4000
    do(state, A.STRATEGY, "S39")
    assert "(A 3000, B 1000)" in played(state, "S39")
    assert not can(battle(["S39"], []), A.STRATEGY, "S39")  # C12 is Wind


def test_S40_burning_drain_needs_a_wood_fire_or_electricity_card() -> None:
    state = battle(["S40"], [], answer="C9")  # Madison Wood 5000
    do(state, A.STRATEGY, "S40")
    assert "(A 4000, B 3000)" in played(state, "S40")
    assert not can(battle(["S40"], []), A.STRATEGY, "S40")


def test_S41_clow_reed_drain_spares_sakura_and_li() -> None:
    state = battle(["S41"], [])
    do(state, A.STRATEGY, "S41")
    assert "(A 4000, B 5000)" in played(state, "S41")
    assert not can(battle(["S41"], [], answer="C19"), A.STRATEGY, "S41")  # Li Showron


# --- voiding --------------------------------------------------------------------------------


def test_S7_boost_killer() -> None:
    state = battle(["S5"], ["S7"])
    do(state, A.STRATEGY, "S5")  # A 5000; A has nothing more: its move ends
    assert state.to_move == 1
    do(state, A.STRATEGY, "S7", target="S5")
    assert "S5 Power Boost is void (A 4000, B 6000)" in played(state, "S7")


def test_S20_drain_killer() -> None:
    state = battle(["S17"], ["S20"])
    do(state, A.STRATEGY, "S17")
    do(state, A.STRATEGY, "S20", target="S17")
    assert "S17 Power Drain is void (A 4000, B 6000)" in played(state, "S20")


def test_S49_morph_killer() -> None:
    state = position(hand=(["C4", "S6", "S5"], ["C32", "S49"]), table=["CS2"])
    do(state, A.STRATEGY, "S6", spirit="CS2", element="fire")
    do(state, A.ATTEMPT, "C4", spirit="CS2")  # Fire 5000 on a (now) Fire spirit: 6000
    end_move(state, 0)
    do(state, A.STRATEGY, "S49", target="S6")
    assert state.spirit_element(state.table[0]) == ELEMENT_BIT["wind"]
    assert "(A 5000)" in played(state, "S49")


def test_S44_dogged_pursuit() -> None:
    state = position(hand=(["S10", "C4"], ["S44"]), captured=([], ["CS3"]), table=["CS9"])
    do(state, A.STRATEGY, "S10")
    assert state.phase == RESPONSE and state.to_move == 1
    do(state, A.STRATEGY, "S44")
    assert zone_ids(state, state.captured[1]) == ["CS3"]


# --- element changes ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "answer", "after"),
    [
        ("S2", "C12", "wood"),
        ("S11", "C32", "electricity"),
        ("S26", "C9", "rain"),
        ("S27", "C17", "clouds"),
        ("S45", "C65", "water"),
        ("S50", "C72", "earth"),
    ],
)
def test_capture_card_type_swap(card: str, answer: str, after: str) -> None:
    state = battle([card, "S28"], ["C4"], card="C1", answer=answer)
    do(state, A.STRATEGY, card, side=1)
    assert state.capture_elements(state.battle.cards[1]) == ELEMENT_BIT[after]  # type: ignore[union-attr]
    if card == "S2":  # Wind 5000 lost its match bonus on the Wind spirit
        assert state.battle_value(1) == 5000


@pytest.mark.parametrize(
    ("card", "capture", "spirit", "now"),
    [
        ("S2", "C3", "CS9", "Wood"),  # Sakura Wind 3000 on The Wood
        ("S11", "C10", "CS13", "Electricity"),  # Madison Fire 4000 on The Thunder
        ("S2", "C1", "CS9", "Fire/Wood"),  # a two-element card changes the element named
    ],
)
def test_a_type_change_lets_the_first_capture_card_fit_the_spirit(
    card: str, capture: str, spirit: str, now: str
) -> None:
    # "Change Capture Card type from Wind to Wood and vice versa": the type the element
    # requirement of the catcher's first Capture card reads.
    state = position(hand=([capture, card, "S5"], []), table=[spirit], pile=["CS17"])
    assert not can(state, A.ATTEMPT)
    assert [
        (c, card_of(state, t1), card_of(state, t2))
        for _, c, t1, t2 in options(state, A.ATTEMPT_SWAPPED)
    ] == [(capture, spirit, card)]
    do(state, A.ATTEMPT_SWAPPED, capture, spirit=spirit, second=card)
    assert sorted(zone_ids(state, state.played[0])) == sorted([capture, card])
    power = state.cards.powers[state.cards.index[capture]]
    assert state.battle_value(0) == power + 1000  # it now matches: the +1000 bonus
    assert f"after {card} " in " ".join(texts(state)) and f"(now {now})" in " ".join(texts(state))
    end_move(state, 0)
    assert zone_ids(state, state.captured[0]) == [spirit]


def test_a_type_change_that_does_not_help_is_not_offered() -> None:
    state = position(hand=(["C3", "S11", "S26"], []), table=["CS9"], pile=["CS17"])
    assert not can(state, A.ATTEMPT) and not can(state, A.ATTEMPT_SWAPPED)


def test_S6_morph_lets_a_card_capture_another_element() -> None:
    state = position(hand=(["C4", "S6"], []), table=["CS2"])
    assert not can(state, A.ATTEMPT)
    do(state, A.STRATEGY, "S6", spirit="CS2", element="fire")
    do(state, A.ATTEMPT, "C4", spirit="CS2")
    assert zone_ids(state, state.captured[0]) == ["CS2"]
    assert "with C4 Sakura (Fire 5000): 6000" in " ".join(texts(state))


def test_S32_alchemy_turns_a_spirit_to_gold() -> None:
    state = position(hand=(["C39", "S32"], []), table=["CS2"])
    assert not can(state, A.ATTEMPT)
    assert [t2 for _, t2 in targets(state, "S32")] == [4]  # gold only
    do(state, A.STRATEGY, "S32", spirit="CS2")
    do(state, A.ATTEMPT, "C39", spirit="CS2")
    assert zone_ids(state, state.captured[0]) == ["CS2"]


def test_S9_daring_capture_disregards_types_after_a_capture() -> None:
    state = position(hand=(["C4", "S9"], []), captured=(["CS6"], []), table=["CS2"])
    do(state, A.STRATEGY, "S9")
    do(state, A.ATTEMPT, "C4", spirit="CS2")
    assert "CS2" in zone_ids(state, state.captured[0])
    assert not can(position(hand=(["C4", "S9"], []), table=["CS2"]), A.STRATEGY, "S9")


# --- blocking and protecting ---------------------------------------------------------------------


def test_S31_sunny_skies_blocks_clouds_and_rain() -> None:
    state = position(hand=(["C57", "S5"], ["S31"]), table=["CS47"])
    do(state, A.ATTEMPT, "C57", spirit="CS47")
    end_move(state, 0)
    do(state, A.STRATEGY, "S31", spirit="CS47")
    passes(state)  # A passes; B has no cards left
    assert not state.captured[0]
    assert any("cannot be captured this turn" in t for t in texts(state))


def test_S61_overgrowth_blocks_wood() -> None:
    state = position(hand=(["C5", "S5"], ["S61"]), table=["CS9", "CS2"])
    do(state, A.ATTEMPT, "C5", spirit="CS9")
    end_move(state, 0)
    assert [s for s, _ in targets_b(state, "S61")] == ["CS9"]
    do(state, A.STRATEGY, "S61", spirit="CS9")
    passes(state)
    assert not state.captured[0]


def targets_b(state: State, card_id: str) -> list[tuple[str, int]]:
    return targets(state, card_id)


def test_S4_not_so_fast_stops_a_major_capture() -> None:
    state = position(hand=(["C4"], ["S4"]), captured=(["CS1"], []), table=["CS2"])
    do(state, A.MAJOR, spirit="CS2", major="CS1")
    assert state.phase == RESPONSE
    do(state, A.STRATEGY, "S4")
    assert zone_ids(state, state.table) == ["CS2"]
    assert not can(state, A.MAJOR)


@pytest.mark.parametrize(("card", "character_card"), [("S29", "C3"), ("S30", "C15")])
def test_protection_from_opposing_strategy_cards(card: str, character_card: str) -> None:
    state = battle([card, "S5"], ["S17", "S12"], card=character_card)
    do(state, A.STRATEGY, card)
    passes(state)  # A ends its move
    assert state.to_move == 1 and not can(state, A.STRATEGY, "S17")
    unprotected = battle(["S5", "S13"], ["S17", "S12"], card=character_card)
    do(unprotected, A.STRATEGY, "S5")
    passes(unprotected)
    assert unprotected.to_move == 1 and can(unprotected, A.STRATEGY, "S17")


# --- Reinforcement cards ----------------------------------------------------------------------


def test_S3_helping_hands_lets_any_character_answer() -> None:
    state = battle(["S3", "C24"], ["R2"], answer=None)
    do(state, A.LAY_REINFORCEMENT, "R2")
    assert state.phase == ANSWER and not can(state, A.ANSWER_CAPTURE)
    do(state, A.STRATEGY, "S3")
    do(state, A.ANSWER_CAPTURE, "C24")  # Kero answers for Sakura; B has nothing left
    assert zone_ids(state, state.captured[0]) == ["CS2"]


def test_S46_crossed_wires_switches_or_voids_the_reinforcement() -> None:
    state = battle(["S46", "S5"], ["R3"], answer=None)
    do(state, A.LAY_REINFORCEMENT, "R3", t1=state.cards.character_ids.index("madison"))
    do(state, A.STRATEGY, "S46")
    assert state.cards.character_ids[state.battle.reinforcement_character] == "kero"  # type: ignore[union-attr]
    # Kero is already in the battle (A's card): the Reinforcement card is void instead.
    state = battle(["S46", "S5"], ["R3"], card="C24", answer=None)
    do(state, A.LAY_REINFORCEMENT, "R3")
    do(state, A.STRATEGY, "S46")
    assert state.phase == BATTLE and not state.battle.demand  # type: ignore[union-attr]


# --- Major spirits ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "spirit", "target"),
    [("S15", "CS9", "CS10"), ("S16", "CS14", "CS13"), ("S25", "CS2", "CS3")],
)
def test_making_a_captured_spirit_major(card: str, spirit: str, target: str) -> None:
    state = position(hand=([card], []), captured=([spirit, "CS5"], []), table=[target])
    assert not can(state, A.MAJOR)
    assert [s for s, _ in targets(state, card)] == [spirit]
    do(state, A.STRATEGY, card, spirit=spirit)
    do(state, A.MAJOR, spirit=target, major=spirit)
    assert target in zone_ids(state, state.captured[0])


# --- spirits and the pile ------------------------------------------------------------------------


def test_S8_elusive_clow_shuffles_the_revealed_spirit_back() -> None:
    state = position(hand=(["C4"], ["C9"]), deck=([], []), table=["CS9"], pile=["CS3", "CS2"])
    state_a = position(hand=(["C9"], ["C4", "S8"]), table=["CS9"], pile=["CS3", "CS2"])
    del state
    passes(state_a)  # A ends its attempts, then its drop step …
    while state_a.turn == 1:
        passes(state_a)
    # B catches; CS2 was revealed; B (the catcher) may shuffle it back.
    assert can(state_a, A.STRATEGY, "S8")
    do(state_a, A.STRATEGY, "S8")
    assert "CS2" not in zone_ids(state_a, state_a.table)
    assert sorted(zone_ids(state_a, state_a.piles[0])) == ["CS2", "CS3"]


def test_S52_out_of_hiding_reveals_two_more() -> None:
    state = position(hand=(["C9"], ["C4", "S52"]), table=["CS9"], pile=["CS4", "CS3", "CS2"])
    while state.turn == 1:
        passes(state)
    assert len(state.table) == 2
    do(state, A.STRATEGY, "S52")
    assert len(state.table) == 4 and not state.piles[0]


def test_S10_escaped_clow_spirit_the_opponent_chooses() -> None:
    state = position(hand=(["S10", "C4"], []), captured=([], ["CS3", "CS6"]), table=["CS9"])
    do(state, A.STRATEGY, "S10")
    assert {card_of(state, t1) for _, _, t1, _ in options(state, A.CHOOSE)} == {"CS3", "CS6"}
    assert state.to_move == 1
    do(state, A.CHOOSE, spirit="CS6")
    assert zone_ids(state, state.captured[1]) == ["CS3"]
    assert "CS6" in zone_ids(state, state.piles[0])


def test_S54_change_in_events_swaps_a_captured_spirit_for_one_in_the_pile() -> None:
    state = position(
        hand=(["S54", "C4"], []), captured=(["CS3"], []), table=["CS9"], pile=["CS5", "CS6"]
    )
    assert {second for _, _, _, second in options(state, A.STRATEGY)} == {
        n for n, kind in enumerate(state.kinds) if state.cards.ids[kind] == "CS6"
    }
    do(state, A.STRATEGY, "S54", spirit="CS3", second="CS6")
    assert sorted(zone_ids(state, state.table)) == ["CS6", "CS9"]
    assert not state.captured[0] and "CS3" in zone_ids(state, state.piles[0])


def test_S47_reckless_capture() -> None:
    state = position(
        hand=(["S47", "C3", "S5"], []),
        captured=(["CS3"], []),
        table=["CS2", "CS1", "CS9"],
        deck=(["C4", "C9"], []),
    )
    assert [s for s, _ in targets(state, "S47")] == ["CS2"]  # Wind, not Major
    do(state, A.STRATEGY, "S47", spirit="CS2")
    assert zone_ids(state, state.captured[0]) == ["CS3", "CS2"]
    assert not can(state, A.ATTEMPT)  # no second capture this turn
    while state.turn == 1:
        passes(state)
    assert zone_ids(state, state.hand[0]) == ["C3", "S5"]  # and no replenishing


def test_S47_reckless_capture_answered_by_a_reinforcement() -> None:
    state = position(hand=(["S47", "C3"], ["R4"]), captured=(["CS3"], []), table=["CS2"])
    do(state, A.STRATEGY, "S47", spirit="CS2")
    do(state, A.RESPOND_REINFORCEMENT, "R4")
    assert zone_ids(state, state.captured[0]) == ["CS3"]


# --- hands, decks and drawing ---------------------------------------------------------------


def test_S48_an_angel_beside_me_searches_before_any_attempt() -> None:
    state = position(hand=(["S48", "C3"], []), deck=(["C8", "C9", "R8", "C3"], []), table=["CS2"])
    assert sorted(s for s, _ in targets(state, "S48")) == ["C8", "R8"]
    do(state, A.STRATEGY, "S48", target="R8")
    assert "R8" in zone_ids(state, state.hand[0])
    later = position(hand=(["S48", "C3", "C24"], []), deck=(["C8"], []), table=["CS2", "CS3"])
    do(later, A.ATTEMPT, "C3", spirit="CS2")
    assert not can(later, A.STRATEGY, "S48")


def test_S58_bodyguards_searches_a_nonmagical_reinforcement() -> None:
    state = position(hand=(["S58", "C4"], []), deck=(["R4", "R1", "C8"], []), table=["CS9"])
    assert state.phase == CLEANUP
    assert [s for s, _ in targets(state, "S58")] == ["R4"]
    do(state, A.STRATEGY, "S58", target="R4")
    assert "R4" in zone_ids(state, state.hand[0])


def test_S57_reminder_of_the_past_takes_a_strategy_back() -> None:
    state = position(hand=(["S57", "C4"], []), discard=(["S5", "C9"], []), table=["CS9"])
    assert [s for s, _ in targets(state, "S57")] == ["S5"]
    do(state, A.STRATEGY, "S57", target="S5")
    assert "S5" in zone_ids(state, state.hand[0])


def after_a_battle(card: str, hand: list[str], **more: Any) -> State:
    """A loses a battle, then is in its drop step holding ``card`` and ``hand``."""
    deck = [f"C{n}" for n in (4, 9, 10, 11, 24, 25, 26, 27, 28)]
    state = position(
        hand=(["C3", card, *hand], ["C12", "C32"]),
        table=["CS2"],
        deck=(deck, deck),
        pile=["CS17"],
        **more,
    )
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.LAY_CAPTURE, "C12")
    while state.phase != CLEANUP:
        passes(state)
    assert state.battle_happened
    return state


def test_S21_strength_in_numbers_draws_one_more() -> None:
    state = after_a_battle("S21", [])
    do(state, A.STRATEGY, "S21")
    while state.turn == 1:
        passes(state)
    assert len(state.hand[0]) == 6 and len(state.hand[1]) == 5
    state.check_hands()


def test_S43_gather_together_both_draw_two_more() -> None:
    state = after_a_battle("S43", [])
    do(state, A.STRATEGY, "S43")
    while state.turn == 1:
        passes(state)
    assert len(state.hand[0]) == 7 and len(state.hand[1]) == 7


def test_S43_needs_a_battle() -> None:
    state = position(hand=(["S43", "C4"], []), table=["CS9"], deck=(["C1"] * 6, []))
    assert state.phase == CLEANUP and not can(state, A.STRATEGY, "S43")


def test_S51_expect_the_unexpected_drops_the_whole_hand() -> None:
    state = after_a_battle("S51", ["C1", "C5", "C8"])
    do(state, A.STRATEGY, "S51")  # the whole hand at once, then five drawn
    assert {"C1", "C5", "C8"} <= set(zone_ids(state, state.discard[0]))


def test_S55_phyrric_battle_draws_six() -> None:
    state = after_a_battle("S55", [])
    assert zone_ids(state, state.hand[0]) == ["S55"]
    do(state, A.STRATEGY, "S55")
    while state.turn == 1:
        passes(state)
    assert len(state.hand[0]) == 6


def test_S59_one_step_ahead_the_leader_draws() -> None:
    state = position(
        hand=(["S59", "C4"], []), captured=([], ["CS3"]), table=["CS9"], deck=([], ["C1"])
    )
    do(state, A.STRATEGY, "S59")
    assert zone_ids(state, state.hand[1]) == ["C1"]
    level = position(hand=(["S59", "C4"], []), table=["CS9"], deck=([], ["C1"]))
    assert not can(level, A.STRATEGY, "S59")


def test_S28_security_breach_shows_the_hand() -> None:
    state = position(hand=(["S28", "C4"], ["C12", "S5"]), table=["CS9"])
    do(state, A.STRATEGY, "S28")
    assert "B holds C12 Madison (Wind 5000), S5 Power Boost" in played(state, "S28")
    assert state.revealed[1]


# --- Yue and Keroberos: R16, R19, R20 and their costs, S53, S60 ---------------------------------


def reinforcement_plays(state: State, card_id: str) -> list[tuple[str, str | None]]:
    """(character, discarded card) of each legal play of ``card_id``."""
    names = state.cards.character_ids
    return sorted(
        (names[t1], card_of(state, t2 - 1) if t2 else None)
        for op, card, t1, t2 in options(state)
        if op == "lay_reinforcement" and card == card_id
    )


def test_R16_yue_costs_a_julian_reinforcement_card() -> None:
    state = battle(["C10"], ["R16", "R4"], answer=None)
    assert reinforcement_plays(state, "R16") == [("yue", "R4")]
    do(state, A.LAY_REINFORCEMENT, "R16", t2=state.hand[1][1] + 1)
    assert "B plays R16 Yue as Yue, discarding R4 Julian: the catcher must answer" in texts(state)
    assert not state.captured[0]  # A holds no Sakura card to answer with
    assert state.phase == CLEANUP and zone_ids(state, state.discard[1]) == ["R4", "R16"]
    # Without a Julian Reinforcement card, Yue cannot be sent On Scene.
    state = battle([], ["R16", "R1"], answer=None)
    assert reinforcement_plays(state, "R16") == []


def test_R19_tori_is_free_yue_costs_a_julian_card() -> None:
    state = battle([], ["R19"], answer=None)
    assert reinforcement_plays(state, "R19") == [("tori", None)]
    state = battle([], ["R19", "R9"], answer=None)
    assert reinforcement_plays(state, "R19") == [("tori", None), ("yue", "R9")]


def test_R20_keroberos_answers_for_kero_by_discarding_a_kero_card() -> None:
    # A's C24 Kero is challenged by B's R2; Keroberos counts as Kero, at the price of R15.
    state = battle(["R20", "R15"], ["R2"], card="C24", answer=None)
    do(state, A.LAY_REINFORCEMENT, "R2")
    answers = [(card, t2) for _, card, _, t2 in options(state, A.ANSWER_REINFORCEMENT)]
    assert answers == [("R20", state.hand[0][1] + 1), ("R15", 0)]
    do(state, A.ANSWER_REINFORCEMENT, "R20")
    assert zone_ids(state, state.captured[0]) == ["CS2"]
    assert "A answers with R20 Keroberos, discarding R15 Kero" in texts(state)
    state = battle(["R20", "R1"], ["R2"], card="C24", answer=None)
    do(state, A.LAY_REINFORCEMENT, "R2")  # A cannot pay for Keroberos: it gives up
    assert not state.captured[0]


def test_S53_any_reinforcement_card_pays_for_yue() -> None:
    state = battle([], ["R16", "R2", "S53"], answer=None)
    assert reinforcement_plays(state, "R16") == []
    do(state, A.STRATEGY, "S53")
    assert reinforcement_plays(state, "R16") == [("yue", "R2")]


def test_S60_keroberos_stops_a_second_capture_attempt() -> None:
    state = position(
        hand=(["C3", "C12"], ["S60", "R20", "R15", "C9"]),
        table=["CS2", "CS3"],
        pile=["CS17"],
    )
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    end_move(state, 0)
    assert sorted(card_of(state, t1) for _, c, t1, _ in options(state, A.STRATEGY)) == [
        "C9",
        "R15",
        "R20",
    ]
    do(state, A.STRATEGY, "S60", target="C9")
    do(state, A.LAY_REINFORCEMENT, "R20")  # discarding R15; A has no second Sakura card
    assert not state.captured[0] and state.battle is None
    do(state, A.ATTEMPT, "C12", spirit="CS3")
    assert reinforcement_plays(state, "R20") == [("keroberos", None)]  # still On Scene
    do(state, A.LAY_REINFORCEMENT, "R20")
    assert "B plays R20 Keroberos as Keroberos, still On Scene: the catcher must answer" in texts(
        state
    )
    assert not state.captured[0] and {"CS2", "CS3"} <= set(zone_ids(state, state.table))


def test_without_S60_a_reinforcement_card_stops_one_attempt() -> None:
    state = position(hand=(["C3", "C12"], ["R20", "R15"]), table=["CS2", "CS3"], pile=["CS17"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.LAY_REINFORCEMENT, "R20")
    do(state, A.ATTEMPT, "C12", spirit="CS3")  # B has nothing left: A captures
    assert zone_ids(state, state.captured[0]) == ["CS3"]
