"""A game is one folder: a third game that lives only in the tests (``tests/toygame``: a
package with its ``ENTRY``, a profile with no hooks, an engine, and a data folder) goes
through every generic command, registered as a plug-in would be, with no line of
deckcheck's generic code changed for it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

# tests/ is on the path of a test run (no __init__.py at its top), as a plug-in is.
import toygame  # type: ignore[import-not-found]
from typer.testing import CliRunner

from deckcheck.cli.app import app
from deckcheck.games import entries, register, unregister

RUNNER = CliRunner()


@pytest.fixture(autouse=True)
def toy_registered() -> Iterator[None]:
    register(toygame.ENTRY)
    try:
        yield
    finally:
        unregister("toy")


@pytest.fixture
def decks(tmp_path: Path) -> tuple[Path, Path]:
    odds = tmp_path / "odds.yaml"
    odds.write_text("game: toy\nname: Odds\ndeck: {T1: 2, T3: 2, T5: 2, T7: 2}\n", "utf-8")
    evens = tmp_path / "evens.txt"
    evens.write_text("Game: toy\nName: Evens\n2 T2\n2 T4\n2 T6\n1 Tsunami\n", "utf-8")
    return odds, evens


def run(*args: str | Path) -> tuple[int, str]:
    result = RUNNER.invoke(app, [str(arg) for arg in args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_the_registered_game_is_listed_after_the_bundled_ones() -> None:
    assert [entry.id for entry in entries()][-1] == "toy"
    code, out = run("cards", "--game", "toy", "--limit", "1")
    assert code == 0 and "8 cards (1 shown)" in out


def test_catalog_check_checks_its_data_folder() -> None:
    code, out = run("catalog", "check", "--output", "json")
    assert code == 0, out
    assert json.loads(out)["valid"] is True
    code, out = run("catalog", "check", Path(toygame.__file__).parent / "data")
    assert code == 0 and "8 cards checked: ok" in out


def test_cards_lists_searches_and_shows_its_cards() -> None:
    code, out = run("cards", "--game", "toy")
    assert code == 0 and "Tsunami" in out and "8 cards" in out
    code, out = run("cards", "--game", "toy", "e:red")
    assert code == 0 and "Blaze" in out and "Pebble" not in out
    code, out = run("card", "T5", "--game", "toy")
    assert code == 0 and "Blaze" in out and "Power:    5" in out


def test_validate_reports_every_violation_with_its_rule(decks: tuple[Path, Path],
                                                        tmp_path: Path) -> None:
    code, out = run("validate", *decks)
    assert code == 0 and "2 legal" in out
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: toy\ndeck: {T1: 3, T9: 1}\n", "utf-8")
    code, out = run("validate", bad)
    assert code == 1
    for finding in ("DECK_SIZE", "COPY_LIMIT", "UNKNOWN_CARD", "did you mean T8"):
        assert finding in out
    assert "the toy duel's rules" in out  # each rule cites its source


def test_play_one_game_with_its_log_and_a_batch(decks: tuple[Path, Path],
                                                tmp_path: Path) -> None:
    code, out = run("play", *decks, "--seed", "3")
    assert code == 0 and "lays" in out and "Game over" in out
    log = tmp_path / "games.jsonl"
    code, out = run("play", *decks, "--games", "12", "--seed", "5", "--log", log)
    assert code == 0 and "12 games" in out
    code, replayed = run("replay", log, "--game-index", "3")
    assert code == 0 and "Game over" in replayed


def test_play_is_reproducible_for_a_seed(decks: tuple[Path, Path]) -> None:
    first = run("play", *decks, "--games", "20", "--seed", "9", "--output", "json")
    again = run("play", *decks, "--games", "20", "--seed", "9", "--output", "json")
    assert first[0] == 0
    assert json.loads(first[1])["decks"] == json.loads(again[1])["decks"]


def test_watching_a_game_writes_its_page_and_draws_its_board(decks: tuple[Path, Path],
                                                              tmp_path: Path) -> None:
    page = tmp_path / "game.html"
    code, out = run("play", *decks, "--seed", "3", "--html", page)
    assert code == 0, out
    text = page.read_text("utf-8")
    assert "Spark" in text or "Blaze" in text
    code, out = run("play", *decks, "--seed", "3", "--board")
    assert code == 0, out


def test_tournament_ranks_the_decks(decks: tuple[Path, Path]) -> None:
    code, out = run("tournament", *decks, "-n", "10", "--seed", "1")
    assert code == 0 and "Standings" in out
    code, out = run("tournament", *decks, "-n", "10", "--seed", "1", "--output", "csv")
    assert code == 0 and out.startswith("key,deck_a,deck_b")


def test_stats_and_report_use_the_generic_tables(decks: tuple[Path, Path],
                                                 tmp_path: Path) -> None:
    code, out = run("stats", decks[0])
    assert code == 0, out
    assert "Cards by type" in out
    code, out = run("stats", decks[0], "--output", "json")
    assert code == 0 and json.loads(out)
    report = tmp_path / "report.html"
    code, out = run("report", decks[0], "--against", decks[1], "--games", "10",
                    "--out", report)
    assert code == 0, out
    assert "Odds" in report.read_text("utf-8")


def test_deck_commands_build_show_convert_and_edit(tmp_path: Path,
                                                   decks: tuple[Path, Path]) -> None:
    code, out = run("deck", "build", "--game", "toy", "--seed", "1")
    assert code == 0 and "duel: legal" in out
    code, out = run("deck", "show", decks[0])
    assert code == 0 and "Inferno" in out
    code, out = run("deck", "convert", decks[0], "--to", "text")
    assert code == 0 and "2 T7" in out
    new = tmp_path / "new.yaml"
    code, out = run("deck", "new", new, "--game", "toy")
    assert code == 0
    assert run("deck", "add", new, "T1", "2")[0] == 0
    code, out = run("validate", new)
    assert code == 1 and "DECK_SIZE" in out  # two cards: incomplete


def test_bench_measures_its_engine() -> None:
    code, out = run("bench", "--game", "toy", "--games", "20", "--jobs", "1")
    assert code == 0 and "games/s" in out


def test_an_installed_plugin_is_found_by_its_entry_point(tmp_path: Path,
                                                         decks: tuple[Path, Path]) -> None:
    """A package that names its GameEntry in the ``deckcheck.games`` entry-point group
    is a game for every command, with nothing registered by hand: a fresh interpreter
    finds it in the installed distributions' metadata."""
    import os
    import subprocess
    import sys

    info = tmp_path / "site" / "deckcheck_toygame-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: deckcheck-toygame\nVersion: 1.0\n", "utf-8"
    )
    (info / "entry_points.txt").write_text("[deckcheck.games]\ntoy = toygame:ENTRY\n", "utf-8")
    tests = Path(toygame.__file__).resolve().parents[1]
    path = os.pathsep.join([str(tmp_path / "site"), str(tests), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "PYTHONPATH": path}

    def deckcheck(*args: str | Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "deckcheck", *map(str, args)],
                              capture_output=True, text=True, env=env, check=False)

    listed = deckcheck("cards", "--game", "toy", "e:blue")
    assert listed.returncode == 0, listed.stderr
    assert "Tsunami" in listed.stdout and "Blaze" not in listed.stdout
    checked = deckcheck("validate", *decks)
    assert checked.returncode == 0 and "2 legal" in checked.stdout
    played = deckcheck("play", *decks, "--games", "10", "--jobs", "2", "--seed", "4")
    assert played.returncode == 0, played.stderr
    assert "10 games" in played.stdout
    # Without the plug-in installed the game is unknown, in one clear line.
    env["PYTHONPATH"] = str(tests)
    missing = deckcheck("cards", "--game", "toy")
    assert missing.returncode == 2 and "unknown game 'toy'" in missing.stderr


