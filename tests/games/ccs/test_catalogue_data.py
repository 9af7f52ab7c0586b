"""Checks of the generated Cardcaptors catalogue (cardsets/ccs) against its sources.

The YAML is read with ``yaml.safe_load`` only, and the expectations come from the upstream data in
``shared/data/ccs`` (parsed here independently of ``tools/build_ccs_cardsets.py``) and from the
counts in ``shared/research/ccs-rules-and-cards.md`` (section 3). Tests that need the shared data
are skipped when it is not there.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

REPO_ROOT = Path(__file__).resolve().parents[3]
CATALOGUE = REPO_ROOT / "cardsets" / "ccs"
SCHEMAS = REPO_ROOT / "schemas"
GENERATOR = REPO_ROOT / "tools" / "build_ccs_cardsets.py"
SHARED_DATA = Path(__file__).resolve().parents[4] / "shared" / "data" / "ccs"

SET_FILES = {
    "SD": "starter_deck.yaml",
    "S1": "series_1.yaml",
    "S2": "series_2.yaml",
    "PG": "power_of_the_guardians.yaml",
}
SET_CODES_BY_NAME = {
    "Starter Deck": "SD",
    "Series 1": "S1",
    "Series 2": "S2",
    "Power of the Guardians": "PG",
}
GENERATED_FILES = {"game.yaml", "LICENSE-data.md", *(f"sets/{name}" for name in SET_FILES.values())}
CARD_KEYS = (
    "id",
    "name",
    "type",
    "rarity",
    "elements",
    "major",
    "power",
    "characters",
    "character_types",
    "text",
    "effect",
    "implemented",
)

# The research digest, section 3.1 and 3.3.
CARDS_PER_SET = {"SD": 41, "S1": 60, "S2": 90, "PG": 63}
CARDS_PER_TYPE = {"capture": 122, "clow_spirit": 53, "reinforcement": 21, "strategy": 58}
RARITIES_PER_SET = {
    "SD": {"common": 41},
    "S1": {"common": 19, "uncommon": 21, "rare": 20},
    "S2": {"common": 30, "uncommon": 30, "rare": 30},
    "PG": {"common": 26, "uncommon": 26, "rare": 11},
}
SPIRITS_PER_ELEMENT = {
    "wind": 6,
    "fire": 6,
    "wood": 6,
    "electricity": 6,
    "gold": 5,
    "water": 6,
    "earth": 6,
    "rain": 6,
    "clouds": 6,
}
CAPTURES_PER_POWER = {2000: 29, 3000: 38, 4000: 26, 5000: 29}
CAPTURES_PER_CHARACTER = {
    "sakura": 24,
    "kero": 19,
    "li_showron": 17,
    "julian": 17,
    "madison": 15,
    "meilin": 15,
    "layla_mackenzie": 9,
    "tori": 6,
}
MAJOR_SPIRITS = {"CS1": "The Windy", "CS5": "The Firey", "CS29": "The Watery", "CS35": "The Earthy"}
MISSING_NUMBERS = {"C43", "R11", "S22", "S23", "S24"}


# --- fixtures ----------------------------------------------------------------------------------


def load_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def game() -> dict[str, Any]:
    document: dict[str, Any] = load_yaml(CATALOGUE / "game.yaml")
    return document


@pytest.fixture(scope="module")
def set_files() -> dict[str, dict[str, Any]]:
    return {code: load_yaml(CATALOGUE / "sets" / name) for code, name in SET_FILES.items()}


@pytest.fixture(scope="module")
def cards(set_files: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Every card by id, with its set code added as ``_set``."""
    result: dict[str, dict[str, Any]] = {}
    for code, document in set_files.items():
        for card in document["cards"]:
            assert card["id"] not in result, f"{card['id']} is in two sets"
            result[card["id"]] = {**card, "_set": code}
    return result


@pytest.fixture(scope="module")
def shared_data() -> Path:
    if not SHARED_DATA.is_dir():
        pytest.skip(f"the upstream data is not at {SHARED_DATA}")
    return SHARED_DATA


