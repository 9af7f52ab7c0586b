"""Benchmark: the rules engine's decisions and games per second, and the --jobs speed-up.

Run ``python bench/bench_engine.py`` from the repository's top level (``deckcheck bench``
prints the same figures). Random agents play both seats (the cheapest agent, so the
figures measure the engine), with the two sample decks of the game (the whole Starter
Deck against a Series 1 deck). The one-core run is the best of ``--repeat`` runs; the
parallel run must return exactly the serial run's results.

Targets (issue "Run a quick sample game"): at least 100,000 decisions per second on one
core, and a near-linear speed-up with ``--jobs 2`` on a two-core machine.
"""

from __future__ import annotations

import argparse
import sys

from deckcheck.engine.bench import run_bench
from deckcheck.engine.games import get_game

TARGET_DECISIONS = 100_000
TARGET_SPEEDUP = 1.6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="ccs")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    decks = get_game(args.game).sample_decks()
    runs = [run_bench(args.game, decks, args.games, args.seed, jobs=1) for _ in range(args.repeat)]
    best = min(runs, key=lambda r: r.seconds)
    parallel = run_bench(args.game, decks, args.games, args.seed, jobs=args.jobs)
    speedup = best.seconds / parallel.parallel_seconds if parallel.parallel_seconds else 1.0
    print(f"game:               {args.game}, {args.games} games, random agents, seed {args.seed}")
    print(f"decisions per game: {best.decisions / best.games:.1f}")
    print(
        f"one core:           {best.decisions_per_second:,.0f} decisions/s, "
        f"{best.games_per_second:,.0f} games/s (best of {args.repeat})"
    )
    if parallel.parallel_seconds:
        rate = args.games / parallel.parallel_seconds
        print(
            f"--jobs {args.jobs}:           {rate:,.0f} games/s, "
            f"speed-up {speedup:.2f}x (same results as --jobs 1)"
        )
    ok = best.decisions_per_second >= TARGET_DECISIONS and (
        args.jobs < 2 or speedup >= TARGET_SPEEDUP
    )
    print(
        f"targets: >= {TARGET_DECISIONS:,} decisions/s, speed-up >= {TARGET_SPEEDUP}x "
        f"with 2 jobs: {'ok' if ok else 'FAIL'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
