"""Battle positions set up directly, like python-chess's ``Board(fen)``: for tests, for
analysis, and for trying a rule in a chosen situation.

>>> from deckcheck.games.berserk.engine.position import Put, arrange
>>> state = arrange([Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4")])
>>> state.describe(state.legal_actions()[-2])
'Кочевник@c3 strikes Кшар@c4'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.board import cell as cell_of
from deckcheck.games.berserk.engine.cards import ABSORB, CardTable
from deckcheck.games.berserk.engine.kernel import number_in
from deckcheck.games.berserk.engine.rules import Rules, load_rules
from deckcheck.games.berserk.engine.state import (
    MAIN,
    R_NONE,
    Z_BOARD,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVE,
    State,
)


@dataclass(frozen=True)
class Put:
    """One card of a position: its id, its owner's seat and where it is.

    ``at`` is a cell (``c3``), ``air`` (the additional zone), ``grave`` or ``deck``.
    ``on_host`` puts it (a symbiote) on the card already at ``at``.
    """

    card: str
    seat: int
    at: str
    closed: bool = False
    face_down: bool = False
    wounds: int = 0
    on_host: bool = False
    #: The turn it came under its player's control (seed 107.5); 0: before the battle.
    control_turn: int = 0


def arrange(
    cards: Iterable[Put],
    *,
    active: int = 0,
    turn: int = 3,
    first: int = 0,
    seed: int = 0,
    table: CardTable | None = None,
    rules: Rules | None = None,
    log: bool = True,
    **options: Any,
) -> State:
    """A game in ``active``'s main phase of ``turn`` with exactly these cards in play.

    ``options`` replace rules options (``adjacency="four"`` ...). The start-of-turn steps
    (opening, regeneration) have already happened: cards are open unless ``closed``,
    creatures have their full movement and armour.
    """
    base = rules or load_rules()
    if options:
        base = replace(base, **options)
    puts = list(cards)
    decks: list[Counter[str]] = [Counter(), Counter()]
    for put in puts:
        decks[put.seat][put.card] += 1
    state = new_game(dict(decks[0]), dict(decks[1]), seed=seed, rules=base, log=log,
                     cards=table)
    free: dict[tuple[int, str], list[int]] = {}
    for number, kind in enumerate(state.kinds):
        free.setdefault((state.owners[number], state.cards.ids[kind]), []).append(number)
    for seat in (0, 1):
        for name in ("deck", "deal", "squad", "extra", "grave", "recruited"):
            getattr(state, name)[seat] = []
    state.dying = []
    state.cells = [-1] * len(state.cells)
    n = len(state.kinds)
    state.zone = [Z_DECK] * n
    state.cell = [-1] * n
    state.host = [-1] * n
    state.guest = [-1] * n
    for put in puts:
        c = free[(put.seat, put.card)].pop(0)
        state.face_down[c] = put.face_down
        state.closed[c] = put.closed
        state.wounds[c] = put.wounds
        state.control_turn[c] = put.control_turn
        state.moves[c] = max(0, state.move_max[c])
        state.armour_left[c] = number_in(state.eff[c], ABSORB)
        if put.at == "air":
            state.zone[c] = Z_EXTRA
            state.extra[put.seat].append(c)
        elif put.at == "grave":
            state.zone[c] = Z_GRAVE
            state.grave[put.seat].append(c)
        elif put.at == "deck":
            state.zone[c] = Z_DECK
            state.deck[put.seat].append(c)
        else:
            x = cell_of(put.at)
            state.zone[c] = Z_BOARD
            state.cell[c] = x
            if put.on_host:
                h = state.cells[x]
                if h < 0:
                    raise ValueError(f"no host on {put.at} for {put.card}")
                state.host[c] = h
                state.guest[h] = c
            else:
                if state.cells[x] >= 0:
                    raise ValueError(f"{put.at} is taken")
                state.cells[x] = c
    state.field_changed()
    state.first = first
    state.turn = turn
    state.active = active
    state.to_move = active
    state.phase = MAIN
    state.resume = R_NONE
    state.hosting = []
    state.rearranging = []
    state.burying = []
    state.strike_ctx = None
    state.quiet = 0
    state.history = []
    state.forced = []
    state._outcome = None
    if state.log is not None:
        state.log.clear()
    state._check_win()
    state._settle()
    return state


__all__ = ["Put", "arrange"]
