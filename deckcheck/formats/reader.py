"""The one way text written by a player becomes cards.

Every command that reads a card from a player's text — a deck line, a YAML deck key, a
collection entry, ``deck add FILE CARD``, ``deckcheck card NAME`` — asks a
:class:`CardIndex`, so that ``validate``, ``play``, ``squad``, ``deck`` and the builder
all see the same card for the same text. Deck files go one step further: the validator
places each resolved entry in its section (:func:`deckcheck.formats.validate.read_deck`)
and every other command acts on that :class:`DeckCards`, card for card.

A card is named by

* its id, in any case (``C4``, ``vs-001``);
* its printed name, case-, accent- and ё/е-insensitively (``The Windy``, ``Глорм``);
* for games whose cards show characters (Card Captor Sakura), any name of the character
  the game's vocabulary knows — English, dub, Japanese or Russian (``Сакура``,
  ``Sakura Kinomoto``, ``Syaoran``);
* either name followed by the card's power, when the name alone fits several cards
  (``Сакура 5000``, ``Sakura (5000)``).

A text that fits several cards is never guessed: :meth:`CardIndex.lookup` returns the
candidates and :func:`ambiguity_message` tells the player how to write the one meant.

>>> from deckcheck.catalog.load import load_catalogue
>>> index = card_index(load_catalogue("ccs"))
>>> index.lookup("the windy").card.id, index.lookup("Сакура 5000").card is None
('CS1', True)
>>> ambiguity_message(index.lookup("Сакура 5000"))[:60]
"'Сакура 5000' fits 6 ccs cards: C4 Fire 5000 (Sakura, SD), C"
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Literal

from deckcheck.catalog.model import Card, Catalogue, fold
from deckcheck.formats.decks import MAX_CARD_TEXT, Entry

How = Literal["id", "name", "character", "unknown"]

#: ``NAME 5000`` or ``NAME (5000)``: a name and the power that picks one of its cards.
#: Digits are ASCII only (``Сакура ৫০০০`` names no power).
_NAME_AND_POWER = re.compile(r"(.*?\S)\s*[(\[]?\s*([0-9]{1,6})\s*[)\]]?\Z")
_ID_PARTS = re.compile(r"([A-Za-z]{1,3})(-?)([0-9OoIl]{1,4})\Z")
#: How many texts a :class:`CardIndex` remembers the answer for.
_REMEMBERED = 200_000


@dataclass(frozen=True)
class Lookup:
    """What a text names: one card, several candidates (ambiguous), or nothing."""

    text: str
    card: Card | None
    #: The cards the text fits when it fits more than one (in catalogue order).
    candidates: tuple[Card, ...] = ()
    how: How = "unknown"

    @property
    def ambiguous(self) -> bool:
        return self.card is None and len(self.candidates) > 1


class CardIndex:
    """Every name a player may use for the cards of one catalogue, indexed once.

    Build it with :func:`card_index`, which keeps one per catalogue.
    """

    def __init__(self, catalogue: Catalogue):
        self.catalogue = catalogue
        self._ids_upper: dict[str, Card] = {card.id.upper(): card for card in catalogue}
        self._names: dict[str, list[Card]] = {}
        for card in catalogue:
            self._names.setdefault(fold(card.name), []).append(card)
        self._characters: dict[str, list[Card]] = {}
        characters = catalogue.info.characters
        by_character: dict[str, list[Card]] = {}
        for card in catalogue:
            for character in card.characters:
                by_character.setdefault(character, []).append(card)
        for term in characters:
            cards = by_character.get(term.id, [])
            if not cards:
                continue
            for spelling in term.spellings():
                found = self._characters.setdefault(fold(spelling), [])
                found.extend(c for c in cards if c not in found)
        self._suggestions: dict[str, list[str]] = {}
        self._lookups: dict[str, Lookup] = {}

    @property
    def game(self) -> str:
        return self.catalogue.game

    def by_id(self, text: str) -> Card | None:
        """The card whose id is ``text`` in any case."""
        cards = self.catalogue.cards
        return cards.get(text) or self._ids_upper.get(text.strip().upper())

    def _by_words(self, folded: str) -> tuple[list[Card], How]:
        named = self._names.get(folded)
        if named:
            return named, "name"
        characters = self._characters.get(folded)
        if characters:
            return characters, "character"
        return [], "unknown"

    def lookup(self, text: str) -> Lookup:
        """The card ``text`` names; see the module's documentation for the forms.

        Answers are remembered (up to :data:`_REMEMBERED` texts): an edit reads its deck
        several times, and folding a text costs more than the rest of a look-up."""
        if len(text) > MAX_CARD_TEXT:
            # No card is named that long: folding and matching a megabyte took seconds.
            return Lookup(text, None)
        found = self._lookups.get(text)
        if found is None:
            found = self._lookup(text)
            if len(self._lookups) < _REMEMBERED:
                self._lookups[text] = found
        return found

    def _lookup(self, text: str) -> Lookup:
        card = self.by_id(text)
        if card is not None:
            return Lookup(text, card, (card,), "id")
        folded = fold(text)
        cards, how = self._by_words(folded)
        if not cards:
            # The power as written (folding would turn "⁵⁰⁰⁰" or "５０００" into ASCII digits).
            match = _NAME_AND_POWER.match(text.strip())
            if match is not None:
                named, how = self._by_words(fold(match.group(1)))
                power = int(match.group(2))
                cards = [c for c in named if c.power == power]
        if len(cards) == 1:
            return Lookup(text, cards[0], (cards[0],), how)
        ordered = sorted(cards, key=_candidate_order)
        return Lookup(text, None, tuple(ordered), how if cards else "unknown")

    def card(self, text: str) -> Card | None:
        """The one card ``text`` names, or None (unknown or ambiguous)."""
        return self.lookup(text).card

    def id_variants(self, text: str) -> list[str]:
        """Ids the player probably meant: a letter O for a zero, a missing dash or zero
        padding (``vs-0O2`` -> ``VS-002``, ``VS1`` -> ``VS-001``)."""
        match = _ID_PARTS.match(text.strip())
        if match is None:
            return []
        prefix, _, digits = match.groups()
        number = int(digits.translate(str.maketrans("OoIl", "0011")))
        found = []
        for dash in ("", "-"):
            for width in (0, 2, 3, 4):
                candidate = f"{prefix.upper()}{dash}{number:0{width}d}" if width else (
                    f"{prefix.upper()}{dash}{number}"
                )
                if candidate in self.catalogue.cards and candidate != text:
                    found.append(candidate)
        return list(dict.fromkeys(found))

    def _close_names(self, folded: str, n: int) -> list[str]:
        """Printed names and character names close to ``folded`` (a power written after the
        name is kept aside and put back: ``Кэро 5000`` -> ``Керо 5000``)."""
        power = ""
        match = _NAME_AND_POWER.match(folded)
        if match is not None and match.group(1) not in self._names:
            folded, power = match.group(1), match.group(2)
        spellings = {**self._characters, **self._names}
        close = difflib.get_close_matches(folded, list(spellings), n=n, cutoff=0.6)
        return [_spelled(spellings[name], name, power) for name in close]

    def suggest(self, text: str, *, fuzzy: bool = True, n: int = 3) -> list[str]:
        """"Did you mean" hints for an unknown text: id variants, then (when ``fuzzy``)
        the closest ids, else the closest printed names (the card's id when one card has
        the name). Fuzzy matching
        costs milliseconds; results are remembered per text, and callers bound how many
        distinct texts get it. :func:`hint_text` shows them to a player."""
        if len(text) > MAX_CARD_TEXT:
            return []
        hints = self.id_variants(text)
        if fuzzy:
            key = fold(text)
            close = self._suggestions.get(key)
            if close is None:
                close = difflib.get_close_matches(
                    text.upper(), list(self._ids_upper), n=n, cutoff=0.5
                )
                close = [self._ids_upper[c].id for c in close]
                if not close:
                    close = self._close_names(key, n)
                if len(self._suggestions) < 4096:
                    self._suggestions[key] = close
            hints += close
        return list(dict.fromkeys(hints))[:n]


def natural_key(card_id: str) -> tuple[str, int, str]:
    """Ids in natural order: C2 before C10, VS-009 before VS-010."""
    prefix = card_id.rstrip("0123456789")
    digits = card_id[len(prefix) :]
    return (prefix, int(digits) if digits else 0, card_id)


def _candidate_order(card: Card) -> tuple[bool, int, tuple[str, int, str]]:
    """Candidates by power (cards without one last), then id in natural order."""
    return (card.power is None, card.power or 0, natural_key(card.id))


def hint_text(catalogue: Catalogue, ids: list[str], text: str) -> str:
    """Suggested ids as a player reads them: bare ids for an id-like text (``C99, C9``),
    with the card's name for a name (``CS1 (The Windy)``)."""
    if _ID_PARTS.match(text.strip()):
        return ", ".join(ids)
    cards = catalogue.cards
    return ", ".join(f"{i} ({cards[i].name})" if i in cards else i for i in ids)


