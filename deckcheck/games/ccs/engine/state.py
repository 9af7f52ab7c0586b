"""The Cardcaptors game state: one class that owns the rules.

A turn (seed, "Краткие правила игры"; the option names are those of ``rules.yaml``):

1. *Spirit escape*: the next spirit of the pile is revealed onto the table, unless
   ``max_spirits_in_play`` uncaptured spirits are already there. Each player may then
   answer with an escape-timing Strategy card (S8, S52).
2. *Capture attempts*: the catcher makes up to ``capture_attempts_per_turn`` attempts,
   each on a different spirit. An attempt lays a Capture card whose element fits the
   spirit's (a type-changing Strategy card such as S2 may make it fit) and starts a
   battle, or (``major_capture_without_battle``) captures with a Major spirit.
3. *Battle*: moves alternate, the catcher's attempt being the first. A move is at most
   one Capture or Reinforcement card and any number of Strategy cards, before or after
   it; the player ends the move by passing. A move in which nothing is played is a pass
   and ends the battle. Then totals are compared: the spirit escapes only if the
   opponent's is greater (``tie_captures``).
   A Reinforcement card demands that the catcher supply its character again
   (``reinforcement_answer``). A lost battle may be followed by a Major capture.
4. *Drop step*: cards played this turn are discarded; each player, catcher first, may
   drop up to ``drop_limit`` cards and play replenish-timing cards; then both draw up to
   ``hand_size``, reshuffling the discard pile into an empty deck.
5. The roles swap. Capturing a win pattern ends the game at once.

Windows with nothing to decide are passed automatically, so every action in
:attr:`State.history` is a real decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Final, NamedTuple, cast

from deckcheck.engine.api import IllegalActionError, LogEvent, Outcome
from deckcheck.engine.base import (
    StateBase,
    as_objects,
    game_generator,
    holds,
    is_frozen_deck,
    number_cards,
    remove_card,
    shuffle,
    shuffled,
)
from deckcheck.engine.streams import Rng, Stream
from deckcheck.games.ccs.engine import actions as A
from deckcheck.games.ccs.engine.cards import CardTable
from deckcheck.games.ccs.engine.effects import (
    CAPTURE,
    CLEANUP_TIMINGS,
    ELEMENT_NAMES,
    ELEMENTS,
    K_BOOST,
    K_CHANGE_TYPE,
    K_DRAIN,
    K_RETURN_SPIRIT,
    R_EXCHANGE,
    R_MAJOR,
    R_OPPONENT_RETURNS,
    R_RECKLESS,
    R_RETURN_FLIPPED,
    REINFORCEMENT,
    RETURNS,
    SPIRIT,
    T_ANSWER,
    T_ANY,
    T_BEFORE_CAPTURE,
    T_CAPTURE,
    T_ESCAPE,
    T_FLIP,
    T_OWN_TURN,
    Effect,
    element_names,
    swap_bits,
)

if TYPE_CHECKING:
    from deckcheck.games.ccs.engine.rules import Rules

# Phases: who decides what.
ESCAPE: Final = 0
ATTEMPTS: Final = 1
BATTLE: Final = 2
ANSWER: Final = 3
MAJOR_WINDOW: Final = 4
RESPONSE: Final = 5
CHOOSE: Final = 6
CLEANUP: Final = 7
OVER: Final = 8
PHASE_NAMES: Final = (
    "escape",
    "attempts",
    "battle",
    "answer",
    "major",
    "response",
    "choose",
    "drop",
    "over",
)

# Timings allowed in each phase's window (own-turn and before-capture add their own checks).
_IN_PLAY: Final = frozenset({T_CAPTURE, T_ANY, T_OWN_TURN})
_WINDOW_TIMINGS: Final[dict[int, frozenset[int]]] = {
    ESCAPE: frozenset({T_FLIP, T_ESCAPE, T_ANY}),
    ATTEMPTS: _IN_PLAY | {T_BEFORE_CAPTURE},
    BATTLE: _IN_PLAY,
    ANSWER: _IN_PLAY | {T_ANSWER},
    MAJOR_WINDOW: _IN_PLAY,
    RESPONSE: frozenset({T_CAPTURE, T_ANY}),
    CLEANUP: CLEANUP_TIMINGS,
}
_CAPTURES_WITHOUT_BATTLE: Final = frozenset({R_MAJOR, R_RECKLESS})

# What a card in hand may do, as bits of a per-card table (built once per matchup, see
# _layout): OR-ing a hand's bits tells in one pass which parts of the legal-action list
# can be non-empty, so the many windows where the only action is to pass are found without
# listing anything. Bit ``1 << phase``: a Strategy card whose timing fits that phase's
# window and whose operation can offer plays there (Operation.battle_only); its other
# conditions are checked when the list is made.
_CAPTURE_CARD: Final = 1 << 9  #: a Capture card
_REINFORCEMENT_CARD: Final = 1 << 10  #: a Reinforcement card the engine may play
_SWAP_CARD: Final = 1 << 11  #: a Strategy card that changes a Capture card's type (S2, S11 ...)
_MAJOR_SPIRIT: Final = 1 << 12  #: a Major spirit (never in a hand; majors() reads the bit)
#: A Strategy card with a condition beyond its window: a timing of the catcher's own
#: (own turn, before a capture, a flip) or a ``requires`` clause.
_CONDITIONAL_CARD: Final = 1 << 13
#: A card that may be laid in a battle (written once: ``_CAPTURE_CARD | _REINFORCEMENT_CARD``
#: in a listing would make the int anew each time).
_BATTLE_CARD: Final = _CAPTURE_CARD | _REINFORCEMENT_CARD

# The action codes the listings build and _do reads most, as module constants (no
# attribute lookup), and the tables of actions by card (see actions.DROP_OF).
# Two of the tables are read as objects, and their actions appended to a listing as they
# are (``as_objects``): compiled, an int read from a tuple of ints is unboxed, and appended
# to a list it is boxed again, a new object every time.
_DROP_OF: Final = cast("tuple[object, ...]", A.DROP_OF)
_ATTEMPT_OF: Final = A.ATTEMPT_OF
_LAY_CAPTURE_OF: Final = cast("tuple[object, ...]", A.LAY_CAPTURE_OF)
_PASS_OBJECT: Final = cast("object", A.PASS)
_LAY_REINFORCEMENT_OF: Final = A.LAY_REINFORCEMENT_OF
_T1_OF: Final = A.T1_OF
_PASS: Final = A.PASS
_DROP: Final = A.DROP
_STRATEGY: Final = A.STRATEGY
_ATTEMPT: Final = A.ATTEMPT
_ATTEMPT_SWAPPED: Final = A.ATTEMPT_SWAPPED
_MAJOR: Final = A.MAJOR
_LAY_CAPTURE: Final = A.LAY_CAPTURE
_LAY_REINFORCEMENT: Final = A.LAY_REINFORCEMENT

#: The elements' names, in ELEMENTS order (a game's outcome names its winner's collection).
_ELEMENT_WORDS: Final = tuple(ELEMENT_NAMES[element] for element in ELEMENTS)

#: Per phase: its bit ``1 << phase``, read rather than computed (a shift, like ``&`` and ``|``,
#: is an operation the interpreter does not specialise for ints: the listing avoids them).
_PHASE_BIT: Final = tuple(1 << phase for phase in range(len(PHASE_NAMES)))
#: Per phase: the card bits its listing reads (_settle).
_WINDOW_BITS: Final = tuple(
    (1 << phase)
    | {
        ATTEMPTS: _CAPTURE_CARD | _SWAP_CARD,
        BATTLE: _BATTLE_CARD,
        ANSWER: _BATTLE_CARD,
        RESPONSE: _REINFORCEMENT_CARD,
    }.get(phase, 0)
    for phase in range(len(PHASE_NAMES))
)

# The bits of _WINDOW_BITS that a card has, per phase, renumbered into a small int (a table
# per phase, _Layout.offers): _settle ORs a hand's at every listing, and an int above 256
# is a new object at each step.
_OFFERS_STRATEGY: Final = 1  #: a Strategy card for the phase's window (its bit ``1 << phase``)
_OFFERS_CAPTURE: Final = 2  #: _CAPTURE_CARD
_OFFERS_REINFORCEMENT: Final = 4  #: _REINFORCEMENT_CARD
_OFFERS_SWAP: Final = 8  #: _SWAP_CARD
_OFFERS_BATTLE_CARD: Final = _OFFERS_CAPTURE | _OFFERS_REINFORCEMENT

_PLURAL_COUNT: Final = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


#: The fields of a :class:`Pending` (its ``__slots__``, which a compiled class does not keep).
PENDING_FIELDS: Final = (
    "kind",
    "owner",
    "resume_phase",
    "resume_player",
    "second",
    "source",
    "target",
    "voided",
)


class Pending:
    """An effect waiting for the other player's response before it happens: a Major
    capture, or a Strategy card that returns a spirit (S8, S10, S54) or captures at once
    (S47)."""

    __slots__ = PENDING_FIELDS

    # (Every argument has a default, so that a compiled one pickles: pickle makes it with
    # none, then sets its fields; see deckcheck.batch.isolation.)
    def __init__(
        self,
        kind: int = -1,
        owner: int = -1,
        source: int = -1,
        target: int = -1,
        second: int = -1,
        resume_phase: int = -1,
        resume_player: int = -1,
    ):
        self.kind = kind  #: R_MAJOR, R_RETURN_FLIPPED ... (deckcheck.games.ccs.engine.effects)
        self.owner = owner  #: the seat whose effect it is
        self.source = source  #: the Strategy card (-1 for a Major capture)
        self.target = target  #: the spirit it is about
        self.second = second  #: a second target (the Major spirit; S54's spirit to bring out)
        self.resume_phase = resume_phase  #: where the game goes on once it is settled
        self.resume_player = resume_player
        self.voided = False  #: voided in response (S44, or a Reinforcement card for S47)

    def copy(self) -> Pending:
        other = Pending(
            self.kind,
            self.owner,
            self.source,
            self.target,
            self.second,
            self.resume_phase,
            self.resume_player,
        )
        other.voided = self.voided
        return other


#: The fields of a :class:`Battle` (its ``__slots__``, which a compiled class does not keep).
BATTLE_FIELDS: Final = (
    "any_answer",
    "cards",
    "characters",
    "demand",
    "laid",
    "mods",
    "moved",
    "mover",
    "reinforcement",
    "reinforcement_character",
    "reinforcement_done",
    "spirit",
    "swaps",
)


class Battle:
    """The battle for one spirit: each side's cards, modifiers and who is to move."""

    __slots__ = BATTLE_FIELDS

    # (Every argument has a default, so that a compiled one pickles: see Pending.)
    def __init__(self, spirit: int = -1, catcher: int = 0, card: int = -1,
                 character_bits: int = 0):
        #: The active Capture card of each seat (-1: none).
        self.cards = [-1, -1]
        #: Every character laid on each side in this battle (bits).
        self.characters = [0, 0]
        #: Modifiers on each side's Battle Value, in the order played: (source card, its
        #: owner, the amount added). Doubling and halving are fixed when played.
        self.mods: list[list[tuple[int, int, int]]] = [[], []]
        #: Capture card element swaps: (source, owner, target card, element pair bits).
        self.swaps: list[tuple[int, int, int, int]] = []
        self.restart(spirit, catcher, card, character_bits)

    def restart(self, spirit: int, catcher: int, card: int, character_bits: int) -> None:
        """Set up the battle for ``spirit``, the catcher's ``card`` laid, in the lists this
        object has: a state starts its next battle in its last one's object (see
        State._spare_battle), where a new one's five lists cost more than the battle."""
        self.spirit = spirit
        cards = self.cards
        cards[0] = cards[1] = -1
        cards[catcher] = card
        characters = self.characters
        characters[0] = characters[1] = 0
        characters[catcher] = character_bits
        mods = self.mods
        if mods[0]:
            mods[0].clear()
        if mods[1]:
            mods[1].clear()
        if self.swaps:
            self.swaps.clear()
        self.reinforcement = -1
        self.reinforcement_character = -1
        self.reinforcement_done = False
        self.demand = False
        self.any_answer = False
        #: Whose move it is; the attempt is the catcher's first move, which goes on
        #: (Strategy cards may follow the card) until the catcher passes.
        self.mover = catcher
        #: Whether the mover has played anything in this move / laid its one card.
        self.moved = True
        self.laid = True

    def copy(self) -> Battle:
        other = Battle(self.spirit, 0, -1, 0)  # every field is set below
        other.spirit = self.spirit
        other.cards = self.cards[:]
        other.characters = self.characters[:]
        other.mods = [self.mods[0][:], self.mods[1][:]]
        other.swaps = self.swaps[:]
        other.reinforcement = self.reinforcement
        other.reinforcement_character = self.reinforcement_character
        other.reinforcement_done = self.reinforcement_done
        other.demand = self.demand
        other.any_answer = self.any_answer
        other.mover = self.mover
        other.moved = self.moved
        other.laid = self.laid
        return other


