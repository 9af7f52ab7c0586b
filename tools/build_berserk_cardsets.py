#!/usr/bin/env python3
"""Build the bundled Berserk catalogue (YAML) from the microBers-studios ``cards.json``
corrected by the card facts of ``tools/data/berserk-card-facts.json``.

Usage::

    python tools/build_berserk_cardsets.py [CARDS_JSON] [--facts FACTS_JSON] [--out DIR]

It writes ``game.yaml``, ``sets/voyna_stihiy.yaml``, ``sets/nashestvie_tmy.yaml`` and
``LICENSE-data.md`` into DIR (default: ``cardsets/berserk`` of this repository). The
output depends on the two input files only, so running it twice gives identical files.

The base is a fan project's data file (MIT), described in
``shared/data/berserk/SOURCE.md``. Field mapping: ``price`` -> cost, ``health`` -> lives,
``moves`` -> movement, ``hit.weak/normal/hard`` -> strike.weak/medium/strong,
``description`` -> flavour; type, rarity and element names become English ids.

The facts (``tools/data/berserk-card-facts.json``, provenance in
``tools/data/berserk-card-facts-SOURCE.md``) are numbers, flags and bare keyword terms
taken from two more public card databases, never sentences of card text. They settle the
MIT file's known defects: the crown (unique) flag where both fact sources agree, the
disagreements as that provenance argues (flagged ``unique_sources_disagree`` where no
third witness exists), movement, subtype, cost, elite, lives and strike (the majority of
the three sources), and the cards' ability keywords with their numbers and the count of
their other ability clauses. What stays unresolved gets a ``data_flags`` entry (see
``schemas/berserk-card.schema.json``). Rules checked here cite the seed rules text,
section 206 (base properties by card type), 208 (flyers) and 209 (symbiotes).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

DEFAULT_SOURCE = Path("/work/shared/data/berserk/microbers-berserk-online/cards.json")
DEFAULT_OUT = Path(__file__).resolve().parents[1] / "cardsets" / "berserk"
DEFAULT_FACTS = Path(__file__).resolve().parent / "data" / "berserk-card-facts.json"
#: The engine's keyword vocabulary: which abilities the engine plays (implemented flags).
ABILITIES = DEFAULT_OUT / "abilities.yaml"
#: The encoded card abilities (the ability language, one file per set), for the implemented
#: flags.
CARD_ABILITIES = DEFAULT_OUT / "card-abilities"
FACTS_SHA256 = "944c43faa07e7aa5a77aba8e51455178c05f87cd960290aeb5d8520db481e58c"
FACTS_SOURCES = (
    "card facts (numbers, flags, keyword terms, class names; no card text) from "
    "SkAZi/berserk-nxt "
    "resources/data.json @ 1d6ff4f2b75d304d5af65551f63421106710a88b and sknsdev/"
    "berserk-tcg-tflite web_assets/sets.json @ f90554746836921a8ed1bf7d197dfc93eea77182, "
    "matched by set and number and checked against the MIT file (tools/data/"
    "berserk-card-facts.json, sha256 " + FACTS_SHA256 + ")"
)

SOURCE_SHA256 = "92fe411ba4780024fce7477e65039380193446b03c9e6167757c6d7546ed5f7e"
UPSTREAM = (
    "https://github.com/microBers-studios/berserk-online, file berserk-online-server/cards.json, "
    "branch server-gameplay @ 23e8c4bc6e513aaa9c213497787ea56e46607a4c (2024-01-01); the file "
    "was last changed in 0d36d24ecd304bb98a7ea52e03d7e3a3177a1401 (2023-11-04), "
    "blob 336962c446f327cabc0ec8f8a6ada551c110b08d, sha256 " + SOURCE_SHA256
)
HOBBY_WORLD = "Hobby World (ООО «Мир Хобби»)"
LICENCE = (
    "Data compilation: MIT licence, Copyright (c) 2023 microBers-studios (see "
    f"cardsets/berserk/LICENSE-data.md). Card names, texts and stats belong to {HOBBY_WORLD}; "
    "fan reference data."
)

# Source value -> id.
TYPES: dict[str, tuple[str, str | None]] = {
    "creature": ("creature", "ground"),
    "flyer": ("creature", "flying"),
    "companion": ("creature", "companion"),
    "parasite": ("creature", "parasite"),
    "artifact": ("artifact", None),
    "terrain": ("terrain", None),
}
RARITIES = {
    "Частая": "common",
    "Необычная": "uncommon",
    "Редкая": "rare",
    "Ультраредкая": "ultra_rare",
}
ELEMENTS: dict[str, str | None] = {
    "Степи": "steppes",
    "Леса": "forests",
    "Горы": "mountains",
    "Болота": "swamps",
    "Тьма": "darkness",
    "Нейтральная": None,  # neutral = empty elements list (seed 106.2)
}
# Classes (races, hero kinds; artifacts' and terrains' own kinds) as printed -> (id, more
# spellings). The ids the encoded card abilities already used (orc, jordling, inquisitor,
# desert, warrior_hero, priest_hero) are kept, so the engine can read classes from here.
# The printed name and its lower case are always accepted; the aliases add the Russian
# plural and English.
CLASSES: dict[str, tuple[str, tuple[str, ...]]] = {
    "Нежить": ("undead", ("undead",)),
    "Аккениец": ("akkenian", ("аккенийцы", "akkenian", "akkenians")),
    "Демон": ("demon", ("демоны", "demon", "demons")),
    "Архаалит": ("arkhaalite", ("архаалиты", "arkhaalite", "arkhaalites")),
    "Эльф": ("elf", ("эльфы", "elf", "elves")),
    "Гном": ("gnome", ("гномы", "gnome", "gnomes", "dwarf", "dwarves")),
    "Дитя Кронга": ("child_of_krong", ("дети кронга", "child of krong", "children of krong")),
    "Инквизитор": ("inquisitor", ("инквизиторы", "inquisitor", "inquisitors")),
    "Йордлинг": ("jordling", ("йордлинги", "jordling", "jordlings")),
    "Страж леса": ("forest_guardian", ("стражи леса", "forest guardian", "forest guardians")),
    "Пират": ("pirate", ("пираты", "pirate", "pirates")),
    "Тоа-Дан": ("toa_dan", ("тоа-даны", "toa-dan", "toa dan")),
    "Тролль": ("troll", ("тролли", "troll", "trolls")),
    "Дракон": ("dragon", ("драконы", "dragon", "dragons")),
    "Линунг": ("linung", ("линунги", "linung", "linungs")),
    "Орк": ("orc", ("орки", "orc", "orcs")),
    "Слуа": ("slua", ("slua", "sluagh")),
    "Дух": ("spirit", ("духи", "spirit", "spirits")),
    "Речная дева": ("river_maiden", ("речные девы", "river maiden", "river maidens")),
    "Герой-воин": ("warrior_hero", ("герои-воины", "warrior hero", "hero warrior")),
    "Герой-маг": ("mage_hero", ("герои-маги", "mage hero", "hero mage")),
    "Герой-жрец": ("priest_hero", ("герои-жрецы", "priest hero", "hero priest")),
    "Герой-разбойник": ("rogue_hero", ("герои-разбойники", "rogue hero", "hero rogue")),
    "Койар": ("koyar", ("койары", "koyar", "koyars")),
    "Постройка": ("building", ("постройки", "building", "buildings")),
    "Боевая машина": ("war_machine", ("боевые машины", "war machine", "war machines")),
    "Пустыня": ("desert", ("desert",)),
    "Болото": ("swamp", ("swamp",)),
    "Горы": ("mountains", ("mountains",)),
    "Лес": ("forest", ("forest",)),
    "Река": ("river", ("river",)),
}
# Subtypes printed with flight or the symbiote sign instead of movement (206.2, 208.1, 209.1).
NO_MOVEMENT_SUBTYPES = {"flying", "symbiote", "parasite", "companion"}

# data_flags, in the order they are written.
FLAGS = (
    "movement_missing_in_source",
    "painter_missing_in_source",
    "flavour_was_ability_text",
    "flavour_copied_from_other_set",
    "unique_sources_disagree",
)
# Facts SOURCE.md, "Crown (unique) flags": on these cards the two fact sources disagree,
# and for each a third witness settles it — the card's crown is mentioned in berserk-nxt's
# own print-run notes and (except VS-187) the MIT file marks it — so the crown stands.
CROWN_WITNESSED = frozenset(
    {"VS-052", "VS-066", "VS-126", "VS-176", "VS-185", "VS-187", "VS-197"}
)
# The disagreements with no third witness (the MIT file's NT flags are a copy of VS's, so
# it is no witness there). berserk-nxt's flag is kept — it was right on six of the seven
# witnessed disagreements — and the card is flagged unique_sources_disagree.
# NT-084: the complete re-read of berserk-nxt (facts SOURCE.md, "How the nxt file was
# read") gives it the crown its earlier partial copy lacked, so it joined this list.
CROWN_DISPUTED = frozenset(
    {"NT-026", "NT-052", "NT-054", "NT-057", "NT-067", "NT-071", "NT-082", "NT-084", "NT-127"}
)
# Keywords that print a number (or a tiered number, 1-2-3, or X). A fact without the number
# is a tiered or X value: the token carries it from the card's tier facts (see
# ability_tokens): shot-1-2-2, poison-x, or shot-var where the facts carry neither.
NUMBERED_KEYWORDS = frozenset(
    {
        "armour", "regeneration", "shot", "attack_experience", "defence_experience",
        "shooting_experience", "discharge", "throw", "magic_strike", "strike_through_row",
        "finishing", "jump", "vampirism", "incarnation", "poison", "prophecy",
    }
)
# The attack keywords that print a tiered amount («Выстрел на 1-2-2»: weak-medium-strong,
# the die picks it). Without a number fact such a keyword takes the card's tiered amount
# when the card prints one only (or the same one twice: NT-080's whistle heals 1-2-2 too).
TIERED_KEYWORDS = frozenset(
    {"shot", "throw", "discharge", "magic_strike", "strike_through_row", "finishing"}
)
# Cards printing more than one tiered amount: which is the keyword's, read from the card
# text in the source (the others belong to other clauses).
KEYWORD_TIERS: dict[str, dict[str, tuple[int, int, int]]] = {
    "NT-062": {"discharge": (1, 2, 2)},  # the 2-3-3 wounds the ice chain's two creatures
}
# Keywords the subtype already states (seed 208.1: the flight sign is the subtype flying).
SUBTYPE_KEYWORDS = frozenset({"flying"})
FACT_SUBTYPES = {"ground", "flying", "companion", "parasite", "artifact", "terrain"}
# The source's flavour of these cards is the card's ability text with icon emoji
# (VS #73 Друид: "🩸.|⤵️: Воздействие «дыхание леса» — …"), not a legend.
ABILITY_TEXT_AS_FLAVOUR = {("VS", 73)}


@dataclass(frozen=True)
class SetInfo:
    code: str
    source_name: str
    aliases: tuple[str, ...]
    file_name: str


SETS = (
    SetInfo(
        "VS",
        "Война стихий",
        ("ВС", "Voyna stihiy", "Voina stikhii", "War of the Elements", "War of Elements"),
        "voyna_stihiy.yaml",
    ),
    SetInfo(
        "NT",
        "Нашествие тьмы",
        ("НТ", "Nashestvie tmy", "Nashestvie t'my", "Invasion of Darkness"),
        "nashestvie_tmy.yaml",
    ),
)
FIRST_SET = SETS[0]

GAME: dict[str, Any] = {
    "game": "berserk",
    "name": "Берсерк",
    "publisher": HOBBY_WORLD,
    "source": (
        "Rules seeds 106.2 (elements; neutral = no element), 106.3, 106.4 and 206 (types and "
        "subtypes), 109.1 (rarities), 208 and 209 (flyers, symbiotes and parasites); card "
        "data from microBers-studios/berserk-online cards.json; classes as the card database "
        "github.com/SkAZi/berserk-nxt names them"
    ),
    "elements": [
        {
            "id": "steppes",
            "name": "Степи",
            "adjective": "степные",
            "aliases": ["степи", "степные", "степь", "равнинные", "steppe", "steppes"],
        },
        {
            "id": "forests",
            "name": "Леса",
            "adjective": "лесные",
            "aliases": ["леса", "лесные", "лес", "forest", "forests"],
        },
        {
            "id": "mountains",
            "name": "Горы",
            "adjective": "горные",
            "aliases": ["горы", "горные", "гора", "mountain", "mountains"],
        },
        {
            "id": "swamps",
            "name": "Болота",
            "adjective": "болотные",
            "aliases": ["болота", "болотные", "болото", "swamp", "swamps"],
        },
        {
            "id": "darkness",
            "name": "Тьма",
            "adjective": "тёмные",
            "aliases": ["тёмные", "темные", "тьма", "силы тьмы", "dark", "darkness"],
        },
    ],
    "rarities": [
        {"id": "common", "name": "Частая", "aliases": ["частая", "common"]},
        {"id": "uncommon", "name": "Необычная", "aliases": ["необычная", "uncommon"]},
        {"id": "rare", "name": "Редкая", "aliases": ["редкая", "rare"]},
        {
            "id": "ultra_rare",
            "name": "Ультраредкая",
            "aliases": ["ультраредкая", "ultra rare", "ultra-rare", "ultrarare"],
        },
    ],
    "types": [
        {"id": "creature", "name": "Существо", "aliases": ["существо", "существа", "creature"]},
        {
            "id": "artifact",
            "name": "Артефакт",
            "aliases": ["артефакт", "артефакты", "artifact", "artefact"],
        },
        {"id": "terrain", "name": "Местность", "aliases": ["местность", "местности", "terrain"]},
        {"id": "equipment", "name": "Экипировка", "aliases": ["экипировка", "equipment"]},
    ],
    "subtypes": [
        {
            "id": "ground",
            "name": "Наземное",
            "aliases": ["наземное", "наземные", "самостоятельное", "ground"],
        },
        {
            "id": "flying",
            "name": "Летающее",
            "aliases": ["летающее", "летающие", "flying", "flyer", "flier"],
        },
        {"id": "symbiote", "name": "Симбиот", "aliases": ["симбиот", "симбиоты", "symbiote"]},
        {"id": "parasite", "name": "Паразит", "aliases": ["паразит", "паразиты", "parasite"]},
        {
            "id": "companion",
            "name": "Компаньон",
            "aliases": ["компаньон", "компаньоны", "companion"],
        },
    ],
    "classes": [
        {"id": class_id, "name": name, "aliases": [name.lower(), *more]}
        for name, (class_id, more) in CLASSES.items()
    ],
}


class SourceError(ValueError):
    """The source data breaks an assumption this generator relies on."""


def _card_id(code: str, number: int) -> str:
    return f"{code}-{number:03d}"


def ability_tokens(where: str, keywords: Sequence[dict[str, Any]],
                   tiers: dict[str, Any] | None = None) -> list[str]:
    """The card's keyword facts as ability tokens: ``armour-2``, ``impact``; a keyword
    printed with a tiered number ``shot-1-2-2`` (weak-medium-strong), with an X its other
    text defines ``poison-x``, with a number the facts lack ``shot-var`` (``tiers``: the
    card's tier facts, null where its text is missing)."""
    tiered = {tuple(t) for t in (tiers or {}).get("tiered") or ()}
    settled = KEYWORD_TIERS.get(where, {})
    tokens: list[str] = []
    for keyword in keywords:
        name, value = keyword["id"], keyword["value"]
        if name in SUBTYPE_KEYWORDS:
            continue
        if name not in NUMBERED_KEYWORDS:
            token = name
        elif isinstance(value, int):
            token = f"{name}-{value}"
        elif name in TIERED_KEYWORDS and (name in settled or len(tiered) == 1):
            amounts = settled.get(name) or next(iter(tiered))
            if amounts not in tiered:
                raise SourceError(f"{where}: {name} settled as {amounts}, not a tiered "
                                  "amount of the facts")
            token = f"{name}-{'-'.join(map(str, amounts))}"
        elif name in TIERED_KEYWORDS and len(tiered) > 1:
            raise SourceError(f"{where}: which tiered amount is its {name}'s? Settle it in "
                              "KEYWORD_TIERS")
        elif tiers is not None and tiers.get("x") and not tiered:
            token = f"{name}-x"
        else:
            token = f"{name}-var"
        if token not in tokens:
            tokens.append(token)
    return tokens


#: The ability kinds a printed range (дальность) belongs to, as the facts name them.
RANGE_KINDS = ("shot", "throw", "discharge", "jump", "strike", "other")


def printed_ranges(where: str, facts: Sequence[dict[str, Any]] | None) -> list[str]:
    """The card's printed ranges as tokens of the ability kind and the range, like its
    ability tokens: ``shot-4``. A kind printed twice must print the same range (null
    facts: the card's text is missing in the source)."""
    ranges: dict[str, int] = {}
    for entry in facts or ():
        kind, value = entry["kind"], entry["range"]
        if kind not in RANGE_KINDS or not isinstance(value, int) or value < 1:
            raise SourceError(f"{where}: unknown range fact {entry!r}")
        if ranges.setdefault(kind, value) != value:
            raise SourceError(f"{where}: two ranges for {kind}: {ranges[kind]} and {value}")
    return [f"{kind}-{value}" for kind, value in ranges.items()]


def settle_unique(card_id: str, fact: dict[str, Any]) -> tuple[bool, bool]:
    """``(crowned, disputed)`` from the two fact sources (see CROWN_WITNESSED)."""
    nxt, skn = fact["unique"]["nxt"], fact["unique"]["skn"]
    if nxt == skn:
        if card_id in CROWN_DISPUTED:
            raise SourceError(f"{card_id}: listed as disputed but the sources agree")
        return bool(nxt), False
    if card_id in CROWN_WITNESSED:
        return True, False
    if card_id in CROWN_DISPUTED:
        return bool(nxt), True
    raise SourceError(f"{card_id}: the crown sources disagree and no settlement is recorded")


def convert_card(
    raw: dict[str, Any],
    code: str,
    flavour_copied: bool,
    fact: dict[str, Any],
) -> dict[str, Any]:
    """One source card, corrected by its facts, as a catalogue card in the catalogue's
    key order (what the engine plays of it is marked after: :func:`mark_played`)."""
    number: int = raw["number"]
    where = _card_id(code, number)
    if raw["type"] not in TYPES:
        raise SourceError(f"{where}: unknown type {raw['type']!r}")
    card_type, subtype = TYPES[raw["type"]]
    if fact["subtype"] not in FACT_SUBTYPES:
        raise SourceError(f"{where}: unknown subtype fact {fact['subtype']!r}")
    if card_type == "creature":
        subtype = fact["subtype"]  # NT-056: a companion, not a flyer (facts SOURCE.md)
        if subtype not in NO_MOVEMENT_SUBTYPES | {"ground"}:
            raise SourceError(f"{where}: a creature fact says {subtype!r}")
    elif fact["subtype"] != card_type:
        raise SourceError(f"{where}: the facts say {fact['subtype']}, the source {card_type}")
    flags: set[str] = set()
    elements = []
    for name in raw["elements"]:
        if name not in ELEMENTS:
            raise SourceError(f"{where}: unknown element {name!r}")
        if ELEMENTS[name] is not None:
            elements.append(ELEMENTS[name])

    card: dict[str, Any] = {
        "id": where,
        "name": raw["name"],
        "number": number,
        "rarity": RARITIES[raw["rarity"]],
        "elements": elements,
        "type": card_type,
    }
    if subtype is not None:
        card["subtype"] = subtype
    classes = []
    for name in fact["classes"]:
        if name not in CLASSES:
            raise SourceError(f"{where}: unknown class {name!r}")
        classes.append(CLASSES[name][0])
    if classes:
        card["classes"] = classes
    if fact["cost"] != raw["price"]:
        raise SourceError(f"{where}: cost {raw['price']} but the facts say {fact['cost']}")
    card["cost"] = fact["cost"]
    card["elite"] = fact["elite"]  # VS-121: not elite (two sources of three)
    card["unique"], disputed = settle_unique(where, fact)
    if disputed:
        flags.add("unique_sources_disagree")

    # Seed 206.2: which base properties each type has. Lives and strike are the majority
    # of the three sources (facts); the MIT file's nulls stand for "none".
    lives, hit = fact["lives"], fact["strike"]
    moves = fact["move"] if raw["moves"] is None else raw["moves"]
    if card_type in ("creature", "artifact"):
        if lives is None:
            raise SourceError(f"{where}: a {card_type} needs lives (206.2)")
        card["lives"] = lives
    elif lives is not None:
        raise SourceError(f"{where}: a {card_type} has no lives (206.2)")
    if subtype == "ground":
        if moves is None:
            flags.add("movement_missing_in_source")
        else:
            card["movement"] = moves
    elif raw["moves"] is not None:
        raise SourceError(f"{where}: {subtype} cards have no movement (206.2, 208.1, 209.1)")
    if card_type == "creature":
        if hit is None:
            raise SourceError(f"{where}: a creature needs a simple strike (206.2)")
        card["strike"] = {"weak": hit[0], "medium": hit[1], "strong": hit[2]}
    elif raw["hit"] is not None:
        raise SourceError(f"{where}: a {card_type} has no simple strike (206.2)")
    tokens = ability_tokens(where, fact["keywords"], fact["tiers"])
    if tokens:
        card["abilities"] = tokens
    ranges = printed_ranges(where, fact["ranges"])
    if ranges:
        card["ranges"] = ranges
    if fact["other_abilities"]:
        card["other_abilities"] = fact["other_abilities"]

    painter = raw["painter"]
    if painter in (None, "", "null"):
        flags.add("painter_missing_in_source")
    else:
        card["painter"] = painter
    flavour = raw["description"]
    if flavour:
        if flavour_copied:
            flags.add("flavour_copied_from_other_set")
        elif (code, number) in ABILITY_TEXT_AS_FLAVOUR:
            flags.add("flavour_was_ability_text")
        else:
            card["flavour"] = flavour.replace("|", "\n")  # '|' marks a line break
    if flags:
        card["data_flags"] = [flag for flag in FLAGS if flag in flags]
    return card


def build_sets(
    raw_cards: Sequence[dict[str, Any]],
    facts: dict[str, dict[str, Any]],
) -> dict[str, list[dict[str, Any]]]:
    """Cards by set code, in collector-number order."""
    by_set: dict[str, dict[int, dict[str, Any]]] = {info.code: {} for info in SETS}
    code_of = {info.source_name: info.code for info in SETS}
    for raw in raw_cards:
        if raw["set"] not in code_of:
            raise SourceError(f"unknown set {raw['set']!r}")
        numbers = by_set[code_of[raw["set"]]]
        if raw["number"] in numbers:
            raise SourceError(f"{raw['set']}: number {raw['number']} twice")
        numbers[raw["number"]] = raw

    first = by_set[FIRST_SET.code]
    result: dict[str, list[dict[str, Any]]] = {}
    for info in SETS:
        numbers = by_set[info.code]
        if sorted(numbers) != list(range(1, len(numbers) + 1)):
            raise SourceError(f"{info.code}: collector numbers are not 1..{len(numbers)}")
        cards = []
        for number in sorted(numbers):
            raw = numbers[number]
            flavour_copied = (
                info != FIRST_SET
                and number in first
                and bool(raw["description"])
                and raw["description"] == first[number]["description"]
            )
            card_id = _card_id(info.code, number)
            if card_id not in facts:
                raise SourceError(f"{card_id}: no facts")
            cards.append(
                convert_card(raw, info.code, flavour_copied, facts[card_id])
            )
        result[info.code] = cards
    return result


#: The keys a card's marks of what the engine plays of it come before (the catalogue's
#: key order: its abilities and stats, the marks, then these).
AFTER_MARKS = ("painter", "flavour", "data_flags")


def mark_played(
    by_set: dict[str, list[dict[str, Any]]], abilities_path: Path, card_abilities_path: Path
) -> None:
    """Mark each card the engine plays without some printed ability ``implemented: false``,
    with ``unplayed_abilities`` (its keyword tokens the engine cannot play), as the engine
    itself says: :meth:`CardTable.unplayed_clauses`, the one source of what ``play``,
    ``deckcheck card`` and ``deckcheck cards --unimplemented`` say of a card."""
    from deckcheck.catalog.model import Card
    from deckcheck.errors import LoadError
    from deckcheck.games.berserk.engine.abilities import load_card_abilities
    from deckcheck.games.berserk.engine.cards import CardTable, load_vocabulary

    cards = [card for set_cards in by_set.values() for card in set_cards]
    try:
        encoded = load_card_abilities(card_abilities_path)
        table = CardTable(
            [Card("berserk", c["id"], c["name"], c["type"], c["rarity"], code,
                  tuple(c.get("elements", ())), c)
             for code, set_cards in by_set.items() for c in set_cards],
            load_vocabulary(abilities_path),
            card_abilities=encoded,
        )
    except LoadError as err:
        raise SourceError(f"{card_abilities_path} or {abilities_path}: {err}") from None
    for card in cards:
        kind = table.index[card["id"]]
        marks: dict[str, Any] = {}
        tokens = [problem.partition(":")[0] for problem in table.problems(kind)]
        if tokens:
            marks["unplayed_abilities"] = tokens
        entry = encoded.get(card["id"])
        if entry is not None and entry.recruitment:
            # The squad rules read recruitment clauses from the catalogue, so that
            # validate, squad and play count a squad's crystals alike.
            marks["recruitment"] = dict(entry.recruitment)
        if table.unplayed_clauses(kind):
            marks["implemented"] = False
        rest = {key: card.pop(key) for key in AFTER_MARKS if key in card}
        card.update(marks)
        card.update(rest)


FLAG_NOTES = {
    "movement_missing_in_source": (
        "ground creatures whose movement neither the source nor the facts give; movement is "
        "left out instead of guessed"
    ),
    "painter_missing_in_source": "painter is the string 'null' in the source; left out",
    "flavour_was_ability_text": (
        "the source description is ability text with icon emoji, not a legend; left out"
    ),
    "flavour_copied_from_other_set": (
        "every description of this set equals the description of the «Война стихий» card with "
        "the same number; left out"
    ),
    "unique_sources_disagree": (
        "the two fact sources disagree on the crown and no third witness was found (the MIT "
        "file's flags of this set are a copy of «Война стихий»'s); berserk-nxt's flag is kept, "
        "as it was right on six of the seven disagreements a third witness settles"
    ),
}


def _strike_of(hit: Any) -> list[int] | None:
    return None if hit is None else [hit["weak"], hit["normal"], hit["hard"]]


def corrections(raw: dict[str, Any], card: dict[str, Any]) -> list[str]:
    """Where the card differs from the MIT file's values: ``unique false -> true`` ..."""
    _, subtype = TYPES[raw["type"]]
    strike = card.get("strike")
    pairs = (
        ("subtype", subtype, card.get("subtype")),
        ("elite", raw["elite"], card["elite"]),
        ("unique", raw["unique"], card["unique"]),
        ("lives", raw["health"], card.get("lives")),
        ("movement", raw["moves"], card.get("movement")),
        ("strike", _strike_of(raw["hit"]),
         None if strike is None else [strike["weak"], strike["medium"], strike["strong"]]),
    )
    out = []
    for name, before, after in pairs:
        if before != after:
            shown = [json.dumps(v, ensure_ascii=False).replace(", ", "-") for v in (before, after)]
            out.append(f"{name} {shown[0]} -> {shown[1]}")
    return out


def provenance(
    info: SetInfo, cards: Sequence[dict[str, Any]], raw_cards: Sequence[dict[str, Any]]
) -> str:
    lines = [
        f"Generated by tools/build_berserk_cardsets.py from {UPSTREAM}, corrected by "
        f"{FACTS_SOURCES}.",
        "Changes: fields renamed (price -> cost, health -> lives, moves -> movement, "
        "hit weak/normal/hard -> strike weak/medium/strong, description -> flavour); "
        "type, rarity and element names mapped to the ids of game.yaml (Нейтральная -> no "
        "element); the source's id, set and image fields dropped; ids are "
        f"{info.code}-<number>; '|' in flavour text became a line break; abilities are the "
        "cards' keyword terms with their printed numbers (shot-1-2-2: a tiered weak-medium-"
        "strong number; -x: an X the card's other text defines; -var: a number the facts do "
        "not carry) and other_abilities the number of the card's other ability clauses; "
        "classes are the card's classes as berserk-nxt names them, mapped to the ids of "
        "game.yaml; ranges the printed ranges (дальность) as the kind of ability they limit "
        "and the number of cells (shot-4); "
        "implemented: false marks a card the engine plays without some of its abilities "
        "(unplayed_abilities: the keywords it does not play, as abilities.yaml says; "
        "other_abilities: clauses not encoded).",
        "Corrected from the facts (crown where both fact sources agree or a third witness "
        "settles it; other stats the majority of three sources):",
    ]
    fixed = 0
    for raw, card in zip(raw_cards, cards, strict=True):
        changes = corrections(raw, card)
        if changes:
            fixed += 1
            lines.append(f"- {card['id']}: {'; '.join(changes)}")
    if not fixed:
        lines.append("- none")
    flagged = [flag for flag in FLAGS if any(flag in c.get("data_flags", ()) for c in cards)]
    if flagged:
        lines.append("Unresolved, flagged per card in data_flags:")
    for flag in flagged:
        found = [c["id"] for c in cards if flag in c.get("data_flags", ())]
        if len(found) == len(cards):
            lines.append(f"- {flag}: {FLAG_NOTES[flag]}. Cards: all of this set.")
        else:
            lines.append(f"- {flag}: {FLAG_NOTES[flag]}. Cards: {', '.join(found)}.")
    return "\n".join(lines)


class _Dumper(yaml.SafeDumper):
    """Block style, indented sequences, no anchors or aliases."""

    def ignore_aliases(self, data: Any) -> bool:
        return True

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        super().increase_indent(flow, False)


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.ScalarNode:
    style = "|" if "\n" in data else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(str, _represent_str)


def dump_yaml(header: Sequence[str], data: Any) -> str:
    body = yaml.dump(
        data,
        Dumper=_Dumper,
        allow_unicode=True,
        sort_keys=False,
        default_flow_style=False,
        width=4096,
        indent=2,
    )
    return "".join(f"{line}\n" for line in header) + body


def _file_header(schema: str, what: str) -> list[str]:
    return [
        f"# yaml-language-server: $schema={schema}",
        f"# Berserk CCG (Берсерк, Мир Хобби, 2023 relaunch): {what}.",
        "# GENERATED by tools/build_berserk_cardsets.py from microBers-studios/berserk-online",
        f"# cards.json (sha256 {SOURCE_SHA256[:16]}…), corrected by the card facts of",
        f"# tools/data/berserk-card-facts.json (sha256 {FACTS_SHA256[:16]}…); edit the",
        "# generator, not this file.",
        "# Data: MIT, Copyright (c) 2023 microBers-studios; card content belongs to",
        f"# {HOBBY_WORLD}. See LICENSE-data.md in cardsets/berserk.",
    ]


def render_game() -> str:
    header = _file_header("../../schemas/game.schema.json", "game vocabulary")
    header.append("# Neutral cards (Нейтралы, seed 106.2) have an empty elements list, so there is")
    header.append("# no neutral element entry here.")
    return dump_yaml(header, GAME)


def render_set(
    info: SetInfo, cards: list[dict[str, Any]], raw_cards: Sequence[dict[str, Any]]
) -> str:
    header = _file_header(
        "../../../schemas/cardset.schema.json", f"set «{info.source_name}», {len(cards)} cards"
    )
    data = {
        "game": "berserk",
        "set": {
            "code": info.code,
            "name": info.source_name,
            "aliases": list(info.aliases),
            "year": 2023,
            "status": "official",
            "provenance": provenance(info, cards, raw_cards),
            "licence": LICENCE,
        },
        "cards": cards,
    }
    return dump_yaml(header, data)


def render_licence(upstream_licence: str) -> str:
    lines = [
        "# Licence of the Berserk card data",
        "",
        "`game.yaml` and `sets/*.yaml` in this folder are generated by",
        "`tools/build_berserk_cardsets.py` from `berserk-online-server/cards.json` of",
        "<https://github.com/microBers-studios/berserk-online> (branch `server-gameplay` @",
        f"`23e8c4bc6e513aaa9c213497787ea56e46607a4c`, sha256 `{SOURCE_SHA256}`).",
        "That repository is distributed under the MIT licence below, copied verbatim from its",
        "`LICENSE` (branch `main` @ `9bc7ef71e926c6a04ca069730a20f5df9955f9fe`).",
        "",
        "## Upstream licence (verbatim)",
        "",
        "```text",
        upstream_licence.rstrip("\n"),
        "```",
        "",
        "## Card content",
        "",
        f"Card names, texts, stats and the game itself belong to {HOBBY_WORLD}.",
        "The MIT licence above covers microBers-studios' data file, not Hobby World's card",
        "content. This is fan reference data, not affiliated with or endorsed by Hobby World.",
        "",
        "## Corrections from card facts",
        "",
        "The generator corrects the MIT file with `tools/data/berserk-card-facts.json`",
        f"(sha256 `{FACTS_SHA256}`; provenance, every source disagreement and how it was",
        "settled: `tools/data/berserk-card-facts-SOURCE.md`). Those facts come from two public",
        "card databases that carry no licence:",
        "",
        "- <https://github.com/SkAZi/berserk-nxt> `resources/data.json` @",
        "  `1d6ff4f2b75d304d5af65551f63421106710a88b`;",
        "- <https://github.com/sknsdev/berserk-tcg-tflite> `web_assets/sets.json` @",
        "  `f90554746836921a8ed1bf7d197dfc93eea77182`.",
        "",
        "Only facts were taken from them — crown and elite flags, numbers (cost, lives,",
        "movement, strike, keyword values), the subtype, keyword terms, class names and a",
        "count of each card's other ability clauses — never a sentence of card text, a ruling",
        "or flavour. Each set file's `provenance` lists the cards whose values changed.",
        "",
        "The classes (`classes` of each card, the `classes` vocabulary of `game.yaml`) are",
        "berserk-nxt's `class` field: bare class names (Орк, Тоа-Дан, Герой-воин ...), each",
        "given an English id; the Russian name is the vocabulary entry's `name`.",
        "",
        "The printed ranges (`ranges` of each card: the kind of ability and the number of",
        "its «дальность») were read from berserk-nxt's card text and kept as numbers and",
        "enums. The same facts file also holds, read the same way, tiered and X amounts,",
        "which strike-result clauses need a hit, once-per limits, durations and \"up to N\"",
        "amounts; those are not in the set files: deckcheck's tests use them to audit the",
        "rules engine's card encodings (`tools/data/berserk-encoding-audit.md`). No text was",
        "taken for any of them: the card text was parsed in memory and dropped.",
    ]
    return "".join(f"{line}\n" for line in lines)


def read_facts(path: Path) -> dict[str, dict[str, Any]]:
    """The card facts, checked against their documented digest."""
    raw_bytes = path.read_bytes()
    digest = hashlib.sha256(raw_bytes).hexdigest()
    if digest != FACTS_SHA256:
        raise SourceError(
            f"{path}: sha256 {digest} is not the documented {FACTS_SHA256}; "
            "update FACTS_SHA256 after checking the new file"
        )
    facts: dict[str, dict[str, Any]] = json.loads(raw_bytes.decode("utf-8"))
    return facts


def render_all(
    source: Path,
    facts_path: Path = DEFAULT_FACTS,
    abilities_path: Path = ABILITIES,
    card_abilities_path: Path = CARD_ABILITIES,
) -> dict[str, str]:
    """Every output file, by path relative to the output folder."""
    raw_bytes = source.read_bytes()
    digest = hashlib.sha256(raw_bytes).hexdigest()
    if digest != SOURCE_SHA256:
        raise SourceError(
            f"{source}: sha256 {digest} is not the documented {SOURCE_SHA256}; "
            "update UPSTREAM and SOURCE_SHA256 after checking the new file"
        )
    raw_cards = json.loads(raw_bytes.decode("utf-8"))
    cards = build_sets(raw_cards, read_facts(facts_path))
    mark_played(cards, abilities_path, card_abilities_path)
    code_of = {info.source_name: info.code for info in SETS}
    files = {"game.yaml": render_game()}
    for info in SETS:
        raw_of_set = sorted(
            (raw for raw in raw_cards if code_of[raw["set"]] == info.code),
            key=lambda raw: int(raw["number"]),
        )
        files[f"sets/{info.file_name}"] = render_set(info, cards[info.code], raw_of_set)
    files["LICENSE-data.md"] = render_licence(
        (source.parent / "LICENSE").read_text(encoding="utf-8")
    )
    return files


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "source",
        nargs="?",
        type=Path,
        default=DEFAULT_SOURCE,
        help=f"cards.json (default: {DEFAULT_SOURCE})",
    )
    parser.add_argument(
        "--facts", type=Path, default=DEFAULT_FACTS, help=f"card facts (default: {DEFAULT_FACTS})"
    )
    parser.add_argument(
        "--abilities",
        type=Path,
        default=ABILITIES,
        help=f"the engine's keywords, for the implemented flags (default: {ABILITIES})",
    )
    parser.add_argument(
        "--card-abilities",
        type=Path,
        default=CARD_ABILITIES,
        help=f"the encoded card abilities, for the implemented flags (default: {CARD_ABILITIES})",
    )
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default: {DEFAULT_OUT})"
    )
    args = parser.parse_args(argv)
    try:
        files = render_all(args.source, args.facts, args.abilities, args.card_abilities)
    except (OSError, SourceError, KeyError, ValueError) as error:
        print(f"build_berserk_cardsets: {error}", file=sys.stderr)
        return 1
    for relative, text in files.items():
        path = args.out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
