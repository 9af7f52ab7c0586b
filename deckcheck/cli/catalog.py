"""``deckcheck catalog``: check catalogue files against their schemas and each other."""

from __future__ import annotations

from pathlib import Path

import typer

from deckcheck.cli.app import app, make_typer
from deckcheck.cli.render import (
    TextOrJson,
    diagnostics_json,
    echo,
    echo_diagnostics,
    echo_json,
    output_option,
    plural,
)

catalog_app = make_typer("Check card catalogues (YAML) against the schemas and each other.")
app.add_typer(catalog_app, name="catalog")


@catalog_app.command("check")
def check(
    paths: list[Path] = typer.Argument(
        None, help="Files or folders to check (default: the catalogues bundled with deckcheck)."
    ),
    output: TextOrJson = output_option(),
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
    if output is TextOrJson.json:
        echo_json(
            {
                "valid": code == 0,
                "files": len(result.files),
                "cards": result.card_count,
                "diagnostics": diagnostics_json(result.diagnostics),
            }
        )
    else:
        echo_diagnostics(result.diagnostics)
        verdict = "ok" if code == 0 else plural(len(result.diagnostics), "problem")
        echo(
            f"{plural(len(result.files), 'file')}, {plural(result.card_count, 'card')} "
            f"checked: {verdict}",
            err=code != 0,
        )
    raise typer.Exit(code)
