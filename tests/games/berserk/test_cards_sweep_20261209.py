"""Sweep 1209 (after audit 1209, tests/games/berserk/test_cards_audit_20261209.py): the two
classes of defect that audit found, looked for across every encoded card.

(a) A keyword printed under a condition (in formation, while a condition holds, or granted
by a trigger to the end of a turn) but encoded as the keyword's effect written by hand (a
die bonus ``dice``, a ``direct`` or ``unanswerable`` strike, a damage cut) instead of the
keyword held (a static or formation ``keyword`` passive, or a ``grant``): what reads the
keyword does not see it (VS-040's icicle at a card with attack or defence experience or
armour, NT-032's banner counting defence experience, VS-033's -2 from direct strikes).

(b) A shot or a throw offered at a card next to the shooter. Berserk's rule: a shot (and a
throw, which is played like a shot) never goes at a card next to it: the engine's keywords
say so (cardsets/berserk/abilities.yaml: shot ``min_distance: 2``, throw ``reach: far``),
the card facts glossary gives a shot «a target that is not adjacent», and VS-078 prints
leave to shoot at the cards next to it, an exception that presumes the rule; the rulebook
seeds (shared/seeds) are silent on ranged attacks (208.6 limits strikes to the cards next
to a card, 208.1 lets a flyer attack anywhere). So the mend is general, in the engine: an
ability labelled shot or throw aims at least 2 cells away unless its target sets
``min_range`` itself (abilities/compiler.py, FAR_ATTACKS), and a shot at the other card of
its event obeys its least range too (State._ability_targets); VS-078 and NT-029's
redirected shot (sent by the opponent into a card next to the target, not declared again:
deckcheck's reading) say ``min_range: 0``.

How the candidates were found: a throwaway script (not committed) listed (a) every encoded
ability with a ``dice``, ``direct``, ``unanswerable``, ``reduce``, ``block``, ``ward``,
``harden`` or ``stamina`` effect, and every ``grant`` or ``keyword`` one, and (b) every
ability labelled shot or throw (``then`` follow-ups too) with its target; each card's
printed text was then read in berserk-nxt resources/data.json (commit 1d6ff4f2, the whole
of sets 10 and 20; mechanics paraphrased here, no card text copied) and its keyword facts
in shared/data/berserk/facts/card-facts.json.

Verdicts, (a):
- Mended (a formation or static ``keyword`` passive): VS-061 and NT-012 (defence
  experience 1 in formation), VS-048 (defence experience 2 in formation with an ordinary
  creature), VS-044 (direct strike in formation with two), VS-091 (attack experience while
  three unwounded allies stand next to it), VS-182 (defence experience 1 in the middle
  column, attack experience 1 at an edge), VS-186 (attack experience 1 and direct strike
  while outnumbering), VS-197 (attack experience 1 beside four classes), VS-023 (direct
  strike after two steps straight, attack experience 2 after turning), VS-079 (direct
  strike from the start of a turn in its third row), VS-082 (attack experience 1 after
  defending), NT-013 (defence experience 1 from its first step), NT-081 (direct strike
  while it flies), NT-154 (direct strike with a desert of its side), NT-161 (unanswerable
  strike with more lives than printed).
- Mended (a ``grant`` to the end of the turn, or «1, or +1 having it already» as VS-045
  gives it): VS-141 (attack experience 2 as it incarnates), VS-007 (attack experience 1 a
  step), VS-160 (its demons' attack experience 1), NT-110 (defence experience 1); and
  VS-045, whose «1, or +1» gave both at once (its +1 was asked after its grant): the +1
  is now asked first, in all five.
- Already right (the keyword held or granted): VS-017, VS-033, NT-018, NT-041, NT-060
  (formation protections, defence experience), NT-129, NT-199 (protections while a hero is
  in the squad), NT-037, NT-054, NT-179, VS-031, VS-058, VS-089, VS-118, VS-159,
  VS-059, VS-196, NT-128, NT-135, NT-176 (grants); armour and stamina in formation or
  while (VS-029, VS-048, NT-013, NT-032, NT-051, NT-066, NT-191 ...) are those keywords as
  the engine plays them (``armour``, ``stamina`` effects: ``keyword`` refuses them).
- Not a keyword, or not one a card can hold (already right): a bonus at some targets only
  (VS-013, VS-021, VS-053, VS-056, VS-068, VS-106, VS-126, NT-039, NT-083: direct or
  unanswerable at some cards; NT-149: attack experience 2 at cards on its trail), damage
  cuts and protections the rules have no keyword for (VS-016, VS-019, VS-052, VS-067,
  VS-135, VS-169, VS-176, VS-192, NT-133, NT-157, NT-186, NT-191, NT-196), die bonuses the
  card prints as such (VS-103, NT-134, NT-188), VS-158 (its attack experience icon prints
  no number: the catalogue's attack_experience-x, played by its encoding).
- Out of the class: an attack a card has only while a condition holds (VS-027, VS-145,
  NT-016, NT-077) is encoded as that attack under the condition: the ability is the
  attack, not a keyword's effect written by hand.
- Not mended, no difference in play: NT-032 gives its non-dark creatures attack
  experience X, X their own defence experience (an aura of a keyword with each ally's own
  number: the ``keyword`` passive holds one on its own card only), and NT-190 gains attack
  experience X, X its first hit's value (a grant takes a printed number, not an X); both
  are played as the die bonus, and nothing in the two sets tells them from the keyword
  (VS-040's icicle already counts those cards' defence experience or armour).
- Left as it was: NT-170's direct strike while it has a symbiote stays ``implemented:
  false`` (it needs three symbiotes on one host).

Verdicts, (b): mended VS-147 (its bone throw), NT-029 (its crossbow volley) and NT-183
(the loot's shot back at the attacker), each saying ``min_range: 2`` now; NT-183's needed
the engine too (a shot at the other card of its event obeyed no least range). VS-078
prints the exception (``min_range: 0``); NT-083's shot back comes from a flyer (never next
to anything); NT-195's deflected shot and NT-029's redirected one are sent, not declared;
the other 51 encoded shots and throws already said ``min_range: 2``.
"""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.abilities import compile_ability
from deckcheck.games.berserk.engine.cards import Z_BOARD
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import Put, card, options
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


