"""Cards of VS-001..VS-140 brought to fully played in round 3 (branch cards-r3a): each
card's abilities on an arranged position of the bundled card data."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import (
    POISON,
    T_ATTACK,
    T_DEFENCE,
    T_STATIC,
    AbilityError,
    compile_ability,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    A,
    Put,
    arrange,
    card,
    do,
    legal,
    synthetic,
    table_with,
)
from tests.games.berserk.helpers.amounts import (
    SPARE_0,
    SPARE_1,
    pick,
    position,
    targets,
    use,
)

#: Synthetic cards of this file (ids RA-001.., this helper's block): the operations added
#: here on plain cards.
ABILITIES: dict[str, Any] = {
    "RA-001": {"complete": True, "abilities": [
        {"name": "sure blow", "trigger": "static", "effects": [{"unanswerable": True}]},
        {"name": "sky piercer", "trigger": "static", "if": {"wounded": False},
         "effects": [{"ignore": "flyer_protection"}]}]},
    "RA-002": {"complete": True, "abilities": [
        {"name": "bodyguard", "trigger": "static", "target": {"side": "other",
                                                              "if": {"wounded": True}},
         "effects": [{"guard": True}]},
        {"name": "drain", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"wound": 2, "carry": True}],
         "then": {"target": {"side": "ally"}, "effects": [{"heal": 0, "x": "carried"}]}},
        {"name": "fever watch", "trigger": "enemy_poisoned", "target": {"side": "other"},
         "effects": [{"wound": 1}]}]},
}


@cache
def synthetic_table() -> CardTable:
    cards = (*SYNTHETIC, synthetic("RA-001", name="Тест RA-001", subtype="flying",
                                   movement=None), synthetic("RA-002", name="Тест RA-002"))
    return table_with(cards, ABILITIES, bundled_abilities=False)


def test_a_static_unanswerable_strike_and_an_ignored_protection_while_it_holds() -> None:
    s = arrange([Put("RA-001", 0, "air"), Put("X-028", 1, "c4"), Put("VS-001", 1, "a4"),
                 SPARE_0], table=synthetic_table())
    c, grounded, plain = card(s, "RA-001", 0), card(s, "X-028", 1), card(s, "VS-001", 1)
    assert legal(s, A.STRIKE, c, grounded)
    s.wounds[c] = 1  # the ignore's condition no longer holds
    s.settle()
    assert not legal(s, A.STRIKE, c, grounded) and legal(s, A.STRIKE, c, plain)
    assert strike_back(s, c, plain) == 0
    assert "unanswerable" in s.abilities_of(c)[0].describe()
    assert "ignores flyer protection" in s.abilities_of(c)[1].describe()


def test_a_guard_defends_a_fitting_creature_of_its_side_from_afar() -> None:
    s = arrange([Put("RA-002", 1, "a6"), Put("VS-001", 1, "c4", wounds=1),
                 Put("VS-002", 1, "e4"), Put("VS-001", 0, "c3"), SPARE_0],
                table=synthetic_table())
    guard, hurt, whole = card(s, "RA-002", 1), card(s, "VS-001", 1), card(s, "VS-002", 1)
    attacker = card(s, "VS-001", 0)
    assert s._defenders(attacker, hurt) == [guard]
    assert s._defenders(attacker, whole) == []  # not wounded: no guard
    s.closed[guard] = True
    assert s._defenders(attacker, hurt) == []  # a closed card defends no one


def test_a_carried_amount_moves_what_an_effect_dealt_to_the_next_clause() -> None:
    s = arrange([Put("RA-002", 0, "c2"), Put("VS-001", 0, "a2", wounds=3),
                 Put("VS-002", 1, "c5"), SPARE_1], table=synthetic_table())
    c, friend, foe = card(s, "RA-002", 0), card(s, "VS-001", 0), card(s, "VS-002", 1)
    do(s, A.ABILITY, c, foe | 1 << 8)  # its second ability
    assert s.wounds[foe] == 2 and s.phase == CHOOSE
    pick(s, c, friend)
    assert s.wounds[friend] == 1
    assert "(what it changes is the X of the clause that follows)" in \
        s.abilities_of(c)[1].describe()


def test_an_enemy_poison_wound_triggers_with_the_poisoned_creature_as_the_other_card() -> None:
    s = arrange([Put("RA-002", 0, "a2"), Put("VS-001", 1, "c4"), Put("VS-001", 0, "e2"),
                 SPARE_1], table=synthetic_table())
    sick, own = card(s, "VS-001", 1), card(s, "VS-001", 0)
    set_marker(s, sick, POISON, 1)
    set_marker(s, own, POISON, 1)  # its own side's poison does not count
    s.apply(A.END)
    assert s.wounds[sick] == 2  # the poison, then the watch
    s.apply(A.END)
    assert s.wounds[own] == 1


def test_bad_records_of_the_added_operations_are_errors() -> None:
    with pytest.raises(AbilityError,
                       match="ignore: one of abilities, armour, discharge_targets, flyer_"):
        compile_ability({"trigger": "static", "effects": [{"ignore": "shields"}]}, "RA-900")
    with pytest.raises(AbilityError, match="direct and unanswerable are modifiers"):
        compile_ability({"trigger": "tap", "effects": [{"unanswerable": True}]}, "RA-900")


# --- cards the existing language plays ------------------------------------------------


def test_vs045_strikes_through_a_row_and_quickens_the_creature_it_strikes_over() -> None:
    s = position(Put("VS-045", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("VS-002", 1, "a4"), SPARE_0, SPARE_1)
    hunter, friend = card(s, "VS-045", 0), card(s, "VS-001", 0)
    near, aligned = card(s, "VS-001", 1), card(s, "VS-002", 1)
    assert targets(s, hunter, "ice spear") == {near, aligned}  # two cells, in a line
    use(s, hunter, near, "ice spear")
    assert s.wounds[near] == 2
    # the creature in front of it, not a "may": the lone choice is made at once
    assert s.phase != CHOOSE and s.has_keyword(friend, "attack_experience")
    assert s.dice_mod[friend] == 0  # attack experience, not +1 to every die


def test_vs045_valhalla_gives_a_friendly_creature_attack_experience() -> None:
    s = position(Put("VS-045", 0, "grave"), Put("VS-001", 0, "c3"), SPARE_0, SPARE_1,
                 active=1)
    s.apply(A.END)  # seat 0's turn begins: the valhalla asks for one of two friends
    assert s.phase == CHOOSE and s.to_move == 0
    friend = card(s, "VS-001", 0)
    pick(s, card(s, "VS-045", 0), friend)
    assert s.has_keyword(friend, "attack_experience") and s.dice_mod[friend] == 0


def test_vs048_guards_with_armour_beside_an_elite_and_experience_beside_an_ordinary() -> None:
    s = position(Put("VS-048", 0, "c2"), Put("VS-029", 0, "b2"), Put("VS-001", 1, "c3"),
                 SPARE_1)
    keeper, foe = card(s, "VS-048", 0), card(s, "VS-001", 1)
    assert s.absorb(keeper, 3, "strike") == 1  # armour 2 beside the elite Пеший латник
    assert not s.has_keyword(keeper, "defence_experience")
    s = position(Put("VS-048", 0, "c2"), Put("VS-016", 0, "b2"), Put("VS-001", 1, "c3"),
                 SPARE_1)
    keeper, foe = card(s, "VS-048", 0), card(s, "VS-001", 1)
    assert s.absorb(keeper, 3, "strike") == 3  # beside an ordinary one: no armour ...
    # ... defence experience 2, the keyword (+2 to its die when struck; sweep 1209)
    assert s.has_keyword(keeper, "defence_experience")
    s = position(Put("VS-048", 0, "c2"), Put("VS-001", 0, "b2"), Put("VS-001", 1, "c3"),
                 SPARE_1)
    keeper, foe = card(s, "VS-048", 0), card(s, "VS-001", 1)
    assert s.absorb(keeper, 3, "strike") == 3  # a partner without formation: nothing
    assert s.modifier(keeper, foe, "dice", T_DEFENCE, False) == 0


def test_vs069_throws_harder_with_an_unwounded_friend_in_front() -> None:
    s = position(Put("VS-069", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)
    thrower, foe = card(s, "VS-069", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    use(s, thrower, foe, "pine cone")
    assert s.wounds[foe] == 3  # strong 2, +1
    s = position(Put("VS-069", 0, "c2"), Put("VS-001", 0, "c3", wounds=1),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    thrower, foe = card(s, "VS-069", 0), card(s, "VS-001", 1, 0)
    s.queue_dice(6)
    use(s, thrower, foe, "pine cone")
    assert s.wounds[foe] == 2  # the friend in front is wounded: no +1


def test_vs078_shoots_next_to_it_and_harder_at_the_row_matching_its_own() -> None:
    s = position(Put("VS-078", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-002", 1, "a5"),
                 Put("VS-011", 1, "e4"), SPARE_0)
    archer = card(s, "VS-078", 0)
    near, middle, front = card(s, "VS-001", 1), card(s, "VS-002", 1), card(s, "VS-011", 1)
    # its shot of 1 goes at a card next to it too (it replaces the keyword shot); at a
    # card in the enemy's row 2, as its own, the shot is the aimed one (audit check 1210)
    assert targets(s, archer, "shot from the middle row") == {near, front}
    assert not targets(s, archer, "any-distance shot")  # (it stands on a row of its own)
    assert not any(a & 15 == A.SHOT for a in s.legal_actions())
    assert targets(s, archer, "middle row aim") == {middle}  # its row 2, the enemy's row 2
    assert not targets(s, archer, "front row aim") and not targets(s, archer, "back row aim")
    use(s, archer, middle, "middle row aim")
    assert s.wounds[middle] == 2
    assert front not in targets(s, archer, "middle row aim")


def test_vs079_gains_a_stronger_shot_in_front_and_a_direct_strike_at_the_back() -> None:
    s = position(Put("VS-079", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
                 active=1)
    runner, foe = card(s, "VS-079", 0), card(s, "VS-001", 1)
    s.apply(A.END)  # seat 0's turn: it stands in its first row
    assert s.phase == MAIN and s.active == 0
    s.queue_dice(6)
    use(s, runner, foe, "canopy shot")
    assert s.wounds[foe] == 3  # strong 2, +1
    assert not s.has_keyword(runner, "direct_strike")
    s = position(Put("VS-079", 0, "c1"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
                 active=1)
    runner = card(s, "VS-079", 0)
    s.apply(A.END)
    assert s.has_keyword(runner, "direct_strike")  # the keyword, held (sweep 1209)
    s.queue_dice(6)
    use(s, runner, card(s, "VS-001", 1), "canopy shot")
    assert s.wounds[card(s, "VS-001", 1)] == 2  # no +1 from the back row


def test_vs102_heals_after_its_strike_and_stays_open_when_whole() -> None:
    s = position(Put("VS-102", 0, "c3", wounds=1), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    kele, foe = card(s, "VS-102", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    s.apply(A.encode(A.STRIKE, kele, foe))
    assert s.phase == CHOOSE
    pick(s, kele, kele)  # it may heal
    assert s.wounds[kele] == 0 and not s.closed[kele]
    s = position(Put("VS-102", 0, "c3", wounds=3), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    kele, foe = card(s, "VS-102", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    s.apply(A.encode(A.STRIKE, kele, foe))
    pick(s, kele, kele)
    assert s.wounds[kele] == 1 and s.closed[kele]  # a wound left: it closes


def test_vs102_magic_strike_picks_its_tier_by_the_die() -> None:
    s = position(Put("VS-102", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    kele, foe = card(s, "VS-102", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    use(s, kele, foe, "wrath of the grove")
    assert s.wounds[foe] == 5
    assert cell("c3") == s.cell[kele]


# --- wounds taken this turn (heal: this_turn) and extra lives (x: boost) ----------------


def test_vs025_heals_only_the_wounds_taken_this_turn() -> None:
    s = position(Put("VS-025", 0, "a2"), Put("VS-001", 0, "c3", wounds=2),
                 Put("VS-001", 1, "c5"), SPARE_1)
    chronos, friend = card(s, "VS-025", 0), card(s, "VS-001", 0)
    s.set_counters(chronos, 1)
    s.settle()
    assert friend not in targets(s, chronos, "turn back time")  # older wounds only
    s.wound(friend, 3)
    s.settle()
    assert friend in targets(s, chronos, "turn back time")
    use(s, chronos, friend, "turn back time")
    assert s.wounds[friend] == 2 and s.counters(chronos) == 0


def test_vs025_wounds_of_an_earlier_turn_no_longer_count() -> None:
    s = position(Put("VS-025", 0, "a2"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c5"),
                 SPARE_1)
    chronos, friend = card(s, "VS-025", 0), card(s, "VS-001", 0)
    s.wound(friend, 2)
    s.apply(A.END)
    s.set_counters(chronos, 1)
    s.settle()
    assert not targets(s, chronos, "turn back time")


def test_vs025_gives_a_counter_to_a_friendly_creature() -> None:
    s = position(Put("VS-025", 0, "a2"), Put("VS-025", 0, "c3"), SPARE_1)
    chronos, other = card(s, "VS-025", 0, 0), card(s, "VS-025", 0, 1)
    s.set_counters(chronos, 1)
    s.settle()
    assert targets(s, chronos, "borrowed hour") == {chronos, other}
    use(s, chronos, other, "borrowed hour")
    assert s.counters(other) == 1 and s.counters(chronos) == 0


def test_vs140_gives_up_its_extra_lives_for_a_discharge_of_as_many() -> None:
    s = position(Put("VS-140", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    witch, foe = card(s, "VS-140", 0), card(s, "VS-001", 1)
    assert not targets(s, witch, "blood discharge (X=1)")  # no extra life
    s.lives_max[witch] += 3  # its vampirism fed it
    s.settle()
    use(s, witch, foe, "blood discharge (X=3)")  # all three (its player picks X)
    assert s.wounds[foe] == 3
    assert s.lives_max[witch] == s.cards.lives[s.kinds[witch]]


# --- unanswerable strikes, flanks, ignored flyer protection ---------------------------


def strike_back(s: State, attacker: int, victim: int) -> int:
    """The wounds ``attacker`` takes striking ``victim`` with dice 5 against 5 (a miss
    answered by a weak counter-strike, when it is answered)."""
    before = s.wounds[attacker]
    s.queue_dice(5, 5)
    s.apply(A.encode(A.STRIKE, attacker, victim))
    s.check_invariants()
    return s.wounds[attacker] - before


def test_vs021_strikes_flyers_with_flyer_protection_and_mages_harder() -> None:
    s = position(Put("VS-021", 0, "air"), Put("X-028", 1, "c4"), Put("X-020", 1, "a5"),
                 SPARE_0, SPARE_1)
    manticore, grounded, mage = card(s, "VS-021", 0), card(s, "X-028", 1), card(s, "X-020", 1)
    assert legal(s, A.STRIKE, manticore, grounded)  # its flyer protection is ignored
    assert s.modifier(manticore, mage, "strike", T_STATIC | T_ATTACK, False) == 1
    assert s.modifier(manticore, mage, "direct", T_STATIC | T_ATTACK, False)
    assert not s.modifier(manticore, grounded, "direct", T_STATIC | T_ATTACK, False)
    s = position(Put("VS-014", 0, "air"), Put("X-028", 1, "c4"), SPARE_0, SPARE_1)
    assert not legal(s, A.STRIKE, card(s, "VS-014", 0), card(s, "X-028", 1))  # a plain flyer


def test_vs068_marks_its_prey_and_falls_on_it_unanswered_and_harder() -> None:
    s = position(Put("VS-068", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    lord, prey = card(s, "VS-068", 0), card(s, "VS-001", 1)
    assert strike_back(s, lord, prey) > 0  # a miss is answered ...
    assert not marker(s, prey, "marker:prey")  # ... and marks nothing: only a hit does
    s.closed[lord] = False
    s.settle()
    s.queue_dice(6, 1)  # a strong hit, no counter-strike
    s.apply(A.encode(A.STRIKE, lord, prey))
    assert marker(s, prey, "marker:prey") > s.turn  # marked for good
    assert s.modifier(lord, prey, "strike", T_STATIC | T_ATTACK, False) == 3
    s.closed[lord] = False
    s.settle()
    assert strike_back(s, lord, prey) == 0  # unanswered now
    s = position(Put("VS-068", 0, "c3"), SPARE_0, SPARE_1)
    lord = card(s, "VS-068", 0)
    use(s, lord, lord, "take wing")
    assert s.is_flyer(lord)


def test_vs068_ignores_flyer_protection_once_it_flies() -> None:
    s = position(Put("VS-068", 0, "c3"), Put("X-028", 1, "a5"), SPARE_0, SPARE_1)
    lord, grounded = card(s, "VS-068", 0), card(s, "X-028", 1)
    s.gain_flying(lord)
    s.settle()
    assert legal(s, A.STRIKE, lord, grounded)


def test_vs106_strikes_a_creature_alone_in_its_row_unanswered() -> None:
    s = position(Put("VS-106", 0, "air"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    flock, lone = card(s, "VS-106", 0), card(s, "VS-001", 1)
    assert strike_back(s, flock, lone) == 0
    s = position(Put("VS-106", 0, "air"), Put("VS-001", 1, "c4"),
                 Put("VS-002", 1, "d4", closed=True), SPARE_0, SPARE_1)
    flock, flanked = card(s, "VS-106", 0), card(s, "VS-001", 1)
    assert strike_back(s, flock, flanked) > 0


# --- moving wounds (carry) and guarding from afar (guard) ------------------------------


def test_vs003_moves_up_to_two_wounds_from_a_friend_onto_an_enemy() -> None:
    s = position(Put("VS-003", 0, "a2"), Put("VS-001", 0, "c3", wounds=3),
                 Put("VS-002", 1, "c5"), Put("VS-001", 1, "e5"), SPARE_1)
    shaman, friend, foe = card(s, "VS-003", 0), card(s, "VS-001", 0), card(s, "VS-002", 1)
    s.set_counters(shaman, 1)
    s.settle()
    use(s, shaman, friend, "moon rite (2 of up to 2)")
    assert s.wounds[friend] == 1 and s.phase == CHOOSE
    pick(s, shaman, foe)
    pick(s, shaman, foe)  # one wound a pick (both onto one enemy here)
    assert s.wounds[foe] == 2 and s.counters(shaman) == 0
    s = position(Put("VS-003", 0, "a2"), Put("VS-001", 0, "c3", wounds=1),
                 Put("VS-002", 1, "c5"), Put("VS-001", 1, "e5"), SPARE_1)
    shaman, friend, foe = card(s, "VS-003", 0), card(s, "VS-001", 0), card(s, "VS-002", 1)
    s.set_counters(shaman, 1)
    s.settle()
    use(s, shaman, friend, "moon rite (2 of up to 2)")
    pick(s, shaman, foe)
    assert s.wounds[friend] == 0 and s.wounds[foe] == 1  # only the wound it had


def test_vs003_the_second_player_starts_with_a_counter() -> None:
    from deckcheck.games.berserk.engine.abilities import resolve

    s = position(Put("VS-003", 1, "a5"), SPARE_0)
    shaman = card(s, "VS-003", 1)
    start = next(a for a in s.abilities_of(shaman) if a.trigger == "battle_start")
    assert start.condition.holds(s, shaman)  # seat 1 is the second player here
    resolve(s, shaman, start, [shaman])
    assert s.counters(shaman) == 1


def test_vs047_defends_a_grounded_friend_from_the_air_and_hunts_swamp_creatures() -> None:
    s = position(Put("VS-047", 1, "air"), Put("VS-001", 1, "c4"), Put("VS-014", 1, "air"),
                 Put("VS-001", 0, "c3"), Put("VS-105", 0, "b1"), SPARE_0)
    guardian, walker, flyer = card(s, "VS-047", 1), card(s, "VS-001", 1), card(s, "VS-014", 1)
    attacker, swamp = card(s, "VS-001", 0), card(s, "VS-105", 0)
    assert guardian in s._defenders(attacker, walker)
    assert flyer not in s._defenders(attacker, walker)  # a plain flyer is next to no one
    assert s.modifier(guardian, swamp, "strike", T_STATIC | T_ATTACK, False) == 1
    assert s.absorb(guardian, 3, "shot") == 2


# --- a follow-up clause on what its parent's prophecy revealed ------------------------


def test_vs054_takes_wing_for_good_when_its_prophecy_shows_an_elite_card() -> None:
    s = position(Put("VS-054", 0, "c2"), Put("VS-001", 0, "deck"), Put("VS-029", 0, "deck"),
                 SPARE_0, SPARE_1, active=1)
    seeker = card(s, "VS-054", 0)
    s.apply(A.END)  # its turn: the top card (Пеший латник, elite) is shown
    assert s.phase == CHOOSE
    pick(s, seeker, seeker)  # it may take the gift
    assert s.is_flyer(seeker) and not s.has_keyword(seeker, "discharge")
    assert s.modifier(seeker, card(s, "VS-011", 1), "strike", T_STATIC, False) == 1
    s.apply(A.END)
    s.apply(A.END)  # its next turn: it no longer prophesies
    assert s.phase == MAIN and s.deck[0][-1] == card(s, "VS-001", 0)


def test_vs054_keeps_its_ways_when_the_card_shown_is_ordinary() -> None:
    s = position(Put("VS-054", 0, "c2"), Put("VS-029", 0, "deck"), Put("VS-001", 0, "deck"),
                 SPARE_0, SPARE_1, active=1)
    seeker = card(s, "VS-054", 0)
    s.apply(A.END)
    while s.phase == CHOOSE:
        pick(s, seeker, seeker)
    assert not s.is_flyer(seeker) and s.has_keyword(seeker, "discharge")
    assert s.modifier(seeker, card(s, "VS-011", 1), "strike", T_STATIC, False) == 0


# --- the wounds a simple strike dealt (x dealt, min) ----------------------------------


def test_vs139_gains_a_life_less_than_the_wounds_its_strike_dealt() -> None:
    s = position(Put("VS-139", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    vampire, foe = card(s, "VS-139", 0), card(s, "VS-001", 1)
    printed = s.lives_max[vampire]
    s.queue_dice(6)  # a strong hit at a closed card: 3 wounds
    s.apply(A.encode(A.STRIKE, vampire, foe))
    assert s.wounds[foe] == 3 and s.lives_max[vampire] == printed + 2
    s = position(Put("VS-139", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    vampire, foe = card(s, "VS-139", 0), card(s, "VS-001", 1)
    s.queue_dice(1)  # a weak hit: 1 wound, no life gained (and none lost)
    s.apply(A.encode(A.STRIKE, vampire, foe))
    assert s.wounds[foe] == 1 and s.lives_max[vampire] == printed
    assert "in all at least 0" in s.abilities_of(vampire)[0].describe()


# --- an enemy's poison wounds (enemy_poisoned) ----------------------------------------


def targets_offered(s: State, c: int) -> set[int]:
    """The targets the ability of ``c`` waiting for one (CHOOSE) is offered."""
    return {(a >> 12) & 255 for a in s.legal_actions()
            if a & 15 == A.ABILITY and (a >> 4) & 255 == c}


def test_vs123_may_wound_a_creature_next_to_an_enemy_poison_wounds_once_a_turn() -> None:
    s = position(Put("VS-123", 0, "a2"), Put("VS-001", 1, "c4"), Put("VS-002", 1, "d4"),
                 Put("VS-001", 1, "e5"), SPARE_0)
    nokami, sick, beside = card(s, "VS-123", 0), card(s, "VS-001", 1, 0), card(s, "VS-002", 1)
    far = card(s, "VS-001", 1, 1)
    set_marker(s, sick, POISON, 1)
    set_marker(s, far, POISON, 1)
    s.apply(A.END)  # seat 1's turn: both take their poison; the first wound asks
    assert s.wounds[sick] == 1 and s.phase == CHOOSE and s.to_move == 0
    assert targets_offered(s, nokami) == {beside}  # next to the first poisoned one
    pick(s, nokami, beside)
    assert s.wounds[beside] == 1
    assert s.phase == MAIN  # once a turn: the second poisoned creature asks nothing


def test_vs123_raises_a_poison_of_one_to_two() -> None:
    s = position(Put("VS-123", 0, "a2"), Put("VS-001", 1, "c4"), Put("VS-002", 1, "d4"),
                 SPARE_0, SPARE_1)
    nokami, sick, healthy = card(s, "VS-123", 0), card(s, "VS-001", 1), card(s, "VS-002", 1)
    set_marker(s, sick, POISON, 1)
    s.settle()
    assert targets(s, nokami, "boiling venom") == {sick}  # poisoned ones only
    use(s, nokami, sick, "boiling venom")
    assert marker(s, sick, POISON) == 2 and marker(s, healthy, POISON) == 0
