"""A strict, safe YAML loader that remembers where every value came from.

PyYAML's own loaders are unsafe for user files in several quiet ways: duplicate keys
keep the last value, YAML 1.1 turns ``no`` into ``False`` and ``1:30`` into 90, an
alias "billion laughs" expands into millions of nodes for whatever walks the data
next, and deep nesting overflows the stack. This module reads the parser's *event*
stream (libyaml's C parser when present) and builds plain Python data itself, so it
can enforce every limit while it builds:

* the YAML 1.2 core schema for plain scalars (``true``/``false``/``null``, decimal,
  octal ``0o`` and hex ``0x`` integers, floats); everything else is a string — no
  implicit dates, no sexagesimal numbers, no ``yes``/``no``/``on``/``off`` booleans;
* no tags but the standard ones, so no object is ever constructed;
* duplicate mapping keys are reported at the second key;
* limits on file size, nesting depth and the number of nodes aliases may expand to;
* exactly one document; an empty file is an error; UTF-8 only (a BOM is accepted).

The result is a :class:`Document`: the plain data plus a side table of positions
(``marks``) keyed by the identity of each dict and list. Building data and positions
in one pass keeps loading fast; positions are only consulted when something is wrong.

>>> doc = loads("a: 1\\nb: [no, 0x10]\\n", "example.yaml")
>>> doc.data
{'a': 1, 'b': ['no', 16]}
>>> str(doc.locate(("b", 1)))
'example.yaml:2:9'
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import yaml

from deckcheck.diagnostics import Diagnostic, Location, Severity
from deckcheck.errors import LoadError

try:  # libyaml's C parser is several times faster; the pure one behaves the same.
    from yaml import CSafeLoader as _Parser
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _Parser  # type: ignore[assignment]

#: The PyYAML loader class every deckcheck parse uses (the deck editor composes with it,
#: so that it reads exactly the files the strict loader accepts).
Parser = _Parser

#: A key in a data path: a mapping key or a list index.
PathItem = str | int


@dataclass(frozen=True)
class Limits:
    """Bounds on what one file may cost to load. Each has a message naming it."""

    max_bytes: int = 16 * 1024 * 1024
    max_depth: int = 64
    #: How many nodes all aliases of a file may expand to, in total.
    max_alias_nodes: int = 10_000
    #: How many parser events (scalars, collections) one file may have: bounds the memory a
    #: file within max_bytes can take (a 5,000-card catalogue has about 100,000).
    max_nodes: int = 1_000_000


DEFAULT_LIMITS = Limits()

# Positions are stored as (line, column), both 1-based.
Pos = tuple[int, int]


@dataclass(slots=True)
class MappingMarks:
    """Where a mapping starts and where each of its keys and values stand."""

    start: Pos
    #: key -> (key position, value position)
    entries: dict[str, tuple[Pos, Pos]] = field(default_factory=dict)


@dataclass(slots=True)
class SequenceMarks:
    """Where a sequence starts and where each of its items stands."""

    start: Pos
    items: list[Pos] = field(default_factory=list)


@dataclass
class Document:
    """Plain data loaded from one file, with the positions of everything in it."""

    file: str
    data: Any
    marks: dict[int, MappingMarks | SequenceMarks] = field(default_factory=dict, repr=False)

    def _walk(self, path: Sequence[PathItem]) -> tuple[Pos, Pos | None]:
        """Follow ``path``; return the deepest value position reached and its key position."""
        node: Any = self.data
        marks = self.marks.get(id(node))
        here: Pos = marks.start if marks else (1, 1)
        key_pos: Pos | None = None
        for item in path:
            marks = self.marks.get(id(node))
            if isinstance(marks, MappingMarks) and isinstance(item, str) and item in marks.entries:
                key_pos, here = marks.entries[item]
                node = node[item]
            elif (
                isinstance(marks, SequenceMarks)
                and isinstance(item, int)
                and 0 <= item < len(marks.items)
            ):
                here, key_pos = marks.items[item], None
                node = node[item]
            else:
                break
        return here, key_pos

    def locate(self, path: Sequence[PathItem] = ()) -> Location:
        """The position of the value at ``path`` (or of the deepest part of it that exists)."""
        (line, column), _ = self._walk(path)
        return Location(self.file, line, column)

    def locate_key(self, path: Sequence[PathItem]) -> Location:
        """The position of the *key* of the mapping entry at ``path`` (its value's if none)."""
        value_pos, key_pos = self._walk(path)
        line, column = key_pos or value_pos
        return Location(self.file, line, column)


# --- scalars: the YAML 1.2 core schema ------------------------------------------------

_NULLS = {"", "~", "null", "Null", "NULL"}
_BOOLS = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}
_INT = re.compile(r"[-+]?[0-9]+\Z")
_OCT = re.compile(r"0o[0-7]+\Z")
_HEX = re.compile(r"0x[0-9a-fA-F]+\Z")
_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?\Z")
_INF = re.compile(r"[-+]?\.(inf|Inf|INF)\Z")
_NAN = re.compile(r"\.(nan|NaN|NAN)\Z")
_NUMBER_START = frozenset("0123456789-+.")
_STD = "tag:yaml.org,2002:"


