"""The Card Captor Sakura profile (Cardcaptors CCG, Upper Deck, 2001)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from deckcheck.catalog.fields import (
    ELEMENT,
    ID,
    NAME,
    RARITY,
    SET,
    TYPE,
    UNIMPLEMENTED,
    Field,
    KeywordSource,
    Kind,
)
from deckcheck.catalog.model import Card, Catalogue, Term, Vocabulary
from deckcheck.catalog.records import (
    Column,
    card_id,
    card_name,
    card_set,
    card_type,
    character_names,
    element_names,
    rarity_name,
)
from deckcheck.games import Cover, GameProfile

if TYPE_CHECKING:
    from deckcheck.doctor.stats import GameStats, StatsRequest


def _power(card: Card, catalogue: Catalogue) -> str:
    if card.power is not None:
        return str(card.power)
    return "Major" if card.flag("major") else ""


#: A Reinforcement card's effect key (the engine reads it in its card table, not as a
#: Strategy operation).
_ON_SCENE_COST = "on_scene_cost"


@cache
def _keywords() -> Vocabulary:
    """The effect language's operations (the engine's own table), each by its key, with
    spaces for underscores (``kw:"extra draw"``); the card texts and these names are in
    English only."""
    from deckcheck.games.ccs.engine.effects import OPERATIONS

    keys = sorted({*OPERATIONS, _ON_SCENE_COST})
    return Vocabulary("effect", (Term(key, key.replace("_", " ")) for key in keys))


def _card_keywords(card: Card) -> tuple[str, ...]:
    """The operation keys of a card's encoded effect."""
    effect = card.fields.get("effect")
    if not isinstance(effect, Mapping):
        return ()
    known = _keywords()
    return tuple(key for key in effect if key in known)


def _deck_stats(request: StatsRequest) -> GameStats:
    """A deck's statistics (:mod:`deckcheck.games.ccs.stats`, imported when asked)."""
    from deckcheck.games.ccs.stats import deck_stats

    return deck_stats(request)


PROFILE = GameProfile(
    id="ccs",
    engine="deckcheck.games.ccs.engine.game:GAME",
    fields=(
        NAME,
        ID,
        ELEMENT,
        RARITY,
        TYPE,
        SET,
        Field(
            "character",
            ("c", "char", "character", "characters"),
            Kind.VOCABULARY,
            "characters",
            "characters",
        ),
        Field(
            "chartype",
            ("ct", "chartype", "character_type"),
            Kind.VOCABULARY,
            "character_types",
            "character_types",
        ),
        Field("power", ("power", "pow"), Kind.NUMBER, "power"),
        Field("text", ("text", "o"), Kind.TEXT, "text"),
        Field("major", ("major",), Kind.FLAG, "major"),
        Field("keyword", ("kw", "keyword", "keywords", "effect"), Kind.KEYWORD, "effect",
              keywords=KeywordSource(_keywords, _card_keywords)),
        UNIMPLEMENTED,
    ),
    columns=(
        Column("ID", card_id),
        Column("Name", card_name),
        Column("Type", card_type, drop=2),
        Column("Elements", element_names),
        Column("Power", _power, numeric=True),
        Column("Character", character_names, drop=3),
        Column("Rarity", rarity_name, drop=4),
        Column("Set", card_set, drop=1),
    ),
    show_totals=("elements", "power"),
    show_columns=("elements", "power"),
    # A Capture card catches spirits of its elements (the rules' capture attempt), so the
    # spirit deck's elements need Capture cards of those elements.
    cover=Cover(
        "spirits",
        ("capture",),
        "elements",
        "every spirit element in the spirit deck has a Capture card of that element",
    ),
    # Decks need Capture cards to catch and to battle (the Starter Deck has 16 of 25);
    # without this a random objective may fill a deck with Strategy cards.
    shares=MappingProxyType({"capture": 0.5}),
    deck_stats=_deck_stats,
)
