"""Third independent audit: 30 cards drawn at random (random.Random(20261204).sample over
the 309 implemented cards not in the second audit's sample). Each printed clause, read in
berserk-nxt resources/data.json (mechanics paraphrased here, no card text copied), is played
on an arranged position, where it must act and where the text forbids it. A clause the
engine does not play as printed is an ``xfail(strict=True)`` test whose reason says what
happens instead."""

from __future__ import annotations

from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.cards import Z_BOARD, Z_GRAVE
from deckcheck.games.berserk.engine.state import CHOOSE, State
from tests.games.berserk.helpers import (
    A,
    Put,
    card,
    cells_offered,
    come_to,
    do,
    options,
    texts,
    use,
)
from tests.games.berserk.helpers.audits import (
    SPARE_0,
    SPARE_1,
    battle_start,
    end_turn,
    named,
    offered,
    poison,
    pos,
    resolve,
    strike,
    uses,
)
from tests.games.berserk.helpers.scenarios import act


def tier(s: State, c: int, i: int) -> int:
    """The printed simple strike of ``c`` at tier ``i`` (0 weak, 1 medium, 2 strong)."""
    row = s.strike[c]
    assert row is not None
    return row[i]


# --- NT-003: tap throw 1 reaching 3 cells; while its side has an orc costing 6 or more,
# medium and strong throws +1 and the reach +1.


def test_nt_003_big_orc_of_its_side_lifts_medium_throw_and_reach() -> None:
    s = pos(Put("NT-003", 0, "c2"), Put("NT-017", 0, "a1"), Put("VS-001", 1, "c6"), SPARE_1)
    orc, far = card(s, "NT-003", 0), card(s, "VS-001", 1)
    s.queue_dice(4)  # medium: 1 + 1
    act(s, uses(s, orc, "«bolas of the horde»", far))  # 4 cells away
    resolve(s)
    assert s.wounds[far] == 2


