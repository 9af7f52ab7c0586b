"""Round 3 (cards NT-071..NT-200): the mechanics these cards needed — a trigger for a card
an ability opens, ... — and each card encoded with them, played on an arranged position."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.abilities import (
    INCARNATION,
    POISON,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import CHOOSE, DEFEND, MAIN, RESPOND, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    A,
    Put,
    arrange,
    card,
    do,
    synthetic,
    table_with,
    texts,
    use,
)

#: Synthetic cards of this file (ids RC-001.., this helper's block).
ABILITIES: dict[str, Any] = {
    "RC-001": {"complete": True, "abilities": [
        {"name": "wake", "trigger": "tap", "target": {"side": "ally", "range": 1},
         "effects": [{"open": True}]}]},
    "RC-002": {"complete": True, "abilities": [
        {"name": "roused", "trigger": "when_opens", "effects": [{"counters": 1}]},
        {"name": "schadenfreude", "trigger": "enemy_poisoned", "target": {"side": "other"},
         "effects": [{"wound": 0, "x": "carried", "per": 1}]},
        {"name": "thirst", "trigger": "on_attack", "effects": [{"vampirism": 9}]},
        {"name": "toxic blood", "trigger": "static", "effects": [{"poison_heals": 1}]},
        {"name": "momentum", "trigger": "on_attack", "effects": [{"strike": 0, "x": "dealt"}]}]},
    "RC-003": {"complete": True, "abilities": [
        {"name": "alarm", "trigger": "ally_struck", "target": {"side": "other"},
         "effects": [{"strike": 1}]},
        {"name": "expose the flank", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"unguarded": True}]}]},
    "RC-004": {"complete": True, "abilities": [
        {"name": "gloat", "trigger": "enemy_rolls_six", "effects": [{"move": 1}]},
        {"name": "duck", "trigger": "when_shot_at", "effects": [{"lives": 1}]}]},
    "RC-005": {"complete": True, "abilities": [
        {"name": "spines", "trigger": "when_melee_struck", "target": {"side": "other"},
         "effects": [{"wound": 1}]}]},
}
CARDS = [*SYNTHETIC, synthetic("RC-001", name="Будильщик"), synthetic("RC-003", name="Дозорный"),
         synthetic("RC-004", name="Пересмешник"), synthetic("RC-005", name="Ёж"),
         synthetic("RC-002", name="Упырь", strike={"weak": 2, "medium": 2, "strong": 2})]


@cache
def table() -> CardTable:
    return table_with(CARDS, ABILITIES)


def position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table(), **kwargs)


def choose(s: State, c: int, target: int, index: int = 0) -> None:
    """Pick ``target`` in the CHOOSE window of ``c``'s triggered ability ``index``."""
    assert s.phase == CHOOSE
    do(s, A.ABILITY, c, target | index << 8)


KEEP = Put("VS-001", 0, "a1")
KEEP_1 = Put("VS-001", 1, "e6")


# --- when_opens ----------------------------------------------------------------------------


def test_uug_swipes_when_an_ability_opens_it() -> None:  # NT-106
    s = position(Put("NT-106", 0, "c3", closed=True), Put("RC-001", 0, "b3"),
                 Put("VS-001", 1, "c4"), KEEP, KEEP_1)
    uug, waker, foe = card(s, "NT-106", 0), card(s, "RC-001", 0), card(s, "VS-001", 1, 0)
    s.queue_dice(6)
    use(s, waker, uug)
    assert not s.closed[uug]  # the only enemy next to it takes the swipe
    assert s.wounds[foe] == 2 and s.phase == MAIN


