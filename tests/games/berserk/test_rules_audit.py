"""An independent audit of the Berserk engine against the rules it claims to play.

Each test is named by the rule it checks and cites it: the rulebook seeds (the numbered
comprehensive-rules sections 106-110 and 205-209: 107.3 defender, 107.4 counter-strike,
107.5 first-turn weakness, 110.3 effects, 205 graveyard, 208 flyers, 209 symbiotes) or
the research digest's sections (research §2.2-2.6: recruitment, placement, turns, win,
the dice table). Positions are arranged (tests/games/berserk/helpers/__init__.py) and driven
through the public API only (legal_actions, apply, describe, queue_dice,
check_invariants), and random seeded games are replayed with every step checked
against what the rule says must happen, recomputed here independently of the engine.

A rule the engine does not play as written is an ``xfail(strict=True)`` test whose
reason says what the engine does instead.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from deckcheck.catalog.load import load_catalogue
from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.board import NEIGHBOURS4, cell, distance, player_row
from deckcheck.games.berserk.engine.cards import ABSORB, CREATURE, build_table
from deckcheck.games.berserk.engine.game import GAME
from deckcheck.games.berserk.engine.state import (
    DEFEND,
    EXCHANGE,
    MAIN,
    Z_BOARD,
    Z_EXTRA,
    Z_GRAVE,
    State,
)
from tests.games.berserk.helpers import (
    A,
    Put,
    arrange,
    card,
    come_to,
    do,
    legal,
    options,
    synthetic,
    table_with,
    texts,
)

# --- the cards of the audit ---------------------------------------------------------------
#
# Plain synthetic cards (no keyword, no ability): what a test sees is the rule alone.
# The printed defaults are 6 lives, movement 1, strike 1-2-3, cost 3, steppes.

PLAIN = synthetic("Z-001", name="Пехотинец", lives=20, movement=2)
PLAIN2 = synthetic("Z-002", name="Ополченец", lives=20, movement=2)
FLYER = synthetic("Z-003", name="Нетопырь", subtype="flying", movement=None, lives=20)
FLYER2 = synthetic("Z-004", name="Гарпия", subtype="flying", movement=None, lives=20)
SYMBIOTE = synthetic("Z-005", name="Симбиот", subtype="symbiote", movement=None)
PARASITE = synthetic("Z-006", name="Паразит", subtype="parasite", movement=None)
DASHER = synthetic("Z-007", name="Всадник", abilities=["dash"], lives=20)
ARTIFACT = synthetic("Z-008", name="Тотем", type="artifact", subtype=None, movement=None,
                     strike=None, lives=5)
INCARNATE = synthetic("Z-009", name="Возвращенец", lives=8)
ZAPPER = synthetic("Z-010", name="Колдун", lives=20)
SHOOTER = synthetic("Z-011", name="Стрелок", abilities=["shot-1"], lives=20)
INCARNATE_FLYER = synthetic("Z-012", name="Призрак", subtype="flying", movement=None)
FRAIL = synthetic("Z-013", name="Хилый", lives=1)
FRAIL2 = synthetic("Z-014", name="Слабак", lives=1)
GIVER = synthetic("Z-015", name="Наставник", lives=20)
DIRECT = synthetic("Z-016", name="Ассасин", abilities=["direct_strike"], lives=20)
ELITE = synthetic("Z-017", name="Витязь", elite=True, cost=5)
CHIEF = synthetic("Z-018", name="Вожак", lives=20)
FOREST = synthetic("Z-019", name="Лесовик", elements=["forests"])
ONCE = synthetic("Z-022", name="Однодневка", lives=20)
OPENER = synthetic("Z-021", name="Знаменосец", lives=20)
RANGED = synthetic("Z-020", name="Пращник", abilities=["shot-1"], ranges=["shot-2"], lives=20)

CARDS = (PLAIN, PLAIN2, FLYER, FLYER2, SYMBIOTE, PARASITE, DASHER, ARTIFACT, INCARNATE,
         ZAPPER, SHOOTER, INCARNATE_FLYER, FRAIL, FRAIL2, GIVER, DIRECT, ELITE, CHIEF,
         FOREST, RANGED, OPENER, ONCE)

ABILITIES: dict[str, Any] = {
    # Инкарнация 2 (its timing is rules.yaml incarnation: a token at each of its owner's
    # turn starts, back with 2 of them).
    "Z-009": {"abilities": [{"name": "back", "label": "incarnation", "trigger": "static",
                             "effects": [{"incarnation": 2}]}]},
    "Z-012": {"abilities": [{"name": "back", "label": "incarnation", "trigger": "static",
                             "effects": [{"incarnation": 1}]}]},
    # An instant ability usable in every window the engine has: 1 wound to an enemy.
    "Z-010": {"abilities": [{"name": "zap", "trigger": "instant",
                             "target": {"side": "enemy"}, "effects": [{"wound": 1}]}]},
    # A tap that gives armour with no printed end (110.3, 205.2: lasting).
    "Z-015": {"abilities": [{"name": "bless", "trigger": "tap",
                             "target": {"side": "ally"}, "effects": [{"grant": "armour-1"}]}]},
    # Инкарнация 1 and a once-a-battle tap (205.2 keeps its «X раз за бой» marker).
    "Z-022": {"abilities": [
        {"name": "back", "label": "incarnation", "trigger": "static",
         "effects": [{"incarnation": 1}]},
        {"name": "vow", "trigger": "tap", "once_per_battle": True,
         "effects": [{"counters": 1, "to": "self"}]}]},
    # A tap that opens a closed creature of its side.
    "Z-021": {"abilities": [{"name": "rally", "trigger": "tap",
                             "target": {"side": "ally", "if": {"open": False}},
                             "effects": [{"open": True}]}]},
    # A tap giving +2 to the strike for the turn (the language's default for strike).
    "Z-018": {"abilities": [{"name": "rally", "trigger": "tap",
                             "target": {"side": "ally"}, "effects": [{"strike": 2}]}]},
}

_TABLE = table_with(CARDS, ABILITIES)

#: A creature of seat 0 far from everything, with moves left: it keeps seat 0's turn open
#: (a turn with nothing left to decide ends by itself).
SPARE = Put("Z-001", 0, "a1")


def position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=_TABLE, **kwargs)


def on(s: State, label: str) -> int:
    """The card on the cell ``label`` (its main card, not a symbiote on it)."""
    c = s.cells[cell(label)]
    assert c >= 0, f"nothing on {label}"
    return c


def actions_of(s: State, op: int, c: int | None = None) -> list[int]:
    return [a for a in s.legal_actions()
            if a & 15 == op and (c is None or (a >> 4) & 255 == c)]


def targets(s: State, op: int, c: int) -> set[int]:
    return {a >> 12 for a in actions_of(s, op, c)}


# --- the dice table (research §2.6), written out independently of strike-table.yaml ------

WEAK, MEDIUM, STRONG, MISS = 0, 1, 2, -1


def expected_opposed(a: int, d: int) -> tuple[int, int | None, tuple[int, int | None] | None]:
    """(attacker's tier, counter tier, the exchange's alternative) for totals a vs d, as
    research §2.6's table reads."""
    diff = a - d
    if diff >= 5:
        return STRONG, None, None
    if diff == 4:
        return STRONG, WEAK, (MEDIUM, None)
    if diff == 3:
        return MEDIUM, None, None
    if diff == 2:
        return MEDIUM, WEAK, (WEAK, None)
    if diff == 1:
        return WEAK, None, None
    if diff == 0:
        return (WEAK, None, None) if a <= 4 else (MISS, WEAK, None)
    if diff == -1:
        return WEAK, None, None
    if diff == -2:
        return MISS, None, None
    if diff == -3:
        return MISS, WEAK, None
    if diff == -4:
        return WEAK, MEDIUM, (MISS, WEAK)
    return MISS, MEDIUM, None


def expected_unopposed(a: int) -> int:
    return WEAK if a <= 3 else MEDIUM if a <= 5 else STRONG


# --- research §2.6: the simple strike and its dice ----------------------------------------


@pytest.mark.parametrize("roll", range(1, 7))
def test_rule_2_6_closed_target_only_the_attacker_rolls(roll: int) -> None:
    """Research §2.6: against a closed target only the attacker rolls (1-3 weak, 4-5
    medium, 6 strong) and there is no counter-strike."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4", closed=True))
    a, t = card(s, "Z-001", 0), card(s, "Z-002", 1)
    s.queue_dice(roll, 6)  # a second die would be the target's: it must stay unused
    do(s, A.STRIKE, a, t)
    assert s.wounds[t] == (1, 2, 3)[expected_unopposed(roll)]
    assert s.wounds[a] == 0
    assert s.dice == [6]


@pytest.mark.parametrize("aroll,droll", [(x, y) for x in range(1, 7) for y in range(1, 7)])
def test_rule_2_6_open_target_opposed_dice_table(aroll: int, droll: int) -> None:
    """Research §2.6 (and 107.4, reflection): an open target rolls too; the difference
    decides the attacker's hit and the counter-strike, and at +4, +2 and -4 the winner
    may take one tier less to cancel the other side's hit (here: it keeps the full
    result)."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4"))
    a, t = card(s, "Z-001", 0), card(s, "Z-002", 1)
    s.queue_dice(aroll, droll)
    do(s, A.STRIKE, a, t)
    tier, counter, alt = expected_opposed(aroll, droll)
    if alt is not None:
        assert s.phase == EXCHANGE, options(s)
        do(s, A.END)  # keep the full result
    assert s.wounds[t] == (0 if tier == MISS else (1, 2, 3)[tier])
    assert s.wounds[a] == (0 if counter is None else (1, 2, 3)[counter])


