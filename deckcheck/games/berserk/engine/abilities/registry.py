"""Every operation of the ability language, by the key that names it in an effect record.

Each mechanic family's module lists its operations (its ``OPERATIONS``); this table joins
them. Adding an operation is one entry in its family's list plus a test; a key that
names no operation is an :class:`~deckcheck.games.berserk.engine.abilities.language.AbilityError`.
"""

from __future__ import annotations

import copyreg
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities import (
    auras,
    control,
    counters,
    damage,
    healing,
    markers,
    movement,
    strikes,
    summoning,
)
from deckcheck.games.berserk.engine.abilities.language import Operation

#: The operations of each mechanic family (its module's ``OPERATIONS``); no two share a key.
FAMILIES: Final[dict[str, tuple[Operation, ...]]] = {
    "damage": damage.OPERATIONS,
    "healing": healing.OPERATIONS,
    "movement": movement.OPERATIONS,
    "counters": counters.OPERATIONS,
    "strikes": strikes.OPERATIONS,
    "markers": markers.OPERATIONS,
    "summoning": summoning.OPERATIONS,
    "auras": auras.OPERATIONS,
    "control": control.OPERATIONS,
}
OPERATIONS: Final[dict[str, Operation]] = {
    op.name: op for family in FAMILIES.values() for op in family}


def operation(name: str) -> Operation:
    """The operation called ``name``."""
    return OPERATIONS[name]


def _reduce_operation(op: Operation) -> tuple[Any, ...]:
    """An operation pickles by its name (its functions, some of them lambdas, cannot), so
    that a game sent to another process (an isolated agent's) holds the same operations."""
    return (operation, (op.name,))


copyreg.pickle(Operation, _reduce_operation)
