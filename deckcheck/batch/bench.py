"""Engine speed: decisions and games per second on one core, and the speed-up of jobs.

Both seats use the uniform random agent (the cheapest), so the numbers measure the
engine. ``bench/bench_engine.py`` and ``deckcheck bench`` print them. The one-core run is
timed in CPU time (``time.process_time``): other processes on a shared machine do not
count; the parallel run, which spans processes, in wall-clock time.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckcheck.batch.runner import Matchup, run_games


@dataclass(frozen=True)
class BenchResult:
    games: int
    decisions: int
    seconds: float
    jobs: int
    parallel_seconds: float | None

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def parallel_games_per_second(self) -> float | None:
        return self.games / self.parallel_seconds if self.parallel_seconds else None

    @property
    def speedup(self) -> float | None:
        return self.seconds / self.parallel_seconds if self.parallel_seconds else None

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "decisions": self.decisions,
            "seconds_one_core": round(self.seconds, 3),
            "decisions_per_second": round(self.decisions_per_second),
            "games_per_second": round(self.games_per_second, 1),
            "jobs": self.jobs,
            "seconds_parallel": None
            if self.parallel_seconds is None
            else round(self.parallel_seconds, 3),
            "parallel_games_per_second": None
            if self.parallel_games_per_second is None
            else round(self.parallel_games_per_second, 1),
            "speedup": None if self.speedup is None else round(self.speedup, 2),
        }


def run_bench(
    game: str,
    decks: tuple[Mapping[str, int], Mapping[str, int]],
    games: int = 2000,
    seed: int = 0,
    jobs: int = 2,
) -> BenchResult:
    """Time ``games`` random-vs-random games on one core, then with ``jobs`` processes.

    The parallel run must give the same results as the serial one; it is checked.
    """
    matchup = Matchup(game, decks, agents=("random", "random"))
    run_games(matchup, min(games, 20), seed)  # warm up: catalogue, rules, imports
    start = time.process_time()
    serial = run_games(matchup, games, seed)
    seconds = time.process_time() - start
    parallel_seconds = None
    if jobs > 1:
        start = time.perf_counter()
        parallel = run_games(matchup, games, seed, jobs=jobs)
        parallel_seconds = time.perf_counter() - start
        if parallel != serial:  # pragma: no cover - a determinism bug
            raise AssertionError("the parallel run differs from the serial run")
    return BenchResult(
        games=games,
        decisions=sum(r.decisions for r in serial),
        seconds=seconds,
        jobs=jobs,
        parallel_seconds=parallel_seconds,
    )
