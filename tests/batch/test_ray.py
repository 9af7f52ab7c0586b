"""The Ray backend on a real Ray started on this machine: the numbers of the local pool.

Ray is in the test extra (``pip install -e '.[test]'``), so CI runs this test; it
starts Ray with two CPUs and no dashboard, and shuts it down afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from deckcheck.batch.backends import ProcessPoolBackend, RayBackend
from deckcheck.batch.tournament import Results, Tournament, run_tournament
from deckcheck.batch.units import WorkUnit
from tests.batch.helpers import counts, entrants

# One worker of a parallel run starts Ray, once: two Rays on two cores starve each other.
pytestmark = pytest.mark.xdist_group("ray")


@pytest.fixture(scope="module")
def ray() -> Iterator[Any]:
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield ray
    finally:
        ray.shutdown()


def test_ray_gives_the_numbers_of_the_process_pool(ray: Any) -> None:
    plan = Tournament("ccs", entrants(4), "swiss", games_per_pair=16, seed=9, chunk=4)
    seen: list[str] = []
    on_ray = run_tournament(Results(plan), RayBackend(), on_result=lambda r: seen.append(r.id))
    local = run_tournament(Results(plan), ProcessPoolBackend(2))
    assert counts(on_ray) == counts(local)
    assert len(seen) == len(set(seen)) == plan.planned_games() // 4  # progress: every unit once
    assert RayBackend().describe() == "ray, 2 CPUs"


def test_stopping_early_cancels_the_remote_tasks(ray: Any) -> None:
    import time

    matchup = Tournament("ccs", entrants(2)).matchup(0, 1)
    quick = WorkUnit("0-1", matchup, 1, 0, 2)
    endless = [WorkUnit("0-1", matchup, 1, start, start + 100_000) for start in (2, 100_002)]
    run = RayBackend().run([quick, *endless])
    assert next(run).id == quick.id
    run.close()  # what Ctrl-C does: the tasks in flight are cancelled
    # A cancelled task gives its CPU back; one left running would hold it for minutes.
    # (Waited for as an event; the bound only tells "cancelled" from "ran on for minutes",
    # and holds on a loaded machine.)
    deadline = time.monotonic() + 60
    while ray.available_resources().get("CPU", 0) < 2:
        if time.monotonic() > deadline:
            pytest.fail(f"remote units still running: {ray.available_resources()}")
        time.sleep(0.1)


def test_play_on_ray_gives_the_numbers_of_play_here(ray: Any) -> None:
    """`play --backend ray`: the same games as the local batch, counted from work units."""
    import json

    from typer.testing import CliRunner

    from deckcheck.cli import app

    decks = ["examples/decks/starter-short.yaml", "examples/decks/wind-and-fire.txt"]
    runs = {}
    for backend in ("local", "ray"):
        result = CliRunner().invoke(
            app,
            ["play", *decks, "--games", "24", "--seed", "4", "-o", "json", "--backend", backend],
            env={"NO_COLOR": "1"},
        )
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        for key in ("seconds", "games_per_second"):
            data.pop(key, None)
        runs[backend] = data
    assert runs["ray"] == runs["local"]
    refused = CliRunner().invoke(
        app, ["play", *decks, "--games", "4", "--backend", "ray", "--log", "x.jsonl"]
    )
    assert refused.exit_code == 2 and "--log needs --backend local" in refused.output
