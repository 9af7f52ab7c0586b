"""Statistics of a batch of games: Wilson score intervals and a summary per deck.

>>> low, high = wilson(60, 100)
>>> round(low, 3), round(high, 3)
(0.502, 0.691)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deckcheck.batch.runner import GameResult

if TYPE_CHECKING:
    from deckcheck.batch.units import UnitResult

Z95 = 1.959963984540054


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); (0, 1) for no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Rate:
    """A count out of a total, with its Wilson 95% interval."""

    count: int
    total: int

    @property
    def rate(self) -> float:
        return self.count / self.total if self.total else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.count, self.total)

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        return {
            "count": self.count,
            "rate": round(self.rate, 4),
            "ci95": [round(low, 4), round(high, 4)],
        }

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.count} ({self.rate:.1%}, 95% CI {low:.1%}–{high:.1%})"


@dataclass(frozen=True)
class Summary:
    """What a batch of games says about two decks."""

    games: int
    names: tuple[str, str]
    wins: tuple[Rate, Rate]
    draws: Rate
    #: Games won by whichever deck sat first (seat 0 catches first), out of all games.
    first_seat_wins: Rate
    second_seat_wins: Rate
    average_turns: float
    average_decisions: float
    reasons: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    #: How many games were asked for, when fewer were played (Ctrl-C): a partial summary.
    requested: int | None = None

    @property
    def partial(self) -> bool:
        return self.requested is not None

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.games * self.average_decisions / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"games": self.games}
        if self.requested is not None:
            data.update(partial=True, games_requested=self.requested)
        return data | {
            "decks": {
                label: {"name": name, "wins": rate.to_json()}
                for label, name, rate in zip("AB", self.names, self.wins, strict=True)
            },
            "draws": self.draws.to_json(),
            "first_seat_wins": self.first_seat_wins.to_json(),
            "second_seat_wins": self.second_seat_wins.to_json(),
            "average_turns": round(self.average_turns, 2),
            "average_decisions": round(self.average_decisions, 2),
            "end_reasons": dict(sorted(self.reasons.items())),
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 1),
        }


class Tally:
    """Counts over games as they finish: a summary of any number of games in fixed memory."""

    def __init__(self) -> None:
        self.games = 0
        self.wins = [0, 0]
        self.first = self.second = self.draws = 0
        self.turns = self.decisions = 0
        self.reasons: Counter[str] = Counter()

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.turns += result.turns
        self.decisions += result.decisions
        self.reasons[result.reason] += 1
        if result.winner is None:
            self.draws += 1
            return
        self.wins[result.winner] += 1
        if result.winner_seat == 0:
            self.first += 1
        else:
            self.second += 1

    def add_unit(self, unit: UnitResult) -> None:
        """Count a work unit's games (played on a backend: counts, not games, come back)."""
        (a_wins, b_wins, a_draws), (b_first_a_wins, b_first_b_wins, b_draws) = unit.outcomes
        self.games += unit.games
        self.turns += unit.turns
        self.decisions += unit.decisions
        self.reasons.update(dict(unit.reasons))
        self.draws += a_draws + b_draws
        self.wins[0] += a_wins + b_first_a_wins
        self.wins[1] += b_wins + b_first_b_wins
        self.first += a_wins + b_first_b_wins  # the deck that sat first won
        self.second += b_wins + b_first_a_wins

    def summary(
        self, names: tuple[str, str], seconds: float = 0.0, requested: int | None = None
    ) -> Summary:
        """The summary so far; ``requested`` (more than were played) marks it partial."""
        n = self.games
        return Summary(
            games=n,
            names=names,
            wins=(Rate(self.wins[0], n), Rate(self.wins[1], n)),
            draws=Rate(self.draws, n),
            first_seat_wins=Rate(self.first, n),
            second_seat_wins=Rate(self.second, n),
            average_turns=self.turns / n if n else 0.0,
            average_decisions=self.decisions / n if n else 0.0,
            reasons=dict(self.reasons),
            seconds=seconds,
            requested=requested if requested is not None and requested > n else None,
        )


def summarise(
    results: Iterable[GameResult], names: tuple[str, str], seconds: float = 0.0
) -> Summary:
    """Counts and intervals over ``results`` (deck A is deck 0, B is deck 1)."""
    tally = Tally()
    for result in results:
        tally.add(result)
    return tally.summary(names, seconds)
