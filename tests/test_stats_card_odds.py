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

DECKS = Path(__file__).resolve().parents[1] / "examples" / "decks"
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
    ("Sakura", "'Sakura' fits 25 ccs cards"),
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
