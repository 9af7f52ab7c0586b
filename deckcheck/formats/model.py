"""Deck formats as data: sections, limits and (Berserk) squad parameters.

A format is a list of :class:`Limit` records read from ``cardsets/<game>/formats.yaml``
(see ``schemas/formats.schema.json``). Four kinds of limit cover both games:

* ``size`` — the number of cards in a section (``min``/``max``/``exact``);
* ``count_where`` — the number of cards in a section matching a :class:`CardFilter`
  such as ``{type: capture, power: 5000}``;
* ``distinct`` — the number of different values of a card field (``elements``) in a section;
* ``copies`` — the copies of one card id, or of one name, in a section or the whole deck.

Every limit carries a stable ``code`` (``DECK_SIZE``, ``CAPTURE_TIER_MAX`` ...), the rule in
words, its source, and whether it is deckcheck's *reading* rather than a stated rule.

>>> f = CardFilter.of({"type": "capture", "power": [4000, 5000]})
>>> f.describe(lambda t: t.title())
'Capture cards of power 4000 or 5000'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from deckcheck.catalog.model import Card
from deckcheck.diagnostics import Location

#: The kinds of limit (``kind:`` in formats.yaml).
LimitKind = Literal["size", "count_where", "distinct", "copies"]
LIMIT_KINDS: tuple[LimitKind, ...] = ("size", "count_where", "distinct", "copies")

#: Card fields with a word for messages that is not the field's own name.
_FIELD_WORDS = {"elements": "element", "characters": "character", "type": "card type"}


def field_word(name: str, count: int = 1) -> str:
    """``elements`` -> ``element`` / ``elements``, for messages."""
    word = _FIELD_WORDS.get(name, name)
    return word if count == 1 else word + "s"


def card_value(card: Card, name: str) -> Any:
    """A card's field by name; ``type`` and ``elements`` come from the typed attributes."""
    if name == "type":
        return card.type
    if name == "elements":
        return card.elements
    if name == "name":
        return card.name
    if name == "set":
        return card.set
    return card.fields.get(name)


def _among(value: Any, wanted: tuple[Any, ...]) -> bool:
    """``value in wanted``, except that ``True`` does not equal ``1``."""
    is_bool = isinstance(value, bool)
    return any(value == w and is_bool == isinstance(w, bool) for w in wanted)


@dataclass(frozen=True)
class CardFilter:
    """Cards whose fields have given values; a tuple of values means any of them.

    A list field (``elements``, ``characters``) matches when it contains one of the values.
    """

    terms: tuple[tuple[str, tuple[Any, ...]], ...]

    @classmethod
    def of(cls, where: Mapping[str, Any]) -> CardFilter:
        return cls(
            tuple(
                (key, tuple(value) if isinstance(value, list | tuple) else (value,))
                for key, value in where.items()
            )
        )

    def matches(self, card: Card) -> bool:
        for key, wanted in self.terms:
            value = card_value(card, key)
            if isinstance(value, list | tuple):
                if not any(_among(v, wanted) for v in value):
                    return False
            elif not _among(value, wanted):
                return False
        return True

    def describe(self, type_name: Callable[[str], str] = str, count: int = 2) -> str:
        """``Capture cards of power 5000``: the cards matched, in words."""
        noun = "card" if count == 1 else "cards"
        head = noun
        tails = []
        for key, values in self.terms:
            shown = " or ".join(str(v) for v in values)
            if key == "type":
                head = " or ".join(type_name(str(v)) for v in values) + " " + noun
            else:
                tails.append(f"{field_word(key)} {shown}")
        return head + (" of " + " and ".join(tails) if tails else "")


@dataclass(frozen=True)
class Section:
    """A part of a deck (``deck``, ``spirits``) and the card types that belong in it."""

    key: str
    name: str
    types: tuple[str, ...]
    noun: str = "card"

    def nouns(self, count: int) -> str:
        """``1 spirit``, ``2 spirits``."""
        return f"{count} {self.noun if count == 1 else self.noun + 's'}"


