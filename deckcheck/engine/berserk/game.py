"""The Berserk engine as a :class:`deckcheck.engine.api.Game` for the runner."""

from __future__ import annotations

from deckcheck.engine.base import EngineGame
from deckcheck.engine.berserk import new_game
from deckcheck.engine.berserk.board import distance
from deckcheck.engine.berserk.cards import (
    ABSORB,
    ATTACK_BONUS,
    CREATURE,
    DEFENCE_BONUS,
    RANGED,
    REGENERATE,
)
from deckcheck.engine.berserk.rules import load_rules
from deckcheck.engine.berserk.state import MAIN, RECRUIT, Z_BOARD, Z_SQUAD, State

WIN = 1e9

#: «Орда степей», the Steppes deck of examples/decks/steppes-berserk.yaml (36 cards, one
#: flyer: VS-014 Пустынный кондор).
HORDE: dict[str, int] = dict.fromkeys(
    ["VS-001", "VS-002", "VS-003", "VS-005", "VS-008", "VS-011", "VS-012", "VS-013",
     "VS-014", "VS-020", "VS-022", "VS-023"], 3)

#: «Топи и тьма»: Swamps, Darkness and neutral cards of «Нашествие тьмы» with every kind
#: of card the engine knows — companions (NT-111, NT-139), parasites (NT-115, NT-175),
#: flyers (NT-105, NT-155), an artifact (NT-109), a terrain (NT-110) — and two ground
#: creatures whose movement the source lacks (VS-128, VS-140); 39 cards.
SWAMP: dict[str, int] = {
    "NT-106": 3, "NT-107": 3, "NT-108": 3, "NT-111": 3, "NT-105": 2, "NT-115": 2,
    "NT-141": 3, "NT-143": 3, "NT-139": 2, "NT-175": 2, "NT-149": 3, "NT-152": 3,
    "NT-109": 1, "NT-110": 1, "NT-155": 1, "VS-128": 2, "VS-140": 2,
}


def creature_value(state: State, card: int) -> float:
    """What a creature in play is worth: lives left, strike, abilities."""
    values = state.strike[card]
    strike = sum(values) / 3 if values is not None else 0.0
    eff = state.eff[card]
    return (6.0 + state.lives_left(card) + 1.5 * strike + eff.get(ABSORB, 0)
            + 1.5 * eff.get(RANGED, 0) + eff.get(REGENERATE, 0))


def _value(state: State, card: int, wounds: int) -> float:
    if wounds >= state.lives_max[card]:
        return 0.0
    return creature_value(state, card) + state.wounds[card] - wounds


def expected_values(state: State, roll: tuple[int, int, int, int, int, int, int, bool]
                    ) -> tuple[float, float]:
    """The attacker's and the victim's expected worth after the strike of ``roll``
    (:attr:`State.last_roll`), over every roll of the dice (full results; armour as its
    printed value)."""
    _, a, v, _, _, wa, wv, opened = roll
    table = state.rules.strikes
    hit = state.strike[a] or (0, 0, 0)
    back = state.strike[v] or (0, 0, 0)
    ova = state.eff[a].get(ATTACK_BONUS, 0)
    ovz = state.eff[v].get(DEFENCE_BONUS, 0)
    armour_a = state.eff[a].get(ABSORB, 0)
    armour_v = state.eff[v].get(ABSORB, 0)
    total_a = total_v = 0.0
    outcomes = 0
    for ra in range(1, 7):
        for rv in range(1, 7) if opened else (0,):
            result = table.opposed(ra + ova, rv + ovz) if opened else table.unopposed(ra + ova)
            to_v = max(0, hit[result.attacker] - armour_v) if result.attacker >= 0 else 0
            to_a = (max(0, back[result.counter] - armour_a)
                    if opened and result.counter >= 0 else 0)
            total_a += _value(state, a, wa + to_a)
            total_v += _value(state, v, wv + to_v)
            outcomes += 1
    return total_a / outcomes, total_v / outcomes


def evaluate(state: State, player: int) -> float:
    """The greedy agent's heuristic: the squads in play, and how close they stand.

    A state just made by a dice roll is judged by the roll's expected result, so that a
    one-ply lookahead does not see the dice its copy of the game happened to roll.
    """
    roll = state.last_roll
    fresh = roll is not None and roll[0] == len(state.history)
    outcome = state.outcome()
    if outcome is not None and not fresh:
        if outcome.winner is None:
            return 0.0
        return WIN if outcome.winner == player else -WIN
    if state.phase == RECRUIT:
        # The squad's crystals, then its lives (the objective of deckcheck.squads).
        cards = state.cards
        return sum(10.0 * cards.costs[state.kinds[c]] + 0.1 * cards.lives[state.kinds[c]]
                   for c in state.recruited[player])
    score = 0.0
    skip: tuple[int, ...] = ()
    if fresh:
        assert roll is not None
        value_a, value_v = expected_values(state, roll)
        score += value_a if roll[3] == player else -value_a
        score += value_v if roll[4] == player else -value_v
        skip = (roll[1], roll[2])
    ground: list[list[int]] = [[], []]
    for seat in (0, 1):
        sign = 1.0 if seat == player else -1.0
        for c in state.on_field(seat):
            if state.ctype[c] != CREATURE:
                continue
            if c not in skip:
                score += sign * creature_value(state, c)
            if state.zone[c] == Z_BOARD:
                ground[seat].append(state.cell[c])
        for c in state.squad[seat]:
            if state.zone[c] == Z_SQUAD and state.ctype[c] == CREATURE:
                score += sign * creature_value(state, c)
    if state.phase == MAIN and ground[0] and ground[1]:
        # Close in: each own ground creature's distance to the nearest enemy one.
        enemies = ground[1 - player]
        for x in ground[player]:
            score -= 0.3 * min(distance(x, y) for y in enemies)
    return score


def sample_decks() -> tuple[dict[str, int], dict[str, int]]:
    """Two decks for benchmarks: :data:`HORDE` and :data:`SWAMP`."""
    return dict(HORDE), dict(SWAMP)


GAME = EngineGame(
    name="berserk",
    first_seat=("moves first (First player)", "The First player"),
    _load_rules=load_rules,
    _new_game=new_game,
    _evaluate=evaluate,
    _sample_decks=sample_decks,
)
