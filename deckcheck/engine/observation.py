"""What one seat may see of a game (:class:`Observation`), the agents' only view of it.

The class is part of the engine API (:mod:`deckcheck.engine.api` names it); it lives in a
module of its own so that it is compiled with the engines (mypyc): the runner's game loop
asks a :class:`SeatView` for the legal actions at every decision of every game.
"""

# deckcheck: compiled (a hot module: see deckcheck.engine.compiled)
from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from deckcheck.engine.streams import Rng

if TYPE_CHECKING:
    from deckcheck.engine.api import Action, GameState
    from deckcheck.engine.base import StateBase


class Observation:
    """What one seat may see of a game: the agents' only view of it.

    It answers the legal actions (the seat's own, when it is to act), the information
    state and the words for an action (naming no card the seat cannot see); for
    look-ahead it gives determinisations (:meth:`GameState.determinize`), never the real
    state or its generator. In one process, code that goes looking can still reach the
    state behind it: an agent you do not trust runs in a process of its own
    (:class:`deckcheck.batch.isolation.IsolatedAgent`), which is sent determinisations
    only.
    """

    __slots__ = ("__state", "player")

    def __init__(self, state: GameState, player: int):
        self.__state = state
        #: The seat observing.
        self.player = player

    @property
    def turn(self) -> int:
        return self.__state.turn

    def current_player(self) -> int:
        return self.__state.current_player()

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions: the observing seat's own when it is to act (they depend only
        on what it sees). A tuple: the state's own list is never handed out."""
        state = self.__state
        if state.current_player() != self.player:
            raise ValueError("only the seat to act sees its legal actions")
        return tuple(state.legal_actions())

    def information_state(self) -> Hashable:
        return self.__state.information_state(self.player)

    def determinize(self, rng: Rng) -> GameState:
        """A game this seat cannot tell from the real one, drawn from ``rng``."""
        return self.__state.determinize(self.player, rng)

    def describe(self, action: Action) -> str:
        """``action`` in words that name no card this seat cannot see."""
        return self.__state.describe_for(self.player, action)

    def seat_names(self) -> tuple[str, str]:
        return self.__state.seat_names()


class SeatView(Observation):
    """The :class:`Observation` that ``StateBase.play_out`` (the runner's game loop) gives
    each seat's agent: the same view, its legal actions read from the state's fields
    instead of through ``current_player()`` and ``legal_actions()`` (agents ask at every
    decision; compiled, this is a few machine instructions)."""

    __slots__ = ("_live",)

    def __init__(self, state: StateBase, player: int):
        super().__init__(state, player)  # type: ignore[arg-type]  # (a GameState's base)
        self._live = state

    def legal_actions(self) -> tuple[Action, ...]:
        state = self._live
        if state.to_move != self.player:
            raise ValueError("only the seat to act sees its legal actions")
        return state._legal
