"""The deck report: one self-contained HTML file.

Everything is inside the file — the style sheet, the charts as inline SVG
(:func:`deckcheck.doctor.charts.svg_chart`), the numbers as tables — and a Content
Security Policy of ``default-src 'none'`` tells the browser to fetch nothing, so the
page reads the same offline, from an e-mail attachment or a CI artefact. The numbers
behind the page are embedded too, as the JSON of ``deckcheck stats --output json``
(``<script type="application/json" id="deckcheck-stats">``: data, never run).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from deckcheck import __version__
from deckcheck.doctor.charts import svg_chart
from deckcheck.doctor.stats import DeckStats, Table, number
from deckcheck.output import json_island, utf8_safe


@dataclass(frozen=True)
class ListedCard:
    """One line of the report's deck list."""

    section: str
    id: str
    name: str
    copies: int
    detail: str


@dataclass(frozen=True)
class Finding:
    """A violation or warning of the deck, where it stands, and its rule."""

    code: str
    message: str
    where: str
    severity: str = "error"
    rule: str = ""


@dataclass(frozen=True)
class MatchupResult:
    """Sample games of the deck against one other deck (or why none were played)."""

    opponent: str
    file: str
    games: int
    wins: int
    draws: int
    rate: float
    low: float
    high: float
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "opponent": self.opponent,
            "file": self.file,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "win_rate": number(self.rate),
            "ci95": [number(self.low), number(self.high)],
            "note": self.note,
        }


STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2rem auto;
max-width:60rem;padding:0 1rem;color:#1b1b1b;line-height:1.4}
h1{margin-bottom:.2rem}h2{border-bottom:1px solid #ccc;padding-bottom:.2rem;margin-top:2rem}
.meta{color:#555}.verdict{font-weight:bold;padding:.1rem .5rem;border-radius:.3rem}
.legal{background:#d7f5dd}.incomplete{background:#fff1c2}.illegal,.unreadable{background:#fbd5d5}
table{border-collapse:collapse;margin:.5rem 0}td,th{padding:.15rem .6rem;text-align:left;
border-bottom:1px solid #eee}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
.chart{display:block;max-width:100%;height:auto;margin:.5rem 0}.note{color:#555;font-size:.9rem}
li.warning{color:#7a5200}li.error{color:#9b1c1c}code{font-size:.95em}
footer{margin-top:3rem;color:#777;font-size:.85rem}
"""


def _value(table: Table, value: float) -> str:
    if table.kind == "probability":
        return f"{value:.1%}"
    return str(number(value))


def table_html(table: Table) -> str:
    """A statistic: its title, its SVG chart and its numbers as a table."""
    head = "".join(f'<th class="n">{escape(c)}</th>' for c in table.columns)
    rows = []
    for row in table.rows:
        cells = "".join(
            f'<td class="n" data-column="{escape(c)}" data-value="{number(v)}">'
            f"{_value(table, v)}</td>"
            for c, v in zip(table.columns, row.values, strict=True)
        )
        detail = f'<td class="note">{escape(row.detail)}</td>' if row.detail else "<td></td>"
        rows.append(
            f'<tr data-row="{escape(row.label)}"><th>{escape(row.label)}</th>{cells}{detail}</tr>'
        )
    note = f'<p class="note">{escape(table.note)}</p>' if table.note else ""
    return (
        f'<section class="stat" id="stat-{escape(table.key)}"><h3>{escape(table.title)}</h3>'
        f"{svg_chart(table)}"
        f'<table class="numbers" data-table="{escape(table.key)}"><thead><tr><th></th>{head}'
        f"<th></th></tr></thead><tbody>{''.join(rows)}</tbody></table>{note}</section>"
    )


def deck_list_html(cards: Sequence[ListedCard]) -> str:
    parts = []
    sections: dict[str, list[ListedCard]] = {}
    for card in cards:
        sections.setdefault(card.section, []).append(card)
    for section, listed in sections.items():
        total = sum(c.copies for c in listed)
        rows = "".join(
            f'<tr><td class="n">{c.copies}</td><td><code>{escape(c.id)}</code></td>'
            f'<td>{escape(c.name)}</td><td class="note">{escape(c.detail)}</td></tr>'
            for c in listed
        )
        parts.append(
            f'<h3>{escape(section)} ({total})</h3><table class="deck-list"><tbody>{rows}'
            "</tbody></table>"
        )
    return "".join(parts)


def _findings(findings: Sequence[Finding]) -> str:
    if not findings:
        return "<p>No violations.</p>"
    items = "".join(
        f'<li class="{escape(f.severity)}"><code>{escape(f.where)}</code> '
        f"<strong>{escape(f.code)}</strong>: {escape(f.message)}"
        + (f'<br><span class="note">rule: {escape(f.rule)}</span>' if f.rule else "")
        + "</li>"
        for f in findings
    )
    return f'<ul class="findings">{items}</ul>'


def _matchups(results: Sequence[MatchupResult], about: str) -> str:
    played = [r for r in results if r.games]
    table = Table(
        "matchups",
        "Win rate against each deck (95% Wilson interval)",
        "probability",
        ("win", "ci95 low", "ci95 high"),
        tuple(_matchup_row(r) for r in played),
        about,
        interval=True,
    )
    notes = "".join(
        f"<li>{escape(r.opponent)} (<code>{escape(r.file)}</code>): {escape(r.note)}</li>"
        for r in results
        if not r.games
    )
    body = table_html(table) if played else ""
    return body + (f'<ul class="note">{notes}</ul>' if notes else "")


def _matchup_row(result: MatchupResult) -> Any:
    from deckcheck.doctor.stats import Row

    return Row(
        result.opponent,
        (result.rate, result.low, result.high),
        f"{result.wins} wins, {result.draws} draws in {result.games} games",
    )


def render_report(
    stats: DeckStats,
    cards: Sequence[ListedCard],
    findings: Sequence[Finding],
    *,
    matchups: Sequence[MatchupResult] = (),
    matchup_note: str = "",
    extra_tables: Sequence[Table] = (),
    extra_note: str = "",
) -> str:
    """The whole HTML page of a deck's report."""
    title = stats.name or stats.file
    data = json_island(stats.to_json())
    warnings = [Finding(w.code, w.message, str(w.location), "warning") for w in stats.warnings]
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "style-src 'unsafe-inline'\">",
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)} — deckcheck report</title><style>{STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f'<p class="meta"><code>{escape(stats.file)}</code> · {escape(stats.game)} · format '
        f"{escape(stats.format or '-')} · "
        f'<span class="verdict {escape(stats.verdict)}" id="verdict">'
        f"{escape(stats.verdict)}</span></p>",
        "<h2>Verdict</h2>",
        _findings([*findings, *warnings]),
        "<h2>Deck list</h2>",
        deck_list_html(cards),
        "<h2>Composition and odds</h2>",
        *(table_html(table) for table in stats.tables),
        f'<p class="note">Odds: {escape(stats.model)}.</p>',
    ]
    if extra_tables:
        parts.append("<h2>Squads from sample deals</h2>")
        parts.extend(table_html(table) for table in extra_tables)
        if extra_note:
            parts.append(f'<p class="note">{escape(extra_note)}</p>')
    if matchups:
        parts.append("<h2>Sample games</h2>")
        parts.append(_matchups(matchups, matchup_note))
    parts.append(
        f'<script type="application/json" id="deckcheck-stats">{data}</script>'
        f"<footer>Made by deckcheck {escape(__version__)}.</footer></body></html>"
    )
    return utf8_safe("\n".join(parts) + "\n")
