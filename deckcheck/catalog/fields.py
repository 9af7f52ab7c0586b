"""The searchable fields of each game: one table, read by the query compiler and the sorter.

A :class:`Field` says which keys name it in a query (``e``, ``element``), what kind of
value it holds (a vocabulary term, a set, a number, text, an id or a flag), where a
card keeps it (a :class:`~deckcheck.catalog.model.Card` attribute or a key of
``Card.fields``) and, for vocabulary fields, which vocabulary of ``game.yaml`` resolves
its values. A game's fields are listed in its profile (:mod:`deckcheck.games`):
adding a searchable field is one line there; no search code is per game.

>>> table = field_table("ccs")
>>> table.key("pow").name
'power'
>>> table.flag("major").attribute
'major'
>>> field_table("berserk").key("power") is None
True
"""

from __future__ import annotations

import difflib
import enum
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckcheck.catalog.model import Card, Vocabulary


class Kind(enum.Enum):
    """What a field's values are, which decides the operators it takes."""

    #: Ids of a vocabulary of game.yaml (``elements``, ``rarities`` ...); ``: = !=``.
    VOCABULARY = "vocabulary"
    #: A set, by code, name or alias; ``: = !=``.
    SET = "set"
    #: An integer; every comparison.
    NUMBER = "number"
    #: Text: ``:`` is a case-insensitive substring, ``=`` the whole text, ``/re/`` a regex.
    TEXT = "text"
    #: The card id: ``:`` and ``=`` both mean the whole id (``id:C1`` is not C10).
    ID = "id"
    #: A true/false property, searched as ``is:NAME``.
    FLAG = "flag"
    #: The keywords and abilities the game's own rules data gives a card (``kw:броня``,
    #: ``kw:armour``); ``: = !=``. Its :attr:`Field.keywords` says which.
    KEYWORD = "keyword"


@dataclass(frozen=True)
class Field:
    """One searchable property of a game's cards."""

    #: Canonical name, used in messages and as a sort key.
    name: str
    #: Query keys, lower case. For a flag: the words accepted after ``is:``.
    keys: tuple[str, ...]
    kind: Kind
    #: A :class:`Card` attribute (``name``, ``elements`` ...) or a key of ``Card.fields``.
    attribute: str
    #: For :attr:`Kind.VOCABULARY`: the :class:`GameInfo` vocabulary (``elements`` ...).
    vocabulary: str | None = None
    #: Spellings that mean "no value at all" (Berserk's neutral cards have no element).
    none_words: tuple[str, ...] = ()
    #: What a card without a value is called in listings (``Нейтралы``).
    none_label: str = ""
    #: For :attr:`Kind.KEYWORD`: the game's keywords (built on first use, from the
    #: rules data that also drives its engine) and the keyword ids a card has.
    keywords: KeywordSource | None = None
    #: For :attr:`Kind.VOCABULARY`: another field whose values this key takes too (the
    #: Berserk Type column prints a flyer's subtype, so ``type:Летающее`` finds flyers).
    also: Field | None = None


@dataclass(frozen=True)
class KeywordSource:
    """Where a game's searchable keywords come from (a profile names it)."""

    #: The vocabulary of keyword ids, with their names and aliases in every language.
    vocabulary: Callable[[], Vocabulary]
    #: A card's keyword ids.
    of_card: Callable[[Card], tuple[str, ...]]
    #: A card's keywords as printed, each with its number after a dash (``armour-1``,
    #: ``shot-1-2-2``, ``dash``), for ``kw:"броня 1"``; None: the game prints no numbers.
    printed: Callable[[Card], tuple[str, ...]] | None = None


#: Fields every game's cards have; a game's profile (:mod:`deckcheck.games`) lists
#: these and its own.
NAME = Field("name", ("name", "n"), Kind.TEXT, "name")
ID = Field("id", ("id",), Kind.ID, "id")
RARITY = Field("rarity", ("r", "rarity"), Kind.VOCABULARY, "rarity", "rarities")
TYPE = Field("type", ("t", "type"), Kind.VOCABULARY, "type", "types")
SET = Field("set", ("s", "set"), Kind.SET, "set")
ELEMENT = Field("element", ("e", "element", "elements"), Kind.VOCABULARY, "elements", "elements")
UNIMPLEMENTED = Field("unimplemented", ("unimplemented",), Kind.FLAG, "unimplemented")

COMMON_FIELDS = (NAME, ID, ELEMENT, RARITY, TYPE, SET)


@dataclass(frozen=True)
class FieldTable:
    """The fields of one game, looked up by query key, flag word or sort name."""

    game: str
    fields: tuple[Field, ...]

    def __iter__(self) -> Iterator[Field]:
        return iter(self.fields)

    def key(self, key: str) -> Field | None:
        """The non-flag field a query key names (``e`` -> element), if any."""
        wanted = key.lower()
        return next((f for f in self.fields if f.kind is not Kind.FLAG and wanted in f.keys), None)

    def flag(self, word: str) -> Field | None:
        """The flag named after ``is:`` (``major``, ``elite`` ...), if any."""
        wanted = word.lower()
        return next((f for f in self.fields if f.kind is Kind.FLAG and wanted in f.keys), None)

    def named(self, name: str) -> Field | None:
        """A field by name or by any of its keys (for ``--sort`` and options)."""
        wanted = name.lower()
        return next((f for f in self.fields if wanted == f.name or wanted in f.keys), None)

    def query_keys(self) -> list[str]:
        """Every key a query may use, flags as ``is:NAME``."""
        keys = [k for f in self.fields if f.kind is not Kind.FLAG for k in f.keys]
        return keys + [f"is:{k}" for f in self.fields if f.kind is Kind.FLAG for k in f.keys]

    def suggest_key(self, key: str) -> list[str]:
        plain = [k for f in self.fields if f.kind is not Kind.FLAG for k in f.keys]
        return difflib.get_close_matches(key.lower(), [*plain, "is", "not"], n=3, cutoff=0.6)


@cache
def field_table(game: str) -> FieldTable:
    """The searchable fields of ``game``: its profile's (the common ones without one)."""
    from deckcheck.games import profile

    return FieldTable(game, profile(game).fields or COMMON_FIELDS)


@cache
def numeric_keys() -> frozenset[str]:
    """Every query key of a number, in any game (``power``, ``cost``, ``lives`` ...)."""
    from deckcheck.games import profiles

    return frozenset(
        key
        for p in profiles()
        for f in p.fields or COMMON_FIELDS
        if f.kind is Kind.NUMBER
        for key in f.keys
    )


def games_with_key(key: str) -> list[str]:
    """The games whose cards a query key (or ``is:`` flag word) applies to."""
    from deckcheck.games import profiles

    wanted = key.lower()
    return [p.id for p in profiles() if any(wanted in f.keys for f in p.fields or COMMON_FIELDS)]
