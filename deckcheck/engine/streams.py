"""Seeds and the agents' random streams: cheap to derive, the same in every build.

A game has one generator of chance, the engine's ``random.Random(seed)`` (its dice and
shuffles; a game's record replays from that seed and the actions). Everything else a
batch needs comes from integers mixed with Wellons's lowbias32, a bijection of 32-bit
words, in rounds of a Feistel network over a seed's two halves:

- :func:`derive` turns a batch's seed and a game's index into the game's seed, and a
  game's seed and a seat into that seat's agent's seed (about 2,000 instructions
  compiled, as a SHA-256 took);
- :class:`Stream` is an agent's generator, and a determinisation's: xoshiro128**
  (Blackman and Vigna 2018; 128 bits of state, period 2**128 - 1), seeded in about
  2,000 instructions where ``random.Random(seed)`` takes 36,000 and copied in four words
  where a Mersenne Twister's copy moves 625; a draw below ``n`` costs about 130.

Different seeds of 0 .. 2**63 - 1 give streams in different states (the rounds are
invertible), and every bit of a seed changes every word of the state. Compiled, the
state is four machine words (``i64``) and every value stays below 2**49, so nothing
overflows and pure Python draws exactly the same numbers.
"""

# deckcheck: compiled (a hot module: see deckcheck.engine.compiled)
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, TypeVar

if TYPE_CHECKING:  # (a machine integer when compiled; a plain int otherwise)
    from mypy_extensions import i64

T = TypeVar("T")

_MASK32: Final = 0xFFFFFFFF
_MASK64: Final = 0xFFFFFFFFFFFFFFFF
#: How a batch seeds its games and their agents. Results kept to be resumed
#: (``tournament --resume``) name it: a file written under another seeding holds other
#: games, and is not mixed in. (1: SHA-256 seeds, agents on ``random.Random``.)
SEEDING: Final = 2

#: 2**64 divided by the golden ratio: SplitMix64's step between successive values.
_GOLDEN: Final = 0x9E3779B97F4A7C15
#: The same for 32 bits.
_GAMMA32: Final = 0x9E3779B9


def mix64(value: int) -> int:
    """SplitMix64's finaliser: a 64-bit value whose every bit depends on every bit of
    ``value`` (taken modulo 2**64); a bijection of 64-bit values. (Only seeds outside
    0 .. 2**63 - 1 come this way.)

    Worked in 32-bit halves, never as a product of Python ints: CPython checks for
    Ctrl-C inside a long multiplication, and compiled code takes the failed product for
    a failed allocation and aborts the process (a tournament stopped with Ctrl-C did).

    >>> mix64(0), mix64(1) != mix64(2)
    (0, True)
    """
    high: i64 = (value >> 32) & 0xFFFFFFFF
    low: i64 = value & 0xFFFFFFFF
    # z ^= z >> 30; z *= 0xBF58476D1CE4E5B9
    low ^= ((low >> 30) | (high << 2)) & 0xFFFFFFFF
    high ^= high >> 30
    high = _mul64_high(low, 0x1CE4E5B9, high, 0xBF58476D)
    low = _mul32(low, 0x1CE4E5B9)
    # z ^= z >> 27; z *= 0x94D049BB133111EB
    low ^= ((low >> 27) | (high << 5)) & 0xFFFFFFFF
    high ^= high >> 27
    high = _mul64_high(low, 0x133111EB, high, 0x94D049BB)
    low = _mul32(low, 0x133111EB)
    # z ^= z >> 31
    low ^= ((low >> 31) | (high << 1)) & 0xFFFFFFFF
    high ^= high >> 31
    return int(high) << 32 | int(low)


def _mul64_high(low: i64, constant_low: i64, high: i64, constant_high: i64) -> i64:
    """The high 32 bits of ``(high:low) * (constant_high:constant_low) mod 2**64``: the
    high half of ``low * constant_low`` (in 16-bit pieces) and the two cross products'
    low halves."""
    a1 = low >> 16
    a0 = low & 0xFFFF
    b1 = constant_low >> 16
    b0 = constant_low & 0xFFFF
    middle = a0 * b1 + a1 * b0  # (below 2**33)
    carry = (a0 * b0 + ((middle & 0xFFFF) << 16)) >> 32
    return (a1 * b1 + (middle >> 16) + carry + _mul32(low, constant_high)
            + _mul32(high, constant_low)) & 0xFFFFFFFF


def _mul32(x: i64, c: i64) -> i64:
    """``(x * c) mod 2**32`` for 32-bit ``x`` and ``c``, in two products below 2**49: a
    product of two 32-bit words would not fit a machine word compiled (nor its tag)."""
    return ((x & 0xFFFF) * c + (((x >> 16) * (c & 0xFFFF)) << 16)) & 0xFFFFFFFF


def mix32(x: i64) -> i64:
    """A bijection of 32-bit values whose every output bit depends on every input bit
    (Wellons's lowbias32, from his hash prospector).

    >>> mix32(0), mix32(1) != mix32(2)
    (0, True)
    """
    x ^= x >> 16
    x = _mul32(x, 0x7FEB352D)
    x ^= x >> 15
    x = _mul32(x, 0x846CA68B)
    return x ^ (x >> 16)


def _round(half: i64, key: i64) -> i64:
    """One round of the Feistel network that seeds and derives: ``half`` mixed with the
    mixed ``key``; for one key, a bijection of ``half`` (so rounds can be undone)."""
    return mix32(half ^ mix32((key + _GAMMA32) & 0xFFFFFFFF))


