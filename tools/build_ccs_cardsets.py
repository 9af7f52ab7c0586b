#!/usr/bin/env python3
"""Build the Cardcaptors Trading Card Game catalogue (``cardsets/ccs``) from the upstream data.

The upstream data is github.com/xxninjabunnyxx/cardcaptors-tcg-data (MIT), copied into
``shared/data/ccs`` with a ``SOURCE.md`` that lists its provenance and known defects:

- ``upstream/cards/*.yml``: upstream's cleaned data, one file per card. It is the primary source
  for names, numbers, rarities, card types, elements, Battle Values and sets.
- ``upstream/raw-sets/*.json``: the raw TradeCardsOnline scrape. Its ``[Major Clow Spirit]`` and
  ``[Character type: ...]`` annotations, which the cleaned data partly lost, fix the defects:
  the Major flag of The Watery (CS29) and The Earthy (CS35), the character type of every Capture
  and Reinforcement card, and the set of S48. Rules texts come from here too (the cleaned data
  turned the printed double quotes into single quotes).

Every field the two sources both carry is cross-checked; any disagreement stops the build.
Printed spelling ("The Firey", "Phyrric Battle", "opopnent") is kept as it is.

The rules engine's data is merged in from ``tools/data/ccs-strategy-effects.yaml``: each
Strategy card (and each Reinforcement card whose text the engine does not carry out) gets
``implemented`` and, when implemented, its machine-readable ``effect`` (the language is
``$defs/effect`` of ``schemas/ccs-rules.schema.json``). Every Strategy card must be listed.

Writes ``game.yaml``, ``sets/*.yaml`` and ``LICENSE-data.md``. The output depends only on the
input files, so running it twice gives identical files.

Usage::

    python tools/build_ccs_cardsets.py [SOURCE] [--out DIR]
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = REPO_ROOT.parent / "shared" / "data" / "ccs"
DEFAULT_OUT = REPO_ROOT / "cardsets" / "ccs"
EFFECTS_FILE = REPO_ROOT / "tools" / "data" / "ccs-strategy-effects.yaml"

UPSTREAM_REPO = "https://github.com/xxninjabunnyxx/cardcaptors-tcg-data"
CARDS_COMMIT = "a75fda7e238d58fcb562e6568f2eccdaf6172f41"
RAW_SETS_COMMIT = "0a458ce2b94fec325812c4f08ab6f908b2746671"
COPYRIGHT = "Copyright (c) 2018 xxninjabunnyxx"
LICENCE_FILE = "LICENSE-data.md"
LICENCE = f"MIT, {COPYRIGHT}; full text in ../{LICENCE_FILE}"
GENERATOR = "tools/build_ccs_cardsets.py"


@dataclass(frozen=True)
class SetInfo:
    """One card set: its upstream name and file, and the header written to ``sets/<slug>.yaml``."""

    slug: str
    code: str
    name: str
    tco_series_id: int
    year: int
    status: str
    aliases: tuple[str, ...] = ()
    note: str = ""


MISSING_NUMBERS_NOTE = (
    "Card numbers C43, R11, S22, S23 and S24 are not in the source; they sit on the Series 1 / "
    "Series 2 boundary and may be promos, unlisted cards or unused numbers."
)

SETS: tuple[SetInfo, ...] = (
    SetInfo(
        slug="starter_deck",
        code="SD",
        name="Starter Deck",
        tco_series_id=1408,
        year=2001,
        status="official",
        aliases=("Starter",),
    ),
    SetInfo(
        slug="series_1",
        code="S1",
        name="Series 1",
        tco_series_id=1409,
        year=2001,
        status="official",
        aliases=("Booster Series I Beginnings", "Beginnings"),
        note=MISSING_NUMBERS_NOTE,
    ),
    SetInfo(
        slug="series_2",
        code="S2",
        name="Series 2",
        tco_series_id=1410,
        year=2001,
        status="official",
        aliases=("Booster Series II New Rivals", "New Rivals"),
        note=MISSING_NUMBERS_NOTE,
    ),
    SetInfo(
        slug="power_of_the_guardians",
        code="PG",
        name="Power of the Guardians",
        tco_series_id=2147,
        year=2001,
        status="unconfirmed",
        aliases=("PotG", "Guardians"),
        note=(
            "Not confirmed as an official Upper Deck release (see SOURCE.md of the copied "
            "data, known problem 6): TradeCardsOnline added it later than the other three "
            "sets (series id 2147 against 1408-1410), and a Russian fan page says only the "
            "Starter Deck and two boosters were released before fans made their own sets. "
            "The year 2001 is not confirmed either."
        ),
    ),
)

# Closed vocabularies of game.yaml. Ids are what card files use; names are printed English.
ELEMENTS: tuple[dict[str, Any], ...] = (
    {"id": "wind", "name": "Wind", "aliases": ["ветер", "ветра", "ветряной", "воздушный"]},
    {"id": "fire", "name": "Fire", "aliases": ["огонь", "огня", "огненный"]},
    {"id": "wood", "name": "Wood", "aliases": ["дерево", "дерева", "деревянный", "древесный"]},
    {
        "id": "electricity",
        "name": "Electricity",
        "aliases": ["thunder", "electric", "электричество", "электрический", "молния"],
    },
    {"id": "gold", "name": "Gold", "aliases": ["metal", "золото", "золотой", "металл"]},
    {"id": "water", "name": "Water", "aliases": ["вода", "воды", "водный", "водяной"]},
    {"id": "earth", "name": "Earth", "aliases": ["земля", "земли", "земной", "земляной"]},
    {"id": "rain", "name": "Rain", "aliases": ["дождь", "дождя", "дождевой"]},
    {
        "id": "clouds",
        "name": "Clouds",
        "aliases": ["cloud", "облако", "облака", "облачный", "облачная"],
    },
)

RARITIES: tuple[dict[str, Any], ...] = (
    {"id": "common", "name": "Common", "aliases": ["C", "обычная", "обычный"]},
    {"id": "uncommon", "name": "Uncommon", "aliases": ["U", "необычная", "необычный"]},
    {"id": "rare", "name": "Rare", "aliases": ["R", "редкая", "редкий"]},
)

TYPES: tuple[dict[str, Any], ...] = (
    {
        "id": "clow_spirit",
        "name": "Clow Spirit",
        "aliases": ["clow", "spirit", "Clow Spirit card", "дух", "карта духа"],
    },
    {"id": "capture", "name": "Capture", "aliases": ["Capture card", "захват", "карта захвата"]},
    {
        "id": "reinforcement",
        "name": "Reinforcement",
        "aliases": ["Reinforcement card", "замена", "карта замены"],
    },
    {
        "id": "strategy",
        "name": "Strategy",
        "aliases": ["Strategy card", "стратегия", "карта стратегии"],
    },
)

CHARACTER_TYPES: tuple[dict[str, Any], ...] = (
    {"id": "magical", "name": "Magical", "aliases": ["магический", "магическая"]},
    {"id": "skilled", "name": "Skilled", "aliases": ["умелый", "умелая", "ловкий"]},
    {
        "id": "non_magical",
        "name": "Non-magical",
        "aliases": [
            "Non-Magical",
            "Nonmagical",
            "non magical",
            "green",
            "немагический",
            "немагическая",
            "зелёный",
        ],
    },
)

CHARACTERS: tuple[dict[str, Any], ...] = (
    {
        "id": "sakura",
        "name": "Sakura",
        "aliases": ["Sakura Avalon", "Sakura Kinomoto", "Сакура", "Сакура Киномото"],
        "character_type": "magical",
    },
    {
        "id": "li_showron",
        "name": "Li Showron",
        "aliases": ["Syaoran", "Syaoran Li", "Li", "Showron", "Сяоран", "Ли Сяоран"],
        "character_type": "magical",
    },
    {
        "id": "meilin",
        "name": "Meilin",
        "aliases": ["Meiling", "Meiling Li", "Meilin Rae", "Мэйлин", "Мэйлин Ли"],
        "character_type": "skilled",
    },
    {
        "id": "tori",
        "name": "Tori",
        "aliases": ["Touya", "Touya Kinomoto", "Toya", "Tori Avalon", "Тоя", "Тоя Киномото"],
        "character_type": "skilled",
    },
    {
        "id": "julian",
        "name": "Julian",
        "aliases": ["Yukito", "Yukito Tsukishiro", "Julian Star", "Юкито", "Юкито Цукисиро"],
        "character_type": "non_magical",
    },
    {
        "id": "kero",
        "name": "Kero",
        "aliases": ["Kero-chan", "Kerberos", "Cerberus", "Керо", "Керо-тян", "Кероберос"],
        "character_type": "magical",
    },
    {
        "id": "keroberos",
        "name": "Keroberos",
        "aliases": [
            "Cerberus true form",
            "Kerberos true form",
            "Kerberos",
            "Cerberus",
            "Кероберос",
        ],
        "character_type": "magical",
        "counts_as": "kero",
    },
    {
        "id": "madison",
        "name": "Madison",
        "aliases": ["Madison Taylor", "Tomoyo", "Tomoyo Daidouji", "Томоё", "Томоё Дайдодзи"],
        "character_type": "non_magical",
    },
    {
        "id": "layla_mackenzie",
        "name": "Layla Mackenzie",
        "aliases": ["Layla", "Kaho", "Kaho Mizuki", "Кахо", "Кахо Мидзуки"],
        "character_type": "magical",
    },
    {
        "id": "yue",
        "name": "Yue",
        "aliases": ["Юэ"],
        "character_type": "magical",
        "counts_as": "julian",
    },
)

TYPE_IDS = {
    "Clow": "clow_spirit",
    "Capture": "capture",
    "Reinforcement": "reinforcement",
    "Strategy": "strategy",
}
TYPE_PREFIXES = {"clow_spirit": "CS", "capture": "C", "reinforcement": "R", "strategy": "S"}
RARITY_IDS = {entry["name"]: entry["id"] for entry in RARITIES}
ELEMENT_IDS = {entry["name"]: entry["id"] for entry in ELEMENTS}
CHARACTER_IDS = {entry["name"]: entry["id"] for entry in CHARACTERS}
# The printed spellings of the character types found in the raw scrape.
CHARACTER_TYPE_IDS = {
    "Magical": "magical",
    "Skilled": "skilled",
    "Non-magical": "non_magical",
    "Non-Magical": "non_magical",
    "Nonmagical": "non_magical",
}

# "[Character type: Non-magical}" (sic) occurs once, so an annotation may end in "}".
ANNOTATION = re.compile(r"\[([^\]}]*)[\]}]")
ATTRIBUTE = re.compile(r"<li><strong>([^<]*):</strong>\s*(.*)</li>")
STRONG = re.compile(r"<strong>(.*)</strong>")
PARAGRAPH = re.compile(r"<p>(.*)</p>", re.DOTALL)


class SourceError(ValueError):
    """The source data is not what this generator expects."""


@dataclass(frozen=True)
class RawCard:
    """One card of the raw TradeCardsOnline scrape, with its annotations parsed."""

    number: str
    name: str
    set_name: str
    attributes: dict[str, str]
    text: str
    major: bool
    character_types: tuple[str, ...]


@dataclass(frozen=True)
class Card:
    """One output card record, plus what the raw scrape corrected in the cleaned data."""

    set_name: str
    record: dict[str, Any]
    fixes: tuple[str, ...]


# --- reading ---------------------------------------------------------------------------------


def _inner_html(match: re.Match[str] | None, what: str) -> str:
    if match is None:
        raise SourceError(f"cannot parse {what}")
    return html.unescape(match.group(1)).strip()


def parse_raw_card(item: dict[str, list[str]], set_name: str) -> RawCard:
    """Parse one raw-set entry: HTML fragments for the name, the effect and the attributes."""
    attributes: dict[str, str] = {}
    for fragment in item["attributes"]:
        match = ATTRIBUTE.fullmatch(fragment)
        if match is None:
            raise SourceError(f"cannot parse attribute {fragment!r}")
        attributes[match.group(1)] = html.unescape(match.group(2)).strip()
    number = attributes["Number"]
    effect = _inner_html(PARAGRAPH.fullmatch(item["effect"][0]), f"the effect of {number}")
    major = False
    character_types: tuple[str, ...] = ()
    for annotation in ANNOTATION.findall(effect):
        label, _, value = annotation.partition(":")
        if annotation.strip() == "Major Clow Spirit":
            major = True
        elif label.strip() == "Character type":
            character_types = tuple(part.strip() for part in value.split("/"))
        else:
            raise SourceError(f"{number}: unknown annotation [{annotation}]")
    return RawCard(
        number=number,
        name=_inner_html(STRONG.fullmatch(item["name"][0]), f"the name of {number}"),
        set_name=set_name,
        attributes=attributes,
        text=" ".join(ANNOTATION.sub("", effect).split()),
        major=major,
        character_types=character_types,
    )


def load_raw_cards(source: Path) -> dict[str, RawCard]:
    """Read every raw-set file, keyed by card number."""
    cards: dict[str, RawCard] = {}
    for info in SETS:
        path = source / "upstream" / "raw-sets" / f"{info.slug}.json"
        data = json.loads(path.read_text("utf-8"))
        if data["set_name"] != info.name:
            raise SourceError(f"{info.slug}.json is set {data['set_name']!r}")
        for item in data["cards"]:
            card = parse_raw_card(item, info.name)
            if card.number in cards:
                raise SourceError(f"{card.number} appears twice in the raw sets")
            cards[card.number] = card
    return cards


def load_cleaned_cards(source: Path) -> dict[str, dict[str, Any]]:
    """Read upstream's cleaned per-card YAML files, keyed by card number."""
    cards: dict[str, dict[str, Any]] = {}
    for path in sorted((source / "upstream" / "cards").glob("*.yml")):
        data = yaml.safe_load(path.read_text("utf-8"))
        number = str(data["number"])
        if path.stem != number:
            raise SourceError(f"{path.name} holds card {number}")
        cards[number] = data
    return cards


