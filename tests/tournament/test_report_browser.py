"""The tournament report in headless Chromium: no request but the page, no script
error, every cell of the heat map drawn with the numbers of ``--output json`` and a
colour on the right side of 50%."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.reliability.conftest import EXAMPLES, no_traceback, run
from tests.test_report import _browser

DECKS = [
    EXAMPLES / "starter-short.yaml",
    EXAMPLES / "wind-and-fire.txt",
    EXAMPLES / "starter-25.yaml",
]


def test_heat_map_in_headless_chromium(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    executable = _browser()
    from playwright.sync_api import sync_playwright

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
    errors: list[str] = []
    requests: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=executable, headless=True, args=["--no-sandbox"]
        )
        try:
            page = browser.new_page()
            page.on(
                "console",
                lambda m: errors.append(m.text) if m.type in ("error", "warning") else None,
            )
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.on("request", lambda r: requests.append(r.url))
            page.goto(report.as_uri(), wait_until="load")
            cells = page.eval_on_selector_all(
                "g.cell",
                """els => els.map(e => ({row: e.dataset.row, column: e.dataset.column,
                    value: Number(e.dataset.value), games: Number(e.dataset.games),
                    fill: e.querySelector('rect').getAttribute('fill'),
                    width: e.getBoundingClientRect().width}))""",
            )
        finally:
            browser.close()
    assert errors == [] and requests == [report.as_uri()]
    assert {(c["row"], c["column"]): c["value"] for c in cells} == pytest.approx(expected, abs=1e-4)
    for cell in cells:
        assert cell["games"] == 20 and cell["width"] > 0
        red, blue = int(cell["fill"][1:3], 16), int(cell["fill"][5:7], 16)
        if cell["value"] > 0.55:
            assert blue > red, cell
        elif cell["value"] < 0.45:
            assert red > blue, cell
