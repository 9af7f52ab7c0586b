"""Scenario tests (second half of the gap list) for cards marked implemented that had no
test named by their id: each printed clause (berserk-nxt ``resources/data.json``, read
by an outside reader, not the card's encoder) played in an arranged position where it
matters, and where the text rules it out (a miss, out of range, the wrong side or
element, after the duration, the once-per limit reached). Public API only."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.abilities import POISON, marker
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with
from tests.games.berserk.helpers.playing import pass_turns
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    battle_from_the_deal,
    give_counters,
    offered,
    position,
    strike,
)


def moves_of(s: State, c: int) -> set[str]:
    """The cells ``c`` may move to now."""
    head = f"move {s.at(c)} to "
    return {o[len(head):] for o in options(s) if o.startswith(head)}


def walk(s: State, c: int, *cells: str) -> None:
    for cell in cells:
        act(s, f"move {s.at(c)} to {cell}")


def wounds_of_strike(s: State, attacker: int, target: int, *dice: int) -> int:
    before = s.wounds[target]
    strike(s, attacker, target, *dice)
    return s.wounds[target] - before


def to_own_turn_start(s: State) -> None:
    """End this turn and the opponent's: the first choice of the next own turn's start."""
    act(s, "end the turn")
    act(s, "end the turn")


# --- VS-007 Смотритель стойла: at the start of its turn may wound itself or a creature
# next to it by 1, the target +1 movement to the end of its turn (impact); each move to a
# next cell: attack experience 1 or +1 to it to the end of its turn -------------------


def whip_position() -> State:
    return position(Put("VS-007", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 0, "d2"),
                    Put("VS-001", 0, "e3"), SPARE_0, SPARE_1)


def test_vs_007_whip_reaches_itself_and_next_creatures_of_both_sides_only() -> None:
    s = whip_position()
    keeper, foe = card(s, "VS-007", 0), card(s, "VS-001", 1)
    near, far = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    to_own_turn_start(s)
    whip = f"{s.at(keeper)} uses «crack of the whip»"
    assert offered(s, whip) and offered(s, f"{whip} on {s.at(foe)}")
    assert offered(s, f"{whip} on {s.at(near)}")  # diagonal: still next to it
    assert not offered(s, f"{whip} on {s.at(far)}")  # two cells away
    assert offered(s, "use no target")  # «may»


def settle(s: State) -> None:
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])


def test_vs_007_whipped_ally_walks_one_more_this_turn_only() -> None:
    s = whip_position()
    near = card(s, "VS-001", 0, 0)
    to_own_turn_start(s)
    act(s, f"{s.at(card(s, 'VS-007', 0))} uses «crack of the whip» on {s.at(near)}")
    settle(s)
    assert s.wounds[near] == 1
    walk(s, near, "d1", "c1", "b1")  # movement 2, +1
    assert moves_of(s, near) == set()
    to_own_turn_start(s)
    act(s, "use no target")
    settle(s)
    walk(s, near, "b2", "b3")
    assert moves_of(s, near) == set()  # the +1 ended with that turn


def test_vs_007_whipping_itself_gives_it_three_moves() -> None:
    s = whip_position()
    keeper = card(s, "VS-007", 0)
    to_own_turn_start(s)
    act(s, f"{s.at(keeper)} uses «crack of the whip»")
    settle(s)
    assert s.wounds[keeper] == 1
    walk(s, keeper, "c2", "b2", "b3")
    assert moves_of(s, keeper) == set()


def test_vs_007_each_step_adds_one_to_its_attack_die_this_turn_only() -> None:
    s = position(Put("VS-007", 0, "c2"), Put("VS-001", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    keeper, foe = card(s, "VS-007", 0), card(s, "VS-001", 1)
    walk(s, keeper, "b2", "b3")  # two steps: +2
    assert wounds_of_strike(s, keeper, foe, 4) == 3  # closed: die 4 +2 = 6, strong 3
    to_own_turn_start(s)
    act(s, "use no target")
    settle(s)
    s.closed[foe] = True
    assert wounds_of_strike(s, keeper, foe, 4) == 2  # a new turn, no step: medium 2


def test_vs_007_one_step_one_more() -> None:
    s = position(Put("VS-007", 0, "c2"), Put("VS-001", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    keeper, foe = card(s, "VS-007", 0), card(s, "VS-001", 1)
    walk(s, keeper, "c3")
    assert wounds_of_strike(s, keeper, foe, 5) == 3  # 5 +1 = 6: strong
    s = position(Put("VS-007", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    keeper, foe = card(s, "VS-007", 0), card(s, "VS-001", 1)
    assert wounds_of_strike(s, keeper, foe, 5) == 2  # no step: medium


# --- VS-009 Хозяйка прайда: tap, impact: wound a creature by 1; this turn her side's
# creatures get +1 to their dice when they attack it ---------------------------------


def test_vs_009_claws_wound_one_at_any_distance_and_tap_her() -> None:
    s = position(Put("VS-009", 0, "c2"), Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    mistress, far = card(s, "VS-009", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(mistress)} uses «sand claws» on {s.at(far)}")
    assert s.wounds[far] == 1 and s.closed[mistress]
    assert not any("sand claws" in o for o in options(s))


def test_vs_009_her_side_strikes_the_clawed_creature_with_one_more_this_turn() -> None:
    s = position(Put("VS-009", 0, "a2"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    mistress, ally, foe = card(s, "VS-009", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(mistress)} uses «sand claws» on {s.at(foe)}")
    assert wounds_of_strike(s, ally, foe, 3) == 2  # closed: die 3 +1 = 4, medium 2


def test_vs_009_no_more_on_an_unclawed_creature_nor_the_next_turn() -> None:
    s = position(Put("VS-009", 0, "a2"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), Put("VS-001", 1, "e5"), SPARE_0,
                 SPARE_1)
    mistress, ally = card(s, "VS-009", 0), card(s, "VS-001", 0)
    foe, other = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, f"{s.at(mistress)} uses «sand claws» on {s.at(other)}")
    assert wounds_of_strike(s, ally, foe, 3) == 1  # not the clawed one: weak 1
    s = position(Put("VS-009", 0, "a2"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    mistress, ally, foe = card(s, "VS-009", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(mistress)} uses «sand claws» on {s.at(foe)}")
    pass_turns(s, 2)
    s.closed[foe] = True
    assert wounds_of_strike(s, ally, foe, 3) == 1  # «to the end of the turn»: gone


def test_vs_009_the_clawed_creature_gets_no_help_attacking_her_side() -> None:
    s = position(Put("VS-009", 0, "a2"), Put("VS-001", 0, "c3", closed=True),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    mistress, ally, foe = card(s, "VS-009", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(mistress)} uses «sand claws» on {s.at(foe)}")
    act(s, "end the turn")
    assert wounds_of_strike(s, foe, ally, 3) == 1  # its own attack: no +1


def test_vs_009_a_tiered_shot_at_the_clawed_creature_gets_one_more_on_its_die() -> None:
    s = position(Put("VS-009", 0, "a2"), Put("VS-017", 0, "c1"), Put("VS-001", 1, "c4"),
                 SPARE_0, SPARE_1)
    mistress, bow, foe = card(s, "VS-009", 0), card(s, "VS-017", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(mistress)} uses «sand claws» on {s.at(foe)}")
    s.queue_dice(3)  # 3 +1 = 4: the shot's medium 2, not its weak 1
    act(s, f"{s.at(bow)} uses «wound-up crossbow» on {s.at(foe)}")
    settle(s)
    assert s.wounds[foe] == 1 + 2


# --- VS-012 Кабаний наездник: after a move from its half to the enemy's half +1 to its
# simple strike to the end of the turn; after a move back it does not close when it
# attacks to the end of the turn; attack experience 1 --------------------------------


def test_vs_012_crossing_into_the_enemy_half_adds_one_to_its_strike_this_turn() -> None:
    s = position(Put("VS-012", 0, "c3"), Put("VS-001", 1, "b5", closed=True), SPARE_0,
                 SPARE_1)
    rider, foe = card(s, "VS-012", 0), card(s, "VS-001", 1)
    walk(s, rider, "c4")
    assert wounds_of_strike(s, rider, foe, 1) == 3  # die 1 +1 (experience): weak 2, +1
    pass_turns(s, 2)
    s.closed[foe] = True
    assert wounds_of_strike(s, rider, foe, 1) == 2  # the next turn: gone


def test_vs_012_no_crossing_no_more() -> None:
    s = position(Put("VS-012", 0, "c4"), Put("VS-001", 1, "b6", closed=True), SPARE_0,
                 SPARE_1)
    rider, foe = card(s, "VS-012", 0), card(s, "VS-001", 1)
    walk(s, rider, "c5")  # within the enemy half: no crossing
    assert wounds_of_strike(s, rider, foe, 1) == 2
    s = position(Put("VS-012", 0, "c2"), Put("VS-001", 1, "b4", closed=True), SPARE_0,
                 SPARE_1)
    rider, foe = card(s, "VS-012", 0), card(s, "VS-001", 1)
    walk(s, rider, "c3")  # within its own half
    assert wounds_of_strike(s, rider, foe, 1) == 2


def test_vs_012_coming_back_it_does_not_close_when_it_attacks_this_turn() -> None:
    s = position(Put("VS-012", 0, "c4"), Put("VS-001", 1, "b2"), SPARE_0, SPARE_1)
    rider, foe = card(s, "VS-012", 0), card(s, "VS-001", 1)
    walk(s, rider, "c3")
    strike(s, rider, foe, 6, 1)
    assert not s.closed[rider]
    pass_turns(s, 2)
    s = position(Put("VS-012", 0, "c3"), Put("VS-001", 1, "b2"), SPARE_0, SPARE_1)
    rider, foe = card(s, "VS-012", 0), card(s, "VS-001", 1)
    walk(s, rider, "c2")  # no crossing: it closes
    strike(s, rider, foe, 6, 1)
    assert s.closed[rider]


def test_vs_012_the_open_attack_ends_with_the_turn() -> None:
    s = position(Put("VS-012", 0, "c4"), Put("VS-001", 1, "b2"), SPARE_0, SPARE_1)
    rider, foe = card(s, "VS-012", 0), card(s, "VS-001", 1)
    walk(s, rider, "c3")
    pass_turns(s, 2)
    strike(s, rider, foe, 6, 1)
    assert s.closed[rider]


def test_vs_012_attack_experience_one() -> None:
    s = position(Put("VS-012", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    rider, foe = card(s, "VS-012", 0), card(s, "VS-001", 1)
    assert wounds_of_strike(s, rider, foe, 3, 5) == 2  # 4 against 5: weak, not a miss


# --- VS-013 Орк: +1 to its simple strike and a direct strike at mountains creatures ---


def test_vs_013_one_more_at_a_mountains_creature_only() -> None:
    s = position(Put("VS-013", 0, "c3"), Put("VS-050", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    orc, mountain = card(s, "VS-013", 0), card(s, "VS-050", 1)
    assert wounds_of_strike(s, orc, mountain, 1) == 4  # weak 3, +1
    s = position(Put("VS-013", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    orc, steppe = card(s, "VS-013", 0), card(s, "VS-001", 1)
    assert wounds_of_strike(s, orc, steppe, 1) == 3


def test_vs_013_no_defender_for_a_mountains_creature_one_for_others() -> None:
    s = position(Put("VS-013", 0, "c3"), Put("VS-050", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    orc, mountain = card(s, "VS-013", 0), card(s, "VS-050", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(orc)} strikes {s.at(mountain)}")
    assert not any("defends" in o for o in options(s))
    s = position(Put("VS-013", 0, "c3"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    orc, steppe = card(s, "VS-013", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(orc)} strikes {s.at(steppe)}")
    assert any("defends" in o for o in options(s))


# --- VS-016 Санкторум: protection from weak simple strikes; formation: +1 to its weak
# simple strike ------------------------------------------------------------------------


def test_vs_016_takes_nothing_from_a_weak_strike_but_a_medium_one_hurts() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-016", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    nomad, sanct = card(s, "VS-001", 0), card(s, "VS-016", 1)
    assert wounds_of_strike(s, nomad, sanct, 3) == 0  # weak
    s.closed[sanct] = True
    pass_turns(s, 2)
    s.closed[sanct] = True
    assert wounds_of_strike(s, nomad, sanct, 4) == 2  # medium


def test_vs_016_in_formation_its_weak_strike_gets_one_more() -> None:
    s = position(Put("VS-016", 0, "c3"), Put("VS-016", 0, "d3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    sanct, foe = card(s, "VS-016", 0, 0), card(s, "VS-001", 1)
    assert wounds_of_strike(s, sanct, foe, 3) == 2  # weak 1, +1
    s = position(Put("VS-016", 0, "c3"), Put("VS-016", 0, "d3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    sanct, foe = card(s, "VS-016", 0, 0), card(s, "VS-001", 1)
    assert wounds_of_strike(s, sanct, foe, 5) == 2  # medium: no more


def test_vs_016_alone_its_weak_strike_is_printed() -> None:
    s = position(Put("VS-016", 0, "c3"), Put("VS-016", 0, "e2"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    sanct, foe = card(s, "VS-016", 0, 0), card(s, "VS-001", 1)
    assert wounds_of_strike(s, sanct, foe, 3) == 1


def test_vs_009_claws_may_wound_a_creature_of_her_own_side() -> None:
    s = position(Put("VS-009", 0, "a2"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 SPARE_0, SPARE_1)
    mistress, ally = card(s, "VS-009", 0), card(s, "VS-001", 0)
    act(s, f"{s.at(mistress)} uses «sand claws» on {s.at(ally)}")  # «a creature»: any
    assert s.wounds[ally] == 1


# --- VS-017 Арбалетчик: formation: throw protection; tap: shot 1-2-3; tap: take a
# counter; +2 to the shot for each counter; a shot loses them all; at most 4 ----------


def throw_at(s: State, thrower: int, target: int) -> None:
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(target)}")
    settle(s)


def test_vs_017_in_formation_throws_do_not_hurt_it_alone_they_do() -> None:
    s = position(Put("X-021", 0, "c2"), Put("VS-017", 1, "c5"), Put("VS-016", 1, "d5"),
                 SPARE_0, SPARE_1)
    thrower, bow = card(s, "X-021", 0), card(s, "VS-017", 1)
    assert s.has_keyword(bow, "throw_protection")  # the keyword, as printed icons are
    assert not offered(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(bow)}")
    s = position(Put("X-021", 0, "c2"), Put("VS-017", 1, "c5"), Put("VS-016", 1, "d6"),
                 SPARE_0, SPARE_1)
    thrower, bow = card(s, "X-021", 0), card(s, "VS-017", 1)
    throw_at(s, thrower, bow)  # the other stands diagonally: no formation
    assert s.wounds[bow] == 2


def test_vs_017_in_formation_a_shot_still_hurts_it() -> None:
    s = position(Put("X-003", 0, "c2"), Put("VS-017", 1, "c5"), Put("VS-016", 1, "d5"),
                 SPARE_0, SPARE_1)
    archer, bow = card(s, "X-003", 0), card(s, "VS-017", 1)
    act(s, f"{s.at(archer)} shoots {s.at(bow)}")
    settle(s)
    assert s.wounds[bow] == 2


def shoot_crossbow(s: State, bow: int, target: int, die: int) -> None:
    s.queue_dice(die)
    act(s, f"{s.at(bow)} uses «wound-up crossbow» on {s.at(target)}")
    settle(s)


def test_vs_017_shot_one_two_three_far_but_never_next_to_it() -> None:
    s = position(Put("VS-017", 0, "c1"), Put("VS-001", 1, "c2"), Put("VS-001", 1, "e5"),
                 SPARE_0, SPARE_1)
    bow, near, far = card(s, "VS-017", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not offered(s, f"{s.at(bow)} uses «wound-up crossbow» on {s.at(near)}")
    shoot_crossbow(s, bow, far, 6)
    assert s.wounds[far] == 3 and s.closed[bow]
    for die, tier in ((3, 1), (4, 2)):
        s = position(Put("VS-017", 0, "c1"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
        bow, foe = card(s, "VS-017", 0), card(s, "VS-001", 1)
        shoot_crossbow(s, bow, foe, die)
        assert s.wounds[foe] == tier


def test_vs_017_winding_taps_it_for_a_counter_each_adding_two_then_spent() -> None:
    s = position(Put("VS-017", 0, "c1"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    bow, foe = card(s, "VS-017", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(bow)} uses «wind the crossbow»")
    assert s.counters(bow) == 1 and s.closed[bow]
    pass_turns(s, 2)
    assert s.counters(bow) == 1
    shoot_crossbow(s, bow, foe, 3)  # weak 1, +2
    assert s.wounds[foe] == 3 and s.counters(bow) == 0


def test_vs_017_at_most_four_counters() -> None:
    s = position(Put("VS-017", 0, "c1"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    bow = card(s, "VS-017", 0)
    give_counters(s, bow, 3)
    act(s, f"{s.at(bow)} uses «wind the crossbow»")
    assert s.counters(bow) == 4
    s = position(Put("VS-017", 0, "c1"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    bow, foe = card(s, "VS-017", 0), card(s, "VS-117", 1)
    give_counters(s, bow, 4)
    assert not offered(s, f"{s.at(bow)} uses «wind the crossbow»")  # four: no fifth
    shoot_crossbow(s, bow, foe, 3)  # weak 1, +8
    assert s.wounds[foe] == 9


# --- VS-019 Щитоносец: -1 from ranged attacks; a steppe creature of its side right or
# left of it gets -1 from ranged attacks; formation: -1 from simple strikes; defence
# experience 2 --------------------------------------------------------------------------


def shot_wounds(s: State, archer: int, target: int) -> int:
    before = s.wounds[target]
    act(s, f"{s.at(archer)} shoots {s.at(target)}")
    settle(s)
    return s.wounds[target] - before


def test_vs_019_one_less_from_a_shot() -> None:
    s = position(Put("X-003", 0, "c2"), Put("VS-019", 1, "c5"), SPARE_0, SPARE_1)
    assert shot_wounds(s, card(s, "X-003", 0), card(s, "VS-019", 1)) == 1


def test_vs_019_shields_a_steppe_creature_beside_it_only() -> None:
    for at, expected in (("b5", 1), ("d5", 1), ("c4", 2), ("b4", 2), ("a5", 2)):
        s = position(Put("X-003", 0, "c1"), Put("VS-019", 1, "c5"), Put("VS-001", 1, at),
                     SPARE_0, SPARE_1)
        archer, steppe = card(s, "X-003", 0), card(s, "VS-001", 1)
        assert shot_wounds(s, archer, steppe) == expected, at


def test_vs_019_no_shield_for_a_creature_of_another_element_beside_it() -> None:
    s = position(Put("X-003", 0, "c1"), Put("VS-019", 1, "c5"), Put("VS-050", 1, "d5"),
                 SPARE_0, SPARE_1)
    archer, mountain = card(s, "X-003", 0), card(s, "VS-050", 1)
    assert "steppes" not in s.elements_of(mountain)
    assert shot_wounds(s, archer, mountain) == 2


def test_vs_019_in_formation_one_less_from_a_simple_strike() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-019", 1, "c4", closed=True),
                 Put("VS-016", 1, "d4"), SPARE_0, SPARE_1)
    nomad, shield = card(s, "VS-001", 0), card(s, "VS-019", 1)
    assert wounds_of_strike(s, nomad, shield, 4) == 1  # medium 2, -1
    s = position(Put("VS-001", 0, "c3"), Put("VS-019", 1, "c4", closed=True),
                 Put("VS-016", 1, "d5"), SPARE_0, SPARE_1)
    nomad, shield = card(s, "VS-001", 0), card(s, "VS-019", 1)
    assert wounds_of_strike(s, nomad, shield, 4) == 2  # no formation


def test_vs_019_defence_experience_two() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-019", 1, "c4"), SPARE_0, SPARE_1)
    nomad, shield = card(s, "VS-001", 0), card(s, "VS-019", 1)
    assert wounds_of_strike(s, nomad, shield, 4, 1) == 1  # 4 against 1 +2: weak, not medium


# --- VS-024 Посвящённый Дзара: each move to a next cell: +1 to its discharge's range to
# the end of the turn; tap: discharge 2-3-4, range 1; discharge protection ------------


def discharge_of(s: State, c: int, target: int) -> str:
    return f"{s.at(c)} uses «Dzar's discharge» on {s.at(target)}"


def test_vs_024_discharge_reaches_one_cell_and_hits_by_its_die() -> None:
    s = position(Put("VS-024", 0, "c2"), Put("VS-001", 1, "d3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    initiate, near, far = card(s, "VS-024", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    assert offered(s, discharge_of(s, initiate, near))
    assert not offered(s, discharge_of(s, initiate, far))  # two cells: out of range
    for die, wounds in ((3, 2), (5, 3), (6, 4)):
        s = position(Put("VS-024", 0, "c2"), Put("VS-117", 1, "d3"), SPARE_0, SPARE_1)
        initiate, foe = card(s, "VS-024", 0), card(s, "VS-117", 1)
        s.queue_dice(die)
        act(s, discharge_of(s, initiate, foe))
        settle(s)
        assert s.wounds[foe] == wounds


def test_vs_024_each_step_reaches_one_cell_further_this_turn() -> None:
    s = position(Put("VS-024", 0, "b1"), Put("VS-117", 1, "b4"), Put("VS-001", 1, "b6"),
                 SPARE_0, SPARE_1)
    initiate, vail, nomad = card(s, "VS-024", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    walk(s, initiate, "c1")  # range 2: b4 is 3 away
    assert not offered(s, discharge_of(s, initiate, vail))
    walk(s, initiate, "c2")  # range 3: b4 is 2 away, b6 4 away
    assert offered(s, discharge_of(s, initiate, vail))
    assert not offered(s, discharge_of(s, initiate, nomad))
    pass_turns(s, 2)  # a new turn, no step: range 1 again
    assert not offered(s, discharge_of(s, initiate, vail))


def test_vs_024_discharges_do_not_hurt_it() -> None:
    s = position(Put("X-020", 0, "c2"), Put("VS-024", 1, "c5"), SPARE_0, SPARE_1)
    mage, initiate = card(s, "X-020", 0), card(s, "VS-024", 1)
    assert not offered(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(initiate)}")
    assert offered(s, f"{s.at(mage)} uses Разряд (discharge) on Змееглав@e6")


# --- VS-028 Матриарх племени: counter + tap, impact: every creature of her side next to
# the chosen enemy creature fights it as an open card, not closing; second player:
# starts the battle with a counter; magic protection ---------------------------------


def order_of(s: State, c: int, target: int) -> str:
    return f"{s.at(c)} uses «matriarch's order» on {s.at(target)}"


def test_vs_028_order_needs_a_counter() -> None:
    s = position(Put("VS-028", 0, "a2"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    matriarch, foe = card(s, "VS-028", 0), card(s, "VS-117", 1)
    assert not offered(s, order_of(s, matriarch, foe))
    give_counters(s, matriarch, 1)
    assert offered(s, order_of(s, matriarch, foe))


def test_vs_028_every_ally_next_to_it_strikes_and_stays_open_others_do_not() -> None:
    s = position(Put("VS-028", 0, "a2"), Put("VS-001", 0, "c3"), Put("VS-001", 0, "d4"),
                 Put("VS-001", 0, "e2"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    matriarch, foe = card(s, "VS-028", 0), card(s, "VS-117", 1)
    first, second, far = (card(s, "VS-001", 0, i) for i in range(3))
    give_counters(s, matriarch, 1)
    s.queue_dice(6, 1, 6, 1)  # each: 6 against 1, strong 3
    act(s, order_of(s, matriarch, foe))
    settle(s)
    assert s.wounds[foe] == 6
    assert not s.closed[first] and not s.closed[second] and not s.closed[far]
    assert s.closed[matriarch] and s.counters(matriarch) == 0


def test_vs_028_the_closed_enemy_fights_back_as_an_open_card() -> None:
    s = position(Put("VS-028", 0, "a2"), Put("VS-001", 0, "c3"),
                 Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    matriarch, foe = card(s, "VS-028", 0), card(s, "VS-117", 1)
    give_counters(s, matriarch, 1)
    s.queue_dice(3, 6)  # 3 against 6: the open card's die counts — a miss
    act(s, order_of(s, matriarch, foe))
    settle(s)
    assert s.wounds[foe] == 0


def test_vs_028_second_player_starts_with_a_counter_first_does_not() -> None:
    s = battle_from_the_deal(({"c3": "VS-001"}, {"c4": "VS-028"}), first=0)
    assert s.counters(card(s, "VS-028", 1)) == 1
    s = battle_from_the_deal(({"c3": "VS-028"}, {"c4": "VS-001"}), first=0)
    assert s.counters(card(s, "VS-028", 0)) == 0


# --- VS-035 Гном-поджигатель: at the start of its turn, impact: 1 wound to the enemy
# creature in front of it, +1 if that creature did not move in the opponent's last turn -


def test_vs_035_burns_a_still_creature_in_front_for_two() -> None:
    s = position(Put("VS-035", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "d4"),
                 SPARE_0, SPARE_1)
    front, side = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    to_own_turn_start(s)
    settle(s)
    assert s.wounds[front] == 2 and s.wounds[side] == 0


def test_vs_035_a_creature_that_moved_in_its_turn_takes_one() -> None:
    s = position(Put("VS-035", 0, "c3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    foe = card(s, "VS-117", 1)
    act(s, "end the turn")
    walk(s, foe, "c4")
    act(s, "end the turn")
    settle(s)
    assert s.wounds[foe] == 1


def test_vs_035_no_burn_for_a_creature_not_in_front() -> None:
    s = position(Put("VS-035", 0, "c3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    foe = card(s, "VS-117", 1)
    to_own_turn_start(s)
    settle(s)
    assert s.wounds[foe] == 0  # two cells ahead: not the one in front


# --- VS-062 Костедробитель: valhalla: a creature of its side gets +1 to its simple strike
# to the end of its turn; attack and defence experience 1 -----------------------------


def test_vs_062_valhalla_gives_a_friend_one_more_this_turn_only() -> None:
    s = position(Put("VS-062", 0, "grave"), Put("VS-001", 0, "c3"),
                 Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1, active=1)
    nomad, foe = card(s, "VS-001", 0), card(s, "VS-117", 1)
    act(s, "end the turn")  # seat 0's turn starts: the valhalla acts
    settle(s)
    assert wounds_of_strike(s, nomad, foe, 1) == 2  # weak 1, +1


def test_vs_062_the_bonus_is_gone_in_the_opponents_turn() -> None:
    s = position(Put("VS-062", 0, "grave"), Put("VS-001", 0, "c3"),
                 Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    nomad, foe = card(s, "VS-001", 0), card(s, "VS-117", 1)
    act(s, "end the turn")
    settle(s)
    act(s, "end the turn")  # the opponent's turn: its counter-strike is the printed one
    assert wounds_of_strike(s, foe, nomad, 1, 4) == 0 and s.wounds[foe] == 1  # miss, weak 1


def test_vs_062_attack_and_defence_experience() -> None:
    s = position(Put("VS-062", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    crusher, foe = card(s, "VS-062", 0), card(s, "VS-117", 1)
    assert wounds_of_strike(s, crusher, foe, 3, 5) == 3  # 4 against 5: weak 3, not a miss
    s = position(Put("VS-117", 0, "c3"), Put("VS-062", 1, "c4"), SPARE_0, SPARE_1)
    foe, crusher = card(s, "VS-117", 0), card(s, "VS-062", 1)
    assert wounds_of_strike(s, foe, crusher, 4, 1) == 1  # 4 against 2: weak, not medium


# --- VS-070 Дракс (flying, direct strike): +1 to its simple strike at cards with a
# discharge, a magic strike or a spell -------------------------------------------------


def test_vs_070_one_more_at_a_discharger_a_magic_striker_a_spellcaster() -> None:
    for foe_id in ("X-020", "X-022", "VS-003"):
        s = position(Put("VS-070", 0, "air"), Put(foe_id, 1, "c4", closed=True), SPARE_0,
                     SPARE_1)
        drax, foe = card(s, "VS-070", 0), card(s, foe_id, 1)
        assert wounds_of_strike(s, drax, foe, 1) == 2, foe_id  # weak 1, +1


def test_vs_070_nothing_more_at_a_plain_creature_or_a_shooter() -> None:
    for foe_id in ("VS-001", "X-003"):
        s = position(Put("VS-070", 0, "air"), Put(foe_id, 1, "c4", closed=True), SPARE_0,
                     SPARE_1)
        drax, foe = card(s, "VS-070", 0), card(s, foe_id, 1)
        assert wounds_of_strike(s, drax, foe, 1) == 1, foe_id


def test_vs_070_its_direct_strike_passes_a_defender() -> None:
    s = position(Put("VS-070", 0, "air"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    drax, foe = card(s, "VS-070", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(drax)} strikes {s.at(foe)}")
    assert not any("defends" in o for o in options(s))


# --- VS-080 Бьёрн: when it becomes a defender, heal the creature it defends by 2 ---------


def test_vs_080_defending_heals_the_defended_by_two() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4", wounds=3),
                 Put("VS-080", 1, "d4"), SPARE_0, SPARE_1)
    nomad, vail, bjorn = card(s, "VS-001", 0), card(s, "VS-117", 1), card(s, "VS-080", 1)
    s.queue_dice(4, 1)
    act(s, f"{s.at(nomad)} strikes {s.at(vail)}")
    act(s, f"{s.at(bjorn)} defends")
    settle(s)
    assert s.wounds[vail] == 1


def test_vs_080_no_heal_when_it_does_not_defend() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4", wounds=3),
                 Put("VS-080", 1, "d4"), SPARE_0, SPARE_1)
    nomad, vail = card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(4, 1)
    act(s, f"{s.at(nomad)} strikes {s.at(vail)}")
    act(s, "no defender")
    settle(s)
    assert s.wounds[vail] == 3 + 2


# --- VS-082 Клаэр: when she becomes a defender, +2 to her simple strike and attack
# experience 1 to the end of her side's next turn; shot protection --------------------


def klaer_defends() -> tuple[State, int, int]:
    s = position(Put("VS-117", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-082", 1, "d4"),
                 SPARE_0, SPARE_1)
    vail, nomad, klaer = card(s, "VS-117", 0), card(s, "VS-001", 1), card(s, "VS-082", 1)
    s.queue_dice(1, 6)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    act(s, f"{s.at(klaer)} defends")
    settle(s)
    return s, klaer, vail


def test_vs_082_defending_gives_her_two_more_and_a_die_in_her_next_turn() -> None:
    s, klaer, vail = klaer_defends()
    act(s, "end the turn")
    s.closed[vail] = True
    assert wounds_of_strike(s, klaer, vail, 3) == 2 + 2  # die 3 +1: medium 2, +2


def test_vs_082_the_fury_ends_with_her_next_turn() -> None:
    s, klaer, vail = klaer_defends()
    act(s, "end the turn")
    pass_turns(s, 2)
    s.closed[vail] = True
    assert wounds_of_strike(s, klaer, vail, 3) == 1  # die 3: weak 1, nothing more


def test_vs_082_no_fury_without_defending() -> None:
    s = position(Put("VS-082", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    klaer, vail = card(s, "VS-082", 0), card(s, "VS-117", 1)
    assert wounds_of_strike(s, klaer, vail, 3) == 1


def test_vs_082_shots_do_not_hurt_her() -> None:
    s = position(Put("X-003", 0, "c2"), Put("VS-082", 1, "c5"), SPARE_0, SPARE_1)
    archer, klaer = card(s, "X-003", 0), card(s, "VS-082", 1)
    assert not offered(s, f"{s.at(archer)} shoots {s.at(klaer)}")


# --- VS-085 Леккен: a defender that does not close; may defend any number of times a
# turn; defence experience 1; discharge protection ----------------------------------------


def test_vs_085_defends_twice_a_turn_and_stays_open() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "e3"), Put("VS-117", 1, "c4"),
                 Put("VS-117", 1, "e4"), Put("VS-085", 1, "d4"), SPARE_0, SPARE_1)
    first, second = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    left, right, lekken = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1), card(s, "VS-085", 1)
    for attacker, target in ((first, left), (second, right)):
        s.queue_dice(1, 1)
        act(s, f"{s.at(attacker)} strikes {s.at(target)}")
        act(s, f"{s.at(lekken)} defends")
        settle(s)
        assert not s.closed[lekken]
    assert s.wounds[left] == 0 and s.wounds[right] == 0


def test_vs_085_defence_experience_one() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-085", 1, "c4"), SPARE_0, SPARE_1)
    nomad, lekken = card(s, "VS-001", 0), card(s, "VS-085", 1)
    assert wounds_of_strike(s, nomad, lekken, 4, 2) == 1  # 4 against 3: weak, not medium


# --- VS-091 Дикий целитель: +1 to its simple strike and attack experience while three or
# more unwounded creatures of its side stand next to it; when it moves it may heal a
# creature next to it by 1 ----------------------------------------------------------------


def herd(wounded: int = 0) -> tuple[State, int, int]:
    s = position(Put("VS-091", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 0, "d3"),
                 Put("VS-001", 0, "b2", wounds=wounded), Put("VS-117", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    return s, card(s, "VS-091", 0), card(s, "VS-117", 1)


def test_vs_091_three_unwounded_friends_give_one_more_and_a_die() -> None:
    s, healer, foe = herd()
    assert wounds_of_strike(s, healer, foe, 3) == 2 + 1  # die 3 +1: medium 2, +1


def test_vs_091_a_wounded_third_friend_gives_nothing() -> None:
    s, healer, foe = herd(wounded=1)
    assert wounds_of_strike(s, healer, foe, 3) == 2  # die 3: weak 2


def test_vs_091_moving_it_may_heal_a_creature_next_to_it() -> None:
    s = position(Put("VS-091", 0, "c2"), Put("VS-001", 0, "b3", wounds=2),
                 Put("VS-001", 0, "e3", wounds=2), SPARE_0, SPARE_1)
    healer, near, far = card(s, "VS-091", 0), card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    walk(s, healer, "c3")
    heal = f"{s.at(healer)} uses «healing stride» on "
    assert offered(s, heal + s.at(near)) and not offered(s, heal + s.at(far))
    act(s, heal + s.at(near))
    settle(s)
    assert s.wounds[near] == 1 and s.wounds[far] == 2


def test_vs_082_her_counter_strike_in_the_defence_already_has_the_two() -> None:
    s = position(Put("VS-117", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-082", 1, "d4"),
                 SPARE_0, SPARE_1)
    vail, nomad, klaer = card(s, "VS-117", 0), card(s, "VS-001", 1), card(s, "VS-082", 1)
    s.queue_dice(1, 4)  # 1 against 4: a miss, her weak counter-strike 1, +2
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    act(s, f"{s.at(klaer)} defends")
    settle(s)
    assert s.wounds[vail] == 3 and s.wounds[nomad] == 0


# --- VS-097 Эльфийский воин: -1 from attacks of steppe creatures; when it strikes or
# misses in an attack, a shot for 2; attack experience 1 ----------------------------------


def test_vs_097_one_less_from_a_steppe_creature_none_less_from_others() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-097", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    nomad, elf = card(s, "VS-001", 0), card(s, "VS-097", 1)
    assert "steppes" in s.elements_of(nomad)
    assert wounds_of_strike(s, nomad, elf, 4) == 1  # medium 2, -1
    s = position(Put("VS-050", 0, "c3"), Put("VS-097", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    keeper, elf = card(s, "VS-050", 0), card(s, "VS-097", 1)
    assert wounds_of_strike(s, keeper, elf, 4) == 2  # mountains: medium 2 in full


def test_vs_097_a_steppe_shot_is_an_attack_too() -> None:
    s = position(Put("X-003", 0, "c2"), Put("VS-097", 1, "c5"), SPARE_0, SPARE_1)
    assert shot_wounds(s, card(s, "X-003", 0), card(s, "VS-097", 1)) == 1


def arrow_after(dice: tuple[int, ...]) -> tuple[State, int, int]:
    s = position(Put("VS-097", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "a6"),
                 SPARE_0, SPARE_1)
    elf, vail, far = card(s, "VS-097", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    s.queue_dice(*dice)
    act(s, f"{s.at(elf)} strikes {s.at(vail)}")
    arrow = f"{s.at(elf)} uses «parting arrow» on "
    while s.phase != MAIN:
        if offered(s, arrow + s.at(far)):
            assert not offered(s, arrow + s.at(vail))  # a shot: never at a card next to it
            act(s, arrow + s.at(far))
        else:
            s.apply(s.legal_actions()[-1])
    return s, vail, far


def test_vs_097_a_hit_in_its_attack_brings_a_shot_for_two() -> None:
    s, vail, far = arrow_after((6, 1))
    assert s.wounds[vail] > 0 and s.wounds[far] == 2


def test_vs_097_a_miss_in_its_attack_brings_the_shot_too() -> None:
    s, vail, far = arrow_after((1, 4))  # 2 against 4: a miss
    assert s.wounds[vail] == 0 and s.wounds[far] == 2


def test_vs_097_no_shot_when_it_answers_an_attack() -> None:
    s = position(Put("VS-117", 0, "c3"), Put("VS-097", 1, "c4"), Put("VS-001", 0, "a1"),
                 SPARE_1)
    vail, elf, far = card(s, "VS-117", 0), card(s, "VS-097", 1), card(s, "VS-001", 0)
    s.queue_dice(1, 6)  # its counter-strike, not an attack of its own
    act(s, f"{s.at(vail)} strikes {s.at(elf)}")
    assert not any("parting arrow" in o for o in options(s))
    settle(s)
    assert s.wounds[far] == 0


# --- VS-112 Хедд: at a medium or strong simple strike the struck creature is poisoned 1;
# regeneration 1 ---------------------------------------------------------------------------


def test_vs_112_medium_and_strong_hits_poison() -> None:
    for die in (4, 6):
        s = position(Put("VS-112", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                     SPARE_1)
        hedd, foe = card(s, "VS-112", 0), card(s, "VS-117", 1)
        strike(s, hedd, foe, die)
        assert marker(s, foe, POISON) == 1, die


def test_vs_112_a_weak_hit_or_a_miss_does_not_poison() -> None:
    s = position(Put("VS-112", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    hedd, foe = card(s, "VS-112", 0), card(s, "VS-117", 1)
    strike(s, hedd, foe, 3)
    assert s.wounds[foe] == 2 and marker(s, foe, POISON) == 0
    s = position(Put("VS-112", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    hedd, foe = card(s, "VS-112", 0), card(s, "VS-117", 1)
    strike(s, hedd, foe, 1, 4)
    assert marker(s, foe, POISON) == 0


def test_vs_112_its_medium_counter_strike_does_not_poison_the_attacker() -> None:
    s = position(Put("VS-117", 0, "c3"), Put("VS-112", 1, "c4"), SPARE_0, SPARE_1)
    vail, hedd = card(s, "VS-117", 0), card(s, "VS-112", 1)
    strike(s, vail, hedd, 1, 5)  # 1 against 5: a weak hit and its medium counter-strike
    assert s.wounds[vail] == 2 and marker(s, vail, POISON) == 0


def test_vs_112_regenerates_one_at_its_turn_start() -> None:
    s = position(Put("VS-112", 0, "c3", wounds=3), SPARE_0, SPARE_1)
    hedd = card(s, "VS-112", 0)
    to_own_turn_start(s)
    settle(s)
    assert s.wounds[hedd] == 2


# --- VS-128 Тролль: no text; regeneration 2, attack experience 1, 10 lives, 2-4-5 -------


def test_vs_128_regeneration_two_and_attack_experience() -> None:
    s = position(Put("VS-128", 0, "c3", wounds=5), Put("VS-117", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    troll, foe = card(s, "VS-128", 0), card(s, "VS-117", 1)
    assert s.lives_left(troll) == 5 and s.abilities_of(troll) == ()
    assert wounds_of_strike(s, troll, foe, 3) == 4  # die 3 +1: medium 4
    to_own_turn_start(s)
    settle(s)
    assert s.wounds[troll] == 3


def test_vs_128_strong_five() -> None:
    s = position(Put("VS-128", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    troll, foe = card(s, "VS-128", 0), card(s, "VS-117", 1)
    assert wounds_of_strike(s, troll, foe, 5) == 5  # 5 +1 = 6: strong


# --- VS-151 Зомби: +X to its simple strike (at most +2), X the other dark creatures of its
# side; direct strike ----------------------------------------------------------------------


def zombie_strike(*dark: str) -> int:
    puts = [Put("VS-137", 0, at) for at in dark]
    s = position(Put("VS-151", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-001", 0, "e1"), *puts, SPARE_0, SPARE_1)
    zombie, foe = card(s, "VS-151", 0), card(s, "VS-117", 1)
    return wounds_of_strike(s, zombie, foe, 1)  # weak 1


def test_vs_151_counts_only_the_other_dark_creatures_at_most_two() -> None:
    assert zombie_strike() == 1  # itself and a steppe creature do not count
    assert zombie_strike("a3") == 2
    assert zombie_strike("a3", "b1", "d1") == 3  # at most +2


def test_vs_151_an_enemy_dark_creature_does_not_count() -> None:
    s = position(Put("VS-151", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-137", 1, "a6"), SPARE_0, SPARE_1)
    zombie, foe = card(s, "VS-151", 0), card(s, "VS-117", 1)
    assert wounds_of_strike(s, zombie, foe, 1) == 1


def test_vs_151_its_direct_strike_passes_a_defender() -> None:
    s = position(Put("VS-151", 0, "c3"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    zombie, foe = card(s, "VS-151", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(zombie)} strikes {s.at(foe)}")
    assert not any("defends" in o for o in options(s))


# --- VS-155 Рогатый демон: teleport; vampirism, at most 12 lives; shot, poison and flyer
# protection ---------------------------------------------------------------------------------


def test_vs_155_vampirism_adds_its_hit_to_its_current_lives_up_to_twelve() -> None:
    s = position(Put("VS-155", 0, "c3", wounds=2), Put("VS-117", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    demon, foe = card(s, "VS-155", 0), card(s, "VS-117", 1)
    assert s.lives_left(demon) == 5
    strike(s, demon, foe, 6)  # strong 3: 5 + 3 lives
    assert s.lives_left(demon) == 8
    for _ in range(2):
        pass_turns(s, 2)
        s.closed[foe] = True
        strike(s, demon, foe, 6)
    assert s.lives_left(demon) == 12  # 8 + 3 + 3, but at most 12


def test_vs_155_teleport_and_its_protections() -> None:
    s = position(Put("VS-155", 0, "c3"), SPARE_0, SPARE_1)
    demon = card(s, "VS-155", 0)
    for keyword in ("teleport", "vampirism", "shot_protection", "poison_protection",
                    "flyer_protection"):
        assert s.has_keyword(demon, keyword), keyword
    s = position(Put("X-003", 0, "c2"), Put("VS-155", 1, "c5"), SPARE_0, SPARE_1)
    archer, demon = card(s, "X-003", 0), card(s, "VS-155", 1)
    assert not offered(s, f"{s.at(archer)} shoots {s.at(demon)}")


# --- VS-157 Лунная баньши: instant tap, impact: the chosen strike deals 1 less, and she
# takes a counter; counter + tap, spell: an enemy creature not wounded by attacks this turn
# gets -3 lives to the end of the turn; second player: starts with a counter; magic
# protection -----------------------------------------------------------------------------


def test_vs_157_wail_takes_one_off_the_attackers_hit_and_gives_her_a_counter() -> None:
    s = position(Put("VS-157", 0, "b2"), Put("VS-117", 1, "c4"), Put("VS-001", 0, "c3"),
                 SPARE_0, SPARE_1, active=1)
    banshee, vail, nomad = card(s, "VS-157", 0), card(s, "VS-117", 1), card(s, "VS-001", 0)
    s.queue_dice(6, 1)  # strong 4
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    wail = f"{s.at(banshee)} uses «banshee's wail» on "
    while s.phase != MAIN:
        if offered(s, wail + s.at(vail)):
            assert not offered(s, wail + s.at(nomad))
            act(s, wail + s.at(vail))
        else:
            s.apply(s.legal_actions()[-1])
    assert s.wounds[nomad] == 3 and s.counters(banshee) == 1 and s.closed[banshee]


def test_vs_157_horror_takes_three_lives_this_turn_from_an_unwounded_enemy() -> None:
    s = position(Put("VS-157", 0, "b2"), Put("VS-001", 0, "a3"), Put("VS-117", 1, "e5"),
                 SPARE_0, SPARE_1)
    banshee, vail = card(s, "VS-157", 0), card(s, "VS-117", 1)
    horror = f"{s.at(banshee)} uses «horror» on "
    assert not offered(s, horror + s.at(vail))  # a counter first
    give_counters(s, banshee, 1)
    act(s, horror + s.at(vail))
    assert s.lives_left(vail) == 14 - 3 and s.counters(banshee) == 0
    pass_turns(s, 1)
    assert s.lives_left(vail) == 14  # to the end of the turn


def test_vs_157_horror_destroys_one_whose_wounds_reach_its_lowered_lives() -> None:
    s = position(Put("VS-157", 0, "b2"), Put("VS-001", 1, "c5", wounds=5), SPARE_0,
                 SPARE_1)
    banshee, nomad = card(s, "VS-157", 0), card(s, "VS-001", 1)
    give_counters(s, banshee, 1)
    act(s, f"{s.at(banshee)} uses «horror» on {s.at(nomad)}")
    settle(s)
    assert s.where(nomad) == "grave" or nomad not in s.on_field(1)


def test_vs_157_no_horror_on_a_creature_an_attack_wounded_this_turn() -> None:
    s = position(Put("VS-157", 0, "b2"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    banshee, nomad, vail = card(s, "VS-157", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    strike(s, nomad, vail, 6, 1)
    give_counters(s, banshee, 1)
    assert not offered(s, f"{s.at(banshee)} uses «horror» on {s.at(vail)}")


def test_vs_157_second_player_starts_with_a_counter() -> None:
    s = battle_from_the_deal(({"c3": "VS-001"}, {"c4": "VS-157"}), first=0)
    assert s.counters(card(s, "VS-157", 1)) == 1
    s = battle_from_the_deal(({"c3": "VS-157"}, {"c4": "VS-001"}), first=0)
    assert s.counters(card(s, "VS-157", 0)) == 0


# --- VS-159 Драккарх (flying): -1 from ranged attacks; +1 to its simple strike at flying
# creatures; tap: it gains a direct strike; poison protection ----------------------------


def test_vs_159_one_less_from_a_shot() -> None:
    s = position(Put("X-003", 0, "c2"), Put("VS-159", 1, "air"), SPARE_0, SPARE_1)
    assert shot_wounds(s, card(s, "X-003", 0), card(s, "VS-159", 1)) == 1


def test_vs_159_one_more_at_a_flyer_only() -> None:
    s = position(Put("VS-159", 0, "air"), Put("VS-014", 1, "air", closed=True),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    drakk, flyer = card(s, "VS-159", 0), card(s, "VS-014", 1)
    assert wounds_of_strike(s, drakk, flyer, 1) == 3  # weak 2, +1
    s = position(Put("VS-159", 0, "air"), Put("VS-014", 1, "air", closed=True),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    drakk, walker = card(s, "VS-159", 0), card(s, "VS-001", 1)
    assert wounds_of_strike(s, drakk, walker, 1) == 2


def test_vs_159_dive_gives_it_a_direct_strike_that_stays() -> None:
    s = position(Put("VS-159", 0, "air"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    drakk, foe = card(s, "VS-159", 0), card(s, "VS-001", 1)
    s.queue_dice(4, 3)
    act(s, f"{s.at(drakk)} strikes {s.at(foe)}")
    assert any("defends" in o for o in options(s))  # no direct strike yet
    s = position(Put("VS-159", 0, "air"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    drakk, foe = card(s, "VS-159", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(drakk)} uses «dive»")
    assert s.has_keyword(drakk, "direct_strike") and s.closed[drakk]
    pass_turns(s, 2)  # no end printed: it keeps it
    s.queue_dice(4, 3)
    act(s, f"{s.at(drakk)} strikes {s.at(foe)}")
    assert not any("defends" in o for o in options(s))


# --- VS-165 Барака: does not close after attacking; defence experience 1 ------------------


def test_vs_165_stays_open_after_its_attack() -> None:
    s = position(Put("VS-165", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    baraka, vail = card(s, "VS-165", 0), card(s, "VS-117", 1)
    strike(s, baraka, vail, 6, 1)
    assert not s.closed[baraka]


def test_vs_165_defence_experience_one() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-165", 1, "c4"), SPARE_0, SPARE_1)
    nomad, baraka = card(s, "VS-001", 0), card(s, "VS-165", 1)
    assert wounds_of_strike(s, nomad, baraka, 4, 2) == 1  # 4 against 3: weak


# --- VS-174 Взрывная Мэри: instant tap, impact: when a creature's die shows 1, 2 wounds to
# it; instant tap, impact: 1 wound to an enemy creature -----------------------------------


def spot(s: State, mary: int, target: int) -> bool:
    """Wait for the black spot on ``target`` while the action resolves; use it if offered."""
    used = False
    black = f"{s.at(mary)} uses «black spot» on {s.at(target)}"
    while s.phase != MAIN:
        if offered(s, black):
            act(s, black)
            used = True
        else:
            s.apply(s.legal_actions()[-1])
    return used


def test_vs_174_black_spot_on_a_striker_whose_die_shows_one() -> None:
    s = position(Put("VS-174", 0, "b2"), Put("VS-117", 1, "c4"), Put("VS-001", 0, "c3"),
                 SPARE_0, SPARE_1, active=1)
    mary, vail, nomad = card(s, "VS-174", 0), card(s, "VS-117", 1), card(s, "VS-001", 0)
    s.queue_dice(1, 3)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    assert spot(s, mary, vail)
    assert s.wounds[vail] == 2 and s.closed[mary]


def test_vs_174_no_black_spot_when_no_die_shows_one() -> None:
    s = position(Put("VS-174", 0, "b2"), Put("VS-117", 1, "c4"), Put("VS-001", 0, "c3"),
                 SPARE_0, SPARE_1, active=1)
    mary, vail, nomad = card(s, "VS-174", 0), card(s, "VS-117", 1), card(s, "VS-001", 0)
    s.queue_dice(2, 3)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    assert not spot(s, mary, vail) and not spot(s, mary, nomad)


def test_vs_174_black_spot_on_a_shooter_whose_die_shows_one() -> None:
    s = position(Put("VS-174", 0, "b2"), Put("VS-017", 1, "c5"), Put("VS-001", 0, "c3"),
                 SPARE_0, SPARE_1, active=1)
    mary, bow, nomad = card(s, "VS-174", 0), card(s, "VS-017", 1), card(s, "VS-001", 0)
    s.queue_dice(1)
    act(s, f"{s.at(bow)} uses «wound-up crossbow» on {s.at(nomad)}")
    assert spot(s, mary, bow)
    assert s.wounds[bow] == 2


def test_vs_174_pirate_daring_wounds_an_enemy_in_its_turn_never_a_friend() -> None:
    s = position(Put("VS-174", 0, "b2"), Put("VS-117", 1, "c4"), Put("VS-001", 0, "c3"),
                 SPARE_0, SPARE_1, active=1)
    mary, vail, nomad = card(s, "VS-174", 0), card(s, "VS-117", 1), card(s, "VS-001", 0)
    s.queue_dice(2, 3)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    daring = f"{s.at(mary)} uses «pirate daring» on "
    assert offered(s, daring + s.at(vail)) and not offered(s, daring + s.at(nomad))
    act(s, daring + s.at(vail))
    settle(s)
    assert s.wounds[vail] == 1 and s.closed[mary]


# --- a counter-strike is a simple strike (deckcheck's reading, language.KIND_GROUPS): the
# printed «+N to its simple strike at ...» holds for it too --------------------------------


def counter_wounds(attacker_id: str, card_id: str, *dice: int, at: str = "c4",
                   attacker_at: str = "c3") -> int:
    """The wounds ``card_id``'s counter-strike deals ``attacker_id`` striking it."""
    s = position(Put(attacker_id, 0, attacker_at), Put(card_id, 1, at), SPARE_0, SPARE_1)
    attacker = card(s, attacker_id, 0)
    strike(s, attacker, card(s, card_id, 1), *dice)
    return s.wounds[attacker]


