"""Prophecy, incarnation, summoning and deck manipulation (issue 27, the 'summon' cards):
the language for what a prophecy revealed (a condition on the revealed card, an
«otherwise», an X read from it, a cost equal to it), a prophecy that may block an attack
(foresee), a trigger on a vampire's drink; and the bundled cards encoded with them, each
clause on an arranged position, where it matters and where the text rules it out.

Only the public game API; a revealed card is the top of its owner's deck (the last card
put there) and goes to the bottom, where both seats know it (information.hidden_cards).
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.abilities import POISON, AbilityError, compile_ability, marker
from deckcheck.games.berserk.engine.cards import ARTIFACT, CardTable
from deckcheck.games.berserk.engine.information import determinize, hidden_cards, information_state
from deckcheck.games.berserk.engine.state import (
    CHOOSE,
    DEFEND,
    MAIN,
    Z_BOARD,
    Z_EXILE,
    Z_EXTRA,
    Z_GRAVE,
    State,
)
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    cells_offered,
    come_to,
    options,
    synthetic,
    table,
    table_with,
    texts,
)
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    give_counters,
    offered,
    position,
    strike,
)

#: Synthetic cards of this file (ids VS-961..VS-969, this helper's block).
ABILITIES: dict[str, Any] = {
    "VS-961": {"complete": True, "abilities": [
        {"name": "ward of omens", "trigger": "static", "times_per_turn": 1,
         "effects": [{"foresee": 1, "against": ["shot", "throw"], "if_revealed": "elite"}]}]},
    "VS-962": {"complete": True, "abilities": [
        {"name": "thirst shared", "trigger": "ally_drinks", "target": {"side": "other"},
         "effects": [{"heal": 1}]}]},
    "VS-963": {"complete": True, "abilities": [
        {"name": "hoard", "trigger": "static", "effects": [{"counters_by_ability": True}]},
        {"name": "charge", "trigger": "turn_start", "effects": [{"counters": 1}]},
        {"name": "spend", "trigger": "tap", "cost": {"counters": 1},
         "target": {"side": "enemy", "range": 1}, "effects": [{"wound": 1}]}]},
    "VS-965": {"complete": True, "abilities": [
        {"name": "rise", "trigger": "static", "effects": [{"incarnation": 2}]},
        {"name": "toll", "trigger": "gains_incarnation_token",
         "target": {"side": "enemy", "every": True},
         "effects": [{"wound": 0, "x": "incarnation_tokens"}]}]},
    "VS-966": {"complete": True, "abilities": [
        {"name": "fall", "trigger": "when_revealed", "optional": True,
         "effects": [{"to_grave": True}]}]},
    "VS-967": {"complete": True, "abilities": [
        {"name": "back", "trigger": "static", "effects": [{"incarnation": 1}]},
        {"name": "nomad instead", "trigger": "instead_of_incarnating", "optional": True,
         "effects": [{"summon": {"card": "VS-001", "from": "grave", "onto": "back_row",
                                 "instead": True}}]}]},
    "VS-964": {"complete": True, "abilities": [
        {"name": "lend", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"counters": 1}]}]},
}

CARDS = (
    synthetic("VS-961", name="Тест 961"),
    synthetic("VS-962", name="Тест 962"),
    synthetic("VS-963", name="Тест 963"),
    synthetic("VS-964", name="Тест 964"),
    synthetic("VS-965", name="Тест 965"),
    synthetic("VS-966", name="Тест 966"),
    synthetic("VS-967", name="Тест 967"),
)


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, *CARDS), ABILITIES)


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=synthetic_table(), **kwargs)


def top(s: State, seat: int) -> int:
    """The top card of ``seat``'s deck (the next a prophecy reveals)."""
    return s.deck[seat][-1]


# --- the language -----------------------------------------------------------------------


def test_foresee_blocks_a_throw_when_the_revealed_card_fits_once_a_turn() -> None:
    s = synthetic_position(Put("VS-961", 0, "c3"), Put("X-021", 1, "c5"), Put("X-021", 1, "a5"),
                           Put("VS-001", 0, "deck"), Put("VS-101", 0, "deck"),
                           Put("VS-101", 0, "deck"), SPARE_0, SPARE_1, active=1)
    ward = card(s, "VS-961", 0)
    first, second = card(s, "X-021", 1, 0), card(s, "X-021", 1, 1)
    shown = top(s, 0)
    act(s, f"{s.at(first)} uses Метание (throw) on {s.at(ward)}")
    assert s.wounds[ward] == 0  # an elite card: blocked
    assert s.revealed == (shown,) and s.deck[0][0] == shown  # to the bottom, known to both
    assert shown not in hidden_cards(s, 1)
    act(s, f"{s.at(second)} uses Метание (throw) on {s.at(ward)}")
    assert s.wounds[ward] == 2  # the second throw of the turn: no foresight


def test_foresee_an_ordinary_card_does_not_block_and_a_strike_is_not_foreseen() -> None:
    s = synthetic_position(Put("VS-961", 0, "c3"), Put("X-021", 1, "c5"), Put("VS-001", 1, "c4"),
                           Put("VS-001", 0, "deck"), SPARE_0, SPARE_1, active=1)
    ward, thrower, nomad = card(s, "VS-961", 0), card(s, "X-021", 1), card(s, "VS-001", 1)
    strike(s, nomad, ward, 6, 1)  # a simple strike is not of its kinds: no prophecy
    assert s.wounds[ward] > 0 and not s.revealed
    before = s.wounds[ward]
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(ward)}")
    assert s.revealed and s.wounds[ward] == before + 2  # ordinary: not blocked


