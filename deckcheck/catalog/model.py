"""The card catalogue: plain, immutable data shared by both games.

A :class:`Catalogue` holds one game's vocabulary (:class:`GameInfo`), its sets and its
cards. Fields every game has (id, name, type, rarity, set, elements, text) are typed
attributes of :class:`Card`; game-specific fields (Battle Value, crystals, lives ...)
are in :attr:`Card.fields` and read through the typed helpers below, so search,
validation and the engines share one model.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any

from deckcheck.diagnostics import Location
from deckcheck.loading.yamlload import Document, PathItem

_BREVE = "\u0306"


def fold(text: str) -> str:
    """Case- and accent-insensitive form for matching user input (ё matches е, é matches e).

    The breve is kept, so that Russian й stays distinct from и.
    """
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(ch for ch in text if ch == _BREVE or not unicodedata.combining(ch))
    text = unicodedata.normalize("NFC", text)
    return " ".join(text.replace("_", " ").replace("-", " ").split())


def _locate(source: tuple[Document, tuple[PathItem, ...]] | None) -> Location | None:
    if source is None:
        return None
    document, path = source
    return document.locate(path)


@dataclass(frozen=True)
class Term:
    """One entry of a closed vocabulary: an English id, its printed name and aliases."""

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    adjective: str | None = None
    #: Vocabulary-specific extras (a character's ``character_type``, ``counts_as`` ...).
    extra: Mapping[str, Any] = field(default_factory=dict)

    def spellings(self) -> Iterator[str]:
        yield self.id
        yield self.name
        if self.adjective:
            yield self.adjective
        yield from self.aliases


class Vocabulary:
    """A closed set of terms, looked up by id, name or alias in any case."""

    def __init__(self, kind: str, terms: Iterable[Term]):
        self.kind = kind
        self.terms: dict[str, Term] = {term.id: term for term in terms}
        self._index: dict[str, list[str]] = {}
        for term in self.terms.values():
            for spelling in term.spellings():
                ids = self._index.setdefault(fold(spelling), [])
                if term.id not in ids:
                    ids.append(term.id)

    def __contains__(self, term_id: object) -> bool:
        return term_id in self.terms

    def __iter__(self) -> Iterator[Term]:
        return iter(self.terms.values())

    def __len__(self) -> int:
        return len(self.terms)

    def name(self, term_id: str) -> str:
        term = self.terms.get(term_id)
        return term.name if term else term_id

    def lookup(self, text: str) -> list[str]:
        """Ids whose id, name or an alias equals ``text`` (case-insensitively)."""
        return list(self._index.get(fold(text), ()))

    def suggest(self, text: str) -> list[str]:
        """Spellings close to ``text``, for "did you mean" hints."""
        return difflib.get_close_matches(fold(text), list(self._index), n=3, cutoff=0.6)


@dataclass(frozen=True)
class GameInfo:
    """A game's name and vocabularies, as written in ``cardsets/<game>/game.yaml``."""

    game: str
    name: str
    elements: Vocabulary
    rarities: Vocabulary
    types: Vocabulary
    subtypes: Vocabulary
    characters: Vocabulary
    character_types: Vocabulary
    #: Berserk's card classes (орк, тоа-дан ...); empty for a game without them.
    classes: Vocabulary = field(default_factory=lambda: Vocabulary("class", ()))


@dataclass(frozen=True)
class CardSet:
    """A set's header: code, name, year and where its data came from."""

    game: str
    code: str
    name: str
    year: int
    status: str
    provenance: str
    aliases: tuple[str, ...] = ()
    licence: str | None = None
    source: tuple[Document, tuple[PathItem, ...]] | None = field(
        default=None, compare=False, repr=False
    )

    @cached_property
    def location(self) -> Location | None:
        return _locate(self.source)

    def matches(self, text: str) -> bool:
        wanted = fold(text)
        return any(fold(s) == wanted for s in (self.code, self.name, *self.aliases))


