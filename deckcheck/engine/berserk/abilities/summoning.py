"""The graveyard and cards brought into play: incarnation and its tokens, a symbiote
revived onto its host, a card summoned from the deck.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.engine.berserk.abilities.language import (
    AbilityError,
    Effect,
    Operation,
    amount_params,
    grave_token_card,
    incarnation_of,
    no_params,
    resolve_passive,
    valid_in_play,
)
from deckcheck.engine.berserk.abilities.tokens import INCARNATION, marker, set_marker
from deckcheck.engine.berserk.abilities.triggers import (
    T_ALLY_INCARNATES,
    T_INCARNATES,
    T_PASSIVE,
    T_VALHALLA_TWICE,
)
from deckcheck.engine.berserk.board import NEIGHBOURS8, WIDTH, player_row
from deckcheck.engine.berserk.cards import ABSORB, CREATURE, Z_BOARD, Z_EXTRA, Z_GRAVE
from deckcheck.engine.berserk.kernel import Kernel


def _incarnation_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise AbilityError(f"incarnation: a whole number of tokens from 1, not {value!r}")
    return {"amount": value, "opened": bool(record.get("opened", False))}


def _grave_token_card(state: Kernel, source: int, target: int, effect: Effect) -> int:
    """The graveyard creature the token goes onto (comes off): the chosen target (a
    ``side: grave`` ability, VS-149), else the engine's pick (grave_token_card)."""
    if state.zone[target] != Z_GRAVE:
        return grave_token_card(state, source, effect.amount < 0)
    fits = incarnation_of(state, target) is not None \
        and (effect.amount > 0 or marker(state, target, INCARNATION) > 0)
    return target if fits else -1


