"""The card fixes answering the third audit (test_cards_audit_20261203.py, its last
section): what each fix changes around the audit's own tests. Mechanics paraphrased
from berserk-nxt resources/data.json; no card text is copied."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.abilities import SILENCED, set_marker
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import CHOOSE, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with
from tests.games.berserk.helpers.audits import (
    SPARE_0,
    SPARE_1,
    end_turn,
    offered,
    pos,
    resolve,
    strike,
    uses,
)
from tests.games.berserk.helpers.scenarios import act

#: Synthetic cards of this file: the trigger when_struck on its own.
ABILITIES: dict[str, Any] = {
    "FX-001": {"complete": True, "abilities": [
        {"name": "thorny hide", "trigger": "when_struck",
         "if_attack": ["magic_strike", "strike_through_row"], "target": {"side": "other"},
         "effects": [{"wound": 1}]}]},
}
CARDS = [*SYNTHETIC, synthetic("FX-001", name="Колючий", lives=12)]


@cache
def own_table() -> CardTable:
    return table_with(CARDS, ABILITIES)


def acts(s: State, c: int) -> list[str]:
    """The options by which ``c`` acts (not its moves)."""
    return [o for o in options(s) if o.startswith(f"{s.at(c)} ")]


# --- 1. A triggered ability that fired resolves as it was, though its card lost its
# abilities while it waited (State.as_encoded).


def test_nt_053_declined_the_seers_other_trigger_still_offers_all_on_one() -> None:
    s = pos(Put("VS-094", 1, "c4"), Put("NT-053", 0, "c3"), Put("VS-117", 0, "b3"), SPARE_0,
            SPARE_1, active=1, counters={"VS-094": 1})
    king, seer, vail = card(s, "VS-094", 1), card(s, "NT-053", 0), card(s, "VS-117", 0)
    act(s, f"{s.at(king)} uses «loss of memory» on {s.at(seer)}")
    assert s.abilities_of(seer) == ()  # silenced, its two triggers waiting
    act(s, "use no target")  # the first declined: the second, all on one, is offered
    act(s, uses(s, seer, "«counters flow to the seer's side (all on one)»", vail))
    resolve(s)
    assert s.counters(vail) == 1 and s.abilities_of(seer) == ()


def test_a_pending_pick_of_an_effect_survives_the_loss_of_abilities() -> None:
    """VS-058's hit leaves the struck card's player to pick the push or the wounds; its
    card silenced before the pick, the pick is still made and acts (the same reading as
    a waiting target: the ability fired)."""
    s = pos(Put("VS-058", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-094", 1, "a6"), SPARE_0,
            SPARE_1)
    hammer, nomad, king = card(s, "VS-058", 0), card(s, "VS-001", 1), card(s, "VS-094", 1)
    s.queue_dice(4, 1)  # medium 2, no counter-strike
    act(s, f"{s.at(hammer)} strikes {s.at(nomad)}")
    assert s.phase == CHOOSE and s.to_move == 1
    hit = s.wounds[nomad]
    set_marker(s, hammer, SILENCED, king + 1)  # as the king's «loss of memory» does
    s.silenced_count += 1
    picks = [o for o in options(s) if o.startswith(f"{s.at(nomad)} takes «")]
    assert len(picks) == 2 and s.abilities_of(hammer) == ()
    act(s, next(o for o in picks if "«2 wounds»" in o))
    resolve(s)
    assert s.wounds[nomad] == hit + 2


# --- 2. «The enemy card with the most lives» weighs artifacts too, and an enemy target
# that may be a card (cards: true) may be an artifact in the main actions.


def test_nt_091_a_creature_with_more_lives_than_the_artifact_is_the_target() -> None:
    s = pos(Put("NT-091", 0, "c2"), Put("NT-049", 1, "a5", wounds=5), Put("VS-001", 1, "d5"),
            SPARE_0, SPARE_1)
    elf, snake = card(s, "NT-091", 0), card(s, "VS-011", 1)  # the heart: 5 lives left
    assert [o for o in options(s) if "«picks the biggest»" in o] \
        == [uses(s, elf, "«picks the biggest»", snake)]


def test_an_enemy_card_target_may_be_an_artifact() -> None:
    s = pos(Put("NT-049", 0, "c2"), Put("NT-049", 1, "a5"), SPARE_0, SPARE_1)
    mine, theirs = card(s, "NT-049", 0), card(s, "NT-049", 1)
    act(s, uses(s, mine, "«storm bolt»", theirs))
    resolve(s)
    assert s.wounds[theirs] == 1


# --- 3. VS-135: any strike at it brings its protection, which covers every strike.


def test_vs_135_a_strike_through_a_row_brings_the_protection_a_shot_does_not() -> None:
    s = pos(Put("VS-135", 1, "c4", closed=True), Put("VS-011", 0, "c2"), Put("VS-001", 0, "c3"),
            Put("X-003", 0, "a2"), Put("VS-001", 0, "e1"), SPARE_1)  # (a spare: the turn goes on)
    ogre, snake, nomad, archer = (card(s, "VS-135", 1), card(s, "VS-011", 0),
                                  card(s, "VS-001", 0), card(s, "X-003", 0))
    act(s, f"{s.at(archer)} shoots {s.at(ogre)}")  # a shot of 2, 1 less: no protection
    resolve(s)
    assert s.wounds[ogre] == 1
    act(s, uses(s, snake, "Удар через ряд (strike through row)", ogre))
    resolve(s)
    assert s.wounds[ogre] == 2
    strike(s, nomad, ogre, 6)
    assert s.wounds[ogre] == 2


def test_when_struck_answers_the_strikes_if_attack_names_after_their_damage() -> None:
    for attack, answered in (("simple", False), ("Удар через ряд (strike through row)", True),
                             ("Магический удар (magic strike)", True)):
        s = arrange((Put("FX-001", 1, "c4", closed=True), Put("VS-011", 0, "c2"),
                     Put("VS-001", 0, "c3"), Put("VS-101", 0, "d4"), SPARE_1),
                    table=own_table())
        s.settle()
        thorny = card(s, "FX-001", 1)
        if attack == "simple":
            striker = card(s, "VS-001", 0)
            strike(s, striker, thorny, 1)  # weak 1
        else:
            striker = card(s, "VS-011" if "row" in attack else "VS-101", 0)
            act(s, uses(s, striker, attack, thorny))
            resolve(s)
        assert s.wounds[thorny] > 0 and (s.wounds[striker] == 1) == answered, attack


# --- 4. A creature that does not close after its attack has made it: it stays open, may
# move, and acts no more that turn (research §2.4: one action per creature).


def test_vs_165_stays_open_may_move_and_defends_but_strikes_no_more() -> None:
    s = pos(Put("VS-165", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1)
    baraka, nomad, vail = card(s, "VS-165", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    strike(s, baraka, vail, 4, 1)
    assert not s.closed[baraka] and acts(s, baraka) == []
    assert offered(s, f"move {s.at(baraka)} to c2")
    end_turn(s)
    s.queue_dice(1, 6)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    assert offered(s, f"{s.at(baraka)} defends")  # open in the opponent's turn


def test_vs_165_opened_again_by_an_effect_it_may_act_again() -> None:
    s = pos(Put("VS-165", 0, "c3"), Put("VS-031", 0, "a2"), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1)
    baraka, oyuun, vail = card(s, "VS-165", 0), card(s, "VS-031", 0), card(s, "VS-117", 1)
    strike(s, baraka, vail, 4, 1)
    s.closed[baraka] = True  # closed meanwhile: an opening gives it an action again
    s.settle()
    act(s, uses(s, oyuun, "«battle frenzy»", baraka))
    resolve(s)
    assert offered(s, f"{s.at(baraka)} strikes {s.at(vail)}")


def test_vs_102_unwounded_after_its_renewal_it_stays_open_and_acts_no_more() -> None:
    s = pos(Put("VS-102", 0, "c3"), Put("NT-001", 0, "a1", closed=True),
            Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    kele, guard, vail = card(s, "VS-102", 0), card(s, "NT-001", 0), card(s, "VS-117", 1)
    s.queue_dice(4)
    act(s, f"{s.at(kele)} strikes {s.at(vail)}")
    act(s, f"{s.at(kele)} uses «green renewal»")
    assert not s.closed[kele]
    assert not any("answer the call" in o for o in options(s))  # it did not open
    resolve(s)
    assert s.closed[guard] and not s.closed[kele]
    assert acts(s, kele) == []  # no second strike, no magic strike


def test_vs_102_wounded_after_its_renewal_it_closes() -> None:
    s = pos(Put("VS-102", 0, "c3", wounds=3), Put("VS-117", 1, "c4", closed=True),
            SPARE_0, SPARE_1)
    kele, vail = card(s, "VS-102", 0), card(s, "VS-117", 1)
    s.queue_dice(4)
    act(s, f"{s.at(kele)} strikes {s.at(vail)}")
    act(s, f"{s.at(kele)} uses «green renewal»")
    resolve(s)
    assert s.wounds[kele] == 1 and s.closed[kele]


# --- NT-077: a parasite is a symbiote (seed 209.1), so one on it gives it the strike.


def test_nt_077_a_parasite_it_lured_onto_itself_gives_it_the_magic_strike() -> None:
    s = pos(Put("NT-077", 0, "c3"), Put("VS-001", 0, "c2"), Put("NT-175", 1, "c2", on_host=True),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    warden, nomad, vail = card(s, "NT-077", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    assert not any("«warden's strike»" in o for o in options(s))
    act(s, uses(s, warden, "«lure the beast»", nomad))
    resolve(s)
    s.closed[warden] = False  # (the parasite hops off at its own turn's start)
    s.settle()
    act(s, uses(s, warden, "«warden's strike»", vail))
    resolve(s)
    assert s.wounds[vail] == 2
