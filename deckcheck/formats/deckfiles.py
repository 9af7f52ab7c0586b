"""Deck and collection files in the forms a game's community uses, found through the games.

deckcheck's own forms — YAML decks and collections, plain-text deck lists — are every
game's. A game may add forms its players already have files in (Berserk: the community
builder berserk-nxt's ``.brsd`` deck files, its deck codes and ``.brsc`` collections); it
lists them in its profile (:attr:`~deckcheck.games.GameProfile.deck_files`,
:attr:`~deckcheck.games.GameProfile.collection_files`), each a :class:`DeckFileFormat`
or a :class:`CollectionFileFormat`.

Generic code looks a form up here — by a deck's kind, a file's suffix, a pasted text, a
``deck convert --to`` target — and never by name. A game without forms of its own gets
deckcheck's, and nothing else happens.

>>> deck_file("no such form") is None
True
>>> "yaml" in convert_targets() and "text" in convert_targets()
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from deckcheck.diagnostics import Diagnostic, Location, Severity

if TYPE_CHECKING:
    from deckcheck.builder.context import DeckContext
    from deckcheck.catalog.model import Card, Catalogue
    from deckcheck.formats.collection import Collection
    from deckcheck.formats.decks import Deck, Entry
    from deckcheck.formats.model import Format
    from deckcheck.formats.validate import Violation

#: deckcheck's own forms, which every game's decks are read and written in.
OWN_FORMS = ("yaml", "text")
#: The suffixes deckcheck writes its own forms to, and the form each names.
OWN_SUFFIXES = {".yaml": "yaml", ".yml": "yaml", ".txt": "text"}

#: An edit's plan: (section, entry, its new count) for each entry it changes.
EditPlan = Sequence[tuple[str, "Entry", int]]


@dataclass
class Conversion:
    """A deck being converted by ``deck convert``: what the validator found on it, and
    what the target refuses (nothing is written then) or keeps with a warning."""

    context: DeckContext
    #: The validator's findings on entries that add no card, by where they stand.
    findings: Mapping[Location, Violation]
    #: What the target is called in messages (``a YAML deck``).
    title: str
    refused: list[Diagnostic] = field(default_factory=list)
    kept: list[Diagnostic] = field(default_factory=list)

    def refuse(self, location: Location, code: str, message: str) -> None:
        self.refused.append(Diagnostic(location, code, message, Severity.INPUT))

    def keep(self, entry: Entry) -> None:
        """Keep an entry that adds no card, written as it is: the validator's finding on
        it becomes a warning, so that nothing passes unsaid."""
        finding = self.findings.get(entry.location) or self.findings.get(entry.count_location)
        if finding is not None and finding.location is not None:
            kept = "" if finding.code == "UNKNOWN_SET" else " (kept as written)"
            self.kept.append(
                Diagnostic(finding.location, finding.code, finding.message + kept, Severity.WARNING)
            )

    def locate(self, card_id: str) -> Location:
        """Where the deck first lists ``card_id`` (however it is written there)."""
        from deckcheck.formats.reader import card_index

        index = card_index(self.context.catalogue)
        for entry in self.context.deck.entries():
            card = index.card(entry.card)
            if (card.id if card is not None else entry.card) == card_id:
                return entry.location
        return Location(self.context.deck.file)


class DeckFileFormat(Protocol):
    """One deck form a game's community uses. A game's forms need not import this module
    (a profile is loaded by commands that read no deck): any object with these members is
    one."""

    #: The form's name: the ``Deck.kind`` of a deck read in it, ``deck convert --to NAME``.
    name: str
    #: The game whose decks it holds.
    game: str
    #: What it is, in messages (``a berserk-nxt .brsd deck file``).
    title: str
    #: What its files hold, in messages (``berserk-nxt's Berserk decks``).
    holds: str
    #: How a deck argument's help names it: among deck files for a form with suffixes
    #: (``a berserk-nxt .brsd``), else on its own (a deck code); "": not named.
    help: str
    #: Suffixes of files in this form: read as it, and written so by ``deck new`` and
    #: ``deck build --out``.
    suffixes: tuple[str, ...]
    #: Other suffixes ``deck convert --to NAME --out`` may write it to (a file there reads
    #: back as it: a deck code in a ``.txt``).
    written_to: tuple[str, ...]
    #: How a deck in this form starts when given in place of a file (a deck code's ``#``);
    #: such an argument is read as this form.
    starts: tuple[str, ...]
    #: Whether the form holds the deck's format (a file without it is checked against the
    #: game's default format unless told).
    holds_format: bool
    #: Whether ``deck convert --to NAME`` writes it.
    converts: bool

    def sniff(self, text: str) -> bool:
        """Whether ``text`` (standard input, a ``.txt`` file, a file of another suffix)
        is in this form."""

    def read(self, text: str, file: str) -> tuple[Deck | None, list[Diagnostic]]:
        """The deck ``text`` holds (None when it does not read), and every problem,
        located; never raises for bad input."""

    def name_line(self, name: str) -> str:
        """The line holding ``name``; a :class:`~deckcheck.errors.UsageError` for a name
        the form cannot hold (checked before a deck is built)."""

    def new_file(self, name: str | None) -> str:
        """A new, empty deck file (``deck new``), which reads back as an empty deck."""

    def write(self, deck: Deck, catalogue: Catalogue, fmt: Format | None) -> str:
        """The deck as a file of this form (``deck build --out``)."""

    def edit(self, text: str, deck: Deck, plan: EditPlan, card: Card, add: int, nl: str) -> str:
        """``text`` (read as ``deck``) with each planned entry's new count (its card gone
        at 0) and ``add`` copies of ``card`` added; ``nl`` is the file's line end."""

    def refuse(self, conversion: Conversion, entries: Sequence[Entry]) -> None:
        """What of the deck this form cannot hold (:meth:`Conversion.refuse`, located):
        ``entries`` are the entries the validator left out that have a whole count
        (:meth:`Conversion.keep` one to write it back as it is)."""

    def convert(self, context: DeckContext) -> str:
        """The deck in this form (``deck convert``), once :meth:`refuse` refused nothing."""


