"""Cards interned for play: every catalogue card becomes a small int (its *kind*).

The engine never looks a card up by its id string while playing. :func:`card_table`
turns the catalogue into parallel tuples indexed by kind — type, Battle Value, element
and character bit masks, the compiled Strategy effect — once per process; a game then
numbers its physical card copies and keeps only ints in its zones.

Strategy effects come from each card's ``effect`` and ``implemented`` fields (the effect
language is ``$defs/effect`` of ``schemas/ccs-rules.schema.json``) and are compiled to
:class:`Effect` records here. A card whose ``implemented`` is not true has no effect and
is never offered for play.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from deckcheck.catalog.model import Card, Catalogue

# Card types.
SPIRIT, CAPTURE, REINFORCEMENT, STRATEGY = 0, 1, 2, 3
TYPE_IDS = {
    "clow_spirit": SPIRIT,
    "capture": CAPTURE,
    "reinforcement": REINFORCEMENT,
    "strategy": STRATEGY,
}

ELEMENTS = ("wind", "fire", "wood", "electricity", "gold", "water", "earth", "rain", "clouds")
ELEMENT_BIT = {name: 1 << i for i, name in enumerate(ELEMENTS)}
ELEMENT_NAMES = {
    "wind": "Wind",
    "fire": "Fire",
    "wood": "Wood",
    "electricity": "Electricity",
    "gold": "Gold",
    "water": "Water",
    "earth": "Earth",
    "rain": "Rain",
    "clouds": "Clouds",
}
CHARACTER_TYPES = ("magical", "skilled", "non_magical")

# Timings (when a Strategy card may be played).
(
    T_CAPTURE,
    T_ANY,
    T_FLIP,
    T_ESCAPE,
    T_OWN_TURN,
    T_BEFORE_CAPTURE,
    T_ANSWER,
    T_AFTER_BATTLE,
    T_REPLENISH,
) = range(9)
TIMINGS = {
    "capture": T_CAPTURE,
    "any": T_ANY,
    "flip": T_FLIP,
    "escape": T_ESCAPE,
    "own_turn": T_OWN_TURN,
    "before_capture": T_BEFORE_CAPTURE,
    "answer": T_ANSWER,
    "after_battle": T_AFTER_BATTLE,
    "replenish": T_REPLENISH,
}
#: Timings whose cards are played in the drop step.
CLEANUP_TIMINGS = frozenset({T_ANY, T_AFTER_BATTLE, T_REPLENISH})

# Effect kinds, as bits (what the void cards recognise).
K_BOOST, K_DRAIN, K_CHANGE_TYPE, K_RETURN_SPIRIT = 1, 2, 4, 8
KINDS = {
    "boost": K_BOOST,
    "drain": K_DRAIN,
    "change_type": K_CHANGE_TYPE,
    "return_spirit": K_RETURN_SPIRIT,
}

# Operations.
(
    OP_MODIFY,
    OP_VOID,
    OP_SWAP_CAPTURE,
    OP_SET_SPIRIT,
    OP_BLOCK_CAPTURE,
    OP_BLOCK_MAJOR,
    OP_MAKE_MAJOR,
    OP_ANY_ANSWER,
    OP_IGNORE_ELEMENT,
    OP_PROTECT,
    OP_RETURN_FLIPPED,
    OP_REVEAL_SPIRITS,
    OP_OPPONENT_RETURNS,
    OP_EXCHANGE,
    OP_RECKLESS,
    OP_SWITCH_REINFORCEMENT,
    OP_SEARCH,
    OP_RECOVER,
    OP_EXTRA_DRAW,
    OP_EXTRA_DRAW_BOTH,
    OP_DRAW_ON_REPLENISH,
    OP_DROP_ANY,
    OP_DRAW_IF_AHEAD,
    OP_REVEAL_HAND,
) = range(24)

# Keys of the effect language that name the operation, in the order they are tried.
_OPERATIONS = (
    ("void", OP_VOID),
    ("swap_capture_elements", OP_SWAP_CAPTURE),
    ("set_spirit_element", OP_SET_SPIRIT),
    ("block_capture", OP_BLOCK_CAPTURE),
    ("block_major_capture", OP_BLOCK_MAJOR),
    ("make_major", OP_MAKE_MAJOR),
    ("any_character_answers", OP_ANY_ANSWER),
    ("ignore_capture_element", OP_IGNORE_ELEMENT),
    ("protect_character", OP_PROTECT),
    ("return_flipped_spirit", OP_RETURN_FLIPPED),
    ("reveal_spirits", OP_REVEAL_SPIRITS),
    ("opponent_returns_captured", OP_OPPONENT_RETURNS),
    ("exchange_captured", OP_EXCHANGE),
    ("reckless_capture", OP_RECKLESS),
    ("switch_reinforcement", OP_SWITCH_REINFORCEMENT),
    ("search_deck", OP_SEARCH),
    ("recover_from_discard", OP_RECOVER),
    ("extra_draw", OP_EXTRA_DRAW),
    ("extra_draw_both", OP_EXTRA_DRAW_BOTH),
    ("draw_on_replenish", OP_DRAW_ON_REPLENISH),
    ("drop_any", OP_DROP_ANY),
    ("draw_if_ahead", OP_DRAW_IF_AHEAD),
    ("reveal_hand", OP_REVEAL_HAND),
)
_MODIFY_KEYS = frozenset({"boost", "drain", "double", "halve"})
_CONDITION_KEYS = frozenset({"if_characters", "unless_characters", "if_elements"})
_COMMON_KEYS = frozenset({"timing", "kinds", "requires"})


class EffectError(ValueError):
    """An effect record the engine cannot compile."""


@dataclass(frozen=True, slots=True)
class Filter:
    """A search filter: a card type, optionally a character type bit and a power cap."""

    ctype: int
    character_type: int  # bit mask over CHARACTER_TYPES, 0 = any
    max_power: int  # 0 = no cap


@dataclass(frozen=True, slots=True)
class Effect:
    """A compiled Strategy effect (see ``$defs/effect`` in ccs-rules.schema.json)."""

    op: int
    timing: int = T_CAPTURE
    kinds: int = 0
    requires_battle: bool = False
    requires_captured: int = 0
    requires_only_card: bool = False
    requires_spirits_below: int = 0
    # OP_MODIFY: what happens to one's own side and to the opponent's side.
    boost: int = 0
    double: bool = False
    drain: int = 0
    halve: bool = False
    if_characters: int = 0  # character bits; 0 = no condition
    unless_characters: int = 0
    if_elements: int = 0
    # Other operations' parameters.
    void_kind: int = 0
    elements: int = 0  # swap pair, blocked elements
    element: int = -1  # OP_SET_SPIRIT target element index; -1 = any
    character: int = 0  # OP_PROTECT character bit
    card: str = ""  # OP_MAKE_MAJOR: a card id, "" = any
    amount: int = 0
    filters: tuple[Filter, ...] = ()

    @property
    def own_side(self) -> bool:
        """Whether an OP_MODIFY effect changes the player's own Battle Value."""
        return self.boost != 0 or self.double

    @property
    def other_side(self) -> bool:
        return self.drain != 0 or self.halve


