"""The tournament report: one self-contained HTML page with a heat map of win rates.

Built like the deck report (:mod:`deckcheck.doctor.html`): its style sheet, a Content
Security Policy that fetches nothing, inline SVG, and the numbers as tables and as the
JSON of ``deckcheck tournament --output json`` (``<script type="application/json"
id="deckcheck-tournament">``: data, never run). The heat map's colour diverges around
50%: blue where the row's deck wins more often than it loses, orange where less, grey
for a pairing not played; each cell shows the win rate, its Wilson 95% interval and n.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from deckcheck import __version__
from deckcheck.doctor.charts import cut, text_width
from deckcheck.doctor.html import STYLE, ListedCard, deck_list_html, table_html
from deckcheck.doctor.stats import Row, Table, number
from deckcheck.output import json_island, utf8_safe

#: The ends of the diverging scale (Okabe–Ito blue and orange, colour-blind-safe) and
#: its middle, 50%.
_HIGH = (0x00, 0x72, 0xB2)
_LOW = (0xD5, 0x5E, 0x00)
_MIDDLE = (0xF7, 0xF7, 0xF7)
_EXTRA_STYLE = """
.heatmap text{font-size:11px}.heatmap .rate{font-size:13px;font-weight:bold}
.partial{background:#fff1c2;padding:.1rem .5rem;border-radius:.3rem}
"""


@dataclass(frozen=True)
class HeatCell:
    """One cell of the matrix: the row's deck against the column's."""

    row: str
    column: str
    games: int
    wins: int
    rate: float
    low: float
    high: float


def heat_colour(rate: float) -> str:
    """The fill for a win rate: the middle grey-white at 50%, the full colour at 0 or 1."""
    end = _HIGH if rate >= 0.5 else _LOW
    t = min(1.0, abs(rate - 0.5) * 2)
    rgb = (round(m + (e - m) * t) for m, e in zip(_MIDDLE, end, strict=True))
    return "#" + "".join(f"{c:02x}" for c in rgb)


#: Deck names longer than this are cut in the heat map's labels (with "…"; each label's
#: tooltip has the name whole).
_NAME_CHARS = 40
#: The heat map's label font size in pixels (``.heatmap text`` of the style sheet).
_HEAT_LABEL_PX = 11


def heatmap_svg(names: Sequence[str], cells: Sequence[HeatCell]) -> str:
    """The matrix as an SVG grid; every cell carries its numbers as data attributes.

    ``names`` label the rows and the columns as they are (the caller numbers them).
    Column labels are slanted so that long names fit; the picture grows to hold every
    label whole (up to :data:`_NAME_CHARS` characters)."""
    size = 86
    n = len(names)
    shown = [cut(name, _NAME_CHARS) for name in names]
    widths = [text_width(name, _HEAT_LABEL_PX) for name in shown]
    label_w = round(max(60.0, 12 + max(widths, default=0)))
    slant = 0.71  # cos 45° = sin 45°: a label's run to the right and its rise
    top_h = round(16 + _HEAT_LABEL_PX + max(widths, default=0) * slant)
    right = max(
        (label_w + j * size + size / 2 + w * slant for j, w in enumerate(widths)), default=0
    )
    width = round(max(label_w + n * size + 4, right + 8))
    height = top_h + n * size + 4
    by_pair = {(c.row, c.column): c for c in cells}
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart heatmap" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
        'aria-label="Win rate of each row deck against each column deck">',
        "<title>Win rate of each row deck against each column deck</title>",
    ]
    for j, (name, label) in enumerate(zip(names, shown, strict=True)):
        x, y = label_w + j * size + size / 2, top_h - 8
        parts.append(
            f'<text class="column-label" x="{x:.0f}" y="{y}" '
            f'transform="rotate(-45 {x:.0f} {y})">'
            f"{escape(label)}<title>{escape(name)}</title></text>"
        )
    for i, (row, label) in enumerate(zip(names, shown, strict=True)):
        y = top_h + i * size
        parts.append(
            f'<text class="row-label" x="{label_w - 6}" y="{y + size / 2 + 4:.0f}" '
            f'text-anchor="end">{escape(label)}<title>{escape(row)}</title></text>'
        )
        for j, column in enumerate(names):
            x = label_w + j * size
            cell = by_pair.get((row, column))
            if cell is None:
                fill = "#ffffff" if i == j else "#dddddd"
                parts.append(
                    f'<rect x="{x}" y="{y}" width="{size - 2}" height="{size - 2}" fill="{fill}"/>'
                )
                continue
            ink = "#ffffff" if abs(cell.rate - 0.5) > 0.3 else "#1b1b1b"
            tip = (
                f"{row} vs {column}: {cell.rate:.1%} ({cell.wins} wins in {cell.games} games; "
                f"95% CI {cell.low:.1%}–{cell.high:.1%})"
            )
            parts.append(
                f'<g class="cell" data-row="{escape(row)}" data-column="{escape(column)}" '
                f'data-value="{number(cell.rate)}" data-games="{cell.games}" '
                f'data-low="{number(cell.low)}" data-high="{number(cell.high)}">'
                f'<rect x="{x}" y="{y}" width="{size - 2}" height="{size - 2}" '
                f'fill="{heat_colour(cell.rate)}"><title>{escape(tip)}</title></rect>'
                f'<text class="rate" x="{x + size / 2 - 1:.0f}" y="{y + 30}" '
                f'text-anchor="middle" fill="{ink}">{cell.rate:.0%}</text>'
                f'<text x="{x + size / 2 - 1:.0f}" y="{y + 48}" text-anchor="middle" '
                f'fill="{ink}">{cell.low:.0%}–{cell.high:.0%}</text>'
                f'<text x="{x + size / 2 - 1:.0f}" y="{y + 64}" text-anchor="middle" '
                f'fill="{ink}">n={cell.games}</text></g>'
            )
    parts.append("</svg>")
    return "".join(parts)


def _cells_table(cells: Sequence[HeatCell]) -> str:
    rows = "".join(
        f'<tr data-row="{escape(c.row)}" data-column="{escape(c.column)}"><td>{escape(c.row)}'
        f'</td><td>{escape(c.column)}</td><td class="n">{c.games}</td><td class="n">{c.wins}'
        f'</td><td class="n">{c.rate:.1%}</td><td class="n">{c.low:.1%}–{c.high:.1%}</td></tr>'
        for c in cells
    )
    return (
        '<table class="numbers" data-table="pairings"><thead><tr><th>deck</th>'
        '<th>against</th><th class="n">games</th><th class="n">wins</th>'
        '<th class="n">win rate</th><th class="n">95% CI</th></tr></thead>'
        f"<tbody>{rows}</tbody></table>"
    )


def render_tournament(
    title: str,
    meta: str,
    names: Sequence[str],
    cells: Sequence[HeatCell],
    standings: Sequence[tuple[str, float, float, float, str]],
    decks: Sequence[tuple[str, str, Sequence[ListedCard]]],
    data: Any,
    *,
    partial: str = "",
) -> str:
    """The whole page: the heat map, the pairings' numbers, the standings (name, rate,
    interval, detail) and each deck's list (name, file, cards)."""
    standings_table = Table(
        "standings",
        "Standings: each deck's win rate over all its games (95% Wilson interval)",
        "probability",
        ("win", "ci95 low", "ci95 high"),
        tuple(Row(name, (rate, low, high), detail) for name, rate, low, high, detail in standings),
        interval=True,
    )
    embedded = json_island(data)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "style-src 'unsafe-inline'\">",
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)} — deckcheck tournament</title>"
        f"<style>{STYLE}{_EXTRA_STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f'<p class="meta">{escape(meta)}</p>',
    ]
    if partial:
        parts.append(f'<p><span class="partial" id="partial">{escape(partial)}</span></p>')
    parts += [
        "<h2>Win rates</h2>",
        '<p class="note">Each cell: the row deck\'s wins against the column deck, out of '
        "every game they played (draws are neither side's win), with its Wilson 95% "
        "interval and the number of games. Blue: above 50%, orange: below.</p>",
        heatmap_svg(names, cells),
        _cells_table(cells),
        "<h2>Standings</h2>",
        table_html(standings_table),
        "<h2>Decks</h2>",
    ]
    for name, file, cards in decks:
        parts.append(f"<h3>{escape(name)} <code>{escape(file)}</code></h3>")
        parts.append(deck_list_html(cards))
    parts.append(
        f'<script type="application/json" id="deckcheck-tournament">{embedded}</script>'
        f"<footer>Made by deckcheck {escape(__version__)}.</footer></body></html>"
    )
    return utf8_safe("\n".join(parts) + "\n")
