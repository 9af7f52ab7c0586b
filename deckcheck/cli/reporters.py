"""Reporters by name: how a command's result reaches the user.

A command computes a result and wraps it as a :class:`Report`: it can print itself for
people (``render_text``), give its data (``to_json``) and its rows (``rows``: a header,
then one row per record), and list its located problems (``problems``) and its other
notes for annotations (``notices``). A :class:`Reporter` turns a report into output;
:data:`REPORTER_BY_NAME` is the registry the ``-o``/``--output`` option of every command
chooses from, so a new output format is one class and one entry here, and every command
offers it.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

import typer

from deckcheck.diagnostics import (
    MAX_REPORTED,
    Diagnostic,
    bounded_message,
    more_problems,
    printable,
)

if TYPE_CHECKING:
    from typing import Protocol

    class Report(Protocol):
        """A command's result, ready for any reporter."""

        def render_text(self) -> None:
            """Print the result for people (lines, tables, logs)."""

        def to_json(self) -> Any:
            """The result as JSON-ready data."""

        def rows(self) -> list[list[str]]:
            """The result as a table: a header row, then one row per record."""

        def problems(self) -> Iterable[Diagnostic]:
            """The located problems found (for annotation formats); none for a clean result."""

        def notices(self) -> Iterable[tuple[str, str]]:
            """What the result says that is not a problem (a measurement), as (title,
            message) pairs, for annotation formats."""


#: A table: a header row, then one row per record.
Rows = list[list[str]]


def json_rows(data: Any) -> Rows:
    """JSON-ready data as a table of its values: ``field,value``, one row per value, the
    field its path (``summary.wins.0.count``; a list's items by their index). The rows of
    a report that has no table of its own."""
    rows: Rows = [["field", "value"]]

    def walk(value: Any, path: str) -> None:
        if isinstance(value, dict) and value:
            for key, item in value.items():
                walk(item, f"{path}.{key}" if path else str(key))
        elif isinstance(value, (list, tuple)) and value:
            for index, item in enumerate(value):
                walk(item, f"{path}.{index}" if path else str(index))
        else:
            rows.append([path, _cell(value)])

    walk(data, "")
    return rows


def _cell(value: Any) -> str:
    """A JSON value as one field: as JSON writes it, but a string without its quotes."""
    if isinstance(value, str):
        return value
    from deckcheck.output import json_text

    return json_text(value)


@dataclass
class SimpleReport:
    """A report from its parts: a text renderer, its JSON data, its problems, its rows
    (default: :func:`json_rows` of its data) and its notices."""

    text: Callable[[], None]
    data: Any
    #: The problems, or a function giving them: only annotation formats ask, so a big
    #: run need not build them for text or JSON.
    found: list[Diagnostic] | Callable[[], list[Diagnostic]] = field(default_factory=list)
    #: The rows, or a function giving them (only CSV asks); None: the data's values.
    table: Rows | Callable[[], Rows] | None = None
    #: Notes that are not problems (a measurement), as (title, message).
    notes: list[tuple[str, str]] = field(default_factory=list)

    def render_text(self) -> None:
        self.text()

    def to_json(self) -> Any:
        return self.data

    def rows(self) -> Rows:
        if self.table is None:
            return json_rows(self.data)
        return self.table() if callable(self.table) else self.table

    def problems(self) -> Iterable[Diagnostic]:
        return self.found() if callable(self.found) else self.found

    def notices(self) -> Iterable[tuple[str, str]]:
        return self.notes


class Reporter:
    """Writes reports in one output format."""

    name: ClassVar[str]
    help: ClassVar[str]
    #: Other names the option takes for it, not listed in the help.
    aliases: ClassVar[tuple[str, ...]] = ()

    def emit(self, report: Report) -> None:
        raise NotImplementedError


class TextReporter(Reporter):
    name = "text"
    help = "for people: lines as file:line:col: CODE: message, tables, game logs"
    #: ``cards --output table``: the card table's name from before ``cards`` took its
    #: formats from this registry (kept for scripts).
    aliases = ("table",)

    def emit(self, report: Report) -> None:
        report.render_text()


class JsonReporter(Reporter):
    name = "json"
    help = "one JSON document on standard output"

    def emit(self, report: Report) -> None:
        from deckcheck.cli.render import echo_json

        echo_json(report.to_json())


