"""The glossary keywords the engine plays since issue 14 item 2 - clumsiness (a die
penalty: the clumsiness rules option), shooting experience (+N to a tiered shot's die) and
stamina (no wound or destruction by an effect that is not an attack: the stamina rules
option, read from community rulings) - each on an arranged position, and the cards they
brought to fully played."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from deckcheck.catalog.load import load_catalogue
from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.cards import (
    Z_BOARD,
    Z_GRAVE,
    CardTable,
    load_vocabulary,
    synthetic_card,
)
from deckcheck.games.berserk.engine.rules import load_rules
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, RESPOND, State
from tests.games.berserk.helpers import A, Put, arrange, card, do, texts

#: Spare cards far from the action, so that no side is empty.
SPARE_0 = Put("VS-011", 0, "a1")
SPARE_1 = Put("VS-011", 1, "e6")
HARD = {"weak": 3, "medium": 3, "strong": 3}

#: Synthetic cards of this file (ids KW-...): plain 6-lives, movement 1, 1-2-3 creatures.
SYNTHETIC = (
    synthetic_card("KW-001", name="Увалень", abilities=["clumsiness"]),
    synthetic_card("KW-002", name="Стойкий страж", abilities=["stamina"]),
    synthetic_card("KW-003", name="Громила", strike=HARD),
)


@cache
def table() -> CardTable:
    return CardTable([*load_catalogue("berserk"), *SYNTHETIC], load_vocabulary())


def position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table(), **kwargs)


def strike(s: State, attacker: int, victim: int, *dice: int) -> None:
    """``attacker`` strikes ``victim`` with these dice; nobody defends or responds."""
    s.queue_dice(*dice)
    do(s, A.STRIKE, attacker, victim)
    while s.phase in (CHOOSE, RESPOND) or s.phase != MAIN:
        s.apply(A.END)
    s.check_invariants()


def ability(s: State, c: int, name: str, target: int = 0) -> None:
    index = next(i for i, a in enumerate(s.abilities_of(c)) if a.name == name)
    do(s, A.ABILITY, c, target | index << 8)


def end_turn(s: State) -> None:
    s.apply(A.END)
    while s.phase in (CHOOSE, RESPOND):
        s.apply(A.END)
    s.check_invariants()


# --- the keywords -----------------------------------------------------------------------


def test_clumsiness_takes_one_off_its_die_when_it_strikes() -> None:
    s = position(Put("KW-001", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    clumsy, victim = card(s, "KW-001", 0), card(s, "VS-001", 1)
    strike(s, clumsy, victim, 4)  # 4 - 1 = 3 against a closed card: weak
    assert s.wounds[victim] == 1
    assert any("die 3 against a closed card" in t for t in texts(s))
    # the option at 0 plays the keyword as nothing: 4 is a medium hit
    off = replace(load_rules(), clumsiness=0)
    s = position(Put("KW-001", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1,
                 rules=off)
    strike(s, card(s, "KW-001", 0), card(s, "VS-001", 1), 4)
    assert s.wounds[card(s, "VS-001", 1)] == 2


def test_clumsiness_takes_one_off_its_die_when_it_is_struck() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("KW-001", 1, "c4"), SPARE_0, SPARE_1)
    strike(s, card(s, "VS-001", 0), card(s, "KW-001", 1), 3, 4)
    assert any("dice 3 vs 3 (D +0)" in t for t in texts(s))  # 4 - 1 for the clumsy one


def test_stamina_is_played_as_the_rules_option_reads_it() -> None:
    t = table()
    assert t.unplayed(t.index["KW-002"]) == ()
    assert t.unplayed(t.index["NT-088"]) == ()  # its last unplayed ability


def test_stamina_stops_the_wound_of_an_impact_not_the_counter_strike() -> None:
    # NT-088's vigilance of Krong is an impact: 1 wound to whoever strikes it.
    def struck_back(rules: Any = None) -> int:
        s = position(Put("KW-002", 0, "c3"), Put("NT-088", 1, "c4"), SPARE_0, SPARE_1,
                     **({"rules": rules} if rules else {}))
        steady = card(s, "KW-002", 0)
        strike(s, steady, card(s, "NT-088", 1), 1, 5)  # its weak hit; a medium counter (4)
        return s.wounds[steady]

    assert struck_back() == 4  # the counter-strike wounds it, the impact does not
    assert struck_back(replace(load_rules(), stamina="off")) == 5


def test_stamina_stops_a_destroy_effect() -> None:
    # NT-101's last horn destroys the creature that destroyed it.
    def killer_survives(killer: str) -> bool:
        s = position(Put(killer, 0, "c3"), Put("NT-101", 1, "c4", closed=True, wounds=12),
                     SPARE_0, SPARE_1)
        strike(s, card(s, killer, 0), card(s, "NT-101", 1), 6)
        assert s.zone[card(s, "NT-101", 1)] == Z_GRAVE
        return s.zone[card(s, killer, 0)] == Z_BOARD

    assert killer_survives("KW-002")
    assert not killer_survives("VS-001")


def test_shooting_experience_adds_to_the_die_of_a_tiered_shot() -> None:
    def shot(grant: bool) -> int:
        s = position(Put("VS-113", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
        archer, target = card(s, "VS-113", 0), card(s, "VS-001", 1)
        if grant:
            s.grant(archer, "shooting_experience-1")
            s.settle()
        s.queue_dice(3)
        ability(s, archer, "longbow", target)
        return s.wounds[target]

    assert shot(False) == 1  # die 3: the weak tier of 1-2-3
    assert shot(True) == 2  # 3 + 1: medium


# --- the cards --------------------------------------------------------------------------


def test_vs043_stone_golem_is_clumsy_and_takes_two_less_from_non_magic() -> None:
    s = position(Put("KW-003", 0, "c3"), Put("VS-043", 1, "c4", closed=True), SPARE_0, SPARE_1)
    golem = card(s, "VS-043", 1)
    strike(s, card(s, "KW-003", 0), golem, 1)
    assert s.wounds[golem] == 1  # 3 - 2
    s = position(Put("VS-043", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    strike(s, card(s, "VS-043", 0), card(s, "VS-001", 1), 6)
    assert s.wounds[card(s, "VS-001", 1)] == 4  # 6 - 1 = 5: medium, its 3-4-5 hit


def take_the_optional(s: State) -> None:
    """Take the optional ability waiting in a CHOOSE window, then pass every window."""
    assert s.phase == CHOOSE, s.phase
    s.apply(next(a for a in s.legal_actions() if a & 15 == A.ABILITY))
    while s.phase in (CHOOSE, RESPOND):
        s.apply(A.END)
    s.check_invariants()


def test_vs048_forge_guard_armour_with_an_elite_and_dice_with_an_ordinary_partner() -> None:
    def hit(partner: str | None) -> int:
        puts = [Put("KW-003", 1, "c4"), Put("VS-048", 0, "c3", closed=True), SPARE_0, SPARE_1]
        if partner:
            puts.append(Put(partner, 0, "b3"))
        s = position(*puts, active=1)
        guard = card(s, "VS-048", 0)
        strike(s, card(s, "KW-003", 1), guard, 1)
        return s.wounds[guard]

    assert hit(None) == 3
    assert hit("VS-044") == 3  # an ordinary partner: no armour
    assert hit("VS-061") == 1  # an elite partner (VS-061): armour 2
    s = position(Put("VS-001", 1, "c4"), Put("VS-048", 0, "c3"), Put("VS-044", 0, "b3"),
                 SPARE_0, SPARE_1, active=1)
    strike(s, card(s, "VS-001", 1), card(s, "VS-048", 0), 4, 3)
    assert any("dice 4 vs 5" in t for t in texts(s))  # defence experience 2


def test_vs084_takes_root_when_it_did_not_move() -> None:
    s = position(Put("VS-084", 0, "c3"), SPARE_0, SPARE_1)
    tree = card(s, "VS-084", 0)
    s.apply(A.END)  # its turn ends without a move: it may take a counter
    take_the_optional(s)
    assert s.counters(tree) == 1


def test_vs084_strikes_harder_by_its_counters_and_loses_them_when_it_moves() -> None:
    s = position(Put("VS-084", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    tree, victim = card(s, "VS-084", 0), card(s, "VS-001", 1)
    s.set_counters(tree, 2)
    s.settle()
    strike(s, tree, victim, 6)  # 6 - 1 (clumsy) = 5: medium, 3 + 2 counters
    assert s.wounds[victim] == 5
    s = position(Put("VS-084", 0, "c3"), SPARE_0, SPARE_1)
    tree = card(s, "VS-084", 0)
    s.set_counters(tree, 2)
    s.settle()
    do(s, A.MOVE, tree, cell("c2"))
    assert s.counters(tree) == 0


def test_nt064_keeps_its_unspent_armour_as_counters_and_flails_for_three() -> None:
    s = position(Put("NT-064", 0, "c3"), SPARE_0, SPARE_1, active=1)
    brute = card(s, "NT-064", 0)
    end_turn(s)  # the opponent's turn ends: its armour 2 is untouched
    assert s.counters(brute) == 2
    s = position(Put("NT-064", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    brute, victim = card(s, "NT-064", 0), card(s, "VS-001", 1)
    s.set_counters(brute, 3)
    s.settle()
    s.queue_dice(6)
    ability(s, brute, "flail", victim)
    assert s.wounds[victim] == 6 and s.counters(brute) == 0  # strong: 3-4-6


def test_nt088_sentries_step_diagonally_and_sting_who_strikes_them() -> None:
    s = position(Put("NT-088", 0, "c3"), SPARE_0, SPARE_1)
    sentries = card(s, "NT-088", 0)
    do(s, A.MOVE, sentries, cell("d4"))  # a diagonal step
    s = position(Put("VS-001", 0, "c3"), Put("NT-088", 1, "c4", closed=True), SPARE_0, SPARE_1)
    attacker = card(s, "VS-001", 0)
    strike(s, attacker, card(s, "NT-088", 1), 1)
    assert s.wounds[attacker] == 1  # vigilance of Krong
