"""The Card Captor Sakura profile (Cardcaptors CCG, Upper Deck, 2001)."""

from __future__ import annotations

from types import MappingProxyType

from deckcheck.catalog.fields import (
    ELEMENT,
    ID,
    NAME,
    RARITY,
    SET,
    TYPE,
    UNIMPLEMENTED,
    Field,
    Kind,
)
from deckcheck.catalog.model import Card, Catalogue
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
from deckcheck.profiles import Cover, GameProfile


def _power(card: Card, catalogue: Catalogue) -> str:
    if card.power is not None:
        return str(card.power)
    return "Major" if card.flag("major") else ""


PROFILE = GameProfile(
    id="ccs",
    engine="deckcheck.engine.ccs.game:GAME",
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
)
