"""NT-096 Эльфийский арсенал, «elven arsenal»: its tap gives an elf of its side a tap shot
of 1-2-2 to the end of the turn, then up to two creatures of its side with a shot for
their tap may, this turn, make that shot and a simple strike right after it, open after
the shot. The language keys it added: ``give_chain: shot`` and the condition
``tap_shot``."""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, compile_ability
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import Put, card, options
from tests.games.berserk.helpers.audits import end_turn, resolve
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

ARSENAL = "NT-096"
#: Эльфийский воин: an elf with no shot (2-3-4 simple strike).
WARRIOR = "VS-097"
#: Бегущая по кронам: an elf with the shot keyword (1-2-2).
RUNNER = "VS-079"
#: Кочевник: a plain enemy creature (8 lives).
NOMAD = "VS-001"


def _arsenal(*puts: Put) -> State:
    """The arsenal (seat 0, a1), the elf warrior on c3, an enemy nomad next to it on c4
    and another far from it on e5; seat 0 to act."""
    return position(Put(ARSENAL, 0, "b1"), Put(WARRIOR, 0, "c3"), Put(NOMAD, 1, "c4"),
                    Put(NOMAD, 1, "a5"), *puts, SPARE_0, SPARE_1)


def _use(s: State, elf: int, chosen: list[int]) -> None:
    """The arsenal lends its shot to ``elf`` and gives the chain to ``chosen``."""
    act(s, f"{s.at(card(s, ARSENAL, 0))} uses «elven arsenal» on {s.at(elf)}")
    for c in chosen:
        assert s.phase == CHOOSE, options(s)
        act(s, next(o for o in options(s) if o.endswith(f"on {s.at(c)}")))
    if s.phase == CHOOSE:
        act(s, "use no target")
    resolve(s)
    assert s.phase == MAIN


def _near(s: State) -> int:
    return next(c for c in s.on_field(1) if s.at(c).endswith("c4"))


def _far(s: State) -> int:
    return next(c for c in s.on_field(1) if s.at(c).endswith("a5"))


def _shoot_with_bow(s: State, shooter: int, target: int, *dice: int) -> None:
    s.queue_dice(*dice)
    act(s, f"{s.at(shooter)} uses «elven bow» on {s.at(target)}")
    resolve(s)


def test_the_elf_gets_a_tap_shot_then_may_strike_right_after_it() -> None:
    s = _arsenal()
    warrior = card(s, WARRIOR, 0)
    _use(s, warrior, [warrior])
    assert s.closed[card(s, ARSENAL, 0)]
    far = _far(s)
    assert any("«elven bow»" in o and o.endswith(s.at(far)) for o in options(s))
    assert not any("«elven bow»" in o and o.endswith(s.at(_near(s))) for o in options(s))
    _shoot_with_bow(s, warrior, far, 6)  # a strong hit: 2
    assert s.wounds[far] == 2 and not s.closed[warrior]
    mine = [o for o in options(s) if o.startswith(s.at(warrior))]
    assert mine == [f"{s.at(warrior)} strikes {s.at(_near(s))}"]  # its only other action
    s.queue_dice(6, 1)
    act(s, mine[0])
    resolve(s)
    assert s.closed[warrior] and s.wounds[_near(s)] > 0


def test_another_action_in_between_ends_it_and_it_stays_open_with_its_attack_made() -> None:
    s = _arsenal(Put(NOMAD, 0, "e1"))
    warrior = card(s, WARRIOR, 0)
    _use(s, warrior, [warrior])
    _shoot_with_bow(s, warrior, _far(s), 1)
    other = next(c for c in s.on_field(0) if s.at(c).endswith("e1"))
    act(s, f"move {s.at(other)} to e2")
    resolve(s)
    assert not s.closed[warrior]
    assert not any(o.startswith(f"{s.at(warrior)} strikes") for o in options(s))
    assert not any(o.startswith(f"{s.at(warrior)} uses") for o in options(s))