#: The fields of a :class:`State` (its ``__slots__``, which a compiled class does not keep).
STATE_FIELDS: Final = (
    "_copies",
    "_spare_battle",
    "_effects_in_turn",
    "_elements",
    "_fewest_to_win",
    "_flags",
    "_legal",
    "_log",
    "_names",
    "_offers",
    "_said",
    "_outcome",
    "_seat_windows",
    "any_cost",
    "attempted",
    "attempts",
    "battle",
    "battle_happened",
    "blocked",
    "captured",
    "captured_this_turn",
    "captures_made",
    "cards",
    "catcher",
    "deck",
    "discard",
    "dropped",
    "extra_draw",
    "flipped",
    "hand",
    "history",
    "ignore_element",
    "kinds",
    "known",
    "major_blocked",
    "major_target",
    "new_captures",
    "no_more_attempts",
    "no_replenish",
    "on_scene",
    "on_scene_character",
    "owners",
    "pending",
    "phase",
    "piles",
    "played",
    "protected",
    "replenish_draw",
    "replenish_targets",
    "revealed",
    "rules",
    "seed",
    "spirit_changes",
    "stopped_twice",
    "stops_twice",
    "table",
    "temp_major",
    "to_move",
    "turn",
    "turns_without_capture",
    "waiting",
)


