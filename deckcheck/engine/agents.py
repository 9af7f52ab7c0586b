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
from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol

from deckcheck.engine.api import (
    Action,
    Game,
    GameState,
    Observation,
    ObservationLike,
    SearchSettings,
)
from deckcheck.engine.streams import Stream

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
        #: The agent's own generator (:class:`~deckcheck.engine.streams.Stream`).
        self.rng = Stream(seed)

    def act(self, observation: ObservationLike) -> Action:
        # (Compiled, the runner's view, an Observation, answers by a direct call and a
        # tuple, which is indexed directly; another view through Python's protocols.)
        if isinstance(observation, Observation):
            actions = observation.legal_actions()
        else:
            actions = tuple(observation.legal_actions())
        return actions[self.rng.randbelow(len(actions))]


class GreedyAgent:
    """One-ply lookahead: apply each legal action to a copy of one determinisation (the
    same chance for every action), keep the best-rated result.

    Ties are broken at random (with the agent's own generator).
    """

    name = "greedy"

    def __init__(self, evaluate: Callable[[Any, int], float], seed: int = 0):
        self.evaluate = evaluate
        self.rng = Stream(seed)

    def act(self, observation: ObservationLike) -> Action:
        actions = observation.legal_actions()
        if len(actions) == 1:
            return actions[0]
        world = observation.determinize(self.rng)
        values = one_move_values(world, actions, observation.player, self.evaluate)
        top = max(values)
        best = [a for a, value in zip(actions, values, strict=True) if value == top]
        return best[self.rng.randrange(len(best))] if len(best) > 1 else best[0]


def one_move_values(
    world: GameState, actions: Sequence[Action], seat: int,
    evaluate: Callable[[Any, int], float],
) -> list[float]:
    """``evaluate``'s rating for ``seat`` of each of ``actions`` applied to a copy of
    ``world``, in their order: the greedy agent's look-ahead, the search's prior and its
    informed play-outs."""
    values = []
    for action in actions:
        child = world.clone()
        child.apply(action)
        values.append(evaluate(child, seat))
    return values


