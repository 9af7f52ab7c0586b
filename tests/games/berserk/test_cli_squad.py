"""``deckcheck squad check`` and ``deckcheck squad suggest`` through the real command line."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.catalog.load import load_catalogue
from deckcheck.cli import app
from deckcheck.games.berserk.squads import check_squad, deal_cards, squad_rules

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "squads"
LEGAL = EXAMPLES / "forest-mountain.yaml"
ILLEGAL = EXAMPLES / "illegal.yaml"
DECK = EXAMPLES / "deck-forest-mountain.yaml"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}
LOCATED = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):(?P<col>\d+): (?P<code>[A-Z_]+): ", re.M)


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env=ENV, catch_exceptions=False)


def write(tmp_path: Path, text: str, name: str = "squad.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def located(output: str) -> list[tuple[int, int, str]]:
    return [(int(m["line"]), int(m["col"]), m["code"]) for m in LOCATED.finditer(output)]


# --- check ----------------------------------------------------------------------------


def test_check_legal_example() -> None:
    result = run("squad", "check", str(LEGAL))
    assert result.exit_code == 0, result.output
    assert "berserk-2023, first player: 24 gold + 22 silver" in result.output
    # Мародёр (VS-171) gives 1 gold as it joins: every crystal is spent but that one.
    assert "gold      24 of 25 (elite 19, element penalty 1, ordinary 4), 1 left" in result.output
    assert "gained    1 gold as Мародёр (VS-171) joined the squad" in result.output
    assert "silver    22 of 22 (ordinary cards), 0 left" in result.output
    assert "flyers    9 of 15 crystals" in result.output
    assert "unique    Очи Кронга, Мародёр" in result.output
    assert "legal squad" in result.output


def test_check_illegal_example_locates_every_violation() -> None:
    result = run("squad", "check", str(ILLEGAL))
    assert result.exit_code == 1
    found = located(result.output)
    assert [code for _, _, code in found] == [
        "ELITE_NEEDS_GOLD",
        "UNIQUE_IN_SQUAD",
        "FLYER_CRYSTALS",
        "NOT_IN_DEAL",
    ]
    lines = ILLEGAL.read_text(encoding="utf-8").splitlines()
    for line, col, _ in found:
        assert re.match(r"VS-\d{3}:", lines[line - 1][col - 1 :])
    assert "illegal squad: 4 violations" in result.output
    assert "[source: Berserk" in result.output


def test_check_seat_option_overrides_the_file() -> None:
    result = run("squad", "check", str(LEGAL), "--seat", "second")
    assert result.exit_code == 0
    # One more silver pays one more ordinary crystal: 23 gold of 25 (+1 from VS-171).
    assert "gold      23 of 26 (elite 19, element penalty 1, ordinary 3), 3 left" in result.output
    assert "silver    23 of 23" in result.output


def test_check_classic_format() -> None:
    result = run("squad", "check", str(LEGAL), "--format", "berserk-classic", "-o", "json")
    data = json.loads(result.output)
    # Classic's first player has one gold less; Мародёр (VS-171)'s gold makes it up.
    assert result.exit_code == 0 and data["format"] == "berserk-classic"
    assert data["crystals"] == {"gold": 24, "silver": 22} and data["gained_gold"] == 1
    assert data["diagnostics"] == []
    # The classic second player has one more silver (not gold): just enough here.
    second = run("squad", "check", str(LEGAL), "-f", "berserk-classic", "-s", "second")
    assert second.exit_code == 0 and "gold      23 of 24" in second.output


def test_check_json_output() -> None:
    result = run("squad", "check", str(LEGAL), "--output", "json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["legal"] and data["affordable"] and data["seat"] == "first"
    assert data["payment"] == {
        "gold": 24,
        "silver": 22,
        "elite": 19,
        "ordinary": 26,
        "ordinary_gold": 4,
        "element_penalty": 1,
    }
    assert data["left"] == {"gold": 1, "silver": 0} and data["gained_gold"] == 1
    assert data["elements"] == ["forests", "mountains"]
    assert data["flyers"] == {"crystals": 9, "cap": 15}
    assert len(data["deal"]) == 15 and data["size"] == 9


def test_check_json_diagnostics_carry_rule_and_source() -> None:
    data = json.loads(run("squad", "check", str(ILLEGAL), "-o", "json").output)
    first = data["diagnostics"][0]
    assert first["code"] == "ELITE_NEEDS_GOLD" and first["line"] == 13
    assert first["rule"] == "squad.elite_gold_only" and "thealmanach" in first["source"]


def test_check_without_a_seat_is_a_usage_error(tmp_path: Path) -> None:
    path = write(tmp_path, "game: berserk\nsquad: {VS-001: 1}\n")
    result = run("squad", "check", str(path))
    assert result.exit_code == 2 and "no seat" in result.output
    assert run("squad", "check", str(path), "--seat", "first").exit_code == 0
    bad = run("squad", "check", str(path), "--seat", "third")
    assert bad.exit_code == 2 and "'third' is not one of" in bad.output


def test_check_unknown_format(tmp_path: Path) -> None:
    result = run("squad", "check", str(LEGAL), "--format", "berserk-2032")
    assert result.exit_code == 2 and "unknown format 'berserk-2032'" in result.output
    # another game's format is named as such, as every command names it
    result = run("squad", "check", str(LEGAL), "--format", "short")
    assert result.exit_code == 2 and "'short' is a ccs format" in result.output


def test_check_unknown_card_with_did_you_mean(tmp_path: Path) -> None:
    path = write(tmp_path, "game: berserk\nseat: first\nsquad:\n  VS-001: 1\n  VS-2001: 1\n")
    result = run("squad", "check", str(path))
    assert result.exit_code == 1
    assert located(result.output) == [(5, 3, "UNKNOWN_CARD")]
    assert "did you mean" in result.output


def test_check_wrong_game(tmp_path: Path) -> None:
    path = write(tmp_path, "game: ccs\nseat: first\nsquad: {C4: 1}\n")
    result = run("squad", "check", str(path))
    assert result.exit_code == 1 and located(result.output) == [(1, 7, "WRONG_GAME")]


def test_check_uses_the_corrected_crowns(tmp_path: Path) -> None:
    """NT-004 has no crown (two are legal); NT-001 has one (two are not)."""
    legal = run("squad", "check", str(write(tmp_path, "game: berserk\nseat: first\n"
                                             "squad:\n  NT-004: 2\n")))
    assert legal.exit_code == 0, legal.output
    assert located(legal.output) == []
    illegal = run("squad", "check", str(write(tmp_path, "game: berserk\nseat: first\n"
                                               "squad:\n  NT-001: 2\n")))
    assert illegal.exit_code == 1, illegal.output
    assert located(illegal.output) == [(4, 3, "UNIQUE_IN_SQUAD")]


def test_check_disputed_crown_gets_a_note(tmp_path: Path) -> None:
    path = write(tmp_path, "game: berserk\nseat: first\nsquad:\n  NT-026: 2\n")
    result = run("squad", "check", str(path))
    assert result.exit_code == 1, result.output
    assert sorted(located(result.output)) == [(4, 3, "UNIQUE_IN_SQUAD"),
                                              (4, 3, "UNIQUE_UNVERIFIED")]


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("game: berserk\nsquad:\n  VS-001: two\n", (3, 11, "SCHEMA_TYPE")),
        ("game: berserk\nsquad:\n  VS-001: 1\n  VS-001: 2\n", (4, 3, "YAML_DUPLICATE_KEY")),
        ("game: berserk\nsquad: [VS-001\n", None),
        ("game: berserk\nsquad:\n\tVS-001: 1\n", None),
        ("game: berserk\nseat: 1\nsquad: {}\n", (2, 7, "SCHEMA_ENUM")),
        ("game: berserk\nsquad: {}\nextra: 1\n", (3, 1, "SCHEMA_ADDITIONAL_PROPERTIES")),
        ("", None),
    ],
)
def test_check_malformed_files_exit_2_with_a_location(
    tmp_path: Path, text: str, where: tuple[int, int, str] | None
) -> None:
    path = write(tmp_path, text)
    result = run("squad", "check", str(path), "--seat", "first")
    assert result.exit_code == 2, result.output
    found = located(result.output)
    assert found, result.output
    if where is not None:
        assert where in found
    assert "not checked" in result.output


def test_check_malformed_file_json(tmp_path: Path) -> None:
    path = write(tmp_path, "game: berserk\nsquad:\n  VS-001: -1\n")
    result = run("squad", "check", str(path), "-s", "first", "-o", "json")
    assert result.exit_code == 2
    data = json.loads(result.output)
    assert data["legal"] is False and data["diagnostics"][0]["line"] == 3
    assert data["diagnostics"][0]["severity"] == "input"


def test_check_missing_file(tmp_path: Path) -> None:
    result = run("squad", "check", str(tmp_path / "nope.yaml"), "-s", "first")
    assert result.exit_code == 2


def test_check_a_deck_file_is_not_a_squad() -> None:
    result = run("squad", "check", str(DECK), "-s", "first")
    assert result.exit_code == 2 and "NOT_A_SQUAD" in result.output


# --- suggest --------------------------------------------------------------------------


def test_suggest_text() -> None:
    result = run("squad", "suggest", str(DECK), "--seat", "first", "--seed", "7")
    assert result.exit_code == 0, result.output
    assert "42 cards, seed 7; berserk-2023, first player: 24 gold + 22 silver" in result.output
    assert "deal      15 cards (* = in the squad)" in result.output
    assert result.output.count("\n  * ") == 9
    # With Мародёр (VS-171)'s gold the best squad spends 25 gold.
    assert "squad     9 cards, 47 crystals on cards, 115 lives" in result.output
    assert "gold      25 of 25" in result.output


def test_suggest_json_is_reproducible_and_legal() -> None:
    args = ["squad", "suggest", str(DECK), "-s", "second", "--seed", "11", "-o", "json"]
    first, again = run(*args), run(*args)
    assert first.exit_code == 0 and first.output == again.output
    data = json.loads(first.output)
    assert data["seed"] == 11 and data["seat"] == "second" and data["legal"]
    # The deal is deal_cards over the deck in file order; the squad re-checks as legal.
    deck = {
        line.split(":")[0].strip(): int(line.split(":")[1].split("#")[0])
        for line in DECK.read_text(encoding="utf-8").splitlines()
        if line.startswith("  VS-")
    }
    assert data["deal"] == list(deal_cards(deck, 11))
    squad = {c["id"]: c["copies"] for c in data["cards"]}
    report = check_squad(squad, load_catalogue("berserk"), squad_rules(), "second")
    assert report.legal and report.gold_left == data["left"]["gold"]


def test_suggest_seeds_give_different_deals() -> None:
    deals = {
        tuple(
            json.loads(
                run(
                    "squad", "suggest", str(DECK), "-s", "first", "--seed", str(s), "-o", "json"
                ).output
            )["deal"]
        )
        for s in range(5)
    }
    assert len(deals) == 5


def test_suggest_needs_seat_and_seed() -> None:
    assert run("squad", "suggest", str(DECK), "--seed", "1").exit_code == 2
    assert run("squad", "suggest", str(DECK), "--seat", "first").exit_code == 2


def test_suggest_text_deck_and_small_deck(tmp_path: Path) -> None:
    path = write(tmp_path, "Game: berserk\n3 VS-050\n2 Циклоп\n", "deck.txt")
    args = ("squad", "suggest", str(path), "-s", "first", "--seed", "3", "-o", "json")
    # 5 cards are not a legal deck: the command says so, as play does ...
    result = run(*args)
    assert result.exit_code == 1 and "DECK_SIZE" in result.output
    # ... and deals from it when asked to.
    result = run(*args, "--allow-illegal")
    data = json.loads(result.stdout)
    assert result.exit_code == 0 and sorted(data["deal"]) == ["VS-050"] * 3 + ["VS-101"] * 2
    assert [d["code"] for d in data["diagnostics"]] == ["SQUAD_DEAL_SIZE"]  # a warning
    assert data["size"] == 5


def test_suggest_unknown_card_and_wrong_game(tmp_path: Path) -> None:
    unknown = write(tmp_path, "game: berserk\ndeck:\n  VS-001: 3\n  VS-0O2: 3\n", "d.yaml")
    result = run("squad", "suggest", str(unknown), "-s", "first", "--seed", "1")
    # The deck validate calls illegal: exit 1, with validate's finding at its line.
    assert result.exit_code == 1 and (4, 3, "UNKNOWN_CARD") in located(result.output)
    assert "did you mean VS-002" in result.output
    ccs = write(tmp_path, "game: ccs\ndeck:\n  C4: 3\n", "c.yaml")
    result = run("squad", "suggest", str(ccs), "-s", "first", "--seed", "1")
    assert result.exit_code == 2 and located(result.output) == [(1, 1, "WRONG_GAME")]


def test_suggest_malformed_deck(tmp_path: Path) -> None:
    path = write(tmp_path, "game: berserk\ndeck:\n  VS-001: 3\n  VS-001: 1\n", "d.yaml")
    result = run("squad", "suggest", str(path), "-s", "first", "--seed", "1")
    assert result.exit_code == 2 and (4, 3, "YAML_DUPLICATE_KEY") in located(result.output)


def test_squad_help_lists_both_commands() -> None:
    result = run("squad", "--help")
    assert result.exit_code == 0
    assert "check" in result.output and "suggest" in result.output


HOUSE_FORMATS = """\
game: berserk
formats:
  house:
    name: House rules
    source: a test
    limits: []
    squad:
      deal: 15
      crystals:
        first: {gold: 30, silver: 30}
        second: {gold: 31, silver: 31}
      elite_gold_only: true
      element_penalty_gold: 2
      flyer_crystal_cap: 8
      unique_max_in_squad: 1
      mulligan_gold: 1
      sources:
        deal: house rule 1
        crystals: house rule 2
        elite_gold_only: house rule 3
        element_penalty_gold: house rule 4
        flyer_crystal_cap: house rule 5
        unique_max_in_squad: house rule 6
        mulligan_gold: house rule 7
