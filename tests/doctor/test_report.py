"""``deckcheck report``: one self-contained HTML file, checked as text and in a real
headless browser (Chromium driven by Playwright).

The browser test skips when no Chromium or Playwright is installed here, saying so; in
CI (``.ci/run`` sets ``DECKCHECK_REQUIRE_BROWSER=1``) a missing browser fails it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, cast

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from tests.browser import CLIPPED_CHART_TEXT, opened

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "examples" / "decks"
CCS = DECKS / "wind-and-fire.txt"
CCS_OTHER = DECKS / "starter-short.yaml"
BERSERK = DECKS / "steppes-berserk.yaml"
ILLEGAL = DECKS / "illegal-short.yaml"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str | Path) -> Any:
    return CliRunner().invoke(app, [str(a) for a in args], env=ENV, catch_exceptions=False)


def stats_json(deck: Path) -> dict[str, Any]:
    result = run("stats", deck, "--output", "json")
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def expected_values(data: dict[str, Any]) -> dict[tuple[str, str, str], float]:
    return {
        (t["key"], r["label"], c): v
        for t in data["tables"]
        for r in t["rows"]
        for c, v in zip(t["columns"], r["values"], strict=True)
    }


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("reports")
    made = {}
    for key, args in {
        "ccs": [CCS, "--against", CCS_OTHER, "--against", ILLEGAL, "--games", "20"],
        "berserk": [BERSERK, "--deals", "40"],
        "illegal": [ILLEGAL],
    }.items():
        out = folder / "sub" / f"{key}.html"
        result = CliRunner().invoke(
            app, ["report", *map(str, cast("list[object]", args)), "--out", str(out)], env=ENV,
            catch_exceptions=False,
        )
        assert result.exit_code == 0, result.output
        made[key] = out
    return made


# --- the file as text -------------------------------------------------------------------


def test_report_is_self_contained(reports: dict[str, Path]) -> None:
    for path in reports.values():
        page = path.read_text(encoding="utf-8")
        assert page.startswith("<!DOCTYPE html>")
        assert "default-src 'none'" in page
        for pattern in (r"<link\b", r"<script[^>]*\bsrc=", r"<img\b", r"url\(", r"@import"):
            assert not re.search(pattern, page), pattern
        # The only address is the SVG namespace, which is a name, never fetched.
        addresses = set(re.findall(r"https?://[^\s\"'<>]+", page))
        assert addresses <= {"http://www.w3.org/2000/svg"}


def test_report_numbers_are_those_of_stats_json(reports: dict[str, Path]) -> None:
    for key, deck in (("ccs", CCS), ("berserk", BERSERK)):
        page = reports[key].read_text(encoding="utf-8")
        expected = expected_values(stats_json(deck))
        bars = re.findall(
            r'<rect class="bar"[^>]*data-table="([^"]*)" data-row="([^"]*)" '
            r'data-column="([^"]*)" data-value="([^"]*)"',
            page,
        )
        from html import unescape

        found = {
            (unescape(t), unescape(r), unescape(c)): float(v)
            for t, r, c, v in bars
            if t not in ("matchups",) and (unescape(t), unescape(r), unescape(c)) in expected
        }
        assert found == pytest.approx(expected)


def test_illegal_deck_report_lists_its_violations(reports: dict[str, Path]) -> None:
    page = reports["illegal"].read_text(encoding="utf-8")
    assert 'class="verdict illegal"' in page
    assert "CAPTURE_TIER_MAX" in page and "Cardcaptors CCG rules" in page
    ccs = reports["ccs"].read_text(encoding="utf-8")
    assert "not played" in ccs and "illegal-short.yaml" in ccs


def test_report_to_a_folder_is_a_clean_error(tmp_path: Path) -> None:
    result = run("report", CCS, "--out", tmp_path)
    assert result.exit_code == 2
    assert "Traceback" not in result.output


def test_report_keeps_the_old_file_when_the_deck_cannot_be_read(tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    out.write_text("old", encoding="utf-8")
    bad = tmp_path / "bad.txt"
    bad.write_text("Game: ccs\n?? what\n", encoding="utf-8")
    result = run("report", bad, "--out", out)
    assert result.exit_code == 2
    assert out.read_text(encoding="utf-8") == "old"


# --- in a real browser ------------------------------------------------------------------


@pytest.mark.parametrize("key", ["ccs", "berserk"])
def test_report_in_headless_chromium(reports: dict[str, Path], key: str) -> None:
    path = reports[key]
    deck = CCS if key == "ccs" else BERSERK
    data = stats_json(deck)
    expected = expected_values(data)
    kinds = {t["key"]: t["kind"] for t in data["tables"]}
    with opened(path) as loaded:
        page = loaded.page
        charts = page.eval_on_selector_all(
            "svg.chart", "els => els.map(e => e.getAttribute('data-table'))"
        )
        bars = page.eval_on_selector_all(
            "rect.bar",
            """els => els.map(e => ({table: e.dataset.table, row: e.dataset.row,
                column: e.dataset.column, value: Number(e.dataset.value),
                width: e.getBoundingClientRect().width}))""",
        )
        cells = page.eval_on_selector_all(
            "table.numbers td[data-value]",
            """els => els.map(e => ({table: e.closest('table').dataset.table,
                row: e.closest('tr').dataset.row, column: e.dataset.column,
                value: Number(e.dataset.value), text: e.textContent}))""",
        )
        verdict = page.text_content("#verdict")
    assert loaded.errors == []
    assert loaded.requests == [path.as_uri()]
    tables = {k for k, _, _ in expected}
    assert tables <= set(charts)
    shown = {(b["table"], b["row"], b["column"]): b["value"] for b in bars}
    assert {k: shown[k] for k in expected} == pytest.approx(expected)
    for bar in bars:
        assert (bar["width"] > 0) == (bar["value"] > 0), bar
    in_cells = {(c["table"], c["row"], c["column"]): c for c in cells}
    for k, value in expected.items():
        cell = in_cells[k]
        assert cell["value"] == pytest.approx(value)
        if kinds[k[0]] == "probability":
            assert cell["text"] == f"{value:.1%}"
    assert verdict == "legal"


@pytest.mark.parametrize("key", ["ccs", "berserk", "illegal"])
def test_report_draws_no_chart_text_outside_its_chart(reports: dict[str, Path], key: str) -> None:
    with opened(reports[key]) as loaded:
        clipped = loaded.page.evaluate(CLIPPED_CHART_TEXT)
    assert clipped == []


def test_report_charts_clip_no_label_and_draw_intervals_as_error_bars(
    reports: dict[str, Path],
) -> None:
    """Issue #26: the Berserk report cut "a legal squad with an elite card exists", and
    drew a 95% interval as two more bars. Every label and number now lies inside its
    chart, and an interval table draws one bar per row with an error bar on it, from the
    interval's low end to its high end (the numbers of the table beside it)."""
    with opened(reports["berserk"]) as loaded:
        page = loaded.page
        clipped = page.evaluate(CLIPPED_CHART_TEXT)
        labels = page.eval_on_selector_all(
            "svg.chart[data-table=options] text.label", "els => els.map(e => e.textContent)"
        )
        drawn = page.eval_on_selector_all(
            "svg.chart[data-table=options] rect.bar",
            """els => els.map(bar => {
                const row = bar.dataset.row, b = bar.getBoundingClientRect();
                const g = [...bar.ownerSVGElement.querySelectorAll('g.interval')]
                    .filter(e => e.dataset.row === row);
                const w = g.length === 1 ? g[0].getBoundingClientRect() : null;
                const svg = bar.ownerSVGElement.getBoundingClientRect();
                return {row, value: Number(bar.dataset.value), left: b.left, right: b.right,
                        top: b.top, bottom: b.bottom, whiskers: g.length,
                        low: g.length ? Number(g[0].dataset.low) : null,
                        high: g.length ? Number(g[0].dataset.high) : null,
                        wLeft: w && w.left, wRight: w && w.right,
                        wTop: w && w.top, wBottom: w && w.bottom, svgRight: svg.right};
            })""",
        )
        numbers = page.eval_on_selector_all(
            "table.numbers[data-table=options] td[data-value]",
            """els => els.map(e => [e.closest('tr').dataset.row, e.dataset.column,
                Number(e.dataset.value)])""",
        )
    assert clipped == []
    assert "a legal squad with an elite card exists" in labels
    table = {(row, column): value for row, column, value in numbers}
    assert sorted(bar["row"] for bar in drawn) == sorted(labels)  # one bar per row
    for bar in drawn:
        assert bar["whiskers"] == 1, bar
        assert (bar["low"], bar["high"]) == pytest.approx(
            (table[(bar["row"], "ci95 low")], table[(bar["row"], "ci95 high")])
        )
        # the whisker spans the interval on the bar's scale (0 at the bar's left end),
        # within the bar's height
        scale = (bar["right"] - bar["left"]) / bar["value"] if bar["value"] else None
        if scale:
            assert bar["wLeft"] == pytest.approx(bar["left"] + bar["low"] * scale, abs=2)
            assert bar["wRight"] == pytest.approx(bar["left"] + bar["high"] * scale, abs=2)
        assert bar["top"] - 1 <= bar["wTop"] and bar["wBottom"] <= bar["bottom"] + 1


