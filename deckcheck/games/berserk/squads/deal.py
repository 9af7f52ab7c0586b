"""Dealing: shuffle a deck with a seeded generator and take the top cards.

>>> deal_cards(["VS-001", "VS-002", "VS-003", "VS-004"], seed=7, size=2)
('VS-004', 'VS-002')
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    pass


#: A safety bound, not a rule: a deck is expanded to one id per copy before the shuffle.
MAX_DECK_CARDS = 1000


def expand(deck: Mapping[str, int] | Iterable[str]) -> list[str]:
    """A deck as one id per copy, in the deck's order (``{id: copies}`` or ids)."""
    if isinstance(deck, Mapping):
        return [card_id for card_id, copies in deck.items() for _ in range(int(copies))]
    return list(deck)


def deal_cards(
    deck: Mapping[str, int] | Iterable[str], seed: int | random.Random, size: int = 15
) -> tuple[str, ...]:
    """The first ``size`` cards of the deck shuffled by ``random.Random(seed)``.

    The deck is expanded to one id per copy in its own order, shuffled in place with
    ``Random.shuffle`` and cut; the same deck and seed always deal the same cards (on
    any platform: ``random.Random`` is specified to be reproducible). Pass a
    ``random.Random`` to continue an existing stream (a game engine's).
    """
    cards = expand(deck)
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    rng.shuffle(cards)
    return tuple(cards[:size])
