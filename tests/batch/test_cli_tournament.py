"""``deckcheck tournament`` as a user runs it: outputs, the report, the field, agents,
and runs interrupted (Ctrl-C, kill -9) and resumed."""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.helpers import (
    EXAMPLES,
    STOPS_WITHIN,
    interrupt,
    no_traceback,
    run,
    start,
    wait_for,
)

DECKS = [
    EXAMPLES / "starter-short.yaml",
    EXAMPLES / "wind-and-fire.txt",
    EXAMPLES / "starter-25.yaml",
]


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.getbasetemp() / "tournament-cache"


def numbers(data: dict[str, Any]) -> dict[str, Any]:
    """What must not depend on how the games ran (the backend's description may)."""
    return {k: v for k, v in data.items() if k != "backend"}


def tournament(cache: Path, *args: object, codes: tuple[int, ...] = (0,)) -> Any:
    result = run(["tournament", *DECKS, "--seed", "3", *args], cache)
    no_traceback(result, codes)
    return result


def test_json_holds_pairings_standings_and_the_first_seat_split(cache: Path) -> None:
    result = tournament(cache, "-n", "20", "-o", "json", "--agent", "random",
                        "--agent-for", f"{DECKS[1]}=greedy")
    data = json.loads(result.stdout)
    assert data["partial"] is False and data["games"] == data["games_planned"] == 60
    assert [d["agent"] for d in data["decks"]] == ["random", "greedy", "random"]
    assert [p["key"] for p in data["pairings"]] == ["0-1", "0-2", "1-2"]
    for pairing in data["pairings"]:
        assert pairing["wins"] + pairing["losses"] + pairing["draws"] == pairing["games"] == 20
        split = pairing["first_seat"]
        assert split["a_first"]["games"] == split["b_first"]["games"] == 10
        assert split["a_first"]["wins"] + split["b_first"]["wins"] == pairing["wins"]
    # the greedy deck tops the standings; every deck played every other
    assert data["standings"][0]["name"] == "Wind and fire"
    assert all(row["games"] == 40 for row in data["standings"])
    low, high = data["standings"][0]["win_rate"]["ci95"]
    assert low <= data["standings"][0]["win_rate"]["rate"] <= high
    again = json.loads(
        tournament(
            cache, "-n", "20", "-o", "json", "-j", "2", "--agent", "random",
            "--agent-for", f"{DECKS[1]}=greedy"
        ).stdout
    )
    assert numbers(again) == numbers(data)


def test_csv_has_one_row_per_pairing(cache: Path) -> None:
    rows = list(csv.DictReader(io.StringIO(tournament(cache, "-n", "10", "-o", "csv").stdout)))
    assert [r["key"] for r in rows] == ["0-1", "0-2", "1-2"]
    for row in rows:
        assert int(row["wins_a"]) + int(row["wins_b"]) + int(row["draws"]) == int(row["games"])
        assert int(row["a_first_games"]) + int(row["b_first_games"]) == int(row["games"])


def test_text_shows_the_matrix_and_standings(cache: Path) -> None:
    out = tournament(cache, "-n", "10").stdout
    assert "Win % of the row deck against the column deck (95% CI)" in out
    assert "Standings" in out and "1. Starter, made short" in out
    assert "PARTIAL" not in out


def test_field_weighted_win_rate(tmp_path: Path, cache: Path) -> None:
    field = tmp_path / "field.yaml"
    field.write_text("wind-and-fire.txt: 3\nStarter Deck: 1\n", encoding="utf-8")
    data = json.loads(tournament(cache, "-n", "10", "-o", "json", "--field", field).stdout)
    by_name = {row["name"]: row for row in data["standings"]}
    starter_short = by_name["Starter, made short"]["field_win_rate"]
    pairings = {p["key"]: p for p in data["pairings"]}
    expected = (3 * pairings["0-1"]["wins"] / 10 + pairings["0-2"]["wins"] / 10) / 4
    assert starter_short["rate"] == pytest.approx(expected, abs=1e-4)
    field.write_text("nowhere.yaml: 1\n", encoding="utf-8")
    bad = tournament(cache, "-n", "10", "--field", field, codes=(2,))
    assert f"{field}:1:1: nowhere.yaml is not one of the tournament's decks" in bad.stderr


