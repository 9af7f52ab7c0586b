"""The Cardcaptors greedy agent's heuristic, on which the search agent's play-outs end too:
what a position is worth to a player. Compiled with the engine (it is asked at every
decision of a search), not in ``game.py``, which only wires the engine into the API."""

from __future__ import annotations

from deckcheck.games.ccs.engine.cards import CAPTURE, STRATEGY
from deckcheck.games.ccs.engine.state import State

#: A won game's worth (a lost one's is its negative).
WIN = 1e9


def progress(counts: list[int], patterns: tuple[tuple[int, ...], ...]) -> float:
    """How far per-element capture counts are towards the nearest win pattern (0..1).

    >>> progress([2, 1, 0, 0, 0, 0, 0, 0, 0], ((1, 1, 1, 1), (4,)))
    0.5
    """
    ordered = sorted(counts, reverse=True)
    best = 0.0
    for pattern in patterns:
        # map() pairs the counts with the pattern's needs up to the shorter of the two.
        have = sum(map(min, ordered, pattern)) / sum(pattern)
        if have > best:
            best = have
    return best


def evaluate(state: State, player: int) -> float:
    """The greedy agent's heuristic: captures towards a win pattern, the battle, the hand."""
    outcome = state.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return 0.0
        return WIN if outcome.winner == player else -WIN
    patterns = state.rules.win_patterns
    other = 1 - player
    counts = [state.element_counts(0), state.element_counts(1)]
    mine = progress(counts[player], patterns)
    theirs = progress(counts[other], patterns)
    lead = len(state.captured[player]) - len(state.captured[other])
    score = 1000.0 * (mine - theirs) + 50.0 * lead
    battle = state.battle
    if battle is not None:
        catcher = state.catcher
        element = state.spirit_element(battle.spirit)
        after = counts[catcher][:]
        after[element.bit_length() - 1] += 1
        stake = 300.0 + 1000.0 * (progress(after, patterns) - progress(counts[catcher], patterns))
        ours = state.battle_value(catcher)
        theirs_value = state.battle_value(1 - catcher)
        if battle.demand:
            winning = False
        elif battle.cards[1 - catcher] < 0:
            winning = True
        else:
            winning = theirs_value < ours or (theirs_value == ours and state.rules.tie_captures)
        swing = stake if winning else -stake
        score += swing if player == catcher else -swing
        score += 2.0 * (ours if player == catcher else theirs_value) / 1000.0
    score += _hand_value(state, player)
    return score


#: What a card drawn at the next replenish is worth, on average, to :func:`evaluate`.
FRESH_CARD = 7.0


def _hand_value(state: State, player: int) -> float:
    """The hand's worth; cards below the hand size count as fresh draws to come.

    A Capture card that fits a spirit on the table is worth more than one that does not,
    and Strategy or Reinforcement cards beyond two are worth little, so the greedy agent
    drops dead cards in the drop step to draw better ones.
    """
    cards = state.cards
    on_table = 0
    for spirit in state.table:
        on_table |= state.spirit_element(spirit)
    value = 0.0
    hand = state.hand[player]
    others = 0
    for card in hand:
        kind = state.kinds[card]
        if not cards.playable[kind]:
            continue
        ctype = cards.types[kind]
        if ctype == CAPTURE:
            power = cards.powers[kind] / 1000.0
            value += 6.0 + 2.0 * power if cards.elements[kind] & on_table else 1.0 + power
        else:
            # Two Strategy or Reinforcement cards help; more of them crowd out captures.
            others += 1
            value += (8.0 if ctype == STRATEGY else 6.0) if others <= 2 else 3.0
    missing = state.rules.hand_size - len(hand)
    if missing > 0:
        value += FRESH_CARD * missing
    return value
