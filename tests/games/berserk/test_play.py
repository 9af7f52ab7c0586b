"""Berserk through the shared runner, records and the ``play``/``replay``/``bench`` commands."""

from __future__ import annotations

import json
from pathlib import Path
from typing import cast

import pytest
import yaml
from typer.testing import CliRunner

from deckcheck.batch.records import GameRecord, replay
from deckcheck.batch.runner import Matchup, run_games
from deckcheck.batch.summary import summarise
from deckcheck.cli import app
from deckcheck.engine.api import Game
from deckcheck.games.berserk.engine.game import GAME, HORDE, SWAMP
from deckcheck.games.engines import get_game

runner = CliRunner()
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "DECKCHECK_CACHE_DIR": ""}


def write_deck(path: Path, name: str, cards: dict[str, int]) -> Path:
    body = {"game": "berserk", "name": name, "format": "berserk-2023", "deck": cards}
    path.write_text(yaml.safe_dump(body, sort_keys=False, allow_unicode=True),
                    encoding="utf-8")
    return path


@pytest.fixture
def decks(tmp_path: Path) -> tuple[str, str]:
    return (str(write_deck(tmp_path / "horde.yaml", "Орда степей", HORDE)),
            str(write_deck(tmp_path / "swamp.yaml", "Топи и тьма", SWAMP)))


def invoke(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), env=ENV)
    return result.exit_code, result.stdout, result.stderr


def test_the_game_is_registered() -> None:
    assert get_game("berserk") is cast(Game, GAME) and GAME.name == "berserk"


def test_batches_are_reproducible_across_jobs_and_records_replay() -> None:
    matchup = Matchup("berserk", GAME.sample_decks(), ("horde", "swamp"), ("random", "greedy"))
    serial = run_games(matchup, 6, 11, record=True)
    assert serial == run_games(matchup, 6, 11, jobs=2, record=True)
    rules = GAME.load_rules()
    for result in serial:
        record = GameRecord.from_result(matchup, 11, result, GAME.rules_hash(rules))
        again = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
        state = replay(again)
        assert state.outcome() is not None and state.log


def test_greedy_beats_random_by_a_clear_margin() -> None:
    matchup = Matchup("berserk", GAME.sample_decks(), ("horde", "swamp"), ("greedy", "random"))
    # 24 games: twelve left the interval to chance once the swamp's incorporeal creatures
    # (NT-108, NT-149) played their printed -1 from attacks
    summary = summarise(run_games(matchup, 24, 0), matchup.names)
    low, _ = summary.wins[0].interval
    assert summary.wins[0].count >= 18 and low > 0.5


def test_play_one_game_with_berserk_deck_files(decks: tuple[str, str]) -> None:
    code, out, err = invoke("play", *decks, "--seed", "2")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("A: Орда степей (") and "moves first (the first player)" in lines[2]
    assert "Turn 1: A (First player" in out and "The squads are revealed" in out
    assert lines[-1].startswith("Result: ")
    assert invoke("play", *decks, "--seed", "2")[1] == out


def test_play_a_batch_as_json_and_replay_its_log(decks: tuple[str, str], tmp_path: Path) -> None:
    log = tmp_path / "games.jsonl"
    code, out, err = invoke("play", *decks, "-n", "6", "--agent-a", "greedy", "--log", str(log),
                            "-o", "json")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "berserk" and data["games"] == 6
    assert sum(json.loads(line)["game"] == "berserk" for line in log.read_text().splitlines()) == 6
    code, out, err = invoke("replay", str(log), "-g", "3")
    assert code == 0, err
    assert "matches the record" in out.splitlines()[-1]


def test_play_a_batch_summary_names_the_first_player(decks: tuple[str, str]) -> None:
    code, out, err = invoke("play", *decks, "-n", "4")
    assert code == 0, err
    assert "The first player won" in out and "95% CI" in out


def test_bench_runs_for_berserk() -> None:
    code, out, err = invoke("bench", "--game", "berserk", "-n", "20", "-j", "1", "-o", "json")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "berserk" and data["games"] == 20 and data["decisions_per_second"]


@pytest.mark.parametrize(("closed", "last"), [(True, False), (False, False), (False, True)])
def test_the_greedy_lookahead_does_not_see_the_dice(closed: bool, last: bool) -> None:
    # The greedy agent rates each action on a copy of the game, whose generator would
    # throw the very dice the game will: a strike must be rated the same whatever they
    # show — whether the victim (and the companion on it) dies, the game ends, or the
    # roll opens an exchange or a graveyard-order window.
    from deckcheck.games.berserk.engine import actions as A
    from deckcheck.games.berserk.engine.heuristic import evaluate
    from deckcheck.games.berserk.engine.state import BURY, EXCHANGE
    from tests.games.berserk.helpers import Put, card, position

    far = [] if last else [Put("VS-003", 1, "e6")]
    s = position(Put("VS-001", 0, "c3", wounds=6), Put("VS-001", 0, "a1"),
                 Put("VS-002", 1, "c4", wounds=4, closed=closed),
                 Put("NT-111", 1, "c4", on_host=True, closed=True), *far)  # (closed: it
    # does not step in as its host's defender)
    strike = A.encode(A.STRIKE, card(s, "VS-001", 0), card(s, "VS-002", 1))
    dice = [(r,) for r in range(1, 7)] if closed else [(r, q) for r in range(1, 7)
                                                         for q in range(1, 7)]
    values: list[set[float]] = [set(), set()]
    phases = set()
    ends = set()
    for roll in dice:
        child = s.clone()
        child.queue_dice(*roll)
        child.apply(strike)
        assert not child.dice
        phases.add(child.phase)
        ends.add(child.is_terminal())
        for player in (0, 1):
            values[player].add(round(evaluate(child, player), 9))
    assert len(values[0]) == 1 and len(values[1]) == 1, values
    assert (BURY in phases or last) and (closed or EXCHANGE in phases)  # windows reached
    assert ends == ({False, True} if last else {False})
