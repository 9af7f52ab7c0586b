"""Untrusted agents in a process of their own (deckcheck.batch.isolation): they choose as
in-process agents do, and an agent that goes looking for the real game finds none."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pytest

from deckcheck.batch.isolation import AgentError, IsolatedAgent
from deckcheck.engine.agents import make_agent
from deckcheck.engine.api import IllegalActionError, Observation
from deckcheck.games.engines import get_game
from tests.engine_api.helpers import TWINS, random_position


class Peeker:
    """A hostile agent: it reads the game behind its observation and chooses by the
    opponent's hidden cards."""

    name = "peeker"

    def act(self, observation: Observation) -> int:
        # (the private name as pure Python mangles it, or as a compiled class keeps it)
        state: Any = getattr(observation, "_Observation__state", None) \
            or getattr(observation, "__state")
        other = 1 - observation.player
        hidden = tuple(state.hand[other]) if hasattr(state, "hand") else tuple(
            state.kinds[c] for c in range(len(state.kinds)) if state.owners[c] == other)
        legal = observation.legal_actions()
        return legal[hash(hidden) % len(legal)]


class Failing:
    name = "failing"

    def act(self, observation: Observation) -> int:
        raise RuntimeError("no idea")


class Illegal:
    name = "illegal"

    def act(self, observation: Observation) -> int:
        return -1


@pytest.mark.parametrize("name", ["ccs", "berserk"])
def test_an_isolated_agent_plays_as_it_would_in_process(name: str) -> None:
    game = get_game(name)
    specs = ("random", "greedy", "pimc:6", "search:6")
    for index, spec in enumerate(specs):
        state = game.new_game(*game.sample_decks(), seed=index)
        other = state.clone()
        agents = [make_agent(spec, game, seat) for seat in (0, 1)]
        isolated = [IsolatedAgent(partial(make_agent, spec, game, seat), seed=seat)
                    for seat in (0, 1)]
        try:
            for _ in range(40):
                if state.is_terminal():
                    break
                seat = state.current_player()
                here = agents[seat].act(Observation(state, seat))
                there = isolated[seat].act(Observation(other, seat))
                assert here == there, (spec, state.describe(here), other.describe(there))
                state.apply(here)
                other.apply(there)
        finally:
            for agent in isolated:
                agent.close()


@pytest.mark.parametrize("name", ["ccs", "berserk"])
def test_a_peeking_agent_sees_no_real_game_in_its_process(name: str) -> None:
    cheated = 0
    with IsolatedAgent(Peeker) as first, IsolatedAgent(Peeker) as second:
        for seed in range(12):
            state = random_position(name, seed, 20 + seed)
            seat = state.current_player()
            if len(state.legal_actions()) < 3:
                continue
            twin = TWINS[name](state, seat, random.Random(seed))
            if twin.current_player() != seat:
                continue
            in_process = {Peeker().act(Observation(s, seat)) for s in (state, twin)}
            cheated += len(in_process) > 1
            # Two agents with the same seed, one for each twin: they choose alike.
            assert first.act(Observation(state, seat)) == second.act(Observation(twin, seat))
    assert cheated > 0  # in the parent's process, the peeker does tell the twins apart


def test_an_isolated_agents_failures_are_reported() -> None:
    state = random_position("ccs", 1, 5)
    view = Observation(state, state.current_player())
    with IsolatedAgent(Failing) as agent, pytest.raises(AgentError, match="no idea"):
        agent.act(view)
    with IsolatedAgent(Illegal) as agent, pytest.raises(IllegalActionError):
        agent.act(view)
    agent = IsolatedAgent(Illegal)
    agent.close()
    with pytest.raises(AgentError, match="died"):
        agent.act(view)


def test_every_engine_class_can_be_made_with_no_arguments() -> None:
    # A compiled class's __new__ runs its __init__, so pickle (which makes an instance with
    # no arguments, then sets its attributes) needs an __init__ that takes none: every
    # argument has a default. Dataclasses are made again by their __init__ (isolation's
    # reducer). The compiled CI job plays the tests above with the compiled engines.
    import ast
    from pathlib import Path

    import deckcheck
    from deckcheck.engine.compiled import MODULES

    root = Path(deckcheck.__file__).resolve().parents[1]  # (a wheel keeps the sources)
    required = []
    for path in MODULES:
        if "/engine/" not in path or not path.startswith("deckcheck/games/"):
            continue  # (agents, observations and the squad search never travel)
        for node in ast.parse((root / path).read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.ClassDef) or any(
                    "NamedTuple" in ast.unparse(base) or "Error" in ast.unparse(base)
                    for base in node.bases) or any(
                    "dataclass" in ast.unparse(d) for d in node.decorator_list):
                continue
            init = next((f for f in node.body
                         if isinstance(f, ast.FunctionDef) and f.name == "__init__"), None)
            if init is not None and (len(init.args.args) - 1 > len(init.args.defaults)
                                     or None in init.args.kw_defaults):
                required.append(f"{path}: {node.name}")
    assert not required


def test_engine_objects_made_with_no_arguments_then_filled_are_the_same() -> None:
    # What pickle does with a compiled engine's object; made with arguments, each runs its
    # __init__ (mypyc's serializable classes would not, made from Python).
    import pickle

    from deckcheck.games.berserk.engine.kernel import Roll, Strike, Struck

    struck = Struck(3, 1, 2, 14)
    roll = Roll(9, True, struck, Struck(4, 0, 0, 15), None, struck)
    strike = Strike(3, 4, 1, "shot", 77)
    strike.aroll = 5
    for obj in (struck, roll, strike):
        back = pickle.loads(pickle.dumps(obj))
        assert type(back) is type(obj)
    assert pickle.loads(pickle.dumps(roll)).fields() == roll.fields()
    assert repr(pickle.loads(pickle.dumps(struck))) == repr(struck)
    back_strike = pickle.loads(pickle.dumps(strike))
    assert (back_strike.attacker, back_strike.target, back_strike.flags, back_strike.kind,
            back_strike.pending, back_strike.aroll) == (3, 4, 1, "shot", 77, 5)


def test_a_maker_that_does_not_pickle_is_one_clear_error() -> None:
    with pytest.raises(AgentError, match=r"does not pickle.*module-level function"):
        IsolatedAgent(lambda: Illegal())


class _UnpicklableGame:
    """A plug-in game's state that holds what pickle cannot send (a lambda)."""

    def __init__(self) -> None:
        self.hook = lambda: None


class _ViewOfUnpicklableGame:
    player = 0

    def determinize(self, rng: object) -> _UnpicklableGame:
        return _UnpicklableGame()

    def legal_actions(self) -> tuple[int, ...]:
        return (0,)


def test_a_game_that_does_not_pickle_is_one_clear_error_and_the_agent_goes_on() -> None:
    view: Any = _ViewOfUnpicklableGame()
    state = random_position("ccs", 1, 5)
    with IsolatedAgent(partial(make_agent, "random", get_game("ccs"), 0)) as agent:
        with pytest.raises(AgentError, match="the game does not pickle"):
            agent.act(view)
        seat = state.current_player()  # nothing was sent: the process serves the next game
        assert agent.act(Observation(state, seat)) in state.legal_actions()
