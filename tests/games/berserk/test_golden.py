"""Golden playthroughs: fixed-seed games whose full logs are stored in ``golden/``.

Any change to the rules, the dice table, the random generator's use or the log's wording
shows up here as a diff. When a change is intended, regenerate the files with::

    DECKCHECK_REGEN_GOLDEN=1 .venv/bin/python -m pytest tests/games/berserk/test_golden.py

and review the diff before committing it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.golden import check_playthrough, playthrough

GOLDEN = Path(__file__).parent / "golden"

CASES: dict[str, tuple[tuple[str, str], int, int, dict[str, Any]]] = {
    "horde-vs-swamp-random": (("random", "random"), 1, 0, {}),
    "swamp-greedy-vs-horde-random": (("random", "greedy"), 7, 1, {}),
    "best-squads-four-adjacency-greedy-mirror": (
        ("greedy", "greedy"), 3, 0,
        {"recruitment": "best_squad", "adjacency": "four", "graveyard_order": "fixed"}),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough(name: str) -> None:
    agents, seed, index, options = CASES[name]
    text = playthrough("berserk", name, ("horde", "swamp"), agents, seed, index, options)
    check_playthrough(GOLDEN / f"{name}.txt", text)
