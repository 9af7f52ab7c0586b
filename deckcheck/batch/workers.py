"""Local worker processes: one function for every parallel run of deckcheck.

:func:`in_workers` runs ``task(item)`` for a stream of items over a few worker processes
and yields each result as it comes. ``play --jobs``, tournaments and tuning all go
through it (:func:`deckcheck.batch.runner.iter_games`,
:class:`deckcheck.batch.backends.ProcessPoolBackend`).

How it behaves, and why:

* Items are pulled from the iterable as workers need them, at most two queued per
  worker: memory holds a few items whatever the run's size (``--games 10**12``).
* The parent reads its workers' pipes itself, in its own thread, with no pool and no
  manager thread: a worker killed in the middle of an answer leaves nothing the
  interpreter would wait for at exit, and Ctrl-C reaches the parent at once.
* Workers ignore Ctrl-C, SIGTERM and SIGHUP, which a terminal or a session manager sends
  to the whole process group: the parent decides. Closing the generator (Ctrl-C, a stop
  signal, a consumer that stops early) kills them, and on Linux a worker dies with its
  parent, however the parent dies.
* A worker that dies without answering is :class:`WorkerError`; an exception in a task
  is raised in the parent as a :class:`WorkerError` naming it.
"""

from __future__ import annotations

import collections
import contextlib
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Generator, Iterable, Iterator
from typing import Any, Generic, TypeVar, cast

T = TypeVar("T")
R = TypeVar("R")


class WorkerError(RuntimeError):
    """A worker process died without answering (killed, out of memory), or its task
    failed."""


def mp_context() -> Any:
    # fork is fast and safe here (no threads); elsewhere use the platform's default.
    if sys.platform == "linux":
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


#: Signals a terminal or a session manager sends to a whole process group (Ctrl-C, a
#: closed terminal, a cancelled job): workers ignore them and the parent decides — it
#: stops them (:func:`in_workers`) and prints what finished.
_GROUP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


def _die_with(parent: int) -> None:
    """Linux: the kernel kills this worker when its parent dies, whatever kills the parent
    (kill -9 included), so no worker is ever left waiting for work that never comes."""
    if sys.platform != "linux":
        return
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # the parent died before the request was made
        os._exit(1)


def _serve(connection: Any, task: Callable[[Any], Any], parent: int = 0) -> None:
    """A worker process: answer ``(number, item)`` with ``(number, task(item))`` until it
    is sent None."""
    for number in _GROUP_SIGNALS:
        signal.signal(number, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):  # blocked by the parent while it forked us
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _GROUP_SIGNALS)
    if parent:
        _die_with(parent)
    while True:
        message = connection.recv()
        if message is None:
            return
        number, item = message
        try:
            connection.send((number, task(item)))
        except Exception as err:  # a bug: the parent raises it
            connection.send((number, WorkerError(f"{type(err).__name__}: {err}")))
            return


@contextlib.contextmanager
def _group_signals_held() -> Iterator[None]:
    """Ctrl-C and the stop signals held back while a worker is forked and recorded: the
    child starts with them blocked (it would otherwise die in its start-up with a
    traceback, still running the parent's handler), and the parent takes them only once
    the worker is in its list, so that stopping kills it too."""
    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - Windows
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _GROUP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class _Worker(Generic[T]):
    def __init__(self, context: Any, task: Callable[[T], Any]):
        self.connection, child = context.Pipe()
        self.process = context.Process(
            target=_serve, args=(child, task, os.getpid()), daemon=True
        )
        self.process.start()
        child.close()
        #: Item numbers sent and not answered yet.
        self.queued: collections.deque[int] = collections.deque()


def _has_answer(connection: Any) -> bool:
    try:
        return bool(connection.poll())
    except (EOFError, OSError):
        return False


def _stopped(worker: _Worker[Any]) -> WorkerError:
    worker.process.join(timeout=1.0)
    return WorkerError(f"a worker process stopped (exit status {worker.process.exitcode})")


def in_workers(
    task: Callable[[T], R],
    items: Iterable[T],
    jobs: int,
    *,
    hold: Callable[[], bool] = lambda: False,
) -> Generator[tuple[T, R], None, None]:
    """``(item, task(item))`` for every item, as they finish (in any order), computed by
    at most ``jobs`` worker processes (never more than there are items).

    ``hold()`` true pauses handing out new items while some are still being worked on:
    a consumer that puts results back in order bounds its backlog with it.
    """
    from multiprocessing.connection import Connection, wait

    source: Iterator[T] = iter(items)
    sent: dict[int, T] = {}
    numbers = iter(range(sys.maxsize))
    context = mp_context()
    workers: list[_Worker[T]] = []
    finished = False
    exhausted = False

    def hand_out(worker: _Worker[T]) -> None:
        nonlocal exhausted
        while not exhausted and len(worker.queued) < 2:
            if sent and hold():
                return
            item = next(source, None)
            if item is None:
                exhausted = True
                return
            number = next(numbers)
            sent[number] = item
            try:
                worker.connection.send((number, item))
            except OSError:  # the worker is gone (BrokenPipeError)
                if _has_answer(worker.connection):
                    return  # its last answer (a task's error, say) is read first
                raise _stopped(worker) from None
            worker.queued.append(number)

    try:
        for _ in range(max(1, jobs)):
            if exhausted:
                break  # never more workers than items
            with _group_signals_held():
                worker: _Worker[T] = _Worker(context, task)
                workers.append(worker)
            hand_out(worker)
        by_connection = {w.connection: w for w in workers}
        sentinels = {w.process.sentinel: w for w in workers}
        while True:
            for worker in workers:
                hand_out(worker)
            busy = [w.connection for w in workers if w.queued]
            if not busy:
                break
            for ready in wait([*busy, *sentinels]):
                if isinstance(ready, int):  # a worker's sentinel: it has ended
                    if not any(_has_answer(c) for c in busy):
                        raise _stopped(sentinels[ready])
                    continue
                connection = cast("Connection", ready)
                worker = by_connection[connection]
                try:
                    number, payload = connection.recv()
                except (EOFError, OSError):  # it died while (or instead of) answering
                    raise _stopped(worker) from None
                if isinstance(payload, BaseException):
                    raise payload
                worker.queued.remove(number)
                yield sent.pop(number), cast(R, payload)
        finished = True
    finally:
        for worker in workers:
            if finished:
                with contextlib.suppress(OSError):
                    worker.connection.send(None)
            else:
                worker.process.kill()  # now: its work is not wanted any more
            worker.connection.close()
        for worker in workers:
            worker.process.join(timeout=None if finished else 1.0)
