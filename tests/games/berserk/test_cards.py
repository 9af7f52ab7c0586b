"""Symbiotes and parasites (209), the graveyard (205), elements and types (106.2, 108),
and the ability keywords (abilities.yaml) on synthetic cards."""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.state import BURY, HOST, MAIN, Z_BOARD, Z_EXTRA, Z_GRAVE
from tests.games.berserk.helpers import A, Put, card, do, legal, position, table, texts

SPARE = Put("VS-011", 0, "a1")
SPARE_1 = Put("VS-011", 1, "e6")

# --- symbiotes and parasites (seed 209) ---------------------------------------------------


def test_a_revealed_companion_goes_onto_a_creature_of_its_squad_chosen_by_its_player() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c5"), Put("VS-002", 1, "d5"),
                 Put("NT-111", 1, "b6", face_down=True))
    companion, host = card(s, "NT-111", 1), card(s, "VS-002", 1)
    do(s, A.END)  # seat 1's turn: its face-down card is revealed
    assert s.phase == HOST and s.to_move == 1
    assert legal(s, A.HOST, companion, card(s, "VS-001", 1)) and legal(s, A.HOST, companion,
                                                                        host)
    do(s, A.HOST, companion, host)
    assert s.host[companion] == host and s.guest[host] == companion
    assert s.cell[companion] == cell("d5") and s.cells[cell("b6")] == -1
    do(s, A.MOVE, host, cell("d4"))
    assert s.cell[companion] == cell("d4")  # it moves with its host
    assert not legal(s, A.MOVE, companion, cell("d3"))


def test_a_parasite_goes_onto_an_enemy_of_the_enemys_first_row() -> None:
    # (the 2nd-row card stands apart: one next to its host would be offered NT-175's hop)
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 0, "a2"), SPARE_1,
                 Put("NT-175", 1, "b6", face_down=True))
    parasite, front = card(s, "NT-175", 1), card(s, "VS-001", 0)
    do(s, A.END)
    assert s.host[parasite] == front and s.ctrl[parasite] == 1  # the only candidate
    assert s.phase == MAIN and s.active == 1


def test_nothing_is_put_on_a_flyer_and_a_hostless_symbiote_stays_or_dies() -> None:
    for rule, zone in (("stay", Z_BOARD), ("destroyed", Z_GRAVE)):
        s = position(Put("VS-014", 0, "air"), Put("VS-002", 0, "c2"), SPARE_1,
                     Put("NT-175", 1, "b6", face_down=True), symbiote_without_host=rule)
        parasite = card(s, "NT-175", 1)
        do(s, A.END)
        assert s.zone[parasite] == zone and s.host[parasite] == -1
        assert any("has no host" in t for t in texts(s))


def test_a_symbiote_dies_with_its_host_and_the_owner_orders_the_graveyard() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4", wounds=5, closed=True),
                 Put("NT-111", 1, "c4", on_host=True), SPARE_1, SPARE)
    host, companion = card(s, "VS-002", 1), card(s, "NT-111", 1)
    s.queue_dice(1)
    do(s, A.STRIKE, card(s, "VS-001", 0), host)
    do(s, A.END)  # its companion, next to it, does not step in as the defender
    assert s.phase == BURY and s.to_move == 1  # the owner decides, in its opponent's turn
    do(s, A.BURY, companion)
    assert s.grave[1] == [companion, host] and s.phase == MAIN and s.to_move == 0
    fixed = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4", wounds=5, closed=True),
                     Put("NT-111", 1, "c4", on_host=True), SPARE_1, SPARE,
                     graveyard_order="fixed")
    fixed.queue_dice(1)
    do(fixed, A.STRIKE, card(fixed, "VS-001", 0), card(fixed, "VS-002", 1))
    do(fixed, A.END)  # no defender
    assert fixed.grave[1] == [card(fixed, "VS-002", 1), card(fixed, "NT-111", 1)]