class CollectionFileFormat(Protocol):
    """One collection form a game's community uses (besides deckcheck's YAML)."""

    #: The game whose cards it lists.
    game: str
    #: Suffixes of files in this form.
    suffixes: tuple[str, ...]

    def sniff(self, text: str) -> bool:
        """Whether ``text`` is in this form (a file of another suffix)."""

    def read(
        self, text: str, file: str, catalogue: Catalogue | None
    ) -> tuple[Collection | None, list[Diagnostic]]:
        """The collection ``text`` holds and every problem, located; never raises."""


# --- looking forms up ------------------------------------------------------------------


def deck_files() -> list[DeckFileFormat]:
    """Every registered game's deck forms, the games by rank."""
    from deckcheck.games import profiles

    return [form for found in profiles() for form in found.deck_files]


def collection_files() -> list[CollectionFileFormat]:
    """Every registered game's collection forms, the games by rank."""
    from deckcheck.games import profiles

    return [form for found in profiles() for form in found.collection_files]


def _first(forms: Iterable[DeckFileFormat], test: Callable[[DeckFileFormat], bool]) -> (
    DeckFileFormat | None
):
    return next((form for form in forms if test(form)), None)


def deck_file(kind: str) -> DeckFileFormat | None:
    """The game form named ``kind`` (a deck's kind, a ``--to`` target), or None (deckcheck's
    own forms, or no form of that name)."""
    return _first(deck_files(), lambda form: form.name == kind)


def form_of_suffix(suffix: str) -> DeckFileFormat | None:
    """The game form whose files have ``suffix`` (``.brsd``), or None."""
    suffix = suffix.lower()
    return _first(deck_files(), lambda form: suffix in form.suffixes)


def sniffed_form(text: str) -> DeckFileFormat | None:
    """The game form ``text`` is in when no suffix says (a pasted deck code), or None."""
    return _first(deck_files(), lambda form: form.sniff(text))


def pasted_form(argument: str) -> DeckFileFormat | None:
    """The game form a command-line argument is in when it starts as a deck of that form
    given in place of a file does (``#IAB``), or None."""
    text = argument.strip()
    return _first(deck_files(), lambda form: bool(form.starts) and text.startswith(form.starts))


def convert_targets() -> tuple[str, ...]:
    """What ``deck convert --to`` writes: deckcheck's forms, then every game's."""
    return (*OWN_FORMS, *(form.name for form in deck_files() if form.converts))


def writable_suffixes(game: str | None = None) -> dict[str, str]:
    """The suffixes a new deck file may have (``deck new``, ``deck build --out``) and the
    form each names: deckcheck's, and those of ``game``'s forms (every game's when None)."""
    found = dict(OWN_SUFFIXES)
    for form in deck_files():
        if game is None or form.game == game:
            for suffix in form.suffixes:
                found.setdefault(suffix, form.name)
    return found


def suffix_targets() -> dict[str, tuple[str, ...]]:
    """The ``--to`` targets a file of each suffix reads back as (``.txt``: a text list, or
    a game's form written there)."""
    found: dict[str, list[str]] = {suffix: [form] for suffix, form in OWN_SUFFIXES.items()}
    for form in deck_files():
        if form.converts:
            for suffix in (*form.suffixes, *form.written_to):
                found.setdefault(suffix, []).append(form.name)
    return {suffix: tuple(targets) for suffix, targets in found.items()}


def deck_forms_help() -> str:
    """What a deck argument takes, for its help: a deck file of any form deckcheck reads,
    a deck given in its place, or ``-``."""
    forms = deck_files()
    files = ", ".join(["YAML", "a text list", *(f.help for f in forms if f.suffixes and f.help)])
    pasted = [f.help for f in forms if f.starts and not f.suffixes and f.help]
    return (
        ", ".join([f"a deck file ({files})", *pasted])
        + " or '-' to read it from standard input (one '-' per command line)"
    )
