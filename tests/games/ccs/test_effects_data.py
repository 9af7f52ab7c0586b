"""The Strategy effects data: schema, coverage, and what the engine makes of it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from deckcheck.catalog.load import load_catalogue
from deckcheck.games.ccs.engine.cards import EffectError, card_table, compile_effect
from deckcheck.loading.yamlload import load

ROOT = Path(__file__).resolve().parents[3]
EFFECTS = ROOT / "tools" / "data" / "ccs-strategy-effects.yaml"
SCHEMAS = ROOT / "schemas"


def validator(pointer: str) -> Draft202012Validator:
    resources = []
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        resources.append(
            (contents["$id"], Resource.from_contents(contents, default_specification=DRAFT202012))
        )
    return Draft202012Validator({"$ref": pointer}, registry=Registry().with_resources(resources))


@pytest.fixture(scope="module")
def effects() -> dict[str, dict[str, object]]:
    data: dict[str, dict[str, object]] = load(EFFECTS).data["cards"]
    return data


def test_rules_schema_is_valid() -> None:
    schema = json.loads((SCHEMAS / "ccs-rules.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert schema["$id"] == "ccs-rules.schema.json"


def test_effects_file_validates() -> None:
    errors = [
        e.message
        for e in validator("ccs-rules.schema.json#/$defs/effectsFile").iter_errors(
            load(EFFECTS).data
        )
    ]
    assert errors == []


def test_57_of_58_strategy_cards_and_every_reinforcement_card_are_implemented(
    effects: dict[str, dict[str, object]],
) -> None:
    catalogue = load_catalogue("ccs")
    strategy = {card.id for card in catalogue if card.type == "strategy"}
    assert strategy <= set(effects)
    implemented = {k for k in strategy if effects[k]["implemented"]}
    assert len(strategy) == 58 and len(implemented) == 57
    assert strategy - implemented == {"S14"}
    assert "seed's turn" in str(effects["S14"]["why_not"])
    table = card_table()
    reinforcement = [card.id for card in catalogue if card.type == "reinforcement"]
    assert len(reinforcement) == 21
    assert all(table.playable[table.kind(card_id)] for card_id in reinforcement)
    assert {k for k in reinforcement if table.costs[table.kind(k)]} == {"R16", "R19", "R20"}
    for card_id, entry in effects.items():
        assert entry["name"] == catalogue.card(card_id).name, card_id


def test_each_implemented_card_has_a_test(effects: dict[str, dict[str, object]]) -> None:
    source = (Path(__file__).parent / "test_effects.py").read_text(encoding="utf-8")
    untested = [
        k for k, v in effects.items() if v["implemented"] and not re.search(rf"\b{k}\b", source)
    ]
    assert untested == []


def test_engine_table_follows_the_data(effects: dict[str, dict[str, object]]) -> None:
    table = card_table()
    for card_id, entry in effects.items():
        kind = table.kind(card_id)
        assert table.playable[kind] is entry["implemented"], card_id
        assert (table.effects[kind] is not None) is (
            entry["implemented"] and card_id.startswith("S")
        ), card_id


def test_catalogue_carries_the_effects(effects: dict[str, dict[str, object]]) -> None:
    catalogue = load_catalogue("ccs")
    for card_id, entry in effects.items():
        card = catalogue.card(card_id)
        assert card.fields["implemented"] is entry["implemented"], card_id
        assert card.fields.get("effect") == entry.get("effect"), card_id


def test_catalogue_effects_validate_against_the_card_schema() -> None:
    catalogue = load_catalogue("ccs")
    check = validator("ccs-card.schema.json")
    for card in catalogue:
        if card.type == "strategy":
            record = {k: v for k, v in card.fields.items()}
            assert list(check.iter_errors(record)) == [], card.id


@pytest.mark.parametrize(
    ("effect", "message"),
    [
        ({"boost": 1000, "void": "boost"}, "cannot be combined"),
        ({"frobnicate": True}, "unknown effect keys"),
        ({"if_elements": ["wind"], "void": "drain"}, "apply to boost and drain"),
        ({"block_capture": ["lava"]}, "unknown element"),
        ({"timing": "never", "boost": 1}, "unknown timing"),
        ({"timing": "any"}, "exactly one operation"),
    ],
)
def test_bad_effects_are_refused(effect: dict[str, object], message: str) -> None:
    with pytest.raises(EffectError, match=message):
        compile_effect(effect, {"sakura": 1})


def test_the_card_schema_accepts_a_plain_boost() -> None:
    assert list(validator("ccs-rules.schema.json#/$defs/effect").iter_errors({"boost": 1000})) == []
    assert list(validator("ccs-rules.schema.json#/$defs/effect").iter_errors({"bost": 1000}))


def test_the_operations_table_and_the_effect_language_agree() -> None:
    from deckcheck.games.ccs.engine.effects import OPERATIONS

    schema = json.loads((SCHEMAS / "ccs-rules.schema.json").read_text(encoding="utf-8"))
    keys = set(schema["$defs"]["effect"]["properties"])
    common = {"timing", "kinds", "requires", "if_characters", "unless_characters", "if_elements"}
    reinforcement_only = {"on_scene_cost"}
    assert keys - common - reinforcement_only == set(OPERATIONS)
    for key, operation in OPERATIONS.items():
        assert callable(operation.compile) and callable(operation.targets), key
        assert callable(operation.resolve) and callable(operation.words), key
