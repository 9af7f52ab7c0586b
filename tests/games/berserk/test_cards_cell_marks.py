"""Cards of the cells2 round (issue #27), each played on an arranged position, named by its
id: every printed clause where it matters and where the text rules it out. The language
additions of the round (a target's ``on_mark`` and ``beside_mark``, a cell mark lasting
while its card stays in play, an ``ignore`` aimed at some cards) are tested with the cards
that use them.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import (
    AbilityError,
    compile_ability,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import MAIN, Z_BOARD, Z_GRAVE, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table,
    table_with,
)
from tests.games.berserk.helpers.scenarios import act, offered, strike

#: Synthetic cards of this file (ids C2-001..): the language additions on cards of their own.
ABILITIES: dict[str, Any] = {
    "C2-001": {"complete": True, "abilities": [
        {"name": "stargazing", "trigger": "turn_end", "effects": [{"deck_order": 2}]}]},
    "C2-002": {"complete": True, "abilities": [
        {"name": "loaded dice", "trigger": "ally_prophesies", "effects": [{"restack": True}]}]},
    "C2-003": {"complete": True, "abilities": [
        {"name": "grave digging", "trigger": "tap",
         "effects": [{"mill": 2}, {"heal": 3, "if_revealed": {"class": "undead"}}]}]},
    "C2-004": {"complete": True, "abilities": [
        {"name": "grave beacon", "trigger": "goes_to_graveyard",
         "effects": [{"mark_cell": "beacon", "any_cell": True, "until": "lasting"}]},
        {"name": "beacon drift", "trigger": "grave_opponent_turn_start",
         "effects": [{"move_mark": "beacon"}]}]},
    "C2-005": {"complete": True, "abilities": [
        {"name": "war cry", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"hit_bonus": 2, "hit": ["medium", "strong"]},
                     {"dice": 1, "attacking": True}]}]},
}


@cache
def own_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("C2-001", name="Звездочёт"),
                       synthetic("C2-002", name="Шулер"), synthetic("C2-003", name="Копатель"),
                       synthetic("C2-004", name="Маяк"), synthetic("C2-005", name="Горнист")),
                      ABILITIES)


def position(*puts: Put) -> State:
    return arrange(puts, table=table())


# --- NT-073 Гигантский орёл: tap, impact, once a battle: a nest on a free cell; +1 to its
# simple strike at creatures next to the nest; at an enemy creature on the nest's cell +2,
# and that creature's protection from flyers ignored -----------------------------------------


def nested(*puts: Put, nest: str = "c4") -> tuple[State, int]:
    """The eagle (in the air, seat 0) has built its nest on ``nest``."""
    s = position(Put("NT-073", 0, "air"), Put("VS-011", 0, "a1"), *puts)
    eagle = card(s, "NT-073", 0)
    act(s, f"{s.at(eagle)} uses «build a nest»")
    act(s, f"{s.at(eagle)} marks {nest}")
    return s, eagle


def test_nt_073_the_nest_goes_on_a_free_cell_once_a_battle() -> None:
    s = position(Put("NT-073", 0, "air"), Put("VS-011", 0, "a1"), Put("VS-117", 1, "c5"))
    eagle = card(s, "NT-073", 0)
    act(s, f"{s.at(eagle)} uses «build a nest»")
    assert not offered(s, f"{s.at(eagle)} marks c5")  # a card stands there
    assert not offered(s, f"{s.at(eagle)} marks a1")
    act(s, f"{s.at(eagle)} marks c4")
    for _ in range(2):  # its next turn: no second nest
        act(s, "end the turn")
    s.closed[eagle] = False
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    assert not offered(s, f"{s.at(eagle)} uses «build a nest»")


def test_nt_073_its_strike_has_one_more_at_a_creature_next_to_the_nest() -> None:
    s, eagle = nested(Put("VS-117", 1, "c5"), Put("VS-117", 1, "e5"))
    near, far = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, eagle, near, 1, 1)  # weak 1, +1 next to the nest
    assert s.wounds[near] == 2
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, eagle, far, 1, 1)  # e5 is two cells from c4: weak 1
    assert s.wounds[far] == 1


def test_nt_073_it_strikes_an_enemy_on_the_nest_with_two_more_through_flyer_protection() -> None:
    s, eagle = nested(Put("VS-152", 1, "c5"), Put("VS-152", 1, "e6"))
    on_nest, elsewhere = card(s, "VS-152", 1, 0), card(s, "VS-152", 1, 1)
    act(s, "end the turn")
    act(s, f"move {s.at(on_nest)} to c4")  # onto the nest: a card may stand there
    act(s, "end the turn")
    assert not offered(s, f"{s.at(eagle)} strikes {s.at(elsewhere)}")  # protected
    strike(s, eagle, on_nest, 1, 1)  # weak 1, +2 on the nest (not also +1 beside it)
    assert s.wounds[on_nest] == 3


def test_nt_073_no_nest_no_bonus_and_flyer_protection_holds() -> None:
    s = position(Put("NT-073", 0, "air"), Put("VS-117", 1, "c5"), Put("VS-152", 1, "c4"))
    eagle, vail, caver = card(s, "NT-073", 0), card(s, "VS-117", 1), card(s, "VS-152", 1)
    assert not offered(s, f"{s.at(eagle)} strikes {s.at(caver)}")
    strike(s, eagle, vail, 1, 1)
    assert s.wounds[vail] == 1


def test_nt_073_another_eagles_nest_gives_it_nothing() -> None:
    s, _ = nested(Put("VS-117", 0, "c3"), Put("NT-073", 1, "air"))
    theirs, friend = card(s, "NT-073", 1), card(s, "VS-117", 0)
    act(s, "end the turn")
    strike(s, theirs, friend, 1, 1)  # c3 is next to seat 0's nest, not to one of its own
    assert s.wounds[friend] == 1


@pytest.mark.parametrize("target", [{"side": "other", "on_mark": 3},
                                    {"side": "other", "beside_mark": ["nest"]}])
def test_a_cell_mark_target_names_a_mark(target: dict[str, Any]) -> None:
    record = {"name": "bad", "trigger": "on_attack", "target": target,
              "effects": [{"strike": 1}]}
    with pytest.raises(AbilityError, match="a cell mark's name"):
        compile_ability(record, "VS-900")


# --- VS-173 Ведунья Ордена: at the end of the opponent's turn its player may look at the top
# 3 cards of its deck and put them on top or at the bottom in any order (the deck stays
# unshuffled); tap: discharge 1, range 4 (the keyword) --------------------------------------

#: Five different cards for a deck, bottom first.
DECK = ("VS-001", "VS-011", "VS-117", "VS-152", "NT-019")


def seer(*extra: Put) -> tuple[State, int]:
    """Seat 0's seer and a deck of DECK (NT-019 on top); seat 1's turn is ending."""
    s = position(Put("VS-173", 0, "c2"), Put("VS-117", 1, "c6"),
                 *(Put(c, 0, "deck") for c in DECK), *extra)
    act(s, "end the turn")
    act(s, "end the turn")
    return s, card(s, "VS-173", 0)


def deck_ids(s: State, seat: int = 0) -> list[str]:
    """The seat's deck as card ids, bottom first."""
    return [s.cards.ids[s.kinds[c]] for c in s.deck[seat]]


