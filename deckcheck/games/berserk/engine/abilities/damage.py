"""Operations that wound and destroy: wounds, destruction, taking over wounds, poison
and its cure; the words of wounds and reductions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.language import (
    ATTACK_KINDS,
    KIND_GROUPS,
    RANGED_ATTACKS,
    AbilityError,
    Effect,
    Operation,
    amount_params,
    as_list,
    no_params,
    only_true,
    resolve_passive,
    unstopped,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.limits import may_use, note_use
from deckcheck.games.berserk.engine.abilities.passives import ally_boost, heal_watched
from deckcheck.games.berserk.engine.abilities.strikes import (
    ally_attacked,
    attack_cap,
    attack_lessened,
    die_bonus,
    every_strike_bonus,
    spend_next_boost,
    strength_roll,
    weakened,
)
from deckcheck.games.berserk.engine.abilities.tokens import (
    CARRIED,
    DICE_KEPT,
    EXPOSED,
    LAST_TIER,
    POISON,
    exposed_bonus,
    heal_barred,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    T_ALLY_ATTACKS,
    T_ALLY_AURA,
    T_ENEMY_ATTACKS,
    T_ENEMY_POISONED,
    T_MARKS,
    T_PASSIVE,
    T_REDIRECTED,
    T_SPREAD,
    T_STATIC,
)
from deckcheck.games.berserk.engine.board import NEIGHBOURS8
from deckcheck.games.berserk.engine.board import label as label_of
from deckcheck.games.berserk.engine.cards import CREATURE, SHOT_BONUS, Z_BOARD, Z_DECK, Z_EXTRA
from deckcheck.games.berserk.engine.kernel import Kernel, Strike, number_in
from deckcheck.games.berserk.engine.strikes import MISS, TIER_NAMES


def wound_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    flags = {"magic": bool(record.get("magic", False)),
             "pierce": bool(record.get("pierce", False))}
    if isinstance(value, list):
        if len(value) != 3 or not all(isinstance(v, int) and v >= 0 for v in value):
            raise AbilityError(f"wound: three tiers (weak, medium, strong), not {value!r}")
        return {"tiers": tuple(value), "amount": max(value), **flags}
    if value == "strike":  # its holder's simple strike, each tier + plus (a lent ability)
        plus = record.get("plus", 0)
        if not isinstance(plus, int) or isinstance(plus, bool) or plus < 0:
            raise AbilityError(f"plus: a whole number added to each tier, not {plus!r}")
        return {"from_strike": plus, **flags}
    if "plus" in record:
        raise AbilityError("plus is for wound: strike (its simple strike's tiers, each + N)")
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
            "upto": bool(record.get("upto", False)),
            "at_least": _at_least(record),
            "around": bool(record.get("around", False))}


def _at_least(record: Mapping[str, Any]) -> int:
    value = record.get("at_least", 0)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise AbilityError(f"at_least: a whole number for a reduce, not {value!r}")
    return value


def _dodge_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    faces = as_list(value)
    if not faces or not all(isinstance(f, int) and 1 <= f <= 6 for f in faces):
        raise AbilityError(f"dodge: the die faces (1-6) that block, not {value!r}")
    return {**reduce_params(0, record), "faces": frozenset(faces)}


def _block_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    only_true("block")(value, record)
    return {**reduce_params(0, record), "anywhere": bool(record.get("anywhere", False))}


#: The protections an ``ignore`` may name (those the engine asks it about).
#: What a passive ``ignore`` may ignore: flyer protection of the cards it strikes,
#: every ability (``abilities``) of the creature its simple strike is at, or the armour
#: of the cards its attacks wound (``armour``).
IGNORABLE: Final = frozenset({"flyer_protection", "abilities", "armour",
                               "discharge_targets"})


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


def _lure_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    kinds = frozenset(as_list(value))
    if not kinds or not kinds <= RANGED_ATTACKS:
        raise AbilityError(f"lure: some of {', '.join(sorted(RANGED_ATTACKS))}, not {value!r}")
    return {"against": kinds}


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
    """A creature its protections do not shield, whose poison is less than the amount
    (poison: the largest counts; poison_up: it grows up to the amount)."""
    return unstopped(state, source, target, effect) and state.ctype[target] == CREATURE \
        and marker(state, target, POISON) < effect.amount


def _resolve_poison_up(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """Poison 1, or +1 to the poison it has, at most the effect's amount."""
    poison = min(effect.amount, marker(state, target, POISON) + 1)
    set_marker(state, target, POISON, poison)
    return f"{state.at(target)} is poisoned {poison}"


