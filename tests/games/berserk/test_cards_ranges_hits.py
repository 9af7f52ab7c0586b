"""Issue 27 part A, card by card: printed ranges (дальность N) limit shots, throws and
discharges, counted as every distance is (diagonal steps count one: a flyer at either end
is within any range); "on a hit" clauses fire on a hit, never on a miss; class conditions
see every card the catalogue gives the class. Each test is named by the card it plays and
checks the clause where it matters and where the text forbids it."""

from __future__ import annotations

from deckcheck.games.berserk.engine.abilities import marker
from deckcheck.games.berserk.engine.board import cell, label
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, Z_EXTRA, State
from tests.games.berserk.helpers import A, Put, card, do, position, texts

#: Spare cards far from the action, so that neither side runs out of creatures.
SPARE_0 = Put("VS-011", 0, "e1")
SPARE_1 = Put("VS-011", 1, "e6")
#: Ranged attacks as actions: the keywords' and the encoded abilities'.
RANGED_OPS = (A.SHOT, A.ATTACK, A.ABILITY)


def reached(s: State, c: int, index: int | None = None) -> set[str]:
    """The cells (``air`` for a flyer) of the cards ``c``'s ranged attacks are offered at:
    its keyword shot or attack, or (``index``) its encoded ability of that index."""
    out = set()
    for a in s.legal_actions():
        op, who, target = a & 15, (a >> 4) & 255, (a >> 12) & 255
        if who != c or op not in RANGED_OPS:
            continue
        if (index is None) == (op == A.ABILITY) or (index is not None and a >> 20 != index):
            continue
        out.add("air" if s.zone[target] == Z_EXTRA else label(s.cell[target]))
    return out


def index_of(s: State, c: int, name: str) -> int:
    return next(i for i, a in enumerate(s.abilities_of(c)) if a.name == name)


def foes(*cells: str) -> list[Put]:
    return [Put("VS-001", 1, at) for at in cells]


def keyword_reach(card_id: str, at: str, *cells: str) -> set[str]:
    """Where ``card_id`` on ``at`` (seat 0) may aim its keyword attack, with a nomad of
    the enemy on each of ``cells`` and a flyer of the enemy in the air."""
    s = position(Put(card_id, 0, at), *foes(*cells), Put("VS-036", 1, "air"), SPARE_0)
    return reached(s, card(s, card_id, 0))


def ability_reach(card_id: str, name: str, at: str, *cells: str) -> set[str]:
    """Where ``card_id`` on ``at`` may aim its encoded ability ``name`` (as above)."""
    s = position(Put(card_id, 0, at), *foes(*cells), Put("VS-036", 1, "air"), SPARE_0)
    c = card(s, card_id, 0)
    return reached(s, c, index_of(s, c, name))


# --- keyword attacks: the catalogue's printed range -------------------------------------


def test_vs_038_discharge_reaches_three_cells_not_four() -> None:
    assert keyword_reach("VS-038", "c1", "c2", "c4", "c5") == {"c2", "c4", "air"}


def test_vs_054_discharge_reaches_three_cells_not_four() -> None:
    assert keyword_reach("VS-054", "c1", "c4", "c5") == {"c4", "air"}


def test_vs_103_shot_reaches_four_cells_diagonals_counting_one_not_five() -> None:
    # a1 -> e5: four columns and four rows apart, four diagonal steps; a1 -> e6: five.
    assert keyword_reach("VS-103", "a1", "a2", "e5", "a5", "e6") == {"e5", "a5", "air"}


def test_nt_001_throw_reaches_three_cells_not_four() -> None:
    assert keyword_reach("NT-001", "b1", "b4", "b5") == {"b4", "air"}


def test_nt_019_discharge_reaches_four_cells_not_five() -> None:
    assert keyword_reach("NT-019", "c1", "c5", "c6") == {"c5", "air"}


def test_nt_031_shot_of_range_five_reaches_the_far_corner_but_not_next_to_it() -> None:
    # Five is the field's farthest distance (6 rows): nothing on it is out of range.
    assert keyword_reach("NT-031", "a1", "b2", "e6") == {"e6", "air"}


