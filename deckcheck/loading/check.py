"""Load a YAML file and check it against its schema, collecting every problem.

This is the one entry point every command uses to read a user or bundled file: strict
loading (:mod:`deckcheck.loading.yamlload`), the schema named by the file's modeline or
by its name, and the document cache.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deckcheck.diagnostics import Diagnostic, Location, Severity
from deckcheck.errors import DeckcheckError, LoadError
from deckcheck.loading.cache import DocumentCache, cache_key
from deckcheck.loading.yamlload import DEFAULT_LIMITS, Document, Limits, loads, read_text
from deckcheck.resources import schemas_dir

#: File names whose schema is known without a modeline.
_SCHEMA_BY_NAME = {
    "game.yaml": "game.schema.json",
    "formats.yaml": "formats.schema.json",
}
#: Top-level keys that tell what a file is when neither modeline nor name does.
_SCHEMA_BY_KEY = (
    ("cards", "cardset.schema.json"),
    ("deck", "deck.schema.json"),
    ("squad", "squad.schema.json"),
    ("formats", "formats.schema.json"),
    ("owned", "collection.schema.json"),
)


@dataclass
class CheckedFile:
    """The outcome of checking one file: the document (when it loaded) and its findings."""

    path: str
    schema: str | None
    document: Document | None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.document is not None and not any(
            d.severity in (Severity.INPUT, Severity.ERROR) for d in self.diagnostics
        )


_MODELINE = re.compile(r"#\s*yaml-language-server:\s*\$schema=(\S+)")


def schema_from_modeline(text: str) -> str | None:
    """The schema file named by a ``# yaml-language-server: $schema=…`` first line, if any."""
    match = _MODELINE.search(text.split("\n", 1)[0])
    return Path(match.group(1)).name if match else None


def guess_schema(path: Path, text: str, data: Any) -> str | None:
    """The schema for a file: its modeline, else its name, else its top-level keys."""
    named = schema_from_modeline(text)
    if named:
        return named
    if path.name in _SCHEMA_BY_NAME:
        return _SCHEMA_BY_NAME[path.name]
    if isinstance(data, dict):
        for key, schema in _SCHEMA_BY_KEY:
            if key in data:
                return schema
    return None


def check_file(
    path: Path,
    schema: str | None = None,
    *,
    display: str | None = None,
    cache: DocumentCache | None = None,
    limits: Limits = DEFAULT_LIMITS,
) -> CheckedFile:
    """Load ``path`` strictly and validate it; never raises for bad input."""
    name = display or str(path)
    try:
        text = read_text(path, limits, name)
    except LoadError as err:
        return CheckedFile(name, schema, None, err.diagnostics)

    chosen = schema or schema_from_modeline(text)
    key = None
    if cache is not None and chosen is not None:
        try:
            schema_text = (schemas_dir() / chosen).read_text(encoding="utf-8")
        except OSError:
            schema_text = None
        if schema_text is not None:
            key = cache_key(text, chosen, schema_text)
            cached = cache.get(key, name)
            if cached is not None:
                return CheckedFile(name, chosen, cached, [])

    # jsonschema is imported only now, after the cache had its chance: cached runs skip it.
    from deckcheck.loading import schema as schemas

    try:
        document = loads(text, name, limits)
    except LoadError as err:
        return CheckedFile(name, chosen, None, err.diagnostics)

    chosen = chosen or guess_schema(path, text, document.data)
    if chosen is None:
        return CheckedFile(
            name,
            None,
            document,
            [
                Diagnostic(
                    Location(name, 1, 1),
                    "SCHEMA_UNKNOWN",
                    "cannot tell what kind of file this is: start it with "
                    "'# yaml-language-server: $schema=<path>/NAME.schema.json'",
                    Severity.INPUT,
                )
            ],
        )
    try:
        diagnostics = schemas.validate(document, chosen)
    except LoadError as err:
        return CheckedFile(name, chosen, document, err.diagnostics)
    except DeckcheckError as err:  # an unknown schema named in a modeline
        return CheckedFile(
            name,
            chosen,
            document,
            [Diagnostic(Location(name, 1, 1), "SCHEMA_UNKNOWN", err.message, Severity.INPUT)],
        )
    if cache is not None and not diagnostics:
        if key is None:
            schema_text = (schemas_dir() / chosen).read_text(encoding="utf-8")
            key = cache_key(text, chosen, schema_text)
        cache.put(key, document)
    return CheckedFile(name, chosen, document, diagnostics)
