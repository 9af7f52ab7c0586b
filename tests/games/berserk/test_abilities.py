"""The ability language (card-abilities.yaml): every operation and trigger on an arranged
position, and every encoded card of the bundled file compiled and triggered."""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path
from typing import Any, cast

import pytest

from deckcheck.catalog.load import load_catalogue
from deckcheck.errors import LoadError
from deckcheck.games.berserk.engine.abilities import (
    ACTED,
    ANY,
    HEAL_TURN,
    NO_LIMIT,
    OPERATIONS,
    POISON,
    STUN,
    T_BATTLE_START,
    T_PASSIVE,
    TRIGGERS,
    Ability,
    AbilityError,
    Condition,
    Movement,
    ally_boost,
    amount_choices,
    artifact_instead,
    attack_barred,
    aura_reduced,
    compile_ability,
    compile_effect,
    counter_limit,
    defence_barred,
    deflections,
    diagonal_steps,
    drawn_to,
    fights_closed,
    fixed_die,
    front_strike_filter,
    granted_stamina,
    guards,
    heal_watched,
    host_loses,
    host_movement,
    host_range,
    host_reduced,
    ignores,
    incarnation_of,
    leap_bonus,
    load_card_abilities,
    lures,
    marker,
    note_hardened,
    note_trail,
    note_wounds,
    passive_op,
    range_bonus,
    record_move,
    reduced,
    restrict_moves,
    returns_instead,
    rises_instead,
    set_marker,
    stays_open,
    strength_roll,
    strike_reach,
    strikes_flyers,
    valhalla_times,
    weak_beside,
    weakens,
    wound_cap,
    wrapped_cell,
)
from deckcheck.games.berserk.engine.abilities.language import ANY_HIT
from deckcheck.games.berserk.engine.abilities.loading import card_abilities_path
from deckcheck.games.berserk.engine.abilities.tokens import CELL_MARK
from deckcheck.games.berserk.engine.board import DISTANCE
from deckcheck.games.berserk.engine.board import cell as board_cell
from deckcheck.games.berserk.engine.cards import (
    ATTACK_BONUS,
    CREATURE,
    CardTable,
    card_table,
    load_vocabulary,
)
from deckcheck.games.berserk.engine.state import (
    CHOOSE,
    DEFEND,
    MAIN,
    ORDER,
    OVER,
    RESPOND,
    Z_DECK,
    Z_GRAVE,
    State,
    Strike,
)
from deckcheck.games.berserk.engine.strikes import Result
from tests.games.berserk.helpers import (
    A,
    Put,
    arrange,
    card,
    texts,
    use,
)
from tests.games.berserk.helpers.abilities import (
    ABILITIES,
    CARDS,
    position,
    table,
)


def ability_targets(s: State, c: int, index: int = 0) -> set[int]:
    return {(a >> 12) & 255 for a in s.legal_actions()
            if a & 15 == A.ABILITY and (a >> 4) & 255 == c and a >> 20 == index}


SPARE = Put("VS-011", 0, "a1")
ONE_COUNTER = compile_effect({"counters": 1}, "test")
#: A shot of 1 (an attack), for a card its own side's attacks may not be aimed at.
ONE_SHOT = compile_effect({"wound": 1}, "test", "shot")
SPARE_1 = Put("VS-011", 1, "e6")


# --- one test per operation (tap abilities) ---------------------------------------------


def test_wound_passes_armour_and_magic_protection_stops_magic_wounds() -> None:
    # Armour absorbs the attacks abilities.yaml lists (an ability's wounds are not one of
    # them); magic protection stops magic wounds.
    s = position(Put("VS-901", 0, "c3"), Put("X-026", 1, "c4"), Put("VS-902", 0, "a3"),
                 Put("X-001", 1, "e4"), SPARE, SPARE_1)
    bolt, antimage, armoured = card(s, "VS-901", 0), card(s, "X-026", 1), card(s, "X-001", 1)
    assert ability_targets(s, bolt) == {antimage}  # range 1: the others are too far
    assert ability_targets(s, card(s, "VS-902", 0)) == {armoured, card(s, "VS-011", 1)}
    use(s, bolt, antimage)
    assert s.wounds[antimage] == 2 and s.closed[bolt]
    use(s, card(s, "VS-902", 0), armoured)
    assert s.wounds[armoured] == 2
    assert any("«arcane bolt» (tap: 2 magic wounds to an enemy creature)" in t for t in texts(s))


def test_heal_targets_only_wounded_allies() -> None:
    s = position(Put("VS-903", 0, "c3"), Put("VS-001", 0, "c2", wounds=3),
                 Put("VS-001", 0, "b3"), SPARE_1)
    healer, hurt = card(s, "VS-903", 0), card(s, "VS-001", 0, 0)
    assert ability_targets(s, healer) == {hurt}
    use(s, healer, hurt)
    assert s.wounds[hurt] == 1


def test_lives_raise_the_maximum() -> None:
    s = position(Put("VS-904", 0, "c3"), SPARE_1)
    c = card(s, "VS-904", 0)
    use(s, c, c)
    assert s.lives_max[c] == 8


def test_strike_and_dice_last_until_the_end_of_the_turn() -> None:
    s = position(Put("VS-905", 0, "c2"), Put("VS-001", 0, "c3"), Put("X-012", 1, "c4"),
                 SPARE_1)
    crier, ally = card(s, "VS-905", 0), card(s, "VS-001", 0)
    use(s, crier, ally)
    assert s.strike_mod[ally] == 2 and s.dice_mod[ally] == 1
    s.apply(A.END)
    assert s.strike_mod[ally] == 0 and s.dice_mod[ally] == 0


def test_strike_bonus_adds_to_the_simple_strike() -> None:
    s = position(Put("VS-905", 0, "c2"), Put("VS-001", 0, "c3"), Put("X-002", 1, "c4"),
                 SPARE, SPARE_1)
    crier, ally, troll = card(s, "VS-905", 0), card(s, "VS-001", 0), card(s, "X-002", 1)
    use(s, crier, ally)
    s.closed[troll] = True
    s.queue_dice(3)  # 3 + 1 (dice) = 4: a medium hit of 2, +2
    s.apply(A.encode(A.STRIKE, ally, troll))
    assert s.wounds[troll] == 4


def test_move_gives_movement_points() -> None:
    s = position(Put("VS-906", 0, "c2"), Put("VS-001", 0, "c3"), SPARE_1)
    ally = card(s, "VS-001", 0)
    use(s, card(s, "VS-906", 0), ally)
    assert s.moves[ally] == 4


def test_open_and_close() -> None:
    s = position(Put("VS-907", 0, "c2"), Put("VS-001", 0, "c3", closed=True),
                 Put("VS-908", 0, "b2"), Put("VS-001", 1, "b4"), SPARE_1)
    closed_ally, enemy = card(s, "VS-001", 0), card(s, "VS-001", 1)
    use(s, card(s, "VS-907", 0), closed_ally)
    assert not s.closed[closed_ally]
    use(s, card(s, "VS-908", 0), enemy)
    assert s.closed[enemy]