def test_uug_swipes_twice_a_turn_at_most_and_not_at_its_turn_start() -> None:  # NT-106
    s = position(Put("NT-106", 0, "c3", closed=True), Put("RC-001", 0, "b3"),
                 Put("RC-001", 0, "d3"), Put("RC-001", 0, "c2"), Put("VS-001", 1, "c4"),
                 KEEP, KEEP_1)
    uug, foe = card(s, "NT-106", 0), card(s, "VS-001", 1, 0)
    for n in range(3):
        s.closed[uug] = True
        s.settle()
        s.queue_dice(6)
        use(s, card(s, "RC-001", 0, n), uug)
    assert s.wounds[foe] == 4 and s.phase == MAIN
    s.closed[uug] = True
    s.apply(A.END)  # the opponent's turn, then its own: it opens, no swipe
    s.apply(A.END)
    assert s.active == 0 and not s.closed[uug] and s.wounds[foe] == 4 and s.phase == MAIN


def test_the_new_triggers_and_effects_on_a_synthetic_card() -> None:
    s = position(Put("RC-002", 0, "c3", closed=True, wounds=2), Put("RC-001", 0, "b3"),
                 Put("VS-001", 1, "c4", closed=True), Put("RC-002", 1, "e5"), KEEP, KEEP_1)
    ghoul, waker, foe = card(s, "RC-002", 0), card(s, "RC-001", 0), card(s, "VS-001", 1, 0)
    use(s, waker, ghoul)
    assert s.counters(ghoul) == 1  # roused
    s.queue_dice(4)
    do(s, A.STRIKE, ghoul, foe)  # 2 wounds dealt: 2 lives more, and +2 after it
    assert s.wounds[foe] == 2 and s.lives_max[ghoul] == 8 and s.strike_mod[ghoul] == 2
    set_marker(s, foe, POISON, 2)
    set_marker(s, ghoul, POISON, 3)
    other = card(s, "RC-002", 1)
    set_marker(s, other, POISON, 1)
    s.apply(A.END)  # the enemy's poison: 2 more to the foe, from the ghoul's schadenfreude
    assert s.wounds[foe] == 2 + 2 + 2 and s.wounds[other] == 0  # it heals (none to heal)
    s.apply(A.END)
    assert s.active == 0 and s.wounds[ghoul] == 1  # its poison heals it 1


def test_a_strike_declared_at_its_side_and_no_defenders() -> None:
    s = position(Put("RC-003", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "d4"), KEEP, KEEP_1)
    sentry, mine = card(s, "RC-003", 0), card(s, "VS-001", 0, 0)
    foe, guard = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    use(s, sentry, foe, 1)
    s.queue_dice(4)
    do(s, A.STRIKE, mine, foe)  # d4 could defend: not this turn
    assert s.phase == MAIN and s.wounds[guard] == 0 and s.strike_mod[mine] == 0
    s.apply(A.END)
    do(s, A.STRIKE, guard, mine)  # the enemy strikes a card of its side: alarm
    assert s.strike_mod[mine] == 1 and s.strike_mod[guard] == 0


def test_an_enemy_six_and_a_shot_at_it() -> None:
    s = position(Put("RC-004", 0, "c3"), Put("X-003", 1, "c5"), Put("VS-001", 1, "c4"),
                 KEEP, KEEP_1, active=1)
    mocker, archer, foe = card(s, "RC-004", 0), card(s, "X-003", 1), card(s, "VS-001", 1, 0)
    s.queue_dice(6, 6)  # both sides throw a 6: only the enemy's counts
    do(s, A.STRIKE, foe, mocker)
    assert s.moves[mocker] == 2
    do(s, A.SHOT, archer, mocker)  # a shot at it: one more life first
    assert s.lives_max[mocker] == 7 and s.lives_left(mocker) == 7 - s.wounds[mocker]