def seasoned(s: State, mrazen: int, t: int) -> bool:
    """Whether VS-040's throw at the seasoned (attack or defence experience, or armour) is
    the one offered at ``t`` (its plain icicle is offered at the others)."""
    plain = offered(s, uses(s, mrazen, "«icicle»", t))
    keen = offered(s, uses(s, mrazen, "«icicle at the seasoned»", t))
    assert plain != keen, (plain, keen)
    return keen


# --- (a) defence experience in formation, read by NT-032's banner (its non-dark creatures
# get +X to the die when they attack and +X to their simple strike, X their defence
# experience, at most 2).


@pytest.mark.parametrize(("guard", "partner", "dealt"), [
    ("VS-061", "VS-061", 2 + 1), ("VS-061", None, 2),
    ("NT-012", "NT-012", 2 + 1), ("NT-012", None, 2),
    ("VS-048", "NT-012", 2 + 2), ("VS-048", "VS-061", 2), ("VS-048", None, 2),
])
def test_defence_experience_in_formation_is_the_keyword(guard: str, partner: str | None,
                                                        dealt: int) -> None:
    """VS-061 and NT-012 (formation: defence experience 1) and VS-048 (formation with an
    ordinary creature: defence experience 2; with an elite one: armour 2) had +N to the die
    when struck, not the keyword: the banner gave them nothing."""
    puts = [Put(guard, 0, "c3"), Put("NT-032", 0, "a1"), Put("VS-117", 1, "c4", closed=True),
            SPARE_0, SPARE_1]
    if partner:
        puts.append(Put(partner, 0, "b3"))
    s = pos(*puts)
    vail = card(s, "VS-117", 1)
    strike(s, card(s, guard, 0), vail, 1)  # die 1 (+X): weak either way
    assert s.wounds[vail] == dealt