def test_counters_pay_for_an_ability_and_taking_one_is_an_action() -> None:
    s = position(Put("VS-909", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    c, enemy = card(s, "VS-909", 0), card(s, "VS-001", 1)
    assert ability_targets(s, c, 0) == set() and ability_targets(s, c, 1) == {c}
    use(s, c, c, 1)  # take a counter (research §2.4)
    assert s.counters(c) == 1 and s.closed[c]
    s.set_counters(c, 2)
    s.closed[c] = False
    s.settle()
    use(s, c, enemy, 0)
    assert s.counters(c) == 0 and s.wounds[enemy] == 4


def test_grant_and_remove_a_keyword() -> None:
    s = position(Put("VS-910", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-911", 0, "b4"),
                 Put("X-001", 1, "b5"), SPARE_1)
    ally, armoured = card(s, "VS-001", 0), card(s, "X-001", 1)
    use(s, card(s, "VS-910", 0), ally)
    assert s.has_keyword(ally, "armour") and s.armour_left[ally] == 1
    use(s, card(s, "VS-911", 0), armoured)
    assert not s.has_keyword(armoured, "armour")


def test_return_puts_the_card_into_its_owners_deck() -> None:
    s = position(Put("VS-912", 0, "c3"), Put("VS-001", 1, "e5"), SPARE_1)
    enemy = card(s, "VS-001", 1)
    use(s, card(s, "VS-912", 0), enemy)
    assert s.zone[enemy] == Z_DECK and enemy in s.deck[1]


def test_destroy_costs_lives_and_needs_a_wounded_target() -> None:
    s = position(Put("VS-913", 0, "c3"), Put("VS-001", 1, "e5", wounds=1),
                 Put("VS-001", 1, "a5"), SPARE_1)
    doom, hurt = card(s, "VS-913", 0), card(s, "VS-001", 1, 0)
    assert ability_targets(s, doom) == {hurt}
    use(s, doom, hurt)
    assert s.zone[hurt] == Z_GRAVE and s.wounds[doom] == 2


# --- triggers -------------------------------------------------------------------------------


def test_on_attack_modifiers_with_a_condition_on_the_struck_card() -> None:
    s = position(Put("VS-914", 0, "c3"), Put("VS-950", 1, "c4", closed=True),
                 Put("VS-001", 1, "b4", closed=True), SPARE_1)
    hunter, highlander = card(s, "VS-914", 0), card(s, "VS-950", 1)
    lowlander = card(s, "VS-001", 1)
    assert s.modifier(hunter, highlander, "strike", 2 | 256, True) == 2
    assert s.modifier(hunter, lowlander, "strike", 2 | 256, True) == 0
    s.queue_dice(1)  # 1 + 5 = 6: a strong hit of 3, +2 against mountains
    s.apply(A.encode(A.STRIKE, hunter, highlander))
    assert s.wounds[highlander] == 5


def test_on_defence_strikes_back_and_reduces_the_damage() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-915", 1, "c4", closed=True), SPARE_1)
    a, v = card(s, "VS-001", 0), card(s, "VS-915", 1)
    s.queue_dice(6)  # strong hit 3, -2
    s.apply(A.encode(A.STRIKE, a, v))
    assert s.wounds[v] == 1 and s.wounds[a] == 2
    assert any("«riposte»" in t for t in texts(s))


def test_when_wounded() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-916", 1, "c4", closed=True), SPARE_1)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 0), card(s, "VS-916", 1)))
    assert s.counters(card(s, "VS-916", 1)) == 1


def test_when_destroys_and_when_destroyed() -> None:
    s = position(Put("VS-917", 0, "c3"), Put("VS-918", 1, "c4", closed=True, wounds=5),
                 Put("VS-001", 0, "d3"), SPARE_1)
    killer, martyr, bystander = card(s, "VS-917", 0), card(s, "VS-918", 1), card(s, "VS-001", 0)
    s.queue_dice(6)
    s.apply(A.encode(A.STRIKE, killer, martyr))
    s.check_invariants()
    assert s.zone[martyr] == Z_GRAVE
    assert s.lives_max[killer] == 7  # feast
    assert s.wounds[killer] == 1 and s.wounds[bystander] == 1  # last gasp, both next to it


def test_turn_start_turn_end_and_valhalla() -> None:
    s = position(Put("VS-919", 1, "c4"), Put("VS-001", 1, "c5", wounds=2),
                 Put("VS-921", 1, "grave"), Put("VS-001", 0, "a1"))
    dawn, hurt = card(s, "VS-919", 1), card(s, "VS-001", 1)
    s.apply(A.END)  # seat 1's turn starts: dawn heals 1, the ancestor heals 1 more
    assert s.phase == MAIN and s.active == 1
    assert s.wounds[hurt] == 0
    s.apply(A.END)
    assert s.counters(dawn) == 1


def test_formation_needs_a_friendly_formation_creature_orthogonally_next_to_it() -> None:
    s = position(Put("VS-920", 0, "c3"), Put("VS-951", 0, "d2"), Put("VS-001", 1, "c4"),
                 SPARE_1)
    soldier, enemy = card(s, "VS-920", 0), card(s, "VS-001", 1)
    assert s.modifier(soldier, enemy, "strike", 256, True) == 0  # diagonal: no formation
    s2 = position(Put("VS-920", 0, "c3"), Put("VS-951", 0, "d3"), Put("VS-001", 1, "c4"),
                  SPARE_1)
    assert s2.modifier(card(s2, "VS-920", 0), card(s2, "VS-001", 1), "strike", 256, True) == 1


def test_static_modifier_with_a_condition_on_the_card_itself() -> None:
    s = position(Put("VS-904", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_1)
    fury, enemy = card(s, "VS-904", 0), card(s, "VS-001", 1)
    assert s.modifier(fury, enemy, "strike", 256, True) == 0
    s.wounds[fury] = 1
    assert s.modifier(fury, enemy, "strike", 256, True) == 1


def test_poison_wounds_at_the_start_of_its_controllers_turns_and_can_be_cured() -> None:
    s = position(Put("VS-922", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-952", 1, "b4"),
                 Put("VS-001", 0, "a1"))
    venom, victim = card(s, "VS-922", 0), card(s, "VS-001", 1)
    assert ability_targets(s, venom) == {victim}  # VS-952 on b4 has poison protection
    use(s, venom, victim)
    assert s.wounds[victim] == 0
    s.apply(A.END)  # seat 1's turn: the poison wounds 2, and stays
    assert s.wounds[victim] == 2
    assert any("takes 2 from poison" in t for t in texts(s))
    s.apply(A.END)
    s.apply(A.END)
    assert s.wounds[victim] == 4
    s.active = s.to_move = 0
    s.closed[venom] = False
    s.settle()
    use(s, venom, victim, 1)  # antidote
    s.apply(A.END)
    assert s.wounds[victim] == 4
    assert ability_targets(s, card(s, "VS-922", 0), 1) == set()  # nobody poisoned


def test_poison_can_decide_the_game() -> None:
    s = position(Put("VS-922", 0, "c3"), Put("VS-001", 1, "c4", wounds=7))
    use(s, card(s, "VS-922", 0), card(s, "VS-001", 1))  # nothing left to do: the turn ends
    outcome = s.outcome()
    assert s.is_terminal() and outcome is not None and outcome.winner == 0
    assert s.phase == OVER


def test_on_hit_tier_and_stun() -> None:
    s = position(Put("VS-923", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    brute, victim = card(s, "VS-923", 0), card(s, "VS-001", 1)
    s.queue_dice(3, 3)  # D 0, total 3: a weak hit, no stun
    s.apply(A.encode(A.STRIKE, brute, victim))
    assert not s.closed[victim]
    s.closed[brute] = False
    s.settle()
    s.queue_dice(6, 1)  # D +5: strong
    s.apply(A.encode(A.STRIKE, brute, victim))
    assert s.closed[victim]
    s.apply(A.END)  # the victim's turn: it stays closed, once
    assert s.closed[victim] and any("stays closed (stunned)" in t for t in texts(s))
    s.apply(A.END)
    s.apply(A.END)
    assert not s.closed[victim]


def test_reduce_by_kind_by_position_and_by_attacker() -> None:
    s = position(Put("VS-924", 1, "c4"), Put("X-003", 0, "c1"), Put("VS-001", 0, "b3"),
                 Put("X-005", 0, "air"), SPARE)
    guard, archer = card(s, "VS-924", 1), card(s, "X-003", 0)
    s.apply(A.encode(A.SHOT, archer, guard))  # shot 2, -1
    assert s.wounds[guard] == 1
    s.closed[guard] = True
    s.queue_dice(6)  # a strong hit of 3 from the diagonal neighbour b3, -2
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 0), guard))
    assert s.wounds[guard] == 2
    s.queue_dice(6)  # a flyer's strong hit of 3, at most 1
    s.apply(A.encode(A.STRIKE, card(s, "X-005", 0), guard))
    assert s.wounds[guard] == 3


def test_direct_modifier_leaves_no_defender() -> None:
    s = position(Put("VS-925", 0, "c3"), Put("VS-950", 1, "c4", closed=True),
                 Put("VS-001", 1, "d4"), Put("VS-001", 1, "b4"), SPARE)
    sure, highlander = card(s, "VS-925", 0), card(s, "VS-950", 1)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, sure, highlander))
    assert s.phase == MAIN and s.wounds[highlander] == 1  # no defender window
    s2 = position(Put("VS-925", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                  Put("VS-001", 1, "d4"), SPARE)
    s2.apply(A.encode(A.STRIKE, card(s2, "VS-925", 0), card(s2, "VS-001", 1, 0)))
    assert s2.phase != MAIN  # the other may step in


def test_stay_open_after_its_simple_strike() -> None:
    s = position(Put("VS-926", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_1)
    tireless = card(s, "VS-926", 0)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, tireless, card(s, "VS-001", 1)))
    assert not s.closed[tireless]


def test_when_defends_acts_on_the_defended_creature() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4", closed=True, wounds=3),
                 Put("VS-927", 1, "d4"), SPARE)
    attacker, hurt, guardian = card(s, "VS-001", 0), card(s, "VS-001", 1), card(s, "VS-927", 1)
    s.apply(A.encode(A.STRIKE, attacker, hurt))
    s.queue_dice(1, 1)
    s.apply(A.encode(A.DEFEND, guardian))
    assert s.wounds[hurt] == 1


def test_tiered_throw_reach_and_protection() -> None:
    s = position(Put("VS-928", 0, "c1"), Put("VS-001", 1, "c2"), Put("VS-001", 1, "c5"),
                 Put("X-025", 1, "a5"))
    sling, near, far = card(s, "VS-928", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert ability_targets(s, sling) == {far}  # not next to it; throw protection
    s.queue_dice(6)
    use(s, sling, far)
    assert s.wounds[far] == 3 and near >= 0
    assert any("(die 6: strong)" in t for t in texts(s))


def test_effects_on_itself_conditional_effects_and_heal_all() -> None:
    s = position(Put("VS-929", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "b3",
                                                                     closed=True), SPARE)
    c, open_one, closed_one = card(s, "VS-929", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    use(s, c, open_one, 0)
    assert s.wounds[open_one] == 3 and s.wounds[c] == 1
    s.closed[c] = False
    s.settle()
    use(s, c, open_one, 1)
    assert marker(s, open_one, STUN) == 0  # open: no stun
    s.closed[c] = False
    s.settle()
    use(s, c, closed_one, 1)
    assert marker(s, closed_one, STUN) == 1
    s.closed[c] = False
    s.settle()
    use(s, c, c, 2)
    assert s.wounds[c] == 0


def test_spells_keyword_conditions_and_poisoned_targets() -> None:
    s = position(Put("VS-930", 0, "c3"), Put("VS-952", 1, "c4"), Put("X-001", 1, "e4"),
                 Put("X-005", 1, "air"), Put("VS-001", 1, "a5"), SPARE)
    hexer, immune, armoured = card(s, "VS-930", 0), card(s, "VS-952", 1), card(s, "X-001", 1)
    flyer, plain = card(s, "X-005", 1), card(s, "VS-001", 1)
    assert immune not in ability_targets(s, hexer, 0)  # spell protection
    assert ability_targets(s, hexer, 1) == set()  # nobody poisoned yet
    set_marker(s, plain, POISON, 1)
    s.settle()
    assert ability_targets(s, hexer, 1) == {hexer}
    use(s, hexer, hexer, 1)
    assert s.wounds[plain] == 1 and s.wounds[armoured] == 0
    assert s.modifier(hexer, armoured, "strike", 2, False) == 1  # armour
    assert s.modifier(hexer, plain, "strike", 2, False) == 0
    cond = compile_ability({"trigger": "on_attack", "target": {"side": "other", "if": {
        "keyword": "flying"}}, "effects": [{"strike": 1}]}, "VS-930").target.condition
    assert cond.holds(s, flyer) and not cond.holds(s, plain)
    cond = compile_ability(ABILITIES["VS-930"]["abilities"][2], "VS-930").target.condition
    assert cond.cost_max == 5 and cond.not_keywords == ("flying",)


def test_battle_start_for_the_second_player_only() -> None:
    from deckcheck.engine.agents import make_agent
    from deckcheck.engine.api import Game, Observation
    from deckcheck.games.berserk.engine import new_game
    from deckcheck.games.berserk.engine.game import GAME

    s = new_game({"VS-931": 15}, {"VS-931": 15}, 4, cards=table(), log=True)
    agent = make_agent("random", cast(Game, GAME), 1)
    while s.phase != MAIN:
        s.apply(agent.act(Observation(s, s.current_player())))
    mine = [c for c in s.on_field() if s.cards.ids[s.kinds[c]] == "VS-931"]
    assert mine and all(s.counters(c) == (s.ctrl[c] != s.first) for c in mine)
    assert any("«second's patience»" in t for t in texts(s))


def test_return_instead_of_dying_and_the_enemy_with_most_lives() -> None:
    s = position(Put("VS-932", 0, "c3"), Put("VS-001", 1, "c4", wounds=2),
                 Put("VS-001", 1, "a5", wounds=1), Put("VS-001", 0, "a1"))
    elusive, weaker, stronger = card(s, "VS-932", 0), card(s, "VS-001", 1, 0), \
        card(s, "VS-001", 1, 1)
    assert ability_targets(s, elusive, 1) == {stronger}
    s.wounds[elusive] = 5
    s.closed[weaker] = False
    s.active = s.to_move = 1
    s.settle()
    s.queue_dice(6, 1)
    s.apply(A.encode(A.STRIKE, weaker, elusive))
    assert s.zone[elusive] == Z_DECK and elusive in s.deck[0] and s.wounds[elusive] == 0
    assert any("instead of dying" in t for t in texts(s))


def test_a_symbiote_acts_on_its_host() -> None:
    s = position(Put("VS-001", 0, "c3", wounds=2), Put("VS-933", 0, "c3", on_host=True),
                 Put("VS-001", 1, "a5"))
    host = card(s, "VS-001", 0)
    s.apply(A.END)
    assert s.wounds[host] == 1


def test_a_triggered_ability_waits_for_its_controller_to_choose() -> None:
    s = position(Put("VS-934", 1, "grave"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "b5"),
                 Put("VS-001", 0, "a1"))
    s.apply(A.END)  # seat 1's turn: the valhalla ability asks for one of two allies
    assert s.phase == CHOOSE and s.to_move == 1
    first, second = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    choices = set(s.legal_actions())
    assert choices == {A.encode(A.ABILITY, card(s, "VS-934", 1), t) for t in (first, second)}
    s.apply(A.encode(A.ABILITY, card(s, "VS-934", 1), second))
    assert s.phase == MAIN and s.strike_mod[second] == 1 and s.strike_mod[first] == 0


def test_an_optional_choice_may_be_declined() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-934", 1, "c4", closed=True, wounds=5),
                 Put("VS-001", 0, "a1"), Put("X-005", 0, "air"), Put("VS-001", 1, "e6"))
    spiteful = card(s, "VS-934", 1)
    s.queue_dice(6)
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 0, 0), spiteful))
    assert s.phase == CHOOSE and s.to_move == 1  # the flyer is no choice
    assert A.END in s.legal_actions() and len(s.legal_actions()) == 3
    s.apply(A.END)
    assert s.phase == MAIN and not any(s.wounds[c] for c in s.on_field(0))


def test_weak_hits_and_a_choice_at_the_end_of_the_opponents_turn() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-935", 0, "c3", closed=True),
                 Put("VS-001", 1, "e6"), Put("VS-001", 0, "a1"), active=1)
    guard, enemy = card(s, "VS-935", 0), card(s, "VS-001", 1, 0)
    s.queue_dice(6)  # strong, but every hit at it is weak: 1
    s.apply(A.encode(A.STRIKE, enemy, guard))
    while s.phase != MAIN:
        s.apply(A.END)
    assert s.wounds[guard] == 1
    s.closed[guard] = False
    s.apply(A.END)  # seat 1's turn ends: the open guard may strike
    assert s.phase == CHOOSE and s.to_move == 0 and A.END in s.legal_actions()
    s.apply(A.encode(A.ABILITY, guard, enemy | 1 << 8))  # its 2nd ability
    assert s.wounds[enemy] == 2 and s.phase == MAIN and s.active == 0


def test_tier_modifiers_and_columns() -> None:
    s = position(Put("VS-936", 0, "c3"), Put("VS-951", 0, "d3"), Put("VS-001", 1, "c4",
                                                                     closed=True), SPARE_1)
    jabber, enemy = card(s, "VS-936", 0), card(s, "VS-001", 1)
    s.queue_dice(1)  # weak 1, +1 in formation
    s.apply(A.encode(A.STRIKE, jabber, enemy))
    assert s.wounds[enemy] == 2
    assert s.modifier(jabber, enemy, "strike", 256, True, 2) == 0  # not for a strong hit
    assert reduced(s, jabber, 1, "strike", enemy, 0) == 0 and \
        reduced(s, jabber, 3, "strike", enemy, 2) == 3
    assert s.modifier(jabber, enemy, "dice", 4, False) == 1  # column c
    s2 = position(Put("VS-936", 0, "b3"), SPARE_1)
    assert s2.modifier(card(s2, "VS-936", 0), card(s2, "VS-011", 1), "dice", 4, False) == 0


def test_up_to_three_different_targets_each_a_choice() -> None:
    s = position(Put("VS-937", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "e5"),
                 Put("X-027", 1, "a5"), Put("VS-001", 0, "a1"))
    sparks, one, two = card(s, "VS-937", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    ally = card(s, "VS-001", 0)
    assert card(s, "X-027", 1) not in ability_targets(s, sparks)  # discharge protection
    use(s, sparks, one)
    assert s.phase == CHOOSE and s.wounds[one] == 1
    assert set(s.legal_actions()) == {A.END, A.encode(A.ABILITY, sparks, two),
                                      A.encode(A.ABILITY, sparks, ally)}
    s.apply(A.encode(A.ABILITY, sparks, two))
    assert s.phase == CHOOSE and A.encode(A.ABILITY, sparks, two) not in s.legal_actions()
    s.apply(A.END)  # "or fewer": the third is declined
    assert s.phase == MAIN and s.wounds[two] == 1 and s.wounds[ally] == 0


def test_second_strike_of_a_turn() -> None:
    s = position(Put("VS-938", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE, SPARE_1)
    twin, enemy = card(s, "VS-938", 0), card(s, "VS-001", 1)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, twin, enemy))
    assert not s.closed[twin]
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, twin, enemy))
    assert s.closed[twin] and s.wounds[enemy] == 2