class _Node:
    """The statistics of one action at one decision of the tree, for the seat that took
    it, and the decisions that follow it."""

    __slots__ = ("after", "available", "reward", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.reward = 0.0
        #: How often the action was legal when its decision was selected from (the
        #: "availability" count of single-observer IS-MCTS).
        self.available = 1
        #: The decisions that follow it: one (key None), or one for each listing of the
        #: actions of the seat to move (see :class:`SearchAgent`, ``split``).
        self.after: dict[tuple[Action, ...] | None, _Decision] = {}


class _Decision:
    """A decision of the tree: the nodes of the actions tried from it, how often it was
    reached, and its seat's one-move ratings of its actions once made (its prior)."""

    __slots__ = ("children", "prior", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.prior: dict[Action, float] | None = None
        self.visits = 0


#: The prior of an action a decision's ratings do not hold (legal in another
#: determinisation than the one they were made on): as good as the best.
_UNRATED: Final = 0.0

#: The most decisions in a row of one seat that a macro step of the tree plays.
_RUN_CAP: Final = 64

#: Which decisions the search tells apart by the listing of their seat's actions.
SPLITS: Final = ("none", "opponent", "all")


class SearchAgent:
    """Information-set MCTS with a heuristic at rollout cut-offs, a prior at its decisions
    and the opponent's decisions told apart by what the opponent may do.

    Each of ``budget`` iterations draws a determinisation of the game (every hidden card,
    deck order and future die drawn anew from what this seat has seen), walks the tree
    (UCB1 over the actions legal in that determinisation, with availability counts),
    adds one node, plays ``rollout_depth`` actions and rates the position with the game's
    heuristic squashed to 0..1 (``scale``: the heuristic difference worth about one
    logistic unit). Dice and draws differ from one iteration to the next, so every action
    is rated over the chances that follow it.

    - **The opponent's own information** (``split``): a decision of the tree is one for
      each listing of its seat's legal actions. A listing reads only what its seat may
      know (its hand, its face-down cards, the public board), so the opponent's decisions
      are told apart by what it holds — it is modelled as choosing with its own cards in
      view, not as if it played every hand the determinisations deal it alike — and a
      draw or a die that changes what the seat may do leads to a decision of its own.
      ``"opponent"`` splits the opponent's decisions, ``"all"`` every decision below the
      root, ``"none"`` none (single-observer IS-MCTS).
    - **A prior at every decision** (``prior_weight``, ``prior_visits``): the seat to
      move's one-move ratings of its actions (the greedy agent's, from that seat's side),
      in logistic units below the best, order an action's first visit and bias its score,
      fading as its visits grow. The root's are made before the first iteration; another
      decision's at its ``prior_visits``-th visit (0: the root's only), since a rating of
      every action costs a copy of the game each.
    - **Informed play-outs** (``greedy_rollouts``): each play-out action is the seat to
      move's best-rated with that probability, uniformly random otherwise.
    - **Macro steps** (``macro``): a step of the tree is a seat's whole run of decisions
      in a row — the tree's action, then that seat's further decisions by the play-out
      policy — so that the next step is the other seat's reply (in
      Berserk a seat makes about four choices in a row, and a tree of single actions
      rarely reaches the reply).

    The most visited action at the root is played (ties: the better rated). Everything
    random comes from the agent's seed: the same seed and information state, the same
    action. :func:`make_agent` takes the settings from the game
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
        prior_visits: int = 0,
        split: str = "none",
        greedy_rollouts: float = 0.0,
        macro: bool = False,
    ):
        if budget < 1:
            raise ValueError(f"the search budget must be at least 1 iteration, not {budget}")
        if prior_visits < 0:
            raise ValueError(f"prior_visits counts visits (0: the root's prior only), "
                             f"not {prior_visits}")
        if split not in SPLITS:
            raise ValueError(f"split must be one of {', '.join(SPLITS)}, not {split!r}")
        if not 0.0 <= greedy_rollouts <= 1.0:
            raise ValueError(f"greedy_rollouts is a probability, not {greedy_rollouts}")
        self.evaluate = evaluate
        self.rng = Stream(seed)
        self.budget = budget
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.scale = scale
        self.prior_weight = prior_weight
        self.prior_visits = prior_visits
        self.split = split
        self.greedy_rollouts = greedy_rollouts
        self.macro = macro
        #: The root's actions of the last decision with more than one legal action: each
        #: with its visits and mean reward (0..1) for this seat, for a replay to show why
        #: it chose.
        self.considered: tuple[tuple[Action, int, float], ...] = ()

    def act(self, observation: ObservationLike) -> Action:
        actions = observation.legal_actions()
        if len(actions) == 1:
            return actions[0]
        root = _Decision()
        me = observation.player
        rng = self.rng
        if self.prior_weight:
            root.prior = self._ratings(observation.determinize(rng), actions, me)
        for _ in range(self.budget):
            world = observation.determinize(rng)
            self._iterate(root, world, me, rng)
        children = root.children
        self.considered = tuple(
            (a, child.visits, child.reward / child.visits)
            for a in actions
            if (child := children.get(a)) is not None and child.visits
        )
        prior = root.prior
        if prior is None:
            return max(actions, key=lambda a: _visits(root, a))
        return max(actions, key=lambda a: (_visits(root, a), prior.get(a, _UNRATED)))

    def _ratings(
        self, world: GameState, actions: Sequence[Action], seat: int
    ) -> dict[Action, float]:
        """``seat``'s one-move ratings of ``actions`` on ``world``, in logistic units
        below the best (0 for the best) times the prior's weight."""
        scale = self.scale
        values = [v / scale for v in one_move_values(world, actions, seat, self.evaluate)]
        top = max(values)
        weight = self.prior_weight
        return {a: max(-30.0, v - top) * weight for a, v in zip(actions, values, strict=True)}

    def _iterate(self, root: _Decision, world: GameState, me: int, rng: Stream) -> None:
        path: list[tuple[_Node, int]] = []
        decision = root
        c = self.exploration
        prior_visits = self.prior_visits
        split = self.split
        macro = self.macro
        # Selection and expansion.
        while not world.is_terminal():
            legal = world.legal_actions()
            mover = world.current_player()
            decision.visits += 1
            prior = decision.prior
            if prior is None and prior_visits and decision.visits >= prior_visits \
                    and self.prior_weight:
                prior = decision.prior = self._ratings(world, legal, mover)
            children = decision.children
            untried = [a for a in legal if a not in children]
            if untried:
                if prior is not None:
                    action = max(untried, key=lambda a: prior.get(a, _UNRATED))
                else:
                    action = untried[rng.randrange(len(untried))]
                child = _Node()
                children[action] = child
                world.apply(action)
                path.append((child, mover))
                if macro:
                    self._finish_run(world, mover, rng)
                break
            best_child: _Node | None = None
            best_action = legal[0]
            best_score = -1.0e9
            for action in legal:
                child = children[action]
                child.available += 1
                score = child.reward / child.visits + c * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if prior is not None:
                    score += prior.get(action, _UNRATED) / (child.visits + 1)
                if score > best_score:
                    best_score = score
                    best_child = child
                    best_action = action
            assert best_child is not None
            world.apply(best_action)
            path.append((best_child, mover))
            if macro:
                self._finish_run(world, mover, rng)
            if world.is_terminal():
                break
            # The decision that follows, told apart by the next seat's listing (which reads
            # only what that seat may know) where ``split`` says so.
            key: tuple[Action, ...] | None = None
            if split == "all" or (split == "opponent" and world.current_player() != me):
                key = tuple(world.legal_actions())
            after = best_child.after
            found = after.get(key)
            if found is None:
                found = after[key] = _Decision()
            decision = found
        if self.greedy_rollouts:
            informed_playout(world, self.rollout_depth, rng, self.evaluate,
                             self.greedy_rollouts)
        else:
            random_playout(world, self.rollout_depth, rng)
        value = self._value(world, me)
        # Back-propagation: each node's reward is for the seat that chose its action.
        for child, mover in path:
            child.visits += 1
            child.reward += value if mover == me else 1.0 - value

    def _finish_run(self, world: GameState, mover: int, rng: Stream) -> None:
        """Play ``mover``'s further decisions in a row by the play-out policy, so that the
        tree's next step is the other seat's (at most :data:`_RUN_CAP` of them)."""
        evaluate = self.evaluate
        greedy = self.greedy_rollouts
        for _ in range(_RUN_CAP):
            if world.is_terminal() or world.current_player() != mover:
                return
            world.apply(policy_action(world, rng, evaluate, greedy))

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


def random_playout(world: GameState, depth: int, rng: Stream) -> None:
    """Up to ``depth`` uniformly random actions on ``world`` (fewer when the game ends)."""
    for _ in range(depth):
        if world.is_terminal():
            return
        legal = world.legal_actions()
        world.apply(legal[rng.randrange(len(legal))])


def informed_playout(
    world: GameState,
    depth: int,
    rng: Stream,
    evaluate: Callable[[Any, int], float],
    greedy: float,
) -> None:
    """Up to ``depth`` actions on ``world`` (fewer when the game ends), each chosen by
    :func:`policy_action`."""
    for _ in range(depth):
        if world.is_terminal():
            return
        world.apply(policy_action(world, rng, evaluate, greedy))


def policy_action(
    world: GameState,
    rng: Stream,
    evaluate: Callable[[Any, int], float],
    greedy: float,
) -> Action:
    """A legal action of ``world``: with probability ``greedy`` the best-rated by
    ``evaluate`` one move ahead for the seat to move (the first of equals), otherwise one
    uniformly at random (ε-greedy)."""
    legal = world.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if not greedy or rng.random() >= greedy:
        return legal[rng.randrange(len(legal))]
    values = one_move_values(world, legal, world.current_player(), evaluate)
    return legal[values.index(max(values))]


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
        self.rng = Stream(seed)
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


def _visits(root: _Decision, action: Action) -> int:
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


def make_agent(
    spec: str, game: Game, seed: int = 0, settings: SearchSettings | None = None
) -> Agent:
    """An agent by name (see :data:`AGENTS`); ``search:N`` is the search agent with a
    budget of ``N`` iterations a decision. ``settings``: how the search and pimc agents
    play (the game's :attr:`~deckcheck.engine.api.Game.search` unless given)."""
    name, budget = parse_agent(spec)
    if budget is not None and name not in ("search", "pimc"):
        raise UnknownAgentError(f"agent {spec!r}: only the search and pimc agents take a "
                                "budget")
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(game.evaluate, seed)
    if settings is None:
        settings = game.search
    if name == "search":
        return SearchAgent(
            game.evaluate,
            seed,
            budget=budget or DEFAULT_BUDGET,
            rollout_depth=settings.rollout_depth,
            exploration=settings.exploration,
            scale=settings.value_scale,
            prior_weight=settings.prior_weight,
            prior_visits=settings.prior_visits,
            split=settings.split,
            greedy_rollouts=settings.greedy_rollouts,
            macro=settings.macro,
        )
    if name == "pimc":
        return FlatMonteCarloAgent(
            game.evaluate,
            seed,
            budget=budget or DEFAULT_BUDGET,
            rollout_depth=settings.rollout_depth,
            scale=settings.value_scale,
        )
    known = ", ".join(AGENTS)
    raise UnknownAgentError(f"unknown agent {spec!r} (agents: {known})")
