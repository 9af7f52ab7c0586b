"""Independent audit of NT-034 Свирепый Резак («fierce relief»), played in real positions,
clause by clause.

The auditor's reading of the printed text (berserk-nxt resources/data.json, card 20034),
formed before the encoding was read (an English paraphrase, not the print):

1. the trigger - a creature of its side misses with its simple strike (the strike's result
   is a miss), in its side's turn; an enemy creature's miss, or a miss of ours in the
   opponent's turn, does nothing (a counter-strike is no strike of the active side);
2. the exclusions - the missing creature is no flyer and no symbiote; the card itself
   missing cannot change places with itself;
3. the condition - it stands next to the attacked card (the card the missed strike was
   resolved against). The pronoun could name the missing creature, but that one always
   stands next to its target, so the clause would say nothing: read as the cleaver. No
   need to stand next to the missing creature;
4. the change of places - optional («may»); it and the missing creature trade cells, each
   with its symbiote (a symbiote rides its host);
5. the fight - thereby it fights the target of that creature's attack: a simple strike
   exchange (its 3-3-5 and attack experience 2), the struck card answering if open;
6. without closing - it stays open, and may still move, strike or defend afterwards;
7. three times a turn.

Ambiguities, and how the tests treat them:

- a defender took the missed strike: the attacked card is the defender (the strike was
  resolved against it), so the cleaver must stand next to it and fights it (my reading and
  deckcheck's note agree);
- the missing creature died of the counter-strike: there is no one to change places with,
  and the fight comes «with» the change, so nothing happens (both readings agree);
- a closed cleaver: the print has no «if open» (my first reading, weakly: it may fight
  closed), but the fight is a simple strike and its «without closing» presumes an open
  card; deckcheck's note says it must be open - defensible, tested as deckcheck's;
- a defender for the cleaver's fight: the print names the target (my first reading,
  weakly: no defender); deckcheck makes the fight a simple strike under the usual rules
  (107.3 lets a defender step in after an attack by a strike is declared) - defensible,
  tested as deckcheck's;
- the cleaver in its first turn under control (107.5 weakness: it may not act): the print
  makes the fight part of a triggered ability, not an action; deckcheck offers it - tested
  as deckcheck's;
- a parasite of ours that misses: the print excludes symbiotes only, but a card on a host
  has no cell of its own to trade; deckcheck offers nothing - tested as deckcheck's;
- a declined offer is no use of the three (the note: uses, not offers) - agreed.

Where it meets other cards: a relief in the middle of the matriarch's ordered strikes
(VS-028) plays out, the order's remaining strikes made. Seen outside the clauses, not
tested: the log line of the ability names the cleaver at its cell after the change of
places (State._resolve writes the header after resolving), and the ability's description
ends «... at the card its strike was at (stay open) to the other card if ground». Both
mended after this audit: the line names the card where it acted from, and the description
names its target first («...: the other card if ground: this card changes places with it,
then ...»); tests/games/berserk/test_cards_fierce_relief.py holds both.

Where the engine plays it otherwise the test is a strict xfail naming the disagreement.
As found: 43 tests (41 functions, two parametrized), 43 pass, 0 strict xfail.
"""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, Z_BOARD, Z_GRAVE, State
from tests.games.berserk.helpers import Put, card, options, texts
from tests.games.berserk.helpers.audits import SPARE_0, SPARE_1, end_turn, pos
from tests.games.berserk.helpers.scenarios import act

CLEAVER = "NT-034"
#: Кочевник: a plain 8-lives creature, simple strike 1-2-3, no armour.
NOMAD = "VS-001"
#: Хрумг: a symbiote with a 3-4-5 simple strike.
SYMBIOTE = "NT-094"
#: Пустынный кондор: a flyer.
FLYER = "VS-014"
#: Карлик Унд: a parasite.
PARASITE = "NT-006"
#: Шаман-душегрыз: «hypnosis», an instant: an open enemy creature strikes a card next to
#: it that the shaman's player picks.
SHAMAN = "VS-118"
#: Матриарх племени: «matriarch's order», 1 counter: each creature of its side next to
#: the chosen enemy creature makes a simple strike at it in turn, staying open.
MATRIARCH = "VS-028"
#: Падальщик (synthetic): 6 lives, simple strike 3-3-3.
BRUTE = "X-031"
RELIEF = "«fierce relief»"


