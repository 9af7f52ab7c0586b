"""Ctrl-C and the signals that stop a run as Ctrl-C does.

A long run (a batch of games, a tournament) stops on KeyboardInterrupt and keeps what
finished. :func:`stop_signals_handled` makes SIGTERM and SIGHUP raise it too (noting which
signal, for the exit status: :func:`interrupt_status`), and :func:`interrupts_deferred`
holds any of them back while a few updates that must happen together are made.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator

#: Signals that stop a run as Ctrl-C does: a closed SSH session or terminal (SIGHUP),
#: ``timeout``, ``kill`` and a cancelled CI job (SIGTERM). Each raises KeyboardInterrupt
#: in the main thread, so every command's Ctrl-C path (workers stopped, what finished
#: printed and kept) serves them too; the exit status is then 128 + the signal's number.
STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)

#: The stop signals received by the command running now (empty: none, or only Ctrl-C).
_stopped_by: list[int] = []


def stop(signum: int, frame: object = None) -> None:
    """What a stop signal does: noted (for the exit status), then Ctrl-C's exception."""
    _stopped_by.append(signum)
    raise KeyboardInterrupt


def stopped_by() -> int | None:
    """The stop signal that ended the run now going on (None: none, or only Ctrl-C)."""
    return _stopped_by[-1] if _stopped_by else None


def interrupt_status() -> int:
    """The exit status of a run stopped by a signal: 128 + its number (130: Ctrl-C)."""
    return 128 + (_stopped_by[-1] if _stopped_by else signal.SIGINT)


@contextlib.contextmanager
def stop_signals_handled() -> Iterator[None]:
    """:func:`stop` handles the stop signals while a command runs (then the previous
    handlers again: a test runner's own, in-process)."""
    import threading

    _stopped_by.clear()
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {number: signal.signal(number, stop) for number in STOP_SIGNALS}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)


@contextlib.contextmanager
def interrupts_deferred() -> Iterator[None]:
    """Ctrl-C (or a stop signal: SIGTERM, SIGHUP) during the block takes effect when it
    ends: a few lines that must happen together (a batch written to the log and counted)
    are never cut in half."""
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    numbers: tuple[int, ...] = (signal.SIGINT, *STOP_SIGNALS)
    previous = {n: signal.signal(n, lambda signum, frame: caught.append(signum)) for n in numbers}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
    for number in dict.fromkeys(n for n in caught if n != signal.SIGINT):
        if previous[number] is stop:  # deckcheck's handler: Ctrl-C's path, exit 128 + N
            stop(number, None)
        signal.raise_signal(number)  # whatever it did before the block, it does now
    if signal.SIGINT in caught:
        raise KeyboardInterrupt
