"""SIGTERM and SIGHUP stop a run as Ctrl-C does (a closed SSH session, ``timeout``, a
cancelled CI job): the workers gone, what finished printed as partial, exit 128 + N.

They used to leave the worker processes orphaned, blocked for ever. The signal goes to
the parent alone, as ``timeout`` and ``kill`` send it, once the run has counted games (an
event, never a guessed delay); then no process of the run may be left (from /proc).
"""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest

from tests.reliability.helpers import CCS_DECK, EXAMPLES, STOPS_WITHIN, interrupt

PLAY = ["play", CCS_DECK, CCS_DECK, "--games", "1000000000000", "-j", "2", "-o", "json"]
TOURNAMENT = [
    *("tournament", CCS_DECK, EXAMPLES / "wind-and-fire.txt", EXAMPLES / "starter-25.yaml"),
    *("-n", "100000000", "-j", "2", "-o", "json"),
]
TUNE = [
    *("tune", CCS_DECK, "-a", EXAMPLES / "wind-and-fire.txt"),
    *("-n", "100000000", "-c", "2", "-j", "2", "-o", "json"),
]


@pytest.mark.parametrize(
    ("args", "send", "partial"),
    [
        pytest.param(PLAY, signal.SIGTERM, "the statistics are partial", id="play-TERM"),
        pytest.param(PLAY, signal.SIGHUP, "the statistics are partial", id="play-HUP"),
        pytest.param(TOURNAMENT, signal.SIGTERM, "the standings are partial", id="tournament-TERM"),
        pytest.param(TOURNAMENT, signal.SIGHUP, "the standings are partial", id="tournament-HUP"),
        pytest.param(TUNE, signal.SIGTERM, "the ranking is partial", id="tune-TERM"),
    ],
)
def test_a_stop_signal_stops_the_run_as_ctrl_c_does(
    args: list[object], send: signal.Signals, partial: str, cache: Path
) -> None:
    # interrupt() asserts that no process of the run's group is left.
    code, out, err, seconds = interrupt(args, cache, send=send, whole_group=False, workers=2)
    assert code == 128 + send and "Traceback" not in err, (code, err)
    assert seconds < STOPS_WITHIN
    data = json.loads(out)
    assert data["partial"] is True and data["games"] > 0
    assert partial in err


def test_a_stop_signal_to_the_whole_group_is_one_stop(tmp_path: Path, cache: Path) -> None:
    """A cancelled job's SIGTERM reaches every process of the group: the workers ignore
    it (the parent decides) and the run stops once, with its partial results, and the
    finished games are kept in the log."""
    log = tmp_path / "games.jsonl"
    code, out, err, _ = interrupt(
        [*PLAY, "--log", log], cache, send=signal.SIGTERM, whole_group=True, workers=2
    )
    assert code == 143 and "Traceback" not in err, err
    data = json.loads(out)
    assert data["partial"] is True
    assert len(log.read_text(encoding="utf-8").splitlines()) == data["games"] > 0


def test_a_signal_outside_a_run_exits_128_plus_n() -> None:
    """The boundary: a stop signal anywhere in a command is Ctrl-C's exit, 128 + N."""
    import os

    from deckcheck.services.interrupts import (
        STOP_SIGNALS,
        interrupt_status,
        stop_signals_handled,
    )

    assert signal.SIGTERM in STOP_SIGNALS and signal.SIGHUP in STOP_SIGNALS
    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(KeyboardInterrupt), stop_signals_handled():
        os.kill(os.getpid(), signal.SIGHUP)
        for _ in range(1000):  # the handler runs in here
            pass
    assert interrupt_status() == 129
    assert signal.getsignal(signal.SIGTERM) is before  # the previous handlers again


def test_stop_signals_are_deferred_with_ctrl_c() -> None:
    """SIGTERM inside a block that must happen whole takes effect when it ends."""
    import os

    from deckcheck.services.interrupts import (
        interrupt_status,
        interrupts_deferred,
        stop_signals_handled,
    )

    both: list[str] = []
    with pytest.raises(KeyboardInterrupt), stop_signals_handled(), interrupts_deferred():
        both.append("statistics")
        os.kill(os.getpid(), signal.SIGTERM)
        for _ in range(1000):  # the handler runs in here: it only notes the signal
            pass
        both.append("log")
    assert both == ["statistics", "log"]
    assert interrupt_status() == 143


def test_a_stop_signal_stops_deck_build_tune(tmp_path: Path, cache: Path) -> None:
    """A command whose own Ctrl-C exit is 130 exits 128 + N for a stop signal."""
    out_file = tmp_path / "built.yaml"
    args = ["deck", "build", "--game", "ccs", "--tune", "100000", "-j", "2", "--out", out_file]
    code, _, err, _ = interrupt(
        args, cache, games=0, workers=2, send=signal.SIGTERM, whole_group=False
    )
    assert code == 143 and "Traceback" not in err, err
    assert "interrupted while tuning (partial)" in err
    assert not out_file.exists()
