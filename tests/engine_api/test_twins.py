"""Natural twins: games a seat cannot tell apart, and agents that cannot either.

A twin of a position is the same game with every part the seat does not see dealt
otherwise — the opponent's hand or squad, face-down cards, every deck's order and the
identities behind Berserk's card numbers, the generator of the dice and draws to come —
made here by moving cards, not by ``determinize`` (which is checked against them). Both
twins are then played on with the same actions while the seat has seen the same, and at
each of its decisions every agent (random, greedy, a small search, with fixed seeds) must
choose alike in both. The opponent's actions are its own agent's in one twin, repeated in
the other while they are legal there. Deterministic: fixed seeds, no clock.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, ClassVar, cast

import pytest

from deckcheck.catalog.load import load_catalogue
from deckcheck.engine.agents import RandomAgent, make_agent
from deckcheck.engine.api import Observation
from deckcheck.engine.compiled import compiled_modules
from deckcheck.games.berserk.engine.cards import ATTACK, IMMUNE, RANGED, card_table
from deckcheck.games.berserk.engine.information import actions, hidden_cards
from deckcheck.games.berserk.engine.state import State
from deckcheck.games.ccs.engine import actions as CA
from deckcheck.games.engines import get_game
from tests.engine_api.fingerprint import DECK_MAKERS
from tests.engine_api.helpers import (
    TWINS,
    random_position,
)

GAMES = ("ccs", "berserk")
AGENTS = ("random", "greedy", "pimc:6", "search:6", "search-every-option:4")


def _agent(spec: str, game: Any, seed: int) -> Any:
    """An agent by name, and ``search-every-option:N``: the search with each of its options
    on, whatever the game's settings (every decision told apart by its listing, a prior at
    every decision from its second visit, informed play-outs, macro steps; a small budget:
    each option makes an iteration dearer, and the twins are many)."""
    if spec.startswith("search-every-option:"):
        every = dataclasses.replace(game.search, prior_weight=1.0, prior_visits=2,
                                    split="all", greedy_rollouts=0.25, macro=True)
        return make_agent(f"search:{spec.rpartition(':')[2]}", game, seed, every)
    return make_agent(spec, game, seed)


# --- twins ---------------------------------------------------------------------------


def generator_twin(state: Any, rng: random.Random) -> Any:
    """``state`` with only its generator of chance drawn anew."""
    twin = state.clone()
    twin.rng = random.Random(rng.getrandbits(64))
    return twin


# --- playing twins on ------------------------------------------------------------------


def _trace(name: str, state: Any) -> list[int]:
    """Every action so far, forced ones too (Berserk records them; a CCS engine's forced
    steps are passes, which its information state leaves out)."""
    if name == "berserk":
        return list(actions(state))
    return [a for a in state.history if a != CA.PASS]


def _catch_up(name: str, lagging: Any, leading: Any) -> int | None:
    """The action the lagging twin's opponent must take for the twins to meet again: the
    step the other twin's engine took by force, if it is legal here."""
    if name == "ccs":
        action = CA.PASS
    else:
        done, ahead = _trace(name, lagging), _trace(name, leading)
        if len(ahead) <= len(done) or ahead[:len(done)] != done:
            return None
        action = ahead[len(done)]
    return action if action in lagging.legal_actions() else None


def play_twins(name: str, a: Any, b: Any, seat: int, seed: int, steps: int,
               agents: tuple[str, ...] = AGENTS) -> int:
    """Play the twins ``a`` and ``b`` on for up to ``steps`` actions while ``seat`` sees
    the same in both; return how many of its decisions were compared (every agent chose
    alike in each: asserted)."""
    game = get_game(name)
    compared = 0
    for step in range(steps):
        if a.is_terminal() or b.is_terminal():
            break
        pa, pb = a.current_player(), b.current_player()
        if pa == seat and pb == seat:
            if a.information_state(seat) != b.information_state(seat):
                break  # the seat has seen them differ (a draw, a die, a card revealed)
            assert a.legal_actions() == b.legal_actions(), (name, seed, step)
            chosen = None
            for spec in agents:
                picks = [_agent(spec, game, seed + step).act(Observation(s, seat))
                         for s in (a, b)]
                assert picks[0] == picks[1], (name, spec, seed, step,
                                              [Observation(s, seat).describe(p)
                                               for s, p in zip((a, b), picks, strict=True)])
                chosen = picks[0] if chosen is None else chosen
            assert chosen is not None
            compared += 1
            a.apply(chosen)
            b.apply(chosen)
        elif pa != seat and pb != seat:
            action: int | None = RandomAgent(seed + step).act(Observation(a, pa))
            if action not in b.legal_actions():
                break  # the opponent's hidden cards differ: so may its choices
            a.apply(action)
            b.apply(action)
        else:  # one twin's opponent decides what the other's engine did by force
            lagging, leading = (a, b) if pa != seat else (b, a)
            action = _catch_up(name, lagging, leading)
            if action is None:
                break
            lagging.apply(action)  # (then compared as any: the seat must see the same)
    return compared


