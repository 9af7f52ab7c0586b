"""The command-line interface: a thin Typer layer over the :mod:`deckcheck` library.

Each command parses its arguments, calls the library and renders the result. Heavy
imports (jsonschema, the engines, rich tables) happen inside the commands that need
them, so ``deckcheck --version`` starts fast.
"""

from __future__ import annotations

from deckcheck.cli import (  # noqa: F401  (registers the commands)
    cards,
    catalog,
    deck,
    play,
    schema,
    squad,
    validate,
)
from deckcheck.cli.app import app

__all__ = ["app", "main"]

#: True when the process is the ``deckcheck`` script (not a test runner calling ``app``):
#: time limits that include start-up count from the process's start then.
STARTED_AS_SCRIPT = False


def main() -> None:
    """The ``deckcheck`` console script."""
    global STARTED_AS_SCRIPT
    STARTED_AS_SCRIPT = True
    app(prog_name="deckcheck")
