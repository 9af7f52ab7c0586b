"""Operations that mark cards for a time: marks, exposure, shields, no defender,
stuns.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.engine.berserk.abilities.damage import reduce_params, reduce_words
from deckcheck.engine.berserk.abilities.healing import turns_of
from deckcheck.engine.berserk.abilities.language import (
    AbilityError,
    Effect,
    Operation,
    amount_params,
    no_params,
    token_params,
    unstopped,
)
from deckcheck.engine.berserk.abilities.tokens import (
    CHAIN,
    EXPOSED,
    LAST_TARGET,
    ROW_CAP,
    SHIELD,
    STUN,
    TALLY,
    marker,
    set_marker,
)
from deckcheck.engine.berserk.board import DISTANCE, player_row
from deckcheck.engine.berserk.cards import CREATURE, Z_BOARD, Z_EXTRA
from deckcheck.engine.berserk.kernel import Kernel


def _resolve_mark(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, "marker:" + effect.token, state.turn + effect.amount - 1)
    until = "this turn" if effect.amount == 1 else f"for {effect.amount} turns"
    return f"{state.at(target)} is marked {effect.token} {until}"


def _chain_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, list) or len(value) != 3 \
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                       for v in value):
        raise AbilityError(f"chain: three tiers (weak, medium, strong), not {value!r}")
    return {"tiers": tuple(value), "amount": turns_of(record, "chain", 1, 1)}


def _chained_to(state: Kernel, source: int) -> int:
    """The creature the last clause of ``source``'s ability took (near_last's), -1 none."""
    return marker(state, source, LAST_TARGET) - 1


def _chainable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    first = _chained_to(state, source)
    return unstopped(state, source, target, effect) and 0 <= first != target \
        and state.ctype[target] == CREATURE and state.ctype[first] == CREATURE \
        and state.zone[target] == Z_BOARD and state.zone[first] == Z_BOARD \
        and DISTANCE[state.cell[target]][state.cell[first]] == 1


def _resolve_chain(state: Kernel, source: int, target: int, effect: Effect) -> str:
    first = _chained_to(state, source)
    last = state.turn + effect.amount - 1
    for c, other in ((target, first), (first, target)):
        set_marker(state, c, CHAIN, last << 16 | (source + 1) << 8 | (other + 1))
    return f"{state.at(first)} and {state.at(target)} are chained"


def _row_cap_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    row = record.get("row")
    if row not in (1, 2, 3):
        raise AbilityError(f"row_cap: row is its side's row 1, 2 or 3, not {row!r}")
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 15:
        raise AbilityError(f"row_cap: the most an attack deals, 0 to 15, not {value!r}")
    return {"amount": value, "row": row, "turns": turns_of(record, "row_cap", 1, 1)}


def _resolve_row_cap(state: Kernel, source: int, target: int, effect: Effect) -> str:
    row = effect.row
    last = state.turn + effect.turns - 1
    set_marker(state, target, ROW_CAP, last << 8 | row << 4 | effect.amount)
    return f"{state.at(target)}'s attacks deal at most {effect.amount} while it stands in " \
        f"its row {row}, to the end of turn {last}"


def row_capped(state: Kernel, attacker: int, damage: int) -> int:
    """``damage`` of an attack by ``attacker`` within a running ``row_cap`` of it, if it
    stands in that row of its side's half now."""
    value = marker(state, attacker, ROW_CAP)
    if not value or value >> 8 < state.turn or state.zone[attacker] != Z_BOARD \
            or player_row(state.ctrl[attacker], state.cell[attacker]) != value >> 4 & 15:
        return damage
    return min(damage, value & 15)


def _mark_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {**token_params(value, record), "amount": turns_of(record, "mark", 1, 1)}


