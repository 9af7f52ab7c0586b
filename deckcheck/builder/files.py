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

from deckcheck.diagnostics import Diagnostic, Severity, printable
from deckcheck.errors import LoadError, UsageError
from deckcheck.formats.decks import (
    STDIN_ARGUMENT,
    STDIN_NAME,
    Deck,
    DeckArgument,
    DeckKind,
    deck_argument,
)
from deckcheck.loading.atomic import edit_lock, make_folder, write_atomic
from deckcheck.loading.yamlload import DEFAULT_LIMITS

_BOM = b"\xef\xbb\xbf"

__all__ = [
    "DeckSource",
    "edit_lock",
    "kind_to_write",
    "make_folder",
    "read_argument",
    "read_source",
    "read_source_bytes",
    "refuse_unreadable",
    "schema_modeline",
    "writable",
    "write_atomic",
]


def writable(game: str | None = None) -> dict[str, DeckKind]:
    """The suffixes deckcheck writes a new deck file in, and the form each names: its own
    (``.yaml``, ``.yml``, ``.txt``), and those of ``game``'s forms (every game's when None:
    berserk-nxt's ``.brsd``)."""
    from deckcheck.formats.deckfiles import writable_suffixes

    return writable_suffixes(game)


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


def read_argument(argument: DeckArgument) -> DeckSource:
    """Read the deck a command line names (a file, a deck code given in its place, or
    standard input: :func:`~deckcheck.formats.decks.deck_argument`) as every command
    reads it; raises :class:`LoadError` with every located problem when it does not read
    cleanly."""
    # The strict loader's bounded read: Path.read_bytes() on /dev/zero never returns.
    raw = argument.read_bytes(DEFAULT_LIMITS)
    text, deck, problems = argument.parse(raw, DEFAULT_LIMITS)
    if text is None or deck is None or any(p.severity is Severity.INPUT for p in problems):
        raise LoadError(problems)
    bom = raw.startswith(_BOM)
    return DeckSource(argument.path, argument.display, text, deck, tuple(problems), bom)


def read_source(path: Path | str, display: str | None = None) -> DeckSource:
    """Read a deck file (or a deck code given in its place) as every command reads it;
    raises :class:`LoadError` with every located problem when it does not read cleanly."""
    return read_argument(deck_argument(path, display=display))


def read_source_bytes(raw: bytes, display: str = STDIN_NAME) -> DeckSource:
    """A deck given as bytes (standard input), its kind sniffed as ``validate -`` does."""
    return read_argument(DeckArgument(STDIN_ARGUMENT, display, raw=raw))


def refuse_unreadable(
    data: bytes, display: str, path: Path | None, stopped: str, *, parsed: bool = False
) -> None:
    """``data``, about to be written to ``path`` (to standard output when None), read back
    as every command will read it: by the one deck reader, within its limits (the size,
    YAML's node count, a game's form's own), its kind from ``path``'s suffix (sniffed for
    standard output). What would not read is refused — a :class:`LoadError` with the
    reader's problems, ending with ``stopped`` — so that no writer makes a file the
    readers refuse.

    ``parsed``: the text was read back already (an edit's, by
    :func:`~deckcheck.builder.edit.change_count`); only the file's size is left to ask
    (the reader says no more than that of a file past it)."""
    if parsed and len(data) <= DEFAULT_LIMITS.max_bytes:
        return
    if path is not None:
        argument = DeckArgument(str(path), display, path=path)
    else:
        argument = DeckArgument(STDIN_ARGUMENT, display, raw=data)
    _, deck, problems = argument.parse(data, DEFAULT_LIMITS)
    errors = [p for p in problems if p.severity is Severity.INPUT]
    if deck is None or errors:
        raise LoadError(errors or problems).because(stopped)


def kind_to_write(path: Path, game: str | None = None) -> DeckKind:
    """The form a new deck file at ``path`` is written in, from its suffix; a suffix
    deckcheck cannot write, or a form that cannot hold a deck of ``game``, is a
    :class:`UsageError` naming the suffixes it can write."""
    from deckcheck.formats.deckfiles import deck_files

    suffix = path.suffix.lower()
    every = writable()
    kind = every.get(suffix)
    if kind is None:
        what = f"deckcheck does not write {suffix} decks" if suffix else "it has no suffix"
        # A form deckcheck reads but writes to no file of its own (a deck code): convert.
        hints = [
            f" (for {form.title}: deckcheck deck convert DECK --to {form.name})"
            for form in deck_files()
            if form.converts and form.starts and not form.suffixes
        ]
        raise UsageError(
            f"cannot write a deck to {printable(str(path))}: {printable(what)}; name it "
            f"{', '.join(every)}{''.join(hints)}",
            code="BAD_SUFFIX",
        )
    if game is not None and suffix not in writable(game):
        form = next(form for form in deck_files() if suffix in form.suffixes)
        raise UsageError(
            f"cannot write a {game} deck to {printable(str(path))}: a {suffix} file holds "
            f"{form.holds}; name it {', '.join(writable(game))}",
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
