"""Golden playthroughs for any engine: a fixed-seed game's full log, compared with a file.

Both engines' golden tests call :func:`check_playthrough`. When a change of rules, data or
log wording is intended, regenerate the files with ``DECKCHECK_REGEN_GOLDEN=1`` and
review the diff before committing it.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

from deckcheck.batch.runner import Matchup, play_game
from deckcheck.games.engines import get_game


def playthrough(
    game: str,
    name: str,
    decks: tuple[str, str],
    agents: tuple[str, str],
    seed: int,
    index: int,
    options: dict[str, Any],
) -> str:
    """The log of game ``index`` of batch ``seed`` with the game's sample decks."""
    engine = get_game(game)
    rules = replace(engine.load_rules(), **options)
    matchup = Matchup(game, engine.sample_decks(), decks, agents, rules)
    result, state = play_game(matchup, index, seed, log=True)
    lines = [
        f"# {name}: batch seed {seed}, game {index} (seed {result.seed}), rules {rules.digest()}",
        f"# A = {decks[0]} ({agents[0]}), B = {decks[1]} ({agents[1]}); "
        f"options {options or 'default'}",
    ]
    lines += [event.line() for event in state.log or []]
    winner = "AB"[result.winner] if result.winner is not None else "-"
    lines.append(
        f"# result: winner {winner}, {result.reason}, {result.turns} turns, "
        f"{result.decisions} decisions"
    )
    lines.append("# actions: " + " ".join(str(a) for a in state.history))
    return "\n".join(lines) + "\n"


def check_playthrough(path: Path, text: str) -> None:
    """``text`` equals the stored file (rewritten first under DECKCHECK_REGEN_GOLDEN=1)."""
    if os.environ.get("DECKCHECK_REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), f"{path} is missing: run with DECKCHECK_REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
