"""Scenario tests of the cards of task r2c (issue #27), named by card id: the mechanisms a
first round left missing (recruitment clauses, ...), each played as the card prints it
(berserk-nxt ``resources/data.json``) where it matters and where the text rules it out.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.errors import LoadError
from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.abilities import (
    INCARNATION,
    AbilityError,
    abilities_from_data,
    compile_ability,
    load_card_abilities,
    marker,
)
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import MAIN, RECRUIT, State
from deckcheck.games.berserk.squads import best_squad, check_squad
from deckcheck.games.berserk.squads.model import SquadCard
from deckcheck.games.berserk.squads.optimise import squad_key
from tests.games.berserk.helpers import (
    SYNTHETIC,
    A,
    Put,
    arrange,
    card,
    do,
    options,
    synthetic,
    table_with,
    texts,
)
from tests.games.berserk.helpers.recruitment import (
    CATALOGUE,
    RULES,
    brute_force_key,
    offered_ids,
    recruit,
)
from tests.games.berserk.helpers.scenarios import SPARE_1, act, offered, position, strike

#: Synthetic cards of this file (ids RT-001..): the operations this round added, on plain
#: creatures.
ABILITIES: dict[str, Any] = {
    "RT-001": {"complete": True, "abilities": [
        {"name": "war banner", "trigger": "static", "target": {"side": "ally"},
         "effects": [{"ally_strike": 2}]},
        {"name": "onslaught", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"give_chain": 3}]}]},
    "RT-002": {"complete": True, "abilities": [
        {"name": "ram", "trigger": "tap", "no_tap": True, "if": {"moves_min": 1},
         "target": {"side": "enemy", "range": 1}, "effects": [{"charge": 1}]}]},
    "RT-003": {"complete": True, "abilities": [
        {"name": "whirl", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"give_chain": "each"}]}]},
}


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("RT-001", name="Тест RT-001"),
                       synthetic("RT-002", name="Тест RT-002"),
                       synthetic("RT-003", name="Тест RT-003")), ABILITIES)


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


# --- NT-146 Пустошь Тул-Багар (dark terrain): its side's dark horde creatures +1 to their
# weak simple strike while a dark hero is in its squad; tap, impact: a dark creature of its
# side of cost 4 or less may strike twice this turn, in a row, at different cards, open
# after the first --------------------------------------------------------------------------


def waste(*more: Put) -> State:
    """The terrain, a dark horde Скелет (NT-141, weak 1) at c3 and an enemy Кочевник."""
    return position(Put("NT-146", 0, "a1"), Put("NT-141", 0, "c3"), Put("VS-001", 1, "c4"),
                    SPARE_1, *more)


def test_nt_146_a_dark_hero_gives_the_dark_horde_one_more_weak_strike() -> None:
    s = waste(Put("NT-162", 0, "e1"))  # Лаэтар: a dark mage hero
    skeleton, nomad = card(s, "NT-141", 0), card(s, "VS-001", 1)
    strike(s, skeleton, nomad, 3, 3)  # a weak hit: 1 + 1
    assert s.wounds[nomad] == 2


def test_nt_146_no_bonus_without_a_dark_hero_or_to_a_medium_hit() -> None:
    s = waste(Put("NT-147", 0, "e1"))  # Берелгал: dark, but no hero
    skeleton, nomad = card(s, "NT-141", 0), card(s, "VS-001", 1)
    strike(s, skeleton, nomad, 3, 3)
    assert s.wounds[nomad] == 1
    s = waste(Put("NT-162", 0, "e1"))
    skeleton, nomad = card(s, "NT-141", 0), card(s, "VS-001", 1)
    strike(s, skeleton, nomad, 5, 2)  # a medium hit: the printed 2
    assert s.wounds[nomad] == 2


def test_nt_146_not_a_dark_creature_without_horde_nor_the_enemy_horde() -> None:
    s = position(Put("NT-146", 0, "a1"), Put("NT-162", 0, "e1"), Put("NT-147", 0, "c3"),
                 Put("VS-001", 0, "d3"), Put("VS-001", 1, "c4"), Put("NT-141", 1, "d4"),
                 SPARE_1)
    berelgal, enemy_skeleton = card(s, "NT-147", 0), card(s, "NT-141", 1)
    mine, theirs = card(s, "VS-001", 0), card(s, "VS-001", 1)
    strike(s, berelgal, theirs, 3, 3)  # Берелгал (dark, no horde): its printed weak 2
    assert s.wounds[theirs] == 2
    act(s, "end the turn")
    strike(s, enemy_skeleton, mine, 3, 3)  # the enemy's dark horde creature: weak 1 only
    assert s.wounds[mine] == 1


def test_nt_146_invasion_gives_two_strikes_in_a_row_at_different_cards() -> None:
    s = waste(Put("VS-001", 1, "b4"))
    terrain, skeleton = card(s, "NT-146", 0), card(s, "NT-141", 0)
    first, second = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, f"{s.at(terrain)} uses «invasion of darkness» on {s.at(skeleton)}")
    assert s.closed[terrain]
    strike(s, skeleton, first, 3, 3)
    assert not s.closed[skeleton]  # open after the first strike
    assert not offered(s, f"{s.at(skeleton)} strikes {s.at(first)}")  # not the same card
    strike(s, skeleton, second, 3, 3)
    assert s.closed[skeleton] and s.wounds[first] == 1 and s.wounds[second] == 1


def test_nt_146_invasion_chain_ends_with_another_action_and_with_the_turn() -> None:
    s = waste(Put("VS-001", 1, "b4"), Put("VS-011", 0, "a2"))
    terrain, skeleton = card(s, "NT-146", 0), card(s, "NT-141", 0)
    first, second = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, f"{s.at(terrain)} uses «invasion of darkness» on {s.at(skeleton)}")
    strike(s, skeleton, first, 3, 3)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b2")  # an action between: no second
    assert not offered(s, f"{s.at(skeleton)} strikes {s.at(second)}")
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, skeleton, second, 3, 3)  # the next turn: one strike, and it closes
    assert s.closed[skeleton]


def test_nt_146_invasion_only_on_a_dark_creature_of_cost_four_or_less() -> None:
    s = waste(Put("NT-147", 0, "e1"), Put("VS-011", 0, "a2"), Put("NT-137", 1, "e4"))
    terrain = card(s, "NT-146", 0)
    aims = {o for o in options(s) if "invasion of darkness" in o}
    assert aims == {f"{s.at(terrain)} uses «invasion of darkness» on "
                    f"{s.at(card(s, 'NT-141', 0))}"}  # not Берелгал (5), VS-011, the enemy's


# --- the language: ally_strike and give_chain ------------------------------------------


def test_ally_strike_adds_to_every_hit_of_its_sides_cards_wherever_they_stand() -> None:
    s = arrange((Put("RT-001", 0, "a3"), Put("X-007", 0, "c3"), Put("X-012", 1, "d4"),
                 Put("VS-001", 1, "c4"), SPARE_1), table=synthetic_table())
    veteran, nomad = card(s, "X-007", 0), card(s, "VS-001", 1)
    strike(s, veteran, nomad, 4, 2)  # 5 (experience 1) against 2: medium, 2 + 2 (every hit)
    assert s.wounds[nomad] == 4
    act(s, "end the turn")
    enemy_fragile = card(s, "X-012", 1)
    strike(s, enemy_fragile, veteran, 4, 2)  # the enemy's card (1-1-1): no bonus
    assert s.wounds[veteran] == 1


def test_give_chain_lets_its_target_strike_the_same_card_again_this_turn() -> None:
    s = arrange((Put("RT-001", 0, "a3"), Put("X-013", 0, "c3"), Put("X-002", 1, "c4"),
                 SPARE_1), table=synthetic_table(), log=True)
    banner, steady, troll = card(s, "RT-001", 0), card(s, "X-013", 0), card(s, "X-002", 1)
    act(s, f"{s.at(banner)} uses «onslaught» on {s.at(steady)}")
    for n in range(3):
        assert not s.closed[steady], n
        strike(s, steady, troll, 3, 3)  # weak 1 + the banner's 2
    # three hits of 3 (the turn then ends by itself: every card of the side is closed)
    assert texts(s).count(f"{s.at(troll)} takes 3 ({10 - 9}/10)") == 1
    assert s.closed[steady]


def test_give_chain_each_strikes_each_enemy_next_to_it_once_then_closes() -> None:
    s = arrange((Put("RT-003", 0, "a3"), Put("X-013", 0, "c3"), Put("X-002", 1, "c4"),
                 Put("X-002", 1, "b4"), Put("X-002", 1, "e4"), SPARE_1),
                table=synthetic_table())
    giver, steady = card(s, "RT-003", 0), card(s, "X-013", 0)
    first, second = card(s, "X-002", 1, 0), card(s, "X-002", 1, 1)
    act(s, f"{s.at(giver)} uses «whirl» on {s.at(steady)}")
    strike(s, steady, first, 3, 3)
    assert not s.closed[steady]  # one enemy next to it is left
    assert not offered(s, f"{s.at(steady)} strikes {s.at(first)}")  # each once
    strike(s, steady, second, 3, 3)
    assert s.closed[steady]  # every enemy next to it struck: the chain ends


def test_ally_strike_and_give_chain_bad_records_are_errors() -> None:
    with pytest.raises(AbilityError, match="hit is weak, medium or strong"):
        compile_ability({"trigger": "static", "target": {"side": "ally"},
                         "effects": [{"ally_strike": 1, "hit": "huge"}]}, "VS-900")
    with pytest.raises(AbilityError, match="give_chain: the strikes a turn, 2 to 15"):
        compile_ability({"trigger": "tap", "target": {"side": "ally"},
                         "effects": [{"give_chain": 1}]}, "VS-900")
    with pytest.raises(AbilityError, match="give_chain: the strikes a turn, 2 to 15 or each"):
        compile_ability({"trigger": "tap", "target": {"side": "ally"},
                         "effects": [{"give_chain": "all"}]}, "VS-900")
    with pytest.raises(AbilityError, match="then after a repeat of X targets"):
        abilities_from_data({"cards": {"VS-900": {"complete": True, "abilities": [
            {"trigger": "tap", "repeat": "counters", "target": {"side": "enemy"},
             "effects": [{"wound": 1}], "then": {"effects": [{"heal": 1}]}}]}}})
    with pytest.raises(AbilityError, match="static or formation abilities"):
        compile_ability({"trigger": "tap", "target": {"side": "ally"},
                         "effects": [{"ally_strike": 1}]}, "VS-900")


# --- NT-165 Тёмный эльф: tap, two 1-2-2 shots at different cards; if the dice that set
# their strength add up to 6 or less, a counter or an incarnation token on a card of its
# player's ------------------------------------------------------------------------------


def dark_elf(*more: Put) -> State:
    """The elf on c2, an ally Кочевник on a2, enemies on c4 and e5; Лаэтар (incarnation 3)
    in its player's graveyard."""
    return position(Put("NT-165", 0, "c2"), Put("VS-001", 0, "a2"), Put("VS-001", 1, "c4"),
                    Put("VS-001", 1, "e5"), Put("NT-162", 0, "grave"), SPARE_1, *more)