@pytest.fixture(scope="module")
def derived(shared_data: Path) -> dict[str, dict[str, Any]]:
    """The separately merged catalogue shared/data/ccs/derived/cards.yaml, by card number."""
    document = load_yaml(shared_data / "derived" / "cards.yaml")
    return {card["number"]: card for card in document["cards"]}


@pytest.fixture(scope="module")
def raw_scrape(shared_data: Path) -> dict[str, dict[str, str]]:
    """The raw TradeCardsOnline scrape by card number: set name, effect HTML and attributes."""
    result: dict[str, dict[str, str]] = {}
    for path in sorted((shared_data / "upstream" / "raw-sets").glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        for item in document["cards"]:
            fragments = " ".join(item["attributes"])
            attributes = dict(re.findall(r"<strong>([^<:]*):</strong>\s*([^<]*)</li>", fragments))
            result[attributes["Number"]] = {
                "set": document["set_name"],
                "effect": item["effect"][0],
                **attributes,
            }
    return result


@functools.cache
def registry() -> Registry:
    resources = []
    for path in sorted(SCHEMAS.glob("*.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        resource = Resource.from_contents(contents, default_specification=DRAFT202012)
        resources.append((contents["$id"], resource))
    return Registry().with_resources(resources)


def validator(schema_id: str) -> Draft202012Validator:
    return Draft202012Validator({"$ref": schema_id}, registry=registry())


# --- counts from the research digest ---------------------------------------------------------


def test_total_and_unique_ids(cards: dict[str, dict[str, Any]]) -> None:
    assert len(cards) == 254
    assert not MISSING_NUMBERS & cards.keys()


def test_cards_per_type(cards: dict[str, dict[str, Any]]) -> None:
    assert Counter(card["type"] for card in cards.values()) == CARDS_PER_TYPE


def test_cards_per_set(set_files: dict[str, dict[str, Any]]) -> None:
    assert {code: len(doc["cards"]) for code, doc in set_files.items()} == CARDS_PER_SET


def test_set_headers(set_files: dict[str, dict[str, Any]]) -> None:
    for code, document in set_files.items():
        assert document["game"] == "ccs"
        assert document["set"]["code"] == code
        assert "xxninjabunnyxx/cardcaptors-tcg-data" in document["set"]["provenance"]
        assert "MIT" in document["set"]["licence"]
    statuses = {code: doc["set"]["status"] for code, doc in set_files.items()}
    assert statuses == {"SD": "official", "S1": "official", "S2": "official", "PG": "unconfirmed"}
    assert "Booster Series I Beginnings" in set_files["S1"]["set"]["aliases"]
    assert "Booster Series II New Rivals" in set_files["S2"]["set"]["aliases"]


@pytest.mark.parametrize("code", sorted(RARITIES_PER_SET))
def test_rarities_per_set(set_files: dict[str, dict[str, Any]], code: str) -> None:
    rarities = Counter(card["rarity"] for card in set_files[code]["cards"])
    assert rarities == RARITIES_PER_SET[code]


def test_spirits_per_element(cards: dict[str, dict[str, Any]]) -> None:
    spirits = [card for card in cards.values() if card["type"] == "clow_spirit"]
    assert all(len(card["elements"]) == 1 for card in spirits)
    assert Counter(card["elements"][0] for card in spirits) == SPIRITS_PER_ELEMENT


def test_exactly_four_major_spirits(cards: dict[str, dict[str, Any]]) -> None:
    majors = {card["id"]: card["name"] for card in cards.values() if card.get("major")}
    assert majors == MAJOR_SPIRITS


def test_captures_per_power_and_character(cards: dict[str, dict[str, Any]]) -> None:
    captures = [card for card in cards.values() if card["type"] == "capture"]
    assert Counter(card["power"] for card in captures) == CAPTURES_PER_POWER
    assert Counter(card["characters"][0] for card in captures) == CAPTURES_PER_CHARACTER
    assert sum(len(card["elements"]) == 2 for card in captures) == 86


def test_every_character_card_has_character_types(cards: dict[str, dict[str, Any]]) -> None:
    for card in cards.values():
        if card["type"] in ("capture", "reinforcement"):
            assert card["character_types"], card["id"]
            assert len(card["character_types"]) == len(card["characters"]), card["id"]


def test_s48_is_in_power_of_the_guardians(cards: dict[str, dict[str, Any]]) -> None:
    assert cards["S48"]["_set"] == "PG"
    assert cards["S48"]["name"] == "An Angel Beside Me"


def test_printed_spelling_is_kept(cards: dict[str, dict[str, Any]]) -> None:
    assert cards["CS5"]["name"] == "The Firey"
    assert cards["S37"]["name"] == "Cereberos Arrives!"
    assert cards["S55"]["name"] == "Phyrric Battle"
    assert "opopnent" in cards["S33"]["text"]
    assert cards["S41"]["text"].startswith("Subract")


# --- vocabulary ------------------------------------------------------------------------------


def vocabulary_ids(game: dict[str, Any], key: str) -> list[str]:
    return [entry["id"] for entry in game[key]]


def test_game_vocabularies(game: dict[str, Any]) -> None:
    assert game["game"] == "ccs"
    assert vocabulary_ids(game, "elements") == [
        "wind",
        "fire",
        "wood",
        "electricity",
        "gold",
        "water",
        "earth",
        "rain",
        "clouds",
    ]
    assert vocabulary_ids(game, "rarities") == ["common", "uncommon", "rare"]
    assert vocabulary_ids(game, "types") == ["clow_spirit", "capture", "reinforcement", "strategy"]
    assert vocabulary_ids(game, "character_types") == ["magical", "skilled", "non_magical"]
    characters = {entry["id"]: entry for entry in game["characters"]}
    assert characters["yue"]["counts_as"] == "julian"
    assert characters["keroberos"]["counts_as"] == "kero"
    character_types = set(vocabulary_ids(game, "character_types"))
    for entry in characters.values():
        assert entry["character_type"] in character_types
        assert entry.get("counts_as", entry["id"]) in characters


def test_russian_aliases(game: dict[str, Any]) -> None:
    def aliases(key: str, entry_id: str) -> list[str]:
        (entry,) = [entry for entry in game[key] if entry["id"] == entry_id]
        return list(entry.get("aliases", []))

    assert "ветер" in aliases("elements", "wind")
    assert "облако" in aliases("elements", "clouds")
    assert "редкая" in aliases("rarities", "rare")
    assert "стратегия" in aliases("types", "strategy")
    assert "Сакура" in aliases("characters", "sakura")


@pytest.mark.parametrize("key", ["elements", "rarities", "types", "character_types", "characters"])
def test_aliases_are_unambiguous(game: dict[str, Any], key: str) -> None:
    """Only Kero and Keroberos share names (Kerberos, Cerberus, Кероберос), on purpose."""
    owners: dict[str, set[str]] = {}
    for entry in game[key]:
        for term in [entry["id"], entry["name"], *entry.get("aliases", [])]:
            owners.setdefault(term.casefold(), set()).add(entry["id"])
    shared = {term for term, ids in owners.items() if len(ids) > 1}
    expected = {"kerberos", "cerberus", "кероберос"} if key == "characters" else set()
    assert shared == expected
    assert all(ids == {"kero", "keroberos"} for term, ids in owners.items() if term in shared)


def test_cards_use_game_vocabulary(game: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
    known = {
        key: set(vocabulary_ids(game, key))
        for key in ("elements", "rarities", "types", "character_types", "characters")
    }
    for card in cards.values():
        assert card["type"] in known["types"], card["id"]
        assert card["rarity"] in known["rarities"], card["id"]
        assert set(card.get("elements", [])) <= known["elements"], card["id"]
        assert set(card.get("characters", [])) <= known["characters"], card["id"]
        assert set(card.get("character_types", [])) <= known["character_types"], card["id"]


def test_character_types_match_the_characters(
    game: dict[str, Any], cards: dict[str, dict[str, Any]]
) -> None:
    expected = {entry["id"]: entry["character_type"] for entry in game["characters"]}
    for card in cards.values():
        for character, character_type in zip(
            card.get("characters", []), card.get("character_types", []), strict=True
        ):
            assert expected[character] == character_type, card["id"]


def test_card_schema_enums_match_game(game: dict[str, Any]) -> None:
    schema = json.loads((SCHEMAS / "ccs-card.schema.json").read_text(encoding="utf-8"))
    definitions = schema["$defs"]
    assert definitions["element"]["enum"] == vocabulary_ids(game, "elements")
    assert definitions["character"]["enum"] == vocabulary_ids(game, "characters")
    assert definitions["characterType"]["enum"] == vocabulary_ids(game, "character_types")
    assert schema["properties"]["type"]["enum"] == vocabulary_ids(game, "types")
    assert schema["properties"]["rarity"]["enum"] == vocabulary_ids(game, "rarities")


# --- against the upstream data ---------------------------------------------------------------


def test_same_cards_as_upstream(shared_data: Path, cards: dict[str, dict[str, Any]]) -> None:
    upstream = {path.stem for path in (shared_data / "upstream" / "cards").glob("*.yml")}
    assert upstream == cards.keys()


def test_matches_derived_catalogue(
    derived: dict[str, dict[str, Any]], cards: dict[str, dict[str, Any]]
) -> None:
    assert derived.keys() == cards.keys()
    for number, source in derived.items():
        card = cards[number]
        assert card["name"] == source["name"], number
        assert card["type"] == source["card_type"], number
        assert card["_set"] == SET_CODES_BY_NAME[source["set"]], number
        assert card["rarity"] == source["rarity"].lower(), number
        assert card.get("text") == source.get("text"), number
        if "element" in source:
            assert card["elements"] == [source["element"].lower()], number
            assert card["major"] is source["major_clow_spirit"], number
        if "elements" in source:
            assert card["elements"] == [element.lower() for element in source["elements"]], number
        if "battle_value" in source:
            assert card["power"] == source["battle_value"], number
        characters = source.get("characters", [source.get("character")])
        types = source.get("character_types", [source.get("character_type")])
        if characters != [None]:
            assert card["characters"] == [name.lower().replace(" ", "_") for name in characters]
            assert card["character_types"] == [kind.lower().replace("-", "_") for kind in types], (
                number
            )


def test_matches_raw_scrape(
    raw_scrape: dict[str, dict[str, str]], cards: dict[str, dict[str, Any]]
) -> None:
    assert raw_scrape.keys() == cards.keys()
    for number, raw in raw_scrape.items():
        card = cards[number]
        assert card["_set"] == SET_CODES_BY_NAME[raw["set"]], number
        assert card["rarity"] == raw["Rarity"].lower(), number
        assert card.get("major", False) is ("[Major Clow Spirit]" in raw["effect"]), number
        if "Attack" in raw:
            assert card["power"] == int(raw["Attack"]), number
        if "Element" in raw:
            assert card["elements"] == raw["Element"].lower().split("/"), number
        annotation = re.search(r"\[Character type:([^\]}]*)", raw["effect"])
        if card["type"] in ("capture", "reinforcement"):
            assert annotation is not None, number
            printed = [
                re.sub(r"non-?magical", "non_magical", part.strip().lower())
                for part in annotation.group(1).split("/")
            ]
            expected = printed * len(card["characters"]) if len(printed) == 1 else printed
            assert card["character_types"] == expected, number


# --- schemas and file format -----------------------------------------------------------------


def test_card_schema_is_valid() -> None:
    schema = json.loads((SCHEMAS / "ccs-card.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert schema["$id"] == "ccs-card.schema.json"


@pytest.mark.parametrize(
    ("relative", "schema_id"),
    [("game.yaml", "game.schema.json")]
    + [(f"sets/{name}", "cardset.schema.json") for name in SET_FILES.values()],
)
def test_file_validates(relative: str, schema_id: str) -> None:
    errors = [
        f"{error.json_path}: {error.message}"
        for error in validator(schema_id).iter_errors(load_yaml(CATALOGUE / relative))
    ]
    assert errors == []


@pytest.mark.parametrize(
    ("card", "message"),
    [
        (
            {
                "id": "CS1",
                "name": "x",
                "type": "clow_spirit",
                "rarity": "common",
                "elements": ["wind"],
            },
            "'major' is a required property",
        ),
        (
            {
                "id": "C1",
                "name": "x",
                "type": "capture",
                "rarity": "common",
                "elements": ["wind"],
                "power": 2500,
                "characters": ["sakura"],
                "character_types": ["magical"],
            },
            "2500 is not one of",
        ),
        (
            {
                "id": "R1",
                "name": "x",
                "type": "reinforcement",
                "rarity": "common",
                "characters": ["sakura", "kero"],
                "character_types": ["magical"],
            },
            "is too short",
        ),
        (
            {
                "id": "S1",
                "name": "x",
                "type": "strategy",
                "rarity": "common",
                "text": "x",
                "power": 1000,
            },
            "'power' was unexpected",
        ),
    ],
)
def test_card_schema_rejects(card: dict[str, Any], message: str) -> None:
    errors = [error.message for error in validator("ccs-card.schema.json").iter_errors(card)]
    assert any(message in error for error in errors), errors


def test_strategy_and_reinforcement_allow_engine_fields() -> None:
    card = {
        "id": "S5",
        "name": "Power Boost",
        "type": "strategy",
        "rarity": "common",
        "text": "Add 1000 to your Battle Value.",
        "effect": {"boost": 1000},
        "implemented": True,
    }
    assert list(validator("ccs-card.schema.json").iter_errors(card)) == []


@pytest.mark.parametrize("relative", sorted(GENERATED_FILES - {"LICENSE-data.md"}))
def test_yaml_file_format(relative: str) -> None:
    text = (CATALOGUE / relative).read_text(encoding="utf-8")
    lines = text.splitlines()
    depth = "../../" if relative == "game.yaml" else "../../../"
    schema = "game" if relative == "game.yaml" else "cardset"
    assert lines[0] == f"# yaml-language-server: $schema={depth}schemas/{schema}.schema.json"
    comments = "\n".join(line for line in lines if line.startswith("#"))
    assert "Copyright (c) 2018 xxninjabunnyxx" in comments
    assert "LICENSE-data.md" in comments
    assert not re.search(r"(^|[:\-]\s)[&*][\w-]+", text, re.MULTILINE), "anchors or aliases"
    assert not re.search(r"[:\-] [\[{]", text), "flow style"


def test_card_keys_in_fixed_order(cards: dict[str, dict[str, Any]]) -> None:
    for card in cards.values():
        keys = [key for key in card if key != "_set"]
        assert keys == sorted(keys, key=CARD_KEYS.index), card["id"]


def test_licence_notice_is_verbatim(shared_data: Path) -> None:
    upstream = (shared_data / "upstream" / "LICENSE").read_text(encoding="utf-8")
    notice = (CATALOGUE / "LICENSE-data.md").read_text(encoding="utf-8")
    assert upstream.strip() in notice


# --- reproducibility -------------------------------------------------------------------------


def test_generator_reproduces_committed_files(shared_data: Path, tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(GENERATOR), str(shared_data), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
        text=True,
    )
    generated = {str(path.relative_to(tmp_path)) for path in tmp_path.rglob("*") if path.is_file()}
    assert generated == GENERATED_FILES
    committed = {
        str(path.relative_to(CATALOGUE)) for path in CATALOGUE.rglob("*") if path.is_file()
    }
    # formats.yaml and rules.yaml are written by hand, not generated.
    assert committed - {"formats.yaml", "rules.yaml"} == GENERATED_FILES
    for relative in sorted(GENERATED_FILES):
        assert (tmp_path / relative).read_bytes() == (CATALOGUE / relative).read_bytes(), relative
