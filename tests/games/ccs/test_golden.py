"""Golden playthroughs: fixed-seed games whose full logs are stored in ``golden/``.

Any change to the rules, the cards' effects, the random generator's use or the log's
wording shows up here as a diff. When a change is intended, regenerate the files with::

    DECKCHECK_REGEN_GOLDEN=1 .venv/bin/python -m pytest tests/games/ccs/test_golden.py

and review the diff before committing it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.golden import check_playthrough, playthrough

GOLDEN = Path(__file__).parent / "golden"

CASES = {
    "starter-vs-rivals-random": (("random", "random"), 1, 0, {}),
    "rivals-greedy-vs-starter-random": (("random", "greedy"), 7, 1, {}),
    "own-piles-no-tie-greedy-mirror": (
        ("greedy", "greedy"),
        3,
        0,
        {"spirit_pile": "own", "tie_captures": False},
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough(name: str) -> None:
    agents, seed, index, options = CASES[name]
    text = playthrough("ccs", name, ("starter", "rivals"), agents, seed, index, options)
    check_playthrough(GOLDEN / f"{name}.txt", text)