class State(StateBase):
    """A game of the Cardcaptors CCG in progress (see the module docstring for the turn).

    Seats are 0 and 1. Physical cards are numbered 0..n-1 at creation; ``kinds[card]``
    is the card's index in the :class:`CardTable`. Make states with
    :func:`deckcheck.games.ccs.engine.new_game`.
    """

    __slots__ = STATE_FIELDS

    # --- creation -------------------------------------------------------------------

    def _begin(
        self,
        cards: CardTable,
        rules: Rules,
        decks: Sequence[Mapping[str, int]],
        seed: int,
        log: bool,
        names: tuple[str, str],
    ) -> None:
        self.cards = cards
        self.rules = rules
        self.seed = seed
        self._rng = game_generator(seed)
        self._rng_shared = False
        self._names = names
        self._log: list[LogEvent] | None = [] if log else None
        self._said: list[int] = []
        layout = _layout(cards, decks)
        self.kinds: tuple[int, ...] = layout.kinds
        self.owners: tuple[int, ...] = layout.owners
        self._flags = layout.flags
        self._copies = layout.copies
        self._seat_windows = layout.seat_windows
        self._offers = layout.offers
        self._fewest_to_win = rules.fewest_to_win
        self._elements = layout.elements
        decks_out = [list(layout.decks[0]), list(layout.decks[1])]
        spirits = [list(layout.spirits[0]), list(layout.spirits[1])]
        rng = self._rng
        for seat in (0, 1):
            shuffle(decks_out[seat], rng)
        if rules.spirit_pile == "shared":
            pile = spirits[0] + spirits[1]
            shuffle(pile, rng)
            self.piles: list[list[int]] = [pile, []]
        else:
            shuffle(spirits[0], rng)
            shuffle(spirits[1], rng)
            self.piles = [spirits[0], spirits[1]]
        self.deck = decks_out
        self.hand: list[list[int]] = [[], []]
        self.discard: list[list[int]] = [[], []]
        self.played: list[list[int]] = [[], []]
        self.table: list[int] = []
        self.captured: list[list[int]] = [[], []]
        #: Spirits each seat has captured this game (S9), returned ones included.
        self.captures_made = [0, 0]
        self.catcher = rng.randrange(2) if rules.first_catcher == "random" else 0
        self.turn = 0
        self.turns_without_capture = 0
        self.history: list[int] = []
        self._outcome: Outcome | None = None
        self._legal: tuple[int, ...] = ()
        self.replenish_targets = [rules.hand_size, rules.hand_size]
        self.phase = ESCAPE
        self.to_move = self.catcher
        self.battle: Battle | None = None
        #: The last battle's object, which the next battle starts in (Battle.restart).
        self._spare_battle: Battle | None = None
        self.pending: Pending | None = None
        #: Per seat: bits over the cards in its hand that the other seat has seen (taken
        #: openly from the deck or the discard pile, or shown, S16); a draw hides a card.
        self.known = [0, 0]
        self._new_turn_fields()
        self._draw(self.catcher, rules.hand_size)
        self._draw(1 - self.catcher, rules.hand_size)
        self._start_turn()
        self._settle()

    def _new_turn_fields(self) -> None:
        """Make the fields that last a turn, as a new turn leaves them (a new game's:
        :meth:`_reset_turn` resets them in place)."""
        self.attempts = 0
        #: The spirits the catcher has chosen this turn (each attempt is on another one).
        self.attempted: list[int] = []
        self.captured_this_turn = 0
        #: The spirits captured this turn.
        self.new_captures: list[int] = []
        self.battle_happened = False
        self.major_target = -1
        self.flipped = -1
        self.dropped = [0, 0]
        self.waiting: list[int] = []
        # What Strategy cards change for the rest of the turn (see _reset_turn).
        self._effects_in_turn = False
        self.no_more_attempts = False
        self.major_blocked = False
        self.ignore_element = [False, False]
        self.protected = [0, 0]
        self.blocked: list[int] = []
        self.temp_major: list[int] = []
        self.spirit_changes: list[tuple[int, int, int, int]] = []
        self.extra_draw = [0, 0]
        self.replenish_draw = [0, 0]
        self.no_replenish = [False, False]
        self.revealed = [False, False]
        #: S53 played: a cost card may show any character.
        self.any_cost = [False, False]
        #: S60 played: bits over character indices whose Reinforcement card stops twice.
        self.stops_twice = [0, 0]
        #: A Reinforcement card kept On Scene for its second stop (-1: none), its character.
        self.on_scene = [-1, -1]
        self.on_scene_character = [-1, -1]
        self.stopped_twice = [False, False]

    def _reset_turn(self) -> None:
        """:meth:`_new_turn_fields`, in the lists the state has (a state's lists are its
        own: a copy copies each of them), without making new ones: a game starts a turn
        every few decisions, and a new list and the old one's freeing cost more."""
        self.attempts = 0
        if self.attempted:
            self.attempted.clear()
        self.captured_this_turn = 0
        if self.new_captures:
            self.new_captures.clear()
        self.battle_happened = False
        self.major_target = -1
        self.flipped = -1
        self.dropped[0] = self.dropped[1] = 0
        if self.waiting:
            self.waiting.clear()
        if not self._effects_in_turn:
            return
        # What Strategy cards change for the rest of the turn: only their effects write it
        # (Operation.resolve, and the responses and On Scene stops they open), so after a
        # turn without one, most turns, it is as the last reset left it.
        self._effects_in_turn = False
        self.no_more_attempts = False
        self.major_blocked = False
        self.ignore_element[0] = self.ignore_element[1] = False
        self.protected[0] = self.protected[1] = 0
        if self.blocked:
            self.blocked.clear()
        if self.temp_major:
            self.temp_major.clear()
        if self.spirit_changes:
            self.spirit_changes.clear()
        self.extra_draw[0] = self.extra_draw[1] = 0
        self.replenish_draw[0] = self.replenish_draw[1] = 0
        self.no_replenish[0] = self.no_replenish[1] = False
        self.revealed[0] = self.revealed[1] = False
        self.any_cost[0] = self.any_cost[1] = False
        self.stops_twice[0] = self.stops_twice[1] = 0
        self.on_scene[0] = self.on_scene[1] = -1
        self.on_scene_character[0] = self.on_scene_character[1] = -1
        self.stopped_twice[0] = self.stopped_twice[1] = False

    def clone(self) -> State:
        """An independent copy (random generator included)."""
        other = self._copy()
        other._rng = self._rng
        other._rng_shared = self._rng_shared = True
        return other

    def _copy(self) -> State:
        """A copy of everything but the generator (the caller sets ``_rng``)."""
        other = State()
        other.cards = self.cards
        other.rules = self.rules
        other.seed = self.seed
        other._names = self._names
        other._log = None if self._log is None else self._log[:]
        other._said = []
        other.kinds = self.kinds
        other.owners = self.owners
        other._flags = self._flags
        other._copies = self._copies
        other._seat_windows = self._seat_windows
        other._offers = self._offers
        other._fewest_to_win = self._fewest_to_win
        other._elements = self._elements
        other.deck = [self.deck[0][:], self.deck[1][:]]
        other.hand = [self.hand[0][:], self.hand[1][:]]
        other.discard = [self.discard[0][:], self.discard[1][:]]
        other.played = [self.played[0][:], self.played[1][:]]
        other.piles = [self.piles[0][:], self.piles[1][:]]
        other.table = self.table[:]
        other.captured = [self.captured[0][:], self.captured[1][:]]
        other.captures_made = self.captures_made[:]
        other.catcher = self.catcher
        other.turn = self.turn
        other.turns_without_capture = self.turns_without_capture
        other.history = self.history[:]
        other._outcome = self._outcome
        other._legal = self._legal
        other._effects_in_turn = self._effects_in_turn
        other.replenish_targets = self.replenish_targets[:]
        other.phase = self.phase
        other.to_move = self.to_move
        other.battle = None if self.battle is None else self.battle.copy()
        other._spare_battle = None
        other.pending = None if self.pending is None else self.pending.copy()
        other.attempts = self.attempts
        other.attempted = self.attempted[:]
        other.captured_this_turn = self.captured_this_turn
        other.new_captures = self.new_captures[:]
        other.no_more_attempts = self.no_more_attempts
        other.battle_happened = self.battle_happened
        other.major_blocked = self.major_blocked
        other.major_target = self.major_target
        other.flipped = self.flipped
        other.ignore_element = self.ignore_element[:]
        other.protected = self.protected[:]
        other.blocked = self.blocked[:]
        other.temp_major = self.temp_major[:]
        other.spirit_changes = self.spirit_changes[:]
        other.extra_draw = self.extra_draw[:]
        other.replenish_draw = self.replenish_draw[:]
        other.no_replenish = self.no_replenish[:]
        other.dropped = self.dropped[:]
        other.revealed = self.revealed[:]
        other.waiting = self.waiting[:]
        other.any_cost = self.any_cost[:]
        other.stops_twice = self.stops_twice[:]
        other.on_scene = self.on_scene[:]
        other.on_scene_character = self.on_scene_character[:]
        other.stopped_twice = self.stopped_twice[:]
        other.known = self.known[:]
        return other

    # --- information (deckcheck.engine.api: information_state, determinize) -------------

    def information_state(self, seat: int) -> tuple[object, ...]:
        """Everything ``seat`` has seen: the public zones and the turn's state, every
        action (all of them are made in the open), its own hand, and of the hidden zones
        only their sizes and the cards of the opponent's hand it was shown.

        Of the history, the passes are left out: the engine passes for a seat that has
        nothing to play without a record, so a pass in the history would tell the other
        seat that its hand held something playable (what a pass does is in the open)."""
        other = 1 - seat
        hand = self.hand[other]
        known = self.known[other]
        public = tuple(_frozen(getattr(self, name)) for name in _PUBLIC_SLOTS)
        return (
            seat,
            public,
            tuple([action for action in self.history if action != _PASS]),
            tuple(self.hand[seat]),
            len(hand),
            tuple(sorted(c for c in hand if known >> c & 1)),
            len(self.deck[0]),
            len(self.deck[1]),
            len(self.piles[0]),
            len(self.piles[1]),
        )

    def determinize(self, seat: int, rng: Rng) -> State:
        """A copy ``seat`` cannot tell from this game: the opponent's unseen hand cards
        drawn from the cards it has not seen, every deck and spirit pile in a new order,
        and a generator seeded from ``rng`` (so future draws and shuffles differ too)."""
        other = self._copy()
        other.rng = Stream(rng.getrandbits(64))
        other.seed = 0
        other._log = None
        opponent = 1 - seat
        known = self.known[opponent]
        shown = sorted(c for c in self.hand[opponent] if known >> c & 1)
        unseen = [c for c in self.hand[opponent] if not known >> c & 1]
        unseen = sorted(unseen + self.deck[opponent])
        shuffle(unseen, rng)
        held = len(self.hand[opponent]) - len(shown)
        other.hand[opponent] = shown + unseen[:held]
        other.deck[opponent] = unseen[held:]
        other.known[opponent] = sum(1 << c for c in shown)
        other.deck[seat] = shuffled(self.deck[seat], rng)
        for index in (0, 1):
            other.piles[index] = shuffled(self.piles[index], rng)
        if other._outcome is None and other.to_move != seat:
            other._settle(auto_pass=False)
        return other

    # --- reading the position ---------------------------------------------------------

    def spirit_element(self, spirit: int) -> int:
        """The element bit of an uncaptured spirit this turn (type changes included)."""
        changes = self.spirit_changes
        if changes:
            for i in range(len(changes) - 1, -1, -1):
                if changes[i][2] == spirit:
                    return changes[i][3]
        return self._elements[spirit]  # (printed: the card table's, by card number)

    def capture_elements(self, card: int) -> int:
        """The element bits of a Capture card in the battle (swaps included)."""
        mask = self.cards.elements[self.kinds[card]]
        battle = self.battle
        if battle is not None and battle.swaps:
            for _, _, target, pair in battle.swaps:
                if target == card:
                    mask = swap_bits(mask, pair)
        return mask

    def battle_value(self, seat: int) -> int:
        """A side's total in the current battle (0 without a Capture card)."""
        battle = self.battle
        if battle is None:
            return 0
        card = battle.cards[seat]
        if card < 0:
            return 0
        value = self.cards.powers[self.kinds[card]]
        # Without type changes (most battles), the printed elements, read directly.
        mine = self.capture_elements(card) if battle.swaps else self._elements[card]
        spirit = battle.spirit
        if mine & (self.spirit_element(spirit)):
            value += self.rules.match_bonus
        for mod in battle.mods[seat]:
            value += mod[2]
        floor = self.rules.battle_value_floor
        return value if value > floor else floor

    def battle_parts(self, seat: int) -> list[tuple[str, int]]:
        """What makes up :meth:`battle_value` (for a replay to show): the Capture card's
        printed value, the element match bonus, each Strategy modifier in the order
        played, and the floor when it lifts the sum; [] without a Capture card."""
        battle = self.battle
        if battle is None or battle.cards[seat] < 0:
            return []
        card = battle.cards[seat]
        parts = [(self.label(card), self.cards.powers[self.kinds[card]])]
        mine = self.capture_elements(card) if battle.swaps else self._elements[card]
        spirit = battle.spirit
        if mine & (self.spirit_element(spirit)):
            parts.append(("element match", self.rules.match_bonus))
        for mod in battle.mods[seat]:
            parts.append((self.label(mod[0]), mod[2]))
        total = sum(value for _, value in parts)
        floor = self.rules.battle_value_floor
        if total < floor:
            parts.append(("floor", floor - total))
        return parts

    def _value_with(self, seat: int, card: int) -> int:
        """``seat``'s total if ``card`` were its active Capture card (modifiers kept;
        for a first card, the boosts played before it count only if it meets them)."""
        battle = self.battle
        assert battle is not None
        before = battle.cards[seat]
        mods = battle.mods[seat]
        battle.cards[seat] = card
        if before < 0 and mods:
            battle.mods[seat] = self._fitting(mods, card)
        value = self.battle_value(seat)
        battle.cards[seat] = before
        battle.mods[seat] = mods
        return value

    def _fitting(self, mods: list[tuple[int, int, int]], card: int) -> list[tuple[int, int, int]]:
        """The modifiers played before ``card`` was laid whose conditions it meets (S34:
        Sakura or Tori, S35/S36: the card's type)."""
        effects = self.cards.effects
        kinds = self.kinds
        out = []
        for mod in mods:
            effect = effects[kinds[mod[0]]]
            if effect is None or not effect.conditional or self._condition(effect, card):
                out.append(mod)
        return out

    def majors(self, seat: int) -> list[int]:
        """The captured spirits ``seat`` may capture with this turn (Major or made Major;
        by default not one captured this turn: ``major_captured_this_turn``)."""
        card_flags = self._flags
        temp_major = self.temp_major
        # Loops, not comprehensions: the lists are short and usually come out empty
        # (a comprehension is a function call of its own).
        found = []
        for spirit in self.captured[seat]:
            if card_flags[spirit] & _MAJOR_SPIRIT or (temp_major and spirit in temp_major):
                found.append(spirit)
        if found and self.new_captures and not self.rules.major_captured_this_turn:
            return [s for s in found if s not in self.new_captures]
        return found

    def element_counts(self, seat: int) -> list[int]:
        """Captured spirits per element (printed elements), in ELEMENTS order."""
        counts = [0] * len(ELEMENTS)
        elements = self._elements
        for spirit in self.captured[seat]:
            index = elements[spirit].bit_length() - 1
            counts[index] = counts[index] + 1  # (see _do's dropped)
        return counts

    def label(self, card: int) -> str:
        """``C4 Sakura`` (a line of the log that names it is hidden from a seat that does
        not see it: :attr:`LogEvent.hidden_from`)."""
        if self._log is not None:
            self._said.append(card)
        return self.cards.label(self.kinds[card])

    def hidden_cards(self, seat: int) -> list[int]:
        """The cards whose identity ``seat`` does not see: both decks, the spirit piles,
        and the other seat's hand but for the cards it was shown (``known``)."""
        other = 1 - seat
        known = self.known[other]
        return [
            *self.deck[0],
            *self.deck[1],
            *self.piles[0],
            *self.piles[1],
            *(c for c in self.hand[other] if not known >> c & 1),
        ]

    def hand_labels(self, seat: int) -> list[str]:
        return [self.label(c) for c in self.hand[seat]]

    # --- describing actions -----------------------------------------------------------

    def describe(self, action: int) -> str:
        """The action in words, e.g. ``attempt CS9 The Wood (Wood) with C3 Sakura ...``."""
        op, card, t1, t2 = A.decode(action)
        if op == A.PASS:
            return self._pass_words()
        if op == A.ATTEMPT:
            return f"attempt {self._spirit_words(t1)} with {self.label(card)}"
        if op == A.ATTEMPT_SWAPPED:
            return (
                f"attempt {self._spirit_words(t1)} with {self.label(card)} after {self.label(t2)}"
            )
        if op == A.MAJOR:
            return f"capture {self._spirit_words(t1)} with Major {self.label(t2)}"
        if op == A.LAY_CAPTURE:
            return f"play {self.label(card)}"
        if op in (A.LAY_REINFORCEMENT, A.ANSWER_REINFORCEMENT, A.RESPOND_REINFORCEMENT):
            cost = f", discarding {self.label(t2 - 1)}" if t2 else ""
            if op == A.LAY_REINFORCEMENT:
                return f"play {self.label(card)} as {self.cards.character_names[t1]}{cost}"
            return f"answer with {self.label(card)}{cost}"
        if op == A.ANSWER_CAPTURE:
            return f"answer with {self.label(card)}"
        if op == A.DROP:
            return f"drop {self.label(card)}"
        if op == A.CHOOSE:
            return f"return {self.label(t1)} to the pile"
        if op == A.STRATEGY:
            target = self._target_words(card, t1, t2)
            return f"play {self.label(card)}" + (f" {target}" if target else "")
        raise ValueError(f"unknown operation {op}")

    def _pass_words(self) -> str:
        phase = self.phase
        if phase == ATTEMPTS:
            return "end the capture attempts"
        if phase == BATTLE:
            battle = self.battle
            return "end the move" if battle is not None and battle.moved else "pass"
        if phase == ANSWER:
            return "give up (no answer)"
        if phase == CLEANUP:
            return "done"
        return "pass"

    def _spirit_words(self, spirit: int) -> str:
        kind = self.kinds[spirit]
        element = self.spirit_element(spirit) if spirit in self.table else 0
        words = self.cards.label(kind)
        if element and element != self.cards.elements[kind]:
            words += f" [now {element_names(element)}]"
        return words

    def _target_words(self, card: int, t1: int, t2: int) -> str:
        effect = self.cards.effects[self.kinds[card]]
        if effect is None:
            return ""
        return effect.operation.words(self, card, t1, t2, effect)

    def _seat_name(self, seat: int) -> str:
        return self._names[seat]

    # --- the state machine --------------------------------------------------------------

    def _settle(self, auto_pass: bool = True) -> None:
        """List the legal actions; while passing is the only one, pass (``auto_pass``).

        The listing is written out here rather than in a method of its own: it runs more
        than once a decision, and a call is a good part of what it costs.
        """
        while self._outcome is None:
            phase = self.phase
            p = self.to_move
            hand = self.hand[p]
            # Most windows offer only a pass: the hand's card bits (see _CAPTURE_CARD) skip
            # every part of the list that must be empty, without looking at a card twice;
            # when none of the seat's cards has a bit this window reads, not even the hand's.
            flags = 0  # (_OFFERS_STRATEGY ...)
            if self._seat_windows[p][phase]:
                offers = self._offers[phase]
                for card in hand:
                    flags |= offers[card]
            if self._copies[p] and len(hand) > 1:
                hand = self._distinct(hand)
            out: list[int] = []
            # The phases in order of frequency (the drop step is half of all decisions).
            if phase == CLEANUP:
                if hand and self.dropped[p] < self.rules.drop_limit:
                    listing = as_objects(out)
                    for card in hand:
                        listing.append(_DROP_OF[card])
            elif phase == BATTLE:
                battle = self.battle
                assert battle is not None
                if not battle.laid and (flags & _OFFERS_BATTLE_CARD or self.on_scene[p] >= 0):
                    self._battle_actions(p, hand, out)
            elif phase == ATTEMPTS:
                if flags & _OFFERS_CAPTURE or self.captured[self.catcher]:
                    self._attempt_actions(hand, flags, out)
            elif phase == ANSWER:
                if flags & _OFFERS_BATTLE_CARD:
                    self._answer_actions(hand, out)
            elif phase == MAJOR_WINDOW:
                if self.captured[self.catcher]:
                    self._major_actions(self.major_target, out)
            elif phase == RESPONSE:
                if flags & _OFFERS_REINFORCEMENT:
                    self._response_actions(hand, out)
            elif phase == CHOOSE:  # a choice with no pass
                self._legal = tuple([A.encode(A.CHOOSE, 0, s) for s in self.captured[p]])
                return
            # (ESCAPE: Strategy cards only.)
            if flags & _OFFERS_STRATEGY:
                self._strategy_actions(p, phase, hand, out)
            if not out and auto_pass:
                self._pass()
                continue
            as_objects(out).append(_PASS_OBJECT)
            self._legal = tuple(out)
            return
        self._legal = ()
        self.phase = OVER

    def _do(self, action: int) -> None:
        # The operations in order of frequency (passes and drops are half of all actions).
        op = action & 31
        if op == _PASS:
            self._pass()
            return
        card = (action >> 5) & 1023
        p = self.to_move
        if op == _DROP:
            remove_card(self.hand[p], card)
            self.discard[p].append(card)
            # (Not ``+= 1``: compiled, an augmented item is added as objects.)
            dropped = self.dropped
            dropped[p] = dropped[p] + 1
            if self._log is not None:
                self._emit(p, "info", f"{self._names[p]} drops {self.label(card)}")
            return
        t1 = (action >> 15) & 1023
        t2 = action >> 25
        if op == _STRATEGY:
            self._play_strategy(p, card, t1, t2)
        elif op == _ATTEMPT:
            self._attempt(card, t1)
        elif op == _ATTEMPT_SWAPPED:
            self._attempt(card, t1, t2)
        elif op == _LAY_CAPTURE:
            self._lay_capture(p, card)
        elif op == _LAY_REINFORCEMENT:
            self._lay_reinforcement(p, card, t1, t2 - 1)
        elif op == A.ANSWER_CAPTURE:
            self._answer_capture(card)
        elif op == A.ANSWER_REINFORCEMENT:
            self._answer_reinforcement(card, t2 - 1)
        elif op == A.MAJOR:
            self._declare_major(t1, t2)
        elif op == A.CHOOSE:
            self._choose(t1)
        elif op == A.RESPOND_REINFORCEMENT:
            self._respond_reinforcement(p, card, t2 - 1)
        else:  # pragma: no cover - apply() checked legality
            raise IllegalActionError(f"unknown operation {op}")

    # --- turn flow ----------------------------------------------------------------------

    def _start_turn(self) -> None:
        rules = self.rules
        if self.turn >= rules.turn_limit:
            self._finish(None, "turn_limit", f"the turn limit ({rules.turn_limit}) was reached")
            return
        if self.turns_without_capture >= rules.stall_limit:
            self._finish(
                None,
                "stalled",
                f"no spirit was captured in {rules.stall_limit} turns: the game cannot progress",
            )
            return
        self.turn += 1
        self._reset_turn()
        catcher = self.catcher
        if self._log is not None:
            names = self._names
            self._emit(
                catcher,
                "turn",
                f"Turn {self.turn}: {names[catcher]} catches "
                f"(captured: {names[0]} {len(self.captured[0])}, "
                f"{names[1]} {len(self.captured[1])})",
            )
        if not self.table and not self.piles[0] and not self.piles[1]:
            self._pile_exhausted()
            return
        reveals = rules.spirits_revealed_per_turn
        while reveals > 0:
            self._reveal(catcher)
            reveals -= 1
        if self._seat_windows[0][ESCAPE] or self._seat_windows[1][ESCAPE]:
            escape = _PHASE_BIT[ESCAPE]
            card_flags = self._flags
            for hand in self.hand:
                for card in hand:
                    if card_flags[card] & escape:
                        self.phase = ESCAPE
                        self.waiting = [1 - catcher]
                        self.to_move = catcher
                        return
        # Neither hand holds a card for the escape window (most turns): both pass at once.
        self.waiting = []
        self._begin_attempts()

    def _pile_for(self, seat: int) -> list[int]:
        return self.piles[0] if self.rules.spirit_pile == "shared" else self.piles[seat]

    def _reveal(self, seat: int) -> bool:
        if len(self.table) >= self.rules.max_spirits_in_play:
            return False
        pile = self._pile_for(seat)
        if not pile:
            return False
        spirit = pile.pop()
        self.table.append(spirit)
        self.flipped = spirit
        if self._log is not None:
            self._emit(
                seat,
                "reveal",
                f"Spirit revealed: {self.label(spirit)}; {len(self.table)} on the table",
            )
        return True

    def _begin_attempts(self) -> None:
        self.phase = ATTEMPTS
        self.to_move = self.catcher
        self.major_target = -1

    def _discard_played(self) -> None:
        played = self.played
        if played[0]:
            self.discard[0].extend(played[0])
            played[0] = []
        if played[1]:
            self.discard[1].extend(played[1])
            played[1] = []

    def _end_turn(self) -> None:
        played = self.played
        if played[0] or played[1]:  # (cards played in the drop step)
            self._discard_played()
        hand_size = self.rules.hand_size
        catcher = self.catcher
        # The catcher, then the other seat (compiled, a loop over the pair (catcher,
        # 1 - catcher) would build it as a tuple and walk it with an iterator).
        for order in range(2):
            seat = catcher if order == 0 else 1 - catcher
            held = len(self.hand[seat])
            # The hand size this turn (extra draws included), or S55's draw on top of the hand.
            target = hand_size + self.extra_draw[seat]
            extra = self.replenish_draw[seat]
            if extra and held + extra > target:
                target = held + extra
            # The seed has no hand limit: a larger hand (S55's six, S59's card) draws nothing.
            self.replenish_targets[seat] = target if target > held else held
            if target > held and not self.no_replenish[seat]:
                drawn = self._draw(seat, target - held)
                if self._log is not None and drawn:
                    self._emit(seat, "draw", f"{self._names[seat]} draws {drawn}")
        if self.captured_this_turn == 0:
            self.turns_without_capture += 1
        self.catcher = 1 - self.catcher
        self._start_turn()

    def _draw(self, seat: int, count: int) -> int:
        deck = self.deck[seat]
        hand = self.hand[seat]
        if 0 < count <= len(deck):  # the usual draw: no reshuffle on the way
            # The top ``count`` cards (the end of the list), one by one: a card or two
            # (most draws), where a slice and its deletion cost five times as much.
            drawn = count
            while count > 0:
                hand.append(deck.pop())
                count -= 1
        else:
            drawn = self._draw_through(seat, count)
        if self.known[seat]:
            for card in hand[len(hand) - drawn :]:
                self.known[seat] &= ~(1 << card)
        return drawn

    def _draw_through(self, seat: int, count: int) -> int:
        """Draw one card at a time, reshuffling the discard pile into an empty deck."""
        deck = self.deck[seat]
        hand = self.hand[seat]
        drawn = 0
        for _ in range(count):
            if not deck:
                if self.rules.empty_deck != "reshuffle" or not self.discard[seat]:
                    break
                deck.extend(self.discard[seat])
                self.discard[seat] = []
                shuffle(deck, self.rng)
                if self._log is not None:
                    self._emit(
                        seat,
                        "info",
                        f"{self._names[seat]} reshuffles the discard pile "
                        f"into the deck ({len(deck)} cards)",
                    )
            hand.append(deck.pop())
            drawn += 1
        return drawn

    def _finish(self, winner: int | None, reason: str, detail: str) -> None:
        self._outcome = Outcome(winner, reason, detail)
        self.phase = OVER
        self.battle = None
        self.pending = None
        if self._log is not None:
            who = "draw" if winner is None else f"{self._names[winner]} wins"
            self._emit(winner, "end", f"Game over: {who} — {detail}")

    def _pile_exhausted(self) -> None:
        a, b = len(self.captured[0]), len(self.captured[1])
        detail = f"the spirit pile is empty ({self._names[0]} {a}, {self._names[1]} {b} captured)"
        if self.rules.pile_exhausted == "most_captures" and a != b:
            self._finish(0 if a > b else 1, "pile_exhausted", detail)
        else:
            self._finish(None, "pile_exhausted", detail)

    def _capture(self, seat: int, spirit: int, how: str) -> None:
        remove_card(self.table, spirit)
        self.captured[seat].append(spirit)
        self.new_captures.append(spirit)
        made = self.captures_made
        made[seat] = made[seat] + 1  # (see _do's dropped)
        self.captured_this_turn += 1
        self.turns_without_capture = 0
        if self.flipped == spirit:
            self.flipped = -1
        if self._log is not None:
            self._emit(
                seat,
                "capture",
                f"{self._names[seat]} captures {self.label(spirit)} {how}"
                f" — now {self._collection(seat)}",
            )
        pattern = self._win_pattern(seat)
        if pattern is not None:
            self._finish(
                seat,
                "win_pattern",
                f"{self._names[seat]} holds {pattern} ({self._collection(seat)})",
            )

    def _collection(self, seat: int) -> str:
        counts = self.element_counts(seat)
        parts: list[str] = []
        for index in range(len(counts)):  # (compiled, zip(strict=True) is a Python call)
            if counts[index]:
                parts.append(f"{_ELEMENT_WORDS[index]} {counts[index]}")
        return ", ".join(parts) or "nothing"

    def _win_pattern(self, seat: int) -> str | None:
        patterns = self.rules.win_patterns
        if len(self.captured[seat]) < self._fewest_to_win:
            return None  # too few spirits for any pattern (most captures)
        pattern = win_pattern(self.element_counts(seat), patterns)
        return None if pattern is None else _pattern_words(pattern)

    # --- passing ------------------------------------------------------------------------

    def _pass(self) -> None:
        phase = self.phase
        # The phases in order of frequency.
        if phase == BATTLE:
            battle = self.battle
            assert battle is not None
            if battle.moved:  # the move is over: the other side moves
                mover = battle.mover = 1 - battle.mover
                battle.moved = battle.laid = False
                self.to_move = mover
                self.phase = ANSWER if battle.demand and mover == self.catcher else BATTLE
            else:
                if self._log is not None:
                    self._emit(self.to_move, "battle", f"{self._names[self.to_move]} passes")
                self._end_battle()
        elif phase == CLEANUP:
            if self.waiting:
                self.to_move = self.waiting.pop()
                return
            self._end_turn()
        elif phase == ATTEMPTS:  # the attempts are over: the drop step, catcher first
            self.phase = CLEANUP
            self._discard_played()
            self.to_move = self.catcher
            self.waiting = [1 - self.catcher]
        elif phase == MAJOR_WINDOW:
            self._begin_attempts()
        elif phase == ESCAPE:
            if self.waiting:
                self.to_move = self.waiting.pop()
            else:
                self._begin_attempts()
        elif phase == ANSWER:
            if self._log is not None:
                self._emit(
                    self.to_move,
                    "battle",
                    f"{self._names[self.to_move]} cannot answer the Reinforcement card",
                )
            self._end_battle()
        elif phase == RESPONSE:
            self._resolve_pending()
        else:  # pragma: no cover
            raise IllegalActionError("nothing to pass")

    # --- attempts and battles -----------------------------------------------------------

    def _attempt(self, card: int, spirit: int, swap: int = -1) -> None:
        """Start the battle for ``spirit``; ``swap`` is a type-changing Strategy card
        played on ``card`` first, so that it fits the spirit."""
        catcher = self.catcher
        remove_card(self.hand[catcher], card)
        self.played[catcher].append(card)
        self.attempts += 1
        self.attempted.append(spirit)
        bits = self.cards.characters[self.kinds[card]]
        battle = self._spare_battle
        if battle is None:
            battle = Battle(spirit, catcher, card, bits)
        else:
            self._spare_battle = None
            battle.restart(spirit, catcher, card, bits)
        self.battle = battle
        after = ""
        if swap >= 0:
            remove_card(self.hand[catcher], swap)
            self.played[catcher].append(swap)
            effect = self.cards.effects[self.kinds[swap]]
            assert effect is not None
            battle.swaps.append((swap, catcher, card, effect.elements))
            if self._log is not None:
                after = (
                    f" after {self.label(swap)} (now {element_names(self.capture_elements(card))})"
                )
        self.phase = BATTLE
        self.to_move = catcher
        if self._log is not None:
            self._emit(
                catcher,
                "battle",
                f"{self._names[catcher]} attempts "
                f"{self._spirit_words(spirit)} with {self.label(card)}{after}: "
                f"{self.battle_value(catcher)}",
            )

    def _lay_capture(self, seat: int, card: int) -> None:
        battle = self.battle
        assert battle is not None
        remove_card(self.hand[seat], card)
        self.played[seat].append(card)
        previous = battle.cards[seat]
        battle.cards[seat] = card
        battle.characters[seat] |= self.cards.characters[self.kinds[card]]
        if previous >= 0:
            self._void_replaced(battle, seat, previous)
        elif previous < 0 and battle.mods[seat]:
            battle.mods[seat] = self._fitting(battle.mods[seat], card)
        battle.moved = battle.laid = True
        if self._log is not None:
            verb = "replaces its card with" if previous >= 0 else "plays"
            self._emit(
                seat, "play", f"{self._names[seat]} {verb} {self.label(card)}{self._totals()}"
            )

    def _void_replaced(self, battle: Battle, seat: int, previous: int) -> None:
        """The Strategy cards that strengthened a replaced Capture card stop counting
        (``upgrade_voids``: by default the replacing player's own; seed, «все его карты
        стратегий, усиливающие предыдущую карту»)."""
        mode = self.rules.upgrade_voids
        if mode == "own_strategies":
            battle.mods[seat] = [m for m in battle.mods[seat] if m[1] != seat]
            battle.swaps = [s for s in battle.swaps if s[2] != previous or s[1] != seat]
        elif mode == "all_strategies":
            battle.mods[seat] = []
            battle.swaps = [s for s in battle.swaps if s[2] != previous]

    def _put_reinforcement(self, seat: int, card: int, cost: int) -> str:
        """Play a Reinforcement card from the hand (or, S60, again from On Scene), paying
        its On Scene cost ``cost`` (a card discarded from the hand; -1: none). Returns the
        words the log adds."""
        if card == self.on_scene[seat]:
            self.on_scene[seat] = -1  # its second stop (S60): it was On Scene already
            return ", still On Scene"
        remove_card(self.hand[seat], card)
        self.played[seat].append(card)
        if cost < 0:
            return ""
        remove_card(self.hand[seat], cost)
        self.discard[seat].append(cost)
        return f", discarding {self.label(cost)}" if self._log is not None else ""

    def _lay_reinforcement(self, seat: int, card: int, character: int, cost: int) -> None:
        battle = self.battle
        assert battle is not None
        paid = self._put_reinforcement(seat, card, cost)
        battle.reinforcement = card
        battle.reinforcement_character = character
        battle.reinforcement_done = True
        battle.demand = True
        if self.rules.reinforcement_character_on_side:
            battle.characters[seat] |= self.cards.character_bits[character]
        if self._log is not None:
            self._emit(
                seat,
                "play",
                f"{self._names[seat]} plays {self.label(card)} as "
                f"{self.cards.character_names[character]}{paid}: the catcher must answer",
            )
        battle.moved = battle.laid = True

    def _answer_capture(self, card: int) -> None:
        battle = self.battle
        assert battle is not None
        catcher = self.catcher
        remove_card(self.hand[catcher], card)
        self.played[catcher].append(card)
        previous = battle.cards[catcher]
        battle.cards[catcher] = card
        battle.characters[catcher] |= self.cards.characters[self.kinds[card]]
        battle.demand = False
        self._void_replaced(battle, catcher, previous)
        # The battle goes on as on the first path; the catcher may add Strategy cards.
        battle.moved = battle.laid = True
        self.phase = BATTLE
        if self._log is not None:
            self._emit(
                catcher,
                "play",
                f"{self._names[catcher]} answers with {self.label(card)}{self._totals()}",
            )

    def _answer_reinforcement(self, card: int, cost: int) -> None:
        battle = self.battle
        assert battle is not None
        catcher = self.catcher
        paid = self._put_reinforcement(catcher, card, cost)
        battle.demand = False
        if self._log is not None:
            self._emit(
                catcher, "play", f"{self._names[catcher]} answers with {self.label(card)}{paid}"
            )
        if self.stops_twice[1 - catcher]:
            self._keep_on_scene(battle)
        spirit = battle.spirit
        self.battle = None
        self._after_battle(spirit, captured=True, how="by Reinforcement")

    def _keep_on_scene(self, battle: Battle) -> None:
        """After S60, the opponent's Yue or Keroberos Reinforcement card stays On Scene to
        stop a second capture attempt this turn (it stays among the cards played). Called
        only once S60 was played (``stops_twice``): most battles skip the call."""
        opponent = 1 - self.catcher
        card = battle.reinforcement
        if (
            card >= 0
            and self.stops_twice[opponent] >> battle.reinforcement_character & 1
            and self.on_scene[opponent] == -1
            and not self.stopped_twice[opponent]
        ):
            self.on_scene[opponent] = card
            self.on_scene_character[opponent] = battle.reinforcement_character
            self.stopped_twice[opponent] = True

    def _end_battle(self) -> None:
        battle = self.battle
        assert battle is not None
        catcher = self.catcher
        opponent = 1 - catcher
        if self.stops_twice[opponent]:
            self._keep_on_scene(battle)
        spirit = battle.spirit
        if battle.demand:
            captured = False
            how = ""
        elif battle.cards[opponent] < 0:
            captured = True
            how = "unopposed" if not battle.reinforcement_done else "in battle"
        else:
            self.battle_happened = True
            mine = self.battle_value(catcher)
            theirs = self.battle_value(opponent)
            captured = theirs < mine or (theirs == mine and self.rules.tie_captures)
            # (How it was captured is words for the log alone: not made without one.)
            how = f"in battle, {mine} vs {theirs}" if self._log is not None else ""
            if not captured and self._log is not None:
                verb = "beats" if theirs > mine else "holds"
                self._emit(
                    opponent,
                    "escape",
                    f"{self._spirit_words(spirit)} escapes: "
                    f"{self._names[opponent]} {theirs} {verb} {self._names[catcher]} {mine}",
                )
        self.battle = None
        self._spare_battle = battle  # (no one else holds it: copies copy a battle)
        self._after_battle(spirit, captured, how)

    def _after_battle(self, spirit: int, captured: bool, how: str) -> None:
        if captured and spirit in self.blocked:
            captured = False
            if self._log is not None:
                self._emit(None, "escape", f"{self.label(spirit)} cannot be captured this turn")
        if captured:
            self._capture(self.catcher, spirit, how)
            if self._outcome is None:
                self._begin_attempts()
            return
        self._begin_attempts()
        if spirit in self.table:
            self.phase = MAJOR_WINDOW
            self.major_target = spirit

    def _declare_major(self, spirit: int, major: int) -> None:
        if self.phase == ATTEMPTS:
            self.attempts += 1
            self.attempted.append(spirit)
        if self._log is not None:
            self._emit(
                self.catcher,
                "battle",
                f"{self._names[self.catcher]} sends Major "
                f"{self.label(major)} after {self._spirit_words(spirit)}",
            )
        self._open_response(R_MAJOR, self.catcher, -1, spirit, major, resume=ATTEMPTS)

    def _open_response(
        self, kind: int, owner: int, source: int, t1: int, t2: int, resume: int = -1
    ) -> None:
        """Let the other player answer an effect before it happens."""
        self.pending = Pending(
            kind, owner, source, t1, t2, self.phase if resume < 0 else resume, self.to_move
        )
        self.phase = RESPONSE
        self.to_move = 1 - owner

    def _resolve_pending(self) -> None:
        pending = self.pending
        assert pending is not None
        kind, owner, t1, t2, voided = (
            pending.kind,
            pending.owner,
            pending.target,
            pending.second,
            pending.voided,
        )
        self.phase = pending.resume_phase
        self.to_move = pending.resume_player
        if kind == R_OPPONENT_RETURNS and not voided and len(self.captured[1 - owner]) > 1:
            self.phase = CHOOSE
            self.to_move = 1 - owner
            return
        self.pending = None
        if voided:
            if kind == R_RECKLESS:
                self._reckless_done(owner)
            return
        if kind == R_MAJOR:
            if (
                not self.major_blocked
                and t1 in self.table
                and t1 not in self.blocked
                and t2 in self.majors(owner)
                and self.cards.elements[self.kinds[t2]] == self.spirit_element(t1)
            ):
                log = self._log is not None  # (the words are for the log alone)
                how = f"with Major {self.cards.names[self.kinds[t2]]}" if log else ""
                self._capture(owner, t1, how)
            elif self._log is not None:
                self._emit(owner, "escape", f"the Major capture of {self.label(t1)} is stopped")
        elif kind == R_RETURN_FLIPPED:
            if t1 in self.table:
                remove_card(self.table, t1)
                self._return_to_pile(t1)
        elif kind == R_OPPONENT_RETURNS:
            victim = 1 - owner
            if self.captured[victim]:
                self._return_captured(victim, self.captured[victim][0])
        elif kind == R_EXCHANGE:
            self._exchange(owner, t1, t2)
        elif kind == R_RECKLESS:
            if t1 in self.table and t1 not in self.blocked and self._reckless_fits(owner, t1):
                self._capture(owner, t1, "recklessly")
            self._reckless_done(owner)

    def _reckless_fits(self, seat: int, spirit: int) -> bool:
        """S47: a non-Major spirit «of a type which you already have captured»."""
        elements = self.cards.elements
        have = 0
        for captured in self.captured[seat]:
            have |= elements[self.kinds[captured]]
        return not self.cards.major[self.kinds[spirit]] and bool(self.spirit_element(spirit) & have)

    def _reckless_done(self, owner: int) -> None:
        self.no_more_attempts = True
        self.no_replenish[owner] = True

    def _choose(self, spirit: int) -> None:
        pending = self.pending
        assert pending is not None
        self.phase = pending.resume_phase
        self.to_move = pending.resume_player
        self.pending = None
        self._return_captured(1 - pending.owner, spirit)

    def _return_to_pile(self, spirit: int) -> None:
        pile = self._pile_for(self.owners[spirit])
        pile.append(spirit)
        shuffle(pile, self.rng)
        if self._log is not None:
            self._emit(
                None, "info", f"{self.label(spirit)} goes back into the pile, which is shuffled"
            )

    def _return_captured(self, seat: int, spirit: int) -> None:
        remove_card(self.captured[seat], spirit)
        if spirit in self.temp_major:
            remove_card(self.temp_major, spirit)
        self._return_to_pile(spirit)

    def _exchange(self, seat: int, spirit: int, out: int) -> None:
        if spirit not in self.captured[seat]:
            return
        pile = self._pile_for(self.owners[spirit])
        remove_card(self.captured[seat], spirit)
        if spirit in self.temp_major:
            remove_card(self.temp_major, spirit)
        if out in pile and len(self.table) < self.rules.max_spirits_in_play:
            remove_card(pile, out)
            self.table.append(out)
            if self._log is not None:
                self._emit(seat, "reveal", f"{self.label(out)} is put into play")
        pile.append(spirit)
        shuffle(pile, self.rng)
        if self._log is not None:
            self._emit(
                seat, "info", f"{self.label(spirit)} goes back into the pile, which is shuffled"
            )

    def _respond_reinforcement(self, seat: int, card: int, cost: int) -> None:
        paid = self._put_reinforcement(seat, card, cost)
        assert self.pending is not None
        self.pending.voided = True
        if self._log is not None:
            self._emit(seat, "play", f"{self._names[seat]} answers with {self.label(card)}{paid}")

    def _totals(self) -> str:
        """The battle's totals for a log line ("" without a log or a battle)."""
        battle = self.battle
        if battle is None or self._log is None:
            return ""
        c = self.catcher
        names = self._names
        parts = [f"{names[c]} {self.battle_value(c)}"]
        if battle.cards[1 - c] >= 0:
            parts.append(f"{names[1 - c]} {self.battle_value(1 - c)}")
        return " (" + ", ".join(parts) + ")"

    # --- Strategy cards -------------------------------------------------------------------

    def _play_strategy(self, seat: int, card: int, t1: int, t2: int) -> None:
        remove_card(self.hand[seat], card)
        self.played[seat].append(card)
        effect = self.cards.effects[self.kinds[card]]
        assert effect is not None
        self._effects_in_turn = True
        battle = self.battle
        if battle is not None and self.phase in (BATTLE, ANSWER):
            battle.moved = True
        log = self._log is not None
        operation = effect.operation
        target = operation.words(self, card, t1, t2, effect) if log else ""
        resolve = operation.resolve  # (read, then called: see _strategy_actions)
        note = resolve(self, seat, card, t1, t2, effect)
        if log:
            self._emit(
                seat,
                "play",
                f"{self._names[seat]} plays {self.label(card)}"
                + (f" {target}" if target else "")
                + note,
            )

    def _void(self, source: int) -> None:
        battle = self.battle
        if battle is not None:
            battle.mods[0] = [m for m in battle.mods[0] if m[0] != source]
            battle.mods[1] = [m for m in battle.mods[1] if m[0] != source]
            battle.swaps = [s for s in battle.swaps if s[0] != source]
        self.spirit_changes = [c for c in self.spirit_changes if c[0] != source]

    def _switch_reinforcement(self) -> None:
        battle = self.battle
        assert battle is not None
        choices = self.cards.character_lists[self.kinds[battle.reinforcement]]
        other = choices[1] if choices[0] == battle.reinforcement_character else choices[0]
        bit = self.cards.character_bits[other]
        opponent = 1 - self.catcher
        if (battle.characters[self.catcher] | battle.characters[opponent]) & bit:
            battle.demand = False
            battle.reinforcement = -1
            battle.reinforcement_character = -1
            # Only the opponent's own cards stay on its side.
            card = battle.cards[opponent]
            battle.characters[opponent] = (
                self.cards.characters[self.kinds[card]] if card >= 0 else 0
            )
            self._emit(self.catcher, "info", "the Reinforcement card is void")
            self.phase = BATTLE
        else:
            old = self.cards.character_bits[battle.reinforcement_character]
            battle.reinforcement_character = other
            if self.rules.reinforcement_character_on_side:
                card = battle.cards[opponent]
                keep = self.cards.characters[self.kinds[card]] if card >= 0 else 0
                battle.characters[opponent] = (battle.characters[opponent] & ~old) | keep | bit

    # --- legal actions --------------------------------------------------------------------

    def _distinct(self, cards: list[int]) -> list[int]:
        """One card of each kind (copies of a card are interchangeable), in order."""
        if len(cards) < 2:
            return cards
        kinds = self.kinds
        if len(set(map(kinds.__getitem__, cards))) == len(cards):
            return cards  # the usual hand: no two copies (found in one C-level pass)
        first: dict[int, int] = {}
        for card in cards:
            first.setdefault(kinds[card], card)
        return list(first.values())

    def _attempt_actions(self, hand: list[int], flags: int, out: list[int]) -> None:
        if self.no_more_attempts or self.attempts >= self.rules.capture_attempts_per_turn:
            return
        catcher = self.catcher
        table = self.table
        elements = self._elements
        # The spirits open to an attempt are marked by their places on the table, not
        # gathered in lists: compiled, lists of them would be made and freed, and a boxed
        # int appended for each spirit, at each listing.
        fitting = 0  # the open spirits' elements together
        opened = 0  # bit i: the spirit at place i of the table is open (few: a small int)
        for place, spirit in enumerate(table):
            element = self._open_element(spirit)
            if element >= 0:
                fitting |= element
                opened |= 1 << place
        if not opened:
            return
        if flags & _OFFERS_CAPTURE:
            ignore = self.ignore_element[catcher]
            # Type-changing Strategy cards (S2, S11 ...) may make a Capture card fit the
            # spirit.
            swaps: list[tuple[int, int]] = []
            offers = self._offers[ATTEMPTS]  # (small ints: see _OFFERS_STRATEGY)
            if not ignore and flags & _OFFERS_SWAP:
                effects = self.cards.effects
                kinds = self.kinds
                for card in hand:
                    if offers[card] & _OFFERS_SWAP:
                        effect = effects[kinds[card]]
                        assert effect is not None
                        swaps.append((card << 25, effect.elements))
            for card in hand:
                if not offers[card] & _OFFERS_CAPTURE:
                    continue
                attempt = _ATTEMPT_OF[card]
                mask = elements[card]
                if not ignore and not mask & fitting and not swaps:
                    continue  # a card that fits no spirit (without a type change)
                for place, spirit in enumerate(table):
                    if not opened >> place & 1:
                        continue
                    element = self.spirit_element(spirit)
                    if ignore or mask & element:
                        out.append(attempt | spirit << 15)
                    elif swaps:
                        for swap, pair in swaps:
                            if swap_bits(mask, pair) & element:
                                out.append(_ATTEMPT_SWAPPED | card << 5 | spirit << 15 | swap)
        if (
            self.captured[catcher]
            and self.rules.major_capture_without_battle
            and not self.major_blocked
        ):
            majors = self.majors(catcher)
            if majors:
                for place, spirit in enumerate(table):
                    if not opened >> place & 1:
                        continue
                    element = self.spirit_element(spirit)
                    for major in majors:
                        if elements[major] == element:
                            out.append(_MAJOR | spirit << 15 | major << 25)

    def _open_element(self, spirit: int) -> int:
        """The element of a spirit on the table that is open to an attempt this turn (not
        attempted yet nor blocked), or -1."""
        # (Each list asked only when it holds something: most turns both are empty.)
        attempted = self.attempted
        if attempted and holds(attempted, spirit):
            return -1
        blocked = self.blocked
        if blocked and holds(blocked, spirit):
            return -1
        return self.spirit_element(spirit)

    def _major_actions(self, spirit: int, out: list[int]) -> None:
        if self.major_blocked or spirit not in self.table or spirit in self.blocked:
            return
        element = self.spirit_element(spirit)
        elements = self.cards.elements
        for major in self.majors(self.catcher):
            if elements[self.kinds[major]] == element:
                out.append(A.encode(A.MAJOR, 0, spirit, major))

    def _battle_actions(self, p: int, hand: list[int], out: list[int]) -> None:
        battle = self.battle
        assert battle is not None
        if battle.laid:
            return  # one Capture or Reinforcement card per move
        catcher = self.catcher
        rules = self.rules
        kinds = self.kinds
        types = self.cards.types
        powers = self.cards.powers
        characters = self.cards.characters
        other_side = battle.characters[1 - p]
        current = battle.cards[p]
        if current >= 0:
            if p != catcher and not rules.opponent_may_upgrade:
                return
            my_character = characters[kinds[current]]
            my_power = powers[kinds[current]]
            for card in hand:
                kind = kinds[card]
                if (
                    types[kind] == CAPTURE
                    and characters[kind] == my_character
                    and (powers[kind] > my_power or not rules.upgrade_needs_higher_power)
                    and card != current
                ):
                    as_objects(out).append(_LAY_CAPTURE_OF[card])
            return
        # The opponent, with no Capture card yet.
        must_exceed = rules.opponent_must_exceed
        # Without modifiers on the opponent's side or type changes in the battle (most
        # battles), a card's total is its power and the match bonus, at least the floor:
        # battle_value's sum, found without laying the card (_value_with).
        plain = must_exceed and not battle.mods[p] and not battle.swaps
        element = 0
        bonus = rules.match_bonus
        floor = rules.battle_value_floor
        target = 0  # the catcher's total, which a card must exceed (must_exceed)
        if plain:
            spirit = battle.spirit
            element = self.spirit_element(spirit)
            # battle_value(catcher) written out, without type changes (this is the
            # opponent's every first move): the catcher's card always lies in the battle.
            card = battle.cards[catcher]
            power = powers[kinds[card]]
            target = power + bonus if self._elements[card] & element else power
            for mod in battle.mods[catcher]:
                target += mod[2]
            if target < floor:
                target = floor
        elif must_exceed:
            target = self.battle_value(catcher)
        elements = self.cards.elements
        beaten = floor <= target  # the floor alone does not exceed
        for card in hand:
            kind = kinds[card]
            ctype = types[kind]
            if ctype == CAPTURE:
                if characters[kind] & other_side:
                    continue
                if plain:
                    value = powers[kind] + bonus if elements[kind] & element else powers[kind]
                    if value <= target and beaten:
                        continue
                elif must_exceed and self._value_with(p, card) <= target:
                    continue
                as_objects(out).append(_LAY_CAPTURE_OF[card])
            elif ctype == REINFORCEMENT and not (
                battle.reinforcement_done and rules.reinforcement_once_per_battle
            ):
                if not self.cards.playable[kind]:
                    continue
                costs = self.cards.costs[kind]
                for i, index in enumerate(self.cards.character_lists[kind]):
                    bit = self.cards.character_bits[index]
                    if rules.reinforcement_character_on_side and bit & other_side:
                        continue
                    if not costs or costs[i] < 0:
                        out.append(_LAY_REINFORCEMENT_OF[card] | _T1_OF[index])
                        continue
                    for cost in self._cost_cards(p, card, costs[i]):
                        out.append(A.encode(A.LAY_REINFORCEMENT, card, index, cost + 1))
        again = self.on_scene[p]
        if again >= 0 and not (battle.reinforcement_done and rules.reinforcement_once_per_battle):
            index = self.on_scene_character[p]
            if not (
                rules.reinforcement_character_on_side
                and self.cards.character_bits[index] & other_side
            ):
                out.append(A.encode(A.LAY_REINFORCEMENT, again, index))

    def _cost_cards(self, seat: int, card: int, need: int) -> list[int]:
        """The cards ``seat`` may discard to send ``card``'s costly character On Scene: a
        Reinforcement card showing character ``need`` (any character after S53)."""
        kinds = self.kinds
        cards = self.cards
        found = [
            c
            for c in self.hand[seat]
            if c != card
            and cards.types[kinds[c]] == REINFORCEMENT
            and (self.any_cost[seat] or need in cards.character_lists[kinds[c]])
        ]
        return self._distinct(found)

    def _reinforcement_answers(
        self, seat: int, card: int, fits: int, op: int, out: list[int]
    ) -> None:
        """Answers with Reinforcement card ``card`` as one of its characters whose bit is in
        ``fits``: one free action if a free character fits, else one per cost card."""
        kind = self.kinds[card]
        costs = self.cards.costs[kind]
        bits = self.cards.character_bits
        needs: list[int] = []
        for i, index in enumerate(self.cards.character_lists[kind]):
            if not bits[index] & fits:
                continue
            if not costs or costs[i] < 0:
                out.append(op | card << 5)
                return
            needs.append(costs[i])
        offered: set[int] = set()
        for need in needs:
            for cost in self._cost_cards(seat, card, need):
                if cost not in offered:
                    offered.add(cost)
                    out.append(op | card << 5 | (cost + 1) << 25)

    def _answer_actions(self, hand: list[int], out: list[int]) -> None:
        battle = self.battle
        assert battle is not None
        catcher = self.catcher
        kinds = self.kinds
        types = self.cards.types
        characters = self.cards.characters
        blocked_side = battle.characters[1 - catcher]
        if battle.any_answer or self.rules.reinforcement_answer == "any_character":
            wanted = -1  # any character not on the opponent's side
        else:
            wanted = characters[kinds[battle.cards[catcher]]]
        for card in hand:
            kind = kinds[card]
            ctype = types[kind]
            if ctype not in (CAPTURE, REINFORCEMENT) or not self.cards.playable[kind]:
                continue
            bits = characters[kind]
            if ctype == REINFORCEMENT:
                # A two-character card answers with the character that fits.
                usable = bits & ~blocked_side
                if usable and (wanted < 0 or usable & wanted):
                    if self.cards.costs[kind]:
                        fits = usable if wanted < 0 else usable & wanted
                        self._reinforcement_answers(
                            catcher, card, fits, A.ANSWER_REINFORCEMENT, out
                        )
                    else:
                        out.append(A.ANSWER_REINFORCEMENT | card << 5)
            elif not bits & blocked_side and (wanted < 0 or bits & wanted):
                out.append(A.ANSWER_CAPTURE | card << 5)

    def _response_actions(self, hand: list[int], out: list[int]) -> None:
        pending = self.pending
        assert pending is not None
        if pending.kind == R_RECKLESS:
            kinds = self.kinds
            for card in hand:
                kind = kinds[card]
                if self.cards.types[kind] == REINFORCEMENT and self.cards.playable[kind]:
                    if self.cards.costs[kind]:
                        self._reinforcement_answers(
                            self.to_move, card, -1, A.RESPOND_REINFORCEMENT, out
                        )
                    else:
                        out.append(A.RESPOND_REINFORCEMENT | card << 5)

    def _strategy_actions(self, p: int, phase: int, hand: list[int], out: list[int]) -> None:
        """Every Strategy card ``p`` may play now, with each choice of target."""
        kinds = self.kinds
        effects = self.cards.effects
        pending = self.pending
        is_catcher = p == self.catcher
        card_flags = self._flags
        offers = self._offers[phase]  # (small ints: see _OFFERS_STRATEGY)
        for card in hand:
            if not offers[card] & _OFFERS_STRATEGY:
                continue
            effect = effects[kinds[card]]
            assert effect is not None
            if card_flags[card] & _CONDITIONAL_CARD and not self._conditions_met(
                p, effect, is_catcher
            ):
                continue
            if pending is not None:
                if effect.operation.opens_response:
                    continue
                # A capture without a battle (a Major, S47) may be answered by any card that
                # stops it (S4, S31, S61 ...); a return only by voiding it (S44).
                if pending.kind not in _CAPTURES_WITHOUT_BATTLE and not (
                    effect.void_kind == K_RETURN_SPIRIT and pending.kind in RETURNS
                ):
                    continue
            # (The function read first and then called: called as a method of the operation,
            # an attribute of the instance, the interpreter would look it up unspecialised.)
            targets = effect.operation.targets
            targets(self, p, card, effect, out)

    def _conditions_met(self, p: int, effect: Effect, is_catcher: bool) -> bool:
        """Whether ``p`` meets a Strategy card's timing of the catcher's own and its
        ``requires`` clause (cards with none skip this: see _CONDITIONAL_CARD)."""
        timing = effect.timing
        if timing == T_OWN_TURN and not is_catcher:
            return False
        if timing == T_BEFORE_CAPTURE and (not is_catcher or self.attempts):
            return False
        if timing == T_FLIP and (self.flipped < 0 or self.flipped not in self.table):
            return False
        if effect.requires_battle and not self.battle_happened:
            return False
        if effect.requires_captured and self.captures_made[p] < effect.requires_captured:
            return False
        if effect.requires_only_card and len(self.hand[p]) != 1:
            return False
        return not (
            effect.requires_spirits_below and len(self.table) >= effect.requires_spirits_below
        )

    def _against_ok(self, victim: int) -> bool:
        """Whether the victim's side may be targeted (S29/S30 protect it otherwise)."""
        shield = self.protected[victim]
        if not shield:
            return True
        battle = self.battle
        if battle is None:
            return True
        # The shield follows the character onto its Reinforcement card too (S29: «Play on
        # Sakura Capture or Reinforcement card»).
        return not self._side_characters(victim) & shield

    # --- what the operations of deckcheck.games.ccs.engine.effects ask about the position ------

    def _answering(self) -> bool:
        """Whether the catcher is answering a Reinforcement card."""
        return self.phase == ANSWER

    def _choosing_attempts(self) -> bool:
        return self.phase == ATTEMPTS

    def _attempts_left(self) -> bool:
        return not self.no_more_attempts and self.attempts < self.rules.capture_attempts_per_turn

    def _side_characters(self, seat: int) -> int:
        """The characters of ``seat``'s active cards in the battle: its Capture card and,
        for the opponent, the character chosen on its Reinforcement card."""
        battle = self.battle
        if battle is None:
            return 0
        card = battle.cards[seat]
        bits = self.cards.characters[self.kinds[card]] if card >= 0 else 0
        if seat != self.catcher and battle.reinforcement >= 0:
            bits |= self.cards.character_bits[battle.reinforcement_character]
        return bits

    def _condition(self, effect: Effect, card: int) -> bool:
        """The if_/unless_ conditions of a boost or drain on a Capture card."""
        kind = self.kinds[card]
        characters = self.cards.characters[kind]
        if effect.if_characters and not characters & effect.if_characters:
            return False
        if effect.unless_characters and characters & effect.unless_characters:
            return False
        return not (effect.if_elements and not self.capture_elements(card) & effect.if_elements)

    def _voidable(self, owner: int, void_kind: int) -> list[int]:
        """``owner``'s Strategy cards in effect that a void of this kind may target."""
        found: list[int] = []
        battle = self.battle
        if not self.spirit_changes and (
            battle is None or not (battle.mods[0] or battle.mods[1] or battle.swaps)
        ):
            return found  # nothing in effect to void (the void cards' usual listing)
        effects = self.cards.effects
        kinds = self.kinds
        victim = owner  # voiding an owner's card is played against the owner
        if battle is not None and void_kind & (K_BOOST | K_DRAIN | K_CHANGE_TYPE):
            for side in (0, 1):
                if side == victim and self.protected[victim] and not self._against_ok(victim):
                    continue
                for source, who, _ in battle.mods[side]:
                    effect = effects[kinds[source]]
                    if (
                        who == owner
                        and effect is not None
                        and effect.kinds & void_kind
                        and source not in found
                    ):
                        found.append(source)
            if void_kind & K_CHANGE_TYPE:
                for source, who, target, _ in battle.swaps:
                    side = 0 if battle.cards[0] == target else 1
                    if (
                        who == owner
                        and source not in found
                        and (side != victim or self._against_ok(victim))
                    ):
                        found.append(source)
        if void_kind & K_CHANGE_TYPE:
            for source, who, _, _ in self.spirit_changes:
                if who == owner and source not in found:
                    found.append(source)
        return found

    # --- checks used by tests -------------------------------------------------------------

    def zones(self) -> dict[str, list[int]]:
        """Every zone's cards, by name (a card in play is in ``played``)."""
        return {
            "deck_0": self.deck[0],
            "deck_1": self.deck[1],
            "hand_0": self.hand[0],
            "hand_1": self.hand[1],
            "discard_0": self.discard[0],
            "discard_1": self.discard[1],
            "played_0": self.played[0],
            "played_1": self.played[1],
            "pile_0": self.piles[0],
            "pile_1": self.piles[1],
            "table": self.table,
            "captured_0": self.captured[0],
            "captured_1": self.captured[1],
        }

    def check_invariants(self) -> None:
        """Raise AssertionError if the position breaks a rule of the game."""
        seen = [0] * len(self.kinds)
        for cards in self.zones().values():
            for card in cards:
                seen[card] += 1
        lost = [i for i, n in enumerate(seen) if n != 1]
        if lost:
            raise AssertionError(f"cards not in exactly one zone: {lost}")
        if len(self.table) > self.rules.max_spirits_in_play:
            raise AssertionError(f"{len(self.table)} spirits on the table")
        types = self.cards.types
        for spirit in self.table:
            if types[self.kinds[spirit]] != SPIRIT:
                raise AssertionError("a non-spirit on the table")
        battle = self.battle
        if battle is not None and battle.characters[0] & battle.characters[1]:
            raise AssertionError("a character on both sides of a battle")
        for seat in (0, 1):
            for card in self.played[seat] + self.hand[seat] + self.deck[seat] + self.discard[seat]:
                if types[self.kinds[card]] == SPIRIT:
                    raise AssertionError("a spirit among the playing cards")
                if self.owners[card] != seat:
                    raise AssertionError("a card in the other player's zones")

    def check_hands(self) -> None:
        """Raise AssertionError if replenishing drew a hand above its target (call after a
        turn; a hand already larger, e.g. after S55, draws nothing and is kept)."""
        for seat in (0, 1):
            if len(self.hand[seat]) > self.replenish_targets[seat]:
                raise AssertionError(
                    f"seat {seat} holds {len(self.hand[seat])} cards after replenishing "
                    f"(target {self.replenish_targets[seat]})"
                )


