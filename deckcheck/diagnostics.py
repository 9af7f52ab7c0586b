"""Diagnostics: problems found in user files, with a location and a stable code.

Every problem deckcheck reports — a YAML syntax error, a schema violation, an
illegal deck — is a :class:`Diagnostic`. They are plain data: collected, sorted
by position and rendered by the CLI, never raised one at a time.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

#: What must never reach a terminal raw: C0/C1 controls (NUL, ESC, BEL, newline ...),
#: bidirectional overrides and isolates (U+202E), line/paragraph separators, and lone
#: surrogates (an undecodable byte of a file name).
_UNPRINTABLE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte os.fsdecode() could not decode
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with every control character escaped (``\\n``, ``\\x1b``, ``\\u202e``).

    Everything deckcheck prints from a file or the command line goes through this, so a
    message stays on one line and a file can never drive the terminal.

    >>> printable("deck\\n\\x1b]0;title\\x07 \\u202eevil")
    'deck\\\\n\\\\x1b]0;title\\\\x07 \\\\u202eevil'
    """
    return _UNPRINTABLE.sub(_escape, text) if _UNPRINTABLE.search(text) else text


#: The most characters of a value from a file or the command line (a deck's name, the
#: format or game it asks for, a header's words) a message echoes whole: a longer one is
#: shown by its start and its length (:func:`clipped`), so that a 10 MB ``name:`` costs a
#: line, not 10 MB of output for each time it is said.
MAX_ECHOED = 120
#: How many characters of a value longer than :data:`MAX_ECHOED` a message shows.
ECHOED_START = 40


def clipped(text: str, limit: int = MAX_ECHOED, start: int = ECHOED_START) -> str:
    """``text`` as a message echoes it: whole when it has at most ``limit`` characters,
    else its first ``start`` characters and how many it has.

    >>> clipped("Sakura")
    'Sakura'
    >>> clipped("N" * 1000, 100, 5)
    'NNNNN…(1000 characters)'
    """
    if len(text) <= limit:
        return text
    return f"{text[:start]}…({len(text)} characters)"


#: The longest message said whole. A message that echoes a value some code did not
#: clip (a 10 MB ``game:``) keeps its first and last characters, this many in all, and
#: says how many it cut between them, so that its start and the advice at its end stay:
#: no real message is half as long (one naming eight cards of 200 characters has about
#: 1,800).
MAX_MESSAGE = 4000


def bounded_message(message: str) -> str:
    """``message`` whole when it has at most :data:`MAX_MESSAGE` characters, else cut in
    its middle, saying how many characters were cut.

    >>> bounded_message("no game 'N" + "N" * 9999 + "'; did you mean 'ccs'?")[-40:]
    "NNNNNNNNNNNNNNNNNN'; did you mean 'ccs'?"
    >>> "…(6000 characters cut)…" in bounded_message("x" * 10_000)
    True
    """
    if len(message) <= MAX_MESSAGE:
        return message
    tail = MAX_MESSAGE // 10
    head = MAX_MESSAGE - tail
    cut = len(message) - MAX_MESSAGE
    return f"{message[:head]}…({cut} characters cut)…{message[-tail:]}"


#: The most problems reported of one deck (or one file), in every output format: a deck
#: of 10,000 unknown cards would otherwise print 10,000 lines, for the same mistake made
#: again and again. The rest are counted (:func:`more_problems`), never dropped unsaid.
MAX_REPORTED = 1000


def more_problems(count: int) -> str:
    """The line that stands for the problems past :data:`MAX_REPORTED`."""
    return (
        f"… and {count} more {'problem' if count == 1 else 'problems'} (deckcheck reports "
        f"the first {MAX_REPORTED} of a deck)"
    )


class Severity(enum.Enum):
    """How bad a finding is; decides the exit code."""

    #: The input could not be read or understood (exit code 2).
    INPUT = "input"
    #: The checked thing is invalid (exit code 1).
    ERROR = "error"
    #: Worth a look, does not fail the check.
    WARNING = "warning"


@dataclass(frozen=True, order=True)
class Location:
    """A 1-based position in a file. ``line``/``column`` are 0 when unknown."""

    file: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if self.line <= 0:
            return self.file
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True)
class Diagnostic:
    """One finding: where, a stable machine code, and a message a person can act on."""

    location: Location
    code: str
    message: str
    severity: Severity = Severity.ERROR
    #: Extra structured data for JSON output (expected/actual values, cards ...).
    details: dict[str, Any] = field(default_factory=dict, compare=False)

    def sort_key(self) -> tuple[str, int, int, str, str]:
        loc = self.location
        return (loc.file, loc.line, loc.column, self.code, self.message)

    def render(self) -> str:
        """``file:line:col: CODE: message``, on one line whatever the file and message hold."""
        message = printable(bounded_message(self.message))
        return f"{printable(str(self.location))}: {self.code}: {message}"

    def to_json(self) -> dict[str, Any]:
        loc = self.location
        data: dict[str, Any] = {
            "file": loc.file,
            "line": loc.line or None,
            "column": loc.column or None,
            "code": self.code,
            "severity": self.severity.value,
            "message": bounded_message(self.message),
        }
        data.update(self.details)
        return data


def sorted_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """Sort by file, then position, then code; drop exact repeats."""
    unique: dict[tuple[str, int, int, str, str], Diagnostic] = {}
    for diag in diagnostics:
        unique.setdefault(diag.sort_key(), diag)
    return [unique[key] for key in sorted(unique)]


def exit_code(diagnostics: Iterable[Diagnostic]) -> int:
    """0 when clean, 2 when any input could not be read, else 1 when anything is invalid."""
    worst = 0
    for diag in diagnostics:
        if diag.severity is Severity.INPUT:
            return 2
        if diag.severity is Severity.ERROR:
            worst = 1
    return worst
