"""The search agent: reproducible for a seed, a budget in iterations, usable everywhere an
agent is (``play``, batches over several processes, ``deck build --tune``)."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path
from typing import cast

import pytest
from typer.testing import CliRunner

from deckcheck.batch.runner import Matchup, play_game, run_games
from deckcheck.batch.summary import summarise
from deckcheck.cli import app
from deckcheck.engine.agents import (
    DEFAULT_BUDGET,
    SearchAgent,
    UnknownAgentError,
    make_agent,
    parse_agent,
)
from deckcheck.engine.api import Game, Observation
from deckcheck.engine.streams import Stream
from deckcheck.games.ccs.engine.game import GAME, RIVALS
from deckcheck.games.engines import get_game
from tests.cli.helpers import ENV, write_deck


def test_agent_specs() -> None:
    assert parse_agent("search") == ("search", None)
    assert parse_agent("search:40") == ("search", 40)
    agent = make_agent("search:40", cast(Game, GAME), 1)
    assert isinstance(agent, SearchAgent) and agent.budget == 40
    default = make_agent("search", cast(Game, GAME), 1)
    assert isinstance(default, SearchAgent) and default.budget == DEFAULT_BUDGET
    for bad in ("search:0", "search:x", "greedy:5", "search:-3"):
        with pytest.raises(UnknownAgentError):
            make_agent(bad, cast(Game, GAME))


@pytest.mark.parametrize("name", ["ccs", "berserk"])
def test_the_same_seed_plays_the_same_game(name: str) -> None:
    game = get_game(name)
    matchup = Matchup(name, game.sample_decks(), agents=("search:6", "greedy"))
    first, _ = play_game(matchup, 1, 5)
    again, _ = play_game(matchup, 1, 5)
    assert first.actions == again.actions and first == again
    other, _ = play_game(matchup, 1, 6)
    assert other.actions != first.actions


def test_more_budget_is_more_work_not_another_kind_of_answer() -> None:
    # The budget counts iterations: the same seed with the same budget answers alike.
    game = get_game("ccs")
    state = game.new_game(*game.sample_decks(), 3, game.load_rules())
    while len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0])
    view = Observation(state, state.current_player())
    answers = {make_agent("search:30", game, 9).act(view) for _ in range(3)}
    assert len(answers) == 1 and answers <= set(state.legal_actions())


def test_search_beats_random_clearly() -> None:
    mirror = Matchup("ccs", (RIVALS, RIVALS), ("search", "random"), ("search:16", "random"))
    summary = summarise(run_games(mirror, 30, seed=3), mirror.names)
    low, _ = summary.wins[0].interval
    assert low > 0.55, summary.to_json()


def _play(tmp_path: Path, *args: str) -> tuple[int, str, str]:
    a = write_deck(tmp_path / "a.yaml", "Rivals", RIVALS)
    b = write_deck(tmp_path / "b.yaml", "Rivals too", RIVALS)
    result = CliRunner().invoke(app, ["play", str(a), str(b), *args], env=ENV)
    return result.exit_code, result.stdout, result.stderr


def test_play_with_the_search_agent_is_the_same_for_any_jobs(tmp_path: Path) -> None:
    runs = []
    for jobs in ("1", "2"):
        code, out, err = _play(
            tmp_path, "-n", "4", "--seed", "2", "--jobs", jobs, "--agent-a", "search",
            "--budget", "8", "-o", "json",
        )
        assert code == 0, err
        data = json.loads(out)
        for key in ("seconds", "games_per_second", "jobs"):
            data.pop(key)
        runs.append(data)
    assert runs[0] == runs[1]
    assert runs[0]["agents"] == {"A": "search:8", "B": "greedy"}  # the default agent


def test_a_budget_without_the_search_agent_is_a_usage_error(tmp_path: Path) -> None:
    code, _, err = _play(tmp_path, "--budget", "10")
    assert code == 2 and "--budget" in err and "search" in err


def test_tune_plays_with_the_search_agent() -> None:
    from deckcheck.builder.build import BuildOptions, build_deck
    from deckcheck.builder.tune import tune_deck
    from deckcheck.catalog.load import load_catalogue
    from deckcheck.errors import UsageError
    from deckcheck.formats.load import load_formats

    catalogue = load_catalogue("ccs")
    options = BuildOptions(seed=2)
    built = build_deck(catalogue, load_formats("ccs")["short"], options)
    result = tune_deck(built, catalogue, options, games=2, candidates=1, rounds=1,
                       agent="search:3")
    assert result.games >= 2
    with pytest.raises(UsageError, match="unknown agent 'clever'"):
        tune_deck(built, catalogue, options, games=2, agent="clever")


class _Fake:
    """A one-move game for the flat Monte Carlo agent: action k rates k (what the
    opponent's hidden hand holds does not matter), and the game ends after it."""

    player = 0

    def __init__(self, count: int) -> None:
        self.count = count
        self.value = -1
        self.determinised = 0

    def legal_actions(self) -> list[int]:
        return list(range(self.count))

    def determinize(self, rng: object) -> _Fake:
        self.determinised += 1
        world = _Fake(self.count)
        return world

    def apply(self, action: int) -> None:
        self.value = action

    def is_terminal(self) -> bool:
        return self.value >= 0

    def outcome(self) -> None:
        return None


def test_flat_monte_carlo_plays_the_best_mean_and_tries_every_action() -> None:
    from deckcheck.engine.agents import FlatMonteCarloAgent

    # Action 3 rates best; 2 comes second. A budget below the count still tries each.
    ratings = {0: 0.0, 1: 50.0, 2: 90.0, 3: 120.0, 4: -40.0}
    agent = FlatMonteCarloAgent(lambda world, me: ratings[world.value], 1, budget=2)
    view = _Fake(5)
    assert agent.act(view) == 3  # type: ignore[arg-type]
    assert view.determinised == 5
    agent = FlatMonteCarloAgent(lambda world, me: ratings[world.value], 1, budget=40)
    view = _Fake(5)
    assert agent.act(view) == 3 and view.determinised == 40  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at least 1"):
        FlatMonteCarloAgent(lambda world, me: 0.0, budget=0)


def test_the_flat_monte_carlo_agent_by_name_with_a_budget() -> None:
    from deckcheck.engine.agents import FlatMonteCarloAgent

    agent = make_agent("pimc:40", cast(Game, GAME), 1)
    assert isinstance(agent, FlatMonteCarloAgent) and agent.budget == 40
    assert make_agent("pimc", cast(Game, GAME), 1).budget == DEFAULT_BUDGET  # type: ignore[attr-defined]
    game = get_game("berserk")
    matchup = Matchup("berserk", game.sample_decks(), agents=("pimc:4", "greedy"))
    first, _ = play_game(matchup, 1, 5)
    again, _ = play_game(matchup, 1, 5)
    assert first.actions == again.actions


def test_the_search_agent_keeps_what_it_considered_at_its_last_choice() -> None:
    game = get_game("ccs")
    state = game.new_game(*game.sample_decks(), 3, game.load_rules())
    while len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0])
    agent = make_agent("search:30", game, 9)
    assert isinstance(agent, SearchAgent)
    chosen = agent.act(Observation(state, state.current_player()))
    considered = {a: (visits, value) for a, visits, value in agent.considered}
    assert set(considered) <= set(state.legal_actions()) and chosen in considered
    assert sum(v for v, _ in considered.values()) == 30
    assert considered[chosen][0] == max(v for v, _ in considered.values())
    assert all(0.0 <= value <= 1.0 for _, value in considered.values())