class _Layout(NamedTuple):
    """The physical cards of two decks, numbered: what every game of a matchup starts
    from before its shuffles."""

    kinds: tuple[int, ...]
    owners: tuple[int, ...]
    #: Per seat: the playing cards, and the spirits, by number.
    decks: tuple[tuple[int, ...], tuple[int, ...]]
    spirits: tuple[tuple[int, ...], tuple[int, ...]]
    #: Per card: what it may do in hand (bits: _CAPTURE_CARD ..., see _card_flags).
    flags: tuple[int, ...]
    #: Per seat: whether it holds two cards of one kind (else every hand is distinct).
    #: (This and the next are indexed by a seat in every listing: typed of any length,
    #: as a pair they would be compiled to a C struct, boxed anew at each index.)
    copies: tuple[bool, ...]
    #: Per seat and phase: whether any of its playing cards has a bit that phase's listing
    #: reads (_WINDOW_BITS): if not, no hand of the seat can offer anything there.
    seat_windows: tuple[tuple[bool, ...], ...]
    #: Per card: its printed element bits (the card table's, without the kind lookup).
    elements: tuple[int, ...]
    #: Per phase, per card: what it offers in the phase's window (_OFFERS_STRATEGY ...).
    offers: tuple[tuple[int, ...], ...]