# --- converting ------------------------------------------------------------------------------


def split_number(number: str) -> tuple[str, int]:
    """``"CS29"`` -> ``("CS", 29)``."""
    match = re.fullmatch(r"(CS|C|R|S)([0-9]{1,3})", number)
    if match is None:
        raise SourceError(f"unexpected card number {number!r}")
    return match.group(1), int(match.group(2))


def card_sort_key(number: str) -> tuple[int, int]:
    """Order card numbers CS, C, R, S, then numerically."""
    prefix, value = split_number(number)
    return list(TYPE_PREFIXES.values()).index(prefix), value


def split_names(value: str) -> list[str]:
    """Split ``"Wind / Fire"``, ``"Gold/Electricity"`` or ``"Madison / Kero"`` into its parts."""
    return [part.strip() for part in value.split("/")]


def lookup(table: dict[str, str], name: str, what: str, number: str) -> str:
    """The id of a printed name, or a ``SourceError`` naming the card."""
    if name not in table:
        raise SourceError(f"{number}: unknown {what} {name!r}")
    return table[name]


def cross_check(number: str, cleaned: dict[str, Any], raw: RawCard) -> None:
    """Stop if the cleaned YAML and the raw scrape disagree on a field they both carry."""
    pairs = [
        ("name", cleaned["name"].replace(" / ", "/"), raw.name.replace(" / ", "/")),
        ("rarity", cleaned["rarity"], raw.attributes["Rarity"]),
        ("card type", cleaned["card_type"], raw.attributes["Card Type"]),
        ("element", cleaned.get("element", "").replace(" ", ""), raw.attributes.get("Element", "")),
        ("battle value", cleaned.get("attack", ""), raw.attributes.get("Attack", "")),
        ("set", cleaned.get("set_name", raw.set_name), raw.set_name),
    ]
    for field, ours, theirs in pairs:
        if ours != theirs:
            raise SourceError(f"{number}: {field} {ours!r} upstream, {theirs!r} in the scrape")


