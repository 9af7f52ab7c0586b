"""A berserk-nxt deck code pasted as the deck argument (as players share codes in chat)
is the same deck in every command that takes a deck (issue #25, a player's first hour)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from deckcheck.cli import app
from deckcheck.formats.decks import is_deck_code_argument

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "decks" / "steppes-berserk.yaml"
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


@pytest.mark.parametrize("command", [
    ["validate", "{deck}", "--output", "json"],
    ["play", "{deck}", "{file}", "--games", "4", "--seed", "3", "--output", "json"],
    ["squad", "suggest", "{deck}", "--seat", "first", "--seed", "5", "--output", "json"],
    ["stats", "{deck}", "--output", "json"],
])
def test_every_command_gives_the_result_of_the_file(command: list[str], code: str) -> None:
    def with_(deck: str) -> list[str]:
        return [deck if a == "{deck}" else str(EXAMPLE) if a == "{file}" else a
                for a in command]

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


@pytest.mark.parametrize("argument, code_word", [
    ("#IA", "DECK_CODE_SYNTAX"),          # cut short
    ("#IAB!", "not a file"),               # not a code: a missing file
    ("#", "FILE_NOT_FOUND"),
    ("#" + "IAB" * 10_001, "DECK_TOO_LARGE"),
])
def test_hostile_codes_are_one_located_input_error(argument: str, code_word: str) -> None:
    result = run("validate", argument)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert code_word in result.output or "no such file" in result.output


def test_only_a_hash_code_is_a_code_argument(empty_cwd: Path) -> None:
    assert is_deck_code_argument("#IAB")
    assert not is_deck_code_argument("IAB")       # a file name
    assert not is_deck_code_argument("deck.txt")
    assert not is_deck_code_argument("-")