def test_vs_013_its_counter_strike_at_a_mountains_attacker_gets_one_more() -> None:
    assert counter_wounds("VS-050", "VS-013", 1, 4) == 4  # weak 3, +1
    assert counter_wounds("VS-001", "VS-013", 1, 4) == 3


def test_vs_070_its_counter_strike_at_a_mage_gets_one_more() -> None:
    # a flyer with a discharge; only flyers reach it in the air
    assert counter_wounds("X-035", "VS-070", 1, 4, at="air", attacker_at="air") == 2
    assert counter_wounds("X-005", "VS-070", 1, 4, at="air", attacker_at="air") == 1


def test_vs_159_its_counter_strike_at_a_flyer_gets_one_more() -> None:
    assert counter_wounds("VS-014", "VS-159", 1, 4, at="air", attacker_at="air") == 3


# --- VS-182 Матросы Аделаиды: jump, range 3; in the middle column defence experience 1
# and -1 from weak simple strikes; in the leftmost or rightmost column attack experience 1
# and +1 to its medium and strong simple strikes -------------------------------------------


def test_vs_182_in_the_middle_column_a_weak_strike_takes_one_less() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-182", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    nomad, sailors = card(s, "VS-001", 0), card(s, "VS-182", 1)
    assert wounds_of_strike(s, nomad, sailors, 3) == 0  # weak 1, -1
    s.closed[sailors] = True
    pass_turns(s, 2)
    s.closed[sailors] = True
    assert wounds_of_strike(s, nomad, sailors, 4) == 2  # medium: in full


