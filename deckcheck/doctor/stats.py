"""A deck's statistics: its composition and its exact draw odds, as tables.

A :class:`DeckStats` is built from a checked deck (:class:`~deckcheck.formats.checker.DeckReport`):
the cards the validator read, the catalogue and the format it was checked against. Each
statistic is a :class:`Table` of rows and columns, so that the terminal's bars, the
report's SVG charts, JSON and CSV all show the same numbers.

Card Captor Sakura
    Composition by type, element, power and character; the spirit elements of the
    spirit deck that no Capture card of the deck can catch (a warning: a Capture card
    catches spirits of its own elements); the exact chance of holding a Capture card
    that can catch each spirit element, a Capture card of power 2000 and a
    Reinforcement card in the opening hand and by turn N.

Berserk
    Composition by type, element and kind (ground, flying ...), the cost curve split
    into elite and ordinary cards; for each card the exact chance of at least 1, 2 and 3
    copies in the format's deal (15 cards).

**How many cards a Card Captor Sakura player has seen by turn N** is deckcheck's reading
of the replenish rule: each player draws ``hand_size`` (5) cards, and at the end of
every turn — both players' — may drop up to ``drop_limit`` (2) cards and draws back up
to ``hand_size``. A player looking for a card drops two others each turn and so sees at
least ``hand_size + drop_limit × (N − 1)`` cards by turn N (more when it also plays
cards); the odds are for exactly that many, a lower bound. Both numbers are read from
the rules data (``cardsets/ccs/rules.yaml``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from deckcheck.doctor.odds import at_least
from deckcheck.loading.diagnostics import Diagnostic, Location, Severity

if TYPE_CHECKING:
    from deckcheck.catalog.model import Card, Catalogue
    from deckcheck.formats.checker import DeckReport
    from deckcheck.formats.model import Format

Kind = Literal["count", "probability"]

#: Probabilities are written with this many decimals in JSON, CSV and the report.
DIGITS = 6

#: Berserk cards without an element (Нейтралы, rule 106.2), as a row of their own.
NEUTRAL, NEUTRAL_NAME = "neutral", "Нейтралы"

#: The power of the Capture cards whose odds Card Captor Sakura stats show.
LOW_POWER = 2000


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


# --- building ---------------------------------------------------------------------------


def _copies(counts: Mapping[str, int], catalogue: Catalogue) -> list[tuple[Card, int]]:
    return [(catalogue.cards[i], n) for i, n in counts.items() if i in catalogue.cards]


def _tally(pairs: Iterable[tuple[str, int]]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for key, n in pairs:
        totals[key] = totals.get(key, 0) + n
    return totals


def _count_table(
    key: str, title: str, totals: Mapping[str, int], note: str = "", column: str = "cards"
) -> Table:
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
    """The statistics of a checked deck (``report.cards`` must be set).

    ``turns``: Card Captor Sakura odds are given for the opening hand and turns 2 to
    ``turns``. ``rules_file``: a Card Captor Sakura rules.yaml (default: the bundled).
    ``asked``: cards the player asks about (``stats --card``): the chance of holding each,
    and any of them, under the same draw model as the other odds.
    """
    cards = report.cards
    if cards is None:
        raise ValueError(f"{report.file}: the deck's cards were not read")
    sections = {key: sum(counts.values()) for key, counts in cards.sections.items()}
    known = fmt.sections if fmt is not None else {}
    sizes = tuple(
        f"{known[key].nouns(n)} in the {known[key].name}" if key in known else f"{n} in {key}"
        for key, n in sections.items()
    )
    base = {
        "file": report.file,
        "name": report.deck.name if report.deck else None,
        "game": cards.game,
        "format": report.format,
        "verdict": report.outcome,
        "sections": sections,
        "sizes": sizes,
    }
    if cards.game == "ccs":
        return _ccs_stats(report, catalogue, base, turns, rules_file, asked)
    return _berserk_stats(report, catalogue, fmt, base, asked)


def _asked_table(
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


def _type_table(catalogue: Catalogue, copies: Sequence[tuple[Card, int]]) -> Table:
    types = catalogue.info.types
    order = {term.id: i for i, term in enumerate(types)}
    totals = _tally((card.type, n) for card, n in copies)
    named = {types.name(t): totals[t] for t in sorted(totals, key=lambda t: order.get(t, 99))}
    return _count_table("types", "Cards by type", named)


def _ccs_stats(
    report: DeckReport,
    catalogue: Catalogue,
    base: dict[str, Any],
    turns: int,
    rules_file: Any,
    asked: Sequence[Card] = (),
) -> DeckStats:
    from deckcheck.games.ccs.engine.rules import load_rules

    cards = report.cards
    assert cards is not None
    rules = load_rules(rules_file)
    info = catalogue.info
    play = _copies(cards.sections.get("deck", {}), catalogue)
    spirits = _copies(cards.sections.get("spirits", {}), catalogue)
    captures = [(card, n) for card, n in play if card.type == "capture"]
    elements = [term.id for term in info.elements]

    tables = [_type_table(catalogue, play + spirits)]
    capture_by_element = _tally((e, n) for card, n in captures for e in card.elements)
    spirit_by_element = _tally((e, n) for card, n in spirits for e in card.elements)
    element_rows = tuple(
        Row(
            info.elements.name(e),
            (capture_by_element.get(e, 0), spirit_by_element.get(e, 0)),
        )
        for e in elements
        if e in capture_by_element or e in spirit_by_element
    )
    tables.append(
        Table(
            "elements",
            "Capture cards and spirits by element",
            "count",
            ("Capture cards", "spirits"),
            element_rows,
            "a card of two elements counts in both",
        )
    )
    powers = _tally((str(card.power), n) for card, n in captures if card.power is not None)
    tables.append(
        _count_table(
            "power",
            "Capture cards by power",
            {p: powers[p] for p in sorted(powers, key=int)},
            column="Capture cards",
        )
    )
    characters = _tally(
        (c, n)
        for card, n in play
        if card.type in ("capture", "reinforcement")
        for c in card.characters
    )
    tables.append(
        _count_table(
            "characters",
            "Capture and Reinforcement cards by character",
            {
                info.characters.name(c): characters[c]
                for c in sorted(characters, key=lambda c: (-characters[c], c))
            },
        )
    )

    population = sum(n for _, n in play)
    seen = [cards_seen(turn, rules.hand_size, rules.drop_limit) for turn in range(1, turns + 1)]
    columns = tuple(
        f"opening {rules.hand_size}" if turn == 1 else f"turn {turn}"
        for turn in range(1, turns + 1)
    )

    def odds_row(label: str, successes: int) -> Row:
        values = tuple(at_least(population, successes, min(d, population), 1) for d in seen)
        return Row(label, values, f"{successes} of {population} cards")

    catch_rows = []
    for e in elements:
        if e not in spirit_by_element:
            continue
        catchers = capture_by_element.get(e, 0)
        catch_rows.append(odds_row(info.elements.name(e), catchers))
    draws = ", ".join(f"{c}: {min(d, population)}" for c, d in zip(columns, seen, strict=True))
    tables.append(
        Table(
            "catch",
            "Chance of holding a Capture card that can catch each spirit element",
            "probability",
            columns,
            tuple(catch_rows),
            f"cards seen ({draws}); deckcheck's reading of the replenish rule, a lower bound",
        )
    )
    low = sum(n for card, n in captures if card.power == LOW_POWER)
    reinforcements = sum(n for card, n in play if card.type == "reinforcement")
    tables.append(
        Table(
            "key_cards",
            "Chance of holding a key card",
            "probability",
            columns,
            (
                odds_row(f"Capture card of power {LOW_POWER}", low),
                odds_row("Reinforcement card", reinforcements),
            ),
        )
    )
    if asked:
        tables.append(_asked_table(
            asked, play, population, columns,
            lambda n, i: at_least(population, n, min(seen[i], population), 1),
            "at least one copy among the cards seen of the player's deck; spirits are "
            "revealed, never drawn"))
    uncatchable = [e for e in elements if e in spirit_by_element and not capture_by_element.get(e)]
    warnings: list[Diagnostic] = []
    if uncatchable:
        names = ", ".join(info.elements.name(e) for e in uncatchable)
        where = report.deck.place("spirits") if report.deck else Location(report.file)
        warnings.append(
            Diagnostic(
                where,
                "SPIRIT_UNCATCHABLE",
                f"no Capture card of the deck can catch spirits of element {names}: a Capture "
                "card catches spirits of its own elements (Cardcaptors CCG rules, Russian text, "
                "«Краткие правила игры»)",
                Severity.WARNING,
                {"elements": uncatchable},
            )
        )
    model = (
        f"exact hypergeometric odds; by turn N a player has seen {rules.hand_size} + "
        f"{rules.drop_limit} × (N − 1) cards of its deck (the opening hand, then "
        f"{rules.drop_limit} cards dropped and drawn back at every replenish step): "
        "deckcheck's reading, a lower bound"
    )
    return DeckStats(**base, tables=tuple(tables), warnings=tuple(warnings), model=model)


def cards_seen(turn: int, hand_size: int, drop_limit: int) -> int:
    """Cards a Card Captor Sakura player has seen at the start of ``turn`` (1 = the
    first), dropping ``drop_limit`` cards at each replenish step (see the module)."""
    return hand_size + drop_limit * (turn - 1)


def _berserk_stats(
    report: DeckReport,
    catalogue: Catalogue,
    fmt: Format | None,
    base: dict[str, Any],
    asked: Sequence[Card] = (),
) -> DeckStats:
    cards = report.cards
    assert cards is not None
    info = catalogue.info
    copies = _copies(cards.counts(), catalogue)
    tables = [_type_table(catalogue, copies)]
    costs: dict[int, list[int]] = {}
    for card, n in copies:
        cost = card.number("cost")
        if cost is None:
            continue
        pair = costs.setdefault(cost, [0, 0])
        pair[0 if card.flag("elite") else 1] += n
    tables.append(
        Table(
            "cost",
            "Cost curve",
            "count",
            ("elite", "ordinary"),
            tuple(Row(str(c), (costs[c][0], costs[c][1])) for c in sorted(costs)),
            stacked=True,
        )
    )
    by_element = _tally((e, n) for card, n in copies for e in (card.elements or (NEUTRAL,)))
    element_names = {
        (NEUTRAL_NAME if e == NEUTRAL else info.elements.name(e)): by_element[e]
        for e in [*(t.id for t in info.elements), NEUTRAL]
        if e in by_element
    }
    tables.append(
        _count_table(
            "elements", "Cards by element", element_names, "a card of two elements counts in both"
        )
    )
    kinds = _tally((card.subtype or card.type, n) for card, n in copies)
    subtypes = info.subtypes
    tables.append(
        _count_table(
            "kinds",
            "Cards by kind (flyers, ground creatures ...)",
            {
                (subtypes.name(k) if k in subtypes else info.types.name(k)): kinds[k]
                for k in sorted(kinds)
            },
        )
    )
    deal = fmt.squad.deal if fmt is not None and fmt.squad is not None else 15
    population = sum(n for _, n in copies)
    rows = tuple(
        Row(
            f"{card.id} {card.name}",
            tuple(at_least(population, n, deal, k) for k in (1, 2, 3)),
            f"{n} of {population} cards",
        )
        for card, n in copies
    )
    tables.append(
        Table(
            "deal",
            f"Chance of at least 1, 2, 3 copies in the {deal}-card deal",
            "probability",
            ("≥1", "≥2", "≥3"),
            rows,
        )
    )
    if asked:
        tables.append(_asked_table(
            asked, copies, population, ("≥1", "≥2", "≥3"),
            lambda n, i: at_least(population, n, deal, i + 1),
            f"at least 1, 2, 3 copies in the {deal}-card deal"))
    model = f"exact hypergeometric odds of a {deal}-card deal from {population} cards"
    return DeckStats(**base, tables=tuple(tables), model=model)
