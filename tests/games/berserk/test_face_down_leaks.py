"""A face-down card is a target until revealed: a seat's legal actions and their words do
not depend on what the card really is (issue 23, item 1), and its protections act when the
attack lands on it (State.unseen_protection)."""

from __future__ import annotations

import pytest

from deckcheck.engine.api import Observation
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import A, Put, card, do, position, texts

#: (attacker, the protected card, the action): a shot, a throw and a discharge at a
#: shot-, throw-, discharge- or magic-protected card, a flyer's strike at a flyer-protected one.
CASES = (
    ("X-003", "X-025", A.SHOT),  # shot protection
    ("X-021", "X-025", A.ATTACK),  # throw protection
    ("X-020", "X-027", A.ATTACK),  # discharge protection
    ("X-020", "X-026", A.ATTACK),  # magic protection
)


def swapped(state: State, a: int, b: int) -> State:
    """``state`` with the identities of the cards ``a`` and ``b`` exchanged (the handles,
    places and wounds stay): a twin a seat that sees neither cannot tell apart."""
    twin = state.clone()
    kinds = list(twin.kinds)
    kinds[a], kinds[b] = kinds[b], kinds[a]
    twin.kinds = tuple(kinds)
    trig = list(twin.trig)
    trig[a], trig[b] = trig[b], trig[a]
    twin.set_triggers(tuple(trig))
    for facts in ("elem", "ctype", "lives_max", "move_max", "strike", "eff", "eff_bits",
                  "armour_left"):
        values = getattr(twin, facts)
        values[a], values[b] = values[b], values[a]
    twin._legal = tuple(twin._compute_legal())
    return twin


def _twins(attacker: str, protected: str, at: str = "c2") -> tuple[State, State, int, int]:
    state = position(Put(attacker, 0, at), Put(protected, 1, "c4", face_down=True),
                     Put("X-012", 1, "b5", face_down=True), Put("VS-001", 1, "e5"), turn=1)
    a, b = card(state, protected, 1), card(state, "X-012", 1)
    twin = swapped(state, a, b)
    assert twin.information_state(0) == state.information_state(0)
    return state, twin, a, b


@pytest.mark.parametrize(("attacker", "protected", "op"), CASES)
def test_a_protection_of_a_face_down_card_does_not_change_the_listing(
    attacker: str, protected: str, op: int
) -> None:
    state, twin, a, b = _twins(attacker, protected)
    assert state.legal_actions() == twin.legal_actions()
    targets = {(action >> 12) & 255 for action in state.legal_actions() if action & 15 == op}
    assert {a, b} <= targets


def test_a_flyer_strikes_a_face_down_card_whatever_its_protection() -> None:
    state, twin, a, _b = _twins("X-035", "X-028", at="air")
    assert state.legal_actions() == twin.legal_actions()
    shooter = card(state, "X-035", 0)
    assert A.encode(A.STRIKE, shooter, a) in state.legal_actions()


@pytest.mark.parametrize(("attacker", "protected", "op"), CASES[:2])
def test_the_protection_of_a_face_down_card_acts_when_the_attack_lands(
    attacker: str, protected: str, op: int
) -> None:
    state, _, a, _b = _twins(attacker, protected)
    shooter = card(state, attacker, 0)
    state.apply(next(x for x in state.legal_actions()
                     if x & 15 == op and (x >> 4) & 255 == shooter and (x >> 12) & 255 == a))
    assert state.wounds[a] == 0 and state.closed[shooter]


def test_a_shot_at_an_unprotected_face_down_card_wounds_it() -> None:
    state, _, _a, b = _twins("X-003", "X-025")
    shooter = card(state, "X-003", 0)
    do(state, A.SHOT, shooter, b)
    assert b in state.grave[1]  # (one life: the shot destroys it)


def test_a_seat_reads_no_face_down_card_in_the_words_of_its_actions() -> None:
    state, twin, _a, _b = _twins("X-003", "X-025")
    for s in (state, twin):
        view = Observation(s, 0)
        words = [view.describe(action) for action in view.legal_actions()]
        assert not any("Щит от стрел" in w or "Хрупкий" in w for w in words), words
        assert "Лучник@c2 shoots a hidden card@c4" in words
    assert [Observation(state, 0).describe(x) for x in state.legal_actions()] \
        == [Observation(twin, 0).describe(x) for x in twin.legal_actions()]
    # The log (and describe, its words) names every card: it is read after the game.
    assert any("Щит от стрел" in state.describe(x) for x in state.legal_actions())


def test_the_opponents_squad_is_not_named_to_a_seat() -> None:
    state = position(Put("VS-001", 0, "c3"), Put("VS-002", 1, "c4"), turn=1)
    hidden = card(state, "VS-002", 1)
    assert "Кшар" in Observation(state, 1).describe(A.encode(A.RECRUIT, hidden, 0))
    state.squad[1].append(hidden)  # (a squad card not yet placed)
    assert Observation(state, 0).describe(A.encode(A.RECRUIT, hidden, 0)) \
        == "recruit a hidden card"
    assert "log" not in texts(state)
