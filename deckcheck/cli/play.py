"""``deckcheck play``, ``replay`` and ``bench``: sample games with the rules engines.

``play`` reads two deck files, checks them against their format (an illegal deck stops
the command unless ``--allow-illegal``), and plays one game with a coloured log or a
batch with a summary. Everything happens in :mod:`deckcheck.engine`; this module parses
options and renders.
"""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import typer

from deckcheck.cli.app import app, report_error
from deckcheck.cli.backends import BACKEND_OPTIONS, BackendName, make_cli_backend
from deckcheck.cli.options import (
    DEFAULT_AGENT,
    AgentName,
    deck_argument,
    format_option,
    jobs_option,
    read_deck_arguments,
    seed_option,
)
from deckcheck.cli.render import (
    InvalidDeckError,
    echo,
    echo_deck_violations,
    progress_bar,
    unreadable_deck,
)
from deckcheck.cli.reporters import SimpleReport, emit, output_option
from deckcheck.errors import DeckcheckError, InputError, UsageError
from deckcheck.loading.diagnostics import printable

if TYPE_CHECKING:
    from rich.console import Console

    from deckcheck.batch.records import GameRecord
    from deckcheck.batch.runner import GameResult, Matchup
    from deckcheck.batch.summary import Summary
    from deckcheck.engine.api import LogEvent
    from deckcheck.formats.checker import DeckReport
    from deckcheck.formats.decks import DeckArgument


class SeenBy(str, enum.Enum):
    a = "a"
    b = "b"
    all = "all"


def _html_option() -> Any:
    return typer.Option(
        None,
        "--html",
        help="Write the game as a page to watch step by step (self-contained HTML).",
    )


def _seen_by_option(board: bool = False) -> Any:
    return typer.Option(
        SeenBy.all,
        "--seen-by",
        help=(
            "The view of the --html page and the --board: " if board else "The --html page's view: "
        )
        + "the game as seat A or B saw it (none of the other seat's hidden cards is "
        "named), or all of it (the default).",
    )


def _check_seen_by(html_file: Path | None, seen_by: SeenBy, board: bool = False) -> None:
    if html_file is None and not board and seen_by is not SeenBy.all:
        raise UsageError(
            "--seen-by sets the view of the --html page or of --board: use it with one of them",
            code="BAD_OPTION",
        )


def _write_replay_page(path: Path, record: GameRecord, rules: Any, seen_by: SeenBy) -> None:
    """The page of ``record`` for ``seen_by``, written atomically to ``path``."""
    from deckcheck.batch.records import RecordError
    from deckcheck.doctor.replay import replay_page
    from deckcheck.loading.atomic import write_atomic

    try:
        page = replay_page(record, rules, seen_by.value)
    except RecordError as err:
        raise InvalidDeckError(f"{path}: {err}", code="REPLAY_MISMATCH") from None
    write_atomic(path, page.encode("utf-8"))


def _agent_specs(agents: tuple[AgentName, AgentName], budget: int | None) -> tuple[str, str]:
    """The agents as the runner names them: ``search:N`` for a search with a budget."""
    if budget is not None and AgentName.search not in agents:
        raise UsageError(
            "--budget sets the search agent's iterations: use it with "
            "--agent-a search or --agent-b search",
            code="BAD_OPTION",
        )
    return (
        f"{agents[0].value}:{budget}"
        if budget and agents[0] is AgentName.search
        else agents[0].value,
        f"{agents[1].value}:{budget}"
        if budget and agents[1] is AgentName.search
        else agents[1].value,
    )


_STYLES = {
    "turn": "bold",
    "reveal": "cyan",
    "battle": "yellow",
    "play": "",
    "capture": "bold green",
    "escape": "magenta",
    "draw": "dim",
    "info": "dim",
    "end": "bold",
    "death": "red",
}


def _first_words(game: str) -> tuple[str, str]:
    """How the game's logs name the seat that acts first."""
    from deckcheck.games.engines import get_game

    return get_game(game).first_seat


