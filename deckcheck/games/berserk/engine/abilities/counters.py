"""Operations on counters (фишки): gaining and losing them, within a card's limit.
"""

from __future__ import annotations

from typing import Final

from deckcheck.games.berserk.engine.abilities.language import (
    Effect,
    Operation,
    amount_params,
    no_params,
    resolve_passive,
    signed_words,
    unstopped,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.passives import counter_limit, passive_op
from deckcheck.games.berserk.engine.abilities.tokens import CARRIED, set_marker
from deckcheck.games.berserk.engine.abilities.triggers import (
    T_ALLY_LOSES_COUNTERS,
    T_ENEMY_COUNTERS,
    T_ENEMY_LOSES_COUNTERS,
    T_PASSIVE,
    side_event,
)
from deckcheck.games.berserk.engine.cards import CREATURE
from deckcheck.games.berserk.engine.kernel import Kernel


def counters_lost(state: Kernel, card: int, lost: int) -> None:
    """``card`` lost ``lost`` counters at once: the ally_loses_counters abilities of the
    face-up cards of its side and the enemy_loses_counters ones of the other side act
    (the other card: ``card``; X carried: ``lost``)."""
    if lost <= 0 or not state.trig_any & (T_ALLY_LOSES_COUNTERS | T_ENEMY_LOSES_COUNTERS):
        return
    for m in state.on_field():
        bit = T_ALLY_LOSES_COUNTERS if state.ctrl[m] == state.ctrl[card] \
            else T_ENEMY_LOSES_COUNTERS
        if state.trig[m] & bit and not state.face_down[m]:
            set_marker(state, m, CARRIED, lost)
            state.trigger(m, bit, card)


def _resolve_counters(state: Kernel, source: int, target: int, effect: Effect) -> str:
    have = state.counters(target)
    state.set_counters(target, min(max(0, have + effect.amount), counter_limit(state, target)))
    words = f"{state.at(target)} has {state.counters(target)} counters"
    counters_lost(state, target, have - state.counters(target))
    if state.counters(target) > have and state.trig_any & T_ENEMY_COUNTERS \
            and state.ctype[target] == CREATURE:
        side_event(state, T_ENEMY_COUNTERS, target, enemy=True)
    return words


def _counter_room(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped, and it can take the counters: below its limit (``max_counters``), and
    from this card (``own_counters``: only from itself)."""
    if not unstopped(state, source, target, effect):
        return False
    if effect.amount <= 0:
        return True
    guest = state.guest[target]
    if guest >= 0 and passive_op(state, guest, "host_no_counters"):
        return False  # its guest holds it: it takes none
    if not state.trig[target] & T_PASSIVE:
        return True
    if source != target and (passive_op(state, target, "own_counters")
                             or passive_op(state, target, "counters_by_ability")):
        return False
    return state.counters(target) < counter_limit(state, target)


def _has_counters(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return valid_in_play(state, source, target, effect) and state.counters(target) > 0


def _resolve_clear_counters(state: Kernel, source: int, target: int, effect: Effect) -> str:
    have = state.counters(target)
    state.set_counters(target, 0)
    counters_lost(state, target, have)
    return f"{state.at(target)} loses every counter"


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("counters", amount_params, _counter_room, _resolve_counters,
              signed_words("counters")),
    Operation("clear_counters", no_params, _has_counters, _resolve_clear_counters,
              lambda e: "loses every counter"),
    Operation("max_counters", amount_params, valid_in_play, resolve_passive,
              lambda e: f"it may have at most {e.amount} counters"),
    Operation("own_counters", no_params, valid_in_play, resolve_passive,
              lambda e: "it takes counters from no other card"),
    Operation("counters_by_ability", no_params, valid_in_play, resolve_passive,
              lambda e: "it gains counters only by its own abilities (no counter as an "
              "action, none from other cards)"),
    Operation("host_no_counters", no_params, valid_in_play, resolve_passive,
              lambda e: "its host takes no counters while it stands on it"),
)
