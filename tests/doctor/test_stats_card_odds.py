"""``deckcheck stats --card``: the exact chance of holding a card, or any of several, by
turn N (CCS) or in the deal (Berserk), under the draw model ``stats`` states (#25)."""

from __future__ import annotations

import json
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"
runner = CliRunner()


def asked(*args: str) -> dict[str, Any]:
    result = runner.invoke(app, ["stats", *args, "--output", "json"])
    assert result.exit_code == 0, result.output
    tables = {t["key"]: t for t in json.loads(result.stdout)["tables"]}
    return {row["label"].split()[0]: row for row in tables["asked"]["rows"]}


def at_least_one(population: int, copies: int, seen: int) -> float:
    """Written out here, not with deckcheck's odds module: 1 - C(N-K, n) / C(N, n)."""
    return float(1 - Fraction(comb(population - copies, seen), comb(population, seen)))


def test_ccs_a_card_and_any_of_two_by_each_turn() -> None:
    rows = asked(str(DECKS / "starter-short.yaml"), "--card", "C4", "--card", "C9",
                 "--turns", "3")
    population = 30  # the starter deck's player's deck
    c4 = int(rows["C4"]["detail"].split()[0])
    c9 = int(rows["C9"]["detail"].split()[0])
    assert rows["C4"]["detail"] == f"{c4} of {population} cards"
    for turn, seen in enumerate((5, 7, 9)):  # 5 in the opening hand, then 2 a turn
        assert rows["C4"]["values"][turn] == pytest.approx(at_least_one(population, c4, seen),
                                                           abs=1e-4)
        assert rows["any"]["values"][turn] == pytest.approx(
            at_least_one(population, c4 + c9, seen), abs=1e-4)


def test_a_card_not_in_the_deck_has_no_chance_and_says_so() -> None:
    rows = asked(str(DECKS / "starter-short.yaml"), "--card", "C27")
    assert rows["C27"]["values"] == [0, 0, 0, 0, 0, 0]
    assert rows["C27"]["detail"] == "not in the deck"
    assert "any" not in rows  # one card: no "any of them" row


def test_berserk_one_two_three_copies_in_the_deal_and_a_repeated_card_counts_once() -> None:
    rows = asked(str(DECKS / "steppes-berserk.yaml"), "--card", "VS-001", "--card",
                 "Кочевник", "--card", "Кшар")
    assert set(rows) == {"VS-001", "VS-002", "any"}
    population, deal = 36, 15
    for k, value in enumerate(rows["VS-001"]["values"], start=1):
        exact = 1 - sum(Fraction(comb(3, i) * comb(population - 3, deal - i),
                                 comb(population, deal)) for i in range(k))
        assert value == pytest.approx(float(exact), abs=1e-4)
    assert rows["any"]["detail"] == "6 of 36 cards"


@pytest.mark.parametrize("card, message", [
    ("The Windy", "is a spirit: spirits are revealed from the spirit deck, never drawn"),
    # a name several cards share, none of them in the deck: no card of the deck to ask about
    ("Tori", "none of the cards 'Tori' names is in the deck: 'Tori' fits 6 ccs cards"),
    ("Nobody at all", "no ccs card"),
    ("VS-001", "no ccs card"),
])
def test_a_card_that_cannot_be_asked_is_one_usage_error(card: str, message: str) -> None:
    result = runner.invoke(app, ["stats", str(DECKS / "starter-short.yaml"), "--card", card])
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_text_output_shows_the_table_and_the_model() -> None:
    result = runner.invoke(app, ["stats", str(DECKS / "steppes-berserk.yaml"), "--card", "VS-001"],
                           env={"COLUMNS": "120", "NO_COLOR": "1"})
    assert result.exit_code == 0
    assert "Chance of holding the cards asked for" in result.stdout
    assert "Odds: exact hypergeometric odds of a 15-card deal from 36 cards." in result.stdout


def run_text(*args: str, columns: int = 100) -> str:
    result = runner.invoke(app, ["stats", *args], env={"COLUMNS": str(columns), "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    return result.stdout


def test_a_name_several_cards_share_means_the_decks_cards_of_that_name() -> None:
    """wind-and-fire holds C22 and C24 of the 20 Kero cards: --card Kero asks for those
    two (and any of them), not for the whole catalogue's."""
    rows = asked(str(DECKS / "wind-and-fire.txt"), "--card", "Kero")
    assert list(rows) == ["C22", "C24", "any"]
    assert rows["any"]["detail"] == "4 of 30 cards"


def test_a_card_not_in_the_deck_says_so_in_the_text_output() -> None:
    text = run_text(str(DECKS / "wind-and-fire.txt"), "--card", "C23", "--card", "C22")
    line = next(x for x in text.splitlines() if x.lstrip().startswith("C23"))
    assert line.lstrip().startswith("C23 Kero (not in the deck)")
    assert "0.0%" in line


def test_the_heading_names_each_section_and_a_nameless_deck_has_no_stray_colon() -> None:
    text = run_text(str(DECKS / "starter-short.yaml"), columns=400)
    assert text.splitlines()[0] == (
        f'{DECKS / "starter-short.yaml"}: "Starter, made short" (ccs, short): legal; '
        "30 cards in the player's deck, 16 spirits in the spirit deck"
    )
    code = runner.invoke(app, ["deck", "convert", str(DECKS / "steppes-berserk.yaml"),
                               "--to", "code"]).stdout.strip()
    first = run_text(code).splitlines()[0]
    assert first == f"{code} (berserk, berserk-2023): legal; 36 cards in the deck"


@pytest.mark.parametrize("args", [
    ["wind-and-fire.txt", "--card", "Kero", "--card", "C23"],
    ["starter-short.yaml", "--turns", "6"],
    ["steppes-berserk.yaml", "--card", "VS-001", "--card", "NT-081"],
])
@pytest.mark.parametrize("columns", [100, 120])
def test_every_text_line_fits_the_terminal(args: list[str], columns: int) -> None:
    text = run_text(str(DECKS / args[0]), *args[1:], columns=columns)
    assert "Odds: exact hypergeometric odds" in text
    assert [line for line in text.splitlines() if len(line) > columns] == []
