"""Deck validation: every violation of a format's limits, as plain data.

:func:`validate_deck` is pure: a :class:`~deckcheck.formats.decks.Deck`, the game's
:class:`~deckcheck.catalog.model.Catalogue` and a :class:`~deckcheck.formats.model.Format`
in, a sorted list of :class:`Violation` out. It never stops at the first problem, and
each violation says which rule (and its source) it breaks, the expected and actual
values, the cards concerned, where in the deck file it is, and the fix when one is obvious.

Codes of the card checks (the limit codes come from formats.yaml):

* ``BAD_COUNT`` — a count that is zero, negative or not a whole number;
* ``UNKNOWN_CARD`` — not a card of the game (with "did you mean");
* ``UNKNOWN_SET`` — a Berserk card of a set deckcheck does not ship, kept by its
  berserk-nxt id (``30045``): not checked, so the deck is not legal here;
* ``AMBIGUOUS_CARD`` — a text deck's card name that several cards share;
* ``WRONG_GAME`` — a card of another game, or a deck that declares another game;
* ``WRONG_SECTION`` — a card in a section its type does not belong in (a Clow Spirit in
  ``deck:``), or a section the game does not have.

>>> from deckcheck.catalog.load import load_catalogue
>>> from deckcheck.formats.decks import loads_deck
>>> from deckcheck.formats.load import load_formats
>>> deck, _ = loads_deck("game: ccs\\ndeck: {C4: 30}\\nspirits: {CS1: 1}", "d.yaml")
>>> fmt = load_formats("ccs")["short"]
>>> [v.code for v in validate_deck(deck, load_catalogue("ccs"), fmt)]
['CAPTURE_TIER_MAX', 'CAPTURE_TIER_MIN', 'SPIRIT_DECK_MIN', 'SPIRIT_ELEMENTS_MIN']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from deckcheck.catalog.model import Card, Catalogue, fold
from deckcheck.diagnostics import Diagnostic, Location, Severity, clipped
from deckcheck.formats.decks import MAX_COUNT, UNPLACED, Deck, Entry
from deckcheck.formats.model import CardFilter, Format, Limit, Section, card_value, field_word
from deckcheck.formats.reader import (
    CardIndex,
    DeckCards,
    ambiguity_message,
    card_index,
    hint_text,
    natural_key,
    size_words,
)

Verdict = Literal["legal", "incomplete", "illegal"]


@dataclass(frozen=True)
class Violation:
    """One way a deck breaks a format or names its cards wrongly."""

    code: str
    message: str
    location: Location | None = None
    #: The limit's rule in words, and where it comes from (None for card checks).
    rule: str | None = None
    source: str | None = None
    #: What the format allows (``exactly 30``, ``at most 4``) and what the deck has.
    expected: Any = None
    actual: Any = None
    #: The card ids concerned, in deck order.
    cards: tuple[str, ...] = ()
    #: What to change, when it is obvious (``remove 1 Capture card of power 5000: C4, C9``).
    fix: str | None = None
    #: True when the broken limit is deckcheck's reading, not a stated rule.
    reading: bool = False
    #: True when adding cards fixes it: the deck is incomplete rather than illegal.
    too_few: bool = False
    #: ``INPUT`` when the fault is not the deck's but what it was checked with (a
    #: ``--format`` or ``--collection`` of another game): a usage error, exit 2.
    severity: Severity = Severity.ERROR

    def sort_key(self) -> tuple[int, int]:
        """Position in the file; a stable sort keeps the format's order at one position."""
        loc = self.location
        return (loc.line if loc else 0, loc.column if loc else 0)

    def to_json(self) -> dict[str, Any]:
        """The JSON object of ``deckcheck validate --output json``."""
        loc = self.location
        return {
            "code": self.code,
            "message": self.message,
            "rule": self.rule,
            "source": self.source,
            "expected": self.expected,
            "actual": self.actual,
            "cards": list(self.cards),
            "line": loc.line if loc and loc.line else None,
            "column": loc.column if loc and loc.column else None,
            "fix": self.fix,
            "reading": self.reading,
            "too_few": self.too_few,
            "severity": self.severity.value,
        }

    def to_diagnostic(self, file: str) -> Diagnostic:
        """As the shared :class:`~deckcheck.diagnostics.Diagnostic` type."""
        details = {k: v for k, v in self.to_json().items() if k not in ("line", "column")}
        return Diagnostic(
            self.location or Location(file), self.code, self.message, self.severity, details
        )