def test_fights_closed_moves_front_and_the_killer() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-939", 0, "c3", closed=True), SPARE, SPARE_1,
                 active=1)
    watcher, enemy = card(s, "VS-939", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 6)  # closed, yet it rolls too: D -5, a medium counter-strike of 2
    s.apply(A.encode(A.STRIKE, enemy, watcher))
    while s.phase != MAIN:
        s.apply(A.END)
    assert s.wounds[enemy] == 2 and s.wounds[watcher] == 0
    s2 = position(Put("VS-939", 0, "b2"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "a4"), SPARE)
    mover, ahead, aside = card(s2, "VS-939", 0), card(s2, "VS-001", 1, 0), card(s2, "VS-001", 1, 1)
    s2.apply(A.encode(A.MOVE, mover, board_cell("c2")))
    s2.apply(A.encode(A.MOVE, mover, board_cell("c3")))
    assert s2.strike_mod[mover] == 2  # +1 per move, this turn
    assert s2.modifier(mover, ahead, "strike", 2, False) == 1
    assert s2.modifier(mover, aside, "strike", 2, False) == 0
    s3 = position(Put("VS-001", 1, "c4"), Put("VS-939", 0, "c3", closed=True, wounds=5),
                  SPARE, SPARE_1, active=1)
    killer, victim = card(s3, "VS-001", 1), card(s3, "VS-939", 0)
    s3.queue_dice(6, 1)
    s3.apply(A.encode(A.STRIKE, killer, victim))
    while s3.phase != MAIN:
        s3.apply(A.END)
    assert s3.zone[victim] == Z_GRAVE and s3.zone[killer] == Z_GRAVE


def test_an_exposed_creature_this_turn() -> None:
    s = position(Put("VS-941", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4",
                                                                     closed=True),
                 Put("VS-011", 0, "e1"), SPARE_1)
    hunter, ally, prey = card(s, "VS-941", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    use(s, hunter, prey)
    s.queue_dice(5)  # 5 + 1: a strong hit of 3
    s.apply(A.encode(A.STRIKE, ally, prey))
    assert s.wounds[prey] == 1 + 3
    s.turn += 2
    s.closed[ally] = False
    s.settle()
    s.queue_dice(5)
    s.apply(A.encode(A.STRIKE, ally, prey))
    assert s.wounds[prey] == 4 + 2  # a later turn: medium


def test_armour_while_in_formation() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-942", 1, "c4",
                                                                     closed=True),
                 Put("VS-951", 1, "d4"), SPARE_1)
    first, second, wall = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1), card(s, "VS-942", 1)
    s.queue_dice(6)  # 3, 2 absorbed
    s.apply(A.encode(A.STRIKE, first, wall))
    finish(s)  # no defender
    assert s.wounds[wall] == 1
    s.queue_dice(6)  # the armour is spent this turn
    s.apply(A.encode(A.STRIKE, second, wall))
    finish(s)
    assert s.wounds[wall] == 4
    s.turn += 2
    assert reduced(s, wall, 3, "strike", first) == 1  # a new turn: armour again
    assert reduced(s, wall, 3, "discharge", first) == 3  # armour does not stop magic


def test_a_parasite_slows_its_host() -> None:
    s = position(Put("X-004", 0, "c3"), Put("VS-943", 1, "c3", on_host=True),
                 Put("VS-001", 1, "a6"))
    host = card(s, "X-004", 0)
    s.apply(A.END)
    s.apply(A.END)  # seat 0's turn again: movement 2, -1
    assert s.active == 0 and s.moves[host] == 1


