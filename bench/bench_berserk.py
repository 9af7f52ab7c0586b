"""Benchmark of the Berserk engine: decisions and games per second on one core (random
agents), the speed-up of parallel jobs, and the greedy agent's win rate against random.

Run: ``.venv/bin/python bench/bench_berserk.py [--games N] [--greedy-games M] [--jobs J]``.
The copies row times what a look-ahead pays per step (:meth:`State.clone`) and per search
iteration (:meth:`State.determinize`) on positions of random games, in CPU time.
Both sample decks of :mod:`deckcheck.games.berserk.engine.game` play; decks alternate seats.
Two recruitment settings are timed: ``agents`` (the default rules: each agent recruits
its squad, so the random agent fields a random affordable squad) and ``best_squad``
(both squads are the deal's best squad, so the games are longer and the greedy rate
measures battle play alone). The greedy rate comes with its Wilson 95% interval.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from deckcheck.batch.bench import run_bench
from deckcheck.batch.runner import Matchup, run_games
from deckcheck.batch.summary import Rate
from deckcheck.games.berserk.engine import load_rules, new_game
from deckcheck.games.berserk.engine.game import GAME
from deckcheck.games.berserk.engine.state import MAIN, State


def speed(games: int, jobs: int, recruitment: str) -> dict[str, Any]:
    rules = replace(load_rules(), recruitment=recruitment)
    decks = GAME.sample_decks()
    matchup = Matchup("berserk", decks, ("horde", "swamp"), ("random", "random"), rules)
    run_games(matchup, 20, 0)  # warm up
    start = time.process_time()
    serial = run_games(matchup, games, 0)
    seconds = time.process_time() - start
    decisions = sum(r.decisions for r in serial)
    row: dict[str, Any] = {
        "recruitment": recruitment,
        "games": games,
        "decisions_per_game": round(decisions / games, 1),
        "turns_per_game": round(sum(r.turns for r in serial) / games, 1),
        "decisions_per_second": round(decisions / seconds),
        "games_per_second": round(games / seconds, 1),
    }
    if jobs > 1:
        start = time.perf_counter()
        parallel = run_games(matchup, games, 0, jobs=jobs)
        row["parallel_games_per_second"] = round(games / (time.perf_counter() - start), 1)
        assert parallel == serial, "the parallel run differs from the serial run"
    return row


def copies(games: int = 20, rounds: int = 5) -> dict[str, Any]:
    """Clones and determinisations per second (best of ``rounds``, CPU time) of every
    tenth main-phase position of ``games`` random games, for the seat to act."""
    rng = random.Random(0)
    positions: list[State] = []
    for seed in range(games):
        state = new_game(*GAME.sample_decks(), seed=seed)
        while not state.is_terminal():
            if len(state.history) % 10 == 0 and state.phase == MAIN:
                positions.append(state.clone())
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
    rates: dict[str, float] = {}
    copy: Callable[[State], object]
    for name, copy in (("clones", lambda s: s.clone()),
                       ("determinizations", lambda s: s.determinize(s.to_move, rng))):
        best = float("inf")
        for _ in range(rounds):
            start = time.process_time()
            for position in positions:
                copy(position)
            best = min(best, time.process_time() - start)
        rates[name] = len(positions) / best
    return {"positions": len(positions), "clones_per_second": round(rates["clones"]),
            "determinizations_per_second": round(rates["determinizations"])}


def greedy_rate(games: int, jobs: int, recruitment: str) -> dict[str, Any]:
    rules = replace(load_rules(), recruitment=recruitment)
    matchup = Matchup("berserk", GAME.sample_decks(), ("horde", "swamp"),
                      ("greedy", "random"), rules)
    mirror = Matchup("berserk", GAME.sample_decks(), ("horde", "swamp"),
                     ("random", "greedy"), rules)
    start = time.perf_counter()
    results = run_games(matchup, games // 2, 0, jobs=jobs)
    other = run_games(mirror, games - games // 2, 1, jobs=jobs)
    seconds = time.perf_counter() - start
    greedy_wins = sum(r.winner == 0 for r in results) + sum(r.winner == 1 for r in other)
    draws = sum(r.winner is None for r in results + other)
    rate = Rate(greedy_wins, games)
    low, high = rate.interval
    return {"recruitment": recruitment, "games": games, "greedy_wins": greedy_wins,
            "draws": draws, "rate": round(rate.rate, 4), "ci95": [round(low, 4), round(high, 4)],
            "seconds": round(seconds, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--greedy-games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    shared = run_bench("berserk", GAME.sample_decks(), args.games, 0, args.jobs)
    rows = [speed(args.games, args.jobs, r) for r in ("agents", "best_squad")]
    copied = copies()
    rates = [greedy_rate(args.greedy_games, args.jobs, r) for r in ("agents", "best_squad")]
    if args.json:
        print(json.dumps({"deckcheck_bench": shared.to_json(), "speed": rows,
                          "copies": copied, "greedy_vs_random": rates}, indent=2))
        return
    print(f"deckcheck bench --game berserk: {shared.decisions_per_second:,.0f} decisions/s, "
          f"{shared.games_per_second:,.0f} games/s on one core; "
          f"--jobs {args.jobs}: speed-up {shared.speedup or 1:.2f}x")
    for row in rows:
        print(f"recruitment={row['recruitment']:<10} {row['games']} random games: "
              f"{row['decisions_per_second']:,} decisions/s, {row['games_per_second']:,} games/s "
              f"(one core); {row['decisions_per_game']} decisions, {row['turns_per_game']} "
              f"turns per game" + (f"; {row['parallel_games_per_second']:,} games/s with "
                                   f"{args.jobs} jobs" if "parallel_games_per_second" in row
                                   else ""))
    print(f"copies of {copied['positions']} random-game positions: "
          f"{copied['clones_per_second']:,} clones/s, "
          f"{copied['determinizations_per_second']:,} determinizations/s (one core)")
    for rate in rates:
        low, high = rate["ci95"]
        print(f"recruitment={rate['recruitment']:<10} greedy vs random: {rate['greedy_wins']} of "
              f"{rate['games']} won ({rate['rate']:.1%}, 95% CI {low:.1%}–{high:.1%}), "
              f"{rate['draws']} draws, {rate['seconds']} s")


if __name__ == "__main__":
    main()
