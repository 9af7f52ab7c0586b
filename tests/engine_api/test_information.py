"""The information model of both engines, and agents that play only on what they see.

``information_state(seat)`` must be equal for states a seat cannot tell apart, and
``determinize(seat, rng)`` must give such a state with every hidden part drawn anew; an
agent's choice may depend only on its seat's information state and its own seed.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.engine.agents import GreedyAgent, make_agent
from deckcheck.engine.api import GameState, Observation
from deckcheck.engine.streams import Stream
from deckcheck.games.berserk.engine.state import RECRUIT, State
from deckcheck.games.engines import get_game
from tests.engine_api.helpers import (
    _rules,
    random_position,
)

GAMES = ("ccs", "berserk")


def hidden_part(name: str, state: Any, seat: int) -> tuple[object, ...]:
    """What ``seat`` cannot see: the opponent's hand and every deck and pile in order
    (ccs); the identity of every card (berserk, where numbers are handles) and the decks'
    order."""
    if name == "ccs":
        return (tuple(state.hand[1 - seat]), tuple(state.deck[0]), tuple(state.deck[1]),
                tuple(state.piles[0]), tuple(state.piles[1]))
    return (tuple(state.kinds), tuple(state.deck[0]), tuple(state.deck[1]))


positions = st.tuples(st.sampled_from(GAMES), st.integers(0, 2**31), st.integers(0, 120))
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(positions, st.integers(0, 2**31))
def test_determinize_keeps_the_information_state_and_the_cards(
    case: tuple[str, int, int], draw: int
) -> None:
    name, seed, steps = case
    state = random_position(name, seed, steps)
    for seat in (0, 1):
        world = state.determinize(seat, random.Random(draw))
        assert world.information_state(seat) == state.information_state(seat)
        assert Counter(world.kinds) == Counter(state.kinds)
        assert {zone: len(cards) for zone, cards in world.zones().items()} == {
            zone: len(cards) for zone, cards in state.zones().items()
        }
        world.check_invariants()
        assert world.legal_actions() == state.legal_actions() or world.current_player() != seat
        if world.current_player() == seat and not world.is_terminal():
            # Listed anew from the imagined cards, the seat's actions are still the ones
            # it is shown (a determinisation keeps them: this is what makes that sound).
            assert _listed_anew(name, world) == tuple(state.legal_actions())
        # The determinisation plays on to the end like any game.
        rng = random.Random(draw)
        while not world.is_terminal():
            actions = world.legal_actions()
            world.apply(actions[rng.randrange(len(actions))])
        world.check_invariants()


def _listed_anew(name: str, state: Any) -> tuple[int, ...]:
    """``state``'s legal actions listed again from its cards (a clone's)."""
    copy = state.clone()
    if name == "berserk":
        return tuple(copy._compute_legal())
    copy._settle(auto_pass=False)
    return tuple(copy.legal_actions())


@FAST
@given(positions)
def test_determinize_depends_on_the_information_state_and_the_generator_only(
    case: tuple[str, int, int],
) -> None:
    name, seed, steps = case
    state = random_position(name, seed, steps)
    seat = state.current_player()
    other = state.determinize(seat, random.Random(1))  # same information, other secrets
    for draw in (2, 3):
        a = state.determinize(seat, random.Random(draw))
        b = other.determinize(seat, random.Random(draw))
        assert hidden_part(name, a, seat) == hidden_part(name, b, seat)
        assert a.information_state(1 - seat) == b.information_state(1 - seat)


@pytest.mark.parametrize("name", GAMES)
def test_determinize_draws_other_secrets_for_other_seeds(name: str) -> None:
    # After recruitment (berserk) or a few turns (ccs) every seat has hidden cards.
    state = random_position(name, 5, 40)
    seat = state.current_player()
    secrets = {hidden_part(name, state.determinize(seat, random.Random(k)), seat)
               for k in range(8)}
    assert len(secrets) == 8
    # And the generator of future chance: the same actions lead to other draws or dice.
    futures = set()
    for k in range(8):
        world = state.determinize(seat, random.Random(k))
        world.rng = Stream(0)  # only the generator differs ... unless determinize replaced it
        futures.add(world.rng.random())
    assert len(futures) == 1
    generators = {state.determinize(seat, random.Random(k)).rng.random() for k in range(8)}
    assert len(generators) == 8
    assert state.rng.random() not in generators


AGENT_SPECS = ("random", "greedy", "pimc:12", "search:12")


@FAST
@given(positions, st.sampled_from(AGENT_SPECS), st.integers(0, 2**31))
def test_an_agent_acts_on_the_information_state_and_its_seed(
    case: tuple[str, int, int], spec: str, agent_seed: int
) -> None:
    name, seed, steps = case
    game = get_game(name)
    state = random_position(name, seed, steps)
    seat = state.current_player()
    twin = state.determinize(seat, random.Random(seed))  # the seat cannot tell them apart
    assert twin.information_state(seat) == state.information_state(seat)
    chosen = [
        make_agent(spec, game, agent_seed).act(Observation(s, seat)) for s in (state, twin)
    ]
    assert chosen[0] == chosen[1]


def _one_ply_on_the_real_state(name: str, state: GameState) -> int:
    """The greedy agent as it was: every action tried on a clone of the real game."""
    evaluate = get_game(name).evaluate
    player = state.current_player()
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append((evaluate(child, player), -action))
    return -max(values)[1]


def test_greedy_no_longer_reacts_to_the_opponents_hand() -> None:
    # Pairs of Cardcaptors games that differ only in what the player to act cannot see
    # (the opponent's hand, the decks and piles): greedy chooses alike in each pair, where
    # a one-ply look at the real game chose differently in some (it saw, through the
    # passes the engine makes for a player with nothing to play, what the opponent held).
    name = "ccs"
    game = get_game(name)
    cheats = 0
    for seed in range(60):
        state = random_position(name, seed, 10 + seed % 50)
        seat = state.current_player()
        if len(state.legal_actions()) < 2:
            continue
        twin = state.determinize(seat, random.Random(seed + 1))
        if _one_ply_on_the_real_state(name, state) != _one_ply_on_the_real_state(name, twin):
            cheats += 1
        chosen = [GreedyAgent(game.evaluate, 3).act(Observation(s, seat)) for s in (state, twin)]
        assert chosen[0] == chosen[1], seed
    assert cheats > 0  # the pairs do tell the real games apart


def test_an_observation_gives_no_other_seats_actions() -> None:
    state = random_position("ccs", 1, 5)
    other = Observation(state, 1 - state.current_player())
    with pytest.raises(ValueError, match="seat to act"):
        other.legal_actions()
    assert not hasattr(other, "state") and not hasattr(other, "rng")


def test_greedy_no_longer_strikes_the_weak_face_down_card() -> None:
    # Two face-down cards of the Second player, a 1-life one and a 6-life one, next to a
    # creature of the First: the real game's one-ply look struck the weak one wherever it
    # lay; greedy now strikes the same cell whichever card lies there.
    from deckcheck.games.berserk.engine.heuristic import evaluate
    from tests.games.berserk.helpers import Put, card, position

    state = position(
        Put("VS-001", 0, "c3"),
        Put("X-012", 1, "b4", face_down=True),
        Put("X-001", 1, "d4", face_down=True),
        turn=1,
    )
    fragile, sturdy = card(state, "X-012", 1), card(state, "X-001", 1)
    twin = state.clone()  # the same handles, the identities swapped
    kinds = list(twin.kinds)
    kinds[fragile], kinds[sturdy] = kinds[sturdy], kinds[fragile]
    twin.kinds = tuple(kinds)
    for facts in ("elem", "ctype", "lives_max", "move_max", "strike", "eff", "eff_bits"):
        values = getattr(twin, facts)
        values[fragile], values[sturdy] = values[sturdy], values[fragile]
    assert twin.information_state(0) == state.information_state(0)
    cheat = [_one_ply_on_the_real_state("berserk", s) for s in (state, twin)]
    assert {cheat[0] >> 12, cheat[1] >> 12} == {fragile, sturdy}  # it struck the weak one
    for seed in range(6):
        chosen = {GreedyAgent(evaluate, seed).act(Observation(s, 0)) for s in (state, twin)}
        assert len(chosen) == 1


def test_a_berserk_card_number_says_nothing_about_the_hidden_card() -> None:
    """An agent that reads the opponent's squad by its card numbers (sorted numbers for
    sorted kinds, as numbering in kind order would allow) guesses no better than chance.

    The opponent's squad is hidden until placed, but its numbers are in the information
    state; numbered in kind order, the i-th smallest number of a seat would be its i-th
    smallest kind, and the squad could be read off. The engine deals kinds to numbers at
    random instead."""
    game = get_game("berserk")
    decks = game.sample_decks()
    right = total = 0
    for seed in range(30):
        state = cast(State, game.new_game(*decks, seed, _rules("berserk")))
        rng = random.Random(seed)
        while state.phase == RECRUIT and not state.is_terminal():
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        seat = 0
        other = 1 - seat
        numbers = sorted(c for c in range(len(state.kinds)) if state.owners[c] == other)
        by_kind = sorted(state.kinds[c] for c in numbers)  # the deck list, known to all
        guess = dict(zip(numbers, by_kind, strict=True))
        for card in state.squad[other]:
            total += 1
            right += guess[card] == state.kinds[card]
    assert total > 100
    assert right / total < 0.5, f"{right} of {total} squad cards read off their numbers"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 60))
def test_a_berserk_determinisation_deals_the_triggers_with_the_identities(
    seed: int, steps: int
) -> None:
    """A card's ability triggers belong to its identity: a determinisation that deals a
    hidden card a new kind gives it that kind's triggers, not the real card's."""
    state = random_position("berserk", seed, steps)
    for seat in (0, 1):
        world = state.determinize(seat, random.Random(seed + seat))
        triggers = world.cards.triggers
        assert all(world.trig[c] == triggers[world.kinds[c]] for c in range(len(world.kinds)))