def _poisoned(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return valid_in_play(state, source, target, effect) and marker(state, target, POISON) > 0


def keep_die(state: Kernel, source: int, roll: int) -> None:
    """Add ``roll`` to the dice ``source``'s ability keeps (tokens.DICE_KEPT: 1 + their
    sum, 0 none kept yet)."""
    set_marker(state, source, DICE_KEPT, max(1, marker(state, source, DICE_KEPT)) + roll)


def tiered_amount(state: Kernel, source: int, tiers: tuple[int, ...], kind: str,
                  bonus: int = 0, keep: bool = False, thrown: Strike | None = None,
                  target: int = -1) -> tuple[int, str, int]:
    """The amount a tiered attack or wound of ``source`` deals (``tiers``: weak, medium,
    strong, printed «на 1-2-2») and the log's words for its die: the die picks the tier as
    for a simple strike at a closed card, which only the attacker throws (strike-table.yaml
    unopposed: 1-3 weak, 4-5 medium, 6 strong; research §2.6) — its strength_roll (two
    throws where a passive says so), shooting experience added to the die of a shot
    (abilities.yaml), ``bonus`` (an effect's own) added to the tier it picked. Also the
    tier (strikes.WEAK ... or MISS), for what comes with a hit of that tier. With ``keep``
    the die is added to the dice its ability keeps (tokens.DICE_KEPT: NT-165). A die
    ``thrown`` before the ability acted (throw_ability_die: the thrown window, where an
    instant may have changed it) is read instead of a new one. An attack at ``target``
    exposed by ``source``'s side (``expose``) adds to its die."""
    if thrown is not None and thrown.result is not None:
        roll, double, aim = thrown.aroll, thrown.bonus, thrown.atotal - thrown.aroll
        tier = thrown.result.attacker
    else:
        roll, double = strength_roll(state, source)
        aim = (number_in(state.eff[source], SHOT_BONUS) if kind == "shot" else 0) \
            + attack_die_bonus(state, source, target, kind)
        if state.trig_low & T_ALLY_AURA and kind in ATTACK_KINDS:  # its side's aura
            aim += ally_boost(state, source, "dice", every_attack=True)
        if state.markers[source] is not None:  # +N to its next die (host_toll ...)
            aim += die_bonus(state, source)
        tier = state.rules.strikes.unopposed(roll + aim).attacker
    if keep:
        keep_die(state, source, roll)
    n = 0 if tier == MISS else max(0, tiers[tier] + bonus + double)
    return n, f" (die {roll}{f'{aim:+d}' if aim else ''}{' twice' if double else ''}: " \
        f"{'miss' if tier == MISS else TIER_NAMES[tier]})", tier


def attack_die_bonus(state: Kernel, source: int, target: int, kind: str) -> int:
    """What the die of ``source``'s tiered attack of ``kind`` at ``target`` gets from the
    target being exposed by its side (VS-009: «+1 to the dice of attacks at it»); not a
    wound that is no attack (an impact's)."""
    markers = state.markers[target] if target >= 0 else None
    if markers is None or EXPOSED not in markers or kind not in ATTACK_KINDS:
        return 0
    return exposed_bonus(state, source, target)


def throw_ability_die(state: Kernel, ctx: Strike, effect: Effect) -> None:
    """The die of ``ctx.attacker``'s ability with the tiered ``effect`` (a wound or a heal)
    on one target, thrown before it acts so that instant abilities may change it (the
    thrown window): ``ctx`` keeps it (aroll, atotal, bonus) and the tier it gives
    (result), as a simple strike at a closed card keeps its die."""
    source = ctx.attacker
    if effect.op == "wound":
        roll, ctx.bonus = strength_roll(state, source)
        # shooting experience adds to the die of its shots (abilities.yaml)
        aim = (number_in(state.eff[source], SHOT_BONUS) if effect.kind == "shot" else 0) \
            + attack_die_bonus(state, source, ctx.victim, effect.kind)
        if state.trig_low & T_ALLY_AURA and effect.kind in ATTACK_KINDS:
            aim += ally_boost(state, source, "dice", every_attack=True)
        if state.markers[source] is not None:  # +N to its next die (host_toll ...)
            aim += die_bonus(state, source)
    else:  # a heal's die: nobody's strength
        roll, aim = state.roll_die(), 0
    ctx.aroll, ctx.atotal = roll, roll + aim
    ctx.result = state.rules.strikes.unopposed(roll + aim)


def thrown_die(state: Kernel, source: int) -> Strike | None:
    """The die ``source``'s ability threw before acting (throw_ability_die), if any."""
    ctx = state.strike_ctx
    if ctx is not None and ctx.pending >= 0 and ctx.attacker == source \
            and ctx.result is not None:
        return ctx
    return None


def _resolve_wound(state: Kernel, source: int, target: int, effect: Effect) -> str:
    n = effect.amount
    said = ""
    tier = MISS
    if effect.tiers:  # the die picks the tier, as for a simple strike at a closed card
        n, said, tier = tiered_amount(state, source, effect.tiers, effect.kind, effect.bonus,
                                      effect.keep_dice, thrown_die(state, source), target)
        set_marker(state, source, LAST_TIER, tier + 2)  # if_tier effects after it ask
        if effect.strike_sized and tier != MISS:  # what its simple strike gets at it now
            n = max(0, n + state.modifier(source, target, "strike", T_STATIC, True, tier))
    if n or not effect.tiers:  # a strike's bonus to its wounds; a miss stays a miss
        n += every_strike_bonus(state, source, target, effect.kind)
    if state.trig_low & T_MARKS:  # a boost of its next such attack is used (VS-111)
        spend_next_boost(state, source, effect.kind)
    lessened = attack_lessened(state, source, target)
    if lessened:  # an instant ability lessened this strike (VS-157)
        n = max(0, n + lessened)
    cap = attack_cap(state, source, target)
    if cap >= 0:  # an instant ability capped this melee attack (VS-020)
        n = min(n, cap)
    if state.strike_ctx is not None:  # an instant weakened this attack (NT-151)
        n = weakened(state, source, target, n)
    # a piercing wound passes the target's reductions and armour (its abilities)
    damage = n if effect.pierce else state.absorb(target, n, effect.kind, source)
    state.wound(target, damage, source, effect.kind)
    if state.trig_low & (T_ALLY_ATTACKS | T_ENEMY_ATTACKS) and target != source:
        ally_attacked(state, source, target, effect.kind, tier, damage)  # on an attack
    words = f"{state.at(target)} takes {damage}{said}"
    if damage and effect.kind in ATTACK_KINDS and state.is_dead(target) \
            and state.ctype[target] == CREATURE:
        # An encoded attack (a labelled shot, finishing ...) destroys as the keyword's
        # attack does: its card's scavenging and when_destroys abilities act.
        state.destroyed_by(source, target)
    return words


def _resolve_blast(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """N wounds to every enemy creature (of ``source``'s side's enemy) next to ``target``."""
    x = state.cell[target]
    if x < 0 or state.zone[target] != Z_BOARD:
        return ""
    words = []
    for y in NEIGHBOURS8[x]:
        m = state.cells[y]
        if m >= 0 and state.ctrl[m] != state.ctrl[source] and state.ctype[m] == CREATURE \
                and not state.face_down[m] and unstopped(state, source, m, effect):
            damage = state.absorb(m, effect.amount, effect.kind, source)
            state.wound(m, damage, source)
            words.append(f"{state.at(m)} takes {damage}")
    return "; ".join(words) or f"no enemy creature next to {state.at(target)}"


#: A blast left on a cell (``delayed_blast``), on the card that left it: the turn it goes
#: off << 8 | the amount << 5 | the cell + 1.
BLAST: Final = "marker:blast"


def _blastable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Its target stands on a cell of the battlefield (a flyer stands on none)."""
    return state.zone[target] == Z_BOARD and state.cell[target] >= 0


def _resolve_delayed_blast(state: Kernel, source: int, target: int, effect: Effect) -> str:
    turn = state.turn + (2 if state.active == state.ctrl[source] else 1)  # its next turn
    cell = state.cell[target]
    set_marker(state, source, BLAST, turn << 8 | min(7, effect.amount) << 5 | (cell + 1))
    return f"a blast of {effect.amount} waits on {label_of(cell)} for the start of " \
        f"{state.at(source)}'s next turn"


def set_off_blasts(state: Kernel, seat: int) -> None:
    """At the start of ``seat``'s turn: the blasts its cards left for this turn go off,
    each card on the cell (a host and its guest) taking the amount (an impact)."""
    for c in state.cards_with(T_MARKS):  # (in card order: no pass over every card)
        markers = state.markers[c]
        if not markers or state.owners[c] != seat:
            continue
        value = number_in(markers, BLAST)
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
    if state.zone[target] in (Z_BOARD, Z_EXTRA, Z_DECK):  # an ability of its own said why
        return f"{where} is not destroyed"  # (NT-046 turns to stone, NT-069 goes back)
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
    if e.from_strike >= 0:  # (a lent ability's, before its holder is known)
        plus = f" +{e.from_strike}" if e.from_strike else ""
        return f"{'magic ' if e.magic else ''}wounds of its simple strike{plus} (the die picks)"
    n = "-".join(map(str, e.tiers)) if e.tiers else str(e.amount)
    plural = "" if not e.tiers and e.amount == 1 else "s"
    pierce = " that ignore its abilities" if e.pierce else ""
    return f"{n} {'magic ' if e.magic else ''}wound{plural}{pierce}"


def kinds_words(e: Effect) -> str:
    """The kinds of damage an effect names (``against``), as the language names them."""
    return next((name for name, group in KIND_GROUPS.items() if group == e.against),
                "/".join(sorted(e.against)))


def _block_words(e: Effect) -> str:
    if e.anywhere:
        return "it blocks every attack at any card (it does nothing)"
    if e.against == KIND_GROUPS["attacks_at"]:
        return "it blocks every attack at it (it does nothing at it; a counter-strike is no " \
            "attack at it)"
    return f"it blocks {reduce_words(e).split(' from ', 1)[1]} (it does nothing at it)"


def reduce_words(e: Effect) -> str:
    kinds = kinds_words(e)
    where = " from a diagonal neighbour" if e.diagonal else \
        " but from a diagonal neighbour" if e.not_diagonal else ""
    if e.upto:
        return f"no {kinds.replace('_', ' ')} damage{where} of at most {e.amount}"
    if e.at_least:
        return f"no {kinds.replace('_', ' ')} damage of {e.at_least} or more{where}"
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
            healed = min(heal_watched(state, card, min(poison, cap)), state.wounds[card])
            state.wounds[card] -= healed
            return f"{state.at(card)} heals {healed} from poison"
    # absorb: a reduction naming poison may stop it, a light it stands in adds to it
    damage = state.absorb(card, poison, "poison")
    state.wound(card, damage, -1)
    state.deaths_pending = True
    words = f"{state.at(card)} takes {damage} from poison " \
        f"({max(0, state.lives_left(card))}/{state.lives_max[card]})"
    if damage and state.trig_low & T_ENEMY_POISONED:
        for w in state.on_field(1 - state.ctrl[card]):
            if state.trig[w] & T_ENEMY_POISONED and not state.face_down[w]:
                set_marker(state, w, CARRIED, damage)
                state.trigger(w, T_ENEMY_POISONED, card)
    return words


# --- spreading an attack's wounds (spread_wounds abilities: VS-184, NT-118) --------------

#: spread: the wounded card may keep some of the wounds (they are shared among the cards,
#: itself too); without it every wound goes onto other cards.
SPREAD_AMONG: Final = 1
#: spread: the spreading card closes as it spreads (its printed tap).
SPREAD_TAP: Final = 2


def _spread_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, Mapping) or set(value) - {"onto", "tap"} \
            or value.get("onto") not in ("others", "among") \
            or not isinstance(value.get("tap", False), bool):
        raise AbilityError("spread: {onto: others (every wound goes onto other cards) or "
                           f"among (the wounded card may keep some), tap: true|false}}, not "
                           f"{value!r}")
    return {"amount": (SPREAD_AMONG if value["onto"] == "among" else 0)
            | (SPREAD_TAP if value.get("tap") else 0)}


def _spread_words(effect: Effect) -> str:
    where = "among the cards it may go to, itself too" if effect.amount & SPREAD_AMONG \
        else "onto other cards"
    return f"{'close: ' if effect.amount & SPREAD_TAP else ''}its player may move the " \
        f"wounds the attack gave it {where}, one wound at a time"


def _resolve_spread(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return "no effect"  # never resolved as an effect: the spread window plays it


def spread_targets(state: Kernel, spreader: int, index: int, victim: int) -> list[int]:
    """The cards the wounds of ``victim`` may be moved onto by ability ``index`` of
    ``spreader``: its target's cards of the wounded card's side, the wounded card aside."""
    target = state.as_encoded(spreader)[index].target  # (a waiting spread: as it fired)
    return [t for t in state.on_field(state.ctrl[victim])
            if t != victim and state.zone[t] in (Z_BOARD, Z_EXTRA)
            and target.matches(state, spreader, t)]


def may_spread(state: Kernel, spreader: int, index: int, victim: int, kind: str) -> bool:
    """Whether ability ``index`` of ``spreader`` may spread the wounds an attack of
    ``kind`` ("": not asked again) gave ``victim``: both in play, it face up (open and
    able to act when it closes to spread), its limits, conditions and attack kinds, and
    some card to take them."""
    ability = state.as_encoded(spreader)[index]
    live = (Z_BOARD, Z_EXTRA)
    if state.zone[spreader] not in live or state.zone[victim] not in live \
            or state.face_down[spreader] or state.ctrl[spreader] != state.ctrl[victim]:
        return False
    if ability.effects[0].amount & SPREAD_TAP and (state.closed[spreader]
                                                   or not state.can_act(spreader)):
        return False
    if kind and ability.if_attack and kind not in ability.if_attack:
        return False
    if ability.limited and not may_use(state, spreader, index, ability):
        return False
    if not ability.condition.holds(state, spreader) \
            or not ability.other_condition.holds(state, victim):
        return False
    return bool(spread_targets(state, spreader, index, victim))


def offer_spread(state: Kernel, card: int, wounds: int, source: int, kind: str) -> None:
    """``card`` took ``wounds`` from an attack of ``kind`` by ``source``: the first
    spread_wounds ability of its side that may spread them queues its player's choice
    (state.spreading); more wounds of the same attack join a choice not yet begun."""
    if kind not in ATTACK_KINDS:
        return
    spreading = state.spreading
    for i, (m, index, victim, left, by, moved) in enumerate(spreading):
        if victim == card:
            if not moved:
                spreading[i] = (m, index, victim, left + wounds, by, moved)
            return
    seat = state.ctrl[card]
    for m in state.cards_with(T_SPREAD):
        if state.ctrl[m] != seat:
            continue
        for index, ability in enumerate(state.abilities_of(m)):
            if ability.bit == T_SPREAD and may_spread(state, m, index, card, kind):
                spreading.append((m, index, card, wounds, source, 0))
                return


def spread_one(state: Kernel, onto: int) -> str:
    """The first waiting spread moves one wound of its wounded card onto ``onto`` (the
    first move uses the ability: its limit, its tap); the log's words."""
    m, index, victim, left, source, moved = state.spreading[0]
    ability = state.as_encoded(m)[index]
    if not moved:
        if ability.limited:
            note_use(state, m, index, ability)
        if ability.effects[0].amount & SPREAD_TAP:
            state.closed[m] = True
    state.wounds[victim] -= 1
    state.wounds[onto] += 1
    state.spreading[0] = (m, index, victim, left - 1, source, moved + 1)
    return f"a wound of {state.at(victim)} goes onto {state.at(onto)}"


def may_keep(state: Kernel) -> bool:
    """Whether the first waiting spread may stop now, the rest of the wounds staying on
    the wounded card: before its first move (declined), or when it may keep some."""
    m, index, _, _, _, moved = state.spreading[0]
    return not moved or bool(state.as_encoded(m)[index].effects[0].amount & SPREAD_AMONG)


# --- a volley of shots, a die each (NT-029) ---------------------------------------------

#: A volley under way, on the shooting card: the shots left << 16 | the wounds of each
#: << 8 | its target + 1 (0: none).
VOLLEY: Final = "marker:volley"
#: The die faces that block a shot of a volley, and those that let the opponent send it
#: into a card of theirs next to its target (the rest hit).
VOLLEY_BLOCKED: Final = frozenset({1, 2})
VOLLEY_REDIRECTED: Final = frozenset({3, 4})


def _volley_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, Mapping) or set(value) != {"shots", "each"} or not all(
            isinstance(v, int) and not isinstance(v, bool) and 0 < v < 256
            for v in value.values()):
        raise AbilityError(f"volley: {{shots: N, each: M}} (whole numbers 1-255), not "
                           f"{value!r}")
    return {"amount": value["shots"] << 8 | value["each"]}


def _volley_words(effect: Effect) -> str:
    return f"{effect.amount >> 8} shots of {effect.amount & 255} at it, a die each: " \
        f"{'-'.join(map(str, sorted(VOLLEY_BLOCKED)))} blocks the shot, " \
        f"{'-'.join(map(str, sorted(VOLLEY_REDIRECTED)))} lets the opponent send it into " \
        "a card of theirs next to it"


def _resolve_volley(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, source, VOLLEY, (effect.amount >> 8) << 16
               | (effect.amount & 255) << 8 | target + 1)
    return volley_on(state, source, effect)


def volley_on(state: Kernel, source: int, effect: Effect) -> str:
    """The shots left of ``source``'s volley at its target, one die each (the shooter's),
    until one's die lets the opponent send it elsewhere: that waits for their pick (a
    volley_redirect ability of ``source``, first in the CHOOSE window), the rest after
    it. A target no longer in play ends the volley."""
    value = marker(state, source, VOLLEY)
    left, each, t = value >> 16, (value >> 8) & 255, (value & 255) - 1
    shot = replace(effect, amount=each, tiers=())
    words = []
    while left > 0:
        if t < 0 or state.zone[t] not in (Z_BOARD, Z_EXTRA) or state.is_dead(t):
            words.append("no target left: the other shots are lost")
            break
        left -= 1
        die = state.roll_die(state.ctrl[source])
        if die in VOLLEY_BLOCKED:
            words.append(f"die {die}: the shot is blocked")
            continue
        if die in VOLLEY_REDIRECTED:
            index = next((i for i, a in enumerate(state.abilities_of(source))
                          if a.bit == T_REDIRECTED), -1)
            near = _volley_neighbours(state, t)
            if index >= 0 and near:
                set_marker(state, source, VOLLEY, left << 16 | each << 8 | t + 1)
                state.choosing.insert(0, (source, index, (t, *near), 0, False, False, ()))
                words.append(f"die {die}: the opponent may send the shot into a card of "
                             f"theirs next to {state.at(t)}")
                return "; ".join(words)
        words.append(f"die {die}: " + _resolve_wound(state, source, t, shot))
    set_marker(state, source, VOLLEY, 0)
    return "; ".join(words)


def _volley_neighbours(state: Kernel, target: int) -> list[int]:
    """The cards of ``target``'s side on the cells next to it (a flyer is next to none)."""
    x = state.cell[target]
    if x < 0 or state.zone[target] != Z_BOARD:
        return []
    found = []
    for y in NEIGHBOURS8[x]:
        m = state.cells[y]
        if m >= 0 and state.ctrl[m] == state.ctrl[target]:
            found.append(m)
    return found


def _resolve_volley_shot(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """The shot the opponent sent into ``target`` (or left at the volley's target), then
    the volley's other shots."""
    each = (marker(state, source, VOLLEY) >> 8) & 255
    words = _resolve_wound(state, source, target, replace(effect, amount=each, tiers=()))
    rest = volley_on(state, source, effect)
    return f"{words}; {rest}" if rest else words


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("wound", wound_params, _woundable, _resolve_wound, _wound_words),
    Operation("own_safe", no_params, valid_in_play, resolve_passive,
              lambda e: "its own side's attacks may not be aimed at it"),
    Operation("guard", _guard_params, valid_in_play, resolve_passive,
              lambda e: "it may step in as a defender for a creature of its side "
              + ("anywhere in its row" if e.token == "row" else "wherever they stand")),
    Operation("far_parasites", no_params, valid_in_play, resolve_passive,
              lambda e: "the parasites of its side may also take hosts in the enemy's 2nd row"),
    Operation("ignore", _ignore_params, valid_in_play, resolve_passive,
              lambda e: f"it ignores {e.token.replace('_', ' ')}"),
    Operation("harden", no_params, valid_in_play, resolve_passive,
              lambda e: "once an attack wounds it X this turn, attacks of X or less do "
              "not affect it to the end of the turn"),
    Operation("lure", _lure_params, valid_in_play, resolve_passive,
              lambda e: "the other side's " + " and ".join(
                  f"{k}s" for k in sorted(e.against)) + " may go only at it"),
    Operation("max_wounds", amount_params, valid_in_play, resolve_passive,
              lambda e: f"it takes at most {e.amount} wounds a turn"),
    Operation("delayed_blast", amount_params, _blastable, _resolve_delayed_blast,
              lambda e: f"a blast of {e.amount} on its cell at the start of this card's "
              "next turn"),
    Operation("destroy", no_params, unstopped, _resolve_destroy, lambda e: "destroy"),
    Operation("blast", amount_params, valid_in_play, _resolve_blast,
              lambda e: f"{e.amount} wounds to every enemy creature next to it"),
    Operation("take_wounds", amount_params, valid_wounded, _resolve_take_wounds,
              lambda e: f"move up to {e.amount} of its wounds onto itself"),
    Operation("poison", amount_params, _poisonable, _resolve_poison,
              lambda e: f"poison {e.amount}"),
    Operation("poison_up", amount_params, _poisonable, _resolve_poison_up,
              lambda e: f"poison 1, or +1 to its poison (at most {e.amount})"),
    Operation("cure", no_params, _poisoned, _resolve_cure, lambda e: "cure its poison"),
    Operation("reduce", reduce_params, valid_in_play, resolve_passive, reduce_words),
    Operation("host_reduce", reduce_params, valid_in_play, resolve_passive,
              lambda e: reduce_words(e).replace(" damage", " damage to its host")),
    Operation("dodge", _dodge_params, valid_in_play, resolve_passive,
              lambda e: f"its die against {reduce_words(e).split(' from ', 1)[1]} (not a "
              f"counter-strike): {'/'.join(map(str, sorted(e.faces)))} blocks it"),
    Operation("foresee", reduce_params, valid_in_play, resolve_passive,
              lambda e: f"when {reduce_words(e).split(' from ', 1)[1]} would wound it: "
              f"prophecy {e.amount}; the attack is blocked"),
    Operation("block", _block_params, valid_in_play, resolve_passive, _block_words),
    Operation("armour", amount_params, valid_in_play, resolve_passive,
              lambda e: f"armour {e.amount} (the first {e.amount} wounds of a turn)"
              if e.amount or not e.x else "armour (the first wounds of a turn)"),
    Operation("stamina", no_params, valid_in_play, resolve_passive,
              lambda e: "stamina (an effect that is not an attack neither wounds nor "
              "destroys it)"),
    Operation("return_instead", no_params, valid_in_play, resolve_passive,
              lambda e: "instead of dying it returns to its owner's deck"),
    Operation("spread", _spread_params, valid_in_play, _resolve_spread, _spread_words),
    Operation("host_only_wounds", no_params, valid_in_play, resolve_passive,
              lambda e: "it takes wounds only from its host"),
    Operation("volley", _volley_params, unstopped, _resolve_volley, _volley_words),
    Operation("volley_shot", no_params, unstopped, _resolve_volley_shot,
              lambda e: "the shot of its volley goes into this card (the opponent's pick), "
              "then the other shots"),
    Operation("rise_instead", no_params, valid_in_play, resolve_passive,
              lambda e: "when its host's death would destroy it, it gains flying instead"),
    Operation("artifact_instead", no_params, valid_in_play, resolve_passive,
              lambda e: "instead of dying it heals fully and becomes an artifact (it no "
              "longer moves or strikes; its tap abilities stay)"),
)
