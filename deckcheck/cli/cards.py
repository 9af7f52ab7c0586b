"""``deckcheck cards`` (search and list cards) and ``deckcheck card`` (one card in full)."""

from __future__ import annotations

import contextlib
import difflib
import os
import re
import signal
import sys
import threading
import time
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.app import app
from deckcheck.cli.options import game_option
from deckcheck.cli.render import echo, plural, terminal_width
from deckcheck.cli.reporters import SimpleReport, emit, output_option
from deckcheck.errors import UsageError

if TYPE_CHECKING:
    from deckcheck.catalog.model import Card, Catalogue
    from deckcheck.catalog.query import QuerySyntaxError
    from deckcheck.catalog.records import Column
    from deckcheck.catalog.search import SearchResult
    from deckcheck.diagnostics import Diagnostic
    from deckcheck.engine.api import CardPlay


_OPTION_NAMES = (
    "--game",
    "--element",
    "--rarity",
    "--type",
    "--subtype",
    "--set",
    "--character",
    "--power",
    "--cost",
    "--sort",
    "--limit",
    "--owned",
    "--output",
    "--help",
)


#: One-letter options other commands have and ``cards`` does not (see ``cards`` below).
_SHORT_HINTS = {"-o": "--output", "-h": "--help"}


#: How long ``deckcheck cards`` may take, start-up included. A search of the bundled
#: catalogues takes milliseconds, but a backtracking /regex/ (/(.*.*)*x/, /.*.*.*.*.*x/)
#: can take hours on one card text.
SEARCH_SECONDS = 5.0
#: Kept for printing the answer and exiting, out of SEARCH_SECONDS.
_EXIT_SECONDS = 0.2
#: The longest query: a real one is a few words; a megabyte of words took seconds to parse.
MAX_QUERY_CHARS = 10_000


