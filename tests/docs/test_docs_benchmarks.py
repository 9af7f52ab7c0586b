"""The benchmarks page is written from the recorded runs, not pasted.

Every table of ``docs/benchmarks.md`` sits in a region that ``tools/docs_benchmarks.py``
writes from the records in ``bench/results/``; these tests check that each region is
what the tool writes from the stored records now, that every record is read, and that
the tool reads what the bench scripts print with ``--json`` (a script and the page
cannot drift apart unseen).
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from tools import docs_benchmarks as bench

ROOT = Path(__file__).resolve().parents[2]


def test_each_region_is_what_the_tool_writes_from_the_records() -> None:
    regions = bench.regions(bench.PAGE.read_text(encoding="utf-8"))
    assert set(regions) == set(bench.TABLES)
    for name in bench.TABLES:
        assert regions[name] == bench.render(name), f"run python tools/docs_benchmarks.py ({name})"


def test_every_record_is_well_formed_and_read_by_a_table() -> None:
    names = bench.record_names()
    assert names
    for name in names:
        record = bench.load(name)
        assert record["machine"] and record["date"] and record["origin"]
    read = {record for table in bench.TABLES.values() for record in table.records}
    assert read == set(names)


def test_a_changed_record_makes_the_page_stale(tmp_path: Path) -> None:
    results = tmp_path / "results"
    shutil.copytree(bench.RESULTS, results)
    page = tmp_path / "benchmarks.md"
    shutil.copy(bench.PAGE, page)
    assert bench.write_page(check=True, page=page, results=results) == 0
    path = results / "validate-2026-12-01.json"
    record = json.loads(path.read_text(encoding="utf-8"))
    record["runs"][0]["output"]["ms"]["yaml_load"] = 130
    path.write_text(json.dumps(record), encoding="utf-8")
    assert bench.write_page(check=True, page=page, results=results) == 1
    assert bench.write_page(check=False, page=page, results=results) == 0
    assert "| 130 ms |" in page.read_text(encoding="utf-8")
    assert bench.write_page(check=True, page=page, results=results) == 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.pop("machine"), "missing machine"),
        (lambda r: r.update(date="1 December"), "is not YYYY-MM-DD"),
        (lambda r: r.update(runs=[]), "no runs"),
        (lambda r: r["runs"][0].pop("output"), "needs a label and an output"),
    ],
)
def test_a_record_out_of_form_is_refused(change: Any, message: str) -> None:
    record = json.loads((bench.RESULTS / "validate-2026-12-01.json").read_text(encoding="utf-8"))
    change(record)
    with pytest.raises(bench.RecordError, match=message):
        bench.check_record("x", record)


def test_figures_are_shown_as_stored() -> None:
    assert bench.num(692700) == "692,700"
    assert bench.num(4.0) == "4.0" and bench.num(0.001) == "0.001"
    assert bench.num([253, 264]) == "253–264" and bench.num(None) == ""
    assert bench.pct(0.885) == "88.5%" and bench.interval([0.833, 0.922]) == "83.3–92.2%"
    assert bench.long_date("2026-12-01") == "1 December 2026"


def _record(tmp_path: Path, name: str, script: str, *args: str) -> dict[str, Any]:
    """A run of a bench script with ``--json``, recorded as the tool records it."""
    command = [sys.executable, f"bench/{script}.py", *args, "--json"]
    return dict(bench.record_run(name, "a test run", command, "test", results=tmp_path))


def test_the_tool_reads_what_the_scripts_print(tmp_path: Path) -> None:
    # Small runs of each script the page's tables read in --json form: the tables render.
    validate = _record(tmp_path, "validate", "bench_validate", "--files", "4", "--repeat", "1")
    assert "deckcheck validate" in "\n".join(bench.validate([validate]))
    engine = _record(
        tmp_path, "engine", "bench_engine", "--games", "6", "--repeat", "1", "--jobs", "1"
    )
    assert engine["runs"][0]["engines"] in ("compiled", "pure Python")
    engine["_name"] = "engine"
    callgrind = dict(bench.load("callgrind-2026-12-01"), _name="callgrind-2026-12-01")
    lines = bench.engine_speed([engine, callgrind])
    assert any(line.startswith("| a test run |") for line in lines)
    loading = _record(tmp_path, "loading", "bench_loading", "--cards", "20", "--repeat", "1")
    assert "20-card catalogue" in "\n".join(bench.loading([loading]))
    startup = _record(tmp_path, "startup", "bench_startup", "--runs", "1")
    assert "`deckcheck cards e:fire`" in "\n".join(bench.startup([startup]))
    tournament = _record(tmp_path, "tournament", "bench_tournament", "--games", "12", "--no-ray")
    assert "process pool (2 workers)" in "\n".join(bench.tournament([tournament]))
    # A second run of a record is added to it, with its own date.
    again = _record(tmp_path, "validate", "bench_validate", "--files", "4", "--repeat", "1")
    assert len(again["runs"]) == 2 and "date" in again["runs"][1]
    assert bench.load("validate", tmp_path)["machine"] == bench.machine()


def test_recording_a_command_that_prints_no_json_is_refused(tmp_path: Path) -> None:
    with pytest.raises(bench.RecordError, match="printed no JSON"):
        bench.record_run("x", "label", [sys.executable, "-c", "print('hi')"], results=tmp_path)
    assert not (tmp_path / "x.json").exists()
