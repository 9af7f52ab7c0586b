"""An outside tester's card searches: flyers by keyword, keywords with their printed
number, the Type column's values, and the game found from a query's values and a card's
name, the same way in ``cards`` and ``card``."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner, Result

from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.records import columns
from deckcheck.cli import app

runner = CliRunner()


def run(*args: str) -> Result:
    return runner.invoke(app, list(args), env={"NO_COLOR": "1", "COLUMNS": "200"})


def ids(result: Result) -> set[str]:
    assert result.exit_code == 0, result.stderr
    return {record["id"] for record in json.loads(result.stdout)}


def refused(result: Result) -> str:
    """The one error line of a refused command (exit 2, no traceback)."""
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    return result.stderr.splitlines()[0]


@pytest.fixture(scope="module")
def berserk_tokens() -> dict[str, tuple[str, ...]]:
    """Each Berserk card's printed ability terms (armour-1, shot-1-2-2 ...)."""
    return {card.id: card.names("abilities") for card in load_catalogue("berserk")}


@pytest.fixture(scope="module")
def flyers() -> set[str]:
    found = {card.id for card in load_catalogue("berserk") if card.subtype == "flying"}
    assert len(found) == 24
    return found


# --- 1. a flyer has the keyword Полёт ---------------------------------------------------


@pytest.mark.parametrize("spelling", ["flying", "полёт", "Полет", "летающее", "flyer"])
def test_kw_finds_the_flyers_in_either_language_without_game(
    spelling: str, flyers: set[str]
) -> None:
    assert ids(run("cards", f"kw:{spelling}", "--output", "json")) == flyers


def test_kw_flying_combines_negates_and_sorts(flyers: set[str]) -> None:
    every = ids(run("cards", "--game", "berserk", "--output", "json"))
    assert ids(run("cards", "-kw:полёт", "--game", "berserk", "--output", "json")) == every - flyers
    steppe = ids(run("cards", "kw:flying e:steppes", "--output", "json"))
    assert steppe and steppe < flyers
    result = run("cards", "kw:flying", "--sort", "keyword", "--output", "json")
    assert ids(result) == flyers


@pytest.mark.parametrize(
    ("query", "hint"),
    [
        ("kw:elite", "write is:elite"),
        ("kw:unique", "write is:unique"),
        ("kw:паразит", "write sub:паразит"),
        ("kw:symbiote", "write sub:symbiote"),
        ("kw:нежить", "write class:нежить"),
    ],
)
def test_kw_of_another_property_says_how_to_search_it(query: str, hint: str) -> None:
    assert hint in refused(run("cards", "--game", "berserk", query))


def test_kw_of_a_ccs_property_says_how_to_search_it() -> None:
    assert "write is:major" in refused(run("cards", "kw:major"))


# --- 2. a keyword with its printed number -----------------


@pytest.mark.parametrize(
    ("spelling", "token"),
    [
        ('"Броня 1"', "armour-1"),
        ("броня-2", "armour-2"),
        ('"armour 3"', "armour-3"),
        ('"Выстрел 1-2-2"', "shot-1-2-2"),
        ('"опыт в атаке 2"', "attack_experience-2"),
    ],
)
def test_kw_with_its_printed_number_finds_exactly_that_number(
    spelling: str, token: str, berserk_tokens: dict[str, tuple[str, ...]]
) -> None:
    having = {cid for cid, tokens in berserk_tokens.items() if token in tokens}
    assert having
    assert ids(run("cards", f"kw:{spelling}", "--output", "json")) == having


def test_kw_numbers_where_the_game_prints_none_are_refused_clearly() -> None:
    assert "Рывок is printed without a number: write kw:рывок" in refused(
        run("cards", "--game", "berserk", 'kw:"рывок 1"')
    )
    assert "effects of ccs have no number: write kw:boost" in refused(run("cards", 'kw:"boost 2"'))


# --- 3. every value the Type column prints ----------------------------------------------


@pytest.mark.parametrize("value", ["Летающее", "летающие", "flying"])
def test_type_takes_the_subtype_the_type_column_prints(value: str, flyers: set[str]) -> None:
    assert ids(run("cards", f"type:{value}", "--output", "json")) == flyers
    assert ids(run("cards", "--type", value, "--output", "json")) == flyers


def test_every_type_column_value_finds_the_cards_it_is_printed_for() -> None:
    catalogue = load_catalogue("berserk")
    column = next(c for c in columns("berserk") if c.header == "Type")
    shown: dict[str, set[str]] = {}
    for card in catalogue:
        shown.setdefault(column.cell(card, catalogue), set()).add(card.id)
    assert {"Существо", "Летающее", "Артефакт"} <= set(shown)
    for value, printed in shown.items():
        found = ids(run("cards", f'type:"{value}"', "--output", "json"))
        assert printed <= found, value


def test_a_type_creature_still_finds_every_creature(flyers: set[str]) -> None:
    creatures = ids(run("cards", "type:Существо", "--output", "json"))
    assert flyers < creatures
