"""Turns, movement, the simple strike, defenders, flyers and the end of a game
(research §2.4-2.6; seeds 107.3-107.5, 208)."""

from __future__ import annotations

from typing import Any

import pytest

from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.state import DEFEND, EXCHANGE, MAIN, Z_EXTRA, State
from tests.games.berserk.helpers import A, Put, card, do, legal, options, position, texts

#: A creature of seat 0 far from everything, with moves left: it keeps seat 0's turn open
#: (a turn with nothing left to decide ends by itself).
SPARE = Put("VS-011", 0, "a1")

# --- turns and movement (research §2.4) ------------------------------------------------------


def test_a_creature_moves_orthogonally_into_free_cells_with_its_movement() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 0, "c2"), Put("VS-001", 1, "a6"))
    c = card(s, "VS-001", 0)
    moves = {label for a in s.legal_actions() if a & 15 == A.MOVE and (a >> 4) & 255 == c
             for label in [a >> 12]}
    assert moves == {cell("b3"), cell("d3"), cell("c4")}  # c2 is taken; no diagonals
    do(s, A.MOVE, c, cell("c4"))
    do(s, A.MOVE, c, cell("c5"))
    assert s.moves[c] == 0 and not any(a & 15 == A.MOVE and (a >> 4) & 255 == c
                                       for a in s.legal_actions())
    assert "Кочевник c3 → c4" in texts(s)


def test_a_creature_closes_after_its_action_and_cannot_move_then() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4", closed=True))
    a, t = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(1)
    do(s, A.STRIKE, a, t)
    assert s.closed[a] and s.moves[a] == 2
    assert not any((x >> 4) & 255 == a for x in s.legal_actions() if x & 15 != A.END)


def test_a_player_opens_its_closed_cards_at_the_start_of_its_turn() -> None:
    s = position(Put("VS-001", 0, "a1"), Put("VS-001", 1, "e6", closed=True))
    t = card(s, "VS-001", 1)
    s.moves[t] = 0
    do(s, A.END)
    assert s.turn == 4 and s.active == 1 and not s.closed[t] and s.moves[t] == 2


def test_adjacency_counts_diagonals_unless_the_rules_say_four() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "d4"))
    a, t = card(s, "VS-001", 0), card(s, "VS-001", 1)
    assert legal(s, A.STRIKE, a, t)
    four = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "d4"), adjacency="four")
    assert not legal(four, A.STRIKE, a, t)


def test_a_creature_lists_its_strikes_at_its_neighbours_in_field_order() -> None:
    # The listing walks the bits of a mask of the neighbours with a target, lowest cell
    # first: the order of the cells, as on_field gives the cards.
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "b2"),
                 Put("VS-001", 1, "c4"), Put("VS-001", 1, "b3"))
    a = card(s, "VS-001", 0)
    struck = [act >> 12 for act in s.legal_actions()
              if act & 15 == A.STRIKE and (act >> 4) & 255 == a]
    assert [s.where(t) for t in struck] == ["b2", "b3", "c4", "d4"]
    assert struck == [t for t in s.on_field(1) if t in struck]


def test_a_listing_after_a_step_takes_the_field_and_the_check_mode_compares() -> None:
    # A plain step moves only its card: the next listing takes the pass over the field
    # from the last one (State._after_step); the test mode lists in full and compares.
    s = position(Put("VS-001", 0, "c3"), Put("VS-011", 0, "d3"), Put("VS-001", 1, "c5"),
                 SPARE)
    a, foe = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.apply(A.encode(A.MOVE, a, cell("c4")))  # past d3 in field order (c3 < d3 < c4)
    assert legal(s, A.STRIKE, a, foe)  # listed after the step: the enemy is next to it
    s.apply(A.encode(A.MOVE, s.cells[cell("d3")], cell("e3")))  # along its row
    assert legal(s, A.STRIKE, a, foe)
    listed = s._compute_legal()
    field = s._field
    assert field is not None
    s._field_at, s._stepped = s._field_at - 1, a
    assert s._compute_legal() == listed
    s._field, s._field_at = (field[0], [], 0, 0, [], False, False), s._field_at - 1
    s._stepped = a
    with pytest.raises(AssertionError, match="listed in full"):
        s._compute_legal()  # a field without the enemy: no strike


# --- the simple strike and its dice (research §2.6; strike-table.yaml) --------------------