def _tallied(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and marker(state, target, TALLY) < effect.amount


def _resolve_tally(state: Kernel, source: int, target: int, effect: Effect) -> str:
    value = min(effect.amount, marker(state, target, TALLY) + 1)
    set_marker(state, target, TALLY, value)
    return f"{state.at(target)}'s tally is {value} (at most {effect.amount})"


def _resolve_expose(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, EXPOSED,
               state.turn << 3 | state.ctrl[source] << 2 | min(3, effect.amount))
    return f"{state.at(target)} is exposed this turn: +{min(3, effect.amount)} to the dice " \
        "of those who attack it"


def exposed_bonus(state: Kernel, attacker: int, target: int) -> int:
    """What ``attacker``'s die gets against ``target`` exposed this turn by its side."""
    value = marker(state, target, EXPOSED)
    if value >> 3 != state.turn or (value >> 2) & 1 != state.ctrl[attacker]:
        return 0
    return value & 3


def _shield_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    turns = record.get("turns", 1)
    if turns == "x":  # as many turns as its X (x of the effect)
        if "x" not in record:
            raise AbilityError("shield: turns x needs an x")
        return {**reduce_params(value, record), "turns": 0, "x_turns": True}
    if not isinstance(turns, int) or turns < 1:
        raise AbilityError(f"shield: turns is a whole number from 1 or x, not {turns!r}")
    return {**reduce_params(value, record), "turns": turns}


def _shield_turn(state: Kernel, source: int, turns: int) -> int:
    """The last turn a shield given now by ``source``'s side lasts: to the end of the
    ``turns``-th next turn of the opponent (the shield-giver's turns alternate with
    theirs)."""
    mine = state.ctrl[source] == state.active
    return state.turn + 2 * turns - (1 if mine else 2)


def _resolve_shield(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if effect.turns < 1:
        return ""
    name = SHIELD + "/".join(sorted(effect.against))
    last = _shield_turn(state, source, effect.turns)
    set_marker(state, target, name, last << 5 | int(effect.limit) << 4 | min(15, effect.amount))
    return f"{state.at(target)}: {reduce_words(effect)} until the end of turn {last}"


def shielded(state: Kernel, card: int, damage: int, kind: str) -> int:
    """``damage`` of ``kind`` to ``card`` after the shields given to it (``shield``) that
    still run this turn."""
    markers = state.markers[card]
    if markers is None:
        return damage
    for name, value in markers.items():
        if not name.startswith(SHIELD) or value >> 5 < state.turn \
                or kind not in name[len(SHIELD):].split("/"):
            continue
        amount = value & 15
        damage = min(damage, amount) if value >> 4 & 1 else max(0, damage - amount)
    return damage


#: No defender may step in for the card this turn (``unguarded``): the turn.
UNGUARDED: Final = "marker:unguarded"


def _resolve_unguarded(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, UNGUARDED, state.turn)
    return f"no defender may step in for {state.at(target)} this turn"


def unguarded(state: Kernel, card: int) -> bool:
    """Whether an ``unguarded`` effect keeps defenders from stepping in for ``card``."""
    markers = state.markers[card]
    return markers is not None and markers.get(UNGUARDED, -1) == state.turn


def _stun_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in (True, "held"):
        raise AbilityError(f"stun: true or held, not {value!r}")
    return {"amount": int(value == "held")}


def _resolve_stun(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if effect.amount:  # held: the stun marker names the holder (+2)
        set_marker(state, target, STUN, source + 2)
        return f"{state.at(target)} will not open at the start of its turns while " \
            f"{state.at(source)} stays in play"
    set_marker(state, target, STUN, 1)
    return f"{state.at(target)} will not open at the start of its next turn"


def stun_holds(state: Kernel, stun: int) -> bool:
    """Whether the stun marker ``stun`` still holds at a turn's start: a one-turn stun
    (1) does once; a held one while its holder is in play."""
    if stun < 2:
        return stun == 1
    holder = stun - 2
    return state.zone[holder] in (Z_BOARD, Z_EXTRA) and not state.is_dead(holder)


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("shield", _shield_params, unstopped, _resolve_shield,
              lambda e: reduce_words(e) + (" until the end of the opponent's next turn"
                                            if e.turns == 1 and not e.x_turns else
                                            " for the opponent's next "
                                            f"{'X' if e.x_turns else e.turns} turns")),
    Operation("expose", amount_params, unstopped, _resolve_expose,
              lambda e: f"this turn +{e.amount} to the dice of its side's attacks at it"),
    Operation("tally", amount_params, _tallied, _resolve_tally,
              lambda e: f"+1 to its tally (at most {e.amount}; x tally)"),
    Operation("row_cap", _row_cap_params, unstopped, _resolve_row_cap,
              lambda e: f"its attacks deal at most {e.amount} while it stands in its row "
              f"{e.row}" + (" this turn" if e.turns == 1 else f" for {e.turns} turns")),
    Operation("chain", _chain_params, _chainable, _resolve_chain,
              lambda e: "chained to the last one " + ("this turn" if e.amount == 1 else
                                                      f"for {e.amount} turns")
              + f"; when they part each takes {'-'.join(map(str, e.tiers))}"),
    Operation("mark", _mark_params, unstopped, _resolve_mark,
              lambda e: f"marked {e.token} " + ("this turn" if e.amount == 1
                                                 else f"for {e.amount} turns")),
    Operation("unguarded", no_params, unstopped, _resolve_unguarded,
              lambda e: "no defender may step in for it this turn"),
    Operation("stun", _stun_params, unstopped, _resolve_stun,
              lambda e: "it does not open at the start of its turns while this card is in "
              "play" if e.amount else "it does not open at the start of its next turn"),
)
