"""The engine API's promises, checked once for every registered game.

A new game's engine gets these for free: every rule holds after every action (its own
``check_invariants``), cards are conserved, a seed and the actions replay a game exactly,
a clone is independent, and no hash order leaks into the games. Game-specific checks (a
CCS hand's size, a Berserk squad's legality) stay in each game's own tests.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.batch.runner import Matchup
from deckcheck.engine.agents import make_agent
from deckcheck.engine.api import Game, GameState, IllegalActionError, Observation
from deckcheck.errors import InputError
from deckcheck.games.engines import available, get_game

GAMES = available()
ROOT = Path(__file__).resolve().parents[2]


def varied(deck: Mapping[str, int], rng: random.Random) -> dict[str, int]:
    """A sample deck with some copies taken out at random (at least half kept)."""
    cards = [card for card, copies in deck.items() for _ in range(copies)]
    rng.shuffle(cards)
    kept = cards[: rng.randint(len(cards) // 2, len(cards))]
    out: dict[str, int] = {}
    for card in kept:
        out[card] = out.get(card, 0) + 1
    return out


def new_game(game: Game, seeds: tuple[int, int]) -> GameState:
    rng = random.Random(seeds[0])
    deck_a, deck_b = game.sample_decks()
    return game.new_game(varied(deck_a, rng), varied(deck_b, rng), seed=seeds[1])


def cards_in(state: GameState) -> int:
    zones = state.zones()  # type: ignore[attr-defined]
    return sum(len(cards) for cards in zones.values())


def play_checked(state: GameState, rng: random.Random) -> list[int]:
    """Play to the end at random; every invariant after every action, cards conserved."""
    total = cards_in(state)
    while not state.is_terminal():
        state.check_invariants()  # type: ignore[attr-defined]
        actions = state.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        assert state.current_player() in (0, 1)
        action = actions[rng.randrange(len(actions))]
        assert state.describe(action)
        state.apply(action)
        assert cards_in(state) == total
    state.check_invariants()  # type: ignore[attr-defined]
    assert state.outcome() is not None and list(state.legal_actions()) == []
    return list(state.history)


seeds = st.tuples(st.integers(0, 2**32), st.integers(0, 2**32))


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds=seeds)
def test_random_games_keep_every_invariant_and_every_card(
    name: str, seeds: tuple[int, int]
) -> None:
    play_checked(new_game(get_game(name), seeds), random.Random(seeds[1]))


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds=seeds)
def test_a_seed_and_its_actions_replay_the_game_and_clones_agree(
    name: str, seeds: tuple[int, int]
) -> None:
    game = get_game(name)
    first = new_game(game, seeds)
    history = play_checked(first, random.Random(seeds[1]))
    again = new_game(game, seeds)
    middle = None
    for number, action in enumerate(history):
        if number == len(history) // 2:
            middle = again.clone()
        again.apply(action)
    assert again.outcome() == first.outcome() and again.turn == first.turn
    assert again.zones() == first.zones()  # type: ignore[attr-defined]
    if middle is not None:
        for action in history[len(middle.history) :]:
            middle.apply(action)
        assert middle.outcome() == first.outcome()
        assert middle.zones() == first.zones()  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", GAMES)
def test_a_clone_is_independent(name: str) -> None:
    state = new_game(get_game(name), (3, 3))
    before = list(state.history)
    copy = state.clone()
    copy.apply(copy.legal_actions()[-1])
    assert list(state.history) == before and list(copy.history) != before


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds=seeds)
def test_the_runners_loop_plays_the_game_apply_plays(name: str, seeds: tuple[int, int]) -> None:
    """The runner's loop (StateBase.play_out) gives each agent its own seat's observation
    and plays exactly the game that apply() plays with the same agents."""
    game = get_game(name)
    looped = new_game(game, seeds)
    agents = [make_agent("random", game, seeds[1] + seat) for seat in (0, 1)]
    views: dict[int, Observation] = {}

    def agent(seat: int) -> Callable[[Observation], int]:
        def act(view: Observation) -> int:
            assert isinstance(view, Observation) and view.player == seat
            assert view.information_state() == looped.information_state(seat)
            assert view.legal_actions() == looped.legal_actions()
            views[seat] = view
            if 1 - seat in views:  # the other seat's view, while this seat is to act
                with pytest.raises(ValueError, match="only the seat to act"):
                    views[1 - seat].legal_actions()
            return agents[seat].act(view)

        return act

    looped.play_out((agent(0), agent(1)))  # type: ignore[attr-defined]
    applied = new_game(game, seeds)
    agents = [make_agent("random", game, seeds[1] + seat) for seat in (0, 1)]
    while not applied.is_terminal():
        seat = applied.current_player()
        applied.apply(agents[seat].act(Observation(applied, seat)))
    assert looped.history == applied.history and looped.outcome() == applied.outcome()
    assert looped.zones() == applied.zones()  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", GAMES)
def test_the_runners_loop_refuses_an_illegal_action(name: str) -> None:
    state = new_game(get_game(name), (1, 1))
    before = list(state.history)

    def cheat(observation: Observation) -> int:
        return max(observation.legal_actions()) + 1

    with pytest.raises(IllegalActionError, match="illegal action"):
        state.play_out((cheat, cheat))  # type: ignore[attr-defined]
    assert list(state.history) == before


@pytest.mark.parametrize("name", GAMES)
def test_new_game_checks_the_decklists_unless_told_they_were(name: str) -> None:
    game = get_game(name)
    deck_a, deck_b = game.sample_decks()
    card = next(iter(deck_a))
    with pytest.raises(InputError, match=f"A: {card} has -1 copies"):
        game.new_game({**deck_a, card: -1}, deck_b, seed=1)
    # A Matchup checks its decks once for the whole batch: each game's check is skipped.
    with pytest.raises(InputError, match=f"A: {card} has -1 copies"):
        Matchup(name, ({**deck_a, card: -1}, deck_b))
    assert not game.new_game(deck_a, deck_b, seed=1, checked=True).is_terminal()


_HASH_SEED_SCRIPT = """
import hashlib, sys
from deckcheck.games.engines import get_game
from deckcheck.batch.runner import Matchup, run_games
game = get_game(sys.argv[1])
matchup = Matchup(sys.argv[1], game.sample_decks(), agents=("greedy", "random"))
digest = hashlib.sha256()
for result in run_games(matchup, 6, seed=5, record=True):
    digest.update(repr(result.actions).encode())
print(digest.hexdigest())
"""


@pytest.mark.parametrize("name", GAMES)
def test_games_do_not_depend_on_the_hash_seed(name: str) -> None:
    """No set or dict order may leak into the games: the same batch under other string
    hashing gives the same histories."""
    digests = set()
    for hash_seed in ("0", "4242"):
        done = subprocess.run(
            [sys.executable, "-c", _HASH_SEED_SCRIPT, name],
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            capture_output=True,
            text=True,
            check=True,
        )
        digests.add(done.stdout.strip())
    assert len(digests) == 1 and len(digests.pop()) == 64
