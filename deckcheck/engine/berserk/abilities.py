"""Card abilities as data: the ability language of ``cardsets/berserk/card-abilities.yaml``.

A card's entry lists its printed abilities (besides the keywords of ``abilities.yaml``),
each in deckcheck's own words and data (the language of
``schemas/berserk-card-abilities.schema.json``): when it acts (``trigger``), on what
condition of the card itself (``if``), what it costs (``cost``), whom it affects
(``target``) and what it does (``effects``). Each effect names one operation of
:data:`OPERATIONS`, which holds everything the engine knows about it:

- ``compile``: the :class:`Effect` parameters from the record's value;
- ``valid``: whether a card can be its target (each target choice of a tap ability is
  one action);
- ``resolve``: what it does to one target, returning the words the log adds;
- ``words``: how the effect reads in a log line or a card's description.

A key that names no operation is an :class:`AbilityError`, so encoding a card is a data
change, and adding an operation is one entry here plus a test.

Triggers: ``tap`` (the creature's action: it closes; seed 107.5's first-turn weakness
applies), ``on_attack`` (its simple strike: ``strike`` and ``dice`` effects change the
strike, others follow it), ``on_defence`` (a simple strike at it: the same, from the
struck side), ``when_wounded``, ``when_destroys`` (its strike or attack destroyed a
creature), ``when_destroyed`` (it is destroyed: the effect acts from where it stood; the
other card is its killer), ``valhalla`` (at the start of its owner's turn, from the
graveyard), ``turn_start`` and ``turn_end`` (its controller's turn),
``opponent_turn_end``, ``battle_start`` (once, when the squads are revealed),
``when_defends`` (it steps in as a defender: the other card is the creature it defends),
``when_moves`` (it moves to a next cell), ``when_leaps`` (it jumps or teleports),
``ally_jumps`` (a creature of its side jumps), ``host_leaps`` (a symbiote's host jumps or
teleports), ``when_opens`` (an ability opens it; not the opening at the start of its
controller's turn), ``enemy_poisoned`` (an enemy creature takes wounds from poison:
the other card, X ``carried`` the wounds), ``ally_struck`` (an enemy's simple strike at a
card of its side is declared: the other card, before a defender and the dice),
``enemy_rolls_six`` (a die an enemy card throws shows 6), ``when_shot_at`` (a shot, throw
or discharge hits it: the other card is the attacker, before the damage),
``enemy_gains_counters`` (an enemy creature gains counters: the other card),
``ally_hurt`` (a creature of its side is first wounded by an attack in a turn: the other
card, before the wounds land), ``static``
(always: the ``strike``, ``dice``, ``direct`` and ``unanswerable`` modifiers, and the
passive effects the engine asks about — ``reduce``, ``armour``, ``weak_hits``,
``fights_closed``, ``stay_open``, ``second_strike``, ``return_instead``, ``host_move``,
``ignore``, ``guard``), ``formation`` (``static`` while it stands orthogonally next to a
friendly creature with Строй).

A triggered ability whose target is an enemy, ally or any creature (not every such
card) waits in the engine's CHOOSE window for its controller to pick the target among
those it had when it triggered: real legal actions, one per target (and none for an
``optional`` one); ``repeat: N`` takes up to N different targets, each chosen in turn.
An effect that moves its target to a cell (``move_to``, ``swap``: :data:`PLACING`) waits
in the same window for its ability's controller to pick the cell — one legal action per
cell (state.placing) —, and the ability's later effects act once it has moved.

Strikes an ability declares (``strike_at``: the card strikes its target;
``forced_strike``: the target strikes the card) wait in ``state.strikes_queued`` and are
made, with the usual rules, once no choice or response window is pending.

An ability's ``label`` says what kind of clause it is, and so what stops it: a ``spell``
is magic (magic and spell protection stop it), a ``special_strike`` is a non-magical
attack, and an ability labelled with an attack keyword (``shot``, ``throw``,
``discharge`` ...) is that attack, with a tiered strength (``wound: [1, 2, 2]``: the die
picks the tier as for a simple strike at a closed card) where the card prints one. An
ability that is the card's own form of a printed keyword attack says so (``replaces:
shot``): the card table leaves that keyword's attack out, so the engine offers only the
encoded one. Two marks the engine obeys while they run: ``no_heal`` and ``no_ranged``
(see :data:`NO_HEAL`).

>>> ability = compile_ability({"trigger": "tap", "target": {"side": "enemy", "range": 1},
...                            "effects": [{"wound": 2}]}, "VS-900")
>>> ability.describe()
'tap: 2 wounds to an enemy creature within 1 cell'
>>> compile_ability({"trigger": "tap", "effects": [{"frobnicate": 1}]}, "VS-900")
Traceback (most recent call last):
...
deckcheck.engine.berserk.abilities.AbilityError: VS-900: unknown effect keys: frobnicate
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import MISSING, dataclass, field, fields, replace
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

from deckcheck.engine.berserk import actions as A
from deckcheck.engine.berserk.board import (
    CELLS,
    DISTANCE,
    NEIGHBOURS4,
    NEIGHBOURS8,
    WIDTH,
    player_row,
)
from deckcheck.engine.berserk.board import label as label_of
from deckcheck.engine.berserk.cards import (
    ABSORB,
    ARTIFACT,
    CREATURE,
    ELEMENT_BIT,
    ELEMENTS,
    IMMUNE,
    IMMUNE_FLYER,
    SHOT_BONUS,
    STAMINA,
    SUBTYPE_IDS,
    TYPE_IDS,
    TYPE_NAMES,
    Z_BOARD,
    Z_EXTRA,
    Z_GRAVE,
)
from deckcheck.engine.berserk.kernel import Kernel
from deckcheck.engine.berserk.strikes import MEDIUM, MISS, STRONG, TIER_NAMES, WEAK, Result
from deckcheck.errors import LoadError
from deckcheck.loading.check import check_file
from deckcheck.loading.diagnostics import Diagnostic, Severity
from deckcheck.resources import game_dir

CARD_ABILITIES_SCHEMA: Final = "berserk-card-abilities.schema.json"

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
#: Effects that change a simple strike rather than act after it (the modifiers).
MODIFIERS: Final = frozenset({"strike", "dice", "direct", "unanswerable"})
#: The X sources known only once a simple strike hit: a modifier with one of them acts
#: after the strike instead (for the rest of the turn).
AFTER_HIT: Final = frozenset({"hit", "dealt"})
#: Effects the engine asks about while they hold (static and formation abilities only).
PASSIVE: Final = frozenset({"reduce", "armour", "stay_open", "second_strike", "return_instead",
                     "weak_hits", "fights_closed", "host_move", "aura", "weak_aura",
                     "max_counters", "own_counters", "roll_twice", "first_die_six",
                     "max_wounds", "incarnation", "diagonal_move", "leap_range",
                     "hold_near", "bar_half", "leap_near", "dodge", "best_of_two",
                     "strike_chain", "poison_heals", "ignore", "guard"})
#: The passive restrictions on how enemy creatures move (restrict_moves).
RESTRICTIONS: Final = frozenset({"hold_near", "bar_half", "leap_near"})
#: Passive effects on the cards beside the ability's card (their target names them).
AURAS: Final = frozenset({"aura", "weak_aura", "leap_range"})
#: Effects that move their target to a cell its controller's player chooses (a CHOOSE
#: window of cells, state.placing); the ability's later effects wait for the choice.
PLACING: Final = frozenset({"move_to", "swap"})
#: Effects that act on the simple strike being resolved (instant abilities in the
#: declared and rolled windows).
STRIKE_TIME: Final = frozenset({"tier", "cap", "die", "reroll", "redirect", "lessen"})
#: The tiers of a hit, by name (``on_hit``), as strikes.py numbers them.
HIT_TIERS: Final = {"weak": WEAK, "medium": MEDIUM, "strong": STRONG}
#: What each kind of damage is, for ``reduce``'s ``against``: the engine's kinds
#: (``strike`` a simple strike, ``counter`` a counter-strike, the attack keywords, a
#: ``special`` strike, a ``spell``, an ``impact``, ``ability`` for an unlabelled one) and
#: the printed groups. deckcheck's reading: the ranged attacks (дальние атаки) are shots,
#: throws and discharges; a counter-strike is a simple strike.
ATTACK_KINDS: Final = frozenset({"strike", "counter", "shot", "throw", "discharge", "magic_strike",
                          "strike_through_row", "finishing", "special"})
KIND_GROUPS: Final[dict[str, frozenset[str]]] = {
    "strike": frozenset({"strike", "counter"}),
    "ranged": frozenset({"shot", "throw", "discharge"}),
    "nonmagic": frozenset({"strike", "counter", "shot", "throw", "strike_through_row",
                           "finishing", "special"}),
    "attacks": ATTACK_KINDS,
    **{k: frozenset({k}) for k in ATTACK_KINDS | {"spell", "impact", "ability"}
       if k != "strike"},
}
#: The damage kind of an ability by its label (other labels: "ability").
LABEL_KINDS: Final = {"spell": "spell", "special_strike": "special", "impact": "impact",
               **{k: k for k in ("shot", "throw", "discharge", "magic_strike",
                                 "strike_through_row", "finishing")}}
MAGIC_KINDS: Final = frozenset({"spell", "discharge", "magic_strike"})
#: The operations stamina stops when an effect that is not an attack brings them.
STAMINA_STOPS: Final = frozenset({"wound", "destroy"})
#: Marker names (state.markers, kind "marker" of state.MARKER_KINDS).
POISON: Final = "marker:poison"
STUN: Final = "marker:stun"
#: Wounded by an attack this turn: the turn + 1 (the hurt condition).
HURT: Final = "marker:hurt"
#: Lives lent until the end of a turn (lives with turns): the last turn << 8 | the change
#: + 128.
LIVES_BACK: Final = "marker:lives_back"
#: The turn of a card's first simple strike (second_strike).
FIRST_STRIKE: Final = "marker:first_strike"
#: An exposed card (expose): turn << 3 | the exposing seat << 2 | the die bonus (1-3).
EXPOSED: Final = "marker:exposed"
#: How a card moved (record_move, in State.moved): turn << MOVED_TURN | its last step's
#: along bit << 11 | along << 7 | turned << 6 | last direction << 4 | cells moved (at
#: most 15).
MOVED_TURN: Final = 15
#: A pin (``pin``): the pinning card << 10 | its cell << 5 | the pinned card's cell.
PINNED: Final = "marker:pinned"
#: A shield (``shield`` effect): marker name prefix, then its damage kinds, "/"-joined;
#: the value: its last turn << 5 | limit << 4 | amount.
SHIELD: Final = "marker:shield:"
#: Incarnation tokens on a card in the graveyard (a kind of rules.yaml graveyard_keeps).
INCARNATION: Final = "incarnation"
#: What a passive armour absorbed: turn << 4 | the wounds absorbed that turn.
ARMOUR_SPENT: Final = "marker:armour_spent"
#: The wounds a card took this turn (``max_wounds``, ``heal: this_turn``): turn << 5 |
#: wounds.
WOUNDS_TAKEN: Final = "marker:wounds_taken"
#: The X an ability carries to the ability that follows it (``then``): the counters spent,
#: or the wounds an effect with ``carry`` changed.
CARRIED: Final = "marker:carried"
#: The wounds a card's last simple strike dealt (x dealt), noted before its on_attack
#: abilities act.
#: The target (+1) of the ability a ``then`` ability follows, or the other card of an
#: enemy_poisoned event (``near_last``).
LAST_TARGET: Final = "marker:last_target"
#: The last simple strike a card made (its on_attack abilities ask): the hit's value
#: << 8 | the wounds it dealt (X "hit", "dealt").
LAST_HIT: Final = "marker:last_hit"
#: The marks (``mark`` effect) the engine itself obeys while they run: ``no_heal`` (the
#: card heals no wound and gains no lives: heal, regeneration, vampirism, lives, poison
#: that heals), ``no_ranged`` (it declares no shot and no throw: the keywords and the
#: abilities labelled so).
NO_HEAL: Final = "marker:no_heal"
NO_RANGED: Final = "marker:no_ranged"
#: The attacks no_ranged bars.
RANGED_BARRED: Final = frozenset({"shot", "throw"})
SIDES: Final = ("self", "enemy", "ally", "any", "other", "host")


class AbilityError(ValueError):
    """An ability record the engine cannot compile."""


# --- conditions and targets ---------------------------------------------------------------


#: The directions of a move to a next cell (record_move): up, down, left, right on the board.
_DIRECTIONS: Final = {-WIDTH: 0, WIDTH: 1, -1: 2, 1: 3}
#: record_move's "along" bits: it moved along a column (vertically), along a row
#: (horizontally), by a leap (jump or teleport), or diagonally (a step to a diagonal
#: neighbour).
ALONG_WORDS: Final = {"vertical": 1, "horizontal": 2, "leap": 4, "diagonal": 8}


def _step(start: int, end: int) -> tuple[int, int]:
    """A move from ``start`` to ``end`` that is not a leap, as record_move notes it: its
    direction (-1: not along a line) and its "along" bit."""
    direction = _DIRECTIONS.get(end - start) if abs(end - start) in (1, WIDTH) \
        and (end // WIDTH == start // WIDTH or end % WIDTH == start % WIDTH) else None
    if direction is None:  # a diagonal step, or a move to a cell further away
        diagonal = abs(end // WIDTH - start // WIDTH) == 1 \
            and abs(end % WIDTH - start % WIDTH) == 1
        return -1, ALONG_WORDS["diagonal" if diagonal else "leap"]
    return direction, ALONG_WORDS["vertical"] if direction < 2 else ALONG_WORDS["horizontal"]


#: _step of every pair of cells (record_move runs for every move of some games), and what
#: a leap notes.
_STEPS: Final = tuple(tuple(_step(a, b) for b in range(CELLS)) for a in range(CELLS))
_LEAP: Final = (-1, ALONG_WORDS["leap"])


@dataclass(frozen=True, slots=True)
class Movement:
    """How a card must have moved this turn (record_move keeps it): at all, at least N
    cells in one direction, at least two cells not all in one direction, along a column
    or a row."""

    #: Whether it moved this turn (True) or did not (False); None: either.
    moved: bool | None = None
    #: It moved at least this many cells, all in one direction (0: not asked).
    straight: int = 0
    #: It moved at least two cells, not all in one direction.
    turning: bool = False
    #: record_move's along bit it must have (0: not asked).
    along: int = 0
    #: Whether it moved in the turn before this one (the opponent's last turn, when its
    #: controller's turn has begun); None: not asked.
    last_turn: bool | None = None
    #: record_move's along bit its last step this turn must have (0: not asked): what a
    #: when_moves ability asks of the step that triggered it.
    last_step: int = 0

    def holds(self, state: Kernel, card: int) -> bool:
        value = state.moved[card]
        if self.last_turn is not None \
                and (value >> MOVED_TURN == state.turn - 1) != self.last_turn:
            return False
        if value >> MOVED_TURN != state.turn:
            value = 0
        if self.last_step and not value >> 11 & self.last_step:
            return False
        cells = value & 15
        if self.moved is not None and (cells > 0) != self.moved:
            return False
        turned = value >> 6 & 1
        if self.straight and (cells < self.straight or turned):
            return False
        if self.turning and (cells < 2 or not turned):
            return False
        return not self.along or bool(value >> 7 & self.along)

    def words(self) -> list[str]:
        out = []
        if self.last_step:
            name = next(k for k, v in ALONG_WORDS.items() if v == self.last_step)
            out.append("that last leapt" if name == "leap"
                       else f"that last stepped {name}ly")
        if self.last_turn is not None:
            out.append(f"that {'moved' if self.last_turn else 'did not move'} in the last turn")
        if self.moved is not None:
            out.append("that moved this turn" if self.moved else "that did not move this turn")
        if self.straight:
            out.append(f"that moved at least {self.straight} cells in one direction this turn")
        if self.turning:
            out.append("that moved at least 2 cells in different directions this turn")
        if self.along:
            name = next(k for k, v in ALONG_WORDS.items() if v == self.along)
            out.append(f"that moved {name}ly this turn" if name != "leap"
                       else "that leapt this turn")
        return out


def record_move(state: Kernel, card: int, start: int, end: int, *, leap: bool = False) -> None:
    """Note on ``card`` that it moved this turn from ``start`` to ``end`` (a next cell, a
    ``leap`` — to a next cell too —, or a push): for the movement conditions (Movement)."""
    value = state.moved[card]
    if value >> MOVED_TURN != state.turn:
        value = 0
    cells = value & 15
    if leap:
        direction, along = _LEAP
    elif 0 <= start < CELLS and 0 <= end < CELLS:
        direction, along = _STEPS[start][end]
    else:
        direction, along = _step(start, end)
    if direction < 0:  # a leap or a diagonal step: it moved, but not along a line
        turned, direction = 1, 0
    else:
        turned = value >> 6 & 1 | (cells > 0 and (value >> 4 & 3) != direction)
    value = state.turn << MOVED_TURN | along << 11 | ((value >> 7 & 15) | along) << 7 \
        | turned << 6 | direction << 4 | min(15, cells + 1)
    state.moved[card] = value


def cells_moved(state: Kernel, card: int, turns: int = 1) -> int:
    """The cells ``card`` moved in the turn it last moved, if that is one of the last
    ``turns`` turns (1: this turn only), as record_move notes them; else 0."""
    value = state.moved[card]
    return value & 15 if 0 <= state.turn - (value >> MOVED_TURN) < turns else 0


#: The card-level bits that make the engine call after_move when a card moves.
MOVE_HOOKS: Final = T_TRACK_MOVES | T_ENTERS_ENEMY_HALF | T_ENTERS_OWN_HALF | T_WHEN_LEAPS \
    | T_ALLY_JUMPS | T_HOST_LEAPS
#: The distance of a card's last leap this turn: turn << 4 | cells (x "leap").
LEAPT: Final = "marker:leapt"


def after_move(state: Kernel, card: int, start: int, end: int, *, record: bool = True,
               leap: bool = False) -> bool:
    """``card`` moved (to a next cell, or by a ``leap``) from ``start`` to ``end``: note
    it for the movement conditions (unless noted already: ``record``), and act its
    abilities for crossing between the halves of the battlefield; whether some acted."""
    if record and state.trig_any & T_TRACK_MOVES:
        record_move(state, card, start, end, leap=leap)
    acted = leap and _after_leap(state, card, start, end)
    bits = state.trig[card] & (T_ENTERS_ENEMY_HALF | T_ENTERS_OWN_HALF)
    if not bits:
        return acted
    seat = state.ctrl[card]
    was_home, is_home = player_row(seat, start) > 0, player_row(seat, end) > 0
    if was_home == is_home:
        return False
    bit = T_ENTERS_OWN_HALF if is_home else T_ENTERS_ENEMY_HALF
    if not bits & bit:
        return acted
    state.trigger(card, bit, -1)
    return True


def _after_leap(state: Kernel, card: int, start: int, end: int) -> bool:
    """``card`` jumped or teleported from ``start`` to ``end``: its when_leaps abilities
    (X "leap": the distance), its symbiote's host_leaps, and for a jump (a card printing
    Прыжок) the ally_jumps abilities of its side; whether some ability may have acted."""
    bits = state.trig_any & (T_WHEN_LEAPS | T_ALLY_JUMPS | T_HOST_LEAPS)
    if not bits:
        return False
    set_marker(state, card, LEAPT, state.turn << 4 | min(15, DISTANCE[start][end]))
    acted = False
    if state.trig[card] & T_WHEN_LEAPS:
        state.trigger(card, T_WHEN_LEAPS, -1)
        acted = True
    g = state.guest[card]
    if g >= 0 and state.trig[g] & T_HOST_LEAPS:
        state.trigger(g, T_HOST_LEAPS, card)
        acted = True
    if bits & T_ALLY_JUMPS and "jump" in state.cards.keywords[state.kinds[card]]:
        for m in state.on_field(state.ctrl[card]):
            if state.trig[m] & T_ALLY_JUMPS and not state.face_down[m]:
                state.trigger(m, T_ALLY_JUMPS, card)
                acted = True
    return acted


@dataclass(frozen=True, slots=True)
class Condition:
    """What a card must be: element, subtype, class, position, wounds, open or closed."""

    #: Element bits of which the card must have one (0: any).
    elements: int = 0
    #: Element bits the card must not have.
    not_elements: int = 0
    #: Subtype ids (cards.SUBTYPE_IDS) of which the card must have one (empty: any).
    subtypes: frozenset[int] = frozenset()
    #: Whether the card must (True) or must not (False) fly; None: either.
    flyer: bool | None = None
    #: Class names (the card-abilities.yaml 'classes' of the cards) of which it has one.
    classes: frozenset[str] = frozenset()
    #: Rows as its controller counts them (1 = front), empty: any.
    rows: frozenset[int] = frozenset()
    #: Whether it must have (True) or not have (False) a wound; None: either.
    wounded: bool | None = None
    #: Whether it must be open (True) or closed (False); None: either.
    open: bool | None = None
    #: Whether it must stand in formation; None: either.
    formation: bool | None = None
    #: Keyword ids (of abilities.yaml) of which it must carry one (empty: any card).
    keywords: tuple[str, ...] = ()
    #: Keyword ids it must carry none of.
    not_keywords: tuple[str, ...] = ()
    #: Its printed cost at most this (None: any).
    cost_max: int | None = None
    #: Its printed cost at least this (None: any).
    cost_min: int | None = None
    #: Whether it must (True) or must not (False) be poisoned; None: either.
    poisoned: bool | None = None
    #: Whether it must (True) or must not (False) be unique (crowned); None: either.
    unique: bool | None = None
    #: Whose card it must be: "first" or "second" (the first or second player), "" any.
    seat: str = ""
    #: Whether it must have the most lives left among its controller's creatures.
    most_lives: bool = False
    #: Columns (0 = a ... 4 = e) of which it must stand in one (empty: any).
    columns: frozenset[int] = frozenset()
    #: A mark (``mark`` effect) it must carry, still running this turn, "" for none.
    marked: str = ""
    #: Whether it must be the defender of the simple strike being dealt.
    defending: bool = False
    #: Whether it must be the attacker of the simple strike being resolved.
    attacking: bool = False
    #: Whether it must be the card the simple strike being resolved is at (the target,
    #: or the defender who stepped in).
    struck: bool = False
    #: Whether it must stand next to the card the simple strike being resolved is at.
    beside_struck: bool = False
    #: Die faces of which its die (as thrown, before modifiers) in the simple strike
    #: being resolved must show one (empty: any, or no die).
    die_roll: frozenset[int] = frozenset()
    #: How it must have moved this turn (None: not asked).
    movement: Movement | None = None
    #: Creatures next to it (one cell, diagonals too) it must have at least ``near_min``
    #: of: whose ("ally", "enemy", "any", from its controller) and what they must be.
    near_side: str = ""
    near_if: Condition | None = None
    near_min: int = 0
    #: Whether more of its own creatures than enemy creatures must stand next to it.
    outnumbered: bool = False
    #: Its printed weak simple strike at least this (None: any).
    weak_min: int | None = None
    #: Whether it must (True) or must not (False) have been wounded by an attack this
    #: turn; None: either.
    hurt: bool | None = None
    #: ``near`` counts only the creatures orthogonally next to it (its formation partners).
    near_orthogonal: bool = False
    #: Whether it must (True) or must not (False) be elite (gold); None: either.
    elite: bool | None = None
    #: Whether its lives left must (True) or must not (False) be more than its printed lives.
    boosted: bool | None = None
    #: Whether its side must (True) or must not (False) have a creature on every row of
    #: the battlefield; None: not asked.
    every_row: bool | None = None
    #: Whether its side must (True) or must not (False) have more elite cards in play than
    #: the other side; None: not asked.
    more_elite: bool | None = None
    #: Whether it must be an outermost card of its side in its row (none of its side
    #: further left, or none further right).
    outermost: bool = False
    #: Whether its controller's graveyard must hold a creature with an incarnation token.
    grave_tokens: bool = False
    #: Card types (cards.TYPE_IDS) of which it must be one (empty: any).
    types: frozenset[int] = frozenset()
    #: Whether no enemy creature may stand next to it.
    alone: bool = False
    #: Rows of the enemy's half, as the enemy counts them (1 = the enemy's front row), of
    #: which it must stand in one (empty: any).
    enemy_rows: frozenset[int] = frozenset()
    #: Whether more creatures of its side must stand on the enemy's half than on its own.
    advanced: bool = False
    #: At least this many other creatures of its side must stand in its row (0: any).
    row_mates: int = 0
    #: A side ("ally": its own, "enemy": the other) that must have in play another card
    #: (of any type: creature, artifact, terrain) matching ``has_if``; "" not asked.
    has_side: str = ""
    has_if: Condition | None = None
    #: Whether a creature of its side must (True) or must not (False) stand right or left
    #: of it (its row, a next column); None: either.
    flanked: bool | None = None

    def holds(self, state: Kernel, card: int) -> bool:
        found = _ASKS.get(id(self))
        asks = found[1] if found is not None else _asks(self)
        if asks == _ASKS_NOTHING:
            return True
        if asks == _ASKS_STRIKE:
            return self._in_strike(state, card)
        elem = state.elem[card]
        if self.elements and not elem & self.elements:
            return False
        if elem & self.not_elements:
            return False
        if self.subtypes and state.cards.subtypes[state.kinds[card]] not in self.subtypes:
            return False
        if self.flyer is not None and state.is_flyer(card) != self.flyer:
            return False
        if self.classes and not self.classes & state.cards.classes[state.kinds[card]]:
            return False
        if self.rows and player_row(state.ctrl[card], state.cell[card]) not in self.rows:
            return False
        if self.wounded is not None and bool(state.wounds[card]) != self.wounded:
            return False
        if self.open is not None and state.closed[card] == self.open:
            return False
        if self.formation is not None and in_formation(state, card) != self.formation:
            return False
        if self.keywords and not any(carries(state, card, k) for k in self.keywords):
            return False
        if self.not_keywords and any(carries(state, card, k) for k in self.not_keywords):
            return False
        if self.cost_max is not None and state.cards.costs[state.kinds[card]] > self.cost_max:
            return False
        if self.cost_min is not None and state.cards.costs[state.kinds[card]] < self.cost_min:
            return False
        if self.unique is not None and state.cards.unique[state.kinds[card]] != self.unique:
            return False
        if self.seat and (state.ctrl[card] == state.first) != (self.seat == "first"):
            return False
        if self.marked and marker(state, card, "marker:" + self.marked) < state.turn:
            return False
        if self.defending and (state.strike_ctx is None or state.strike_ctx.defender != card):
            return False
        if (self.attacking or self.struck or self.beside_struck or self.die_roll) \
                and not self._in_strike(state, card):
            return False
        if self.movement is not None and not self.movement.holds(state, card):
            return False
        if self.hurt is not None \
                and (marker(state, card, HURT) == state.turn + 1) != self.hurt:
            return False
        if self.columns and (state.cell[card] < 0 or state.zone[card] != Z_BOARD
                             or state.cell[card] % 5 not in self.columns):
            return False
        if self.near_min and count_near(state, card, self.near_side, self.near_if or ANY,
                                        self.near_orthogonal) < self.near_min:
            return False
        if self.outnumbered and count_near(state, card, "ally", ANY) \
                <= count_near(state, card, "enemy", ANY):
            return False
        if self.weak_min is not None:
            strike = state.strike[card]
            if strike is None or strike[0] < self.weak_min:
                return False
        if self.elite is not None and state.cards.elite[state.kinds[card]] != self.elite:
            return False
        if self.boosted is not None and (
                state.lives_left(card) > state.cards.lives[state.kinds[card]]) != self.boosted:
            return False
        if self.every_row is not None and every_row(state, state.ctrl[card]) != self.every_row:
            return False
        if self.more_elite is not None and (
                elite_in_play(state, state.ctrl[card])
                > elite_in_play(state, 1 - state.ctrl[card])) != self.more_elite:
            return False
        if self.outermost and not outermost(state, card):
            return False
        if self.grave_tokens and grave_token_card(state, card, True) < 0:
            return False
        if self.types and state.ctype[card] not in self.types:
            return False
        if self.alone and count_near(state, card, "enemy", ANY):
            return False
        if self.enemy_rows and (state.zone[card] != Z_BOARD or player_row(
                1 - state.ctrl[card], state.cell[card]) not in self.enemy_rows):
            return False
        if self.advanced and not advanced(state, state.ctrl[card]):
            return False
        if self.row_mates and row_mates(state, card) < self.row_mates:
            return False
        if self.has_side and not side_has(state, card, self.has_side, self.has_if or ANY):
            return False
        if self.flanked is not None and bool(_beside(state, card, False)) != self.flanked:
            return False
        if self.most_lives:
            left = state.lives_left(card)
            if any(state.lives_left(o) > left for o in state.creatures(state.ctrl[card])):
                return False
        return self.poisoned is None or (marker(state, card, POISON) > 0) == self.poisoned

    def _in_strike(self, state: Kernel, card: int) -> bool:
        ctx = state.strike_ctx
        if ctx is None:
            return False
        if self.attacking and ctx.attacker != card:
            return False
        if self.struck and ctx.victim != card:
            return False
        if self.beside_struck:
            a, b = state.cell[card], state.cell[ctx.victim]
            if card == ctx.victim or a < 0 or b < 0 or state.zone[card] != Z_BOARD \
                    or state.zone[ctx.victim] != Z_BOARD or DISTANCE[a][b] != 1:
                return False
        return not self.die_roll or die_of(state, card) in self.die_roll

    def words(self, noun: str = "") -> str:
        """The condition in words, around ``noun`` when given: ``open mountains cards
        costing 3 or less``."""
        before, after = self._words()
        if not noun:  # "if it moved this turn", not "if that moved this turn"
            after = ["it " + w[5:] if w.startswith("that ") else w for w in after]
        return " ".join(w for w in (*before, noun, *after) if w)

    def _words(self) -> tuple[list[str], list[str]]:
        before: list[str] = []
        after: list[str] = []
        if self.open is not None:
            before.append("open" if self.open else "closed")
        if self.wounded is not None:
            before.append("wounded" if self.wounded else "unwounded")
        if self.poisoned is not None:
            before.append("poisoned" if self.poisoned else "unpoisoned")
        if self.elements:
            before.append("/".join(e for e in ELEMENTS if self.elements & ELEMENT_BIT[e]))
        if self.not_elements:
            before.append("non-" + "/".join(e for e in ELEMENTS
                                            if self.not_elements & ELEMENT_BIT[e]))
        if self.flyer is not None:
            before.append("flying" if self.flyer else "non-flying")
        if self.subtypes:
            names = {v: k for k, v in SUBTYPE_IDS.items()}
            before.append("/".join(sorted(names[s] for s in self.subtypes)))
        if self.classes:
            before.append("/".join(sorted(self.classes)))
        if self.unique is not None:
            before.append("unique" if self.unique else "non-unique")
        if self.seat:
            after.append(f"of the {self.seat} player")
        if self.most_lives:
            after.append("with the most lives left on its side")
        if self.columns:
            after.append("in column " + "/".join("abcde"[c] for c in sorted(self.columns)))
        if self.marked:
            after.append(f"marked {self.marked}")
        if self.defending:
            before.append("defending")
        if self.attacking:
            before.append("attacking")
        if self.struck:
            before.append("struck")
        if self.beside_struck:
            after.append("next to the struck card")
        if self.hurt is not None:
            after.append(("" if self.hurt else "not ") + "wounded by an attack this turn")
        if self.die_roll:
            after.append("whose die shows " + "/".join(map(str, sorted(self.die_roll))))
        if self.movement is not None:
            after.extend(self.movement.words())
        if self.near_min:
            who = {"ally": "friendly ", "enemy": "enemy ", "any": ""}[self.near_side]
            kind = (self.near_if or ANY).words(f"{who}creatures")
            how = "orthogonally " if self.near_orthogonal else ""
            after.append(f"{how}next to at least {self.near_min} {kind}")
        if self.elite is not None:
            before.append("elite" if self.elite else "ordinary")
        if self.boosted is not None:
            after.append(f"with {'more' if self.boosted else 'no more'} lives left than printed")
        if self.every_row is not None:
            after.append(f"with{'' if self.every_row else 'out'} a creature of its side on "
                         "every row")
        if self.more_elite is not None:
            after.append(f"with{'' if self.more_elite else 'out'} more elite cards in play "
                         "on its side than the other")
        if self.outermost:
            after.append("outermost of its side in its row")
        if self.outnumbered:
            after.append("with more friendly than enemy creatures next to it")
        if self.weak_min is not None:
            after.append(f"with a weak simple strike of {self.weak_min} or more")
        if self.grave_tokens:
            after.append("its graveyard holds a creature with an incarnation token")
        if self.types:
            before.append("/".join(TYPE_NAMES[t] for t in sorted(self.types)))
        if self.alone:
            after.append("with no enemy creature next to it")
        if self.enemy_rows:
            after.append("in the enemy's row " + "/".join(map(str, sorted(self.enemy_rows))))
        if self.advanced:
            after.append("with more of its side on the enemy's half than on its own")
        if self.row_mates:
            after.append(f"with at least {self.row_mates} other creatures of its side in its row")
        if self.has_side:
            whose = "its side" if self.has_side == "ally" else "the enemy"
            kind = (self.has_if or ANY).words() or "any"
            after.append(f"{whose} has in play another card ({kind})")
        if self.flanked is not None:
            after.append(("with" if self.flanked else "with no") + " creature of its side "
                         "right or left of it")
        if self.keywords:
            after.append("with " + " or ".join(k.replace("_", " ") for k in self.keywords))
        if self.not_keywords:
            after.append("without " + " or ".join(k.replace("_", " ")
                                                  for k in self.not_keywords))
        if self.cost_max is not None:
            after.append(f"costing {self.cost_max} or less")
        if self.cost_min is not None:
            after.append(f"costing {self.cost_min} or more")
        if self.rows:
            after.append("in row " + "/".join(str(r) for r in sorted(self.rows)))
        if self.formation is not None:
            after.append("in formation" if self.formation else "not in formation")
        return before, after


ANY: Final = Condition()

# What Condition.holds asks of a condition, found once per condition: most ask one or
# two things (an instant ability's "the attacking friendly creature" only the strike),
# and the full chain of tests is the hot path of the response windows. A condition
# setting a field not listed here asks everything, so a new field is always tested.
_ASKS_EVERYTHING: Final = 0
_ASKS_NOTHING: Final = 1
_ASKS_STRIKE: Final = 2
_STRIKE_FIELDS: Final = frozenset({"attacking", "struck", "beside_struck", "die_roll"})
#: By the condition's id: the condition (kept, so that the id stays its own) and what it
#: asks.
_ASKS: Final[dict[int, tuple[Condition, int]]] = {}


def _asks(condition: Condition) -> int:
    """What ``condition`` asks (_ASKS_*), noted in _ASKS."""
    changed = {f.name for f in fields(Condition)
               if f.default is MISSING or getattr(condition, f.name) != f.default}
    if not changed:
        asks = _ASKS_NOTHING
    elif changed <= _STRIKE_FIELDS:
        asks = _ASKS_STRIKE
    else:
        asks = _ASKS_EVERYTHING
    if len(_ASKS) >= 4096:  # conditions made on the fly: keep the cache small
        _ASKS.clear()
    _ASKS[id(condition)] = (condition, asks)
    return asks


def every_row(state: Kernel, seat: int) -> bool:
    """Whether ``seat`` has a creature on every row of the battlefield."""
    rows = {state.cell[c] // WIDTH for c in state.creatures(seat)
            if state.zone[c] == Z_BOARD and state.cell[c] >= 0}
    return len(rows) == len(state.cells) // WIDTH


def elite_in_play(state: Kernel, seat: int) -> int:
    """How many elite (gold) cards ``seat`` has in play."""
    elite = state.cards.elite
    return sum(1 for c in state.on_field(seat) if elite[state.kinds[c]])


def outermost(state: Kernel, card: int) -> bool:
    """Whether no card of ``card``'s side stands further left, or none further right, in
    its row."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return False
    row, column, ctrl = x // WIDTH, x % WIDTH, state.ctrl[card]
    # The columns of the row holding a card of its side: the cell's main card, or the
    # symbiote or parasite on it (its own column is one of them, whichever it is).
    columns = []
    for y in range(row * WIDTH, row * WIDTH + WIDTH):
        m = state.cells[y]
        if m >= 0 and (state.ctrl[m] == ctrl
                       or (state.guest[m] >= 0 and state.ctrl[state.guest[m]] == ctrl)):
            columns.append(y % WIDTH)
    return column in (min(columns), max(columns))


