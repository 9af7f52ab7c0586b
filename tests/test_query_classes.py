"""Berserk classes (орк, тоа-дан, герой-воин ...) as a searchable catalogue field: the
``class:`` key in Russian and English, and the ``card`` view naming them."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.model import Catalogue
from deckcheck.catalog.query import QuerySyntaxError
from deckcheck.catalog.search import search
from deckcheck.cli import app

runner = CliRunner()


@pytest.fixture(scope="module")
def berserk() -> Catalogue:
    return load_catalogue("berserk")


def _ids(catalogue: Catalogue, query: str) -> set[str]:
    return {card.id for card in search(catalogue, query).cards}


def _with_class(catalogue: Catalogue, class_id: str) -> set[str]:
    return {card.id for card in catalogue if class_id in card.names("classes")}


@pytest.mark.parametrize(
    ("query", "class_id", "count"),
    [
        ("class:орк", "orc", 11),
        ("class:Орк", "orc", 11),
        ("class:orc", "orc", 11),
        ("class:орки", "orc", 11),
        ("classes:orcs", "orc", 11),
        ("class:тоа-дан", "toa_dan", 12),
        ("class:toa_dan", "toa_dan", 12),
        ('class:"дитя кронга"', "child_of_krong", 14),
        ('class:"Герой-воин"', "warrior_hero", 6),
        ("class:warrior_hero", "warrior_hero", 6),
        ("class:йордлинг", "jordling", 14),
        ("class:постройка", "building", 6),
    ],
)
def test_class_search_in_either_language(
    berserk: Catalogue, query: str, class_id: str, count: int
) -> None:
    found = _ids(berserk, query)
    assert found == _with_class(berserk, class_id)
    assert len(found) == count  # the facts' SOURCE.md counts


def test_class_terms_combine_like_other_fields(berserk: Catalogue) -> None:
    orcs = _ids(berserk, "class:orc")
    heroes = _ids(berserk, "class:warrior_hero")
    assert _ids(berserk, "class:orc class:warrior_hero") == orcs & heroes == {"NT-034"}
    assert _ids(berserk, "class:orc or class:warrior_hero") == orcs | heroes
    assert _ids(berserk, "class:orc -e:steppes") == {"NT-093"}
    assert _ids(berserk, "class!=orc") == {c.id for c in berserk} - orcs
    classless = {c.id for c in berserk if not c.names("classes")}
    assert len(classless) == 130 and not classless & orcs


@pytest.mark.parametrize(
    "query", ["class:гоблин", "class:", "class>orc", "class:/орк/", "class:орк-воин"]
)
def test_an_unknown_class_or_operator_is_a_located_usage_error(
    berserk: Catalogue, query: str
) -> None:
    with pytest.raises(QuerySyntaxError):
        search(berserk, query)
    result = runner.invoke(app, ["cards", "--game", "berserk", query])
    assert result.exit_code == 2
    assert "Traceback" not in result.output


def test_the_cli_lists_a_class_in_either_language() -> None:
    russian = runner.invoke(app, ["cards", "--game", "berserk", "class:орк"])
    english = runner.invoke(app, ["cards", "--game", "berserk", "class:orc"])
    assert russian.exit_code == english.exit_code == 0
    assert russian.output == english.output
    assert "Свирепый Резак" in russian.output and "11 of 400 cards" in russian.output
    typo = runner.invoke(app, ["cards", "--game", "berserk", "class:ork"])
    assert typo.exit_code == 2 and "did you mean" in typo.output and "orc" in typo.output


def test_ccs_has_no_class_key() -> None:
    result = runner.invoke(app, ["cards", "--game", "ccs", "class:orc"])
    assert result.exit_code == 2
    assert "unknown key 'class'" in result.output


def test_the_card_view_names_its_classes() -> None:
    text = runner.invoke(app, ["card", "NT-034"])
    assert text.exit_code == 0
    assert "Classes:" in text.output and "Герой-воин, Орк" in text.output
    detail = runner.invoke(app, ["card", "NT-034", "--output", "json"])
    assert detail.exit_code == 0
    data = json.loads(detail.output)
    assert data["classes"] == ["warrior_hero", "orc"]
    assert data["names"]["classes"] == ["Герой-воин", "Орк"]
    listed = runner.invoke(app, ["cards", "--game", "berserk", "id:VS-001", "--output", "json"])
    assert listed.exit_code == 0, listed.output
    assert '"classes": []' in listed.output  # every listed record has the same keys


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="орквинтаОРК-_ \"'/:!<>()xyzёй", max_size=12))
def test_hostile_class_values_never_crash(value: str) -> None:
    result = runner.invoke(app, ["cards", "--game", "berserk", f"class:{value}"])
    assert result.exit_code in (0, 1, 2)
    assert result.exception is None or isinstance(result.exception, SystemExit)