def _board(*puts: Put, at: str = "c3", closed: bool = False, active: int = 0,
           counters: dict[str, int] | None = None, control_turn: int = 0) -> State:
    """The cleaver of seat 0 at ``at`` and ``puts``, with the spares (e1, e6)."""
    return pos(Put(CLEAVER, 0, at, closed=closed, control_turn=control_turn), *puts,
               SPARE_0, SPARE_1, active=active, counters=counters)


def _duel(*extra: Put, at: str = "c3", closed: bool = False, ally_wounds: int = 0,
          foe: str = NOMAD, foe_wounds: int = 0, control_turn: int = 0) -> State:
    """Our nomad at b3 next to the enemy ``foe`` at b4; the cleaver at ``at``."""
    return _board(Put(NOMAD, 0, "b3", wounds=ally_wounds), Put(foe, 1, "b4", wounds=foe_wounds),
                  *extra, at=at, closed=closed, control_turn=control_turn)


def _cleaver(s: State, seat: int = 0) -> int:
    return card(s, CLEAVER, seat)


def _on(s: State, at: str) -> int:
    found = [c for c in s.on_field(0) + s.on_field(1)
             if s.zone[c] == Z_BOARD and s.host[c] < 0 and s.at(c).endswith(f"@{at}")]
    assert len(found) == 1, (at, found)
    return found[0]


def _strike(s: State, a: int, t: int, *dice: int) -> None:
    """``a`` strikes ``t`` with these dice; a defender window is passed."""
    s.queue_dice(*dice)
    act(s, f"{s.at(a)} strikes {s.at(t)}")
    _no_defender(s)


def _no_defender(s: State) -> None:
    if "no defender" in options(s):
        act(s, "no defender")


def _offer(s: State, ally: int, seat: int = 0) -> str:
    return f"{s.at(_cleaver(s, seat))} uses {RELIEF} on {s.at(ally)}"


def _reliefs(s: State) -> list[str]:
    return [o for o in options(s) if RELIEF in o]


def _relieve(s: State, ally: int, *dice: int) -> None:
    """Take the cleaver's offer on ``ally`` with these dice for the fight; its defender
    window is passed."""
    s.queue_dice(*dice)
    act(s, _offer(s, ally))
    _no_defender(s)


def _ally_misses(s: State, ally_at: str = "b3", foe_at: str = "b4") -> tuple[int, int]:
    """Our creature at ``ally_at`` misses the enemy at ``foe_at`` (1 vs 6: D -5, a miss
    and a medium counter-strike); returns (ally, foe)."""
    ally, foe = _on(s, ally_at), _on(s, foe_at)
    before = len(texts(s))
    _strike(s, ally, foe, 1, 6)
    assert "dice 1 vs 6 (D -5): miss, medium counter-strike" in texts(s)[before:]
    return ally, foe


# --- 1. the trigger: a miss of a creature of its side in its side's turn ---------------


def test_1_a_miss_offers_the_relief_to_its_player() -> None:
    s = _duel()
    ally, _ = _ally_misses(s)
    assert s.phase == CHOOSE and s.to_move == 0
    assert options(s) == [_offer(s, ally), "use no target"]


def test_1_a_miss_with_no_counter_strike_offers_it() -> None:
    s = _duel()
    ally, foe = _on(s, "b3"), _on(s, "b4")
    _strike(s, ally, foe, 3, 5)  # D -2: a miss, no counter-strike
    assert "dice 3 vs 5 (D -2): miss" in texts(s)
    assert _reliefs(s) == [_offer(s, ally)]


