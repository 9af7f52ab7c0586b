"""What the engine keeps instead of making it anew at every ask: compiler.x_of's effect
(by X source and count target: an Effect costs tens of thousands of instructions to
make), whose X is a fresh effect's and which serves only its own source and target; a
grant's keyword id by its token (control._keyword_of); and an either ability as its
target's controller picked one effect (state._picked: a replace of an Ability)."""

from __future__ import annotations

from deckcheck.games.berserk.engine import state as engine_state
from deckcheck.games.berserk.engine.abilities import compiler, control
from deckcheck.games.berserk.engine.abilities.amounts import x_value
from deckcheck.games.berserk.engine.abilities.language import Effect, Target
from deckcheck.games.berserk.engine.abilities.registry import OPERATIONS
from tests.games.berserk.helpers import Put, card
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, position


def test_x_of_is_a_fresh_effects_x_for_each_source_and_count_target() -> None:
    s = position(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 1, "d3"),
                 SPARE_0, SPARE_1)
    c = card(s, "VS-001", 0)
    s.wounds[c] = 2
    enemies, allies = Target(side="enemy"), Target(side="ally")
    for source, count in (("wounds", None), ("count", enemies), ("count", allies),
                          ("count", Target(side="enemy")), ("wounds", None)):
        fresh = Effect(OPERATIONS["wound"], x=source, x_count=count)
        assert compiler.x_of(s, c, source, count) == x_value(s, c, fresh)
        kept = compiler._X_EFFECTS[(source, id(count))]
        assert kept[0] is count and kept[1].x == source and kept[1].x_count is count
    assert compiler.x_of(s, c, "count", enemies) != compiler.x_of(s, c, "count", allies)


def test_x_of_makes_its_effect_once_for_a_source_and_target() -> None:
    s = position(Put("VS-001", 0, "c3"), SPARE_0, SPARE_1)
    c = card(s, "VS-001", 0)
    compiler.x_of(s, c, "wounds")
    kept = compiler._X_EFFECTS[("wounds", id(None))][1]
    compiler.x_of(s, c, "wounds")
    assert compiler._X_EFFECTS[("wounds", id(None))][1] is kept


def test_a_grants_keyword_is_its_tokens_id_part() -> None:
    for token, keyword in (("armour-2", "armour"), ("stamina", "stamina"),
                           ("attack_experience-1", "attack_experience"), ("", "")):
        assert control._keyword_of(token) == keyword == token.partition("-")[0]
        assert control._keyword_of(token) == keyword  # (asked again: kept)


def test_an_either_abilitys_pick_is_it_with_that_effect_only_and_kept() -> None:
    s = position(Put("VS-001", 0, "c3"), SPARE_0, SPARE_1)
    either = next(a for abilities in s.cards.abilities for a in abilities
                  if a.either and len(a.effects) > 1)
    for alt, effect in enumerate(either.effects):
        picked = engine_state._picked(either, alt)
        assert picked.effects == (effect,) and picked.aimed == (effect,)
        assert picked.name == either.name and picked.target == either.target
        assert engine_state._picked(either, alt) is picked  # (made once)
    assert engine_state._picked(either, 0) is not engine_state._picked(either, 1)