def test_vs_173_its_player_may_leave_the_deck_as_it_is() -> None:
    s, witch = seer()
    assert offered(s, f"{s.at(witch)} uses «reading the signs»")
    act(s, "use no target")  # declined: seat 0's turn begins
    assert s.active == 0 and deck_ids(s) == list(DECK)


def test_vs_173_the_top_three_go_on_top_or_to_the_bottom_in_the_order_picked() -> None:
    s, witch = seer()
    act(s, f"{s.at(witch)} uses «reading the signs»")
    top = [c for c in options(s) if c.startswith("put ")]
    assert len(top) == 6  # three cards, each on top or at the bottom: never 3! x 2^3
    assert not any("VS-011" in o or "VS-001" in o for o in top)  # not the fourth card
    act(s, next(o for o in top if "(NT-019)" in o and o.endswith("at the bottom of the deck")))
    act(s, next(o for o in options(s) if "(VS-117)" in o and o.endswith("on top of the deck")))
    act(s, next(o for o in options(s) if "(VS-152)" in o and o.endswith("on top of the deck")))
    assert deck_ids(s) == ["NT-019", "VS-001", "VS-011", "VS-117", "VS-152"]
    assert s.active == 0  # then its turn begins


def test_vs_173_acts_only_at_the_end_of_the_opponents_turn() -> None:
    s, witch = seer()
    act(s, "use no target")
    act(s, "end the turn")  # its own turn ends: nothing offered
    assert not offered(s, f"{s.at(witch)} uses «reading the signs»")
    assert s.active == 1 and deck_ids(s) == list(DECK)


