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
``ignore``, ``guard``, ``block``, ``keyword``), ``formation`` (``static`` while it stands
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
    ally_boost,
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
    SILENCED,
    hold_keywords,
    refresh_held,
    restore_removed,
    restore_silenced,
    revealed_all,
    silenced,
    take_back_grants,
)
from deckcheck.engine.berserk.abilities.counters import counters_lost
from deckcheck.engine.berserk.abilities.damage import (
    set_off_blasts,
    throw_ability_die,
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
    ATTACK_LABELS,
    LABEL_KINDS,
    RANGED_ATTACKS,
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
    drawn_to,
    granted_stamina,
    host_range,
    in_formation,
    in_front,
    incarnation_of,
    note_ranged_hit,
    range_bonus,
    ranged_hits,
)
from deckcheck.engine.berserk.abilities.limits import may_use, note_use
from deckcheck.engine.berserk.abilities.loading import (
    abilities_from_data,
    load_card_abilities,
)
from deckcheck.engine.berserk.abilities.markers import (
    NET,
    bounty,
    exposed_bonus,
    first_unanswered,
    netted,
    row_capped,
    shielded,
    unguarded,
    warded,
)
from deckcheck.engine.berserk.abilities.movement import (
    lit_bonus,
    marking,
    movement_bonus,
    place,
    placing_choices,
    push_cell,
    restrict_moves,
    strangle_filter,
)
from deckcheck.engine.berserk.abilities.moves import (
    MOVE_HOOKS,
    after_move,
    note_run,
    note_trail,
    on_trail,
    record_move,
)
from deckcheck.engine.berserk.abilities.passives import (
    NO_LIMIT,
    attack_barred,
    break_chains,
    chain_filter,
    compel_strikes,
    counter_limit,
    defence_barred,
    deflections,
    diagonal_steps,
    fights_closed,
    front_strike_filter,
    grants_keyword,
    guards,
    heal_watched,
    host_loses,
    host_movement,
    host_reduced,
    ignores,
    lures,
    note_hardened,
    note_wounds,
    passive_op,
    reduced,
    returns_instead,
    stays_open,
    strike_reach,
    strikes_flyers,
    unreduced,
    weakens,
    wound_cap,
    wrap_steps,
    wrapped_cell,
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
    OTHER_STRIKES,
    STRIKE_AS_OPEN,
    STRIKE_STAYS_OPEN,
    STRIKE_UNANSWERED,
    after_declared,
    ally_attacked,
    ally_destroyed,
    can_strike_now,
    card_die,
    defence_roll,
    die_bonus,
    enemy_six,
    every_strike_bonus,
    fixed_die,
    held_dice,
    lasting_strike,
    near_ally_wounded,
    near_shot_at,
    next_strike_bonus,
    shot_at,
    strength_roll,
)
from deckcheck.engine.berserk.abilities.summoning import (
    declined_instead,
    incarnations,
    valhalla_times,
)
from deckcheck.engine.berserk.abilities.tokens import (
    CARRIED,
    DICE_KEPT,
    EXPOSED,
    HURT,
    INCARNATION,
    LAST_TARGET,
    MOVE_BONUS,
    NEXT_STRIKE,
    NO_HEAL,
    PAID_MORE,
    POISON,
    RANGED_BARRED,
    STRANGLED,
    STRIKE_LASTING,
    STUN,
    WARDED,
    attack_marked,
    heal_barred,
    marker,
    ranged_barred,
    set_marker,
)
from deckcheck.engine.berserk.abilities.triggers import (
    OP_FLAGS,
    T_ACTS,
    T_AFTER_DEFENDS,
    T_AIMS,
    T_ALLY_ATTACKS,
    T_ALLY_AURA,
    T_ALLY_COUNTERS,
    T_ALLY_DESTROYS,
    T_ALLY_FLIES,
    T_ALLY_HURT,
    T_ALLY_MISSES,
    T_ALLY_REVEALS,
    T_ALLY_STRIKES,
    T_ALLY_STRUCK,
    T_ALLY_TRIO,
    T_ANY_DEATH,
    T_ATTACK,
    T_ATTACK_HITS,
    T_AURA,
    T_BARRED,
    T_BATTLE_START,
    T_CELL_MARKS,
    T_CHAIN,
    T_COMPELLED,
    T_DEFENCE,
    T_DEFENDS,
    T_DEFLECT,
    T_DESTROYED,
    T_DESTROYS,
    T_DIAGONAL,
    T_ENEMY_ATTACKS,
    T_ENEMY_SIX,
    T_FIRM,
    T_FIXED_DIE,
    T_GUARDS,
    T_HARDENED,
    T_HURT,
    T_IGNORES,
    T_INCARNATION,
    T_INSTANT,
    T_LEAP_AURA,
    T_LURE,
    T_MARKS,
    T_MELEE_STRUCK,
    T_MOVED_BY,
    T_MOVES,
    T_NEAR_ALLY_WOUNDED,
    T_NEAR_SHOT_AT,
    T_NO_ANSWER,
    T_NO_ATTACK,
    T_NO_TAP,
    T_OBJECT,
    T_OPPONENT_TURN_END,
    T_OPPONENT_TURN_START,
    T_PASSIVE,
    T_RANGE_AURA,
    T_RARE,
    T_RESTRICT,
    T_REVEALED,
    T_SHOT_AT,
    T_STAMINA,
    T_STATIC,
    T_STRANGLE,
    T_SURE,
    T_TAP,
    T_TEMP_LIVES,
    T_TIMED_GRANT,
    T_TRACK_MOVES,
    T_TRAIL,
    T_TURN_END,
    T_TURN_START,
    T_TURN_WOUNDS,
    T_UNANSWERED_FIRST,
    T_VALHALLA,
    T_VALHALLA_TARGET,
    T_VALHALLA_TWICE,
    T_WARD,
    T_WEAK_AURA,
    T_WHEN_HURT,
    T_WHILE,
    T_WOULD_HEAL,
    T_WOULD_INCARNATE,
    T_WOUNDED,
    T_WRAP,
    TRIGGERS,
    WINDOW_BITS,
    side_event,
)

