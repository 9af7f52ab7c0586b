"""A deck's statistics: its composition and its exact draw odds, as tables.

A :class:`DeckStats` is built from a checked deck (:class:`~deckcheck.formats.checker.DeckReport`):
the cards the validator read, the catalogue and the format it was checked against. Each
statistic is a :class:`Table` of rows and columns, so that the terminal's bars, the
report's SVG charts, JSON and CSV all show the same numbers.

Which statistics a deck has is its game's (:attr:`deckcheck.games.GameProfile.deck_stats`:
e.g. :mod:`deckcheck.games.ccs.stats`, :mod:`deckcheck.games.berserk.stats`): a game that
says none gets its cards by type alone. The helpers below (:func:`type_table`,
:func:`asked_table` ...) are the games' building blocks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from deckcheck.diagnostics import Diagnostic, clipped

if TYPE_CHECKING:
    from deckcheck.catalog.model import Card, Catalogue
    from deckcheck.formats.checker import DeckReport
    from deckcheck.formats.model import Format

Kind = Literal["count", "probability"]

#: Probabilities are written with this many decimals in JSON, CSV and the report.
DIGITS = 6


@dataclass(frozen=True)
class Row:
    """One row of a table: a label, one value per column, and what it counts."""

    label: str
    #: Card counts stay ints, so that a count past 2**53 prints exactly (a float would
    #: round 100000000000000001 to 100000000000000000); probabilities are floats.
    values: tuple[float, ...]
    #: A short note on the row (``4 of 30 cards``).
    detail: str = ""


@dataclass(frozen=True)
class Table:
    """One statistic: rows of numbers under named columns.

    ``kind`` says whether the values are card counts or probabilities (0 to 1).
    """

    key: str
    title: str
    kind: Kind
    columns: tuple[str, ...]
    rows: tuple[Row, ...]
    note: str = ""
    #: The columns are parts of one whole (elite and ordinary cards of a cost): drawn
    #: stacked in one bar; otherwise side by side.
    stacked: bool = False
    #: The last two columns are the 95% interval of the first (``share``, ``ci95 low``,
    #: ``ci95 high``): drawn as an error bar on the first column's bar, not as bars.
    interval: bool = False
    #: The unit of each column when they differ (crystals and lives): each unit is drawn
    #: as a chart of its own, on its own scale (:meth:`by_unit`). Empty: one unit.
    units: tuple[str, ...] = ()

    def by_unit(self) -> list[Table]:
        """The table split by :attr:`units` into one table per unit (its title says the
        unit), or the table alone when its columns share one unit."""
        if len(set(self.units)) < 2:
            return [self]
        parts = []
        units = list(dict.fromkeys(self.units))
        for unit in units:
            keep = [i for i, u in enumerate(self.units) if u == unit]
            parts.append(
                replace(
                    self,
                    title=f"{self.title}: {unit}",
                    columns=tuple(self.columns[i] for i in keep),
                    rows=tuple(
                        replace(row, values=tuple(row.values[i] for i in keep)) for row in self.rows
                    ),
                    note=self.note if unit == units[-1] else "",
                    units=(),
                )
            )
        return parts

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "title": self.title,
            "kind": self.kind,
            "columns": list(self.columns),
            "rows": [
                {
                    "label": row.label,
                    "detail": row.detail,
                    "values": [number(v) for v in row.values],
                }
                for row in self.rows
            ],
            "note": self.note,
        }


def number(value: float) -> float | int:
    """A value as JSON shows it: counts as integers, probabilities to :data:`DIGITS` places."""
    if float(value).is_integer() and not 0 < value < 1:
        return int(value)
    return round(value, DIGITS)


def table_by_key(tables: Iterable[Table], key: str) -> Table:
    """The table called ``key`` among a result's tables."""
    for table in tables:
        if table.key == key:
            return table
    raise KeyError(key)


@dataclass(frozen=True)
class DeckStats:
    """Everything ``deckcheck stats`` says about one deck."""

    file: str
    name: str | None
    game: str
    format: str | None
    verdict: str
    sections: Mapping[str, int]
    tables: tuple[Table, ...]
    warnings: tuple[Diagnostic, ...] = ()
    #: How the odds were computed, in words.
    model: str = ""
    #: Each section's size in words, for a heading (``30 cards in the player's deck``).
    sizes: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    def table(self, key: str) -> Table:
        return table_by_key(self.tables, key)

    def to_json(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "name": self.name,
            "game": self.game,
            "format": self.format,
            "verdict": self.verdict,
            "sections": dict(self.sections),
            "model": self.model,
            "warnings": [
                {
                    "code": w.code,
                    "message": w.message,
                    "line": w.location.line or None,
                    "column": w.location.column or None,
                    **(
                        {"elements": list(w.details["elements"])} if "elements" in w.details else {}
                    ),
                }
                for w in self.warnings
            ],
            "tables": [table.to_json() for table in self.tables],
            **dict(self.extra),
        }


def csv_rows(tables: Iterable[Table], file: str = "") -> list[list[str]]:
    """The tables as CSV rows: ``file, table, label, column, value`` (a header first)."""
    rows = [["file", "table", "label", "column", "value"]]
    for table in tables:
        for row in table.rows:
            for column, value in zip(table.columns, row.values, strict=True):
                rows.append([file, table.key, row.label, column, str(number(value))])
    return rows


# --- a game's part ----------------------------------------------------------------------


