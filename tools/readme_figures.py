"""Rewrite the README's console blocks whose figures come from a run of games.

The win rates, intervals and rankings that ``play --games``, ``tournament`` and ``tune``
print change whenever an engine, an agent or a card changes, so they are not pasted: each
such block sits in a marked region,

    <!-- readme-figures: NAME -->
    ```console
    $ deckcheck …
    …
    ```
    <!-- /readme-figures -->

and this script runs the region's command (in a folder made by ``deckcheck examples
--copy examples``, as a reader would) and writes its output there. The runs are seeded,
so the output is the same on every machine, except for lines that report time
(``56 games/s (17.94 s, 2 jobs)``): those are written as ``...``, which the README's
test reads as "any lines". ``tests/test_readme_console.py`` checks that every region is
what this script writes (with ``DECKCHECK_SLOW_TESTS=1``: the runs take minutes).

Usage: ``python tools/readme_figures.py [--check] [NAME…]`` (``--check``: change nothing,
exit 1 and name the regions that differ).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from deckcheck.loading.atomic import write_atomic

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"

#: The environment of every run: a wide terminal without colours, as the README shows.
ENV = {"COLUMNS": "200", "NO_COLOR": "1", "TERM": "dumb"}

#: Lines that report how long a run took: different on every run.
VOLATILE = re.compile(r"^[\d,.]+ games/s\b")

REGION = re.compile(
    r"(<!-- readme-figures: (?P<name>[\w-]+) -->\n)(?P<body>.*?)(<!-- /readme-figures -->)",
    re.S,
)


@dataclass(frozen=True)
class Figure:
    """One region: the command whose output it shows."""

    command: str


FIGURES: dict[str, Figure] = {
    "play-ccs-batch": Figure(
        "deckcheck play examples/decks/wind-and-fire.txt examples/decks/wind-and-fire.txt "
        "--games 1000 --jobs 2 --seed 1 --agent-a greedy",
    ),
    "play-berserk-batch": Figure(
        "deckcheck play examples/decks/steppes-berserk.yaml examples/decks/steppes-berserk.yaml "
        "--games 200 --jobs 2 --seed 1 --agent-a greedy",
    ),
    "tournament": Figure(
        "deckcheck tournament examples/decks/starter-short.yaml examples/decks/starter-25.yaml "
        "examples/decks/wind-and-fire.txt -n 100 --seed 1 "
        "--agent-for examples/decks/wind-and-fire.txt=greedy"
    ),
    "tune": Figure(
        "deckcheck tune examples/decks/starter-short.yaml "
        "--against examples/decks/wind-and-fire.txt --against examples/decks/starter-25.yaml "
        "--games 100 --candidates 6 --seed 1 -j 2"
    ),
}


def shown_lines(output: str) -> list[str]:
    """What the README shows of an output: trailing spaces cut, and every line that
    reports time replaced by ``...`` (one for a run of them)."""
    lines = [line.rstrip() for line in output.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    shown: list[str] = []
    for line in lines:
        if VOLATILE.search(line) is None:
            shown.append(line)
        elif not shown or shown[-1] != "...":
            shown.append("...")
    return shown


def block(command: str, lines: list[str]) -> str:
    """The region's body: a console block of the command and what it shows."""
    return "```console\n$ " + command + "\n" + "".join(f"{line}\n" for line in lines) + "```\n"


def deckcheck_env() -> dict[str, str]:
    """The environment of a run: this interpreter's ``deckcheck`` first on the PATH."""
    bin_dir = str(Path(sys.executable).parent)
    return dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""), **ENV)


def examples_folder(parent: Path) -> Path:
    """A folder where the README's paths exist, made as a reader would make it."""
    subprocess.run(
        "deckcheck examples --copy examples",
        shell=True,
        cwd=parent,
        env=deckcheck_env(),
        check=True,
        capture_output=True,
    )
    return parent


def render(name: str, cwd: Path) -> str:
    """Run the figure ``name`` in ``cwd`` (made by :func:`examples_folder`): its block."""
    figure = FIGURES[name]
    done = subprocess.run(
        figure.command,
        shell=True,
        cwd=cwd,
        env=deckcheck_env(),
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{figure.command!r} exited {done.returncode}:\n{done.stderr}")
    return block(figure.command, shown_lines(done.stdout + done.stderr))


def regions(text: str) -> dict[str, str]:
    """The README's figure regions, by name: their bodies."""
    found: dict[str, str] = {}
    for match in REGION.finditer(text):
        if match.group("name") in found:
            raise ValueError(f"the README has two regions named {match.group('name')!r}")
        found[match.group("name")] = match.group("body")
    return found


def replace(text: str, bodies: dict[str, str]) -> str:
    """``text`` with the regions named in ``bodies`` rewritten."""
    return REGION.sub(
        lambda m: m.group(1) + bodies.get(m.group("name"), m.group("body")) + m.group(4), text
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument("names", nargs="*", help="the regions to run (default: every one)")
    args = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    present = regions(text)
    names = args.names or list(FIGURES)
    unknown = [n for n in names if n not in FIGURES or n not in present]
    if unknown or set(present) != set(FIGURES):
        print(f"figures and README regions disagree: {sorted(set(present) ^ set(FIGURES))}"
              f"{' ' + str(unknown) if unknown else ''}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        cwd = examples_folder(Path(tmp))
        bodies = {}
        for name in names:
            print(f"running {name} …", file=sys.stderr)
            bodies[name] = render(name, cwd)
    stale = [name for name in names if bodies[name] != present[name]]
    if args.check:
        for name in stale:
            print(f"README region {name!r} is not what the command prints now", file=sys.stderr)
        return 1 if stale else 0
    if stale:
        write_atomic(README, replace(text, bodies).encode("utf-8"))
    print(f"{len(stale)} of {len(names)} regions rewritten", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