def _grave_token_valid(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return effect.amount != 0 and _grave_token_card(state, source, target, effect) >= 0


def _resolve_grave_token(state: Kernel, source: int, target: int, effect: Effect) -> str:
    c = _grave_token_card(state, source, target, effect)
    tokens = max(0, marker(state, c, INCARNATION) + effect.amount)
    set_marker(state, c, INCARNATION, tokens)
    return f"{state.label(c)} in the graveyard has {tokens} incarnation " \
        f"token{'' if tokens == 1 else 's'}"


def valhalla_times(state: Kernel, seat: int) -> int:
    """How many times the first valhalla of ``seat``'s cards acts this turn: twice while
    a face-up card of that side in play has a passive ``valhalla_twice`` whose condition
    holds (VS-063), else once. Valhalla acts only as its owner's turn starts, so the first
    in that step is the first of the turn."""
    for c in state.cards_with(T_VALHALLA_TWICE):
        if state.ctrl[c] == seat and state.zone[c] in (Z_BOARD, Z_EXTRA) \
                and not state.face_down[c] and not state.is_dead(c) \
                and any(a.bit == T_PASSIVE and a.condition.holds(state, c)
                        and any(e.op == "valhalla_twice" for e in a.effects)
                        for a in state.abilities_of(c)):
            return 2
    return 1


#: The columns in the order the engine puts a card that comes back into its owner's
#: back row (deckcheck's reading of the owner's choice: the middle first).
_COLUMN_ORDER: Final = (2, 1, 3, 0, 4)


def back_row_cell(state: Kernel, seat: int) -> int:
    """The free cell of ``seat``'s back row (its 3rd row) a card that comes back takes,
    -1 if the row is full."""
    cells = state.cells
    for x in range(len(cells)):
        if player_row(seat, x) == 3:
            row = x - x % WIDTH
            for column in _COLUMN_ORDER:
                if cells[row + column] < 0:
                    return row + column
            return -1
    return -1


def _enter_play(state: Kernel, card: int, seat: int, cell: int) -> None:
    """``card`` (out of play) comes into play under ``seat``'s control: on ``cell``, or
    into the additional zone for a flyer (seed 208.1); open, with its full movement. It
    came under its player's control this turn, so it may defend but not act in it unless
    it has dash (seed 107.5: no rule exempts an incarnated, summoned or revived card)."""
    state.ctrl[card] = seat
    state.control_turn[card] = state.turn
    if state.is_flyer(card):
        state.zone[card] = Z_EXTRA
        state.extra[seat].append(card)
    else:
        state.zone[card] = Z_BOARD
        state.cells[cell] = card
        state.cell[card] = cell
    state.closed[card] = state.face_down[card] = False
    state.moves[card] = max(0, state.move_max[card])
    state.armour_left[card] = state.eff[card].get(ABSORB, 0)


def incarnations(state: Kernel, seat: int) -> bool:
    """The start of ``seat``'s turn (rules.yaml ``incarnation``): each of its creatures
    with incarnation in its graveyard takes an incarnation token, and one with as many
    tokens as its incarnation prints comes back; whether one came back."""
    if state.rules.incarnation == "off":
        return False
    back = False
    for c in list(state.grave[seat]):
        effect = incarnation_of(state, c)
        if effect is None:
            continue
        tokens = marker(state, c, INCARNATION) + 1
        set_marker(state, c, INCARNATION, tokens)
        if tokens >= effect.amount and incarnate(state, c, effect):
            back = True
        elif state.log is not None:
            state.emit(seat, "info", f"{state.label(c)} in the graveyard has {tokens} of "
                        f"{effect.amount} incarnation tokens")
    return back


def incarnate(state: Kernel, card: int, effect: Effect) -> bool:
    """``card`` comes back from its owner's graveyard onto a free cell of the owner's back
    row (a flyer into the additional zone, seed 208.1), closed unless its incarnation says
    open; its incarnates and its side's ally_incarnates abilities act. False (it waits,
    keeping its tokens) while the back row is full."""
    seat = state.owners[card]
    y = -1 if state.is_flyer(card) else back_row_cell(state, seat)
    if y < 0 and not state.is_flyer(card):
        if state.log is not None:
            state.emit(seat, "info", f"{state.label(card)} cannot incarnate: its owner's "
                        "back row is full")
        return False
    state.grave[seat].remove(card)
    set_marker(state, card, INCARNATION, 0)
    _enter_play(state, card, seat, y)
    state.closed[card] = not effect.opened
    if state.log is not None:
        state.emit(seat, "play", f"{state.label(card)} incarnates to {state.where(card)}"
                    + ("" if effect.opened else ", closed"))
    if state.trig[card] & T_INCARNATES:
        state.trigger(card, T_INCARNATES, -1)
    if state.trig_any & T_ALLY_INCARNATES:
        for other in [*state.on_field(seat), *state.grave[seat]]:
            if other != card and state.trig[other] & T_ALLY_INCARNATES:
                state.trigger(other, T_ALLY_INCARNATES, card)
    return True


def _revivable_guest(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The ability's card lies in its owner's graveyard and ``target``, a ground creature
    of that owner with no symbiote, may take it as its symbiote (209.2)."""
    return state.zone[source] == Z_GRAVE and state.zone[target] == Z_BOARD \
        and state.ctype[target] == CREATURE and state.guest[target] < 0 \
        and state.host[target] < 0 and not state.is_flyer(target) \
        and state.ctrl[target] == state.owners[source] and not state.is_dead(target)


def _resolve_revive_guest(state: Kernel, source: int, target: int, effect: Effect) -> str:
    seat = state.owners[source]
    state.grave[seat].remove(source)
    set_marker(state, source, INCARNATION, 0)
    state.ctrl[source] = seat
    state.zone[source] = Z_BOARD
    state.host[source] = target
    state.guest[target] = source
    state.cell[source] = state.cell[target]
    return f"{state.label(source)} comes back from the graveyard onto {state.at(target)}"


def _summon_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, str):
        raise AbilityError(f"summon: a card id, not {value!r}")
    return {"token": value}


def summon_card(state: Kernel, source: int, card_id: str) -> int:
    """A copy of ``card_id`` in the deck of ``source``'s controller (the first one the
    deck holds), -1 for none."""
    kind = state.cards.index.get(card_id)
    if kind is None:
        return -1
    kinds = state.kinds
    return next((c for c in state.deck[state.ctrl[source]] if kinds[c] == kind), -1)


def _summon_cell(state: Kernel, source: int, card: int) -> int:
    """Where a summoned ground card goes: the first free cell next to ``source``
    (deckcheck's reading), -1 for none; a flyer needs none (the additional zone)."""
    x = state.cell[source]
    if state.is_flyer(card):
        return CELLS_NONE
    if x < 0 or state.zone[source] != Z_BOARD:
        return -1
    return next((y for y in NEIGHBOURS8[x] if state.cells[y] < 0), -1)


#: _summon_cell for a flyer: it takes no cell.
CELLS_NONE: Final = -2


def _summonable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    c = summon_card(state, source, effect.token)
    return c >= 0 and _summon_cell(state, source, c) != -1


def _resolve_summon(state: Kernel, source: int, target: int, effect: Effect) -> str:
    c = summon_card(state, source, effect.token)
    seat = state.ctrl[source]
    deck = state.deck[seat]
    index = deck.index(c)
    if index < state.deck_known[seat]:  # one of the known cards at the bottom
        state.deck_known[seat] -= 1
    del deck[index]
    _enter_play(state, c, seat, _summon_cell(state, source, c))
    return f"{state.label(c)} is summoned from the deck to {state.where(c)}"


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("valhalla_twice", no_params, valid_in_play, resolve_passive,
              lambda e: "the first valhalla of its side's cards in a turn acts twice"),
    Operation("incarnation", _incarnation_params, valid_in_play, resolve_passive,
              lambda e: f"incarnation {e.amount} (back from the graveyard with "
              f"{e.amount} tokens{', open' if e.opened else ''})"),
    Operation("grave_token", amount_params, _grave_token_valid, _resolve_grave_token,
              lambda e: f"{'put' if e.amount > 0 else 'remove'} {abs(e.amount)} incarnation "
              f"token{'' if abs(e.amount) == 1 else 's'} "
              f"{'onto' if e.amount > 0 else 'from'} a creature in its graveyard"),
    Operation("revive_guest", no_params, _revivable_guest, _resolve_revive_guest,
              lambda e: "come back from the graveyard as its symbiote"),
    Operation("summon", _summon_params, _summonable, _resolve_summon,
              lambda e: f"summon {e.token} from its deck"),
)
