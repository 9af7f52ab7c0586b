"""Operations that wound and destroy: wounds, destruction, taking over wounds, poison
and its cure; the words of wounds and reductions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.engine.berserk.abilities.language import (
    KIND_GROUPS,
    AbilityError,
    Effect,
    Operation,
    amount_params,
    as_list,
    no_params,
    resolve_passive,
    unstopped,
    valid_in_play,
)
from deckcheck.engine.berserk.abilities.strikes import every_strike_bonus, strength_roll
from deckcheck.engine.berserk.abilities.tokens import (
    CARRIED,
    POISON,
    heal_barred,
    marker,
    set_marker,
)
from deckcheck.engine.berserk.abilities.triggers import T_ENEMY_POISONED, T_MARKS, T_PASSIVE
from deckcheck.engine.berserk.board import label as label_of
from deckcheck.engine.berserk.cards import CREATURE, SHOT_BONUS, Z_BOARD
from deckcheck.engine.berserk.kernel import Kernel
from deckcheck.engine.berserk.strikes import MISS, TIER_NAMES


def wound_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    magic = bool(record.get("magic", False))
    if isinstance(value, list):
        if len(value) != 3 or not all(isinstance(v, int) and v >= 0 for v in value):
            raise AbilityError(f"wound: three tiers (weak, medium, strong), not {value!r}")
        return {"tiers": tuple(value), "amount": max(value), "magic": magic}
    return {**amount_params(value, record), "magic": magic}


def reduce_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    against: set[str] = set()
    for name in as_list(record.get("against", "attacks")):
        if name not in KIND_GROUPS:
            raise AbilityError(f"reduce: unknown kind {name!r} (kinds: "
                               f"{', '.join(sorted(KIND_GROUPS))})")
        against |= KIND_GROUPS[name]
    return {**amount_params(value, record), "against": frozenset(against),
            "diagonal": bool(record.get("diagonal", False)),
            "limit": bool(record.get("limit", False)),
            "around": bool(record.get("around", False))}


def _dodge_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    faces = as_list(value)
    if not faces or not all(isinstance(f, int) and 1 <= f <= 6 for f in faces):
        raise AbilityError(f"dodge: the die faces (1-6) that block, not {value!r}")
    return {**reduce_params(0, record), "faces": frozenset(faces)}


#: The protections an ``ignore`` may name (those the engine asks it about).
#: What a passive ``ignore`` may ignore: flyer protection of the cards it strikes, or
#: every ability (``abilities``) of the creature its simple strike is at.
IGNORABLE: Final = frozenset({"flyer_protection", "abilities"})


def _ignore_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in IGNORABLE:
        raise AbilityError(f"ignore: one of {', '.join(sorted(IGNORABLE))}, not {value!r}")
    return {"token": value}


def _woundable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped, and the effect wounds (an X amount may come to nothing)."""
    return (effect.amount > 0 or bool(effect.tiers)) and unstopped(state, source, target,
                                                                     effect)


