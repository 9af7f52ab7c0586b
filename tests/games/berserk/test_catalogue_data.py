"""The bundled Berserk catalogue, checked against its source data and its JSON schemas.

These tests read the YAML with ``yaml.safe_load`` and recompute every expectation from
the source ``cards.json`` (documented in ``shared/data/berserk/SOURCE.md``) and the card
facts that correct it (``tools/data/berserk-card-facts.json``), so they do not depend on
deckcheck's own loader.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

REPO = Path(__file__).resolve().parents[3]
# The shared reference folder beside the checkout (a worktree sits one level deeper).
SHARED = next(
    (p / "shared" for p in Path(__file__).resolve().parents[4:6] if (p / "shared").is_dir()),
    Path(__file__).resolve().parents[4] / "shared",
)
SOURCE = SHARED / "data" / "berserk" / "microbers-berserk-online" / "cards.json"
SCHEMAS = REPO / "schemas"
BERSERK = REPO / "cardsets" / "berserk"
GENERATOR = REPO / "tools" / "build_berserk_cardsets.py"
GENERATED = ("game.yaml", "sets/voyna_stihiy.yaml", "sets/nashestvie_tmy.yaml", "LICENSE-data.md")

SET_CODES = {"Война стихий": "VS", "Нашествие тьмы": "NT"}
SET_FILES = {"VS": "voyna_stihiy.yaml", "NT": "nashestvie_tmy.yaml"}
TYPES = {
    "creature": ("creature", "ground"),
    "flyer": ("creature", "flying"),
    "companion": ("creature", "companion"),
    "parasite": ("creature", "parasite"),
    "artifact": ("artifact", None),
    "terrain": ("terrain", None),
}
RARITIES = {
    "Частая": "common",
    "Необычная": "uncommon",
    "Редкая": "rare",
    "Ультраредкая": "ultra_rare",
}
ELEMENTS = {
    "Степи": "steppes",
    "Леса": "forests",
    "Горы": "mountains",
    "Болота": "swamps",
    "Тьма": "darkness",
}
# SOURCE.md, "known defects": ground creatures of «Война стихий» with moves: null.
MISSING_MOVEMENT = {45, 120, 121, 128, 130, 131, 140, 156, 170, 190, 193}
FACTS = REPO / "tools" / "data" / "berserk-card-facts.json"
# The facts' SOURCE.md, "Crown (unique) flags": the disagreements between the two fact
# sources; the VS ones are settled by a third witness, the NT ones are not.
CROWN_DISAGREEMENTS = {
    "VS-052", "VS-066", "VS-126", "VS-176", "VS-185", "VS-197",
    "NT-026", "NT-052", "NT-054", "NT-057", "NT-067", "NT-071", "NT-082", "NT-084", "NT-127",
}
CROWN_UNSETTLED = {c for c in CROWN_DISAGREEMENTS if c.startswith("NT-")}


@pytest.fixture(scope="module")
def facts() -> dict[str, dict[str, Any]]:
    loaded: dict[str, dict[str, Any]] = json.loads(FACTS.read_text(encoding="utf-8"))
    return loaded


@pytest.fixture(scope="module")
def source() -> list[dict[str, Any]]:
    if not SOURCE.is_file():
        pytest.skip(f"source data not found: {SOURCE}")
    cards: list[dict[str, Any]] = json.loads(SOURCE.read_text(encoding="utf-8"))
    return cards


@pytest.fixture(scope="module")
def source_by_id(source: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {f"{SET_CODES[c['set']]}-{c['number']:03d}": c for c in source}


@pytest.fixture(scope="module")
def sets() -> dict[str, dict[str, Any]]:
    return {
        code: yaml.safe_load((BERSERK / "sets" / name).read_text(encoding="utf-8"))
        for code, name in SET_FILES.items()
    }


@pytest.fixture(scope="module")
def cards(sets: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {card["id"]: card for data in sets.values() for card in data["cards"]}


@pytest.fixture(scope="module")
def registry() -> Registry:
    resources = []
    for path in sorted(SCHEMAS.glob("*.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        resource = Resource.from_contents(contents, default_specification=DRAFT202012)
        resources.append((contents.get("$id", path.name), resource))
        if contents.get("$id") != path.name:
            resources.append((path.name, resource))
    return Registry().with_resources(resources)


def _validator(name: str, registry: Registry) -> Draft202012Validator:
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    return Draft202012Validator(schema, registry=registry)


@pytest.fixture(scope="module")
def card_validator(registry: Registry) -> Draft202012Validator:
    return _validator("berserk-card.schema.json", registry)


def _errors(validator: Draft202012Validator, instance: Any) -> list[str]:
    return [
        f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
        for error in validator.iter_errors(instance)
    ]


# --- files and schemas -------------------------------------------------------------


@pytest.mark.parametrize(
    ("relative", "modeline"),
    [
        ("game.yaml", "# yaml-language-server: $schema=../../schemas/game.schema.json"),
        *(
            (f"sets/{name}", "# yaml-language-server: $schema=../../../schemas/cardset.schema.json")
            for name in SET_FILES.values()
        ),
    ],
)
def test_files_start_with_modeline_and_provenance(relative: str, modeline: str) -> None:
    text = (BERSERK / relative).read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == modeline
    header = "\n".join(line for line in lines if line.startswith("#"))
    assert lines[1].startswith("# ") and "microBers-studios" in header and "MIT" in header
    assert (BERSERK / relative).resolve().parent.joinpath(modeline.split("=")[1]).is_file()
    events = list(yaml.parse(text))
    assert not any(isinstance(e, yaml.AliasEvent) for e in events)
    assert not any(getattr(e, "anchor", None) for e in events)


@pytest.mark.parametrize(
    "name",
    ["common.schema.json", "game.schema.json", "cardset.schema.json", "berserk-card.schema.json"],
)
def test_schema_is_valid(name: str) -> None:
    Draft202012Validator.check_schema(json.loads((SCHEMAS / name).read_text(encoding="utf-8")))


def test_game_file_validates(registry: Registry) -> None:
    game = yaml.safe_load((BERSERK / "game.yaml").read_text(encoding="utf-8"))
    assert _errors(_validator("game.schema.json", registry), game) == []
    assert game["game"] == "berserk"
    assert [e["id"] for e in game["elements"]] == [
        "steppes",
        "forests",
        "mountains",
        "swamps",
        "darkness",
    ]
    names = {e["id"]: e["name"] for e in game["elements"]}
    assert {names[v] for v in ELEMENTS.values()} == set(ELEMENTS)  # printed names round-trip
    assert {r["id"]: r["name"] for r in game["rarities"]} == {v: k for k, v in RARITIES.items()}


def test_game_vocabularies_match_card_schema() -> None:
    game = yaml.safe_load((BERSERK / "game.yaml").read_text(encoding="utf-8"))
    props = json.loads((SCHEMAS / "berserk-card.schema.json").read_text(encoding="utf-8"))[
        "properties"
    ]
    assert [e["id"] for e in game["elements"]] == props["elements"]["items"]["enum"]
    for key in ("rarities", "types", "subtypes"):
        schema_key = {"rarities": "rarity", "types": "type", "subtypes": "subtype"}[key]
        assert [e["id"] for e in game[key]] == props[schema_key]["enum"]
    assert [e["id"] for e in game["classes"]] == props["classes"]["items"]["enum"]


# The facts' SOURCE.md, "Fact fields parsed from the text": 31 distinct classes on 270
# cards. The ids the encoded card abilities used before the catalogue had classes.
ENCODING_CLASS_IDS = {
    "Орк": "orc", "Йордлинг": "jordling", "Инквизитор": "inquisitor", "Пустыня": "desert",
    "Герой-воин": "warrior_hero", "Герой-жрец": "priest_hero",
}


def test_classes_vocabulary_names_every_printed_class(
    facts: dict[str, dict[str, Any]],
) -> None:
    game = yaml.safe_load((BERSERK / "game.yaml").read_text(encoding="utf-8"))
    printed = {name for fact in facts.values() for name in fact["classes"]}
    assert len(printed) == 31
    by_name = {entry["name"]: entry for entry in game["classes"]}
    assert set(by_name) == printed  # each printed class once, and nothing else
    assert len({entry["id"] for entry in game["classes"]}) == 31
    for name, class_id in ENCODING_CLASS_IDS.items():
        assert by_name[name]["id"] == class_id
    for entry in game["classes"]:
        assert entry["name"].lower() in entry["aliases"], entry["id"]


def test_every_card_has_its_printed_classes(
    cards: dict[str, dict[str, Any]], facts: dict[str, dict[str, Any]]
) -> None:
    game = yaml.safe_load((BERSERK / "game.yaml").read_text(encoding="utf-8"))
    id_of = {entry["name"]: entry["id"] for entry in game["classes"]}
    with_classes = {i for i, c in cards.items() if "classes" in c}
    assert len(with_classes) == 270
    for card_id, fact in facts.items():
        assert cards[card_id].get("classes", []) == [id_of[n] for n in fact["classes"]], card_id
    assert cards["NT-034"]["classes"] == ["warrior_hero", "orc"]  # printed order
    assert cards["NT-059"]["classes"] == ["building"]  # an artifact's kind
    assert "classes" not in cards["VS-001"]


def test_every_card_has_its_printed_ranges(
    cards: dict[str, dict[str, Any]], facts: dict[str, dict[str, Any]]
) -> None:
    for card_id, fact in facts.items():
        expected = {f"{r['kind']}-{r['range']}": None for r in fact["ranges"] or ()}
        assert cards[card_id].get("ranges", []) == list(expected), card_id
    assert sum("ranges" in c for c in cards.values()) == 63
    assert cards["NT-031"]["ranges"] == ["shot-5"]
    assert cards["NT-036"]["ranges"] == ["shot-3"]  # printed twice, the same range


@pytest.mark.parametrize("code", list(SET_FILES))
def test_set_file_validates(code: str, sets: dict[str, dict[str, Any]], registry: Registry) -> None:
    assert _errors(_validator("cardset.schema.json", registry), sets[code]) == []


def test_set_headers(sets: dict[str, dict[str, Any]]) -> None:
    for source_name, code in SET_CODES.items():
        header = sets[code]["set"]
        assert sets[code]["game"] == "berserk"
        assert (header["code"], header["name"], header["year"], header["status"]) == (
            code,
            source_name,
            2023,
            "official",
        )
        assert (
            "sha256 92fe411ba4780024fce7477e65039380193446b03c9e6167757c6d7546ed5f7e"
            in (header["provenance"])
        )
        assert "MIT" in header["licence"]
    assert "War of the Elements" in sets["VS"]["set"]["aliases"]
    assert "Invasion of Darkness" in sets["NT"]["set"]["aliases"]


def test_licence_file_keeps_upstream_notice(source: list[dict[str, Any]]) -> None:
    upstream = (SOURCE.parent / "LICENSE").read_text(encoding="utf-8")
    text = (BERSERK / "LICENSE-data.md").read_text(encoding="utf-8")
    assert upstream.rstrip("\n") in text
    assert "ООО «Мир Хобби»" in text


# --- counts -------------------------------------------------------------------------


def test_ids_and_numbers(sets: dict[str, dict[str, Any]], source: list[dict[str, Any]]) -> None:
    assert len(source) == 400
    for code in SET_FILES:
        ids = [card["id"] for card in sets[code]["cards"]]
        assert ids == [f"{code}-{n:03d}" for n in range(1, 201)]
        assert [card["number"] for card in sets[code]["cards"]] == list(range(1, 201))
    assert Counter(SET_CODES[c["set"]] for c in source) == {"VS": 200, "NT": 200}


def test_type_counts(cards: dict[str, dict[str, Any]], source: list[dict[str, Any]]) -> None:
    from_source = Counter(TYPES[c["type"]] for c in source)
    ours = Counter((c["type"], c.get("subtype")) for c in cards.values())
    # NT-056 is a companion, not a flyer (the facts' SOURCE.md, "Subtype").
    from_source[("creature", "flying")] -= 1
    from_source[("creature", "companion")] += 1
    assert ours == from_source
    assert ours == {
        ("creature", "ground"): 348,
        ("creature", "flying"): 24,
        ("creature", "companion"): 7,
        ("creature", "parasite"): 3,
        ("artifact", None): 12,
        ("terrain", None): 6,
    }


def test_rarity_counts(cards: dict[str, dict[str, Any]], source: list[dict[str, Any]]) -> None:
    assert Counter(c["rarity"] for c in source) == {
        "Частая": 196,
        "Необычная": 96,
        "Редкая": 73,
        "Ультраредкая": 35,
    }
    ours = Counter(c["rarity"] for c in cards.values())
    assert ours == Counter(RARITIES[c["rarity"]] for c in source)


def test_element_counts(sets: dict[str, dict[str, Any]], source: list[dict[str, Any]]) -> None:
    for source_name, code in SET_CODES.items():
        expected = Counter(
            ELEMENTS.get(e, "neutral")
            for c in source
            if c["set"] == source_name
            for e in c["elements"]
        )
        ours: Counter[str] = Counter()
        for card in sets[code]["cards"]:
            ours.update(card["elements"] or ["neutral"])
        assert ours == expected, code


# --- every card against the source --------------------------------------------------


def test_every_card_matches_source_and_facts(
    cards: dict[str, dict[str, Any]],
    source_by_id: dict[str, dict[str, Any]],
    facts: dict[str, dict[str, Any]],
) -> None:
    """Names, rarity, elements and painter come from the MIT file; the game values are
    the facts' (which equal the MIT file's wherever it has no known defect)."""
    assert set(cards) == set(source_by_id) == set(facts)
    for card_id, raw in source_by_id.items():
        card, fact = cards[card_id], facts[card_id]
        card_type, _ = TYPES[raw["type"]]
        assert card["name"] == raw["name"], card_id
        assert card["number"] == raw["number"], card_id
        assert card["rarity"] == RARITIES[raw["rarity"]], card_id
        assert card["elements"] == [ELEMENTS[e] for e in raw["elements"] if e in ELEMENTS]
        assert card["type"] == card_type, card_id
        assert card.get("subtype", card_type) == fact["subtype"], card_id
        assert card["cost"] == raw["price"] == fact["cost"], card_id
        assert card["elite"] is fact["elite"], card_id
        assert card.get("lives") == fact["lives"], card_id
        assert card.get("movement") == (fact["move"] if fact["subtype"] == "ground" else None)
        strike = card.get("strike")
        assert (strike and [strike["weak"], strike["medium"], strike["strong"]]) == (
            fact["strike"]
        ), card_id
        painter = None if raw["painter"] == "null" else raw["painter"]
        assert card.get("painter") == painter, card_id
        assert card.get("other_abilities", 0) == fact["other_abilities"], card_id


def test_crowns_follow_the_facts(
    cards: dict[str, dict[str, Any]], facts: dict[str, dict[str, Any]]
) -> None:
    disagreements = {i for i, f in facts.items() if f["unique"]["nxt"] != f["unique"]["skn"]}
    assert disagreements == CROWN_DISAGREEMENTS
    for card_id, fact in facts.items():
        if card_id in CROWN_UNSETTLED:
            assert cards[card_id]["unique"] is fact["unique"]["nxt"], card_id
        elif card_id in CROWN_DISAGREEMENTS:
            assert cards[card_id]["unique"] is True, card_id  # a third witness: the crown
        else:
            assert cards[card_id]["unique"] is fact["unique"]["nxt"], card_id
    assert _flagged(cards, "unique_sources_disagree") == CROWN_UNSETTLED


@pytest.mark.parametrize(
    ("card_id", "field", "value"),
    [
        ("NT-001", "unique", True),  # the MIT file copied VS-001's flag (false)
        ("NT-004", "unique", False),  # ... and VS-004's (true)
        ("VS-187", "unique", True),  # the MIT file misses its crown
        ("VS-185", "unique", True),  # berserk-nxt's slip, settled by its print notes
        ("VS-121", "elite", False),
        ("NT-056", "subtype", "companion"),
        ("NT-128", "strike", {"weak": 3, "medium": 3, "strong": 4}),
        ("VS-045", "movement", 2),
        ("VS-193", "movement", 2),
        ("VS-120", "movement", 1),
        ("VS-130", "lives", 9),
        ("NT-099", "lives", 11),
        ("VS-008", "abilities", ["regeneration-1", "attack_experience-1", "poison_protection",
                                 "special_strike"]),
    ],
)
def test_corrected_cards(
    cards: dict[str, dict[str, Any]], card_id: str, field: str, value: Any
) -> None:
    assert cards[card_id][field] == value


def test_abilities_are_the_facts_keywords(
    cards: dict[str, dict[str, Any]], facts: dict[str, dict[str, Any]]
) -> None:
    for card_id, fact in facts.items():
        expected = []
        for keyword in fact["keywords"]:
            if keyword["id"] == "flying":
                assert cards[card_id]["subtype"] == "flying", card_id
                continue
            value = keyword["value"]
            token = keyword["id"] if value is None else f"{keyword['id']}-{value}"
            expected.append(token)
        # a number the facts give per card (tiered 1-2-2, an X) or lack (-var)
        ours = [re.sub(r"-(var|x|\d+-\d+-\d+)$", "", t)
                for t in cards[card_id].get("abilities", [])]
        assert ours == expected, card_id
        for token in cards[card_id].get("abilities", []):
            tiered = re.fullmatch(r"[a-z_]+-(\d+)-(\d+)-(\d+)", token)
            if tiered:  # a tiered amount the facts print on the card
                assert list(map(int, tiered.groups())) in fact["tiers"]["tiered"], card_id


def test_flavour(cards: dict[str, dict[str, Any]], source_by_id: dict[str, dict[str, Any]]) -> None:
    for card_id, raw in source_by_id.items():
        flavour = cards[card_id].get("flavour")
        copied = card_id.startswith("NT-") and raw["description"] is not None
        if raw["description"] is None or copied or card_id == "VS-073":
            assert flavour is None, card_id
        else:
            assert flavour == raw["description"].replace("|", "\n"), card_id
    assert cards["VS-132"]["flavour"].count("\n") == 1


def _flagged(cards: dict[str, dict[str, Any]], flag: str) -> set[str]:
    return {card_id for card_id, card in cards.items() if flag in card.get("data_flags", ())}


def test_movement_missing_in_source_comes_from_the_facts(
    cards: dict[str, dict[str, Any]],
    source_by_id: dict[str, dict[str, Any]],
    facts: dict[str, dict[str, Any]],
) -> None:
    null_moves = {
        card_id
        for card_id, raw in source_by_id.items()
        if raw["type"] == "creature" and raw["moves"] is None
    }
    expected = {f"VS-{n:03d}" for n in MISSING_MOVEMENT}
    assert null_moves == expected
    assert _flagged(cards, "movement_missing_in_source") == set()
    for card_id in expected:
        assert cards[card_id]["subtype"] == "ground"
        assert cards[card_id]["movement"] == facts[card_id]["move"] in (1, 2)


def test_other_source_defects_are_flagged(
    cards: dict[str, dict[str, Any]], source_by_id: dict[str, dict[str, Any]]
) -> None:
    painterless = {i for i, raw in source_by_id.items() if raw["painter"] in (None, "null")}
    assert painterless == {"NT-164", "NT-195"}
    assert _flagged(cards, "painter_missing_in_source") == painterless

    copied = {
        card_id
        for card_id, raw in source_by_id.items()
        if card_id.startswith("NT-")
        and raw["description"] is not None
        and raw["description"] == source_by_id["VS" + card_id[2:]]["description"]
    }
    with_text = {i for i, raw in source_by_id.items() if i.startswith("NT-") and raw["description"]}
    assert copied == with_text and len(copied) == 90
    assert _flagged(cards, "flavour_copied_from_other_set") == copied
    assert _flagged(cards, "flavour_was_ability_text") == {"VS-073"}

    nt_ids = {i for i in source_by_id if i.startswith("NT-")}
    # The MIT file copied the NT crowns from VS; the facts replaced them all.
    assert all(source_by_id[i]["unique"] == source_by_id["VS" + i[2:]]["unique"] for i in nt_ids)
    assert _flagged(cards, "unique_copied_from_other_set") == set()


# --- schema rules (seed 206) ----------------------------------------------------------


def _card(**changes: Any) -> dict[str, Any]:
    card: dict[str, Any] = {
        "id": "VS-001",
        "name": "Кочевник",
        "number": 1,
        "rarity": "common",
        "elements": ["steppes"],
        "type": "creature",
        "subtype": "ground",
        "cost": 3,
        "elite": False,
        "unique": False,
        "lives": 8,
        "movement": 2,
        "strike": {"weak": 1, "medium": 2, "strong": 3},
    }
    for key, value in changes.items():
        if value is None:
            card.pop(key, None)
        else:
            card[key] = value
    return card


def _artifact(**changes: Any) -> dict[str, Any]:
    base = {"type": "artifact", "subtype": None, "movement": None, "strike": None}
    return _card(**{**base, **changes})


def _terrain(**changes: Any) -> dict[str, Any]:
    base = {"type": "terrain", "subtype": None, "movement": None, "strike": None, "lives": None}
    return _card(**{**base, **changes})


VALID = {
    "ground creature": _card(),
    "flyer": _card(subtype="flying", movement=None),
    "companion": _card(subtype="companion", movement=None),
    "symbiote": _card(subtype="symbiote", movement=None),
    "parasite": _card(subtype="parasite", movement=None),
    "artifact": _artifact(),
    "terrain": _terrain(),
    "equipment": _terrain(type="equipment"),
    "neutral card": _card(elements=[]),
    "multi-element card (106.2)": _card(elements=["steppes", "darkness"]),
    "ground creature flagged without movement": _card(
        movement=None, data_flags=["movement_missing_in_source"]
    ),
    "abilities and flavour": _card(abilities=["direct_strike"], flavour="Текст.", painter="X"),
    "classes and a range": _card(classes=["toa_dan", "warrior_hero"], abilities=["shot-1"],
                                 ranges=["shot-4", "jump-3"]),
}

INVALID = {
    "flyer with movement": (_card(subtype="flying"), "movement"),
    "companion with movement": (_card(subtype="companion"), "movement"),
    "artifact with strike": (_artifact(strike={"weak": 1, "medium": 1, "strong": 1}), "strike"),
    "artifact with movement": (_artifact(movement=1), "movement"),
    "artifact without lives": (_artifact(lives=None), ""),
    "artifact with subtype": (_artifact(subtype="ground"), "subtype"),
    "terrain with lives": (_terrain(lives=5), "lives"),
    "equipment with strike": (
        _terrain(type="equipment", strike={"weak": 1, "medium": 1, "strong": 1}),
        "strike",
    ),
    "ground creature without movement": (_card(movement=None), ""),
    "movement flag but movement given": (
        _card(data_flags=["movement_missing_in_source"]),
        "movement",
    ),
    "movement flag on a flyer": (
        _card(subtype="flying", movement=None, data_flags=["movement_missing_in_source"]),
        "subtype",
    ),
    "creature without strike": (_card(strike=None), ""),
    "creature without subtype": (_card(subtype=None), ""),
    "unknown element": (_card(elements=["fire"]), "elements/0"),
    "unknown class": (_card(classes=["goblin"]), "classes/0"),
    "class by its Russian name": (_card(classes=["орк"]), "classes/0"),
    "repeated class": (_card(classes=["orc", "orc"]), "classes"),
    "empty class list": (_card(classes=[]), "classes"),
    "range of an unknown kind": (_card(ranges=["spell-2"]), "ranges/0"),
    "range of zero": (_card(ranges=["shot-0"]), "ranges/0"),
    "range without its kind": (_card(ranges=[3]), "ranges/0"),
    "range as a mapping": (_card(ranges={"shot": 3}), "ranges"),
    "range repeated": (_card(ranges=["shot-3", "shot-3"]), "ranges"),
    "repeated element": (_card(elements=["swamps", "swamps"]), "elements"),
    "bad id": (_card(id="VS-1"), "id"),
    "unknown field": (_card(colour="red"), ""),
    "unknown data flag": (_card(data_flags=["typo"]), "data_flags/0"),
    "painter flag with painter": (
        _card(painter="X", data_flags=["painter_missing_in_source"]),
        "painter",
    ),
}


@pytest.mark.parametrize("name", list(VALID))
def test_schema_accepts(name: str, card_validator: Draft202012Validator) -> None:
    assert _errors(card_validator, VALID[name]) == []


@pytest.mark.parametrize("name", list(INVALID))
def test_schema_rejects(name: str, card_validator: Draft202012Validator) -> None:
    card, where = INVALID[name]
    paths = ["/".join(map(str, e.absolute_path)) for e in card_validator.iter_errors(card)]
    assert paths, f"{name} was accepted"
    assert where in paths, f"{name}: errors at {paths}, expected one at {where!r}"


def test_bundled_cards_obey_base_properties(cards: dict[str, dict[str, Any]]) -> None:
    """Seed 206.2 restated directly on the data, not through the schema."""
    for card_id, card in cards.items():
        keys = set(card)
        if card["type"] == "creature":
            assert {"lives", "strike", "subtype"} <= keys, card_id
            has_movement = "movement" in keys
            flagged = "movement_missing_in_source" in card.get("data_flags", ())
            assert has_movement == (card["subtype"] == "ground" and not flagged), card_id
        elif card["type"] == "artifact":
            assert "lives" in keys and not keys & {"movement", "strike", "subtype"}, card_id
        else:
            assert not keys & {"lives", "movement", "strike", "subtype"}, card_id


# --- the generator -------------------------------------------------------------------


def _generate(out: Path) -> Iterator[tuple[str, bytes]]:
    subprocess.run(
        [sys.executable, str(GENERATOR), str(SOURCE), "--facts", str(FACTS), "--out", str(out)],
        check=True,
        capture_output=True,
    )
    for relative in GENERATED:
        yield relative, (out / relative).read_bytes()


def test_generator_is_reproducible(source: list[dict[str, Any]], tmp_path: Path) -> None:
    first = dict(_generate(tmp_path / "first"))
    second = dict(_generate(tmp_path / "second"))
    assert first == second
    for relative, content in first.items():
        assert (BERSERK / relative).read_bytes() == content, f"{relative} is out of date"