def _console(stderr: bool = False) -> Console:
    from deckcheck.cli.render import make_console

    return make_console(stderr=stderr, soft_wrap=True)


# --- decks ------------------------------------------------------------------------------


class LoadedDecks(NamedTuple):
    """The decks of a command that plays games, as :func:`load_decks` checked them."""

    #: The game they are played in.
    game: str
    #: Each deck's cards, as the engine takes them: exactly the cards validate read.
    cards: list[dict[str, int]]
    #: Each deck's name (its file's stem when it has none).
    names: list[str]
    #: Each deck's report, as validate made it.
    reports: list[DeckReport]


def load_decks(
    decks: Sequence[DeckArgument],
    game: str | None,
    format_name: str | None,
    allow_illegal: bool,
    *,
    can_allow: bool = True,
) -> LoadedDecks:
    """Check the decks (as :func:`~deckcheck.cli.options.read_deck_arguments` read them
    from the command line); their game, engine decks, names and reports. Exits on
    problems. ``can_allow``: the command has ``--allow-illegal`` (its refusal suggests it)."""
    from deckcheck.formats.checker import DeckChecker

    checker = DeckChecker()
    checker.require_format(format_name)
    reports = [checker.check_argument(deck, format_name) for deck in decks]
    for report in reports:
        if report.unreadable:
            raise unreadable_deck(report)
    games = {report.game for report in reports}
    chosen = game or (reports[0].game if len(games) == 1 else None)
    if chosen is None:
        shown = ", ".join(f"{r.file}: {r.game}" for r in reports)
        raise UsageError(f"the decks are for different games ({shown}); name one with --game")
    for report in reports:
        if report.game is not None and report.game != chosen:
            raise UsageError(f"{report.file} is a {report.game} deck, not {chosen}")
    illegal = [r for r in reports if not r.valid]
    for report in illegal:
        echo_deck_violations(report, warning=allow_illegal)
    if illegal and not allow_illegal:
        files = ", ".join(r.file for r in illegal)
        hint = " (play it anyway with --allow-illegal)" if can_allow else ""
        raise InvalidDeckError(f"not a legal deck: {files}{hint}", code="DECK_ILLEGAL")
    cards: list[dict[str, int]] = []
    names: list[str] = []
    for report, deck in zip(reports, decks, strict=True):
        assert report.deck is not None
        if report.cards is None:  # no game or format to read its cards with
            raise InvalidDeckError(
                f"{report.file}: cannot be played: see the violations above", code="DECK_ILLEGAL"
            )
        # The engine plays exactly the cards the validator read; with --allow-illegal,
        # each entry that adds no card is said, never silently dropped.
        for entry in report.cards.left_out:
            typer.echo(
                f"deckcheck: {entry.location}: playing without {entry.card!r} "
                "(see the violations above)",
                err=True,
            )
        cards.append(report.cards.counts())
        names.append(report.deck.name or deck.stem)
    return LoadedDecks(chosen, cards, names, reports)


# --- rendering ------------------------------------------------------------------------


def _render_log(console: Console, events: Sequence[LogEvent]) -> None:
    from rich.text import Text

    for event in events:
        console.print(Text(printable(event.line()), style=_STYLES.get(event.kind, "")))


def _game_header(matchup: Matchup, result: GameResult, files: Sequence[str]) -> list[str]:
    lines = []
    for label, name, agent, file in zip("AB", matchup.names, matchup.agents, files, strict=True):
        lines.append(f"{label}: {name} ({file}), {agent} agent")
    first = "AB"[result.first_deck]
    lines.append(
        f"Game {result.index}, seed {result.seed}; {first} {_first_words(matchup.game)[0]}"
    )
    return lines


def _result_line(matchup: Matchup, result: GameResult) -> str:
    if result.winner is None:
        verdict = "draw"
    else:
        verdict = f"{'AB'[result.winner]} ({matchup.names[result.winner]}) wins"
    return (
        f"Result: {verdict} — {result.detail}; {result.turns} turns, {result.decisions} decisions"
    )


