"""Property tests over many random games: every rule holds after every action.

The default run plays a few hundred games with many seeds and random decks; set
``DECKCHECK_SLOW_TESTS=1`` for thousands more (marked ``slow``).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.catalog.load import load_catalogue
from deckcheck.games.ccs.engine import new_game
from deckcheck.games.ccs.engine.state import State

CATALOGUE = load_catalogue("ccs")
PLAYING = [c.id for c in CATALOGUE if c.type in ("capture", "reinforcement")]
STRATEGY = [c.id for c in CATALOGUE if c.type == "strategy"]
SPIRITS = [c.id for c in CATALOGUE if c.type == "clow_spirit"]


def random_deck(rng: random.Random) -> dict[str, int]:
    deck: Counter[str] = Counter()
    for card in rng.sample(PLAYING, rng.randint(8, 22)):
        deck[card] += rng.randint(1, 3)
    for card in rng.sample(STRATEGY, rng.randint(0, 20)):
        deck[card] += rng.randint(1, 2)
    for card in rng.sample(SPIRITS, rng.randint(4, 20)):
        deck[card] += 1
    return dict(deck)


def play_checked(state: State, rng: random.Random) -> list[int]:
    """Play to the end at random, checking every invariant after every action."""
    turn = state.turn
    counts = Counter(state.kinds)
    while not state.is_terminal():
        state.check_invariants()
        actions = state.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        assert state.current_player() in (0, 1)
        action = actions[rng.randrange(len(actions))]
        assert state.describe(action)
        state.apply(action)
        if state.turn != turn:
            state.check_hands()
            turn = state.turn
    state.check_invariants()
    assert Counter(state.kinds) == counts
    assert state.outcome() is not None and state.legal_actions() == ()
    return list(state.history)


games = st.tuples(st.integers(0, 2**32), st.integers(0, 2**32))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_random_games_keep_every_invariant(seeds: tuple[int, int]) -> None:
    deck_seed, game_seed = seeds
    rng = random.Random(deck_seed)
    state = new_game(random_deck(rng), random_deck(rng), seed=game_seed)
    play_checked(state, random.Random(game_seed))


@settings(max_examples=25, deadline=None)
@given(games, st.sampled_from(["shared", "own"]), st.booleans())
def test_same_seed_same_game_and_clones_agree(seeds: tuple[int, int], pile: str, tie: bool) -> None:
    from dataclasses import replace

    from deckcheck.games.ccs.engine import load_rules

    rules = replace(load_rules(), spirit_pile=pile, tie_captures=tie)
    deck_seed, game_seed = seeds
    rng = random.Random(deck_seed)
    decks = random_deck(rng), random_deck(rng)
    first = new_game(*decks, seed=game_seed, rules=rules)
    history = play_checked(first, random.Random(game_seed))
    again = new_game(*decks, seed=game_seed, rules=rules)
    middle = None
    for number, action in enumerate(history):
        if number == len(history) // 2:
            middle = again.clone()
        again.apply(action)
    assert again.outcome() == first.outcome() and again.turn == first.turn
    assert again.zones() == first.zones()
    if middle is not None:
        for action in history[len(middle.history) :]:
            middle.apply(action)
        assert middle.outcome() == first.outcome() and middle.zones() == first.zones()


@pytest.mark.slow
def test_thousands_of_random_games() -> None:
    for seed in range(3000):
        rng = random.Random(seed)
        state = new_game(random_deck(rng), random_deck(rng), seed=seed)
        play_checked(state, rng)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    games,
    st.sampled_from(["own_strategies", "all_strategies", "none"]),
    st.booleans(),
    st.booleans(),
)
def test_the_variant_readings_keep_every_invariant(
    seeds: tuple[int, int], voids: str, opponent_upgrades: bool, same_turn_major: bool
) -> None:
    from dataclasses import replace

    from deckcheck.games.ccs.engine import load_rules

    rules = replace(
        load_rules(),
        upgrade_voids=voids,
        opponent_may_upgrade=opponent_upgrades,
        major_captured_this_turn=same_turn_major,
    )
    deck_seed, game_seed = seeds
    rng = random.Random(deck_seed)
    state = new_game(random_deck(rng), random_deck(rng), seed=game_seed, rules=rules)
    play_checked(state, random.Random(game_seed))


@pytest.mark.parametrize("clone_first", [False, True])
def test_a_clone_shares_its_generator_only_until_one_of_them_shuffles(clone_first: bool) -> None:
    # A clone takes its original's generator copy-on-write: whichever of the two shuffles
    # first (a reshuffled discard pile, a spirit back into the pile) must leave the other
    # drawing what it would have drawn alone.
    from deckcheck.games.ccs.engine.game import sample_decks

    starter, rivals = sample_decks()
    state = new_game(starter, rivals, seed=5, log=True)
    rng = random.Random(5)
    for _ in range(20):
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    clone = state.clone()
    played = []
    for game in (clone, state) if clone_first else (state, clone):
        moves = random.Random(9)
        while not game.is_terminal():
            actions = game.legal_actions()
            game.apply(actions[moves.randrange(len(actions))])
        played.append((game.history, game.outcome(), [e.line() for e in game.log or []][-40:]))
    assert played[0] == played[1]
    assert any("reshuffles" in line or "back into the pile" in line
               for line in played[0][2] + [e.line() for e in state.log or []])


#: What Strategy cards change for a turn, as every turn starts (State._reset_turn).
TURN_EFFECTS = {
    "no_more_attempts": False,
    "major_blocked": False,
    "ignore_element": [False, False],
    "protected": [0, 0],
    "blocked": [],
    "temp_major": [],
    "spirit_changes": [],
    "extra_draw": [0, 0],
    "replenish_draw": [0, 0],
    "no_replenish": [False, False],
    "revealed": [False, False],
    "any_cost": [False, False],
    "stops_twice": [0, 0],
    "on_scene": [-1, -1],
    "on_scene_character": [-1, -1],
    "stopped_twice": [False, False],
}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_every_turn_starts_without_the_last_turns_strategy_effects(
    seeds: tuple[int, int],
) -> None:
    # The reset skips these fields after a turn in which no Strategy card was played: a
    # turn must still never inherit one (decks heavy in Strategy cards to play many).
    deck_seed, game_seed = seeds
    rng = random.Random(deck_seed)
    decks = []
    for _ in (0, 1):
        deck = random_deck(rng)
        for card in rng.sample(STRATEGY, 25):
            deck[card] = deck.get(card, 0) + 2
        decks.append(deck)
    state = new_game(decks[0], decks[1], seed=game_seed)
    moves = random.Random(game_seed)
    turn = state.turn
    while not state.is_terminal():
        actions = state.legal_actions()
        state.apply(actions[moves.randrange(len(actions))])
        if state.turn != turn and not state.is_terminal():
            turn = state.turn
            assert {name: getattr(state, name) for name in TURN_EFFECTS} == TURN_EFFECTS
