"""Ctrl-C stops any run within a second: workers killed, what finished printed as
partial, exit status 130, no traceback (it froze, then ran on for 36 s)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from tests.reliability.conftest import CCS_DECK, command, environment

PLAY = ["play", CCS_DECK, CCS_DECK, "--games", "1000000000000"]


def _peak_memory_mb(pid: int) -> float:
    """The process's peak resident memory (its VmHWM), 0 where /proc does not say."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except OSError:
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _interrupt(args: list[object], cache: Path, after: float) -> tuple[int, str, str, float]:
    """Run, send SIGINT (what Ctrl-C sends) after ``after`` s; status, output, seconds."""
    process = subprocess.Popen(
        command(*args),
        env=environment(cache),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # the group gets the signal, workers included, as a terminal
    )
    time.sleep(after)
    peak = _peak_memory_mb(process.pid)
    assert peak < 400, f"{peak} MB: the run holds work it has not done yet"
    sent = time.monotonic()
    os.killpg(process.pid, signal.SIGINT)
    try:
        out, err = process.communicate(timeout=10)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()  # closes the pipes: no ResourceWarning in a later test
    seconds = time.monotonic() - sent
    # No worker outlives its parent.
    alive = subprocess.run(["pgrep", "-g", str(process.pid)], capture_output=True, check=False)
    assert alive.stdout.strip() == b"", alive.stdout
    return process.returncode, out, err, seconds


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_a_batch_with_partial_statistics(jobs: str, cache: Path) -> None:
    code, out, err, seconds = _interrupt([*PLAY, "-j", jobs], cache, after=1.5)
    assert code == 130 and "Traceback" not in err, err
    assert seconds < 1.5
    assert "PARTIAL (interrupted):" in out and "of 1000000000000 games" in out
    assert "interrupted:" in err and "the statistics are partial" in err


def test_ctrl_c_keeps_the_finished_games_in_the_log(tmp_path: Path, cache: Path) -> None:
    log = tmp_path / "games.jsonl"
    args = [*PLAY, "-j", "2", "--log", log, "--output", "json"]
    code, out, err, _ = _interrupt(args, cache, after=2)
    assert code == 130 and "Traceback" not in err, err
    summary = json.loads(out)
    assert summary["partial"] is True and summary["games_requested"] == 10**12
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == summary["games"] > 0
    assert [json.loads(line)["index"] for line in lines] == list(range(len(lines)))
    assert sorted(p.name for p in tmp_path.iterdir()) == [log.name]


def test_ctrl_c_stops_tuning(tmp_path: Path, cache: Path) -> None:
    out_file = tmp_path / "built.yaml"
    args = ["deck", "build", "--game", "ccs", "--tune", "100000", "-j", "2", "--out", out_file]
    code, _, err, seconds = _interrupt(args, cache, after=1.5)
    assert code == 130 and "Traceback" not in err, err
    assert seconds < 1.5
    assert "interrupted while tuning (partial)" in err
    assert not out_file.exists()


def test_an_interrupt_never_splits_what_is_updated_together() -> None:
    """Ctrl-C inside the block is held back until both records took the batch."""
    from deckcheck.cli.play import interrupts_deferred

    both: list[str] = []
    with pytest.raises(KeyboardInterrupt), interrupts_deferred():
        both.append("statistics")
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)  # the signal arrives here, inside the block
        both.append("log")
    assert both == ["statistics", "log"]
    # Outside the block, Ctrl-C is Python's again.
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
