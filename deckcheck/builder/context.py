"""Which game and format a deck file is edited, shown or checked against.

The same choice ``deckcheck validate`` makes (:class:`~deckcheck.formats.checker.DeckChecker`):
the format named on the command line, else the deck's ``format:``, else its game's
default; the game the deck declares, else the format's, else the one whose catalogue
knows its cards. A deck whose game or format cannot be told is a usage error.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckcheck.catalog.model import Catalogue
from deckcheck.diagnostics import Location
from deckcheck.errors import InvalidDeckError, UsageError
from deckcheck.formats.checker import DeckChecker, DeckReport
from deckcheck.formats.decks import Deck
from deckcheck.formats.model import Format

_FATAL = ("WRONG_GAME", "UNKNOWN_FORMAT")


@dataclass(frozen=True)
class DeckContext:
    """A deck with its catalogue and format, and the checker's report on it."""

    deck: Deck
    catalogue: Catalogue
    format: Format
    report: DeckReport


def _fatal(
    report: DeckReport, message: str, where: Location | None, code: str, asked: bool
) -> UsageError | InvalidDeckError:
    """The checker's own verdict (code, message, place) on a deck without a game or a
    format, else ``message`` under ``code``. A format asked for on the command line
    (``asked``) that does not fit is a usage error, exit 2; what the deck itself says
    (its ``game:`` or ``format:``) makes the deck invalid, exit 1, as ``validate`` says."""
    stop = next((v for v in report.violations if v.code in _FATAL), None)
    if stop is None:
        return UsageError(message, where, code=code)
    if asked:
        return UsageError(stop.message, stop.location or where, code=stop.code)
    return InvalidDeckError(stop.message, stop.location or where, code=stop.code)


def _usable(
    deck: Deck, checker: DeckChecker, report: DeckReport, asked: bool
) -> tuple[Catalogue, Format]:
    """The catalogue and format the checker chose for ``deck`` (``report``), or the
    :class:`UsageError` saying why there is none."""
    game = report.game
    if game is None or game not in checker.games:
        raise _fatal(
            report, "cannot tell which game this deck is for", deck.place("game"), "WRONG_GAME",
            asked,
        )
    fmt = None
    if report.format is not None:
        fmt = checker.find_format(report.format, game)
    if fmt is None or fmt.game != game:
        raise _fatal(
            report, f"no {game} format {report.format!r}", deck.place("format"), "UNKNOWN_FORMAT",
            asked,
        )
    return checker.catalogue(game), fmt


def deck_target(
    deck: Deck, checker: DeckChecker, format_name: str | None = None
) -> tuple[Catalogue, Format]:
    """The catalogue and format ``deck`` is checked against, chosen as :func:`deck_context`
    chooses them but without validating the deck (an edit validates only its result);
    raises :class:`UsageError` when the game or the format cannot be told."""
    report, _ = checker.choose(deck, format_name)
    return _usable(deck, checker, report, format_name is not None)


def deck_context(deck: Deck, checker: DeckChecker, format_name: str | None = None) -> DeckContext:
    """The deck's game and format, and its report (one validation); raises
    :class:`UsageError` when the game or the format cannot be told (a new text deck
    without ``Game:`` and cards)."""
    report = checker.check(deck, format_name)
    catalogue, fmt = _usable(deck, checker, report, format_name is not None)
    return DeckContext(deck, catalogue, fmt, report)
