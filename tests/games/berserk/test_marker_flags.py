"""The state's flags of what its cards hold (Kernel.timed_marks, Kernel.chain_turn,
Kernel.mods_set): a turn's end looks for keywords granted for some turns and lives lent
on every card in play only while a card may hold one, the main listing asks a no_attack
mark only while a card may hold one, its chain filter runs only in a turn in which a
card chained strikes or made its attack, and the turn's strike and dice changes are
reset only once an ability made one. Each flag is set by its writers; the test mode
(cross_check, on in every test here) fails on a marker or change written behind a
writer's back, and the plays below fail if a writer did not set its flag (the keyword or
the lives would stay, a chain would strike on, a marked creature would strike). The
same for Kernel.classes_joined: a class condition looks through a card's markers for a
class an ability gave it only once one did.
"""

from __future__ import annotations

from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities.language import (
    JOINED_CLASS,
    classes_of,
    shares_any,
)
from deckcheck.games.berserk.engine.abilities.passives import CHAIN, chained_this_turn
from deckcheck.games.berserk.engine.abilities.tokens import (
    ATTACK_MADE,
    GRANTED,
    LIVES_BACK,
    NO_ATTACK,
    TIMED_GRANTED,
    TIMED_LIVES,
    TIMED_NO_ATTACK,
    set_marker,
    timed_marks_of,
)
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import SYNTHETIC, Put, arrange, card, synthetic, table_with
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    offered,
    position,
    strike,
)

ABILITIES: dict[str, Any] = {
    "VS-971": {"complete": True, "abilities": [
        {"name": "stone skin", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"grant": "stamina", "turns": 1}]}]},
    "VS-972": {"complete": True, "abilities": [
        {"name": "second wind", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"lives": 2, "turns": 1}]}]},
    "VS-973": {"complete": True, "abilities": [
        {"name": "flurry", "trigger": "static", "effects": [{"strike_chain": 2}]}]},
    "VS-974": {"complete": True, "abilities": [
        {"name": "cowing glare", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"mark": "no_attack", "until": "end_of_opponent_turn"}]}]},
}
CARDS = (synthetic("VS-971", name="Тест 971"), synthetic("VS-972", name="Тест 972"),
         synthetic("VS-973", name="Тест 973"), synthetic("VS-974", name="Тест 974"))


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table_with((*SYNTHETIC, *CARDS), ABILITIES), **kwargs)