def test_ally_drinks_fires_for_each_vampire_of_its_side() -> None:
    s = synthetic_position(Put("VS-962", 0, "b3", wounds=2), Put("X-030", 0, "c3", wounds=3),
                           Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    watcher, vampire, vail = card(s, "VS-962", 0), card(s, "X-030", 0), card(s, "VS-117", 1)
    strike(s, vampire, vail, 6, 1)  # 2 wounds dealt: it drinks 2
    # 3 of 6 lives left: the drink raises its lives to 8 (its maximum), the watcher heals
    # its «other card», the vampire, by 1 and not itself
    assert s.lives_max[vampire] == 8 and s.wounds[vampire] == 2
    assert s.wounds[watcher] == 2


def test_counters_by_ability_no_counter_as_an_action_none_from_another_card() -> None:
    s = synthetic_position(Put("VS-963", 0, "c3"), Put("VS-964", 0, "b3"),
                           Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    hoarder, lender, nomad = card(s, "VS-963", 0), card(s, "VS-964", 0), card(s, "VS-001", 1)
    act(s, "end the turn")  # its turn: its own ability gives it a counter
    assert s.counters(hoarder) == 1
    assert not offered(s, f"{s.at(hoarder)} uses «take a counter»")
    assert not offered(s, f"{s.at(lender)} uses «lend» on {s.at(hoarder)}")
    act(s, f"{s.at(hoarder)} uses «spend» on {s.at(nomad)}")
    assert s.wounds[nomad] == 1 and s.counters(hoarder) == 0


def test_a_token_in_the_graveyard_triggers_with_its_count_as_x() -> None:
    s = synthetic_position(Put("VS-965", 0, "grave"), Put("VS-001", 1, "c4"),
                           Put("VS-001", 1, "d4"), SPARE_0, SPARE_1, active=1)
    tolling, foes = card(s, "VS-965", 0), [card(s, "VS-001", 1, n) for n in range(2)]
    act(s, "end the turn")  # its first token: 1 wound to every enemy creature
    assert [s.wounds[f] for f in foes] == [1, 1] and s.zone[tolling] == Z_GRAVE
    act(s, "end the turn")
    act(s, "end the turn")  # its second: 2 more each, and back it comes
    come_to(s, "b1")  # its back row's cell: its owner's pick
    assert [s.wounds[f] for f in foes] == [3, 3] and s.zone[tolling] == Z_BOARD


def test_a_revealed_card_may_fall_into_its_graveyard_counted_once() -> None:
    s = synthetic_position(Put("VS-130", 0, "c2"), Put("VS-001", 0, "deck"),
                           Put("VS-966", 0, "deck"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    queen, falling, nomad = card(s, "VS-130", 0), card(s, "VS-966", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")  # reveals the top card
    assert s.deck_known[0] == 1 and offered(s, f"{s.at(falling)} uses «fall»")
    act(s, f"{s.at(falling)} uses «fall»")
    assert s.grave[0] == [falling] and s.deck_known[0] == 0 and len(s.deck[0]) == 1


def test_instead_of_incarnating_used_or_declined() -> None:
    for use, back in ((True, False), (False, True)):
        s = synthetic_position(Put("VS-967", 0, "grave"), Put("VS-001", 0, "grave"),
                               Put("VS-001", 1, "c5"), SPARE_0, SPARE_1, active=1)
        phoenix, nomad = card(s, "VS-967", 0), card(s, "VS-001", 0)
        act(s, "end the turn")  # its one token: its player's choice first
        assert s.zone[phoenix] == Z_GRAVE and s.phase == CHOOSE
        act(s, f"{s.at(phoenix)} uses «nomad instead»" if use else "use no target")
        if use:  # the cell of its back row: its player's pick
            cells = [o for o in options(s) if " comes into play on " in o]
            assert len(cells) == 4 and s.to_move == 0, cells  # a1: a spare
            act(s, next(o for o in cells if o.endswith(" on e1")))
            assert s.where(nomad) == "e1"
        else:  # declined: it incarnates, on its back row's cell its owner picks
            come_to(s, "c1")
            assert s.where(phoenix) == "c1"
        assert (s.zone[phoenix] == Z_BOARD) == back and (s.zone[nomad] == Z_BOARD) == use
        assert (s.zone[phoenix] == Z_EXILE) == use


# --- VS-114 Грёзы Архааля: tap: prophecy 1; an enemy creature costing X is poisoned 1,
# a creature of its own costing X takes 1 less from non-magic attacks to the end of the
# opponent's turn (X: the revealed card's cost) ---------------------------------------------


def dream_position(*deck: str) -> tuple[State, int]:
    s = position(Put("VS-114", 0, "c2"), Put("VS-001", 1, "c4"), Put("VS-011", 1, "d4"),
                 Put("VS-001", 0, "c3"), *(Put(d, 0, "deck") for d in deck), SPARE_0, SPARE_1)
    return s, card(s, "VS-114", 0)


def test_vs_114_a_cost_three_card_poisons_an_enemy_costing_three_and_shields_an_ally() -> None:
    s, dream = dream_position("VS-101", "VS-001")
    nomad, snake = card(s, "VS-001", 1), card(s, "VS-011", 1)
    ally = card(s, "VS-001", 0)
    act(s, f"{s.at(dream)} uses «archaal's dream»")
    # neither clause is a "may": each lone creature costing 3 takes its part at once (the
    # enemy nomad its poison, not the snake: it costs 5; its own nomad the shield, not
    # the dream itself: it costs 5)
    assert s.phase == MAIN
    assert marker(s, nomad, POISON) == 1 and marker(s, snake, POISON) == 0
    act(s, "end the turn")
    strike(s, nomad, ally, 6, 1)
    shielded = s.wounds[ally]
    s2, _ = dream_position("VS-101", "VS-001")
    strike_plain = s2  # the same strike at an unshielded nomad of its own
    act(strike_plain, "end the turn")
    strike(strike_plain, card(strike_plain, "VS-001", 1), card(strike_plain, "VS-001", 0), 6, 1)
    assert shielded == strike_plain.wounds[card(strike_plain, "VS-001", 0)] - 1


def test_vs_114_no_enemy_of_that_cost_still_lets_it_shield_one_of_its_own() -> None:
    s, dream = dream_position("VS-117")  # cost 6: no enemy costs 6
    act(s, f"{s.at(dream)} uses «archaal's dream»")
    assert s.phase == MAIN  # nothing to poison, nothing of its own costs 6 either
    s, dream = dream_position("VS-011")  # cost 5: the enemy snake, and its own spare
    snake = card(s, "VS-011", 1)
    act(s, f"{s.at(dream)} uses «archaal's dream»")
    assert not offered(s, "use no target")  # the poison is not a "may"
    poison = f"{s.at(dream)} uses «archaal's dream» on "
    act(s, poison + s.at(snake))
    assert marker(s, snake, POISON) == 1
    assert offered(s, f"{s.at(dream)} uses «archaal's dream»")  # its shield, on itself
    assert not offered(s, "use no target")  # (it costs 5), or the spare: not a "may"


# --- VS-122 Дочь перламутра: attacked by a non-magic attack: prophecy 1, the attack is
# blocked if the revealed card's cost is odd (once a turn); defence experience 1 --------------


def pearl_position(*deck: str) -> tuple[State, int, int, int]:
    s = position(Put("VS-122", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "b4"),
                 *(Put(d, 0, "deck") for d in deck), SPARE_0, SPARE_1, active=1)
    return s, card(s, "VS-122", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)


def test_vs_122_an_odd_cost_blocks_the_first_attack_of_the_turn_only() -> None:
    s, pearl, nomad, other = pearl_position("VS-001", "VS-001")  # two cards costing 3
    strike(s, nomad, pearl, 6, 1)
    assert s.wounds[pearl] == 0 and s.revealed
    strike(s, other, pearl, 6, 1)
    assert s.wounds[pearl] > 0  # once a turn


def test_vs_122_an_even_cost_does_not_block() -> None:
    s, pearl, nomad, _ = pearl_position("VS-108")  # cost 4
    strike(s, nomad, pearl, 6, 1)
    assert s.wounds[pearl] > 0 and s.revealed


def test_vs_122_a_discharge_is_magic_no_prophecy() -> None:
    s = position(Put("VS-122", 0, "c3"), Put("X-020", 1, "c5"), Put("VS-001", 0, "deck"),
                 SPARE_0, SPARE_1, active=1)
    pearl, mage = card(s, "VS-122", 0), card(s, "X-020", 1)
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(pearl)}")
    assert s.wounds[pearl] == 2 and not s.revealed


# --- VS-130 Королева топи: tap: prophecy 1; a card of its name in one of the squads:
# 2 wounds to the chosen creature, otherwise 1 ----------------------------------------------


def test_vs_130_two_wounds_when_the_revealed_name_is_in_play_else_one() -> None:
    for shown, wounds in (("VS-001", 2), ("VS-117", 1)):
        s = position(Put("VS-130", 0, "c2"), Put("VS-001", 1, "c4"), Put(shown, 0, "deck"),
                     SPARE_0, SPARE_1)
        queen, nomad = card(s, "VS-130", 0), card(s, "VS-001", 1)
        act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
        assert s.wounds[nomad] == wounds, shown


# --- NT-103 Невеста окуня: at the start of its turn prophecy 1; a revealed card costing 4
# or less gives +2 to its throw's range this turn; tap: throw 1-2-2, range 3 -----------------


def bride_at_turn_start(shown: str) -> tuple[State, int, int, int]:
    s = position(Put("NT-103", 0, "c1"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c6"),
                 Put("VS-117", 0, "deck"), Put(shown, 0, "deck"), SPARE_0, SPARE_1, active=1)
    act(s, "end the turn")  # seat 0's turn begins: the prophecy
    return s, card(s, "NT-103", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)


def throws_at(s: State, bride: int, foe: int) -> bool:
    return any(o.startswith(f"{s.at(bride)} uses «roe throw") and o.endswith(s.at(foe))
               for o in options(s))


def test_nt_103_a_cheap_card_stretches_the_throw_to_five_cells_this_turn() -> None:
    s, bride, near, far = bride_at_turn_start("VS-001")  # revealed: cost 3
    assert s.revealed and throws_at(s, bride, near) and throws_at(s, bride, far)
    s.queue_dice(5)
    act(s, f"{s.at(bride)} uses «roe throw (range +2)» on {s.at(far)}")
    assert s.wounds[far] == 2  # the strong tier of 1-2-2


def test_nt_103_a_dear_card_leaves_the_printed_range_three() -> None:
    s, bride, near, far = bride_at_turn_start("VS-117")  # revealed: cost 6
    assert s.revealed and throws_at(s, bride, near) and not throws_at(s, bride, far)
    s.queue_dice(1)
    act(s, f"{s.at(bride)} uses «roe throw» on {s.at(near)}")
    assert s.wounds[near] == 1  # the weak tier


def test_nt_103_the_longer_range_ends_with_the_turn() -> None:
    s, bride, near, far = bride_at_turn_start("VS-001")
    act(s, "end the turn")
    act(s, "end the turn")  # its next turn: the top card now costs 6
    assert throws_at(s, bride, near) and not throws_at(s, bride, far)


# --- NT-120 Хэсодэ: tap: prophecy 1; an incorporeal card: wound the creature by its
# movement; a card with regeneration: poison it by that regeneration (at most 3); otherwise
# the creature gets 2 extra lives --------------------------------------------------------------


def hesode_on(shown: str) -> tuple[State, int]:
    s = position(Put("NT-120", 0, "c2"), Put("VS-117", 1, "c4"), Put(shown, 0, "deck"),
                 SPARE_0, SPARE_1)
    hesode, vail = card(s, "NT-120", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(hesode)} uses «hesode's omen» on {s.at(vail)}")
    return s, vail


def test_nt_120_an_incorporeal_card_wounds_by_its_movement() -> None:
    s, vail = hesode_on("NT-116")  # incorporeal, movement 4
    assert s.wounds[vail] == 4 and marker(s, vail, POISON) == 0
    assert s.lives_max[vail] == 14


def test_nt_120_a_card_with_regeneration_poisons_by_it() -> None:
    s, vail = hesode_on("VS-128")  # regeneration 2
    assert marker(s, vail, POISON) == 2 and s.wounds[vail] == 0 and s.lives_max[vail] == 14


def test_nt_120_any_other_card_gives_two_extra_lives() -> None:
    s, vail = hesode_on("VS-001")
    assert s.lives_max[vail] == 16 and s.wounds[vail] == 0 and marker(s, vail, POISON) == 0


# --- NT-158 Кровавый оракул: vampirism (at most 10 lives); when a creature of its side
# drinks: prophecy 1, an elite card gives that creature 1 extra life (twice a turn) ----------


def test_nt_158_an_elite_card_gives_the_drinker_an_extra_life_twice_a_turn() -> None:
    s = position(Put("NT-158", 0, "c3", wounds=4), Put("VS-166", 0, "b3", wounds=4),
                 Put("VS-166", 0, "d3", wounds=4), Put("VS-117", 1, "c4"),
                 Put("VS-117", 1, "b4"), Put("VS-117", 1, "d4"),
                 Put("VS-101", 0, "deck"), Put("VS-101", 0, "deck"), Put("VS-101", 0, "deck"),
                 SPARE_0, SPARE_1)
    oracle = card(s, "NT-158", 0)
    ghouls = [card(s, "VS-166", 0, n) for n in range(2)]
    vails = [card(s, "VS-117", 1, n) for n in range(3)]
    strike(s, oracle, vails[0], 6, 1)  # it drinks 3 (its lives rise to 10): prophecy, an
    assert s.lives_max[oracle] == 11 and len(s.deck[0]) == 3  # elite card: one more
    strike(s, ghouls[0], vails[1], 6, 1)  # another drinker of its side
    assert s.lives_max[ghouls[0]] == 14
    strike(s, ghouls[1], vails[2], 6, 1)  # the third drink of the turn: no prophecy
    assert s.lives_max[ghouls[1]] == 13


def test_nt_158_an_ordinary_card_gives_nothing_and_no_drink_no_prophecy() -> None:
    s = position(Put("NT-158", 0, "c3", wounds=4), Put("VS-117", 1, "c4"),
                 Put("VS-001", 0, "deck"), SPARE_0, SPARE_1)
    oracle, vail = card(s, "NT-158", 0), card(s, "VS-117", 1)
    strike(s, oracle, vail, 6, 1)
    assert s.revealed and s.lives_max[oracle] == 10  # the drink's rise only
    s = position(Put("NT-158", 0, "c3", wounds=4), Put("VS-117", 1, "c4"),
                 Put("VS-101", 0, "deck"), SPARE_0, SPARE_1)
    oracle, vail = card(s, "NT-158", 0), card(s, "VS-117", 1)
    strike(s, oracle, vail, 1, 6)  # a miss: no wounds dealt, no drink
    assert not s.revealed


# --- NT-197 Феникс (flying): incarnation 2; when an enemy creature closes to strike at a
# flyer: 1-2-2 wounds to it (impact) --------------------------------------------------------


def test_nt_197_an_enemy_striking_at_a_flyer_of_its_side_is_burnt() -> None:
    s = position(Put("NT-197", 0, "air"), Put("VS-014", 0, "air"), Put("VS-036", 1, "air"),
                 SPARE_0, SPARE_1, active=1)
    condor, serpent = card(s, "VS-014", 0), card(s, "VS-036", 1)
    s.queue_dice(6)
    act(s, f"{s.at(serpent)} strikes {s.at(condor)}")
    assert s.wounds[serpent] == 2  # as it declares: the strong tier


def test_nt_197_a_strike_at_a_ground_creature_is_not_burnt() -> None:
    s = position(Put("NT-197", 0, "air"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    mine, nomad = card(s, "VS-001", 0), card(s, "VS-001", 1)
    strike(s, nomad, mine, 6, 1)
    assert not any("phoenix heat" in t for t in texts(s))


def test_nt_197_incarnates_into_the_air_with_its_second_token() -> None:
    s = position(Put("NT-197", 0, "grave"), SPARE_0, SPARE_1, active=1)
    phoenix = card(s, "NT-197", 0)
    act(s, "end the turn")  # seat 0's turn: its first token
    assert s.zone[phoenix] == Z_GRAVE
    act(s, "end the turn")
    act(s, "end the turn")  # its second token: back, into the additional zone
    assert s.zone[phoenix] == Z_EXTRA


# --- summoning by a condition, banishing ------------------------------------------------


def test_a_bad_summon_record_is_an_error() -> None:
    for bad, message in (({"from": "hand", "card": "VS-001"}, "from is one"),
                         ({"onto": "own_cell", "card": "VS-001"}, "own_cell comes with"),
                         ({"onto": "crowded", "card": "VS-001"}, "crowded needs crowd"),
                         ({"cost": 3}, "unknown keys cost"), ({}, "a card id"),
                         (3, "a card id or a mapping")):
        with pytest.raises(AbilityError, match=message):
            compile_ability({"trigger": "tap", "effects": [{"summon": bad}]}, "VS-969")


def test_bad_prophecy_and_incarnation_records_are_errors() -> None:
    for effect, message in (
            ({"wound": 1, "unless_revealed": "elite"}, "unless_revealed is a condition"),
            ({"wound": 1, "if_revealed": "cheap"}, "if_revealed is one of"),
            ({"incarnation": 2, "to_opponent_as": "terrain"}, "to_opponent_as is artifact"),
            ({"wound": 1, "x": "revealed_colour"}, "x is one of")):
        with pytest.raises(AbilityError, match=message):
            compile_ability({"trigger": "tap", "effects": [effect]}, "VS-969")


def test_the_summoned_card_leaves_the_deck_and_is_counted_once() -> None:
    s = position(Put("NT-156", 0, "c3", wounds=2), Put("VS-001", 1, "c5"),
                 Put("VS-117", 0, "deck"), Put("VS-001", 0, "deck"), SPARE_0, SPARE_1)
    shifter = card(s, "NT-156", 0)
    give_counters(s, shifter, 1)
    s.prophesy(0, 1)  # the top card (a nomad) becomes a known card at the bottom
    act(s, f"{s.at(shifter)} uses «turning»")
    vail = card(s, "VS-117", 0)
    act(s, f"{s.at(shifter)} uses «turning» on {s.label(vail)}")  # its player's pick
    assert s.zone[vail] == Z_BOARD and s.zone[shifter] == Z_EXILE
    assert s.exile[0] == [shifter] and vail not in s.deck[0] and s.deck_known[0] == 1
    s.check_invariants()  # every card in exactly one zone


# --- NT-156 Перевертыш: counter, tap: impact: banish it and summon onto its cell a
# creature costing 8 or less (ordinary) or 6 or less (elite), not a symbiote, with its
# wounds -------------------------------------------------------------------------------------


def shifter_with(*deck: str, wounds: int = 2) -> tuple[State, int]:
    s = position(Put("NT-156", 0, "c3", wounds=wounds), Put("VS-001", 1, "c4"),
                 *(Put(d, 0, "deck") for d in deck), SPARE_0, SPARE_1)
    shifter = card(s, "NT-156", 0)
    give_counters(s, shifter, 1)
    return s, shifter


def test_nt_156_its_player_picks_the_fitting_creature_which_takes_its_cell_and_wounds() -> None:
    s, shifter = shifter_with("VS-101", "VS-166", "NT-157", "VS-010", "VS-117")
    act(s, f"{s.at(shifter)} uses «turning»")
    vail, acolyte = card(s, "VS-117", 0), card(s, "VS-010", 0)
    # ordinary 6 and 5 fit: the elite 8 and 7 and the ordinary 10 do not
    offers = [o for o in options(s) if "«turning» on" in o]
    assert sorted(offers) == sorted(f"{s.at(shifter)} uses «turning» on {s.label(c)}"
                                    for c in (vail, acolyte)), offers
    act(s, f"{s.at(shifter)} uses «turning» on {s.label(vail)}")
    assert s.where(vail) == "c3" and s.wounds[vail] == 2 and s.zone[shifter] == Z_EXILE
    assert s.where(acolyte) == "deck"
    assert not any(o.startswith(f"{s.at(vail)} strikes") for o in options(s))  # seed 107.5


def test_nt_156_an_elite_of_six_fits_but_no_dearer_and_no_counter_no_turning() -> None:
    s, shifter = shifter_with("VS-101", "VS-130")  # elite 8 no, elite 6 yes
    act(s, f"{s.at(shifter)} uses «turning»")
    assert s.where(card(s, "VS-130", 0)) == "c3"
    s, shifter = shifter_with("VS-101", "NT-157")  # nothing fits: not offered
    assert not offered(s, f"{s.at(shifter)} uses «turning»")
    s = position(Put("NT-156", 0, "c3"), Put("VS-117", 0, "deck"), SPARE_0, SPARE_1)
    shifter = card(s, "NT-156", 0)
    assert not offered(s, f"{s.at(shifter)} uses «turning»")  # no counter yet


def test_nt_156_as_many_wounds_as_the_new_creature_has_lives_kill_it() -> None:
    s, shifter = shifter_with("VS-002", wounds=7)  # the Kshar has 6 lives
    act(s, f"{s.at(shifter)} uses «turning»")
    kshar = card(s, "VS-002", 0)
    assert s.zone[kshar] == Z_GRAVE and s.zone[shifter] == Z_EXILE


# --- NT-166 Шарль де Лорм: a counter at the second and each later death of a turn
# (symbiotes aside), no counter otherwise; tap: throw 2-2-3, range 5; 3 counters, tap,
# spell, once a battle: banish it and summon or revive the Dragon-zombie -------------------


def test_nt_166_a_counter_from_the_second_death_of_a_turn_on() -> None:
    s = position(Put("NT-166", 0, "a3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "e4"), SPARE_0, SPARE_1)
    priest = card(s, "NT-166", 0)
    foes = [card(s, "VS-001", 1, n) for n in range(3)]
    s.kill([foes[0]])
    assert s.counters(priest) == 0
    s.kill([foes[1]])
    assert s.counters(priest) == 1
    s.kill([foes[2]])
    assert s.counters(priest) == 2
    assert not any("take a counter" in o for o in options(s))  # no other way


def test_nt_166_the_count_starts_again_each_turn() -> None:
    s = position(Put("NT-166", 0, "a3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    priest = card(s, "NT-166", 0)
    s.kill([card(s, "VS-001", 1, 0)])
    act(s, "end the turn")
    s.kill([card(s, "VS-001", 1, 1)])  # the first death of this turn
    assert s.counters(priest) == 0


def test_nt_166_a_vial_reaches_five_cells() -> None:
    s = position(Put("NT-166", 0, "c1"), Put("VS-001", 1, "c6"), SPARE_0, SPARE_1)
    priest, nomad = card(s, "NT-166", 0), card(s, "VS-001", 1)
    s.queue_dice(1)
    act(s, f"{s.at(priest)} uses «vial throw» on {s.at(nomad)}")
    assert s.wounds[nomad] == 2  # the weak tier of 2-2-3


def test_nt_166_the_final_brew_brings_the_dragon_from_the_deck_else_the_graveyard() -> None:
    for where in ("deck", "grave"):
        s = position(Put("NT-166", 0, "c2"), Put("NT-157", 0, where), Put("VS-001", 1, "c5"),
                     SPARE_0, SPARE_1)
        priest, dragon = card(s, "NT-166", 0), card(s, "NT-157", 0)
        give_counters(s, priest, 3)
        act(s, f"{s.at(priest)} uses «final brew»")
        assert s.where(dragon) == "c2" and s.zone[priest] == Z_EXILE, where
    s = position(Put("NT-166", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    priest = card(s, "NT-166", 0)
    give_counters(s, priest, 3)
    assert not offered(s, f"{s.at(priest)} uses «final brew»")  # no dragon anywhere


# --- VS-130 Королева топи: at the end of the opponent's turn, summon a swamps creature
# costing 5 or less onto a cell with 8 or more of its creatures around it -----------------


def mire_position(around: int) -> State:
    cells = ("b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4")[:around]
    return position(Put("VS-130", 0, "a1"), *(Put("VS-001", 0, at) for at in cells),
                    Put("VS-117", 0, "deck"), Put("VS-108", 0, "deck"), Put("VS-001", 0, "deck"),
                    Put("VS-011", 1, "e6"), active=1)


def test_vs_130_a_swamps_creature_of_five_or_less_fills_the_crowded_cell() -> None:
    s = mire_position(8)
    act(s, "end the turn")
    child = card(s, "VS-108", 0)  # swamps, 4: the vail costs 6, the nomad is no swamps one
    assert s.where(child) == "c3" and s.zone[card(s, "VS-117", 0)] != Z_BOARD


def test_vs_130_seven_around_is_not_enough() -> None:
    s = mire_position(7)
    act(s, "end the turn")
    assert s.where(card(s, "VS-108", 0)) == "deck"


# --- VS-164 Поганище: incarnation 3; clumsiness; as it takes an incarnation token: 1
# wound to each of X cards, X the tokens on it (impact) --------------------------------------


def test_vs_164_each_token_wounds_as_many_cards_as_it_has_tokens_then_it_returns() -> None:
    s = position(Put("VS-164", 0, "grave"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "b4"), SPARE_0, SPARE_1, active=1)
    horror = card(s, "VS-164", 0)
    foes = [card(s, "VS-001", 1, n) for n in range(3)]
    grip = f"{s.at(horror)} uses «grave grip» on "
    act(s, "end the turn")  # its owner's turn: the first token, one card
    act(s, grip + s.at(foes[0]))
    assert s.phase == MAIN and [s.wounds[f] for f in foes] == [1, 0, 0]
    act(s, "end the turn")
    act(s, "end the turn")  # the second token: two different cards
    act(s, grip + s.at(foes[0]))
    assert not offered(s, grip + s.at(foes[0]))
    act(s, grip + s.at(foes[1]))
    assert s.phase == MAIN and [s.wounds[f] for f in foes] == [2, 1, 0]
    act(s, "end the turn")
    act(s, "end the turn")  # the third token: three cards, and it comes back
    come_to(s, "b1")  # it comes back first (its owner's pick of the cell)
    for f in foes:
        act(s, f"{s.at(horror)} uses «grave grip» on {s.at(f)}")
    assert [s.wounds[f] for f in foes] == [3, 2, 1] and s.zone[horror] == Z_BOARD


def test_vs_164_a_token_put_by_an_ability_wounds_too() -> None:
    s = position(Put("VS-164", 0, "grave"), Put("VS-149", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    horror, vail, talion = card(s, "VS-164", 0), card(s, "VS-117", 1), card(s, "VS-149", 0)
    s.queue_dice(6, 1)
    act(s, f"{s.at(talion)} strikes {s.at(vail)}")  # a strong hit: a token onto the horror
    dealt = s.wounds[vail]
    act(s, f"{s.at(horror)} uses «grave grip» on {s.at(vail)}")
    assert s.wounds[vail] == dealt + 1


# --- NT-124 Утопец: incarnation 2; clumsiness; revealed by its player's prophecy it may
# go to the graveyard; it incarnates onto any free cell ------------------------------------


def test_nt_124_revealed_by_a_prophecy_it_may_sink_into_the_graveyard() -> None:
    s = position(Put("VS-114", 0, "c2"), Put("VS-001", 1, "c4"), Put("VS-001", 0, "deck"),
                 Put("NT-124", 0, "deck"), SPARE_0, SPARE_1)
    dream, drowned = card(s, "VS-114", 0), card(s, "NT-124", 0)
    act(s, f"{s.at(dream)} uses «archaal's dream»")  # reveals the drowned one (cost 3)
    assert s.revealed == (drowned,)  # (the dream's poison, not a "may", went at the lone
    act(s, f"{s.at(drowned)} uses «sink»")  # enemy costing 3 first)
    assert s.zone[drowned] == Z_GRAVE and s.deck_known[0] == 0
    s.check_invariants()


def test_nt_124_its_player_may_keep_it_in_the_deck() -> None:
    s = position(Put("VS-114", 0, "c2"), Put("VS-001", 1, "c4"), Put("NT-124", 0, "deck"),
                 SPARE_0, SPARE_1)
    dream, drowned = card(s, "VS-114", 0), card(s, "NT-124", 0)
    act(s, f"{s.at(dream)} uses «archaal's dream»")  # (its poison: the lone nomad, forced)
    assert offered(s, f"{s.at(drowned)} uses «sink»")
    act(s, "use no target")  # it stays
    assert s.deck[0] == [drowned] and s.deck_known[0] == 1 and s.phase == MAIN


def test_nt_124_an_opponents_prophecy_does_not_reveal_it() -> None:
    s = position(Put("VS-114", 1, "c5"), Put("VS-001", 0, "c3"), Put("NT-124", 0, "deck"),
                 Put("VS-001", 1, "deck"), SPARE_0, SPARE_1, active=1)
    dream = card(s, "VS-114", 1)
    act(s, f"{s.at(dream)} uses «archaal's dream»")  # its own deck: the nomad
    assert not any("«sink»" in o for o in options(s))


def test_nt_124_it_comes_back_and_may_move_to_any_free_cell() -> None:
    s = position(Put("NT-124", 0, "grave"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
                 active=1)
    drowned = card(s, "NT-124", 0)
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, "end the turn")  # its second token: back onto its back row, then anywhere
    assert cells_offered(s) == ["b1", "c1", "d1", "e1"]  # its owner's pick (a1: a spare)
    come_to(s, "b1")
    assert s.zone[drowned] == Z_BOARD and s.phase == CHOOSE
    act(s, next(o for o in options(s) if o.endswith("c4")))
    assert s.where(drowned) == "c4"


def test_nt_124_with_its_back_row_full_it_still_comes_back() -> None:
    row = [Put("VS-001", 0, f"{x}1") for x in "bcde"]  # a1 holds the spare
    s = position(Put("NT-124", 0, "grave"), *row, Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
                 active=1)
    drowned = card(s, "NT-124", 0)
    for _ in range(3):
        act(s, "end the turn")
    assert len(cells_offered(s)) > 20 and "c4" in cells_offered(s)  # any free cell
    come_to(s, "c4")
    assert s.zone[drowned] == Z_BOARD and s.where(drowned) == "c4"


# --- NT-162 Лаэтар: incarnation 3; instead of coming back its player may banish it and
# revive another creature costing 5 or less from the graveyard into the 3rd row; tap:
# discharge 1-2-2 -----------------------------------------------------------------------------


def laetar_at_its_third_token(*grave: str) -> tuple[State, int, list[int]]:
    s = position(Put("NT-162", 0, "grave"), *(Put(g, 0, "grave") for g in grave),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1, active=1)
    laetar = card(s, "NT-162", 0)
    others = [c for c in s.grave[0] if c != laetar]
    for _ in range(5):
        act(s, "end the turn")  # its owner's turn starts thrice: the third token
    return s, laetar, others


def test_nt_162_instead_of_returning_it_revives_another_and_is_banished() -> None:
    s, laetar, (snake, vail) = laetar_at_its_third_token("VS-011", "VS-117")  # 5 and 6
    act(s, f"{s.at(laetar)} uses «another in its stead»")
    act(s, "Змееглав (VS-011) comes into play on c1")  # its player picks the cell
    assert s.zone[laetar] == Z_EXILE and s.where(snake) == "c1"
    assert s.zone[vail] == Z_GRAVE  # too dear


def test_nt_162_declined_it_incarnates() -> None:
    s, laetar, (snake,) = laetar_at_its_third_token("VS-011")
    act(s, "use no target")
    come_to(s, "d1")  # it incarnates: its back row's cell is its owner's pick
    assert s.zone[laetar] == Z_BOARD and s.zone[snake] == Z_GRAVE and s.where(laetar) == "d1"


def test_nt_162_with_none_to_revive_it_incarnates() -> None:
    s, laetar, _ = laetar_at_its_third_token("VS-117")
    come_to(s, "b1")
    assert s.zone[laetar] == Z_BOARD


def test_nt_162_discharge_any_distance() -> None:
    s = position(Put("NT-162", 0, "c1"), Put("VS-001", 1, "c6"), SPARE_0, SPARE_1)
    laetar, nomad = card(s, "NT-162", 0), card(s, "VS-001", 1)
    s.queue_dice(4)
    act(s, f"{s.at(laetar)} uses «laetar's discharge» on {s.at(nomad)}")
    assert s.wounds[nomad] == 2  # the medium tier


# --- NT-154 Проклятая мумия: incarnation 2, onto any free cell, under the opponent's
# control as an artifact; at the end of its turn 2 wounds to another creature of its side
# that is not incorporeal; direct strike while its side has a desert ----------------------


def test_nt_154_it_comes_back_the_opponents_artifact_and_wounds_their_creatures() -> None:
    s = position(Put("NT-154", 0, "grave"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
                 active=1)
    mummy, nomad = card(s, "NT-154", 0), card(s, "VS-001", 1)
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, "end the turn")  # its owner's turn: the 2nd token
    # any free cell of the battlefield, its owner's pick (not the opponent's, who gets it)
    assert s.to_move == 0 and {"b1", "c3", "c6", "d6"} <= set(cells_offered(s))
    come_to(s, "c6")
    assert s.ctrl[mummy] == 1 and s.where(mummy) == "c6" and s.ctype[mummy] == ARTIFACT
    assert not any(o.startswith(f"move {s.at(mummy)}") for o in options(s))
    act(s, "end the turn")  # the opponent's turn: it is theirs
    assert not any(o.startswith(f"{s.at(mummy)} strikes") for o in options(s))
    act(s, "end the turn")  # the end of the opponent's turn: it wounds one of theirs
    act(s, f"{s.at(mummy)} uses «mummy's hunger» on {s.at(nomad)}")
    assert s.wounds[nomad] == 2


def test_nt_154_its_hunger_spares_itself_and_incorporeal_creatures() -> None:
    s = position(Put("NT-154", 0, "c2"), Put("NT-149", 0, "b2"), Put("VS-001", 0, "d2"),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    mummy, ghost, nomad = card(s, "NT-154", 0), card(s, "NT-149", 0), card(s, "VS-001", 0)
    act(s, "end the turn")
    hunger = f"{s.at(mummy)} uses «mummy's hunger» on "
    assert offered(s, hunger + s.at(nomad)) and not offered(s, hunger + s.at(ghost))
    assert not offered(s, hunger + s.at(mummy))


def test_nt_154_a_direct_strike_only_with_a_desert_in_play() -> None:
    for desert in (True, False):
        puts = [Put("NT-154", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "b4"),
                SPARE_0, SPARE_1]
        if desert:
            puts.append(Put("NT-146", 0, "e2"))  # a desert terrain of its side
        s = position(*puts)
        mummy, nomad = card(s, "NT-154", 0), card(s, "VS-001", 1, 0)
        act(s, f"{s.at(mummy)} strikes {s.at(nomad)}")
        assert (s.phase == DEFEND) != desert, desert  # the b4 nomad may step in, or not


# --- whole games ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_these_cards_conserve_cards_and_hide_what_is_hidden(seed: int) -> None:
    """Random legal play with decks of this file's cards: every card stays in exactly one
    zone (summoned, revived, banished, sunk into the graveyard ...), and a seat's
    determinisations of the game are games it cannot tell from the real one."""
    rng = random.Random(seed)
    pool = ["NT-103", "NT-120", "NT-124", "NT-154", "NT-156", "NT-157", "NT-158", "NT-162",
            "NT-166", "NT-197", "VS-108", "VS-114", "VS-122", "VS-130", "VS-164"]
    decks = []
    for _ in (0, 1):
        deck = {c: 2 for c in rng.sample(pool, 10)}
        deck.update({"VS-001": 2, "VS-011": 2, "VS-117": 2})
        decks.append(deck)
    s = new_game(decks[0], decks[1], seed=seed, log=False, cards=table())
    for step in range(600):
        actions = s.legal_actions()
        if not actions:
            break
        if step % 25 == 0:
            seat = s.to_move
            imagined = determinize(s, seat, random.Random(step))
            imagined.check_invariants()
            assert information_state(imagined, seat) == information_state(s, seat)
        s.apply(rng.choice(actions))
        s.check_invariants()