@pytest.mark.parametrize("aroll,droll", [(6, 2), (5, 3), (1, 5)])
def test_rule_2_6_exchange_takes_one_tier_less_and_cancels(aroll: int, droll: int) -> None:
    """Research §2.6: the exchange — the winner of the roll at +4, +2 or -4 may take its
    own hit one tier lower and cancel the other side's."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4"))
    a, t = card(s, "Z-001", 0), card(s, "Z-002", 1)
    s.queue_dice(aroll, droll)
    do(s, A.STRIKE, a, t)
    _, _, alt = expected_opposed(aroll, droll)
    assert alt is not None and s.phase == EXCHANGE
    chooser = 0 if aroll > droll else 1
    assert s.current_player() == chooser
    do(s, A.REDUCE)
    tier, counter = alt
    assert s.wounds[t] == (0 if tier == MISS else (1, 2, 3)[tier])
    assert s.wounds[a] == (0 if counter is None else (1, 2, 3)[counter])


def test_rule_2_6_strike_only_at_a_neighbour() -> None:
    """Seed 208.6: cards on the battlefield declare a simple strike only at creatures
    standing next to them (rules.yaml adjacency eight: diagonals count)."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "d4"), Put("Z-002", 1, "c5"),
                 Put("Z-002", 1, "e5"))
    a = card(s, "Z-001", 0)
    near, far, far2 = on(s, "d4"), on(s, "c5"), on(s, "e5")
    assert targets(s, A.STRIKE, a) == {near}
    assert far not in targets(s, A.STRIKE, a) and far2 not in targets(s, A.STRIKE, a)


def test_rule_2_6_zero_strike_cannot_attack() -> None:
    """Research §2.6 («Правило топора», IgorNick79): a creature with a 0-0-0 strike
    does not attack."""
    s = position(Put("NT-004", 0, "c3"), Put("Z-002", 1, "c4"))
    assert not actions_of(s, A.STRIKE, card(s, "NT-004", 0))


# --- seed 107.4: reflection (counter-strike) ----------------------------------------------


def test_rule_107_4_closed_creature_does_not_counter_strike() -> None:
    """Seed 107.4: reflection lets a creature exchange strikes only if it is open."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4", closed=True))
    a, t = card(s, "Z-001", 0), card(s, "Z-002", 1)
    s.queue_dice(1)  # an open target would counter at 1 vs 5 (D -4 ... ) — closed: none
    do(s, A.STRIKE, a, t)
    assert s.wounds[a] == 0 and s.wounds[t] == 1


def test_rule_107_4_open_creature_counter_strikes() -> None:
    """Seed 107.4: an open creature exchanges strikes with its attacker."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4"))
    a, t = card(s, "Z-001", 0), card(s, "Z-002", 1)
    s.queue_dice(1, 6)  # D -5: miss, medium counter-strike
    do(s, A.STRIKE, a, t)
    assert s.wounds[t] == 0 and s.wounds[a] == 2


# --- seed 107.3: the defender ----------------------------------------------------------


def test_rule_107_3_open_neighbour_of_both_steps_in_and_closes() -> None:
    """Seed 107.3: once in the opponent's turn an open creature may step in as the
    defender against a simple strike, and closes (research §2.6: next to both)."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4"), Put("Z-001", 1, "d4"),
                 Put("Z-001", 1, "a5"), Put("Z-001", 1, "b4", closed=True), SPARE)
    a, t = card(s, "Z-001", 0), card(s, "Z-002", 1)
    d = on(s, "d4")
    do(s, A.STRIKE, a, t)
    assert s.phase == DEFEND and s.current_player() == 1
    named = {(x >> 4) & 255 for x in actions_of(s, A.DEFEND)}
    assert named == {d}, options(s)  # not a5 (not next to c3), not b4 (closed)
    s.queue_dice(6, 1)
    do(s, A.DEFEND, d)
    assert s.wounds[t] == 0 and s.wounds[d] == 3 and s.closed[d]


def test_rule_107_3_defends_once_per_opponent_turn() -> None:
    """Seed 107.3: «1 раз за ход противника» — a creature that defended this turn cannot
    defend again in it."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-001", 0, "e3"), Put("Z-002", 1, "c4"),
                 Put("Z-002", 1, "e4"), Put("Z-001", 1, "d4"))
    a1, a2, t1, t2, d = on(s, "c3"), on(s, "e3"), on(s, "c4"), on(s, "e4"), on(s, "d4")
    do(s, A.STRIKE, a1, t1)
    s.queue_dice(1, 1)
    do(s, A.DEFEND, d)
    s.closed[d] = False  # even opened again by an effect, it has defended this turn
    do(s, A.STRIKE, a2, t2)
    assert not actions_of(s, A.DEFEND, d)


def test_rule_107_3_no_defender_against_a_shot() -> None:
    """Seed 107.3: the defender steps in against a simple strike; a shot is not one."""
    s = position(Put("Z-011", 0, "c2"), Put("Z-002", 1, "c4"), Put("Z-001", 1, "d4"))
    a, t = card(s, "Z-011", 0), card(s, "Z-002", 1)
    do(s, A.SHOT, a, t)
    assert s.phase == MAIN and s.wounds[t] == 1


def test_rule_2_6_direct_strike_cannot_be_defended() -> None:
    """Research §2.6: a direct strike («направленный удар») cannot be intercepted."""
    s = position(Put("Z-016", 0, "c3"), Put("Z-002", 1, "c4"), Put("Z-001", 1, "d4"))
    a, t = card(s, "Z-016", 0), card(s, "Z-002", 1)
    s.queue_dice(4, 4)
    do(s, A.STRIKE, a, t)
    assert s.phase != DEFEND and s.wounds[t] == 1


# --- seed 107.5: first-turn weakness ------------------------------------------------------


def test_rule_107_5_creature_cannot_attack_in_the_turn_it_came_under_control() -> None:
    """Seed 107.5: first-turn weakness forbids a creature to act in the turn it came
    under its player's control."""
    s = position(Put("Z-001", 0, "c3", control_turn=3), Put("Z-002", 1, "c4"), SPARE)
    a = on(s, "c3")
    assert not actions_of(s, A.STRIKE, a)
    assert not s.can_act(a)


def test_rule_107_5_weak_creature_may_defend() -> None:
    """Seed 107.5: «но может выступать в защиту» — a weak creature may defend."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4"),
                 Put("Z-001", 1, "d4", control_turn=3), SPARE)
    do(s, A.STRIKE, on(s, "c3"), on(s, "c4"))
    assert s.phase == DEFEND and legal(s, A.DEFEND, on(s, "d4"))


def test_rule_107_5_dash_acts_at_once() -> None:
    """Seed 107.5: creatures with Dash (Рывок) may attack and use activated abilities
    always."""
    s = position(Put("Z-007", 0, "c3", control_turn=3), Put("Z-002", 1, "c4"), SPARE)
    assert legal(s, A.STRIKE, on(s, "c3"), on(s, "c4"))


def test_rule_107_5_weakness_ends_with_the_turn() -> None:
    """Seed 107.5: the weakness lasts the turn the creature came under control only: in
    its player's next turn it strikes."""
    s = position(Put("Z-001", 0, "c3", control_turn=3), Put("Z-002", 1, "c4"), SPARE)
    a, t = on(s, "c3"), on(s, "c4")
    do(s, A.END)
    assert s.active == 1
    do(s, A.END)
    assert s.active == 0 and s.turn == 5
    assert legal(s, A.STRIKE, a, t)


