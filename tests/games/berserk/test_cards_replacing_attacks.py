"""Round 3 (cards r3d): an encoded ability that replaces the printed keyword attack, the
triggers for an enemy's counters and an ally's first wound of a turn, the no_heal and
no_ranged marks, a target behind the struck card — and each card encoded with them,
played on an arranged position."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.abilities import (
    NO_HEAL,
    marker,
)
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import CHOOSE, DEFEND, MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    A,
    Put,
    arrange,
    card,
    do,
    synthetic,
    table_with,
    use,
)

#: Synthetic cards of this file (ids RD-001.., this helper's block).
ABILITIES: dict[str, Any] = {
    "RD-001": {"complete": True, "abilities": [
        {"name": "own arrow", "label": "shot", "trigger": "tap", "replaces": "shot",
         "target": {"side": "enemy", "min_range": 2}, "effects": [{"wound": 3}]}]},
    "RD-002": {"complete": True, "abilities": [
        {"name": "mend", "trigger": "tap", "effects": [{"heal": 2}]},
        {"name": "swell", "trigger": "tap", "effects": [{"lives": 2}]}]},
    "RD-003": {"complete": True, "abilities": [
        {"name": "spite", "trigger": "enemy_gains_counters", "target": {"side": "other"},
         "effects": [{"wound": 1}]},
        {"name": "rally", "trigger": "ally_hurt", "target": {"side": "other"},
         "effects": [{"lives": 1}]}]},
}
CARDS = [*SYNTHETIC, synthetic("RD-001", name="Стрелок", abilities=["shot-1"]),
         synthetic("RD-002", name="Знахарь"), synthetic("RD-003", name="Злопыхатель")]


@cache
def table() -> CardTable:
    return table_with(CARDS, ABILITIES)


def position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table(), **kwargs)


def offered(s: State, op: int, c: int) -> set[int]:
    """The targets of ``c``'s legal actions of ``op`` (ABILITY: target | index << 8)."""
    out = set()
    for a in s.legal_actions():
        got_op, got_card, target = A.decode(a)
        if got_op == op and got_card == c:
            out.add(target)
    return out


KEEP = Put("VS-001", 0, "a1")
KEEP_1 = Put("VS-001", 1, "e6")


# --- replaces: the encoded form of a printed keyword attack -----------------------------------


def test_an_ability_that_replaces_the_printed_shot_is_the_only_shot_offered() -> None:
    s = position(Put("RD-001", 0, "c2"), Put("X-003", 0, "b2"), Put("VS-001", 1, "c5"),
                 KEEP, KEEP_1)
    archer, plain, foe = card(s, "RD-001", 0), card(s, "X-003", 0), card(s, "VS-001", 1)
    assert offered(s, A.SHOT, archer) == set()  # its printed shot-1 is left out
    assert foe in offered(s, A.SHOT, plain)  # a card without replaces keeps its shot
    assert foe in offered(s, A.ABILITY, archer)
    use(s, archer, foe)
    assert s.wounds[foe] == 3
    assert not table().problems(table().index["RD-001"])  # shot counts as played


def test_the_watch_offers_its_two_shots_and_not_the_keyword_one() -> None:  # VS-183
    s = position(Put("VS-183", 0, "c2"), Put("VS-001", 1, "c5"), Put("X-005", 1, "air"),
                 KEEP, KEEP_1)
    watch, foe, flyer = card(s, "VS-183", 0), card(s, "VS-001", 1), card(s, "X-005", 1)
    assert offered(s, A.SHOT, watch) == set()
    shots = offered(s, A.ABILITY, watch)
    assert foe in shots and flyer | 1 << 8 in shots and flyer not in shots
    use(s, watch, flyer, 1)
    assert s.wounds[flyer] == 2


# --- enemy_gains_counters; the cursed mage's discharge -----------------------------------------