def test_report_is_a_self_contained_heat_map(tmp_path: Path, cache: Path) -> None:
    report = tmp_path / "out.html"
    tournament(cache, "-n", "10", "--report", report, "-o", "json")
    page = report.read_text(encoding="utf-8")
    assert "default-src 'none'" in page and "http://" not in page.replace(
        'xmlns="http://www.w3.org/2000/svg"', ""
    )
    assert page.count('<g class="cell"') == 6  # 3 decks: every ordered pair
    assert 'data-games="10"' in page and "n=10" in page
    assert "C27" in page or "C" in page  # the deck lists
    assert 'id="deckcheck-tournament"' in page


def test_usage_errors(cache: Path) -> None:
    one = run(["tournament", DECKS[0]], cache)
    no_traceback(one, (2,))
    assert "at least two decks" in one.stderr
    agent = tournament(cache, "--agent-for", "other.yaml=greedy", codes=(2,))
    assert "other.yaml is not one of the decks" in agent.stderr


def _units(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()[1:]


def test_kill_9_then_resume_gives_the_numbers_of_an_uninterrupted_run(
    tmp_path: Path, cache: Path
) -> None:
    args = ["tournament", *DECKS, "--seed", "5", "-n", "400", "--chunk", "20", "-o", "json"]
    whole = run(args, cache, timeout=300)
    no_traceback(whole, (0,))
    results = tmp_path / "units.jsonl"
    process = start([*args, "--resume", results, "-j", "2"], cache, group=True,
                    output=False)
    wait_for(lambda: results.exists() and len(_units(results)) >= 5, "5 units kept", process)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    kept = len(_units(results))
    assert 5 <= kept < 60  # 3 pairings x 20 units: stopped mid-run
    with results.open("ab") as handle:  # a torn last line, as kill -9 mid-write leaves
        handle.write(b'{"unit": {"key": "0-')
    resumed = run([*args, "--resume", results], cache, timeout=300)
    no_traceback(resumed, (0,))
    assert numbers(json.loads(resumed.stdout)) == numbers(json.loads(whole.stdout))
    lines = _units(results)
    assert len(lines) == 60 and len(set(lines)) == 60  # every unit once, the torn one gone
    # a finished file: resuming again plays nothing and says the same
    again = run([*args, "--resume", results], cache)
    assert numbers(json.loads(again.stdout)) == numbers(json.loads(whole.stdout))
    # a file of another run is refused, never mixed in
    other = run([*args[:-2], "--seed", "6", "--resume", results], cache)
    no_traceback(other, (2,))
    assert "written for another tournament" in other.stderr


def test_a_damaged_results_file_is_refused(tmp_path: Path, cache: Path) -> None:
    results = tmp_path / "units.jsonl"
    tournament(cache, "-n", "10", "--resume", results)
    lines = results.read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1].replace('"a_first":[', '"a_first":[1')
    results.write_text("\n".join(lines) + "\n", encoding="utf-8")
    bad = tournament(cache, "-n", "10", "--resume", results, codes=(2,))
    assert f"{results}:2: a damaged unit record" in bad.stderr


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_within_a_second_with_partial_standings(
    jobs: str, tmp_path: Path, cache: Path
) -> None:
    code, out, err, seconds = interrupt(
        ["tournament", *DECKS, "-n", "100000000", "-j", jobs, "-o", "json"], cache
    )
    assert seconds < STOPS_WITHIN
    assert code == 130 and "Traceback" not in err, err
    data = json.loads(out)
    assert data["partial"] is True and 0 < data["games"] < data["games_planned"]
    assert "the standings are partial" in err


def test_a_killed_worker_stops_the_run_with_a_message(tmp_path: Path, cache: Path) -> None:
    results = tmp_path / "units.jsonl"
    args = ["tournament", *DECKS, "-n", "100000000", "-j", "2", "--resume", results]
    process = start(args, cache, group=True)
    try:
        wait_for(lambda: results.exists() and bool(_units(results)), "a unit kept", process)
        workers = subprocess.run(
            ["pgrep", "-P", str(process.pid)], capture_output=True, text=True, check=False
        ).stdout.split()
        assert workers
        os.kill(int(workers[0]), signal.SIGKILL)
        _, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 1 and "Traceback" not in err, err
    assert "a worker process stopped" in err and "keeps the finished units" in err
    assert _units(results)