def test_vs_061_defence_experience_still_plus_one_when_struck() -> None:
    s = pos(Put("VS-061", 0, "c3"), Put("VS-061", 0, "b3"), Put("VS-117", 1, "c4"), SPARE_0,
            SPARE_1, active=1)
    giant, vail = card(s, "VS-061", 0), card(s, "VS-117", 1)
    strike(s, vail, giant, 4, 4)  # 4 vs 4 + 1: D -1, a weak hit
    assert s.wounds[giant] == 1


# --- (a) attack experience and direct strike while a condition holds, read by VS-040's
# icicle (+1 at a card with attack or defence experience or armour) and VS-033's bone
# plates (-2 from the simple strike of a creature with direct strike).


def test_vs_091_attack_experience_beside_three_unwounded_allies() -> None:
    """It had +1 to its die when it attacked, not the keyword: the icicle saw nothing."""
    for allies, keen in ((3, True), (2, False)):
        puts = [Put("VS-091", 0, "c3"), Put("VS-040", 1, "c5"), SPARE_0, SPARE_1]
        puts += [Put("VS-001", 0, cell) for cell in ("b3", "d3", "c2")[:allies]]
        s = pos(*puts, active=1)
        assert seasoned(s, card(s, "VS-040", 1), card(s, "VS-091", 0)) is keen, allies


def test_vs_182_defence_experience_mid_ship_attack_experience_at_the_rails() -> None:
    """In the middle column it had +1 to its die when struck, at an edge +1 when it
    attacked, neither the keyword."""
    for cell, keen in (("c3", True), ("a3", True), ("e3", True), ("b3", False)):
        s = pos(Put("VS-182", 0, cell), Put("VS-040", 1, cell[0] + "5"), SPARE_0,
                Put("VS-011", 1, "e6" if cell[0] != "e" else "a6"), active=1)
        assert seasoned(s, card(s, "VS-040", 1), card(s, "VS-182", 0)) is keen, cell
    s = pos(Put("VS-182", 0, "c3"), Put("NT-032", 0, "a1"), Put("VS-117", 1, "c4", closed=True),
            SPARE_0, SPARE_1)
    vail = card(s, "VS-117", 1)
    strike(s, card(s, "VS-182", 0), vail, 1)  # the banner: +1 from its defence experience
    assert s.wounds[vail] == 2 + 1


def test_vs_186_outnumbering_attack_experience_and_direct_strike() -> None:
    """While outnumbering it had +1 to its die and an undefendable strike written by hand:
    the icicle and Скелос' plates did not see the keywords."""
    for allies, held in ((2, True), (0, False)):
        puts = [Put("VS-186", 0, "c3"), Put("VS-040", 1, "c5"), Put("VS-001", 1, "d4"),
                SPARE_0, SPARE_1]
        puts += [Put("VS-001", 0, cell) for cell in ("b3", "d3")[:allies]]
        s = pos(*puts, active=1)
        assert seasoned(s, card(s, "VS-040", 1), card(s, "VS-186", 0)) is held, allies
    s = pos(Put("VS-186", 0, "c3"), Put("VS-033", 1, "c4", closed=True), Put("VS-001", 0, "b3"),
            Put("VS-001", 0, "d3"), SPARE_0, SPARE_1)
    skelos = card(s, "VS-033", 1)
    strike(s, card(s, "VS-186", 0), skelos, 6)  # strong 4, -2 from a direct strike
    assert s.wounds[skelos] == 4 - 2


def test_vs_197_attack_experience_beside_four_classes() -> None:
    for crew, keen in ((("VS-045", "VS-044", "VS-025", "VS-003"), True),
                       (("VS-045", "VS-044", "VS-025"), False)):
        cells = ("b3", "d3", "c2", "b2")
        s = pos(Put("VS-197", 0, "c3"), Put("VS-040", 1, "c5"), SPARE_0, SPARE_1,
                *(Put(c, 0, at) for c, at in zip(crew, cells, strict=False)), active=1)
        assert seasoned(s, card(s, "VS-040", 1), card(s, "VS-197", 0)) is keen, crew