def test_nt_177_throw_reaches_three_cells_not_four() -> None:
    assert keyword_reach("NT-177", "d1", "d4", "d5") == {"d4", "air"}


# --- encoded ranged attacks: their target's range ---------------------------------------


def test_vs_040_icicles_reach_three_cells_not_four() -> None:
    assert ability_reach("VS-040", "icicle", "c1", "c2", "c4", "c5") == {"c4", "air"}


def test_vs_069_pine_cone_reaches_three_cells_not_four() -> None:
    assert ability_reach("VS-069", "pine cone", "c1", "c4", "c5") == {"c4", "air"}


def test_vs_078_shot_reaches_next_to_it_and_any_distance() -> None:
    # Printed: it may shoot at cards next to it, and no range: its shot replaces the
    # keyword's (which is never at a card next to it).
    s = position(Put("VS-078", 0, "c1"), *foes("c2", "e6"), SPARE_0)
    c = card(s, "VS-078", 0)
    # (a card in the enemy's row 3, the number of its own row, takes the aimed shot of 2)
    assert reached(s, c, index_of(s, c, "shot from the back row")) == {"c2"}
    assert reached(s, c, index_of(s, c, "back row aim")) == {"e6"}
    assert reached(s, c) == set()


def test_vs_110_ritual_knife_reaches_four_cells_not_five() -> None:
    s = position(Put("VS-110", 0, "c1", wounds=2), *foes("c5", "c6"), SPARE_0)
    c = card(s, "VS-110", 0)
    assert reached(s, c, index_of(s, c, "ritual knife")) == {"c5"}


def test_vs_113_longbow_reaches_four_cells_not_five() -> None:
    assert ability_reach("VS-113", "longbow", "c1", "c5", "c6") == {"c5", "air"}


def test_vs_163_skull_throw_of_range_five_reaches_the_far_corner() -> None:
    s = position(Put("VS-163", 0, "a1"), *foes("b2", "e6"), SPARE_0)
    c = card(s, "VS-163", 0)
    s.set_counters(c, 1)
    assert reached(s, c, index_of(s, c, "skull throw")) == {"e6"}


def test_nt_003_throw_reaches_three_cells_and_four_beside_a_big_orc_of_the_catalogue() -> None:
    # VS-028 is an orc by the catalogue (card-abilities.yaml never listed its class).
    s = position(Put("NT-003", 0, "c1"), *foes("c4", "c5"), SPARE_0)
    whelp = card(s, "NT-003", 0)
    assert reached(s, whelp, index_of(s, whelp, "bolas")) == {"c4"}  # the printed, range 3
    assert reached(s, whelp, index_of(s, whelp, "bolas of the horde")) == set()
    s = position(Put("NT-003", 0, "c1"), Put("VS-028", 0, "a1"), *foes("c4", "c5"), SPARE_0)
    whelp = card(s, "NT-003", 0)
    assert reached(s, whelp, index_of(s, whelp, "bolas of the horde")) == {"c4", "c5"}
    s = position(Put("NT-003", 0, "c1"), Put("VS-018", 0, "a1"), *foes("c4", "c5"), SPARE_0)
    whelp = card(s, "NT-003", 0)  # a cost 6 creature of another class: no bolas
    assert reached(s, whelp, index_of(s, whelp, "bolas of the horde")) == set()


def test_nt_021_gold_ingot_reaches_three_cells_not_four() -> None:
    assert ability_reach("NT-021", "gold ingot", "c1", "c4", "c5") == {"c4", "air"}


def test_nt_035_crossbows_reach_four_cells_not_five() -> None:
    assert ability_reach("NT-035", "crossbow", "c1", "c5", "c6") == {"c5", "air"}


def test_nt_052_snowball_reaches_four_cells_not_five() -> None:
    assert ability_reach("NT-052", "snowball", "c1", "c5", "c6") == {"c5", "air"}


def test_nt_080_shot_of_range_five_reaches_the_far_corner_not_next_to_it() -> None:
    assert ability_reach("NT-080", "shepherd's shot", "a1", "b2", "e6") == {"e6", "air"}