def twin_shots(s: State, *dice: int, second: bool = True) -> None:
    elf = card(s, "NT-165", 0)
    near, far = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(*dice)
    act(s, f"{s.at(elf)} uses «twin shots» on {s.at(near)}")
    act(s, f"{s.at(elf)} uses «twin shots» on {s.at(far)}" if second else "use no target")


def test_nt_165_low_dice_give_a_counter_on_a_card_of_its_player() -> None:
    s = dark_elf()
    elf = card(s, "NT-165", 0)
    twin_shots(s, 2, 3)  # 5: a counter
    gifts = {o for o in options(s) if "twin shots" in o}
    ally = card(s, "VS-001", 0)
    assert gifts == {f"{s.at(elf)} uses «twin shots» on {s.at(ally)}",
                     f"{s.at(elf)} uses «twin shots»"}  # the ally, or itself
    act(s, f"{s.at(elf)} uses «twin shots»")
    assert s.counters(elf) == 1
    assert s.phase == MAIN  # a counter: no incarnation token besides


def test_nt_165_dice_above_six_give_nothing() -> None:
    s = dark_elf()
    elf = card(s, "NT-165", 0)
    twin_shots(s, 4, 3)  # 7
    assert s.phase == MAIN and s.counters(elf) == 0
    assert s.wounds[card(s, "VS-001", 1, 0)] == 2 and s.wounds[card(s, "VS-001", 1, 1)] == 1


