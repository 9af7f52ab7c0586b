"""A recorded game as steps to watch: the engine's own state after each decision, as one
seat saw it or as it was.

:func:`watch` replays a :class:`~deckcheck.batch.records.GameRecord` (checked against its
result by :func:`~deckcheck.batch.records.replay`) and takes, before the first decision
and after each one, a small picture of the state — read from the engine's fields, never
from its log — and the words of that step.

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

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from deckcheck.batch.records import LABELS, GameRecord, replay
from deckcheck.engine.api import GameState

#: The views a page can be written for: a deck's seat, or everything.
VIEWS: Final = ("a", "b", "all")

#: Card flags in a Berserk picture (the fifth field of a card).
CLOSED: Final = 1
FACE_DOWN: Final = 2
GUEST: Final = 4
#: A card's name index when the viewer does not see its identity.
HIDDEN: Final = -1


@dataclass
class Watch:
    """The steps of one game for one view.

    ``steps[i]`` is the state before decision ``i`` (the last step: after the last
    decision), a JSON object whose fields are, for both games: ``t`` the turn, ``ph``
    the phase, ``mv`` the deck to move (0 = A, 1 = B, or null), ``log`` the step's lines.
    Per-deck lists are in deck order (A, B), whichever seat a deck sat in.

    Berserk: ``f`` the field as ``[cell, card]`` pairs (cell 0-29, ``a1`` … ``e6``),
    ``air`` the cards above the field (flyers, terrains) per deck, ``gy`` the graveyards
    (names), ``cr`` the crystals ``[gold spent, silver spent, gold left, silver left]``
    (null where the viewer does not see them), ``n`` ``[deck, deal, squad]`` sizes per
    deck, ``rc`` the deal's and the squad's names ``[deal, squad]`` per deck while they
    hold cards (null where the viewer does not see them, or when both are empty). A card
    is ``[name, deck, wounds, lives, flags, markers]``: ``name`` an index into
    :attr:`names` or -1 when hidden, ``lives`` its lives in all (-1 when hidden),
    ``flags`` the bits CLOSED, FACE_DOWN, GUEST, ``markers`` ``"counter 2, blast"`` or ""
    (:data:`MARKER_WORDS`).

    CCS: ``hand`` per deck (names, -1 for a card the viewer does not see), ``deck`` and
    ``pile`` sizes, ``disc`` the discard piles, ``table`` the spirits on the table,
    ``cap`` the captured spirits, ``play`` the cards played this turn, ``ct`` the deck
    that catches, ``bt`` the battle (``[spirit, [card A, card B], [total A, total B],
    [parts A, parts B]]``, a part ``[name, amount]``: the Capture card's value, the element
    match, each Strategy card's change — the engine's ``battle_parts``) or null.
    :attr:`effects` holds, for the name of each Strategy or Reinforcement card in play,
    what it does in a few words (the engine's ``effect_words``).

    Either game: ``sx`` the strikes of the step (Berserk), each ``[line, facts]``: the
    index of its log line and the engine's facts of that strike (:attr:`LogEvent.facts`:
    dice, totals, the strike-table row, the hit and counter-strike); ``alt`` the actions
    a search agent weighed at the decision that led to the step, each ``[words, visits,
    value, chosen]`` (only when the record holds them), most visited first; ``value`` is
    the search's estimate, 0 to 1, of how well the action does for the seat that moved; a
    last row of value -1 counts the legal actions it never tried.
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
    seat = view_seat(view, record)
    out = Watch(record.game, view)
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
        step = picture(state, out, seat, decks)
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


def ccs_hidden(state: Any, seat: int) -> list[int]:
    """The CCS cards whose identity ``seat`` does not see (the engine's ``hidden_cards``)."""
    hidden: list[int] = state.hidden_cards(seat)
    return hidden


