"""Cards brought to play as printed by issue #27 part B (durations, "N or fewer"
amounts, once-per limits, vampirism on current lives, granted keywords, incarnation's
first-turn weakness): one scenario per card id on an arranged position of the bundled
card data, each printed clause where it matters and where the text forbids it."""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.abilities import (
    INCARNATION,
    POISON,
    AbilityError,
    amount_choices,
    compile_ability,
    compile_effect,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, Z_BOARD, Z_GRAVE, State
from tests.games.berserk.helpers import (
    A,
    Put,
    card,
    cells_offered,
    come_to,
    do,
    options,
    texts,
)
from tests.games.berserk.helpers.amounts import SPARE_0, SPARE_1, pick, position, use

# --- vampirism adds to its current lives, up to its printed maximum -------------------


def test_vs131_vampirism_drinks_back_wounds_up_to_its_printed_maximum() -> None:
    # Медуза Горгона: 10 lives, a printed maximum of 10: a wounded medusa gains lives back.
    s = position(Put("VS-131", 0, "c3", wounds=5), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    medusa, foe = card(s, "VS-131", 0), card(s, "VS-001", 1)
    s.queue_dice(6)  # a strong hit: 4 wounds
    do(s, A.STRIKE, medusa, foe)
    assert s.wounds[foe] == 4
    assert s.lives_left(medusa) == 9 and s.lives_max[medusa] == 10
    # never above its maximum: 1 wound left, a strike of 3 gives back only that one
    s = position(Put("VS-131", 0, "c3", wounds=1), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    medusa, foe = card(s, "VS-131", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, medusa, foe)
    assert s.lives_left(medusa) == 10 and s.lives_max[medusa] == 10


def test_vs166_vampirism_drinks_back_wounds_and_a_miss_gives_nothing() -> None:
    # Вурдалак: 13 lives, a printed maximum of 13.
    s = position(Put("VS-166", 0, "c3", wounds=6), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    ghoul, foe = card(s, "VS-166", 0), card(s, "VS-001", 1)
    s.queue_dice(6)  # a strong hit: 4 wounds
    do(s, A.STRIKE, ghoul, foe)
    assert s.wounds[foe] == 4 and s.lives_left(ghoul) == 11
    # an unwounded ghoul is at its maximum: nothing to gain
    s = position(Put("VS-166", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    ghoul, foe = card(s, "VS-166", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, ghoul, foe)
    assert s.lives_left(ghoul) == 13 and s.lives_max[ghoul] == 13
    assert s.zone[foe] != Z_GRAVE


# --- a keyword granted by an ability is the keyword ----------------------------------


def test_vs029_armour_in_formation_counts_as_having_armour() -> None:
    # Пеший латник: armour 2 in formation. In formation it has armour for every condition
    # that asks (NT-051's mug throw asks it of the wounded creature); alone it has none.
    s = position(Put("VS-029", 0, "c3"), Put("VS-029", 0, "b3"), Put("NT-051", 0, "a1"),
                 Put("VS-001", 1, "c4"), SPARE_1, active=1)
    soldier, alone = card(s, "VS-029", 0), card(s, "VS-029", 0, 1)
    assert s.has_keyword(soldier, "armour") and s.has_keyword(alone, "armour")
    s = position(Put("VS-029", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    assert not s.has_keyword(card(s, "VS-029", 0), "armour")


def test_nt051_mug_throw_answers_a_creature_with_armour_granted_by_formation() -> None:
    # Курганник's throw after an ally with armour takes wounds from an attack: the ally's
    # armour is VS-029's formation grant, not a printed icon.
    s = position(Put("VS-029", 0, "c3"), Put("VS-029", 0, "b3"), Put("NT-051", 0, "a1"),
                 Put("VS-001", 1, "c4"), Put("VS-011", 1, "e6"), active=1)
    soldier, foe = card(s, "VS-029", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)  # a strong hit of 3 on armour 2: 1 wound; its counter-strike dice
    do(s, A.STRIKE, foe, soldier)
    do(s, A.END)  # no defender
    assert s.wounds[soldier] == 1  # armour 2 took two of the three
    # the throw (range 3, not next to it) has one target, Кочевник, and so goes there
    assert any("«mug throw»" in t and "Кочевник@c4 takes" in t for t in texts(s))
    # alone (no formation, no armour) its wounds offer no throw
    s = position(Put("VS-029", 0, "c3"), Put("NT-051", 0, "a1"), Put("VS-001", 1, "c4"),
                 Put("VS-011", 1, "e6"), active=1)
    soldier, foe = card(s, "VS-029", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)
    do(s, A.STRIKE, foe, soldier)
    assert s.wounds[soldier] == 3
    assert not any("mug throw" in o for o in options(s))
    assert not any("mug throw" in t for t in texts(s))


# --- an incarnated creature has first-turn weakness (seed 107.5) ----------------------


def test_vs141_incarnates_open_but_neither_attacks_nor_uses_abilities_that_turn() -> None:
    s = position(Put("VS-141", 0, "grave"), Put("VS-001", 0, "a1"), Put("VS-001", 1, "c2"),
                 Put("VS-001", 1, "e6"), active=1)
    rider = card(s, "VS-141", 0)
    set_marker(s, rider, INCARNATION, 2)
    do(s, A.END)  # the opponent's turn ends; at the start of seat 0's the rider comes back
    assert cells_offered(s) == ["b1", "c1", "d1", "e1"]  # its owner's back row: its pick
    come_to(s, "c1")
    assert s.zone[rider] == Z_BOARD and not s.closed[rider] and s.active == 0
    assert s.cell[rider] == cell("c1")  # next to the enemy at c2
    acts = [a for a in s.legal_actions() if (a >> 4) & 255 == rider
            and a & 15 in (A.STRIKE, A.ABILITY, A.ATTACK, A.SHOT)]
    assert acts == [], [s.describe(a) for a in acts]  # no attack, no ability (it may move)
    # the next turn of its player it acts
    do(s, A.END)
    while s.active == 1:
        do(s, A.END)
    assert any(a & 15 == A.STRIKE and (a >> 4) & 255 == rider for a in s.legal_actions())


# --- durations: a printed end, counted from whose turn it is -----------------------------


def _next_own_turn(s: State, seat: int) -> None:
    """End turns (taking no optional ability) until ``seat``'s next main phase."""
    do(s, A.END)
    while s.active != seat or s.phase != MAIN:
        if cells_offered(s):  # where a card comes back: the first cell offered
            come_to(s, cells_offered(s)[0])
        else:
            do(s, A.END)


def test_vs147_quickens_the_incarnated_creature_to_the_end_of_your_next_turn() -> None:
    s = position(Put("VS-147", 0, "b2"), Put("VS-149", 0, "grave"), Put("VS-001", 0, "a1"),
                 Put("VS-001", 1, "e6"), active=1)
    talion = card(s, "VS-149", 0)
    set_marker(s, talion, INCARNATION, 3)
    _next_own_turn(s, 0)  # the lord's optional opening is not taken
    assert s.zone[talion] == Z_BOARD and s.turn == 4
    assert s.moves[talion] == s.move_max[talion] + 1  # the turn it came back
    _next_own_turn(s, 0)
    assert s.turn == 6 and s.moves[talion] == s.move_max[talion] + 1  # your next turn
    _next_own_turn(s, 0)
    assert s.turn == 8 and s.moves[talion] == s.move_max[talion]  # after it: ended


def test_a_printed_end_is_refused_where_no_operation_plays_it() -> None:
    with pytest.raises(AbilityError, match="until"):
        compile_effect({"wound": 1, "until": "end_of_turn"}, "X-1 ability 1")
    with pytest.raises(AbilityError, match="until is one of"):
        compile_effect({"move": 1, "until": "forever"}, "X-1 ability 1")
    assert compile_effect({"move": 1, "until": "end_of_opponent_turn"},
                          "X-1").until == "end_of_opponent_turn"
    with pytest.raises(AbilityError, match="movement: N"):
        compile_effect({"move": 1, "until": "lasting"}, "X-1")
    with pytest.raises(AbilityError, match="end_of_turn or lasting"):
        compile_effect({"strike": 1, "until": "end_of_your_next_turn"}, "X-1")
    with pytest.raises(AbilityError, match="modifier of strikes"):
        compile_ability({"name": "n", "trigger": "static",
                         "effects": [{"strike": 1, "until": "lasting"}]}, "X-1")


# --- "N (или менее)": the controller picks the amount, one action per amount -----------


def _amounts(s: State, c: int, name: str) -> set[str]:
    """The names of ``c``'s abilities called ``name`` with a legal use now."""
    legal = {a >> 20 for a in s.legal_actions() if a & 15 == A.ABILITY
             and (a >> 4) & 255 == c}
    return {a.name for i, a in enumerate(s.abilities_of(c))
            if a.name.startswith(name) and i in legal}


def test_vs003_moves_one_or_two_wounds_as_its_player_picks_never_three() -> None:
    s = position(Put("VS-003", 0, "a2"), Put("VS-001", 0, "c3", wounds=3),
                 Put("VS-002", 1, "c5"), Put("VS-001", 1, "e5"), SPARE_1,
                 counters={"VS-003": 1})
    shaman, friend, foe = card(s, "VS-003", 0), card(s, "VS-001", 0), card(s, "VS-002", 1)
    assert _amounts(s, shaman, "moon rite") == {"moon rite (2 of up to 2)",
                                                "moon rite (1 of up to 2)"}
    use(s, shaman, friend, "moon rite (1 of up to 2)")
    pick(s, shaman, foe)
    assert s.wounds[friend] == 2 and s.wounds[foe] == 1 and s.counters(shaman) == 0


def test_vs109_takes_fewer_than_four_wounds_to_stay_alive() -> None:
    # Осклизг (8 lives, 5 wounds) next to a swamp creature with 4 wounds: taking all four
    # would kill it; it takes two.
    s = position(Put("VS-109", 0, "c2", wounds=5), Put("VS-110", 0, "c3", wounds=4),
                 SPARE_0, SPARE_1, counters={"VS-109": 1})
    troll, friend = card(s, "VS-109", 0), card(s, "VS-110", 0)
    assert _amounts(s, troll, "elixirs") == {f"elixirs ({n} of up to 4)" for n in (4, 3, 2, 1)}
    use(s, troll, friend, "elixirs (2 of up to 4)")
    assert s.wounds[troll] == 7 and s.wounds[friend] == 2 and s.zone[troll] == Z_BOARD


def test_vs110_takes_one_wound_where_two_would_kill_it() -> None:
    # Рэккен (7 lives, 5 wounds): two wounds more would kill it, one does not, and its
    # knife then throws for its 6 wounds (at most 4).
    s = position(Put("VS-110", 0, "c2", wounds=5), Put("VS-109", 0, "c3", wounds=3),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    rekken, friend = card(s, "VS-110", 0), card(s, "VS-109", 0)
    assert _amounts(s, rekken, "rekkendum") == {"rekkendum (2 of up to 2)",
                                                "rekkendum (1 of up to 2)"}
    use(s, rekken, friend, "rekkendum (1 of up to 2)")
    assert s.wounds[rekken] == 6 and s.wounds[friend] == 2 and s.zone[rekken] == Z_BOARD
    s = position(Put("VS-110", 0, "c2", wounds=5), Put("VS-109", 0, "c3", wounds=3),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    rekken = card(s, "VS-110", 0)
    use(s, rekken, card(s, "VS-109", 0), "rekkendum (2 of up to 2)")
    assert s.zone[rekken] == Z_GRAVE  # the whole amount would have killed it


def test_up_to_is_refused_without_an_amount_to_choose_or_with_a_use_limit() -> None:
    base = {"name": "n", "trigger": "tap", "up_to": True, "target": {"side": "enemy"}}
    with pytest.raises(AbilityError, match="up_to needs"):
        amount_choices({**base, "effects": [{"wound": 1}]}, "X-1")
    with pytest.raises(AbilityError, match="up_to needs"):
        amount_choices({**base, "effects": [{"wound": [1, 2, 2]}]}, "X-1")
    with pytest.raises(AbilityError, match="up_to needs"):
        amount_choices({**base, "effects": []}, "X-1")
    with pytest.raises(AbilityError, match="use limit"):
        amount_choices({**base, "once_per_turn": True, "effects": [{"wound": 3}]}, "X-1")
    assert [r["effects"][0]["wound"] for r in
            amount_choices({**base, "effects": [{"wound": 3}]}, "X-1")] == [3, 2, 1]


def test_vs010_discharges_one_to_three_different_creatures_never_four() -> None:
    foes = [Put("VS-001", 1, x) for x in ("a5", "b5", "c5", "d5")]
    s = position(Put("VS-010", 0, "c2"), *foes, SPARE_0)
    acolyte = card(s, "VS-010", 0)
    first, second, third, fourth = (card(s, "VS-001", 1, n) for n in range(4))
    use(s, acolyte, first, "triple discharge")
    assert s.phase == CHOOSE
    assert first not in {(a >> 12) & 255 for a in s.legal_actions() if a & 15 == A.ABILITY}
    pick(s, acolyte, second)
    do(s, A.END)  # two are enough: fewer is a choice
    assert s.phase == MAIN and [s.wounds[c] for c in (first, second, third)] == [1, 1, 0]
    s = position(Put("VS-010", 0, "c2"), *foes, SPARE_0)
    acolyte = card(s, "VS-010", 0)
    first, second, third, fourth = (card(s, "VS-001", 1, n) for n in range(4))
    use(s, acolyte, first, "triple discharge")
    pick(s, acolyte, second)
    pick(s, acolyte, third)
    assert s.phase == MAIN and s.wounds[fourth] == 0  # no fourth discharge


# --- no end printed: the change lasts while the card stays in play ------------------------


def test_vs014_the_condor_stays_grounded_with_movement_one_and_dives_once() -> None:
    s = position(Put("VS-014", 0, "air"), Put("VS-001", 1, "c4"), SPARE_0,
                 Put("VS-011", 1, "e6"), counters={"VS-014": 2})
    condor, foe = card(s, "VS-014", 0), card(s, "VS-001", 1)
    use(s, condor, foe, "dive")
    s.queue_dice(6)
    do(s, A.LEAP, foe, cell("c5"))
    assert s.wounds[foe] == 4 and not s.is_flyer(condor) and s.cell[condor] == cell("c4")
    _next_own_turn(s, 0)
    # it lost flying and got movement 1 with no end printed, so for good
    assert not s.is_flyer(condor) and s.move_max[condor] == 1 and s.moves[condor] == 1
    assert s.counters(condor) == 1  # a counter left, but the dive is once a battle
    assert not any(a & 15 == A.ABILITY and (a >> 4) & 255 == condor
                   and s.abilities_of(condor)[a >> 20].name == "dive"
                   for a in s.legal_actions())


def test_vs123_boiling_venom_raises_a_poison_to_two_for_good_never_above() -> None:
    s = position(Put("VS-123", 0, "c2"), Put("VS-129", 0, "b2"), Put("VS-001", 1, "c5"),
                 Put("VS-002", 1, "d5"), SPARE_0, SPARE_1)
    nokami, foe, clean = card(s, "VS-123", 0), card(s, "VS-001", 1), card(s, "VS-002", 1)
    use(s, card(s, "VS-129", 0), foe, "sweet aura")  # a poison of 1
    assert marker(s, foe, POISON) == 1
    use(s, nokami, foe, "boiling venom")
    assert marker(s, foe, POISON) == 2
    # a creature without poison is no target (the card picks a poisoned one)
    assert clean not in {(a >> 12) & 255 for a in s.legal_actions()
                         if a & 15 == A.ABILITY and (a >> 4) & 255 == nokami}
    do(s, A.END)  # the foe's turn: its poison of 2 wounds it
    while s.phase != MAIN:
        do(s, A.END)
    assert s.wounds[foe] == 2
    _next_own_turn(s, 1)  # its next turn: still a poison of 2 (no end printed)
    assert s.wounds[foe] == 4 and marker(s, foe, POISON) == 2
    _next_own_turn(s, 0)  # at most 2: a poison of 2 can take no more
    assert foe not in {(a >> 12) & 255 for a in s.legal_actions()
                       if a & 15 == A.ABILITY and (a >> 4) & 255 == nokami}


def test_nt027_the_same_number_twice_adds_one_to_that_attack_only() -> None:
    s = position(Put("NT-027", 0, "c2"), Put("VS-002", 1, "c5"), Put("VS-002", 1, "d5"),
                 SPARE_0, SPARE_1)
    pyro, first, second = card(s, "NT-027", 0), card(s, "VS-002", 1), card(s, "VS-002", 1, 1)
    s.queue_dice(4, 4)  # two throws, the same number: a medium discharge of 2, +1
    use(s, pyro, first, "fire discharge")
    assert s.wounds[first] == 3
    _next_own_turn(s, 0)
    s.queue_dice(4, 3)  # the next attack: no bonus left over from the last one
    use(s, pyro, second, "fire discharge")
    assert s.wounds[second] == 2


def test_nt116_its_plus_one_after_the_teleport_home_lasts_while_in_play() -> None:
    # Ахти: +1 to its simple strike with no end printed (rules.yaml
    # effect_duration): not only this turn, and a second use adds another.
    s = position(Put("NT-116", 0, "c5"), Put("VS-001", 0, "a1"), Put("VS-002", 1, "e5"),
                 Put("VS-011", 1, "e6"), Put("VS-001", 1, "b2", closed=True))
    akhti, foe = card(s, "NT-116", 0), card(s, "VS-001", 1)
    do(s, A.MOVE, akhti, cell("c6"))
    do(s, A.LEAP, akhti, cell("c1"))
    assert s.modifier(akhti, -1, "strike", 0, True) == 1
    s.queue_dice(1)  # its weak hit of 1 at a closed card, +1
    do(s, A.STRIKE, akhti, foe)
    assert s.wounds[foe] == 2
    _next_own_turn(s, 0)
    assert s.modifier(akhti, -1, "strike", 0, True) == 1  # the next turn too
    _next_own_turn(s, 0)
    assert s.modifier(akhti, -1, "strike", 0, True) == 1  # and after


def test_nt190_attack_experience_x_lasts_to_the_end_of_the_turn() -> None:
    # Attack experience X to the end of the turn: after its first simple strike its dice
    # get +X (the hit's value) for the rest of the turn, then no more.
    s = position(Put("NT-190", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    crusader, foe = card(s, "NT-190", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)  # a strong hit of 4
    do(s, A.STRIKE, crusader, foe)
    assert s.modifier(crusader, foe, "dice", 0, True) == 4
    _next_own_turn(s, 0)
    assert s.modifier(crusader, foe, "dice", 0, True) == 0  # the turn ended
