"""VS-177 (Следопыт, «tracker's report»): once both squads are placed it is turned face
up, the opponent turns face up its front row, and its player may move its own cards about
its half of the battlefield, face down, before the squads are revealed (the trigger
``squads_placed``, the effects ``reveal_row`` and ``rearrange``, the rearrange window)."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine import actions as A
from deckcheck.games.berserk.engine import load_rules, new_game
from deckcheck.games.berserk.engine.abilities.language import AbilityError
from deckcheck.games.berserk.engine.abilities.loading import abilities_from_data
from deckcheck.games.berserk.engine.board import HALF_CELLS, label, player_row
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import MAIN, PLACE, REARRANGE, Z_BOARD, State
from tests.engine_api.helpers import TWINS
from tests.engine_api.test_twins import play_twins
from tests.games.berserk.helpers import SYNTHETIC, synthetic, table_with, texts

TRACKER = "VS-177"
NOMAD = "VS-001"
#: Минотавр: a 9-crystal ground creature, so that the best squad of the tracker's deck
#: (the whole deck is dealt) leaves cells of its half free.
DEAR = "VS-034"
#: The tracker, six nomads and eight dear creatures: the best squad takes the tracker
#: (_tracker finds it) and nine cards in all.
WITH_TRACKER = {TRACKER: 1, NOMAD: 6, DEAR: 8}
NOMADS = {NOMAD: 15}

#: Synthetic cards of this file: the rearranging without the reveal of a row (TR-001),
#: and the reveal of the opponent's row 2 alone (TR-002).
ABILITIES: dict[str, Any] = {
    "TR-001": {"complete": True, "abilities": [
        {"name": "quiet shuffle", "trigger": "squads_placed",
         "effects": [{"rearrange": True}]}]},
    "TR-002": {"complete": True, "abilities": [
        {"name": "far glance", "trigger": "squads_placed", "effects": [{"reveal_row": 2}]}]},
}


@cache
def _synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("TR-001", name="Тест TR-001"),
                       synthetic("TR-002", name="Тест TR-002")), ABILITIES)


def _placed(a: dict[str, int], b: dict[str, int], seed: int = 1,
            cards: CardTable | None = None) -> State:
    """Both squads recruited (the best squad) and placed, each card on the first cell
    offered: the state the placement leaves."""
    rules = replace(load_rules(), recruitment="best_squad")
    s = new_game(a, b, seed=seed, rules=rules, log=True, cards=cards)
    while s.phase == PLACE:
        s.apply(min(s.legal_actions()))
    return s


def _ids(s: State, cards: list[int]) -> list[str]:
    return [s.cards.ids[s.kinds[c]] for c in cards]


def _board(s: State, seat: int) -> list[int]:
    return [c for c in s.on_field(seat) if s.zone[c] == Z_BOARD]


def _tracker(s: State) -> int:
    return next(c for c in s.on_field() if s.cards.ids[s.kinds[c]] == TRACKER)


def test_once_placed_it_is_revealed_the_front_row_too_and_its_player_may_rearrange() -> None:
    s = _placed(WITH_TRACKER, NOMADS)
    tracker = _tracker(s)
    assert s.phase == REARRANGE and s.to_move == 0 and s.turn == 0
    assert not s.face_down[tracker]
    for c in _board(s, 1):  # the opponent's front row only
        assert s.face_down[c] == (player_row(1, s.cell[c]) != 1)
    assert all(s.face_down[c] for c in _board(s, 0) if c != tracker)
    assert "A reveals Следопыт@" + label(s.cell[tracker]) in texts(s)
    assert any("the opponent reveals its row 1" in t for t in texts(s))
    assert s.describe(A.END) == "leave the cards where they stand"


def test_a_move_keeps_its_card_face_down_and_a_swap_gives_the_other_its_cell() -> None:
    s = _placed(WITH_TRACKER, NOMADS)
    mine = [c for c in _board(s, 0) if s.face_down[c]]
    card = mine[0]
    x = s.cell[card]
    free = next(y for y in HALF_CELLS[0] if s.cells[y] < 0)
    s.apply(A.LEAP | card << 4 | free << 12)
    assert s.cell[card] == free and s.cells[x] < 0 and s.face_down[card]
    tracker = _tracker(s)
    t = s.cell[tracker]
    s.apply(A.LEAP | min(card, tracker) << 4 | (t if card < tracker else free) << 12)
    assert s.cell[card] == t and s.cell[tracker] == free
    assert s.face_down[card] and not s.face_down[tracker]
    assert s.phase == REARRANGE


def test_the_moves_stay_on_its_half_and_never_touch_the_enemy() -> None:
    s = _placed(WITH_TRACKER, NOMADS)
    half = set(HALF_CELLS[0])
    moves = [a for a in s.legal_actions() if a != A.END]
    assert moves and all(a & 15 == A.LEAP and a >> 12 in half for a in moves)
    for a in moves:
        c, y = (a >> 4) & 255, a >> 12
        assert s.ctrl[c] == 0 and y != s.cell[c]
        other = s.cells[y]
        assert other < 0 or (s.ctrl[other] == 0 and other > c)
    # Two nomads facing the same way trade no places: the same arrangement.
    assert not any(s.cells[a >> 12] >= 0 and s.kinds[s.cells[a >> 12]] == s.kinds[(a >> 4) & 255]
                   for a in moves)


def test_it_may_make_a_move_per_card_it_has_there_and_then_the_squads_are_revealed() -> None:
    s = _placed(WITH_TRACKER, NOMADS)
    count = len(_board(s, 0))
    made = 0
    while s.phase == REARRANGE:
        moves = [a for a in s.legal_actions() if a != A.END]
        s.apply(moves[made % len(moves)])
        made += 1
    assert made == count
    assert s.turn == 1 and s.phase == MAIN
    assert "The squads are revealed" in " ".join(texts(s))
    for c in _board(s, 1):  # the hidden row of the Second player stays face down
        assert s.face_down[c] == (player_row(1, s.cell[c]) == 3)


def test_leaving_the_cards_where_they_stand_ends_the_window_at_once() -> None:
    s = _placed(WITH_TRACKER, NOMADS)
    cells = s.cells[:]
    s.apply(A.END)
    assert s.phase == MAIN and s.turn == 1 and s.cells == cells


def test_the_second_players_tracker_in_its_hidden_row_is_revealed_and_stays_so() -> None:
    seen = 0
    for seed in range(8):
        s = _placed(NOMADS, WITH_TRACKER, seed=seed)
        tracker = _tracker(s)
        assert s.phase == REARRANGE and s.to_move == 1 and not s.face_down[tracker]
        for c in _board(s, 0):  # the First player's front row
            assert s.face_down[c] == (player_row(0, s.cell[c]) != 1)
        row = player_row(1, s.cell[tracker])
        s.apply(A.END)
        assert not s.face_down[tracker]
        seen += row == 3
    assert seen  # (the tracker stood in the hidden row in some of these games)


def test_with_a_tracker_on_each_side_the_first_players_acts_first() -> None:
    s = _placed(WITH_TRACKER, WITH_TRACKER)
    assert s.phase == REARRANGE and s.to_move == 0
    assert [seat for seat, _ in s.rearranging] == [0, 1]
    s.apply(A.END)
    assert s.phase == REARRANGE and s.to_move == 1
    s.apply(A.END)
    assert s.phase == MAIN


def test_the_opponent_reads_its_face_down_cards_by_their_place_only() -> None:
    s = _placed(WITH_TRACKER, NOMADS)
    tracker = _tracker(s)
    hidden = next(c for c in _board(s, 0) if s.face_down[c] and c > tracker)
    move = A.LEAP | tracker << 4 | s.cell[hidden] << 12
    assert s.describe_for(1, move) == (f"move Следопыт@{label(s.cell[tracker])} to "
                                       f"{label(s.cell[hidden])} (a hidden card@"
                                       f"{label(s.cell[hidden])} goes to "
                                       f"{label(s.cell[tracker])})")
    assert s.at(hidden) in s.describe_for(0, move)  # its own player reads it by name
    name = s.label(hidden)
    log = s.log
    assert log is not None
    before = len(log)
    s.apply(move)
    lines = [event for event in log[before:] if name in event.text]
    assert lines and all(1 in event.hidden_from for event in lines)


def test_without_the_reveal_of_a_row_the_opponent_stays_face_down() -> None:
    table = _synthetic_table()
    s = _placed({"TR-001": 1, NOMAD: 6, DEAR: 8}, NOMADS, cards=table)
    assert s.phase == REARRANGE
    assert all(s.face_down[c] for c in _board(s, 1))


def test_a_row_revealed_alone_lets_no_one_rearrange() -> None:
    s = _placed({"TR-002": 1, NOMAD: 6, DEAR: 8}, NOMADS, cards=_synthetic_table())
    assert s.phase == MAIN and s.turn == 1 and not s.rearranging
    spy = next(c for c in s.on_field(0) if s.cards.ids[s.kinds[c]] == "TR-002")
    row_2 = ", ".join(s.at(c) for c in _board(s, 1) if player_row(1, s.cell[c]) == 2)
    assert row_2 and any(t.startswith(f"{s.at(spy)} «far glance»")
                         and t.endswith(f"the opponent reveals its row 2: {row_2}")
                         for t in texts(s))
    for c in _board(s, 1):  # its row 2 was turned up before the reveal kept row 3 down
        assert s.face_down[c] == (player_row(1, s.cell[c]) == 3)


def test_a_game_with_trackers_plays_to_its_end() -> None:
    rng = random.Random(5)
    for seed in range(6):
        s = new_game({TRACKER: 3, NOMAD: 27}, {TRACKER: 3, "VS-002": 27}, seed=seed)
        windows = 0
        while not s.is_terminal():
            windows += s.phase == REARRANGE
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        assert s.turn > 1 and windows  # (3 and 2 trackers: the squads hold some)


def test_a_seat_rearranging_chooses_alike_whatever_the_enemys_hidden_cards() -> None:
    compared = 0
    for seed in range(4):
        s = _placed(WITH_TRACKER, {NOMAD: 5, "VS-002": 5, "VS-003": 5}, seed=seed)
        assert s.phase == REARRANGE
        twin = TWINS["berserk"](s, 0, random.Random(seed))
        compared += play_twins("berserk", s.clone(), twin, 0, seed, 6,
                               agents=("random", "greedy", "search:6"))
    assert compared >= 4


@pytest.mark.parametrize(("ability", "message"), [
    ({"name": "x", "trigger": "battle_start", "effects": [{"rearrange": True}]},
     "a squads_placed ability on itself"),
    ({"name": "x", "trigger": "squads_placed", "target": {"side": "enemy"},
      "effects": [{"reveal_row": 1}]}, "a squads_placed ability on itself"),
    ({"name": "x", "trigger": "squads_placed", "effects": [{"reveal_row": 4}]},
     "1 (its front row) to 3"),
    ({"name": "x", "trigger": "squads_placed", "effects": [{"rearrange": 2}]}, "rearrange"),
    ({"name": "x", "trigger": "squads_placed", "target": {"side": "enemy"},
      "effects": [{"wound": 1}]}, "a squads_placed ability on itself"),
])
def test_a_setup_effect_anywhere_else_is_refused(ability: dict[str, Any], message: str) -> None:
    with pytest.raises(AbilityError, match=message.replace("(", r"\(").replace(")", r"\)")):
        abilities_from_data({"cards": {"TR-002": {"abilities": [ability]}}})