def test_rule_107_5_control_taken_in_the_turn_bars_the_taken_creature() -> None:
    """Seed 107.5 (its first example): a creature you took control of cannot attack in
    that turn; seed 205.2: when it dies it goes to its owner's graveyard."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4"), Put("Z-002", 1, "e6"), SPARE)
    taken = on(s, "c4")
    s.take_control(taken, 0)
    assert s.ctrl[taken] == 0 and not s.can_act(taken)
    assert not actions_of(s, A.STRIKE, taken)
    s.grant(taken, "dash")  # its second example: given Dash, it attacks at once
    assert s.can_act(taken)
    s.wounds[taken] = 19
    s.destroy(taken)
    s.settle()
    assert s.zone[taken] == Z_GRAVE and taken in s.grave[1] and taken not in s.grave[0]


def test_rule_107_5_weak_creature_cannot_use_an_instant() -> None:
    """Seed 107.5: a weak creature may not use activated abilities (an instant is one)."""
    s = position(Put("Z-010", 0, "c3", control_turn=3), Put("Z-002", 1, "c5"), SPARE)
    assert not actions_of(s, A.ABILITY, on(s, "c3"))
    s2 = position(Put("Z-010", 0, "c3"), Put("Z-002", 1, "c5"), SPARE)
    assert actions_of(s2, A.ABILITY, on(s2, "c3"))


def test_rule_107_5_weak_creature_uses_no_tap_and_no_closing_for_a_flyer() -> None:
    """Seed 107.5: a weak creature uses no activated ability (a tap) and does not close
    for a strike at a flyer (208.6, an action); it may still move (the engine's reading:
    the seed's examples name attacking and shooting, research §2.4 separates moving from
    the creature's one action)."""
    s = position(Put("Z-022", 0, "c2", control_turn=3), Put("Z-001", 0, "c3", control_turn=3),
                 Put("Z-003", 1, "air"), SPARE)
    once, ground = on(s, "c2"), on(s, "c3")
    assert not actions_of(s, A.ABILITY, once)
    assert not actions_of(s, A.CLOSE_FOR_FLYER, ground)
    assert actions_of(s, A.MOVE, ground)


def _incarnation_position(*extra: Put) -> tuple[State, int]:
    s = position(Put("Z-009", 0, "grave"), Put("Z-002", 1, "c4"), SPARE, *extra,
                 active=1, turn=3)
    back = card(s, "Z-009", 0)
    s.add_marker(back, "incarnation", 1)
    do(s, A.END)  # seat 0's turn 4 begins: the second token, and it comes back
    come_to(s, "c1")  # onto the cell of the 3rd row its owner picks
    assert s.active == 0 and s.turn == 4
    return s, back


def test_rule_107_5_incarnated_creature_is_weak_in_its_first_turn() -> None:
    """Seed 107.5 with rules.yaml incarnation (turn_start_tokens): a creature that
    incarnates at the start of its owner's turn came under its player's control in that
    turn, so it does not attack in it; in the next it does. 205.2: its tokens are kept in
    the graveyard, and it comes back to the owner's 3rd row with full lives."""
    s, back = _incarnation_position()
    assert s.zone[back] == Z_BOARD and player_row(0, s.cell[back]) == 3
    assert s.wounds[back] == 0 and s.closed[back]  # closed: rules.yaml incarnation
    assert not s.can_act(back)
    assert not actions_of(s, A.STRIKE, back)


def test_rule_107_5_revived_companion_is_weak_in_its_first_turn() -> None:
    """Seed 107.5: a card that comes back from the graveyard (Могильный жук NT-139,
    revived as the companion of a creature of its side that incarnated) came under its
    player's control in that turn and may not act in it (no Dash)."""
    s, back = _incarnation_position(Put("NT-139", 0, "grave"), Put("Z-002", 1, "c2"))
    beetle = card(s, "NT-139", 0)
    assert s.zone[beetle] == Z_BOARD and s.host[beetle] == back, texts(s)
    assert s.where(back) == "c1"
    assert not actions_of(s, A.STRIKE, beetle), options(s)
    assert not actions_of(s, A.STRIKE, back)


# --- research §2.4: turns, opening, movement ------------------------------------------


def test_rule_2_4_movement_orthogonal_to_free_cells_one_point_each() -> None:
    """Research §2.4: forward, back, left or right, to an empty cell only; no diagonals,
    no swapping; 1 point per cell (seed 206.7: cards with movement move)."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 0, "b3"), Put("Z-002", 1, "d4"))
    a = on(s, "c3")
    assert targets(s, A.MOVE, a) == {cell("c2"), cell("d3"), cell("c4")}
    do(s, A.MOVE, a, cell("c4"))
    assert s.moves[a] == 1
    do(s, A.MOVE, a, cell("c5"))
    assert s.moves[a] == 0 and not actions_of(s, A.MOVE, a)


def test_rule_2_4_a_card_closes_after_its_action_and_moves_no_more() -> None:
    """Research §2.4: after any action the card closes and can no longer move."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4", closed=True), SPARE)
    a = on(s, "c3")
    s.queue_dice(1)
    do(s, A.STRIKE, a, on(s, "c4"))
    assert s.closed[a] and s.moves[a] == 2 and not actions_of(s, A.MOVE, a)


def test_rule_2_4_turn_start_opens_cards_and_restores_movement() -> None:
    """Research §2.4: at the start of each turn the active player opens all its closed
    cards and movement points refresh; the other player's cards stay as they are."""
    s = position(Put("Z-001", 0, "a1", closed=True), Put("Z-001", 1, "e6", closed=True),
                 Put("Z-002", 1, "a6"), active=1, turn=3)
    mine, theirs = on(s, "e6"), on(s, "a1")
    do(s, A.MOVE, on(s, "a6"), cell("a5"))
    do(s, A.END)
    assert s.active == 0 and s.turn == 4
    assert not s.closed[theirs] and s.moves[theirs] == 2
    assert s.closed[mine]


def test_rule_2_4_players_alternate_turns() -> None:
    """Research §2.4: players alternate turns."""
    s = position(Put("Z-001", 0, "a1"), Put("Z-001", 1, "e6"))
    seen = []
    for _ in range(6):
        seen.append((s.turn, s.active))
        do(s, A.END)
    assert seen == [(3, 0), (4, 1), (5, 0), (6, 1), (7, 0), (8, 1)]


def test_rule_206_7_symbiote_on_a_host_does_not_move_itself() -> None:
    """Seed 206.7/209.1: a symbiote prints no movement; it stands on its host."""
    s = position(Put("Z-001", 0, "c2"), Put("Z-005", 0, "c2", on_host=True),
                 Put("Z-002", 1, "e6"))
    sym = card(s, "Z-005", 0)
    assert not actions_of(s, A.MOVE, sym)
    do(s, A.MOVE, on(s, "c2"), cell("c3"))
    assert s.cell[sym] == cell("c3")  # it goes with its host


# --- seed 208: flyers and the additional zone --------------------------------------------


def test_rule_208_1_flyer_does_not_move() -> None:
    """Seed 208.1: a flyer does not move and cannot be moved."""
    s = position(Put("Z-003", 0, "air"), Put("Z-002", 1, "c4"), SPARE)
    assert not actions_of(s, A.MOVE, card(s, "Z-003", 0))


def test_rule_208_1_flyer_is_next_to_nothing_ground_cannot_strike_it() -> None:
    """Seed 208.1/208.6: a flyer stands next to no card, so a ground creature does not
    declare a simple strike at it (while the enemy has ground creatures)."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-003", 1, "air"), Put("Z-002", 1, "e6"))
    assert card(s, "Z-003", 1) not in targets(s, A.STRIKE, on(s, "c3"))
    assert not actions_of(s, A.CLOSE_FOR_FLYER)


def test_rule_208_1_flyer_strikes_the_field_and_the_air() -> None:
    """Seed 208.1: a flyer declares a simple strike at cards on the battlefield and at
    other cards in the additional zone."""
    s = position(Put("Z-003", 0, "air"), Put("Z-002", 1, "a6"), Put("Z-004", 1, "air"), SPARE)
    f = card(s, "Z-003", 0)
    assert targets(s, A.STRIKE, f) == {on(s, "a6"), card(s, "Z-004", 1)}


def test_rule_208_1_revealed_flyer_goes_to_the_additional_zone() -> None:
    """Seed 208.1: before it is revealed a flyer stands on a cell of the battlefield;
    once revealed it goes into the additional zone at once; research §2.4: the Second
    player reveals its face-down cards at the start of its first turn."""
    s = position(Put("Z-001", 0, "a1"), Put("Z-003", 1, "c6", face_down=True),
                 Put("Z-002", 1, "e6"), active=0, turn=1, first=0)
    f = on(s, "c6")
    assert s.zone[f] == Z_BOARD and s.face_down[f]
    do(s, A.END)
    assert s.active == 1 and not s.face_down[f]
    assert s.zone[f] == Z_EXTRA and s.cells[cell("c6")] == -1


def test_rule_208_6_close_for_a_flyer_when_only_flyers_remain() -> None:
    """Seed 208.6: when the opponent has only flyers left, a ground creature may close
    «на удар по летающему существу» and in its next turn strike any enemy flyer once."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 0, "a1"), Put("Z-003", 1, "air"),
                 Put("Z-004", 1, "air"))
    a, f1, f2 = on(s, "c3"), card(s, "Z-003", 1), card(s, "Z-004", 1)
    assert not actions_of(s, A.STRIKE, a)
    do(s, A.CLOSE_FOR_FLYER, a)
    assert s.closed[a]
    do(s, A.END)
    s.queue_dice(1, 1)  # whatever seat 1 does; then seat 0's next turn
    while s.active == 1 and not s.is_terminal():
        s.apply(A.END if A.END in s.legal_actions() else s.legal_actions()[0])
    assert s.active == 0 and s.turn == 5
    assert targets(s, A.STRIKE, a) == {f1, f2}
    s.queue_dice(1, 1)
    do(s, A.STRIKE, a, f1)
    while s.phase != MAIN:
        s.apply(A.END)
    s.closed[a] = False  # opened again: the prepared strike was once only
    assert not actions_of(s, A.STRIKE, a)


