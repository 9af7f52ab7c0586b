"""``deckcheck play --board``: one game drawn in the terminal, turn by turn.

The pictures are those of the replay page (:mod:`deckcheck.engine.watch`): the engine's
state read from its fields, for a view (``--seen-by``: a seat's view names none of the
other seat's hidden cards, in the board or the log). The log's lines are printed, and the
board is drawn as each turn begins — after the last decision of the turn before and the
new turn's own beginning, so a board shows what the lines above it say — and at the
game's end: Berserk's 5×6 field (each card's short
name, lives left of its lives, closed, face down, a guest), the cards above the field,
crystals and graveyard sizes; CCS's spirits on the table, hands, cards in play, captured
spirits and piles. Everything fits in :data:`MAX_WIDTH` columns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from deckcheck.batch.records import LABELS
from deckcheck.engine.watch import CLOSED, FACE_DOWN, GUEST, Watch
from deckcheck.loading.diagnostics import printable

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

#: The widest the board is drawn, whatever the terminal's width.
MAX_WIDTH: Final = 100
#: The longest card name in a field cell (longer names end in "…").
SHORT: Final = 13
LEGEND: Final = "lives left/lives · c closed · d face down · + guest · ? hidden"


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
    return f"Game over · turn {step['t']}" if last else f"Turn {step['t']} · {step['ph']}"


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
    """One step's board, at most ``width`` columns wide (``last``: the game's end)."""
    if watched.game == "berserk":
        return _berserk(watched, step, bottom, deck_names, width, title(step, last))
    return _ccs(watched, step, deck_names, width, title(step, last))


def _name(watched: Watch, index: int, size: int = SHORT) -> str:
    return "?" if index < 0 else short_name(printable(watched.names[index]), size)


def _card(watched: Watch, card: Sequence[Any]) -> str:
    name, deck, wounds, lives, flags, _ = card
    state = ("c" if flags & CLOSED else "") + ("d" if flags & FACE_DOWN else "")
    life = f"{lives - wounds}/{lives}" if lives >= 0 else (f"w{wounds}" if wounds else "")
    words = f"{'+' if flags & GUEST else ''}{LABELS[deck]} {_name(watched, name)} {life}"
    return words.rstrip() + (f" {state}" if state else "")


def _berserk(watched: Watch, step: dict[str, Any], bottom: int, deck_names: Sequence[str],
             width: int, heading: str) -> RenderableType:
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    by_cell: dict[int, list[str]] = {}
    for cell, card in step["f"]:
        by_cell.setdefault(cell, []).append(_card(watched, card))
    field = Table(box=box.SQUARE, show_header=True, header_style="bold", padding=(0, 0),
                  show_lines=True,
                  title=heading, title_justify="left",
                  width=min(width, 90))  # (cells of equal width, whatever they hold)
    field.add_column("", width=1, no_wrap=True)
    for col in "abcde":
        field.add_column(col, ratio=1, overflow="fold")
    for row in range(6, 0, -1):
        cells = [
            "\n".join(by_cell.get((row - 1) * 5 + col, [])) for col in range(5)
        ]
        field.add_row(str(row), *cells)

    def side(d: int) -> Text:
        crystals = step["cr"][d]
        money = (f"spent {crystals[0]} gold, {crystals[1]} silver (left {crystals[2]}, "
                 f"{crystals[3]})" if crystals else "crystals unseen")
        deck, deal, squad = step["n"][d]
        air = ", ".join(_card(watched, c) for c in step["air"][d]) or "—"
        words = (f"{LABELS[d]} ({printable(deck_names[d])}): {money} · deck {deck}"
                 + (f" · deal {deal}" if deal else "") + (f" · squad {squad}" if squad else "")
                 + f" · graveyard {len(step['gy'][d])}\n  above the field: {air}")
        recruits = step.get("rc", [None, None])[d]
        if recruits:
            for label, names in zip(("deal", "squad"), recruits, strict=True):
                if names:
                    listed = ", ".join(printable(watched.names[n]) for n in names)
                    words += f"\n  {label}: {listed}"
        return Text(words, overflow="fold")

    top = 1 - bottom  # the deck whose rows 4-6 are drawn at the top
    return Group(side(top), field, side(bottom), Text(LEGEND, style="dim"))


def _ccs(watched: Watch, step: dict[str, Any], deck_names: Sequence[str],
         width: int, heading: str) -> RenderableType:
    from rich import box
    from rich.table import Table

    del width  # (the table is as wide as its rows, at most the console's width)
    table = Table(box=box.MINIMAL, title=heading,
                  title_justify="left", show_header=False, padding=(0, 1))
    table.add_column("", no_wrap=True)
    table.add_column("", ratio=1, overflow="fold")

    def names(indices: Sequence[int]) -> str:
        return ", ".join(_name(watched, i, 30) for i in indices) or "—"

    table.add_row("spirits", names(step["table"]))
    fight = step["bt"]
    if fight:
        spirit, cards, totals = fight[0], fight[1], fight[2]
        sides = " · ".join(
            f"{LABELS[d]} " + ("no card" if cards[d] < 0 else
                               f"{_name(watched, cards[d], 30)} = {totals[d]}")
            for d in (0, 1)
        )
        table.add_row("battle", f"for {_name(watched, spirit, 30)}: {sides}")
    for d in (0, 1):
        catches = " (catches)" if step["ct"] == d else ""
        table.add_row(f"{LABELS[d]}{catches}",
                      f"{printable(deck_names[d])} · deck {step['deck'][d]} · spirit pile "
                      f"{step['pile'][d]} · discard {len(step['disc'][d])}")
        table.add_row(f"  hand {len(step['hand'][d])}", names(step["hand"][d]))
        if step["play"][d]:
            table.add_row("  in play", names(step["play"][d]))
        table.add_row(f"  captured {len(step['cap'][d])}", names(step["cap"][d]))
    return table