def test_1_a_miss_on_an_even_throw_of_five_offers_it() -> None:
    s = _duel()
    ally, foe = _on(s, "b3"), _on(s, "b4")
    _strike(s, ally, foe, 5, 5)  # D 0 with 5 or more: a miss and a weak counter-strike
    assert any(x.startswith("dice 5 vs 5 (D +0): miss") for x in texts(s))
    assert _reliefs(s) == [_offer(s, ally)]


def test_1_the_struck_cards_reduced_result_is_a_miss_too() -> None:
    s = _duel()
    ally, foe = _on(s, "b3"), _on(s, "b4")
    _strike(s, ally, foe, 2, 6)  # D -4: the struck card may take the miss instead
    act(s, "take the reduced result")
    assert _reliefs(s) == [_offer(s, ally)]


@pytest.mark.parametrize("dice", [(6, 1), (4, 5)], ids=["strong_hit", "weak_hit_at_d_minus_1"])
def test_1_a_hit_offers_nothing(dice: tuple[int, int]) -> None:
    s = _duel()
    ally, foe = _on(s, "b3"), _on(s, "b4")
    _strike(s, ally, foe, *dice)
    assert s.phase == MAIN and _reliefs(s) == []


def test_1_the_full_weak_hit_kept_at_d_minus_4_offers_nothing() -> None:
    s = _duel()
    ally, foe = _on(s, "b3"), _on(s, "b4")
    _strike(s, ally, foe, 2, 6)
    act(s, "keep the full result")
    assert s.phase == MAIN and _reliefs(s) == []


def test_1_our_miss_in_the_opponents_turn_offers_nothing() -> None:
    """The enemy shaman's hypnosis makes our nomad strike the enemy nomad in the enemy's
    turn; it misses next to the cleaver."""
    s = _board(Put(NOMAD, 0, "b3"), Put(NOMAD, 1, "b4"), Put(SHAMAN, 1, "d5"),
               active=1, counters={SHAMAN: 1})
    cleaver, ally, foe = _cleaver(s), _on(s, "b3"), _on(s, "b4")
    act(s, f"{s.at(_on(s, 'd5'))} uses «hypnosis» on {s.at(ally)}")
    s.queue_dice(1, 6)
    act(s, f"{s.at(_on(s, 'd5'))} uses «hypnosis» on {s.at(foe)}")
    _no_defender(s)
    assert "Кочевник@b3 strikes Кочевник@b4" in texts(s)
    assert any("miss" in x for x in texts(s)[-2:])
    assert s.phase == MAIN and _reliefs(s) == []
    assert s.at(cleaver) == "Свирепый Резак@c3"


def test_1_an_enemy_creatures_miss_in_its_turn_offers_nothing() -> None:
    s = _board(Put(NOMAD, 0, "b3"), Put(NOMAD, 1, "b4"), active=1)
    ours, theirs = _on(s, "b3"), _on(s, "b4")
    _strike(s, theirs, ours, 1, 6)  # the enemy misses; our nomad answers
    assert s.phase == MAIN and _reliefs(s) == []


def test_1_an_enemy_creatures_miss_in_our_turn_offers_nothing() -> None:
    """Our shaman's hypnosis makes the enemy nomad strike our nomad in our turn; the enemy
    misses, the cleaver standing next to both."""
    s = _board(Put(NOMAD, 0, "b3"), Put(NOMAD, 1, "b4"), Put(SHAMAN, 0, "d2"),
               counters={SHAMAN: 1})
    ours, theirs = _on(s, "b3"), _on(s, "b4")
    act(s, f"{s.at(_on(s, 'd2'))} uses «hypnosis» on {s.at(theirs)}")
    s.queue_dice(1, 6)
    act(s, f"{s.at(_on(s, 'd2'))} uses «hypnosis» on {s.at(ours)}")
    _no_defender(s)
    assert "Кочевник@b4 strikes Кочевник@b3" in texts(s)
    assert any("miss" in x for x in texts(s)[-2:])
    assert s.phase == MAIN and _reliefs(s) == []


