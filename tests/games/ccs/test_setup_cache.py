"""A game's set-up reuses the layout of decks it laid out before (a batch plays one
matchup thousands of times), and never the layout of decks that have changed since."""

from __future__ import annotations

import pytest

from deckcheck.engine.base import frozen_deck, is_frozen_deck
from deckcheck.games.ccs.engine import new_game
from deckcheck.games.engines import get_game
from tests.engine_api.helpers import seat_card_ids


def test_a_deck_changed_in_place_is_laid_out_anew() -> None:
    deck_a, deck_b = (dict(deck) for deck in get_game("ccs").sample_decks())
    before = new_game(deck_a, deck_b, seed=1)
    card = next(card_id for card_id in deck_a if not card_id.startswith("CS"))
    deck_a[card] -= 1  # the same object, one card fewer
    after = new_game(deck_a, deck_b, seed=1)
    assert len(seat_card_ids(after, 0)) == len(seat_card_ids(before, 0)) - 1
    assert seat_card_ids(after, 0).count(card) == seat_card_ids(before, 0).count(card) - 1
    assert seat_card_ids(after, 1) == seat_card_ids(before, 1)


def test_a_frozen_deck_is_the_deck_and_cannot_change() -> None:
    deck_a, deck_b = get_game("ccs").sample_decks()
    frozen_a, frozen_b = frozen_deck(deck_a), frozen_deck(deck_b)
    assert dict(frozen_a) == deck_a and is_frozen_deck(frozen_a)
    assert not is_frozen_deck(deck_a) and not is_frozen_deck(dict(frozen_a))
    with pytest.raises(TypeError):
        frozen_a["C1"] = 9  # type: ignore[index]
    deck_a[next(iter(deck_a))] += 1  # the original changes; the frozen copy does not
    assert dict(frozen_a) != deck_a
    plain = new_game(dict(frozen_a), dict(frozen_b), seed=3)
    first = new_game(frozen_a, frozen_b, seed=3)  # lays them out
    again = new_game(frozen_a, frozen_b, seed=3)  # reuses that layout
    for game in (first, again):
        assert game.kinds == plain.kinds and game.deck == plain.deck
    assert again.kinds is first.kinds
