"""Scenario tests of the recruitment clauses of round 3 (task r3c), named by card id.

Each squad clause is checked where the squad rules of ``squad check``, ``squad suggest``
and the engine's recruitment meet, so that validate, squad and play agree.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.squads import best_squad, check_squad
from deckcheck.games.berserk.squads.model import SquadCard
from deckcheck.games.berserk.squads.optimise import squad_key
from tests.games.berserk.helpers import A, do
from tests.games.berserk.helpers.recruitment import (
    CATALOGUE,
    RULES,
    brute_force_key,
    offered_ids,
    recruit,
)

# NT-141: a dark creature; NT-146: a dark terrain; NT-066: a mountain creature (a hero);
# NT-074: a forest creature.


def codes(report: object) -> list[str]:
    return [d.code for d in report.diagnostics]  # type: ignore[attr-defined]


# --- NT-184 Ведьмак: may not be in a squad with dark creatures --------------------------


def test_nt_184_a_squad_with_a_dark_creature_is_illegal_citing_the_card() -> None:
    report = check_squad({"NT-184": 1, "NT-141": 1}, CATALOGUE, RULES, "first")
    assert not report.legal and codes(report) == ["SQUAD_EXCLUDES"]
    (found,) = report.diagnostics
    assert "NT-184" in found.message and "NT-141" in found.message
    assert "[source: card NT-184" in found.message


def test_nt_184_other_squads_are_untouched() -> None:
    # A dark terrain is no creature; a forest creature is not dark; without the witch
    # hunter dark creatures are welcome.
    for squad in ({"NT-184": 1, "NT-146": 1}, {"NT-184": 1, "NT-074": 1},
                  {"NT-141": 2, "NT-074": 1}):
        report = check_squad(squad, CATALOGUE, RULES, "first")
        assert "SQUAD_EXCLUDES" not in codes(report), squad


def test_nt_184_recruitment_in_play_offers_no_dark_creature_beside_it() -> None:
    deck = {"NT-184": 1, "NT-141": 2, "NT-074": 12}
    state = new_game(deck, deck, seed=0)
    assert {"NT-184", "NT-141"} <= offered_ids(state)
    recruit(state, "NT-184")
    assert "NT-141" not in offered_ids(state) and "NT-074" in offered_ids(state)
    # The other way round: a dark creature first keeps the witch hunter out.
    state = new_game(deck, deck, seed=0)
    recruit(state, "NT-141")
    assert "NT-184" not in offered_ids(state)


@pytest.mark.parametrize("deal", [
    ["NT-184", "NT-141", "NT-141", "NT-074"],
    ["NT-184", "NT-141", "NT-146", "NT-074", "NT-066"],
    ["NT-184", "NT-191", "NT-066", "NT-141", "NT-074"],
])
def test_nt_184_nt_191_best_squad_obeys_the_rule_and_is_optimal(deal: list[str]) -> None:
    report = best_squad(deal, CATALOGUE, RULES, "first")
    assert report.legal, report.diagnostics
    assert squad_key((c.card, c.count) for c in report.cards) == brute_force_key(deal, "first")


def test_nt_184_recruit_best_in_play_is_a_legal_squad() -> None:
    deck = {"NT-184": 1, "NT-141": 3, "NT-074": 11}
    state = new_game(deck, deck, seed=0)
    do(state, A.RECRUIT_BEST)
    recruited = [state.cards.ids[state.kinds[c]] for c in state.recruited[0]]
    assert check_squad(recruited, CATALOGUE, RULES, "first").legal
    assert not ("NT-184" in recruited and "NT-141" in recruited)


# --- NT-191 Ренегат: may not be in a squad with mountain creatures ---------------------


def test_nt_191_a_squad_with_a_mountain_creature_is_illegal() -> None:
    report = check_squad({"NT-191": 1, "NT-066": 1}, CATALOGUE, RULES, "first")
    assert not report.legal and codes(report) == ["SQUAD_EXCLUDES"]
    assert "[source: card NT-191" in report.diagnostics[0].message
    assert check_squad({"NT-191": 1, "NT-141": 1}, CATALOGUE, RULES, "first").legal


def test_nt_191_recruitment_in_play_keeps_mountain_creatures_out() -> None:
    deck = {"NT-191": 1, "NT-066": 1, "NT-074": 13}
    state = new_game(deck, deck, seed=0)
    recruit(state, "NT-191")
    assert "NT-066" not in offered_ids(state)


def test_nt_191_squad_card_reads_its_rule_from_the_catalogue() -> None:
    card = SquadCard.from_card(CATALOGUE.card("NT-191"))
    assert card.excludes_elements == frozenset({"mountains"})
    assert card.excludes(SquadCard.from_card(CATALOGUE.card("NT-066")))
    assert not card.excludes(SquadCard.from_card(CATALOGUE.card("NT-074")))


def test_nt_184_squad_check_cli_fails_with_the_cards_rule(tmp_path: Path) -> None:
    squad = tmp_path / "hunt.yaml"
    squad.write_text("game: berserk\nseat: first\nsquad:\n  NT-184: 1\n  NT-141: 1\n",
                     encoding="utf-8")
    result = CliRunner().invoke(app, ["squad", "check", str(squad)])
    assert result.exit_code == 1, result.output
    assert "NT-184" in result.output and "dark" in result.output.lower()
    assert "Traceback" not in result.output
    squad.write_text("game: berserk\nseat: first\nsquad:\n  NT-184: 1\n  NT-074: 1\n",
                     encoding="utf-8")
    assert CliRunner().invoke(app, ["squad", "check", str(squad)]).exit_code == 0


# --- VS-171 Мародёр: recruiting it gives its player 1 more gold crystal -----------------


def test_vs_171_its_gold_pays_for_the_squad() -> None:
    # VS-171 (3, ordinary) with elite cards worth 24 gold: 24 + 3 on 24 gold and 22
    # silver; the elite cards take all the gold, the looter's 3 go on silver, 1 gold
    # comes back.
    report = check_squad({"VS-171": 1}, CATALOGUE, RULES, "first")
    assert report.crystals.gold == 25 and report.gold_left == 25
    plain = check_squad({"VS-001": 1}, CATALOGUE, RULES, "first")
    assert plain.crystals.gold == 24


def test_vs_171_an_elite_squad_one_gold_too_dear_fits_with_it() -> None:
    # Three NT-102 (7 + 6 + 5) and NT-101 (7), all forest elite cards: 25 gold of 24,
    # unless the looter's gold comes too (its own 3 go on silver).
    dear = {"NT-102": 3, "NT-101": 1}
    without = check_squad(dear, CATALOGUE, RULES, "first")
    assert not without.legal
    with_looter = check_squad({**dear, "VS-171": 1}, CATALOGUE, RULES, "first")
    assert with_looter.legal, with_looter.diagnostics
    assert with_looter.gold_left == 0


def test_vs_171_recruitment_in_play_gains_the_gold() -> None:
    deck = {"VS-171": 1, "NT-074": 14}
    state = new_game(deck, deck, seed=0)
    gold, silver = state.crystals(0)
    recruit(state, "VS-171")
    assert state.crystals(0) == (gold + 1, silver - 3)
    report = check_squad({"VS-171": 1}, CATALOGUE, RULES, "first")
    assert state.crystals(0) == (report.gold_left, report.silver_left)


def test_vs_171_best_squad_counts_its_gold() -> None:
    deal = ["NT-102", "NT-102", "NT-102", "NT-101", "VS-171"]
    report = best_squad(deal, CATALOGUE, RULES, "first")
    assert report.legal and sorted(report.ids()) == sorted(deal)
    assert squad_key((c.card, c.count) for c in report.cards) == brute_force_key(deal, "first")


def test_vs_171_squad_check_cli_agrees(tmp_path: Path) -> None:
    squad = tmp_path / "looters.yaml"
    squad.write_text("game: berserk\nseat: first\nsquad:\n  NT-102: 3\n  NT-101: 1\n"
                     "  VS-171: 1\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["squad", "check", str(squad)])
    assert result.exit_code == 0, result.output
    assert "+1 gold" in result.output
    squad.write_text("game: berserk\nseat: first\nsquad:\n  NT-102: 3\n  NT-101: 1\n",
                     encoding="utf-8")
    result = CliRunner().invoke(app, ["squad", "check", str(squad)])
    assert result.exit_code == 1, result.output
