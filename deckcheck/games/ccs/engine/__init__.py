"""The Cardcaptors (Card Captor Sakura) CCG rules engine.

>>> from deckcheck.games.ccs.engine import new_game
>>> deck = {"C1": 3, "C2": 3, "C3": 3, "C4": 3, "S5": 3, "R1": 2,
...         "CS2": 1, "CS3": 1, "CS6": 1, "CS7": 1, "CS10": 1, "CS11": 1}
>>> state = new_game(deck, deck, seed=1)
>>> state.current_player(), state.is_terminal()
(0, False)
>>> while not state.is_terminal():
...     state.apply(state.legal_actions()[0])
>>> state.outcome().reason in ("win_pattern", "pile_exhausted", "stalled", "turn_limit")
True

A deck is a plain ``{card_id: copies}`` mapping holding both the player's deck and the
spirit deck (Clow Spirit cards, ``CS…``, go to the spirit deck).
"""

from __future__ import annotations

from collections.abc import Mapping

from deckcheck.games.ccs.engine.cards import CardTable, card_table
from deckcheck.games.ccs.engine.rules import Rules, load_rules
from deckcheck.games.ccs.engine.state import State


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

    ``rules`` default to the bundled ``cardsets/ccs/rules.yaml``; ``cards`` to the bundled
    catalogue. ``log=True`` records a readable log (:attr:`State.log`).
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