def test_vs_173_only_its_player_sees_the_cards_it_looked_at() -> None:
    s, witch = seer()
    act(s, f"{s.at(witch)} uses «reading the signs»")
    for _ in range(3):  # each stays on top, the first one put lowest
        act(s, next(o for o in options(s) if o.endswith("on top of the deck")))
    real = deck_ids(s)[2:]
    rng = random.Random(7)
    for _ in range(20):  # its player imagines its deck with these three where they are
        assert deck_ids(s.determinize(0, rng))[2:] == real
    imagined = [s.determinize(1, rng) for _ in range(40)]
    assert len({tuple(deck_ids(t)[2:]) for t in imagined}) > 1  # the other seat does not
    # know them: a world with another order is the same to it, not to their owner
    other = next(t for t in imagined if deck_ids(t)[2:] != real)
    assert other.information_state(1) == s.information_state(1)
    assert other.information_state(0) != s.information_state(0)


# --- VS-104 Махинатор: when a card of its player prophesies, the shown cards may go back on
# top of the deck in any order (once a turn); tap, once a battle: a creature loses every
# counter -------------------------------------------------------------------------------------


def schemer(*puts: Put) -> State:
    return position(Put("VS-104", 0, "a1"), *puts, Put("VS-001", 0, "deck"),
                    Put("VS-011", 0, "deck"), Put("NT-019", 0, "deck"))


def dream(s: State, which: int = 0) -> None:
    """A dream of Грёзы Архааля (tap: prophecy 1); its poison, not a "may", goes at the
    one enemy creature costing what the shown card costs (a forced lone choice)."""
    act(s, f"{s.at(card(s, 'VS-114', 0, which))} uses «archaal's dream»")


def test_vs_104_a_shown_card_may_go_back_on_top() -> None:
    s = schemer(Put("VS-114", 0, "c3"), Put("VS-152", 1, "c6"))
    dream(s)
    assert deck_ids(s) == ["NT-019", "VS-001", "VS-011"]  # the prophecy's bottom
    act(s, f"{s.at(card(s, 'VS-104', 0))} uses «rigged prophecy»")
    assert deck_ids(s) == ["VS-001", "VS-011", "NT-019"]  # its only card: on top again


def test_vs_104_its_player_may_leave_them_at_the_bottom() -> None:
    s = schemer(Put("VS-114", 0, "c3"), Put("VS-152", 1, "c6"))
    dream(s)
    act(s, "use no target")
    assert deck_ids(s) == ["NT-019", "VS-001", "VS-011"]


def test_vs_104_once_a_turn() -> None:
    s = schemer(Put("VS-114", 0, "c3"), Put("VS-114", 0, "d3"), Put("VS-152", 1, "c6"))
    dream(s)
    act(s, f"{s.at(card(s, 'VS-104', 0))} uses «rigged prophecy»")
    dream(s, 1)  # the second prophecy of the turn: no choice, the card stays at the bottom
    assert not offered(s, f"{s.at(card(s, 'VS-104', 0))} uses «rigged prophecy»")
    assert deck_ids(s) == ["NT-019", "VS-001", "VS-011"]


def test_vs_104_two_shown_cards_go_back_in_the_order_its_player_picks() -> None:
    s = schemer(Put("VS-132", 0, "c3"), Put("VS-152", 1, "c4"))
    beast, caver = card(s, "VS-132", 0), card(s, "VS-152", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(beast)} strikes {s.at(caver)}")
    while not offered(s, f"{s.at(card(s, 'VS-104', 0))} uses «rigged prophecy»"):
        s.apply(s.legal_actions()[-1])
    assert deck_ids(s) == ["VS-011", "NT-019", "VS-001"]  # the two shown at the bottom
    act(s, f"{s.at(card(s, 'VS-104', 0))} uses «rigged prophecy»")
    ordering = [o for o in options(s) if o.startswith("put ")]
    assert len(ordering) == 2 and all(o.endswith("on top of the deck") for o in ordering)
    act(s, next(o for o in ordering if "(NT-019)" in o))  # first: the lower of the two
    assert deck_ids(s) == ["VS-001", "NT-019", "VS-011"]


