"""Outputs safe where they land (issue #26, items 8, 9, 10 and the closed pipe of 17).

* CSV: a deck, card or file name never starts a spreadsheet formula, in every command
  that writes CSV (one function, :func:`deckcheck.output.csv_cell`); numbers stay numbers.
* HTML: the JSON island of every page reads back equal to its data, whatever the names
  (``</script>``, ``<!--<script>``, U+2028), and holds no ``<`` at all.
* UTF-8: a file name that is not UTF-8 (byte 0xff) is shown as ``\\xff`` in every output —
  text, JSON, CSV, HTML, GitHub annotations — and nothing crashes.
* A closed standard output (``| head``) ends the command quietly with status 141.
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.output import csv_cell, json_island, json_text, utf8_safe, write_csv

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "examples" / "decks"
CCS = DECKS / "starter-short.yaml"
CCS_OTHER = DECKS / "wind-and-fire.txt"
BERSERK = DECKS / "steppes-berserk.yaml"
ILLEGAL = DECKS / "illegal-short.yaml"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}

#: What a spreadsheet reads as the start of a formula (OWASP, CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
HOSTILE = [
    '=HYPERLINK("http://evil.example","click")',
    "+1+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(A1:A9)",
    "\t=1+1",
    "\r=1+1",
]


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def invoke(*args: str | Path) -> Any:
    return CliRunner().invoke(app, [str(a) for a in args], env=ENV, catch_exceptions=False)


def csv_of(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def assert_no_formula(rows: list[list[str]]) -> None:
    """No cell a spreadsheet would run: none starts a formula unless it is a number."""
    for row in rows:
        for cell in row:
            if cell.startswith(FORMULA_STARTS):
                float(cell)  # a number such as -2.5 is data, not a formula


# --- item 8: CSV cells ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "cell"),
    [
        *((text, "'" + text) for text in HOSTILE),
        ("-", "'-"),
        ("-1+2", "'-1+2"),
        ("-inf", "'-inf"),
        ("-\u0661\u0662", "'-\u0661\u0662"),  # Arabic-Indic digits: not a number here
        ("-2.5", "-2.5"),
        ("+4", "+4"),
        ("-0.25e-3", "-0.25e-3"),
        (-2.5, "-2.5"),
        (2000, "2000"),
        (None, ""),
        ("Sakura", "Sakura"),
        ("a=b", "a=b"),
    ],
)
def test_csv_cell_neutralises_formulas_and_keeps_numbers(value: object, cell: str) -> None:
    assert csv_cell(value) == cell


@given(st.text())
def test_csv_cell_never_starts_a_formula_and_loses_nothing(text: str) -> None:
    cell = csv_cell(text)
    assert_no_formula([[cell]])
    assert cell in (utf8_safe(text), "'" + utf8_safe(text))
    buffer = io.StringIO()
    write_csv([[text, 1]], buffer)
    assert csv_of(buffer.getvalue()) == [[cell, "1"]]


def test_stats_csv_neutralises_hostile_file_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("=HYPERLINK(1)", "+1+cmd|' -C calc'!A0", "-2+3", "@SUM(A1)", "\t=1"):
        deck = f"{name}.yaml"
        shutil.copy(CCS, deck)
        result = invoke("stats", "--output", "csv", "--", deck)
        assert result.exit_code == 0, result.output
        rows = csv_of(result.stdout)
        assert_no_formula(rows)
        assert {row[0] for row in rows[1:]} == {"'" + deck}
        assert all(float(row[4]) >= 0 for row in rows[1:])  # the numbers stay numbers


def test_squad_stats_csv_neutralises_hostile_file_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    deck = "=1+1.yaml"
    shutil.copy(BERSERK, deck)
    result = invoke("squad", "stats", "--seat", "first", "-n", "5", "--output", "csv", "--", deck)
    assert result.exit_code == 0, result.output
    rows = csv_of(result.stdout)
    assert_no_formula(rows)
    assert {row[0] for row in rows[1:]} == {"'=1+1.yaml"}


def named_deck(folder: Path, name: str, source: Path = CCS) -> Path:
    """A copy of ``source`` (a YAML deck) named ``name``."""
    text = source.read_text(encoding="utf-8")
    lines = [
        f"name: {json.dumps(name)}" if line.startswith("name:") else line
        for line in text.splitlines()
    ]
    path = folder / f"deck{len(list(folder.iterdir()))}.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_tournament_csv_neutralises_hostile_deck_names(tmp_path: Path) -> None:
    decks = [named_deck(tmp_path, name) for name in ("=HYPERLINK(1)", "-2.5", "@me")]
    result = invoke("tournament", *decks, "-n", "2", "--output", "csv")
    assert result.exit_code == 0, result.output
    rows = csv_of(result.stdout)
    assert_no_formula(rows)
    names = {cell for row in rows[1:] for cell in row[1:3]}
    assert names == {"'=HYPERLINK(1)", "-2.5", "'@me"}  # -2.5 is a number: kept


def test_cards_csv_neutralises_hostile_card_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from deckcheck.catalog import load
    from deckcheck.resources import game_dir

    catalogue = tmp_path / "ccs"
    shutil.copytree(game_dir("ccs"), catalogue)
    sets = sorted((catalogue / "sets").glob("*.yaml"))
    text = sets[0].read_text(encoding="utf-8")
    first_name = "    name: " + text.split("\n    name: ", 1)[1].split("\n", 1)[0]
    hostile = '=HYPERLINK("http://evil.example")'
    sets[0].write_text(text.replace(first_name, f"    name: '{hostile}'", 1), encoding="utf-8")
    monkeypatch.setattr(load, "game_dir", lambda game: catalogue)
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "cache"))
    result = invoke("cards", "--output", "csv")
    assert result.exit_code == 0, result.output
    rows = csv_of(result.stdout)
    assert_no_formula(rows)
    assert ["'" + hostile] == [row[1] for row in rows if hostile in row[1]]


# --- item 9: JSON islands ------------------------------------------------------------------


class _Islands(HTMLParser):
    """The text of every ``<script>`` element of a page, by id."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: dict[str, str] = {}
        self._open: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self._open = dict(attrs).get("id") or ""
            self.scripts[self._open] = ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._open = None

    def handle_data(self, data: str) -> None:
        if self._open is not None:
            self.scripts[self._open] += data


