"""How long an effect lasts: one vocabulary for the ends a card prints, and the rules'
default for an effect that prints none.

A card prints when a change ends («до конца хода», «до конца хода противника», «до конца
вашего следующего хода» ...); an effect record names it with ``until`` (:data:`UNTIL`).
With no end printed the change lasts while the card stays in play: rules.yaml
``effect_duration`` holds that default with its source (seed 110.3: an effect belongs to
the card it is applied to; 205.2: a card leaving play loses its acquired properties).
The turn an effect lasts to is counted from whose turn it is when it is applied: "to the
end of your turn" applied in the opponent's turn is your next one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.language import AbilityError
from deckcheck.games.berserk.engine.kernel import Kernel


def turns_of(record: Mapping[str, Any], op: str, default: int, least: int) -> int:
    """An effect's ``turns``: a whole number, at least ``least``."""
    turns = record.get("turns", default)
    if not isinstance(turns, int) or turns < least:
        what = "a whole number" + (f" from {least}" if least else "")
        raise AbilityError(f"{op}: turns is {what}, not {turns!r}")
    return turns


#: Lasting while the card stays in play (the default when no end is printed).
LASTING: Final = "lasting"

#: The printed ends an effect may name (``until``, the card facts' names for them) and
#: their words in the log (last_turn counts the turn each runs to).
UNTIL: Final[Mapping[str, str]] = {
    "end_of_turn": "to the end of this turn",
    "end_of_your_turn": "to the end of your turn",
    "end_of_opponent_turn": "to the end of the opponent's turn",
    "end_of_your_next_turn": "to the end of your next turn",
    LASTING: "while it stays in play",
}


def until_param(record: Mapping[str, Any], op: str) -> str:
    """An effect's printed end (``until``), "" when none is printed (the rules' default)."""
    until = record.get("until", "")
    if until and until not in UNTIL:
        raise AbilityError(f"{op}: until is one of {', '.join(UNTIL)}, not {until!r}")
    return str(until)


def last_turn(state: Kernel, source: int, until: str) -> int:
    """The last turn an effect of ``source``'s applied now lasts in, by its printed end
    (``until``; "" for the rules' default); 0 while the card stays in play."""
    until = until or state.rules.effect_duration
    if until == LASTING:
        return 0
    mine = state.active == state.ctrl[source]
    turn = state.turn
    if until == "end_of_turn":
        return turn
    if until == "end_of_your_turn":
        return turn if mine else turn + 1
    if until == "end_of_opponent_turn":
        return turn + 1 if mine else turn
    return turn + 2 if mine else turn + 1  # end_of_your_next_turn


def until_words(until: str) -> str:
    """The log's and the descriptions' words for a printed end ("" for none)."""
    return f" {UNTIL[until]}" if until else ""
