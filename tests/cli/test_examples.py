"""``deckcheck examples``: the example files ship with the package and copy out safely."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.examples import descriptions, example_files

runner = CliRunner()


def test_every_bundled_file_is_described_and_listed() -> None:
    names = [example.name for example in example_files()]
    assert set(names) == set(descriptions())
    result = runner.invoke(app, ["examples"])
    assert result.exit_code == 0
    for name in names:
        line = next(line for line in result.output.splitlines() if line.startswith(name + " "))
        assert descriptions()[name] in line


def test_copy_creates_the_folder_and_the_copies_validate(tmp_path: Path) -> None:
    target = tmp_path / "new" / "examples"
    result = runner.invoke(app, ["examples", "--copy", str(target)])
    assert result.exit_code == 0, result.output
    assert (target / "decks" / "starter-short.yaml").is_file()
    result = runner.invoke(app, ["validate", str(target / "decks" / "starter-short.yaml")])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["squad", "check", str(target / "squads" / "forest-mountain.yaml")])
    assert result.exit_code == 0, result.output


def test_copied_schema_lines_name_copied_schemas(tmp_path: Path) -> None:
    runner.invoke(app, ["examples", "--copy", str(tmp_path)])
    for path in tmp_path.rglob("*.yaml"):
        line = re.search(r"\$schema=(\S+)", path.read_text(encoding="utf-8"))
        if line:
            assert (path.parent / line.group(1)).resolve().is_file(), path


def test_copy_never_overwrites_without_force(tmp_path: Path) -> None:
    assert runner.invoke(app, ["examples", "--copy", str(tmp_path)]).exit_code == 0
    again = runner.invoke(app, ["examples", "--copy", str(tmp_path)])
    assert again.exit_code == 0 and "0 files written" in again.output  # same content
    mine = tmp_path / "decks" / "starter-short.yaml"
    mine.write_text("my own deck\n", encoding="utf-8")
    other = tmp_path / "decks" / "starter-25.yaml"
    other.unlink()
    refused = runner.invoke(app, ["examples", "--copy", str(tmp_path)])
    assert refused.exit_code == 2
    assert "starter-short.yaml already exists" in refused.output
    assert mine.read_text(encoding="utf-8") == "my own deck\n"
    assert not other.exists()  # nothing at all was written
    forced = runner.invoke(app, ["examples", "--copy", str(tmp_path), "--force"])
    assert forced.exit_code == 0
    assert mine.read_text(encoding="utf-8") != "my own deck\n" and other.is_file()


def test_copy_into_a_file_is_a_usage_error(tmp_path: Path) -> None:
    file = tmp_path / "f"
    file.write_text("x", encoding="utf-8")
    result = runner.invoke(app, ["examples", "--copy", str(file)])
    assert result.exit_code == 2
    assert "is a file, not a folder" in result.output