def test_vs_104_a_foresight_of_its_side_is_a_prophecy_too() -> None:
    s = schemer(Put("VS-122", 0, "c3"), Put("VS-117", 1, "c4"))
    act(s, "end the turn")
    s.queue_dice(6, 1)
    act(s, f"{s.at(card(s, 'VS-117', 1))} strikes {s.at(card(s, 'VS-122', 0))}")
    while not offered(s, f"{s.at(card(s, 'VS-104', 0))} uses «rigged prophecy»"):
        s.apply(s.legal_actions()[-1])
    act(s, f"{s.at(card(s, 'VS-104', 0))} uses «rigged prophecy»")
    assert deck_ids(s) == ["VS-001", "VS-011", "NT-019"]


def test_vs_104_an_enemy_prophecy_gives_it_nothing() -> None:
    s = position(Put("VS-104", 0, "a1"), Put("VS-114", 1, "c6"), Put("VS-152", 0, "c3"),
                 Put("VS-001", 1, "deck"), Put("NT-019", 1, "deck"))
    act(s, "end the turn")
    act(s, f"{s.at(card(s, 'VS-114', 1))} uses «archaal's dream»")  # (its poison: forced)
    assert not offered(s, f"{s.at(card(s, 'VS-104', 0))} uses «rigged prophecy»")
    assert deck_ids(s, 1) == ["NT-019", "VS-001"]


@pytest.mark.parametrize(("effect", "message"), [
    ({"deck_order": 0}, "a whole number from 1"), ({"deck_order": "3"}, "a whole number"),
    ({"deck_order": True}, "a whole number"), ({"restack": 2}, "restack: true"),
    ({"mill": 0}, "a whole number from 1"), ({"mill": [1]}, "a whole number")])
def test_a_bad_deck_ordering_is_an_error(effect: dict[str, Any], message: str) -> None:
    record = {"name": "bad", "trigger": "turn_end", "effects": [effect]}
    with pytest.raises(AbilityError, match=message):
        compile_ability(record, "VS-900")


def test_vs_173_a_short_deck_shows_what_it_has_and_an_empty_one_nothing() -> None:
    s = position(Put("VS-173", 0, "c2"), Put("VS-117", 1, "c6"), Put("VS-001", 0, "deck"),
                 Put("VS-011", 0, "deck"))
    witch = card(s, "VS-173", 0)
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, f"{s.at(witch)} uses «reading the signs»")
    assert len([o for o in options(s) if o.startswith("put ")]) == 4  # two cards
    act(s, next(o for o in options(s) if "(VS-011)" in o and "bottom" in o))
    assert len([o for o in options(s) if o.startswith("put ")]) == 2  # the last one: a
    act(s, next(o for o in options(s) if "(VS-001)" in o and "bottom" in o))  # choice too
    assert deck_ids(s) == ["VS-001", "VS-011"] and s.active == 0
    s = position(Put("VS-173", 0, "c2"), Put("VS-117", 1, "c6"))
    act(s, "end the turn")
    act(s, "end the turn")
    assert not offered(s, f"{s.at(card(s, 'VS-173', 0))} uses «reading the signs»")


def test_vs_173_a_card_put_under_a_known_bottom_hides_that_bottom_from_the_opponent() -> None:
    s, witch = seer(Put("VS-114", 0, "e2"))
    act(s, "use no target")  # its own turn: a prophecy shows NT-019 to both
    dream(s)
    assert s.deck_known[0] == 1 and deck_ids(s)[0] == "NT-019"
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, f"{s.at(witch)} uses «reading the signs»")
    act(s, next(o for o in options(s) if "(VS-152)" in o and "bottom" in o))
    # the opponent saw a card go under the known one: the bottom it knew is no longer
    # where it knew it; its owner still knows both
    assert s.deck_known[0] == 0
    assert deck_ids(s)[:2] == ["VS-152", "NT-019"]
    rng = random.Random(3)
    assert all(deck_ids(s.determinize(0, rng))[:2] == ["VS-152", "NT-019"] for _ in range(10))


