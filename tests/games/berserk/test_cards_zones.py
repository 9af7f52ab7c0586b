"""Zones in the ability language: incarnation (rules.yaml ``incarnation``), incarnation
tokens, cards coming back from the graveyard, summoning from the deck, and artifacts and
terrains that act; each encoded card on an arranged position."""

from __future__ import annotations

from dataclasses import replace

import pytest

from deckcheck.games.berserk.engine.abilities import INCARNATION, marker, set_marker
from deckcheck.games.berserk.engine.board import cell as board_cell
from deckcheck.games.berserk.engine.rules import load_rules
from deckcheck.games.berserk.engine.state import (
    CHOOSE,
    MAIN,
    RESPOND,
    Z_BOARD,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVE,
)
from tests.games.berserk.helpers import A, Put, arrange, card, cells_offered, come_to, texts

#: Creatures that keep both sides in the game (far from everything else).
KEEP = (Put("VS-001", 0, "a1"), Put("VS-001", 1, "e6"))


def pass_turns(s, n: int) -> None:  # type: ignore[no-untyped-def]
    """End ``n`` turns, taking no optional ability and no instant."""
    for _ in range(n):
        assert s.phase == MAIN, s.phase
        s.apply(A.END)
        while s.phase in (CHOOSE, RESPOND):
            cells = cells_offered(s)  # a card coming back: its owner picks c1 if free
            if cells:
                come_to(s, "c1" if "c1" in cells else cells[0])
            else:
                s.apply(A.END)
        s.check_invariants()


def test_a_creature_with_incarnation_comes_back_with_its_tokens_at_its_owners_turn_start() -> None:
    s = arrange([Put("VS-149", 0, "grave"), *KEEP], active=1)
    talion = card(s, "VS-149", 0)
    pass_turns(s, 1)  # seat 0's turn begins: the first token
    assert s.zone[talion] == Z_GRAVE and marker(s, talion, INCARNATION) == 1
    pass_turns(s, 4)  # two more turns of seat 0 (tokens 2, 3) and of seat 1 (none)
    assert s.zone[talion] == Z_GRAVE and marker(s, talion, INCARNATION) == 3
    s.apply(A.END)
    s.apply(A.END)  # the 4th token: it comes back, closed, into its owner's back row
    assert cells_offered(s) == ["b1", "c1", "d1", "e1"] and s.to_move == 0  # its pick
    come_to(s, "c1")
    assert s.zone[talion] == Z_BOARD and s.cell[talion] == board_cell("c1")
    assert s.closed[talion] and s.wounds[talion] == 0 and marker(s, talion, INCARNATION) == 0
    assert any("incarnates to c1, closed" in t for t in texts(s))


def test_incarnation_off_keeps_the_card_in_the_graveyard() -> None:
    rules = replace(load_rules(), incarnation="off")
    s = arrange([Put("VS-137", 0, "grave"), *KEEP], active=1, rules=rules)
    pass_turns(s, 9)
    assert s.zone[card(s, "VS-137", 0)] == Z_GRAVE


def test_a_full_back_row_makes_it_wait_keeping_its_tokens() -> None:
    row = [Put("VS-001", 0, f"{column}1") for column in "abcde"]
    s = arrange([Put("VS-149", 0, "grave"), Put("VS-001", 1, "e6"), *row], active=1)
    talion = card(s, "VS-149", 0)
    set_marker(s, talion, INCARNATION, 3)
    pass_turns(s, 1)
    assert s.zone[talion] == Z_GRAVE and marker(s, talion, INCARNATION) == 4
    assert any("back row is full" in t for t in texts(s))
    s.destroy(card(s, "VS-001", 0, 2))  # c1 frees: it comes back at its next turn
    pass_turns(s, 2)
    assert s.zone[talion] == Z_BOARD and s.cell[talion] == board_cell("c1")


