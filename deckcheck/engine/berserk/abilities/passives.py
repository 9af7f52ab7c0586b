"""The passive questions the engine asks a card's abilities: what reduces damage to it,
its armour, the protections it ignores, whom it guards, at most how many wounds or
counters it takes, chains of strikes, whether it stays open or fights closed, its
host's movement and its diagonal steps.
"""

from __future__ import annotations

from typing import Final

from deckcheck.engine.berserk import actions as A
from deckcheck.engine.berserk.abilities.amounts import effect_amount
from deckcheck.engine.berserk.abilities.control import revealed_fits
from deckcheck.engine.berserk.abilities.language import ATTACK_KINDS, Effect
from deckcheck.engine.berserk.abilities.limits import may_use, note_use
from deckcheck.engine.berserk.abilities.tokens import (
    ARMOUR_SPENT,
    FIRST_STRIKE,
    WARD,
    WOUNDS_TAKEN,
    marker,
    set_marker,
)
from deckcheck.engine.berserk.abilities.triggers import T_CHAIN, T_PASSIVE
from deckcheck.engine.berserk.board import NEIGHBOURS4, NEIGHBOURS8, WIDTH
from deckcheck.engine.berserk.cards import Z_BOARD
from deckcheck.engine.berserk.kernel import Kernel
from deckcheck.engine.berserk.strikes import MISS


def ignores(state: Kernel, card: int, protection: str) -> bool:
    """Whether a passive ``ignore`` of ``card`` (its condition holding) ignores
    ``protection`` (IGNORABLE) now."""
    return any(ability.bit == T_PASSIVE and ability.condition.holds(state, card)
               and any(e.op == "ignore" and e.token == protection for e in ability.effects)
               for ability in state.abilities_of(card))


def grants_keyword(state: Kernel, card: int, keyword: str) -> bool:
    """Whether a passive ability of ``card`` whose condition holds (a static, formation
    or conditional one) gives it the ``keyword`` the engine plays as an effect of that
    name (``armour`` in formation): such a granted keyword is the keyword, for every
    condition that asks whether the card has it (110.3)."""
    # The effect is matched before the condition is asked: a condition is the costly
    # part, and one asking for another keyword must not recurse through has_keyword.
    return bool(state.trig[card] & T_PASSIVE) and any(
        ability.bit == T_PASSIVE and any(e.op == keyword for e in ability.effects)
        and ability.condition.holds(state, card)
        for ability in state.abilities_of(card))


def guards(state: Kernel, card: int, struck: int) -> bool:
    """Whether a passive ``guard`` of ``card`` (its condition holding) lets it defend
    ``struck`` (its target's condition: what the defended creature must be) from afar;
    ``guard: row`` only in its row of the battlefield."""
    return any(ability.bit == T_PASSIVE and ability.condition.holds(state, card)
               and any(e.op == "guard" and (e.token != "row" or _same_row(state, card, struck))
                       for e in ability.effects)
               and ability.target.condition.holds(state, struck)
               for ability in state.abilities_of(card))


def _same_row(state: Kernel, card: int, other: int) -> bool:
    """Both stand on the battlefield (not in the air) in one row."""
    return state.zone[card] == Z_BOARD and state.zone[other] == Z_BOARD \
        and state.cell[card] // WIDTH == state.cell[other] // WIDTH


def counter_limit(state: Kernel, card: int) -> int:
    """How many counters ``card`` may have: the least of its passive ``max_counters``
    (no limit printed: as many as any)."""
    limit = NO_LIMIT
    if state.trig[card] & T_PASSIVE:
        for ability in state.abilities_of(card):
            if ability.bit == T_PASSIVE and ability.condition.holds(state, card):
                for e in ability.effects:
                    if e.op == "max_counters":
                        limit = min(limit, e.amount)
    return limit


#: No counter limit printed.
NO_LIMIT: Final = 1 << 16


