"""The Typer application and the one place where user-facing errors become exit codes."""

from __future__ import annotations

import os
import sys
from typing import Any

import typer
from typer.core import TyperGroup

from deckcheck import __version__
from deckcheck.errors import DeckcheckError
from deckcheck.loading.diagnostics import printable


class _Group(TyperGroup):
    """Turns a :class:`DeckcheckError` from any command into one message and its exit code,
    and Ctrl-C into exit status 130 without a traceback."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except DeckcheckError as err:
            typer.echo(f"deckcheck: {printable(str(err))}", err=True)
            raise typer.Exit(err.exit_code) from None
        except KeyboardInterrupt:
            typer.echo("deckcheck: interrupted", err=True)
            raise typer.Exit(130) from None


def make_typer(help_text: str) -> typer.Typer:
    """A Typer (sub-)application with deckcheck's error handling and settings."""
    return typer.Typer(
        cls=_Group,
        help=help_text,
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )


app = typer.Typer(
    cls=_Group,
    help="Card catalogues, deck validation and sample games for the Card Captor Sakura "
    "and Berserk collectible card games.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"deckcheck {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """deckcheck: look cards up, check catalogues and decks, play sample games."""


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` to standard error and return the exit to raise."""
    print(f"deckcheck: {printable(message)}", file=sys.stderr)
    return typer.Exit(code)


#: --jobs beyond this many processes per core is refused: every worker is a whole Python
#: process, and ``--jobs 99999`` forked until the machine ran out of memory.
MAX_JOBS_PER_CORE = 8


def check_jobs(value: int) -> int:
    """The callback of every ``--jobs`` option: a usage error (exit 2) past the bound."""
    limit = MAX_JOBS_PER_CORE * (os.cpu_count() or 1)
    if value > limit:
        raise typer.BadParameter(
            f"{value} processes are more than this machine can use "
            f"(at most {limit}: {MAX_JOBS_PER_CORE} per core)"
        )
    return value
