"""Every ``console`` block of the README runs as printed.

Each ``$ deckcheck …`` line runs in a shell, in a temporary folder where the README's
paths exist (``deckcheck examples --copy examples`` made them), one block's lines in
order (a block may create a file that its next line edits). A line must not crash and
must exit with the code its comment states (``# exit 1``), else 0. When the README shows
what a line prints, the output is compared line by line (trailing spaces ignored); an
output with a ``...`` line is compared only up to it.

To keep this easy to maintain, lines that cannot run verbatim by design are listed in
:data:`NOT_RUNNABLE` with the reason, batches of games (``--games N``) run only with
``DECKCHECK_SLOW_TESTS=1``, and blocks that fail for a known, open reason in
:data:`KNOWN_FAILING` (strict: fixing the reason makes the test fail until the entry is
removed).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"

#: Lines shown as illustrations of files the reader has and deckcheck does not ship.
NOT_RUNNABLE = {
    "deckcheck catalog check my-cards/": "checks the reader's own catalogue folder",
}

#: First command of a block -> why it fails today (open issues).
KNOWN_FAILING: dict[str, str] = {}

#: Batches of games take seconds each: run them with the slow tests only.
SLOW = os.environ.get("DECKCHECK_SLOW_TESTS") != "1"


@dataclass
class Step:
    command: str
    expected_code: int
    output: list[str] = field(default_factory=list)


def console_blocks(text: str) -> list[list[Step]]:
    blocks = []
    for body in re.findall(r"```console\n(.*?)```", text, re.S):
        steps: list[Step] = []
        for line in body.splitlines():
            if line.startswith("$ "):
                command = line[2:]
                stated = re.search(r"#.*\bexit (\d)\b", command)
                steps.append(Step(command, int(stated.group(1)) if stated else 0))
            elif steps:
                steps[-1].output.append(line.rstrip())
        blocks.append(steps)
    return blocks


def _bare(command: str) -> str:
    return command.split("  #", 1)[0].strip()


BLOCKS = console_blocks(README.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("readme")
    _run("deckcheck examples --copy examples", folder)
    return folder


def _run(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    bin_dir = str(Path(sys.executable).parent)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
    env.update(COLUMNS="200", NO_COLOR="1", TERM="dumb")
    return subprocess.run(
        command, shell=True, cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


def _compare(expected: list[str], actual: list[str], command: str) -> None:
    while expected and not expected[-1]:
        expected = expected[:-1]
    if "..." in expected:
        expected = expected[: expected.index("...")]
        actual = actual[: len(expected)]
    assert actual == expected, f"the README's output of {command!r} differs"


@pytest.mark.parametrize(
    "steps",
    [
        pytest.param(
            steps,
            id=_bare(steps[0].command)[:60],
            marks=[pytest.mark.xfail(strict=True, reason=KNOWN_FAILING[_bare(steps[0].command)])]
            if _bare(steps[0].command) in KNOWN_FAILING
            else [],
        )
        for steps in BLOCKS
        if steps
    ],
)
def test_console_block_runs_as_printed(steps: list[Step], workdir: Path) -> None:
    for step in steps:
        bare = _bare(step.command)
        if not bare.startswith("deckcheck ") or bare in NOT_RUNNABLE:
            continue
        if SLOW and "--games" in bare:
            continue
        done = _run(step.command, workdir)
        shown = done.stdout + done.stderr
        assert "Traceback" not in shown, shown
        assert done.returncode == step.expected_code, (bare, shown)
        if step.output:
            actual = [line.rstrip() for line in shown.splitlines()]
            _compare(step.output, actual, bare)


def test_the_parser_reads_codes_and_outputs() -> None:
    text = "```console\n$ deckcheck x   # exit 1\nout\n...\n$ deckcheck y\n```\n"
    steps = console_blocks(text)[0]
    assert [(s.command, s.expected_code, s.output) for s in steps] == [
        ("deckcheck x   # exit 1", 1, ["out", "..."]),
        ("deckcheck y", 0, []),
    ]
    _compare(["a", "..."], ["a", "b", "c"], "x")
    with pytest.raises(AssertionError):
        _compare(["a", "b"], ["a", "c"], "x")
