"""Rendering shared by commands: diagnostics as text or JSON, decks read for a command
(the services' decks, with what they found said on standard error), progress."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.diagnostics import MAX_REPORTED, Diagnostic, clipped, more_problems, printable
from deckcheck.errors import DeckcheckError, InputError
from deckcheck.errors import InvalidDeckError as InvalidDeckError  # the commands find it here

if TYPE_CHECKING:
    from rich.console import Console

    from deckcheck.formats.checker import DeckChecker, DeckReport
    from deckcheck.formats.collection import Collection
    from deckcheck.formats.decks import DeckArgument
    from deckcheck.formats.model import Format
    from deckcheck.services.decks import CheckedDecks

#: The exit status when standard output's reader goes away early (``deckcheck stats DECK
#: | head -1``): 128 + SIGPIPE (13), the status a shell reports for git, cat or yes,
#: which SIGPIPE ends. Not 1 (the deck is not invalid), and ``set -o pipefail`` scripts
#: see what they see with those tools.
CLOSED_PIPE_EXIT = 141


def closed_stdout() -> int:
    """Standard output was closed by its reader: point it at the null device, so that
    nothing more is written and Python's last flush cannot fail again ("Exception
    ignored … BrokenPipeError"), and return the exit status (:data:`CLOSED_PIPE_EXIT`).
    Called once, at the CLI's error boundary; nothing is printed."""
    import os

    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return CLOSED_PIPE_EXIT


def make_console(*, stderr: bool = False, soft_wrap: bool = False) -> Console:
    """The one way commands make a rich console: user text (deck names, paths, card
    names) is never read as markup or emoji codes; ``COLUMNS`` and ``NO_COLOR`` apply;
    a closed pipe reaches the CLI's error boundary (rich would exit 1 itself)."""
    import os

    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            raise BrokenPipeError

    columns = os.environ.get("COLUMNS", "")
    width = int(columns) if columns.isascii() and columns.isdigit() and len(columns) < 6 else None
    width = width or None
    return _Console(
        width=width,
        stderr=stderr,
        soft_wrap=soft_wrap,
        markup=False,
        emoji=False,
        highlight=False,
        no_color="NO_COLOR" in os.environ or None,
    )


def terminal_width() -> int:
    """$COLUMNS, else the terminal's width, else 80 (output to a file or a pipe)."""
    import os
    import shutil

    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    return shutil.get_terminal_size((80, 24)).columns if sys.stdout.isatty() else 80


def deck_heading(file: str, name: str | None, game: str | None, format_name: str | None) -> str:
    """How a deck is named at the head of a command's output: ``file: "Name" (ccs,
    short)``, or ``file (ccs, short)`` for a deck without a name."""
    head = file + (f': "{name}"' if name else "")
    where = ", ".join(part for part in (game, format_name) if part)
    return head + (f" ({where})" if where else "")


def echo(message: str = "", *, err: bool = False) -> None:
    """One line of output, control characters escaped (:func:`printable`): a deck name or
    a path from a file or the command line never drives the terminal or splits a line."""
    typer.echo(printable(message), err=err)


def echo_json(data: Any) -> None:
    """``data`` as one indented JSON document on standard output (valid UTF-8 whatever
    the file names in it: :func:`deckcheck.output.json_text`)."""
    from deckcheck.output import json_text

    sys.stdout.write(json_text(data, indent=2) + "\n")


def echo_diagnostics(diagnostics: Iterable[Diagnostic], limit: int | None = None) -> None:
    """One line per diagnostic, ``file:line:col: CODE: message``; ``limit`` caps the list."""
    shown = list(diagnostics)
    extra = 0
    if limit is not None and len(shown) > limit:
        extra = len(shown) - limit
        shown = shown[:limit]
    for diag in shown:
        typer.echo(diag.render())  # render() escapes
    if extra:
        typer.echo(f"... and {extra} more")


def unreadable_deck(report: DeckReport) -> DeckcheckError:
    """Print why a deck file could not be read (its problems in file order, as
    ``validate`` prints them) and return the input error to raise (exit code 2)."""
    for problem in report.problems_in_order():
        typer.echo(problem.render(), err=True)
    return InputError(f"cannot read the deck {report.file}", code="DECK_UNREADABLE")


def plural(count: int, word: str, plural_word: str | None = None) -> str:
    return f"{count} {word if count == 1 else (plural_word or word + 's')}"


def diagnostics_json(diagnostics: Sequence[Diagnostic]) -> list[dict[str, Any]]:
    return [d.to_json() for d in diagnostics]


def echo_deck_violations(report: DeckReport, *, warning: bool, limit: int = 10) -> None:
    """A deck's verdict and its first violations on standard error: what ``play`` and
    ``squad suggest`` say before refusing an illegal deck (or, with ``--allow-illegal``,
    before acting on it anyway)."""
    head = "warning" if warning else "error"
    outcome, fmt = report.outcome, report.format
    echo(f"{report.file}: {head}: the deck is {outcome} for format {fmt}", err=True)
    for violation in report.violations[:limit]:
        location = violation.location or report.file
        echo(f"{location}: {violation.code}: {violation.message}", err=True)
    if len(report.violations) > limit:
        echo(f"... and {len(report.violations) - limit} more", err=True)


