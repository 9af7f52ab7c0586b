"""Pluggable players. An agent picks one of the legal actions of the seat it plays.

- :class:`RandomAgent` picks uniformly at random.
- :class:`GreedyAgent` tries every legal action on a determinisation of the game and keeps
  the one the game's heuristic (:meth:`~deckcheck.engine.api.Game.evaluate`) likes best.
- :class:`SearchAgent` is information-set Monte Carlo tree search (Cowling, Powley and
  Whitehouse 2012): a new determinisation every iteration, one tree over them, short
  random rollouts judged by the game's heuristic.
- :class:`FlatMonteCarloAgent` is the baseline a search must beat (flat perfect-information
  Monte Carlo): every legal action tried in turn on fresh determinisations, each followed
  by the same short random play-out and rating as the search's, the best mean played.

An agent sees the game only through an :class:`~deckcheck.engine.api.Observation` of its
seat: the legal actions, the information state, and determinisations for look-ahead —
never the opponent's hand, the order of a deck, a face-down card or the dice to come.
Agents draw their randomness from a seed of their own, never from the game's generator,
so a game's record (seed + actions) replays without them, and an agent's choice depends
only on its seat's information state and its seed.
"""

# deckcheck: compiled (a hot module: see deckcheck.engine.compiled)
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol

from deckcheck.engine.api import Action, Game, GameState, Observation, ObservationLike

#: The agents :func:`make_agent` knows, with a one-line description each.
AGENTS: Final = {
    "random": "picks a legal action uniformly at random",
    "greedy": "plays the action whose result the game's heuristic rates best (one ply)",
    "search": "information-set Monte Carlo tree search (--budget iterations a decision)",
    "pimc": "flat Monte Carlo over determinisations, the search's baseline (--budget "
            "play-outs a decision)",
}

#: The search agent's iterations per decision unless a budget is given.
DEFAULT_BUDGET: Final = 200


class Agent(Protocol):
    """Something that chooses an action for the seat it observes."""

    name: str

    def act(self, observation: Observation) -> Action: ...


class UnknownAgentError(ValueError):
    """An agent name :func:`make_agent` does not know."""


class RandomAgent:
    """Uniformly random over the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    @property
    def rng(self) -> random.Random:
        """The agent's own generator."""
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng = rng
        # Its method bound once (not at each decision of a random game).
        self._getrandbits = rng.getrandbits

    def act(self, observation: ObservationLike) -> Action:
        # (Compiled, the runner's view, an Observation, answers by a direct call and a
        # tuple, which is indexed directly; another view through Python's protocols.)
        if isinstance(observation, Observation):
            actions = observation.legal_actions()
        else:
            actions = tuple(observation.legal_actions())
        # ``self.rng.randrange(len(actions))`` with its two Python calls written out (the
        # same draws: the count's bits, redrawn while too large), as engine.base.shuffle
        # does: two calls fewer for every decision of a random game.
        count = len(actions)
        bits = count.bit_length()
        getrandbits = self._getrandbits
        index = getrandbits(bits)
        while index >= count:
            index = getrandbits(bits)
        return actions[index]


class GreedyAgent:
    """One-ply lookahead: apply each legal action to a copy of one determinisation (the
    same chance for every action), keep the best-rated result.

    Ties are broken at random (with the agent's own generator).
    """

    name = "greedy"

    def __init__(self, evaluate: Callable[[Any, int], float], seed: int = 0):
        self.evaluate = evaluate
        self.rng = random.Random(seed)

    def act(self, observation: ObservationLike) -> Action:
        actions = observation.legal_actions()
        if len(actions) == 1:
            return actions[0]
        player = observation.player
        world = observation.determinize(self.rng)
        best: list[Action] = []
        best_value = float("-inf")
        for action in actions:
            child = world.clone()
            child.apply(action)
            value = self.evaluate(child, player)
            if value > best_value:
                best_value = value
                best = [action]
            elif value == best_value:
                best.append(action)
        return best[self.rng.randrange(len(best))] if len(best) > 1 else best[0]