def character_types(raw: RawCard, count: int) -> list[str]:
    """The character type ids of a card with ``count`` characters (one type may cover both)."""
    types = [
        lookup(CHARACTER_TYPE_IDS, name, "character type", raw.number)
        for name in raw.character_types
    ]
    if len(types) == 1:
        types *= count
    if len(types) != count:
        raise SourceError(f"{raw.number}: {count} characters but types {raw.character_types}")
    return types


def fixes_for(cleaned: dict[str, Any], raw: RawCard, card_type: str) -> tuple[str, ...]:
    """Name the defects of the cleaned data that the raw scrape corrects for this card."""
    fixes = []
    if raw.major and not cleaned.get("major_clow_spirit"):
        fixes.append("major")
    if card_type in ("capture", "reinforcement") and not cleaned.get("character_type"):
        fixes.append("character_type")
    if "set_name" not in cleaned:
        fixes.append("set")
    return tuple(fixes)


def build_card(cleaned: dict[str, Any], raw: RawCard) -> Card:
    """Turn one upstream card into a catalogue record (keys in the order they are written)."""
    number = raw.number
    cross_check(number, cleaned, raw)
    card_type = lookup(TYPE_IDS, cleaned["card_type"], "card type", number)
    if split_number(number)[0] != TYPE_PREFIXES[card_type]:
        raise SourceError(f"{number}: number does not fit card type {card_type}")
    record: dict[str, Any] = {
        "id": number,
        "name": cleaned["name"],
        "type": card_type,
        "rarity": lookup(RARITY_IDS, cleaned["rarity"], "rarity", number),
    }
    if card_type in ("clow_spirit", "capture"):
        record["elements"] = [
            lookup(ELEMENT_IDS, name, "element", number) for name in split_names(cleaned["element"])
        ]
    if card_type == "clow_spirit":
        record["major"] = raw.major
    if card_type == "capture":
        record["power"] = int(cleaned["attack"])
    if card_type in ("capture", "reinforcement"):
        characters = [
            lookup(CHARACTER_IDS, name, "character", number)
            for name in split_names(cleaned["name"])
        ]
        record["characters"] = characters
        record["character_types"] = character_types(raw, len(characters))
    if raw.text:
        if card_type not in ("reinforcement", "strategy"):
            raise SourceError(f"{number}: unexpected text on a {card_type} card: {raw.text!r}")
        record["text"] = raw.text
    elif card_type == "strategy":
        raise SourceError(f"{number}: strategy card without text")
    return Card(raw.set_name, record, fixes_for(cleaned, raw, card_type))