#: Layouts of recent matchups (a batch plays one matchup thousands of times), by the card
#: table and the decks' entries; the table is kept with its layouts so an id is not reused.
_LAYOUTS: dict[tuple[int, tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]],
               tuple[CardTable, _Layout]] = {}


#: The same by the identities of the card table and the two deck objects, for a batch,
#: which passes the same two objects to every game: a key of every entry is not made and
#: hashed each time. A hit must still equal the copy of the decks kept with it, so a deck
#: changed in place is laid out anew; the objects are kept, so their ids are not reused.
_LAYOUTS_BY_ID: dict[
    tuple[int, int, int],
    tuple[CardTable, Mapping[str, int], Mapping[str, int], dict[str, int], dict[str, int], _Layout],
] = {}


def _layout(cards: CardTable, decks: Sequence[Mapping[str, int]]) -> _Layout:
    """Number the cards of ``decks`` (by kind within each seat), checking them."""
    deck_a, deck_b = decks[0], decks[1]
    ids = (id(cards), id(deck_a), id(deck_b))
    known = _LAYOUTS_BY_ID.get(ids)
    if (
        known is not None
        and known[0] is cards
        and known[1] is deck_a
        and known[2] is deck_b
        and (
            (is_frozen_deck(deck_a) and is_frozen_deck(deck_b))  # (a batch's: unchanged)
            or (known[3] == deck_a and known[4] == deck_b)
        )
    ):
        return known[5]
    layout = _layout_of_entries(cards, decks)
    if len(_LAYOUTS_BY_ID) >= 64:
        _LAYOUTS_BY_ID.clear()
    _LAYOUTS_BY_ID[ids] = (cards, deck_a, deck_b, dict(deck_a), dict(deck_b), layout)
    return layout


