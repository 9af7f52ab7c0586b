"""Cards of issue 27's r3 'summon' round (deck, graveyard and prophecy clauses), each
clause on an arranged position, where it matters and where the text rules it out.

Only the public game API.
"""

from __future__ import annotations

from tests.engine_berserk.helpers import Put, card, options
from tests.engine_berserk.test_card_scenarios_vs import (
    SPARE_0,
    SPARE_1,
    act,
    give_counters,
    offered,
    position,
)
from tests.engine_berserk.test_cards_cards2 import pass_turns, turn_of

# --- VS-042 Знахарь племени: 3 counters and a tap: revive a creature closed, once a
# battle; valhalla (wound 1 and a counter); discharge 1 (keywords)


def test_vs_042_revives_a_creature_of_its_graveyard_closed_for_three_counters() -> None:
    s = position(Put("VS-042", 0, "c2"), Put("VS-001", 0, "grave"), Put("VS-002", 1, "grave"),
                 SPARE_0, SPARE_1)
    healer, mine, theirs = card(s, "VS-042", 0), card(s, "VS-001", 0), card(s, "VS-002", 1)
    call = f"{s.at(healer)} uses «call back the fallen» on "
    give_counters(s, healer, 3)
    assert not offered(s, call + s.at(theirs))  # not the enemy's graveyard
    act(s, call + s.at(mine))
    assert s.zone[mine] == s.zone[healer] and s.closed[mine]
    assert s.counters(healer) == 0 and s.closed[healer]


def test_vs_042_revives_once_a_battle() -> None:
    s = position(Put("VS-042", 0, "c2"), Put("VS-001", 0, "grave"), Put("VS-002", 0, "grave"),
                 SPARE_0, SPARE_1)
    healer, lunger = card(s, "VS-042", 0), card(s, "VS-002", 0)
    give_counters(s, healer, 3)
    act(s, f"{s.at(healer)} uses «call back the fallen» on {s.at(card(s, 'VS-001', 0))}")
    pass_turns(s, 1)
    turn_of(s, 0)  # its next turn: it is open again
    s.set_counters(healer, 6)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to a1")
    assert not s.closed[healer]
    assert not offered(s, f"{s.at(healer)} uses «call back the fallen» on {s.at(lunger)}")


def test_vs_042_two_counters_are_too_few() -> None:
    s = position(Put("VS-042", 0, "c2"), Put("VS-001", 0, "grave"), SPARE_0, SPARE_1)
    healer = card(s, "VS-042", 0)
    give_counters(s, healer, 2)
    assert not any("«call back the fallen»" in o for o in options(s))
