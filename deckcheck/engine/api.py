"""The game-independent interface every rules engine implements.

A :class:`Game` makes states; a :class:`GameState` is one game in progress. The calls
are those of OpenSpiel (``legal_actions``, ``apply``, ``is_terminal``, ``clone``) with
python-chess's ``outcome()``. Actions are plain ints, cheap to list, store and compare;
``describe(action)`` gives the words for logs. Chance comes only from the state's own
``random.Random(seed)``, which ``clone()`` copies, so a seed and the list of actions
applied (``history``) reproduce a game exactly.

Information is explicit, as in OpenSpiel: ``information_state(seat)`` is a hashable key
of everything ``seat`` has seen (its own hand, the public zones, revealed cards, the
actions), and ``determinize(seat, rng)`` a copy of the game that ``seat`` cannot tell
from the real one — every hidden part (the opponent's hand, the order of every deck and
pile, face-down cards, the generator of future chance) drawn anew from ``rng``. Agents
never hold the real state: they get an :class:`Observation` of their seat, whose only
way to look ahead is a determinisation.

Sketch of a game loop (any game)::

    state = game.new_game(deck_a, deck_b, seed=7)
    while not state.is_terminal():
        actions = state.legal_actions()
        state.apply(actions[0])
    print(state.outcome())
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

from deckcheck.engine.observation import Observation as Observation
from deckcheck.engine.streams import Rng

if TYPE_CHECKING:
    from deckcheck.doctor.watch import Watch

#: An action: a small non-negative int whose meaning is the game's.
Action = int
#: A deck as the engines take it: card id -> copies (a game may split it into parts by type).
Decklist = Mapping[str, int]

S = TypeVar("S", bound="GameState")


class IllegalActionError(ValueError):
    """An action that is not among the state's legal actions."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended. ``winner`` is a seat (0 or 1), or None for a draw."""

    winner: int | None
    #: A stable code: the game's own (``win_pattern`` ...) or ``turn_limit``/``stalled``.
    reason: str
    #: The same in words, for logs.
    detail: str

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason, "detail": self.detail}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcome:
        winner = data.get("winner")
        return cls(
            winner=winner if isinstance(winner, int) else None,
            reason=str(data["reason"]),
            detail=str(data.get("detail", "")),
        )


@dataclass(frozen=True)
class LogEvent:
    """One line of a game's log: the turn, the seat concerned (if any), a kind and words.

    ``kind`` lets a renderer colour lines; engines use ``turn``, ``reveal``, ``play``,
    ``battle``, ``capture``, ``escape``, ``draw``, ``info`` and ``end``.

    ``facts``: what the line says as data, for a reader that draws it (the replay page's
    strike panel: a Berserk strike's dice, totals and strike-table row), or None.

    ``hidden_from``: the seats that did not see a card the line names when it was written
    (a card of the other seat whose identity that seat does not see, by the engine's
    information model): a seat's view of the game leaves the line out. Which seats is
    decided by the cards the line names, never by their names, so that what a view leaves
    out tells nothing a seat could not see.

    Neither is compared: two events with the same words are the same line.
    """

    turn: int
    player: int | None
    kind: str
    text: str
    facts: Mapping[str, Any] | None = field(default=None, compare=False)
    hidden_from: tuple[int, ...] = field(default=(), compare=False)

    def line(self) -> str:
        """The event as one line of a plain-text log (turn headers unindented)."""
        return self.text if self.kind == "turn" else f"  {self.text}"


@dataclass(frozen=True)
class SearchSettings:
    """The search agent's settings for one game (found by measuring against greedy)."""

    #: A difference of the game's heuristic worth about one logistic unit of winning
    #: chances (how a position's rating becomes a value between 0 and 1).
    value_scale: float = 100.0
    #: Random actions played after the tree before the heuristic rates the position.
    rollout_depth: int = 4
    #: UCB1's exploration constant.
    exploration: float = 0.7
    #: How strongly the seat to move's one-move ratings of its actions bias their first
    #: visits (0: not at all).
    prior_weight: float = 1.0
    #: A decision below the root gets its ratings at this visit (0: only the root's).
    prior_visits: int = 0
    #: Which decisions are told apart by the listing of their seat's actions: ``none``,
    #: ``opponent`` or ``all`` (:class:`~deckcheck.engine.agents.SearchAgent`).
    split: str = "none"
    #: The chance that a play-out action is the seat's best-rated, not a random one.
    greedy_rollouts: float = 0.0
    #: Whether a step of the tree is a seat's whole run of decisions in a row.
    macro: bool = False


class ObservationLike(Protocol):
    """What an agent asks of its view of the game: an :class:`Observation`'s calls.

    deckcheck's agents take any object that answers them (an :class:`Observation` in
    every game deckcheck plays; a stand-in in a test, or another engine's bridge), so they
    are annotated with this protocol rather than the class: the class is compiled with the
    engines, and a compiled function refuses any other type where a compiled class is
    named.
    """

    player: int

    @property
    def turn(self) -> int: ...

    def current_player(self) -> int: ...

    def legal_actions(self) -> Sequence[Action]: ...

    def information_state(self) -> Hashable: ...

    def determinize(self, rng: Rng) -> GameState: ...

    def describe(self, action: Action) -> str: ...

    def seat_names(self) -> tuple[str, str]: ...


