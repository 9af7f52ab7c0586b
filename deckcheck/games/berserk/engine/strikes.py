"""The simple strike dice table, read from ``cardsets/berserk/strike-table.yaml``.

The table is data (see ``schemas/berserk-strikes.schema.json``); this module checks it
and answers lookups. Hits and counter-strikes are tiers: :data:`WEAK`, :data:`MEDIUM`,
:data:`STRONG` index a creature's strike values; :data:`MISS` (for the attacker) and
:data:`NONE` (for the counter-strike) mean no damage.

>>> table = load_strike_table()
>>> table.unopposed(5)
Result(attacker=1, counter=-1, reduce_by=-1, reduced_attacker=-1, reduced_counter=-1)
>>> r = table.opposed(6, 2)  # D = +4: strong, weak counter; the attacker may take medium
>>> (r.attacker, r.counter, r.reduce_by, r.reduced_attacker, r.reduced_counter)
(2, 0, 0, 1, -1)
>>> table.opposed(5, 5).attacker, table.opposed(4, 4).attacker  # D = 0 splits on the total
(-1, 0)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

from deckcheck.diagnostics import Diagnostic, Location, Severity
from deckcheck.errors import LoadError
from deckcheck.loading.check import check_file
from deckcheck.resources import game_dir

STRIKES_SCHEMA: Final = "berserk-strikes.schema.json"

MISS: Final = -1
NONE: Final = -1
WEAK: Final = 0
MEDIUM: Final = 1
STRONG: Final = 2
TIER_NAMES: Final = ("weak", "medium", "strong")
_HITS: Final = {"miss": MISS, "none": NONE, "weak": WEAK, "medium": MEDIUM, "strong": STRONG}
#: Totals the engine checks the table over (a die 1-6 with modifiers up to ±6).
CHECKED_TOTALS: Final = range(-5, 13)

ATTACKER: Final = 0
DEFENDER: Final = 1


@dataclass(frozen=True)
class Result:
    """One row: the attacker's hit, the counter-strike, and the optional reduction."""

    attacker: int
    counter: int
    #: Who may reduce (:data:`ATTACKER` or :data:`DEFENDER`), or -1.
    reduce_by: int = -1
    reduced_attacker: int = -1
    reduced_counter: int = -1

    def reduced(self) -> Result:
        return Result(self.reduced_attacker, self.reduced_counter)


def _range(spec: Any) -> tuple[float, float]:
    if isinstance(spec, int):
        return spec, spec
    return spec.get("min", float("-inf")), spec.get("max", float("inf"))


def _inside(value: int, bounds: tuple[float, float]) -> bool:
    return bounds[0] <= value <= bounds[1]