def islands(page: str) -> dict[str, Any]:
    parser = _Islands()
    parser.feed(page)
    for text in parser.scripts.values():
        # Nothing in an island can end it or switch the parser's script states.
        assert not set(text) & set("<>&\u2028\u2029"), text
    return {key: json.loads(text) for key, text in parser.scripts.items()}


HOSTILE_NAMES = st.one_of(
    st.sampled_from(
        ["</script>", "<!--<script>", "</SCRIPT >x", "<!--", "-->", "a\u2028b\u2029", "&amp;<"]
    ),
    st.text(alphabet=st.sampled_from("<>!-/&scriptSCRIPT\u2028\u2029 \"'\\\udcff\n"), max_size=30),
    st.text(max_size=30),
)


@settings(max_examples=60, deadline=None)
@given(name=HOSTILE_NAMES, file=HOSTILE_NAMES)
def test_deck_report_island_reads_back_equal(name: str, file: str) -> None:
    from deckcheck.doctor.html import ListedCard, render_report
    from deckcheck.doctor.stats import DeckStats, Row, Table

    table = Table("t", name, "count", (name,), (Row(name, (1.0,), name),), name)
    stats = DeckStats(file, name, "ccs", name, "legal", {name: 1}, (table,), model=name)
    page = render_report(stats, [ListedCard(name, name, name, 1, name)], [])
    page.encode("utf-8")  # valid UTF-8 whatever the names
    expected = json.loads(json_text(stats.to_json()))
    assert islands(page) == {"deckcheck-stats": expected}