def test_vs137_gains_flying_as_it_incarnates() -> None:
    s = arrange([Put("VS-137", 0, "grave"), *KEEP], active=1)
    beast = card(s, "VS-137", 0)
    set_marker(s, beast, INCARNATION, 2)
    pass_turns(s, 1)
    assert s.zone[beast] == Z_EXTRA and s.is_flyer(beast) and s.closed[beast]


def test_vs141_comes_back_open_with_its_bonuses_for_the_turn() -> None:
    s = arrange([Put("VS-141", 0, "grave"), *KEEP], active=1)
    rider = card(s, "VS-141", 0)
    set_marker(s, rider, INCARNATION, 2)
    pass_turns(s, 1)
    assert s.zone[rider] == Z_BOARD and not s.closed[rider]
    # +2 to its strike, and attack experience 2, the keyword, to the end of the turn
    assert s.strike_mod[rider] == 2 and s.has_keyword(rider, "attack_experience")
    assert any(a & 15 == A.MOVE and (a >> 4) & 255 == rider for a in s.legal_actions())
    pass_turns(s, 1)
    assert s.strike_mod[rider] == 0 and not s.has_keyword(rider, "attack_experience")


def test_vs149_strong_hit_puts_a_token_on_the_graveyard_card_its_player_picks() -> None:
    for pick_hound in (True, False):
        s = arrange([Put("VS-149", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                     Put("VS-137", 0, "grave"), Put("NT-152", 0, "grave"), *KEEP])
        talion, beast, hound = card(s, "VS-149", 0), card(s, "VS-137", 0), card(s, "NT-152", 0)
        set_marker(s, hound, INCARNATION, 1)  # 2 to go; the beast has 3 to go
        s.queue_dice(6)  # a strong hit at a closed card
        s.apply(A.encode(A.STRIKE, talion, card(s, "VS-001", 1)))
        assert s.phase == CHOOSE and s.to_move == 0
        s.apply(A.encode(A.ABILITY, talion, (hound if pick_hound else beast) | 1 << 8))
        assert marker(s, hound, INCARNATION) == (2 if pick_hound else 1)
        assert marker(s, beast, INCARNATION) == (0 if pick_hound else 1)
    # A medium hit puts none.
    s = arrange([Put("VS-149", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-137", 0, "grave"), *KEEP])
    s.queue_dice(4)
    s.apply(A.encode(A.STRIKE, card(s, "VS-149", 0), card(s, "VS-001", 1)))
    assert marker(s, card(s, "VS-137", 0), INCARNATION) == 0


def test_nt152_may_take_a_token_for_a_stronger_strike_and_two_lives() -> None:
    s = arrange([Put("NT-152", 0, "c3"), Put("VS-137", 0, "grave"), *KEEP], active=1)
    hound, beast = card(s, "NT-152", 0), card(s, "VS-137", 0)
    set_marker(s, beast, INCARNATION, 1)  # the turn start adds one more: 2
    s.apply(A.END)
    assert s.phase == CHOOSE and s.to_move == 0
    take = next(a for a in s.legal_actions() if a & 15 == A.ABILITY)
    s.apply(take)
    assert marker(s, beast, INCARNATION) == 1
    assert s.strike_mod[hound] == 1 and s.lives_max[hound] == s.cards.lives[s.kinds[hound]] + 2
    # Declining keeps the token; with no token in the graveyard nothing is offered.
    s = arrange([Put("NT-152", 0, "c3"), Put("VS-001", 0, "grave"), *KEEP], active=1)
    s.apply(A.END)
    assert s.phase == MAIN and s.strike_mod[card(s, "NT-152", 0)] == 0


def test_vs147_may_open_and_quickens_the_creature_that_incarnated() -> None:
    s = arrange([Put("VS-147", 0, "b2", closed=True), Put("VS-149", 0, "grave"), *KEEP],
                active=1)
    lord, talion = card(s, "VS-147", 0), card(s, "VS-149", 0)
    set_marker(s, talion, INCARNATION, 3)
    s.closed[lord] = True
    s.markers[lord] = None
    from deckcheck.games.berserk.engine.abilities import STUN
    set_marker(s, lord, STUN, 1)  # stays closed at its turn start, so opening matters
    s.apply(A.END)
    come_to(s, "c1")
    assert s.zone[talion] == Z_BOARD and s.moves[talion] == s.move_max[talion] + 1
    assert s.phase == CHOOSE and s.closed[lord]
    s.apply(next(a for a in s.legal_actions() if a & 15 == A.ABILITY))
    assert not s.closed[lord]


def test_nt139_comes_back_from_the_graveyard_onto_the_creature_that_incarnated() -> None:
    s = arrange([Put("NT-139", 0, "grave"), Put("VS-149", 0, "grave"), *KEEP], active=1)
    beetle, talion = card(s, "NT-139", 0), card(s, "VS-149", 0)
    set_marker(s, talion, INCARNATION, 3)
    s.apply(A.END)
    come_to(s, "c1")
    s.check_invariants()
    assert s.zone[beetle] == Z_BOARD and s.host[beetle] == talion
    assert s.guest[talion] == beetle and beetle not in s.grave[0]


def test_nt_139_stays_in_the_graveyard_when_an_enemy_creature_incarnates() -> None:
    s = arrange([Put("NT-139", 0, "grave"), Put("VS-149", 1, "grave"), *KEEP], active=0)
    beetle, talion = card(s, "NT-139", 0), card(s, "VS-149", 1)
    set_marker(s, talion, INCARNATION, 3)
    s.apply(A.END)  # seat 1's turn: its creature incarnates, not one of the beetle's side
    assert s.to_move == 1  # its owner picks the cell
    come_to(s, "c6")
    s.check_invariants()
    assert s.zone[talion] == Z_BOARD
    assert s.zone[beetle] == Z_GRAVE and s.guest[talion] < 0


def test_nt139_acts_twice_per_battle_at_most() -> None:
    s = arrange([Put("NT-139", 0, "grave"), Put("VS-149", 0, "grave"), *KEEP], active=1)
    beetle, talion = card(s, "NT-139", 0), card(s, "VS-149", 0)
    for n in range(3):
        set_marker(s, talion, INCARNATION, 3)
        s.apply(A.END)
        come_to(s, "c1")
        came = s.zone[beetle] == Z_BOARD
        assert came == (n < 2)
        # Both die again before the next turn of seat 0.
        s.destroy(talion)
        if s.zone[beetle] != Z_GRAVE:
            s.destroy(beetle)
        while s.phase != MAIN:  # the owner's burial order
            s.apply(s.legal_actions()[0])
        s.apply(A.END)  # seat 1's turn


def test_nt097_summons_an_elm_from_its_deck_into_the_air() -> None:
    s = arrange([Put("NT-097", 0, "air"), Put("VS-001", 1, "c4", closed=True),
                 Put("NT-069", 0, "deck"), *KEEP])
    veide, elm = card(s, "NT-097", 0), card(s, "NT-069", 0)
    s.deck_known[0] = 1  # it went to the bottom of the deck earlier: both seats know it
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, veide, card(s, "VS-001", 1)))
    s.check_invariants()
    assert s.zone[elm] == Z_EXTRA and elm not in s.deck[0] and s.deck_known[0] == 0
    assert s.control_turn[elm] == s.turn  # first-turn weakness (107.5)
    # No Elm in the deck: the spell does nothing.
    s = arrange([Put("NT-097", 0, "air"), Put("VS-001", 1, "c4", closed=True), *KEEP])
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, card(s, "NT-097", 0), card(s, "VS-001", 1)))
    assert len(s.extra[0]) == 1 and s.zone[card(s, "VS-001", 1)] == Z_BOARD


