"""Amounts: an effect's X (counters, wounds, spent counters, armour left, a count of
cards, what an event carried) and what an effect amounts to now.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from deckcheck.engine.base import popcount
from deckcheck.games.berserk.engine.abilities.language import (
    Ability,
    Effect,
    count_near,
    creatures_beside,
)
from deckcheck.games.berserk.engine.abilities.moves import LEAPT, cells_moved
from deckcheck.games.berserk.engine.abilities.tokens import (
    CARRIED,
    INCARNATION,
    LAST_HIT,
    LAST_TARGET,
    PAID_MORE,
    TALLY,
    marker,
)
from deckcheck.games.berserk.engine.board import WIDTH
from deckcheck.games.berserk.engine.cards import DEFENCE_BONUS, REGENERATE, Z_BOARD
from deckcheck.games.berserk.engine.kernel import Kernel, number_in
from deckcheck.games.berserk.engine.strikes import MISS

#: The X sources read from the card its simple strike is at (the strike being resolved).
STRUCK_X: Final = frozenset({"struck_strike", "struck_half_lives", "struck_behind_weak"})


def x_value(state: Kernel, card: int, effect: Effect) -> int:
    """The X of ``effect`` of ``card``'s ability now (capped by ``max``); "spent" is
    bound when the ability is used (spend_x), so it counts 0 here."""
    source = effect.x
    if source in ("counters", "spent"):  # "spent": all it has, until spend_x binds it
        x = state.counters(card)
    elif source == "moved":
        x = cells_moved(state, card)
    elif source == "carried":
        x = marker(state, card, CARRIED)
    elif source in ("beside_weak", "front_weak"):
        x = sum(_weak(state, m) for m in creatures_beside(state, card, source == "front_weak"))
    elif source == "near_target":
        x = 0  # counted per target (resolve)
    elif source == "wounds":
        x = state.wounds[card]
    elif source == "armour":
        x = state.armour_left[card]
    elif source == "leap":
        value = marker(state, card, LEAPT)
        x = value & 15 if value >> 4 == state.turn else 0
    elif source == "steps":  # this turn, or the last one (its controller's)
        x = cells_moved(state, card, turns=2)
    elif source in STRUCK_X:
        x = _struck_x(state, card, source)
    elif source in ("hit", "dealt"):
        value = marker(state, card, LAST_HIT)
        x = value >> 8 if source == "hit" else value & 255
    elif source == "tally":
        x = marker(state, card, TALLY)
    elif source == "defence_experience":  # its value of that keyword, granted too
        x = number_in(state.eff[card], DEFENCE_BONUS)
    elif source == "boost":
        x = max(0, state.lives_max[card] - state.cards.lives[state.kinds[card]])
    elif source == "incarnation_tokens":
        x = marker(state, card, INCARNATION)
    elif source in REVEALED_X:
        x = revealed_x(state, source)
    elif source == "enemy_elements":
        x = enemy_elements(state, card)
    elif source in ("last_weak", "last_lives"):  # printed, of the clause before's target
        last = marker(state, card, LAST_TARGET) - 1
        kind = state.kinds[last] if last >= 0 else -1
        strike = state.cards.strikes[kind] if kind >= 0 else None
        x = 0 if kind < 0 else state.cards.lives[kind] if source == "last_lives" \
            else strike[0] if strike is not None else 0
    elif source == "paid_more":  # set when it was recruited (VS-190)
        x = marker(state, card, PAID_MORE)
    elif source == "count" and effect.x_count is not None:
        target = effect.x_count
        x = sum(1 for t in state.on_field() if target.matches(state, card, t))
    else:
        x = 0
    return x if effect.x_max is None else min(x, effect.x_max)


#: The X sources read from the card the last prophecy revealed (the first one shown).
REVEALED_X: Final = frozenset({"revealed_cost", "revealed_move", "revealed_regen"})


def revealed_x(state: Kernel, source: str) -> int:
    """An X of :data:`REVEALED_X`: the printed cost, movement or regeneration of the
    first card the last prophecy revealed (0 with none revealed)."""
    if not state.revealed:
        return 0
    shown = state.revealed[0]
    if source == "revealed_cost":
        return state.cards.costs[state.kinds[shown]]
    if source == "revealed_move":
        return max(0, state.move_max[shown])
    return number_in(state.eff[shown], REGENERATE)


def enemy_elements(state: Kernel, card: int) -> int:
    """How many elements the face-up cards the other side has in play (its squad, as
    deckcheck reads «отряд» in play) show between them; neutral is no element (seed 106.2)."""
    mask = 0
    for c in state.on_field(1 - state.ctrl[card]):
        if not state.face_down[c]:
            mask |= state.elem[c]
    return popcount(mask)


def _struck_x(state: Kernel, card: int, source: str) -> int:
    """An X of :data:`STRUCK_X` while ``card``'s simple strike is resolved (0 otherwise,
    and for a miss): read from the card it strikes (the defender if one stepped in)."""
    ctx = state.strike_ctx
    if ctx is None or ctx.attacker != card or ctx.result is None:
        return 0
    if source == "struck_half_lives":
        return max(0, state.lives_left(ctx.victim)) // 2
    if source == "struck_behind_weak":
        behind = card_behind(state, ctx.victim)
        return 0 if behind < 0 or ctx.result.attacker == MISS else _weak(state, behind)
    values, tier = state.strike[ctx.victim], ctx.result.attacker
    return 0 if values is None or tier == MISS else values[tier]


def card_behind(state: Kernel, card: int) -> int:
    """The card right behind ``card`` (its column, the next row towards its controller's
    side: the card it stands in front of), -1 for none."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return -1
    y = x - WIDTH if state.ctrl[card] == 0 else x + WIDTH
    return state.cells[y] if 0 <= y < len(state.cells) else -1


