"""Operations that wound and destroy: wounds, destruction, taking over wounds, poison
and its cure; the words of wounds and reductions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.engine.berserk.abilities.language import (
    ATTACK_KINDS,
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
from deckcheck.engine.berserk.abilities.triggers import T_ENEMY_POISONED, T_PASSIVE
from deckcheck.engine.berserk.cards import CREATURE, SHOT_BONUS
from deckcheck.engine.berserk.kernel import Kernel
from deckcheck.engine.berserk.strikes import MISS, TIER_NAMES


def wound_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    flags = {"magic": bool(record.get("magic", False)),
             "pierce": bool(record.get("pierce", False))}
    if isinstance(value, list):
        if len(value) != 3 or not all(isinstance(v, int) and v >= 0 for v in value):
            raise AbilityError(f"wound: three tiers (weak, medium, strong), not {value!r}")
        return {"tiers": tuple(value), "amount": max(value), **flags}
    return {**amount_params(value, record), **flags}


def reduce_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    against: set[str] = set()
    for name in as_list(record.get("against", "attacks")):
        if name not in KIND_GROUPS:
            raise AbilityError(f"reduce: unknown kind {name!r} (kinds: "
                               f"{', '.join(sorted(KIND_GROUPS))})")
        against |= KIND_GROUPS[name]
    return {**amount_params(value, record), "against": frozenset(against),
            "diagonal": bool(record.get("diagonal", False)),
            "not_diagonal": record.get("diagonal") is False,
            "limit": bool(record.get("limit", False)),
            "around": bool(record.get("around", False))}


def _dodge_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    faces = as_list(value)
    if not faces or not all(isinstance(f, int) and 1 <= f <= 6 for f in faces):
        raise AbilityError(f"dodge: the die faces (1-6) that block, not {value!r}")
    return {**reduce_params(0, record), "faces": frozenset(faces)}


def _block_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value is not True:
        raise AbilityError(f"block: true, not {value!r}")
    return reduce_params(0, record)


#: The protections an ``ignore`` may name (those the engine asks it about).
IGNORABLE: Final = frozenset({"flyer_protection"})


def _ignore_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in IGNORABLE:
        raise AbilityError(f"ignore: one of {', '.join(sorted(IGNORABLE))}, not {value!r}")
    return {"token": value}


def _guard_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value is True:
        return {}
    if value == "row":  # only the creatures in its row of the battlefield
        return {"token": "row"}
    raise AbilityError(f"guard: true or row, not {value!r}")


def _woundable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped (a piercing wound: in play only), and the effect wounds (an X amount may
    come to nothing)."""
    if not (effect.amount > 0 or effect.tiers):
        return False
    if effect.pierce:  # none of the target's protections stops it
        return valid_in_play(state, source, target, effect)
    return unstopped(state, source, target, effect)


