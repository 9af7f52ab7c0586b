"""Positions for unit tests (made with the public ``arrange``), then act by card id."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from deckcheck.games.ccs.engine import actions as A
from deckcheck.games.ccs.engine import card_table
from deckcheck.games.ccs.engine.position import Fight, Seat, arrange
from deckcheck.games.ccs.engine.state import State

ZONES = ("hand", "deck", "discard", "captured")


def position(
    *,
    hand: Sequence[Iterable[str]] = ((), ()),
    deck: Sequence[Iterable[str]] = ((), ()),
    discard: Sequence[Iterable[str]] = ((), ()),
    captured: Sequence[Iterable[str]] = ((), ()),
    table: Iterable[str] = (),
    pile: Iterable[str] = (),
    catcher: int = 0,
    battle: Fight | None = None,
    **options: Any,
) -> State:
    """:func:`~deckcheck.games.ccs.engine.position.arrange` with the zones given per zone:
    ``hand=(seat 0's cards, seat 1's cards)``; ``pile`` is the spirit pile (bottom first).
    ``options`` replace rules options (``tie_captures=False`` ...)."""
    seats = tuple(
        Seat(
            hand=list(hand[seat]),
            deck=list(deck[seat]),
            discard=list(discard[seat]),
            captured=list(captured[seat]),
            pile=list(pile) if seat == 0 else (),
        )
        for seat in (0, 1)
    )
    return arrange(
        (seats[0], seats[1]), table=list(table), catcher=catcher, battle=battle, **options
    )


def card_of(state: State, number: int) -> str:
    return state.cards.ids[state.kinds[number]]


def options(state: State, op: int | None = None) -> list[tuple[str, str | None, int, int]]:
    """The legal actions as (operation name, card id, t1, t2)."""
    out = []
    for action in state.legal_actions():
        code, card, t1, t2 = A.decode(action)
        if op is not None and code != op:
            continue
        name = card_of(state, card) if code not in (A.PASS, A.MAJOR, A.CHOOSE) else None
        out.append((A.OP_NAMES[code], name, t1, t2))
    return out


def find(state: State, op: int, card_id: str | None = None, **targets: Any) -> int:
    """The one legal action with this operation, card and targets.

    Targets: ``spirit=`` / ``major=`` / ``target=`` (card ids, matched against t1 or t2),
    ``t1=``/``t2=`` (raw ints), ``side=`` (a seat, as t1), ``element=`` (an element name).
    """
    from deckcheck.games.ccs.engine.cards import ELEMENTS

    found = []
    for action in state.legal_actions():
        code, card, t1, t2 = A.decode(action)
        if code != op:
            continue
        if card_id is not None and card_of(state, card) != card_id:
            continue
        ok = True
        for key, value in targets.items():
            if key in ("spirit", "target"):
                ok &= card_of(state, t1) == value
            elif key == "major" or key == "second":
                ok &= card_of(state, t2) == value
            elif key in ("t1", "side"):
                ok &= t1 == value
            elif key == "t2":
                ok &= t2 == value
            elif key == "element":
                ok &= t2 == ELEMENTS.index(value)
        if ok:
            found.append(action)
    assert len(found) == 1, (op, card_id, targets, options(state))
    return found[0]


def do(state: State, op: int, card_id: str | None = None, **targets: Any) -> None:
    state.apply(find(state, op, card_id, **targets))
    state.check_invariants()


def can(state: State, op: int, card_id: str | None = None) -> bool:
    return any(
        name == A.OP_NAMES[op] and (card_id is None or card == card_id)
        for name, card, _, _ in options(state)
    )


def passes(state: State) -> None:
    state.apply(A.PASS)
    state.check_invariants()


def end_move(state: State, seat: int) -> None:
    """End ``seat``'s battle move if it is still going on (it may add Strategy cards after
    laying its card, so the engine waits for a pass unless nothing else can be played)."""
    battle = state.battle
    if battle is not None and state.to_move == seat and battle.mover == seat and battle.moved:
        passes(state)


def zone_ids(state: State, cards: Iterable[int]) -> list[str]:
    return [card_of(state, c) for c in cards]


def texts(state: State) -> list[str]:
    return [event.text for event in state.log or []]


__all__ = ["A", "Fight", "card_table", "position"]


def next_turn(state: State) -> None:
    """Pass until the next turn (or the end of the game)."""
    turn = state.turn
    while state.turn == turn and not state.is_terminal():
        passes(state)


def fight(
    hand_a: list[str],
    hand_b: list[str],
    *,
    card: str = "C3",
    spirit: str = "CS2",
    answer: str | None = "C12",
    table: list[str] | None = None,
    pile: list[str] | None = None,
    b_ends: bool = True,
    **more: Any,
) -> State:
    """A (seat 0, the catcher) attempts ``spirit`` with ``card``; B lays ``answer`` (if
    any) and ends its move (``b_ends``; else B's move goes on, so B may add Strategy cards
    to it); then it is A's move (or B's, when B laid nothing). Default: C3 Sakura (Wind
    3000: 4000 on the Wind spirit CS2) against C12 Madison (Wind 5000: 6000). A player
    with nothing left to play has its pass made for it: a side that passes without a move
    ends the battle, so a test keeps a spare card in a hand ("S5")."""
    state = position(
        hand=([card, *hand_a], [*([answer] if answer else []), *hand_b]),
        table=table or [spirit],
        pile=pile if pile is not None else ["CS17", "CS18"],
        **more,
    )
    do(state, A.ATTEMPT, card, spirit=spirit)
    end_move(state, 0)
    if answer:
        do(state, A.LAY_CAPTURE, answer)
        if b_ends:
            end_move(state, 1)
    return state
