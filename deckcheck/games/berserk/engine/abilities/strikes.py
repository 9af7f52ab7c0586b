"""Operations on strikes and dice: the simple strike's and the die's modifiers, a fixed
or next die, the strength roll of an attack, the instant answers to a strike's dice
(tier, cap, die, reroll, lessen, redirect), strikes an ability declares.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.amounts import effect_amount
from deckcheck.games.berserk.engine.abilities.durations import (
    LASTING,
    last_turn,
    until_param,
    until_words,
)
from deckcheck.games.berserk.engine.abilities.language import (
    ANY,
    ATTACK_CODES,
    ATTACK_KINDS,
    HIT_TIERS,
    KIND_GROUPS,
    KIND_ORDER,
    AbilityError,
    Effect,
    Operation,
    amount_params,
    as_list,
    compile_condition,
    die_of,
    in_front,
    no_params,
    one_param,
    only_true,
    resolve_passive,
    signed_words,
    unstopped,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.movement import change_places
from deckcheck.games.berserk.engine.abilities.passives import passive_op, unreduced
from deckcheck.games.berserk.engine.abilities.tokens import (
    ATTACK_AT,
    ATTACK_DIE,
    ATTACK_KIND,
    ATTACKED_WITH,
    CARRIED,
    CHAIN_GIVEN,
    HIT_BONUS,
    LAST_TARGET,
    NEXT_STRIKE,
    STRIKE_LASTING,
    STRUCK,
    VICTIM,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    H_ALLY_ATTACKED,
    H_ALLY_STRUCK,
    T_ALLY_ATTACKED,
    T_ALLY_ATTACKS,
    T_ALLY_DESTROYS,
    T_ALLY_STRUCK,
    T_ATTACK,
    T_ENEMY_ATTACKS,
    T_ENEMY_SIX,
    T_FIXED_DIE,
    T_MARKS,
    T_MELEE_STRUCK,
    T_NEAR_ALLY_WOUNDED,
    T_NEAR_SHOT_AT,
    T_PASSIVE,
    T_SHOT_AT,
    T_STATIC,
    T_STRUCK,
)
from deckcheck.games.berserk.engine.board import DISTANCE, NEIGHBOURS8
from deckcheck.games.berserk.engine.cards import CREATURE, TYPE_IDS, Z_BOARD, Z_EXTRA
from deckcheck.games.berserk.engine.kernel import Kernel
from deckcheck.games.berserk.engine.strikes import MISS, NONE, TIER_NAMES, Result


def _chain_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value == "each":  # each enemy creature next to it once: at most 8
        return {"amount": 8, "each": True}
    if not isinstance(value, int) or isinstance(value, bool) or not 2 <= value <= 15:
        raise AbilityError(f"strike_chain: the strikes a turn, 2 to 15 or each, not {value!r}")
    return {"amount": value, "different": bool(record.get("different", False))}


def _give_chain_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value == "shot":  # its shot, then one simple strike right after (NT-096)
        if record.get("different") is not None:
            raise AbilityError("give_chain: shot is one strike after the shot: no different")
        return {"amount": 2, "after_shot": True}
    try:
        return _chain_params(value, record)
    except AbilityError as err:
        raise AbilityError(str(err).replace("strike_chain", "give_chain")) from None


def _resolve_give_chain(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """The target gets a chain of simple strikes for this turn (NT-146): the passive
    ``strike_chain``'s play (passives._chain_of reads the marker)."""
    set_marker(state, target, CHAIN_GIVEN, state.turn << 7 | int(effect.after_shot) << 6
               | int(effect.each) << 5 | int(effect.different) << 4 | effect.amount)
    if effect.after_shot:
        return f"{state.at(target)} may make its shot and a simple strike right after it " \
            "this turn, open after the shot"
    return f"{state.at(target)} may make {effect.amount} simple strikes in a row this turn"


#: The turn in which a first_die_six card's seat threw its first die, plus 1 (a marker
#: of 0 is none).
FIRST_DIE: Final = "marker:first_die"


def fixed_die(state: Kernel, seat: int) -> int:
    """The die ``seat`` throws now if a passive ``first_die_six`` of one of its cards in
    play fixes it (6 for its first die of the turn), else 0; the die counts as thrown."""
    fixing = [c for c in state.on_field(seat) if state.trig[c] & T_FIXED_DIE
              and not state.face_down[c] and passive_op(state, c, "first_die_six")]
    if not fixing or all(marker(state, c, FIRST_DIE) == state.turn + 1 for c in fixing):
        return 0
    for c in fixing:
        set_marker(state, c, FIRST_DIE, state.turn + 1)
    return 6


#: The die ``card`` throws next, fixed by a ``next_die`` effect (0: none).
NEXT_DIE: Final = "marker:next_die"


def _resolve_next_die(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, NEXT_DIE, min(6, max(1, effect.amount)))
    return f"{state.at(target)}'s next die shows {min(6, max(1, effect.amount))}"


#: +N to the card's next die (host_toll): the total of its next simple-strike roll.
DIE_BONUS: Final = "marker:die_bonus"


#: +N to the card's next die thrown this turn (``next_die_plus``): the turn << 4 | N.
DIE_PLUS_TURN: Final = "marker:die_plus_turn"


def die_bonus(state: Kernel, card: int) -> int:
    """What a ``host_toll`` or a ``next_die_plus`` added to ``card``'s next die (one
    limited to this turn only in it), used up now (0: none)."""
    bonus = marker(state, card, DIE_BONUS)
    if bonus:
        set_marker(state, card, DIE_BONUS, 0)
    plus = marker(state, card, DIE_PLUS_TURN)
    if plus:
        set_marker(state, card, DIE_PLUS_TURN, 0)
        if plus >> 4 == state.turn:
            bonus += plus & 15
    return bonus


def _next_die_plus_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {**amount_params(value, record), "until": until_param(record, "next_die_plus")}


