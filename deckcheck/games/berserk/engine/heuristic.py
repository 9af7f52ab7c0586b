"""The Berserk greedy agent's heuristic, on which the search agent's play-outs end too:
what a position is worth to a player. Compiled with the engine (it is asked at every
decision of a search), not in ``game.py``, which only wires the engine into the API."""

from __future__ import annotations

from deckcheck.games.berserk.engine.board import DISTANCE
from deckcheck.games.berserk.engine.cards import (
    ABSORB,
    ATTACK_BONUS,
    CREATURE,
    DEFENCE_BONUS,
    RANGED,
    REGENERATE,
)
from deckcheck.games.berserk.engine.kernel import number_in
from deckcheck.games.berserk.engine.state import RECRUIT, Z_BOARD, Z_SQUAD, Roll, State

#: A won game's worth (a lost one's is its negative).
WIN = 1e9


def creature_value(state: State, card: int) -> float:
    """What a creature in play is worth: lives left, strike, abilities."""
    values = state.strike[card]
    strike = (values[0] + values[1] + values[2]) / 3 if values is not None else 0.0
    eff = state.eff[card]
    if not eff:  # the same number: adding the absent effects' zeros changes nothing
        return 6.0 + state.lives_left(card) + 1.5 * strike
    return (6.0 + state.lives_left(card) + 1.5 * strike + number_in(eff, ABSORB)
            + 1.5 * number_in(eff, RANGED) + number_in(eff, REGENERATE))


def _value(state: State, card: int, wounds: int) -> float:
    if wounds >= state.lives_max[card]:
        return 0.0
    return creature_value(state, card) + state.wounds[card] - wounds


def expected_values(state: State, roll: Roll) -> tuple[float, float, float, float]:
    """The attacker's and the victim's expected worth after the strike of ``roll``
    (:attr:`State.last_roll`), over every roll of the dice (full results; armour as its
    printed value), and the chance that each survives."""
    a, v = roll.attacker.card, roll.victim.card
    wa, wv = roll.attacker.wounds, roll.victim.wounds
    opened = roll.opened
    table = state.rules.strikes
    hit = state.strike[a] or (0, 0, 0)
    back = state.strike[v] or (0, 0, 0)
    clumsy = state.rules.clumsiness
    ova = number_in(state.eff[a], ATTACK_BONUS) - (clumsy if state.clumsy(a) else 0)
    ovz = number_in(state.eff[v], DEFENCE_BONUS) - (clumsy if state.clumsy(v) else 0)
    armour_a = number_in(state.eff[a], ABSORB)
    armour_v = number_in(state.eff[v], ABSORB)
    total_a = total_v = 0.0
    alive_a = alive_v = 0
    outcomes = 0
    for ra in range(1, 7):
        for rv in range(1, 7) if opened else (0,):
            result = table.opposed(ra + ova, rv + ovz) if opened else table.unopposed(ra + ova)
            to_v = max(0, hit[result.attacker] - armour_v) if result.attacker >= 0 else 0
            to_a = (max(0, back[result.counter] - armour_a)
                    if opened and result.counter >= 0 else 0)
            value_a = _value(state, a, wa + to_a)
            value_v = _value(state, v, wv + to_v)
            total_a += value_a
            total_v += value_v
            alive_a += value_a > 0
            alive_v += value_v > 0
            outcomes += 1
    return (total_a / outcomes, total_v / outcomes, alive_a / outcomes, alive_v / outcomes)


def evaluate(state: State, player: int) -> float:
    """The greedy agent's heuristic: the squads in play, and how close they stand.

    A state just made by a dice roll is judged by the roll's expected result, so that a
    one-ply lookahead does not see the dice its copy of the game happened to roll: the
    attacker, the victim and the symbiote on each (it dies with its host) count at their
    expected worth and stand where they stood before the dice, and the game's end or the
    phase the roll led to (an exchange, a graveyard order) changes nothing.
    """
    roll = state.last_roll
    fresh = roll is not None and roll.decision == len(state.history)
    outcome = state.outcome()
    if outcome is not None and not fresh:
        if outcome.winner is None:
            return 0.0
        return WIN if outcome.winner == player else -WIN
    if state.phase == RECRUIT:
        # The squad's crystals, then its lives (the objective of deckcheck.games.berserk.squads).
        # Added in a loop, not by sum(): from Python 3.12 sum() compensates a float's
        # rounding and compiled code's sum() does not, and the two builds must agree.
        cards = state.cards
        squad_worth = 0.0
        for c in state.recruited[player]:
            squad_worth += 10.0 * cards.costs[state.kinds[c]] + 0.1 * cards.lives[state.kinds[c]]
        return squad_worth
    score = 0.0
    skip: tuple[int, ...] = ()
    ground: list[list[int]] = [[], []]
    if roll is not None and fresh:
        value_a, value_v, alive_a, alive_v = expected_values(state, roll)
        worth = [(roll.attacker, value_a), (roll.victim, value_v)]
        for guest, alive in ((roll.attacker_guest, alive_a), (roll.victim_guest, alive_v)):
            if guest is not None:
                worth.append((guest, alive * _value(state, guest.card, guest.wounds)))
        for struck, value in worth:
            if state.ctype[struck.card] != CREATURE:  # a struck artifact (strike_artifacts)
                continue
            score += value if struck.seat == player else -value
            if struck.cell >= 0:
                ground[struck.seat].append(struck.cell)
        skip = tuple(struck.card for struck, _ in worth)
    for seat in (0, 1):
        sign = 1.0 if seat == player else -1.0
        for c in state.on_field(seat):
            if state.ctype[c] != CREATURE or c in skip or state.lives_left(c) <= 0:
                continue  # (no life left: it dies once its wounds are spread, or once its
                # own ability's next clause acted; worth what a dead one is)
            score += sign * creature_value(state, c)
            if state.zone[c] == Z_BOARD:
                ground[seat].append(state.cell[c])
        for c in state.squad[seat]:
            if state.zone[c] == Z_SQUAD and state.ctype[c] == CREATURE:
                score += sign * creature_value(state, c)
    if state.turn > 0 and ground[0] and ground[1]:
        # Close in: each own ground creature's distance to the nearest enemy one.
        enemies = ground[1 - player]
        for x in ground[player]:
            score -= 0.3 * min(map(DISTANCE[x].__getitem__, enemies))
    return score