@dataclass(frozen=True)
class StatsRequest:
    """What a game's statistics of a deck are made from (the hooks
    :attr:`~deckcheck.games.GameProfile.deck_stats` and ``report_charts``)."""

    #: The checked deck (its ``cards`` are set).
    report: DeckReport
    catalogue: Catalogue
    fmt: Format | None
    #: Odds are given up to this turn (a game whose odds go by turns: ``--turns``).
    turns: int = 6
    #: The game's rules file to read the draw rules from (None: the bundled rules).
    rules_file: Any = None
    #: Cards the player asks about (``stats --card``): the chance of holding each, and any
    #: of them, under the game's draw model.
    asked: Sequence[Card] = ()
    #: Sample deals for charts over deals (``report --deals``; 0: none) and their seed.
    deals: int = 0
    seed: int = 0


@dataclass(frozen=True)
class GameStats:
    """A game's statistics of a deck: its tables, its warnings and, in words, how its odds
    are computed ("": it gives none)."""

    tables: tuple[Table, ...]
    warnings: tuple[Diagnostic, ...] = ()
    model: str = ""


@dataclass(frozen=True)
class ExtraCharts:
    """Charts a game adds to a deck's report (Berserk's squads over sample deals)."""

    tables: tuple[Table, ...]
    #: What they are, under them on the page.
    note: str
    #: What they are in the command's closing line (``squads of 500 deals``).
    summary: str


def generic_stats(request: StatsRequest) -> GameStats:
    """The statistics of a game that gives none of its own: the cards by type."""
    cards = request.report.cards
    assert cards is not None
    catalogue = request.catalogue
    return GameStats((type_table(catalogue, deck_copies(cards.counts(), catalogue)),))


# --- building ---------------------------------------------------------------------------


def deck_copies(counts: Mapping[str, int], catalogue: Catalogue) -> list[tuple[Card, int]]:
    """Each card of ``counts`` (id -> copies) the catalogue holds, with its copies."""
    return [(catalogue.cards[i], n) for i, n in counts.items() if i in catalogue.cards]


def tally(pairs: Iterable[tuple[str, int]]) -> dict[str, int]:
    """The sum of the counts of each key, in the order keys first come."""
    totals: dict[str, int] = {}
    for key, n in pairs:
        totals[key] = totals.get(key, 0) + n
    return totals


def count_table(
    key: str, title: str, totals: Mapping[str, int], note: str = "", column: str = "cards"
) -> Table:
    """A table of one count a row (``totals``: label -> count)."""
    rows = tuple(Row(label, (n,)) for label, n in totals.items())
    return Table(key, title, "count", (column,), rows, note)


def deck_stats(
    report: DeckReport,
    catalogue: Catalogue,
    fmt: Format | None,
    *,
    turns: int = 6,
    rules_file: Any = None,
    asked: Sequence[Card] = (),
) -> DeckStats:
    """The statistics of a checked deck (``report.cards`` must be set): the game's
    (:attr:`~deckcheck.games.GameProfile.deck_stats`), or :func:`generic_stats`.

    ``turns``: odds by turn go up to ``turns`` (a game whose odds go by turns).
    ``rules_file``: the game's rules file (default: the bundled). ``asked``: cards the
    player asks about (``stats --card``): the chance of holding each, and any of them,
    under the same draw model as the other odds.
    """
    from deckcheck.games import profile

    cards = report.cards
    if cards is None:
        raise ValueError(f"{report.file}: the deck's cards were not read")
    sections = {key: sum(counts.values()) for key, counts in cards.sections.items()}
    known = fmt.sections if fmt is not None else {}
    # A size as validate counts it (written), and the same words when cards are not read.
    sizes = tuple(
        f"{known[key].nouns(cards.written_size(key))} in the {known[key].name}"
        f"{cards.size_words(key)}"
        if key in known
        else f"{n} in {key}"
        for key, n in sections.items()
    )
    request = StatsRequest(report, catalogue, fmt, turns, rules_file, tuple(asked))
    hook = profile(cards.game).deck_stats
    found = generic_stats(request) if hook is None else hook(request)
    return DeckStats(
        file=report.file,
        name=clipped(report.deck.name) if report.deck and report.deck.name else None,
        game=cards.game,
        format=clipped(report.format) if report.format else report.format,
        verdict=report.outcome,
        sections=sections,
        sizes=sizes,
        tables=found.tables,
        warnings=found.warnings,
        model=found.model,
    )


def asked_table(
    asked: Sequence[Card],
    copies: Sequence[tuple[Card, int]],
    population: int,
    columns: tuple[str, ...],
    chance: Callable[[int, int], float],
    note: str,
) -> Table:
    """The chance of holding each asked card and, for several, any of them: ``chance(n,
    column)`` is the chance for ``n`` copies of the deck's ``population`` cards."""
    held = {card.id: n for card, n in copies}

    def row(label: str, n: int) -> Row:
        detail = f"{n} of {population} cards" if n else "not in the deck"
        return Row(label, tuple(chance(n, i) for i in range(len(columns))), detail)

    unique = list({card.id: card for card in asked}.values())
    rows = [
        row(f"{card.id} {card.name}" + ("" if card.id in held else " (not in the deck)"),
            held.get(card.id, 0))
        for card in unique
    ]
    if len(unique) > 1:
        rows.append(row("any of them", sum(held.get(card.id, 0) for card in unique)))
    return Table("asked", "Chance of holding the cards asked for", "probability", columns,
                 tuple(rows), note)


def type_table(catalogue: Catalogue, copies: Sequence[tuple[Card, int]]) -> Table:
    """The cards by type, in the order of the game's types."""
    types = catalogue.info.types
    order = {term.id: i for i, term in enumerate(types)}
    totals = tally((card.type, n) for card, n in copies)
    named = {types.name(t): totals[t] for t in sorted(totals, key=lambda t: order.get(t, 99))}
    return count_table("types", "Cards by type", named)


