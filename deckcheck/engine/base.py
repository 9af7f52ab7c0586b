"""What every engine's state and game object share, written once.

:class:`StateBase` implements the bookkeeping half of the
:class:`~deckcheck.engine.api.GameState` protocol — the legal-action list, the outcome,
the history, ``apply`` — over a few attributes each game's state sets; a game writes only
its rules: ``_do`` (carry out one action), ``_settle`` (advance through forced steps and
recompute the legal actions) and ``describe``.

:class:`EngineGame` is the :class:`~deckcheck.engine.api.Game` object a game registers:
its name and functions, not a class per game.
"""

# deckcheck: compiled (a hot module: see deckcheck.engine.compiled)
from __future__ import annotations

import _random
import importlib
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, TypeVar, cast

from deckcheck.diagnostics import Diagnostic, Severity
from deckcheck.engine.api import (
    CardPlay,
    IllegalActionError,
    LogEvent,
    Outcome,
    SearchSettings,
)
from deckcheck.engine.observation import Observation, SeatView
from deckcheck.engine.streams import Rng, Stream
from deckcheck.errors import InputError, LoadError
from deckcheck.loading.check import check_file

R = TypeVar("R")
S = TypeVar("S", bound="StateBase")


def read_rules(path: Path, schema: str, build: Callable[[dict[str, Any]], R]) -> R:
    """A game's rules file, schema-checked, turned into its rules object by ``build``.

    ``build`` receives the file's ``options`` mapping; a ``ValueError`` or ``LookupError``
    it raises (options that pass the schema but not each other) becomes a located
    :class:`LoadError`, like every other problem in the file.
    """
    checked = check_file(path, schema)
    if not checked.ok or checked.document is None:
        raise LoadError(checked.diagnostics)
    try:
        return build(checked.document.data["options"])
    except LoadError:
        raise
    except (ValueError, LookupError) as err:
        location = checked.document.locate(("options",))
        raise LoadError([Diagnostic(location, "RULES_OPTION", str(err), Severity.INPUT)]) from None


def check_decklists(
    decks: tuple[Mapping[str, int], Mapping[str, int]],
    names: tuple[str, str],
    max_cards: int,
) -> None:
    """Raise :class:`InputError` for decks no engine should lay out: bad counts, or more
    physical cards in the two decks together than the game's engine numbers
    (``max_cards``: a bound of the action encoding, not a rule of the game)."""
    total = 0
    for deck, name in zip(decks, names, strict=True):
        # (the counts as given, objects: compiled, an int-typed name takes True as 1)
        for card_id, copies in cast("Mapping[str, object]", deck).items():
            if not isinstance(copies, int) or isinstance(copies, bool) or copies < 0:
                raise InputError(f"{name}: {card_id} has {copies!r} copies", code="BAD_COUNT")
            total += copies
    if total > max_cards:
        raise InputError(
            f"the decks ({names[0]}, {names[1]}) hold {total} cards together; "
            f"the engine plays at most {max_cards}",
            code="DECK_TOO_LARGE",
        )


#: The decks :func:`frozen_deck` made, by id (each kept, so that its id is not reused).
_FROZEN_DECKS: dict[int, Mapping[str, int]] = {}


def frozen_deck(deck: Mapping[str, int]) -> Mapping[str, int]:
    """A read-only copy of ``deck`` that no one can change: a view of a dict no one else
    holds. A batch hands its games these, and a game's set-up that has laid out the very
    same object before (:func:`is_frozen_deck`) need not compare it with what it was."""
    view = MappingProxyType(dict(deck))
    if len(_FROZEN_DECKS) >= 256:  # (a batch makes two; a batch in workers, two a task)
        _FROZEN_DECKS.clear()  # (forgotten decks are compared again: never wrong)
    _FROZEN_DECKS[id(view)] = view
    return view


def is_frozen_deck(deck: Mapping[str, int]) -> bool:
    """Whether ``deck`` is one :func:`frozen_deck` made (so it is as it was made)."""
    return _FROZEN_DECKS.get(id(deck)) is deck


#: The standard library's generator, the engines' own (a name read once, not at each
#: shuffle).
_MERSENNE_TWISTER: Final = random.Random
#: The C seeding of the twister (``random.Random.seed`` calls it for an int seed).
_SEED: Final = _random.Random.seed


