"""Reading deck files for editing and showing, and choosing the form a new file is written in.

A deck is read by deckcheck's one deck reader (:mod:`deckcheck.formats.decks`): the
same bounded, strict read as ``deckcheck validate`` (UTF-8, size limit), the kind told
by :func:`~deckcheck.formats.decks.kind_for` from the suffix and the text (YAML, a text
list, a berserk-nxt ``.brsd`` file or deck code), and the text parsed by
:func:`~deckcheck.formats.decks.loads_deck`. Nothing here decides the kind a second
time, so ``deck show``, ``deck add`` and ``deck remove`` take exactly the files
``validate``, ``stats``, ``play`` and ``squad`` take. A deck is edited only when it
reads cleanly (:class:`~deckcheck.errors.LoadError` with every located problem
otherwise); the edit (:mod:`deckcheck.builder.edit`) works on the text kept here, so
that every byte it does not change is written back as it was — including a byte-order
mark and Windows line ends.

:func:`write_atomic` (from :mod:`deckcheck.loading.atomic`) writes a temporary file in
the target's folder, flushes and fsyncs it, then renames it over the target
(:func:`os.replace`): a crash, a full disk or an interrupted write leaves either the old
file or the new one, never half of one. :func:`edit_lock` makes concurrent edits of one
file apply one after another.

A file deckcheck creates (``deck new``, ``deck build --out``) is written in the form its
suffix names (:func:`kind_to_write`): a suffix it cannot write is refused before
anything is computed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from deckcheck.errors import LoadError, UsageError
from deckcheck.formats.decks import Deck, DeckKind, is_deck_code_argument, kind_for, loads_deck
from deckcheck.loading.atomic import edit_lock, make_folder, write_atomic
from deckcheck.loading.diagnostics import Diagnostic, Severity, printable
from deckcheck.loading.yamlload import DEFAULT_LIMITS, decode_utf8, read_bytes

_BOM = b"\xef\xbb\xbf"

#: The suffixes deckcheck writes a new deck file in, and the form each names.
WRITABLE: dict[str, DeckKind] = {".yaml": "yaml", ".yml": "yaml", ".txt": "text", ".brsd": "brsd"}

__all__ = [
    "WRITABLE",
    "DeckSource",
    "edit_lock",
    "kind_to_write",
    "make_folder",
    "read_source",
    "read_source_bytes",
    "schema_modeline",
    "write_atomic",
]


@dataclass(frozen=True)
class DeckSource:
    """A deck as read: its text (no BOM), the parsed deck, the reader's warnings
    (``UNKNOWN_SET``), and how to write it back (BOM, line ends). ``path`` is None for a
    deck read from standard input."""

    path: Path | None
    display: str
    text: str
    deck: Deck
    warnings: tuple[Diagnostic, ...] = ()
    bom: bool = False

    @property
    def kind(self) -> DeckKind:
        """The deck's form, as the reader told it."""
        return self.deck.kind

    @property
    def newline(self) -> str:
        """The file's line end (``\\r\\n`` when its first line ends so)."""
        first = self.text.find("\n")
        return "\r\n" if first > 0 and self.text[first - 1] == "\r" else "\n"

    def encode(self, text: str) -> bytes:
        """``text`` as the file's bytes (with its BOM, when it had one)."""
        return (_BOM if self.bom else b"") + text.encode("utf-8")


def _parsed(text: str, name: str, kind: DeckKind | None) -> tuple[Deck, tuple[Diagnostic, ...]]:
    """The one reader's deck and warnings; :class:`LoadError` with every input problem."""
    deck, problems = loads_deck(text, name, kind)
    if deck is None or any(p.severity is Severity.INPUT for p in problems):
        raise LoadError(problems)
    return deck, tuple(problems)


def read_source(path: Path | str, display: str | None = None) -> DeckSource:
    """Read a deck file as every command reads it; raises :class:`LoadError` with every
    located problem when it does not read cleanly."""
    if is_deck_code_argument(path):  # a deck code given in place of a file
        return read_source_bytes(str(path).encode("utf-8"), display or str(path))
    path = Path(path)
    name = display or str(path)
    # The strict loader's bounded read: Path.read_bytes() on /dev/zero never returns.
    raw = read_bytes(path, DEFAULT_LIMITS, name)
    text = decode_utf8(raw, name)
    deck, warnings = _parsed(text, name, kind_for(path, text))
    return DeckSource(path, name, text, deck, warnings, raw.startswith(_BOM))


def read_source_bytes(raw: bytes, display: str = "<stdin>") -> DeckSource:
    """A deck given as bytes (standard input), its kind sniffed as ``validate -`` does."""
    text = decode_utf8(raw, display)
    deck, warnings = _parsed(text, display, None)
    return DeckSource(None, display, text, deck, warnings, raw.startswith(_BOM))


def kind_to_write(path: Path, game: str | None = None) -> DeckKind:
    """The form a new deck file at ``path`` is written in, from its suffix; a suffix
    deckcheck cannot write, or a form that cannot hold a deck of ``game``, is a
    :class:`UsageError` naming the suffixes it can write."""
    suffix = path.suffix.lower()
    kind = WRITABLE.get(suffix)
    suffixes = ", ".join(WRITABLE)
    if kind is None:
        what = f"deckcheck does not write {suffix} decks" if suffix else "it has no suffix"
        raise UsageError(
            f"cannot write a deck to {printable(str(path))}: {printable(what)}; name it "
            f"{suffixes} (for a berserk-nxt deck code: deckcheck deck convert DECK --to code)",
            code="BAD_SUFFIX",
        )
    if kind == "brsd" and game is not None and game != "berserk":
        raise UsageError(
            f"cannot write a {game} deck to {printable(str(path))}: a .brsd file holds "
            "berserk-nxt's Berserk decks; name it .yaml, .yml, .txt",
            code="BAD_SUFFIX",
        )
    return kind


# --- the schema modeline -----------------------------------------------------------------


def schema_modeline(target: Path | None, schema: str = "deck.schema.json") -> str:
    """``# yaml-language-server: $schema=…`` for a file written at ``target``, or "".

    The path is relative to the file and points at a ``schemas/`` folder beside it or
    above it — a checkout of the repository, or a folder made by ``deckcheck examples
    --copy`` — so it stays right when the folder moves. Nowhere near such a folder the
    modeline is left out rather than pointing into deckcheck's installation, which a
    reinstall moves (``deckcheck schema deck > schemas/deck.schema.json`` makes one).
    """
    if target is None:
        return ""
    where = Path(os.path.abspath(target)).parent
    for folder in (where, *where.parents):
        candidate = folder / "schemas" / schema
        if candidate.is_file():
            relative = os.path.relpath(candidate, where)
            return f"# yaml-language-server: $schema={Path(relative).as_posix()}"
    return ""