def _logit(value: float) -> float:
    return math.log(value / (1.0 - value))


class _Table:
    """A small game of two seats written out as a table: each position is a name, the
    seat to move and its actions (each leading to a position), or a value for seat 0
    once the game is over. The only hidden part, drawn by ``determinize``, is whether
    seat 1 holds a trump (the position ``risky`` leads to ``held`` or ``empty``)."""

    def __init__(self, moves: dict[str, tuple[int, dict[int, str]]],
                 values: dict[str, float], at: str = "start") -> None:
        self.moves = moves
        self.values = values
        self.at = at
        self.trump = False
        self.player = 0

    # -- the observation's side
    def legal_actions(self) -> list[int]:
        return sorted(self.moves[self.at][1]) if self.at in self.moves else []

    def determinize(self, rng: random.Random) -> _Table:
        world = _Table(self.moves, self.values, self.at)
        world.trump = rng.random() < 0.5
        return world

    # -- the state's side
    def current_player(self) -> int:
        return self.moves[self.at][0]

    def apply(self, action: int) -> None:
        after = self.moves[self.at][1][action]
        if after == "risky":
            after = "held" if self.trump else "empty"
        self.at = after

    def clone(self) -> _Table:
        world = _Table(self.moves, self.values, self.at)
        world.trump = self.trump
        return world

    def is_terminal(self) -> bool:
        return self.at not in self.moves

    def outcome(self) -> None:
        return None


