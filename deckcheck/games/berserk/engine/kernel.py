"""The Berserk rules kernel: what a card ability may ask of a game and do to it.

The card abilities (:mod:`deckcheck.games.berserk.engine.abilities`) act on a game only through
:class:`Kernel`: its public fields (the board, the cards' counters and markers, the strike
being resolved ...) and its operations (wound, kill, heal by changing wounds, move, open
and close, counters and markers, trigger an ability, throw a die, log). The game state
(:class:`deckcheck.games.berserk.engine.state.State`) implements it, and is the only class
that does. The imports run one way::

    kernel  <-  abilities  <-  state

so the abilities never import the state (``tests/games/berserk/test_layers.py`` fails on a
circle), and a new operation an ability needs is declared here, with a public name, first.

A plain base class rather than a ``typing.Protocol``: the compiled build (mypyc) calls a
method of a native base class through its vtable, as fast as a call on the state itself.
The kernel's ``__slots__`` hold its fields (a compiled class keeps its annotated
attributes instead), and its operations raise until the state overrides them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from deckcheck.engine.base import StateBase
from deckcheck.games.berserk.engine.strikes import MISS

if TYPE_CHECKING:
    from deckcheck.games.berserk.engine.abilities.language import Ability, Effect
    from deckcheck.games.berserk.engine.cards import CardTable
    from deckcheck.games.berserk.engine.rules import Rules
    from deckcheck.games.berserk.engine.strikes import Result


#: An ability waiting for a choice (``Kernel.choosing``): its card, its index, its
#: targets, how many more targets it may take, whether taking none is a choice too,
#: whether the choice is one of its effects, and the markers it noted on its card as it
#: triggered (the event's other card, the cell a death left), set again as its choice
#: comes: two events at once (two deaths) queue two choices, each with its own.
Choice = tuple[int, int, tuple[int, ...], int, bool, bool, tuple[tuple[str, int], ...]]


def number_in(mapping: dict[str, int], key: str) -> int:
    """``mapping.get(key, 0)``: the number a card's effects or markers hold under ``key``
    (plain dicts: see :attr:`Kernel.eff`; a direct call, compiled)."""
    return mapping.get(key, 0)


class Struck:
    """A card of a dice roll as it stood just before the dice (see :class:`Roll`).

    A plain class, not a named tuple: compiled, a named tuple is made by a Python-level
    ``__new__`` (some 2,500 instructions), and every strike makes four."""

    __slots__ = ("card", "cell", "seat", "wounds")

    # (Every argument has a default, so that a compiled one pickles: pickle makes it with
    # none, then sets its fields; see deckcheck.batch.isolation.)
    def __init__(self, card: int = -1, seat: int = -1, wounds: int = 0, cell: int = -1) -> None:
        self.card = card
        self.seat = seat
        self.wounds = wounds
        #: Its cell, or -1 in the additional zone.
        self.cell = cell

    def fields(self) -> tuple[int, int, int, int]:
        """``(card, seat, wounds, cell)``: what it is, as a key (information.py)."""
        return (self.card, self.seat, self.wounds, self.cell)

    def __repr__(self) -> str:
        return (f"Struck(card={self.card}, seat={self.seat}, wounds={self.wounds}, "
                f"cell={self.cell})")


class Roll:
    """The last dice roll of a simple strike, recorded before the dice are thrown.

    Everything the dice can change is here: the attacker, the victim (the target or
    the defender), and the symbiote on each, which dies with its host (209.4). A
    heuristic judging a lookahead copy of the game uses it to rate the strike by its
    expected result instead of by the dice the copy happened to roll. (A plain class:
    see :class:`Struck`.)
    """

    __slots__ = ("attacker", "attacker_guest", "decision", "opened", "victim",
                 "victim_guest")

    def __init__(self, decision: int = -1, opened: bool = False,
                 attacker: Struck | None = None, victim: Struck | None = None,
                 attacker_guest: Struck | None = None, victim_guest: Struck | None = None,
                 ) -> None:
        if attacker is None or victim is None:
            return  # (no cards: a blank one, which pickle fills in; deckcheck.batch.isolation)
        #: The number of decisions (``len(history)``) when the dice were thrown.
        self.decision = decision
        #: Whether the victim rolled too (it was open).
        self.opened = opened
        self.attacker = attacker
        self.victim = victim
        self.attacker_guest = attacker_guest
        self.victim_guest = victim_guest

    def fields(self) -> tuple[object, ...]:
        """Its fields in order, each card's as :meth:`Struck.fields` gives them: what it
        is, as a key (information.py)."""
        ag, vg = self.attacker_guest, self.victim_guest
        return (self.decision, self.opened, self.attacker.fields(), self.victim.fields(),
                None if ag is None else ag.fields(), None if vg is None else vg.fields())

    def __repr__(self) -> str:
        return f"Roll{self.fields()}"


#: The fields of a :class:`Strike` (its ``__slots__``, which a compiled class does not keep).
STRIKE_FIELDS: Final = ("aroll", "atotal", "attacker", "bonus", "cap", "counter_bonus",
                 "defender", "flags", "kind", "opened", "pending", "result", "target",
                 "victim", "vroll", "vtotal", "weaken")


class Strike:
    """A simple strike being resolved: who strikes whom, the defender and the dice; or
    another attack (a shot, a throw, a discharge, a magic or special strike) held while
    the responses to it are made (its ``kind`` and ``pending`` action)."""

    __slots__ = STRIKE_FIELDS

    # (Every argument has a default, so that a compiled one pickles: see Struck.)
    def __init__(self, attacker: int = -1, target: int = -1, flags: int = 0,
                 kind: str = "strike", pending: int = -1):
        self.attacker = attacker
        #: "strike" for a simple strike, else the attack's kind (language.ATTACK_KINDS).
        self.kind = kind
        #: Another attack: the action that declared it, carried out on the victim once
        #: its responses are made (-1 for a simple strike).
        self.pending = pending
        #: abilities.STRIKE_UNANSWERED / STRIKE_STAYS_OPEN: a strike an ability declared.
        self.flags = flags
        self.target = target
        #: The card that takes the strike: the target, or the defender.
        self.victim = target
        self.defender = -1
        self.opened = False
        self.atotal = 0
        self.vtotal = 0
        #: The dice as thrown (before modifiers); 0 until thrown.
        self.aroll = 0
        self.vroll = 0
        #: At most this much damage to the victim (an instant ability's cap), -1: none.
        self.cap = -1
        #: Added to the attacker's hit (a pair of dice thrown twice, an instant's lessen).
        self.bonus = 0
        #: Added to the victim's counter-strike (an instant's lessen).
        self.counter_bonus = 0
        #: Taken from the attack's value by an instant (``weaken``), to no less than 1.
        self.weaken = 0
        self.result: Result | None = None

    def copy(self) -> Strike:
        other = Strike(self.attacker, self.target, self.flags, self.kind, self.pending)
        other.victim = self.victim
        other.defender = self.defender
        other.opened = self.opened
        other.atotal = self.atotal
        other.vtotal = self.vtotal
        other.aroll = self.aroll
        other.vroll = self.vroll
        other.cap = self.cap
        other.bonus = self.bonus
        other.counter_bonus = self.counter_bonus
        other.weaken = self.weaken
        other.result = self.result
        return other



class Kernel(StateBase):
    """The game as the card abilities see it: read its fields, act through its methods.

    Seats are 0 and 1; cards are numbered 0..n-1 for the game; the per-card fields are
    lists indexed by card number. The state writes every field; an ability writes only
    the few an effect changes directly (a card's wounds, movement, closed flag, markers
    through :meth:`set_counters` and ``abilities.set_marker`` ...), and goes through the
    methods for everything that has consequences (a wound's triggers, a death, a move).
    """

    __slots__ = (
        "active",
        "armour_left",
        "blocked_hit",
        "cards",
        "cell",
        "cells",
        "chain_turn",
        "choosing",
        "classes_joined",
        "closed",
        "control_turn",
        "ctrl",
        "ctype",
        "deaths_pending",
        "deck",
        "deck_known",
        "deck_seen",
        "depth",
        "dice_mod",
        "eff",
        "eff_bits",
        "elem",
        "exile",
        "extra",
        "face_down",
        "first",
        "grave",
        "guest",
        "host",
        "kinds",
        "last_roll",
        "lends",
        "lives_max",
        "markers",
        "mods_set",
        "move_max",
        "moved",
        "mover",
        "moves",
        "owners",
        "placing",
        "rearranging",
        "revealed",
        "rules",
        "silenced_count",
        "spreading",
        "strike",
        "strike_ctx",
        "strike_mod",
        "strikes_queued",
        "struck_now",
        "timed_marks",
        "trig",
        "trig_any",
        "trig_hi",
        "trig_high",
        "trig_lo",
        "trig_low",
        "used",
        "wound_amount",
        "wound_kind",
        "wounds",
        "zone",
    )

    # --- the game's fixed facts ------------------------------------------------------

    #: The card table of the game (names, printed facts, encoded abilities by kind).
    cards: CardTable
    #: The rule set the game is played under (rules.yaml).
    rules: Rules
    #: Per card: its index in :attr:`cards`.
    kinds: tuple[int, ...]
    #: Per card: the seat that owns it.
    owners: tuple[int, ...]
    #: The First player's seat.
    first: int

    # --- whose turn ------------------------------------------------------------------

    #: The seat whose turn it is.
    active: int
    #: How deep triggered abilities are nested (a wound triggering a wound ...).
    depth: int

    # --- where the cards are ---------------------------------------------------------

    #: Per card: the seat that controls it.
    ctrl: list[int]
    #: Per card: its zone (cards.Z_*).
    zone: list[int]
    #: Per card: its cell on the battlefield, -1 off it.
    cell: list[int]
    #: Per cell: the main card there, -1 for none.
    cells: list[int]
    #: Per card: the card it is a guest on (symbiote, companion, parasite), -1 for none.
    host: list[int]
    #: Per card: its guest, -1 for none.
    guest: list[int]
    #: Per seat: the cards in its additional zone (the air), in order.
    extra: list[list[int]]
    #: Per seat: its graveyard, oldest first.
    grave: list[list[int]]
    #: Per seat: the cards of its own that were banished (изгнаны), in order.
    exile: list[list[int]]
    #: Per seat: its deck, bottom first (the top card is the last).
    deck: list[list[int]]
    #: Per seat: how many cards at the bottom of its deck both seats know.
    deck_known: list[int]
    #: Per seat: the cards of its deck whose place its owner alone knows (an ability let
    #: it look at them and put them back: ``order_deck``).
    deck_seen: list[frozenset[int]]
    #: The cards the last prophecy revealed (both seats saw them).
    revealed: tuple[int, ...]

    # --- the cards' state ------------------------------------------------------------

    #: Per card: whether it is face down.
    face_down: list[bool]
    #: Per card: whether it is closed (tapped).
    closed: list[bool]
    #: Per card: its wounds.
    wounds: list[int]
    #: Per card: its lives.
    lives_max: list[int]
    #: Per card: the movement it has left this turn, and its full movement.
    moves: list[int]
    move_max: list[int]
    #: Per card: how it moved in the turn it last moved (abilities.record_move).
    moved: list[int]
    #: Per card: the turn it came under its controller's control.
    control_turn: list[int]
    #: Per card: the armour it has left this turn.
    armour_left: list[int]
    #: Per card: its card type (cards.CREATURE ...), its elements (a bit mask).
    ctype: list[int]
    elem: list[int]
    #: Per card: its simple strike (weak, medium, strong), None for none.
    strike: list[tuple[int, int, int] | None]
    #: Per card: its effect primitives now (printed and granted keywords). A card's dict
    #: is replaced, never changed: states, their copies and the card table share them (a
    #: plain dict, not a read-only view: its look-ups are direct calls, compiled).
    eff: list[dict[str, int]]
    #: Per card: the cards.effect_bits of its ``eff``, set with it (:meth:`set_effects`).
    eff_bits: list[int]
    #: Per card: its counters and markers (``kind`` or ``kind:label`` -> n), None for none.
    #: A card's dict is replaced, never changed (copies of the state share them; a plain
    #: dict, not a read-only view: its look-ups are direct calls, compiled).
    markers: list[dict[str, int] | None]
    #: Per card: what abilities added this turn to its simple strike and to its dice.
    strike_mod: list[int]
    dice_mod: list[int]
    #: Whether some card's strike_mod or dice_mod may be other than 0 (their writers set
    #: it): only then does the turn's end make them zeros again (the test mode checks it).
    mods_set: bool
    #: Per card: the trigger bits of its encoded abilities (abilities.T_*).
    trig: tuple[int, ...]
    #: Per card: trig's low bits (triggers.LOW_MASK) and its high bits shifted down
    #: (>> triggers.LOW_BITS), unboxed integers both, for the tests on the engine's hot
    #: paths (a card with a high bit has a boxed trig, and every test of it costs some
    #: 270 instructions); State.set_triggers sets the three together.
    trig_lo: tuple[int, ...]
    trig_hi: tuple[int, ...]
    #: The trigger bits of every card of the game at once (0: no card has abilities).
    trig_any: int
    #: trig_any's low bits (triggers.LOW_MASK): an unboxed integer whatever the cards, for
    #: the tests made on every decision (tests/games/berserk/test_layers.py checks that
    #: only low bits are asked of it).
    trig_low: int
    #: trig_any's high bits shifted down (trig_any >> triggers.LOW_BITS), unboxed too: the
    #: engine tests the rare triggers of its every-strike paths against it (triggers.H_*).
    trig_high: int
    #: (card, ability index) -> the turn a once-per-turn ability was used.
    used: dict[tuple[int, int], int]
    #: How many cards may hold a silence marker: counted up at each silence, recounted
    #: when silences are lifted; 0 skips that look before every decision.
    silenced_count: int
    #: Whether some card of the game lends abilities (triggers.T_LENDS): only then may a
    #: card hold a lent one (abilities_of asks its marker).
    lends: bool
    #: Whether an ability may have left a card with lethal wounds (the state settles the
    #: deaths once the ability is resolved).
    deaths_pending: bool
    #: The last turn a card's chain of simple strikes or its attack made while it stayed
    #: open was noted (abilities.passives.CHAIN, abilities.tokens.ATTACK_MADE: their
    #: writers set it; 0 at first): in another turn no card carries either of this turn,
    #: and the main listing's chain filter and the chains' break are skipped.
    chain_turn: int
    #: Whether an ability may have given some card of the game a class (``join_class``:
    #: its marker, abilities.language.JOINED_CLASS; set there, never cleared): only then
    #: does a class condition look through a card's markers for one.
    classes_joined: bool
    #: Bits (abilities.tokens.TIMED_*) of the families of timed markers (keywords granted
    #: or taken away for some turns, nets, lives lent) some card of the game may hold:
    #: their writers set them, and a turn's end clears those no card holds any more; the
    #: turn's end looks for a family on every card in play only while its bit is set.
    timed_marks: int

    # --- what is being resolved ------------------------------------------------------

    #: The simple strike being resolved, None outside one.
    strike_ctx: Strike | None
    #: The card whose move (a step or a jump) is the active player's last action, -1
    #: after any other action: in the resolved window after it, the card that just moved.
    mover: int
    #: The damage kind and the number of the wounds its when_wounded abilities answer
    #: now (State.wound).
    wound_kind: str
    wound_amount: int
    #: The card a strike hits while its when_struck abilities act (State.absorb; -1
    #: otherwise), and the card whose hit one of them just blocked (call_off; -1 for
    #: none): its damage is none, and the strike or ability that hit it does nothing
    #: more at it (State._hit, resolution.resolve read it and clear it).
    struck_now: int
    blocked_hit: int
    #: The last dice roll of a simple strike.
    last_roll: Roll | None
    #: Simple strikes abilities declared, made in order once nothing else is pending:
    #: (attacker, target, abilities.STRIKE_* flags).
    strikes_queued: list[tuple[int, int, int]]
    #: Abilities waiting for a choice (the state's CHOOSE window), in order: (card,
    #: ability index, its targets, how many more targets it may take, whether taking none
    #: is a choice too, whether the choice is one of its effects, the markers it noted as
    #: it triggered: :data:`Choice`).
    choosing: list[Choice]
    #: Cards an ability moves to a cell its controller chooses, waiting for the choice:
    #: (the ability's card, the card moved, its cells, the effects after the move,
    #: whether it changes places, the bits PLACE_OPTIONAL (staying is a choice too) and
    #: PLACE_BY_MOVER (the moved card's controller chooses), the index of the ability
    #: whose use the move counts, -1 for none: a declined "may" uses nothing).
    placing: list[tuple[int, int, tuple[int, ...], tuple[Effect, ...], bool, int, int]]
    #: Wounds an attack put on a card, waiting for its player to spread them (a
    #: spread_wounds ability; the state's spread window), in order: (the spreading card,
    #: its ability's index, the wounded card, the wounds still to place, the attacker
    #: (-1: none), how many it has moved so far). The wounded card is not destroyed while
    #: its entry waits (is_dead): the spread may save it.
    spreading: list[tuple[int, int, int, int, int, int]]
    #: Seats that may rearrange their cards on their half of the battlefield before the
    #: squads are revealed (the ``rearrange`` effect; the state's rearrange window), in
    #: order: (the seat, how many more moves it may make).
    rearranging: list[tuple[int, int]]

    # --- reading the game ------------------------------------------------------------

    def label(self, card: int) -> str:
        """``Кочевник (VS-001)``."""
        raise NotImplementedError

    def where(self, card: int) -> str:
        """The card's place: a cell (``c3``), ``air`` (the additional zone) or its zone."""
        raise NotImplementedError

    def at(self, card: int) -> str:
        """``Кочевник@c3``: the card's name and place, for logs."""
        raise NotImplementedError

    def on_field(self, seat: int | None = None) -> list[int]:
        """Cards on the battlefield and in the additional zones (of ``seat``'s control),
        in the field's order (a shared list, not to be changed)."""
        raise NotImplementedError

    def field_changed(self) -> None:
        """Called after a card came onto, left or moved on the field (``cells``,
        ``guest``, ``extra``) or changed sides (``ctrl``): on_field lists it anew."""
        raise NotImplementedError

    def creatures(self, seat: int) -> list[int]:
        """``seat``'s creatures in play (on the battlefield or in the air)."""
        raise NotImplementedError

    def is_flyer(self, card: int) -> bool:
        """Whether the card flies now."""
        raise NotImplementedError

    def lives_left(self, card: int) -> int:
        """Its lives less its wounds."""
        raise NotImplementedError

    def modifier(self, card: int, other: int, op: str, bits: int, temporary: bool,
                 tier: int = MISS) -> int:
        """What ``card``'s abilities of the ``bits`` triggers add to its simple strike or
        its die (``op``) against ``other`` (``temporary``: with this turn's changes)."""
        raise NotImplementedError

    def is_dead(self, card: int) -> bool:
        """Whether the card is a creature or artifact in play with lethal wounds."""
        raise NotImplementedError

    def become_guest(self, card: int, host: int) -> bool:
        """The creature ``card`` (in the air or on a cell) goes onto ``host``, a creature
        on the battlefield with no symbiote, as its parasite, losing flying; False (and no
        change) when it cannot."""
        raise NotImplementedError

    def can_act(self, card: int) -> bool:
        """Whether the card may act now (seed 107.5: not in the turn it came under its
        player's control, unless Dash)."""
        raise NotImplementedError

    def has_keyword(self, card: int, keyword: str) -> bool:
        """Whether the card now has the ability keyword (granted or printed)."""
        raise NotImplementedError

    def abilities_of(self, card: int) -> tuple[Ability, ...]:
        """The encoded abilities the engine plays for ``card``."""
        raise NotImplementedError

    def as_encoded(self, card: int) -> tuple[Ability, ...]:
        """``card``'s encoded abilities even while it has lost them (a silence): an
        ability of it that has fired and waits for a choice (a target, an effect, a cell,
        wounds to spread) resolves as it was when it fired."""
        raise NotImplementedError

    def counters(self, card: int) -> int:
        """The counters (фишки) on the card."""
        raise NotImplementedError

    def cards_with(self, bits: int) -> tuple[int, ...]:
        """The cards of the game with some of the trigger ``bits`` (in or out of play)."""
        raise NotImplementedError

    def cards_with_high(self, high: int) -> tuple[int, ...]:
        """:meth:`cards_with` of high trigger bits, given shifted down (triggers.H_*: an
        unboxed integer, where the bits themselves are a boxed one)."""
        raise NotImplementedError

    def cards_with_passive(self, op: str) -> tuple[int, ...]:
        """The cards of the game whose printed abilities hold a passive ``op`` effect (in
        or out of play, by number): fewer than those of its trigger bit, which a rare
        operation shares with others (triggers.T_RARE)."""
        raise NotImplementedError

    def keyword_holders(self) -> tuple[int, ...]:
        """The cards of the game with passive keyword abilities (the card table's
        ``keyword_holds``) and the rare trigger bit that comes with them, in or out of
        play, by number."""
        raise NotImplementedError

    def any_in_play(self, cards: tuple[int, ...], seat: int) -> bool:
        """Whether one of ``cards`` is in play under ``seat``'s control."""
        raise NotImplementedError

    # --- acting on the game ----------------------------------------------------------

    def emit(self, player: int | None, kind: str, text: str) -> None:
        """Add a line to the log, when the game keeps one (:attr:`log` is not None)."""
        self._emit(player, kind, text)

    def roll_die(self, seat: int = -1) -> int:
        """A die thrown by ``seat``'s card (-1: no matter whose): a fixed one, a queued
        one, or the generator's."""
        raise NotImplementedError

    def change_die(self, card: int, amount: int, *, reroll: bool) -> str:
        """``card``'s die in the simple strike being resolved gets ``amount`` more, or is
        thrown again; the result is judged again. The log's words."""
        raise NotImplementedError

    def trigger(self, card: int, bit: int, other: int, tier: int = MISS) -> None:
        """``card``'s abilities of trigger ``bit`` act (``other``: the other card of the
        event, -1 for none; ``tier``: the attacker's hit of a simple strike, MISS for none)."""
        raise NotImplementedError

    def absorb(self, c: int, damage: int, kind: str, source: int = -1,
               tier: int = MISS) -> int:
        """What is left of ``damage`` of ``kind`` from ``source`` to ``c`` after its
        reductions and armour (``tier``: the hit, MISS for none)."""
        raise NotImplementedError

    def wound(self, c: int, damage: int, source: int = -1, kind: str = "") -> None:
        """``c`` takes ``damage`` wounds (after :meth:`absorb`) from ``source``, of damage
        ``kind`` (language.ATTACK_KINDS, an ability's kind; "" for none: poison, a cost);
        its wound triggers act. A death waits for the state to settle."""
        raise NotImplementedError

    def kill(self, cards: Sequence[int], killers: Mapping[int, int] | None = None) -> None:
        """Cards leave play at once for their owners' graveyards (destroyed)."""
        raise NotImplementedError

    def destroyed_by(self, card: int, victim: int) -> None:
        """``card``'s attack (an ability's labelled attack) has just dealt ``victim`` its
        lethal wounds: ``card``'s scavenging and when_destroys abilities act, as for its
        simple strike or keyword attack. The death itself waits for the state to settle."""
        raise NotImplementedError

    def return_to_deck(self, card: int) -> None:
        """The card leaves play for the bottom of its owner's deck (not destroyed)."""
        raise NotImplementedError

    def banish(self, card: int, replaced: bool = False) -> None:
        """The card leaves play for its owner's exile (not destroyed: no death triggers);
        a side left without creatures has lost, unless the card is ``replaced`` at once."""
        raise NotImplementedError

    def put(self, c: int, y: int) -> None:
        """Move ``c`` (and its guest) to the free cell ``y``, spending no movement."""
        raise NotImplementedError

    def rehost(self, guest: int, host: int) -> None:
        """The symbiote or parasite ``guest`` leaves its host for ``host`` (a creature on
        the battlefield with no guest)."""
        raise NotImplementedError

    def lose_flying(self, card: int, cell: int) -> bool:
        """The flyer lands on the free ``cell``; False (no change) if it cannot."""
        raise NotImplementedError

    def restore_movement(self, card: int) -> None:
        """The card's movement points are full again: at the start of its player's turn,
        or when an ability opens it (research §2.4: points are restored at the start of
        its own turn or when the card opens)."""
        raise NotImplementedError

    def set_counters(self, card: int, n: int) -> None:
        """The card now has ``n`` counters."""
        raise NotImplementedError

    def grant(self, card: int, token: str, *, settle: bool = True) -> None:
        """The card gains an ability (``armour-2``); ``settle=False`` inside an ability
        being resolved."""
        raise NotImplementedError

    def remove_ability(self, card: int, keyword: str) -> None:
        """The card loses every instance of the ability."""
        raise NotImplementedError

    def set_effects(self, card: int, effects: dict[str, int]) -> None:
        """The card's effect primitives are now ``effects`` (a new dict, or a shared one:
        see :attr:`eff`)."""
        raise NotImplementedError

    def prophesy(self, seat: int, n: int) -> str:
        """Prophecy ``n`` of ``seat``'s deck. The log's words."""
        raise NotImplementedError

    def turn_up(self, card: int) -> None:
        """Turn the face-down ``card`` face up where it stands (a flyer takes off, a
        symbiote waits for a host, as at the reveal)."""
        raise NotImplementedError

    def order_deck(self, seat: int, cards: Sequence[int], bottom: bool) -> None:
        """``seat`` puts ``cards`` of its deck (it sees them) back one at a time, each on
        top of its deck or (``bottom``) at the bottom, in the order it picks: a choice
        waiting once the ability is resolved."""
        raise NotImplementedError