def test_either_effect_is_the_targets_controllers_choice() -> None:
    s = position(Put("VS-944", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    stinker, victim = card(s, "VS-944", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)  # a weak hit; the victim stays open
    s.apply(A.encode(A.STRIKE, stinker, victim))
    assert s.phase == CHOOSE and s.to_move == 1
    close, wound = (A.encode(A.ABILITY, stinker, victim | alt << A.ABILITY_PICK) for alt in (0, 1))
    assert set(s.legal_actions()) == {close, wound}
    assert "takes «close»" in s.describe(close)
    s.apply(wound)
    assert s.phase == MAIN and s.wounds[victim] == 1 + 2 and not s.closed[victim]


def test_a_defender_condition_and_a_mark_for_two_turns() -> None:
    s = position(Put("VS-945", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-945", 1, "d4"), SPARE, SPARE_1)
    hunter, target, guard = card(s, "VS-945", 0), card(s, "VS-001", 1), card(s, "VS-945", 1)
    s.apply(A.encode(A.STRIKE, hunter, target))
    s.queue_dice(1, 6)  # the guard steps in (and is marked for two turns)
    s.apply(A.encode(A.DEFEND, guard))
    finish(s)
    assert s.wounds[guard] == 0  # D -5: the attacker misses
    assert marker(s, guard, "marker:up") == s.turn + 1
    assert s.modifier(guard, hunter, "strike", 256, False) == 1
    s.turn += 1
    assert s.modifier(guard, hunter, "strike", 256, False) == 1  # its own next turn
    s.turn += 1
    assert s.modifier(guard, hunter, "strike", 256, False) == 0
    s2 = position(Put("VS-945", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                  Put("VS-001", 1, "d4"), SPARE, SPARE_1)
    s2.apply(A.encode(A.STRIKE, card(s2, "VS-945", 0), card(s2, "VS-001", 1, 0)))
    s2.queue_dice(6, 1)  # the defender of d4 takes a strong 3, +2
    s2.apply(A.encode(A.DEFEND, card(s2, "VS-001", 1, 1)))
    finish(s2)
    assert s2.wounds[card(s2, "VS-001", 1, 1)] == 5


def test_an_aura_shields_the_cards_beside_it() -> None:
    s = position(Put("VS-946", 1, "c5"), Put("VS-001", 1, "b5"), Put("VS-001", 1, "c6"),
                 Put("VS-950", 1, "d5"), Put("X-003", 0, "c2"), SPARE)
    beside, behind, highlander = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1), \
        card(s, "VS-950", 1)
    assert aura_reduced(s, beside, 2, "shot") == 1  # steppes, beside it
    assert aura_reduced(s, behind, 2, "shot") == 2  # not beside it
    assert aura_reduced(s, highlander, 2, "shot") == 2  # not steppes
    assert aura_reduced(s, beside, 2, "strike") == 2  # not a ranged attack
    s.apply(A.encode(A.SHOT, card(s, "X-003", 0), beside))
    assert s.wounds[beside] == 1


def test_a_mark_for_this_turn() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-940", 1, "c4",
                                                                     closed=True), SPARE_1)
    first, second, ogre = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1), card(s, "VS-940", 1)
    s.queue_dice(6)
    s.apply(A.encode(A.STRIKE, first, ogre))
    assert s.wounds[ogre] == 3
    s.queue_dice(6)
    s.apply(A.encode(A.STRIKE, second, ogre))
    assert s.wounds[ogre] == 3  # hardened this turn
    s.turn += 2
    assert reduced(s, ogre, 3, "strike", first) == 3  # not in a later turn


def test_a_death_ability_on_a_killer_dying_at_the_same_time() -> None:
    # Regression: the killer, dying of the counter-strike, was destroyed a second time by
    # the victim's death ability and went to its graveyard twice.
    s = position(Put("VS-001", 1, "c4", wounds=7), Put("VS-939", 0, "c3", wounds=5),
                 SPARE, SPARE_1, active=1)
    killer, victim = card(s, "VS-001", 1), card(s, "VS-939", 0)
    s.queue_dice(5, 3)  # D +2: a medium hit and a weak counter-strike, both lethal
    s.apply(A.encode(A.STRIKE, killer, victim))
    finish(s)
    s.check_invariants()
    assert s.zone[killer] == Z_GRAVE and s.zone[victim] == Z_GRAVE
    assert s.grave[1].count(killer) == 1


def test_take_wounds_and_unique_attackers() -> None:
    s = position(Put("VS-931", 0, "c3"), Put("VS-001", 0, "c2", wounds=3),
                 Put("VS-953", 1, "c4", closed=True), Put("VS-001", 1, "b4", closed=True))
    c, hurt, king = card(s, "VS-931", 0), card(s, "VS-001", 0), card(s, "VS-953", 1)
    use(s, c, hurt, 1)
    assert s.wounds[hurt] == 1 and s.wounds[c] == 2
    assert reduced(s, c, 3, "strike", king) == 2
    assert reduced(s, c, 3, "strike", card(s, "VS-001", 1)) == 3


def test_crossing_the_middle_of_the_field_acts() -> None:
    s = position(Put("VS-970", 0, "c3"), SPARE, SPARE_1)
    rider = card(s, "VS-970", 0)
    s.apply(A.encode(A.MOVE, rider, board_cell("c4")))  # onto the enemy's half
    assert s.strike_mod[rider] == 1 and s.dice_mod[rider] == 0
    s.apply(A.encode(A.MOVE, rider, board_cell("d4")))  # along the enemy's half: nothing
    assert s.strike_mod[rider] == 1
    s.apply(A.encode(A.MOVE, rider, board_cell("d3")))  # back home
    assert s.strike_mod[rider] == 1 and s.dice_mod[rider] == 1
    assert any("when it moves from its half onto the enemy's half" in t for t in texts(s))


def test_how_it_moved_this_turn() -> None:
    s = position(Put("VS-970", 0, "c1"), Put("VS-001", 1, "a6"), SPARE)
    rider, foe = card(s, "VS-970", 0), card(s, "VS-001", 1)
    assert s.tracks_moves
    for op in ("direct", "dice", "strike"):
        assert not s.modifier(rider, foe, op, 256, False)
    s.apply(A.encode(A.MOVE, rider, board_cell("c2")))
    assert not s.modifier(rider, foe, "direct", 256, False)  # one cell is not two
    s.apply(A.encode(A.MOVE, rider, board_cell("c3")))
    assert s.modifier(rider, foe, "direct", 256, False)  # two cells straight on
    assert not s.modifier(rider, foe, "dice", 256, False)
    s.apply(A.encode(A.MOVE, rider, board_cell("d3")))  # a turn, along a row
    assert not s.modifier(rider, foe, "direct", 256, False)
    assert s.modifier(rider, foe, "dice", 256, False) == 2
    assert s.modifier(rider, foe, "strike", 256, False) == 3
    s.turn += 2  # a later turn of its: it has not moved in it
    for op in ("direct", "dice", "strike"):
        assert not s.modifier(rider, foe, op, 256, False)


def test_push_or_wounds_and_a_target_that_moved() -> None:
    s = position(Put("VS-971", 0, "c3"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "b4"),
                 Put("VS-011", 0, "a5"), SPARE_1)
    hammer, pushed, stuck = card(s, "VS-971", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(1, 1)
    s.apply(A.encode(A.STRIKE, hammer, pushed))
    assert s.phase == CHOOSE and s.to_move == 1
    push, wound = (A.encode(A.ABILITY, hammer, pushed | alt << A.ABILITY_PICK) for alt in (0, 1))
    assert set(s.legal_actions()) == {push, wound}
    s.apply(push)  # diagonally on, away from the hammer: d4 -> e5
    assert s.cell[pushed] == board_cell("e5") and s.cells[board_cell("d4")] < 0
    s.check_invariants()
    assert any("is pushed to" in t for t in texts(s))
    s.closed[hammer] = False
    s.settle()
    s.queue_dice(1, 1)
    s.apply(A.encode(A.STRIKE, hammer, stuck))  # b4 -> a5 is taken: the wounds, unasked
    assert s.phase == MAIN
    assert s.wounds[stuck] == 1 + 2 and s.cell[stuck] == board_cell("b4")
    s.closed[hammer] = False
    s.settle()
    wounds = s.wounds[pushed], s.wounds[stuck]
    use(s, hammer, pushed, 1)  # pushed this turn: it moved
    assert s.wounds[pushed] - wounds[0] == 1
    s.closed[hammer] = False
    s.settle()
    use(s, hammer, stuck, 1)
    assert s.wounds[stuck] - wounds[1] == 3


def test_a_creature_that_did_not_move_in_the_last_turn() -> None:
    s = position(Put("VS-971", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c6"),
                 SPARE, active=1)
    hammer, idle, walker = card(s, "VS-971", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.apply(A.END)  # seat 1 did not move: at seat 0's turn start, the one in front takes 1
    finish(s)
    assert s.wounds[idle] == 1 and s.active == 0
    s.apply(A.END)
    s.apply(A.encode(A.MOVE, idle, board_cell("d4")))
    s.apply(A.encode(A.MOVE, walker, board_cell("c5")))
    s.apply(A.encode(A.MOVE, walker, board_cell("c4")))  # it moved: into the heat, unhurt
    s.apply(A.END)
    finish(s)
    assert s.wounds[walker] == 0 and s.wounds[idle] == 1
    assert card(s, "VS-971", 0) == hammer
def test_x_from_its_counters_then_lost_and_a_counter_limit() -> None:
    s = position(Put("VS-980", 0, "c2"), Put("VS-001", 1, "c5"), SPARE)
    bolt, enemy = card(s, "VS-980", 0), card(s, "VS-001", 1)
    s.set_counters(bolt, 2)
    s.settle()
    assert ability_targets(s, bolt, 1) == set()  # at its limit: no "wind"
    s.queue_dice(6)
    use(s, bolt, enemy)
    assert s.wounds[enemy] == 5 and s.counters(bolt) == 0  # 1 + 2 × 2, then it loses them
    s.apply(A.END)
    s.apply(A.END)
    use(s, bolt, bolt, 1)
    assert s.counters(bolt) == 1
    assert any("1-1-1 wounds +2X (X: its counters), loses every counter" in t for t in texts(s))


def test_x_from_a_count_of_friendly_creatures_with_a_cap() -> None:
    s = position(Put("VS-981", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-979", 0, "a1"),
                 Put("VS-979", 0, "e1"), Put("VS-979", 0, "a2"), Put("VS-979", 1, "e6"))
    zombie, enemy = card(s, "VS-981", 0), card(s, "VS-001", 1)
    assert s.modifier(zombie, enemy, "strike", 256, False) == 2  # three dark allies, max 2
    for dark in (card(s, "VS-979", 0, 0), card(s, "VS-979", 0, 1)):
        s.kill([dark])
    assert s.modifier(zombie, enemy, "strike", 256, False) == 1  # the enemy's does not count


def test_x_from_its_wounds_and_nothing_to_throw_without_any() -> None:
    s = position(Put("VS-982", 0, "c3"), Put("VS-982", 0, "a3", wounds=3),
                 Put("VS-001", 1, "c5"), SPARE_1)
    fresh, hurt, enemy = card(s, "VS-982", 0, 0), card(s, "VS-982", 0, 1), card(s, "VS-001", 1)
    assert ability_targets(s, fresh) == set()  # X = 0: it would deal nothing
    use(s, hurt, enemy)
    assert s.wounds[enemy] == 2  # three wounds, at most 2


# VS-983's X-counter ability as compiled: X=6 or more (every counter) at index 0, X=5 at
# 1 ... X=1 at 5 (one ability per amount, compiler.X_CHOICES); taking a counter at 6.
X_AT = {6: 0, 5: 1, 4: 2, 3: 3, 2: 4, 1: 5}


def test_spending_x_counters_spends_the_x_picked() -> None:
    s = position(Put("VS-983", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_1)
    c, enemy = card(s, "VS-983", 0), card(s, "VS-001", 1)
    assert not any(ability_targets(s, c, i) for i in X_AT.values())  # no counter: no X
    assert ability_targets(s, c, 6) == {c}  # take one
    s.set_counters(c, 3)
    s.settle()
    assert ability_targets(s, c, X_AT[4]) == set() and enemy in ability_targets(s, c, X_AT[3])
    use(s, c, enemy, X_AT[2])
    assert s.wounds[enemy] == 3 and s.counters(c) == 1


def test_x_counter_choices_are_bounded_by_the_max_and_the_counter_limit() -> None:
    base = {"name": "n", "trigger": "tap", "cost": {"counters": "x"},
            "target": {"side": "enemy"}}
    names = [r["name"] for r in amount_choices(
        {**base, "effects": [{"wound": 1}, {"poison": 0, "x": "spent", "max": 3}]}, "X-1")]
    assert names == ["n (X=3)", "n (X=2)", "n (X=1)"]
    capped = amount_choices({**base, "effects": [{"wound": 0, "x": "spent"}]}, "X-1",
                            counter_limit=2)
    assert [compile_ability(r, "X-1").cost_counters for r in capped] == [2, 1]
    assert not any(compile_ability(r, "X-1").cost_all for r in capped)
    free = amount_choices({**base, "effects": [{"wound": 0, "x": "spent"}]}, "X-1")
    assert free[0]["name"] == "n (X=6 or more)" and compile_ability(free[0], "X-1").cost_all
    with pytest.raises(AbilityError, match="use limit"):
        amount_choices({**base, "once_per_turn": True,
                        "effects": [{"wound": 0, "x": "spent"}]}, "X-1")


def test_spending_x_counters_past_the_choices_spends_them_all() -> None:
    s = position(Put("VS-983", 0, "c3"), Put("NT-017", 1, "c5"), SPARE_1)
    c, enemy = card(s, "VS-983", 0), card(s, "NT-017", 1)  # 12 lives: it lives
    s.set_counters(c, 8)
    s.settle()
    use(s, c, enemy, X_AT[6])
    assert s.wounds[enemy] == 9 and s.counters(c) == 0


def test_counters_only_from_itself() -> None:
    s = position(Put("VS-985", 0, "c3"), Put("VS-984", 0, "c2"), Put("VS-001", 0, "b3"),
                 SPARE_1)
    giver, loner, other = card(s, "VS-985", 0), card(s, "VS-984", 0), card(s, "VS-001", 0)
    assert ability_targets(s, giver) == {other} and loner not in ability_targets(s, giver)


def test_a_shield_for_the_opponents_next_turns() -> None:
    s = position(Put("VS-986", 0, "c3"), Put("VS-001", 0, "c2"), Put("VS-001", 0, "b3"),
                 SPARE_1)
    warden, one, two = card(s, "VS-986", 0), card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    use(s, warden, one)
    assert s.absorb(one, 3, "strike") == 2 and s.absorb(one, 3, "spell") == 3
    s.turn += 1  # the opponent's next turn: still shielded
    assert s.absorb(one, 3, "shot") == 2
    s.turn += 1
    assert s.absorb(one, 3, "strike") == 3
    s.closed[warden] = False
    s.set_counters(warden, 2)
    s.settle()
    use(s, warden, two, 5)  # X=2 (index 1 is X=6 or more ... 5 X=2): two turns
    assert s.absorb(two, 3, "throw") == 0 and s.absorb(two, 3, "strike") == 3
    s.turn += 3
    assert s.absorb(two, 3, "shot") == 0
    s.turn += 1
    assert s.absorb(two, 3, "shot") == 3


def test_conditions_on_the_creatures_next_to_it() -> None:
    s = position(Put("VS-987", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 0, "d2"),
                 Put("VS-988", 1, "c4"), Put("VS-001", 1, "e6"))
    c, enemy = card(s, "VS-987", 0), card(s, "VS-988", 1)
    herd, gang, bully = (a.condition for a in s.abilities_of(c))
    assert herd.holds(s, c) and gang.holds(s, c) and bully.holds(s, c)
    assert s.modifier(c, enemy, "strike", 256, False) == 1
    s.wounds[card(s, "VS-001", 0, 0)] = 1  # one unwounded ally left; two against one still
    assert not herd.holds(s, c) and gang.holds(s, c)
    s.kill([card(s, "VS-001", 0, 1)])  # one against one: not outnumbered
    assert not gang.holds(s, c)
    s.kill([enemy])  # no enemy with a weak strike of 2 next to it
    assert not bully.holds(s, c)
    assert "next to at least 2 unwounded friendly creatures" in s.abilities_of(c)[0].describe()


# --- the language itself ------------------------------------------------------------------------


def test_every_operation_and_trigger_is_tested_here() -> None:
    # here, and in the synthetic cards (ABILITIES) of the test_cards_* and
    # test_card_scenarios_* files
    import importlib
    import pkgutil

    import tests.games.berserk as package

    synthetic = [ABILITIES]
    for module in pkgutil.iter_modules(package.__path__):
        if module.name.startswith(("test_cards_", "test_card_scenarios_")):
            found = getattr(importlib.import_module(f"{package.__name__}.{module.name}"),
                            "ABILITIES", None)
            if found:
                synthetic.append(found)
    entries = [entry for abilities in synthetic for entry in abilities.values()]
    def clauses(ability: dict[str, Any]) -> list[dict[str, Any]]:  # with its follow-ups
        return [ability, *(clauses(ability["then"]) if "then" in ability else ())]

    used_ops = {k for entry in entries for ability in entry["abilities"]
                for clause in clauses(ability)
                for effect in clause.get("effects", ()) for k in effect if k in OPERATIONS}
    used_triggers = {a["trigger"] for entry in entries for a in entry["abilities"]}
    assert used_ops == set(OPERATIONS)
    assert used_triggers == set(TRIGGERS)


def test_bad_records_are_errors() -> None:
    with pytest.raises(AbilityError, match="unknown effect keys: boom"):
        compile_ability({"trigger": "tap", "effects": [{"boom": 1}]}, "VS-900")
    with pytest.raises(AbilityError, match="no player to choose"):
        compile_ability({"trigger": "static", "target": {"side": "enemy"},
                         "effects": [{"strike": 1}]}, "VS-900")
    with pytest.raises(AbilityError, match="only modify strikes"):
        compile_ability({"trigger": "static", "effects": [{"wound": 1}]}, "VS-900")
    with pytest.raises(AbilityError, match="x spent needs cost counters x"):
        compile_ability({"trigger": "tap", "effects": [{"wound": 1, "x": "spent"}]}, "VS-900")
    with pytest.raises(AbilityError, match="per, max and min need an x"):
        compile_ability({"trigger": "tap", "effects": [{"wound": 1, "per": 2}]}, "VS-900")
    with pytest.raises(AbilityError, match="x is one of"):
        compile_ability({"trigger": "tap", "effects": [{"wound": 1, "x": "luck"}]}, "VS-900")
    with pytest.raises(AbilityError, match=r"anywhere is for block .* not wound"):
        compile_ability({"trigger": "tap", "effects": [{"wound": 1, "anywhere": True}]},
                        "VS-900")
    assert compile_ability({"trigger": "static", "target": {"side": "other"},
                            "effects": [{"block": True, "anywhere": True}]},
                           "VS-900").effects[0].anywhere


def test_a_bad_file_is_a_located_load_error(tmp_path: Path) -> None:
    path = tmp_path / "card-abilities.yaml"
    path.write_text("game: berserk\ncards:\n  VS-001:\n    complete: true\n    abilities:\n"
                    "      - trigger: static\n        effects: [{wound: 1}]\n", encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_card_abilities(path)
    assert "VS-001" in str(err.value) and "card-abilities.yaml:4:" in str(err.value)
    path.write_text("game: berserk\ncards:\n  VS-001:\n    abilities: []\n", encoding="utf-8")
    with pytest.raises(LoadError):  # 'complete' is required by the schema
        load_card_abilities(path)


@pytest.mark.parametrize(("most", "refused"), [(64, False), (65, True)])
def test_a_card_holds_as_many_abilities_as_an_action_names(
        tmp_path: Path, most: int, refused: bool) -> None:
    # An ABILITY action names its ability in 6 bits (a choice between effects packs its
    # pick above them): a 65th, as an up_to of 65 spreads into, would name another one.
    path = tmp_path / "card-abilities.yaml"
    path.write_text("game: berserk\ncards:\n  VS-001:\n    complete: true\n    abilities:\n"
                    "      - {name: ram, trigger: tap, up_to: true, target: {side: enemy},\n"
                    f"         effects: [{{wound: {most}}}]}}\n", encoding="utf-8")
    if refused:
        with pytest.raises(LoadError,
                           match=r"card-abilities\.yaml:4:5: ABILITY: VS-001: 65 abilities"):
            load_card_abilities(path)
    else:
        assert len(load_card_abilities(path)["VS-001"].played) == 64 == A.MAX_ABILITIES


def test_the_data_is_one_file_per_set_each_holding_its_own_set(tmp_path: Path) -> None:
    bundled = card_abilities_path()
    assert bundled.is_dir()
    names = {path.name for path in bundled.glob("*.yaml")}
    sets = {path.name for path in (bundled.parent / "sets").glob("*.yaml")}
    assert names == sets  # one ability file per set file, named alike
    folder = tmp_path / "card-abilities"
    folder.mkdir()
    with pytest.raises(LoadError, match="no card ability files"):
        load_card_abilities(folder)
    (folder / "vs.yaml").write_text("game: berserk\nset: VS\ncards:\n  VS-001:\n"
                                    "    complete: true\n    abilities: []\n", encoding="utf-8")
    (folder / "nt.yaml").write_text("game: berserk\nset: NT\ncards:\n  NT-001:\n"
                                    "    complete: true\n    abilities: []\n", encoding="utf-8")
    assert set(load_card_abilities(folder)) == {"VS-001", "NT-001"}
    (folder / "stray.yaml").write_text("game: berserk\nset: NT\ncards:\n  VS-002:\n"
                                       "    complete: true\n    abilities: []\n",
                                       encoding="utf-8")
    with pytest.raises(LoadError, match=r"stray\.yaml:5:.*VS-002 is not a card of set NT"):
        load_card_abilities(folder)
    (folder / "stray.yaml").write_text("game: berserk\ncards:\n  VS-001:\n"
                                       "    complete: true\n    abilities: []\n",
                                       encoding="utf-8")
    with pytest.raises(LoadError, match=r"VS-001 is encoded twice"):
        load_card_abilities(folder)


# --- every encoded card of the bundled file -----------------------------------------------

#: An ``open`` effect, for opening a card as an ability does.
OPEN = compile_effect({"open": True}, "test")


ENCODED = sorted(load_card_abilities())


@cache
def bundled_table() -> CardTable:
    """The bundled cards and card abilities, with the synthetic cards as targets."""
    cards = {c.id: c for c in load_catalogue("berserk")}
    cards.update((c.id, c) for c in CARDS)
    return CardTable(cards.values(), load_vocabulary())


#: Cards to stand as the other card of an ability (the first fitting its condition).
OTHERS = ("VS-001", "VS-950", "X-001", "X-003", "X-021", "X-020", "X-033", "VS-103", "VS-004",
          "VS-069", "VS-137", "VS-013", "NT-184", "NT-009", "X-032", "VS-019", "X-005",
          "VS-061", "NT-029", "NT-011", "NT-037", "NT-117", "NT-174",
          "NT-114", "NT-132", "NT-102", "NT-110", "NT-106", "NT-034", "NT-032", "NT-055",
          "X-006", "NT-141", "NT-162", "X-099", "VS-172", "NT-075",
          "VS-155", "VS-097")  # (VS-097: an elf, NT-096's target)


#: A guest of each kind the condition hosting asks for (a symbiote, a parasite).
GUESTS = {"symbiote": "NT-094", "parasite": "NT-175"}


def other_for(condition: Condition, at: str = "c4") -> tuple[str, str]:
    """A card id fitting ``condition`` and where to put it (flyers in the air); being a
    defender is arranged by the caller."""
    condition = dataclasses.replace(condition, defending=False, attacking=False, struck=False,
                                    beside_struck=False, just_moved=False, hosting="",
                                    die_roll=frozenset(), every_row=None,
                                    more_elite=None, boosted=None, near_min=0,
                                    movement=None, enemy_rows=frozenset(),
                                    hosts_parasite=None,  # the caller puts the parasite
                                    cost_revealed=False, acted=None,
                                    lives_at_most=None)  # the caller wounds it so far
    for other in OTHERS:
        where = "air" if other in ("X-005", "NT-011", "NT-055", "NT-075") else at
        s = arrange([Put(other, 1, where, closed=condition.open is False),
                     Put("VS-001", 0, "a1")], table=bundled_table())
        found = card(s, other, 1)
        if condition.poisoned:
            set_marker(s, found, POISON, 1)
        if condition.marked:
            set_marker(s, found, "marker:" + condition.marked, s.turn)
        if condition.wounded:  # the caller wounds it
            s.wounds[found] = 1
        if condition.incarnation_min:  # (the caller gives it the tokens)
            set_marker(s, found, "incarnation", condition.incarnation_min)
        if condition.holds(s, found):
            return other, where
    raise AssertionError(f"no card fits {condition.words()}")


def respond_in_a_strike(s: State, c: int, index: int, enemy: int) -> bool:
    """Use ``c``'s instant ability ``index`` in a simple strike: its ally on b3 striking
    the enemy, or the enemy striking that ally (dice 1 and 1); whether it was offered."""
    ally = card(s, "VS-001", 0)
    for attacker, victim in ((ally, enemy), (enemy, ally), (c, enemy), (enemy, c)):
        t = s.clone()
        t._log = []
        t.active = t.to_move = t.ctrl[attacker]
        t.closed[attacker] = t.closed[c] = False
        t.settle()
        t.queue_dice(1, 1)
        t.apply(A.encode(A.STRIKE, attacker, victim))
        while t.phase != MAIN and not t.is_terminal():
            mine = [a for a in t.legal_actions() if a & 15 == A.ABILITY
                    and (a >> 4) & 255 == c and (a >> 20) & A.ABILITY_INDEX == index]
            if t.phase == RESPOND and mine:
                t.queue_dice(4)
                t.apply(mine[0])
                s._log = t._log
                return True
            legal = t.legal_actions()  # a target that must be chosen: the first
            t.apply(A.END if A.END in legal else legal[0])
    return False
def respond_to_a_shot(s: State, c: int, index: int) -> bool:
    """Use ``c``'s instant ability ``index`` (one answering shots only, before they act)
    as the archer of seat 1 (VS-004) shoots a card of its side; whether it was offered."""
    archer = card(s, "VS-004", 1)
    t = s.clone()
    t._log = []
    t.active = t.to_move = 1
    t.closed[archer] = t.closed[c] = False
    t.settle()
    shots = [a for a in t.legal_actions() if (a >> 4) & 255 == archer
             and a & 15 == A.ABILITY and (a >> 20) & A.ABILITY_INDEX == 0]  # its hunting bolt
    assert shots, "the archer has no shot"
    for shot in shots:  # at each card it may shoot: one it answers for
        u = t.clone()
        u._log = []
        u.apply(shot)
        mine = [a for a in u.legal_actions() if a & 15 == A.ABILITY
                and (a >> 4) & 255 == c and (a >> 20) & A.ABILITY_INDEX == index]
        if u.phase == RESPOND and mine:
            u.apply(mine[0])
            s._log = u._log
            return True
    return False


def respond_to_a_move(s: State, c: int, index: int, enemy: int) -> bool:
    """Use ``c``'s instant ability ``index`` right after ``enemy`` moves a cell in its
    turn (the resolved window); whether it was offered."""
    t = s.clone()
    t._log = []
    t.active = t.to_move = t.ctrl[enemy]
    t.closed[enemy] = t.closed[c] = False
    t.moves[enemy] = 1
    t.settle()
    steps = [a for a in t.legal_actions() if a & 15 == A.MOVE and (a >> 4) & 255 == enemy]
    t.apply(steps[0])
    mine = [a for a in t.legal_actions() if a & 15 == A.ABILITY
            and (a >> 4) & 255 == c and (a >> 20) & A.ABILITY_INDEX == index]
    if t.phase != RESPOND or not mine:
        return False
    t.apply(mine[0])
    s._log = t._log
    return True


def walk_as(s: State, c: int, movement: Movement) -> None:
    """Note moves of ``c`` this turn that fit ``movement`` (as the engine notes them)."""
    x = s.cell[c]
    if movement.moved is False:
        return
    steps = [-5] * max(1, movement.straight)  # up the board, in one direction
    if movement.turning:
        steps = [-5, -1]
    elif movement.along == 2:  # along a row
        steps = [-1]
    for step in steps:
        record_move(s, c, x, x + step)
        x += step
def neighbours_for(ability: Ability) -> list[Put]:
    """Creatures around c3 that its condition on its neighbours (near, outnumbered) and
    its effects' counts (x count) need."""
    found: list[Put] = []
    condition = ability.condition
    cells = {0: ["c2", "d2", "b2"], 1: ["b4", "d4"]}
    if condition.near_min:
        seat = 1 if condition.near_side == "enemy" else 0
        fitting = other_for(condition.near_if or ANY)[0]
        found += [Put(fitting, seat, cells[seat].pop(0)) for _ in range(condition.near_min)]
    if condition.outnumbered:
        found.append(Put("VS-001", 0, cells[0].pop(0)))
    if ability.trigger == "when_destroys" and ability.target.side == "enemy":
        found.append(Put("VS-001", 1, cells[1].pop()))  # another enemy, once one is dead
    if condition.near_classes:  # undead and demon, troll, arkhaalite: four classes
        found += [Put(kind, 0, cells[0].pop(0)) for kind in ("VS-160", "VS-128", "NT-107")]
    for effect in ability.effects:
        if effect.x_count is not None:
            seat = 1 if effect.x_count.side == "enemy" else 0
            at = cells[seat].pop()
            if at == "b2" and ability.target.side == "ally" and ability.target.condition is not ANY:
                at = "b1"  # b2 holds the ally its target asks for
            found.append(Put(other_for(effect.x_count.condition)[0], seat, at))
    return found


def dice_aura(s: State, ability: Ability) -> bool:
    """Whether its ally_dice aura adds to the die of a creature of its side once every
    card of that side has acted this turn (an X counting the cards that acted)."""
    if not any(e.op == "ally_dice" for e in ability.effects):
        return False
    for t in s.on_field(0):
        set_marker(s, t, ACTED, s.turn + 1)
    return any(ally_boost(s, t, "dice") for t in s.on_field(0))


def compelled(s: State, c: int, enemy: int) -> bool:
    """Whether ``c`` must strike ``enemy`` once it is closed (a passive
    must_strike_closed): its turn may not end before."""
    s.closed[enemy] = True
    s.settle()
    found = A.END not in s.legal_actions()
    s.closed[enemy] = False
    s.settle()
    return found


def wraps(s: State, c: int) -> bool:
    """Whether ``c``, put on a3, has e3 next to it (passive wraparound)."""
    s.put(c, board_cell("a3"))
    return wrapped_cell(s, c) == board_cell("e3")


def restricts(s: State, c: int) -> bool:
    """Whether a restriction drops some of the steps and leaps ``c`` could make to any
    cell."""
    moves = [op | c << 4 | y << 12 for op in (A.MOVE, A.LEAP) for y in range(len(s.cells))]
    found = moves[:]
    restrict_moves(s, c, found, 0)
    return found != moves


def diagonal_offered(s: State, c: int) -> bool:
    """Whether ``c`` has diagonal steps among its moves now."""
    found: list[int] = []
    diagonal_steps(s, c, found)
    return bool(found)


def draws_now(s: State, c: int) -> bool:
    """Whether a passive ``draw`` of ``c`` holds now: some attacker of a kind it draws
    (any card, when its ``from`` asks what the attacker is) must aim at it."""
    kinds = {k for a in s.abilities_of(c) for e in a.effects if e.op == "draw"
             for k in e.against}
    return any(c in drawn_to(s, s.ctrl[c], k, a) for k in kinds for a in range(len(s.kinds))) \
        or any(e.op == "draw" and a.condition.holds(s, c) and e.from_condition is not ANY
               for a in s.abilities_of(c) for e in a.effects)


def strikes_ahead_only(s: State, c: int) -> bool:
    """Whether a passive ``strike_front_only`` of ``c`` drops some of its simple strikes."""
    out = [A.STRIKE | c << 4 | t << 12 for t in range(len(s.kinds)) if t != c]
    front_strike_filter(s, out)
    return len(out) < len(s.kinds) - 1


def finish(s: State) -> None:
    """Play out the windows an event opened: the first target of each choice, the last
    cell of a chosen move (from c4, d5: off c3, where the card being tried stands, so
    that an ability asking for no enemy beside it, after the move, acts: NT-167), no
    defender, the full result."""
    while s.phase != MAIN and not s.is_terminal():
        if s.phase == ORDER:  # cards put back into a deck: each on top
            s.apply(s.legal_actions()[0])
            continue
        chosen = [a for a in s.legal_actions() if a & 15 in (A.ABILITY, A.LEAP)]
        if s.phase == CHOOSE and chosen and chosen[-1] & 15 == A.LEAP:
            chosen.reverse()
        s.apply(chosen[0] if s.phase == CHOOSE and chosen else A.END)


def rolls_better(s: State, c: int) -> bool:
    """Whether ``c``'s passive dice abilities act: its side's first die is fixed to 6, or
    it throws the die of its attacks' strength twice (1 and 5: 5 is kept)."""
    s.queue_dice(1, 5)
    fixed = fixed_die(s, s.ctrl[c]) == 6
    return fixed or strength_roll(s, c) == (5, 0)


def _holds_its_host(s: State, c: int, ability: Ability) -> bool:
    """A symbiote's or parasite's passive hold on its host (host_loses, host_no_counters,
    host_range): it acts once ``c`` stands on a host, the ally on b3."""
    ops = {e.op: e for e in ability.effects}
    if not ops.keys() & {"host_loses", "host_no_counters", "host_range"}:
        return False
    host = card(s, "VS-001", 0)
    s.rehost(c, host)
    return ("host_loses" not in ops or host_loses(s, host, ops["host_loses"].token)) \
        and ("host_no_counters" not in ops or counter_limit(s, host) == 0) \
        and ("host_range" not in ops or host_range(s, host) == ops["host_range"].amount)


@pytest.mark.parametrize("card_id", ENCODED)
def test_every_encoded_card_compiles_and_its_abilities_act(card_id: str) -> None:
    t = card_table()
    entry = t.encoded[card_id]
    kind = t.index[card_id]
    assert t.abilities[kind] == entry.played
    if entry.fully_played:  # only a printed keyword the engine lacks (stamina) may remain
        missing = {k for k, keyword in load_vocabulary().keywords.items()
                   if not keyword.implemented}
        assert {clause.keyword for clause in t.unplayed_clauses(kind)} <= missing
    for index, ability in enumerate(entry.played):
        # The card on c3 (seat 0, enough counters), another card fitting the ability's
        # target condition (next to it, diagonally for a diagonal reduction, two cells
        # away for a ranged one, a shot back at the event's card too), a wounded ally; then
        # the ability must act.
        target = ability.target
        at = "c5" if target.min_range and (ability.trigger in ("tap", "static")
                                           or target.side == "other") else "b4" \
            if any(e.diagonal for e in ability.effects) else "c4"
        mine = "c4" if target.condition.rows else "c3"  # rows: the enemy's 2nd row is c5
        if target.condition.rows or ability.condition.advanced:  # advanced: it stands on c4
            mine, at = "c4", "c5"
            if min(target.condition.rows, default=2) == 1:  # the enemy's front row
                mine, at = "c3", "c4"
        if ability.condition.rows:  # its own row (seat 0's row N is board row 4 - N)
            mine = f"c{4 - min(ability.condition.rows)}"
            if target.condition.rows:  # the enemy's row N is board row 3 + N
                at = f"c{3 + min(target.condition.rows)}"
        if ability.condition.not_rows >= {1, 2, 3}:  # on no row of its own: the other half
            mine, at = "c4", "c5"
        if target.condition.not_rows:  # the other card in an enemy row it may stand in
            at = f"c{3 + min({1, 2, 3} - target.condition.not_rows)}"
        if ability.condition.columns:  # its own column, the enemy in front of it
            column = "abcde"[min(ability.condition.columns)]
            mine, at = f"{column}3", f"{column}4"
        if target.condition.enemy_rows:  # the other card on the enemy's half: seat 0's
            at = "d3"
        elif ability.condition.enemy_front_empty:  # the enemy's front row left empty
            at = "c5"
        other, where = other_for(target.condition, at)
        if any(e.op == "silence" for e in ability.effects):  # a card with abilities to lose
            other, where = ("NT-055", "air") if target.condition.types else ("NT-171", at)
        puts = [Put(card_id, 0, mine, wounds=1), Put(other, 1, where, wounds=1,
                                                     closed=target.condition.open is False),
                Put("VS-001", 0, "b3", wounds=1), Put("VS-011", 1, "e6")]
        if ability.condition.formation or target.partner:  # a partner in formation
            puts.append(Put("VS-061", 0, "d3"))
        if ability.condition.row_mates:  # others of its side in its row
            puts += [Put("VS-001", 0, at) for at in ("a3", "e3")[:ability.condition.row_mates]]
        if ability.choose:  # a far card to choose as well
            puts.append(Put("VS-001", 1, "a6", wounds=1))
        if target.behind_last or any(e.x == "struck_behind_weak" for e in ability.effects):
            # a card behind the enemy on c4
            puts.append(Put("VS-001", 1, "c5", wounds=1))
        if target.near_last and target.side == "enemy" and ability.repeat > 1:
            puts.append(Put("VS-001", 1, "d5", wounds=1))  # beside the enemy on c4
        if target.side == "ally" and target.condition is not ANY:  # an ally fitting it
            puts.append(Put(other_for(target.condition)[0], 0, "c2" if target.column else "b2",
                            wounds=1))
            if target.condition.hosting:  # with the guest it asks for
                puts.append(Put(GUESTS[target.condition.hosting], 1, "b2", on_host=True))
        if ability.condition.hosting:  # its own guest, as it asks
            puts.append(Put(GUESTS[ability.condition.hosting], 0, mine, on_host=True))
        puts.extend(neighbours_for(ability))
        if ability.trigger == "instant" and ability.windows == {"aimed"}:
            # an archer whose shot it answers, and a creature of its side's second row
            puts += [Put("VS-004", 1, "a5"), Put("VS-001", 0, "a2")]
        if ability.repeat_count is not None:  # X counted: a card it counts, where it asks
            rows = ability.repeat_count.condition
            puts.append(Put("VS-001", 0 if ability.repeat_count.side == "ally" else 1,
                            f"d{4 - min(rows.rows)}" if rows.rows else
                            f"d{3 + min(rows.enemy_rows)}" if rows.enemy_rows else "d2"))
        if target.side == "grave":  # a card fitting it in its player's graveyard (one
            saga = any(e.op == "saga" for e in ability.effects)  # with a played valhalla)
            puts.append(Put("VS-062" if saga else other, 0, "grave"))
        if target.condition.hosts_parasite:  # a parasite of its side on the other card
            puts.append(Put("NT-115", 0, where, on_host=True))
        if ability.condition.ranges_min:  # its side's marksmen of three printed ranges
            puts += [Put("VS-054", 0, "a3"), Put("VS-173", 0, "e3"), Put("NT-031", 0, "e2")]
        if ability.condition.has_side and not ability.condition.has_none:  # another card
            # of that side, fitting what it asks (has none: no such card)
            has_id, has_at = other_for(ability.condition.has_if or ANY, "a2")
            seat = 0 if ability.condition.has_side == "ally" else 1
            puts.extend(Put(has_id, seat, has_at if has_at == "air" or not n else "e2")
                        for n in range(ability.condition.has_min))  # as many as it asks
        near = target.condition  # a creature next to the other card, as its condition asks
        if near.near_min:
            puts.append(Put(other_for(near.near_if or ANY)[0],
                            0 if near.near_side == "enemy" else 1, "d5"))
        for effect in ability.effects:  # zones: a card to summon, one to take a token
            if effect.op == "summon" and effect.summons is not None:
                spec = effect.summons
                if not spec.same_name and not spec.itself:  # (a copy of the event's
                    # card: the trigger's own; itself: the card is already there)
                    puts.append(Put(spec.card_id or other_for(spec.fits[0])[0], 0,
                                    spec.zones[0]))
                if spec.onto == "crowded":  # a free cell with its creatures all around
                    seats = {p.at: p.seat for p in puts}
                    for centre in (f"{x}{y}" for x in "bcd" for y in "2345"):
                        around = [f"{chr(ord(centre[0]) + i)}{int(centre[1]) + j}"
                                  for i in (-1, 0, 1) for j in (-1, 0, 1) if i or j]
                        if centre not in seats and all(seats.get(a, 0) == 0 for a in around):
                            puts.extend(Put("VS-001", 0, a) for a in around if a not in seats)
                            break
            elif effect.op == "grave_token":
                puts.append(Put("VS-137", 0, "grave"))
            elif effect.op == "bury_same_cost":  # a creature of the other card's cost
                puts.append(Put(other, 0, "deck"))
            elif effect.op == "deck_order":  # cards to look at
                puts.append(Put("VS-001", 0, "deck"))
        if ability.condition.grave_tokens and not any(e.op == "grave_token"
                                                      for e in ability.effects):
            puts.append(Put("VS-137", 0, "grave"))  # (the token its follow-up takes off)
        if target.side == "guest":  # a closed companion on it
            puts.insert(1, Put("NT-171", 0, mine, on_host=True, closed=True))
        if target.side == "host" or ability.condition.hosted:  # a symbiote: on a host
            host, _ = other_for(target.condition if target.side == "host" else ANY)
            puts[0] = Put(card_id, 0, mine, on_host=True)
            puts.insert(0, Put(host, 0, mine, wounds=1))
        s = arrange(puts, table=bundled_table())
        c, enemy = card(s, card_id, 0), card(s, other, 1)
        if target.condition.poisoned or ability.other_condition.poisoned:
            set_marker(s, enemy, POISON, 1)
        # a modifier by its counters (x: counters) or their loss needs one to show
        s.set_counters(c, max(ability.cost_counters, ability.condition.counters_min or 0,
                              int(any(e.x == "counters" or e.op == "clear_counters"
                                  for e in ability.effects) or ability.repeat_x == "counters")))
        if ability.condition.grave_tokens:  # a token on the creature in its graveyard
            set_marker(s, card(s, "VS-137", 0), "incarnation", 1)
        if ability.condition.paid_more:  # its player paid more for it (VS-190)
            set_marker(s, c, "marker:paid_more", 1)
        if ability.condition.marked:  # marked this turn (and the next one, for an
            # ability at the start of its next turn), as its other ability does
            set_marker(s, c, "marker:" + ability.condition.marked,
                       s.turn + (ability.trigger == "turn_start"))
        if target.condition.marked:  # its targets marked, as its other ability does
            for marked in (c, card(s, "VS-001", 0), enemy):
                set_marker(s, marked, "marker:" + target.condition.marked, s.turn + 1)
        if ability.condition.marked:  # marked itself, as its other ability does
            set_marker(s, c, "marker:" + ability.condition.marked, s.turn + 2)
        if near.near_if is not None and near.near_if.marked:  # marked beside the other
            set_marker(s, s.cells[board_cell("d5")], "marker:" + near.near_if.marked, s.turn)
        if target.side == "ally" and target.condition.open is False:
            s.closed[card(s, "VS-001", 0)] = True  # a closed ally to act on
            if target.partner:  # the formation partner on d3, closed
                s.closed[card(s, "VS-061", 0)] = True
        if ability.condition.movement is not None:  # it moved this turn as asked
            walk_as(s, c, ability.condition.movement)
        if target.condition.movement is not None:  # the other card moved as asked
            walk_as(s, enemy, target.condition.movement)
        if target.trail:  # the other card stands where it stepped this turn
            note_trail(s, c, s.cell[enemy])
        if target.on_mark or target.beside_mark:  # its cell mark under the other card
            y = s.cell[enemy]  # (or, beside_mark, on a cell next to it)
            y = next(z for z in range(len(s.cells)) if DISTANCE[y][z] == 1) \
                if target.beside_mark else y
            set_marker(s, c, CELL_MARK + (target.on_mark or target.beside_mark),
                       (s.turn + 1) << 30 | 1 << y)
        if any(e.op == "heal" and e.amount == HEAL_TURN for e in ability.effects):
            for wounded in (enemy, card(s, "VS-001", 0)):  # their wounds are of this turn
                note_wounds(s, wounded, 1)
        if any(e.x == "steps" for e in ability.effects):  # it moved a cell this turn
            record_move(s, c, s.cell[c], s.cell[c] - 5)
        if ability.condition.advanced:  # its ally too on the enemy's half
            s.put(card(s, "VS-001", 0), board_cell("b4"))
        if ability.condition.wounded is False:
            s.wounds[c] = 0
        for effect in ability.effects:  # a free cell it marked, to move onto
            if effect.destination is not None and effect.destination.marked:
                set_marker(s, c, CELL_MARK + effect.destination.marked,
                           (s.turn + 1) << 30 | 1 << board_cell("e3"))
        if ability.condition.boosted:  # extra lives, as its vampirism gives (at least
            s.lives_max[c] += max(2, ability.condition.boost_min)  # what its X asks)
        if any(e.op == "harden" for e in ability.effects):  # an attack wounded it 5 already
            note_hardened(s, c, 5)
        if ability.condition.lives_at_most is not None:  # wounded down to so many lives
            s.wounds[c] += max(0, s.lives_left(c) - ability.condition.lives_at_most)
        if target.condition.lives_at_most is not None:  # the other card wounded so far too
            s.wounds[enemy] += max(0, s.lives_left(enemy) - target.condition.lives_at_most)
        if ability.condition.lives_above is not None:  # lives left above it
            s.lives_max[c] = s.wounds[c] + ability.condition.lives_above + 1
        if ability.condition.lives_below is not None:  # lives left below it
            s.wounds[c] = s.lives_max[c] - ability.condition.lives_below + 1
        if ability.condition.flyer and not s.is_flyer(c):  # it took wing, as it may
            s.gain_flying(c)
        if ability.condition.open is False and ability.bit == T_PASSIVE:
            s.closed[c] = True
        s.settle()
        described = f"({ability.describe()})"
        if ability.trigger == "instant" and target.condition.just_moved:
            assert respond_to_a_move(s, c, index, enemy), (card_id, ability.describe())
            assert any(described in text for text in texts(s)), card_id
            continue
        if ability.trigger == "instant" and ability.windows == {"aimed"}:
            assert respond_to_a_shot(s, c, index), (card_id, ability.describe())
            assert any(described in text for text in texts(s)), card_id
            continue
        if ability.from_grave:  # used from its graveyard: test_cards_exile plays it there
            continue
        if ability.trigger == "instant" and "main" not in ability.windows:
            assert respond_in_a_strike(s, c, index, enemy), (card_id, ability.describe())
            assert any(described in text for text in texts(s)), card_id
            continue
        if ability.trigger in ("tap", "instant"):
            actions = [a for a in s.legal_actions()
                       if a & 15 == A.ABILITY and (a >> 4) & 255 == c and a >> 20 == index]
            assert actions, (card_id, ability.describe())
            s.queue_dice(6)
            s.apply(actions[0])
            finish(s)  # an either ability: its target's controller picks first
            assert any(described in text for text in texts(s)), card_id
        elif ability.modifier:
            if target.condition.defending:  # the enemy defends the strike being dealt
                s.strike_ctx = Strike(c, enemy)
                s.strike_ctx.defender = enemy
            bits = ability.bit
            tier = min(ability.on_hit) if ability.on_hit else -1
            if any(e.x.startswith("struck_") for e in ability.effects):  # X from the struck
                s.strike_ctx = Strike(c, enemy)
                s.strike_ctx.result = Result(max(tier, 1), -1)
            assert any(s.modifier(c, enemy, op, bits, False, tier)
                       for op in ("strike", "dice", "direct", "unanswerable"))
        elif ability.bit == T_PASSIVE:
            if ability.condition.defending:  # it defends the strike being dealt
                s.strike_ctx = Strike(enemy, c)
                s.strike_ctx.defender = c
            kinds = {k for e in ability.effects for k in e.against} or {"strike"}
            tier = min(ability.on_hit) if ability.on_hit else -1
            assert any(reduced(s, c, 5, k, enemy, tier) < 5 for k in kinds) \
                or any(reduced(s, c, 1, k, enemy, tier) < 1 for k in kinds) \
                or any(host_reduced(s, c, 5, k) < 5 for k in kinds) or defence_barred(s, c) \
                or stays_open(s, c) or returns_instead(s, c) or rises_instead(s, c) \
                or artifact_instead(s, c) >= 0 \
                or weakens(s, c) \
                or fights_closed(s, c) or host_movement(s, c) \
                or any(aura_reduced(s, m, 5, k) < 5 for k in kinds
                       for m in s.on_field(0) if m != c) \
                or weak_beside(s, card(s, "VS-001", 0)) \
                or counter_limit(s, c) < NO_LIMIT or wound_cap(s, c, 5) < 5 \
                or incarnation_of(s, c) is not None \
                or diagonal_offered(s, c) or restricts(s, enemy) \
                or any(leap_bonus(s, t) for t in range(len(s.kinds)) if s.ctrl[t] == 0) \
                or not OPERATIONS["counters"].valid(s, card(s, "VS-001", 0), c, ONE_COUNTER) \
                or not OPERATIONS["wound"].valid(s, card(s, "VS-001", 0), c, ONE_SHOT) \
                or rolls_better(s, c) or ignores(s, c, "flyer_protection") \
                or ignores(s, c, "flyer_protection", enemy) \
                or guards(s, c, card(s, "VS-001", 0)) or strikes_ahead_only(s, c) \
                or draws_now(s, c) or s.blind_to(c) \
                or attack_barred(s, c) or defence_barred(s, c) \
                or passive_op(s, c, "far_parasites") or passive_op(s, c, "trample") \
                or dice_aura(s, ability) \
                or ignores(s, c, "armour") \
                or any(granted_stamina(s, t) for t in range(len(s.kinds))) \
                or any(ally_boost(s, t, "strike", tier) for t in s.on_field(0)
                       for tier in range(3)) \
                or any(range_bonus(s, t) for t in s.on_field(0)) \
                or compelled(s, c, enemy) or strikes_flyers(s, c) or strike_reach(s, c) > 1 \
                or any(s.has_keyword(c, e.token.partition("-")[0]) for e in ability.effects
                       if e.op == "keyword") \
                or valhalla_times(s, 0) == 2 \
                or _holds_its_host(s, c, ability) \
                or any(e.op == "foresee" for e in ability.effects) \
                or any(lures(s, 0, k) == [c] for k in ("shot", "throw", "discharge")) \
                or bool(deflections(s, c, card(s, "VS-011", 1))) \
                or wraps(s, c) \
                or heal_watched(s, enemy, 2) != 2 or heal_watched(s, card(s, "VS-001", 0), 2) != 2
            # (foresee needs a deck to reveal from: played in test_cards_summon.py)
        elif ability.trigger in ("on_attack", "on_defence"):
            attacker, victim = (c, enemy) if ability.trigger == "on_attack" else (enemy, c)
            if ability.trigger == "on_defence":
                s.active = s.to_move = 1
                s.settle()
            # on a hit of some tiers: at a closed card, the first die giving the tier (on
            # any hit: the 1s below give an open card a weak hit)
            if ability.on_hit and ability.on_hit != ANY_HIT:
                tier = max(ability.on_hit)
                s.closed[victim] = True
                bonus = s.eff[attacker].get(ATTACK_BONUS, 0) \
                    + s.modifier(attacker, victim, "dice", 256 | 2, True)
                s.queue_dice(next(r for r in range(1, 7)
                                  if s.rules.strikes.unopposed(r + bonus).attacker == tier))
            elif ability.condition.die_roll:  # its die shows what the ability asks
                face = min(ability.condition.die_roll)
                s.queue_dice(*((face, 1) if ability.trigger == "on_attack" else (1, face)))
            elif any(e.x == "dealt" for e in ability.effects):  # wounds dealt: a hit
                s.queue_dice(6, 1, 1, 1, 1, 1)
            else:  # the strike's dice, then 1s for any tiered wound (the weakest)
                s.queue_dice(1, 1, 1, 1, 1, 1)
            s.apply(A.encode(A.STRIKE, attacker, victim))
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "after_defending":  # it defends its host, the ally on b3
            ally = card(s, "VS-001", 0)
            s.rehost(c, ally)
            s.active = s.to_move = 1
            s.settle()
            s.apply(A.encode(A.STRIKE, enemy, ally))
            s.queue_dice(1, 1)
            s.apply(A.encode(A.DEFEND, c))
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "when_defends":  # the enemy strikes the ally on b3
            ally = card(s, "VS-001", 0)
            s.active = s.to_move = 1
            s.settle()
            s.apply(A.encode(A.STRIKE, enemy, ally))
            s.queue_dice(1, 1)
            s.apply(A.encode(A.DEFEND, c))
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger in ("when_destroys", "when_destroyed"):
            killer, victim = (c, enemy) if ability.trigger == "when_destroys" else (enemy, c)
            s.wounds[victim] = s.lives_max[victim] - 1
            s.closed[victim] = True
            s.active = s.to_move = s.ctrl[killer]
            s.settle()
            if s.ctype[victim] == CREATURE:
                s.queue_dice(6)
                s.apply(A.encode(A.STRIKE, killer, victim))
            else:  # an artifact (no simple strike at it): its last wound, its death
                s.wound(victim, 1, killer)
                s.kill([victim], {victim: killer})
                s.go_on()
                s.settle()
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "when_moves" and ability.condition.enemy_rows:
            s = arrange([Put(card_id, 0, "c5"), Put("VS-011", 1, "a6"), Put("VS-001", 0, "a1")],
                        table=bundled_table())
            s.apply(A.encode(A.MOVE, card(s, card_id, 0), board_cell("c6")))  # the enemy's 3rd
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "when_moves":
            movement = ability.condition.movement
            if movement is not None and movement.last_step == 8:  # a diagonal step
                s._move(c, board_cell("d2"))
            else:  # d3 stays next to the neighbours a near condition put on c2
                to = "d3" if ability.condition.near_min else "c2"
                s.apply(A.encode(A.MOVE, c, board_cell(to)))
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "ally_teleports" and ability.from_afar:  # a demon of its
            # side (5) teleports, from a cell not next to it
            s = arrange([Put("NT-147", 0, "e1"), Put(card_id, 0, "c3"), Put("NT-147", 0, "deck"),
                         Put("VS-001", 1, "c5"), Put("VS-001", 0, "a1")], table=bundled_table())
            porter = card(s, "NT-147", 0)
            s.apply(next(a for a in s.legal_actions() if a & 15 == A.LEAP
                         and (a >> 4) & 255 == porter and DISTANCE[s.cell[porter]][a >> 12] == 1))
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger in ("when_leaps", "ally_jumps", "host_leaps"):
            jumper = c
            if ability.trigger != "when_leaps":  # a jumper of its side (its host: under it)
                where = "c3" if ability.trigger == "host_leaps" else "d2"
                s = arrange([Put("X-032", 0, where), Put(card_id, 0, "c3",
                                                         on_host=where == "c3"),
                             Put("VS-001", 1, "c5"), Put("VS-001", 1, "d4"),
                             Put("VS-001", 0, "a1")], table=bundled_table())
                jumper = card(s, "X-032", 0)
            if ability.condition.rolled:  # the die its roll throws shows a face it asks
                s.queue_dice(min(ability.condition.rolled))
            s.apply(next(a for a in s.legal_actions() if a & 15 == A.LEAP
                         and (a >> 4) & 255 == jumper and DISTANCE[s.cell[jumper]][a >> 12] == 1))
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger in ("enters_enemy_half", "enters_own_half"):  # on column e
            start, end = ("e3", "e4") if ability.trigger == "enters_enemy_half" else ("e4", "e3")
            s = arrange([Put(card_id, 0, start), Put("VS-011", 1, "a6"), Put("VS-001", 0, "a1")],
                        table=bundled_table())
            movement = ability.condition.movement
            leap = movement is not None and movement.along == 4  # by a leap (teleport)
            s.apply(A.encode(A.LEAP if leap else A.MOVE, card(s, card_id, 0), board_cell(end)))
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger in ("turn_start", "turn_end"):  # seat 1 ends, then seat 0
            if ability.trigger == "turn_start":
                s.active = s.to_move = 1
                s.settle()
            s.apply(A.END)
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "opponent_turn_end":  # the enemy (seat 1) ends its turn
            s.active = s.to_move = 1
            s.closed[c] = False
            s.settle()
            s.apply(A.END)
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "opponent_turn_start":  # seat 0 ends its turn
            s.closed[c] = True
            s.apply(A.END)
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "valhalla":  # from the graveyard, at its owner's turn
            fits = other_for(target.condition)[0] if target.side == "ally" else "VS-001"
            s = arrange([Put(card_id, 1, "grave"), Put(fits, 1, "c5", wounds=1),
                         Put("VS-001", 0, "a1")], table=bundled_table())
            s.apply(A.END)
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "battle_start":  # the engine's hook: test_battle_start_...
            which = ability.condition.seat
            s.first = s.ctrl[c] if which in ("", "first") else 1 - s.ctrl[c]
            s.trigger(c, T_BATTLE_START, -1)
            s.go_on()  # a chosen target: the CHOOSE window
            s.settle()
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "when_opens":  # an ability opens it
            s.closed[c] = True
            OPERATIONS["open"].resolve(s, -1, c, OPEN)
            s.go_on()  # a chosen target: the CHOOSE window
            s.settle()
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "enemy_poisoned":  # the enemy's poison at its turn start
            set_marker(s, enemy, POISON, 1)
            if ability.other_condition.dying:  # the poison kills it
                s.wounds[enemy] = s.lives_max[enemy] - 1
            s.apply(A.END)
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "ally_struck":  # the enemy strikes a fitting card of its side
            struck = ability.other_condition if ability.other_condition is not ANY \
                else target.condition  # what the struck card must be
            fitting, where = other_for(struck, "c3")
            striker = "VS-036" if where == "air" else "VS-011"  # a flyer strikes a flyer
            s = arrange([Put(card_id, 0, "a1"), Put(fitting, 0, where,
                                                     closed=struck.open is False),
                         Put(striker, 1, "c4" if where != "air" else "air"),
                         Put("VS-001", 0, "e1")], table=bundled_table(), active=1)
            s.apply(A.encode(A.STRIKE, card(s, striker, 1), card(s, fitting, 0)))
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger == "enemy_rolls_six":  # the enemy strikes the ally on b3
            s.active = s.to_move = 1
            s.settle()
            s.queue_dice(6, 1)
            s.apply(A.encode(A.STRIKE, enemy, card(s, "VS-001", 0)))
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        elif ability.trigger in ("when_shot_at", "when_melee_struck"):  # an attack hits it
            attack_kind = "shot" if ability.trigger == "when_shot_at" else "special"
            s.absorb(c, 1, min(ability.if_attack, default=attack_kind), enemy)  # a kind it answers
            s.go_on()
            s.settle()
            finish(s)
            assert any(described in text for text in texts(s)), card_id
        else:  # pragma: no cover - no bundled card uses the other triggers yet
            pytest.skip(f"{ability.trigger}: covered by the operation tests above")


# --- instant abilities, strike-time effects, prophecy, limits ----------------------------


def respond_actions(s: State, c: int, index: int) -> list[int]:
    return [a for a in s.legal_actions()
            if a & 15 == A.ABILITY and (a >> 4) & 255 == c and (a >> 20) & A.ABILITY_INDEX == index]


def test_an_instant_raises_its_side_s_hit_to_strong_in_the_rolled_window() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-954", 0, "a3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1)
    attacker, helper, target = card(s, "VS-001", 0), card(s, "VS-954", 0), card(s, "VS-001", 1)
    s.queue_dice(1)  # a weak hit at a closed card
    s.apply(A.encode(A.STRIKE, attacker, target))
    assert s.phase == RESPOND and s.to_move == 0
    (boost,) = respond_actions(s, helper, 0)
    s.apply(boost)  # nothing else to use: the window passes by itself
    assert s.wounds[target] == 3 and s.closed[helper] and s.phase == MAIN
    # Passing keeps the dice's result.
    s = position(Put("VS-001", 0, "c3"), Put("VS-954", 0, "a3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 0), card(s, "VS-001", 1)))
    s.apply(A.END)
    assert s.wounds[card(s, "VS-001", 1)] == 1


def test_the_window_lists_what_its_opening_found_and_the_check_mode_compares() -> None:
    # Opening the rolled window found the helper's instants; its listing takes them
    # (State._keep_found) and the test mode checks them against a listing anew.
    s = position(Put("VS-001", 0, "c3"), Put("VS-954", 0, "a3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 0), card(s, "VS-001", 1)))
    assert s.phase == RESPOND
    listed = s._compute_legal()
    s._keep_found(s.responding[0], [A.encode(A.ABILITY, card(s, "VS-001", 0), 0)])
    with pytest.raises(AssertionError, match="found anew"):
        s._compute_legal()
    s._keep_found(s.responding[0], listed[:-1])  # a right one is taken (END follows)
    assert s._compute_legal() == listed

def test_no_window_opens_without_a_usable_instant() -> None:
    # The helper is closed: the strike goes straight to its damage, no RESPOND decision.
    s = position(Put("VS-001", 0, "c3"), Put("VS-954", 0, "a3", closed=True),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1)
    s.queue_dice(1)
    before = len(s.history)
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 0), card(s, "VS-001", 1)))
    assert s.phase == MAIN and len(s.history) == before + 1
    assert s.wounds[card(s, "VS-001", 1)] == 1


@pytest.mark.parametrize(("struck", "self_wound"), [("VS-950", 1), ("VS-001", 0)])
def test_an_instant_caps_a_strike_at_its_side_and_pays_unless_steppes(
        struck: str, self_wound: int) -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-954", 0, "a3"),
                 Put(struck, 0, "c3", closed=True), SPARE, active=1)
    attacker, helper, victim = card(s, "VS-001", 1), card(s, "VS-954", 0), card(s, struck, 0)
    s.queue_dice(6)  # a strong hit, 3
    s.apply(A.encode(A.STRIKE, attacker, victim))
    assert s.phase == RESPOND and s.to_move == 0  # the struck side answers
    (cap,) = respond_actions(s, helper, 1)
    s.apply(cap)
    assert s.wounds[victim] == 1 and s.wounds[helper] == self_wound


def test_instant_dice_effects_judge_the_strike_again() -> None:
    # A die showing 1 is wounded; +1 to a die and a reroll change the result.
    s = position(Put("VS-001", 1, "c4"), Put("VS-955", 0, "a3"),
                 Put("VS-001", 0, "c3", closed=True), SPARE, active=1)
    attacker, luck, victim = card(s, "VS-001", 1), card(s, "VS-955", 0), card(s, "VS-001", 0)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, attacker, victim))
    assert {(a >> 12) & 255 for a in respond_actions(s, luck, 0)} == {attacker}
    assert respond_actions(s, luck, 0)
    s.queue_dice(4)
    (again,) = [a for a in respond_actions(s, luck, 2) if (a >> 12) & 255 == attacker]
    s.apply(again)  # thrown again: 4, a medium hit (nothing else to use: the damage)
    assert s.wounds[victim] == 2
    assert any("thrown again: 4" in t for t in texts(s))
    s = position(Put("VS-001", 1, "c4"), Put("VS-955", 0, "a3"),
                 Put("VS-001", 0, "c3", closed=True), SPARE, active=1)
    attacker, luck = card(s, "VS-001", 1), card(s, "VS-955", 0)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, attacker, card(s, "VS-001", 0)))
    (spot,) = respond_actions(s, luck, 0)
    s.apply(spot)
    assert s.wounds[attacker] == 2  # its die showed 1


def test_an_instant_redirects_a_declared_strike_to_a_creature_beside_the_target() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-956", 0, "a3"),
                 Put("VS-001", 0, "c3", closed=True), Put("VS-950", 0, "b3", closed=True),
                 active=1)
    attacker, mage = card(s, "VS-001", 1), card(s, "VS-956", 0)
    target, other = card(s, "VS-001", 0), card(s, "VS-950", 0)
    s.apply(A.encode(A.STRIKE, attacker, target))
    assert s.phase == RESPOND
    assert {(a >> 12) & 255 for a in respond_actions(s, mage, 0)} == {other}
    s.queue_dice(4)
    s.apply(A.encode(A.ABILITY, mage, other))
    assert s.wounds[other] == 2 and s.wounds[target] == 0


def test_an_instant_opens_a_defender_and_its_uses_per_turn_are_limited() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-956", 0, "d3"),
                 Put("VS-001", 0, "c3", closed=True), Put("VS-950", 0, "d4", closed=True),
                 active=1)
    attacker, frenzy, target = card(s, "VS-001", 1), card(s, "VS-956", 0), card(s, "VS-001", 0)
    guard = card(s, "VS-950", 0)
    s.apply(A.encode(A.STRIKE, attacker, target))
    s.apply(A.encode(A.ABILITY, frenzy, guard | 1 << 8))  # opened and wounded 1
    assert not s.closed[guard] and s.wounds[guard] == 1
    assert s.phase == DEFEND  # no more responses: the defender window, the guard in it
    assert A.encode(A.DEFEND, guard) in s.legal_actions()
    # In its own turn: on itself (it closes, then opens), at most twice a turn.
    s = position(Put("VS-956", 0, "c3"), SPARE_1)
    frenzy = card(s, "VS-956", 0)
    use(s, frenzy, frenzy, 1)
    use(s, frenzy, frenzy, 1)
    assert not s.closed[frenzy] and s.wounds[frenzy] == 2
    assert not ability_targets(s, frenzy, 1)


