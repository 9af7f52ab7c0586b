"""kill -9 at a random moment of every command that writes a file: the file is either
as it was or wholly the new one, and the dead run's temporary file is swept by the next
write (none accumulate).

The moment is drawn from a seeded generator, spread over start-up, reading, the edit
and the write; the fast suite kills each command at a few moments, the slow one at many.
"""

from __future__ import annotations

import random
import signal
import time
from pathlib import Path

import pytest

from tests.reliability.helpers import CCS_DECK, EXAMPLES, SLOW, run, start

TARGET = "target"  # placeholder for the file the command writes

CASES: dict[str, tuple[str, list[object]]] = {
    "deck new": (".yaml", ["deck", "new", TARGET, "--game", "ccs", "--name", "New", "--force"]),
    "deck add": (".yaml", ["deck", "add", TARGET, "C4"]),
    "deck remove": (".txt", ["deck", "remove", TARGET, "C10"]),
    "deck convert --out": (
        ".txt",
        ["deck", "convert", CCS_DECK, "--to", "text", "--out", TARGET, "--force"],
    ),
    "deck build --out": (".yaml", ["deck", "build", "--game", "ccs", "--out", TARGET, "--force"]),
    "play --log": (".jsonl", ["play", CCS_DECK, CCS_DECK, "--games", "40", "--log", TARGET]),
}
OLD = {".yaml": CCS_DECK, ".txt": EXAMPLES / "wind-and-fire.txt", ".jsonl": None}


def _fill(args: list[object], target: Path) -> list[object]:
    return [target if a == TARGET else a for a in args]


@pytest.mark.parametrize("name", sorted(CASES))
def test_kill_9_leaves_the_old_file_or_the_new_one(name: str, tmp_path: Path, cache: Path) -> None:
    suffix, args = CASES[name]
    target = tmp_path / f"deck{suffix}"
    source = OLD[suffix]
    old = source.read_bytes() if source else b'{"old": "log"}\n'
    target.write_bytes(old)
    finished = run(_fill(args, target), cache)
    assert finished.returncode == 0, finished.stderr
    new = target.read_bytes()
    assert new != old
    moments = random.Random(name).sample(range(150, 1500, 50), 12 if SLOW else 1)
    for moment in moments:
        target.write_bytes(old)
        process = start(_fill(args, target), cache, output=False)
        time.sleep(moment / 1000)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        assert target.read_bytes() in (old, new), f"killed at {moment} ms"
    target.write_bytes(old)
    assert run(_fill(args, target), cache).returncode == 0
    assert target.read_bytes() == new
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]