def test_nt_003_an_enemy_big_orc_lends_nothing() -> None:
    s = pos(Put("NT-003", 0, "c2"), Put("NT-017", 1, "a6"), Put("VS-001", 1, "c6"),
            Put("VS-001", 1, "c5"), SPARE_0)
    orc, far, near = card(s, "NT-003", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not named(s, "bolas of the horde")
    assert not offered(s, uses(s, orc, "«bolas»", far))  # its plain throw (audit 1204b)
    s.queue_dice(6)
    act(s, uses(s, orc, "«bolas»", near))
    resolve(s)
    assert s.wounds[near] == 1


# --- NT-007: a hit of its simple strike stops the struck creature healing or gaining lives
# in that creature's next turn; tap special strike 1-2-2.


def test_nt_007_struck_creature_cannot_heal_in_its_next_turn() -> None:
    s = pos(Put("NT-007", 0, "c3"), Put("VS-073", 1, "c4", closed=True), SPARE_0, SPARE_1)
    blade, healer = card(s, "NT-007", 0), card(s, "VS-073", 1)
    strike(s, blade, healer, 6)
    wounded = s.wounds[healer]
    assert wounded > 0
    end_turn(s)
    assert not named(s, "«breath of the forest»")  # its own next turn: nothing to heal
    end_turn(s)
    end_turn(s)
    act(s, f"{s.at(healer)} uses «breath of the forest»")  # a later turn: heals again
    resolve(s)
    assert s.wounds[healer] == max(0, wounded - 2)


def test_nt_007_serrated_blade_special_strike_next_to_it() -> None:
    s = pos(Put("NT-007", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c6"), SPARE_0)
    blade, near, far = card(s, "NT-007", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not offered(s, uses(s, blade, "«serrated blade»", far))
    s.queue_dice(4)
    act(s, uses(s, blade, "«serrated blade»", near))
    resolve(s)
    assert s.wounds[near] == 2


# --- NT-015: +1 simple strike for each artifact of its side (+2 at most); -1 from
# non-magical strikes while its side has a desert.


def test_nt_015_artifacts_of_its_side_add_to_its_strike_up_to_two() -> None:
    for n, bonus in ((0, 0), (1, 1), (3, 2)):
        arts = [Put("NT-024", 0, f"a{i + 1}") for i in range(n)]
        s = pos(Put("NT-015", 0, "c3"), *arts, Put("NT-024", 1, "a6"),
                Put("NT-017", 1, "c4", closed=True), SPARE_0, SPARE_1)
        pirate, foe = card(s, "NT-015", 0), card(s, "NT-017", 1)
        strike(s, pirate, foe, 1)  # weak 1
        assert s.wounds[foe] == 1 + bonus, n


def test_nt_015_desert_of_its_side_softens_strikes_not_shots() -> None:
    s = pos(Put("NT-015", 1, "c4"), Put("NT-011", 1, "air"), Put("NT-017", 0, "c3"),
            Put("NT-003", 0, "c1"), SPARE_0, SPARE_1)
    pirate, orc, thrower = card(s, "NT-015", 1), card(s, "NT-017", 0), card(s, "NT-003", 0)
    s.queue_dice(1, 1)
    act(s, s.describe(A.encode(A.STRIKE, orc, pirate)))
    resolve(s)
    assert s.wounds[pirate] == 2  # 3 - 1
    s.queue_dice(1)  # the orc beside: its throw is the bolas 1-2-2, a weak 1
    act(s, uses(s, thrower, "«bolas of the horde»", pirate))
    resolve(s)
    assert s.wounds[pirate] == 3  # a throw is no strike
    s = pos(Put("NT-015", 1, "c4"), Put("NT-011", 0, "air"), Put("NT-017", 0, "c3"),
            SPARE_0, SPARE_1)
    pirate, orc = card(s, "NT-015", 1), card(s, "NT-017", 0)
    s.queue_dice(1, 1)
    act(s, s.describe(A.encode(A.STRIKE, orc, pirate)))
    resolve(s)
    assert s.wounds[pirate] == 3  # the enemy's desert does not count


# --- NT-036: twice a turn, a creature of its side with valhalla going to the graveyard gives
# a shot of 1 within 3 cells; tap shot 1 within 3; valhalla: a mountains creature of its side
# takes 1 less from shots and throws to the end of the opponent's turn.


def kill(s: State, attacker: int, victim: int) -> None:
    s.queue_dice(1, 1)
    act(s, s.describe(A.encode(A.STRIKE, attacker, victim)))
    resolve(s)


def volleys(s: State) -> int:
    return sum("«farewell volley»" in t for t in texts(s))


def test_nt_036_tap_shot_reaches_three_not_next_to_it() -> None:
    s = pos(Put("NT-036", 0, "b2"), Put("VS-001", 1, "b5"), Put("VS-001", 1, "c3"), SPARE_0,
            SPARE_1)
    archer, far, near = card(s, "NT-036", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not offered(s, s.describe(A.encode(A.SHOT, archer, near)))
    s.queue_dice(6)
    act(s, s.describe(A.encode(A.SHOT, archer, far)))
    resolve(s)
    assert s.wounds[far] == 1


def test_nt_036_volley_when_a_friend_with_valhalla_falls_twice_a_turn() -> None:
    s = pos(Put("NT-036", 0, "a1"), Put("NT-037", 0, "b3", wounds=5),
            Put("NT-037", 0, "c3", wounds=5), Put("NT-037", 0, "d3", wounds=5),
            Put("NT-017", 1, "b4"), Put("NT-017", 1, "c4"), Put("NT-017", 1, "d4"),
            Put("VS-001", 1, "a4"), SPARE_0, SPARE_1, active=1)
    for i in range(3):
        kill(s, card(s, "NT-017", 1, i), card(s, "NT-037", 0, i))
        assert volleys(s) == min(i + 1, 2)


def test_nt_036_no_volley_for_a_friend_without_valhalla_or_an_enemy() -> None:
    s = pos(Put("NT-036", 0, "a1"), Put("VS-001", 0, "c3", wounds=7), Put("NT-017", 1, "c4"),
            Put("VS-001", 1, "a4"), SPARE_0, SPARE_1, active=1)
    kill(s, card(s, "NT-017", 1), card(s, "VS-001", 0))
    assert volleys(s) == 0
    s = pos(Put("NT-036", 0, "a1"), Put("NT-017", 0, "c3"), Put("NT-037", 1, "c4", wounds=5),
            Put("VS-001", 1, "a4"), SPARE_0, SPARE_1)
    kill(s, card(s, "NT-017", 0), card(s, "NT-037", 1))
    assert volleys(s) == 0


def test_nt_036_valhalla_shields_a_mountains_friend_from_throws_only() -> None:
    s = pos(Put("NT-036", 0, "grave"), Put("NT-037", 0, "c3"), Put("NT-003", 1, "c6"),
            Put("NT-017", 1, "c4"), SPARE_0, SPARE_1, active=1)
    guard, thrower, orc = card(s, "NT-037", 0), card(s, "NT-003", 1), card(s, "NT-017", 1)
    end_turn(s)  # its owner's turn starts: the valhalla acts
    assert any("Лучница Снорганга@graveyard" in t and s.at(guard) in t for t in texts(s))
    end_turn(s)
    s.queue_dice(1)  # the orc beside: its throw is the bolas 1-2-2, a weak 1
    act(s, uses(s, thrower, "«bolas of the horde»", guard))
    resolve(s)
    assert s.wounds[guard] == 0
    kill(s, orc, guard)  # a strike: no less
    assert s.wounds[guard] == 3


def test_nt_036_valhalla_passes_over_a_creature_not_of_the_mountains() -> None:
    s = pos(Put("NT-036", 0, "grave"), Put("VS-001", 0, "c3"), Put("NT-003", 1, "c6"),
            SPARE_0, SPARE_1, active=1)
    nomad, thrower = card(s, "VS-001", 0), card(s, "NT-003", 1)
    end_turn(s)
    end_turn(s)
    act(s, uses(s, thrower, "«bolas»", nomad))
    resolve(s)
    assert s.wounds[nomad] == 1


# --- VS-006: X counters + tap, spell: another creature is shielded from every non-magical
# attack for X opponent's turns; 3 counters at most, none given by other creatures; tap
# discharge 1.


def test_vs_006_shield_for_one_opponent_turn_then_gone() -> None:
    s = pos(Put("VS-006", 0, "b2"), Put("VS-001", 0, "c3"), Put("NT-017", 1, "c4"),
            Put("VS-005", 1, "d5"), SPARE_0, SPARE_1, counters={"VS-006": 1})
    void, nomad, orc, ost = (card(s, "VS-006", 0), card(s, "VS-001", 0), card(s, "NT-017", 1),
                             card(s, "VS-005", 1))
    assert not named(s, f"on {s.at(void)}")  # another creature only
    act(s, uses(s, void, "«shield of light (X=1)»", nomad))
    resolve(s)
    end_turn(s)
    kill(s, orc, nomad)
    assert s.wounds[nomad] == 0
    act(s, uses(s, ost, "Разряд (discharge)", nomad))  # magical: it passes
    resolve(s)
    assert s.wounds[nomad] == 1
    end_turn(s)
    end_turn(s)
    kill(s, orc, nomad)  # the opponent's second turn: no shield
    assert s.wounds[nomad] == 4


def test_vs_006_x_two_lasts_two_opponent_turns() -> None:
    s = pos(Put("VS-006", 0, "b2"), Put("VS-001", 0, "c3"), Put("NT-017", 1, "c4"),
            SPARE_0, SPARE_1, counters={"VS-006": 2})
    void, nomad, orc = card(s, "VS-006", 0), card(s, "VS-001", 0), card(s, "NT-017", 1)
    act(s, uses(s, void, "«shield of light (X=2)»", nomad))
    resolve(s)
    assert s.counters(void) == 0
    for _ in range(2):
        end_turn(s)
        kill(s, orc, nomad)
        assert s.wounds[nomad] == 0
        end_turn(s)


def test_vs_006_three_counters_at_most_and_none_from_others() -> None:
    s = pos(Put("VS-006", 0, "b2"), Put("VS-025", 0, "a1"), Put("VS-001", 0, "c3"),
            SPARE_0, SPARE_1, counters={"VS-006": 3, "VS-025": 1})
    void, chronos = card(s, "VS-006", 0), card(s, "VS-025", 0)
    assert not offered(s, uses(s, chronos, "«borrowed hour»", void))
    assert offered(s, uses(s, chronos, "«borrowed hour»", card(s, "VS-001", 0)))
    assert not offered(s, f"{s.at(void)} uses «take a counter»")
    end_turn(s)
    end_turn(s)
    assert s.counters(void) == 3


def test_vs_006_discharge_one() -> None:
    s = pos(Put("VS-006", 0, "b2"), Put("NT-017", 1, "e5"), SPARE_0, SPARE_1)
    void, orc = card(s, "VS-006", 0), card(s, "NT-017", 1)
    act(s, uses(s, void, "Разряд (discharge)", orc))
    resolve(s)
    assert s.wounds[orc] == 1


# --- VS-031: tap: gains protection from flyers; instant, tap, spell: a closed creature of
# its side opens and takes 1 wound, twice a turn at most.


def test_vs_031_frenzy_opens_a_closed_friend_with_a_wound_twice_a_turn() -> None:
    s = pos(Put("VS-031", 0, "b2"), Put("VS-001", 0, "c3", closed=True),
            Put("VS-001", 0, "d3", closed=True), Put("VS-001", 0, "a3", closed=True),
            Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    shaman, foe = card(s, "VS-031", 0), card(s, "VS-001", 1)
    friends = [card(s, "VS-001", 0, i) for i in range(3)]
    assert not named(s, f"«battle frenzy» on {s.at(foe)}")
    for n, friend in enumerate(friends):
        s.closed[shaman] = False  # opened by other means, to test the limit alone
        s.settle()
        frenzy = uses(s, shaman, "«battle frenzy»", friend)
        if n == 2:
            assert not offered(s, frenzy)
            break
        act(s, frenzy)
        resolve(s)
        assert not s.closed[friend] and s.wounds[friend] == 1


def test_vs_031_frenzy_in_the_enemy_turn_when_a_friend_is_attacked() -> None:
    s = pos(Put("VS-031", 0, "b2"), Put("VS-001", 0, "c3", closed=True),
            Put("NT-017", 1, "c4"), SPARE_0, SPARE_1, active=1)
    shaman, friend, orc = card(s, "VS-031", 0), card(s, "VS-001", 0), card(s, "NT-017", 1)
    act(s, s.describe(A.encode(A.STRIKE, orc, friend)))
    s.queue_dice(1, 1)
    act(s, uses(s, shaman, "«battle frenzy»", friend))  # before the strike resolves
    resolve(s)
    opened = f"{s.at(friend)} opens; {s.at(friend)} takes 1"
    assert any("«battle frenzy»" in t and opened in t for t in texts(s))
    assert any(t.startswith("dice 1 vs 1") for t in texts(s))  # it fights as an open card


def test_vs_031_grounded_against_flyers() -> None:
    s = pos(Put("VS-031", 0, "b2"), Put("VS-014", 1, "air"), SPARE_0, SPARE_1)
    shaman, condor = card(s, "VS-031", 0), card(s, "VS-014", 1)
    strike_it = s.describe(A.encode(A.STRIKE, condor, shaman))
    act(s, f"{s.at(shaman)} uses «take to the ground»")
    resolve(s)
    end_turn(s)
    assert not offered(s, strike_it)
    s = pos(Put("VS-031", 0, "b2"), Put("VS-014", 1, "air"), SPARE_0, SPARE_1, active=1)
    shaman, condor = card(s, "VS-031", 0), card(s, "VS-014", 1)
    assert offered(s, s.describe(A.encode(A.STRIKE, condor, shaman)))  # without it


# --- VS-041: a creature with a magic ability moving next to it from a cell not next to it
# gives its discharge +1 to the end of the turn, twice a turn at most; tap discharge 1.


def discharge(s: State, airin: int, foe: int) -> int:
    before = s.wounds[foe]
    act(s, uses(s, airin, "Разряд (discharge)", foe))
    resolve(s)
    return s.wounds[foe] - before


def test_vs_041_a_mage_arriving_next_to_it_charges_its_discharge() -> None:
    s = pos(Put("VS-041", 0, "c2"), Put("VS-005", 0, "a2"), Put("NT-017", 1, "c5"),
            SPARE_0, SPARE_1)
    airin, ost, orc = card(s, "VS-041", 0), card(s, "VS-005", 0), card(s, "NT-017", 1)
    act(s, f"move {s.at(ost)} to b2")
    resolve(s)
    assert discharge(s, airin, orc) == 2
    end_turn(s)
    end_turn(s)
    assert discharge(s, airin, orc) == 1  # gone with the end of that turn


def test_vs_041_no_charge_from_a_plain_creature_or_a_mage_already_next_to_it() -> None:
    s = pos(Put("VS-041", 0, "c2"), Put("VS-001", 0, "a2"), Put("VS-005", 0, "b2"),
            Put("NT-017", 1, "c5"), SPARE_0, SPARE_1)
    airin, nomad, ost, orc = (card(s, "VS-041", 0), card(s, "VS-001", 0), card(s, "VS-005", 0),
                              card(s, "NT-017", 1))
    act(s, f"move {s.at(ost)} to b3")  # next to it before and after
    resolve(s)
    act(s, f"move {s.at(nomad)} to b2")
    resolve(s)
    assert discharge(s, airin, orc) == 1


def test_vs_041_charges_twice_a_turn_at_most() -> None:
    s = pos(Put("VS-041", 0, "c2"), Put("VS-005", 0, "a2"), Put("VS-005", 0, "e2"),
            Put("VS-005", 0, "c4"), Put("NT-017", 1, "e5"), SPARE_0, SPARE_1)
    airin, orc = card(s, "VS-041", 0), card(s, "NT-017", 1)
    mages = [card(s, "VS-005", 0, i) for i in range(3)]
    for mage, to in zip(mages, ("b2", "d2", "c3"), strict=True):
        act(s, f"move {s.at(mage)} to {to}")
        resolve(s)
    assert discharge(s, airin, orc) == 3


# --- NT-052: counter + tap: 1 wound to the outermost enemy card at each end of every row;
# tap throw 1-2-2 reaching 4 cells.


def test_nt_052_avalanche_wounds_the_ends_of_each_enemy_row() -> None:
    s = pos(Put("NT-052", 0, "c2"), Put("VS-001", 1, "b5"), Put("VS-001", 1, "c5"),
            Put("VS-001", 1, "d5"), Put("VS-001", 0, "a2"), Put("VS-001", 0, "e2"),
            SPARE_0, SPARE_1, counters={"NT-052": 1})
    lady, lone = card(s, "NT-052", 0), card(s, "VS-011", 1)
    left, middle, right = (card(s, "VS-001", 1, i) for i in range(3))
    act(s, f"{s.at(lady)} uses «avalanche»")
    resolve(s)
    assert (s.wounds[left], s.wounds[middle], s.wounds[right]) == (1, 0, 1)
    assert s.wounds[lone] == 1  # alone in its row: deckcheck's reading, once
    assert s.wounds[card(s, "VS-001", 0, 0)] == s.wounds[card(s, "VS-001", 0, 1)] == 0
    assert s.counters(lady) == 0


def test_nt_052_no_avalanche_without_a_counter() -> None:
    s = pos(Put("NT-052", 0, "c2"), Put("VS-001", 1, "b5"), SPARE_0, SPARE_1)
    assert not named(s, "«avalanche»")


def test_nt_052_snowball_reaches_four_not_next_to_it() -> None:
    s = pos(Put("NT-052", 0, "c2"), Put("VS-001", 1, "c6"), Put("VS-001", 1, "c3"), SPARE_0,
            SPARE_1)
    lady, far, near = card(s, "NT-052", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not offered(s, uses(s, lady, "«snowball»", near))
    s.queue_dice(4)
    act(s, uses(s, lady, "«snowball»", far))
    resolve(s)
    assert s.wounds[far] == 2


# --- NT-060: formation: throw protection; moved by another card, special strike 2 at an
# enemy card only, twice a turn.


def test_nt_060_throw_protection_in_formation_only() -> None:
    s = pos(Put("NT-060", 0, "c3"), Put("NT-041", 0, "b3"), Put("NT-003", 1, "c6"),
            SPARE_0, SPARE_1, active=1)
    kughor, thrower = card(s, "NT-060", 0), card(s, "NT-003", 1)
    assert not offered(s, uses(s, thrower, "«bolas»", kughor))
    s = pos(Put("NT-060", 0, "c3"), Put("NT-003", 1, "c6"), SPARE_0, SPARE_1, active=1)
    kughor, thrower = card(s, "NT-060", 0), card(s, "NT-003", 1)
    act(s, uses(s, thrower, "«bolas»", kughor))
    resolve(s)
    assert s.wounds[kughor] == 1


def grip(s: State, rukan: int, a: int, b: int) -> None:
    act(s, uses(s, rukan, "«Rukan's grip»", a))
    act(s, f"{s.at(a)} is moved to {s.at(b).split('@')[1]}")
    resolve(s)


def test_nt_060_pick_when_another_card_moves_it() -> None:
    s = pos(Put("NT-060", 0, "c3"), Put("NT-068", 0, "b3"), Put("VS-001", 0, "b2"),
            Put("VS-001", 1, "b4"), SPARE_0, SPARE_1)
    kughor, rukan, nomad = card(s, "NT-060", 0), card(s, "NT-068", 0), card(s, "VS-001", 0)
    foe = card(s, "VS-001", 1)
    s.queue_dice(1, 1)  # the grip's wounds: 2 each
    grip(s, rukan, kughor, nomad)  # Kughor now at b2: the foe at b4 is not next to it
    assert s.wounds[foe] == 0 and s.wounds[nomad] == 2
    s = pos(Put("NT-060", 0, "c3"), Put("NT-068", 0, "b3"), Put("VS-001", 0, "b4"),
            Put("VS-001", 1, "a4"), SPARE_0, SPARE_1)
    kughor, rukan, nomad = card(s, "NT-060", 0), card(s, "NT-068", 0), card(s, "VS-001", 0)
    foe = card(s, "VS-001", 1)
    s.queue_dice(1, 1)
    grip(s, rukan, kughor, nomad)  # Kughor now at b4, next to the foe at a4
    assert s.wounds[foe] == 2
    assert s.wounds[rukan] == 0  # never at a card of its own side


def test_nt_060_no_pick_when_it_moves_itself() -> None:
    s = pos(Put("NT-060", 0, "c3"), Put("VS-001", 1, "b4"), SPARE_0, SPARE_1)
    kughor, foe = card(s, "NT-060", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(kughor)} to c4")  # its own step: next to the foe, no pick
    resolve(s)
    assert s.wounds[foe] == 0


# --- NT-071: an enemy card's die showing 6 gives it a counter (1 at most); counter + tap,
# spell: 2 wounds to a creature.


def test_nt_071_enemy_six_gives_one_counter_at_most() -> None:
    s = pos(Put("NT-071", 0, "a1"), Put("VS-001", 0, "c3"), Put("NT-017", 1, "c4"),
            Put("NT-017", 1, "d4"), Put("VS-001", 0, "d3"), SPARE_0, SPARE_1, active=1)
    lep = card(s, "NT-071", 0)
    s.queue_dice(6, 1)
    act(s, s.describe(A.encode(A.STRIKE, card(s, "NT-017", 1, 0), card(s, "VS-001", 0, 0))))
    resolve(s)
    assert s.counters(lep) == 1
    s.queue_dice(6, 1)
    act(s, s.describe(A.encode(A.STRIKE, card(s, "NT-017", 1, 1), card(s, "VS-001", 0, 1))))
    resolve(s)
    assert s.counters(lep) == 1


def test_nt_071_no_counter_for_its_own_side_six() -> None:
    s = pos(Put("NT-071", 0, "a1"), Put("VS-001", 0, "c3"), Put("NT-017", 1, "c4"),
            SPARE_0, SPARE_1)
    lep = card(s, "NT-071", 0)
    s.queue_dice(6, 1)
    act(s, s.describe(A.encode(A.STRIKE, card(s, "VS-001", 0), card(s, "NT-017", 1))))
    resolve(s)
    assert s.counters(lep) == 0


def test_nt_071_revenge_wounds_a_creature_two() -> None:
    s = pos(Put("NT-071", 0, "a1"), Put("NT-017", 1, "e4"), SPARE_0, SPARE_1,
            counters={"NT-071": 1})
    lep, orc = card(s, "NT-071", 0), card(s, "NT-017", 1)
    act(s, uses(s, lep, "«revenge for luck»", orc))
    resolve(s)
    assert s.wounds[orc] == 2 and s.counters(lep) == 0
    s = pos(Put("NT-071", 0, "a1"), Put("NT-017", 1, "e4"), SPARE_0, SPARE_1)
    assert not named(s, "«revenge for luck»")


# --- NT-117: tap, spell: an enemy card gets no defender to the end of the turn, and 1 wound.


def defence_offered(s: State, a: int, t: int) -> bool:
    s.queue_dice(1, 1, 1, 1)
    act(s, s.describe(A.encode(A.STRIKE, a, t)))
    offers = any(o.endswith(" defends") for o in options(s))
    resolve(s)
    return offers


def test_nt_117_outcast_has_no_defender_this_turn_only() -> None:
    s = pos(Put("NT-117", 0, "a1"), Put("NT-017", 0, "c3"), Put("VS-001", 1, "c4"),
            Put("VS-002", 1, "d4"), SPARE_0, SPARE_1)
    jaal, orc, foe = card(s, "NT-117", 0), card(s, "NT-017", 0), card(s, "VS-001", 1)
    assert not named(s, f"«outcast» on {s.at(orc)}")  # enemy cards only
    act(s, uses(s, jaal, "«outcast»", foe))
    resolve(s)
    assert s.wounds[foe] == 1
    assert not defence_offered(s, orc, foe)
    end_turn(s)
    end_turn(s)
    assert defence_offered(s, orc, foe)  # the next turns: defended again


# --- NT-126: defending, it does not close; defends any number of times a turn; may defend
# any creature of its row.


def test_nt_126_defends_its_row_again_and_again_without_closing() -> None:
    s = pos(Put("NT-126", 0, "a3"), Put("VS-001", 0, "d3"), Put("NT-017", 1, "d4"),
            Put("NT-017", 1, "c4"), Put("NT-017", 1, "e4"), SPARE_0, SPARE_1, active=1)
    wall, nomad = card(s, "NT-126", 0), card(s, "VS-001", 0)
    for i in range(3):
        s.queue_dice(1, 1, 1, 1)
        act(s, s.describe(A.encode(A.STRIKE, card(s, "NT-017", 1, i), nomad)))
        act(s, f"{s.at(wall)} defends")
        resolve(s)
        assert not s.closed[wall]
    assert s.wounds[nomad] == 0


def test_nt_126_not_for_a_creature_out_of_its_row() -> None:
    s = pos(Put("NT-126", 0, "a2"), Put("VS-001", 0, "d3"), Put("NT-017", 1, "d4"),
            SPARE_0, SPARE_1, active=1)
    assert not defence_offered(s, card(s, "NT-017", 1), card(s, "VS-001", 0))


# --- NT-124: incarnation 2; clumsiness; its player's prophecy showing it may put it into
# the graveyard; it incarnates onto any free cell.


def test_nt_124_shown_by_its_players_prophecy_it_may_go_to_the_graveyard() -> None:
    s = pos(Put("VS-114", 0, "c2"), Put("VS-001", 1, "c5"), Put("NT-124", 0, "deck"),
            SPARE_0, SPARE_1)
    dreamer, drowned = card(s, "VS-114", 0), card(s, "NT-124", 0)
    act(s, f"{s.at(dreamer)} uses «archaal's dream»")  # (its poison, not a "may": forced)
    act(s, f"{s.at(drowned)} uses «sink»")
    assert s.zone[drowned] == Z_GRAVE


def test_nt_124_incarnates_after_two_of_its_owner_turns_onto_any_free_cell() -> None:
    s = pos(Put("NT-124", 0, "grave"), Put("VS-001", 1, "c6"), SPARE_0, SPARE_1, active=1)
    drowned = card(s, "NT-124", 0)
    end_turn_raw(s)
    assert s.zone[drowned] == Z_GRAVE  # one token gone, one left
    end_turn_raw(s)
    end_turn_raw(s)
    assert s.to_move == 0 and len(cells_offered(s)) > 1  # its back row: its owner's pick
    come_to(s, "c1")
    assert s.zone[drowned] == Z_BOARD and s.where(drowned) == "c1"
    act(s, next(o for o in options(s) if o.endswith("d5")))  # the enemy's half too
    assert s.where(drowned) == "d5"


def test_nt_124_clumsy_die() -> None:
    s = pos(Put("NT-124", 1, "c4"), Put("VS-001", 0, "c3"), SPARE_0, SPARE_1)
    strike(s, card(s, "VS-001", 0), card(s, "NT-124", 1), 4, 4)
    assert "dice 4 vs 3 (D +1): weak hit" in texts(s)


def end_turn_raw(s: State) -> None:
    act(s, "end the turn")


# --- NT-128: clumsiness; regeneration 2 while its side has a swamp; attacking, it may open
# its companion.


def test_nt_128_regenerates_two_with_a_swamp_of_its_side() -> None:
    s = pos(Put("NT-128", 0, "c3", wounds=5), Put("NT-110", 0, "air"), Put("VS-001", 1, "c6"),
            SPARE_0, SPARE_1, active=1)
    troll = card(s, "NT-128", 0)
    battle_start(s, troll)
    resolve(s)
    end_turn(s)
    assert s.wounds[troll] == 3


def test_nt_128_no_regeneration_with_the_enemys_swamp_or_none() -> None:
    for swamp in (Put("NT-110", 1, "air"), Put("NT-146", 0, "air")):
        s = pos(Put("NT-128", 0, "c3", wounds=5), swamp, Put("VS-001", 1, "c6"),
                SPARE_0, SPARE_1, active=1)
        troll = card(s, "NT-128", 0)
        battle_start(s, troll)
        resolve(s)
        end_turn(s)
        assert s.wounds[troll] == 5


def test_nt_128_opens_its_companion_when_it_attacks_and_is_clumsy_alone() -> None:
    s = pos(Put("NT-128", 0, "c3"), Put("NT-171", 0, "c3", on_host=True, closed=True),
            Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    troll, pal, foe = card(s, "NT-128", 0), card(s, "NT-171", 0), card(s, "VS-001", 1)
    strike(s, troll, foe, 4, 4)
    assert not s.closed[pal]
    s = pos(Put("NT-128", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    strike(s, card(s, "NT-128", 0), card(s, "VS-001", 1), 4, 4)  # no companion: clumsy
    assert "dice 3 vs 4 (D -1): weak hit" in texts(s)


# --- NT-137: horde; teleport; teleporting from the enemy's half to its own it may trade its
# teleport for flying.


def test_nt_137_trades_teleport_for_flying_coming_home() -> None:
    s = pos(Put("NT-137", 0, "c4"), SPARE_0, SPARE_1)
    imp = card(s, "NT-137", 0)
    do(s, A.LEAP, imp, cell("b2"))
    assert s.phase == CHOOSE
    use(s, imp, imp)
    assert s.is_flyer(imp) and not s.has_keyword(imp, "teleport")


def test_nt_137_keeps_its_teleport_within_its_own_half() -> None:
    s = pos(Put("NT-137", 0, "c2"), SPARE_0, SPARE_1)
    imp = card(s, "NT-137", 0)
    do(s, A.LEAP, imp, cell("a3"))
    assert s.phase != CHOOSE and not s.is_flyer(imp) and s.has_keyword(imp, "teleport")


# --- NT-142: tap, spell: an enemy creature is marked; a vampirism at it wounds it 1 more;
# tap discharge 1-2-2.


def test_nt_142_marked_victim_bleeds_under_vampirism_only() -> None:
    for vampire, extra in (("NT-138", 1), ("VS-001", 0)):
        s = pos(Put("NT-142", 0, "a1"), Put(vampire, 0, "c3"), Put("NT-017", 1, "c4"),
                SPARE_0, SPARE_1)
        mal, biter, orc = card(s, "NT-142", 0), card(s, vampire, 0), card(s, "NT-017", 1)
        act(s, uses(s, mal, "«feast»", orc))
        resolve(s)
        strike(s, biter, orc, 1, 1)
        assert s.wounds[orc] == 1 + extra, vampire


def test_nt_142_feast_at_enemies_only_and_discharge_tiers() -> None:
    s = pos(Put("NT-142", 0, "a1"), Put("VS-001", 0, "c3"), Put("NT-017", 1, "e5"),
            SPARE_0, SPARE_1)
    mal, nomad, orc = card(s, "NT-142", 0), card(s, "VS-001", 0), card(s, "NT-017", 1)
    assert not offered(s, uses(s, mal, "«feast»", nomad))
    s.queue_dice(4)
    act(s, uses(s, mal, "Разряд (discharge)", orc))
    resolve(s)
    assert s.wounds[orc] == 2


# --- VS-052: formation: 1 less from magic strikes and discharges; a creature of its side in
# formation dying in the opponent's turn gives those that stood in formation with it +2 to
# their next simple strike.


def test_vs_052_formation_softens_discharges() -> None:
    for partner, taken in ((Put("VS-061", 0, "c3"), 0), (Put("VS-061", 0, "e2"), 2)):
        s = pos(Put("VS-052", 0, "b3"), partner, Put("VS-005", 1, "b6"), SPARE_0, SPARE_1,
                active=1)
        dwarf, mage = card(s, "VS-052", 0), card(s, "VS-005", 1)
        act(s, uses(s, mage, "Разряд (discharge)", dwarf))
        resolve(s)
        act(s, "end the turn")
        act(s, "end the turn")
        act(s, uses(s, mage, "Разряд (discharge)", dwarf))  # two discharges of 1
        resolve(s)
        assert s.wounds[dwarf] == taken, partner


def fell_in_line(tan_at: str, *, enemy_turn: bool = True) -> tuple[State, int, int]:
    """A formation giant with 1 life left on c3 dies to a strong strike; a formation
    neighbour stands on d3; the Tan on ``tan_at``. Returns the state (its turn), the Tan and
    the neighbour."""
    s = pos(Put("VS-052", 0, tan_at), Put("VS-061", 0, "c3", wounds=16),
            Put("VS-016", 0, "d3"), Put("NT-017", 1, "c4"), Put("NT-071", 0, "e1"),
            Put("VS-001", 1, "b4", closed=True), Put("VS-001", 1, "d4", closed=True),
            SPARE_1, active=1 if enemy_turn else 0, counters={"NT-071": 1})
    giant = card(s, "VS-061", 0)
    if enemy_turn:
        strike(s, card(s, "NT-017", 1), giant, 6, 1)
        end_turn(s)
    else:
        act(s, uses(s, card(s, "NT-071", 0), "«revenge for luck»", giant))
        resolve(s)
    assert giant in s.grave[0]
    return s, card(s, "VS-052", 0), card(s, "VS-016", 0)


def test_vs_052_a_formation_partner_of_the_fallen_strikes_two_harder_once() -> None:
    s, _, partner = fell_in_line("a1")
    foe = card(s, "VS-001", 1, 1)  # on d4
    strike(s, partner, foe, 1)
    assert s.wounds[foe] == tier(s, partner, 0) + 2
    s.closed[partner] = False
    s.settle()
    strike(s, partner, foe, 1)  # used up
    assert s.wounds[foe] == 2 * tier(s, partner, 0) + 2


def test_vs_052_no_vengeance_for_a_loss_in_its_own_turn() -> None:
    s, _, partner = fell_in_line("a1", enemy_turn=False)
    foe = card(s, "VS-001", 1, 1)
    strike(s, partner, foe, 1)
    assert s.wounds[foe] == tier(s, partner, 0)


def test_vs_052_the_tan_in_formation_with_the_fallen_avenges_too() -> None:
    s, tan, _ = fell_in_line("b3")
    foe = card(s, "VS-001", 1, 0)  # on b4
    strike(s, tan, foe, 1)
    assert s.wounds[foe] == tier(s, tan, 0) + 2


# --- VS-055: counter + tap: special strike 3; at a closed creature it stays closed through
# its next turn.


def test_vs_055_stunning_blow_at_a_closed_creature() -> None:
    s = pos(Put("VS-055", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1,
            counters={"VS-055": 1})
    borg, foe = card(s, "VS-055", 0), card(s, "VS-001", 1)
    act(s, uses(s, borg, "«stunning blow»", foe))
    resolve(s)
    assert s.wounds[foe] == 3 and s.counters(borg) == 0
    end_turn(s)
    assert s.closed[foe]  # its own turn: still closed
    end_turn(s)
    end_turn(s)
    assert not s.closed[foe]


def test_vs_055_an_open_target_is_not_stunned_and_no_blow_without_a_counter() -> None:
    s = pos(Put("VS-055", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "b4"),
            SPARE_0, SPARE_1, counters={"VS-055": 1})
    borg, foe = card(s, "VS-055", 0), card(s, "VS-001", 1)
    act(s, uses(s, borg, "«stunning blow»", foe))
    resolve(s)
    end_turn(s)
    assert not s.closed[foe]
    assert not named(s, "«stunning blow»")
    s = pos(Put("VS-055", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    assert not named(s, "«stunning blow»")


# --- VS-068: ignores protection from flyers; a strike at a creature marks it as prey; +3
# and unanswerable at prey; tap: gains flight.


def test_vs_068_second_strike_at_its_prey_is_harder_and_unanswered() -> None:
    s = pos(Put("VS-068", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    lord, foe = card(s, "VS-068", 0), card(s, "VS-001", 1)
    strike(s, lord, foe, 4, 4)  # a weak hit, no bonus yet: it marks the prey
    weak = tier(s, lord, 0)
    assert s.wounds[foe] == weak
    s.closed[lord] = False
    s.settle()
    strike(s, lord, foe, 4, 4)
    assert s.wounds[foe] == 2 * weak + 3
    s.closed[lord] = False
    s.settle()
    strike(s, lord, foe, 1, 6)  # a miss: the prey's counter-strike deals nothing
    assert s.wounds[lord] == 0
    s = pos(Put("VS-068", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    lord, foe = card(s, "VS-068", 0), card(s, "VS-001", 1)
    strike(s, lord, foe, 1, 6)  # not prey yet: the counter-strike wounds it
    assert s.wounds[lord] > 0


def test_vs_068_a_first_strike_gets_no_bonus() -> None:
    s = pos(Put("VS-068", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    lord, foe = card(s, "VS-068", 0), card(s, "VS-001", 1)
    strike(s, lord, foe, 1)
    assert s.wounds[foe] == tier(s, lord, 0)


def test_vs_068_takes_wing_and_ignores_flyer_protection() -> None:
    s = pos(Put("VS-068", 0, "c3"), Put("VS-031", 1, "c4"), SPARE_0, SPARE_1, active=1)
    shaman = card(s, "VS-031", 1)
    act(s, f"{s.at(shaman)} uses «take to the ground»")
    resolve(s)
    end_turn(s)
    lord = card(s, "VS-068", 0)
    assert offered(s, s.describe(A.encode(A.STRIKE, lord, shaman)))
    act(s, f"{s.at(lord)} uses «take wing»")
    resolve(s)
    assert s.is_flyer(lord)


# --- VS-110: tap, impact: up to 2 wounds of another swamps creature move onto it; tap throw
# of X (its own wounds, 4 at most) reaching 4 cells.


def test_vs_110_takes_wounds_from_another_swamps_creature_only() -> None:
    s = pos(Put("VS-110", 0, "c2"), Put("VS-112", 0, "b2", wounds=3),
            Put("VS-001", 0, "d2", wounds=3), Put("VS-112", 1, "c5", wounds=3), SPARE_0, SPARE_1)
    rekken, hedd, nomad, enemy = (card(s, "VS-110", 0), card(s, "VS-112", 0),
                                  card(s, "VS-001", 0), card(s, "VS-112", 1))
    rekkendum = "«rekkendum (2 of up to 2)»"
    assert not named(s, f"on {s.at(nomad)}")
    assert not named(s, f"on {s.at(rekken)}")
    assert named(s, f"{rekkendum} on {s.at(enemy)}")  # deckcheck's reading: either side
    assert named(s, f"«rekkendum (1 of up to 2)» on {s.at(hedd)}")  # or fewer
    act(s, uses(s, rekken, rekkendum, hedd))
    resolve(s)
    assert (s.wounds[hedd], s.wounds[rekken]) == (1, 2)


def test_vs_110_knife_throws_its_own_wounds_up_to_four() -> None:
    for wounds, dealt in ((2, 2), (6, 4)):
        s = pos(Put("VS-110", 0, "c2", wounds=wounds), Put("VS-117", 1, "c6"),
                Put("VS-117", 1, "c3"), SPARE_0, SPARE_1)
        rekken, far, near = card(s, "VS-110", 0), card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
        assert not offered(s, uses(s, rekken, "«ritual knife»", near))
        act(s, uses(s, rekken, "«ritual knife»", far))
        resolve(s)
        assert s.wounds[far] == dealt


# --- VS-125: tap throw 1-2-2; +1 against cards with a shot, a throw or a discharge.


def test_vs_125_throw_harder_at_ranged_cards() -> None:
    for foe_id, dealt in (("VS-117", 2), ("VS-113", 3), ("VS-005", 3)):
        s = pos(Put("VS-125", 0, "c1"), Put(foe_id, 1, "c6"), SPARE_0, SPARE_1)
        troll, foe = card(s, "VS-125", 0), card(s, foe_id, 1)
        s.queue_dice(4)
        act(s, next(o for o in named(s, f"{s.at(troll)} uses «troll throw")
                    if o.endswith(s.at(foe))))
        resolve(s)
        assert s.wounds[foe] == dealt, foe_id


def test_vs_125_not_next_to_it() -> None:
    s = pos(Put("VS-125", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    near = s.at(card(s, "VS-117", 1))
    assert not any("troll throw" in o and o.endswith(near) for o in options(s))


# --- VS-131: vampirism (10 lives at most); scavenging; a strong simple strike closes the
# struck creature, and it stays closed through its next turn.


def test_vs_131_strong_gaze_closes_and_holds() -> None:
    s = pos(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    gorgon, foe = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, gorgon, foe, 6, 1)
    assert s.closed[foe]
    end_turn(s)
    assert s.closed[foe]
    end_turn(s)
    end_turn(s)
    assert not s.closed[foe]


def test_vs_131_no_gaze_on_a_weaker_hit() -> None:
    s = pos(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    gorgon, foe = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, gorgon, foe, 4, 4)
    assert s.wounds[foe] > 0 and not s.closed[foe]


def test_vs_131_vampirism_heals_it() -> None:
    s = pos(Put("VS-131", 0, "c3", wounds=4), Put("VS-117", 1, "c4", closed=True), SPARE_0,
            SPARE_1)
    gorgon, foe = card(s, "VS-131", 0), card(s, "VS-117", 1)
    strike(s, gorgon, foe, 1)
    assert s.wounds[gorgon] == 4 - s.wounds[foe]
    assert s.has_keyword(gorgon, "scavenging")


# --- VS-145: teleport; +1 to its strikes next to two enemy creatures with a weak simple
# strike of 3 or more; tap magic strike 3 while next to two or more enemy mages.


def test_vs_145_envy_of_the_strong() -> None:
    for second, bonus in (("NT-017", 1), ("VS-001", 0)):
        s = pos(Put("VS-145", 0, "c3"), Put("NT-017", 1, "c4", closed=True),
                Put(second, 1, "b3"), SPARE_0, SPARE_1)
        demon, foe = card(s, "VS-145", 0), card(s, "NT-017", 1)
        strike(s, demon, foe, 1)
        assert s.wounds[foe] == tier(s, demon, 0) + bonus, second


def test_vs_145_envy_of_the_mages() -> None:
    s = pos(Put("VS-145", 0, "c3"), Put("VS-005", 1, "c4"), Put("VS-005", 1, "b3"),
            SPARE_0, SPARE_1)
    demon, mage = card(s, "VS-145", 0), card(s, "VS-005", 1)
    act(s, uses(s, demon, "«envy of the mages»", mage))
    resolve(s)
    assert s.wounds[mage] == 3
    s = pos(Put("VS-145", 0, "c3"), Put("VS-005", 1, "c4"), Put("VS-001", 1, "b3"),
            SPARE_0, SPARE_1)
    assert not named(s, "«envy of the mages»")
    assert s.has_keyword(card(s, "VS-145", 0), "teleport")


# --- VS-130: at the end of the opponent's turn, a swamps creature costing 5 or less is
# summoned onto a cell with 8 or more creatures of its side around it; tap, prophecy 1: 2
# wounds to a chosen creature if a card of the shown card's name is in either squad, else 1.


def test_vs_130_omen_two_for_a_namesake_in_play_else_one() -> None:
    for top, dealt in (("VS-001", 2), ("VS-117", 1)):
        s = pos(Put("VS-130", 0, "a1"), Put("NT-017", 1, "e4"), Put("VS-001", 1, "a6"),
                Put(top, 0, "deck"), SPARE_0, SPARE_1)
        queen, orc = card(s, "VS-130", 0), card(s, "NT-017", 1)
        act(s, uses(s, queen, "«queen's omen»", orc))
        resolve(s)
        assert s.wounds[orc] == dealt, top


def crowd(n: int) -> list[Put]:
    cells = ["a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"][:n]
    return [Put("VS-001", 0, at) for at in cells[1:]]


def test_vs_130_summons_a_swamps_creature_into_a_crowd() -> None:
    for n, summoned in ((8, True), (7, False)):
        s = pos(Put("VS-130", 0, "a1"), *crowd(n), Put("VS-112", 0, "deck"),
                Put("VS-001", 1, "c6"), SPARE_0, SPARE_1, active=1)
        hedd = card(s, "VS-112", 0)
        end_turn(s)
        assert (s.zone[hedd] == Z_BOARD) is summoned, n
        if summoned:
            assert s.where(hedd) == "b2"


def test_vs_130_its_player_picks_the_creature_and_its_cell() -> None:
    # b2 and d2 each have 8 creatures of its side around them; two swamps creatures of 5
    # or less in the deck (Хедд VS-112 costs 4, Ижор VS-103 costs 3): both its picks.
    around = ["a2", "a3", "b1", "b3", "c1", "c2", "c3", "d1", "d3", "e2", "e3"]
    s = pos(Put("VS-130", 0, "a1"), *(Put("VS-001", 0, at) for at in around),
            Put("VS-112", 0, "deck"), Put("VS-103", 0, "deck"), Put("VS-001", 1, "c6"),
            SPARE_0, SPARE_1, active=1)
    hedd, izhor = card(s, "VS-112", 0), card(s, "VS-103", 0)
    s.apply(A.encode(A.END))
    assert s.to_move == 0  # its player's picks, not the opponent's (whose turn ended)
    picks = [o for o in options(s) if "«call of the mire»" in o]
    assert len(picks) == 2 and any("Ижор" in o for o in picks), picks  # not the costliest
    act(s, next(o for o in picks if "Ижор" in o))
    assert s.to_move == 0 and cells_offered(s) == ["b2", "d2"]
    come_to(s, "d2")
    assert s.where(izhor) == "d2" and s.zone[hedd] != Z_BOARD


def test_vs_130_no_summon_of_a_creature_not_of_the_swamps_or_too_dear() -> None:
    for deck in ("VS-001", "VS-117"):  # steppe; swamps but costing 6
        s = pos(Put("VS-130", 0, "a1"), *crowd(8), Put(deck, 0, "deck"),
                Put("VS-001", 1, "c6"), SPARE_0, SPARE_1, active=1)
        end_turn(s)
        assert len(s.deck[0]) == 1, deck  # still in the deck


# --- VS-158: scavenging; attack experience (icon without a number: deckcheck's reading, 1);
# its strong simple strike gets + half the struck creature's lives left, rounded down.


def test_vs_158_strong_strike_gains_half_the_lives_left() -> None:
    for wounds, bonus in ((0, 7), (3, 5), (4, 5)):  # 14, 11 and 10 lives left
        s = pos(Put("VS-158", 0, "c3"), Put("VS-117", 1, "c4", closed=True, wounds=wounds),
                SPARE_0, SPARE_1)
        vulture, foe = card(s, "VS-158", 0), card(s, "VS-117", 1)
        strike(s, vulture, foe, 6)
        assert s.wounds[foe] - wounds == tier(s, vulture, 2) + bonus, wounds


def test_vs_158_no_bonus_to_a_medium_strike() -> None:
    s = pos(Put("VS-158", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    vulture, foe = card(s, "VS-158", 0), card(s, "VS-117", 1)
    strike(s, vulture, foe, 4)  # 4 + 1 (experience) is still medium
    assert s.wounds[foe] == tier(s, vulture, 1)
    assert s.has_keyword(vulture, "scavenging")


# --- VS-164: incarnation 3; clumsiness; each incarnation token it takes wounds X cards 1
# (X: its tokens).


def grip_all(s: State) -> None:
    """Turn ends until it is back, each grip taking the first card offered."""
    for _ in range(5):
        act(s, "end the turn")
        while s.phase == CHOOSE:
            act(s, next(o for o in options(s) if o != "use no target"))


def test_vs_164_each_token_grips_as_many_cards_as_its_tokens() -> None:
    s = pos(Put("VS-164", 0, "grave"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c5"),
            Put("VS-117", 1, "c6"), SPARE_0, SPARE_1, active=1)
    grim = card(s, "VS-164", 0)
    grip_all(s)
    assert s.zone[grim] == Z_BOARD
    assert sum("«grave grip»" in t for t in texts(s)) == 1 + 2 + 3


def test_vs_164_a_grip_must_wound_x_cards() -> None:
    s = pos(Put("VS-164", 0, "grave"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c5"),
            Put("VS-117", 1, "c6"), SPARE_0, SPARE_1, active=1)
    act(s, "end the turn")
    resolve(s)
    act(s, "end the turn")
    act(s, "end the turn")  # the second token: two cards
    act(s, next(o for o in options(s) if o != "use no target"))
    if offered(s, "use no target"):  # its player tries to stop after one card
        act(s, "use no target")
    resolve(s)
    assert sum("«grave grip»" in t for t in texts(s)) == 1 + 2


def test_vs_164_clumsy() -> None:
    s = pos(Put("VS-164", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    strike(s, card(s, "VS-164", 0), card(s, "VS-117", 1), 4, 4)
    assert "dice 3 vs 4 (D -1): weak hit" in texts(s)


# --- VS-167: the enemy's shots and throws may go only at it, whatever their range.


def test_vs_167_draws_every_enemy_shot_and_throw() -> None:
    s = pos(Put("VS-167", 0, "air"), Put("VS-001", 0, "c2"), Put("NT-003", 1, "c5"),
            Put("VS-113", 1, "b6"), Put("VS-005", 1, "d6"), SPARE_0, SPARE_1, active=1)
    snake, nomad = card(s, "VS-167", 0), card(s, "VS-001", 0)
    thrower, archer, mage = card(s, "NT-003", 1), card(s, "VS-113", 1), card(s, "VS-005", 1)
    assert offered(s, uses(s, thrower, "«bolas»", snake))
    assert not offered(s, uses(s, thrower, "«bolas»", nomad))
    assert offered(s, uses(s, archer, "«longbow»", snake))
    assert not offered(s, uses(s, archer, "«longbow»", nomad))
    assert offered(s, uses(s, mage, "Разряд (discharge)", nomad))  # discharges go anywhere


def test_vs_167_its_own_sides_shots_go_anywhere() -> None:
    s = pos(Put("VS-167", 0, "air"), Put("NT-003", 0, "c2"), Put("VS-001", 1, "c5"),
            SPARE_0, SPARE_1)
    thrower, foe = card(s, "NT-003", 0), card(s, "VS-001", 1)
    assert offered(s, uses(s, thrower, "«bolas»", foe))


# --- VS-189: fighting, it throws its die twice and keeps one; a ranged attack at it is
# blocked on a 5 or 6 of its die.


def test_vs_189_keeps_the_better_of_two_dice() -> None:
    s = pos(Put("VS-189", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    strike(s, card(s, "VS-189", 0), card(s, "VS-117", 1), 1, 6, 1)
    assert "dice 6 vs 1 (D +5): strong hit" in texts(s)


def test_vs_189_ranged_attack_blocked_on_five_or_six_only() -> None:
    for die, blocked in ((5, True), (6, True), (4, False)):
        s = pos(Put("VS-189", 1, "c4"), Put("VS-113", 0, "c1"), SPARE_0, SPARE_1)
        warrior, archer = card(s, "VS-189", 1), card(s, "VS-113", 0)
        s.queue_dice(4, die)
        act(s, uses(s, archer, "«longbow»", warrior))
        resolve(s)
        assert (s.wounds[warrior] == 0) is blocked, die


# --- VS-193: a weak simple strike poisons 1, a medium or strong one 2.


def test_vs_193_poison_by_the_tier() -> None:
    for die, venom in ((1, 1), (4, 2), (6, 2)):
        s = pos(Put("VS-193", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
        foe = card(s, "VS-117", 1)
        strike(s, card(s, "VS-193", 0), foe, die)
        assert poison(s, foe) == venom, die


# --- NT-182: instant: an attack at a creature next to it goes at it instead, once a turn.


def duty_offered(s: State, attacker: int, victim: int, squire: int) -> bool:
    s.queue_dice(1, 1, 1, 1)
    act(s, s.describe(A.encode(A.STRIKE, attacker, victim)))
    return offered(s, f"{s.at(squire)} uses «squire's duty»")


def test_nt_182_takes_the_strike_meant_for_its_neighbour_once_a_turn() -> None:
    s = pos(Put("NT-182", 0, "b3"), Put("VS-001", 0, "c3"), Put("NT-017", 1, "c4"),
            Put("NT-017", 1, "d4"), Put("VS-001", 0, "d3"), SPARE_0, SPARE_1, active=1)
    squire, nomad = card(s, "NT-182", 0), card(s, "VS-001", 0, 0)
    assert duty_offered(s, card(s, "NT-017", 1, 0), nomad, squire)
    act(s, f"{s.at(squire)} uses «squire's duty»")
    resolve(s)
    assert s.wounds[nomad] == 0 and s.wounds[squire] > 0 and not s.closed[squire]
    s.closed[nomad] = False
    s.settle()
    assert not duty_offered(s, card(s, "NT-017", 1, 1), nomad, squire)  # the second: no


def test_nt_182_not_for_a_creature_not_next_to_it() -> None:
    s = pos(Put("NT-182", 0, "a3"), Put("VS-001", 0, "c3"), Put("NT-017", 1, "c4"),
            SPARE_0, SPARE_1, active=1)
    assert not duty_offered(s, card(s, "NT-017", 1), card(s, "VS-001", 0), card(s, "NT-182", 0))


def test_nt_182_takes_a_shot_too() -> None:
    s = pos(Put("NT-182", 0, "b3"), Put("VS-001", 0, "c3"), Put("VS-113", 1, "c6"),
            SPARE_0, SPARE_1, active=1)
    squire, nomad, archer = card(s, "NT-182", 0), card(s, "VS-001", 0), card(s, "VS-113", 1)
    s.queue_dice(6)
    act(s, uses(s, archer, "«longbow»", nomad))
    act(s, f"{s.at(squire)} uses «squire's duty»")
    resolve(s)
    assert s.wounds[nomad] == 0 and s.wounds[squire] == 3


def test_nt_060_picks_twice_a_turn_at_most() -> None:
    foes = [Put("VS-117", 1, f"{x}4", closed=True) for x in "abcde"]
    s = pos(Put("NT-060", 0, "c3"), Put("NT-068", 0, "b2"), Put("NT-068", 0, "c2"),
            Put("NT-068", 0, "d2"), Put("VS-001", 0, "b3"), Put("VS-001", 0, "d3"), *foes,
            SPARE_0, SPARE_1)
    kughor = card(s, "NT-060", 0)
    for i in range(3):  # each Rukan swaps it along the third row, next to the foes
        s.queue_dice(1, 1)
        act(s, uses(s, card(s, "NT-068", 0, i), "«Rukan's grip»", kughor))
        act(s, next(o for o in options(s) if o.endswith("3")))
        resolve(s)
    assert sum("«Rukan's grip»" in t for t in texts(s)) == 3
    assert sum("«pick from the crowd»" in t for t in texts(s)) == 2


def test_vs_131_vampirism_never_past_ten_lives() -> None:
    s = pos(Put("VS-131", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    gorgon = card(s, "VS-131", 0)
    strike(s, gorgon, card(s, "VS-117", 1), 6)
    assert s.lives_left(gorgon) == 10