def test_rule_208_6_lose_flight_needs_a_free_cell() -> None:
    """Seed 208.6: a flyer that loses flight takes a free cell its controller picks; with
    no free cell it cannot lose flight."""
    s = position(Put("Z-003", 0, "air"), Put("Z-002", 1, "c4"), SPARE)
    f = card(s, "Z-003", 0)
    assert not s.lose_flying(f, cell("c4"))  # taken
    assert s.zone[f] == Z_EXTRA and s.is_flyer(f)
    assert s.lose_flying(f, cell("b2"))
    assert s.zone[f] == Z_BOARD and s.where(f) == "b2" and not s.is_flyer(f)


def test_rule_208_1_flyer_incarnates_into_the_additional_zone() -> None:
    """Seed 208.1: incarnation of a flyer puts it into the additional zone."""
    s = position(Put("Z-012", 0, "grave"), Put("Z-002", 1, "c4"), SPARE, active=1, turn=3)
    f = card(s, "Z-012", 0)
    do(s, A.END)
    assert s.zone[f] == Z_EXTRA and f in s.extra[0]


# --- seed 209: symbiotes and parasites ----------------------------------------------------


def _hosts_offered(s: State, sym: int) -> set[int]:
    return {a >> 12 for a in actions_of(s, A.HOST, sym)}


def test_rule_209_2_symbiote_takes_a_host_of_its_own_squad_never_a_flyer() -> None:
    """Seed 209.2: at its reveal a symbiote goes onto a creature of its own squad, which
    becomes its host; 209.4: never onto a flyer; 209.1: never onto an enemy."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-005", 1, "c6", face_down=True),
                 Put("Z-002", 1, "b5"), Put("Z-001", 1, "d5"), Put("Z-004", 1, "air"),
                 active=0, turn=1)
    sym = on(s, "c6")
    do(s, A.END)
    assert s.active == 1
    assert _hosts_offered(s, sym) == {on(s, "b5"), on(s, "d5")}, options(s)
    do(s, A.HOST, sym, on(s, "d5"))
    assert s.host[sym] == on(s, "d5") and s.cell[sym] == cell("d5")
    assert s.cells[cell("c6")] == -1


def test_rule_209_2_parasite_takes_an_enemy_host_in_the_enemys_first_row() -> None:
    """Seed 209.2: a parasite's host is an enemy creature in the first row of the
    enemy's half."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 0, "a3"), Put("Z-001", 0, "b2"),
                 Put("Z-006", 1, "c6", face_down=True), Put("Z-002", 1, "b5"),
                 active=0, turn=1)
    par = on(s, "c6")
    do(s, A.END)
    assert _hosts_offered(s, par) == {on(s, "c3"), on(s, "a3")}, options(s)


def test_rule_209_4_symbiote_dies_with_its_host() -> None:
    """Seed 209.4: if a creature leaves the battlefield (dies ...), its symbiote dies;
    205.1: the owner puts cards dying together into the graveyard in the order it picks."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-013", 1, "c4"),
                 Put("Z-005", 1, "c4", on_host=True), Put("Z-002", 1, "e6"), SPARE)
    host, sym = on(s, "c4"), card(s, "Z-005", 1)
    s.queue_dice(6, 1)
    do(s, A.STRIKE, on(s, "c3"), host)
    if s.phase == DEFEND:  # its symbiote, next to it (same_cell_adjacent), may step in
        do(s, A.END)  # no defender
    while s.phase == EXCHANGE:
        do(s, A.END)
    bury = actions_of(s, A.BURY)
    assert {(a >> 4) & 255 for a in bury} == {host, sym}, options(s)
    assert s.current_player() == 1
    do(s, A.BURY, sym)  # the last one goes by itself (a window of one choice)
    assert s.grave[1][-2:] == [sym, host]


def test_rule_209_4_symbiote_dies_when_its_host_becomes_a_flyer() -> None:
    """Seed 209.4: a creature that becomes a flyer leaves the battlefield; its symbiote
    dies."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-005", 0, "c3", on_host=True),
                 Put("Z-002", 1, "e6"), SPARE)
    host, sym = on(s, "c3"), card(s, "Z-005", 0)
    s.grant(host, "flying")
    s.settle()
    assert s.zone[host] == Z_EXTRA and s.zone[sym] == Z_GRAVE


def test_rule_209_4_symbiote_dies_when_its_host_returns_to_the_deck() -> None:
    """Seed 209.4: a host that leaves the battlefield any way takes its symbiote's life."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-005", 0, "c3", on_host=True),
                 Put("Z-002", 1, "e6"), SPARE)
    host, sym = on(s, "c3"), card(s, "Z-005", 0)
    s.return_to_deck(host)
    s.settle()
    assert s.zone[sym] == Z_GRAVE


def test_rule_209_2_host_that_stops_being_a_creature_loses_its_symbiote() -> None:
    """Seed 209.2: if the host stops being a creature, its symbiote is destroyed."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-005", 0, "c3", on_host=True),
                 Put("Z-002", 1, "e6"), SPARE)
    host, sym = on(s, "c3"), card(s, "Z-005", 0)
    s.change_type(host, "artifact")
    s.settle()
    assert s.zone[sym] == Z_GRAVE and s.zone[host] == Z_BOARD


def test_rule_209_parasite_and_host_strike_each_other() -> None:
    """rules.yaml same_cell_adjacent (deckcheck's reading of 208.6 «рядом» with 209.2's
    one cell): a parasite and its host may strike each other."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-006", 1, "c3", on_host=True),
                 Put("Z-002", 1, "e6"))
    host, par = on(s, "c3"), card(s, "Z-006", 1)
    assert par in targets(s, A.STRIKE, host)


# --- seed 205: the graveyard -----------------------------------------------------------


def test_rule_205_2_graveyard_strips_acquired_properties_keeps_incarnation_tokens() -> None:
    """Seed 205.2: a card put into the graveyard loses every counter, marker and
    acquired property, except incarnation, incarnation tokens and the «X раз за бой /
    за ход» markers."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4"), Put("Z-002", 1, "e6"), SPARE)
    t = on(s, "c4")
    s.grant(t, "armour-2")
    assert s.ability(t, ABSORB) == 2
    s.add_marker(t, "incarnation", 2)
    s.add_marker(t, "counter", 3)
    s.wounds[t] = 3
    s.destroy(t)
    s.settle()
    assert s.zone[t] == Z_GRAVE and s.grave[1][-1] == t
    assert not s.ability(t, ABSORB) and s.wounds[t] == 0
    assert dict(s.markers[t] or {}) == {"incarnation": 2}


def test_rule_205_2_once_a_battle_use_is_kept_through_the_graveyard() -> None:
    """Seed 205.2: a card in the graveyard keeps its «Х раз за бой» markers: a
    once-a-battle ability used before it died is not offered after it incarnates."""
    s = position(Put("Z-022", 0, "c2"), Put("Z-002", 1, "e6"), SPARE)
    once = on(s, "c2")
    vow = actions_of(s, A.ABILITY, once)
    assert len(vow) == 1
    s.apply(vow[0])
    s.destroy(once)
    s.settle()
    assert s.zone[once] == Z_GRAVE
    do(s, A.END)
    do(s, A.END)  # seat 0's turn 5: it incarnates (one token)
    come_to(s, "c1")
    assert s.zone[once] == Z_BOARD, texts(s)
    do(s, A.END)
    do(s, A.END)  # turn 7: open, no first-turn weakness
    assert s.turn == 7 and s.can_act(once) and not s.closed[once]
    assert not actions_of(s, A.ABILITY, once), options(s)


# --- seed 110.3 (and 205.2): effects and how long they last -------------------------------


def test_rule_110_3_effect_with_no_printed_end_lasts_while_the_card_is_in_play() -> None:
    """Seeds 110.3 and 205.2 (rules.yaml effect_duration lasting): a keyword given with
    no printed end belongs to the card it was applied to and stays — over turns, and
    after the card that gave it has gone — until that card leaves play."""
    s = position(Put("Z-015", 0, "c2"), Put("Z-001", 0, "c3"), Put("Z-002", 1, "e6"))
    giver, ally = on(s, "c2"), on(s, "c3")
    do(s, A.ABILITY, giver, ally)
    assert s.ability(ally, ABSORB) == 1
    for _ in range(4):
        do(s, A.END)
    assert s.ability(ally, ABSORB) == 1
    s.destroy(giver)
    s.settle()
    assert s.ability(ally, ABSORB) == 1
    s.destroy(ally)
    s.settle()
    assert s.zone[ally] == Z_GRAVE and s.ability(ally, ABSORB) == 0


