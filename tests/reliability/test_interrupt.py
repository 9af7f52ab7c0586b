"""Ctrl-C stops any run at once: workers killed, what finished printed as partial, exit
status 130, no traceback (it froze, then ran on for 36 s). Each test sends Ctrl-C once
the run has counted games (an event), never after a guessed delay: a loaded machine
only makes them slower."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from tests.reliability.helpers import CCS_DECK, STOPS_WITHIN, interrupt

PLAY = ["play", CCS_DECK, CCS_DECK, "--games", "1000000000000"]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_a_batch_with_partial_statistics(jobs: str, cache: Path) -> None:
    code, out, err, seconds = interrupt([*PLAY, "-j", jobs], cache)
    assert code == 130 and "Traceback" not in err, err
    assert seconds < STOPS_WITHIN
    assert "PARTIAL (interrupted):" in out and "of 1000000000000 games" in out
    assert "interrupted:" in err and "the statistics are partial" in err


def test_ctrl_c_keeps_the_finished_games_in_the_log(tmp_path: Path, cache: Path) -> None:
    log = tmp_path / "games.jsonl"
    args = [*PLAY, "-j", "2", "--log", log, "--output", "json"]
    code, out, err, _ = interrupt(args, cache)
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
    # Once the tuning has begun and its two workers play (a candidate's 100,000 games
    # would take minutes: nothing is counted before Ctrl-C).
    code, _, err, seconds = interrupt(args, cache, games=0, workers=2)
    assert code == 130 and "Traceback" not in err, err
    assert seconds < STOPS_WITHIN
    assert "interrupted while tuning (partial)" in err
    assert not out_file.exists()


def test_an_interrupt_never_splits_what_is_updated_together() -> None:
    """Ctrl-C inside the block is held back until both records took the batch."""
    from deckcheck.services.interrupts import interrupts_deferred

    both: list[str] = []
    with pytest.raises(KeyboardInterrupt), interrupts_deferred():
        both.append("statistics")
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)  # the signal arrives here, inside the block
        both.append("log")
    assert both == ["statistics", "log"]
    # Outside the block, Ctrl-C is Python's again.
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
