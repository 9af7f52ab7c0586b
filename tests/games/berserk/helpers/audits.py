"""Positions and moves of the card audits (test_cards_audit_*.py): spare cards, and the
windows after an action played out with each choice's first offer."""

from __future__ import annotations

from typing import Any

from deckcheck.games.berserk.engine.abilities import POISON, T_BATTLE_START, marker
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import A, Put, arrange, card, options, table
from tests.games.berserk.helpers.scenarios import act

SPARE_0 = Put("VS-011", 0, "e1")


SPARE_1 = Put("VS-011", 1, "e6")


def pos(*puts: Put, counters: dict[str, int] | None = None, **kwargs: Any) -> State:
    s = arrange(puts, table=table(), **kwargs)
    for card_id, n in (counters or {}).items():
        seat = next(p.seat for p in puts if p.card == card_id)
        s.set_counters(card(s, card_id, seat), n)
    s.settle()
    return s


def offered(s: State, text: str) -> bool:
    return text in options(s)


def resolve(s: State) -> None:
    """Play out the windows: each choice takes its first offer, other windows pass."""
    for _ in range(60):
        if s.phase == MAIN or s.is_terminal():
            return
        actions = s.legal_actions()
        if s.phase == CHOOSE:
            s.apply(next((a for a in actions if a & 15 != A.END), actions[0]))
        else:
            s.apply(A.encode(A.END) if A.encode(A.END) in actions else actions[-1])
        s.check_invariants()
    raise AssertionError("did not settle")


def end_turn(s: State) -> None:
    """End the turn and play out the windows after it (:func:`resolve`)."""
    s.apply(A.encode(A.END))
    resolve(s)


def strike(s: State, a: int, b: int, *dice: int) -> None:
    s.queue_dice(*dice)
    act(s, s.describe(A.encode(A.STRIKE, a, b)))
    resolve(s)


def battle_start(s: State, c: int) -> None:
    s.trigger(c, T_BATTLE_START, -1)
    s.go_on()
    s.settle()


def named(s: State, what: str) -> list[str]:
    """The offers naming ``what``."""
    return [o for o in options(s) if what in o]


def choose(s: State, what: str) -> None:
    """In a choice, take the offer naming ``what``."""
    act(s, next(o for o in options(s) if what in o))


def acts_of(s: State, c: int) -> list[str]:
    """The offers naming ``c`` as the card that acts (a move, a strike, an ability)."""
    return [o for o in options(s) if o.startswith((f"{s.at(c)} ", f"move {s.at(c)} "))]


def aimed(s: State, c: int, t: int) -> list[str]:
    """The offers of ``c`` that end at ``t``."""
    return [o for o in options(s) if o.startswith(f"{s.at(c)} ") and o.endswith(s.at(t))]


def fire(s: State, c: int, t: int, *dice: int, what: str = "") -> None:
    """``c``'s one offer at ``t`` (naming ``what``: a shot, a throw, a discharge...), with
    these dice."""
    found = [o for o in aimed(s, c, t) if what in o]
    assert len(found) == 1, found
    s.queue_dice(*dice)
    act(s, found[0])
    resolve(s)


def uses(s: State, c: int, what: str, t: int) -> str:
    return f"{s.at(c)} uses {what} on {s.at(t)}"


def poison(s: State, c: int) -> int:
    return marker(s, c, POISON)


def defenders_offered(s: State, a: int, t: int, *dice: int) -> bool:
    """Whether the strike of ``a`` at ``t`` opens a window with a defender to call."""
    s.queue_dice(*dice)
    act(s, s.describe(A.encode(A.STRIKE, a, t)))
    return any(o.endswith(" defends") for o in options(s))