def test_1_the_enemy_cleaver_does_not_answer_our_miss() -> None:
    s = pos(Put(CLEAVER, 1, "c4"), Put(NOMAD, 0, "b3"), Put(NOMAD, 1, "b4"),
            SPARE_0, SPARE_1, active=0)
    _ally_misses(s)
    assert s.phase == MAIN and _reliefs(s) == []
    assert s.at(_cleaver(s, 1)) == "Свирепый Резак@c4"


# --- 2. the exclusions: no flyer, no symbiote, not itself ----------------------------


def test_2_a_flyers_miss_offers_nothing() -> None:
    s = _board(Put(FLYER, 0, "air"), Put(NOMAD, 1, "b4"))
    flyer, foe = card(s, FLYER, 0), _on(s, "b4")
    _strike(s, flyer, foe, 1, 6)
    assert any("miss" in x for x in texts(s)[-2:])
    assert s.phase == MAIN and _reliefs(s) == []


def test_2_a_symbiotes_miss_offers_nothing() -> None:
    s = _duel(Put(SYMBIOTE, 0, "b3", on_host=True))
    sym, foe = card(s, SYMBIOTE, 0), _on(s, "b4")
    _strike(s, sym, foe, 1, 6)
    assert any("miss" in x for x in texts(s)[-2:])
    assert s.phase == MAIN and _reliefs(s) == []
    assert s.at(_cleaver(s)) == "Свирепый Резак@c3"


def test_2_a_parasite_of_ours_missing_its_host_offers_nothing() -> None:
    """deckcheck's reading: a card on a host has no cell of its own to trade (the print
    excludes symbiotes only)."""
    s = _board(Put(NOMAD, 1, "b4"), Put(PARASITE, 0, "b4", on_host=True))
    parasite, host = card(s, PARASITE, 0), _on(s, "b4")
    _strike(s, parasite, host, 1, 6)
    assert any("miss" in x for x in texts(s)[-2:])
    assert s.phase == MAIN and _reliefs(s) == []


def test_2_its_own_miss_offers_nothing() -> None:
    s = _duel()
    _strike(s, _cleaver(s), _on(s, "b4"), 1, 6)  # 3 vs 6: a miss
    assert any("miss" in x for x in texts(s)[-2:])
    assert s.phase == MAIN and _reliefs(s) == []


def test_2_its_fight_missing_offers_no_further_relief() -> None:
    s = _duel()
    ally, _ = _ally_misses(s)
    _relieve(s, ally, 1, 6)  # its fight: 3 vs 6, a miss
    assert "dice 3 vs 6 (D -3): miss, weak counter-strike" in texts(s)
    assert s.phase == MAIN and _reliefs(s) == []
    assert s.at(_cleaver(s)) == "Свирепый Резак@b3"


# --- 3. the condition: next to the attacked card -------------------------------------


@pytest.mark.parametrize("at", ["c5", "a5"])
def test_3_next_to_the_attacked_card_but_not_to_the_missing_one(at: str) -> None:
    s = _duel(at=at)
    ally, _ = _ally_misses(s)
    assert _reliefs(s) == [_offer(s, ally)]
    _relieve(s, ally, 6, 1)
    assert s.at(_cleaver(s)) == "Свирепый Резак@b3"
    assert s.at(ally) == f"Кочевник@{at}"


def test_3_next_to_the_missing_creature_only_offers_nothing() -> None:
    s = _duel(at="a2")  # next to b3, two cells from b4
    _ally_misses(s)
    assert s.phase == MAIN and _reliefs(s) == []


def test_3_far_from_both_offers_nothing() -> None:
    s = _duel(at="d1")
    _ally_misses(s)
    assert s.phase == MAIN and _reliefs(s) == []


# --- 4. the change of places ----------------------------------------------------------


