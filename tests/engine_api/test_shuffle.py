"""The engines' shuffle is the standard library's: same order, same draws (a faster copy
must not change a single game)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from deckcheck.engine.base import shuffle


@given(seed=st.integers(min_value=0, max_value=2**64), size=st.integers(0, 1100))
def test_shuffle_is_random_shuffle(seed: int, size: int) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    a, b = list(range(size)), list(range(size))
    shuffle(a, ours)
    theirs.shuffle(b)
    assert a == b
    assert ours.getstate() == theirs.getstate()


def test_another_generator_shuffles_by_its_own_method() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            x.reverse()

    cards = [1, 2, 3]
    shuffle(cards, Reversing(0))
    assert cards == [3, 2, 1]
