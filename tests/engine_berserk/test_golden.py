"""Golden playthroughs: fixed-seed games whose full logs are stored in ``golden/``.

Any change to the rules, the dice table, the random generator's use or the log's wording
shows up here as a diff. When a change is intended, regenerate the files with::

    DECKCHECK_REGEN_GOLDEN=1 .venv/bin/python -m pytest tests/engine_berserk/test_golden.py

and review the diff before committing it.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from deckcheck.engine.berserk import load_rules
from deckcheck.engine.berserk.game import GAME
from deckcheck.engine.runner import Matchup, play_game

GOLDEN = Path(__file__).parent / "golden"

CASES: dict[str, tuple[tuple[str, str], int, int, dict[str, Any]]] = {
    "horde-vs-swamp-random": (("random", "random"), 1, 0, {}),
    "swamp-greedy-vs-horde-random": (("random", "greedy"), 7, 1, {}),
    "best-squads-four-adjacency-greedy-mirror": (
        ("greedy", "greedy"), 3, 0,
        {"recruitment": "best_squad", "adjacency": "four", "graveyard_order": "fixed"}),
}


def playthrough(name: str) -> str:
    agents, seed, index, options = CASES[name]
    rules = replace(load_rules(), **options)
    matchup = Matchup("berserk", GAME.sample_decks(), ("horde", "swamp"), agents, rules)
    result, state = play_game(matchup, index, seed, log=True)
    lines = [
        f"# {name}: batch seed {seed}, game {index} (seed {result.seed}), rules {rules.digest()}",
        f"# A = horde ({agents[0]}), B = swamp ({agents[1]}); options {options or 'default'}",
    ]
    lines += [event.line() for event in state.log or []]
    lines.append(f"# result: winner {'AB'[result.winner] if result.winner is not None else '-'}"
                 f", {result.reason}, {result.turns} turns, {result.decisions} decisions")
    lines.append("# actions: " + " ".join(str(a) for a in state.history))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough(name: str) -> None:
    path = GOLDEN / f"{name}.txt"
    text = playthrough(name)
    if os.environ.get("DECKCHECK_REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), f"{path} is missing: run with DECKCHECK_REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
