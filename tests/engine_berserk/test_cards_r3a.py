"""Cards of VS-001..VS-140 brought to fully played in round 3 (branch cards-r3a): each
card's abilities on an arranged position of the bundled card data."""

from __future__ import annotations

from deckcheck.engine.berserk.abilities import T_DEFENCE, T_STATIC
from deckcheck.engine.berserk.board import cell
from deckcheck.engine.berserk.state import CHOOSE, MAIN
from tests.engine_berserk.helpers import A, Put, card
from tests.engine_berserk.test_cards_amounts2 import (
    SPARE_0,
    SPARE_1,
    pick,
    position,
    targets,
    use,
)

# --- cards the existing language plays ------------------------------------------------


def test_vs045_strikes_through_a_row_and_quickens_the_creature_it_strikes_over() -> None:
    s = position(Put("VS-045", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("VS-002", 1, "a4"), SPARE_0, SPARE_1)
    hunter, friend = card(s, "VS-045", 0), card(s, "VS-001", 0)
    near, aligned = card(s, "VS-001", 1), card(s, "VS-002", 1)
    assert targets(s, hunter, "ice spear") == {near, aligned}  # two cells, in a line
    use(s, hunter, near, "ice spear")
    assert s.wounds[near] == 2
    assert s.phase == CHOOSE
    pick(s, hunter, friend)  # the creature in front of it
    assert s.dice_mod[friend] == 1


def test_vs045_valhalla_gives_a_friendly_creature_attack_experience() -> None:
    s = position(Put("VS-045", 0, "grave"), Put("VS-001", 0, "c3"), SPARE_0, SPARE_1,
                 active=1)
    s.apply(A.END)  # seat 0's turn begins: the valhalla asks for one of two friends
    assert s.phase == CHOOSE and s.to_move == 0
    friend = card(s, "VS-001", 0)
    pick(s, card(s, "VS-045", 0), friend)
    assert s.dice_mod[friend] == 1


def test_vs048_guards_with_armour_beside_an_elite_and_experience_beside_an_ordinary() -> None:
    s = position(Put("VS-048", 0, "c2"), Put("VS-029", 0, "b2"), Put("VS-001", 1, "c3"),
                 SPARE_1)
    keeper, foe = card(s, "VS-048", 0), card(s, "VS-001", 1)
    assert s._absorb(keeper, 3, "strike") == 1  # armour 2 beside the elite Пеший латник
    assert s._modifier(keeper, foe, "dice", T_DEFENCE, False) == 0
    s = position(Put("VS-048", 0, "c2"), Put("VS-016", 0, "b2"), Put("VS-001", 1, "c3"),
                 SPARE_1)
    keeper, foe = card(s, "VS-048", 0), card(s, "VS-001", 1)
    assert s._absorb(keeper, 3, "strike") == 3  # beside an ordinary one: no armour ...
    assert s._modifier(keeper, foe, "dice", T_DEFENCE, False) == 2  # ... +2 when struck
    s = position(Put("VS-048", 0, "c2"), Put("VS-001", 0, "b2"), Put("VS-001", 1, "c3"),
                 SPARE_1)
    keeper, foe = card(s, "VS-048", 0), card(s, "VS-001", 1)
    assert s._absorb(keeper, 3, "strike") == 3  # a partner without formation: nothing
    assert s._modifier(keeper, foe, "dice", T_DEFENCE, False) == 0


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
    assert targets(s, archer, "point-blank shot") == {near}
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
    assert not s._modifier(runner, foe, "direct", T_STATIC, False)
    s = position(Put("VS-079", 0, "c1"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
                 active=1)
    runner = card(s, "VS-079", 0)
    s.apply(A.END)
    assert s._modifier(runner, card(s, "VS-001", 1), "direct", T_STATIC, False)
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
    s._settle()
    assert friend not in targets(s, chronos, "turn back time")  # older wounds only
    s._wound(friend, 3)
    s._settle()
    assert friend in targets(s, chronos, "turn back time")
    use(s, chronos, friend, "turn back time")
    assert s.wounds[friend] == 2 and s.counters(chronos) == 0


def test_vs025_wounds_of_an_earlier_turn_no_longer_count() -> None:
    s = position(Put("VS-025", 0, "a2"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c5"),
                 SPARE_1)
    chronos, friend = card(s, "VS-025", 0), card(s, "VS-001", 0)
    s._wound(friend, 2)
    s.apply(A.END)
    s.set_counters(chronos, 1)
    s._settle()
    assert not targets(s, chronos, "turn back time")


def test_vs025_gives_a_counter_to_a_friendly_creature() -> None:
    s = position(Put("VS-025", 0, "a2"), Put("VS-025", 0, "c3"), SPARE_1)
    chronos, other = card(s, "VS-025", 0, 0), card(s, "VS-025", 0, 1)
    s.set_counters(chronos, 1)
    s._settle()
    assert targets(s, chronos, "borrowed hour") == {chronos, other}
    use(s, chronos, other, "borrowed hour")
    assert s.counters(other) == 1 and s.counters(chronos) == 0


def test_vs140_gives_up_its_extra_lives_for_a_discharge_of_as_many() -> None:
    s = position(Put("VS-140", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    witch, foe = card(s, "VS-140", 0), card(s, "VS-001", 1)
    assert not targets(s, witch, "blood discharge")  # no extra life
    s.lives_max[witch] += 3  # its vampirism fed it
    s._settle()
    use(s, witch, foe, "blood discharge")
    assert s.wounds[foe] == 3
    assert s.lives_max[witch] == s.cards.lives[s.kinds[witch]]
