"""Exact draw odds: the hypergeometric distribution, in integers.

Drawing ``draws`` cards without replacement from ``population`` cards of which
``successes`` are of interest, the chance of at least ``k`` of them is

    1 - sum(C(successes, i) * C(population - successes, draws - i) for i < k) / C(population, draws)

computed with exact integers and one final division, so no rounding builds up.

>>> round(at_least(30, 4, 5, 1), 4)
0.5384
>>> at_least(15, 3, 15, 3)
1.0
"""

from __future__ import annotations

from fractions import Fraction
from math import comb


def at_least_exact(population: int, successes: int, draws: int, k: int) -> Fraction:
    """The exact chance of at least ``k`` successes in ``draws`` cards (a Fraction).

    ``draws`` beyond the population draws the whole population. Raises ValueError for
    negative numbers or more successes than cards.
    """
    if min(population, successes, draws) < 0 or successes > population:
        raise ValueError(f"no such draw: {successes} of {population} cards, {draws} drawn")
    draws = min(draws, population)
    if k <= 0:
        return Fraction(1)
    if k > min(successes, draws):
        return Fraction(0)
    total = comb(population, draws)
    misses = sum(comb(successes, i) * comb(population - successes, draws - i) for i in range(k))
    return 1 - Fraction(misses, total)


def at_least(population: int, successes: int, draws: int, k: int = 1) -> float:
    """:func:`at_least_exact` as a float."""
    return float(at_least_exact(population, successes, draws, k))
