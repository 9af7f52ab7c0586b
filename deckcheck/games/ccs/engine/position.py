"""Positions set up from plain data, like python-chess's ``Board(fen)``: for tests, for
analysis, and for reporting a rules question as "this position, this action, this result".

>>> from deckcheck.games.ccs.engine.position import Fight, Seat, arrange
>>> state = arrange(
...     (Seat(hand=["S5"]), Seat(hand=["S17"])),
...     table=["CS2"],
...     battle=Fight("CS2", ("C3", "C12")),
... )
>>> state.battle_value(0), state.battle_value(1)
(4000, 6000)
>>> [state.describe(a) for a in state.legal_actions()]
['play S5 Power Boost', 'end the move']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from deckcheck.games.ccs.engine import new_game
from deckcheck.games.ccs.engine.cards import CardTable
from deckcheck.games.ccs.engine.rules import Rules, load_rules
from deckcheck.games.ccs.engine.state import ATTEMPTS, BATTLE, Battle, State


@dataclass(frozen=True)
class Seat:
    """One player's cards, by id. Decks and piles are listed bottom first (the last card
    is drawn or revealed next); ``pile`` is the player's own spirit pile (with a shared
    pile, the piles of both seats are put together in seat order)."""

    hand: Sequence[str] = ()
    deck: Sequence[str] = ()
    discard: Sequence[str] = ()
    captured: Sequence[str] = ()
    pile: Sequence[str] = ()


@dataclass(frozen=True)
class Fight:
    """A battle in progress for ``spirit`` (a card of the table): each seat's active
    Capture card (``None``: none yet; the catcher's is required), and whose move it is
    (``None``: the catcher, still in the move of its attempt). The battle is the
    catcher's first capture attempt of the turn."""

    spirit: str
    cards: tuple[str | None, str | None]
    to_move: int | None = None


def arrange(
    seats: tuple[Seat, Seat] = (Seat(), Seat()),
    *,
    table: Sequence[str] = (),
    catcher: int = 0,
    turn: int = 1,
    battle: Fight | None = None,
    seed: int = 0,
    rules: Rules | None = None,
    cards: CardTable | None = None,
    log: bool = True,
    names: tuple[str, str] = ("A", "B"),
    **options: Any,
) -> State:
    """A game in ``turn`` at the start of ``catcher``'s capture attempts (or in ``battle``)
    with exactly these cards: every card given is in the game, no other.

    ``options`` replace rules options (``tie_captures=False`` ...). The spirit escape step
    of the turn is over: no spirit counts as just revealed. Raises ``ValueError`` for a
    position the rules cannot hold (a battle for a spirit not on the table, a Capture card
    on both sides of one character ...).
    """
    base = rules or load_rules()
    if options:
        base = replace(base, **options)
    if catcher not in (0, 1):
        raise ValueError(f"catcher must be 0 or 1, not {catcher!r}")
    in_battle: list[list[str]] = [[], []]
    if battle is not None:
        if battle.spirit not in table:
            raise ValueError(f"the battle's spirit {battle.spirit} is not on the table")
        if battle.cards[catcher] is None:
            raise ValueError("a battle needs the catcher's Capture card")
        for seat in (0, 1):
            card = battle.cards[seat]
            if card is not None:
                in_battle[seat].append(card)
    decks: list[Counter[str]] = [Counter(), Counter()]
    for seat in (0, 1):
        s = seats[seat]
        for zone in (s.hand, s.deck, s.discard, s.captured, s.pile, in_battle[seat]):
            decks[seat].update(zone)
    decks[catcher].update(table)
    state = new_game(
        dict(decks[0]), dict(decks[1]), seed=seed, rules=base, log=log, names=names, cards=cards
    )
    free: dict[tuple[int, str], list[int]] = {}
    for number, kind in enumerate(state.kinds):
        free.setdefault((state.owners[number], state.cards.ids[kind]), []).append(number)

    def take(seat: int, ids: Sequence[str]) -> list[int]:
        return [free[(seat, card_id)].pop(0) for card_id in ids]

    for seat in (0, 1):
        s = seats[seat]
        state.hand[seat] = take(seat, s.hand)
        state.deck[seat] = take(seat, s.deck)
        state.discard[seat] = take(seat, s.discard)
        state.captured[seat] = take(seat, s.captured)
        state.captures_made[seat] = len(s.captured)
        state.played[seat] = take(seat, in_battle[seat])
    own = [take(seat, seats[seat].pile) for seat in (0, 1)]
    state.piles = [own[0] + own[1], []] if base.spirit_pile == "shared" else own
    state.table = take(catcher, table)
    state.catcher = catcher
    state.turn = turn
    state.turns_without_capture = 0
    state.history = []
    state._outcome = None
    state.battle = None
    state.pending = None
    state._reset_turn()
    state.phase = ATTEMPTS
    state.to_move = catcher
    if battle is not None:
        _start_battle(state, battle)
    if state.log is not None:
        state.log.clear()
    state.check_invariants()
    state._settle()
    return state


def _start_battle(state: State, fight: Fight) -> None:
    catcher = state.catcher
    ids = state.cards.ids
    spirit = next(s for s in state.table if ids[state.kinds[s]] == fight.spirit)
    own_card = state.played[catcher][0]
    setup = Battle(spirit, catcher, own_card, state.cards.characters[state.kinds[own_card]])
    if fight.cards[1 - catcher] is not None:
        card = state.played[1 - catcher][0]
        setup.cards[1 - catcher] = card
        setup.characters[1 - catcher] = state.cards.characters[state.kinds[card]]
        if setup.characters[0] & setup.characters[1]:
            raise ValueError("the same character on both sides of the battle")
    mover = catcher if fight.to_move is None else fight.to_move
    setup.mover = mover
    # The catcher's attempt is a move still going on; a later mover has yet to play.
    setup.moved = setup.laid = fight.to_move is None
    state.battle = setup
    state.attempts = 1
    state.attempted = [spirit]
    state.phase = BATTLE
    state.to_move = mover


__all__ = ["Fight", "Seat", "arrange"]