@settings(max_examples=60, deadline=None)
@given(names=st.lists(HOSTILE_NAMES, min_size=2, max_size=3))
def test_tournament_report_island_reads_back_equal(names: list[str]) -> None:
    from deckcheck.doctor.tournament_report import render_tournament

    data = {"decks": [{"name": n, "file": n} for n in names], "game": "ccs"}
    standings = [(n, 0.5, 0.25, 0.75, n) for n in names]
    page = render_tournament(names[0], names[-1], names, [], standings, [], data)
    page.encode("utf-8")
    assert islands(page) == {"deckcheck-tournament": json.loads(json_text(data))}


def test_json_island_escapes_what_html_reads() -> None:
    text = json_island({"name": "</script><!--<script>&\u2028\u2029"})
    assert text == (
        '{"name": "\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e\\u0026\\u2028\\u2029"}'
    )


# --- item 10: file names that are not UTF-8 ------------------------------------------------


def run_bytes(*args: object, cwd: Path, cache: Path) -> subprocess.CompletedProcess[bytes]:
    """deckcheck in its own process, its output as bytes (as a pipe or a file gets it)."""
    env = {**os.environ, **ENV, "DECKCHECK_CACHE_DIR": str(cache)}
    argv = [sys.executable, "-m", "deckcheck", *(os.fsdecode(a) for a in args)]  # type: ignore[arg-type]
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, timeout=600, check=False)


def utf8(data: bytes) -> str:
    """``data`` decoded as UTF-8, strictly (a test failure names the bad byte)."""
    return data.decode("utf-8")


@pytest.fixture(scope="module")
def undecodable(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder of decks whose file names hold the byte 0xff (no name in the deck, so the
    file name is the deck's name too)."""
    folder = tmp_path_factory.mktemp("undecodable")
    for source, name in (
        (CCS, b"a\xffa.yaml"),
        (CCS_OTHER, b"b\xffb.txt"),
        (ILLEGAL, b"c\xffc.yaml"),
        (BERSERK, b"d\xffd.yaml"),
    ):
        text = source.read_bytes()
        text = b"\n".join(ln for ln in text.split(b"\n") if not ln.lower().startswith(b"name:"))
        (folder / os.fsdecode(name)).write_bytes(text)
    return folder


def deck(name: bytes) -> str:
    return os.fsdecode(name)


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["validate", deck(b"c\xffc.yaml")], 1),
        (["validate", deck(b"c\xffc.yaml"), "--output", "json"], 1),
        (["validate", deck(b"c\xffc.yaml"), "--output", "github"], 1),
        (["stats", deck(b"a\xffa.yaml")], 0),
        (["stats", deck(b"a\xffa.yaml"), "--output", "json"], 0),
        (["stats", deck(b"a\xffa.yaml"), "--output", "csv"], 0),
        (["squad", "stats", deck(b"d\xffd.yaml"), "--seat", "first", "-n", "3", "-o", "csv"], 0),
        (["play", deck(b"a\xffa.yaml"), deck(b"b\xffb.txt"), "-n", "2"], 0),
        (["play", deck(b"a\xffa.yaml"), deck(b"b\xffb.txt"), "-n", "2", "-o", "json"], 0),
        (["tournament", deck(b"a\xffa.yaml"), deck(b"b\xffb.txt"), "-n", "2"], 0),
        (["tournament", deck(b"a\xffa.yaml"), deck(b"b\xffb.txt"), "-n", "2", "-o", "json"], 0),
        (["tournament", deck(b"a\xffa.yaml"), deck(b"b\xffb.txt"), "-n", "2", "-o", "csv"], 0),
    ],
    ids=lambda v: utf8_safe(" ".join(v[:4])) if isinstance(v, list) else str(v),
)
def test_undecodable_file_names_in_every_output(
    undecodable: Path, tmp_path_factory: pytest.TempPathFactory, args: list[str], code: int
) -> None:
    done = run_bytes(*args, cwd=undecodable, cache=tmp_path_factory.getbasetemp() / "cache")
    out, err = utf8(done.stdout), utf8(done.stderr)
    assert done.returncode == code, err
    assert "Traceback" not in err
    assert "\\xff" in out  # the byte, shown as its escape
    if "json" in args:
        text = json.dumps(json.loads(out))
        assert "\\\\xff" in text  # a string holding backslash-x-f-f, not a raw byte
    if "csv" in args:
        assert_no_formula(csv_of(out))


