"""``deckcheck play``, ``replay`` and ``bench``: sample games with the rules engines.

``play`` reads two deck files, checks them against their format (an illegal deck stops
the command unless ``--allow-illegal``), and plays one game with a coloured log or a
batch with a summary. Everything happens in :mod:`deckcheck.services.play` (and the
engines under it); this module parses options, calls it and renders.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.app import app, deck_inputs, report_error
from deckcheck.cli.backends import BackendName, make_cli_backend
from deckcheck.cli.options import (
    DEFAULT_AGENT,
    AgentName,
    SeenBy,
    address_option,
    allow_illegal_option,
    backend_option,
    deck_argument,
    format_option,
    game_option,
    games_option,
    html_option,
    jobs_option,
    read_deck_arguments,
    rules_option,
    seed_option,
    seen_by_option,
)
from deckcheck.cli.render import checked_decks, echo, progress_bar
from deckcheck.cli.reporters import SimpleReport, emit, output_option
from deckcheck.diagnostics import printable
from deckcheck.errors import DeckcheckError, UsageError

if TYPE_CHECKING:
    from rich.console import Console

    from deckcheck.batch.runner import GameResult, Matchup
    from deckcheck.batch.summary import Summary
    from deckcheck.engine.api import LogEvent


def _check_seen_by(html_file: Path | None, seen_by: SeenBy, board: bool = False) -> None:
    if html_file is None and not board and seen_by is not SeenBy.all:
        raise UsageError(
            "--seen-by sets the view of the --html page or of --board: use it with one of them",
            code="BAD_OPTION",
        )


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


# --- commands ---------------------------------------------------------------------------


@app.command("play")
def play(
    deck_a: str = deck_argument("Player A's deck", metavar="DECK_A"),
    deck_b: str = deck_argument("Player B's deck", metavar="DECK_B"),
    game: str = game_option("the decks' game"),
    format_name: str = format_option(),
    games: int = games_option(1),
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
    allow_illegal: bool = allow_illegal_option(": play it all the same"),
    rules_file: Path = rules_option(),
    html_file: Path = html_option(),
    board: bool = typer.Option(
        False,
        "--board",
        help="Draw the game's board (a field, a table) in the terminal after each turn "
        "of the one game, as --seen-by sees it (default: all).",
    ),
    seen_by: SeenBy = seen_by_option(board=True),
    backend: BackendName = backend_option(),
    address: str = address_option(),
    output: str = output_option(),
) -> None:
    """Play sample games between two decks: one with its log, or a batch with statistics."""
    from deckcheck.services.decks import game_engine, load_matchup
    from deckcheck.services.play import play_batch, play_one

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
    from deckcheck.loading.atomic import check_outputs_apart, check_writable

    given = read_deck_arguments([deck_a, deck_b])
    check_outputs_apart(
        [("--log", log_file), ("--html", html_file)],
        [*deck_inputs(given), ("the --rules file read", rules_file)],
    )
    for out_file in (log_file, html_file):
        if out_file is not None:
            check_writable(out_file)  # before any game: a run never ends unable to keep them
    decks = checked_decks(given, game, format_name, allow_illegal)
    rules = game_engine(decks.game).load_rules(rules_file)
    loaded = load_matchup(decks, _agent_specs((agent_a, agent_b), budget), rules)
    matchup, rules_hash = loaded.matchup, loaded.rules_hash
    if games == 1:
        # A page, a board or a game's log (for `replay --html` later) keeps what a search
        # agent weighed (the same game either way).
        one = play_one(
            loaded,
            seed,
            log=output == "text",
            considered=board,
            log_file=log_file,
            html_file=html_file,
            seen_by=seen_by.value,
        )
        result = one.result

        def render_game() -> None:
            console = _console()
            if board:  # everything within the board's width, long lines wrapped
                from deckcheck.cli.board import MAX_WIDTH
                from deckcheck.cli.render import make_console

                console = make_console()
                console.width = min(console.width, MAX_WIDTH)
            for line in _game_header(matchup, result, decks.files):
                console.print(printable(line), style="bold")
            if board:
                _render_board(console, matchup, seed, result, rules, rules_hash, seen_by)
            else:
                _render_log(console, one.state.log or [])
            console.print(printable(_result_line(matchup, result)), style="bold")

        emit(SimpleReport(render_game, _result_json(matchup, result, rules_hash)), output)
        _fail_after_output(one.failures)
        return
    runner = None
    if backend is not BackendName.local:
        if log_file is not None:
            raise UsageError(
                "--log needs --backend local: game records are written here as games finish",
                code="BAD_OPTION",
            )
        # The same games as the local run, as work units: a unit's counts come back.
        runner = make_cli_backend(backend, jobs, address)
    with progress_bar(games, "playing") as advance:
        run = play_batch(
            loaded, games, seed, jobs=jobs, backend=runner, log_file=log_file, progress=advance
        )
    summary, failures = run.summary, run.failures
    data = summary.to_json()
    data.update(
        game=decks.game,
        seed=seed,
        jobs=jobs,
        rules_hash=rules_hash,
        agents={"A": matchup.agents[0], "B": matchup.agents[1]},
        files={"A": decks.files[0], "B": decks.files[1]},
    )
    emit(SimpleReport(lambda: _render_summary(_console(), summary, matchup, jobs), data), output)
    if run.interrupted:
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
    from deckcheck.doctor.watch import watch

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


@app.command("replay")
def replay(
    log_file: Path = typer.Argument(..., help="A JSONL game log written by 'play --log'."),
    game_index: int = typer.Option(
        None, "--game-index", "-g", help="Which game (its index; default: the first)."
    ),
    rules_file: Path = rules_option(" (the one the game was played by)"),
    html_file: Path = html_option(),
    seen_by: SeenBy = seen_by_option(),
) -> None:
    """Replay one recorded game, print its log and check that it ends as recorded;
    with --html, write it as a page to watch (--seen-by a|b: as that seat saw it)."""
    from deckcheck.loading.atomic import check_outputs_apart
    from deckcheck.services.play import replay_game

    _check_seen_by(html_file, seen_by)
    check_outputs_apart(
        [("--html", html_file)],
        [("the game log replayed", log_file), ("the --rules file read", rules_file)],
    )
    replayed = replay_game(
        log_file, game_index, rules_file, html_file=html_file, seen_by=seen_by.value
    )
    chosen = replayed.record
    console = _console()
    labels = "AB"
    for label, name, agent in zip(labels, chosen.names, chosen.agents, strict=True):
        console.print(printable(f"{label}: {name}, {agent} agent"), style="bold")
    console.print(
        f"Game {chosen.index}, seed {chosen.seed}; {labels[chosen.first]} "
        f"{_first_words(chosen.game)[0]}",
        style="bold",
    )
    _render_log(console, replayed.state.log or [])
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
    game: str = game_option("the first listed"),
    games: int = games_option(2000, " in each run"),
    seed: int = seed_option(),
    jobs: int = jobs_option(2),
    output: str = output_option(),
) -> None:
    """Time the engine: decisions and games per second (random agents), and the jobs speed-up."""
    from deckcheck.batch.bench import run_bench
    from deckcheck.engine.compiled import engine_build
    from deckcheck.games import default_game
    from deckcheck.services.decks import game_engine

    game = game or default_game()
    result = run_bench(game, game_engine(game).sample_decks(), games, seed, jobs)
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

    def render_text() -> None:
        for line in lines:
            echo(line)

    # Nothing to flag as an error: the measurement as notices, which a workflow run shows
    # among its annotations and in its summary.
    notes = [("deckcheck bench", line) for line in lines]
    emit(SimpleReport(render_text, data, notes=notes), output)