def test_cursed_mage_takes_a_counter_when_an_enemy_does_and_spends_them() -> None:  # NT-145
    s = position(Put("NT-145", 0, "c2"), Put("VS-001", 1, "c5"), Put("VS-002", 1, "b5"),
                 KEEP, KEEP_1, active=1)
    mage, foe, lunger = card(s, "NT-145", 0), card(s, "VS-001", 1), card(s, "VS-002", 1)
    take = len(s.abilities_of(lunger)) - 1  # the take-a-counter action
    use(s, lunger, lunger, take)
    assert s.counters(lunger) == 1 and s.counters(mage) == 1
    s.apply(A.END)
    assert s.active == 0
    assert not any(A.decode(a)[0] == A.ATTACK and A.decode(a)[1] == mage
                   for a in s.legal_actions())  # the printed discharge is its ability
    use(s, mage, foe, 1)
    assert s.wounds[foe] == 2 and s.counters(mage) == 0


def test_a_counter_of_its_own_side_gives_the_mage_nothing() -> None:  # NT-145
    s = position(Put("NT-145", 0, "c2"), Put("VS-002", 0, "b2"), KEEP, KEEP_1)
    mage, lunger = card(s, "NT-145", 0), card(s, "VS-002", 0)
    use(s, lunger, lunger, len(s.abilities_of(lunger)) - 1)
    assert s.counters(lunger) == 1 and s.counters(mage) == 0


# --- the no_heal mark ----------------------------------------------------------------------------


def test_keshiar_keeps_the_struck_from_healing_and_regenerating() -> None:  # NT-007
    s = position(Put("NT-007", 0, "c3"), Put("X-002", 1, "c4", closed=True), KEEP, KEEP_1)
    keshiar, troll = card(s, "NT-007", 0), card(s, "X-002", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, keshiar, troll)
    assert s.wounds[troll] == 3 and marker(s, troll, NO_HEAL) == s.turn + 1
    s.apply(A.END)  # the troll's turn: regeneration 2 heals nothing
    assert s.active == 1 and s.wounds[troll] == 3
    s.apply(A.END)
    s.apply(A.END)  # its next turn but one: it regenerates again
    assert s.active == 1 and s.wounds[troll] == 1


def test_no_heal_bars_heal_and_lives_abilities() -> None:
    s = position(Put("NT-007", 0, "c3"), Put("RD-002", 1, "c4", closed=True, wounds=2),
                 KEEP, KEEP_1)
    keshiar, healer = card(s, "NT-007", 0), card(s, "RD-002", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, keshiar, healer)
    s.apply(A.END)
    assert s.active == 1 and offered(s, A.ABILITY, healer) == set()


def test_keshiar_blade_is_a_tiered_special_strike() -> None:  # NT-007
    s = position(Put("NT-007", 0, "c3"), Put("VS-001", 1, "c4"), KEEP, KEEP_1)
    keshiar, foe = card(s, "NT-007", 0), card(s, "VS-001", 1)
    s.queue_dice(4)
    use(s, keshiar, foe, 1)
    assert s.wounds[foe] == 2 and s.closed[keshiar]


# --- the no_ranged mark ---------------------------------------------------------------------------


def test_algorn_frost_bars_the_shots_and_throws_of_its_target() -> None:  # NT-044
    s = position(Put("NT-044", 0, "c2"), Put("X-003", 1, "c5"), Put("X-021", 1, "b5"),
                 Put("VS-001", 0, "d3"), KEEP, KEEP_1)
    algorn, archer, thrower = card(s, "NT-044", 0), card(s, "X-003", 1), card(s, "X-021", 1)
    use(s, algorn, archer)
    assert s.wounds[archer] == 1
    s.apply(A.END)
    assert s.active == 1
    assert offered(s, A.SHOT, archer) == set()  # barred for its next turn
    assert any(A.decode(a)[:2] == (A.ATTACK, thrower) for a in s.legal_actions())
    s.apply(A.END)
    s.apply(A.END)
    assert s.active == 1 and offered(s, A.SHOT, archer)  # the mark has run out


# --- target behind the struck card ---------------------------------------------------------------


