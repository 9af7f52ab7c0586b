"""Scenario tests of «Нашествие тьмы» (NT) cards, one or more per card, named by its id.

As in ``test_card_scenarios_vs.py``: each printed clause (berserk-nxt
``resources/data.json``) played in an arranged position where it matters, and where the
text rules it out; only the public game API; a clause not played as printed is an
``xfail(strict=True)`` naming it.
"""

from __future__ import annotations

from tests.engine_berserk.helpers import Put, card
from tests.engine_berserk.test_card_scenarios_vs import (
    SPARE_0,
    SPARE_1,
    act,
    offered,
    position,
    strike,
)

# --- NT-023 Сфинкс Дзара (flying): +2 to its simple strike at creatures with flying or
# teleport; strikes of flying creatures at it come down to 1; attack experience 1 --------


def test_nt_023_two_more_at_a_flyer_or_a_teleporter_none_at_a_walker() -> None:
    for foe_id, at, expected in (("VS-014", "air", 3), ("X-033", "c4", 3), ("VS-001", "c4", 1)):
        s = position(Put("NT-023", 0, "air"), Put(foe_id, 1, at), SPARE_0, SPARE_1)
        sphinx, foe = card(s, "NT-023", 0), card(s, foe_id, 1)
        strike(s, sphinx, foe, 3, 3)  # 4 against 3 (its experience): weak 1
        assert s.wounds[foe] == expected, foe_id


def test_nt_023_a_flyers_strong_strike_at_it_comes_down_to_one() -> None:
    s = position(Put("VS-014", 0, "air"), Put("NT-023", 1, "air"), SPARE_0, SPARE_1)
    condor, sphinx = card(s, "VS-014", 0), card(s, "NT-023", 1)
    strike(s, condor, sphinx, 6, 1)  # strong 3
    assert s.wounds[sphinx] == 1


def test_nt_023_a_ground_creatures_shot_at_it_is_not_a_flyers_strike() -> None:
    s = position(Put("X-003", 0, "c2"), Put("NT-023", 1, "air"), SPARE_0, SPARE_1)
    archer, sphinx = card(s, "X-003", 0), card(s, "NT-023", 1)
    act(s, f"{s.at(archer)} shoots {s.at(sphinx)}")
    assert s.wounds[sphinx] == 2


# --- NT-048 Олаф (jordling): while closed it meets simple strikes as an open card;
# valhalla: a jordling of its side gets that until the end of the opponent's turn;
# attack and defence experience 1 -------------------------------------------------------


def test_nt_048_closed_it_still_rolls_and_strikes_back() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("NT-048", 0, "c3", closed=True), SPARE_0, SPARE_1,
                 active=1)
    nomad, olaf = card(s, "VS-001", 1), card(s, "NT-048", 0)
    strike(s, nomad, olaf, 5, 4)  # 5 against 5 (its defence experience): miss, counter 2
    assert s.wounds[olaf] == 0 and s.wounds[nomad] == 2


def test_nt_048_a_plain_closed_creature_takes_the_strike_unopposed() -> None:
    s = position(Put("VS-001", 1, "c4"), Put("VS-117", 0, "c3", closed=True), SPARE_0, SPARE_1,
                 active=1)
    nomad, vail = card(s, "VS-001", 1), card(s, "VS-117", 0)
    strike(s, nomad, vail, 5)  # only the attacker rolls: 5 is a medium hit
    assert s.wounds[vail] == 2 and s.wounds[nomad] == 0


def test_nt_048_valhalla_goes_to_a_jordling_only_and_lasts_the_opponents_turn() -> None:
    s = position(Put("NT-048", 0, "grave"), Put("NT-038", 0, "c3"), Put("NT-036", 0, "a3"),
                 Put("VS-001", 0, "b3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    olaf, harpooner, archer = card(s, "NT-048", 0), card(s, "NT-038", 0), card(s, "NT-036", 0)
    plain, foe = card(s, "VS-001", 0, 0), card(s, "VS-001", 1)
    act(s, "end the turn")  # seat 0's turn begins: the valhalla asks for a jordling
    gift = f"{s.at(olaf)} uses «watchful ancestors» on "
    assert offered(s, gift + s.at(harpooner)) and offered(s, gift + s.at(archer))
    assert not offered(s, gift + s.at(plain))  # not a jordling
    act(s, gift + s.at(harpooner))
    strike(s, harpooner, foe, 1, 3)  # it strikes (and closes): a miss
    assert s.closed[harpooner]
    act(s, "end the turn")
    strike(s, foe, harpooner, 5, 5)  # the opponent's turn: closed, it meets the strike as open
    assert s.wounds[harpooner] == 0 and s.wounds[foe] == 1
    act(s, "end the turn")
    act(s, gift + s.at(archer))  # a new turn, a new gift: this time to the other jordling
    strike(s, harpooner, foe, 1)  # the foe is closed from its strike: one die
    act(s, "end the turn")  # the opponent's next turn: the harpooner's gift is gone
    strike(s, foe, harpooner, 5)  # closed: only the attacker rolls
    assert s.wounds[harpooner] == 2