def _render_summary(console: Console, summary: Summary, matchup: Matchup, jobs: int) -> None:
    from rich.table import Table

    title = f"{summary.games} games"
    if summary.requested is not None:
        title = f"PARTIAL (interrupted): {summary.games} of {summary.requested} games"
    table = Table(title=title, title_justify="left")
    table.add_column("")
    table.add_column("deck")
    table.add_column("agent")
    table.add_column("wins", justify="right")
    table.add_column("rate", justify="right")
    table.add_column("95% CI", justify="right")
    for label, name, agent, rate in zip(
        "AB", summary.names, matchup.agents, summary.wins, strict=True
    ):
        low, high = rate.interval
        table.add_row(
            label,
            printable(name),
            agent,
            str(rate.count),
            f"{rate.rate:.1%}",
            f"{low:.1%}–{high:.1%}",
        )
    low, high = summary.draws.interval
    table.add_row(
        "",
        "draws",
        "",
        str(summary.draws.count),
        f"{summary.draws.rate:.1%}",
        f"{low:.1%}–{high:.1%}",
    )
    console.print(table)
    from deckcheck.games.engines import get_game

    engine = get_game(matchup.game)  # what it says of each deck (cards it plays in part)
    for label, deck in zip("AB", matchup.decks, strict=True):
        if (note := engine.deck_note(deck)) is not None:
            console.print(f"{label}: {note}")
    first = summary.first_seat_wins
    low, high = first.interval
    console.print(
        f"{_first_words(matchup.game)[1]} won {first.count} of {summary.games} "
        f"({first.rate:.1%}, "
        f"95% CI {low:.1%}–{high:.1%}); decks alternate seats."
    )
    # Reason codes (win_pattern, no_creatures) as words; --output json keeps the codes.
    reasons = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in sorted(summary.reasons.items()))
    console.print(
        f"Average {summary.average_turns:.1f} turns, "
        f"{summary.average_decisions:.1f} decisions per game; ends: {reasons}"
    )
    console.print(
        f"{rate_words(summary.games, summary.seconds, 'games')} "
        f"({seconds_words(summary.seconds)}, {jobs} job{'s' if jobs != 1 else ''})"
    )


def rate_words(count: float, seconds: float, unit: str) -> str:
    """``count`` things in ``seconds`` as a person reads a rate: three significant digits
    at most, per second (``1,234 games/s``, ``2.48 games/s``), per minute or per hour when
    fewer than one a second (``12.5 games/min``), never "0 games/s" for games played."""
    if count <= 0:
        return f"no {unit}"
    if seconds <= 0:
        return f"{count:,.0f} {unit} in no measurable time"
    for per, scale in (("s", 1), ("min", 60), ("h", 3600)):
        rate = count / seconds * scale
        if rate >= 1 or per == "h":
            break
    return f"{_three_digits(rate)} {unit}/{per}"


def _three_digits(value: float) -> str:
    """``value`` to three significant digits (whole numbers from 100 up, with commas)."""
    if value >= 99.95:
        return f"{value:,.0f}"
    if value >= 9.995:
        return f"{value:.1f}"
    if value >= 0.9995:
        return f"{value:.2f}"
    return f"{value:.3g}"


def seconds_words(seconds: float) -> str:
    """A duration: ``0.41 s``, ``12.3 s``, ``3 min 05 s``, ``0.8 ms`` (never ``0.00 s``)."""
    if seconds < 0.1:
        return f"{_three_digits(seconds * 1000)} ms"
    if seconds < 60:
        return f"{_three_digits(seconds)} s"
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes} min {rest:02d} s"