def _bits(names: Any, table: Mapping[str, int], what: str) -> int:
    mask = 0
    for name in names:
        if name not in table:
            raise EffectError(f"unknown {what} {name!r}")
        mask |= table[name]
    return mask


def compile_effect(data: Mapping[str, Any], characters: Mapping[str, int]) -> Effect:
    """Compile one effect record; ``characters`` maps character ids to their bits."""
    known = _COMMON_KEYS | _MODIFY_KEYS | _CONDITION_KEYS | {k for k, _ in _OPERATIONS}
    unknown = set(data) - known
    if unknown:
        raise EffectError(f"unknown effect keys: {', '.join(sorted(unknown))}")
    common: dict[str, Any] = {}
    if "timing" in data:
        if data["timing"] not in TIMINGS:
            raise EffectError(f"unknown timing {data['timing']!r}")
        common["timing"] = TIMINGS[data["timing"]]
    common["kinds"] = _bits(data.get("kinds", ()), KINDS, "kind")
    requires = data.get("requires", {})
    common["requires_battle"] = bool(requires.get("battle", False))
    common["requires_captured"] = int(requires.get("captured", 0))
    common["requires_only_card"] = bool(requires.get("only_card_in_hand", False))
    common["requires_spirits_below"] = int(requires.get("spirits_in_play_below", 0))

    if _MODIFY_KEYS & set(data):
        others = [k for k, _ in _OPERATIONS if k in data]
        if others:
            raise EffectError(f"boost/drain cannot be combined with {others[0]}")
        return Effect(
            op=OP_MODIFY,
            boost=int(data.get("boost", 0)),
            double=bool(data.get("double", False)),
            drain=int(data.get("drain", 0)),
            halve=bool(data.get("halve", False)),
            if_characters=_bits(data.get("if_characters", ()), characters, "character"),
            unless_characters=_bits(data.get("unless_characters", ()), characters, "character"),
            if_elements=_bits(data.get("if_elements", ()), ELEMENT_BIT, "element"),
            **common,
        )
    if _CONDITION_KEYS & set(data):
        raise EffectError("if_/unless_ conditions apply to boost and drain only")
    ops = [(key, op) for key, op in _OPERATIONS if key in data]
    if len(ops) != 1:
        raise EffectError(f"an effect has exactly one operation, found {len(ops)}")
    key, op = ops[0]
    value = data[key]
    extra: dict[str, Any] = {}
    if op == OP_VOID:
        extra["void_kind"] = _bits([value], KINDS, "kind")
    elif op == OP_SWAP_CAPTURE:
        extra["elements"] = _bits(value, ELEMENT_BIT, "element")
    elif op == OP_SET_SPIRIT:
        extra["element"] = -1 if value == "any" else ELEMENTS.index(value)
    elif op == OP_BLOCK_CAPTURE:
        extra["elements"] = _bits(value, ELEMENT_BIT, "element")
    elif op == OP_MAKE_MAJOR:
        extra["card"] = "" if value == "any" else str(value)
    elif op == OP_PROTECT:
        extra["character"] = _bits([value], characters, "character")
    elif op == OP_SEARCH:
        extra["filters"] = tuple(_filter(f) for f in value)
    elif op == OP_RECOVER:
        extra["filters"] = (_filter(value),)
    elif op in (
        OP_REVEAL_SPIRITS,
        OP_EXTRA_DRAW,
        OP_EXTRA_DRAW_BOTH,
        OP_DRAW_ON_REPLENISH,
        OP_DRAW_IF_AHEAD,
    ):
        extra["amount"] = int(value)
    return Effect(op=op, **common, **extra)


