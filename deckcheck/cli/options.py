"""The options several commands share, each declared once with one help text: a
``--seed``, a ``--game`` or a ``--force`` means the same thing in every command that takes
it. Where a command's meaning differs (its default, what the file is for), the command
adds a tail to the one help text; ``-o``/``--output`` is the reporters' own
(:func:`deckcheck.cli.reporters.output_option`).

Each is a function (Typer reads an option's default from the parameter, so every command
needs an object of its own). A test (tests/cli/test_cli_options.py) keeps every option name
spelt out here from being declared again in a command module.
"""

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
AGENT_HELP = "The agent playing every deck's games"
GAMES_HELP = "How many games to play"
RULES_HELP = "A rules.yaml to play by"
ALLOW_ILLEGAL_HELP = "Go on when a deck fails validation"
FORCE_HELP = "Replace a file that exists"
NAME_HELP = "The deck's name."
NO_CACHE_HELP = "Do not read or write the cache."
COLLECTION_HELP = "A collection file (its schema: deckcheck schema collection)"
FORMATS_HELP = (
    "A formats file adding formats of your own, each under a name no bundled format has "
    "(its schema: deckcheck schema formats)."
)
TURNS_HELP = "Odds up to this turn (a game whose odds go by turns)."
HTML_HELP = "Write the game as a page to watch step by step (self-contained HTML)."
SEEN_BY_HELP = (
    "the game as seat A or B saw it (none of the other seat's hidden cards is named), "
    "or all of it (the default)."
)
BACKEND_HELP = (
    # "\\[": rich would read "[ray]" as markup and print nothing of it.
    "Where the games run: local processes, or a Ray cluster (pip install 'deckcheck\\[ray]')."
)
ADDRESS_HELP = (
    "With --backend ray: the cluster's address, HOST:PORT or ray://HOST:PORT "
    "(default: RAY_ADDRESS, else a Ray started on this machine); one that does not "
    "answer within 15 s (DECKCHECK_RAY_TIMEOUT) is an error."
)


class BackendName(str, enum.Enum):
    """Where work units run (:mod:`deckcheck.batch.backends`)."""

    local = "local"
    ray = "ray"


class SeenBy(str, enum.Enum):
    """Whose view of a game a page or a board shows."""

    a = "a"
    b = "b"
    all = "all"


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


def game_option(default: str | None = None) -> Any:
    """``--game GAME``: one of the games (:func:`deckcheck.games.titles`). ``default``
    says what the command takes without it; None: the option is required."""
    from deckcheck.games import titles

    return typer.Option(
        ... if default is None else None,
        "--game",
        metavar="GAME",
        help=f"Which game: {titles()}." + ("" if default is None else f" Default: {default}."),
        show_default=False,
    )


def games_option(default: int, tail: str = "", *, min: int = 1, max: int | None = None) -> Any:
    """``--games``/``-n``: how many games to play (``tail``: against what, per what)."""
    return typer.Option(default, "--games", "-n", min=min, max=max, help=f"{GAMES_HELP}{tail}.")


def agent_option(tail: str = "") -> Any:
    """``--agent``: the agent of every deck's games (:data:`DEFAULT_AGENT`)."""
    return typer.Option(DEFAULT_AGENT, "--agent", help=f"{AGENT_HELP}{tail}.")


def rules_option(tail: str = "") -> Any:
    """``--rules FILE``: the rules.yaml games are played by (default: the game's own)."""
    return typer.Option(None, "--rules", help=f"{RULES_HELP}{tail}.")


def allow_illegal_option(tail: str) -> Any:
    """``--allow-illegal``: go on with decks that are not legal (``tail``: doing what)."""
    return typer.Option(False, "--allow-illegal", help=f"{ALLOW_ILLEGAL_HELP}{tail}.")


def force_option(tail: str = "") -> Any:
    """``--force``: write over a file that exists."""
    return typer.Option(False, "--force", help=f"{FORCE_HELP}{tail}.")


def name_option() -> Any:
    """``--name``: the name of the deck a command writes."""
    return typer.Option(None, "--name", help=NAME_HELP, show_default=False)


def out_option(what: str, *, required: bool = False, dir_okay: bool = True) -> Any:
    """``--out FILE``: the file a command writes ``what`` to (unless ``required``,
    standard output without it)."""
    tail = "" if required else "; default: standard output"
    return typer.Option(
        ... if required else None,
        "--out",
        help=f"Where to write {what}: a file, its folder created{tail}.",
        dir_okay=dir_okay,
        show_default=False,
    )


def no_cache_option() -> Any:
    """``--no-cache``: neither read nor write the cache of parsed files."""
    return typer.Option(False, "--no-cache", help=NO_CACHE_HELP)


def collection_option(tail: str) -> Any:
    """``--collection FILE``: a collection file (``tail``: what the command does with it)."""
    return typer.Option(None, "--collection", help=f"{COLLECTION_HELP}{tail}.", show_default=False)


def formats_option(*, dir_okay: bool = True) -> Any:
    """``--formats FILE``: a user's formats file, added to the game's bundled formats."""
    return typer.Option(
        None, "--formats", help=FORMATS_HELP, dir_okay=dir_okay, show_default=False
    )


def turns_option() -> Any:
    """``--turns``: draw odds up to this turn."""
    return typer.Option(6, "--turns", min=1, max=60, help=TURNS_HELP)


def deals_option(
    default: int, tail: str, *, short: bool = False, min: int = 1, max: int | None = None
) -> Any:
    """``--deals``: how many deals to sample (``-n`` with ``short``, where no --games is)."""
    names = ("--deals", "-n") if short else ("--deals",)
    return typer.Option(default, *names, min=min, max=max, help=f"How many deals{tail}.")


def candidates_option(default: int, tail: str, *, short: bool = False) -> Any:
    """``--candidates``: how many candidate decks to try (``tail``: which)."""
    names = ("--candidates", "-c") if short else ("--candidates",)
    return typer.Option(default, *names, min=1, help=f"Candidates to try{tail}.")


def rounds_option(default: int | None, tail: str) -> Any:
    """``--rounds``: how many rounds (``tail``: of what; None: the command works it out)."""
    return typer.Option(
        default, "--rounds", min=1, help=f"Rounds{tail}.", show_default=default is not None
    )


def html_option() -> Any:
    """``--html FILE``: one game as a page to watch step by step."""
    return typer.Option(None, "--html", help=HTML_HELP)


def seen_by_option(board: bool = False) -> Any:
    """``--seen-by a|b|all``: whose view the --html page (and, with ``board``, the
    ``--board``) shows."""
    shown = "the --html page and the --board" if board else "the --html page"
    return typer.Option(SeenBy.all, "--seen-by", help=f"The view of {shown}: {SEEN_BY_HELP}")


def backend_option() -> Any:
    """``--backend local|ray``: where work units run."""
    return typer.Option(BackendName.local, "--backend", help=BACKEND_HELP)


def address_option() -> Any:
    """``--address``: the Ray cluster of ``--backend ray``."""
    return typer.Option(None, "--address", help=ADDRESS_HELP, show_default=False)


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
