"""A run never throws its games away because of a file (issue 26, item 4): every output
file is checked before the first game (a missing folder, a directory, a read-only file
or folder, a device), and when writing one still fails at the end (a full disk), the
results are printed all the same, the file's error said, and the exit status is 2."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from tests.reliability.helpers import EXAMPLES

DECKS = [str(EXAMPLES / "starter-short.yaml"), str(EXAMPLES / "wind-and-fire.txt")]
ENV = {"NO_COLOR": "1", "COLUMNS": "200"}


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "cache"))


def invoke(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env=ENV)


@pytest.fixture
def no_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any game played fails the test: the refusal must come first."""

    def refuse(*args: object, **kwargs: object) -> Any:
        raise AssertionError("a game was played before the output file was checked")

    monkeypatch.setattr("deckcheck.batch.tournament.run_tournament", refuse)
    monkeypatch.setattr("deckcheck.batch.runner.iter_games", refuse)
    monkeypatch.setattr("deckcheck.batch.runner.play_game", refuse)


def unwritable(tmp_path: Path) -> list[tuple[Path, str]]:
    """Destinations that cannot be written, and what the refusal says."""
    folder = tmp_path / "folder"
    folder.mkdir()
    read_only = tmp_path / "read-only.html"
    read_only.write_text("keep me", encoding="utf-8")
    read_only.chmod(0o444)
    cases = [
        (tmp_path / "missing" / "out.html", "no folder"),
        (folder, "is a directory"),
        (read_only, "the file is read-only"),
        (Path("/dev/full"), "not a regular file"),
        (Path("/dev/null"), "not a regular file"),
        (tmp_path / ("r" * 300 + ".html"), "File name too long"),  # a traceback before
    ]
    if os.geteuid() != 0:  # root writes in a read-only folder
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o555)
        cases.append((locked / "out.html", "Permission denied"))
    return cases


@pytest.mark.usefixtures("no_games")
def test_an_unwritable_destination_is_refused_before_any_game(tmp_path: Path) -> None:
    for path, why in unwritable(tmp_path):
        commands = [
            ["tournament", *DECKS, "-n", "4", "--report", str(path)],
            ["tournament", *DECKS, "-n", "4", "--resume", str(path)],
            ["play", *DECKS, "--log", str(path)],
            ["play", *DECKS, "-n", "4", "--log", str(path)],
        ]
        for args in commands:
            result = invoke(*args)
            assert result.exit_code == 2, (args, result.output)
            assert why in result.stderr or (
                "--resume" in args and "results file" in result.stderr
            ), (args, result.stderr)
            assert "Traceback" not in result.output
    assert (tmp_path / "read-only.html").read_text(encoding="utf-8") == "keep me"


def test_report_and_resume_may_not_be_one_file(tmp_path: Path) -> None:
    same = str(tmp_path / "x")
    result = invoke("tournament", *DECKS, "-n", "4", "--report", same, "--resume", same)
    assert result.exit_code == 2 and "name the same file" in result.stderr


def disk_full(path: Path) -> Any:
    from deckcheck.errors import InputError

    def write(target: Path, data: bytes, **kwargs: object) -> None:
        if Path(target) == path:
            raise InputError(
                f"cannot write {target}: {os.strerror(errno.ENOSPC)}; the file is unchanged",
                code="WRITE_FAILED",
            )

    return write


def test_a_report_that_fails_at_the_end_still_prints_the_results(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = tmp_path / "report.html"
    monkeypatch.setattr("deckcheck.loading.atomic.write_atomic", disk_full(report))
    for output in ("json", "text", "csv"):
        result = invoke("tournament", *DECKS, "-n", "4", "--report", str(report), "-o", output)
        assert result.exit_code == 2, result.output
        assert f"cannot write {report}: No space left on device" in result.stderr
        if output == "json":
            data = json.loads(result.stdout)
            assert data["games"] == data["games_planned"] == 4 and not data["partial"]
        else:
            assert "Starter" in result.stdout or "starter" in result.stdout
    assert not report.exists()


def test_a_results_file_that_fills_the_disk_keeps_the_games_going(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from deckcheck.batch import unitlog

    results = tmp_path / "units.jsonl"
    appended = unitlog.UnitLog.append
    calls = []

    def append(self: unitlog.UnitLog, result: Any) -> None:
        calls.append(result.id)
        if len(calls) > 1:
            monkeypatch.setattr("deckcheck.batch.unitlog.os.write", full)
        appended(self, result)

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(unitlog.UnitLog, "append", append)
    args = ["tournament", *DECKS, "-n", "8", "--chunk", "2", "--resume", str(results)]
    result = invoke(*args, "-o", "json")
    monkeypatch.undo()
    assert result.exit_code == 2, result.output
    data = json.loads(result.stdout)
    assert data["games"] == data["games_planned"] == 8 and not data["partial"]
    assert "No space left on device" in result.stderr
    assert "the games went on without it" in result.stderr
    assert len(results.read_text(encoding="utf-8").splitlines()) == 2  # header, unit one
    assert len(calls) == 2  # no more appends once one failed


def test_a_play_log_that_fails_at_the_end_still_prints_the_statistics(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "games.jsonl"
    log.write_text("the previous log\n", encoding="utf-8")
    replace = os.replace

    def full(source: Any, target: Any) -> None:
        if Path(target) == log:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        replace(source, target)

    monkeypatch.setattr("deckcheck.loading.atomic.os.replace", full)
    batch = invoke("play", *DECKS, "-n", "6", "-j", "2", "--log", str(log), "-o", "json")
    one = invoke("play", *DECKS, "--log", str(log), "-o", "json")
    monkeypatch.undo()
    assert batch.exit_code == 2, batch.output
    assert json.loads(batch.stdout)["games"] == 6
    assert f"cannot write {log}: No space left on device" in batch.stderr
    assert one.exit_code == 2 and json.loads(one.stdout)["winner"] in ("A", "B", None)
    assert log.read_text(encoding="utf-8") == "the previous log\n"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".dctmp")]  # no leftovers


def test_a_play_log_that_fails_mid_run_keeps_the_old_log_and_the_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from deckcheck.services import play

    log = tmp_path / "games.jsonl"
    log.write_text("the previous log\n", encoding="utf-8")

    class Full:
        def write(self, data: bytes) -> int:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    entered = play.GameLog.__enter__

    def enter(self: Any) -> Any:
        writer = entered(self)
        writer._stream = Full()  # the disk fills as the first games are written
        return writer

    monkeypatch.setattr(play.GameLog, "__enter__", enter)
    result = invoke("play", *DECKS, "-n", "6", "--log", str(log), "-o", "json")
    monkeypatch.undo()
    assert result.exit_code == 2, result.output
    assert json.loads(result.stdout)["games"] == 6
    assert "the games went on without it, and the file is unchanged" in result.stderr
    assert log.read_text(encoding="utf-8") == "the previous log\n"
