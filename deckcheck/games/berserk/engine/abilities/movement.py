"""Operations that move cards: movement points, moving to a chosen cell or changing
places (the CHOOSE window's cells), pushing, pinning, closing in, following; the
restrictions on enemy moves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from deckcheck.games.berserk.engine import actions as A
from deckcheck.games.berserk.engine.abilities.durations import (
    LASTING,
    last_turn,
    until_param,
    until_words,
)
from deckcheck.games.berserk.engine.abilities.language import (
    ANY,
    PLACING,
    AbilityError,
    Destination,
    Effect,
    Operation,
    amount_params,
    as_list,
    between,
    compile_condition,
    no_params,
    no_resolve,
    only_true,
    own_marked_cells,
    resolve_passive,
    signed_words,
    unstopped,
    valid_always,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.moves import after_move, cells_moved, record_move
from deckcheck.games.berserk.engine.abilities.tokens import (
    CELL_MARK,
    GAP_CELL,
    LAST_STEP,
    LAST_TARGET,
    MOVE_BONUS,
    MOVE_LIMIT,
    PINNED,
    STRANGLED,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    T_CELL_MARKS,
    T_MOVED_BY,
    T_PASSIVE,
    T_RESTRICT,
    T_STRANGLE,
    T_TRACK_MOVES,
)
from deckcheck.games.berserk.engine.board import (
    DISTANCE,
    NEIGHBOURS4,
    NEIGHBOURS8,
    WIDTH,
    player_row,
)
from deckcheck.games.berserk.engine.board import label as label_of
from deckcheck.games.berserk.engine.cards import (
    CREATURE,
    PARASITE,
    SYMBIOTE,
    Z_BOARD,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVE,
)
from deckcheck.games.berserk.engine.kernel import Kernel
from deckcheck.games.berserk.engine.strikes import MISS


def _destination_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise AbilityError(f"a mapping of where it may go, not {value!r}")
    swap = "swap" in record
    if swap:
        side = value.get("side", "any")
        if side not in ("ally", "enemy", "any"):
            raise AbilityError(f"swap: side ally, enemy or any, not {side!r}")
        return {"destination": Destination(beside_source=bool(value.get("beside_source")),
                                           side=side, condition=compile_condition(value.get("if")))}
    within = value.get("within")
    if within is not None and (not isinstance(within, int) or within < 1):
        raise AbilityError(f"move_to: within is a whole number from 1, not {within!r}")
    return {"destination": Destination(
        within=within, orthogonal=bool(value.get("orthogonal", False)),
        diagonal=bool(value.get("diagonal", False)),
        rows=frozenset(as_list(value.get("row", ()))),
        beside_source=bool(value.get("beside_source", False)),
        beside_other=bool(value.get("beside_other", False)),
        away=bool(value.get("away", False)),
        marked=str(value.get("marked", "")),
        by_target=bool(value.get("by_target", False)),
        leap=bool(value.get("leap", False)))}


def destinations(state: Kernel, source: int, target: int, effect: Effect) -> tuple[int, ...]:
    """The cells ``effect`` (move_to or swap) of ``source``'s ability may move ``target``
    to now: free cells, or the cells of the creatures it may change places with."""
    if effect.op == "land":  # the free cells next to the target, for its card to land on
        x = state.cell[target]
        if x < 0 or state.zone[target] != Z_BOARD:
            return ()
        return tuple(y for y in NEIGHBOURS8[x] if state.cells[y] < 0)
    if effect.op == "mark_line":  # the far end of a line of cells from it
        return _line_ends(state, source, effect.amount)
    if effect.op == "mark_cell" and effect.any_cell:  # any cell not marked so already
        marked = own_marked_cells(state, source, effect.token)
        return tuple(y for y in range(len(state.cells)) if y not in marked)
    if effect.op == "mark_cell":  # any free cell not marked so already
        taken = marked_cells(state, effect.token)
        return tuple(y for y, m in enumerate(state.cells) if m < 0 and y not in taken)
    if effect.op == "move_mark":  # a cell orthogonally next to its mark's
        return tuple(sorted({z for y in own_marked_cells(state, source, effect.token)
                             for z in NEIGHBOURS4[y]}))
    rule = effect.destination
    x = state.cell[target]
    if rule is None or x < 0 or state.zone[target] != Z_BOARD or state.host[target] >= 0:
        return ()
    cells = state.cells
    near = far = -1
    if rule.beside_source:
        if state.zone[source] != Z_BOARD or state.cell[source] < 0:
            return ()
        near = state.cell[source]
    elif rule.beside_other:  # the event's other card, noted as it triggered (LAST_TARGET)
        other = marker(state, source, LAST_TARGET) - 1
        if other < 0 or state.zone[other] != Z_BOARD or state.cell[other] < 0:
            return ()
        near = state.cell[other]
    if rule.away and state.zone[source] == Z_BOARD:  # a flyer is next to no cell
        far = state.cell[source]
    if effect.op == "swap":
        ctrl = state.ctrl[source]
        found = []
        for y in NEIGHBOURS8[near if near >= 0 else x]:
            m = cells[y]
            if m < 0 or m == target or state.ctype[m] != CREATURE or state.face_down[m]:
                continue
            mine = state.ctrl[m] == ctrl
            if (rule.side == "ally" and not mine) or (rule.side == "enemy" and mine):
                continue
            if (rule.condition is ANY or rule.condition.holds(state, m)) \
                    and unstopped(state, source, m, effect):
                found.append(y)
        return tuple(found)
    seat = state.ctrl[target]
    if rule.marked:  # onto a free cell the ability's card marked so
        return tuple(own_marked_cells(state, source, rule.marked, free=True))
    if rule.orthogonal:
        around: Sequence[int] = NEIGHBOURS4[x]
    elif rule.diagonal:
        around = [y for y in NEIGHBOURS8[x] if y not in NEIGHBOURS4[x]]
    elif rule.within == 1:
        around = NEIGHBOURS8[x]
    else:
        around = range(len(cells))
    fire = marked_cells(state, OCCUPYING) if state.trig_low & T_CELL_MARKS else ()
    return tuple(y for y in around if cells[y] < 0 and y != x and y not in fire
                 and (rule.within is None or DISTANCE[x][y] <= rule.within)
                 and (not rule.rows or player_row(seat, y) in rule.rows)
                 and (near < 0 or DISTANCE[near][y] == 1)
                 and (far < 0 or DISTANCE[far][y] > 1))


def _placeable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    if effect.any_cell:  # a mark chosen as its card dies (VS-161): it need not stay
        return bool(destinations(state, source, target, effect))
    return unstopped(state, source, target, effect) \
        and bool(destinations(state, source, target, effect))


#: Bits of a waiting move's flags (state.placing): staying is a choice too; the moved
#: card's controller chooses the cell (Destination.by_target), not the ability's.
PLACE_OPTIONAL: Final = 1
PLACE_BY_MOVER: Final = 2
#: The ability that follows it (``then``) waits for the card to be there: its target is
#: next to it, or to the cell it left (resolution.follow_up, State._placed); its picks
#: above these bits (>> 4, 8 bits), the follow-up's index among its card's abilities
#: above those (>> PLACE_THEN_INDEX).
PLACE_THEN: Final = 4
PLACE_THEN_INDEX: Final = 12
#: The move is a jump (Destination.leap).
PLACE_LEAP: Final = 8


def queue_placing(state: Kernel, source: int, target: int, effect: Effect,
                   rest: tuple[Effect, ...], optional: bool) -> str:
    """``target`` waits for its ability's controller (``by_target``: its own) to choose
    where it goes (the CHOOSE window of cells); ``rest``: the ability's effects that act
    after the move."""
    cells = destinations(state, source, target, effect)
    if effect.op in CELL_MARKING:  # the cell is marked, nothing moves (place)
        rest = (effect, *rest)
    mover = source if effect.op == "land" else target
    rule = effect.destination
    flags = (PLACE_OPTIONAL if optional else 0) \
        | (PLACE_BY_MOVER if rule is not None and rule.by_target else 0) \
        | (PLACE_LEAP if rule is not None and rule.leap else 0)
    state.placing.append((source, mover, cells, rest, effect.op == "swap", flags, -1))
    return f"{state.at(mover)} waits for a cell"


def _landable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """``source`` flies (in the air) and a cell next to ``target`` (on the battlefield,
    even if this strike destroys it) is free to land on."""
    return state.zone[source] == Z_EXTRA and state.is_flyer(source) \
        and not state.is_dead(source) and bool(destinations(state, source, target, effect))


#: The cell marks (``mark_cell``) that make a free cell count as occupied: no card moves,
#: leaps or is moved onto it.
OCCUPYING: Final = "bonfire"


def marking(state: Kernel) -> bool:
    """Whether the first waiting cell choice (state.placing) marks a cell (mark_cell)."""
    rest = state.placing[0][3]
    return bool(rest) and rest[0].op in CELL_MARKING


def marked_cells(state: Kernel, name: str) -> frozenset[int]:
    """The cells a running mark ``name`` (``mark_cell``) of a card in play is on."""
    key = CELL_MARK + name
    mask = 0
    for c in state.cards_with(T_CELL_MARKS):
        value = marker(state, c, key)
        # a mark with a printed end outlasts its card (VS-175's bonfire); one lasting
        # while its card stays in play goes with it
        if value and value >> 30 >= state.turn and (
                value >> 30 < MARK_LASTING or state.zone[c] in (Z_BOARD, Z_EXTRA)):
            mask |= value
    return frozenset(y for y in range(len(state.cells)) if mask >> y & 1)


def outlasting_marks(state: Kernel, card: int) -> dict[str, int]:
    """The running cell marks of ``card`` with a printed end (``mark_cell`` until the end
    of some turn, not ``lasting``): they stay on their cells to that end when the card
    leaves play, so its markers keep them (the rest of its markers go)."""
    found = state.markers[card]
    if found is None:
        return {}
    return {k: v for k, v in found.items()
            if k.startswith(CELL_MARK) and state.turn <= v >> 30 < MARK_LASTING}


#: The cell mark (``mark_line``) that lights its cells: the cards on them take 1 more
#: wound from ranged attacks, poison and the strikes of the card that lit them.
LIGHT: Final = "light"
#: What a light adds to (damage kinds; the lighting card's own strikes besides).
LIT_KINDS: Final = frozenset({"shot", "throw", "discharge", "poison"})


def lit_bonus(state: Kernel, card: int, kind: str, source: int) -> int:
    """The wound a running light (``mark_line`` light) adds to ``card``'s damage of
    ``kind`` from ``source`` while it stands on a lit cell: 1 or 0."""
    y = state.cell[card]
    if y < 0 or state.zone[card] != Z_BOARD:
        return 0
    key = CELL_MARK + LIGHT
    for c in state.cards_with(T_CELL_MARKS):
        value = marker(state, c, key)
        if value and value >> 30 >= state.turn and value >> y & 1 \
                and state.zone[c] in (Z_BOARD, Z_EXTRA) \
                and (kind in LIT_KINDS or (source == c and kind in ("strike", "counter"))):
            return 1
    return 0


def _line_ends(state: Kernel, source: int, length: int) -> tuple[int, ...]:
    """The cells that end a straight line of 1 to ``length`` cells from ``source``
    (orthogonal or diagonal, every cell on the battlefield)."""
    x = state.cell[source]
    if x < 0 or state.zone[source] != Z_BOARD:
        return ()
    rows = len(state.cells) // WIDTH
    ends = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr or dc:
                r, col = x // WIDTH, x % WIDTH
                for _ in range(length):
                    r, col = r + dr, col + dc
                    if not (0 <= r < rows and 0 <= col < WIDTH):
                        break
                    ends.append(r * WIDTH + col)
    return tuple(sorted(ends))


def _line_mask(state: Kernel, source: int, end: int) -> int:
    """The cells from next to ``source`` up to ``end`` in a straight line, as a mask."""
    x = state.cell[source]
    dr = (end // WIDTH > x // WIDTH) - (end // WIDTH < x // WIDTH)
    dc = (end % WIDTH > x % WIDTH) - (end % WIDTH < x % WIDTH)
    mask, y = 0, x
    while y != end:
        y += dr * WIDTH + dc
        mask |= 1 << y
    return mask


#: The operations that mark cells of the battlefield (a CHOOSE window of cells).
CELL_MARKING: Final = frozenset({"mark_cell", "mark_line", "move_mark"})


def _mark_line_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    length = record.get("length", 1)
    if not isinstance(length, int) or not 1 <= length <= 5:
        raise AbilityError(f"mark_line: length is 1 to 5, not {length!r}")
    return {**_mark_cell_params(value, record), "amount": length}


def _mark_cell_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, str):
        raise AbilityError(f"mark_cell: a mark's name, not {value!r}")
    any_cell = record.get("any_cell", False)
    if any_cell not in (True, False):
        raise AbilityError(f"mark_cell: any_cell is true or false, not {any_cell!r}")
    return {"token": value, "until": until_param(record, "mark_cell"), "any_cell": any_cell}


def _move_mark_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, str):
        raise AbilityError(f"move_mark: a cell mark's name, not {value!r}")
    return {"token": value}


def _mark_movable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return bool(own_marked_cells(state, source, effect.token))


#: The last turn of a cell mark that lasts while its card stays in play (``until:
#: lasting``): past any battle's last turn.
MARK_LASTING: Final = 1 << 16


def _mark_cell(state: Kernel, source: int, y: int, effect: Effect) -> str:
    old = marker(state, source, CELL_MARK + effect.token)
    if effect.op == "move_mark":  # the mark goes to the cell, lasting as it did
        set_marker(state, source, CELL_MARK + effect.token, old >> 30 << 30 | 1 << y)
        return f"{state.label(source)}'s {effect.token} moves to {label_of(y)}"
    last = last_turn(state, source, effect.until) if effect.until else state.turn
    last = MARK_LASTING if effect.until and not last else max(state.turn, last)
    mask = _line_mask(state, source, y) if effect.op == "mark_line" else 1 << y
    if old >> 30 >= state.turn and effect.op == "mark_cell":  # more cells of a mark running
        mask |= old & ((1 << 30) - 1)
    set_marker(state, source, CELL_MARK + effect.token, last << 30 | mask)
    cells = ", ".join(label_of(z) for z in range(len(state.cells)) if mask >> z & 1)
    until = "while it stays in play" if last == MARK_LASTING else f"to the end of turn {last}"
    return f"{state.at(source)} puts a {effect.token} on {cells} ({until})"


def placing_choices(state: Kernel) -> tuple[int, ...]:
    """The cells the first waiting move (state.placing) may still take: those it had when
    it was queued, still free (or, for a swap, still a creature's other than its own)."""
    source, mover, cells, rest, swap, _, _ = state.placing[0]
    if rest and (rest[0].any_cell or rest[0].op == "move_mark"):
        return cells  # its mark's cells, where it lies (its graveyard too), cards or none
    if mover == source and state.zone[mover] == Z_EXTRA:  # a flyer landing (land)
        return () if state.is_dead(mover) or not state.is_flyer(mover) \
            else tuple(y for y in cells if state.cells[y] < 0)
    if rest and rest[0].op in ("summon", "revive", "incarnation"):  # a card coming into
        # play onto the cell its player picks (summoning.wait_for_cell)
        return tuple(y for y in cells if state.cells[y] < 0) \
            if state.zone[mover] in (Z_DECK, Z_GRAVE) else ()
    if state.zone[mover] != Z_BOARD or state.host[mover] >= 0 or state.is_dead(mover):
        return ()
    board = state.cells
    if marking(state) and state.placing[0][3][0].op == "mark_line":
        return cells  # a line's cells may hold cards
    if swap:
        return tuple(y for y in cells if board[y] >= 0 and board[y] != mover
                     and state.ctype[board[y]] == CREATURE and not state.is_dead(board[y]))
    return tuple(y for y in cells if board[y] < 0)


def place(state: Kernel, y: int) -> list[str]:
    """The first waiting move goes to cell ``y`` (changing places with the creature there
    for a swap); then its ability's later effects act on the moved card(s). The log's
    words."""
    source, mover, _, rest, swap, flags, _ = state.placing.pop(0)
    if rest and rest[0].op in CELL_MARKING:  # the next mark of the ability, if any, waits
        words = [_mark_cell(state, source, y, rest[0])]
        if len(rest) > 1 and rest[1].op in CELL_MARKING \
                and destinations(state, source, mover, rest[1]):
            queue_placing(state, source, mover, rest[1], rest[2:], False)
        return words
    if rest and rest[0].op == "summon":  # it comes into play there (summon_onto)
        from deckcheck.games.berserk.engine.abilities.summoning import summon_onto

        return [summon_onto(state, source, mover, y, rest[0], mover)]
    if rest and rest[0].op == "incarnation":  # it incarnates there (its own log line)
        from deckcheck.games.berserk.engine.abilities.summoning import incarnate

        incarnate(state, mover, rest[0], y)
        return []
    if rest and rest[0].op == "revive":  # it comes back there; the rest acts on it
        from deckcheck.games.berserk.engine.abilities.summoning import revive_onto

        words = [revive_onto(state, source, mover, y, rest[0])]
        _rest_on(state, source, mover, rest[1:], words)
        return words
    if state.zone[mover] == Z_EXTRA:  # land: the flyer comes down on the cell (seed 208)
        where = state.at(mover)
        state.lose_flying(mover, y)
        return [f"{where} lands on {label_of(y)}"]
    x = state.cell[mover]
    partner = state.cells[y] if swap else -1
    if partner >= 0:
        words = [change_places(state, source, mover, partner)]
    elif flags & PLACE_LEAP:  # a jump: the cards that answer one see it
        words = [f"{state.at(mover)} leaps to {label_of(y)}"]
        state.put(mover, y)
        after_move(state, mover, x, y, leap=True, jump=True)
        moved_by(state, mover, source)
    else:
        words = [moved_to(state, source, mover, y)]
    for t in (mover, partner):
        if t < 0:
            continue
        _rest_on(state, source, t, rest, words, x if t == mover else -1)
    return [w for w in words if w]


def moved_to(state: Kernel, source: int, card: int, y: int) -> str:
    """``source``'s effect moves ``card`` to the free cell ``y`` (:func:`shift`), and its
    moved_by_other abilities act; the log's words."""
    where = shift(state, card, y)
    moved_by(state, card, source)
    return f"{where} moves to {label_of(y)}"


def shift(state: Kernel, card: int, y: int) -> str:
    """An effect moves ``card`` (and a symbiote on it) from its cell to the free cell
    ``y``, the move noted where moves are tracked; where it stood, as the log names it."""
    x = state.cell[card]
    where = state.at(card)
    state.put(card, y)
    if state.trig_low & T_TRACK_MOVES:
        record_move(state, card, x, y)
    return where


def change_places(state: Kernel, source: int, mover: int, partner: int) -> str:
    """``mover`` and ``partner`` (creatures on cells) change places by ``source``'s ability,
    each with its symbiote; the log's words."""
    x, y = state.cell[mover], state.cell[partner]
    words = f"{state.at(mover)} and {state.at(partner)} change places"
    state.cells[x], state.cells[y] = partner, mover
    state.field_changed()
    for card, cell in ((mover, y), (partner, x)):
        state.cell[card] = cell
        g = state.guest[card]
        if g >= 0:  # its symbiote goes with it
            state.cell[g] = cell
    if state.trig_low & T_TRACK_MOVES:
        record_move(state, mover, x, y)
        record_move(state, partner, y, x)
    moved_by(state, mover, source)
    moved_by(state, partner, source)
    return words


def _rest_on(state: Kernel, source: int, t: int, rest: tuple[Effect, ...],
             words: list[str], left: int = -1) -> None:
    """The effects of ``source``'s ability that waited for a cell act on ``t``, now there
    (each whose condition holds and that is valid; a ``follow`` after the moved card,
    which ``left`` cell ``left``): their words go to ``words``."""
    for effect in rest:
        if effect.op == "follow":
            if left >= 0:
                words.append(follow(state, source, left, effect.amount))
            continue
        if effect.op in PLACING \
                or (effect.condition is not ANY and not effect.condition.holds(state, t)):
            continue
        if effect.operation.valid(state, source, t, effect):
            words.append(effect.operation.resolve(state, source, t, effect))


def _move_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    until = until_param(record, "move")
    if until == LASTING:  # movement points are a turn's; a lasting change is its movement
        raise AbilityError("move: until lasting is a change of its movement (movement: N)")
    return {**amount_params(value, record), "until": until}


def _resolve_move(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.moves[target] = max(0, state.moves[target] + effect.amount)
    last = last_turn(state, source, effect.until) if effect.until else state.turn
    if last > state.turn and effect.amount > 0:  # it lasts into its later turns
        set_marker(state, target, MOVE_BONUS, last << 4 | min(15, effect.amount))
    return f"{state.at(target)} has {state.moves[target]} movement" \
        + until_words(effect.until)


def movement_bonus(state: Kernel, card: int) -> int:
    """At the start of ``card``'s controller's turn: the movement a ``move`` with a
    printed end (``until``) still adds to it this turn (the marker goes when it ends)."""
    value = marker(state, card, MOVE_BONUS)
    if not value:
        return 0
    if value >> 4 < state.turn:
        set_marker(state, card, MOVE_BONUS, 0)
        return 0
    return value & 15


def _walker(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped, and a card with movement (a ground creature)."""
    return unstopped(state, source, target, effect) and state.move_max[target] >= 0


def _resolve_movement(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.move_max[target] = max(0, state.move_max[target] + effect.amount)
    state.moves[target] = max(0, state.moves[target] + effect.amount)
    return f"{state.at(target)} has movement {state.move_max[target]}"
def push_cell(state: Kernel, source: int, target: int, cells: int = 1) -> int:
    """The cell ``cells`` cells beyond ``target`` in the direction from ``source`` to it
    (orthogonal or diagonal, as a strike goes), if it is on the board and free; -1 if
    not (either is not on a cell, or they stand on the same cell)."""
    a, b = state.cell[source], state.cell[target]
    if a < 0 or b < 0 or state.zone[source] != Z_BOARD or state.zone[target] != Z_BOARD \
            or a == b:
        return -1
    dr = (b // WIDTH > a // WIDTH) - (b // WIDTH < a // WIDTH)
    dc = (b % WIDTH > a % WIDTH) - (b % WIDTH < a % WIDTH)
    row, column = b // WIDTH + dr * cells, b % WIDTH + dc * cells
    if not (0 <= row < len(state.cells) // WIDTH and 0 <= column < WIDTH):
        return -1
    y = row * WIDTH + column
    return y if state.cells[y] < 0 else -1


def drift_cell(state: Kernel, source: int, target: int) -> int:
    """The cell next to ``target`` the way ``source`` last stepped (tokens.LAST_STEP: the
    same row and column change), if it is on the board, free and not a cell that counts
    as occupied; -1 if not (or ``target`` is on no cell)."""
    step = marker(state, source, LAST_STEP)
    b = state.cell[target]
    if not step or b < 0 or state.zone[target] != Z_BOARD:
        return -1
    start, end = step >> 8, step & 255
    row = b // WIDTH + end // WIDTH - start // WIDTH
    column = b % WIDTH + end % WIDTH - start % WIDTH
    if not (0 <= row < len(state.cells) // WIDTH and 0 <= column < WIDTH):
        return -1
    y = row * WIDTH + column
    if state.cells[y] >= 0 or (state.trig_low & T_CELL_MARKS
                               and y in marked_cells(state, OCCUPYING)):
        return -1
    return y


def _driftable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.host[target] < 0 \
        and state.ctype[target] == CREATURE and drift_cell(state, source, target) >= 0


def _resolve_drift(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return moved_to(state, source, target, drift_cell(state, source, target))


def _gap(state: Kernel, source: int) -> int:
    """The cell ``source``'s moved card left (tokens.GAP_CELL), if it is free; -1 if not."""
    y = marker(state, source, GAP_CELL) - 1
    return y if y >= 0 and state.cells[y] < 0 else -1


def _fills_gap(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.host[target] < 0 \
        and state.ctype[target] == CREATURE and state.zone[target] == Z_BOARD \
        and state.cell[target] >= 0 and _gap(state, source) >= 0


def _resolve_fill_gap(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return moved_to(state, source, target, _gap(state, source))


def _may_rearrange(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Whether the ability's side has a card on the battlefield to move about."""
    return any(state.zone[c] == Z_BOARD for c in state.on_field(state.ctrl[source]))


def _resolve_rearrange(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """Its player may move its cards about its half of the battlefield, face down as they
    lie, before the squads are revealed (VS-177): a move per card it has there at most
    (as many as any new arrangement takes), each to another cell of its half, a card of
    its own there taking the cell it left (State.rearranging, the rearrange window)."""
    seat = state.ctrl[source]
    if all(s != seat for s, _ in state.rearranging):  # (a second tracker adds nothing:
        # one window already reaches every arrangement)
        cards = sum(1 for c in state.on_field(seat)
                    if state.zone[c] == Z_BOARD and state.host[c] < 0)
        state.rearranging.append((seat, cards))
    return "its player may rearrange its cards on its half of the battlefield"


def _pushable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.host[target] < 0 \
        and push_cell(state, source, target, effect.amount) >= 0


def _resolve_push(state: Kernel, source: int, target: int, effect: Effect) -> str:
    where = shift(state, target, push_cell(state, source, target, effect.amount))
    moved_by(state, target, source)
    return f"{where} is pushed to {state.at(target)}"


def _chargeable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The ability's card has a movement point left and may push its target on (NT-136)."""
    return state.zone[source] == Z_BOARD and state.moves[source] >= 1 \
        and _pushable(state, source, target, effect)


def _resolve_charge(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """The ability's card steps onto its target's cell (a movement point), pushing the
    target on in the same direction (``charge``: NT-136's rolling charge)."""
    y = state.cell[target]
    pushed = _resolve_push(state, source, target, effect)
    where = shift(state, source, y)
    state.moves[source] -= 1
    return f"{pushed}; {where} moves to {label_of(y)}"


def moved_by(state: Kernel, card: int, source: int) -> None:
    """``card`` (-1: none) was moved by an effect of ``source``: its moved_by_other
    abilities act (not for a card its own ability moved; only in games with such a card
    need more than one test)."""
    if state.trig_any & T_MOVED_BY and card >= 0 and card != source \
            and state.trig[card] & T_MOVED_BY and not state.face_down[card]:
        state.trigger(card, T_MOVED_BY, source)


def _pinnable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.zone[target] == Z_BOARD \
        and state.zone[source] == Z_BOARD and state.cell[source] >= 0


def _resolve_pin(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, PINNED,
               source << 10 | state.cell[source] << 5 | state.cell[target])
    return f"{state.at(target)} cannot move from {label_of(state.cell[target])} while " \
        f"{state.at(source)} stays there"


def pinned(state: Kernel, card: int) -> bool:
    """Whether a ``pin`` still holds ``card``: it stands where it was pinned, and the
    card that pinned it stands where it stood then, on the battlefield."""
    value = marker(state, card, PINNED)
    if not value:
        return False
    holder = value >> 10
    return state.cell[card] == value & 31 and state.zone[holder] == Z_BOARD \
        and state.cell[holder] == value >> 5 & 31


def strangled(state: Kernel, card: int) -> int:
    """The strangling markers that hold ``card`` now: those it carries while a strangler
    of the other side (a card with ``strangle``) stands next to it, else none (it has lost
    them: clear_strangling)."""
    count = marker(state, card, STRANGLED)
    if not count:
        return 0
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return 0
    for y in NEIGHBOURS8[x]:
        m = state.cells[y]
        if m >= 0 and state.ctrl[m] != state.ctrl[card] and state.trig[m] & T_STRANGLE \
                and not state.face_down[m]:
            return count
    return 0


def clear_strangling(state: Kernel, card: int) -> None:
    """``card`` loses the strangling markers no strangler next to it holds any more."""
    if marker(state, card, STRANGLED) and not strangled(state, card):
        set_marker(state, card, STRANGLED, 0)


#: The labels of the abilities that are attacks (a strangled creature makes none).
_ATTACK_LABELS: Final = frozenset({"shot", "throw", "discharge", "magic_strike",
                                   "strike_through_row", "finishing", "special_strike"})


def strangle_filter(state: Kernel, out: list[int]) -> None:
    """Drop from the main actions ``out`` the attacks of creatures two strangling markers
    hold (simple strikes, shots, attack keywords, attack abilities)."""
    kept = []
    for action in out:
        op = action & 15
        c = (action >> 4) & 255
        if op in (A.STRIKE, A.SHOT, A.ATTACK, A.ABILITY, A.CLOSE_FOR_FLYER) \
                and marker(state, c, STRANGLED) >= 2 and strangled(state, c) >= 2 and (
                    op != A.ABILITY or state.abilities_of(c)[
                        (action >> 20) & A.ABILITY_INDEX].label in _ATTACK_LABELS):
            continue
        kept.append(action)
    out[:] = kept


def _strangleable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return state.ctype[target] == CREATURE and unstopped(state, source, target, effect)


def _resolve_strangle(state: Kernel, source: int, target: int, effect: Effect) -> str:
    count = strangled(state, target) + 1  # markers no strangler held are gone
    if count >= 3:
        set_marker(state, target, STRANGLED, 0)
        where = state.at(target)
        state.kill([target], {target: source})
        return f"{where} is strangled to death"
    set_marker(state, target, STRANGLED, count)
    what = "cannot move" if count == 1 else "cannot move or attack"
    return f"{state.at(target)} is strangled ({count}): it {what} while a strangler " \
        "stands next to it"


def restrict_moves(state: Kernel, card: int, out: list[int], start: int) -> None:
    """Drop from ``out[start:]`` (``card``'s steps and leaps) the moves a restriction
    forbids: a pin holding it, and the passive ``hold_near``, ``bar_half`` and
    ``leap_near`` of enemy cards (their conditions holding)."""
    if len(out) == start:
        return
    if pinned(state, card) or (state.trig_low & T_STRANGLE and strangled(state, card)) \
            or _over_limit(state, card):
        del out[start:]
        return
    if state.trig_low & T_CELL_MARKS:  # a bonfire's cell counts as occupied
        fire = marked_cells(state, OCCUPYING)
        if fire:
            out[start:] = [a for a in out[start:] if a >> 12 not in fire]
    seat = state.ctrl[card]
    x = state.cell[card]
    held: list[int] = []
    barred: list[int] = []
    landing: list[int] = []
    for y, m in enumerate(state.cells):
        if m < 0 or state.ctrl[m] == seat or not state.trig[m] & T_RESTRICT \
                or state.face_down[m]:
            continue
        for ability in state.abilities_of(m):
            if ability.bit != T_PASSIVE or not ability.condition.holds(state, m):
                continue
            for e in ability.effects:
                if e.op == "hold_near" and DISTANCE[x][y] == 1:
                    held.append(y)
                elif e.op == "bar_half":
                    barred.append(state.ctrl[m])
                elif e.op == "leap_near":
                    landing.append(y)
    if not (held or barred or landing):
        return
    kept = []
    for action in out[start:]:
        to = action >> 12
        if any(DISTANCE[to][y] != 1 for y in held):
            continue
        if any(player_row(s, to) for s in barred):
            continue
        if landing and action & 15 == A.LEAP and not any(DISTANCE[to][y] == 1 for y in landing):
            continue
        kept.append(action)
    out[start:] = kept


def _over_limit(state: Kernel, card: int) -> bool:
    """Whether a ``move_limit`` on ``card`` this turn keeps it still: it has not moved
    yet, and as many creatures of its side as the limit allows have."""
    limit = marker(state, card, MOVE_LIMIT)
    if limit >> 3 != state.turn or cells_moved(state, card):
        return False
    seat = state.ctrl[card]
    movers = sum(1 for m in state.on_field(seat)
                 if state.ctype[m] == CREATURE and cells_moved(state, m))
    return movers >= limit & 7


def _move_limit_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not (isinstance(value, list) and len(value) == 3
            and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 7
                    for v in value)):
        raise AbilityError(f"move_limit: three tiers of 0 to 7 creatures, not {value!r}")
    return {"tiers": tuple(value), "amount": max(value)}


def _resolve_move_limit(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """The die (as for a tiered attack) picks N; in the other side's next turn only N of
    its creatures in play now may move."""
    roll = state.roll_die()
    tier = state.rules.strikes.unopposed(roll).attacker
    n = 0 if tier == MISS else effect.tiers[tier]
    seat = 1 - state.ctrl[source]
    turn = state.turn + (1 if state.active != seat else 2)  # that side's next turn
    for m in state.on_field(seat):
        if state.ctype[m] == CREATURE:
            set_marker(state, m, MOVE_LIMIT, turn << 3 | n)
    return f"die {roll}: in its next turn the opponent may move only {n} creature" \
        f"{'' if n == 1 else 's'}"


def _closable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return between(state, source, target) >= 0


def _pullable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.host[target] < 0 \
        and state.zone[target] == Z_BOARD and between(state, source, target) >= 0


def _resolve_pull(state: Kernel, source: int, target: int, effect: Effect) -> str:
    y = between(state, source, target)
    return f"{shift(state, target, y)} is pulled to {label_of(y)}"


def _resolve_close_in(state: Kernel, source: int, target: int, effect: Effect) -> str:
    y = between(state, source, target)
    return f"{shift(state, source, y)} moves to {label_of(y)}"


def follow(state: Kernel, source: int, cell: int, movement: int) -> str:
    """``follow``: the ability's card takes the cell its move left free — a flyer lands
    there, losing flying, with ``movement``. The log's words."""
    if state.cells[cell] >= 0:
        return ""
    where = state.at(source)
    if state.is_flyer(source):
        if not state.lose_flying(source, cell):
            return ""
        state.move_max[source] = movement
        return f"{where} lands on {label_of(cell)} (movement {movement})"
    shift(state, source, cell)
    return f"{where} moves to {label_of(cell)}"


def _new_host(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """``target`` may become the host of the ability's card, a symbiote or parasite
    (209.1, 209.2, 209.4): a ground creature in play with no guest, not itself a guest,
    not its host already, of the guest's side for a symbiote, of the enemy's for a
    parasite."""
    subtypes = state.cards.subtypes
    kind = subtypes[state.kinds[source]]
    if kind not in (SYMBIOTE, PARASITE) or state.zone[source] != Z_BOARD:
        return False
    return (valid_in_play(state, source, target, effect) and state.zone[target] == Z_BOARD
            and state.ctype[target] == CREATURE and state.guest[target] < 0
            and state.host[target] < 0 and target != state.host[source]
            and subtypes[state.kinds[target]] not in (SYMBIOTE, PARASITE)
            and (state.ctrl[target] != state.ctrl[source]) == (kind == PARASITE))


def _resolve_rehost(state: Kernel, source: int, target: int, effect: Effect) -> str:
    where = state.at(source)
    state.rehost(source, target)
    return f"{where} goes onto {state.at(target)}, its new host"


def trampled(state: Kernel, card: int, victim: int) -> bool:
    """Whether ``card``'s jump may land on ``victim``'s cell, destroying it: a passive
    ``trample`` N of ``card`` holds, and ``victim`` is a face-up creature standing on
    the battlefield (a host, not a guest), not incorporeal, with N or fewer lives left,
    that nothing of its own stops the destroying (stamina, an impact's protection)."""
    if state.ctype[victim] != CREATURE or state.face_down[victim] or victim == card \
            or state.zone[victim] != Z_BOARD or state.host[victim] >= 0:
        return False
    for ability in state.abilities_of(card):
        if ability.bit != T_PASSIVE:
            continue
        for effect in ability.effects:
            if effect.op == "trample" and state.lives_left(victim) <= effect.amount \
                    and ability.condition.holds(state, card) \
                    and not state.has_keyword(victim, "incorporeal") \
                    and unstopped(state, card, victim, effect):
                return True
    return False


def trample(state: Kernel, card: int, victim: int) -> None:
    """``card`` jumps onto ``victim``'s cell: ``victim`` is destroyed first (a symbiote
    on it with it, 209.4), freeing the cell."""
    if state.log is not None:
        state.emit(state.ctrl[card], "battle", f"{state.at(card)} tramples "
                   f"{state.at(victim)}")
    state.kill([victim], {victim: card})


def _may_take_host(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The ability's card (a flyer, or on a cell: no host yet) may go onto ``target``: an
    enemy creature on the battlefield with no symbiote, itself none (a host of none)."""
    return unstopped(state, source, target, effect) and state.host[source] < 0 \
        and state.zone[target] == Z_BOARD and state.guest[target] < 0 \
        and state.host[target] < 0 \
        and state.ctype[target] == CREATURE and target != source


def _resolve_become_parasite(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if not state.become_guest(source, target):
        return "no effect"
    return f"{state.label(source)} becomes the parasite of {state.at(target)}"


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("become_parasite", no_params, _may_take_host, _resolve_become_parasite,
              lambda e: "it goes (with no host yet) as a parasite"),
    Operation("move", _move_params, unstopped, _resolve_move,
              lambda e: signed_words("movement")(e) + until_words(e.until)),
    Operation("movement", amount_params, _walker, _resolve_movement,
              signed_words("to its movement for the rest of the battle")),
    Operation("land", no_params, _landable, no_resolve,
              lambda e: "it lands on a free cell next to it (its controller's choice)"),
    Operation("move_to", _destination_params, _placeable, no_resolve,
              lambda e: e.destination.words(False) if e.destination else ""),
    Operation("swap", _destination_params, _placeable, no_resolve,
              lambda e: e.destination.words(True) if e.destination else ""),
    Operation("diagonal_move", no_params, valid_in_play, resolve_passive,
              lambda e: "it may move to a diagonal neighbour (one movement point a step)"),
    Operation("wraparound", no_params, valid_in_play, resolve_passive,
              lambda e: "the outermost cells of a row are next to each other for its steps and "
              "simple strikes"),
    Operation("hold_near", no_params, valid_in_play, resolve_passive,
              lambda e: "an enemy creature next to it moves only to cells next to it"),
    Operation("bar_half", no_params, valid_in_play, resolve_passive,
              lambda e: "enemy creatures cannot move onto its side's half"),
    Operation("leap_near", no_params, valid_in_play, resolve_passive,
              lambda e: "enemy creatures jump or teleport only to free cells next to it"),
    Operation("close_in", no_params, _closable, _resolve_close_in,
              lambda e: "this card moves onto the free cell between them"),
    Operation("pull", no_params, _pullable, _resolve_pull,
              lambda e: "it is pulled onto the free cell between them"),
    Operation("follow", amount_params, valid_always, no_resolve,
              lambda e: "this card takes the cell it left (a flyer lands there, losing "
              f"flying, with movement {e.amount})"),
    Operation("mark_cell", _mark_cell_params, _placeable, no_resolve,
              lambda e: f"a {e.token} on {'any' if e.any_cell else 'a free'} cell its "
              "controller chooses"
              + until_words(e.until) + (" (the cell counts as occupied)"
                                        if e.token == OCCUPYING else "")),
    Operation("mark_line", _mark_line_params, _placeable, no_resolve,
              lambda e: f"a {e.token} on up to {e.amount} cells in a straight line from it, "
              "its controller's choice" + until_words(e.until)
              + (" (the cards on them take 1 more wound from ranged attacks, poison and "
                 "this card's strikes)" if e.token == LIGHT else "")),
    Operation("move_mark", _move_mark_params, _mark_movable, no_resolve,
              lambda e: f"its {e.token} moves one cell (orthogonally), its player's choice"),
    Operation("strangle", no_params, _strangleable, _resolve_strangle,
              lambda e: "a strangling marker (one: it cannot move, two: nor attack, three: "
              "it is destroyed) while a strangler stands next to it"),
    Operation("pin", no_params, _pinnable, _resolve_pin,
              lambda e: "it cannot move from its cell while this card stays where it is"),
    Operation("charge", amount_params, _chargeable, _resolve_charge,
              lambda e: f"step onto its cell, pushing it {e.amount} cell"
              f"{'' if e.amount == 1 else 's'} on (onto a free cell; a movement point)"),
    Operation("drift", only_true("drift"), _driftable, _resolve_drift,
              lambda e: "it moves to the next cell the way this card just stepped (a free "
              "one)"),
    Operation("rearrange", only_true("rearrange"), _may_rearrange, _resolve_rearrange,
              lambda e: "its player may rearrange its cards on its half of the battlefield, "
              "face down"),
    Operation("fill_gap", only_true("fill_gap"), _fills_gap, _resolve_fill_gap,
              lambda e: "it moves onto that cell (if still free; no movement of its own is "
              "spent)"),
    Operation("push", amount_params, _pushable, _resolve_push,
              lambda e: f"push it {e.amount} cell{'' if e.amount == 1 else 's'} away "
              "(onto a free cell, in the direction from this card)"),
    Operation("move_limit", _move_limit_params, valid_in_play, _resolve_move_limit,
              lambda e: "in its next turn the opponent moves only "
              f"{'-'.join(map(str, e.tiers))} creatures (the die picks)"),
    Operation("host_move", amount_params, valid_in_play, resolve_passive,
              signed_words("to its host's movement")),
    Operation("rehost", no_params, _new_host, _resolve_rehost,
              lambda e: "this card (a symbiote or parasite) goes onto it, its new host"),
    Operation("trample", amount_params, valid_in_play, resolve_passive,
              lambda e: "its jump may land on the cell of a creature (not incorporeal, not "
              f"a symbiote) with {e.amount} or fewer lives left, destroying it"),
)
