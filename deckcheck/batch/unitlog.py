"""A results file of finished work units, for runs that are interrupted and resumed.

The file is JSON lines: a header naming the run it belongs to (the digest of everything
that decides its games), then one line per finished unit with its checksum::

    {"format": "deckcheck-units/2", "run": "tournament", "digest": "9c1e…"}
    {"unit":{"key":"0-1","start":0,"stop":100,"a_first":[31,17,2],…},"mac":"…"}

A new file is created whole (:func:`~deckcheck.loading.atomic.write_atomic`); each unit
is then appended as one ``write`` of a whole line and fsynced, so kill -9 can cost at
most the unit being written: a last line without its newline that starts as a unit line
does is a torn write, dropped (and cut off) when the file is read back.

Nothing else in the file is ever changed, and nothing in it is trusted unread:

* a file that is not recognisably a results file (a notes file, a binary file, a header
  of another format) is refused, never "repaired" or replaced;
* every line is checked for its structure before it is used (a list where a map
  belongs, ``Infinity``, nesting thousands deep are a damaged line, not a crash);
* each unit's checksum is keyed as the cache's entries are
  (:meth:`~deckcheck.loading.cache.DocumentCache.sign`: an HMAC with the user's secret,
  bound to the run), so a line edited or forged with a recomputed checksum is refused;
* a file of another run is refused, never mixed in; a read-only file (mode 444) is
  refused even for root, who could append to it.

While a run uses the file it holds its edit lock, so a second run on the same file
stops with a message instead of appending the same units twice.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from deckcheck.batch.units import UnitResult, unit_bytes
from deckcheck.diagnostics import printable
from deckcheck.errors import InputError

FORMAT = "deckcheck-units/2"
#: Formats of earlier versions (their checksums were not keyed): named, then refused.
_EARLIER_FORMATS = ("deckcheck-units/1",)
#: How every unit line starts (compact JSON), and so how a torn one does.
_UNIT_START = b'{"unit":'
_TAKES = "--resume takes a file that an earlier run of the same command wrote"


def _header(run: str, digest: str) -> dict[str, Any]:
    return {"format": FORMAT, "run": run, "digest": digest}


def _header_bytes(run: str, digest: str) -> bytes:
    return (json.dumps(_header(run, digest)) + "\n").encode()


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number here")


def _json(line: bytes) -> Any:
    """A line's JSON, or ValueError: never RecursionError (``[[[…``) nor ``Infinity``."""
    try:
        return json.loads(line, parse_constant=_no_constants)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except UnicodeDecodeError:
        raise ValueError("not UTF-8 text") from None


def _torn(tail: bytes) -> bool:
    """Whether bytes after the last newline are the start of a unit line (a write cut
    short by kill -9 or a full disk) rather than something that is not ours."""
    return tail.startswith(_UNIT_START) or _UNIT_START.startswith(tail)


class _Signer:
    """The keyed checksums of one run's unit lines."""

    def __init__(self, path: Path, run: str, digest: str):
        from deckcheck.loading.cache import DocumentCache

        self.cache = DocumentCache()
        self.key = f"{FORMAT}/{run}/{digest}"
        if self.cache.sign(self.key, b"") is None:
            why = self.cache.refused or "it cannot be created"
            raise InputError(
                f"{printable(str(path))}: --resume keys its checksums with the secret in "
                f"deckcheck's cache folder {printable(str(self.cache.directory))}, which "
                f"cannot be used ({why}); set DECKCHECK_CACHE_DIR to a private folder",
                code="RESULTS_UNVERIFIABLE",
            )

    def mac(self, unit: dict[str, Any]) -> str:
        code = self.cache.sign(self.key, unit_bytes(unit))
        assert code is not None  # the folder was usable a moment ago (checked in __init__)
        return code


def _refuse(where: str, line: int, what: str) -> InputError:
    return InputError(f"{where}:{line}: {what}; nothing was played", code="BAD_RESULTS_FILE")


