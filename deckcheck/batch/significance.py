"""Whether two win rates differ by more than chance: the two-proportion z-test.

>>> round(two_proportion_p(60, 100, 40, 100), 4)
0.0047
>>> two_proportion_p(5, 10, 5, 10)
1.0
"""

from __future__ import annotations

import math


def two_proportion_p(wins_a: int, games_a: int, wins_b: int, games_b: int) -> float:
    """The two-sided p-value of the pooled two-proportion z-test that ``wins_a/games_a``
    and ``wins_b/games_b`` are the same rate (1.0 when it cannot be told: no games, or
    every game won or every game lost on both sides)."""
    if games_a <= 0 or games_b <= 0:
        return 1.0
    pooled = (wins_a + wins_b) / (games_a + games_b)
    variance = pooled * (1 - pooled) * (1 / games_a + 1 / games_b)
    if variance <= 0:
        return 1.0
    z = (wins_a / games_a - wins_b / games_b) / math.sqrt(variance)
    return math.erfc(abs(z) / math.sqrt(2))