def test_a_strike_first_closes_it_as_usual() -> None:
    s = _arsenal()
    warrior = card(s, WARRIOR, 0)
    _use(s, warrior, [warrior])
    s.queue_dice(6, 1)
    act(s, f"{s.at(warrior)} strikes {s.at(_near(s))}")
    resolve(s)
    assert s.closed[warrior]


def test_without_the_chain_its_shot_closes_it() -> None:
    s = _arsenal()
    warrior = card(s, WARRIOR, 0)
    _use(s, warrior, [])  # the elf gets the bow, nobody the chain
    _shoot_with_bow(s, warrior, _far(s), 1)
    assert s.closed[warrior]


def test_another_elfs_shot_ability_counts_and_two_may_be_chosen() -> None:
    s = _arsenal(Put(RUNNER, 0, "b3"))
    warrior, runner = card(s, WARRIOR, 0), card(s, RUNNER, 0)
    _use(s, warrior, [warrior, runner])
    far = _far(s)
    s.queue_dice(6)
    act(s, f"{s.at(runner)} uses «canopy shot» on {s.at(far)}")
    resolve(s)
    assert not s.closed[runner]
    assert [o for o in options(s) if o.startswith(s.at(runner))] == [
        f"{s.at(runner)} strikes {s.at(_near(s))}"]
    # the warrior's own shot still begins its own chain after the runner's ended
    _shoot_with_bow(s, warrior, far, 1)
    assert not s.closed[warrior] and s.closed[runner] is False
    assert not any(o.startswith(f"{s.at(runner)} strikes") for o in options(s))


def test_the_shot_keyword_counts_too() -> None:
    """NT-036 (not an elf) prints the shot keyword: chosen, its shot keeps it open."""
    s = _arsenal(Put("NT-036", 0, "b3"))
    warrior, archer = card(s, WARRIOR, 0), card(s, "NT-036", 0)
    _use(s, warrior, [archer])
    s.queue_dice(6)
    act(s, f"{s.at(archer)} shoots {s.at(_far(s))}")
    resolve(s)
    assert not s.closed[archer]
    assert [o for o in options(s) if o.startswith(s.at(archer))] == [
        f"{s.at(archer)} strikes {s.at(_near(s))}"]


def test_only_creatures_with_a_shot_for_their_tap_are_offered() -> None:
    s = _arsenal(Put(NOMAD, 0, "b3"))
    warrior = card(s, WARRIOR, 0)
    act(s, f"{s.at(card(s, ARSENAL, 0))} uses «elven arsenal» on {s.at(warrior)}")
    assert s.phase == CHOOSE
    offered = [o for o in options(s) if o != "use no target"]
    assert offered and all(o.endswith(f"on {s.at(warrior)}") for o in offered)


def test_no_elf_no_use() -> None:
    s = position(Put(ARSENAL, 0, "b1"), Put(NOMAD, 0, "c3"), Put(NOMAD, 1, "c4"),
                 SPARE_0, SPARE_1)
    assert not any("«elven arsenal»" in o for o in options(s))


def test_the_bow_and_the_chain_last_to_the_end_of_the_turn() -> None:
    s = _arsenal()
    warrior = card(s, WARRIOR, 0)
    _use(s, warrior, [warrior])
    end_turn(s)
    end_turn(s)
    assert s.active == 0
    assert not any("«elven bow»" in o for o in options(s))


def test_the_encoding_reads_as_printed() -> None:
    s = _arsenal()
    words = " ".join(a.describe() for a in s.abilities_of(card(s, ARSENAL, 0)))
    assert "«elven bow»" in words and "1-2-2" in words
    assert "its shot leaves it open for one simple strike right after it" in words
    assert "up to 2" in words and "with a shot for its tap" in words


def test_give_chain_shot_takes_no_different() -> None:
    with pytest.raises(AbilityError, match="give_chain"):
        compile_ability({"name": "x", "trigger": "tap", "target": {"side": "ally"},
                         "effects": [{"give_chain": "shot", "different": True}]}, "NT-096")