def valid_wounded(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.wounds[target] > 0


def _poisonable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.ctype[target] == CREATURE \
        and marker(state, target, POISON) < effect.amount


def _poisoned(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return valid_in_play(state, source, target, effect) and marker(state, target, POISON) > 0


def _resolve_wound(state: Kernel, source: int, target: int, effect: Effect) -> str:
    n = effect.amount
    said = ""
    if effect.tiers:  # the die picks the tier, as for a simple strike at a closed card
        roll, bonus = strength_roll(state, source)
        # shooting experience adds to the die of its shots (abilities.yaml)
        aim = state.eff[source].get(SHOT_BONUS, 0) if effect.kind == "shot" else 0
        tier = state.rules.strikes.unopposed(roll + aim).attacker
        n = 0 if tier == MISS else max(0, effect.tiers[tier] + effect.bonus + bonus)
        said = f" (die {roll}{f'+{aim}' if aim else ''}{' twice' if bonus else ''}: " \
            f"{'miss' if tier == MISS else TIER_NAMES[tier]})"
    if n or not effect.tiers:  # a strike's bonus to its wounds; a miss stays a miss
        n += every_strike_bonus(state, source, target, effect.kind)
    damage = state.absorb(target, n, effect.kind, source)
    state.wound(target, damage, source)
    return f"{state.at(target)} takes {damage}{said}"


#: A blast left on a cell (``blast``), on the card that left it: the turn it goes off << 8
#: | the amount << 5 | the cell + 1.
BLAST: Final = "marker:blast"


def _blastable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Its target stands on a cell of the battlefield (a flyer stands on none)."""
    return state.zone[target] == Z_BOARD and state.cell[target] >= 0


def _resolve_blast(state: Kernel, source: int, target: int, effect: Effect) -> str:
    turn = state.turn + (2 if state.active == state.ctrl[source] else 1)  # its next turn
    cell = state.cell[target]
    set_marker(state, source, BLAST, turn << 8 | min(7, effect.amount) << 5 | (cell + 1))
    return f"a blast of {effect.amount} waits on {label_of(cell)} for the start of " \
        f"{state.at(source)}'s next turn"


def set_off_blasts(state: Kernel, seat: int) -> None:
    """At the start of ``seat``'s turn: the blasts its cards left for this turn go off,
    each card on the cell (a host and its guest) taking the amount (an impact)."""
    for c, markers in enumerate(state.markers):
        if not markers or state.owners[c] != seat or not state.trig[c] & T_MARKS:
            continue
        value = markers.get(BLAST, 0)
        if value >> 8 != state.turn:
            continue
        set_marker(state, c, BLAST, 0)
        cell, amount = (value & 31) - 1, value >> 5 & 7
        m = state.cells[cell]
        for t in (m, state.guest[m]) if m >= 0 else ():
            if t >= 0:
                damage = state.absorb(t, amount, "impact", c)
                state.wound(t, damage, c)
                state.deaths_pending = True
                state.emit(seat, "battle", f"the blast on {label_of(cell)}: "
                           f"{state.at(t)} takes {damage}")


def _resolve_destroy(state: Kernel, source: int, target: int, effect: Effect) -> str:
    where = state.at(target)
    state.kill([target])
    return f"{where} is destroyed"


def _resolve_take_wounds(state: Kernel, source: int, target: int, effect: Effect) -> str:
    moved = min(effect.amount, state.wounds[target])
    state.wounds[target] -= moved
    state.wound(source, moved, -1)
    return f"{moved} wound{'' if moved == 1 else 's'} of {state.at(target)} move onto " \
        f"{state.at(source)}"


def _resolve_poison(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, POISON, effect.amount)
    return f"{state.at(target)} is poisoned {effect.amount}"


def _resolve_cure(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, POISON, 0)
    return f"{state.at(target)} is no longer poisoned"


def _wound_words(e: Effect) -> str:
    n = "-".join(map(str, e.tiers)) if e.tiers else str(e.amount)
    plural = "" if not e.tiers and e.amount == 1 else "s"
    return f"{n} {'magic ' if e.magic else ''}wound{plural}"


def reduce_words(e: Effect) -> str:
    kinds = next((name for name, group in KIND_GROUPS.items() if group == e.against),
                 "/".join(sorted(e.against)))
    where = " from a diagonal neighbour" if e.diagonal else ""
    if e.limit:
        if not e.amount:
            return f"no {kinds.replace('_', ' ')} damage{where}"
        return f"{kinds.replace('_', ' ')} damage{where} at most {e.amount}"
    return f"-{e.amount} from {kinds.replace('_', ' ')} damage{where}"


def poison_wounds(state: Kernel, card: int, poison: int) -> str:
    """``card`` takes its ``poison`` at the start of its controller's turn: wounds, or
    with a passive ``poison_heals`` as many healed (at most its amount); the enemy_poisoned
    abilities of the other side then act (X carried: the wounds). The log's words."""
    if state.trig[card] & T_PASSIVE:
        cap = max((e.amount for ability in state.abilities_of(card)
                   if ability.bit == T_PASSIVE and ability.condition.holds(state, card)
                   for e in ability.effects if e.op == "poison_heals"), default=0)
        if cap and not heal_barred(state, card):
            healed = min(poison, cap, state.wounds[card])
            state.wounds[card] -= healed
            return f"{state.at(card)} heals {healed} from poison"
    damage = state.absorb(card, poison, "poison")  # a reduction naming poison may stop it
    state.wound(card, damage, -1)
    state.deaths_pending = True
    words = f"{state.at(card)} takes {damage} from poison " \
        f"({max(0, state.lives_left(card))}/{state.lives_max[card]})"
    if damage and state.trig_any & T_ENEMY_POISONED:
        for w in state.on_field(1 - state.ctrl[card]):
            if state.trig[w] & T_ENEMY_POISONED and not state.face_down[w]:
                set_marker(state, w, CARRIED, damage)
                state.trigger(w, T_ENEMY_POISONED, card)
    return words


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("wound", wound_params, _woundable, _resolve_wound, _wound_words),
    Operation("guard", no_params, valid_in_play, resolve_passive,
              lambda e: "it may step in as a defender for a creature of its side wherever "
              "they stand"),
    Operation("ignore", _ignore_params, valid_in_play, resolve_passive,
              lambda e: f"it ignores {e.token.replace('_', ' ')}"),
    Operation("max_wounds", amount_params, valid_in_play, resolve_passive,
              lambda e: f"it takes at most {e.amount} wounds a turn"),
    Operation("blast", amount_params, _blastable, _resolve_blast,
              lambda e: f"a blast of {e.amount} on its cell at the start of this card's "
              "next turn"),
    Operation("destroy", no_params, unstopped, _resolve_destroy, lambda e: "destroy"),
    Operation("take_wounds", amount_params, valid_wounded, _resolve_take_wounds,
              lambda e: f"move up to {e.amount} of its wounds onto itself"),
    Operation("poison", amount_params, _poisonable, _resolve_poison,
              lambda e: f"poison {e.amount}"),
    Operation("cure", no_params, _poisoned, _resolve_cure, lambda e: "cure its poison"),
    Operation("reduce", reduce_params, valid_in_play, resolve_passive, reduce_words),
    Operation("dodge", _dodge_params, valid_in_play, resolve_passive,
              lambda e: f"its die against {reduce_words(e).split(' from ', 1)[1]} (not a "
              f"counter-strike): {'/'.join(map(str, sorted(e.faces)))} blocks it"),
    Operation("armour", amount_params, valid_in_play, resolve_passive,
              lambda e: f"armour {e.amount} (the first {e.amount} wounds of a turn)"
              if e.amount or not e.x else "armour (the first wounds of a turn)"),
    Operation("return_instead", no_params, valid_in_play, resolve_passive,
              lambda e: "instead of dying it returns to its owner's deck"),
)