def test_a_closed_target_faces_the_attackers_die_alone_and_no_counter_strike() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4", closed=True))
    a, t = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, a, t)
    assert (s.wounds[t], s.wounds[a]) == (3, 0) and not s.dice
    assert "die 6 against a closed card: strong hit" in texts(s)


def test_a_face_down_target_is_struck_as_a_closed_card() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4", face_down=True), SPARE)
    a, t = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(4)
    do(s, A.STRIKE, a, t)
    assert s.wounds[t] == 2 and s.face_down[t] and s.wounds[a] == 0
    hidden = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4", face_down=True),
                      face_down_targets="untargetable")
    assert not legal(hidden, A.STRIKE, a, t)


def test_an_open_target_rolls_too_and_reflects_the_strike() -> None:  # seed 107.4
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"))
    a, t = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(2, 5)  # D = -3: a miss and a weak counter-strike
    do(s, A.STRIKE, a, t)
    assert (s.wounds[t], s.wounds[a]) == (0, 1)
    assert "dice 2 vs 5 (D -3): miss, weak counter-strike" in texts(s)


def test_a_tie_splits_on_the_attackers_total() -> None:
    for dice, wounds in (((5, 5), (0, 1)), ((4, 4), (1, 0))):
        s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"))
        a, t = card(s, "VS-001", 0), card(s, "VS-001", 1)
        s.queue_dice(*dice)
        do(s, A.STRIKE, a, t)
        assert (s.wounds[t], s.wounds[a]) == wounds


def test_the_attacker_winning_by_four_may_reduce_to_cancel_the_counter_strike() -> None:
    for reduce, wounds in ((True, (2, 0)), (False, (3, 1))):
        s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"))
        a, t = card(s, "VS-001", 0), card(s, "VS-001", 1)
        s.queue_dice(6, 2)
        do(s, A.STRIKE, a, t)
        assert s.phase == EXCHANGE and s.to_move == 0
        assert options(s) == ["take the reduced result", "keep the full result"]
        do(s, A.REDUCE if reduce else A.END)
        assert (s.wounds[t], s.wounds[a]) == wounds and s.phase == MAIN


def test_the_defender_losing_by_four_may_reduce_its_counter_strike() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"))
    a, t = card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 5)  # D = -4: a weak hit and a medium counter-strike, or a weak one alone
    do(s, A.STRIKE, a, t)
    assert s.phase == EXCHANGE and s.to_move == 1
    do(s, A.REDUCE)
    assert (s.wounds[t], s.wounds[a]) == (0, 1)


def test_a_zero_strike_creature_declares_no_strike() -> None:
    s = position(Put("NT-132", 0, "c3"), Put("VS-001", 1, "c4"), SPARE)
    assert s.active == 0
    assert not any(a & 15 == A.STRIKE for a in s.legal_actions())


# --- defenders (seed 107.3, research §2.6) -----------------------------------------------


def defended_position(**options: Any) -> tuple[State, int, int, int, int]:
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4"), Put("VS-003", 1, "d4"),
                 Put("VS-003", 1, "e5"), SPARE, **options)
    return (s, card(s, "VS-001", 0), card(s, "VS-002", 1), card(s, "VS-003", 1),
            card(s, "VS-003", 1, 1))


def test_an_open_creature_next_to_both_may_step_in_and_then_closes() -> None:
    s, a, t, d, far = defended_position()
    do(s, A.STRIKE, a, t)
    assert s.phase == DEFEND and s.to_move == 1
    assert legal(s, A.DEFEND, d) and not legal(s, A.DEFEND, far)
    s.queue_dice(5, 2)
    do(s, A.DEFEND, d)
    assert s.wounds[d] == 2 and s.wounds[t] == 0 and s.closed[d]
    assert s.defended[d] == 3


def test_the_target_may_decline_a_defender() -> None:
    s, a, t, d, _ = defended_position()
    do(s, A.STRIKE, a, t)
    s.queue_dice(5, 2)
    do(s, A.END)
    assert s.wounds[t] == 2 and not s.closed[d]


def test_a_defender_steps_in_once_per_opponents_turn_unless_unlimited() -> None:
    for defender, again in (("X-013", False), ("X-009", True)):
        s = position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "c5"), Put("VS-002", 1, "c4"),
                     Put(defender, 1, "d4"))
        a1, a2 = card(s, "VS-001", 0), card(s, "VS-001", 0, 1)
        t, d = card(s, "VS-002", 1), card(s, defender, 1)
        do(s, A.STRIKE, a1, t)
        s.queue_dice(3, 3)
        do(s, A.DEFEND, d)
        assert not s.closed[d]  # steadfast: stays open
        do(s, A.STRIKE, a2, t)
        assert (s.phase == DEFEND and legal(s, A.DEFEND, d)) == again


