"""Independent audit of VS-111 Тови («undertow»), played in real positions, clause by
clause.

The auditor's reading of the printed text (berserk-nxt resources/data.json, card 10111),
formed before the encoding was read (an English paraphrase, not the print):

1. the trigger - Тови makes a movement (its own step) to a neighbouring cell; each such
   step triggers. A diagonal step, where some card allows one, goes to a neighbouring
   cell too (neighbours count diagonals), so it triggers. A jump is a feature that
   replaces movement (206.7), not a movement, and a card moved by another card's effect
   (a push, a swap) makes no movement of its own: neither triggers;
2. the creature moved - the opponent (of Тови's controller) chooses one creature of his
   own, anywhere, open or closed, and moves it one cell the same way Тови stepped; «the
   same direction (relative to Тови)» fixes the frame: Тови's board direction, not the
   opponent's own forward. A flyer is never moved (208.1), a card on a host has no cell
   of its own (its host may be moved, carrying it), the cell must be on the board and
   free (the cell Тови just left counts as free);
3. «must ... if he cannot or will not» - in effect the opponent may decline; with no
   creature that can go that way he cannot;
4. the bonus - then Тови gets +2 to its next throw, lasting to the end of its
   controller's turn: one throw takes it, and an unused bonus lapses at that turn's end;
5. the tap ability - a throw of 1 (the keyword Метание; «toad» is its name), no range
   printed.

Ambiguities, and how the tests treat them:

- the moved creature: an effect's move, not its movement - it spends no movement point
  and its own «when it moves» abilities do not act (my reading and deckcheck's agree);
  so an enemy Тови moved this way sets off nothing;
- two declines in one turn (Тови with more movement): same-name bonuses do not stack
  (research §2.4), so +2 in all - my leaning and deckcheck's note (``most: 2``) agree;
- a creature pinned by the basilisk's gaze (VS-116): deckcheck's VS-116 note lets another
  card move it; the drift is Тови's effect, so the opponent may drift it - tested as
  deckcheck's reading;
- a jump onto a neighbouring cell: no movement (206.7), so no trigger - the engine agrees;
- a face-down creature (the Second player's hidden row in the First player's first
  turn): 208.1 already calls a card a creature before its reveal, and its owner knows
  it, so «any of his creatures» takes it - the engine offers none (strict xfail; a rare
  window, the First player's first turn only);
- «the next throw»: deckcheck gives +2 to its throws to the end of the turn, reasoning
  that its throw is a tap and so the next one is the only one; a creature of its side
  that opens it (VS-031's battle frenzy) lets it throw twice, and the second throw keeps
  the +2 (strict xfail).

Seen outside the clauses, not tested: the log of a second decline in one turn says
«+2 to its throw» though the cap let it add nothing; the follow-up's words say «then:»
with nothing of «if the opponent declines», and the ability's words name no picker (the
opponent) nor the «may»; the greedy agent, whose heuristic does not see the bonus, rates
a decline above a drift.

Where the engine plays it otherwise the test is a strict xfail naming the disagreement.
As found: 35 tests (30 functions, three parametrized), 32 pass, 3 strict xfail.

Mended after this audit (the engineer): the +2 is a boost of the next throw only
(``boost`` ``next``: used by that throw, hit or miss), so the two «only the next throw»
tests are plain tests now; the log says what a boost added (+0 at the cap); the words of
the ability name the opponent as the picker who may pick none, and the follow-up says it
comes when the clause before took no target. Left, a strict xfail: the opponent's
face-down creatures (the hidden row, the First player's first turn only) are not offered.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, cast

import pytest
import yaml

from deckcheck.engine.agents import make_agent
from deckcheck.engine.api import Game, Observation
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.game import GAME
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with, texts
from tests.games.berserk.helpers.audits import end_turn, fire, pos, resolve, strike, uses
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act

TOVI = "VS-111"
#: Кочевник: a plain 8-lives creature, movement 2, simple strike 1-2-3.
NOMAD = "VS-001"
#: Вайл: 14 lives, no abilities - a throw's mark.
VAIL = "VS-117"
#: Хрумг: a symbiote.
SYMBIOTE = "NT-094"
#: Карлик Унд: a parasite.
PARASITE = "NT-006"
#: Пустынный кондор: a flyer.
FLYER = "VS-014"
#: Лихо одноглазое: an artifact.
ARTIFACT = "NT-009"
#: Вепрь Святолесья: when it moves to a next cell it heals 1.
BOAR = "NT-072"
#: Пастух Кронга: tap: it changes places with a friendly creature next to it.
SHEPHERD = "NT-080"
#: Молотобоец: on a hit, the struck card is pushed 1 cell or takes 2 wounds.
HAMMER = "VS-058"
#: Василиск: a hit pins the struck creature to its cell.
BASILISK = "VS-116"
#: Ойуун: instant, tap, spell: a closed creature of its side opens and takes 1 wound.
SHAMAN = "VS-031"
#: Тови's twins (synthetic): its printed record (read from the encoding) on a card that
#: may step diagonally, and on a card with jump 2.
DIAGONAL = "TV-001"
JUMPER = "TV-002"
UNDERTOW = "«undertow»"
DECLINE = "use no target"

_ENCODING = Path(__file__).resolve().parents[3] / "cardsets" / "berserk" / "card-abilities" \
    / "voyna_stihiy.yaml"


@cache
def _twins() -> CardTable:
    record: dict[str, Any] = yaml.safe_load(_ENCODING.read_text(encoding="utf-8"))["cards"][TOVI]
    undertow: list[Any] = record["abilities"]
    abilities: dict[str, Any] = {
        DIAGONAL: {"complete": True, "abilities": [
            {"name": "side paths", "trigger": "static", "effects": [{"diagonal_move": True}]},
            *undertow]},
        JUMPER: {"complete": True, "abilities": [*undertow]},
    }
    return table_with((*SYNTHETIC,
                       synthetic(DIAGONAL, name="Тови-косая", abilities=["throw-1"]),
                       synthetic(JUMPER, name="Тови-прыгунья", abilities=["throw-1", "jump-2"])),
                      abilities)


def _board(*puts: Put, at: str = "c2", seat: int = 0, active: int = 0, moves: int = 0) -> State:
    """Тови of ``seat`` at ``at`` and ``puts``, with the spares (a1, e6); ``moves``: its
    movement points, when not its printed 1."""
    s = pos(Put(TOVI, seat, at), *puts, SPARE_0, SPARE_1, active=active)
    if moves:
        s.moves[_tovi(s, seat)] = moves
    return s


def _tovi(s: State, seat: int = 0) -> int:
    return card(s, TOVI, seat)


def _step(s: State, to: str, seat: int = 0) -> None:
    act(s, f"move {s.at(_tovi(s, seat))} to {to}")


def _drifts(s: State) -> list[str]:
    return [o for o in options(s) if UNDERTOW in o]


def _drift(s: State, c: int, seat: int = 0) -> None:
    act(s, uses(s, _tovi(s, seat), UNDERTOW, c))


def _throw(s: State, target: int, seat: int = 0) -> int:
    """Тови's throw at ``target`` (a die of 1, which a plain throw ignores): the wounds."""
    before = s.wounds[target]
    fire(s, _tovi(s, seat), target, 1)
    return s.wounds[target] - before


