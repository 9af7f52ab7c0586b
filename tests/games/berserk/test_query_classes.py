"""Berserk classes (орк, тоа-дан, герой-воин ...) as a searchable catalogue field: the
``class:`` key in Russian and English, and the ``card`` view naming them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.model import Catalogue
from deckcheck.catalog.query import QuerySyntaxError
from deckcheck.catalog.search import search
from deckcheck.cli import app
from deckcheck.resources import game_dir

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


def test_a_class_query_without_a_game_searches_berserk() -> None:
    result = runner.invoke(app, ["cards", "class:orc"])
    assert result.exit_code == 0 and "11 of 400 cards" in result.output


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


def _copy_berserk(tmp_path: Path) -> Path:
    folder = tmp_path / "berserk"
    shutil.copytree(game_dir("berserk"), folder, ignore=shutil.ignore_patterns("*.md"))
    return folder


def test_catalog_check_refuses_an_unknown_class_on_a_card(tmp_path: Path) -> None:
    folder = _copy_berserk(tmp_path)
    sets = folder / "sets" / "nashestvie_tmy.yaml"
    text = sets.read_text(encoding="utf-8")
    assert text.count("      - toa_dan\n") > 1
    sets.write_text(text.replace("      - toa_dan\n", "      - goblin\n", 1), encoding="utf-8")
    result = runner.invoke(app, ["catalog", "check", "--no-cache", str(folder)])
    assert result.exit_code == 1
    line = next(i for i, t in enumerate(text.splitlines(), 1) if t == "      - toa_dan")
    assert f"nashestvie_tmy.yaml:{line}:" in result.output
    assert "SCHEMA_ENUM" in result.output and "'goblin'" in result.output


def test_catalog_check_refuses_a_class_game_yaml_does_not_define(tmp_path: Path) -> None:
    folder = _copy_berserk(tmp_path)
    game = folder / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace("  - id: orc\n", "  - id: orcs\n"), encoding="utf-8")
    result = runner.invoke(app, ["catalog", "check", "--no-cache", str(folder)])
    assert result.exit_code == 1
    assert "CATALOG_UNKNOWN_REF: classes: 'orc' is not a known class" in result.output
