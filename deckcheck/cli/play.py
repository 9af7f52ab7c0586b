"""``deckcheck play``, ``replay`` and ``bench``: sample games with the rules engines.

``play`` reads two deck files, checks them against their format (an illegal deck stops
the command unless ``--allow-illegal``), and plays one game with a coloured log or a
batch with a summary. Everything happens in :mod:`deckcheck.engine`; this module parses
options and renders.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.app import app, check_jobs
from deckcheck.cli.render import (
    InvalidDeckError,
    TextOrJson,
    echo_deck_violations,
    echo_json,
    output_option,
)
from deckcheck.errors import InputError, UsageError

if TYPE_CHECKING:
    from rich.console import Console

    from deckcheck.engine.api import LogEvent
    from deckcheck.engine.runner import GameResult, Matchup
    from deckcheck.engine.stats import Summary


class AgentName(str, enum.Enum):
    random = "random"
    greedy = "greedy"
    search = "search"


def _agent_specs(agents: tuple[AgentName, AgentName], budget: int | None) -> tuple[str, str]:
    """The agents as the runner names them: ``search:N`` for a search with a budget."""
    if budget is not None and AgentName.search not in agents:
        raise UsageError("--budget sets the search agent's iterations: use it with "
                         "--agent-a search or --agent-b search", code="BAD_OPTION")
    return (
        f"{agents[0].value}:{budget}" if budget and agents[0] is AgentName.search
        else agents[0].value,
        f"{agents[1].value}:{budget}" if budget and agents[1] is AgentName.search
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
    from deckcheck.engine.games import get_game

    return get_game(game).first_seat


def _console(stderr: bool = False) -> Console:
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=True)


# --- decks ------------------------------------------------------------------------------


def _load_decks(
    paths: Sequence[Path], game: str | None, format_name: str | None, allow_illegal: bool
) -> tuple[str, list[dict[str, int]], list[str]]:
    """Check both deck files; their game, engine decks and names. Exits on problems."""
    from deckcheck.formats.checker import DeckChecker

    checker = DeckChecker()
    if format_name is not None and checker.find_format(format_name) is None:
        raise UsageError(
            f"no format {format_name!r}{checker.suggest_format(format_name)} "
            f"(formats: {', '.join(checker.format_names())})",
            code="UNKNOWN_FORMAT",
        )
    reports = [checker.check_path(path, format_name) for path in paths]
    for report in reports:
        if report.unreadable:
            for problem in report.problems:
                typer.echo(problem.render(), err=True)
            raise InputError(f"cannot read the deck file {report.file}", code="DECK_UNREADABLE")
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
        raise InvalidDeckError(
            f"not a legal deck: {files} (play it anyway with --allow-illegal)",
            code="DECK_ILLEGAL",
        )
    decks: list[dict[str, int]] = []
    names: list[str] = []
    for report, path in zip(reports, paths, strict=True):
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
        decks.append(report.cards.counts())
        names.append(report.deck.name or path.stem)
    return chosen, decks, names


# --- rendering ------------------------------------------------------------------------


def _render_log(console: Console, events: Sequence[LogEvent]) -> None:
    from rich.text import Text

    for event in events:
        console.print(Text(event.line(), style=_STYLES.get(event.kind, "")))


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

    table = Table(title=f"{summary.games} games", title_justify="left")
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
            label, name, agent, str(rate.count), f"{rate.rate:.1%}", f"{low:.1%}–{high:.1%}"
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
    if matchup.game == "berserk":  # cards the engine plays without some printed ability
        from deckcheck.engine.berserk.cards import deck_ability_note

        for label, deck in zip("AB", matchup.decks, strict=True):
            console.print(f"{label}: {deck_ability_note(deck)}")
    first = summary.first_seat_wins
    low, high = first.interval
    console.print(
        f"{_first_words(matchup.game)[1]} won {first.count} of {summary.games} "
        f"({first.rate:.1%}, "
        f"95% CI {low:.1%}–{high:.1%}); decks alternate seats."
    )
    reasons = ", ".join(f"{k} {v}" for k, v in sorted(summary.reasons.items()))
    console.print(
        f"Average {summary.average_turns:.1f} turns, "
        f"{summary.average_decisions:.1f} decisions per game; ends: {reasons}"
    )
    console.print(
        f"{summary.games_per_second:.0f} games/s "
        f"({summary.seconds:.2f} s, {jobs} job{'s' if jobs != 1 else ''})"
    )


def _progress_run(
    matchup: Matchup, games: int, seed: int, jobs: int, record: bool
) -> list[GameResult]:
    from deckcheck.engine.runner import run_games

    if not sys.stderr.isatty() or games < 2:
        return run_games(matchup, games, seed, jobs=jobs, record=record)
    from rich.progress import Progress

    with Progress(console=_console(stderr=True), transient=True) as progress:
        task = progress.add_task("playing", total=games)
        return run_games(
            matchup,
            games,
            seed,
            jobs=jobs,
            record=record,
            progress=lambda n: progress.advance(task, n),
        )


def _write_log(
    path: Path, matchup: Matchup, seed: int, results: Sequence[GameResult], rules_hash: str
) -> None:
    from deckcheck.engine.record import GameRecord, write_records

    records = (GameRecord.from_result(matchup, seed, r, rules_hash) for r in results)
    try:
        with path.open("w", encoding="utf-8") as stream:
            write_records(records, stream)
    except OSError as err:
        raise InputError(f"{path}: cannot write the game log: {err.strerror}") from None


# --- commands ---------------------------------------------------------------------------


@app.command("play")
def play(
    deck_a: Path = typer.Argument(..., help="Deck file of player A (YAML or text list)."),
    deck_b: Path = typer.Argument(..., help="Deck file of player B."),
    game: str = typer.Option(None, "--game", help="The game (default: the decks' game)."),
    format_name: str = typer.Option(
        None, "--format", "-f", help="Check the decks against this format (default: theirs)."
    ),
    games: int = typer.Option(1, "--games", "-n", min=1, help="How many games to play."),
    seed: int = typer.Option(0, "--seed", "-s", help="Seed: the same seed, the same games."),
    jobs: int = typer.Option(
        1,
        "--jobs",
        "-j",
        min=0,
        callback=check_jobs,
        help="Processes for a batch (0: one per core).",
    ),
    agent_a: AgentName = typer.Option(AgentName.random, "--agent-a", help="Agent of deck A."),
    agent_b: AgentName = typer.Option(AgentName.random, "--agent-b", help="Agent of deck B."),
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
    output: TextOrJson = output_option(),
) -> None:
    """Play sample games between two decks: one with its log, or a batch with statistics."""
    from deckcheck.engine.games import UnknownGameError, get_game
    from deckcheck.engine.runner import Matchup, play_game

    chosen, decks, names = _load_decks([deck_a, deck_b], game, format_name, allow_illegal)
    try:
        engine = get_game(chosen)
    except UnknownGameError as err:
        raise UsageError(str(err)) from None
    rules = engine.load_rules(rules_file)
    agents = _agent_specs((agent_a, agent_b), budget)
    matchup = Matchup(chosen, (decks[0], decks[1]), (names[0], names[1]), agents, rules)
    rules_hash = engine.rules_hash(rules)
    if games == 1:
        result, state = play_game(matchup, 0, seed, log=output is TextOrJson.text)
        if log_file is not None:
            _write_log(log_file, matchup, seed, [result], rules_hash)
        if output is TextOrJson.json:
            echo_json(_result_json(matchup, result, rules_hash))
            return
        console = _console()
        for line in _game_header(matchup, result, [str(deck_a), str(deck_b)]):
            console.print(line, style="bold")
        _render_log(console, state.log or [])
        console.print(_result_line(matchup, result), style="bold")
        return
    import time

    from deckcheck.engine.stats import summarise

    start = time.perf_counter()
    results = _progress_run(matchup, games, seed, jobs, record=log_file is not None)
    summary = summarise(results, matchup.names, time.perf_counter() - start)
    if log_file is not None:
        _write_log(log_file, matchup, seed, results, rules_hash)
    if output is TextOrJson.json:
        data = summary.to_json()
        data.update(
            game=chosen,
            seed=seed,
            jobs=jobs,
            rules_hash=rules_hash,
            agents={"A": matchup.agents[0], "B": matchup.agents[1]},
            files={"A": str(deck_a), "B": str(deck_b)},
        )
        echo_json(data)
        return
    _render_summary(_console(), summary, matchup, jobs)


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
    rules_file: Path = typer.Option(None, "--rules", help="The rules.yaml it was played by."),
) -> None:
    """Replay one recorded game, print its log and check that it ends as recorded."""
    from deckcheck.engine.games import UnknownGameError, get_game
    from deckcheck.engine.record import RecordError, read_records
    from deckcheck.engine.record import replay as replay_record

    if not log_file.is_file():
        if log_file.is_dir():
            raise InputError(f"{log_file}: is a directory", code="FILE_UNREADABLE")
        if log_file.exists():  # a device or a pipe: /dev/zero would be read for ever
            raise InputError(f"{log_file}: not a regular file", code="FILE_UNREADABLE")
        raise InputError(f"{log_file}: no such file", code="FILE_NOT_FOUND")
    chosen = None
    try:
        for record in read_records(log_file):
            if game_index is None or record.index == game_index:
                chosen = record
                break
    except RecordError as err:  # the file is not a game log: an input error
        raise InputError(str(err), code="BAD_RECORD") from None
    if chosen is None:
        raise UsageError(f"{log_file} holds no game with index {game_index}")
    try:
        engine = get_game(chosen.game)
    except UnknownGameError as err:
        raise UsageError(str(err)) from None
    try:
        state = replay_record(chosen, engine.load_rules(rules_file))
    except RecordError as err:  # the record does not replay to its result: invalid
        raise InvalidDeckError(f"{log_file}: {err}", code="REPLAY_MISMATCH") from None
    console = _console()
    labels = "AB"
    for label, name, agent in zip(labels, chosen.names, chosen.agents, strict=True):
        console.print(f"{label}: {name}, {agent} agent", style="bold")
    console.print(
        f"Game {chosen.index}, seed {chosen.seed}; {labels[chosen.first]} "
        f"{_first_words(chosen.game)[0]}",
        style="bold",
    )
    _render_log(console, state.log or [])
    verdict = "draw" if chosen.winner is None else f"{labels[chosen.winner]} wins"
    console.print(
        f"Replayed {len(chosen.actions)} decisions: {verdict} — {chosen.detail}; "
        "matches the record",
        style="bold",
    )


@app.command("bench")
def bench(
    game: str = typer.Option("ccs", "--game", help="The game whose engine to time."),
    games: int = typer.Option(2000, "--games", "-n", min=1, help="Games per run."),
    seed: int = typer.Option(0, "--seed", "-s"),
    jobs: int = typer.Option(
        2,
        "--jobs",
        "-j",
        min=1,
        callback=check_jobs,
        help="Processes for the parallel run (1: skip it).",
    ),
    output: TextOrJson = output_option(),
) -> None:
    """Time the engine: decisions and games per second (random agents), and the jobs speed-up."""
    from deckcheck.engine.bench import run_bench
    from deckcheck.engine.games import UnknownGameError, get_game

    try:
        engine = get_game(game)
    except UnknownGameError as err:
        raise UsageError(str(err)) from None
    result = run_bench(game, engine.sample_decks(), games, seed, jobs)
    if output is TextOrJson.json:
        echo_json({"game": game, **result.to_json()})
        return
    typer.echo(
        f"{game}: {result.games} games, random agents, one core: "
        f"{result.decisions_per_second:,.0f} decisions/s, "
        f"{result.games_per_second:,.0f} games/s "
        f"({result.decisions / result.games:.0f} decisions per game)"
    )
    if result.speedup is not None:
        typer.echo(
            f"--jobs {jobs}: {result.parallel_games_per_second:,.0f} games/s, "
            f"speed-up {result.speedup:.2f}x"
        )
