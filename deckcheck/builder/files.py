"""Reading deck files for editing, and writing files atomically.

A deck is edited only when it reads cleanly: :func:`read_source` runs deckcheck's strict
loader first (UTF-8, duplicate keys, the deck schema, a text deck's unreadable lines)
and raises :class:`~deckcheck.errors.LoadError` with every located problem otherwise.
The edit itself (:mod:`deckcheck.builder.edit`) works on the text kept here, so that
every byte it does not change is written back as it was — including a byte-order mark
and Windows line ends.

:func:`write_atomic` (from :mod:`deckcheck.loading.atomic`) writes a temporary file in
the target's folder, flushes and fsyncs it, then renames it over the target
(:func:`os.replace`): a crash, a full disk or an interrupted write leaves either the old
file or the new one, never half of one. :func:`edit_lock` makes concurrent edits of one
file apply one after another.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from deckcheck.errors import LoadError
from deckcheck.formats.decks import Deck, DeckKind, loads_deck, parse_text_deck
from deckcheck.loading.atomic import edit_lock, make_folder, write_atomic
from deckcheck.loading.diagnostics import Diagnostic
from deckcheck.loading.yamlload import DEFAULT_LIMITS, decode_utf8, read_bytes
from deckcheck.resources import bundled_root, schemas_dir

_BOM = b"\xef\xbb\xbf"

__all__ = [
    "DeckSource",
    "deck_kind",
    "edit_lock",
    "load_for_edit",
    "make_folder",
    "read_source",
    "schema_modeline",
    "write_atomic",
]


@dataclass(frozen=True)
class DeckSource:
    """A deck file as read for editing: its text (no BOM), the parsed deck, and how to
    write it back (BOM, line ends)."""

    path: Path
    display: str
    text: str
    deck: Deck
    kind: DeckKind
    bom: bool = False

    @property
    def newline(self) -> str:
        """The file's line end (``\\r\\n`` when its first line ends so)."""
        first = self.text.find("\n")
        return "\r\n" if first > 0 and self.text[first - 1] == "\r" else "\n"

    def encode(self, text: str) -> bytes:
        """``text`` as the file's bytes (with its BOM, when it had one)."""
        return (_BOM if self.bom else b"") + text.encode("utf-8")


def load_for_edit(text: str, file: str, kind: DeckKind) -> tuple[Deck | None, list[Diagnostic]]:
    """Like :func:`~deckcheck.formats.decks.loads_deck`, except that a text deck without
    cards (its last card removed) is an empty deck, not ``DECK_EMPTY``."""
    if kind == "text":
        return parse_text_deck(text, file, allow_empty=True)
    return loads_deck(text, file, kind)


def deck_kind(path: Path, text: str) -> DeckKind:
    """YAML for ``.yaml``/``.yml``/``.json``, text for ``.txt``, else sniffed."""
    from deckcheck.formats.decks import looks_like_yaml

    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml", ".json"):
        return "yaml"
    if suffix == ".txt":
        return "text"
    return "yaml" if looks_like_yaml(text) else "text"


def read_source(path: Path | str, display: str | None = None) -> DeckSource:
    """Read a deck file for editing; raises :class:`LoadError` with every located problem
    when it does not read cleanly (nothing is edited then)."""
    path = Path(path)
    name = display or str(path)
    # The strict loader's bounded read: Path.read_bytes() on /dev/zero never returns.
    raw = read_bytes(path, DEFAULT_LIMITS, name)
    text = decode_utf8(raw, name)
    kind = deck_kind(path, text)
    deck, problems = load_for_edit(text, name, kind)
    if deck is None or problems:
        raise LoadError(problems)
    return DeckSource(path, name, text, deck, kind, raw.startswith(_BOM))


# --- writing: see deckcheck.loading.atomic (re-exported here) ------------------------------


# --- the schema modeline -----------------------------------------------------------------


def schema_modeline(target: Path | None, schema: str = "deck.schema.json") -> str:
    """``# yaml-language-server: $schema=…`` for a file written at ``target``.

    Inside the folder that holds deckcheck's ``schemas/`` (a checkout of the repository)
    the path is relative to the file, as in ``examples/``; elsewhere it is the absolute
    path of the bundled schema, which stays right wherever the file is moved.
    """
    schema_path = (schemas_dir() / schema).resolve()
    if target is not None:
        where = Path(os.path.abspath(target)).parent
        root = bundled_root().resolve()
        try:
            where.resolve().relative_to(root)
        except ValueError:
            pass
        else:
            relative = os.path.relpath(schema_path, where.resolve())
            return f"# yaml-language-server: $schema={Path(relative).as_posix()}"
    return f"# yaml-language-server: $schema={schema_path.as_posix()}"

