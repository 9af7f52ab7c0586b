"""A bug met by a command is one line and exit status 3, never a traceback; with
``DECKCHECK_TRACEBACK=1`` the exception goes on, for whoever debugs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.app import INTERNAL_ERROR

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "examples" / "decks" / "starter-short.yaml"


class _Broken(Exception):
    pass


def _break_the_checker(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise _Broken("the checker fell over\nsecond line")

    monkeypatch.setattr("deckcheck.formats.checker.DeckChecker.check", broken)


def test_a_bug_is_one_line_and_exit_status_3(monkeypatch: pytest.MonkeyPatch) -> None:
    _break_the_checker(monkeypatch)
    result = CliRunner().invoke(app, ["validate", str(DECK)])
    assert result.exit_code == INTERNAL_ERROR == 3, result.output
    assert isinstance(result.exception, SystemExit)
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output  # (the message's own line break is escaped)
    assert lines[0].startswith("deckcheck: internal error: _Broken: the checker fell over")
    assert "DECKCHECK_TRACEBACK=1" in lines[0] and "Traceback" not in result.output


def test_deckcheck_traceback_lets_the_exception_through(monkeypatch: pytest.MonkeyPatch) -> None:
    _break_the_checker(monkeypatch)
    monkeypatch.setenv("DECKCHECK_TRACEBACK", "1")
    result = CliRunner().invoke(app, ["validate", str(DECK)])
    assert isinstance(result.exception, _Broken)


def test_usage_errors_and_help_keep_their_own_exit_status() -> None:
    # click's own ways out (its Exit, usage errors) are not mistaken for bugs
    assert CliRunner().invoke(app, ["--help"]).exit_code == 0
    assert CliRunner().invoke(app, ["validate", "--no-such-option"]).exit_code == 2


def test_the_console_script_prints_no_traceback(tmp_path: Path) -> None:
    # The real process: a plug-in-like failure deep in a command (a sitecustomize that
    # breaks the checker), seen as a user sees it.
    (tmp_path / "sitecustomize.py").write_text(
        "import deckcheck.formats.checker as c\n"
        "def broken(*a, **k):\n    raise KeyError('boom')\n"
        "c.DeckChecker.check = broken\n",
        encoding="utf-8",
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])}
    env.pop("DECKCHECK_TRACEBACK", None)
    done = subprocess.run(
        [sys.executable, "-m", "deckcheck", "validate", str(DECK)],
        capture_output=True, text=True, env=env, timeout=120,
    )
    assert done.returncode == 3, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("deckcheck: internal error: KeyError: 'boom'"), done.stderr