def test_vs_182_in_the_middle_column_defence_experience_one() -> None:
    s = position(Put("VS-117", 0, "c3"), Put("VS-182", 1, "c4"), SPARE_0, SPARE_1)
    vail, sailors = card(s, "VS-117", 0), card(s, "VS-182", 1)
    assert wounds_of_strike(s, vail, sailors, 4, 2) == 0  # 4 against 3: weak 1, -1
    s = position(Put("VS-117", 0, "b3"), Put("VS-182", 1, "b4"), SPARE_0, SPARE_1)
    vail, sailors = card(s, "VS-117", 0), card(s, "VS-182", 1)
    assert wounds_of_strike(s, vail, sailors, 6, 2) == 4  # column b: 6 against 2, strong 4


def test_vs_182_at_the_edge_attack_experience_and_one_more_medium_or_strong() -> None:
    s = position(Put("VS-182", 0, "a3"), Put("VS-117", 1, "a4", closed=True), SPARE_0,
                 SPARE_1)
    sailors, vail = card(s, "VS-182", 0), card(s, "VS-117", 1)
    assert wounds_of_strike(s, sailors, vail, 3) == 3  # 3 +1: medium 2, +1
    s = position(Put("VS-182", 0, "e3"), Put("VS-117", 1, "e4", closed=True),
                 Put("VS-011", 0, "a1"), Put("VS-011", 1, "a6"))
    sailors, vail = card(s, "VS-182", 0), card(s, "VS-117", 1)
    assert wounds_of_strike(s, sailors, vail, 2) == 2  # 2 +1: weak 2, no more


