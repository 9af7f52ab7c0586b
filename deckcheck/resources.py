"""Where the bundled catalogues and schemas are.

In a wheel they are copied into ``deckcheck/_bundled/`` (see ``pyproject.toml``); in a
source checkout or an editable install they are read from the repository's top level.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def bundled_root() -> Path:
    """The folder holding ``cardsets/`` and ``schemas/``."""
    inside = _PACKAGE / "_bundled"
    if (inside / "schemas").is_dir():
        return inside
    return _PACKAGE.parent


def schemas_dir() -> Path:
    return bundled_root() / "schemas"


def cardsets_dir() -> Path:
    return bundled_root() / "cardsets"


def game_dir(game: str) -> Path:
    """The data folder of one game: a plug-in's own, else the bundled ``cardsets/<game>``."""
    from deckcheck.games import data_dir

    return data_dir(game) or cardsets_dir() / game


def game_dirs() -> list[Path]:
    """The data folder of every game that has one."""
    from deckcheck.games import profile_ids

    return [path for path in map(game_dir, profile_ids()) if (path / "game.yaml").is_file()]


def examples_dir() -> Path:
    """The bundled example decks, squads and collections (``examples/`` of the repository)."""
    return bundled_root() / "examples"