#: The most digits a decimal integer may have: Python refuses to convert longer ones
#: (``sys.get_int_max_str_digits()``), and no count or number deckcheck reads needs them.
MAX_INT_DIGITS = 4300


class NumberTooLong(ValueError):
    """A plain scalar is a decimal integer of more than :data:`MAX_INT_DIGITS` digits."""


def resolve_plain(text: str) -> Any:
    """The value of a plain (unquoted, untagged) scalar under the YAML 1.2 core schema.

    Raises :class:`NumberTooLong` for an integer of more than 4,300 digits.
    """
    if text and text[0] in _NUMBER_START:
        if _INT.match(text):
            if len(text.lstrip("+-")) > MAX_INT_DIGITS:
                raise NumberTooLong(text)
            return int(text)
        if _FLOAT.match(text):
            return float(text)
        if _INF.match(text):
            return float("-inf") if text[0] == "-" else float("inf")
        if _NAN.match(text):
            return float("nan")
        if _OCT.match(text):
            return int(text[2:], 8)
        if _HEX.match(text):
            return int(text[2:], 16)
        return text
    if text in _NULLS:
        return None
    return _BOOLS.get(text, text)


_TYPE_CHECKS: dict[str, tuple[type | tuple[type, ...], str]] = {
    _STD + "int": (int, "an integer"),
    _STD + "float": ((int, float), "a number"),
    _STD + "bool": (bool, "true or false"),
    _STD + "null": (type(None), "null"),
}


