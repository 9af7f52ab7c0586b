"""The passive questions the engine asks a card's abilities: what reduces damage to it,
its armour, the protections it ignores, whom it guards, at most how many wounds or
counters it takes, chains of strikes, whether it stays open or fights closed, its
host's movement and its diagonal steps.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from deckcheck.games.berserk.engine import actions as A
from deckcheck.games.berserk.engine.abilities.amounts import effect_amount
from deckcheck.games.berserk.engine.abilities.control import prophesied, revealed_fits
from deckcheck.games.berserk.engine.abilities.language import (
    ATTACK_KINDS,
    Ability,
    Effect,
    drawn_to,
    granted_stamina,
    in_front,
)
from deckcheck.games.berserk.engine.abilities.limits import may_use, note_use
from deckcheck.games.berserk.engine.abilities.tokens import (
    ARMOUR_SPENT,
    CHAIN_GIVEN,
    FIRST_STRIKE,
    HARDENED,
    WOUNDS_TAKEN,
    attack_made,
    marker,
    note_attack_made,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    H_BLOCKS_ANYWHERE,
    T_AIMS,
    T_ALLY_AURA,
    T_BLOCKS_ANYWHERE,
    T_CHAIN,
    T_COMPELLED,
    T_FIRM,
    T_HEAL_WATCH,
    T_LURE,
    T_PASSIVE,
    T_STAMINA,
)
from deckcheck.games.berserk.engine.board import NEIGHBOURS4, NEIGHBOURS8, WIDTH
from deckcheck.games.berserk.engine.cards import CREATURE, Z_BOARD, Z_EXTRA
from deckcheck.games.berserk.engine.kernel import Kernel
from deckcheck.games.berserk.engine.strikes import MISS


def ignores(state: Kernel, card: int, protection: str, other: int = -1) -> bool:
    """Whether a passive ``ignore`` of ``card`` (its condition holding) ignores
    ``protection`` (IGNORABLE) now: of every card, or (``other`` given) of ``other``,
    which an ignore with a target (side other) names."""
    return any(ability.bit == T_PASSIVE
               and any(e.op == "ignore" and e.token == protection for e in ability.effects)
               and ((ability.target.side != "other") if other < 0
                    else ability.target.side == "other"
                    and ability.target.matches(state, card, other))
               and ability.condition.holds(state, card)
               for ability in state.abilities_of(card))


def grants_keyword(state: Kernel, card: int, keyword: str) -> bool:
    """Whether a passive ability of ``card`` whose condition holds (a static, formation
    or conditional one) gives it the ``keyword`` the engine plays as an effect of that
    name (``armour`` in formation): such a granted keyword is the keyword, for every
    condition that asks whether the card has it (110.3)."""
    # The effect is matched before the condition is asked: a condition is the costly
    # part, and one asking for another keyword must not recurse through has_keyword.
    if keyword == "stamina":  # its own, or the card's it stands in front of
        return bool(state.trig_low & T_STAMINA) and granted_stamina(state, card)
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


def lures(state: Kernel, seat: int, kind: str) -> list[int]:
    """The face-up cards of ``seat`` in play whose passive ``lure`` (its condition
    holding) draws the other side's attacks of ``kind`` (shot, throw, discharge): those
    attacks may go only at them (none: anywhere)."""
    return [c for c in state.on_field(seat)
            if state.trig[c] & T_LURE and not state.face_down[c]
            and any(ability.bit == T_PASSIVE and any(e.op == "lure" and kind in e.against
                                                    for e in ability.effects)
                    and ability.condition.holds(state, c)
                    for ability in state.abilities_of(c))]


def deflections(state: Kernel, attacker: int, target: int) -> list[int]:
    """Where the struck side may turn ``attacker``'s simple strike at ``target`` (passive
    ``deflectable``): any other face-up creature of ``target``'s side standing next to
    the attacker, closed ones too (none for an attacker without it)."""
    if not passive_op(state, attacker, "deflectable"):
        return []
    x = state.cell[attacker]
    if x < 0 or state.zone[attacker] != Z_BOARD:
        return []
    seat = state.ctrl[target]
    found = []
    for y in NEIGHBOURS8[x]:
        m = state.cells[y]
        if m >= 0 and m != target and state.ctrl[m] == seat \
                and state.ctype[m] == CREATURE and not state.face_down[m]:
            found.append(m)
    return found


def counter_limit(state: Kernel, card: int) -> int:
    """How many counters ``card`` may have: the least of its passive ``max_counters``
    (no limit printed: as many as any); none while its guest's ``host_no_counters``
    holds."""
    guest = state.guest[card]
    if guest >= 0 and passive_op(state, guest, "host_no_counters"):
        return 0
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


def blocked_anywhere(state: Kernel, source: int, kind: str) -> int:
    """The card in play whose passive ``block`` ``anywhere`` blocks this attack of
    ``kind`` by ``source`` at whatever card it is (its target names the attacker: side
    other, a condition, min_range from the blocking card); -1 for none. NT-131's song:
    every attack of the sung creature while it stands on no cell next to her. (Games
    with no such card, nearly all, pay one test of the game's flag.)"""
    if source < 0 or not state.trig_high & H_BLOCKS_ANYWHERE:
        return -1
    for holder in state.cards_with(T_BLOCKS_ANYWHERE):
        if state.zone[holder] not in (Z_BOARD, Z_EXTRA) or state.face_down[holder] \
                or state.ctrl[holder] == state.ctrl[source]:  # (an enemy's attacks only:
            continue  # a mirror match's other Irindi did not sing it, unique per side)
        for ability in state.abilities_of(holder):
            if ability.bit != T_PASSIVE or not ability.condition.holds(state, holder):
                continue
            target = ability.target
            if target.side != "other" or not target.condition.holds(state, source) \
                    or (target.min_range
                        and _distance(state, holder, source) < target.min_range):
                continue
            if any(e.op == "block" and e.anywhere and kind in e.against
                   for e in ability.effects):
                return holder
    return -1


def _names_source(state: Kernel, card: int, ability: Ability, source: int) -> bool:
    """Whether ``card``'s passive ``ability`` meets damage from ``source`` (-1: none): any,
    or, its target side other, only a source its condition and least range name."""
    target = ability.target
    return target.side != "other" or (
        source >= 0 and target.condition.holds(state, source)
        and not (target.min_range and _distance(state, card, source) < target.min_range))


def blocks_at(state: Kernel, card: int, source: int, kind: str) -> bool:
    """Whether a passive ``block`` of ``card`` (not one ``anywhere``) blocks an attack of
    ``kind`` by ``source`` at it now: the attack does nothing at it (an ability's attack
    acts on its other targets; its damage, which ``reduced`` meets, is none either).
    Face down it blocks nothing: deckcheck's reading of NT-025, the one card with such a
    block, whose other half (lend_enemies) needs it seen; the engine plays a face-down
    card's other passives (its reductions) all the same."""
    if state.face_down[card]:
        return False
    for ability in state.abilities_of(card):
        if ability.bit == T_PASSIVE and any(
                e.op == "block" and not e.anywhere and kind in e.against
                for e in ability.effects) \
                and ability.condition.holds(state, card) \
                and _names_source(state, card, ability, source):
            return True
    return False


def reduced(state: Kernel, card: int, damage: int, kind: str, source: int,
            tier: int = MISS, *, lessen: bool = True) -> int:
    """``damage`` of ``kind`` from ``source`` (-1: none; a hit of ``tier`` for a simple
    strike or counter-strike) to ``card`` after the card's passive ``reduce`` abilities
    (state.trig has T_PASSIVE; not ``lessen``: an unreduced strike, which only its passive
    armour and dodge meet)."""
    for index, ability in enumerate(state.abilities_of(card)):
        if ability.bit != T_PASSIVE or not ability.condition.holds(state, card):
            continue
        if ability.on_hit and tier not in ability.on_hit:
            continue
        if not _names_source(state, card, ability, source):
            continue
        for effect in ability.effects:
            if effect.op == "block":  # (face down it blocks nothing: see blocks_at)
                if kind in effect.against and damage > 0 and not state.face_down[card]:
                    if state.log is not None:
                        state.emit(state.ctrl[card], "battle",
                                   f"{state.at(card)} blocks the attack")
                    return 0
                continue
            if effect.op == "host_only_wounds":
                if source < 0 or source != state.host[card]:
                    return 0  # NT-006: it takes wounds only from its host
                continue
            if effect.op == "harden":
                if kind in ATTACK_KINDS and damage <= hardened(state, card):
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
            if effect.op != "reduce" or kind not in effect.against or not lessen:
                continue
            if effect.diagonal and (source < 0 or not _diagonal(state, card, source)):
                continue
            if effect.not_diagonal and source >= 0 and _diagonal(state, card, source):
                continue
            if effect.upto:  # an attack of at most N does nothing; a larger one all of it
                damage = 0 if damage <= effect.amount else damage
                continue
            if effect.at_least:  # a protection of a value: all of it or nothing
                damage = 0 if damage >= effect.at_least else damage
                continue
            damage = min(damage, effect.amount) if effect.limit \
                else max(0, damage - effect.amount)
    return damage


def hardened(state: Kernel, card: int) -> int:
    """The X of ``card``'s passive ``harden`` this turn: the most wounds one attack dealt
    it (0: none yet)."""
    value = marker(state, card, HARDENED)
    return value & 31 if value >> 5 == state.turn else 0


def note_hardened(state: Kernel, card: int, damage: int) -> None:
    """An attack deals ``card`` (with a passive ``harden``) ``damage`` wounds now: from
    now to the end of the turn it is protected from attacks of that much or less."""
    if damage > hardened(state, card):
        set_marker(state, card, HARDENED, state.turn << 5 | min(31, damage))


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
    prophesied(state, card)  # its side's cards that answer a prophecy
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
#: strikes made << 9 | the last card struck + 1. (Its own name: "marker:chain" is the
#: ``chain`` effect's binding of two creatures, tokens.CHAIN, which a chained creature
#: striking in a chain of strikes overwrote.)
CHAIN: Final = "marker:strike_chain"
#: On a card struck in an ``each`` chain: turn << 8 | the chain's card + 1.
CHAIN_STRUCK: Final = "marker:chain_struck"


class Chain(NamedTuple):
    """A chain of simple strikes a card may make this turn (``strike_chain``)."""

    amount: int  # the strikes
    different: bool  # each at a card other than the one struck last
    each: bool  # each enemy next to it once


def _chain_of(state: Kernel, card: int) -> Chain | None:
    """``card``'s chain of simple strikes this turn: its own passive ``strike_chain``
    while it holds, else one another card gave it for this turn (``give_chain``), else
    None."""
    if state.trig[card] & T_CHAIN:
        for ability in state.abilities_of(card):
            if ability.bit == T_PASSIVE and ability.condition.holds(state, card):
                for e in ability.effects:
                    if e.op == "strike_chain":
                        return Chain(e.amount, e.different, e.each)
    given = marker(state, card, CHAIN_GIVEN) if state.markers[card] is not None else 0
    if given and given >> 7 == state.turn:
        if given >> 6 & 1 and marker(state, card, CHAIN) >> 14 != state.turn:
            return None  # a chain that its shot begins (shot_opens_chain): not before it
        return Chain(given & 15, bool(given >> 4 & 1), bool(given >> 5 & 1))
    return None


def shot_opens_chain(state: Kernel, card: int) -> bool:
    """``card`` makes its shot (the shot keyword, or a tap or instant ability labelled
    shot) in its side's turn: whether a chain given for this turn (``give_chain: shot``,
    NT-096) begins with it; then it does not close, its attack is made (no other action)
    but for one simple strike, only right after (the chain's second attack: any other
    action of its side ends it, break_chains)."""
    if state.markers[card] is None or state.active != state.ctrl[card]:
        return False
    given = marker(state, card, CHAIN_GIVEN)
    if given >> 7 != state.turn or not given >> 6 & 1 \
            or marker(state, card, CHAIN) >> 14 == state.turn:
        return False
    set_marker(state, card, CHAIN, state.turn << 14 | 1 << 9)  # one attack made: the shot
    state.chain_turn = state.turn  # (see Kernel.chain_turn)
    note_attack_made(state, card)
    return True


def _strike_after_shot(state: Kernel, card: int) -> bool:
    """Whether ``card``'s shot began a chain (shot_opens_chain) this turn: its attack is
    made, yet its simple strike may follow (unless the chain ended: _chain_bars)."""
    given = marker(state, card, CHAIN_GIVEN)
    return given >> 7 == state.turn and bool(given >> 6 & 1) \
        and marker(state, card, CHAIN) >> 14 == state.turn


def _chain_strike(state: Kernel, card: int) -> bool:
    """Note a simple strike of ``card`` in its chain (``strike_chain``); whether the chain
    goes on (it stays open for the next strike)."""
    chain = _chain_of(state, card)
    if chain is None:
        return False
    value = marker(state, card, CHAIN)
    made = (value >> 9 & 15) if value >> 14 == state.turn else 0
    struck = state.last_roll.victim.card if state.last_roll is not None else -1
    set_marker(state, card, CHAIN, state.turn << 14 | min(15, made + 1) << 9 | (struck + 1))
    state.chain_turn = state.turn  # (see Kernel.chain_turn)
    if chain.each:
        if struck >= 0:
            set_marker(state, struck, CHAIN_STRUCK, state.turn << 8 | (card + 1))
        return bool(_unstruck(state, card))
    return made + 1 < chain.amount


def _unstruck(state: Kernel, card: int) -> list[int]:
    """The enemy creatures next to ``card`` its ``each`` chain has not struck this turn
    (alive, face up)."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return []
    mark = state.turn << 8 | (card + 1)
    found = []
    for y in NEIGHBOURS8[x]:
        m = state.cells[y]
        if m >= 0 and state.ctrl[m] != state.ctrl[card] and state.ctype[m] == CREATURE \
                and not state.face_down[m] and not state.is_dead(m) \
                and marker(state, m, CHAIN_STRUCK) != mark:
            found.append(m)
    return found


def chained_this_turn(state: Kernel) -> bool:
    """Whether some card of the game chains strikes this turn or made its attack and
    stayed open (a :data:`CHAIN` or tokens.ATTACK_MADE of this turn): only then may
    :func:`chain_filter` drop an action, or :func:`break_chains` end a chain. Found anew
    (the test mode checks Kernel.chain_turn by it)."""
    turn = state.turn
    for c in range(len(state.markers)):
        if state.markers[c] is not None and (
                attack_made(state, c) or marker(state, c, CHAIN) >> 14 == turn):
            return True
    return False


def break_chains(state: Kernel, action: int) -> bool:
    """The active player takes ``action`` in its main phase: every chain of simple strikes
    of its side but that action's own next strike ends (the strikes go one after another);
    whether a card closed so (an ``each`` chain's)."""
    striker = (action >> 4) & 255 if action & 15 == A.STRIKE else -1
    closed = False
    for c in state.on_field(state.active):
        if c != striker and state.markers[c] is not None:
            closed = _end_chain(state, c) or closed
    return closed


def _end_chain(state: Kernel, c: int) -> bool:
    """:func:`break_chains` for one card: its chain of this turn ends; whether it closed."""
    value = marker(state, c, CHAIN)
    if value >> 14 != state.turn:
        return False
    closed = False
    if not value >> 13 & 1:
        chain = _chain_of(state, c)
        if chain is not None and not state.closed[c]:
            if chain.each:  # an each chain ends: its card closes (its last strike)
                state.closed[c] = closed = True
            else:  # open, but its attack is made: no other attack nor action (VS-195)
                note_attack_made(state, c)
    set_marker(state, c, CHAIN, value | 1 << 13)
    return closed


#: The actions by which a card acts (seed 107.5): a creature whose attack is made may
#: take none of them again that turn (tokens.ATTACK_MADE); it may still move. (Bits by
#: operation: a test of a bit, not a set's look-up of a boxed number.)
_ACTION_BITS: Final = sum(1 << op for op in (A.STRIKE, A.SHOT, A.ATTACK, A.ABILITY,
                                             A.CLOSE_FOR_FLYER))


def chain_filter(state: Kernel, out: list[int]) -> None:
    """Drop from the main actions ``out`` the simple strikes a chain forbids: after the
    chain ended or made its strikes, and at the card struck last (``different``); and
    every action of a creature that made its attack this turn and stayed open
    (tokens.ATTACK_MADE: it does not close after its attack, but that was its action)."""
    markers = state.markers
    turn = state.turn
    # Both bars read the acting card's markers, so a card without any is never barred,
    # nor one that neither made its attack nor chains this turn (asked once per card:
    # its actions are listed together); and most listings drop nothing: the list is
    # copied from the first action dropped on, if any (it runs on every listing of a
    # game with such a card in play).
    last = -1
    may_bar = False
    for i, action in enumerate(out):
        c = (action >> 4) & 255
        if markers[c] is None:
            continue
        if c != last:
            last = c
            may_bar = attack_made(state, c) or marker(state, c, CHAIN) >> 14 == turn
        if may_bar and _chain_bars(state, action):
            out[i:] = [a for a in out[i + 1:]
                       if markers[(a >> 4) & 255] is None or not _chain_bars(state, a)]
            return


def _chain_bars(state: Kernel, action: int) -> bool:
    """Whether :func:`chain_filter` drops ``action`` (of a card with markers)."""
    c = (action >> 4) & 255
    op = action & 15
    if _ACTION_BITS >> op & 1 and attack_made(state, c) \
            and not (op == A.STRIKE and _strike_after_shot(state, c)):
        return True
    if op != A.STRIKE:
        return False
    value = marker(state, c, CHAIN)
    if value >> 14 != state.turn:
        return False
    chain = _chain_of(state, c)
    return chain is not None and bool(
        value >> 13 & 1 or (value >> 9 & 15) >= chain.amount
        or (chain.different and action >> 12 == (value & 511) - 1)
        or (chain.each and marker(state, action >> 12, CHAIN_STRUCK)
            == state.turn << 8 | (c + 1)))


def gripped_by(state: Kernel, card: int) -> int:
    """The symbiote on ``card`` whose passive ``grip_host`` lets it declare no action
    but a simple strike at that symbiote (NT-006), -1 for none."""
    g = state.guest[card]
    if g >= 0 and state.trig[g] & T_AIMS and not state.face_down[g] \
            and passive_op(state, g, "grip_host"):
        return g
    return -1


def grip_filter(state: Kernel, out: list[int]) -> None:
    """Drop from the actions ``out`` (a main listing, or a response window's) those of a
    host whose symbiote's ``grip_host`` holds it: all but its simple strike at that
    symbiote."""
    kept = []
    for action in out:
        op = action & 15
        if op != A.END:
            g = gripped_by(state, (action >> 4) & 255)
            if g >= 0 and not (op == A.STRIKE and action >> 12 == g):
                continue
        kept.append(action)
    if out and not kept:  # a strike it was compelled to make is held too: it may pass
        kept.append(A.END)
    out[:] = kept


def front_strike_filter(state: Kernel, out: list[int]) -> None:
    """Drop from the main actions ``out`` the simple strikes a passive
    ``strike_front_only`` forbids (at any card but the one right in front of the
    striker; a flyer is in front of none, so closing for a strike at a flyer goes too),
    and those an enemy ``draw`` of simple strikes takes onto itself (at another card);
    and a gripped host's actions (grip_filter)."""
    grip_filter(state, out)
    kept = []
    drawn: dict[int, list[int]] = {}
    for action in out:
        op = action & 15
        if op == A.STRIKE or op == A.CLOSE_FOR_FLYER:
            c = (action >> 4) & 255
            if state.trig[c] & T_AIMS and passive_op(state, c, "strike_front_only") \
                    and (op == A.CLOSE_FOR_FLYER or not in_front(state, c, action >> 12)):
                continue
            if op == A.STRIKE:
                if c not in drawn:
                    drawn[c] = drawn_to(state, 1 - state.ctrl[c], "strike", c)
                if drawn[c] and action >> 12 not in drawn[c]:
                    continue
        kept.append(action)
    out[:] = kept


def stays_open(state: Kernel, card: int) -> bool:
    """Whether a ``strike_chain`` keeps ``card`` open before its last strike, or a
    ``second_strike`` after its first simple strike of the turn (both for the strikes
    still to come), or a passive ``stay_open`` after its simple strike: open, but its
    attack is made (tokens.ATTACK_MADE: no second strike nor other action this turn).
    Asked once per strike: the strike is noted on the card."""
    if _chain_strike(state, card):
        return True
    if passive_op(state, card, "second_strike") \
            and marker(state, card, FIRST_STRIKE) != state.turn:
        set_marker(state, card, FIRST_STRIKE, state.turn)
        return True
    if passive_op(state, card, "stay_open"):
        note_attack_made(state, card)
        return True
    return False


def unreduced(state: Kernel, card: int) -> bool:
    """Whether a passive ``unreduced`` of ``card`` holds: nothing lessens its simple strike
    (a reduction, a weak hit, a cap, a lessening, a negative modifier of the struck card);
    armour still absorbs it."""
    return bool(state.trig[card] & T_FIRM) and passive_op(state, card, "unreduced")


#: On a card with heal_block or heal_double: turn << 2 | 1 (an enemy card healed this
#: turn) | 2 (a card of its side healed this turn).
HEALS_SEEN: Final = "marker:heals_seen"


def heal_watched(state: Kernel, card: int, n: int) -> int:
    """The wounds ``card`` heals of the ``n`` a healing would heal, as the cards in play
    with a passive ``heal_block`` (the first healing of an enemy card in a turn: none) or
    ``heal_double`` (the first of a card of its side: twice as many) change it, each
    while its condition holds. The first healing of a turn counts as such whether or not
    the condition held then (deckcheck's reading); a card that may block or double does
    (its player loses nothing by it)."""
    if not state.trig_any & T_HEAL_WATCH or n <= 0:
        return n
    for w in state.cards_with(T_HEAL_WATCH):
        if state.zone[w] not in (Z_BOARD, Z_EXTRA) or state.face_down[w]:
            continue
        own = state.ctrl[w] == state.ctrl[card]
        bit = 2 if own else 1
        value = marker(state, w, HEALS_SEEN)
        seen = value & 3 if value >> 2 == state.turn else 0
        if seen & bit:
            continue
        set_marker(state, w, HEALS_SEEN, state.turn << 2 | seen | bit)
        if passive_op(state, w, "heal_double" if own else "heal_block"):
            n = n * 2 if own else 0
    return n


def ally_boost(state: Kernel, card: int, op: str, tier: int = MISS, *,
               every_attack: bool = False) -> int:
    """What the passive ``ally_strike`` (``op`` "strike": its simple strike, struck back
    too; with ``hit`` only a hit of those tiers, ``tier`` the one made) or ``ally_dice``
    ("dice": its die when it attacks) of the face-up cards in play (a terrain too:
    NT-146) of ``card``'s side whose target (from that card) fits ``card`` add to it now;
    an X is read from ``card``, the creature it applies to. With ``every_attack``: only
    the ``ally_dice`` given to the die of every attack (a tiered shot's, throw's ...),
    not to the simple strike's alone."""
    wanted = "ally_" + op
    total = 0
    for giver in state.cards_with(T_ALLY_AURA):
        if state.ctrl[giver] != state.ctrl[card] or state.face_down[giver] \
                or state.zone[giver] not in (Z_BOARD, Z_EXTRA) or state.is_dead(giver):
            continue
        for ability in state.abilities_of(giver):
            if ability.bit != T_PASSIVE or not any(e.op == wanted for e in ability.effects):
                continue
            if ability.condition.holds(state, giver) \
                    and ability.target.matches(state, giver, card):
                total += sum(effect_amount(state, card, e) for e in ability.effects
                             if e.op == wanted and (not e.hits or tier in e.hits)
                             and (e.every_attack or not every_attack))
    return total


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


def strikes_flyers(state: Kernel, card: int) -> bool:
    """Whether a passive ``strikes_flyers`` (its condition holding) lets the ground
    creature ``card`` make its simple strike at enemy flyers now."""
    return passive_op(state, card, "strikes_flyers")


def strike_reach(state: Kernel, card: int) -> int:
    """The longest range (дальность) a passive ``strike_reach`` (its condition holding)
    gives ``card``'s simple strike now; 1 (next to it) with none."""
    reach = 1
    for ability in state.abilities_of(card):
        if ability.bit != T_PASSIVE:
            continue
        # (The condition asked only of an ability with a strike_reach, once: the main
        # listing asks this of every card with a rare trigger, most of them with other
        # passives, whose conditions cost hundreds of instructions each.)
        asked = holds = False
        for effect in ability.effects:
            if effect.op == "strike_reach":
                if not asked:
                    asked = True
                    holds = ability.condition.holds(state, card)
                if holds:
                    reach = max(reach, effect.amount)
    return reach


def compel_strikes(state: Kernel, seat: int, out: list[int]) -> None:
    """``seat``'s main actions ``out`` (its END last) under a passive
    ``must_strike_closed``: a creature of it that may strike a closed enemy creature now
    must do so — its other actions and the END go, only those strikes stay for it."""
    closed, ctrl, ctype, zone = state.closed, state.ctrl, state.ctype, state.zone
    # (The cards that print it: T_COMPELLED is the rare bit every card with a passive
    # keyword or stamina has too; any card of the bit while abilities are lent, which
    # passive_op reads with the card's own.)
    compelled = state.cards_with(T_COMPELLED) if state.lends \
        else state.cards_with_passive("must_strike_closed")
    for c in compelled:
        # (a card out of play has no action here: no pass over the actions for it)
        if ctrl[c] != seat or not (zone[c] == Z_BOARD or zone[c] == Z_EXTRA) \
                or state.face_down[c] or not passive_op(state, c, "must_strike_closed"):
            continue
        forced = [a for a in out if a & 15 == A.STRIKE and (a >> 4) & 255 == c
                  and closed[a >> 12] and ctype[a >> 12] == CREATURE]
        if not forced:
            continue
        out[:] = [a for a in out if a != A.END and ((a >> 4) & 255 != c or a in forced)]


def fights_closed(state: Kernel, card: int) -> bool:
    """Whether a passive ``fights_closed``, or a mark of that name running this turn (a
    ``mark: fights_closed`` given to it), makes ``card`` meet a simple strike as an open
    card (opposed dice, a counter-strike) while closed."""
    return marker(state, card, "marker:fights_closed") >= state.turn \
        or passive_op(state, card, "fights_closed")


def host_loses(state: Kernel, host: int, keyword: str) -> bool:
    """Whether the symbiote or parasite on ``host`` has a passive ``host_loses`` of
    ``keyword`` that holds now: its host does not have that keyword while it stands on
    it."""
    guest = state.guest[host]
    return guest >= 0 and bool(state.trig[guest] & T_PASSIVE) and any(
        ability.bit == T_PASSIVE and any(e.op == "host_loses" and e.token == keyword
                                         for e in ability.effects)
        and ability.condition.holds(state, guest)
        for ability in state.abilities_of(guest))


def host_movement(state: Kernel, card: int) -> int:
    """What the passive ``host_move`` of the symbiote or parasite ``card`` adds to its
    host's movement each turn."""
    return sum(e.amount for ability in state.abilities_of(card) if ability.bit == T_PASSIVE
               and ability.condition.holds(state, card)
               for e in ability.effects if e.op == "host_move")


def host_reduced(state: Kernel, guest: int, damage: int, kind: str) -> int:
    """``damage`` of ``kind`` to the host of the symbiote or parasite ``guest`` after the
    guest's passive ``host_reduce`` (N less of the kinds it names)."""
    for ability in state.abilities_of(guest):
        if ability.bit != T_PASSIVE or not ability.condition.holds(state, guest):
            continue
        for e in ability.effects:
            if e.op == "host_reduce" and kind in e.against:
                damage = max(0, damage - e.amount)
    return damage


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


def wrapped_cell(state: Kernel, card: int) -> int:
    """The cell at the other end of ``card``'s row while a passive ``wraparound`` of it
    holds and it stands on an outermost cell of the row (-1 otherwise): for its steps and
    simple strikes that cell is next to it."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD or not passive_op(state, card, "wraparound"):
        return -1
    column = x % WIDTH
    if column == 0:
        return x + WIDTH - 1
    return x - (WIDTH - 1) if column == WIDTH - 1 else -1


def wrap_steps(state: Kernel, card: int, out: list[int]) -> None:
    """The MOVE action to the free cell at the other end of ``card``'s row (passive
    ``wraparound``), a step like any."""
    y = wrapped_cell(state, card)
    if y >= 0 and state.cells[y] < 0:
        out.append(A.MOVE | card << 4 | y << 12)


def weakens(state: Kernel, card: int) -> bool:
    """Whether a passive ``weak_hits`` makes every simple strike at ``card`` weak."""
    return passive_op(state, card, "weak_hits")


def rises_instead(state: Kernel, card: int) -> bool:
    """Whether a passive ``rise_instead`` makes the symbiote ``card`` take wing instead
    of dying with its host (NT-008)."""
    return passive_op(state, card, "rise_instead")


def artifact_instead(state: Kernel, card: int) -> int:
    """The index of a passive ``artifact_instead`` of the creature ``card`` that holds now
    and is within its limit (NT-046's stone sleep: once a battle): instead of dying it
    becomes an artifact. -1 when it has none, or it is not a creature on a cell."""
    if state.ctype[card] != CREATURE or state.zone[card] != Z_BOARD:
        return -1
    for index, ability in enumerate(state.abilities_of(card)):
        if ability.bit == T_PASSIVE and any(e.op == "artifact_instead"
                                            for e in ability.effects) \
                and ability.condition.holds(state, card) \
                and (not ability.limited or may_use(state, card, index, ability)):
            return index
    return -1


def returns_instead(state: Kernel, card: int) -> bool:
    """Whether a passive ``return_instead`` sends ``card`` to its owner's deck instead of
    the graveyard when it would be destroyed."""
    return any(ability.bit == T_PASSIVE and ability.condition.holds(state, card)
               and any(e.op == "return_instead" for e in ability.effects)
               for ability in state.abilities_of(card))
