"""A berserk-nxt deck code pasted as the deck argument (as players share codes in chat)
is the same deck in every command that takes a deck (issue #25, a player's first hour)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from deckcheck.cli import app
from deckcheck.formats.decks import is_deck_code_argument

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "decks" / "steppes-berserk.yaml"
runner = CliRunner()


def run(*args: str) -> Result:
    return runner.invoke(app, list(args), env={"NO_COLOR": "1", "COLUMNS": "200"})


@pytest.fixture(scope="module")
def code() -> str:
    result = run("deck", "convert", str(EXAMPLE), "--to", "code")
    assert result.exit_code == 0, result.output
    return result.stdout.strip()


@pytest.fixture(autouse=True)
def empty_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


#: The keys of a JSON result that name a deck or its file.
NAMED = ("name", "file", "files", "deck")


def without_names(data: object) -> object:
    """A JSON result without deck names and files (a code carries no name)."""
    if isinstance(data, dict):
        return {k: without_names(v) for k, v in data.items() if k not in NAMED}
    if isinstance(data, list):
        return [without_names(v) for v in data]
    return data


@pytest.mark.parametrize(
    "command",
    [
        ["validate", "{deck}", "--output", "json"],
        ["play", "{deck}", "{file}", "--games", "4", "--seed", "3", "--output", "json"],
        ["squad", "suggest", "{deck}", "--seat", "first", "--seed", "5", "--output", "json"],
        ["stats", "{deck}", "--output", "json"],
    ],
)
def test_every_command_gives_the_result_of_the_file(command: list[str], code: str) -> None:
    def with_(deck: str) -> list[str]:
        return [deck if a == "{deck}" else str(EXAMPLE) if a == "{file}" else a for a in command]

    by_code = run(*with_(code))
    by_file = run(*with_(str(EXAMPLE)))
    assert by_code.exit_code == by_file.exit_code == 0, by_code.output
    code_result, file_result = json.loads(by_code.stdout), json.loads(by_file.stdout)
    for timing in ("seconds", "games_per_second", "elapsed"):
        for result in (code_result, file_result):
            if isinstance(result, dict):
                result.pop(timing, None)
    assert without_names(code_result) == without_names(file_result)
    assert code_result  # (a check of two empty results would prove nothing)


def test_a_file_of_that_name_wins_over_the_code(empty_cwd: Path) -> None:
    (empty_cwd / "#IAB").write_text("#IAC\n", encoding="utf-8")  # VS-002, not VS-001
    assert not is_deck_code_argument("#IAB")
    shown = run("deck", "show", "#IAB")
    assert "Кшар" in shown.stdout and "Кочевник" not in shown.stdout


@pytest.mark.parametrize(
    "argument, located",
    [
        (
            "#IA",
            "#IA:1:2: DECK_CODE_SYNTAX: neither a file nor a valid deck code: the deck code is "
            "cut short",
        ),
        (
            "#IAB!",
            "#IAB!:1:5: DECK_CODE_SYNTAX: neither a file nor a valid deck code: '!' is not a "
            "character of a berserk-nxt deck code",
        ),
        (
            "#garbage!!",
            "#garbage!!:1:9: DECK_CODE_SYNTAX: neither a file nor a valid deck code: '!' "
            "is not a character of a berserk-nxt deck code (and 1 more on this line)",
        ),
        (
            "#",
            "#:1:1: DECK_EMPTY: neither a file nor a valid deck code: the deck code lists no cards",
        ),
        ("#" + "IAB" * 10_001, "DECK_TOO_LARGE: neither a file nor a valid deck code"),
    ],
)
def test_a_bad_code_is_neither_a_file_nor_a_code(argument: str, located: str) -> None:
    """Not "no such file": what is wrong with the code, where it stands in the argument."""
    for args in (["validate", argument], ["play", argument, str(EXAMPLE)]):
        result = run(*args)
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output
        assert located in result.output
        assert "FILE_NOT_FOUND" not in result.output and "no such file" not in result.output
    # what does not start as a code does is a file, missing or not
    assert "IA: FILE_NOT_FOUND: no such file" in run("validate", "IA").output


def validated(*args: str, stdin: str | None = None) -> object:
    result = runner.invoke(
        app, ["validate", "--output", "json", *args], input=stdin, env={"NO_COLOR": "1"}
    )
    assert result.exit_code == 0, result.output
    return without_names(json.loads(result.stdout))


@pytest.mark.parametrize("pasted", [" {code} ", "\t{code}\n", "\n  {code}  \n\n"])
def test_a_pasted_code_with_spaces_around_it_is_the_code(code: str, pasted: str) -> None:
    argument = pasted.format(code=code)
    assert is_deck_code_argument(argument)
    assert validated(argument) == validated(code) == validated(str(EXAMPLE))
    data = json.loads(run("validate", "--output", "json", argument).stdout)
    assert data[0]["file"] == code  # shown without the spaces


def test_a_rot13_code_argument_reads_as_on_stdin(code: str) -> None:
    rot = run("deck", "convert", str(EXAMPLE), "--to", "code-rot13").stdout.strip()
    assert rot.startswith("--") and "\n" in rot  # lines of 32 characters
    assert is_deck_code_argument(rot)
    by_stdin = validated("-", stdin=rot + "\n")
    assert validated("--", rot) == by_stdin == validated(code) == validated(str(EXAMPLE))
    assert validated("--", " " + rot.replace("\n", "\n  ") + "\n") == by_stdin
    # and every command takes it: options first, then the code after --
    played = [
        run("play", "--games", "2", "--seed", "1", "--output", "json", "--", deck, str(EXAMPLE))
        for deck in (rot, code)
    ]
    assert played[0].exit_code == played[1].exit_code == 0, played[0].output
    assert _same_but_timing(played[0].stdout, played[1].stdout)


def _same_but_timing(one: str, other: str) -> bool:
    first, second = json.loads(one), json.loads(other)
    for result in (first, second):
        for timing in ("seconds", "games_per_second", "elapsed"):
            result.pop(timing, None)
    return without_names(first) == without_names(second)


def test_only_a_hash_code_is_a_code_argument(empty_cwd: Path) -> None:
    assert is_deck_code_argument("#IAB")
    assert not is_deck_code_argument("IAB")  # a file name
    assert not is_deck_code_argument("deck.txt")
    assert not is_deck_code_argument("-")
    assert is_deck_code_argument("  #IAB\n")  # pasted with spaces around it
    assert is_deck_code_argument("--VNO")  # the rot13 variant
    assert is_deck_code_argument("#garbage!!")  # a bad code: reported as one