__all__ = [
    "ANY",
    "ATTACK_KINDS",
    "ATTACK_LABELS",
    "CARRIED",
    "DICE_KEPT",
    "EXPOSED",
    "HEAL_TURN",
    "HURT",
    "INCARNATION",
    "LABEL_KINDS",
    "LAST_TARGET",
    "MOVE_BONUS",
    "MOVE_HOOKS",
    "NET",
    "NEXT_STRIKE",
    "NO_HEAL",
    "NO_LIMIT",
    "OPERATIONS",
    "OP_FLAGS",
    "OTHER_STRIKES",
    "PAID_MORE",
    "POISON",
    "RANGED_ATTACKS",
    "RANGED_BARRED",
    "SILENCED",
    "STRANGLED",
    "STRIKE_AS_OPEN",
    "STRIKE_LASTING",
    "STRIKE_STAYS_OPEN",
    "STRIKE_UNANSWERED",
    "STUN",
    "TRIGGERS",
    "T_ACTS",
    "T_AFTER_DEFENDS",
    "T_AIMS",
    "T_ALLY_ATTACKS",
    "T_ALLY_AURA",
    "T_ALLY_COUNTERS",
    "T_ALLY_DESTROYS",
    "T_ALLY_FLIES",
    "T_ALLY_HURT",
    "T_ALLY_MISSES",
    "T_ALLY_REVEALS",
    "T_ALLY_STRIKES",
    "T_ALLY_STRUCK",
    "T_ALLY_TRIO",
    "T_ANY_DEATH",
    "T_ATTACK",
    "T_ATTACK_HITS",
    "T_AURA",
    "T_BARRED",
    "T_BATTLE_START",
    "T_CELL_MARKS",
    "T_CHAIN",
    "T_COMPELLED",
    "T_DEFENCE",
    "T_DEFENDS",
    "T_DEFLECT",
    "T_DESTROYED",
    "T_DESTROYS",
    "T_DIAGONAL",
    "T_ENEMY_ATTACKS",
    "T_ENEMY_SIX",
    "T_FIRM",
    "T_FIXED_DIE",
    "T_GUARDS",
    "T_HARDENED",
    "T_HURT",
    "T_IGNORES",
    "T_INCARNATION",
    "T_INSTANT",
    "T_LEAP_AURA",
    "T_LURE",
    "T_MARKS",
    "T_MELEE_STRUCK",
    "T_MOVED_BY",
    "T_MOVES",
    "T_NEAR_ALLY_WOUNDED",
    "T_NEAR_SHOT_AT",
    "T_NO_ANSWER",
    "T_NO_ATTACK",
    "T_NO_TAP",
    "T_OBJECT",
    "T_OPPONENT_TURN_END",
    "T_OPPONENT_TURN_START",
    "T_PASSIVE",
    "T_RANGE_AURA",
    "T_RARE",
    "T_RESTRICT",
    "T_REVEALED",
    "T_SHOT_AT",
    "T_STAMINA",
    "T_STATIC",
    "T_STRANGLE",
    "T_SURE",
    "T_TAP",
    "T_TEMP_LIVES",
    "T_TIMED_GRANT",
    "T_TRACK_MOVES",
    "T_TRAIL",
    "T_TURN_END",
    "T_TURN_START",
    "T_TURN_WOUNDS",
    "T_UNANSWERED_FIRST",
    "T_VALHALLA",
    "T_VALHALLA_TARGET",
    "T_VALHALLA_TWICE",
    "T_WARD",
    "T_WEAK_AURA",
    "T_WHEN_HURT",
    "T_WHILE",
    "T_WOULD_HEAL",
    "T_WOULD_INCARNATE",
    "T_WOUNDED",
    "T_WRAP",
    "WARDED",
    "WINDOW_BITS",
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
    "ally_attacked",
    "ally_boost",
    "ally_destroyed",
    "amount_choices",
    "attack_barred",
    "attack_marked",
    "aura_reduced",
    "bounty",
    "break_chains",
    "can_strike_now",
    "card_die",
    "carries",
    "chain_filter",
    "compel_strikes",
    "compile_ability",
    "compile_effect",
    "count_near",
    "counter_limit",
    "counters_lost",
    "declined_instead",
    "defence_barred",
    "defence_roll",
    "deflections",
    "diagonal_steps",
    "die_bonus",
    "die_of",
    "drawn_to",
    "drink",
    "effect_amount",
    "enemy_six",
    "every_strike_bonus",
    "exposed_bonus",
    "fights_closed",
    "first_unanswered",
    "fixed_die",
    "follow_up",
    "front_strike_filter",
    "granted_stamina",
    "grants_keyword",
    "guards",
    "heal_barred",
    "heal_watched",
    "held_dice",
    "hold_keywords",
    "host_loses",
    "host_movement",
    "host_range",
    "host_reduced",
    "ignores",
    "in_formation",
    "in_front",
    "incarnation_of",
    "incarnations",
    "lasting_strike",
    "leap_bonus",
    "lit_bonus",
    "load_card_abilities",
    "lures",
    "marker",
    "marking",
    "may_use",
    "movement_bonus",
    "near_ally_wounded",
    "near_shot_at",
    "netted",
    "next_strike_bonus",
    "note_hardened",
    "note_hit",
    "note_ranged_hit",
    "note_run",
    "note_trail",
    "note_use",
    "note_wounds",
    "on_trail",
    "other_fits",
    "passive_op",
    "place",
    "placing_choices",
    "push_cell",
    "range_bonus",
    "ranged_barred",
    "ranged_hits",
    "record_move",
    "reduced",
    "refresh_held",
    "resolve",
    "restore_lives",
    "restore_removed",
    "restore_silenced",
    "restrict_moves",
    "returns_instead",
    "revealed_all",
    "row_capped",
    "set_marker",
    "set_off_blasts",
    "shielded",
    "shot_at",
    "side_event",
    "silenced",
    "spend_x",
    "stays_open",
    "strangle_filter",
    "strength_roll",
    "strike_reach",
    "strikes_flyers",
    "take_back_grants",
    "throw_ability_die",
    "tiered_amount",
    "turn_markers",
    "unguarded",
    "unreduced",
    "valhalla_times",
    "warded",
    "weak_beside",
    "weakens",
    "with_x",
    "wound_cap",
    "wrap_steps",
    "wrapped_cell",
    "x_of",
    "x_value",
]
