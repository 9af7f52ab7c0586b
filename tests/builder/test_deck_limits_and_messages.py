"""A file deckcheck writes reads back whole, and one input gets one message everywhere.

The writers (``deck add``, ``deck remove``, ``deck convert``, ``deck build --out``) refuse
what the readers refuse — berserk-nxt's copies and cards limits, a count too long to
read, the reader's own bounds — with exit status 2, the file left as it was, and a
message naming the limit; a form that holds no format says so when a deck is converted
to it, as ``deck new`` does; a count too long to read is called so in the validator's
words by every command.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.builder import files
from deckcheck.builder.build import MAX_BUILD_COUNT
from deckcheck.cli import app
from deckcheck.games.berserk.nxt import MAX_COPIES, MAX_DECK_CARDS
from deckcheck.loading.yamlload import Limits

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}
COPY_LIMIT = f"holds at most {MAX_COPIES} copies of a card (berserk-nxt lists a deck copy by copy)"


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str | Path) -> Any:
    return CliRunner().invoke(app, [str(a) for a in args], env=ENV, catch_exceptions=False)


def new_deck(path: Path, game: str, *more: str) -> Path:
    result = run("deck", "new", path, "--game", game, *more)
    assert result.exit_code == 0, result.output
    return path


def bad_count_line(output: str) -> str:
    """The message of the one BAD_COUNT line in ``output`` (its location left out)."""
    (found,) = re.findall(r"BAD_COUNT: (.*)", output)
    return str(found)


# --- a. the writers refuse what the readers refuse ---------------------------------------


def test_a_brsd_edit_past_the_copy_limit_is_refused_and_the_file_kept(tmp_path: Path) -> None:
    deck = new_deck(tmp_path / "big.brsd", "berserk")
    before = deck.read_bytes()
    result = run("deck", "add", deck, "VS-001", "5000")
    assert result.exit_code == 2 and result.stdout == ""
    assert f"5000 copies of VS-001: a berserk-nxt .brsd deck file {COPY_LIMIT}" in result.stderr
    assert "nothing was written" in result.stderr and "Traceback" not in result.output
    assert deck.read_bytes() == before
    # Up to the limit is written, and converts back to its own form; one past it is not.
    assert run("deck", "add", deck, "VS-001", str(MAX_COPIES)).exit_code == 0
    assert run("deck", "convert", deck, "--to", "brsd").exit_code == 0
    full = deck.read_bytes()
    result = run("deck", "add", deck, "Кочевник")
    assert result.exit_code == 2 and f"{MAX_COPIES + 1} copies of VS-001" in result.stderr
    assert deck.read_bytes() == full


def test_a_deck_code_argument_past_the_copy_limit_is_refused() -> None:
    result = run("deck", "add", "#IAB", "VS-001", str(MAX_COPIES))
    assert result.exit_code == 2 and result.stdout == ""
    assert f"{MAX_COPIES + 1} copies of VS-001: a berserk-nxt deck code {COPY_LIMIT}" in (
        result.stderr
    )
    printed = run("deck", "add", "#IAB", "VS-001", str(MAX_COPIES - 1))
    assert printed.exit_code == 0
    assert run("deck", "convert", printed.stdout.strip(), "--to", "code").exit_code == 0


def test_an_edit_is_refused_only_for_what_it_adds(tmp_path: Path) -> None:
    # Written by hand (or by an older deckcheck): a card past the limit, a count of 0.
    deck = tmp_path / "old.brsd"
    deck.write_text(f"#old\n{MAX_COPIES + 5} 10001\n0 10002\n", encoding="utf-8")
    assert run("deck", "add", deck, "VS-003", "2").exit_code == 0
    assert run("deck", "remove", deck, "VS-001", "1").exit_code == 0
    before = deck.read_bytes()
    result = run("deck", "add", deck, "VS-001", "1")
    assert result.exit_code == 2 and f"{MAX_COPIES + 5} copies of VS-001" in result.stderr
    assert deck.read_bytes() == before == (
        f"#old\n{MAX_COPIES + 4} 10001\n0 10002\n2 10003\n".encode()
    )


def test_a_build_its_file_cannot_hold_is_not_written(tmp_path: Path) -> None:
    out = tmp_path / "b.brsd"
    result = run(
        "deck", "build", "--game", "berserk", "--format", "berserk-limited",
        "--max-copies", "5000", "--size", "5000", "--out", out,
    )  # fmt: skip
    assert result.exit_code == 2 and not out.exists()
    assert f"a berserk-nxt .brsd deck file {COPY_LIMIT}" in result.stderr


def test_a_build_past_the_solver_s_exact_numbers_is_a_usage_error() -> None:
    # Past 2**53 the solver's floating point made another deck (an internal error).
    huge = str(MAX_BUILD_COUNT + 1)
    limited = ["--game", "berserk", "--format", "berserk-limited"]
    for options in (
        [*limited, "--size", huge, "--max-copies", huge],
        [*limited, "--at-least", f"creature={huge}"],
        ["--game", "ccs", "--catch", huge],
    ):
        result = run("deck", "build", *options)
        assert result.exit_code == 2, result.output
        assert f"counts up to {MAX_BUILD_COUNT}" in result.stderr


def test_a_brsd_is_not_converted_to_more_lines_than_the_reader_takes(tmp_path: Path) -> None:
    # Cards of a set deckcheck does not ship are kept one line per entry, as read: a deck
    # of more entries than a .brsd holds lines is refused as it is read (every deck's
    # bound on entries is the .brsd's on lines), so no such .brsd is ever written.
    lines = "".join("1 30001\n" for _ in range(MAX_DECK_CARDS + 1))
    deck = tmp_path / "wide.txt"
    deck.write_text("Game: berserk\n" + lines, encoding="utf-8")
    out = tmp_path / "wide.brsd"
    result = run("deck", "convert", deck, "--to", "brsd", "--out", out)
    assert result.exit_code == 2 and not out.exists()
    assert f":{MAX_DECK_CARDS + 2}:1: DECK_TOO_LARGE: a deck lists at most {MAX_DECK_CARDS} " \
        "entries" in result.stderr


def test_convert_refuses_a_file_its_reader_would_refuse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Written files are read back within the reader's limits: a YAML deck of more nodes
    # than it reads (a bound of a million; here a small one) is not written.
    monkeypatch.setattr(files, "DEFAULT_LIMITS", Limits(max_nodes=40))
    out = tmp_path / "out.yaml"
    result = run("deck", "convert", EXAMPLES / "wind-and-fire.txt", "--to", "yaml", "--out", out)
    assert result.exit_code == 2 and not out.exists()
    assert "YAML_TOO_MANY_NODES" in result.stderr and "would not read back" in result.stderr


def test_an_edit_past_the_reader_s_size_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    deck = new_deck(tmp_path / "d.yaml", "ccs")
    before = deck.read_bytes()
    monkeypatch.setattr(files, "DEFAULT_LIMITS", Limits(max_bytes=len(before) + 5))
    result = run("deck", "add", deck, "C4")  # a new line: the file grows past the limit
    assert result.exit_code == 2 and deck.read_bytes() == before
    assert "YAML_TOO_LARGE" in result.stderr and f"larger than {len(before) + 5}" in result.stderr


# --- b. a form that holds no format says so -----------------------------------------------


@pytest.mark.parametrize(
    ("target", "what"), [("brsd", "a .brsd file"), ("code", "a berserk-nxt deck code")]
)
def test_convert_to_a_form_without_a_format_says_so_as_deck_new_does(
    tmp_path: Path, target: str, what: str
) -> None:
    note = f"{what} does not hold its format: check it with --format berserk-limited"
    if target == "brsd":
        limited = ["--game", "berserk", "--format", "berserk-limited"]
        made = run("deck", "new", tmp_path / "x.brsd", *limited)
        assert note in made.stderr.splitlines()
    out = tmp_path / ("s.brsd" if target == "brsd" else "s.txt")
    source = EXAMPLES / "steppes-limited.txt"
    result = run("deck", "convert", source, "--to", target, "--out", out)
    assert result.exit_code == 0 and note in result.stderr.splitlines()
    # Checked as the note says, the deck is as legal as it was.
    assert run("validate", source).exit_code == 0
    assert run("validate", out, "--format", "berserk-limited").exit_code == 0
    # The game's default format is what the file is read with: nothing to say then.
    default = run("deck", "convert", EXAMPLES / "steppes-berserk.yaml", "--to", target)
    assert default.exit_code == 0 and "does not hold its format" not in default.stderr


# --- c, d. a count too long to read: one message everywhere -------------------------------


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("c.yaml", "game: ccs\ndeck:\n  C4: 1000000000000000000000000000000\n"),
        ("c.txt", "Game: ccs\n1000000000000000000000000000000 C4\n"),
    ],
)
def test_convert_says_of_a_long_count_what_validate_says(
    tmp_path: Path, name: str, text: str
) -> None:
    deck = tmp_path / name
    deck.write_text(text, encoding="utf-8")
    validated = run("validate", deck)
    assert validated.exit_code == 1
    said = bad_count_line(validated.stdout)
    assert said.startswith("the count of C4 has 31 digits")
    for target in ("yaml", "text"):
        converted = run("deck", "convert", deck, "--to", target)
        assert converted.exit_code == 2 and converted.stdout == ""
        assert bad_count_line(converted.stderr) == said
        assert f"{deck}:3:" in converted.stderr or f"{deck}:2:" in converted.stderr


@pytest.mark.parametrize("name", ["w.yaml", "w.txt"])
def test_adding_a_count_too_long_to_read_says_so(tmp_path: Path, name: str) -> None:
    deck = new_deck(tmp_path / name, "ccs")
    before = deck.read_bytes()
    result = run("deck", "add", deck, "C4", "99999999999999999999")
    assert result.exit_code == 2 and deck.read_bytes() == before
    assert "would change other entries" not in result.output
    said = bad_count_line(result.stderr)
    assert said == ("the count of C4 has 20 digits, more than the 18 deckcheck reads: "
                    "write how many copies, 1 or more")
    # The same words validate says of that count in a file.
    written = tmp_path / ("v" + deck.suffix)
    text = "game: ccs\ndeck:\n  C4: 99999999999999999999\n"
    if deck.suffix == ".txt":
        text = "Game: ccs\n99999999999999999999 C4\n"
    written.write_text(text, encoding="utf-8")
    assert bad_count_line(run("validate", written).stdout) == said
    # A count that grows past the limit is refused alike.
    assert run("deck", "add", deck, "C4", "999999999999999999").exit_code == 0
    grown = deck.read_bytes()
    result = run("deck", "add", deck, "C4", "1")
    assert result.exit_code == 2 and deck.read_bytes() == grown
    assert bad_count_line(result.stderr).startswith("the count of C4 has 19 digits")