def test_a_host_that_takes_flight_or_stops_being_a_creature_loses_its_symbiote() -> None:
    s = position(Put("VS-002", 1, "c4"), Put("NT-111", 1, "c4", on_host=True), SPARE_1, SPARE)
    host, companion = card(s, "VS-002", 1), card(s, "NT-111", 1)
    s.gain_flying(host)
    s.check_invariants()
    assert s.zone[host] == Z_EXTRA and s.zone[companion] == Z_GRAVE  # 209.4
    s = position(Put("VS-002", 1, "c4"), Put("NT-111", 1, "c4", on_host=True), SPARE_1, SPARE)
    host, companion = card(s, "VS-002", 1), card(s, "NT-111", 1)
    s.change_type(host, "artifact")
    s.check_invariants()
    assert s.zone[companion] == Z_GRAVE and s.zone[host] == Z_BOARD  # 209.2


def test_a_symbiote_can_be_struck_apart_from_its_host() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4"),
                 Put("NT-111", 1, "c4", on_host=True), SPARE)
    a = card(s, "VS-001", 0)
    assert legal(s, A.STRIKE, a, card(s, "VS-002", 1))
    assert legal(s, A.STRIKE, a, card(s, "NT-111", 1))


# --- flight lost and gained (seed 208) -------------------------------------------------------


def test_a_flyer_losing_flight_takes_a_free_cell_of_its_players_choice() -> None:
    s = position(Put("VS-014", 0, "air"), Put("VS-001", 1, "c4"), SPARE)
    f = card(s, "VS-014", 0)
    assert not s.lose_flying(f, cell("c4"))  # taken
    assert s.lose_flying(f, cell("c3"))
    s.check_invariants()
    assert s.zone[f] == Z_BOARD and s.cell[f] == cell("c3") and not s.is_flyer(f)
    s.grant(f, "flying")
    assert s.zone[f] == Z_EXTRA


# --- the graveyard (seed 205) ------------------------------------------------------------------


def test_a_dead_card_goes_face_up_to_its_owners_graveyard_losing_what_it_gained() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4"), SPARE_1, SPARE)
    c = card(s, "VS-002", 1)
    s.take_control(c, 0)
    assert s.gain_element(c, "darkness")
    s.grant(c, "armour-2")
    for name in ("counter", "incarnation", "incarnation_counters", "per_turn_markers:strike",
                 "per_battle_markers:shot", "marker:poison"):
        s.add_marker(c, name)
    s.wounds[c] = 3
    s.destroy(c)
    assert s.zone[c] == Z_GRAVE and s.grave[1][-1] == c and s.ctrl[c] == 1
    # It keeps only its printed keyword (VS-002: strike through a row 1), not the armour.
    assert s.elements_of(c) == ("steppes",) and s.wounds[c] == 0
    assert s.eff[c] == {"attack:strike_through_row": 1, "attack": 1}
    assert dict(s.markers[c] or {}) == {"incarnation": 1, "incarnation_counters": 1,
                                        "per_turn_markers:strike": 1,
                                        "per_battle_markers:shot": 1}
    with pytest.raises(ValueError):
        s.add_marker(c, "glitter")


# --- elements and types (seeds 106.2, 108) ------------------------------------------------------


def test_gaining_becoming_and_losing_elements() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-041", 0, "b3"), Put("NT-176", 0, "d3"),
                 SPARE_1)
    steppe, other, neutral = card(s, "VS-001", 0), card(s, "VS-041", 0), card(s, "NT-176", 0)
    assert s.elements_of(neutral) == ()
    assert s.gain_element(steppe, "forests") and not s.gain_element(steppe, "forests")
    assert s.elements_of(steppe) == ("steppes", "forests")
    s.become_element(steppe, "darkness")
    assert s.elements_of(steppe) == ("darkness",)
    assert not s.same_element(steppe, other) and s.different_elements(steppe, other)
    assert not s.different_elements(steppe, neutral) and not s.same_element(steppe, neutral)
    s.lose_element(steppe, "darkness")
    assert s.elements_of(steppe) == ()  # neutral now


