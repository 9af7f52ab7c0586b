"""How cards moved this turn (``state.moved``): recording a step or a leap, and the
triggers a move fires (entering a half, jumping, a host's leap).
"""

from __future__ import annotations

from typing import Final

from deckcheck.games.berserk.engine.abilities.tokens import CHAIN, marker, set_marker
from deckcheck.games.berserk.engine.abilities.triggers import (
    T_ALLY_JUMPS,
    T_ALLY_TELEPORTS,
    T_ALLY_TRIO,
    T_ARRIVES,
    T_ENEMY_MOVES,
    T_ENTERS_ENEMY_HALF,
    T_ENTERS_OWN_HALF,
    T_HOST_LEAPS,
    T_TRACK_MOVES,
    T_WHEN_LEAPS,
)
from deckcheck.games.berserk.engine.board import CELLS, DISTANCE, WIDTH, player_row
from deckcheck.games.berserk.engine.cards import CREATURE, Z_BOARD, Z_EXTRA
from deckcheck.games.berserk.engine.kernel import Kernel
from deckcheck.games.berserk.engine.strikes import MISS

#: How a card moved (record_move, in State.moved): turn << MOVED_TURN | its last step's
#: along bit << 11 | along << 7 | turned << 6 | last direction << 4 | cells moved (at
#: most 15).
MOVED_TURN: Final = 15


#: The directions of a move to a next cell (record_move): up, down, left, right on the board.
_DIRECTIONS: Final = {-WIDTH: 0, WIDTH: 1, -1: 2, 1: 3}
#: record_move's "along" bits: it moved along a column (vertically), along a row
#: (horizontally), by a leap (jump or teleport), or diagonally (a step to a diagonal
#: neighbour).
ALONG_WORDS: Final = {"vertical": 1, "horizontal": 2, "leap": 4, "diagonal": 8}


