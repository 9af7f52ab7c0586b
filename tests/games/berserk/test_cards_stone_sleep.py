"""NT-046 Гаргулья, «stone sleep»: once a battle, instead of dying it heals fully and
becomes an artifact. The language key it added: the passive ``artifact_instead`` (with
the ability's ``times_per_battle``).

As an artifact it stands on its cell, neither moves nor strikes (no counter-strike), and
keeps its tap abilities (its gaze, taking a counter); a second death destroys it."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.cards import ARTIFACT, CREATURE, HEAL_ON_KILL, CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import MAIN, Z_BOARD, Z_GRAVE, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with
from tests.games.berserk.helpers.audits import end_turn, resolve
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

#: A synthetic card of this file: the passive with no limit and a condition, on a plain
#: creature (6 lives).
ABILITIES: dict[str, Any] = {
    "SS-001": {"complete": True, "abilities": [
        {"name": "stone skin", "trigger": "static", "if": {"wounded": True},
         "effects": [{"artifact_instead": True}]}]},
}


@cache
def _synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("SS-001", name="Тест SS-001")), ABILITIES)


def _gargoyle(*puts: Put, wounds: int = 8, spare: bool = True) -> State:
    """The gargoyle (seat 0, 9 lives) on c3 with ``wounds``, an enemy Змееглав next to
    it on c4, seat 1 to act."""
    spares = (SPARE_0, SPARE_1) if spare else (SPARE_1,)
    return position(Put("NT-046", 0, "c3", wounds=wounds), Put("VS-001", 1, "c4"), *puts,
                    *spares, active=1)


def _struck(s: State, striker: str = "VS-001") -> int:
    """The enemy ``striker`` on c4 strikes the gargoyle with a strong hit."""
    g = card(s, "NT-046", 0)
    s.queue_dice(6, 1)
    act(s, f"{s.at(card(s, striker, 1))} strikes {s.at(g)}")
    resolve(s)
    return g


def test_instead_of_dying_it_heals_fully_and_becomes_an_artifact_on_its_cell() -> None:
    s = _gargoyle()
    where = s.cell[card(s, "NT-046", 0)]
    g = _struck(s)
    assert s.zone[g] == Z_BOARD and s.cell[g] == where and s.cells[where] == g
    assert s.ctype[g] == ARTIFACT and s.wounds[g] == 0 and s.lives_left(g) == 9
    assert s.strike[g] is None and g not in s.grave[0]
    assert s.phase == MAIN and not s.is_terminal()


def test_an_unkilled_gargoyle_stays_a_creature() -> None:
    s = _gargoyle(wounds=0)
    g = _struck(s)
    assert s.ctype[g] == CREATURE and s.wounds[g] > 0


def test_as_an_artifact_it_neither_moves_nor_strikes_but_keeps_its_taps() -> None:
    s = _gargoyle()
    g = _struck(s)
    end_turn(s)  # seat 0's turn: the gargoyle is open
    assert s.active == 0 and not s.closed[g]
    mine = [o for o in options(s) if o.startswith(s.at(g))]
    assert mine == [f"{s.at(g)} uses «take a counter»"]  # no step, no strike, no gaze yet
    act(s, f"{s.at(g)} uses «take a counter»")
    assert s.counters(g) == 1
    end_turn(s)
    end_turn(s)
    gaze = [o for o in options(s) if o.startswith(f"{s.at(g)} uses «gargoyle's gaze»")]
    assert gaze  # the enemy next to it may be moved away, as before
    assert not any(o.startswith(f"{s.at(g)} strikes") or o.startswith(f"move {s.at(g)}")
                   for o in options(s))


def test_once_a_battle_the_second_death_destroys_it() -> None:
    s = _gargoyle()
    g = _struck(s)
    s.wound(g, 9, card(s, "VS-001", 1), "impact")
    s.kill([g])
    s.go_on()
    s.settle()
    resolve(s)
    assert s.zone[g] == Z_GRAVE


def test_a_destroying_effect_turns_it_to_stone_too() -> None:
    """Not only wounds: a card destroyed outright (kill) becomes an artifact as well."""
    s = _gargoyle(wounds=0)
    g = card(s, "NT-046", 0)
    s.kill([g])
    s.go_on()
    s.settle()
    assert s.zone[g] == Z_BOARD and s.ctype[g] == ARTIFACT


def test_its_side_loses_when_it_was_the_last_creature() -> None:
    """An artifact is no creature: with no other creature its side is annihilated."""
    s = _gargoyle(spare=False)
    g = _struck(s)
    assert s.ctype[g] == ARTIFACT and s.zone[g] == Z_BOARD
    outcome = s.outcome()
    assert s.is_terminal() and outcome is not None and outcome.winner == 1
    assert outcome.reason == "annihilation"


def test_a_symbiote_on_it_dies_as_it_stops_being_a_creature() -> None:
    """209.2: a symbiote needs a creature for its host."""
    s = _gargoyle(Put("NT-094", 0, "c3", on_host=True))
    guest = card(s, "NT-094", 0)
    g = _struck(s)
    assert s.ctype[g] == ARTIFACT and s.guest[g] == -1
    assert s.zone[guest] == Z_GRAVE


def test_the_striker_gets_nothing_for_a_kill() -> None:
    """A scavenger that struck it heals nothing: the gargoyle was not destroyed."""
    s = position(Put("NT-046", 0, "c3", wounds=8), Put("VS-039", 1, "c4", wounds=2),
                 SPARE_0, SPARE_1, active=1)
    scavenger = card(s, "VS-039", 1)
    assert HEAL_ON_KILL in s.eff[scavenger]
    s.queue_dice(6, 1)
    act(s, f"{s.at(scavenger)} strikes {s.at(card(s, 'NT-046', 0))}")
    resolve(s)
    assert s.ctype[card(s, "NT-046", 0)] == ARTIFACT
    assert s.wounds[scavenger] == 2



def test_the_passive_asks_its_condition_as_the_card_would_die() -> None:
    """Its condition is asked as it would die: of two destroyed at once, the unwounded one
    dies and the wounded one turns to stone."""
    s = arrange((Put("SS-001", 0, "c3"), Put("SS-001", 0, "c2", wounds=1), SPARE_0, SPARE_1),
                table=_synthetic_table())
    unwounded, wounded = card(s, "SS-001", 0), card(s, "SS-001", 0, 1)
    s.kill([unwounded, wounded])
    s.go_on()
    s.settle()
    resolve(s)
    assert s.zone[unwounded] == Z_GRAVE
    assert s.zone[wounded] == Z_BOARD and s.ctype[wounded] == ARTIFACT
    assert "instead of dying it heals fully and becomes an artifact" in \
        s.abilities_of(wounded)[0].describe()
