"""Work units: a chunk of one pairing's games, the piece of work every backend runs.

A unit is a :class:`~deckcheck.batch.runner.Matchup`, the pairing's seed and a range of
game indices ``start .. stop-1``; game ``i`` is played by
:func:`~deckcheck.batch.runner.play_game` with the seed
:func:`derive_seed(seed, i) <deckcheck.batch.runner.derive_seed>` and the seats of
:func:`~deckcheck.batch.runner.seating`. Nothing in a unit depends on where or when it
runs, so any executor — one process, a process pool, a Ray cluster, a run resumed from
a results file — gives the same counts as ``--jobs 1``; the counts of a unit
(:class:`UnitResult`) are sums, so the order units finish in changes nothing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from deckcheck.batch.runner import Matchup, play_game

#: Outcomes of a game as counted by a unit: deck A won, deck B won, a draw.
OUTCOMES = ("a_wins", "b_wins", "draws")


def pairing_seed(seed: int, key: str) -> int:
    """The seed of the pairing named ``key`` in a run seeded with ``seed`` (63 bits)."""
    digest = hashlib.sha256(f"deckcheck-pairing/{seed}/{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass(frozen=True)
class WorkUnit:
    """Games ``start .. stop-1`` of the pairing ``key`` (a matchup and its seed)."""

    key: str
    matchup: Matchup
    seed: int
    start: int
    stop: int

    @property
    def games(self) -> int:
        return self.stop - self.start

    @property
    def id(self) -> str:
        return f"{self.key}@{self.start}"


@dataclass(frozen=True)
class UnitResult:
    """What a unit's games came to: outcome counts by the deck that sat first.

    ``outcomes[f][k]``: games in which deck ``f`` (0 is A, 1 is B) sat first and whose
    outcome was ``OUTCOMES[k]``. Every other figure (wins, draws, the first seat's
    share) follows from these six numbers.
    """

    key: str
    start: int
    stop: int
    outcomes: tuple[tuple[int, int, int], tuple[int, int, int]]
    turns: int = 0
    decisions: int = 0
    #: How the games ended: (reason code, games), sorted.
    reasons: tuple[tuple[str, int], ...] = ()

    @property
    def id(self) -> str:
        return f"{self.key}@{self.start}"

    @property
    def games(self) -> int:
        return sum(map(sum, self.outcomes))

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "start": self.start,
            "stop": self.stop,
            "a_first": list(self.outcomes[0]),
            "b_first": list(self.outcomes[1]),
            "turns": self.turns,
            "decisions": self.decisions,
            "reasons": dict(self.reasons),
        }

    @classmethod
    def from_json(cls, data: object) -> UnitResult:
        """A unit result read back; ``ValueError`` when ``data`` is not one.

        Every field is checked for its type before it is used: a file read back may hold
        anything JSON can (a list where a map belongs, a float, ``true``, a nested mess).
        """
        if not isinstance(data, Mapping) or set(data) != _UNIT_FIELDS:
            raise ValueError("not a unit result (its fields)")
        for name in ("start", "stop", "turns", "decisions"):
            if not _count(data.get(name)):
                raise ValueError(f"not a unit result ({name} is not a count)")
        key = data.get("key")
        if not isinstance(key, str) or not key or len(key) > 200:
            raise ValueError("not a unit result (its key)")
        rows = []
        for name in ("a_first", "b_first"):
            row = data.get(name)
            if not isinstance(row, list) or len(row) != 3 or not all(map(_count, row)):
                raise ValueError(f"not a unit result ({name}: three outcome counts)")
            rows.append(tuple(row))
        reasons = data["reasons"]
        if not isinstance(reasons, Mapping) or len(reasons) > 100:
            raise ValueError("not a unit result (reasons)")
        if not all(isinstance(k, str) and _count(v) for k, v in reasons.items()):
            raise ValueError("not a unit result (reasons)")
        result = cls(
            key=key,
            start=data["start"],
            stop=data["stop"],
            outcomes=(rows[0], rows[1]),
            turns=data["turns"],
            decisions=data["decisions"],
            reasons=tuple(sorted(reasons.items())),
        )
        if result.games != result.stop - result.start:
            raise ValueError("not a unit result (its counts do not add up to its games)")
        return result


#: The fields of a unit result's JSON (:meth:`UnitResult.to_json`).
_UNIT_FIELDS = frozenset(
    ("key", "start", "stop", "a_first", "b_first", "turns", "decisions", "reasons")
)


def _count(value: object) -> bool:
    """A count read back: a whole number of at least 0 (``true`` and ``2.0`` are not)."""
    return type(value) is int and value >= 0


def run_unit(unit: WorkUnit) -> UnitResult:
    """Play a unit's games; the same counts wherever and whenever it runs."""
    counts = [[0, 0, 0], [0, 0, 0]]
    turns = decisions = 0
    reasons: dict[str, int] = {}
    for index in range(unit.start, unit.stop):
        result, _ = play_game(unit.matchup, index, unit.seed)
        outcome = 2 if result.winner is None else result.winner
        counts[result.first_deck][outcome] += 1
        turns += result.turns
        decisions += result.decisions
        reasons[result.reason] = reasons.get(result.reason, 0) + 1
    return UnitResult(
        unit.key,
        unit.start,
        unit.stop,
        (tuple(counts[0]), tuple(counts[1])),  # type: ignore[arg-type]
        turns,
        decisions,
        tuple(sorted(reasons.items())),
    )


