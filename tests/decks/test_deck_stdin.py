"""Every command that takes a deck takes it in every way the one deck reader does: a file,
a deck code pasted as the argument itself (spaces around it and all, as chat gives it), and
``-`` for standard input, holding the file's text or the code — and gives the same result
for the same deck, whichever way it came (issue: "A deck code is accepted as an argument
(and ``-`` reads standard input) by every command that takes a deck").

The results are compared whole (JSON, the page, the text), with the deck's names and the
way it was given (its file, ``<stdin>``, the code) made one placeholder: a result computed
on another deck than the one ``validate`` checked would differ in its numbers.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from deckcheck.cli import app
from deckcheck.formats.decks import load_deck

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"
BERSERK = DECKS / "steppes-berserk.yaml"
BERSERK_OTHER = DECKS / "steppes-limited.txt"
CCS = DECKS / "starter-short.yaml"
CCS_OTHER = DECKS / "wind-and-fire.txt"
ENV = {"NO_COLOR": "1", "COLUMNS": "200"}
#: What a run measures of itself, not of the deck.
TIMINGS = {"seconds", "games_per_second", "elapsed", "decisions_per_second"}


def run(args: list[str], stdin: str | None = None) -> Result:
    return CliRunner().invoke(app, args, input=stdin, env=ENV)


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


def code_of(path: Path, variant: str = "code") -> str:
    result = run(["deck", "convert", str(path), "--to", variant])
    assert result.exit_code == 0, result.output
    return result.stdout.strip()


@dataclass(frozen=True)
class Way:
    """One way to give a deck: the argument, and what standard input holds."""

    label: str
    argument: str
    stdin: str | None = None


def ways(path: Path) -> list[Way]:
    """The file, ``-`` with the file's text, and for a Berserk deck its code pasted as the
    argument (spaces and a line end around it) and ``-`` with the code."""
    found = [Way("file", str(path)), Way("stdin", "-", path.read_text(encoding="utf-8"))]
    if path == BERSERK:
        code = code_of(path)
        found += [Way("code argument", f"  {code} \n"), Way("code on stdin", "-", code + "\n")]
    return found


def aliases(path: Path) -> list[str]:
    """Every way a result may name the deck: its file, stem and name, ``<stdin>`` and
    ``stdin``, its code; longest first."""
    deck, _ = load_deck(path)
    assert deck is not None
    names = {str(path), path.stem, "<stdin>", "stdin", *([deck.name] if deck.name else [])}
    if path == BERSERK:
        names.add(code_of(path))
    # as the page writes them: in its text, and in the JSON it embeds
    names |= {html.escape(name) for name in names}
    names |= {name.replace("<", "\\u003c").replace(">", "\\u003e") for name in names}
    return sorted(names, key=len, reverse=True)


def normalized(value: Any, names: list[str]) -> Any:
    """``value`` with every name of the deck made ``<deck>`` (a code's missing name too),
    and without timings."""
    if isinstance(value, dict):
        return {
            normalized(k, names): "<deck>" if k == "name" and v is None else normalized(v, names)
            for k, v in value.items()
            if k not in TIMINGS
        }
    if isinstance(value, list):
        return [normalized(v, names) for v in value]
    if isinstance(value, str):
        for name in names:  # a name whole, not a piece of a path ("/work/wt/stdin/…")
            value = re.sub(rf"(?<![\w/]){re.escape(name)}(?![\w/])", "<deck>", value)
        return value
    return value


def outcome(args: list[str], way: Way, path: Path, out: Path | None) -> tuple[int, Any]:
    result = run([way.argument if a == "{deck}" else a for a in args], way.stdin)
    assert "Traceback" not in result.output, result.output
    assert result.exit_code == 0, f"{way.label}: {result.output}"
    shown: Any = result.stdout
    if out is not None:  # the page, but where its labels' length puts its bars
        shown = re.sub(r' (?:x|x1|x2|width)="[0-9.]+"', "", out.read_text(encoding="utf-8"))
    elif shown.lstrip().startswith(("{", "[")):
        shown = json.loads(shown)
    return result.exit_code, normalized(shown, aliases(path))


def command(game: str, template: str) -> list[str]:
    other = {"berserk": BERSERK_OTHER, "ccs": CCS_OTHER}[game]
    return [str(other) if a == "{other}" else a for a in template.split()]


#: Every command that takes a deck, with the deck in each of its places; for both games
#: where the command is for both.
BOTH = [
    "validate {deck} --output json",
    "play {deck} {other} --games 4 --seed 3 --output json",
    "play {other} {deck} --games 4 --seed 3 --output json",
    "stats {deck} --output json",
    "report {deck} --out page.html --against {other} --games 2 --deals 20",
    "report {other} --out page.html --against {deck} --games 2 --deals 20",
    "tune {deck} --against {other} --games 2 --candidates 2 --output json",
    "tune {other} --against {deck} --games 2 --candidates 2 --output json",
    "tournament {deck} {other} --games-per-pair 2 --output json",
    "tournament {other} {deck} --games-per-pair 2 --output json",
    "deck show {deck}",
]
BERSERK_ONLY = [
    "squad suggest {deck} --seat first --seed 5 --output json",
    "squad stats {deck} --seat first --deals 20 --output json",
    "deck convert {deck} --to code",
]
#: Text that shows the deck's name where it has one (a code has none): compared among the
#: ways that give the same text (the file and its text on stdin; the code and the code).
SHOWS_THE_NAME = {
    "deck show {deck}",
    "report {deck} --out page.html --against {other} --games 2 --deals 20",
}

#: Commands that read standard input already, for a deck of a game without deck codes
#: (tests/cli/test_cli_validate.py and tests/decks/test_deck_files_every_format.py have them).
READ_STDIN_BEFORE = {"validate {deck} --output json", "deck show {deck}"}

CASES = [
    pytest.param(game, template, id=f"{game}: {template.split(' --')[0]}")
    for game in ("berserk", "ccs")
    for template in BOTH + (BERSERK_ONLY if game == "berserk" else [])
    if game == "berserk" or template not in READ_STDIN_BEFORE
]


@pytest.mark.parametrize("game, template", CASES)
def test_every_way_of_giving_the_deck_gives_the_same_result(
    game: str, template: str, in_tmp: Path
) -> None:
    path = {"berserk": BERSERK, "ccs": CCS}[game]
    args = command(game, template)
    out = in_tmp / "page.html" if "page.html" in args else None
    results = {way.label: outcome(args, way, path, out) for way in ways(path)}
    by_file = results.pop("file")
    by_code = results.pop("code argument", None)
    assert results.pop("stdin") == by_file
    if by_code is None:
        return
    assert results.pop("code on stdin") == by_code
    if template not in SHOWS_THE_NAME:
        assert by_code == by_file


# --- standard input: read once, never empty --------------------------------------------


#: A command with ``-`` in each place it takes a deck.
STDIN_COMMANDS = [
    ["validate", "-"],
    ["play", "-", str(CCS_OTHER)],
    ["play", str(CCS_OTHER), "-"],
    ["stats", "-"],
    ["report", "-", "--out", "page.html"],
    ["report", str(CCS), "--out", "page.html", "--against", "-"],
    ["tune", "-", "--against", str(CCS_OTHER)],
    ["tune", str(CCS), "--against", "-"],
    ["tournament", "-", str(CCS_OTHER)],
    ["squad", "suggest", "-", "--seat", "first", "--seed", "1"],
    ["squad", "stats", "-", "--seat", "first"],
    ["deck", "show", "-"],
    ["deck", "add", "-", "C4"],
    ["deck", "remove", "-", "C4"],
    ["deck", "convert", "-", "--to", "text"],
]


def _id(args: list[str]) -> str:
    return " ".join(Path(a).name if "/" in a else a for a in args)


@pytest.mark.parametrize("args", STDIN_COMMANDS, ids=_id)
@pytest.mark.parametrize("stdin", ["", " \n\n"], ids=["empty", "blank"])
def test_empty_stdin_is_one_clear_input_error(args: list[str], stdin: str, in_tmp: Path) -> None:
    result = run(args, stdin)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert "<stdin>: DECK_EMPTY: standard input is empty" in result.output
    assert "FILE_NOT_FOUND" not in result.output
    assert not (in_tmp / "page.html").exists()


#: A command with ``-`` twice: standard input holds one deck.
TWICE = [
    ["validate", "-", "-"],
    ["validate", "-", str(CCS), "-"],
    ["play", "-", "-"],
    ["report", "-", "--out", "page.html", "--against", "-"],
    ["tune", "-", "--against", "-"],
    ["tune", str(CCS), "--against", "-", "--against", "-"],
    ["tournament", "-", str(CCS), "-"],
]


@pytest.mark.parametrize("args", TWICE, ids=_id)
def test_a_second_dash_is_a_usage_error(args: list[str], in_tmp: Path) -> None:
    result = run(args, CCS.read_text(encoding="utf-8"))
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.stdout == ""
    assert "deckcheck: '-' is given 2 times: it reads a deck from standard input" in result.stderr
    assert not (in_tmp / "page.html").exists()


def test_convert_reads_stdin_and_writes_the_output_named(in_tmp: Path) -> None:
    code = code_of(BERSERK)
    result = run(["deck", "convert", "-", "--to", "code", "--out", "mine.txt"], code + "\n")
    assert result.exit_code == 0, result.output
    assert "mine.txt: code deck written from <stdin>" in result.stdout
    assert (in_tmp / "mine.txt").read_text(encoding="utf-8") == code + "\n"
    yaml_text = BERSERK.read_text(encoding="utf-8")
    result = run(["deck", "convert", "-", "--to", "yaml", "--out", "mine.yaml"], yaml_text)
    assert result.exit_code == 0, result.output
    by_file = run(["deck", "convert", str(BERSERK), "--to", "yaml", "--out", "file.yaml"])
    assert by_file.exit_code == 0, by_file.output
    assert (in_tmp / "mine.yaml").read_text(encoding="utf-8") == (in_tmp / "file.yaml").read_text(
        encoding="utf-8"
    )


def test_stdin_that_is_not_a_deck_is_located_at_stdin(in_tmp: Path) -> None:
    result = run(["play", "-", str(CCS)], "game: ccs\ndeck: {C4: 2\n")
    assert result.exit_code == 2, result.output
    assert "<stdin>:" in result.stderr
    assert "deckcheck: cannot read the deck <stdin>" in result.stderr
    assert "FILE_NOT_FOUND" not in result.output


def test_every_deck_argument_says_what_it_takes() -> None:
    for args in (
        ["play"],
        ["stats"],
        ["report"],
        ["tune"],
        ["tournament"],
        ["validate"],
        ["squad", "suggest"],
        ["squad", "stats"],
        ["deck", "show"],
        ["deck", "convert"],
        ["deck", "add"],
    ):
        shown = run([*args, "--help"])
        assert shown.exit_code == 0, shown.output
        text = " ".join(shown.stdout.replace("\u2502", " ").split())
        assert "YAML or text list" not in text, args
        assert "a berserk-nxt deck code" in text, args
        assert "'-' to read it from standard input" in text, args