def _word(seed: int) -> i64:
    """``seed`` as a machine word: itself when it is one of 0 .. 2**63 - 1 (the usual
    seed), otherwise every bit of it and its sign mixed into 63 bits."""
    if 0 <= seed <= 0x7FFFFFFFFFFFFFFF:
        return seed
    return _fold(seed) >> 1


def _fold(seed: int) -> int:
    """Any integer as 64 bits: each 64-bit piece of its magnitude mixed into the last,
    the sign too."""
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

    Three rounds of a Feistel network over the seed's two 32-bit halves, keyed by the
    index: for one index, different seeds give different results but for one bit in
    2**63 (the top bit is dropped); for one seed, so do different indices.

    >>> derive(1, 0) == derive(1, 0) != derive(1, 1)
    True
    >>> 0 <= derive(-5, 10**30) < 2**63
    True
    """
    word = _word(seed)
    key = _word(index)
    low = _round(word & 0xFFFFFFFF, key)
    high = _round(word >> 32, low ^ (key >> 32))
    low = _round(low, high)
    return (high & 0x7FFFFFFF) << 32 | low


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
    _s0: i64
    _s1: i64
    _s2: i64
    _s3: i64

    def __init__(self, seed: int = 0) -> None:
        # Each word mixes the last two (rounds of a Feistel network over the seed's
        # halves): different seeds of 0 .. 2**63 - 1 give different first two words.
        word = _word(seed)
        s0 = _round(word & 0xFFFFFFFF, word >> 32)
        s1 = _round(word >> 32, s0)
        s2 = _round(s0, s1)
        s3 = _round(s1, s2)
        self._s0 = s0 if s0 | s1 | s2 | s3 else 1  # (all zero: the state it never leaves)
        self._s1 = s1
        self._s2 = s2
        self._s3 = s3

    def next32(self) -> i64:
        """The next 32 random bits."""
        # The words are machine integers when compiled (i64: no tag checks, no boxing);
        # every value stays below 2**43, so they never overflow, and Python ints give
        # the same numbers. (One name a line: a tuple assignment would build a tuple.)
        s0 = self._s0
        s1 = self._s1
        s2 = self._s2 ^ s0
        s3 = self._s3 ^ s1
        scrambled = (s1 * 5) & 0xFFFFFFFF
        rotated = ((scrambled << 7) | (scrambled >> 25)) & 0xFFFFFFFF
        self._s0 = s0 ^ s3
        self._s1 = s1 ^ s2
        self._s2 = s2 ^ ((s1 << 9) & 0xFFFFFFFF)
        self._s3 = ((s3 << 11) | (s3 >> 21)) & 0xFFFFFFFF
        return (rotated * 9) & 0xFFFFFFFF

    def getrandbits(self, k: int) -> int:
        """A random integer of ``k`` bits (0 <= value < 2**k)."""
        if k <= 32:
            if k <= 0:
                if k < 0:
                    raise ValueError("number of bits must be non-negative")
                return 0
            shift: i64 = 32 - k
            return self.next32() >> shift
        value = 0
        bits = 0
        while bits < k:
            value |= int(self.next32()) << bits  # (a Python int: it grows past 64 bits)
            bits += 32
        return value & ((1 << k) - 1)

    def randbelow(self, n: int) -> int:
        """A random integer in ``0 .. n-1`` (``n`` >= 1), without bias: ``n``'s number of
        bits drawn again while too large, as ``random.Random`` does."""
        if n <= 0:
            raise ValueError(f"empty range for randbelow({n})")
        bits = n.bit_length()
        if bits <= 32:  # (the usual case, written out: one call a draw)
            below: i64 = n
            shift: i64 = 32 - bits
            value = self.next32() >> shift
            while value >= below:
                value = self.next32() >> shift
            return value
        # (Names of their own: compiled, ``value`` above is a machine word, and these
        # numbers are wider.)
        wide = self.getrandbits(bits)
        while wide >= n:
            wide = self.getrandbits(bits)
        return wide

    def randrange(self, start: int, stop: int | None = None) -> int:
        """A random integer in ``0 .. start-1``, or in ``start .. stop-1``."""
        if stop is None:
            return self.randbelow(start)
        return start + self.randbelow(stop - start)

    def random(self) -> float:
        """A random float in [0, 1) with 53 random bits (two draws)."""
        high = self.next32() >> 5
        low = self.next32() >> 6
        return (float(high) * 67108864.0 + float(low)) * (1.0 / 9007199254740992.0)

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
        other._s0 = self._s0
        other._s1 = self._s1
        other._s2 = self._s2
        other._s3 = self._s3
        return other

    def getstate(self) -> tuple[int, int, int, int]:
        """The generator's state, for :meth:`setstate`."""
        return (int(self._s0), int(self._s1), int(self._s2), int(self._s3))

    def setstate(self, state: tuple[int, ...]) -> None:
        """Go back to a state :meth:`getstate` gave."""
        if len(state) != 4 or any(not 0 <= word <= _MASK32 for word in state) \
                or not any(state):
            raise ValueError(f"not a state of this generator: {state!r}")
        self._s0 = state[0]
        self._s1 = state[1]
        self._s2 = state[2]
        self._s3 = state[3]


#: What a determinisation may draw from: an agent's :class:`Stream` or a
#: ``random.Random`` (a caller's own, or an engine's).
Rng = random.Random | Stream
