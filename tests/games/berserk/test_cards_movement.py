"""Movement in the ability language, round 2: moving a card to a cell its controller
chooses (move_to), changing places (swap), diagonal steps, the jump range of neighbours,
how the last step went; and the bundled cards encoded with them, each on an arranged
position."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import (
    AbilityError,
    compile_ability,
    record_move,
    reduced,
)
from deckcheck.games.berserk.engine.board import cell, label
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from deckcheck.games.berserk.engine.strikes import STRONG, WEAK
from tests.games.berserk.helpers import (
    SYNTHETIC,
    A,
    Put,
    arrange,
    card,
    do,
    options,
    position,
    synthetic,
    table_with,
    texts,
    use,
)

#: Synthetic cards of this file (ids VS-972..VS-978, this helper's block).
ABILITIES: dict[str, Any] = {
    "VS-972": {"complete": True, "abilities": [
        {"name": "shove aside", "trigger": "tap", "target": {"side": "ally", "range": 1},
         "effects": [{"move_to": {"orthogonal": True}}, {"strike": 1}]},
        {"name": "call to my side", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"move_to": {"within": 1, "beside_source": True}}]}]},
    "VS-973": {"complete": True, "abilities": [
        {"name": "switch", "trigger": "tap", "target": {"side": "enemy", "range": 1},
         "effects": [{"swap": {"side": "enemy", "beside_source": True}}, {"wound": 1}]},
        {"name": "shove and follow", "trigger": "tap", "target": {"side": "enemy", "range": 1},
         "effects": [{"move_to": {"within": 1}}, {"follow": 1}]}]},
    "VS-974": {"complete": True, "abilities": [
        {"name": "sidestep", "trigger": "static", "effects": [{"diagonal_move": True}]},
        {"name": "momentum", "trigger": "when_leaps", "effects": [{"dice": 0, "x": "leap"}]}]},
    "VS-975": {"complete": True, "abilities": [
        {"name": "launch", "trigger": "static", "target": {"side": "ally"},
         "effects": [{"leap_range": 2}]}]},
    "VS-976": {"complete": True, "abilities": [
        {"name": "coils", "trigger": "static", "effects": [{"hold_near": True}]},
        {"name": "lure", "trigger": "static", "effects": [{"leap_near": True}]}]},
    "VS-977": {"complete": True, "abilities": [
        {"name": "wall", "trigger": "static", "effects": [{"bar_half": True}]},
        {"name": "gaze", "trigger": "on_attack", "target": {"side": "other"},
         "effects": [{"pin": True}]},
        {"name": "lunge", "trigger": "tap", "target": {"side": "enemy", "range": 2, "clear": True},
         "effects": [{"close_in": True}, {"wound": 1}]}]},
    "VS-978": {"complete": True, "abilities": [
        {"name": "rider's spark", "trigger": "host_leaps", "target": {"side": "enemy"},
         "effects": [{"wound": 1}]},
        {"name": "cheer", "trigger": "ally_jumps", "target": {"side": "other"},
         "effects": [{"strike": 1}]}]},
}
CARDS = [
    *SYNTHETIC,
    *(synthetic(f"VS-{n}", name=f"Тест {n}", movement=2) for n in (972, 973, 975, 976, 977)),
    synthetic("VS-974", name="Тест 974", movement=2, abilities=["jump-2"]),
    synthetic("VS-978", name="Тест 978", subtype="companion", movement=None),
]


@cache
def table() -> CardTable:
    return table_with(CARDS, ABILITIES, bundled_abilities=False)


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table(), **kwargs)


def cells_offered(s: State) -> set[str]:
    """The cells of the CHOOSE window of a move (one action per cell)."""
    assert s.phase == CHOOSE
    return {label(a >> 12) for a in s.legal_actions() if a & 15 == A.LEAP}


SPARE = Put("VS-011", 0, "a1")
SPARE_1 = Put("VS-011", 1, "e6")


# --- the language ----------------------------------------------------------------------------


def test_a_chosen_cell_then_the_later_effects() -> None:
    s = synthetic_position(Put("VS-972", 0, "c3"), Put("VS-001", 0, "b3"),
                           Put("VS-001", 0, "b2"), SPARE_1)
    mover, ally, blocker = card(s, "VS-972", 0), card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    use(s, mover, ally)
    # b3's orthogonal neighbours: a3, b4 free; b2 is taken, c3 is the mover's own.
    assert cells_offered(s) == {"a3", "b4"} and s.to_move == 0
    assert A.END not in s.legal_actions()  # not a "may": a cell must be chosen
    assert s.strike_mod[ally] == 0  # the +1 waits for the move
    do(s, A.LEAP, ally, cell("b4"))
    assert s.cell[ally] == cell("b4") and s.cells[cell("b3")] < 0
    assert s.strike_mod[ally] == 1 and s.phase == MAIN
    assert s.cell[blocker] == cell("b2")
    assert any("moves to b4" in t for t in texts(s))
    assert "move Тест 972@c3" not in " ".join(options(s))


def test_a_cell_next_to_the_ability_s_card() -> None:
    s = synthetic_position(Put("VS-972", 0, "c3"), Put("VS-001", 0, "e2"), SPARE_1)
    caller, far = card(s, "VS-972", 0), card(s, "VS-001", 0)
    use(s, caller, far, 1)
    assert cells_offered(s) == {"d2", "d3"}  # next to e2 and to c3 both
    do(s, A.LEAP, far, cell("d3"))
    assert s.cell[far] == cell("d3")
    s.check_invariants()


def test_changing_places_and_wounding_both() -> None:
    s = synthetic_position(Put("VS-973", 0, "c3"), Put("VS-001", 1, "c4"),
                           Put("VS-001", 1, "d4"), Put("VS-001", 1, "a5"), SPARE)
    switch = card(s, "VS-973", 0)
    front, side, far = (card(s, "VS-001", 1, n) for n in range(3))
    use(s, switch, front)
    assert s.phase == MAIN  # d4 was the only enemy next to it: no choice to make
    assert s.cell[front] == cell("d4") and s.cell[side] == cell("c4")
    assert s.wounds[front] == 1 and s.wounds[side] == 1 and s.wounds[far] == 0
    assert any("change places" in t for t in texts(s))
    s.check_invariants()


def test_a_swap_needs_a_partner() -> None:
    s = synthetic_position(Put("VS-973", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    switch = card(s, "VS-973", 0)
    assert not [a for a in s.legal_actions() if a & 15 == A.ABILITY
                and (a >> 4) & 255 == switch and (a >> 20) & A.ABILITY_INDEX == 0]


def test_diagonal_steps() -> None:
    s = synthetic_position(Put("VS-974", 0, "c3"), Put("VS-001", 0, "d2"), SPARE_1)
    c = card(s, "VS-974", 0)
    steps = {label(a >> 12) for a in s.legal_actions()
             if a & 15 == A.MOVE and (a >> 4) & 255 == c}
    assert steps == {"c2", "c4", "b3", "d3", "b2", "b4", "d4"}  # d2 taken
    do(s, A.MOVE, c, cell("b4"))
    assert s.moves[c] == 1  # a movement point, as any step


def test_a_leap_to_a_next_cell_is_a_leap() -> None:
    s = synthetic_position(Put("VS-974", 0, "c3"), SPARE, SPARE_1)
    c = card(s, "VS-974", 0)
    record_move(s, c, cell("c3"), cell("c4"), leap=True)
    assert s.moved[c] >> 7 & 15 == 4
    record_move(s, c, cell("c4"), cell("d5"))
    assert s.moved[c] >> 11 & 15 == 8  # its last step: diagonal
    assert s.moved[c] >> 7 & 15 == 4 | 8


def test_the_jump_range_of_a_neighbour() -> None:
    s = synthetic_position(Put("VS-975", 0, "c3"), Put("X-032", 0, "c2"),
                           Put("X-032", 0, "a1"), SPARE_1)
    near, far = card(s, "X-032", 0, 0), card(s, "X-032", 0, 1)

    def reach(c: int) -> int:
        return max(max(abs(s.cell[c] // 5 - (a >> 12) // 5), abs(s.cell[c] % 5 - (a >> 12) % 5))
                   for a in s.legal_actions() if a & 15 == A.LEAP and (a >> 4) & 255 == c)

    assert reach(near) == 4 and reach(far) == 2  # jump 2, +2 beside the launcher


def test_bad_moves_are_errors() -> None:
    with pytest.raises(AbilityError, match="within is a whole number"):
        compile_ability({"trigger": "tap", "effects": [{"move_to": {"within": 0}}]}, "VS-900")
    with pytest.raises(AbilityError, match="swap: side"):
        compile_ability({"trigger": "tap", "effects": [{"swap": {"side": "self"}}]}, "VS-900")
    with pytest.raises(AbilityError, match="a mapping"):
        compile_ability({"trigger": "tap", "effects": [{"move_to": 3}]}, "VS-900")


# --- bundled cards -----------------------------------------------------------------------------


def test_dimension_door_moves_any_creature_anywhere() -> None:  # VS-198
    s = position(Put("VS-198", 0, "c3"), Put("VS-001", 1, "c4"), Put("X-003", 1, "a6"),
                 SPARE)
    warlock, foe, archer = card(s, "VS-198", 0), card(s, "VS-001", 1), card(s, "X-003", 1)
    s.set_counters(warlock, 1)
    s.settle()
    use(s, warlock, foe, 2)
    assert len(cells_offered(s)) == 30 - 4  # every free cell
    do(s, A.LEAP, foe, cell("e1"))
    assert s.cell[foe] == cell("e1") and s.counters(warlock) == 0
    s.closed[warlock] = False
    s.settle()
    use(s, warlock, warlock, 1)  # the flame: every enemy with a ranged attack
    assert s.wounds[archer] == 2 and s.wounds[foe] == 0
    assert s.absorb(warlock, 3, "shot") == 2


def test_rukan_swaps_two_neighbours_and_wounds_each() -> None:  # NT-068
    s = position(Put("NT-068", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 0, "b3"),
                 Put("VS-001", 1, "d2"), SPARE_1)
    rukan, foe, friend, other = (card(s, "NT-068", 0), card(s, "VS-001", 1, 0),
                                 card(s, "VS-001", 0), card(s, "VS-001", 1, 1))
    s.queue_dice(6, 6)  # strong: 3 each
    use(s, rukan, foe)
    assert cells_offered(s) == {"b3", "d2"}
    do(s, A.LEAP, foe, cell("b3"))
    assert s.cell[foe] == cell("b3") and s.cell[friend] == cell("c4")
    assert s.wounds[foe] == 3 and s.wounds[friend] == 3 and s.wounds[other] == 0


def test_shepherd_swaps_allies_and_heals_the_forest_one() -> None:  # NT-080
    s = position(Put("NT-080", 0, "a1"), Put("NT-072", 0, "c3", wounds=3),
                 Put("VS-001", 0, "c2", wounds=3), SPARE_1)
    shepherd, boar, nomad = card(s, "NT-080", 0), card(s, "NT-072", 0), card(s, "VS-001", 0)
    s.queue_dice(6, 6)
    use(s, shepherd, boar)
    assert s.phase == MAIN  # c2 the only ally next to the boar
    assert s.cell[boar] == cell("c2") and s.cell[nomad] == cell("c3")
    assert s.wounds[boar] == 1 and s.wounds[nomad] == 3  # only the forest one heals 2


def test_boar_steps_diagonally_while_unwounded() -> None:  # NT-072
    s = position(Put("NT-072", 0, "c3"), SPARE, SPARE_1)
    boar = card(s, "NT-072", 0)
    do(s, A.MOVE, boar, cell("d4"))  # diagonal: +1
    assert s.strike_mod[boar] == 1
    do(s, A.MOVE, boar, cell("d5"))  # straight: no +1
    assert s.strike_mod[boar] == 1
    s.wounds[boar] = 2
    s.moves[boar] = 2
    s.settle()
    assert not any(a & 15 == A.MOVE and label(a >> 12) in ("c6", "e6", "c4", "e4")
                   for a in s.legal_actions() if (a >> 4) & 255 == boar)  # wounded
    do(s, A.MOVE, boar, cell("d6"))
    assert s.wounds[boar] == 1  # a step heals 1


def test_boar_gains_at_most_three() -> None:  # NT-072
    s = position(Put("NT-072", 0, "c3"), SPARE, SPARE_1)
    boar = card(s, "NT-072", 0)
    s.moves[boar] = 4
    s.settle()
    for to in ("d4", "c5", "d6", "e5"):
        do(s, A.MOVE, boar, cell(to))
    assert s.strike_mod[boar] == 3


def test_akhti_teleports_home_from_the_enemy_back_row() -> None:  # NT-116
    s = position(Put("NT-116", 0, "c5"), Put("VS-001", 0, "b1"), SPARE_1)
    akhti = card(s, "NT-116", 0)
    do(s, A.MOVE, akhti, cell("c6"))
    assert cells_offered(s) == {"a1", "c1", "d1", "e1"} and A.END in s.legal_actions()
    do(s, A.LEAP, akhti, cell("d1"))
    assert s.cell[akhti] == cell("d1") and s.modifier(akhti, -1, "strike", 0, True) == 1
    assert s.absorb(akhti, 3, "strike") == 2 and s.absorb(akhti, 3, "shot") == 3


def test_akhti_twice_per_battle_and_may_stay() -> None:  # NT-116
    s = position(Put("NT-116", 0, "c4"), SPARE, SPARE_1)
    akhti = card(s, "NT-116", 0)
    do(s, A.MOVE, akhti, cell("c5"))
    assert s.phase == MAIN  # the enemy's second row: nothing
    do(s, A.MOVE, akhti, cell("c6"))
    do(s, A.END)  # it stays: a "may" declined uses nothing
    assert s.cell[akhti] == cell("c6") and s.strike_mod[akhti] == 0
    for window in (True, True, False):  # two uses, then none
        s.put(akhti, cell("c5"))
        s.moves[akhti] = 1
        s.settle()
        do(s, A.MOVE, akhti, cell("c6"))
        assert (s.phase == CHOOSE) == window
        if window:
            do(s, A.LEAP, akhti, next(y for y in range(30) if s.cells[y] < 0
                                      and A.encode(A.LEAP, akhti, y) in s.legal_actions()))
    assert s.cell[akhti] == cell("c6")  # no use left: it stays where it moved


def test_imp_trades_its_teleport_for_flying() -> None:  # NT-137
    s = position(Put("NT-137", 0, "e4"), Put("NT-137", 0, "a4"), SPARE_1)
    imp, walker = card(s, "NT-137", 0, 0), card(s, "NT-137", 0, 1)
    do(s, A.MOVE, walker, cell("a3"))  # a step home: nothing
    assert s.phase == MAIN and not s.is_flyer(walker)
    do(s, A.LEAP, imp, cell("d2"))
    assert s.phase == CHOOSE
    use(s, imp, imp)
    assert s.is_flyer(imp) and s.zone[imp] != s.zone[walker]
    assert not s.has_keyword(imp, "teleport")


def test_wolf_may_jump_after_a_strong_strike() -> None:  # NT-089
    s = position(Put("NT-089", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE)
    wolf, foe = card(s, "NT-089", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, wolf, foe)
    cells = cells_offered(s)
    assert "c6" in cells and "a1" not in cells and A.END in s.legal_actions()  # within 3
    do(s, A.LEAP, wolf, cell("e6"))
    assert s.cell[wolf] == cell("e6")


def test_wolf_makes_its_strike_strong_once() -> None:  # NT-089
    s = position(Put("NT-089", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE)
    wolf, foe = card(s, "NT-089", 0), card(s, "VS-001", 1)
    s.queue_dice(1)
    do(s, A.STRIKE, wolf, foe)
    bite = A.encode(A.ABILITY, wolf, wolf)
    assert bite in s.legal_actions()
    do(s, A.ABILITY, wolf, wolf)
    assert s.wounds[foe] == 3  # its strong simple strike
    assert s.phase == CHOOSE  # then the strong hit lets it jump
    do(s, A.END)
    s.closed[wolf] = False
    s.settle()
    s.queue_dice(1)
    do(s, A.STRIKE, wolf, foe)
    assert s.phase == MAIN and s.wounds[foe] < 3 + 3  # once per battle: no window


def test_pikeman_strikes_through_a_row_after_a_vertical_step() -> None:  # NT-016
    s = position(Put("NT-016", 0, "c2"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "e4"),
                 SPARE)
    pike, front, aside = card(s, "NT-016", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not [a for a in s.legal_actions() if a & 15 == A.ABILITY]
    do(s, A.MOVE, pike, cell("c3"))
    targets = {(a >> 12) & 255 for a in s.legal_actions()
               if a & 15 == A.ABILITY and (a >> 4) & 255 == pike}
    assert targets == {front}  # e4 is two cells away, not in a line
    assert s.modifier(pike, front, "strike", 256, False) == 0
    do(s, A.MOVE, pike, cell("d3"))  # along its row
    assert s.modifier(pike, aside, "strike", 256, False) == 1


def test_berelgal_ahead_and_scornful() -> None:  # NT-147
    s = position(Put("NT-147", 0, "c4"), Put("VS-001", 0, "b1"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "d6"))
    demon, ally, front, back = (card(s, "NT-147", 0), card(s, "VS-001", 0),
                                card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1))
    assert s.modifier(demon, front, "strike", 256, False) == 0  # one and one
    s.put(ally, cell("b4"))
    assert s.modifier(demon, front, "strike", 256, False) == 1
    assert s.absorb(demon, 3, "strike", front) == 2  # its front row
    assert s.absorb(demon, 3, "shot", back) == 3


def test_alarino_lengthens_its_neighbours_jumps() -> None:  # NT-172
    s = position(Put("NT-172", 0, "c3"), Put("X-032", 0, "c2"), Put("X-032", 0, "a1"),
                 SPARE_1)
    near, far = card(s, "X-032", 0, 0), card(s, "X-032", 0, 1)
    near_cells = {a >> 12 for a in s.legal_actions()
                  if a & 15 == A.LEAP and (a >> 4) & 255 == near}
    far_cells = {a >> 12 for a in s.legal_actions() if a & 15 == A.LEAP and (a >> 4) & 255 == far}
    assert cell("c5") in near_cells and cell("a4") not in far_cells and cell("a3") in far_cells


def test_a_leap_s_distance_and_the_leap_triggers() -> None:
    s = synthetic_position(Put("VS-974", 0, "c3"), Put("X-032", 0, "a2"),
                           Put("VS-978", 0, "a2", on_host=True), Put("VS-001", 1, "e6"), SPARE)
    hopper, jumper, foe = card(s, "VS-974", 0), card(s, "X-032", 0), card(s, "VS-001", 1)
    do(s, A.LEAP, hopper, cell("c5"))
    assert s.dice_mod[hopper] == 2  # X: the distance of the leap
    do(s, A.LEAP, jumper, cell("a4"))  # its rider strikes (host_leaps) and cheers it
    assert s.wounds[foe] == 1 and s.strike_mod[jumper] == 1
    assert any("when its host jumps or teleports" in t for t in texts(s))


def test_only_a_jumper_triggers_ally_jumps() -> None:
    s = synthetic_position(Put("X-033", 0, "c3"), Put("VS-978", 0, "c3", on_host=True),
                           SPARE, SPARE_1)
    porter = card(s, "X-033", 0)
    do(s, A.LEAP, porter, cell("c5"))  # a teleport: host_leaps, not ally_jumps
    assert s.strike_mod[porter] == 0
    assert any("when its host jumps or teleports" in t for t in texts(s))


def test_a_hold_on_its_neighbours_and_their_leaps() -> None:
    s = synthetic_position(Put("VS-976", 1, "c4"), Put("X-001", 0, "c3"),
                           Put("X-032", 0, "a1"), SPARE_1)
    held, jumper = card(s, "X-001", 0), card(s, "X-032", 0)
    steps = {label(a >> 12) for a in s.legal_actions() if (a >> 4) & 255 == held
             and a & 15 == A.MOVE}
    assert steps == {"b3", "d3"}  # next to c4; c2 is not
    leaps = {label(a >> 12) for a in s.legal_actions() if (a >> 4) & 255 == jumper
             and a & 15 == A.LEAP}
    assert leaps == {"b3"}  # within 2 of a1 and next to c4


def test_a_wall_bars_its_half() -> None:
    s = synthetic_position(Put("VS-977", 1, "a6"), Put("X-001", 0, "c3"), SPARE)
    walker = card(s, "X-001", 0)
    steps = {label(a >> 12) for a in s.legal_actions() if (a >> 4) & 255 == walker
             and a & 15 == A.MOVE}
    assert steps == {"b3", "d3", "c2"}  # c4 is on the wall's half


def test_a_pin_holds_while_the_pinner_stays() -> None:
    s = synthetic_position(Put("VS-977", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    gaze, foe = card(s, "VS-977", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 1)
    do(s, A.STRIKE, gaze, foe)
    s.active = s.to_move = 1
    s.moves[foe] = 1
    s.settle()
    assert not [a for a in s.legal_actions() if (a >> 4) & 255 == foe and a & 15 == A.MOVE]
    s.put(gaze, cell("b3"))  # the pinner moved: free
    s.settle()
    assert [a for a in s.legal_actions() if (a >> 4) & 255 == foe and a & 15 == A.MOVE]


def test_basilisk_pins_on_a_hit() -> None:  # VS-116
    s = position(Put("VS-116", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE, SPARE_1)
    basilisk, foe = card(s, "VS-116", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, basilisk, foe)
    assert s.markers[foe] is not None and any("cannot move from c4" in t for t in texts(s))


def test_lamia_holds_and_issa_draws_leaps() -> None:  # NT-078, NT-100
    s = position(Put("NT-078", 1, "c4"), Put("NT-100", 1, "e6"), Put("X-001", 0, "c3"),
                 Put("X-032", 0, "e3"))
    held, jumper = card(s, "X-001", 0), card(s, "X-032", 0)
    steps = {label(a >> 12) for a in s.legal_actions() if (a >> 4) & 255 == held
             and a & 15 == A.MOVE}
    assert steps == {"b3", "d3"}
    leaps = {label(a >> 12) for a in s.legal_actions() if (a >> 4) & 255 == jumper
             and a & 15 == A.LEAP}
    assert leaps == {"d5", "e5"}  # within 2 of e3, next to Исса on e6


def test_rreg_walls_the_half_with_two_beside() -> None:  # NT-122
    s = position(Put("NT-122", 1, "c4"), Put("VS-001", 1, "a4"), Put("X-001", 0, "e3"),
                 Put("VS-011", 1, "e6"))
    troll, mate, walker = card(s, "NT-122", 1), card(s, "VS-001", 1), card(s, "X-001", 0)

    def steps() -> set[str]:
        return {label(a >> 12) for a in s.legal_actions() if (a >> 4) & 255 == walker
                and a & 15 == A.MOVE}

    assert "e4" in steps()  # one other in its row: no wall
    s.put(card(s, "VS-011", 1), cell("b4"))
    s.settle()
    assert "e4" not in steps() and "d3" in steps()
    s.put(troll, cell("c5"))  # not in its front row any more
    s.settle()
    assert "e4" in steps() and mate >= 0


def test_salamander_discharges_when_its_host_leaps() -> None:  # NT-140
    s = position(Put("X-032", 0, "c2"), Put("NT-140", 0, "c2", on_host=True),
                 Put("VS-001", 1, "c5"), SPARE)
    host, foe = card(s, "X-032", 0), card(s, "VS-001", 1)
    do(s, A.LEAP, host, cell("c3"))  # a single target within 3: chosen at once
    assert s.wounds[foe] == 1


def test_night_striker_leaps_for_dice() -> None:  # NT-186
    s = position(Put("NT-186", 0, "c2"), SPARE, SPARE_1)
    striker = card(s, "NT-186", 0)
    do(s, A.LEAP, striker, cell("c5"))  # (its +3 to the next die: test_card_scenarios_vs_gaps)
    s.closed[striker] = True
    assert reduced(s, striker, 3, "strike", -1, STRONG) == 2
    assert reduced(s, striker, 3, "strike", -1, WEAK) == 3
    s.closed[striker] = False
    assert reduced(s, striker, 3, "strike", -1, STRONG) == 3


def test_charter_keeper() -> None:  # NT-198
    s = position(Put("NT-198", 0, "c3"), Put("X-032", 0, "a1"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 0, "e1"), SPARE_1)
    keeper, jumper, foe, friend = (card(s, "NT-198", 0), card(s, "X-032", 0),
                                   card(s, "VS-001", 1), card(s, "VS-001", 0))
    s.queue_dice(6)
    do(s, A.LEAP, jumper, cell("a3"))  # a jump of its side: the sneak strike at c4
    assert s.wounds[foe] == 2
    do(s, A.END)  # the end of its turn: it may call a creature next to it
    assert s.phase == CHOOSE
    called = {(a >> 12) & 255 for a in s.legal_actions() if a & 15 == A.ABILITY}
    assert called == {jumper, friend}
    do(s, A.END)  # not now: the once per battle is kept
    assert (keeper, -2) not in s.used
    while s.active != 0 or s.phase != MAIN:  # the opponent's turn passes
        do(s, A.END)
    do(s, A.END)
    use(s, keeper, jumper, 1)
    assert cells_offered(s) == {"b2", "b3", "b4"}
    do(s, A.LEAP, jumper, cell("b3"))
    assert s.cell[jumper] == cell("b3") and s.used[(keeper, -2)] == 1


def test_following_into_the_cell_left() -> None:
    s = synthetic_position(Put("VS-973", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    shover, foe = card(s, "VS-973", 0), card(s, "VS-001", 1)
    use(s, shover, foe, 1)
    do(s, A.LEAP, foe, cell("c5"))
    assert s.cell[foe] == cell("c5") and s.cell[shover] == cell("c4")
    s.check_invariants()


def test_closing_in_over_a_free_cell() -> None:
    s = synthetic_position(Put("VS-977", 0, "c3"), Put("VS-001", 1, "c5"),
                           Put("VS-001", 1, "e4"), Put("VS-001", 1, "a5"), Put("X-001", 0, "b4"))
    lunger, front, knight, blocked = (card(s, "VS-977", 0), card(s, "VS-001", 1, 0),
                                      card(s, "VS-001", 1, 1), card(s, "VS-001", 1, 2))
    targets = {(a >> 12) & 255 for a in s.legal_actions()
               if a & 15 == A.ABILITY and (a >> 4) & 255 == lunger}
    assert targets == {front}  # e4: not in a line; a5: b4 between is taken
    use(s, lunger, front, 2)
    assert s.cell[lunger] == cell("c4") and s.wounds[front] == 1 and knight != blocked


def test_condor_dives_and_lands() -> None:  # VS-014
    s = position(Put("VS-014", 0, "air"), Put("VS-001", 1, "c4"), Put("X-005", 1, "air"),
                 SPARE)
    condor, foe, flyer = card(s, "VS-014", 0), card(s, "VS-001", 1), card(s, "X-005", 1)
    s.set_counters(condor, 1)
    s.settle()
    targets = {(a >> 12) & 255 for a in s.legal_actions()
               if a & 15 == A.ABILITY and (a >> 4) & 255 == condor}
    assert foe in targets and flyer not in targets  # a non-flyer only
    use(s, condor, foe)
    assert cells_offered(s) == {"b3", "c3", "d3", "b4", "d4", "b5", "c5", "d5"}
    s.queue_dice(6)
    do(s, A.LEAP, foe, cell("c5"))
    assert s.cell[foe] == cell("c5") and s.wounds[foe] == 4
    assert not s.is_flyer(condor) and s.cell[condor] == cell("c4") and s.move_max[condor] == 1
    s.check_invariants()


def test_kest_braces_with_each_step() -> None:  # NT-033
    s = position(Put("NT-033", 0, "c2"), SPARE, SPARE_1)
    kest = card(s, "NT-033", 0)
    assert s.absorb(kest, 3, "strike") == 3
    do(s, A.MOVE, kest, cell("c3"))
    do(s, A.MOVE, kest, cell("d3"))
    s.turn += 1  # the opponent's turn: armour 2
    assert s.absorb(kest, 3, "strike") == 1
    s.turn += 1  # its next turn, not moved yet
    assert s.absorb(kest, 3, "strike") == 3


def test_cyclops_throws_a_log_and_follows_it() -> None:  # NT-099
    s = position(Put("NT-099", 0, "c2"), Put("VS-001", 1, "e4"), Put("X-001", 0, "d3"),
                 Put("VS-001", 1, "a5"), SPARE_1)
    cyclops, foe, blocker, aside = (card(s, "NT-099", 0), card(s, "VS-001", 1, 0),
                                    card(s, "X-001", 0), card(s, "VS-001", 1, 1))

    def targets() -> set[int]:
        return {(a >> 12) & 255 for a in s.legal_actions()
                if a & 15 == A.ABILITY and (a >> 4) & 255 == cyclops}

    assert targets() == set()  # e4 over d3, taken; a5 not in a line from c2
    do(s, A.MOVE, blocker, cell("d2"))
    assert targets() == {foe}
    s.queue_dice(6)
    use(s, cyclops, foe, 1)
    assert s.cell[cyclops] == cell("d3") and s.wounds[foe] == 4 and s.wounds[aside] == 0


def test_dzar_reaches_further_with_each_step() -> None:  # VS-024
    s = position(Put("VS-024", 0, "c1"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    adept, foe = card(s, "VS-024", 0), card(s, "VS-001", 1)

    def reaches() -> bool:
        return any(a & 15 == A.ABILITY and (a >> 4) & 255 == adept and (a >> 12) & 255 == foe
                   for a in s.legal_actions())

    assert not reaches()
    do(s, A.MOVE, adept, cell("c2"))  # 2 cells away, range 1 + 1
    assert reaches()
    s.turn += 2  # a later turn: the steps are gone
    assert not any(s._compute_legal() and a & 15 == A.ABILITY and (a >> 4) & 255 == adept
                   for a in s._compute_legal())


def test_ouri_shoots_when_stepping_beside_an_elder() -> None:  # VS-076
    s = position(Put("VS-076", 0, "c2"), Put("VS-019", 0, "e3"), Put("VS-001", 1, "d5"),
                 Put("VS-001", 0, "a1", wounds=2), SPARE_1)
    ouri, foe, hurt = card(s, "VS-076", 0), card(s, "VS-001", 1), card(s, "VS-001", 0)
    do(s, A.MOVE, ouri, cell("b2"))  # no elder next to b2
    assert s.phase == MAIN
    do(s, A.MOVE, ouri, cell("c2"))
    s.moves[ouri] = 1
    s.settle()
    do(s, A.MOVE, ouri, cell("d2"))  # e3 is next to d2: a shot within 3, or none
    assert s.phase == CHOOSE and A.END in s.legal_actions()
    use(s, ouri, foe)
    assert s.wounds[foe] == 1
    use(s, ouri, hurt, 1)
    assert s.wounds[hurt] == 1
