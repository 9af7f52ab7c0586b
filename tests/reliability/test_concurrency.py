"""Concurrent edits of one deck file all apply (issue: 4 writers, count +1 instead of +4).

Each writer is its own process and edits through the same code as ``deckcheck deck add``;
they start together (a barrier file) so that their read-modify-write cycles overlap.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.reliability.helpers import SLOW, environment, run, wait_for

WRITER = """
import contextlib, io, os, sys, time
from typer.main import get_command
from deckcheck.cli import app
deck, card, rounds, go = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
command = get_command(app)
open(os.path.join(os.path.dirname(go), "ready", str(os.getpid())), "w").close()
while not os.path.exists(go):
    time.sleep(0.005)
failures = 0
for _ in range(rounds):
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            command.main(["deck", "add", deck, card], standalone_mode=False)
        except SystemExit as exit:
            failures += exit.code not in (0, None)
sys.exit(failures)
"""


def _count(deck: Path, card: str) -> int:
    for line in deck.read_text(encoding="utf-8").splitlines():
        words = line.split("#")[0].replace(":", " ").split()
        if len(words) == 2 and card in words:
            return int(words[1]) if words[0] == card else int(words[0])
    return 0


def _writers(deck: Path, card: str, writers: int, rounds: int, cache: Path) -> None:
    go = deck.parent / "go"
    ready = deck.parent / "ready"  # each writer's file here: it waits at the barrier
    ready.mkdir()
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(deck), card, str(rounds), str(go)],
            env=environment(cache),
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(writers)
    ]
    # Every writer has imported deckcheck and waits at the barrier.
    wait_for(lambda: all((ready / str(p.pid)).exists() for p in processes), "writers ready")
    go.touch()
    for process in processes:
        _, err = process.communicate(timeout=300)
        assert process.returncode == 0, err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("suffix", "writers"),
    [(".yaml", 8), pytest.param(".txt", 8, marks=pytest.mark.slow)],
)
def test_concurrent_adds_all_apply(suffix: str, writers: int, tmp_path: Path, cache: Path) -> None:
    deck = tmp_path / f"c{suffix}"
    assert run(["deck", "new", deck, "--game", "ccs"], cache).returncode == 0
    rounds = 3
    _writers(deck, "C4", writers, rounds, cache)
    assert _count(deck, "C4") == writers * rounds
    ours = (deck.name, "go", "ready")  # the deck, and the test's barrier files
    leftovers = [p.name for p in tmp_path.iterdir() if p.name not in ours]
    assert leftovers == []


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="slow: set DECKCHECK_SLOW_TESTS=1 to run")
def test_many_rounds_of_concurrent_adds(tmp_path: Path, cache: Path) -> None:
    deck = tmp_path / "c.yaml"
    assert run(["deck", "new", deck, "--game", "ccs"], cache).returncode == 0
    _writers(deck, "C4", 8, 40, cache)
    assert _count(deck, "C4") == 320
