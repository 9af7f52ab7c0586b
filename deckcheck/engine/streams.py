"""Seeds and the agents' random streams: cheap to derive, the same in every build.

A game has one generator of chance, the engine's ``random.Random(seed)`` (its dice and
shuffles; a game's record replays from that seed and the actions). Everything else a
batch needs is derived from integers with SplitMix64's mixing function (Steele, Lea and
Flood 2014), a handful of integer operations where ``random.Random(seed)`` costs about
26,000 instructions and a SHA-256 about 2,000:

- :func:`derive` turns a batch's seed and a game's index into the game's seed, and a
  game's seed and a seat into that seat's agent's seed;
- :class:`Stream` is an agent's generator: xoshiro128** (Blackman and Vigna 2018; 128
  bits of state, period 2**128 - 1), seeded from the mixed seed as its authors advise.

Streams seeded from different seeds are independent for any practical purpose (the
mixer is a bijection of 64-bit values, so different seeds of up to 64 bits give
different states). Every operation works on values below 2**64 with explicit masks, so
compiled and pure Python builds draw exactly the same numbers.
"""

# deckcheck: compiled (a hot module: see deckcheck.engine.compiled)
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final, TypeVar

T = TypeVar("T")

_MASK32: Final = 0xFFFFFFFF
_MASK64: Final = 0xFFFFFFFFFFFFFFFF
#: How a batch seeds its games and their agents. Results kept to be resumed
#: (``tournament --resume``) name it: a file written under another seeding holds other
#: games, and is not mixed in. (1: SHA-256 seeds, agents on ``random.Random``.)
SEEDING: Final = 2

#: 2**64 divided by the golden ratio: SplitMix64's step between successive values.
_GOLDEN: Final = 0x9E3779B97F4A7C15


def mix64(value: int) -> int:
    """SplitMix64's finaliser: a 64-bit value whose every bit depends on every bit of
    ``value`` (taken modulo 2**64); a bijection of 64-bit values.

    >>> mix64(0), mix64(1) != mix64(2)
    (0, True)
    """
    z = value & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


def _fold(seed: int) -> int:
    """Any integer as 64 bits: each 64-bit piece of its magnitude mixed into the last, the
    sign too (a seed of up to 63 bits, the usual one, costs one mix)."""
    magnitude = -seed if seed < 0 else seed
    folded = _GOLDEN if seed < 0 else 0
    while True:
        folded = mix64(folded + (magnitude & _MASK64) + _GOLDEN)
        magnitude >>= 64
        if not magnitude:
            return folded


def derive(seed: int, index: int) -> int:
    """A 63-bit seed for the ``index``-th thing seeded from ``seed`` (a game of a batch, a
    seat of a game): the same for the same pair, unrelated across pairs.

    >>> derive(1, 0) == derive(1, 0) != derive(1, 1)
    True
    >>> 0 <= derive(-5, 10**30) < 2**63
    True
    """
    return mix64(_fold(seed) + _fold(index) * _GOLDEN + _GOLDEN) >> 1


class Stream:
    """An agent's generator: xoshiro128** over 32-bit words, with the methods of
    ``random.Random`` that agents and determinisations use (``getrandbits``,
    ``randrange``, ``random``, ``shuffle``, ``choice``).

    >>> a, b = Stream(7), Stream(7)
    >>> [a.randrange(10) for _ in range(5)] == [b.randrange(10) for _ in range(5)]
    True
    >>> 0.0 <= Stream(1).random() < 1.0
    True
    """

    __slots__ = ("_s0", "_s1", "_s2", "_s3")

    def __init__(self, seed: int = 0) -> None:
        folded = _fold(seed)
        low = mix64(folded + _GOLDEN)
        high = mix64(folded + 2 * _GOLDEN)
        self._s0 = low & _MASK32
        self._s1 = low >> 32
        self._s2 = high & _MASK32
        self._s3 = high >> 32
        if not (self._s0 | self._s1 | self._s2 | self._s3):
            self._s0 = 1  # (the one state the generator never leaves)

    def next32(self) -> int:
        """The next 32 random bits."""
        s0, s1, s2, s3 = self._s0, self._s1, self._s2, self._s3
        scrambled = (s1 * 5) & _MASK32
        result = ((((scrambled << 7) | (scrambled >> 25)) & _MASK32) * 9) & _MASK32
        shifted = (s1 << 9) & _MASK32
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= shifted
        self._s0, self._s1, self._s2 = s0, s1, s2
        self._s3 = ((s3 << 11) | (s3 >> 21)) & _MASK32
        return result

    def getrandbits(self, k: int) -> int:
        """A random integer of ``k`` bits (0 <= value < 2**k)."""
        if k <= 32:
            if k <= 0:
                if k < 0:
                    raise ValueError("number of bits must be non-negative")
                return 0
            return self.next32() >> (32 - k)
        value = 0
        bits = 0
        while bits < k:
            value |= self.next32() << bits
            bits += 32
        return value & ((1 << k) - 1)

    def randbelow(self, n: int) -> int:
        """A random integer in ``0 .. n-1`` (``n`` >= 1), without bias: ``n``'s number of
        bits drawn again while too large, as ``random.Random`` does."""
        if n <= 0:
            raise ValueError(f"empty range for randbelow({n})")
        bits = n.bit_length()
        if bits <= 32:  # (the usual case, written out: one call a draw)
            shift = 32 - bits
            value = self.next32() >> shift
            while value >= n:
                value = self.next32() >> shift
            return value
        value = self.getrandbits(bits)
        while value >= n:
            value = self.getrandbits(bits)
        return value

    def randrange(self, start: int, stop: int | None = None) -> int:
        """A random integer in ``0 .. start-1``, or in ``start .. stop-1``."""
        if stop is None:
            return self.randbelow(start)
        return start + self.randbelow(stop - start)

    def random(self) -> float:
        """A random float in [0, 1) with 53 random bits (two draws)."""
        high = self.next32() >> 5
        low = self.next32() >> 6
        return (high * 67108864.0 + low) * (1.0 / 9007199254740992.0)

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place (Fisher and Yates, from the end)."""
        i = len(items) - 1
        while i > 0:
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1

    def choice(self, items: Sequence[T]) -> T:
        """A random element of the non-empty ``items``."""
        if not items:
            raise IndexError("cannot choose from an empty sequence")
        return items[self.randbelow(len(items))]

    def copy(self) -> Stream:
        """An independent copy that draws the same numbers from here on."""
        other = Stream()  # (compiled, a class cannot be made without its __init__)
        other._s0, other._s1, other._s2, other._s3 = self._s0, self._s1, self._s2, self._s3
        return other

    def getstate(self) -> tuple[int, int, int, int]:
        """The generator's state, for :meth:`setstate`."""
        return (self._s0, self._s1, self._s2, self._s3)

    def setstate(self, state: tuple[int, int, int, int]) -> None:
        """Go back to a state :meth:`getstate` gave."""
        s0, s1, s2, s3 = state
        if any(not 0 <= word <= _MASK32 for word in state) or not (s0 | s1 | s2 | s3):
            raise ValueError(f"not a state of this generator: {state!r}")
        self._s0, self._s1, self._s2, self._s3 = s0, s1, s2, s3


#: What a determinisation may draw from: an agent's :class:`Stream` or a
#: ``random.Random`` (a caller's own, or an engine's).
Rng = random.Random | Stream