def test_kulkhan_pike_wounds_the_creature_behind_the_struck_one() -> None:  # NT-018
    s = position(Put("NT-018", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-001", 1, "c5"), Put("VS-001", 1, "d4"), KEEP, KEEP_1)
    kulkhan = card(s, "NT-018", 0)
    struck, behind, beside = (card(s, "VS-001", 1, n) for n in range(3))
    s.queue_dice(6)  # strong: 3
    do(s, A.STRIKE, kulkhan, struck)
    assert s.wounds[struck] == 3 and s.wounds[behind] == 3 and s.wounds[beside] == 0


def test_kulkhan_in_formation_takes_no_magic_damage() -> None:  # NT-018
    s = position(Put("NT-018", 0, "c3"), Put("NT-018", 0, "d3"), Put("X-020", 1, "c5"),
                 KEEP, KEEP_1, active=1)
    kulkhan, mage = card(s, "NT-018", 0), card(s, "X-020", 1)
    assert not any(A.decode(a)[:2] == (A.ATTACK, mage) and A.decode(a)[2] & 255 == kulkhan
                   for a in s.legal_actions())  # its magic protection in formation
    assert s.wounds[kulkhan] == 0


# --- ally_hurt -----------------------------------------------------------------------------------


def test_chernovar_throws_when_an_armoured_ally_is_first_wounded_in_a_turn() -> None:  # NT-051
    s = position(Put("NT-051", 0, "b2"), Put("X-001", 0, "c3"), Put("VS-001", 0, "d3"),
                 Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "b5"),
                 KEEP, KEEP_1, active=1)
    chernovar, knight = card(s, "NT-051", 0), card(s, "X-001", 0)
    plain = card(s, "VS-001", 0)
    foe, foe2, far = (card(s, "VS-001", 1, n) for n in range(3))
    s.armour_left[knight] = 0
    for attacker, struck in ((foe, plain), (foe2, knight)):
        s.queue_dice(6, 1)
        do(s, A.STRIKE, attacker, struck)
        assert s.phase == DEFEND
        s.apply(A.END)  # no defender
        assert s.wounds[struck] == 3
    # the plain creature has no armour: only the knight's wound makes it throw
    assert s.phase == CHOOSE
    targets = {A.decode(a)[2] & 255 for a in s.legal_actions() if A.decode(a)[0] == A.ABILITY}
    assert far in targets and knight not in targets  # an enemy creature
    s.queue_dice(6)
    do(s, A.ABILITY, chernovar, far | 1 << 8)
    assert s.wounds[far] == 2 and s.phase == MAIN
    s.closed[foe] = False
    s.wounds[knight] = 0
    s.settle()
    s.queue_dice(6, 1)
    do(s, A.STRIKE, foe, knight)
    s.apply(A.END)
    assert s.wounds[knight] == 3 and s.phase == MAIN  # not its first wound this turn


def test_the_tortoise_heals_and_hides_in_its_shell() -> None:  # NT-130
    s = position(Put("NT-130", 0, "c3", wounds=3), Put("VS-001", 1, "c4"), KEEP, KEEP_1)
    tortoise, foe = card(s, "NT-130", 0), card(s, "VS-001", 1)
    use(s, tortoise, tortoise)
    assert s.wounds[tortoise] == 1 and s.closed[tortoise]
    s.apply(A.END)
    s.queue_dice(6, 1)  # a strong hit of 3, less 2
    do(s, A.STRIKE, foe, tortoise)
    assert s.wounds[tortoise] == 2


def test_the_new_triggers_on_a_synthetic_card() -> None:
    s = position(Put("RD-003", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("VS-002", 1, "b5"), KEEP, KEEP_1, active=1)
    watcher, mine = card(s, "RD-003", 0), card(s, "VS-001", 0)
    foe, lunger = card(s, "VS-001", 1), card(s, "VS-002", 1)
    use(s, lunger, lunger, len(s.abilities_of(lunger)) - 1)  # it takes a counter
    assert s.wounds[lunger] == 1
    lives = s.lives_max[mine]
    s.queue_dice(6, 1)
    do(s, A.STRIKE, foe, mine)
    s.apply(A.END)  # no defender
    assert s.wounds[mine] == 3 and s.lives_max[mine] == lives + 1
    assert "first wounded by an attack" in s.abilities_of(watcher)[1].describe()
