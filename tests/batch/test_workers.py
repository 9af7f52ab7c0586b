"""The one worker-process engine every parallel run uses."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckcheck.batch.workers import WorkerError, in_workers


def children() -> list[int]:
    """This process's child processes but multiprocessing's resource tracker, which lives
    as long as the interpreter once a test before these (tests/batch/test_isolation.py's
    isolated agents) has started it: it is no worker."""
    found = subprocess.run(
        ["pgrep", "-P", str(os.getpid())], capture_output=True, text=True, check=False
    )
    return [int(pid) for pid in found.stdout.split() if not _resource_tracker(int(pid))]


def _resource_tracker(pid: int) -> bool:
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False
    return b"multiprocessing.resource_tracker" in command


def square(n: int) -> int:
    return n * n


def slow_square(n: int) -> int:
    time.sleep(0.02)
    return n * n


def fail_on_three(n: int) -> int:
    if n == 3:
        raise ValueError("three")
    return n


def test_every_item_is_answered_once_whatever_the_order() -> None:
    found = dict(in_workers(square, range(50), 2))
    assert found == {n: n * n for n in range(50)}


def test_items_are_pulled_as_workers_need_them() -> None:
    pulled = []

    def items() -> object:
        for n in range(10**9):  # never listed whole
            pulled.append(n)
            yield n

    results = in_workers(square, items(), 2)  # type: ignore[arg-type]
    for _ in range(5):
        next(results)
    results.close()
    assert len(pulled) <= 5 + 2 * 2 + 1


def test_hold_bounds_the_work_handed_out() -> None:
    """While ``hold()`` is true only one item is out at a time; without it, up to two per
    worker are."""

    def ahead(hold: bool) -> int:
        pulled = 0

        def items() -> object:
            nonlocal pulled
            for n in range(12):
                pulled += 1
                yield n

        most = 0
        results = in_workers(slow_square, items(), 2, hold=lambda: hold)  # type: ignore[arg-type]
        for done, _ in enumerate(results, 1):
            most = max(most, pulled - done + 1)
        return most

    assert ahead(hold=True) == 1
    assert ahead(hold=False) > 1


def test_a_failing_task_is_a_worker_error_naming_it() -> None:
    with pytest.raises(WorkerError, match="ValueError: three"):
        list(in_workers(fail_on_three, range(6), 2))


def test_a_task_error_is_named_when_the_next_item_finds_its_worker_gone() -> None:
    """The worker answers item 1 with its error and exits; the next item is handed out
    only once it has gone, so sending it fails: the error is still the one raised (it
    was "a worker process stopped (exit status 0)" when the machine was slow)."""

    def items() -> Iterator[int]:
        yield 0
        yield 3  # fail_on_three raises
        for _ in range(3000):  # the worker's exit is the event waited for (30 s at most)
            if not multiprocessing.active_children():
                break
            time.sleep(0.01)
        yield 1

    with pytest.raises(WorkerError, match="ValueError: three"):
        list(in_workers(fail_on_three, items(), 1))


def test_a_killed_worker_is_a_worker_error_not_a_connection_error() -> None:
    results = in_workers(slow_square, range(10**6), 2)
    next(results)
    workers = children()
    assert workers
    os.kill(workers[0], signal.SIGKILL)
    with pytest.raises(WorkerError, match="a worker process stopped"):
        for _ in results:
            pass


def test_closing_stops_the_workers_at_once() -> None:
    results = in_workers(slow_square, range(10**6), 2)
    next(results)
    results.close()  # kills and reaps them before it returns: nothing to wait for
    assert children() == []