def test_changing_and_restoring_a_type() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4"), SPARE_1, SPARE)
    c = card(s, "VS-001", 0)
    s.change_type(c, "artifact")
    assert s.type_of(c) == "artifact" and s.strike[c] is None and s.move_max[c] == -1
    assert s.lives_max[c] == 8 and c not in s.creatures(0)
    assert not legal(s, A.STRIKE, card(s, "VS-002", 1), c) or s.active == 0
    s.change_type(c, "terrain")
    assert s.lives_max[c] == 0
    s.restore_type(c)
    assert (s.type_of(c), s.lives_max[c], s.move_max[c], s.strike[c]) == (
        "creature", 8, 2, (1, 2, 3))


def test_the_last_creature_changing_type_loses_the_game() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4"), SPARE)
    s.change_type(card(s, "VS-002", 1), "artifact")
    outcome = s.outcome()
    assert outcome is not None and outcome.winner == 0


# --- ability keywords (abilities.yaml) ----------------------------------------------------------


def test_armour_absorbs_wounds_each_turn() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 0, "c5"),
                 Put("X-001", 1, "c4", closed=True), SPARE, SPARE_1)
    armoured = card(s, "X-001", 1)
    s.queue_dice(6, 6)
    do(s, A.STRIKE, card(s, "VS-001", 0), armoured)
    assert s.wounds[armoured] == 1  # 3 less the armour's 2
    do(s, A.STRIKE, card(s, "VS-001", 0, 1), armoured)
    assert s.wounds[armoured] == 4 and s.armour_left[armoured] == 0
    do(s, A.END)
    assert s.armour_left[armoured] == 2


def test_regeneration_heals_at_the_start_of_its_players_turn() -> None:
    s = position(Put("X-002", 0, "c3", wounds=5), Put("VS-001", 1, "e6"), active=1, turn=4)
    c = card(s, "X-002", 0)
    do(s, A.END)
    assert s.wounds[c] == 3 and any("regenerates 2 (7/10)" in t for t in texts(s))


def test_a_shot_hits_a_creature_further_than_one_cell_without_dice_or_defender() -> None:
    s = position(Put("X-003", 0, "c1"), Put("VS-001", 1, "c2"), Put("VS-002", 1, "c4"),
                 Put("VS-003", 1, "d5"), Put("VS-014", 1, "air"), SPARE)
    shooter = card(s, "X-003", 0)
    near, far, flyer = card(s, "VS-001", 1), card(s, "VS-002", 1), card(s, "VS-014", 1)
    assert not legal(s, A.SHOT, shooter, near)
    assert legal(s, A.SHOT, shooter, far) and legal(s, A.SHOT, shooter, flyer)
    s.queue_dice(6)
    do(s, A.SHOT, shooter, far)
    assert s.wounds[far] == 2 and s.closed[shooter] and s.dice == [6] and s.phase == MAIN


def test_the_flying_keyword_makes_a_flyer() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("X-005", 1, "b6", face_down=True), SPARE_1)
    flyer = card(s, "X-005", 1)
    do(s, A.END)
    assert s.zone[flyer] == Z_EXTRA
    assert any("Крылатый (X-005) takes off" in t for t in texts(s))


def test_experience_adds_to_the_dice() -> None:
    s = position(Put("X-007", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE)
    s.queue_dice(5)  # 5 + 1 = 6: strong
    do(s, A.STRIKE, card(s, "X-007", 0), card(s, "VS-001", 1))
    assert s.wounds[card(s, "VS-001", 1)] == 3
    s = position(Put("VS-001", 0, "c3"), Put("X-008", 1, "c4"), SPARE)
    s.queue_dice(4, 3)  # 4 against 3 + 2: D = -1, a weak hit
    do(s, A.STRIKE, card(s, "VS-001", 0), card(s, "X-008", 1))
    assert s.wounds[card(s, "X-008", 1)] == 1


def test_granting_and_removing_abilities_last_effect_wins() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "e6"), SPARE)
    c = card(s, "VS-001", 0)
    s.grant(c, "armour-1")
    s.grant(c, "armour-3")
    assert s.ability(c, "absorb_wounds") == 3
    s.remove_ability(c, "armour")
    assert s.ability(c, "absorb_wounds") == 0
    with pytest.raises(ValueError, match="not implemented"):
        s.grant(c, "poison-1")