@dataclass(frozen=True)
class Card:
    """One card. ``fields`` holds every field of the catalogue record, read-only."""

    game: str
    id: str
    name: str
    type: str
    rarity: str
    set: str
    elements: tuple[str, ...]
    fields: Mapping[str, Any]
    #: Where the card is written: a document and the card's path in it (resolved lazily,
    #: so cards read from the cache do not decode positions nobody asks for).
    source: tuple[Document, tuple[PathItem, ...]] | None = field(
        default=None, compare=False, repr=False
    )

    @cached_property
    def location(self) -> Location | None:
        return _locate(self.source)

    @property
    def text(self) -> str | None:
        value = self.fields.get("text")
        return value if isinstance(value, str) else None

    def number(self, key: str) -> int | None:
        """An integer field (``power``, ``cost``, ``lives`` ...) or None when absent."""
        value = self.fields.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def flag(self, key: str) -> bool:
        """A boolean field (``major``, ``elite``, ``unique`` ...); absent means false.

        ``unimplemented`` is derived: a card whose record says ``implemented: false``
        (the rules engine does not carry it out, so it is never played).
        """
        if key == "unimplemented":
            return self.fields.get("implemented") is False
        return self.fields.get(key) is True

    def names(self, key: str) -> tuple[str, ...]:
        """A list-of-ids field (``characters``, ``abilities`` ...) as a tuple."""
        value = self.fields.get(key)
        if isinstance(value, list):
            return tuple(str(v) for v in value)
        if isinstance(value, str):
            return (value,)
        return ()

    @property
    def power(self) -> int | None:
        """Card Captor Sakura: a Capture card's Battle Value."""
        return self.number("power")

    @property
    def characters(self) -> tuple[str, ...]:
        return self.names("characters")

    @property
    def subtype(self) -> str | None:
        value = self.fields.get("subtype")
        return value if isinstance(value, str) else None


def make_card(
    game: str,
    set_code: str,
    record: dict[str, Any],
    source: tuple[Document, tuple[PathItem, ...]] | None = None,
) -> Card:
    """A :class:`Card` from one schema-valid catalogue record."""
    # Catalogues are built on every command, from the cache: filling the instance dict
    # directly skips the frozen dataclass's per-field object.__setattr__ calls, which
    # made up half the cost of a cached load. The result is an ordinary frozen Card.
    card = object.__new__(Card)
    card.__dict__.update(
        game=game,
        id=record["id"],  # the schema made these strings
        name=record["name"],
        type=record["type"],
        rarity=record["rarity"],
        set=set_code,
        elements=tuple(record.get("elements") or ()),
        fields=MappingProxyType(record),
        source=source,
    )
    return card


class UnknownCardError(KeyError):
    """A card id that is not in the catalogue, with the closest ids."""

    def __init__(self, card_id: str, suggestions: list[str]):
        super().__init__(card_id)
        self.card_id = card_id
        self.suggestions = suggestions

    def __str__(self) -> str:
        hint = f"; did you mean {', '.join(self.suggestions)}?" if self.suggestions else ""
        return f"unknown card {self.card_id!r}{hint}"


@dataclass
class Catalogue:
    """One game's cards, sets and vocabularies."""

    info: GameInfo
    sets: dict[str, CardSet]
    cards: dict[str, Card]

    @property
    def game(self) -> str:
        return self.info.game

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards.values())

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def card(self, card_id: str) -> Card:
        """The card with this id (case-insensitive); raises :class:`UnknownCardError`."""
        found = self.cards.get(card_id) or self.cards.get(card_id.upper())
        if found is None:
            raise UnknownCardError(card_id, self.suggest_ids(card_id))
        return found

    def suggest_ids(self, card_id: str, n: int = 3) -> list[str]:
        return difflib.get_close_matches(card_id.upper(), list(self.cards), n=n, cutoff=0.5)

    def find_set(self, text: str) -> CardSet | None:
        for card_set in self.sets.values():
            if card_set.matches(text):
                return card_set
        return None
