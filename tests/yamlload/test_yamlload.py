"""The strict YAML loader: core-schema scalars, positions, and every hostile input."""

from __future__ import annotations

import contextlib
import math
import time
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.errors import LoadError
from deckcheck.loading.yamlload import Limits, load, loads


@contextlib.contextmanager
def peak_allocation() -> Iterator[Callable[[], int]]:
    """The peak of Python allocations inside the block (tracemalloc), read after it."""
    tracemalloc.start()
    tracemalloc.reset_peak()
    peak = [0]
    try:
        yield lambda: peak[0]
    finally:
        peak[0] = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()


def codes(err: LoadError) -> list[str]:
    return [d.code for d in err.diagnostics]


# --- values -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a: no", {"a": "no"}),
        ("a: yes", {"a": "yes"}),
        ("a: on", {"a": "on"}),
        ("a: off", {"a": "off"}),
        ("a: true", {"a": True}),
        ("a: False", {"a": False}),
        ("a: 2001-01-01", {"a": "2001-01-01"}),
        ("a: 1:30", {"a": "1:30"}),
        ("a: 0x1F", {"a": 31}),
        ("a: 0o17", {"a": 15}),
        ("a: 017", {"a": 17}),
        ("a: -12", {"a": -12}),
        ("a: 1.5e3", {"a": 1500.0}),
        ("a: ~", {"a": None}),
        ("a: null", {"a": None}),
        ("a:", {"a": None}),
        ("a: '5000'", {"a": "5000"}),
        ("a: !!str 12", {"a": "12"}),
        ("a: !!int 12", {"a": 12}),
        ("1: x", {"1": "x"}),
        ("a: [1, 'b', c]", {"a": [1, "b", "c"]}),
    ],
)
def test_core_schema_scalars(text: str, expected: object) -> None:
    assert loads(text).data == expected


def test_infinity_and_nan() -> None:
    data = loads("a: .inf\nb: -.Inf\nc: .nan").data
    assert data["a"] == math.inf and data["b"] == -math.inf and math.isnan(data["c"])


def test_positions_of_values_and_keys() -> None:
    doc = loads("cards:\n  - id: C4\n    power: 5000\n", "deck.yaml")
    assert str(doc.locate(("cards", 0, "power"))) == "deck.yaml:3:12"
    assert str(doc.locate_key(("cards", 0, "power"))) == "deck.yaml:3:5"
    assert str(doc.locate(("cards", 0))) == "deck.yaml:2:5"
    # A path that does not exist points at the deepest part that does.
    assert str(doc.locate(("cards", 0, "missing"))) == "deck.yaml:2:5"


def test_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbfa: 1\n")
    assert load(path).data == {"a": 1}


def test_small_aliases_are_fine() -> None:
    doc = loads("base: &b {x: 1}\nother: *b\n")
    assert doc.data == {"base": {"x": 1}, "other": {"x": 1}}


# --- hostile inputs: each fails with one located message, quickly ------------------

BILLION_LAUGHS = """\
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
"""

HOSTILE: dict[str, tuple[bytes, str, tuple[int, int] | None]] = {
    "duplicate_key": (b"id: C4\nname: a\nid: C5\n", "YAML_DUPLICATE_KEY", (3, 1)),
    "alias_bomb": (BILLION_LAUGHS.encode(), "YAML_ALIAS_LIMIT", None),
    "deep_flow": (b"[" * 10_000 + b"]" * 10_000, "YAML_TOO_DEEP", None),
    "deep_block": (
        "".join(f"{' ' * i}k{i}:\n" for i in range(200)).encode(),
        "YAML_TOO_DEEP",
        None,
    ),
    "tabs": (b"a:\n\tb: 1\n", "YAML_SYNTAX", (2, 1)),
    "multi_document": (b"a: 1\n---\nb: 2\n", "YAML_MULTI_DOCUMENT", (2, 1)),
    "empty": (b"", "YAML_EMPTY", (1, 1)),
    "only_comments": (b"# nothing here\n", "YAML_EMPTY", (1, 1)),
    "binary": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "YAML_BINARY", (3, 1)),
    "latin1": ("city: café\n".encode("latin-1"), "YAML_ENCODING", (1, 10)),
    "utf16": ("a: 1\n".encode("utf-16"), "YAML_ENCODING", (1, 1)),
    "python_tag": (b"a: !!python/object/apply:os.system ['ls']\n", "YAML_TAG", (1, 4)),
    "custom_tag": (b"a: !secret x\n", "YAML_TAG", (1, 4)),
    "recursive_alias": (b"a: &a [*a]\n", "YAML_ALIAS", (1, 8)),
    "undefined_alias": (b"a: *nowhere\n", "YAML_ALIAS", (1, 4)),
    "complex_key": (b"? [a, b]\n: 1\n", "YAML_COMPLEX_KEY", (1, 3)),
    "unclosed": (b"a: [1, 2\n", "YAML_SYNTAX", None),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_yaml_fails_fast_with_location(name: str, tmp_path: Path) -> None:
    content, code, position = HOSTILE[name]
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(content)
    started = time.perf_counter()
    with pytest.raises(LoadError) as caught:
        load(path)
    elapsed = time.perf_counter() - started
    assert elapsed < 1.0  # generous: these fail in milliseconds
    assert code in codes(caught.value)
    first = next(d for d in caught.value.diagnostics if d.code == code)
    assert first.location.file == str(path)
    if position is not None:
        assert (first.location.line, first.location.column) == position