def _read(path: Path, run: str, digest: str, signer: _Signer) -> tuple[dict[str, UnitResult], int]:
    """The units of ``path`` by id, and the length of its whole lines (a torn unit line
    after them is not counted). Anything that is not this run's results file is refused."""
    import hmac

    where = printable(str(path))
    try:
        data = path.read_bytes()
    except OSError as err:
        raise InputError(f"{where}: {err.strerror or err}", code="FILE_UNREADABLE") from None
    whole = data[: data.rfind(b"\n") + 1]
    tail = data[len(whole) :]
    lines = whole.split(b"\n")[:-1]
    if not lines:
        if _header_bytes(run, digest).startswith(tail):
            return {}, 0  # our own header, cut short: it is written again
        raise InputError(f"{where}:1: not a deckcheck results file ({_TAKES})",
                         code="BAD_RESULTS_FILE")  # fmt: skip
    try:
        header = _json(lines[0])
    except ValueError:
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        if isinstance(header, dict) and header.get("format") in _EARLIER_FORMATS:
            raise InputError(
                f"{where}:1: written by an earlier version of deckcheck, whose checksums "
                "cannot be verified; name a new file",
                code="BAD_RESULTS_FILE",
            )
        raise InputError(f"{where}:1: not a deckcheck results file ({_TAKES})",
                         code="BAD_RESULTS_FILE")  # fmt: skip
    if header != _header(run, digest):
        raise InputError(
            f"{where}:1: written for another {printable(str(header.get('run', 'run')))} "
            "(other decks, agents, seed, games or rules, or a deckcheck that seeds its games "
            "otherwise); resume it with the same options, or name a new file",
            code="RESULTS_MISMATCH",
        )
    units: dict[str, UnitResult] = {}
    for number, line in enumerate(lines[1:], start=2):
        try:
            record = _json(line)
            if not isinstance(record, dict) or set(record) != {"unit", "mac"}:
                raise ValueError("not a unit line")
            unit, mac = record["unit"], record["mac"]
            result = UnitResult.from_json(unit)  # its structure, before anything else
            if not isinstance(mac, str) or not hmac.compare_digest(mac, signer.mac(unit)):
                raise ValueError("its checksum does not verify: edited, or not written here")
        except ValueError as err:
            raise _refuse(where, number, f"a damaged unit record ({err})") from None
        if result.id in units:
            raise _refuse(where, number, f"a second record of unit {printable(result.id)}")
        units[result.id] = result
    if tail and not _torn(tail):
        raise _refuse(
            where,
            len(lines) + 1,
            "not a unit record (only a unit line cut short by an interrupted write is "
            "dropped; the file is unchanged)",
        )
    return units, len(whole)


def check_appendable(path: Path) -> os.stat_result | None:
    """Refuse a results file this run could not add to: not a regular file, read-only
    (its mode bits, which root would ignore), or not writable. None when it is missing."""
    where = printable(str(path))
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as err:
        raise InputError(f"{where}: {err.strerror or err}", code="FILE_UNREADABLE") from None
    if stat.S_ISDIR(info.st_mode):
        raise InputError(f"{where}: is a directory ({_TAKES})", code="BAD_RESULTS_FILE")
    if not stat.S_ISREG(info.st_mode):
        raise InputError(f"{where}: not a regular file ({_TAKES})", code="BAD_RESULTS_FILE")
    if not info.st_mode & 0o222:
        raise InputError(
            f"{where}: the file is read-only; finished units could not be added to it "
            "(chmod u+w, or name a new file)",
            code="WRITE_FAILED",
        )
    if not os.access(path, os.W_OK):
        raise InputError(f"{where}: Permission denied", code="WRITE_FAILED")
    return info


class UnitLog:
    """Finished units of one run in ``path``: read back, and appended as they finish."""

    def __init__(self, path: Path, run: str, digest: str):
        self.path = Path(path)
        self.run, self.digest = run, digest
        self.done: dict[str, UnitResult] = {}
        self._fd: int | None = None
        self._signer: _Signer | None = None

    @contextlib.contextmanager
    def open(self) -> Iterator[UnitLog]:
        """Read the units already in the file (creating it with its header when it is
        missing or empty) and hold it for appending until the block ends."""
        from deckcheck.loading.atomic import edit_lock, write_atomic

        header = _header_bytes(self.run, self.digest)
        signer = self._signer = _Signer(self.path, self.run, self.digest)
        info = check_appendable(self.path)
        if info is None or info.st_size == 0:
            write_atomic(self.path, header)
        with edit_lock(self.path, timeout=1.0):
            check_appendable(self.path)  # replaced while we waited for the lock?
            self.done, whole = _read(self.path, self.run, self.digest, signer)
            if whole == 0:  # only our own header, cut short: start the file again
                write_atomic(self.path, header)
                whole = len(header)
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
                os.truncate(self.path, whole)  # a torn unit line goes
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
        assert self._fd is not None and self._signer, "UnitLog.append outside open()"
        data = result.to_json()
        record = {"unit": data, "mac": self._signer.mac(data)}
        line = json.dumps(record, separators=(",", ":"))
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
