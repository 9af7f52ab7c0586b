"""Reporters by name: how a command's result reaches the user.

A command computes a result and wraps it as a :class:`Report`: it can print itself for
people (``render_text``), give its data (``to_json``) and list its located problems
(``problems``). A :class:`Reporter` turns a report into output; :data:`REPORTER_BY_NAME`
is the registry the ``-o``/``--output`` option of every command chooses from, so a new
output format is one class and one entry here, and every command offers it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

import typer

from deckcheck.loading.diagnostics import Diagnostic
from deckcheck.output import utf8_safe

if TYPE_CHECKING:
    from typing import Protocol

    class Report(Protocol):
        """A command's result, ready for any reporter."""

        def render_text(self) -> None:
            """Print the result for people (lines, tables, logs)."""

        def to_json(self) -> Any:
            """The result as JSON-ready data."""

        def problems(self) -> Iterable[Diagnostic]:
            """The located problems found (for annotation formats); none for a clean result."""


@dataclass
class SimpleReport:
    """A report from its parts: a text renderer, its JSON data and its problems."""

    text: Callable[[], None]
    data: Any
    #: The problems, or a function giving them: only annotation formats ask, so a big
    #: run need not build them for text or JSON.
    found: list[Diagnostic] | Callable[[], list[Diagnostic]] = field(default_factory=list)

    def render_text(self) -> None:
        self.text()

    def to_json(self) -> Any:
        return self.data

    def problems(self) -> Iterable[Diagnostic]:
        return self.found() if callable(self.found) else self.found


class Reporter:
    """Writes reports in one output format."""

    name: ClassVar[str]
    help: ClassVar[str]

    def emit(self, report: Report) -> None:
        raise NotImplementedError


class TextReporter(Reporter):
    name = "text"
    help = "for people: lines as file:line:col: CODE: message, tables, game logs"

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
    # utf8_safe: a file name that is not UTF-8 is shown with \xff escapes, as elsewhere.
    return utf8_safe(f"::{level} {','.join(props)}::{_escape_data(diagnostic.message)}")


def github_notice(title: str, message: str) -> str:
    """``::notice title=…::message``: a workflow command for a result that is not a
    problem (a measurement), shown among the run's annotations."""
    return f"::notice title={_escape_property(title)}::{_escape_data(message)}"


class GithubReporter(Reporter):
    name = "github"
    help = "GitHub Actions annotations, ::error file=…,line=…,col=…,title=CODE::message"

    def emit(self, report: Report) -> None:
        for diagnostic in report.problems():
            sys.stdout.write(github_annotation(diagnostic) + "\n")


REPORTER_BY_NAME: dict[str, type[Reporter]] = {
    reporter.name: reporter for reporter in (TextReporter, JsonReporter, GithubReporter)
}


def _choose(value: str) -> str:
    chosen = (value or "").strip().lower()
    if chosen not in REPORTER_BY_NAME:
        raise typer.BadParameter(
            f"{value!r} is not an output format; choose one of {', '.join(REPORTER_BY_NAME)}"
        )
    return chosen


def output_option(default: str = "text") -> Any:
    """The ``-o``/``--output FORMAT`` option of every command that reports results."""
    return typer.Option(
        default,
        "--output",
        "-o",
        metavar="|".join(REPORTER_BY_NAME),
        callback=_choose,
        help="Output format: "
        + "; ".join(f"{name}, {r.help}" for name, r in REPORTER_BY_NAME.items())
        + ".",
    )


def emit(report: Report, output: str) -> None:
    """Write ``report`` in the format named ``output`` (a name of :data:`REPORTER_BY_NAME`)."""
    REPORTER_BY_NAME[output]().emit(report)
