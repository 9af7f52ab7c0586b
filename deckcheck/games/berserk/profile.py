"""The Berserk profile (Берсерк, Мир Хобби; the 2023 relaunch)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from deckcheck.catalog.fields import (
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
    element_names,
    number_cell,
    rarity_name,
)
from deckcheck.games import GameProfile
from deckcheck.games.berserk.deckfiles import COLLECTION_FILES, DECK_FILES, unshipped_entry

if TYPE_CHECKING:
    from deckcheck.doctor.stats import ExtraCharts, GameStats, StatsRequest


def _type(card: Card, catalogue: Catalogue) -> str:
    """A short kind: a ground creature is a Существо, another creature its subtype
    (Летающее, Симбиот ...), any other card its type (Артефакт, Местность)."""
    if card.type == "creature" and card.subtype and card.subtype != "ground":
        return catalogue.info.subtypes.name(card.subtype)
    return catalogue.info.types.name(card.type)


def _movement(card: Card, catalogue: Catalogue) -> str:
    """Its movement, or полёт for a flyer (printed with a flight symbol instead, 208.1)."""
    if card.subtype == "flying":
        return "полёт"
    value = card.number("movement")
    return "" if value is None else str(value)


def _cost(card: Card, catalogue: Catalogue) -> str:
    marks = ("E" if card.flag("elite") else "") + ("U" if card.flag("unique") else "")
    cost = card.number("cost")
    return f"{'' if cost is None else cost} {marks}".strip()


def _strike(card: Card, catalogue: Catalogue) -> str:
    strike = card.fields.get("strike")
    if not isinstance(strike, Mapping):
        return ""
    return "-".join(str(strike.get(k, "?")) for k in ("weak", "medium", "strong"))


#: Keywords a card has by its subtype (keyword id -> subtype id): a flyer (Летающее) has
#: Полёт, as abilities.yaml says and the engine plays it (seed 208.1).
_SUBTYPE_KEYWORDS = {"flying": "flying"}


@cache
def _keywords() -> Vocabulary:
    """The engine's keyword vocabulary (abilities.yaml): each keyword by its id, its
    printed Russian name and its aliases, so ``kw:броня`` and ``kw:armour`` agree; a
    keyword a subtype gives also by the subtype's names (``kw:летающее``)."""
    from deckcheck.catalog.load import bundled_game_info
    from deckcheck.games.berserk.engine.cards import load_vocabulary

    subtypes = bundled_game_info("berserk").subtypes
    unique = {keyword.id: keyword for keyword in load_vocabulary().keywords.values()}

    def spellings(keyword_id: str) -> tuple[str, ...]:
        subtype = subtypes.terms.get(_SUBTYPE_KEYWORDS.get(keyword_id, ""))
        return tuple(subtype.spellings()) if subtype is not None else ()

    return Vocabulary(
        "keyword",
        (
            Term(
                keyword.id,
                keyword.name,
                aliases=(*keyword.aliases, keyword.id.replace("_", " "), *spellings(keyword.id)),
            )
            for keyword in unique.values()
        ),
    )


def _printed_keywords(card: Card) -> tuple[str, ...]:
    """A card's printed ability terms (``armour-1``, ``shot-1-2-2``), and the keywords its
    subtype gives (a flyer's ``flying``)."""
    given = tuple(k for k, subtype in _SUBTYPE_KEYWORDS.items() if card.subtype == subtype)
    printed = card.names("abilities")
    return (*printed, *(k for k in given if k not in printed))


def _card_keywords(card: Card) -> tuple[str, ...]:
    """The keyword ids of a card: its printed ability terms' (``shot-1-2-2`` is ``shot``)
    and its subtype's (a flyer has ``flying``)."""
    return tuple(dict.fromkeys(token.partition("-")[0] for token in _printed_keywords(card)))


_SUBTYPE = Field("subtype", ("sub", "subtype"), Kind.VOCABULARY, "subtype", "subtypes")


def _deck_stats(request: StatsRequest) -> GameStats:
    """A deck's statistics (:mod:`deckcheck.games.berserk.stats`, imported when asked)."""
    from deckcheck.games.berserk.stats import deck_stats

    return deck_stats(request)


def _report_charts(request: StatsRequest) -> ExtraCharts | None:
    """The report's squad charts (:mod:`deckcheck.games.berserk.stats`)."""
    from deckcheck.games.berserk.stats import report_charts

    return report_charts(request)


PROFILE = GameProfile(
    id="berserk",
    engine="deckcheck.games.berserk.engine.game:GAME",
    fields=(
        NAME,
        ID,
        Field(
            "element",
            ("e", "element", "elements"),
            Kind.VOCABULARY,
            "elements",
            "elements",
            none_words=("neutral", "нейтралы", "нейтральные", "нейтральная", "нейтральный"),
            none_label="Нейтралы",
        ),
        RARITY,
        # The Type column (_type) prints a flyer's, symbiote's ... subtype: type: takes it.
        replace(TYPE, also=_SUBTYPE),
        _SUBTYPE,
        Field("class", ("class", "classes"), Kind.VOCABULARY, "classes", "classes"),
        SET,
        Field("cost", ("cost",), Kind.NUMBER, "cost"),
        Field("lives", ("lives", "life"), Kind.NUMBER, "lives"),
        Field("movement", ("move", "movement"), Kind.NUMBER, "movement"),
        Field("number", ("number", "cn"), Kind.NUMBER, "number"),
        Field("flavour", ("ft", "flavour", "flavor"), Kind.TEXT, "flavour"),
        Field("painter", ("a", "painter", "artist"), Kind.TEXT, "painter"),
        Field(
            "keyword",
            ("kw", "keyword", "keywords", "ability"),
            Kind.KEYWORD,
            "abilities",
            keywords=KeywordSource(_keywords, _card_keywords, _printed_keywords),
        ),
        Field("elite", ("elite",), Kind.FLAG, "elite"),
        Field("unique", ("unique",), Kind.FLAG, "unique"),
        UNIMPLEMENTED,
    ),
    columns=(
        Column("ID", card_id),
        Column("Name", card_name),
        Column("Elements", element_names),
        # On a narrow terminal rarity and set go first: what a player picks a card by
        # (its kind, flying or moving, lives and strike) stays within 80 columns.
        Column("Type", _type, drop=1),
        Column("Cost", _cost, numeric=True),
        Column("Lives", number_cell("lives"), numeric=True, drop=3),
        Column("Move", _movement, numeric=True, drop=2),
        Column("Strike", _strike, drop=4),
        Column("Rarity", rarity_name, drop=6),
        Column("Set", card_set, drop=5),
    ),
    legend="Cost: E = elite (gold crystal), U = unique; Strike: weak-medium-strong",
    show_totals=("elements", "cost", "type"),
    show_columns=("elements", "cost"),
    # berserk-nxt's and ProBerserk's forms; a card kept by its berserk-nxt id.
    deck_files=DECK_FILES,
    collection_files=COLLECTION_FILES,
    unshipped_card=unshipped_entry,
    deck_stats=_deck_stats,
    report_charts=_report_charts,
)