def test_nt_165_a_declined_counter_is_an_incarnation_token_instead() -> None:
    s = dark_elf()
    laetar = card(s, "NT-162", 0)
    twin_shots(s, 1, 1)
    act(s, "use no target")  # no counter: then the token, not a "may" (Лаэтар, the lone
    assert marker(s, laetar, INCARNATION) == 1  # graveyard card with incarnation)


def test_nt_165_one_shot_counts_its_one_die() -> None:
    s = dark_elf()
    elf = card(s, "NT-165", 0)
    s.queue_dice(6)
    act(s, f"{s.at(elf)} uses «twin shots» on {s.at(card(s, 'VS-001', 1, 0))}")
    assert not offered(s, "use no target")  # the second shot is made while a target stands
    # one target only (the other enemy stands next to it): one shot, its single 6 counts
    s = position(Put("NT-165", 0, "c2"), Put("VS-001", 0, "a2"), Put("VS-001", 1, "c3"),
                 Put("VS-001", 1, "e5"), Put("NT-162", 0, "grave"))
    elf = card(s, "NT-165", 0)
    s.queue_dice(6)
    act(s, f"{s.at(elf)} uses «twin shots» on {s.at(card(s, 'VS-001', 1, 1))}")
    assert any("twin shots" in o for o in options(s))
    s = dark_elf()
    twin_shots(s, 5, 2)  # 7 with both
    assert s.phase == MAIN


