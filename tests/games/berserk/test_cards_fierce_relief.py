"""NT-034 (Свирепый Резак, «fierce relief»): when a ground creature of its side misses
with a simple strike in its side's turn, it may change places with that creature and
fight the card it struck, staying open; three times a turn (the ``stand_in`` effect)."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with, texts
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

RELIEF = "«fierce relief»"

#: A synthetic card of this file: the plain stand-in (it closes after its fight), every
#: miss of its side, no limit.
ABILITIES: dict[str, Any] = {
    "FR-001": {"complete": True, "abilities": [
        {"name": "relief", "trigger": "ally_misses", "optional": True,
         "target": {"side": "other"}, "effects": [{"stand_in": True}]}]},
}


@cache
def _synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("FR-001", name="Тест FR-001")), ABILITIES)


def miss_position(*extra: Put, cleaver_at: str = "c3", cleaver_closed: bool = False) -> State:
    """Our nomad at b3 beside the enemy nomad at b4; the cleaver at ``cleaver_at``."""
    return position(Put("NT-034", 0, cleaver_at, closed=cleaver_closed),
                    Put("VS-001", 0, "b3"), Put("VS-001", 1, "b4"), *extra,
                    SPARE_0, SPARE_1, active=0)


def nomads(s: State) -> tuple[int, int, int]:
    return card(s, "NT-034", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)


def offer(s: State, cleaver: int, ally: int) -> str:
    return f"{s.at(cleaver)} uses {RELIEF} on {s.at(ally)}"


def test_a_miss_next_to_it_offers_the_change_of_places_and_the_fight() -> None:
    s = miss_position()
    cleaver, ally, foe = nomads(s)
    s.queue_dice(1, 6)  # the nomad misses (a counter-strike of 2 answers it)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    assert options(s) == [offer(s, cleaver, ally), "use no target"]
    s.queue_dice(6, 1)
    act(s, offer(s, cleaver, ally))
    assert (s.at(cleaver), s.at(ally)) == ("Свирепый Резак@b3", "Кочевник@c3")
    assert s.phase == MAIN
    assert s.wounds[foe] > 0  # the fight: its strong hit
    assert not s.closed[cleaver]  # without closing
    assert s.closed[ally]  # the nomad closed after its own strike
    said = texts(s)
    assert said[-4] == (  # (named where it acted from, before the change of places)
        "Свирепый Резак@c3 «fierce relief» (when a simple strike of a creature of its side "
        "misses in its side's turn (3 times per turn): the other card if ground: this card "
        "changes places with it, then makes a simple strike at the card its strike was at "
        "(stay open)): Свирепый Резак@c3 and Кочевник@b3 change places; Свирепый Резак@b3 "
        "declares a simple strike at Кочевник@b4")
    assert said[-3] == "Свирепый Резак@b3 strikes Кочевник@b4"


def test_the_struck_card_may_answer_the_fight() -> None:
    s = miss_position()
    cleaver, ally, foe = nomads(s)
    s.queue_dice(1, 6)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    s.queue_dice(1, 6)  # the cleaver misses in turn: the nomad answers (its armour 1 takes it)
    act(s, offer(s, cleaver, ally))
    assert texts(s)[-2:] == [
        "dice 3 vs 6 (D -3): miss, weak counter-strike",
        "Кочевник@b4 takes 0 (8/8); Свирепый Резак@b3 takes 0 (13/13)"]


def test_declining_changes_nothing() -> None:
    s = miss_position()
    cleaver, ally, foe = nomads(s)
    s.queue_dice(1, 6)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    act(s, "use no target")
    assert (s.at(cleaver), s.at(ally)) == ("Свирепый Резак@c3", "Кочевник@b3")
    assert s.wounds[foe] == 0


def test_a_hit_offers_nothing() -> None:
    s = miss_position()
    _, ally, foe = nomads(s)
    s.queue_dice(6, 1)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    assert s.phase == MAIN and not any(RELIEF in o for o in options(s))


def test_only_beside_the_struck_card() -> None:
    s = miss_position(cleaver_at="d2")  # two cells from the enemy nomad
    _, ally, foe = nomads(s)
    s.queue_dice(1, 6)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    assert s.phase == MAIN and not any(RELIEF in o for o in options(s))


def test_a_closed_cleaver_cannot_fight() -> None:
    s = miss_position(cleaver_closed=True)
    _, ally, foe = nomads(s)
    s.queue_dice(1, 6)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    assert s.phase == MAIN and not any(RELIEF in o for o in options(s))


def test_its_own_miss_offers_nothing() -> None:
    s = miss_position()
    cleaver, _, foe = nomads(s)
    s.queue_dice(1, 6)
    act(s, f"{s.at(cleaver)} strikes {s.at(foe)}")
    assert s.phase == MAIN and not any(RELIEF in o for o in options(s))


def test_a_creature_dead_of_the_counter_strike_is_not_relieved() -> None:
    s = position(Put("NT-034", 0, "c3"), Put("VS-001", 0, "b3", wounds=7),
                 Put("VS-001", 1, "b4"), SPARE_0, SPARE_1, active=0)
    cleaver, ally, foe = nomads(s)
    s.queue_dice(1, 6)  # a miss; the counter-strike kills the wounded nomad
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    assert s.phase == MAIN and not any(RELIEF in o for o in options(s))
    assert s.at(cleaver) == "Свирепый Резак@c3"


def test_a_flyers_miss_is_not_relieved() -> None:
    s = position(Put("NT-034", 0, "c3"), Put("VS-014", 0, "air"), Put("VS-001", 1, "c4"),
                 SPARE_0, SPARE_1, active=0)
    flyer, foe = card(s, "VS-014", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 6)
    act(s, f"{s.at(flyer)} strikes {s.at(foe)}")
    assert not any(RELIEF in o for o in options(s))


def test_a_counter_strike_is_no_miss_of_its_side() -> None:
    s = position(Put("NT-034", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 1, "b4"),
                 SPARE_0, SPARE_1, active=1)
    cleaver, ally, foe = nomads(s)
    s.queue_dice(6, 1)  # the enemy hits; our nomad's counter-strike ...
    act(s, f"{s.at(foe)} strikes {s.at(ally)}")
    assert not any(RELIEF in o for o in options(s))
    assert s.at(cleaver) == "Свирепый Резак@c3"


def test_three_times_a_turn() -> None:
    # three nomads of ours miss the same enemy in turn; the cleaver ends beside it each time
    s = position(Put("NT-034", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 0, "a4"),
                 Put("VS-001", 0, "c4"), Put("VS-001", 0, "b5"), Put("VS-001", 1, "b4"),
                 SPARE_0, SPARE_1, active=0)
    cleaver = card(s, "NT-034", 0)
    ours = [card(s, "VS-001", 0, n) for n in range(4)]
    foe = card(s, "VS-001", 1)
    used = 0
    for ally in ours:
        s.queue_dice(1, 6)
        act(s, f"{s.at(ally)} strikes {s.at(foe)}")
        relief = [o for o in options(s) if RELIEF in o]
        if used < 3:
            assert relief == [offer(s, cleaver, ally)], options(s)
            s.queue_dice(1, 6)  # it misses too (its armour takes the weak answer)
            act(s, relief[0])
            used += 1
            assert not s.closed[cleaver]
        else:
            assert relief == []  # the fourth miss of the turn
    assert used == 3


def test_a_plain_stand_in_closes_after_its_fight() -> None:
    s = arrange((Put("FR-001", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 1, "b4"),
                 SPARE_0, SPARE_1), table=_synthetic_table())
    relief, ally, foe = card(s, "FR-001", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 6)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    assert s.abilities_of(relief)[0].effects[0].words() == (
        "this card changes places with it, then makes a simple strike at the card its "
        "strike was at")
    s.queue_dice(6, 1)
    act(s, f"{s.at(relief)} uses «relief» on {s.at(ally)}")
    assert (s.at(relief), s.at(ally)) == ("Тест FR-001@b3", "Кочевник@c3")
    assert s.closed[relief] and s.wounds[foe] > 0