def default_chunk(games: int) -> int:
    """Games per unit: enough to amortise a unit's overhead (see the measurement in
    ``docs/benchmarks.md``), few enough that Ctrl-C, a progress bar and a resumed run lose
    little. Always even, so that each unit seats both decks first equally often."""
    chunk = min(100, max(2, games // 4))
    return chunk + chunk % 2


def plan_units(
    key: str, matchup: Matchup, seed: int, games: int, chunk: int | None = None
) -> Iterator[WorkUnit]:
    """The units of ``games`` games of one pairing, ``chunk`` games each (the last fewer),
    made as they are taken: a billion games are not a million units in memory."""
    step = max(1, chunk or default_chunk(games))
    for start in range(0, games, step):
        yield WorkUnit(key, matchup, seed, start, min(games, start + step))


@dataclass
class PairTally:
    """Counts of one pairing over the units that finished: deck A against deck B."""

    outcomes: list[list[int]]
    turns: int = 0
    decisions: int = 0

    @classmethod
    def empty(cls) -> PairTally:
        return cls([[0, 0, 0], [0, 0, 0]])

    @classmethod
    def of(cls, results: Iterable[UnitResult]) -> PairTally:
        tally = cls.empty()
        for result in results:
            tally.add(result)
        return tally

    def add(self, result: UnitResult | PairTally) -> None:
        """Count a unit's games (or another tally's) in."""
        for first in (0, 1):
            for k in range(3):
                self.outcomes[first][k] += result.outcomes[first][k]
        self.turns += result.turns
        self.decisions += result.decisions

    def swapped(self) -> PairTally:
        """The same games seen from deck B (B becomes A)."""
        a_first, b_first = self.outcomes
        return PairTally(
            [[b_first[1], b_first[0], b_first[2]], [a_first[1], a_first[0], a_first[2]]],
            self.turns,
            self.decisions,
        )

    @property
    def games(self) -> int:
        return sum(map(sum, self.outcomes))

    @property
    def wins(self) -> int:
        """Deck A's wins."""
        return self.outcomes[0][0] + self.outcomes[1][0]

    @property
    def losses(self) -> int:
        return self.outcomes[0][1] + self.outcomes[1][1]

    @property
    def draws(self) -> int:
        return self.outcomes[0][2] + self.outcomes[1][2]

    @property
    def first_seat_wins(self) -> int:
        """Games won by whichever deck sat first."""
        return self.outcomes[0][0] + self.outcomes[1][1]

    def to_json(self) -> dict[str, Any]:
        from deckcheck.batch.summary import Rate

        split = {
            label: {"games": sum(row), **dict(zip(("wins", "losses", "draws"), row, strict=True))}
            for label, row in zip(("a_first", "b_first"), self.outcomes, strict=True)
        }
        return {
            "games": self.games,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "win_rate": Rate(self.wins, self.games).to_json(),
            "first_seat": split,
            "first_seat_wins": Rate(self.first_seat_wins, self.games).to_json(),
        }


def unit_bytes(data: Mapping[str, Any]) -> bytes:
    """A unit result's JSON in one canonical spelling: what its checksum is taken of."""
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
