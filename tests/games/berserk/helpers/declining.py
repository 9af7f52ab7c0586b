"""Turns ended declining every optional ability and instant, and offers found by their words."""

from __future__ import annotations

from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import A, options


def end_turn(s: State) -> None:
    """End the turn, declining every optional ability and instant on the way."""
    s.apply(A.encode(A.END))
    decline(s)


def decline(s: State) -> None:
    for _ in range(60):
        if s.phase == MAIN or s.is_terminal():
            return
        actions = s.legal_actions()
        s.apply(A.encode(A.END) if A.encode(A.END) in actions else actions[-1])
    raise AssertionError("did not settle")


def named(s: State, what: str) -> list[str]:
    return [o for o in options(s) if what in o]
