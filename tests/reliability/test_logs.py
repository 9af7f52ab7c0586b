"""``play --log`` never destroys the previous log (it was truncated at start, written at
the end): the new log is written beside it and renamed over it when the run ends."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.reliability.helpers import CCS_DECK, no_traceback, run, start, wait_for

PLAY = ["play", CCS_DECK, CCS_DECK]


def _records(log: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def _leftovers(folder: Path, keep: set[str]) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name not in keep)


def test_kill_9_mid_run_keeps_the_previous_log(tmp_path: Path, cache: Path) -> None:
    log = tmp_path / "games.jsonl"
    assert run([*PLAY, "--games", "4", "--log", log], cache).returncode == 0
    before = log.read_bytes()
    assert len(_records(log)) == 4
    process = start([*PLAY, "--games", "1000000", "--seed", "3", "--log", log], cache)
    # The new log's temporary file exists: the run is writing it.
    wait_for(lambda: bool(_leftovers(tmp_path, {log.name})), "a temporary log", process)
    process.send_signal(signal.SIGKILL)
    process.communicate(timeout=30)
    assert log.read_bytes() == before
    assert len(_leftovers(tmp_path, {log.name})) == 1  # the dead run's temporary file
    # The next write in the folder sweeps it; nothing accumulates.
    assert run([*PLAY, "--games", "2", "--log", log], cache).returncode == 0
    assert _leftovers(tmp_path, {log.name}) == []
    assert len(_records(log)) == 2


def test_two_runs_logging_to_one_file(tmp_path: Path, cache: Path) -> None:
    log = tmp_path / "games.jsonl"
    runs = [start([*PLAY, "--games", "60", "--seed", str(s), "--log", log], cache) for s in (1, 2)]
    for process in runs:
        _, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
    records = _records(log)  # every line whole
    assert len(records) == 60
    assert len({r["batch_seed"] for r in records}) == 1  # one run's log, not a mix
    assert [r["index"] for r in records] == list(range(60))
    assert _leftovers(tmp_path, {log.name}) == []


def _mount(where: Path, options: str) -> None:
    where.mkdir(exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {mounted.stderr.decode().strip()}")


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 64 kB tmpfs (needs root and a kernel that allows it; skipped elsewhere)."""
    where = tmp_path / "disk"
    _mount(where, "size=64k")
    try:
        yield where
    finally:
        subprocess.run(["umount", str(where)], check=False)


def test_edits_on_a_read_only_file_system(tmp_path: Path, cache: Path) -> None:
    where = tmp_path / "ro"
    _mount(where, "size=64k")
    try:
        deck = where / "deck.yaml"
        deck.write_bytes(CCS_DECK.read_bytes())
        remounted = subprocess.run(["mount", "-o", "remount,ro", str(where)], check=False)
        if remounted.returncode != 0:
            pytest.skip("cannot remount the tmpfs read-only")
        log = where / "log.jsonl"
        for args in (["deck", "add", deck, "C4"], ["deck", "new", deck, "--game", "ccs",
                     "--force"], [*PLAY, "--games", "2", "--log", log]):  # fmt: skip
            result = run(args, cache)
            no_traceback(result, [2])
            assert "Read-only file system" in result.stderr, result.stderr
        assert deck.read_bytes() == CCS_DECK.read_bytes()
    finally:
        subprocess.run(["umount", str(where)], check=False)


def test_a_full_disk_keeps_the_previous_log(small_disk: Path, cache: Path) -> None:
    log = small_disk / "games.jsonl"
    assert run([*PLAY, "--games", "2", "--log", log], cache).returncode == 0
    before = log.read_bytes()
    result = run([*PLAY, "--games", "400", "--log", log], cache)
    no_traceback(result, [2])
    assert f"cannot write {log}: No space left on device" in result.stderr
    assert log.read_bytes() == before
    assert _leftovers(small_disk, {log.name}) == []


def test_a_log_in_a_read_only_folder(tmp_path: Path, cache: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    log = folder / "games.jsonl"
    log.write_text("old\n", encoding="utf-8")
    os.chmod(log, 0o444)
    result = run([*PLAY, "--games", "2", "--log", log], cache)
    no_traceback(result, [2])
    assert "read-only" in result.stderr
    assert log.read_text(encoding="utf-8") == "old\n"
