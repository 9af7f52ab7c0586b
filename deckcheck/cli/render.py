"""Rendering shared by commands: diagnostics as text or JSON, and the output option."""

from __future__ import annotations

import enum
import json
import sys
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.errors import DeckcheckError
from deckcheck.loading.diagnostics import Diagnostic

if TYPE_CHECKING:
    from deckcheck.formats.checker import DeckReport


class InvalidDeckError(DeckcheckError):
    """A deck a command would act on is not legal (exit code 1)."""

    exit_code = 1


class TextOrJson(str, enum.Enum):
    text = "text"
    json = "json"


def output_option(default: str = "text") -> Any:
    return typer.Option(default, "--output", "-o", help="Output format.", case_sensitive=False)


def echo_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def echo_diagnostics(diagnostics: Iterable[Diagnostic], limit: int | None = None) -> None:
    """One line per diagnostic, ``file:line:col: CODE: message``; ``limit`` caps the list."""
    shown = list(diagnostics)
    extra = 0
    if limit is not None and len(shown) > limit:
        extra = len(shown) - limit
        shown = shown[:limit]
    for diag in shown:
        typer.echo(diag.render())
    if extra:
        typer.echo(f"... and {extra} more")


def plural(count: int, word: str, plural_word: str | None = None) -> str:
    return f"{count} {word if count == 1 else (plural_word or word + 's')}"


def diagnostics_json(diagnostics: Sequence[Diagnostic]) -> list[dict[str, Any]]:
    return [d.to_json() for d in diagnostics]


def echo_deck_violations(report: DeckReport, *, warning: bool, limit: int = 10) -> None:
    """A deck's verdict and its first violations on standard error: what ``play`` and
    ``squad suggest`` say before refusing an illegal deck (or, with ``--allow-illegal``,
    before acting on it anyway)."""
    head = "warning" if warning else "error"
    typer.echo(
        f"{report.file}: {head}: the deck is {report.outcome} for format {report.format}",
        err=True,
    )
    for violation in report.violations[:limit]:
        location = violation.location or report.file
        typer.echo(f"{location}: {violation.code}: {violation.message}", err=True)
    if len(report.violations) > limit:
        typer.echo(f"... and {len(report.violations) - limit} more", err=True)
