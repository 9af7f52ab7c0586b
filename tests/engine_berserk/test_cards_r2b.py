"""Issue 27, round 2 (the 'r2b' cards): mechanisms the first round lacked — a keyword a
card has only while a condition holds (``keeps``), a trigger on each card a prophecy of
its side reveals (``ally_reveals``) — and the bundled cards encoded with them, each
clause on an arranged position, where it matters and where the text rules it out.

Only the public game API (arrange, the legal actions, the kernel's methods).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.engine.berserk.cards import CardTable
from deckcheck.engine.berserk.state import MAIN, State
from tests.engine_berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table_with,
    texts,
)
from tests.engine_berserk.test_card_scenarios_vs import (
    SPARE_1,
    act,
    offered,
    position,
    strike,
)

#: Synthetic cards of this file (ids NT-981..NT-989, this helper's block).
ABILITIES: dict[str, Any] = {
    "NT-981": {"complete": True, "abilities": [
        {"name": "orc cover", "trigger": "static", "if": {"has": {"if": {"class": "orc"}}},
         "effects": [{"keeps": "armour-1"}, {"keeps": "shot_protection"}]}]},
    "NT-982": {"complete": True, "abilities": [
        {"name": "omen count", "trigger": "ally_reveals", "effects": [{"counters": 1}]}]},
    "NT-983": {"complete": True, "abilities": [
        {"name": "far wall", "trigger": "static", "target": {"side": "other", "min_range": 2},
         "effects": [{"block": True, "against": "attacks"}]}]},
}

CARDS = (
    synthetic("NT-981", name="Тест 981", abilities=["shot_protection"]),
    synthetic("NT-982", name="Тест 982"),
    synthetic("NT-983", name="Тест 983", lives=10),
)


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, *CARDS), ABILITIES)


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=synthetic_table(), **kwargs)


# --- the language -----------------------------------------------------------------------


def test_keeps_a_keyword_while_the_condition_holds_never_one_printed() -> None:
    s = synthetic_position(Put("NT-981", 0, "c2"), Put("NT-003", 0, "a1"),
                           Put("X-001", 1, "c4"), SPARE_1)
    kept, orc = card(s, "NT-981", 0), card(s, "NT-003", 0)
    s.settle()
    assert s.has_keyword(kept, "armour") and s.has_keyword(kept, "shot_protection")
    s.kill([orc])  # no orc of its side in play: the armour goes, the printed protection stays
    s.settle()
    assert not s.has_keyword(kept, "armour") and s.has_keyword(kept, "shot_protection")


def test_ally_reveals_fires_once_for_each_revealed_card_of_its_side_only() -> None:
    s = synthetic_position(Put("NT-982", 0, "c2"), Put("VS-001", 0, "deck"),
                           Put("VS-001", 0, "deck"), Put("VS-001", 1, "deck"),
                           Put("X-001", 1, "c4"), SPARE_1)
    counter = card(s, "NT-982", 0)
    s.prophesy(0, 2)
    assert s.counters(counter) == 2
    s.prophesy(1, 1)  # the other side's prophecy
    assert s.counters(counter) == 2


# --- NT-129 Слух Архааля: when a prophecy of its side reveals a card with prophecy it
# discharges 1 at an enemy within 4 (3 times a turn); shot protection while its side has a
# rogue hero or a mage hero; tap: discharge 1-2-2, range 4 -----------------------------------


def echo_position(*deck: str) -> tuple[State, int, int, int, int]:
    s = position(Put("NT-129", 0, "a1"), Put("VS-130", 0, "c2"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "d5"), *(Put(k, 0, "deck") for k in deck),
                 Put("VS-011", 0, "b1"), SPARE_1)
    return (s, card(s, "NT-129", 0), card(s, "VS-130", 0), card(s, "VS-001", 1, 0),
            card(s, "VS-001", 1, 1))


def echoes(s: State, ear: int) -> list[str]:
    return [o for o in options(s) if o.startswith(f"{s.at(ear)} uses «echo of prophecy»")]


def test_nt_129_a_revealed_card_with_prophecy_echoes_at_an_enemy_within_four() -> None:
    s, ear, queen, nomad, far = echo_position("VS-114")  # the revealed card has prophecy
    act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
    # its controller picks an enemy within 4 cells: the spare at e6 is five rows away
    assert echoes(s, ear) == [f"{s.at(ear)} uses «echo of prophecy» on {s.at(nomad)}",
                              f"{s.at(ear)} uses «echo of prophecy» on {s.at(far)}"]
    act(s, f"{s.at(ear)} uses «echo of prophecy» on {s.at(far)}")
    assert s.wounds[far] == 1 and s.wounds[nomad] == 1  # the omen's 1, no echo


def test_nt_129_a_revealed_card_without_prophecy_brings_no_echo() -> None:
    s, ear, queen, nomad, _ = echo_position("VS-117")  # no prophecy
    act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
    assert echoes(s, ear) == [] and s.wounds[nomad] == 1


def test_nt_129_an_enemy_prophecy_brings_no_echo() -> None:
    s = position(Put("NT-129", 0, "a1"), Put("VS-130", 1, "c4"), Put("VS-001", 0, "c3"),
                 Put("VS-114", 1, "deck"), Put("VS-011", 0, "b1"), SPARE_1, active=1)
    ear, queen, nomad = card(s, "NT-129", 0), card(s, "VS-130", 1), card(s, "VS-001", 0)
    act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
    assert echoes(s, ear) == []


def test_nt_129_three_echoes_a_turn_and_no_fourth() -> None:
    s = position(Put("NT-129", 0, "a1"), Put("VS-130", 0, "c2"), Put("VS-130", 0, "e2"),
                 Put("VS-132", 0, "b3"), Put("NT-122", 1, "b4"),
                 *(Put("VS-114", 0, "deck") for _ in range(4)), Put("VS-011", 0, "b1"),
                 SPARE_1)
    nomad = card(s, "NT-122", 1)  # a troll of 16 lives
    for nth in (0, 1):  # two omens, one revealed card each: two echoes (the nomad is
        queen = card(s, "VS-130", 0, nth)  # the one enemy within 4: no choice to make)
        act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
    assert s.wounds[nomad] == 2 * (1 + 1)
    s.queue_dice(6, 1)  # the two heads hit: prophecy 2, two more cards with prophecy
    act(s, f"{s.at(card(s, 'VS-132', 0))} strikes {s.at(nomad)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    echoed = [t for t in texts(s) if "«echo of prophecy»" in t]
    assert len(echoed) == 3  # the third echo only: the fourth revealed card brings none


def guard_position(hero: str) -> tuple[State, int, int, int]:
    s = position(Put("NT-129", 0, "c2"), Put(hero, 0, "a1"), Put("X-003", 1, "c5"),
                 Put("VS-011", 0, "e1"), SPARE_1, active=1)
    return s, card(s, "NT-129", 0), card(s, hero, 0), card(s, "X-003", 1)


def test_nt_129_a_rogue_hero_of_its_side_keeps_shots_off_it() -> None:
    s, ear, _, archer = guard_position("NT-120")  # Хэсодэ: a rogue hero
    assert not offered(s, f"{s.at(archer)} shoots {s.at(ear)}")
    assert s.has_keyword(ear, "shot_protection")


def test_nt_129_a_mage_hero_too_and_the_protection_goes_with_the_hero() -> None:
    s, ear, hero, archer = guard_position("NT-025")  # Джилла: a mage hero
    assert not offered(s, f"{s.at(archer)} shoots {s.at(ear)}")
    s.kill([hero])
    s.settle()
    assert not s.has_keyword(ear, "shot_protection")
    assert offered(s, f"{s.at(archer)} shoots {s.at(ear)}")


def test_nt_129_no_hero_no_shot_protection() -> None:
    s, ear, _, archer = guard_position("VS-114")  # an arkhaalite, not a hero
    assert offered(s, f"{s.at(archer)} shoots {s.at(ear)}")
    assert not s.has_keyword(ear, "shot_protection")


def test_block_stops_attacks_of_its_kinds_only_from_afar() -> None:
    s = synthetic_position(Put("NT-983", 0, "c2"), Put("X-021", 1, "c4"),
                           Put("X-021", 1, "b3"), SPARE_1, active=1)
    shield = card(s, "NT-983", 0)
    far, near = card(s, "X-021", 1, 0), card(s, "X-021", 1, 1)
    act(s, f"{s.at(far)} uses Метание (throw) on {s.at(shield)}")
    assert s.wounds[shield] == 0  # from two cells away: blocked
    strike(s, near, shield, 6, 1)  # next to it: not blocked
    assert s.wounds[shield] > 0


# --- NT-131 Иринди: tap: spell, range 3: a non-flying enemy creature; to the end of the
# opponent's turn she blocks its attacks while it is not next to her; tap: throw 1-2-2 --------


def song_position() -> tuple[State, int, int, int]:
    s = position(Put("NT-131", 0, "c2"), Put("X-021", 1, "c4"), Put("X-021", 1, "a4"),
                 Put("X-005", 1, "air"), Put("VS-011", 0, "e1"), SPARE_1)
    return s, card(s, "NT-131", 0), card(s, "X-021", 1, 0), card(s, "X-021", 1, 1)


def test_nt_131_the_sung_creature_cannot_wound_her_from_afar_in_the_opponents_turn() -> None:
    s, maiden, sung, other = song_position()
    flyer = card(s, "X-005", 1)
    assert not offered(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(flyer)}")
    act(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(sung)}")
    act(s, "end the turn")
    act(s, f"{s.at(sung)} uses Метание (throw) on {s.at(maiden)}")
    assert s.wounds[maiden] == 0  # blocked
    act(s, f"{s.at(other)} uses Метание (throw) on {s.at(maiden)}")
    assert s.wounds[maiden] == 2  # another creature's throw is not


def test_nt_131_next_to_her_its_strike_is_not_blocked() -> None:
    s, maiden, sung, _ = song_position()
    act(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(sung)}")
    act(s, "end the turn")
    act(s, f"move {s.at(sung)} to c3")
    strike(s, sung, maiden, 6, 1)
    assert s.wounds[maiden] > 0


def test_nt_131_the_song_ends_with_the_opponents_turn() -> None:
    s, maiden, sung, _ = song_position()
    act(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(sung)}")
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, "end the turn")  # the opponent's next turn: the song is over
    act(s, f"{s.at(sung)} uses Метание (throw) on {s.at(maiden)}")
    assert s.wounds[maiden] == 2


def test_nt_131_no_song_beyond_three_cells() -> None:
    s = position(Put("NT-131", 0, "c1"), Put("X-021", 1, "c5"), Put("VS-011", 0, "e1"),
                 SPARE_1)
    maiden, foe = card(s, "NT-131", 0), card(s, "X-021", 1)
    assert not offered(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(foe)}")
