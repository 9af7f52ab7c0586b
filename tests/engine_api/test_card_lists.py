"""The engines' list and bit helpers are the methods they replace (compiled, they work on
machine ints instead of objects): the same result, the same list after, the same error."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deckcheck.engine.base import holds, popcount, remove_card

cards = st.lists(st.integers(min_value=0, max_value=2**40), max_size=12)


@given(cards=cards, card=st.integers(min_value=0, max_value=2**40))
def test_holds_is_in(cards: list[int], card: int) -> None:
    assert holds(cards, card) == (card in cards)


@given(cards=cards, pick=st.integers(min_value=0, max_value=20))
def test_remove_card_is_list_remove(cards: list[int], pick: int) -> None:
    card = cards[pick % len(cards)] if cards and pick < 15 else 2**41 + pick  # absent at times
    ours, theirs = cards[:], cards[:]
    try:
        theirs.remove(card)
    except ValueError:
        with pytest.raises(ValueError, match=f"card {card} is not in the list"):
            remove_card(ours, card)
    else:
        remove_card(ours, card)
    assert ours == theirs


@given(mask=st.integers(min_value=0, max_value=2**70))
def test_popcount_is_bit_count(mask: int) -> None:
    assert popcount(mask) == mask.bit_count()


def test_popcount_refuses_a_negative_mask() -> None:
    with pytest.raises(ValueError, match="at least 0"):
        popcount(-1)
