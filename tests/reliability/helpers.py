"""Helpers of the reliability suite: real processes, real signals, real files.

Every test of the suite runs deckcheck as a user does — ``python -m deckcheck`` in its own
process — so that locks, renames, kill -9 and Ctrl-C behave as they do for real. The
longer stress variants are marked ``slow`` and run only with ``DECKCHECK_SLOW_TESTS=1``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"
CCS_DECK = EXAMPLES / "starter-short.yaml"
SLOW = os.environ.get("DECKCHECK_SLOW_TESTS") == "1"


def environment(cache: Path) -> dict[str, str]:
    return {**os.environ, "DECKCHECK_CACHE_DIR": str(cache), "NO_COLOR": "1", "COLUMNS": "120"}


def command(*args: object) -> list[str]:
    return [
        sys.executable,
        "-m",
        "deckcheck",
        *(os.fsdecode(a) if isinstance(a, Path) else str(a) for a in args),
    ]


#: ``python -c`` program that runs deckcheck as ``python -m deckcheck`` does, and appends
#: a line to the file named by its first argument each time the run's progress advances
#: (games counted by the parent): an event a test waits for instead of a guessed sleep.
#: Only the progress callback is wrapped; everything else is the real command.
TRACED = """
import contextlib, os, sys
events = sys.argv.pop(1)
import deckcheck.cli.render as render
shown = render.progress_bar

@contextlib.contextmanager
def progress_bar(total, label):
    with shown(total, label) as update:
        def traced(done, what=None):
            update(done, what)
            fd = os.open(events, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
            os.write(fd, b"%d\\n" % done)
            os.close(fd)
        yield traced

render.progress_bar = progress_bar
sys.argv[0] = "deckcheck"
from deckcheck.cli import main
main()
"""


def start(args: Sequence[object], cache: Path, *, group: bool = False,
          output: bool = True, events: Path | None = None) -> subprocess.Popen[str]:
    """deckcheck started in its own process: its output piped (or dropped, not
    ``output``); ``group``: in a process group of its own, so that a signal sent to the
    group reaches its workers too, as a terminal's Ctrl-C does; ``events``: a file that
    gets a line each time the run's progress advances (:data:`TRACED`)."""
    pipe = subprocess.PIPE if output else subprocess.DEVNULL
    argv = command(*args)
    if events is not None:
        argv[1:3] = ["-c", TRACED, os.fspath(events)]
    return subprocess.Popen(
        argv,
        env=environment(cache),
        stdout=pipe,
        stderr=pipe,
        text=True,
        start_new_session=group,
    )


def wait_for(ready: Callable[[], bool], what: str, process: subprocess.Popen[str] | None = None,
             seconds: float = 300) -> None:
    """Wait until ``ready()`` (an event: a file grew, a line was written), however slow the
    machine; fail after ``seconds`` only as a guard against a hang, or at once when
    ``process`` ended first."""
    deadline = time.monotonic() + seconds
    while not ready():
        if process is not None and process.poll() is not None:
            pytest.fail(f"the run ended before {what}: {process.communicate()}")
        if time.monotonic() > deadline:
            pytest.fail(f"no {what} after {seconds} s")
        time.sleep(0.02)


def progressed(events: Path, games: int = 1) -> Callable[[], bool]:
    """True once the run has reported progress and counted at least ``games`` games (see
    :data:`TRACED`; 0: a step has begun)."""

    def ready() -> bool:
        try:
            lines = events.read_text(encoding="ascii").split()
        except FileNotFoundError:
            return False
        return bool(lines) and sum(int(n) for n in lines if n.isdigit()) >= games

    return ready


def group_members(group: int) -> list[int]:
    """The processes of process group ``group`` still alive (zombies are dead), from
    /proc: no worker may outlive the run that started it."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text(encoding="ascii", errors="replace")
        except OSError:
            continue  # it ended while we looked
        fields = stat[stat.rfind(")") + 2 :].split()  # after "pid (name) "
        state, pgrp = fields[0], int(fields[2])
        if pgrp == group and state not in ("Z", "X"):
            found.append(int(entry.name))
    return found


def run(
    args: Sequence[object],
    cache: Path,
    *,
    cwd: Path | None = None,
    stdin: bytes | None = None,
    timeout: float = 60,
) -> subprocess.CompletedProcess[str]:
    """deckcheck in its own process; its exit status, standard output and error."""
    return subprocess.run(
        command(*args),
        input=None if stdin is None else stdin.decode("utf-8", "surrogateescape"),
        capture_output=True,
        text=True,
        errors="surrogateescape",
        cwd=cwd,
        env=environment(cache),
        timeout=timeout,
        check=False,
    )


@contextlib.contextmanager
def within(seconds: int, what: str) -> Iterator[None]:
    """Fail (instead of hanging the suite) when the block blocks longer than ``seconds``."""

    def expire(signum: int, frame: object) -> None:
        raise TimeoutError(f"{what}: still blocked after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def no_traceback(result: subprocess.CompletedProcess[str], codes: Sequence[int]) -> None:
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    assert result.returncode in codes, (result.returncode, result.stdout, result.stderr)


def peak_memory_mb(pid: int) -> float:
    """The process's peak resident memory (its VmHWM), 0 where /proc does not say."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except OSError:
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def interrupt(
    args: list[object], cache: Path, *, games: int = 1, send: signal.Signals = signal.SIGINT,
    whole_group: bool = True, workers: int = 0,
) -> tuple[int, str, str, float]:
    """Run, and once the run has counted ``games`` games (and has ``workers`` worker
    processes) send ``send`` (SIGINT: what Ctrl-C sends, to the whole process group;
    SIGTERM or SIGHUP to the parent alone with ``whole_group`` false, as ``timeout`` or
    ``kill`` do). Its status, output, and the seconds it took to stop; no process of the
    run may be left."""
    events = Path(tempfile.mkdtemp()) / "progress"
    process = start(args, cache, group=True, events=events)
    try:
        wait_for(progressed(events, games), f"{games} games counted", process)
        wait_for(lambda: len(group_members(process.pid)) > workers, "the workers", process)
        peak = peak_memory_mb(process.pid)
        assert peak < 400, f"{peak} MB: the run holds work it has not done yet"
        sent = time.monotonic()
        if whole_group:
            os.killpg(process.pid, send)
        else:
            process.send_signal(send)
        out, err = process.communicate(timeout=120)
        seconds = time.monotonic() - sent
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()  # closes the pipes: no ResourceWarning in a later test
        shutil.rmtree(events.parent, ignore_errors=True)
    # No worker outlives its parent.
    assert group_members(process.pid) == []
    return process.returncode, out, err, seconds


#: How long a stop may take on a loaded machine (it takes a fraction of a second on an
#: idle one): a bound that tells "stops" from "runs on for minutes", not a speed test.
STOPS_WITHIN = 20
