"""Benchmark: the search agent's strength against greedy, and what a decision costs.

Run ``python bench/bench_agents.py [--game ccs|berserk] [--games N] [--budgets 25,50,200]
[--jobs J]`` from the repository's top level. For each budget (iterations a decision),
the search agent plays ``N`` mirror matches against the greedy agent — both seats hold
the same deck, each sample deck of the game in half of the games, the search agent in
seat 0 in even games and seat 1 in odd ones — and the table shows its score (a draw
counts half) with the Wilson 95% interval, and the CPU time (``time.process_time``, so
other processes on the machine do not count) of its decisions with more than one legal
action: the mean and the 95th percentile.

Targets (issue "Agents that play on what they can see"): at the default budget, a lower
bound above 55% over at least 200 games in both games, at most 50 ms a decision.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from deckcheck.engine.agents import DEFAULT_BUDGET, make_agent
from deckcheck.engine.api import Observation
from deckcheck.engine.compiled import engine_build
from deckcheck.engine.games import get_game
from deckcheck.engine.runner import derive_seed
from deckcheck.engine.stats import Rate

TARGET_LOW = 0.55
TARGET_MS = 50.0


def play(game_name: str, budget: int, index: int, seed: int) -> tuple[float, list[float]]:
    """Game ``index``: the search agent's score (1, 0.5, 0) and its decisions' CPU ms."""
    game = get_game(game_name)
    decks = game.sample_decks()
    deck = decks[(index // 2) % 2]
    game_seed = derive_seed(seed, index)
    state = game.new_game(deck, deck, game_seed, game.load_rules())
    searcher = index % 2
    agents = [
        make_agent(f"search:{budget}" if seat == searcher else "greedy", game,
                   derive_seed(game_seed, seat))
        for seat in (0, 1)
    ]
    views = (Observation(state, 0), Observation(state, 1))
    costs: list[float] = []
    while not state.is_terminal():
        player = state.current_player()
        if player == searcher and len(state.legal_actions()) > 1:
            start = time.process_time()
            action = agents[player].act(views[player])
            costs.append((time.process_time() - start) * 1000.0)
        else:
            action = agents[player].act(views[player])
        state.apply(action)
    outcome = state.outcome()
    assert outcome is not None
    score = 0.5 if outcome.winner is None else float(outcome.winner == searcher)
    return score, costs


def _play_many(args: tuple[str, int, list[int], int]) -> list[tuple[float, list[float]]]:
    game_name, budget, indices, seed = args
    return [play(game_name, budget, index, seed) for index in indices]


def measure(game_name: str, budget: int, games: int, seed: int, jobs: int) -> dict[str, Any]:
    chunks = [list(range(start, games, jobs)) for start in range(jobs)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            parts = list(pool.map(_play_many, [(game_name, budget, c, seed) for c in chunks]))
    else:
        parts = [_play_many((game_name, budget, chunks[0], seed))]
    results = [r for part in parts for r in part]
    score = sum(s for s, _ in results)
    costs = sorted(c for _, cs in results for c in cs)
    # Wilson's interval over games, a draw as half a win (rounded down: conservative).
    rate = Rate(int(score), games)
    low, high = rate.interval
    return {
        "game": game_name,
        "budget": budget,
        "games": games,
        "score": score,
        "rate": round(score / games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "draws": sum(1 for s, _ in results if s == 0.5),
        "decisions": len(costs),
        "ms_mean": round(sum(costs) / len(costs), 2) if costs else 0.0,
        "ms_p95": round(costs[int(0.95 * (len(costs) - 1))], 2) if costs else 0.0,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", action="append", choices=["ccs", "berserk"])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--budgets", default=f"25,50,100,{DEFAULT_BUDGET}")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    budgets = [int(b) for b in args.budgets.split(",")]
    rows = []
    ok = True
    if not args.json:
        print(f"engines: {engine_build()}")
    for game_name in args.game or ["ccs", "berserk"]:
        for budget in budgets:
            start = time.perf_counter()
            row = measure(game_name, budget, args.games, args.seed, args.jobs)
            row["seconds"] = round(time.perf_counter() - start, 1)
            rows.append(row)
            if args.json:
                continue
            low, high = row["ci95"]
            print(
                f"{game_name:8} budget {budget:4}: search scores {row['rate']:.1%} of "
                f"{row['games']} against greedy (95% CI {low:.1%}-{high:.1%}, "
                f"{row['draws']} draws); {row['ms_mean']:.1f} ms a decision "
                f"(p95 {row['ms_p95']:.1f} ms)",
                flush=True,
            )
            if budget == DEFAULT_BUDGET:
                ok = ok and low > TARGET_LOW and row["ms_mean"] <= TARGET_MS
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print(f"targets at budget {DEFAULT_BUDGET}: lower bound > {TARGET_LOW:.0%}, "
              f"<= {TARGET_MS:.0f} ms a decision: {'ok' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
