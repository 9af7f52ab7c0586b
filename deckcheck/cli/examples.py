"""``deckcheck examples``: list the bundled example files, or copy them into a folder."""

from __future__ import annotations

from pathlib import Path

import typer

from deckcheck.cli.app import app
from deckcheck.cli.options import force_option
from deckcheck.cli.render import plural


@app.command("examples")
def examples(
    copy: Path = typer.Option(
        None,
        "--copy",
        metavar="DIR",
        help="Copy the examples (and the schemas their $schema lines name) into DIR, "
        "creating it.",
        show_default=False,
    ),
    force: bool = force_option(" (with --copy: one whose content differs)"),
) -> None:
    """List the example decks, squads and collections that ship with deckcheck.

    The README's tour and the --help examples use them as examples/...: in a copy of the
    repository they are there; elsewhere 'deckcheck examples --copy examples' writes them.
    """
    from deckcheck.examples import copy_examples, example_files

    files = example_files()
    if copy is None:
        width = max(len(example.name) for example in files) + 2
        for example in files:
            typer.echo(f"{example.name:<{width}}{example.description}")
        return
    result = copy_examples(copy, force=force)
    typer.echo(
        f"{copy}: {plural(len(result.written), 'file')} written"
        + (f", {len(result.unchanged)} already there" if result.unchanged else "")
    )
