"""A content-addressed cache of loaded and schema-checked YAML documents.

A catalogue that has not changed since the last run is read back from JSON instead of
being parsed and validated again. Entries are keyed by the SHA-256 of the file's bytes,
the schema's name and content, and deckcheck's version, so any change misses. Entries
are written atomically (a temporary file renamed into place); an entry that cannot be
read or does not have the expected shape is ignored and rebuilt.

Positions (marks) are stored as one JSON string beside the data and decoded only when
a location is actually needed (see :class:`~deckcheck.loading.yamlload.Document`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import zlib
from pathlib import Path
from typing import Any

from deckcheck import __version__
from deckcheck.loading.yamlload import Document, MappingMarks, SequenceMarks

_FORMAT = 3
#: An entry is one JSON object, ``{"format":3,"crc32":"<8 hex>","payload":{...}}``, the
#: checksum being that of the payload's bytes (CRC-32: it detects damage, and is several
#: times cheaper than a cryptographic hash): an entry that is valid JSON but was not
#: written whole by :meth:`DocumentCache.put` (a bit flipped, an edit) is ignored, since
#: its data skips the schema check.
_HEAD = b'{"format":%d,"crc32":"' % _FORMAT
_SUM = 8  # hex digits of the checksum
_MIDDLE = b'","payload":'


def _checksum(body: bytes) -> bytes:
    return b"%08x" % zlib.crc32(body)


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

    def _path(self, key: str) -> Path:
        return self.directory / f"{key}.json"

    def get(self, key: str, file: str) -> Document | None:
        """The cached document for ``key``, or None when absent, unreadable or corrupt."""
        try:
            raw = self._path(key).read_bytes()
            start = len(_HEAD) + _SUM + len(_MIDDLE)
            digest, body = raw[len(_HEAD) : len(_HEAD) + _SUM], raw[start:-1]
            framed = raw.startswith(_HEAD) and raw[start - len(_MIDDLE) : start] == _MIDDLE
            intact = _checksum(body) == digest
            if not framed or raw[-1:] != b"}" or not intact:
                return None  # not written whole by put(): the data is not to be trusted
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
        payload = {
            "data": document.data,
            "marks": json.dumps(flatten_marks(document), separators=(",", ":")),
        }
        try:
            body = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
            digest = _checksum(body)
            self.directory.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
            try:
                with os.fdopen(handle, "wb") as out:
                    out.write(_HEAD + digest + _MIDDLE + body + b"}")
                os.replace(temporary, self._path(key))
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(temporary)
                raise
        except (OSError, ValueError, TypeError):
            return


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
