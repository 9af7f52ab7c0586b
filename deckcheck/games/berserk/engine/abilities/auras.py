"""Auras: what the cards beside a card do to it (reduced damage, weak strikes at it,
longer leaps).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.damage import reduce_params, reduce_words
from deckcheck.games.berserk.engine.abilities.language import (
    HIT_TIERS,
    AbilityError,
    Effect,
    Operation,
    amount_params,
    as_list,
    no_params,
    resolve_passive,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    T_AURA,
    T_LEAP_AURA,
    T_PASSIVE,
    T_WEAK_AURA,
)
from deckcheck.games.berserk.engine.board import NEIGHBOURS8, WIDTH
from deckcheck.games.berserk.engine.cards import Z_BOARD
from deckcheck.games.berserk.engine.kernel import Kernel
from deckcheck.games.berserk.engine.strikes import TIER_NAMES


def neighbour_auras(state: Kernel, card: int, flag: int, cells: Sequence[int]
                    ) -> Iterator[Effect]:
    """The effects of the passive abilities of the cards on ``cells`` (around ``card``)
    whose card carries ``flag`` (a card-level bit: T_AURA, T_WEAK_AURA, T_LEAP_AURA) and
    whose target (side and condition, seen from that card) fits ``card``, while their
    condition holds — the one scan behind every aura."""
    for y in cells:
        m = state.cells[y]
        if m < 0 or not state.trig[m] & flag or state.face_down[m]:
            continue
        for ability in state.abilities_of(m):
            if ability.bit == T_PASSIVE and ability.condition.holds(state, m) \
                    and ability.target.matches(state, m, card):
                yield from ability.effects


def beside(state: Kernel, card: int) -> tuple[int, ...]:
    """The cells right and left of ``card`` (same row, next columns); none off the board."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return ()
    return tuple(y for y in (x - 1, x + 1)
                 if 0 <= y < len(state.cells) and y // WIDTH == x // WIDTH)


def weak_beside(state: Kernel, card: int) -> bool:
    """Whether a card right or left of ``card`` (same row, next column) has a passive
    ``weak_aura`` whose target (side and condition, from the aura card) fits ``card``."""
    return any(e.op == "weak_aura"
               for e in neighbour_auras(state, card, T_WEAK_AURA, beside(state, card)))


def aura_reduced(state: Kernel, card: int, damage: int, kind: str) -> int:
    """``damage`` of ``kind`` to ``card`` after the auras of the cards right and left of
    it (same row, next columns), or next to it for an ``around`` aura: a passive ``aura``
    of a card whose target (side and condition, from the aura card) fits ``card``."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return damage
    sides = beside(state, card)
    cells = state.cells
    trig_lo = state.trig_lo  # (T_AURA is a low bit: asked unboxed)
    for y in NEIGHBOURS8[x]:
        m = cells[y]
        if m < 0 or not trig_lo[m] & T_AURA:
            continue  # (no aura there: no scan made, no generator and tuple for it)
        for effect in neighbour_auras(state, card, T_AURA, (y,)):
            if effect.op == "aura" and (y in sides or effect.around) \
                    and kind in effect.against:
                damage = max(0, damage - effect.amount)
    return damage


def leap_bonus(state: Kernel, card: int) -> int:
    """What the passive ``leap_range`` of the cards next to ``card`` (one cell, diagonals
    too) whose target (side and condition, from the aura card) fits it adds to the range
    of its jump."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return 0
    return sum(e.amount for e in neighbour_auras(state, card, T_LEAP_AURA, NEIGHBOURS8[x])
               if e.op == "leap_range")


def _ally_strike_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    hits = as_list(record.get("hit", ()))
    unknown = [h for h in hits if h not in HIT_TIERS]
    if unknown:
        raise AbilityError(f"ally_strike: hit is weak, medium or strong, not {unknown[0]!r}")
    return {**amount_params(value, record), "hits": frozenset(HIT_TIERS[h] for h in hits)}


def _ally_dice_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    every = record.get("every_attack", False)
    if every not in (True, False):
        raise AbilityError(f"every_attack: true or false, not {every!r}")
    return {**amount_params(value, record), "every_attack": every}


def _boost_words(e: Effect, what: str) -> str:
    return (f"+{e.amount} " if e.amount or not e.x else "") + what


def _ally_strike_words(e: Effect) -> str:
    hits = " or ".join(TIER_NAMES[t] for t in sorted(e.hits))
    return _boost_words(e, f"to its {hits + ' ' if hits else ''}simple strike")


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("leap_range", amount_params, valid_in_play, resolve_passive,
              lambda e: f"+{e.amount} to the jump range of the cards beside it"),
    Operation("aura", reduce_params, valid_in_play, resolve_passive,
              lambda e: reduce_words(e).replace(
                  " damage", " damage to the cards " + ("next to it" if e.around
                                                        else "beside it"))),
    Operation("ally_strike", _ally_strike_params, valid_in_play, resolve_passive,
              _ally_strike_words),
    Operation("ally_dice", _ally_dice_params, valid_in_play, resolve_passive,
              lambda e: _boost_words(e, "to its die in every attack it makes" if e.every_attack
                                     else "to its die when it attacks")),
    Operation("ally_range", amount_params, valid_in_play, resolve_passive,
              lambda e: _boost_words(e, "to the range of its shots, throws and discharges")),
    Operation("weak_aura", no_params, valid_in_play, resolve_passive,
              lambda e: "every simple strike at the cards beside it hits with its weak value"),
)
