"""Instant actions offered as the rules say (rules.yaml instant_windows): after each action
of the opponent resolves, at the end of each turn, and in answer to every attack kind
(a simple strike, a shot, a throw, a discharge, a magic or special strike) and to the die
an ability throws — and never in a game where no seat holds a usable instant.

Cards: NT-009 (Лихо одноглазое), NT-182 (Оруженосец), VS-181 (Ловец удачи) and the
instants whose windows stay as printed (VS-038, VS-005). Only the public API.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.abilities import AbilityError, compile_ability
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import MAIN, OVER, RESPOND, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table_with,
)
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    give_counters,
    offered,
    position,
    strike,
)

PASS = "no instant action"


def pass_windows(s: State) -> None:
    """Every seat asked uses no instant action, until the active player's main phase."""
    while s.phase == RESPOND:
        act(s, PASS)


# --- the resolved window: after each action of the opponent ------------------------------


def eye_in_the_opponents_turn(*puts: Put) -> tuple[State, int]:
    """Seat 0 holds Лихо одноглазое (NT-009, two instants); seat 1's turn has begun and
    its start-of-turn window is passed."""
    s = position(Put("NT-009", 0, "b1"), *puts, SPARE_0, SPARE_1)
    act(s, "end the turn")
    pass_windows(s)
    assert s.active == 1 and s.phase == MAIN
    return s, card(s, "NT-009", 0)


def test_nt_009_the_shriek_is_offered_once_an_enemy_strike_resolved() -> None:
    s, eye = eye_in_the_opponents_turn(Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"))
    friend, foe = card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(foe)} strikes {s.at(friend)}")
    while not s.wounds[friend]:  # its windows before the damage (declared, rolled)
        assert s.phase != MAIN
        s.apply(s.legal_actions()[-1])
    assert s.phase == RESPOND and s.to_move == 0 and s.active == 1  # seat 1's turn
    act(s, f"{s.at(eye)} uses «mad shriek» on {s.at(foe)}")
    assert s.wounds[foe] == 1 and s.closed[eye]
    assert s.phase == MAIN and s.to_move == 1


def test_nt_009_the_shriek_is_offered_once_an_enemy_move_resolved() -> None:
    s, eye = eye_in_the_opponents_turn(Put("VS-117", 1, "c4"))
    foe = card(s, "VS-117", 1)
    act(s, f"move {s.at(foe)} to c5")
    assert s.phase == RESPOND and s.to_move == 0
    assert offered(s, f"{s.at(eye)} uses «mad shriek» on {s.at(foe)}")
    act(s, PASS)
    assert s.phase == MAIN and s.to_move == 1  # passing gives the turn back


def test_nt_009_no_window_once_its_instants_are_spent() -> None:
    s, eye = eye_in_the_opponents_turn(Put("VS-117", 1, "c4"), Put("VS-117", 1, "d4"))
    first, second = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, f"move {s.at(first)} to c5")
    act(s, f"{s.at(eye)} uses «mad shriek» on {s.at(first)}")  # closed: both spent
    act(s, f"move {s.at(second)} to d5")
    assert s.phase == MAIN and s.to_move == 1  # nothing usable: no window opens