def test_nt_113_mocking_shot_reaches_four_cells_not_five() -> None:
    assert ability_reach("NT-113", "mocking shot", "c1", "c5", "c6") == {"c5", "air"}


def test_nt_145_cursed_discharge_reaches_four_cells_not_five() -> None:
    assert ability_reach("NT-145", "cursed discharge", "c1", "c2", "c5", "c6") \
        == {"c2", "c5", "air"}


# --- hits and misses ---------------------------------------------------------------------


def chosen_cells(s: State) -> set[str] | None:
    """After a strike: the cells of the targets its CHOOSE window offers (None: none)."""
    for _ in range(20):
        if s.phase in (MAIN, CHOOSE):
            break
        actions = s.legal_actions()
        s.apply(A.encode(A.END) if A.encode(A.END) in actions else actions[-1])
    if s.phase != CHOOSE:
        return None
    return {label(s.cell[(a >> 12) & 255]) for a in s.legal_actions() if a & 15 == A.ABILITY}


def resolve(s: State) -> None:
    """Play out what the strike opened: every choice takes its first offer (an optional
    ability is used), every other window is passed."""
    for _ in range(40):
        if s.phase == MAIN:
            return
        actions = s.legal_actions()
        if s.phase == CHOOSE:
            s.apply(next((a for a in actions if a & 15 != A.END), actions[0]))
        else:  # no defender, no response, the full result of an exchange
            s.apply(A.encode(A.END) if A.encode(A.END) in actions else actions[-1])
        s.check_invariants()
    raise AssertionError("the strike did not end")


def strike(s: State, attacker: int, victim: int, *dice: int) -> str:
    """``attacker`` strikes ``victim`` with these dice; its result as the log says it."""
    s.queue_dice(*dice)
    do(s, A.STRIKE, attacker, victim)
    result = next(t for t in texts(s) if t.startswith("dice"))
    resolve(s)
    return result


def fired(s: State, name: str) -> bool:
    return any(f"«{name}»" in t for t in texts(s))


def hit_and_miss(card_id: str, name: str, *, defending: bool = False, at: str = "c3",
                 extra: tuple[Put, ...] = (), hit: tuple[int, ...] = (2, 1),
                 miss: tuple[int, ...] = (1, 3)) -> None:
    """``card_id``'s ability ``name`` fires when its simple strike (or, ``defending``,
    the nomad's strike at it) hits an open card, and not when it misses."""
    for dice, hits in ((hit, True), (miss, False)):
        puts = [Put(card_id, 0, at), Put("VS-001", 1, "c4"), *extra, SPARE_0, SPARE_1]
        s = position(*puts, active=1 if defending else 0)
        me, nomad = card(s, card_id, 0), card(s, "VS-001", 1)
        result = strike(s, *((nomad, me) if defending else (me, nomad)), *dice)
        assert ("miss," in result or result.endswith("miss")) != hits, result
        assert fired(s, name) == hits, (card_id, name, result)


def test_vs_018_finishes_after_a_hit_only() -> None:
    for dice, hits in (((2, 1), True), ((1, 4), False)):  # it has attack experience 1
        s = position(Put("VS-018", 0, "c2"), Put("VS-001", 1, "c4", wounds=1), SPARE_0,
                     SPARE_1)
        kilsus, nomad = card(s, "VS-018", 0), card(s, "VS-001", 1)
        do(s, A.MOVE, kilsus, cell("c3"))
        strike(s, kilsus, nomad, *dice)
        assert fired(s, "running finish") == hits


def test_vs_029_ripostes_a_strike_that_hits_it_not_one_that_misses() -> None:
    hit_and_miss("VS-029", "riposte", defending=True)


def test_vs_036_stone_skin_on_a_hit_only() -> None:
    for dice, hits in (((2, 1), True), ((1, 3), False)):
        s = position(Put("VS-036", 0, "air"), Put("VS-038", 0, "a1"), Put("VS-001", 1, "c4"),
                     SPARE_0, SPARE_1)
        strike(s, card(s, "VS-036", 0), card(s, "VS-001", 1), *dice)
        assert fired(s, "stone skin") == hits


def test_vs_037_hellish_stench_on_a_hit_only() -> None:
    hit_and_miss("VS-037", "hellish stench")


