"""``deckcheck catalog check FILE``: a file of a catalogue is checked with its whole
catalogue, so that problems between files are found when one file is named (as the
pre-commit hook names only the changed files; tests/package/test_precommit.py runs the hook)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.catalog import catalogue_folder, check_targets
from deckcheck.resources import game_dir

runner = CliRunner()


@pytest.fixture
def catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cards" / "ccs"
    shutil.copytree(game_dir("ccs"), folder)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "cache"))
    return folder


def _duplicate(catalogue: Path) -> None:
    series_2 = catalogue / "sets/series_2.yaml"
    text = series_2.read_text(encoding="utf-8")
    series_2.write_text(text.replace("  - id: C44\n", "  - id: C5\n", 1), encoding="utf-8")


def _check(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["catalog", "check", "--no-cache", *args])
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_one_set_file_is_checked_with_its_whole_catalogue(catalogue: Path) -> None:
    _duplicate(catalogue)
    for named in ("cards/ccs/sets/series_2.yaml", "cards/ccs/sets/series_1.yaml",
                  "cards/ccs/game.yaml", "cards/ccs/sets", "cards/ccs"):
        code, output = _check(named)
        assert code == 1, (named, output)
        assert "cards/ccs/sets/series_2.yaml:" in output and "CATALOG_DUPLICATE_ID" in output
        assert "already used at cards/ccs/sets/series_1.yaml:" in output
        assert output.count("CATALOG_DUPLICATE_ID") == 1
        assert output.strip().endswith("7 files, 253 cards checked: 1 problem"), output


def test_the_catalogue_s_own_game_yaml_is_used(catalogue: Path) -> None:
    # A term that only this catalogue's game.yaml defines: fine with its game.yaml, which
    # checking the set file alone (against the bundled game) did not read.
    game = catalogue / "game.yaml"
    game.write_text(
        game.read_text(encoding="utf-8").replace("  - id: common\n", "  - id: kommon\n", 1),
        encoding="utf-8",
    )
    code, output = _check("cards/ccs/sets/series_1.yaml")
    assert code == 1
    assert "CATALOG_UNKNOWN_REF" in output and "'common' is not a known rarity" in output


def test_a_file_outside_catalogues_and_a_missing_one_are_checked_as_named(
    catalogue: Path, tmp_path: Path
) -> None:
    loose = tmp_path / "loose.yaml"
    loose.write_text((catalogue / "sets/series_1.yaml").read_text(encoding="utf-8"))
    assert check_targets([Path("loose.yaml")]) == [Path("loose.yaml")]
    code, output = _check("loose.yaml")
    assert code == 0 and "1 file, " in output
    missing = "cards/ccs/sets/gone.yaml"
    assert check_targets([Path(missing)]) == [Path(missing)]
    code, output = _check(missing)
    assert code == 2 and f"{missing}: FILE_NOT_FOUND" in output


def test_each_file_is_read_once(catalogue: Path) -> None:
    named = [Path("cards/ccs/sets/series_1.yaml"), Path("cards/ccs/game.yaml"),
             Path("cards"), Path("./cards/ccs"), Path("cards/ccs/sets/../sets/series_2.yaml")]
    assert check_targets(named) == [Path("cards")]
    assert check_targets(named[:2]) == [Path("cards/ccs")]
    code, output = _check(*map(str, named))
    assert code == 0 and "7 files, 254 cards checked: ok" in output


def test_a_file_the_folder_would_not_read_is_still_checked(catalogue: Path) -> None:
    licence = Path("cards/ccs/LICENSE-data.md")
    assert check_targets([licence]) == [licence]
    code, _ = _check(str(licence))
    assert code == 2  # not a catalogue file, as before


@pytest.mark.parametrize(
    "name",
    ["x" * 300 + ".yaml", "cards/ccs/sets/" + "y" * 300 + ".yaml", "cards/ccs/sets/\udcff.yaml"],
)
def test_hostile_names_are_located_input_errors(catalogue: Path, name: str) -> None:
    assert catalogue_folder(Path(os.path.abspath(name))) is None
    code, _ = _check(name)
    assert code == 2


def test_a_loop_of_links_is_a_located_input_error(catalogue: Path) -> None:
    loop = catalogue / "sets/loop.yaml"
    loop.symlink_to(loop)
    code, output = _check("cards/ccs/sets/loop.yaml")
    assert code == 2 and "loop.yaml" in output