def test_nt_165_the_dice_start_afresh_at_each_use() -> None:
    s = dark_elf()
    elf = card(s, "NT-165", 0)
    twin_shots(s, 5, 6)  # 11: nothing
    assert s.phase == MAIN
    act(s, "end the turn")
    act(s, "end the turn")
    twin_shots(s, 1, 2)  # 3 this time (not 14)
    act(s, f"{s.at(elf)} uses «twin shots»")
    assert s.counters(elf) == 1


# --- NT-136 Броненосец: once a turn it may move onto the cell in front of it taken by a
# non-incorporeal enemy creature, pushing it on; if that creature cannot or will not move,
# it takes 4 wounds instead -----------------------------------------------------------------

CHARGE = "«step onto its cell, pushing it 1 cell on (onto a free cell; a movement point)»"


def charge_offered(s: State) -> list[str]:
    return [o for o in options(s) if "step onto its cell" in o]


def test_nt_136_the_charge_pushes_the_creature_in_front_and_takes_its_cell() -> None:
    s = position(Put("NT-136", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_1)
    armadillo, nomad = card(s, "NT-136", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(nomad)} takes {CHARGE} from {s.at(armadillo)}")
    assert s.to_move == 1  # the pushed creature's player picks
    act(s, f"{s.at(nomad)} takes {CHARGE} from {s.at(armadillo)}")
    assert s.at(armadillo).endswith("@c4") and s.at(nomad).endswith("@c5")
    assert not s.closed[armadillo] and s.wounds[nomad] == 0
    assert not any(o.startswith(f"move {s.at(armadillo)}") for o in options(s))  # 1 spent


def test_nt_136_the_enemy_may_take_four_wounds_instead() -> None:
    s = position(Put("NT-136", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_1)
    armadillo, nomad = card(s, "NT-136", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(nomad)} takes {CHARGE} from {s.at(armadillo)}")
    act(s, f"{s.at(nomad)} takes «4 wounds» from {s.at(armadillo)}")
    assert s.wounds[nomad] == 4 and s.at(armadillo).endswith("@c3")
    assert not charge_offered(s)  # once a turn


def test_nt_136_a_creature_that_cannot_move_takes_the_wounds() -> None:
    s = position(Put("NT-136", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 SPARE_1)
    armadillo, nomad = card(s, "NT-136", 0), card(s, "VS-001", 1, 0)
    act(s, f"{s.at(nomad)} takes {CHARGE} from {s.at(armadillo)}")
    # the push has no free cell: the wounds, its player's only pick, act at once
    assert s.wounds[nomad] == 4 and s.at(armadillo).endswith("@c3")
    assert s.at(nomad).endswith("@c4")


def test_nt_136_only_at_a_non_incorporeal_enemy_right_in_front() -> None:
    for foe, at in (("VS-001", "b4"), ("NT-108", "c4")):  # diagonal; incorporeal
        s = position(Put("NT-136", 0, "c3"), Put(foe, 1, at), SPARE_1)
        assert not charge_offered(s), foe
    s = position(Put("NT-136", 0, "c3"), Put("VS-001", 0, "c4"), SPARE_1)  # its own side
    assert not charge_offered(s)


def test_nt_136_no_charge_without_a_movement_point_or_when_closed() -> None:
    s = position(Put("NT-136", 0, "c2"), Put("VS-001", 1, "c4"), SPARE_1)
    armadillo = card(s, "NT-136", 0)
    act(s, f"move {s.at(armadillo)} to c3")  # its one movement point spent
    assert not charge_offered(s)
    s = position(Put("NT-136", 0, "c3", closed=True), Put("VS-001", 1, "c4"), SPARE_1)
    assert not charge_offered(s)


def test_charge_steps_onto_the_cell_pushing_its_target_on_diagonally_too() -> None:
    s = arrange((Put("RT-002", 0, "c3"), Put("VS-001", 1, "d4"), SPARE_1),
                table=synthetic_table())
    ram, nomad = card(s, "RT-002", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(ram)} uses «ram» on {s.at(nomad)}")
    assert s.at(ram).endswith("@d4") and s.at(nomad).endswith("@e5") and not s.closed[ram]
    assert not any(o.startswith(f"{s.at(ram)} uses «ram»") for o in options(s))  # no move left


def test_no_tap_is_for_instant_and_tap_abilities_only() -> None:
    with pytest.raises(AbilityError, match="no_tap for instant and tap ones"):
        compile_ability({"trigger": "turn_start", "no_tap": True, "effects": [{"heal": 1}]},
                        "VS-900")


# --- hostile inputs and properties of the recruitment clauses ------------------------------

#: Cards whose recruitment clauses interact: the discounted Lindworm, the altar, heroes of
#: three elements, plain cards of several elements and costs.
POOL = ("NT-102", "NT-102", "NT-102", "NT-173", "NT-066", "NT-098", "NT-162", "NT-074",
        "NT-103", "NT-141", "VS-001", "NT-101")


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(range(len(POOL))), min_size=1, max_size=7, unique=True),
       st.sampled_from(["first", "second"]))
def test_nt_102_nt_173_best_squad_equals_brute_force_on_random_deals(
        picks: list[int], seat: str) -> None:
    deal = [POOL[i] for i in picks]
    report = best_squad(deal, CATALOGUE, RULES, seat)
    assert report.legal
    assert squad_key((c.card, c.count) for c in report.cards) == brute_force_key(deal, seat)


@pytest.mark.parametrize("recruitment", [
    "{copy_costs: []}", "{copy_costs: [-1]}", "{copy_costs: 6}", "{heroes_neutral: false}",
    "{discount: 1}", "{}",
])
def test_a_bad_recruitment_clause_is_a_located_load_error(tmp_path: Path,
                                                          recruitment: str) -> None:
    path = tmp_path / "card-abilities.yaml"
    path.write_text("game: berserk\ncards:\n  NT-102:\n    complete: true\n"
                    f"    recruitment: {recruitment}\n    abilities: []\n", encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_card_abilities(path)
    assert "card-abilities.yaml:" in str(err.value)


def test_nt_102_nt_173_card_says_their_recruitment_clauses_are_played() -> None:
    for card_id, words in (("NT-102", "copies after the first cost 6, 5 crystals"),
                           ("NT-173", "the squad's heroes count as neutral")):
        result = CliRunner().invoke(app, ["card", card_id, "--game", "berserk"])
        assert result.exit_code == 0, result.output
        assert words in result.output and "Does not play" not in result.output