class _LogWriter:
    """Game records written to a temporary file as games finish, renamed over the log
    when the run ends (:func:`~deckcheck.loading.atomic.atomic_output`): the previous log
    stays whole until the new one is, whatever happens (kill -9, a full disk, another
    run writing the same file). A write that fails (a full disk) does not stop the
    games: :attr:`error` says why, and the log is left as it was."""

    def __init__(self, path: Path | None, matchup: Matchup, seed: int, rules_hash: str):
        self.path = path
        self.matchup, self.seed, self.rules_hash = matchup, seed, rules_hash
        self._stack = contextlib.ExitStack()
        self._stream: Any = None
        self.error: InputError | None = None

    def __enter__(self) -> _LogWriter:
        if self.path is not None:
            from deckcheck.loading.atomic import atomic_output

            self._stream = self._stack.enter_context(atomic_output(self.path))
        return self

    def __exit__(self, *exc: object) -> None:
        if self.error is not None and exc[0] is None:
            # The temporary file goes, the old log stays: never a log missing games.
            self._stack.__exit__(type(self.error), self.error, None)
            return
        self._stack.__exit__(*exc)  # type: ignore[arg-type]

    def lines(self, results: Sequence[GameResult]) -> bytes:
        """The records of ``results`` as JSONL (nothing when there is no log)."""
        if self._stream is None:
            return b""
        from deckcheck.batch.records import GameRecord, record_line

        return "".join(
            record_line(GameRecord.from_result(self.matchup, self.seed, r, self.rules_hash))
            for r in results
        ).encode("utf-8")

    def write(self, lines: bytes) -> None:
        if self._stream is None or self.error is not None:
            return
        try:
            self._stream.write(lines)
        except OSError as err:
            self.error = InputError(
                f"cannot write {printable(str(self.path))}: {err.strerror or err}; the games "
                "went on without it, and the file is unchanged",
                code="WRITE_FAILED",
            )


@contextlib.contextmanager
def interrupts_deferred() -> Iterator[None]:
    """Ctrl-C (or a stop signal: SIGTERM, SIGHUP) during the block takes effect when it
    ends: a few lines that must happen together (a batch written to the log and counted)
    are never cut in half."""
    import signal
    import threading

    from deckcheck.cli.app import STOP_SIGNALS, stop

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    numbers: tuple[int, ...] = (signal.SIGINT, *STOP_SIGNALS)
    previous = {n: signal.signal(n, lambda signum, frame: caught.append(signum)) for n in numbers}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
    for number in dict.fromkeys(n for n in caught if n != signal.SIGINT):
        if previous[number] is stop:  # deckcheck's handler: Ctrl-C's path, exit 128 + N
            stop(number, None)
        signal.raise_signal(number)  # whatever it did before the block, it does now
    if signal.SIGINT in caught:
        raise KeyboardInterrupt


# --- commands ---------------------------------------------------------------------------