def valid_wounded(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.wounds[target] > 0


def _poisonable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.ctype[target] == CREATURE \
        and marker(state, target, POISON) < effect.amount


def _poisoned(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return valid_in_play(state, source, target, effect) and marker(state, target, POISON) > 0


def tiered_amount(state: Kernel, source: int, tiers: tuple[int, ...], kind: str,
                  bonus: int = 0) -> tuple[int, str, int]:
    """The amount a tiered attack or wound of ``source`` deals (``tiers``: weak, medium,
    strong, printed «на 1-2-2») and the log's words for its die: the die picks the tier as
    for a simple strike at a closed card, which only the attacker throws (strike-table.yaml
    unopposed: 1-3 weak, 4-5 medium, 6 strong; research §2.6) — its strength_roll (two
    throws where a passive says so), shooting experience added to the die of a shot
    (abilities.yaml), ``bonus`` (an effect's own) added to the tier it picked. Also the
    tier (strikes.WEAK ... or MISS), for what comes with a hit of that tier."""
    roll, double = strength_roll(state, source)
    aim = state.eff[source].get(SHOT_BONUS, 0) if kind == "shot" else 0
    tier = state.rules.strikes.unopposed(roll + aim).attacker
    n = 0 if tier == MISS else max(0, tiers[tier] + bonus + double)
    return n, f" (die {roll}{f'+{aim}' if aim else ''}{' twice' if double else ''}: " \
        f"{'miss' if tier == MISS else TIER_NAMES[tier]})", tier


def _resolve_wound(state: Kernel, source: int, target: int, effect: Effect) -> str:
    n = effect.amount
    said = ""
    if effect.tiers:  # the die picks the tier, as for a simple strike at a closed card
        n, said, _ = tiered_amount(state, source, effect.tiers, effect.kind, effect.bonus)
    if n or not effect.tiers:  # a strike's bonus to its wounds; a miss stays a miss
        n += every_strike_bonus(state, source, target, effect.kind)
    # a piercing wound passes the target's reductions and armour (its abilities)
    damage = n if effect.pierce else state.absorb(target, n, effect.kind, source)
    state.wound(target, damage, source)
    words = f"{state.at(target)} takes {damage}{said}"
    if damage and effect.kind in ATTACK_KINDS and state.is_dead(target) \
            and state.ctype[target] == CREATURE:
        # An encoded attack (a labelled shot, finishing ...) destroys as the keyword's
        # attack does: its card's scavenging and when_destroys abilities act.
        state.destroyed_by(source, target)
    return words


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
    pierce = " that ignore its abilities" if e.pierce else ""
    return f"{n} {'magic ' if e.magic else ''}wound{plural}{pierce}"


def reduce_words(e: Effect) -> str:
    kinds = next((name for name, group in KIND_GROUPS.items() if group == e.against),
                 "/".join(sorted(e.against)))
    where = " from a diagonal neighbour" if e.diagonal else \
        " but from a diagonal neighbour" if e.not_diagonal else ""
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
    state.wound(card, poison, -1)
    state.deaths_pending = True
    words = f"{state.at(card)} takes {poison} from poison " \
        f"({max(0, state.lives_left(card))}/{state.lives_max[card]})"
    if state.trig_any & T_ENEMY_POISONED:
        for w in state.on_field(1 - state.ctrl[card]):
            if state.trig[w] & T_ENEMY_POISONED and not state.face_down[w]:
                set_marker(state, w, CARRIED, poison)
                state.trigger(w, T_ENEMY_POISONED, card)
    return words


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("wound", wound_params, _woundable, _resolve_wound, _wound_words),
    Operation("guard", _guard_params, valid_in_play, resolve_passive,
              lambda e: "it may step in as a defender for a creature of its side "
              + ("anywhere in its row" if e.token == "row" else "wherever they stand")),
    Operation("far_parasites", no_params, valid_in_play, resolve_passive,
              lambda e: "the parasites of its side may also take hosts in the enemy's 2nd row"),
    Operation("ignore", _ignore_params, valid_in_play, resolve_passive,
              lambda e: f"it ignores {e.token.replace('_', ' ')}"),
    Operation("ward", no_params, valid_in_play, resolve_passive,
              lambda e: "once an attack wounds it X this turn, attacks of X or less do "
              "not affect it to the end of the turn"),
    Operation("max_wounds", amount_params, valid_in_play, resolve_passive,
              lambda e: f"it takes at most {e.amount} wounds a turn"),
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
    Operation("foresee", reduce_params, valid_in_play, resolve_passive,
              lambda e: f"when {reduce_words(e).split(' from ', 1)[1]} would wound it: "
              f"prophecy {e.amount}; the attack is blocked"),
    Operation("block", _block_params, valid_in_play, resolve_passive,
              lambda e: f"it blocks {reduce_words(e).split(' from ', 1)[1]} (no damage)"),
    Operation("armour", amount_params, valid_in_play, resolve_passive,
              lambda e: f"armour {e.amount} (the first {e.amount} wounds of a turn)"
              if e.amount or not e.x else "armour (the first wounds of a turn)"),
    Operation("return_instead", no_params, valid_in_play, resolve_passive,
              lambda e: "instead of dying it returns to its owner's deck"),
)
