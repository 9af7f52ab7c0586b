"""A content-addressed cache of loaded and schema-checked YAML documents.

A catalogue that has not changed since the last run is read back from JSON instead of
being parsed and validated again. Entries are keyed by the SHA-256 of the file's bytes,
the schema's name and content, and deckcheck's version, so any change misses.

Nothing read back is trusted without reason, since cached data skips the schema check:

* every entry carries an HMAC-SHA-256 of its key and its payload, made with a random
  secret kept in the cache folder (``secret``, readable by the user only). An entry
  that was damaged, planted (even with a recomputed checksum), copied under another
  key or written by another version does not verify, and is ignored and rebuilt;
* the folder must belong to the user and not be writable by others (POSIX): a cache
  folder someone else could plant entries in is not used at all (one warning says why);
* entries are written atomically (:mod:`deckcheck.loading.atomic`); leftovers of a
  killed writer are swept by the next write.

Positions (marks) are stored as one JSON string beside the data and decoded only when
a location is actually needed (see :class:`~deckcheck.loading.yamlload.Document`).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import stat
import sys
from pathlib import Path
from typing import Any

from deckcheck import __version__
from deckcheck.diagnostics import printable
from deckcheck.loading.yamlload import Document, MappingMarks, SequenceMarks

_FORMAT = 4
#: An entry is one JSON object, ``{"format":4,"mac":"<64 hex>","payload":{...}}``.
_HEAD = b'{"format":%d,"mac":"' % _FORMAT
_SUM = 64  # hex digits of the HMAC-SHA-256
_MIDDLE = b'","payload":'
_SECRET_NAME = "secret"
_SECRET_BYTES = 32


def _mac(secret: bytes, key: str, body: bytes) -> bytes:
    """The entry's authentication code: binds the payload to its key."""
    code = hmac.new(secret, key.encode("ascii") + b"\x00", hashlib.sha256)
    code.update(body)
    return code.hexdigest().encode("ascii")


