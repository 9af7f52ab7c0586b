"""The engine's data files: rules options with sources, the dice table, the keywords."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from deckcheck.catalog.load import load_catalogue
from deckcheck.errors import LoadError
from deckcheck.games.berserk.engine.cards import card_table, load_vocabulary, vocabulary_path
from deckcheck.games.berserk.engine.rules import Rules, load_rules, rules_path
from deckcheck.games.berserk.engine.strikes import (
    DEFENDER,
    MEDIUM,
    MISS,
    NONE,
    STRONG,
    WEAK,
    load_strike_table,
    strike_table_path,
)
from deckcheck.loading.check import check_file
from tests.games.berserk.helpers import SYNTHETIC, table

# --- rules.yaml -----------------------------------------------------------------------------


def test_rules_file_holds_every_option_with_its_source() -> None:
    checked = check_file(rules_path())
    assert checked.ok, checked.diagnostics
    assert checked.schema == "berserk-rules.schema.json"  # the modeline wins over the name
    options = checked.document.data["options"]  # type: ignore[union-attr]
    wanted = {f for f in Rules.__dataclass_fields__ if f not in ("strikes", "vocabulary",
                                                                  "squad")}
    assert set(options) == wanted
    for option in options.values():
        assert option["source"] in ("seed", "research", "implementation", "data", "community",
                                    "engine")
        assert option["quote"]


def test_rules_values_and_digest() -> None:
    rules = load_rules()
    assert rules.squad.deal == 15 and rules.squad.flyer_crystal_cap == 15
    assert (rules.squad.first.gold, rules.squad.second.silver) == (24, 23)
    assert rules.adjacency == "eight" and rules.hidden_row == 3
    assert rules.graveyard_keeps == ("incarnation", "incarnation_counters",
                                     "per_battle_markers", "per_turn_markers")
    assert len(rules.digest()) == 12
    assert replace(rules, turn_limit=10).digest() != rules.digest()
    classic = replace(rules, squad_format="berserk-classic")
    assert classic.squad.second.gold == 23 and classic.digest() != rules.digest()


def test_placement_tiers_cover_each_half() -> None:
    rules = load_rules()
    first = rules.tiers(0, 0)
    assert [len(t) for t in first] == [9, 4, 2]
    second = rules.tiers(1, 1)
    assert [len(t) for t in second] == [11, 4]
    with pytest.raises(ValueError, match="exactly once"):
        replace(rules, placement=(rules.placement[0][:1], rules.placement[1]))


def test_a_rules_file_with_a_bad_value_is_reported(tmp_path: Path) -> None:
    text = rules_path().read_text(encoding="utf-8").replace("value: eight", "value: nine")
    bad = tmp_path / "rules.yaml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        load_rules(bad)
    assert any("nine" in d.message or "adjacency" in str(d) for d in caught.value.diagnostics)


def test_a_strike_table_next_to_the_rules_replaces_the_bundled_one(tmp_path: Path) -> None:
    (tmp_path / "rules.yaml").write_text(rules_path().read_text(encoding="utf-8"),
                                         encoding="utf-8")
    text = strike_table_path().read_text(encoding="utf-8")
    (tmp_path / "strike-table.yaml").write_text(
        text.replace("{difference: 3, attacker: medium, counter: none}",
                     "{difference: 3, attacker: strong, counter: none}"), encoding="utf-8")
    rules = load_rules(tmp_path / "rules.yaml")
    assert rules.strikes.opposed(5, 2).attacker == STRONG
    assert rules.digest() != load_rules().digest()


# --- strike-table.yaml (research §2.6) ------------------------------------------------------

#: The table of research §2.6: difference -> (attacker, counter, who may reduce).
RESEARCH = {
    5: (STRONG, NONE, None), 4: (STRONG, WEAK, "attacker"), 3: (MEDIUM, NONE, None),
    2: (MEDIUM, WEAK, "attacker"), 1: (WEAK, NONE, None), -1: (WEAK, NONE, None),
    -2: (MISS, NONE, None), -3: (MISS, WEAK, None), -4: (WEAK, MEDIUM, "defender"),
    -5: (MISS, MEDIUM, None),
}


def test_strike_table_is_schema_checked_and_matches_the_research_table() -> None:
    checked = check_file(strike_table_path())
    assert checked.ok and checked.schema == "berserk-strikes.schema.json"
    table_ = load_strike_table()
    for total, tier in ((1, WEAK), (3, WEAK), (4, MEDIUM), (5, MEDIUM), (6, STRONG)):
        assert table_.unopposed(total).attacker == tier
        assert table_.unopposed(total).counter == NONE
    for attacker in range(1, 7):
        for defender in range(1, 7):
            diff = attacker - defender
            result = table_.opposed(attacker, defender)
            if diff == 0:
                expected = (WEAK, NONE) if attacker <= 4 else (MISS, WEAK)
                assert (result.attacker, result.counter) == expected
                continue
            hit, counter, reducer = RESEARCH[max(-5, min(5, diff))]
            assert (result.attacker, result.counter) == (hit, counter), diff
            assert (result.reduce_by >= 0) == (reducer is not None)
    assert (table_.opposed(6, 2).reduced().attacker, table_.opposed(6, 2).reduced().counter) \
        == (MEDIUM, NONE)
    assert (table_.opposed(4, 2).reduced().attacker, table_.opposed(4, 2).reduced().counter) \
        == (WEAK, NONE)
    low = table_.opposed(1, 5)
    assert low.reduce_by == DEFENDER and (low.reduced().attacker, low.reduced().counter) == (
        MISS, WEAK)


def test_a_strike_table_with_a_gap_is_refused(tmp_path: Path) -> None:
    text = strike_table_path().read_text(encoding="utf-8")
    broken = tmp_path / "strike-table.yaml"
    broken.write_text(text.replace("  - {difference: -1, attacker: weak, counter: none}\n", ""),
                      encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        load_strike_table(broken)
    assert any("match 0 rows" in d.message for d in caught.value.diagnostics)


# --- abilities.yaml and the catalogue's abilities field ----------------------------------------


def test_abilities_vocabulary_is_schema_checked() -> None:
    checked = check_file(vocabulary_path())
    assert checked.ok and checked.schema == "berserk-abilities.schema.json"
    vocabulary = load_vocabulary()
    implemented = {k.id for k in vocabulary.keywords.values() if k.implemented}
    assert {"armour", "regeneration", "shot", "dash", "flying", "direct_strike",
            "attack_experience", "defence_experience", "unlimited_defender",
            "steadfast_defender"} <= implemented
    assert {"discharge", "throw", "magic_strike", "strike_through_row", "finishing",
            "shot_protection", "magic_protection", "vampirism", "jump", "teleport"} <= implemented
    flagged = {k.id for k in vocabulary.keywords.values() if not k.implemented}
    assert {"poison", "incarnation", "impact"} <= flagged
    assert vocabulary.get("armor") is vocabulary.get("armour")


def test_the_bundled_cards_carry_their_keywords() -> None:
    catalogue = load_catalogue("berserk")
    with_abilities = [card for card in catalogue if "abilities" in card.fields]
    assert len(with_abilities) > 300  # the card facts' keywords (364 cards print one)
    t = card_table()
    assert t.effects[t.index["VS-001"]] == {}  # VS-001 prints no keyword
    flyers = [k for k in range(len(t)) if t.is_flyer(k)]
    assert len(flyers) == 24  # the subtype gives the flying effect; NT-056 is a companion


def test_synthetic_cards_get_their_effects_and_bad_keywords_are_flagged() -> None:
    t = table()
    assert t.effects[t.index["X-001"]] == {"absorb_wounds": 2}
    assert t.effects[t.index["X-003"]] == {"ranged_damage": 2}
    assert t.is_flyer(t.index["X-005"])
    assert t.effects[t.index["X-010"]] == {"absorb_wounds": 1}
    assert t.flagged["X-010"] == ("poison-1: poison (Отравление) is not implemented: A label - "
                                  "how the card poisons is printed per card and played where "
                                  "deckcheck has encoded it.",)
    problems = " | ".join(t.flagged["X-011"])
    assert "unknown ability keyword 'foo'" in problems
    # armour-x: an X its card's text defines, which only an encoded ability plays
    assert "X number" in problems and "dash takes no number" in problems
    assert {card_id for card_id in t.flagged if card_id.startswith("X-")} == {"X-010", "X-011"}
    assert len(SYNTHETIC) == 30


def test_the_catalogue_abilities_field_accepts_keyword_tokens(tmp_path: Path) -> None:
    cardset = tmp_path / "custom.yaml"
    cardset.write_text(
        "# yaml-language-server: $schema=../schemas/cardset.schema.json\n"
        "game: berserk\n"
        "set: {code: VS, name: Test, year: 2024, status: unconfirmed, provenance: test}\n"
        "cards:\n"
        "  - {id: VS-901, name: Латник, number: 901, rarity: common, elements: [steppes],\n"
        "     type: creature, subtype: ground, cost: 4, elite: false, unique: false, lives: 7,\n"
        "     movement: 1, strike: {weak: 1, medium: 2, strong: 3},\n"
        "     abilities: [armour-2, shot-1, dash]}\n",
        encoding="utf-8",
    )
    checked = check_file(cardset, "cardset.schema.json")
    assert checked.ok, [str(d) for d in checked.diagnostics]


def test_the_catalogues_implemented_flags_match_the_engine() -> None:
    """A card says implemented: false exactly when the engine plays it without some
    printed ability; its unplayed_abilities are the tokens the engine flags."""
    t = card_table()
    for card in load_catalogue("berserk"):
        kind = t.index[card.id]
        assert card.flag("unimplemented") == bool(t.unplayed(kind)), card.id
        flagged = [problem.split(":")[0] for problem in t.problems(kind)]
        assert list(card.names("unplayed_abilities")) == flagged, card.id
    full = [card.id for card in load_catalogue("berserk") if not card.flag("unimplemented")]
    # The 12 cards whose keywords are their whole text, and the cards encoded in full (less
    # those printing a keyword the engine lacks: NT-088's stamina).
    encoded = {card_id for card_id, entry in t.encoded.items()
               if entry.fully_played and not t.unplayed(t.index[card_id])}
    assert {"VS-001", "VS-011", "NT-107", "VS-002"} <= set(full)
    assert len(full) == 12 + len(encoded - {"VS-001", "VS-011", "NT-107"})


def test_cards_unimplemented_lists_the_cards_played_without_some_ability() -> None:
    from typer.testing import CliRunner

    from deckcheck.cli.app import app

    result = CliRunner().invoke(app, ["cards", "--game", "berserk", "--unimplemented",
                                      "--output", "json"])
    assert result.exit_code == 0, result.output
    listed = json.loads(result.output)
    ids = {card["id"] for card in listed}
    assert all(card["implemented"] is False for card in listed)
    unplayed = {card.id for card in load_catalogue("berserk") if card.flag("unimplemented")}
    assert ids == unplayed and len(ids) <= 190  # (190 before the issue 27 cards)
    assert "VS-026" in ids and not {"VS-001", "VS-002", "VS-090", "VS-113"} & ids


def test_deck_ability_note_counts_copies_and_kinds() -> None:
    from deckcheck.games.berserk.engine.cards import deck_ability_note

    note = deck_ability_note({"VS-001": 3, "VS-011": 2, "VS-026": 1})
    assert note.startswith("1 of 6 cards (1 of 3 different) play without some printed ability")
