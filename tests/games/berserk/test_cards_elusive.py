"""NT-025 (Джилла, «elusive»): while her side has an artifact she blocks every attack at
her by an enemy creature without an agility mark; every enemy creature then has a tap
ability that marks it so, and the mark goes as it attacks her (the passive
``lend_enemies``, the mark ``until: lasting``, ``unmark``, the condition ``attacked``)."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.abilities.tokens import mark_runs
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with, texts
from tests.games.berserk.helpers.audits import end_turn
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

JILLA = "NT-025"
#: Великая катапульта: an artifact whose tap abilities act only in its player's turn.
CATAPULT = "NT-024"
NOMAD = "VS-001"
#: Лучник: a synthetic creature with shot 2.
ARCHER = "X-003"
AGILITY = "«agility»"

#: A synthetic card of this file: every enemy creature may mark itself «spotted» (no
#: end), and loses the mark whenever it attacks this card.
ABILITIES: dict[str, Any] = {
    "EL-001": {"complete": True, "abilities": [
        {"name": "beacon", "trigger": "static", "effects": [{"lend_enemies": {
            "name": "show yourself", "trigger": "tap",
            "effects": [{"mark": "spotted", "until": "lasting"}]}}]},
        {"name": "unseen", "trigger": "enemy_attacks", "if": {"attacked": True},
         "target": {"side": "other"}, "effects": [{"unmark": "spotted"}]}]},
}


@cache
def _synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("EL-001", name="Тест EL-001")), ABILITIES)


def jilla(*extra: Put, artifact: bool = True, active: int = 1) -> State:
    """Джилла (seat 0) on c3, the enemy nomad next to her on c4; the catapult on a2."""
    puts = [Put(JILLA, 0, "c3"), Put(NOMAD, 1, "c4"), *extra, SPARE_0, SPARE_1]
    if artifact:
        puts.append(Put(CATAPULT, 0, "a2"))
    return position(*puts, active=active)


def strike_her(s: State, striker: int, *dice: int) -> None:
    s.queue_dice(*dice)
    act(s, f"{s.at(striker)} strikes {s.at(card(s, JILLA, 0))}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])


def agile(s: State, c: int) -> bool:
    return mark_runs(s, c, "marker:agility")


def test_with_an_artifact_she_blocks_an_unmarked_creatures_strike() -> None:
    s = jilla()
    her, nomad = card(s, JILLA, 0), card(s, NOMAD, 1)
    strike_her(s, nomad, 6, 1)
    assert s.wounds[her] == 0
    assert "Джилла@c3 blocks the attack" in texts(s)


def test_without_an_artifact_she_blocks_nothing_and_lends_nothing() -> None:
    s = jilla(artifact=False)
    her, nomad = card(s, JILLA, 0), card(s, NOMAD, 1)
    assert not any(AGILITY in o for o in options(s))
    strike_her(s, nomad, 6, 1)
    assert s.wounds[her] == 3


def test_every_enemy_creature_may_mark_itself_and_her_side_may_not() -> None:
    s = jilla(Put(NOMAD, 1, "e4"))
    assert [o for o in options(s) if AGILITY in o] == [
        "Кочевник@c4 uses «agility»", "Кочевник@e4 uses «agility»", "Змееглав@e6 uses «agility»"]
    s = jilla(active=0)
    assert not any(AGILITY in o for o in options(s))


def test_the_mark_lets_one_attack_through_and_goes_with_it() -> None:
    s = jilla()
    her, nomad = card(s, JILLA, 0), card(s, NOMAD, 1)
    act(s, f"{s.at(nomad)} uses {AGILITY}")
    assert agile(s, nomad) and s.closed[nomad]
    assert f"{s.at(nomad)} uses {AGILITY}" not in options(s)
    end_turn(s)
    end_turn(s)
    assert agile(s, nomad)  # no end printed: still marked in its next turn
    assert f"{s.at(nomad)} uses {AGILITY}" not in options(s)  # (offered while it has none)
    strike_her(s, nomad, 6, 1)
    assert s.wounds[her] == 3 and not agile(s, nomad)
    assert f"{s.at(nomad)} uses {AGILITY}" not in options(s)  # closed by its strike


def test_a_miss_spends_the_mark_too() -> None:
    s = jilla()
    nomad = card(s, NOMAD, 1)
    act(s, f"{s.at(nomad)} uses {AGILITY}")
    end_turn(s)
    end_turn(s)
    strike_her(s, nomad, 1, 6)
    assert not agile(s, nomad)


def test_an_attack_at_another_card_keeps_the_mark() -> None:
    s = jilla(Put(NOMAD, 0, "d4"))
    nomad, ours = card(s, NOMAD, 1), card(s, NOMAD, 0)
    act(s, f"{s.at(nomad)} uses {AGILITY}")
    end_turn(s)
    end_turn(s)
    s.queue_dice(6, 1)
    act(s, f"{s.at(nomad)} strikes {s.at(ours)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[ours] > 0 and agile(s, nomad)


def test_her_own_attack_is_answered_a_counter_strike_is_no_attack_at_her() -> None:
    s = jilla(active=0)
    her, nomad = card(s, JILLA, 0), card(s, NOMAD, 1)
    s.queue_dice(1, 6)  # she misses; the unmarked nomad answers
    act(s, f"{s.at(her)} strikes {s.at(nomad)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[her] > 0


def test_a_shot_is_blocked_too() -> None:
    s = jilla(Put(ARCHER, 1, "c6"))
    her, archer = card(s, JILLA, 0), card(s, ARCHER, 1)
    act(s, f"{s.at(archer)} shoots {s.at(her)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[her] == 0 and "Джилла@c3 blocks the attack" in texts(s)


def test_the_log_names_the_shot_before_the_block_that_meets_it() -> None:
    # The block is found as the shot's damage is counted, before the shot's own line is
    # written: the line naming the shot goes first, as a simple strike's does.
    s = jilla(Put(ARCHER, 1, "c6"))
    her, archer = card(s, JILLA, 0), card(s, ARCHER, 1)
    before = len(texts(s))
    act(s, f"{s.at(archer)} shoots {s.at(her)}")
    assert texts(s)[before:before + 2] == [
        f"{s.at(archer)} shoots {s.at(her)}: 0 (10/10)", "Джилла@c3 blocks the attack"]


def test_an_artifacts_attack_is_no_creatures_and_is_not_blocked() -> None:
    s = jilla(Put(CATAPULT, 1, "c6"))
    her, catapult = card(s, JILLA, 0), card(s, CATAPULT, 1)
    stone = next(o for o in options(s) if o.startswith(f"{s.at(catapult)} uses «stone throw»")
                 and o.endswith(s.at(her)))
    s.queue_dice(6)
    act(s, stone)
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[her] > 0


def test_the_language_lends_to_every_enemy_creature_and_takes_the_mark_off() -> None:
    s = arrange((Put("EL-001", 0, "c3"), Put(NOMAD, 1, "c4"), SPARE_0, SPARE_1), active=1,
                table=_synthetic_table())
    beacon, nomad = card(s, "EL-001", 0), card(s, NOMAD, 1)
    assert s.abilities_of(beacon)[0].describe() == (
        "always: every enemy creature has «show yourself» (tap: marked spotted until it "
        "loses the mark (itself))")
    act(s, f"{s.at(nomad)} uses «show yourself»")
    assert mark_runs(s, nomad, "marker:spotted")
    end_turn(s)
    end_turn(s)
    s.queue_dice(1, 6)
    act(s, f"{s.at(nomad)} strikes {s.at(beacon)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert not mark_runs(s, nomad, "marker:spotted")
    assert any("Кочевник@c4 loses its spotted mark" in t for t in texts(s)[-3:])


def test_a_mirror_match_lends_each_side_the_other_ones_agility() -> None:
    # (each Джилла is an enemy creature of the other: each has the other's tap ability)
    s = position(Put(JILLA, 0, "c3"), Put(CATAPULT, 0, "a2"), Put(JILLA, 1, "c4"),
                 Put(CATAPULT, 1, "e5"), SPARE_0, SPARE_1, active=1)
    theirs, ours = card(s, JILLA, 1), card(s, JILLA, 0)
    act(s, f"{s.at(theirs)} uses {AGILITY}")
    end_turn(s)
    assert f"{s.at(ours)} uses {AGILITY}" in options(s)
