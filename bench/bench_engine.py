"""Benchmark: the rules engine's decisions and games per second, and the --jobs speed-up.

Run ``python bench/bench_engine.py`` from the repository's top level (``deckcheck bench``
prints the same figures). Random agents play both seats (the cheapest agent, so the
figures measure the engine), with the two sample decks of the game (the whole Starter
Deck against a Series 1 deck). The one-core run is the best of ``--repeat`` runs; the
parallel run must return exactly the serial run's results.

One-core figures are CPU time (``time.process_time``), so other processes on a shared
machine do not count. ``--peers`` adds the measured peer: RLCard's UNO and Leduc Hold'em
with uniform random actions, both its bare game loop (``game.step`` over
``game.get_legal_actions``, like deckcheck's) and its ``env.run`` (which also encodes every
observation for learning agents) — when the ``rlcard`` package is installed (it is not a
dependency of deckcheck: ``pip install rlcard``).

Targets (issue "Agents that play on what they can see"): 250,000 (ccs) and 170,000
(berserk) decisions per second on one core, and ``--jobs 2`` within 10% of linear on an
idle two-core machine. The first line says which engines ran: compiled (a wheel's mypyc
build) or pure Python (an editable install); docs/benchmarks.md gives both.

``--json`` prints the figures as one JSON object instead (the keys of ``deckcheck bench
--output json``, plus the targets and the peers), the form ``bench/results/`` keeps
(``tools/docs_benchmarks.py record``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from deckcheck.batch.bench import run_bench
from deckcheck.engine.compiled import engine_build
from deckcheck.games.engines import get_game

#: Decisions per second on one core, by game.
TARGET_DECISIONS = {"ccs": 250_000, "berserk": 170_000}
#: The parallel run's speed-up, as a share of the number of jobs.
TARGET_SPEEDUP_SHARE = 0.9


def rlcard_rates(games: int) -> list[tuple[str, float, float]]:
    """(game, decisions per game, decisions per CPU second) of RLCard's loops with random
    actions; empty without RLCard."""
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
        from rlcard.games.leducholdem.game import LeducholdemGame
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return []
    rows = []
    for name, game_class in (("uno", UnoGame), ("leduc-holdem", LeducholdemGame)):
        game = game_class()
        game.np_random = np.random.RandomState(0)
        rng = random.Random(0)
        steps = 0
        start = time.process_time()
        for _ in range(games):
            game.init_game()
            while not game.is_over():
                legal = game.get_legal_actions()
                game.step(legal[rng.randrange(len(legal))])
                steps += 1
        seconds = time.process_time() - start
        rows.append((f"RLCard {name}, game loop", steps / games, steps / seconds))
        env = rlcard.make(name, config={"seed": 0})
        env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
        steps = 0
        start = time.process_time()
        for _ in range(games):
            trajectories, _ = env.run(is_training=False)
            steps += sum((len(t) - 1) // 2 for t in trajectories)
        seconds = time.process_time() - start
        rows.append((f"RLCard {name}, env.run", steps / games, steps / seconds))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="ccs")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--peers", action="store_true", help="Time RLCard's loops too.")
    parser.add_argument("--json", action="store_true", help="Print the figures as JSON.")
    args = parser.parse_args()

    decks = get_game(args.game).sample_decks()
    runs = [run_bench(args.game, decks, args.games, args.seed, jobs=1) for _ in range(args.repeat)]
    best = min(runs, key=lambda r: r.seconds)
    parallel = run_bench(args.game, decks, args.games, args.seed, jobs=args.jobs)
    speedup = best.seconds / parallel.parallel_seconds if parallel.parallel_seconds else 1.0
    target = TARGET_DECISIONS.get(args.game, 100_000)
    target_speedup = TARGET_SPEEDUP_SHARE * args.jobs
    ok = best.decisions_per_second >= target and (args.jobs < 2 or speedup >= target_speedup)
    if args.json:
        figures = {
            "game": args.game,
            "engines": engine_build(),
            **best.to_json(),
            "repeat": args.repeat,
            "seed": args.seed,
            "decisions_per_game": round(best.decisions / best.games, 1),
            "jobs": args.jobs,
            "seconds_parallel": None
            if parallel.parallel_seconds is None
            else round(parallel.parallel_seconds, 3),
            "parallel_games_per_second": None
            if parallel.parallel_games_per_second is None
            else round(parallel.parallel_games_per_second, 1),
            "speedup": round(speedup, 2) if parallel.parallel_seconds else None,
            "target_decisions_per_second": target,
            "target_speedup": round(target_speedup, 2),
            "ok": ok,
            "peers": [
                {
                    "loop": name,
                    "decisions_per_game": round(per_game, 1),
                    "decisions_per_second": round(rate),
                }
                for name, per_game, rate in (rlcard_rates(args.games) if args.peers else [])
            ],
        }
        print(json.dumps(figures, indent=2))
        return 0 if ok else 1
    print(f"engines:            {engine_build()}")
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
    print(
        f"targets: >= {target:,} decisions/s, speed-up >= {target_speedup:.1f}x "
        f"with {args.jobs} jobs: {'ok' if ok else 'FAIL'}"
    )
    if args.peers:
        peers = rlcard_rates(args.games)
        if not peers:
            print("peers: RLCard is not installed (pip install rlcard)")
        for name, per_game, rate in peers:
            print(f"{name:32} {rate:,.0f} decisions/s ({per_game:.1f} per game, one core)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
