"""Actions of the Berserk engine: small ints packing an operation, a card and a target.

An action is ``op | card << 4 | target << 12``: ``card`` is the physical card acting
(its number in the game), ``target`` a cell (0-29), another card, or 0. Every card copy
of a game has a number below :data:`MAX_CARDS`.

>>> decode(encode(STRIKE, 12, 40))
(6, 12, 40)
"""

from __future__ import annotations

from typing import Final

END: Final = 0  #: end the recruitment, the turn, or a window (no defender; keep the full result)
RECRUIT: Final = 1  #: recruit ``card`` from the deal into the squad
#: recruit the best squad of the deal (deckcheck.games.berserk.squads.best_squad) at once
RECRUIT_BEST: Final = 2
MULLIGAN: Final = 3  #: re-deal for the format's mulligan cost
PLACE: Final = 4  #: put the squad card ``card`` face down on cell ``target``
MOVE: Final = 5  #: move ``card`` one cell, to cell ``target``
STRIKE: Final = 6  #: ``card`` declares a simple strike at card ``target``
SHOT: Final = 7  #: ``card`` shoots card ``target`` (the shot keyword)
CLOSE_FOR_FLYER: Final = 8  #: ``card`` closes for a strike at a flyer next turn (seed 208.6)
#: ``card`` steps in as the defender against the strike (seed 107.3); with ``target`` 1
#: (state.DEFLECT) the strike turns onto ``card`` instead (the attacker's deflectable).
DEFEND: Final = 9
REDUCE: Final = 10  #: the winner of the roll takes the reduced result (the exchange)
BURY: Final = 11  #: put ``card`` into its owner's graveyard next (seed 205.1)
HOST: Final = 12  #: put the symbiote ``card`` on the host card ``target`` (seed 209.2)
#: ``card`` makes an attack keyword's attack at card ``target & 255``; ``target >> 8`` is
#: the attack's index in :attr:`State.attack_ids <deckcheck.games.berserk.engine.state.State>`.
ATTACK: Final = 13
LEAP: Final = 14  #: ``card`` jumps or teleports to cell ``target`` instead of moving
#: ``card`` uses a tap ability (card-abilities/*.yaml) on card ``target & 255``; ``target >> 8``
#: is the ability's index in
#: :meth:`State.abilities_of <deckcheck.games.berserk.engine.state.State>`.
ABILITY: Final = 15
#: The bits of an ability's index in an ABILITY action's target (``target >> 8``): a
#: choice between an ability's effects (the target's controller's, Ability.either) packs
#: its pick above them (``target >> ABILITY_PICK``), so a card holds at most
#: ``MAX_ABILITIES`` encoded abilities (abilities/loading.py refuses more: an index past
#: them would name another ability).
ABILITY_INDEX: Final = 63
ABILITY_PICK: Final = 14
MAX_ABILITIES: Final = ABILITY_INDEX + 1

OP_NAMES: Final = {
    END: "end",
    RECRUIT: "recruit",
    RECRUIT_BEST: "recruit_best",
    MULLIGAN: "mulligan",
    PLACE: "place",
    MOVE: "move",
    STRIKE: "strike",
    SHOT: "shot",
    CLOSE_FOR_FLYER: "close_for_flyer",
    DEFEND: "defend",
    REDUCE: "reduce",
    BURY: "bury",
    HOST: "host",
    ATTACK: "attack",
    LEAP: "leap",
    ABILITY: "ability",
}

MAX_CARDS: Final = 256


def encode(op: int, card: int = 0, target: int = 0) -> int:
    """Pack an action."""
    return op | card << 4 | target << 12


def decode(action: int) -> tuple[int, int, int]:
    """``(op, card, target)`` of an action."""
    return action & 15, (action >> 4) & 255, action >> 12
