"""The root of the CLI: lazily loaded commands, the help style, examples in every --help."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.app import command_modules, load_all_commands
from deckcheck.cli.examples_help import EXAMPLES
from tests.cli.helpers import (
    all_paths,
)

ROOT = Path(__file__).resolve().parents[2]
LEGAL_DECK = ROOT / "examples" / "decks" / "starter-short.yaml"

runner = CliRunner()


def imports_of(*args: str) -> set[str]:
    """The modules a ``deckcheck ARGS`` process has imported when it ends."""
    probe = (
        "import sys\n"
        "from deckcheck.cli import main\n"
        f"sys.argv = ['deckcheck', *{list(args)!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "sys.stderr.write('\\n'.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, env=os.environ
    )
    return set(done.stderr.splitlines())


def other_command_modules(*mine: str) -> set[str]:
    return set(command_modules().values()) - set(mine)


def test_validating_a_legal_deck_imports_no_jsonschema_and_no_other_command() -> None:
    modules = imports_of("validate", str(LEGAL_DECK))
    assert "deckcheck.formats.checker" in modules  # the probe did validate
    assert not {m for m in modules if m.split(".")[0] in ("jsonschema", "referencing")}
    assert not modules & other_command_modules("deckcheck.cli.validate")


def test_an_invalid_deck_still_gets_jsonschema_s_located_details(tmp_path: Path) -> None:
    deck = tmp_path / "deck.yaml"
    deck.write_text("game: ccs\ndeck:\n  C4: 2\ncolour: red\n", encoding="utf-8")
    result = runner.invoke(app, ["validate", str(deck)])
    assert result.exit_code == 2, result.output  # a deck file that is not a deck file
    assert "4:1: SCHEMA_ADDITIONAL_PROPERTIES" in result.output


def test_cards_imports_no_other_command_and_no_rich() -> None:
    modules = imports_of("cards", "e:fire")
    assert "deckcheck.catalog.search" in modules
    assert not modules & other_command_modules("deckcheck.cli.cards")
    assert "rich" not in modules


def test_help_lists_every_command() -> None:
    result = runner.invoke(app, ["--help"], env={"COLUMNS": "100"})
    assert result.exit_code == 0
    for name in command_modules():
        assert f"│ {name} " in result.output


def test_a_misspelt_command_gets_a_suggestion() -> None:
    result = runner.invoke(app, ["vaildate", "x.yaml"])
    assert result.exit_code == 2
    assert "Did you mean 'validate'?" in result.output


@pytest.mark.parametrize("path", all_paths())
def test_help_has_no_typer_type_names_and_an_example(path: str) -> None:
    result = runner.invoke(app, [*path.split(), "--help"], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    usage = result.output.split("Usage:", 1)[1].splitlines()[0]
    assert "{" not in usage  # Typer's {files} for a required argument
    for typer_type in ("<bool>", "<str>", "<int>", "<path>", "<list[str]>"):
        assert typer_type not in result.output
    assert "Examples:" in result.output
    assert f"\n deckcheck {path}" in result.output


def test_every_example_names_a_command_and_fits_a_terminal() -> None:
    paths = set(all_paths())
    assert set(EXAMPLES) == paths
    for examples in EXAMPLES.values():
        for example in examples:
            assert len(example) <= 78, example  # one line of an 80-column terminal


def test_help_paragraphs_are_running_text() -> None:
    # Typer kept the docstring's line breaks after the first paragraph: "the limits that"
    # ended a line and "cannot be met" began the next on an 80-column terminal.
    result = runner.invoke(app, ["deck", "build", "--help"], env={"COLUMNS": "80"})
    words = " ".join(result.output.split())
    assert "(the limits that cannot be met are named)" in words
    lines = [line.strip() for line in result.output.splitlines()]
    assert not any(line.endswith("limits that") for line in lines)
    assert not any(line.endswith("that") and len(line) < 60 for line in lines)


@pytest.mark.parametrize("jobs", ["0"])
def test_jobs_zero_means_one_per_core(jobs: str) -> None:
    from deckcheck.cli.app import check_jobs

    assert check_jobs(int(jobs)) == (os.cpu_count() or 1)
    assert check_jobs(1) == 1


def test_shared_options_are_declared_once_with_one_help_text() -> None:
    # --seed, --format and --jobs mean the same in every command: deckcheck/cli/options.py
    # declares them, no command module spells them out again.
    cli = Path(__file__).resolve().parents[2] / "deckcheck" / "cli"
    for path in cli.glob("*.py"):
        if path.name == "options.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r'"--(seed|format|jobs)"', text), path.name
    load_all_commands()
    from deckcheck.cli.options import FORMAT_HELP, JOBS_HELP, SEED_HELP

    wanted = {"--seed": SEED_HELP, "--format": FORMAT_HELP, "--jobs": JOBS_HELP}
    seen: dict[str, set[str]] = {}
    group = typer.main.get_command(app)

    def walk(command: Any) -> None:
        for sub in getattr(command, "commands", {}).values():
            walk(sub)
        for param in getattr(command, "params", []):
            for name in param.opts:
                if name in wanted:
                    seen.setdefault(name, set()).add(param.help)

    walk(group)
    assert {name: helps for name, helps in seen.items()} == {
        name: {help_text} for name, help_text in wanted.items()}