def game_generator(seed: int) -> random.Random:
    """``random.Random(seed)``, the generator of a game's chance: the same state, made
    without the standard library's ``__init__`` and ``seed`` (two interpreted frames
    around the C seeding, a tenth of what it costs; a game starts with one)."""
    rng = _MERSENNE_TWISTER.__new__(_MERSENNE_TWISTER)  # not seeded: the next line does
    _SEED(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # (Random.seed sets it too)
    return rng


def shuffle(cards: list[int], rng: Rng) -> None:
    """``rng.shuffle(cards)``: for a ``random.Random``, the same order and the same draws
    from the generator, in half the time (the standard library draws each index through
    two Python calls; games and determinisations shuffle decks all the time). An agent's
    or a determinisation's :class:`~deckcheck.engine.streams.Stream`, or another kind of
    generator, shuffles with its own method."""
    if type(rng) is not _MERSENNE_TWISTER:
        rng.shuffle(cards)
        return
    # Fisher-Yates from the end, each index by rejection sampling, as random.shuffle does.
    # (Compiled, the cards are moved as objects: a list of ints would unbox each one it
    # reads and box it again to store it. The draw's bit count is passed as the object it
    # is, and changed only when n falls below a power of two: boxing and bit_length()
    # at every draw cost a fifth of it.)
    items = as_objects(cards)
    i = len(items) - 1
    if i <= 0:
        return
    draw = cast("Callable[[object], int]", rng.getrandbits)
    bits = (i + 1).bit_length()
    fewer_below = 1 << (bits - 1)  # the smallest n of this many bits
    bits_object: object = bits
    while i > 0:
        n = i + 1
        if n < fewer_below:
            bits -= 1
            fewer_below >>= 1
            bits_object = bits
        j = draw(bits_object)
        while j >= n:
            j = draw(bits_object)
        moved = items[i]
        items[i] = items[j]
        items[j] = moved
        i -= 1


def as_objects(numbers: list[int]) -> list[object]:
    """The same list, its items ints either way, typed so that compiled code moves its
    items as the objects they are: a list of ints unboxes each item it reads and boxes
    it again, a new object, where it stores it (a shuffle's moves; a listing's actions
    appended from a table of them; the history's)."""
    return cast("list[object]", numbers)


def popcount(mask: int) -> int:
    """How many bits of ``mask`` (≥ 0) are set: ``mask.bit_count()``, as a loop of machine
    ints (compiled, ``bit_count`` is a Python method call, some 250 instructions; the
    squad optimiser asks it at every node of its search)."""
    if mask < 0:
        raise ValueError(f"a mask is at least 0, not {mask}")
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


def holds(cards: list[int], card: int) -> bool:
    """``card in cards``, compared as machine ints (compiled, ``in`` boxes the card and
    compares it with each item as objects; the listings ask it of every spirit). (The
    compiled any() of a generator is a loop in place, with no generator object.)"""
    return any(held == card for held in cards)


def remove_card(cards: list[int], card: int) -> None:
    """``cards.remove(card)``: compiled, ``remove`` boxes the card and compares it with
    each item as objects, then deletes by a slice assignment; this compares machine ints
    and pops (a hand or a table is a few cards long, and cards leave them all the time)."""
    for i, held in enumerate(cards):  # (a for loop reads the list without a bounds check)
        if held == card:
            cards.pop(i)  # (the loop ends here: the list is not read after the change)
            return
    raise ValueError(f"card {card} is not in the list")


def shuffled(cards: Iterable[int], rng: Rng) -> list[int]:
    """``cards`` in an order drawn from ``rng`` alone: sorted first, so the result does
    not depend on the order they were in (what a determinisation must not reveal)."""
    out = sorted(cards)
    shuffle(out, rng)
    return out


def number_cards(
    index: Mapping[str, int], decks: Sequence[Mapping[str, int]], max_cards: int
) -> tuple[list[int], list[int]]:
    """Give every physical card of the two decks a number: ``(kinds, owners)``, where card
    ``n`` is of kind ``kinds[n]`` (its position in the card table, ``index[card id]``) and
    belongs to seat ``owners[n]``. Seat 0's cards come first, each seat's by kind, so the
    numbering depends only on the decks' contents, never on how they were written.

    Raises :class:`InputError` for an unknown card, a count that is not a whole number, or
    more cards than the engine's action encoding numbers (``max_cards``)."""
    kinds: list[int] = []
    owners: list[int] = []
    for seat, deck in enumerate(decks):
        block: list[int] = []  # this seat's kinds, a copy each, sorted below
        for card_id, copies in cast("Mapping[str, object]", deck).items():  # (as above)
            kind = index.get(card_id)
            if kind is None:
                raise InputError(f"unknown card {card_id!r}", code="UNKNOWN_CARD")
            if not isinstance(copies, int) or isinstance(copies, bool) or copies < 0:
                raise InputError(
                    f"{card_id}: copies must be a whole number, not {copies!r}",
                    code="BAD_COUNT",
                )
            if len(kinds) + len(block) + copies > max_cards:  # (before a list of them)
                raise InputError(
                    f"the two decks hold more than {max_cards} cards; at most {max_cards}",
                    code="DECK_TOO_LARGE",
                )
            block += [kind] * copies
        block.sort()
        kinds += block
        owners += [seat] * len(block)
    return kinds, owners


def numbers_dealt_at_random(
    kinds: Sequence[int], owners: Sequence[int], rng: Rng
) -> list[int]:
    """``kinds`` (as :func:`number_cards` gives them) dealt anew among each seat's card
    numbers at random: which kind a number holds says nothing about the kind.

    A game whose agents see the numbers of cards they cannot identify (a face-down card,
    the opponent's squad) must not number them in kind order, or the number would tell
    the card. Each seat's numbers stay a block, so the owners are unchanged.
    """
    out = list(kinds)
    start = 0
    while start < len(out):
        end = start
        while end < len(out) and owners[end] == owners[start]:
            end += 1
        block = out[start:end]
        shuffle(block, rng)
        out[start:end] = block
        start = end
    return out


def _position(action: int, legal: tuple[int, ...]) -> int:
    """Where ``action`` is listed in ``legal`` (-1: it is not), compared as machine
    integers: compiled, ``in`` compares each listed action as a Python object (a few times
    dearer), and every action of every game is checked. The history keeps the listed
    object (:func:`_listed_object`), not the agent's int boxed anew."""
    for i, listed in enumerate(legal):
        if listed == action:
            return i
    return -1


def _listed_object(legal: tuple[int, ...], index: int) -> object:
    """The action object listed at ``index`` (compiled, read as an int it would be
    unboxed, and boxed again, a new object, where the history appends it)."""
    return cast("tuple[object, ...]", legal)[index]


class StateBase:
    """The shared half of a game state. Subclasses declare the annotated attributes in
    their ``__slots__``; the generator's two are this class's own (see :attr:`rng`)."""

    __slots__ = ("_rng", "_rng_shared")
    _rng: Rng
    _rng_shared: bool

    history: list[int]
    #: The seat each card belongs to, by card number.
    owners: tuple[int, ...]
    turn: int
    to_move: int
    _legal: tuple[int, ...]
    _outcome: Outcome | None
    _log: list[LogEvent] | None
    #: The cards named since the last line was logged (while a log is kept): the next
    #: line's :attr:`LogEvent.hidden_from` is decided by them.
    _said: list[int]
    _names: tuple[str, str]

    def __init__(self) -> None:
        """A blank state that :meth:`start` or a copy fills in: make games with the game's
        ``new_game``. (A copy cannot skip ``__init__`` by way of ``__new__`` when the
        engine is compiled, so ``__init__`` does nothing.)"""

    @classmethod
    def start(
        cls: type[S],
        cards: Any,
        rules: Any,
        decks: Sequence[Mapping[str, int]],
        seed: int,
        *,
        log: bool = False,
        names: tuple[str, str] = ("A", "B"),
    ) -> S:
        """A new game of ``decks`` (seat 0's, seat 1's) with the game's card table and
        rules, its chance drawn from ``seed``."""
        state = cls()
        state._begin(cards, rules, decks, seed, log, names)
        return state

    def _begin(
        self,
        cards: Any,
        rules: Any,
        decks: Sequence[Mapping[str, int]],
        seed: int,
        log: bool,
        names: tuple[str, str],
    ) -> None:
        """Deal a new game (each game's own)."""
        raise NotImplementedError

    @property
    def rng(self) -> Rng:
        """The game's generator of chance (dice, shuffles): a real game's
        ``random.Random(seed)``, a determinisation's :class:`~deckcheck.engine.streams.
        Stream`. A clone shares its original's generator until one of them draws from it
        (``_rng_shared``): copying a Mersenne Twister's state is the dearest part of a
        copy of a game, and most copies (a look-ahead's) never draw. A shared generator is
        never drawn from, so its state is the one shared."""
        if self._rng_shared:
            shared = self._rng
            if isinstance(shared, Stream):
                self._rng = shared.copy()
            else:
                own = random.Random.__new__(random.Random)  # unseeded: its state is set next
                own.setstate(shared.getstate())
                self._rng = own
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, rng: Rng) -> None:
        self._rng = rng
        self._rng_shared = False

    # --- to be written by each game ---------------------------------------------------

    def _do(self, action: int) -> None:
        raise NotImplementedError

    def _settle(self) -> None:
        raise NotImplementedError

    def describe(self, action: int) -> str:
        raise NotImplementedError

    def hidden_cards(self, seat: int) -> list[int]:
        """The cards whose identity ``seat`` does not see (the game's information model)."""
        raise NotImplementedError

    def describe_for(self, seat: int, action: int) -> str:
        """:meth:`describe` for ``seat``: the same where an action's words name only cards
        every seat sees (a game with hidden cards in its words says otherwise)."""
        return self.describe(action)

    # --- the public interface (deckcheck.engine.api.GameState) ------------------------

    @property
    def log(self) -> list[LogEvent] | None:
        return self._log

    def seat_names(self) -> tuple[str, str]:
        return self._names

    def current_player(self) -> int:
        return self.to_move

    def legal_actions(self) -> tuple[int, ...]:
        """The legal actions, in a stable order (empty once the game is over)."""
        return self._legal

    def is_terminal(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> Outcome | None:
        return self._outcome

    def apply(self, action: int) -> None:
        """Play ``action`` for the current player."""
        legal = self._legal
        index = _position(action, legal)
        if index < 0:
            raise IllegalActionError(f"illegal action {action} ({self._safe_describe(action)})")
        # apply_unchecked's body, without the call (every decision of every game comes here).
        as_objects(self.history).append(_listed_object(legal, index))
        if self._log is not None:
            self._said.clear()  # names said between decisions (describe_for) are no line's
        self._do(action)
        self._settle()

    def play_out(self, acts: Sequence[Callable[[Observation], int]]) -> None:
        """Play to the end, each decision ``acts[seat](view)`` with ``view`` the
        :class:`Observation` of the seat to move, applied as :meth:`apply` applies it: the
        runner's game loop, with ``is_terminal``, ``current_player`` and ``apply`` written
        out (three calls fewer for every decision of every game)."""
        # (Compiled, the seats' agents and views are two locals, not a pair indexed by
        # the seat: indexing a fixed-length tuple with a variable builds a new tuple; and
        # ``self._do``/``self._settle`` are called as methods, which is a direct call,
        # where a bound method kept in a local is a Python call with boxed arguments.)
        act_0, act_1 = acts[0], acts[1]
        view_0, view_1 = SeatView(self, 0), SeatView(self, 1)
        history = as_objects(self.history)  # (see _listed_object)
        said = self._said if self._log is not None else None
        while self._outcome is None:
            action = act_0(view_0) if self.to_move == 0 else act_1(view_1)
            legal = self._legal
            index = _position(action, legal)
            if index < 0:
                raise IllegalActionError(
                    f"illegal action {action} ({self._safe_describe(action)})"
                )
            history.append(_listed_object(legal, index))
            if said is not None:
                said.clear()  # (as apply: names said between decisions are no line's)
            self._do(action)
            self._settle()

    def apply_unchecked(self, action: int) -> None:
        """:meth:`apply` for an action taken from :meth:`legal_actions` just now."""
        self.history.append(action)
        if self._log is not None:
            self._said.clear()
        self._do(action)
        self._settle()

    @property
    def decisions(self) -> int:
        """How many actions have been applied (every one a real choice: forced steps
        are taken by the engine itself)."""
        return len(self.history)

    def _emit(self, player: int | None, kind: str, text: str,
              facts: Mapping[str, Any] | None = None) -> None:
        """Add a line to the log, when the state keeps one (``facts``: the line as data,
        :attr:`LogEvent.facts`)."""
        log = self._log
        if log is not None:
            said = self._said
            hidden_from = self._hidden_from(said) if said else ()
            said.clear()
            log.append(LogEvent(self.turn, player, kind, text, facts, hidden_from))

    def _mention(self, card: int) -> None:
        """Note that the line being written names ``card`` (when a log is kept)."""
        if self._log is not None:
            self._said.append(card)

    def _hidden_from(self, cards: Sequence[int]) -> tuple[int, ...]:
        """The seats that do not see a card of ``cards`` owned by the other seat (a seat's
        own cards do not hide a line from it: it names them when it moves them)."""
        owners = self.owners
        out: list[int] = []
        for seat in (0, 1):
            theirs = [c for c in cards if owners[c] != seat]
            if theirs:
                hidden = set(self.hidden_cards(seat))
                if any(c in hidden for c in theirs):
                    out.append(seat)
        return tuple(out)

    def _safe_describe(self, action: int) -> str:
        try:
            return self.describe(action)
        except (IndexError, KeyError, ValueError):
            return "not an action here"


@dataclass(frozen=True)
class EngineGame:
    """A game for the runner (:class:`~deckcheck.engine.api.Game`), made of its functions."""

    name: str
    #: How logs name the seat that acts first: (in a game header, in a summary).
    first_seat: tuple[str, str]
    #: Bumped whenever a change to the engine changes how games go, so that game records
    #: made before it are recognised as such instead of failing to replay.
    engine_version: int
    #: How many physical cards the two decks may hold together (the action encoding's bound).
    max_cards: int
    _load_rules: Callable[[Path | None], Any]
    _new_game: Callable[..., Any]
    _evaluate: Callable[[Any, int], float]
    _sample_decks: Callable[[], tuple[dict[str, int], dict[str, int]]]
    #: How the search agent plays the game.
    search: SearchSettings = field(default_factory=SearchSettings)
    #: What the engine plays of a card (by id), for ``deckcheck card``; None: not said.
    _how_played: Callable[[str], CardPlay | None] | None = None
    # --- play, watch and report ---
    #: What a summary of a deck's games says of the deck (:meth:`deck_note`); None: nothing.
    _deck_note: Callable[[Mapping[str, int]], str | None] | None = None
    #: The module of the game's pictures of a game (``deckcheck.games.berserk.watch``),
    #: imported when one is drawn: its ``frame``, ``SCRIPT`` and ``board`` are
    #: :meth:`watch_frame`, :meth:`watch_script` and :meth:`watch_board` (each optional);
    #: None: the game draws none.
    watch: str | None = None

    def load_rules(self, path: Path | None = None) -> Any:
        return self._load_rules(path)

    def rules_hash(self, rules: Any) -> str:
        """The rules options' digest and the engine's version: what a record replays under."""
        return f"{rules.digest()}-v{self.engine_version}"

    def new_game(
        self,
        deck_a: Mapping[str, int],
        deck_b: Mapping[str, int],
        seed: int,
        rules: Any = None,
        *,
        log: bool = False,
        names: tuple[str, str] = ("A", "B"),
        checked: bool = False,
    ) -> Any:
        if not checked:
            check_decklists((deck_a, deck_b), names, self.max_cards)
        return self._new_game(deck_a, deck_b, seed, rules, log=log, names=names)

    def evaluate(self, state: Any, player: int) -> float:
        return self._evaluate(state, player)

    def sample_decks(self) -> tuple[dict[str, int], dict[str, int]]:
        return self._sample_decks()

    def how_played(self, card_id: str) -> CardPlay | None:
        return None if self._how_played is None else self._how_played(card_id)

    def deck_note(self, deck: Mapping[str, int]) -> str | None:
        return None if self._deck_note is None else self._deck_note(deck)

    def _pictures(self, name: str) -> Any:
        """The attribute ``name`` of the :attr:`watch` module, or None."""
        if self.watch is None:
            return None
        return getattr(importlib.import_module(self.watch), name, None)

    def watch_frame(
        self, state: Any, out: Any, seat: int | None, decks: Sequence[int]
    ) -> dict[str, Any] | None:
        frame = self._pictures("frame")
        if frame is None:
            return None
        drawn: dict[str, Any] = frame(state, out, seat, decks)
        return drawn

    def watch_script(self) -> str | None:
        script = self._pictures("SCRIPT")
        return None if script is None else str(script)

    def watch_board(
        self, watched: Any, step: Mapping[str, Any], bottom: int,
        deck_names: Sequence[str], width: int, heading: str,
    ) -> Any:
        board = self._pictures("board")
        return None if board is None else board(watched, step, bottom, deck_names, width, heading)
