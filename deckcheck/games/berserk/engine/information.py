"""What each seat of a Berserk game sees, and games it cannot tell from the real one.

Hidden from a seat: the order of its own deck (but the cards an ability let it look at
and put back, whose places it knows: ``deck_seen``); the opponent's deck, deal and squad until
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

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from deckcheck.engine.base import shuffled
from deckcheck.engine.streams import Rng, Stream
from deckcheck.games.berserk.engine.cards import EQUIPMENT, TERRAIN
from deckcheck.games.berserk.engine.kernel import STRIKE_FIELDS, Strike
from deckcheck.games.berserk.engine.state import Z_BOARD

if TYPE_CHECKING:
    from deckcheck.games.berserk.engine.state import State

#: Per-card facts that come with a card's identity (hidden with it).
IDENTITY: Final = ("elem", "ctype", "lives_max", "move_max", "strike", "eff", "eff_bits",
            "markers", "moved", "moves", "armour_left")
#: Per-card facts anyone sees on the table.
PLACEMENT: Final = ("ctrl", "zone", "cell", "host", "guest", "face_down", "closed", "wounds",
             "control_turn", "defended", "flyer_ready")
#: The rest of the state, in the open.
SCALARS: Final = ("active", "damaged", "first", "mulligans", "phase", "quiet", "resume",
           "to_move", "turn", "_outcome", "cells", "extra", "grave", "dying", "hosting",
           "burying", "recruited", "responding", "revealed", "deck_known", "exile",
           "strikes_queued", "spreading", "continuing", "rearranging")


def hidden_cards(state: State, seat: int) -> list[int]:
    """The cards whose identity ``seat`` does not see, in number order: its own deck, and
    the opponent's deck, deal, squad and face-down cards — but not the known bottom of a
    deck (cards a prophecy showed to both) nor the cards of its own deck it has seen."""
    other = 1 - seat
    # The zone lists hold exactly the cards marked in those zones (State.check_invariants);
    # a deck's first deck_known cards are its known bottom.
    deck = state.deck
    known = state.deck_known
    seen = state.deck_seen[seat]
    own = deck[seat][known[seat]:]
    out = ([c for c in own if c not in seen] if seen else own) + deck[other][known[other]:] \
        + state.deal[other] + state.squad[other]
    face_down = state.face_down
    if True in face_down:  # face-down cards: only in the first turns
        zone = state.zone
        owners = state.owners
        out.extend(c for c in range(len(zone))
                   if face_down[c] and zone[c] == Z_BOARD and owners[c] == other)
    out.sort()
    return out


def _shuffled_deck(state: State, owner: int, seat: int, rng: Rng) -> list[int]:
    """``owner``'s deck as ``seat`` may imagine it: its unknown part shuffled (the known
    bottom stays, and so do the cards of its own deck ``seat`` has seen)."""
    deck = state.deck[owner]
    n = state.deck_known[owner]
    seen = state.deck_seen[owner] if owner == seat else frozenset()
    if not seen:
        return deck[:n] + shuffled(deck[n:], rng)
    rest = deck[n:]
    unseen = iter(shuffled([c for c in rest if c not in seen], rng))
    return deck[:n] + [c if c in seen else next(unseen) for c in rest]


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
    decks = tuple(_deck_seen_by(state, o, seat) for o in (0, 1))
    return (seat, identity, placement, scalars, own, theirs, decks,
            _frozen(state.strike_ctx), _last_roll(state), actions(state))


def _last_roll(state: State) -> object:
    """The last roll without the count of chosen actions it was thrown at, which would
    tell the forced steps apart (see :func:`actions`); when it was thrown is in those."""
    roll = state.last_roll
    return None if roll is None else roll.fields()[1:]


def actions(state: State) -> tuple[int, ...]:
    """Every action of the game so far, chosen or forced alike (State.forced): a step the
    engine took because nothing else was legal looks the same as one a seat chose (the
    history alone holds only those chosen, which would tell the other seat whether it had
    a choice, that is, something of what it holds)."""
    forced = state.forced
    history = state.history
    if not forced:
        return tuple(history)
    out: list[int] = []
    start = 0
    for i in range(0, len(forced), 2):
        at = forced[i]
        out += history[start:at]
        out.append(forced[i + 1])
        start = at
    out += history[start:]
    return tuple(out)


def _deck_seen_by(state: State, owner: int, seat: int) -> tuple[int, ...]:
    """What ``seat`` knows of ``owner``'s deck: its known bottom in order, then (its own
    deck) each card it has seen where it lies and -1 for each other card, then the cards
    it does not know the places of, in number order."""
    deck = state.deck[owner]
    n = state.deck_known[owner]
    seen = state.deck_seen[owner] if owner == seat else frozenset()
    rest = deck[n:]
    if not seen:
        return tuple(deck[:n]) + tuple(sorted(rest))
    return tuple(deck[:n]) + tuple(c if c in seen else -1 for c in rest) \
        + tuple(sorted(c for c in rest if c not in seen))


def determinize(state: State, seat: int, rng: Rng) -> State:
    """A copy of ``state`` with ``seat``'s information state, its hidden identities dealt
    anew from ``rng`` and a generator seeded from it (the dice to come differ too): a
    function of that information state and ``rng`` alone.

    Each hidden card gets the identity of another hidden card of the same owner: own deck
    cards among themselves, the opponent's among all of its hidden cards, a face-down card
    only an identity that can lie on the board with its wounds. Every deck's unknown part
    is shuffled too (the numbers' order is hidden as much as their identities). The
    opponent's crystals and names spent in recruitment follow its new squad; the other
    seat's legal actions are listed anew from what it holds, and the copy keeps no cache
    that holds the real identities.
    """
    other = state._copy(Stream(rng.getrandbits(64)))
    other.seed = 0
    other._log = None
    other.dice = []
    other.best = _best_cache(state)
    opponent = 1 - seat
    hidden = hidden_cards(state, seat)
    kinds = list(state.kinds)
    owners = state.owners
    for owner in (seat, opponent):
        slots = [c for c in hidden if owners[c] == owner]
        if not slots:
            continue
        known = state.deck_known[owner]
        if len(slots) == len(state.deck[owner]) - known:
            # Only its deck is hidden: the deck's order, shuffled below, is all there is
            # to draw; the identities go to the numbers in sorted order (a function of
            # what the seat sees, not of what the numbers really hold).
            pool = sorted([kinds[c] for c in slots])
        else:
            pool = shuffled((kinds[c] for c in slots), rng)
            _fit_face_down(state, slots, pool)
        for c, kind in zip(slots, pool, strict=True):
            kinds[c] = kind
    for owner in (0, 1):
        other.deck[owner] = _shuffled_deck(state, owner, seat, rng)
    other.kinds = tuple(kinds)
    # A card's triggers come with its identity: the old ones would play the real card's
    # abilities in the imagined game (and tell an agent what the card really is); the
    # cards found by their triggers are found anew (the real game's are the real cards).
    triggers = state.cards.triggers
    other.set_triggers(tuple([triggers[k] for k in kinds]))
    other._by_trigger = {}
    other._by_bit = [None] * len(state._by_bit)
    other._by_high = {}
    identity = state._setup.identity  # the kinds dealt are the game's kinds
    elem, ctype, lives_max, move_max = other.elem, other.ctype, other.lives_max, other.move_max
    strike, eff, markers, moves = other.strike, other.eff, other.markers, other.moves
    eff_bits = other.eff_bits
    moved = other.moved
    armour_left = other.armour_left
    for c in hidden:
        (elem[c], ctype[c], lives_max[c], move_max[c], strike[c],
         eff[c], eff_bits[c]) = identity[kinds[c]]
        markers[c] = None
        moved[c] = 0
        moves[c] = 0
        armour_left[c] = 0
    real = state.kinds
    if any(kinds[c] != real[c] for c in state.recruited[opponent]):  # (its squad, hidden)
        other.spent[opponent] = [0, 0, 0, 0, 0, 0]
        other.name_counts[opponent] = {}
        other.crowned[opponent] = frozenset()
        for c in state.recruited[opponent]:
            other._count_recruit(opponent, kinds[c])
    if other._outcome is None and other.to_move != seat:
        # The other seat's actions are listed from what it holds here. The seat's own
        # are those it is shown (they depend only on what it sees: tests/
        # test_fairness_twins.py), kept rather than listed again at a decision's cost.
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