def _step(start: int, end: int) -> tuple[int, int]:
    """A move from ``start`` to ``end`` that is not a leap, as record_move notes it: its
    direction (-1: not along a line) and its "along" bit."""
    direction = _DIRECTIONS.get(end - start) if abs(end - start) in (1, WIDTH) \
        and (end // WIDTH == start // WIDTH or end % WIDTH == start % WIDTH) else None
    if direction is None:  # a diagonal step, or a move to a cell further away
        diagonal = abs(end // WIDTH - start // WIDTH) == 1 \
            and abs(end % WIDTH - start % WIDTH) == 1
        return -1, ALONG_WORDS["diagonal" if diagonal else "leap"]
    return direction, ALONG_WORDS["vertical"] if direction < 2 else ALONG_WORDS["horizontal"]


#: _step of every pair of cells (record_move runs for every move of some games), and what
#: a leap notes.
_STEPS: Final = tuple(tuple(_step(a, b) for b in range(CELLS)) for a in range(CELLS))
_LEAP: Final = (-1, ALONG_WORDS["leap"])


def record_move(state: Kernel, card: int, start: int, end: int, *, leap: bool = False) -> bool:
    """Note on ``card`` that it moved this turn from ``start`` to ``end`` (a next cell, a
    ``leap`` — to a next cell too —, or a push): for the movement conditions (Movement);
    a chain it is in may break (part_chains): whether one did."""
    value = state.moved[card]
    if value >> MOVED_TURN != state.turn:
        value = 0
    cells = value & 15
    if leap:
        direction, along = _LEAP
    elif 0 <= start < CELLS and 0 <= end < CELLS:
        direction, along = _STEPS[start][end]
    else:
        direction, along = _step(start, end)
    if direction < 0:  # a leap or a diagonal step: it moved, but not along a line
        turned, direction = 1, 0
    else:
        turned = value >> 6 & 1 | (cells > 0 and (value >> 4 & 3) != direction)
    value = state.turn << MOVED_TURN | along << 11 | ((value >> 7 & 15) | along) << 7 \
        | turned << 6 | direction << 4 | min(15, cells + 1)
    state.moved[card] = value
    markers = state.markers[card]
    return markers is not None and CHAIN in markers and part_chains(state, card)


def part_chains(state: Kernel, card: int) -> bool:
    """``card``, chained to another creature (a ``chain`` effect; games with one record
    moves), moved: if the two no longer stand next to each other the chain breaks, and
    each takes the chain's tiered wounds, its own die picking the tier (1-3 weak, 4-5
    medium, 6 strong, as for any tiered wound); the chain is gone. A chain that ran out,
    or whose other creature left the battlefield, is gone without wounds. Whether one
    broke."""
    value = marker(state, card, CHAIN)
    other, source = (value & 255) - 1, (value >> 8 & 255) - 1
    ours = marker(state, other, CHAIN)
    if value >> 16 >= state.turn and state.zone[other] == Z_BOARD \
            and state.zone[card] == Z_BOARD \
            and DISTANCE[state.cell[card]][state.cell[other]] <= 1:
        return False  # still side by side
    set_marker(state, card, CHAIN, 0)
    if (ours & 255) - 1 == card:
        set_marker(state, other, CHAIN, 0)
    if value >> 16 < state.turn or state.zone[other] not in (Z_BOARD, Z_EXTRA):
        return False
    tiers = next((e.tiers for a in state.abilities_of(source) for e in a.effects
                  if e.op == "chain"), (0, 0, 0))
    for c in (card, other):
        roll = state.roll_die(state.ctrl[source])
        tier = state.rules.strikes.unopposed(roll).attacker
        n = state.absorb(c, 0 if tier == MISS else tiers[tier], "ability", source)
        if state.log is not None:
            state.emit(state.ctrl[source], "battle",
                       f"{state.at(c)}'s chain breaks (die {roll}): it takes {n}")
        state.wound(c, n, source)
    state.deaths_pending = True  # the mover's caller settles them
    return True


#: The cells a card stepped onto this turn (a target's ``trail``): turn << 30 | a bit per
#: cell.
TRAIL: Final = "marker:trail"


def note_trail(state: Kernel, card: int, cell: int) -> None:
    """``card`` stepped onto ``cell`` (its abilities ask for cards on its trail)."""
    value = marker(state, card, TRAIL)
    if value >> 30 != state.turn:
        value = state.turn << 30
    set_marker(state, card, TRAIL, value | 1 << cell)


def on_trail(state: Kernel, card: int, other: int) -> bool:
    """Whether ``other`` stands on a cell ``card`` stepped onto this turn."""
    y = state.cell[other]
    if y < 0 or state.zone[other] != Z_BOARD:
        return False
    value = marker(state, card, TRAIL)
    return value >> 30 == state.turn and bool(value >> y & 1)


#: A run of actions of its side (ally_trio): turn << 3 | the kinds made so far (RUN_BITS).
RUN: Final = "marker:run"
#: The actions a run is made of; a move leaves it as it is, any other action ends it.
RUN_BITS: Final = {"strike": 1, "shot": 2, "heal": 4}


def note_run(state: Kernel, card: int, kind: str) -> None:
    """The active player's ``card`` takes an action of ``kind`` (a strike, a shot, a heal,
    a move or anything else): each ally_trio card of its side notes it in its run when
    the actor fits the ability (another card, its ``if_other``); the run complete (a
    strike, a shot and a heal, in any order), its abilities act and a new run begins."""
    if kind == "move":
        return
    for w in state.on_field(state.ctrl[card]):
        if not state.trig[w] & T_ALLY_TRIO or state.face_down[w]:
            continue
        fits = w != card and any(
            a.bit == T_ALLY_TRIO and a.other_condition.holds(state, card)
            for a in state.abilities_of(w))
        value = marker(state, w, RUN)
        made = value & 7 if value >> 3 == state.turn else 0
        made = made | RUN_BITS[kind] if fits and kind in RUN_BITS else 0
        set_marker(state, w, RUN, state.turn << 3 | (0 if made == 7 else made))
        if made == 7:
            state.trigger(w, T_ALLY_TRIO, card)


def cells_moved(state: Kernel, card: int, turns: int = 1) -> int:
    """The cells ``card`` moved in the turn it last moved, if that is one of the last
    ``turns`` turns (1: this turn only), as record_move notes them; else 0."""
    value = state.moved[card]
    return value & 15 if 0 <= state.turn - (value >> MOVED_TURN) < turns else 0


#: The card-level bits that make the engine call after_move when a card moves.
MOVE_HOOKS: Final = T_TRACK_MOVES | T_ENTERS_ENEMY_HALF | T_ENTERS_OWN_HALF | T_WHEN_LEAPS \
    | T_ALLY_JUMPS | T_HOST_LEAPS | T_ENEMY_MOVES | T_ALLY_TELEPORTS | T_ARRIVES
#: The distance of a card's last leap this turn: turn << 4 | cells (x "leap").
LEAPT: Final = "marker:leapt"


def after_move(state: Kernel, card: int, start: int, end: int, *, record: bool = True,
               leap: bool = False, jump: bool = False) -> bool:
    """``card`` moved (to a next cell, or by a ``leap``: a jump by an effect's ``jump``,
    else as its printed keyword says) from ``start`` to ``end``: note it for the movement
    conditions (unless noted already: ``record``), and act its abilities for crossing
    between the halves of the battlefield; whether some acted."""
    broke = bool(record and state.trig_low & T_TRACK_MOVES
                 and record_move(state, card, start, end, leap=leap))
    acted = bool(leap and _after_leap(state, card, start, end, jump)) or broke
    if state.trig_low & T_ENEMY_MOVES:
        acted = _enemy_moved(state, card) or acted
    if state.trig_low & T_ARRIVES:
        acted = _arrivals(state, card, start, end) or acted
    bits = state.trig[card] & (T_ENTERS_ENEMY_HALF | T_ENTERS_OWN_HALF)
    if not bits:
        return acted
    seat = state.ctrl[card]
    was_home, is_home = player_row(seat, start) > 0, player_row(seat, end) > 0
    if was_home == is_home:
        return acted
    bit = T_ENTERS_OWN_HALF if is_home else T_ENTERS_ENEMY_HALF
    if not bits & bit:
        return acted
    state.trigger(card, bit, -1)
    return True


def _enemy_moved(state: Kernel, card: int) -> bool:
    """``card`` moved by itself: the enemy_moves abilities of the other side's face-up
    cards act (the other card: ``card``); whether some may have acted."""
    seat = 1 - state.ctrl[card]
    if state.ctype[card] != CREATURE \
            or not state.any_in_play(state.cards_with(T_ENEMY_MOVES), seat):
        return False
    acted = False
    for m in state.on_field(seat):
        if state.trig[m] & T_ENEMY_MOVES and not state.face_down[m]:
            state.trigger(m, T_ENEMY_MOVES, card)
            acted = True
    return acted


def _arrivals(state: Kernel, card: int, start: int, end: int) -> bool:
    """``card`` moved from ``start`` to ``end``: the creature_arrives abilities of the
    face-up cards on the battlefield it came next to (not next to them before) act;
    whether some may have."""
    acted = False
    for y, w in enumerate(state.cells):
        if w < 0 or w == card or not state.trig[w] & T_ARRIVES or state.face_down[w]:
            continue
        if DISTANCE[y][end] == 1 and DISTANCE[y][start] > 1:
            state.trigger(w, T_ARRIVES, card)
            acted = True
    return acted


def _hears_from_afar(state: Kernel, card: int) -> bool:
    """Whether an ally_teleports ability of ``card`` answers a teleport from any cell
    (``from_afar``). A card's abilities of one trigger act together: no card prints both
    a near and a far one."""
    return any(a.from_afar for a in state.abilities_of(card) if a.bit == T_ALLY_TELEPORTS)


def _after_leap(state: Kernel, card: int, start: int, end: int, jump: bool = False) -> bool:
    """``card`` jumped or teleported from ``start`` to ``end``: its when_leaps abilities
    (X "leap": the distance), its symbiote's host_leaps, for a jump (a card printing
    Прыжок, or an effect's ``jump``) the ally_jumps abilities of its side, for a teleport
    (a card printing Телепортация) the ally_teleports abilities of its cards next to the
    cell it left (any of its cards, with from_afar); whether some ability may have
    acted."""
    bits = state.trig_low & (T_WHEN_LEAPS | T_ALLY_JUMPS | T_HOST_LEAPS | T_ALLY_TELEPORTS)
    if not bits:
        return False
    set_marker(state, card, LEAPT, state.turn << 4 | min(15, DISTANCE[start][end]))
    acted = False
    if state.trig[card] & T_WHEN_LEAPS:
        state.trigger(card, T_WHEN_LEAPS, -1)
        acted = True
    g = state.guest[card]
    if g >= 0 and state.trig[g] & T_HOST_LEAPS:
        state.trigger(g, T_HOST_LEAPS, card)
        acted = True
    if bits & T_ALLY_JUMPS and (jump or "jump" in state.cards.keywords[state.kinds[card]]):
        for m in state.on_field(state.ctrl[card]):
            if state.trig[m] & T_ALLY_JUMPS and not state.face_down[m]:
                state.trigger(m, T_ALLY_JUMPS, card)
                acted = True
    if bits & T_ALLY_TELEPORTS and not jump \
            and "teleport" in state.cards.keywords[state.kinds[card]]:
        for m in state.on_field(state.ctrl[card]):  # those next to the cell it left
            if state.trig[m] & T_ALLY_TELEPORTS and m != card and not state.face_down[m] \
                    and ((state.zone[m] == Z_BOARD and DISTANCE[state.cell[m]][start] == 1)
                         or _hears_from_afar(state, m)):
                state.trigger(m, T_ALLY_TELEPORTS, card)
                acted = True
    return acted
