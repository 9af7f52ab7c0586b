"""Positions for unit tests: put named cards in named zones, then act by card id."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from deckcheck.engine.ccs import actions as A
from deckcheck.engine.ccs import card_table, load_rules, new_game
from deckcheck.engine.ccs.state import ATTEMPTS, State

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
    **options: Any,
) -> State:
    """A game at the start of ``catcher``'s capture attempts with exactly these cards.

    Cards are given by id; ``pile`` lists spirits bottom first. ``options`` replace rules
    options (``tie_captures=False`` ...).
    """
    rules = replace(load_rules(), **options) if options else load_rules()
    wanted = {
        (zone, seat): list(cards)
        for zone, lists in (
            ("hand", hand),
            ("deck", deck),
            ("discard", discard),
            ("captured", captured),
        )
        for seat, cards in enumerate(lists)
    }
    table = list(table)
    pile = list(pile)
    decks: list[Counter[str]] = [Counter(), Counter()]
    for (_, seat), cards in wanted.items():
        decks[seat].update(cards)
    decks[0].update(table)
    decks[0].update(pile)
    # new_game needs something to reveal and to draw: give it throwaway extras, removed below.
    state = new_game(dict(decks[0]), dict(decks[1]), seed=0, rules=rules, log=True)
    kinds = state.kinds
    ids = state.cards.ids
    free: dict[tuple[int, str], list[int]] = {}
    for number, kind in enumerate(kinds):
        free.setdefault((state.owners[number], ids[kind]), []).append(number)

    def take(seat: int, card_id: str) -> int:
        return free[(seat, card_id)].pop(0)

    for zone in ("deck", "hand", "discard", "played", "captured"):
        for seat in (0, 1):
            getattr(state, zone)[seat] = []
    for (zone, seat), cards in wanted.items():
        getattr(state, zone)[seat] = [take(seat, c) for c in cards]
    state.table = [take(0, c) for c in table]
    state.piles = [[take(0, c) for c in pile], []]
    state.turn = 1
    state.catcher = catcher
    state.battle = None
    state.pending = None
    state.turns_without_capture = 0
    state._outcome = None
    state._reset_turn()
    state.phase = ATTEMPTS
    state.to_move = catcher
    state.log.clear()  # type: ignore[union-attr]
    state._settle()
    return state


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
    from deckcheck.engine.ccs.cards import ELEMENTS

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


__all__ = ["A", "card_table", "position"]


def next_turn(state: State) -> None:
    """Pass until the next turn (or the end of the game)."""
    turn = state.turn
    while state.turn == turn and not state.is_terminal():
        passes(state)