class _Fail(Exception):
    """Internal: stop loading with one diagnostic."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


@dataclass(slots=True)
class _Frame:
    container: dict[str, Any] | list[Any]
    marks: MappingMarks | SequenceMarks
    anchor: str | None
    is_mapping: bool
    size: int = 1
    # For mappings: the key waiting for its value, and where it stood.
    key: str | None = None
    key_pos: Pos = (0, 0)
    expect_key: bool = True
    skip_value: bool = False


class _Builder:
    """Turns a parser event stream into plain data and marks, enforcing the limits."""

    def __init__(self, file: str, limits: Limits):
        self.file = file
        self.limits = limits
        self.marks: dict[int, MappingMarks | SequenceMarks] = {}
        self.anchors: dict[str, tuple[Any, int]] = {}
        self.alias_nodes = 0
        self.diagnostics: list[Diagnostic] = []
        self.stack: list[_Frame] = []
        self.root: Any = None
        self.documents = 0

    def fail(self, mark: Any, code: str, message: str) -> _Fail:
        return _Fail(Diagnostic(self.loc(mark), code, message, Severity.INPUT))

    def loc(self, mark: Any) -> Location:
        if mark is None:
            return Location(self.file)
        return Location(self.file, mark.line + 1, mark.column + 1)

    def scalar_value(self, event: yaml.ScalarEvent) -> Any:
        try:
            return self._scalar_value(event)
        except NumberTooLong:
            digits = len(event.value.lstrip("+-"))
            raise self.fail(
                event.start_mark,
                "YAML_NUMBER_TOO_LONG",
                f"a whole number of {digits} digits; deckcheck reads numbers of at most "
                f"{MAX_INT_DIGITS} digits",
            ) from None

    def _scalar_value(self, event: yaml.ScalarEvent) -> Any:
        tag = event.tag
        if tag is None:
            # Plain scalars resolve by the core schema; quoted ones are strings.
            return resolve_plain(event.value) if not event.style else event.value
        if tag == "!" or tag == _STD + "str":
            # The non-specific tag "!" makes a scalar a string (YAML 1.2, 6.9.1): ! 12 is "12".
            return event.value
        if tag in _TYPE_CHECKS:
            value = resolve_plain(event.value)
            expected_type, what = _TYPE_CHECKS[tag]
            if not isinstance(value, expected_type) or (
                expected_type is int and isinstance(value, bool)
            ):
                raise self.fail(
                    event.start_mark, "YAML_TAG", f"{event.value!r} is not {what} (tag {tag})"
                )
            return value
        raise self.fail(
            event.start_mark,
            "YAML_TAG",
            f"unsupported tag {tag!r}: deckcheck reads plain YAML data only",
        )

    def add(self, value: Any, size: int, pos: Pos, key_ok: bool) -> None:
        """Attach a finished value (scalar, collection or alias) at ``pos`` to its parent."""
        if not self.stack:
            self.root = value
            return
        frame = self.stack[-1]
        frame.size += size
        if not frame.is_mapping:
            frame.container.append(value)  # type: ignore[union-attr]
            frame.marks.items.append(pos)  # type: ignore[union-attr]
            return
        if frame.expect_key:
            if not key_ok:
                raise self.fail(
                    _Mark(pos[0] - 1, pos[1] - 1),
                    "YAML_COMPLEX_KEY",
                    "mapping keys must be plain scalars, not collections or aliases",
                )
            key = value
            frame.expect_key = False
            frame.skip_value = key in frame.container
            if frame.skip_value:
                first = frame.marks.entries[key][0]  # type: ignore[union-attr]
                self.diagnostics.append(
                    Diagnostic(
                        Location(self.file, *pos),
                        "YAML_DUPLICATE_KEY",
                        f"duplicate key {key!r} (first defined at line {first[0]}, "
                        f"column {first[1]}); YAML keeps only one of them",
                        Severity.INPUT,
                    )
                )
            frame.key, frame.key_pos = key, pos
            return
        frame.expect_key = True
        if not frame.skip_value:
            assert frame.key is not None
            frame.container[frame.key] = value  # type: ignore[call-overload]
            frame.marks.entries[frame.key] = (frame.key_pos, pos)  # type: ignore[union-attr]

    def open(self, event: Any, container: dict[str, Any] | list[Any]) -> None:
        if self.stack and self.stack[-1].expect_key and self.stack[-1].is_mapping:
            raise self.fail(
                event.start_mark,
                "YAML_COMPLEX_KEY",
                "mapping keys must be plain scalars, not collections",
            )
        if event.tag not in (None, "!", _STD + "map", _STD + "seq"):
            raise self.fail(
                event.start_mark,
                "YAML_TAG",
                f"unsupported tag {event.tag!r}: deckcheck reads plain YAML data only",
            )
        if len(self.stack) >= self.limits.max_depth:
            raise self.fail(
                event.start_mark,
                "YAML_TOO_DEEP",
                f"nesting deeper than {self.limits.max_depth} levels (limit max_depth)",
            )
        mark = event.start_mark
        start = (mark.line + 1, mark.column + 1)
        is_mapping = isinstance(container, dict)
        marks: MappingMarks | SequenceMarks = (
            MappingMarks(start, {}) if is_mapping else SequenceMarks(start, [])
        )
        self.marks[id(container)] = marks
        self.stack.append(_Frame(container, marks, event.anchor, is_mapping))

    def close(self) -> None:
        frame = self.stack.pop()
        if frame.anchor is not None:
            self.anchors[frame.anchor] = (frame.container, frame.size)
        self.add(frame.container, frame.size, frame.marks.start, key_ok=False)

    def alias(self, event: yaml.AliasEvent) -> None:
        anchor = event.anchor
        if anchor not in self.anchors:
            open_anchors = {frame.anchor for frame in self.stack}
            why = "refers to a node that contains it" if anchor in open_anchors else "is undefined"
            raise self.fail(event.start_mark, "YAML_ALIAS", f"alias *{anchor} {why}")
        value, size = self.anchors[anchor]
        self.alias_nodes += size
        if self.alias_nodes > self.limits.max_alias_nodes:
            raise self.fail(
                event.start_mark,
                "YAML_ALIAS_LIMIT",
                f"aliases expand to more than {self.limits.max_alias_nodes} nodes "
                "(limit max_alias_nodes); is this an alias bomb?",
            )
        mark = event.start_mark
        self.add(value, size, (mark.line + 1, mark.column + 1) if mark else (0, 0), False)

    def feed(self, events: Iterator[Any]) -> None:
        scalar, alias = yaml.ScalarEvent, yaml.AliasEvent
        map_start, map_end = yaml.MappingStartEvent, yaml.MappingEndEvent
        seq_start, seq_end = yaml.SequenceStartEvent, yaml.SequenceEndEvent
        budget = self.limits.max_nodes
        for count, event in enumerate(events):
            if count > budget:
                raise self.fail(
                    event.start_mark,
                    "YAML_TOO_MANY_NODES",
                    f"more than {budget} YAML nodes in one file (limit max_nodes)",
                )
            kind = type(event)
            if kind is scalar:
                stack = self.stack
                frame = stack[-1] if stack else None
                if frame is not None and frame.is_mapping and frame.expect_key:
                    if event.tag not in (None, "!", _STD + "str"):
                        raise self.fail(
                            event.start_mark, "YAML_TAG", "mapping keys cannot carry tags"
                        )
                    value: Any = event.value  # keys stay the text that was written
                elif event.tag is None and event.style:
                    value = event.value  # quoted: always a string
                else:
                    value = self.scalar_value(event)
                if event.anchor is not None:
                    self.anchors[event.anchor] = (value, 1)
                mark = event.start_mark
                self.add(value, 1, (mark.line + 1, mark.column + 1), True)
            elif kind is map_start:
                self.open(event, {})
            elif kind is seq_start:
                self.open(event, [])
            elif kind is map_end or kind is seq_end:
                self.close()
            elif kind is alias:
                self.alias(event)
            elif kind is yaml.DocumentStartEvent:
                self.documents += 1
                if self.documents > 1:
                    raise self.fail(
                        event.start_mark,
                        "YAML_MULTI_DOCUMENT",
                        "more than one YAML document in the file; deckcheck reads one per file",
                    )


@dataclass(frozen=True)
class _Mark:
    line: int
    column: int


#: The byte order marks of the encodings deckcheck does not read, and their names. UTF-32
#: first: its little-endian mark starts as UTF-16's does (FF FE), and was called UTF-16.
_BOMS = (
    (b"\xff\xfe\x00\x00", "UTF-32 (little-endian)"),
    (b"\x00\x00\xfe\xff", "UTF-32 (big-endian)"),
    (b"\xff\xfe", "UTF-16 (little-endian)"),
    (b"\xfe\xff", "UTF-16 (big-endian)"),
)


def _named_encoding(raw: bytes) -> str | None:
    """The encoding ``raw``'s byte order mark names, when it is not UTF-8's; else None.

    Without a mark, the zero bytes around a first ASCII character name the encoding, as
    the YAML 1.2 specification detects it (section 5.2, "Character Encodings"): a file
    saved as UTF-16 or UTF-32 without a mark is said to be that, not "binary".
    """
    named = next((name for bom, name in _BOMS if raw.startswith(bom)), None)
    if named is not None:
        return named
    head = raw[:4]
    if len(head) == 4 and head[:3] == b"\0\0\0" and head[3]:
        return "UTF-32 (big-endian) without a byte order mark"
    if len(head) == 4 and head[0] and head[1:] == b"\0\0\0":
        return "UTF-32 (little-endian) without a byte order mark"
    if len(head) >= 2 and head[0] == 0 and 0 < head[1] < 0x80:
        return "UTF-16 (big-endian) without a byte order mark"
    if len(head) >= 2 and 0 < head[0] < 0x80 and head[1] == 0:
        return "UTF-16 (little-endian) without a byte order mark"
    return None


def decode_utf8(raw: bytes, file: str) -> str:
    """UTF-8 (with or without BOM) to text; anything else is a located error."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    else:
        encoding = _named_encoding(raw)
        if encoding is not None:
            raise LoadError(
                [
                    Diagnostic(
                        Location(file, 1, 1),
                        "YAML_ENCODING",
                        f"the file is {encoding}; save it as UTF-8",
                        Severity.INPUT,
                    )
                ]
            )
    nul = raw.find(b"\x00")
    if nul >= 0:
        line, column = _position(raw, nul)
        raise LoadError(
            [
                Diagnostic(
                    Location(file, line, column),
                    "YAML_BINARY",
                    "the file contains a NUL byte: it is binary, not YAML text",
                    Severity.INPUT,
                )
            ]
        )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line, column = _position(raw, err.start)
        raise LoadError(
            [
                Diagnostic(
                    Location(file, line, column),
                    "YAML_ENCODING",
                    f"not valid UTF-8 (byte 0x{raw[err.start]:02x}); save the file as UTF-8",
                    Severity.INPUT,
                )
            ]
        ) from None