def _filter(data: Mapping[str, Any]) -> Filter:
    ctype = TYPE_IDS[data["type"]]
    kind = data.get("character_type")
    return Filter(
        ctype=ctype,
        character_type=(1 << CHARACTER_TYPES.index(kind)) if kind else 0,
        max_power=int(data.get("max_power", 0)),
    )


@dataclass(frozen=True)
class CardTable:
    """Every card of a catalogue as parallel tuples indexed by kind (a small int)."""

    ids: tuple[str, ...]
    names: tuple[str, ...]
    types: tuple[int, ...]
    powers: tuple[int, ...]
    elements: tuple[int, ...]  # element bits
    #: Character bits of Capture/Reinforcement cards ("counts as" folded in: Yue = Julian).
    characters: tuple[int, ...]
    #: The characters printed on the card, in order, as character indices.
    character_lists: tuple[tuple[int, ...], ...]
    character_types: tuple[int, ...]  # bits over CHARACTER_TYPES
    major: tuple[bool, ...]
    effects: tuple[Effect | None, ...]
    #: Each card's effect timing (-1 without an effect), for quick checks.
    timings: tuple[int, ...]
    #: Whether the engine may play the card (false for unimplemented texts).
    playable: tuple[bool, ...]
    character_ids: tuple[str, ...]
    character_names: tuple[str, ...]
    #: Bit of each character index (its "counts as" character's bit).
    character_bits: tuple[int, ...]
    index: Mapping[str, int]

    def kind(self, card_id: str) -> int:
        return self.index[card_id]

    def __len__(self) -> int:
        return len(self.ids)

    def label(self, kind: int) -> str:
        """A short description: ``C12 Sakura (Fire/Wind 4000)``, ``S5 Power Boost``."""
        ctype = self.types[kind]
        base = f"{self.ids[kind]} {self.names[kind]}"
        if ctype == CAPTURE:
            return f"{base} ({element_names(self.elements[kind])} {self.powers[kind]})"
        if ctype == SPIRIT:
            major = ", Major" if self.major[kind] else ""
            return f"{base} ({element_names(self.elements[kind])}{major})"
        return base


