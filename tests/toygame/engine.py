"""The toy duel's rules engine, on deckcheck's engine API (see the package's text).

Actions are card kinds (the index of a card id in the catalogue's order): a seat lays one
card of that kind from its hand. Every laid card is public, so the information a seat
lacks is the other seat's hand and the order of both decks.

The state implements :class:`~deckcheck.engine.api.GameState` itself rather than
subclassing :class:`~deckcheck.engine.base.StateBase`: an installed plug-in runs beside a
wheel whose engine modules are compiled (mypyc), and Python code cannot subclass a
compiled class. The game object is an :class:`~deckcheck.engine.base.EngineGame`, which a
plug-in may make (only subclassing is refused).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from deckcheck.engine.api import IllegalActionError, LogEvent, Outcome, SearchSettings
from deckcheck.engine.base import EngineGame, check_decklists, shuffle
from deckcheck.errors import InputError

HAND_SIZE = 3


@dataclass(frozen=True)
class Rules:
    """The toy duel has no options; the rules object only names its version."""

    version: str = "toy-1"

    def digest(self) -> str:
        return hashlib.sha256(self.version.encode()).hexdigest()[:12]


def load_rules(path: Path | None = None) -> Rules:
    if path is not None:
        raise InputError("the toy duel has no rules file", code="NO_RULES_FILE")
    return Rules()


@dataclass(frozen=True)
class CardTable:
    """The catalogue's cards as the engine numbers them: ids, names and powers by kind."""

    ids: tuple[str, ...]
    names: tuple[str, ...]
    powers: tuple[int, ...]


@cache
def card_table() -> CardTable:
    from deckcheck.catalog.load import load_catalogue

    cards = sorted(load_catalogue("toy"), key=lambda card: int(card.id[1:]))
    return CardTable(
        tuple(card.id for card in cards),
        tuple(card.name for card in cards),
        tuple(int(card.fields["power"]) for card in cards),
    )