# --- clause 1: the trigger --------------------------------------------------------------


def test_1_its_own_step_asks_the_opponent() -> None:
    s = _board(Put(NOMAD, 1, "b5"))
    nomad = card(s, NOMAD, 1)
    _step(s, "c3")
    assert s.phase == CHOOSE and s.to_move == 1 and s.current_player() == 1
    assert options(s) == [uses(s, _tovi(s), UNDERTOW, nomad), DECLINE]


def test_1_each_step_asks_again() -> None:
    s = _board(Put(NOMAD, 1, "b4"), moves=2)
    nomad = card(s, NOMAD, 1)
    _step(s, "c3")
    _drift(s, nomad)
    assert s.at(nomad).endswith("@b5") and s.phase == MAIN
    _step(s, "d3")
    assert s.phase == CHOOSE and s.to_move == 1
    _drift(s, nomad)
    assert s.at(nomad).endswith("@c5")


@pytest.mark.parametrize(("to", "start", "end"), [
    ("c4", "b4", "b5"),  # towards the enemy's back row
    ("c2", "b4", "b3"),  # towards its own back row (the opponent's forward)
    ("b3", "d4", "c4"),  # left
    ("d3", "b4", "c4"),  # right
], ids=["up", "down", "left", "right"])
def test_1_2_the_same_board_direction_as_its_step(to: str, start: str, end: str) -> None:
    s = _board(Put(NOMAD, 1, start), at="c3")
    nomad = card(s, NOMAD, 1)
    _step(s, to)
    _drift(s, nomad)
    assert s.at(nomad) == f"Кочевник@{end}"


