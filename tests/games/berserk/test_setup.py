"""Recruitment, placement and the reveal (research §2.2-2.4; seeds 208.1, 209.2)."""

from __future__ import annotations

import random
from dataclasses import replace

from deckcheck.catalog.load import load_catalogue
from deckcheck.games.berserk.engine import load_rules, new_game
from deckcheck.games.berserk.engine.board import label, player_row
from deckcheck.games.berserk.engine.cards import CardTable, card_table, load_vocabulary
from deckcheck.games.berserk.engine.cards import synthetic_card as synthetic
from deckcheck.games.berserk.engine.game import HORDE, SWAMP
from deckcheck.games.berserk.engine.state import MAIN, PLACE, RECRUIT, Z_BOARD, Z_EXTRA, State
from deckcheck.games.berserk.squads import best_squad, check_squad
from tests.games.berserk.helpers import A, card, do, legal, texts

CATALOGUE = load_catalogue("berserk")


def ids(state: State, cards: list[int]) -> list[str]:
    return [state.cards.ids[state.kinds[c]] for c in cards]


def recruit_randomly(state: State, rng: random.Random) -> None:
    while state.phase == RECRUIT and not state.is_terminal():
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])


# --- recruitment (research §2.2) ------------------------------------------------------------


def test_each_player_is_dealt_15_and_starts_with_the_format_crystals() -> None:
    state = new_game(HORDE, SWAMP, seed=5, log=True)
    assert state.phase == RECRUIT and state.to_move == 0
    assert len(state.deal[0]) == 15 and state.crystals(0) == (24, 22)
    assert "A is dealt 15 cards (24 gold, 22 silver crystals)" in texts(state)
    do(state, A.END) if legal(state, A.END) else None


def test_recruit_best_takes_exactly_the_squad_of_best_squad() -> None:
    for seed in range(6):
        state = new_game(HORDE, SWAMP, seed=seed)
        for seat in (0, 1):
            assert state.to_move == seat and state.phase == RECRUIT
            deal = ids(state, state.deal[seat])
            report = best_squad(deal, CATALOGUE, state.rules.squad,
                                "first" if seat == 0 else "second")
            do(state, A.RECRUIT_BEST)
            assert sorted(ids(state, state.recruited[seat])) == sorted(report.ids())
        assert state.phase == PLACE


def test_random_recruitment_gives_affordable_legal_squads() -> None:
    rng = random.Random(1)
    for seed in range(40):
        state = new_game(HORDE, SWAMP, seed=seed)
        recruit_randomly(state, rng)
        for seat in (0, 1):
            report = check_squad(ids(state, state.recruited[seat]), CATALOGUE,
                                 state.rules.squad, "first" if seat == 0 else "second",
                                 mulligans=state.mulligans[seat])
            assert report.legal, [str(d) for d in report.diagnostics]
            assert any(state.ctype[c] == 0 for c in state.recruited[seat])  # a creature


def test_a_squad_needs_a_creature_before_recruiting_ends() -> None:
    state = new_game(HORDE, SWAMP, seed=2)
    assert not legal(state, A.END)
    first = next(a for a in state.legal_actions() if a & 15 == A.RECRUIT)
    state.apply(first)
    assert legal(state, A.END)
    lenient = new_game(HORDE, SWAMP, seed=2, rules=replace(load_rules(),
                                                          squad_needs_creature=False))
    assert legal(lenient, A.END)


def test_a_mulligan_costs_gold_and_deals_again() -> None:
    state = new_game(HORDE, SWAMP, seed=3, log=True)
    before = list(state.deal[0])
    do(state, A.MULLIGAN)
    assert state.crystals(0) == (23, 22) and state.mulligans[0] == 1
    assert len(state.deal[0]) == 15 and state.deal[0] != before
    assert "A re-deals (1 gold)" in texts(state)
    state.apply(next(a for a in state.legal_actions() if a & 15 == A.RECRUIT))
    assert not legal(state, A.MULLIGAN)  # only before the first card
    for _ in range(2):
        fresh = new_game(HORDE, SWAMP, seed=4)
        for _ in range(3):
            do(fresh, A.MULLIGAN)
        assert not legal(fresh, A.MULLIGAN)  # max_mulligans: 3


def test_the_flyer_cap_and_the_unique_limit_bound_recruitment() -> None:
    # VS-014 costs 5: three of them fill the 15-crystal flyer cap (seed 208); VS-021
    # (a crowned flyer) then no longer fits.
    deck = {"VS-014": 3, "VS-021": 3, "VS-036": 3, "VS-001": 6}
    state = new_game(deck, deck, seed=0)
    while state.phase == RECRUIT and state.to_move == 0:
        flyers = [a for a in state.legal_actions() if a & 15 == A.RECRUIT
                  and state.cards.is_flyer(state.kinds[(a >> 4) & 255])]
        if not flyers:
            break
        state.apply(flyers[0])
    flyer_cost = sum(state.cards.costs[state.kinds[c]] for c in state.recruited[0]
                     if state.cards.is_flyer(state.kinds[c]))
    assert 10 < flyer_cost <= 15
    names = [state.name(c) for c in state.recruited[0]]
    assert names.count("Мантикора") <= 1 and names.count("Ледяной змей") <= 1  # crowned


