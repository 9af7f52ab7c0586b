"""``deckcheck report``: a deck's verdict, list, charts, odds and sample games as one
self-contained HTML file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.cli.app import app, deck_inputs
from deckcheck.cli.options import (
    AgentName,
    against_option,
    agent_option,
    allow_illegal_option,
    deals_option,
    deck_argument,
    format_option,
    games_option,
    jobs_option,
    out_option,
    read_deck_arguments,
    seed_option,
    turns_option,
)
from deckcheck.cli.render import echo, plural
from deckcheck.diagnostics import clipped

if TYPE_CHECKING:
    from deckcheck.catalog.model import Card, Catalogue
    from deckcheck.doctor.html import Finding, ListedCard, MatchupResult
    from deckcheck.formats.checker import DeckChecker, DeckReport
    from deckcheck.formats.decks import DeckArgument
    from deckcheck.formats.model import Format


def detail_lines(card: Card, catalogue: Catalogue) -> str:
    info = catalogue.info
    parts = [info.types.name(card.type)]
    if card.elements:
        parts.append(", ".join(info.elements.name(e) for e in card.elements))
    if card.power is not None:
        parts.append(str(card.power))
    cost = card.number("cost")
    if cost is not None:
        parts.append(f"cost {cost}" + (" elite" if card.flag("elite") else ""))
    if card.subtype == "flying":
        parts.append(info.subtypes.name("flying"))
    return " · ".join(parts)


def _listed(report: DeckReport, catalogue: Catalogue, fmt: Format | None) -> list[ListedCard]:
    from deckcheck.doctor.html import ListedCard

    assert report.cards is not None
    listed = []
    for key, counts in report.cards.sections.items():
        section = fmt.sections[key].name if fmt is not None and key in fmt.sections else key
        for card_id, copies in counts.items():
            card = catalogue.cards[card_id]
            detail = detail_lines(card, catalogue)
            listed.append(ListedCard(section, card_id, card.name, copies, detail))
    return listed


def _findings(report: DeckReport) -> list[Finding]:
    from deckcheck.doctor.html import Finding

    found = [Finding(p.code, p.message, str(p.location), p.severity.value) for p in report.problems]
    for v in report.violations:
        rule = " — ".join(part for part in (v.rule, v.source) if part)
        found.append(Finding(v.code, v.message, str(v.location or report.file), "error", rule))
    return found


def _matchup(
    checker: DeckChecker,
    mine: DeckReport,
    opponent: DeckArgument,
    format_name: str | None,
    *,
    games: int,
    seed: int,
    jobs: int,
    agent: str,
    allow_illegal: bool,
) -> MatchupResult:
    from deckcheck.batch.runner import Matchup, run_games
    from deckcheck.batch.summary import summarise
    from deckcheck.cli.render import read_checked_deck
    from deckcheck.doctor.html import MatchupResult
    from deckcheck.errors import UsageError

    _, theirs, _ = read_checked_deck(opponent, format_name, checker)
    assert mine.cards is not None and theirs.cards is not None and mine.deck is not None
    name = clipped((theirs.deck.name if theirs.deck else None) or opponent.stem)
    if theirs.game != mine.game:
        raise UsageError(
            f"{theirs.file} is a {theirs.game} deck; {mine.file} is a {mine.game} deck",
            code="WRONG_GAME",
        )
    illegal = [r.file for r in (mine, theirs) if not r.valid]
    if illegal and not allow_illegal:
        note = f"not played: {', '.join(illegal)} not legal (--allow-illegal plays it)"
        return MatchupResult(name, theirs.file, 0, 0, 0, 0.0, 0.0, 1.0, note)
    assert mine.game is not None
    matchup = Matchup(
        mine.game,
        (mine.cards.counts(), theirs.cards.counts()),
        (clipped(mine.deck.name or "A"), name),
        (agent, agent),
    )
    summary = summarise(run_games(matchup, games, seed, jobs=jobs), matchup.names)
    low, high = summary.wins[0].interval
    return MatchupResult(
        name,
        theirs.file,
        games,
        summary.wins[0].count,
        summary.draws.count,
        summary.wins[0].rate,
        low,
        high,
    )


@app.command("report")
def report(
    deck: str = deck_argument(),
    out: Path = out_option("the HTML report", required=True, dir_okay=False),
    against: list[str] = against_option([]),
    format_name: str = format_option(),
    games: int = games_option(200, " against each --against deck", max=100_000),
    deals: int = deals_option(500, " to sample for a game's squad charts", min=0, max=100_000),
    turns: int = turns_option(),
    seed: int = seed_option(),
    jobs: int = jobs_option(),
    agent: AgentName = agent_option(),
    allow_illegal: bool = allow_illegal_option(": play its sample games all the same"),
) -> None:
    """Write a deck's report as one self-contained HTML file.

    The page holds the verdict against the deck's format with every violation, the deck
    list, the charts and exact odds of 'deckcheck stats' (inline SVG; the numbers are
    those of 'stats --output json'), for Berserk the squads of --deals sample deals
    (first player), and with --against the deck's win rate against each deck in --games
    sample games, with its 95% interval. The page loads nothing from the network.
    Exit 0 when written, 2 when a deck cannot be read or the file cannot be written.
    """
    from deckcheck.builder.files import make_folder, write_atomic
    from deckcheck.cli.render import read_checked_deck
    from deckcheck.doctor.html import render_report
    from deckcheck.doctor.stats import StatsRequest, deck_stats
    from deckcheck.games import profile
    from deckcheck.loading.atomic import check_outputs_apart, check_writable

    given, *opponents = read_deck_arguments([deck, *against])
    check_outputs_apart([("--out", out)], deck_inputs([given, *opponents]))
    checker, checked, fmt = read_checked_deck(given, format_name)
    # Before the sample games, which take seconds to minutes: a report that cannot be
    # written is said now, not after them (its folder is made now for the check).
    make_folder(out)
    check_writable(out)
    assert checked.game is not None and checked.cards is not None
    catalogue = checker.catalogue(checked.game)
    stats = deck_stats(checked, catalogue, fmt, turns=turns)
    charts = profile(checked.game).report_charts
    extra = None if charts is None else charts(
        StatsRequest(checked, catalogue, fmt, turns, deals=deals, seed=seed))
    matchups = [
        _matchup(
            checker,
            checked,
            opponent,
            format_name,
            games=games,
            seed=seed,
            jobs=jobs,
            agent=agent.value,
            allow_illegal=allow_illegal,
        )
        for opponent in opponents
    ]
    note = (
        f"{games} games against each deck, {agent.value} agents, seed {seed}; the decks "
        "alternate seats"
    )
    page = render_report(
        stats,
        _listed(checked, catalogue, fmt),
        _findings(checked),
        matchups=matchups,
        matchup_note=note,
        extra_tables=extra.tables if extra else (),
        extra_note=extra.note if extra else "",
    )
    write_atomic(out, page.encode("utf-8"))
    played = sum(1 for m in matchups if m.games)
    echo(
        f"{out}: report of {checked.file} ({stats.verdict}), {plural(len(stats.tables), 'chart')}"
        + (f", {extra.summary}" if extra and extra.tables else "")
        + (f", {played} matchup{'s' if played != 1 else ''} of {games} games" if against else "")
    )
