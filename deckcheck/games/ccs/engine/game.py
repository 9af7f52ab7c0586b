"""The Cardcaptors engine as a :class:`deckcheck.engine.api.Game` for the runner."""

from __future__ import annotations

from deckcheck.engine.api import SearchSettings
from deckcheck.engine.base import EngineGame
from deckcheck.games.ccs.engine import new_game
from deckcheck.games.ccs.engine.actions import MAX_CARDS
from deckcheck.games.ccs.engine.heuristic import evaluate
from deckcheck.games.ccs.engine.rules import load_rules

#: A Series 1 deck of the short format (30 cards: 4 Capture cards at each of 5000, 4000,
#: 3000 and 2000; 5 Reinforcement and 9 Strategy cards) with its 12 spirits.
RIVALS: dict[str, int] = {
    **dict.fromkeys(["C6", "C19", "C27", "C32", "C20", "C25", "C33", "C36"], 1),
    **dict.fromkeys(["C11", "C18", "C28", "C35", "C5", "C14", "C39", "C42"], 1),
    **dict.fromkeys(["R4", "R5", "R6", "R7", "R9"], 1),
    **dict.fromkeys(["S7", "S9", "S12", "S13", "S17", "S18", "S19", "S20", "S21"], 1),
    **{f"CS{n}": 1 for n in range(17, 29)},
}


def starter_deck() -> dict[str, int]:
    """One of each Starter Deck card: 25 play cards and 16 spirits."""
    from deckcheck.catalog.load import load_catalogue

    return {card.id: 1 for card in load_catalogue("ccs") if card.set == "SD"}


def sample_decks() -> tuple[dict[str, int], dict[str, int]]:
    """Two decks for benchmarks: the whole Starter Deck, and :data:`RIVALS`."""
    return starter_deck(), dict(RIVALS)


GAME = EngineGame(
    name="ccs",
    engine_version=4,
    max_cards=MAX_CARDS,
    first_seat=("catches first", "First catcher"),
    _load_rules=load_rules,
    _new_game=new_game,
    _evaluate=evaluate,
    _sample_decks=sample_decks,
    search=SearchSettings(value_scale=300.0, rollout_depth=4, exploration=0.7),
    watch="deckcheck.games.ccs.watch",
)