def test_excluded_missing_movement_cards_are_never_offered() -> None:
    # No bundled card lacks its movement since the card facts supplied it: a user
    # catalogue's card flagged movement_missing_in_source stands in.
    flagged = synthetic("X-090", name="Безногий", movement=None,
                        data_flags=["movement_missing_in_source"])
    cards = CardTable([*load_catalogue("berserk"), flagged], load_vocabulary())
    deck = {"X-090": 3, "VS-101": 12}
    rules = replace(load_rules(), missing_movement="exclude")
    state = new_game(deck, deck, seed=1, rules=rules, log=True, cards=cards)
    offered = {state.cards.ids[state.kinds[(a >> 4) & 255]] for a in state.legal_actions()
               if a & 15 == A.RECRUIT}
    assert offered and "X-090" not in offered
    assert any("Безногий (X-090): movement missing in the source data; never recruited" in t
               for t in texts(state))
    default = new_game(deck, deck, seed=1, log=True, cards=cards)
    assert default.move_max[card(default, "X-090", 0)] == 1
    assert any("played with movement 1" in t for t in texts(default))


def test_bundled_cards_have_their_movement() -> None:
    t = card_table()
    assert not any(t.movement_missing)
    assert t.movement[t.index["VS-128"]] == 1 and t.movement[t.index["VS-140"]] == 2


def test_best_squad_recruitment_needs_no_decision() -> None:
    rules = replace(load_rules(), recruitment="best_squad")
    state = new_game(HORDE, SWAMP, seed=8, rules=rules)
    assert state.phase == PLACE and state.recruited[0] and state.recruited[1]


# --- placement (research §2.3) ---------------------------------------------------------------


def place_all(state: State) -> None:
    """Place every card in the first offered cell."""
    while state.phase == PLACE:
        state.apply(min(state.legal_actions()))


def test_placement_follows_the_tier_order_of_each_player() -> None:
    rules = replace(load_rules(), recruitment="best_squad")
    cheap = {"VS-002": 3, "VS-003": 3, "VS-005": 3, "VS-001": 3, "VS-011": 3}
    central = {(r, c) for r in (1, 2, 3) for c in "bcd"}
    tiers = {  # research §2.3, in player rows (1 = front) and columns
        0: [central, {(r, c) for r in (2, 3) for c in "ae"}, {(1, "a"), (1, "e")}],
        1: [{(1, c) for c in "abcde"} | {(r, c) for r in (2, 3) for c in "bcd"},
            {(r, c) for r in (2, 3) for c in "ae"}],
    }
    checked = 0
    for seed in range(4):
        state = new_game(cheap, cheap, seed=seed, rules=rules)
        while state.phase == PLACE:
            seat = state.to_move
            named = {(player_row(seat, a >> 12), label(a >> 12)[0])
                     for a in state.legal_actions()}
            free = {(player_row(seat, x), label(x)[0]) for x in range(30)
                    if state.cells[x] < 0 and player_row(seat, x)}
            tier = next(t for t in tiers[seat] if t & free)
            assert named == tier & free
            checked += 1
            state.apply(min(state.legal_actions()))
    assert checked > 40


def test_cards_are_placed_face_down_and_terrain_goes_to_the_additional_zone() -> None:
    deck = {"NT-110": 1, "NT-107": 3, "NT-106": 3}
    rules = replace(load_rules(), recruitment="best_squad")
    state = new_game(deck, deck, seed=2, rules=rules, log=True)
    terrain = [c for c in state.recruited[0] if state.cards.ids[state.kinds[c]] == "NT-110"]
    for c in terrain:
        assert state.zone[c] == Z_EXTRA and not state.face_down[c]
    state.apply(state.legal_actions()[0])
    placed = [c for c in state.recruited[0] if state.zone[c] == Z_BOARD]
    assert placed and all(state.face_down[c] for c in placed)


# --- the reveal (research §2.4; seeds 208.1, 209.2) --------------------------------------