def test_a_grant_for_a_turn_sets_its_flag_and_the_turns_end_takes_it_back_and_clears_it() -> None:
    s = synthetic_position(Put("VS-971", 0, "c3"), Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    giver, taker = card(s, "VS-971", 0), card(s, "VS-001", 0)
    assert s.timed_marks == 0  # nothing to look for at a turn's end
    act(s, f"{s.at(giver)} uses «stone skin» on {s.at(taker)}")
    assert s.has_keyword(taker, "stamina")
    assert s.timed_marks & TIMED_GRANTED
    act(s, "end the turn")
    assert not s.has_keyword(taker, "stamina")  # taken back: its turn ended
    assert s.timed_marks == 0  # no card holds a granted keyword any more


def test_lives_lent_for_a_turn_set_their_flag_and_go_back_at_its_end() -> None:
    s = synthetic_position(Put("VS-972", 0, "c3"), Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    giver, taker = card(s, "VS-972", 0), card(s, "VS-001", 0)
    printed = s.lives_max[taker]
    act(s, f"{s.at(giver)} uses «second wind» on {s.at(taker)}")
    assert s.lives_max[taker] == printed + 2
    assert s.timed_marks & TIMED_LIVES
    act(s, "end the turn")
    assert s.lives_max[taker] == printed
    assert s.timed_marks == 0


def test_a_chain_of_strikes_sets_chain_turn_and_stops_after_its_strikes() -> None:
    s = synthetic_position(Put("VS-973", 0, "c3"), Put("VS-117", 1, "c4"),
                           Put("VS-117", 1, "d3"), Put("VS-117", 1, "b3"), SPARE_0, SPARE_1)
    chainer = card(s, "VS-973", 0)
    assert s.chain_turn != s.turn  # no chain yet: the filter is skipped
    strike(s, chainer, card(s, "VS-117", 1, 0), 1, 1)
    assert s.chain_turn == s.turn  # the chain's first strike: the filter runs
    assert not s.closed[chainer]
    strike(s, chainer, card(s, "VS-117", 1, 1), 1, 1)
    # Its two strikes made: the chain forbids a third (the filter dropped it).
    assert not offered(s, f"{s.at(chainer)} strikes {s.at(card(s, 'VS-117', 1, 2))}")
    act(s, "end the turn")
    assert s.chain_turn != s.turn and not chained_this_turn(s)


def test_a_no_attack_mark_sets_its_flag_and_keeps_its_creature_from_striking() -> None:
    s = synthetic_position(Put("VS-974", 0, "c3"), Put("VS-001", 1, "e3"),
                           Put("VS-117", 0, "d2"), SPARE_0, SPARE_1)
    glarer, foe, ally = card(s, "VS-974", 0), card(s, "VS-001", 1), card(s, "VS-117", 0)
    assert not s.timed_marks & TIMED_NO_ATTACK  # no mark: the listing asks none
    act(s, f"{s.at(glarer)} uses «cowing glare» on {s.at(foe)}")
    assert s.timed_marks & TIMED_NO_ATTACK
    act(s, "end the turn")
    # Its turn: next to an enemy, it may not strike it (the listing asked the mark).
    assert not offered(s, f"{s.at(foe)} strikes {s.at(ally)}")
    act(s, "end the turn")
    act(s, "end the turn")
    assert offered(s, f"{s.at(foe)} strikes {s.at(ally)}")  # the mark has run out


def test_the_test_mode_fails_on_a_timed_marker_written_behind_its_writers_back() -> None:
    s = synthetic_position(Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    taker = card(s, "VS-001", 0)
    s._check_fields()
    for name in (GRANTED + "stamina", LIVES_BACK):
        set_marker(s, taker, name, s.turn)  # (no writer: its flag is not set)
        with pytest.raises(AssertionError, match="timed_marks"):
            s._check_fields()
        s.timed_marks |= timed_marks_of(s.markers)
        s._check_fields()  # (the flag set, as its writer sets it)
        set_marker(s, taker, name, 0)
        s.timed_marks = 0
    s.markers[taker] = {NO_ATTACK: s.turn}  # (set_marker, its writer, sets its flag)
    with pytest.raises(AssertionError, match="timed_marks"):
        s._check_fields()
    s.markers[taker] = None
    set_marker(s, taker, NO_ATTACK, s.turn)
    s._check_fields()


@pytest.mark.parametrize("name", [ATTACK_MADE, CHAIN])
def test_the_test_mode_fails_on_a_chain_marker_written_behind_its_writers_back(
        name: str) -> None:
    s = synthetic_position(Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    c = card(s, "VS-001", 0)
    s._check_fields()
    set_marker(s, c, name, s.turn + 1 if name == ATTACK_MADE else s.turn << 14 | 1 << 9)
    assert chained_this_turn(s)
    with pytest.raises(AssertionError, match="chain_turn"):
        s._check_fields()
    s.chain_turn = s.turn  # (as its writers set it)
    s._check_fields()


def test_timed_marks_of_finds_each_family() -> None:
    assert timed_marks_of([None, {"counter": 2}]) == 0
    assert timed_marks_of([{GRANTED + "dash": 3}, None, {LIVES_BACK: 5 << 8 | 130}]) \
        == TIMED_GRANTED | TIMED_LIVES


def test_add_marker_sets_the_flags_of_what_it_adds() -> None:
    s = synthetic_position(Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    c = card(s, "VS-001", 0)
    s.add_marker(c, GRANTED + "stamina", s.turn)
    assert s.timed_marks & TIMED_GRANTED
    s.add_marker(c, ATTACK_MADE, s.turn + 1)
    assert s.chain_turn == s.turn
    s._check_fields()


def test_a_strike_bonus_for_the_turn_sets_mods_set_and_goes_with_the_turn() -> None:
    # VS-030: a step to a next cell adds 1 to its simple strike until the end of the turn
    s = position(Put("VS-030", 0, "c2"), Put("VS-001", 1, "d3"), SPARE_0, SPARE_1)
    bront = card(s, "VS-030", 0)
    assert not s.mods_set
    act(s, f"move {s.at(bront)} to c3")
    assert s.strike_mod[bront] == 1 and s.mods_set
    act(s, "end the turn")
    assert s.strike_mod[bront] == 0 and not s.mods_set


def test_the_test_mode_fails_on_a_strike_or_dice_change_written_behind_its_writers_back(
        ) -> None:
    s = synthetic_position(Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    c = card(s, "VS-001", 0)
    for mods in (s.strike_mod, s.dice_mod):
        mods[c] = 1
        with pytest.raises(AssertionError, match="mods_set"):
            s._check_fields()
        s.mods_set = True  # (as its writers set it)
        s._check_fields()
        mods[c] = 0
        s.mods_set = False


def test_a_game_and_its_copies_keep_the_test_mode_they_were_made_in(
        monkeypatch: pytest.MonkeyPatch) -> None:
    s = synthetic_position(Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)  # (the tests' mode)
    assert State.cross_check and s._checking and s.clone()._checking
    s.markers[card(s, "VS-001", 0)] = {NO_ATTACK: s.turn}  # (behind its writer's back)
    with pytest.raises(AssertionError, match="timed_marks"):
        s.apply(s.legal_actions()[-1])  # (the listing after it checks)
    monkeypatch.setattr(State, "cross_check", False)
    t = synthetic_position(Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    assert not t._checking and not t.clone()._checking
    t.markers[card(t, "VS-001", 0)] = {NO_ATTACK: t.turn}
    t.apply(t.legal_actions()[-1])  # (not checked)


def test_the_test_mode_fails_on_a_joined_class_written_behind_its_writers_back() -> None:
    s = synthetic_position(Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    c = card(s, "VS-001", 0)
    assert not s.classes_joined
    assert classes_of(s, c) == s.cards.classes[s.kinds[c]]
    set_marker(s, c, JOINED_CLASS + "warrior", 1)  # (not join_class: its flag not set)
    with pytest.raises(AssertionError, match="classes_joined"):
        s._check_fields()
    s.classes_joined = True  # (as join_class sets it)
    s._check_fields()
    assert "warrior" in classes_of(s, c)


def test_shares_any_is_not_isdisjoint() -> None:
    for wanted, classes in ((frozenset({"a"}), frozenset({"a", "b"})),
                            (frozenset({"a", "c"}), frozenset({"b"})),
                            (frozenset(), frozenset({"a"})), (frozenset({"a"}), frozenset())):
        assert shares_any(wanted, classes) == (not wanted.isdisjoint(classes))
