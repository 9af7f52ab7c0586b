"""Decks read and checked as ``deckcheck validate`` checks them, and a matchup of them
loaded into the game's engine.

The engine plays exactly the cards the validator read (:attr:`DeckReport.cards`): one
reading of a deck file, whatever a command then does with it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckcheck.errors import (
    IllegalDecksError,
    InvalidDeckError,
    UnreadableDeckError,
    UsageError,
)

if TYPE_CHECKING:
    from deckcheck.batch.runner import Matchup
    from deckcheck.engine.api import Game
    from deckcheck.formats.checker import DeckChecker, DeckReport
    from deckcheck.formats.decks import DeckArgument, Entry
    from deckcheck.formats.model import Format

#: Told of a deck entry that adds no card (an unknown name...): the deck is used without it.
LeftOut = Callable[["DeckReport", "Entry"], None]


def _arguments(decks: Sequence[DeckArgument | Path | str]) -> list[DeckArgument]:
    from deckcheck.formats.decks import DeckArgument, deck_argument

    return [deck if isinstance(deck, DeckArgument) else deck_argument(deck) for deck in decks]


def refuse_input_errors(report: DeckReport) -> None:
    """A :class:`~deckcheck.errors.UsageError` (exit 2) for the first of the report's
    input errors (a ``--format`` of another game than the deck's), said as ``validate``
    says it; nothing when it has none."""
    for violation in report.input_errors:
        raise UsageError(violation.message, violation.location, code=violation.code)


def game_engine(game: str) -> Game:
    """The rules engine of ``game``; a :class:`~deckcheck.errors.UsageError` when it has
    none."""
    from deckcheck.games.engines import UnknownGameError, get_game

    try:
        return get_game(game)
    except UnknownGameError as err:
        raise UsageError(str(err)) from None


# --- one deck, described ------------------------------------------------------------------


@dataclass(frozen=True)
class CheckedDeck:
    """A deck as :func:`check_deck` read it: its checker (catalogues and formats loaded
    once), its report, and its format (None when it names none the game has)."""

    checker: DeckChecker
    report: DeckReport
    format: Format | None


def check_deck(
    deck: DeckArgument | Path | str,
    format_name: str | None = None,
    checker: DeckChecker | None = None,
    *,
    on_left_out: LeftOut | None = None,
) -> CheckedDeck:
    """A deck read and checked as ``deckcheck validate`` reads it, to be described (its
    statistics, a report): an illegal deck is described all the same (its verdict says
    so). An unreadable file, or a deck whose game or cards cannot be told, raises
    :class:`~deckcheck.errors.UnreadableDeckError` (its ``report`` says why); each entry
    counted without a card is given to ``on_left_out``."""
    from deckcheck.formats.checker import DeckChecker

    (argument,) = _arguments([deck])
    checker = checker or DeckChecker()
    report = checker.check_argument(argument, format_name)
    if report.unreadable:
        raise UnreadableDeckError(f"cannot read the deck {report.file}", report)
    refuse_input_errors(report)
    if report.cards is None or report.game is None:
        raise UnreadableDeckError(
            f"{report.file}: cannot tell the deck's cards (see above)", report
        )
    if on_left_out is not None:
        for entry in report.cards.left_out:
            on_left_out(report, entry)
    formats = checker.formats(report.game)
    return CheckedDeck(checker, report, formats.formats.get(report.format or ""))


# --- decks to play ------------------------------------------------------------------------


@dataclass(frozen=True)
class CheckedDecks:
    """Decks to be played against each other, as :func:`check_decks` checked them."""

    #: The game they are played in.
    game: str
    #: Each deck's cards, as the engine takes them: exactly the cards validate read.
    cards: list[dict[str, int]]
    #: Each deck's name (its file's stem when it has none).
    names: list[str]
    #: Each deck's report, as validate made it.
    reports: list[DeckReport]
    #: Each deck as shown in messages (its file, ``<stdin>``, a deck code).
    files: list[str]

    @property
    def illegal(self) -> list[DeckReport]:
        """The reports of the decks that are not legal (played with ``allow_illegal``)."""
        return [report for report in self.reports if not report.valid]


def check_decks(
    decks: Sequence[DeckArgument | Path | str],
    game: str | None = None,
    format_name: str | None = None,
    *,
    allow_illegal: bool = False,
    checker: DeckChecker | None = None,
    on_illegal: Callable[[DeckReport], None] | None = None,
    on_left_out: LeftOut | None = None,
) -> CheckedDecks:
    """Read and check decks to be played together (files, deck codes, or
    :class:`~deckcheck.formats.decks.DeckArgument` as a command line gave them).

    Their game is ``game``, else the one they share (else a
    :class:`~deckcheck.errors.UsageError`: the decks of one game are played together,
    whatever ``game`` says). An unreadable deck raises
    :class:`~deckcheck.errors.UnreadableDeckError`, a ``format_name`` of another game
    than a deck's a :class:`~deckcheck.errors.UsageError`; illegal decks are each given to
    ``on_illegal``, then raise :class:`~deckcheck.errors.IllegalDecksError` unless
    ``allow_illegal``; an entry the deck is played without is given to ``on_left_out``.
    """
    from deckcheck.formats.checker import DeckChecker

    arguments = _arguments(decks)
    checker = checker or DeckChecker()
    checker.require_format(format_name)
    reports = [checker.check_argument(deck, format_name) for deck in arguments]
    for report in reports:
        if report.unreadable:
            raise UnreadableDeckError(f"cannot read the deck {report.file}", report)
        refuse_input_errors(report)
    # A deck of no game deckcheck knows is refused as illegal below (its WRONG_GAME says
    # why, as validate does). Naming a game never makes decks of two games play
    # together, and not every command has --game: the message says what to do instead.
    games = {r.game for r in reports if r.game is not None and r.game in checker.games}
    if len(games) > 1 and game is None:
        shown = ", ".join(f"{r.file}: {r.game}" for r in reports if r.game in games)
        raise UsageError(
            f"the decks are for different games ({shown}): give decks of one game",
            code="WRONG_GAME",
        )
    chosen = game or (games.pop() if games else None)
    for report in reports:
        if report.game in checker.games and report.game != chosen:
            raise UsageError(f"{report.file} is a {report.game} deck, not {chosen}")
    illegal = [r for r in reports if not r.valid]
    if on_illegal is not None:
        for report in illegal:
            on_illegal(report)
    if illegal and not allow_illegal:
        files = ", ".join(r.file for r in illegal)
        raise IllegalDecksError(f"not a legal deck: {files}", illegal)
    cards: list[dict[str, int]] = []
    names: list[str] = []
    for report, deck in zip(reports, arguments, strict=True):
        assert report.deck is not None
        if report.cards is None:  # no game or format to read its cards with
            raise InvalidDeckError(
                f"{report.file}: cannot be played: see the violations above", code="DECK_ILLEGAL"
            )
        # The engine plays exactly the cards the validator read; with allow_illegal, each
        # entry that adds no card is told, never silently dropped.
        if on_left_out is not None:
            for entry in report.cards.left_out:
                on_left_out(report, entry)
        cards.append(report.cards.counts())
        names.append(report.deck.name or deck.stem)
    if chosen is None:  # no deck at all (a deck of no known game is illegal, above)
        raise UsageError("no deck to play", code="BAD_OPTION")
    return CheckedDecks(chosen, cards, names, reports, [deck.display for deck in arguments])


@dataclass(frozen=True)
class LoadedMatchup:
    """Two checked decks loaded into their game's engine, with their agents and rules."""

    #: What the runner plays (:mod:`deckcheck.batch.runner`).
    matchup: Matchup
    #: The hash of the rules, as game records keep it.
    rules_hash: str
    #: The decks, as the validator read them.
    decks: CheckedDecks

    @property
    def game(self) -> str:
        return self.matchup.game

    @property
    def rules(self) -> Any:
        return self.matchup.rules


def load_matchup(
    decks: CheckedDecks,
    agents: tuple[str, str] = ("random", "random"),
    rules: Any = None,
) -> LoadedMatchup:
    """The first two of ``decks`` as a matchup of their game's engine: ``agents`` as the
    runner names them (``greedy``, ``search:400``), ``rules`` loaded by the engine
    (``game_engine(game).load_rules(path)``; None: the game's own)."""
    from deckcheck.batch.runner import Matchup

    engine = game_engine(decks.game)
    if rules is None:
        rules = engine.load_rules(None)
    matchup = Matchup(
        decks.game,
        (decks.cards[0], decks.cards[1]),
        (decks.names[0], decks.names[1]),
        agents,
        rules,
    )
    return LoadedMatchup(matchup, engine.rules_hash(rules), decks)
