"""A recorded game as steps to watch: the engine's own state after each decision, as one
seat saw it or as it was.

:func:`watch` replays a :class:`~deckcheck.batch.records.GameRecord` (checked against its
result by :func:`~deckcheck.batch.records.replay`) and takes, before the first decision
and after each one, a small picture of the state — read from the engine's fields, never
from its log — and the words of that step. The picture is the game's own
(:meth:`~deckcheck.engine.api.Game.watch_frame`: Berserk's field, a CCS table); a game
that draws none gives the turn alone, and its page and board show the log.

A seat's view holds nothing that seat did not see (the engines' information model:
:func:`deckcheck.games.berserk.engine.information.hidden_cards`, the CCS hand's ``known`` bits):
a hidden card is drawn as hidden, with no name, and a log line that names a card hidden
from the seat is left out (the decision's words are then the engine's
``describe_for(seat, action)``, which name no hidden card). Which lines those are the
engine says as it writes them (:attr:`~deckcheck.engine.api.LogEvent.hidden_from`: the
cards a line names, not their names — a seat's own card of the same name as a hidden one
keeps its lines, and what a view leaves out tells nothing the seat did not see).

What a search agent weighed at a decision (its alternatives, visits and values, when the
record holds them) is shown in the view of everything and in that agent's own seat's view,
never in the other seat's: the actions it did not take could name cards it held.

Steps are compact JSON (lists, and card names interned in one table) so that a page of a
long game stays small: see :class:`Watch` for the format.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from deckcheck.batch.records import LABELS, GameRecord, replay
from deckcheck.engine.api import Game, GameState

#: The views a page can be written for: a deck's seat, or everything.
VIEWS: Final = ("a", "b", "all")

#: A card's name index when the viewer does not see its identity.
HIDDEN: Final = -1


@dataclass
class Watch:
    """The steps of one game for one view.

    ``steps[i]`` is the state before decision ``i`` (the last step: after the last
    decision), a JSON object whose fields are, for every game: ``t`` the turn, ``ph``
    the phase ("" when the game names none), ``mv`` the deck to move (0 = A, 1 = B, or
    null), ``log`` the step's lines; ``sx`` the strikes of the step, each ``[line,
    facts]``: the index of its log line and the engine's facts of that strike
    (:attr:`LogEvent.facts`: a Berserk strike's dice, totals, the strike-table row, the
    hit and counter-strike); ``alt`` the actions a search agent weighed at the decision
    that led to the step, each ``[words, visits, value, chosen]`` (only when the record
    holds them), most visited first; ``value`` is the search's estimate, 0 to 1, of how
    well the action does for the seat that moved; a last row of value -1 counts the legal
    actions it never tried.

    The other fields are the game's picture (:meth:`~deckcheck.engine.api.Game.
    watch_frame`; e.g. :mod:`deckcheck.games.berserk.watch`): per-deck lists in deck
    order (A, B), whichever seat a deck sat in, a card by its index in :attr:`names`
    (:meth:`name`), or :data:`HIDDEN` when the viewer does not see it. :attr:`effects`
    holds, for the name of a card in play, what it does in a few words (:meth:`described`).
    """

    game: str
    view: str
    names: list[str] = field(default_factory=list)
    steps: list[dict[str, Any]] = field(default_factory=list)
    effects: dict[int, str] = field(default_factory=dict)
    _index: dict[str, int] = field(default_factory=dict)
    _plain: set[int] = field(default_factory=set)  # names of cards with no effect words

    def name(self, text: str) -> int:
        """``text``'s index in :attr:`names` (added once)."""
        found = self._index.get(text)
        if found is None:
            found = self._index[text] = len(self.names)
            self.names.append(text)
        return found

    def described(self, text: str, words: Callable[[], str | None]) -> int:
        """``text``'s index in :attr:`names`, with what the card does in :attr:`effects`
        (``words()``, asked once a name; None: it says nothing)."""
        index = self.name(text)
        if index not in self.effects and index not in self._plain:
            said = words()
            if said is None:
                self._plain.add(index)
            else:
                self.effects[index] = said
        return index


def view_seat(view: str, record: GameRecord) -> int | None:
    """The engine seat whose view ``view`` is (None: everything)."""
    if view not in VIEWS:
        raise ValueError(f"not a view: {view!r} (one of {', '.join(VIEWS)})")
    if view == "all":
        return None
    return record.seats().index(LABELS.index(view.upper()))


def watch(record: GameRecord, rules: Any = None, view: str = "all") -> Watch:
    """The steps of ``record`` for ``view`` (``a``, ``b`` or ``all``). Raises
    :class:`~deckcheck.batch.records.RecordError` as :func:`replay` does."""
    from deckcheck.games.engines import get_game

    seat = view_seat(view, record)
    out = Watch(record.game, view)
    game = get_game(record.game)
    decks = record.seats()  # the deck (0 = A) of each engine seat
    logged = 0
    decided: list[str] = []  # the words of the decision that led to the next step
    weighed: list[list[Any]] = []  # what a search agent weighed at that decision
    mover: int | None = None
    considered = dict(record.considered)

    def on_step(state: GameState, action: int | None) -> None:
        nonlocal logged, decided, weighed, mover
        events = (state.log or [])[logged:]
        logged += len(events)
        step = picture(game, state, out, seat, decks)
        lines = list(decided)
        strikes: list[list[Any]] = []
        for event in events:
            if seat in event.hidden_from:
                continue
            facts = event.facts
            if facts is not None and "strike" in facts:
                strikes.append([len(lines), facts["strike"]])
            lines.append(event.line())
        step["log"] = lines
        step["mv"] = mover
        if strikes:
            step["sx"] = strikes
        if weighed:
            step["alt"] = weighed
        out.steps.append(step)
        if action is not None:
            mover = decks[state.current_player()]

            def words(a: int) -> str:
                return state.describe(a) if seat is None else state.describe_for(seat, a)

            decided = [f"{LABELS[mover]}: {words(action)}"]
            # What an agent weighed is its own: a seat's view shows its own agent's
            # alternatives alone (the other's would tell what that seat holds).
            thoughts = considered.get(len(out.steps) - 1, ()) \
                if seat is None or state.current_player() == seat else ()
            # Most visited first (the search plays the most visited), then the better
            # valued; the last row counts the legal actions it never tried.
            weighed = [
                [words(a), visits, round(value, 4), a == action]
                for a, visits, value in sorted(thoughts, key=lambda t: (-t[1], -t[2]))
            ]
            untried = len(state.legal_actions()) - len(weighed)
            if weighed and untried > 0:
                weighed.append([f"{untried} other legal actions, not tried", 0, -1.0, False])

    replay(record, rules, log=True, on_step=on_step)
    return out


def picture(
    game: Game, state: GameState, out: Watch, seat: int | None, decks: Sequence[int]
) -> dict[str, Any]:
    """The state as ``seat`` sees it (everything for None), in :class:`Watch`'s format:
    the game's picture, or the turn alone when the game draws none."""
    drawn = game.watch_frame(state, out, seat, decks)
    return {"t": state.turn, "ph": ""} if drawn is None else drawn


def by_deck(values: Sequence[Any], decks: Sequence[int]) -> list[Any]:
    """Per-seat ``values`` in deck order (A, B)."""
    return [values[decks.index(0)], values[decks.index(1)]]