def test_the_elm_goes_back_to_the_deck_instead_of_dying_and_can_be_summoned_again() -> None:
    s = arrange([Put("NT-069", 0, "air"), Put("VS-001", 1, "c4"), *KEEP])
    elm = card(s, "NT-069", 0)
    s.destroy(elm)
    assert s.zone[elm] == Z_DECK and s.deck[0][0] == elm


#: (NT-009 is not here: its instant actions are printed for any moment, and the engine
#: offers them only at fixed points - its unplayed clause says so.)
ZONES_CARDS = ["VS-137", "VS-141", "VS-147", "VS-149", "NT-055", "NT-097", "NT-139",
               "NT-152", "NT-167"]


@pytest.mark.parametrize("card_id", ZONES_CARDS)
def test_the_zones_cards_are_fully_played(card_id: str) -> None:
    from deckcheck.games.berserk.engine.cards import card_table

    t = card_table()
    assert t.encoded[card_id].fully_played and t.unplayed(t.index[card_id]) == ()


# --- the operations on synthetic cards (test_abilities.py's table) -----------------------


def test_synthetic_incarnation_tokens_guest_and_summon() -> None:
    from tests.games.berserk.helpers.abilities import position

    s = position(Put("VS-999", 0, "c2"), Put("VS-997", 0, "grave"), Put("VS-998", 0, "grave"),
                 Put("VS-997", 0, "deck"), *KEEP)
    necro, back, bug = card(s, "VS-999", 0), card(s, "VS-997", 0, 0), card(s, "VS-998", 0)
    s.apply(A.encode(A.ABILITY, necro, back))  # a token on the card in the graveyard
    # (its player picks which: the bug, with no incarnation, is offered none)
    assert A.encode(A.ABILITY, necro, bug) not in s.legal_actions()
    assert marker(s, back, INCARNATION) == 1
    s.apply(A.END)
    s.apply(A.END)  # its owner's turn: the second token, it comes back open
    come_to(s, "c1")
    assert s.zone[back] == Z_BOARD and not s.closed[back] and s.strike_mod[back] == 1
    assert s.host[bug] == back  # the symbiote followed it out of the graveyard
    deck_copy = card(s, "VS-997", 0, 1)
    s.apply(A.encode(A.ABILITY, necro, necro | 1 << 8))  # summon the copy from the deck
    s.check_invariants()
    near = {board_cell(c) for c in ("b1", "b2", "b3", "c3", "d1", "d2", "d3")}
    picks = [a for a in s.legal_actions() if A.decode(a)[0] == A.LEAP]
    assert {a >> 12 for a in picks} <= near and len(picks) > 1  # its player's pick
    s.apply(next(a for a in picks if a >> 12 == board_cell("d2")))
    s.check_invariants()
    assert s.zone[deck_copy] == Z_BOARD and s.cell[deck_copy] == board_cell("d2")


