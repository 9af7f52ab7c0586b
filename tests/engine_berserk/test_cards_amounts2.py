"""Cards brought to fully played by the amounts/targets/auras mechanics (round 2): each
card's abilities on an arranged position of the bundled card data."""

from __future__ import annotations

from typing import Any

from deckcheck.engine.berserk.abilities import POISON, marker
from deckcheck.engine.berserk.state import State
from deckcheck.engine.berserk.board import cell
from tests.engine_berserk.helpers import A, Put, arrange, card, table

#: A spare card far from the action, so no side is empty.
SPARE_0 = Put("VS-011", 0, "a1")
SPARE_1 = Put("VS-011", 1, "e6")


def position(*puts: Put, counters: dict[str, int] | None = None, **kwargs: Any) -> State:
    """An arranged position; ``counters``: counters on the first card of each id."""
    s = arrange(puts, table=table(), **kwargs)
    for card_id, n in (counters or {}).items():
        seat = next(p.seat for p in puts if p.card == card_id)
        s.set_counters(card(s, card_id, seat), n)
    if counters:
        s._settle()  # the legal actions again, with the counters
    return s


def index_of(s: State, c: int, name: str) -> int:
    return next(i for i, a in enumerate(s.abilities_of(c)) if a.name == name)


def use(s: State, c: int, target: int, name: str) -> None:
    action = A.encode(A.ABILITY, c, target | index_of(s, c, name) << 8)
    assert action in s.legal_actions(), [s.describe(a) for a in s.legal_actions()]
    s.apply(action)
    s.check_invariants()


def targets(s: State, c: int, name: str) -> set[int]:
    index = index_of(s, c, name)
    return {(a >> 12) & 255 for a in s.legal_actions()
            if a & 15 == A.ABILITY and (a >> 4) & 255 == c and a >> 20 == index}


def test_vs066_discharge_grows_by_three_per_counter_and_spends_one() -> None:
    s = position(Put("VS-066", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
                 counters={"VS-066": 1})
    lord, foe = card(s, "VS-066", 0), card(s, "VS-001", 1)
    use(s, lord, foe, "chain lightning")
    assert s.wounds[foe] == 5 and s.counters(lord) == 0


def test_vs066_holds_three_counters_at_most() -> None:
    s = position(Put("VS-066", 0, "c2"), SPARE_0, SPARE_1,
                 counters={"VS-066": 3})
    lord = card(s, "VS-066", 0)
    assert not targets(s, lord, "gather the storm")


def test_vs084_roots_when_still_and_loses_its_counters_when_it_moves() -> None:
    s = position(Put("VS-084", 0, "c2"), SPARE_0, SPARE_1,
                 counters={"VS-084": 2})
    tree = card(s, "VS-084", 0)
    assert s._modifier(tree, -1, "strike", 256 | 2, False) == 2  # static: +X, X counters
    s.apply(A.encode(A.MOVE, tree, cell("c3")))
    assert s.counters(tree) == 0


def test_nt064_counts_its_armour_left_as_counters_at_the_opponents_turn_end() -> None:
    s = position(Put("NT-064", 1, "c5"), SPARE_0, SPARE_1)
    giant = card(s, "NT-064", 1)
    s.apply(A.encode(A.END))
    assert s.counters(giant) == 2


def test_nt123_bog_spear_poisons_by_the_counters_spent() -> None:
    s = position(Put("NT-123", 0, "c1"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                 counters={"NT-123": 2})
    thrower, foe = card(s, "NT-123", 0), card(s, "VS-001", 1)
    use(s, thrower, foe, "bog spear")
    assert s.wounds[foe] == 1 and marker(s, foe, POISON) == 2 and s.counters(thrower) == 0
