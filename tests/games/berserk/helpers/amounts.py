"""Positions with counters, and abilities used by name and aimed by target."""

from __future__ import annotations

from typing import Any

from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import A, Put, arrange, card, table

#: A spare card far from the action, so no side is empty.
SPARE_0 = Put("VS-011", 0, "a1")


SPARE_1 = Put("VS-011", 1, "e6")


def position(*puts: Put, counters: dict[str, int] | None = None, **kwargs: Any) -> State:
    """An arranged position; ``counters``: counters on the first card of each id."""
    s = arrange(puts, table=table(), **kwargs)
    for card_id, n in (counters or {}).items():
        seat = next(p.seat for p in puts if p.card == card_id)
        s.set_counters(card(s, card_id, seat), n)
    if counters:
        s.settle()  # the legal actions again, with the counters
    return s


def index_of(s: State, c: int, name: str) -> int:
    return next(i for i, a in enumerate(s.abilities_of(c)) if a.name == name)


def use(s: State, c: int, target: int, name: str) -> None:
    action = A.encode(A.ABILITY, c, target | index_of(s, c, name) << 8)
    assert action in s.legal_actions(), [s.describe(a) for a in s.legal_actions()]
    s.apply(action)
    s.check_invariants()


def pick(s: State, c: int, target: int) -> None:
    """Choose ``target`` for the ability of ``c`` waiting for one (CHOOSE)."""
    found = [a for a in s.legal_actions() if a & 15 == A.ABILITY and (a >> 4) & 255 == c
             and (a >> 12) & 255 == target]
    assert found, [s.describe(a) for a in s.legal_actions()]
    s.apply(found[0])
    s.check_invariants()


def targets(s: State, c: int, name: str) -> set[int]:
    index = index_of(s, c, name)
    return {(a >> 12) & 255 for a in s.legal_actions()
            if a & 15 == A.ABILITY and (a >> 4) & 255 == c and a >> 20 == index}