def test_rule_110_3_the_last_effect_giving_or_removing_an_ability_wins() -> None:
    """Seed 110.3: when effects give and remove an ability, the one applied last wins;
    an effect removing an ability removes every instance of it."""
    s = position(Put("Z-001", 0, "c3"), Put("VS-044", 0, "c2"), Put("Z-002", 1, "e6"))
    a, armoured = on(s, "c3"), on(s, "c2")  # Страж чертогов prints armour 1
    s.grant(a, "armour-1")
    s.remove_ability(a, "armour")
    assert s.ability(a, ABSORB) == 0
    s.grant(a, "armour-1")
    assert s.ability(a, ABSORB) == 1
    s.grant(armoured, "armour-1")
    s.remove_ability(armoured, "armour")
    assert s.ability(armoured, ABSORB) == 0  # the printed one and the given one


def test_rule_110_3_effect_durations_end_of_turn() -> None:
    """Seed 110.3 with a printed end («до конца хода», card-abilities until:
    end_of_turn): a strike bonus given for the turn is gone when the turn ends."""
    s = position(Put("Z-018", 0, "c2"), Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4", closed=True),
                 Put("Z-002", 1, "e6"), SPARE)
    chief, a, t = on(s, "c2"), on(s, "c3"), on(s, "c4")
    do(s, A.ABILITY, chief, a)
    s.queue_dice(1)
    do(s, A.STRIKE, a, t)
    assert s.wounds[t] == 3  # a weak hit, 1 + 2
    do(s, A.END)
    do(s, A.END)
    s.wounds[t] = 0
    s.closed[t] = True
    s.queue_dice(1)
    do(s, A.STRIKE, a, t)
    assert s.wounds[t] == 1


# --- seeds 106.2 and 108: elements and types -------------------------------------------------


def test_rule_106_2_elements_gain_become_lose() -> None:
    """Seed 106.2.1: gaining an element adds it; becoming a card of an element replaces
    them all; losing the last makes the card neutral. 106.2.4: a card cannot gain an
    element it has. 106.2.3: same element when one is shared, neutrals excepted."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "e6"), Put("NT-004", 1, "a6"))
    a, b, neutral = on(s, "c3"), on(s, "e6"), on(s, "a6")
    assert s.elements_of(a) == ("steppes",)
    assert not s.gain_element(a, "steppes")
    assert s.gain_element(a, "forests")
    assert set(s.elements_of(a)) == {"steppes", "forests"}
    assert s.same_element(a, b)
    s.become_element(a, "darkness")
    assert s.elements_of(a) == ("darkness",) and s.different_elements(a, b)
    s.lose_element(a, "darkness")
    assert s.elements_of(a) == ()
    assert not s.different_elements(a, neutral) and not s.same_element(a, neutral)


def test_rule_108_2_type_change_follows_the_type_and_comes_back() -> None:
    """Seed 108.2: a card changing type takes the base properties of the new type (a
    creature become equipment loses its strike and lives); losing the type with no new
    one brings the initial type back with its numbers."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "e6"), SPARE)
    a = on(s, "c3")
    s.change_type(a, "equipment")
    assert s.type_of(a) == "equipment" and s.strike[a] is None and s.lives_max[a] == 0
    s.restore_type(a)
    assert s.type_of(a) == "creature" and s.strike[a] == (1, 2, 3) and s.lives_max[a] == 20


# --- instants: when they may be used -------------------------------------------------------
#
# The seeds hold no text on priority; the comprehensive rules' «215 Стэк, приоритет и
# пас» is named in research §2.4's outline (its text was not retrieved), and the cards
# print instant actions usable «в любой момент» (Лихо одноглазое NT-009). Read plainly:
# after every action resolves, and at the end of each turn, each player gets priority
# and may use an instant. The engine opens windows (abilities/triggers.py WINDOWS) at
# its controller's own main phase, at the start of the opponent's turn, when an enemy
# simple strike at its side is declared and when the dice of a strike its side is in
# are rolled.


def _responder(*puts: Put, **kwargs: Any) -> tuple[State, int]:
    s = position(Put("Z-010", 1, "a6"), Put("Z-002", 1, "e6"), *puts, **kwargs)
    return s, on(s, "a6")


def _may_respond(s: State, zapper: int) -> bool:
    return s.current_player() == 1 and bool(actions_of(s, A.ABILITY, zapper))


def test_rule_215_instant_in_own_turn_as_an_action() -> None:
    """215 / «в любой момент»: a player may use its instant in its own turn."""
    s, zapper = _responder(Put("Z-001", 0, "a1"), active=1, turn=4)
    assert actions_of(s, A.ABILITY, zapper)


def test_rule_215_instant_at_the_start_of_the_opponents_turn() -> None:
    """215 / «в любой момент»: when the opponent's turn begins, the other player may
    use an instant before the opponent acts."""
    s, zapper = _responder(Put("Z-001", 0, "a1"), Put("Z-001", 0, "e1"), active=1, turn=4)
    do(s, A.END)
    assert s.active == 0 and _may_respond(s, zapper)