"""


def test_check_with_a_formats_file(tmp_path: Path) -> None:
    formats = write(tmp_path, HOUSE_FORMATS, "house.yaml")
    result = run("squad", "check", str(LEGAL), "--formats", str(formats), "-f", "house")
    assert result.exit_code == 1
    assert "house, first player: 30 gold + 30 silver" in result.output
    assert "elements  Леса, Горы: penalty 2 gold" in result.output  # as cards print them
    assert located(result.output)[0][2] == "FLYER_CRYSTALS"
    assert "[source: house rule 5]" in result.output


def test_check_with_a_broken_formats_file(tmp_path: Path) -> None:
    formats = write(tmp_path, HOUSE_FORMATS.replace("deal: 15", "deal: fifteen"), "house.yaml")
    result = run("squad", "check", str(LEGAL), "--formats", str(formats), "-f", "house")
    assert result.exit_code == 2 and located(result.output), result.output
    assert "deckcheck: the formats file" in result.output and "is not valid" in result.output


# --- the deal you got: squad suggest --dealt (issue #25) --------------------------------


def test_suggest_takes_the_cards_you_were_dealt_by_id_or_name() -> None:
    from deckcheck.games.berserk.squads.optimise import best_squad

    dealt = ["VS-001", "Кшар", "VS-013", "Очи Кронга", "VS-002"]
    result = run("squad", "suggest", "--seat", "first", *[a for d in dealt for a in ("-d", d)],
                 "-o", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    ids = ["VS-001", "VS-002", "VS-013", "VS-093", "VS-002"]
    assert data["dealt"] == ids and data["deck"] is None and data["seed"] is None
    expected = best_squad(ids, load_catalogue("berserk"), squad_rules(), "first")
    assert [c["id"] for c in data["cards"]] == [c.card.id for c in expected.cards]
    text = run("squad", "suggest", "--seat", "first", *[a for d in dealt for a in ("-d", d)])
    assert text.stdout.startswith("the cards dealt: 5 cards; berserk-2023, first player")
    assert "elements  Леса, Степи: penalty 1 gold" in text.stdout  # as the cards print them


STEPPES = Path(__file__).resolve().parents[3] / "examples" / "decks" / "steppes-berserk.yaml"


@pytest.mark.parametrize("args, message", [
    # no deck: at most the copies the format lets a deck hold (berserk-2023: 3 of a name)
    (["-d", "VS-001"] * 4,
     "--dealt: 4 cards named «Кочевник» (VS-001 ×4); berserk-2023 allows at most 3 in a "
     "deck, and the cards are dealt from the deck; rule: at most 3 cards with the same name "
     "— Berserk basic rules"),
    # a deck: only the cards it holds, as many times as it holds them
    ([str(STEPPES), "-d", "VS-001", "-d", "NT-081"],
     f"--dealt NT-081 (Ягуар): {STEPPES} has no NT-081; the cards are dealt from the deck"),
    ([str(STEPPES), *["-d", "VS-001"] * 4],
     f"--dealt names VS-001 (Кочевник) 4 times, but {STEPPES} has only 3; the cards are "
     "dealt from the deck"),
])
def test_suggest_refuses_a_deal_no_deck_could_give(args: list[str], message: str) -> None:
    result = run("squad", "suggest", "--seat", "first", *args)
    assert result.exit_code == 2, result.output
    assert f"deckcheck: {message}" in result.stderr
    assert result.stdout == ""


def test_suggest_takes_as_many_copies_as_the_format_or_the_deck_allows() -> None:
    three = ["-d", "VS-001"] * 3
    assert run("squad", "suggest", "--seat", "first", *three).exit_code == 0
    assert run("squad", "suggest", str(STEPPES), "--seat", "first", *three).exit_code == 0
    # berserk-limited has no copy limit
    four = ["-d", "VS-001"] * 4
    assert run("squad", "suggest", "--seat", "first", "-f", "berserk-limited", *four).exit_code == 0


@pytest.mark.parametrize("args, message", [
    ([], "give a deck to deal from (with --seed), or the cards you were dealt"),
    ([str(DECK)], "--seed is needed to shuffle the deck"),
    (["-d", "VS-999"], "no berserk card has the id or name 'VS-999'; did you mean"),
    (["-d", "C4"], "no berserk card has the id or name 'C4'"),
    (["-d", "VS-001"] * 16, "--dealt names 16 cards; the format deals 15"),
])
def test_suggest_without_a_deal_or_with_a_bad_card_is_one_usage_error(
    args: list[str], message: str
) -> None:
    result = run("squad", "suggest", "--seat", "first", *args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output