@app.command("play")
def play(
    deck_a: str = deck_argument("Player A's deck", metavar="DECK_A"),
    deck_b: str = deck_argument("Player B's deck", metavar="DECK_B"),
    game: str = typer.Option(None, "--game", help="The game (default: the decks' game)."),
    format_name: str = format_option(),
    games: int = typer.Option(1, "--games", "-n", min=1, help="How many games to play."),
    seed: int = seed_option(),
    jobs: int = jobs_option(),
    agent_a: AgentName = typer.Option(DEFAULT_AGENT, "--agent-a", help="Agent of deck A."),
    agent_b: AgentName = typer.Option(DEFAULT_AGENT, "--agent-b", help="Agent of deck B."),
    budget: int = typer.Option(
        None,
        "--budget",
        min=1,
        help="The search agent's iterations per decision (default 200; never wall-clock time).",
    ),
    log_file: Path = typer.Option(
        None, "--log", help="Write every game (seed, decks, actions, result) as JSONL."
    ),
    allow_illegal: bool = typer.Option(
        False, "--allow-illegal", help="Play decks that fail validation."
    ),
    rules_file: Path = typer.Option(None, "--rules", help="A rules.yaml to play by."),
    html_file: Path = _html_option(),
    board: bool = typer.Option(
        False,
        "--board",
        help="Draw the game's board (a field, a table) in the terminal after each turn "
        "of the one game, as --seen-by sees it (default: all).",
    ),
    seen_by: SeenBy = _seen_by_option(board=True),
    backend: BackendName = BACKEND_OPTIONS["backend"],
    address: str = BACKEND_OPTIONS["address"],
    output: str = output_option(),
) -> None:
    """Play sample games between two decks: one with its log, or a batch with statistics."""
    from deckcheck.batch.runner import Matchup, play_game
    from deckcheck.games.engines import UnknownGameError, get_game

    _check_seen_by(html_file, seen_by, board)
    if html_file is not None and games != 1:
        raise UsageError("--html draws one game: use it with --games 1", code="BAD_OPTION")
    if board and games != 1:
        raise UsageError("--board draws one game: use it with --games 1", code="BAD_OPTION")
    if board and output != "text":
        raise UsageError(
            f"--board draws the game in the terminal: use it with --output text, not {output}",
            code="BAD_OPTION",
        )
    for out_file in (log_file, html_file):
        if out_file is not None:
            from deckcheck.loading.atomic import check_writable

            check_writable(out_file)  # before any game: a run never ends unable to keep them
    given = read_deck_arguments([deck_a, deck_b])
    chosen, decks, names, _ = load_decks(given, game, format_name, allow_illegal)
    try:
        engine = get_game(chosen)
    except UnknownGameError as err:
        raise UsageError(str(err)) from None
    rules = engine.load_rules(rules_file)
    agents = _agent_specs((agent_a, agent_b), budget)
    failures: list[DeckcheckError] = []
    matchup = Matchup(chosen, (decks[0], decks[1]), (names[0], names[1]), agents, rules)
    rules_hash = engine.rules_hash(rules)
    if games == 1:
        # A page, a board or a game's log (for `replay --html` later) keeps what a search
        # agent weighed (the same game either way).
        keep = html_file is not None or board or log_file is not None
        result, state = play_game(matchup, 0, seed, log=output == "text", considered=keep)
        one = _LogWriter(log_file, matchup, seed, rules_hash)
        try:
            with one as log:
                log.write(log.lines([result]))
        except DeckcheckError as err:  # the game is printed all the same
            failures.append(err)
        if one.error is not None:
            failures.append(one.error)
        if html_file is not None:
            from deckcheck.batch.records import GameRecord

            game_record = GameRecord.from_result(matchup, seed, result, rules_hash)
            try:
                _write_replay_page(html_file, game_record, rules, seen_by)
            except DeckcheckError as err:  # the game is printed all the same
                failures.append(err)

        def render_game() -> None:
            console = _console()
            if board:  # everything within the board's width, long lines wrapped
                from deckcheck.cli.board import MAX_WIDTH
                from deckcheck.cli.render import make_console

                console = make_console()
                console.width = min(console.width, MAX_WIDTH)
            for line in _game_header(matchup, result, [d.display for d in given]):
                console.print(printable(line), style="bold")
            if board:
                _render_board(console, matchup, seed, result, rules, rules_hash, seen_by)
            else:
                _render_log(console, state.log or [])
            console.print(printable(_result_line(matchup, result)), style="bold")

        emit(SimpleReport(render_game, _result_json(matchup, result, rules_hash)), output)
        _fail_after_output(failures)
        return
    import time

    from deckcheck.batch.runner import iter_games
    from deckcheck.batch.summary import Tally

    start = time.perf_counter()
    tally = Tally()
    interrupted = False
    record = log_file is not None
    if backend is not BackendName.local:
        if record:
            raise UsageError(
                "--log needs --backend local: game records are written here as games finish",
                code="BAD_OPTION",
            )
        # The same games as the local run, as work units: a unit's counts come back.
        from deckcheck.batch.units import plan_units

        runner = make_cli_backend(backend, jobs, address)
        with progress_bar(games, "playing") as advance:
            units = runner.run(plan_units("0-1", matchup, seed, games))
            try:
                for unit in units:
                    tally.add_unit(unit)
                    advance(unit.games)
            except KeyboardInterrupt:
                interrupted = True
            finally:
                units.close()  # cancels the remote work at once
    else:
        writer = _LogWriter(log_file, matchup, seed, rules_hash)
        played = False
        try:
            with progress_bar(games, "playing") as advance, writer as log:
                batches = iter_games(matchup, games, seed, jobs=jobs, record=record)
                try:
                    for batch in batches:
                        lines = log.lines(batch)
                        with interrupts_deferred():  # the log and the statistics: same games
                            log.write(lines)
                            for result in batch:
                                tally.add(result)
                        advance(len(batch))
                except KeyboardInterrupt:
                    interrupted = True  # what finished is kept: statistics and log, partial
                finally:
                    batches.close()  # stops the worker processes at once
                played = True
        except DeckcheckError as err:
            if not played:
                raise
            failures.append(err)  # the log's last write failed: the statistics stand
        if writer.error is not None:
            failures.append(writer.error)
    summary = tally.summary(matchup.names, time.perf_counter() - start, requested=games)
    data = summary.to_json()
    data.update(
        game=chosen,
        seed=seed,
        jobs=jobs,
        rules_hash=rules_hash,
        agents={"A": matchup.agents[0], "B": matchup.agents[1]},
        files={"A": given[0].display, "B": given[1].display},
    )
    emit(SimpleReport(lambda: _render_summary(_console(), summary, matchup, jobs), data), output)
    if interrupted:
        logged = ""
        if log_file is not None and not failures:
            logged = f"; {printable(str(log_file))} holds those games"
        for failure in failures:
            report_error(failure)
        echo(
            f"deckcheck: interrupted: {summary.games} of {games} games finished; "
            f"the statistics are partial{logged}",
            err=True,
        )
        raise typer.Exit(130)
    _fail_after_output(failures)


