"""Operations that heal: healing wounds, lives given for a time or for good,
vampirism.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.damage import thrown_die, valid_wounded, wound_params
from deckcheck.games.berserk.engine.abilities.durations import turns_of
from deckcheck.games.berserk.engine.abilities.language import (
    Effect,
    Operation,
    amount_params,
    no_params,
    resolve_passive,
    unstopped,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.passives import heal_watched, wounds_this_turn
from deckcheck.games.berserk.engine.abilities.tokens import (
    BLEEDS,
    CARRIED,
    LAST_HIT,
    LIVES_BACK,
    SLAIN_BY,
    TIMED_LIVES,
    heal_barred,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    H_SLAIN_WATCH,
    T_ALLY_DRINKS,
    T_WOULD_HEAL,
    side_event,
)
from deckcheck.games.berserk.engine.kernel import Kernel
from deckcheck.games.berserk.engine.strikes import MISS, TIER_NAMES


def _heal_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(value, list):  # tiered, as a wound's
        return {k: v for k, v in wound_params(value, record).items()
                if k not in ("magic", "pierce")}
    if value == "all":
        return {"amount": HEAL_ALL}
    if value == "this_turn":
        return {"amount": HEAL_TURN}
    return amount_params(value, record)


def _healable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Wounded (``heal: this_turn``: by a wound it took this turn), unstopped, and no
    ``no_heal`` mark runs on it; or unwounded with an ability that acts instead
    (would_heal)."""
    if state.trig[target] & T_WOULD_HEAL and state.wounds[target] == 0:
        return unstopped(state, source, target, effect) and not heal_barred(state, target)
    return valid_wounded(state, source, target, effect) and (
        effect.amount != HEAL_TURN or wounds_this_turn(state, target) > 0) \
        and not heal_barred(state, target)