def _layout_of_entries(cards: CardTable, decks: Sequence[Mapping[str, int]]) -> _Layout:
    """:func:`_layout`, from the cache of layouts by the decks' entries or made anew."""
    key = (id(cards), tuple(decks[0].items()), tuple(decks[1].items()))
    try:
        found = _LAYOUTS.get(key)
    except TypeError:  # a count that is not even hashable: checked (and refused) below
        found = None
    if found is not None and found[0] is cards:
        return found[1]
    kinds, owners = number_cards(cards.index, decks, A.MAX_CARDS)
    playing: list[list[int]] = [[], []]
    spirits: list[list[int]] = [[], []]
    for number, (kind, seat) in enumerate(zip(kinds, owners, strict=True)):
        (spirits if cards.types[kind] == SPIRIT else playing)[seat].append(number)
    by_kind = _card_flags(cards)
    layout = _Layout(
        tuple(kinds),
        tuple(owners),
        (tuple(playing[0]), tuple(playing[1])),
        (tuple(spirits[0]), tuple(spirits[1])),
        tuple(by_kind[kind] for kind in kinds),
        (
            len({kinds[c] for c in playing[0]}) < len(playing[0]),
            len({kinds[c] for c in playing[1]}) < len(playing[1]),
        ),
        (
            _windows(by_kind[kinds[c]] for c in playing[0]),
            _windows(by_kind[kinds[c]] for c in playing[1]),
        ),
        tuple(cards.elements[kind] for kind in kinds),
        tuple(
            tuple(_offers(by_kind[kind], phase) for kind in kinds)
            for phase in range(len(PHASE_NAMES))
        ),
    )
    if len(_LAYOUTS) >= 64:
        _LAYOUTS.clear()
    _LAYOUTS[key] = (cards, layout)
    return layout


