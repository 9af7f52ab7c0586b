"""on_field's kept lists after a card (and a symbiote on it, of either side) moves: the
state keeps each list in field order (by cell, the air last) rather than listing the
field anew (State._field_stepped); each is the field listed anew, whatever the move
(along a row, across rows, past other cards, with a guest of the other side)."""

from __future__ import annotations

import random

from deckcheck.games.berserk.engine.board import CELLS
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import Put, card
from tests.games.berserk.helpers.abilities import position


def _lists_hold(s: State) -> None:
    for seat in (0, 1, None):
        assert s.on_field(seat) == s._list_field(seat), seat


def test_kept_field_lists_follow_every_move() -> None:
    rng = random.Random(11)
    for _ in range(12):
        cells = rng.sample(["a1", "a3", "b2", "b5", "c1", "c4", "d2", "d6", "e3", "e5"], 8)
        puts = [Put("VS-001", i % 2, at) for i, at in enumerate(cells)]
        puts.append(Put("VS-933", 0, cells[0], on_host=True))  # a guest of its own side
        puts.append(Put("VS-943", 1, cells[2], on_host=True))  # (VS-001 of seat 0 there)
        puts.append(Put("VS-011", 0, "air"))
        s = position(*puts)
        movers = [card(s, "VS-001", seat, n) for seat in (0, 1) for n in range(4)]
        for _ in range(30):
            for which in (0, 1, None):
                s.on_field(which)  # (kept: the moves below keep them or not)
            c = rng.choice(movers)
            free = [y for y in range(CELLS) if s.cells[y] < 0]
            s.put(c, rng.choice(free))
            _lists_hold(s)
            assert s.cell[c] >= 0 and s.cells[s.cell[c]] == c
