"""What each seat of a Berserk game sees, and games it cannot tell from the real one.

Hidden from a seat: the order of its own deck; the opponent's deck, deal and squad until
placed, and the identity of every opponent card lying face down (the Second player's
``hidden_row``, until its turn); the dice to come. Everything else — the board, the
additional zones, the graveyards, wounds, the dice already rolled, every action — is in
the open.

Physical card numbers are handles, not identities: a determinisation keeps every card
number where it is and deals the *identities* (the card's kind and the facts printed on
it) of the hidden cards anew among them. So the actions of the game so far (which name
cards by number) read the same in every determinisation, and a number tells an agent
nothing about a hidden card.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from deckcheck.engine.base import shuffled
from deckcheck.engine.berserk.cards import EQUIPMENT, TERRAIN
from deckcheck.engine.berserk.kernel import STRIKE_FIELDS, Strike
from deckcheck.engine.berserk.state import Z_BOARD

if TYPE_CHECKING:
    from deckcheck.engine.berserk.state import State

#: Per-card facts that come with a card's identity (hidden with it).
IDENTITY: Final = ("elem", "ctype", "lives_max", "move_max", "strike", "eff", "markers",
            "moved", "moves", "armour_left")
#: Per-card facts anyone sees on the table.
PLACEMENT: Final = ("ctrl", "zone", "cell", "host", "guest", "face_down", "closed", "wounds",
             "control_turn", "defended", "flyer_ready")
#: The rest of the state, in the open.
SCALARS: Final = ("active", "damaged", "first", "mulligans", "phase", "quiet", "resume",
           "to_move", "turn", "_outcome", "cells", "extra", "grave", "dying", "hosting",
           "burying", "history", "recruited", "responding", "revealed", "deck_known", "exile",
           "strikes_queued")


def hidden_cards(state: State, seat: int) -> list[int]:
    """The cards whose identity ``seat`` does not see, in number order: its own deck, and
    the opponent's deck, deal, squad and face-down cards — but not the known bottom of a
    deck (cards a prophecy showed to both)."""
    other = 1 - seat
    # The zone lists hold exactly the cards marked in those zones (State.check_invariants);
    # a deck's first deck_known cards are its known bottom.
    deck = state.deck
    known = state.deck_known
    out = deck[seat][known[seat]:] + deck[other][known[other]:] + state.deal[other] \
        + state.squad[other]
    face_down = state.face_down
    if True in face_down:  # face-down cards: only in the first turns
        zone = state.zone
        owners = state.owners
        out.extend(c for c in range(len(zone))
                   if face_down[c] and zone[c] == Z_BOARD and owners[c] == other)
    out.sort()
    return out


def _shuffled_deck(state: State, owner: int, rng: random.Random) -> list[int]:
    """``owner``'s deck with its unknown part shuffled (the known bottom stays)."""
    deck = state.deck[owner]
    n = state.deck_known[owner]
    return deck[:n] + shuffled(deck[n:], rng)


