"""State.cards_with_high: the cards with some high trigger bits, asked shifted down (an
unboxed integer), are cards_with's for the bits themselves, in a game and in a copy
given other triggers (a determinisation's)."""

from __future__ import annotations

import random

import pytest

from deckcheck.engine.streams import Stream
from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.abilities import triggers
from deckcheck.games.berserk.engine.game import GAME


def _high_bits() -> list[int]:
    return sorted({value >> triggers.LOW_BITS for name, value in vars(triggers).items()
                   if name.startswith("T_") and isinstance(value, int)
                   and value >> triggers.LOW_BITS})


def test_cards_with_high_is_cards_with_of_the_bits_unshifted() -> None:
    decks = GAME.sample_decks()
    highs = _high_bits()
    assert len(highs) > 20  # (the high triggers are found)
    rng = random.Random(7)
    pairs = [highs[i] | highs[j] for i, j in
             ((rng.randrange(len(highs)), rng.randrange(len(highs))) for _ in range(20))]
    for seed in range(4):
        s = new_game(decks[0], decks[1], seed=seed)
        while not s.is_terminal() and s.turn < 3:
            s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
        for state in (s, s.determinize(s.current_player(), Stream(seed))):
            for high in highs + pairs:
                assert state.cards_with_high(high) \
                    == state.cards_with(high << triggers.LOW_BITS), high
                assert state.cards_with_high(high) == tuple(  # (asked again: kept)
                    c for c in range(len(state.trig))
                    if state.trig[c] >> triggers.LOW_BITS & high)


def test_the_cards_kept_for_one_low_bit_are_checked_against_the_triggers() -> None:
    decks = GAME.sample_decks()
    s = new_game(decks[0], decks[1], seed=3)
    at = triggers.T_INSTANT.bit_length() - 1
    found = s.cards_with(triggers.T_INSTANT)
    assert s._by_bit[at] == found
    s._check_triggers()
    s._by_bit[at] = (*found, len(s.trig))  # (a card kept that has not the bit)
    with pytest.raises(AssertionError, match="cards_with kept"):
        s._check_triggers()
    s.set_triggers(s.trig)  # (the kept cards found anew)
    assert s._by_bit[at] is None and s.cards_with(triggers.T_INSTANT) == found
    s._check_triggers()


def test_cards_with_passive_are_the_cards_printing_it_and_are_checked() -> None:
    decks = GAME.sample_decks()
    s = new_game(decks[0], decks[1], seed=5)
    for op in ("keyword", "must_strike_closed", "strike_reach", "stamina", "no_such_op"):
        printing = tuple(c for c in range(len(s.kinds)) if any(
            a.bit == triggers.T_PASSIVE and any(e.op == op for e in a.effects)
            for a in s.cards.abilities[s.kinds[c]]))
        assert s.cards_with_passive(op) == printing
        assert set(printing) <= set(s.cards_with(triggers.OP_FLAGS.get(op, 0)
                                                 | triggers.T_PASSIVE))
    assert s.cards_with_passive("keyword")  # (the sample decks' VS-023 prints some)
    s._check_triggers()
    s._by_passive["keyword"] = ()  # (kept wrong)
    with pytest.raises(AssertionError, match="cards_with_passive kept"):
        s._check_triggers()