def _windows(flags: Iterable[int]) -> tuple[bool, ...]:
    """Per phase: whether any of ``flags`` (a seat's cards' bits) has a bit it reads."""
    union = 0
    for bits in flags:
        union |= bits
    return tuple(bool(union & window) for window in _WINDOW_BITS)


def _offers(flags: int, phase: int) -> int:
    """What a card with these bits offers in ``phase``'s window (_OFFERS_STRATEGY ...)."""
    read = flags & _WINDOW_BITS[phase]
    return (
        (_OFFERS_STRATEGY if read & _PHASE_BIT[phase] else 0)
        | (_OFFERS_CAPTURE if read & _CAPTURE_CARD else 0)
        | (_OFFERS_REINFORCEMENT if read & _REINFORCEMENT_CARD else 0)
        | (_OFFERS_SWAP if read & _SWAP_CARD else 0)
    )


def _card_flags(cards: CardTable) -> list[int]:
    """Per kind: the bits of what a card of that kind may do in hand (_CAPTURE_CARD ...)."""
    out = []
    for kind, effect in enumerate(cards.effects):
        flags = 0
        ctype = cards.types[kind]
        if ctype == CAPTURE:
            flags |= _CAPTURE_CARD
        elif ctype == REINFORCEMENT and cards.playable[kind]:
            flags |= _REINFORCEMENT_CARD
        if cards.major[kind]:
            flags |= _MAJOR_SPIRIT
        if effect is not None:
            for phase, allowed in _WINDOW_TIMINGS.items():
                if effect.timing in allowed and (
                    phase in (BATTLE, ANSWER) or not effect.operation.battle_only
                ):
                    flags |= 1 << phase
            if effect.op == "swap_capture_elements":
                flags |= _SWAP_CARD
            if (
                effect.timing in (T_OWN_TURN, T_BEFORE_CAPTURE, T_FLIP)
                or effect.requires_battle
                or effect.requires_captured
                or effect.requires_only_card
                or effect.requires_spirits_below
            ):
                flags |= _CONDITIONAL_CARD
        out.append(flags)
    return out


