"""Cards of the attacks2 task, each printed clause (read in berserk-nxt resources/data.json,
mechanics paraphrased here, no card text copied) played on an arranged position where it
must act and where the text rules it out; and the language additions they needed."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, abilities_from_data
from deckcheck.games.berserk.engine.cards import Z_BOARD, Z_GRAVE, CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    card,
    cells_offered,
    come_to,
    options,
    synthetic,
    table_with,
    texts,
)
from tests.games.berserk.helpers.audits import (
    SPARE_0,
    SPARE_1,
    offered,
    pos,
    resolve,
    strike,
)
from tests.games.berserk.helpers.scenarios import act

#: Synthetic cards of this file (ids A2-001..): the language additions on their own.
ABILITIES: dict[str, Any] = {
    "A2-001": {"complete": True, "abilities": [
        {"name": "light trample", "trigger": "static", "effects": [{"trample": 1}]}]},
    "A2-002": {"complete": True, "abilities": [
        {"name": "even match", "trigger": "instant", "window": "before_dice", "no_tap": True,
         "target": {"side": "self"}, "effects": [{"fight_result": "medium"}]}]},
    "A2-006": {"complete": True, "abilities": [
        {"name": "war song", "trigger": "ally_deals", "wounded_by": "ranged",
         "target": {"side": "other"}, "effects": [{"next_die_plus": 2}]}]},
    "A2-007": {"complete": True, "abilities": [
        {"name": "morning stretch", "trigger": "when_opens_any", "target": {"side": "self"},
         "effects": [{"heal": 1}]}]},
    "A2-008": {"complete": True, "abilities": [
        {"name": "drill", "trigger": "static", "target": {"side": "ally"},
         "effects": [{"ally_dice": 2}]}]},
}
CARDS = [*SYNTHETIC, synthetic("A2-001", name="Топотун", abilities=["jump-2"]),
         synthetic("A2-002", name="Ровня", strike={"weak": 1, "medium": 2, "strong": 3}),
         synthetic("A2-003", name="Юнга", classes=["pirate"], movement=2),
         synthetic("A2-004", name="Волхв", abilities=["magic_strike-4"]),
         synthetic("A2-005", name="Рубака", strike={"weak": 2, "medium": 3, "strong": 4}),
         synthetic("A2-006", name="Скальд"),
         synthetic("A2-007", name="Соня"),
         synthetic("A2-008", name="Муштра"),
         synthetic("A2-009", name="Стрелок", abilities=["shot-1-2-3"])]


@cache
def own_table() -> CardTable:
    return table_with(CARDS, ABILITIES)


def grips(s: State) -> int:
    return sum("«grave grip»" in t for t in texts(s))


# --- language: repeat_exactly -------------------------------------------------------------


def test_repeat_exactly_needs_a_repeat() -> None:
    data = {"game": "berserk", "cards": {"X-001": {"abilities": [
        {"trigger": "on_attack", "repeat_exactly": True, "target": {"side": "enemy"},
         "effects": [{"wound": 1}]}]}}}
    with pytest.raises(AbilityError, match="repeat_exactly needs a repeat"):
        abilities_from_data(data)


def test_repeat_exactly_describes_every_target_and_up_to_does_not() -> None:
    def described(exactly: bool) -> str:
        record = {"trigger": "when_opens", "repeat": 2, "target": {"side": "enemy"},
                  "effects": [{"wound": 1}], **({"repeat_exactly": True} if exactly else {})}
        found = abilities_from_data({"game": "berserk", "cards": {"X-001": {
            "abilities": [record]}}})
        return found["X-001"].abilities[0].describe()

    assert "each of 2 different targets" in described(True)
    assert "each of up to 2 different targets" in described(False)


# --- VS-164 Поганище: incarnation 3; clumsiness; as it takes an incarnation token in the
# graveyard, 1 wound to each of X different cards, X its tokens (exactly X) -----------------


def grip_position() -> State:
    return pos(Put("VS-164", 0, "grave"), Put("VS-117", 1, "c4"), Put("VS-117", 1, "c5"),
               Put("VS-117", 1, "c6"), SPARE_0, SPARE_1, active=1)


def test_vs_164_the_second_token_wounds_two_cards_with_no_way_to_stop_at_one() -> None:
    s = grip_position()
    act(s, "end the turn")
    resolve(s)  # the first token: one card
    assert grips(s) == 1
    act(s, "end the turn")
    act(s, "end the turn")  # the second token: two different cards
    assert s.phase == CHOOSE and not offered(s, "use no target")
    act(s, next(o for o in options(s) if "«grave grip»" in o))
    assert s.phase == CHOOSE and not offered(s, "use no target")  # the 2nd is a must
    first = [o for o in options(s) if "«grave grip»" in o]
    assert len(first) == 2 + 2  # the two other enemies, its side's spare and the other spare
    act(s, first[0])
    assert s.phase == MAIN and grips(s) == 1 + 2


def grip_or_cell(s: State) -> None:
    """A grip's target, or the cell it comes back to (its owner's pick: the first)."""
    cells = cells_offered(s)
    if cells:
        come_to(s, cells[0])
    else:
        act(s, next(o for o in options(s) if "«grave grip»" in o))


def test_vs_164_the_third_token_wounds_three_then_it_comes_back() -> None:
    s = grip_position()
    grim = card(s, "VS-164", 0)
    for _ in range(5):
        act(s, "end the turn")
        while s.phase == CHOOSE:
            assert not offered(s, "use no target")
            grip_or_cell(s)
    assert grips(s) == 1 + 2 + 3 and s.zone[grim] == Z_BOARD


def test_vs_164_fewer_cards_than_x_in_play_wounds_every_one_and_stops() -> None:
    s = pos(Put("VS-164", 0, "grave"), Put("VS-117", 1, "c4"), SPARE_0, active=1)
    grim = card(s, "VS-164", 0)
    for _ in range(5):
        act(s, "end the turn")
        while s.phase == CHOOSE:
            grip_or_cell(s)
    # X = 3 at the third token, but two cards in play: each once, then it is done
    assert grips(s) == 1 + 2 + 2 and s.zone[grim] == Z_BOARD


# --- language: ignore armour, host_is ------------------------------------------------------


def test_host_is_asks_the_host_and_fails_on_no_host() -> None:
    data = {"game": "berserk", "cards": {"X-001": {"abilities": [
        {"trigger": "static", "if": {"host_is": {"element": "mountains"}},
         "effects": [{"ignore": "armour"}]}]}}}
    ability = abilities_from_data(data)["X-001"].abilities[0]
    assert "on a mountains host" in ability.describe()
    with pytest.raises(AbilityError, match="ignore: one of"):
        abilities_from_data({"game": "berserk", "cards": {"X-001": {"abilities": [
            {"trigger": "static", "effects": [{"ignore": "shields"}]}]}}})


# --- NT-056 Шипокрыл (a companion): direct strike, attack experience 2; its simple strike
# may go at any enemy card as though next to it; it ignores armour while its host is a
# mountain creature ----------------------------------------------------------------------


def strikes_offered(s: State, c: int) -> list[str]:
    return [o for o in options(s) if o.startswith(f"{s.at(c)} strikes ")]


def test_nt_056_strikes_an_enemy_across_the_field_its_host_does_not_reach() -> None:
    s = pos(Put("VS-001", 0, "a1"), Put("NT-056", 0, "a1", on_host=True),
            Put("VS-117", 1, "a6", closed=True), SPARE_1)
    host, thorn, far = card(s, "VS-001", 0), card(s, "NT-056", 0), card(s, "VS-117", 1)
    assert f"{s.at(thorn)} strikes {s.at(far)}" in strikes_offered(s, thorn)
    assert not strikes_offered(s, host)  # the host strikes only next to it
    strike(s, thorn, far, 4)  # 4 + 2 (attack experience): strong
    assert s.wounds[far] == 2


def test_nt_056_a_flyer_in_the_air_is_not_in_its_reach() -> None:
    s = pos(Put("VS-001", 0, "a1"), Put("NT-056", 0, "a1", on_host=True),
            Put("X-005", 1, "air"), Put("VS-117", 1, "a6"))
    thorn, flyer = card(s, "NT-056", 0), card(s, "X-005", 1)
    assert f"{s.at(thorn)} strikes {s.at(flyer)}" not in strikes_offered(s, thorn)


def test_nt_056_on_a_mountain_host_its_wounds_pass_armour() -> None:
    s = pos(Put("VS-039", 0, "c2"), Put("NT-056", 0, "c2", on_host=True),
            Put("X-001", 1, "c5", closed=True), SPARE_1)
    thorn, knight = card(s, "NT-056", 0), card(s, "X-001", 1)
    strike(s, thorn, knight, 4)  # strong: 2, armour 2 ignored
    assert s.wounds[knight] == 2


def test_nt_056_on_a_steppe_host_armour_takes_its_wounds() -> None:
    s = pos(Put("VS-001", 0, "c2"), Put("NT-056", 0, "c2", on_host=True),
            Put("X-001", 1, "c5", closed=True), SPARE_1)
    thorn, knight = card(s, "NT-056", 0), card(s, "X-001", 1)
    strike(s, thorn, knight, 4)  # strong: 2, all absorbed by armour 2
    assert s.wounds[knight] == 0


# --- NT-020 Раптор: jump (range 3), defence experience 1; it may jump onto the cell of a
# creature (not incorporeal, not a symbiote) with 3 or fewer lives left, destroying it ------


def leaps(s: State, c: int) -> list[str]:
    return [o for o in options(s) if o.startswith(f"{s.at(c)} leaps ")]


def test_nt_020_jumps_onto_a_creature_with_three_lives_left_destroying_it() -> None:
    s = pos(Put("NT-020", 0, "c1"), Put("VS-001", 1, "c4", wounds=5), SPARE_0, SPARE_1)
    raptor, prey = card(s, "NT-020", 0), card(s, "VS-001", 1)  # 8 lives, 3 left
    act(s, f"{s.at(raptor)} leaps onto {s.at(prey)}, trampling it")
    resolve(s)
    assert s.zone[prey] == Z_GRAVE and s.where(raptor) == "c4"
    assert any("tramples" in t for t in texts(s))
    s.check_invariants()


def test_nt_020_four_lives_left_out_of_reach_or_too_far_are_no_trample() -> None:
    s = pos(Put("NT-020", 0, "c1"), Put("VS-001", 1, "c4", wounds=4),
            Put("VS-001", 1, "c5", wounds=7), SPARE_0, SPARE_1)
    raptor = card(s, "NT-020", 0)
    sturdy, far = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    found = leaps(s, raptor)
    assert found and not any("trampling" in o for o in found)  # 4 left; 4 cells away
    assert s.zone[sturdy] == Z_BOARD and s.zone[far] == Z_BOARD


def test_nt_020_tramples_its_own_side_too_but_not_the_incorporeal_or_stamina() -> None:
    s = pos(Put("NT-020", 0, "c1"), Put("VS-001", 0, "c2", wounds=6),
            Put("NT-043", 1, "c3", wounds=6), Put("NT-121", 1, "b3", wounds=11), SPARE_1)
    raptor, mate = card(s, "NT-020", 0), card(s, "VS-001", 0)
    phantom, informer = card(s, "NT-043", 1), card(s, "NT-121", 1)
    found = leaps(s, raptor)
    assert f"{s.at(raptor)} leaps onto {s.at(mate)}, trampling it" in found
    assert not any(s.at(phantom) in o or s.at(informer) in o for o in found)


def test_nt_020_a_host_is_trampled_with_its_symbiote_but_a_symbiote_is_no_target() -> None:
    s = pos(Put("NT-020", 0, "c1"), Put("VS-001", 1, "c3", wounds=5),
            Put("NT-056", 1, "c3", on_host=True), SPARE_0, SPARE_1)
    raptor, host, thorn = card(s, "NT-020", 0), card(s, "VS-001", 1), card(s, "NT-056", 1)
    assert not any(s.at(thorn) in o for o in leaps(s, raptor))
    act(s, f"{s.at(raptor)} leaps onto {s.at(host)}, trampling it")
    resolve(s)
    assert s.zone[host] == Z_GRAVE and s.zone[thorn] == Z_GRAVE and s.where(raptor) == "c3"


def test_nt_020_a_plain_jumper_lands_on_free_cells_only() -> None:
    s = pos(Put("X-032", 0, "c1"), Put("VS-001", 1, "c2", wounds=7), SPARE_0, SPARE_1)
    jumper = card(s, "X-032", 0)
    assert leaps(s, jumper) and not any("trampling" in o for o in leaps(s, jumper))


def test_trample_n_takes_a_creature_with_n_lives_left_not_n_plus_one() -> None:
    s = arrange((Put("A2-001", 0, "c1"), Put("VS-001", 1, "c2", wounds=7),
                 Put("VS-001", 1, "c3", wounds=6), SPARE_0), table=own_table())
    jumper = card(s, "A2-001", 0)
    weak, sturdier = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    found = leaps(s, jumper)
    assert f"{s.at(jumper)} leaps onto {s.at(weak)}, trampling it" in found
    assert not any(s.at(sturdier) in o for o in found)
    ability = own_table().abilities[own_table().index["A2-001"]][0]
    assert "1 or fewer lives left, destroying it" in ability.describe()


# --- NT-010 Поури: in a simple-strike fight with an open enemy creature it may make the
# result strong against strong, throwing no dice --------------------------------------------

FIX = "«strong against the open»"


def test_nt_010_attacking_an_open_creature_it_may_fight_strong_against_strong() -> None:
    s = pos(Put("NT-010", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    pouri, vail = card(s, "NT-010", 0), card(s, "VS-117", 1)
    s.queue_dice(1, 6)  # would be a miss for it and a strong hit back
    act(s, f"{s.at(pouri)} strikes {s.at(vail)}")
    assert offered(s, "no instant action")  # a may: before any die
    act(s, f"{s.at(pouri)} uses {FIX}")
    resolve(s)
    assert s.wounds[vail] == 4 and s.wounds[pouri] == 4  # both strong (4 and 4)
    assert any("strong against strong, no dice thrown" in t for t in texts(s))
    assert not any(t.startswith("dice ") for t in texts(s))
    assert (s.roll_die(), s.roll_die()) == (1, 6)  # the queued dice: none was thrown


def test_nt_010_declining_throws_the_dice_as_usual() -> None:
    s = pos(Put("NT-010", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    pouri, vail = card(s, "NT-010", 0), card(s, "VS-117", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(pouri)} strikes {s.at(vail)}")
    act(s, "no instant action")
    resolve(s)
    assert s.wounds[pouri] == 0 and s.wounds[vail] == 4  # its strong hit, no counter
    assert any("dice " in t for t in texts(s))


def test_nt_010_struck_by_an_open_enemy_its_player_may_fix_the_fight() -> None:
    s = pos(Put("VS-117", 1, "c4"), Put("NT-010", 0, "c3"), SPARE_0, SPARE_1, active=1)
    vail, pouri = card(s, "VS-117", 1), card(s, "NT-010", 0)
    s.queue_dice(6, 1)
    act(s, f"{s.at(vail)} strikes {s.at(pouri)}")
    assert s.to_move == 0 and offered(s, f"{s.at(pouri)} uses {FIX}")
    act(s, f"{s.at(pouri)} uses {FIX}")
    resolve(s)
    assert s.wounds[pouri] == 4 and s.wounds[vail] == 4


def test_nt_010_no_choice_against_a_closed_creature_or_when_it_is_closed() -> None:
    s = pos(Put("NT-010", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)
    pouri, vail = card(s, "NT-010", 0), card(s, "VS-117", 1)
    s.queue_dice(6)
    act(s, f"{s.at(pouri)} strikes {s.at(vail)}")  # a die against a closed card
    assert s.phase == MAIN and s.wounds[vail] == 4
    s = pos(Put("VS-117", 1, "c4"), Put("NT-010", 0, "c3", closed=True), SPARE_0, SPARE_1,
            active=1)
    vail, pouri = card(s, "VS-117", 1), card(s, "NT-010", 0)
    s.queue_dice(1)
    act(s, f"{s.at(vail)} strikes {s.at(pouri)}")  # it is closed: no fight of two open
    assert s.phase == MAIN and not any(FIX in t for t in texts(s))


def test_nt_010_a_fight_of_other_creatures_offers_nothing() -> None:
    s = pos(Put("NT-010", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_1)
    nomad, vail = card(s, "VS-001", 0), card(s, "VS-117", 1)
    s.queue_dice(1, 1)
    act(s, f"{s.at(nomad)} strikes {s.at(vail)}")
    assert not offered(s, "no instant action")
    assert any(t.startswith("dice ") for t in texts(s))


def test_fight_result_medium_and_an_instant_without_window_never_answers_before_dice() -> None:
    s = arrange((Put("A2-002", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1),
                table=own_table())
    even, nomad = card(s, "A2-002", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(even)} strikes {s.at(nomad)}")
    act(s, f"{s.at(even)} uses «even match»")
    resolve(s)
    assert s.wounds[nomad] == 2 and s.wounds[even] == 2  # medium against medium (2, 2)
    with pytest.raises(AbilityError, match="fight_result: weak, medium or strong"):
        abilities_from_data({"game": "berserk", "cards": {"X-001": {"abilities": [
            {"trigger": "instant", "window": "before_dice", "target": {"side": "self"},
             "effects": [{"fight_result": "huge"}]}]}}})
    plain = abilities_from_data({"game": "berserk", "cards": {"X-001": {"abilities": [
        {"trigger": "instant", "target": {"side": "self"}, "effects": [{"heal": 1}]}]}}})
    assert "before_dice" not in plain["X-001"].abilities[0].windows



# --- NT-192 Аделаида: shot 1-2-3, magic protection; at the battle's start a creature of its
# side with a class becomes a pirate too; when a pirate of its side attacks, +1 to its die
# for each other pirate of its side that acted this turn (at most +3) -----------------------


def crew(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=own_table(), **kwargs)


def step(s: State, c: int, to: str) -> None:
    act(s, f"move {s.at(c)} to {to}")


def test_nt_192_each_other_pirate_that_acted_adds_one_to_a_pirates_strike_die() -> None:
    s = crew(Put("NT-192", 0, "e1"), Put("A2-003", 0, "a1"), Put("A2-003", 0, "b1"),
             Put("A2-003", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_1)
    first, second, striker = (card(s, "A2-003", 0, n) for n in range(3))
    vail = card(s, "VS-117", 1)
    step(s, first, "a2")
    step(s, second, "b2")  # two other pirates acted: +2
    s.queue_dice(2)  # 2 + 2 = 4: a medium hit (2), not a weak one (1)
    act(s, f"{s.at(striker)} strikes {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] == 2


def test_nt_192_pirates_that_did_not_act_and_other_creatures_add_nothing() -> None:
    s = crew(Put("NT-192", 0, "e1"), Put("A2-003", 0, "a1"), Put("VS-001", 0, "b1"),
             Put("A2-003", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_1)
    idle, striker = card(s, "A2-003", 0, 0), card(s, "A2-003", 0, 1)
    nomad, vail = card(s, "VS-001", 0), card(s, "VS-117", 1)
    step(s, nomad, "b2")  # not a pirate
    s.queue_dice(3)  # 3: weak, with no bonus
    act(s, f"{s.at(striker)} strikes {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] == 1 and s.where(idle) == "a1"


def test_nt_192_at_most_three_and_the_acts_of_a_past_turn_do_not_count() -> None:
    s = crew(Put("NT-192", 0, "e2"), Put("A2-003", 0, "a1"), Put("A2-003", 0, "b1"),
             Put("A2-003", 0, "d1"), Put("A2-003", 0, "c3"),
             Put("VS-117", 1, "c4", closed=True), SPARE_1)
    pirates = [card(s, "A2-003", 0, n) for n in range(4)]
    adelaide, vail = card(s, "NT-192", 0), card(s, "VS-117", 1)
    for p, to in zip(pirates[:3], ("a2", "b2", "d2"), strict=True):
        step(s, p, to)
    step(s, adelaide, "e3")  # a fourth: still +3
    s.queue_dice(3)  # 3 + 3 = 6: strong (3); +4 would be no more
    act(s, f"{s.at(pirates[3])} strikes {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] == 3
    act(s, "end the turn")
    resolve(s)
    act(s, "end the turn")
    resolve(s)  # its next turn: nobody acted yet
    s.closed[vail] = True
    s.queue_dice(3)
    before = s.wounds[vail]
    act(s, f"{s.at(pirates[3])} strikes {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] - before == 1


def test_nt_192_the_bonus_goes_to_a_tiered_shot_die_too() -> None:
    s = crew(Put("NT-192", 0, "c1"), Put("A2-003", 0, "a1"), Put("A2-003", 0, "b1"),
             Put("VS-117", 1, "c5"), SPARE_1)
    first, second = card(s, "A2-003", 0, 0), card(s, "A2-003", 0, 1)
    adelaide, vail = card(s, "NT-192", 0), card(s, "VS-117", 1)
    step(s, first, "a2")
    step(s, second, "b2")
    s.queue_dice(2)  # 2 + 2: a medium shot (2), not a weak one (1)
    act(s, f"{s.at(adelaide)} shoots {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] == 2



# --- NT-092 Бард Святолесья: flyer protection, throw 1-2-2 (range 4); twice a turn, when a
# creature of its side deals 4 or more wounds with a non-magic attack, that creature moves
# a cell in any direction, or heals 2, or gets +1 to its next die (its player picks) --------

BALLAD = "from Бард Святолесья@a1"


def ballad(s: State, c: int, what: str) -> None:
    act(s, f"{s.at(c)} takes «{what}» {BALLAD}")


def test_nt_092_four_wounds_let_the_striker_heal_two() -> None:
    s = pos(Put("NT-092", 0, "a1"), Put("VS-117", 0, "c3", wounds=3),
            Put("VS-001", 1, "c4", closed=True), SPARE_1)
    vail, nomad = card(s, "VS-117", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")  # a strong hit: 4
    assert offered(s, f"{s.at(vail)} takes «heal 2» {BALLAD}")
    ballad(s, vail, "heal 2")
    assert s.wounds[vail] == 1 and s.phase == MAIN


def test_nt_092_or_step_to_any_next_cell_diagonals_too() -> None:
    s = pos(Put("NT-092", 0, "a1"), Put("VS-117", 0, "c3"),
            Put("VS-001", 1, "c4", closed=True), SPARE_1)
    vail, nomad = card(s, "VS-117", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    ballad(s, vail, "a move to a free cell within 1 cell of it (its controller's choice)")
    assert offered(s, f"{s.at(vail)} is moved to b4")  # diagonally forward
    act(s, f"{s.at(vail)} is moved to b4")
    assert s.where(vail) == "b4"


def test_nt_092_or_one_more_on_its_next_die() -> None:
    s = crew(Put("NT-092", 0, "a1"), Put("A2-005", 0, "c3"),
             Put("VS-001", 1, "d4", closed=True), Put("VS-001", 1, "b4"), SPARE_1)
    hewer = card(s, "A2-005", 0)
    first, second = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(6)
    act(s, f"{s.at(hewer)} strikes {s.at(first)}")  # strong: 4
    ballad(s, hewer, "+1 to its next die")
    for _ in range(2):
        act(s, "end the turn")
        resolve(s)
    s.queue_dice(3, 1)  # its next die: 3 + 1
    act(s, f"{s.at(hewer)} strikes {s.at(second)}")
    resolve(s)
    assert any(x.startswith("dice 4 vs 1 ") for x in texts(s))
    for _ in range(2):
        act(s, "end the turn")
        resolve(s)
    s.queue_dice(3, 1)  # used up: the die after it is its own
    act(s, f"{s.at(hewer)} strikes {s.at(second)}")
    resolve(s)
    assert any(x.startswith("dice 3 vs 1 ") for x in texts(s))


def test_nt_092_three_wounds_a_magic_attack_or_the_enemys_wounds_do_nothing() -> None:
    s = crew(Put("NT-092", 0, "a1"), Put("A2-005", 0, "c3"), Put("A2-004", 0, "b3"),
             Put("VS-001", 1, "c4", closed=True), Put("VS-001", 1, "b4", closed=True),
             SPARE_1)
    vail, mage = card(s, "A2-005", 0), card(s, "A2-004", 0)
    first, second = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(4)  # a medium hit: 3 wounds
    act(s, f"{s.at(vail)} strikes {s.at(first)}")
    resolve(s)
    assert s.wounds[first] == 3 and not any("ballad" in t for t in texts(s))
    act(s, next(o for o in options(s) if o.startswith(f"{s.at(mage)} uses ")
                and s.at(second) in o))
    resolve(s)
    assert s.wounds[second] == 4 and not any("ballad" in t for t in texts(s))


def test_nt_092_twice_a_turn_only() -> None:
    s = pos(Put("NT-092", 0, "a1"), Put("VS-117", 0, "b3"), Put("VS-117", 0, "c3"),
            Put("VS-117", 0, "d3"), Put("VS-001", 1, "b4", closed=True),
            Put("VS-001", 1, "c4", closed=True), Put("VS-001", 1, "d4", closed=True))
    strikers = [card(s, "VS-117", 0, n) for n in range(3)]
    foes = [card(s, "VS-001", 1, n) for n in range(3)]
    for n in range(3):
        s.queue_dice(6)
        act(s, f"{s.at(strikers[n])} strikes {s.at(foes[n])}")
        if n < 2:
            ballad(s, strikers[n], "+1 to its next die")
        assert s.phase == MAIN, n
    assert sum("«ballad of the brave»" in t for t in texts(s)) == 2


def test_nt_092_the_enemys_four_wounds_are_no_ballad() -> None:
    s = pos(Put("VS-117", 1, "c4"), Put("NT-092", 0, "a1"), Put("VS-001", 0, "c3", closed=True),
            SPARE_0, SPARE_1, active=1)
    vail, nomad = card(s, "VS-117", 1), card(s, "VS-001", 0)
    s.queue_dice(6)
    act(s, f"{s.at(vail)} strikes {s.at(nomad)}")
    resolve(s)
    assert s.wounds[nomad] == 4 and not any("ballad" in t for t in texts(s))



def test_ally_deals_with_wounded_by_and_no_minimum_answers_any_ranged_wounds() -> None:
    s = crew(Put("A2-006", 0, "a1"), Put("X-003", 0, "c2"), Put("VS-001", 0, "e2"),
             Put("VS-001", 1, "c4"), Put("VS-001", 1, "e3", closed=True), SPARE_1)
    archer, nomad = card(s, "X-003", 0), card(s, "VS-001", 0)
    far, near = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, f"{s.at(archer)} shoots {s.at(far)}")  # a shot of 2: ranged
    resolve(s)
    assert any("war song" in t and "+2 to its next die" in t for t in texts(s))
    told = len(texts(s))
    s.queue_dice(6)
    act(s, f"{s.at(nomad)} strikes {s.at(near)}")  # a simple strike: not ranged
    resolve(s)
    assert not any("war song" in t for t in texts(s)[told:])
    with pytest.raises(AbilityError, match="wounded_min is a whole number from 1, for "
                       "when_wounded and ally_deals"):
        abilities_from_data({"game": "berserk", "cards": {"X-001": {"abilities": [
            {"trigger": "turn_start", "wounded_min": 2, "effects": [{"heal": 1}]}]}}})


# --- NT-087 Гризли Кронга: regeneration 1; +1 simple strike and +1 movement while a forest
# (a terrain of the forest class) is in its side's squad; roar when it opens -----------------


def test_nt_087_with_a_forest_of_its_side_it_strikes_and_walks_one_more() -> None:
    s = pos(Put("NT-087", 0, "c3"), Put("NT-075", 0, "air"),
            Put("VS-001", 1, "c4", closed=True), SPARE_1)
    grizzly, nomad = card(s, "NT-087", 0), card(s, "VS-001", 1)
    assert s.move_max[grizzly] == 2
    strike(s, grizzly, nomad, 1)  # weak: 3 + 1
    assert s.wounds[nomad] == 4


def test_nt_087_without_a_forest_or_with_the_enemys_it_is_as_printed() -> None:
    for puts in ((), (Put("NT-075", 1, "air"),)):
        s = pos(Put("NT-087", 0, "c3"), *puts, Put("VS-001", 1, "c4", closed=True), SPARE_1)
        grizzly, nomad = card(s, "NT-087", 0), card(s, "VS-001", 1)
        assert s.move_max[grizzly] == 1
        strike(s, grizzly, nomad, 1)
        assert s.wounds[nomad] == 3


ROAR_MOVE = ("a move to a free cell orthogonally next to it not next to this card (the choice "
             "of the moved card's controller)")


def roar(s: State, c: int, what: str) -> None:
    act(s, f"{s.at(c)} takes «{what}» from Гризли Кронга@c3")


def test_nt_087_opening_at_its_turn_start_the_opponent_steps_away_or_takes_one() -> None:
    s = pos(Put("NT-087", 0, "c3", closed=True), Put("VS-001", 1, "c4"),
            Put("VS-001", 1, "b4"), SPARE_0, SPARE_1, active=1)
    near, side = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, "end the turn")  # its turn: it opens
    assert s.to_move == 1  # the opponent picks, for each of its creatures next to it
    roar(s, side, ROAR_MOVE)
    assert s.to_move == 1 and offered(s, f"{s.at(side)} is moved to b5")
    assert not offered(s, f"{s.at(side)} is moved to b3")  # next to the grizzly
    act(s, f"{s.at(side)} is moved to b5")
    roar(s, near, "1 wound")
    assert s.phase == MAIN and s.to_move == 0
    assert s.wounds[near] == 1 and s.wounds[side] == 0 and s.where(side) == "b5"


def test_nt_087_with_nowhere_to_step_the_creature_takes_one() -> None:
    s = pos(Put("NT-087", 0, "c3", closed=True), Put("VS-001", 1, "c4"),
            Put("VS-001", 1, "c5"), Put("VS-001", 1, "b4"), Put("VS-001", 1, "d4"),
            SPARE_0, SPARE_1, active=1)
    near = next(c for c in s.on_field(1) if s.where(c) == "c4")  # b4, d4, c5 taken
    act(s, "end the turn")
    while s.phase == CHOOSE:
        if offered(s, f"{s.at(near)} takes «1 wound» from Гризли Кронга@c3"):
            assert not any(s.at(near) in o and "move" in o for o in options(s))
        act(s, next(o for o in options(s) if "1 wound" in o))
    assert s.wounds[near] == 1


def test_nt_087_a_creature_the_first_roar_moved_away_escapes_the_second() -> None:
    # Two grizzlies roar at one creature next to both; it steps out of the second's reach
    # at the first roar: the second, at "each enemy creature next to it", asks nothing of
    # it (it used to be asked again, and moved twice; found in review).
    s = pos(Put("NT-087", 0, "c3", closed=True), Put("NT-087", 0, "c5", closed=True),
            Put("VS-001", 1, "b4"), SPARE_0, SPARE_1, active=1)
    foe = card(s, "VS-001", 1)
    act(s, "end the turn")
    roar(s, foe, ROAR_MOVE)
    act(s, f"{s.at(foe)} is moved to a4")  # two cells from c5
    assert s.phase == MAIN and s.where(foe) == "a4" and s.wounds[foe] == 0


def test_nt_087_an_open_grizzly_at_its_turn_start_does_not_roar() -> None:
    s = pos(Put("NT-087", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    act(s, "end the turn")
    assert s.phase == MAIN and not any("roar" in t for t in texts(s))



def test_when_opens_any_acts_at_a_closed_cards_turn_start_opening_not_an_open_ones() -> None:
    s = crew(Put("A2-007", 0, "c3", closed=True, wounds=2), Put("A2-007", 0, "a3", wounds=2),
             SPARE_1, active=1)
    sleeper, awake = (next(c for c in s.on_field(0) if s.where(c) == at) for at in ("c3", "a3"))
    act(s, "end the turn")
    resolve(s)
    assert s.wounds[sleeper] == 1 and s.wounds[awake] == 2



def test_ally_dice_without_every_attack_leaves_a_tiered_shot_die_alone() -> None:
    s = crew(Put("A2-008", 0, "a1"), Put("A2-009", 0, "c2"), Put("VS-117", 1, "c5"),
             Put("VS-001", 1, "c3", closed=True), SPARE_0)
    archer, vail, nomad = card(s, "A2-009", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    s.queue_dice(2)  # 2: a weak shot (1); the drill's +2 is for its simple strike only
    act(s, f"{s.at(archer)} shoots {s.at(vail)}")
    resolve(s)
    assert s.wounds[vail] == 1
    s = crew(Put("A2-008", 0, "a1"), Put("A2-009", 0, "c2"),
             Put("VS-001", 1, "c3", closed=True), SPARE_0)
    archer, nomad = card(s, "A2-009", 0), card(s, "VS-001", 1)
    s.queue_dice(2)  # its simple strike: 2 + 2, a medium hit (2)
    act(s, f"{s.at(archer)} strikes {s.at(nomad)}")
    resolve(s)
    assert s.wounds[nomad] == 2