def test_rule_215_instant_in_answer_to_a_simple_strike() -> None:
    """215 / «в любой момент»: a player may answer an enemy simple strike at its
    creature (declared) with an instant."""
    s, zapper = _responder(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4"), SPARE)
    do(s, A.STRIKE, on(s, "c3"), on(s, "c4"))
    assert _may_respond(s, zapper)


def test_rule_215_instant_in_answer_to_a_shot() -> None:
    """215 / «в любой момент»: a player may answer any attack at its creature, a shot
    too, with an instant (before it resolves, or at least once it has)."""
    s, zapper = _responder(Put("Z-011", 0, "c2"), Put("Z-002", 1, "c5"), SPARE)
    do(s, A.SHOT, on(s, "c2"), on(s, "c5"))
    assert _may_respond(s, zapper)


def test_rule_215_instant_in_answer_to_an_attack_keyword() -> None:
    """215 / «в любой момент»: an attack keyword (strike through a row) may be answered
    with an instant like any attack."""
    s, zapper = _responder(Put("VS-002", 0, "c3"), Put("Z-002", 1, "c5"), SPARE)
    attacks = actions_of(s, A.ATTACK, on(s, "c3"))
    assert attacks, options(s)
    s.apply(attacks[0])
    assert _may_respond(s, zapper)


def test_rule_215_priority_after_every_resolution() -> None:
    """215: after every action resolves (here a move) the other player gets priority and
    may use an instant."""
    s, zapper = _responder(Put("Z-001", 0, "c2"), SPARE)
    do(s, A.MOVE, on(s, "c2"), cell("c3"))
    assert _may_respond(s, zapper)


def test_rule_215_priority_at_the_end_of_each_turn() -> None:
    """215: at the end of each turn each player gets priority: the non-active player may
    use an instant in the active player's turn before it ends."""
    s, zapper = _responder(Put("Z-001", 0, "c2"), SPARE)
    do(s, A.END)
    assert s.active == 0 and _may_respond(s, zapper)


# --- research §2.2: recruitment and crystals ---------------------------------------------


def _recruiting(deck_a: dict[str, int], deck_b: dict[str, int] | None = None) -> State:
    s = new_game(deck_a, deck_b or {"Z-001": 15}, seed=5, cards=_TABLE)
    assert s.current_player() == 0 and len(s.deal[0]) == 15
    return s


def _recruit(s: State, card_id: str) -> None:
    for a in actions_of(s, A.RECRUIT):
        if s.cards.ids[s.kinds[(a >> 4) & 255]] == card_id:
            s.apply(a)
            return
    raise AssertionError(f"cannot recruit {card_id}: {options(s)}")


def _can_recruit(s: State, card_id: str) -> bool:
    return any(s.cards.ids[s.kinds[(a >> 4) & 255]] == card_id
               for a in actions_of(s, A.RECRUIT))


def test_rule_2_2_crystals_first_24_22_second_25_23() -> None:
    """Research §2.2 (2023 relaunch): the First player has 24 gold and 22 silver
    crystals, the Second 25 and 23; each is dealt 15 cards."""
    s = _recruiting({"Z-001": 15})
    assert s.crystals(0) == (24, 22) and s.crystals(1) == (25, 23)


def test_rule_2_2_elite_cards_only_for_gold() -> None:
    """Research §2.2: elite cards can be bought only with gold; ordinary ones with gold
    or silver."""
    s = _recruiting({"Z-017": 15})
    for _ in range(4):
        _recruit(s, "Z-017")  # 4 × 5 = 20 gold
    assert s.crystals(0) == (4, 22)
    assert not _can_recruit(s, "Z-017")  # 22 silver left, but an elite needs gold
    s2 = _recruiting({"Z-001": 15})
    _recruit(s2, "Z-001")
    gold, silver = s2.crystals(0)
    assert gold + silver == 24 + 22 - 3


def test_rule_2_2_at_most_15_crystals_on_flyers() -> None:
    """Research §2.2 and seed 208: at most 15 crystals may be spent on flyers."""
    s = _recruiting({"Z-003": 15})
    for _ in range(5):
        _recruit(s, "Z-003")  # 5 × 3 = 15
    assert not _can_recruit(s, "Z-003")


def test_rule_2_2_element_penalty_one_gold_per_extra_element() -> None:
    """Research §2.2 (2023 relaunch): a squad of two or more elements pays 1 gold for
    each additional element."""
    s = _recruiting({"Z-001": 8, "Z-019": 7})
    _recruit(s, "Z-001")
    before = sum(s.crystals(0))
    _recruit(s, "Z-019")
    assert sum(s.crystals(0)) == before - 3 - 1


def test_rule_2_2_mulligan_costs_one_gold_at_most_three() -> None:
    """Research §2.2: a re-deal costs 1 gold (rules.yaml max_mulligans: 3, before the
    first card is recruited)."""
    s = _recruiting({"Z-001": 30})
    for n in range(1, 4):
        do(s, A.MULLIGAN)
        assert s.crystals(0) == (24 - n, 22) and len(s.deal[0]) == 15
    assert not actions_of(s, A.MULLIGAN)
    s2 = _recruiting({"Z-001": 30})
    _recruit(s2, "Z-001")
    assert not actions_of(s2, A.MULLIGAN)


# --- research §2.3: placement ------------------------------------------------------------


def _placing() -> State:
    s = new_game({"Z-001": 15}, {"Z-002": 15}, seed=2, cards=_TABLE)
    while s.phase == 0 or actions_of(s, A.RECRUIT) or actions_of(s, A.RECRUIT_BEST):
        s.apply(A.encode(A.RECRUIT_BEST) if actions_of(s, A.RECRUIT_BEST) else A.END)
    return s


def test_rule_2_3_first_player_fills_the_central_3x3_first() -> None:
    """Research §2.3: the First player fills the central 3×3 of its half first, then
    the free cells of its 2nd and 3rd rows, its 1st row last."""
    s = _placing()
    assert s.current_player() == 0
    cells = {a >> 12 for a in actions_of(s, A.PLACE)}
    assert cells == {cell(f"{c}{r}") for c in "bcd" for r in (1, 2, 3)}


def test_rule_2_3_second_player_first_row_and_centre() -> None:
    """Research §2.3: the Second player may use all 5 cells of its 1st row plus the
    central cells of its rows 2 and 3 first."""
    s = _placing()
    while s.current_player() == 0:
        s.apply(actions_of(s, A.PLACE)[0] if actions_of(s, A.PLACE) else A.END)
    cells = {a >> 12 for a in actions_of(s, A.PLACE)}
    assert cells == ({cell(f"{c}4") for c in "abcde"}
                     | {cell(f"{c}{r}") for c in "bcd" for r in (5, 6)})


def test_rule_2_4_second_player_reveals_its_hidden_row_at_its_first_turn() -> None:
    """Research §2.4: at the start of its first turn the Second player reveals all the
    cards of its 3rd row (rules.yaml hidden_row 3); the rest were revealed at placement."""
    s = _placing()
    while s.turn == 0:
        s.apply(s.legal_actions()[0])
    assert s.turn == 1 and s.active == 0
    hidden = [c for c in s.on_field(1) if s.face_down[c]]
    assert hidden and all(player_row(1, s.cell[c]) == 3 for c in hidden)
    assert not any(s.face_down[c] for c in s.on_field(0))
    s.apply(A.END)
    assert s.active == 1 and not any(s.face_down[c] for c in s.on_field(1))


# --- research §2.5: the end of the game ----------------------------------------------------


def test_rule_2_5_destroying_every_enemy_creature_wins_artifacts_do_not_count() -> None:
    """Research §2.5: the player who destroys all enemy creatures wins; artifacts and
    terrains do not count (IgorNick79 docs/04_battle.md)."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-013", 1, "c4", closed=True),
                 Put("Z-008", 1, "e6"), SPARE)
    s.queue_dice(1)
    do(s, A.STRIKE, on(s, "c3"), on(s, "c4"))
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.winner == 0 and outcome.reason == "annihilation"


def test_rule_2_5_a_creature_dies_when_its_wounds_reach_its_lives() -> None:
    """Research §2.5: a creature dies as soon as its wounds reach or exceed its lives;
    seed 205: it goes to its owner's graveyard."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-002", 1, "c4", closed=True, wounds=18),
                 Put("Z-002", 1, "e6"), SPARE)
    t = on(s, "c4")
    s.queue_dice(4)  # medium: 2, wounds 20 = lives 20
    do(s, A.STRIKE, on(s, "c3"), t)
    assert s.zone[t] == Z_GRAVE and t in s.grave[1]


# --- research §2.4: opening and stacking --------------------------------------------------


def test_rule_2_4_movement_restored_when_the_card_opens() -> None:
    """Research §2.4: movement points are restored at the start of its own turn «or when
    the card opens»."""
    s = position(Put("Z-001", 0, "c2"), Put("Z-021", 0, "a2"), Put("Z-002", 1, "c5", closed=True),
                 Put("Z-002", 1, "e6"), SPARE)
    a, opener, t = on(s, "c2"), on(s, "a2"), on(s, "c5")
    do(s, A.MOVE, a, cell("c3"))
    do(s, A.MOVE, a, cell("c4"))
    s.queue_dice(1)
    do(s, A.STRIKE, a, t)
    assert s.closed[a] and s.moves[a] == 0
    do(s, A.ABILITY, opener, a)
    assert not s.closed[a]
    assert s.moves[a] == 2 and actions_of(s, A.MOVE, a)


def test_rule_2_4_same_name_abilities_do_not_stack_the_largest_applies() -> None:
    """Research §2.4 (the 2023 basic rules): abilities of the same name do not stack;
    only the largest applies (poison 2 and poison 1 give poison 2)."""
    s = position(Put("VS-044", 0, "c2"), Put("Z-002", 1, "e6"), SPARE)
    guard = on(s, "c2")  # Страж чертогов prints armour 1
    s.grant(guard, "armour-3")
    assert s.ability(guard, ABSORB) == 3
    s.grant(guard, "armour-1")
    assert s.ability(guard, ABSORB) == 3


def test_rule_206_8_artifacts_neither_strike_nor_are_struck() -> None:
    """Seeds 206.8 and 208.6: only cards with a simple strike declare one, at creatures
    (rules.yaml strike_artifacts false); an artifact does not defend."""
    s = position(Put("Z-001", 0, "c3"), Put("Z-008", 1, "c4"), Put("Z-002", 1, "d4"),
                 Put("Z-008", 0, "b3"), SPARE)
    a = on(s, "c3")
    assert targets(s, A.STRIKE, a) == {on(s, "d4")}
    assert not actions_of(s, A.STRIKE, on(s, "b3"))


# --- ranges and distance (abilities.yaml shot; deckcheck's reading, the seeds are silent) --


def test_rule_ranges_a_shot_goes_at_a_card_not_next_to_it() -> None:
    """abilities.yaml shot (research/implementations: min range 2): a shot goes at an
    enemy creature not standing next to the shooter; any distance without a printed
    range."""
    s = position(Put("Z-011", 0, "c1"), Put("Z-002", 1, "c2"), Put("Z-002", 1, "a6"),
                 Put("Z-002", 1, "d3"), SPARE)
    shooter = on(s, "c1")
    assert targets(s, A.SHOT, shooter) == {on(s, "a6"), on(s, "d3")}


def test_rule_ranges_printed_range_counts_diagonal_steps_as_one() -> None:
    """A printed range («дальность 2») limits the shot to 2 cells, a diagonal step
    counting one (deckcheck's reading); a flyer is within any range (208.1)."""
    s = position(Put("Z-020", 0, "c1"), Put("Z-002", 1, "e3"), Put("Z-002", 1, "c4"),
                 Put("Z-002", 1, "a3"), Put("Z-004", 1, "air"), SPARE)
    shooter = on(s, "c1")
    assert targets(s, A.SHOT, shooter) == {on(s, "e3"), on(s, "a3"), card(s, "Z-004", 1)}


# --- replays of random seeded games: every step checked against the rules -----------------
#
# Random legal play from the bundled sample decks. The checks recompute what the rule
# says from the state before and after each decision and from the game's log, never
# from the engine's own predicates (can_act, the strike table object ...).

_STATS_ONLY = build_table(load_catalogue("berserk"), printed_stats_only=True)
_DICE = re.compile(r"^dice (-?\d+) vs (-?\d+) \(D [+-]?\d+\): (.*)$")
_DIE = re.compile(r"^die (-?\d+) against a closed card: (.*)$")
_TIER_WORDS = {WEAK: "weak", MEDIUM: "medium", STRONG: "strong"}


def _words(tier: int, counter: int | None, alt: tuple[int, int | None] | None,
           reducer: str) -> str:
    """The log's words for a result (State._result_words), from research §2.6's table."""
    words = "miss" if tier == MISS else f"{_TIER_WORDS[tier]} hit"
    if counter is not None:
        words += f", {_TIER_WORDS[counter]} counter-strike"
    if alt is not None:
        t2, c2 = alt
        other = "miss" if t2 == MISS else _TIER_WORDS[t2]
        if c2 is not None:
            other += f" and a {_TIER_WORDS[c2]} counter-strike"
        words += f" ({reducer} may take {other} instead)"
    return words


