"""Every operation of the ability language, by the key that names it in an effect record.

Each mechanic family's module lists its operations (its ``OPERATIONS``); this table joins
them. Adding an operation is one entry in its family's list plus a test; a key that
names no operation is an :class:`~deckcheck.games.berserk.engine.abilities.language.AbilityError`.
"""

from __future__ import annotations

from typing import Final

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
