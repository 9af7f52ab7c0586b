"""NT-084 Грост, «awaken the idol»: the artifact's tap throws a die; on 6 or more with
the modifiers it loses its abilities and becomes a creature with movement 1, a 5-6-7
simple strike and clumsiness, otherwise it gets +2 to its dice for as long as it is an
artifact. The language keys it added: the ability's ``roll_at_least`` and ``else``, the
effect ``become_creature`` and the ``dice`` effect's ``while_type``."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import T_STATIC, AbilityError, compile_ability
from deckcheck.games.berserk.engine.cards import ARTIFACT, CREATURE, DIE_PENALTY, CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with
from tests.games.berserk.helpers.audits import end_turn
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

AWAKEN = "uses «awaken the idol»"

#: A synthetic artifact of this file: the die and the change of type without a silence
#: (its ability stays, and is no longer offered once it is a creature).
ABILITIES: dict[str, Any] = {
    "AI-001": {"complete": True, "abilities": [
        {"name": "stir", "trigger": "tap", "target": {"side": "self"}, "roll_at_least": 4,
         "effects": [{"become_creature": {"movement": 2, "strike": [1, 1, 2]}}],
         "else": [{"dice": 1, "while_type": "artifact"}]}]},
}


@cache
def _synthetic_table() -> CardTable:
    stone = synthetic("AI-001", name="Тест AI-001", type="artifact", subtype=None,
                      movement=None, strike=None, lives=5)
    return table_with((*SYNTHETIC, stone), ABILITIES)


def _idol(wounds: int = 0) -> tuple[State, int]:
    """Грост (seat 0, 14 lives) on c3, an enemy creature next to it on c4; seat 0 acts."""
    s = position(Put("NT-084", 0, "c3", wounds=wounds), Put("VS-001", 1, "c4"), SPARE_0,
                 SPARE_1, active=0)
    return s, card(s, "NT-084", 0)


def _awaken(s: State, idol: int, die: int) -> None:
    s.queue_dice(die)
    act(s, f"{s.at(idol)} {AWAKEN}")


def _next_own_turn(s: State) -> None:
    end_turn(s)
    end_turn(s)


def test_on_a_six_it_becomes_a_creature_without_its_abilities() -> None:
    s, idol = _idol(wounds=3)
    assert s.ctype[idol] == ARTIFACT and f"{s.at(idol)} {AWAKEN}" in options(s)
    _awaken(s, idol, 6)
    assert s.ctype[idol] == CREATURE and s.closed[idol]
    assert s.strike[idol] == (5, 6, 7) and s.move_max[idol] == 1
    assert s.eff[idol].get(DIE_PENALTY)  # clumsiness
    assert s.abilities_of(idol) == ()  # it lost every ability, for good
    assert s.lives_max[idol] == 14 and s.wounds[idol] == 3  # its lives as they were


def test_as_a_creature_it_moves_and_strikes_from_its_next_turn() -> None:
    s, idol = _idol()
    _awaken(s, idol, 6)
    assert not any(o.startswith(f"move {s.at(idol)}") for o in options(s))  # closed
    _next_own_turn(s)
    mine = [o for o in options(s) if s.at(idol) in o]
    assert f"move {s.at(idol)} to c2" in mine
    assert f"{s.at(idol)} strikes {s.at(card(s, 'VS-001', 1))}" in mine
    assert not any(AWAKEN in o for o in mine)


def test_below_six_it_stays_an_artifact_with_two_more_on_its_dice() -> None:
    s, idol = _idol()
    _awaken(s, idol, 5)
    assert s.ctype[idol] == ARTIFACT and s.closed[idol] and s.abilities_of(idol)
    assert s.modifier(idol, idol, "dice", T_STATIC, True) == 2
    _next_own_turn(s)
    _awaken(s, idol, 4)  # 4 + 2: enough
    assert s.ctype[idol] == CREATURE


def test_the_two_more_do_not_add_up() -> None:
    """Abilities of one name do not stack (research §2.4): after two failures a 3 (5 with
    the +2) still fails."""
    s, idol = _idol()
    _awaken(s, idol, 1)
    _next_own_turn(s)
    _awaken(s, idol, 2)
    assert s.modifier(idol, idol, "dice", T_STATIC, True) == 2
    _next_own_turn(s)
    _awaken(s, idol, 3)
    assert s.ctype[idol] == ARTIFACT


def test_other_changes_to_its_dice_count() -> None:
    """«With the modifiers»: a change to its dice this turn adds to the face."""
    s, idol = _idol()
    s.dice_mod[idol] = 1
    s.mods_set = True  # (as the abilities that change dice set it)
    _awaken(s, idol, 5)
    assert s.ctype[idol] == CREATURE
    s, idol = _idol()
    s.dice_mod[idol] = -1
    s.mods_set = True
    _awaken(s, idol, 6)
    assert s.ctype[idol] == ARTIFACT


def test_the_two_more_end_with_the_artifact() -> None:
    """The synthetic AI-001 (no silence): its +1 while an artifact is no more once it is a
    creature, and its ability, whose effect needs a card that is not one, is not offered."""
    s = arrange((Put("AI-001", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1),
                table=_synthetic_table())
    stone = card(s, "AI-001", 0)
    s.queue_dice(2)
    act(s, f"{s.at(stone)} uses «stir»")
    _next_own_turn(s)
    assert s.modifier(stone, stone, "dice", T_STATIC, True) == 1
    s.queue_dice(3)  # 3 + 1
    act(s, f"{s.at(stone)} uses «stir»")
    assert s.ctype[stone] == CREATURE and s.strike[stone] == (1, 1, 2)
    assert s.modifier(stone, stone, "dice", T_STATIC, True) == 0
    _next_own_turn(s)
    assert not any("«stir»" in o for o in options(s))
    assert f"move {s.at(stone)} to c2" in options(s)


def test_another_silence_takes_the_clumsiness_and_its_own_stays() -> None:
    """Its own silence is for good; a later one (VS-094's loss of memory, while the king
    is in play) takes what it has since, clumsiness, and the king's leaving gives back
    nothing: not its printed ability, not the clumsiness."""
    s = position(Put("NT-084", 0, "c3"), Put("VS-094", 1, "c5"), SPARE_0, SPARE_1,
                 active=0)
    idol, king = card(s, "NT-084", 0), card(s, "VS-094", 1)
    s.set_counters(king, 1)
    _awaken(s, idol, 6)
    end_turn(s)
    act(s, f"{s.at(king)} uses «loss of memory» on {s.at(idol)}")
    assert DIE_PENALTY not in s.eff[idol] and s.abilities_of(idol) == ()
    s.kill([king])
    s.go_on()
    s.settle()
    end_turn(s)
    assert s.ctype[idol] == CREATURE and s.abilities_of(idol) == ()
    assert DIE_PENALTY not in s.eff[idol]
    assert not any(AWAKEN in o for o in options(s))


def test_the_ability_says_its_die() -> None:
    s, idol = _idol()
    words = s.abilities_of(idol)[0].describe()
    assert "it throws a die (with its die's modifiers): on 6 or more" in words
    assert "a 5-6-7 simple strike, clumsiness" in words
    assert words.endswith("below 6, +2 to the die while it is an artifact")  # (no "(itself)")


@pytest.mark.parametrize(("record", "said"), [
    ({"trigger": "static", "roll_at_least": 6, "effects": [{"strike": 1}]}, "roll_at_least"),
    ({"trigger": "tap", "roll_at_least": 13, "effects": [{"strike": 1}]}, "roll_at_least"),
    ({"trigger": "tap", "effects": [{"strike": 1}], "else": [{"strike": 2}]}, "else"),
    ({"trigger": "tap", "effects": [{"become_creature": {"movement": 1}}]}, "become_creature"),
    ({"trigger": "tap", "effects": [{"become_creature": {"movement": 1, "strike": [1, 2]}}]},
     "become_creature"),
    ({"trigger": "tap", "effects": [{"dice": 1, "while_type": "dragon"}]}, "while_type"),
    ({"trigger": "tap", "effects": [{"dice": 1, "while_type": "artifact", "held": True}]},
     "while_type"),
])
def test_bad_records_are_refused(record: dict[str, Any], said: str) -> None:
    with pytest.raises(AbilityError, match=said):
        compile_ability({"name": "x", "target": {"side": "self"}, **record}, "X-001")