class StrikeTable:
    """The compiled table; lookups are memoised."""

    def __init__(self, data: dict[str, Any] | None = None, name: str = "strike-table.yaml"):
        if data is None:
            return  # (none: a blank one, which pickle fills in; deckcheck.batch.isolation)
        self.sources: tuple[str, ...] = tuple(data["sources"])
        #: The rows as canonical JSON (for the rules digest).
        self.canonical = json.dumps(
            [data["unopposed"], data["opposed"]], sort_keys=True, separators=(",", ":")
        )
        self._unopposed = [
            (_range(r["total"]), Result(_HITS[r["attacker"]], NONE)) for r in data["unopposed"]
        ]
        rows = []
        for r in data["opposed"]:
            reduce = r.get("reduce")
            result = Result(
                _HITS[r["attacker"]],
                _HITS[r["counter"]],
                -1 if reduce is None else (ATTACKER if reduce["by"] == "attacker" else DEFENDER),
                -1 if reduce is None else _HITS[reduce["attacker"]],
                -1 if reduce is None else _HITS[reduce["counter"]],
            )
            total = r.get("attacker_total")
            rows.append((_range(r["difference"]), None if total is None else _range(total), result))
        self._opposed = rows
        self._cache: dict[tuple[int, int], Result] = {}
        self._check(name)

    def _check(self, name: str) -> None:
        problems = []
        for total in CHECKED_TOTALS:
            found = [r for bounds, r in self._unopposed if _inside(total, bounds)]
            if len(found) != 1:
                problems.append(f"unopposed total {total} matches {len(found)} rows")
            for other in CHECKED_TOTALS:
                count = len(self._opposed_rows(total, other))
                if count != 1:
                    problems.append(f"opposed totals {total} vs {other} match {count} rows")
        if problems:
            raise LoadError(
                [
                    Diagnostic(Location(name, 1, 1), "STRIKE_TABLE", p, Severity.INPUT)
                    for p in problems[:20]
                ]
            )

    def _opposed_rows(self, attacker: int, defender: int) -> list[Result]:
        diff = attacker - defender
        return [
            r
            for bounds, total, r in self._opposed
            if _inside(diff, bounds) and (total is None or _inside(attacker, total))
        ]

    def unopposed(self, total: int) -> Result:
        """The result of the attacker's total alone (the target is closed)."""
        for bounds, result in self._unopposed:
            if _inside(total, bounds):
                return result
        raise ValueError(f"no row for total {total}")  # pragma: no cover - checked at load

    def row_words(self, attacker: int, defender: int | None) -> str:
        """The row of the table that decides these totals, in words (``D +2``,
        ``D 0, attacker's total ≥ 5``; ``defender`` None: the unopposed row, ``total
        4–5``): what a replay shows beside a strike's dice.

        >>> table = load_strike_table()
        >>> table.row_words(6, 2), table.row_words(5, 5), table.row_words(4, None)
        ('D +4', "D 0, attacker's total ≥ 5", 'total 4–5')
        """
        if defender is None:
            for bounds, _ in self._unopposed:
                if _inside(attacker, bounds):
                    return _bounds_words("total", bounds, False)
            raise ValueError(f"no row for total {attacker}")  # pragma: no cover
        diff = attacker - defender
        for bounds, total, _ in self._opposed:
            if _inside(diff, bounds) and (total is None or _inside(attacker, total)):
                words = _bounds_words("D", bounds, True)
                if total is not None:
                    words += ", " + _bounds_words("attacker's total", total, False)
                return words
        raise ValueError(f"no row for {attacker} vs {defender}")  # pragma: no cover

    def opposed(self, attacker: int, defender: int) -> Result:
        """The result of both totals (the target is open)."""
        key = (attacker, defender)
        found = self._cache.get(key)
        if found is None:
            found = self._opposed_rows(attacker, defender)[0]
            self._cache[key] = found
        return found


def _bounds_words(what: str, bounds: tuple[float, float], signed: bool) -> str:
    """A row's range in words: ``D +4``, ``D ≥ +5``, ``total 4–5``, ``total ≤ 3``."""
    low, high = bounds

    def number(value: float) -> str:
        return f"{int(value):+d}" if signed and value else str(int(value))

    if low == high:
        return f"{what} {number(low)}"
    if low == float("-inf"):
        return f"{what} ≤ {number(high)}"
    if high == float("inf"):
        return f"{what} ≥ {number(low)}"
    return f"{what} {number(low)}–{number(high)}"


def strike_table_path() -> Path:
    return game_dir("berserk") / "strike-table.yaml"


def load_strike_table(path: Path | None = None) -> StrikeTable:
    """The table in ``path`` (default: the bundled one), schema-checked and verified."""
    if path is None:
        return _bundled()
    return _read(path)


@cache
def _bundled() -> StrikeTable:
    return _read(strike_table_path())


def _read(path: Path) -> StrikeTable:
    checked = check_file(path, STRIKES_SCHEMA)
    if not checked.ok or checked.document is None:
        raise LoadError(checked.diagnostics)
    return StrikeTable(checked.document.data, str(path))