def test_deck_order_without_a_may_is_a_choice_its_player_must_make() -> None:
    s = arrange([Put("C2-001", 0, "c2"), Put("VS-117", 1, "c6"), Put("VS-001", 0, "deck"),
                 Put("VS-011", 0, "deck"), Put("VS-117", 0, "deck")], table=own_table())
    act(s, "end the turn")  # its turn ends: the top two, no way to decline
    assert sorted(options(s)) == sorted(
        f"put {name} {where}" for name in (s.label(s.deck[0][2]), s.label(s.deck[0][1]))
        for where in ("on top of the deck", "at the bottom of the deck"))
    act(s, f"put {s.label(s.deck[0][2])} at the bottom of the deck")
    act(s, f"put {s.label(s.deck[0][2])} at the bottom of the deck")
    assert deck_ids(s) == ["VS-011", "VS-117", "VS-001"] and s.active == 1


def test_restack_without_a_may_puts_every_shown_card_back_on_top() -> None:
    s = arrange([Put("C2-002", 0, "a1"), Put("VS-132", 0, "c3"), Put("VS-152", 1, "c4"),
                 Put("VS-001", 0, "deck"), Put("VS-011", 0, "deck"), Put("NT-019", 0, "deck")],
                table=own_table())
    s.queue_dice(6, 1)
    act(s, f"{s.at(card(s, 'VS-132', 0))} strikes {s.at(card(s, 'VS-152', 1))}")
    while not any(o.startswith("put ") for o in options(s)):
        s.apply(s.legal_actions()[-1])
    act(s, next(o for o in options(s) if "(VS-011)" in o))
    assert deck_ids(s) == ["VS-001", "VS-011", "NT-019"]


# --- VS-160 Лилит и Эйдерик: at the start of its side's turn the top card of its deck goes to
# the graveyard: a demon puts an incarnation token on an undead card there, an undead gives
# its demons +1 to the strong simple strike and attack experience to the end of the turn;
# tap: discharge 1 and throw 1 at different cards ------------------------------------------


def pit(top: str, *puts: Put) -> tuple[State, int]:
    """Lilith (seat 0, c2) with ``top`` on top of its deck; its side's next turn begins."""
    s = position(Put("VS-160", 0, "c2"), *puts, Put("VS-001", 0, "deck"), Put(top, 0, "deck"))
    act(s, "end the turn")
    assert deck_ids(s)[-1] == top  # the opponent's turn: nothing from its deck
    act(s, "end the turn")
    return s, card(s, "VS-160", 0)


def test_vs_160_a_demon_from_the_deck_puts_a_token_on_an_undead_in_its_graveyard() -> None:
    s, _ = pit("VS-155", Put("VS-137", 0, "grave"), Put("VS-117", 1, "c6"))
    herald = card(s, "VS-137", 0)
    assert deck_ids(s) == ["VS-001"]
    assert s.zone[card(s, "VS-155", 0)] == Z_GRAVE
    assert marker(s, herald, "incarnation") == 1 + 1  # its own turn's token, and the gift's