def test_hostile_deck_name_keeps_the_page_and_its_json_in_chromium(tmp_path: Path) -> None:
    """Issue #26: ``<!--<script>`` in a deck name swallowed the rest of the page into the
    JSON island. The island parses back equal to ``stats --output json``, and the page
    after it (the footer) is still there."""
    name = '<!--<script></script>&amp; "x" \u2028\u2029 </SCRIPT>'
    text = CCS_OTHER.read_text(encoding="utf-8").replace(
        "name: Starter, made short", f"name: {json.dumps(name)}"
    )
    deck = tmp_path / "hostile.yaml"
    deck.write_text(text, encoding="utf-8")
    out = tmp_path / "hostile.html"
    result = run("report", deck, "--out", out)
    assert result.exit_code == 0, result.output
    expected = stats_json(deck)
    assert expected["name"] == name
    with opened(out) as loaded:
        island = loaded.page.evaluate(
            "() => JSON.parse(document.getElementById('deckcheck-stats').textContent)"
        )
        scripts = loaded.page.eval_on_selector_all("script", "els => els.length")
        footer = loaded.page.text_content("footer")
        title = loaded.page.text_content("h1")
    assert loaded.errors == []
    assert island == expected
    assert scripts == 1 and footer is not None and footer.startswith("Made by deckcheck")
    assert title == expected["name"]