def test_1_2_the_opponents_tovi_steps_and_our_side_picks_the_same_board_way() -> None:
    s = _board(Put(BOAR, 0, "d2"), at="c5", seat=1, active=1)
    boar = card(s, BOAR, 0)
    _step(s, "c4", seat=1)  # one row towards our back row
    assert s.phase == CHOOSE and s.to_move == 0
    _drift(s, boar, seat=1)
    assert s.at(boar).endswith("@d1") and s.to_move == 1


def test_1_a_diagonal_step_moves_the_creature_diagonally() -> None:
    s = arrange((Put(DIAGONAL, 0, "c2"), Put(NOMAD, 1, "b4"), SPARE_0, SPARE_1),
                table=_twins())
    twin, nomad = card(s, DIAGONAL, 0), card(s, NOMAD, 1)
    act(s, f"move {s.at(twin)} to d3")
    assert s.phase == CHOOSE and s.to_move == 1
    act(s, uses(s, twin, UNDERTOW, nomad))
    assert s.at(nomad).endswith("@c5")


@pytest.mark.parametrize("to", ["c3", "c4"], ids=["next_cell", "two_cells"])
def test_1_a_jump_is_no_movement(to: str) -> None:
    s = arrange((Put(JUMPER, 0, "c2"), Put(NOMAD, 1, "b4"), SPARE_0, SPARE_1),
                table=_twins())
    twin = card(s, JUMPER, 0)
    act(s, f"{s.at(twin)} leaps to {to}")
    resolve(s)
    assert s.at(twin).endswith(f"@{to}") and not any(UNDERTOW in t for t in texts(s))


def test_1_a_swap_by_a_friend_is_no_movement_of_its_own() -> None:
    s = _board(Put(SHEPHERD, 0, "c3"), Put(NOMAD, 1, "b5"))
    shepherd = card(s, SHEPHERD, 0)
    act(s, uses(s, shepherd, "«shepherd's whistle»", _tovi(s)))
    resolve(s)
    assert s.at(_tovi(s)).endswith("@c3") and not any(UNDERTOW in t for t in texts(s))


def test_1_a_push_by_an_enemy_is_no_movement_of_its_own() -> None:
    s = _board(Put(HAMMER, 1, "c3"), Put(NOMAD, 1, "b5"), active=1)
    hammer = card(s, HAMMER, 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(hammer)} strikes {s.at(_tovi(s))}")
    while s.phase != MAIN:
        push = [o for o in options(s) if "push" in o]
        if push:
            act(s, push[0])
        else:
            s.apply(s.legal_actions()[-1])
    assert s.at(_tovi(s)).endswith("@c1") and not any(UNDERTOW in t for t in texts(s))


def test_1_another_creature_of_its_side_stepping_asks_nothing() -> None:
    s = _board(Put(TOVI, 0, "d2"), Put(NOMAD, 1, "b5"))
    other = card(s, TOVI, 0, 1)
    act(s, f"move {s.at(other)} to d3")  # the other Тови: its own ability, once
    assert s.phase == CHOOSE and _drifts(s) == [uses(s, other, UNDERTOW, card(s, NOMAD, 1))]
    act(s, DECLINE)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")  # a creature without it
    assert s.phase == MAIN


def test_1_a_tovi_moved_by_the_undertow_sets_off_nothing() -> None:
    s = _board(Put(TOVI, 0, "b2"), at="c5", seat=1, active=1)
    ours = card(s, TOVI, 0)
    _step(s, "c4", seat=1)
    _drift(s, ours, seat=1)
    assert s.at(ours).endswith("@b1") and s.phase == MAIN and s.to_move == 1


# --- clause 2: which creature, where ---------------------------------------------------


def test_2_only_the_opponents_creatures_on_cells_with_a_free_cell_that_way() -> None:
    s = _board(Put(NOMAD, 1, "a4", closed=True),  # closed: offered
               Put(NOMAD, 1, "b4"), Put(SYMBIOTE, 1, "b4", on_host=True),  # the host only
               Put(FLYER, 1, "air"), Put(ARTIFACT, 1, "d4"),
               Put(NOMAD, 1, "e5"), Put(VAIL, 1, "e4"),  # the spare on e6 blocks e5, e5 e4
               Put(NOMAD, 0, "d3"), Put(PARASITE, 1, "d3", on_host=True),  # on our card
               Put(NOMAD, 0, "b3"))  # ours
    _step(s, "c3")
    closed, host = card(s, NOMAD, 1), card(s, NOMAD, 1, 1)
    assert sorted(_drifts(s)) == sorted(uses(s, _tovi(s), UNDERTOW, c) for c in (closed, host))