def _position(raw: bytes, offset: int) -> Pos:
    line = raw.count(b"\n", 0, offset) + 1
    line_start = raw.rfind(b"\n", 0, offset) + 1
    column = len(raw[line_start:offset].decode("utf-8", errors="replace")) + 1
    return line, column


def loads(text: str, file: str = "<string>", limits: Limits = DEFAULT_LIMITS) -> Document:
    """Load one YAML document from text. Raises :class:`LoadError` with every problem found."""
    if len(text) > limits.max_bytes:
        raise LoadError(
            [
                Diagnostic(
                    Location(file),
                    "YAML_TOO_LARGE",
                    f"the text is larger than {limits.max_bytes} bytes (limit max_bytes)",
                    Severity.INPUT,
                )
            ]
        )
    builder = _Builder(file, limits)
    parser = _Parser(text)
    try:
        builder.feed(iter(parser.get_event, None))
    except _Fail as failure:
        raise LoadError([*builder.diagnostics, failure.diagnostic]) from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        message = " ".join(part for part in (err.context, err.problem) if part) or str(err)
        code = "YAML_SYNTAX"
        if "nesting depth" in message:  # libyaml's own guard, hit while scanning ahead
            code = "YAML_TOO_DEEP"
            message = f"nesting deeper than {limits.max_depth} levels (limit max_depth)"
        raise LoadError(
            [*builder.diagnostics, Diagnostic(builder.loc(mark), code, message, Severity.INPUT)]
        ) from None
    except yaml.YAMLError as err:
        raise LoadError(
            [Diagnostic(Location(file), "YAML_SYNTAX", str(err), Severity.INPUT)]
        ) from None
    finally:
        parser.dispose()
    if builder.documents == 0 or (builder.root is None and not builder.diagnostics):
        raise LoadError(
            [
                Diagnostic(
                    Location(file, 1, 1),
                    "YAML_EMPTY",
                    "the file is empty: expected one YAML document",
                    Severity.INPUT,
                )
            ]
        )
    if builder.diagnostics:
        raise LoadError(builder.diagnostics)
    return Document(file, builder.root, builder.marks)