def test_4_they_trade_cells() -> None:
    s = _duel()
    ally, _ = _ally_misses(s)
    cleaver = _cleaver(s)
    _relieve(s, ally, 6, 1)
    assert (s.at(cleaver), s.at(ally)) == ("Свирепый Резак@b3", "Кочевник@c3")
    assert _on(s, "b3") == cleaver and _on(s, "c3") == ally
    assert any("Свирепый Резак@c3 and Кочевник@b3 change places" in x for x in texts(s))


def test_4_the_missing_creatures_symbiote_goes_with_it() -> None:
    s = _duel(Put(SYMBIOTE, 0, "b3", on_host=True))
    sym = card(s, SYMBIOTE, 0)
    ally, _ = _ally_misses(s)
    _relieve(s, ally, 6, 1)
    assert s.at(ally) == "Кочевник@c3" and s.at(sym) == "Хрумг@c3"
    assert s.host[sym] == ally


def test_4_the_cleavers_symbiote_goes_with_it() -> None:
    s = _duel(Put(SYMBIOTE, 0, "c3", on_host=True))
    sym = card(s, SYMBIOTE, 0)
    ally, _ = _ally_misses(s)
    _relieve(s, ally, 6, 1)
    assert s.at(_cleaver(s)) == "Свирепый Резак@b3" and s.at(sym) == "Хрумг@b3"
    assert s.host[sym] == _cleaver(s)


def test_4_declining_changes_nothing() -> None:
    s = _duel()
    ally, foe = _ally_misses(s)
    act(s, "use no target")
    assert s.phase == MAIN
    assert (s.at(_cleaver(s)), s.at(ally)) == ("Свирепый Резак@c3", "Кочевник@b3")
    assert s.wounds[foe] == 0 and not s.closed[_cleaver(s)]


def test_4_the_change_of_places_spends_no_movement() -> None:
    s = _duel()
    ally, _ = _ally_misses(s)
    _relieve(s, ally, 6, 1)
    moves = [o for o in options(s) if o.startswith("move Свирепый Резак@b3 to ")]
    assert moves, options(s)


# --- 5. the fight ---------------------------------------------------------------------


def test_5_its_strong_hit_with_attack_experience() -> None:
    s = _duel()
    ally, foe = _ally_misses(s)
    _relieve(s, ally, 6, 1)
    assert "Свирепый Резак@b3 strikes Кочевник@b4" in texts(s)
    assert "dice 8 vs 1 (D +7): strong hit" in texts(s)
    assert s.wounds[foe] == 5


def test_5_its_weak_hit_is_three() -> None:
    s = _duel()
    ally, foe = _ally_misses(s)
    _relieve(s, ally, 3, 4)  # 3 + 2 vs 4: D +1
    assert "dice 5 vs 4 (D +1): weak hit" in texts(s)
    assert s.wounds[foe] == 3


def test_5_the_struck_card_answers_the_fight() -> None:
    s = _duel(foe=BRUTE)
    ally, foe = _ally_misses(s)
    _relieve(s, ally, 1, 6)  # 3 vs 6: a miss; the brute's weak 3, less its armour 1
    assert "dice 3 vs 6 (D -3): miss, weak counter-strike" in texts(s)
    assert s.wounds[_cleaver(s)] == 2 and s.wounds[foe] == 0


def test_5_the_fight_may_destroy_the_struck_card() -> None:
    s = _duel(foe_wounds=5)
    ally, foe = _ally_misses(s)
    _relieve(s, ally, 6, 1)
    assert s.zone[foe] == Z_GRAVE
    assert s.phase == MAIN and not s.closed[_cleaver(s)]


def test_5_a_defender_took_the_miss_it_fights_the_defender() -> None:
    """An enemy defender at a4 takes our nomad's strike at b4 and the strike misses; the
    cleaver at a3, next to the defender, fights the defender (closed by now: only the
    cleaver throws, no counter-strike)."""
    s = _duel(Put(NOMAD, 1, "a4"), at="a3")
    ally, foe, guard = _on(s, "b3"), _on(s, "b4"), _on(s, "a4")
    s.queue_dice(1, 6)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    act(s, f"{s.at(guard)} defends")
    assert _reliefs(s) == [_offer(s, ally)]
    assert s.closed[guard]
    _relieve(s, ally, 1)
    assert "Свирепый Резак@b3 strikes Кочевник@a4" in texts(s)
    assert s.wounds[guard] == 3 and s.wounds[foe] == 0
    assert s.wounds[_cleaver(s)] == 0
    assert s.at(ally) == "Кочевник@a3"


