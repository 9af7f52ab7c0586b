"""Once-per limits: whether an ability may be used again, and counting a use (the
resolution of abilities asks, and so do the passive abilities with a limit).
"""

from __future__ import annotations

from deckcheck.games.berserk.engine.abilities.language import Ability
from deckcheck.games.berserk.engine.kernel import Kernel

__all__ = ["may_use", "note_use"]


def may_use(state: Kernel, card: int, index: int, ability: Ability) -> bool:
    """Whether ``ability`` (index ``index`` of ``card``) is within its limits: uses per
    turn (state.used[(card, index)] = turn << 4 | uses that turn) and once per battle
    (state.used[(card, -1 - index)])."""
    if ability.battle_uses and state.used.get((card, -1 - index), 0) >= ability.battle_uses:
        return False
    if ability.uses_per_turn:
        used = state.used.get((card, index), 0)
        if used >> 4 == state.turn and used & 15 >= ability.uses_per_turn:
            return False
    return True


def note_use(state: Kernel, card: int, index: int, ability: Ability) -> None:
    """Count a use of ``ability`` against its limits (see :func:`may_use`)."""
    if ability.battle_uses:
        state.used[(card, -1 - index)] = state.used.get((card, -1 - index), 0) + 1
    if ability.uses_per_turn:
        used = state.used.get((card, index), 0)
        count = used & 15 if used >> 4 == state.turn else 0
        state.used[(card, index)] = state.turn << 4 | (count + 1)
