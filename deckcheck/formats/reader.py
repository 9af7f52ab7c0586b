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
* either name followed by words that tell its cards apart, when the name alone fits
  several: the card's power and any of its elements, in any order and language
  (``Сакура 5000``, ``Sakura (5000)``, ``Kero Fire 3000``, ``Керо огонь, 3000``).

A text that fits several cards is never guessed: :meth:`CardIndex.lookup` returns the
candidates and :func:`ambiguity_message` tells the player how to write the one meant.

>>> from deckcheck.catalog.load import load_catalogue
>>> index = card_index(load_catalogue("ccs"))
>>> index.lookup("the windy").card.id, index.lookup("Kero Fire 3000").card.id
('CS1', 'C22')
>>> ambiguity_message(index.lookup("Сакура 5000"))[:60]
"'Сакура 5000' fits 6 ccs cards: C4 Fire 5000 (Sakura, SD), C"
"""

from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from deckcheck.catalog.model import Card, Catalogue, fold
from deckcheck.formats.decks import MAX_CARD_TEXT, Entry

How = Literal["id", "name", "character", "unknown"]

#: The words of a card's text: a name, then perhaps words that tell its cards apart
#: (``Sakura (5000)``, ``Kero Fire/Wood, 3000``): spaces, commas, slashes and brackets
#: separate them.
_WORD = re.compile(r"[^\s,;/()\[\]]+")
#: A power after a name: ASCII digits only (``Сакура ৫০০০`` names no power).
_POWER = re.compile(r"[0-9]{1,6}\Z")
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
    #: The name written and the words after it that told its cards apart (``Kero``,
    #: ``("Fire", "3000")``); the whole text and none when the text is a name or an id.
    name: str = ""
    words: tuple[str, ...] = ()

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
        cards, how = self._by_words(fold(text))
        name, words = text.strip(), tuple[str, ...]()
        if not cards:
            cards, how, name, words = self._told_apart(text)
        if len(cards) == 1:
            return Lookup(text, cards[0], (cards[0],), how, name, words)
        ordered = sorted(cards, key=_candidate_order)
        return Lookup(text, None, tuple(ordered), how if cards else "unknown", name, words)

    def _splits(self, text: str) -> list[tuple[str, list[str]]]:
        """``text`` as a name and the words after it that may tell its cards apart
        (:meth:`_telling`), the longest name first: ``Kero Fire 3000`` -> ``("Kero Fire",
        ["3000"])``, ``("Kero", ["Fire", "3000"])``. The words are as written (folding
        would turn "⁵⁰⁰⁰" or "５０００" into ASCII digits)."""
        words = list(_WORD.finditer(text))
        splits = []
        for k in range(len(words) - 1, 0, -1):
            after = [w.group() for w in words[k:]]
            if self._telling(after) is None:
                break  # a longer tail holds the same word that tells nothing
            splits.append((text[: words[k].start()].rstrip(" \t,;/([").strip(), after))
        return splits

    def _telling(self, words: Sequence[str]) -> Callable[[Card], bool] | None:
        """What words written after a name ask of a card — each a power it has or an
        element it is of — or None when a word is neither."""
        elements = self.catalogue.info.elements
        powers: set[int] = set()
        wanted: list[frozenset[str]] = []  # each word: the element ids it may mean
        for word in words:
            if _POWER.match(word):
                powers.add(int(word))
                continue
            ids = frozenset(elements.lookup(word))
            if not ids:
                return None
            wanted.append(ids)

        def fits(card: Card) -> bool:
            return all(card.power == power for power in powers) and all(
                not ids.isdisjoint(card.elements) for ids in wanted
            )

        return fits

    def _told_apart(self, text: str) -> tuple[list[Card], How, str, tuple[str, ...]]:
        """The cards of the longest name ``text`` starts with that the words after it fit
        (``Kero Fire 3000``: the Kero of fire and power 3000), the name and the words;
        no card when no name is followed by such words only."""
        for name, after in self._splits(text):
            named, how = self._by_words(fold(name))
            if named:
                telling = self._telling(after)
                assert telling is not None
                return [c for c in named if telling(c)], how, name, tuple(after)
        return [], "unknown", text.strip(), ()

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

    def _close_names(self, text: str, n: int) -> list[str]:
        """Forms that name one card each, close to ``text``: a printed or character name
        close to the name written, with the words written after it when they tell one of
        its cards apart (``Kiro Fire 3000`` -> ``Kero Fire 3000``); else the id of the
        name's one card, or the ids of the name's cards that fit the most of those words
        (``Kerro`` -> ``C23``, a Kero). Never a form that fits several cards."""
        spellings = {**self._characters, **self._names}
        # The text whole, then without the words at its end that may tell cards apart.
        splits = self._splits(text)[-1:]
        exact: list[str] = []
        near: list[str] = []
        for name, after in [*splits, (text, [])]:
            close = difflib.get_close_matches(fold(name), list(spellings), n=n, cutoff=0.6)
            for spelling in close:
                told, forms = self._forms(spellings[spelling], spelling, after, n)
                (exact if told else near).extend(forms)
        # A form that names the card the words tell apart beats a guess among several.
        return list(dict.fromkeys(exact or near))[:n]

    def _forms(
        self, cards: list[Card], folded: str, after: list[str], n: int
    ) -> tuple[bool, list[str]]:
        """How to write the card of ``cards`` (the cards of the name ``folded``) that the
        words ``after`` it mean: the name and those words when they fit one card (True:
        the words told it apart); else the ids of up to ``n`` cards, those that fit the
        most of the words (False)."""
        name = cards[0].name if fold(cards[0].name) == folded else folded.title()
        if after:
            telling = self._telling(after)
            assert telling is not None
            fitting = [c for c in cards if telling(c)]
            if len(fitting) == 1:
                return True, [f"{name} {' '.join(after)}"]
            tests = [self._telling([word]) for word in after]
            score = {c.id: sum(bool(t and t(c)) for t in tests) for c in cards}
            best = max(score.values())
            cards = [c for c in cards if score[c.id] == best]
        ids = [c.id for c in sorted(cards, key=_candidate_order)[:n]]
        return False, ids

    def suggest(self, text: str, *, fuzzy: bool = True, n: int = 3) -> list[str]:
        """"Did you mean" hints for an unknown text: id variants, then (when ``fuzzy``)
        the closest ids, else the closest names as forms that name one card each
        (:meth:`_close_names`). Fuzzy matching
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
                    close = self._close_names(text, n)
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
    with the card's name for a name (``CS1 (The Windy)``), and what tells them apart when
    several share a name (``C22 Fire/Wood 3000 (Kero, SD)``); a suggested name and words
    (``Kero Fire 3000``) as it is."""
    if _ID_PARTS.match(text.strip()) and re.search("[0-9]", text):
        return ", ".join(ids)
    cards = catalogue.cards
    names = [cards[i].name for i in ids if i in cards]
    shown = []
    for i in ids:
        if i not in cards:
            shown.append(i)
        elif names.count(cards[i].name) > 1:
            shown.append(describe_candidate(cards[i]))
        else:
            shown.append(f"{i} ({cards[i].name})")
    return ", ".join(shown)


def describe_candidate(card: Card) -> str:
    """``C4 Fire 5000 (Sakura, S1)``: what tells candidates apart — the elements, the
    power (CCS) or cost (Berserk), the name and the set."""
    elements = "/".join(e.replace("_", " ").title() for e in card.elements)
    value = card.power if card.power is not None else card.number("cost")
    parts = [card.id, *([elements] if elements else []),
             *([str(value)] if value is not None else [])]
    return f"{' '.join(parts)} ({card.name}, {card.set})"


def _telling_words(card: Card) -> list[tuple[str, str | int]]:
    """What tells ``card`` apart from cards of its name, as a player writes it after the
    name: its elements (as :func:`describe_candidate` shows them) and its power."""
    words: list[tuple[str, str | int]] = [("element", e) for e in card.elements]
    if card.power is not None:
        words.append(("power", card.power))
    return words


def _fits(card: Card, words: Sequence[tuple[str, str | int]]) -> bool:
    return all(
        card.power == value if kind == "power" else value in card.elements for kind, value in words
    )


def telling_form(lookup: Lookup, card: Card) -> str | None:
    """The text looked up, with the fewest words more that fit ``card`` alone among its
    candidates — ``Sakura Wood 2000`` — or None when no such words exist. The form reads
    back as ``card`` (:meth:`CardIndex.lookup`)."""
    written = {fold(word) for word in lookup.words}
    words = [
        (kind, value)
        for kind, value in _telling_words(card)
        if fold(_shown(kind, value)) not in written
    ]
    for size in range(1, len(words) + 1):
        for chosen in itertools.combinations(words, size):
            if [c for c in lookup.candidates if _fits(c, chosen)] == [card]:
                shown = [*lookup.words, *(_shown(kind, value) for kind, value in chosen)]
                return f"{lookup.name or lookup.text.strip()} {' '.join(shown)}"
    return None


def _shown(kind: str, value: str | int) -> str:
    return str(value).replace("_", " ").title() if kind == "element" else str(value)


def ambiguity_message(lookup: Lookup, limit: int = 8) -> str:
    """How to write the one card meant, for a text that fits several: the candidates with
    what tells them apart, then forms that name one of them alone — an id, or the text
    with the elements or power of one card (only a form that fits one card)."""
    cards = lookup.candidates
    game = cards[0].game if cards else "?"
    shown = ", ".join(describe_candidate(c) for c in cards[:limit])
    if len(cards) > limit:
        shown += f" and {len(cards) - limit} more"
    ids = ", ".join(c.id for c in cards[:3]) + (", …" if len(cards) > 3 else "")
    advice = f"write one of the ids ({ids})"
    forms = [(form, c) for c in cards if (form := telling_form(lookup, c))]
    if forms:
        form, card = min(forms, key=lambda pair: len(_WORD.findall(pair[0])))
        advice += f" or add what tells the card apart, as '{form}' for {card.id}"
    return f"{lookup.text.strip()!r} fits {len(cards)} {game} cards: {shown}; {advice}"


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


def size_words(read: int, not_read: Sequence[tuple[str, int]]) -> str:
    """`` (49 read, 2 not in the catalogue: C4, VS-0O2)`` after a section's size as
    written, when entries of it (``not_read``: text, copies) name no card; else ``""``.

    >>> size_words(49, [("C4", 1), ("VS-0O2", 1)])
    ' (49 read, 2 not in the catalogue: C4, VS-0O2)'
    """
    if not not_read:
        return ""
    copies = sum(n for _, n in not_read)
    texts = list(dict.fromkeys(text for text, _ in not_read))
    shown = ", ".join(texts[:8]) + (f", … ({len(texts) - 8} more)" if len(texts) > 8 else "")
    return f" ({read} read, {copies} not in the catalogue: {shown})"


@dataclass(frozen=True)
class DeckCards:
    """The cards of a deck as the validator read them: what every command acts on.

    ``sections`` maps each section key to ``{card id: copies}``, ids in natural order
    (C2 before C10): the multiset alone decides what a command does with the deck, so a
    deck written in another order, or by names, plays the same games. An entry listed
    before any section header is in the section its card type belongs to.

    ``left_out`` holds the entries that add no card — a name that is unknown or fits
    several cards, a count that is not a whole number of at least 1 — each reported by
    the validator at its line. ``not_read`` has, for each section, those of them with a
    usable count, as (text, copies): a section's size as written counts them (the
    validator's size limits do), its cards do not; :meth:`size_words` says both alike
    wherever a size is shown.
    """

    game: str
    sections: dict[str, dict[str, int]]
    left_out: tuple[Entry, ...] = ()
    not_read: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)

    def written_size(self, section: str) -> int:
        """The copies of a section as written: its cards, and the entries with a usable
        count that name no card of the game (what the validator's size limits count)."""
        read = sum(self.sections.get(section, {}).values())
        return read + sum(copies for _, copies in self.not_read.get(section, ()))

    def size_words(self, section: str) -> str:
        """Why a section's size as written differs from the cards read, or ``""``:
        `` (49 read, 2 not in the catalogue: C4, VS-0O2)``. ``validate`` and ``stats``
        say it alike."""
        read = sum(self.sections.get(section, {}).values())
        return size_words(read, self.not_read.get(section, ()))

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
