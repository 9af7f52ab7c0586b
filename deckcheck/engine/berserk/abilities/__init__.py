"""Card abilities as data: the ability language of ``cardsets/berserk/card-abilities/*.yaml``.

A card's entry lists its printed abilities (besides the keywords of ``abilities.yaml``),
each in deckcheck's own words and data (the language of
``schemas/berserk-card-abilities.schema.json``): when it acts (``trigger``), on what
condition of the card itself (``if``), what it costs (``cost``), whom it affects
(``target``) and what it does (``effects``). Each effect names one operation of
:data:`OPERATIONS` (``registry``), which holds everything the engine knows about it:

- ``compile``: the :class:`Effect` parameters from the record's value;
- ``valid``: whether a card can be its target (each target choice of a tap ability is
  one action);
- ``resolve``: what it does to one target, returning the words the log adds;
- ``words``: how the effect reads in a log line or a card's description.

A key that names no operation is an :class:`AbilityError`, so encoding a card is a data
change, and adding an operation is one entry in its family's list plus a test.

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
``when_melee_struck`` (a counter-strike or a special, magic or finishing strike of an
enemy card next to it hits it: the other card is the attacker, before the damage),
``enemy_gains_counters`` (an enemy creature gains counters: the other card),
``ally_hurt`` (a creature of its side is first wounded by an attack in a turn: the other
card, before the wounds land), ``ally_reveals`` (a prophecy of its side reveals a card: the
other card, once for each), ``near_ally_wounded`` (an enemy card's attack wounds a card of
its side next to it: the other card is the attacker; ``if_wounded`` names what the wounded
card must be), ``static``
(always: the ``strike``, ``dice``, ``direct`` and ``unanswerable`` modifiers, and the
passive effects the engine asks about — ``reduce``, ``armour``, ``weak_hits``,
``fights_closed``, ``stay_open``, ``second_strike``, ``return_instead``, ``host_move``,
``ignore``, ``guard``, ``block``, ``keeps``), ``formation`` (``static`` while it stands
orthogonally next to a friendly creature with Строй).

A triggered ability whose target is an enemy, ally or any creature (not every such
card) waits in the engine's CHOOSE window for its controller to pick the target among
those it had when it triggered: real legal actions, one per target (and none for an
``optional`` one, which may also be a «may» at the other card of its event);
``repeat: N`` takes up to N different targets, each chosen in turn.
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
encoded one. Marks the engine obeys while they run: ``no_heal``, ``no_ranged`` and
``bleeds`` (see :data:`NO_HEAL`).

>>> ability = compile_ability({"trigger": "tap", "target": {"side": "enemy", "range": 1},
...                            "effects": [{"wound": 2}]}, "VS-900")
>>> ability.describe()
'tap: 2 wounds to an enemy creature within 1 cell'
>>> compile_ability({"trigger": "tap", "effects": [{"frobnicate": 1}]}, "VS-900")
Traceback (most recent call last):
...
deckcheck.engine.berserk.abilities.language.AbilityError: VS-900: unknown effect keys: frobnicate

The package, in the order its modules import one another (none imports the game state,
:mod:`deckcheck.engine.berserk.state`: the abilities act on a game only through
:class:`deckcheck.engine.berserk.kernel.Kernel`, which the state implements)::

    triggers, tokens   when abilities act (one table); the markers a card carries
    moves              how cards moved this turn
    language           Ability, Effect, Target, Condition, Destination, Operation
    amounts            an effect's X and amount
    passives           the passive questions the engine asks (armour, reduce, ...)
    damage, healing, movement, counters, strikes, markers, summoning, auras,
    control            the operations, by mechanic family
    registry           OPERATIONS: every family's operations by key
    compiler           compile_ability, compile_effect
    resolution         resolving an ability; what the engine carries out
    loading            card-abilities/*.yaml

This module re-exports what the engine and the tests use.
"""

from __future__ import annotations

