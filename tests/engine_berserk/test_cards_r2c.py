"""Scenario tests of the cards of task r2c (issue #27), named by card id: the mechanisms a
first round left missing (recruitment clauses, ...), each played as the card prints it
(berserk-nxt ``resources/data.json``) where it matters and where the text rules it out.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.catalog.load import load_catalogue
from deckcheck.cli import app
from deckcheck.engine.berserk import new_game
from deckcheck.engine.berserk.state import RECRUIT, State
from deckcheck.squads import best_squad, check_squad
from deckcheck.squads.model import SquadCard
from deckcheck.squads.optimise import squad_key
from deckcheck.squads.rules import squad_rules
from tests.engine_berserk.helpers import A, do

CATALOGUE = load_catalogue("berserk")
RULES = squad_rules()


def recruit(state: State, card_id: str) -> None:
    """Recruit one dealt copy of ``card_id`` for the seat to move."""
    seat = state.to_move
    dealt = next(c for c in state.deal[seat] if state.cards.ids[state.kinds[c]] == card_id)
    do(state, A.RECRUIT, dealt)


def offered_ids(state: State) -> set[str]:
    return {state.cards.ids[state.kinds[(a >> 4) & 255]]
            for a in state.legal_actions() if a & 15 == A.RECRUIT}


def brute_force_key(deal: Sequence[str], seat: str) -> tuple[object, ...]:
    """The best squad key over every subset of the dealt positions, legal by check_squad."""
    best = None
    for size in range(len(deal) + 1):
        for combo in itertools.combinations(deal, size):
            if check_squad(list(combo), CATALOGUE, RULES, seat).legal:
                key = squad_key((SquadCard.from_card(CATALOGUE.card(i)), 1) for i in combo)
                best = key if best is None or key < best else best
    assert best is not None
    return best


# --- NT-102 Линдвурм: recruiting, its second copy costs 6 gold and its third 5 ----------


def test_nt_102_second_and_third_copies_cost_less_in_the_squad_rules() -> None:
    one, three = (check_squad({"NT-102": n}, CATALOGUE, RULES, "first") for n in (1, 3))
    assert one.payment.elite == 7
    assert three.payment.elite == 7 + 6 + 5 and three.legal
    # The fourth copy costs the printed 7 again (the ruling on the card): 25 > 24 gold.
    four = check_squad({"NT-102": 4}, CATALOGUE, RULES, "first")
    assert four.payment.elite == 25 and not four.legal
    # Copies written as separate entries pay the same as one entry of three.
    split = check_squad(["NT-102", "NT-102", "NT-102"], CATALOGUE, RULES, "first")
    assert split.payment == three.payment


def test_nt_102_the_discount_is_the_lindworms_own() -> None:
    # Another elite card's copies all cost the printed cost (NT-101 is not discounted).
    card = SquadCard.from_card(CATALOGUE.card("NT-101"))
    assert card.copies_cost(3) == 3 * card.cost


def test_nt_102_recruitment_in_play_pays_each_copy_its_price() -> None:
    deck = {"NT-102": 3, "NT-074": 12}
    state = new_game(deck, deck, seed=0)
    assert state.phase == RECRUIT and state.crystals(0) == (24, 22)
    spent = []
    for _ in range(3):
        gold = state.crystals(0)[0]
        recruit(state, "NT-102")
        spent.append(gold - state.crystals(0)[0])
    assert spent == [7, 6, 5]
    # play and the squad rules agree on the squad's cost.
    report = check_squad({"NT-102": 3}, CATALOGUE, RULES, "first")
    assert state.crystals(0) == (report.gold_left, 22 - report.payment.silver)


def test_nt_102_a_third_copy_that_fits_only_at_its_discount_is_offered() -> None:
    # 24 gold: two Lindworms (7 + 6) and an elite 6 leave 5, too little for a third at
    # the printed 7 but just enough at its price of 5.
    deck = {"NT-102": 3, "NT-099": 1, "NT-074": 11}
    state = new_game(deck, deck, seed=0)
    recruit(state, "NT-102")
    recruit(state, "NT-102")
    recruit(state, "NT-099")  # an elite 6: 24 - 7 - 6 - 6 = 5 gold left
    assert state.crystals(0)[0] == 5
    assert "NT-102" in offered_ids(state)
    recruit(state, "NT-102")
    assert state.crystals(0)[0] == 0


def test_nt_102_best_squad_counts_the_discount_like_recruit_best() -> None:
    deal = ["NT-102", "NT-102", "NT-102", "NT-099", "NT-074"]
    report = best_squad(deal, CATALOGUE, RULES, "first")
    assert report.ids().count("NT-102") == 3
    assert squad_key((c.card, c.count) for c in report.cards) == brute_force_key(deal, "first")
    deck = {"NT-102": 3, "NT-074": 12}
    state = new_game(deck, deck, seed=0)
    do(state, A.RECRUIT_BEST)
    recruited = [state.cards.ids[state.kinds[c]] for c in state.recruited[0]]
    dealt = ["NT-102"] * 3 + ["NT-074"] * 12
    assert sorted(recruited) == sorted(best_squad(dealt, CATALOGUE, RULES, "first").ids())


# --- NT-173 Алтарь Хигарта: heroes in the squad count as neutral ---------------------------


def test_nt_173_heroes_bring_no_element_while_the_altar_is_in_the_squad() -> None:
    # NT-066 is a mountain warrior hero, NT-074 a forest creature (no hero).
    without = check_squad({"NT-066": 1, "NT-074": 1}, CATALOGUE, RULES, "first")
    assert without.elements == ("forests", "mountains") and without.payment.penalty == 1
    altar = check_squad({"NT-173": 1, "NT-066": 1, "NT-074": 1}, CATALOGUE, RULES, "first")
    assert altar.elements == ("forests",) and altar.payment.penalty == 0


def test_nt_173_creatures_that_are_no_heroes_keep_their_element() -> None:
    report = check_squad({"NT-173": 1, "NT-074": 1, "NT-103": 1}, CATALOGUE, RULES, "first")
    assert report.elements == ("forests", "swamps") and report.payment.penalty == 1


def test_nt_173_recruitment_in_play_drops_the_heroes_element_penalty() -> None:
    deck = {"NT-173": 1, "NT-066": 1, "NT-074": 13}
    state = new_game(deck, deck, seed=0)
    recruit(state, "NT-074")
    recruit(state, "NT-066")  # a second element: 1 gold of penalty
    gold = state.crystals(0)[0]
    assert gold == 24 - 7 - 1
    recruit(state, "NT-173")  # the hero turns neutral: the penalty goes
    assert state.crystals(0)[0] == 24 - 7
    report = check_squad({"NT-173": 1, "NT-066": 1, "NT-074": 1}, CATALOGUE, RULES, "first")
    assert state.crystals(0) == (report.gold_left, 22 - report.payment.silver)


@pytest.mark.parametrize("deal", [
    ["NT-173", "NT-066", "NT-074", "NT-103", "NT-098"],
    ["NT-173", "NT-066", "NT-082", "NT-185", "VS-001", "NT-102"],
    ["NT-066", "NT-074", "NT-103"],
])
def test_nt_173_best_squad_is_the_brute_force_optimum(deal: list[str]) -> None:
    report = best_squad(deal, CATALOGUE, RULES, "first")
    assert squad_key((c.card, c.count) for c in report.cards) == brute_force_key(deal, "first")


def test_nt_102_squad_check_reports_the_discounted_squad(tmp_path: Path) -> None:
    squad = tmp_path / "lindworms.yaml"
    squad.write_text("game: berserk\nseat: first\nsquad:\n  NT-102: 3\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["squad", "check", str(squad)])
    assert result.exit_code == 0, result.output
    assert "copies 7/6/5" in result.output
    assert "gold      18 of 24" in result.output
    squad.write_text("game: berserk\nseat: first\nsquad:\n  NT-102: 4\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["squad", "check", str(squad)])
    assert result.exit_code == 1 and "25 gold" in result.output
