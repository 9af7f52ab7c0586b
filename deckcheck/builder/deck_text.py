"""Writing decks as text: a new deck file, and a deck in the YAML or the pasted-text form.

Both forms hold the same things — game, name, format, the sections and each card's
count — and :func:`deck_yaml` / :func:`deck_text` write all of them, with each card's
name (and a CCS Capture card's power) as a comment for the reader. Card names that a text
deck lists instead of ids become ids when the name is one card's; anything the catalogue
does not know is kept as written, for the validator to report.

>>> from deckcheck.catalog.load import load_catalogue
>>> from deckcheck.formats.decks import loads_deck
>>> ccs = load_catalogue("ccs")
>>> deck, _ = loads_deck("Game: ccs\\nName: Tiny\\n2 C4\\n1 the windy\\n", "tiny.txt")
>>> print(deck_yaml(deck, ccs, modeline=None), end="")
game: ccs
name: Tiny
deck:
  C4: 2   # Sakura (5000)
spirits:
  CS1: 1   # The Windy
>>> print(deck_text(deck, ccs), end="")
Game: ccs
Name: Tiny
<BLANKLINE>
Deck:
2 C4  # Sakura (5000)
<BLANKLINE>
Spirits:
1 CS1  # The Windy
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deckcheck.builder.edit import card_note, resolve_entry
from deckcheck.catalog.model import Catalogue
from deckcheck.diagnostics import printable
from deckcheck.errors import UsageError
from deckcheck.formats.decks import UNPLACED, Deck, DeckKind, Entry
from deckcheck.formats.model import Format, Section
from deckcheck.loading.yamlload import resolve_plain

if TYPE_CHECKING:
    from deckcheck.formats.deckfiles import DeckFileFormat

#: Section header words of the text form (read back by ``formats.decks.SECTION_WORDS``).
_TEXT_HEADERS = {"deck": "Deck", "spirits": "Spirits"}
_PLAIN = re.compile(r"[^\s\-?:,\[\]{}#&*!|>'\"%@`][^#]*\Z")


def require_utf8(text: str) -> None:
    """Refuse what no UTF-8 file can hold: a lone surrogate, which is how Python passes
    on command-line bytes that are not UTF-8 (``--name $'\\xff'``)."""
    if any("\ud800" <= ch <= "\udfff" for ch in text):
        raise UsageError(f"{text!r} is not valid UTF-8 text", code="BAD_TEXT")


def _escape(ch: str) -> str:
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _reads_as_itself(text: str) -> bool:
    try:
        return bool(resolve_plain(text) == text)
    except ValueError:  # a number too long to read: quote it
        return False


def yaml_scalar(text: str) -> str:
    """``text`` as a YAML scalar that reads back as that very string.

    Plain when that is safe, else double-quoted, with every character that is not
    printable escaped: YAML forbids control characters in a file, and reads a raw
    U+0085, U+2028 or U+2029 in a scalar as a line break.
    """
    require_utf8(text)
    plain = (
        _PLAIN.match(text) is not None
        and ": " not in text
        and " #" not in text
        and text == text.strip()
        and not text.endswith(":")
        and all(ch.isprintable() for ch in text)
        and _reads_as_itself(text)
    )
    if plain:
        return text
    quoted = json.dumps(text, ensure_ascii=False)
    return "".join(ch if ch.isprintable() else _escape(ch) for ch in quoted)


def text_value(label: str, value: str) -> str:
    """A ``Label: value`` header line of a text deck, its whitespace made single spaces
    (a text deck reads one line, so line breaks cannot stay); a value a text deck cannot
    hold (``#`` starts a comment) is a :class:`UsageError`."""
    require_utf8(value)
    words = " ".join(value.split())
    why = "'#' starts a comment" if "#" in words else "a NUL byte" if "\x00" in words else ""
    if why:
        raise UsageError(
            f"a text deck cannot hold the {label.lower()} {value!r} ({why}); "
            "write a YAML deck (.yaml) instead",
            code="BAD_TEXT",
        )
    return f"{label}: {words}"


@dataclass(frozen=True)
class Line:
    """One card of a deck as written out: the key (a card id, or the text as written
    when no card answers to it), the count and the comment."""

    key: str
    count: int
    note: str | None = None


def _lines(
    deck: Deck, catalogue: Catalogue, sections: Mapping[str, Section] | None
) -> dict[str, list[Line]]:
    """The deck's cards by section, ids for names; unplaced cards in their home section,
    repeated entries added up (in the order first seen)."""
    out: dict[str, dict[str, Line]] = {}
    first = next(iter(sections)) if sections else "deck"
    for key, entries in deck.sections.items():
        for entry in entries:
            if entry.count is None:
                raise UsageError(
                    f"{entry.location}: the count of {entry.card} is "
                    f"{entry.written or 'missing'!r}: write a whole number first",
                    code="BAD_COUNT",
                )
            card = resolve_entry(catalogue, entry.card)
            section = key
            if key == UNPLACED:
                home = None
                if card is not None and sections is not None:
                    home = next((s.key for s in sections.values() if card.type in s.types), None)
                section = home or first
            name = card.id if card is not None else entry.card
            lines = out.setdefault(section, {})
            line = lines.get(name)
            count = entry.count + (line.count if line else 0)
            lines[name] = Line(name, count, card_note(card) if card else None)
    return {key: list(lines.values()) for key, lines in out.items()}


def _ordered(found: Mapping[str, list[Line]], sections: Iterable[str]) -> list[str]:
    return [*[s for s in sections if s in found], *[s for s in found if s not in sections]]


def _sections_of(catalogue: Catalogue, fmt: Format | None) -> Mapping[str, Section] | None:
    if fmt is not None:
        return fmt.sections
    from deckcheck.formats.load import load_formats

    try:
        return load_formats(catalogue.game)[load_formats(catalogue.game).default].sections
    except Exception:  # pragma: no cover - the bundled formats always load
        return None


def deck_yaml(
    deck: Deck,
    catalogue: Catalogue,
    fmt: Format | None = None,
    *,
    modeline: str | None,
    comments: Sequence[str] = (),
) -> str:
    """The deck as a YAML deck file (``schemas/deck.schema.json``)."""
    sections = _sections_of(catalogue, fmt)
    found = _lines(deck, catalogue, sections)
    out = [modeline] if modeline else []
    out += [f"# {printable(c)}" if c else "#" for c in comments]
    out.append(f"game: {yaml_scalar(deck.game or catalogue.game)}")
    if deck.name:
        out.append(f"name: {yaml_scalar(deck.name)}")
    if deck.format:
        out.append(f"format: {yaml_scalar(deck.format)}")
    keys = _ordered(found, sections or {})
    if not keys:
        keys = list(sections) if sections else ["deck"]
    for key in keys:
        out.append(f"{key}:")
        for line in found.get(key, []):
            note = f"   # {line.note}" if line.note else ""
            out.append(f"  {yaml_scalar(line.key)}: {line.count}{note}")
    return "\n".join(out) + "\n"


def deck_text(
    deck: Deck, catalogue: Catalogue, fmt: Format | None = None, *, comments: Sequence[str] = ()
) -> str:
    """The deck as a pasted-text list (``Game:``/``Name:``/``Format:`` headers, then a
    header and ``COUNT ID  # name`` lines per section)."""
    sections = _sections_of(catalogue, fmt)
    found = _lines(deck, catalogue, sections)
    out = [f"# {printable(c)}" if c else "#" for c in comments]
    out.append(f"Game: {deck.game or catalogue.game}")
    if deck.name and deck.name.strip():
        out.append(text_value("Name", deck.name))
    if deck.format:
        out.append(f"Format: {deck.format}")
    for key in _ordered(found, sections or {}):
        out += ["", f"{_TEXT_HEADERS.get(key, key.title())}:"]
        for line in found[key]:
            note = f"  # {line.note}" if line.note else ""
            out.append(f"{line.count} {line.key}{note}")
    return "\n".join(out) + "\n"


def card_lines(deck: Deck, catalogue: Catalogue, fmt: Format | None = None) -> list[Line]:
    """The deck's cards as a file lists them, section after section (see :func:`deck_yaml`),
    for a form that writes no section headers (a game's own: berserk-nxt's ``.brsd``)."""
    sections = _sections_of(catalogue, fmt)
    found = _lines(deck, catalogue, sections)
    return [line for key in _ordered(found, sections or {}) for line in found[key]]


def _file_form(kind: DeckKind) -> DeckFileFormat | None:
    """The game's form a deck file of ``kind`` is written in: one with suffixes of its own
    (a deck code is written by ``deck convert`` only), or None."""
    from deckcheck.formats.deckfiles import deck_file

    form = deck_file(kind)
    return form if form is not None and form.suffixes else None


def name_line(kind: DeckKind, name: str) -> str:
    """The line a deck file of ``kind`` holds ``name`` in; a :class:`UsageError` for a
    name it cannot hold (checked before a deck is built)."""
    if kind == "text":
        return text_value("Name", name)
    form = None if kind == "yaml" else _file_form(kind)
    if form is not None:
        return form.name_line(name)
    return f"name: {yaml_scalar(name)}"


def deck_file_text(
    kind: DeckKind,
    deck: Deck,
    catalogue: Catalogue,
    fmt: Format | None = None,
    *,
    modeline: str | None,
    comments: Sequence[str] = (),
) -> str:
    """The deck in the form ``kind`` names (see :func:`deckcheck.builder.files.kind_to_write`):
    YAML and text with ``comments`` at the top, a game's form as it writes it (a
    ``.brsd`` without them)."""
    if kind == "yaml":
        return deck_yaml(deck, catalogue, fmt, modeline=modeline, comments=comments)
    if kind == "text":
        return deck_text(deck, catalogue, fmt, comments=comments)
    form = _file_form(kind)
    if form is not None:
        return form.write(deck, catalogue, fmt)
    raise UsageError(f"deckcheck does not write {kind} decks to a file here", code="BAD_SUFFIX")


def cards_deck(
    game: str, name: str | None, fmt: Format, sections: Mapping[str, Mapping[str, int]]
) -> Deck:
    """A :class:`Deck` of ``{section: {card id: copies}}`` (what the builder makes)."""
    return Deck(
        file="<built>",
        game=game,
        name=name,
        format=fmt.key,
        sections={key: tuple(_entries(cards)) for key, cards in sections.items()},
    )


def _entries(cards: Mapping[str, int]) -> Iterable[Entry]:
    from deckcheck.formats.decks import make_entry

    for i, (card_id, count) in enumerate(cards.items(), start=1):
        yield make_entry(card_id, count, str(count), "<built>", (i, 1))


def new_deck_file(
    kind: DeckKind,
    game: str,
    fmt: Format,
    name: str | None,
    *,
    modeline: str | None,
    type_name: Mapping[str, str] | None = None,
    game_name: str | None = None,
    example: str = "ID",
) -> str:
    """A new, empty deck file in the form ``kind`` names: YAML with the format's limits
    as comments (:func:`new_deck_yaml`), a text list with its headers, a game's form as
    it starts one (a ``.brsd`` with its name line). Each reads back as an empty deck of
    ``game``."""
    if kind == "yaml":
        return new_deck_yaml(
            game,
            fmt,
            name,
            modeline=modeline,
            type_name=type_name,
            game_name=game_name,
            example=example,
        )
    form = None if kind == "text" else _file_form(kind)
    if form is not None:
        return form.new_file(name)
    if kind != "text":
        raise UsageError(f"deckcheck does not write new {kind} decks", code="BAD_SUFFIX")
    lines = [
        f"# A {game_name or game} deck for the {fmt.key} format: {fmt.name}.",
        f"# One card a line: COUNT ID (2 {example}); '#' starts a comment.",
        f"Game: {game}",
    ]
    if name and name.strip():
        lines.append(text_value("Name", name))
    lines.append(f"Format: {fmt.key}")
    for section in fmt.sections.values():
        lines += ["", f"{_TEXT_HEADERS.get(section.key, section.key.title())}:"]
    return "\n".join(lines) + "\n"


def new_deck_yaml(
    game: str,
    fmt: Format,
    name: str | None,
    *,
    modeline: str | None,
    type_name: Mapping[str, str] | None = None,
    game_name: str | None = None,
    example: str = "ID",
) -> str:
    """A new, empty deck file: the modeline, what the file is, and each section with the
    format's limits on it as comments."""
    names = type_name or {}
    out = [modeline] if modeline else []
    out += [
        f"# A {game_name or game} deck for the {fmt.key} format: {fmt.name}.",
    ]
    if fmt.description:
        out.append(f"# {' '.join(fmt.description.split())}")
    out += [
        f"# Each section lists card id: copies ({example}: 2). Add cards with",
        "#   deckcheck deck add FILE CARD [COUNT]   (CARD is an id or a name)",
        "# and check the deck with `deckcheck validate FILE` or `deckcheck deck show FILE`.",
        f"game: {yaml_scalar(game)}",
    ]
    if name:
        out.append(f"name: {yaml_scalar(name)}")
    out.append(f"format: {yaml_scalar(fmt.key)}")
    whole = [limit for limit in fmt.limits if limit.section is None]
    if whole:
        out.append("# Every section together:")
        out += [f"#   - {limit.rule}" for limit in whole]
    for section in fmt.sections.values():
        types = ", ".join(names.get(t, t) for t in section.types)
        out.append(f"# The {section.name}: {types} cards.")
        out += [f"#   - {limit.rule}" for limit in fmt.limits if limit.section == section.key]
        out.append(f"{section.key}:")
    return "\n".join(out) + "\n"