def _render_board(
    console: Console,
    matchup: Matchup,
    seed: int,
    result: GameResult,
    rules: Any,
    rules_hash: str,
    seen_by: SeenBy,
) -> None:
    """The game's turns, each with its log and the board at its end (``--board``), as
    ``seen_by`` saw them: replayed from its record, as the --html page is."""
    from deckcheck.batch.records import GameRecord
    from deckcheck.cli.board import render_board_game
    from deckcheck.engine.watch import watch

    record = GameRecord.from_result(matchup, seed, result, rules_hash)
    watched = watch(record, rules, seen_by.value)
    render_board_game(console, watched, record.seats()[0], record.names)


def _fail_after_output(failures: Sequence[DeckcheckError]) -> None:
    """The files a run could not write, said after its results were printed; exit 2."""
    for failure in failures:
        report_error(failure)
    if failures:
        raise typer.Exit(max(failure.exit_code for failure in failures))


def _result_json(matchup: Matchup, result: GameResult, rules_hash: str) -> dict[str, Any]:
    return {
        "game": matchup.game,
        "index": result.index,
        "seed": result.seed,
        "rules_hash": rules_hash,
        "first": "AB"[result.first_deck],
        "winner": None if result.winner is None else "AB"[result.winner],
        "reason": result.reason,
        "detail": result.detail,
        "turns": result.turns,
        "decisions": result.decisions,
    }


def _check_regular(path: Path) -> None:
    """A located input error unless ``path`` is a regular file (a device or a pipe would
    be read for ever; a name too long or a symbolic-link loop cannot be opened)."""
    import stat

    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise InputError(f"{path}: no such file", code="FILE_NOT_FOUND") from None
    except OSError as err:
        raise InputError(f"{path}: {err.strerror or err}", code="FILE_UNREADABLE") from None
    if stat.S_ISDIR(mode):
        raise InputError(f"{path}: is a directory", code="FILE_UNREADABLE")
    if not stat.S_ISREG(mode):
        raise InputError(f"{path}: not a regular file", code="FILE_UNREADABLE")


