"""Benchmark: start-up of ``deckcheck`` commands against a trivial one-command Typer app.

The target (issue "Every command plays the deck that validate checked", section
Start-up): ``deckcheck validate ONE_LEGAL_DECK`` and ``deckcheck cards e:fire`` each cost
at most 1.45x a trivial Typer app run by the same Python. The measure is CPU time (user
+ system of the child process, from ``resource.getrusage(RUSAGE_CHILDREN)``), the median
of runs that alternate between the commands, so that a busy machine slows all of them
alike. The catalogues are read through a warm document cache, as on a user's second run.

Both sides run from compiled bytecode, as after ``pip install`` (which compiles every
module): Typer's modules in site-packages have theirs, and deckcheck's are compiled here
first (``compileall``). Without that, an environment with ``PYTHONDONTWRITEBYTECODE=1``
(this project's machines set it) recompiles deckcheck's source on every run and measures
the compiler: 1.55x instead of 1.36x for ``validate``.

Run: ``.venv/bin/python bench/bench_startup.py [--runs N] [--json]``. Exits 1 when a ratio is
above the target. ``--json`` prints the medians and ratios as one JSON object, the form
``bench/results/`` keeps (``tools/docs_benchmarks.py record``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

TARGET = 1.45

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = Path(__file__).resolve().parents[1] / "deckcheck"
LEGAL_DECK = ROOT / "examples" / "decks" / "starter-short.yaml"

TRIVIAL_APP = '''\
import typer

app = typer.Typer()


@app.command()
def main(name: str) -> None:
    """Say a name."""
    typer.echo(name)


app()
'''


def child_cpu_seconds(argv: list[str], env: dict[str, str]) -> float:
    """The CPU time (user + system) one child process spends, checked to exit 0."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def deckcheck_argv(*args: str) -> list[str]:
    """The console script run by this Python (as a user's shell runs it)."""
    script = Path(sys.executable).parent / "deckcheck"
    if script.is_file():
        return [sys.executable, str(script), *args]
    return [sys.executable, "-m", "deckcheck", *args]  # pragma: no cover


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs of each command")
    parser.add_argument("--json", action="store_true", help="Print the figures as JSON.")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        trivial = Path(tmp) / "trivial.py"
        trivial.write_text(TRIVIAL_APP, encoding="utf-8")
        env = dict(os.environ, DECKCHECK_CACHE_DIR=str(Path(tmp) / "cache"))
        # Bytecode beside the sources (a user's install has it; see the module's text).
        compiled = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(PACKAGE)],
            env=compiled,
            check=True,
            stdout=subprocess.DEVNULL,
        )
        commands = {
            "trivial Typer app": [sys.executable, str(trivial), "x"],
            "deckcheck --version": deckcheck_argv("--version"),
            "deckcheck validate LEGAL_DECK": deckcheck_argv("validate", str(LEGAL_DECK)),
            "deckcheck cards e:fire": deckcheck_argv("cards", "e:fire"),
        }
        for argv in commands.values():  # warm the cache and the file system
            child_cpu_seconds(argv, env)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(options.runs):
            for name, argv in commands.items():
                times[name].append(child_cpu_seconds(argv, env))

    medians = {name: statistics.median(values) for name, values in times.items()}
    base = medians["trivial Typer app"]
    if options.json:
        ratios = {name: median / base for name, median in medians.items()}
        checked = [
            r
            for name, r in ratios.items()
            if name.startswith(("deckcheck validate", "deckcheck cards"))
        ]
        print(
            json.dumps(
                {
                    "runs": options.runs,
                    "ms": {name: round(median * 1000, 1) for name, median in medians.items()},
                    "ratios": {name: round(ratio, 2) for name, ratio in ratios.items()},
                    "target": TARGET,
                    "ok": all(r <= TARGET for r in checked),
                },
                indent=2,
            )
        )
        return 0 if all(r <= TARGET for r in checked) else 1
    print(f"CPU time, median of {options.runs} alternating runs ({sys.executable}):")
    failed = False
    for name, median in medians.items():
        ratio = median / base
        is_checked = name.startswith(("deckcheck validate", "deckcheck cards"))
        verdict = ""
        if is_checked:
            verdict = "ok" if ratio <= TARGET else f"ABOVE the {TARGET}x target"
            failed |= ratio > TARGET
        print(f"  {name:32} {median * 1000:7.1f} ms  {ratio:5.2f}x  {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
