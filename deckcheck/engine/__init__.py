"""Rules engines for sample games, behind one game-independent interface.

The interface follows OpenSpiel and python-chess: a game state is a mutable object that
owns its rules and its seeded random generator (:class:`~deckcheck.engine.api.GameState`),
actions are small ints, and a game is reproduced exactly by its seed and action list.

- :mod:`deckcheck.engine.api`: the protocols a game implements, and :class:`Outcome`.
- :mod:`deckcheck.engine.agents`: pluggable players (uniform random, greedy, search), who
  see the game through an :class:`~deckcheck.engine.api.Observation` of their seat.
- :mod:`deckcheck.engine.runner`: one game, or many over several processes, reproducibly.
- :mod:`deckcheck.engine.stats`: Wilson score intervals and batch summaries.
- :mod:`deckcheck.engine.record`: JSONL game records and their replay.
- :mod:`deckcheck.engine.games`: the registry of games (``ccs`` ...).

A game lives in its own sub-package (:mod:`deckcheck.engine.ccs`) and registers itself in
:mod:`deckcheck.engine.games`.
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
