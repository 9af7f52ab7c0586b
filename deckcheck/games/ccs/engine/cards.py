"""Cards interned for play: every catalogue card becomes a small int (its *kind*).

The engine never looks a card up by its id string while playing. :func:`card_table`
turns the catalogue into parallel tuples indexed by kind — type, Battle Value, element
and character bit masks, the compiled Strategy effect — once per process; a game then
numbers its physical card copies and keeps only ints in its zones.

Strategy effects come from each card's ``effect`` and ``implemented`` fields (the effect
language is ``$defs/effect`` of ``schemas/ccs-rules.schema.json``) and are compiled to
:class:`~deckcheck.games.ccs.engine.effects.Effect` records by the operations table of
:mod:`deckcheck.games.ccs.engine.effects`. A card whose ``implemented`` is not true has no
effect and is never offered for play.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from deckcheck.catalog.model import Card, Catalogue
from deckcheck.games.ccs.engine.effects import (
    CAPTURE,
    CHARACTER_TYPES,
    CLEANUP_TIMINGS,
    ELEMENT_BIT,
    ELEMENT_NAMES,
    ELEMENTS,
    REINFORCEMENT,
    SPIRIT,
    STRATEGY,
    TIMINGS,
    TYPE_IDS,
    Effect,
    EffectError,
    compile_effect,
    effect_words,
    element_names,
)
from deckcheck.games.ccs.engine.effects import bits as _bits


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
    #: Reinforcement cards' On Scene costs, aligned with ``character_lists``: for each
    #: character, the character index a discarded Reinforcement card must show (-1: free).
    #: Empty for a card with no cost (all but R16, R19, R20).
    costs: tuple[tuple[int, ...], ...] = ()

    def kind(self, card_id: str) -> int:
        return self.index[card_id]

    def __len__(self) -> int:
        return len(self.ids)

    def effect_words(self, kind: int) -> str | None:
        """What a Strategy or Reinforcement card does, in a few words of deckcheck's own
        from the engine's data (its compiled effect, its characters, its cost); None for
        another card, or one the engine does not play."""
        ctype = self.types[kind]
        if ctype == STRATEGY:
            effect = self.effects[kind]
            if effect is None:
                return None
            names = dict(zip(self.character_bits, self.character_names, strict=True))
            return effect_words(
                effect, names, dict(zip(self.character_ids, self.character_names, strict=True))
            )
        if ctype != REINFORCEMENT or not self.playable[kind]:
            return None
        chars = self.character_lists[kind]
        words = ("stops a capture attempt as " + " or ".join(self.character_names[c]
                                                            for c in chars)
                 + ": the catcher must answer it, or the spirit is not captured")
        costs = self.costs[kind] if self.costs else ()
        paid = sorted({self.character_names[c] for c in costs if c >= 0})
        if paid:
            words += f" (On Scene cost: a {' or '.join(paid)} card discarded)"
        return words

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
    costs: list[tuple[int, ...]] = []
    for card in cards:
        implemented, effect = records.get(card.id, (card.type != "strategy", None))
        costs.append(_costs(card, effect, character_ids) if implemented else ())
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
        costs=tuple(costs),
    )


def _costs(card: Card, effect: Mapping[str, Any] | None, ids: tuple[str, ...]) -> tuple[int, ...]:
    """A Reinforcement card's ``on_scene_cost`` (character -> the character a discarded
    Reinforcement card must show), aligned with its characters; () without one."""
    if card.type != "reinforcement" or not effect:
        return ()
    unknown = set(effect) - {"on_scene_cost"}
    if unknown:
        raise EffectError(f"{card.id}: a Reinforcement card's effect has only on_scene_cost")
    cost: Mapping[str, str] = effect["on_scene_cost"]
    for character, discard in cost.items():
        if character not in card.characters or discard not in ids:
            raise EffectError(f"{card.id}: bad on_scene_cost {character}: {discard}")
    return tuple(ids.index(cost[ch]) if ch in cost else -1 for ch in card.characters)


def _sort_key(card_id: str) -> tuple[str, int]:
    prefix = card_id.rstrip("0123456789")
    return prefix, int(card_id[len(prefix) :] or 0)


@cache
def card_table() -> CardTable:
    """The bundled catalogue's card table (built once per process)."""
    from deckcheck.catalog.load import load_catalogue

    return build_table(load_catalogue("ccs"))


__all__ = [
    "CAPTURE",
    "CHARACTER_TYPES",
    "CLEANUP_TIMINGS",
    "ELEMENTS",
    "ELEMENT_BIT",
    "ELEMENT_NAMES",
    "REINFORCEMENT",
    "SPIRIT",
    "STRATEGY",
    "TIMINGS",
    "CardTable",
    "Effect",
    "EffectError",
    "build_table",
    "card_table",
    "compile_effect",
    "element_names",
]
