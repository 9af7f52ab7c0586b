"""Watched games: a replay's page data and a sample game record."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from deckcheck.batch.records import GameRecord
from deckcheck.batch.runner import Matchup, play_game
from deckcheck.games.engines import get_game

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "decks"


@cache
def sample_record(game: str, seed: int = 1, agent_a: str = "greedy") -> GameRecord:
    """A game between the engine's two sample decks (different decks, so that a card of B
    is not also one of A's): greedy agents, or A's ``agent_a`` (a search agent's
    alternatives are kept)."""
    engine = get_game(game)
    decks = engine.sample_decks()
    matchup = Matchup(game, (decks[0], decks[1]), ("first", "second"), (agent_a, "greedy"))
    result, _ = play_game(matchup, 0, seed, considered=agent_a != "greedy")
    return GameRecord.from_result(matchup, seed, result, engine.rules_hash(engine.load_rules()))


def page_data(page: str) -> dict[str, Any]:
    """The steps embedded in a page, read back as a browser reads them."""
    found = re.search(
        r'<script type="application/json" id="deckcheck-replay">(.*?)</script>', page, re.S
    )
    assert found is not None
    data: dict[str, Any] = json.loads(found.group(1))
    return data
