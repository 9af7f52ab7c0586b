"""The CLI's shared layer: reporters by name, one error style, grouped findings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.app import load_all_commands
from deckcheck.cli.reporters import REPORTER_BY_NAME

ENV = {"NO_COLOR": "1", "COLUMNS": "200", "DECKCHECK_CACHE_DIR": ""}
STARTER = "examples/decks/starter-short.yaml"


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env=ENV, catch_exceptions=False)


def _commands_with_output() -> list[str]:
    """Every command path whose --help offers -o/--output."""
    import typer.main

    load_all_commands()
    found = []

    def walk(command: Any, path: list[str]) -> None:
        sub = getattr(command, "commands", None)
        if sub:
            for name, child in sub.items():
                walk(child, [*path, name])
            return
        if any("--output" in getattr(p, "opts", ()) for p in command.params):
            found.append(" ".join(path))

    root = typer.main.get_command(app)
    for name in root.list_commands(None):  # type: ignore[attr-defined]
        walk(root.get_command(None, name), [name])  # type: ignore[attr-defined]
    return found


def test_every_command_offers_every_reporter() -> None:
    paths = _commands_with_output()
    assert {"validate", "cards", "card", "play", "bench", "squad check"} <= set(paths)
    for path in paths:
        help_text = run(*path.split(), "--help").output
        assert "|".join(REPORTER_BY_NAME) in help_text, path


@pytest.mark.parametrize(
    "args",
    [
        ("validate", STARTER),
        ("card", "C4"),
        ("catalog", "check"),
        ("squad", "check", "examples/squads/forest-mountain.yaml", "--seat", "first"),
    ],
)
def test_json_reporter_prints_one_document(args: tuple[str, ...]) -> None:
    result = run(*args, "-o", "json")
    assert result.exit_code == 0, result.output
    json.loads(result.stdout)


def test_an_unknown_format_is_a_usage_error_in_one_line() -> None:
    result = run("validate", STARTER, "-o", "xml")
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(
        "deckcheck: invalid value for '--output' / '-o': 'xml' is not an output format; "
        f"choose one of {', '.join(REPORTER_BY_NAME)} (see '"
    )
    assert lines[0].endswith(" validate --help')")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("validate", "--bogus"), "deckcheck: no such option: --bogus"),
        (("nosuch",), "deckcheck: no such command 'nosuch'"),
        (("play", STARTER), "deckcheck: missing argument 'DECK_B'"),
    ],
)
def test_command_line_mistakes_read_like_every_other_error(
    args: tuple[str, ...], says: str
) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert result.output.startswith(says)
    assert "╭" not in result.output and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_a_load_error_prints_every_diagnostic_then_what_it_stopped(tmp_path: Path) -> None:
    formats = tmp_path / "formats.yaml"
    formats.write_text("game: ccs\nformats:\n  x: 1\n  x: 2\n", encoding="utf-8")
    result = run("validate", STARTER, "--formats", str(formats))
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert lines[0].startswith(f"{formats}:4:3: YAML_DUPLICATE_KEY")
    assert lines[-1] == f"deckcheck: the formats file {formats} is not valid"


def test_many_missing_cards_are_one_table_under_one_rule() -> None:
    result = run(
        "validate",
        "examples/decks/extended-guardians.yaml",
        "--collection",
        "examples/collections/two-starters.yaml",
    )
    assert result.exit_code == 1
    text = result.stdout
    assert text.count("rule: a deck built from a collection") == 1
    head = next(line for line in text.splitlines() if ": NOT_OWNED: " in line)
    assert "cards have more copies than you own" in head
    rows = [line for line in text.splitlines() if " in the deck, " in line]
    assert len(rows) == int(head.split("NOT_OWNED: ")[1].split()[0])
    assert all(row.startswith("  examples/decks/extended-guardians.yaml:") for row in rows)
    # JSON keeps one violation per card, each located.
    data = json.loads(
        run(
            "validate",
            "examples/decks/extended-guardians.yaml",
            "--collection",
            "examples/collections/two-starters.yaml",
            "-o",
            "json",
        ).stdout
    )
    owned = [v for v in data[0]["violations"] if v["code"] == "NOT_OWNED"]
    assert len(owned) == len(rows) and all(v["line"] for v in owned)
