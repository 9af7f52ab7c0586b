"""Shared set-up of the reliability suite: real processes, real signals, real files.

Every test here runs deckcheck as a user does — ``python -m deckcheck`` in its own
process — so that locks, renames, kill -9 and Ctrl-C behave as they do for real. The
longer stress variants are marked ``slow`` and run only with ``DECKCHECK_SLOW_TESTS=1``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"
CCS_DECK = EXAMPLES / "starter-short.yaml"
SLOW = os.environ.get("DECKCHECK_SLOW_TESTS") == "1"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long stress runs; set DECKCHECK_SLOW_TESTS=1")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if SLOW:
        return
    skip = pytest.mark.skip(reason="slow: set DECKCHECK_SLOW_TESTS=1 to run")
    for item in items:
        if "slow" in item.keywords and "reliability" in str(item.path):
            item.add_marker(skip)


@pytest.fixture
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache folder for the whole run (a cold cache costs a catalogue parse)."""
    return tmp_path_factory.getbasetemp() / "reliability-cache"


def environment(cache: Path) -> dict[str, str]:
    return {**os.environ, "DECKCHECK_CACHE_DIR": str(cache), "NO_COLOR": "1", "COLUMNS": "120"}


def command(*args: object) -> list[str]:
    return [
        sys.executable,
        "-m",
        "deckcheck",
        *(os.fsdecode(a) if isinstance(a, Path) else str(a) for a in args),
    ]


def start(args: Sequence[object], cache: Path, *, group: bool = False,
          output: bool = True) -> subprocess.Popen[str]:
    """deckcheck started in its own process: its output piped (or dropped, not
    ``output``); ``group``: in a process group of its own, so that a signal sent to the
    group reaches its workers too, as a terminal's Ctrl-C does."""
    pipe = subprocess.PIPE if output else subprocess.DEVNULL
    return subprocess.Popen(
        command(*args),
        env=environment(cache),
        stdout=pipe,
        stderr=pipe,
        text=True,
        start_new_session=group,
    )


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


def interrupt(args: list[object], cache: Path, after: float) -> tuple[int, str, str, float]:
    """Run, send SIGINT (what Ctrl-C sends) after ``after`` s; status, output, seconds."""
    process = start(args, cache, group=True)
    time.sleep(after)
    peak = peak_memory_mb(process.pid)
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
