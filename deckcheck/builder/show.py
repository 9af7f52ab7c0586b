"""A deck summarised for ``deckcheck deck show``: its cards by section and type, and
totals by the fields that matter in each game.

Which fields are totalled is in each game's profile (:mod:`deckcheck.games`):
elements and power tiers for Card Captor Sakura, elements, cost and type for Berserk. A
card with two elements counts once for each; a card without the field (a Strategy card
has no power) is left out of that field's totals, except that cards without an element
count as ``no element``.

>>> from deckcheck.catalog.load import load_catalogue
>>> from deckcheck.formats.decks import loads_deck
>>> from deckcheck.formats.load import load_formats
>>> deck, _ = loads_deck("game: ccs\\ndeck: {C1: 2, C4: 1, S1: 3}\\nspirits: {CS1: 1}", "d.yaml")
>>> summary = summarise(deck, load_catalogue("ccs"), load_formats("ccs")["short"])
>>> [(g.type, g.copies) for g in summary.sections[0].groups]
[('capture', 3), ('strategy', 3)]
>>> [(b.label, b.counts) for b in summary.sections[0].breakdowns]
[('elements', (('Wind', 2), ('Fire', 3), ('no element', 3))), ('power', (('5000', 1), ('2000', 2)))]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deckcheck.builder.edit import resolve_entry
from deckcheck.builder.status import DeckState, deck_state
from deckcheck.catalog.model import Card, Catalogue
from deckcheck.formats.checker import DeckReport
from deckcheck.formats.decks import UNPLACED, Deck
from deckcheck.formats.model import Format, Section, card_value
from deckcheck.games import profile

_NO_ELEMENT = "no element"


@dataclass(frozen=True)
class Line:
    """One card of the deck: its id (or the text as written), copies and the card."""

    key: str
    copies: int
    card: Card | None


@dataclass(frozen=True)
class TypeGroup:
    """The cards of one type in a section (type ``?`` for cards the catalogue lacks)."""

    type: str
    name: str
    lines: tuple[Line, ...]

    @property
    def copies(self) -> int:
        return sum(line.copies for line in self.lines)


@dataclass(frozen=True)
class Breakdown:
    """Copies per value of one field, in the field's natural order."""

    field: str
    label: str
    counts: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class SectionSummary:
    section: Section
    groups: tuple[TypeGroup, ...]
    breakdowns: tuple[Breakdown, ...]

    @property
    def copies(self) -> int:
        return sum(group.copies for group in self.groups)


@dataclass(frozen=True)
class DeckSummary:
    deck: Deck
    format: Format
    sections: tuple[SectionSummary, ...]
    state: DeckState


def _breakdown(catalogue: Catalogue, name: str, lines: Sequence[Line]) -> Breakdown | None:
    counts: dict[object, int] = {}
    elements = catalogue.info.elements
    for line in lines:
        if line.card is None:
            continue
        value = card_value(line.card, name)
        values = list(value) if isinstance(value, list | tuple) else [value]
        if name == "elements" and not values:
            values = [_NO_ELEMENT]
        for item in values:
            if item is not None:
                counts[item] = counts.get(item, 0) + line.copies
    if not counts or (name == "elements" and list(counts) == [_NO_ELEMENT]):
        return None
    if name == "elements":
        order = {term.id: i for i, term in enumerate(elements)}
        keys = sorted(counts, key=lambda v: order.get(str(v), len(order)))
        shown = [
            (elements.name(str(k)) if k != _NO_ELEMENT else _NO_ELEMENT, counts[k]) for k in keys
        ]
    elif name == "type":
        types = catalogue.info.types
        order = {term.id: i for i, term in enumerate(types)}
        keys = sorted(counts, key=lambda v: order.get(str(v), len(order)))
        shown = [(types.name(str(k)), counts[k]) for k in keys]
    else:
        keys = sorted(counts, key=lambda v: (-v if isinstance(v, int) else 0, str(v)))
        shown = [(str(k), counts[k]) for k in keys]
    return Breakdown(name, name, tuple(shown))


def summarise(
    deck: Deck,
    catalogue: Catalogue,
    fmt: Format,
    report: DeckReport | None = None,
) -> DeckSummary:
    """The deck by section and type, with its totals and its state against ``fmt``.

    ``report`` is the checker's report on the deck (its one validation, with
    ``NOT_OWNED`` when a collection was given); the deck is validated here otherwise."""
    from deckcheck.catalog.search import natural_key

    placed: dict[str, dict[str, Line]] = {}
    first = next(iter(fmt.sections))
    for key, entries in deck.sections.items():
        for entry in entries:
            card = resolve_entry(catalogue, entry.card)
            section = key
            if key == UNPLACED:
                home = fmt.section_for_type(card.type) if card is not None else None
                section = home or first
            name = card.id if card is not None else entry.card
            lines = placed.setdefault(section, {})
            before = lines.get(name)
            lines[name] = Line(name, entry.copies + (before.copies if before else 0), card)
    types = catalogue.info.types
    summaries = []
    keys = [*fmt.sections, *(k for k in placed if k not in fmt.sections)]
    for key in keys:
        part = fmt.sections.get(key) or Section(key, key, ())
        shown = [line for line in placed.get(key, {}).values() if line.copies]
        by_type: dict[str, list[Line]] = {}
        for line in shown:
            by_type.setdefault(line.card.type if line.card else "?", []).append(line)
        order = {t: i for i, t in enumerate(part.types)}
        groups = tuple(
            TypeGroup(
                card_type,
                types.name(card_type) if card_type != "?" else "not in the catalogue",
                tuple(
                    sorted(
                        found,
                        key=lambda line: (
                            -((line.card.power or 0) if line.card else 0),
                            natural_key(line.key),
                        ),
                    )
                ),
            )
            for card_type, found in sorted(
                by_type.items(), key=lambda item: (order.get(item[0], len(order)), item[0])
            )
        )
        breakdowns = tuple(
            b
            for name in profile(catalogue.game).show_totals
            if (b := _breakdown(catalogue, name, shown)) is not None
            and not (name == "type" and len(b.counts) < 2)
        )
        if key in fmt.sections or shown:
            summaries.append(SectionSummary(part, groups, breakdowns))
    if report is None:
        state = deck_state(deck, catalogue, fmt)
    else:
        state = deck_state(deck, catalogue, fmt, report.violations, report.measured)
    return DeckSummary(deck, fmt, tuple(summaries), state)