def test_prophecy_shows_the_top_cards_and_they_go_to_the_bottom() -> None:
    for top, wounds, poison in (("VS-959", 2 + 1, 0), ("VS-001", 1, 2)):
        s = position(Put("VS-957", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                     Put("VS-011", 0, "deck"), Put(top, 0, "deck"), Put(top, 0, "deck"),
                     SPARE, SPARE_1)
        troll, victim = card(s, "VS-957", 0), card(s, "VS-001", 1)
        bottom = s.deck[0][0]
        shown = s.deck[0][1:]
        s.queue_dice(1)  # a weak hit: 1
        s.apply(A.encode(A.STRIKE, troll, victim))
        finish(s)
        assert s.wounds[victim] == wounds and marker(s, victim, POISON) == poison
        assert s.deck[0] == [*shown, bottom] and s.deck_known[0] == 2
        assert set(s.revealed) == set(shown)
        # Both seats know the revealed cards: a determinisation keeps them.
        other = s.determinize(1, __import__("random").Random(3))
        assert other.deck[0][:2] == shown
        assert s.information_state(1) != s.clone().information_state(0)


def test_an_optional_ability_at_the_start_of_the_opponent_s_turn() -> None:
    s = position(Put("VS-957", 0, "c3", closed=True), SPARE, SPARE_1, Put("VS-001", 1, "a6"))
    lucky = card(s, "VS-957", 0)
    s.apply(A.END)  # seat 0 ends; seat 1's turn starts: seat 0 may open it
    assert s.phase == CHOOSE and s.to_move == 0
    use(s, lucky, lucky, 1)
    assert not s.closed[lucky]
    assert s.phase == RESPOND  # its instant close, at the start of the opponent's turn
    s.apply(A.encode(A.ABILITY, lucky, card(s, "VS-011", 1) | 3 << 8))
    assert s.closed[card(s, "VS-011", 1)] and s.phase == MAIN and s.to_move == 1


def test_a_once_per_battle_ability() -> None:
    s = position(Put("VS-957", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_1)
    trick, enemy = card(s, "VS-957", 0), card(s, "VS-001", 1)
    s.set_counters(enemy, 2)
    use(s, trick, enemy, 2)
    assert s.counters(enemy) == 1
    s.closed[trick] = False
    s.turn += 2
    s.settle()
    assert not ability_targets(s, trick, 2)


def test_a_strike_declared_at_the_battle_start_is_unanswered_and_leaves_it_open() -> None:
    s = position(Put("VS-990", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    charger, enemy = card(s, "VS-990", 0), card(s, "VS-001", 1)
    s.trigger(charger, T_BATTLE_START, -1)
    s.go_on()
    s.settle()
    assert s.phase == CHOOSE and A.END in s.legal_actions()  # it may strike no one
    s.queue_dice(1, 6)  # D -5: a miss and a strong counter-strike, which it does not get
    use(s, charger, enemy)
    assert s.phase == MAIN and s.wounds[charger] == 0 and not s.closed[charger]
    assert any("declares a simple strike" in t for t in texts(s))
    # Without the flags the counter-strike comes and the attacker closes.
    s = position(Put("VS-990", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    s.strikes_queued.append((card(s, "VS-990", 0), card(s, "VS-001", 1), 0))
    s.queue_dice(1, 6)
    s.go_on()
    assert s.wounds[card(s, "VS-990", 0)] > 0 and s.closed[card(s, "VS-990", 0)]


def test_a_forced_strike_at_the_start_of_the_opponent_s_turn() -> None:
    # The taunter (closed) stands in the enemy's half; an enemy in its second row (c5 or
    # b5, not d4 in its front row) must strike it, the one seat 0 picks.
    s = position(Put("VS-990", 0, "c4", closed=True), Put("VS-001", 1, "c5"),
                 Put("VS-001", 1, "d4"), Put("VS-950", 1, "b5"), SPARE, SPARE_1)
    taunter, other = card(s, "VS-990", 0), card(s, "VS-950", 1)
    back, front = (card(s, "VS-001", 1, n) for n in (0, 1))
    if s.cell[back] != board_cell("c5"):
        back, front = front, back
    s.apply(A.END)  # seat 1's turn: seat 0 chooses who must strike
    assert s.phase == CHOOSE and s.to_move == 0
    assert {(a >> 12) & 255 for a in s.legal_actions()} == {back, other}
    s.queue_dice(6)  # a strong hit at the closed taunter
    use(s, taunter, back, 1)
    assert s.wounds[taunter] == 3 and s.closed[back] and not s.closed[front]
    assert s.phase == MAIN and s.to_move == 1


def test_a_die_thrown_twice_keeps_the_higher_and_a_pair_adds_one() -> None:
    s = position(Put("VS-991", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_1)
    mage, enemy = card(s, "VS-991", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 6)  # the 6 counts: the strong tier, 3
    use(s, mage, enemy)
    assert s.wounds[enemy] == 3
    s = position(Put("VS-991", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_1)
    mage, enemy = card(s, "VS-991", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 4)  # a pair: the medium tier 2, and 1 more
    s.apply(A.encode(A.STRIKE, mage, enemy))
    assert s.wounds[enemy] == 3  # its simple strike (medium 2) and 1 more
    assert any("die 4 twice" in t or "die 4 against" in t for t in texts(s))


def test_the_first_die_of_a_turn_shows_six() -> None:
    s = position(Put("VS-992", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE,
                 SPARE_1)
    seer, enemy = card(s, "VS-992", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 1)
    s.apply(A.encode(A.STRIKE, seer, enemy))  # the first die: 6, a strong hit
    assert s.wounds[enemy] == 3 and s.dice == [1, 1] and s.phase == MAIN
    assert s.roll_die(0) == 1 and s.roll_die(1) == 1  # the next ones of the turn are thrown
    s.apply(A.END)  # the opponent's turn: the first die of seat 0 is 6 again
    assert s.active == 1
    s.queue_dice(2)
    assert s.roll_die(0) == 6 and s.roll_die(0) == 2


def test_an_instant_lessens_a_hit_and_takes_a_counter() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-993", 0, "a3"),
                 Put("VS-001", 0, "c3", closed=True), SPARE, active=1)
    attacker, banshee, victim = card(s, "VS-001", 1), card(s, "VS-993", 0), card(s, "VS-001", 0)
    s.queue_dice(6)  # a strong hit, 3
    s.apply(A.encode(A.STRIKE, attacker, victim))
    (wail,) = respond_actions(s, banshee, 0)
    s.apply(wail)
    assert s.wounds[victim] == 2 and s.counters(banshee) == 1


def test_lives_lowered_for_a_turn_only_at_creatures_not_hurt_by_an_attack() -> None:
    s = position(Put("VS-993", 0, "c3"), Put("VS-001", 1, "c4", wounds=5),
                 Put("VS-001", 1, "b4", closed=True), Put("VS-001", 0, "b3"), SPARE, SPARE_1)
    banshee, doomed, hale = card(s, "VS-993", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    if s.cell[doomed] != board_cell("c4"):
        doomed, hale = hale, doomed
    use(s, banshee, doomed, 1)  # 8 lives - 3 = 5: its 5 wounds destroy it
    assert s.zone[doomed] == Z_GRAVE
    s.queue_dice(1)  # a weak hit by the ally on b3: the hale one is hurt by an attack now
    assert ability_targets(s.clone(), banshee, 1) == set() and s.closed[banshee]
    s.closed[banshee] = False
    s.settle()
    assert hale in ability_targets(s, banshee, 1)
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 0), hale))
    s.apply(A.END)  # no wail at its own side's hit
    assert s.wounds[hale] == 1 and hale not in ability_targets(s, banshee, 1)
    s = position(Put("VS-993", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    banshee, enemy = card(s, "VS-993", 0), card(s, "VS-001", 1)
    use(s, banshee, enemy, 1)
    assert s.lives_max[enemy] == 5
    s.apply(A.END)
    assert s.lives_max[enemy] == 8  # given back at the end of the turn


def test_every_ally_beside_a_chosen_enemy_strikes_it_as_an_open_card() -> None:
    s = position(Put("VS-994", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-001", 0, "b3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_1)
    matriarch, enemy = card(s, "VS-994", 0), card(s, "VS-001", 1)
    allies = [card(s, "VS-001", 0, n) for n in (0, 1)]
    s.queue_dice(6, 1, 1, 6)  # the first strikes strong; the second misses, a counter
    use(s, matriarch, enemy)
    finish(s)
    assert s.wounds[enemy] == 3 and not any(s.closed[a] for a in allies)
    assert sorted(s.wounds[a] for a in allies) == [0, 2]  # the closed enemy struck back


def test_a_weak_aura_makes_strikes_at_the_cards_beside_it_weak() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-958", 0, "b3", closed=True),
                 Put("VS-001", 0, "c3", closed=True), SPARE, active=1)
    s.queue_dice(6)
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 1), card(s, "VS-001", 0)))
    assert s.wounds[card(s, "VS-001", 0)] == 1  # not its strong 3


def test_the_bundled_mist_card_caps_strikes_at_it_closed_and_weakens_its_neighbours() -> None:
    s = arrange([Put("VS-001", 1, "c4"), Put("VS-133", 0, "c3", closed=True),
                 Put("VS-001", 0, "b3", closed=True), Put("VS-001", 1, "b4"),
                 Put("VS-011", 0, "e1")], table=bundled_table(), active=1)
    mist, ally = card(s, "VS-133", 0), card(s, "VS-001", 0)
    s.queue_dice(6)  # strong hits: 3
    s.apply(A.encode(A.STRIKE, card(s, "VS-001", 1), mist))
    assert s.wounds[mist] == 1  # closed: at most 1
    s.queue_dice(6)
    s.apply(A.encode(A.STRIKE, s.cells[board_cell("b4")], ally))
    assert s.wounds[ally] == 1  # beside it: the weak value


def test_a_creature_that_moved_this_turn_is_not_still() -> None:
    s = arrange([Put("VS-065", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 1, "c5")],
                table=bundled_table())
    guard, mover, enemy = card(s, "VS-065", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    assert {mover, enemy} <= {(a >> 12) & 255 for a in s.legal_actions()
                              if a & 15 == A.ABILITY and (a >> 4) & 255 == guard}
    s.apply(A.encode(A.MOVE, mover, board_cell("b2")))
    targets = {(a >> 12) & 255 for a in s.legal_actions()
               if a & 15 == A.ABILITY and (a >> 4) & 255 == guard and a >> 20 == 0}
    assert enemy in targets and mover not in targets
