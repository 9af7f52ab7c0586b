"""A CCS spirit listed by name alone reads as one copy (issue #25: a player's first hour;
a spirit deck holds one of each spirit, so players list spirits without counts)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.formats.decks import parse_text_deck

runner = CliRunner()


def test_a_spirit_named_alone_is_one_copy_at_its_line() -> None:
    deck, problems = parse_text_deck(
        "Game: ccs\nSpirits:\nThe Windy\n  The Dash   # a comment\nDeck:\n2 C4\n", "d.txt")
    assert problems == [] and deck is not None
    spirits = deck.sections["spirits"]
    assert [(e.card, e.count) for e in spirits] == [("The Windy", 1), ("The Dash", 1)]
    assert [(e.location.line, e.location.column) for e in spirits] == [(3, 1), (4, 3)]


def test_outside_the_spirit_deck_a_line_without_a_count_is_still_refused() -> None:
    deck, problems = parse_text_deck("Game: ccs\nDeck:\nSakura\n", "d.txt")
    assert deck is None
    assert [(p.code, p.location.line) for p in problems] == [("DECK_TEXT_SYNTAX", 3)]


def test_a_header_in_the_spirit_deck_stays_a_header() -> None:
    deck, problems = parse_text_deck("Spirits:\nThe Windy\nFormat: short\nBogus: x\n", "d.txt")
    assert deck is None
    assert [(p.code, p.location.line) for p in problems] == [("DECK_TEXT_SYNTAX", 4)]
    assert "unknown header 'Bogus'" in problems[0].message


def test_validate_and_edit_agree_on_a_bare_spirit_line(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("Game: ccs\nFormat: short\nSpirits:\nThe Windy\nThe Wibbly\nDeck:\n2 C4\n",
                    encoding="utf-8")
    checked = runner.invoke(app, ["validate", str(deck)])
    assert checked.exit_code == 1
    assert f"{deck}:5:1: UNKNOWN_CARD: no ccs card 'The Wibbly'" in checked.output
    assert "d.txt:4" not in checked.output  # The Windy was found
    removed = runner.invoke(app, ["deck", "remove", str(deck), "The Wibbly"])
    assert "UNKNOWN_CARD" in removed.output or removed.exit_code != 0
    added = runner.invoke(app, ["deck", "add", str(deck), "CS2"])
    assert added.exit_code in (0, 1), added.output
    text = deck.read_text(encoding="utf-8")
    assert "The Windy\n" in text and "CS2" in text
