"""Recruitment clauses: the bundled squad catalogue and rules, and recruiting in a game by
the offer's words."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from deckcheck.catalog.load import load_catalogue
from deckcheck.games.berserk.engine.state import State
from deckcheck.games.berserk.squads import check_squad
from deckcheck.games.berserk.squads.model import SquadCard
from deckcheck.games.berserk.squads.optimise import squad_key
from deckcheck.games.berserk.squads.rules import squad_rules
from tests.games.berserk.helpers import (
    A,
    do,
)

CATALOGUE = load_catalogue("berserk")


RULES = squad_rules()


def recruit(state: State, card_id: str) -> None:
    """Recruit one dealt copy of ``card_id`` for the seat to move."""
    seat = state.to_move
    dealt = next(c for c in state.deal[seat] if state.cards.ids[state.kinds[c]] == card_id)
    do(state, A.RECRUIT, dealt)


def offered_ids(state: State) -> set[str]:
    return {state.cards.ids[state.kinds[(a >> 4) & 255]]
            for a in state.legal_actions() if a & 15 == A.RECRUIT}


def brute_force_key(deal: Sequence[str], seat: str) -> tuple[object, ...]:
    """The best squad key over every subset of the dealt positions, legal by check_squad."""
    best = None
    for size in range(len(deal) + 1):
        for combo in itertools.combinations(deal, size):
            if check_squad(list(combo), CATALOGUE, RULES, seat).legal:
                key = squad_key((SquadCard.from_card(CATALOGUE.card(i)), 1) for i in combo)
                best = key if best is None or key < best else best
    assert best is not None
    return best


def recruit_as(state: State, card_id: str, words: str) -> None:
    """Recruit a dealt ``card_id`` as the variant whose action says ``words``."""
    seat = state.to_move
    dealt = next(c for c in state.deal[seat] if state.cards.ids[state.kinds[c]] == card_id)
    for action in state.legal_actions():
        if action & 15 == A.RECRUIT and (action >> 4) & 255 == dealt \
                and words in state.describe(action):
            state.apply(action)
            return
    raise AssertionError(f"no recruit action of {card_id} saying {words!r}")


def recruit_words(state: State, card_id: str) -> list[str]:
    return [state.describe(a) for a in state.legal_actions()
            if a & 15 == A.RECRUIT and state.cards.ids[state.kinds[(a >> 4) & 255]] == card_id]


def play_until_the_battle(state: State) -> None:
    """Finish both recruitments (the first card offered, then end) and placements."""
    while state.phase in (0, 1):  # recruit, place
        actions = state.legal_actions()
        if A.END in actions and state.recruited[state.to_move]:
            state.apply(A.END)
        else:
            state.apply(next(a for a in actions if a & 15 in (A.RECRUIT, A.PLACE)))


DEAL_15 = ["NT-187", "VS-001", "VS-068", "VS-067", "VS-093", "VS-058", "VS-047", "VS-036",
           "VS-050", "VS-084", "VS-061", "VS-081", "VS-035", "VS-043", "VS-074"]
