"""The compiled engines (a wheel's mypyc build) play exactly the pure-Python games.

A source checkout runs the engines as pure Python; a wheel compiles them
(``hatch_build.py``). CI builds the wheel, installs it into a fresh environment with
pytest, hypothesis and Ray, and names that environment's interpreter in
``DECKCHECK_COMPILED_PYTHON``: the tests below then run under it. Elsewhere they are
skipped, unless ``DECKCHECK_REQUIRE_COMPILED=1`` (set by CI) makes a missing
interpreter a failure.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from deckcheck.engine.compiled import MODULES, engine_build, module_name

ROOT = Path(__file__).resolve().parents[2]
FINGERPRINT = Path(__file__).with_name("fingerprint.py")
COMPILED = os.environ.get("DECKCHECK_COMPILED_PYTHON")


def _compiled_python() -> str:
    if COMPILED:
        return COMPILED
    if os.environ.get("DECKCHECK_REQUIRE_COMPILED") == "1":
        pytest.fail("DECKCHECK_REQUIRE_COMPILED=1 but DECKCHECK_COMPILED_PYTHON names no "
                    "interpreter of a compiled installation")
    pytest.skip("no compiled installation named (DECKCHECK_COMPILED_PYTHON)")


def _fingerprint(python: str, cwd: Path) -> dict[str, Any]:
    done = subprocess.run([python, str(FINGERPRINT), "45"], cwd=cwd, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_the_source_tree_runs_pure_python_and_every_listed_module_exists() -> None:
    # An editable install must run the source as written (an edit takes effect at once).
    assert engine_build() == "pure Python"
    for path in MODULES:
        assert (ROOT / path).is_file(), path
        assert module_name(path).startswith("deckcheck.")


def test_the_compiled_engines_play_the_pure_python_games(tmp_path: Path) -> None:
    python = _compiled_python()
    compiled = _fingerprint(python, tmp_path)  # out of the source tree: the installed build
    pure = _fingerprint(sys.executable, ROOT)
    assert compiled["build"] == "compiled" and pure["build"] == "pure Python"
    assert set(compiled["digests"]) == {"berserk", "ccs"}
    assert compiled["digests"] == pure["digests"]


def test_the_engine_squad_and_tournament_tests_pass_on_the_compiled_build(tmp_path: Path) -> None:
    # The engines', the squad optimiser's and the tournaments' tests (process pools and
    # Ray workers playing compiled games), run by the compiled installation:
    # a copy of the tests beside links to the data they read, and no source package that
    # would shadow the installed one. The cross-check mode is set by environment: a
    # compiled class reads the value it was created with.
    python = _compiled_python()
    shutil.copytree(ROOT / "tests", tmp_path / "tests",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("cardsets", "schemas", "examples", "tools", "README.md"):
        (tmp_path / name).symlink_to(ROOT / name)
    env = {**os.environ, "DECKCHECK_BERSERK_CROSS_CHECK": "1"}
    env.pop("DECKCHECK_REQUIRE_BROWSER", None)  # the heat map's browser test is the suite's
    done = subprocess.run(
        [python, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-W", "error",
         "tests/games/ccs", "tests/games/berserk", "tests/engine_api", "tests/batch",
         "tests/doctor/test_watch.py", "tests/doctor/test_watch_browser.py",
         "tests/cli/test_cli_play.py", "tests/cli/test_board.py",
         # a game installed beside the compiled engines, which it cannot subclass
         "tests/games/test_plugin_game.py",
         "--ignore=tests/engine_api/test_compiled_engines.py",
         # files that joined these folders when the tests took the package's layout: the
         # source tree's run has them, as it had them before
         *(f"--ignore=tests/{name}.py" for name in (
             "games/ccs/test_catalogue_data", "games/ccs/test_text_deck_spirit_lines",
             "games/berserk/test_catalogue_data", "games/berserk/test_cli_squad",
             "games/berserk/test_nxt_formats", "games/berserk/test_deck_code_argument",
             "games/berserk/test_how_played_agrees", "games/berserk/test_query_classes",
             "engine_api/test_twins"))],
        cwd=tmp_path, capture_output=True, text=True, timeout=1200, env=env,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout
