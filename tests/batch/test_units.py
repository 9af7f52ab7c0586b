"""Work units and backends: the same counts wherever, however and in whatever pieces
the games run."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.batch.backends import InlineBackend, ProcessPoolBackend, make_backend
from deckcheck.batch.runner import Matchup, run_games
from deckcheck.batch.tournament import Results, Tournament, run_tournament
from deckcheck.batch.units import PairTally, UnitResult, plan_units, run_unit
from deckcheck.errors import UsageError
from tests.batch.helpers import (
    DECKS,
    counts,
    entrants,
)


def test_a_pairing_counts_exactly_the_games_of_play() -> None:
    """A unit plays game i with the seed and seats of ``play --seed``: its counts are the
    counts of the same batch through the runner, whatever the chunks."""
    matchup = Matchup("ccs", DECKS, ("a", "b"), ("greedy", "random"))
    games = run_games(matchup, 30, seed=11)
    expected = [[0, 0, 0], [0, 0, 0]]
    for game in games:
        expected[game.first_deck][2 if game.winner is None else game.winner] += 1
    for chunk in (1, 4, 7, 30):
        tally = PairTally.of(run_unit(u) for u in plan_units("0-1", matchup, 11, 30, chunk))
        assert tally.outcomes == expected
    assert tally.games == 30 and tally.wins + tally.losses + tally.draws == 30


@pytest.mark.parametrize("mode", ["round-robin", "gauntlet", "swiss"])
def test_every_backend_and_chunk_gives_the_counts_of_one_process(mode: str) -> None:
    plan = Tournament("ccs", entrants(5), mode, games_per_pair=12, seed=4, chunk=4)
    one = run_tournament(Results(plan), InlineBackend())
    pool = run_tournament(Results(plan), ProcessPoolBackend(2))
    assert counts(one) == counts(pool)
    assert one.games == plan.planned_games() and not one.partial
    if mode != "swiss":  # Swiss keys its pairings by round, so chunks change nothing either
        bigger = run_tournament(
            Results(Tournament("ccs", entrants(5), mode, 12, 4, chunk=12)), InlineBackend()
        )
        assert counts(bigger) == counts(one)


def test_seats_are_balanced_in_every_pairing() -> None:
    plan = Tournament("ccs", entrants(3), games_per_pair=11, seed=1)  # made even: 12
    results = run_tournament(Results(plan), InlineBackend())
    for tally in results.by_key.values():
        assert [sum(row) for row in tally.outcomes] == [6, 6]


def test_the_matrix_reads_each_pairing_from_both_sides() -> None:
    plan = Tournament("ccs", entrants(3), games_per_pair=10, seed=2)
    results = run_tournament(Results(plan), InlineBackend())
    for a in range(3):
        for b in range(3):
            if a != b:
                ab, ba = results.cell(a, b), results.cell(b, a)
                assert ab is not None and ba is not None
                assert (ab.wins, ab.losses, ab.draws) == (ba.losses, ba.wins, ba.draws)
    standings = results.standings()
    assert sum(row.wins for row in standings) == sum(row.losses for row in standings)
    assert [row.rate.rate for row in standings] == sorted(
        (row.rate.rate for row in standings), reverse=True
    )


def test_swiss_pairs_decks_that_have_not_met_and_gives_byes() -> None:
    plan = Tournament("ccs", entrants(5), "swiss", games_per_pair=4, seed=3, rounds=3)
    results = run_tournament(Results(plan), InlineBackend())
    pairs = [key.split(":")[1] for key in results.by_key]
    assert len(pairs) == 3 * 2 and len(set(pairs)) == len(pairs)  # no rematch
    assert sorted(results.byes.values()) == [1, 1, 1]  # three different decks sat out


def test_field_rate_weights_the_opponents() -> None:
    plan = Tournament("ccs", entrants(3), games_per_pair=20, seed=5)
    results = run_tournament(Results(plan), InlineBackend())
    only_1 = results.field_rate(0, {1: 1.0})
    cell = results.cell(0, 1)
    assert only_1 is not None and cell is not None
    assert only_1.rate == pytest.approx(cell.wins / cell.games)
    both = results.field_rate(0, {0: 5.0, 1: 1.0, 2: 3.0})  # its own share is left out
    c2 = results.cell(0, 2)
    assert both is not None and c2 is not None
    expected = (cell.wins / cell.games + 3 * c2.wins / c2.games) / 4
    assert both.rate == pytest.approx(expected)
    assert both.low <= both.rate <= both.high


def test_unit_results_survive_json_and_refuse_damage() -> None:
    matchup = Matchup("ccs", DECKS)
    result = run_unit(next(plan_units("0-1", matchup, 1, 6)))
    assert UnitResult.from_json(result.to_json()) == result
    broken = result.to_json() | {"a_first": [99, 0, 0]}
    with pytest.raises(ValueError, match="do not add up"):
        UnitResult.from_json(broken)
    with pytest.raises(ValueError, match="not a unit result"):
        UnitResult.from_json({"key": "0-1"})


def test_closing_a_pool_early_stops_its_workers() -> None:
    import multiprocessing

    matchup = Matchup("ccs", DECKS)
    units = plan_units("0-1", matchup, 1, 10_000, 10)
    run = ProcessPoolBackend(2).run(units)
    next(run)
    run.close()
    assert multiprocessing.active_children() == []


def test_backend_names() -> None:
    assert isinstance(make_backend("local", 1), InlineBackend)
    assert isinstance(make_backend("local", 2), ProcessPoolBackend)
    with pytest.raises(UsageError, match="--address is for --backend ray"):
        make_backend("local", 2, "ray://x:10001")


def test_a_resumed_swiss_tournament_pairs_and_counts_as_an_uninterrupted_one(
    tmp_path: Path,
) -> None:
    """Swiss rounds are paired from the counts; units read back from a results file give
    the same counts, so the same pairings, so the same final numbers."""
    from deckcheck.batch.unitlog import UnitLog

    plan = Tournament("ccs", entrants(5), "swiss", games_per_pair=12, seed=8, chunk=4)
    whole = run_tournament(Results(plan), InlineBackend())
    path = tmp_path / "units.jsonl"
    with UnitLog(path, "tournament", plan.digest()).open() as log:
        run_tournament(Results(plan), InlineBackend(), on_result=log.append)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[: len(lines) // 2]), encoding="utf-8")  # a run cut short
    played: list[str] = []
    with UnitLog(path, "tournament", plan.digest()).open() as log:
        assert 0 < len(log.done) < len(lines) - 1

        def keep(result: UnitResult) -> None:
            played.append(result.id)
            log.append(result)

        resumed = run_tournament(Results(plan), InlineBackend(), done=log.done, on_result=keep)
    assert counts(resumed) == counts(whole) and resumed.byes == whole.byes
    assert len(played) == len(lines) - len(lines) // 2  # only the units the file lacked
