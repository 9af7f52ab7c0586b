"""The tournament report in headless Chromium: no request but the page, no script
error, every cell of the heat map drawn with the numbers of ``--output json`` and a
colour on the right side of 50%."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.browser import opened
from tests.reliability.conftest import EXAMPLES, no_traceback, run

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
