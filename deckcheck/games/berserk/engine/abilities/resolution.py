"""What the engine asks and carries out: an ability resolved on its targets, whether it
acts on a card, once-per limits, what follows an ability, the markers a turn's start
and end change.
"""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.games.berserk.engine.abilities.amounts import amount_now, x_near_target
from deckcheck.games.berserk.engine.abilities.control import revealed_fits
from deckcheck.games.berserk.engine.abilities.damage import poison_wounds
from deckcheck.games.berserk.engine.abilities.language import (
    ANY,
    ATTACK_CODES,
    GRAVE_SIDES,
    PLACING,
    RANGED_ATTACKS,
    REVEALING,
    Ability,
    Effect,
    graveyard_pool,
    ignores_forced_targets,
    unstopped,
)
from deckcheck.games.berserk.engine.abilities.markers import stun_holds
from deckcheck.games.berserk.engine.abilities.movement import (
    PLACE_THEN,
    PLACE_THEN_INDEX,
    clear_strangling,
    queue_placing,
)
from deckcheck.games.berserk.engine.abilities.passives import blocked_anywhere, blocks_at, lures
from deckcheck.games.berserk.engine.abilities.summoning import revive_cells, wait_for_cell
from deckcheck.games.berserk.engine.abilities.tokens import (
    ATTACK_KIND,
    CARRIED,
    DEATH_CELL,
    DEATHS_SEEN,
    LAST_TARGET,
    LAST_TIER,
    POISON,
    STRANGLED,
    STUN,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    H_STRUCK,
    T_ANY_DEATH,
    T_LURE,
    T_PASSIVE,
    T_VALHALLA,
    T_VALHALLA_TARGET,
)
from deckcheck.games.berserk.engine.cards import CREATURE, IMMUNE, SYMBIOTE, Z_BOARD, Z_EXTRA
from deckcheck.games.berserk.engine.kernel import Kernel


def resolve(state: Kernel, card: int, ability: Ability, targets: Sequence[int]) -> list[str]:
    """Carry out ``ability`` of ``card`` on ``targets``: each effect on each target it
    is valid for (its ``if`` holding then), then the effects on the card itself once;
    the log's words."""
    words: list[str] = []
    base = ability.effects
    if ability.self_first:  # its own part first, then X is counted
        for e in base:
            if e.to_self and e.operation.valid(state, card, card, amount_now(state, card, e)):
                words.append(e.operation.resolve(state, card, card, amount_now(state, card, e)))
        base = tuple(e for e in base if not e.to_self)
    if ability.prophecy:  # what is revealed comes first: the other effects (and their
        state.revealed = ()  # X) may ask
        words.extend(e.operation.resolve(state, card, card, amount_now(state, card, e))
                     for e in base if e.op in REVEALING)
        base = tuple(e for e in base if e.op not in REVEALING)
    effects = tuple(amount_now(state, card, e) for e in base)  # X as the ability starts
    if any(e.revealed or e.revealed_if is not ANY or e.revealed_unless is not ANY
           for e in effects):  # its own prophecy's cards, or those of the ability it
        effects = tuple(e for e in effects  # follows (then)
                        if (not e.revealed and e.revealed_if is ANY
                            and e.revealed_unless is ANY) or revealed_fits(state, e))
    tiered = any(e.after_tiers for e in effects)
    if ability.bit == T_VALHALLA and state.trig_any & T_VALHALLA_TARGET:
        for t in targets:  # it becomes a valhalla's target: its abilities of that act
            if state.trig[t] & T_VALHALLA_TARGET and t != card and not state.face_down[t]:
                state.trigger(t, T_VALHALLA_TARGET, card)
    # an attack another card blocks wherever it goes (NT-131's song) does nothing to its
    # targets: neither wounds nor the rest (its own part still acts)
    blocker = blocked_anywhere(state, card, ability.attack) if ability.attack else -1
    for t in targets:
        if blocker >= 0 and t != card:
            words.append(f"{state.at(blocker)} blocks the attack at {state.at(t)}")
            continue
        if ability.attack and state.trig[t] & T_PASSIVE and t != card \
                and blocks_at(state, t, card, ability.attack):  # (NT-025's elusiveness)
            words.append(f"{state.at(t)} blocks the attack")
            continue
        if tiered:  # the tier of this target's tiered wound, not an earlier one's
            set_marker(state, card, LAST_TIER, 0)
        ordered = effects
        if ability.attack and state.trig_hi[t] & H_STRUCK:  # its hit first: a block of it
            ordered = _hit_first(effects)  # (call_off) stops the rest at it (VS-108)
        for i, effect in enumerate(ordered):
            if effect.to_self or (effect.condition is not ANY
                                  and not effect.condition.holds(state, t)):
                continue
            if effect.after_tiers and marker(state, card, LAST_TIER) - 2 not in effect.after_tiers:
                continue
            effect = x_near_target(state, effect, t)
            if not effect.operation.valid(state, card, t, effect):
                if effect.op in PLACING:  # no cell to go to: what follows it does not act
                    break
                continue
            if effect.op in PLACING:  # the rest waits for the cell (place)
                rest = tuple(e for e in ordered[i + 1:] if not e.to_self)
                words.append(queue_placing(state, card, t, effect, rest, ability.optional))
                break
            cells = revive_cells(state, card, t, effect)
            if cells:  # its player picks where it comes back; the rest waits (place)
                rest = tuple(e for e in ordered[i + 1:] if not e.to_self)
                words.append(wait_for_cell(state, card, t, cells, (effect, *rest)))
                break
            before = state.wounds[t]
            if ability.attack:  # (a strike's hit its target may block: call_off)
                state.blocked_hit = -1
            words.append(effect.operation.resolve(state, card, t, effect))
            if effect.carry:  # the wounds it moved, for the ability that follows
                set_marker(state, card, CARRIED, abs(state.wounds[t] - before))
            if ability.attack and state.blocked_hit == t:  # its strike was blocked as it
                state.blocked_hit = -1  # hit: the ability does nothing more at it
                break
    for effect in effects:
        if not effect.to_self or not effect.operation.valid(state, card, card, effect):
            continue
        if effect.after_tiers and marker(state, card, LAST_TIER) - 2 not in effect.after_tiers:
            continue
        if effect.target_condition is not ANY and not (
                targets and effect.target_condition.holds(state, targets[0])):
            continue
        words.append(effect.operation.resolve(state, card, card, effect))
    return [w for w in words if w]


