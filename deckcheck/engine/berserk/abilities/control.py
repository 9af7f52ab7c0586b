"""Operations on a card's state and abilities: opening and closing it, granting and
removing abilities, changing its element, returning it to its owner's deck, prophecy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.engine.berserk.abilities.language import (
    ANY,
    JOINED_CLASS,
    AbilityError,
    Effect,
    Operation,
    amount_params,
    classes_of,
    no_params,
    resolve_passive,
    token_params,
    unstopped,
    valid_always,
    valid_in_play,
)
from deckcheck.engine.berserk.abilities.tokens import marker, set_marker
from deckcheck.engine.berserk.abilities.triggers import (
    T_ALLY_OPENS,
    T_KEEPS,
    T_OPENS,
    T_PASSIVE,
    side_event,
)
from deckcheck.engine.berserk.cards import ELEMENT_BIT, ELEMENTS, Z_BOARD, Z_EXTRA
from deckcheck.engine.berserk.kernel import Kernel


def _closed(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.closed[target]


def _open(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and not state.closed[target]


def _has_it(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.has_keyword(target, effect.token)


def _lacks_it(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    token = effect.token.partition("-")[0]
    return unstopped(state, source, target, effect) and not state.has_keyword(target, token)


def _resolve_open(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.closed[target] = False
    if state.trig_any & T_ALLY_OPENS and state.active == state.ctrl[target]:
        side_event(state, T_ALLY_OPENS, target, include_self=False)
    if state.trig[target] & T_OPENS:  # its when_opens abilities (not a turn's opening)
        state.trigger(target, T_OPENS, source)
    return f"{state.at(target)} opens"


def _resolve_close(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.closed[target] = True
    return f"{state.at(target)} closes"


def _resolve_grant(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.grant(target, effect.token, settle=False)
    return f"{state.at(target)} gains {effect.token}"


def _resolve_remove(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.remove_ability(target, effect.token)
    return f"{state.at(target)} loses {effect.token}"


def _class_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, str) or not value:
        raise AbilityError(f"join_class: a class id (game.yaml), not {value!r}")
    return {"token": value}


def _lacks_class(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) \
        and effect.token not in classes_of(state, target)


def _resolve_join_class(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, JOINED_CLASS + effect.token, 1)
    return f"{state.at(target)} is also a {effect.token}"


def keep_while(state: Kernel) -> bool:
    """The passive ``keeps``: each card in play with one (state.trig has T_KEEPS) has the
    keyword while the ability's condition holds and loses it when the condition stops
    holding (a ``kept:`` marker notes what it gained this way, so a keyword it had
    already is never taken away). Asked before each choice of an action, in games with
    such a card only. Whether anything changed."""
    changed = False
    for card in state.cards_with(T_KEEPS):  # found once per game
        if state.zone[card] not in (Z_BOARD, Z_EXTRA):
            continue
        up = not state.face_down[card]
        for ability in state.abilities_of(card):
            if ability.bit != T_PASSIVE:
                continue
            for effect in ability.effects:
                if effect.op != "keeps":
                    continue
                name = KEPT + effect.token
                holds = up and ability.condition.holds(state, card)
                if holds and not marker(state, card, name):
                    if state.has_keyword(card, effect.token.partition("-")[0]):
                        continue  # it has it anyway
                    state.grant(card, effect.token, settle=False)
                    set_marker(state, card, name, 1)
                    changed = True
                elif not holds and marker(state, card, name):
                    state.remove_ability(card, effect.token.partition("-")[0])
                    set_marker(state, card, name, 0)
                    changed = True
    return changed


#: The marker prefix of a keyword a passive ``keeps`` gave while its condition holds.
KEPT: Final = "kept:"


def _element_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in ELEMENTS:
        raise AbilityError(f"become: an element ({', '.join(ELEMENTS)}), not {value!r}")
    return {"token": value}


def _other_element(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) \
        and state.elem[target] != ELEMENT_BIT[effect.token]


def _resolve_become(state: Kernel, source: int, target: int, effect: Effect) -> str:
    # 106.2.1, 108.1: it becomes a card of that element only; with no end printed it stays
    # so while it is in play (rules.yaml effect_duration), the card's own element coming
    # back when it leaves play (the state resets it).
    state.elem[target] = ELEMENT_BIT[effect.token]
    return f"{state.at(target)} becomes {effect.token}"


def _resolve_return(state: Kernel, source: int, target: int, effect: Effect) -> str:
    where = state.at(target)
    state.return_to_deck(target)
    return f"{where} returns to its owner's deck"


def _resolve_prophecy(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return state.prophesy(state.ctrl[source], effect.amount)


def revealed_fits(state: Kernel, effect: Effect) -> bool:
    """Whether the cards the last prophecy revealed are what ``effect`` asks of them
    (``if_revealed``, ``unless_revealed``); none revealed: False."""
    if effect.revealed and not revealed_all(state, effect.revealed):
        return False
    shown = state.revealed
    if not shown:
        return False
    if effect.revealed_if is not ANY \
            and not all(effect.revealed_if.holds(state, c) for c in shown):
        return False
    return effect.revealed_unless is ANY \
        or not any(effect.revealed_unless.holds(state, c) for c in shown)


def revealed_all(state: Kernel, what: str) -> bool:
    """Whether the cards the last prophecy revealed are all ``what`` (none: False)."""
    cards = state.cards
    kinds = [state.kinds[c] for c in state.revealed]
    if not kinds:
        return False
    if what == "elite":
        return all(cards.elite[k] for k in kinds)
    if what == "ordinary":
        return not any(cards.elite[k] for k in kinds)
    odd = what == "odd_cost"
    return all(cards.costs[k] % 2 == odd for k in kinds)


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("open", no_params, _closed, _resolve_open, lambda e: "open"),
    Operation("close", no_params, _open, _resolve_close, lambda e: "close"),
    Operation("grant", token_params, _lacks_it, _resolve_grant, lambda e: f"gains {e.token}"),
    Operation("remove", token_params, _has_it, _resolve_remove, lambda e: f"loses {e.token}"),
    Operation("join_class", _class_params, _lacks_class, _resolve_join_class,
              lambda e: f"it also has the class {e.token} while in play"),
    Operation("keeps", token_params, valid_in_play, resolve_passive,
              lambda e: f"it has {e.token} while the condition holds"),
    Operation("become", _element_params, _other_element, _resolve_become,
              lambda e: f"becomes a {e.token} card (its only element)"),
    Operation("return", no_params, unstopped, _resolve_return,
              lambda e: "return to its owner's deck"),
    Operation("prophecy", amount_params, valid_always, _resolve_prophecy,
              lambda e: f"prophecy {e.amount} (the top {e.amount} of its deck are shown, "
              "then go to the bottom)"),
)