def test_vs_160_an_undead_gives_its_demons_one_more_strong_strike_and_die() -> None:
    s, lilith = pit("VS-165", Put("VS-155", 0, "b3"), Put("VS-117", 1, "c3", closed=True),
                    Put("VS-117", 1, "b4", closed=True))
    demon, vail, other = card(s, "VS-155", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    s.closed[vail] = s.closed[other] = True
    strike(s, lilith, vail, 5)  # 5 + 1: strong, 3 + 1
    assert s.wounds[vail] == 4
    strike(s, demon, other, 5)  # another demon of its side too: strong 3 + 1
    assert s.wounds[other] == 4
    act(s, "end the turn")  # (the opponent, all closed, can only end its turn)
    assert s.active == 0  # its next turn: VS-001 goes, no undead
    strike(s, lilith, vail, 5)  # medium 2
    assert s.wounds[vail] == 4 + 2


def test_vs_160_an_undead_gives_its_weak_and_medium_strikes_nothing() -> None:
    s, lilith = pit("VS-165", Put("VS-117", 1, "c3"))
    vail = card(s, "VS-117", 1)
    s.closed[vail] = True
    strike(s, lilith, vail, 1)  # 1 + 1: weak 2
    assert s.wounds[vail] == 2


def test_vs_160_another_card_from_the_deck_gives_nothing() -> None:
    s, lilith = pit("VS-117", Put("VS-137", 0, "grave"), Put("VS-117", 1, "c3"))
    vail = card(s, "VS-117", 1, 0)
    assert marker(s, card(s, "VS-137", 0), "incarnation") == 1  # its own turn's token only
    assert deck_ids(s) == ["VS-001"]
    s.closed[vail] = True
    strike(s, lilith, vail, 5)  # medium 2, no bonus to the die
    assert s.wounds[vail] == 2


def test_vs_160_an_empty_deck_sends_nothing() -> None:
    s = position(Put("VS-160", 0, "c2"), Put("VS-117", 1, "c6"))
    act(s, "end the turn")
    act(s, "end the turn")
    assert s.active == 0 and not s.grave[0]


def test_vs_160_one_tap_discharges_one_card_and_throws_at_another() -> None:
    s = position(Put("VS-160", 0, "c2"), Put("VS-117", 1, "c5"), Put("VS-117", 1, "e5"),
                 Put("VS-187", 1, "a5"), Put("VS-117", 1, "c3"))
    lilith, pirate = card(s, "VS-160", 0), card(s, "VS-187", 1)
    far, other, near = (card(s, "VS-117", 1, i) for i in range(3))
    assert offered(s, f"{s.at(lilith)} uses «fire and bone» on {s.at(near)}")  # no reach
    assert offered(s, f"{s.at(lilith)} uses «fire and bone» on {s.at(pirate)}")  # to mind
    act(s, f"{s.at(lilith)} uses «fire and bone» on {s.at(far)}")
    # the throw: not the discharged card, not one next to it, not one protected from throws
    assert [s.wounds[c] for c in (far, other, near, pirate)] == [1, 1, 0, 0]


def test_vs_160_the_throw_may_take_the_card_the_discharge_could_not_reach_twice() -> None:
    s = position(Put("VS-160", 0, "c2"), Put("VS-117", 1, "c5"), Put("VS-117", 1, "e5"))
    lilith, far, other = card(s, "VS-160", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, f"{s.at(lilith)} uses «fire and bone» on {s.at(far)}")
    assert s.wounds[far] == 1 and s.wounds[other] == 1 and s.closed[lilith]
    s = position(Put("VS-160", 0, "c2"), Put("VS-117", 1, "c5"))  # one card: no throw
    lilith, far = card(s, "VS-160", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(lilith)} uses «fire and bone» on {s.at(far)}")
    assert s.wounds[far] == 1


def test_mill_sends_the_top_cards_face_up_and_its_effects_ask_what_they_were() -> None:
    s = arrange([Put("C2-003", 0, "c2"), Put("VS-117", 1, "c6"), Put("VS-001", 0, "deck"),
                 Put("VS-165", 0, "deck"), Put("VS-137", 0, "deck")], table=own_table())
    digger = card(s, "C2-003", 0)
    s.wounds[digger] = 4
    act(s, f"{s.at(digger)} uses «grave digging»")
    assert deck_ids(s) == ["VS-001"] and [s.cards.ids[s.kinds[c]] for c in s.grave[0]] \
        == ["VS-137", "VS-165"]  # the top one first
    assert s.wounds[digger] == 1  # both undead
    s = arrange([Put("C2-003", 0, "c2"), Put("VS-117", 1, "c6"), Put("VS-001", 0, "deck"),
                 Put("VS-137", 0, "deck")], table=own_table())
    digger = card(s, "C2-003", 0)
    s.wounds[digger] = 4
    act(s, f"{s.at(digger)} uses «grave digging»")  # one undead, one not: no healing
    assert s.wounds[digger] == 4 and not s.deck[0]


# --- VS-161 Скелетный червь: incarnation 4; as it goes to the graveyard a chosen cell gets
# the tremor (once a battle); at the start of the opponent's turn, while it lies in the
# graveyard, the tremor may move a cell; it incarnates only on the tremor, open, destroying
# the cards there; the tremor goes and every card next to it takes 1 wound -------------------


def worm_dies(*puts: Put, tremor: str = "c5") -> tuple[State, int]:
    s = position(Put("VS-161", 0, "c3"), Put("VS-011", 0, "a1"), *puts)
    worm = card(s, "VS-161", 0)
    s.destroy(worm)
    act(s, f"{s.at(worm)} marks {tremor}")
    return s, worm


def test_vs_161_as_it_dies_its_player_puts_the_tremor_on_any_cell() -> None:
    s = position(Put("VS-161", 0, "c3"), Put("VS-011", 0, "a1"), Put("VS-117", 1, "c5"))
    worm = card(s, "VS-161", 0)
    s.destroy(worm)
    marks = [o for o in options(s) if " marks " in o]
    assert len(marks) == 30  # every cell: free, its own side's, the enemy's
    act(s, f"{s.at(worm)} marks c5")
    assert s.zone[worm] == Z_GRAVE and s.phase == MAIN


def test_vs_161_the_tremor_may_crawl_one_cell_at_each_opponent_turn_start() -> None:
    s, worm = worm_dies(Put("VS-117", 1, "e6"))
    act(s, "end the turn")
    moves = sorted(o for o in options(s) if "moves its tremor" in o)
    assert moves == sorted(f"{s.at(worm)} moves its tremor to {c}"
                           for c in ("c4", "b5", "d5", "c6"))  # not diagonally
    act(s, f"{s.at(worm)} moves its tremor to c4")
    act(s, "end the turn")  # its own turn start: it stays
    assert not any("tremor" in o for o in options(s))
    act(s, "end the turn")
    assert offered(s, f"{s.at(worm)} moves its tremor to c3")  # from c4 now
    act(s, "use no target")  # it may stay
    assert s.active == 1


def test_vs_161_it_comes_back_only_on_the_tremor_destroying_and_shaking_the_cells_around() -> None:
    s, worm = worm_dies(Put("VS-117", 1, "c5"), Put("VS-117", 1, "d5"), Put("VS-152", 1, "c6"),
                        Put("VS-001", 0, "b4"))
    vail, beside, caver = (card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1),
                           card(s, "VS-152", 1))
    friend = card(s, "VS-001", 0)
    act(s, "end the turn")
    act(s, "use no target")
    set_marker(s, worm, "incarnation", 3)  # its next turn brings the fourth
    act(s, "end the turn")
    assert s.zone[worm] == Z_BOARD and s.at(worm).endswith("@c5") and not s.closed[worm]
    assert s.zone[vail] == Z_GRAVE  # it stood on the tremor
    assert (s.wounds[beside], s.wounds[caver], s.wounds[friend]) == (1, 1, 1)
    assert s.wounds[card(s, "VS-011", 0)] == 0  # a1: not next to it
    s.destroy(worm)  # its second death: no tremor (once a battle), so it never comes back
    assert not any(" marks " in o for o in options(s))
    set_marker(s, worm, "incarnation", 3)
    act(s, "end the turn")
    act(s, "end the turn")
    assert s.zone[worm] == Z_GRAVE


