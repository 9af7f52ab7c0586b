"""Work units on each backend: the overhead of a unit, the chunk that amortises it, the
speed-up of Ray against the local process pool, and a projection for a cluster.

    python bench/bench_tournament.py [--games 1200] [--no-ray] [--json]

* **Overhead per unit**: units of no games (``start == stop``) through each backend —
  all that remains is handing a unit out, pickling it and its result, and scheduling —
  timed in wall time and in the parent's CPU time (``time.process_time``).
* **Game cost**: Card Captor Sakura, random agents, one process, CPU time per game.
* **Tournament**: 4 decks round-robin (6 pairings), ``--games`` games in all, chunk 100,
  on one process, the process pool (2 workers) and a local Ray (2 CPUs); wall time, and
  the load average, because the machine is shared.
* **Projection**: games per second on N nodes of C cores, from the game's CPU cost, the
  unit's overhead and the driver's CPU per unit (which caps a single driver).

``--json`` prints the figures as one JSON object instead, the form ``bench/results/``
keeps (``tools/docs_benchmarks.py record``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from collections.abc import Callable

from deckcheck.batch.backends import Backend, InlineBackend, ProcessPoolBackend, RayBackend
from deckcheck.batch.runner import Matchup
from deckcheck.batch.tournament import Entrant, Results, Tournament, run_tournament
from deckcheck.batch.units import WorkUnit, plan_units, run_unit
from deckcheck.games.ccs.engine.game import GAME


def _timed(work: Callable[[], object]) -> tuple[float, float]:
    """(wall seconds, this process's CPU seconds) of ``work``."""
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


def empty_units(count: int) -> list[WorkUnit]:
    matchup = Matchup("ccs", GAME.sample_decks())
    return [WorkUnit("0-1", matchup, 1, i, i) for i in range(count)]


def unit_overhead(backend: Backend, count: int) -> tuple[float, float]:
    """(wall, parent CPU) seconds per unit of no games."""
    units = empty_units(count)
    wall, cpu = _timed(lambda: sum(1 for _ in backend.run(units)))
    return wall / count, cpu / count


def game_cost(games: int) -> float:
    """CPU seconds per game, one process, random agents."""
    matchup = Matchup("ccs", GAME.sample_decks())
    units = list(plan_units("0-1", matchup, 7, games, 100))
    _, cpu = _timed(lambda: [run_unit(u) for u in units])
    return cpu / games


def tournament(games: int) -> Tournament:
    a, b = GAME.sample_decks()
    entrants = tuple(Entrant(f"d{i}", "-", (a, b)[i % 2], "random") for i in range(4))
    return Tournament("ccs", entrants, games_per_pair=games // 6, seed=1, chunk=100)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=6000, help="games of the tournament")
    parser.add_argument("--no-ray", action="store_true", help="skip the Ray backend")
    parser.add_argument("--json", action="store_true", help="Print the figures as JSON.")
    args = parser.parse_args()
    say = (lambda *_: None) if args.json else print
    figures: dict[str, object] = {
        "load_average_start": round(os.getloadavg()[0], 2),
        "cores": os.cpu_count(),
    }
    say(f"load average at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")

    per_game = game_cost(400)
    figures["game_cost_ms"] = round(per_game * 1e3, 3)
    figures["games_per_second_per_core"] = round(1 / per_game)
    say(f"game cost: {per_game * 1e3:.3f} ms CPU per game ({1 / per_game:,.0f} games/s)")

    backends: list[tuple[str, Backend, int]] = [
        ("one process", InlineBackend(), 2000),
        ("process pool, 2 workers", ProcessPoolBackend(2), 2000),
    ]
    ray_backend = None
    if not args.no_ray:
        import logging

        import ray

        started = time.perf_counter()
        ray.init(
            num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR
        )
        figures["ray_start_s"] = round(time.perf_counter() - started, 1)
        say(f"Ray start (local, 2 CPUs): {time.perf_counter() - started:.1f} s")
        ray_backend = RayBackend()
        unit_overhead(ray_backend, 50)  # workers started and the function shipped
        backends.append(("ray, local, 2 CPUs", ray_backend, 500))

    say("\noverhead per unit (units of no games):")
    overheads = {}
    rows: dict[str, dict[str, object]] = {}
    for name, backend, count in backends:
        wall, cpu = unit_overhead(backend, count)
        overheads[name] = (wall, cpu)
        # the chunk whose overhead is 5% of its games' cost (wall overhead over 2 workers)
        amortised = wall * (1 if backend is backends[0][1] else 2) / (0.05 * per_game)
        rows[name] = {
            "backend": name,
            "unit_overhead_wall_ms": round(wall * 1e3, 3),
            "unit_overhead_driver_cpu_ms": round(cpu * 1e3, 3),
            "chunk_under_5_percent": max(1, math.ceil(amortised)),
        }
        say(
            f"  {name:26} {wall * 1e3:7.3f} ms wall, {cpu * 1e3:7.3f} ms driver CPU; "
            f"under 5% of a unit's time from {max(1, math.ceil(amortised)):,} games a unit"
        )

    plan = tournament(args.games)
    figures["tournament_games"] = plan.planned_games()
    say(f"\ntournament: 4 decks round-robin, {plan.planned_games()} games, chunk 100:")
    times = {}
    for name, backend, _ in backends:
        load = os.getloadavg()[0]
        children = os.times().children_user + os.times().children_system

        def work(backend: Backend = backend) -> object:
            return run_tournament(Results(plan), backend)

        wall, cpu = _timed(work)
        children = os.times().children_user + os.times().children_system - children
        times[name] = wall
        games_per_s = plan.planned_games() / wall
        rows[name].update(
            tournament_wall_s=round(wall, 2),
            driver_cpu_s=round(cpu, 2),
            workers_cpu_s=round(children, 2),
            load=round(load, 1),
        )
        say(
            f"  {name:26} {wall:6.2f} s, {games_per_s:6,.0f} games/s; CPU: driver "
            f"{cpu:5.2f} s, pool workers {children:5.2f} s (load {load:.1f})"
        )
    base = times["one process"]
    for name, wall in times.items():
        rows[name]["speedup"] = round(base / wall, 2)
        say(f"  speed-up {name:26} {base / wall:5.2f}x")
    figures["backends"] = list(rows.values())

    if ray_backend is not None:
        wall, cpu = overheads["ray, local, 2 CPUs"]
        say("\nprojection, Ray, chunk 100, nodes of 8 cores, from the costs measured here:")
        projection = []
        for nodes in (1, 4, 16, 64):
            cores = 8 * nodes
            compute = cores * 100 / (100 * per_game + wall)  # games/s the cores give
            driver = 100 / cpu  # games/s one driver can hand out and collect
            projection.append(
                {
                    "nodes": nodes,
                    "games_per_second": round(min(compute, driver)),
                    "cores_games_per_second": round(compute),
                    "driver_cap_games_per_second": round(driver),
                }
            )
            say(
                f"  {nodes:3} nodes: {min(compute, driver):9,.0f} games/s "
                f"(cores {compute:9,.0f}, driver cap {driver:9,.0f})"
            )
        figures["projection"] = projection
        import ray

        ray.shutdown()
    if args.json:
        print(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
