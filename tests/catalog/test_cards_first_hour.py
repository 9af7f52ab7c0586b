"""A player's first hour with ``deckcheck cards``: keywords searched in either language
(``kw:броня``, ``kw:armour``) and the game found from the query itself (issue #25)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner, Result

from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.search import guess_game, search
from deckcheck.cli import app

runner = CliRunner()


def run(*args: str) -> Result:
    return runner.invoke(app, list(args), env={"NO_COLOR": "1", "COLUMNS": "200"})


def ids(result: Result) -> set[str]:
    assert result.exit_code == 0, result.stderr
    return {record["id"] for record in json.loads(result.stdout)}


@pytest.fixture(scope="module")
def berserk_cards() -> dict[str, tuple[str, ...]]:
    """Each Berserk card's printed ability terms (armour-2, shot-1-2-2 ...)."""
    return {card.id: card.names("abilities") for card in load_catalogue("berserk")}


# --- kw: a card's keywords -----------------------------------------------------------------


@pytest.mark.parametrize("spelling", ["броня", "Броня", "armour", "armor", "ARMOUR"])
def test_kw_finds_every_armoured_card_by_its_russian_or_english_name(
    spelling: str, berserk_cards: dict[str, tuple[str, ...]]
) -> None:
    armoured = {cid for cid, terms in berserk_cards.items()
                if any(t == "armour" or t.startswith("armour-") for t in terms)}
    assert len(armoured) > 5  # the printed numbers (armour-1, armour-2) do not matter
    assert ids(run("cards", "--game", "berserk", f"kw:{spelling}", "--output", "json")) \
        == armoured


def test_kw_reads_a_tiered_attack_and_words_with_spaces(
    berserk_cards: dict[str, tuple[str, ...]]
) -> None:
    tiered = {cid for cid, terms in berserk_cards.items()
              if any(t.startswith("shot-") and t.count("-") == 3 for t in terms)}
    shots = ids(run("cards", "--game", "berserk", "kw:выстрел", "--output", "json"))
    assert tiered and tiered <= shots  # shot-1-2-2 is a shot
    special = ids(run("cards", "--game", "berserk", 'kw:"special strike"', "--output", "json"))
    assert special == ids(run("cards", "--game", "berserk", "kw:special_strike",
                              "--output", "json"))
    assert special


def test_kw_negated_and_combined_with_other_keys() -> None:
    every = ids(run("cards", "--game", "berserk", "--output", "json"))
    armoured = ids(run("cards", "--game", "berserk", "kw:armour", "--output", "json"))
    bare = ids(run("cards", "--game", "berserk", "-kw:armour", "--output", "json"))
    assert bare == every - armoured
    steppe = ids(run("cards", "--game", "berserk", "kw:armour e:steppes", "--output", "json"))
    assert steppe and steppe < armoured


def test_kw_sorts_by_keywords() -> None:
    result = run("cards", "--game", "berserk", "kw:armour", "--sort", "keyword", "--output",
                 "json")
    assert result.exit_code == 0, result.stderr
    assert len(json.loads(result.stdout)) == len(ids(
        run("cards", "--game", "berserk", "kw:armour", "--output", "json")))


@pytest.mark.parametrize("query, message", [
    ("kw:bronya", "unknown keyword 'bronya' for berserk (known: armour,"),
    ("kw:брон", "did you mean 'броня'?"),
    ("kw:/бр.*/", "keyword takes a name, not a regular expression"),
    ("kw>2", "keyword cannot be compared with '>'"),
])
def test_kw_hostile_values_are_one_located_usage_error(query: str, message: str) -> None:
    result = run("cards", "--game", "berserk", query)
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_kw_in_ccs_names_the_engines_effect_operations() -> None:
    catalogue = load_catalogue("ccs")
    drawing = {card.id for card in catalogue
               if isinstance(card.fields.get("effect"), dict)
               and "extra_draw_both" in card.fields["effect"]}
    assert drawing
    assert ids(run("cards", "kw:extra_draw_both", "--output", "json")) == drawing
    assert ids(run("cards", 'kw:"extra draw both"', "--output", "json")) == drawing
    cost = ids(run("cards", 'kw:"on scene cost"', "--output", "json"))
    assert cost and all(catalogue.card(cid).type == "reinforcement" for cid in cost)


# --- the game found from the query ------------------------------------------------------


def test_a_russian_name_finds_berserk_with_a_note_on_stderr_only() -> None:
    result = run("cards", "лучница", "--output", "json")
    assert result.exit_code == 0, result.stderr
    found = json.loads(result.stdout)  # standard output stays clean JSON
    assert found and all(record["id"].startswith(("VS-", "NT-")) for record in found)
    assert all("лучница" in record["name"].lower() for record in found)
    assert "no Cardcaptors Trading Card Game card matches" in result.stderr
    assert "--game berserk" in result.stderr


def test_an_element_of_one_game_chooses_that_game_without_a_note() -> None:
    result = run("cards", "e:steppes", "--output", "json")
    assert ids(result) and all(i.startswith(("VS-", "NT-")) for i in ids(result))
    assert "note" not in result.stderr
    ccs = run("cards", "e:fire", "--output", "json")
    assert ids(ccs) and all(not i.startswith(("VS-", "NT-")) for i in ids(ccs))


def test_the_default_game_stays_when_it_matches_or_when_asked_for() -> None:
    sakura = run("cards", "Sakura", "--output", "json")
    assert ids(sakura) and "note" not in sakura.stderr
    asked = run("cards", "--game", "ccs", "лучница")
    assert asked.exit_code == 0 and "0 of 254 cards" in asked.stdout
    assert "note" not in asked.stderr
    nothing = run("cards", "zzzzqq")
    assert nothing.exit_code == 0 and "0 of 254 cards" in nothing.stdout


def test_a_query_valid_in_no_game_reports_the_default_games_error() -> None:
    result = run("cards", "e:nowhere")
    assert result.exit_code == 2
    assert "unknown element 'nowhere' for ccs" in result.stderr


def test_guess_game_needs_exactly_one_other_game_with_matches() -> None:
    catalogues = {game: load_catalogue(game) for game in ("ccs", "berserk")}
    # a name both games have cards of: the default stays
    both = "r:common"
    assert search(catalogues["ccs"], both).matched and search(catalogues["berserk"], both).matched
    assert guess_game(both, (), ["ccs", "berserk"], catalogues.__getitem__).game == "ccs"
    # a third game with matches too makes the fallback ambiguous: the default stays
    three = {**catalogues, "other": catalogues["berserk"]}
    guess = guess_game("лучница", (), ["ccs", "berserk", "other"], three.__getitem__)
    assert guess.game == "ccs" and guess.note is None
    # the key of one game decides, whatever the text
    assert guess_game("cost>3", (), ["ccs", "berserk"], catalogues.__getitem__).game == "berserk"