def test_2_a_host_carries_its_symbiote() -> None:
    s = _board(Put(NOMAD, 1, "b4"), Put(SYMBIOTE, 1, "b4", on_host=True))
    host, symbiote = card(s, NOMAD, 1), card(s, SYMBIOTE, 1)
    _step(s, "c3")
    _drift(s, host)
    assert s.at(host).endswith("@b5") and s.cell[symbiote] == s.cell[host]
    assert s.host[symbiote] == host


def test_2_an_enemy_host_carries_our_parasite() -> None:
    s = _board(Put(NOMAD, 1, "b4"), Put(PARASITE, 0, "b4", on_host=True))
    host, parasite = card(s, NOMAD, 1), card(s, PARASITE, 0)
    _step(s, "c3")
    _drift(s, host)
    assert s.cell[parasite] == s.cell[host] and s.at(host).endswith("@b5")


def test_2_the_cell_it_left_is_free_for_the_creature() -> None:
    s = _board(Put(NOMAD, 1, "c2"), at="c3")
    nomad = card(s, NOMAD, 1)
    _step(s, "c4")
    _drift(s, nomad)
    assert s.at(nomad).endswith("@c3")


def test_2_the_moved_creature_spends_nothing_stays_closed_and_sets_off_nothing() -> None:
    s = _board(Put(BOAR, 1, "b4", closed=True, wounds=2))
    boar = card(s, BOAR, 1)
    movement = s.moves[boar]
    _step(s, "c3")
    _drift(s, boar)
    assert s.at(boar).endswith("@b5")
    assert s.moves[boar] == movement and s.closed[boar]
    assert s.wounds[boar] == 2  # its «when it moves» heal did not act


def test_2_a_drifted_creature_still_steps_on_its_own_turn() -> None:
    s = _board(Put(NOMAD, 1, "b4"))
    nomad = card(s, NOMAD, 1)
    _step(s, "c3")
    _drift(s, nomad)
    end_turn(s)
    assert f"move {s.at(nomad)} to b4" in options(s)


def test_2_a_pinned_creature_may_be_drifted_as_deckchecks_basilisk_reads() -> None:
    s = _board(Put(BASILISK, 0, "b3"), Put(NOMAD, 1, "b4"))
    nomad = card(s, NOMAD, 1)
    strike(s, card(s, BASILISK, 0), nomad, 6, 1)
    assert "Кочевник@b4 cannot move from b4" in texts(s)[-1]
    _step(s, "d2")
    assert _drifts(s) == [uses(s, _tovi(s), UNDERTOW, nomad)]
    _drift(s, nomad)
    assert s.at(nomad).endswith("@c4")


@pytest.mark.xfail(strict=True, reason="a face-down creature of the opponent (its hidden "
                   "row) is his creature (208.1 names a card a creature before its reveal) "
                   "and the print says any; the engine offers no face-down card")
def test_2_a_face_down_creature_of_his_may_be_drifted() -> None:
    s = _board(Put(NOMAD, 1, "b6", face_down=True), at="c3")
    hidden = card(s, NOMAD, 1)
    _step(s, "c2")  # towards our back row: b6 -> b5 (the spare e6 -> e5 too)
    assert uses(s, _tovi(s), UNDERTOW, hidden) in _drifts(s)


def test_2_the_opponent_picks_with_every_agent() -> None:
    for spec in ("random", "greedy", "search:20", "pimc:20"):
        s = _board(Put(NOMAD, 1, "b5"), Put(VAIL, 1, "a6"))
        _step(s, "c3")
        action = make_agent(spec, cast(Game, GAME), 1).act(Observation(s, 1))
        assert action in s.legal_actions(), spec
        s.apply(action)
        s.check_invariants()
        assert s.phase == MAIN and s.to_move == 0, spec


# --- clause 3: he will not, or he cannot -------------------------------------------------


def test_3_a_decline_gives_the_bonus() -> None:
    s = _board(Put(NOMAD, 1, "b5"), Put(VAIL, 1, "a6"))
    _step(s, "c3")
    act(s, DECLINE)
    assert s.phase == MAIN and s.to_move == 0
    assert _throw(s, card(s, VAIL, 1)) == 3