def _spelled(cards: list[Card], folded: str, power: str) -> str:
    """How to write a close name: the card's id when one card has it, else the name (with
    the power the player wrote)."""
    if len(cards) == 1 and not power:
        return cards[0].id
    name = cards[0].name if fold(cards[0].name) == folded else folded.title()
    return f"{name} {power}".strip()


def describe_candidate(card: Card) -> str:
    """``C4 Fire 5000 (Sakura, S1)``: what tells candidates apart — the elements, the
    power (CCS) or cost (Berserk), the name and the set."""
    elements = "/".join(e.replace("_", " ").title() for e in card.elements)
    value = card.power if card.power is not None else card.number("cost")
    parts = [card.id, *([elements] if elements else []),
             *([str(value)] if value is not None else [])]
    return f"{' '.join(parts)} ({card.name}, {card.set})"


def ambiguity_message(lookup: Lookup, limit: int = 8) -> str:
    """How to write the one card meant, for a text that fits several: the candidates with
    what tells them apart, and a form that names one of them alone."""
    cards = lookup.candidates
    game = cards[0].game if cards else "?"
    shown = ", ".join(describe_candidate(c) for c in cards[:limit])
    if len(cards) > limit:
        shown += f" and {len(cards) - limit} more"
    example = f"the id ('{cards[0].id}')"
    powers = [c.power for c in cards if c.power is not None]
    # A name and power that only one candidate has (never one that fits several again).
    alone = next((c for c in cards if c.power is not None and powers.count(c.power) == 1),
                 None)
    if alone is not None and not _NAME_AND_POWER.match(fold(lookup.text)):
        example = (f"the id ('{alone.id}') or the name and power "
                   f"('{lookup.text.strip()} {alone.power}')")
    return f"{lookup.text.strip()!r} fits {len(cards)} {game} cards: {shown}; write {example}"