def test_a_melee_strike_other_than_a_simple_one_at_it() -> None:
    s = position(Put("RC-005", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 KEEP, KEEP_1, active=1)
    hedgehog, near, far = card(s, "RC-005", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    for kind in ("counter", "special", "magic_strike", "finishing"):
        s.absorb(hedgehog, 1, kind, near)
    assert s.wounds[near] == 4
    for kind in ("strike_through_row", "shot", "throw", "discharge"):  # not melee
        s.absorb(hedgehog, 1, kind, far)
    s.absorb(hedgehog, 1, "special", far)  # two cells away: not a melee strike
    s.absorb(hedgehog, 1, "special", card(s, "VS-001", 0))  # its own side's
    assert s.wounds[far] == 0 and s.wounds[card(s, "VS-001", 0)] == 0


# --- cards with the existing language ------------------------------------------------------


def test_itineri_poisons_and_spreads_the_epidemic_at_its_turn_end() -> None:  # NT-127
    s = position(Put("NT-127", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-001", 1, "d5"), Put("VS-001", 1, "b5"), Put("VS-001", 1, "a6"),
                 KEEP, KEEP_1)
    itineri = card(s, "NT-127", 0)
    struck, beside, other, far = (card(s, "VS-001", 1, n) for n in range(4))
    s.queue_dice(4)
    do(s, A.STRIKE, itineri, struck)
    assert marker(s, struck, POISON) == 1
    s.apply(A.END)
    assert s.phase == CHOOSE and s.to_move == 0
    offered = {a >> 12 & 255 for a in s.legal_actions() if a & 15 == A.ABILITY}
    assert offered == {beside, other}  # next to the struck one; not the far one
    choose(s, itineri, beside, 1)
    assert marker(s, beside, POISON) == 1 and marker(s, other, POISON) == 0
    assert marker(s, far, POISON) == 0 and s.active == 1


def test_itineri_spreads_nothing_after_a_miss() -> None:  # NT-127
    s = position(Put("NT-127", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d5"),
                 KEEP, KEEP_1)
    itineri, struck = card(s, "NT-127", 0), card(s, "VS-001", 1, 0)
    s.queue_dice(1, 6)
    do(s, A.STRIKE, itineri, struck)
    assert marker(s, struck, POISON) == 0
    s.apply(A.END)
    assert s.phase == MAIN and s.active == 1


def test_bombard_shoots_and_burns_a_token_for_a_stronger_shot() -> None:  # NT-159
    s = position(Put("NT-159", 0, "c2"), Put("NT-152", 0, "grave"), Put("VS-001", 1, "c5"),
                 KEEP, KEEP_1)
    bombard, hound, foe = card(s, "NT-159", 0), card(s, "NT-152", 0), card(s, "VS-001", 1, 0)
    stronger = A.encode(A.ABILITY, bombard, foe | 1 << 8)
    assert stronger not in s.legal_actions()  # no incarnation token in its graveyard
    set_marker(s, hound, INCARNATION, 2)
    s.settle()
    s.queue_dice(6)
    use(s, bombard, foe, 1)
    assert s.wounds[foe] == 4 and marker(s, hound, INCARNATION) == 1 and s.closed[bombard]
    s.closed[bombard] = False
    s.settle()
    s.queue_dice(6)
    use(s, bombard, foe, 0)
    assert s.wounds[foe] == 6 and marker(s, hound, INCARNATION) == 1


# --- a simple strike's hit and wounds (X hit, dealt; vampirism), poison ------------------------


def test_grave_demon_drinks_after_a_strong_hit_up_to_twelve() -> None:  # NT-143
    s = position(Put("NT-143", 0, "c3"), Put("VS-001", 1, "c4", closed=True), KEEP, KEEP_1)
    demon, foe = card(s, "NT-143", 0), card(s, "VS-001", 1, 0)
    s.queue_dice(6)  # strong: 3
    do(s, A.STRIKE, demon, foe)
    assert s.wounds[foe] == 3 and s.lives_max[demon] == 8 + 3
    s.closed[demon] = False
    s.settle()
    s.queue_dice(6)
    do(s, A.STRIKE, demon, foe)
    assert s.lives_max[demon] == 12  # at most 12
    s.closed[demon] = False
    s.wounds[foe] = 0
    s.settle()
    s.queue_dice(4)  # medium: no vampirism
    lives = s.lives_max[demon]
    do(s, A.STRIKE, demon, foe)
    assert s.wounds[foe] == 3 and s.lives_max[demon] == lives


def test_grave_demon_heals_from_poison() -> None:  # NT-143
    s = position(Put("NT-143", 0, "c3", wounds=5), KEEP, KEEP_1, active=1)
    demon = card(s, "NT-143", 0)
    set_marker(s, demon, POISON, 5)
    s.apply(A.END)  # its controller's turn: the poison heals at most 3
    assert s.active == 0 and s.wounds[demon] == 2


def test_ruins_heal_as_much_as_the_poison_wounds_an_enemy() -> None:  # NT-109
    s = position(Put("NT-109", 0, "b2"), Put("VS-001", 0, "c3", wounds=4),
                 Put("VS-001", 1, "c5"), KEEP, KEEP_1)
    ruins, friend, foe = card(s, "NT-109", 0), card(s, "VS-001", 0, 0), card(s, "VS-001", 1)
    set_marker(s, foe, POISON, 2)
    s.apply(A.END)  # the enemy's turn: its poison wounds it 2
    assert s.wounds[foe] == 2 and s.phase == CHOOSE and s.to_move == 0
    assert A.END in s.legal_actions()  # a "may"
    choose(s, ruins, friend)
    assert s.wounds[friend] == 2 and s.phase == MAIN and s.to_move == 1


def test_dzingor_wounds_beside_the_struck_for_the_hit_less_one() -> None:  # NT-155
    s = position(Put("NT-155", 0, "air"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-001", 1, "d4", closed=True), Put("VS-001", 1, "a6"),
                 Put("VS-001", 0, "b5"), KEEP, KEEP_1)
    dzingor, mine = card(s, "NT-155", 0), card(s, "VS-001", 0, 0)
    struck, beside, far = (card(s, "VS-001", 1, n) for n in range(3))
    s.queue_dice(6)  # strong: 3
    do(s, A.STRIKE, dzingor, struck)
    assert s.phase == CHOOSE
    offered = {a >> 12 & 255 for a in s.legal_actions() if a & 15 == A.ABILITY}
    assert offered == {beside, mine}  # either side, next to the struck one
    choose(s, dzingor, beside)
    assert s.wounds[struck] == 3 and s.wounds[beside] == 2 and s.wounds[far] == 0


def test_dzingor_no_turn_after_a_weak_hit_of_one() -> None:  # NT-155
    s = position(Put("NT-155", 0, "air"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-001", 1, "d4", closed=True), KEEP, KEEP_1)
    dzingor = card(s, "NT-155", 0)
    s.strike[dzingor] = (1, 1, 1)
    s.queue_dice(1)
    do(s, A.STRIKE, dzingor, card(s, "VS-001", 1, 0))
    assert s.phase == MAIN and s.wounds[card(s, "VS-001", 1, 1)] == 0


def test_crusader_strikes_twice_the_second_time_with_its_first_hit_as_dice() -> None:  # NT-190
    s = position(Put("NT-190", 0, "c3"), Put("VS-001", 1, "c4"), KEEP, KEEP_1)
    crusader, foe = card(s, "NT-190", 0), card(s, "VS-001", 1, 0)
    s.queue_dice(6, 1)  # strong hit: 4
    do(s, A.STRIKE, crusader, foe)
    assert not s.closed[crusader] and s.dice_mod[crusader] == 4
    s.queue_dice(1, 6)  # 1 + 4 against 6
    do(s, A.STRIKE, crusader, foe)
    assert s.closed[crusader] and s.dice_mod[crusader] == 4  # the first strike only
    assert any("dice 5 vs 6" in t for t in texts(s))


# --- auras around, defenders kept away, a strike declared at a card of its side ---------------


def test_witch_wards_the_swamps_creatures_next_to_her() -> None:  # NT-125
    s = position(Put("NT-125", 0, "c3"), Put("NT-127", 0, "d4"), Put("NT-127", 0, "a3"),
                 Put("VS-001", 0, "b3"), Put("NT-127", 1, "c4"), KEEP, KEEP_1)
    witch, diagonal, far = card(s, "NT-125", 0), card(s, "NT-127", 0, 0), card(s, "NT-127", 0, 1)
    steppe, foe = card(s, "VS-001", 0, 0), card(s, "NT-127", 1)
    assert s.absorb(diagonal, 3, "strike") == 2 and s.absorb(diagonal, 3, "counter") == 2
    assert s.absorb(diagonal, 3, "shot") == 3  # only simple strikes
    assert s.absorb(far, 3, "strike") == 3 and s.absorb(steppe, 3, "strike") == 3
    assert s.absorb(witch, 3, "strike") == 3 and s.absorb(foe, 3, "strike") == 3


def test_witch_closes_an_enemy_flyer_and_heals_a_swamps_creature() -> None:  # NT-125
    s = position(Put("NT-125", 0, "c3", wounds=3), Put("VS-001", 0, "b3", wounds=3),
                 Put("X-005", 1, "air"), KEEP, KEEP_1)
    witch, steppe, flyer = card(s, "NT-125", 0), card(s, "VS-001", 0, 0), card(s, "X-005", 1)
    assert A.encode(A.ABILITY, witch, steppe | 2 << 8) not in s.legal_actions()  # steppes
    use(s, witch, witch, 2)
    assert s.wounds[witch] == 1
    s.closed[witch] = False
    s.settle()
    use(s, witch, flyer, 1)
    assert s.closed[flyer] and s.closed[witch]


def test_jaal_keeps_defenders_away_this_turn() -> None:  # NT-117
    s = position(Put("NT-117", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "b4"), KEEP, KEEP_1)
    jaal, striker = card(s, "NT-117", 0), card(s, "VS-001", 0, 0)
    foe, guard = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    use(s, jaal, foe)
    assert s.wounds[foe] == 1
    s.queue_dice(4, 1)
    do(s, A.STRIKE, striker, foe)  # b4 could defend c4: not this turn
    assert s.phase == MAIN and s.wounds[foe] > 1 and s.wounds[guard] == 0
    s.apply(A.END)
    s.apply(A.END)  # the next turn: defenders again
    s.closed[striker] = False
    s.settle()
    do(s, A.STRIKE, striker, foe)
    assert s.phase == DEFEND


def test_zenda_swamps_open_a_closed_swamps_creature_struck() -> None:  # NT-110
    s = position(Put("NT-110", 0, "a2"), Put("NT-127", 0, "c3", closed=True),
                 Put("VS-001", 0, "d3", closed=True), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "d4"), KEEP, KEEP_1, active=1)
    swamp, steppe = card(s, "NT-127", 0), card(s, "VS-001", 0, 0)
    foe, other = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(5, 5)
    do(s, A.STRIKE, foe, swamp)
    assert not s.closed[swamp]  # opened as the strike is declared: it meets it open
    assert s.phase == RESPOND  # the swamps' cold mud may answer: not used
    s.apply(A.END)
    assert any("dice 5 vs 5" in t for t in texts(s))
    do(s, A.STRIKE, other, steppe)
    assert s.closed[steppe]  # not a swamps creature


def test_zenda_swamps_harden_the_mud_when_a_strike_is_declared() -> None:  # NT-110
    s = position(Put("NT-110", 0, "a2"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 KEEP, KEEP_1, active=1)
    swamps, mine, foe = card(s, "NT-110", 0), card(s, "VS-001", 0, 0), card(s, "VS-001", 1, 0)
    do(s, A.STRIKE, foe, mine)
    assert s.phase == RESPOND and s.to_move == 0
    s.queue_dice(3, 3)
    do(s, A.ABILITY, swamps, mine | 1 << 8)
    assert s.closed[swamps]  # its defence experience: +1 to its die as it is struck
    assert any("dice 3 vs 4" in t for t in texts(s))


# --- an enemy's six, a ranged attack at it, a held stun, an instant without a tap ------------


def test_leprechaun_takes_a_counter_on_an_enemy_six_and_spends_it() -> None:  # NT-071
    s = position(Put("NT-071", 0, "a3"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 KEEP, KEEP_1, active=1)
    leprechaun, mine, foe = card(s, "NT-071", 0), card(s, "VS-001", 0, 0), card(s, "VS-001", 1, 0)
    s.queue_dice(6, 1)  # the enemy's 6; the defender's 1 gives nothing
    do(s, A.STRIKE, foe, mine)
    assert s.counters(leprechaun) == 1
    s.closed[foe] = False
    s.settle()
    s.queue_dice(1, 6)  # its own side's 6 gives nothing; at most one counter anyway
    do(s, A.STRIKE, foe, mine)
    assert s.counters(leprechaun) == 1
    s.apply(A.END)
    before = s.wounds[foe]
    use(s, leprechaun, foe, 2)
    assert s.wounds[foe] == before + 2 and s.counters(leprechaun) == 0


def test_gveor_shoots_back_and_dives_at_spellcasters() -> None:  # NT-083
    s = position(Put("NT-083", 0, "air"), Put("X-003", 1, "c5"), Put("NT-117", 1, "c4"),
                 KEEP, KEEP_1, active=1)
    gveor, archer, jaal = card(s, "NT-083", 0), card(s, "X-003", 1), card(s, "NT-117", 1)
    do(s, A.SHOT, archer, gveor)  # X-003's shot 2
    assert s.wounds[gveor] == 2 and s.wounds[archer] == 2
    assert s.modifier(gveor, jaal, "direct", 256, False)  # static: jaal has a spell
    assert not s.modifier(gveor, archer, "direct", 256, False)


def test_orc_nets_a_closed_flyer_while_it_stays() -> None:  # NT-093
    s = position(Put("NT-093", 0, "c3"), Put("X-005", 1, "air", closed=True), KEEP, KEEP_1)
    orc, flyer = card(s, "NT-093", 0), card(s, "X-005", 1)
    use(s, orc, flyer, 1)
    for _ in range(2):  # the enemy's next turns: it stays closed
        s.apply(A.END)
        assert s.active == 1 and s.closed[flyer]
        s.apply(A.END)
    s.kill([orc])
    s.settle()
    s.apply(A.END)
    assert s.active == 1 and not s.closed[flyer]


def test_orc_strikes_through_a_row() -> None:  # NT-093
    s = position(Put("NT-093", 0, "c3"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "d5"),
                 KEEP, KEEP_1)
    orc, straight, knight = card(s, "NT-093", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert A.encode(A.ABILITY, orc, knight) not in s.legal_actions()  # not in a line
    s.queue_dice(6)
    use(s, orc, straight)
    assert s.wounds[straight] == 2


def test_squire_takes_the_strike_without_closing_once_a_turn() -> None:  # NT-182
    s = position(Put("NT-182", 0, "b3", closed=True), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4"), Put("VS-001", 1, "b4"), KEEP, KEEP_1, active=1)
    squire, mine = card(s, "NT-182", 0), card(s, "VS-001", 0, 0)
    foe, other = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    do(s, A.STRIKE, foe, mine)
    assert s.phase == RESPOND and s.to_move == 0  # closed, it may still answer
    s.queue_dice(6)
    do(s, A.ABILITY, squire, squire)
    assert s.phase == DEFEND  # the strike now at it: c3 may defend it; no
    s.apply(A.END)
    assert s.wounds[squire] == 3 and s.wounds[mine] == 0 and s.closed[squire]
    s.closed[squire] = False
    s.settle()
    s.queue_dice(4, 1)
    do(s, A.STRIKE, other, mine)  # once a turn: no window any more
    assert s.phase != RESPOND and not s.closed[squire]