def test_vs_182_in_column_b_nothing_more() -> None:
    s = position(Put("VS-182", 0, "b3"), Put("VS-117", 1, "b4", closed=True), SPARE_0,
                 SPARE_1)
    sailors, vail = card(s, "VS-182", 0), card(s, "VS-117", 1)
    assert wounds_of_strike(s, sailors, vail, 3) == 2  # die 3: weak 2
    s = position(Put("VS-001", 0, "b3"), Put("VS-182", 1, "b4", closed=True), SPARE_0,
                 SPARE_1)
    nomad, sailors = card(s, "VS-001", 0), card(s, "VS-182", 1)
    assert wounds_of_strike(s, nomad, sailors, 3) == 1  # no -1 outside the middle


def test_vs_182_at_the_edge_its_medium_counter_strike_gets_one_more() -> None:
    assert counter_wounds("VS-117", "VS-182", 1, 5, at="a4", attacker_at="a3") == 3  # 2 +1


def test_vs_182_jumps_three_cells() -> None:
    s = position(Put("VS-182", 0, "c1"), SPARE_0, SPARE_1)
    sailors = card(s, "VS-182", 0)
    assert offered(s, f"{s.at(sailors)} leaps to c4")
    assert not offered(s, f"{s.at(sailors)} leaps to c5")


