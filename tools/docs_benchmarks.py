"""Write the figures of ``docs/benchmarks.md`` from the recorded runs in ``bench/results/``.

The benchmark scripts (``bench/*.py``) print their figures as JSON with ``--json``. A run
worth keeping is stored in ``bench/results/NAME.json`` — a *record*: the script and
command, the date, the machine and its conditions, where the figures come from, notes,
and its runs, each one a label and the script's JSON output (``output``) — and every
table of the page is written from the records by this script, never pasted. The tables
sit in marked regions of the page,

    <!-- bench: TABLE -->
    …
    <!-- /bench -->

and :data:`TABLES` says which records each one reads. ``tests/docs/test_docs_benchmarks.py``
checks that every region is what this script writes from the stored records now.

The records of 1 and 2 December 2026 were transcribed from the README of that day, which
stated the figures but kept no script output: their ``output`` holds only the figures the
README stated, in the keys of the script's JSON (a range of values as ``[low, high]``).

Usage:

- ``python tools/docs_benchmarks.py [--check]``: rewrite the page's regions (``--check``:
  change nothing, exit 1 and name the regions that differ);
- ``python tools/docs_benchmarks.py record NAME --label LABEL [--conditions TEXT]
  [--note TEXT] -- COMMAND…``: run ``COMMAND`` (a bench script with ``--json``), and add
  its output as a run of the record ``bench/results/NAME.json`` (made, with today's date
  and this machine, if it does not exist). A new record joins the page once a table of
  :data:`TABLES` names it.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shlex
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"
PAGE = ROOT / "docs" / "benchmarks.md"

REGION = re.compile(r"(<!-- bench: (?P<name>[\w-]+) -->\n)(?P<body>.*?)(<!-- /bench -->)", re.S)

#: The keys every record has (``notes`` and ``runs`` are lists; a run has ``label`` and
#: ``output``, and may override ``script``, ``command``, ``date`` and say ``engines``).
RECORD_KEYS = ("script", "command", "date", "machine", "conditions", "origin", "notes", "runs")

#: The search agent's default budget (``deckcheck.engine.agents.DEFAULT_BUDGET``), shown
#: in bold in the search's table.
DEFAULT_BUDGET = 200

Record = Mapping[str, Any]
Run = Mapping[str, Any]


class RecordError(ValueError):
    """A record that is not in the form this script reads."""


# --- records --------------------------------------------------------------------------


def check_record(name: str, data: Any) -> Record:
    """``data`` if it is a record, else a :class:`RecordError` saying what is wrong."""
    if not isinstance(data, dict):
        raise RecordError(f"{name}: a record is a JSON object")
    missing = [key for key in RECORD_KEYS if key not in data]
    if missing:
        raise RecordError(f"{name}: missing {', '.join(missing)}")
    try:
        datetime.date.fromisoformat(data["date"])
    except (TypeError, ValueError):
        raise RecordError(f"{name}: date {data['date']!r} is not YYYY-MM-DD") from None
    if not isinstance(data["notes"], list) or not isinstance(data["runs"], list):
        raise RecordError(f"{name}: notes and runs are lists")
    if not data["runs"]:
        raise RecordError(f"{name}: no runs")
    for index, run in enumerate(data["runs"]):
        if not isinstance(run, dict) or "label" not in run or "output" not in run:
            raise RecordError(f"{name}: run {index} needs a label and an output")
    return data


def load(name: str, results: Path = RESULTS) -> Record:
    path = results / f"{name}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise RecordError(f"{name}: {err}") from None
    return check_record(name, data)


def record_names(results: Path = RESULTS) -> list[str]:
    """The stored records, by name."""
    return sorted(path.stem for path in results.glob("*.json"))


# --- formatting -----------------------------------------------------------------------


def num(value: Any) -> str:
    """A figure as the page shows it: thousands separated, a float as stored, a range as
    ``low–high``, nothing for a figure the record does not have."""
    if value is None:
        return ""
    if isinstance(value, list):
        return "–".join(num(v) for v in value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.0f}" if value >= 10_000 else repr(value)
    return str(value)


def pct(rate: float | None) -> str:
    return "" if rate is None else f"{rate * 100:.1f}%"


def interval(ci: Sequence[float] | None) -> str:
    return "" if not ci else f"{ci[0] * 100:.1f}–{ci[1] * 100:.1f}%"


def times(ratio: Any) -> str:
    return "" if ratio is None else f"{num(ratio)}×"


def bold(text: str, on: bool = True) -> str:
    return f"**{text}**" if on and text else text


def long_date(iso: str) -> str:
    day = datetime.date.fromisoformat(iso)
    return f"{day.day} {day.strftime('%B')} {day.year}"


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def source(name: str, record: Record) -> list[str]:
    """The lines naming where a table's figures come from: the record, its command, date,
    machine, conditions and notes."""
    # A record without a script (a profiler's count, a command line not kept) describes how
    # it was measured in words.
    command = f"`{record['command']}`" if record["script"] else record["command"]
    words = (
        f"Source: `bench/results/{name}.json` — {command}, {long_date(record['date'])}, "
        f"{record['machine']}; {record['conditions']}. {record['origin'][:1].upper()}"
        f"{record['origin'][1:]}."
    )
    return [" ".join([words, *record["notes"]])]


def output(run: Run) -> Any:
    return run["output"]


def runs_by(record: Record, label: str, engines: str | None = None) -> list[Run]:
    return [
        run
        for run in record["runs"]
        if run["label"] == label and (engines is None or run.get("engines") == engines)
    ]


def first(record: Record, label: str, engines: str | None = None) -> Run | None:
    found = runs_by(record, label, engines)
    return found[0] if found else None


def labels(record: Record) -> list[str]:
    seen: list[str] = []
    for run in record["runs"]:
        if run["label"] not in seen:
            seen.append(run["label"])
    return seen


# --- the tables -----------------------------------------------------------------------


def loading(records: Sequence[Record]) -> list[str]:
    (record,) = records
    out = output(record["runs"][0])
    ms, ratios = out["ms"], out.get("ratios", {})

    def t(key: str) -> str:
        return f"{num(ms[key])} ms" if ms.get(key) is not None else ""

    rows = [
        ["`yaml.load(..., CSafeLoader)` (libyaml parse to Python data)", t("yaml_load"), ""],
        ["libyaml event stream only", t("events"), ""],
        [
            "deckcheck strict load + schema check",
            t("strict_load"),
            f"{bold(times(ratios.get('strict_load_to_yaml_load')))} `yaml.load`, "
            f"{times(ratios.get('strict_load_to_events'))} the bare events",
        ],
    ]
    if ms.get("whole_catalogue") is not None:
        rows.append(
            [
                "whole catalogue with cross-checks (no cache)",
                t("whole_catalogue"),
                f"{times(ratios.get('whole_catalogue_to_yaml_load'))} `yaml.load`",
            ]
        )
    rows += [
        [
            "document from the cache (HMAC-checked)",
            t("cached_document"),
            f"{bold(times(ratios.get('cached_document_to_json_loads')))} `json.loads` "
            f"({t('json_loads')}) of the same data",
        ],
        [
            f"whole catalogue from the cache ({num(out['cards'])} `Card`s, cross-checks)",
            t("cached_catalogue"),
            f"{times(ratios.get('cached_catalogue_to_json_loads'))} `json.loads`",
        ],
    ]
    if ms.get("trivial_app") is not None:
        rows.append(["a trivial Typer app (wall time)", t("trivial_app"), ""])
        rows.append(["`deckcheck --version` (wall time)", t("version"), ""])
    rows.append(
        [
            "`deckcheck catalog check` (bundled, cached / `--no-cache`; wall time)",
            f"{t('catalog_check_cached')} / {t('catalog_check_no_cache')}",
            "",
        ]
    )
    intro = (
        f"`python bench/bench_loading.py` — a generated {num(out['cards'])}-card catalogue "
        f"({num(out['size_kib'])} KiB), best of {num(out['repeat'])}:"
    )
    return [intro, "", *table(["", "time", "ratio"], rows)]


#: How the start-up script names its commands, and how the page shows them.
STARTUP_COMMANDS = {
    "trivial Typer app": "trivial Typer app",
    "deckcheck --version": "`deckcheck --version`",
    "deckcheck validate LEGAL_DECK": "`deckcheck validate examples/decks/starter-short.yaml`",
    "deckcheck cards e:fire": "`deckcheck cards e:fire`",
}
STARTUP_CHECKED = ("deckcheck validate LEGAL_DECK", "deckcheck cards e:fire")


def startup(records: Sequence[Record]) -> list[str]:
    (record,) = records
    main, *others = record["runs"]
    out = output(main)
    target = out.get("target")
    header = ["", "CPU time", "ratio", *(f"ratio: {run['label']}" for run in others)]
    rows = []
    for key, shown in STARTUP_COMMANDS.items():
        ratio = times(out["ratios"].get(key))
        if key in STARTUP_CHECKED:
            ratio = f"{bold(ratio)} (target {times(target)})"
        rows.append(
            [
                shown,
                f"{num(out['ms'].get(key))} ms",
                ratio,
                *(times(output(run)["ratios"].get(key)) for run in others),
            ]
        )
    intro = (
        "`python bench/bench_startup.py` — start-up, CPU time of the whole process (median "
        f"of {num(out['runs'])} runs alternating between the commands, same Python, warm cache), "
        f"against a trivial one-command Typer app ({main['label']}):"
    )
    return [intro, "", *table(header, rows)]


def validate(records: Sequence[Record]) -> list[str]:
    (record,) = records
    out = output(record["runs"][0])
    ms, ratios = out["ms"], out["ratios"]
    rows = [
        ["bare `yaml.load` (CSafeLoader) of each file", f"{num(ms['yaml_load'])} ms", ""],
        [
            "`deckcheck validate` (the library: `DeckChecker.check_paths`)",
            f"{num(ms['validate'])} ms",
            f"{bold(times(ratios['validate']))} (target {times(out.get('target'))})",
        ],
        [
            "the CLI in-process (`--output json`)",
            f"{num(ms['cli'])} ms",
            times(ratios["cli"]),
        ],
    ]
    intro = f"`python bench/bench_validate.py` — {num(out['files'])} deck files:"
    return [intro, "", *table(["", "time", "ratio to `yaml.load`"], rows)]


def _speed(run: Run | None) -> Any:
    if run is None:
        return None
    out = output(run)
    if "decisions_per_second" in out:
        return out["decisions_per_second"]
    return out.get("speed_printed_stats_only", out.get("speed", {})).get("decisions_per_cpu_second")


def _per_game(run: Run | None) -> Any:
    if run is None:
        return None
    out = output(run)
    if "decisions_per_game" in out:
        return out["decisions_per_game"]
    return out.get("speed_printed_stats_only", out.get("speed", {})).get("decisions_per_game")


def engine_speed(records: Sequence[Record]) -> list[str]:
    speeds, instructions = records
    rows = []
    for label in labels(speeds):
        compiled, pure = first(speeds, label, "compiled"), first(speeds, label, "pure Python")
        if compiled is None and pure is None:
            continue
        counts = [first(instructions, label, e) for e in ("compiled", "pure Python")]
        per = [None if c is None else output(c)["instructions_per_decision"] for c in counts]
        words = ""
        if per[0] is not None and per[1] is not None:
            words = f"{num(per[0])} / {num(per[1])} ({per[1] / per[0]:.1f}×)"
        speedup = None if compiled is None else output(compiled).get("speedup")
        rows.append(
            [
                label,
                bold(num(_speed(compiled))),
                num(_speed(pure)),
                words,
                num(_per_game(compiled) or _per_game(pure)),
                times(speedup),
            ]
        )
    header = [
        "engine",
        "compiled",
        "pure Python",
        "instructions a decision, compiled / pure",
        "decisions per game",
        "`--jobs 2` speed-up (compiled)",
    ]
    return [
        "Decisions per second on one core, random agents in the batch runner's game loop:",
        "",
        *table(header, rows),
        "",
        *source(speeds["_name"], speeds),
        "",
        *source(instructions["_name"], instructions),
    ]


#: How the engine script names RLCard's loops, and how the page shows them.
PEER_LOOPS = {
    "RLCard uno, game loop": "RLCard UNO, bare game loop (`game.step` over `get_legal_actions`)",
    "RLCard uno, env.run": "RLCard UNO, `env.run` (also encodes observations for learning agents)",
    "RLCard leduc-holdem, game loop": "RLCard Leduc Hold'em, bare game loop",
    "RLCard leduc-holdem, env.run": "RLCard Leduc Hold'em, `env.run`",
}


def peers(records: Sequence[Record]) -> list[str]:
    (record,) = records
    rows = []
    for run in record["runs"]:
        for peer in output(run).get("peers", ()):
            rows.append(
                [
                    PEER_LOOPS.get(peer["loop"], peer["loop"]),
                    num(peer["decisions_per_second"]),
                    num(peer.get("decisions_per_game")),
                ]
            )
    return table(["loop", "decisions/s, one core", "decisions per game"], rows)


def berserk_vs_rlcard(records: Sequence[Record]) -> list[str]:
    speeds, instructions = records
    rows = []
    for run in speeds["runs"]:
        out = output(run)
        uno = next(p for p in out["peers"] if p["loop"] == "RLCard uno, env.run")
        ratio = out["decisions_per_second"] / uno["decisions_per_second"]
        rows.append(
            [
                run["label"],
                num(out["decisions_per_second"]),
                num(uno["decisions_per_second"]),
                bold(f"{ratio:.2f}×"),
            ]
        )
    counted = [
        [
            run["label"],
            bold(num(output(run)["instructions_per_decision"])),
            num(output(run).get("decisions")),
        ]
        for run in instructions["runs"]
    ]
    return [
        *table(
            [
                "run",
                "Berserk, decisions/s",
                "RLCard UNO `env.run`, decisions/s",
                "Berserk against RLCard UNO",
            ],
            rows,
        ),
        "",
        *source(speeds["_name"], speeds),
        "",
        *table(["callgrind", "instructions a decision", "decisions counted"], counted),
        "",
        *source(instructions["_name"], instructions),
    ]


def copies(records: Sequence[Record]) -> list[str]:
    (record,) = records
    rows = [
        [
            f"{run.get('engines', '')}, {run['label']}",
            num(output(run)["copies"]["clones_per_second"]),
            num(output(run)["copies"]["determinizations_per_second"]),
        ]
        for run in record["runs"]
    ]
    return table(["engines", "clones/s", "determinisations/s"], rows)


def greedy(records: Sequence[Record]) -> list[str]:
    (record,) = records
    rows = []
    for run in record["runs"]:
        out = output(run)
        if "greedy_vs_random" in out:  # bench_berserk.py: one row per recruitment setting
            out = out["greedy_vs_random"][0]
        date = long_date(run.get("date", record["date"]))
        rows.append(
            [run["label"], num(out["games"]), pct(out["rate"]), interval(out["ci95"]), date]
        )
    return table(["greedy against random", "games", "greedy's wins", "95% CI", "recorded"], rows)


def _game(name: str) -> str:
    return {"ccs": "Card Captor Sakura", "berserk": "Berserk"}.get(name, name)


def ladder(records: Sequence[Record]) -> list[str]:
    """Every pair of every run, the records in order (an earlier day's runs first)."""
    rows = []
    for run in (run for record in records for run in record["runs"]):
        for row in output(run):
            a, b = row["agents"]
            said = [w for w in (run["label"], run.get("engines")) if w and w != "compiled"]
            pair = f"{a} vs {b}" + (f" ({'; '.join(said)})" if said else "")
            ms = f"{num(row['ms'][a][0])} vs {num(row['ms'][b][0])}"
            rows.append(
                [
                    _game(row["game"]),
                    pair,
                    num(row["games"]),
                    pct(row["rate"]),
                    interval(row["ci95"]),
                    ms,
                ]
            )
    header = [
        "game, hold-out decks",
        "pair",
        "games",
        "first agent's score",
        "95% CI",
        "ms a decision",
    ]
    return table(header, rows)


def search_greedy(records: Sequence[Record]) -> list[str]:
    (record,) = records
    rows = []
    for label in labels(record):
        compiled = first(record, label, "compiled")
        pure = first(record, label, "pure Python")
        shown = compiled or pure
        if shown is None:
            continue
        row = output(shown)[0]
        agent = row["agents"][0]
        budget = int(agent.partition(":")[2])
        default = budget == DEFAULT_BUDGET

        def ms(run: Run | None, strong: bool, agent: str = agent) -> str:
            if run is None:
                return ""
            mean, p95 = output(run)[0]["ms"][agent]
            return f"{bold(num(mean), strong)} ({num(p95)})"

        rows.append(
            [
                _game(row["game"]),
                bold(num(budget), default) + (" (default)" if default else ""),
                num(row["games"]),
                bold(pct(row["rate"]), default),
                bold(interval(row["ci95"]), default),
                ms(compiled, default),
                ms(pure, False),
            ]
        )
    header = [
        "game",
        "budget (iterations)",
        "games",
        "search's score",
        "95% CI",
        "ms a decision (p95): compiled",
        "pure Python",
    ]
    return table(header, rows)


#: How the tournament script names its backends, and the page's columns.
BACKENDS = {
    "one process": "one process",
    "process pool, 2 workers": "process pool (2 workers)",
    "ray, local, 2 CPUs": "Ray, local (2 CPUs)",
}


def tournament(records: Sequence[Record]) -> list[str]:
    (record,) = records
    out = output(record["runs"][0])
    columns = [b for b in out["backends"]]
    header = ["", *(BACKENDS.get(b["backend"], b["backend"]) for b in columns)]

    def row(title: str, key: str, unit: str = "") -> list[str]:
        cells = []
        for backend in columns:
            value = backend.get(key)
            said = unit.removesuffix("s") if value == 1 and unit.endswith("games") else unit
            cells.append("" if value is None else num(value) + said)
        return [title, *cells]

    rows = [
        row("overhead per unit (a unit of no games), wall", "unit_overhead_wall_ms", " ms"),
        row("the driver's CPU per unit", "unit_overhead_driver_cpu_ms", " ms"),
        row("chunk where the overhead is under 5% of a unit", "chunk_under_5_percent", " games"),
        row(
            f"4-deck round-robin, {num(out['tournament_games'])} games, chunk 100",
            "tournament_wall_s",
            " s",
        ),
        ["speed-up against one process", *(times(b.get("speedup")) for b in columns)],
    ]
    cost = (
        f"A Card Captor Sakura game with random agents costs {num(out['game_cost_ms'])} ms of "
        f"CPU here ({num(out['games_per_second_per_core'])} games/s per core)."
    )
    projection = [
        [num(p["nodes"]), num(p["games_per_second"]), num(p.get("driver_cap_games_per_second"))]
        for p in out.get("projection", ())
    ]
    return [
        *table(header, rows),
        "",
        cost,
        "",
        "**Projection** from these costs, Ray with chunk 100 on nodes of 8 cores: a node gives",
        "8 cores × 100 games / (100 × a game's CPU cost + Ray's overhead per unit) games per",
        "second, and one driver hands out and collects at most 100 games / its CPU per unit:",
        "",
        *table(["nodes", "≈ games/s", "≈ one driver's cap, games/s"], projection),
    ]


#: How the abilities script names its matchups, and how the page shows them.
MATCHUPS = {
    "HORDE vs SWAMP": "«Орда степей» (HORDE) vs «Топи и тьма» (SWAMP)",
    "VS forests vs SWAMP": "VS forests creatures with keywords (VS-069 … VS-101, 3 each) vs SWAMP",
}


def abilities(records: Sequence[Record]) -> list[str]:
    (record,) = records
    rows = []
    for run in record["runs"]:
        for row in output(run)["mirrors"]:
            cells = []
            for key in ("printed_stats_only", "abilities_on"):
                rate = row[key]
                cells.append(f"{pct(rate['rate'])} ({interval(rate['ci95'])})")
            rows.append([MATCHUPS.get(row["matchup"], row["matchup"]), *cells])
    games = record["runs"][0]["output"]["mirrors"][0]["abilities_on"]["games"]
    intro = (
        f"Greedy mirrors, {num(games)} "
        "games each, decks alternate seats, deck A's wins with Wilson 95% intervals; "
        '"printed stats only" plays every card without its keywords and encoded abilities '
        "(`CardTable(..., printed_stats_only=True)`):"
    )
    return [intro, "", *table(["matchup", "printed stats only", "abilities on"], rows)]


#: OpenSpiel's games as the instruction table names them.
OPENSPIEL_GAMES = {"hearts": "Hearts", "gin_rummy": "Gin rummy", "leduc_poker": "Leduc poker"}


def instructions(records: Sequence[Record]) -> list[str]:
    """Instructions a decision (bench_instructions.py), by run and game, with the target,
    the digest of the games counted, and OpenSpiel's games where a run counted them."""
    (record,) = records
    rows = []
    peer_rows = []
    for run in record["runs"]:
        out = output(run)
        figure = out["instructions_per_decision"]
        rows.append(
            [
                run["label"],
                _game(out["game"]),
                bold(num(figure)),
                f"≤ {num(out['target_instructions_per_decision'])}"
                f" ({'met' if out['ok'] else 'not met'})",
                num(out["decisions"]),
                f"`{out['digest'][:12]}`" if out.get("digest") else "",
            ]
        )
        for peer in out.get("peers", ()):
            peer_rows.append(
                [
                    f"OpenSpiel {OPENSPIEL_GAMES.get(peer['game'], peer['game'])} "
                    "(C++, driven from Python)",
                    num(peer["instructions_per_decision"]),
                    num(peer["decisions"]),
                ]
            )
    out_lines = table(
        ["run", "game", "instructions a decision", "target", "decisions counted",
         "games digest"],
        rows,
    )
    if peer_rows:
        out_lines += ["", *table(["peer", "instructions a decision", "decisions counted"],
                                 peer_rows)]
    return out_lines


@dataclass(frozen=True)
class Table:
    """One region of the page: the records it reads and how it writes them."""

    records: tuple[str, ...]
    render: Callable[[Sequence[Record]], list[str]]
    #: Whether the region ends with the records' sources (a renderer that places them
    #: itself says False).
    sources: bool = True


TABLES: dict[str, Table] = {
    "loading": Table(("loading-2026-12-01",), loading),
    "startup": Table(("startup-2026-12-01",), startup),
    "validate": Table(("validate-2026-12-01",), validate),
    "engine-speed": Table(("engine-2026-12-01", "callgrind-2026-12-01"), engine_speed, False),
    "peers": Table(("engine-2026-12-01",), peers, False),
    "berserk-vs-rlcard": Table(
        ("engine-2026-12-02", "callgrind-2026-12-02"), berserk_vs_rlcard, False
    ),
    "copies": Table(("copies-2026-12-01",), copies),
    "greedy-vs-random": Table(("greedy-vs-random-2026-12-01",), greedy),
    "agent-ladder": Table(
        ("agents-2026-12-02", "agents-2026-12-03", "search-options-2026-12-03"), ladder
    ),
    "search-vs-greedy": Table(("search-greedy-2026-12-01",), search_greedy),
    "tournament-backends": Table(("tournament-2026-12-01",), tournament),
    "abilities": Table(("abilities-2026-12-01",), abilities),
    "instructions": Table(("instructions-2026-12-03",), instructions),
}


def render(name: str, results: Path = RESULTS) -> str:
    """The body of the region ``name``: its table(s) and the sources, from the records."""
    spec = TABLES[name]
    records = []
    for record_name in spec.records:
        record = dict(load(record_name, results))
        record["_name"] = record_name
        records.append(record)
    lines = spec.render(records)
    if spec.sources:
        for record in records:
            lines += ["", *source(record["_name"], record)]
    return "\n".join(lines) + "\n"


def regions(text: str) -> dict[str, str]:
    """The page's regions, by name: their bodies."""
    found: dict[str, str] = {}
    for match in REGION.finditer(text):
        if match.group("name") in found:
            raise ValueError(f"the page has two regions named {match.group('name')!r}")
        found[match.group("name")] = match.group("body")
    return found


def replace(text: str, bodies: Mapping[str, str]) -> str:
    """``text`` with the regions named in ``bodies`` rewritten."""
    return REGION.sub(
        lambda m: m.group(1) + bodies.get(m.group("name"), m.group("body")) + m.group(4), text
    )


def write_page(check: bool, page: Path = PAGE, results: Path = RESULTS) -> int:
    """Rewrite the page's regions from the records (``check``: compare only, exit 1 when
    one differs); 2 when the page's regions are not :data:`TABLES`' or a record is bad."""
    text = page.read_text(encoding="utf-8")
    present = regions(text)
    if set(present) != set(TABLES):
        print(
            f"tables and page regions disagree: {sorted(set(present) ^ set(TABLES))}",
            file=sys.stderr,
        )
        return 2
    try:
        bodies = {name: render(name, results) for name in TABLES}
    except (RecordError, KeyError, TypeError, ValueError) as err:
        print(f"a record cannot be read: {err}", file=sys.stderr)
        return 2
    stale = [name for name in TABLES if bodies[name] != present[name]]
    if check:
        for name in stale:
            print(f"{page.name} region {name!r} is not what the records say", file=sys.stderr)
        return 1 if stale else 0
    if stale:
        from deckcheck.loading.atomic import write_atomic

        write_atomic(page, replace(text, bodies).encode("utf-8"))
    print(f"{len(stale)} of {len(TABLES)} regions rewritten", file=sys.stderr)
    return 0


# --- recording a run ------------------------------------------------------------------


def machine() -> str:
    """This machine, as a record names it (no host name)."""
    return (
        f"{os.cpu_count()} cores, {platform.machine()}, {platform.system()}, "
        f"Python {platform.python_version()}"
    )


def record_run(
    name: str,
    label: str,
    command: Sequence[str],
    conditions: str = "",
    notes: Sequence[str] = (),
    results: Path = RESULTS,
) -> Record:
    """Run ``command`` (printing JSON) and add its output as a run of the record ``name``."""
    load_start = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    done = subprocess.run(list(command), capture_output=True, text=True, cwd=ROOT)
    try:
        out = json.loads(done.stdout)
    except ValueError:
        raise RecordError(
            f"{shlex.join(command)} printed no JSON (exit {done.returncode}): "
            f"{(done.stderr or done.stdout)[-500:]}"
        ) from None
    path = results / f"{name}.json"
    script = next((part for part in command if part.startswith("bench/")), None)
    said = conditions or "not stated"
    if load_start is not None:
        said += f" (load average {load_start:.1f} at the start)"
    if path.exists():
        data = dict(load(name, results))
    else:
        data = {
            "script": script,
            "command": shlex.join(command),
            "date": datetime.date.today().isoformat(),
            "machine": machine(),
            "conditions": said,
            "origin": "recorded by tools/docs_benchmarks.py record from the script's --json output",
            "notes": [],
            "runs": [],
        }
    run: dict[str, Any] = {"label": label, "command": shlex.join(command), "output": out}
    if isinstance(out, dict) and isinstance(out.get("engines"), str):
        run["engines"] = out["engines"]
    if path.exists():
        run["date"] = datetime.date.today().isoformat()
        run["conditions"] = said
    data["runs"] = [*data["runs"], run]
    data["notes"] = [*data["notes"], *notes]
    check_record(name, data)
    results.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return data


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["record"]:
        parser = argparse.ArgumentParser(prog="docs_benchmarks.py record")
        parser.add_argument("name", help="the record: bench/results/NAME.json")
        parser.add_argument("--label", required=True, help="what this run is")
        parser.add_argument("--conditions", default="", help="the machine's state, in words")
        parser.add_argument("--note", action="append", default=[], help="a note (repeatable)")
        parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND …")
        options = parser.parse_args(args[1:])
        command = options.command[1:] if options.command[:1] == ["--"] else options.command
        if not command or not re.fullmatch(r"[\w.-]+", options.name):
            parser.error("give a record name of letters, digits, '.', '_' or '-', and -- COMMAND")
        try:
            record_run(options.name, options.label, command, options.conditions, options.note)
        except RecordError as err:
            print(err, file=sys.stderr)
            return 2
        print(f"bench/results/{options.name}.json: run {options.label!r} added", file=sys.stderr)
        return 0
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    return write_page(parser.parse_args(args).check)


if __name__ == "__main__":
    sys.exit(main())
