"""The exceptions deckcheck raises for problems a user can fix.

All of them derive from :class:`DeckcheckError` (itself a :class:`ValueError`, as in
python-chess). The CLI turns them into one message and an exit code; nothing else
is caught there, so a bug still shows its traceback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.diagnostics import Diagnostic, Location, Severity

if TYPE_CHECKING:
    from deckcheck.formats.checker import DeckReport


class DeckcheckError(ValueError):
    """A problem with the user's input or request. ``exit_code`` is 1 or 2."""

    exit_code = 2

    def __init__(self, message: str, location: Location | None = None, code: str = "ERROR"):
        super().__init__(message)
        self.message = message
        self.location = location
        self.code = code

    def __str__(self) -> str:
        if self.location is None:
            return self.message
        return f"{self.location}: {self.code}: {self.message}"

    def to_diagnostic(self) -> Diagnostic:
        location = self.location or Location("<input>")
        severity = Severity.INPUT if self.exit_code == 2 else Severity.ERROR
        return Diagnostic(location, self.code, self.message, severity)


class InputError(DeckcheckError):
    """A file could not be read or parsed (exit code 2)."""


class InvalidDeckError(DeckcheckError):
    """A deck a command would act on is not legal (exit code 1)."""

    exit_code = 1


class IllegalDecksError(InvalidDeckError):
    """Decks to be played are not legal; ``reports`` are theirs, violations and all."""

    def __init__(self, message: str, reports: list[DeckReport], code: str = "DECK_ILLEGAL"):
        super().__init__(message, code=code)
        self.reports = reports


class UnreadableDeckError(InputError):
    """A deck file could not be read (exit code 2); ``report`` holds its problems."""

    def __init__(self, message: str, report: DeckReport, code: str = "DECK_UNREADABLE"):
        super().__init__(message, code=code)
        self.report = report


class UsageError(DeckcheckError):
    """A command-line argument or option is wrong (exit code 2).

    ``game`` is set when the input is unknown to that game's cards or words (an unknown
    element, key or card name): a command that chose the game itself can then say how
    to choose another.
    """

    def __init__(
        self,
        message: str,
        location: Location | None = None,
        code: str = "ERROR",
        *,
        game: str | None = None,
    ):
        super().__init__(message, location, code)
        self.game = game


class LoadError(InputError):
    """A file failed to load; carries every diagnostic found in it, and what could not be
    done because of it (``context``: "the formats file f.yaml is not valid; nothing was
    checked"), which the CLI prints after the diagnostics."""

    def __init__(self, diagnostics: list[Diagnostic], context: str | None = None):
        first = diagnostics[0]
        super().__init__(first.message, first.location, first.code)
        self.diagnostics = diagnostics
        self.context = context

    def because(self, context: str) -> LoadError:
        """This error, saying what it stopped (the CLI's last line)."""
        self.context = context
        return self
