"""Deck files: YAML (``schemas/deck.schema.json``) and plain-text lists, into one model.

A :class:`Deck` is plain data: the game, name and format it declares, and its sections
(``deck``, ``spirits``), each a tuple of :class:`Entry` — a card as written, its count
and where it stands in the file. Counts are kept as written: a zero, negative or
non-integer count is not a loading error but a ``BAD_COUNT`` violation found by
:func:`deckcheck.formats.validate.validate_deck`, reported at the entry's line with
the rest of the deck.

YAML decks::

    game: ccs
    name: Sakura wind rush
    format: short
    deck: {C4: 2, S1: 3}
    spirits: {CS1: 1}

Text decks are lenient, for lists pasted from anywhere: ``COUNT ID [name…]``, ``COUNTx ID``,
``ID x COUNT``, ``COUNT NAME``; ``#`` comments; ``Game:``, ``Name:``, ``Format:`` header
lines; ``Deck:`` / ``Spirits:`` section headers. Cards listed before any section header
are *unplaced* (section :data:`UNPLACED`); the validator puts each in the section its
card type belongs to.

>>> deck, problems = loads_deck("Game: ccs\\n2 C4 Sakura\\nSpirits:\\nCS1\\n", "d.txt")
>>> [(e.card, e.count, str(e.location)) for e in deck.entries()]
[('C4', 2, 'd.txt:2:3'), ('CS1', 1, 'd.txt:4:1')]
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckcheck.diagnostics import Diagnostic, Location, Severity, clipped
from deckcheck.errors import LoadError
from deckcheck.loading.yamlload import (
    DEFAULT_LIMITS,
    Document,
    Limits,
    MappingMarks,
    loads,
)

if TYPE_CHECKING:
    from deckcheck.formats.deckfiles import DeckFileFormat

#: The section of text-deck cards listed before any section header.
UNPLACED = ""
DECK_SCHEMA = "deck.schema.json"

#: A deck's form: ``yaml``, ``text``, or the name of a game's own form
#: (:mod:`deckcheck.formats.deckfiles`: berserk-nxt's ``brsd`` file and ``code``).
DeckKind = str


@dataclass(frozen=True)
class Entry:
    """One line of a deck: a card as written, its copies, and where it stands.

    ``count`` is None when the count is not a whole number (``2.5``, ``two``, empty), and
    :attr:`written` then keeps it as written, for messages. A usable entry has ``count >= 1``.
    """

    card: str
    count: int | None
    location: Location
    written: str = ""
    #: (line, column) of the count, when it is not where the entry starts.
    count_at: tuple[int, int] | None = None

    @property
    def count_location(self) -> Location:
        """Where the count stands (the entry's own position when not known apart)."""
        if self.count_at is None:
            return self.location
        return Location(self.location.file, *self.count_at)

    @property
    def ok(self) -> bool:
        """True when the count is a whole number of at least 1."""
        return self.count is not None and self.count >= 1

    @property
    def copies(self) -> int:
        """The copies this entry adds to the deck: its count, or 0 when the count is bad."""
        return self.count if self.count is not None and self.count >= 1 else 0


def make_entry(
    card: str,
    count: int | None,
    written: str,
    file: str,
    position: tuple[int, int],
    count_at: tuple[int, int] | None = None,
) -> Entry:
    """An :class:`Entry` at ``file:line:column`` (``position``).

    Batch runs build tens of thousands of entries, so this fills the instances' dicts
    directly instead of calling the frozen dataclasses' ``__init__`` (one
    ``object.__setattr__`` per field): a third of the cost, and the result is the same
    ordinary frozen :class:`Entry` and :class:`Location` (as in ``catalog.model.make_card``).
    """
    location = object.__new__(Location)
    fields = location.__dict__
    fields["file"] = file
    fields["line"] = position[0]
    fields["column"] = position[1]
    entry = object.__new__(Entry)
    fields = entry.__dict__
    fields["card"] = card
    fields["count"] = count
    fields["location"] = location
    fields["written"] = written
    fields["count_at"] = None if count_at == position else count_at
    return entry


@dataclass(frozen=True)
class Deck:
    """One deck file's content.

    ``sections`` maps a section key (``deck``, ``spirits``, or :data:`UNPLACED`) to its
    entries in file order. ``places`` says where the declared fields and the section
    keys stand (keys ``game``, ``name``, ``format`` and the section keys).
    """

    file: str
    game: str | None
    name: str | None
    format: str | None
    sections: Mapping[str, tuple[Entry, ...]]
    kind: DeckKind = "yaml"
    places: Mapping[str, Location] = field(default_factory=dict, compare=False, repr=False)

    def entries(self, section: str | None = None) -> Iterator[Entry]:
        """Every entry (of one section), in file order."""
        if section is not None:
            yield from self.sections.get(section, ())
            return
        for entries in self.sections.values():
            yield from entries

    def counts(self, section: str) -> dict[str, int]:
        """Card (as written) -> copies in one section; repeated entries are added up."""
        totals: dict[str, int] = {}
        for entry in self.sections.get(section, ()):
            totals[entry.card] = totals.get(entry.card, 0) + entry.copies
        return totals

    def place(self, key: str) -> Location:
        """Where a declared field or section stands; the file itself when it is absent."""
        return self.places.get(key) or Location(self.file)


# --- counts -----------------------------------------------------------------------------


#: The largest count read as a number; a longer one is a BAD_COUNT (no deck holds that
#: many copies, and Python refuses to read numbers of over 4,300 digits).
MAX_COUNT = 10**18 - 1


def _count_of(value: Any) -> tuple[int | None, str]:
    """A YAML count as (whole number or None, as written)."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value > MAX_COUNT:
            return None, str(value) if value.bit_length() < 10_000 else "a huge number"
        return value, str(value)
    if value is None:
        return None, ""
    if isinstance(value, bool):
        return None, "true" if value else "false"
    return None, str(value)


_TEXT_NUMBER = re.compile(r"[-+]?[0-9]{1,18}\Z")


def text_count(token: str) -> tuple[int | None, str]:
    """A text deck's count token as (whole number or None, as written). Only ASCII digits
    are read (``৪`` is not 4, though Python's ``int`` would read it so); a number of more
    than 18 digits is not read (no deck holds that many; Python refuses to read numbers
    of over 4,300 digits): the validator reports either as BAD_COUNT."""
    if _TEXT_NUMBER.match(token):
        return int(token), token
    return None, token


# --- YAML decks -------------------------------------------------------------------------


def input_problem(location: Location, code: str, message: str) -> Diagnostic:
    return Diagnostic(location, code, message, Severity.INPUT)


def deck_from_document(document: Document) -> Deck:
    """A :class:`Deck` from a schema-valid YAML deck document."""
    data: dict[str, Any] = document.data
    file = document.file
    root = document.marks.get(id(data))
    places: dict[str, Location] = {}
    if isinstance(root, MappingMarks):
        for key, (key_pos, _) in root.entries.items():
            places[key] = Location(file, *key_pos)
    sections: dict[str, tuple[Entry, ...]] = {}
    for key, value in data.items():
        if key in ("game", "name", "format", "notes"):
            continue
        if not value:
            sections[key] = ()
            continue
        marks = document.marks.get(id(value))
        positions = marks.entries if isinstance(marks, MappingMarks) else {}
        entries = []
        unknown = ((0, 0), (0, 0))
        for card, raw in value.items():
            if type(raw) is int and raw <= MAX_COUNT:
                count: int | None = raw
                written = ""
            else:
                count, written = _count_of(raw)
            key_pos, value_pos = positions.get(card, unknown)
            entries.append(make_entry(card, count, written, file, key_pos, value_pos))
        sections[key] = tuple(entries)
    return Deck(
        file=file,
        game=data.get("game"),
        name=data.get("name"),
        format=data.get("format"),
        sections=sections,
        kind="yaml",
        places=places,
    )


def _too_many_yaml_entries(document: Document) -> Diagnostic | None:
    """DECK_TOO_LARGE at the first card past :data:`MAX_DECK_ENTRIES` of a YAML deck's
    sections (in file order), or None."""
    data = document.data
    if not isinstance(data, dict):
        return None
    listed = 0
    for key, value in data.items():
        if key in ("game", "name", "format", "notes") or not isinstance(value, dict):
            continue
        if listed + len(value) > MAX_DECK_ENTRIES:
            card = next(itertools.islice(value, MAX_DECK_ENTRIES - listed, None))
            marks = document.marks.get(id(value))
            at = marks.entries[card][0] if isinstance(marks, MappingMarks) else (0, 0)
            return too_many_entries(Location(document.file, *at))
        listed += len(value)
    return None


def _load_yaml(text: str, file: str, limits: Limits) -> tuple[Deck | None, list[Diagnostic]]:
    from deckcheck.loading import schema as schemas
    from deckcheck.loading.check import schema_from_modeline

    try:
        document = loads(text, file, limits)
    except LoadError as err:
        return None, err.diagnostics
    named = schema_from_modeline(text)
    if named is not None and named != DECK_SCHEMA:
        return None, [
            input_problem(
                Location(file, 1, 1),
                "NOT_A_DECK",
                f"this file's modeline names {named}: it is not a deck (see deckcheck schema deck)",
            )
        ]
    too_large = _too_many_yaml_entries(document)
    if too_large is not None:
        # Before the schema and the deck are built: each costs in proportion to the entries.
        return None, [too_large]
    problems = schemas.validate(document, DECK_SCHEMA)
    if problems:
        # A deck that does not have a deck's shape cannot be checked: an input problem.
        return None, [
            Diagnostic(d.location, d.code, d.message, Severity.INPUT, d.details) for d in problems
        ]
    deck = deck_from_document(document)
    too_long = [p for p in map(card_text_problem, deck.entries()) if p is not None]
    if too_long:
        return None, too_long
    return deck, []


# --- text decks -------------------------------------------------------------------------

#: Section header words (folded to lower case) -> section key.
SECTION_WORDS = {
    "deck": "deck",
    "main": "deck",
    "main deck": "deck",
    "play deck": "deck",
    "player deck": "deck",
    "player's deck": "deck",
    "cards": "deck",
    "колода": "deck",
    "spirits": "spirits",
    "spirit": "spirits",
    "spirit deck": "spirits",
    "clow": "spirits",
    "clow spirits": "spirits",
    "clow deck": "spirits",
    "clow spirit deck": "spirits",
    "духи": "spirits",
    "колода духов": "spirits",
}
_FIELD_WORDS = {"game": "game", "name": "name", "format": "format"}

_CARD_ID = re.compile(r"[A-Za-z]{1,3}-?[0-9]{1,4}\Z")
_COUNT_TOKEN = re.compile(r"([-+]?[0-9]+(?:[.,][0-9]+)?)[xX×]?\Z")
_TIMES = {"x", "X", "×", "*"}
_TOKEN = re.compile(r"\S+")
#: A count written in any script's digits (``\d`` is Unicode): not read, but reported.
_OTHER_DIGITS_COUNT = re.compile(r"[xX×*]?([-+]?\d+(?:[.,]\d+)?)")

#: The longest text that names a card in a deck (an id, or a printed name with its power):
#: the longest card name is 24 characters. A longer text is an input problem, located:
#: looking up and suggesting a card for a megabyte of text took seconds.
MAX_CARD_TEXT = 200


#: The most entries one deck lists, in every form the one reader reads: card lines of a
#: text deck (a line that does not read counts too: it is reported), cards of a YAML
#: deck's sections. No real deck lists more than a few hundred (a CCS deck is 30 or 50
#: cards and 12 or more spirits, a Berserk deck 30 to 50); berserk-nxt's forms are bound
#: to as many cards. Past it a deck is ``DECK_TOO_LARGE`` at its first entry over and is
#: read no further, so that a 16 MB list of 1.6 million lines costs what 10,000 do,
#: not a minute, gigabytes and a 100 MB report.
MAX_DECK_ENTRIES = 10_000


def too_many_entries(location: Location) -> Diagnostic:
    """DECK_TOO_LARGE at the first entry past :data:`MAX_DECK_ENTRIES`."""
    return input_problem(
        location,
        "DECK_TOO_LARGE",
        f"a deck lists at most {MAX_DECK_ENTRIES} entries (deckcheck's bound, so that reading "
        "a deck takes bounded time and memory; a real deck has a few hundred at most): this "
        "one has more from here on",
    )


#: What ends a line, as ``str.splitlines`` reads them (LF, CR, CR LF, VT, FF, FS, GS, RS,
#: NEL, U+2028, U+2029).
_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
_LINE = re.compile(f"([^{_BREAKS}]*)(\r\n|[{_BREAKS}]|\\Z)")


def iter_lines(text: str, breaks: str | None = None) -> Iterator[str]:
    """The lines of ``text`` one at a time — as ``str.splitlines`` cuts them, or at the
    one character ``breaks`` — so that a reader that stops at a limit has not first made
    a string of every line of a 16 MB file (every deck form's reader: this one's, the
    berserk-nxt forms').

    >>> list(iter_lines("a\\r\\nb\\u2028c\\n")) == "a\\r\\nb\\u2028c\\n".splitlines()
    True
    """
    size = len(text)
    position = 0
    while position < size:
        if breaks is not None:
            end = text.find(breaks, position)
            end = size if end < 0 else end
            yield text[position:end]
            position = end + len(breaks)
            continue
        match = _LINE.match(text, position)
        assert match is not None  # the pattern matches at any position
        yield match.group(1)
        position = match.end()


def card_text_problem(entry: Entry) -> Diagnostic | None:
    """CARD_TEXT_TOO_LONG for an entry whose card text is longer than :data:`MAX_CARD_TEXT`."""
    if len(entry.card) <= MAX_CARD_TEXT:
        return None
    return input_problem(
        entry.location,
        "CARD_TEXT_TOO_LONG",
        f"a card is named in at most {MAX_CARD_TEXT} characters (its id, or its name and "
        f"power); this text has {len(entry.card)}: {entry.card[:40]!r}…",
    )


_YAML_DECK_KEY = re.compile(r"(game|name|format|notes|deck|spirits)\s*:(\s|$)")


def looks_like_yaml(text: str) -> bool:
    """Whether a deck's text is YAML rather than a plain list (for ``-`` and odd suffixes).

    YAML decks are mappings, so every significant line has a ``key:``; a text deck has
    card lines such as ``2 C4`` that have no colon. A text that starts like a YAML deck
    (``deck:``, lower case) but has lines without a colon (a multi-line scalar) is
    YAML when it loads as a mapping.
    """
    first = None
    for line in iter_lines(text):
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "---", "...")):
            continue
        if first is None:
            first = stripped
        if ":" not in stripped and not stripped.startswith(("-", "{", "}")):
            break
    else:
        return True
    if first is None or not _YAML_DECK_KEY.match(first):
        return False
    try:
        return isinstance(loads(text).data, dict)
    except LoadError:
        return False


def split_header(line: str) -> tuple[str, str] | None:
    """A header line's words and value, or None: ``Deck (30):`` -> ('Deck ', ''),
    ``Name: Wind rush`` -> ('Name', 'Wind rush'), ``Spirits`` -> ('Spirits', '').

    ``line`` is stripped and has no comment. The words run to the first colon; they do
    not start with a digit, and a trailing count in parentheses is not part of them.
    Written without a regular expression: the pattern this replaces backtracked in
    cubic time, so one 4 KB line of spaces took minutes to read.
    """
    head, _, value = line.partition(":")
    if not head or "#" in head or head[0].isdecimal():
        return None
    words = head.rstrip()
    if words.endswith(")"):
        opening = words.rfind("(")
        if opening > 0 and words[opening + 1 : -1].strip().isdecimal():
            words = words[:opening]
    return words, value.strip()


def _card_line(tokens: list[tuple[int, str]]) -> tuple[str, int | None, str, int, int] | None:
    """(card, count, count as written, column of the card, column of the count) or None."""
    (col0, first), rest = tokens[0], tokens[1:]
    count_match = _COUNT_TOKEN.match(first)
    if count_match:
        written = count_match.group(1)
        if rest and rest[0][1] in _TIMES:
            rest = rest[1:]
        if not rest:
            return None
        count, written = text_count(written)
        if _CARD_ID.match(rest[0][1]):
            return rest[0][1], count, written, rest[0][0], col0
        # COUNT NAME: the card by its printed name.
        return " ".join(t for _, t in rest), count, written, rest[0][0], col0
    if _CARD_ID.match(first):
        if not rest:
            return first, 1, "1", col0, col0
        if rest[0][1] in _TIMES and len(rest) > 1:
            written = rest[1][1]
            count, written = text_count(written)
            return first, count, written, col0, rest[1][0]
        if len(rest) == 1 and re.fullmatch(r"\(\s*[0-9]+\s*\)", rest[0][1]):
            # "C8 (2)": a count or a note? Never guessed: BAD_COUNT asks which.
            return first, None, rest[0][1], col0, rest[0][0]
        suffix = re.fullmatch(r"[xX×*]?([-+]?[0-9]+(?:[.,][0-9]+)?)", rest[0][1])
        if suffix and (len(rest) == 1 or rest[0][1][0] in _TIMES):
            count, written = text_count(suffix.group(1))
            return first, count, written, col0, rest[0][0]
        # "C4 x৪": a count in digits of another script is a BAD_COUNT, never a name
        # that leaves one copy.
        other = _OTHER_DIGITS_COUNT.fullmatch(rest[0][1])
        if other and (len(rest) == 1 or rest[0][1][0] in _TIMES):
            return first, None, other.group(1), col0, rest[0][0]
        return first, 1, "1", col0, col0  # ID NAME: one copy
    if rest and _CARD_ID.match(rest[0][1]):
        # A count that is not a number ("two C4"): kept for BAD_COUNT.
        return rest[0][1], None, first, rest[0][0], col0
    return None


def parse_text_deck(text: str, file: str) -> tuple[Deck | None, list[Diagnostic]]:
    """A :class:`Deck` from a plain-text list; every unreadable line is a diagnostic.

    A list without cards is ``DECK_EMPTY`` unless it names its game or format
    (``Game: ccs``): then it is an empty deck, as ``deckcheck deck new`` writes it and as
    removing its last card leaves it. At most :data:`MAX_DECK_ENTRIES` lines are read as
    entries or problems; the first line past them is ``DECK_TOO_LARGE`` and reading stops.
    """
    problems: list[Diagnostic] = []
    sections: dict[str, list[Entry]] = {}
    places: dict[str, Location] = {}
    fields: dict[str, str] = {}
    current = UNPLACED

    def read_line(number: int, raw_line: str) -> tuple[Location, Entry | Diagnostic] | None:
        """What one line adds to the deck: an entry or a problem, and where the line
        starts; None for a blank line, a comment, a header or a field (which it notes)."""
        nonlocal current
        line = raw_line.split("#", 1)[0] if "#" in raw_line else raw_line
        if line.lstrip().startswith("//"):
            return None
        tokens = [(m.start() + 1, m.group()) for m in _TOKEN.finditer(line)]
        if not tokens:
            return None
        column = tokens[0][0]
        here = Location(file, number, column)
        stripped = line.strip()
        header = split_header(stripped)
        word = " ".join(header[0].lower().split()) if header else ""
        value = header[1] if header else ""
        if word in SECTION_WORDS and not value:
            current = SECTION_WORDS[word]
            places.setdefault(current, here)
            sections.setdefault(current, [])
            return None
        if word in _FIELD_WORDS and ":" in line:
            key = _FIELD_WORDS[word]
            if not value:
                return here, input_problem(here, "DECK_TEXT_SYNTAX", f"'{word}:' needs a value")
            if key in fields:
                return here, input_problem(
                    here,
                    "DECK_TEXT_DUPLICATE",
                    f"'{word}:' is given twice (first at {places[key]})",
                )
            fields[key] = value if key == "name" else value.lower()
            places[key] = here
            return None
        card = _card_line(tokens)
        if card is None and current == "spirits" and not (header and ":" in line):
            # A spirit line with no count (``The Windy``): a spirit deck holds one of
            # each spirit, so players list them by name alone; it reads as one copy.
            card = " ".join(t for _, t in tokens), 1, "1", column, column
        if card is not None:
            name, count, written, card_col, count_col = card
            entry = make_entry(name, count, written, file, (number, card_col), (number, count_col))
            return here, card_text_problem(entry) or entry
        if header and ":" in line:
            known = ", ".join(sorted({*_FIELD_WORDS, "deck", "spirits"}))
            return here, input_problem(
                here,
                "DECK_TEXT_SYNTAX",
                f"unknown header {clipped(header[0].strip())!r}; known headers: {known}",
            )
        return here, input_problem(
            here,
            "DECK_TEXT_SYNTAX",
            "cannot read this line: write 'COUNT ID [name]' (2 C4), "
            "'ID x COUNT', or a header such as 'Deck:'",
        )

    listed = 0
    for number, raw_line in enumerate(iter_lines(text), start=1):
        found = read_line(number, raw_line)
        if found is None:
            continue
        here, item = found
        if listed == MAX_DECK_ENTRIES:
            problems.append(too_many_entries(here))
            break
        listed += 1
        if isinstance(item, Entry):
            sections.setdefault(current, []).append(item)
        else:
            problems.append(item)
    if not problems and not any(sections.values()) and not fields.keys() & {"game", "format"}:
        empty = "the deck lists no cards"
        problems.append(input_problem(Location(file, 1, 1), "DECK_EMPTY", empty))
    if problems:
        return None, problems
    deck = Deck(
        file=file,
        game=fields.get("game"),
        name=fields.get("name"),
        format=fields.get("format"),
        sections={key: tuple(entries) for key, entries in sections.items()},
        kind="text",
        places=places,
    )
    return deck, []


# --- entry points -----------------------------------------------------------------------


def loads_deck(
    text: str,
    file: str = "<string>",
    kind: DeckKind | None = None,
    limits: Limits = DEFAULT_LIMITS,
) -> tuple[Deck | None, list[Diagnostic]]:
    """A deck from text, YAML or a plain list (``kind``, sniffed when None).

    Returns the deck (None when it cannot be read) and the loading problems, each
    located: :attr:`~deckcheck.diagnostics.Severity.INPUT` problems (then there
    is no deck), and warnings that come with a deck. Never raises for bad input.
    """
    if len(text) > limits.max_bytes:
        return None, [
            input_problem(
                Location(file),
                "YAML_TOO_LARGE",
                f"the text is larger than {limits.max_bytes} bytes (limit max_bytes)",
            )
        ]
    if kind is None:
        kind = sniff_kind(text)
    if kind == "yaml":
        return _load_yaml(text, file, limits)
    form = None if kind == "text" else _form(kind)
    if form is not None:
        return form.read(text, file)
    return parse_text_deck(text, file)


def _form(kind: DeckKind) -> DeckFileFormat | None:
    from deckcheck.formats.deckfiles import deck_file

    return deck_file(kind)


def sniff_kind(text: str) -> DeckKind:
    """The kind of a deck's text when its file's suffix does not say: a game's form that
    recognises it (a berserk-nxt deck code), YAML, or a text list."""
    from deckcheck.formats.deckfiles import sniffed_form

    form = sniffed_form(text)
    if form is not None:
        return form.name
    return "yaml" if looks_like_yaml(text) else "text"


def kind_for(path: Path, text: str) -> DeckKind:
    """A deck file's kind: by suffix (``.yaml``/``.yml``/``.json``, a game's form's: a
    ``.brsd``; ``.txt`` is a text list unless a game's form recognises it: a deck code),
    else sniffed."""
    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml", ".json"):
        return "yaml"  # the common case decides without looking at the games' forms
    from deckcheck.formats.deckfiles import form_of_suffix, sniffed_form

    form = form_of_suffix(suffix)
    if form is not None:
        return form.name
    if suffix == ".txt":
        form = sniffed_form(text)
        return "text" if form is None else form.name
    return sniff_kind(text)


#: The deck argument that reads the deck from standard input, and the name it is shown by.
STDIN_ARGUMENT = "-"
STDIN_NAME = "<stdin>"


#: The longest deck code given on the command line that is shown whole, as its own name
#: in messages: a 50-card Berserk deck's code has 151 characters, its rot13 lines about 170.
INLINE_LABEL_MAX = 200
#: How many characters of a longer code name it, with its length: ``#AAAAAAAAAAAAAAAAAAA…
#: (30000 characters)``. Its name starts every line said of it, so a 30,000-character
#: code once made 10,000 lines of 30 KB each.
INLINE_LABEL_START = 20


def inline_label(code: str) -> str:
    """The name a deck given inline (a code on the command line) has in every message and
    output: the code itself, or its first :data:`INLINE_LABEL_START` characters and its
    length when it is longer than :data:`INLINE_LABEL_MAX`.

    >>> inline_label("#IAB")
    '#IAB'
    >>> inline_label("#" + "A" * 29_999)
    '#AAAAAAAAAAAAAAAAAAA…(30000 characters)'
    """
    return clipped(code, INLINE_LABEL_MAX, INLINE_LABEL_START)


@dataclass(frozen=True)
class DeckArgument:
    """A deck as a command line names it: a file, a deck code given in place of a file
    (a game's form that starts so: berserk-nxt's, as players paste it from chat), or
    ``-`` for standard input.

    :func:`deck_argument` tells which, once; :meth:`read_bytes` and :meth:`parse` are
    then the one way every command reads it, so that the same deck gives the same cards
    however it was given. ``raw`` holds the code's or standard input's bytes, read once:
    a command that reads its deck twice reads the same bytes twice.
    """

    #: The argument as typed.
    given: str
    #: The deck's name in messages: the file as given, the code (without the spaces
    #: around it; a long one by its start and length: :func:`inline_label`), or ``<stdin>``.
    display: str
    #: The file to read; None for a code or standard input.
    path: Path | None = None
    #: The bytes of a code or of standard input.
    raw: bytes | None = None
    #: The form of a deck code given in place of a file (its kind); None for a file or
    #: standard input.
    code: DeckKind | None = None

    @property
    def stdin(self) -> bool:
        return self.path is None and not self.code

    @property
    def stem(self) -> str:
        """What a deck without a name is called: its file's stem, the code, ``stdin``."""
        if self.path is not None:
            return self.path.stem
        return self.display if self.code else "stdin"

    def read_bytes(self, limits: Limits = DEFAULT_LIMITS) -> bytes:
        """The deck's bytes (a file is read within the size limit); a located
        :class:`LoadError` when a file cannot be read."""
        if self.path is None:
            assert self.raw is not None
            return self.raw
        from deckcheck.loading.yamlload import read_bytes

        return read_bytes(self.path, limits, self.display)

    def parse(
        self, raw: bytes, limits: Limits = DEFAULT_LIMITS
    ) -> tuple[str | None, Deck | None, list[Diagnostic]]:
        """The deck's text, deck and loading problems (see :func:`loads_deck`): a file's
        kind told by :func:`kind_for`, a code read in its form, standard input sniffed."""
        from deckcheck.loading.yamlload import decode_utf8

        if self.stdin and not raw.strip():
            return None, None, [_empty_stdin(self.display)]
        if len(raw) > limits.max_bytes:
            what = "file" if self.path is not None else "input"
            return (
                None,
                None,
                [
                    input_problem(
                        Location(self.display),
                        "YAML_TOO_LARGE",
                        f"the {what} is larger than {limits.max_bytes} bytes (limit max_bytes)",
                    )
                ],
            )
        try:
            text = decode_utf8(raw, self.display)
        except LoadError as err:
            return None, None, err.diagnostics
        if self.path is not None:
            kind: DeckKind | None = kind_for(self.path, text)
        else:
            kind = self.code
        deck, problems = loads_deck(text, self.display, kind, limits)
        if self.code:
            problems = [_not_a_code(p) for p in problems]
        return text, deck, problems

    def load(self, limits: Limits = DEFAULT_LIMITS) -> tuple[Deck | None, list[Diagnostic]]:
        """The deck and its loading problems; never raises for bad input."""
        try:
            raw = self.read_bytes(limits)
        except LoadError as err:
            return None, err.diagnostics
        _, deck, problems = self.parse(raw, limits)
        return deck, problems


def _empty_stdin(file: str) -> Diagnostic:
    return input_problem(
        Location(file),
        "DECK_EMPTY",
        "standard input is empty: '-' reads the deck from standard input; pipe a deck "
        "into it (deckcheck validate - < deck.yaml) or paste a deck code and end it with Ctrl-D",
    )


def _not_a_code(problem: Diagnostic) -> Diagnostic:
    """A deck code argument's reading problem, saying that no file has that name either."""
    if problem.severity is not Severity.INPUT:
        return problem
    return Diagnostic(
        problem.location,
        problem.code,
        f"neither a file nor a valid deck code: {problem.message}",
        problem.severity,
        problem.details,
    )


def _pasted_kind(argument: Path | str) -> DeckKind | None:
    """The form of a command-line deck argument that is a deck code itself (a game's form
    that starts so: berserk-nxt's ``#IAB``, or its rot13 ``--`` lines, as players paste
    them, spaces around them or not), not a file: no file of that name exists and it
    starts as a code of that form does; None otherwise. A file wins: ``./#IAB`` names the
    file. A code that does not read is reported as neither a file nor a valid code, with
    what is wrong with it."""
    import os

    text = str(argument)
    if text == STDIN_ARGUMENT or os.path.lexists(text):
        return None
    from deckcheck.formats.deckfiles import pasted_form

    form = pasted_form(text)
    return None if form is None else form.name


def is_deck_code_argument(argument: Path | str) -> bool:
    """Whether a command-line deck argument is a deck code itself, not a file (see
    :func:`_pasted_kind`)."""
    return _pasted_kind(argument) is not None


def deck_argument(
    argument: Path | str, stdin: bytes | None = None, *, display: str | None = None
) -> DeckArgument:
    """What a command-line deck argument names (:class:`DeckArgument`): ``-`` standard
    input (whose bytes, read once, are ``stdin``), a deck code given in place of a file
    (:func:`is_deck_code_argument`), else a file."""
    text = str(argument)
    if text == STDIN_ARGUMENT and stdin is not None:
        return DeckArgument(text, display or STDIN_NAME, raw=stdin)
    kind = _pasted_kind(text)
    if kind is not None:
        code = text.strip()
        shown = display or inline_label(code)
        return DeckArgument(text, shown, raw=code.encode("utf-8"), code=kind)
    path = Path(argument)
    return DeckArgument(text, display or str(path), path=path)


def deck_arguments(
    arguments: Iterable[Path | str], read_stdin: Callable[[], bytes]
) -> list[DeckArgument]:
    """The decks of one command line, in order: standard input is read (``read_stdin``)
    for its ``-``, once. A second ``-`` is a :class:`~deckcheck.errors.UsageError`:
    standard input holds one deck."""
    from deckcheck.errors import UsageError

    given = [str(argument) for argument in arguments]
    if given.count(STDIN_ARGUMENT) > 1:
        raise UsageError(
            f"'-' is given {given.count(STDIN_ARGUMENT)} times: it reads a deck from standard "
            "input, which holds one deck; give the other decks as files or deck codes",
            code="BAD_OPTION",
        )
    stdin = read_stdin() if STDIN_ARGUMENT in given else None
    return [deck_argument(argument, stdin) for argument in given]


def load_deck(
    path: Path | str,
    *,
    display: str | None = None,
    limits: Limits = DEFAULT_LIMITS,
) -> tuple[Deck | None, list[Diagnostic]]:
    """Read a deck file: ``.yaml``/``.yml`` as YAML, ``.txt`` as a list, a game's form by
    its suffix (a ``.brsd`` as a berserk-nxt deck), others sniffed (:func:`kind_for`); or
    a deck code given in place of a file (:func:`is_deck_code_argument`).

    The file is read by the strict loader (UTF-8 only, size limit, no alias bombs,
    duplicate keys reported). Returns the deck (None when it cannot be read) and the
    loading problems; never raises for bad input.
    """
    return deck_argument(path, display=display).load(limits)


def load_deck_bytes(
    raw: bytes, file: str = STDIN_NAME, limits: Limits = DEFAULT_LIMITS
) -> tuple[Deck | None, list[Diagnostic]]:
    """A deck from bytes (standard input): decoded as UTF-8 strictly, kind sniffed."""
    return DeckArgument(STDIN_ARGUMENT, file, raw=raw).load(limits)
