"""Each rule of the turn (seed, "Краткие правила игры"), in a position made for it.

Cards used (ids of the bundled catalogue): C1 Sakura Wind/Fire 2000, C3 Sakura Wind 3000,
C4 Sakura Fire 5000, C6 Sakura Wind/Electricity 5000, C9 Madison Wood 5000, C10 Madison
Fire 4000, C12 Madison Wind 5000, C24 Kero Wind 5000; spirits CS1 The Windy (Wind,
Major), CS2-CS4 Wind, CS5 The Firey (Fire, Major), CS6-CS8 Fire, CS9-CS12 Wood,
CS13-CS16 Electricity, CS17 Gold; R1 Sakura, R2 Li Showron, R3 Madison/Kero, R6 Sakura/Kero.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from deckcheck.games.ccs.engine import load_rules, new_game
from deckcheck.games.ccs.engine.rules import Rules
from deckcheck.games.ccs.engine.state import ANSWER, BATTLE, CLEANUP, MAJOR_WINDOW
from tests.games.ccs.helpers import (
    A,
    can,
    card_of,
    do,
    end_move,
    find,
    next_turn,
    options,
    passes,
    position,
    texts,
    zone_ids,
)

# --- rules data ---------------------------------------------------------------------------


def test_rules_file_holds_every_option_with_its_source() -> None:
    from deckcheck.games.ccs.engine.rules import rules_path
    from deckcheck.loading.check import check_file

    checked = check_file(rules_path())
    assert checked.ok, checked.diagnostics
    assert checked.schema == "ccs-rules.schema.json"
    options_ = checked.document.data["options"]  # type: ignore[union-attr]
    assert set(options_) == {f.name for f in Rules.__dataclass_fields__.values()}
    for option in options_.values():
        assert option["source"] in ("seed", "readings", "digest", "engine")
        assert option["quote"]


def test_rules_values() -> None:
    rules = load_rules()
    assert (rules.hand_size, rules.drop_limit, rules.max_spirits_in_play) == (5, 2, 4)
    assert (rules.capture_attempts_per_turn, rules.match_bonus, rules.tie_captures) == (
        2,
        1000,
        True,
    )
    assert rules.win_patterns == ((1, 1, 1, 1), (2, 2, 2), (3, 3), (4,))
    assert rules.spirit_pile == "shared"
    assert len(rules.digest()) == 12
    assert replace(rules, tie_captures=False).digest() != rules.digest()


def test_bad_rules_file_is_reported_with_its_location(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from deckcheck.errors import LoadError
    from deckcheck.games.ccs.engine.rules import rules_path

    text = rules_path().read_text(encoding="utf-8").replace("value: 5\n", "value: five\n", 1)
    bad = tmp_path / "rules.yaml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        load_rules(bad)
    assert caught.value.diagnostics[0].location.line > 0
    assert "hand_size" in caught.value.diagnostics[0].message


# --- setting up -----------------------------------------------------------------------------


def test_each_player_draws_five_and_seat_zero_catches_first() -> None:
    deck = {f"C{n}": 2 for n in (1, 2, 3, 4, 8, 9, 10)} | {f"CS{n}": 1 for n in range(1, 13)}
    state = new_game(deck, deck, seed=4)
    assert state.catcher == 0 and state.turn == 1
    assert len(state.hand[0]) == 5 and len(state.hand[1]) == 5
    assert len(state.table) == 1
    state.check_invariants()


def test_first_catcher_may_be_drawn_from_the_seed() -> None:
    deck = {"C1": 10, "CS2": 3}
    rules = replace(load_rules(), first_catcher="random")
    assert {new_game(deck, deck, seed=s, rules=rules).catcher for s in range(20)} == {0, 1}


def test_unknown_card_and_bad_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown card"):
        new_game({"C999": 1}, {"C1": 1})
    with pytest.raises(ValueError, match="whole number"):
        new_game({"C1": -1}, {"C1": 1})


def test_a_deck_changed_in_place_is_counted_anew() -> None:
    # A batch passes the same deck objects to every game; the engine keeps their numbering,
    # but not once a deck has changed.
    deck_a = {"C1": 10, "CS2": 3}
    deck_b = {"C1": 10, "CS2": 3}
    assert len(new_game(deck_a, deck_b, seed=1).kinds) == 26
    deck_a["C2"] = 4
    assert len(new_game(deck_a, deck_b, seed=1).kinds) == 30
    deck_a["C2"] = -1
    with pytest.raises(ValueError, match="whole number"):
        new_game(deck_a, deck_b)
    del deck_a["C2"]
    assert len(new_game(deck_a, deck_b, seed=1).kinds) == 26


# --- 1. spirit escape ---------------------------------------------------------------------


def test_one_spirit_is_revealed_each_turn() -> None:
    state = position(hand=(["C9"], ["C3"]), pile=["CS3", "CS2"], table=["CS9"])
    next_turn(state)
    assert state.catcher == 1 and state.turn == 2
    assert zone_ids(state, state.table) == ["CS9", "CS2"]


def test_never_more_than_four_spirits_on_the_table() -> None:
    state = position(hand=(["C9"], ["C3"]), pile=["CS6"], table=["CS2", "CS3", "CS4", "CS9"])
    next_turn(state)
    assert state.turn == 2
    assert len(state.table) == 4 and zone_ids(state, state.piles[0]) == ["CS6"]


def test_own_spirit_piles() -> None:
    a = {"C1": 10, "CS2": 1, "CS3": 1}
    b = {"C1": 10, "CS6": 1, "CS7": 1}
    state = new_game(a, b, seed=1, rules=replace(load_rules(), spirit_pile="own"))
    assert {card_of(state, s) for s in state.piles[1]} <= {"CS6", "CS7"}
    assert card_of(state, state.table[0]) in ("CS2", "CS3")


# --- 2. battles -----------------------------------------------------------------------------


def test_the_first_capture_card_must_fit_the_spirit_element() -> None:
    state = position(hand=(["C3", "C4", "C9"], []), table=["CS2", "CS9"])
    attempts = {(card, card_of(state, t1)) for _, card, t1, _ in options(state, A.ATTEMPT)}
    assert attempts == {("C3", "CS2"), ("C9", "CS9")}


def test_match_bonus_of_1000_and_two_element_cards() -> None:
    state = position(hand=(["C1"], ["C10"]), table=["CS6"])
    do(state, A.ATTEMPT, "C1", spirit="CS6")  # Wind/Fire 2000 on a Fire spirit
    assert state.battle_value(0) == 3000


def test_opponent_capture_card_must_exceed_and_needs_no_element() -> None:
    state = position(hand=(["C3", "S5"], ["C10", "C12", "C9"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 3000 + 1000
    end_move(state, 0)  # A keeps S5 for later
    laid = {card for _, card, _, _ in options(state, A.LAY_CAPTURE)}
    # C10 Fire 4000 only ties; C12 Wind 5000+1000 and C9 Wood 5000 beat 4000.
    assert laid == {"C12", "C9"}
    do(state, A.LAY_CAPTURE, "C9")
    assert state.battle_value(1) == 5000


def test_the_opponent_may_combine_its_capture_card_with_a_conditional_boost() -> None:
    # Seed: «кладёт ... свою карту захвата или её комбинацию с картами стратегий»: S35 Liquid
    # Boost (+3000 for a Water, Rain or Clouds card) lifts C64 Madison (Rain/Clouds 3000)
    # over A's 4000; it does nothing for C10 Madison (Fire 4000).
    state = position(hand=(["C3"], ["C64", "C10", "S35"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 4000
    assert state.to_move == 1 and not can(state, A.LAY_CAPTURE)
    do(state, A.STRATEGY, "S35")
    assert {card for _, card, _, _ in options(state, A.LAY_CAPTURE)} == {"C64"}
    do(state, A.LAY_CAPTURE, "C64")  # nothing more is played: the battle ends
    assert "B plays C64 Madison (Rain/Clouds 3000) (A 4000, B 6000)" in texts(state)
    assert zone_ids(state, state.table) == ["CS2"] and not state.captured[0]
    # Laid with a card it does not fit, the boost does not count.
    state = position(hand=(["C3"], ["C64", "C12", "S35"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.STRATEGY, "S35")
    do(state, A.LAY_CAPTURE, "C12")  # Wind 5000 + 1000
    assert "B plays C12 Madison (Wind 5000) (A 4000, B 6000)" in texts(state)
    # Without a card it fits, the boost cannot be played before one.
    state = position(hand=(["C3"], ["C10", "C12", "S35"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    assert not can(state, A.STRATEGY, "S35")


def test_opponent_strictly_greater_keeps_the_spirit_on_the_table() -> None:
    state = position(hand=(["C3"], ["C12"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.LAY_CAPTURE, "C12")
    passes(state)  # A cannot answer: the battle ends, 4000 vs 6000
    assert zone_ids(state, state.table) == ["CS2"] and not state.captured[0]
    assert state.battle is None


@pytest.mark.parametrize(("tie_captures", "captured"), [(True, True), (False, False)])
def test_a_tie_captures(tie_captures: bool, captured: bool) -> None:
    state = position(hand=(["C3", "S5"], ["C9"]), table=["CS2"], tie_captures=tie_captures)
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 4000
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C9")  # 5000
    do(state, A.STRATEGY, "S5")  # 5000; then nobody has a card left: the battle ends
    assert bool(state.captured[0]) is captured
    end = "in battle, 5000 vs 5000" if captured else "B 5000 holds A 5000"
    assert any(end in line for line in texts(state))


def test_unopposed_attempt_captures() -> None:
    state = position(hand=(["C3"], []), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # B has nothing to play: it passes at once
    assert zone_ids(state, state.captured[0]) == ["CS2"]


def test_catcher_replaces_its_card_with_a_stronger_one_of_the_same_character() -> None:
    state = position(hand=(["C3", "S5", "C1", "C4", "C6"], ["C12"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C12")  # 6000
    do(state, A.STRATEGY, "S5")  # 5000
    assert state.battle_value(0) == 5000
    upgrades = {card for _, card, _, _ in options(state, A.LAY_CAPTURE)}
    assert upgrades == {"C4", "C6"}  # Sakura, more than 3000; not C1 (2000)
    do(state, A.LAY_CAPTURE, "C6")  # B cannot answer: the battle ends
    # The Power Boost played on C3 no longer counts: 6000 vs 6000, and a tie captures.
    assert zone_ids(state, state.captured[0]) == ["CS2"]
    assert "in battle, 6000 vs 6000" in texts(state)[-1]


def test_no_character_on_both_sides_of_a_battle() -> None:
    state = position(hand=(["C3"], ["C6", "R1", "R6", "C24"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    names = state.cards.character_names
    moves = {
        (op, card, names[t1] if op == "lay_reinforcement" else None)
        for op, card, t1, _ in options(state)
        if op != "pass"
    }
    assert ("lay_capture", "C6", None) not in moves  # Sakura against Sakura
    assert ("lay_reinforcement", "R1", "Sakura") not in moves
    assert ("lay_reinforcement", "R6", "Kero") in moves
    assert ("lay_reinforcement", "R6", "Sakura") not in moves
    assert ("lay_capture", "C24", None) in moves


def test_reinforcement_answered_by_a_reinforcement_of_the_character_captures() -> None:
    state = position(hand=(["C3", "R1"], ["R2"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.LAY_REINFORCEMENT, "R2")
    assert state.phase == ANSWER
    do(state, A.ANSWER_REINFORCEMENT, "R1")
    assert zone_ids(state, state.captured[0]) == ["CS2"]


def test_reinforcement_answered_by_a_capture_card_of_the_character_goes_on() -> None:
    state = position(hand=(["C3", "C4", "C24"], ["R2", "C12"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.LAY_REINFORCEMENT, "R2")
    answers = {card for _, card, _, _ in options(state, A.ANSWER_CAPTURE)}
    assert answers == {"C4"}  # Sakura, any element; not Kero
    do(state, A.ANSWER_CAPTURE, "C4")  # Fire 5000 on a Wind spirit: no bonus
    assert state.battle_value(0) == 5000 and state.phase == BATTLE
    assert not can(state, A.LAY_REINFORCEMENT)  # no second Reinforcement card
    do(state, A.LAY_CAPTURE, "C12")  # 6000 > 5000
    passes(state)
    assert not state.captured[0]


def test_unanswered_reinforcement_ends_the_battle() -> None:
    state = position(hand=(["C3", "C24"], ["R2"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.LAY_REINFORCEMENT, "R2")
    # A holds no Sakura card: giving up is the only move, so it happens at once.
    assert not state.captured[0] and state.battle is None
    assert zone_ids(state, state.table) == ["CS2"]


def test_the_catcher_adds_strategy_cards_to_its_first_capture_card() -> None:
    # Seed: the opponent must beat the catcher's total "again with its Strategy cards", and
    # Strategy cards may be played at any time: the attempt is the catcher's first move.
    state = position(hand=(["C3", "S5"], ["C9", "C12"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 4000
    assert state.phase == BATTLE and state.to_move == 0
    assert not can(state, A.LAY_CAPTURE)  # one Capture card per move
    do(state, A.STRATEGY, "S5")  # 5000; A has nothing more: its move ends
    assert state.to_move == 1
    # C9 Madison (Wood 5000) only ties 5000 now; C12 (Wind 5000 + 1000) beats it.
    assert {card for _, card, _, _ in options(state, A.LAY_CAPTURE)} == {"C12"}


def test_a_strategy_card_may_follow_the_card_laid_in_the_same_move() -> None:
    # B: S5 with C24 Kero (Wind 5000 + 1000) = 7000. A lays the stronger C6 Sakura (Wind
    # 5000 + 1000) over C3 and adds S5 in the same move: 7000, a tie, which captures.
    state = position(hand=(["C3", "C6", "S5"], ["C24", "S5"]), table=["CS2"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C24")
    assert state.to_move == 1 and can(state, A.STRATEGY, "S5")
    do(state, A.STRATEGY, "S5")  # B's hand is empty: its move ends
    assert state.battle_value(1) == 7000 and state.to_move == 0
    do(state, A.LAY_CAPTURE, "C6")
    assert state.to_move == 0 and not can(state, A.LAY_CAPTURE)
    do(state, A.STRATEGY, "S5")  # nobody has a card left: the battle ends
    assert zone_ids(state, state.captured[0]) == ["CS2"]
    assert any("in battle, 7000 vs 7000" in line for line in texts(state))


def test_each_attempt_is_on_a_different_spirit() -> None:
    # Seed: «ловец может попытаться захватить не одну, а две карты духов».
    state = position(hand=(["C3", "C12"], ["C24"]), captured=(["CS1"], []), table=["CS2", "CS3"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # 4000
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C24")  # 6000: A has no stronger Sakura, CS2 escapes
    assert state.phase == MAJOR_WINDOW  # the Major capture of the same spirit may follow
    passes(state)
    assert [card_of(state, t1) for _, _, t1, _ in options(state, A.ATTEMPT)] == ["CS3"]
    assert [card_of(state, t1) for _, _, t1, _ in options(state, A.MAJOR)] == ["CS3"]


def test_the_same_character_in_two_battles() -> None:
    # Seed: the ban on one character on both sides holds for each capture separately; «ловец
    # может выставить двух Сакур для ловли двух различных духов».
    state = position(hand=(["C3", "C1"], ["C6"]), table=["CS2", "CS3"], pile=["CS17"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")  # B's only card is a Sakura: it cannot answer
    assert zone_ids(state, state.captured[0]) == ["CS2"]
    do(state, A.ATTEMPT, "C1", spirit="CS3")  # a second Sakura, for another spirit
    assert zone_ids(state, state.captured[0]) == ["CS2", "CS3"]
    state = position(hand=(["C3", "C8"], ["C6"]), table=["CS2", "CS3"], pile=["CS17"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.ATTEMPT, "C8", spirit="CS3")  # Madison (3000): B's Sakura may answer now
    assert can(state, A.LAY_CAPTURE, "C6")


def test_at_most_two_capture_attempts_per_turn() -> None:
    state = position(hand=(["C3", "C24", "C12"], []), table=["CS2", "CS3", "CS4"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.ATTEMPT, "C24", spirit="CS3")
    assert len(state.captured[0]) == 2
    assert state.phase == CLEANUP  # no third attempt: the turn moved on to the drop step


# --- 3. Major spirit capture ----------------------------------------------------------------


def test_major_spirit_captures_a_spirit_of_its_element_without_battle() -> None:
    state = position(captured=(["CS1"], []), table=["CS2", "CS6"])
    majors = [(card_of(state, t1), card_of(state, t2)) for _, _, t1, t2 in options(state, A.MAJOR)]
    assert majors == [("CS2", "CS1")]
    do(state, A.MAJOR, spirit="CS2", major="CS1")
    assert zone_ids(state, state.captured[0]) == ["CS1", "CS2"]


def test_major_capture_after_a_lost_battle() -> None:
    state = position(
        hand=(["C3"], ["C12"]),
        captured=(["CS1"], []),
        table=["CS2"],
        major_capture_without_battle=False,
    )
    assert not can(state, A.MAJOR)
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    do(state, A.LAY_CAPTURE, "C12")  # A has nothing left: the spirit escapes
    assert state.phase == MAJOR_WINDOW
    do(state, A.MAJOR, spirit="CS2", major="CS1")
    assert "CS2" in zone_ids(state, state.captured[0])


# --- 4. drop step and replenishing ------------------------------------------------------------


def test_drop_up_to_two_then_replenish_to_five() -> None:
    state = position(
        hand=(["C3", "C4", "C1", "S5"], ["C12"]),
        deck=(["C9", "C10", "C11", "C2"], ["C24"]),
        table=["CS9"],
        pile=["CS6"],
    )
    assert state.phase == CLEANUP  # nothing fits the Wood spirit: A's drop step
    do(state, A.DROP, "C4")
    do(state, A.DROP, "S5")
    # A may drop no more and has nothing to play: its drop step ends by itself.
    assert state.phase == CLEANUP and state.to_move == 1
    passes(state)  # B keeps its card; both replenish
    assert len(state.hand[0]) == 5 and zone_ids(state, state.discard[0]) == ["C4", "S5"]
    assert len(state.hand[1]) == 2  # B's deck held one card
    state.check_hands()


def test_no_hand_limit_a_larger_hand_drops_at_most_two_and_draws_nothing() -> None:
    # Seed: each player «может снести из руки до двух карт» and draws up to five; nothing
    # makes a hand of six (after S55 Phyrric Battle, or S59's card) drop down to five.
    six = ["C4", "C10", "C26", "C32", "S5", "S12"]
    state = position(hand=(six, ["C12"]), deck=(["C9"], ["C24"]), table=["CS17"], pile=["CS2"])
    assert state.phase == CLEANUP and state.to_move == 0
    assert can(state, A.PASS) and can(state, A.DROP, "S5")
    do(state, A.DROP, "S5")
    do(state, A.DROP, "S12")
    assert state.to_move == 1  # A may drop no more: its drop step ended
    state = position(hand=(six, ["C12"]), deck=(["C9"], ["C24"]), table=["CS17"], pile=["CS2"])
    next_turn(state)
    assert sorted(zone_ids(state, state.hand[0])) == sorted(six)  # kept, nothing drawn
    assert zone_ids(state, state.deck[0]) == ["C9"]
    state.check_hands()


def test_cards_played_are_discarded_and_the_discard_pile_is_reshuffled() -> None:
    state = position(hand=(["C3", "S5"], ["C12"]), table=["CS2"], pile=["CS9"])
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    end_move(state, 0)
    do(state, A.LAY_CAPTURE, "C12")
    passes(state)  # A passes: the spirit escapes, and A has no other attempt
    assert state.phase == CLEANUP
    assert sorted(zone_ids(state, state.discard[0])) == ["C3"]
    passes(state)  # A keeps S5; B has no cards left; both replenish
    # A's deck was empty: the discard pile (C3) was shuffled into it and drawn.
    assert sorted(zone_ids(state, state.hand[0])) == ["C3", "S5"]
    assert zone_ids(state, state.hand[1]) == ["C12"]


def test_roles_swap_every_turn() -> None:
    state = position(hand=(["C4"], ["C4"]), pile=["CS2", "CS3", "CS4"])
    seen = []
    for _ in range(3):
        seen.append(state.catcher)
        next_turn(state)
    assert seen == [0, 1, 0]


# --- 5. winning and ending --------------------------------------------------------------------

PATTERNS = {
    "one of each of four elements": (["CS2", "CS6", "CS9"], "CS13"),
    "two of each of three elements": (["CS2", "CS3", "CS6", "CS7", "CS9"], "CS10"),
    "three of each of two elements": (["CS2", "CS3", "CS4", "CS6", "CS7"], "CS8"),
    "four of one element": (["CS2", "CS3", "CS4"], "CS23"),
    # Each count is "at least": Wind 3, Fire 2, Wood 2 holds two of each of three elements.
    "at least two of each of three elements": (["CS2", "CS3", "CS4", "CS6", "CS7", "CS9"], "CS10"),
}


@pytest.mark.parametrize("name", list(PATTERNS))
def test_win_patterns(name: str) -> None:
    have, last = PATTERNS[name]
    hand = {"CS13": "C23", "CS10": "C25", "CS8": "C4", "CS23": "C3"}[last]
    state = position(hand=([hand], []), captured=(have, []), table=[last])
    do(state, A.ATTEMPT, hand, spirit=last)
    outcome = state.outcome()
    assert outcome is not None and outcome.winner == 0 and outcome.reason == "win_pattern"
    assert state.legal_actions() == ()


def test_win_patterns_match_every_way_of_meeting_them() -> None:
    # Against a brute force: some choice of distinct elements meets each count of a pattern.
    import random
    from itertools import permutations

    from deckcheck.games.ccs.engine.cards import ELEMENTS
    from deckcheck.games.ccs.engine.state import win_pattern

    patterns = load_rules().win_patterns
    rng = random.Random(5)
    for _ in range(500):
        counts = [rng.choice((0, 0, 0, 0, 0, 1, 2, 3, 4)) for _ in ELEMENTS]
        expected = any(
            all(counts[e] >= need for e, need in zip(chosen, pattern, strict=True))
            for pattern in patterns
            for chosen in permutations(range(len(ELEMENTS)), len(pattern))
        )
        assert (win_pattern(counts, patterns) is not None) is expected, counts


def test_no_win_without_a_pattern() -> None:
    state = position(
        hand=(["C25"], []),
        captured=(["CS2", "CS3", "CS6", "CS7"], []),
        table=["CS9"],
        pile=["CS17"],
    )
    do(state, A.ATTEMPT, "C25", spirit="CS9")  # Wind 2, Fire 2, Wood 1: no pattern
    assert not state.is_terminal()


@pytest.mark.parametrize(
    ("captured", "policy", "winner"),
    [
        ((["CS2"], []), "most_captures", 0),
        ((["CS2"], ["CS3"]), "most_captures", None),
        ((["CS2"], []), "draw", None),
    ],
)
def test_an_empty_pile_and_table_end_the_game(
    captured: tuple[list[str], list[str]], policy: str, winner: int | None
) -> None:
    state = position(captured=captured, pile_exhausted=policy)
    passes(state) if not state.is_terminal() else None
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "pile_exhausted"
    assert outcome.winner == winner


def test_turn_limit_is_a_draw() -> None:
    state = position(hand=(["C4"], []), pile=["CS2", "CS3"], turn_limit=1)
    next_turn(state)
    outcome = state.outcome()
    assert outcome is not None and (outcome.winner, outcome.reason) == (None, "turn_limit")


def test_a_stalled_game_is_a_draw() -> None:
    state = position(hand=(["C4"], ["C4"]), table=["CS2"], pile=["CS3"], stall_limit=2)
    next_turn(state)
    next_turn(state)
    outcome = state.outcome()
    assert outcome is not None and (outcome.winner, outcome.reason) == (None, "stalled")
    assert "cannot progress" in outcome.detail


# --- unimplemented cards ----------------------------------------------------------------------


def test_unimplemented_cards_are_never_offered_but_may_be_dropped() -> None:
    # S14 is the one card the engine leaves out (see its why_not in the effects data).
    state = position(hand=(["S14", "C3"], ["C12"]), table=["CS2"], pile=["CS3"])
    assert {card for _, card, _, _ in options(state)} <= {"C3", None}
    do(state, A.ATTEMPT, "C3", spirit="CS2")
    assert not state.cards.playable[state.cards.index["S14"]]
    passes(state) if state.phase == BATTLE else None
    while state.phase != CLEANUP:
        passes(state)
    assert can(state, A.DROP, "S14")
    do(state, A.DROP, "S14")


def test_illegal_actions_are_refused() -> None:
    from deckcheck.engine.api import IllegalActionError

    state = position(hand=(["C3"], []), table=["CS2"])
    with pytest.raises(IllegalActionError, match="illegal action"):
        state.apply(A.encode(A.DROP, 0))
    assert find(state, A.ATTEMPT, "C3") in state.legal_actions()


def test_options_that_pass_the_schema_but_not_the_rules_are_a_located_error(
    tmp_path: Path,
) -> None:
    """Both engines read their rules through engine.base.read_rules."""
    import shutil

    from deckcheck.engine.base import read_rules
    from deckcheck.errors import LoadError
    from deckcheck.games.ccs.engine.rules import RULES_SCHEMA, rules_path

    path = tmp_path / "rules.yaml"
    shutil.copy(rules_path(), path)

    def build(options: dict[str, object]) -> object:
        raise ValueError("hand_size must exceed drop_limit")

    with pytest.raises(LoadError) as caught:
        read_rules(path, RULES_SCHEMA, build)
    (diag,) = caught.value.diagnostics
    assert diag.code == "RULES_OPTION" and "hand_size" in diag.message
    assert diag.location.file == str(path) and diag.location.line > 1