def _rate(world: _Table, player: int) -> float:
    """Seat ``player``'s rating of a finished table game, in logistic units (scale 1)."""
    if world.at not in world.values:
        return 0.0
    value = _logit(world.values[world.at])
    return value if player == 0 else -value


# Seat 0 plays safe (0.45) or risks it; seat 1 then holds a trump or not, which only it
# sees (and the trump adds "raise" to what it may do). With the trump, passing is its
# best (0.05 for seat 0; raising 0.6, folding 0.7); without it, passing loses outright
# (0.98) and folding gives 0.7. Seat 1 playing with its cards in view passes with the
# trump and folds without: the risk is worth 0.375 to seat 0, less than playing safe. A
# single-observer tree keeps one "pass" for both hands: passing with the trump makes it
# look good to seat 1 on average, so the tree has seat 1 pass without the trump too, and
# rates the risk about 0.5: it takes it.
_BLUFF = _Table(
    moves={
        "start": (0, {0: "safe", 1: "risky"}),
        "held": (1, {2: "held pass", 3: "held fold", 4: "raise"}),
        "empty": (1, {2: "empty pass", 3: "empty fold"}),
    },
    values={"safe": 0.45, "held pass": 0.05, "held fold": 0.7, "raise": 0.6,
            "empty pass": 0.98, "empty fold": 0.7},
)


def _bluff_choice(split: str, seed: int) -> int:
    agent = SearchAgent(_rate, seed, budget=1500, rollout_depth=0, exploration=0.4,
                        scale=1.0, prior_weight=0.0, split=split)
    return agent.act(_BLUFF)  # type: ignore[arg-type]


def test_the_opponents_decisions_are_told_apart_by_what_it_may_do() -> None:
    # Split by seat 1's listing, the tree learns its play with and without the trump and
    # plays safe; a single-observer tree (split none) takes the risk on most seeds.
    seeds = range(1, 8)
    assert [_bluff_choice("opponent", s) for s in seeds] == [0] * len(seeds)
    assert [_bluff_choice("all", s) for s in seeds] == [0] * len(seeds)
    assert sum(_bluff_choice("none", s) for s in seeds) > len(seeds) // 2


# Seat 0 chooses twice in a row: the first "go" (1) is worth 1.0 only followed by
# "finish" (1), 0.1 followed by "stop" (0); "stay" (0) is worth 0.6 at once.
_RUN = _Table(
    moves={"start": (0, {0: "stay", 1: "went"}), "went": (0, {0: "stopped", 1: "done"})},
    values={"stay": 0.6, "stopped": 0.1, "done": 0.99},
)


def _run_choice(macro: bool, greedy: float) -> int:
    agent = SearchAgent(_rate, 3, budget=400, rollout_depth=0, exploration=0.4, scale=1.0,
                        prior_weight=0.0, macro=macro, greedy_rollouts=greedy)
    return agent.act(_RUN)  # type: ignore[arg-type]


def test_a_macro_step_plays_the_seats_further_decisions_by_the_playout_policy() -> None:
    assert _run_choice(macro=False, greedy=0.0) == 1  # the tree finds "go, finish"
    assert _run_choice(macro=True, greedy=1.0) == 1  # the informed policy finishes
    # A random finish makes "go" worth about (0.1 + 0.99) / 2 < 0.6: the run was played
    # by the policy, not by the tree.
    assert _run_choice(macro=True, greedy=0.0) == 0


def test_the_policy_of_informed_playouts() -> None:
    from deckcheck.engine.agents import policy_action

    world = _Table(_RUN.moves, _RUN.values, "went")
    rng = Stream(5)  # (an agent's generator: compiled, the policy takes no other)
    assert {policy_action(world, rng, _rate, 1.0) for _ in range(20)} == {1}  # type: ignore[arg-type]
    assert {policy_action(world, rng, _rate, 0.0) for _ in range(40)} == {0, 1}  # type: ignore[arg-type]


def test_search_settings_out_of_range_are_refused() -> None:
    with pytest.raises(ValueError, match="split"):
        SearchAgent(_rate, split="some")
    with pytest.raises(ValueError, match="probability"):
        SearchAgent(_rate, greedy_rollouts=1.5)
    with pytest.raises(ValueError, match="prior_visits"):
        SearchAgent(_rate, prior_visits=-1)