def test_vs_161_back_with_four_tokens_only() -> None:
    s, worm = worm_dies(Put("VS-117", 1, "e6"))
    act(s, "end the turn")
    act(s, "use no target")
    act(s, "end the turn")  # its turn: the first token
    assert s.zone[worm] == Z_GRAVE and marker(s, worm, "incarnation") == 1


def test_vs_161_in_play_it_moves_no_tremor() -> None:
    s = position(Put("VS-161", 0, "c3"), Put("VS-117", 1, "e6"))
    act(s, "end the turn")
    assert not any("tremor" in o for o in options(s))


@pytest.mark.parametrize(("effect", "message"), [
    ({"move_mark": 3}, "a cell mark's name"),
    ({"mark_cell": "tremor", "any_cell": "yes"}, "any_cell is true or false"),
    ({"incarnation": 4, "on_mark": 1}, "on_mark is a cell mark's name")])
def test_a_bad_tremor_record_is_an_error(effect: dict[str, Any], message: str) -> None:
    record = {"name": "bad", "trigger": "turn_end", "effects": [effect]}
    with pytest.raises(AbilityError, match=message):
        compile_ability(record, "VS-900")


def test_a_mark_that_must_move_moves_from_the_graveyard_with_no_way_to_decline() -> None:
    s = arrange([Put("C2-004", 0, "c3"), Put("VS-117", 1, "e6"), Put("VS-011", 0, "a1")],
                table=own_table())
    beacon = card(s, "C2-004", 0)
    s.destroy(beacon)
    act(s, f"{s.at(beacon)} marks a1")  # a cell with a card on it
    act(s, "end the turn")
    assert sorted(options(s)) == sorted(f"{s.at(beacon)} moves its beacon to {c}"
                                        for c in ("b1", "a2"))  # a corner: two cells
    act(s, f"{s.at(beacon)} moves its beacon to b1")
    assert s.active == 1