def build_cards(source: Path) -> list[Card]:
    """All cards, in catalogue order, with the engine's effects merged in."""
    cleaned = load_cleaned_cards(source)
    raw = load_raw_cards(source)
    if cleaned.keys() != raw.keys():
        raise SourceError(f"card numbers differ: {sorted(cleaned.keys() ^ raw.keys())}")
    cards = [build_card(cleaned[number], raw[number]) for number in sorted(raw, key=card_sort_key)]
    merge_effects(cards, load_effects(EFFECTS_FILE))
    return cards


def load_effects(path: Path) -> dict[str, dict[str, Any]]:
    """The engine's effects data by card number (``cards:`` of the effects file)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise SourceError(f"{path}: expected a mapping with 'cards'")
    effects: dict[str, dict[str, Any]] = data["cards"]
    return effects


def merge_effects(cards: Sequence[Card], effects: dict[str, dict[str, Any]]) -> None:
    """Add ``effect`` and ``implemented`` to the cards the effects data lists."""
    by_number = {card.record["id"]: card for card in cards}
    for number, entry in effects.items():
        card = by_number.get(number)
        if card is None or card.record["type"] not in ("strategy", "reinforcement"):
            raise SourceError(f"effects data: {number} is not a Strategy or Reinforcement card")
        if entry.get("name") != card.record["name"]:
            raise SourceError(
                f"effects data: {number} is {card.record['name']!r}, not {entry.get('name')!r}"
            )
        implemented = entry.get("implemented")
        if not isinstance(implemented, bool) or (implemented and "effect" not in entry):
            raise SourceError(f"effects data: {number} needs implemented (and an effect if true)")
        if implemented:
            card.record["effect"] = entry["effect"]
        card.record["implemented"] = implemented
    missing = [
        c.record["id"]
        for c in cards
        if c.record["type"] == "strategy" and c.record["id"] not in effects
    ]
    if missing:
        raise SourceError(f"effects data: no entry for {', '.join(missing)}")


# --- writing ---------------------------------------------------------------------------------


FOLD_LONGER_THAN = 80


class BlockDumper(yaml.SafeDumper):
    """Block style, list items indented under their key, never anchors or aliases."""

    def ignore_aliases(self, data: Any) -> bool:
        return True

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        super().increase_indent(flow, False)


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    """Write long texts as folded scalars (``>-``), so they read as wrapped prose."""
    style = ">" if len(value) > FOLD_LONGER_THAN else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


BlockDumper.add_representer(str, _represent_str)


def to_yaml(header: Sequence[str], data: dict[str, Any]) -> str:
    body = yaml.dump(
        data,
        Dumper=BlockDumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
        indent=2,
    )
    return "".join(f"{line}\n" for line in header) + body


def file_header(schema: str, licence_path: str) -> list[str]:
    return [
        f"# yaml-language-server: $schema={schema}",
        f"# Generated by {GENERATOR}; edit the generator, not this file.",
        f"# Data: {UPSTREAM_REPO}",
        f"#   cards/*.yml @ {CARDS_COMMIT}",
        f"#   sets/*.json @ {RAW_SETS_COMMIT}",
        f"# Licence: MIT, {COPYRIGHT}. Full text: {licence_path}",
    ]


def _numbers(cards: Sequence[Card], fix: str) -> list[str]:
    return [card.record["id"] for card in cards if fix in card.fixes]


def provenance(info: SetInfo, cards: Sequence[Card]) -> str:
    """Where the set's cards come from and what the generator corrected in them."""
    fixed = []
    majors = _numbers(cards, "major")
    if majors:
        fixed.append(f"the Major Clow Spirit flag of {', '.join(majors)}")
    typed = _numbers(cards, "character_type")
    if typed:
        noun = "card" if len(typed) == 1 else "cards"
        fixed.append(f"the missing character type of {len(typed)} Capture/Reinforcement {noun}")
    moved = _numbers(cards, "set")
    if moved:
        fixed.append(f"the missing set of {', '.join(moved)}")
    corrections = (
        f"Corrected from the raw scrape: {'; '.join(fixed)}."
        if fixed
        else "No corrections were needed in this set."
    )
    parts = [
        f"TradeCardsOnline series {info.tco_series_id}, via {UPSTREAM_REPO}: cards/*.yml at "
        f"{CARDS_COMMIT} merged with sets/{info.slug}.json at {RAW_SETS_COMMIT}.",
        "Character types and rules texts come from the raw scrape.",
        "Strategy effects (effect, implemented) come from tools/data/ccs-strategy-effects.yaml."
        if any(card.record["type"] == "strategy" for card in cards)
        else "",
        corrections,
        "Printed spelling is kept.",
        info.note,
    ]
    return " ".join(part for part in parts if part)


