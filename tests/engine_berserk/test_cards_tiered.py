"""Tiered and X keyword numbers, and the cards of the 'tiered' task, named by id.

An attack keyword printed with a tiered number («Выстрел на 1-2-2», the catalogue token
``shot-1-2-2``) deals the amount its die picks, as for a simple strike at a closed card:
1-3 weak, 4-5 medium, 6 strong (strike-table.yaml unopposed, research §2.6). A keyword
printed with an X its card's other text defines is ``poison-x``; one whose number the card
facts lack stays ``-var``. The card scenarios follow the style of
``test_card_scenarios_vs.py``: each printed clause (berserk-nxt ``resources/data.json``)
played in an arranged position where it matters, and where the text rules it out.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from deckcheck.engine.berserk.cards import (
    NUMBER_CLAUSE,
    CardTable,
    card_table,
    load_vocabulary,
    parse_ability,
    synthetic_card,
)
from deckcheck.engine.berserk.position import arrange
from deckcheck.engine.berserk.state import State
from tests.engine_berserk.helpers import Put, card, options, table_with, texts
from tests.engine_berserk.test_card_scenarios_vs import SPARE_0, SPARE_1, act, position

REPO = Path(__file__).resolve().parents[2]

#: Synthetic tiered attackers (a plain 6-lives, movement 1, 1-2-3 creature each).
TIERED = (
    synthetic_card("X-101", name="Арбалетчик", abilities=["shot-1-2-3"]),
    synthetic_card("X-102", name="Меткий", abilities=["shot-1-2-3", "shooting_experience-1"]),
    synthetic_card("X-103", name="Копьеметатель", abilities=["throw-0-1-2"]),
    synthetic_card("X-104", name="Чародей", abilities=["magic_strike-2-3-4"]),
    synthetic_card("X-105", name="Латник", abilities=["armour-2"]),
    synthetic_card("X-106", name="Икс", abilities=["attack_experience-x", "discharge-var"]),
)


def _generator() -> ModuleType:
    name = "build_berserk_cardsets"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@functools.cache
def tiered_table() -> CardTable:
    return table_with(TIERED)


def tiered_position(*puts: Put) -> State:
    return arrange(puts, table=tiered_table())


def shoot(s: State, shooter: int, target: int, die: int) -> None:
    s.queue_dice(die)
    act(s, f"{s.at(shooter)} shoots {s.at(target)}")


def attack(s: State, attacker: int, target: int, name: str, die: int) -> None:
    """``attacker`` uses its attack keyword ``name`` (the log's name, «Разряд
    (discharge)») at ``target`` with this die."""
    s.queue_dice(die)
    act(s, f"{s.at(attacker)} uses {name} on {s.at(target)}")


# --- the token: parsed, refused, schema-checked -------------------------------------------


def test_a_tiered_attack_token_parses_to_its_strong_amount() -> None:
    vocabulary = load_vocabulary()
    assert parse_ability("shot-1-2-2", vocabulary) == ("shot", "ranged_damage", 2)
    assert parse_ability("discharge-2-3-4", vocabulary) == ("discharge", "attack", 4)
    assert parse_ability("throw-0-1-2", vocabulary) == ("throw", "attack", 2)


@pytest.mark.parametrize(("token", "said"), [
    ("armour-1-2-2", "takes no tiered number"),  # only attacks print tiers
    ("regeneration-1-1-2", "takes no tiered number"),
    ("dash-1-2-3", "takes no number"),
    ("shot-1-2", "whole number, a tiered"),
    ("shot-1-2-3-4", "whole number, a tiered"),
    ("shot--1-2", "whole number, a tiered"),
    ("shot-a-b-c", "whole number, a tiered"),
    ("shot-0-0-0", "out of range"),
    ("shot-x", "X number that the card's other text defines"),
    ("poison-x", "not implemented"),  # a label: its card's encoded ability plays it
    ("shot-var", "do not carry"),
    ("shot-X", "whole number, a tiered"),
])
def test_a_bad_or_unplayable_number_is_refused_with_its_reason(token: str, said: str) -> None:
    with pytest.raises(ValueError, match=re.escape(said)):
        parse_ability(token, load_vocabulary())


def test_the_catalogue_schema_takes_exactly_the_token_forms() -> None:
    schema = json.loads((REPO / "schemas" / "berserk-card.schema.json").read_text("utf-8"))
    pattern = re.compile(schema["$defs"]["ability_token"]["pattern"])
    for good in ("impact", "armour-2", "shot-1-2-2", "throw-0-1-2", "poison-x", "shot-var"):
        assert pattern.match(good), good
    for bad in ("shot-1-2", "shot-1-2-3-4", "shot-X", "shot-", "Shot-1", "shot-1-2-2-"):
        assert not pattern.match(bad), bad


def test_the_bundled_tokens_carry_the_facts_tiers_and_no_card_lost_a_keyword() -> None:
    t = card_table()
    facts = json.loads((REPO / "tools" / "data" / "berserk-card-facts.json").read_text("utf-8"))
    tiered = 0
    for kind, card_id in enumerate(t.ids):
        for keyword_id, amounts in t.tiers[kind].items():
            tiered += 1
            assert list(amounts) in facts[card_id]["tiers"]["tiered"], (card_id, keyword_id)
    assert tiered >= 39  # every printed tiered keyword attack of the 400 cards
    # NT-062 prints 2-3-3 (its ice chain) and 1-2-2 (its discharge): settled by its text
    assert t.tiers[t.index["NT-062"]] == {"discharge": (1, 2, 2)}
    assert t.tokens[t.index["NT-121"]][-1] == "prophecy-x"


# --- the generator: tokens from the facts ---------------------------------------------------


def _keyword(name: str, value: int | None = None) -> dict[str, Any]:
    return {"id": name, "value": value}


def test_the_generator_gives_a_tiered_keyword_its_cards_one_tiered_amount() -> None:
    tokens = _generator().ability_tokens
    assert tokens("VS-900", [_keyword("shot"), _keyword("impact")],
                  {"tiered": [[1, 2, 2], [1, 2, 2]], "x": False}) == ["shot-1-2-2", "impact"]
    assert tokens("VS-900", [_keyword("shot", 2)], {"tiered": [[1, 2, 3]], "x": False}) \
        == ["shot-2"]
    # an X the text defines, a number the facts lack, a text the source lacks
    assert tokens("VS-900", [_keyword("poison")], {"tiered": [], "x": True}) == ["poison-x"]
    assert tokens("VS-900", [_keyword("poison")], {"tiered": [[1, 2, 2]], "x": True}) \
        == ["poison-var"]  # a poison prints no tiers: the 1-2-2 is another clause's
    assert tokens("VS-900", [_keyword("discharge")], None) == ["discharge-var"]


def test_the_generator_refuses_to_guess_between_two_tiered_amounts() -> None:
    generator = _generator()
    two = {"tiered": [[2, 3, 3], [1, 2, 2]], "x": False}
    with pytest.raises(generator.SourceError, match="KEYWORD_TIERS"):
        generator.ability_tokens("VS-900", [_keyword("discharge")], two)
    assert generator.ability_tokens("NT-062", [_keyword("discharge")], two) \
        == ["discharge-1-2-2"]
    with pytest.raises(generator.SourceError, match="not a tiered amount"):
        generator.ability_tokens("NT-062", [_keyword("discharge")],
                                 {"tiered": [[2, 3, 3]], "x": False})


# --- the engine plays a tiered attack keyword -------------------------------------------------


@pytest.mark.parametrize(("die", "wounds", "tier"), [(1, 1, "weak"), (3, 1, "weak"),
                                                     (4, 2, "medium"), (5, 2, "medium"),
                                                     (6, 3, "strong")])
def test_a_tiered_shot_deals_the_amount_its_die_picks(die: int, wounds: int, tier: str) -> None:
    s = tiered_position(Put("X-101", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    archer, nomad = card(s, "X-101", 0), card(s, "VS-001", 1)
    shoot(s, archer, nomad, die)
    assert s.wounds[nomad] == wounds
    assert any(f"(die {die}: {tier})" in line for line in texts(s))
    assert s.closed[archer]


def test_shooting_experience_adds_to_a_tiered_shots_die() -> None:
    s = tiered_position(Put("X-102", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    archer, nomad = card(s, "X-102", 0), card(s, "VS-001", 1)
    shoot(s, archer, nomad, 5)  # 5 + 1: strong
    assert s.wounds[nomad] == 3
    assert any("(die 5+1: strong)" in line for line in texts(s))


def test_a_tiered_throws_weak_tier_of_zero_wounds_nobody() -> None:
    s = tiered_position(Put("X-103", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    thrower, nomad = card(s, "X-103", 0), card(s, "VS-001", 1)
    attack(s, thrower, nomad, "Метание (throw)", 2)
    assert s.wounds[nomad] == 0 and s.closed[thrower]


def test_a_tiered_magic_strike_passes_armour_at_its_dies_tier() -> None:
    s = tiered_position(Put("X-104", 0, "c3"), Put("X-105", 1, "c4"), SPARE_0, SPARE_1)
    mage, knight = card(s, "X-104", 0), card(s, "X-105", 1)
    attack(s, mage, knight, "Магический удар (magic strike)", 4)
    assert s.wounds[knight] == 3  # medium 3, armour 2 stops no magic


def test_printed_stats_only_plays_no_tiers() -> None:
    from deckcheck.catalog.load import load_catalogue

    plain = CardTable(load_catalogue("berserk"), load_vocabulary(), printed_stats_only=True)
    assert all(not tiers for tiers in plain.tiers)


def test_an_encoded_tiered_attack_is_not_offered_twice() -> None:
    # VS-069's pine cone is its encoded throw (with its own +1): the keyword throw-0-1-2
    # is that ability, not a second throw
    t = card_table()
    assert t.replaced["VS-069"] == {"throw"}
    assert "throw-0-1-2 (keyword)" not in t.played(t.index["VS-069"])
    s = position(Put("VS-069", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    cone, nomad = card(s, "VS-069", 0), card(s, "VS-001", 1)
    at_nomad = [o for o in options(s) if o.startswith(s.at(cone)) and s.at(nomad) in o]
    assert len(at_nomad) == 1, at_nomad


# --- what the messages say ------------------------------------------------------------------


def test_an_x_or_missing_number_says_why_it_is_not_played() -> None:
    t = card_table()
    numbers = [str(c) for c in tiered_table().unplayed_clauses(tiered_table().index["X-106"])
               if c.kind == NUMBER_CLAUSE]
    assert numbers == [
        "Опыт в атаке (attack_experience-x): its X is defined by the card's other text, "
        "which deckcheck has not encoded yet",
        "Разряд (discharge-var): its number is missing from the card database deckcheck reads"]
    # no card says a tiered number is missing any more
    for kind in range(len(t)):
        assert not any("tiered" in c.why for c in t.unplayed_clauses(kind)), t.ids[kind]
