"""Rules engines for sample games, behind one game-independent interface.

The interface follows OpenSpiel and python-chess: a game state is a mutable object that
owns its rules and its seeded random generator (:class:`~deckcheck.engine.api.GameState`),
actions are small ints, and a game is reproduced exactly by its seed and action list.

- :mod:`deckcheck.engine.api`: the protocols a game implements, and :class:`Outcome`.
- :mod:`deckcheck.engine.agents`: pluggable players (uniform random, greedy, search), who
  see the game through an :class:`~deckcheck.engine.api.Observation` of their seat.
- :mod:`deckcheck.batch.runner`: one game, or many over several processes, reproducibly.
- :mod:`deckcheck.batch.summary`: Wilson score intervals and batch summaries.
- :mod:`deckcheck.batch.records`: JSONL game records and their replay.
- :mod:`deckcheck.games.engines`: the registry of games (``ccs`` ...).

A game lives in its own sub-package (:mod:`deckcheck.games.ccs.engine`) and registers itself in
:mod:`deckcheck.games.engines`.
"""

from __future__ import annotations

from deckcheck.engine.api import (
    Game,
    GameState,
    IllegalActionError,
    LogEvent,
    Observation,
    Outcome,
    SearchSettings,
)

__all__ = [
    "Game",
    "GameState",
    "IllegalActionError",
    "LogEvent",
    "Observation",
    "Outcome",
    "SearchSettings",
]
