"""The tournament report in headless Chromium: no request but the page, no script
error, every cell of the heat map drawn with the numbers of ``--output json`` and a
colour on the right side of 50%."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.browser import CLIPPED_CHART_TEXT, opened
from tests.reliability.helpers import EXAMPLES, no_traceback, run

DECKS = [
    EXAMPLES / "starter-short.yaml",
    EXAMPLES / "wind-and-fire.txt",
    EXAMPLES / "starter-25.yaml",
]


def test_heat_map_in_headless_chromium(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    report = tmp_path / "tournament.html"
    cache = tmp_path_factory.getbasetemp() / "tournament-cache"
    args = ["tournament", *DECKS, "-n", "20", "--seed", "4", "--report", report, "-o", "json"]
    args += ["--agent-for", f"{DECKS[1]}=greedy"]
    done = run(args, cache)
    no_traceback(done, (0,))
    data = json.loads(done.stdout)
    names = [f"{d['deck']}. {d['name']}" for d in data["decks"]]
    expected = {}
    for pairing in data["pairings"]:
        a, b = (int(i) for i in pairing["key"].split("-"))
        rate = pairing["wins"] / pairing["games"]
        expected[(names[a], names[b])] = rate
        expected[(names[b], names[a])] = pairing["losses"] / pairing["games"]
    with opened(report) as loaded:
        cells = loaded.page.eval_on_selector_all(
            "g.cell",
            """els => els.map(e => ({row: e.dataset.row, column: e.dataset.column,
                value: Number(e.dataset.value), games: Number(e.dataset.games),
                fill: e.querySelector('rect').getAttribute('fill'),
                width: e.getBoundingClientRect().width}))""",
        )
    assert loaded.errors == [] and loaded.requests == [report.as_uri()]
    assert {(c["row"], c["column"]): c["value"] for c in cells} == pytest.approx(expected, abs=1e-4)
    for cell in cells:
        assert cell["games"] == 20 and cell["width"] > 0
        red, blue = int(cell["fill"][1:3], 16), int(cell["fill"][5:7], 16)
        if cell["value"] > 0.55:
            assert blue > red, cell
        elif cell["value"] < 0.45:
            assert red > blue, cell


def test_heat_map_labels_whole_and_numbered_once(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Issue #26: the heat map numbered its rows twice ("1. 1. Starter") and cut its
    column headers ("2. Wind and"). Each row and column label is now its deck's number
    and whole name, once, and no label or number is drawn outside its chart; the
    standings draw their 95% intervals as error bars (one bar per deck)."""
    report = tmp_path / "tournament.html"
    cache = tmp_path_factory.getbasetemp() / "tournament-cache"
    long_name = tmp_path / "long.yaml"
    text = DECKS[0].read_text(encoding="utf-8")
    long_title = "A deck with a rather long name that goes on"
    long_name.write_text(text.replace("Starter, made short", long_title), encoding="utf-8")
    decks = [*DECKS, long_name]
    done = run(["tournament", *decks, "-n", "2", "--report", report, "-o", "json"], cache)
    no_traceback(done, (0,))
    names = [f"{d['deck']}. {d['name']}" for d in json.loads(done.stdout)["decks"]]
    with opened(report) as loaded:
        page = loaded.page
        clipped = page.evaluate(CLIPPED_CHART_TEXT)
        rows, columns = (
            page.eval_on_selector_all(
                f"svg.heatmap text.{kind}-label", "els => els.map(e => e.firstChild.textContent)"
            )
            for kind in ("row", "column")
        )
        bars = page.eval_on_selector_all(
            "svg.chart[data-table=standings] rect.bar", "els => els.map(e => e.dataset.row)"
        )
        whiskers = page.eval_on_selector_all(
            "svg.chart[data-table=standings] g.interval", "els => els.map(e => e.dataset.row)"
        )
    assert clipped == []
    cut = [name if len(name) <= 40 else name[:39] + "…" for name in names]
    assert rows == columns == cut
    assert long_title[:20] in cut[-1]
    assert sorted(bars) == sorted(whiskers) == sorted(names)
