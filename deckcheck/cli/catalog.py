"""``deckcheck catalog``: check catalogue files against their schemas and each other."""

from __future__ import annotations

import os
from contextlib import suppress
from pathlib import Path

import typer

from deckcheck.cli.app import app, make_typer
from deckcheck.cli.options import no_cache_option
from deckcheck.cli.render import diagnostics_json, echo, echo_diagnostics, plural
from deckcheck.cli.reporters import SimpleReport, emit, output_option

#: The suffixes of the files a catalogue folder's check reads (see ``yaml_files``).
_YAML_SUFFIXES = (".yaml", ".yml")


def catalogue_folder(path: Path) -> Path | None:
    """The catalogue that the existing file or folder ``path`` belongs to (a folder
    holding ``game.yaml`` and ``sets/``: ``path`` itself or the nearest folder above it),
    or None."""
    try:
        if path.is_dir():
            folders = [path, *path.parents]
        elif path.is_file() and path.suffix in _YAML_SUFFIXES:
            folders = list(path.parents)
        else:  # missing (the check says so), or a file a folder's check would not read
            return None
        return next(
            (f for f in folders if (f / "game.yaml").is_file() and (f / "sets").is_dir()), None
        )
    except OSError:  # a name too long, a loop of links: checked as named, which says so
        return None


def check_targets(paths: list[Path]) -> list[Path]:
    """What ``catalog check PATHS`` reads: a file or folder that belongs to a catalogue
    stands for the whole catalogue, so that a changed set file (pre-commit passes only the
    changed files) meets the cross-file checks — a card id or set code that another file
    of its catalogue uses, a term of its own game.yaml. Other paths are kept as named; a
    path named twice, or inside another one, is read once."""
    targets: list[Path] = []
    for path in paths:
        folder = catalogue_folder(Path(os.path.abspath(path)))
        if folder is not None and not path.is_absolute():
            with suppress(ValueError):  # shown as the user wrote it; ValueError: a drive
                folder = Path(os.path.relpath(folder))
        targets.append(folder or path)
    absolutes = [Path(os.path.abspath(target)) for target in targets]
    return [
        target
        for i, (target, absolute) in enumerate(zip(targets, absolutes, strict=True))
        if absolute not in absolutes[:i] and not any(a in absolute.parents for a in absolutes)
    ]


catalog_app = make_typer("Check card catalogues (YAML) against the schemas and each other.")
app.add_typer(catalog_app, name="catalog")


@catalog_app.command("check")
def check(
    paths: list[Path] = typer.Argument(
        None, help="Files or folders to check (default: the catalogues bundled with deckcheck)."
    ),
    output: str = output_option(),
    no_cache: bool = no_cache_option(),
) -> None:
    """Report every problem in catalogue files as file:line:col: CODE: message.

    A file or folder inside a catalogue (a folder with game.yaml and sets/) checks the
    whole catalogue, so that problems between its files (a card id used twice) are found
    when one file is named."""
    from deckcheck.catalog.load import check_catalogue_paths
    from deckcheck.diagnostics import exit_code
    from deckcheck.loading.cache import DocumentCache
    from deckcheck.resources import game_dirs

    targets = check_targets(list(paths)) if paths else game_dirs()
    result = check_catalogue_paths(targets, cache=None if no_cache else DocumentCache())
    code = exit_code(result.diagnostics)
    def render_text() -> None:
        echo_diagnostics(result.diagnostics)
        verdict = "ok" if code == 0 else plural(len(result.diagnostics), "problem")
        echo(
            f"{plural(len(result.files), 'file')}, {plural(result.card_count, 'card')} "
            f"checked: {verdict}",
            err=code != 0,
        )

    data = {
        "valid": code == 0,
        "files": len(result.files),
        "cards": result.card_count,
        "diagnostics": diagnostics_json(result.diagnostics),
    }
    emit(SimpleReport(render_text, data, list(result.diagnostics)), output)
    raise typer.Exit(code)
