"""Work units and backends: the entrants of a small field, and the counts a run gives."""

from __future__ import annotations

from deckcheck.batch.tournament import Entrant, Results
from deckcheck.games.ccs.engine.game import GAME

DECKS = GAME.sample_decks()


def entrants(n: int) -> tuple[Entrant, ...]:
    agents = ("random", "greedy")
    return tuple(Entrant(f"d{i}", f"d{i}.yaml", DECKS[i % 2], agents[i % 3 == 2]) for i in range(n))


def counts(results: Results) -> dict[str, list[list[int]]]:
    return {key: tally.outcomes for key, tally in sorted(results.by_key.items())}