def set_document(info: SetInfo, cards: Sequence[Card]) -> dict[str, Any]:
    header: dict[str, Any] = {"code": info.code, "name": info.name}
    if info.aliases:
        header["aliases"] = list(info.aliases)
    header.update(
        year=info.year, status=info.status, provenance=provenance(info, cards), licence=LICENCE
    )
    return {"game": "ccs", "set": header, "cards": [dict(card.record) for card in cards]}


def game_document() -> dict[str, Any]:
    return {
        "game": "ccs",
        "name": "Cardcaptors Trading Card Game",
        "publisher": "Upper Deck Entertainment",
        "source": (
            f"Card data: {UPSTREAM_REPO} (MIT, {COPYRIGHT}). English names as printed "
            "(Nelvana dub); aliases add the Japanese names and Russian terms."
        ),
        "elements": [dict(entry) for entry in ELEMENTS],
        "rarities": [dict(entry) for entry in RARITIES],
        "types": [dict(entry) for entry in TYPES],
        "character_types": [dict(entry) for entry in CHARACTER_TYPES],
        "characters": [dict(entry) for entry in CHARACTERS],
    }


def licence_document(source: Path) -> str:
    licence = (source / "upstream" / "LICENSE").read_text("utf-8").rstrip("\n")
    return (
        "# Licence of the Cardcaptors card data\n"
        "\n"
        "`game.yaml` and `sets/*.yaml` in this directory are derived from the card data of\n"
        f"<{UPSTREAM_REPO}>: `cards/*.yml` at commit\n"
        f"`{CARDS_COMMIT}`, merged with `sets/*.json` at commit\n"
        f"`{RAW_SETS_COMMIT}` (a scrape of TradeCardsOnline).\n"
        f"They were converted and corrected by `{GENERATOR}`; the `provenance` of each set\n"
        "file says what was corrected. The upstream licence below applies to that data.\n"
        "\n"
        "The Cardcaptors Trading Card Game was published by Upper Deck Entertainment in 2001.\n"
        "The game, its card names and its rules texts belong to their rights holders; the licence\n"
        "covers the upstream data files.\n"
        "\n"
        "## Upstream licence (verbatim)\n"
        "\n"
        "```text\n"
        f"{licence}\n"
        "```\n"
    )