def test_unplayable_keywords_are_listed_at_the_start_of_a_game() -> None:
    state = new_game({"X-010": 3, "X-011": 1}, {"VS-001": 3}, seed=1, log=True,
                     cards=table())
    lines = [t for t in texts(state) if "does not play" in t]
    assert "Отравитель (X-010) does not play: the ability labelled Отравление (poison-1): not " \
        "encoded by deckcheck yet" in lines
    assert sum("Загадка (X-011)" in t for t in lines) == 3
    assert state.eff[card(state, "X-010", 0)] == {"absorb_wounds": 1}


def test_a_card_of_two_elements_shares_each_and_pays_for_both() -> None:  # seed 106.2
    s = position(Put("X-014", 0, "c3"), Put("VS-001", 0, "b3"), Put("NT-069", 0, "d3"),
                 Put("NT-106", 1, "c4"), SPARE_1)
    both, steppe, forest = card(s, "X-014", 0), card(s, "VS-001", 0), card(s, "NT-069", 0)
    swamp = card(s, "NT-106", 1)
    assert s.elements_of(both) == ("steppes", "forests")
    assert s.same_element(both, steppe) and s.same_element(both, forest)  # 106.2.3
    assert s.different_elements(both, swamp)
    assert not s.gain_element(both, "forests")  # 106.2.4
    s.lose_element(both, "steppes")
    assert s.elements_of(both) == ("forests",) and not s.same_element(both, steppe)
    # Recruiting it alone brings two elements: one gold of element penalty (research §2.2).
    state = new_game({"X-014": 1, "VS-001": 14}, {"VS-001": 15}, seed=1, cards=table())
    do(state, A.RECRUIT, card(state, "X-014", 0))
    assert state.crystals(0) == (24 - 1, 22 - 3)
    state.apply(next(a for a in state.legal_actions() if a & 15 == A.RECRUIT))
    assert state.name(state.recruited[0][-1]) == "Кочевник"  # steppes: no new element
    assert state.crystals(0) == (23, 16)


def test_a_parasite_and_its_host_strike_each_other() -> None:
    """Issue 13 item 8: one cell counts as "рядом" (rules.yaml same_cell_adjacent)."""
    s = position(Put("VS-001", 0, "c3"), Put("NT-175", 1, "c3", on_host=True), SPARE_1,
                 Put("VS-011", 0, "a1"))
    host, parasite = card(s, "VS-001", 0), card(s, "NT-175", 1)
    assert legal(s, A.STRIKE, host, parasite)  # the host strikes its parasite
    s.queue_dice(6, 1)
    do(s, A.STRIKE, host, parasite)
    assert s.wounds[parasite] > 0 or s.zone[parasite] == Z_GRAVE
    s2 = position(Put("VS-001", 0, "c3"), Put("NT-175", 1, "c3", on_host=True), SPARE_1,
                  SPARE, active=1)
    host2, parasite2 = card(s2, "VS-001", 0), card(s2, "NT-175", 1)
    assert legal(s2, A.STRIKE, parasite2, host2)  # and the parasite its host
    do(s2, A.STRIKE, parasite2, host2)
    assert s2.closed[parasite2]


def test_one_cell_is_not_adjacent_when_the_option_says_so() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("NT-175", 1, "c3", on_host=True), SPARE_1,
                 SPARE, same_cell_adjacent=False)
    host, parasite = card(s, "VS-001", 0), card(s, "NT-175", 1)
    assert not legal(s, A.STRIKE, host, parasite)
    s2 = position(Put("VS-001", 0, "c3"), Put("NT-175", 1, "c3", on_host=True), SPARE_1,
                  SPARE, active=1, same_cell_adjacent=False)
    assert not legal(s2, A.STRIKE, card(s2, "NT-175", 1), card(s2, "VS-001", 0))


def test_a_companion_never_strikes_its_own_host() -> None:
    s = position(Put("VS-002", 1, "c4"), Put("NT-111", 1, "c4", on_host=True), SPARE_1, SPARE,
                 active=1)
    assert not legal(s, A.STRIKE, card(s, "NT-111", 1), card(s, "VS-002", 1))
