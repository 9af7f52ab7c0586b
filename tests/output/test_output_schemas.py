"""Every ``--output json`` report validates against its schema in ``schemas/``.

Each case runs a real command (good and bad input alike) and checks its standard output
against the shipped schema with the Draft 2020-12 validator and deckcheck's local
registry (no ``$ref`` reaches the network). A schema that accepts anything would pass
these, so :func:`test_schemas_reject_wrong_reports` also feeds each a broken report.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.loading.schema import load_schema, registry

ROOT = Path(__file__).resolve().parents[2]
EX = ROOT / "examples"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}

CASES: list[tuple[str, list[str]]] = [
    ("output-validate", ["validate", "-o", "json", f"{EX}/decks/illegal-short.yaml",
                         f"{EX}/decks/starter-short.yaml", f"{EX}/decks/steppes-berserk.yaml"]),
    ("output-validate", ["validate", "-o", "json", f"{EX}/squads/illegal.yaml"]),
    ("output-catalog-check", ["catalog", "check", "-o", "json"]),
    ("output-cards", ["cards", "e:fire", "--limit", "3", "--output", "json"]),
    ("output-cards", ["cards", "--game", "berserk", "cost>4", "--limit", "3", "--output", "json"]),
    ("output-card", ["card", "C27", "-o", "json"]),
    ("output-card", ["card", "VS-058", "-o", "json"]),
    ("output-squad", ["squad", "check", f"{EX}/squads/forest-mountain.yaml", "-o", "json"]),
    ("output-squad", ["squad", "check", f"{EX}/squads/illegal.yaml", "--seat", "first",
                      "-o", "json"]),
    ("output-squad", ["squad", "suggest", f"{EX}/squads/deck-forest-mountain.yaml", "--seat",
                      "first", "--seed", "3", "-o", "json"]),
    ("output-squad-stats", ["squad", "stats", f"{EX}/decks/steppes-berserk.yaml", "--seat",
                            "second", "-n", "30", "-m", "1", "-o", "json"]),
    ("output-stats", ["stats", f"{EX}/decks/starter-short.yaml", "-o", "json"]),
    ("output-stats", ["stats", f"{EX}/decks/illegal-short.yaml", "-o", "json"]),
    ("output-stats", ["stats", f"{EX}/decks/steppes-berserk.yaml", "-o", "json"]),
    ("output-play", ["play", f"{EX}/decks/starter-short.yaml", f"{EX}/decks/wind-and-fire.txt",
                     "-o", "json", "--seed", "2"]),
    ("output-play", ["play", f"{EX}/decks/starter-short.yaml", f"{EX}/decks/wind-and-fire.txt",
                     "-o", "json", "--games", "4"]),
    ("output-tournament", ["tournament", f"{EX}/decks/starter-short.yaml",
                           f"{EX}/decks/wind-and-fire.txt", f"{EX}/decks/extended-guardians.yaml",
                           "--games-per-pair", "4", "-o", "json"]),
    ("output-tune", ["tune", f"{EX}/decks/starter-short.yaml", "--against",
                     f"{EX}/decks/wind-and-fire.txt", "--games", "2", "-o", "json"]),
    ("output-squad", ["squad", "suggest", "--seat", "second", "-d", "VS-001", "-d", "Кшар",
                      "-o", "json"]),
]


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def validator(name: str) -> Draft202012Validator:
    schema = load_schema(f"{name}.schema.json")
    Draft202012Validator.check_schema(schema)
    assert schema["$id"] == f"{name}.schema.json"  # relative: resolved by the local registry
    return Draft202012Validator(schema, registry=registry())


def output(args: list[str]) -> Any:
    result = CliRunner().invoke(app, args, env=ENV, catch_exceptions=False)
    assert result.exit_code in (0, 1, 2), result.output
    assert "Traceback" not in result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize(("schema", "args"), CASES, ids=[f"{s}:{a[0]}" for s, a in CASES])
def test_real_output_validates(schema: str, args: list[str]) -> None:
    errors = [e.message for e in validator(schema).iter_errors(output(args))]
    assert errors == []


def test_every_output_schema_is_exercised() -> None:
    shipped = {p.name.removesuffix(".schema.json") for p in (ROOT / "schemas").glob("output-*")}
    assert shipped == {schema for schema, _ in CASES}


def test_schemas_reject_wrong_reports() -> None:
    stats = output(CASES[11][1])
    stats["tables"][0]["kind"] = "guess"
    assert not validator("output-stats").is_valid(stats)
    odds = output(CASES[11][1])
    catch = next(t for t in odds["tables"] if t["key"] == "catch")
    catch["rows"][0]["values"][0] = 1.5  # a probability above 1
    assert not validator("output-stats").is_valid(odds)
    checked = output(CASES[0][1])
    checked[0]["verdict"] = "fine"
    assert not validator("output-validate").is_valid(checked)
    del checked[0]["verdict"]
    assert not validator("output-validate").is_valid(checked)
    assert not validator("output-play").is_valid({"games": 3})
    tournament = output(next(a for s, a in CASES if s == "output-tournament"))
    tournament["pairings"][0]["win_rate"]["rate"] = 1.2
    assert not validator("output-tournament").is_valid(tournament)
    tuned = output(next(a for s, a in CASES if s == "output-tune"))
    del tuned["candidates"]
    assert not validator("output-tune").is_valid(tuned)
