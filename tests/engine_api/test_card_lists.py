"""The engines' list and bit helpers are the methods they replace (compiled, they work on
machine ints instead of objects): the same result, the same list after, the same error."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deckcheck.engine.base import check_decklists, holds, number_cards, popcount, remove_card
from deckcheck.errors import InputError

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


@given(decks=st.lists(st.dictionaries(st.sampled_from("abcde"), st.integers(0, 4)),
                      min_size=2, max_size=2))
def test_number_cards_numbers_each_seat_by_kind(decks: list[dict[str, int]]) -> None:
    index = {"a": 3, "b": 0, "c": 4, "d": 1, "e": 2}
    kinds, owners = number_cards(index, decks, 40)
    for seat, deck in enumerate(decks):
        mine = [k for k, o in zip(kinds, owners, strict=True) if o == seat]
        assert mine == sorted(index[card] for card, n in deck.items() for _ in range(n))
    assert owners == sorted(owners)  # seat 0's block first


@pytest.mark.parametrize(
    ("deck", "code"),
    [({"a": 10**15}, "DECK_TOO_LARGE"),  # refused before a list of them is made
     ({"a": 30, "b": 11}, "DECK_TOO_LARGE"),
     ({"z": 1}, "UNKNOWN_CARD"),
     ({"a": -1}, "BAD_COUNT"),
     ({"a": True}, "BAD_COUNT")],
)
def test_number_cards_refuses_what_no_engine_lays_out(deck: dict[str, int], code: str) -> None:
    with pytest.raises(InputError) as raised:
        number_cards({"a": 0, "b": 1}, [deck, {}], 40)
    assert raised.value.code == code


@pytest.mark.parametrize("copies", [True, -1, 1.0, "2"])
def test_check_decklists_refuses_a_count_that_is_not_a_whole_number(copies: object) -> None:
    # (compiled too: a count read into an int-typed name would take True as 1)
    with pytest.raises(InputError) as raised:
        check_decklists(({"a": copies}, {}), ("A", "B"), 40)  # type: ignore[dict-item]
    assert raised.value.code == "BAD_COUNT" and "A: a has" in str(raised.value)