def picture(
    state: GameState, out: Watch, seat: int | None, decks: Sequence[int]
) -> dict[str, Any]:
    """The state as ``seat`` sees it (everything for None), in :class:`Watch`'s format."""
    from deckcheck.games.berserk.engine.state import State as BerserkState

    if isinstance(state, BerserkState):
        return _berserk(state, out, seat, decks)
    return _ccs(state, out, seat, decks)


def _by_deck(values: Sequence[Any], decks: Sequence[int]) -> list[Any]:
    """Per-seat ``values`` in deck order (A, B)."""
    return [values[decks.index(0)], values[decks.index(1)]]


def _berserk(state: Any, out: Watch, seat: int | None, decks: Sequence[int]) -> dict[str, Any]:
    from deckcheck.games.berserk.engine.board import CELLS
    from deckcheck.games.berserk.engine.information import hidden_cards
    from deckcheck.games.berserk.engine.state import PHASE_NAMES

    hidden = frozenset(hidden_cards(state, seat)) if seat is not None else frozenset()

    def card(c: int, flags: int = 0) -> list[Any]:
        secret = c in hidden
        markers = state.markers[c]
        shown = "" if secret or not markers else ", ".join(
            words
            for k, v in sorted(markers.items())
            if isinstance(v, int) and v and (words := _marker_words(k, v)) is not None
        )
        flags |= (CLOSED if state.closed[c] else 0) | (FACE_DOWN if state.face_down[c] else 0)
        return [
            HIDDEN if secret else out.name(state.label(c)),
            decks[state.ctrl[c]],
            state.wounds[c],
            -1 if secret else state.lives_max[c],
            flags,
            shown,
        ]

    cells: list[list[Any]] = []
    for x in range(CELLS):
        main = state.cells[x]
        if main < 0:
            continue
        cells.append([x, card(main)])
        guest = state.guest[main]
        if guest >= 0:
            cells.append([x, card(guest, GUEST)])
    crystals = [
        [*state.crystals_spent(s), *state.crystals(s)] if seat is None or s == seat else None
        for s in (0, 1)
    ]
    # The deal and the squad by name, while recruitment lasts, to whoever sees them.
    recruits = [
        [[out.name(state.label(c)) for c in state.deal[s]],
         [out.name(state.label(c)) for c in state.squad[s]]]
        if (seat is None or s == seat) and (state.deal[s] or state.squad[s]) else None
        for s in (0, 1)
    ]
    return {
        "t": state.turn,
        "ph": PHASE_NAMES[state.phase],
        "f": cells,
        "air": _by_deck([[card(c) for c in state.extra[s]] for s in (0, 1)], decks),
        "gy": _by_deck([[out.name(state.label(c)) for c in state.grave[s]] for s in (0, 1)],
                       decks),
        "cr": _by_deck(crystals, decks),
        "rc": _by_deck(recruits, decks),
        "n": _by_deck(
            [[len(state.deck[s]), len(state.deal[s]), len(state.squad[s])] for s in (0, 1)],
            decks,
        ),
    }