def information_state(state: State, seat: int) -> tuple[object, ...]:
    """A hashable key of everything ``seat`` has seen (see the module docstring)."""
    hidden = set(hidden_cards(state, seat))
    other = 1 - seat
    identity = tuple(
        tuple(None if c in hidden else _frozen(values[c]) for c in range(len(values)))
        for values in (list(state.kinds), *(getattr(state, name) for name in IDENTITY))
    )
    placement = tuple(_frozen(getattr(state, name)) for name in PLACEMENT)
    scalars = tuple(_frozen(getattr(state, name)) for name in SCALARS)
    own = (tuple(state.deal[seat]), tuple(state.squad[seat]), _frozen(state.spent[seat]),
           tuple(sorted(state.name_counts[seat].items())), tuple(sorted(state.crowned[seat])))
    theirs = (tuple(sorted(state.deal[other])), tuple(sorted(state.squad[other])))
    decks = tuple(tuple(state.deck[o][:state.deck_known[o]])
                  + tuple(sorted(state.deck[o][state.deck_known[o]:])) for o in (0, 1))
    return (seat, identity, placement, scalars, own, theirs, decks,
            _frozen(state.strike_ctx), _frozen(state.last_roll))


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` with ``seat``'s information state, its hidden identities dealt
    anew from ``rng`` and a generator seeded from it (the dice to come differ too).

    Once only the decks are hidden (no deal, squad or face-down card of the opponent is
    left), their cards are known but for the order: the decks are shuffled instead.

    Each hidden card gets the identity of another hidden card of the same owner: own deck
    cards among themselves (the deck's order), the opponent's among all of its hidden
    cards, a face-down card only an identity that can lie on the board with its wounds.
    The opponent's crystals and names spent in recruitment follow its new squad.
    """
    other = state._copy(random.Random(rng.getrandbits(64)))
    other.seed = 0
    other._log = None
    other.dice = []
    other.best = _best_cache(state)
    opponent = 1 - seat
    if not (state.deal[opponent] or state.squad[opponent] or True in state.face_down):
        # Only the decks are hidden (the usual case once the squads are on the table):
        # their order is all there is to draw.
        for owner in (0, 1):
            other.deck[owner] = _shuffled_deck(state, owner, rng)
        if other._outcome is None and other.to_move != seat:
            other._legal = tuple(other._compute_legal())
        return other
    hidden = hidden_cards(state, seat)
    kinds = list(state.kinds)
    for owner in (seat, opponent):
        slots = [c for c in hidden if state.owners[c] == owner]
        if not slots:
            continue
        pool = shuffled((kinds[c] for c in slots), rng)
        _fit_face_down(state, slots, pool)
        for c, kind in zip(slots, pool, strict=True):
            kinds[c] = kind
    other.kinds = tuple(kinds)
    # A card's triggers come with its identity: the old ones would play the real card's
    # abilities in the imagined game (and tell an agent what the card really is).
    triggers = state.cards.triggers
    other.trig = tuple([triggers[k] for k in kinds])
    identity = state._setup.identity  # the kinds dealt are the game's kinds
    elem, ctype, lives_max, move_max = other.elem, other.ctype, other.lives_max, other.move_max
    strike, eff, markers, moves = other.strike, other.eff, other.markers, other.moves
    moved = other.moved
    armour_left = other.armour_left
    for c in hidden:
        (elem[c], ctype[c], lives_max[c], move_max[c], strike[c],
         eff[c]) = identity[kinds[c]]
        markers[c] = None
        moved[c] = 0
        moves[c] = 0
        armour_left[c] = 0
    if state.recruited[opponent]:
        other.spent[opponent] = [0, 0, 0, 0, 0, 0]
        other.name_counts[opponent] = {}
        other.crowned[opponent] = frozenset()
        for c in state.recruited[opponent]:
            other._count_recruit(opponent, kinds[c])
    if other._outcome is None and other.to_move != seat:
        other._legal = tuple(other._compute_legal())
    return other


def _fit_face_down(state: State, slots: list[int], pool: list[int]) -> None:
    """Swap identities in ``pool`` (dealt to ``slots`` in order) so that every face-down
    card on the board holds one that can lie there with its wounds (a swap with the
    first fitting identity of a card off the board; none fitting, it stays)."""
    cards = state.cards
    zone = state.zone
    wounds = state.wounds

    def fits(kind: int, c: int) -> bool:
        return cards.types[kind] not in (TERRAIN, EQUIPMENT) and cards.lives[kind] > wounds[c]

    for i, c in enumerate(slots):
        if zone[c] != Z_BOARD or fits(pool[i], c):
            continue
        for j, d in enumerate(slots):
            if zone[d] != Z_BOARD and fits(pool[j], c):
                pool[i], pool[j] = pool[j], pool[i]
                break


def _frozen(value: object) -> object:
    """``value`` as a hashable key (lists as tuples, a strike as its fields)."""
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(item) for item in value)
    if isinstance(value, Strike):
        return tuple(_frozen(getattr(value, name)) for name in STRIKE_FIELDS)
    if isinstance(value, Mapping):
        return tuple(sorted(value.items()))
    return value


#: Best squads of deals met in determinisations, per card table and rules: shared by all
#: determinisations, never with a real game (whose cache holds the deals it met).
_BEST: dict[tuple[int, int], tuple[object, object, dict[tuple[bool, int, tuple[int, ...]],
                                                       Mapping[int, int]]]] = {}


def _best_cache(state: State) -> dict[tuple[bool, int, tuple[int, ...]], Mapping[int, int]]:
    key = (id(state.cards), id(state.rules))
    found = _BEST.get(key)
    if found is None or found[0] is not state.cards or found[1] is not state.rules:
        found = (state.cards, state.rules, {})
        _BEST[key] = found
    return found[2]