@runtime_checkable
class GameState(Protocol):
    """One game in progress, owning its rules and its random generator."""

    @property
    def seed(self) -> int: ...

    @property
    def turn(self) -> int:
        """The current turn, from 1."""
        ...

    @property
    def history(self) -> Sequence[Action]:
        """Every action applied so far, in order (the game's record)."""
        ...

    @property
    def log(self) -> list[LogEvent] | None:
        """The events so far, when the state was made with logging on; else None."""
        ...

    def current_player(self) -> int:
        """The seat to act (0 or 1); meaningless once the game is over."""
        ...

    def legal_actions(self) -> Sequence[Action]:
        """The actions the current player may take, in a stable order."""
        ...

    def apply(self, action: Action) -> None:
        """Play ``action``; raises :class:`IllegalActionError` if it is not legal."""
        ...

    def is_terminal(self) -> bool: ...

    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""
        ...

    def clone(self: S) -> S:
        """An independent copy, random generator included."""
        ...

    def information_state(self, seat: int) -> Hashable:
        """A key of everything ``seat`` has seen: equal for two states exactly when
        ``seat`` cannot tell them apart (hidden cards, deck orders and the generator
        are not part of it)."""
        ...

    def determinize(self: S, seat: int, rng: Rng) -> S:
        """A new state with ``seat``'s information state, every hidden part drawn from
        ``rng`` (a function of the information state and ``rng`` only), its own generator
        seeded from ``rng``, and no log."""
        ...

    def describe(self, action: Action) -> str:
        """``action`` in words, for the current position (a log's words: every card named)."""
        ...

    def describe_for(self, seat: int, action: Action) -> str:
        """:meth:`describe` in the words ``seat`` may read: no card it cannot see named."""
        ...

    def seat_names(self) -> tuple[str, str]: ...


class Game(Protocol):
    """A game the runner can play: rules, new states and a heuristic for the greedy agent."""

    #: The game's id (``ccs``), as in ``cardsets/<game>``.
    name: str
    #: How logs name the seat that acts first: (in a game header, in a summary), e.g.
    #: ("catches first", "First catcher").
    first_seat: tuple[str, str]
    #: How many physical cards two decks may hold together in this engine.
    max_cards: int
    #: How the search agent plays this game (:class:`SearchSettings`).
    search: SearchSettings

    def load_rules(self, path: Path | None = None) -> Any:
        """The rules options (bundled unless ``path`` is given)."""
        ...

    def rules_hash(self, rules: Any) -> str:
        """A short, stable digest of the rules options, stored in game records."""
        ...

    def new_game(
        self,
        deck_a: Decklist,
        deck_b: Decklist,
        seed: int,
        rules: Any = None,
        *,
        log: bool = False,
        names: tuple[str, str] = ("A", "B"),
        checked: bool = False,
    ) -> GameState:
        """A new game: ``deck_a`` in seat 0, ``deck_b`` in seat 1. ``checked``: the
        decklists' counts and size were checked already (a :class:`~deckcheck.engine.
        runner.Matchup` checks them once for its batch), so they are not again."""
        ...

    def evaluate(self, state: Any, player: int) -> float:
        """How good ``state`` is for ``player`` (larger is better); used by the greedy agent."""
        ...

    def sample_decks(self) -> tuple[dict[str, int], dict[str, int]]:
        """Two fixed decks of the bundled catalogue, for benchmarks and smoke tests."""
        ...

    def how_played(self, card_id: str) -> CardPlay | None:
        """What the engine plays of a bundled card's printed abilities and what it does
        not, in words (``deckcheck card`` shows it); None where the game does not say."""
        ...

    # --- play, watch and report ---

    def deck_note(self, deck: Decklist) -> str | None:
        """What a summary of a deck's games says of the deck beforehand (Berserk: the
        cards the engine plays without some printed ability); None: nothing."""
        ...

    def watch_frame(
        self, state: Any, out: Watch, seat: int | None, decks: Sequence[int]
    ) -> dict[str, Any] | None:
        """A replay's picture of ``state`` as ``seat`` sees it (everything for None) in
        :class:`~deckcheck.doctor.watch.Watch`'s format (``decks``: the deck of each
        seat); None: the game draws none (its steps hold the turn and the log)."""
        ...

    def watch_script(self) -> str | None:
        """The replay page's JavaScript that draws a step of :meth:`watch_frame`: a
        ``function draw(s)`` returning the elements of the picture
        (:mod:`deckcheck.doctor.replay`); None: the page's own, which draws none."""
        ...

    def watch_board(
        self, watched: Watch, step: Mapping[str, Any], bottom: int,
        deck_names: Sequence[str], width: int, heading: str,
    ) -> Any:
        """A step of :meth:`watch_frame` drawn for the terminal (``play --board``): a
        ``rich`` renderable at most ``width`` columns wide, titled ``heading`` (``bottom``:
        the deck drawn at the bottom); None: the game draws none (its title is shown)."""
        ...


@dataclass(frozen=True)
class CardPlay:
    """How an engine plays one card: each printed ability it plays, in its own words,
    and each it does not, with the reason."""

    played: tuple[str, ...]
    not_played: tuple[str, ...]


