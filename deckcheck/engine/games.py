"""The registry of games the runner can play, by name (``ccs`` ...).

A game registers the import path of its :class:`~deckcheck.engine.api.Game` object;
it is imported on first use, so listing games stays cheap. Another game adds one line
to :data:`GAMES` (or calls :func:`register`).
"""

from __future__ import annotations

import importlib

from deckcheck.engine.api import Game

#: Game name -> "module:attribute" of its Game object.
GAMES: dict[str, str] = {
    "ccs": "deckcheck.engine.ccs.game:GAME",
    "berserk": "deckcheck.engine.berserk.game:GAME",
}


class UnknownGameError(ValueError):
    """A game with no engine."""


def register(name: str, target: str) -> None:
    """Register a game's ``module:attribute``."""
    GAMES[name] = target


def available() -> list[str]:
    return sorted(GAMES)


def get_game(name: str) -> Game:
    """The Game object registered as ``name``."""
    target = GAMES.get(name)
    if target is None:
        known = ", ".join(available()) or "none"
        raise UnknownGameError(f"no rules engine for game {name!r} (engines: {known})")
    module, _, attribute = target.partition(":")
    game: Game = getattr(importlib.import_module(module), attribute)
    return game