def side_has(state: Kernel, card: int, side: str, condition: Condition) -> bool:
    """Whether ``card``'s side (``side`` "ally") or the other side ("enemy") has in play
    another face-up card (any type) matching ``condition``."""
    seat = state.ctrl[card] if side == "ally" else 1 - state.ctrl[card]
    return any(c != card and not state.face_down[c] and condition.holds(state, c)
               for c in state.on_field(seat))


def row_mates(state: Kernel, card: int) -> int:
    """How many other creatures of ``card``'s side stand in its row."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return 0
    row = x // WIDTH
    ctrl = state.ctrl[card]
    return sum(1 for m in state.cells[row * WIDTH:(row + 1) * WIDTH]
               if m >= 0 and m != card and state.ctrl[m] == ctrl and state.ctype[m] == CREATURE)


def advanced(state: Kernel, seat: int) -> bool:
    """Whether more of ``seat``'s creatures stand on the enemy's half than on its own."""
    balance = 0
    for x, m in enumerate(state.cells):
        if m >= 0 and state.ctrl[m] == seat and state.ctype[m] == CREATURE:
            balance += 1 if player_row(seat, x) == 0 else -1
    return balance > 0


def count_near(state: Kernel, card: int, side: str, condition: Condition,
               orthogonal: bool = False) -> int:
    """How many creatures stand next to ``card`` (one cell, diagonals too unless
    ``orthogonal``; a flyer is next to nothing) of ``side`` as ``card``'s controller sees
    it, matching ``condition``."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return 0
    ctrl = state.ctrl[card]
    n = 0
    for y in (NEIGHBOURS4 if orthogonal else NEIGHBOURS8)[x]:
        m = state.cells[y]
        if m < 0 or state.ctype[m] != CREATURE or state.face_down[m]:
            continue
        mine = state.ctrl[m] == ctrl
        if (side == "ally" and not mine) or (side == "enemy" and mine):
            continue
        if condition is ANY or condition.holds(state, m):
            n += 1
    return n


#: Keywords whose engine effect another keyword shares (jump and teleport both leap):
#: asked as printed.
_SHARED_EFFECT: Final = frozenset({"jump", "teleport"})


def carries(state: Kernel, card: int, keyword: str) -> bool:
    """Whether ``card`` has ``keyword`` now (as the engine plays it) or prints it (a
    label, a tiered number the engine plays as an encoded ability)."""
    if keyword in state.cards.keywords[state.kinds[card]]:
        return True
    return keyword not in _SHARED_EFFECT and state.has_keyword(card, keyword)


def marker(state: Kernel, card: int, name: str) -> int:
    """How many markers ``name`` (POISON, STUN ...) the card carries."""
    markers = state.markers[card]
    return 0 if markers is None else markers.get(name, 0)


def set_marker(state: Kernel, card: int, name: str, n: int) -> None:
    """Set the card's markers ``name`` to ``n`` (0: none); the name goes last in the
    card's markers (their order is part of the position)."""
    markers = state.markers[card]
    if markers is None:  # the usual case: one new mapping, no copy
        if n:
            state.markers[card] = MappingProxyType({name: n})
        return
    current = dict(markers)
    current.pop(name, None)  # then added last
    if n:
        current[name] = n
    state.markers[card] = MappingProxyType(current) if current else None


def in_front(state: Kernel, card: int, other: int) -> bool:
    """Whether ``other`` stands on the cell right in front of ``card`` (its column, the
    next row towards the enemy's half)."""
    a, b = state.cell[card], state.cell[other]
    if a < 0 or b < 0 or state.zone[card] != Z_BOARD or state.zone[other] != Z_BOARD:
        return False
    return b == a + (WIDTH if state.ctrl[card] == 0 else -WIDTH)