def test_5_a_defender_took_the_miss_next_to_the_target_only_offers_nothing() -> None:
    s = _duel(Put(NOMAD, 1, "a4"))  # the cleaver at c3: next to b4, not to a4
    ally, foe, guard = _on(s, "b3"), _on(s, "b4"), _on(s, "a4")
    s.queue_dice(1, 6)
    act(s, f"{s.at(ally)} strikes {s.at(foe)}")
    act(s, f"{s.at(guard)} defends")
    assert s.phase == MAIN and _reliefs(s) == []


def test_5_a_defender_may_step_into_its_fight() -> None:
    """deckcheck's reading: the fight is a simple strike under the usual rules (107.3)."""
    s = _duel(Put(NOMAD, 1, "c4"))
    ally, foe, guard = _on(s, "b3"), _on(s, "b4"), _on(s, "c4")
    _ally_misses(s)
    s.queue_dice(6, 1)
    act(s, _offer(s, ally))
    assert f"{s.at(guard)} defends" in options(s)
    act(s, f"{s.at(guard)} defends")
    assert s.wounds[guard] == 5 and s.wounds[foe] == 0


def test_5_in_its_first_turn_under_control_it_may_still_fight() -> None:
    """deckcheck's reading: the fight belongs to a triggered ability, not an action."""
    s = _duel(control_turn=3)
    cleaver = _cleaver(s)
    assert not any(o.startswith(f"{s.at(cleaver)} strikes") for o in options(s))
    ally, foe = _ally_misses(s)
    assert _reliefs(s) == [_offer(s, ally)]
    _relieve(s, ally, 6, 1)
    assert s.wounds[foe] == 5


# --- 6. without closing ---------------------------------------------------------------


def test_6_it_stays_open_and_the_missing_creature_stays_closed() -> None:
    s = _duel()
    ally, _ = _ally_misses(s)
    _relieve(s, ally, 6, 1)
    assert not s.closed[_cleaver(s)] and s.closed[ally]


def test_6_it_may_still_strike_afterwards_and_then_closes() -> None:
    s = _duel()
    ally, foe = _ally_misses(s)
    _relieve(s, ally, 1, 5)  # 3 vs 5: a miss, no counter-strike
    cleaver = _cleaver(s)
    _strike(s, cleaver, foe, 6, 1)
    assert s.wounds[foe] == 5 and s.closed[cleaver]


def test_6_it_may_defend_in_the_opponents_turn_afterwards() -> None:
    s = _duel()
    ally, foe = _ally_misses(s)
    _relieve(s, ally, 1, 5)
    end_turn(s)
    s.queue_dice(1, 1)
    act(s, f"{s.at(foe)} strikes {s.at(ally)}")  # b4 at our nomad, now at c3
    assert f"{s.at(_cleaver(s))} defends" in options(s)


def test_6_a_closed_cleaver_offers_nothing() -> None:
    """deckcheck's reading: it must be open (the fight is a simple strike)."""
    s = _duel(closed=True)
    _ally_misses(s)
    assert s.phase == MAIN and _reliefs(s) == []


# --- 7. three times a turn ------------------------------------------------------------


def _crowd() -> State:
    """Five nomads of ours around the enemy nomad at b4 (b3, a4, c4, b5, a3); the cleaver
    at c3, next to b4 (each change of places leaves it next to b4)."""
    return _board(Put(NOMAD, 1, "b4"), *(Put(NOMAD, 0, at) for at in ("b3", "a4", "c4", "b5",
                                                                      "a3")))


def _fight_misses(s: State, ally: int) -> None:
    _relieve(s, ally, 1, 5)  # 3 vs 5: a miss, no counter-strike; the foe keeps its lives


