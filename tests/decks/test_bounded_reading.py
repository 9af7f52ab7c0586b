"""What a hostile deck may cost to read and to report, in every command and output format.

An outside tester's findings: a text deck of 1.6 million card lines took a minute,
gigabytes and a 98 MB report; a 30,000-character deck code given on the command line was
the location of each of 10,000 lines (300 MB); a 10 MB ``name:`` was echoed whole; ``-o
github`` wrote a file name's ESC raw; a UTF-32 file was called UTF-16. Each is bounded
here by sizes, counts of lines and exit codes, never by seconds:

* a deck lists at most :data:`MAX_DECK_ENTRIES` entries, in the one reader (text and
  YAML), ``DECK_TOO_LARGE`` at the first one over, exit 2;
* a deck given inline is named by :func:`inline_label` in every line of every output;
* at most :data:`MAX_REPORTED` problems of a deck are reported, then their count, in
  the text, JSON, GitHub and CSV outputs;
* a long value in a message is cut, saying its length;
* no output carries a control character raw.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.diagnostics import MAX_MESSAGE, MAX_REPORTED, clipped
from deckcheck.formats.decks import (
    INLINE_LABEL_MAX,
    INLINE_LABEL_START,
    MAX_DECK_ENTRIES,
    inline_label,
    iter_lines,
    load_deck,
    loads_deck,
)
from deckcheck.loading.schema import load_schema, registry

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "decks" / "illegal-short.yaml"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}
#: The tester's deck code: '#' and 29,997 characters, 9,999 triplets of 0 copies each.
LONG_CODE = "#" + "A" * 29_997
LABEL = "#" + "A" * (INLINE_LABEL_START - 1) + "…(29998 characters)"
#: More than the problems a report may list of one deck: about 100 bytes a line.
BOUNDED_BYTES = (MAX_REPORTED + 10) * 400


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str | Path) -> Any:
    return CliRunner().invoke(app, [str(a) for a in args], env=ENV, catch_exceptions=False)


def text_deck(tmp_path: Path, lines: int, line: str = "1 Z{n}", name: str = "d.txt") -> Path:
    path = tmp_path / name
    body = "".join(line.format(n=n) + "\n" for n in range(lines))
    path.write_text("Game: ccs\nDeck:\n" + body, encoding="utf-8")
    return path


# --- item 1: a deck lists at most MAX_DECK_ENTRIES entries ---------------------------------


def test_a_text_deck_past_the_bound_is_refused_at_its_first_entry_over(tmp_path: Path) -> None:
    deck = text_deck(tmp_path, MAX_DECK_ENTRIES + 5_000)
    _, problems = load_deck(deck)
    assert [(p.code, p.location.line, p.location.column) for p in problems] == [
        ("DECK_TOO_LARGE", MAX_DECK_ENTRIES + 3, 1)  # after "Game:" and "Deck:"
    ]
    for command in (["validate"], ["stats"], ["deck", "show"]):
        result = run(*command, deck)
        assert result.exit_code == 2, result.output
        assert f"d.txt:{MAX_DECK_ENTRIES + 3}:1: DECK_TOO_LARGE: a deck lists at most" in (
            result.output
        )
        assert len(result.output.splitlines()) <= 3


def test_a_deck_at_the_bound_reads(tmp_path: Path) -> None:
    deck, problems = load_deck(text_deck(tmp_path, MAX_DECK_ENTRIES))
    assert problems == [] and deck is not None
    assert sum(1 for _ in deck.entries()) == MAX_DECK_ENTRIES


def test_unreadable_lines_count_as_entries(tmp_path: Path) -> None:
    """A line that does not read is reported: it costs as an entry does, so it counts."""
    deck = text_deck(tmp_path, MAX_DECK_ENTRIES + 100, line="?? what {n}")
    _, problems = load_deck(deck)
    assert len(problems) == MAX_DECK_ENTRIES + 1
    assert problems[-1].code == "DECK_TOO_LARGE"
    assert problems[-1].location.line == MAX_DECK_ENTRIES + 3


def test_a_yaml_deck_past_the_bound_is_refused_at_its_first_entry_over() -> None:
    """Counted over the sections, in file order: the spirit past the bound is named."""
    half = MAX_DECK_ENTRIES // 2
    text = (
        "game: ccs\ndeck:\n"
        + "".join(f"  Z{n}: 1\n" for n in range(half))
        + "spirits:\n"
        + "".join(f"  S{n}: 1\n" for n in range(half + 1))
    )
    deck, problems = loads_deck(text, "d.yaml")
    assert deck is None
    assert [(p.code, str(p.location)) for p in problems] == [
        ("DECK_TOO_LARGE", f"d.yaml:{2 + half + 1 + half + 1}:3")  # after the two headers
    ]
    at_bound, problems = loads_deck(text.rsplit("  S", 1)[0], "d.yaml")
    assert at_bound is not None and problems == []


def test_lines_are_cut_as_splitlines_cuts_them() -> None:
    for text in ("", "a", "a\n", "a\r\nb", "a\rb\n\n", "a\x0bb\x0cc\x1cd\x85e\u2028f\u2029",
                 "\n\n", "a\r\n\r\n", "x\x1d\x1e"):
        assert list(iter_lines(text)) == text.splitlines()


# --- item 2: a short label for a deck given inline, at most MAX_REPORTED problems -------


def test_a_long_code_is_named_by_its_start_and_length() -> None:
    assert inline_label(LONG_CODE) == LABEL
    short = "#" + "IAB" * ((INLINE_LABEL_MAX - 1) // 3)
    assert inline_label(short) == short  # every real deck's code is shown whole


def test_a_long_code_reports_bounded_text() -> None:
    result = run("validate", "--", LONG_CODE)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert len(result.stdout.encode()) < BOUNDED_BYTES
    assert len(lines) == 1 + MAX_REPORTED + 1
    assert lines[0].startswith(f"{LABEL} (berserk") and "9999 problems" in lines[0]
    assert all(line.startswith(f"{LABEL}:1:") for line in lines[1:-1])
    assert lines[-1] == (
        f"… and {9999 - MAX_REPORTED} more problems (deckcheck reports the first "
        f"{MAX_REPORTED} of a deck)"
    )


def test_a_long_code_reports_bounded_json_in_its_schema() -> None:
    result = run("validate", "-o", "json", "--", LONG_CODE)
    assert result.exit_code == 1
    assert len(result.stdout.encode()) < BOUNDED_BYTES * 2
    data = json.loads(result.stdout)
    Draft202012Validator(load_schema("output-validate.schema.json"), registry=registry()).validate(
        data
    )
    (deck,) = data
    assert deck["file"] == LABEL and deck["verdict"] == "illegal"
    found = deck["violations"]
    assert len(found) == MAX_REPORTED + 1
    assert found[-1]["code"] == "MORE_PROBLEMS"
    assert found[-1]["actual"] == 9999 - MAX_REPORTED


@pytest.mark.parametrize("output", ["github", "csv"])
def test_a_long_code_reports_bounded_annotations_and_rows(output: str) -> None:
    result = run("validate", "-o", output, "--", LONG_CODE)
    assert result.exit_code == 1
    assert LONG_CODE not in result.stdout
    assert len(result.stdout.encode()) < BOUNDED_BYTES * 3
    if output == "github":
        lines = result.stdout.splitlines()
        assert len(lines) == MAX_REPORTED + 1
        assert lines[-1].startswith(f"::notice file={LABEL},title=MORE_PROBLEMS::… and")


def test_every_command_names_a_long_code_alike() -> None:
    for command in (["stats"], ["deck", "show"], ["play", str(EXAMPLE)]):
        result = run(*command, "--", LONG_CODE)
        assert result.exit_code in (0, 1, 2), result.output  # stats describes illegal decks
        assert LABEL in result.output and LONG_CODE not in result.output


def test_a_long_name_is_cut_with_its_length(tmp_path: Path) -> None:
    name = "N" * 1_000_000
    deck = tmp_path / "d.yaml"
    deck.write_text(
        f"game: ccs\nname: {name}\ndeck: {{C4: 1}}\nspirits: {{CS1: 1}}\n", encoding="utf-8"
    )
    result = run("validate", deck)
    assert result.exit_code == 1
    assert f'"{clipped(name)}"' in result.stdout.splitlines()[0]
    assert "(1000000 characters)" in result.stdout
    assert len(result.stdout) < 10_000


@pytest.mark.parametrize("field", ["game", "format"])
def test_a_long_value_in_a_message_is_cut(tmp_path: Path, field: str) -> None:
    value = "N" * 1_000_000
    deck = tmp_path / "d.yaml"
    deck.write_text(f"{field}: {value}\ndeck: {{C4: 1}}\n", encoding="utf-8")
    for output in ("text", "github"):
        result = run("validate", "-o", output, deck)
        assert result.exit_code == 1, result.output
        assert len(result.stdout) < 3 * MAX_MESSAGE
        assert "characters" in result.stdout


# --- item 3: no control character raw in any output ----------------------------------------


@pytest.mark.parametrize("output", ["text", "json", "github", "csv"])
def test_no_output_writes_a_control_character_raw(tmp_path: Path, output: str) -> None:
    deck = tmp_path / "evil\x1b[31m\x9b\u202e.yaml"
    deck.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    result = run("validate", "-o", output, deck)
    assert result.exit_code == 1
    raw = result.stdout
    assert not any(ch in raw for ch in "\x1b\x9b\u202e"), raw[:300]
    if output == "json":
        assert json.loads(raw)[0]["file"] == str(deck)  # the same data, escaped
    else:
        assert "\\x1b[31m" in raw


# --- item 4: an encoding named as it is -------------------------------------------------------


@pytest.mark.parametrize(
    ("encoded", "said"),
    [
        # Without a mark: named from the zero bytes around the first character (YAML 1.2
        # section 5.2), not called binary.
        ("game: ccs\n".encode("utf-32-le"), "UTF-32 (little-endian) without a byte order mark"),
        ("game: ccs\n".encode("utf-32-be"), "UTF-32 (big-endian) without a byte order mark"),
        ("game: ccs\n".encode("utf-16-le"), "UTF-16 (little-endian) without a byte order mark"),
        ("game: ccs\n".encode("utf-16-be"), "UTF-16 (big-endian) without a byte order mark"),
        (b"\x00\x00\x00\x00\x89PNG", None),  # zeros where no text is: binary
        (b"\xff\xfe\x00\x00" + "game: ccs\n".encode("utf-32-le"), "UTF-32 (little-endian)"),
        (b"\x00\x00\xfe\xff" + "game: ccs\n".encode("utf-32-be"), "UTF-32 (big-endian)"),
        (b"\xff\xfe" + "game: ccs\n".encode("utf-16-le"), "UTF-16 (little-endian)"),
        (b"\xfe\xff" + "game: ccs\n".encode("utf-16-be"), "UTF-16 (big-endian)"),
    ],
    ids=["utf-32-le-no-bom", "utf-32-be-no-bom", "utf-16-le-no-bom", "utf-16-be-no-bom",
         "binary", "utf-32-le", "utf-32-be", "utf-16-le", "utf-16-be"],
)
def test_an_encoding_is_named_as_it_is(tmp_path: Path, encoded: bytes, said: str | None) -> None:
    deck = tmp_path / "d.yaml"
    deck.write_bytes(encoded)
    result = run("validate", deck)
    assert result.exit_code == 2
    if said is None:
        assert "YAML_BINARY" in result.stdout
    else:
        assert f"d.yaml:1:1: YAML_ENCODING: the file is {said}; save it as UTF-8" in result.stdout


@pytest.mark.parametrize("command", [("stats",), ("deck", "show")])
def test_a_huge_name_or_format_is_shown_short_in_stats_and_deck_show(
    tmp_path: Path, command: tuple[str, ...]
) -> None:
    example = (ROOT / "examples" / "decks" / "steppes-berserk.yaml").read_text(encoding="utf-8")
    for old, new in (("name: Орда степей", "name: " + "N" * 1_000_000),
                     ("format: berserk-2023", "format: " + "F" * 1_000_000)):
        deck = tmp_path / "big.yaml"
        deck.write_text(example.replace(old, new), encoding="utf-8")
        result = run(*command, deck)
        assert len(result.output) < 20_000, (command, old, len(result.output))
        assert "…(1000000 characters)" in " ".join(result.output.split()), (command, old)


def test_stats_says_at_most_the_bound_of_cards_it_counts_without(tmp_path: Path) -> None:
    deck = tmp_path / "many.txt"
    deck.write_text("Game: berserk\n" + "".join(f"1 Z{n}\n" for n in range(MAX_REPORTED + 50)),
                    encoding="utf-8")
    result = run("stats", deck)
    said = [line for line in result.stderr.splitlines() if "counting without" in line]
    assert len(said) == MAX_REPORTED
    assert result.stderr.rstrip().endswith(
        "… and 50 more problems (deckcheck reports the first 1000 of a deck)")