def _resolve_next_die_plus(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """+N to the target's next die: whenever it is thrown, or (``until``: end_of_turn)
    only if thrown this turn."""
    if not effect.until:
        set_marker(state, target, DIE_BONUS, marker(state, target, DIE_BONUS) + effect.amount)
        return f"{state.at(target)} +{effect.amount} to its next die"
    value = marker(state, target, DIE_PLUS_TURN)
    before = value & 15 if value >> 4 == state.turn else 0
    total = min(15, before + max(0, effect.amount))
    set_marker(state, target, DIE_PLUS_TURN, state.turn << 4 | total)
    return f"{state.at(target)} +{effect.amount} to its next die this turn"


def _tolled(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    host = state.host[source]
    return host >= 0 and valid_in_play(state, source, host, effect)


def _resolve_host_toll(state: Kernel, source: int, target: int, effect: Effect) -> str:
    host = state.host[source]
    where = state.at(host)
    state.wound(host, effect.amount, source)
    set_marker(state, source, DIE_BONUS, marker(state, source, DIE_BONUS) + effect.amount)
    return f"{where} takes {effect.amount} from its guest; {state.at(source)} " \
        f"+{effect.amount} to its next die"


def card_die(state: Kernel, card: int) -> int:
    """A die thrown for ``card``: the one a ``next_die`` fixed (used up), or its
    controller's (state.roll_die)."""
    fixed = marker(state, card, NEXT_DIE)
    if fixed:
        set_marker(state, card, NEXT_DIE, 0)
        return fixed
    return state.roll_die(state.ctrl[card])


def modified_die(state: Kernel, card: int) -> tuple[int, int]:
    """A die ``card`` throws for an ability of its own counted «with the modifiers»
    (``roll_at_least``, NT-084): the face (a next die fixed for it first) and the total
    with what changes its dice now: this turn's, held and lasting changes, its static
    dice abilities, and a bonus to its next die (used up)."""
    face = card_die(state, card)
    total = face + state.modifier(card, card, "dice", T_STATIC, True)
    if state.markers[card] is not None:
        total += die_bonus(state, card)
    return face, total


def strength_roll(state: Kernel, card: int) -> tuple[int, int]:
    """The die that sets the strength of ``card``'s attack and a bonus to its hit: one
    throw, or with a passive ``roll_twice`` two throws, the higher counting and the same
    number twice giving 1 more (deckcheck's reading: a higher die never makes an attack
    weaker, so its controller always keeps the higher)."""
    seat = state.ctrl[card]
    first = card_die(state, card) if state.markers[card] is not None else state.roll_die(seat)
    if not state.trig[card] & T_PASSIVE:
        return first, 0
    if passive_op(state, card, "best_of_two"):
        return max(first, state.roll_die(seat)), 0
    if not passive_op(state, card, "roll_twice"):
        return first, 0
    second = state.roll_die(seat)
    return max(first, second), int(first == second)


def defence_roll(state: Kernel, card: int) -> int:
    """The die ``card`` throws meeting a simple strike open: one throw (a next_die may fix
    it), or with a passive ``best_of_two`` the higher of two (a higher die never helps the
    attacker, so its controller keeps the higher)."""
    first = card_die(state, card) if state.markers[card] is not None \
        else state.roll_die(state.ctrl[card])
    if state.trig[card] & T_PASSIVE and passive_op(state, card, "best_of_two"):
        return max(first, state.roll_die(state.ctrl[card]))
    return first


def _most_param(record: Mapping[str, Any], op: str) -> int | None:
    """``most``: the largest its bonuses reach together (same-name bonuses do not stack
    past it, research §2.4), None for no bound."""
    most = record.get("most")
    if most is not None and (not isinstance(most, int) or isinstance(most, bool) or most < 1):
        raise AbilityError(f"{op}: most is a whole number from 1, not {most!r}")
    return most


def _strike_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    until = until_param(record, "strike")
    if until not in ("", "end_of_turn", LASTING):
        raise AbilityError(f"strike: until is end_of_turn or {LASTING}, not {until!r}")
    return {**amount_params(value, record), "until": until, "most": _most_param(record, "strike")}


def _capped_gain(effect: Effect, current: int) -> int:
    """What a strike or boost effect adds to a bonus of ``current``: its amount, up to its
    most."""
    if effect.most is None or effect.amount <= 0:
        return effect.amount
    return max(0, min(effect.amount, effect.most - current))


def _resolve_strike(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if effect.until == LASTING:  # no end printed: while it stays in play (205.2)
        gain = _capped_gain(effect, lasting_strike(state, target))
        set_marker(state, target, STRIKE_LASTING, lasting_strike(state, target) + gain + 128)
        return f"{state.at(target)} {gain:+d} to its simple strike while it stays in play"
    gain = _capped_gain(effect, state.strike_mod[target])
    state.strike_mod[target] += gain
    state.mods_set = True  # (undone at the turn's end: Kernel.mods_set)
    return f"{state.at(target)} {gain:+d} to its simple strike this turn"


def _resolve_next_strike(state: Kernel, source: int, target: int, effect: Effect) -> str:
    total = marker(state, target, NEXT_STRIKE) + effect.amount
    set_marker(state, target, NEXT_STRIKE, total)
    return f"{state.at(target)} {effect.amount:+d} to its next simple strike"


def next_strike_bonus(state: Kernel, card: int) -> int:
    """What ``next_strike`` effects gave ``card``'s simple strike being made (used up by
    it, hit or miss)."""
    bonus = marker(state, card, NEXT_STRIKE)
    if bonus:
        set_marker(state, card, NEXT_STRIKE, 0)
    return bonus


def _hit_bonus_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    hits = as_list(record.get("hit", ()))
    if not hits or any(h not in HIT_TIERS for h in hits):
        raise AbilityError(f"hit_bonus: hit is weak, medium or strong, not {hits!r}")
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 15:
        raise AbilityError(f"hit_bonus: a whole number from 1 to 15, not {value!r}")
    return {"amount": value, "hits": frozenset(HIT_TIERS[h] for h in hits)}


def _resolve_hit_bonus(state: Kernel, source: int, target: int, effect: Effect) -> str:
    mask = sum(1 << t for t in effect.hits)
    value = marker(state, target, HIT_BONUS)
    now = value & 15 if value >> 8 == state.turn and (value >> 4) & 15 == mask else 0
    set_marker(state, target, HIT_BONUS, state.turn << 8 | mask << 4 | min(15, now + effect.amount))
    hits = " or ".join(TIER_NAMES[t] for t in sorted(effect.hits))
    return f"{state.at(target)} {effect.amount:+d} to its {hits} simple strike this turn"


def hit_bonus(state: Kernel, card: int, tier: int) -> int:
    """What a ``hit_bonus`` of this turn adds to ``card``'s simple strike of hit ``tier``."""
    value = marker(state, card, HIT_BONUS)
    if not value or value >> 8 != state.turn or tier < 0 or not (value >> 4) & (1 << tier):
        return 0
    return value & 15


def attack_die(state: Kernel, card: int) -> int:
    """What ``dice`` ``attacking`` changes of this turn add to ``card``'s die when it
    attacks."""
    value = marker(state, card, ATTACK_DIE)
    return value & 15 if value and value >> 4 == state.turn else 0


def lasting_strike(state: Kernel, card: int) -> int:
    """What strike effects with no end printed (``until: lasting``) add to ``card``'s
    simple strike while it stays in play (a marker: it goes with the card, seed 205.2)."""
    value = marker(state, card, STRIKE_LASTING)
    return value - 128 if value else 0


#: The damage kinds (language.LABEL_KINDS) of a card's strikes besides its simple
#: strike, which an ``every_strike`` bonus adds to: a special strike (Особый удар), a
#: strike through a row and a magic strike - each printed as a strike (удар); shots,
#: throws and discharges are attacks, not strikes.
OTHER_STRIKES: Final = frozenset({"special", "strike_through_row", "magic_strike"})


def every_strike_bonus(state: Kernel, card: int, other: int, kind: str) -> int:
    """What ``card``'s ``every_strike`` abilities add to its strike of damage ``kind`` at
    ``other`` when that is one of :data:`OTHER_STRIKES` (0 otherwise), and a ``boost`` of
    its attacks of that kind still running; the simple strike gets them as every strike
    modifier (State.modifier)."""
    total = boosted(state, card, kind) \
        if state.trig_low & T_MARKS and state.markers[card] is not None else 0
    if kind not in OTHER_STRIKES or not state.trig[card] & (T_ATTACK | T_STATIC):
        return total
    for ability in state.abilities_of(card):
        if not ability.every_strike:
            continue
        if ability.condition is not ANY and not ability.condition.holds(state, card):
            continue
        target = ability.target
        if target.side == "other" and (not target.condition.holds(state, other) or (
                target.front and not in_front(state, card, other))):
            continue
        total += sum(effect_amount(state, card, e) for e in ability.effects if e.op == "strike")
    return total


def _draw_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    kinds: set[str] = set()
    for name in as_list(record.get("against", ())):
        kinds |= KIND_GROUPS.get(str(name), frozenset({""}))
    kinds.discard("counter")  # a counter-strike is an answer, not an attack declared
    if value is not True or not kinds or not kinds <= DRAWN_KINDS:
        raise AbilityError("draw: true, with against attack kinds (ranged, attacks, shot ...)")
    return {"against": frozenset(kinds),
            "from_condition": compile_condition(record.get("from"))}


#: The attacks a card may draw onto itself (``draw``): every attack but a counter-strike.
DRAWN_KINDS: Final = ATTACK_KINDS - {"counter"}


def _dice_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    held, defending = record.get("held", False), record.get("defending", False)
    attacking = record.get("attacking", False)
    while_type = record.get("while_type", "")
    if while_type:
        if while_type not in TYPE_IDS:
            raise AbilityError(f"dice: while_type is a card type ({', '.join(TYPE_IDS)}), "
                               f"not {while_type!r}")
        if held or defending or attacking:
            raise AbilityError("dice: while_type, held, defending or attacking, one of them")
        return {**amount_params(value, record), "token": while_type}
    if not isinstance(attacking, bool):
        raise AbilityError(f"dice: attacking is true or false, not {attacking!r}")
    if attacking and (held or defending):
        raise AbilityError("dice: attacking, defending or held, one of them")
    if not isinstance(held, bool):
        raise AbilityError(f"dice: held is true or false, not {held!r}")
    if not isinstance(defending, bool):
        raise AbilityError(f"dice: defending is true or false, not {defending!r}")
    if held and defending:
        raise AbilityError("dice: held or defending, not both")
    return {**amount_params(value, record), "held": held, "defending": defending,
            "attacking": attacking}


#: The dice changes a card holds while their giver stays in play (``dice`` ``held``):
#: a marker per giver, this prefix and the giver's number, valued the change + 128.
HELD_DICE: Final = "marker:held_dice:"


#: A change to a card's dice while it is of a type (``dice`` ``while_type``, NT-084's +2
#: while it is an artifact): this prefix and the type's name, valued the change + 128.
#: Changes of one name do not stack (research §2.4): a second gives the larger.
TYPED_DICE: Final = "marker:typed_dice:"


#: A boost of a card's attacks of one kind (``boost``): this prefix and the kind, valued
#: the last turn it runs << 4 | the amount.
BOOST: Final = "marker:boost:"
#: A boost of only its next attack of that kind (``boost`` ``next``): the same, used up by
#: that attack (spend_next_boost), hit or miss.
NEXT_BOOST: Final = "marker:next_boost:"


def _boost_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    kinds = frozenset(str(k) for k in as_list(record.get("against", ())))
    if len(kinds) != 1 or not kinds <= ATTACK_KINDS - {"strike", "counter"}:
        raise AbilityError("boost: one attack kind (against) other than the simple strike")
    until = until_param(record, "boost")
    if until == LASTING:
        raise AbilityError("boost: until a printed end of a turn")
    next_only = record.get("next", False)
    if not isinstance(next_only, bool):
        raise AbilityError(f"boost: next is true or false, not {next_only!r}")
    return {**amount_params(value, record), "against": kinds, "until": until,
            "most": _most_param(record, "boost"), "next_only": next_only}


def _running(state: Kernel, card: int, name: str) -> int:
    """The amount of a boost marker ``name`` of ``card`` whose last turn is not past."""
    value = marker(state, card, name)
    return value & 15 if value >> 4 >= state.turn else 0


def _resolve_boost(state: Kernel, source: int, target: int, effect: Effect) -> str:
    (kind,) = effect.against
    name = (NEXT_BOOST if effect.next_only else BOOST) + kind
    last = last_turn(state, source, effect.until) if effect.until else state.turn
    running = _running(state, target, name)
    gain = _capped_gain(effect, running)
    set_marker(state, target, name, last << 4 | max(0, min(15, running + gain)))
    what = f"its next {kind.replace('_', ' ')}" if effect.next_only \
        else f"its {kind.replace('_', ' ')}"
    return f"{state.at(target)} {gain:+d} to {what}{until_words(effect.until) or ' this turn'}"


def boosted(state: Kernel, card: int, kind: str) -> int:
    """What running boosts add to ``card``'s attacks of ``kind`` (its next one's too)."""
    return _running(state, card, BOOST + kind) + _running(state, card, NEXT_BOOST + kind)


def spend_next_boost(state: Kernel, card: int, kind: str) -> None:
    """``card`` makes an attack of ``kind``, hit or miss: a boost of its next one is used."""
    markers = state.markers[card]
    if markers is not None and NEXT_BOOST + kind in markers:
        set_marker(state, card, NEXT_BOOST + kind, 0)


#: +N to a card's die when it is struck, this turn (``dice`` ``defending``): valued the
#: turn << 4 | N.
DEFENCE_DICE: Final = "marker:defence_dice"


def defence_dice(state: Kernel, card: int) -> int:
    """What ``dice`` ``defending`` changes add to ``card``'s die as it is struck now."""
    value = marker(state, card, DEFENCE_DICE)
    return value & 15 if value >> 4 == state.turn else 0


def _resolve_dice(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if effect.attacking:  # (VS-160: attack experience for the turn)
        value = marker(state, target, ATTACK_DIE)
        now = value & 15 if value >> 4 == state.turn else 0
        set_marker(state, target, ATTACK_DIE,
                   state.turn << 4 | max(0, min(15, now + effect.amount)))
        return f"{state.at(target)} {effect.amount:+d} to its die when it attacks this turn"
    if effect.defending:
        amount = max(0, min(15, defence_dice(state, target) + effect.amount))
        set_marker(state, target, DEFENCE_DICE, state.turn << 4 | amount)
        return f"{state.at(target)} {effect.amount:+d} to its die when struck this turn"
    if effect.token:  # while it is of a type: as long as it is (no end of turn)
        key = TYPED_DICE + effect.token
        set_marker(state, target, key, max(marker(state, target, key) or 128,
                                           128 + effect.amount))
        return f"{state.at(target)} {effect.amount:+d} to its dice while it is " \
            f"{_a(effect.token)}"
    if effect.held:
        key = HELD_DICE + str(source)
        set_marker(state, target, key, (marker(state, target, key) or 128) + effect.amount)
        return f"{state.at(target)} {effect.amount:+d} to its dice while " \
            f"{state.at(source)} stays in play"
    state.dice_mod[target] += effect.amount
    state.mods_set = True  # (undone at the turn's end: Kernel.mods_set)
    return f"{state.at(target)} {effect.amount:+d} to its dice this turn"


def held_dice(state: Kernel, card: int) -> int:
    """What the dice changes ``card`` holds from givers still in play add to its dice
    (``dice`` ``held``; a giver that left play gives nothing more), and those it holds
    while it is of a type (``while_type``) while it is."""
    markers = state.markers[card]
    if not markers:
        return 0
    total = 0
    for key, value in markers.items():
        if value and key.startswith(HELD_DICE):
            giver = int(key[len(HELD_DICE):])
            if state.zone[giver] in (Z_BOARD, Z_EXTRA) and not state.is_dead(giver):
                total += value - 128
        elif value and key.startswith(TYPED_DICE) \
                and state.ctype[card] == TYPE_IDS[key[len(TYPED_DICE):]]:
            total += value - 128
    return total


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def enemy_six(state: Kernel, seat: int) -> None:
    """A die ``seat``'s card threw shows 6: the enemy_rolls_six abilities of the other
    side act."""
    for w in state.on_field(1 - seat):
        if state.trig[w] & T_ENEMY_SIX and not state.face_down[w]:
            state.trigger(w, T_ENEMY_SIX, -1)


#: The melee strikes (ближний удар) besides the simple strike, which on_defence answers:
#: deckcheck's reading (no rules text defines the word): every strike at a card next to
#: the striker — the counter-strike and the special, magic and finishing strikes; not a
#: strike through a row (it reaches over a cell) nor the ranged attacks.
MELEE_STRIKES: Final = frozenset({"counter", "special", "magic_strike", "finishing"})


def shot_at(state: Kernel, card: int, kind: str, source: int) -> None:
    """An attack of ``kind`` by the enemy card ``source`` hits ``card``: its when_shot_at
    abilities act for a ranged one (a shot, a throw, a discharge), its when_melee_struck
    ones for a melee strike from a card next to it (MELEE_STRIKES; a flyer is next to
    every card)."""
    if source < 0 or state.ctrl[source] == state.ctrl[card]:
        return
    trig = state.trig[card]
    if trig & T_SHOT_AT and kind in KIND_GROUPS["ranged"]:
        set_marker(state, card, ATTACK_KIND, ATTACK_CODES[kind])
        state.trigger(card, T_SHOT_AT, source)
    elif trig & T_MELEE_STRUCK and kind in MELEE_STRIKES and _next_to(state, card, source):
        set_marker(state, card, ATTACK_KIND, ATTACK_CODES[kind])
        state.trigger(card, T_MELEE_STRUCK, source)


#: The strikes (удары) when_struck answers: deckcheck's reading of «удар», as the deck's
#: other cards read «удары» (NT-015, NT-055, NT-116, NT-149): the simple strike and the
#: counter-strike, the special and magic strikes, the strike through a row; not a
#: finishing, not a ranged attack.
STRIKES: Final = frozenset({"strike", "counter", "special", "magic_strike",
                            "strike_through_row"})


def struck(state: Kernel, card: int, kind: str, source: int) -> bool:
    """An attack of ``kind`` by ``source`` hits ``card``, its damage reckoned (State.absorb):
    for a strike (:data:`STRIKES`) its when_struck abilities act, the other card the
    attacker, if it is face up. Whether one of them blocked the hit (``call_off``)."""
    if source < 0 or kind not in STRIKES or state.face_down[card]:
        return False
    set_marker(state, card, ATTACK_KIND, ATTACK_CODES[kind])
    state.struck_now = card
    try:
        state.trigger(card, T_STRUCK, source)
    finally:
        state.struck_now = -1
    return state.blocked_hit == card


def near_shot_at(state: Kernel, card: int, kind: str, source: int) -> None:
    """A ranged attack of ``kind`` (a shot, a throw, a discharge) by ``source`` hits
    ``card`` on the battlefield: the near_shot_at abilities of the face-up cards standing
    next to it (either side's; the attacker's own none) act, the other card being the
    attacker."""
    x = state.cell[card]
    if source < 0 or kind not in KIND_GROUPS["ranged"] or state.zone[card] != Z_BOARD \
            or x < 0:
        return
    cells = state.cells
    for y in NEIGHBOURS8[x]:
        m = cells[y]
        if m >= 0 and m != source and state.trig[m] & T_NEAR_SHOT_AT \
                and not state.face_down[m]:
            state.trigger(m, T_NEAR_SHOT_AT, source)
def ally_attacked(state: Kernel, attacker: int, target: int, kind: str,
                  tier: int = MISS, dealt: int = 0, declared: int = -1) -> None:
    """``attacker`` made an attack of ``kind`` at ``target`` that dealt ``dealt`` wounds
    (landed; ``tier``: the hit, where the attack has one; ``declared``: the card it was
    declared at, where a defender took it in that card's place): the ally_attacks
    abilities of the face-up cards of its side act (the other card: ``target``, which
    notes the attack: attacked_with), then the enemy_attacks ones of the other side (the
    other card: ``attacker``; X carried: ``dealt``; each notes the card the attack was
    declared at: ATTACK_AT)."""
    if kind not in ATTACK_KINDS or target < 0:
        return
    if state.trig_low & T_ALLY_ATTACKS:
        set_marker(state, target, ATTACKED_WITH,
                   state.ctype[attacker] << 6 | KIND_ORDER.index(kind) + 1)
        for m in state.on_field(state.ctrl[attacker]):
            if state.trig[m] & T_ALLY_ATTACKS and not state.face_down[m]:
                state.trigger(m, T_ALLY_ATTACKS, target, tier)
    if state.trig_low & T_ENEMY_ATTACKS:
        for m in state.on_field(1 - state.ctrl[attacker]):
            if state.trig[m] & T_ENEMY_ATTACKS and not state.face_down[m]:
                set_marker(state, m, CARRIED, dealt)
                set_marker(state, m, ATTACK_AT, (declared if declared >= 0 else target) + 1)
                state.trigger(m, T_ENEMY_ATTACKS, attacker)


def ally_destroyed(state: Kernel, killer: int, victim: int) -> None:
    """The attack of ``killer`` destroyed the enemy card ``victim``: the ally_destroys
    abilities of the face-up cards of its side act (the other card: ``killer``; X
    carried: how much more ``victim`` cost, by printed cost, 0 if not more)."""
    if state.ctrl[killer] == state.ctrl[victim]:
        return
    costs = state.cards.costs
    more = max(0, costs[state.kinds[victim]] - costs[state.kinds[killer]])
    for m in state.on_field(state.ctrl[killer]):
        if state.trig[m] & T_ALLY_DESTROYS and not state.face_down[m]:
            set_marker(state, m, CARRIED, more)
            set_marker(state, m, VICTIM, victim + 1)
            state.trigger(m, T_ALLY_DESTROYS, killer)


def near_ally_wounded(state: Kernel, card: int, kind: str, source: int) -> None:
    """An attack of ``kind`` by the enemy card ``source`` wounds ``card`` (on the
    battlefield): the near_ally_wounded abilities of the face-up cards of its side
    standing next to it whose ``if_wounded`` it fits act, the other card being the
    attacker."""
    x = state.cell[card]
    if source < 0 or kind not in ATTACK_KINDS or state.ctrl[source] == state.ctrl[card] \
            or state.zone[card] != Z_BOARD or x < 0:
        return
    cells = state.cells
    seat = state.ctrl[card]
    for y in NEIGHBOURS8[x]:
        m = cells[y]
        if m >= 0 and state.ctrl[m] == seat and state.trig[m] & T_NEAR_ALLY_WOUNDED \
                and not state.face_down[m] \
                and any(a.bit == T_NEAR_ALLY_WOUNDED and (a.wounded_condition is ANY
                                                         or a.wounded_condition.holds(state, card))
                        for a in state.abilities_of(m)):
            state.trigger(m, T_NEAR_ALLY_WOUNDED, source)


def _next_to(state: Kernel, card: int, other: int) -> bool:
    a, b = state.cell[card], state.cell[other]
    if state.zone[card] != Z_BOARD or state.zone[other] != Z_BOARD or a < 0 or b < 0:
        return True  # a flyer strikes, and is struck, wherever the other stands
    return DISTANCE[a][b] == 1


def after_declared(state: Kernel, attacker: int, target: int, struck: bool = True) -> None:
    """An enemy attack of ``attacker`` at ``target`` is declared: the ally_struck (a simple
    strike, ``struck``) and ally_attacked abilities (those only, for another attack) of
    the cards of ``target``'s side act."""
    side = state.ctrl[target]
    # (Both are high bits: asked shifted down, unboxed; a boxed one costs a few hundred
    # instructions to compare, hash or test.)
    high = H_ALLY_STRUCK | H_ALLY_ATTACKED if struck else H_ALLY_ATTACKED
    if not state.any_in_play(state.cards_with_high(high), side):
        return  # (the usual case: one look at the game's few such cards)
    trig_hi = state.trig_hi
    for h in (H_ALLY_STRUCK, H_ALLY_ATTACKED):  # (ally_struck first)
        if not high & h:
            continue
        for w in state.on_field(side):
            if trig_hi[w] & h and not state.face_down[w] \
                    and state.ctrl[attacker] != state.ctrl[w]:
                state.trigger(w, T_ALLY_STRUCK if h == H_ALLY_STRUCK else T_ALLY_ATTACKED,
                              target)


def _may_call_off(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """A strike is hitting ``target`` (its when_struck abilities act: State.absorb)."""
    return state.struck_now == target


def _resolve_call_off(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.blocked_hit = target
    return f"the strike at {state.at(target)} is blocked"


def _tier_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in HIT_TIERS:
        raise AbilityError(f"tier: weak, medium or strong, not {value!r}")
    return {"amount": HIT_TIERS[value]}


def _retierable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The attacker of a simple strike whose dice gave a hit of another tier."""
    ctx = state.strike_ctx
    return ctx is not None and ctx.result is not None and ctx.attacker == target \
        and ctx.pending < 0 and ctx.result.attacker not in (MISS, effect.amount) \
        and unstopped(state, source, target, effect)


def _resolve_tier(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None and ctx.result is not None
    ctx.result = Result(effect.amount, ctx.result.counter)  # no exchange any more
    return f"{state.at(target)}'s hit becomes {TIER_NAMES[effect.amount]}"


#: The attacks other than a simple strike that a cap answers too: the melee strikes
#: (language.KIND_GROUPS melee), held in the aimed or thrown window before they act.
CAPPED_ATTACKS: Final = frozenset({"special", "magic_strike", "finishing"})


def _stalematable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The attacker of a simple strike the struck card meets as an open card (a fight of
    two open creatures: opposed dice), its result not a miss for both already."""
    ctx = state.strike_ctx
    return ctx is not None and ctx.result is not None and ctx.pending < 0 \
        and ctx.opened and ctx.attacker == target \
        and (ctx.result.attacker, ctx.result.counter) != (MISS, MISS) \
        and unstopped(state, source, target, effect)


def _fight_result_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in HIT_TIERS:
        raise AbilityError(f"fight_result: weak, medium or strong, not {value!r}")
    return {"amount": HIT_TIERS[value]}


def _fight_fixable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Its own card (``target``) in a simple-strike fight with an open enemy creature
    (opposed dice, ``ctx.opened``) whose dice are not thrown yet (the before_dice
    window)."""
    ctx = state.strike_ctx
    if ctx is None or ctx.result is not None or ctx.pending >= 0 or not ctx.opened \
            or target != source or source not in (ctx.attacker, ctx.victim):
        return False
    other = ctx.victim if source == ctx.attacker else ctx.attacker
    return state.ctrl[other] != state.ctrl[source] and state.ctype[other] == CREATURE \
        and unstopped(state, source, target, effect)


def _resolve_fight_result(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    ctx.result = Result(effect.amount, effect.amount)  # no dice: _throw goes on from here
    tier = TIER_NAMES[effect.amount]
    return (f"the fight of {state.at(ctx.attacker)} and {state.at(ctx.victim)} is {tier} "
            f"against {tier}, no dice thrown")


def _resolve_stalemate(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    ctx.result = Result(MISS, MISS)  # the dice no longer count
    return f"the fight of {state.at(target)} and {state.at(ctx.victim)} is a miss for both"


def _cappable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The card a simple strike or another melee strike is at, the strike not yet
    capped at this or less."""
    ctx = state.strike_ctx
    return ctx is not None and ctx.victim == target \
        and (ctx.pending < 0 or ctx.kind in CAPPED_ATTACKS) \
        and not 0 <= ctx.cap <= effect.amount \
        and unstopped(state, source, target, effect)


def _resolve_cap(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    ctx.cap = effect.amount
    what = "simple strike" if ctx.pending < 0 else ctx.kind.replace("_", " ")
    return f"the {what} at {state.at(target)} deals at most {effect.amount}"


def attack_cap(state: Kernel, source: int, target: int) -> int:
    """The cap an instant ability put on ``source``'s melee attack at ``target`` (other
    than a simple strike: it caps its own hit), -1 for none; nothing lessens the attack
    of a card whose simple strike nothing lessens (passive unreduced)."""
    ctx = state.strike_ctx
    if ctx is None or ctx.pending < 0 or ctx.cap < 0 or ctx.attacker != source \
            or ctx.victim != target or unreduced(state, source):
        return -1
    return ctx.cap


def _rolling(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """A card whose die was thrown in the simple strike being resolved."""
    return die_of(state, target) > 0 and valid_in_play(state, source, target, effect)


def _resolve_die(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return state.change_die(target, effect.amount, reroll=False)


def _resolve_reroll(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return state.change_die(target, 0, reroll=True)


#: The attacks other than a simple strike that are strikes (удары) a lessening reaches.
LESSENED_KINDS: Final = frozenset({"magic_strike", "special", "strike_through_row"})


def _lessenable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The attacker of a simple strike whose dice gave it a hit, or the struck creature
    whose counter-strike they gave; the attacker of a magic or special strike or a strike
    through a row before it acts (the aimed window; the thrown one, unless its die
    missed)."""
    ctx = state.strike_ctx
    if ctx is None or not unstopped(state, source, target, effect):
        return False
    if ctx.pending >= 0:
        return ctx.attacker == target and ctx.kind in LESSENED_KINDS \
            and (ctx.result is None or ctx.result.attacker != MISS)
    if ctx.result is None:
        return False
    if ctx.attacker == target:
        return ctx.result.attacker != MISS
    return ctx.victim == target and ctx.opened and ctx.result.counter != NONE


def _resolve_lessen(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    if ctx.attacker == target:
        ctx.bonus -= effect.amount
        return f"{state.at(target)}'s hit deals {effect.amount} less"
    ctx.counter_bonus -= effect.amount
    return f"{state.at(target)}'s counter-strike deals {effect.amount} less"


def attack_lessened(state: Kernel, source: int, target: int) -> int:
    """What an instant ability took off ``source``'s attack at ``target`` (a magic or
    special strike, a strike through a row) whose amount no die picks (a die's tier
    carries its lessening: tiered_amount), 0 for none."""
    ctx = state.strike_ctx
    if ctx is None or ctx.pending < 0 or ctx.result is not None or ctx.attacker != source \
            or ctx.victim != target or unreduced(state, source):
        return 0
    return ctx.bonus


def _weakenable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The attacker of a non-magic attack being resolved (a simple strike whose dice gave
    it a hit, or another attack before it acts), not weakened yet."""
    ctx = state.strike_ctx
    return ctx is not None and ctx.attacker == target and not ctx.weaken \
        and ctx.kind in KIND_GROUPS["nonmagic"] \
        and (ctx.pending >= 0 or (ctx.result is not None and ctx.result.attacker != MISS)) \
        and unstopped(state, source, target, effect)


def _resolve_weaken(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    ctx.weaken = effect.amount
    return f"{state.at(target)}'s attack is weakened by {effect.amount} (to no less than 1)"


def weakened(state: Kernel, source: int, target: int, amount: int) -> int:
    """``amount``, the value of ``source``'s attack other than a simple strike at
    ``target``, less what an instant's ``weaken`` took from it (to no less than 1); nothing
    lessens the attack of a card whose simple strike nothing lessens (passive unreduced)."""
    ctx = state.strike_ctx
    if ctx is None or not ctx.weaken or ctx.pending < 0 or ctx.attacker != source \
            or ctx.victim != target or amount <= 1 or unreduced(state, source):
        return amount
    return max(1, amount - ctx.weaken)


def _redirect_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value is not True and value != "enemy":
        raise AbilityError(f"redirect: true or enemy, not {value!r}")
    kinds: set[str] = set()
    for name in as_list(record.get("against", ())):
        if name not in KIND_GROUPS:
            raise AbilityError(f"redirect: against names attack kinds, not {name!r}")
        kinds |= KIND_GROUPS[name] & ATTACK_KINDS
    mark = record.get("struck_mark", "")
    if not isinstance(mark, str):
        raise AbilityError(f"redirect: struck_mark is a mark's name, not {mark!r}")
    return {"onto_enemy": value == "enemy", "against": frozenset(kinds), "token": mark,
            "from_condition": compile_condition(record.get("from")),
            "struck_condition": compile_condition(record.get("struck_if"))}


def _redirectable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """A creature of the struck card's side (``onto_enemy``: of the attacker's side, the
    struck card of the ability's side), before the dice of a simple strike (or before
    another attack acts: the aimed window); the attack of a kind in ``against`` (empty:
    any), by a card ``from`` describes, at a card ``struck_if`` describes."""
    ctx = state.strike_ctx
    if ctx is None or ctx.result is not None or ctx.victim == target \
            or state.ctype[target] != CREATURE:
        return False
    if effect.against and ctx.kind not in effect.against:
        return False
    if effect.onto_enemy:
        side = state.ctrl[target] != state.ctrl[source] \
            and state.ctrl[ctx.victim] == state.ctrl[source]
    else:
        side = ctx.attacker != target and state.ctrl[target] == state.ctrl[ctx.victim]
    return side and effect.from_condition.holds(state, ctx.attacker) \
        and effect.struck_condition.holds(state, ctx.victim) \
        and unstopped(state, source, target, effect)


def _resolve_redirect(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    if effect.token:  # the card it was at is marked for this turn (a limit for each card)
        set_marker(state, ctx.victim, "marker:" + effect.token, state.turn)
    ctx.target = ctx.victim = target
    ctx.defender = -1
    what = "simple strike" if ctx.kind == "strike" else ctx.kind.replace("_", " ")
    return f"the {what} of {state.at(ctx.attacker)} now goes at {state.at(target)}"


def _redirect_words(effect: Effect) -> str:
    said = "the attack goes at it instead"
    if effect.against:
        said = f"{' or '.join(sorted(k.replace('_', ' ') for k in effect.against))} " \
            "goes at it instead"
    if effect.struck_condition is not ANY:
        said += f" (turned from a {effect.struck_condition.words('card')})"
    if effect.token:
        said += f" (that card marked {effect.token} this turn)"
    if effect.from_condition is not ANY:
        said += f" (an attack of {effect.from_condition.words('card')})"
    return said


#: Flags of a simple strike an ability declares (state.Strike.flags): no counter-strike
#: answers it (безответный), its attacker does not close after it.
STRIKE_UNANSWERED: Final = 1
STRIKE_STAYS_OPEN: Final = 2
#: The struck card meets it as an open card (opposed dice, a counter-strike), even closed.
STRIKE_AS_OPEN: Final = 8
#: Its attacker threw the same number twice (roll_twice): 1 more to its hit.
STRIKE_PLUS_ONE: Final = 4
#: The operations that take strike_at's options (their error names the one written).
_STRIKE_AT_OPS: Final = ("strike_at", "stand_in", "allies_strike", "strike_by_last")
_STRIKE_FLAGS: Final = {"unanswerable": STRIKE_UNANSWERED, "stay_open": STRIKE_STAYS_OPEN,
                 "as_open": STRIKE_AS_OPEN}


def can_strike_now(state: Kernel, attacker: int, target: int) -> bool:
    """Whether ``attacker`` can make the simple strike an ability declared at ``target``:
    both in play and alive, the attacker an open creature with a simple strike, the target
    next to it on the battlefield (a flyer stands next to nothing, seed 208)."""
    if attacker == target or state.zone[attacker] != Z_BOARD or state.zone[target] != Z_BOARD \
            or state.is_dead(attacker) or state.is_dead(target):
        return False
    if state.ctype[attacker] != CREATURE or state.strike[attacker] is None \
            or state.closed[attacker] or state.face_down[attacker] or state.face_down[target]:
        return False
    return DISTANCE[state.cell[attacker]][state.cell[target]] == 1


def _strike_at_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    words = [] if value is True else value
    if not isinstance(words, list) or any(w not in _STRIKE_FLAGS for w in words):
        op = next((k for k in _STRIKE_AT_OPS if k in record), "strike_at")
        raise AbilityError(f"{op}: true or a list of {', '.join(_STRIKE_FLAGS)}, "
                           f"not {value!r}")
    flags = 0
    for w in words:
        flags |= _STRIKE_FLAGS[w]
    return {"amount": flags}


def _strikable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and can_strike_now(state, source, target)


def _resolve_strike_at(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.strikes_queued.append((source, target, effect.amount))
    return f"{state.at(source)} declares a simple strike at {state.at(target)}"


def _allies_beside(state: Kernel, source: int, target: int) -> list[int]:
    """The creatures of ``source``'s side that can strike ``target`` now (next to it)."""
    x = state.cell[target]
    if x < 0 or state.zone[target] != Z_BOARD:
        return []
    seat = state.ctrl[source]
    return [c for c in state.on_field(seat) if can_strike_now(state, c, target)]


def _ganged(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and bool(_allies_beside(state, source,
                                                                              target))


def _resolve_allies_strike(state: Kernel, source: int, target: int, effect: Effect) -> str:
    strikers = _allies_beside(state, source, target)
    state.strikes_queued.extend((c, target, effect.amount) for c in strikers)
    return f"{', '.join(state.at(c) for c in strikers)} declare simple strikes at " \
        f"{state.at(target)}"


def _forceable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and can_strike_now(state, target, source)


def _resolve_forced_strike(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.strikes_queued.append((target, source, 0))
    return f"{state.at(target)} must strike {state.at(source)}"


def _last_striker(state: Kernel, source: int) -> int:
    """The target of the ability this one follows (``then``): the card that strikes."""
    return marker(state, source, LAST_TARGET) - 1


def _struck_by_last(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    striker = _last_striker(state, source)
    return striker >= 0 and unstopped(state, source, target, effect) \
        and can_strike_now(state, striker, target)


def _resolve_strike_by_last(state: Kernel, source: int, target: int, effect: Effect) -> str:
    striker = _last_striker(state, source)
    state.strikes_queued.append((striker, target, effect.amount))
    return f"{state.at(striker)} declares a simple strike at {state.at(target)}"


def _stands_in(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """``source`` can change places with ``target``, its side's creature whose strike just
    missed, and then strike the card that strike was at (noted as it triggered: STRUCK):
    both on cells, ``source`` open and next to that card (as ``target`` is, having struck
    it), neither a guest on a host."""
    struck = marker(state, source, STRUCK) - 1
    if struck < 0 or target == source or state.zone[target] != Z_BOARD \
            or state.ctype[target] != CREATURE or state.is_dead(target) \
            or state.host[target] >= 0 or state.host[source] >= 0:
        return False
    return unstopped(state, source, target, effect) and can_strike_now(state, source, struck) \
        and state.zone[struck] == Z_BOARD \
        and DISTANCE[state.cell[target]][state.cell[struck]] == 1


def _resolve_stand_in(state: Kernel, source: int, target: int, effect: Effect) -> str:
    struck = marker(state, source, STRUCK) - 1
    moved = change_places(state, source, source, target)
    return f"{moved}; {_resolve_strike_at(state, source, struck, effect)}"


def _strike_at_words(e: Effect) -> str:
    how = [w.replace("_", " ") for w, bit in _STRIKE_FLAGS.items() if e.amount & bit]
    return "a simple strike by this card" + (f" ({', '.join(how)})" if how else "")


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("strike", _strike_params, unstopped, _resolve_strike,
              lambda e: signed_words("to the simple strike")(e) + until_words(e.until)
              + (f" (at most {e.most:+d} in all)" if e.most is not None else "")),
    Operation("dice", _dice_params, unstopped, _resolve_dice,
              lambda e: signed_words("to the die")(e)
              + (" while this card stays in play" if e.held else "")
              + (f" while it is {_a(e.token)}" if e.token else "")
              + (" when it is struck this turn" if e.defending else "")
              + (" when it attacks this turn (attack experience)" if e.attacking else "")),
    Operation("next_strike", amount_params, unstopped, _resolve_next_strike,
              signed_words("to its next simple strike")),
    Operation("draw", _draw_params, valid_in_play, resolve_passive,
              lambda e: f"the enemy's {', '.join(sorted(e.against))} go only at it, at any "
              "range"),
    Operation("boost", _boost_params, unstopped, _resolve_boost,
              lambda e: signed_words(f"to its {'next ' if e.next_only else ''}"
                                     f"{'/'.join(sorted(e.against))}")(e)
              + until_words(e.until)
              + (f" (at most {e.most:+d} in all)" if e.most is not None else "")),
    Operation("hit_bonus", _hit_bonus_params, unstopped, _resolve_hit_bonus,
              lambda e: f"+{e.amount} to its "
              + " or ".join(TIER_NAMES[t] for t in sorted(e.hits))
              + " simple strike to the end of the turn"),
    Operation("strike_front_only", no_params, valid_in_play, resolve_passive,
              lambda e: "it declares its simple strike only at the card right in front of it"),
    Operation("direct", one_param, valid_in_play, resolve_passive, lambda e: "a direct strike"),
    Operation("unanswerable", one_param, valid_in_play, resolve_passive,
              lambda e: "an unanswerable strike"),
    Operation("next_die", amount_params, valid_in_play, _resolve_next_die,
              lambda e: f"its next die shows {e.amount}"),
    Operation("strike_reach", amount_params, valid_in_play, resolve_passive,
              lambda e: f"it may declare its simple strike at a range of {e.amount}"),
    Operation("strikes_flyers", no_params, valid_in_play, resolve_passive,
              lambda e: "it may make its simple strike at enemy flyers"),
    Operation("must_strike_closed", no_params, valid_in_play, resolve_passive,
              lambda e: "in its turn it must strike a closed enemy creature it can strike"),
    Operation("stay_open", no_params, valid_in_play, resolve_passive,
              lambda e: "does not close after its simple strike"),
    Operation("second_strike", no_params, valid_in_play, resolve_passive,
              lambda e: "does not close after its first simple strike of a turn"),
    Operation("no_attack", no_params, valid_in_play, resolve_passive,
              lambda e: "it may not attack (its simple strike and keyword attacks)"),
    Operation("no_defence", no_params, valid_in_play, resolve_passive,
              lambda e: "it may not step in as a defender"),
    Operation("grip_host", no_params, valid_in_play, resolve_passive,
              lambda e: "its host may declare no action but a simple strike at it"),
    Operation("unguardable", no_params, valid_in_play, resolve_passive,
              lambda e: "no defender may step in for it"),
    Operation("fights_closed", no_params, valid_in_play, resolve_passive,
              lambda e: "closed, it meets a simple strike as an open card"),
    Operation("weak_hits", no_params, valid_in_play, resolve_passive,
              lambda e: "every simple strike at it hits with its weak value"),
    Operation("first_die_six", no_params, valid_in_play, resolve_passive,
              lambda e: "its controller's first die of each turn shows 6"),
    Operation("give_chain", _give_chain_params, valid_in_play, _resolve_give_chain,
              lambda e: "this turn its shot leaves it open for one simple strike right "
              "after it" if e.after_shot else
              f"this turn it may make {e.amount} simple strikes, one right after "
              "another" + (" at different cards" if e.different else "") + ", open between "
              "them"),
    Operation("strike_chain", _chain_params, valid_in_play, resolve_passive,
              lambda e: "it may strike each enemy creature next to it once, one right after "
              "another, open between them, closing after the last" if e.each else
              f"it may make {e.amount} simple strikes a turn, one right after "
              "another" + (" at different cards" if e.different else "") + ", open between "
              "them"),
    Operation("unreduced", no_params, valid_in_play, resolve_passive,
              lambda e: "nothing lessens its simple strike (reductions, weak hits, caps); "
              "armour still absorbs"),
    Operation("best_of_two", no_params, valid_in_play, resolve_passive,
              lambda e: "its die in a simple strike it makes or meets is thrown twice, "
              "the higher counting"),
    Operation("roll_twice", no_params, valid_in_play, resolve_passive,
              lambda e: "the die of its attacks' strength is thrown twice, the higher "
              "counting (the same number twice: 1 more)"),
    Operation("tier", _tier_params, _retierable, _resolve_tier,
              lambda e: f"the simple strike's hit becomes {TIER_NAMES[e.amount]}"),
    Operation("cap", amount_params, _cappable, _resolve_cap,
              lambda e: f"the simple strike at it deals at most {e.amount}"),
    Operation("die", amount_params, _rolling, _resolve_die,
              signed_words("to its die in this strike")),
    Operation("reroll", no_params, _rolling, _resolve_reroll,
              lambda e: "its die in this strike is thrown again"),
    Operation("stalemate", no_params, _stalematable, _resolve_stalemate,
              lambda e: "its fight is a miss for both, whatever the dice"),
    Operation("lessen", amount_params, _lessenable, _resolve_lessen,
              lambda e: f"its hit (or counter-strike) in this strike deals {e.amount} less"),
    Operation("weaken", amount_params, _weakenable, _resolve_weaken,
              lambda e: f"its non-magic attack being made is weakened by {e.amount} (to no "
              "less than 1)"),
    Operation("deflectable", no_params, valid_in_play, resolve_passive,
              lambda e: "the struck side may turn its simple strike onto any of its "
              "creatures next to it"),
    Operation("redirect", _redirect_params, _redirectable, _resolve_redirect,
              _redirect_words),
    Operation("strike_at", _strike_at_params, _strikable, _resolve_strike_at,
              _strike_at_words),
    Operation("call_off", only_true("call_off"), _may_call_off, _resolve_call_off,
              lambda e: "that strike is blocked: it does nothing at it (no wounds, none of "
              "its other effects at it)"),
    Operation("stand_in", _strike_at_params, _stands_in, _resolve_stand_in,
              lambda e: "this card changes places with it, then "
              + _strike_at_words(e).replace("a simple strike by this card",
                                            "makes a simple strike at the card its strike was "
                                            "at")),
    Operation("allies_strike", _strike_at_params, _ganged, _resolve_allies_strike,
              lambda e: _strike_at_words(e).replace("a simple strike by this card",
                                                    "a simple strike by each creature of "
                                                    "its side next to it")),
    Operation("strike_by_last", _strike_at_params, _struck_by_last, _resolve_strike_by_last,
              lambda e: _strike_at_words(e).replace("by this card",
                                                    "by the target of the clause before")),
    Operation("forced_strike", no_params, _forceable, _resolve_forced_strike,
              lambda e: "must strike this card at once (a simple strike)"),
    Operation("host_toll", amount_params, _tolled, _resolve_host_toll,
              lambda e: f"its host takes {e.amount} wounds, +{e.amount} to its next die"),
    Operation("host_range", amount_params, valid_in_play, resolve_passive,
              lambda e: f"its host's ranged attacks reach at most {e.amount} cells"),
    Operation("next_die_plus", _next_die_plus_params, valid_in_play, _resolve_next_die_plus,
              lambda e: f"+{e.amount} to its next die"
              + (" this turn" if e.until else "")),
    Operation("fight_result", _fight_result_params, _fight_fixable, _resolve_fight_result,
              lambda e: f"its simple-strike fight with an open enemy creature is "
              f"{TIER_NAMES[e.amount]} against {TIER_NAMES[e.amount]}, no dice thrown"),
)
