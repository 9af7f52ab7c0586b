"""The benchmark scripts run: each one's measuring functions on a handful of games (the
README's figures come from them, so a script the engine API has left behind is a defect
found here, not on the day of measuring)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parent.parent / "bench"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_the_abilities_benchmark_plays_greedy_mirrors_and_times_random_games() -> None:
    bench = load("bench_berserk_abilities")
    from deckcheck.engine.berserk.cards import card_table
    from deckcheck.engine.berserk.game import HORDE, SWAMP

    row = bench.mirror((dict(HORDE), dict(SWAMP)), card_table(), 2, 1)
    assert row["games"] == 2 and 0 <= row["wins_a"] + row["draws"] <= 2
    fast = bench.speed(2)
    assert fast["games"] == 2 and fast["decisions_per_cpu_second"] > 0


def test_the_agents_benchmark_plays_search_against_greedy() -> None:
    bench = load("bench_agents")
    row = bench.measure("ccs", 5, 2, 1, 1)
    assert row["games"] == 2 and row["decisions"] > 0