def test_3_a_creature_moved_gives_none() -> None:
    s = _board(Put(NOMAD, 1, "b5"), Put(VAIL, 1, "a6"))
    _step(s, "c3")
    _drift(s, card(s, NOMAD, 1))
    assert _throw(s, card(s, VAIL, 1)) == 1


def test_3_when_none_can_go_the_bonus_comes_without_asking() -> None:
    s = _board(Put(VAIL, 1, "a6"), Put(NOMAD, 1, "b6"))
    _step(s, "c3")  # every enemy stands in the last row: none moves up
    assert s.phase == MAIN and s.to_move == 0
    assert "+2 to its next throw" in texts(s)[-1]
    assert _throw(s, card(s, VAIL, 1)) == 3


def test_3_a_flyer_and_a_symbiote_cannot_go_either() -> None:
    s = _board(Put(FLYER, 1, "air"), Put(VAIL, 1, "a6"), Put(SYMBIOTE, 1, "a6", on_host=True))
    _step(s, "c3")
    assert s.phase == MAIN
    assert _throw(s, card(s, FLYER, 1)) == 3


# --- clause 4: the bonus ------------------------------------------------------------------


def test_4_the_bonus_lapses_at_the_end_of_its_turn() -> None:
    s = _board(Put(NOMAD, 1, "b5"), Put(VAIL, 1, "a6"))
    _step(s, "c3")
    act(s, DECLINE)
    end_turn(s)
    end_turn(s)
    assert s.active == 0
    assert _throw(s, card(s, VAIL, 1)) == 1


def test_4_two_declines_give_two_in_all_as_deckcheck_reads_it() -> None:
    s = _board(Put(NOMAD, 1, "b5"), Put(VAIL, 1, "a6"), moves=2)
    _step(s, "c3")
    act(s, DECLINE)
    _step(s, "d3")
    act(s, DECLINE)
    assert _throw(s, card(s, VAIL, 1)) == 3


def test_4_a_decline_then_a_drift_keeps_the_bonus() -> None:
    s = _board(Put(NOMAD, 1, "b5"), Put(VAIL, 1, "a6"), moves=2)
    _step(s, "c3")
    act(s, DECLINE)
    _step(s, "d3")
    _drift(s, card(s, NOMAD, 1))
    assert _throw(s, card(s, VAIL, 1)) == 3


def test_4_not_to_its_simple_strike() -> None:
    s = _board(Put(VAIL, 1, "d4", closed=True), Put(NOMAD, 1, "a5"))
    vail = card(s, VAIL, 1)
    _step(s, "c3")
    act(s, DECLINE)
    strike(s, _tovi(s), vail, 1)  # a closed card: a die of 1 is its weak 1
    assert s.wounds[vail] == 1


def test_4_the_bonus_reaches_a_throw_at_a_flyer() -> None:
    s = _board(Put(FLYER, 1, "air"), Put(NOMAD, 1, "b5"))
    _step(s, "c3")
    act(s, DECLINE)
    assert _throw(s, card(s, FLYER, 1)) == 3


@pytest.mark.parametrize("second_step", [False, True], ids=["no_step", "a_drift_taken"])
def test_4_only_the_next_throw(second_step: bool) -> None:
    s = _board(Put(SHAMAN, 0, "a2"), Put(NOMAD, 1, "b5"), Put(VAIL, 1, "a6"))
    vail = card(s, VAIL, 1)
    _step(s, "c3")
    act(s, DECLINE)
    assert _throw(s, vail) == 3
    act(s, uses(s, card(s, SHAMAN, 0), "«battle frenzy»", _tovi(s)))
    resolve(s)
    assert not s.closed[_tovi(s)]
    if second_step:  # the frenzy gave its movement back: the opponent moves one this time
        _step(s, "c4")
        _drift(s, card(s, NOMAD, 1))
    assert _throw(s, vail) == 1


# --- clause 5: the throw of 1 ----------------------------------------------------------


def test_5_a_throw_of_one_not_next_to_it_and_it_closes() -> None:
    s = _board(Put(VAIL, 1, "a6"), Put(NOMAD, 1, "c3"), Put(FLYER, 1, "air"))
    tovi, nomad = _tovi(s), card(s, NOMAD, 1)
    assert not [o for o in options(s) if o.startswith(f"{s.at(tovi)} uses")
                and o.endswith(s.at(nomad))]
    assert [o for o in options(s) if o.startswith(f"{s.at(tovi)} uses")
            and o.endswith(s.at(card(s, FLYER, 1)))]
    assert _throw(s, card(s, VAIL, 1)) == 1
    assert s.closed[tovi]
