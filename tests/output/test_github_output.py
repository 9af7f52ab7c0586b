"""``--output github``: every located problem as a GitHub Actions workflow command."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.reporters import REPORTER_BY_NAME, github_annotation
from deckcheck.diagnostics import Diagnostic, Location, Severity

ROOT = Path(__file__).resolve().parents[2]
EX = ROOT / "examples"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}
ANNOTATION = re.compile(
    r"^::(error|warning) file=(?P<file>[^,:]+)(,line=(?P<line>\d+)(,col=(?P<col>\d+))?)?"
    r",title=(?P<code>[A-Z][A-Z0-9_]*)::(?P<message>.+)$"
)


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str | Path) -> Any:
    return CliRunner().invoke(app, [str(a) for a in args], env=ENV, catch_exceptions=False)


def test_registry_has_github() -> None:
    assert "github" in REPORTER_BY_NAME


def test_annotation_escapes_what_github_reads() -> None:
    diagnostic = Diagnostic(
        Location("a,b:c.yaml", 3, 7), "SOME_CODE", "50% off\nnext line", Severity.ERROR
    )
    assert github_annotation(diagnostic) == (
        "::error file=a%2Cb%3Ac.yaml,line=3,col=7,title=SOME_CODE::50%25 off%0Anext line"
    )
    warning = Diagnostic(Location("d.txt"), "W", "w", Severity.WARNING)
    assert github_annotation(warning) == "::warning file=d.txt,title=W::w"


def test_validate_annotates_every_violation_at_its_line() -> None:
    text = run("validate", EX / "decks/illegal-short.yaml", "-o", "text").stdout
    result = run("validate", EX / "decks/illegal-short.yaml", "-o", "github")
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines and all(ANNOTATION.match(line) for line in lines), lines
    located = {(m["line"], m["col"], m["code"]) for m in map(ANNOTATION.match, lines) if m}
    shown = set(re.findall(r":(\d+):(\d+): ([A-Z_]+):", text))
    assert shown <= located
    assert ("8", "1", "CAPTURE_TIER_MAX") in located


def test_legal_deck_prints_nothing() -> None:
    result = run("validate", EX / "decks/starter-short.yaml", "-o", "github")
    assert result.exit_code == 0 and result.stdout == ""


def test_catalog_check_and_squad_check_annotate(tmp_path: Path) -> None:
    broken = tmp_path / "game.yaml"
    broken.write_text("game: ccs\nname: [\n", encoding="utf-8")
    result = run("catalog", "check", broken, "-o", "github")
    assert result.exit_code != 0
    assert all(ANNOTATION.match(line) for line in result.stdout.splitlines())
    assert result.stdout.startswith("::error file=")
    squad = run("squad", "check", EX / "squads/illegal.yaml", "--seat", "first", "-o", "github")
    assert squad.exit_code == 1
    codes = [m["code"] for m in map(ANNOTATION.match, squad.stdout.splitlines()) if m]
    assert "UNIQUE_IN_SQUAD" in codes and "FLYER_CRYSTALS" in codes


def test_stats_annotates_its_warnings(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("Game: ccs\nDeck:\n2 C4\nSpirits:\nCS9\n", encoding="utf-8")
    result = run("stats", deck, "-o", "github")
    assert result.exit_code == 0
    [line] = result.stdout.splitlines()
    match = ANNOTATION.match(line)
    assert match and match["code"] == "SPIRIT_UNCATCHABLE" and match["line"] == "4"