def test_a_broken_plugin_is_left_out_with_one_warning_each(tmp_path: Path) -> None:
    """Hostile plug-ins: one that fails to import, one that names no GameEntry, one with
    an id no file could name, one that claims a bundled game's id. Each is one warning
    line; the commands and the other games work, with no traceback."""
    import os
    import subprocess
    import sys

    site = tmp_path / "site"
    info = site / "bad_games-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: bad-games\nVersion: 1.0\n",
                                   "utf-8")
    (info / "entry_points.txt").write_text(
        "[deckcheck.games]\n"
        "boom = badgames.boom:ENTRY\n"
        "notentry = badgames.fine:NOT_AN_ENTRY\n"
        "badid = badgames.fine:BAD_ID\n"
        "clash = badgames.fine:CLASH\n",
        "utf-8",
    )
    package = site / "badgames"
    package.mkdir()
    (package / "__init__.py").write_text("", "utf-8")
    (package / "boom.py").write_text("raise RuntimeError('broken on import')\n", "utf-8")
    (package / "fine.py").write_text(
        "from deckcheck.games import GameEntry\n"
        "NOT_AN_ENTRY = {'id': 'x'}\n"
        "BAD_ID = GameEntry('../etc', 'Bad', 'badgames.fine')\n"
        "CLASH = GameEntry('ccs', 'Impostor', 'badgames.fine')\n",
        "utf-8",
    )
    path = os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "PYTHONPATH": path}
    done = subprocess.run([sys.executable, "-m", "deckcheck", "cards", "--game", "ccs", "C27"],
                          capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    warnings = [line for line in done.stderr.splitlines() if "game plug-in" in line]
    assert len(warnings) == 4, done.stderr
    assert "RuntimeError: broken on import" in done.stderr
    assert "not a GameEntry" in done.stderr and "is not a game id" in done.stderr
    assert "'ccs' is not loaded: deckcheck has a game of that id" in done.stderr


def test_a_game_whose_code_does_not_load_is_one_message(decks: tuple[Path, Path]) -> None:
    """A registered game whose profile module or engine fails to import is one line with
    its exit code in every command that meets it, never a traceback."""
    from dataclasses import replace

    register(replace(toygame.ENTRY, profile="toygame.no_such_profile"))
    code, out = run("cards", "--game", "toy")
    assert code == 2
    assert "the profile of game 'toy' (toygame.no_such_profile:PROFILE) does not load" in out
    assert "ModuleNotFoundError" in out and "Traceback" not in out
    register(toygame.ENTRY)
    from deckcheck.games import engines

    engines.register("toy", "toygame.no_such_engine:GAME")
    try:
        code, out = run("play", *decks)
    finally:
        engines.GAMES.pop("toy", None)
    assert code == 2
    assert "the rules engine of game 'toy' (toygame.no_such_engine:GAME) does not load" in out


def test_a_plugin_game_id_is_what_the_schemas_take() -> None:
    from deckcheck.games import _GAME_ID
    from deckcheck.loading.schema import load_schema

    pattern = load_schema("common.schema.json")["$defs"]["game"]["pattern"]
    assert pattern == f"^{_GAME_ID.pattern}$"
