"""``deckcheck validate``: check deck files against a format and report every violation."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.app import app
from deckcheck.cli.options import (
    collection_option,
    deck_argument,
    format_option,
    formats_option,
    no_cache_option,
    read_deck_arguments,
)
from deckcheck.cli.render import deck_heading, echo, plural
from deckcheck.cli.reporters import SimpleReport, emit, output_option
from deckcheck.diagnostics import MAX_REPORTED, bounded_message, clipped, more_problems

if TYPE_CHECKING:
    from deckcheck.diagnostics import Diagnostic
    from deckcheck.formats.checker import DeckReport
    from deckcheck.formats.validate import Violation

#: NOT_OWNED findings beyond this many are shown as one table under one rule line.
_GROUP_FROM = 3


def _outcome_words(report: DeckReport) -> str:
    """The outcome in words: ``unreadable`` is said ``input error`` of a deck that was
    read but cannot be checked as the command line asks (a ``--format`` or
    ``--collection`` of another game: exit 2 all the same)."""
    outcome = report.outcome
    if outcome == "unreadable" and not report.unreadable:
        return "input error"
    return outcome


def _headline(report: DeckReport) -> str:
    """``file: "Name" (ccs, short): illegal, 3 problems``; a name, game or format of
    the deck's longer than a message echoes is cut (:func:`clipped`)."""
    deck = report.deck
    name, game, fmt = (
        None if value is None else clipped(value)
        for value in (deck.name if deck else None, report.game, report.format)
    )
    head = deck_heading(report.file, name, game, fmt)
    outcome = report.outcome
    if outcome == "legal":
        return f"{head}: legal"
    count = len(report.violations) + len(report.problems)
    head += f": {_outcome_words(report)}, {plural(count, 'problem')}"
    if outcome == "incomplete":
        head += " (too few cards: add cards to finish it)"
    return head


def _rule_line(violation: Violation) -> str:
    reading = ""
    if violation.reading and "reading" not in (violation.source or ""):
        reading = " (deckcheck's reading)"
    return f"    rule: {violation.rule}{reading} — {violation.source}"


def _render_not_owned(report: DeckReport, missing: list[Violation], shown: int) -> None:
    """Many NOT_OWNED findings as one located table under one rule line; the first
    ``shown`` of them as rows."""
    total = sum(int(v.actual) - int(str(v.expected).split()[-1]) for v in missing)
    echo(
        f"{report.file}: NOT_OWNED: {len(missing)} cards have more copies than you own "
        f"({total} copies missing):"
    )
    for violation in missing[:shown]:
        owned = int(str(violation.expected).split()[-1])
        copies = int(violation.actual)
        name = violation.message.split("(", 1)[1].split(")", 1)[0]
        echo(
            f"  {violation.location or report.file}: {violation.cards[0]} ({name}): "
            f"{copies} in the deck, {owned} owned, {copies - owned} missing"
        )
    echo("    fix: remove the missing copies, or add them to the collection")
    echo(_rule_line(missing[0]))


def _render_text(report: DeckReport) -> None:
    """The headline, then the first :data:`MAX_REPORTED` problems and violations (a
    NOT_OWNED table's rows among them), then how many more there are."""
    echo(_headline(report))
    left = MAX_REPORTED
    problems = report.problems_in_order()
    for problem in problems[:left]:
        echo(problem.render())
    left -= min(left, len(problems))
    missing = [v for v in report.violations if v.code == "NOT_OWNED"]
    grouped = len(missing) >= _GROUP_FROM
    for violation in report.violations:
        if grouped and violation.code == "NOT_OWNED":
            continue
        if not left:
            break
        left -= 1
        where = violation.location or None
        prefix = str(where) if where is not None else report.file
        echo(f"{prefix}: {violation.code}: {bounded_message(violation.message)}")
        if violation.fix:
            echo(f"    fix: {violation.fix}")
        if violation.rule:
            echo(_rule_line(violation))
    if grouped and left:
        _render_not_owned(report, missing, left)
        left -= min(left, len(missing))
    unsaid = _problem_count(report) - (MAX_REPORTED - left)
    if unsaid > 0:
        echo(more_problems(unsaid))


def _problem_count(report: DeckReport) -> int:
    return len(report.violations) + len(report.problems)


def _json(report: DeckReport) -> dict[str, Any]:
    """The deck's object of ``--output json``: its first :data:`MAX_REPORTED` problems
    and violations, then, when it has more, one entry ``MORE_PROBLEMS`` that counts them
    (``actual``), so the report stays in ``output-validate.schema.json``."""
    data = report.to_json()
    found: list[dict[str, Any]] = data["violations"]
    for item in found[:MAX_REPORTED]:
        item["message"] = bounded_message(item["message"])
    if len(found) > MAX_REPORTED:
        unsaid = len(found) - MAX_REPORTED
        more: dict[str, Any] = dict.fromkeys(found[0])
        more.update(
            code="MORE_PROBLEMS",
            message=more_problems(unsaid),
            expected=f"at most {MAX_REPORTED} problems reported",
            actual=unsaid,
            cards=[],
            reading=False,
            too_few=False,
            severity="warning",
        )
        data["violations"] = [*found[:MAX_REPORTED], more]
    return data


def _summary(reports: list[DeckReport]) -> str:
    counts: dict[str, int] = {}
    for report in reports:
        words = _outcome_words(report)
        counts[words] = counts.get(words, 0) + 1
    parts = [
        f"{counts[outcome]} {outcome}"
        for outcome in ("legal", "incomplete", "illegal", "input error", "unreadable")
        if counts.get(outcome)
    ]
    return f"{plural(len(reports), 'deck')}: {', '.join(parts)}"


@app.command("validate")
def validate(
    files: list[str] = deck_argument("The decks, each"),
    format_name: str = format_option(),
    formats_file: Path = formats_option(),
    collection_file: Path = collection_option(
        ": report the cards a deck has more copies of than owned (NOT_OWNED)"
    ),
    output: str = output_option(),
    no_cache: bool = no_cache_option(),
) -> None:
    """Check decks against a format; report every violation as file:line:col: CODE: message.

    Exit status: 0 when every deck is legal, 1 when any is incomplete or illegal,
    2 when any file cannot be read, or a deck cannot be checked as asked (a --format or
    --collection of another game); the other files are still checked.
    """
    from deckcheck.formats.checker import DeckChecker, exit_code
    from deckcheck.loading.cache import DocumentCache

    cache = None if no_cache else DocumentCache()
    collection = None
    if collection_file is not None:
        from deckcheck.cli.render import open_collection

        collection = open_collection(collection_file)
    checker = DeckChecker(formats_file=formats_file, cache=cache, collection=collection)
    checker.require_format(format_name)

    reports = checker.check_arguments(read_deck_arguments(files), format_name)

    def render_text() -> None:
        for report in reports:
            _render_text(report)
        if len(reports) > 1:
            echo(_summary(reports))

    def found() -> list[Diagnostic]:
        # Every reporter of annotations bounds each deck's (file's) problems itself.
        return [d for report in reports for d in report.diagnostics()]

    emit(SimpleReport(render_text, [_json(report) for report in reports], found), output)
    raise typer.Exit(exit_code(reports))
