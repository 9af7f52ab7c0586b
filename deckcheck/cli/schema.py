"""``deckcheck schema``: print a bundled JSON Schema."""

from __future__ import annotations

import typer

from deckcheck.cli.app import app


@app.command("schema")
def schema(
    name: str = typer.Argument(
        None, help="Schema name (deck, cardset, formats ...); omit to list them."
    ),
) -> None:
    """Print a bundled JSON Schema, or list the schema names."""
    import json

    from deckcheck.loading.schema import load_schema, schema_names

    if not name:
        for schema_name in schema_names():
            typer.echo(schema_name.removesuffix(".schema.json"))
        return
    typer.echo(json.dumps(load_schema(name), indent=2, ensure_ascii=False))
