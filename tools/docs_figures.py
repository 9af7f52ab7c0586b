"""Rewrite the documentation's console blocks whose figures come from a run of games.

The win rates, intervals and rankings that ``play --games``, ``tournament`` and ``tune``
print change whenever an engine, an agent or a card changes, so they are not pasted: each
such block sits in a marked region of a page (``README.md`` or ``docs/**/*.md``),

    <!-- figures: NAME -->
    ```console
    $ deckcheck …
    …
    ```
    <!-- /figures -->

and this script runs the region's command (in a folder made by ``deckcheck examples
--copy examples``, as a reader would) and writes its output there. The runs are seeded,
so the output is the same on every machine, except for lines that report time
(``56 games/s (17.94 s, 2 jobs)``): those are written as ``...``, which the console
test reads as "any lines". ``tests/docs/test_docs_console.py`` checks that every region is
what this script writes (with ``DECKCHECK_SLOW_TESTS=1``: the runs take minutes). Each
region is in exactly one page.

Usage: ``python tools/docs_figures.py [--check] [NAME…]`` (``--check``: change nothing,
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
DOCS = ROOT / "docs"

#: The environment of every run: a wide terminal without colours, as the pages show.
ENV = {"COLUMNS": "200", "NO_COLOR": "1", "TERM": "dumb"}

#: Lines that report how long a run took: different on every run.
VOLATILE = re.compile(r"^[\d,.]+ games/s\b")

REGION = re.compile(
    r"(<!-- figures: (?P<name>[\w-]+) -->\n)(?P<body>.*?)(<!-- /figures -->)",
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
    """What a page shows of an output: trailing spaces cut, and every line that
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
    """A folder where the pages' paths exist, made as a reader would make it."""
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
    """A page's figure regions, by name: their bodies."""
    found: dict[str, str] = {}
    for match in REGION.finditer(text):
        if match.group("name") in found:
            raise ValueError(f"two regions named {match.group('name')!r}")
        found[match.group("name")] = match.group("body")
    return found


def replace(text: str, bodies: dict[str, str]) -> str:
    """``text`` with the regions named in ``bodies`` rewritten."""
    return REGION.sub(
        lambda m: m.group(1) + bodies.get(m.group("name"), m.group("body")) + m.group(4), text
    )


def pages(root: Path = ROOT) -> list[Path]:
    """The pages that may hold figure regions: the README and the documentation."""
    return [root / "README.md", *sorted((root / "docs").rglob("*.md"))]


def where(root: Path = ROOT) -> dict[str, list[Path]]:
    """Each figure region found in the pages, with the pages holding it."""
    found: dict[str, list[Path]] = {}
    for page in pages(root):
        for name in regions(page.read_text(encoding="utf-8")):
            found.setdefault(name, []).append(page)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument("names", nargs="*", help="the regions to run (default: every one)")
    args = parser.parse_args(argv)
    found = where()
    names = args.names or list(FIGURES)
    unknown = [n for n in names if n not in FIGURES or n not in found]
    twice = sorted(name for name, at in found.items() if len(at) > 1)
    if unknown or twice or set(found) != set(FIGURES):
        print(
            f"figures and page regions disagree: {sorted(set(found) ^ set(FIGURES))}"
            f"{' ' + str(unknown) if unknown else ''}"
            f"{' in two pages: ' + str(twice) if twice else ''}",
            file=sys.stderr,
        )
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        cwd = examples_folder(Path(tmp))
        bodies = {}
        for name in names:
            print(f"running {name} …", file=sys.stderr)
            bodies[name] = render(name, cwd)
    stale = []
    for name in names:
        (page,) = found[name]
        text = page.read_text(encoding="utf-8")
        if regions(text)[name] == bodies[name]:
            continue
        stale.append(name)
        if args.check:
            print(
                f"{page.relative_to(ROOT)} region {name!r} is not what the command prints now",
                file=sys.stderr,
            )
        else:
            write_atomic(page, replace(text, {name: bodies[name]}).encode("utf-8"))
    if args.check:
        return 1 if stale else 0
    print(f"{len(stale)} of {len(names)} regions rewritten", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
