"""When abilities act: every trigger of the ability language with its bit, and the
card-level flags that tell the engine which cards to ask.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from deckcheck.engine.berserk.kernel import Kernel

# Triggers, as bits: a card's trigger mask says at a glance (one int test on the hot
# path) whether an event concerns it. Each takes the next free bit, so a new trigger or
# flag is one line wherever it goes and two never share a bit.
_bits = iter(range(63))
T_TAP: Final = 1 << next(_bits)
T_ATTACK: Final = 1 << next(_bits)
T_DEFENCE: Final = 1 << next(_bits)
T_WOUNDED: Final = 1 << next(_bits)
T_DESTROYS: Final = 1 << next(_bits)
T_DESTROYED: Final = 1 << next(_bits)
T_TURN_START: Final = 1 << next(_bits)
T_TURN_END: Final = 1 << next(_bits)
T_STATIC: Final = 1 << next(_bits)
T_VALHALLA: Final = 1 << next(_bits)
#: Passive abilities (``reduce``, ``stay_open``): asked by the engine, never triggered.
T_PASSIVE: Final = 1 << next(_bits)
T_DEFENDS: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag (cards.CardTable.triggers) for "some ability of it
#: may make its simple strike direct", so the engine asks only those cards.
T_SURE: Final = 1 << next(_bits)
T_BATTLE_START: Final = 1 << next(_bits)
T_OPPONENT_TURN_END: Final = 1 << next(_bits)
T_MOVES: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it reduces damage to the cards beside it"
#: (aura), so the engine looks at neighbours only in games with such a card.
T_AURA: Final = 1 << next(_bits)
#: An instant action (внезапное действие): usable in its owner's turn as a tap ability
#: and in the response windows (:data:`WINDOWS`), in either player's turn.
T_INSTANT: Final = 1 << next(_bits)
T_OPPONENT_TURN_START: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it makes the simple strikes at the cards beside it
#: weak" (weak_aura), so the engine looks at neighbours only in games with such a card.
T_WEAK_AURA: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it fixes its controller's first die of a turn"
#: (first_die_six), so the engine looks at the dice's seat only in games with such a card.
T_FIXED_DIE: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "some ability of it asks whether a card was
#: wounded by an attack this turn" (the hurt condition), so the engine notes it then only.
T_HURT: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it lends lives until the end of a turn"
#: (lives with turns), so the engine gives them back only in games with such a card.
T_TEMP_LIVES: Final = 1 << next(_bits)
T_ENTERS_ENEMY_HALF: Final = 1 << next(_bits)
T_ENTERS_OWN_HALF: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "some ability of it asks how a card moved this
#: turn" (a movement condition), so the engine records moves only in games with such a card.
T_TRACK_MOVES: Final = 1 << next(_bits)
#: Any creature is destroyed (the other card: the destroyed creature, still where it stood).
T_ANY_DEATH: Final = 1 << next(_bits)
#: It incarnates (comes back from its owner's graveyard: rules.yaml ``incarnation``); it
#: acts once it is in play again.
T_INCARNATES: Final = 1 << next(_bits)
#: Another creature of its side incarnates (the other card): acts from play, or from its
#: owner's graveyard (a card that returns with it).
T_ALLY_INCARNATES: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it has incarnation" (a passive ``incarnation``),
#: so the engine counts incarnation tokens only in games with such a card.
T_INCARNATION: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "a card that is not a creature (an artifact, a
#: terrain) has tap or instant abilities", so the engine offers them only in such games.
T_OBJECT: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "some passive ability of it lets it step
#: diagonally" (``diagonal_move``), so the engine looks for diagonal steps only on such cards.
T_DIAGONAL: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it lengthens the leaps of the cards beside it"
#: (``leap_range``), so the engine looks at neighbours only in games with such a card.
T_LEAP_AURA: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it limits how enemy creatures move" (the passive
#: restrictions and ``pin``), so the engine filters moves only in games with such a card.
T_RESTRICT: Final = 1 << next(_bits)
T_WHEN_LEAPS: Final = 1 << next(_bits)
T_ALLY_JUMPS: Final = 1 << next(_bits)
T_HOST_LEAPS: Final = 1 << next(_bits)
#: A creature of its side (itself too) makes a counter-strike (the other card: that one).
T_ALLY_COUNTERS: Final = 1 << next(_bits)
#: Another creature of its side is opened by an effect in its side's turn (the other
#: card: that one).
T_ALLY_OPENS: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it makes its simple strikes in a chain"
#: (``strike_chain``), so the engine follows chains only in games with such a card.
T_CHAIN: Final = 1 << next(_bits)
#: It opens by an ability (not at the start of its controller's turn).
T_OPENS: Final = 1 << next(_bits)
#: An enemy creature takes wounds from poison (the other card; X carried: the wounds).
T_ENEMY_POISONED: Final = 1 << next(_bits)
#: An enemy's simple strike at a card of its side is declared (the other card: the
#: struck card), before a defender and the dice.
T_ALLY_STRUCK: Final = 1 << next(_bits)
#: A die an enemy card throws shows 6.
T_ENEMY_SIX: Final = 1 << next(_bits)
#: A ranged attack (a shot, a throw, a discharge) hits it (the other card: the attacker),
#: before its damage.
T_SHOT_AT: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it has an instant ability used without closing"
#: (``no_tap``), so a closed card of it may still answer.
T_NO_TAP: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "some ability of it asks for the wounds a card
#: took this turn" (``max_wounds``, ``heal: this_turn``), so the engine notes them
#: (note_wounds) only in games with such a card.
T_TURN_WOUNDS: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "some ability of it may make its simple strike
#: unanswerable" (``unanswerable``), so the engine asks only those cards.
T_NO_ANSWER: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it ignores a protection" (passive ``ignore``),
#: so the engine asks only those cards.
T_IGNORES: Final = 1 << next(_bits)
#: Not a trigger: a card-level flag for "it may defend creatures not next to it"
#: (passive ``guard``), so the engine looks for such defenders only in games with one.
T_GUARDS: Final = 1 << next(_bits)
#: An enemy creature gains counters (the other card: that one).
T_ENEMY_COUNTERS: Final = 1 << next(_bits)
#: A creature of its side (itself too) is wounded by an attack for the first time in a
#: turn (the other card: that one), as the wounds are known, before they land. Sets the
#: hurt flag too: the engine notes it then.
T_ALLY_HURT: Final = 1 << next(_bits)
#: The moments an instant ability may be used: ``main`` (its controller's turn, as an
#: action), ``turn_start`` (the opponent's turn has begun: its cards opened, nothing done
#: yet), ``declared`` (a simple strike at one of its controller's cards is declared,
#: before the defender), ``rolled`` (the dice of a simple strike its side takes part in
#: are rolled, before the damage). deckcheck's reading of «в любой момент»: these windows
#: are the moments a response changes something the engine plays.
WINDOWS: Final = ("main", "turn_start", "declared", "rolled")
#: The card-level flag an operation sets on the cards that have it, so that the engine
#: asks only those cards (cards.CardTable.triggers): one table, not a test per operation.
OP_FLAGS: Final[Mapping[str, int]] = {
    "weak_aura": T_WEAK_AURA, "direct": T_SURE, "unanswerable": T_NO_ANSWER,
    "ignore": T_IGNORES, "guard": T_GUARDS, "aura": T_AURA, "first_die_six": T_FIXED_DIE,
    "incarnation": T_INCARNATION, "diagonal_move": T_DIAGONAL, "strike_chain": T_CHAIN,
    "leap_range": T_LEAP_AURA, "max_wounds": T_TURN_WOUNDS, "hold_near": T_RESTRICT,
    "bar_half": T_RESTRICT, "leap_near": T_RESTRICT, "pin": T_RESTRICT,
}
TRIGGERS: Final = {
    "tap": T_TAP,
    "on_attack": T_ATTACK,
    "on_defence": T_DEFENCE,
    "when_wounded": T_WOUNDED,
    "when_destroys": T_DESTROYS,
    "when_destroyed": T_DESTROYED,
    "turn_start": T_TURN_START,
    "turn_end": T_TURN_END,
    "static": T_STATIC,
    "formation": T_STATIC,
    "valhalla": T_VALHALLA,
    "when_defends": T_DEFENDS,
    "battle_start": T_BATTLE_START,
    "opponent_turn_end": T_OPPONENT_TURN_END,
    "when_moves": T_MOVES,
    "instant": T_INSTANT,
    "opponent_turn_start": T_OPPONENT_TURN_START,
    "enters_enemy_half": T_ENTERS_ENEMY_HALF,
    "enters_own_half": T_ENTERS_OWN_HALF,
    "creature_destroyed": T_ANY_DEATH,
    "incarnates": T_INCARNATES,
    "ally_incarnates": T_ALLY_INCARNATES,
    "when_leaps": T_WHEN_LEAPS,
    "ally_jumps": T_ALLY_JUMPS,
    "host_leaps": T_HOST_LEAPS,
    "ally_counters": T_ALLY_COUNTERS,
    "ally_opens": T_ALLY_OPENS,
    "when_opens": T_OPENS,
    "enemy_poisoned": T_ENEMY_POISONED,
    "ally_struck": T_ALLY_STRUCK,
    "enemy_rolls_six": T_ENEMY_SIX,
    "when_shot_at": T_SHOT_AT,
    "enemy_gains_counters": T_ENEMY_COUNTERS,
    "ally_hurt": T_ALLY_HURT,
}
TRIGGER_WORDS: Final = {
    "tap": "tap", "on_attack": "when it strikes", "on_defence": "when it is struck",
    "when_wounded": "when wounded", "when_destroys": "when it destroys a creature",
    "when_destroyed": "when destroyed", "turn_start": "at the start of its turn",
    "turn_end": "at the end of its turn", "static": "always",
    "formation": "in formation", "valhalla": "valhalla (from the graveyard, at the start "
    "of its owner's turn)", "when_defends": "when it steps in as a defender",
    "battle_start": "at the start of the battle",
    "opponent_turn_end": "at the end of the opponent's turn",
    "when_moves": "when it moves to a next cell",
    "instant": "instant (tap)",
    "opponent_turn_start": "at the start of the opponent's turn",
    "enters_enemy_half": "when it moves from its half onto the enemy's half",
    "enters_own_half": "when it moves from the enemy's half back onto its half",
    "creature_destroyed": "when a creature is destroyed",
    "then": "then",
    "incarnates": "when it incarnates",
    "ally_incarnates": "when another creature of its side incarnates",
    "when_leaps": "when it jumps or teleports",
    "ally_jumps": "when a creature of its side jumps",
    "host_leaps": "when its host jumps or teleports",
    "ally_counters": "when a creature of its side makes a counter-strike",
    "ally_opens": "when another creature of its side is opened in its side's turn",
    "when_opens": "when it opens (not at the start of its turn)",
    "enemy_poisoned": "when an enemy creature takes wounds from poison",
    "ally_struck": "when an enemy's simple strike at a card of its side is declared",
    "enemy_rolls_six": "when a die an enemy card throws shows 6",
    "when_shot_at": "when a ranged attack hits it",
    "enemy_gains_counters": "when an enemy creature gains counters",
    "ally_hurt": "when a creature of its side is first wounded by an attack in a turn",
}
#: Triggers whose targets are never chosen by a player (every matching card, the card
#: itself, or the other card of the event).
NO_CHOICE: Final = T_WHEN_LEAPS | T_ALLY_JUMPS | T_HOST_LEAPS \
    | T_ATTACK | T_DEFENCE | T_WOUNDED | T_DESTROYS | T_DESTROYED | T_TURN_START \
    | T_TURN_END | T_STATIC | T_VALHALLA | T_DEFENDS | T_BATTLE_START | T_OPPONENT_TURN_END \
    | T_MOVES | T_OPPONENT_TURN_START | T_ENTERS_ENEMY_HALF | T_ENTERS_OWN_HALF | T_ANY_DEATH \
    | T_INCARNATES | T_ALLY_INCARNATES | T_ALLY_COUNTERS | T_ALLY_OPENS | T_OPENS \
    | T_ENEMY_POISONED | T_ALLY_STRUCK | T_ENEMY_SIX | T_SHOT_AT | T_ENEMY_COUNTERS \
    | T_ALLY_HURT


def side_event(state: Kernel, bit: int, card: int, *, include_self: bool = True,
               enemy: bool = False) -> None:
    """``card`` took part in an event of trigger ``bit`` (ally_counters, ally_opens,
    ally_hurt; enemy_gains_counters with ``enemy``): the abilities of that trigger of the
    face-up cards of its side (the other side with ``enemy``) act (``card``: their other
    card; itself among them with ``include_self``)."""
    for m in state.on_field(state.ctrl[card] ^ enemy):
        if state.trig[m] & bit and not state.face_down[m] and (include_self or m != card):
            state.trigger(m, bit, card)
