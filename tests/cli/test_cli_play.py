"""``deckcheck play``, ``replay`` and ``bench`` through the real command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.engine.compiled import engine_build
from deckcheck.games.ccs.engine.game import RIVALS, starter_deck
from tests.cli.helpers import (
    ENV,
    write_deck,
)

runner = CliRunner()


@pytest.fixture
def decks(tmp_path: Path) -> tuple[str, str]:
    a = write_deck(tmp_path / "rivals.yaml", "Rivals", RIVALS)
    b = write_deck(tmp_path / "rivals-too.yaml", "Rivals too", RIVALS)
    return str(a), str(b)


def invoke(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), env=ENV)
    return result.exit_code, result.stdout, result.stderr


def test_one_game_prints_its_log(decks: tuple[str, str]) -> None:
    code, out, err = invoke("play", *decks, "--seed", "4")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("A: Rivals (") and lines[1].startswith("B: Rivals too (")
    assert "Turn 1: " in out and "Spirit revealed:" in out
    assert lines[-1].startswith("Result: ") and "decisions" in lines[-1]
    again = invoke("play", *decks, "--seed", "4")[1]
    assert again == out


def test_one_game_as_json(decks: tuple[str, str]) -> None:
    code, out, _ = invoke("play", *decks, "--seed", "4", "-o", "json")
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "ccs" and data["reason"] and data["turns"] >= 1


def test_a_batch_summary_is_the_same_for_any_jobs(decks: tuple[str, str]) -> None:
    runs = []
    for jobs in ("1", "2"):
        code, out, err = invoke(
            "play",
            *decks,
            "-n",
            "30",
            "--seed",
            "9",
            "--jobs",
            jobs,
            "--agent-b",
            "random",
            "-o",
            "json",
        )
        assert code == 0, err
        data = json.loads(out)
        for key in ("seconds", "games_per_second", "jobs"):
            data.pop(key)
        runs.append(data)
    assert runs[0] == runs[1]
    data = runs[0]
    assert data["games"] == 30 and data["agents"] == {"A": "greedy", "B": "random"}
    wins = data["decks"]["A"]["wins"]["count"] + data["decks"]["B"]["wins"]["count"]
    assert wins + data["draws"]["count"] == 30
    assert data["first_seat_wins"]["ci95"][0] <= data["first_seat_wins"]["rate"]


def test_a_batch_summary_as_text(decks: tuple[str, str]) -> None:
    code, out, _ = invoke("play", *decks, "-n", "12", "--seed", "1")
    assert code == 0
    assert "12 games" in out and "95% CI" in out and "First catcher won" in out
    assert "games/s" in out and "Average" in out


def test_log_and_replay(decks: tuple[str, str], tmp_path: Path) -> None:
    log = tmp_path / "games.jsonl"
    code, _, err = invoke("play", *decks, "-n", "5", "--seed", "2", "--log", str(log))
    assert code == 0, err
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [r["index"] for r in records] == [0, 1, 2, 3, 4]
    assert {"seed", "decks", "agents", "rules_hash", "actions", "result"} <= set(records[3])
    code, out, err = invoke("replay", str(log), "--game-index", "3")
    assert code == 0, err
    assert "Game 3" in out and "matches the record" in out
    records[0]["result"]["turns"] += 1
    log.write_text(json.dumps(records[0]) + "\n", encoding="utf-8")
    code, _, err = invoke("replay", str(log))
    assert code == 1 and "ends differently" in err
    code, _, err = invoke("replay", str(log), "-g", "7")
    assert code == 2 and "no game with index 7" in err
    code, _, err = invoke("replay", str(tmp_path / "missing.jsonl"))
    assert code == 2
    log.write_text("not a game log\n", encoding="utf-8")
    code, _, err = invoke("replay", str(log))
    assert code == 2 and f"{log}:1: not JSON" in err


def test_single_game_log(decks: tuple[str, str], tmp_path: Path) -> None:
    log = tmp_path / "one.jsonl"
    assert invoke("play", *decks, "--log", str(log))[0] == 0
    assert invoke("replay", str(log))[0] == 0


def test_illegal_decks_are_refused_unless_allowed(tmp_path: Path, decks: tuple[str, str]) -> None:
    starter = write_deck(tmp_path / "starter.yaml", "Starter", starter_deck())
    code, out, err = invoke("play", str(starter), decks[0])
    assert code == 1 and out == ""
    assert "DECK_SIZE" in err and "--allow-illegal" in err
    code, out, err = invoke("play", str(starter), decks[0], "--allow-illegal", "-o", "json")
    assert code == 0 and "warning" in err
    assert json.loads(out)["game"] == "ccs"


def test_unknown_cards_are_skipped_when_allowed(tmp_path: Path, decks: tuple[str, str]) -> None:
    odd = write_deck(tmp_path / "odd.yaml", "Odd", {**RIVALS, "C999": 2})
    assert invoke("play", str(odd), decks[0])[0] == 1
    code, _, err = invoke("play", str(odd), decks[0], "--allow-illegal")
    assert code == 0 and "playing without 'C999'" in err


def test_unreadable_deck_and_wrong_game(tmp_path: Path, decks: tuple[str, str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("deck: [\n", encoding="utf-8")
    code, _, err = invoke("play", str(bad), decks[0])
    assert code == 2 and "bad.yaml" in err
    code, _, err = invoke("play", *decks, "--game", "berserk")
    assert code == 2


def test_rules_option(tmp_path: Path, decks: tuple[str, str]) -> None:
    from deckcheck.games.ccs.engine.rules import rules_path

    text = rules_path().read_text(encoding="utf-8").replace("value: 200", "value: 1")
    rules = tmp_path / "rules.yaml"
    rules.write_text(text, encoding="utf-8")
    code, out, err = invoke("play", *decks, "--rules", str(rules), "-o", "json")
    assert code == 0, err
    assert json.loads(out)["reason"] in ("turn_limit", "win_pattern")


def test_bench() -> None:
    code, out, err = invoke("bench", "-n", "20", "-j", "1", "-o", "json")
    assert code == 0, err
    data = json.loads(out)
    assert data["games"] == 20 and data["decisions_per_second"] > 0 and data["speedup"] is None
    assert data["engines"] == engine_build()  # what it measured: compiled or pure Python
    code, out, _ = invoke("bench", "-n", "20", "-j", "2")
    assert code == 0 and "decisions/s" in out and "speed-up" in out
    assert f"({engine_build()} engines)" in out


def test_commands_are_documented_in_help() -> None:
    code, out, _ = invoke("--help")
    assert code == 0
    for command in ("play", "replay", "bench"):
        assert command in out


def test_a_huge_illegal_deck_is_refused(tmp_path: Path, decks: tuple[str, str]) -> None:
    huge = tmp_path / "huge.yaml"
    huge.write_text("game: ccs\ndeck:\n  C4: 1000000000\nspirits:\n  CS1: 1\n", encoding="utf-8")
    for extra in ((), ("--games", "4", "--jobs", "2")):
        code, _, err = invoke("play", str(huge), decks[0], "--allow-illegal", *extra)
        assert code == 2 and "the engine plays at most 1024" in err


@pytest.mark.parametrize(
    ("count", "seconds", "shown"),
    [
        (1, 4.0, "15.0 games/min"),  # printed "0 games/s"
        (3, 8.0, "22.5 games/min"),
        (1, 7200.0, "0.5 games/h"),
        (1, 1e9, "3.6e-06 games/h"),
        (5, 2.0, "2.50 games/s"),
        (45, 2.0, "22.5 games/s"),
        (1386, 1.0, "1,386 games/s"),
        (10**12, 1e-3, "1,000,000,000,000,000 games/s"),
        (0, 3.0, "no games"),
        (7, 0.0, "7 games in no measurable time"),
    ],
)
def test_rates_are_never_shown_as_zero(count: int, seconds: float, shown: str) -> None:
    from deckcheck.cli.play import rate_words

    assert rate_words(count, seconds, "games") == shown


def test_durations_keep_their_precision() -> None:
    from deckcheck.cli.play import seconds_words

    assert seconds_words(0.0004) == "0.4 ms"  # printed "0.00 s"
    assert seconds_words(0.0123) == "12.3 ms"
    assert seconds_words(2.345) == "2.35 s"
    assert seconds_words(125.2) == "2 min 05 s"


def test_a_slow_batch_prints_its_rate_per_minute(
    decks: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    ticks = iter([0.0, 60.0])  # the batch's start and end: a minute for 2 games
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks))
    code, out, err = invoke("play", *decks, "-n", "2")
    monkeypatch.undo()
    assert code == 0, err
    assert "2.00 games/min (1 min 00 s, 1 job)" in out and "0 games/s" not in out


def test_bench_for_github_prints_notices() -> None:
    code, out, err = invoke("bench", "-n", "20", "-j", "2", "-o", "github")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 2
    assert all(line.startswith("::notice title=deckcheck bench::") for line in lines)
    assert "games/s" in lines[0] and "decisions per game" in lines[0] and "speed-up" in lines[1]
