"""Every command reads, counts and judges a deck as ``validate`` does, and gives the same
exit code for the same mistake.

An outside tester's findings: ``deck show`` marked a limit ``validate`` did not report;
``stats`` counted another number of cards than ``validate`` without saying why; a format
or a collection of the other game was an input error in some commands and the deck's
fault in others; advice named an option the command does not have; a "did you mean"
suggested what was typed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from deckcheck.cli import app

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "examples" / "decks"
COLLECTIONS = ROOT / "examples" / "collections"
CCS_DECK = DECKS / "starter-short.yaml"
CCS_TEXT = DECKS / "wind-and-fire.txt"
BERSERK_DECK = DECKS / "steppes-berserk.yaml"
ILLEGAL_SHORT = DECKS / "illegal-short.yaml"
ILLEGAL_BERSERK = DECKS / "illegal-berserk.yaml"
CCS_COLLECTION = COLLECTIONS / "two-starters.yaml"


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def invoke(*args: Any) -> Result:
    result = CliRunner().invoke(
        app, [str(a) for a in args], env={"NO_COLOR": "1", "COLUMNS": "200"}
    )
    error = result.exception
    assert error is None or isinstance(error, SystemExit), (error, result.output)
    assert "Traceback" not in result.output, result.output
    return result


def validate_json(*args: Any) -> tuple[int, list[dict[str, Any]]]:
    result = invoke("validate", "--output", "json", *args)
    return result.exit_code, json.loads(result.stdout)


# --- a: deck show marks the problems validate reports, no other -------------------------


def test_validate_reads_the_capture_minimum_over_a_bad_count_as_documented() -> None:
    # The short format needs 3 Capture cards of power 2000 (formats.yaml, «Сокращённый
    # уровень игры»); the deck has 2 and a count of 0 for C16, itself of power 2000: the
    # too-few total is not reported over the BAD_COUNT (docs/guide/validate.md).
    code, (report,) = validate_json(ILLEGAL_SHORT)
    assert code == 1
    codes = [v["code"] for v in report["violations"]]
    assert "BAD_COUNT" in codes and "CAPTURE_TIER_MIN" not in codes
    assert len(codes) == 6


def test_deck_show_marks_no_problem_validate_does_not_report() -> None:
    shown = invoke("deck", "show", ILLEGAL_SHORT)
    assert shown.exit_code == 1, shown.output  # (an illegal deck, as validate says)
    _, (report,) = validate_json(ILLEGAL_SHORT)
    assert f"illegal, {len(report['violations'])} problems" in shown.stdout
    assert "Capture cards of power 2000 2/≥3 (1 short)" not in shown.stdout
    # (C16: 0, a power-2000 card, is unreadable: validate judges no total of them)
    assert "Capture cards of power 2000 2/≥3 (not judged: a count in the deck is " \
        "unreadable)" in " ".join(shown.stdout.split())


# --- b: one count of the deck, or the same reason it differs -------------------------------


def test_stats_and_validate_say_alike_which_cards_are_not_counted() -> None:
    # validate counts 51 cards as written, 2 of them not in the catalogue; stats draws
    # from the 49 it can read. Both say 51, and why 49, in the same words.
    note = "51 cards (49 read, 2 not in the catalogue: C4, VS-0O2)"
    checked = invoke("validate", ILLEGAL_BERSERK)
    assert checked.exit_code == 1
    (size,) = [line for line in checked.stdout.splitlines() if ": DECK_SIZE: " in line]
    assert f"the deck has {note}; berserk-2023 needs 30 to 50" in size, size
    stats = invoke("stats", ILLEGAL_BERSERK)
    assert stats.exit_code == 0, stats.output
    heading = " ".join(stats.stdout.split("\n\n")[0].split())
    assert "illegal; " + note.replace("cards", "cards in the deck", 1) in heading, heading
    assert "Odds: exact hypergeometric odds of a 15-card deal from 49 cards." in stats.stdout
    shown = invoke("deck", "show", ILLEGAL_BERSERK)
    assert "deck: 51 cards" in shown.stdout and "not in the catalogue (2)" in shown.stdout


def test_stats_json_and_text_count_the_same_cards() -> None:
    result = invoke("stats", ILLEGAL_BERSERK, "--output", "json")
    data = json.loads(result.stdout)
    assert data["sections"] == {"deck": 49}


# --- c: a --format of the other game is a usage error in every command ---------------------


OTHER_GAMES_FORMAT = [
    ("validate", "{deck}"),
    ("validate", "{deck}", "--output", "json"),
    ("play", "{deck}", "{deck}", "--games", "1"),
    ("play", "{deck}", "{deck}", "--games", "1", "--allow-illegal"),
    ("stats", "{deck}"),
    ("report", "{deck}", "--out", "{out}"),
    ("deck", "show", "{deck}"),
    ("squad", "suggest", "{deck}", "--seat", "first", "--seed", "1"),
    ("tune", "{deck}", "--against", "{deck}", "--games", "2", "--candidates", "1"),
]


@pytest.mark.parametrize("command", OTHER_GAMES_FORMAT, ids=" ".join)
def test_a_format_of_the_other_game_is_a_usage_error(
    command: tuple[str, ...], tmp_path: Path
) -> None:
    words = [w.format(deck=CCS_DECK, out=tmp_path / "r.html") for w in command]
    result = invoke(*words, "--format", "berserk-2023")
    assert result.exit_code == 2, result.output
    assert "WRONG_GAME" in result.output
    assert "berserk-2023 is a berserk format" in result.output
    assert not (tmp_path / "r.html").exists()


def test_validate_goes_on_with_the_other_decks_and_says_input_error() -> None:
    code, reports = validate_json("--format", "berserk-2023", CCS_DECK, BERSERK_DECK)
    assert code == 2
    first, second = reports
    assert first["verdict"] == "unreadable" and second["verdict"] == "legal"
    (violation,) = first["violations"]
    assert (violation["code"], violation["severity"]) == ("WRONG_GAME", "input")
    assert (violation["expected"], violation["actual"]) == ("berserk", "ccs")
    text = invoke("validate", "--format", "berserk-2023", CCS_DECK, BERSERK_DECK).stdout
    assert ": input error, 1 problem" in text and "1 legal, 1 input error" in text


def test_a_deck_whose_own_format_is_the_other_games_is_still_the_decks_fault(
    tmp_path: Path,
) -> None:
    # format: in the file is the deck's mistake (exit 1), not the command line's.
    deck = tmp_path / "d.yaml"
    deck.write_text("game: ccs\nformat: berserk-2023\ndeck: {C4: 1}\n", encoding="utf-8")
    code, (report,) = validate_json(deck)
    assert code == 1 and report["verdict"] == "illegal"


# --- d: a collection of the other game is an input error, as in deck build -----------------


def test_a_collection_of_the_other_game_is_an_input_error_everywhere() -> None:
    said = "is of ccs cards, not berserk"
    checked = invoke("validate", "--collection", CCS_COLLECTION, BERSERK_DECK)
    assert checked.exit_code == 2, checked.output
    assert "COLLECTION_WRONG_GAME" in checked.output and said in checked.output
    built = invoke("deck", "build", "--game", "berserk", "--collection", CCS_COLLECTION)
    assert built.exit_code == 2 and said in built.output
    # The collection's own game is checked against it as before.
    owned = invoke("validate", "--collection", CCS_COLLECTION, CCS_TEXT)
    assert owned.exit_code == 1 and "NOT_OWNED" in owned.output


# --- e: advice names only what the command has ---------------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        ("tune", "{ccs}", "--against", "{berserk}"),
        ("play", "{ccs}", "{berserk}"),
        ("tournament", "{ccs}", "{berserk}"),
    ],
    ids=" ".join,
)
def test_decks_of_two_games_get_advice_that_is_true(command: tuple[str, ...]) -> None:
    words = [w.format(ccs=CCS_TEXT, berserk=BERSERK_DECK) for w in command]
    result = invoke(*words)
    assert result.exit_code == 2, result.output
    assert "different games" in result.output
    assert "--game" not in result.output  # it cannot make a ccs deck play a berserk one


# --- f: no "did you mean" the very name typed ----------------------------------------------


@pytest.mark.parametrize("command", ["build", "new"])
def test_a_format_of_the_other_game_is_named_as_such(command: str, tmp_path: Path) -> None:
    words = ["deck", "build"] if command == "build" else ["deck", "new", tmp_path / "x.yaml"]
    result = invoke(*words, "--game", "ccs", "--format", "berserk-2023")
    assert result.exit_code == 2
    assert "did you mean" not in result.output
    assert "'berserk-2023' is a berserk format" in result.output
    assert re.search(r"no ccs format 'berserk-2023'", result.output)


# --- a re-check: the deck's own format line, another game's collection in deck show -----


def test_a_decks_own_unknown_format_is_an_invalid_deck_in_validate_and_deck_show(
    tmp_path: Path,
) -> None:
    deck = tmp_path / "wf.yaml"
    deck.write_text(BERSERK_DECK.read_text(encoding="utf-8").replace(
        "format: berserk-2023", "format: berserk-2099"), encoding="utf-8")
    for command in (("validate",), ("deck", "show")):
        result = invoke(*command, deck)
        assert result.exit_code == 1, (command, result.output)
        assert "UNKNOWN_FORMAT: no berserk format 'berserk-2099'" in result.output, command
    # asked for on the command line, the same format is a usage error in both
    for command in (("validate",), ("deck", "show")):
        assert invoke(*command, BERSERK_DECK, "-f", "berserk-2099").exit_code == 2, command


def test_deck_show_with_another_games_collection_is_an_input_error() -> None:
    for command in (("validate",), ("deck", "show")):
        result = invoke(*command, BERSERK_DECK, "--collection", CCS_COLLECTION)
        assert result.exit_code == 2, (command, result.output)
        assert "COLLECTION_WRONG_GAME: the collection" in result.output, command
