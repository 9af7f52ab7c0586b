"""The Berserk CCG rules engine (2023 relaunch of the classic field game).

>>> from deckcheck.games.berserk.engine import new_game
>>> from deckcheck.games.berserk.engine.game import GAME
>>> horde, swamp = GAME.sample_decks()
>>> state = new_game(horde, swamp, seed=1)
>>> state.current_player(), state.is_terminal()
(0, False)
>>> while not state.is_terminal():
...     state.apply(state.legal_actions()[-1])
>>> state.outcome().reason in ("annihilation", "mutual_annihilation", "no_creatures",
...                             "stalled", "turn_limit")
True

A deck is a plain ``{card_id: copies}`` mapping; each player recruits a squad from a
deal of 15 of its cards (seat 0 is the First player unless the rules roll for it).
"""

from __future__ import annotations

from collections.abc import Mapping

from deckcheck.games.berserk.engine.cards import CardTable, card_table
from deckcheck.games.berserk.engine.rules import Rules, load_rules
from deckcheck.games.berserk.engine.state import State


def new_game(
    deck_a: Mapping[str, int],
    deck_b: Mapping[str, int],
    seed: int = 0,
    rules: Rules | None = None,
    *,
    log: bool = False,
    names: tuple[str, str] = ("A", "B"),
    cards: CardTable | None = None,
) -> State:
    """A new game with ``deck_a`` in seat 0 and ``deck_b`` in seat 1.

    ``rules`` default to the bundled ``cardsets/berserk/rules.yaml`` (with its
    ``strike-table.yaml``); ``cards`` to the bundled catalogue. ``log=True`` records a
    readable log (:attr:`State.log`).
    """
    return State.start(
        cards or card_table(),
        rules or load_rules(),
        (deck_a, deck_b),
        seed,
        log=log,
        names=names,
    )


__all__ = ["CardTable", "Rules", "State", "card_table", "load_rules", "new_game"]
