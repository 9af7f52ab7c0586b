"""bench/bench_instructions.py: what it says without valgrind, and how it reads a count."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "bench" / "bench_instructions.py"


def test_without_valgrind_it_says_so_and_exits_2(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": str(tmp_path)}  # (no valgrind on this PATH)
    done = subprocess.run([sys.executable, str(SCRIPT), "--game", "ccs"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2
    assert "valgrind is not installed" in done.stderr and "Traceback" not in done.stderr


def test_an_unknown_game_is_a_usage_error() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--game", "chess"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "invalid choice" in done.stderr


def test_the_total_is_read_from_callgrinds_summary_or_totals_line() -> None:
    total = runpy.run_path(str(SCRIPT))["_TOTAL"]
    assert total.search("events: Ir\nsummary: 12345\n").group(1) == "12345"
    assert total.search("fn=x\n0 5\ntotals: 987\n").group(1) == "987"
    assert total.search("summary:\n") is None


def test_an_unknown_deck_set_is_a_usage_error() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--game", "ccs", "--decks", "mine"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "invalid choice" in done.stderr


def test_the_hold_out_decks_are_built_and_their_games_differ_from_the_samples() -> None:
    # (the child the script runs under valgrind, run here without it: two games a set)
    child = runpy.run_path(str(SCRIPT))["_DECKCHECK_CHILD"]
    printed = {}
    for which in ("examples", "holdout"):
        done = subprocess.run([sys.executable, "-I", "-c", child, "ccs", "2", "0", which,
                               "record"], capture_output=True, text=True, timeout=300,
                              env={**os.environ, "PYTHONHASHSEED": "0"})
        assert done.returncode == 0, done.stderr[-2000:]
        decisions, digest = done.stdout.split()
        assert int(decisions) > 0 and len(digest) == 64
        printed[which] = digest
    assert printed["examples"] != printed["holdout"]