def start(name: str, seed: int, steps: int, *, log: bool = False) -> Any:
    """A position after up to ``steps`` random actions: of the sample decks for even
    seeds, of two random decks of the whole catalogue for odd ones (more kinds of card:
    shooters, protections, flyers, face-down cards of every sort). ``log``: the game
    keeps its log (the sample decks' position is then played anew with it)."""
    game = get_game(name)
    if seed % 2 == 0:
        if not log:
            return random_position(name, seed, steps)
        played = random_position(name, seed, steps)
        state = game.new_game(*game.sample_decks(), seed, game.load_rules(), log=True)
        for action in played.history:
            state.apply(action)
        return state
    ids: dict[str, list[str]] = {}
    for card in load_catalogue(name):
        ids.setdefault(card.type, []).append(card.id)
    rng = random.Random(seed)
    make = DECK_MAKERS[name](ids) if name == "ccs" or seed % 4 == 1 else _ranged_deck
    state = game.new_game(make(rng), make(rng), seed, game.load_rules(), log=log)
    for _ in range(steps):
        legal = state.legal_actions()
        after = state.clone()
        after.apply(legal[rng.randrange(len(legal))])
        if after.is_terminal():
            break
        state = after
    return state


def _ranged_deck(rng: random.Random) -> dict[str, int]:
    """A Berserk deck of cards with shots or attack keywords and of protected cards: what
    a face-down card's protection would tell, were it seen in the listings."""
    table = card_table()
    ranged = sorted(table.ids[k] for k in range(len(table.ids))
                    if RANGED in table.effects[k] or ATTACK in table.effects[k])
    protected = sorted(table.ids[k] for k in range(len(table.ids))
                       if any(key.startswith(IMMUNE) for key in table.effects[k]))
    chosen = set(rng.sample(ranged, 7)) | set(rng.sample(protected, 7))
    return {card: rng.randint(1, 3) for card in sorted(chosen)}


def _pairs(name: str, count: int) -> list[tuple[int, int]]:
    """``count`` (seed, steps) of positions spread over the game (recruitment and the
    face-down first turns of Berserk among them)."""
    rng = random.Random(f"{name}-twins")
    return [(rng.randrange(2**31), rng.choice((0, 3, 8, 15, 25, 40, 60, 90)))
            for _ in range(count)]


@pytest.mark.parametrize("name", GAMES)
def test_every_agent_chooses_alike_in_natural_twins(name: str) -> None:
    compared = 0
    pairs = 0
    for seed, steps in _pairs(name, 120):
        state = start(name, seed, steps)
        seat = state.current_player() if seed % 4 < 2 else 1 - state.current_player()
        rng = random.Random(seed)
        twin = TWINS[name](state, seat, rng)
        for b in (twin, generator_twin(state, rng)):
            pairs += 1
            compared += play_twins(name, state.clone(), b, seat, seed, 12)
    assert pairs == 240
    assert compared > 300  # the twins are compared, not left at once


def _seen_lines(state: Any, seat: int, since: int) -> list[str]:
    """The log's lines from ``since`` on that ``seat``'s view of the game keeps."""
    return [event.text for event in state.log[since:] if seat not in event.hidden_from]


@pytest.mark.parametrize("name", GAMES)
def test_a_seats_view_of_the_log_depends_on_what_it_sees_only(name: str) -> None:
    """What a seat's view keeps of the log (the replay page's and ``play --board``'s
    lines) is the same in twins while the seat has seen the same: which lines are left
    out tells it nothing of the cards it does not see (it was once decided by names, and
    a seat's view lost its own lines and showed which names the other deck held)."""
    compared = 0
    for seed, steps in _pairs(name, 60):
        state = start(name, seed, steps, log=True)
        seat = state.current_player() if seed % 4 < 2 else 1 - state.current_player()
        rng = random.Random(seed)
        a, b = state.clone(), TWINS[name](state, seat, rng)
        # The same dice in both: a die is seen by both seats, a twin differs in cards.
        same_dice = random.Random()
        same_dice.setstate(state.rng.getstate())
        b.rng = same_dice
        since = len(state.log)
        for step in range(12):
            if a.is_terminal() or b.is_terminal() or a.current_player() != b.current_player():
                break
            if a.information_state(seat) != b.information_state(seat):
                break
            action = RandomAgent(seed + step).act(Observation(a, a.current_player()))
            if action not in b.legal_actions():
                break  # the opponent's hidden cards differ: so may what it can do
            a.apply(action)
            b.apply(action)
            if a.information_state(seat) != b.information_state(seat):
                break  # the seat saw them differ: so may its lines
            assert _seen_lines(a, seat, since) == _seen_lines(b, seat, since), (seed, step)
            compared += 1
    print(name, 'compared', compared)
    assert compared > 40