def wound_cap(state: Kernel, card: int, damage: int) -> int:
    """``damage`` to ``card`` within its passive ``max_wounds`` (at most N wounds a turn),
    noting what it took this turn."""
    cap = NO_LIMIT
    for ability in state.abilities_of(card):
        if ability.bit == T_PASSIVE and ability.condition.holds(state, card):
            for e in ability.effects:
                if e.op == "max_wounds":
                    cap = min(cap, e.amount)
    if cap == NO_LIMIT:
        return damage
    return max(0, min(damage, cap - wounds_this_turn(state, card)))


def wounds_this_turn(state: Kernel, card: int) -> int:
    """The wounds ``card`` took this turn (noted in games with T_TURN_WOUNDS)."""
    value = marker(state, card, WOUNDS_TAKEN)
    return value & 31 if value >> 5 == state.turn else 0


def note_wounds(state: Kernel, card: int, damage: int) -> None:
    """``card`` takes ``damage`` wounds now: add them to those it took this turn."""
    taken = wounds_this_turn(state, card)
    set_marker(state, card, WOUNDS_TAKEN, state.turn << 5 | min(31, taken + damage))


def _distance(state: Kernel, card: int, source: int) -> int:
    """Cells between two cards on the battlefield, diagonal steps counting one; a flyer
    stands next to nothing (seed 208): as far as any."""
    a, b = state.cell[card], state.cell[source]
    if a < 0 or b < 0 or state.zone[card] != Z_BOARD or state.zone[source] != Z_BOARD:
        return NO_LIMIT
    return max(abs(a // WIDTH - b // WIDTH), abs(a % WIDTH - b % WIDTH))


def _diagonal(state: Kernel, card: int, source: int) -> bool:
    a, b = state.cell[card], state.cell[source]
    if a < 0 or b < 0 or state.zone[card] != Z_BOARD or state.zone[source] != Z_BOARD:
        return False
    return abs(a // 5 - b // 5) == 1 and abs(a % 5 - b % 5) == 1


def reduced(state: Kernel, card: int, damage: int, kind: str, source: int,
            tier: int = MISS) -> int:
    """``damage`` of ``kind`` from ``source`` (-1: none; a hit of ``tier`` for a simple
    strike or counter-strike) to ``card`` after the card's passive ``reduce`` abilities
    (state.trig has T_PASSIVE)."""
    for index, ability in enumerate(state.abilities_of(card)):
        if ability.bit != T_PASSIVE or not ability.condition.holds(state, card):
            continue
        if ability.on_hit and tier not in ability.on_hit:
            continue
        target = ability.target
        if target.side == "other" and (source < 0 or not target.condition.holds(state, source)
                                       or (target.min_range
                                           and _distance(state, card, source)
                                           < target.min_range)):
            continue
        for effect in ability.effects:
            if effect.op == "block":
                if kind in effect.against and damage > 0:
                    if state.log is not None:
                        state.emit(state.ctrl[card], "battle",
                                   f"{state.at(card)} blocks the attack")
                    return 0
                continue
            if effect.op == "ward":
                if kind in ATTACK_KINDS and damage <= warded(state, card):
                    return 0  # an attack of X or less: it is protected from it
                continue
            if effect.op == "armour":
                damage = _passive_armour(state, card, damage, kind,
                                         effect_amount(state, card, effect))
                continue
            if effect.op == "dodge" and kind in effect.against and kind != "counter" \
                    and damage > 0:
                damage = _dodged(state, card, damage, effect)
                continue
            if effect.op == "foresee" and kind in effect.against and damage > 0 \
                    and may_use(state, card, index, ability):
                note_use(state, card, index, ability)
                damage = _foreseen(state, card, damage, effect)
                continue
            if effect.op != "reduce" or kind not in effect.against:
                continue
            if effect.diagonal and (source < 0 or not _diagonal(state, card, source)):
                continue
            if effect.not_diagonal and source >= 0 and _diagonal(state, card, source):
                continue
            damage = min(damage, effect.amount) if effect.limit \
                else max(0, damage - effect.amount)
    return damage


def warded(state: Kernel, card: int) -> int:
    """The X of ``card``'s passive ``ward`` this turn: the most wounds one attack dealt it
    (0: none yet)."""
    value = marker(state, card, WARD)
    return value & 31 if value >> 5 == state.turn else 0


def note_ward(state: Kernel, card: int, damage: int) -> None:
    """An attack deals ``card`` (with a passive ``ward``) ``damage`` wounds now: from now
    to the end of the turn it is protected from attacks of that much or less."""
    if damage > warded(state, card):
        set_marker(state, card, WARD, state.turn << 5 | min(31, damage))


def _dodged(state: Kernel, card: int, damage: int, effect: Effect) -> int:
    """``card``'s die against an attack (a passive ``dodge``): one of the effect's faces
    blocks it (no damage); the damage otherwise."""
    roll = state.roll_die(state.ctrl[card])
    blocked = roll in effect.faces
    if state.log is not None:
        state.emit(state.ctrl[card], "battle", f"{state.at(card)} throws {roll} against the "
                    f"attack: {'blocked' if blocked else 'not blocked'}")
    return 0 if blocked else damage


def _foreseen(state: Kernel, card: int, damage: int, effect: Effect) -> int:
    """A passive ``foresee``: prophecy N of ``card``'s controller's deck; the attack is
    blocked (no damage) if the revealed cards are what the effect asks (if_revealed)."""
    words = state.prophesy(state.ctrl[card], effect.amount)
    blocked = revealed_fits(state, effect)
    if state.log is not None:
        state.emit(state.ctrl[card], "battle", f"{state.at(card)} foresees: {words}: the "
                    f"attack is {'blocked' if blocked else 'not blocked'}")
    return 0 if blocked else damage


def _passive_armour(state: Kernel, card: int, damage: int, kind: str, n: int) -> int:
    """Armour N while the ability's condition holds: the first N wounds of each turn of
    the kinds the armour keyword absorbs (abilities.yaml ``against``)."""
    keyword = state.rules.vocabulary.get("armour")
    if keyword is None or kind not in keyword.against or damage <= 0:
        return damage
    spent = marker(state, card, ARMOUR_SPENT)
    used = spent & 15 if spent >> 4 == state.turn else 0
    taken = min(n - used, damage)
    if taken <= 0:
        return damage
    set_marker(state, card, ARMOUR_SPENT, state.turn << 4 | (used + taken))
    return damage - taken


#: A chain of simple strikes (``strike_chain``) this turn: turn << 14 | broken << 13 |
#: strikes made << 9 | the last card struck + 1.
CHAIN: Final = "marker:chain"


def _chain_of(state: Kernel, card: int) -> Effect | None:
    for ability in state.abilities_of(card):
        if ability.bit == T_PASSIVE and ability.condition.holds(state, card):
            for e in ability.effects:
                if e.op == "strike_chain":
                    return e
    return None


def _chain_strike(state: Kernel, card: int) -> bool:
    """Note a simple strike of ``card`` in its chain (``strike_chain``); whether the chain
    goes on (it stays open for the next strike)."""
    chain = _chain_of(state, card) if state.trig[card] & T_CHAIN else None
    if chain is None:
        return False
    value = marker(state, card, CHAIN)
    made = (value >> 9 & 15) if value >> 14 == state.turn else 0
    struck = state.last_roll.victim.card if state.last_roll is not None else -1
    set_marker(state, card, CHAIN, state.turn << 14 | min(15, made + 1) << 9 | (struck + 1))
    return made + 1 < chain.amount


def break_chains(state: Kernel, action: int) -> None:
    """The active player takes ``action`` in its main phase: every chain of simple strikes
    of its side but that action's own next strike ends (the strikes go one after another)."""
    striker = (action >> 4) & 255 if action & 15 == A.STRIKE else -1
    for c in state.on_field(state.active):
        if c == striker or not state.trig[c] & T_CHAIN:
            continue
        value = marker(state, c, CHAIN)
        if value >> 14 == state.turn:
            set_marker(state, c, CHAIN, value | 1 << 13)


def chain_filter(state: Kernel, out: list[int]) -> None:
    """Drop from the main actions ``out`` the simple strikes a chain forbids: after the
    chain ended or made its strikes, and at the card struck last (``different``)."""
    kept = []
    for action in out:
        c = (action >> 4) & 255
        if action & 15 == A.STRIKE and state.trig[c] & T_CHAIN:
            value = marker(state, c, CHAIN)
            chain = _chain_of(state, c)
            if value >> 14 == state.turn and chain is not None and (
                    value >> 13 & 1 or (value >> 9 & 15) >= chain.amount
                    or (chain.different and action >> 12 == (value & 511) - 1)):
                continue
        kept.append(action)
    out[:] = kept


def stays_open(state: Kernel, card: int) -> bool:
    """Whether a passive ``stay_open`` keeps ``card`` open after its simple strike, or a
    ``second_strike`` after its first simple strike of the turn, or a ``strike_chain``
    before its last strike (asked once per strike: the strike is noted on the card)."""
    if _chain_strike(state, card) | passive_op(state, card, "stay_open"):
        return True
    if passive_op(state, card, "second_strike") \
            and marker(state, card, FIRST_STRIKE) != state.turn:
        set_marker(state, card, FIRST_STRIKE, state.turn)
        return True
    return False


def passive_op(state: Kernel, card: int, op: str) -> bool:
    """Whether a passive ability of ``card`` with an ``op`` effect holds now (its
    condition asked only of the abilities that have one: asked at every strike)."""
    for ability in state.abilities_of(card):
        if ability.bit != T_PASSIVE:
            continue
        for effect in ability.effects:
            if effect.op == op:
                if ability.condition.holds(state, card):
                    return True
                break
    return False


def attack_barred(state: Kernel, card: int) -> bool:
    """Whether a passive ``no_attack`` of ``card`` holds now: it may not declare its
    simple strike or its keyword attacks (shots, throws, discharges ...)."""
    return passive_op(state, card, "no_attack")


def defence_barred(state: Kernel, card: int) -> bool:
    """Whether a passive ``no_defence`` of ``card`` holds now: it may not step in as a
    defender."""
    return passive_op(state, card, "no_defence")


def fights_closed(state: Kernel, card: int) -> bool:
    """Whether a passive ``fights_closed``, or a mark of that name running this turn (a
    ``mark: fights_closed`` given to it), makes ``card`` meet a simple strike as an open
    card (opposed dice, a counter-strike) while closed."""
    return marker(state, card, "marker:fights_closed") >= state.turn \
        or passive_op(state, card, "fights_closed")


def host_movement(state: Kernel, card: int) -> int:
    """What the passive ``host_move`` of the symbiote or parasite ``card`` adds to its
    host's movement each turn."""
    return sum(e.amount for ability in state.abilities_of(card) if ability.bit == T_PASSIVE
               and ability.condition.holds(state, card)
               for e in ability.effects if e.op == "host_move")


def diagonal_steps(state: Kernel, card: int, out: list[int]) -> None:
    """The MOVE actions to the free diagonal neighbours of ``card`` while a passive
    ``diagonal_move`` of it holds (each step spends a movement point, as any)."""
    if not passive_op(state, card, "diagonal_move"):
        return
    x = state.cell[card]
    cells = state.cells
    base = A.MOVE | card << 4
    orthogonal = NEIGHBOURS4[x]
    for y in NEIGHBOURS8[x]:
        if cells[y] < 0 and y not in orthogonal:
            out.append(base | y << 12)


def weakens(state: Kernel, card: int) -> bool:
    """Whether a passive ``weak_hits`` makes every simple strike at ``card`` weak."""
    return passive_op(state, card, "weak_hits")


def returns_instead(state: Kernel, card: int) -> bool:
    """Whether a passive ``return_instead`` sends ``card`` to its owner's deck instead of
    the graveyard when it would be destroyed."""
    return any(ability.bit == T_PASSIVE and ability.condition.holds(state, card)
               and any(e.op == "return_instead" for e in ability.effects)
               for ability in state.abilities_of(card))
