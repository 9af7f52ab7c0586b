"""Checking deck files end to end: read, pick the game and format, validate, report.

:class:`DeckChecker` holds what many files share — the catalogues (read through the
document cache) and the formats, each loaded once, on first use — and turns each file
into a :class:`DeckReport`. One bad file never stops the others: its problems are in
its report, and the exit code is decided from all reports at the end.

How a deck's game and format are chosen:

1. the format named on the command line (``--format``), else the deck's ``format:``,
   else the game's default format;
2. the game the deck declares (``game:``), else the named format's game, else the game
   whose catalogue knows most of the deck's cards.

A deck declaring an unknown game, or a game other than the format's, is ``WRONG_GAME``
and is not checked further (every card would be reported otherwise). When that format, or
the collection, is the command line's (``--format``, ``--collection``) rather than the
deck's own, the fault is not the deck's: its violation has severity ``INPUT`` and the
report's outcome is ``unreadable`` (exit 2, a usage error), in every command alike.
"""

from __future__ import annotations

import dataclasses
import difflib
import gc
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from deckcheck.catalog.model import Catalogue
from deckcheck.diagnostics import Diagnostic, Severity, clipped
from deckcheck.formats.decks import (
    STDIN_NAME,
    Deck,
    DeckArgument,
    deck_argument,
    load_deck_bytes,
)
from deckcheck.formats.load import FormatsFile, merge_formats, read_formats_file
from deckcheck.formats.model import Format, GameFormats
from deckcheck.formats.reader import DeckCards, card_index
from deckcheck.formats.validate import Violation, read_deck, verdict
from deckcheck.loading.cache import DocumentCache

if TYPE_CHECKING:
    from deckcheck.formats.collection import Collection

Outcome = Literal["legal", "incomplete", "illegal", "unreadable"]


@dataclass
class DeckReport:
    """The outcome of checking one deck file."""

    file: str
    deck: Deck | None = None
    game: str | None = None
    #: The format the deck was checked against (or the unknown name it asked for).
    format: str | None = None
    violations: list[Violation] = field(default_factory=list)
    #: Problems reading the file (severity INPUT) and warnings.
    problems: list[Diagnostic] = field(default_factory=list)
    #: The cards as validated: what ``play``, ``squad`` and the builder act on (None when
    #: the deck could not be read or its game not told).
    cards: DeckCards | None = None
    #: The value each limit of the format measured, in its order (None for ``copies``).
    measured: tuple[int | None, ...] = ()

    @property
    def unreadable(self) -> bool:
        return self.deck is None or any(p.severity is Severity.INPUT for p in self.problems)

    @property
    def input_errors(self) -> list[Violation]:
        """The violations that are the command line's fault, not the deck's (a
        ``--format`` or ``--collection`` of another game): each a usage error, exit 2."""
        return [v for v in self.violations if v.severity is Severity.INPUT]

    @property
    def outcome(self) -> Outcome:
        """``unreadable`` (exit 2) when the file cannot be read or the deck cannot be
        checked as asked (:attr:`input_errors`), else the deck's verdict."""
        if self.unreadable or self.input_errors:
            return "unreadable"
        return verdict(self.violations)

    @property
    def valid(self) -> bool:
        return self.outcome == "legal"

    @property
    def exit_code(self) -> int:
        """0 legal, 1 incomplete or illegal, 2 unreadable."""
        return {"legal": 0, "incomplete": 1, "illegal": 1, "unreadable": 2}[self.outcome]

    def problems_in_order(self) -> list[Diagnostic]:
        """The problems reading the file, in file order (as every command prints them)."""
        return sorted(self.problems, key=lambda d: d.sort_key())

    def diagnostics(self) -> list[Diagnostic]:
        """Every problem and violation as a located diagnostic, sorted by position."""
        found = [*self.problems, *(v.to_diagnostic(self.file) for v in self.violations)]
        return sorted(found, key=lambda d: d.sort_key())

    def to_json(self) -> dict[str, Any]:
        """One element of ``deckcheck validate --output json``."""
        problems: list[dict[str, Any]] = [
            {
                "code": p.code,
                "message": p.message,
                "rule": None,
                "source": None,
                "expected": None,
                "actual": None,
                "cards": [],
                "line": p.location.line or None,
                "column": p.location.column or None,
                "fix": None,
                "reading": False,
                "too_few": False,
                "severity": p.severity.value,
            }
            for p in self.problems
        ]
        return {
            "file": self.file,
            "name": self.deck.name if self.deck else None,
            "game": self.game,
            "format": self.format,
            "valid": self.valid,
            "verdict": self.outcome,
            "violations": problems + [v.to_json() for v in self.violations],
        }