def _weak(state: Kernel, card: int) -> int:
    strike = state.strike[card]
    return 0 if strike is None else strike[0]


def x_near_target(state: Kernel, effect: Effect, target: int) -> Effect:
    """``effect`` with an X of the creatures next to ``target`` (``x: {near_target: ...}``)."""
    if effect.x != "near_target" or effect.x_count is None:
        return effect
    n = count_near(state, target, "any", effect.x_count.condition)
    if effect.x_max is not None:
        n = min(n, effect.x_max)
    return with_x(effect, n)


#: with_x's answers, by the effect's id and the X (the effect kept, so that the id stays
#: its own): an X effect is worked out for every target of every listing of its actions,
#: and a dataclass replace costs more than the rest of the check.
_WITH_X: Final[dict[tuple[int, int], tuple[Effect, Effect]]] = {}


def with_x(effect: Effect, x: int) -> Effect:
    """``effect`` with its X known: the amount (or, for tiers, the bonus) it acts with."""
    if not effect.x:
        return effect
    found = _WITH_X.get((id(effect), x))
    if found is not None:
        return found[1]
    if len(_WITH_X) >= 4096:  # effects made on the fly (spend_x): keep the cache small
        _WITH_X.clear()
    known = _with_x(effect, x)
    _WITH_X[id(effect), x] = (effect, known)
    return known


def _with_x(effect: Effect, x: int) -> Effect:
    if effect.x_turns:
        return replace(effect, x="", turns=effect.turns + effect.per * x)
    if effect.tiers:
        return replace(effect, x="", bonus=effect.bonus + effect.per * x)
    amount = effect.amount + effect.per * x
    if effect.x_floor is not None:
        amount = max(effect.x_floor, amount)
    return replace(effect, x="", amount=amount)


def effect_amount(state: Kernel, card: int, effect: Effect) -> int:
    """A modifier's amount (static or triggered ``strike``/``dice``) with its X now."""
    if not effect.x:
        return effect.amount
    return effect.amount + effect.per * x_value(state, card, effect)


def amount_now(state: Kernel, card: int, effect: Effect) -> Effect:
    if not effect.x or effect.x == "near_target":
        return effect
    return with_x(effect, x_value(state, card, effect))


def thrown_for(ability: Ability, met: bool) -> Ability:
    """A ``roll_at_least`` ability as its die decided: its effects when the total ``met``
    the number, else its ``else`` effects (NT-084), with no die left to throw."""
    effects = ability.effects if met else ability.else_effects
    return replace(ability, effects=effects, aimed=tuple(e for e in effects if not e.to_self),
                   roll_at_least=0, else_effects=())


def spend_x(ability: Ability, spent: int) -> Ability:
    """A ``cost: {counters: x}`` ability as used with ``spent`` counters: its "spent"
    effects with that X (capped by each effect's ``max``)."""
    effects = tuple(with_x(e, spent if e.x_max is None else min(spent, e.x_max))
                    if e.x == "spent" else e for e in ability.effects)
    return replace(ability, effects=effects, aimed=tuple(e for e in effects if not e.to_self))