#: Indexes by catalogue identity; the catalogue is kept so its id stays its own.
_INDEXES: dict[int, tuple[Catalogue, CardIndex]] = {}


def card_index(catalogue: Catalogue) -> CardIndex:
    """The :class:`CardIndex` of ``catalogue``, built on first use and kept."""
    found = _INDEXES.get(id(catalogue))
    if found is not None and found[0] is catalogue:
        return found[1]
    if len(_INDEXES) > 16:
        _INDEXES.clear()
    index = CardIndex(catalogue)
    _INDEXES[id(catalogue)] = (catalogue, index)
    return index


@dataclass(frozen=True)
class DeckCards:
    """The cards of a deck as the validator read them: what every command acts on.

    ``sections`` maps each section key to ``{card id: copies}``, ids in natural order
    (C2 before C10): the multiset alone decides what a command does with the deck, so a
    deck written in another order, or by names, plays the same games. An entry listed
    before any section header is in the section its card type belongs to.

    ``left_out`` holds the entries that add no card — a name that is unknown or fits
    several cards, a count that is not a whole number of at least 1 — each reported by
    the validator at its line.
    """

    game: str
    sections: dict[str, dict[str, int]]
    left_out: tuple[Entry, ...] = ()

    def counts(self) -> dict[str, int]:
        """Card id -> copies in the whole deck (every section), ids in natural order."""
        totals: dict[str, int] = {}
        for cards in self.sections.values():
            for card_id, copies in cards.items():
                totals[card_id] = totals.get(card_id, 0) + copies
        return {card_id: totals[card_id] for card_id in sorted(totals, key=natural_key)}

    def ids(self) -> list[str]:
        """One card id per copy, section by section, in file order."""
        return [
            card_id
            for cards in self.sections.values()
            for card_id, copies in cards.items()
            for _ in range(copies)
        ]

    @property
    def size(self) -> int:
        return sum(sum(cards.values()) for cards in self.sections.values())
