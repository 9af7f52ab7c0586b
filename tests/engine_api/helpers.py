"""Random positions of every engine, and their natural twins."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from deckcheck.engine.base import shuffled
from deckcheck.games.berserk.engine.information import IDENTITY, hidden_cards
from deckcheck.games.berserk.engine.state import Z_BOARD
from deckcheck.games.engines import get_game

RULES: dict[str, Any] = {}


def seat_card_ids(state: Any, seat: int) -> list[str]:
    """The ids of ``seat``'s cards in ``state``, sorted (either game: ``cards.ids``,
    ``kinds`` and ``owners`` by card number)."""
    ids, kinds = state.cards.ids, state.kinds
    return sorted(ids[kinds[c]] for c in range(len(kinds)) if state.owners[c] == seat)


def _rules(name: str) -> Any:
    if name not in RULES:
        RULES[name] = get_game(name).load_rules()
    return RULES[name]


def random_position(name: str, seed: int, steps: int) -> Any:
    """A game of the sample decks after up to ``steps`` random actions (not over)."""
    game = get_game(name)
    state = game.new_game(*game.sample_decks(), seed, _rules(name))
    rng = random.Random(seed)
    for _ in range(steps):
        actions = state.legal_actions()
        after = state.clone()
        after.apply(actions[rng.randrange(len(actions))])
        if after.is_terminal():
            break
        state = after
    return state


def ccs_twin(state: Any, seat: int, rng: random.Random) -> Any:
    """``state`` with the opponent's unseen hand dealt again from its unseen cards, every
    deck and pile in another order and another generator."""
    twin = state.clone()
    twin.rng = random.Random(rng.getrandbits(64))
    other = 1 - seat
    known = state.known[other]
    shown = [c for c in state.hand[other] if known >> c & 1]
    pool = [c for c in state.hand[other] if not known >> c & 1] + state.deck[other]
    rng.shuffle(pool)
    held = len(state.hand[other]) - len(shown)
    twin.hand[other] = shown + pool[:held]
    twin.deck[other] = pool[held:]
    twin.deck[seat] = shuffled(state.deck[seat], rng)
    twin.piles = [shuffled(pile, rng) for pile in state.piles]
    twin._settle()  # (the opponent to move may have nothing to play now, or something)
    return twin


def berserk_twin(state: Any, seat: int, rng: random.Random) -> Any:
    """``state`` with the identities of the cards the seat does not see moved among the
    cards of the same group (the opponent's deal, squad, face-down cards that can hold
    them, each deck), every deck in another order and another generator."""
    twin = state.clone()
    twin.rng = random.Random(rng.getrandbits(64))
    other = 1 - seat
    hidden = set(hidden_cards(state, seat))
    face_down = [c for c in hidden if state.zone[c] == Z_BOARD]
    groups = [state.deal[other], state.squad[other],
              [c for c in state.deck[other] if c in hidden],
              [c for c in state.deck[seat] if c in hidden]]
    # Face-down cards of equal wounds and no guest, creatures with creatures.
    by_kind: dict[tuple[int, int], list[int]] = {}
    for c in face_down:
        by_kind.setdefault((state.wounds[c], state.ctype[c]), []).append(c)
    groups += [cards for cards in by_kind.values() if state.wounds[cards[0]] == 0]
    fields = ("kinds", "trig", *IDENTITY)
    values = {name: list(getattr(state, name)) for name in fields}
    for group in groups:
        moved = list(group)
        rng.shuffle(moved)
        for to, source in zip(group, moved, strict=True):
            for name in fields:
                getattr_list = values[name]
                getattr_list[to] = getattr(state, name)[source]
    for name in fields:
        setattr(twin, name, tuple(values[name]) if name in ("kinds", "trig") else values[name])
    twin.set_triggers(twin.trig)  # (with its low and high parts)
    twin._by_trigger = {}
    twin._by_bit = [None] * len(twin._by_bit)
    for owner in (0, 1):
        n = state.deck_known[owner]
        twin.deck[owner] = state.deck[owner][:n] + shuffled(state.deck[owner][n:], rng)
    twin._field = twin._found = None
    twin._legal = tuple(twin._compute_legal()) if twin._outcome is None else ()
    return twin


TWINS: dict[str, Callable[[Any, int, random.Random], Any]] = {
    "ccs": ccs_twin, "berserk": berserk_twin}