def _expected_words(a: int, d: int) -> str:
    tier, counter, alt = expected_opposed(a, d)
    return _words(tier, counter, alt, "the attacker" if a > d else "the defender")


class Audit:
    """One game replayed with random legal decisions, each step checked."""

    def __init__(self, seed: int, *, stats_only: bool,
                 decks: tuple[dict[str, int], dict[str, int]] | None = None) -> None:
        deck_a, deck_b = decks or GAME.sample_decks()
        if seed % 2:
            deck_a, deck_b = deck_b, deck_a
        self.stats_only = stats_only
        self.s = new_game(deck_a, deck_b, seed=seed, log=True,
                          cards=_STATS_ONLY if stats_only else None)
        self.rng = random.Random(seed)
        self.seen_log = 0
        #: The turn each card last came under its controller's control on the field.
        self.entered: dict[int, int] = {}
        self.where: dict[int, tuple[int, int]] = {}
        self.graves: tuple[list[int], list[int]] = ([], [])
        self.turn_checked = -1
        self.strikes_checked = 0
        self.moves_checked = 0
        self.acts_checked = 0
        self.dice_checked = 0
        self.pending: dict[str, Any] | None = None
        self.declared = (-1, -1)
        self.defended: set[tuple[int, int]] = set()
        self.problems: list[str] = []

    def fail(self, text: str) -> None:
        s = self.s
        self.problems.append(f"turn {s.turn}: {text}")

    # -- the state between decisions --------------------------------------------------

    def note_field(self) -> None:
        """Which cards are on the field under whose control; what entered since."""
        s = self.s
        now = {c: (s.ctrl[c], s.zone[c]) for c in s.on_field()}
        for c, (ctrl, _) in now.items():
            before = self.where.get(c)
            if before is None or before[0] != ctrl:
                self.entered[c] = s.turn
        self.where = now

    def check_state(self) -> None:
        s = self.s
        cards = s.cards
        for c in s.on_field():
            kind = s.kinds[c]
            if s.ctype[c] == CREATURE and s.wounds[c] >= s.lives_max[c] > 0:
                self.fail(f"{s.label(c)} has {s.wounds[c]} wounds of {s.lives_max[c]} "
                          "and is still in play (research §2.5)")
            g = s.guest[c] if s.zone[c] == Z_BOARD else -1
            if g >= 0 and (s.is_flyer(c) or s.host[g] != c):
                self.fail(f"{s.label(g)} is a symbiote on a flyer or a wrong host (209.4)")
            if s.zone[c] == Z_EXTRA and not s.is_flyer(c) and cards.types[kind] == CREATURE:
                self.fail(f"{s.label(c)} in the additional zone is no flyer (208.1)")
            if s.zone[c] == Z_BOARD and s.is_flyer(c) and not s.face_down[c]:
                self.fail(f"revealed flyer {s.label(c)} on a cell (208.1)")
        for seat in (0, 1):
            grave = s.grave[seat]
            if any(s.owners[c] != seat for c in grave):
                self.fail("a card in a graveyard other than its owner's (205.2)")
            old = self.graves[seat]
            if self.stats_only and grave[:len(old)] != old:
                self.fail("the graveyard's order changed (205.2)")
            self.graves[seat][:] = list(grave)
        if s.turn > 0 and not s.is_terminal() and s.phase != 0:
            for seat in (0, 1):
                if not any(s.ctype[c] == CREATURE for c in s.on_field(seat)):
                    self.fail(f"seat {seat} has no creature and the game goes on (§2.5)")
        # The first decision of a turn in its main phase: everything of the active
        # player is open and has its movement back (research §2.4).
        if s.phase == MAIN and s.turn != self.turn_checked and s.current_player() == s.active:
            self.turn_checked = s.turn
            if self.stats_only:
                for c in s.on_field(s.active):
                    if s.closed[c]:
                        self.fail(f"{s.label(c)} stays closed at its turn's start (§2.4)")
                    if s.zone[c] == Z_BOARD and s.host[c] < 0 and s.move_max[c] > 0 \
                            and s.moves[c] != s.move_max[c]:
                        self.fail(f"{s.label(c)} has {s.moves[c]} of {s.move_max[c]} "
                                  "movement at its turn's start (§2.4)")

    # -- one decision --------------------------------------------------------------------

    def check_action(self, action: int) -> None:
        s = self.s
        op, c, t = A.decode(action)
        acting = op in (A.STRIKE, A.SHOT, A.ATTACK, A.CLOSE_FOR_FLYER) or (
            op == A.ABILITY and s.phase == MAIN and s.current_player() == s.active)
        if acting:
            self.acts_checked += 1
            dash = "dash" in s.cards.keywords[s.kinds[c]] or s.has_keyword(c, "dash")
            if self.entered.get(c, 0) == s.turn and s.turn > 0 and not dash:
                self.fail(f"{s.describe(action)}: {s.label(c)} came under its player's "
                          "control this turn and has no Dash (107.5)")
        if op == A.MOVE:
            self.moves_checked += 1
            x = s.cell[c]
            if self.stats_only and t not in NEIGHBOURS4[x]:
                self.fail(f"{s.describe(action)}: not an orthogonal step (§2.4)")
            if s.cells[t] >= 0:
                self.fail(f"{s.describe(action)}: onto a taken cell (§2.4)")
            if s.moves[c] < 1:
                self.fail(f"{s.describe(action)}: no movement left (§2.4)")
        if op == A.STRIKE:
            self.strikes_checked += 1
            ok = (s.zone[c] == Z_EXTRA  # a flyer strikes anywhere (208.1)
                  or (s.zone[t] == Z_EXTRA and s.flyer_ready[c] >= 0)  # 208.6
                  or (s.zone[t] == Z_BOARD and distance(s.cell[c], s.cell[t]) <= 1))
            if not ok:
                self.fail(f"{s.describe(action)}: not at a neighbour (208.6)")
            if s.closed[c] or s.face_down[c]:
                self.fail(f"{s.describe(action)}: a closed or face-down card strikes (§2.4)")
        if op == A.STRIKE:
            self.declared = (c, t)
        if op == A.DEFEND:
            if s.closed[c]:
                self.fail(f"{s.describe(action)}: a closed defender (107.3)")
            if s.ctrl[c] == s.active:
                self.fail(f"{s.describe(action)}: a defender in its own turn (107.3)")
            key = (s.turn, c)
            unlimited = s.has_keyword(c, "unlimited_defender")
            if key in self.defended and not unlimited:
                self.fail(f"{s.describe(action)}: a second defence this turn (107.3)")
            self.defended.add(key)
            a, t = self.declared
            if self.stats_only and s.zone[a] == Z_BOARD and s.zone[t] == Z_BOARD and (
                    distance(s.cell[c], s.cell[a]) > 1 or distance(s.cell[c], s.cell[t]) > 1):
                self.fail(f"{s.describe(action)}: the defender is not next to both the "
                          "attacker and the target (107.3, research §2.6)")

    def run(self, max_steps: int = 4000) -> None:
        s = self.s
        assert s.crystals(0) == (24, 22) and s.crystals(1) == (25, 23), "§2.2 crystals"
        steps = 0
        while not s.is_terminal() and steps < max_steps:
            self.note_field()
            self.check_state()
            legal = s.legal_actions()
            action = self.rng.choice(legal)
            self.check_action(action)
            wounds = {c: s.wounds[c] for c in s.on_field()}
            hosts = {c: s.host[c] for c in s.on_field() if s.host[c] >= 0}
            op, c, t = A.decode(action)
            if op == A.STRIKE and self.stats_only:
                self.pending = {"attacker": c, "victim": t, "reduce": False,
                                "wounds": wounds, "hosts": hosts,
                                "open": not s.closed[t] and not s.face_down[t]}
            elif self.pending is not None and op == A.DEFEND:
                self.pending["victim"] = c
                self.pending["open"] = not s.closed[c] and not s.face_down[c]
            elif self.pending is not None and op == A.REDUCE:
                self.pending["reduce"] = True
            s.apply(action)
            steps += 1
            self.read_log()
            if self.pending is not None and s.phase not in (DEFEND, EXCHANGE):
                self.settle_strike()
            if s.phase in (0,) and s.current_player() in (0, 1):  # recruitment
                for seat in (0, 1):
                    gold, silver = s.crystals(seat)
                    if gold < 0 or silver < 0:
                        self.fail("crystals below zero in recruitment (§2.2)")
        self.check_end()

    def read_log(self) -> None:
        s = self.s
        log = s.log or []
        for event in log[self.seen_log:]:
            text = event.text
            m = _DICE.match(text)
            if m:
                self.dice_checked += 1
                a, d = int(m.group(1)), int(m.group(2))
                if m.group(3) != _expected_words(a, d):
                    self.fail(f"dice {a} vs {d}: the engine says {m.group(3)!r}, "
                              f"research §2.6 {_expected_words(a, d)!r}")
                if self.pending is not None:
                    self.pending["dice"] = (a, d)
                continue
            m = _DIE.match(text)
            if m:
                self.dice_checked += 1
                a = int(m.group(1))
                want = _words(expected_unopposed(a), None, None, "")
                if m.group(2) != want:
                    self.fail(f"die {a} at a closed card: {m.group(2)!r}, research §2.6 "
                              f"{want!r}")
                if self.pending is not None:
                    self.pending["dice"] = (a, None)
        self.seen_log = len(log)

    def settle_strike(self) -> None:
        s = self.s
        ctx, self.pending = self.pending, None
        assert ctx is not None
        if "dice" not in ctx:
            return
        a, v = ctx["attacker"], ctx["victim"]
        aroll, droll = ctx["dice"]
        if ctx["open"] != (droll is not None):
            self.fail(f"{s.label(v)} {'open' if ctx['open'] else 'closed'} but the dice "
                      f"were {ctx['dice']} (107.4: an open creature exchanges strikes)")
        if droll is None:
            tier, counter, alt = expected_unopposed(aroll), None, None
        else:
            tier, counter, alt = expected_opposed(aroll, droll)
        if ctx["reduce"]:
            assert alt is not None
            tier, counter = alt
        strikes = s.cards.strikes
        to_v = 0 if tier == MISS else strikes[s.kinds[a]][tier]
        values_v = strikes[s.kinds[v]]
        to_a = 0 if counter is None or values_v is None else values_v[counter]
        for card_, dealt in ((v, to_v), (a, to_a)):
            had = ctx["wounds"].get(card_, 0)
            if s.zone[card_] in (Z_BOARD, Z_EXTRA):
                if s.wounds[card_] != had + dealt:
                    self.fail(f"{s.label(card_)} took {s.wounds[card_] - had}, the table "
                              f"says {dealt} (dice {ctx['dice']}, research §2.6)")
            elif had + dealt < s.cards.lives[s.kinds[card_]] and not (
                    card_ in ctx["hosts"]  # a symbiote dies with its host (209.4)
                    and s.zone[ctx["hosts"][card_]] not in (Z_BOARD, Z_EXTRA)):
                self.fail(f"{s.label(card_)} died of {had + dealt} wounds (§2.5)")

    def check_end(self) -> None:
        s = self.s
        outcome = s.outcome()
        if outcome is None:
            return
        alive = [any(s.ctype[c] == CREATURE for c in s.on_field(seat)) for seat in (0, 1)]
        if outcome.reason == "annihilation":
            w = outcome.winner
            assert w is not None
            if not alive[w] or alive[1 - w]:
                self.fail(f"annihilation won by seat {w} with creatures {alive} (§2.5)")
        elif outcome.reason == "mutual_annihilation" and any(alive):
            self.fail("a mutual annihilation with creatures left (§2.5)")


