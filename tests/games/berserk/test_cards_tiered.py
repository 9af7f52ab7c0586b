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

from deckcheck.games.berserk.engine.board import cell as board_cell
from deckcheck.games.berserk.engine.cards import (
    NUMBER_CLAUSE,
    CardTable,
    card_table,
    load_vocabulary,
    parse_ability,
    synthetic_card,
)
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import Put, card, options, table_with, texts
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    battle_from_the_deal,
    give_counters,
    position,
)

REPO = Path(__file__).resolve().parents[3]

#: Synthetic tiered attackers (a plain 6-lives, movement 1, 1-2-3 creature each).
TIERED = (
    synthetic_card("X-101", name="Арбалетчик", abilities=["shot-1-2-3"]),
    synthetic_card("X-102", name="Меткий", abilities=["shot-1-2-3", "shooting_experience-1"]),
    synthetic_card("X-103", name="Копьеметатель", abilities=["throw-0-1-2"]),
    synthetic_card("X-104", name="Чародей", abilities=["magic_strike-2-3-4"]),
    synthetic_card("X-105", name="Латник", abilities=["armour-2"]),
    synthetic_card("X-106", name="Икс", abilities=["attack_experience-x", "discharge-var"]),
    synthetic_card("X-107", name="Стрелок", abilities=["shot-2"]),
    synthetic_card("X-108", name="Слабак", abilities=["shot-1-2-3"]),
    synthetic_card("X-109", name="Чуткий"),
)
#: The synthetic cards' encoded abilities: the after_attack trigger (its hit's tier).
ABILITIES: dict[str, Any] = {
    "X-107": {"complete": True, "abilities": [
        {"name": "any hit", "trigger": "after_attack", "effects": [{"counters": 1}]},
        {"name": "a weak hit", "trigger": "after_attack", "on_hit": "weak",
         "effects": [{"heal": 1}]}]},
    "X-108": {"complete": True, "abilities": [
        {"name": "a weak hit", "trigger": "after_attack", "on_hit": "weak",
         "effects": [{"counters": 1}]}]},
    "X-109": {"complete": True, "abilities": [
        {"name": "wary", "trigger": "near_shot_at", "effects": [{"counters": 1}]},
        {"name": "shy", "trigger": "static", "if": {"wounded": True},
         "effects": [{"no_defence": True}]},
        {"name": "carrier", "trigger": "static", "effects": [{"far_parasites": True}]}]},
}


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
    return table_with(TIERED, ABILITIES)


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


