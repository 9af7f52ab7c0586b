"""Property tests over many random games: every rule holds after every action.

The default run plays a couple of hundred games with random decks of the whole catalogue
(artifacts, terrains, flyers, companions, parasites included); ``DECKCHECK_SLOW_TESTS=1``
adds thousands more (marked ``slow``).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from deckcheck.games.berserk.engine import load_rules, new_game
from deckcheck.games.berserk.engine.game import GAME
from deckcheck.games.berserk.engine.information import hidden_cards
from deckcheck.games.berserk.engine.state import (
    Z_BOARD,
    Z_DEAL,
    Z_DECK,
    Z_SQUAD,
    State,
)
from tests.games.berserk.helpers.playing import (
    CATALOGUE,
    play_checked,
)

IDS = [c.id for c in CATALOGUE]


def random_deck(rng: random.Random) -> dict[str, int]:
    deck: Counter[str] = Counter()
    for card_id in rng.sample(IDS, rng.randint(4, 24)):
        deck[card_id] += rng.randint(1, 3)
    return dict(deck)


games = st.tuples(st.integers(0, 2**32), st.integers(0, 2**32))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.booleans())
# A gripped host's response window listed "no instant action" twice (NT-006's filter
# and the window each added it).
@example(seeds=(1_692_319_060, 1_692_319_059), best=False)
# A creature that must strike a closed enemy (must_strike_closed) was strangled twice:
# the strike that compulsion kept (dropping the END) was dropped as well, leaving nothing.
@example(seeds=(3_935_046_881, 3_325_777_161), best=True)
# NT-053 lost all its abilities («loss of memory») while two of its triggered abilities
# waited for their targets: they indexed abilities it no longer had.
@example(seeds=(1_138_975_743, 3_359_892_177), best=True)
# A phoenix's heat (NT-197, ally_struck) destroyed the attacking enemy phoenix as its
# strike was declared, and the declared window opened all the same, the attacker in play
# with -1 lives.
@example(seeds=(660_562_889, 342), best=True)
# NT-087's roar (Гризли Кронга) at a creature with no free cell to step to and whose
# stamina stops the wound: its controller was asked to pick a move or a wound with
# neither possible, a choice with no action (found by a sweep of random games).
@example(seeds=(1_071_330_498, 1_479_546_433), best=True)
# VS-180 warded one of two copies of a card, and the squad check gave VS-190's "paid 2
# more" to the card before it (the ward split the copies in two entries).
@example(seeds=(277_005_551, 108_279_899), best=False)
# NT-175, a parasite, struck its host, which took flight at the wounds (a gained flying):
# the parasite died (209.4) and went to the graveyard, and the strike then closed it there.
@example(seeds=(2_058_477_595, 3_752_232_657), best=False)
# VS-049's ram with an X that kills it: the centurion, held in play until the next clause
# wounded the creature in front, failed the check of lives in play (found by a sweep).
@example(seeds=(4_064_363_888, 1_920_779_432), best=True)
def test_random_games_keep_every_invariant(seeds: tuple[int, int], best: bool) -> None:
    deck_seed, game_seed = seeds
    rng = random.Random(deck_seed)
    rules = replace(load_rules(), recruitment="best_squad" if best else "agents")
    state = new_game(random_deck(rng), random_deck(rng), seed=game_seed, rules=rules)
    play_checked(state, random.Random(game_seed))


def test_a_window_kept_before_held_keywords_change_is_listed_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Opening B's turn_start window kept its instant actions, then the «while» and
    # formation keywords were refreshed before the listing: it offered targets those
    # keywords had just protected (found with the cross-check of the kept listings).
    monkeypatch.setattr(State, "cross_check", True)
    rng = random.Random(166215)
    rules = replace(load_rules(), recruitment="agents")
    state = new_game(random_deck(rng), random_deck(rng), seed=10742997, rules=rules)
    play_checked(state, random.Random(10742997))


@settings(max_examples=20, deadline=None)
@given(games, st.sampled_from(["eight", "four"]), st.sampled_from(["owner_chooses", "fixed"]))
def test_same_seed_same_game_and_clones_agree(
    seeds: tuple[int, int], adjacency: str, order: str
) -> None:
    rules = replace(load_rules(), adjacency=adjacency, graveyard_order=order,
                    recruitment="best_squad")
    deck_seed, game_seed = seeds
    rng = random.Random(deck_seed)
    decks = random_deck(rng), random_deck(rng)
    first = new_game(*decks, seed=game_seed, rules=rules, log=True)
    history = play_checked(first, random.Random(game_seed))
    again = new_game(*decks, seed=game_seed, rules=rules, log=True)
    middle = None
    for number, action in enumerate(history):
        if number == len(history) // 2:
            middle = again.clone()
        again.apply(action)
    assert again.outcome() == first.outcome() and again.turn == first.turn
    assert again.zones() == first.zones() and again.log == first.log
    if middle is not None:
        for action in history[len(middle.history):]:
            middle.apply(action)
        assert middle.outcome() == first.outcome() and middle.zones() == first.zones()
        assert middle.log == first.log


def test_games_of_one_matchup_share_no_card_state() -> None:
    """New games copy their matchup's setup (state.Setup): what one game does to its
    cards must not reach the next game of the matchup."""
    decks = GAME.sample_decks()
    first = new_game(*decks, seed=1)
    printed = (list(first.elem), list(first.ctype), list(first.lives_max),
               list(first.move_max), list(first.strike), list(first.eff))
    for values in (first.elem, first.ctype, first.lives_max, first.move_max):
        values[0] += 7
    first.strike[0] = None
    first.eff[0] = {}
    first.deck[0].clear()
    second = new_game(*decks, seed=1)
    assert (second.elem, second.ctype, second.lives_max, second.move_max, second.strike,
            second.eff) == printed
    assert len(second.deck[0]) + len(second.deal[0]) + len(second.squad[0]) \
        + len(second.recruited[0]) > 0


@settings(max_examples=40, deadline=None)
@given(games, st.integers(0, 400))
def test_hidden_cards_are_the_cards_each_seat_cannot_see(
    seeds: tuple[int, int], steps: int
) -> None:
    """information.hidden_cards reads the zone lists: the same cards as asking every
    card's zone, owner and face (the definition), less the known bottom of a deck (cards
    a prophecy showed to both seats) and the cards of its own deck a seat has looked at
    (deck_seen)."""
    deck_seed, game_seed = seeds
    rng = random.Random(deck_seed)
    state = new_game(random_deck(rng), random_deck(rng), seed=game_seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    known = {c for owner in (0, 1) for c in state.deck[owner][:state.deck_known[owner]]}
    for seat in (0, 1):
        expected = [c for c in range(len(state.kinds)) if c not in known and (
                    (state.owners[c] == seat and state.zone[c] == Z_DECK
                     and c not in state.deck_seen[seat])
                    or (state.owners[c] != seat and (
                        state.zone[c] in (Z_DECK, Z_DEAL, Z_SQUAD)
                        or (state.zone[c] == Z_BOARD and state.face_down[c]))))]
        assert hidden_cards(state, seat) == expected


def test_a_game_and_its_clones_draw_the_same_dice_whichever_draws_first() -> None:
    """Clones share the generator until one draws (State.rng): the first to draw must
    not move the others' dice."""
    state = new_game(*GAME.sample_decks(), seed=4)
    copy = state.clone()
    copy_of_copy = copy.clone()
    draws = [[game.rng.random() for _ in range(3)] for game in (copy_of_copy, state, copy)]
    assert draws[0] == draws[1] == draws[2]
    assert state.rng.random() == copy.rng.random() != draws[0][2]


def test_greedy_games_keep_every_invariant() -> None:
    from deckcheck.engine.agents import Agent, GreedyAgent, RandomAgent
    from deckcheck.engine.api import Observation

    for seed in range(4):
        state = new_game(*GAME.sample_decks(), seed=seed)
        agents: list[Agent] = [GreedyAgent(GAME.evaluate, seed), RandomAgent(seed)]
        while not state.is_terminal():
            player = state.current_player()
            state.apply(agents[player].act(Observation(state, player)))
            state.check_invariants()


@pytest.mark.slow
def test_thousands_of_random_games() -> None:
    for seed in range(3000):
        rng = random.Random(seed)
        rules = replace(load_rules(), recruitment="best_squad" if seed % 2 else "agents")
        decks = GAME.sample_decks() if seed % 3 == 0 else (random_deck(rng), random_deck(rng))
        state = new_game(*decks, seed=seed, rules=rules)
        play_checked(state, rng)