@contextlib.contextmanager
def progress_bar(total: int, label: str) -> Iterator[Callable[..., None]]:
    """A progress bar on standard error while a long run goes on (nothing when standard
    error is not a terminal). Yields ``update(done, what=None)``: ``done`` more steps
    finished, and what is being done now, shown beside the bar."""
    if not sys.stderr.isatty() or total < 2:
        yield lambda done, what=None: None
        return
    from rich.progress import Progress

    with Progress(console=make_console(stderr=True), transient=True) as progress:
        task = progress.add_task(label, total=total)

        def update(done: int, what: str | None = None) -> None:
            shown = printable(what) if what else label
            progress.update(task, advance=done, description=shown.replace("[", r"\["))

        yield update


def require_legal(report: DeckReport, *, allow_illegal: bool, action: str) -> None:
    """The gate before a command acts on a deck (plays, deals from it): an illegal deck's
    violations on standard error, then exit 1 — or, with ``--allow-illegal``, the same
    violations as a warning and the command goes on. ``action`` says what would be done
    ("play it", "deal from it")."""
    if report.valid:
        return
    echo_deck_violations(report, warning=allow_illegal)
    if not allow_illegal:
        raise InvalidDeckError(
            f"not a legal deck: {report.file} ({action} anyway with --allow-illegal)",
            code="DECK_ILLEGAL",
        )


def open_collection(path: Any, game: str | None = None) -> Collection:
    """The collection a command's ``--collection``/``--owned`` names
    (:func:`deckcheck.formats.collection.collection_for`), its warnings (cards of sets deckcheck
    does not ship: UNKNOWN_SET) on standard error: kept, never dropped in silence."""
    from deckcheck.formats.collection import collection_for

    collection = collection_for(path, game)
    for warning in collection.warnings:
        echo(warning.render(), err=True)
    return collection


def checked_decks(
    decks: Sequence[DeckArgument],
    game: str | None,
    format_name: str | None,
    allow_illegal: bool,
    *,
    can_allow: bool = True,
) -> CheckedDecks:
    """The decks of a command that plays games (as
    :func:`~deckcheck.cli.options.read_deck_arguments` read them from the command line),
    checked by :func:`deckcheck.services.decks.check_decks`: an unreadable deck's problems,
    an illegal deck's violations and each entry played without on standard error.
    ``can_allow``: the command has ``--allow-illegal`` (its refusal suggests it)."""
    from deckcheck.errors import IllegalDecksError, UnreadableDeckError
    from deckcheck.services.decks import check_decks

    def playing_without(report: DeckReport, entry: Any) -> None:
        typer.echo(
            f"deckcheck: {entry.location}: playing without {entry.card!r} "
            "(see the violations above)",
            err=True,
        )

    try:
        return check_decks(
            decks,
            game,
            format_name,
            allow_illegal=allow_illegal,
            on_illegal=lambda report: echo_deck_violations(report, warning=allow_illegal),
            on_left_out=playing_without,
        )
    except UnreadableDeckError as err:
        raise unreadable_deck(err.report) from None
    except IllegalDecksError as err:
        hint = " (play it anyway with --allow-illegal)" if can_allow else ""
        raise InvalidDeckError(f"{err.message}{hint}", code=err.code) from None


def read_checked_deck(
    deck: DeckArgument, format_name: str | None, checker: DeckChecker | None = None
) -> tuple[DeckChecker, DeckReport, Format | None]:
    """A deck (as :func:`~deckcheck.cli.options.read_deck_arguments` read it from the
    command line) read and checked as ``deckcheck validate`` reads it, for the commands
    that describe a deck (``stats``, ``report``, a game's statistics): its checker,
    report and format (:func:`deckcheck.services.decks.check_deck`).

    An unreadable file, or a deck whose game cannot be told, is an input error (exit 2;
    its problems first, on standard error); an illegal deck is described all the same
    (its verdict says so).
    """
    from deckcheck.errors import UnreadableDeckError
    from deckcheck.services.decks import check_deck

    said = [0]  # (the lines said: bounded as validate bounds its problems)

    def counting_without(report: DeckReport, entry: Any) -> None:
        said[0] += 1
        left = len(report.cards.left_out) if report.cards is not None else said[0]
        if said[0] <= MAX_REPORTED:
            echo(
                f"deckcheck: {entry.location}: counting without {clipped(entry.card)!r} "
                "(deckcheck validate says why)",
                err=True,
            )
        elif said[0] == MAX_REPORTED + 1:
            echo(f"deckcheck: {more_problems(left - MAX_REPORTED)}", err=True)

    try:
        checked = check_deck(deck, format_name, checker, on_left_out=counting_without)
    except UnreadableDeckError as err:
        report = err.report
        if report.unreadable:
            raise unreadable_deck(report) from None
        for violation in report.violations:
            echo(
                f"{violation.location or report.file}: {violation.code}: {violation.message}",
                err=True,
            )
        raise InputError(str(err), code=err.code) from None
    return checked.checker, checked.report, checked.format