def default_cache_dir() -> Path:
    """``$DECKCHECK_CACHE_DIR``, else ``$XDG_CACHE_HOME/deckcheck``, else ``~/.cache/deckcheck``."""
    explicit = os.environ.get("DECKCHECK_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "deckcheck"


def cache_key(text: str, schema: str, schema_text: str) -> str:
    digest = hashlib.sha256()
    for part in (__version__, str(_FORMAT), schema, schema_text, text):
        digest.update(part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()


def flatten_marks(document: Document) -> list[list[int]]:
    """Every container's positions, in depth-first order of the data."""
    flat: list[list[int]] = []

    def walk(node: Any) -> None:
        marks = document.marks.get(id(node))
        if isinstance(node, dict):
            row = [*marks.start] if marks else [0, 0]
            if isinstance(marks, MappingMarks):
                for key in node:
                    (kl, kc), (vl, vc) = marks.entries.get(key, ((0, 0), (0, 0)))
                    row += [kl, kc, vl, vc]
            flat.append(row)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            row = [*marks.start] if marks else [0, 0]
            if isinstance(marks, SequenceMarks):
                for line, column in marks.items:
                    row += [line, column]
            flat.append(row)
            for value in node:
                walk(value)

    walk(document.data)
    return flat


def unflatten_marks(data: Any, flat: list[list[int]]) -> dict[int, MappingMarks | SequenceMarks]:
    """The inverse of :func:`flatten_marks` for the same data."""
    marks: dict[int, MappingMarks | SequenceMarks] = {}
    rows = iter(flat)

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            row = next(rows)
            mapping = MappingMarks((row[0], row[1]))
            for i, key in enumerate(node):
                base = 2 + 4 * i
                mapping.entries[key] = ((row[base], row[base + 1]), (row[base + 2], row[base + 3]))
            marks[id(node)] = mapping
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            row = next(rows)
            marks[id(node)] = SequenceMarks(
                (row[0], row[1]), [(row[i], row[i + 1]) for i in range(2, len(row), 2)]
            )
            for value in node:
                walk(value)

    walk(data)
    return marks


class DocumentCache:
    """Reads and writes cached documents in one folder."""

    def __init__(self, directory: Path | None = None):
        self.directory = directory or default_cache_dir()
        #: Why the folder is not used (None: it is, or has not been looked at yet).
        self.refused: str | None = None
        self._secret: bytes | None = None
        self._checked = False

    def _path(self, key: str) -> Path:
        return self.directory / f"{key}.json"

    def _trusted(self, create: bool) -> bytes | None:
        """The folder's secret, when the folder can be trusted (created when asked)."""
        if self._secret is not None or self.refused is not None:
            return self._secret
        directory = self.directory
        try:
            if create:
                directory.mkdir(mode=0o700, parents=True, exist_ok=True)
            info = directory.stat()
        except OSError:
            return None  # no folder (yet), or none can be made: work without a cache
        problem = _untrusted(info, "folder")
        if problem is not None:
            self._refuse(problem)
            return None
        secret_path = directory / _SECRET_NAME
        try:
            secret = _read_secret(secret_path)
            if secret is None and create:
                secret = _make_secret(secret_path)
        except _Untrusted as err:
            self._refuse(str(err))
            return None
        self._secret = secret
        return secret

    def _refuse(self, problem: str) -> None:
        self.refused = problem
        where = printable(str(self.directory))
        print(
            f"deckcheck: warning: not using the cache folder {where}: {problem}",
            file=sys.stderr,
        )

    def sign(self, key: str, body: bytes) -> str | None:
        """The authentication code of ``body`` under ``key``, made as the cache's entries'
        are (with this folder's secret, created when needed): other files deckcheck writes
        and reads back (a run's results file) prove their lines with it. None when the
        folder cannot be made or trusted (:attr:`refused` then says why, when known)."""
        secret = self._trusted(create=True)
        return None if secret is None else _mac(secret, key, body).decode("ascii")

    def get(self, key: str, file: str) -> Document | None:
        """The cached document for ``key``, or None when absent, unreadable, damaged or
        not provably written by :meth:`put` for this key."""
        secret = self._trusted(create=False)
        if secret is None:
            return None
        try:
            raw = _read_regular(self._path(key))
            start = len(_HEAD) + _SUM + len(_MIDDLE)
            digest, body = raw[len(_HEAD) : len(_HEAD) + _SUM], raw[start:-1]
            framed = raw.startswith(_HEAD) and raw[start - len(_MIDDLE) : start] == _MIDDLE
            if not framed or raw[-1:] != b"}":
                return None
            if not hmac.compare_digest(_mac(secret, key, body), digest):
                return None  # damaged, planted or moved: the data is not to be trusted
            payload = json.loads(body)
            data = payload["data"]
            packed_marks = payload["marks"]
            if not isinstance(packed_marks, str):
                return None
        except (OSError, ValueError, KeyError, TypeError, RecursionError):
            return None
        return LazyDocument(file, data, packed_marks)

    def put(self, key: str, document: Document) -> None:
        """Store a document; failures (read-only disk, full disk) are silently skipped."""
        from deckcheck.errors import InputError
        from deckcheck.loading.atomic import write_atomic

        secret = self._trusted(create=True)
        if secret is None:
            return
        payload = {
            "data": document.data,
            "marks": json.dumps(flatten_marks(document), separators=(",", ":")),
        }
        try:
            body = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
            entry = _HEAD + _mac(secret, key, body) + _MIDDLE + body + b"}"
            write_atomic(self._path(key), entry, durable=False)
        except (OSError, ValueError, TypeError, InputError):
            return


class _Untrusted(Exception):
    """The cache folder or its secret could be written or read by others."""


def _untrusted(info: os.stat_result, what: str) -> str | None:
    """Why a file or folder with this status cannot be trusted, or None."""
    if sys.platform == "win32":  # pragma: no cover - per-user profile folders
        return None
    if info.st_uid != os.geteuid():
        return f"the {what} belongs to another user"
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return f"the {what} is writable by others (chmod go-w)"
    return None


def _read_regular(path: Path, limit: int = 1 << 30) -> bytes:
    """A regular file's bytes (never blocking on a FIFO planted under an entry's name)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise OSError("not a regular file")
        return handle.read(limit)


def _read_secret(path: Path) -> bytes | None:
    try:
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as err:
        raise _Untrusted(f"its secret cannot be read ({err.strerror})") from None
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        problem = _untrusted(info, "secret")
        if problem is None and sys.platform != "win32" and info.st_mode & 0o077:
            problem = "the secret is readable by others (chmod 600)"
        if problem is None and not stat.S_ISREG(info.st_mode):
            problem = "the secret is not a regular file"
        if problem is not None:
            raise _Untrusted(problem)
        secret = handle.read(_SECRET_BYTES + 1)
    if len(secret) != _SECRET_BYTES:
        raise _Untrusted(f"the secret is damaged (delete {_SECRET_NAME} to make a new one)")
    return secret


def _make_secret(path: Path) -> bytes | None:
    """Create the folder's secret, or read the one a concurrent run created first."""
    import secrets  # only when a cache folder gets its secret (once)

    from deckcheck.loading.atomic import TEMP_SUFFIX

    temporary = path.with_name(f".{_SECRET_NAME}~{secrets.token_hex(4)}{TEMP_SUFFIX}")
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as handle:
            handle.write(secrets.token_bytes(_SECRET_BYTES))
        with contextlib.suppress(FileExistsError):  # another run made one first
            os.link(temporary, path)
    except OSError:
        return None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
    return _read_secret(path)


class LazyDocument(Document):
    """A cached document whose positions are decoded on first use."""

    def __init__(self, file: str, data: Any, packed_marks: str):
        super().__init__(file, data, {})
        self._packed: str | None = packed_marks

    def _walk(self, path: Any) -> Any:
        if self._packed is not None:
            packed, self._packed = self._packed, None
            try:
                self.marks = unflatten_marks(self.data, json.loads(packed))
            except (ValueError, StopIteration, IndexError, TypeError):
                self.marks = {}
        return super()._walk(path)
