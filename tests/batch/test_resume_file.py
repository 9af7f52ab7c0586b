"""``--resume`` never overwrites a file that is not its own, never crashes on a damaged
one, and trusts no line it did not write (issue 26, item 5)."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.batch.backends import InlineBackend
from deckcheck.batch.tournament import Results, Tournament, run_tournament
from deckcheck.batch.unitlog import FORMAT, UnitLog
from deckcheck.batch.units import unit_bytes
from deckcheck.engine.streams import SEEDING
from deckcheck.errors import InputError
from tests.batch.helpers import entrants

PLAN = Tournament("ccs", entrants(2), "round-robin", games_per_pair=4, seed=2, chunk=2)


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The cache folder whose secret keys the checksums: one per test."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(folder))
    yield folder


def log_of(path: Path, plan: Tournament = PLAN) -> UnitLog:
    return UnitLog(path, "tournament", plan.digest())


def written(path: Path, plan: Tournament = PLAN) -> list[bytes]:
    """A whole results file of ``plan`` at ``path``; its lines."""
    with log_of(path, plan).open() as log:
        run_tournament(Results(plan), InlineBackend(), on_result=log.append)
    return path.read_bytes().splitlines(keepends=True)


def refused(path: Path, match: str) -> None:
    before = path.read_bytes()
    with pytest.raises(InputError, match=match), log_of(path).open():
        pass
    assert path.read_bytes() == before  # never repaired, replaced or appended to


@pytest.mark.parametrize(
    "content",
    [
        b"my notes about the meta, no final newline",
        b"\x89PNG\r\x1a\x00\x00binary",
        b"\xff\xfe\x00\x01",
        b'{"format": "deckcheck-units/2", "run": "tune"',  # not our header's start
        b"notes\nmore notes\n",
        b"\x00\x01\n\x02",
    ],
)
def test_a_file_that_is_not_a_results_file_is_refused_untouched(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    refused(path, "not a deckcheck results file")


def test_only_our_own_torn_header_is_written_again(tmp_path: Path) -> None:
    path = tmp_path / "units.jsonl"
    header = written(path)[0]
    path.write_bytes(header[:20])  # a header cut short
    with log_of(path).open() as log:
        assert log.done == {}
    assert path.read_bytes() == header


def test_a_torn_unit_line_is_cut_but_anything_else_after_the_lines_is_refused(
    tmp_path: Path,
) -> None:
    path = tmp_path / "units.jsonl"
    lines = written(path)
    path.write_bytes(b"".join(lines) + lines[1][:15])  # kill -9 mid-append
    with log_of(path).open() as log:
        assert len(log.done) == len(lines) - 1
    assert path.read_bytes() == b"".join(lines)
    path.write_bytes(b"".join(lines) + b"a note typed at the end")
    refused(path, r":4: not a unit record")


def unit_line(unit: object, mac: object = "0" * 64) -> bytes:
    return json.dumps({"unit": unit, "mac": mac}, separators=(",", ":")).encode() + b"\n"


GOOD = {
    "key": "0-1",
    "start": 0,
    "stop": 2,
    "a_first": [1, 0, 0],
    "b_first": [0, 1, 0],
    "turns": 20,
    "decisions": 100,
    "reasons": {"win_pattern": 2},
}

DAMAGED = [
    b"[" * 100_000 + b"]" * 100_000 + b"\n",  # RecursionError before
    b'{"unit":' + b"{" * 50_000 + b"\n",
    b'{"unit":{"key":"0-1","start":0,"stop":Infinity},"mac":"x"}\n',  # OverflowError
    b'{"unit":{"key":"0-1","start":NaN},"mac":"x"}\n',
    unit_line({**GOOD, "reasons": []}),  # AttributeError before: a list for a map
    unit_line([GOOD]),
    b"[1, 2]\n",
    unit_line({**GOOD, "a_first": {"0": 1}}),
    unit_line({**GOOD, "a_first": [1.0, 0, 0]}),
    unit_line({**GOOD, "start": True}),
    unit_line({**GOOD, "turns": -1}),
    unit_line({**GOOD, "key": ["0-1"]}),
    unit_line({**GOOD, "reasons": {"x": "2"}}),
    unit_line({**GOOD, "stop": 10**400}),
    unit_line({**GOOD, "extra": 1}),
    unit_line(GOOD, mac=None),
    unit_line(GOOD, mac=["a"]),
    b'{"unit":{},"mac":"x","more":1}\n',
    b"\n",
    b"\xff\xfe\n",
]


@pytest.mark.parametrize("line", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_line_is_a_located_error_never_a_crash(tmp_path: Path, line: bytes) -> None:
    path = tmp_path / "units.jsonl"
    header = written(path)[0]
    path.write_bytes(header + line)
    refused(path, r"units.jsonl:2: a damaged unit record")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300) | st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=20,
).map(lambda value: json.dumps({"unit": value, "mac": "0" * 64}).encode()))
def test_any_line_is_read_or_refused_with_a_message(line: bytes) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "units.jsonl"
        header = (json.dumps({"format": FORMAT, "run": "tournament", "digest": PLAN.digest()})
                  + "\n").encode()  # fmt: skip
        path.write_bytes(header + line.replace(b"\n", b" ") + b"\n")
        try:
            with log_of(path).open():
                pass
        except InputError as err:
            assert "units.jsonl:2:" in str(err)


def test_a_forged_line_with_a_recomputed_checksum_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "units.jsonl"
    lines = written(path)
    record = json.loads(lines[1])
    unit = record["unit"]
    unit["a_first"], unit["b_first"] = [2, 0, 0], [0, 0, 0]  # B's wins become A's
    for mac in (
        hashlib.sha256(unit_bytes(unit)).hexdigest(),  # the unkeyed checksum of before
        hashlib.sha256(unit_bytes(unit)).hexdigest()[:16],
    ):
        path.write_bytes(lines[0] + unit_line(unit, mac) + b"".join(lines[2:]))
        refused(path, r":2: a damaged unit record \(its checksum does not verify")


def test_a_line_of_another_run_or_another_users_key_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = Tournament("ccs", entrants(2), "round-robin", games_per_pair=4, seed=3, chunk=2)
    theirs = written(tmp_path / "theirs.jsonl", other)
    path = tmp_path / "units.jsonl"
    ours = written(path)
    path.write_bytes(ours[0] + theirs[1])  # a valid line, of another run's file
    refused(path, r":2: a damaged unit record \(its checksum does not verify")
    path.write_bytes(b"".join(ours))
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "another-users-cache"))
    refused(path, r":2: a damaged unit record \(its checksum does not verify")


def test_a_file_written_under_another_seeding_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its games were others (other seeds, other agents' draws): resuming it would mix two
    runs' games into numbers neither gives."""
    path = tmp_path / "units.jsonl"
    written(path)
    monkeypatch.setattr("deckcheck.batch.tournament.SEEDING", SEEDING - 1)
    refused(path, r":1: written for another tournament .*seeds its games otherwise")


def test_a_read_only_results_file_is_refused_even_for_root(tmp_path: Path) -> None:
    path = tmp_path / "units.jsonl"
    lines = written(path)
    path.write_bytes(b"".join(lines[:2]))
    path.chmod(0o444)
    refused(path, "the file is read-only")


def test_a_file_of_the_earlier_unkeyed_format_is_named(tmp_path: Path) -> None:
    path = tmp_path / "units.jsonl"
    header = {"format": "deckcheck-units/1", "run": "tournament", "digest": PLAN.digest()}
    path.write_bytes((json.dumps(header) + "\n").encode())
    refused(path, "written by an earlier version of deckcheck")


def test_a_directory_or_a_fifo_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    with pytest.raises(InputError, match="is a directory"), log_of(folder).open():
        pass
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"), log_of(fifo).open():
        pass


def test_an_unusable_cache_folder_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(blocker / "cache"))
    log = log_of(tmp_path / "units.jsonl")
    with pytest.raises(InputError, match="set DECKCHECK_CACHE_DIR to a private folder"), log.open():
        pass