class State:
    """One toy duel."""

    history: list[int]
    owners: tuple[int, ...]
    turn: int
    to_move: int
    rng: random.Random
    _legal: tuple[int, ...]
    _outcome: Outcome | None
    _log: list[LogEvent] | None
    _names: tuple[str, str]
    seed: int
    cards: CardTable
    kinds: tuple[int, ...]
    hands: list[list[int]]
    decks: list[list[int]]
    laid: list[list[int]]
    points: list[int]
    leader: int
    pending: int

    __slots__ = (
        "_legal",
        "_log",
        "_names",
        "_outcome",
        "cards",
        "decks",
        "hands",
        "history",
        "kinds",
        "laid",
        "leader",
        "owners",
        "pending",
        "points",
        "rng",
        "seed",
        "to_move",
        "turn",
    )

    @classmethod
    def start(
        cls,
        table: CardTable,
        decks: tuple[Mapping[str, int], Mapping[str, int]],
        seed: int,
        *,
        log: bool = False,
        names: tuple[str, str] = ("A", "B"),
    ) -> State:
        state = cls()
        state._begin(table, decks, seed, log, names)
        return state

    def _begin(
        self,
        table: CardTable,
        decks: tuple[Mapping[str, int], Mapping[str, int]],
        seed: int,
        log: bool,
        names: tuple[str, str],
    ) -> None:
        self.seed = seed
        self.cards = table
        self.rng = random.Random(seed)
        self.history = []
        self._log = [] if log else None
        self._names = names
        self._outcome = None
        kinds: list[int] = []
        owners: list[int] = []
        piles: list[list[int]] = [[], []]
        for seat, deck in enumerate(decks):
            for card_id, copies in sorted(deck.items()):
                if card_id not in table.ids:
                    raise InputError(f"{names[seat]}: no toy card {card_id!r}", code="UNKNOWN_CARD")
                for _ in range(copies):
                    piles[seat].append(len(kinds))
                    kinds.append(table.ids.index(card_id))
                    owners.append(seat)
        self.kinds = tuple(kinds)
        self.owners = tuple(owners)
        for pile in piles:
            shuffle(pile, self.rng)
        self.decks = piles
        self.hands = [[], []]
        for seat in (0, 1):
            for _ in range(HAND_SIZE):
                self._draw(seat)
        self.laid = [[], []]
        self.points = [0, 0]
        self.turn = 1
        self.leader = 0
        self.to_move = 0
        self.pending = -1
        self._emit(None, "turn", "Turn 1")
        self._settle()

    # --- the API's bookkeeping ---------------------------------------------------

    @property
    def log(self) -> list[LogEvent] | None:
        return self._log

    def seat_names(self) -> tuple[str, str]:
        return self._names

    def current_player(self) -> int:
        return self.to_move

    def legal_actions(self) -> tuple[int, ...]:
        return self._legal

    def is_terminal(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> Outcome | None:
        return self._outcome

    def apply(self, action: int) -> None:
        if action not in self._legal:
            raise IllegalActionError(f"illegal action {action}")
        self.history.append(action)
        self._do(action)
        self._settle()

    def describe_for(self, seat: int, action: int) -> str:
        return self.describe(action)  # an action names only the card its seat lays

    def _emit(self, player: int | None, kind: str, text: str) -> None:
        # Every line names only laid cards, which both seats see: hidden from no one.
        if self._log is not None:
            self._log.append(LogEvent(self.turn, player, kind, text))

    # --- rules ----------------------------------------------------------------------

    def _draw(self, seat: int) -> None:
        if self.decks[seat]:
            self.hands[seat].append(self.decks[seat].pop())

    def _do(self, action: int) -> None:
        seat = self.to_move
        card = next(c for c in self.hands[seat] if self.kinds[c] == action)
        self.hands[seat].remove(card)
        self.laid[seat].append(card)
        self._emit(seat, "play", f"{self._names[seat]} lays {self._card_name(card)}")
        self._draw(seat)
        if self.pending < 0:
            self.pending = card
            self.to_move = 1 - seat
            return
        lead, answer = self.pending, card
        powers = self.cards.powers
        leader = self.leader
        winner = leader if powers[self.kinds[lead]] >= powers[self.kinds[answer]] else 1 - leader
        self.points[winner] += 1
        self._emit(winner, "battle", f"{self._names[winner]} takes the round "
                   f"({self.points[0]}-{self.points[1]})")
        self.pending = -1
        self.leader = self.to_move = winner
        self.turn += 1
        if self.hands[winner]:
            self._emit(None, "turn", f"Turn {self.turn}")

    def _settle(self) -> None:
        if not self.hands[self.to_move]:
            self._finish()
            return
        self._legal = tuple(sorted({self.kinds[c] for c in self.hands[self.to_move]}))

    def _finish(self) -> None:
        self._legal = ()
        a, b = self.points
        winner = None if a == b else (0 if a > b else 1)
        detail = f"{a}-{b} in rounds won"
        self._outcome = Outcome(winner, "points" if winner is not None else "draw", detail)
        self._emit(None, "end", f"Game over: {detail}")

    def _card_name(self, card: int) -> str:
        kind = self.kinds[card]
        return f"{self.cards.names[kind]} ({self.cards.ids[kind]}, power {self.cards.powers[kind]})"

    # --- information ----------------------------------------------------------------

    def describe(self, action: int) -> str:
        return f"lay {self.cards.names[action]} ({self.cards.ids[action]})"

    def hidden_cards(self, seat: int) -> list[int]:
        return [*self.hands[1 - seat], *self.decks[0], *self.decks[1]]

    def information_state(self, seat: int) -> tuple[object, ...]:
        own = tuple(sorted(self.kinds[c] for c in self.hands[seat]))
        laid = tuple(tuple(self.kinds[c] for c in pile) for pile in self.laid)
        sizes = (len(self.hands[1 - seat]), len(self.decks[0]), len(self.decks[1]))
        return (seat, self.to_move, tuple(self.history), own, laid, sizes, tuple(self.points))

    def clone(self) -> State:
        other = State()
        for name in State.__slots__:
            setattr(other, name, getattr(self, name))
        other.history = list(self.history)
        other._log = None if self._log is None else list(self._log)
        other.hands = [list(hand) for hand in self.hands]
        other.decks = [list(deck) for deck in self.decks]
        other.laid = [list(pile) for pile in self.laid]
        other.points = list(self.points)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A copy ``seat`` cannot tell from this game: the other seat's hand and deck
        drawn again from the cards it holds there, and both decks in a new order."""
        other = self.clone()
        other._log = None
        opponent = 1 - seat
        unseen = [*other.hands[opponent], *other.decks[opponent]]
        kinds = sorted(other.kinds[c] for c in unseen)
        cards = sorted(unseen)
        shuffle(kinds, rng)
        remapped = list(other.kinds)
        for card, kind in zip(cards, kinds, strict=True):
            remapped[card] = kind
        other.kinds = tuple(remapped)
        hand_size = len(other.hands[opponent])
        shuffle(cards, rng)
        other.hands[opponent] = cards[:hand_size]
        other.decks[opponent] = cards[hand_size:]
        shuffle(other.decks[seat], rng)
        other.rng = random.Random(rng.getrandbits(64))
        return other


def new_game(
    deck_a: Mapping[str, int],
    deck_b: Mapping[str, int],
    seed: int = 0,
    rules: Rules | None = None,
    *,
    log: bool = False,
    names: tuple[str, str] = ("A", "B"),
) -> State:
    check_decklists((deck_a, deck_b), names, GAME.max_cards)
    return State.start(card_table(), (deck_a, deck_b), seed, log=log, names=names)


def evaluate(state: State, player: int) -> float:
    """Rounds won, and the power left in hand."""
    outcome = state.outcome()
    if outcome is not None:
        return 0.0 if outcome.winner is None else (1e9 if outcome.winner == player else -1e9)
    powers = state.cards.powers
    hand = sum(powers[state.kinds[c]] for c in state.hands[player])
    return 10.0 * (state.points[player] - state.points[1 - player]) + float(hand)


def sample_decks() -> tuple[dict[str, int], dict[str, int]]:
    return (
        {"T1": 2, "T3": 2, "T5": 2, "T7": 2},
        {"T2": 2, "T4": 2, "T6": 2, "T8": 1},
    )


GAME = EngineGame(
    name="toy",
    engine_version=1,
    max_cards=24,
    first_seat=("leads first", "First leader"),
    _load_rules=load_rules,
    _new_game=new_game,
    _evaluate=evaluate,
    _sample_decks=sample_decks,
    search=SearchSettings(value_scale=10.0, rollout_depth=4, exploration=0.7),
)
