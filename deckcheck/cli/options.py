"""The options several commands share, each declared once with one help text: a
``--seed`` or a ``--format`` means the same thing in every command that takes it.

Each is a function (Typer reads an option's default from the parameter, so every command
needs an object of its own)."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.app import check_jobs

if TYPE_CHECKING:
    from deckcheck.formats.decks import DeckArgument

class AgentName(str, enum.Enum):
    random = "random"
    greedy = "greedy"
    search = "search"


#: The agent of every command that plays games (play, report, tournament, tune, deck
#: build --tune) unless told otherwise: the strongest that keeps thousands of games
#: quick. Random play says little about a deck; the search agent costs hundreds of times
#: more per decision.
DEFAULT_AGENT = AgentName.greedy

FORMAT_HELP = (
    "The format (short, extended, starter ...), whatever the deck files say; "
    "default: each deck's own format, else its game's default."
)
SEED_HELP = (
    "Seed of everything random the command does (games, deals, shuffles, decks built): "
    "the same seed, the same result."
)
JOBS_HELP = "Worker processes (0: one per core)."


def deck_forms() -> str:
    """What every argument or option naming a deck takes (:func:`read_deck_arguments`):
    a deck file of deckcheck's forms or a game's, a game's deck code given in its place
    (berserk-nxt's), or ``-`` (:func:`deckcheck.formats.deckfiles.deck_forms_help`)."""
    from deckcheck.formats.deckfiles import deck_forms_help

    return deck_forms_help()


def format_option() -> Any:
    """``--format``/``-f``: the format to check against."""
    return typer.Option(
        None, "--format", "-f", metavar="FORMAT", help=FORMAT_HELP, show_default=False
    )


def seed_option(default: int | None = 0, *, short: bool = True) -> Any:
    """``--seed``/``-s``: the seed of the command's randomness (None: a command that draws
    nothing at random unless asked). ``short=False`` where ``-s`` is taken (the squad
    commands' ``--seat``)."""
    names = ("--seed", "-s") if short else ("--seed",)
    return typer.Option(
        default, *names, metavar="N", help=SEED_HELP, show_default=default is not None
    )


def jobs_option(default: int = 1) -> Any:
    """``--jobs``/``-j``: worker processes, 0 for one per core (:func:`check_jobs`)."""
    return typer.Option(default, "--jobs", "-j", min=0, callback=check_jobs, help=JOBS_HELP)


def deck_argument(what: str = "The deck", default: Any = ..., metavar: str = "DECK") -> Any:
    """A command's deck argument (one, or several for a list parameter): ``what`` it is,
    then :func:`deck_forms`. Read it with :func:`read_deck_arguments`."""
    return typer.Argument(
        default, metavar=metavar, help=f"{what}: {deck_forms()}.", show_default=False
    )


def against_option(default: Any = ...) -> Any:
    """``--against``/``-a``: an opponent's deck, repeatable (``report``, ``tune``)."""
    return typer.Option(
        default,
        "--against",
        "-a",
        metavar="DECK",
        help=f"An opponent's deck (repeatable): {deck_forms()}.",
        show_default=False,
    )


def read_deck_arguments(arguments: Iterable[str | Path]) -> list[DeckArgument]:
    """Every deck of one command line, in order, as the one deck reader takes them: a
    file, a deck code given in its place, or ``-`` for standard input — read once, so a
    second ``-`` is a usage error (:func:`deckcheck.formats.decks.deck_arguments`)."""
    from deckcheck.formats.decks import deck_arguments
    from deckcheck.loading.yamlload import read_stream

    return deck_arguments(arguments, lambda: read_stream(typer.get_binary_stream("stdin")))
