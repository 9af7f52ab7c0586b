"""A results file of finished work units, for runs that are interrupted and resumed.

The file is JSON lines: a header naming the run it belongs to (the digest of everything
that decides its games), then one line per finished unit with a checksum::

    {"format": "deckcheck-units/1", "run": "tournament", "digest": "9c1e…"}
    {"unit": {"key": "0-1", "start": 0, "stop": 100, "a_first": [31, 17, 2], …}, "sha": "…"}

A new file is created whole (:func:`~deckcheck.loading.atomic.write_atomic`); each unit
is then appended as one ``write`` of a whole line and fsynced, so kill -9 can cost at
most the unit being written: a last line without its newline is a torn write, dropped
(and cut off) when the file is read back. Every other line is verified — its checksum,
its fields — before it is trusted; a file of another run is refused, never mixed in.
While a run uses the file it holds its edit lock, so a second run on the same file
stops with a message instead of appending the same units twice.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from deckcheck.engine.units import UnitResult, result_digest
from deckcheck.errors import InputError
from deckcheck.loading.diagnostics import printable

FORMAT = "deckcheck-units/1"


def _header(run: str, digest: str) -> dict[str, Any]:
    return {"format": FORMAT, "run": run, "digest": digest}


def _read(path: Path, run: str, digest: str) -> tuple[dict[str, UnitResult], int]:
    """The units of ``path`` by id, and the length of its whole lines."""
    where = printable(str(path))
    try:
        data = path.read_bytes()
    except OSError as err:
        raise InputError(f"{where}: {err.strerror or err}", code="FILE_UNREADABLE") from None
    whole = data[: data.rfind(b"\n") + 1]  # a torn last line is not counted
    lines = whole.split(b"\n")[:-1]
    if not lines:
        return {}, 0
    try:
        header = json.loads(lines[0])
    except ValueError:
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise InputError(
            f"{where}:1: not a deckcheck results file (--resume takes a file that "
            "an earlier run of the same command wrote)",
            code="BAD_RESULTS_FILE",
        )
    if header != _header(run, digest):
        raise InputError(
            f"{where}:1: written for another {header.get('run', 'run')} (other decks, agents, "
            "seed, games or rules); resume it with the same options, or name a new file",
            code="RESULTS_MISMATCH",
        )
    units: dict[str, UnitResult] = {}
    for number, line in enumerate(lines[1:], start=2):
        try:
            record = json.loads(line)
            if result_digest(record["unit"]) != record["sha"]:
                raise ValueError("checksum mismatch")
            unit = UnitResult.from_json(record["unit"])
        except (ValueError, KeyError, TypeError) as err:
            raise InputError(
                f"{where}:{number}: a damaged unit record ({err}); nothing was played",
                code="BAD_RESULTS_FILE",
            ) from None
        units[unit.id] = unit
    return units, len(whole)


class UnitLog:
    """Finished units of one run in ``path``: read back, and appended as they finish."""

    def __init__(self, path: Path, run: str, digest: str):
        self.path = Path(path)
        self.run, self.digest = run, digest
        self.done: dict[str, UnitResult] = {}
        self._fd: int | None = None

    @contextlib.contextmanager
    def open(self) -> Iterator[UnitLog]:
        """Read the units already in the file (creating it with its header when it is
        missing or empty) and hold it for appending until the block ends."""
        from deckcheck.loading.atomic import edit_lock, write_atomic

        header = (json.dumps(_header(self.run, self.digest)) + "\n").encode()
        if not self.path.exists() or self.path.stat().st_size == 0:
            write_atomic(self.path, header)
        with edit_lock(self.path, timeout=1.0):
            self.done, whole = _read(self.path, self.run, self.digest)
            if whole == 0:  # only a torn header: start the file again
                write_atomic(self.path, header)
                whole = len(header)
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
                os.truncate(self.path, whole)  # a torn last line goes
            except OSError as err:
                raise InputError(
                    f"{printable(str(self.path))}: {err.strerror or err}", code="WRITE_FAILED"
                ) from None
            self._fd = fd
            try:
                yield self
            finally:
                self._fd = None
                os.close(fd)

    def append(self, result: UnitResult) -> None:
        """Add a finished unit: one whole line, on disk (fsync) before this returns."""
        assert self._fd is not None, "UnitLog.append outside open()"
        data = result.to_json()
        line = json.dumps({"unit": data, "sha": result_digest(data)}, separators=(",", ":"))
        try:
            os.write(self._fd, (line + "\n").encode())
            os.fsync(self._fd)
        except OSError as err:
            raise InputError(
                f"{printable(str(self.path))}: {err.strerror or err} (the units before this "
                "one are kept)",
                code="WRITE_FAILED",
            ) from None
        self.done[result.id] = result
