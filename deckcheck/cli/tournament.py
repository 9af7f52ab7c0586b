"""``deckcheck tournament``: many decks against each other, as work units on a backend.

The decks are read and checked, the tournament planned, run and kept in its results file
by :mod:`deckcheck.services` (the games, seeds and pairings are
:mod:`deckcheck.batch.tournament`'s); this module parses options, calls them, and renders
the matrix, the standings and the HTML report.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.app import app, deck_inputs, report_error
from deckcheck.cli.backends import BackendName, make_cli_backend
from deckcheck.cli.options import (
    AgentName,
    address_option,
    against_option,
    agent_option,
    allow_illegal_option,
    backend_option,
    candidates_option,
    collection_option,
    deck_argument,
    format_option,
    game_option,
    games_option,
    jobs_option,
    read_deck_arguments,
    rounds_option,
    rules_option,
    seed_option,
)
from deckcheck.cli.render import checked_decks, echo, plural, progress_bar
from deckcheck.cli.reporters import SimpleReport, emit, output_option
from deckcheck.diagnostics import printable
from deckcheck.errors import DeckcheckError, UsageError

if TYPE_CHECKING:
    from deckcheck.batch.units import PairTally
    from deckcheck.formats.decks import DeckArgument
    from deckcheck.services.tournament import TournamentRun


class Mode(str, enum.Enum):
    round_robin = "round-robin"
    gauntlet = "gauntlet"
    swiss = "swiss"


# --- options -----------------------------------------------------------------------------


def _agents(
    default: AgentName,
    per_deck: Sequence[str],
    decks: Sequence[DeckArgument],
    names: Sequence[str],
) -> list[str]:
    from deckcheck.services.tournament import find_deck

    agents = [default.value] * len(decks)
    choices = [a.value for a in AgentName]
    for item in per_deck:
        file, sep, agent = item.rpartition("=")
        if not sep or not file:
            raise UsageError(f"--agent-for {item!r}: write FILE=AGENT", code="BAD_OPTION")
        if agent not in choices:
            raise UsageError(
                f"--agent-for {item!r}: no agent {agent!r}; choose one of {', '.join(choices)}",
                code="BAD_OPTION",
            )
        index = find_deck(file, decks, names)
        if index is None:
            raise UsageError(
                f"--agent-for {item!r}: {file} is not one of the decks", code="BAD_OPTION"
            )
        agents[index] = agent
    return agents


# --- rendering ---------------------------------------------------------------------------


def _interval(rate: Any) -> str:
    low, high = rate.interval
    return f"{low:.0%}–{high:.0%}"


def _cell_style(tally: PairTally) -> str:
    """Coloured around 50%: green above, red below; bold when the interval excludes 50%."""
    from deckcheck.batch.summary import Rate

    rate = Rate(tally.wins, tally.games)
    low, high = rate.interval
    colour = "green" if rate.rate > 0.5 else "red" if rate.rate < 0.5 else ""
    sure = low > 0.5 or high < 0.5
    return f"bold {colour}".strip() if sure else colour


def render_text(run: TournamentRun) -> None:
    """The matrix of win rates and the standings, for people."""
    from rich.table import Table
    from rich.text import Text

    from deckcheck.batch.summary import Rate
    from deckcheck.cli.render import make_console

    console = make_console()
    results, shares, backend = run.results, run.shares, run.backend
    tournament = results.tournament
    names = [e.name for e in tournament.entrants]
    n = len(names)
    head = (
        f"{tournament.mode}, {n} decks, {tournament.games} games per pairing, "
        f"seed {tournament.seed}; {results.games} games ({backend})"
    )
    if results.partial:
        done = f"{results.games} of {tournament.planned_games()} games"
        head = f"PARTIAL (interrupted): {done}; {head}"
    console.print(printable(head), style="bold")
    matrix = Table(
        title="Win % of the row deck against the column deck (95% CI)", title_justify="left"
    )
    matrix.add_column("")
    for j in range(n):
        matrix.add_column(str(j + 1), justify="right")
    for i in range(n):
        row_cells: list[Text] = []
        for j in range(n):
            tally = results.cell(i, j) if i != j else None
            if tally is None or not tally.games:
                row_cells.append(Text("·" if i != j else ""))
                continue
            rate = Rate(tally.wins, tally.games)
            text = f"{rate.rate:.0%} {_interval(rate)}"
            row_cells.append(Text(text, style=_cell_style(tally)))
        matrix.add_row(printable(f"{i + 1}. {names[i]}"), *row_cells)
    console.print(matrix)
    ns = {t.games for t in (results.by_key.values())}
    if len(ns) == 1:
        console.print(f"n = {ns.pop()} games per cell; draws are neither side's win.")
    standings = Table(title="Standings", title_justify="left")
    for column in ("#", "deck", "agent", "games", "wins", "win %", "95% CI"):
        standings.add_column(column, justify="left" if column in ("deck", "agent") else "right")
    if tournament.mode == "swiss":
        standings.add_column("points", justify="right")
    if shares is not None:
        standings.add_column("field win %", justify="right")
    for row in run.standings():
        rate = Rate(row["wins"], row["games"])
        cells: list[str] = [
            str(row["rank"]),
            printable(f"{row['deck']}. {row['name']}"),
            row["agent"],
            str(row["games"]),
            str(row["wins"]),
            f"{rate.rate:.1%}",
            f"{rate.interval[0]:.1%}–{rate.interval[1]:.1%}",
        ]
        if tournament.mode == "swiss":
            cells.append(f"{row['points']:g}")
        if shares is not None:
            field = row["field_win_rate"]
            if field is None:
                cells.append("-")
            else:
                low, high = field["ci95"]
                cells.append(f"{field['rate']:.1%} ({low:.1%}–{high:.1%})")
        standings.add_row(*cells)
    console.print(standings)
    if shares is not None:
        console.print(
            "Field win %: the mean of a deck's win rates against the other decks, weighted by "
            "their shares in --field (95% CI by the normal approximation)."
        )


def write_report(path: Path, run: TournamentRun) -> None:
    """The HTML report, written atomically."""
    from deckcheck.batch.summary import Rate
    from deckcheck.cli.report import detail_lines
    from deckcheck.doctor.html import ListedCard
    from deckcheck.doctor.tournament_report import HeatCell, render_tournament
    from deckcheck.formats.checker import DeckChecker
    from deckcheck.loading.atomic import write_atomic

    results = run.results
    tournament = results.tournament
    catalogue = DeckChecker().catalogue(tournament.game)
    names = [f"{i + 1}. {e.name}" for i, e in enumerate(tournament.entrants)]
    cells = []
    for i in range(len(names)):
        for j in range(len(names)):
            tally = results.cell(i, j) if i != j else None
            if tally is None or not tally.games:
                continue
            rate = Rate(tally.wins, tally.games)
            low, high = rate.interval
            cell = HeatCell(names[i], names[j], tally.games, tally.wins, rate.rate, low, high)
            cells.append(cell)
    standings = []
    for row in results.standings():
        low, high = row.rate.interval
        detail = f"{row.wins} wins, {row.draws} draws in {row.games} games"
        standings.append((names[row.index], row.rate.rate, low, high, detail))
    decks = []
    for name, entrant in zip(names, tournament.entrants, strict=True):
        listed = []
        for card_id, copies in entrant.cards.items():
            card = catalogue.cards.get(card_id)
            listed.append(
                ListedCard(
                    "Cards",
                    card_id,
                    card.name if card else card_id,
                    copies,
                    detail_lines(card, catalogue) if card else "",
                )
            )
        decks.append((f"{name} ({entrant.agent} agent)", entrant.file, listed))
    meta = (
        f"{tournament.game} · {tournament.mode} · {tournament.games} games per pairing · "
        f"seed {tournament.seed} · {results.games} games"
    )
    partial = (
        f"Partial: interrupted after {results.games} of {tournament.planned_games()} games"
        if results.partial
        else ""
    )
    page = render_tournament(
        "Tournament", meta, names, cells, standings, decks, run.to_json(), partial=partial
    )
    write_atomic(path, page.encode("utf-8"))


# --- the command ---------------------------------------------------------------------------


@app.command("tournament")
def tournament(
    decks: list[str] = deck_argument("The decks (two or more), each"),
    mode: Mode = typer.Option(Mode.round_robin, "--mode", "-m", help="Who plays whom."),
    games_per_pair: int = typer.Option(
        100, "--games-per-pair", "-n", min=2, help="Games per pairing (made even)."
    ),
    rounds: int = rounds_option(None, " of --mode swiss (default: log2 of the decks, rounded up)"),
    seed: int = seed_option(),
    agent: AgentName = agent_option(),
    agent_for: list[str] = typer.Option(
        None,
        "--agent-for",
        metavar="FILE=AGENT",
        help="One deck's agent (repeatable): deck.yaml=greedy.",
        show_default=False,
    ),
    game: str = game_option("the decks' game"),
    format_name: str = format_option(),
    allow_illegal: bool = allow_illegal_option(": play it all the same"),
    rules_file: Path = rules_option(),
    jobs: int = jobs_option(),
    backend: BackendName = backend_option(),
    address: str = address_option(),
    chunk: int = typer.Option(
        None,
        "--chunk",
        min=2,
        help="Games per work unit (default: up to 100).",
        show_default=False,
    ),
    field_file: Path = typer.Option(
        None,
        "--field",
        help="Deck shares of a field (YAML deck: share): field-weighted win rates.",
        show_default=False,
    ),
    report_file: Path = typer.Option(
        None,
        "--report",
        help="Write a self-contained HTML report (heat map, standings, decks).",
        show_default=False,
    ),
    resume_file: Path = typer.Option(
        None,
        "--resume",
        help="Results file: finished work units are appended to it, and a run with the "
        "same options continues from it.",
        show_default=False,
    ),
    output: str = output_option(),
) -> None:
    """Play decks against each other: a matrix of win rates and the standings.

    Round-robin plays every pair, gauntlet the first deck against each other one, swiss
    rounds of decks of like standing. Decks alternate seats in every pairing; the same
    --seed gives the same numbers on any backend and any --jobs. Exit 0; 130 when
    interrupted (the standings so far are printed, marked partial).
    """
    from deckcheck.batch.tournament import entrant_names
    from deckcheck.batch.workers import WorkerError
    from deckcheck.services.decks import game_engine
    from deckcheck.services.tournament import plan_tournament, read_field, run_tournament

    if len(decks) < 2:
        raise UsageError("a tournament needs at least two decks", code="BAD_OPTION")
    given = read_deck_arguments(decks)
    check_destinations(
        report=report_file,
        resume=resume_file,
        inputs=[
            *deck_inputs(given),
            ("the --rules file read", rules_file),
            ("the --field file read", field_file),
        ],
    )
    checked = checked_decks(given, game, format_name, allow_illegal)
    names = entrant_names(checked.names)
    engine = game_engine(checked.game)
    agents = _agents(agent, agent_for or [], given, names)
    shares = read_field(field_file, given, names) if field_file is not None else None
    plan = plan_tournament(
        checked,
        agents=agents,
        rules=engine.load_rules(rules_file),
        mode=mode.value,
        games_per_pair=games_per_pair,
        seed=seed,
        chunk=chunk,
        rounds=rounds,
    )
    runner = make_cli_backend(backend, jobs, address)
    try:
        run = run_tournament(
            plan,
            runner,
            resume_file=resume_file,
            shares=shares,
            progress=lambda left: progress_bar(left, "playing"),
        )
    except WorkerError as err:
        kept = ""
        if resume_file is not None:
            kept = f"; {printable(str(resume_file))} keeps the finished units"
        echo(f"deckcheck: {err}: the tournament stopped{kept}", err=True)
        raise typer.Exit(1) from None
    failures = run.failures
    if report_file is not None:
        try:
            write_report(report_file, run)
        except DeckcheckError as err:  # the results are printed all the same
            failures.append(err)
    emit(SimpleReport(lambda: render_text(run), run.to_json(), table=run.rows), output)
    for failure in failures:
        report_error(failure)
    if run.interrupted:
        kept = f"; {printable(str(resume_file))} keeps the finished units" if resume_file else ""
        echo(
            f"deckcheck: interrupted: {run.results.games} of {plan.planned_games()} games "
            f"finished; the standings are partial{kept}",
            err=True,
        )
        raise typer.Exit(130)
    if failures:
        raise typer.Exit(max(failure.exit_code for failure in failures))


def check_destinations(
    *,
    report: Path | None = None,
    resume: Path | None = None,
    inputs: Sequence[tuple[str, Path | int | None]] = (),
) -> None:
    """Refuse, before any game is played, an output file that could not be written at the
    end (a missing or read-only folder, a directory, a read-only file) or a results file
    that could not be added to: a long run never ends in an error that loses its games.
    Neither may be one of the files read (``inputs``: a deck, the --field file) nor the
    other: the report would replace the finished units."""
    from deckcheck.batch.unitlog import check_appendable
    from deckcheck.loading.atomic import check_outputs_apart, check_writable

    check_outputs_apart([("--report", report), ("--resume", resume)], inputs)
    if report is not None:
        check_writable(report)
    if resume is not None and check_appendable(resume) is None:
        check_writable(resume)  # a new results file: its folder must take it


# --- tune: one slot swapped, candidates ranked ----------------------------------------------


@app.command("tune")
def tune(
    deck: str = deck_argument("The deck to improve"),
    against: list[str] = against_option(),
    games: int = games_option(200, " between each candidate and each opponent", min=2),
    candidates: int = candidates_option(12, ": one-card swaps of the deck", short=True),
    collection_file: Path = collection_option(
        ": swap in only its cards (default: any card of the game)"
    ),
    seed: int = seed_option(),
    agent: AgentName = agent_option(),
    format_name: str = format_option(),
    jobs: int = jobs_option(),
    backend: BackendName = backend_option(),
    address: str = address_option(),
    output: str = output_option(),
) -> None:
    """Try one-card swaps of a deck against opponents: candidates ranked by win rate.

    Each candidate swaps one copy of a card of the deck for a card of the collection (or
    the game), and stays legal. The deck as given and every candidate play the same
    games against each --against deck; each candidate is compared with the deck by a
    two-proportion z-test, significant at 5% after a Bonferroni correction over the
    candidates. Exit 0; 130 when interrupted (the ranking so far, marked partial).
    """
    from deckcheck.builder.tune import ALPHA, Opponent, rank_candidates, swap_candidates
    from deckcheck.cli.render import open_collection
    from deckcheck.formats.checker import DeckChecker

    # Swaps keep the deck legal, so an illegal deck is refused (tune has no --allow-illegal).
    given = read_deck_arguments([deck, *against])
    checked = checked_decks(given, None, format_name, False, can_allow=False)
    chosen, cards, names, reports = checked.game, checked.cards, checked.names, checked.reports
    checker = DeckChecker()
    report = reports[0]  # as validate read it: its sections are what the swaps change
    assert report.cards is not None and report.format is not None
    fmt = checker.formats(chosen)[report.format]
    catalogue = checker.catalogue(chosen)
    collection = None if collection_file is None else open_collection(collection_file, chosen)
    sections = report.cards.sections
    swaps = swap_candidates(catalogue, fmt, sections, candidates, seed, collection)
    if not swaps:
        raise UsageError("no legal one-card swap of the deck was found", code="NO_CANDIDATE")
    gauntlet = [
        Opponent(name, deck_cards) for name, deck_cards in zip(names[1:], cards[1:], strict=True)
    ]
    runner = make_cli_backend(backend, jobs, address)
    total = (len(swaps) + 1) * len(gauntlet) * (games + games % 2)
    with progress_bar(total, "playing") as advance:
        ranked, interrupted = rank_candidates(
            chosen,
            sections,
            swaps,
            gauntlet,
            games * len(gauntlet),
            seed,
            agent.value,
            runner,
            progress=advance,
        )
    played = sum(r.games for r in ranked)
    data = {
        "game": chosen,
        "deck": given[0].display,
        "against": [opponent.display for opponent in given[1:]],
        "seed": seed,
        "agent": agent.value,
        "games_per_opponent": games + games % 2,
        "test": "two-proportion z-test against the deck as given, two-sided, "
        f"Bonferroni-corrected: significant when p < {ALPHA / len(swaps):.4g}",
        "partial": interrupted,
        "games": played,
        "games_planned": total,
        "candidates": [r.to_json() for r in ranked],
    }

    def render() -> None:
        from rich.table import Table

        from deckcheck.batch.summary import Rate
        from deckcheck.cli.render import make_console

        console = make_console()
        title = (
            f"{names[0]}: {len(swaps)} one-card swaps against {plural(len(gauntlet), 'deck')}, "
            f"{games + games % 2} games each"
        )
        if interrupted:
            title = f"PARTIAL (interrupted): {played} of {total} games; {title}"
        table = Table(title=printable(title), title_justify="left")
        for column in ("#", "change", "games", "wins", "win %", "95% CI", "p", "significant"):
            left = column in ("change", "significant")
            table.add_column(column, justify="left" if left else "right")
        given = next(r for r in ranked if r.swap is None)
        card_names = {card.id: card.name for card in catalogue}
        for rank, r in enumerate(ranked, start=1):
            rate = Rate(r.wins, r.games)
            low, high = rate.interval
            mark = ""
            if r.significant:
                mark = "better" if r.wins * given.games > given.wins * r.games else "worse"
            table.add_row(
                str(rank),
                "(the deck as given)" if r.swap is None else r.swap.words(card_names),
                str(r.games),
                str(r.wins),
                f"{rate.rate:.1%}",
                f"{low:.1%}–{high:.1%}",
                "" if r.swap is None else f"{r.p_value:.3g}",
                mark,
                style="bold" if r.swap is None or r.significant else "",
            )
        console.print(table)
        console.print(
            "p: two-sided two-proportion z-test of a swap against the deck as given; "
            f"significant when p < {ALPHA / len(swaps):.4g} ({ALPHA:.0%}, Bonferroni over "
            f"{len(swaps)} swaps). All decks play the same deals, which makes the test "
            "conservative."
        )

    emit(SimpleReport(render, data), output)
    if interrupted:
        echo(
            f"deckcheck: interrupted: {played} of {total} games finished; the ranking is partial",
            err=True,
        )
        raise typer.Exit(130)