def test_a_direct_strike_cannot_be_intercepted() -> None:
    s = position(Put("X-006", 0, "c3"), Put("VS-002", 1, "c4"), Put("VS-003", 1, "d4"), SPARE)
    a, t = card(s, "X-006", 0), card(s, "VS-002", 1)
    s.queue_dice(4, 1)  # difference 3: a medium hit
    do(s, A.STRIKE, a, t)
    assert s.phase == MAIN and s.wounds[t] == 2  # no window, the target was struck


def test_a_creature_under_first_turn_weakness_may_still_defend() -> None:  # seed 107.5
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4"),
                 Put("VS-003", 1, "d4", control_turn=3))
    do(s, A.STRIKE, card(s, "VS-001", 0), card(s, "VS-002", 1))
    assert legal(s, A.DEFEND, card(s, "VS-003", 1))


def test_a_defender_closing_before_the_roll_is_struck_as_closed() -> None:
    s, a, t, d, _ = defended_position(defender_closes="before_roll")
    do(s, A.STRIKE, a, t)
    s.queue_dice(2, 6)
    do(s, A.DEFEND, d)
    assert s.wounds[d] == 1 and s.wounds[a] == 0 and s.dice == [6]


# --- flyers (seed 208) ----------------------------------------------------------------------


def test_a_flyer_cannot_move_and_strikes_any_creature() -> None:
    s = position(Put("VS-014", 0, "air"), Put("VS-001", 1, "a6"), Put("VS-001", 1, "e4"))
    f = card(s, "VS-014", 0)
    assert s.zone[f] == Z_EXTRA
    assert not any(a & 15 == A.MOVE for a in s.legal_actions())
    assert legal(s, A.STRIKE, f, card(s, "VS-001", 1)) and legal(s, A.STRIKE, f,
                                                                  card(s, "VS-001", 1, 1))


def test_ground_creatures_cannot_strike_a_flyer_while_the_enemy_has_ground_creatures() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-014", 1, "air"), Put("VS-001", 1, "a6"))
    a, f = card(s, "VS-001", 0), card(s, "VS-014", 1)
    assert not legal(s, A.STRIKE, a, f) and not legal(s, A.CLOSE_FOR_FLYER, a)


def test_closing_for_a_strike_at_a_flyer_allows_one_strike_next_turn() -> None:  # 208.6
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "a1"), Put("VS-014", 1, "air"))
    a, b, f = card(s, "VS-001", 0), card(s, "VS-001", 0, 1), card(s, "VS-014", 1)
    assert not legal(s, A.STRIKE, a, f)
    do(s, A.CLOSE_FOR_FLYER, a)
    do(s, A.CLOSE_FOR_FLYER, b)
    assert s.closed[a] and s.flyer_ready[a] == 5
    assert "Кочевник@c3 closes for a strike at a flyer" in texts(s)
    assert s.turn == 4  # nothing left to do: the turn ended by itself
    do(s, A.END)  # the flyer's turn
    assert s.turn == 5 and legal(s, A.STRIKE, a, f)
    s.queue_dice(3, 3)
    do(s, A.STRIKE, a, f)
    assert s.flyer_ready[a] == -1 and s.wounds[f] == 1
    do(s, A.END)
    do(s, A.END)
    assert s.turn == 7 and not legal(s, A.STRIKE, b, f)  # b's chance expired unused


def test_only_flyers_defend_a_flyer_and_a_flyer_attack_may_meet_flyers() -> None:
    s = position(Put("VS-014", 0, "air"), Put("VS-014", 1, "air"), Put("VS-036", 1, "air"),
                 Put("VS-001", 1, "c4"), Put("VS-002", 1, "c5"))
    f, target, guard = card(s, "VS-014", 0), card(s, "VS-014", 1), card(s, "VS-036", 1)
    ground, near = card(s, "VS-001", 1), card(s, "VS-002", 1)
    do(s, A.STRIKE, f, target)
    assert legal(s, A.DEFEND, guard) and not legal(s, A.DEFEND, ground)
    do(s, A.END)
    s2 = position(Put("VS-014", 0, "air"), Put("VS-014", 1, "air"), Put("VS-036", 1, "air"),
                  Put("VS-001", 1, "c4"), Put("VS-002", 1, "c5"))
    do(s2, A.STRIKE, f, ground)
    assert legal(s2, A.DEFEND, target) and legal(s2, A.DEFEND, near)
    s3 = position(Put("VS-014", 0, "air"), Put("VS-014", 1, "air"), Put("VS-001", 1, "c4"),
                  flyer_defenders=False)
    s3.queue_dice(4)
    do(s3, A.STRIKE, card(s3, "VS-014", 0), card(s3, "VS-014", 1))
    assert s3.phase == MAIN


