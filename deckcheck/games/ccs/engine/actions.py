"""Actions of the Cardcaptors engine: small ints packing an operation and its operands.

An action is ``op | card << 5 | t1 << 15 | t2 << 25``: ``card`` is the physical card
played (its number in the game), ``t1``/``t2`` are targets whose meaning depends on the
operation (a spirit, a seat, a chosen character, an element). Every card copy of a game
has a number below 1024.
"""

from __future__ import annotations

from typing import Final

PASS: Final = 0  #: end the attempts / the move / a window; in a battle with nothing done, pass
ATTEMPT: Final = 1  #: catcher: attempt spirit ``t1`` with Capture card ``card``
MAJOR: Final = 2  #: catcher: capture spirit ``t1`` with captured Major spirit ``t2``
LAY_CAPTURE: Final = 3  #: lay Capture card ``card`` in the battle (opponent's card, or an upgrade)
#: opponent: lay Reinforcement card ``card`` as character ``t1``; ``t2`` is 1 + the card
#: discarded for its On Scene cost (R16, R19, R20), 0 for none (also for the two answers)
LAY_REINFORCEMENT: Final = 4
ANSWER_REINFORCEMENT: Final = 5  #: catcher: answer the demand with Reinforcement card ``card``
ANSWER_CAPTURE: Final = 6  #: catcher: answer the demand with Capture card ``card``
STRATEGY: Final = 7  #: play Strategy card ``card`` with targets ``t1``, ``t2``
DROP: Final = 8  #: drop ``card`` from hand in the drop step
CHOOSE: Final = 9  #: choose ``t1`` (the spirit to return for S10)
RESPOND_REINFORCEMENT: Final = 10  #: answer a Reckless Capture with Reinforcement card ``card``
#: catcher: attempt spirit ``t1`` with Capture card ``card``, first changing the card's type
#: with Strategy card ``t2`` (S2, S11 ...) so that it fits the spirit
ATTEMPT_SWAPPED: Final = 11

OP_NAMES: Final = {
    PASS: "pass",
    ATTEMPT: "attempt",
    MAJOR: "major",
    LAY_CAPTURE: "lay_capture",
    LAY_REINFORCEMENT: "lay_reinforcement",
    ANSWER_REINFORCEMENT: "answer_reinforcement",
    ANSWER_CAPTURE: "answer_capture",
    STRATEGY: "strategy",
    DROP: "drop",
    CHOOSE: "choose",
    RESPOND_REINFORCEMENT: "respond_reinforcement",
    ATTEMPT_SWAPPED: "attempt_swapped",
}

MAX_CARDS: Final = 1024


def encode(op: int, card: int = 0, t1: int = 0, t2: int = 0) -> int:
    """Pack an action.

    >>> decode(encode(STRATEGY, 12, 3, 40))
    (7, 12, 3, 40)
    """
    return op | card << 5 | t1 << 15 | t2 << 25


def decode(action: int) -> tuple[int, int, int, int]:
    """``(op, card, t1, t2)`` of an action."""
    return action & 31, (action >> 5) & 1023, (action >> 15) & 1023, action >> 25


def _by_card(op: int) -> tuple[int, ...]:
    return tuple(op | card << 5 for card in range(MAX_CARDS))


# ``encode(op, card)`` of the operations listed most, by card number, and a target's part of
# an action (``t1 << 15``), made once: the listings read actions from here rather than
# compute them, as an int this large is a new object every time it is computed.
DROP_OF: Final = _by_card(DROP)
ATTEMPT_OF: Final = _by_card(ATTEMPT)
LAY_CAPTURE_OF: Final = _by_card(LAY_CAPTURE)
LAY_REINFORCEMENT_OF: Final = _by_card(LAY_REINFORCEMENT)
STRATEGY_OF: Final = _by_card(STRATEGY)
T1_OF: Final = tuple(target << 15 for target in range(MAX_CARDS))