def test_vs_161_struck_down_in_the_opponents_turn_its_player_still_places_the_tremor() -> None:
    s = position(Put("VS-161", 0, "c3"), Put("VS-011", 1, "c4"), Put("VS-001", 0, "a1"))
    worm, killer = card(s, "VS-161", 0), card(s, "VS-011", 1)
    act(s, "end the turn")
    s.wounds[worm] = 9
    s.closed[worm] = True
    s.queue_dice(6)
    act(s, f"{s.at(killer)} strikes {s.at(worm)}")
    assert s.to_move == 0 and offered(s, f"{s.at(worm)} marks c4")  # under the killer
    act(s, f"{s.at(worm)} marks c4")
    assert s.zone[worm] == Z_GRAVE and s.phase == MAIN


def test_vs_161_a_card_its_return_wounds_to_death_dies() -> None:
    s, worm = worm_dies(Put("VS-117", 1, "d5"), Put("VS-117", 1, "e6"))
    weak = card(s, "VS-117", 1, 0)
    act(s, "end the turn")
    act(s, "use no target")
    s.wounds[weak] = 13  # 1 life left
    set_marker(s, worm, "incarnation", 3)
    act(s, "end the turn")
    assert s.zone[worm] == Z_BOARD and s.zone[weak] == Z_GRAVE
    s.check_invariants()


def test_vs_161_milled_from_its_deck_it_places_the_tremor_too() -> None:
    s = position(Put("VS-160", 0, "c2"), Put("VS-117", 1, "c6"), Put("VS-001", 0, "deck"),
                 Put("VS-161", 0, "deck"))
    worm = card(s, "VS-161", 0)
    act(s, "end the turn")
    act(s, "end the turn")  # Lilith's gift: the worm goes from the deck to the graveyard
    assert s.zone[worm] == Z_GRAVE
    while not offered(s, f"{s.at(worm)} marks c4"):
        s.apply(s.legal_actions()[0])
    act(s, f"{s.at(worm)} marks c4")
    act(s, "end the turn")
    assert offered(s, f"{s.at(worm)} moves its tremor to c5")


def test_vs_160_the_gift_stays_with_its_demons_when_lilith_leaves_play() -> None:
    s, lilith = pit("VS-165", Put("VS-155", 0, "b3"), Put("VS-117", 1, "b4"))
    demon, vail = card(s, "VS-155", 0), card(s, "VS-117", 1)
    s.destroy(lilith)
    s.closed[vail] = True
    strike(s, demon, vail, 5)  # 5 + 1: strong, 3 + 1
    assert s.wounds[vail] == 4


def cry(die: int) -> tuple[State, int, int]:
    """The bugler's war cry on seat 0's Вайл, which then strikes a closed Вайл with
    ``die``."""
    s = arrange([Put("C2-005", 0, "a1"), Put("VS-117", 0, "c3"), Put("VS-117", 1, "c4")],
                table=own_table())
    horn, vail, enemy = card(s, "C2-005", 0), card(s, "VS-117", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(horn)} uses «war cry» on {s.at(vail)}")
    s.closed[enemy] = True
    strike(s, vail, enemy, die)
    return s, vail, enemy


def test_hit_bonus_and_attack_die_last_the_turn_for_the_hits_named() -> None:
    s, vail, enemy = cry(5)  # 5 + 1: strong 4 + 2
    assert s.wounds[enemy] == 6
    while s.active != 0 or s.phase != MAIN or s.turn < 3:  # its next turn: all gone
        s.apply(s.legal_actions()[-1])
    s.closed[enemy] = True
    strike(s, vail, enemy, 5)  # medium 1
    assert s.wounds[enemy] == 6 + 1
    s, vail, enemy = cry(1)  # 1 + 1: weak, which the bonus does not name
    assert s.wounds[enemy] == 1


@pytest.mark.parametrize(("effect", "message"), [
    ({"dice": 1, "attacking": True, "held": True}, "attacking, defending or held"),
    ({"dice": 1, "attacking": True, "defending": True}, "attacking, defending or held"),
    ({"dice": 1, "attacking": "yes"}, "attacking is true or false"),
    ({"attack_die": 1}, "attack_die"),  # one idea, one key: dice with attacking
])
def test_a_bad_attacking_dice_record_is_an_error(effect: dict[str, Any], message: str) -> None:
    record = {"name": "x", "trigger": "tap", "target": {"side": "ally"}, "effects": [effect]}
    with pytest.raises(AbilityError, match=message):
        compile_ability(record, "VS-900")
