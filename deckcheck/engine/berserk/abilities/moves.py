"""How cards moved this turn (``state.moved``): recording a step or a leap, and the
triggers a move fires (entering a half, jumping, a host's leap).
"""

from __future__ import annotations

from typing import Final

from deckcheck.engine.berserk.abilities.tokens import CHAIN, marker, set_marker
from deckcheck.engine.berserk.abilities.triggers import (
    T_ALLY_JUMPS,
    T_ENTERS_ENEMY_HALF,
    T_ENTERS_OWN_HALF,
    T_HOST_LEAPS,
    T_TRACK_MOVES,
    T_WHEN_LEAPS,
)
from deckcheck.engine.berserk.board import CELLS, DISTANCE, WIDTH, player_row
from deckcheck.engine.berserk.cards import Z_BOARD, Z_EXTRA
from deckcheck.engine.berserk.kernel import Kernel
from deckcheck.engine.berserk.strikes import MISS

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


def cells_moved(state: Kernel, card: int, turns: int = 1) -> int:
    """The cells ``card`` moved in the turn it last moved, if that is one of the last
    ``turns`` turns (1: this turn only), as record_move notes them; else 0."""
    value = state.moved[card]
    return value & 15 if 0 <= state.turn - (value >> MOVED_TURN) < turns else 0


#: The card-level bits that make the engine call after_move when a card moves.
MOVE_HOOKS: Final = T_TRACK_MOVES | T_ENTERS_ENEMY_HALF | T_ENTERS_OWN_HALF | T_WHEN_LEAPS \
    | T_ALLY_JUMPS | T_HOST_LEAPS
#: The distance of a card's last leap this turn: turn << 4 | cells (x "leap").
LEAPT: Final = "marker:leapt"


def after_move(state: Kernel, card: int, start: int, end: int, *, record: bool = True,
               leap: bool = False) -> bool:
    """``card`` moved (to a next cell, or by a ``leap``) from ``start`` to ``end``: note
    it for the movement conditions (unless noted already: ``record``), and act its
    abilities for crossing between the halves of the battlefield; whether some acted."""
    broke = bool(record and state.trig_any & T_TRACK_MOVES
                 and record_move(state, card, start, end, leap=leap))
    acted = bool(leap and _after_leap(state, card, start, end)) or broke
    bits = state.trig[card] & (T_ENTERS_ENEMY_HALF | T_ENTERS_OWN_HALF)
    if not bits:
        return acted
    seat = state.ctrl[card]
    was_home, is_home = player_row(seat, start) > 0, player_row(seat, end) > 0
    if was_home == is_home:
        return broke
    bit = T_ENTERS_OWN_HALF if is_home else T_ENTERS_ENEMY_HALF
    if not bits & bit:
        return acted
    state.trigger(card, bit, -1)
    return True


def _after_leap(state: Kernel, card: int, start: int, end: int) -> bool:
    """``card`` jumped or teleported from ``start`` to ``end``: its when_leaps abilities
    (X "leap": the distance), its symbiote's host_leaps, and for a jump (a card printing
    Прыжок) the ally_jumps abilities of its side; whether some ability may have acted."""
    bits = state.trig_any & (T_WHEN_LEAPS | T_ALLY_JUMPS | T_HOST_LEAPS)
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
    if bits & T_ALLY_JUMPS and "jump" in state.cards.keywords[state.kinds[card]]:
        for m in state.on_field(state.ctrl[card]):
            if state.trig[m] & T_ALLY_JUMPS and not state.face_down[m]:
                state.trigger(m, T_ALLY_JUMPS, card)
                acted = True
    return acted
