"""Cards brought to play as printed by issue #27 part B (durations, "N or fewer"
amounts, once-per limits, vampirism on current lives, granted keywords, incarnation's
first-turn weakness): one scenario per card id on an arranged position of the bundled
card data, each printed clause where it matters and where the text forbids it."""

from __future__ import annotations

from deckcheck.engine.berserk.state import Z_GRAVE
from tests.engine_berserk.helpers import A, Put, card, do
from tests.engine_berserk.test_cards_amounts2 import SPARE_0, SPARE_1, position

# --- vampirism adds to its current lives, up to its printed maximum -------------------


def test_vs131_vampirism_drinks_back_wounds_up_to_its_printed_maximum() -> None:
    # Медуза Горгона: 10 lives, «Максимум 10»: a wounded medusa gains lives back.
    s = position(Put("VS-131", 0, "c3", wounds=5), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    medusa, foe = card(s, "VS-131", 0), card(s, "VS-001", 1)
    s.queue_dice(6)  # a strong hit: 4 wounds
    do(s, A.STRIKE, medusa, foe)
    assert s.wounds[foe] == 4
    assert s.lives_left(medusa) == 9 and s.lives_max[medusa] == 10
    # never above its maximum: 1 wound left, a strike of 3 gives back only that one
    s = position(Put("VS-131", 0, "c3", wounds=1), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    medusa, foe = card(s, "VS-131", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, medusa, foe)
    assert s.lives_left(medusa) == 10 and s.lives_max[medusa] == 10


def test_vs166_vampirism_drinks_back_wounds_and_a_miss_gives_nothing() -> None:
    # Вурдалак: 13 lives, «Максимум 13».
    s = position(Put("VS-166", 0, "c3", wounds=6), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    ghoul, foe = card(s, "VS-166", 0), card(s, "VS-001", 1)
    s.queue_dice(6)  # a strong hit: 4 wounds
    do(s, A.STRIKE, ghoul, foe)
    assert s.wounds[foe] == 4 and s.lives_left(ghoul) == 11
    # an unwounded ghoul is at its maximum: nothing to gain
    s = position(Put("VS-166", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 SPARE_0, SPARE_1)
    ghoul, foe = card(s, "VS-166", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, ghoul, foe)
    assert s.lives_left(ghoul) == 13 and s.lives_max[ghoul] == 13
    assert s.zone[foe] != Z_GRAVE
