"""The engines' shuffle and generator are the standard library's: same order, same
draws, same state (a faster copy must not change a single game)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from deckcheck.engine.base import game_generator, shuffle


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


@given(seed=st.integers(min_value=0, max_value=2**80))
def test_a_game_generator_is_random_random_of_its_seed(seed: int) -> None:
    ours, theirs = game_generator(seed), random.Random(seed)
    assert type(ours) is random.Random
    assert ours.getstate() == theirs.getstate()
    assert [ours.getrandbits(9) for _ in range(5)] == [theirs.getrandbits(9) for _ in range(5)]
    assert ours.random() == theirs.random()