from deckcheck.engine.berserk.abilities.amounts import (
    effect_amount,
    spend_x,
    with_x,
    x_value,
)
from deckcheck.engine.berserk.abilities.auras import (
    aura_reduced,
    leap_bonus,
    weak_beside,
)
from deckcheck.engine.berserk.abilities.compiler import (
    amount_choices,
    compile_ability,
    compile_effect,
    x_of,
)
from deckcheck.engine.berserk.abilities.control import (
    keep_while,
    revealed_all,
)
from deckcheck.engine.berserk.abilities.damage import (
    tiered_amount,
)
from deckcheck.engine.berserk.abilities.healing import (
    HEAL_TURN,
    drink,
    note_hit,
    restore_lives,
)
from deckcheck.engine.berserk.abilities.language import (
    ANY,
    ATTACK_KINDS,
    Ability,
    AbilityError,
    CardAbilities,
    Condition,
    Effect,
    Movement,
    Operation,
    Target,
    carries,
    count_near,
    die_of,
    in_formation,
    in_front,
    incarnation_of,
)
from deckcheck.engine.berserk.abilities.limits import may_use, note_use
from deckcheck.engine.berserk.abilities.loading import (
    abilities_from_data,
    load_card_abilities,
)
from deckcheck.engine.berserk.abilities.markers import (
    exposed_bonus,
    row_capped,
    shielded,
    unguarded,
)
from deckcheck.engine.berserk.abilities.movement import (
    movement_bonus,
    place,
    placing_choices,
    push_cell,
    restrict_moves,
)
from deckcheck.engine.berserk.abilities.moves import (
    MOVE_HOOKS,
    after_move,
    record_move,
)
from deckcheck.engine.berserk.abilities.passives import (
    NO_LIMIT,
    attack_barred,
    break_chains,
    chain_filter,
    counter_limit,
    defence_barred,
    diagonal_steps,
    fights_closed,
    grants_keyword,
    guards,
    host_movement,
    ignores,
    note_ward,
    note_wounds,
    passive_op,
    reduced,
    returns_instead,
    stays_open,
    weakens,
    wound_cap,
)
from deckcheck.engine.berserk.abilities.registry import (
    OPERATIONS,
)
from deckcheck.engine.berserk.abilities.resolution import (
    acts_on,
    after_deaths,
    follow_up,
    other_fits,
    resolve,
    turn_markers,
)
from deckcheck.engine.berserk.abilities.strikes import (
    STRIKE_AS_OPEN,
    STRIKE_STAYS_OPEN,
    STRIKE_UNANSWERED,
    after_declared,
    can_strike_now,
    card_die,
    defence_roll,
    enemy_six,
    every_strike_bonus,
    fixed_die,
    lasting_strike,
    near_ally_wounded,
    near_shot_at,
    shot_at,
    strength_roll,
)
from deckcheck.engine.berserk.abilities.summoning import (
    declined_instead,
    incarnations,
)
from deckcheck.engine.berserk.abilities.tokens import (
    CARRIED,
    EXPOSED,
    HURT,
    INCARNATION,
    LAST_TARGET,
    MOVE_BONUS,
    NO_HEAL,
    POISON,
    RANGED_BARRED,
    STRIKE_LASTING,
    STUN,
    heal_barred,
    marker,
    ranged_barred,
    set_marker,
)
from deckcheck.engine.berserk.abilities.triggers import (
    OP_FLAGS,
    T_ALLY_COUNTERS,
    T_ALLY_HURT,
    T_ALLY_REVEALS,
    T_ALLY_STRUCK,
    T_ANY_DEATH,
    T_ATTACK,
    T_ATTACK_HITS,
    T_AURA,
    T_BARRED,
    T_BATTLE_START,
    T_CHAIN,
    T_DEFENCE,
    T_DEFENDS,
    T_DESTROYED,
    T_DESTROYS,
    T_DIAGONAL,
    T_ENEMY_SIX,
    T_FIXED_DIE,
    T_GUARDS,
    T_HURT,
    T_IGNORES,
    T_INCARNATION,
    T_INSTANT,
    T_KEEPS,
    T_LEAP_AURA,
    T_MELEE_STRUCK,
    T_MOVES,
    T_NEAR_ALLY_WOUNDED,
    T_NEAR_SHOT_AT,
    T_NO_ANSWER,
    T_NO_TAP,
    T_OBJECT,
    T_OPPONENT_TURN_END,
    T_OPPONENT_TURN_START,
    T_PASSIVE,
    T_RESTRICT,
    T_REVEALED,
    T_SHOT_AT,
    T_STATIC,
    T_SURE,
    T_TAP,
    T_TEMP_LIVES,
    T_TRACK_MOVES,
    T_TURN_END,
    T_TURN_START,
    T_TURN_WOUNDS,
    T_VALHALLA,
    T_WARD,
    T_WEAK_AURA,
    T_WOULD_INCARNATE,
    T_WOUNDED,
    TRIGGERS,
    side_event,
)

