"""VS-111 (Тови, «undertow»): at each of its steps to a next cell the opponent moves one of
its creatures the same way, or declines (or cannot), and then Тови gets +2 to its next
throw this turn, at most +2 in all (the effect ``drift``, a ``boost`` with ``next`` and
``most``, a foe-picked target with an ``otherwise`` follow-up)."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with, texts
from tests.games.berserk.helpers.audits import end_turn
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

TOVI = "VS-111"
NOMAD = "VS-001"
#: Латник: a synthetic creature with armour 2.
KNIGHT = "X-001"
UNDERTOW = "«undertow»"

#: A synthetic card of this file: a friendly creature of its player's choice follows each
#: of its steps (its own player picks; a may).
ABILITIES: dict[str, Any] = {
    "UT-001": {"complete": True, "abilities": [
        {"name": "in my wake", "trigger": "when_moves", "optional": True,
         "target": {"side": "ally"}, "effects": [{"drift": True}]}]},
}


@cache
def _synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("UT-001", name="Тест UT-001")), ABILITIES)


def tovi(*extra: Put) -> State:
    """Тови (seat 0) on c2 in its player's turn; the enemy nomad on b5."""
    return position(Put(TOVI, 0, "c2"), Put(NOMAD, 1, "b5"), *extra, SPARE_0, SPARE_1,
                    active=0)


def step(s: State, to: str) -> None:
    act(s, f"move {s.at(card(s, TOVI, 0))} to {to}")


def throw_bonus(s: State) -> int:
    """Тови's throw of 1 at the knight on c6 (armour 2) with a die of 1: the wounds."""
    knight = card(s, KNIGHT, 1)
    before = s.wounds[knight]
    act(s, f"{s.at(card(s, TOVI, 0))} uses Метание (throw) on {s.at(knight)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    return s.wounds[knight] - before


def test_a_step_lets_the_opponent_move_a_creature_the_same_way() -> None:
    s = tovi()
    nomad = card(s, NOMAD, 1)
    movement = s.moves[nomad]
    step(s, "c3")  # one row up
    assert s.phase == CHOOSE and s.to_move == 1  # the opponent picks
    assert options(s) == [f"Тови@c3 uses {UNDERTOW} on Кочевник@b5", "use no target"]
    act(s, f"Тови@c3 uses {UNDERTOW} on Кочевник@b5")
    assert s.at(nomad) == "Кочевник@b6" and s.phase == MAIN and s.to_move == 0
    assert s.moves[nomad] == movement  # it spent no movement of its own


def test_the_same_way_sideways_and_only_onto_a_free_cell_on_the_board() -> None:
    s = tovi(Put(NOMAD, 1, "a4"), Put(NOMAD, 1, "e3"))
    step(s, "d2")  # one column right: a4 -> b4 and b5 -> c5; e3 has no cell to its right
    assert options(s) == [f"Тови@d2 uses {UNDERTOW} on Кочевник@a4",
                          f"Тови@d2 uses {UNDERTOW} on Кочевник@b5", "use no target"]
    act(s, f"Тови@d2 uses {UNDERTOW} on Кочевник@a4")
    assert s.at(card(s, NOMAD, 1, 1)) == "Кочевник@b4"


def test_declining_gives_two_more_to_its_throw_this_turn() -> None:
    s = tovi(Put(KNIGHT, 1, "c6"))
    step(s, "c3")
    act(s, "use no target")
    s.queue_dice(1)
    assert throw_bonus(s) == 1  # 1 + 2, less armour 2


def test_a_creature_moved_gives_no_bonus() -> None:
    s = tovi(Put(KNIGHT, 1, "c6"))
    step(s, "c3")
    act(s, f"Тови@c3 uses {UNDERTOW} on Кочевник@b5")
    s.queue_dice(1)
    assert throw_bonus(s) == 0  # 1, less armour 2


def test_when_none_can_move_so_it_gets_the_bonus_at_once() -> None:
    s = position(Put(TOVI, 0, "c2"), Put(KNIGHT, 1, "c6"), SPARE_0, SPARE_1, active=0)
    step(s, "c3")  # the knight and the spare stand in the last row: none moves up
    assert s.phase == MAIN
    assert "+2 to its next throw" in texts(s)[-1]
    s.queue_dice(1)
    assert throw_bonus(s) == 1


def test_two_declines_give_two_at_most_and_the_bonus_ends_with_its_turn() -> None:
    s = tovi(Put(KNIGHT, 1, "c6"))
    s.moves[card(s, TOVI, 0)] = 2
    step(s, "c3")
    act(s, "use no target")
    step(s, "d3")
    act(s, "use no target")
    s.queue_dice(1)
    assert throw_bonus(s) == 1  # +2, not +4
    end_turn(s)
    end_turn(s)
    s.queue_dice(1)
    assert throw_bonus(s) == 0


def test_only_its_own_steps() -> None:
    s = tovi()
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")  # another creature of its side
    assert s.phase == MAIN


def test_the_language_moves_a_card_the_same_way_its_card_stepped() -> None:
    s = arrange((Put("UT-001", 0, "c2"), Put(NOMAD, 0, "b2"), SPARE_0, SPARE_1),
                table=_synthetic_table())
    leader, nomad = card(s, "UT-001", 0), card(s, NOMAD, 0)
    assert s.abilities_of(leader)[0].describe() == (
        "when it moves to a next cell: a friendly creature: it moves to the next cell the way "
        "this card just stepped (a free one)")
    act(s, f"move {s.at(leader)} to c3")
    assert s.to_move == 0  # its own player picks
    act(s, f"{s.at(leader)} uses «in my wake» on {s.at(nomad)}")
    assert s.at(nomad) == "Кочевник@b3"


def test_a_second_decline_at_the_cap_says_it_adds_nothing() -> None:
    s = tovi()
    s.moves[card(s, TOVI, 0)] = 2
    step(s, "c3")
    act(s, "use no target")
    step(s, "d3")
    act(s, "use no target")
    assert texts(s)[-1].endswith("Тови@d3 +0 to its next throw to the end of your turn")