def _seconds_since_start() -> float:
    """How long this process has run (0 when it cannot tell, or under a test runner that
    calls the app in-process: then the limit counts from the command's start)."""
    if not getattr(sys.modules.get("deckcheck.cli"), "STARTED_AS_SCRIPT", False):
        return 0.0
    try:
        with open("/proc/self/stat", "rb") as stat_file:
            fields = stat_file.read().rsplit(b")", 1)[1].split()
        ticks = int(fields[19])  # starttime: clock ticks after boot
        return max(0.0, time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


#: How soon the time limit's signal comes again when it landed outside deckcheck's code.
_RETRY_SECONDS = 0.02


class _SearchTimeout(BaseException):
    """Not an Exception: a broad ``except Exception`` on the way (a cache read that falls
    back to parsing) must not take the time limit for an error of its own."""


@contextlib.contextmanager
def _time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`_SearchTimeout` in the block after ``seconds`` (SIGALRM; the regex
    engine checks for signals). Without SIGALRM, or off the main thread, no limit."""
    main = threading.current_thread() is threading.main_thread()
    if not main or not hasattr(signal, "setitimer"):
        yield
        return

    own_code = str(Path(__file__).resolve().parents[1])

    def expire(signum: int, frame: FrameType | None) -> None:
        # A handler runs in whatever Python code is current. Raised inside a gc callback
        # or a __del__, the exception is printed and dropped ("Exception ignored in")
        # and the search runs on; so raise only in deckcheck's own code (where the regex
        # is called), and let the repeating timer try again elsewhere.
        if frame is not None and frame.f_code.co_filename.startswith(own_code):
            raise _SearchTimeout

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds, _RETRY_SECONDS)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous if previous is not None else signal.SIG_DFL)


def _games() -> list[str]:
    """Every game with cards, the default first: the order a game is guessed in."""
    from deckcheck.catalog.load import available_games

    return available_games()


def _game_of_query(text: str, options: list[tuple[str, str]]) -> str:
    """The game a query is about when no --game says (:func:`guess_game`: ccs first);
    a game other than the one the query shows is said on standard error."""
    from deckcheck.catalog.search import guess_game

    guess = guess_game(text, options, _games(), _load)
    if guess.note:
        echo(f"deckcheck: note: {guess.note}", err=True)
    return guess.game


def _say_assumed(err: UsageError, what: str, verb: str) -> None:
    """Add to an error about a value the game does not know (``err.game``, a game
    deckcheck chose from the ``what``: query or name) how to choose each other game."""
    from deckcheck.catalog.load import bundled_game_info

    if err.game is None:
        return
    others = [
        f"--game {other} {verb} {bundled_game_info(other).name}"
        for other in _games()
        if other != err.game
    ]
    if others:
        said = f"{err.game} was assumed from the {what}: {', '.join(others)}"
        err.message += f" ({said})" if err.message.endswith("?") else f"; {said}"


def _load(game: str) -> Catalogue:
    from deckcheck.catalog.load import load_catalogue
    from deckcheck.loading.cache import DocumentCache

    return load_catalogue(game.strip().lower(), cache=DocumentCache())


def _echo_query_error(err: QuerySyntaxError) -> None:
    """``deckcheck: query:COL: QUERY_SYNTAX: message``, the query, and a caret under COL."""
    shown = "".join(" " if ch.isspace() else ch for ch in err.query)
    start = min(err.column - 1, len(shown))
    length = max(1, min(err.length, len(shown) - start))
    typer.echo(f"deckcheck: {err}", err=True)
    typer.echo(f"  {shown}", err=True)
    typer.echo("  " + " " * _cell_len(shown[:start]) + "^" + "~" * (length - 1), err=True)


def _reject_unknown_options(words: list[str]) -> None:
    """Unknown options reach the query, so that a negated term (``-t:capture``) needs no
    ``--`` in front of it; a misspelt ``--option`` or a lone ``-x`` is refused here."""
    for word in words:
        if (word.startswith("--") and len(word) > 2) or re.fullmatch(r"-[A-Za-z]", word):
            name = word.split("=", 1)[0]
            close = difflib.get_close_matches(name, _OPTION_NAMES, n=1, cutoff=0.6)
            hint = f"; did you mean {close[0]}?" if close else ""
            if name in _SHORT_HINTS:
                hint = f"; did you mean {_SHORT_HINTS[name]}?"
            raise UsageError(f"no such option: {name}{hint}", code="BAD_OPTION")


def _cell_len(text: str) -> int:
    """Terminal cells: wide (CJK) characters take two, combining marks none."""
    return sum(
        0 if unicodedata.combining(ch) else 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        for ch in text
    )


def _fit(text: str, width: int, right: bool = False) -> str:
    """``text`` padded to ``width`` cells, or cut with an ellipsis when it is wider."""
    if _cell_len(text) > width:
        while text and _cell_len(text) > width - 1:
            text = text[:-1]
        text += "…"
    pad = " " * (width - _cell_len(text))
    return pad + text if right else text + pad


#: Between two columns of a card table.
_GAP = "   "


def _console() -> Any:
    from deckcheck.cli.render import make_console

    return make_console()


def _echo_table(
    catalogue: Catalogue, cards: tuple[Card, ...], count_line: str, extra: tuple[Column, ...] = ()
) -> None:
    """The cards as a table, a legend for its marks, and the count line.

    Plain text, drawn here rather than by rich (whose import alone costs more than the
    search): cells do not wrap, so the rows stay aligned; on a narrow terminal the least
    useful columns are left out (see ``Column.drop``), then the widest cells end in an
    ellipsis.
    """
    from deckcheck.catalog.records import columns, legend

    lines: list[str] = []
    if cards:
        width = terminal_width()
        shown = [*columns(catalogue.game), *extra]
        cells = {
            column.header: [" ".join(column.cell(card, catalogue).split()) for card in cards]
            for column in shown
        }
        widths = {
            column.header: max(_cell_len(column.header), *map(_cell_len, cells[column.header]))
            for column in shown
        }

        def total() -> int:
            return sum(widths[c.header] for c in shown) + len(_GAP) * (len(shown) - 1)

        while total() > width and any(c.drop for c in shown):
            shown.remove(max((c for c in shown if c.drop), key=lambda c: c.drop))
        while total() > width:
            widest = max(shown, key=lambda c: widths[c.header])
            if widths[widest.header] <= max(_cell_len(widest.header), 4):
                break
            widths[widest.header] -= 1
        lines.append(_GAP.join(_fit(c.header, widths[c.header], c.numeric) for c in shown))
        lines.append("─" * total())
        for row in range(len(cards)):
            lines.append(
                _GAP.join(_fit(cells[c.header][row], widths[c.header], c.numeric) for c in shown)
            )
        marks = legend(catalogue.game)
        if marks:
            lines.append(marks)
    lines.append(count_line)
    sys.stdout.write("\n".join(lines) + "\n")


@dataclass
class _CardList:
    """The cards a search found, for any reporter: for people a table and its count line;
    as JSON one record per card, as CSV the same records' fields (built only when asked).
    ``unplayed``: what the rules engine does not play of each card (``--unimplemented``)."""

    catalogue: Catalogue
    result: SearchResult
    unplayed: dict[str, tuple[str, ...]] | None

    def render_text(self) -> None:
        result = self.result
        count = (
            f"{result.matched} of {plural(result.total, 'card')}"
            if result.filtered
            else plural(result.total, "card")
        )
        if len(result.cards) < result.matched:
            count += f" ({len(result.cards)} shown)"
        extra: tuple[Column, ...] = ()
        if self.unplayed is not None:
            from deckcheck.catalog.records import Column

            said = self.unplayed  # a name the closure keeps its type by
            extra = (Column("Does not play", lambda card, _: "; ".join(said[card.id])),)
        _echo_table(self.catalogue, result.cards, count, extra)

    def records(self) -> tuple[list[dict[str, Any]], tuple[str, ...]]:
        """One record per card, and their keys in order."""
        from deckcheck.catalog.records import card_records, record_keys

        records = card_records(self.catalogue, list(self.result.cards))
        keys = record_keys(self.catalogue)
        if self.unplayed is not None:
            for record in records:
                record[NOT_PLAYED] = list(self.unplayed[record["id"]])
            keys = (*keys, NOT_PLAYED)
        return records, keys

    def to_json(self) -> Any:
        return self.records()[0]

    def rows(self) -> list[list[str]]:
        from deckcheck.catalog.records import flat

        records, keys = self.records()
        return [list(keys), *([flat(record[key]) for key in keys] for record in records)]

    def problems(self) -> Iterable[Diagnostic]:
        return ()

    def notices(self) -> Iterable[tuple[str, str]]:
        return ()


def _owned(path: str, game: str | None) -> Any:
    """The collection of ``--owned`` (errors are reported by the CLI's error boundary)."""
    from deckcheck.cli.render import open_collection

    return open_collection(path, game)


@app.command(
    "cards",
    # Unknown options are query terms (-t:capture, -is:major). The command therefore has
    # no one-letter options: click would read one out of the middle of such a term.
    context_settings={"ignore_unknown_options": True, "help_option_names": ["--help"]},
)
def cards(
    query: list[str] = typer.Argument(
        None,
        metavar="QUERY",
        help="A query such as 'e:fire r:rare t:capture power>=4000' (see the README). "
        "Several words are joined with spaces.",
        show_default=False,
    ),
    game: str = game_option(
        "the --owned collection's game, else the game the query names (the first game "
        "listed when the query could be any)"
    ),
    element: list[str] = typer.Option(
        None,
        "--element",
        metavar="ELEMENT",
        help="Element id, name or alias (repeat for any of several).",
    ),
    rarity: list[str] = typer.Option(
        None, "--rarity", metavar="RARITY", help="Rarity (repeatable)."
    ),
    type_: list[str] = typer.Option(None, "--type", metavar="TYPE", help="Card type (repeatable)."),
    subtype: list[str] = typer.Option(
        None,
        "--subtype",
        metavar="SUBTYPE",
        help="Subtype, where a game's cards have one (repeatable).",
    ),
    set_: list[str] = typer.Option(
        None,
        "--set",
        metavar="SET",
        help="Set code, name or alias, e.g. S2 or 'Series 2' (repeatable).",
    ),
    character: list[str] = typer.Option(
        None,
        "--character",
        metavar="CHARACTER",
        help="Character name or alias, where a game's cards name characters (repeatable).",
    ),
    power: list[str] = typer.Option(
        None,
        "--power",
        metavar="[OP]N",
        help="Power (Battle Value), e.g. 4000, '>=4000', '<3000', '!=2000'.",
    ),
    cost: list[str] = typer.Option(
        None, "--cost", metavar="[OP]N", help="Cost, e.g. 5 or '>=5'."
    ),
    sort: str = typer.Option(
        None,
        "--sort",
        metavar="KEYS",
        help="Comma-separated sort keys, '-' for descending: '-power,name'.",
    ),
    limit: int = typer.Option(None, "--limit", min=1, metavar="N", help="Show at most N cards."),
    owned: str = typer.Option(
        None,
        "--owned",
        metavar="FILE",
        help="Only cards with at least one copy in this collection file.",
        show_default=False,
    ),
    unimplemented: bool = typer.Option(
        False,
        "--unimplemented",
        help="Only cards the rules engine does not play as printed (an engine may never play "
        "such a card, or play it without the abilities it lacks, which a 'Does not play' "
        "column names).",
    ),
    output: str = output_option(short=False),
) -> None:
    """Search a game's cards, by query and by filter options (all must match).

    Query keys: e: r: t: s: name: (n:) id:, for ccs c: ct: o: (text:) is:major and
    power (pow), for berserk sub: ft: a: is:elite is:unique, cost, lives and move.
    Numbers compare with : = != < <= > >=. Bare words and "quoted phrases" search
    names; /.../ is a regular expression; -term negates; 'or' and (groups) combine.
    A negated term needs no '--' before it: deckcheck cards -t:capture.
    """
    from deckcheck.catalog.query import QuerySyntaxError
    from deckcheck.catalog.search import search

    words = list(query or [])
    _reject_unknown_options(words)
    if unimplemented:
        words.append("is:unimplemented")
    filters = (
        ("element", element),
        ("rarity", rarity),
        ("type", type_),
        ("subtype", subtype),
        ("set", set_),
        ("character", character),
        ("power", power),
        ("cost", cost),
    )
    options = [(field, value) for field, given in filters for value in given or ()]
    collection = _owned(owned, game) if owned is not None else None
    text = " ".join(words)
    within = collection.ids() if collection is not None else None
    if len(text) > MAX_QUERY_CHARS:
        raise UsageError(
            f"the query is {len(text):,} characters long; deckcheck takes queries of up to "
            f"{MAX_QUERY_CHARS:,} characters",
            code="QUERY_TOO_LONG",
        )
    budget = SEARCH_SECONDS - _seconds_since_start() - _EXIT_SECONDS
    guessed = game is None and collection is None
    try:
        with _time_limit(max(0.05, budget)):  # (finding the game searches too)
            game = game or (collection.game if collection else _game_of_query(text, options))
            catalogue = _load(game)
            result = search(catalogue, text, options, sort=sort, limit=limit, within=within)
    except UsageError as err:  # a QuerySyntaxError is one
        if guessed:
            _say_assumed(err, "query", "searches")
        if not isinstance(err, QuerySyntaxError):
            raise
        _echo_query_error(err)
        raise typer.Exit(2) from None
    except _SearchTimeout:
        why = "; simplify the query"
        if "/" in text:
            why = (
                ": a /regular expression/ with nested or repeated wildcards, such as "
                "/(.*.*)*x/, can take exponential time; simplify it"
            )
        raise UsageError(
            f"the search did not finish in {SEARCH_SECONDS:g} s{why}", code="QUERY_TIMEOUT"
        ) from None

    if not result.matched:
        _suggest_names(catalogue, text)
    # What the rules engine does not play of each card listed, in the words `deckcheck
    # card` and `play` use (None: not asked for, or the game's engine does not say).
    unplayed = _unplayed_of(catalogue.info.game, result.cards) if unimplemented else None
    emit(_CardList(catalogue, result, unplayed), output)


def _suggest_names(catalogue: Catalogue, text: str) -> None:
    """On standard error, the card names close to each name of the query that no card's
    name contains (``Кочевнк``: did you mean 'Кочевник'?)."""
    from deckcheck.catalog.search import close_names

    for value, close in close_names(catalogue, text):
        if close:
            echo(
                f"deckcheck: note: no {catalogue.game} card's name contains {value!r}; "
                f"did you mean {', '.join(repr(name) for name in close)}?",
                err=True,
            )


@app.command("card")
def card(
    ident: str = typer.Argument(..., metavar="ID", help="A card id (C10, VS-001) or its name."),
    game: str = game_option("the game that has this id or name, the first listed first"),
    output: str = output_option(),
) -> None:
    """Show one card in full: every field, its set, its characters and their aliases,
    and what the rules engine plays of its printed abilities (where its engine says)."""
    from deckcheck.catalog.records import card_detail, describe
    from deckcheck.formats.lookup import find_card, guess_card_game

    catalogue = _load(game or guess_card_game(ident, _games(), _load).game)
    try:
        found = find_card(catalogue, ident)
    except UsageError as err:
        if game is None:
            _say_assumed(err, "name", "looks in")
        raise
    detail = card_detail(found, catalogue)
    play = _how_played(catalogue.info.game, found.id)
    if play is not None:
        detail["played"] = list(play.played)
        detail[NOT_PLAYED] = list(play.not_played)

    def render_text() -> None:
        lines = describe(found, catalogue)
        if play is not None:
            lines.append(("Plays", "\n".join(play.played) or "nothing beyond its printed stats"))
            if play.not_played:
                lines.append(("Does not play", "\n".join(play.not_played)))
        width = max(len(label) for label, _ in lines) + 2
        for label, text in lines:
            head, *rest = text.split("\n") or [""]
            typer.echo(f"{label + ':':<{width}}{head}")
            for line in rest:
                typer.echo(" " * width + line)

    emit(SimpleReport(render_text, detail), output)


#: The key of what a card listing says the engine does not play of each card.
NOT_PLAYED = "not_played"


def _unplayed_of(game: str, cards: tuple[Card, ...]) -> dict[str, tuple[str, ...]] | None:
    """What the game's rules engine does not play of each of ``cards``, by card id (None:
    the engine says it of none of them; a card it does not know gets no words)."""
    found: dict[str, tuple[str, ...]] = {}
    said = False
    for card in cards:
        play = _how_played(game, card.id)
        said |= play is not None
        found[card.id] = () if play is None else play.not_played
    return found if said else None


def _how_played(game: str, card_id: str) -> CardPlay | None:
    """What the game's rules engine plays of the card, if the game has an engine that says."""
    from deckcheck.games.engines import UnknownGameError, get_game

    try:
        engine = get_game(game)
    except UnknownGameError:
        return None
    return engine.how_played(card_id)