@dataclass(frozen=True)
class Limit:
    """One deck-construction limit of a format."""

    code: str
    kind: LimitKind
    rule: str
    source: str
    section: str | None = None
    where: CardFilter | None = None
    field: str | None = None
    per: Literal["id", "name"] | None = None
    min: int | None = None
    max: int | None = None
    #: True when the limit is deckcheck's reading of the sources, not a stated rule.
    reading: bool = False
    location: Location | None = dataclasses.field(default=None, compare=False, repr=False)

    def expected(self) -> str:
        """The allowed values in words: ``exactly 30``, ``at most 4``, ``30 to 50``."""
        low, high = self.min, self.max
        if low is not None and low == high:
            return f"exactly {low}"
        if low is not None and high is not None:
            return f"{low} to {high}"
        if high is not None:
            return f"at most {high}"
        return f"at least {low}"

    def allows(self, value: int) -> bool:
        return (self.min is None or value >= self.min) and (self.max is None or value <= self.max)


@dataclass(frozen=True)
class Crystals:
    gold: int
    silver: int


@dataclass(frozen=True)
class SquadRules:
    """Berserk squad recruitment (Набор отряда) parameters, each with its source."""

    deal: int
    first: Crystals
    second: Crystals
    elite_gold_only: bool
    element_penalty_gold: int
    flyer_crystal_cap: int
    unique_max_in_squad: int
    mulligan_gold: int
    sources: Mapping[str, str] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class Format:
    """A named format of one game: its sections and limits (and squad rules, for Berserk)."""

    game: str
    key: str
    name: str
    source: str
    sections: Mapping[str, Section]
    limits: tuple[Limit, ...]
    description: str | None = None
    squad: SquadRules | None = None
    #: Where the format is defined (``cardsets/ccs/formats.yaml:22:3``).
    location: Location | None = field(default=None, compare=False, repr=False)

    def section_for_type(self, card_type: str) -> str | None:
        """The section a card of this type belongs in, if any."""
        for section in self.sections.values():
            if card_type in section.types:
                return section.key
        return None


@dataclass(frozen=True)
class GameFormats:
    """Every format of one game, and the one used when none is named."""

    game: str
    default: str
    formats: Mapping[str, Format]

    def __contains__(self, name: object) -> bool:
        return name in self.formats

    def __getitem__(self, name: str) -> Format:
        return self.formats[name]

    def names(self) -> list[str]:
        return list(self.formats)


def section_of(key: str, data: Mapping[str, Any]) -> Section:
    return Section(
        key=key,
        name=str(data["name"]),
        types=tuple(data["types"]),
        noun=str(data.get("noun", "card")),
    )


def limit_of(data: Mapping[str, Any], location: Location | None = None) -> Limit:
    """A :class:`Limit` from one schema-valid ``limits:`` item."""
    exact = data.get("exact")
    return Limit(
        code=str(data["code"]),
        kind=data["kind"],
        rule=str(data["rule"]),
        source=str(data["source"]),
        section=data.get("section"),
        where=CardFilter.of(data["where"]) if "where" in data else None,
        field=data.get("field"),
        per=data.get("per"),
        min=exact if exact is not None else data.get("min"),
        max=exact if exact is not None else data.get("max"),
        reading=bool(data.get("reading", False)),
        location=location,
    )


def squad_of(data: Mapping[str, Any]) -> SquadRules:
    crystals = data["crystals"]
    return SquadRules(
        deal=data["deal"],
        first=Crystals(**crystals["first"]),
        second=Crystals(**crystals["second"]),
        elite_gold_only=data["elite_gold_only"],
        element_penalty_gold=data["element_penalty_gold"],
        flyer_crystal_cap=data["flyer_crystal_cap"],
        unique_max_in_squad=data["unique_max_in_squad"],
        mulligan_gold=data["mulligan_gold"],
        sources=MappingProxyType(dict(data["sources"])),
    )