def _hit_first(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """``effects`` with its wounds first, the rest in their order: the hit of a strike at
    a card whose when_struck abilities may block it comes before what else it does there
    (VS-055's stun after its wound), so that a block leaves nothing of it at the card."""
    return tuple(e for e in effects if e.op == "wound") \
        + tuple(e for e in effects if e.op != "wound")


def acts_on(state: Kernel, source: int, target: int, ability: Ability) -> bool:
    """Whether some effect of ``ability`` (by ``source``) would act on ``target`` now:
    what makes it a target worth an action or a trigger."""
    aimed = ability.aimed
    if not aimed:
        return True  # only effects on itself: the target does not matter
    if state.trig_low & T_LURE and ability.label in RANGED_ATTACKS \
            and not ignores_forced_targets(state, source, ability.label):
        lured = lures(state, 1 - state.ctrl[source], ability.label)
        if lured and target not in lured:
            return False  # a lure of the other side draws it (passive lure)
    if ability.places and not ability.either:  # the rest acts only after the move (with
        return aimed[0].operation.valid(state, source, target, aimed[0])  # either: any one)
    for effect in aimed:
        if ability.self_first and effect.x and unstopped(state, source, target, effect):
            return True  # its X is counted after its own part: not known yet
        if (effect.condition is ANY or effect.condition.holds(state, target)) \
                and effect.operation.valid(state, source, target, x_near_target(
                    state, amount_now(state, source, effect), target) if effect.x else effect):
            return True  # (without an X, amount_now and x_near_target give the effect itself)
    return False


def after_deaths(state: Kernel, dead: Sequence[int]) -> None:
    """``dead`` are destroyed (still where they stood): the creature_destroyed abilities of
    the other cards in play act, once per destroyed creature."""
    watchers = [c for c in state.on_field() if state.trig[c] & T_ANY_DEATH and c not in dead
                and not state.face_down[c]]
    for d in dead:
        if state.ctype[d] != CREATURE:
            continue
        counted = state.cards.subtypes[state.kinds[d]] != SYMBIOTE
        for w in watchers:
            if state.zone[w] in (Z_BOARD, Z_EXTRA):
                if counted:  # the deaths_min condition: this one too
                    seen = marker(state, w, DEATHS_SEEN)
                    n = seen & 63 if seen >> 6 == state.turn else 0
                    set_marker(state, w, DEATHS_SEEN, state.turn << 6 | min(63, n + 1))
                if state.zone[d] == Z_BOARD and state.host[d] < 0 and any(
                        a.bit == T_ANY_DEATH and a.summons_onto_death
                        and other_fits(state, w, a, d) for a in state.abilities_of(w)):
                    # the cell it leaves, for a summon onto it once it is free
                    set_marker(state, w, DEATH_CELL, state.cell[d] + 1)
                state.trigger(w, T_ANY_DEATH, d)


def other_fits(state: Kernel, card: int, ability: Ability, other: int) -> bool:
    """Whether ``other``, the other card of the event ``ability`` of ``card`` triggers on,
    is what the ability asks (``if_other``, ``other_side``)."""
    if other < 0:
        return False
    if ability.other_side == "host":
        if other != state.host[card]:
            return False
    elif ability.other_side and (state.ctrl[other] == state.ctrl[card]) \
            != (ability.other_side == "ally"):
        return False
    if ability.if_attack and not any(marker(state, card, ATTACK_KIND) == ATTACK_CODES[k]
                                     for k in ability.if_attack):
        return False
    return ability.other_condition is ANY or ability.other_condition.holds(state, other)


def follow_up(state: Kernel, card: int, ability: Ability, targets: Sequence[int],
              picks: int = 1, *, placed: bool = False) -> None:
    """After ``ability`` of ``card`` acted on ``targets``: the ability that follows it
    (``then``) waits for its controller to choose its own target (or none, unless it is
    not optional), ``picks`` times for a repeat (none for 0); one on
    ``every`` such card acts on each of them in turn, none to choose or pass. ``placed``:
    the card the ability moved is where its player put it (State._placed)."""
    child = state.as_encoded(card)[ability.then_index]  # (even if it has lost them since)
    if targets:
        set_marker(state, card, LAST_TARGET, targets[0] + 1)
    target = child.target
    pool = graveyard_pool(state, card, target.side) if target.side in GRAVE_SIDES \
        else state.on_field()
    if (target.after_last or target.beside_gap) and not placed:  # next to the last
        # target, or to the cell it leaves: one that waits for its cell
        placing = state.placing  # (summoning.wait_for_cell) is asked once it is there
        for i, (source, mover, cells, rest, swap, flags, counted) in enumerate(placing):
            if source == card and mover in targets and not flags & PLACE_THEN:
                placing[i] = (source, mover, cells, rest, swap,
                              flags | PLACE_THEN | picks << 4
                              | ability.then_index << PLACE_THEN_INDEX, counted)
                return
        if target.beside_gap:  # it did not move: it left no cell
            return
    candidates = tuple(t for t in pool if target.matches(state, card, t))
    if target.every:  # every such card, no choice: each one its own (forced) resolution
        state.choosing[0:0] = [(card, ability.then_index, (t,), 0, False, False, ())
                               for t in candidates]
        return
    if picks > 0:
        state.choosing.insert(0, (card, ability.then_index, candidates, picks - 1,
                                  child.optional, False, ()))


def turn_markers(state: Kernel, card: int) -> str:
    """At the start of its controller's turn (just opened): a stunned card stays closed
    (the stun ends), a poisoned creature takes its poison in wounds (the glossary:
    poison N wounds N at the start of its controller's turns; only the largest counts,
    so a card carries one poison marker). The log's words ("" for none)."""
    words = []
    if marker(state, card, STRANGLED):  # no strangler next to it: its markers are lost
        clear_strangling(state, card)
    stun = marker(state, card, STUN)
    if stun:
        if stun == 1 or not stun_holds(state, stun):  # a held stun ends with its holder
            set_marker(state, card, STUN, 0)
        if stun_holds(state, stun):
            state.closed[card] = True
            words.append(f"{state.at(card)} stays closed (stunned)")
    poison = marker(state, card, POISON)
    if poison and state.ctype[card] == CREATURE:
        if IMMUNE + "poison" in state.eff[card]:
            set_marker(state, card, POISON, 0)
        else:
            words.append(poison_wounds(state, card, poison))
    return "; ".join(words)
