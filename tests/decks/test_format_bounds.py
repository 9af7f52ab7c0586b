"""What one deck or collection file may cost to read, and numbers written in ASCII digits.

Issue #26, items 11 and 12: a count or an id is ASCII digits (``৪`` is not 4, though
Python's ``int`` reads it so); a count past 2**53 prints exactly everywhere; a hostile
file (a 10 MB deck code, a megabyte card id, a 5,000-digit ``.brsc`` number, a deck of
10**18 copies converted to a code) is refused at once with a located error, past a limit
the README states, instead of a traceback, minutes of work or gigabytes of memory.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.diagnostics import Severity
from deckcheck.formats.checker import DeckChecker
from deckcheck.formats.collection import read_collection
from deckcheck.formats.decks import MAX_CARD_TEXT, iter_lines, loads_deck
from deckcheck.formats.reader import card_index
from deckcheck.games.berserk.nxt import (
    MAX_COPIES,
    MAX_DECK_CARDS,
    MAX_DIGITS,
    NxtError,
    encode_code,
    parse_brsc,
)

ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}
CHECKER = DeckChecker()
#: Decimal digits of other scripts that Python's ``int`` and ``\d`` take as 4 or 5000.
FOUR = ["৪", "٤", "४", "４"]


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str | Path, stdin: str | None = None) -> Any:
    return CliRunner().invoke(
        app, [str(a) for a in args], input=stdin, env=ENV, catch_exceptions=False
    )


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def load(text: str, file: str) -> tuple[Any, list[Any]]:
    """A deck's text read as its file's suffix says (``loads_deck`` sniffs otherwise)."""
    return loads_deck(text, file, "brsd" if file.endswith(".brsd") else None)


def input_problems(text: str, file: str) -> list[tuple[str, int, int]]:
    deck, problems = load(text, file)
    assert deck is None and problems
    assert all(p.severity is Severity.INPUT for p in problems)
    return [(p.code, p.location.line, p.location.column) for p in problems]


# --- item 11: ASCII digits only -----------------------------------------------------------


@pytest.mark.parametrize("four", FOUR)
@pytest.mark.parametrize(
    ("text", "file"),
    [
        ("Game: ccs\n{four} C4\n", "d.txt"),
        ("Game: ccs\nC4 x{four}\n", "d.txt"),
        ("Game: ccs\nC4 {four}\n", "d.txt"),
        ("#d\n{four} 10001\n", "d.brsd"),
    ],
)
def test_a_count_in_other_digits_is_not_a_count(text: str, file: str, four: str) -> None:
    deck, problems = load(text.format(four=four), file)
    assert deck is not None and problems == []
    [entry] = deck.entries()
    assert entry.count is None and entry.written == four
    report = CHECKER.check(deck)
    [bad] = [v for v in report.violations if v.code == "BAD_COUNT"]
    # Not read as 4 copies, and not advice to "write ৪ without quotes".
    assert "not a whole number" in bad.message and "quotes" not in bad.message


@pytest.mark.parametrize("four", FOUR)
def test_a_yaml_count_in_other_digits_gets_no_advice_to_unquote_it(four: str) -> None:
    deck, _ = loads_deck(f"game: ccs\ndeck: {{C4: {four}}}\nspirits: {{CS1: 1}}\n", "d.yaml")
    assert deck is not None
    [bad] = [v for v in CHECKER.check(deck).violations if v.code == "BAD_COUNT"]
    assert "quotes" not in bad.message and "not a whole number" in bad.message


@pytest.mark.parametrize("four", FOUR)
def test_an_id_in_other_digits_is_no_card(four: str) -> None:
    for text, file in (
        (f"Game: ccs\n2 C{four}\n", "d.txt"),
        (f"Game: berserk\n2 VS-00{four}\n", "d.txt"),
        (f"#d\n2 1000{four}\n", "d.brsd"),
    ):
        deck, problems = load(text, file)
        assert deck is not None and problems == []
        report = CHECKER.check(deck)
        assert report.cards is not None and report.cards.counts() == {}
        assert "UNKNOWN_CARD" in [v.code for v in report.violations], text


def test_a_power_in_other_digits_picks_no_card() -> None:
    index = card_index(CHECKER.catalogue("ccs"))
    # "Tori" fits several cards; the power picks C42, but only written in ASCII digits
    # (folding alone turns "２０００" and "²⁰⁰⁰" into "2000").
    assert index.lookup("Tori").card is None
    assert index.lookup("Tori 2000").card is not None and index.card("Tori (2000)") is not None
    for power in ("২০০০", "٢٠٠٠", "２０００", "²⁰⁰⁰"):
        assert index.lookup(f"Tori {power}").card is None, power
        assert index.lookup(f"Tori ({power})").card is None, power


@pytest.mark.parametrize("four", FOUR)
def test_brsc_numbers_are_ascii_digits(four: str) -> None:
    places = ((f"10001 {four}", 7), (f"10001 3 alt:{four}", 9), (f"10001 3 = {four}", 11))
    for line, column in places:
        lines, problems = parse_brsc(line + "\n")
        assert lines == [] and [(p[0], p[1]) for p in problems] == [(1, column)], line
    lines, problems = parse_brsc(f"1000{four} 3\n")
    assert lines == [] and len(problems) == 1


BIG = 100_000_000_000_000_001  # 10**17 + 1: a float prints it as 100000000000000000


@pytest.mark.parametrize(
    "command",
    [
        ["validate"],
        ["deck", "show"],
        ["stats"],
        ["stats", "-o", "csv"],
        ["stats", "-o", "json"],
        ["deck", "convert", "--to", "yaml"],
        ["deck", "convert", "--to", "text"],
    ],
)
def test_counts_past_2_53_print_exactly(tmp_path: Path, command: list[str]) -> None:
    deck = write(tmp_path, "huge.txt", f"Game: ccs\n{BIG} C4\n1 CS1\n")
    result = run(*command, deck)
    assert result.exit_code in (0, 1), result.output
    assert str(BIG) in result.stdout
    assert "100000000000000000" not in result.stdout.replace(str(BIG), "")
    assert "e+" not in result.stdout


def test_berserk_stats_print_big_counts_exactly(tmp_path: Path) -> None:
    deck = write(tmp_path, "huge.brsd", f"#Huge\n{BIG} 10001\n")
    result = run("stats", deck)
    assert str(BIG) in result.stdout and "e+" not in result.stdout
    assert "100000000000000000" not in result.stdout.replace(str(BIG), "")


# --- item 12: bounds ------------------------------------------------------------------------


def test_a_brsc_number_past_the_limit_is_a_located_problem(tmp_path: Path) -> None:
    huge = "9" * 5000  # Python refuses to read numbers of over 4,300 digits
    for line, column in (
        (f"10001 {huge}", 7),
        (f"10001 1 alt:{huge}", 9),
        (f"10001 1 = {huge}", 11),
        (f"10001 {'9' * (MAX_DIGITS + 1)}", 7),
    ):
        lines, problems = parse_brsc(line + "\n")
        assert lines == [] and [(p[0], p[1]) for p in problems] == [(1, column)]
        assert f"at most {MAX_DIGITS}" in problems[0][2] and huge not in problems[0][2]
    lines, problems = parse_brsc(f"10001 {'9' * MAX_DIGITS}\n")
    assert problems == [] and lines[0].copies == 10**MAX_DIGITS - 1
    box = write(tmp_path, "box.brsc", f"10001 {huge}\n")
    _, found = read_collection(box)
    assert [(p.code, p.location.line) for p in found] == [("COLLECTION_SYNTAX", 1)]
    deck = write(tmp_path, "d.brsd", "#d\n3 10001\n")
    result = run("validate", deck, "--collection", box)
    assert result.exit_code == 2
    assert "box.brsc:1:7: COLLECTION_SYNTAX" in result.stderr


def test_a_code_past_the_limit_is_refused_unread() -> None:
    triplet = "IAB"  # 1 × VS-001
    deck, problems = loads_deck("#" + triplet * MAX_DECK_CARDS + "\n", "c.txt")
    assert problems == [] and deck is not None and len(list(deck.entries())) == MAX_DECK_CARDS
    over = "#" + triplet * (MAX_DECK_CARDS + 1) + "\n"
    assert input_problems(over, "c.txt") == [("DECK_TOO_LARGE", 1, 2 + 3 * MAX_DECK_CARDS)]
    # Ten megabytes: refused from its size, before anything is decoded.
    assert input_problems("#" + triplet * 3_400_000, "c.txt")[0][0] == "DECK_TOO_LARGE"
    # The rot13 variant (lines of 32 characters) is bounded the same.
    rot = "\n".join("--" + "VNO" * 10 + "VN" for _ in range(MAX_DECK_CARDS // 10 + 1))
    assert input_problems(rot, "c.txt")[0][0] == "DECK_TOO_LARGE"


def test_a_brsd_past_the_limit_is_refused() -> None:
    lines = "".join("1 10001\n" for _ in range(MAX_DECK_CARDS))
    deck, problems = load("#d\n" + lines, "d.brsd")
    assert problems == [] and deck is not None
    assert input_problems("#d\n" + lines + "1 10002\n", "d.brsd") == [
        ("DECK_TOO_LARGE", MAX_DECK_CARDS + 2, 1)
    ]


def test_a_code_is_not_written_past_the_limit(tmp_path: Path) -> None:
    # 7 copies a triplet: 70,007 copies need one triplet more than a code holds (and the
    # reader takes), and 10**18 - 1 copies used to loop for ever.
    for copies in (7 * MAX_DECK_CARDS + 7, 999_999_999_999_999_999):
        with pytest.raises(NxtError, match="at most"):
            encode_code([(10001, copies)])
        deck = write(tmp_path, "many.brsd", f"#many\n{copies} 10001\n")
        result = run("deck", "convert", deck, "--to", "code")
        assert result.exit_code == 2 and result.stdout == ""
        assert "many.brsd:2:" in result.stderr and "DECK_TOO_LARGE" in result.stderr
        assert "nothing was written" in result.stderr
    code = encode_code([(10001, 7 * MAX_DECK_CARDS)])
    assert len(code) == 1 + 3 * MAX_DECK_CARDS
    read, problems = loads_deck(code, "c.txt")
    assert problems == [] and read is not None


@pytest.mark.parametrize(
    ("text", "file"),
    [
        ("Game: ccs\n2 {card}\n", "d.txt"),
        ("game: ccs\ndeck:\n  {card}: 2\n", "d.yaml"),
        ("#d\n2 {card}\n", "d.brsd"),
    ],
)
def test_a_card_text_past_the_limit_is_refused(text: str, file: str) -> None:
    fits = load(text.format(card="Я" * MAX_CARD_TEXT), file)
    assert fits[0] is not None and fits[1] == []
    problems = input_problems(text.format(card="Я" * (MAX_CARD_TEXT + 1)), file)
    assert [code for code, _, _ in problems] == ["CARD_TEXT_TOO_LONG"]
    assert problems[0][1] in (2, 3)


def test_a_megabyte_card_id_is_one_short_message(tmp_path: Path) -> None:
    deck = write(tmp_path, "big.txt", "Game: berserk\n1 VS-" + "1" * 3_000_000 + "\n")
    result = run("validate", deck)
    assert result.exit_code == 2
    assert "big.txt:2:3: CARD_TEXT_TOO_LONG" in result.stdout
    assert max(len(line) for line in result.output.splitlines()) < 400


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab \n\r\v\f\x1c\x1d\x1e\x1f\x85\u2028\u2029"))))
def test_lines_are_read_one_at_a_time_as_splitlines_cuts_them(text: str) -> None:
    assert list(iter_lines(text)) == text.splitlines()
    by_lf = text.split("\n")
    assert list(iter_lines(text, "\n")) == (by_lf[:-1] if by_lf[-1] == "" else by_lf)


def test_the_card_index_answers_a_megabyte_text_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # deck add, deck remove and other commands that name a card from the command line
    # ask the same index: a text longer than any card's name is no card, and is neither
    # folded nor matched (seconds for a megabyte).
    from deckcheck.catalog.model import fold as real_fold
    from deckcheck.formats import reader

    def fold(text: str) -> str:
        assert len(text) <= MAX_CARD_TEXT, "a megabyte folded"
        return real_fold(text)

    monkeypatch.setattr(reader, "fold", fold)
    index = reader.CardIndex(CHECKER.catalogue("berserk"))
    for text in ("VS-" + "1" * 3_000_000, "Я" * 1_500_000):
        assert index.lookup(text).card is None and index.suggest(text) == []
    assert index.lookup("VS-001").card is not None


@pytest.mark.parametrize("target", ["brsd", "code", "code-rot13", "proberserk"])
def test_nxt_forms_hold_at_most_max_copies_of_a_card(tmp_path: Path, target: str) -> None:
    # berserk-nxt reads a deck into one id per copy: 10**18 copies would never load.
    ok = write(tmp_path, "ok.brsd", f"#ok\n{MAX_COPIES} 10001\n")
    assert run("deck", "convert", ok, "--to", target).exit_code == 0
    many = write(tmp_path, "many.brsd", f"#many\n3 10002\n{MAX_COPIES + 1} 10001\n")
    result = run("deck", "convert", many, "--to", target)
    assert result.exit_code == 2 and result.stdout == ""
    assert f"{many}:3:" in result.stderr and "DECK_TOO_LARGE" in result.stderr


def test_a_code_of_more_triplets_than_the_reader_takes_is_refused(tmp_path: Path) -> None:
    # 71 cards of MAX_COPIES copies: 143 triplets each, 10,153 in all.
    lines = "".join(f"{MAX_COPIES} {10001 + i}\n" for i in range(71))
    deck = write(tmp_path, "wide.brsd", "#wide\n" + lines)
    assert run("deck", "convert", deck, "--to", "brsd").exit_code == 0
    result = run("deck", "convert", deck, "--to", "code")
    assert result.exit_code == 2 and "DECK_TOO_LARGE" in result.stderr
    assert "needs 10153" in result.stderr
