"""Pluggable players. An agent picks one of the state's legal actions.

- :class:`RandomAgent` picks uniformly at random.
- :class:`GreedyAgent` tries every legal action on a copy of the state and keeps the one
  the game's heuristic (:meth:`~deckcheck.engine.api.Game.evaluate`) likes best.

Agents draw their own randomness from a seed of their own, never from the game's
generator, so a game's record (seed + actions) replays without them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from deckcheck.engine.api import Action, Game, GameState

#: The agents :func:`make_agent` knows, with a one-line description each.
AGENTS = {
    "random": "picks a legal action uniformly at random",
    "greedy": "plays the action whose result the game's heuristic rates best (one ply)",
}


class Agent(Protocol):
    """Something that chooses an action for the player to move."""

    name: str

    def act(self, state: GameState) -> Action: ...


class UnknownAgentError(ValueError):
    """An agent name :func:`make_agent` does not know."""


class RandomAgent:
    """Uniformly random over the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def act(self, state: GameState) -> Action:
        actions = state.legal_actions()
        return actions[self.rng.randrange(len(actions))]


class GreedyAgent:
    """One-ply lookahead: apply each legal action to a clone, keep the best-rated result.

    Ties are broken at random (with the agent's own generator).
    """

    name = "greedy"

    def __init__(self, evaluate: Callable[[Any, int], float], seed: int = 0):
        self.evaluate = evaluate
        self.rng = random.Random(seed)

    def act(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        player = state.current_player()
        best: list[Action] = []
        best_value = float("-inf")
        for action in actions:
            child = state.clone()
            child.apply(action)
            value = self.evaluate(child, player)
            if value > best_value:
                best_value = value
                best = [action]
            elif value == best_value:
                best.append(action)
        return best[self.rng.randrange(len(best))] if len(best) > 1 else best[0]


def make_agent(name: str, game: Game, seed: int = 0) -> Agent:
    """An agent by name (see :data:`AGENTS`)."""
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(game.evaluate, seed)
    known = ", ".join(AGENTS)
    raise UnknownAgentError(f"unknown agent {name!r} (agents: {known})")