def _escape_data(text: str) -> str:
    """A workflow command's message: ``%``, CR and LF escaped (GitHub's toolkit rules)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    """A workflow command's property value: also ``:`` and ``,`` escaped."""
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def github_annotation(diagnostic: Diagnostic) -> str:
    """``::error file=…,line=…,col=…,title=CODE::message``: one GitHub Actions workflow
    command, which the run's summary and the pull request's diff show at the line.
    Warnings become ``::warning``; a position deckcheck does not know is left out."""
    level = "warning" if diagnostic.severity.value == "warning" else "error"
    where = diagnostic.location
    props = [f"file={_escape_property(where.file)}"]
    if where.line:
        props.append(f"line={where.line}")
        if where.column:
            props.append(f"col={where.column}")
    props.append(f"title={_escape_property(diagnostic.code)}")
    # printable after GitHub's own escapes (which keep a CR or LF as %0D, %0A): every
    # other control character (an ESC of a file name) is escaped as the text output
    # shows it, and a file name that is not UTF-8 with \xff escapes.
    message = _escape_data(bounded_message(diagnostic.message))
    return printable(f"::{level} {','.join(props)}::{message}")


def github_notice(title: str, message: str, file: str | None = None) -> str:
    """``::notice title=…::message``: a workflow command for a result that is not a
    problem (a measurement), shown among the run's annotations (at ``file`` if given)."""
    where = "" if file is None else f"file={_escape_property(file)},"
    return printable(f"::notice {where}title={_escape_property(title)}::{_escape_data(message)}")


class GithubReporter(Reporter):
    name = "github"
    help = "GitHub Actions annotations, ::error file=…,line=…,col=…,title=CODE::message"

    def emit(self, report: Report) -> None:
        # The first MAX_REPORTED problems of each file (a deck), then one notice of how
        # many more it has, as the text and JSON outputs say it.
        reported: dict[str, int] = {}
        for diagnostic in report.problems():
            file = diagnostic.location.file
            count = reported[file] = reported.get(file, 0) + 1
            if count <= MAX_REPORTED:
                sys.stdout.write(github_annotation(diagnostic) + "\n")
        for file, count in reported.items():
            if count > MAX_REPORTED:
                more = more_problems(count - MAX_REPORTED)
                sys.stdout.write(github_notice("MORE_PROBLEMS", more, file) + "\n")
        for title, message in report.notices():
            sys.stdout.write(github_notice(title, message) + "\n")


class CsvReporter(Reporter):
    name = "csv"
    help = "comma-separated rows under a header (a spreadsheet's cells safe)"

    def emit(self, report: Report) -> None:
        from deckcheck.output import write_csv

        write_csv([_printable_cell(cell) for cell in row] for row in report.rows())


#: What a CSV cell holds between the characters CSV itself quotes (tab, CR, LF).
_CSV_TEXT = re.compile("[^\t\r\n]+")


def _printable_cell(cell: object) -> object:
    """A CSV cell with every control character escaped as the text output shows it (a
    file name's ESC would drive the terminal the CSV is looked at in) but a tab, CR or
    LF, which the CSV writer quotes as data; a number (some tables hold them) as it is."""
    if not isinstance(cell, str):
        return cell
    return _CSV_TEXT.sub(lambda m: printable(m.group()), cell)


REPORTER_BY_NAME: dict[str, type[Reporter]] = {
    reporter.name: reporter
    for reporter in (TextReporter, JsonReporter, GithubReporter, CsvReporter)
}


#: Every alias of a reporter (:attr:`Reporter.aliases`), and the reporter it names.
REPORTER_ALIASES: dict[str, str] = {
    alias: name for name, reporter in REPORTER_BY_NAME.items() for alias in reporter.aliases
}


def _choose(value: str) -> str:
    chosen = (value or "").strip().lower()
    chosen = REPORTER_ALIASES.get(chosen, chosen)
    if chosen not in REPORTER_BY_NAME:
        raise typer.BadParameter(
            f"{value!r} is not an output format; choose one of {', '.join(REPORTER_BY_NAME)}"
        )
    return chosen


def output_option(default: str = "text", *, short: bool = True) -> Any:
    """The ``-o``/``--output FORMAT`` option of every command that reports results
    (``short=False``: ``--output`` alone, for ``cards``, which has no one-letter options)."""
    names = ("--output", "-o") if short else ("--output",)
    return typer.Option(
        default,
        *names,
        metavar="|".join(REPORTER_BY_NAME),
        callback=_choose,
        help="Output format: "
        + "; ".join(f"{name}, {r.help}" for name, r in REPORTER_BY_NAME.items())
        + ".",
    )


def emit(report: Report, output: str) -> None:
    """Write ``report`` in the format named ``output`` (a name of :data:`REPORTER_BY_NAME`)."""
    REPORTER_BY_NAME[output]().emit(report)
