"""Collections: the loader, NOT_OWNED, ``validate --collection`` and ``cards --owned``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.catalog.load import load_catalogue
from deckcheck.cli import app
from deckcheck.errors import LoadError
from deckcheck.formats.collection import (
    load_collection,
    loads_collection,
    not_owned,
    read_collection,
)
from deckcheck.formats.decks import loads_deck
from deckcheck.formats.load import load_formats
from deckcheck.formats.validate import read_deck

ROOT = Path(__file__).resolve().parents[2]
COLLECTIONS = ROOT / "examples" / "collections"
MODELINE = "# yaml-language-server: $schema=../../schemas/collection.schema.json"


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
    monkeypatch.chdir(ROOT)


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env={"NO_COLOR": "1", "COLUMNS": "200"})


def test_example_collections_load_and_have_modelines() -> None:
    for path in sorted(COLLECTIONS.glob("*.yaml")):
        collection = load_collection(path)
        assert collection.total > 0
        assert path.read_text(encoding="utf-8").split("\n", 1)[0] == MODELINE


def test_ids_are_case_insensitive_and_zero_is_allowed() -> None:
    ccs = load_catalogue("ccs")
    collection, problems = loads_collection("game: ccs\nowned: {c4: 2, CS1: 0}", "m.yaml", ccs)
    assert problems == [] and collection is not None
    assert dict(collection.owned) == {"C4": 2, "CS1": 0}
    assert collection.ids() == {"C4"}
    assert collection.owns("C4") and not collection.owns("CS1")


def test_unknown_ids_are_located_with_hints() -> None:
    text = "game: berserk\nowned:\n  VS-001: 1\n  VS-0O2: 2\n  ZZ-9: 1\n"
    collection, problems = loads_collection(text, "box.yaml")
    assert collection is not None
    assert [(p.code, p.location.line, p.location.column) for p in problems] == [
        ("COLLECTION_UNKNOWN_CARD", 4, 3),
        ("COLLECTION_UNKNOWN_CARD", 5, 3),
    ]
    assert "did you mean VS-002" in problems[0].message


def test_duplicates_schema_and_yaml_errors_are_reported(tmp_path: Path) -> None:
    _, problems = loads_collection("game: ccs\nowned: {C4: 1, c4: 2}", "d.yaml")
    assert [p.code for p in problems] == ["COLLECTION_DUPLICATE_CARD"]
    _, problems = loads_collection("game: ccs\nowned: {C4: -1}", "s.yaml")
    assert [p.render() for p in problems] == [
        "s.yaml:2:13: SCHEMA_MINIMUM: owned.C4: -1 is less than the minimum of 0"
    ]
    _, problems = loads_collection("game: ccs\nowned:\n  C4: 1\n  C4: 2\n", "y.yaml")
    assert [p.code for p in problems] == ["YAML_DUPLICATE_KEY"]
    path = tmp_path / "missing.yaml"
    with pytest.raises(LoadError):
        load_collection(path)
    _, problems = read_collection(path)
    assert [p.code for p in problems] == ["FILE_NOT_FOUND"]


def test_not_owned_counts_what_is_missing() -> None:
    ccs = load_catalogue("ccs")
    collection, _ = loads_collection("game: ccs\nowned: {C4: 1, CS1: 1}", "m.yaml", ccs)
    assert collection is not None
    deck, _ = loads_deck("Game: ccs\n3 C4\n2 C1\n1 the windy\n", "d.txt")
    assert deck is not None
    fmt = load_formats("ccs")["short"]
    found = not_owned(deck, read_deck(deck, ccs, fmt).cards, ccs, collection)
    assert [(v.code, v.cards, v.actual, v.location and v.location.line) for v in found] == [
        ("NOT_OWNED", ("C4",), 3, 2),
        ("NOT_OWNED", ("C1",), 2, 3),
    ]
    assert "2 missing" in found[0].message and "you own none" in found[1].message


def test_validate_with_collection_reports_not_owned() -> None:
    result = run(
        "validate",
        "--output",
        "json",
        "--collection",
        "examples/collections/two-starters.yaml",
        "examples/decks/wind-and-fire.txt",
        "examples/decks/starter-short.yaml",
    )
    assert result.exit_code == 1, result.output
    reports = json.loads(result.stdout)
    codes = [[v["code"] for v in r["violations"]] for r in reports]
    assert codes == [["NOT_OWNED", "NOT_OWNED"], []]
    first = reports[0]["violations"][0]
    assert (first["cards"], first["actual"], first["line"]) == (["C20"], 2, 12)


def test_validate_collection_text_output_and_other_game() -> None:
    result = run(
        "validate",
        "--collection",
        "examples/collections/two-starters.yaml",
        "examples/decks/steppes-berserk.yaml",
    )
    # A collection of another game is an input error (exit 2), as in deck build.
    assert result.exit_code == 2, result.output
    assert "COLLECTION_WRONG_GAME" in result.output
    result = run(
        "validate",
        "--collection",
        "examples/collections/two-starters.yaml",
        "examples/decks/wind-and-fire.txt",
    )
    assert result.exit_code == 1
    assert "wind-and-fire.txt:12:3: NOT_OWNED: the deck has 2 × C20 (Li Showron)" in result.output


def test_validate_with_an_invalid_collection_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: ccs\nowned:\n  C4: 1\n  C999: 2\n", encoding="utf-8")
    result = run("validate", "--collection", str(bad), "examples/decks/wind-and-fire.txt")
    assert result.exit_code == 2
    assert f"{bad}:4:3: COLLECTION_UNKNOWN_CARD: no ccs card 'C999'" in result.output


def test_cards_owned_filters_and_takes_the_collections_game() -> None:
    result = run("cards", "--owned", "examples/collections/berserk-box.yaml", "--output", "json")
    assert result.exit_code == 0, result.output
    ids = {card["id"] for card in json.loads(result.stdout)}
    assert ids == load_collection(COLLECTIONS / "berserk-box.yaml").ids()
    result = run(
        "cards", "--owned", "examples/collections/two-starters.yaml", "t:capture", "pow=5000"
    )
    assert result.exit_code == 0
    assert result.output.rstrip().endswith("4 of 254 cards")
    result = run("cards", "--game", "berserk", "--owned", "examples/collections/two-starters.yaml")
    assert result.exit_code == 2 and "not berserk" in result.output