def _audit(seeds: range, *, stats_only: bool) -> list[Audit]:
    audits = []
    for seed in seeds:
        audit = Audit(seed, stats_only=stats_only)
        audit.run()
        audits.append(audit)
    return audits


@pytest.fixture(scope="module")
def stats_games() -> list[Audit]:
    return _audit(range(40), stats_only=True)


@pytest.fixture(scope="module")
def ability_games() -> list[Audit]:
    return _audit(range(40), stats_only=False)


def _problems(games: list[Audit], tag: str) -> list[str]:
    return [f"seed {seed}: {p}" for seed, game in enumerate(games) for p in game.problems
            if tag in p]


def test_rule_2_6_replayed_dice_follow_the_table(stats_games: list[Audit],
                                                 ability_games: list[Audit]) -> None:
    """Research §2.6: in 80 random games every simple strike's dice (the log's totals)
    give the table's result, and (printed stats only) the wounds each side took are the
    strike values of those tiers; research §2.5: a creature dies when its wounds reach
    its lives, not before."""
    assert sum(g.dice_checked for g in stats_games + ability_games) > 1000
    assert _problems(stats_games + ability_games, "§2.6") == []
    assert _problems(stats_games, "§2.5") == []


def test_rule_2_4_replayed_moves_and_turn_starts(stats_games: list[Audit],
                                                 ability_games: list[Audit]) -> None:
    """Research §2.4: every move is one orthogonal step onto a free cell with movement
    left; every turn starts with the active player's cards open and their movement back;
    a closed card never strikes."""
    assert sum(g.moves_checked for g in stats_games) > 1000
    assert _problems(stats_games + ability_games, "§2.4") == []


def test_rule_208_replayed_strikes_only_at_neighbours_flyers_in_the_air(
        stats_games: list[Audit], ability_games: list[Audit]) -> None:
    """Seeds 208.1 and 208.6: a simple strike from the battlefield goes at a neighbour
    (a flyer only after closing for it); revealed flyers are in the additional zone."""
    assert sum(g.strikes_checked for g in stats_games) > 500
    assert _problems(stats_games + ability_games, "208") == []


def test_rule_209_and_205_replayed_symbiotes_and_graveyards(
        stats_games: list[Audit], ability_games: list[Audit]) -> None:
    """Seeds 209.4 and 205.2: no symbiote on a flyer or a host it is not on; every card
    in its owner's graveyard, whose order never changes."""
    assert _problems(stats_games + ability_games, "209") == []
    assert _problems(stats_games + ability_games, "205") == []


def test_rule_2_5_replayed_game_ends(stats_games: list[Audit],
                                     ability_games: list[Audit]) -> None:
    """Research §2.5: a game goes on while both sides have a creature and is won by the
    side that destroyed every enemy creature."""
    assert _problems(stats_games + ability_games, "§2.5") == []
    reasons = [outcome.reason for g in stats_games if (outcome := g.s.outcome())]
    assert reasons.count("annihilation") > 20


def test_rule_2_2_replayed_recruitment_crystals(stats_games: list[Audit]) -> None:
    """Research §2.2: every game starts with 24/22 and 25/23 crystals and no
    recruitment spends more than that."""
    assert _problems(stats_games, "§2.2") == []


def test_rule_107_5_replayed_games_stats_only(stats_games: list[Audit]) -> None:
    """Seed 107.5: in games of printed stats no creature attacks in the turn it came
    under its player's control without Dash."""
    assert sum(g.acts_checked for g in stats_games) > 500
    assert _problems(stats_games, "107.5") == []


def test_rule_107_5_replayed_games_with_abilities(ability_games: list[Audit]) -> None:
    """Seed 107.5: in games with the encoded abilities (incarnation, revival, control)
    no creature attacks or uses an activated ability in the turn it came under its
    player's control without Dash."""
    assert _problems(ability_games, "107.5") == []


def test_rule_107_3_replayed_defenders(stats_games: list[Audit],
                                       ability_games: list[Audit]) -> None:
    """Seed 107.3: only an open creature steps in as a defender, once in the opponent's
    turn (unless Многократная защита), next to both the attacker and the target
    (research §2.6)."""
    assert _problems(stats_games + ability_games, "107.3") == []


def test_rule_107_4_replayed_counter_strikes_only_by_open_creatures(
        stats_games: list[Audit]) -> None:
    """Seed 107.4: the struck creature rolls and may counter-strike exactly when it is
    open (a face-down card is struck as a closed one, rules.yaml face_down_targets)."""
    assert _problems(stats_games, "107.4") == []


def test_rule_2_6_a_strike_whose_attacker_dies_at_its_declaration_is_void() -> None:
    """Research §2.6 (deckcheck's reading): a simple strike needs its attacker and the card
    it goes at in play when its dice are thrown; an ability answering the declaration that
    destroys the attacker (NT-197's heat at a flyer) voids it, and the game goes on with no
    dead card left in play (found by the random games of test_properties)."""
    s = position(Put("NT-197", 1, "air"), Put("NT-008", 0, "air"), SPARE,
                 Put("Z-002", 1, "e6"))
    condor, phoenix = card(s, "NT-008", 0), card(s, "NT-197", 1)
    s.wounds[condor] = s.lives_max[condor] - 1  # the heat's weakest wound destroys it
    s.queue_dice(6, 3, 1)  # the heat; then dice 3 vs 1: a hit the exchange would ask about
    do(s, A.STRIKE, condor, phoenix)
    s.check_invariants()
    assert s.zone[condor] == Z_GRAVE and s.wounds[phoenix] == 0 and s.phase == MAIN


def test_rule_2_6_a_strike_void_at_its_declaration_opens_no_window() -> None:
    """The same with an instant of the declared window on the struck side (NT-110's cold
    mud): the strike is void before that window, which does not open on it (found by the
    random games of test_properties: the window opened, the dead attacker in play)."""
    s = position(Put("NT-197", 1, "air"), Put("NT-008", 0, "air"), SPARE,
                 Put("Z-002", 1, "e6"), Put("NT-110", 1, "air"))
    condor, phoenix = card(s, "NT-008", 0), card(s, "NT-197", 1)
    s.wounds[condor] = s.lives_max[condor] - 1
    s.queue_dice(6, 3, 1)
    do(s, A.STRIKE, condor, phoenix)
    s.check_invariants()
    assert s.zone[condor] == Z_GRAVE and s.phase == MAIN and s.to_move == 0