def element_names(mask: int) -> str:
    return "/".join(ELEMENT_NAMES[e] for e in ELEMENTS if mask & ELEMENT_BIT[e]) or "-"


def _effect_records(catalogue: Catalogue) -> dict[str, tuple[bool, Mapping[str, Any] | None]]:
    """``implemented`` and ``effect`` of each card that has them (see the module docstring)."""
    return {
        card.id: (card.flag("implemented"), card.fields.get("effect"))
        for card in catalogue
        if "implemented" in card.fields
    }


def build_table(catalogue: Catalogue) -> CardTable:
    """Intern every card of ``catalogue``. Raises :class:`EffectError` for a bad effect."""
    info = catalogue.info
    character_ids = tuple(term.id for term in info.characters)
    base_bits = {cid: 1 << i for i, cid in enumerate(character_ids)}
    character_bits = tuple(
        base_bits.get(str(term.extra.get("counts_as", term.id)), base_bits[term.id])
        for term in info.characters
    )
    bit_by_id = dict(zip(character_ids, character_bits, strict=True))
    records = _effect_records(catalogue)
    cards: list[Card] = sorted(catalogue, key=lambda c: _sort_key(c.id))
    effects: list[Effect | None] = []
    playable: list[bool] = []
    for card in cards:
        implemented, effect = records.get(card.id, (card.type != "strategy", None))
        if card.type == "strategy" and implemented:
            if effect is None:
                raise EffectError(f"{card.id}: implemented but has no effect")
            try:
                effects.append(compile_effect(effect, bit_by_id))
            except EffectError as err:
                raise EffectError(f"{card.id}: {err}") from None
        else:
            effects.append(None)
        playable.append(bool(implemented) and card.type != "clow_spirit")
    return CardTable(
        ids=tuple(c.id for c in cards),
        names=tuple(c.name for c in cards),
        types=tuple(TYPE_IDS[c.type] for c in cards),
        powers=tuple(c.power or 0 for c in cards),
        elements=tuple(_bits(c.elements, ELEMENT_BIT, "element") for c in cards),
        characters=tuple(_bits(c.characters, bit_by_id, "character") for c in cards),
        character_lists=tuple(tuple(character_ids.index(ch) for ch in c.characters) for c in cards),
        character_types=tuple(
            sum(1 << CHARACTER_TYPES.index(t) for t in set(c.names("character_types")))
            for c in cards
        ),
        major=tuple(c.flag("major") for c in cards),
        effects=tuple(effects),
        timings=tuple(-1 if e is None else e.timing for e in effects),
        playable=tuple(playable),
        character_ids=character_ids,
        character_names=tuple(term.name for term in info.characters),
        character_bits=character_bits,
        index={c.id: i for i, c in enumerate(cards)},
    )


def _sort_key(card_id: str) -> tuple[str, int]:
    prefix = card_id.rstrip("0123456789")
    return prefix, int(card_id[len(prefix) :] or 0)


@cache
def card_table() -> CardTable:
    """The bundled catalogue's card table (built once per process)."""
    from deckcheck.catalog.load import load_catalogue

    return build_table(load_catalogue("ccs"))