def test_reveal_keeps_the_second_players_third_row_down_until_its_first_turn() -> None:
    rules = replace(load_rules(), recruitment="best_squad")
    for seed in range(10):
        state = new_game(HORDE, SWAMP, seed=seed, rules=rules)
        place_all(state)
        while state.phase != MAIN:
            state.apply(state.legal_actions()[0])
        assert state.turn == 1 and state.active == 0
        for c in state.on_field():
            down = state.face_down[c]
            if state.ctrl[c] == 0 or state.zone[c] != Z_BOARD:
                assert not down
            else:
                assert down == (player_row(1, state.cell[c]) == 3)
        state.apply(0)  # A ends its first turn
        while state.phase != MAIN:
            state.apply(state.legal_actions()[0])
        assert state.turn == 2 and not any(state.face_down[c] for c in state.on_field())


def test_revealed_flyers_take_off_and_symbiotes_go_onto_hosts() -> None:
    rules = replace(load_rules(), recruitment="best_squad", hidden_row=0)
    seen = {"flyer": 0, "hosted": 0}
    for seed in range(20):
        state = new_game(HORDE, SWAMP, seed=seed, rules=rules)
        place_all(state)
        while state.phase != MAIN:
            state.apply(state.legal_actions()[0])
        for c in state.on_field():
            kind = state.kinds[c]
            if state.cards.is_flyer(kind):
                assert state.zone[c] == Z_EXTRA
                seen["flyer"] += 1
            if state.cards.subtypes[kind] in (2, 3) and state.host[c] >= 0:
                h = state.host[c]
                assert not state.is_flyer(h) and state.cell[c] == state.cell[h]
                if state.cards.subtypes[kind] == 3:  # a parasite: an enemy of the 1st row
                    assert state.ctrl[h] != state.ctrl[c]
                    assert player_row(state.ctrl[h], state.cell[h]) == 1
                else:
                    assert state.ctrl[h] == state.ctrl[c]
                seen["hosted"] += 1
    assert seen["flyer"] and seen["hosted"]


def test_a_creature_with_the_flying_keyword_counts_towards_the_flyer_cap() -> None:  # 208
    from tests.games.berserk.helpers import table

    # X-005 is a ground creature of cost 3 with the flying keyword: a flyer (208.1), so at
    # most five of them (15 crystals) may be recruited though six are affordable.
    state = new_game({"X-005": 6, "VS-001": 9}, {"VS-001": 15}, seed=0, cards=table())
    assert state.cards.squad[state.cards.index["X-005"]].flying
    while True:
        flyers = [a for a in state.legal_actions() if a & 15 == A.RECRUIT
                  and ids(state, [(a >> 4) & 255]) == ["X-005"]]
        if not flyers:
            break
        do(state, A.RECRUIT, (flyers[0] >> 4) & 255)
    assert ids(state, state.recruited[0]) == ["X-005"] * 5


def test_the_player_chooses_which_card_goes_on_which_cell() -> None:  # research §2.3
    rules = replace(load_rules(), recruitment="best_squad")
    state = new_game(HORDE, SWAMP, seed=1, rules=rules)
    assert state.phase == PLACE
    seat = state.to_move
    kinds = {state.kinds[c] for c in state.squad[seat]}
    offered = {state.kinds[(a >> 4) & 255] for a in state.legal_actions()}
    assert len(kinds) > 1 and offered == kinds  # every card (copies once), not a fixed one
    cheapest = min(state.squad[seat], key=lambda c: state.cards.costs[state.kinds[c]])
    centre = next(a >> 12 for a in state.legal_actions())
    do(state, A.PLACE, cheapest, centre)
    assert state.cells[centre] == cheapest and state.face_down[cheapest]


def test_first_turn_weakness_at_setup_makes_each_side_weak_in_its_first_turn() -> None:
    acting = (A.STRIKE, A.SHOT, A.CLOSE_FOR_FLYER)
    for weak in (False, True):
        rules = replace(load_rules(), recruitment="best_squad",
                        first_turn_weakness_at_setup=weak)
        state = new_game(HORDE, SWAMP, seed=1, rules=rules)
        place_all(state)
        for turn, seat in ((1, 0), (2, 1), (3, 0)):
            while state.phase != MAIN:
                state.apply(state.legal_actions()[0])
            assert state.turn == turn and state.active == seat
            able = [state.can_act(c) for c in state.creatures(seat)]
            assert able and all(able) == (turn == 3 or not weak) and any(able) == all(able)
            if weak and turn < 3:
                assert not any(a & 15 in acting for a in state.legal_actions())
            state.apply(A.END)


def test_the_second_player_recruits_with_one_gold_and_one_silver_more() -> None:  # §2.2
    state = new_game(HORDE, SWAMP, seed=5, log=True)
    do(state, A.RECRUIT_BEST)
    assert state.phase == RECRUIT and state.to_move == 1 and state.first == 0
    assert len(state.deal[1]) == 15 and state.crystals(1) == (25, 23)
    assert "B is dealt 15 cards (25 gold, 23 silver crystals)" in texts(state)