def in_line(state: Kernel, card: int, other: int) -> bool:
    """Whether ``other`` stands in a straight line from ``card``: the same row, the same
    column or a diagonal (both on cells)."""
    a, b = state.cell[card], state.cell[other]
    if a < 0 or b < 0 or state.zone[card] != Z_BOARD or state.zone[other] != Z_BOARD:
        return False
    dr, dc = abs(a // WIDTH - b // WIDTH), abs(a % WIDTH - b % WIDTH)
    return dr == 0 or dc == 0 or dr == dc


def between(state: Kernel, card: int, other: int) -> int:
    """The free cell between ``card`` and ``other`` two cells away from it in a straight
    line (orthogonal or diagonal); -1 if there is none."""
    a, b = state.cell[card], state.cell[other]
    if not in_line(state, card, other) or DISTANCE[a][b] != 2:
        return -1
    y = (a // WIDTH + b // WIDTH) // 2 * WIDTH + (a % WIDTH + b % WIDTH) // 2
    return y if state.cells[y] < 0 else -1


def in_formation(state: Kernel, card: int) -> bool:
    """Whether ``card`` stands orthogonally next to a friendly creature that also has
    Строй (formation) — the card-facts glossary's rule."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return False
    cells = state.cells
    ctrl = state.ctrl[card]
    formation = state.cards.formation
    kinds = state.kinds
    for y in NEIGHBOURS4[x]:
        m = cells[y]
        if m >= 0 and state.ctrl[m] == ctrl and state.ctype[m] == CREATURE \
                and formation[kinds[m]]:
            return True
    return False


@dataclass(frozen=True, slots=True)
class Target:
    """Whom an ability affects: a side, a reach and a condition."""

    #: self, enemy, ally, any, or other (the other card of the event: the struck card,
    #: the attacker, the destroyed creature).
    side: str = "self"
    #: Distance from the ability's card (diagonals count one; 1 = next to it, 0 = its
    #: own cell); None: anywhere, flyers included.
    range: int | None = None
    #: Every matching card at once (no choice) instead of one chosen card.
    every: bool = False
    #: Whether the ability's card itself may be among an ally/any target.
    include_self: bool = False
    #: At least this far (2: not next to it; a flyer is far from everything), 0: any.
    min_range: int = 0
    #: Artifacts may be targets too (printed «карты», cards), not only creatures.
    cards: bool = False
    #: Only the card on the cell right in front of it (напротив: its column, the next
    #: row towards the enemy).
    front: bool = False
    #: Only a card next to the target of the ability this one follows (``then``), or for
    #: a triggered ability next to the other card of its event (state.trigger notes it).
    near_last: bool = False
    #: Only the card right behind that last target or other card (its column, the next
    #: row towards its controller's side: the card it stands in front of).
    behind_last: bool = False
    #: Only a card in a straight line from it (its row, its column or a diagonal), as a
    #: strike through a row goes.
    line: bool = False
    #: Only a card two cells away in a straight line with a free cell between (a throw
    #: over a free cell).
    clear: bool = False
    #: Its range grows by the cells the ability's card moved this turn.
    range_steps: bool = False
    condition: Condition = ANY

    @property
    def after_last(self) -> bool:
        """Whether it asks where the last target (the event's other card) stands."""
        return self.near_last or self.behind_last

    def words(self) -> str:
        if self.side == "self":
            return "itself"
        if self.side == "host":
            return "its host" if self.condition is ANY else \
                f"its host if {self.condition.words()}"
        if self.side == "other":
            return "the other card" if self.condition is ANY else \
                f"the other card if {self.condition.words()}"
        who = {"enemy": "enemy", "ally": "friendly", "any": ""}[self.side]
        noun = " ".join(w for w in (who, "card" if self.cards else "creature") if w)
        kind = self.condition.words(noun)
        out = f"every {kind}" if self.every else f"a{'n' if kind[0] in 'aeiou' else ''} {kind}"
        if self.range is not None:
            out += f" within {self.range} cell{'' if self.range == 1 else 's'}"
            if self.range_steps:
                out += " (+1 for each cell it moved this turn)"
        if self.min_range:
            out += " not next to it"
        if self.front:
            out += " in front of it"
        if self.near_last:
            out += " next to the last target"
        if self.behind_last:
            out += " behind the last target"
        if self.line:
            out += " in a straight line from it"
        if self.clear:
            out += " over a free cell"
        return out

    def matches(self, state: Kernel, source: int, card: int) -> bool:
        """Whether ``card`` is one of this target's cards for the ability of ``source``."""
        side = self.side
        if side == "self":  # a condition on itself (an X counting it: 1 while it holds)
            return card == source and (self.condition is ANY
                                       or self.condition.holds(state, card))
        if side == "host":
            return card == state.host[source] and self.condition.holds(state, card)
        if card == source and not self.include_self:
            return False
        if (state.ctype[card] != CREATURE and not (self.cards and state.ctype[card] == ARTIFACT)) \
                or state.face_down[card]:
            return False
        mine = state.ctrl[card] == state.ctrl[source]
        if (side == "enemy" and mine) or (side == "ally" and not mine):
            return False
        if self.range is not None or self.min_range:
            a, b = state.cell[source], state.cell[card]
            grounded = a >= 0 and b >= 0 and state.zone[source] == Z_BOARD \
                and state.zone[card] == Z_BOARD
            reach = self.range
            if reach is not None and self.range_steps:
                reach += cells_moved(state, source)
            if reach is not None and (not grounded or DISTANCE[a][b] > reach):
                return False  # a flyer stands next to nothing (seed 208)
            if self.min_range and grounded and DISTANCE[a][b] < self.min_range:
                return False
        if self.front and not in_front(state, source, card):
            return False
        if self.near_last and not _next_to_last(state, source, card):
            return False
        if self.behind_last and not _behind_last(state, source, card):
            return False
        if self.line and not in_line(state, source, card):
            return False
        if self.clear and between(state, source, card) < 0:
            return False
        return self.condition is ANY or self.condition.holds(state, card)


def _behind_last(state: Kernel, source: int, card: int) -> bool:
    last = marker(state, source, LAST_TARGET) - 1
    return last >= 0 and in_front(state, card, last)


def _next_to_last(state: Kernel, source: int, card: int) -> bool:
    last = marker(state, source, LAST_TARGET) - 1
    if last < 0:
        return False
    a, b = state.cell[last], state.cell[card]
    return a >= 0 and b >= 0 and state.zone[last] == Z_BOARD and state.zone[card] == Z_BOARD \
        and DISTANCE[a][b] == 1


# --- effects and the operations table ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Destination:
    """Where a ``move_to`` effect may put its target (a free cell), or with whom a
    ``swap`` effect may make it change places (a creature on a cell): the cells its
    ability's controller chooses among."""

    #: move_to: at most this many cells from where the target stands (diagonals count
    #: one); None: anywhere on the battlefield.
    within: int | None = None
    #: move_to: only a cell orthogonally next to the target (a step, not diagonal).
    orthogonal: bool = False
    #: move_to: rows as the target's controller counts them (empty: any row).
    rows: frozenset[int] = frozenset()
    #: move_to: only a cell next to the ability's card; swap: the other creature stands
    #: next to the ability's card (else next to the target).
    beside_source: bool = False
    #: swap: the other creature's side, from the ability's controller (ally, enemy, any).
    side: str = ""
    #: swap: what the other creature must be.
    condition: Condition = ANY

    def words(self, swap: bool) -> str:
        if swap:
            who = {"ally": "friendly ", "enemy": "enemy ", "any": ""}[self.side]
            kind = self.condition.words(f"{who}creature")
            where = "this card" if self.beside_source else "it"
            return f"a change of places with a{'n' if kind[0] in 'aeiou' else ''} {kind} " \
                f"next to {where} (its controller's choice)"
        out = ["a free cell"]
        if self.orthogonal:
            out.append("orthogonally next to it")
        elif self.within is not None:
            out.append(f"within {self.within} cell{'' if self.within == 1 else 's'} of it")
        if self.rows:
            out.append("in its row " + "/".join(map(str, sorted(self.rows))))
        if self.beside_source:
            out.append("next to this card")
        return "a move to " + " ".join(out) + " (its controller's choice)"


def _destination_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise AbilityError(f"a mapping of where it may go, not {value!r}")
    swap = "swap" in record
    if swap:
        side = value.get("side", "any")
        if side not in ("ally", "enemy", "any"):
            raise AbilityError(f"swap: side ally, enemy or any, not {side!r}")
        return {"destination": Destination(beside_source=bool(value.get("beside_source")),
                                           side=side, condition=_condition(value.get("if")))}
    within = value.get("within")
    if within is not None and (not isinstance(within, int) or within < 1):
        raise AbilityError(f"move_to: within is a whole number from 1, not {within!r}")
    return {"destination": Destination(
        within=within, orthogonal=bool(value.get("orthogonal", False)),
        rows=frozenset(_list(value.get("row", ()))),
        beside_source=bool(value.get("beside_source", False)))}


def destinations(state: Kernel, source: int, target: int, effect: Effect) -> tuple[int, ...]:
    """The cells ``effect`` (move_to or swap) of ``source``'s ability may move ``target``
    to now: free cells, or the cells of the creatures it may change places with."""
    rule = effect.destination
    x = state.cell[target]
    if rule is None or x < 0 or state.zone[target] != Z_BOARD or state.host[target] >= 0:
        return ()
    cells = state.cells
    near = -1
    if rule.beside_source:
        if state.zone[source] != Z_BOARD or state.cell[source] < 0:
            return ()
        near = state.cell[source]
    if effect.op == "swap":
        ctrl = state.ctrl[source]
        found = []
        for y in NEIGHBOURS8[near if near >= 0 else x]:
            m = cells[y]
            if m < 0 or m == target or state.ctype[m] != CREATURE or state.face_down[m]:
                continue
            mine = state.ctrl[m] == ctrl
            if (rule.side == "ally" and not mine) or (rule.side == "enemy" and mine):
                continue
            if (rule.condition is ANY or rule.condition.holds(state, m)) \
                    and _unstopped(state, source, m, effect):
                found.append(y)
        return tuple(found)
    seat = state.ctrl[target]
    if rule.orthogonal:
        around: Sequence[int] = NEIGHBOURS4[x]
    elif rule.within == 1:
        around = NEIGHBOURS8[x]
    else:
        around = range(len(cells))
    return tuple(y for y in around if cells[y] < 0 and y != x
                 and (rule.within is None or DISTANCE[x][y] <= rule.within)
                 and (not rule.rows or player_row(seat, y) in rule.rows)
                 and (near < 0 or DISTANCE[near][y] == 1))


def _placeable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) \
        and bool(destinations(state, source, target, effect))


def _queue_placing(state: Kernel, source: int, target: int, effect: Effect,
                   rest: tuple[Effect, ...], optional: bool) -> str:
    """``target`` waits for its ability's controller to choose where it goes (the CHOOSE
    window of cells); ``rest``: the ability's effects that act after the move."""
    cells = destinations(state, source, target, effect)
    state.placing.append((source, target, cells, rest, effect.op == "swap", optional))
    return f"{state.at(target)} waits for a cell"


def placing_choices(state: Kernel) -> tuple[int, ...]:
    """The cells the first waiting move (state.placing) may still take: those it had when
    it was queued, still free (or, for a swap, still a creature's other than its own)."""
    _, mover, cells, _, swap, _ = state.placing[0]
    if state.zone[mover] != Z_BOARD or state.host[mover] >= 0 or state.is_dead(mover):
        return ()
    board = state.cells
    if swap:
        return tuple(y for y in cells if board[y] >= 0 and board[y] != mover
                     and state.ctype[board[y]] == CREATURE and not state.is_dead(board[y]))
    return tuple(y for y in cells if board[y] < 0)


def place(state: Kernel, y: int) -> list[str]:
    """The first waiting move goes to cell ``y`` (changing places with the creature there
    for a swap); then its ability's later effects act on the moved card(s). The log's
    words."""
    source, mover, _, rest, swap, _ = state.placing.pop(0)
    x = state.cell[mover]
    partner = state.cells[y] if swap else -1
    where = state.at(mover)
    if partner >= 0:
        words = [f"{where} and {state.at(partner)} change places"]
        state.cells[x], state.cells[y] = partner, mover
        for card, cell in ((mover, y), (partner, x)):
            state.cell[card] = cell
            g = state.guest[card]
            if g >= 0:  # its symbiote goes with it
                state.cell[g] = cell
    else:
        state.put(mover, y)
        words = [f"{where} moves to {label_of(y)}"]
    if state.trig_any & T_TRACK_MOVES:
        record_move(state, mover, x, y)
        if partner >= 0:
            record_move(state, partner, y, x)
    for t in (mover, partner):
        if t < 0:
            continue
        for effect in rest:
            if effect.op == "follow":
                if t == mover:
                    words.append(follow(state, source, x, effect.amount))
                continue
            if effect.op in PLACING or (effect.condition is not ANY
                                        and not effect.condition.holds(state, t)):
                continue
            if effect.operation.valid(state, source, t, effect):
                words.append(effect.operation.resolve(state, source, t, effect))
    return [w for w in words if w]


def _no_resolve(state: Kernel, source: int, target: int, effect: Effect) -> str:
    raise AssertionError(f"{effect.op} waits for a cell (resolve queues it)")


#: ``compile(value, record)``: the Effect fields of the operation.
Compile = Callable[[Any, Mapping[str, Any]], dict[str, Any]]
#: ``valid(state, source, target, effect)``: whether ``target`` can take the effect.
Valid = Callable[["Kernel", int, int, "Effect"], bool]
#: ``resolve(state, source, target, effect)``: carry it out; the log's words.
Resolve = Callable[["Kernel", int, int, "Effect"], str]
#: ``words(effect)``: the effect in words.
Words = Callable[["Effect"], str]


@dataclass(frozen=True)
class Operation:
    """One operation of the ability language: how it compiles, whom it can affect, what
    it does, and how it reads."""

    name: str
    compile: Compile
    valid: Valid
    resolve: Resolve
    words: Words


@dataclass(frozen=True, slots=True)
class Effect:
    operation: Operation
    amount: int = 0
    magic: bool = False
    #: grant / remove: the keyword token.
    token: str = ""
    #: wound: a tiered strength (weak, medium, strong) the die picks; empty: ``amount``.
    tiers: tuple[int, ...] = ()
    #: The damage kind (see KIND_GROUPS), from the ability's label.
    kind: str = "ability"
    #: The effect keys (cards.IMMUNE + a blocked kind) of the protections that stop it.
    blocks: tuple[str, ...] = ()
    #: reduce: the damage kinds it reduces.
    against: frozenset[str] = frozenset()
    #: reduce: only strikes and attacks from a card diagonally next to it.
    diagonal: bool = False
    #: reduce: the damage becomes at most ``amount`` instead of ``amount`` less.
    limit: bool = False
    #: aura: for every card next to it (one cell, diagonals too), not only those right
    #: and left of it.
    around: bool = False
    #: It acts on the ability's card itself, once, whatever the ability's targets.
    to_self: bool = False
    #: What the card it acts on must be at that moment (``if`` of the effect).
    condition: Condition = ANY
    #: What the ability's (first) target must be for it to act (``target_if``: an
    #: effect on the card itself that depends on whom the ability was used on).
    target_condition: Condition = ANY
    #: lives: for how many turns (this one included) the change holds, 0: for good;
    #: shield: for how many of the opponent's next turns.
    turns: int = 0
    #: What every card a prophecy of the ability revealed must be (``if_revealed``:
    #: elite, ordinary, odd_cost, even_cost), "" for no requirement.
    revealed: str = ""
    #: The X of its amount (see X_SOURCES), "" for none: the effect acts with ``amount``
    #: (or its tier) plus ``per`` × X, X at most ``x_max``.
    x: str = ""
    per: int = 1
    x_max: int | None = None
    #: The amount with its X is at least this (``min``), None: no floor.
    x_floor: int | None = None
    #: x "count": the cards counted (every card on the battlefield ``x_count`` matches).
    x_count: Target | None = None
    #: wound with tiers: what X added to the tier the die picked (a miss stays a miss).
    bonus: int = 0
    #: shield: its X counts its turns instead of its amount.
    x_turns: bool = False
    #: incarnation: it comes back open (``opened``); summon: the card id it brings.
    opened: bool = False
    #: move_to / swap: the cells its target may be moved to (see :class:`Destination`).
    destination: Destination | None = None
    #: dodge: the faces of its die that block the attack.
    faces: frozenset[int] = frozenset()
    #: strike_chain: each simple strike of the chain at a card other than the last one.
    different: bool = False
    #: The wounds it changed on its target (healed or dealt) become the X of the ability
    #: that follows (``then``, x carried): what moving wounds from one card to another is.
    carry: bool = False

    @property
    def op(self) -> str:
        return self.operation.name

    def words(self) -> str:
        said = self.operation.words(self)
        if self.carry:
            said += " (what it changes is the X of the clause that follows)"
        if self.x and self.x_turns:
            said += f" (X: {self._x_words()})"
        elif self.x:
            times = "" if abs(self.per) == 1 else str(abs(self.per))
            cap = "" if self.x_max is None else f", at most {self.x_max}"
            if self.x_floor is not None:
                cap += f"; in all at least {self.x_floor}"
            said += f" {'+' if self.per > 0 else '-'}{times}X (X: {self._x_words()}{cap})"
        if self.condition is not ANY:
            said += f" if {self.condition.words()}"
        if self.target_condition is not ANY:
            said += f" if the target is {self.target_condition.words()}"
        if self.revealed:
            said += f" if every revealed card is {REVEALED_WORDS[self.revealed]}"
        return said + (" (itself)" if self.to_self else "")

    def _x_words(self) -> str:
        if self.x == "count" and self.x_count is not None:
            who = {"enemy": "enemy", "ally": "friendly", "any": ""}.get(self.x_count.side, "")
            noun = " ".join(w for w in (who, "cards" if self.x_count.cards else "creatures")
                            if w)
            return "the number of " + self.x_count.condition.words(noun)
        if self.x == "near_target" and self.x_count is not None:
            return "the number of " + self.x_count.condition.words("creatures") \
                + " next to the target"
        return X_SOURCES[self.x]


def _amount(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool):
        raise AbilityError(f"{next(iter(record))}: a whole number, not {value!r}")
    return {"amount": value}


def _wound_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    magic = bool(record.get("magic", False))
    if isinstance(value, list):
        if len(value) != 3 or not all(isinstance(v, int) and v >= 0 for v in value):
            raise AbilityError(f"wound: three tiers (weak, medium, strong), not {value!r}")
        return {"tiers": tuple(value), "amount": max(value), "magic": magic}
    return {**_amount(value, record), "magic": magic}


def _heal_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(value, list):  # tiered, as a wound's
        return {k: v for k, v in _wound_params(value, record).items() if k != "magic"}
    if value == "all":
        return {"amount": HEAL_ALL}
    if value == "this_turn":
        return {"amount": HEAL_TURN}
    return _amount(value, record)


def _reduce_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    against: set[str] = set()
    for name in _list(record.get("against", "attacks")):
        if name not in KIND_GROUPS:
            raise AbilityError(f"reduce: unknown kind {name!r} (kinds: "
                               f"{', '.join(sorted(KIND_GROUPS))})")
        against |= KIND_GROUPS[name]
    return {**_amount(value, record), "against": frozenset(against),
            "diagonal": bool(record.get("diagonal", False)),
            "limit": bool(record.get("limit", False)),
            "around": bool(record.get("around", False))}


def _dodge_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    faces = _list(value)
    if not faces or not all(isinstance(f, int) and 1 <= f <= 6 for f in faces):
        raise AbilityError(f"dodge: the die faces (1-6) that block, not {value!r}")
    return {**_reduce_params(0, record), "faces": frozenset(faces)}


def _chain_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool) or not 2 <= value <= 15:
        raise AbilityError(f"strike_chain: the strikes a turn, 2 to 15, not {value!r}")
    return {"amount": value, "different": bool(record.get("different", False))}


def _token(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, str):
        raise AbilityError(f"a keyword, not {value!r}")
    return {"token": value}


#: The protections an ``ignore`` may name (those the engine asks it about).
IGNORABLE: Final = frozenset({"flyer_protection"})


def _ignore_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in IGNORABLE:
        raise AbilityError(f"ignore: one of {', '.join(sorted(IGNORABLE))}, not {value!r}")
    return {"token": value}


def ignores(state: Kernel, card: int, protection: str) -> bool:
    """Whether a passive ``ignore`` of ``card`` (its condition holding) ignores
    ``protection`` (IGNORABLE) now."""
    return any(ability.bit == T_PASSIVE and ability.condition.holds(state, card)
               and any(e.op == "ignore" and e.token == protection for e in ability.effects)
               for ability in state.abilities_of(card))


def guards(state: Kernel, card: int, struck: int) -> bool:
    """Whether a passive ``guard`` of ``card`` (its condition holding) lets it defend
    ``struck`` (its target's condition: what the defended creature must be) from afar."""
    return any(ability.bit == T_PASSIVE and ability.condition.holds(state, card)
               and any(e.op == "guard" for e in ability.effects)
               and ability.target.condition.holds(state, struck)
               for ability in state.abilities_of(card))


def _no_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {}


def _one(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {"amount": 1}


def _in_play(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """In play and not already dying (a card whose wounds reached its lives is being
    destroyed: nothing acts on it any more)."""
    return state.zone[target] in (Z_BOARD, Z_EXTRA) and not state.is_dead(target)


def _unstopped(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """In play, and none of its protections stops the effect (an attack by a flyer is
    stopped by flyer protection too)."""
    if state.zone[target] not in (Z_BOARD, Z_EXTRA) or state.is_dead(target):
        return False
    eff = state.eff[target]
    if not eff:
        return True
    for b in effect.blocks:  # a loop, not any(): no generator for one or two keys
        if b in eff and (b != STAMINA or state.rules.stamina != "off"):
            return False
    return not (effect.kind in ATTACK_KINDS and state.zone[source] == Z_EXTRA
                and IMMUNE_FLYER in eff)


def _woundable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped, and the effect wounds (an X amount may come to nothing)."""
    return (effect.amount > 0 or bool(effect.tiers)) and _unstopped(state, source, target,
                                                                     effect)


def _wounded(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and state.wounds[target] > 0


def _healable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Wounded (``heal: this_turn``: by a wound it took this turn), unstopped, and no
    ``no_heal`` mark runs on it."""
    return _wounded(state, source, target, effect) and (
        effect.amount != HEAL_TURN or wounds_this_turn(state, target) > 0) \
        and not heal_barred(state, target)


def _closed(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and state.closed[target]


def _open(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and not state.closed[target]


def _has_it(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and state.has_keyword(target, effect.token)


def _lacks_it(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    token = effect.token.partition("-")[0]
    return _unstopped(state, source, target, effect) and not state.has_keyword(target, token)


def _poisonable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and state.ctype[target] == CREATURE \
        and marker(state, target, POISON) < effect.amount


def _poisoned(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _in_play(state, source, target, effect) and marker(state, target, POISON) > 0


def _resolve_wound(state: Kernel, source: int, target: int, effect: Effect) -> str:
    n = effect.amount
    said = ""
    if effect.tiers:  # the die picks the tier, as for a simple strike at a closed card
        roll, bonus = strength_roll(state, source)
        # shooting experience adds to the die of its shots (abilities.yaml)
        aim = state.eff[source].get(SHOT_BONUS, 0) if effect.kind == "shot" else 0
        tier = state.rules.strikes.unopposed(roll + aim).attacker
        n = 0 if tier == MISS else max(0, effect.tiers[tier] + effect.bonus + bonus)
        said = f" (die {roll}{f'+{aim}' if aim else ''}{' twice' if bonus else ''}: " \
            f"{'miss' if tier == MISS else TIER_NAMES[tier]})"
    damage = state.absorb(target, n, effect.kind, source)
    state.wound(target, damage, source)
    return f"{state.at(target)} takes {damage}{said}"


#: The turn in which a first_die_six card's seat threw its first die, plus 1 (a marker
#: of 0 is none).
FIRST_DIE: Final = "marker:first_die"


def fixed_die(state: Kernel, seat: int) -> int:
    """The die ``seat`` throws now if a passive ``first_die_six`` of one of its cards in
    play fixes it (6 for its first die of the turn), else 0; the die counts as thrown."""
    fixing = [c for c in state.on_field(seat) if state.trig[c] & T_FIXED_DIE
              and not state.face_down[c] and _passive_op(state, c, "first_die_six")]
    if not fixing or all(marker(state, c, FIRST_DIE) == state.turn + 1 for c in fixing):
        return 0
    for c in fixing:
        set_marker(state, c, FIRST_DIE, state.turn + 1)
    return 6


#: The die ``card`` throws next, fixed by a ``next_die`` effect (0: none).
NEXT_DIE: Final = "marker:next_die"


def _resolve_next_die(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, NEXT_DIE, min(6, max(1, effect.amount)))
    return f"{state.at(target)}'s next die shows {min(6, max(1, effect.amount))}"


def card_die(state: Kernel, card: int) -> int:
    """A die thrown for ``card``: the one a ``next_die`` fixed (used up), or its
    controller's (state.roll_die)."""
    fixed = marker(state, card, NEXT_DIE)
    if fixed:
        set_marker(state, card, NEXT_DIE, 0)
        return fixed
    return state.roll_die(state.ctrl[card])


def strength_roll(state: Kernel, card: int) -> tuple[int, int]:
    """The die that sets the strength of ``card``'s attack and a bonus to its hit: one
    throw, or with a passive ``roll_twice`` two throws, the higher counting and the same
    number twice giving 1 more (deckcheck's reading: a higher die never makes an attack
    weaker, so its controller always keeps the higher)."""
    seat = state.ctrl[card]
    first = card_die(state, card) if state.markers[card] is not None else state.roll_die(seat)
    if not state.trig[card] & T_PASSIVE:
        return first, 0
    if _passive_op(state, card, "best_of_two"):
        return max(first, state.roll_die(seat)), 0
    if not _passive_op(state, card, "roll_twice"):
        return first, 0
    second = state.roll_die(seat)
    return max(first, second), int(first == second)


def defence_roll(state: Kernel, card: int) -> int:
    """The die ``card`` throws meeting a simple strike open: one throw (a next_die may fix
    it), or with a passive ``best_of_two`` the higher of two (a higher die never helps the
    attacker, so its controller keeps the higher)."""
    first = card_die(state, card) if state.markers[card] is not None \
        else state.roll_die(state.ctrl[card])
    if state.trig[card] & T_PASSIVE and _passive_op(state, card, "best_of_two"):
        return max(first, state.roll_die(state.ctrl[card]))
    return first


def heal_barred(state: Kernel, card: int) -> bool:
    """Whether a running ``no_heal`` mark keeps ``card`` from healing or gaining lives."""
    return state.markers[card] is not None and marker(state, card, NO_HEAL) >= state.turn


def ranged_barred(state: Kernel, card: int) -> bool:
    """Whether a running ``no_ranged`` mark keeps ``card`` from shooting and throwing."""
    return state.markers[card] is not None and marker(state, card, NO_RANGED) >= state.turn


def _lives_valid(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _changes_lives(state, source, target, effect) and not (
        effect.amount > 0 and heal_barred(state, target))


def _resolve_heal(state: Kernel, source: int, target: int, effect: Effect) -> str:
    n, said = effect.amount, ""
    if effect.tiers:  # the die picks the tier, as for a tiered wound
        roll = state.roll_die()
        tier = state.rules.strikes.unopposed(roll).attacker
        n = 0 if tier == MISS else effect.tiers[tier]
        said = f" (die {roll}: {'miss' if tier == MISS else TIER_NAMES[tier]})"
    if n == HEAL_TURN:
        n = wounds_this_turn(state, target)
    healed = state.wounds[target] if n == HEAL_ALL else min(n, state.wounds[target])
    state.wounds[target] -= healed
    return f"{state.at(target)} heals {healed}{said}"


def _turns(record: Mapping[str, Any], op: str, default: int, least: int) -> int:
    """An effect's ``turns``: a whole number, at least ``least``."""
    turns = record.get("turns", default)
    if not isinstance(turns, int) or turns < least:
        what = "a whole number" + (f" from {least}" if least else "")
        raise AbilityError(f"{op}: turns is {what}, not {turns!r}")
    return turns


def _lives_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {**_amount(value, record), "turns": _turns(record, "lives", 0, 0)}


def _changes_lives(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped, and the change is not nothing (an X amount may come to 0)."""
    return (effect.amount != 0 or bool(effect.x)) and _unstopped(state, source, target,
                                                                 effect)


def _resolve_lives(state: Kernel, source: int, target: int, effect: Effect) -> str:
    before = state.lives_max[target]
    state.lives_max[target] = max(1, before + effect.amount)
    until = ""
    if effect.turns:  # lent: given back at the end of the last turn (restore_lives)
        lent = marker(state, target, LIVES_BACK)
        change = state.lives_max[target] - before + ((lent & 255) - 128 if lent else 0)
        last = state.turn + effect.turns - 1
        set_marker(state, target, LIVES_BACK, last << 8 | (change + 128))
        until = " this turn" if effect.turns == 1 else f" for {effect.turns} turns"
    return f"{state.at(target)} has {state.lives_max[target]} lives{until}"


def restore_lives(state: Kernel) -> None:
    """At the end of a turn: the lives lent until then (lives with turns) go back."""
    for c in state.on_field():
        lent = marker(state, c, LIVES_BACK)
        if lent and lent >> 8 <= state.turn:
            state.lives_max[c] = max(1, state.lives_max[c] - ((lent & 255) - 128))
            set_marker(state, c, LIVES_BACK, 0)
            state.deaths_pending = True


def _resolve_strike(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.strike_mod[target] += effect.amount
    return f"{state.at(target)} {effect.amount:+d} to its simple strike this turn"


def _resolve_dice(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.dice_mod[target] += effect.amount
    return f"{state.at(target)} {effect.amount:+d} to its dice this turn"


def _resolve_move(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.moves[target] = max(0, state.moves[target] + effect.amount)
    return f"{state.at(target)} has {state.moves[target]} movement"


def _walker(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped, and a card with movement (a ground creature)."""
    return _unstopped(state, source, target, effect) and state.move_max[target] >= 0


def _resolve_movement(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.move_max[target] = max(0, state.move_max[target] + effect.amount)
    state.moves[target] = max(0, state.moves[target] + effect.amount)
    return f"{state.at(target)} has movement {state.move_max[target]}"


def _resolve_open(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.closed[target] = False
    if state.trig_any & T_ALLY_OPENS and state.active == state.ctrl[target]:
        side_event(state, T_ALLY_OPENS, target, include_self=False)
    if state.trig[target] & T_OPENS:  # its when_opens abilities (not a turn's opening)
        state.trigger(target, T_OPENS, source)
    return f"{state.at(target)} opens"


def side_event(state: Kernel, bit: int, card: int, *, include_self: bool = True,
               enemy: bool = False) -> None:
    """``card`` took part in an event of trigger ``bit`` (ally_counters, ally_opens,
    ally_hurt; enemy_gains_counters with ``enemy``): the abilities of that trigger of the
    face-up cards of its side (the other side with ``enemy``) act (``card``: their other
    card; itself among them with ``include_self``)."""
    for m in state.on_field(state.ctrl[card] ^ enemy):
        if state.trig[m] & bit and not state.face_down[m] and (include_self or m != card):
            state.trigger(m, bit, card)


def _resolve_close(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.closed[target] = True
    return f"{state.at(target)} closes"


def _resolve_counters(state: Kernel, source: int, target: int, effect: Effect) -> str:
    have = state.counters(target)
    state.set_counters(target, min(max(0, have + effect.amount), counter_limit(state, target)))
    words = f"{state.at(target)} has {state.counters(target)} counters"
    if state.counters(target) > have and state.trig_any & T_ENEMY_COUNTERS \
            and state.ctype[target] == CREATURE:
        side_event(state, T_ENEMY_COUNTERS, target, enemy=True)
    return words


def _counter_room(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Unstopped, and it can take the counters: below its limit (``max_counters``), and
    from this card (``own_counters``: only from itself)."""
    if not _unstopped(state, source, target, effect):
        return False
    if effect.amount <= 0 or not state.trig[target] & T_PASSIVE:
        return True
    if source != target and _passive_op(state, target, "own_counters"):
        return False
    return state.counters(target) < counter_limit(state, target)


def counter_limit(state: Kernel, card: int) -> int:
    """How many counters ``card`` may have: the least of its passive ``max_counters``
    (no limit printed: as many as any)."""
    limit = NO_LIMIT
    if state.trig[card] & T_PASSIVE:
        for ability in state.abilities_of(card):
            if ability.bit == T_PASSIVE and ability.condition.holds(state, card):
                for e in ability.effects:
                    if e.op == "max_counters":
                        limit = min(limit, e.amount)
    return limit


#: No counter limit printed.
NO_LIMIT: Final = 1 << 16


def _has_counters(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _in_play(state, source, target, effect) and state.counters(target) > 0


def _resolve_clear_counters(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.set_counters(target, 0)
    return f"{state.at(target)} loses every counter"


def _resolve_grant(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.grant(target, effect.token, settle=False)
    return f"{state.at(target)} gains {effect.token}"


def _resolve_remove(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.remove_ability(target, effect.token)
    return f"{state.at(target)} loses {effect.token}"


def _resolve_return(state: Kernel, source: int, target: int, effect: Effect) -> str:
    where = state.at(target)
    state.return_to_deck(target)
    return f"{where} returns to its owner's deck"


def _resolve_destroy(state: Kernel, source: int, target: int, effect: Effect) -> str:
    where = state.at(target)
    state.kill([target])
    return f"{where} is destroyed"


def _resolve_take_wounds(state: Kernel, source: int, target: int, effect: Effect) -> str:
    moved = min(effect.amount, state.wounds[target])
    state.wounds[target] -= moved
    state.wound(source, moved, -1)
    return f"{moved} wound{'' if moved == 1 else 's'} of {state.at(target)} move onto " \
        f"{state.at(source)}"


def _resolve_poison(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, POISON, effect.amount)
    return f"{state.at(target)} is poisoned {effect.amount}"


def _resolve_cure(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, POISON, 0)
    return f"{state.at(target)} is no longer poisoned"


def _resolve_mark(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, "marker:" + effect.token, state.turn + effect.amount - 1)
    until = "this turn" if effect.amount == 1 else f"for {effect.amount} turns"
    return f"{state.at(target)} is marked {effect.token} {until}"


def _mark_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {**_token(value, record), "amount": _turns(record, "mark", 1, 1)}


def _resolve_expose(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, EXPOSED,
               state.turn << 3 | state.ctrl[source] << 2 | min(3, effect.amount))
    return f"{state.at(target)} is exposed this turn: +{min(3, effect.amount)} to the dice " \
        "of those who attack it"


def exposed_bonus(state: Kernel, attacker: int, target: int) -> int:
    """What ``attacker``'s die gets against ``target`` exposed this turn by its side."""
    value = marker(state, target, EXPOSED)
    if value >> 3 != state.turn or (value >> 2) & 1 != state.ctrl[attacker]:
        return 0
    return value & 3


def _shield_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    turns = record.get("turns", 1)
    if turns == "x":  # as many turns as its X (x of the effect)
        if "x" not in record:
            raise AbilityError("shield: turns x needs an x")
        return {**_reduce_params(value, record), "turns": 0, "x_turns": True}
    if not isinstance(turns, int) or turns < 1:
        raise AbilityError(f"shield: turns is a whole number from 1 or x, not {turns!r}")
    return {**_reduce_params(value, record), "turns": turns}


def _shield_turn(state: Kernel, source: int, turns: int) -> int:
    """The last turn a shield given now by ``source``'s side lasts: to the end of the
    ``turns``-th next turn of the opponent (the shield-giver's turns alternate with
    theirs)."""
    mine = state.ctrl[source] == state.active
    return state.turn + 2 * turns - (1 if mine else 2)


def _resolve_shield(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if effect.turns < 1:
        return ""
    name = SHIELD + "/".join(sorted(effect.against))
    last = _shield_turn(state, source, effect.turns)
    set_marker(state, target, name, last << 5 | int(effect.limit) << 4 | min(15, effect.amount))
    return f"{state.at(target)}: {_reduce_words(effect)} until the end of turn {last}"


def shielded(state: Kernel, card: int, damage: int, kind: str) -> int:
    """``damage`` of ``kind`` to ``card`` after the shields given to it (``shield``) that
    still run this turn."""
    markers = state.markers[card]
    if markers is None:
        return damage
    for name, value in markers.items():
        if not name.startswith(SHIELD) or value >> 5 < state.turn \
                or kind not in name[len(SHIELD):].split("/"):
            continue
        amount = value & 15
        damage = min(damage, amount) if value >> 4 & 1 else max(0, damage - amount)
    return damage


#: No defender may step in for the card this turn (``unguarded``): the turn.
UNGUARDED: Final = "marker:unguarded"


def _resolve_unguarded(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, UNGUARDED, state.turn)
    return f"no defender may step in for {state.at(target)} this turn"


def unguarded(state: Kernel, card: int) -> bool:
    """Whether an ``unguarded`` effect keeps defenders from stepping in for ``card``."""
    markers = state.markers[card]
    return markers is not None and markers.get(UNGUARDED, -1) == state.turn


def enemy_six(state: Kernel, seat: int) -> None:
    """A die ``seat``'s card threw shows 6: the enemy_rolls_six abilities of the other
    side act."""
    for w in state.on_field(1 - seat):
        if state.trig[w] & T_ENEMY_SIX and not state.face_down[w]:
            state.trigger(w, T_ENEMY_SIX, -1)


def shot_at(state: Kernel, card: int, kind: str, source: int) -> None:
    """An attack of ``kind`` by ``source`` hits ``card``: its when_shot_at abilities act
    for a ranged one (a shot, a throw, a discharge)."""
    if source >= 0 and kind in KIND_GROUPS["ranged"] and state.ctrl[source] != state.ctrl[card]:
        state.trigger(card, T_SHOT_AT, source)


def after_declared(state: Kernel, attacker: int, target: int) -> None:
    """An enemy simple strike of ``attacker`` at ``target`` is declared: the ally_struck
    abilities of the cards of ``target``'s side act."""
    side = state.ctrl[target]
    if not state.any_in_play(state.cards_with(T_ALLY_STRUCK), side):
        return  # (the usual case: one look at the game's few such cards)
    for w in state.on_field(side):
        if state.trig[w] & T_ALLY_STRUCK and not state.face_down[w] \
                and state.ctrl[attacker] != state.ctrl[w]:
            state.trigger(w, T_ALLY_STRUCK, target)


def _stun_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in (True, "held"):
        raise AbilityError(f"stun: true or held, not {value!r}")
    return {"amount": int(value == "held")}


def _resolve_stun(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if effect.amount:  # held: the stun marker names the holder (+2)
        set_marker(state, target, STUN, source + 2)
        return f"{state.at(target)} will not open at the start of its turns while " \
            f"{state.at(source)} stays in play"
    set_marker(state, target, STUN, 1)
    return f"{state.at(target)} will not open at the start of its next turn"


def _holding(state: Kernel, stun: int) -> bool:
    """Whether the stun marker ``stun`` still holds at a turn's start: a one-turn stun
    (1) does once; a held one while its holder is in play."""
    if stun < 2:
        return stun == 1
    holder = stun - 2
    return state.zone[holder] in (Z_BOARD, Z_EXTRA) and not state.is_dead(holder)


def die_of(state: Kernel, card: int) -> int:
    """``card``'s die as thrown in the simple strike being resolved (0: none yet)."""
    ctx = state.strike_ctx
    if ctx is None or ctx.result is None:
        return 0
    if card == ctx.attacker:
        return ctx.aroll
    return ctx.vroll if card == ctx.victim and ctx.opened else 0


def _tier_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in HIT_TIERS:
        raise AbilityError(f"tier: weak, medium or strong, not {value!r}")
    return {"amount": HIT_TIERS[value]}


def _retierable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The attacker of a simple strike whose dice gave a hit of another tier."""
    ctx = state.strike_ctx
    return ctx is not None and ctx.result is not None and ctx.attacker == target \
        and ctx.result.attacker not in (MISS, effect.amount) \
        and _unstopped(state, source, target, effect)


def _resolve_tier(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None and ctx.result is not None
    ctx.result = Result(effect.amount, ctx.result.counter)  # no exchange any more
    return f"{state.at(target)}'s hit becomes {TIER_NAMES[effect.amount]}"


def _cappable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The card a simple strike is at, the strike not yet capped at this or less."""
    ctx = state.strike_ctx
    return ctx is not None and ctx.victim == target and not 0 <= ctx.cap <= effect.amount \
        and _unstopped(state, source, target, effect)


def _resolve_cap(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    ctx.cap = effect.amount
    return f"the simple strike at {state.at(target)} deals at most {effect.amount}"


def _rolling(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """A card whose die was thrown in the simple strike being resolved."""
    return die_of(state, target) > 0 and _in_play(state, source, target, effect)


def _resolve_die(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return state.change_die(target, effect.amount, reroll=False)


def _resolve_reroll(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return state.change_die(target, 0, reroll=True)


def _lessenable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The attacker of a simple strike whose dice gave it a hit."""
    ctx = state.strike_ctx
    return ctx is not None and ctx.result is not None and ctx.attacker == target \
        and ctx.result.attacker != MISS and _unstopped(state, source, target, effect)


def _resolve_lessen(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    ctx.bonus -= effect.amount
    return f"{state.at(target)}'s hit deals {effect.amount} less"


def _redirectable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """A creature of the struck card's side, before the dice of a simple strike."""
    ctx = state.strike_ctx
    return ctx is not None and ctx.result is None and ctx.victim != target \
        and ctx.attacker != target and state.ctype[target] == CREATURE \
        and state.ctrl[target] == state.ctrl[ctx.victim] \
        and _unstopped(state, source, target, effect)


def _resolve_redirect(state: Kernel, source: int, target: int, effect: Effect) -> str:
    ctx = state.strike_ctx
    assert ctx is not None
    ctx.target = ctx.victim = target
    ctx.defender = -1
    return f"the simple strike of {state.at(ctx.attacker)} now goes at {state.at(target)}"


#: Flags of a simple strike an ability declares (state.Strike.flags): no counter-strike
#: answers it (безответный), its attacker does not close after it.
STRIKE_UNANSWERED: Final = 1
STRIKE_STAYS_OPEN: Final = 2
#: The struck card meets it as an open card (opposed dice, a counter-strike), even closed.
STRIKE_AS_OPEN: Final = 8
#: Its attacker threw the same number twice (roll_twice): 1 more to its hit.
STRIKE_PLUS_ONE: Final = 4
_STRIKE_FLAGS: Final = {"unanswerable": STRIKE_UNANSWERED, "stay_open": STRIKE_STAYS_OPEN,
                 "as_open": STRIKE_AS_OPEN}


def can_strike_now(state: Kernel, attacker: int, target: int) -> bool:
    """Whether ``attacker`` can make the simple strike an ability declared at ``target``:
    both in play and alive, the attacker an open creature with a simple strike, the target
    next to it on the battlefield (a flyer stands next to nothing, seed 208)."""
    if attacker == target or state.zone[attacker] != Z_BOARD or state.zone[target] != Z_BOARD \
            or state.is_dead(attacker) or state.is_dead(target):
        return False
    if state.ctype[attacker] != CREATURE or state.strike[attacker] is None \
            or state.closed[attacker] or state.face_down[attacker] or state.face_down[target]:
        return False
    return DISTANCE[state.cell[attacker]][state.cell[target]] == 1


def _strike_at_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    words = [] if value is True else value
    if not isinstance(words, list) or any(w not in _STRIKE_FLAGS for w in words):
        raise AbilityError(f"strike_at: true or a list of {', '.join(_STRIKE_FLAGS)}, "
                           f"not {value!r}")
    flags = 0
    for w in words:
        flags |= _STRIKE_FLAGS[w]
    return {"amount": flags}


def _strikable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and can_strike_now(state, source, target)


def _resolve_strike_at(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.strikes_queued.append((source, target, effect.amount))
    return f"{state.at(source)} declares a simple strike at {state.at(target)}"


def _allies_beside(state: Kernel, source: int, target: int) -> list[int]:
    """The creatures of ``source``'s side that can strike ``target`` now (next to it)."""
    x = state.cell[target]
    if x < 0 or state.zone[target] != Z_BOARD:
        return []
    seat = state.ctrl[source]
    return [c for c in state.on_field(seat) if can_strike_now(state, c, target)]


def _ganged(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and bool(_allies_beside(state, source,
                                                                              target))


def _resolve_allies_strike(state: Kernel, source: int, target: int, effect: Effect) -> str:
    strikers = _allies_beside(state, source, target)
    state.strikes_queued.extend((c, target, effect.amount) for c in strikers)
    return f"{', '.join(state.at(c) for c in strikers)} declare simple strikes at " \
        f"{state.at(target)}"


def _forceable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and can_strike_now(state, target, source)


def _resolve_forced_strike(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.strikes_queued.append((target, source, 0))
    return f"{state.at(target)} must strike {state.at(source)}"


def _strike_at_words(e: Effect) -> str:
    how = [w.replace("_", " ") for w, bit in _STRIKE_FLAGS.items() if e.amount & bit]
    return "a simple strike by this card" + (f" ({', '.join(how)})" if how else "")


def _always(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return True


def _resolve_prophecy(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return state.prophesy(state.ctrl[source], effect.amount)


#: if_revealed: what every revealed card must be, by printed facts of the card table.
REVEALED_WORDS: Final = {"elite": "elite (gold)", "ordinary": "ordinary (silver)",
                  "odd_cost": "of odd cost", "even_cost": "of even cost"}


def revealed_all(state: Kernel, what: str) -> bool:
    """Whether the cards the last prophecy revealed are all ``what`` (none: False)."""
    cards = state.cards
    kinds = [state.kinds[c] for c in state.revealed]
    if not kinds:
        return False
    if what == "elite":
        return all(cards.elite[k] for k in kinds)
    if what == "ordinary":
        return not any(cards.elite[k] for k in kinds)
    odd = what == "odd_cost"
    return all(cards.costs[k] % 2 == odd for k in kinds)
def push_cell(state: Kernel, source: int, target: int, cells: int = 1) -> int:
    """The cell ``cells`` cells beyond ``target`` in the direction from ``source`` to it
    (orthogonal or diagonal, as a strike goes), if it is on the board and free; -1 if
    not (either is not on a cell, or they stand on the same cell)."""
    a, b = state.cell[source], state.cell[target]
    if a < 0 or b < 0 or state.zone[source] != Z_BOARD or state.zone[target] != Z_BOARD \
            or a == b:
        return -1
    dr = (b // WIDTH > a // WIDTH) - (b // WIDTH < a // WIDTH)
    dc = (b % WIDTH > a % WIDTH) - (b % WIDTH < a % WIDTH)
    row, column = b // WIDTH + dr * cells, b % WIDTH + dc * cells
    if not (0 <= row < len(state.cells) // WIDTH and 0 <= column < WIDTH):
        return -1
    y = row * WIDTH + column
    return y if state.cells[y] < 0 else -1


def _pushable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and state.host[target] < 0 \
        and push_cell(state, source, target, effect.amount) >= 0


def _resolve_push(state: Kernel, source: int, target: int, effect: Effect) -> str:
    x = state.cell[target]
    y = push_cell(state, source, target, effect.amount)
    where = state.at(target)
    state.put(target, y)
    if state.trig_any & T_TRACK_MOVES:
        record_move(state, target, x, y)
    return f"{where} is pushed to {state.at(target)}"


def _pinnable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return _unstopped(state, source, target, effect) and state.zone[target] == Z_BOARD \
        and state.zone[source] == Z_BOARD and state.cell[source] >= 0


def _resolve_pin(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, PINNED,
               source << 10 | state.cell[source] << 5 | state.cell[target])
    return f"{state.at(target)} cannot move from {label_of(state.cell[target])} while " \
        f"{state.at(source)} stays there"


def pinned(state: Kernel, card: int) -> bool:
    """Whether a ``pin`` still holds ``card``: it stands where it was pinned, and the
    card that pinned it stands where it stood then, on the battlefield."""
    value = marker(state, card, PINNED)
    if not value:
        return False
    holder = value >> 10
    return state.cell[card] == value & 31 and state.zone[holder] == Z_BOARD \
        and state.cell[holder] == value >> 5 & 31


def restrict_moves(state: Kernel, card: int, out: list[int], start: int) -> None:
    """Drop from ``out[start:]`` (``card``'s steps and leaps) the moves a restriction
    forbids: a pin holding it, and the passive ``hold_near``, ``bar_half`` and
    ``leap_near`` of enemy cards (their conditions holding)."""
    if len(out) == start:
        return
    if pinned(state, card):
        del out[start:]
        return
    seat = state.ctrl[card]
    x = state.cell[card]
    held: list[int] = []
    barred: list[int] = []
    landing: list[int] = []
    for y, m in enumerate(state.cells):
        if m < 0 or state.ctrl[m] == seat or not state.trig[m] & T_RESTRICT \
                or state.face_down[m]:
            continue
        for ability in state.abilities_of(m):
            if ability.bit != T_PASSIVE or not ability.condition.holds(state, m):
                continue
            for e in ability.effects:
                if e.op == "hold_near" and DISTANCE[x][y] == 1:
                    held.append(y)
                elif e.op == "bar_half":
                    barred.append(state.ctrl[m])
                elif e.op == "leap_near":
                    landing.append(y)
    if not (held or barred or landing):
        return
    kept = []
    for action in out[start:]:
        to = action >> 12
        if any(DISTANCE[to][y] != 1 for y in held):
            continue
        if any(player_row(s, to) for s in barred):
            continue
        if landing and action & 15 == A.LEAP and not any(DISTANCE[to][y] == 1 for y in landing):
            continue
        kept.append(action)
    out[start:] = kept


def _closable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return between(state, source, target) >= 0


def _resolve_close_in(state: Kernel, source: int, target: int, effect: Effect) -> str:
    x, y = state.cell[source], between(state, source, target)
    where = state.at(source)
    state.put(source, y)
    if state.trig_any & T_TRACK_MOVES:
        record_move(state, source, x, y)
    return f"{where} moves to {label_of(y)}"


def follow(state: Kernel, source: int, cell: int, movement: int) -> str:
    """``follow``: the ability's card takes the cell its move left free — a flyer lands
    there, losing flying, with ``movement``. The log's words."""
    if state.cells[cell] >= 0:
        return ""
    where = state.at(source)
    if state.is_flyer(source):
        if not state.lose_flying(source, cell):
            return ""
        state.move_max[source] = movement
        return f"{where} lands on {label_of(cell)} (movement {movement})"
    x = state.cell[source]
    state.put(source, cell)
    if state.trig_any & T_TRACK_MOVES:
        record_move(state, source, x, cell)
    return f"{where} moves to {label_of(cell)}"


def _passive(state: Kernel, source: int, target: int, effect: Effect) -> str:
    raise AssertionError(f"{effect.op} is asked by the engine, never resolved")


def _signed(word: str) -> Words:
    return lambda e: f"{e.amount:+d} {word}"


def _wound_words(e: Effect) -> str:
    n = "-".join(map(str, e.tiers)) if e.tiers else str(e.amount)
    plural = "" if not e.tiers and e.amount == 1 else "s"
    return f"{n} {'magic ' if e.magic else ''}wound{plural}"


def _reduce_words(e: Effect) -> str:
    kinds = next((name for name, group in KIND_GROUPS.items() if group == e.against),
                 "/".join(sorted(e.against)))
    where = " from a diagonal neighbour" if e.diagonal else ""
    if e.limit:
        if not e.amount:
            return f"no {kinds.replace('_', ' ')} damage{where}"
        return f"{kinds.replace('_', ' ')} damage{where} at most {e.amount}"
    return f"-{e.amount} from {kinds.replace('_', ' ')} damage{where}"


# --- the graveyard, incarnation and cards brought into play (zones) ------------------------


def _incarnation_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise AbilityError(f"incarnation: a whole number of tokens from 1, not {value!r}")
    return {"amount": value, "opened": bool(record.get("opened", False))}


def incarnation_of(state: Kernel, card: int) -> Effect | None:
    """The passive ``incarnation`` of ``card`` (how many tokens bring it back, whether
    it comes back open), None for a card without incarnation."""
    if not state.trig[card] & T_INCARNATION:
        return None
    for ability in state.abilities_of(card):
        if ability.bit == T_PASSIVE:
            for effect in ability.effects:
                if effect.op == "incarnation":
                    return effect
    return None


def grave_token_card(state: Kernel, source: int, removing: bool) -> int:
    """The creature with incarnation in the graveyard of ``source``'s controller that an
    incarnation token goes onto (``removing``: comes off), -1 for none. deckcheck's
    reading of the owner's choice: a token goes onto the card nearest to coming back and
    comes off the card furthest from it (the first in the graveyard on a tie)."""
    best, best_left = -1, 0
    for c in state.grave[state.ctrl[source]]:
        effect = incarnation_of(state, c)
        if effect is None or state.ctype[c] != CREATURE:
            continue
        tokens = marker(state, c, INCARNATION)
        if removing and not tokens:
            continue
        left = effect.amount - tokens
        if best < 0 or (left > best_left if removing else left < best_left):
            best, best_left = c, left
    return best


def _grave_token_valid(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return effect.amount != 0 and grave_token_card(state, source, effect.amount < 0) >= 0


def _resolve_grave_token(state: Kernel, source: int, target: int, effect: Effect) -> str:
    c = grave_token_card(state, source, effect.amount < 0)
    tokens = max(0, marker(state, c, INCARNATION) + effect.amount)
    set_marker(state, c, INCARNATION, tokens)
    return f"{state.label(c)} in the graveyard has {tokens} incarnation " \
        f"token{'' if tokens == 1 else 's'}"


#: The columns in the order the engine puts a card that comes back into its owner's
#: back row (deckcheck's reading of the owner's choice: the middle first).
_COLUMN_ORDER: Final = (2, 1, 3, 0, 4)


def back_row_cell(state: Kernel, seat: int) -> int:
    """The free cell of ``seat``'s back row (its 3rd row) a card that comes back takes,
    -1 if the row is full."""
    cells = state.cells
    for x in range(len(cells)):
        if player_row(seat, x) == 3:
            row = x - x % WIDTH
            for column in _COLUMN_ORDER:
                if cells[row + column] < 0:
                    return row + column
            return -1
    return -1


def _enter_play(state: Kernel, card: int, seat: int, cell: int) -> None:
    """``card`` (out of play) comes into play under ``seat``'s control: on ``cell``, or
    into the additional zone for a flyer (seed 208.1); open, with its full movement."""
    state.ctrl[card] = seat
    if state.is_flyer(card):
        state.zone[card] = Z_EXTRA
        state.extra[seat].append(card)
    else:
        state.zone[card] = Z_BOARD
        state.cells[cell] = card
        state.cell[card] = cell
    state.closed[card] = state.face_down[card] = False
    state.moves[card] = max(0, state.move_max[card])
    state.armour_left[card] = state.eff[card].get(ABSORB, 0)


def incarnations(state: Kernel, seat: int) -> bool:
    """The start of ``seat``'s turn (rules.yaml ``incarnation``): each of its creatures
    with incarnation in its graveyard takes an incarnation token, and one with as many
    tokens as its incarnation prints comes back; whether one came back."""
    if state.rules.incarnation == "off":
        return False
    back = False
    for c in list(state.grave[seat]):
        effect = incarnation_of(state, c)
        if effect is None:
            continue
        tokens = marker(state, c, INCARNATION) + 1
        set_marker(state, c, INCARNATION, tokens)
        if tokens >= effect.amount and incarnate(state, c, effect):
            back = True
        elif state.log is not None:
            state.emit(seat, "info", f"{state.label(c)} in the graveyard has {tokens} of "
                        f"{effect.amount} incarnation tokens")
    return back


def incarnate(state: Kernel, card: int, effect: Effect) -> bool:
    """``card`` comes back from its owner's graveyard onto a free cell of the owner's back
    row (a flyer into the additional zone, seed 208.1), closed unless its incarnation says
    open; its incarnates and its side's ally_incarnates abilities act. False (it waits,
    keeping its tokens) while the back row is full."""
    seat = state.owners[card]
    y = -1 if state.is_flyer(card) else back_row_cell(state, seat)
    if y < 0 and not state.is_flyer(card):
        if state.log is not None:
            state.emit(seat, "info", f"{state.label(card)} cannot incarnate: its owner's "
                        "back row is full")
        return False
    state.grave[seat].remove(card)
    set_marker(state, card, INCARNATION, 0)
    _enter_play(state, card, seat, y)
    state.closed[card] = not effect.opened
    if state.log is not None:
        state.emit(seat, "play", f"{state.label(card)} incarnates to {state.where(card)}"
                    + ("" if effect.opened else ", closed"))
    if state.trig[card] & T_INCARNATES:
        state.trigger(card, T_INCARNATES, -1)
    if state.trig_any & T_ALLY_INCARNATES:
        for other in [*state.on_field(seat), *state.grave[seat]]:
            if other != card and state.trig[other] & T_ALLY_INCARNATES:
                state.trigger(other, T_ALLY_INCARNATES, card)
    return True


def _revivable_guest(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The ability's card lies in its owner's graveyard and ``target``, a ground creature
    of that owner with no symbiote, may take it as its symbiote (209.2)."""
    return state.zone[source] == Z_GRAVE and state.zone[target] == Z_BOARD \
        and state.ctype[target] == CREATURE and state.guest[target] < 0 \
        and state.host[target] < 0 and not state.is_flyer(target) \
        and state.ctrl[target] == state.owners[source] and not state.is_dead(target)


def _resolve_revive_guest(state: Kernel, source: int, target: int, effect: Effect) -> str:
    seat = state.owners[source]
    state.grave[seat].remove(source)
    set_marker(state, source, INCARNATION, 0)
    state.ctrl[source] = seat
    state.zone[source] = Z_BOARD
    state.host[source] = target
    state.guest[target] = source
    state.cell[source] = state.cell[target]
    return f"{state.label(source)} comes back from the graveyard onto {state.at(target)}"


def _summon_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, str):
        raise AbilityError(f"summon: a card id, not {value!r}")
    return {"token": value}


def summon_card(state: Kernel, source: int, card_id: str) -> int:
    """A copy of ``card_id`` in the deck of ``source``'s controller (the first one the
    deck holds), -1 for none."""
    kind = state.cards.index.get(card_id)
    if kind is None:
        return -1
    kinds = state.kinds
    return next((c for c in state.deck[state.ctrl[source]] if kinds[c] == kind), -1)


def _summon_cell(state: Kernel, source: int, card: int) -> int:
    """Where a summoned ground card goes: the first free cell next to ``source``
    (deckcheck's reading), -1 for none; a flyer needs none (the additional zone)."""
    x = state.cell[source]
    if state.is_flyer(card):
        return CELLS_NONE
    if x < 0 or state.zone[source] != Z_BOARD:
        return -1
    return next((y for y in NEIGHBOURS8[x] if state.cells[y] < 0), -1)


#: _summon_cell for a flyer: it takes no cell.
CELLS_NONE: Final = -2


def _summonable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    c = summon_card(state, source, effect.token)
    return c >= 0 and _summon_cell(state, source, c) != -1


def _resolve_summon(state: Kernel, source: int, target: int, effect: Effect) -> str:
    c = summon_card(state, source, effect.token)
    seat = state.ctrl[source]
    deck = state.deck[seat]
    index = deck.index(c)
    if index < state.deck_known[seat]:  # one of the known cards at the bottom
        state.deck_known[seat] -= 1
    del deck[index]
    _enter_play(state, c, seat, _summon_cell(state, source, c))
    state.control_turn[c] = state.turn  # it came under its player's control (107.5)
    return f"{state.label(c)} is summoned from the deck to {state.where(c)}"


def drink(state: Kernel, card: int, wounds: int, limit: int) -> int:
    """Vampirism: ``card``, alive, gains as many lives as the ``wounds`` its strike dealt,
    up to ``limit`` lives (the keyword's number); how many it gained."""
    if wounds <= 0 or state.is_dead(card) or state.lives_max[card] >= limit \
            or heal_barred(state, card):
        return 0
    before = state.lives_max[card]
    state.lives_max[card] = min(limit, before + wounds)
    return state.lives_max[card] - before


def note_hit(state: Kernel, card: int, hit: int, dealt: int) -> None:
    """``card``'s simple strike hit for ``hit`` and dealt ``dealt`` wounds (for its
    on_attack abilities: X "hit", "dealt", the ``vampirism`` effect)."""
    set_marker(state, card, LAST_HIT, min(255, hit) << 8 | min(255, dealt))


def _resolve_vampirism(state: Kernel, source: int, target: int, effect: Effect) -> str:
    gained = drink(state, target, marker(state, target, LAST_HIT) & 255, effect.amount)
    return f"{state.at(target)} drinks {gained} (lives {state.lives_max[target]})" \
        if gained else ""


def poison_wounds(state: Kernel, card: int, poison: int) -> str:
    """``card`` takes its ``poison`` at the start of its controller's turn: wounds, or
    with a passive ``poison_heals`` as many healed (at most its amount); the enemy_poisoned
    abilities of the other side then act (X carried: the wounds). The log's words."""
    if state.trig[card] & T_PASSIVE:
        cap = max((e.amount for ability in state.abilities_of(card)
                   if ability.bit == T_PASSIVE and ability.condition.holds(state, card)
                   for e in ability.effects if e.op == "poison_heals"), default=0)
        if cap and not heal_barred(state, card):
            healed = min(poison, cap, state.wounds[card])
            state.wounds[card] -= healed
            return f"{state.at(card)} heals {healed} from poison"
    state.wound(card, poison, -1)
    state.deaths_pending = True
    words = f"{state.at(card)} takes {poison} from poison " \
        f"({max(0, state.lives_left(card))}/{state.lives_max[card]})"
    if state.trig_any & T_ENEMY_POISONED:
        for w in state.on_field(1 - state.ctrl[card]):
            if state.trig[w] & T_ENEMY_POISONED and not state.face_down[w]:
                set_marker(state, w, CARRIED, poison)
                state.trigger(w, T_ENEMY_POISONED, card)
    return words


#: heal: every wound (``heal: all``).
HEAL_ALL: Final = -1
#: ``heal: this_turn``: the wounds it took this turn (note_wounds).
HEAL_TURN: Final = -2

OPERATIONS: Final[dict[str, Operation]] = {op.name: op for op in (
    Operation("wound", _wound_params, _woundable, _resolve_wound, _wound_words),
    Operation("heal", _heal_params, _healable, _resolve_heal,
              lambda e: "heal every wound" if e.amount == HEAL_ALL else
              "heal the wounds it took this turn" if e.amount == HEAL_TURN else
              f"heal {'-'.join(map(str, e.tiers)) if e.tiers else e.amount}"),
    Operation("lives", _lives_params, _lives_valid, _resolve_lives,
              lambda e: f"{e.amount:+d} lives" + ("" if not e.turns else " this turn"
                                                   if e.turns == 1
                                                   else f" for {e.turns} turns")),
    Operation("strike", _amount, _unstopped, _resolve_strike, _signed("to the simple strike")),
    Operation("dice", _amount, _unstopped, _resolve_dice, _signed("to the die")),
    Operation("direct", _one, _in_play, _passive, lambda e: "a direct strike"),
    Operation("unanswerable", _one, _in_play, _passive, lambda e: "an unanswerable strike"),
    Operation("guard", _no_params, _in_play, _passive,
              lambda e: "it may step in as a defender for a creature of its side wherever "
              "they stand"),
    Operation("ignore", _ignore_params, _in_play, _passive,
              lambda e: f"it ignores {e.token.replace('_', ' ')}"),
    Operation("move", _amount, _unstopped, _resolve_move, _signed("movement")),
    Operation("movement", _amount, _walker, _resolve_movement,
              _signed("to its movement for the rest of the battle")),
    Operation("next_die", _amount, _in_play, _resolve_next_die,
              lambda e: f"its next die shows {e.amount}"),
    Operation("open", _no_params, _closed, _resolve_open, lambda e: "open"),
    Operation("close", _no_params, _open, _resolve_close, lambda e: "close"),
    Operation("counters", _amount, _counter_room, _resolve_counters, _signed("counters")),
    Operation("clear_counters", _no_params, _has_counters, _resolve_clear_counters,
              lambda e: "loses every counter"),
    Operation("max_counters", _amount, _in_play, _passive,
              lambda e: f"it may have at most {e.amount} counters"),
    Operation("own_counters", _no_params, _in_play, _passive,
              lambda e: "it takes counters from no other card"),
    Operation("max_wounds", _amount, _in_play, _passive,
              lambda e: f"it takes at most {e.amount} wounds a turn"),
    Operation("shield", _shield_params, _unstopped, _resolve_shield,
              lambda e: _reduce_words(e) + (" until the end of the opponent's next turn"
                                            if e.turns == 1 and not e.x_turns else
                                            " for the opponent's next "
                                            f"{'X' if e.x_turns else e.turns} turns")),
    Operation("grant", _token, _lacks_it, _resolve_grant, lambda e: f"gains {e.token}"),
    Operation("remove", _token, _has_it, _resolve_remove, lambda e: f"loses {e.token}"),
    Operation("return", _no_params, _unstopped, _resolve_return,
              lambda e: "return to its owner's deck"),
    Operation("destroy", _no_params, _unstopped, _resolve_destroy, lambda e: "destroy"),
    Operation("take_wounds", _amount, _wounded, _resolve_take_wounds,
              lambda e: f"move up to {e.amount} of its wounds onto itself"),
    Operation("poison", _amount, _poisonable, _resolve_poison, lambda e: f"poison {e.amount}"),
    Operation("cure", _no_params, _poisoned, _resolve_cure, lambda e: "cure its poison"),
    Operation("expose", _amount, _unstopped, _resolve_expose,
              lambda e: f"this turn +{e.amount} to the dice of its side's attacks at it"),
    Operation("mark", _mark_params, _unstopped, _resolve_mark,
              lambda e: f"marked {e.token} " + ("this turn" if e.amount == 1
                                                 else f"for {e.amount} turns")),
    Operation("move_to", _destination_params, _placeable, _no_resolve,
              lambda e: e.destination.words(False) if e.destination else ""),
    Operation("swap", _destination_params, _placeable, _no_resolve,
              lambda e: e.destination.words(True) if e.destination else ""),
    Operation("diagonal_move", _no_params, _in_play, _passive,
              lambda e: "it may move to a diagonal neighbour (one movement point a step)"),
    Operation("leap_range", _amount, _in_play, _passive,
              lambda e: f"+{e.amount} to the jump range of the cards beside it"),
    Operation("hold_near", _no_params, _in_play, _passive,
              lambda e: "an enemy creature next to it moves only to cells next to it"),
    Operation("bar_half", _no_params, _in_play, _passive,
              lambda e: "enemy creatures cannot move onto its side's half"),
    Operation("leap_near", _no_params, _in_play, _passive,
              lambda e: "enemy creatures jump or teleport only to free cells next to it"),
    Operation("close_in", _no_params, _closable, _resolve_close_in,
              lambda e: "this card moves onto the free cell between them"),
    Operation("follow", _amount, _always, _no_resolve,
              lambda e: "this card takes the cell it left (a flyer lands there, losing "
              f"flying, with movement {e.amount})"),
    Operation("pin", _no_params, _pinnable, _resolve_pin,
              lambda e: "it cannot move from its cell while this card stays where it is"),
    Operation("push", _amount, _pushable, _resolve_push,
              lambda e: f"push it {e.amount} cell{'' if e.amount == 1 else 's'} away "
              "(onto a free cell, in the direction from this card)"),
    Operation("unguarded", _no_params, _unstopped, _resolve_unguarded,
              lambda e: "no defender may step in for it this turn"),
    Operation("stun", _stun_params, _unstopped, _resolve_stun,
              lambda e: "it does not open at the start of its turns while this card is in "
              "play" if e.amount else "it does not open at the start of its next turn"),
    Operation("reduce", _reduce_params, _in_play, _passive, _reduce_words),
    Operation("dodge", _dodge_params, _in_play, _passive,
              lambda e: f"its die against {_reduce_words(e).split(' from ', 1)[1]} (not a "
              f"counter-strike): {'/'.join(map(str, sorted(e.faces)))} blocks it"),
    Operation("aura", _reduce_params, _in_play, _passive,
              lambda e: _reduce_words(e).replace(
                  " damage", " damage to the cards " + ("next to it" if e.around
                                                        else "beside it"))),
    Operation("armour", _amount, _in_play, _passive,
              lambda e: f"armour {e.amount} (the first {e.amount} wounds of a turn)"
              if e.amount or not e.x else "armour (the first wounds of a turn)"),
    Operation("host_move", _amount, _in_play, _passive, _signed("to its host's movement")),
    Operation("stay_open", _no_params, _in_play, _passive,
              lambda e: "does not close after its simple strike"),
    Operation("second_strike", _no_params, _in_play, _passive,
              lambda e: "does not close after its first simple strike of a turn"),
    Operation("return_instead", _no_params, _in_play, _passive,
              lambda e: "instead of dying it returns to its owner's deck"),
    Operation("fights_closed", _no_params, _in_play, _passive,
              lambda e: "closed, it meets a simple strike as an open card"),
    Operation("weak_hits", _no_params, _in_play, _passive,
              lambda e: "every simple strike at it hits with its weak value"),
    Operation("first_die_six", _no_params, _in_play, _passive,
              lambda e: "its controller's first die of each turn shows 6"),
    Operation("strike_chain", _chain_params, _in_play, _passive,
              lambda e: f"it may make {e.amount} simple strikes a turn, one right after "
              "another" + (" at different cards" if e.different else "") + ", open between "
              "them"),
    Operation("best_of_two", _no_params, _in_play, _passive,
              lambda e: "its die in a simple strike it makes or meets is thrown twice, "
              "the higher counting"),
    Operation("roll_twice", _no_params, _in_play, _passive,
              lambda e: "the die of its attacks' strength is thrown twice, the higher "
              "counting (the same number twice: 1 more)"),
    Operation("weak_aura", _no_params, _in_play, _passive,
              lambda e: "every simple strike at the cards beside it hits with its weak value"),
    Operation("tier", _tier_params, _retierable, _resolve_tier,
              lambda e: f"the simple strike's hit becomes {TIER_NAMES[e.amount]}"),
    Operation("cap", _amount, _cappable, _resolve_cap,
              lambda e: f"the simple strike at it deals at most {e.amount}"),
    Operation("die", _amount, _rolling, _resolve_die, _signed("to its die in this strike")),
    Operation("reroll", _no_params, _rolling, _resolve_reroll,
              lambda e: "its die in this strike is thrown again"),
    Operation("lessen", _amount, _lessenable, _resolve_lessen,
              lambda e: f"its hit in this strike deals {e.amount} less"),
    Operation("redirect", _no_params, _redirectable, _resolve_redirect,
              lambda e: "the simple strike goes at it instead"),
    Operation("strike_at", _strike_at_params, _strikable, _resolve_strike_at,
              _strike_at_words),
    Operation("allies_strike", _strike_at_params, _ganged, _resolve_allies_strike,
              lambda e: _strike_at_words(e).replace("a simple strike by this card",
                                                    "a simple strike by each creature of "
                                                    "its side next to it")),
    Operation("forced_strike", _no_params, _forceable, _resolve_forced_strike,
              lambda e: "must strike this card at once (a simple strike)"),
    Operation("incarnation", _incarnation_params, _in_play, _passive,
              lambda e: f"incarnation {e.amount} (back from the graveyard with "
              f"{e.amount} tokens{', open' if e.opened else ''})"),
    Operation("grave_token", _amount, _grave_token_valid, _resolve_grave_token,
              lambda e: f"{'put' if e.amount > 0 else 'remove'} {abs(e.amount)} incarnation "
              f"token{'' if abs(e.amount) == 1 else 's'} "
              f"{'onto' if e.amount > 0 else 'from'} a creature in its graveyard"),
    Operation("revive_guest", _no_params, _revivable_guest, _resolve_revive_guest,
              lambda e: "come back from the graveyard as its symbiote"),
    Operation("summon", _summon_params, _summonable, _resolve_summon,
              lambda e: f"summon {e.token} from its deck"),
    Operation("vampirism", _amount, _in_play, _resolve_vampirism,
              lambda e: f"vampirism (lives from the wounds its simple strike dealt, at most "
              f"{e.amount})"),
    Operation("poison_heals", _amount, _in_play, _passive,
              lambda e: f"poison heals it instead of wounding it (at most {e.amount})"),
    Operation("prophecy", _amount, _always, _resolve_prophecy,
              lambda e: f"prophecy {e.amount} (the top {e.amount} of its deck are shown, "
              "then go to the bottom)"),
)}
#: Keys an effect record may carry besides its operation's key.
_EFFECT_OPTIONS: Final = frozenset({"magic", "against", "diagonal", "limit", "around", "to", "if",
                             "turns", "target_if", "if_revealed", "x", "per", "max", "min",
                             "opened", "different", "carry"})
#: What an effect's X can be (``x``): the counters or wounds on the ability's card, the
#: counters it spent (a ``cost: {counters: x}`` ability), its armour left this turn, or
#: a count of cards (``x: {count: TARGET}``: every card on the battlefield the target,
#: seen from the ability's card, matches).
X_SOURCES: Final = {
    "counters": "its counters", "wounds": "its wounds", "spent": "the counters it spent",
    "armour": "its armour left", "count": "a count of cards",
    "moved": "the cells it moved this turn",
    "carried": "the X of the ability it follows",
    "beside_weak": "the weak simple strikes of its creatures right and left of it, summed",
    "front_weak": "the weak simple strike of the creature in front of it",
    "near_target": "the creatures next to the target",
    "leap": "the distance of its last leap this turn",
    "steps": "the cells it moved in its controller's last turn, to the end of the next turn",
    "struck_strike": "the printed simple strike, at the tier of its hit, of the card it strikes",
    "struck_half_lives": "half the lives left (rounded down) of the card it strikes",
    "hit": "the value of the hit of its simple strike",
    "boost": "its lives above its printed lives",
    "dealt": "the wounds its simple strike dealt",
}
#: The X sources read from the card its simple strike is at (the strike being resolved).
STRUCK_X: Final = frozenset({"struck_strike", "struck_half_lives"})


def x_value(state: Kernel, card: int, effect: Effect) -> int:
    """The X of ``effect`` of ``card``'s ability now (capped by ``max``); "spent" is
    bound when the ability is used (spend_x), so it counts 0 here."""
    source = effect.x
    if source in ("counters", "spent"):  # "spent": all it has, until spend_x binds it
        x = state.counters(card)
    elif source == "moved":
        x = cells_moved(state, card)
    elif source == "carried":
        x = marker(state, card, CARRIED)
    elif source in ("beside_weak", "front_weak"):
        x = sum(_weak(state, m) for m in _beside(state, card, source == "front_weak"))
    elif source == "near_target":
        x = 0  # counted per target (resolve)
    elif source == "wounds":
        x = state.wounds[card]
    elif source == "armour":
        x = state.armour_left[card]
    elif source == "leap":
        value = marker(state, card, LEAPT)
        x = value & 15 if value >> 4 == state.turn else 0
    elif source == "steps":  # this turn, or the last one (its controller's)
        x = cells_moved(state, card, turns=2)
    elif source in STRUCK_X:
        x = _struck_x(state, card, source)
    elif source in ("hit", "dealt"):
        value = marker(state, card, LAST_HIT)
        x = value >> 8 if source == "hit" else value & 255
    elif source == "boost":
        x = max(0, state.lives_max[card] - state.cards.lives[state.kinds[card]])
    elif source == "count" and effect.x_count is not None:
        target = effect.x_count
        x = sum(1 for t in state.on_field() if target.matches(state, card, t))
    else:
        x = 0
    return x if effect.x_max is None else min(x, effect.x_max)


def _struck_x(state: Kernel, card: int, source: str) -> int:
    """An X of :data:`STRUCK_X` while ``card``'s simple strike is resolved (0 otherwise,
    and for a miss): read from the card it strikes (the defender if one stepped in)."""
    ctx = state.strike_ctx
    if ctx is None or ctx.attacker != card or ctx.result is None:
        return 0
    if source == "struck_half_lives":
        return max(0, state.lives_left(ctx.victim)) // 2
    values, tier = state.strike[ctx.victim], ctx.result.attacker
    return 0 if values is None or tier == MISS else values[tier]


def x_of(state: Kernel, card: int, source: str) -> int:
    """The X of ``source`` (X_SOURCES, not a count) of ``card``'s ability now."""
    return x_value(state, card, Effect(OPERATIONS["wound"], x=source))


def _weak(state: Kernel, card: int) -> int:
    strike = state.strike[card]
    return 0 if strike is None else strike[0]


def _beside(state: Kernel, card: int, front: bool) -> list[int]:
    """The creature in front of ``card`` (``front``), or its creatures right and left of
    it (same row, next columns)."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return []
    if front:
        y = x + (WIDTH if state.ctrl[card] == 0 else -WIDTH)
        cells = [y] if 0 <= y < len(state.cells) else []
    else:
        cells = [y for y in (x - 1, x + 1)
                 if 0 <= y < len(state.cells) and y // WIDTH == x // WIDTH]
    out = []
    for y in cells:
        m = state.cells[y]
        if m >= 0 and state.ctype[m] == CREATURE and not state.face_down[m] and (
                front or state.ctrl[m] == state.ctrl[card]):
            out.append(m)
    return out


def x_near_target(state: Kernel, effect: Effect, target: int) -> Effect:
    """``effect`` with an X of the creatures next to ``target`` (``x: {near_target: ...}``)."""
    if effect.x != "near_target" or effect.x_count is None:
        return effect
    n = count_near(state, target, "any", effect.x_count.condition)
    if effect.x_max is not None:
        n = min(n, effect.x_max)
    return with_x(effect, n)


#: with_x's answers, by the effect's id and the X (the effect kept, so that the id stays
#: its own): an X effect is worked out for every target of every listing of its actions,
#: and a dataclass replace costs more than the rest of the check.
_WITH_X: Final[dict[tuple[int, int], tuple[Effect, Effect]]] = {}


def with_x(effect: Effect, x: int) -> Effect:
    """``effect`` with its X known: the amount (or, for tiers, the bonus) it acts with."""
    if not effect.x:
        return effect
    found = _WITH_X.get((id(effect), x))
    if found is not None:
        return found[1]
    if len(_WITH_X) >= 4096:  # effects made on the fly (spend_x): keep the cache small
        _WITH_X.clear()
    known = _with_x(effect, x)
    _WITH_X[id(effect), x] = (effect, known)
    return known


def _with_x(effect: Effect, x: int) -> Effect:
    if effect.x_turns:
        return replace(effect, x="", turns=effect.turns + effect.per * x)
    if effect.tiers:
        return replace(effect, x="", bonus=effect.bonus + effect.per * x)
    amount = effect.amount + effect.per * x
    if effect.x_floor is not None:
        amount = max(effect.x_floor, amount)
    return replace(effect, x="", amount=amount)


def effect_amount(state: Kernel, card: int, effect: Effect) -> int:
    """A modifier's amount (static or triggered ``strike``/``dice``) with its X now."""
    if not effect.x:
        return effect.amount
    return effect.amount + effect.per * x_value(state, card, effect)


def _now(state: Kernel, card: int, effect: Effect) -> Effect:
    if not effect.x or effect.x == "near_target":
        return effect
    return with_x(effect, x_value(state, card, effect))


def spend_x(ability: Ability, spent: int) -> Ability:
    """A ``cost: {counters: x}`` ability as used with ``spent`` counters: its "spent"
    effects with that X."""
    effects = tuple(with_x(e, spent) if e.x == "spent" else e for e in ability.effects)
    return replace(ability, effects=effects, aimed=tuple(e for e in effects if not e.to_self))


def compile_effect(record: Mapping[str, Any], where: str, kind: str = "ability") -> Effect:
    """One effect record; ``kind``: the damage kind of its ability's label."""
    ops = [k for k in record if k in OPERATIONS]
    unknown = sorted(k for k in record if k not in OPERATIONS and k not in _EFFECT_OPTIONS)
    if unknown:
        raise AbilityError(f"{where}: unknown effect keys: {', '.join(unknown)}")
    if len(ops) != 1:
        raise AbilityError(f"{where}: an effect names exactly one operation, not {ops}")
    operation = OPERATIONS[ops[0]]
    try:
        params = operation.compile(record[ops[0]], record)
    except AbilityError as err:
        raise AbilityError(f"{where}: {err}") from None
    magic = params.pop("magic", False) or kind in MAGIC_KINDS
    blocks = [IMMUNE + "magic"] if magic else []
    if kind in MAGIC_KINDS | ATTACK_KINDS and kind not in ("strike", "counter", "special"):
        blocks.append(IMMUNE + kind)
    if operation.name == "poison":
        blocks.append(IMMUNE + "poison")
    if operation.name in STAMINA_STOPS and kind not in ATTACK_KINDS:
        blocks.append(STAMINA)  # an ability's, an impact's or a spell's wounds or kill
    revealed = record.get("if_revealed", "")
    if revealed and revealed not in REVEALED_WORDS:
        raise AbilityError(f"{where}: if_revealed is one of {', '.join(REVEALED_WORDS)}, "
                           f"not {revealed!r}")
    to_self = record.get("to") == "self" or operation.name == "prophecy"
    if to_self:  # its own card's part of the clause, not an attack at it: nothing stops it
        blocks = []
    return Effect(operation, magic=magic, kind=kind, blocks=tuple(blocks),
                  to_self=to_self, condition=_condition(record.get("if")),
                  target_condition=_condition(record.get("target_if")), revealed=revealed,
                  carry=bool(record.get("carry", False)), **_x_params(record, where), **params)


def _x_params(record: Mapping[str, Any], where: str) -> dict[str, Any]:
    x = record.get("x")
    if x is None:
        if "per" in record or "max" in record or "min" in record:
            raise AbilityError(f"{where}: per, max and min need an x")
        return {}
    params: dict[str, Any] = {"per": int(record.get("per", 1)), "x_max": record.get("max"),
                              "x_floor": record.get("min")}
    if isinstance(x, Mapping) and "near_target" in x:
        params.update(x="near_target", x_count=_target({"side": "any",
                                                         "if": x["near_target"]}))
    elif isinstance(x, Mapping):
        params.update(x="count", x_count=_target(x["count"]))
    elif x in X_SOURCES and x not in ("count", "near_target"):
        params["x"] = x
    else:
        raise AbilityError(f"{where}: x is one of {', '.join(sorted(X_SOURCES))}, not {x!r}")
    return params



# --- abilities -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ability:
    """One compiled ability of a card."""

    card: str
    name: str
    trigger: str
    bit: int
    effects: tuple[Effect, ...]
    target: Target = Target()
    #: What the card itself must be for the ability to act (``if``).
    condition: Condition = ANY
    cost_counters: int = 0
    cost_lives: int = 0
    #: ``cost: {counters: x}``: it spends every counter the card has (at least one);
    #: its "spent" effects count them.
    cost_x: bool = False
    #: At most once per turn (tap abilities are once anyway: the card closes).
    once_per_turn: bool = False
    #: The ability's label keyword (impact, spell, special_strike ...), "" for none.
    label: str = ""
    #: on_attack / on_defence: only after a hit of these tiers (strikes.WEAK ...; empty:
    #: any result, misses too).
    on_hit: frozenset[int] = frozenset()
    #: A "may" ability: its controller may use no target (pass) when choosing one.
    optional: bool = False
    #: Up to this many different chosen targets (the first is the ability's choice, each
    #: next one a choice of its own, or none).
    repeat: int = 1
    #: The effects on its targets (not ``to: self``), found once for acts_on.
    aimed: tuple[Effect, ...] = ()
    #: Its effects are alternatives: the target's controller picks one (CHOOSE window).
    either: bool = False
    #: An instant ability: the windows (:data:`WINDOWS`) in which it may be used.
    windows: frozenset[str] = frozenset()
    #: At most this many uses a turn (0: no limit; tap abilities close the card anyway).
    uses_per_turn: int = 0
    #: What the other card of its event must be (``if_other``: the destroyed creature of
    #: creature_destroyed, the struck card ...); ANY: anything.
    other_condition: Condition = ANY
    #: Whose the other card of its event must be (``other_side``: "ally", its side's;
    #: "enemy", the other side's), "" either.
    other_side: str = ""
    #: The index (among its card's abilities) of the ability that follows it on a target
    #: of its own (``then``), -1 for none.
    then_index: int = -1
    #: Its number of different chosen targets is this X (X_SOURCES), "" for ``repeat``.
    repeat_x: str = ""
    #: Its effects on its own card act first, and its X is counted after them.
    self_first: bool = False
    #: At most this many uses in the battle (0: no limit; once_per_battle: 1).
    battle_uses: int = 0
    #: An instant used without closing (no tap printed): a closed card may use it too.
    no_tap: bool = False
    #: The printed keyword attacks (keyword ids) it replaces (``replaces``): the card's
    #: encoded form of that attack, so the engine offers only this one.
    replaces: frozenset[str] = frozenset()

    @property
    def choose(self) -> bool:
        """Whether it triggers and its controller then chooses one target (or, for a
        "may" ability of the card itself, whether to use it)."""
        return bool(self.bit & NO_CHOICE) and (
            (self.target.side in ("enemy", "ally", "any") and not self.target.every)
            or (self.optional and self.target.side == "self"
                and not (self.effects and self.effects[0].op in PLACING)))

    @property
    def prophecy(self) -> bool:
        return any(e.op == "prophecy" for e in self.effects)
    implemented: bool = True
    why_not: str = ""

    #: Whether it changes simple strikes (strike, dice and direct effects of on_attack,
    #: on_defence, static and formation abilities) instead of acting on its own; found
    #: once, as the engine asks on every strike.
    modifier: bool = field(init=False)
    #: Whether some condition of it asks how a card moved this turn (cards.T_TRACK_MOVES).
    tracks_moves: bool = field(init=False)
    #: Whether every effect on its targets heals (and none counts its X first): a card
    #: with no wound is then no target, the first and cheapest thing a listing asks.
    heals_only: bool = field(init=False)
    #: Whether it has uses to count (per turn, per battle): a field, not a property, as
    #: every listing of its actions asks.
    limited: bool = field(init=False)
    #: Whether its first effect on its targets moves them (PLACING): acts_on asks only
    #: that one.
    places: bool = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "modifier", self.bit in (T_ATTACK, T_DEFENCE, T_STATIC)
                           and all(e.op in MODIFIERS and e.x not in AFTER_HIT
                                   for e in self.effects))
        conditions = (self.condition, self.target.condition,
                      *(e.condition for e in self.effects))
        object.__setattr__(self, "tracks_moves",
                           any(c.movement is not None for c in conditions)
                           or self.repeat_x == "moved"
                           or any(e.x in ("moved", "steps") for e in self.effects)
                           or self.target.range_steps)
        object.__setattr__(self, "heals_only", bool(self.aimed) and all(
            e.op == "heal" and not (self.self_first and e.x) for e in self.aimed))
        object.__setattr__(self, "limited", bool(self.uses_per_turn or self.battle_uses))
        object.__setattr__(self, "places", bool(self.aimed) and self.aimed[0].op in PLACING)

    def describe(self) -> str:
        """The ability in words, e.g. ``tap: 2 wounds to an enemy creature within 1 cell``."""
        cost = []
        if self.cost_x:
            cost.append("X counters, all it has")
        elif self.cost_counters:
            cost.append(f"{self.cost_counters} counter{'' if self.cost_counters == 1 else 's'}")
        if self.cost_lives:
            cost.append(f"{self.cost_lives} li{'fe' if self.cost_lives == 1 else 'ves'}")
        head = TRIGGER_WORDS[self.trigger]
        if self.no_tap:
            head = head.replace(" (tap)", " (no tap)")
        if self.bit == T_INSTANT and self.windows != frozenset(WINDOWS):
            head += " [" + ", ".join(w for w in WINDOWS if w in self.windows).replace(
                "_", " ") + "]"
        if self.on_hit:
            head += " with a " + "/".join(TIER_NAMES[t] for t in sorted(self.on_hit)) + " hit"
        if cost:
            head += f" ({' and '.join(cost)})"
        if self.battle_uses == 1:
            head += " (once per battle)"
        elif self.battle_uses:
            head += f" ({self.battle_uses} times per battle)"
        elif self.uses_per_turn:
            head += " (once per turn)" if self.uses_per_turn == 1 \
                else f" ({self.uses_per_turn} times per turn)"
        condition = self.condition
        if self.trigger == "formation":  # the trigger says it
            condition = replace(condition, formation=None)
        if condition != ANY:
            head += f", if {condition.words()}"
        effects = (" or " if self.either else ", ").join(e.words() for e in self.effects)
        if self.either:
            effects += " (its controller's choice)"
        target = self.target.words()
        if self.other_condition is not ANY or self.other_side:
            whose = {"ally": " of its side", "enemy": " of the enemy", "": ""}[self.other_side]
            kind = self.other_condition.words() if self.other_condition is not ANY else "a card"
            head += f", if the other card is {kind}{whose}"
        if self.repeat > 1:
            target = f"each of up to {self.repeat} different targets: {target}"
        elif self.repeat_x:
            target = f"each of X different targets (X: {X_SOURCES[self.repeat_x]}): {target}"
        if self.modifier or self.bit == T_PASSIVE:
            if self.target.side == "other" and self.target.condition is not ANY:
                word = "from" if self.bit == T_PASSIVE else "against"
                return f"{head}: {effects} {word} {self.target.condition.words('cards')}"
            return f"{head}: {effects}"
        return f"{head}: {effects} to {target}" if target != "itself" \
            else f"{head}: {effects} (itself)"


def _condition(record: Mapping[str, Any] | None) -> Condition:
    if not record:
        return ANY
    return Condition(
        elements=_mask(record.get("element", ())),
        not_elements=_mask(record.get("not_element", ())),
        subtypes=frozenset(SUBTYPE_IDS[s] for s in _list(record.get("subtype", ()))),
        flyer=record.get("flyer"),
        classes=frozenset(_list(record.get("class", ()))),
        rows=frozenset(_list(record.get("row", ()))),
        wounded=record.get("wounded"),
        open=record.get("open"),
        formation=record.get("formation"),
        keywords=tuple(_list(record.get("keyword", ()))),
        not_keywords=tuple(_list(record.get("not_keyword", ()))),
        cost_max=record.get("cost_max"),
        cost_min=record.get("cost_min"),
        poisoned=record.get("poisoned"),
        unique=record.get("unique"),
        seat=record.get("seat", ""),
        most_lives=bool(record.get("most_lives", False)),
        columns=frozenset("abcde".index(c) for c in _list(record.get("column", ()))),
        marked=record.get("marked", ""),
        defending=bool(record.get("defending", False)),
        attacking=bool(record.get("attacking", False)),
        struck=bool(record.get("struck", False)),
        beside_struck=bool(record.get("beside_struck", False)),
        die_roll=frozenset(_list(record.get("die_roll", ()))),
        movement=_movement(record),
        near_side=record.get("near", {}).get("side", "") if "near" in record else "",
        near_if=_condition(record["near"].get("if")) if "near" in record else None,
        near_min=int(record["near"].get("min", 1)) if "near" in record else 0,
        outnumbered=bool(record.get("outnumbered", False)),
        weak_min=record.get("weak_min"),
        hurt=record.get("hurt"),
        near_orthogonal=bool(record["near"].get("orthogonal", False)) if "near" in record
        else False,
        elite=record.get("elite"),
        boosted=record.get("boosted"),
        every_row=record.get("every_row"),
        more_elite=record.get("more_elite"),
        outermost=bool(record.get("outermost", False)),
        grave_tokens=bool(record.get("grave_tokens", False)),
        types=frozenset(TYPE_IDS[t] for t in _list(record.get("type", ()))),
        alone=bool(record.get("alone", False)),
        enemy_rows=frozenset(_list(record.get("enemy_row", ()))),
        advanced=bool(record.get("advanced", False)),
        row_mates=int(record.get("row_mates", 0)),
        has_side=record["has"].get("side", "ally") if "has" in record else "",
        has_if=_condition(record["has"].get("if")) if "has" in record else None,
        flanked=record.get("flanked"),
    )


def _target(t: Mapping[str, Any]) -> Target:
    return Target(
        side=t.get("side", "self"),
        range=t.get("range"),
        every=bool(t.get("every", False)),
        include_self=bool(t.get("include_self", False)),
        min_range=int(t.get("min_range", 0)),
        cards=bool(t.get("cards", False)),
        front=bool(t.get("front", False)),
        near_last=bool(t.get("near_last", False)),
        behind_last=bool(t.get("behind_last", False)),
        line=bool(t.get("line", False)),
        clear=bool(t.get("clear", False)),
        range_steps=bool(t.get("range_steps", False)),
        condition=_condition(t.get("if")),
    )


def _movement(record: Mapping[str, Any]) -> Movement | None:
    moved = record.get("moved")
    straight = int(record.get("moved_straight", 0))
    turning = bool(record.get("moved_turning", False))
    along = ALONG_WORDS[record["moved_along"]] if "moved_along" in record else 0
    last_turn = record.get("moved_last_turn")
    last_step = ALONG_WORDS[record["last_step"]] if "last_step" in record else 0
    if moved is None and not straight and not turning and not along and last_turn is None \
            and not last_step:
        return None
    return Movement(moved=moved, straight=straight, turning=turning, along=along,
                    last_turn=last_turn, last_step=last_step)


def _list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


def _mask(value: Any) -> int:
    mask = 0
    for name in _list(value):
        mask |= ELEMENT_BIT[name]
    return mask


def compile_ability(record: Mapping[str, Any], card: str, index: int = 0) -> Ability:
    """One ability record of card-abilities.yaml, compiled (AbilityError if it cannot)."""
    where = f"{card}" if index == 0 else f"{card} ability {index + 1}"
    trigger = record["trigger"]
    if trigger not in TRIGGERS:
        raise AbilityError(f"{where}: unknown trigger {trigger!r}")
    bit = TRIGGERS[trigger]
    label = record.get("label", "")
    kind = LABEL_KINDS.get(label, "ability")
    effects = tuple(compile_effect(e, where, kind) for e in record.get("effects", ()))
    target = _target(record.get("target", {}))
    on_hit = frozenset(HIT_TIERS[name] for name in _list(record.get("on_hit", ())))
    if on_hit:  # what comes with a hit is the attack's: stamina does not stop it
        effects = tuple(replace(e, blocks=tuple(b for b in e.blocks if b != STAMINA))
                        for e in effects)
    repeat = record.get("repeat", 1)
    repeat_x = repeat if isinstance(repeat, str) else ""
    if repeat_x and repeat_x not in X_SOURCES:
        raise AbilityError(f"{where}: repeat is a number or one of {', '.join(X_SOURCES)}")
    if (repeat_x or repeat > 1) and (target.side not in ("enemy", "ally", "any")
                                     or target.every):
        raise AbilityError(f"{where}: repeat needs chosen targets (side enemy, ally or any)")
    if bit == T_ALLY_STRUCK and target.side in ("enemy", "ally", "any") and not target.every:
        raise AbilityError(f"{where}: an ally_struck ability acts at once, as the strike is "
                           "declared: no chosen target (side self or other, or every)")
    if on_hit and bit not in (T_ATTACK, T_DEFENCE, T_STATIC):
        raise AbilityError(f"{where}: on_hit needs an on_attack, on_defence, static or "
                           "formation trigger")
    condition = _condition(record.get("if"))
    if trigger == "formation":
        condition = replace(condition, formation=True)
    if bit in (T_STATIC, T_PASSIVE) and target.side in ("enemy", "ally", "any") \
            and not any(e.op in AURAS for e in effects):  # who is beside
        raise AbilityError(f"{where}: a {trigger} ability has no player to choose its target: "
                           "give side self or other")
    passive = [e.op in PASSIVE for e in effects]
    if any(passive):
        if bit != T_STATIC or not all(passive):
            raise AbilityError(f"{where}: {', '.join(sorted(PASSIVE))} are static or "
                               "formation abilities of their own")
        bit = T_PASSIVE
    elif bit == T_STATIC and any(e.op not in MODIFIERS for e in effects):
        raise AbilityError(f"{where}: static and formation abilities only modify strikes "
                           "(strike, dice, direct) or are passive (reduce, stay_open)")
    if any(e.op in ("direct", "unanswerable") for e in effects) \
            and bit not in (T_ATTACK, T_STATIC):
        raise AbilityError(f"{where}: direct and unanswerable are modifiers of its simple "
                           "strike (on_attack, static, formation)")
    windows: frozenset[str] = frozenset()
    if bit == T_INSTANT:
        windows = frozenset(_list(record.get("window", list(WINDOWS))))
        if not windows or not windows <= frozenset(WINDOWS):
            raise AbilityError(f"{where}: window is one or more of {', '.join(WINDOWS)}")
    elif "window" in record or "no_tap" in record:
        raise AbilityError(f"{where}: window and no_tap are for instant abilities")
    if any(e.op in STRIKE_TIME for e in effects) and (
            bit != T_INSTANT or not windows & {"declared", "rolled"}):
        raise AbilityError(f"{where}: {', '.join(sorted(STRIKE_TIME))} act on the simple "
                           "strike being resolved: instant abilities in the declared or "
                           "rolled window")
    ops = [e.op for e in effects]
    if "follow" in ops and not any(op in PLACING for op in ops[:ops.index("follow")]):
        raise AbilityError(f"{where}: follow takes the cell a move_to or swap before it left")
    cost = record.get("cost", {})
    uses = int(record.get("times_per_turn", 1 if record.get("once_per_turn") else 0))
    cost_x = cost.get("counters") == "x"
    battle_uses = int(record.get("times_per_battle",
                                 1 if record.get("once_per_battle") else 0))
    if any(e.x == "spent" for e in effects) and not cost_x:
        raise AbilityError(f"{where}: x spent needs cost counters x")
    return Ability(
        card=card,
        name=record.get("name", ""),
        trigger=trigger,
        bit=bit,
        effects=effects,
        target=target,
        condition=condition,
        cost_counters=1 if cost_x else int(cost.get("counters", 0)),
        cost_x=cost_x,
        cost_lives=int(cost.get("lives", 0)),
        once_per_turn=uses == 1,
        uses_per_turn=uses,
        battle_uses=battle_uses,
        windows=windows,
        label=label,
        on_hit=on_hit,
        optional=bool(record.get("optional", False)),
        repeat=1 if repeat_x else int(repeat),
        repeat_x=repeat_x,
        other_condition=_condition(record.get("if_other")),
        other_side=record.get("other_side", ""),
        self_first=bool(record.get("self_first", False)),
        no_tap=bool(record.get("no_tap", False)),
        replaces=frozenset(_list(record.get("replaces", ()))),
        aimed=tuple(e for e in effects if not e.to_self),
        either=bool(record.get("either", False)),
        implemented=bool(record.get("implemented", True)),
        why_not=record.get("why_not", ""),
    )


@dataclass(frozen=True)
class CardAbilities:
    """A card's entry: its abilities, whether they (with its keywords) are all it prints,
    its classes, and the keyword labels its abilities carry out."""

    card: str
    abilities: tuple[Ability, ...]
    complete: bool
    classes: frozenset[str]
    covers: frozenset[str]
    #: The printed keywords (ids) its played abilities replace: the card table leaves
    #: their effects out, so the engine offers only the encoded form.
    replaces: frozenset[str] = frozenset()

    @property
    def played(self) -> tuple[Ability, ...]:
        return tuple(a for a in self.abilities if a.implemented)

    @property
    def fully_played(self) -> bool:
        return self.complete and all(a.implemented for a in self.abilities)


def _follow_ups(abilities: list[Ability], records: list[Mapping[str, Any]], card: str) -> None:
    """Append the abilities that follow others on targets of their own (``then``: the
    same clause, the same label, another target), and point each ability at its own."""
    pending = list(enumerate(records))
    while pending:
        index, record = pending.pop(0)
        follow = record.get("then")
        if not follow:
            continue
        parent = abilities[index]
        merged = {"name": record.get("name", ""), "trigger": record["trigger"],
                  **({"label": record["label"]} if "label" in record else {}),
                  "target": follow.get("target", {}), "effects": follow.get("effects", ()),
                  "optional": True, **({"then": follow["then"]} if "then" in follow else {})}
        child = replace(compile_ability(merged, card, len(abilities)), trigger="then", bit=0,
                        implemented=parent.implemented)
        abilities[index] = replace(parent, then_index=len(abilities))
        pending.append((len(abilities), merged))
        abilities.append(child)


#: The ability that any creature with a counter cost has: taking a counter is an action
#: (research §2.4: «use abilities (some cost counters); take a counter»).
def take_counter(card: str) -> Ability:
    return Ability(card=card, name="take a counter", trigger="tap", bit=T_TAP,
                   effects=(Effect(OPERATIONS["counters"], amount=1),))


# --- what the engine asks and carries out ---------------------------------------------------


def resolve(state: Kernel, card: int, ability: Ability, targets: Sequence[int]) -> list[str]:
    """Carry out ``ability`` of ``card`` on ``targets``: each effect on each target it
    is valid for (its ``if`` holding then), then the effects on the card itself once;
    the log's words."""
    words: list[str] = []
    base = ability.effects
    if ability.self_first:  # its own part first, then X is counted
        for e in base:
            if e.to_self and e.operation.valid(state, card, card, _now(state, card, e)):
                words.append(e.operation.resolve(state, card, card, _now(state, card, e)))
        base = tuple(e for e in base if not e.to_self)
    effects = tuple(_now(state, card, e) for e in base)  # X as the ability starts
    if ability.prophecy:  # what is revealed comes first: the other effects may ask
        state.revealed = ()
        words.extend(e.operation.resolve(state, card, card, e) for e in effects
                     if e.op == "prophecy")
        effects = tuple(e for e in effects if e.op != "prophecy")
    if any(e.revealed for e in effects):  # its own prophecy's cards, or those of the
        effects = tuple(e for e in effects  # ability it follows (then)
                        if not e.revealed or revealed_all(state, e.revealed))
    for t in targets:
        for i, effect in enumerate(effects):
            if effect.to_self or (effect.condition is not ANY
                                  and not effect.condition.holds(state, t)):
                continue
            effect = x_near_target(state, effect, t)
            if not effect.operation.valid(state, card, t, effect):
                if effect.op in PLACING:  # no cell to go to: what follows it does not act
                    break
                continue
            if effect.op in PLACING:  # the rest waits for the cell (place)
                rest = tuple(e for e in effects[i + 1:] if not e.to_self)
                words.append(_queue_placing(state, card, t, effect, rest, ability.optional))
                break
            before = state.wounds[t]
            words.append(effect.operation.resolve(state, card, t, effect))
            if effect.carry:  # the wounds it moved, for the ability that follows
                set_marker(state, card, CARRIED, abs(state.wounds[t] - before))
    for effect in effects:
        if not effect.to_self or not effect.operation.valid(state, card, card, effect):
            continue
        if effect.target_condition is not ANY and not (
                targets and effect.target_condition.holds(state, targets[0])):
            continue
        words.append(effect.operation.resolve(state, card, card, effect))
    return [w for w in words if w]


def acts_on(state: Kernel, source: int, target: int, ability: Ability) -> bool:
    """Whether some effect of ``ability`` (by ``source``) would act on ``target`` now:
    what makes it a target worth an action or a trigger."""
    aimed = ability.aimed
    if not aimed:
        return True  # only effects on itself: the target does not matter
    if ability.places:  # the rest acts only after the move
        return aimed[0].operation.valid(state, source, target, aimed[0])
    for effect in aimed:
        if ability.self_first and effect.x and _unstopped(state, source, target, effect):
            return True  # its X is counted after its own part: not known yet
        if (effect.condition is ANY or effect.condition.holds(state, target)) \
                and effect.operation.valid(state, source, target, x_near_target(
                    state, _now(state, source, effect), target) if effect.x else effect):
            return True  # (without an X, _now and x_near_target give the effect itself)
    return False


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


def after_deaths(state: Kernel, dead: Sequence[int]) -> None:
    """``dead`` are destroyed (still where they stood): the creature_destroyed abilities of
    the other cards in play act, once per destroyed creature."""
    watchers = [c for c in state.on_field() if state.trig[c] & T_ANY_DEATH and c not in dead
                and not state.face_down[c]]
    for d in dead:
        if state.ctype[d] != CREATURE:
            continue
        for w in watchers:
            if state.zone[w] in (Z_BOARD, Z_EXTRA):
                state.trigger(w, T_ANY_DEATH, d)


def other_fits(state: Kernel, card: int, ability: Ability, other: int) -> bool:
    """Whether ``other``, the other card of the event ``ability`` of ``card`` triggers on,
    is what the ability asks (``if_other``, ``other_side``)."""
    if other < 0:
        return False
    if ability.other_side and (state.ctrl[other] == state.ctrl[card]) \
            != (ability.other_side == "ally"):
        return False
    return ability.other_condition is ANY or ability.other_condition.holds(state, other)


def follow_up(state: Kernel, card: int, ability: Ability, targets: Sequence[int]) -> None:
    """After ``ability`` of ``card`` acted on ``targets``: the ability that follows it
    (``then``) waits for its controller to choose its own target (or none)."""
    child = state.abilities_of(card)[ability.then_index]
    if targets:
        set_marker(state, card, LAST_TARGET, targets[0] + 1)
    target = child.target
    candidates = tuple(t for t in state.on_field() if target.matches(state, card, t))
    state.choosing.insert(0, (card, ability.then_index, candidates, 0, True, False))


def wound_cap(state: Kernel, card: int, damage: int) -> int:
    """``damage`` to ``card`` within its passive ``max_wounds`` (at most N wounds a turn),
    noting what it took this turn."""
    cap = NO_LIMIT
    for ability in state.abilities_of(card):
        if ability.bit == T_PASSIVE and ability.condition.holds(state, card):
            for e in ability.effects:
                if e.op == "max_wounds":
                    cap = min(cap, e.amount)
    if cap == NO_LIMIT:
        return damage
    return max(0, min(damage, cap - wounds_this_turn(state, card)))


def wounds_this_turn(state: Kernel, card: int) -> int:
    """The wounds ``card`` took this turn (noted in games with T_TURN_WOUNDS)."""
    value = marker(state, card, WOUNDS_TAKEN)
    return value & 31 if value >> 5 == state.turn else 0


def note_wounds(state: Kernel, card: int, damage: int) -> None:
    """``card`` takes ``damage`` wounds now: add them to those it took this turn."""
    taken = wounds_this_turn(state, card)
    set_marker(state, card, WOUNDS_TAKEN, state.turn << 5 | min(31, taken + damage))


def neighbour_auras(state: Kernel, card: int, flag: int, cells: Sequence[int]
                    ) -> Iterator[Effect]:
    """The effects of the passive abilities of the cards on ``cells`` (around ``card``)
    whose card carries ``flag`` (a card-level bit: T_AURA, T_WEAK_AURA, T_LEAP_AURA) and
    whose target (side and condition, seen from that card) fits ``card``, while their
    condition holds — the one scan behind every aura."""
    for y in cells:
        m = state.cells[y]
        if m < 0 or not state.trig[m] & flag or state.face_down[m]:
            continue
        for ability in state.abilities_of(m):
            if ability.bit == T_PASSIVE and ability.condition.holds(state, m) \
                    and ability.target.matches(state, m, card):
                yield from ability.effects


def beside(state: Kernel, card: int) -> tuple[int, ...]:
    """The cells right and left of ``card`` (same row, next columns); none off the board."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return ()
    return tuple(y for y in (x - 1, x + 1)
                 if 0 <= y < len(state.cells) and y // WIDTH == x // WIDTH)


def weak_beside(state: Kernel, card: int) -> bool:
    """Whether a card right or left of ``card`` (same row, next column) has a passive
    ``weak_aura`` whose target (side and condition, from the aura card) fits ``card``."""
    return any(e.op == "weak_aura"
               for e in neighbour_auras(state, card, T_WEAK_AURA, beside(state, card)))


def _diagonal(state: Kernel, card: int, source: int) -> bool:
    a, b = state.cell[card], state.cell[source]
    if a < 0 or b < 0 or state.zone[card] != Z_BOARD or state.zone[source] != Z_BOARD:
        return False
    return abs(a // 5 - b // 5) == 1 and abs(a % 5 - b % 5) == 1


def reduced(state: Kernel, card: int, damage: int, kind: str, source: int,
            tier: int = MISS) -> int:
    """``damage`` of ``kind`` from ``source`` (-1: none; a hit of ``tier`` for a simple
    strike or counter-strike) to ``card`` after the card's passive ``reduce`` abilities
    (state.trig has T_PASSIVE)."""
    for ability in state.abilities_of(card):
        if ability.bit != T_PASSIVE or not ability.condition.holds(state, card):
            continue
        if ability.on_hit and tier not in ability.on_hit:
            continue
        target = ability.target
        if target.side == "other" and (source < 0 or not target.condition.holds(state, source)):
            continue
        for effect in ability.effects:
            if effect.op == "armour":
                damage = _passive_armour(state, card, damage, kind,
                                         effect_amount(state, card, effect))
                continue
            if effect.op == "dodge" and kind in effect.against and kind != "counter" \
                    and damage > 0:
                damage = _dodged(state, card, damage, effect)
                continue
            if effect.op != "reduce" or kind not in effect.against:
                continue
            if effect.diagonal and (source < 0 or not _diagonal(state, card, source)):
                continue
            damage = min(damage, effect.amount) if effect.limit \
                else max(0, damage - effect.amount)
    return damage


def _dodged(state: Kernel, card: int, damage: int, effect: Effect) -> int:
    """``card``'s die against an attack (a passive ``dodge``): one of the effect's faces
    blocks it (no damage); the damage otherwise."""
    roll = state.roll_die(state.ctrl[card])
    blocked = roll in effect.faces
    if state.log is not None:
        state.emit(state.ctrl[card], "battle", f"{state.at(card)} throws {roll} against the "
                    f"attack: {'blocked' if blocked else 'not blocked'}")
    return 0 if blocked else damage


def aura_reduced(state: Kernel, card: int, damage: int, kind: str) -> int:
    """``damage`` of ``kind`` to ``card`` after the auras of the cards right and left of
    it (same row, next columns), or next to it for an ``around`` aura: a passive ``aura``
    of a card whose target (side and condition, from the aura card) fits ``card``."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return damage
    sides = beside(state, card)
    for y in NEIGHBOURS8[x]:
        for effect in neighbour_auras(state, card, T_AURA, (y,)):
            if effect.op == "aura" and (y in sides or effect.around) \
                    and kind in effect.against:
                damage = max(0, damage - effect.amount)
    return damage


def _passive_armour(state: Kernel, card: int, damage: int, kind: str, n: int) -> int:
    """Armour N while the ability's condition holds: the first N wounds of each turn of
    the kinds the armour keyword absorbs (abilities.yaml ``against``)."""
    keyword = state.rules.vocabulary.get("armour")
    if keyword is None or kind not in keyword.against or damage <= 0:
        return damage
    spent = marker(state, card, ARMOUR_SPENT)
    used = spent & 15 if spent >> 4 == state.turn else 0
    taken = min(n - used, damage)
    if taken <= 0:
        return damage
    set_marker(state, card, ARMOUR_SPENT, state.turn << 4 | (used + taken))
    return damage - taken


#: A chain of simple strikes (``strike_chain``) this turn: turn << 14 | broken << 13 |
#: strikes made << 9 | the last card struck + 1.
CHAIN: Final = "marker:chain"


def _chain_of(state: Kernel, card: int) -> Effect | None:
    for ability in state.abilities_of(card):
        if ability.bit == T_PASSIVE and ability.condition.holds(state, card):
            for e in ability.effects:
                if e.op == "strike_chain":
                    return e
    return None


def _chain_strike(state: Kernel, card: int) -> bool:
    """Note a simple strike of ``card`` in its chain (``strike_chain``); whether the chain
    goes on (it stays open for the next strike)."""
    chain = _chain_of(state, card) if state.trig[card] & T_CHAIN else None
    if chain is None:
        return False
    value = marker(state, card, CHAIN)
    made = (value >> 9 & 15) if value >> 14 == state.turn else 0
    struck = state.last_roll.victim.card if state.last_roll is not None else -1
    set_marker(state, card, CHAIN, state.turn << 14 | min(15, made + 1) << 9 | (struck + 1))
    return made + 1 < chain.amount


def break_chains(state: Kernel, action: int) -> None:
    """The active player takes ``action`` in its main phase: every chain of simple strikes
    of its side but that action's own next strike ends (the strikes go one after another)."""
    striker = (action >> 4) & 255 if action & 15 == A.STRIKE else -1
    for c in state.on_field(state.active):
        if c == striker or not state.trig[c] & T_CHAIN:
            continue
        value = marker(state, c, CHAIN)
        if value >> 14 == state.turn:
            set_marker(state, c, CHAIN, value | 1 << 13)


def chain_filter(state: Kernel, out: list[int]) -> None:
    """Drop from the main actions ``out`` the simple strikes a chain forbids: after the
    chain ended or made its strikes, and at the card struck last (``different``)."""
    kept = []
    for action in out:
        c = (action >> 4) & 255
        if action & 15 == A.STRIKE and state.trig[c] & T_CHAIN:
            value = marker(state, c, CHAIN)
            chain = _chain_of(state, c)
            if value >> 14 == state.turn and chain is not None and (
                    value >> 13 & 1 or (value >> 9 & 15) >= chain.amount
                    or (chain.different and action >> 12 == (value & 511) - 1)):
                continue
        kept.append(action)
    out[:] = kept


def stays_open(state: Kernel, card: int) -> bool:
    """Whether a passive ``stay_open`` keeps ``card`` open after its simple strike, or a
    ``second_strike`` after its first simple strike of the turn, or a ``strike_chain``
    before its last strike (asked once per strike: the strike is noted on the card)."""
    if _chain_strike(state, card) | _passive_op(state, card, "stay_open"):
        return True
    if _passive_op(state, card, "second_strike") \
            and marker(state, card, FIRST_STRIKE) != state.turn:
        set_marker(state, card, FIRST_STRIKE, state.turn)
        return True
    return False


def _passive_op(state: Kernel, card: int, op: str) -> bool:
    """Whether a passive ability of ``card`` with an ``op`` effect holds now (its
    condition asked only of the abilities that have one: asked at every strike)."""
    for ability in state.abilities_of(card):
        if ability.bit != T_PASSIVE:
            continue
        for effect in ability.effects:
            if effect.op == op:
                if ability.condition.holds(state, card):
                    return True
                break
    return False


def fights_closed(state: Kernel, card: int) -> bool:
    """Whether a passive ``fights_closed``, or a mark of that name running this turn (a
    ``mark: fights_closed`` given to it), makes ``card`` meet a simple strike as an open
    card (opposed dice, a counter-strike) while closed."""
    return marker(state, card, "marker:fights_closed") >= state.turn \
        or _passive_op(state, card, "fights_closed")


def host_movement(state: Kernel, card: int) -> int:
    """What the passive ``host_move`` of the symbiote or parasite ``card`` adds to its
    host's movement each turn."""
    return sum(e.amount for ability in state.abilities_of(card) if ability.bit == T_PASSIVE
               and ability.condition.holds(state, card)
               for e in ability.effects if e.op == "host_move")


def diagonal_steps(state: Kernel, card: int, out: list[int]) -> None:
    """The MOVE actions to the free diagonal neighbours of ``card`` while a passive
    ``diagonal_move`` of it holds (each step spends a movement point, as any)."""
    if not _passive_op(state, card, "diagonal_move"):
        return
    x = state.cell[card]
    cells = state.cells
    base = A.MOVE | card << 4
    orthogonal = NEIGHBOURS4[x]
    for y in NEIGHBOURS8[x]:
        if cells[y] < 0 and y not in orthogonal:
            out.append(base | y << 12)


def leap_bonus(state: Kernel, card: int) -> int:
    """What the passive ``leap_range`` of the cards next to ``card`` (one cell, diagonals
    too) whose target (side and condition, from the aura card) fits it adds to the range
    of its jump."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return 0
    return sum(e.amount for e in neighbour_auras(state, card, T_LEAP_AURA, NEIGHBOURS8[x])
               if e.op == "leap_range")


def weakens(state: Kernel, card: int) -> bool:
    """Whether a passive ``weak_hits`` makes every simple strike at ``card`` weak."""
    return _passive_op(state, card, "weak_hits")


def returns_instead(state: Kernel, card: int) -> bool:
    """Whether a passive ``return_instead`` sends ``card`` to its owner's deck instead of
    the graveyard when it would be destroyed."""
    return any(ability.bit == T_PASSIVE and ability.condition.holds(state, card)
               and any(e.op == "return_instead" for e in ability.effects)
               for ability in state.abilities_of(card))


def turn_markers(state: Kernel, card: int) -> str:
    """At the start of its controller's turn (just opened): a stunned card stays closed
    (the stun ends), a poisoned creature takes its poison in wounds (the glossary:
    poison N wounds N at the start of its controller's turns; only the largest counts,
    so a card carries one poison marker). The log's words ("" for none)."""
    words = []
    stun = marker(state, card, STUN)
    if stun:
        if stun == 1 or not _holding(state, stun):  # a held stun ends with its holder
            set_marker(state, card, STUN, 0)
        if _holding(state, stun):
            state.closed[card] = True
            words.append(f"{state.at(card)} stays closed (stunned)")
    poison = marker(state, card, POISON)
    if poison and state.ctype[card] == CREATURE:
        if IMMUNE + "poison" in state.eff[card]:
            set_marker(state, card, POISON, 0)
        else:
            words.append(poison_wounds(state, card, poison))
    return "; ".join(words)


def card_abilities_path() -> Path:
    return game_dir("berserk") / "card-abilities.yaml"


def load_card_abilities(path: Path | None = None) -> Mapping[str, CardAbilities]:
    """The card abilities in ``path`` (default: the bundled file), schema-checked and
    compiled; a record the engine cannot compile is a located load error."""
    if path is None:
        return _bundled()
    return _read(path)


@cache
def _bundled() -> Mapping[str, CardAbilities]:
    return _read(card_abilities_path())


def _read(path: Path) -> Mapping[str, CardAbilities]:
    checked = check_file(path, CARD_ABILITIES_SCHEMA)
    if not checked.ok or checked.document is None:
        raise LoadError(checked.diagnostics)
    document = checked.document
    try:
        return abilities_from_data(document.data)
    except AbilityError as err:
        card = str(err).split(":")[0].split(" ")[0]
        location = document.locate(("cards", card))
        raise LoadError([Diagnostic(location, "ABILITY", str(err), Severity.INPUT)]) from None


def abilities_from_data(data: Mapping[str, Any]) -> dict[str, CardAbilities]:
    """Compiled card abilities from the data of a schema-valid card-abilities.yaml."""
    out: dict[str, CardAbilities] = {}
    for card, entry in data["cards"].items():
        records = list(entry.get("abilities", ()))
        abilities = [compile_ability(r, card, i) for i, r in enumerate(records)]
        _follow_ups(abilities, records, card)
        if any(a.cost_counters for a in abilities if a.implemented):
            abilities.append(take_counter(card))
        covers = {a.label for a in abilities if a.label and a.implemented}
        covers.update(entry.get("covers", ()))
        replaced = frozenset(k for a in abilities if a.implemented for k in a.replaces)
        out[card] = CardAbilities(card, tuple(abilities), bool(entry.get("complete", False)),
                                  frozenset(entry.get("classes", ())),
                                  frozenset(covers | replaced), replaced)
    return out


__all__ = [
    "NO_LIMIT",
    "OPERATIONS",
    "TRIGGERS",
    "Ability",
    "AbilityError",
    "CardAbilities",
    "Condition",
    "Effect",
    "Movement",
    "Operation",
    "Target",
    "acts_on",
    "after_deaths",
    "after_declared",
    "after_move",
    "aura_reduced",
    "break_chains",
    "can_strike_now",
    "card_die",
    "carries",
    "chain_filter",
    "compile_ability",
    "compile_effect",
    "count_near",
    "counter_limit",
    "defence_roll",
    "die_of",
    "drink",
    "effect_amount",
    "enemy_six",
    "exposed_bonus",
    "fights_closed",
    "fixed_die",
    "follow_up",
    "heal_barred",
    "host_movement",
    "in_formation",
    "in_front",
    "load_card_abilities",
    "marker",
    "may_use",
    "note_hit",
    "note_use",
    "other_fits",
    "push_cell",
    "ranged_barred",
    "record_move",
    "reduced",
    "resolve",
    "restore_lives",
    "returns_instead",
    "revealed_all",
    "set_marker",
    "shielded",
    "shot_at",
    "side_event",
    "spend_x",
    "stays_open",
    "strength_roll",
    "turn_markers",
    "unguarded",
    "weak_beside",
    "weakens",
    "with_x",
    "wound_cap",
    "x_of",
    "x_value",
]