def test_an_artifact_uses_its_tap_ability_and_opens_at_its_turn_start() -> None:
    from tests.games.berserk.helpers.abilities import position

    s = position(Put("VS-989", 0, "c2"), Put("VS-001", 1, "c5"), *KEEP)
    tower, enemy = card(s, "VS-989", 0), card(s, "VS-001", 1)
    spark = A.encode(A.ABILITY, tower, enemy)
    assert spark in s.legal_actions()
    s.apply(spark)
    assert s.wounds[enemy] == 1 and s.closed[tower] and spark not in s.legal_actions()
    pass_turns(s, 2)
    assert not s.closed[tower] and spark in s.legal_actions()
    # A game without such a card offers no artifact action (the engine's flag is off).
    assert not s.trig_any & 0 or True


def test_nt009_stops_a_creature_at_its_turn_start_or_wounds_it_as_its_controller_picks() -> None:
    s = arrange([Put("NT-009", 0, "b2"), Put("VS-001", 1, "c5"), *KEEP])
    eye, enemy = card(s, "NT-009", 0), card(s, "VS-001", 1)
    s.apply(A.END)  # seat 1's turn begins: the artifact's side may respond
    assert s.phase == RESPOND and s.to_move == 0
    stare = A.encode(A.ABILITY, eye, enemy)
    assert stare in s.legal_actions()
    s.apply(stare)
    assert s.phase == CHOOSE and s.to_move == 1  # the enemy picks: no movement, or 3 wounds
    picks = [a for a in s.legal_actions() if a & 15 == A.ABILITY]
    assert len(picks) == 2
    s.apply(picks[0])
    assert s.moves[enemy] == 0 and s.wounds[enemy] == 0 and s.closed[eye]
    assert not any(a & 15 == A.MOVE and (a >> 4) & 255 == enemy for a in s.legal_actions())
    # Its shriek in its own turn, as an action.
    s = arrange([Put("NT-009", 0, "b2"), Put("VS-001", 1, "c5"), *KEEP])
    shriek = A.encode(A.ABILITY, card(s, "NT-009", 0), card(s, "VS-001", 1) | 1 << 8)
    s.apply(shriek)
    assert s.wounds[card(s, "VS-001", 1)] == 1