def render(source: Path) -> dict[str, str]:
    """Every output file, keyed by its path relative to the output directory."""
    cards = build_cards(source)
    files = {
        "game.yaml": to_yaml(
            file_header("../../schemas/game.schema.json", LICENCE_FILE), game_document()
        ),
        LICENCE_FILE: licence_document(source),
    }
    header = file_header("../../../schemas/cardset.schema.json", f"../{LICENCE_FILE}")
    for info in SETS:
        members = [card for card in cards if card.set_name == info.name]
        files[f"sets/{info.slug}.yaml"] = to_yaml(header, set_document(info, members))
    return files


def write(files: dict[str, str], out: Path) -> None:
    for relative, text in files.items():
        path = out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "source",
        nargs="?",
        type=Path,
        default=DEFAULT_SOURCE,
        help=f"the copied upstream data (default: {DEFAULT_SOURCE})",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help=f"where to write the catalogue (default: {DEFAULT_OUT})",
    )
    args = parser.parse_args(argv)
    try:
        files = render(args.source)
    except KeyError as error:
        print(f"build_ccs_cardsets: a source record lacks the field {error}", file=sys.stderr)
        return 1
    except (OSError, ValueError, yaml.YAMLError) as error:
        print(f"build_ccs_cardsets: {error}", file=sys.stderr)
        return 1
    write(files, args.out)
    for relative in files:
        print(args.out / relative)
    return 0


if __name__ == "__main__":
    sys.exit(main())