def test_7_three_uses_a_turn_then_none() -> None:
    s = _crowd()
    for n, at in enumerate(("b3", "a4", "c4", "b5")):
        ally = _on(s, at)
        _ally_misses(s, at)
        if n < 3:
            assert _reliefs(s) == [_offer(s, ally)], n
            _fight_misses(s, ally)
        else:
            assert s.phase == MAIN and _reliefs(s) == []


def test_7_a_declined_offer_is_no_use() -> None:
    s = _crowd()
    used = 0
    for n, at in enumerate(("b3", "a4", "c4", "b5", "a3")):
        ally = _on(s, at)
        _ally_misses(s, at)
        if n == 0:
            act(s, "use no target")
        elif used < 3:
            assert _reliefs(s) == [_offer(s, ally)], n
            _fight_misses(s, ally)
            used += 1
        else:
            assert s.phase == MAIN and _reliefs(s) == []
    assert used == 3


def test_7_the_count_starts_again_next_turn() -> None:
    s = _crowd()
    for at in ("b3", "a4", "c4"):
        ally = _on(s, at)
        _ally_misses(s, at)
        _fight_misses(s, ally)
    end_turn(s)
    end_turn(s)
    ally = _on(s, "b5")
    _ally_misses(s, "b5")
    assert _reliefs(s) == [_offer(s, ally)]


# --- the missing creature dies of the counter-strike ----------------------------------


def test_a_missing_creature_dead_of_the_counter_strike_is_not_relieved() -> None:
    s = _duel(ally_wounds=6)  # the medium counter-strike of 2 kills it
    ally, foe = _ally_misses(s)
    assert s.zone[ally] == Z_GRAVE
    assert s.phase == MAIN and _reliefs(s) == []
    assert s.at(_cleaver(s)) == "Свирепый Резак@c3" and s.wounds[foe] == 0


def test_a_missing_creature_surviving_a_counter_strike_is_relieved() -> None:
    s = _duel(ally_wounds=5)  # 2 more: 7 of 8, alive
    ally, _ = _ally_misses(s)
    assert s.zone[ally] == Z_BOARD
    assert _reliefs(s) == [_offer(s, ally)]


# --- where it meets other cards -------------------------------------------------------


def test_relief_within_an_ordered_series_of_strikes() -> None:
    """The matriarch's order: our nomads at b3 and a4 and the cleaver (c3) strike the enemy
    nomad at b4 in turn. Each nomad misses and is relieved; the cleaver's own strike of the
    order is made as well: three strikes by the cleaver, all the order's strikes made."""
    s = _board(Put(NOMAD, 0, "b3"), Put(NOMAD, 0, "a4"), Put(NOMAD, 1, "b4"),
               Put(MATRIARCH, 0, "d2"), counters={MATRIARCH: 1})
    first, second, foe = _on(s, "b3"), _on(s, "a4"), _on(s, "b4")
    s.queue_dice(*(1, 6) * 4, 1, 5)  # every strike misses
    act(s, f"{s.at(_on(s, 'd2'))} uses «matriarch's order» on {s.at(foe)}")
    relieved = []
    for _ in range(10):
        if s.phase == MAIN:
            break
        offers = _reliefs(s)
        if offers:
            relieved.append(offers[0])
            act(s, offers[0])
        else:
            act(s, "no defender")
    assert s.phase == MAIN
    assert relieved == ["Свирепый Резак@c3 uses «fierce relief» on Кочевник@b3",
                        "Свирепый Резак@b3 uses «fierce relief» on Кочевник@a4"]
    said = texts(s)
    assert sum(x.startswith("Свирепый Резак@") and " strikes Кочевник@b4" in x
               for x in said) == 3
    assert (s.at(_cleaver(s)), s.at(first), s.at(second)) == (
        "Свирепый Резак@a4", "Кочевник@c3", "Кочевник@b3")
    assert not s.closed[_cleaver(s)]