def exit_code(reports: Iterable[DeckReport]) -> int:
    """2 when any file is unreadable, else 1 when any deck is not legal, else 0."""
    return max((r.exit_code for r in reports), default=0)


class DeckChecker:
    """Checks decks against formats, loading each catalogue and formats file once.

    ``formats_file`` adds a user's formats (schemas/formats.schema.json) to its game's;
    it is read at construction, which raises :class:`~deckcheck.errors.LoadError` with
    every problem when it is invalid. ``catalogues`` may be given (tests, other
    catalogue folders); otherwise the bundled ones are loaded through ``cache``.

    >>> from deckcheck.formats.decks import loads_deck
    >>> deck, _ = loads_deck("game: ccs\\ndeck: {C4: 50}\\nspirits: {CS1: 1}", "d.yaml")
    >>> report = DeckChecker().check(deck, "extended")
    >>> report.outcome, [v.code for v in report.violations]
    ('illegal', ['CAPTURE_TIER_MAX', 'CAPTURE_TIER_MIN', 'SPIRIT_DECK_MIN', 'SPIRIT_ELEMENTS_MIN'])
    """

    def __init__(
        self,
        *,
        formats_file: Path | None = None,
        cache: DocumentCache | None = None,
        catalogues: dict[str, Catalogue] | None = None,
        games: Sequence[str] | None = None,
        collection: Collection | None = None,
    ):
        from deckcheck.catalog.load import available_games
        from deckcheck.errors import LoadError

        self.cache = cache
        self._catalogues: dict[str, Catalogue] = dict(catalogues or {})
        self._formats: dict[str, GameFormats] = {}
        self.games: list[str] = list(games or available_games())
        self.extra: FormatsFile | None = None
        #: The cards the player owns: decks of its game get NOT_OWNED violations.
        self.collection = collection
        if formats_file is not None:
            self.extra = read_formats_file(formats_file, cache=cache)
            if self.extra.diagnostics:
                raise LoadError(
                    self.extra.diagnostics, f"the formats file {formats_file} is not valid"
                )

    # --- shared data, loaded on first use -------------------------------------------------

    def catalogue(self, game: str) -> Catalogue:
        """The catalogue of ``game``, loaded on first use."""
        if game not in self._catalogues:
            from deckcheck.catalog.load import load_catalogue

            self._catalogues[game] = load_catalogue(game, cache=self.cache)
        return self._catalogues[game]

    def formats(self, game: str) -> GameFormats:
        """The formats of ``game`` (bundled, plus the ``formats_file``'s), on first use."""
        if game not in self._formats:
            self._formats[game] = merge_formats(game, self.extra)
        return self._formats[game]

    def find_format(self, name: str, prefer: str | None = None) -> Format | None:
        """The format called ``name``, in ``prefer``'s formats first, then every game's."""
        order = [g for g in (prefer, *self.games) if g in self.games]
        for game in dict.fromkeys(order):
            formats = self.formats(game)
            if name in formats:
                return formats[name]
        return None

    def require_format(self, name: str | None) -> Format | None:
        """The format a command line names (None when it names none); an unknown name is
        a usage error listing every format."""
        if name is None:
            return None
        found = self.find_format(name)
        if found is None:
            from deckcheck.errors import UsageError

            raise UsageError(
                f"no format {name!r}{self.suggest_format(name)} "
                f"(formats: {', '.join(self.format_names())})",
                code="UNKNOWN_FORMAT",
            )
        return found

    def format_names(self) -> list[str]:
        """Every format of every game."""
        return [name for game in self.games for name in self.formats(game).names()]

    def suggest_format(self, name: str) -> str:
        """``; did you mean 'short'?`` or nothing; for a name that is a format of a game
        (asked of another game's formats), whose it is: ``; 'berserk-2023' is a berserk
        format``, never the name itself as a "did you mean".

        >>> checker = DeckChecker()
        >>> checker.suggest_format("shrot"), checker.suggest_format("berserk-2023")
        ("; did you mean 'short'?", "; 'berserk-2023' is a berserk format")
        """
        owner = self.find_format(name)
        if owner is not None:
            return f"; {name!r} is a {owner.game} format"
        close = difflib.get_close_matches(name, self.format_names(), n=1, cutoff=0.5)
        return f"; did you mean {close[0]!r}?" if close else ""

    def _guess_game(self, deck: Deck) -> str | None:
        best, best_known = None, 0
        for game in self.games:
            catalogue = self.catalogue(game)
            index = card_index(catalogue)
            known = sum(1 for e in deck.entries() if index.card(e.card) is not None)
            if known > best_known:
                best, best_known = game, known
        return best

    # --- checking -------------------------------------------------------------------------

    def check(self, deck: Deck, format_name: str | None = None) -> DeckReport:
        """Validate a loaded deck; ``format_name`` (the command line's) beats ``format:``."""
        report, fmt = self.choose(deck, format_name)
        if fmt is None:
            return report
        game = fmt.game
        catalogue = self.catalogue(game)

        def others() -> list[Catalogue]:
            return [self.catalogue(g) for g in self.games if g != game]

        reading = read_deck(deck, catalogue, fmt, others=others)
        report.cards = reading.cards
        report.measured = reading.measured
        report.violations.extend(reading.violations)
        if self.collection is not None:
            self._check_owned(report, deck, catalogue, reading.cards)
        report.violations.sort(key=Violation.sort_key)
        return report

    def choose(
        self, deck: Deck, format_name: str | None = None
    ) -> tuple[DeckReport, Format | None]:
        """The game and format :meth:`check` validates ``deck`` against, without
        validating it: the report (its game and format name, and the violation that stops
        the check when they cannot be told: then the format is None). A deck whose
        ``format:`` is unknown gets its game's default format without limits."""
        report = DeckReport(deck.file, deck)

        def stop(code: str, message: str, where: str, **more: Any) -> tuple[DeckReport, None]:
            report.violations.append(Violation(code, message, deck.place(where), **more))
            return report, None

        chosen: Format | None = None
        if format_name is not None:
            chosen = self.find_format(format_name, deck.game)
            report.format = format_name
            if chosen is None:
                return stop(
                    "UNKNOWN_FORMAT",
                    f"no format {format_name!r}{self.suggest_format(format_name)}",
                    "format",
                    expected="one of " + ", ".join(self.format_names()),
                    actual=format_name,
                )
        declared = deck.game
        if declared is not None and declared not in self.games:
            report.game = declared
            close = difflib.get_close_matches(declared.lower(), self.games, n=1)
            return stop(
                "WRONG_GAME",
                f"unknown game {declared!r}"
                + (f"; did you mean {close[0]!r}?" if close else "")
                + f" (deckcheck knows {', '.join(self.games)})",
                "game",
                expected="one of " + ", ".join(self.games),
                actual=declared,
            )
        if chosen is not None and declared is not None and chosen.game != declared:
            # The format named by the caller (--format), not by the deck: a usage error.
            report.game = declared
            return stop(
                "WRONG_GAME",
                f"this deck is for {declared}, but format {chosen.key} is a {chosen.game} "
                f"format ({declared} formats: {', '.join(self.formats(declared).names())})",
                "game",
                expected=chosen.game,
                actual=declared,
                severity=Severity.INPUT,
            )
        named = chosen or (self.find_format(deck.format, declared) if deck.format else None)
        game = declared or (named.game if named else None) or self._guess_game(deck)
        if game is None:
            return stop(
                "WRONG_GAME",
                "cannot tell which game this deck is for: none of its cards is known; "
                f"add 'game: {self.games[0]}' (games: {', '.join(self.games)})",
                "game",
                expected="one of " + ", ".join(self.games),
                actual=None,
            )
        report.game = game
        formats = self.formats(game)
        fmt = chosen
        if fmt is None:
            name = deck.format or formats.default
            report.format = name
            if name in formats:
                fmt = formats[name]
            else:
                report.violations.append(self._bad_format(deck, game, name))
                # Still check the cards themselves, without any format's limits.
                fmt = dataclasses.replace(formats[formats.default], limits=())
        else:
            report.format = fmt.key
        return report, fmt

    def _check_owned(
        self, report: DeckReport, deck: Deck, catalogue: Catalogue, cards: DeckCards
    ) -> None:
        """NOT_OWNED for the cards missing from the collection (a deck of its game only)."""
        from deckcheck.formats.collection import not_owned

        collection = self.collection
        assert collection is not None
        if collection.game == catalogue.game:
            report.violations.extend(not_owned(deck, cards, catalogue, collection))
            return
        # A collection of another game is the command line's input error (exit 2), as
        # ``deck build --collection`` says it (collection_for).
        report.violations.append(
            Violation(
                "COLLECTION_WRONG_GAME",
                f"the collection {collection.file} is of {collection.game} cards, not "
                f"{catalogue.game}: this deck is not checked against it",
                deck.place("game"),
                expected=catalogue.game,
                actual=collection.game,
                severity=Severity.INPUT,
            )
        )

    def _bad_format(self, deck: Deck, game: str, name: str) -> Violation:
        """The deck's ``format:`` is another game's (WRONG_GAME) or nobody's (UNKNOWN_FORMAT)."""
        names = ", ".join(self.formats(game).names())
        other = self.find_format(name)
        if other is not None:
            return Violation(
                "WRONG_GAME",
                f"format {clipped(name)} is a {other.game} format; this deck is for {game}",
                deck.place("format"),
                expected=f"a {game} format: {names}",
                actual=name,
            )
        return Violation(
            "UNKNOWN_FORMAT",
            f"no {game} format {clipped(name)!r}{self.suggest_format(name)}",
            deck.place("format"),
            expected=f"one of {names}",
            actual=name,
        )

    def _finish(
        self, file: str, loaded: tuple[Deck | None, list[Diagnostic]], format_name: str | None
    ) -> DeckReport:
        deck, problems = loaded
        if deck is None or any(p.severity is Severity.INPUT for p in problems):
            return DeckReport(file, deck, problems=problems)
        report = self.check(deck, format_name)
        report.problems = [*problems, *report.problems]
        return report

    def check_argument(self, argument: DeckArgument, format_name: str | None = None) -> DeckReport:
        """Read and check the deck a command line names (a file, a deck code, standard
        input: :func:`~deckcheck.formats.decks.deck_argument`); never raises for bad input."""
        return self._finish(argument.display, argument.load(), format_name)

    def check_path(
        self, path: Path, format_name: str | None = None, *, display: str | None = None
    ) -> DeckReport:
        """Read and check one deck file (or a deck code given in its place); never raises
        for bad input."""
        return self.check_argument(deck_argument(path, display=display), format_name)

    def check_arguments(
        self, arguments: Iterable[DeckArgument], format_name: str | None = None
    ) -> list[DeckReport]:
        """Check many decks; the others are checked whatever one of them holds.

        The cyclic garbage collector is paused meanwhile: decks are acyclic data freed by
        reference counting, and the collector's passes over the growing list of reports
        would cost a fifth of the run.
        """
        paused = gc.isenabled()
        gc.disable()
        try:
            return [self.check_argument(argument, format_name) for argument in arguments]
        finally:
            if paused:
                gc.enable()

    def check_paths(
        self, paths: Iterable[Path], format_name: str | None = None
    ) -> list[DeckReport]:
        """Check many deck files (:meth:`check_arguments`)."""
        return self.check_arguments((deck_argument(path) for path in paths), format_name)

    def check_bytes(
        self, raw: bytes, file: str = STDIN_NAME, format_name: str | None = None
    ) -> DeckReport:
        """Check a deck given as bytes (standard input); YAML or text is sniffed."""
        return self._finish(file, load_deck_bytes(raw, file), format_name)