def test_duplicate_key_message_names_both_places() -> None:
    with pytest.raises(LoadError) as caught:
        loads("a: 1\nb: 2\na: 3\n", "x.yaml")
    diag = caught.value.diagnostics[0]
    assert "duplicate key 'a'" in diag.message and "line 1" in diag.message


def test_every_duplicate_key_is_reported() -> None:
    with pytest.raises(LoadError) as caught:
        loads("a: 1\na: 2\nb: {c: 1, c: 2}\n")
    assert codes(caught.value) == ["YAML_DUPLICATE_KEY", "YAML_DUPLICATE_KEY"]


def test_huge_file_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as out:
        out.truncate(50 * 1024 * 1024)  # 50 MB, sparse: costs no disk
    started = time.perf_counter()
    with pytest.raises(LoadError) as caught, peak_allocation() as peak:
        load(path)
    assert time.perf_counter() - started < 1.0
    assert codes(caught.value) == ["YAML_TOO_LARGE"]
    assert "max_bytes" in caught.value.diagnostics[0].message
    assert peak() < 1024 * 1024  # nothing of the 50 MB was read


def test_node_count_is_bounded_before_memory_grows() -> None:
    """A flat list of a million numbers fits in 16 MiB; it stops at the node limit."""
    text = "[" + ",".join("1" for _ in range(1_200_000)) + "]"
    with pytest.raises(LoadError) as caught:
        loads(text)
    assert codes(caught.value) == ["YAML_TOO_MANY_NODES"]
    assert "max_nodes" in caught.value.diagnostics[0].message
    assert loads("[1, 2]", limits=Limits(max_nodes=10)).data == [1, 2]
    with pytest.raises(LoadError):
        loads("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]", limits=Limits(max_nodes=10))


def test_limits_are_configurable() -> None:
    with pytest.raises(LoadError) as caught:
        loads("a: [[1]]", limits=Limits(max_depth=2))
    assert "max_depth" in caught.value.diagnostics[0].message
    assert loads("a: [[1]]", limits=Limits(max_depth=3)).data == {"a": [[1]]}


def test_alias_bomb_costs_little_memory() -> None:
    with pytest.raises(LoadError), peak_allocation() as peak:
        loads(BILLION_LAUGHS)
    assert peak() < 2 * 1024 * 1024  # the expansion is refused, never built


def test_missing_file_and_directory(tmp_path: Path) -> None:
    with pytest.raises(LoadError) as caught:
        load(tmp_path / "nope.yaml")
    assert codes(caught.value) == ["FILE_NOT_FOUND"]
    with pytest.raises(LoadError) as caught:
        load(tmp_path)
    assert codes(caught.value) == ["FILE_UNREADABLE"]


# --- fuzzing: nothing but LoadError ever escapes -------------------------------------


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=400))
def test_arbitrary_bytes_never_crash(tmp_path_factory: pytest.TempPathFactory, raw: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "f.yaml"
    path.write_bytes(raw)
    try:
        load(path)
    except LoadError as err:
        assert err.diagnostics and all(d.location.file == str(path) for d in err.diagnostics)


yaml_ish = st.text(
    alphabet=st.sampled_from(list("ab:-[]{}&*!?|>'\"#,\n\t 01~.%@`")), max_size=120
)


@settings(max_examples=500, deadline=None)
@given(yaml_ish)
def test_yaml_shaped_text_never_crashes(text: str) -> None:
    try:
        loads(text)
    except LoadError as err:
        assert err.diagnostics


# libyaml reads \uXXXX escapes but not surrogate pairs: stay in the Basic Multilingual Plane.
bmp_text = st.text(st.characters(max_codepoint=0xFFFF, exclude_categories=("Cs", "Cc")), max_size=8)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | bmp_text,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(bmp_text.filter(bool), children, max_size=4),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_round_trip_of_dumped_trees(value: object) -> None:
    """Any tree PyYAML dumps (as JSON-compatible data) loads back equal."""
    import json

    text = json.dumps({"root": value})  # JSON is YAML 1.2: a strict, unambiguous dump
    assert loads(text).data == {"root": value}
