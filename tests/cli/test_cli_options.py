"""Options several commands share are declared once (deckcheck/cli/options.py, and
``--output`` in deckcheck/cli/reporters.py), each with one help text; ``cards`` takes its
output formats from the reporters like every other command."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import typer
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.app import load_all_commands

PACKAGE = Path(__file__).resolve().parents[2] / "deckcheck"
#: Where the shared options are declared.
SHARED = {"cli/options.py", "cli/reporters.py"}
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "DECKCHECK_CACHE_DIR": ""}


def _declarations() -> Iterator[tuple[str, str, int]]:
    """Every option name a ``typer.Option(...)`` call spells out, as (name, module, line)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "Option"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "typer"
            ):
                continue
            for arg in node.args:
                if (
                    isinstance(arg, ast.Constant)
                    and isinstance(arg.value, str)
                    and arg.value.startswith("--")
                ):
                    yield arg.value, path.relative_to(PACKAGE).as_posix(), node.lineno


def test_no_option_is_declared_in_two_places() -> None:
    shared: set[str] = set()
    elsewhere: dict[str, list[str]] = {}
    for name, module, line in _declarations():
        if module in SHARED:
            shared.add(name)
        else:
            elsewhere.setdefault(name, []).append(f"{module}:{line}")
    assert {"--game", "--games", "--agent", "--rules", "--force", "--backend"} <= shared
    # A shared option is never spelt out again in a command module ...
    assert {name: elsewhere[name] for name in shared & set(elsewhere)} == {}
    # ... and an option of one module is declared once (a function, where several of its
    # commands take it): a second declaration belongs in deckcheck/cli/options.py.
    assert {name: places for name, places in elsewhere.items() if len(places) > 1} == {}


def _options_by_name() -> dict[str, list[tuple[str, Any]]]:
    """Every command's options by name: (command path, the click option)."""
    load_all_commands()
    found: dict[str, list[tuple[str, Any]]] = {}

    def walk(command: Any, path: str) -> None:
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, f"{path} {name}".strip())
        for param in getattr(command, "params", []):
            if param.param_type_name == "option":
                found.setdefault(param.opts[0], []).append((path, param))

    walk(typer.main.get_command(app), "")
    return found


def test_options_several_commands_take_begin_with_one_help_text() -> None:
    # A per-command tail may follow (what the default is, what the file is for); the
    # words before it are the same everywhere.
    for name, uses in _options_by_name().items():
        if len(uses) < 2:
            continue
        helps = [param.help or "" for _, param in uses]
        words = [help_text.split() for help_text in helps]
        common = 0
        while all(len(w) > common for w in words) and len({w[common] for w in words}) == 1:
            common += 1
        assert common >= 2, (name, helps)


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env=ENV, catch_exceptions=False)


def test_cards_table_is_the_text_reporter_under_its_old_name() -> None:
    text = run("cards", "e:fire", "--output", "text")
    assert text.exit_code == 0, text.output
    for alias in ("table", "TABLE"):
        table = run("cards", "e:fire", "--output", alias)
        assert (table.exit_code, table.stdout) == (0, text.stdout)
    assert run("cards", "e:fire").stdout == text.stdout
    help_text = run("cards", "--help").output
    assert "text|json|github|csv" in help_text and "table|" not in help_text  # a hidden alias


def test_cards_offers_every_reporter_and_still_no_one_letter_option() -> None:
    csv = run("cards", "e:fire", "--output", "csv")
    assert csv.exit_code == 0 and csv.stdout.startswith("id,")
    github = run("cards", "e:fire", "--output", "github")  # nothing to annotate
    assert (github.exit_code, github.stdout) == (0, "")
    short = run("cards", "e:fire", "-o", "json")  # -o is not --output here
    assert short.exit_code == 2
    assert "did you mean --output?" in short.output
    wrong = run("cards", "--output", "xml")
    assert wrong.exit_code == 2
    assert "'xml' is not an output format; choose one of text, json, github, csv" in wrong.output
