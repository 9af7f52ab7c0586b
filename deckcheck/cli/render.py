"""Rendering shared by commands: diagnostics as text or JSON, and the output option."""

from __future__ import annotations

import enum
import json
import sys
from collections.abc import Iterable, Sequence
from typing import Any

import typer

from deckcheck.loading.diagnostics import Diagnostic


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