def test_vs_058_hammer_blow_on_a_hit_only() -> None:
    hit_and_miss("VS-058", "hammer blow")


def test_vs_068_marks_its_prey_on_a_hit_only() -> None:
    hit_and_miss("VS-068", "marks its prey")
    s = position(Put("VS-068", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    prey = card(s, "VS-001", 1)
    strike(s, card(s, "VS-068", 0), prey, 1, 3)
    assert not marker(s, prey, "marker:prey")


def test_vs_092_heals_on_a_hit_only() -> None:
    for dice, hits in (((2, 1), True), ((1, 3), False)):
        s = position(Put("VS-092", 0, "c3", wounds=3), Put("VS-001", 1, "c4"), SPARE_0,
                     SPARE_1)
        kobold = card(s, "VS-092", 0)
        strike(s, kobold, card(s, "VS-001", 1), *dice)
        assert fired(s, "borrowed vigour") == hits
        assert s.wounds[kobold] == (2 if hits else 3)  # healed by the nomad's weak 1


def test_vs_102_heals_on_a_hit_only() -> None:
    hit_and_miss("VS-102", "green renewal")


def test_vs_121_spits_within_three_cells_on_a_hit_and_its_skin_burns_a_hit_only() -> None:
    hit_and_miss("VS-121", "slime spit", extra=(Put("VS-002", 1, "c6"),))
    hit_and_miss("VS-121", "acid skin", defending=True)
    s = position(Put("VS-121", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-002", 1, "c5"),
                 Put("VS-011", 1, "c6"), SPARE_0)
    slime, near, far = card(s, "VS-121", 0), card(s, "VS-002", 1), card(s, "VS-011", 1)
    s.queue_dice(2, 1)  # a weak hit: the spit, at c5 (three cells) and not c6 (four)
    do(s, A.STRIKE, slime, card(s, "VS-001", 1))
    assert chosen_cells(s) is None  # one target only: no choice
    assert s.wounds[near] == 1 and s.wounds[far] == 0


def test_vs_132_two_heads_on_a_hit_only() -> None:
    hit_and_miss("VS-132", "two heads", extra=(Put("VS-001", 0, "deck"), Put("VS-002", 0, "deck")))


def test_vs_134_foul_aura_on_a_strike_that_hits_it_only() -> None:
    hit_and_miss("VS-134", "foul aura", defending=True)


def test_vs_135_roused_by_a_strike_that_hits_it_only() -> None:
    hit_and_miss("VS-135", "roused", defending=True)


def test_nt_005_throws_within_four_cells_after_a_counter_strike() -> None:
    # A counter-strike is always a hit: the volley follows one; a miss with no
    # counter-strike gives none. Its printed range 4 from a1: c4 and b5, not e6.
    def volley(*dice: int) -> set[str] | None:
        s = position(Put("NT-005", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                     Put("VS-002", 1, "b5"), SPARE_1, active=1)
        s.queue_dice(*dice)
        do(s, A.STRIKE, card(s, "VS-001", 1), card(s, "VS-001", 0))
        return chosen_cells(s)

    assert volley(1, 6) == {"c4", "b5"}  # a miss and a medium counter-strike
    assert volley(1, 3) is None  # a miss, no counter-strike


def test_nt_036_farewell_volley_reaches_three_cells_not_four() -> None:
    s = position(Put("NT-036", 0, "a2"), Put("NT-048", 0, "c3"), Put("VS-001", 1, "c5"),
                 Put("VS-002", 1, "d5"), Put("VS-011", 1, "e6"))
    s.destroy(card(s, "NT-048", 0))  # a creature of its side with valhalla
    assert chosen_cells(s) == {"c5", "d5"}  # a2 -> e6: four cells


def test_nt_051_mug_throw_reaches_three_cells_not_four() -> None:
    s = position(Put("NT-051", 0, "a1"), Put("NT-012", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("VS-002", 1, "b4"), Put("VS-011", 1, "e5"), active=1)
    s.queue_dice(6)  # the nomad's strong 3 at the closed guard (armour 1): wounds
    s.closed[card(s, "NT-012", 0)] = True
    do(s, A.STRIKE, card(s, "VS-001", 1), card(s, "NT-012", 0))
    assert chosen_cells(s) == {"c4", "b4"}  # a1 -> e5: four cells


def test_nt_088_vigilance_on_a_strike_that_hits_it_only() -> None:
    hit_and_miss("NT-088", "vigilance of Krong", defending=True)


def test_nt_097_summons_the_elm_on_a_hit_only() -> None:
    for dice, hits in (((2, 1), True), ((1, 3), False)):
        s = position(Put("NT-097", 0, "air"), Put("VS-001", 1, "c4"), Put("NT-069", 0, "deck"),
                     SPARE_0, SPARE_1)
        strike(s, card(s, "NT-097", 0), card(s, "VS-001", 1), *dice)
        assert (s.zone[card(s, "NT-069", 0)] == Z_EXTRA) == hits


def test_nt_167_hurls_aside_on_a_hit_only() -> None:
    hit_and_miss("NT-167", "hurl aside", extra=(Put("VS-001", 1, "a6"),))


def test_nt_200_jaws_and_spike_on_a_hit_only() -> None:
    for name in ("crushing jaws", "venom spike", "spike venom"):
        hit_and_miss("NT-200", name)


# --- classes: the catalogue's ------------------------------------------------------------


def test_nt_015_desert_of_the_catalogue_hardens_it() -> None:
    # NT-146 is a desert by the catalogue (card-abilities.yaml listed NT-011 only).
    s = position(Put("NT-015", 0, "c3"), Put("NT-146", 0, "air"), Put("VS-001", 1, "c4"),
                 SPARE_1)
    pirate, foe = card(s, "NT-015", 0), card(s, "VS-001", 1)
    assert s.absorb(pirate, 3, "strike", foe) == 2
    s = position(Put("NT-015", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    assert s.absorb(card(s, "NT-015", 0), 3, "strike", card(s, "VS-001", 1)) == 3


def test_nt_048_valhalla_reaches_a_jordling_of_the_catalogue_only() -> None:
    # VS-045 is a jordling by the catalogue (card-abilities.yaml never listed it).
    s = position(Put("NT-048", 0, "grave"), Put("VS-045", 0, "c3", closed=True),
                 Put("VS-001", 0, "a1"), SPARE_1, active=1)
    olaf, hunter = card(s, "NT-048", 0), card(s, "VS-045", 0)
    do(s, A.END)  # seat 0's turn: the valhalla
    if s.phase == CHOOSE:
        assert {(a >> 12) & 255 for a in s.legal_actions() if a & 15 == A.ABILITY} == {hunter}
        do(s, A.ABILITY, olaf, hunter | 1 << 8)
    assert marker(s, hunter, "marker:fights_closed") == s.turn + 1
    assert not marker(s, card(s, "VS-001", 0), "marker:fights_closed")


def test_nt_177_calls_an_inquisitor_of_the_catalogue_to_watch_not_another() -> None:
    # VS-189 is an inquisitor by the catalogue (card-abilities.yaml listed it too) and
    # NT-190 is one the encodings never listed.
    s = position(Put("NT-177", 0, "c2"), Put("NT-190", 0, "b2", closed=True),
                 Put("VS-001", 0, "d2", closed=True), SPARE_1)
    do(s, A.END)  # the opponent's turn starts: the call to watch
    assert s.phase == CHOOSE
    offered = {(a >> 12) & 255 for a in s.legal_actions() if a & 15 == A.ABILITY}
    assert offered == {card(s, "NT-190", 0)}


def test_nt_115_poisons_a_strike_that_hits_it_only() -> None:
    # The ivy is a parasite on the enemy's nomad; the enemy's Kshar next to them strikes it.
    for dice, hits in (((2, 1), True), ((1, 3), False)):
        s = position(Put("VS-001", 1, "c4"), Put("NT-115", 0, "c4", on_host=True),
                     Put("VS-002", 1, "c5"), SPARE_0, SPARE_1, active=1)
        kshar = card(s, "VS-002", 1)
        strike(s, kshar, card(s, "NT-115", 0), *dice)
        assert fired(s, "poisonous leaves") == hits