@pytest.mark.parametrize("name", GAMES)
def test_a_determinisation_depends_on_what_the_seat_sees_only(name: str) -> None:
    """Twins the seat cannot tell apart give the very same determinisations: every
    hidden identity and order is dealt again, none kept from the real game."""
    same = 0
    for seed, steps in _pairs(name, 60):
        state = start(name, seed, steps)
        seat = state.current_player()
        twin = TWINS[name](state, seat, random.Random(seed))
        if twin.information_state(seat) != state.information_state(seat):
            continue  # (the twin's engine passed for the opponent: another moment)
        same += 1
        for draw in (1, 2):
            worlds = [s.determinize(seat, random.Random(draw)) for s in (state, twin)]
            assert _hidden(name, worlds[0], seat) == _hidden(name, worlds[1], seat), seed
            assert worlds[0].legal_actions() == worlds[1].legal_actions()
    assert same > 40


def _hidden(name: str, state: Any, seat: int) -> tuple[object, ...]:
    if name == "ccs":
        return (tuple(state.hand[1 - seat]), tuple(state.deck[0]), tuple(state.deck[1]),
                tuple(state.piles[0]), tuple(state.piles[1]))
    return (tuple(state.kinds), tuple(state.deck[0]), tuple(state.deck[1]),
            tuple(state.trig), tuple(map(repr, state.eff)))


def test_a_berserk_determinisation_names_the_opponents_cards_by_chance_only() -> None:
    """At the first recruitment, a determinisation's identities of the opponent's hidden
    cards are right about as often as a random deal's (the audit found 840 of 840)."""
    game = get_game("berserk")
    right = total = 0
    for seed in range(20):
        state = cast(State, game.new_game(*game.sample_decks(), seed, game.load_rules()))
        seat = state.current_player()
        world = state.determinize(seat, random.Random(seed))
        for c in hidden_cards(state, seat):
            if state.owners[c] != seat:
                total += 1
                right += world.kinds[c] == state.kinds[c]
    assert total > 200
    assert right / total < 0.4, f"{right} of {total}"


def test_a_berserk_determinisation_shares_no_cache_of_the_real_identities() -> None:
    state = random_position("berserk", 7, 60)
    seat = state.current_player()
    state.cards_with(1)  # fills the real game's caches of cards by trigger
    state.cards_with(3)
    world = state.determinize(seat, random.Random(1))
    assert world._by_trigger is not state._by_trigger
    assert world._by_bit is not state._by_bit and not any(world._by_bit)


def test_a_forced_pass_looks_like_a_chosen_one_in_cardcaptors() -> None:
    """The opponent passes with a playable card in one twin; in the other it holds none
    and the engine passes for it: the seat sees the same in both."""
    found = 0
    for seed in range(200):
        state = random_position("ccs", seed, seed % 80)
        opponent = state.current_player()
        legal = state.legal_actions()
        if CA.PASS not in legal or len(legal) < 2:
            continue
        seat = 1 - opponent
        twin = _without_playable(state, opponent)
        if twin is None:
            continue
        state.apply(CA.PASS)
        if state.current_player() != seat or twin.current_player() != seat:
            continue
        found += 1
        assert state.information_state(seat) == twin.information_state(seat), seed
    assert found > 5


def _without_playable(state: Any, seat: int) -> Any | None:
    """``state`` with each of ``seat``'s hand cards that it may play now swapped for one
    of its deck it may not (None when that cannot be done), settled: its engine passes."""
    playable = {(a >> 5) & 1023 for a in state.legal_actions() if a != CA.PASS}
    twin = state.clone()
    hand, deck = twin.hand[seat], twin.deck[seat]
    for card in sorted(playable):
        if card not in hand or state.known[seat] >> card & 1:
            return None
        for i, spare in enumerate(deck):
            probe = twin.clone()
            probe.hand[seat] = [spare if c == card else c for c in hand]
            probe._settle(auto_pass=False)
            if probe.legal_actions() == (CA.PASS,):
                hand[hand.index(card)] = spare
                deck[i] = card
                break
        else:
            return None
    twin._settle()  # the engine passes for it (unrecorded) if it has nothing to play
    return twin if twin.current_player() != seat else None


@pytest.mark.skipif("deckcheck.games.berserk.engine.state" in compiled_modules(),
                    reason="a compiled state class takes no interpreted subclass")
def test_a_forced_step_looks_like_a_chosen_one_in_berserk() -> None:
    """A step the engine takes because it is the only legal one, and the same step chosen
    among others, give the other seat the same information state."""
    found = 0
    for seed in range(40):
        state = random_position("berserk", seed, 10 + seed)
        legal = state.legal_actions()
        if len(legal) < 2:
            continue
        seat = 1 - state.current_player()
        chosen = state.clone()
        chosen.apply(legal[0])
        forced = state.clone()
        _OnlyFirst.once = True
        forced.__class__ = _OnlyFirst  # its engine finds legal[0] alone, and takes it
        try:
            forced._settle()
        finally:
            forced.__class__ = State
        assert forced.history == state.history  # (not chosen: nothing recorded)
        found += 1
        assert chosen.information_state(seat) == forced.information_state(seat), seed
    assert found > 10


class _OnlyFirst(State):
    """A Berserk state whose next listing holds its first action only (a forced step)."""

    __slots__ = ()
    once: ClassVar[bool] = False

    def _compute_legal(self) -> list[int]:
        legal = super()._compute_legal()
        if _OnlyFirst.once:
            _OnlyFirst.once = False
            return legal[:1]
        return legal