def test_vs_044_direct_strike_in_formation_with_two() -> None:
    """Its direct strike in formation with two was written by hand: Скелос' plates took
    nothing off it."""
    for partners, dealt in ((2, 3 - 2), (1, 3)):
        puts = [Put("VS-044", 0, "c3"), Put("VS-033", 1, "c4", closed=True), SPARE_0, SPARE_1]
        puts += [Put("VS-061", 0, cell) for cell in ("b3", "d3")[:partners]]
        s = pos(*puts)
        skelos = card(s, "VS-033", 1)
        strike(s, card(s, "VS-044", 0), skelos, 6)  # strong 3
        assert s.wounds[skelos] == dealt, partners


def test_vs_023_two_steps_straight_direct_strike_turning_attack_experience_two() -> None:
    s = pos(Put("VS-023", 0, "c1"), Put("VS-033", 1, "c4", closed=True), SPARE_0, SPARE_1)
    riala, skelos = card(s, "VS-023", 0), card(s, "VS-033", 1)
    act(s, f"move {s.at(riala)} to c2")
    act(s, f"move {s.at(riala)} to c3")
    assert s.has_keyword(riala, "direct_strike")
    assert not s.has_keyword(riala, "attack_experience")
    strike(s, riala, skelos, 6)  # strong 4, -2 from a direct strike
    assert s.wounds[skelos] == 4 - 2
    s = pos(Put("VS-023", 0, "b2"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    riala, vail = card(s, "VS-023", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(riala)} to b3")
    act(s, f"move {s.at(riala)} to c3")
    assert s.has_keyword(riala, "attack_experience") \
        and not s.has_keyword(riala, "direct_strike")
    strike(s, riala, vail, 4)  # 4 + 2: strong 4
    assert s.wounds[vail] == 4


def test_vs_079_direct_strike_from_a_turn_started_in_its_third_row() -> None:
    for cell, dealt in (("c1", 3 - 2), ("c2", 3)):
        s = pos(Put("VS-079", 0, cell), Put("VS-033", 1, "d2", closed=True), SPARE_0, SPARE_1,
                active=1)
        runner, skelos = card(s, "VS-079", 0), card(s, "VS-033", 1)
        end_turn(s)
        s.closed[skelos] = True
        s.settle()
        strike(s, runner, skelos, 4)  # medium 3 (-2 from a direct strike)
        assert s.wounds[skelos] == dealt, cell


def test_vs_082_attack_experience_after_defending() -> None:
    """Her fury's +1 to her die when she attacked was written by hand: the icicle saw no
    attack experience in the opponent's turn she defended in."""
    s = pos(Put("VS-082", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-117", 1, "b4"),
            Put("VS-040", 1, "c5"), SPARE_0, SPARE_1, active=1)
    klaer, nomad, vail = card(s, "VS-082", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    mrazen = card(s, "VS-040", 1)
    assert not seasoned(s, mrazen, klaer)
    s.queue_dice(1, 1)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    act(s, f"{s.at(klaer)} defends")
    resolve(s)
    assert seasoned(s, mrazen, klaer)


def test_nt_081_direct_strike_while_it_flies() -> None:
    s = pos(Put("NT-081", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-033", 1, "a5"), SPARE_0,
            SPARE_1, active=1)
    jaguar, vail, skelos = card(s, "NT-081", 0), card(s, "VS-117", 1), card(s, "VS-033", 1)
    assert not s.has_keyword(jaguar, "direct_strike")
    strike(s, vail, jaguar, 6, 1)  # 3 wounds on its half: it takes flight
    end_turn(s)
    s.closed[skelos] = True
    s.settle()
    strike(s, jaguar, skelos, 6)  # strong 4, -2 from a direct strike
    assert s.wounds[skelos] == 4 - 2


def test_nt_154_direct_strike_with_a_desert_of_its_side() -> None:
    for desert, dealt in ((True, 6 - 2), (False, 6)):
        puts = [Put("NT-154", 0, "c3"), Put("VS-033", 1, "c4", closed=True), SPARE_0, SPARE_1]
        if desert:
            puts.append(Put("NT-011", 0, "air"))
        s = pos(*puts)
        skelos = card(s, "VS-033", 1)
        strike(s, card(s, "NT-154", 0), skelos, 6)  # strong 6
        assert s.wounds[skelos] == dealt, desert


def test_nt_161_unanswerable_strike_with_more_lives_than_printed() -> None:
    """With more lives than printed its simple strike was unanswerable by hand, not the
    keyword."""
    for boosted in (True, False):
        s = pos(Put("NT-161", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
        riders, vail = card(s, "NT-161", 0), card(s, "VS-117", 1)
        if boosted:
            s.lives_max[riders] += 2
            s.settle()
        assert s.has_keyword(riders, "unanswerable_strike") is boosted
        strike(s, riders, vail, 1, 6)  # a miss, and a counter-strike unless unanswerable
        assert (s.wounds[riders] == 0) is boosted


# --- (a) keywords granted by a trigger to the end of a turn (or, having the keyword
# already, +1 to the die, as VS-045 gives it).


def test_vs_141_attack_experience_two_as_it_incarnates() -> None:
    s = pos(Put("VS-141", 0, "grave"), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1, active=1)
    rider = card(s, "VS-141", 0)
    s.markers[rider] = {**(s.markers[rider] or {}), "incarnation": 3}
    s.settle()
    end_turn(s)
    assert s.zone[rider] == Z_BOARD and not s.closed[rider]  # it came back, open
    assert s.has_keyword(rider, "attack_experience")  # it had +2 to its dice, not the keyword
    end_turn(s)
    end_turn(s)
    assert not s.has_keyword(rider, "attack_experience")  # to the end of that turn


def test_vs_007_a_step_attack_experience_one_then_plus_one() -> None:
    s = pos(Put("VS-007", 0, "c1"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    keeper, vail = card(s, "VS-007", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(keeper)} to c2")
    assert s.has_keyword(keeper, "attack_experience")  # it had +1 to its dice only
    act(s, f"move {s.at(keeper)} to c3")
    strike(s, keeper, vail, 3)  # 3 + 1 + 1: medium 2 (not the keyword and +1 at once)
    assert s.wounds[vail] == 2


def test_vs_045_the_creature_in_front_gets_the_keyword_not_plus_one_more() -> None:
    """Its grant and its +1 both acted on a creature without attack experience (the +1
    asked after the keyword was given): +2 to its die, not 1."""
    s = pos(Put("VS-045", 0, "c2"), Put("VS-013", 0, "c3"), Put("VS-013", 1, "c4"),
            Put("VS-013", 1, "d4", closed=True), SPARE_0, SPARE_1)
    hunter, ally = card(s, "VS-045", 0), card(s, "VS-013", 0)
    behind, side = card(s, "VS-013", 1), card(s, "VS-013", 1, 1)
    act(s, uses(s, hunter, "«ice spear»", behind))
    resolve(s)
    assert s.has_keyword(ally, "attack_experience")
    strike(s, ally, side, 4)  # 4 + 1: medium 3
    assert s.wounds[side] == 3


def test_vs_160_an_undead_on_top_gives_the_demons_attack_experience() -> None:
    s = pos(Put("VS-160", 0, "c3"), Put("VS-138", 0, "b3"), Put("VS-137", 0, "deck"),
            Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1, active=1)
    lilith, imp = card(s, "VS-160", 0), card(s, "VS-138", 0)
    end_turn(s)
    assert s.has_keyword(imp, "attack_experience") and s.has_keyword(lilith, "attack_experience")
    strike(s, imp, card(s, "VS-117", 1), 4)  # 4 + 1: medium 2 (not the keyword and +1)
    assert s.wounds[card(s, "VS-117", 1)] == 2
    end_turn(s)
    assert not s.has_keyword(imp, "attack_experience")  # to the end of the turn


def test_nt_110_cold_mud_defence_experience_one() -> None:
    """The cold mud gave +1 to the die when struck, not the keyword: the icicle thrown at
    the creature after it saw nothing."""
    s = pos(Put("NT-110", 0, "air"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
            Put("VS-040", 1, "c5"), SPARE_0, SPARE_1, active=1)
    mud, nomad, vail = card(s, "NT-110", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)
    mrazen = card(s, "VS-040", 1)
    s.queue_dice(5, 4)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    act(s, uses(s, mud, "«cold mud»", nomad))
    resolve(s)
    assert s.wounds[nomad] == 0  # 5 vs 4 + 1: D 0 at 5, a miss (+2 would be a weak hit)
    assert seasoned(s, mrazen, nomad)


def test_nt_013_defence_experience_from_its_first_step_to_the_opponents_turn() -> None:
    s = pos(Put("NT-013", 0, "c2"), Put("VS-040", 1, "c5"), SPARE_0, SPARE_1)
    knight, mrazen = card(s, "NT-013", 0), card(s, "VS-040", 1)
    act(s, f"move {s.at(knight)} to c3")
    end_turn(s)
    assert seasoned(s, mrazen, knight)  # it had +1 to its die when struck, not the keyword
    end_turn(s)
    end_turn(s)
    assert not seasoned(s, mrazen, knight)


# --- (b) a shot or a throw is never at a card next to it.


def test_a_shot_or_throw_ability_aims_two_cells_away_unless_it_says() -> None:
    def least(label: str, target: dict[str, object]) -> int:
        record = {"trigger": "tap", "label": label, "target": target,
                  "effects": [{"wound": 1}]}
        return compile_ability(record, "VS-000").target.min_range

    assert least("shot", {"side": "enemy"}) == 2
    assert least("throw", {"side": "enemy", "range": 3}) == 2
    assert least("shot", {"side": "other"}) == 2
    assert least("shot", {"side": "enemy", "min_range": 0}) == 0  # printed otherwise
    assert least("discharge", {"side": "enemy"}) == 0  # a discharge reaches any card


def test_nt_029_its_volley_is_never_at_a_card_next_to_it() -> None:
    s = pos(Put("NT-029", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c5"), SPARE_0,
            SPARE_1, counters={"NT-029": 1})
    orc, near, far = card(s, "NT-029", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
    assert not offered(s, uses(s, orc, "«crossbow volley»", near))
    assert offered(s, uses(s, orc, "«crossbow volley»", far))


def test_nt_029_the_opponent_may_still_send_a_shot_next_to_the_shooter() -> None:
    s = pos(Put("NT-029", 0, "c3"), Put("VS-117", 1, "c5"), Put("VS-001", 1, "c4"), SPARE_0,
            SPARE_1, counters={"NT-029": 1})
    orc, far, near = card(s, "NT-029", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    s.queue_dice(3, 6, 6, 6, 6)
    act(s, uses(s, orc, "«crossbow volley»", far))
    assert any(o.endswith(s.at(near)) for o in options(s))  # sent, not declared


def test_vs_147_its_bone_throw_is_never_at_a_card_next_to_it() -> None:
    s = pos(Put("VS-147", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c5"), SPARE_0,
            SPARE_1)
    lord, near, far = card(s, "VS-147", 0), card(s, "VS-117", 1), card(s, "VS-117", 1, 1)
    assert not offered(s, uses(s, lord, "«bone throw»", near))
    assert offered(s, uses(s, lord, "«bone throw»", far))


def test_nt_183_the_loots_shot_back_is_never_at_an_attacker_next_to_it() -> None:
    """Its shot back at the card wounding the artifact beside it went at any distance, an
    attacker next to it too."""
    for cell, answered in (("c5", True), ("c4", False)):
        s = pos(Put("NT-183", 0, "c3"), Put("NT-118", 0, "c2"), Put("VS-004", 1, cell),
                SPARE_0, SPARE_1, active=1)
        guard, obelisk, archer = card(s, "NT-183", 0), card(s, "NT-118", 0), card(s, "VS-004", 1)
        act(s, uses(s, archer, "«hunting bolt»", obelisk))
        assert offered(s, uses(s, guard, "«guard the loot»", archer)) is answered, cell


def test_vs_078_prints_leave_to_shoot_next_to_it() -> None:
    s = pos(Put("VS-078", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    erial, near = card(s, "VS-078", 0), card(s, "VS-117", 1)
    assert offered(s, uses(s, erial, "«front row aim»", near))  # its row 1, the enemy's 1