def verdict(violations: Sequence[Violation]) -> Verdict:
    """``legal``; ``incomplete`` when only adding cards is needed; else ``illegal``."""
    if not violations:
        return "legal"
    if all(v.too_few for v in violations):
        return "incomplete"
    return "illegal"


def _plural(count: int, word: str) -> str:
    if count == 1:
        return word
    if word.endswith("y") and not word.endswith("ey"):
        return word[:-1] + "ies"
    return word + "s"


def _ids(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(cards))


def _short_list(ids: Sequence[str], limit: int = 8) -> str:
    shown = ", ".join(ids[:limit])
    return shown + (f", … ({len(ids) - limit} more)" if len(ids) > limit else "")


class _Plan:
    """What validating against one format with one catalogue needs, computed once.

    Which section each card belongs in, which cards each filter matches, and each card's
    folded name: batch runs validate thousands of decks with the same pair.
    """

    def __init__(self, fmt: Format, catalogue: Catalogue):
        self.fmt = fmt
        self.catalogue = catalogue
        self.home: dict[str, str | None] = {}
        for card in catalogue:
            self.home[card.id] = fmt.section_for_type(card.type)
        self.matching: dict[CardFilter, frozenset[str]] = {}
        for limit in fmt.limits:
            if limit.where is not None and limit.where not in self.matching:
                where = limit.where
                self.matching[where] = frozenset(c.id for c in catalogue if where.matches(c))
        self._folded: dict[str, str] = {}
        self._values: dict[str, dict[str, dict[Any, None]]] = {}

    def values(self, name: str) -> dict[str, dict[Any, None]]:
        """Card id -> the values of one field (a list field's items), as an ordered set."""
        found = self._values.get(name)
        if found is None:
            found = self._values[name] = {}
            for card in self.catalogue:
                value = card_value(card, name)
                items = value if isinstance(value, list | tuple) else [value]
                found[card.id] = dict.fromkeys(v for v in items if v is not None)
        return found

    def folded_name(self, card: Card) -> str:
        name = self._folded.get(card.id)
        if name is None:
            name = self._folded[card.id] = fold(card.name)
        return name

#: Plans by (format, catalogue) identity; the objects are kept so the ids stay theirs.
_PLANS: dict[tuple[int, int], tuple[Format, Catalogue, _Plan]] = {}


def _plan(fmt: Format, catalogue: Catalogue) -> _Plan:
    key = (id(fmt), id(catalogue))
    found = _PLANS.get(key)
    if found is not None and found[0] is fmt and found[1] is catalogue:
        return found[2]
    if len(_PLANS) > 64:
        _PLANS.clear()
    plan = _Plan(fmt, catalogue)
    _PLANS[key] = (fmt, catalogue, plan)
    return plan


def id_variants(catalogue: Catalogue, text: str) -> list[str]:
    """Ids the user probably meant (see :meth:`~deckcheck.formats.reader.CardIndex.id_variants`).

    >>> from deckcheck.catalog.load import load_catalogue
    >>> berserk = load_catalogue("berserk")
    >>> id_variants(berserk, "vs-0O2"), id_variants(berserk, "VS1")
    (['VS-002'], ['VS-001'])
    """
    return card_index(catalogue).id_variants(text)


def find_card(catalogue: Catalogue, text: str) -> Card | None:
    """The card with this id (any case), or None."""
    return card_index(catalogue).by_id(text)