def _too_large(name: str, size: int | None, limits: Limits) -> LoadError:
    said = f"is {size} bytes, larger than" if size is not None else "is larger than"
    message = f"the file {said} the {limits.max_bytes}-byte limit (max_bytes)"
    return LoadError([Diagnostic(Location(name), "YAML_TOO_LARGE", message, Severity.INPUT)])


def _unreadable(name: str, why: str, code: str = "FILE_UNREADABLE") -> LoadError:
    return LoadError([Diagnostic(Location(name), code, why, Severity.INPUT)])


def _read_bounded(fd: int, limit: int) -> bytes:
    """At most ``limit`` bytes, reading until the end (a pipe gives a little at a time)."""
    parts: list[bytes] = []
    total = 0
    while total < limit:
        part = os.read(fd, min(limit - total, 1 << 20))
        if not part:
            break
        parts.append(part)
        total += len(part)
    return b"".join(parts)


def read_bytes(path: Path, limits: Limits = DEFAULT_LIMITS, display: str | None = None) -> bytes:
    """A file's bytes within the size limit, or a located :class:`LoadError`.

    This is the one place deckcheck reads a user's file, so every command gets the same
    guarantees: the size is checked before reading, and again by reading at most one
    byte past the limit (a device or a pipe says it has 0 bytes: ``/dev/zero`` is read
    no further than standard input would be). Opening never waits: a FIFO that nobody
    writes to is refused at once instead of blocking for ever. Missing files, folders,
    names too long, symbolic-link loops and read errors (``/proc/self/mem``) are located
    input errors.
    """
    name = display or str(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise _unreadable(name, "no such file", "FILE_NOT_FOUND") from None
    except IsADirectoryError:
        raise _unreadable(name, "is a directory") from None
    except OSError as err:
        raise _unreadable(name, err.strerror or str(err)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise _unreadable(name, "is a directory")
        if stat.S_ISREG(info.st_mode) and info.st_size > limits.max_bytes:
            raise _too_large(name, info.st_size, limits)
        if stat.S_ISFIFO(info.st_mode):
            try:
                first = os.read(fd, limits.max_bytes + 1)
            except BlockingIOError:
                first = None  # a writer is there, not done yet: wait for it, as for stdin
            else:
                if not first:
                    raise _unreadable(
                        name, "a FIFO (named pipe) that nobody writes to: nothing to read"
                    )
            if first is None or len(first) <= limits.max_bytes:
                os.set_blocking(fd, True)
                rest = _read_bounded(fd, limits.max_bytes + 1 - len(first or b""))
                first = (first or b"") + rest
            raw = first
        else:
            if hasattr(os, "set_blocking"):
                os.set_blocking(fd, True)
            raw = _read_bounded(fd, limits.max_bytes + 1)
        if len(raw) > limits.max_bytes:
            raise _too_large(name, None, limits)
    except OSError as err:
        raise _unreadable(name, err.strerror or str(err)) from None
    finally:
        os.close(fd)
    return raw


def read_stream(stream: BinaryIO, limits: Limits = DEFAULT_LIMITS) -> bytes:
    """At most one byte more than ``limits.max_bytes`` of a stream (standard input): enough
    to tell that it is too large without reading all of it (``yes | deckcheck validate -``
    reads for ever)."""
    return stream.read(limits.max_bytes + 1)


def read_text(path: Path, limits: Limits = DEFAULT_LIMITS, display: str | None = None) -> str:
    """Read a file as UTF-8 text within the size limit, or raise a located :class:`LoadError`."""
    name = display or str(path)
    return decode_utf8(read_bytes(path, limits, name), name)


def load(path: Path, limits: Limits = DEFAULT_LIMITS, display: str | None = None) -> Document:
    """Read and load one YAML file (see :func:`loads`)."""
    name = display or str(path)
    return loads(read_text(path, limits, name), name, limits)
