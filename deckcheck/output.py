"""What deckcheck writes is safe where it lands: valid UTF-8, CSV cells a spreadsheet
shows as text, JSON that stays data inside an HTML page.

Every writer of a format goes through the one function here for it:

* :func:`utf8_safe` — a file name that is not UTF-8 reaches deckcheck as lone surrogates
  (``os.fsdecode``'s ``surrogateescape``); written as they are, they make the output
  invalid UTF-8 or crash the encoder. Each undecodable byte is shown as ``\\xff``, the
  escape :func:`~deckcheck.diagnostics.printable` already prints on a terminal,
  so a name reads the same in every output.
* :func:`json_text` — JSON for standard output and files.
* :func:`json_island` — JSON inside ``<script type="application/json">`` of an HTML page:
  ``<``, ``>``, ``&``, U+2028 and U+2029 as ``\\u`` escapes, so no name (``</script>``,
  ``<!--<script>``) can end the island or change how the HTML parser reads it.
* :func:`csv_cell` / :func:`write_csv` — CSV whose user text (a deck, card or file name)
  never starts a spreadsheet formula.
"""

from __future__ import annotations

import csv
import json
import re
import sys
from collections.abc import Iterable
from typing import Any, TextIO

from deckcheck.diagnostics import printable

#: A lone surrogate: an undecodable byte of a file name (U+DC80–U+DCFF), or any other
#: code point UTF-8 cannot encode.
_SURROGATE = re.compile("[\ud800-\udfff]")


def utf8_safe(text: str) -> str:
    """``text`` with every lone surrogate written as its escape (``\\xff`` for the byte
    0xff of a file name), so it encodes as UTF-8; any other text is returned unchanged."""
    return _SURROGATE.sub(lambda m: printable(m.group()), text)


#: What JSON may hold raw in a string but a terminal must never get raw: DEL and the C1
#: controls (U+009B is an 8-bit escape sequence's start), bidirectional overrides and
#: isolates, line and paragraph separators (the rest of :func:`printable`'s; JSON itself
#: escapes the C0 controls).
_JSON_UNPRINTABLE = re.compile("[\x7f-\x9f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def json_text(data: Any, *, indent: int | None = None, compact: bool = False) -> str:
    """``data`` as JSON text that encodes as UTF-8 (:func:`utf8_safe` on every string),
    with no control character raw (each a ``\\u`` escape: the data read back is the same);
    ``compact``: no spaces after ``,`` and ``:`` (a JSONL line)."""
    separators = (",", ":") if compact else None
    text = json.dumps(data, ensure_ascii=False, indent=indent, separators=separators)
    # Outside its strings JSON is ASCII, so each of these stands inside a string, where
    # a \u escape is the same character to whoever reads the JSON.
    text = _JSON_UNPRINTABLE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    # A surrogate stands only inside a JSON string, where its escape's backslash must be
    # escaped in turn: the string's value is then exactly utf8_safe of the original.
    return _SURROGATE.sub(lambda m: utf8_safe(m.group()).replace("\\", "\\\\"), text)


#: Characters that must not appear raw in a script element's text: ``<`` would let
#: ``</script>`` or ``<!--`` change the HTML parser's state, ``>`` and ``&`` are escaped
#: as well so the text holds no markup at all, and U+2028/U+2029 end a line in older
#: JavaScript. Outside strings JSON has none of them, so escaping is always valid JSON.
_ISLAND_ESCAPES = {c: f"\\u{ord(c):04x}" for c in "<>&\u2028\u2029"}
_ISLAND_UNSAFE = re.compile("[<>&\u2028\u2029]")


def json_island(data: Any) -> str:
    """``data`` as JSON to embed in ``<script type="application/json">``: parsed back
    (``JSON.parse`` of the element's text), it is equal to ``data``."""
    return _ISLAND_UNSAFE.sub(lambda m: _ISLAND_ESCAPES[m.group()], json_text(data))


#: A plain decimal number in ASCII digits (``2000``, ``-2.5``, ``1e-3``): a spreadsheet
#: reads it as a number, never as a formula, so it is written unchanged.
_NUMBER = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")
#: A spreadsheet starts a formula at these (OWASP, CSV injection).
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: object) -> str:
    """One CSV field, safe to open in a spreadsheet: text starting with ``=``, ``+``,
    ``-``, ``@``, a tab or a carriage return gets a leading ``'`` (which spreadsheets
    read as "this is text"), as OWASP's CSV injection guidance says; a number stays a
    number. The text is also made :func:`utf8_safe`; ``None`` is empty, as in :mod:`csv`."""
    text = "" if value is None else utf8_safe(str(value))
    if text.startswith(_FORMULA_START) and not _NUMBER.fullmatch(text):
        return "'" + text
    return text


def write_csv(rows: Iterable[Iterable[object]], stream: TextIO | None = None) -> None:
    """``rows`` as CSV (``\\n`` line ends) on ``stream`` (standard output by default),
    every field through :func:`csv_cell`."""
    out = stream or sys.stdout
    minimal = csv.writer(out, lineterminator="\n")
    # csv quotes a field holding the line terminator's characters only, so a lone
    # carriage return would go out bare and split the row for most readers: a row with
    # one has every field quoted (a quoted number is still a number).
    quoted = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_ALL)
    for row in rows:
        cells = [csv_cell(value) for value in row]
        (quoted if any("\r" in cell for cell in cells) else minimal).writerow(cells)
