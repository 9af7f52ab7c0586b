"""Benchmark: validating 1,000 deck files in one call vs the bare YAML parse of the same files.

The target (issue "Deck files and validation"): ``DeckChecker`` over 1,000 files costs at
most 2x ``yaml.load(..., Loader=yaml.CSafeLoader)`` of each file. The catalogues and
formats are loaded once (through the document cache) before timing starts, as they are
in one ``deckcheck validate`` call; the CLI run is timed too, end to end in-process.

Run: ``.venv/bin/python bench/bench_validate.py [--files N] [--repeat R] [--json]``. Exits 1
when the ratio is above the target. ``--json`` prints the figures as one JSON object, the
form ``bench/results/`` keeps (``tools/docs_benchmarks.py record``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import yaml

from deckcheck.catalog.load import load_catalogue
from deckcheck.formats.checker import DeckChecker
from deckcheck.loading.cache import DocumentCache

TARGET = 2.0


def write_decks(folder: Path, count: int, seed: int = 2001) -> list[Path]:
    """``count`` realistic deck files: CCS short/extended and Berserk, legal and not."""
    rng = random.Random(seed)
    ccs = load_catalogue("ccs")
    berserk = load_catalogue("berserk")
    play = [c.id for c in ccs if c.type != "clow_spirit"]
    spirits = [c.id for c in ccs if c.type == "clow_spirit"]
    berserk_ids = [c.id for c in berserk]
    paths = []
    for i in range(count):
        lines = ["# yaml-language-server: $schema=../../schemas/deck.schema.json"]
        if i % 3 == 2:
            lines += ["game: berserk", f"name: Berserk deck {i}", "deck:"]
            for card in rng.sample(berserk_ids, rng.randint(10, 17)):
                lines.append(f"  {card}: {rng.randint(1, 3)}")
        else:
            fmt = "short" if i % 3 == 0 else "extended"
            lines += ["game: ccs", f"name: Deck number {i}", f"format: {fmt}", "deck:"]
            for card in rng.sample(play, rng.randint(12, 25)):
                lines.append(f"  {card}: {rng.randint(1, 3)}")
            lines.append("spirits:")
            for card in rng.sample(spirits, rng.randint(12, 26)):
                lines.append(f"  {card}: 1")
        path = folder / f"deck{i:04d}.yaml"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


def best_of(repeat: int, *runs: Callable[[], None]) -> list[float]:
    """The best time of each run over ``repeat`` rounds, interleaved so that load from
    other processes falls on all of them alike."""
    best = [float("inf")] * len(runs)
    for _ in range(repeat):
        for i, run in enumerate(runs):
            start = time.perf_counter()
            run()
            best[i] = min(best[i], time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="Print the figures as JSON.")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ["DECKCHECK_CACHE_DIR"] = str(folder / "cache")
        paths = write_decks(folder, args.files)

        def bare_parse() -> None:
            for path in paths:
                with path.open("rb") as handle:
                    yaml.load(handle.read(), Loader=yaml.CSafeLoader)

        checker = DeckChecker(cache=DocumentCache())
        for game in checker.games:  # loaded once per call, as in the CLI (warm cache)
            checker.catalogue(game)
            checker.formats(game)

        outcomes: dict[str, int] = {}

        def validate() -> None:
            outcomes.clear()
            for report in checker.check_paths(paths):
                outcomes[report.outcome] = outcomes.get(report.outcome, 0) + 1

        def cli() -> None:
            from typer.testing import CliRunner

            from deckcheck.cli import app

            result = CliRunner().invoke(
                app, ["validate", "--output", "json", *map(str, paths)], env={"NO_COLOR": "1"}
            )
            assert result.exit_code in (0, 1), result.output[-2000:]

        validate()  # warm-up: imports, compiled schemas
        cli()
        parse_s, validate_s, cli_s = best_of(args.repeat, bare_parse, validate, cli)

    ratio = validate_s / parse_s
    if args.json:
        print(
            json.dumps(
                {
                    "files": args.files,
                    "repeat": args.repeat,
                    "outcomes": outcomes,
                    "ms": {
                        "yaml_load": round(parse_s * 1000, 1),
                        "validate": round(validate_s * 1000, 1),
                        "cli": round(cli_s * 1000, 1),
                    },
                    "ratios": {"validate": round(ratio, 2), "cli": round(cli_s / parse_s, 2)},
                    "target": TARGET,
                    "ok": ratio <= TARGET,
                },
                indent=2,
            )
        )
        return 0 if ratio <= TARGET else 1
    print(f"decks:                      {args.files} ({outcomes})")
    print(f"bare yaml.load CSafeLoader: {parse_s * 1000:8.1f} ms")
    print(f"DeckChecker.check_paths:    {validate_s * 1000:8.1f} ms  ratio {ratio:.2f}x")
    print(
        f"deckcheck validate (CLI):   {cli_s * 1000:8.1f} ms  ratio {cli_s / parse_s:.2f}x "
        "(in-process, JSON output, catalogues from the cache)"
    )
    print(
        f"target: validation <= {TARGET:.1f}x the bare parse: {'ok' if ratio <= TARGET else 'FAIL'}"
    )
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
