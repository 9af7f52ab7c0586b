"""The Berserk engine as a :class:`deckcheck.engine.api.Game` for the runner."""

from __future__ import annotations

from deckcheck.engine.api import CardPlay, SearchSettings
from deckcheck.engine.base import EngineGame
from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.actions import MAX_CARDS
from deckcheck.games.berserk.engine.cards import card_table, deck_ability_note
from deckcheck.games.berserk.engine.heuristic import evaluate
from deckcheck.games.berserk.engine.rules import load_rules

#: «Орда степей», the Steppes deck of examples/decks/steppes-berserk.yaml (36 cards, one
#: flyer: VS-014 Пустынный кондор).
HORDE: dict[str, int] = dict.fromkeys(
    ["VS-001", "VS-002", "VS-003", "VS-005", "VS-008", "VS-011", "VS-012", "VS-013",
     "VS-014", "VS-020", "VS-022", "VS-023"], 3)

#: «Топи и тьма»: Swamps, Darkness and neutral cards of «Нашествие тьмы» with every kind
#: of card the engine knows — companions (NT-111, NT-139), parasites (NT-115, NT-175),
#: flyers (NT-105, NT-155), an artifact (NT-109), a terrain (NT-110) — and two ground
#: creatures whose movement only the card facts supply (VS-128, VS-140); 39 cards.
SWAMP: dict[str, int] = {
    "NT-106": 3, "NT-107": 3, "NT-108": 3, "NT-111": 3, "NT-105": 2, "NT-115": 2,
    "NT-141": 3, "NT-143": 3, "NT-139": 2, "NT-175": 2, "NT-149": 3, "NT-152": 3,
    "NT-109": 1, "NT-110": 1, "NT-155": 1, "VS-128": 2, "VS-140": 2,
}


def how_played(card_id: str) -> CardPlay | None:
    """What the engine plays of a bundled card (its keywords and encoded abilities) and
    what it does not (:meth:`CardTable.played`, :meth:`CardTable.unplayed`)."""
    table = card_table()
    kind = table.index.get(card_id)
    if kind is None:
        return None
    return CardPlay(table.played(kind), table.unplayed(kind))


def sample_decks() -> tuple[dict[str, int], dict[str, int]]:
    """Two decks for benchmarks: :data:`HORDE` and :data:`SWAMP`."""
    return dict(HORDE), dict(SWAMP)


GAME = EngineGame(
    name="berserk",
    engine_version=22,
    max_cards=MAX_CARDS,
    first_seat=("moves first (the first player)", "The first player"),
    _load_rules=load_rules,
    _new_game=new_game,
    _evaluate=evaluate,
    _sample_decks=sample_decks,
    _how_played=how_played,
    # A shallow rollout: a Berserk turn is many small moves, and random ones blur it.
    search=SearchSettings(value_scale=8.0, rollout_depth=2, exploration=0.4, prior_weight=3.0),
    _deck_note=deck_ability_note,
    watch="deckcheck.games.berserk.watch",
)
