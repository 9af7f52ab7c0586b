"""Queries with spaces around comparisons, and the game a query or an id implies."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckcheck.catalog.query import QuerySyntaxError, Term, keys_of, parse
from deckcheck.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("spaced", "tight"),
    [
        ("power > 4000", "power>4000"),
        ("power >= 4000", "power>=4000"),
        ("power>= 4000", "power>=4000"),
        ("power >4000", "power>4000"),
        ("e:fire pow != 3000", "e:fire pow!=3000"),
        ("cost < 3", "cost<3"),
        ("LIVES = 7", "lives=7"),
    ],
)
def test_a_number_key_may_be_spaced_from_its_comparison(spaced: str, tight: str) -> None:
    assert parse(spaced) == parse(tight)


@pytest.mark.parametrize(
    ("query", "column"),
    [
        ("e : fire", 3),  # a vocabulary key: would be a name search for 'e', ':' and 'fire'
        ("name > x", 6),
        ("power : 4000", 7),
        ("e:fire > 4000", 8),  # an operator with no key at all
        ("power > ", 1),
    ],
)
def test_a_comparison_that_means_nothing_is_a_located_error(query: str, column: int) -> None:
    with pytest.raises(QuerySyntaxError) as caught:
        parse(query)
    assert caught.value.column == column


def test_names_with_spaces_still_search_names() -> None:
    assert parse("the windy") == parse("the windy")
    node = parse('"power boost"')
    assert isinstance(node, Term) and node.key is None


def test_the_cli_answers_a_spaced_query_as_the_tight_one() -> None:
    spaced = runner.invoke(app, ["cards", "e:fire power > 4000"])
    tight = runner.invoke(app, ["cards", "e:fire power>4000"])
    assert spaced.exit_code == 0
    assert spaced.output == tight.output
    assert "0 of" not in spaced.output
    wrong = runner.invoke(app, ["cards", "e : fire"])
    assert wrong.exit_code == 2
    assert "QUERY_SYNTAX" in wrong.output


def test_keys_of_a_query() -> None:
    assert keys_of(parse("e:fire (cost>3 or -is:elite) Kero")) == ["e", "cost", "elite"]


@pytest.mark.parametrize(
    "args",
    [
        ["cards", "cost>3"],
        ["cards", "is:elite"],
        ["cards", "--cost", ">=5"],
        ["cards", "lives > 8"],
    ],
)
def test_a_key_only_berserk_has_searches_berserk(args: list[str]) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "of 400 cards" in result.output


def test_a_query_without_game_keys_searches_ccs() -> None:
    result = runner.invoke(app, ["cards", "e:fire"])
    assert result.exit_code == 0
    assert "of 254 cards" in result.output


def test_card_finds_an_id_of_the_other_game() -> None:
    result = runner.invoke(app, ["card", "NT-070"])
    assert result.exit_code == 0, result.output
    assert "NT-070" in result.output
    ccs = runner.invoke(app, ["card", "C4"])
    assert ccs.exit_code == 0 and "Sakura" in ccs.output


def test_card_unknown_everywhere_or_ambiguous_is_a_usage_error() -> None:
    unknown = runner.invoke(app, ["card", "ZZ-999"])
    assert unknown.exit_code == 2 and "no ccs card" in unknown.output
    ambiguous = runner.invoke(app, ["card", "sakura"])
    assert ambiguous.exit_code == 2 and "write one of the ids" in ambiguous.output
    explicit = runner.invoke(app, ["card", "NT-070", "--game", "ccs"])
    assert explicit.exit_code == 2
