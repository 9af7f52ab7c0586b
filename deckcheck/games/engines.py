"""The registry of games the runner can play, by name (``ccs`` ...).

A game's profile (:mod:`deckcheck.games`) names the import path of its
:class:`~deckcheck.engine.api.Game` object; it is imported on first use, so listing
games stays cheap. :func:`register` adds an engine at run time (a plug-in, a test).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from deckcheck.engine.api import Game

#: Game name -> "module:attribute" of its Game object, beyond the profiles' engines.
GAMES: dict[str, str] = {}


def _engines() -> dict[str, str]:
    from deckcheck.games import profiles

    found = {p.id: p.engine for p in profiles() if p.engine is not None}
    return {**found, **GAMES}


class UnknownGameError(ValueError):
    """A game with no engine."""


def register(name: str, target: str) -> None:
    """Register a game's ``module:attribute``."""
    GAMES[name] = target


def available() -> list[str]:
    return sorted(_engines())


def get_game(name: str) -> Game:
    """The Game object registered as ``name``."""
    target = _engines().get(name)
    if target is None:
        known = ", ".join(available()) or "none"
        raise UnknownGameError(f"no rules engine for game {name!r} (engines: {known})")
    from deckcheck.games import load_attribute

    return cast("Game", load_attribute(name, target, "rules engine"))
