"""Tournaments: many decks, each pairing a batch of games, as work units on any backend.

* **round-robin** plays every pair of decks; **gauntlet** the first deck against each
  other one; **swiss** plays rounds, each pairing decks of like standing (match points:
  a pairing won — more wins than losses — is 1, an even one ½, a bye 1) that have not met
  yet, the lowest deck without a bye sitting out when the number is odd.
* Each pairing plays ``games_per_pair`` games (an even number: decks alternate seats, so
  each sits first in half of them), as units of :mod:`deckcheck.batch.units` seeded by
  :func:`~deckcheck.batch.units.pairing_seed` from the tournament's seed and the
  pairing's key (``"0-3"``; ``"r2:0-3"`` in Swiss round 2). Results are counts, so any
  backend, any ``--jobs`` and a resumed run come to the same numbers; Swiss rounds are
  paired from those numbers, so they too are the same.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any

from deckcheck.batch.backends import Backend
from deckcheck.batch.runner import Matchup
from deckcheck.batch.summary import Z95, Rate
from deckcheck.batch.units import (
    PairTally,
    UnitResult,
    WorkUnit,
    default_chunk,
    pairing_seed,
    plan_units,
)
from deckcheck.engine.streams import SEEDING

MODES = ("round-robin", "gauntlet", "swiss")


@dataclass(frozen=True)
class Entrant:
    """A deck in a tournament: its name, file, cards and the agent that plays it."""

    name: str
    file: str
    cards: Mapping[str, int]
    agent: str = "random"


@dataclass(frozen=True)
class Tournament:
    """Everything that decides a tournament's games (and nothing that does not)."""

    game: str
    entrants: tuple[Entrant, ...]
    mode: str = "round-robin"
    games_per_pair: int = 100
    seed: int = 0
    rules: Any = None
    rules_hash: str = ""
    #: Games per work unit (None: :func:`~deckcheck.batch.units.default_chunk`).
    chunk: int | None = None
    #: Swiss rounds (None: ⌈log2 decks⌉).
    rounds: int | None = None

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"no tournament mode {self.mode!r}; choose one of {MODES}")
        if len(self.entrants) < 2:
            raise ValueError("a tournament needs at least two decks")

    @property
    def swiss_rounds(self) -> int:
        return self.rounds or max(1, math.ceil(math.log2(len(self.entrants))))

    @property
    def games(self) -> int:
        """Games per pairing: ``games_per_pair`` made even."""
        return self.games_per_pair + self.games_per_pair % 2

    def identity(self) -> dict[str, Any]:
        """What a results file must have been written for, to be resumed by this run."""
        return {
            "game": self.game,
            "mode": self.mode,
            "games_per_pair": self.games,
            "seed": self.seed,
            "rules_hash": self.rules_hash,
            "seeding": SEEDING,
            "chunk": self.chunk,
            "rounds": self.swiss_rounds if self.mode == "swiss" else None,
            "decks": [
                {"name": e.name, "agent": e.agent, "cards": dict(sorted(e.cards.items()))}
                for e in self.entrants
            ],
        }

    def digest(self) -> str:
        text = json.dumps(self.identity(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def planned_games(self) -> int:
        n = len(self.entrants)
        pairs = {
            "round-robin": n * (n - 1) // 2,
            "gauntlet": n - 1,
            "swiss": self.swiss_rounds * (n // 2),
        }[self.mode]
        return pairs * self.games

    def matchup(self, a: int, b: int) -> Matchup:
        first, second = self.entrants[a], self.entrants[b]
        return Matchup(
            self.game,
            (dict(first.cards), dict(second.cards)),
            (first.name, second.name),
            (first.agent, second.agent),
            self.rules,
        )

    @property
    def chunk_size(self) -> int:
        return self.chunk or default_chunk(self.games)

    def is_unit(self, start: int, stop: int) -> bool:
        """Whether games ``start .. stop-1`` are one of a pairing's units."""
        step = self.chunk_size
        return (
            0 <= start < self.games and start % step == 0 and stop == min(self.games, start + step)
        )

    def units(self, key: str, a: int, b: int) -> Iterator[WorkUnit]:
        seed = pairing_seed(self.seed, key)
        return plan_units(key, self.matchup(a, b), seed, self.games, self.chunk_size)


def pair_of(key: str) -> tuple[int, int]:
    """The decks of a pairing key: ``"r2:0-3"`` → (0, 3)."""
    a, b = key.rsplit(":", 1)[-1].split("-")
    return int(a), int(b)


@dataclass
class Standing:
    """One deck's record over every game it played."""

    index: int
    name: str
    wins: int = 0
    losses: int = 0
    draws: int = 0
    points: float = 0.0
    byes: int = 0
    opponents: set[int] = field(default_factory=set)

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def rate(self) -> Rate:
        return Rate(self.wins, self.games)


@dataclass(frozen=True)
class FieldRate:
    """A deck's win rate against a field: opponents weighted by their share."""

    rate: float
    low: float
    high: float


class Results:
    """The counts of a tournament so far, by pairing key."""

    def __init__(self, tournament: Tournament):
        self.tournament = tournament
        self.by_key: dict[str, PairTally] = {}
        self.byes: dict[int, int] = {}
        self.games = 0

    def add(self, result: UnitResult) -> None:
        self.by_key.setdefault(result.key, PairTally.empty()).add(result)
        self.games += result.games

    @property
    def partial(self) -> bool:
        return self.games < self.tournament.planned_games()

    def cell(self, a: int, b: int) -> PairTally | None:
        """Deck ``a`` against deck ``b`` over every game they played (None: none)."""
        total: PairTally | None = None
        for key, tally in self.by_key.items():
            pair = pair_of(key)
            if pair == (a, b):
                seen = tally
            elif pair == (b, a):
                seen = tally.swapped()
            else:
                continue
            total = total or PairTally.empty()
            total.add(seen)
        return total

    def standings(self) -> list[Standing]:
        """Decks by win rate (Swiss: match points first), then in the order given."""
        rows = [Standing(i, e.name) for i, e in enumerate(self.tournament.entrants)]
        for i, count in self.byes.items():
            rows[i].points += count
            rows[i].byes += count
        for key, tally in self.by_key.items():
            a, b = pair_of(key)
            for me, other, seen in ((a, b, tally), (b, a, tally.swapped())):
                row = rows[me]
                row.wins += seen.wins
                row.losses += seen.losses
                row.draws += seen.draws
                row.opponents.add(other)
                if seen.games:
                    row.points += (
                        1.0
                        if seen.wins > seen.losses
                        else (0.5 if seen.wins == seen.losses else 0.0)
                    )
        if self.tournament.mode == "swiss":
            return sorted(rows, key=lambda r: (-r.points, -r.rate.rate, r.index))
        return sorted(rows, key=lambda r: (-r.rate.rate, r.index))

    def field_rate(self, index: int, shares: Mapping[int, float]) -> FieldRate | None:
        """Deck ``index``'s win rate against a field of decks in the given shares.

        The mean of its win rates against the other decks of the field, weighted by their
        shares (renormalised over the opponents it played; its mirror is left out), with a
        95% interval from the normal approximation of that weighted mean. None when it
        played no deck of the field.
        """
        parts = []
        for other, share in shares.items():
            if other == index or share <= 0:
                continue
            cell = self.cell(index, other)
            if cell is None or not cell.games:
                continue
            parts.append((share, cell.wins / cell.games, cell.games))
        weight = sum(share for share, _, _ in parts)
        if not parts or weight <= 0:
            return None
        rate = sum(share * p for share, p, _ in parts) / weight
        variance = sum((share / weight) ** 2 * p * (1 - p) / n for share, p, n in parts)
        half = Z95 * math.sqrt(variance)
        return FieldRate(rate, max(0.0, rate - half), min(1.0, rate + half))


def _swiss_pairs(results: Results, round_: int) -> tuple[list[tuple[int, int]], int | None]:
    """Round ``round_``'s pairings by standing, and the deck with the bye (if any)."""
    order = [row.index for row in results.standings()]
    met = {row.index: row.opponents for row in results.standings()}
    bye = None
    if len(order) % 2:
        for index in reversed(order):
            if not results.byes.get(index):
                bye = index
                break
        if bye is None:
            bye = order[-1]
        order.remove(bye)
    pairs = _pair_without_rematches(order, met) or _pair_in_order(order, met)
    return [(min(a, b), max(a, b)) for a, b in pairs], bye


def _pair_in_order(order: list[int], met: Mapping[int, set[int]]) -> list[tuple[int, int]]:
    """Top down: each deck with the next one it has not met (else the next one)."""
    left = list(order)
    pairs = []
    while left:
        a = left.pop(0)
        partner = next((b for b in left if b not in met[a]), left[0])
        left.remove(partner)
        pairs.append((a, partner))
    return pairs


def _pair_without_rematches(
    order: list[int], met: Mapping[int, set[int]], budget: int = 20_000
) -> list[tuple[int, int]] | None:
    """The first pairing in standing order in which no two decks meet again (a search
    that backtracks, within ``budget`` steps); None when there is none."""
    steps = 0

    def search(left: list[int]) -> list[tuple[int, int]] | None:
        nonlocal steps
        if not left:
            return []
        a, rest = left[0], left[1:]
        for b in rest:
            steps += 1
            if steps > budget:
                return None
            if b in met[a]:
                continue
            tail = search([x for x in rest if x != b])
            if tail is not None:
                return [(a, b), *tail]
        return None

    return search(order)


def stages(results: Results) -> Iterator[list[tuple[str, int, int]]]:
    """The tournament's pairings as ``(key, a, b)``, stage by stage: one stage for
    round-robin and gauntlet, one per round for Swiss (paired when the previous round's
    results are in ``results``)."""
    tournament = results.tournament
    n = len(tournament.entrants)
    if tournament.mode == "round-robin":
        yield [(f"{a}-{b}", a, b) for a in range(n) for b in range(a + 1, n)]
        return
    if tournament.mode == "gauntlet":
        yield [(f"0-{b}", 0, b) for b in range(1, n)]
        return
    for round_ in range(1, tournament.swiss_rounds + 1):
        pairs, bye = _swiss_pairs(results, round_)
        if bye is not None:
            results.byes[bye] = results.byes.get(bye, 0) + 1
        yield [(f"r{round_}:{a}-{b}", a, b) for a, b in pairs]


def run_tournament(
    results: Results,
    backend: Backend,
    *,
    done: Mapping[str, UnitResult] | None = None,
    on_result: Callable[[UnitResult], None] | None = None,
    together: Callable[[], AbstractContextManager[object]] = contextlib.nullcontext,
) -> Results:
    """Play the tournament of ``results`` into it, on ``backend``.

    Units whose results are in ``done`` (by :attr:`~deckcheck.batch.units.WorkUnit.id`,
    from a results file) are counted without being played again. ``on_result`` is told
    of each unit as it finishes, before it is counted, both inside a ``together()``
    block (the CLI's holds Ctrl-C back until both are done, so a results file never
    misses a unit the totals hold). On Ctrl-C the backend's work stops and ``results``
    holds what finished.
    """
    known = done or {}

    tournament = results.tournament

    def todo(stage: list[tuple[str, int, int]]) -> Iterator[WorkUnit]:
        """The stage's units not done yet, made as the backend takes them."""
        for key, a, b in stage:
            for unit in tournament.units(key, a, b):
                if unit.id not in counted:
                    yield unit

    for stage in stages(results):
        keys = {key for key, _, _ in stage}
        counted = {
            result.id
            for result in known.values()
            if result.key in keys and tournament.is_unit(result.start, result.stop)
        }
        for unit_id in sorted(counted):
            results.add(known[unit_id])
        finished = backend.run(todo(stage))
        try:
            for result in finished:
                with together():
                    if on_result is not None:
                        on_result(result)
                    results.add(result)
        finally:
            finished.close()  # stops the backend's workers at once when interrupted
    return results


def entrant_names(names: Sequence[str]) -> list[str]:
    """Deck names made unique for tables (a second «Starter» is «Starter (2)»)."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name} ({seen[name]})")
    return out