def test_nt_009_no_window_after_its_own_players_actions() -> None:
    s = position(Put("NT-009", 0, "b1"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c6"),
                 SPARE_0, SPARE_1)
    act(s, f"move {s.at(card(s, 'VS-001', 0))} to c4")
    assert s.phase == MAIN and s.to_move == 0  # its own turn: it acts in its main phase


# --- the turn_end window ----------------------------------------------------------------------


def test_nt_009_the_shriek_at_the_end_of_the_opponents_turn_and_again_in_its_own() -> None:
    s, eye = eye_in_the_opponents_turn(Put("VS-117", 1, "c4"))
    foe = card(s, "VS-117", 1)
    act(s, "end the turn")
    assert s.phase == RESPOND and s.to_move == 0 and s.active == 1  # seat 1's turn ends
    act(s, f"{s.at(eye)} uses «mad shriek» on {s.at(foe)}")
    assert s.wounds[foe] == 1
    assert s.active == 0 and s.phase == MAIN  # its turn: the eye opened again
    assert not s.closed[eye]
    assert offered(s, f"{s.at(eye)} uses «mad shriek» on {s.at(foe)}")


def test_nt_009_the_eye_at_the_end_of_the_turn_pins_for_that_turn_only() -> None:
    s, eye = eye_in_the_opponents_turn(Put("VS-117", 1, "c4"))
    foe = card(s, "VS-117", 1)
    act(s, "end the turn")
    act(s, f"{s.at(foe)} takes «-9 movement» from {s.at(eye)}")
    act(s, f"{s.at(foe)} takes «-9 movement» from {s.at(eye)}")  # seat 1 picks the pin
    assert s.active == 0 and s.wounds[foe] == 0
    act(s, "end the turn")
    pass_windows(s)
    assert any(o.startswith(f"move {s.at(foe)}") for o in options(s))  # the turn ended


def test_no_turn_end_window_for_the_player_who_ended_its_turn() -> None:
    s = position(Put("NT-009", 0, "b1"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    act(s, "end the turn")
    # The next question to seat 0 is the start of seat 1's turn, not the end of its own.
    assert s.phase == RESPOND and s.to_move == 0 and s.active == 1


# --- aimed: answers to every attack kind (NT-182) ------------------------------------------


def squire_guards(attacker: str, at: str) -> tuple[State, int, int, int]:
    s = position(Put("NT-182", 0, "b3"), Put("VS-001", 0, "c3"), Put(attacker, 1, at),
                 SPARE_0, SPARE_1, active=1)
    return s, card(s, "NT-182", 0), card(s, "VS-001", 0), card(s, attacker, 1)


@pytest.mark.parametrize(("attacker", "at", "attack", "damage"), [
    ("X-021", "c5", "Метание (throw)", 2),
    ("X-020", "c5", "Разряд (discharge)", 2),
    ("X-022", "c4", "Магический удар (magic strike)", 2),
])
def test_nt_182_takes_over_a_throw_a_discharge_and_a_magic_strike(
        attacker: str, at: str, attack: str, damage: int) -> None:
    s, squire, friend, foe = squire_guards(attacker, at)
    act(s, f"{s.at(foe)} uses {attack} on {s.at(friend)}")
    act(s, f"{s.at(squire)} uses «squire's duty»")
    assert s.wounds[friend] == 0 and s.wounds[squire] == damage


def test_nt_182_takes_over_a_special_strike() -> None:
    s, squire, friend, gargant = squire_guards("NT-064", "c4")
    give_counters_to(s, gargant, 3)
    s.queue_dice(6)  # strong: 6
    act(s, f"{s.at(gargant)} uses «flail» on {s.at(friend)}")
    act(s, f"{s.at(squire)} uses «squire's duty»")
    assert s.wounds[friend] == 0 and s.wounds[squire] == 6


def test_nt_182_once_a_turn_across_attack_kinds() -> None:
    s = position(Put("NT-182", 0, "b3"), Put("VS-001", 0, "c3"), Put("X-003", 1, "c5"),
                 Put("X-021", 1, "d5"), SPARE_0, SPARE_1, active=1)
    squire, friend = card(s, "NT-182", 0), card(s, "VS-001", 0)
    archer, thrower = card(s, "X-003", 1), card(s, "X-021", 1)
    act(s, f"{s.at(archer)} shoots {s.at(friend)}")
    act(s, f"{s.at(squire)} uses «squire's duty»")
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(friend)}")
    assert s.phase == MAIN and s.to_move == 1  # used this turn: no window for the throw
    assert s.wounds[friend] == 2 and s.wounds[squire] == 2


def test_nt_182_not_for_a_shot_at_a_friend_far_from_it() -> None:
    s = position(Put("NT-182", 0, "a1"), Put("VS-001", 0, "c3"), Put("X-003", 1, "c5"),
                 SPARE_1, active=1)
    friend, archer = card(s, "VS-001", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(friend)}")
    assert s.phase == MAIN and s.wounds[friend] == 2


def test_vs_038_the_magic_trick_answers_simple_strikes_only() -> None:
    # Its window is printed for a simple strike (declared): a shot opens none for it.
    s = position(Put("VS-038", 0, "b3"), Put("VS-001", 0, "c3"), Put("X-003", 1, "c5"),
                 SPARE_0, SPARE_1, active=1)
    friend, archer = card(s, "VS-001", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(friend)}")
    assert s.phase == MAIN and s.wounds[friend] == 2


def test_an_answer_that_destroys_the_shooter_stops_its_shot() -> None:
    s, eye = eye_in_the_opponents_turn(Put("VS-001", 0, "c3"), Put("X-003", 1, "c5"))
    friend, archer = card(s, "VS-001", 0), card(s, "X-003", 1)
    s.wound(archer, s.lives_max[archer] - 1)
    act(s, f"{s.at(archer)} shoots {s.at(friend)}")
    assert s.phase == RESPOND and s.to_move == 0  # aimed: before the shot acts
    act(s, f"{s.at(eye)} uses «mad shriek» on {s.at(archer)}")
    while s.phase not in (MAIN, OVER):
        s.apply(s.legal_actions()[-1])
    assert s.wounds[friend] == 0 and archer not in s.on_field(1)


# --- thrown: the die of an ability on one target (VS-181) ----------------------------------


def give_counters_to(s: State, c: int, n: int) -> None:
    """``c`` (of the active seat or not) has ``n`` counters, seen by the next listing."""
    s.set_counters(c, n)
    spare = card(s, "VS-011", s.active)
    act(s, f"move {s.at(spare)} to {'b1' if s.active == 0 else 'd6'}")
    pass_windows(s)


def test_vs_181_luck_throws_the_die_of_a_tiered_shot_again() -> None:
    s = position(Put("VS-181", 0, "a3"), Put("VS-017", 0, "c2"), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1)
    lucky, crossbow, foe = card(s, "VS-181", 0), card(s, "VS-017", 0), card(s, "VS-117", 1)
    shot = next(o for o in options(s) if o.startswith(f"{s.at(crossbow)} uses «wound-up"))
    s.queue_dice(1, 6)  # a miss, thrown again: a 6
    act(s, shot)
    act(s, f"{s.at(lucky)} uses «luck (again)» on {s.at(crossbow)}")
    assert s.wounds[foe] > 0 and s.closed[lucky]


def test_vs_181_luck_not_offered_when_it_is_closed() -> None:
    s = position(Put("VS-181", 0, "a3"), Put("NT-064", 0, "c3"), Put("VS-117", 1, "c4"),
                 Put("VS-117", 1, "a4"), SPARE_0, SPARE_1)
    lucky, gargant = card(s, "VS-181", 0), card(s, "NT-064", 0)
    vail, other = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    strike(s, lucky, other, 1, 1)  # its action: it closes
    assert s.closed[lucky]
    give_counters(s, gargant, 3)
    s.queue_dice(5)  # a medium 4, and no window: the throw acts at once
    act(s, f"{s.at(gargant)} uses «flail» on {s.at(vail)}")
    # Nothing left to do: the turn ended with no window (the next question is the
    # start-of-turn opening of VS-181 in the opponent's turn).
    assert s.wounds[vail] == 4 and s.active == 1 and s.phase != RESPOND


def test_vs_181_luck_lowers_the_die_of_an_enemy_special_strike() -> None:
    s = position(Put("VS-181", 0, "a3"), Put("VS-001", 0, "c3"), Put("NT-064", 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    lucky, friend, gargant = card(s, "VS-181", 0), card(s, "VS-001", 0), card(s, "NT-064", 1)
    give_counters_to(s, gargant, 3)
    s.queue_dice(4)  # a medium 4; -1: a 3 is weak 3
    act(s, f"{s.at(gargant)} uses «flail» on {s.at(friend)}")
    assert s.to_move == 0  # the side it is at throws no die, but may change this one
    act(s, f"{s.at(lucky)} uses «luck (-1)» on {s.at(gargant)}")
    assert s.wounds[friend] == 3


def test_vs_005_the_gift_makes_simple_strikes_strong_not_an_abilitys_die() -> None:
    s = position(Put("VS-005", 0, "a3"), Put("NT-064", 0, "c3"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    gargant, vail = card(s, "NT-064", 0), card(s, "VS-117", 1)
    give_counters(s, gargant, 3)
    s.queue_dice(5)
    act(s, f"{s.at(gargant)} uses «flail» on {s.at(vail)}")
    assert s.phase == MAIN and s.wounds[vail] == 4  # its window is the simple strike's


# --- games without a usable instant pay nothing ------------------------------------------


def random_game(*puts: Put, steps: int, seed: int) -> list[int]:
    """The phases of ``steps`` random decisions from an arranged position."""
    s = position(*puts, SPARE_0, SPARE_1)
    rng = random.Random(seed)
    phases = []
    for _ in range(steps):
        if s.phase == OVER:
            break
        phases.append(s.phase)
        s.apply(rng.choice(s.legal_actions()))
    return phases


def test_a_game_without_instants_never_opens_a_window() -> None:
    for seed in range(5):
        phases = random_game(Put("VS-001", 0, "c3"), Put("X-003", 0, "b2"),
                             Put("VS-117", 1, "c4"), Put("X-021", 1, "d5"),
                             steps=120, seed=seed)
        assert RESPOND not in phases


def test_a_game_with_an_instant_opens_windows() -> None:
    phases = random_game(Put("NT-009", 0, "b1"), Put("VS-001", 0, "c3"),
                         Put("VS-117", 1, "c4"), steps=60, seed=1)
    assert RESPOND in phases


def test_random_games_full_of_instants_keep_the_invariants() -> None:
    # Every window kind opens in these games; a listing taken from an earlier one is
    # checked against a fresh one (the tests' cross_check), the state's invariants too.
    heavy = {"NT-009": 2, "NT-182": 3, "VS-181": 3, "NT-074": 3, "NT-075": 2, "VS-038": 2,
             "NT-064": 3, "VS-017": 3, "NT-080": 3, "VS-005": 2}
    other = {"NT-074": 3, "NT-182": 3, "VS-147": 3, "VS-174": 3, "NT-093": 3, "NT-125": 3,
             "VS-025": 3, "NT-110": 3, "VS-031": 3, "VS-065": 3}
    seen: set[str] = set()
    for seed in range(6):
        s = new_game(heavy, other, seed=seed) if seed % 2 else new_game(other, heavy, seed=seed)
        rng = random.Random(seed)
        for step in range(3000):
            if s.is_terminal():
                break
            if s.phase == RESPOND:
                seen.add(s.responding[0][0])
            s.apply(rng.choice(s.legal_actions()))
            if step % 20 == 0:
                s.check_invariants()
        assert s.is_terminal()
    assert {"resolved", "turn_end", "aimed", "thrown"} <= seen


# --- the language: window names are checked ---------------------------------------------


@pytest.mark.parametrize("record", [
    {"trigger": "instant", "window": "sometimes", "effects": [{"wound": 1}],
     "target": {"side": "enemy"}},
    {"trigger": "instant", "window": [], "effects": [{"wound": 1}],
     "target": {"side": "enemy"}},
    {"trigger": "instant", "window": ["resolved", "turn_end"], "effects": [{"redirect": True}]},
    {"trigger": "tap", "window": "aimed", "effects": [{"wound": 1}],
     "target": {"side": "enemy"}},
])
def test_window_records_the_engine_cannot_play_are_refused(record: dict[str, Any]) -> None:
    with pytest.raises(AbilityError, match="window"):
        compile_ability(record, "X-999")


def test_the_new_windows_compile_and_name_themselves() -> None:
    ability = compile_ability({"trigger": "instant", "window": ["aimed", "thrown"],
                               "effects": [{"die": 1}], "target": {"side": "any"}}, "X-999")
    assert ability.windows == frozenset({"aimed", "thrown"})
    assert "[aimed, thrown]" in ability.describe()


# --- NT-074 Разведчик эльфов: instant shot 1; instant: an enemy creature that moves takes 2 --


def scout_in_the_opponents_turn(*puts: Put) -> tuple[State, int]:
    s = position(Put("NT-074", 0, "b2"), *puts, SPARE_0, SPARE_1)
    act(s, "end the turn")
    pass_windows(s)
    assert s.active == 1 and s.phase == MAIN
    return s, card(s, "NT-074", 0)


def test_nt_074_the_interception_wounds_the_creature_that_just_moved() -> None:
    s, scout = scout_in_the_opponents_turn(Put("VS-117", 1, "c5"), Put("VS-117", 1, "d5"))
    walker, stander = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, f"move {s.at(walker)} to c4")
    assert not offered(s, f"{s.at(scout)} uses «interception» on {s.at(stander)}")
    act(s, f"{s.at(scout)} uses «interception» on {s.at(walker)}")
    assert s.wounds[walker] == 2 and s.closed[scout]
    assert s.phase == MAIN and s.to_move == 1


def test_nt_074_the_interception_answers_a_move_not_a_strike() -> None:
    s, scout = scout_in_the_opponents_turn(Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"))
    friend, foe = card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(1, 1)
    act(s, f"{s.at(foe)} strikes {s.at(friend)}")
    while s.phase != MAIN:
        assert not offered(s, f"{s.at(scout)} uses «interception» on {s.at(foe)}")
        s.apply(s.legal_actions()[-1])


def test_nt_074_its_own_turn_offers_no_interception() -> None:
    s = position(Put("NT-074", 0, "b2"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c6"),
                 SPARE_0, SPARE_1)
    scout, friend = card(s, "NT-074", 0), card(s, "VS-001", 0)
    act(s, f"move {s.at(friend)} to c4")  # its side's move: nothing to intercept
    assert s.phase == MAIN and s.to_move == 0
    assert not any(o.startswith(f"{s.at(scout)} uses «interception»") for o in options(s))


def test_nt_074_the_shot_in_the_opponents_turn_not_at_a_creature_next_to_it() -> None:
    s, scout = scout_in_the_opponents_turn(Put("VS-117", 1, "c5"), Put("VS-117", 1, "b3"))
    far, near = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, f"move {s.at(far)} to c4")
    assert not offered(s, f"{s.at(scout)} uses «scout's arrow» on {s.at(near)}")
    act(s, f"{s.at(scout)} uses «scout's arrow» on {s.at(far)}")
    assert s.wounds[far] == 1 and s.closed[scout]


def test_nt_074_the_shot_as_an_action_of_its_own_turn() -> None:
    s = position(Put("NT-074", 0, "b2"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    scout, foe = card(s, "NT-074", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(scout)} uses «scout's arrow» on {s.at(foe)}")
    assert s.wounds[foe] == 1 and s.closed[scout]
    assert not offered(s, f"{s.at(scout)} uses «scout's arrow» on {s.at(foe)}")


# --- NT-075 Раэннат (forests terrain): an enemy creature moving onto a cell of its side's
# half takes 1; tap: a closed forests creature of its side moves a cell diagonally ------------


def test_nt_075_an_enemy_step_onto_its_half_wounds_the_walker() -> None:
    s = position(Put("NT-075", 0, "air"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "e5"),
                 SPARE_0, SPARE_1, active=1)
    walker, other = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, f"move {s.at(walker)} to c3")  # onto seat 0's half (its row 3)
    assert s.wounds[walker] == 1
    act(s, f"move {s.at(other)} to e4")  # on its own half: nothing
    assert s.wounds[other] == 0


def test_nt_075_a_step_within_its_half_wounds_again() -> None:
    s = position(Put("NT-075", 0, "air"), Put("X-004", 1, "c3"), SPARE_0, SPARE_1, active=1)
    rider = card(s, "X-004", 1)  # movement 2
    act(s, f"move {s.at(rider)} to c2")
    act(s, f"move {s.at(rider)} to b2")
    assert s.wounds[rider] == 2


def test_nt_075_not_for_its_own_sides_creatures() -> None:
    s = position(Put("NT-075", 0, "air"), Put("VS-117", 0, "c4"), SPARE_0, SPARE_1)
    mine = card(s, "VS-117", 0)
    act(s, f"move {s.at(mine)} to c3")
    assert s.wounds[mine] == 0


def test_nt_075_forest_paths_move_a_closed_forests_creature_diagonally() -> None:
    s = position(Put("NT-075", 0, "air"), Put("VS-069", 0, "c2", closed=True),
                 Put("VS-001", 0, "d3"), SPARE_0, SPARE_1)
    terrain, ranger = card(s, "NT-075", 0), card(s, "VS-069", 0)
    act(s, f"{s.at(terrain)} uses «forest paths» on {s.at(ranger)}")
    cells = sorted(o.rsplit(" ", 1)[1] for o in options(s) if " is moved to " in o)
    assert cells == ["b1", "b3", "d1"]  # diagonal and free (d3 is taken)
    act(s, f"{s.at(ranger)} is moved to b3")
    assert s.at(ranger).endswith("@b3") and s.closed[terrain]


def test_nt_075_forest_paths_not_for_an_open_or_non_forests_creature() -> None:
    s = position(Put("NT-075", 0, "air"), Put("VS-069", 0, "c2"),
                 Put("VS-001", 0, "d3", closed=True), SPARE_0, SPARE_1)
    terrain, ranger, steppe = card(s, "NT-075", 0), card(s, "VS-069", 0), card(s, "VS-001", 0)
    assert not offered(s, f"{s.at(terrain)} uses «forest paths» on {s.at(ranger)}")
    assert not offered(s, f"{s.at(terrain)} uses «forest paths» on {s.at(steppe)}")


# --- the enemy_moves trigger (a synthetic watcher: any enemy creature's own move) ----------

#: Synthetic cards of this file (ids WN-001.., this helper's block).
ABILITIES: dict[str, Any] = {
    "WN-001": {"complete": True, "abilities": [
        {"name": "tripwire", "trigger": "enemy_moves", "target": {"side": "other"},
         "effects": [{"wound": 1}]}]},
    "WN-003": {"complete": True, "abilities": [
        {"name": "host swap", "trigger": "tap",
         "target": {"side": "any", "if": {"hosting": "parasite"}},
         "effects": [{"take_parasite": True}]}]},
    "WN-002": {"complete": True, "abilities": [
        {"name": "swoop", "trigger": "on_attack", "target": {"side": "other"},
         "effects": [{"land": True}]}]},
}


@cache
def watcher_table() -> CardTable:
    return table_with([*SYNTHETIC, synthetic("WN-001", name="Сторож"),
                       synthetic("WN-002", name="Сокол", subtype="flying", movement=None),
                       synthetic("WN-003", name="Приют")],
                      ABILITIES, bundled_abilities=False)


def test_enemy_moves_fires_for_each_step_and_leap_of_an_enemy_creature() -> None:
    s = arrange([Put("WN-001", 0, "a1"), Put("VS-011", 0, "a2"), Put("X-004", 1, "c5"),
                 Put("X-032", 1, "e5")], table=watcher_table(), active=1)
    rider, jumper = card(s, "X-004", 1), card(s, "X-032", 1)
    act(s, f"move {s.at(rider)} to c4")
    act(s, f"move {s.at(rider)} to c3")
    assert s.wounds[rider] == 2
    act(s, f"{s.at(jumper)} leaps to e3")
    assert s.wounds[jumper] == 1


def test_enemy_moves_not_for_its_own_sides_moves_nor_a_face_down_watcher() -> None:
    s = arrange([Put("WN-001", 0, "a1"), Put("X-004", 0, "c2"), Put("VS-011", 1, "e6")],
                table=watcher_table())
    mine = card(s, "X-004", 0)
    act(s, f"move {s.at(mine)} to c3")
    assert s.wounds[mine] == 0
    s = arrange([Put("WN-001", 0, "a1", face_down=True), Put("VS-011", 0, "a2"),
                 Put("X-004", 1, "c5")], table=watcher_table(), active=1)
    rider = card(s, "X-004", 1)
    act(s, f"move {s.at(rider)} to c4")
    assert s.wounds[rider] == 0


# --- NT-086 Рузарх: wounded by an enemy creature's melee strike, a special strike 1 at each
# enemy card next to it, then +1 to its strikes to the end of the opponent's turn (at most +2)


def ruzarkh_beset() -> tuple[State, int, list[int], int]:
    s = position(Put("NT-086", 0, "c3", closed=True), Put("VS-117", 1, "c4"),
                 Put("VS-117", 1, "b3"), Put("VS-117", 1, "d2"), Put("VS-001", 1, "e6"),
                 SPARE_0, active=1)
    foes = [card(s, "VS-117", 1, n) for n in range(3)]
    return s, card(s, "NT-086", 0), foes, card(s, "VS-001", 1)


def test_nt_086_each_melee_wound_tusks_every_enemy_beside_it_and_the_fury_stacks_to_two() -> None:
    s, ruzarkh, foes, far = ruzarkh_beset()
    for n, foe in enumerate(foes):
        strike(s, foe, ruzarkh, 4)  # a closed Рузарх: a medium hit, 1 wound
        assert s.wounds[ruzarkh] == n + 1
    # The tusks of each wound (1, then +1, then +2: the fury's most) at each of the three.
    assert [s.wounds[f] for f in foes] == [1 + 2 + 3] * 3
    assert s.wounds[far] == 0  # not next to it


def test_nt_086_a_shot_is_no_melee_strike() -> None:
    s = position(Put("NT-086", 0, "c3"), Put("VS-117", 1, "c4"), Put("X-003", 1, "c6"),
                 SPARE_0, active=1)
    ruzarkh, beside, archer = card(s, "NT-086", 0), card(s, "VS-117", 1), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(ruzarkh)}")
    assert s.wounds[ruzarkh] == 2 and s.wounds[beside] == 0


def test_nt_086_a_counter_strike_in_its_turn_angers_it_to_the_end_of_the_next() -> None:
    s = position(Put("NT-086", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "b3"),
                 SPARE_0, SPARE_1)
    ruzarkh, vail, other = card(s, "NT-086", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    strike(s, ruzarkh, vail, 1, 6)  # a miss, and Вайл's medium counter-strike: 1 wound
    assert s.wounds[ruzarkh] == 1 and s.wounds[vail] == 1 and s.wounds[other] == 1
    act(s, "end the turn")  # the opponent's turn: the fury (+1) still holds
    strike(s, other, ruzarkh, 4)
    assert s.wounds[vail] == 1 + 2
    act(s, "end the turn")
    act(s, "end the turn")  # two turns on: the fury has ended
    strike(s, other, ruzarkh, 4)
    assert s.wounds[vail] == 1 + 2 + 1


def test_nt_086_not_for_its_own_sides_wounds_nor_an_effect() -> None:
    s, ruzarkh, foes, _far = ruzarkh_beset()
    s.wound(ruzarkh, 2)  # a wound with no attack (as poison gives)
    assert [s.wounds[f] for f in foes] == [0, 0, 0]


@pytest.mark.parametrize(("record", "message"), [
    ({"trigger": "tap", "wounded_by": "melee", "effects": [{"wound": 1}],
      "target": {"side": "enemy"}}, "wounded_by is for when_wounded"),
    ({"trigger": "when_wounded", "wounded_by": "sorcery", "effects": [{"counters": 1}]},
     "wounded_by names damage kinds"),
    ({"trigger": "when_wounded", "wounded_by": [], "effects": [{"counters": 1}]},
     "wounded_by names damage kinds"),
    ({"trigger": "tap", "effects": [{"mark": "x", "until": "end_of_turn", "turns": 2}]},
     "mark: until"),
    ({"trigger": "tap", "roll": [6], "effects": [{"counters": 1}]}, "roll is the die faces"),
    ({"trigger": "turn_start", "roll": [0, 7], "effects": [{"counters": 1}]},
     "roll is the die faces"),
    ({"trigger": "turn_start", "roll": [True], "effects": [{"counters": 1}]},
     "roll is the die faces"),
    ({"trigger": "turn_start", "effects": [{"strike": 1, "until": "lasting", "most": 0}]},
     "most is a whole number"),
    ({"trigger": "tap", "wounded_min": 3, "effects": [{"counters": 1}]}, "wounded_min"),
    # the language of NT-034, NT-025 and VS-111
    ({"trigger": "tap", "effects": [{"boost": 2, "against": "throw", "next": "yes"}]},
     "boost: next is true or false"),
    ({"trigger": "tap", "effects": [{"boost": 2, "against": "throw", "most": 0}]},
     "boost: most is a whole number"),
    ({"trigger": "tap", "effects": [{"mark": "x", "until": "lasting", "turns": 2}]},
     "mark: until"),
    ({"trigger": "static", "effects": [{"lend_enemies": 3}]},
     "lend_enemies is the ability record"),
    ({"trigger": "when_moves", "target": {"side": "enemy"}, "effects": [{"drift": False}]},
     "drift: true"),
    ({"trigger": "ally_misses", "target": {"side": "other"},
      "effects": [{"stand_in": ["fly"]}]}, "stand_in: true or a list"),
    ({"trigger": "tap", "target": {"side": "enemy"}, "effects": [{"unmark": 5}]},
     "a keyword"),
    ({"trigger": "when_wounded", "wounded_min": 0, "effects": [{"counters": 1}]},
     "wounded_min"),
])
def test_wounded_by_mark_until_roll_and_most_records_are_checked(record: dict[str, Any],
                                                       message: str) -> None:
    with pytest.raises(AbilityError, match=message):
        compile_ability(record, "X-999")


# --- NT-070 Бяка: at the start of its turn a die; on 5 or 6 flight or +1 to its simple
# strike (at most +2), its controller's choice --------------------------------------------------


def byaka_turn_start(*faces: int) -> tuple[State, int, int]:
    """Бяка's next turn begins with these dice (one a turn start); its first choice waits."""
    s = position(Put("NT-070", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    act(s, "end the turn")
    s.queue_dice(*faces)
    act(s, "end the turn")
    return s, card(s, "NT-070", 0), card(s, "VS-117", 1)


def next_byaka_turn(s: State, face: int) -> None:
    act(s, "end the turn")
    s.queue_dice(face)
    act(s, "end the turn")


def test_nt_070_a_five_and_flight_picked() -> None:
    s, byaka, _vail = byaka_turn_start(5)
    act(s, f"{s.at(byaka)} takes «gains flying» from {s.at(byaka)}")
    assert s.is_flyer(byaka) and s.at(byaka).endswith("air")


def test_nt_070_a_six_and_the_strike_picked_twice_then_no_more() -> None:
    s, byaka, vail = byaka_turn_start(6)
    plus = f"{s.at(byaka)} takes «+1 to the simple strike while it stays in play (at most +2 " \
        f"in all)» from {s.at(byaka)}"
    act(s, plus)
    next_byaka_turn(s, 5)
    act(s, plus)
    next_byaka_turn(s, 6)
    act(s, plus)  # at +2: it adds nothing
    s.queue_dice(4, 1)  # D +3: a medium hit, 1 printed, +2
    act(s, f"{s.at(byaka)} strikes {s.at(vail)}")
    assert s.wounds[vail] == 3 and not s.is_flyer(byaka)


def test_nt_070_a_four_does_nothing() -> None:
    s, byaka, _vail = byaka_turn_start(4)
    assert s.phase == MAIN and s.active == 0
    assert not any("«gains flying»" in o for o in options(s))
    assert not s.is_flyer(byaka)


# --- NT-081 Ягуар: 3+ wounds from one attack on its half: it takes flight; flying, a direct
# strike, and after a hit at a card on the battlefield it lands next to that card ----------


def jaguar_struck(die: int, at: str = "c3") -> tuple[State, int, int]:
    s = position(Put("NT-081", 0, at, closed=True), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    jaguar, vail = card(s, "NT-081", 0), card(s, "VS-117", 1)
    strike(s, vail, jaguar, die)  # a closed Ягуар: 6 a strong 4, 4 a medium 1
    return s, jaguar, vail


def test_nt_081_four_wounds_from_a_strike_on_its_half_and_it_takes_flight() -> None:
    s, jaguar, _vail = jaguar_struck(6)
    assert s.wounds[jaguar] == 4 and s.is_flyer(jaguar) and s.at(jaguar).endswith("air")


def test_nt_081_one_wound_or_the_enemy_half_and_it_stays() -> None:
    s, jaguar, _vail = jaguar_struck(4)
    assert s.wounds[jaguar] == 1 and not s.is_flyer(jaguar)
    s = position(Put("NT-081", 0, "c4", closed=True), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1, active=1)
    jaguar = card(s, "NT-081", 0)
    strike(s, card(s, "VS-117", 1), jaguar, 6)
    assert s.wounds[jaguar] == 4 and not s.is_flyer(jaguar)  # on the enemy's half


def test_nt_081_wounds_that_are_no_attack_do_not_lift_it() -> None:
    s = position(Put("NT-081", 0, "c3"), SPARE_0, SPARE_1)
    jaguar = card(s, "NT-081", 0)
    s.wound(jaguar, 3)  # as poison gives
    assert not s.is_flyer(jaguar)


def test_nt_081_a_hit_from_the_air_lands_it_next_to_the_struck_card() -> None:
    s, jaguar, vail = jaguar_struck(6)
    act(s, "end the turn")  # its turn: Вайл stays closed
    s.queue_dice(4)  # a medium hit (3)
    act(s, f"{s.at(jaguar)} strikes {s.at(vail)}")
    cells = sorted(o.rsplit(" ", 1)[1] for o in options(s) if " is moved to " in o)
    assert "c3" in cells and "c4" not in cells and "a1" not in cells
    act(s, f"{s.at(jaguar)} is moved to b4")
    assert s.at(jaguar).endswith("@b4") and not s.is_flyer(jaguar)
    assert s.wounds[vail] == 3


def test_nt_081_a_miss_from_the_air_and_it_stays_up() -> None:
    s = position(Put("NT-081", 0, "c3", closed=True), Put("VS-117", 1, "c4"),
                 Put("VS-117", 1, "e5"), SPARE_0, SPARE_1, active=1)
    jaguar, vail, fresh = card(s, "NT-081", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    strike(s, vail, jaguar, 6)
    act(s, "end the turn")
    strike(s, jaguar, fresh, 1, 6)  # an open Вайл: D -5, a miss
    assert s.wounds[fresh] == 0 and s.is_flyer(jaguar)
    assert not any(" is moved to " in o for o in options(s))


def test_land_a_flyer_comes_down_next_to_the_card_it_struck() -> None:
    s = arrange([Put("WN-002", 0, "air"), Put("VS-011", 0, "a1"), Put("VS-011", 1, "c4",
                 closed=True), Put("VS-011", 1, "b4", closed=True), Put("VS-011", 1, "e6")],
                table=watcher_table())  # closed: no defender steps in
    falcon, struck = card(s, "WN-002", 0), card(s, "VS-011", 1, 0)
    s.queue_dice(4)
    act(s, f"{s.at(falcon)} strikes {s.at(struck)}")
    cells = {o.rsplit(" ", 1)[1] for o in options(s) if " is moved to " in o}
    assert cells == {"b3", "c3", "d3", "b5", "c5", "d5", "d4"}  # free, next to c4 (b4 taken)
    act(s, f"{s.at(falcon)} is moved to d3")
    assert s.at(falcon).endswith("@d3") and not s.is_flyer(falcon)


# --- NT-077 Санитар рощи: while a symbiote stands on it, tap: a magic strike 2; tap: the
# parasite of a creature of its side next to it moves onto it ------------------------------


def test_nt_077_the_magic_strike_only_while_it_carries_a_symbiote() -> None:
    s = position(Put("NT-077", 0, "c3"), Put("NT-094", 0, "c3", on_host=True),
                 Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    warden, vail = card(s, "NT-077", 0), card(s, "VS-117", 1)
    s.queue_dice(1, 1)  # no die is thrown: a magic strike
    act(s, f"{s.at(warden)} uses «warden's strike» on {s.at(vail)}")
    assert s.wounds[vail] == 2 and s.wounds[warden] == 0 and s.closed[warden]
    s = position(Put("NT-077", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    warden, vail = card(s, "NT-077", 0), card(s, "VS-117", 1)
    assert not offered(s, f"{s.at(warden)} uses «warden's strike» on {s.at(vail)}")


def test_nt_077_lures_a_parasite_off_a_friend_beside_it() -> None:
    s = position(Put("NT-077", 0, "c3"), Put("VS-001", 0, "d3"),
                 Put("NT-175", 1, "d3", on_host=True), Put("VS-117", 1, "e6"), SPARE_0)
    warden, friend, parasite = card(s, "NT-077", 0), card(s, "VS-001", 0), card(s, "NT-175", 1)
    act(s, f"{s.at(warden)} uses «lure the beast» on {s.at(friend)}")
    assert s.guest[warden] == parasite and s.host[parasite] == warden
    assert s.guest[friend] == -1 and s.ctrl[parasite] == 1


def test_nt_077_no_lure_when_it_carries_a_guest_or_the_friend_is_far() -> None:
    s = position(Put("NT-077", 0, "c3"), Put("NT-094", 0, "c3", on_host=True),
                 Put("VS-001", 0, "d3"), Put("NT-175", 1, "d3", on_host=True),
                 Put("VS-001", 0, "a5"), Put("NT-175", 1, "a5", on_host=True), SPARE_1)
    warden, near = card(s, "NT-077", 0), card(s, "VS-001", 0, 0)
    far = card(s, "VS-001", 0, 1)
    assert not offered(s, f"{s.at(warden)} uses «lure the beast» on {s.at(near)}")
    assert not offered(s, f"{s.at(warden)} uses «lure the beast» on {s.at(far)}")


def test_take_parasite_moves_a_parasite_from_any_creature_onto_the_card() -> None:
    s = arrange([Put("WN-003", 0, "a3"), Put("VS-011", 1, "e5"),
                 Put("NT-175", 0, "e5", on_host=True), Put("VS-011", 1, "e6")],
                table=watcher_table())
    shelter, foe, parasite = card(s, "WN-003", 0), card(s, "VS-011", 1, 0), card(s, "NT-175", 0)
    act(s, f"{s.at(shelter)} uses «host swap» on {s.at(foe)}")
    assert s.host[parasite] == shelter and s.guest[foe] == -1
    assert s.at(parasite).endswith("a3")


def test_the_strikes_only_variant_opens_no_window_after_a_move_or_at_a_shot() -> None:
    s = position(Put("NT-009", 0, "b1"), Put("NT-182", 0, "b3"), Put("VS-001", 0, "c3"),
                 Put("VS-117", 1, "c5"), Put("X-003", 1, "e5"), SPARE_0, SPARE_1,
                 instant_windows="strikes_only")
    friend, walker, archer = card(s, "VS-001", 0), card(s, "VS-117", 1), card(s, "X-003", 1)
    act(s, "end the turn")
    pass_windows(s)  # the start of the opponent's turn stays
    act(s, f"move {s.at(walker)} to c4")
    assert s.phase == MAIN and s.to_move == 1  # no resolved window
    act(s, f"{s.at(archer)} shoots {s.at(friend)}")
    assert s.phase == MAIN and s.wounds[friend] == 2  # no aimed window: the squire is not asked
