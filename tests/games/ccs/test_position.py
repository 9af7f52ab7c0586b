"""Positions from plain data (``deckcheck.games.ccs.engine.position.arrange``)."""

from __future__ import annotations

import pytest

from deckcheck.games.ccs.engine.position import Fight, Seat, arrange
from deckcheck.games.ccs.engine.state import ATTEMPTS, BATTLE
from tests.games.ccs.helpers import A, card_of, do, zone_ids


def test_exactly_the_cards_given_and_the_catchers_attempts() -> None:
    state = arrange(
        (Seat(hand=["C3"], deck=["C9", "C10"], captured=["CS9"]), Seat(hand=["C12"])),
        table=["CS2"],
        catcher=1,
        turn=5,
    )
    assert (state.turn, state.catcher, state.phase, state.to_move) == (5, 1, ATTEMPTS, 1)
    assert zone_ids(state, state.deck[0]) == ["C9", "C10"]
    assert zone_ids(state, state.captured[0]) == ["CS9"]
    assert zone_ids(state, state.table) == ["CS2"]
    assert len(state.kinds) == 6 and state.history == [] and not state.is_terminal()


def test_a_battle_in_progress_with_the_opponent_to_move() -> None:
    state = arrange(
        (Seat(hand=["S5"]), Seat(hand=["S17", "S12"])),
        table=["CS2"],
        battle=Fight("CS2", ("C3", "C12"), to_move=1),
    )
    assert state.phase == BATTLE and state.to_move == 1
    assert (state.battle_value(0), state.battle_value(1)) == (4000, 6000)
    do(state, A.STRATEGY, "S17")
    assert state.battle_value(0) == 3000
    assert card_of(state, state.played[1][0]) == "C12"


def test_own_spirit_piles_per_seat() -> None:
    state = arrange(
        (Seat(hand=["C3"], pile=["CS2", "CS3"]), Seat(pile=["CS6"])),
        table=["CS4"],
        spirit_pile="own",
    )
    assert zone_ids(state, state.piles[0]) == ["CS2", "CS3"]
    assert zone_ids(state, state.piles[1]) == ["CS6"]


@pytest.mark.parametrize(
    ("battle", "message"),
    [
        (Fight("CS6", ("C3", None)), "not on the table"),
        (Fight("CS2", (None, "C12")), "catcher's Capture card"),
        (Fight("CS2", ("C3", "C1")), "both sides"),
    ],
)
def test_impossible_positions_are_refused(battle: Fight, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        arrange((Seat(), Seat()), table=["CS2"], battle=battle)