#: How many unknown cards of one deck get fuzzy suggestions (difflib against every id and
#: name, a few milliseconds each); later ones get only the cheap id variants, so a file of
#: thousands of unknown cards is reported in seconds, not hours.
FUZZY_HINTS = 50

#: A count with more digits than this is not read as a number (Python refuses to turn
#: strings of over 4,300 digits into ints, and no deck has that many copies anyway): the
#: digits of the largest count a deck file may hold (formats.decks.MAX_COUNT).
MAX_COUNT_DIGITS = len(str(MAX_COUNT))
#: Counts are ASCII digits: Python's ``int`` and ``str.isdecimal`` also take ``৪`` or ``٣``.
_ASCII_NUMBER = re.compile(r"[0-9]+\Z")


class _Placed(NamedTuple):
    entry: Entry
    card: Card | None
    section: str
    copies: int


#: Builds a :class:`_Placed` from a tuple without the named tuple's ``__new__`` call.
_new_placed = tuple.__new__


class _Run:
    """One validation: the deck's entries resolved and placed, and the violations found."""

    def __init__(
        self,
        deck: Deck,
        catalogue: Catalogue,
        fmt: Format,
        others: Sequence[Catalogue] | Callable[[], Sequence[Catalogue]],
    ):
        self.deck = deck
        self.catalogue = catalogue
        self.fmt = fmt
        self._others = others
        self._other_indexes: list[CardIndex] | None = None
        self.plan = _plan(fmt, catalogue)
        self.out: list[Violation] = []
        #: Section key -> the placed entries with at least one copy.
        self.sections: dict[str, list[_Placed]] = {}
        #: Unknown cards that still get a fuzzy "did you mean" (see FUZZY_HINTS).
        self.fuzzy_hints_left = FUZZY_HINTS
        #: Entries that add no card (unknown, ambiguous, or a bad count).
        self.left_out: list[Entry] = []
        #: Sections with an entry whose count is not usable: their totals are unknown.
        self.uncounted: set[str] = set()
        #: id(limit) -> the value a counting limit measured (met or not).
        self.measured: dict[int, int] = {}

    @property
    def index(self) -> CardIndex:
        """The game's card index, built only when an entry is not a plain id (a deck
        written by ids never needs the names indexed)."""
        return card_index(self.catalogue)

    @property
    def others(self) -> list[CardIndex]:
        """The other games' card indexes, made when an unknown card first needs them."""
        if self._other_indexes is None:
            others = self._others() if callable(self._others) else self._others
            self._other_indexes = [card_index(other) for other in others]
        return self._other_indexes

    def unshipped_card(self, text: str) -> tuple[str, str] | None:
        """The game's finding on a card of a set deckcheck does not ship, and what was
        expected instead (its profile's hook), asked only of an entry no card answers to."""
        from deckcheck.games import profile

        return profile(self.catalogue.game).unshipped_card(text)

    def add(self, code: str, message: str, location: Location | None, **more: Any) -> None:
        self.out.append(Violation(code, message, location, **more))

    def type_name(self, card_type: str) -> str:
        return self.catalogue.info.types.name(card_type)

    def describe(self, card: Card) -> str:
        return f"{card.id} ({card.name})"

    # --- cards ------------------------------------------------------------------------

    def resolve(self, entry: Entry) -> Card | None:
        lookup = self.index.lookup(entry.card)
        if lookup.card is not None:
            return lookup.card
        if lookup.ambiguous:
            ids = [c.id for c in lookup.candidates]
            self.add(
                "AMBIGUOUS_CARD",
                ambiguity_message(lookup),
                entry.location,
                expected="a card id",
                actual=entry.card,
                cards=tuple(ids),
            )
            return None
        unshipped = self.unshipped_card(entry.card)
        if unshipped is not None:
            # Its own finding, in line order with the rest, and no "did you mean": a
            # card of another set is not a misspelling of one of these.
            finding, expected = unshipped
            self.add(
                "UNKNOWN_SET",
                finding,
                entry.location,
                expected=expected,
                actual=entry.card,
                cards=(entry.card,),
            )
            return None
        for other in self.others:
            found = other.card(entry.card)
            if found is not None:
                self.add(
                    "WRONG_GAME",
                    f"{found.id} ({found.name}) is a {other.game} card; this deck is checked "
                    f"as {self.catalogue.game}",
                    entry.location,
                    expected=f"a {self.catalogue.game} card",
                    actual=other.game,
                    cards=(found.id,),
                )
                return None
        # difflib costs milliseconds a card: only the first FUZZY_HINTS unknown cards get it.
        fuzzy = self.fuzzy_hints_left > 0
        self.fuzzy_hints_left -= 1
        hints = self.index.suggest(entry.card, fuzzy=fuzzy)
        shown = hint_text(self.catalogue, hints, entry.card)
        self.add(
            "UNKNOWN_CARD",
            f"no {self.catalogue.game} card {entry.card!r}"
            + (f"; did you mean {shown}?" if hints else ""),
            entry.location,
            expected=f"a {self.catalogue.game} card",
            actual=entry.card,
            cards=(entry.card,),
            fix=f"replace {entry.card} with {hints[0]}" if hints else None,
        )
        return None

    def check_count(self, entry: Entry) -> None:
        """BAD_COUNT for a count that is not a whole number of at least 1. No count is
        guessed: the entry adds no card, and the limits its section's totals decide are
        not checked (they would report the same mistake again, as a wrong total)."""
        written = entry.written
        digits = written.strip()
        if entry.count is not None:
            what = f"{entry.count} copies of {entry.card}: write how many copies, 1 or more"
        elif not written:
            what = f"no count for {entry.card}: write how many copies, 1 or more"
        elif _ASCII_NUMBER.match(digits) and len(digits) > MAX_COUNT_DIGITS:
            what = (
                f"the count of {entry.card} has {len(digits)} digits, more than the "
                f"{MAX_COUNT_DIGITS} deckcheck reads: write how many copies, 1 or more"
            )
        elif re.fullmatch(rf"\(\s*[0-9]{{1,{MAX_COUNT_DIGITS}}}\s*\)", digits):
            number = written.strip()[1:-1].strip()
            what = (
                f"{clipped(written.strip())} after {entry.card} is not read as a count: write "
                f"'{number} {entry.card}' or '{entry.card} x{number}'"
            )
        elif _ASCII_NUMBER.match(digits):
            what = (
                f"the count of {entry.card} is written as text ({written!r} in quotes): "
                f"write {written.strip()} without quotes"
            )
        else:
            shown = written if len(written) <= 40 else written[:40] + "…"
            what = (
                f"the count of {entry.card} is {shown!r}, not a whole number: "
                "write how many copies, 1 or more"
            )
        self.add(
            "BAD_COUNT",
            what,
            entry.count_location or entry.location,
            expected="a whole number, 1 or more",
            actual=entry.count if entry.count is not None else written[:40],
            cards=(entry.card,),
        )

    def place_entries(self) -> None:
        sections = self.fmt.sections
        for key, entries in self.deck.sections.items():
            if key != UNPLACED and key not in sections:
                known = ", ".join(f"{k}:" for k in sections)
                self.add(
                    "WRONG_SECTION",
                    f"{self.fmt.game} decks have no section {key!r}; they have {known}",
                    self.deck.place(key),
                    expected=f"one of {known}",
                    actual=key,
                    cards=_ids(e.card for e in entries),
                )
            cards = self.catalogue.cards
            home_of = self.plan.home
            # Unplaced cards of no known section count in the first (main) one.
            first = next(iter(sections))
            placed_here = self.sections.setdefault(key, []) if key in sections else None
            for entry in entries:
                count = entry.count
                card = cards.get(entry.card)
                # The common case first: a known card with a good count, where it belongs.
                if (
                    placed_here is not None
                    and card is not None
                    and count is not None
                    and count >= 1
                    and home_of.get(card.id) == key
                ):
                    placed_here.append(_new_placed(_Placed, (entry, card, key, count)))
                    continue
                section = first if key == UNPLACED else key
                if count is None or count < 1:
                    # The count is the line's one finding: the card is looked up only to
                    # know which section's totals are now unknown.
                    quiet = card or self.index.card(entry.card)
                    if key == UNPLACED and quiet is not None:
                        section = home_of.get(quiet.id) or first
                    self.check_count(entry)
                    self.left_out.append(entry)
                    self.uncounted.add(section)
                    continue
                card = card or self.resolve(entry)
                if card is None:
                    self.left_out.append(entry)
                else:
                    home = home_of.get(card.id)
                    if key == UNPLACED:
                        section = home or first
                    if home != section:
                        self.wrong_section(entry, card, home, section)
                self.sections.setdefault(section, []).append(_Placed(entry, card, section, count))

    def deck_cards(self) -> DeckCards:
        """The cards placed, as every other command will act on them."""
        sections: dict[str, dict[str, int]] = {}
        not_read: dict[str, tuple[tuple[str, int], ...]] = {}
        for key in self.fmt.sections:
            counts: dict[str, int] = {}
            for p in self.sections.get(key, ()):
                if p.card is not None:
                    counts[p.card.id] = counts.get(p.card.id, 0) + p.copies
            sections[key] = {i: counts[i] for i in sorted(counts, key=natural_key)}
            missing = tuple((p.entry.card, p.copies) for p in self.unread(key))
            if missing:
                not_read[key] = missing
        return DeckCards(self.catalogue.game, sections, tuple(self.left_out), not_read)

    def size_words(self, section: str) -> str:
        """Why the section's size as written is not its cards'
        (:func:`~deckcheck.formats.reader.size_words`)."""
        unread = self.unread(section)
        read = sum(p.copies for p in self.sections.get(section, ()) if p.card is not None)
        return size_words(read, [(p.entry.card, p.copies) for p in unread])

    def unread(self, section: str) -> list[_Placed]:
        """A section's entries with a usable count that name no card of the game: its
        size as written counts them, its cards do not."""
        return [p for p in self.sections.get(section, ()) if p.card is None]

    def wrong_section(self, entry: Entry, card: Card, home: str | None, section: str) -> None:
        sections = self.fmt.sections
        if home is None:
            self.add(
                "WRONG_SECTION",
                f"{self.describe(card)} is a {self.type_name(card.type)} card, "
                f"which no section of {self.fmt.key} takes",
                entry.location,
                expected="a card type the format takes",
                actual=card.type,
                cards=(card.id,),
            )
        elif section in sections:
            self.add(
                "WRONG_SECTION",
                f"{self.describe(card)} is a {self.type_name(card.type)} card: it "
                f"belongs in {home}: ({sections[home].name}), not in {section}: "
                f"({sections[section].name})",
                entry.location,
                expected=home,
                actual=section,
                cards=(card.id,),
                fix=f"move {card.id} to {home}:",
            )

    # --- limits -----------------------------------------------------------------------

    def unknown_total(self, limit: Limit) -> bool:
        """Whether an entry of the limit's section has a count that is not usable. Its
        BAD_COUNT says what to fix; a "too few" total derived from it would only repeat
        it (and may be wrong), so such limits are not reported. A total already over a
        maximum is over it whatever the missing count is, and is still reported."""
        return bool(self.uncounted) and (limit.section is None or limit.section in self.uncounted)

    def in_section(self, section: str | None) -> list[_Placed]:
        """The placed entries of one section (of every section for None), copies >= 1."""
        if section is not None:
            return self.sections.get(section, [])
        return [p for placed in self.sections.values() for p in placed]

    def needs(self, limit: Limit) -> str:
        verb = "allows" if limit.min is None else "needs"
        return f"{self.fmt.key} {verb} {limit.expected()}"

    def limit_violation(
        self,
        limit: Limit,
        message: str,
        actual: Any,
        *,
        location: Location | None,
        cards: Sequence[str] = (),
        fix: str | None = None,
        too_few: bool = False,
    ) -> None:
        self.out.append(
            Violation(
                limit.code,
                message,
                location,
                rule=limit.rule,
                source=limit.source,
                expected=limit.expected(),
                actual=actual,
                cards=tuple(cards),
                fix=fix,
                reading=limit.reading,
                too_few=too_few,
            )
        )

    def section_of(self, limit: Limit) -> Section:
        assert limit.section is not None
        return self.fmt.sections[limit.section]

    def check_size(self, limit: Limit) -> None:
        section = self.section_of(limit)
        total = sum(p.copies for p in self.in_section(section.key))
        self.measured[id(limit)] = total
        if limit.allows(total):
            return
        too_few = limit.min is not None and total < limit.min
        if too_few and self.unknown_total(limit):
            return
        change = (limit.min - total) if too_few and limit.min is not None else 0
        if not too_few and limit.max is not None:
            change = total - limit.max
        fix = f"{'add' if too_few else 'remove'} {section.nouns(change)}"
        self.limit_violation(
            limit,
            f"the {section.name} has {section.nouns(total)}{self.size_words(section.key)}; "
            f"{self.needs(limit)}",
            total,
            location=self.deck.place(section.key),
            fix=fix + (f" {'to' if too_few else 'from'} the {section.name}"),
            too_few=too_few,
        )

    def check_count_where(self, limit: Limit) -> None:
        section = self.section_of(limit)
        assert limit.where is not None
        where = limit.where
        ids_matching = self.plan.matching[where]
        matching = [
            p
            for p in self.in_section(section.key)
            if p.card is not None and p.card.id in ids_matching
        ]
        total = sum(p.copies for p in matching)
        self.measured[id(limit)] = total
        if limit.allows(total):
            return
        ids = _ids(p.card.id for p in matching if p.card is not None)
        too_few = limit.min is not None and total < limit.min
        if too_few and self.unknown_total(limit):
            return
        if too_few:
            assert limit.min is not None
            change = limit.min - total
            fix = f"add {change} {where.describe(self.type_name, change)}"
        else:
            assert limit.max is not None
            change = total - limit.max
            fix = f"remove {change} {where.describe(self.type_name, change)}: {_short_list(ids)}"
        self.limit_violation(
            limit,
            f"the {section.name} has {total} {where.describe(self.type_name, total)}; "
            f"{self.needs(limit)}",
            total,
            location=self.deck.place(section.key),
            cards=ids,
            fix=fix,
            too_few=too_few,
        )

    def check_distinct(self, limit: Limit) -> None:
        section = self.section_of(limit)
        assert limit.field is not None
        values: dict[Any, None] = {}
        contributing = []
        values_of = self.plan.values(limit.field)
        for p in self.in_section(section.key):
            if p.card is not None:
                values.update(values_of[p.card.id])
                contributing.append(p.card.id)
        count = len(values)
        self.measured[id(limit)] = count
        if limit.allows(count):
            return
        shown = ", ".join(str(v) for v in values) or "none"
        too_few = limit.min is not None and count < limit.min
        if too_few and self.unknown_total(limit):
            return
        word = field_word(limit.field)
        if too_few:
            assert limit.min is not None
            change = limit.min - count
            if change == 1:
                fix = f"add 1 {section.noun} of another {word}"
            else:
                fix = f"add {section.noun}s of {change} more {field_word(limit.field, 2)}"
            fix += f" (the {section.name} has {shown})"
        else:
            fix = f"keep {section.noun}s of at most {limit.max} {field_word(limit.field, 2)}"
        self.limit_violation(
            limit,
            f"the {section.name} has {section.noun}s of {count} {field_word(limit.field, count)}"
            f" ({shown}); {self.needs(limit)}",
            count,
            location=self.deck.place(section.key),
            cards=_ids(contributing),
            fix=fix,
            too_few=too_few,
        )

    def check_copies(self, limit: Limit) -> None:
        assert limit.max is not None
        by_id = limit.per == "id"
        folded = self.plan.folded_name
        totals: dict[str, int] = {}
        placed = [p for p in self.in_section(limit.section) if p.card is not None]
        for p in placed:
            assert p.card is not None
            key = p.card.id if by_id else folded(p.card)
            totals[key] = totals.get(key, 0) + p.copies
        over = {key for key, total in totals.items() if total > limit.max}
        if not over:
            return
        groups: dict[str, list[_Placed]] = {}
        for p in placed:
            assert p.card is not None
            key = p.card.id if by_id else folded(p.card)
            if key in over:
                groups.setdefault(key, []).append(p)
        where = f" in the {self.section_of(limit).name}" if limit.section else ""
        for key, group in groups.items():
            total = totals[key]
            first = group[0]
            assert first.card is not None
            ids = _ids(p.card.id for p in group if p.card is not None)
            excess = total - limit.max
            if limit.per == "id":
                subject = f"{total} copies of {self.describe(first.card)}{where}"
                fix = f"remove {excess} {_plural(excess, 'copy')} of {first.card.id}"
            else:
                per_id: dict[str, int] = {}
                for p in group:
                    assert p.card is not None
                    per_id[p.card.id] = per_id.get(p.card.id, 0) + p.copies
                detail = ", ".join(f"{i} ×{n}" for i, n in per_id.items())
                subject = f"{total} cards named «{first.card.name}»{where} ({detail})"
                fix = f"remove {excess} {_plural(excess, 'card')} named «{first.card.name}»"
            self.limit_violation(
                limit,
                f"{subject}; {self.needs(limit)}",
                total,
                location=first.entry.location,
                cards=ids,
                fix=fix,
            )

    def check_limits(self) -> None:
        checks = {
            "size": self.check_size,
            "count_where": self.check_count_where,
            "distinct": self.check_distinct,
            "copies": self.check_copies,
        }
        for limit in self.fmt.limits:
            checks[limit.kind](limit)