def _lives_valid(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _changes_lives(state, source, target, effect) and not (
        effect.amount > 0 and heal_barred(state, target))


def _resolve_heal(state: Kernel, source: int, target: int, effect: Effect) -> str:
    n, said = effect.amount, ""
    if effect.tiers:  # the die picks the tier, as for a tiered wound
        thrown = thrown_die(state, source)
        roll = state.roll_die() if thrown is None else thrown.atotal
        tier = state.rules.strikes.unopposed(roll).attacker
        n = 0 if tier == MISS else effect.tiers[tier]
        said = f" (die {roll}: {'miss' if tier == MISS else TIER_NAMES[tier]})"
    if n == HEAL_TURN:
        n = wounds_this_turn(state, target)
    if state.wounds[target] == 0 and state.trig[target] & T_WOULD_HEAL:
        set_marker(state, target, CARRIED, 0 if n == HEAL_ALL else n)
        state.trigger(target, T_WOULD_HEAL, source)
        return f"{state.at(target)} would heal {0 if n == HEAL_ALL else n}{said}"
    wounds = state.wounds[target]
    healed = min(heal_watched(state, target, wounds if n == HEAL_ALL else n), wounds)
    state.wounds[target] -= healed
    return f"{state.at(target)} heals {healed}{said}"


def _lives_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {**amount_params(value, record), "turns": turns_of(record, "lives", 0, 0)}


def _changes_lives(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped, and the change is not nothing (an X amount may come to 0)."""
    return (effect.amount != 0 or bool(effect.x)) and unstopped(state, source, target,
                                                                 effect)


def lives_lowered(state: Kernel, card: int) -> None:
    """``card``'s lives were lowered: a death now is of that, not of the wounds it took
    before (no attack killed it: the ``slain_by`` condition)."""
    if state.trig_high & H_SLAIN_WATCH:
        set_marker(state, card, SLAIN_BY, 0)


def _resolve_lives(state: Kernel, source: int, target: int, effect: Effect) -> str:
    before = state.lives_max[target]
    state.lives_max[target] = max(1, before + effect.amount)
    if state.lives_max[target] < before:
        lives_lowered(state, target)
    until = ""
    if effect.turns:  # lent: given back at the end of the last turn (restore_lives)
        lent = marker(state, target, LIVES_BACK)
        change = state.lives_max[target] - before + ((lent & 255) - 128 if lent else 0)
        last = state.turn + effect.turns - 1
        set_marker(state, target, LIVES_BACK, last << 8 | (change + 128))
        state.timed_marks |= TIMED_LIVES  # (the turn's end has one to look for)
        until = " this turn" if effect.turns == 1 else f" for {effect.turns} turns"
    return f"{state.at(target)} has {state.lives_max[target]} lives{until}"


def restore_lives(state: Kernel) -> None:
    """At the end of a turn: the lives lent until then (lives with turns) go back."""
    for c in state.on_field():
        lent = marker(state, c, LIVES_BACK)
        if lent and lent >> 8 <= state.turn:
            before = state.lives_max[c]
            state.lives_max[c] = max(1, before - ((lent & 255) - 128))
            if state.lives_max[c] < before:
                lives_lowered(state, c)
            set_marker(state, c, LIVES_BACK, 0)
            state.deaths_pending = True


def drink(state: Kernel, card: int, wounds: int, limit: int, victim: int = -1) -> int:
    """Vampirism: ``card``, alive, adds as many lives as the ``wounds`` its strike dealt
    ``victim`` to its current lives (its lives less its wounds), up to ``limit`` current
    lives (the printed maximum); how many it gained. The gain raises its lives first (the
    extra lives some cards spend) and heals its wounds with what the maximum leaves, so a
    creature whose printed lives are the maximum still drinks back its wounds. A victim
    with a running ``bleeds`` mark takes 1 wound more (whatever the drinker gains)."""
    if wounds > 0 and victim >= 0 and state.markers[victim] is not None \
            and marker(state, victim, BLEEDS) >= state.turn and not state.is_dead(victim):
        state.wound(victim, state.absorb(victim, 1, "ability"))
        state.deaths_pending = True
        if state.log is not None:
            state.emit(state.ctrl[victim], "battle",
                       f"{state.at(victim)} bleeds 1 to the vampirism")
    current = state.lives_left(card)
    if wounds <= 0 or state.is_dead(card) or current >= limit or heal_barred(state, card):
        return 0
    gained = min(wounds, limit - current)
    raised = max(0, min(gained, limit - state.lives_max[card]))
    state.lives_max[card] += raised
    state.wounds[card] -= gained - raised
    if state.trig_any & T_ALLY_DRINKS:
        side_event(state, T_ALLY_DRINKS, card)
    return gained


def note_hit(state: Kernel, card: int, hit: int, dealt: int) -> None:
    """``card``'s simple strike hit for ``hit`` and dealt ``dealt`` wounds (for its
    on_attack abilities: X "hit", "dealt", the ``vampirism`` effect)."""
    set_marker(state, card, LAST_HIT, min(255, hit) << 8 | min(255, dealt))


def _resolve_vampirism(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx  # its on_attack ability: the strike it drinks from
    victim = ctx.victim if ctx is not None and ctx.attacker == target else -1
    gained = drink(state, target, marker(state, target, LAST_HIT) & 255, effect.amount,
                   victim)
    return f"{state.at(target)} drinks {gained} (lives {state.lives_left(target)} of " \
        f"{state.lives_max[target]})" \
        if gained else ""


#: heal: every wound (``heal: all``).
HEAL_ALL: Final = -1
#: ``heal: this_turn``: the wounds it took this turn (note_wounds).
HEAL_TURN: Final = -2


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("heal", _heal_params, _healable, _resolve_heal,
              lambda e: "heal every wound" if e.amount == HEAL_ALL else
              "heal the wounds it took this turn" if e.amount == HEAL_TURN else
              f"heal {'-'.join(map(str, e.tiers)) if e.tiers else e.amount}"),
    Operation("lives", _lives_params, _lives_valid, _resolve_lives,
              lambda e: f"{e.amount:+d} lives" + ("" if not e.turns else " this turn"
                                                   if e.turns == 1
                                                   else f" for {e.turns} turns")),
    Operation("vampirism", amount_params, valid_in_play, _resolve_vampirism,
              lambda e: f"vampirism (lives from the wounds its simple strike dealt, at most "
              f"{e.amount})"),
    Operation("heal_block", no_params, valid_in_play, resolve_passive,
              lambda e: "it blocks the first healing of an enemy card in a turn"),
    Operation("heal_double", no_params, valid_in_play, resolve_passive,
              lambda e: "it doubles the first healing of a card of its side in a turn"),
    Operation("poison_heals", amount_params, valid_in_play, resolve_passive,
              lambda e: f"poison heals it instead of wounding it (at most {e.amount})"),
)
