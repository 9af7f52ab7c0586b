"""Sixth independent audit (audit E): 30 Berserk cards the catalogue marks implemented,
drawn with ``random.Random(20261207).sample`` over the 176 implemented cards that are in no
earlier audit (test_cards_audit_*.py) and on neither scenario-gap list
(test_card_scenarios_nt_gaps.py, test_card_scenarios_vs_gaps.py), sorted:

NT-006 NT-020 NT-050 NT-051 NT-062 NT-068 NT-077 NT-079 NT-081 NT-114 NT-115 NT-118
NT-132 NT-135 NT-152 NT-173 NT-183 NT-187 NT-190 VS-030 VS-043 VS-057 VS-084 VS-088
VS-114 VS-152 VS-160 VS-169 VS-176 VS-198

Each printed clause, read in berserk-nxt resources/data.json (commit 1d6ff4f2; mechanics
paraphrased here, no card text copied), is played on an arranged position where it must act
and, where it matters, where the text rules it out. A clause the engine does not play as
printed is an ``xfail(strict=True)`` test whose reason says what happens instead, so it
turns green when the encoding is fixed. A card counts as played as printed only if every
clause is.

The figure as reported: 26 of 30 cards played as printed (87%; Wilson 95% interval
70%-95%). Not as printed: NT-079 (the engine, not Mara's player, picks the cell of the
revived creature), NT-152 (the engine, not its player, picks whose incarnation token comes
off), NT-190 (its second strike need not follow the first: another card may act in
between); all three were mended since (the player picks the cell and the token; the second
strike comes only right after the first), their tests now plain ones. The fourth finding,
NT-135 (no choice of which enemy the poison passes to), was the test's: one of its two
neighbours (VS-050) prints poison protection, so there was nothing to choose; with a
neighbour that can be poisoned the player is offered both. Corrected: 27 of 30 (90%;
Wilson 74%-97%). Readings of
unclear wording accepted as the encodings' notes give them are listed in the audit's report
(among them: a parasite is no symbiote for NT-077; clumsiness as 1 off its own die for
VS-043 and VS-084)."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.abilities import INCARNATION, POISON, marker, set_marker
from deckcheck.games.berserk.engine.cards import Z_BOARD, Z_GRAVE, CardTable
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import (
    A,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table_with,
    texts,
)
from tests.games.berserk.helpers.audits import (
    SPARE_0,
    SPARE_1,
    battle_start,
    offered,
    poison,
    pos,
    resolve,
    strike,
    uses,
)
from tests.games.berserk.helpers.declining import end_turn, named
from tests.games.berserk.helpers.scenarios import act


@cache
def siege_table() -> CardTable:
    """The bundled cards plus a test card (AE-001) whose tap shot 2 may hit any card, an
    artifact too: NT-183 answers attacks on artifacts, which no bundled card's shot
    reaches."""
    bolt = {"complete": True, "abilities": [
        {"name": "siege bolt", "label": "shot", "trigger": "tap",
         "target": {"side": "any", "cards": True}, "effects": [{"wound": 2}]}]}
    return table_with([synthetic("AE-001", name="Осадник", lives=10)], {"AE-001": bolt})


def siege_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=siege_table(), **kwargs)


def leaps(s: State, c: int, cell: str) -> str:
    return f"{s.at(c)} leaps to {cell}"


def tramples(s: State, c: int, victim: int) -> str:
    return f"{s.at(c)} leaps onto {s.at(victim)}, trampling it"


# --- NT-006: parasite; its host declares nothing but an attack at it; it takes wounds from
# its host only; it never defends; no defender may stand in for it.


def test_nt_006_host_may_only_strike_the_dwarf() -> None:
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    host, dwarf = card(s, "VS-001", 0), card(s, "NT-006", 1)
    mine = [o for o in options(s) if s.at(host) in o]
    assert mine == [f"{s.at(host)} strikes {s.at(dwarf)}"], mine  # no move, no other target


def test_nt_006_wounds_only_from_its_host() -> None:
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True),
            Put("X-003", 0, "c1"), SPARE_0, SPARE_1)
    host, dwarf, archer = card(s, "VS-001", 0), card(s, "NT-006", 1), card(s, "X-003", 0)
    act(s, f"{s.at(archer)} shoots {s.at(dwarf)}")
    resolve(s)
    assert s.wounds[dwarf] == 0
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True), SPARE_0, SPARE_1)
    host, dwarf = card(s, "VS-001", 0), card(s, "NT-006", 1)
    strike(s, host, dwarf, 6, 1)
    assert s.wounds[dwarf] > 0


def test_nt_006_never_defends_and_no_defender_for_it() -> None:
    # A friend of the dwarf beside the host may not step in for it.
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True),
            Put("X-009", 1, "c4"), SPARE_0, SPARE_1)
    host, dwarf = card(s, "VS-001", 0), card(s, "NT-006", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(host)} strikes {s.at(dwarf)}")
    assert not [o for o in options(s) if o.endswith(" defends")]
    resolve(s)
    assert s.wounds[dwarf] > 0
    # The dwarf itself is never offered as a defender for its side.
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True),
            Put("VS-117", 1, "c4"), Put("VS-050", 0, "c5"), SPARE_0, SPARE_1)
    attacker, vail, dwarf = card(s, "VS-050", 0), card(s, "VS-117", 1), card(s, "NT-006", 1)
    act(s, f"{s.at(attacker)} strikes {s.at(vail)}")
    assert not [o for o in options(s) if o.startswith(s.at(dwarf))]


# --- NT-020: jump range 3; may jump onto a creature with 3 lives or fewer left (not
# incorporeal, not a symbiote), destroying it (impact); defence experience 1.


def test_nt_020_jumps_three_cells() -> None:
    s = pos(Put("NT-020", 0, "c2"), SPARE_0, SPARE_1)
    raptor = card(s, "NT-020", 0)
    assert offered(s, leaps(s, raptor, "c5")) and not offered(s, leaps(s, raptor, "c6"))


def test_nt_020_tramples_a_creature_with_three_lives_left() -> None:
    s = pos(Put("NT-020", 0, "c2"), Put("VS-001", 1, "c4", wounds=5), SPARE_0, SPARE_1)
    raptor, foe = card(s, "NT-020", 0), card(s, "VS-001", 1)
    assert s.lives_left(foe) == 3
    act(s, tramples(s, raptor, foe))
    resolve(s)
    assert s.zone[foe] == Z_GRAVE and s.where(raptor) == "c4"


def test_nt_020_no_trample_with_four_lives_left_or_at_an_incorporeal() -> None:
    for foe_id, wounds in (("VS-001", 4), ("NT-043", 5), ("NT-043", 7)):
        s = pos(Put("NT-020", 0, "c2"), Put(foe_id, 1, "c4", wounds=wounds), SPARE_0, SPARE_1)
        raptor = card(s, "NT-020", 0)
        assert not [o for o in options(s) if "trampling" in o], foe_id
    # A friend of its own may be trampled too (deckcheck's reading: either side).
    s = pos(Put("NT-020", 0, "c2"), Put("VS-001", 0, "c4", wounds=5), SPARE_0, SPARE_1)
    raptor, friend = card(s, "NT-020", 0), card(s, "VS-001", 0)
    assert offered(s, tramples(s, raptor, friend))


def test_nt_020_defence_experience_one() -> None:
    s = pos(Put("VS-001", 1, "c3"), Put("NT-020", 0, "c4"), SPARE_0, SPARE_1, active=1)
    nomad, raptor = card(s, "VS-001", 1), card(s, "NT-020", 0)
    strike(s, nomad, raptor, 5, 5)
    # 5 against 5 + 1: a weak hit, not 5 against 5's miss with a weak counter-strike
    assert s.wounds[raptor] == 1 and s.wounds[nomad] == 0


# --- NT-050: at the start of the battle a child of Kronga its player picks becomes a
# mountains creature and, on its simple strike, gives Sigurd a counter; counter + tap magic
# strike 3; valhalla: a mountains or forests creature of its side +1 movement for the turn.


def test_nt_050_oath_offers_each_child_of_kronga_only() -> None:
    s = pos(Put("NT-050", 0, "c2"), Put("NT-072", 0, "c3"), Put("NT-072", 0, "b2"),
            Put("VS-001", 0, "d2"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    sigurd, nomad = card(s, "NT-050", 0), card(s, "VS-001", 0)
    boars = card(s, "NT-072", 0), card(s, "NT-072", 0, 1)
    battle_start(s, sigurd)
    oath = named(s, "«oath of the mountain»")
    assert sorted(oath) == sorted(uses(s, sigurd, "«oath of the mountain»", b) for b in boars)
    act(s, uses(s, sigurd, "«oath of the mountain»", boars[1]))
    resolve(s)
    assert s.elements_of(boars[1]) == ("mountains",)
    assert s.elements_of(boars[0]) == ("forests",) and "mountains" not in s.elements_of(nomad)


def test_nt_050_the_oath_bearer_hit_gives_a_counter_a_miss_none() -> None:
    for dice, gained in (((6, 1), 1), ((1, 6), 0)):
        s = pos(Put("NT-050", 0, "c2"), Put("NT-072", 0, "c3"), Put("VS-117", 1, "c4"),
                SPARE_0, SPARE_1)
        sigurd, boar, vail = card(s, "NT-050", 0), card(s, "NT-072", 0), card(s, "VS-117", 1)
        battle_start(s, sigurd)
        resolve(s)
        strike(s, boar, vail, *dice)
        assert s.counters(sigurd) == gained, dice


def test_nt_050_no_counter_for_a_friend_without_the_oath() -> None:
    s = pos(Put("NT-050", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1)
    sigurd, nomad, vail = card(s, "NT-050", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    strike(s, nomad, vail, 6, 1)
    assert s.counters(sigurd) == 0


def test_nt_050_magic_strike_three_costs_a_counter() -> None:
    s = pos(Put("NT-050", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1,
            counters={"NT-050": 1})
    sigurd, vail = card(s, "NT-050", 0), card(s, "VS-117", 1)
    act(s, uses(s, sigurd, "«hammer of the oath»", vail))
    resolve(s)
    assert s.wounds[vail] == 3 and s.counters(sigurd) == 0 and s.closed[sigurd]
    s = pos(Put("NT-050", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    assert not named(s, "«hammer of the oath»")


def test_nt_050_valhalla_one_more_move_to_a_forests_creature_not_a_steppes_one() -> None:
    s = pos(Put("NT-050", 0, "grave"), Put("NT-072", 0, "c3"), Put("VS-001", 0, "b3"),
            Put("VS-117", 1, "c5"), SPARE_0, SPARE_1, active=1)
    boar, nomad = card(s, "NT-072", 0), card(s, "VS-001", 0)
    end_turn(s)
    assert any("«swift feet of the fallen»" in t and t.endswith(f"{s.at(boar)} has 3 movement")
               for t in texts(s))
    assert not any(s.at(nomad) in t for t in texts(s) if "swift feet" in t)


# --- NT-051: formation: armour 1; when a creature of its side with armour is first wounded
# by an attack in a turn, a throw 1-2-2 within 3 (twice a turn).


def test_nt_051_formation_armour_one() -> None:
    for mate, wounds in (("NT-060", 3), ("VS-001", 4)):
        s = pos(Put("NT-051", 0, "c3"), Put(mate, 0, "b3", closed=True),
                Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
        chernovar, vail = card(s, "NT-051", 0), card(s, "VS-117", 1)
        strike(s, vail, chernovar, 6, 1)
        assert s.wounds[chernovar] == wounds, mate


def test_nt_051_mug_throw_on_the_first_wound_of_an_armoured_friend_only() -> None:
    s = pos(Put("NT-051", 0, "c1"), Put("X-001", 0, "c3"), Put("VS-117", 1, "c4"),
            Put("VS-117", 1, "b3"), Put("VS-001", 1, "a4"), SPARE_0, SPARE_1, active=1)
    chernovar, knight = card(s, "NT-051", 0), card(s, "X-001", 0)
    vail, vail2, nomad = card(s, "VS-117", 1), card(s, "VS-117", 1, 1), card(s, "VS-001", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(vail)} strikes {s.at(knight)}")
    assert offered(s, uses(s, chernovar, "«mug throw»", nomad))
    s.queue_dice(6)
    act(s, uses(s, chernovar, "«mug throw»", nomad))
    resolve(s)
    assert s.wounds[nomad] == 2
    strike(s, vail2, knight, 6, 1)  # wounded again this turn: no second throw
    assert s.wounds[nomad] == 2 and not named(s, "«mug throw»")


def test_nt_051_no_throw_for_a_friend_without_armour() -> None:
    s = pos(Put("NT-051", 0, "c1"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
            Put("VS-001", 1, "a4"), SPARE_0, SPARE_1, active=1)
    friend, vail, nomad = card(s, "VS-001", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    strike(s, vail, friend, 6, 1)
    assert s.wounds[friend] > 0 and s.wounds[nomad] == 0


# --- NT-062: at the start of the opponent's turn two creatures next to each other are
# chained until that turn ends; when they part each takes 2-3-3 and the chain goes;
# tap discharge 1-2-2.


def chained_position() -> tuple[State, int, int]:
    s = pos(Put("NT-062", 0, "a2"), Put("VS-001", 1, "c4"), Put("VS-117", 1, "c5"),
            SPARE_0, SPARE_1)
    jailer, nomad, vail = card(s, "NT-062", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    ice_chain(s, jailer, nomad, vail)
    return s, nomad, vail


def ice_chain(s: State, jailer: int, first: int, second: int) -> None:
    """At the opponent's turn start the jailer chains ``first`` (its target) to
    ``second`` (the creature next to it the follow-up takes: its first offer)."""
    end_turn_keeping_choices(s)
    assert offered(s, uses(s, jailer, "«ice chain»", first))
    act(s, uses(s, jailer, "«ice chain»", first))
    resolve(s)
    assert any(f"{s.at(first)} and {s.at(second)} are chained" in t for t in texts(s))


def end_turn_keeping_choices(s: State) -> None:
    """End the turn and stop at the next turn's first choice (the start-of-turn abilities
    stay offered)."""
    s.apply(A.encode(A.END))


def test_nt_062_parting_wounds_each_two_to_three() -> None:
    s, nomad, vail = chained_position()
    s.queue_dice(1, 6)
    act(s, f"move {s.at(nomad)} to c3")
    resolve(s)
    assert (s.wounds[nomad], s.wounds[vail]) == (2, 3)
    s.queue_dice(6)
    act(s, f"move {s.at(nomad)} to c2") if offered(s, f"move {s.at(nomad)} to c2") else None
    assert (s.wounds[nomad], s.wounds[vail]) == (2, 3)  # the chain is gone


def test_nt_062_a_chained_creature_striking_in_its_own_chain_keeps_the_ice_chain() -> None:
    # NT-063 makes its simple strikes in a chain (strike_chain). Its chain of strikes and
    # NT-062's ice chain kept their state under one marker name: its strike overwrote the
    # ice chain, and parting later wounded nobody (found reading the markers' names).
    s = pos(Put("NT-062", 0, "a2"), Put("NT-063", 1, "c4"), Put("VS-001", 0, "b4"),
            SPARE_0, SPARE_1)
    jailer, coil, nomad = card(s, "NT-062", 0), card(s, "NT-063", 1), card(s, "VS-001", 0)
    ice_chain(s, jailer, coil, nomad)
    strike(s, coil, nomad, 1, 1)  # a strike of its chain of strikes
    before = (s.wounds[coil], s.wounds[nomad])
    s.queue_dice(6, 6)
    act(s, f"move {s.at(coil)} to d4")  # they part: each takes the strong tier, 3
    resolve(s)
    assert (s.wounds[coil], s.wounds[nomad]) == (before[0] + 3, before[1] + 3)


def test_nt_062_a_move_still_beside_the_other_breaks_nothing() -> None:
    s, nomad, vail = chained_position()
    act(s, f"move {s.at(nomad)} to b4")
    resolve(s)
    assert s.wounds[nomad] == 0 and s.wounds[vail] == 0


def test_nt_062_the_chain_ends_with_the_opponents_turn() -> None:
    # Two creatures of the jailer's own side chained in the opponent's turn part in the
    # jailer's next turn: no wounds, the chain is over.
    s = pos(Put("NT-062", 0, "a5"), Put("VS-001", 0, "c2"), Put("X-001", 0, "c3"),
            SPARE_0, SPARE_1)
    jailer, nomad, knight = card(s, "NT-062", 0), card(s, "VS-001", 0), card(s, "X-001", 0)
    ice_chain(s, jailer, nomad, knight)
    end_turn(s)
    act(s, f"move {s.at(nomad)} to c1")
    resolve(s)
    assert s.wounds[nomad] == 0 and s.wounds[knight] == 0


def test_nt_062_discharge_one_to_two() -> None:
    s = pos(Put("NT-062", 0, "c2"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    jailer, vail = card(s, "NT-062", 0), card(s, "VS-117", 1)
    discharge = [o for o in named(s, "discharge") if o.startswith(s.at(jailer))
                 and o.endswith(s.at(vail))]
    assert len(discharge) == 1, named(s, "")
    s.queue_dice(1)
    act(s, discharge[0])
    resolve(s)
    assert s.wounds[vail] == 1


# --- NT-068: tap, impact: two creatures next to it (not incorporeal, not symbiotes) change
# places, each wounded 2-3-3.


def test_nt_068_grip_swaps_two_neighbours_and_wounds_each() -> None:
    s = pos(Put("NT-068", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "d3"),
            Put("VS-050", 1, "c5"), SPARE_0, SPARE_1)
    rukan, vail, nomad, far = (card(s, "NT-068", 0), card(s, "VS-117", 1),
                               card(s, "VS-001", 1), card(s, "VS-050", 1))
    grip = f"{s.at(rukan)} uses «Rukan's grip» on "
    assert not offered(s, grip + s.at(far))
    s.queue_dice(1, 6)
    act(s, grip + s.at(vail))
    resolve(s)
    assert s.where(vail) == "d3" and s.where(nomad) == "c4"
    assert sorted((s.wounds[vail], s.wounds[nomad])) == [2, 3] and s.closed[rukan]


def test_nt_068_no_grip_on_an_incorporeal() -> None:
    s = pos(Put("NT-068", 0, "c3"), Put("NT-043", 1, "c4"), Put("VS-001", 1, "d3"),
            SPARE_0, SPARE_1)
    rukan, ghost, nomad = card(s, "NT-068", 0), card(s, "NT-043", 1), card(s, "VS-001", 1)
    grip = f"{s.at(rukan)} uses «Rukan's grip» on "
    assert not offered(s, grip + s.at(ghost))
    # The only other neighbour is incorporeal: nothing to swap the nomad with.
    assert not offered(s, grip + s.at(nomad))


# --- NT-077: while a symbiote stands on it, tap magic strike 2; tap, impact: the parasite of
# a creature of its side next to it moves onto it.


def test_nt_077_magic_strike_two_only_while_hosting_a_symbiote() -> None:
    s = pos(Put("NT-077", 0, "c3"), Put("NT-004", 0, "c3", on_host=True),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    warden, vail = card(s, "NT-077", 0), card(s, "VS-117", 1)
    act(s, uses(s, warden, "«warden's strike»", vail))
    resolve(s)
    assert s.wounds[vail] == 2 and s.closed[warden]
    # Changed with the card fixes of 2026-12-03: this audit read a parasite as no symbiote;
    # seed 209.1 names parasites among the symbiotes (as NT-079's reading does), so an
    # enemy parasite on it gives it the strike too. Nothing on it: no strike.
    for guest, strikes in (("NT-175", True), (None, False)):
        puts = [Put("NT-077", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1]
        if guest:
            puts.append(Put(guest, 1, "c3", on_host=True))
        s = pos(*puts)
        assert bool(named(s, "«warden's strike»")) == strikes, guest


def test_nt_077_lures_the_parasite_of_a_friend_next_to_it() -> None:
    s = pos(Put("NT-077", 0, "c3"), Put("VS-001", 0, "c2"),
            Put("NT-175", 1, "c2", on_host=True), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    warden, nomad, yoro = card(s, "NT-077", 0), card(s, "VS-001", 0), card(s, "NT-175", 1)
    act(s, uses(s, warden, "«lure the beast»", nomad))
    resolve(s)
    assert s.where(yoro) == "c3" and s.closed[warden]


def test_nt_077_no_lure_from_an_enemy_or_a_friend_far_away() -> None:
    s = pos(Put("NT-077", 0, "c3"), Put("VS-001", 0, "a3"),
            Put("NT-175", 1, "a3", on_host=True), Put("VS-001", 1, "c4"),
            Put("NT-175", 0, "c4", on_host=True), SPARE_0, SPARE_1)
    assert not named(s, "«lure the beast»")


# --- NT-079: X counters + tap, spell: destroy an ordinary (bronze) enemy creature, not a
# symbiote, costing X+1 or less, and revive it closed under its player's control.


def test_nt_079_changeling_destroys_and_revives_it_closed_on_marys_side() -> None:
    s = pos(Put("NT-079", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-079": 3})
    mara, nomad = card(s, "NT-079", 0), card(s, "VS-001", 1)
    assert not offered(s, uses(s, mara, "«changeling (X=1)»", nomad))  # cost 3 > 1 + 1
    act(s, uses(s, mara, "«changeling (X=2)»", nomad))
    resolve(s)
    assert s.counters(mara) == 1 and s.closed[mara]
    assert s.zone[nomad] == Z_BOARD and s.closed[nomad]
    assert any("Кочевник (VS-001) is revived" in t and "under its reviver's control" in t
               for t in texts(s))


def test_nt_079_not_a_gold_card_a_companion_or_one_costing_more_than_x_plus_one() -> None:
    s = pos(Put("NT-079", 0, "c2"), Put("NT-021", 1, "c5"), Put("VS-117", 1, "d5"),
            Put("NT-004", 1, "d5", on_host=True), SPARE_0, SPARE_1, counters={"NT-079": 3})
    assert not named(s, "«changeling")


def test_nt_079_its_player_picks_the_cell_of_the_revived_creature() -> None:
    s = pos(Put("NT-079", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-079": 3})
    mara, nomad = card(s, "NT-079", 0), card(s, "VS-001", 1)
    act(s, uses(s, mara, "«changeling (X=2)»", nomad))
    assert len([o for o in options(s) if "Кочевник" in o]) > 1, options(s)


def test_nt_079_the_cell_its_player_picks_is_used_and_only_next_to_mara() -> None:
    s = pos(Put("NT-079", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-079": 3})
    mara, nomad = card(s, "NT-079", 0), card(s, "VS-001", 1)
    act(s, uses(s, mara, "«changeling (X=2)»", nomad))
    assert s.to_move == 0  # Mara's player, not the nomad's owner
    offered_cells = sorted(o.rsplit(" ", 1)[1] for o in options(s) if "Кочевник" in o)
    assert offered_cells == ["b1", "b2", "b3", "c1", "c3", "d1", "d2", "d3"]
    act(s, "Кочевник (VS-001) comes into play on d3")
    resolve(s)
    assert s.where(nomad) == "d3" and s.closed[nomad] and s.ctrl[nomad] == 0


# --- NT-081: on its side's half, 3 or more wounds from one attack give it flight (impact);
# while flying it strikes directly and, after a simple strike at a card on the field, lands
# on a free cell next to that card.


def test_nt_081_flies_up_on_three_wounds_on_its_half_only() -> None:
    for cell, dice, flies in (("c3", (6, 1), True), ("c3", (3, 3), False),
                              ("c4", (6, 1), False)):
        foe_cell = "c4" if cell == "c3" else "c5"
        s = pos(Put("NT-081", 0, cell), Put("VS-117", 1, foe_cell), SPARE_0, SPARE_1,
                active=1)
        jaguar, vail = card(s, "NT-081", 0), card(s, "VS-117", 1)
        strike(s, vail, jaguar, *dice)
        assert s.wounds[jaguar] > 0
        assert s.is_flyer(jaguar) is flies, (cell, dice)


def test_nt_081_flying_it_strikes_directly_and_lands_next_to_the_target() -> None:
    s = pos(Put("NT-081", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "a5"),
            Put("X-009", 1, "b5"), SPARE_0, SPARE_1, active=1)
    jaguar, vail, nomad = card(s, "NT-081", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    strike(s, vail, jaguar, 6, 1)
    end_turn(s)
    s.queue_dice(6, 1)
    act(s, f"{s.at(jaguar)} strikes {s.at(nomad)}")
    assert not [o for o in options(s) if o.endswith(" defends")]
    landings = [o for o in options(s) if " is moved to " in o]
    assert landings and all(o.split(" to ")[1] in ("a4", "b4", "a6", "b6") for o in landings)
    act(s, f"{s.at(jaguar)} is moved to b6")
    resolve(s)
    assert s.wounds[nomad] == 4 and s.where(jaguar) == "b6" and not s.is_flyer(jaguar)


def test_nt_081_on_the_ground_no_direct_strike() -> None:
    s = pos(Put("NT-081", 0, "c3"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
            SPARE_0, SPARE_1)
    jaguar, nomad = card(s, "NT-081", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(jaguar)} strikes {s.at(nomad)}")
    assert [o for o in options(s) if o.endswith(" defends")]


# --- NT-114: horde; it cannot move; it dies with the Kraken of its side.
# --- NT-132: at the start of its side's turn it throws its tentacle to any free cell
# (impact); a tentacle of its side dying wounds it 2; tap: summon or revive a tentacle.


def test_nt_114_never_moves_itself_and_is_a_horde() -> None:
    s = pos(Put("NT-114", 0, "c3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    tentacle = card(s, "NT-114", 0)
    assert not [o for o in options(s) if o.startswith(f"move {s.at(tentacle)}")]
    assert s.has_keyword(tentacle, "horde")


def test_nt_114_dies_with_its_kraken_not_with_an_enemy_kraken() -> None:
    s = pos(Put("NT-132", 0, "b2", wounds=10), Put("NT-114", 0, "c3"), Put("NT-114", 1, "d5"),
            Put("VS-117", 1, "b3"), SPARE_0, SPARE_1, active=1)
    kraken, mine, theirs = card(s, "NT-132", 0), card(s, "NT-114", 0), card(s, "NT-114", 1)
    vail = card(s, "VS-117", 1)
    strike(s, vail, kraken, 6, 1)
    assert s.zone[kraken] == Z_GRAVE
    assert s.zone[mine] == Z_GRAVE and s.zone[theirs] == Z_BOARD


def test_nt_132_throws_its_tentacle_to_any_free_cell_at_its_turn_start() -> None:
    s = pos(Put("NT-132", 0, "b2"), Put("NT-114", 0, "c3"), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1, active=1)
    tentacle = card(s, "NT-114", 0)
    end_turn_keeping_choices(s)
    throws = [o for o in options(s) if o.startswith(f"{s.at(tentacle)} is moved to ")]
    assert f"{s.at(tentacle)} is moved to a6" in throws and len(throws) >= 20
    act(s, f"{s.at(tentacle)} is moved to a6")
    resolve(s)
    assert s.where(tentacle) == "a6"


def test_nt_132_a_dying_tentacle_wounds_it_two_an_enemy_one_not() -> None:
    s = pos(Put("NT-132", 0, "b2"), Put("NT-114", 0, "c3", wounds=5),
            Put("NT-114", 1, "b5", wounds=5), Put("VS-117", 1, "c4"), Put("VS-117", 0, "b4"),
            SPARE_0, SPARE_1, active=1)
    kraken, mine, theirs = card(s, "NT-132", 0), card(s, "NT-114", 0), card(s, "NT-114", 1)
    strike(s, card(s, "VS-117", 1), mine, 6, 1)
    assert s.zone[mine] == Z_GRAVE and s.wounds[kraken] == 2
    end_turn(s)
    before = s.wounds[kraken]  # its regeneration acted at the turn's start
    strike(s, card(s, "VS-117", 0), theirs, 6, 1)
    assert s.zone[theirs] != Z_BOARD and s.wounds[kraken] == before


def test_nt_132_summons_or_revives_a_tentacle() -> None:
    s = pos(Put("NT-132", 0, "b2"), Put("NT-114", 0, "deck"), Put("NT-114", 0, "grave"),
            Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    kraken = card(s, "NT-132", 0)
    deck, grave = card(s, "NT-114", 0, 0), card(s, "NT-114", 0, 1)
    if s.zone[deck] == Z_GRAVE:
        deck, grave = grave, deck
    act(s, f"{s.at(kraken)} uses «regrow a tentacle» on {s.at(grave)}")
    resolve(s)
    assert s.zone[grave] == Z_BOARD and s.closed[kraken]
    s = pos(Put("NT-132", 0, "b2"), Put("NT-114", 0, "deck"), Put("VS-117", 1, "c5"),
            SPARE_0, SPARE_1)
    kraken, tentacle = card(s, "NT-132", 0), card(s, "NT-114", 0)
    act(s, f"{s.at(kraken)} uses «grow a tentacle»")
    resolve(s)
    assert s.zone[tentacle] == Z_BOARD


# --- NT-115: parasite; a melee strike at it poisons the attacker 1; its host has -1
# movement; tap: its host or a creature next to it is poisoned 1.


def test_nt_115_a_melee_strike_at_it_poisons_the_attacker_a_shot_does_not() -> None:
    s = pos(Put("X-004", 1, "c4"), Put("NT-115", 0, "c4", on_host=True),
            Put("VS-001", 1, "c5"), Put("X-003", 1, "a6"), SPARE_0, SPARE_1, active=1)
    ivy, nomad, archer = card(s, "NT-115", 0), card(s, "VS-001", 1), card(s, "X-003", 1)
    strike(s, nomad, ivy, 6, 1)
    assert poison(s, nomad) == 1
    s.queue_dice(6)
    act(s, f"{s.at(archer)} shoots {s.at(ivy)}")
    resolve(s)
    assert poison(s, archer) == 0


def test_nt_115_its_host_moves_one_less() -> None:
    for host_id, steps in (("VS-030", 1), ("VS-117", 0)):  # movement 2 and 1
        s = pos(Put(host_id, 1, "c4"), Put("NT-115", 0, "c4", on_host=True), SPARE_0,
                SPARE_1)
        host = card(s, host_id, 1)
        end_turn(s)  # the host's turn starts: its movement is set
        for _ in range(steps):
            act(s, f"move {s.at(host)} to c3")
        assert not [o for o in options(s) if o.startswith(f"move {s.at(host)}")], host_id


def test_nt_115_venom_on_its_host_or_a_creature_next_to_it_only() -> None:
    s = pos(Put("X-004", 1, "c4"), Put("NT-115", 0, "c4", on_host=True),
            Put("VS-001", 1, "c5"), Put("VS-050", 1, "a4"), SPARE_0, SPARE_1)
    ivy, rider, nomad, far = (card(s, "NT-115", 0), card(s, "X-004", 1), card(s, "VS-001", 1),
                              card(s, "VS-050", 1))
    assert not offered(s, uses(s, ivy, "«spread the venom»", far))
    act(s, uses(s, ivy, "«spread the venom»", rider))
    resolve(s)
    assert poison(s, rider) == 1 and s.closed[ivy]
    s = pos(Put("X-004", 1, "c4"), Put("NT-115", 0, "c4", on_host=True),
            Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    ivy, nomad = card(s, "NT-115", 0), card(s, "VS-001", 1)
    act(s, uses(s, ivy, "«spread the venom»", nomad))
    resolve(s)
    assert poison(s, nomad) == 1


# --- NT-118: on a ranged attack at a creature of its side, its player may spread the
# wounds among the non-incorporeal cards of its side (impact; twice a turn).


def fog(s: State, obelisk: int, hurt: int, onto: int) -> str:
    return f"{s.at(obelisk)} «thick fog» moves a wound of {s.at(hurt)} onto {s.at(onto)}"


def test_nt_118_spreads_a_throws_wounds_onto_its_sides_cards() -> None:
    s = pos(Put("NT-118", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-050", 0, "d2"),
            Put("NT-043", 0, "b2"), Put("X-021", 1, "c6"), SPARE_0, SPARE_1, active=1)
    obelisk, nomad, keeper = card(s, "NT-118", 0), card(s, "VS-001", 0), card(s, "VS-050", 0)
    ghost, thrower = card(s, "NT-043", 0), card(s, "X-021", 1)
    s.queue_dice(6)
    act(s, uses(s, thrower, "Метание (throw)", nomad))
    assert not offered(s, fog(s, obelisk, nomad, ghost))  # incorporeal
    act(s, fog(s, obelisk, nomad, keeper))
    act(s, fog(s, obelisk, nomad, obelisk))
    resolve(s)
    assert (s.wounds[nomad], s.wounds[keeper], s.wounds[obelisk]) == (0, 1, 1)


def test_nt_118_no_fog_for_a_melee_strike() -> None:
    s = pos(Put("NT-118", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-050", 0, "d2"),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    nomad, vail = card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    assert not named(s, "«thick fog»")
    resolve(s)
    assert s.wounds[nomad] > 0


def test_nt_118_twice_a_turn() -> None:
    s = pos(Put("NT-118", 0, "a1"), Put("VS-050", 0, "c3"), Put("VS-001", 0, "d2"),
            Put("X-021", 1, "c6"), Put("X-021", 1, "d6"), Put("X-021", 1, "b6"),
            SPARE_0, SPARE_1, active=1)
    obelisk, keeper, nomad = card(s, "NT-118", 0), card(s, "VS-050", 0), card(s, "VS-001", 0)
    for i in range(3):
        s.queue_dice(1)
        act(s, uses(s, card(s, "X-021", 1, i), "Метание (throw)", keeper))
        assert bool(named(s, "«thick fog»")) is (i < 2), i
        if i < 2:
            act(s, fog(s, obelisk, keeper, nomad))
        resolve(s)
    assert s.wounds[nomad] == 2


# --- NT-135: scavenging; scavenging on a poisoned creature poisons an enemy creature next to
# it as much; on its second enemy creature destroyed in the battle it gains direct strike.


def test_nt_135_rot_passes_the_victims_poison_to_an_enemy_beside_it() -> None:
    s = pos(Put("NT-135", 0, "c3", wounds=4), Put("VS-001", 1, "c4", wounds=6),
            Put("VS-117", 1, "d4", closed=True), SPARE_0, SPARE_1)
    ogre, nomad, vail = card(s, "NT-135", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    set_marker(s, nomad, POISON, 2)
    strike(s, ogre, nomad, 6, 1)
    assert s.zone[nomad] == Z_GRAVE and s.wounds[ogre] == 0  # scavenging healed it
    assert poison(s, vail) == 2


def test_nt_135_no_rot_from_an_unpoisoned_victim() -> None:
    s = pos(Put("NT-135", 0, "c3"), Put("VS-001", 1, "c4", wounds=6),
            Put("VS-117", 1, "d4", closed=True), SPARE_0, SPARE_1)
    ogre, nomad, vail = card(s, "NT-135", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    strike(s, ogre, nomad, 6, 1)
    assert s.zone[nomad] == Z_GRAVE and poison(s, vail) == 0


def test_nt_135_its_player_picks_which_neighbour_the_rot_passes_to() -> None:
    # The audit's position put a mountain keeper (VS-050, printed poison protection) at d3:
    # no poison can go onto it, so the vail was the only neighbour to take it and no
    # choice was left. With a neighbour that can be poisoned both are offered.
    s = pos(Put("NT-135", 0, "c3", wounds=4), Put("VS-001", 1, "c4", wounds=6),
            Put("VS-117", 1, "d4", closed=True), Put("VS-001", 1, "d3", closed=True),
            SPARE_0, SPARE_1)
    ogre, nomad = card(s, "NT-135", 0), card(s, "VS-001", 1, 0)
    vail, keeper = card(s, "VS-117", 1), card(s, "VS-001", 1, 1)
    set_marker(s, nomad, POISON, 2)
    s.queue_dice(6, 1)
    act(s, f"{s.at(ogre)} strikes {s.at(nomad)}")
    assert len(named(s, s.at(keeper))) >= 1, options(s)
    offers = named(s, "«rot passes on» on")
    assert sorted(offers) == sorted(f"{s.at(ogre)} uses «rot passes on» on {s.at(t)}"
                                    for t in (vail, keeper)), offers
    assert "use no target" not in options(s)  # the poison passes on: only where is picked
    act(s, f"{s.at(ogre)} uses «rot passes on» on {s.at(keeper)}")
    resolve(s)
    assert poison(s, keeper) == 2 and poison(s, vail) == 0


def test_nt_135_a_neighbour_with_poison_protection_is_not_offered() -> None:
    s = pos(Put("NT-135", 0, "c3", wounds=4), Put("VS-001", 1, "c4", wounds=6),
            Put("VS-117", 1, "d4", closed=True), Put("VS-050", 1, "d3", closed=True),
            SPARE_0, SPARE_1)
    ogre, nomad = card(s, "NT-135", 0), card(s, "VS-001", 1)
    vail, keeper = card(s, "VS-117", 1), card(s, "VS-050", 1)
    set_marker(s, nomad, POISON, 2)
    s.queue_dice(6, 1)
    act(s, f"{s.at(ogre)} strikes {s.at(nomad)}")
    assert not named(s, "«rot passes on»")  # one neighbour it can go to: no choice
    assert poison(s, vail) == 2 and poison(s, keeper) == 0


def test_nt_135_direct_strike_from_its_second_kill() -> None:
    s = pos(Put("NT-135", 0, "c3"), Put("VS-001", 1, "c4", wounds=6),
            Put("VS-001", 1, "b4", wounds=6), SPARE_0, SPARE_1)
    ogre = card(s, "NT-135", 0)
    strike(s, ogre, card(s, "VS-001", 1, 0), 6, 1)
    assert not s.has_keyword(ogre, "direct_strike")
    end_turn(s)
    end_turn(s)
    strike(s, ogre, card(s, "VS-001", 1, 1), 6, 1)
    assert s.has_keyword(ogre, "direct_strike")


# --- VS-030: a move to a neighbouring cell gives +1 to its simple strike for the turn; +1 to
# its simple strike at a creature in front of it; direct strike, attack experience 2.


def test_vs_030_plus_one_after_a_step_for_the_turn() -> None:
    for moves, wounds in ((True, 4), (False, 3)):
        s = pos(Put("VS-030", 0, "c2" if moves else "c3"), Put("VS-117", 1, "d4"),
                SPARE_0, SPARE_1)
        brontobey, vail = card(s, "VS-030", 0), card(s, "VS-117", 1)
        if moves:
            act(s, f"move {s.at(brontobey)} to c3")
        strike(s, brontobey, vail, 6, 1)
        assert s.wounds[vail] == wounds, moves


def test_vs_030_step_bonus_ends_with_the_turn() -> None:
    s = pos(Put("VS-030", 0, "c2"), Put("VS-117", 1, "d4"), SPARE_0, SPARE_1)
    brontobey, vail = card(s, "VS-030", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(brontobey)} to c3")
    end_turn(s)
    strike(s, vail, brontobey, 1, 6)  # a miss and its medium counter-strike: 2, no bonus
    assert s.wounds[vail] == 2


def test_vs_030_plus_one_at_the_creature_in_front_only() -> None:
    for foe_cell, wounds in (("c4", 4), ("b4", 3)):
        s = pos(Put("VS-030", 0, "c3"), Put("VS-117", 1, foe_cell), SPARE_0, SPARE_1)
        brontobey, vail = card(s, "VS-030", 0), card(s, "VS-117", 1)
        strike(s, brontobey, vail, 6, 1)
        assert s.wounds[vail] == wounds, foe_cell


# --- VS-043: clumsiness; -2 from non-magic attacks.


def test_vs_043_minus_two_from_a_strike_not_from_a_magic_strike() -> None:
    s = pos(Put("VS-043", 0, "c3"), Put("VS-117", 1, "c4"), Put("X-022", 1, "d4"),
            SPARE_0, SPARE_1, active=1)
    golem, vail, mage = card(s, "VS-043", 0), card(s, "VS-117", 1), card(s, "X-022", 1)
    strike(s, vail, golem, 6, 1)  # strong 4
    assert s.wounds[golem] == 2
    act(s, uses(s, mage, "Магический удар (magic strike)", golem))
    resolve(s)
    assert s.wounds[golem] == 4


def test_vs_043_clumsiness_one_off_its_die_in_a_fight() -> None:
    # deckcheck's reading of clumsiness (the rules option): 5 against 5 becomes 4 against 5.
    s = pos(Put("VS-043", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    golem, vail = card(s, "VS-043", 0), card(s, "VS-117", 1)
    strike(s, golem, vail, 5, 5)
    assert any(t.startswith("dice 4 vs 5") for t in texts(s))
    assert s.has_keyword(golem, "clumsiness")


# --- VS-057: counter + tap, impact: in the opponent's next turn it moves only 3-2-1
# creatures (the die); tap discharge 1; as the second player it starts with a counter.


def rain(s: State, die: int) -> None:
    cryomancer = card(s, "VS-057", 0)
    s.queue_dice(die)
    act(s, f"{s.at(cryomancer)} uses «icy rain»")
    resolve(s)
    assert s.counters(cryomancer) == 0 and s.closed[cryomancer]
    end_turn(s)


def rain_position() -> State:
    return pos(Put("VS-057", 0, "c2"), Put("VS-001", 1, "a5"), Put("VS-001", 1, "b5"),
               Put("VS-001", 1, "c5"), Put("VS-001", 1, "d5"), SPARE_0, SPARE_1,
               counters={"VS-057": 1})


def test_vs_057_icy_rain_strong_one_creature_moves() -> None:
    s = rain_position()
    rain(s, 6)
    first = card(s, "VS-001", 1, 0)
    act(s, f"move {s.at(first)} to a4")
    assert all(o.startswith(f"move {s.at(first)}") for o in options(s) if o.startswith("move"))


def test_vs_057_icy_rain_weak_three_creatures_move() -> None:
    s = rain_position()
    rain(s, 1)
    nomads = [card(s, "VS-001", 1, i) for i in range(3)]
    for nomad, to in zip(nomads, ("a4", "b4", "c4"), strict=True):
        act(s, f"move {s.at(nomad)} to {to}")
    movers = {o.split(" to ")[0] for o in options(s) if o.startswith("move")}
    assert movers <= {f"move {s.at(n)}" for n in nomads}
    end_turn(s)
    end_turn(s)  # the turn after: no limit
    fourth = card(s, "VS-001", 1, 3)
    assert [o for o in options(s) if o.startswith(f"move {s.at(fourth)}")]


def test_vs_057_discharge_one_and_a_counter_as_second_player() -> None:
    s = pos(Put("VS-057", 0, "c2"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    cryomancer, vail = card(s, "VS-057", 0), card(s, "VS-117", 1)
    act(s, uses(s, cryomancer, "Разряд (discharge)", vail))
    resolve(s)
    assert s.wounds[vail] == 1
    for seat, counters in ((1, 1), (0, 0)):
        s = pos(Put("VS-057", seat, "c2" if seat == 0 else "c5"), SPARE_0, SPARE_1)
        cryomancer = card(s, "VS-057", seat)
        battle_start(s, cryomancer)
        resolve(s)
        assert s.counters(cryomancer) == counters, seat


# --- VS-198: -1 from ranged attacks; tap, spell: 2 to every enemy creature with a shot, throw
# or discharge; counter + tap, spell: a creature moves to any free cell.


def test_vs_198_minus_one_from_a_shot_not_from_a_strike() -> None:
    s = pos(Put("VS-198", 0, "c2"), Put("X-003", 1, "c5"), Put("VS-117", 1, "b3"),
            SPARE_0, SPARE_1, active=1)
    warlock, archer, vail = card(s, "VS-198", 0), card(s, "X-003", 1), card(s, "VS-117", 1)
    act(s, f"{s.at(archer)} shoots {s.at(warlock)}")  # shot 2
    resolve(s)
    assert s.wounds[warlock] == 1
    strike(s, vail, warlock, 6, 1)  # strong 4
    assert s.wounds[warlock] == 5


def test_vs_198_flame_hits_every_enemy_ranged_creature_only() -> None:
    s = pos(Put("VS-198", 0, "c2"), Put("X-003", 1, "a5"), Put("X-021", 1, "b5"),
            Put("X-020", 1, "c5"), Put("VS-001", 1, "d5"), Put("X-003", 0, "a1"),
            SPARE_0, SPARE_1)
    warlock = card(s, "VS-198", 0)
    act(s, f"{s.at(warlock)} uses «flame of the abyss»")
    resolve(s)
    assert [s.wounds[card(s, i, 1)] for i in ("X-003", "X-021", "X-020", "VS-001")] \
        == [2, 2, 2, 0]
    assert s.wounds[card(s, "X-003", 0)] == 0 and s.closed[warlock]


def test_vs_198_dimension_door_moves_a_creature_to_any_free_cell_for_a_counter() -> None:
    s = pos(Put("VS-198", 0, "c2"), Put("VS-001", 1, "d5"), SPARE_0, SPARE_1,
            counters={"VS-198": 1})
    warlock, nomad = card(s, "VS-198", 0), card(s, "VS-001", 1)
    act(s, uses(s, warlock, "«dimension door»", nomad))
    cells = [o for o in options(s) if o.startswith(f"{s.at(nomad)} is moved to ")]
    assert len(cells) == 30 - 4  # every free cell
    act(s, f"{s.at(nomad)} is moved to a1")
    resolve(s)
    assert s.where(nomad) == "a1" and s.counters(warlock) == 0
    s = pos(Put("VS-198", 0, "c2"), Put("VS-001", 1, "d5"), SPARE_0, SPARE_1)
    assert not named(s, "«dimension door»")


# --- NT-152: incarnation 3; at the start of its side's turn its player may take an
# incarnation token off a creature of theirs in the graveyard: +1 simple strike for the turn
# and 2 more lives.


def hound_position(*graves: tuple[str, int]) -> State:
    s = pos(Put("NT-152", 0, "c3"), *(Put(g, 0, "grave") for g, _ in graves),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    for grave_id, tokens in graves:
        set_marker(s, card(s, grave_id, 0), INCARNATION, tokens)
    end_turn_keeping_choices(s)
    return s


def test_nt_152_gnawed_bones_token_off_plus_one_strike_two_lives() -> None:
    s = hound_position(("NT-167", 1))  # 2 once its owner's turn starts
    hound, raer, vail = card(s, "NT-152", 0), card(s, "NT-167", 0), card(s, "VS-117", 1)
    assert marker(s, raer, INCARNATION) == 2
    lives = s.lives_left(hound)
    act(s, f"{s.at(hound)} uses «gnawed bones»")
    resolve(s)
    assert marker(s, raer, INCARNATION) == 1 and s.lives_left(hound) == lives + 2
    strike(s, hound, vail, 6, 1)
    assert s.wounds[vail] == 4  # strong 3 + 1
    assert s.has_keyword(hound, "incarnation")


def test_nt_152_optional_and_only_with_a_token_in_the_graveyard() -> None:
    s = hound_position(("NT-167", 1))
    raer = card(s, "NT-167", 0)
    act(s, "use no target")
    resolve(s)
    assert marker(s, raer, INCARNATION) == 2
    s = hound_position(("VS-001", 0))  # no incarnation, no token
    assert not named(s, "«gnawed bones»")


def test_nt_152_the_strike_bonus_ends_with_the_turn() -> None:
    s = hound_position(("NT-167", 1))
    hound, vail = card(s, "NT-152", 0), card(s, "VS-117", 1)
    act(s, f"{s.at(hound)} uses «gnawed bones»")
    resolve(s)
    end_turn(s)
    strike(s, vail, hound, 1, 6)  # a miss: its counter-strike, no bonus
    assert s.wounds[vail] == 3  # medium 3, not 4


def test_nt_152_its_player_picks_the_creature_losing_a_token() -> None:
    s = hound_position(("NT-167", 1), ("NT-162", 1))
    hound = card(s, "NT-152", 0)
    act(s, f"{s.at(hound)} uses «gnawed bones»")
    assert len([o for o in options(s) if "graveyard" in o]) == 2, options(s)
    # 2 tokens each once the turn began; the one picked loses one, the other keeps both
    raer, laetar = card(s, "NT-167", 0), card(s, "NT-162", 0)
    assert "use no target" not in options(s)  # the token comes off: only whose is picked
    for picked, kept in ((raer, laetar), (laetar, raer)):
        s = hound_position(("NT-167", 1), ("NT-162", 1))
        hound = card(s, "NT-152", 0)
        lives = s.lives_left(hound)
        act(s, f"{s.at(hound)} uses «gnawed bones»")
        act(s, f"{s.at(hound)} uses «gnawed bones» on {s.at(picked)}")
        resolve(s)
        assert marker(s, picked, INCARNATION) == 1 and marker(s, kept, INCARNATION) == 2
        assert s.lives_left(hound) == lives + 2


def test_nt_152_a_creature_without_a_token_is_not_offered() -> None:
    s = hound_position(("NT-167", 1), ("VS-001", 0))
    hound, raer = card(s, "NT-152", 0), card(s, "NT-167", 0)
    act(s, f"{s.at(hound)} uses «gnawed bones»")
    assert not [o for o in options(s) if "graveyard" in o]  # one creature: no choice
    resolve(s)
    assert marker(s, raer, INCARNATION) == 1


# --- NT-173: heroes in its player's deal and squad count as neutral; tap: heal a creature
# 1, a hero 1 more.


def test_nt_173_heals_a_creature_one_and_a_hero_two() -> None:
    s = pos(Put("NT-173", 0, "a2"), Put("VS-001", 0, "c3", wounds=3),
            Put("NT-098", 0, "d3", wounds=3), SPARE_0, SPARE_1)
    altar, nomad, hero = card(s, "NT-173", 0), card(s, "VS-001", 0), card(s, "NT-098", 0)
    act(s, uses(s, altar, "«altar's blessing»", nomad))
    resolve(s)
    assert s.wounds[nomad] == 2 and s.closed[altar]
    s = pos(Put("NT-173", 0, "a2"), Put("VS-001", 0, "c3", wounds=3),
            Put("NT-098", 0, "d3", wounds=3), SPARE_0, SPARE_1)
    altar, hero = card(s, "NT-173", 0), card(s, "NT-098", 0)
    act(s, uses(s, altar, "«altar's blessing»", hero))
    resolve(s)
    assert s.wounds[hero] == 1


def test_nt_173_a_heros_element_brings_no_penalty_with_the_altar() -> None:
    from deckcheck.catalog.load import load_catalogue
    from deckcheck.games.berserk.squads import check_squad
    from deckcheck.games.berserk.squads.rules import squad_rules
    catalogue, rules = load_catalogue("berserk"), squad_rules()
    # NT-066: a mountains warrior hero; NT-074: a forests creature; NT-103: a swamps one.
    without = check_squad({"NT-066": 1, "NT-074": 1}, catalogue, rules, "first")
    assert without.payment.penalty == 1
    altar = check_squad({"NT-173": 1, "NT-066": 1, "NT-074": 1}, catalogue, rules, "first")
    assert altar.elements == ("forests",) and altar.payment.penalty == 0
    plain = check_squad({"NT-173": 1, "NT-074": 1, "NT-103": 1}, catalogue, rules, "first")
    assert plain.payment.penalty == 1


# --- NT-190: may strike twice a turn, only one after the other, not closing after the
# first; its first strike of a turn gives it attack experience of that strike's value for
# the turn; armour 1.


def test_nt_190_strikes_twice_with_the_first_hits_value_added_to_its_die() -> None:
    s = pos(Put("NT-190", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    crusader, vail = card(s, "NT-190", 0), card(s, "VS-117", 1)
    strike(s, crusader, vail, 6, 1)  # strong 4
    assert not s.closed[crusader] and s.wounds[vail] == 4
    strike(s, crusader, vail, 1, 1)  # 1 + 4 against 1
    assert any(t.startswith("dice 5 vs 1") for t in texts(s))
    assert s.closed[crusader] and not named(s, "strikes")
    assert s.has_keyword(crusader, "armour")


def test_nt_190_a_missed_first_strike_adds_nothing() -> None:
    s = pos(Put("NT-190", 0, "c3"), Put("X-009", 1, "c4"), SPARE_0, SPARE_1)
    crusader, guard = card(s, "NT-190", 0), card(s, "X-009", 1)
    strike(s, crusader, guard, 1, 6)
    assert not s.closed[crusader]
    strike(s, crusader, guard, 3, 1)
    assert any(t.startswith("dice 3 vs 1") for t in texts(s))


def test_nt_190_the_second_strike_only_right_after_the_first() -> None:
    s = pos(Put("NT-190", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 0, "a1"),
            SPARE_0, SPARE_1)
    crusader, vail, nomad = card(s, "NT-190", 0), card(s, "VS-117", 1), card(s, "VS-001", 0)
    strike(s, crusader, vail, 6, 1)
    assert offered(s, f"{s.at(crusader)} strikes {s.at(vail)}")  # right after: it may
    act(s, f"move {s.at(nomad)} to a2")
    assert not offered(s, f"{s.at(crusader)} strikes {s.at(vail)}")


# --- NT-183: when an artifact of its side next to it takes wounds from an enemy card's
# attack it may shoot 1-2-2 at that card (twice a turn); tap: shot 1-2-2 within 4.


def test_nt_183_shoots_back_at_the_card_wounding_the_artifact_beside_it() -> None:
    s = siege_position(Put("NT-183", 0, "c2"), Put("NT-118", 0, "c3"), Put("AE-001", 1, "c6"),
                       SPARE_0, SPARE_1, active=1)
    guard, obelisk, bolt = card(s, "NT-183", 0), card(s, "NT-118", 0), card(s, "AE-001", 1)
    act(s, f"{s.at(bolt)} uses «siege bolt» on {s.at(obelisk)}")
    s.queue_dice(4)
    act(s, f"{s.at(guard)} uses «guard the loot» on {s.at(bolt)}")
    resolve(s)
    assert s.wounds[obelisk] == 2 and s.wounds[bolt] == 2  # medium of 1-2-2


def test_nt_183_a_may_no_answer_for_a_creature_or_an_artifact_further_off() -> None:
    s = siege_position(Put("NT-183", 0, "c2"), Put("NT-118", 0, "c3"), Put("AE-001", 1, "c6"),
                       SPARE_0, SPARE_1, active=1)
    obelisk, bolt = card(s, "NT-118", 0), card(s, "AE-001", 1)
    act(s, f"{s.at(bolt)} uses «siege bolt» on {s.at(obelisk)}")
    act(s, "use no target")
    resolve(s)
    assert s.wounds[bolt] == 0
    s = siege_position(Put("NT-183", 0, "c2"), Put("VS-001", 0, "c3"), Put("NT-118", 0, "a3"),
                       Put("AE-001", 1, "c6"), Put("AE-001", 1, "d6"), SPARE_0, SPARE_1,
                       active=1)
    nomad, obelisk = card(s, "VS-001", 0), card(s, "NT-118", 0)
    act(s, f"{s.at(card(s, 'AE-001', 1, 0))} uses «siege bolt» on {s.at(nomad)}")
    assert not named(s, "«guard the loot»")
    resolve(s)
    act(s, f"{s.at(card(s, 'AE-001', 1, 1))} uses «siege bolt» on {s.at(obelisk)}")
    assert not named(s, "«guard the loot»")


def test_nt_183_tap_shot_one_to_two_within_four() -> None:
    s = pos(Put("NT-183", 0, "c2"), Put("VS-117", 1, "c6"), Put("VS-001", 1, "c3"),
            SPARE_0, SPARE_1)
    guard, vail = card(s, "NT-183", 0), card(s, "VS-117", 1)
    s.queue_dice(6)
    act(s, f"{s.at(guard)} shoots {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] == 2
    s = pos(Put("NT-183", 0, "c1"), Put("VS-117", 1, "c6"), SPARE_0, SPARE_1)
    guard, vail = card(s, "NT-183", 0), card(s, "VS-117", 1)
    assert not offered(s, f"{s.at(guard)} shoots {s.at(vail)}")  # 5 cells off


# --- NT-187: before the squad is recruited its player may recruit it, show a dealt creature
# and fetch up to two cards of that name from the deck into the deal.


def test_nt_187_in_play_recruited_first_it_fetches_namesakes_into_the_deal() -> None:
    from deckcheck.games.berserk.engine import new_game
    from tests.games.berserk.helpers.recruitment import recruit, recruit_words
    deck = {"NT-187": 1, "VS-001": 3, "VS-068": 13}
    state = new_game(deck, deck, seed=1)  # deals NT-187 and two VS-001
    fetches = [w for w in recruit_words(state, "NT-187") if "fetch" in w]
    assert any("show Кочевник (VS-001) and fetch 1" in w for w in fetches), fetches
    act(state, next(w for w in fetches if "Кочевник (VS-001)" in w))
    assert [state.cards.ids[state.kinds[c]] for c in state.deal[0]].count("VS-001") == 3
    # once another card is recruited first, no fetch is offered
    other = new_game(deck, deck, seed=1)
    recruit(other, "VS-001")
    assert not [w for w in recruit_words(other, "NT-187") if "fetch" in w]


def test_nt_187_squad_check_allows_two_fetched_not_three_nor_without_it() -> None:
    from deckcheck.games.berserk.squads import check_squad
    from deckcheck.games.berserk.squads.model import ChoiceEntry, Squad
    from tests.games.berserk.helpers.recruitment import CATALOGUE, DEAL_15, RULES

    def fetching(fetch: list[str], squad: dict[str, int]) -> Squad:
        return Squad.of(squad, deal=DEAL_15,
                        choices=[ChoiceEntry("NT-187", fetch=tuple(fetch))])

    squad = {"NT-187": 1, "VS-001": 3}
    assert check_squad(fetching(["VS-001"] * 2, squad), CATALOGUE, RULES, "first").legal
    assert not check_squad(fetching(["VS-001"] * 3, squad), CATALOGUE, RULES, "first").legal
    assert not check_squad(fetching(["VS-001"], {"VS-001": 2}), CATALOGUE, RULES,
                           "first").legal


# --- VS-152: tap strike through a row 2; tap heal itself 3; flyer protection.


def test_vs_152_heals_itself_three() -> None:
    s = pos(Put("VS-152", 0, "c3", wounds=5), SPARE_0, SPARE_1)
    caver = card(s, "VS-152", 0)
    act(s, f"{s.at(caver)} uses «lick the wounds»")
    resolve(s)
    assert s.wounds[caver] == 2 and s.closed[caver]


def test_vs_152_strike_through_a_row_two() -> None:
    s = pos(Put("VS-152", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 1, "c5"),
            SPARE_0, SPARE_1)
    caver, vail = card(s, "VS-152", 0), card(s, "VS-117", 1)
    act(s, uses(s, caver, "Удар через ряд (strike through row)", vail))
    resolve(s)
    assert s.wounds[vail] == 2


# --- VS-176: formation: -1 from shots and throws.


def test_vs_176_formation_minus_one_from_shots_only_in_formation() -> None:
    for mate, wounds in (("VS-061", 1), ("VS-001", 2)):
        s = pos(Put("VS-176", 0, "c3"), Put(mate, 0, "b3"), Put("X-003", 1, "c6"),
                SPARE_0, SPARE_1, active=1)
        mercenary, archer = card(s, "VS-176", 0), card(s, "X-003", 1)
        act(s, f"{s.at(archer)} shoots {s.at(mercenary)}")  # shot 2
        resolve(s)
        assert s.wounds[mercenary] == wounds, mate


def test_vs_176_formation_no_less_from_a_strike() -> None:
    s = pos(Put("VS-176", 0, "c3"), Put("VS-061", 0, "b3"), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1, active=1)
    mercenary, vail = card(s, "VS-176", 0), card(s, "VS-117", 1)
    strike(s, vail, mercenary, 6, 1)
    assert s.wounds[mercenary] == 4


# --- VS-169: closed, it fights a simple strike as an open card; protection from weak simple
# strikes; tap heal itself 2.


def test_vs_169_protected_from_a_weak_strike_not_a_medium_one() -> None:
    s = pos(Put("VS-169", 0, "c3"), Put("VS-050", 1, "c4"), SPARE_0, SPARE_1, active=1)
    lord, keeper = card(s, "VS-169", 0), card(s, "VS-050", 1)
    strike(s, keeper, lord, 5, 5)  # 5 against 5 + 1 (its defence experience): a weak hit
    assert any(t.endswith("weak hit") for t in texts(s))
    assert s.wounds[lord] == 0
    s = pos(Put("VS-169", 0, "c3"), Put("VS-050", 1, "c4"), SPARE_0, SPARE_1, active=1)
    lord, keeper = card(s, "VS-169", 0), card(s, "VS-050", 1)
    strike(s, keeper, lord, 6, 1)  # strong 3
    assert s.wounds[lord] == 3


def test_vs_169_closed_it_still_fights_back() -> None:
    s = pos(Put("VS-169", 0, "c3", closed=True), Put("VS-050", 1, "c4"), SPARE_0, SPARE_1,
            active=1)
    lord, keeper = card(s, "VS-169", 0), card(s, "VS-050", 1)
    strike(s, keeper, lord, 1, 6)
    assert s.wounds[keeper] > 0  # its counter-strike, closed


def test_vs_169_heals_itself_two() -> None:
    s = pos(Put("VS-169", 0, "c3", wounds=5), SPARE_0, SPARE_1)
    lord = card(s, "VS-169", 0)
    act(s, f"{s.at(lord)} uses «dark mending»")
    resolve(s)
    assert s.wounds[lord] == 3


# --- VS-084: clumsiness; at the end of its side's turn, if it did not move, it may take a
# counter; +X to its simple strike, X its counters; moving it loses them all.


def test_vs_084_takes_root_when_it_did_not_move_and_strikes_harder() -> None:
    s = pos(Put("VS-084", 0, "c3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1)
    treant = card(s, "VS-084", 0)
    end_turn_keeping_choices(s)
    act(s, f"{s.at(treant)} uses «take root»")
    resolve(s)
    assert s.counters(treant) == 1
    s = pos(Put("VS-084", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1,
            counters={"VS-084": 2})
    treant, vail = card(s, "VS-084", 0), card(s, "VS-117", 1)
    strike(s, treant, vail, 6, 1)
    assert s.wounds[vail] == 6  # strong 4 + 2


def test_vs_084_no_root_after_a_move_and_a_move_loses_the_counters() -> None:
    s = pos(Put("VS-084", 0, "c3"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1,
            counters={"VS-084": 2})
    treant = card(s, "VS-084", 0)
    act(s, f"move {s.at(treant)} to c2")
    assert s.counters(treant) == 0
    end_turn_keeping_choices(s)
    assert not named(s, "«take root»")


def test_vs_084_clumsiness_keyword() -> None:
    s = pos(Put("VS-084", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    treant, vail = card(s, "VS-084", 0), card(s, "VS-117", 1)
    assert s.has_keyword(treant, "clumsiness")
    strike(s, treant, vail, 5, 5)
    assert any(t.startswith("dice 4 vs 5") for t in texts(s))


# --- VS-088: while next to an enemy creature, enemy cards may declare shots and throws only
# at it, whatever their range.


def test_vs_088_draws_every_shot_and_throw_while_next_to_an_enemy() -> None:
    s = pos(Put("VS-088", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 0, "a1"),
            Put("X-003", 1, "a6"), Put("X-021", 1, "d6"), SPARE_0, SPARE_1, active=1)
    carver = card(s, "VS-088", 0)
    ranged = [o for o in options(s) if " shoots " in o or "(throw) on" in o]
    assert ranged and all(o.endswith(s.at(carver)) for o in ranged)


def test_vs_088_no_lure_with_no_enemy_next_to_it() -> None:
    s = pos(Put("VS-088", 0, "c3"), Put("VS-001", 0, "a1"), Put("X-003", 1, "a6"),
            SPARE_0, SPARE_1, active=1)
    nomad, archer = card(s, "VS-001", 0), card(s, "X-003", 1)
    assert offered(s, f"{s.at(archer)} shoots {s.at(nomad)}")


# --- VS-114: tap, prophecy 1: an enemy creature costing X is poisoned 1 and a creature of
# its side costing X gets -1 from non-magic attacks to the end of the opponent's turn (X the
# revealed card's cost).


def dream_position() -> State:
    return pos(Put("VS-114", 0, "c2"), Put("VS-001", 0, "deck"), Put("VS-001", 1, "b4"),
               Put("VS-117", 1, "d5"), Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)


def test_vs_114_dream_poisons_an_enemy_of_the_revealed_cost_only() -> None:
    s = dream_position()
    dreamer, foe, vail = card(s, "VS-114", 0), card(s, "VS-001", 1), card(s, "VS-117", 1)
    act(s, f"{s.at(dreamer)} uses «archaal's dream»")
    assert not offered(s, uses(s, dreamer, "«archaal's dream»", vail))  # costs 6, not 3
    # (the poison, not a "may", takes the lone enemy costing 3 at once)
    friend = card(s, "VS-001", 0, 1) if s.zone[card(s, "VS-001", 0, 0)] != Z_BOARD \
        else card(s, "VS-001", 0, 0)
    if offered(s, uses(s, dreamer, "«archaal's dream»", friend)):
        act(s, uses(s, dreamer, "«archaal's dream»", friend))
    resolve(s)
    assert poison(s, foe) == 1 and poison(s, vail) == 0
    end_turn(s)
    strike(s, foe, friend, 6, 1)  # strong 3, 1 less in the opponent's turn
    assert s.wounds[friend] == 2


# --- VS-160: at the start of its side's turn the deck's top card goes to the graveyard: a
# demon puts an incarnation token on an undead there, an undead gives its side's demons +1
# to the strong simple strike and attack experience for the turn; tap: discharge 1, throw 1
# at another card.


def pit_position(top: str) -> State:
    s = pos(Put("VS-160", 0, "c3"), Put(top, 0, "deck"), Put("NT-167", 0, "grave"),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    end_turn_keeping_choices(s)
    resolve(s)
    return s


def test_vs_160_a_demon_milled_feeds_an_undead_in_the_graveyard() -> None:
    s = pit_position("VS-155")
    milled, raer = card(s, "VS-155", 0), card(s, "NT-167", 0)
    assert s.zone[milled] == Z_GRAVE
    assert marker(s, raer, INCARNATION) == 2  # its own turn's token and the pit's


def test_vs_160_an_undead_milled_makes_its_demons_strike_harder() -> None:
    for top, wounds in (("VS-151", 4), ("VS-155", 3), ("VS-001", 3)):
        s = pit_position(top)
        lilith, vail = card(s, "VS-160", 0), card(s, "VS-117", 1)
        assert s.zone[card(s, top, 0)] == Z_GRAVE
        strike(s, lilith, vail, 6, 1)  # strong 3
        assert s.wounds[vail] == wounds, top


def test_vs_160_discharge_one_then_a_throw_one_at_another_card() -> None:
    s = pos(Put("VS-160", 0, "c2"), Put("VS-117", 1, "c5"), Put("VS-001", 1, "d5"),
            SPARE_0, SPARE_1)
    lilith, vail, nomad = card(s, "VS-160", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    act(s, uses(s, lilith, "«fire and bone»", vail))
    assert not offered(s, uses(s, lilith, "«fire and bone»", vail))
    act(s, uses(s, lilith, "«fire and bone»", nomad))
    resolve(s)
    assert s.wounds[vail] == 1 and s.wounds[nomad] == 1 and s.closed[lilith]


def test_vs_030_direct_strike_no_defender() -> None:
    s = pos(Put("VS-030", 0, "c3"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
            SPARE_0, SPARE_1)
    brontobey, nomad = card(s, "VS-030", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(brontobey)} strikes {s.at(nomad)}")
    assert not [o for o in options(s) if o.endswith(" defends")]


def test_nt_183_answers_twice_a_turn_not_three_times() -> None:
    s = siege_position(Put("NT-183", 0, "c2"), Put("NT-118", 0, "c3"), Put("AE-001", 1, "a6"),
                       Put("AE-001", 1, "b6"), Put("AE-001", 1, "d6"), SPARE_0, SPARE_1,
                       active=1)
    guard, obelisk = card(s, "NT-183", 0), card(s, "NT-118", 0)
    for i in range(3):
        bolt = card(s, "AE-001", 1, i)
        act(s, f"{s.at(bolt)} uses «siege bolt» on {s.at(obelisk)}")
        assert offered(s, uses(s, guard, "«guard the loot»", bolt)) is (i < 2), i
        resolve(s)


def test_nt_050_valhalla_movement_does_not_pile_up_over_turns() -> None:
    s = pos(Put("NT-050", 0, "grave"), Put("NT-072", 0, "c3"), Put("VS-117", 1, "c6"),
            SPARE_0, SPARE_1, active=1)
    boar = card(s, "NT-072", 0)
    end_turn(s)
    texts_before = len(texts(s))
    end_turn(s)
    end_turn(s)  # its owner's next turn: the valhalla acts again, no growth past 3
    assert not any("has 4 movement" in t for t in texts(s)[texts_before:])
    assert s.zone[boar] == Z_BOARD