@dataclass(frozen=True)
class DeckReading:
    """A deck read against a format: the cards every command acts on, and what is wrong."""

    cards: DeckCards
    violations: list[Violation]
    #: The value each limit of the format measured, in the format's order (None for a
    #: ``copies`` limit, which has no one value): what ``deck show`` prints beside it.
    measured: tuple[int | None, ...] = ()


def read_deck(
    deck: Deck,
    catalogue: Catalogue,
    fmt: Format,
    *,
    others: Sequence[Catalogue] | Callable[[], Sequence[Catalogue]] = (),
) -> DeckReading:
    """Resolve and place every entry of ``deck``, and find every violation of ``fmt``.

    ``catalogue`` is the format's game's; ``others`` (the other games' catalogues, or a
    function returning them, called only when a card is unknown) turn an unknown card
    into ``WRONG_GAME`` when it belongs to another game. Cards of text decks listed
    before any section header are placed in the section their type belongs to. The
    violations are sorted by position then code; none means the deck is legal.
    """
    if fmt.game != catalogue.game:
        raise ValueError(f"format {fmt.key} is for {fmt.game}, the catalogue for {catalogue.game}")
    run = _Run(deck, catalogue, fmt, others)
    if deck.game is not None and deck.game != catalogue.game:
        run.add(
            "WRONG_GAME",
            f"the deck says game: {deck.game}, but {fmt.key} is a {fmt.game} format",
            deck.place("game"),
            expected=fmt.game,
            actual=deck.game,
        )
    run.place_entries()
    run.check_limits()
    measured = tuple(run.measured.get(id(limit)) for limit in fmt.limits)
    return DeckReading(run.deck_cards(), sorted(run.out, key=Violation.sort_key), measured)


def validate_deck(
    deck: Deck,
    catalogue: Catalogue,
    fmt: Format,
    *,
    others: Sequence[Catalogue] | Callable[[], Sequence[Catalogue]] = (),
) -> list[Violation]:
    """Every violation of ``fmt`` in ``deck`` (:func:`read_deck`'s), sorted by position."""
    return read_deck(deck, catalogue, fmt, others=others).violations