@app.command("replay")
def replay(
    log_file: Path = typer.Argument(..., help="A JSONL game log written by 'play --log'."),
    game_index: int = typer.Option(
        None, "--game-index", "-g", help="Which game (its index; default: the first)."
    ),
    rules_file: Path = typer.Option(None, "--rules", help="The rules.yaml it was played by."),
    html_file: Path = _html_option(),
    seen_by: SeenBy = _seen_by_option(),
) -> None:
    """Replay one recorded game, print its log and check that it ends as recorded;
    with --html, write it as a page to watch (--seen-by a|b: as that seat saw it)."""
    from deckcheck.batch.records import RecordError, read_records
    from deckcheck.batch.records import replay as replay_record
    from deckcheck.games.engines import UnknownGameError, get_game

    _check_regular(log_file)
    _check_seen_by(html_file, seen_by)
    if html_file is not None:
        from deckcheck.loading.atomic import check_writable

        check_writable(html_file)
    chosen = None
    try:
        for record in read_records(log_file):
            if game_index is None or record.index == game_index:
                chosen = record
                break
    except RecordError as err:  # the file is not a game log: an input error
        raise InputError(str(err), code="BAD_RECORD") from None
    except OSError as err:  # /proc/self/mem: a read error
        raise InputError(f"{log_file}: {err.strerror or err}", code="FILE_UNREADABLE") from None
    if chosen is None:
        if game_index is None:
            raise InputError(f"{log_file}: holds no game (an empty game log)", code="BAD_RECORD")
        raise UsageError(f"{log_file} holds no game with index {game_index}")
    try:
        engine = get_game(chosen.game)
    except UnknownGameError as err:
        raise UsageError(str(err)) from None
    rules = engine.load_rules(rules_file)
    try:
        state = replay_record(chosen, rules)
    except RecordError as err:  # the record does not replay to its result: invalid
        raise InvalidDeckError(f"{log_file}: {err}", code="REPLAY_MISMATCH") from None
    if html_file is not None:
        _write_replay_page(html_file, chosen, rules, seen_by)
    console = _console()
    labels = "AB"
    for label, name, agent in zip(labels, chosen.names, chosen.agents, strict=True):
        console.print(printable(f"{label}: {name}, {agent} agent"), style="bold")
    console.print(
        f"Game {chosen.index}, seed {chosen.seed}; {labels[chosen.first]} "
        f"{_first_words(chosen.game)[0]}",
        style="bold",
    )
    _render_log(console, state.log or [])
    verdict = "draw" if chosen.winner is None else f"{labels[chosen.winner]} wins"
    console.print(
        printable(
            f"Replayed {len(chosen.actions)} decisions: {verdict} — {chosen.detail}; "
            "matches the record"
        ),
        style="bold",
    )


@app.command("bench")
def bench(
    game: str = typer.Option(
        None, "--game", help="The game whose engine to time (default: the first game)."
    ),
    games: int = typer.Option(2000, "--games", "-n", min=1, help="Games per run."),
    seed: int = seed_option(),
    jobs: int = jobs_option(2),
    output: str = output_option(),
) -> None:
    """Time the engine: decisions and games per second (random agents), and the jobs speed-up."""
    from deckcheck.batch.bench import run_bench
    from deckcheck.engine.compiled import engine_build
    from deckcheck.games import default_game
    from deckcheck.games.engines import UnknownGameError, get_game

    game = game or default_game()
    try:
        engine = get_game(game)
    except UnknownGameError as err:
        raise UsageError(str(err)) from None
    result = run_bench(game, engine.sample_decks(), games, seed, jobs)
    build = engine_build()

    lines = [
        f"{game} ({build} engines): {result.games} games, random agents, one core: "
        f"{rate_words(result.decisions, result.seconds, 'decisions')}, "
        f"{rate_words(result.games, result.seconds, 'games')} "
        f"({result.decisions / result.games:.0f} decisions per game)"
    ]
    if result.parallel_seconds is not None and result.speedup is not None:
        lines.append(
            f"--jobs {jobs}: {rate_words(result.games, result.parallel_seconds, 'games')}, "
            f"speed-up {result.speedup:.2f}x"
        )
    data = {"game": game, "engines": build, **result.to_json()}
    if output == "github":
        # Nothing to flag as an error: the measurement as notices, which a workflow run
        # shows among its annotations and in its summary.
        from deckcheck.cli.reporters import github_notice

        for line in lines:
            typer.echo(github_notice("deckcheck bench", line))
        return

    def render_text() -> None:
        for line in lines:
            echo(line)

    emit(SimpleReport(render_text, data), output)
