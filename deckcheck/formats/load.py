"""Reading formats files (``cardsets/<game>/formats.yaml`` and users' ``--formats`` files).

One loader for both games: each file is strict YAML checked against
``schemas/formats.schema.json`` through :func:`deckcheck.loading.check.check_file`, then
against the game's vocabulary (card types named in sections and filters) and itself
(limits naming sections that do not exist, a ``min`` above its ``max``, a default that is
not a format). A user's file adds formats: one named like a bundled format of its game is
refused, so that a format's name always means the limits the bundled file gives it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from deckcheck.diagnostics import Diagnostic, Location, Severity, sorted_diagnostics
from deckcheck.errors import InputError, LoadError
from deckcheck.formats.model import (
    Format,
    GameFormats,
    Section,
    limit_of,
    section_of,
    squad_of,
)
from deckcheck.loading.cache import DocumentCache
from deckcheck.loading.check import check_file
from deckcheck.loading.yamlload import Document
from deckcheck.resources import game_dir

FORMATS_SCHEMA = "formats.schema.json"


@dataclass
class FormatsFile:
    """One formats file as read: its game, sections, default and formats, or its problems."""

    path: str
    game: str | None = None
    default: str | None = None
    sections: dict[str, Section] | None = None
    formats: dict[str, Format] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def _problem(location: Location, code: str, message: str) -> Diagnostic:
    return Diagnostic(location, code, message, Severity.INPUT)


def _known_types(game: str) -> set[str] | None:
    from deckcheck.catalog.load import bundled_game_info

    try:
        return set(bundled_game_info(game).types.terms)
    except (LoadError, OSError):
        return None


def _check_types(
    document: Document, path: tuple[str | int, ...], types: Any, known: set[str] | None
) -> list[Diagnostic]:
    if known is None:
        return []
    values = types if isinstance(types, list) else [types]
    return [
        _problem(
            document.locate((*path, i) if isinstance(types, list) else path),
            "FORMAT_UNKNOWN_TYPE",
            f"{value!r} is not a card type of this game; known types: {', '.join(sorted(known))}",
        )
        for i, value in enumerate(values)
        if value not in known
    ]


def read_formats_file(
    path: Path,
    *,
    display: str | None = None,
    cache: DocumentCache | None = None,
    inherit: bool = True,
) -> FormatsFile:
    """Read one formats file; problems are collected in :attr:`FormatsFile.diagnostics`.

    With ``inherit`` (a user's file), the file may leave out ``sections`` (the bundled
    game's are used) and its ``default`` may name a bundled format, but none of its formats
    may be named like a bundled one (``FORMAT_NAME_TAKEN``). Diagnostics are in file order.
    """
    result = _read_formats_file(path, display=display, cache=cache, inherit=inherit)
    result.diagnostics = sorted_diagnostics(result.diagnostics)
    return result


def _check_bounds(document: Document, where: tuple[str | int, ...], item: Any) -> list[Diagnostic]:
    """A limit whose ``min`` is above its ``max``, which no deck can meet (checked here:
    JSON Schema cannot compare two values of one instance)."""
    low, high = item.get("min"), item.get("max")
    if low is None or high is None or low <= high:
        return []
    return [
        _problem(
            document.locate((*where, "min")),
            "FORMAT_MIN_ABOVE_MAX",
            f"min {low} is above max {high}, so no deck can meet this limit; "
            f"did you mean min: {high} and max: {low}?",
        )
    ]


def _name_taken(document: Document, key: str, bundled: FormatsFile) -> list[Diagnostic]:
    """A user's format named like a bundled one of its game. Replacing it would keep the
    name every output shows and the player relies on (``berserk-2023``) while dropping the
    limits it stands for (its COPY_LIMIT): refused, suggesting another name."""
    if key not in bundled.formats:
        return []
    fmt, free = bundled.formats[key], f"{key}-house"
    return [
        _problem(
            document.locate_key(("formats", key)),
            "FORMAT_NAME_TAKEN",
            f"{key!r} is already a bundled {fmt.game} format, {fmt.name}: a formats file adds "
            f"formats and cannot replace one; give yours another name, such as {free!r}, "
            f"and choose it with --format {free}",
        )
    ]


def _read_formats_file(
    path: Path,
    *,
    display: str | None,
    cache: DocumentCache | None,
    inherit: bool,
) -> FormatsFile:
    name = display or str(path)
    checked = check_file(path, FORMATS_SCHEMA, display=name, cache=cache)
    result = FormatsFile(name)
    if checked.document is None or checked.diagnostics:
        # Schema violations make the file unusable: report them as input problems.
        result.diagnostics = [
            Diagnostic(d.location, d.code, d.message, Severity.INPUT, d.details)
            for d in checked.diagnostics
        ]
        return result
    document = checked.document
    data = document.data
    game = result.game = data["game"]
    known = _known_types(game)
    bundled = _bundled(game) if inherit else None
    if "sections" in data:
        result.sections = {key: section_of(key, value) for key, value in data["sections"].items()}
        for key, value in data["sections"].items():
            result.diagnostics += _check_types(
                document, ("sections", key, "types"), value["types"], known
            )
    elif bundled is not None and bundled.sections is not None:
        result.sections = dict(bundled.sections)
    else:
        result.diagnostics.append(
            _problem(document.locate(()), "FORMAT_NO_SECTIONS", "missing required key 'sections'")
        )
        return result
    for key, spec in data["formats"].items():
        base = ("formats", key)
        if bundled is not None:
            result.diagnostics += _name_taken(document, key, bundled)
        limits = []
        for i, item in enumerate(spec["limits"]):
            where = (*base, "limits", i)
            section = item.get("section")
            if section is not None and section not in result.sections:
                result.diagnostics.append(
                    _problem(
                        document.locate((*where, "section")),
                        "FORMAT_UNKNOWN_SECTION",
                        f"no section {section!r}; the sections are: " + ", ".join(result.sections),
                    )
                )
            if "type" in item.get("where", {}):
                result.diagnostics += _check_types(
                    document, (*where, "where", "type"), item["where"]["type"], known
                )
            result.diagnostics += _check_bounds(document, where, item)
            limits.append(limit_of(item, document.locate(where)))
        result.formats[key] = Format(
            game=game,
            key=key,
            name=spec["name"],
            source=spec["source"],
            sections=result.sections,
            limits=tuple(limits),
            description=spec.get("description"),
            squad=squad_of(spec["squad"]) if "squad" in spec else None,
            location=document.locate_key(base),
        )
    default = result.default = data.get("default")
    known_formats = [*result.formats, *(bundled.formats if bundled else ())]
    if default is None and bundled is None:
        result.diagnostics.append(
            _problem(document.locate(()), "FORMAT_NO_DEFAULT", "missing required key 'default'")
        )
    elif default is not None and default not in known_formats:
        result.diagnostics.append(
            _problem(
                document.locate(("default",)),
                "FORMAT_UNKNOWN_DEFAULT",
                f"default {default!r} is not a format of {game}: " + ", ".join(known_formats),
            )
        )
    return result


@cache
def _bundled(game: str) -> FormatsFile:
    path = game_dir(game) / "formats.yaml"
    if not path.is_file():
        raise InputError(f"no formats for game {game!r}", code="UNKNOWN_GAME")
    result = read_formats_file(path, cache=DocumentCache(), inherit=False)
    if result.diagnostics:
        raise LoadError(result.diagnostics)
    return result


def merge_formats(game: str, extra: FormatsFile | None = None) -> GameFormats:
    """The bundled formats of ``game`` with those of an already read file for that game.

    ``extra`` adds formats (:func:`read_formats_file` refuses one named like a bundled
    format), and its ``default:`` (if any) replaces the bundled one. A file for another
    game adds nothing.
    """
    bundled = _bundled(game)
    formats = dict(bundled.formats)
    default = bundled.default
    if extra is not None and extra.game == game:
        if extra.diagnostics:
            raise LoadError(extra.diagnostics)
        formats.update(extra.formats)
        default = extra.default or default
    assert default is not None
    return GameFormats(game, default, formats)


def load_formats(
    game: str, extra_file: Path | None = None, *, cache: DocumentCache | None = None
) -> GameFormats:
    """The formats of ``game``: the bundled ones, plus those of ``extra_file`` for that game.

    ``extra_file`` adds formats (one named like a bundled format is refused), and its
    ``default:`` (if any) replaces the bundled default; a file for another game adds
    nothing. Raises :class:`~deckcheck.errors.LoadError` with every problem of an
    invalid file, and :class:`~deckcheck.errors.InputError` for an unknown game.

    >>> fmt = load_formats("ccs")["short"]
    >>> [(limit.code, limit.expected()) for limit in fmt.limits][:2]
    [('DECK_SIZE', 'exactly 30'), ('CAPTURE_TIER_MAX', 'at most 4')]
    """
    extra = None
    if extra_file is not None:
        extra = read_formats_file(extra_file, cache=cache)
        if extra.diagnostics:
            raise LoadError(extra.diagnostics, f"the formats file {extra_file} is not valid")
    return merge_formats(game, extra)
