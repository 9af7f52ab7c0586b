"""Playing on: choices settled, turns passed, and whole games played at random with every
invariant checked."""

from __future__ import annotations

import random
from collections import Counter

from deckcheck.catalog.load import load_catalogue
from deckcheck.games.berserk.engine.state import (
    CHOOSE,
    MAIN,
    OVER,
    RECRUIT,
    RESPOND,
    State,
)
from deckcheck.games.berserk.squads import check_squad
from deckcheck.games.berserk.squads.model import Squad
from tests.games.berserk.helpers import (
    A,
)


def settle(s: State) -> None:
    """Answer every pending choice with its last option until the main phase."""
    while s.phase not in (MAIN, OVER):
        s.apply(s.legal_actions()[-1])


def turn_of(s: State, seat: int) -> None:
    """End turns (taking no optional ability and no instant) until ``seat``'s begins."""
    while s.active != seat:
        pass_turns(s, 1)


def pass_turns(s: State, n: int) -> None:
    """End ``n`` turns, taking no optional ability and no instant (a target that must
    be chosen: the first offered)."""
    for _ in range(n):
        assert s.phase == MAIN, s.phase
        s.apply(A.END)
        while s.phase in (CHOOSE, RESPOND):
            legal = s.legal_actions()
            s.apply(A.END if A.END in legal else legal[0])
        s.check_invariants()


CATALOGUE = load_catalogue("berserk")


def check_squads(state: State) -> None:
    for seat in (0, 1):
        squad = Squad.of([state.cards.ids[state.kinds[c]] for c in state.recruited[seat]],
                         choices=state.choices[seat])  # paid more, gold taken, a ward ...
        report = check_squad(squad, CATALOGUE, state.rules.squad,
                             "first" if seat == state.first else "second",
                             mulligans=state.mulligans[seat])
        assert report.legal, [str(d) for d in report.diagnostics]


def play_checked(state: State, rng: random.Random) -> list[int]:
    """Play to the end at random, checking every invariant after every action."""
    owned = Counter(zip(state.owners, state.kinds, strict=True))
    recruiting = True
    while not state.is_terminal():
        state.check_invariants()
        actions = state.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        assert state.current_player() in (0, 1)
        action = actions[rng.randrange(len(actions))]
        assert state.describe(action)
        state.apply(action)
        if recruiting and state.phase != RECRUIT:
            recruiting = False
            check_squads(state)
    state.check_invariants()
    assert Counter(zip(state.owners, state.kinds, strict=True)) == owned
    assert state.outcome() is not None and state.legal_actions() == ()
    return list(state.history)
