"""The example decks, squads and collections that ship with deckcheck.

They are the repository's ``examples/`` folder, copied into the wheel (see
``pyproject.toml``), so a user who installed deckcheck with pip has the files the
README's tour and the commands' ``--help`` examples use: ``deckcheck examples --copy
examples`` writes them, with the JSON Schemas their editors' ``$schema`` lines point at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from deckcheck.errors import InputError, UsageError
from deckcheck.resources import examples_dir, schemas_dir

#: The file listing what each example file is, a table row per file (a test checks
#: that every bundled file has one); it is copied with the examples, not listed.
INDEX = "README.md"
_ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|\s*(.+?)\s*\|\s*$")


def descriptions() -> dict[str, str]:
    """One line about each example file, by its path below ``examples/``, from the
    table of :data:`INDEX`."""
    index = examples_dir() / INDEX
    try:
        text = index.read_text(encoding="utf-8")
    except OSError:  # pragma: no cover - an installation without its data
        return {}
    return {match[1]: match[2] for line in text.splitlines() if (match := _ROW.match(line))}


#: Where the copied files' ``$schema`` lines point: the schemas copied beside them.
_MODELINE = re.compile(rb"(# yaml-language-server: \$schema=)(?:\.\./)+schemas/")


@dataclass(frozen=True)
class ExampleFile:
    """One bundled file: its path below ``examples/`` (POSIX), and what it is."""

    name: str
    description: str
    source: Path


def example_files() -> list[ExampleFile]:
    """Every bundled example file, sorted by path."""
    root = examples_dir()
    if not root.is_dir():  # pragma: no cover - an installation without its data
        raise InputError(f"the bundled examples are missing ({root})", code="NO_EXAMPLES")
    files = sorted(path for path in root.rglob("*") if path.is_file())
    described = descriptions()
    return [
        ExampleFile(name := path.relative_to(root).as_posix(), described.get(name, ""), path)
        for path in files
        if path != root / INDEX
    ]


@dataclass(frozen=True)
class CopyResult:
    written: list[Path]
    unchanged: list[Path]


def _copies(target: Path) -> dict[Path, bytes]:
    """What ``copy_examples`` writes: every example file, then every schema."""
    planned: dict[Path, bytes] = {target / INDEX: (examples_dir() / INDEX).read_bytes()}
    for example in example_files():
        data = example.source.read_bytes()
        planned[target / example.name] = _MODELINE.sub(rb"\1../schemas/", data)
    for schema in sorted(schemas_dir().glob("*.schema.json")):
        planned[target / "schemas" / schema.name] = schema.read_bytes()
    return planned


def copy_examples(target: Path, force: bool = False) -> CopyResult:
    """Write the example files into ``target`` (created if missing), with the schemas.

    A file that already exists with other content is never replaced without ``force``:
    then nothing at all is written and :class:`UsageError` names the files. One that
    exists with the same content is left as it is. Each file is written atomically.
    """
    from deckcheck.builder.files import write_atomic

    if target.exists() and not target.is_dir():
        raise UsageError(f"{target} is a file, not a folder", code="NOT_A_FOLDER")
    planned = _copies(target)
    unchanged = [path for path, data in planned.items() if _same(path, data)]
    clashes = [path for path in planned if path.exists() and path not in unchanged]
    if clashes and not force:
        shown = ", ".join(str(path) for path in clashes[:3])
        more = f" and {len(clashes) - 3} more" if len(clashes) > 3 else ""
        raise UsageError(
            f"{shown}{more} already exist{'s' if len(clashes) == 1 else ''} with other "
            "content; nothing was copied (--force replaces them)",
            code="FILE_EXISTS",
        )
    written = []
    for path, data in planned.items():
        if path in unchanged:
            continue
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise InputError(
                f"cannot create {path.parent}: {err.strerror or err}", code="WRITE_FAILED"
            ) from None
        write_atomic(path, data)
        written.append(path)
    return CopyResult(written, unchanged)


def _same(path: Path, data: bytes) -> bool:
    try:
        return path.is_file() and path.read_bytes() == data
    except OSError:
        return False
