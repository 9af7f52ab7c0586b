"""The 5×6 battlefield: cells, their names, neighbours and each player's rows.

Cells are numbered 0-29, row by row: cell ``(row - 1) * 5 + column`` for board rows
1-6 and columns a-e (0-4). Seat 0 (usually the First player) holds rows 1-3, seat 1
rows 4-6. A player counts its rows from the front: its 1st row faces the enemy (seat 0's
is board row 3, seat 1's board row 4), its 3rd row is the back row.

>>> label(0), label(29), cell("c3")
('a1', 'e6', 12)
>>> player_row(0, 12), player_row(1, 15)
(1, 1)
>>> [label(c) for c in NEIGHBOURS4[0]]
['b1', 'a2']
"""

from __future__ import annotations

from typing import Final

COLUMNS: Final = "abcde"
ROWS: Final = 6
WIDTH: Final = 5
CELLS: Final = ROWS * WIDTH


def label(cell_: int) -> str:
    """The cell's name, ``a1`` … ``e6``."""
    return f"{COLUMNS[cell_ % WIDTH]}{cell_ // WIDTH + 1}"


def cell(name: str) -> int:
    """The cell named ``a1`` … ``e6``."""
    if len(name) != 2 or name[0] not in COLUMNS or not "1" <= name[1] <= "6":
        raise ValueError(f"not a cell: {name!r} (cells are a1 … e6)")
    return (int(name[1]) - 1) * WIDTH + COLUMNS.index(name[0])


def row_of(cell_: int) -> int:
    """The board row (1-6)."""
    return cell_ // WIDTH + 1


def player_row(seat: int, cell_: int) -> int:
    """The row as ``seat`` counts it (1 = its front row), or 0 outside its half."""
    row = row_of(cell_)
    n = 4 - row if seat == 0 else row - 3
    return n if 1 <= n <= 3 else 0


def board_cell(seat: int, row: int, column: str) -> int:
    """The cell of ``seat``'s ``row`` (1 = front) in ``column`` (a-e)."""
    board_row = 4 - row if seat == 0 else 3 + row
    return (board_row - 1) * WIDTH + COLUMNS.index(column)


def half(seat: int) -> tuple[int, ...]:
    """The 15 cells of ``seat``'s half."""
    rows = range(0, 3) if seat == 0 else range(3, 6)
    return tuple(r * WIDTH + c for r in rows for c in range(WIDTH))


def _neighbours(cell_: int, diagonal: bool) -> tuple[int, ...]:
    r, c = divmod(cell_, WIDTH)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0) or (not diagonal and dr and dc):
                continue
            nr, nc = r + dr, c + dc
            if 0 <= nr < ROWS and 0 <= nc < WIDTH:
                out.append(nr * WIDTH + nc)
    return tuple(out)


#: Orthogonal neighbours (movement).
NEIGHBOURS4: Final[tuple[tuple[int, ...], ...]] = tuple(_neighbours(i, False) for i in range(CELLS))
#: Orthogonal and diagonal neighbours.
NEIGHBOURS8: Final[tuple[tuple[int, ...], ...]] = tuple(_neighbours(i, True) for i in range(CELLS))

#: Sets of cells as bit masks (bit ``x`` for cell ``x``): asking whether any cell of a
#: neighbourhood holds something is one AND instead of a loop over the cells.
BIT: Final[tuple[int, ...]] = tuple(1 << x for x in range(CELLS))
#: ``NEIGHBOURS4_MASK[x]``: the cells of ``NEIGHBOURS4[x]`` as a mask.
NEIGHBOURS4_MASK: Final[tuple[int, ...]] = tuple(sum(BIT[y] for y in n) for n in NEIGHBOURS4)
#: ``NEIGHBOURS8_MASK[x]``: the cells of ``NEIGHBOURS8[x]`` as a mask.
NEIGHBOURS8_MASK: Final[tuple[int, ...]] = tuple(sum(BIT[y] for y in n) for n in NEIGHBOURS8)


def distance(a: int, b: int) -> int:
    """Cells between two cells, diagonal steps counting one (Chebyshev distance)."""
    ra, ca = divmod(a, WIDTH)
    rb, cb = divmod(b, WIDTH)
    return max(abs(ra - rb), abs(ca - cb))


#: ``DISTANCE[a][b] == distance(a, b)``, for the heuristic's hot loop.
DISTANCE: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(distance(a, b) for b in range(CELLS)) for a in range(CELLS)
)


def _two_apart(a: int, b: int) -> bool:
    ra, ca = divmod(a, WIDTH)
    rb, cb = divmod(b, WIDTH)
    dr, dc = rb - ra, cb - ca
    return max(abs(dr), abs(dc)) == 2 and not dr % 2 and not dc % 2


#: ``TWO_APART_MASK[x]``: the cells two steps from ``x`` along a row, a column or a
#: diagonal, one cell between them (what an attack "through a row" reaches).
TWO_APART_MASK: Final[tuple[int, ...]] = tuple(
    sum(BIT[b] for b in range(CELLS) if _two_apart(a, b)) for a in range(CELLS)
)

#: ``HALF_CELLS[seat]``: the cells of ``seat``'s half of the battlefield (its rows 1-3),
#: lowest first.
HALF_CELLS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(x for x in range(CELLS) if player_row(seat, x)) for seat in (0, 1)
)
