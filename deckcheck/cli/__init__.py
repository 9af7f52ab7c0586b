"""The command-line interface: a thin Typer layer over the :mod:`deckcheck` library.

Each command parses its arguments, calls the library and renders the result. A command's
module is imported only when that command runs (see :class:`deckcheck.cli.app.LazyGroup`),
and heavy imports (jsonschema, the engines, rich tables) happen inside the commands that
need them, so ``deckcheck validate deck.yaml`` starts fast.
"""

from __future__ import annotations

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