__all__ = [
    "ANY",
    "ATTACK_KINDS",
    "CARRIED",
    "EXPOSED",
    "HEAL_TURN",
    "HURT",
    "INCARNATION",
    "LAST_TARGET",
    "MOVE_BONUS",
    "MOVE_HOOKS",
    "NO_HEAL",
    "NO_LIMIT",
    "OPERATIONS",
    "OP_FLAGS",
    "POISON",
    "RANGED_BARRED",
    "STRIKE_AS_OPEN",
    "STRIKE_LASTING",
    "STRIKE_STAYS_OPEN",
    "STRIKE_UNANSWERED",
    "STUN",
    "TRIGGERS",
    "T_ALLY_COUNTERS",
    "T_ALLY_HURT",
    "T_ALLY_REVEALS",
    "T_ALLY_STRUCK",
    "T_ANY_DEATH",
    "T_ATTACK",
    "T_ATTACK_HITS",
    "T_AURA",
    "T_BARRED",
    "T_BATTLE_START",
    "T_CHAIN",
    "T_DEFENCE",
    "T_DEFENDS",
    "T_DESTROYED",
    "T_DESTROYS",
    "T_DIAGONAL",
    "T_ENEMY_SIX",
    "T_FIXED_DIE",
    "T_GUARDS",
    "T_HURT",
    "T_IGNORES",
    "T_INCARNATION",
    "T_INSTANT",
    "T_KEEPS",
    "T_LEAP_AURA",
    "T_MELEE_STRUCK",
    "T_MOVES",
    "T_NEAR_ALLY_WOUNDED",
    "T_NEAR_SHOT_AT",
    "T_NO_ANSWER",
    "T_NO_TAP",
    "T_OBJECT",
    "T_OPPONENT_TURN_END",
    "T_OPPONENT_TURN_START",
    "T_PASSIVE",
    "T_RESTRICT",
    "T_REVEALED",
    "T_SHOT_AT",
    "T_STATIC",
    "T_SURE",
    "T_TAP",
    "T_TEMP_LIVES",
    "T_TRACK_MOVES",
    "T_TURN_END",
    "T_TURN_START",
    "T_TURN_WOUNDS",
    "T_VALHALLA",
    "T_WARD",
    "T_WEAK_AURA",
    "T_WOULD_INCARNATE",
    "T_WOUNDED",
    "Ability",
    "AbilityError",
    "CardAbilities",
    "Condition",
    "Effect",
    "Movement",
    "Operation",
    "Target",
    "abilities_from_data",
    "acts_on",
    "after_deaths",
    "after_declared",
    "after_move",
    "amount_choices",
    "attack_barred",
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
    "declined_instead",
    "defence_barred",
    "defence_roll",
    "diagonal_steps",
    "die_of",
    "drink",
    "effect_amount",
    "enemy_six",
    "every_strike_bonus",
    "exposed_bonus",
    "fights_closed",
    "fixed_die",
    "follow_up",
    "grants_keyword",
    "guards",
    "heal_barred",
    "host_movement",
    "ignores",
    "in_formation",
    "in_front",
    "incarnation_of",
    "incarnations",
    "keep_while",
    "lasting_strike",
    "leap_bonus",
    "load_card_abilities",
    "marker",
    "may_use",
    "movement_bonus",
    "near_ally_wounded",
    "near_shot_at",
    "note_hit",
    "note_use",
    "note_ward",
    "note_wounds",
    "other_fits",
    "passive_op",
    "place",
    "placing_choices",
    "push_cell",
    "ranged_barred",
    "record_move",
    "reduced",
    "resolve",
    "restore_lives",
    "restrict_moves",
    "returns_instead",
    "revealed_all",
    "row_capped",
    "set_marker",
    "shielded",
    "shot_at",
    "side_event",
    "spend_x",
    "stays_open",
    "strength_roll",
    "tiered_amount",
    "turn_markers",
    "unguarded",
    "weak_beside",
    "weakens",
    "with_x",
    "wound_cap",
    "x_of",
    "x_value",
]
