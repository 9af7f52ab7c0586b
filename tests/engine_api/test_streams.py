"""The agents' generator and the seeds of a batch (deckcheck.engine.streams).

The reference values are the published algorithms' own: xoshiro128** from the state
(1, 2, 3, 4), and SplitMix64's first output from the state 0.
"""

from __future__ import annotations

import collections

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deckcheck.batch.runner import derive_seed
from deckcheck.engine.streams import Stream, derive, mix32, mix64


def test_xoshiro128starstar_reference_outputs() -> None:
    stream = Stream()
    stream.setstate((1, 2, 3, 4))
    assert [stream.next32() for _ in range(6)] == [
        11520, 0, 5927040, 70819200, 2031721883, 1637235492
    ]


def test_splitmix64_reference_output() -> None:
    # SplitMix64 from the state 0: the state steps by the golden gamma, then is mixed.
    assert mix64(0x9E3779B97F4A7C15) == 0xE220A8397B1DCDAF


@given(st.integers(min_value=0, max_value=2**70))
def test_mix64_is_splitmix64s_finaliser(value: int) -> None:
    # As written with Python ints (the module works in 32-bit halves: a long product can
    # be stopped by Ctrl-C, which compiled code would take for a failed allocation).
    z = value % 2**64
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 % 2**64
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB % 2**64
    assert mix64(value) == z ^ (z >> 31)


def lowbias32(x: int) -> int:
    """Wellons's lowbias32 as he writes it, with 32-bit products taken modulo 2**32."""
    x ^= x >> 16
    x = x * 0x7FEB352D % 2**32
    x ^= x >> 15
    x = x * 0x846CA68B % 2**32
    return x ^ (x >> 16)


@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_mix32_is_lowbias32(x: int) -> None:
    assert mix32(x) == lowbias32(x)


def test_the_same_seed_gives_the_same_draws_and_another_seed_others() -> None:
    def draws(seed: int) -> list[int]:
        stream = Stream(seed)
        return [stream.next32() for _ in range(50)]

    assert draws(5) == draws(5)
    assert len({tuple(draws(seed)) for seed in range(200)}) == 200
    assert draws(-5) != draws(5)
    assert draws(2**64 + 5) != draws(5)  # every bit of a large seed counts
    # seeds that differ in one bit, high or low, start in unrelated states
    states = {Stream(1 << bit).getstate() for bit in range(63)} | {Stream(0).getstate()}
    assert len(states) == 64
    assert len({word for state in states for word in state}) == 4 * 64


@given(st.integers(min_value=1, max_value=2**80), st.integers(min_value=0, max_value=2**32))
def test_randbelow_and_randrange_stay_in_range(n: int, seed: int) -> None:
    stream = Stream(seed)
    for _ in range(5):
        assert 0 <= stream.randbelow(n) < n
        assert 0 <= stream.randrange(n) < n
        assert 10 <= stream.randrange(10, 10 + n) < 10 + n


@given(st.integers(min_value=0, max_value=200), st.integers(min_value=0, max_value=2**32))
def test_getrandbits_gives_k_bits(k: int, seed: int) -> None:
    assert 0 <= Stream(seed).getrandbits(k) < 2**k


def test_bad_arguments_are_refused() -> None:
    stream = Stream(1)
    with pytest.raises(ValueError):
        stream.randbelow(0)
    with pytest.raises(ValueError):
        stream.getrandbits(-1)
    with pytest.raises(IndexError):
        stream.choice([])
    for state in [(0, 0, 0, 0), (1, 2, 3, 2**32), (-1, 0, 0, 1), (1, 2, 3), (1, 2, 3, 4, 5)]:
        with pytest.raises(ValueError, match="not a state"):
            stream.setstate(state)


def test_draws_are_uniform() -> None:
    # 60,000 draws below 6 and 2**33 + 1 (over 32 bits: the multi-word path), against the
    # chi-squared bound a uniform generator exceeds once in a thousand (5 degrees: 20.5).
    stream = Stream(2026)
    counts = collections.Counter(stream.randbelow(6) for _ in range(60_000))
    assert sum((count - 10_000) ** 2 / 10_000 for count in counts.values()) < 20.5
    big = 2**33 + 1
    sixths = collections.Counter(stream.randbelow(big) * 6 // big for _ in range(60_000))
    assert sum((count - 10_000) ** 2 / 10_000 for count in sixths.values()) < 20.5
    mean = sum(stream.random() for _ in range(60_000)) / 60_000
    assert abs(mean - 0.5) < 0.005  # (six standard errors)


def test_shuffle_is_a_permutation_and_every_order_occurs() -> None:
    stream = Stream(3)
    orders: collections.Counter[tuple[int, ...]] = collections.Counter()
    for _ in range(2400):
        items = [0, 1, 2, 3]
        stream.shuffle(items)
        assert sorted(items) == [0, 1, 2, 3]
        orders[tuple(items)] += 1
    assert len(orders) == 24
    assert sum((count - 100) ** 2 / 100 for count in orders.values()) < 49.7  # 23 degrees


def test_a_copy_draws_the_same_and_apart() -> None:
    stream = Stream(9)
    stream.next32()
    twin = stream.copy()
    assert [twin.next32() for _ in range(10)] == [stream.next32() for _ in range(10)]
    twin.next32()
    assert twin.getstate() != stream.getstate()
    stream.setstate(twin.getstate())
    assert stream.next32() == twin.next32()


def test_derived_seeds() -> None:
    assert derive_seed(3, 4) == derive(3, 4)
    seeds = {derive(seed, index) for seed in range(-20, 20) for index in range(200)}
    assert len(seeds) == 40 * 200
    assert all(0 <= seed < 2**63 for seed in seeds)
    # a game's seed and its seats' agents' seeds are all different
    game = derive(7, 0)
    assert len({game, derive(game, 0), derive(game, 1)}) == 3
    assert derive(10**40, 1) != derive(10**40 + 1, 1)


def test_known_draws_in_every_build() -> None:
    """Fixed numbers: this file also runs under the compiled wheel (CI), where the words
    are machine integers and a wide draw must not be squeezed into one."""
    stream = Stream(2026)
    assert [stream.randbelow(1000) for _ in range(5)] == [528, 243, 567, 161, 684]
    assert stream.randbelow(2**70) == 785805386828367032176
    assert stream.getrandbits(40) == 115977833232
    assert stream.random() == 0.9778606374223908
    assert derive(1, 2) == 7440608919790683985
    assert derive(-1, 2**64) == 9177969322683350861