class _Node:
    """A node of the search tree: the statistics of the action that led to it, for the
    seat that took it."""

    __slots__ = ("available", "children", "reward", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.reward = 0.0
        #: How often the action was legal when its parent was selected from (the
        #: "availability" count of single-observer IS-MCTS).
        self.available = 1
        self.children: dict[Action, _Node] = {}


class SearchAgent:
    """Single-observer information-set MCTS with a heuristic at rollout cut-offs.

    Each of ``budget`` iterations draws a determinisation of the game, walks the tree
    (UCB1 over the actions legal in that determinisation, with availability counts),
    adds one node, plays ``rollout_depth`` random actions and rates the position with the
    game's heuristic squashed to 0..1 (``scale``: the heuristic difference worth about
    one logistic unit). The greedy agent's one-move ratings of the root's actions
    (``prior_weight``, in logistic units) order their first visits and bias them, fading
    as visits grow. The most visited action at the root is played (ties: the better
    rated). Everything random comes from the agent's seed: the same seed and information
    state, the same action. :func:`make_agent` takes the settings from the game
    (:class:`~deckcheck.engine.api.SearchSettings`).
    """

    name = "search"

    def __init__(
        self,
        evaluate: Callable[[Any, int], float],
        seed: int = 0,
        *,
        budget: int = DEFAULT_BUDGET,
        rollout_depth: int = 4,
        exploration: float = 0.7,
        scale: float = 100.0,
        prior_weight: float = 1.0,
    ):
        if budget < 1:
            raise ValueError(f"the search budget must be at least 1 iteration, not {budget}")
        self.evaluate = evaluate
        self.rng = random.Random(seed)
        self.budget = budget
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.scale = scale
        self.prior_weight = prior_weight
        #: The root's actions of the last decision with more than one legal action: each
        #: with its visits and mean reward (0..1) for this seat, for a replay to show why
        #: it chose.
        self.considered: tuple[tuple[Action, int, float], ...] = ()

    def act(self, observation: ObservationLike) -> Action:
        actions = observation.legal_actions()
        if len(actions) == 1:
            return actions[0]
        root = _Node()
        me = observation.player
        rng = self.rng
        prior = self._prior(observation, actions) if self.prior_weight else None
        for _ in range(self.budget):
            world = observation.determinize(rng)
            self._iterate(root, world, me, rng, prior)
        self.considered = tuple(
            (a, child.visits, child.reward / child.visits)
            for a in actions
            if (child := root.children.get(a)) is not None and child.visits
        )
        if prior is None:
            return max(actions, key=lambda a: _visits(root, a))
        return max(actions, key=lambda a: (_visits(root, a), prior[a]))

    def _prior(
        self, observation: ObservationLike, actions: Sequence[Action]
    ) -> dict[Action, float]:
        """The greedy agent's view of the root's actions, in logistic units below the best
        (0 for the best): a bias for the first visits, and the tie-break."""
        world = observation.determinize(self.rng)
        me = observation.player
        values = {}
        for action in actions:
            child = world.clone()
            child.apply(action)
            values[action] = self.evaluate(child, me) / self.scale
        top = max(values.values())
        return {a: max(-30.0, v - top) * self.prior_weight for a, v in values.items()}

    def _iterate(
        self,
        root: _Node,
        world: GameState,
        me: int,
        rng: random.Random,
        prior: dict[Action, float] | None,
    ) -> None:
        path: list[tuple[_Node, int]] = []
        node = root
        c = self.exploration
        # Selection and expansion.
        while not world.is_terminal():
            legal = world.legal_actions()
            mover = world.current_player()
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                if prior is not None and node is root:
                    action = max(untried, key=prior.__getitem__)
                else:
                    action = untried[rng.randrange(len(untried))]
                child = _Node()
                children[action] = child
                world.apply(action)
                path.append((child, mover))
                break
            best_child: _Node | None = None
            best_action = legal[0]
            best_score = -1.0
            for action in legal:
                child = children[action]
                child.available += 1
                score = child.reward / child.visits + c * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if prior is not None and node is root:
                    score += prior[action] / (child.visits + 1)
                if score > best_score:
                    best_score = score
                    best_child = child
                    best_action = action
            assert best_child is not None
            world.apply(best_action)
            path.append((best_child, mover))
            node = best_child
        random_playout(world, self.rollout_depth, rng)
        value = self._value(world, me)
        # Back-propagation: each node's reward is for the seat that chose its action.
        for child, mover in path:
            child.visits += 1
            child.reward += value if mover == me else 1.0 - value

    def _value(self, world: GameState, me: int) -> float:
        return position_value(world, me, self.evaluate, self.scale)


def position_value(
    world: GameState, me: int, evaluate: Callable[[Any, int], float], scale: float
) -> float:
    """How good ``world`` is for ``me``, 0..1: a win 1, a draw 0.5, a game in progress the
    heuristic's rating squashed by the logistic function (``scale``: the rating difference
    worth one logistic unit)."""
    outcome = world.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return 0.5
        return 1.0 if outcome.winner == me else 0.0
    x = evaluate(world, me) / scale
    if x > 30.0:
        return 1.0
    if x < -30.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def random_playout(world: GameState, depth: int, rng: random.Random) -> None:
    """Up to ``depth`` uniformly random actions on ``world`` (fewer when the game ends)."""
    for _ in range(depth):
        if world.is_terminal():
            return
        legal = world.legal_actions()
        world.apply(legal[rng.randrange(len(legal))])


class FlatMonteCarloAgent:
    """Flat Monte Carlo over determinisations (perfect-information Monte Carlo, PIMC).

    ``budget`` play-outs a decision, shared round-robin among the legal actions: each
    draws a fresh determinisation, applies the action, plays ``rollout_depth`` random
    actions and rates the result as the search agent does (:func:`position_value`). The
    action with the best mean is played (ties: the first listed). It has no tree, no model
    of the opponent and no prior: the baseline a search agent of equal cost must beat.
    """

    name = "pimc"

    def __init__(
        self,
        evaluate: Callable[[Any, int], float],
        seed: int = 0,
        *,
        budget: int = DEFAULT_BUDGET,
        rollout_depth: int = 4,
        scale: float = 100.0,
    ):
        if budget < 1:
            raise ValueError(f"the play-out budget must be at least 1, not {budget}")
        self.evaluate = evaluate
        self.rng = random.Random(seed)
        self.budget = budget
        self.rollout_depth = rollout_depth
        self.scale = scale

    def act(self, observation: ObservationLike) -> Action:
        actions = observation.legal_actions()
        count = len(actions)
        if count == 1:
            return actions[0]
        me = observation.player
        rng = self.rng
        totals = [0.0] * count
        tries = [0] * count
        for i in range(max(self.budget, count)):
            k = i % count
            world = observation.determinize(rng)
            world.apply(actions[k])
            random_playout(world, self.rollout_depth, rng)
            totals[k] += position_value(world, me, self.evaluate, self.scale)
            tries[k] += 1
        best = max(range(count), key=lambda k: totals[k] / tries[k])
        return actions[best]


def _visits(root: _Node, action: Action) -> int:
    child = root.children.get(action)
    return 0 if child is None else child.visits


def parse_agent(spec: str) -> tuple[str, int | None]:
    """An agent spec ``name`` or ``name:budget`` (``search:400``) as (name, budget)."""
    name, _, budget = spec.partition(":")
    if not budget:
        return name, None
    if not budget.isdigit() or int(budget) < 1:
        raise UnknownAgentError(f"agent {spec!r}: the budget must be a whole number above 0")
    return name, int(budget)


def make_agent(spec: str, game: Game, seed: int = 0) -> Agent:
    """An agent by name (see :data:`AGENTS`); ``search:N`` is the search agent with a
    budget of ``N`` iterations a decision."""
    name, budget = parse_agent(spec)
    if budget is not None and name not in ("search", "pimc"):
        raise UnknownAgentError(f"agent {spec!r}: only the search and pimc agents take a "
                                "budget")
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(game.evaluate, seed)
    if name == "search":
        settings = game.search
        return SearchAgent(
            game.evaluate,
            seed,
            budget=budget or DEFAULT_BUDGET,
            rollout_depth=settings.rollout_depth,
            exploration=settings.exploration,
            scale=settings.value_scale,
            prior_weight=settings.prior_weight,
        )
    if name == "pimc":
        settings = game.search
        return FlatMonteCarloAgent(
            game.evaluate,
            seed,
            budget=budget or DEFAULT_BUDGET,
            rollout_depth=settings.rollout_depth,
            scale=settings.value_scale,
        )
    known = ", ".join(AGENTS)
    raise UnknownAgentError(f"unknown agent {spec!r} (agents: {known})")
