"""Cards brought to fully played by the amounts/targets/auras mechanics (round 2): each
card's abilities on an arranged position of the bundled card data."""

from __future__ import annotations

from deckcheck.games.berserk.engine.abilities import POISON, marker
from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import A, Put, card
from tests.games.berserk.helpers.amounts import (
    SPARE_0,
    SPARE_1,
    pick,
    position,
    targets,
    use,
)


def until_chosen_or_main(s: State) -> None:
    """Pass every window (no defender, no response) until a choice or the main phase."""
    while s.phase not in (CHOOSE, MAIN):
        s.apply(s.legal_actions()[-1])


def test_vs066_discharge_grows_by_three_per_counter_and_spends_one() -> None:
    s = position(Put("VS-066", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
                 counters={"VS-066": 1})
    lord, foe = card(s, "VS-066", 0), card(s, "VS-001", 1)
    use(s, lord, foe, "chain lightning")
    assert s.wounds[foe] == 5 and s.counters(lord) == 0


def test_vs066_holds_three_counters_at_most() -> None:
    s = position(Put("VS-066", 0, "c2"), SPARE_0, SPARE_1,
                 counters={"VS-066": 3})
    lord = card(s, "VS-066", 0)
    assert not targets(s, lord, "gather the storm")


def test_nt123_bog_spear_poisons_by_the_counters_spent() -> None:
    s = position(Put("NT-123", 0, "c1"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                 counters={"NT-123": 2})
    thrower, foe = card(s, "NT-123", 0), card(s, "VS-001", 1)
    use(s, thrower, foe, "bog spear (X=2)")
    assert s.wounds[foe] == 1 and marker(s, foe, POISON) == 2 and s.counters(thrower) == 0


# --- any creature's death (creature_destroyed, if_other) -------------------------------


def test_vs163_counts_non_flying_deaths_and_throws_them() -> None:
    s = position(Put("VS-163", 0, "a2"), Put("VS-001", 0, "c3"),
                 Put("X-012", 1, "c4"), Put("X-012", 1, "d4"), Put("VS-001", 1, "a5"),
                 SPARE_1)
    crypt, striker = card(s, "VS-163", 0), card(s, "VS-001", 0)
    s.kill([card(s, "X-012", 1, 0), card(s, "X-012", 1, 1)])
    assert s.counters(crypt) == 2
    s.settle()
    use(s, crypt, card(s, "VS-001", 1), "skull throw")
    assert s.wounds[card(s, "VS-001", 1)] == 5 and s.counters(crypt) == 0
    assert s.counters(striker) == 0  # no ability of its own


def test_vs163_ignores_a_flyers_death_and_its_own() -> None:
    s = position(Put("VS-163", 0, "a2"), Put("X-005", 1, "air"), SPARE_0, SPARE_1)
    crypt = card(s, "VS-163", 0)
    s.kill([card(s, "X-005", 1)])
    assert s.counters(crypt) == 0


def test_vs183_shoots_flyers_harder_and_may_take_wing_when_one_dies() -> None:
    s = position(Put("VS-183", 0, "a2"), Put("X-005", 1, "air"), Put("VS-001", 1, "a5"),
                 SPARE_0, SPARE_1)
    watch, flyer, walker = card(s, "VS-183", 0), card(s, "X-005", 1), card(s, "VS-001", 1)
    shot = targets(s, watch, "watch shot")
    assert walker in shot and flyer not in shot
    assert targets(s, watch, "watch shot at flyers") == {flyer}
    s.kill([flyer])
    s.go_on()
    s.settle()
    pick(s, watch, watch)  # it may take the wings
    assert s.is_flyer(watch)
    assert s.modifier(watch, walker, "strike", 256 | 2, False) == 1


def test_vs095_gathers_souls_and_its_gift_heals_by_the_same_x() -> None:
    s = position(Put("VS-095", 0, "a2"), Put("VS-001", 0, "b2", wounds=3),
                 Put("X-012", 1, "c4"), Put("VS-001", 1, "a5"), SPARE_1)
    catcher, friend, foe = card(s, "VS-095", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.kill([card(s, "X-012", 1)])
    s.set_counters(catcher, 2)  # one death gave one; one more
    s.settle()
    use(s, catcher, foe, "deathbed gift (X=2)")
    assert s.wounds[foe] == 2 and s.counters(catcher) == 0
    # the heal, not a "may", on the lone wounded creature of its own (at once)
    assert s.wounds[friend] == 1


def test_vs095_soul_spark_wounds_up_to_two_unwounded_creatures() -> None:
    s = position(Put("VS-095", 0, "a2"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "e4", wounds=1), SPARE_0)
    catcher = card(s, "VS-095", 0)
    first, second, hurt = (card(s, "VS-001", 1, i) for i in range(3))
    assert hurt not in targets(s, catcher, "soul spark")
    use(s, catcher, first, "soul spark")
    use(s, catcher, second, "soul spark")
    assert s.wounds[first] == s.wounds[second] == 1


# --- X amounts: cells moved, creatures beside, near the target ---------------------------


def test_nt002_strikes_as_many_enemies_as_cells_it_moved() -> None:
    s = position(Put("NT-002", 0, "c2"), Put("VS-001", 1, "b4"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "c5"), SPARE_0)
    centaur = card(s, "NT-002", 0)
    assert not targets(s, centaur, "flail sweep")  # it has not moved
    s.apply(A.encode(A.MOVE, centaur, cell("c3")))
    s.apply(A.encode(A.MOVE, centaur, cell("c4")))
    foes = [card(s, "VS-001", 1, i) for i in range(3)]
    use(s, centaur, foes[0], "flail sweep")
    use(s, centaur, foes[1], "flail sweep")
    assert [s.wounds[f] for f in foes] == [1, 1, 0]  # two cells moved: two strikes


def test_vs018_finishes_by_the_cells_it_moved() -> None:
    s = position(Put("VS-018", 0, "c2"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "d4", wounds=1), SPARE_0, SPARE_1)
    kilsus, foe, hurt = card(s, "VS-018", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.apply(A.encode(A.MOVE, kilsus, cell("c3")))
    s.queue_dice(1, 1)
    s.apply(A.encode(A.STRIKE, kilsus, foe))
    until_chosen_or_main(s)
    pick(s, kilsus, hurt)
    assert s.wounds[hurt] == 2  # 1 + the finishing of 1 (one cell moved)


def test_vs087_strikes_with_the_weak_strikes_beside_it() -> None:
    s = position(Put("VS-087", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 0, "d3"),
                 Put("VS-001", 1, "c4"), SPARE_1, counters={"VS-087": 1})
    fagor, foe = card(s, "VS-087", 0), card(s, "VS-001", 1)
    use(s, fagor, foe, "forest fist")
    assert s.wounds[foe] == 2  # the nomads' weak strikes, 1 + 1


def test_vs115_finishing_grows_with_the_poisoned_next_to_its_target() -> None:
    s = position(Put("VS-115", 0, "c3"), Put("VS-001", 1, "c4", wounds=1),
                 Put("VS-001", 1, "d4"), Put("VS-001", 1, "d5"), SPARE_0)
    leech, target = card(s, "VS-115", 0), card(s, "VS-001", 1, 0)
    for i in (1, 2):
        s.markers[card(s, "VS-001", 1, i)] = None
        from deckcheck.games.berserk.engine.abilities import set_marker
        set_marker(s, card(s, "VS-001", 1, i), POISON, 1)
    s.settle()
    use(s, leech, target, "blood leech")
    assert s.wounds[target] == 4  # 1 wound before, 1 + 2 poisoned neighbours


# --- squad conditions, wound caps, outermost cards, chains -------------------------------


def test_vs142_discharges_four_with_a_creature_on_every_row() -> None:
    rows = [Put("VS-001", 0, f"a{r}") for r in range(1, 7) if r != 2]
    s = position(Put("VS-142", 0, "b2"), *rows, Put("VS-001", 1, "e5"))
    succubus, foe = card(s, "VS-142", 0), card(s, "VS-001", 1)
    use(s, succubus, foe, "torment")
    assert s.wounds[foe] == 4


def test_nt021_throws_harder_with_more_elite_cards() -> None:
    s = position(Put("NT-021", 0, "c1"), Put("VS-001", 1, "c4"), SPARE_0)
    merchant = card(s, "NT-021", 0)
    foe = card(s, "VS-001", 1)
    s.queue_dice(1)  # weak: 0, +1 with more elite cards
    use(s, merchant, foe, "gold ingot")
    assert s.wounds[foe] == 1
    s2 = position(Put("NT-021", 0, "c1"), Put("VS-020", 1, "c4"), Put("VS-020", 1, "d4"))
    s2.queue_dice(1)
    use(s2, card(s2, "NT-021", 0), card(s2, "VS-020", 1), "gold ingot")
    assert s2.wounds[card(s2, "VS-020", 1)] == 0


def test_nt047_takes_at_most_three_wounds_a_turn() -> None:
    s = position(Put("NT-047", 1, "c4"), Put("VS-066", 0, "c2"), SPARE_0, SPARE_1,
                 counters={"VS-066": 2})
    troll = card(s, "NT-047", 1)
    use(s, card(s, "VS-066", 0), troll, "chain lightning")  # 8 magic wounds
    assert s.wounds[troll] == 3


def test_nt052_avalanche_wounds_the_outermost_enemy_cards() -> None:
    s = position(Put("NT-052", 0, "c1"), Put("VS-001", 1, "a4"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "e4"), Put("VS-001", 1, "b5"), SPARE_0,
                 counters={"NT-052": 1})
    queen = card(s, "NT-052", 0)
    use(s, queen, queen, "avalanche")
    assert [s.wounds[card(s, "VS-001", 1, i)] for i in range(4)] == [1, 0, 1, 1]


def test_nt052_avalanche_finds_an_enemy_parasite_outermost_on_a_host_of_ours() -> None:
    # The parasite is the only card of its side in its row (its host is ours): alone in
    # its row, it is outermost (found by a fuzz run: the row's columns of its side were
    # looked for among the cells' main cards only, and there were none).
    s = position(Put("NT-052", 0, "c1"), Put("VS-001", 0, "b4"),
                 Put("NT-115", 1, "b4", on_host=True), Put("VS-001", 1, "c5"), SPARE_0,
                 counters={"NT-052": 1})
    queen = card(s, "NT-052", 0)
    use(s, queen, queen, "avalanche")
    assert s.wounds[card(s, "NT-115", 1)] == 1 and s.wounds[card(s, "VS-001", 1)] == 1
    assert s.wounds[card(s, "VS-001", 0)] == 0


def test_nt061_each_discharge_jumps_to_a_creature_next_to_the_last() -> None:
    s = position(Put("NT-061", 0, "a1"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "e4"), counters={"NT-061": 1})
    mage = card(s, "NT-061", 0)
    a, b, c = (card(s, "VS-001", 1, i) for i in range(3))
    use(s, mage, a, "forked lightning")
    # the second, not a "may", takes d4 at once (the lone creature next to c4); the third
    # is a choice of the two next to d4
    assert s.wounds[b] == 2 and A.END not in s.legal_actions()
    assert {(x >> 12) & 255 for x in s.legal_actions() if x & 15 == A.ABILITY} == {a, c}
    pick(s, mage, c)
    assert [s.wounds[x] for x in (a, b, c)] == [3, 2, 1]


def test_vs146_counts_itself_after_its_extra_life() -> None:
    s = position(Put("VS-146", 0, "a1"), Put("VS-001", 1, "c4"), SPARE_1)
    noble, foe = card(s, "VS-146", 0), card(s, "VS-001", 1)
    use(s, noble, foe, "blood storm")
    assert s.lives_max[noble] == 8 and s.wounds[foe] == 1


def test_vs092_heals_by_the_weak_strike_in_front() -> None:
    s = position(Put("VS-092", 0, "c3", wounds=4), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    kobold, foe = card(s, "VS-092", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 1)
    s.apply(A.encode(A.STRIKE, kobold, foe))
    until_chosen_or_main(s)
    pick(s, kobold, kobold)
    assert s.wounds[kobold] < 4


def test_a_creature_destroyed_ability_counts_every_grounded_death_and_a_wound_cap_holds() -> None:
    # Synthetic VS-960 (tests/games/berserk/test_abilities.py): a counter for each
    # non-flying creature destroyed, and at most 2 wounds a turn.
    from tests.games.berserk.helpers.abilities import position as synthetic_position

    s = synthetic_position(Put("VS-960", 0, "a2"), Put("X-012", 1, "c4"),
                           Put("X-005", 1, "air"), Put("VS-001", 1, "e5"), SPARE_0)
    watcher = card(s, "VS-960", 0)
    s.kill([card(s, "X-012", 1)])
    s.kill([card(s, "X-005", 1)])
    assert s.counters(watcher) == 1
    s.wound(watcher, 3)
    s.wound(watcher, 1)
    assert s.wounds[watcher] == 2
    s.turn += 1
    s.wound(watcher, 1)
    assert s.wounds[watcher] == 3
