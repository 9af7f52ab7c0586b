"""Batches, seeds, processes, statistics, agents and game records."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pytest

from deckcheck.batch.records import (
    GameRecord,
    RecordError,
    read_records,
    replay,
    write_records,
)
from deckcheck.batch.runner import Matchup, derive_seed, play_game, run_games
from deckcheck.batch.summary import Rate, summarise, wilson
from deckcheck.engine.agents import GreedyAgent, RandomAgent, UnknownAgentError, make_agent
from deckcheck.engine.api import Game, GameState, Observation, Outcome
from deckcheck.engine.streams import Stream
from deckcheck.games.ccs.engine.game import GAME
from deckcheck.games.ccs.engine.heuristic import progress
from deckcheck.games.engines import UnknownGameError, available, get_game

DECKS = GAME.sample_decks()


def matchup(agents: tuple[str, str] = ("random", "random")) -> Matchup:
    return Matchup("ccs", DECKS, ("starter", "rivals"), agents)


def test_registry() -> None:
    assert "ccs" in available()
    assert get_game("ccs") is cast(Game, GAME)
    with pytest.raises(UnknownGameError, match="no rules engine for game 'chess'"):
        get_game("chess")


def test_the_state_satisfies_the_protocol() -> None:
    state = GAME.new_game(*DECKS, seed=1)
    assert isinstance(state, GameState)
    assert state.seat_names() == ("A", "B")


def test_derived_seeds_are_stable() -> None:
    assert derive_seed(0, 0) == derive_seed(0, 0)
    assert len({derive_seed(s, i) for s in range(5) for i in range(50)}) == 250
    assert 0 <= derive_seed(123, 456) < 2**63


def test_decks_alternate_seats() -> None:
    results = run_games(matchup(), 6, seed=2)
    assert [r.first_deck for r in results] == [0, 1, 0, 1, 0, 1]
    assert [r.index for r in results] == list(range(6))
    for r in results:
        if r.winner is not None:
            assert r.winner_seat == (0 if r.winner == r.first_deck else 1)


def test_two_jobs_give_the_results_of_one() -> None:
    one = run_games(matchup(("greedy", "random")), 24, seed=5, record=True)
    two = run_games(matchup(("greedy", "random")), 24, seed=5, jobs=2, record=True)
    assert one == two and [r.actions for r in one] == [r.actions for r in two]
    seen: list[int] = []
    run_games(matchup(), 10, seed=5, jobs=2, progress=seen.append)
    assert sum(seen) == 10


def test_same_seed_same_batch_other_seed_other_batch() -> None:
    assert run_games(matchup(), 8, seed=1) == run_games(matchup(), 8, seed=1)
    assert run_games(matchup(), 8, seed=1) != run_games(matchup(), 8, seed=2)


def test_unknown_agent() -> None:
    with pytest.raises(UnknownAgentError, match="unknown agent 'clever'"):
        make_agent("clever", cast(Game, GAME))
    assert isinstance(make_agent("random", cast(Game, GAME)), RandomAgent)
    assert isinstance(make_agent("greedy", cast(Game, GAME)), GreedyAgent)


def test_a_random_agent_draws_from_the_generator_it_is_given() -> None:
    state = GAME.new_game(*DECKS, seed=3)
    view = Observation(state, state.current_player())
    agent, fresh = RandomAgent(1), RandomAgent(7)
    agent.rng = Stream(7)  # a new generator replaces the first one everywhere
    assert [agent.act(view) for _ in range(30)] == [fresh.act(view) for _ in range(30)]
    assert agent.rng.getstate() == fresh.rng.getstate()


def test_greedy_beats_random_clearly() -> None:
    # Mirror match (both decks the same), seats alternated: only the agents differ.
    mirror = Matchup("ccs", (DECKS[1], DECKS[1]), ("greedy", "random"), ("greedy", "random"))
    summary = summarise(run_games(mirror, 120, seed=11, jobs=2), mirror.names)
    low, _ = summary.wins[0].interval
    assert low > 0.55, summary.to_json()


def test_progress_towards_a_pattern() -> None:
    patterns = ((1, 1, 1, 1), (2, 2, 2), (3, 3), (4,))
    assert progress([0] * 9, patterns) == 0.0
    assert progress([4] + [0] * 8, patterns) == 1.0
    assert progress([1, 1, 1] + [0] * 6, patterns) == 0.75


# --- statistics ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [(0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (50, 100, 0.4038, 0.5962), (0, 0, 0.0, 1.0)],
)
def test_wilson_interval(k: int, n: int, low: float, high: float) -> None:
    got = wilson(k, n)
    assert got == pytest.approx((low, high), abs=1e-4)


def test_summary() -> None:
    results = run_games(matchup(), 20, seed=3)
    summary = summarise(results, ("starter", "rivals"), seconds=2.0)
    assert summary.wins[0].count + summary.wins[1].count + summary.draws.count == 20
    assert (
        summary.first_seat_wins.count + summary.second_seat_wins.count + summary.draws.count == 20
    )
    assert summary.games_per_second == 10.0
    data = summary.to_json()
    assert data["decks"]["A"]["name"] == "starter" and len(data["draws"]["ci95"]) == 2
    assert str(Rate(1, 4)).startswith("1 (25.0%, 95% CI")


# --- records and replay ---------------------------------------------------------------------


def records(n: int = 3) -> list[GameRecord]:
    m = matchup(("greedy", "random"))
    digest = GAME.rules_hash(GAME.load_rules())
    return [GameRecord.from_result(m, 9, r, digest) for r in run_games(m, n, 9, record=True)]


def test_records_round_trip_and_replay(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "games.jsonl"
    with path.open("w", encoding="utf-8") as stream:
        assert write_records(records(), stream) == 3
    back = list(read_records(path))
    assert back == records()
    first = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert first["format"] == "deckcheck-game/1" and first["agents"] == {
        "A": "greedy",
        "B": "random",
    }
    for record in back:
        state = replay(record)
        outcome = state.outcome()
        assert isinstance(outcome, Outcome) and outcome.reason == record.reason
        assert state.log


def test_a_replay_that_differs_is_reported() -> None:
    record = records(1)[0]
    with pytest.raises(RecordError, match="ends differently"):
        replay(replace(record, winner=None if record.winner is not None else 0))
    with pytest.raises(RecordError, match="action 0"):
        replay(replace(record, actions=(999_999, *record.actions[1:])))
    with pytest.raises(RecordError, match="do not finish"):
        replay(replace(record, actions=record.actions[:3]))
    with pytest.raises(RecordError, match="played under rules"):
        replay(record, replace(GAME.load_rules(), hand_size=6))


def test_bad_record_files(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.jsonl"
    path.write_text('{"format": "deckcheck-game/1"}\n', encoding="utf-8")
    with pytest.raises(RecordError, match=r"bad\.jsonl:1: game: missing"):
        list(read_records(path))
    path.write_text("not json\n", encoding="utf-8")
    with pytest.raises(RecordError, match="not JSON"):
        list(read_records(path))
    path.write_text('{"format": "other"}\n', encoding="utf-8")
    with pytest.raises(RecordError, match="not a deckcheck-game/1 record"):
        list(read_records(path))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"result": None}, "result: not an object"),
        ({"first": "C"}, "first: \"C\" is not A or B"),
        ({"actions": None}, "actions: not a list of actions: null"),
        ({"actions": [3, "x"]}, "actions[1]: not a whole number of 0 or more: \"x\""),
        ({"decks": {"A": {"C4": "x"}, "B": {}}}, "decks.A.C4: not a whole number"),
        ({"decks": {"A": {}}}, "decks.B: missing"),
        ({"index": 1.5}, "index: not a whole number: 1.5"),
        ({"names": {"A": 1, "B": "b"}}, "names.A: not text: 1"),
        ({"considered": [[1]]}, "considered[0]: not [decision"),
    ],
)
def test_a_bad_record_names_its_field(tmp_path: Path, change: dict[str, Any],
                                      message: str) -> None:
    """An outside tester got ``malformed record: KeyError('result')`` and
    ``ValueError('tuple.index(x): x not in tuple')``: each says the field now."""
    result, _ = play_game(matchup(), 0, seed=3)
    data = GameRecord.from_result(matchup(), 3, result, "h").to_json()
    data.update(change)
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(data) + "\n", encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        list(read_records(path))
    assert str(caught.value).startswith(f"{path}:1: ")
    assert message in str(caught.value), caught.value
    assert "Error(" not in str(caught.value)


def test_play_game_returns_the_final_state() -> None:
    result, state = play_game(matchup(), 4, seed=8, log=True)
    assert state.is_terminal() and result.decisions == len(state.history)
    assert state.log and state.log[-1].kind == "end"
    buffer = io.StringIO()
    write_records([], buffer)
    assert buffer.getvalue() == ""


def test_a_replay_that_ends_otherwise_names_both_winners(tmp_path: Path) -> None:
    """Both halves once read the same ("every creature of B was destroyed" twice): the
    recorded winner changed is named."""
    result, _ = play_game(matchup(), 0, seed=3)
    rules = GAME.rules_hash(GAME.load_rules())
    record = GameRecord.from_result(matchup(), 3, result, rules)
    assert record.winner is not None
    changed = replace(record, winner=1 - record.winner)
    with pytest.raises(RecordError) as caught:
        replay(changed)
    words = str(caught.value)
    played, recorded = words.split("; recorded: ")
    assert f"{'AB'[record.winner]} wins" in played
    assert f"{'AB'[1 - record.winner]} wins" in recorded


def test_replay_of_an_empty_log_says_so(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from deckcheck.cli import app

    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    result = CliRunner().invoke(app, ["replay", str(empty)])
    assert result.exit_code == 2
    assert "holds no game (an empty game log)" in result.output
    assert "None" not in result.output
