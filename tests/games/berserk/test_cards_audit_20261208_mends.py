"""Cards the audits F and G (test_cards_audit_20261208_first30.py and _last30.py) found
not played as printed, mended since, and the cards whose repeated or follow-up targets were made
mandatory with them (their printed text makes them so): scenario tests by card id.
Mechanics are paraphrased from berserk-nxt resources/data.json (no card text copied)."""

from __future__ import annotations

from deckcheck.games.berserk.engine.state import CHOOSE, MAIN
from tests.games.berserk.helpers import Put, card, options, texts
from tests.games.berserk.helpers.audits import (
    SPARE_0,
    SPARE_1,
    offered,
    pos,
    resolve,
    strike,
    uses,
)
from tests.games.berserk.helpers.declining import end_turn
from tests.games.berserk.helpers.scenarios import act

# --- NT-049: destroyed, X discharges of 2 (X its counters), each at an enemy card its
# player picks; no limit to different cards, and all X are made.


def test_nt_049_every_dying_discharge_is_made_and_may_hit_the_same_card_again() -> None:
    s = pos(Put("NT-049", 0, "c2", wounds=8), Put("VS-117", 1, "c4"), Put("VS-001", 1, "a6"),
            SPARE_0, counters={"NT-049": 2})
    heart, vail, nomad = card(s, "NT-049", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    act(s, uses(s, heart, "«storm bolt»", vail))  # a third counter, and it is destroyed
    storm = "«the storm breaks loose»"
    act(s, uses(s, heart, storm, vail))
    assert offered(s, uses(s, heart, storm, vail))  # the same card again
    assert offered(s, uses(s, heart, storm, nomad))
    assert not offered(s, "use no target")  # not a "may": all three are made
    act(s, uses(s, heart, storm, vail))
    assert not offered(s, "use no target")
    act(s, uses(s, heart, storm, nomad))
    resolve(s)
    assert (s.wounds[vail], s.wounds[nomad]) == (1 + 2 + 2, 2)


# --- NT-165: tap: two shots 1-2-2 at different cards, both made while a target stands.


def test_nt_165_both_shots_are_made_and_seven_on_the_dice_gives_nothing() -> None:
    s = pos(Put("NT-165", 0, "c2"), Put("VS-001", 1, "c5"), Put("VS-117", 1, "a6"),
            Put("VS-001", 0, "a1"), SPARE_0, SPARE_1)
    elf, nomad, vail = card(s, "NT-165", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    s.queue_dice(6, 1)
    act(s, uses(s, elf, "«twin shots»", nomad))
    assert s.phase == CHOOSE and not offered(s, "use no target")
    act(s, uses(s, elf, "«twin shots»", vail))
    assert s.phase == MAIN  # 6 + 1 = 7: no counter, no token
    assert (s.wounds[nomad], s.wounds[vail]) == (2, 1)


# --- VS-066: its discharge (2, +3 for each counter, then one counter less) is its keyword
# discharge; it ignores the abilities that force a discharge's target.


def test_vs_066_one_discharge_and_arg_valds_draw_does_not_bind_it() -> None:
    s = pos(Put("VS-066", 0, "a1"), Put("VS-175", 0, "b1"), Put("VS-001", 0, "c3"),
            Put("VS-060", 1, "c4"), Put("VS-117", 1, "e5"), SPARE_0, SPARE_1,
            counters={"VS-066": 1})
    lord, krondak = card(s, "VS-066", 0), card(s, "VS-175", 0)
    argvald, vail = card(s, "VS-060", 1), card(s, "VS-117", 1)
    discharges = [o for o in options(s) if o.startswith(f"{s.at(lord)} uses ")
                  and s.at(vail) in o]
    assert discharges == [uses(s, lord, "«chain lightning»", vail)]  # no plain keyword one
    # another card's discharge is still drawn to Аргвальд (next to a creature of its side)
    assert not offered(s, uses(s, krondak, "«ember discharge»", vail))
    assert offered(s, uses(s, krondak, "«ember discharge»", argvald))
    act(s, uses(s, lord, "«chain lightning»", vail))
    resolve(s)
    assert s.wounds[vail] == 2 + 3 and s.counters(lord) == 0
    assert s.counters(argvald) == 0  # not a discharge at it


# --- VS-045: tap: strike through a row 2; the creature in front of it gets attack
# experience 1 (or +1 to it) to the end of its player's turn.


def test_vs_045_the_front_creature_gets_the_attack_experience_keyword_for_the_turn() -> None:
    s = pos(Put("VS-045", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-013", 1, "c4"),
            SPARE_0, SPARE_1)
    hunter, nomad, orc = card(s, "VS-045", 0), card(s, "VS-001", 0), card(s, "VS-013", 1)
    act(s, uses(s, hunter, "«ice spear»", orc))
    resolve(s)  # (the bonus is not a "may": the lone creature in front takes it at once)
    assert s.has_keyword(nomad, "attack_experience")
    end_turn(s)
    assert not s.has_keyword(nomad, "attack_experience")  # to the end of that turn


def test_vs_045_attack_experience_already_there_grows_by_one() -> None:
    s = pos(Put("VS-045", 0, "c2"), Put("VS-067", 0, "c3"), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1)
    hunter, king, vail = card(s, "VS-045", 0), card(s, "VS-067", 0), card(s, "VS-117", 1)
    act(s, uses(s, hunter, "«ice spear»", vail))
    resolve(s)
    strike(s, king, vail, 4, 1)
    assert any("dice 6 vs 1" in t for t in texts(s))  # 4, +1 its own, +1 the spear's


# --- VS-175: tap: a bonfire on a free cell to the end of the opponent's turn (the cell is
# taken), whatever becomes of Крондак.


def test_vs_175_the_bonfire_outlasts_krondak_and_goes_out_after_that_turn() -> None:
    s = pos(Put("VS-175", 0, "b3", wounds=6), Put("VS-013", 1, "b4"), Put("VS-001", 1, "d4"),
            SPARE_0, SPARE_1)
    krondak, orc, nomad = card(s, "VS-175", 0), card(s, "VS-013", 1), card(s, "VS-001", 1)
    act(s, f"{s.at(krondak)} uses «bonfire»")
    act(s, f"{s.at(krondak)} marks d3")
    resolve(s)
    end_turn(s)
    strike(s, orc, krondak, 6, 1)
    assert s.where(krondak) == "graveyard"
    assert not offered(s, f"move {s.at(nomad)} to d3")  # still burning
    end_turn(s)
    end_turn(s)
    assert offered(s, f"move {s.at(nomad)} to d3")  # out after the opponent's turn


# --- NT-002: tap: X flail strikes of 1 at different enemy cards next to it, X the cells it
# moved this turn: all X made while such a card stands.


def test_nt_002_every_flail_strike_is_made() -> None:
    s = pos(Put("NT-002", 0, "c1"), Put("VS-001", 1, "b4"), Put("VS-001", 1, "d4"),
            SPARE_0, SPARE_1)
    centaur, left, right = card(s, "NT-002", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    act(s, f"move {s.at(centaur)} to c2")
    act(s, f"move {s.at(centaur)} to c3")  # two cells: two strikes
    act(s, uses(s, centaur, "«flail sweep»", left))
    # the second, not a "may", takes the other enemy card next to it at once
    assert s.phase == MAIN and (s.wounds[left], s.wounds[right]) == (1, 1)


# --- VS-034: it may strike twice a turn and does not close after the first: its text
# prints no "in a row" (NT-190's does), so the second need not follow the first at once.


def test_vs_034_the_second_strike_may_come_after_another_action() -> None:
    s = pos(Put("VS-034", 0, "c3"), Put("VS-001", 0, "a1"), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1)
    minotaur, nomad, vail = card(s, "VS-034", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    strike(s, minotaur, vail, 1, 1)
    assert not s.closed[minotaur]
    act(s, f"move {s.at(nomad)} to b1")  # another action of its side between the two
    assert offered(s, f"{s.at(minotaur)} strikes {s.at(vail)}")
