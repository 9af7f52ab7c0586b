"""The benchmark scripts run: each one's measuring functions on a handful of games (the
figures of docs/benchmarks.md come from them, so a script the engine API has left behind
is a defect found here, not on the day of measuring; tests/docs/test_docs_benchmarks.py runs
their --json form)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_the_abilities_benchmark_plays_greedy_mirrors_and_times_random_games() -> None:
    bench = load("bench_berserk_abilities")
    from deckcheck.games.berserk.engine.cards import card_table
    from deckcheck.games.berserk.engine.game import HORDE, SWAMP

    row = bench.mirror((dict(HORDE), dict(SWAMP)), card_table(), 2, 1)
    assert row["games"] == 2 and 0 <= row["wins_a"] + row["draws"] <= 2
    fast = bench.speed(2)
    assert fast["games"] == 2 and fast["decisions_per_cpu_second"] > 0


def test_the_agent_ladder_plays_a_pair_on_hold_out_decks_and_judges_the_targets(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from deckcheck.games.engines import get_game

    bench = load("bench_agents")
    for game in ("ccs", "berserk"):
        row = bench.measure(game, ("search:5", "pimc:5"), "holdout", 2, 1, 1)
        assert row["games"] == 2 and 0 <= row["score"] <= 2
        assert row["ms"]["search:5"][0] > 0 and row["ms"]["pimc:5"][0] > 0
    # The first agent with other search settings (every option on), the second with the
    # game's own.
    every = {"split": "all", "prior_visits": 2, "macro": True, "greedy_rollouts": 0.2}
    settings = bench.settings_of("berserk", every)
    assert settings.split == "all" and settings.macro and settings.prior_visits == 2
    assert settings.value_scale == get_game("berserk").search.value_scale
    row = bench.measure("berserk", ("search:4", "pimc:4"), "holdout", 2, 1, 1, every)
    assert row["games"] == 2 and row["ms"]["search:4"][0] > 0
    # Settings a search refuses are one usage error, before any game is played.
    for bad in ('{"split": "some"}', '{"nope": 1}', "{bad", "[1]", '{"prior_visits": -1}'):
        with pytest.raises(SystemExit) as exit_:
            monkeypatch.setattr(sys, "argv", ["bench_agents.py", "--game", "ccs", "--search", bad])
            bench.main()
        assert exit_.value.code == 2
    # Hold-out decks are built, legal and not the examples.
    holdout = bench.deck_set("berserk", "holdout")
    assert len(set(map(str, holdout))) == len(holdout) == len(bench.HOLDOUT_SEEDS)
    assert not set(map(str, holdout)) & set(map(str, get_game("berserk").sample_decks()))
    # Only the default search against pimc of its budget, or greedy, on hold-out decks.
    won = {"agents": ["search", "pimc"], "decks": "holdout", "ci95": [0.52, 0.6],
           "ms": {"search": (10.0, 12.0)}}
    assert bench.meets_target(won) is True
    assert bench.meets_target({**won, "ci95": [0.49, 0.6]}) is False
    assert bench.meets_target({**won, "agents": ["search", "greedy"]}) is False  # 0.52<0.55
    assert bench.meets_target({**won, "agents": ["search", "pimc:50"]}) is None  # less work
    assert bench.meets_target({**won, "agents": ["search", "pimc:280"]}) is True  # equal time
    assert bench.meets_target({**won, "decks": "examples"}) is None
