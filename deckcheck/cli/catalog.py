"""``deckcheck catalog``: check catalogue files against their schemas and each other."""

from __future__ import annotations

from pathlib import Path

import typer

from deckcheck.cli.app import app, make_typer
from deckcheck.cli.render import diagnostics_json, echo, echo_diagnostics, plural
from deckcheck.cli.reporters import SimpleReport, emit, output_option

catalog_app = make_typer("Check card catalogues (YAML) against the schemas and each other.")
app.add_typer(catalog_app, name="catalog")


@catalog_app.command("check")
def check(
    paths: list[Path] = typer.Argument(
        None, help="Files or folders to check (default: the catalogues bundled with deckcheck)."
    ),
    output: str = output_option(),
    no_cache: bool = typer.Option(False, "--no-cache", help="Do not read or write the cache."),
) -> None:
    """Report every problem in catalogue files as file:line:col: CODE: message."""
    from deckcheck.catalog.load import check_catalogue_paths
    from deckcheck.loading.cache import DocumentCache
    from deckcheck.loading.diagnostics import exit_code
    from deckcheck.resources import cardsets_dir

    targets = list(paths) if paths else [cardsets_dir()]
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
