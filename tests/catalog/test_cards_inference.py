"""An outside tester's card searches: flyers by keyword, keywords with their printed
number, the Type column's values, and the game found from a query's values and a card's
name, the same way in ``cards`` and ``card``."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner, Result

from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.records import columns
from deckcheck.catalog.search import guess_game
from deckcheck.cli import app
from deckcheck.formats.lookup import guess_card_game

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


# --- 2. a Cyrillic value is Berserk's; a keyword with its printed number -----------------


def test_kw_with_an_unknown_russian_word_is_a_berserk_error_naming_the_other_game() -> None:
    line = refused(run("cards", "kw:яд"))
    assert "unknown keyword 'яд' for berserk" in line
    assert "--game ccs" in line
    assert "effect" not in line  # not the ccs effect list


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


# --- 4. a name with no match: the game by its script, and close names --------------------


def test_a_misspelt_russian_name_searches_berserk_and_suggests_the_name() -> None:
    result = run("cards", "Кочевнк")
    assert result.exit_code == 0
    assert "0 of 400 cards" in result.stdout
    assert "did you mean 'Кочевник'?" in result.stderr


def test_a_misspelt_english_name_suggests_the_name() -> None:
    result = run("cards", "Kerro")
    assert result.exit_code == 0
    assert "0 of 254 cards" in result.stdout
    assert "did you mean 'Kero'" in result.stderr


def test_no_hint_when_a_name_matches_or_the_query_is_not_a_name() -> None:
    assert "did you mean" not in run("cards", "Кочевник").stderr
    assert "did you mean" not in run("cards", "Kero e:water").stderr
    json_out = run("cards", "Кочевнк", "--output", "json")
    assert json.loads(json_out.stdout) == []  # standard output stays clean


def test_card_with_a_misspelt_russian_name_is_looked_up_in_berserk() -> None:
    line = refused(run("card", "Кочевнк"))
    assert "no berserk card has the id or name 'Кочевнк'" in line
    assert "did you mean VS-001 (Кочевник)?" in line
    assert "--game ccs" in line


def test_card_with_a_misspelt_english_name_suggests_it() -> None:
    line = refused(run("card", "Kerro"))
    assert "no ccs card has the id or name 'Kerro'" in line
    assert "did you mean C23 Electricity 2000 (Kero, SD), C71" in line
    assert "--game berserk" in line


def test_card_finds_a_russian_name_and_a_ccs_character_alias() -> None:
    assert json.loads(run("card", "Кочевник", "-o", "json").stdout)["id"] == "VS-001"
    ambiguous = refused(run("card", "Сакура"))  # a ccs character's Russian alias
    assert "fits" in ambiguous and "ccs cards" in ambiguous


# --- 5. one inference for cards and card -------------------------------------------------


@pytest.mark.parametrize("text", ["Кочевнк", "Кочевник", "лучница", "Kerro", "Windy"])
def test_cards_and_card_choose_the_same_game_for_a_name(text: str) -> None:
    catalogues = {game: load_catalogue(game) for game in ("ccs", "berserk")}
    games = ["ccs", "berserk"]
    assert (
        guess_game(text, (), games, catalogues.__getitem__).game
        == guess_card_game(text, games, catalogues.__getitem__).game
    )


# --- 6. an error names the game assumed and how to choose the other ----------------------


def test_an_unknown_value_names_the_assumed_game_and_the_other() -> None:
    line = refused(run("cards", "e:nowhere"))
    assert "unknown element 'nowhere' for ccs" in line
    assert "ccs was assumed from the query: --game berserk searches Берсерк" in line
    option = refused(run("cards", "--element", "nowhere"))
    assert "--game berserk" in option


def test_no_other_game_is_offered_when_the_game_was_given() -> None:
    assert "--game" not in refused(run("cards", "--game", "ccs", "e:nowhere"))
    assert "--game" not in refused(run("card", "--game", "ccs", "Kerro"))
