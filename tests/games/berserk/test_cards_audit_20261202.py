"""Independent audit of a random sample of 30 cards the catalogue marks implemented
(random.seed(20261202) over the 213 implemented cards): each printed clause (read in
berserk-nxt resources/data.json, mechanics paraphrased here, no card text copied) is
played on an arranged position. A clause the engine does not play as printed is an
``xfail(strict=True)`` test whose reason says what happens instead."""

from __future__ import annotations

from deckcheck.games.berserk.engine.abilities import INCARNATION, POISON, marker
from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.cards import Z_DECK, Z_GRAVE
from deckcheck.games.berserk.engine.state import CHOOSE, State
from tests.games.berserk.helpers import A, Put, card, options, texts
from tests.games.berserk.helpers.audits import (
    SPARE_0,
    SPARE_1,
    battle_start,
    defenders_offered,
    offered,
    poison,
    pos,
    resolve,
    strike,
    uses,
)
from tests.games.berserk.helpers.scenarios import act

# --- NT-003: tap throw 1 (range 3); with a cost 6+ orc in its squad +1 to medium and strong
# throws and +1 to the throw's range.


def test_nt_003_bolas_with_a_big_orc_reaches_four_and_grows_medium_and_strong() -> None:
    s = pos(Put("NT-003", 0, "c2"), Put("NT-017", 0, "a1"), Put("VS-001", 1, "c6"),
            Put("VS-001", 1, "c5"), SPARE_1)
    orc, far, near = card(s, "NT-003", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert offered(s, uses(s, orc, "«bolas of the horde»", far))  # 4 cells
    s.queue_dice(6)
    act(s, uses(s, orc, "«bolas of the horde»", far))
    resolve(s)
    assert s.wounds[far] == 2  # strong: 1 + 1
    s = pos(Put("NT-003", 0, "c2"), Put("NT-017", 0, "a1"), Put("VS-001", 1, "c5"), SPARE_1)
    orc, near = card(s, "NT-003", 0), card(s, "VS-001", 1)
    s.queue_dice(1)
    act(s, uses(s, orc, "«bolas of the horde»", near))
    resolve(s)
    assert s.wounds[near] == 1  # weak: no bonus


def test_nt_003_without_a_big_orc_throws_one_to_three_cells() -> None:
    s = pos(Put("NT-003", 0, "c2"), Put("VS-001", 1, "c6"), Put("VS-001", 1, "c5"), SPARE_1)
    orc, far, near = card(s, "NT-003", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not any("bolas of the horde" in o for o in options(s))
    assert not offered(s, uses(s, orc, "«bolas»", far))  # its plain throw (audit 1204b)
    s.queue_dice(6)
    act(s, uses(s, orc, "«bolas»", near))
    resolve(s)
    assert s.wounds[near] == 1


# --- NT-017: a fighting die of 6 wounds the opponent 2; first player: +1 movement.


def test_nt_017_six_wounds_whom_it_fights_attacking_and_defending() -> None:
    s = pos(Put("NT-017", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_1)
    borgak, foe = card(s, "NT-017", 0), card(s, "VS-001", 1)
    strike(s, borgak, foe, 6)
    assert s.wounds[foe] == 3 + 2
    s = pos(Put("VS-001", 1, "c4"), Put("NT-017", 0, "c3"), SPARE_0, SPARE_1, active=1)
    foe, borgak = card(s, "VS-001", 1), card(s, "NT-017", 0)
    strike(s, foe, borgak, 1, 6)
    assert s.wounds[foe] >= 2 and any("six of fury" in t for t in texts(s))
    s = pos(Put("NT-017", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_1)
    borgak, foe = card(s, "NT-017", 0), card(s, "VS-001", 1)
    strike(s, borgak, foe, 5)
    assert s.wounds[foe] == 4


def test_nt_017_first_player_moves_one_more() -> None:
    s = pos(Put("NT-017", 0, "c3"), SPARE_1, first=0)
    borgak = card(s, "NT-017", 0)
    battle_start(s, borgak)
    assert s.move_max[borgak] == 2
    s = pos(Put("NT-017", 0, "c3"), SPARE_1, first=1)
    borgak = card(s, "NT-017", 0)
    battle_start(s, borgak)
    assert s.move_max[borgak] == 1


# --- NT-031: shot 3 (range 5, the whole field), throw protection.


def test_nt_031_shoots_three_not_next_to_it_and_ignores_throws() -> None:
    s = pos(Put("NT-031", 0, "a1"), Put("VS-001", 1, "e6"), Put("VS-001", 1, "b2"))
    hazg, far, near = card(s, "NT-031", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not offered(s, f"{s.at(hazg)} shoots {s.at(near)}")
    act(s, f"{s.at(hazg)} shoots {s.at(far)}")
    resolve(s)
    assert s.wounds[far] == 3
    s = pos(Put("X-021", 1, "c5"), Put("NT-031", 0, "c2"), SPARE_0, active=1)
    _thrower, hazg = card(s, "X-021", 1), card(s, "NT-031", 0)
    assert not any("Метание" in o and s.at(hazg) in o for o in options(s))


# --- NT-035: formation: +1 to its shots; tap shot 0-1-1 range 4.


def test_nt_035_shot_0_1_1_range_4_and_plus_one_in_formation() -> None:
    s = pos(Put("NT-035", 0, "c1"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "c6"))
    dwarf, near, far = card(s, "NT-035", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not any(s.at(far) in o and "uses" in o for o in options(s))  # 5 cells
    s.queue_dice(6)
    act(s, uses(s, dwarf, "«crossbow»", near))
    resolve(s)
    assert s.wounds[near] == 1
    s = pos(Put("NT-035", 0, "c1"), Put("VS-046", 0, "d1"), Put("VS-001", 1, "c5"))
    dwarf, near = card(s, "NT-035", 0), card(s, "VS-001", 1)
    s.queue_dice(1)
    act(s, uses(s, dwarf, "«crossbow in the line»", near))
    resolve(s)
    assert s.wounds[near] == 1  # weak 0 + 1


# --- NT-069: instead of dying it returns to the deck.


def test_nt_069_returns_to_the_deck_instead_of_dying() -> None:
    s = pos(Put("X-003", 1, "c5"), Put("NT-069", 0, "air"), SPARE_0, active=1)
    archer, elm = card(s, "X-003", 1), card(s, "NT-069", 0)
    act(s, s.describe(A.encode(A.SHOT, archer, elm)))
    resolve(s)
    assert s.zone[elm] == Z_DECK and elm not in s.grave[0]


# --- NT-083: a ranged attack at it: shot 2 back at the attacking card; direct strike at
# cards with a spell.


def test_nt_083_shoots_back_at_a_ranged_attacker_only() -> None:
    s = pos(Put("X-003", 1, "c5"), Put("NT-083", 0, "air"), SPARE_0, active=1)
    archer, gveor = card(s, "X-003", 1), card(s, "NT-083", 0)
    act(s, s.describe(A.encode(A.SHOT, archer, gveor)))
    resolve(s)
    assert s.wounds[archer] == 2
    s = pos(Put("X-020", 1, "c5"), Put("NT-083", 0, "air"), SPARE_0, active=1)
    mage, gveor = card(s, "X-020", 1), card(s, "NT-083", 0)
    act(s, next(o for o in options(s) if "Разряд" in o and s.at(gveor) in o))
    resolve(s)
    assert s.wounds[mage] == 2  # a discharge is a ranged attack too


def test_nt_083_direct_at_a_spell_card() -> None:
    for target, direct in (("VS-129", True), ("VS-001", False)):
        s = pos(Put("NT-083", 0, "air"), Put(target, 1, "c4"), Put("VS-002", 1, "d4"),
                Put("VS-002", 1, "b4"), SPARE_0)
        gveor, foe = card(s, "NT-083", 0), card(s, target, 1)
        assert defenders_offered(s, gveor, foe, 3, 3) is not direct


# --- NT-085: magic strike 2; tap: two magic strikes 2 at different dark/steppe cards.


def test_nt_085_twin_strikes_only_at_different_dark_or_steppe_cards() -> None:
    s = pos(Put("NT-085", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-073", 1, "d4"),
            Put("VS-138", 1, "b4"), SPARE_1)
    priest, steppe, forest, dark = (card(s, "NT-085", 0), card(s, "VS-001", 1),
                                    card(s, "VS-073", 1), card(s, "VS-138", 1))
    twin = "«twin strikes at the dark and the steppes»"
    assert not offered(s, uses(s, priest, twin, forest))
    act(s, uses(s, priest, twin, steppe))
    # the second strike, not a "may", takes the lone other dark or steppe card at once
    # (the dark one: not the struck steppe one again, not the forest one)
    resolve(s)
    assert s.wounds[steppe] == 2 and s.wounds[dark] == 2


# --- NT-091: tap shot 2, only at the enemy card with the most lives.


def test_nt_091_shoots_only_the_enemy_with_the_most_lives_left() -> None:
    s = pos(Put("NT-091", 0, "c1"), Put("NT-017", 1, "a5", wounds=6), Put("VS-001", 1, "c5"),
            SPARE_1)
    elf, big, nomad = card(s, "NT-091", 0), card(s, "NT-017", 1), card(s, "VS-001", 1)
    # 12 - 6 = 6 lives left against the nomad's 8 (and the spare's 9 - 0 = 9)
    spare = card(s, "VS-011", 1)
    assert offered(s, uses(s, elf, "«picks the biggest»", spare))
    assert not offered(s, uses(s, elf, "«picks the biggest»", nomad))
    assert not offered(s, uses(s, elf, "«picks the biggest»", big))
    act(s, uses(s, elf, "«picks the biggest»", spare))
    resolve(s)
    assert s.wounds[spare] == 2


# --- NT-123: tap throw 1; X counters + tap: throw 1 and poison X (at most 3).


def test_nt_123_spear_and_bog_spear() -> None:
    s = pos(Put("NT-123", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-123": 2})
    bog, foe = card(s, "NT-123", 0), card(s, "VS-001", 1)
    act(s, uses(s, bog, "«bog spear (X=2)»", foe))
    resolve(s)
    assert s.wounds[foe] == 1 and poison(s, foe) == 2 and s.counters(bog) == 0
    s = pos(Put("NT-123", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    bog, foe = card(s, "NT-123", 0), card(s, "VS-001", 1)
    act(s, uses(s, bog, "«spear»", foe))
    resolve(s)
    assert s.wounds[foe] == 1 and poison(s, foe) == 0


def test_nt_123_bog_spear_poison_is_at_most_three() -> None:
    s = pos(Put("NT-123", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-123": 4})
    bog, foe = card(s, "NT-123", 0), card(s, "VS-001", 1)
    # X above 3 buys nothing: it is not offered, the 4th counter stays
    assert not any("X=4" in o for o in options(s))
    act(s, uses(s, bog, "«bog spear (X=3)»", foe))
    resolve(s)
    assert poison(s, foe) == 3 and s.counters(bog) == 1


def test_nt_123_bog_spear_spends_the_x_its_player_picks() -> None:
    s = pos(Put("NT-123", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-123": 3})
    bog, foe = card(s, "NT-123", 0), card(s, "VS-001", 1)
    assert all(offered(s, uses(s, bog, f"«bog spear (X={n})»", foe)) for n in (1, 2, 3))
    act(s, uses(s, bog, "«bog spear (X=1)»", foe))
    resolve(s)
    assert s.counters(bog) == 2 and poison(s, foe) == 1 and s.wounds[foe] == 1


def test_nt_123_bog_spear_x_no_more_than_its_counters() -> None:
    s = pos(Put("NT-123", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1,
            counters={"NT-123": 1})
    bog, foe = card(s, "NT-123", 0), card(s, "VS-001", 1)
    assert offered(s, uses(s, bog, "«bog spear (X=1)»", foe))
    assert not any("X=2" in o or "X=3" in o for o in options(s))


# --- NT-167: incarnation 3; a strike at an enemy card moves it 1 cell in any direction;
# then, with no enemy card next to Raer, discharge 3.


def hurl(s: State, raer: int, foe: int, to: str) -> None:
    """Raer's medium strike at ``foe``, then its player moves ``foe`` to cell ``to``."""
    s.queue_dice(4)
    act(s, s.describe(A.encode(A.STRIKE, raer, foe)))
    act(s, f"{s.at(foe)} is moved to {to}")
    resolve(s)


def test_nt_167_hurls_the_struck_card_aside_then_discharges() -> None:
    s = pos(Put("NT-167", 0, "c3"), Put("VS-001", 1, "c4", closed=True), Put("VS-011", 1, "a6"))
    raer, foe, other = card(s, "NT-167", 0), card(s, "VS-001", 1), card(s, "VS-011", 1)
    hurl(s, raer, foe, "d5")
    assert s.cell[foe] == cell("d5")
    assert s.wounds[foe] + s.wounds[other] == 3 + 3  # medium 3 and the discharge 3


def test_nt_167_no_discharge_with_the_card_moved_still_next_to_raer() -> None:
    s = pos(Put("NT-167", 0, "c3"), Put("VS-001", 1, "c4", closed=True), Put("VS-011", 1, "a6"))
    raer, foe, other = card(s, "NT-167", 0), card(s, "VS-001", 1), card(s, "VS-011", 1)
    hurl(s, raer, foe, "d4")  # diagonal to Raer: an enemy next to it
    assert s.cell[foe] == cell("d4")
    assert s.wounds[foe] == 3 and s.wounds[other] == 0


def test_nt_167_the_player_picks_the_direction() -> None:
    s = pos(Put("NT-167", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
            Put("VS-002", 1, "c5"), SPARE_1)
    raer, foe = card(s, "NT-167", 0), card(s, "VS-001", 1)
    strike(s, raer, foe, 4)
    assert s.cell[foe] != cell("c4")


def test_nt_167_one_cell_only_onto_a_free_cell() -> None:
    s = pos(Put("NT-167", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
            Put("VS-002", 1, "c5"), SPARE_1)
    raer, foe = card(s, "NT-167", 0), card(s, "VS-001", 1)
    s.queue_dice(4)
    act(s, s.describe(A.encode(A.STRIKE, raer, foe)))
    moves = {o.rsplit(" ", 1)[1] for o in options(s) if " is moved to " in o}
    assert moves == {"b3", "d3", "b4", "d4", "b5", "d5"}  # not c5 (taken), not 2 cells


# --- NT-176: -1 from attacks of unique creatures, +1 to its strike at unique creatures;
# second player: direct strike.


def test_nt_176_against_unique_creatures() -> None:
    s = pos(Put("NT-176", 0, "c3"), Put("VS-004", 1, "c4", closed=True), SPARE_1)
    hunter, crown = card(s, "NT-176", 0), card(s, "VS-004", 1)
    strike(s, hunter, crown, 6)
    assert s.wounds[crown] == 2 + 1
    s = pos(Put("VS-004", 1, "c4"), Put("NT-176", 0, "c3", closed=True), SPARE_0, active=1)
    crown, hunter = card(s, "VS-004", 1), card(s, "NT-176", 0)
    strike(s, crown, hunter, 6)
    assert s.wounds[hunter] == 2 - 1
    s = pos(Put("VS-001", 1, "c4"), Put("NT-176", 0, "c3", closed=True), SPARE_0, active=1)
    nomad, hunter = card(s, "VS-001", 1), card(s, "NT-176", 0)
    strike(s, nomad, hunter, 6)
    assert s.wounds[hunter] == 3


def test_nt_176_second_player_has_direct_strike() -> None:
    for first, direct in ((1, True), (0, False)):
        s = pos(Put("NT-176", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-002", 1, "d4"),
                SPARE_0, first=first)
        hunter, foe = card(s, "NT-176", 0), card(s, "VS-001", 1)
        battle_start(s, hunter)
        resolve(s)
        assert defenders_offered(s, hunter, foe, 3, 3) is not direct


# --- NT-200: on its strike: magic strike 2-2-3 and special strike 2; a special strike
# poisons 1.


def test_nt_200_strike_brings_a_magic_strike_a_special_strike_and_poison() -> None:
    s = pos(Put("NT-200", 0, "c3"), Put("NT-017", 1, "c4", closed=True), SPARE_0, SPARE_1)
    wyrm, foe = card(s, "NT-200", 0), card(s, "NT-017", 1)
    strike(s, wyrm, foe, 6, 6)
    assert s.wounds[foe] == 3 + 3 + 2 and poison(s, foe) == 1


def test_nt_200_magic_protection_stops_only_the_magic_strike() -> None:
    s = pos(Put("NT-200", 0, "c3"), Put("VS-098", 1, "c4", closed=True), SPARE_0, SPARE_1)
    wyrm, giant = card(s, "NT-200", 0), card(s, "VS-098", 1)
    strike(s, wyrm, giant, 6, 6)
    assert s.wounds[giant] == 3 + 2 and poison(s, giant) == 1


# --- VS-011: tap strike through row 1; attack experience 1; defence experience 1.


def test_vs_011_strike_through_row_and_its_experience() -> None:
    s = pos(Put("VS-011", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"), SPARE_1)
    snake, near, far = card(s, "VS-011", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not offered(s, uses(s, snake, "Удар через ряд (strike through row)", near))
    act(s, uses(s, snake, "Удар через ряд (strike through row)", far))
    resolve(s)
    assert s.wounds[far] == 1
    s = pos(Put("VS-011", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_1)
    snake, foe = card(s, "VS-011", 0), card(s, "VS-001", 1)
    strike(s, snake, foe, 5)  # 5 + 1: strong
    assert s.wounds[foe] == 5


# --- VS-023: direct strike to the end of its turn after moving 2+ cells one way; attack
# experience 2 after moving 2+ cells in different directions.


def test_vs_023_runs() -> None:
    s = pos(Put("VS-023", 0, "c2"), Put("VS-001", 1, "c5"), Put("VS-002", 1, "d5"), SPARE_0)
    riala, foe = card(s, "VS-023", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(riala)} to c3")
    act(s, f"move {s.at(riala)} to c4")
    assert defenders_offered(s, riala, foe, 3, 3) is False
    s = pos(Put("VS-023", 0, "b3"), Put("VS-001", 1, "c5", closed=True), SPARE_0, SPARE_1)
    riala, foe = card(s, "VS-023", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(riala)} to c3")
    act(s, f"move {s.at(riala)} to c4")
    strike(s, riala, foe, 4)  # 4 + 2: strong
    assert s.wounds[foe] == 4
    s = pos(Put("VS-023", 0, "c4"), Put("VS-001", 1, "c5", closed=True), SPARE_0, SPARE_1)
    riala, foe = card(s, "VS-023", 0), card(s, "VS-001", 1)
    strike(s, riala, foe, 4)  # no run: medium
    assert s.wounds[foe] == 3


# --- VS-046: formation: a counter at the start of its player's turn; X counters + tap:
# magic strike 0-1-2, +1 per counter spent.


def test_vs_046_axe_grows_with_the_counters_spent() -> None:
    s = pos(Put("VS-046", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_1,
            counters={"VS-046": 2})
    axe, foe = card(s, "VS-046", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    act(s, uses(s, axe, "«rune axe (X=2)»", foe))
    resolve(s)
    assert s.wounds[foe] == 2 + 2 and s.counters(axe) == 0


def test_vs_046_takes_a_counter_at_its_turn_start_in_formation_only() -> None:
    for mate, gain in (("VS-061", 1), ("VS-001", 0)):
        s = pos(Put("VS-046", 0, "c2"), Put(mate, 0, "d2"), SPARE_1)
        axe = card(s, "VS-046", 0)
        s.apply(A.encode(A.END))
        resolve(s)
        s.apply(A.encode(A.END))
        resolve(s)
        assert s.active == 0 and s.counters(axe) == gain


def test_vs_046_axe_spends_the_x_its_player_picks() -> None:
    s = pos(Put("VS-046", 0, "c3"), Put("NT-017", 1, "c4", closed=True), SPARE_0, SPARE_1,
            counters={"VS-046": 3})
    axe, foe = card(s, "VS-046", 0), card(s, "NT-017", 1)
    s.queue_dice(6)
    act(s, uses(s, axe, "«rune axe (X=2)»", foe))
    assert s.phase == CHOOSE or s.counters(axe) > 0


def test_vs_046_axe_x_is_a_choice_up_to_its_counters() -> None:
    s = pos(Put("VS-046", 0, "c3"), Put("NT-017", 1, "c4", closed=True), SPARE_0, SPARE_1,
            counters={"VS-046": 3})
    axe, foe = card(s, "VS-046", 0), card(s, "NT-017", 1)
    assert all(offered(s, uses(s, axe, f"«rune axe (X={n})»", foe)) for n in (1, 2, 3))
    assert not any("X=4" in o or "X=6 or more" in o for o in options(s))
    s.queue_dice(6)
    act(s, uses(s, axe, "«rune axe (X=1)»", foe))
    resolve(s)
    assert s.wounds[foe] == 2 + 1 and s.counters(axe) == 2


def test_vs_046_axe_past_six_counters_spends_them_all() -> None:
    s = pos(Put("VS-046", 0, "c3"), Put("NT-017", 1, "c4", closed=True), SPARE_0, SPARE_1,
            counters={"VS-046": 7})
    axe, foe = card(s, "VS-046", 0), card(s, "NT-017", 1)
    s.queue_dice(6)
    act(s, uses(s, axe, "«rune axe (X=6 or more)»", foe))
    resolve(s)
    assert s.wounds[foe] == 2 + 7 and s.counters(axe) == 0


# --- VS-056: direct strike at cards with a throw; when it dies: 3 wounds to a non-flying
# enemy creature.


def test_vs_056_direct_at_throwers_and_corkscrew_on_death() -> None:
    for target, direct in (("X-021", True), ("VS-001", False)):
        s = pos(Put("VS-056", 0, "air"), Put(target, 1, "c4"), Put("VS-002", 1, "d4"),
                Put("VS-002", 1, "b4"), SPARE_0)
        nom, foe = card(s, "VS-056", 0), card(s, target, 1)
        assert defenders_offered(s, nom, foe, 3, 3) is not direct
    s = pos(Put("X-003", 1, "c5"), Put("VS-056", 0, "air", wounds=6), Put("VS-001", 1, "a6"),
            Put("X-005", 1, "air"), SPARE_0, active=1)
    archer, nom = card(s, "X-003", 1), card(s, "VS-056", 0)
    flyer = card(s, "X-005", 1)
    act(s, s.describe(A.encode(A.SHOT, archer, nom)))
    resolve(s)
    assert s.zone[nom] == Z_GRAVE
    assert s.wounds[flyer] == 0
    assert s.wounds[archer] + s.wounds[card(s, "VS-001", 1)] == 3


# --- VS-061: formation: defence experience 1.


def test_vs_061_defence_experience_in_formation_only() -> None:
    for mate, giant_hit in (("VS-046", True), ("VS-001", False)):
        s = pos(Put("VS-001", 1, "c4"), Put("VS-061", 0, "c3"), Put(mate, 0, "d3"), SPARE_1,
                active=1)
        nomad, giant = card(s, "VS-001", 1), card(s, "VS-061", 0)
        strike(s, nomad, giant, 5, 5)
        # 5 against 5: a miss and the giant's weak counter; 5 against 5 + 1: a weak hit
        assert (s.wounds[giant] > 0) is giant_hit
        assert (s.wounds[nomad] > 0) is not giant_hit


# --- VS-073: tap: heal a creature 2 and cure its poison.


def test_vs_073_heals_two_and_cures_poison_any_creature_itself_too() -> None:
    s = pos(Put("VS-073", 0, "c3", wounds=3), Put("VS-001", 0, "d3", wounds=3), SPARE_1)
    druid, friend = card(s, "VS-073", 0), card(s, "VS-001", 0)
    from deckcheck.games.berserk.engine.abilities import set_marker
    set_marker(s, friend, POISON, 1)
    s.settle()
    act(s, uses(s, druid, "«breath of the forest»", friend))
    resolve(s)
    assert s.wounds[friend] == 1 and poison(s, friend) == 0
    s = pos(Put("VS-073", 0, "c3", wounds=3), SPARE_0, SPARE_1)
    druid = card(s, "VS-073", 0)
    act(s, f"{s.at(druid)} uses «breath of the forest»")  # its only target: itself
    resolve(s)
    assert s.wounds[druid] == 1


# --- VS-078: tap shot 1, also at adjacent cards; +1 at cards in the enemy's row N when it
# stands in its own row N.


def test_vs_078_shot_row_aims() -> None:
    s = pos(Put("VS-078", 0, "c1"), Put("VS-001", 1, "c6"), Put("VS-001", 1, "a4"),
            Put("VS-001", 0, "c2"), Put("VS-002", 1, "b2"), SPARE_0)
    elf, back, front = card(s, "VS-078", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    beside = card(s, "VS-002", 1)
    assert any(s.at(beside) in o and "uses" in o for o in options(s))  # next to it
    names = {s.describe(a) for a in s.legal_actions() if A.decode(a)[0] == A.ABILITY
             and A.decode(a)[2] & 255 == back}
    assert uses(s, elf, "«back row aim»", back) in names  # its row 3 and the enemy's row 3
    assert not any(f"«back row aim» on {s.at(front)}" in o for o in options(s))
    act(s, uses(s, elf, "«back row aim»", back))
    resolve(s)
    assert s.wounds[back] == 2


# --- VS-079: tap shot 1-2-2; at the start of the turn in its first row: +1 to its shots to
# the end of the turn; in its third row: direct strike to the end of the turn.


def test_vs_079_front_row_start_gives_plus_one_shot_this_turn() -> None:
    s = pos(Put("VS-079", 0, "c3"), Put("VS-001", 1, "c6"), SPARE_0, SPARE_1)
    elf, foe = card(s, "VS-079", 0), card(s, "VS-001", 1)
    s.apply(A.encode(A.END))
    resolve(s)
    s.apply(A.encode(A.END))
    resolve(s)
    assert s.active == 0
    s.queue_dice(1)
    act(s, uses(s, elf, "«canopy shot»", foe))
    resolve(s)
    assert s.wounds[foe] == 1 + 1


def test_vs_079_third_row_start_gives_direct_strike_this_turn() -> None:
    for at, direct in (("c1", True), ("c2", False)):
        row = int(at[1]) + 1
        s = pos(Put("VS-079", 0, at), Put("VS-001", 1, f"c{row}"), Put("VS-002", 1, f"b{row}"),
                Put("VS-002", 1, f"d{row}"), SPARE_0)
        elf, foe = card(s, "VS-079", 0), card(s, "VS-001", 1)
        s.apply(A.encode(A.END))
        resolve(s)
        s.apply(A.encode(A.END))
        resolve(s)
        assert s.active == 0
        assert defenders_offered(s, elf, foe, 3, 3) is not direct


# --- VS-103: tap shot 1 range 4; a strong attack poisons 1; +1 to its die attacking cards
# in the enemy's second row.


def test_vs_103_second_row_bonus_and_strong_poison() -> None:
    s = pos(Put("VS-103", 0, "c4"), Put("VS-001", 1, "c5", closed=True), SPARE_0, SPARE_1)
    izhor, foe = card(s, "VS-103", 0), card(s, "VS-001", 1)
    strike(s, izhor, foe, 5)  # 5 + 1: strong
    assert s.wounds[foe] == 3 and poison(s, foe) == 1
    s = pos(Put("VS-103", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    izhor, foe = card(s, "VS-103", 0), card(s, "VS-001", 1)
    strike(s, izhor, foe, 5)  # the enemy's first row: medium, no poison
    assert s.wounds[foe] == 2 and poison(s, foe) == 0


def test_vs_103_shot_reaches_four() -> None:
    s = pos(Put("VS-103", 0, "c1"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "c6"), SPARE_0)
    _izhor, near, far = card(s, "VS-103", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert any((s.at(near) in o and "uses" in o) or f"shoots {s.at(near)}" in o
               for o in options(s))
    assert not any(s.at(far) in o for o in options(s))


# --- VS-121: regeneration 1; on its strike: spit shot 1 range 3; a melee strike at it
# wounds the attacker 1; counter + tap: special strike 3, the target poisoned 1.


def test_vs_121_spit_on_its_strike_within_three_not_next_to_it() -> None:
    s = pos(Put("VS-121", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
            Put("VS-002", 1, "c6"), Put("VS-002", 1, "e5"), SPARE_0)
    slime, foe = card(s, "VS-121", 0), card(s, "VS-001", 1)
    far, near = card(s, "VS-002", 1, 0), card(s, "VS-002", 1, 1)
    strike(s, slime, foe, 1)
    assert s.wounds[foe] == 3 and s.wounds[near] + s.wounds[far] == 1


def test_vs_121_acid_skin_on_a_simple_strike() -> None:
    s = pos(Put("VS-001", 1, "c4"), Put("VS-121", 0, "c3", closed=True), SPARE_0, SPARE_1,
            active=1)
    nomad, slime = card(s, "VS-001", 1), card(s, "VS-121", 0)
    strike(s, nomad, slime, 6)
    assert s.wounds[nomad] == 1


def test_vs_121_acid_skin_on_a_special_strike() -> None:
    s = pos(Put("VS-055", 1, "c4"), Put("VS-121", 0, "c3"), SPARE_0, SPARE_1, active=1,
            counters={"VS-055": 1})
    borg, slime = card(s, "VS-055", 1), card(s, "VS-121", 0)
    act(s, next(o for o in options(s) if "uses" in o and s.at(slime) in o))
    resolve(s)
    assert s.wounds[slime] == 3 and s.wounds[borg] == 1


def test_vs_121_acid_skin_on_a_counter_strike_at_it() -> None:
    s = pos(Put("VS-121", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    slime, nomad = card(s, "VS-121", 0), card(s, "VS-001", 1)
    strike(s, slime, nomad, 1, 6)  # a miss and the nomad's counter-strike
    assert s.wounds[slime] > 0 and s.wounds[nomad] == 1


def test_vs_121_no_acid_skin_on_a_ranged_attack_or_a_strike_through_a_row() -> None:
    s = pos(Put("X-003", 1, "c5"), Put("VS-121", 0, "c3"), SPARE_0, active=1)
    archer, slime = card(s, "X-003", 1), card(s, "VS-121", 0)
    act(s, s.describe(A.encode(A.SHOT, archer, slime)))
    resolve(s)
    assert s.wounds[slime] > 0 and s.wounds[archer] == 0
    s = pos(Put("VS-011", 1, "c5"), Put("VS-121", 0, "c3"), SPARE_0, active=1)
    snake, slime = card(s, "VS-011", 1), card(s, "VS-121", 0)
    act(s, uses(s, snake, "Удар через ряд (strike through row)", slime))
    resolve(s)
    assert any(t.endswith(": 1 (9/10)") for t in texts(s))  # hit (then regenerated)
    assert s.wounds[snake] == 0


def test_vs_121_engulf_special_strike_three_and_poison() -> None:
    s = pos(Put("VS-121", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
            counters={"VS-121": 1})
    slime, foe = card(s, "VS-121", 0), card(s, "VS-001", 1)
    act(s, uses(s, slime, "«engulf»", foe))
    resolve(s)
    assert s.wounds[foe] == 3 and poison(s, foe) == 1 and s.counters(slime) == 0


# --- VS-126: +1 to its strike at defenders; direct strike at forest creatures.


def test_vs_126_harder_at_a_defender_direct_at_forests() -> None:
    s = pos(Put("VS-126", 0, "air"), Put("VS-001", 1, "c4"), Put("VS-002", 1, "d4"), SPARE_0)
    fork, foe, guard = card(s, "VS-126", 0), card(s, "VS-001", 1), card(s, "VS-002", 1)
    s.queue_dice(6, 1)
    act(s, s.describe(A.encode(A.STRIKE, fork, foe)))
    act(s, f"{s.at(guard)} defends")
    resolve(s)
    assert s.wounds[guard] == 3 + 1
    s = pos(Put("VS-126", 0, "air"), Put("VS-073", 1, "c4"), Put("VS-002", 1, "d4"), SPARE_0)
    fork, druid = card(s, "VS-126", 0), card(s, "VS-073", 1)
    assert defenders_offered(s, fork, druid, 3, 3) is False


# --- VS-129: tap: a creature is poisoned 1; tap spell: every poisoned enemy creature
# takes 1.


def test_vs_129_aura_and_sway() -> None:
    s = pos(Put("VS-129", 0, "c2"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "a5"),
            SPARE_0, SPARE_1)
    undine, one, two = card(s, "VS-129", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, uses(s, undine, "«sweet aura»", one))
    resolve(s)
    assert poison(s, one) == 1
    s.closed[undine] = False
    s.settle()
    act(s, next(o for o in options(s) if "«undine's sway»" in o))
    resolve(s)
    assert s.wounds[one] == 1 and s.wounds[two] == 0


# --- VS-133: defence experience 1; -1 from shots and throws; -1 from strikes while it
# defends; strikes at it closed become 1; strikes at the cards right and left of it weak.


def test_vs_133_mist() -> None:
    s = pos(Put("VS-001", 1, "c4"), Put("VS-133", 0, "c3", closed=True), SPARE_0, SPARE_1,
            active=1)
    nomad, mist = card(s, "VS-001", 1), card(s, "VS-133", 0)
    strike(s, nomad, mist, 6)
    assert s.wounds[mist] == 1
    s = pos(Put("X-003", 1, "c5"), Put("VS-133", 0, "c3"), SPARE_0, SPARE_1, active=1)
    archer, mist = card(s, "X-003", 1), card(s, "VS-133", 0)
    act(s, s.describe(A.encode(A.SHOT, archer, mist)))
    resolve(s)
    assert s.wounds[mist] == 1
    s = pos(Put("VS-001", 1, "d4"), Put("VS-133", 0, "c3"), Put("VS-002", 0, "d3", closed=True),
            SPARE_1, active=1)
    nomad, right = card(s, "VS-001", 1), card(s, "VS-002", 0)
    strike(s, nomad, right, 6)
    assert s.wounds[right] == 1  # weak


def test_vs_133_less_from_a_strike_while_defending() -> None:
    s = pos(Put("VS-001", 1, "c4"), Put("VS-002", 0, "c3"), Put("VS-133", 0, "d3"),
            SPARE_1, active=1)
    nomad, guarded, mist = card(s, "VS-001", 1), card(s, "VS-002", 0), card(s, "VS-133", 0)
    s.queue_dice(6, 1)
    act(s, s.describe(A.encode(A.STRIKE, nomad, guarded)))
    act(s, f"{s.at(mist)} defends")
    resolve(s)
    assert s.wounds[mist] == 3 - 1


# --- VS-149: incarnation 4; on a strong strike put an incarnation token on a creature in
# its player's graveyard.


def test_vs_149_strong_strike_feeds_the_graveyard() -> None:
    s = pos(Put("VS-149", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
            Put("VS-137", 0, "grave"), SPARE_0, SPARE_1)
    talion, foe = card(s, "VS-149", 0), card(s, "VS-001", 1)
    strike(s, talion, foe, 6)
    assert any("grave tithe" in t and "has 1 incarnation token" in t for t in texts(s))


def test_vs_149_no_token_on_a_medium_strike() -> None:
    s = pos(Put("VS-149", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
            Put("VS-137", 0, "grave"), SPARE_0, SPARE_1)
    talion, foe = card(s, "VS-149", 0), card(s, "VS-001", 1)
    strike(s, talion, foe, 4)  # 4 + 1 (its attack experience): medium
    assert not any("grave tithe" in t for t in texts(s))


def test_vs_149_the_player_picks_the_creature() -> None:
    s = pos(Put("VS-149", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
            Put("VS-137", 0, "grave"), Put("VS-141", 0, "grave"), SPARE_0, SPARE_1)
    talion, foe = card(s, "VS-149", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    act(s, s.describe(A.encode(A.STRIKE, talion, foe)))
    assert s.phase == CHOOSE


def test_vs_149_the_token_goes_onto_the_creature_picked() -> None:
    for picked in ("VS-137", "VS-141"):
        s = pos(Put("VS-149", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                Put("VS-137", 0, "grave"), Put("VS-141", 0, "grave"), SPARE_0, SPARE_1)
        talion, foe = card(s, "VS-149", 0), card(s, "VS-001", 1)
        chosen, other = card(s, picked, 0), card(s, "VS-141" if picked == "VS-137" else "VS-137", 0)
        s.queue_dice(6)
        act(s, s.describe(A.encode(A.STRIKE, talion, foe)))
        act(s, uses(s, talion, "«grave tithe»", chosen))
        assert marker(s, chosen, INCARNATION) == 1 and marker(s, other, INCARNATION) == 0


def test_vs_149_only_its_own_graveyard_and_creatures_with_incarnation() -> None:
    s = pos(Put("VS-149", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
            Put("VS-001", 0, "grave"), Put("VS-137", 1, "grave"), Put("VS-141", 0, "grave"),
            SPARE_0, SPARE_1)
    talion, foe = card(s, "VS-149", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    act(s, s.describe(A.encode(A.STRIKE, talion, foe)))
    # The one fitting creature (not the enemy's, not one without incarnation): no choice
    assert s.phase != CHOOSE
    assert marker(s, card(s, "VS-141", 0), INCARNATION) == 1
    assert marker(s, card(s, "VS-137", 1), INCARNATION) == 0


# --- VS-168: an enemy creature's death or its side's incarnation: its next die is 6; on a
# step to an adjacent cell: 1 wound to every creature costing 4 or less next to that cell.


def test_vs_168_next_die_six_after_an_enemy_dies() -> None:
    s = pos(Put("VS-168", 0, "c3"), Put("X-003", 0, "a1"), Put("X-012", 1, "a5"),
            Put("NT-017", 1, "c4", closed=True), SPARE_0, SPARE_1)
    lord, archer, frail, foe = (card(s, "VS-168", 0), card(s, "X-003", 0), card(s, "X-012", 1),
                                card(s, "NT-017", 1))
    act(s, s.describe(A.encode(A.SHOT, archer, frail)))
    resolve(s)
    assert s.zone[frail] == Z_GRAVE
    strike(s, lord, foe, 1)  # the queued 1 is not used: its die is 6
    assert s.wounds[foe] == 6


def test_vs_168_trampling_stride() -> None:
    s = pos(Put("VS-168", 0, "c2"), Put("VS-001", 1, "b4"), Put("NT-017", 1, "d4"),
            Put("VS-001", 0, "c4"), Put("VS-001", 1, "e4"), SPARE_0)
    lord = card(s, "VS-168", 0)
    cheap_foe, big, cheap_own, far = (card(s, "VS-001", 1, 0), card(s, "NT-017", 1),
                                      card(s, "VS-001", 0), card(s, "VS-001", 1, 1))
    act(s, f"move {s.at(lord)} to c3")
    resolve(s)
    assert s.wounds[cheap_foe] == 1 and s.wounds[cheap_own] == 1
    assert s.wounds[big] == 0 and s.wounds[far] == 0


# --- VS-186: while more of its side's creatures than the enemy's stand next to it: attack
# experience 1 and direct strike.


def test_vs_186_outnumbering_gives_experience_and_direct() -> None:
    for mates, bonus in ((("b3", "d3"), True), (("b3",), False)):
        s = pos(Put("VS-186", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                *(Put("VS-002", 0, m) for m in mates), SPARE_1)
        cut, foe = card(s, "VS-186", 0), card(s, "VS-001", 1)
        strike(s, cut, foe, 5)  # 5 + 1 strong (4) or medium (3)
        assert s.wounds[foe] == (4 if bonus else 3)
    s = pos(Put("VS-186", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-002", 1, "d4"),
            Put("VS-002", 0, "b3"), Put("VS-002", 0, "d3"), SPARE_1)
    cut, foe = card(s, "VS-186", 0), card(s, "VS-001", 1)
    # next to it: b3, d3 (its own), c4, d4 (the enemy's): not more
    assert defenders_offered(s, cut, foe, 3, 3) is True


# --- VS-194: tap strike through row 1; at the battle start: first player: two chosen
# creatures poisoned 1; second player: close two enemy cards, kept closed at their owner's
# first turn start.


def test_vs_194_intrigues() -> None:
    s = pos(Put("VS-194", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
            SPARE_0, first=0)
    lady, one, two = card(s, "VS-194", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    battle_start(s, lady)
    for target in (one, two):  # (the second, a must too, may be forced: taken at once)
        found = [a for a in s.legal_actions() if a & 15 == A.ABILITY and (a >> 12) & 255 == target]
        if found:
            s.apply(found[0])
    resolve(s)
    assert poison(s, one) == 1 and poison(s, two) == 1
    s = pos(Put("VS-194", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
            SPARE_0, first=1)
    lady, one, two = card(s, "VS-194", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    battle_start(s, lady)
    for target in (one, two):  # (the second, a must, on the one enemy card left: forced)
        found = [a for a in s.legal_actions() if a & 15 == A.ABILITY and (a >> 12) & 255 == target]
        if found:
            s.apply(found[0])
    resolve(s)
    assert s.closed[one] and s.closed[two] and poison(s, one) == 0
    s.apply(A.encode(A.END))  # the opponent's turn: both stay closed (stunned)
    assert sum("stays closed" in t for t in texts(s)) == 2


def test_vs_194_strike_through_row() -> None:
    s = pos(Put("VS-194", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    lady, foe = card(s, "VS-194", 0), card(s, "VS-001", 1)
    act(s, uses(s, lady, "Удар через ряд (strike through row)", foe))
    resolve(s)
    assert s.wounds[foe] == 1


# --- VS-195: tap strike through row 1; may strike twice a turn, in a row, at different
# cards, not closing after the first.


def test_vs_195_two_strikes_at_different_cards_in_a_row() -> None:
    s = pos(Put("VS-195", 0, "c3"), Put("NT-017", 1, "c4", closed=True),
            Put("NT-017", 1, "d4", closed=True), SPARE_0, SPARE_1)
    berserk, one, two = card(s, "VS-195", 0), card(s, "NT-017", 1, 0), card(s, "NT-017", 1, 1)
    strike(s, berserk, one, 1)
    assert not s.closed[berserk]
    assert not offered(s, s.describe(A.encode(A.STRIKE, berserk, one)))
    strike(s, berserk, two, 1)
    assert s.closed[berserk]
    s = pos(Put("VS-195", 0, "c3"), Put("NT-017", 1, "c4", closed=True),
            Put("NT-017", 1, "d4", closed=True), Put("VS-001", 0, "a1"), SPARE_1)
    berserk, one, two = card(s, "VS-195", 0), card(s, "NT-017", 1, 0), card(s, "NT-017", 1, 1)
    strike(s, berserk, one, 1)
    act(s, f"move {s.at(card(s, 'VS-001', 0))} to b1")  # another action in between
    assert not offered(s, s.describe(A.encode(A.STRIKE, berserk, two)))


def test_vs_195_strike_through_row() -> None:
    s = pos(Put("VS-195", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    berserk, foe = card(s, "VS-195", 0), card(s, "VS-001", 1)
    act(s, uses(s, berserk, "Удар через ряд (strike through row)", foe))
    resolve(s)
    assert s.wounds[foe] == 1


# --- further clauses


def test_vs_079_no_bonus_at_a_turn_start_outside_the_front_row() -> None:
    s = pos(Put("VS-079", 0, "c3"), Put("VS-001", 1, "c6"), SPARE_0, SPARE_1)
    elf, foe = card(s, "VS-079", 0), card(s, "VS-001", 1)
    for _ in range(2):
        s.apply(A.encode(A.END))
        resolve(s)
    act(s, f"move {s.at(elf)} to c2")  # marked this turn, then steps back
    for _ in range(2):
        s.apply(A.encode(A.END))
        resolve(s)
    assert s.active == 0
    s.queue_dice(1)
    act(s, uses(s, elf, "«canopy shot»", foe))
    resolve(s)
    assert s.wounds[foe] == 1


def test_nt_176_less_from_a_unique_creature_s_shot() -> None:
    s = pos(Put("VS-004", 1, "c5"), Put("NT-176", 0, "c2"), SPARE_0, SPARE_1, active=1)
    hirrit, hunter = card(s, "VS-004", 1), card(s, "NT-176", 0)
    act(s, next(o for o in options(s) if s.at(hirrit) in o and s.at(hunter) in o
                and ("shoots" in o or "uses" in o)))
    resolve(s)
    assert s.wounds[hunter] == 0


def test_nt_085_plain_magic_strike_at_any_adjacent_card() -> None:
    s = pos(Put("NT-085", 0, "c3"), Put("VS-073", 1, "c4"), SPARE_0, SPARE_1)
    priest, druid = card(s, "NT-085", 0), card(s, "VS-073", 1)
    act(s, uses(s, priest, "Магический удар (magic strike)", druid))
    resolve(s)
    assert s.wounds[druid] == 2


def test_vs_129_sway_spares_its_own_poisoned_creatures() -> None:
    from deckcheck.games.berserk.engine.abilities import set_marker
    s = pos(Put("VS-129", 0, "c2"), Put("VS-001", 0, "a2"), Put("VS-001", 1, "c5"), SPARE_0,
            SPARE_1)
    _undine, own, foe = card(s, "VS-129", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    set_marker(s, own, POISON, 1)
    set_marker(s, foe, POISON, 1)
    s.settle()
    act(s, next(o for o in options(s) if "«undine's sway»" in o))
    resolve(s)
    assert s.wounds[foe] == 1 and s.wounds[own] == 0


def test_nt_083_shoots_back_at_a_thrower() -> None:
    s = pos(Put("X-021", 1, "c5"), Put("NT-083", 0, "air"), SPARE_0, active=1)
    thrower, gveor = card(s, "X-021", 1), card(s, "NT-083", 0)
    act(s, uses(s, thrower, "Метание (throw)", gveor))
    resolve(s)
    assert s.wounds[thrower] == 2