#: What no seat sees, or sees only in part (information_state gives their visible part).
_HIDDEN_SLOTS: Final = frozenset(
    {"deck", "hand", "piles", "known", "_rng", "_rng_shared", "seed", "_log", "_said",
     "_legal"}
)
#: The engine's bookkeeping: what it knows already of the rest (each seat sees its source).
_BOOKKEEPING_SLOTS: Final = frozenset({"_effects_in_turn", "_spare_battle"})
#: What information_state gives in a form of its own (the history without its passes).
_SHOWN_APART: Final = frozenset({"history"})
#: The same for every seat and every moment of a game.
_FIXED_SLOTS: Final = frozenset(
    {
        "cards",
        "rules",
        "kinds",
        "owners",
        "_names",
        "_flags",
        "_copies",
        "_seat_windows",
        "_offers",
        "_elements",
        "_fewest_to_win",
    }
)
_PUBLIC_SLOTS: Final = tuple(
    sorted(set(STATE_FIELDS) - _HIDDEN_SLOTS - _FIXED_SLOTS - _BOOKKEEPING_SLOTS
           - _SHOWN_APART)
)


def _frozen(value: object) -> object:
    """``value`` as a hashable key: lists as tuples, a battle or a pending effect as the
    tuple of its fields."""
    if isinstance(value, list):
        return tuple(_frozen(item) for item in value)
    if isinstance(value, Battle):
        return tuple(_frozen(getattr(value, name)) for name in BATTLE_FIELDS)
    if isinstance(value, Pending):
        return tuple(_frozen(getattr(value, name)) for name in PENDING_FIELDS)
    return value


def win_pattern(
    counts: list[int], patterns: tuple[tuple[int, ...], ...]
) -> tuple[int, ...] | None:
    """The first pattern (counts sorted high to low) that ``counts`` per element meet.

    Each count is "at least": comparing both sorted from the highest is enough.

    >>> win_pattern([0, 3, 2, 2, 0], ((1, 1, 1, 1), (2, 2, 2), (3, 3), (4,)))
    (2, 2, 2)
    """
    ordered = sorted(counts)  # (then reversed: compiled, sorted's keyword is a Python call)
    ordered.reverse()
    for pattern in patterns:
        size = len(pattern)
        # The last need alone rules out most patterns (a capture checks them all) without
        # comparing the whole pattern. (Loops, not all(map(...)): compiled, the map and
        # its items would be objects.)
        if size > len(ordered) or (size and ordered[size - 1] < pattern[size - 1]):
            continue
        i = 0
        while i < size and ordered[i] >= pattern[i]:
            i += 1
        if i == size:
            return pattern
    return None


def _pattern_words(pattern: tuple[int, ...]) -> str:
    n = pattern[0]
    if len(pattern) == 1:
        return f"{_PLURAL_COUNT[n - 1]} spirits of one element"
    if len(set(pattern)) == 1:
        each = "one spirit" if n == 1 else f"{_PLURAL_COUNT[n - 1]} spirits"
        return f"{each} of each of {_PLURAL_COUNT[len(pattern) - 1]} elements"
    return "spirits " + "+".join(str(x) for x in pattern) + " by element"


__all__ = ["PHASE_NAMES", "Battle", "State", "win_pattern"]