#: What a Berserk marker is called on the page, by its name (``marker:NAME``; a name with a
#: ``:`` after it by the part before): a state a player sees on the table. None: the engine's
#: own memory (what a card did this turn, the X one ability hands the next), not drawn.
MARKER_WORDS: Final[dict[str, str | None]] = {
    "poison": "poisoned", "stun": "stunned", "net": "in a net", "blast": "blast",
    "strangled": "strangled", "pinned": "pinned", "exposed": "exposed", "warded": "warded",
    "no_attack": "cannot attack", "no_heal": "cannot heal", "no_ranged": "cannot shoot",
    "bleeds": "bleeds", "silenced": "abilities lost", "silenced_until": "abilities lost",
    "chain": "chained", "unguarded": "unguarded", "bounty": "bounty", "hardened": "hardened",
    "row_cap": "attacks capped", "move_limit": "moves limited", "lives_back": "lives lent",
    "move_bonus": "movement bonus", "next_strike": "next strike changed",
    "next_die": "next die changed", "die_bonus": "die bonus", "hit_bonus": "hit bonus",
    "attack_die": "attack die bonus", "strike_lasting": "strike changed",
    "chain_given": "chain of strikes", "volley": "volley", "tally": "tally",
    "granted": "granted", "shield": "shield", "flank_ward": "flank ward", "ward": "ward",
    "cell": "marks a cell", "held": "keyword held", "while": "keyword held",
    "removed": "keyword removed", "boost": "boost", "held_dice": "dice held",
    # The engine's memory of this turn or of an ability in progress: not on the table.
    "acted": None, "attack_kind": None, "ranged_hits": None, "deaths_seen": None,
    "armour_spent": None, "wounds_taken": None, "carried": None, "dice_kept": None,
    "last_target": None, "last_hit": None, "last_tier": None, "attacked_with": None,
    "rolled": None, "first_strike": None, "first_die": None, "paid_more": None,
    "heals_seen": None, "chain_struck": None, "unanswered_first": None,
    "unanswered_used": None, "trail": None, "run": None, "leapt": None,
    "defence_dice": None, "die_plus_turn": None, "hurt": None, "victim": None,
    "death_cell": None,
}


def _marker_words(kind: str, value: int) -> str | None:
    """``counter 2``, ``blast``, ``granted: flying``: a marker as a player would call it,
    its count when it counts (a marker of one kind holds a turn or a card, not a count);
    None for the engine's own memory (:data:`MARKER_WORDS`)."""
    family, _, name = kind.partition(":")
    if family != "marker":  # counters (with their count), incarnation tokens
        counted = (name or family).replace("_", " ")
        return f"{counted} {value}" if "counter" in family else counted
    base, _, detail = name.partition(":")
    words = MARKER_WORDS.get(base, base.replace("_", " "))
    if words is None:
        return None
    return f"{words}: {detail.replace('_', ' ')}" if detail else words


def _ccs(state: Any, out: Watch, seat: int | None, decks: Sequence[int]) -> dict[str, Any]:
    from deckcheck.games.ccs.engine.state import PHASE_NAMES

    def names(cards: Sequence[int]) -> list[int]:
        return [out.name(state.label(c)) for c in cards]

    def in_play(cards: Sequence[int]) -> list[int]:
        """Names of cards in play, with what each Strategy or Reinforcement card does."""
        found = []
        for c in cards:
            index = out.name(state.label(c))
            if index not in out.effects and index not in out._plain:
                words = state.cards.effect_words(state.kinds[c])
                if words is None:
                    out._plain.add(index)
                else:
                    out.effects[index] = words
            found.append(index)
        return found

    def hand(s: int) -> list[int]:
        if seat is None or s == seat:
            return names(state.hand[s])
        known = state.known[s]
        return [out.name(state.label(c)) if known >> c & 1 else HIDDEN for c in state.hand[s]]

    battle = state.battle
    fight = None
    if battle is not None:
        fight = [
            out.name(state.label(battle.spirit)),
            _by_deck([out.name(state.label(c)) if c >= 0 else HIDDEN for c in battle.cards],
                     decks),
            _by_deck([state.battle_value(s) for s in (0, 1)], decks),
            _by_deck([[[out.name(what), amount] for what, amount in state.battle_parts(s)]
                      for s in (0, 1)], decks),
        ]
    return {
        "t": state.turn,
        "ph": PHASE_NAMES[state.phase],
        "ct": decks[state.catcher],
        "hand": _by_deck([hand(s) for s in (0, 1)], decks),
        "deck": _by_deck([len(state.deck[s]) for s in (0, 1)], decks),
        "pile": _by_deck([len(state.piles[s]) for s in (0, 1)], decks),
        "disc": _by_deck([names(state.discard[s]) for s in (0, 1)], decks),
        "table": names(state.table),
        "cap": _by_deck([names(state.captured[s]) for s in (0, 1)], decks),
        "play": _by_deck([in_play(state.played[s]) for s in (0, 1)], decks),
        "bt": fight,
    }