def test_after_attack_acts_on_the_hits_tier_and_a_fixed_attack_has_none() -> None:
    s = tiered_position(Put("X-107", 0, "c2", wounds=1), Put("VS-001", 1, "c5"), SPARE_0,
                        SPARE_1)
    fixed, nomad = card(s, "X-107", 0), card(s, "VS-001", 1)
    shoot(s, fixed, nomad, 1)  # a fixed shot 2 throws no die: no tier, no weak hit
    assert s.wounds[nomad] == 2 and s.counters(fixed) == 1 and s.wounds[fixed] == 1
    for die, counters in ((2, 1), (4, 0), (6, 0)):
        s = tiered_position(Put("X-108", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
        weakling = card(s, "X-108", 0)
        shoot(s, weakling, card(s, "VS-001", 1), die)
        assert s.counters(weakling) == counters, die


def test_near_shot_at_answers_a_ranged_attack_at_a_neighbour_of_either_side() -> None:
    s = tiered_position(Put("X-101", 0, "c2"), Put("X-109", 1, "c5"), Put("VS-001", 1, "d5"),
                        Put("VS-001", 0, "b2"), SPARE_0, SPARE_1)
    archer, wary = card(s, "X-101", 0), card(s, "X-109", 1)
    shoot(s, archer, s.cells[board_cell("d5")], 2)  # its neighbour: a counter
    assert s.counters(wary) == 1
    s = tiered_position(Put("X-101", 0, "c2"), Put("X-109", 0, "b1"), Put("VS-001", 1, "b5"),
                        SPARE_0, SPARE_1)
    archer, wary = card(s, "X-101", 0), card(s, "X-109", 0)
    shoot(s, archer, card(s, "VS-001", 1), 2)  # far from it: nothing
    assert s.counters(wary) == 0
    s = tiered_position(Put("X-101", 0, "c2"), Put("X-109", 0, "b4"), Put("VS-001", 1, "b5"),
                        SPARE_0, SPARE_1)
    archer, wary = card(s, "X-101", 0), card(s, "X-109", 0)
    shoot(s, archer, card(s, "VS-001", 1), 2)  # next to it, by its own side: a counter too
    assert s.counters(wary) == 1


# --- the cards: each plays its tiered keyword attack as printed -----------------------------
# (die 1-3 weak, 4-5 medium, 6 strong; the tier's amount, the attacker closes)

#: card id, where it stands, its attack as the game names it (None: its shot), the target's
#: cell, and the wounds of a weak (die 2), medium (die 4) and strong (die 6) hit.
KEYWORD_ATTACKS = [
    ("VS-051", "c2", "Разряд (discharge)", "c5", (1, 2, 2)),  # range 4
    ("VS-096", "a2", "Разряд (discharge)", "e5", (1, 2, 2)),  # no range: anywhere
    ("VS-099", "a2", None, "e5", (2, 3, 3)),
    ("VS-153", "c3", "Магический удар (magic strike)", "c4", (2, 3, 4)),
    ("VS-180", "a2", "Разряд (discharge)", "e5", (1, 1, 2)),
    ("NT-025", "c3", "Магический удар (magic strike)", "c4", (2, 3, 4)),
    ("NT-029", "a2", None, "e5", (1, 2, 3)),
    ("NT-042", "c2", "Разряд (discharge)", "c5", (1, 2, 2)),  # range 4
    ("NT-062", "a2", "Разряд (discharge)", "e5", (1, 2, 2)),
    ("NT-082", "c3", "Магический удар (magic strike)", "c4", (2, 3, 3)),
    ("NT-090", "c2", None, "c5", (1, 2, 2)),  # range 4; its shooting experience: die + 1
    ("NT-092", "c2", "Метание (throw)", "c5", (1, 2, 2)),  # range 4
    ("NT-119", "c2", "Метание (throw)", "c5", (1, 2, 2)),  # range 3
    ("NT-129", "c2", "Разряд (discharge)", "c5", (1, 2, 2)),  # range 4
    ("NT-131", "a2", "Метание (throw)", "e5", (1, 2, 2)),  # no range
    ("NT-142", "a2", "Разряд (discharge)", "e5", (1, 2, 2)),
    ("NT-183", "c2", None, "c5", (1, 2, 2)),  # range 4
    ("NT-192", "a2", None, "e5", (1, 2, 3)),
]


def _keyword_attack(card_id: str, at: str, name: str | None, foe_at: str, die: int) -> int:
    s = position(Put(card_id, 0, at), Put("VS-001", 1, foe_at), SPARE_0, SPARE_1)
    attacker, nomad = card(s, card_id, 0), card(s, "VS-001", 1)
    if name is None:
        shoot(s, attacker, nomad, die)
    else:
        attack(s, attacker, nomad, name, die)
    assert s.closed[attacker], card_id
    return int(s.wounds[nomad])


def _check_keyword_attack(card_id: str) -> None:
    _, at, name, foe_at, amounts = next(row for row in KEYWORD_ATTACKS if row[0] == card_id)
    aim = 1 if card_id == "NT-090" else 0  # shooting experience 1 adds to its shot's die
    for die, expected in zip((2 - aim, 4 - aim, 6 - aim), amounts, strict=True):
        assert _keyword_attack(card_id, at, name, foe_at, die) == expected, (card_id, die)


def test_vs_051_discharges_1_2_2_within_4_cells() -> None:
    _check_keyword_attack("VS-051")
    s = position(Put("VS-051", 0, "b1"), Put("VS-001", 1, "b6"), SPARE_0, SPARE_1)
    assert not any("Разряд" in o and "Кочевник" in o for o in options(s))  # 5 rows away


def test_vs_096_discharges_1_2_2_anywhere() -> None:
    _check_keyword_attack("VS-096")


def test_vs_099_shoots_2_3_3_and_not_next_to_it() -> None:
    _check_keyword_attack("VS-099")
    s = position(Put("VS-099", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    assert not any("shoots Кочевник" in o for o in options(s))


def test_vs_153_magic_strikes_2_3_4_next_to_it_only() -> None:
    _check_keyword_attack("VS-153")
    s = position(Put("VS-153", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    assert not any("Магический удар" in o and "Кочевник" in o for o in options(s))


def test_vs_180_discharges_1_1_2() -> None:
    _check_keyword_attack("VS-180")


def test_vs_180_takes_one_less_from_ranged_attacks_only() -> None:
    # (its magic protection stops discharges: the ranged attacks that reach it are these)
    s = position(Put("X-003", 0, "c2"), Put("X-021", 0, "b2"), Put("VS-180", 1, "c5"),
                 SPARE_0, SPARE_1)
    archer, thrower, linnet = card(s, "X-003", 0), card(s, "X-021", 0), card(s, "VS-180", 1)
    act(s, f"{s.at(archer)} shoots {s.at(linnet)}")  # shot 2
    assert s.wounds[linnet] == 1
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(linnet)}")  # throw 2
    assert s.wounds[linnet] == 2
    s = position(Put("VS-001", 0, "c4"), Put("VS-180", 1, "c5"), SPARE_0, SPARE_1)
    nomad, linnet = card(s, "VS-001", 0), card(s, "VS-180", 1)
    s.queue_dice(6, 1)  # a strong simple strike: 3, not reduced
    act(s, f"{s.at(nomad)} strikes {s.at(linnet)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[linnet] == 3


def test_nt_025_magic_strikes_2_3_4() -> None:
    _check_keyword_attack("NT-025")


def test_nt_029_shoots_1_2_3() -> None:
    _check_keyword_attack("NT-029")


def test_nt_042_discharges_1_2_2_within_4_cells() -> None:
    _check_keyword_attack("NT-042")


def test_nt_062_discharges_1_2_2_not_its_chains_2_3_3() -> None:
    _check_keyword_attack("NT-062")


def test_nt_082_magic_strikes_2_3_3() -> None:
    _check_keyword_attack("NT-082")


def test_nt_090_shoots_1_2_2_its_experience_on_the_die() -> None:
    _check_keyword_attack("NT-090")
    assert _keyword_attack("NT-090", "c2", None, "c5", 3) == 2  # 3 + 1: medium


def test_nt_092_throws_1_2_2_within_4_cells() -> None:
    _check_keyword_attack("NT-092")


def test_nt_095_plays_no_discharge_of_unknown_number() -> None:
    t = card_table()
    assert [str(c) for c in t.unplayed_clauses(t.index["NT-095"])] == [
        "Разряд (discharge-var): its number is missing from the card database deckcheck reads"]
    s = position(Put("NT-095", 0, "a2"), Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    assert not any("Разряд" in o for o in options(s))


def test_nt_119_throws_1_2_2_within_3_cells() -> None:
    _check_keyword_attack("NT-119")
    s = position(Put("NT-119", 0, "c2"), Put("VS-001", 1, "c6"), SPARE_0, SPARE_1)
    assert not any("Метание" in o and "Кочевник" in o for o in options(s))  # 4 away


def test_nt_129_discharges_1_2_2_within_4_cells() -> None:
    _check_keyword_attack("NT-129")


def test_nt_131_throws_1_2_2_anywhere() -> None:
    _check_keyword_attack("NT-131")


def test_nt_142_discharges_1_2_2() -> None:
    _check_keyword_attack("NT-142")


def test_nt_183_shoots_1_2_2_within_4_cells() -> None:
    _check_keyword_attack("NT-183")


def test_nt_192_shoots_1_2_3() -> None:
    _check_keyword_attack("NT-192")


# --- NT-076 Рейнджер: shot 1-2-2, range 4; +1 to it while its side has 3 or more cards with
# a shot, throw or discharge of different printed ranges ---------------------------------------


def _ranger_shot(*company: Put, die: int) -> int:
    s = position(Put("NT-076", 0, "c2"), Put("VS-001", 1, "c5"), *company, SPARE_0, SPARE_1)
    ranger, nomad = card(s, "NT-076", 0), card(s, "VS-001", 1)
    s.queue_dice(die)
    found = [o for o in options(s) if o.startswith(f"{s.at(ranger)} uses")
             and o.endswith(s.at(nomad))]
    assert len(found) == 1, found  # one shot, never the keyword besides the encoded one
    act(s, found[0])
    return int(s.wounds[nomad])


def test_nt_076_alone_it_shoots_1_2_2() -> None:
    assert [_ranger_shot(die=d) for d in (2, 4, 6)] == [1, 2, 2]


def test_nt_076_three_different_ranges_give_plus_one() -> None:
    # its own 4, VS-054's discharge of range 3, X-003's shot of no range (unlimited)
    company = (Put("VS-054", 0, "b2"), Put("X-003", 0, "d2"))
    assert [_ranger_shot(*company, die=d) for d in (2, 4, 6)] == [2, 3, 3]


def test_nt_076_the_same_range_twice_counts_once() -> None:
    # NT-090's shot has range 4 like its own; X-003 unlimited: two ranges
    assert _ranger_shot(Put("NT-090", 0, "b2"), Put("X-003", 0, "d2"), die=6) == 2
    # two unlimited shots: still two ranges with its own
    assert _ranger_shot(Put("X-003", 0, "b2"), Put("X-003", 0, "d2"), die=6) == 2


def test_nt_076_the_enemys_marksmen_do_not_count() -> None:
    company = (Put("VS-054", 1, "b5"), Put("X-003", 1, "d5"))
    assert _ranger_shot(*company, die=6) == 2


def test_nt_076_reaches_4_cells_and_not_next_to_it() -> None:
    for foe_at, offered in (("c6", False), ("c2", False), ("c5", True)):
        s = position(Put("NT-076", 0, "c1"), Put("VS-001", 1, foe_at), SPARE_0, SPARE_1)
        ranger, nomad = card(s, "NT-076", 0), card(s, "VS-001", 1)
        assert any(o.startswith(f"{s.at(ranger)} uses") and o.endswith(s.at(nomad))
                   for o in options(s)) == offered, foe_at


# --- VS-099 Серый альв: tap: shot 2-3-3; a counter: a fire-arrow shot of 5 that ignores the
# abilities of the creature it hits ----------------------------------------------------------


def _alv(*foes: Put, counters: int = 1) -> tuple[State, int]:
    s = position(Put("VS-099", 0, "c2"), *foes, SPARE_0, SPARE_1)
    alv = card(s, "VS-099", 0)
    if counters:
        give_counters(s, alv, counters)
    return s, alv


def test_vs_099_the_fire_arrow_passes_protection_armour_and_reductions() -> None:
    # VS-173 has shot protection, X-001 armour 2, VS-180 one less from ranged attacks
    for foe in ("VS-173", "X-001", "VS-180"):
        s, alv = _alv(Put(foe, 1, "c5"))
        target = card(s, foe, 1)
        act(s, f"{s.at(alv)} uses «fire arrow» on {s.at(target)}")
        assert s.wounds[target] == 5, foe
        assert s.counters(alv) == 0


def test_vs_099_its_tap_shot_is_stopped_by_shot_protection_the_arrow_is_not() -> None:
    s, alv = _alv(Put("VS-173", 1, "c5"))
    guard = card(s, "VS-173", 1)
    assert not any(o == f"{s.at(alv)} shoots {s.at(guard)}" for o in options(s))
    assert f"{s.at(alv)} uses «fire arrow» on {s.at(guard)}" in options(s)


def test_vs_099_the_fire_arrow_needs_a_counter_and_no_tap() -> None:
    s, alv = _alv(Put("VS-001", 1, "c5"), counters=0)
    nomad = card(s, "VS-001", 1)
    assert f"{s.at(alv)} uses «fire arrow» on {s.at(nomad)}" not in options(s)
    s, alv = _alv(Put("VS-001", 1, "c5"), Put("VS-001", 1, "d5"), counters=2)
    first, second = card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    act(s, f"{s.at(alv)} uses «fire arrow» on {s.at(second)}")  # a counter, no tap
    act(s, f"{s.at(alv)} uses «fire arrow» on {s.at(first)}")  # the second counter
    assert s.wounds[second] == 5 and s.wounds[first] == 5 and s.counters(alv) == 0
    assert not s.closed[alv]
    assert not any("«fire arrow»" in o for o in options(s))  # no counter left
    shoot(s, alv, first, 2)  # still open: its tap shot, weak 2
    assert s.wounds[first] == 7 and s.closed[alv]


def test_vs_099_the_fire_arrow_is_a_shot_not_next_to_it() -> None:
    s, alv = _alv(Put("VS-001", 1, "c3"))
    nomad = card(s, "VS-001", 1)
    assert f"{s.at(alv)} uses «fire arrow» on {s.at(nomad)}" not in options(s)


# --- NT-090 Гмурр: tap: shot 1-2-2, range 4 (shooting experience 1); on a strong shot a shot of
# 1, range 4, once a turn ---------------------------------------------------------------------


def _gmurr(*foes: Put) -> tuple[State, int]:
    s = position(Put("NT-090", 0, "c2"), *foes, SPARE_0, SPARE_1)
    return s, card(s, "NT-090", 0)


def test_nt_090_a_strong_shot_shoots_one_more() -> None:
    s, gmurr = _gmurr(Put("VS-001", 1, "c5"), Put("VS-001", 1, "d5"))
    first, second = card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    shoot(s, gmurr, first, 5)  # 5 + 1: strong 2
    act(s, f"{s.at(gmurr)} uses «follow-up shot» on {s.at(second)}")
    assert (s.wounds[first], s.wounds[second]) == (2, 1)
    assert s.phase == MAIN


def test_nt_090_a_medium_or_weak_shot_shoots_no_more() -> None:
    for die in (1, 4):  # 2: weak; 5: medium
        s, gmurr = _gmurr(Put("VS-001", 1, "c5"), Put("VS-001", 1, "d5"))
        shoot(s, gmurr, card(s, "VS-001", 1), die)
        assert s.phase == MAIN and not any("«follow-up shot»" in o for o in options(s)), die


def test_nt_090_the_follow_up_reaches_4_cells_not_next_to_it() -> None:
    s, gmurr = _gmurr(Put("VS-001", 1, "c5"), Put("VS-001", 1, "c3"), Put("VS-001", 1, "b6"))
    shoot(s, gmurr, s.cells[board_cell("c5")], 6)
    offered_at = {o.rsplit("@", 1)[1] for o in options(s) if "«follow-up shot»" in o}
    assert offered_at == {"c5", "b6", "e6"}  # c3 is next to it; b6 and e6 are 4 cells away


def test_nt_090_the_follow_up_once_a_turn() -> None:
    s, gmurr = _gmurr(Put("VS-031", 0, "e1"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "d5"))
    first, second = card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    shoot(s, gmurr, first, 6)
    act(s, f"{s.at(gmurr)} uses «follow-up shot» on {s.at(second)}")
    frenzy = next(o for o in options(s) if "«battle frenzy»" in o and o.endswith(s.at(gmurr)))
    act(s, frenzy)  # VS-031 opens it again this turn
    shoot(s, gmurr, second, 6)
    assert s.phase == MAIN and s.wounds[second] == 3
    assert not any("«follow-up shot»" in o for o in options(s))


# --- VS-153 Сайкорон: tap: magic strike 2-3-4; on a ranged attack at a creature next to it it
# may teleport to a free cell next to the attacker, once a battle -------------------------------


def _saikoron(*puts: Put) -> tuple[State, int, int, int]:
    s = position(Put("X-003", 0, "c2"), Put("VS-153", 1, "d5"), *puts, SPARE_0, SPARE_1)
    return s, s.cells[board_cell("c2")], card(s, "VS-153", 1), card(s, "VS-001", 1)


def test_vs_153_a_shot_next_to_it_lets_it_teleport_beside_the_shooter() -> None:
    s, archer, demon, nomad = _saikoron(Put("VS-001", 1, "c5"))
    act(s, f"{s.at(archer)} shoots {s.at(nomad)}")
    offered = {o.rsplit(" ", 1)[1] for o in options(s) if o.startswith(f"{s.at(demon)} is moved")}
    assert offered == {"b1", "c1", "d1", "b2", "d2", "b3", "c3", "d3"}  # next to c2, free
    act(s, f"{s.at(demon)} is moved to b3")
    assert s.at(demon).endswith("@b3") and s.wounds[nomad] == 2
    assert s.phase == MAIN


def test_vs_153_it_may_stay_and_teleports_once_a_battle() -> None:
    s, archer, demon, nomad = _saikoron(Put("VS-001", 1, "c5"))
    act(s, f"{s.at(archer)} shoots {s.at(nomad)}")
    act(s, "use no target")  # it stays
    assert s.at(demon).endswith("@d5") and s.phase == MAIN
    s, archer, demon, nomad = _saikoron(Put("VS-001", 1, "c5"), Put("VS-001", 1, "d4"),
                                        Put("X-003", 0, "e2"))
    second = s.cells[board_cell("e2")]
    nomad, guard = s.cells[board_cell("c5")], s.cells[board_cell("d4")]
    act(s, f"{s.at(archer)} shoots {s.at(nomad)}")
    act(s, f"{s.at(demon)} is moved to d3")  # now next to d4
    act(s, f"{s.at(second)} shoots {s.at(guard)}")
    assert s.phase == MAIN and s.at(demon).endswith("@d3")  # its one use is spent


def test_vs_153_only_a_ranged_attack_at_a_creature_next_to_it_moves_it() -> None:
    s, archer, demon, nomad = _saikoron(Put("VS-001", 1, "a5"))
    act(s, f"{s.at(archer)} shoots {s.at(nomad)}")  # a5: not next to it
    assert s.phase == MAIN and s.at(demon).endswith("@d5")
    s, archer, demon, nomad = _saikoron(Put("VS-001", 1, "a5"))
    act(s, f"{s.at(archer)} shoots {s.at(demon)}")  # at itself: no creature next to it
    assert s.phase == MAIN and s.at(demon).endswith("@d5")
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-153", 1, "d5"),
                 SPARE_0, SPARE_1)
    attacker, struck = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)  # a simple strike at its neighbour is no ranged attack
    act(s, f"{s.at(attacker)} strikes {s.at(struck)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.at(card(s, "VS-153", 1)).endswith("@d5")


def test_no_defence_holds_while_its_condition_does() -> None:
    for wounds, may in ((0, True), (1, False)):  # X-109 may not defend while wounded
        s = tiered_position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                            Put("X-109", 1, "d4", wounds=wounds), SPARE_0, SPARE_1)
        attacker, target = s.cells[board_cell("c3")], s.cells[board_cell("c4")]
        s.queue_dice(4, 3)
        act(s, f"{s.at(attacker)} strikes {s.at(target)}")
        assert any(o.endswith("defends") and "@d4" in o for o in options(s)) == may, wounds


# --- NT-025 Джилла: it may not defend; magic strike 2-3-4 (its elusiveness is not played) ----


def test_nt_025_never_steps_in_as_a_defender() -> None:
    for guard, may in (("NT-025", False), ("VS-001", True)):  # a plain creature may
        s = position(Put("VS-001", 0, "c3"), Put("X-012", 1, "c4"), Put(guard, 1, "d4"),
                     SPARE_0, SPARE_1)
        attacker, target = card(s, "VS-001", 0), card(s, "X-012", 1)
        s.queue_dice(4, 3)
        act(s, f"{s.at(attacker)} strikes {s.at(target)}")
        assert any(o.endswith("defends") and "@d4" in o for o in options(s)) == may, guard


# --- NT-119 Тифозный вайл: its side's parasites may take hosts in the enemy's 2nd row; tap:
# infection, 2 to every enemy creature hosting a parasite; throw 1-2-2, range 3 ---------------


def test_nt_119_its_parasites_may_take_a_host_in_the_enemys_second_row() -> None:
    for ours, hosted in (("NT-119", True), ("VS-001", False)):
        s = battle_from_the_deal(({"c3": ours, "b3": "NT-115"}, {"c5": "VS-001"}), first=0)
        said = texts(s)
        assert ("Ядовитый плющ (NT-115) goes onto Кочевник@c5" in said) == hosted, ours
        assert any("has no host" in line for line in said) != hosted, ours


def test_nt_119_infection_wounds_every_enemy_host_of_a_parasite_only() -> None:
    s = position(Put("NT-119", 0, "c2"), Put("VS-001", 1, "c4"), Put("NT-115", 0, "c4",
                                                                      on_host=True),
                 Put("VS-001", 1, "d4"), Put("VS-001", 0, "b2"),
                 Put("NT-115", 1, "b2", on_host=True), SPARE_0, SPARE_1)
    vile = card(s, "NT-119", 0)
    host, free = s.cells[board_cell("c4")], s.cells[board_cell("d4")]
    own_host = s.cells[board_cell("b2")]
    act(s, next(o for o in options(s) if o.startswith(f"{s.at(vile)} uses «infection»")))
    assert (s.wounds[host], s.wounds[free], s.wounds[own_host]) == (2, 0, 0)
    assert s.closed[vile]


def test_vs_153_declining_the_teleport_keeps_its_one_use_for_later() -> None:
    s, archer, demon, nomad = _saikoron(Put("VS-001", 1, "c5"), Put("VS-001", 1, "d4"),
                                        Put("X-003", 0, "e2"))
    second = s.cells[board_cell("e2")]
    nomad, guard = s.cells[board_cell("c5")], s.cells[board_cell("d4")]
    act(s, f"{s.at(archer)} shoots {s.at(nomad)}")
    act(s, "use no target")  # it stays: a "may" declined uses nothing
    act(s, f"{s.at(second)} shoots {s.at(guard)}")  # d4 is next to it too
    act(s, f"{s.at(demon)} is moved to d3")
    assert s.at(demon).endswith("@d3")