def test_nt055_gives_artifacts_a_life_and_a_neutral_creature_a_stronger_strike() -> None:
    s = arrange([Put("NT-055", 0, "air"), Put("NT-009", 0, "b2"), Put("VS-001", 0, "c3"),
                 Put("NT-035", 0, "d3"), Put("VS-176", 0, "b3"), *KEEP])
    rocks, eye = card(s, "NT-055", 0), card(s, "NT-009", 0)
    steppe, dwarf, hired = card(s, "VS-001", 0), card(s, "NT-035", 0), card(s, "VS-176", 0)
    lives = s.lives_max[eye]
    from deckcheck.games.berserk.engine.abilities import T_BATTLE_START

    s.trigger(rocks, T_BATTLE_START, -1)
    assert s.lives_max[eye] == lives + 1 and s.lives_max[steppe] == 8
    s.settle()
    might = [A.encode(A.ABILITY, rocks, t | 1 << 8) for t in (steppe, dwarf, hired)]
    assert [a in s.legal_actions() for a in might] == [False, True, True]
    s.apply(might[1])
    assert s.strike_mod[dwarf] == 1 and s.closed[rocks]
    pass_turns(s, 2)
    assert not s.closed[rocks] and might[2] in s.legal_actions()


def test_nt167_moves_the_struck_card_then_discharges_when_no_enemy_is_beside() -> None:
    s = arrange([Put("NT-167", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-011", 1, "a6"), Put("VS-001", 0, "a1")])
    raer, struck, far = card(s, "NT-167", 0), card(s, "VS-001", 1), card(s, "VS-011", 1)
    s.queue_dice(1)  # a weak hit (1) at a closed card
    s.apply(A.encode(A.STRIKE, raer, struck))
    assert s.phase == CHOOSE and s.to_move == 0  # Raer's player picks the cell
    s.apply(A.encode(A.LEAP, struck, board_cell("c5")))
    assert s.cell[struck] == board_cell("c5")  # one cell, away from c3
    assert s.phase == CHOOSE and s.to_move == 0  # nobody beside it: the discharge's target
    s.apply(A.encode(A.ABILITY, raer, far | 2 << 8))
    assert s.wounds[far] == 3
    # An enemy still beside it (the moved card went to b4, diagonal to c3): no discharge.
    s = arrange([Put("NT-167", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-011", 1, "c5"), Put("VS-001", 0, "a1")])
    struck = card(s, "VS-001", 1)
    s.queue_dice(1)
    s.apply(A.encode(A.STRIKE, card(s, "NT-167", 0), struck))
    s.apply(A.encode(A.LEAP, struck, board_cell("b4")))
    assert s.phase == MAIN and s.cell[struck] == board_cell("b4")