# --- NT-172 Аларино: tap: strike through a row for 1; jump, range 3; creatures of its
# side next to it with a jump get +1 to its range; throw protection -----------------------


def test_nt_172_a_jumper_next_to_it_leaps_one_further() -> None:
    s = position(Put("NT-172", 0, "b1"), Put("VS-182", 0, "c1"), SPARE_0, SPARE_1)
    sailors = card(s, "VS-182", 0)
    assert offered(s, f"{s.at(sailors)} leaps to c5")  # 4 cells: its 3, +1


def test_nt_172_no_further_leap_far_from_it_nor_for_itself() -> None:
    s = position(Put("NT-172", 0, "a3"), Put("VS-182", 0, "c1"), SPARE_0, SPARE_1)
    sailors = card(s, "VS-182", 0)
    assert not offered(s, f"{s.at(sailors)} leaps to c5")  # not next to it
    s = position(Put("NT-172", 0, "c1"), Put("VS-182", 0, "b1"), SPARE_0, SPARE_1)
    alarino = card(s, "NT-172", 0)
    assert offered(s, f"{s.at(alarino)} leaps to c4")
    assert not offered(s, f"{s.at(alarino)} leaps to c5")  # its own jump: 3


def test_nt_172_strike_through_a_row_and_throw_protection() -> None:
    s = position(Put("NT-172", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1)
    alarino, near, second = card(s, "NT-172", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    through = f"{s.at(alarino)} uses Удар через ряд (strike through row) on "
    assert not offered(s, through + s.at(near))
    act(s, through + s.at(second))
    assert s.wounds[second] == 1 and s.closed[alarino]
    s = position(Put("X-021", 0, "c2"), Put("NT-172", 1, "c5"), SPARE_0, SPARE_1)
    thrower, alarino = card(s, "X-021", 0), card(s, "NT-172", 1)
    assert not offered(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(alarino)}")


# --- NT-186 Разящий в ночи: jump, range 3; a jump gives +X to its next die to the end of
# the turn, X the jump's range (once a turn); -1 from medium and strong simple strikes
# while it is closed ----------------------------------------------------------------------


def test_nt_186_a_jump_of_three_adds_three_to_its_next_die() -> None:
    s = position(Put("NT-186", 0, "c1"), Put("VS-117", 1, "d5", closed=True), SPARE_0,
                 SPARE_1)
    night, vail = card(s, "NT-186", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(night)} leaps to c4")
    assert wounds_of_strike(s, night, vail, 3) == 4  # 3 +3: strong 4, not weak 1


def test_nt_186_a_jump_of_two_adds_two() -> None:
    s = position(Put("NT-186", 0, "c2"), Put("VS-117", 1, "d5", closed=True), SPARE_0,
                 SPARE_1)
    night, vail = card(s, "NT-186", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(night)} leaps to c4")
    assert wounds_of_strike(s, night, vail, 2) == 2  # 2 +2: medium 2


def test_nt_186_the_bonus_ends_with_the_turn() -> None:
    s = position(Put("NT-186", 0, "c2"), Put("VS-117", 1, "d5", closed=True), SPARE_0,
                 SPARE_1)
    night, vail = card(s, "NT-186", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(night)} leaps to c4")
    pass_turns(s, 2)
    s.closed[vail] = True
    assert wounds_of_strike(s, night, vail, 2) == 1  # weak 1


def test_nt_186_closed_it_takes_one_less_from_medium_and_strong_strikes() -> None:
    for die, wounds in ((3, 1), (4, 1), (6, 2)):  # weak 1; medium 2 -1; strong 3 -1
        s = position(Put("VS-001", 0, "c3"), Put("NT-186", 1, "c4", closed=True), SPARE_0,
                     SPARE_1)
        nomad, night = card(s, "VS-001", 0), card(s, "NT-186", 1)
        assert wounds_of_strike(s, nomad, night, die) == wounds, die


def test_nt_186_open_it_takes_medium_strikes_in_full() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("NT-186", 1, "c4"), SPARE_0, SPARE_1)
    nomad, night = card(s, "VS-001", 0), card(s, "NT-186", 1)
    assert wounds_of_strike(s, nomad, night, 6, 1) == 3  # 6 against 1: strong 3, in full


def wail_through(s: State, banshee: int, target: int) -> bool:
    """Let the action resolve, wailing at ``target`` when offered; whether it was."""
    used = False
    wail = f"{s.at(banshee)} uses «banshee's wail» on {s.at(target)}"
    while s.phase != MAIN:
        if not used and offered(s, wail):
            act(s, wail)
            used = True
        else:
            s.apply(s.legal_actions()[-1])
    return used


def test_vs_157_wail_takes_one_off_a_counter_strike() -> None:
    s = position(Put("VS-157", 0, "b2"), Put("VS-001", 0, "c3"), Put("VS-117", 0, "d4"),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    banshee, mine, foe = card(s, "VS-157", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 4)  # 1 against 4: a miss and the enemy's weak counter-strike 1
    act(s, f"{s.at(mine)} strikes {s.at(foe)}")
    assert wail_through(s, banshee, foe)
    assert s.wounds[mine] == 0 and s.counters(banshee) == 1


def test_vs_157_wail_takes_one_off_a_magic_strike_and_a_strike_through_a_row() -> None:
    s = position(Put("VS-157", 0, "b2"), Put("VS-117", 0, "c3"), Put("X-022", 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    banshee, vail, mage = card(s, "VS-157", 0), card(s, "VS-117", 0), card(s, "X-022", 1)
    act(s, f"{s.at(mage)} uses Магический удар (magic strike) on {s.at(vail)}")
    assert wail_through(s, banshee, mage)
    assert s.wounds[vail] == 1  # 2, less 1
    s = position(Put("VS-157", 0, "b2"), Put("VS-001", 0, "c2"), Put("VS-117", 0, "c3"),
                 Put("VS-011", 1, "c4"), SPARE_0, SPARE_1, active=1)
    banshee, snake = card(s, "VS-157", 0), card(s, "VS-011", 1)
    second = card(s, "VS-001", 0)
    act(s, f"{s.at(snake)} uses Удар через ряд (strike through row) on {s.at(second)}")
    assert wail_through(s, banshee, snake)
    assert s.wounds[second] == 0  # 1, less 1


def test_vs_157_no_wail_at_a_shot_a_miss_or_a_creature_outside_the_strike() -> None:
    s = position(Put("VS-157", 0, "b2"), Put("VS-117", 0, "c2"), Put("X-003", 1, "c5"),
                 SPARE_0, SPARE_1, active=1)
    banshee, vail, archer = card(s, "VS-157", 0), card(s, "VS-117", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(vail)}")  # a shot is no strike
    assert not wail_through(s, banshee, archer)
    assert s.wounds[vail] == 2
    s = position(Put("VS-157", 0, "b2"), Put("VS-117", 1, "c4"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "e4"), SPARE_0, SPARE_1, active=1)
    banshee, vail, nomad = card(s, "VS-157", 0), card(s, "VS-117", 1), card(s, "VS-001", 0)
    other = card(s, "VS-001", 1)
    s.queue_dice(1, 3)  # a miss, no counter-strike: nothing to lessen
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    while s.phase != MAIN:
        assert not any("banshee's wail" in o for o in options(s))
        s.apply(s.legal_actions()[-1])
    assert s.wounds[other] == 0


def test_vs_016_a_weak_counter_strike_does_not_hurt_it_either() -> None:
    s = position(Put("VS-016", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    sanct, nomad = card(s, "VS-016", 0), card(s, "VS-001", 1)
    strike(s, sanct, nomad, 1, 4)  # a miss and the nomad's weak counter-strike
    assert s.wounds[sanct] == 0


def test_vs_016_in_formation_its_weak_counter_strike_gets_one_more() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-016", 1, "c4"), Put("VS-016", 1, "d4"),
                 SPARE_0, SPARE_1)
    nomad, sanct = card(s, "VS-001", 0), card(s, "VS-016", 1, 0)
    strike(s, nomad, sanct, 1, 4)  # a miss and its weak counter-strike 1, +1
    assert s.wounds[nomad] == 2


def test_vs_035_no_burn_for_a_friend_in_front() -> None:
    s = position(Put("VS-035", 0, "c3"), Put("VS-117", 0, "c4"), SPARE_0, SPARE_1)
    friend = card(s, "VS-117", 0)
    to_own_turn_start(s)
    settle(s)
    assert s.wounds[friend] == 0


def test_vs_157_horror_on_a_creature_only_an_impact_wounded_this_turn() -> None:
    s = position(Put("VS-157", 0, "b2"), Put("VS-009", 0, "a3"), Put("VS-117", 1, "e5"),
                 Put("VS-001", 0, "d1"), SPARE_0, SPARE_1)
    banshee, mistress, vail = card(s, "VS-157", 0), card(s, "VS-009", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(mistress)} uses «sand claws» on {s.at(vail)}")  # an impact, no attack
    give_counters(s, banshee, 1)
    assert offered(s, f"{s.at(banshee)} uses «horror» on {s.at(vail)}")


def test_nt_186_only_its_next_die_gets_the_leap() -> None:
    s = position(Put("NT-186", 0, "c2"), Put("VS-028", 0, "a2"),
                 Put("VS-117", 1, "d5", closed=True), SPARE_0, SPARE_1)
    night, matriarch, vail = card(s, "NT-186", 0), card(s, "VS-028", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(night)} leaps to c4")
    give_counters(s, matriarch, 1)
    s.queue_dice(2, 1)  # the order: it strikes staying open, 2 +2 against 1: medium 2
    act(s, f"{s.at(matriarch)} uses «matriarch's order» on {s.at(vail)}")
    settle(s)
    assert s.wounds[vail] == 2
    s.closed[vail] = True
    assert wounds_of_strike(s, night, vail, 2) == 1  # its second die: 2, weak 1


# --- the language: next_die_plus (NT-186) ---------------------------------------------------

#: Synthetic cards of this file (ids GB-001..).
ABILITIES: dict[str, Any] = {
    "GB-001": {"complete": True, "abilities": [
        {"name": "quickened", "trigger": "when_moves",
         "effects": [{"next_die_plus": 2, "until": "end_of_turn"}]}]},
}


@cache
def own_table() -> CardTable:
    return table_with([*SYNTHETIC, synthetic("GB-001", name="Торопыга", movement=2)],
                      ABILITIES)


def test_next_die_plus_adds_to_the_next_die_of_the_turn_adding_up() -> None:
    s = arrange([Put("GB-001", 0, "c2"), Put("VS-117", 1, "c4", closed=True),
                 SPARE_0, SPARE_1], table=own_table())
    quick, vail = card(s, "GB-001", 0), card(s, "VS-117", 1)
    walk(s, quick, "b2", "b3")  # two steps: +2 +2 to its next die
    assert wounds_of_strike(s, quick, vail, 2) == 3  # 2 +4 = 6: strong 3


def test_next_die_plus_is_gone_at_the_end_of_the_turn() -> None:
    s = arrange([Put("GB-001", 0, "c2"), Put("VS-117", 1, "c4", closed=True),
                 SPARE_0, SPARE_1], table=own_table())
    quick, vail = card(s, "GB-001", 0), card(s, "VS-117", 1)
    walk(s, quick, "c3")
    pass_turns(s, 2)
    s.closed[vail] = True
    assert wounds_of_strike(s, quick, vail, 2) == 1  # die 2: weak 1


def test_vs_091_its_healing_stride_is_for_another_creature() -> None:
    s = position(Put("VS-091", 0, "c2", wounds=2), Put("VS-001", 0, "b3", wounds=2),
                 SPARE_0, SPARE_1)
    healer = card(s, "VS-091", 0)
    walk(s, healer, "c3")
    assert not offered(s, f"{s.at(healer)} uses «healing stride» on {s.at(healer)}")


def test_the_printed_protection_icons_of_these_cards() -> None:
    icons = {"VS-024": "discharge_protection", "VS-028": "magic_protection",
             "VS-080": "magic_protection", "VS-082": "shot_protection",
             "VS-085": "discharge_protection", "VS-157": "magic_protection",
             "VS-159": "poison_protection", "NT-172": "throw_protection"}
    for card_id, keyword in icons.items():
        s = position(Put(card_id, 0, "air" if card_id == "VS-159" else "c3"), SPARE_0,
                     SPARE_1)
        assert s.has_keyword(card(s, card_id, 0), keyword), card_id


def test_vs_085_vs_080_vs_165_defence_experience() -> None:
    for card_id in ("VS-080", "VS-085", "VS-165"):
        s = position(Put("VS-001", 0, "c3"), Put(card_id, 1, "c4"), SPARE_0, SPARE_1)
        nomad, it = card(s, "VS-001", 0), card(s, card_id, 1)
        assert wounds_of_strike(s, nomad, it, 4, 2) == 1, card_id  # 4 against 3: weak
