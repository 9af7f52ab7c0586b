"""``deckcheck play --board``: one game drawn in the terminal, turn by turn.

The pictures are those of the replay page (:mod:`deckcheck.doctor.watch`): the engine's
state read from its fields, for a view (``--seen-by``: a seat's view names none of the
other seat's hidden cards, in the board or the log). The log's lines are printed, and the
board is drawn as each turn begins — after the last decision of the turn before and the
new turn's own beginning, so a board shows what the lines above it say — and at the
game's end. The board is the game's own (:meth:`deckcheck.engine.api.Game.watch_board`):
Berserk's 5×6 field, CCS's spirits on the table and hands; a game that draws none gets
its title alone. Everything fits in :data:`MAX_WIDTH` columns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from deckcheck.diagnostics import printable
from deckcheck.doctor.watch import Watch

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

#: The widest the board is drawn, whatever the terminal's width.
MAX_WIDTH: Final = 100
#: The longest card name in a field cell (longer names end in "…").
SHORT: Final = 13


def short_name(name: str, size: int = SHORT) -> str:
    """A card's name without its id (``Орк (VS-013)`` -> ``Орк``), cut to ``size``."""
    base = name.rsplit(" (", 1)[0] if name.endswith(")") else name
    return base if len(base) <= size else base[: size - 1] + "…"


def board_steps(steps: Sequence[dict[str, Any]]) -> list[int]:
    """The steps the board is drawn at: the first, each turn's first (the state after the
    turn before it ended and the new one began: what the lines above it say), the last."""
    marks = [i for i in range(len(steps)) if i == 0 or steps[i]["t"] != steps[i - 1]["t"]]
    if steps and marks[-1] != len(steps) - 1:
        marks.append(len(steps) - 1)
    return marks


def title(step: dict[str, Any], last: bool) -> str:
    """``Turn 3 · main`` (the board as the turn begins), or ``Game over · turn 9``."""
    if last:
        return f"Game over · turn {step['t']}"
    return f"Turn {step['t']} · {step['ph']}" if step["ph"] else f"Turn {step['t']}"


def render_board_game(console: Console, watched: Watch, bottom: int,
                      deck_names: Sequence[str]) -> None:
    """``watched``'s log lines, with the board drawn as each turn begins (after the last
    decision of the turn before: a board always shows what the lines above it say) and
    at the end."""
    start = 0
    width = min(console.width, MAX_WIDTH)
    marks = board_steps(watched.steps)
    for mark in marks:
        for step in watched.steps[start:mark + 1]:
            for line in step["log"]:
                console.print(printable(line), width=width, overflow="fold", soft_wrap=False)
        drawn = board(watched, watched.steps[mark], bottom, deck_names, width,
                      last=mark == len(watched.steps) - 1)
        console.print(drawn, width=width, soft_wrap=False)
        start = mark + 1


def board(watched: Watch, step: dict[str, Any], bottom: int, deck_names: Sequence[str],
          width: int = MAX_WIDTH, *, last: bool = False) -> RenderableType:
    """One step's board, at most ``width`` columns wide (``last``: the game's end): the
    game's own (:meth:`~deckcheck.engine.api.Game.watch_board`), or its title alone for
    a game that draws none (the log above tells the game)."""
    from rich.text import Text

    from deckcheck.games.engines import get_game

    heading = title(step, last)
    drawn = get_game(watched.game).watch_board(watched, step, bottom, deck_names, width, heading)
    return Text(heading, overflow="fold") if drawn is None else drawn


def card_name(watched: Watch, index: int, size: int = SHORT) -> str:
    """A card of a step by its index in ``watched.names``: its :func:`short_name`, or
    ``?`` when the viewer does not see it."""
    return "?" if index < 0 else short_name(printable(watched.names[index]), size)