# --- first-turn weakness and Dash (seed 107.5) --------------------------------------------


def test_a_creature_cannot_act_in_the_turn_it_came_under_control_unless_it_has_dash() -> None:
    s = position(Put("VS-001", 0, "c3", control_turn=3), Put("X-004", 0, "b3", control_turn=3),
                 Put("VS-001", 1, "c4"))
    weak, dash, t = card(s, "VS-001", 0), card(s, "X-004", 0), card(s, "VS-001", 1)
    assert not legal(s, A.STRIKE, weak, t) and legal(s, A.MOVE, weak, cell("d3"))
    assert legal(s, A.STRIKE, dash, t)
    do(s, A.END)
    do(s, A.END)
    assert legal(s, A.STRIKE, weak, t)  # its next turn


def test_taking_control_brings_first_turn_weakness() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "a6"))
    stolen = card(s, "VS-001", 1)
    s.take_control(stolen, 0)
    s.check_invariants()
    assert s.ctrl[stolen] == 0 and not legal(s, A.STRIKE, stolen, card(s, "VS-002", 1))


# --- the end of a game (research §2.5) ---------------------------------------------------------


def test_destroying_every_enemy_creature_wins() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("X-012", 1, "c4", closed=True),
                 Put("NT-109", 1, "a6"))  # an artifact is not a creature
    s.queue_dice(1)
    do(s, A.STRIKE, card(s, "VS-001", 0), card(s, "X-012", 1))
    outcome = s.outcome()
    assert outcome is not None and (outcome.winner, outcome.reason) == (0, "annihilation")
    assert s.legal_actions() == ()


def test_both_last_creatures_dying_at_once_is_a_draw() -> None:
    s = position(Put("X-012", 0, "c3"), Put("X-012", 1, "c4"))
    s.queue_dice(6, 2)
    do(s, A.STRIKE, card(s, "X-012", 0), card(s, "X-012", 1))
    do(s, A.END)  # keep the full result: both die
    outcome = s.outcome()
    assert outcome is not None and (outcome.winner, outcome.reason) == (None,
                                                                         "mutual_annihilation")


def test_the_turn_limit_and_a_stall_end_in_a_draw() -> None:
    s = position(Put("VS-001", 0, "a1"), Put("VS-001", 1, "e6"), turn=200)
    do(s, A.END)
    outcome = s.outcome()
    assert outcome is not None and outcome.reason == "turn_limit"
    s = position(Put("VS-001", 0, "a1"), Put("VS-001", 1, "e6"))
    s.quiet = 39
    do(s, A.END)
    outcome = s.outcome()
    assert outcome is not None and outcome.reason == "stalled" and outcome.winner is None


def test_a_squad_without_creatures_loses_before_the_battle() -> None:
    from deckcheck.engine.api import GameState
    from deckcheck.games.berserk.engine import new_game
    from deckcheck.games.berserk.engine.game import HORDE

    state = new_game({"NT-110": 2, "NT-109": 2}, HORDE, seed=1)
    assert isinstance(state, GameState)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    outcome = state.outcome()
    assert outcome is not None and (outcome.winner, outcome.reason) == (1, "no_creatures")
    assert state.turn == 0


def test_without_flyer_defenders_nothing_defends_against_a_flyers_strike() -> None:  # 208
    # A flyer stands next to nothing: no ground creature is next to both it and its target.
    for flyers, window in ((True, True), (False, False)):
        s = position(Put("VS-014", 0, "air"), Put("VS-001", 1, "c4"), Put("VS-002", 1, "c5"),
                     SPARE, flyer_defenders=flyers)
        f, t, near = card(s, "VS-014", 0), card(s, "VS-001", 1), card(s, "VS-002", 1)
        s.queue_dice(4, 4)
        do(s, A.STRIKE, f, t)
        assert (s.phase == DEFEND and legal(s, A.DEFEND, near)) == window