def test_undecodable_file_names_in_html_reports(
    undecodable: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    cache = tmp_path_factory.getbasetemp() / "cache"
    out = undecodable / "out"
    report = run_bytes(
        "report", deck(b"b\xffb.txt"), "--out", out / "r.html", cwd=undecodable, cache=cache
    )
    assert report.returncode == 0, utf8(report.stderr)
    games = run_bytes(
        "tournament",
        deck(b"a\xffa.yaml"),
        deck(b"b\xffb.txt"),
        "-n",
        "2",
        "--report",
        out / "t.html",
        cwd=undecodable,
        cache=cache,
    )
    assert games.returncode == 0, utf8(games.stderr)
    for page, island, key in (
        (out / "r.html", "deckcheck-stats", "file"),
        (out / "t.html", "deckcheck-tournament", "decks"),
    ):
        text = utf8(page.read_bytes())
        data = islands(text)[island]
        shown = data[key] if key == "file" else data[key][1]["file"]
        assert shown == "b\\xffb.txt"
        assert "b\\xffb.txt" in text.split("<script")[0]  # in the page's text too


def test_undecodable_deck_names_in_a_game_log(
    undecodable: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """``play --log`` wrote each record with the deck's name (its file name, when the deck
    has none) and ended in UnicodeEncodeError; the log is now UTF-8 and replays."""
    cache = tmp_path_factory.getbasetemp() / "cache"
    log = undecodable / "games.jsonl"
    played = run_bytes(
        "play",
        deck(b"a\xffa.yaml"),
        deck(b"b\xffb.txt"),
        "-n",
        "2",
        "--log",
        log,
        cwd=undecodable,
        cache=cache,
    )
    assert played.returncode == 0, utf8(played.stderr)
    records = [json.loads(line) for line in utf8(log.read_bytes()).splitlines()]
    assert len(records) == 2
    assert records[0]["names"] == {"A": "a\\xffa", "B": "b\\xffb"}
    replayed = run_bytes("replay", log, cwd=undecodable, cache=cache)
    assert replayed.returncode == 0, utf8(replayed.stderr)
    assert "A: a\\xffa" in utf8(replayed.stdout)


# --- item 17: a closed standard output -----------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["stats", CCS],
        ["cards"],
        ["validate", CCS, ILLEGAL],
        ["play", CCS, CCS_OTHER, "--seed", "1"],
        ["tournament", CCS, CCS_OTHER, "-n", "2"],
    ],
    ids=lambda v: str(v[0]),
)
def test_a_closed_pipe_ends_quietly_with_141(
    args: list[object], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """``deckcheck … | head -1``: the reader has gone before deckcheck writes (the read
    end is closed first, so every write fails, with no race): exit 128 + SIGPIPE, as git
    and cat end, and nothing on standard error."""
    read, write = os.pipe()
    os.close(read)
    env = {**os.environ, **ENV, "DECKCHECK_CACHE_DIR": str(tmp_path_factory.getbasetemp())}
    argv = [sys.executable, "-m", "deckcheck", *map(str, args)]
    try:
        done = subprocess.run(
            argv, stdout=write, stderr=subprocess.PIPE, env=env, timeout=600, check=False
        )
    finally:
        os.close(write)
    assert (done.returncode, done.stderr.decode()) == (141, "")
