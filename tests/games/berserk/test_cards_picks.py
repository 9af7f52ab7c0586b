"""Cards whose printed text lets a player pick a card (from a deck, a graveyard, or among
creatures in play) where the engine once picked for them: several candidates are offered,
and the one picked is the one used. A pick from one's own deck is a look through hidden
cards: the other seat reads no name of it and learns nothing of that deck."""

from __future__ import annotations

import random

import pytest

from deckcheck.games.berserk.engine.abilities import (
    INCARNATION,
    AbilityError,
    compile_ability,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.information import determinize, information_state
from deckcheck.games.berserk.engine.state import CHOOSE, Z_BOARD, Z_DECK, Z_EXILE, State
from tests.games.berserk.helpers import Put, card, options
from tests.games.berserk.helpers.audits import resolve
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    give_counters,
    position,
)


def picks(s: State, words: str) -> list[str]:
    return [o for o in options(s) if words in o]


# --- NT-082 Борсан: when a child of Krong of its side destroys an enemy card, its player
# may banish that child and summon onto its cell a child of Krong costing one more (its
# player's pick among them), closed, with its wounds; 3 times a battle.


def borsan_kill(*deck: str) -> tuple[State, int, int]:
    s = position(Put("NT-082", 0, "a2"), Put("NT-072", 0, "c3", wounds=2),
                 Put("VS-001", 1, "c4", wounds=7, closed=True),
                 *(Put(d, 0, "deck") for d in deck), SPARE_0, SPARE_1)
    borsan, boar, foe = card(s, "NT-082", 0), card(s, "NT-072", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    act(s, f"{s.at(boar)} strikes {s.at(foe)}")
    act(s, f"{s.at(borsan)} uses «growth of Krong» on {s.at(boar)}")
    return s, borsan, boar


def test_nt_082_its_player_picks_the_child_of_krong_costing_one_more() -> None:
    # the boar costs 4: VS-081 and VS-083 (children of Krong costing 5) are offered; the
    # 7 (NT-086) and the 5 that is no child of Krong (VS-012) are not
    s, borsan, boar = borsan_kill("VS-081", "VS-083", "NT-086", "VS-012")
    one, other = card(s, "VS-081", 0), card(s, "VS-083", 0)
    offers = picks(s, "«growth of Krong» on")
    assert s.phase == CHOOSE and sorted(offers) == sorted(
        f"{s.at(borsan)} uses «growth of Krong» on {s.label(c)}" for c in (one, other)), offers
    assert "use no target" not in options(s)  # the use was chosen: only which child
    act(s, f"{s.at(borsan)} uses «growth of Krong» on {s.label(other)}")
    resolve(s)
    assert s.where(other) == "c3" and s.closed[other] and s.wounds[other] == 2
    assert s.zone[boar] == Z_EXILE and s.zone[one] == Z_DECK
    assert s.used[(borsan, -1)] == 1  # one use of its three, not one for each choice


def test_nt_082_the_other_seat_reads_no_name_of_the_deck() -> None:
    s, _, _ = borsan_kill("VS-081", "VS-083")
    one, other = card(s, "VS-081", 0), card(s, "VS-083", 0)
    mine = [s.describe_for(0, a) for a in s.legal_actions()]
    theirs = [s.describe_for(1, a) for a in s.legal_actions()]
    assert any(s.label(one) in w for w in mine) and any(s.label(other) in w for w in mine)
    assert all(w.endswith("on a card of its deck") for w in theirs), theirs


def test_nt_082_one_name_in_the_deck_no_choice() -> None:
    s, _, boar = borsan_kill("VS-081", "VS-081", "NT-086")
    assert s.phase != CHOOSE
    resolve(s)
    assert s.zone[boar] == Z_EXILE
    assert sorted(s.where(card(s, "VS-081", 0, i)) for i in range(2)) == ["c3", "deck"]


# --- NT-156 Перевертыш: counter, tap: banish it and summon onto its cell a creature of 8
# or less (ordinary) or 6 or less (elite), not a symbiote, with its wounds: its player's
# pick. The pick is a look through its own deck.


def test_nt_156_the_pick_tells_the_other_seat_nothing_of_the_deck() -> None:
    s = position(Put("NT-156", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 0, "deck"),
                 Put("VS-010", 0, "deck"), SPARE_0, SPARE_1)
    shifter = card(s, "NT-156", 0)
    give_counters(s, shifter, 1)
    act(s, f"{s.at(shifter)} uses «turning»")
    assert s.phase == CHOOSE and s.to_move == 0
    theirs = [s.describe_for(1, a) for a in s.legal_actions()]
    assert all(w.endswith("on a card of its deck") for w in theirs), theirs
    # a twin whose deck holds another creature that fits reads alike to the opponent
    t = position(Put("NT-156", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 0, "deck"),
                 Put("VS-002", 0, "deck"), SPARE_0, SPARE_1)
    give_counters(t, card(t, "NT-156", 0), 1)
    act(t, f"{t.at(card(t, 'NT-156', 0))} uses «turning»")
    assert information_state(t, 1) == information_state(s, 1)
    view = determinize(s, 1, random.Random(7))
    assert view.phase == CHOOSE and view.to_move == 0
    act(s, f"{s.at(shifter)} uses «turning» on {s.label(card(s, 'VS-010', 0))}")
    assert s.where(card(s, "VS-010", 0)) == "c3" and s.where(card(s, "VS-117", 0)) == "deck"


# --- NT-159 Мертвяцкая бомбарда: attacking with its shot it may take an incarnation token
# off a creature of its side (in the graveyard) for +2 to that shot: its player picks whose.


def bombard_with_two_graves() -> tuple[State, int, int, int, int]:
    s = position(Put("NT-159", 0, "c2"), Put("NT-152", 0, "grave"), Put("NT-162", 0, "grave"),
                 Put("VS-001", 0, "grave"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    bombard, hound, laetar = card(s, "NT-159", 0), card(s, "NT-152", 0), card(s, "NT-162", 0)
    set_marker(s, hound, INCARNATION, 2)
    set_marker(s, laetar, INCARNATION, 1)
    s.settle()
    return s, bombard, hound, laetar, card(s, "VS-117", 1)


def test_nt_159_its_player_picks_the_creature_losing_a_token() -> None:
    for picked in ("hound", "laetar"):
        s, bombard, hound, laetar, foe = bombard_with_two_graves()
        s.queue_dice(6)
        act(s, f"{s.at(bombard)} uses «shot of the dead» on {s.at(foe)}")
        assert s.wounds[foe] == 4  # the fed shot: 2 + 2
        offers = picks(s, "«shot of the dead» on")
        nomad = card(s, "VS-001", 0)
        assert sorted(offers) == sorted(f"{s.at(bombard)} uses «shot of the dead» on "
                                        f"{s.at(c)}" for c in (hound, laetar)), offers
        assert "use no target" not in options(s) and s.at(nomad) not in " ".join(offers)
        chosen, kept = (hound, laetar) if picked == "hound" else (laetar, hound)
        tokens = marker(s, chosen, INCARNATION), marker(s, kept, INCARNATION)
        act(s, f"{s.at(bombard)} uses «shot of the dead» on {s.at(chosen)}")
        resolve(s)
        assert marker(s, chosen, INCARNATION) == tokens[0] - 1
        assert marker(s, kept, INCARNATION) == tokens[1]


# --- NT-189 Тайник Эллиона: counter, tap: back into the deck, and an artifact of 6 or less
# from the deck onto its cell: its player's pick.


def test_nt_189_its_player_picks_the_artifact() -> None:
    s = position(Put("NT-189", 0, "c2"), Put("NT-084", 0, "deck"), Put("NT-009", 0, "deck"),
                 Put("NT-109", 0, "deck"), SPARE_0, SPARE_1)
    cache = card(s, "NT-189", 0)
    give_counters(s, cache, 1)
    act(s, f"{s.at(cache)} uses «hidden cache»")
    offered = picks(s, "«hidden cache» on")
    assert len(offered) == 3, offered  # the 6 and both 4s
    cheap = card(s, "NT-109", 0)
    act(s, f"{s.at(cache)} uses «hidden cache» on {s.label(cheap)}")
    assert s.where(cheap) == "c2" and s.zone[cheap] == Z_BOARD
    assert s.zone[card(s, "NT-084", 0)] == Z_DECK and s.zone[cache] == Z_DECK


# --- the language: which graveyard creature takes or loses a token is a player's pick


def test_a_grave_token_needs_a_chosen_graveyard_target_or_the_card_itself() -> None:
    with pytest.raises(AbilityError, match="grave_token acts on a graveyard creature"):
        compile_ability({"trigger": "tap", "effects": [{"grave_token": 1}]}, "NT-900")
    for record in ({"trigger": "tap", "target": {"side": "grave"},
                    "effects": [{"grave_token": 1}]},
                   {"trigger": "instant", "from_grave": True, "no_tap": True,
                    "window": ["rolled"],
                    "effects": [{"grave_token": -1, "to": "self"}, {"strike": 1}]}):
        compile_ability(record, "NT-900")


def test_a_picked_summon_may_step_from_its_target_in_play() -> None:
    compiled = compile_ability({"trigger": "tap", "target": {"side": "ally"}, "effects": [
        {"summon": {"if": {"type": "creature"}, "cost_step": 1, "instead_of_target": True,
                    "pick": True}}]}, "NT-900")
    assert "its player's pick" in compiled.describe()


# --- NT-166 Шарль де Лорм: 3 counters, tap, spell, once a battle: banish it and summon the
# Dragon-zombie from the deck or revive it from the graveyard: its player's pick.


def test_nt_166_its_player_picks_the_deck_dragon_or_the_graveyard_dragon() -> None:
    for zone in ("deck", "grave"):
        s = position(Put("NT-166", 0, "c2"), Put("NT-157", 0, "deck"), Put("NT-157", 0, "grave"),
                     Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
        priest = card(s, "NT-166", 0)
        in_deck, in_grave = card(s, "NT-157", 0, 0), card(s, "NT-157", 0, 1)
        assert s.where(in_deck) == "deck" and s.where(in_grave) == "graveyard"
        give_counters(s, priest, 3)
        act(s, f"{s.at(priest)} uses «final brew»")
        brew = f"{s.at(priest)} uses «final brew» on Дракон-зомби (NT-157)"
        assert sorted(picks(s, "«final brew» on")) == [brew, brew + " from the graveyard"]
        theirs = [s.describe_for(1, a) for a in s.legal_actions()]
        assert any(w.endswith("on a card of its deck") for w in theirs), theirs
        act(s, brew + (" from the graveyard" if zone == "grave" else ""))
        chosen, left = (in_deck, in_grave) if zone == "deck" else (in_grave, in_deck)
        assert s.where(chosen) == "c2" and s.zone[priest] == Z_EXILE
        assert s.where(left) == ("graveyard" if zone == "deck" else "deck")
