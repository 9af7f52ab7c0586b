"""The Berserk game state: one class that owns the rules (seeds 106-110, 205-209).

A game (option names are those of ``rules.yaml``; research = berserk-rules-and-cards.md):

1. *Recruitment* (research §2.2): each player, First then Second, is dealt 15 cards and
   recruits a squad within the format's crystals — card by card, or the best squad of
   the deal at once (:func:`deckcheck.games.berserk.squads.best_squad`'s optimiser), after up to
   ``max_mulligans`` re-deals. Unrecruited cards are shuffled back into the deck.
2. *Placement* (§2.3): each player puts the squad face down on its half, card by card,
   choosing the card and its cell within the ``placement`` tier order; terrains go to
   the additional zone.
3. *Reveal*: the First player reveals every card, the Second every card but its
   ``hidden_row``; revealed flyers go to the additional zone (seed 208.1) and symbiotes,
   companions and parasites onto their hosts (209.2).
4. *Turns* (§2.4): the active player reveals its face-down cards, opens its closed
   cards, refreshes movement (and armour, regeneration); then each open creature may
   move (orthogonally, one free cell per point) and take one action — a simple strike,
   a shot, or closing for a strike at a flyer (208.6) — after which it closes. A
   creature cannot act in the turn it came under its player's control unless it has
   Dash (107.5).
5. *Simple strike* (§2.6, 107.3, 107.4): the target's player may name a defender; the
   dice come from ``strike-table.yaml``: the attacker alone against a closed target,
   opposed dice (with counter-strike and the exchange) against an open one.
6. Dead cards go to their owner's graveyard in the order the owner chooses (205.1),
   losing what 205.2 says they lose; a symbiote dies with its host (209.4).
7. A player with no creature left loses (§2.5); ``turn_limit`` and ``stall_limit`` end
   a game that does not finish as a draw.

Windows with a single choice are decided automatically, so every action in
:attr:`State.history` is a real decision.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Final

from deckcheck.engine.api import IllegalActionError, LogEvent, Outcome
from deckcheck.engine.base import (
    as_objects,
    game_generator,
    is_frozen_deck,
    number_cards,
    numbers_dealt_at_random,
    popcount,
    shuffle,
)
from deckcheck.engine.streams import Rng
from deckcheck.games.berserk.engine import actions as A
from deckcheck.games.berserk.engine.abilities import (
    ACTED,
    ANY,
    ATTACK_KINDS,
    CARRIED,
    DEATH_CELL,
    DICE_KEPT,
    EXPOSED,
    GAP_CELL,
    GRAVE_SIDES,
    HIT_BONUS,
    HURT,
    LABEL_KINDS,
    LAST_STEP,
    LAST_TARGET,
    LOW_MASK,
    MOVE_BONUS,
    MOVE_HOOKS,
    NET,
    NEXT_STRIKE,
    NO_ABILITY,
    OTHER_STRIKES,
    PAID_MORE,
    PLACE_BY_MOVER,
    PLACE_LEAP,
    PLACE_OPTIONAL,
    PLACE_THEN,
    PLACE_THEN_INDEX,
    POISON,
    RANGED_ATTACKS,
    RANGED_BARRED,
    SIDE_ALLY,
    SIDE_ENEMY,
    SIDE_ENEMY_GRAVE,
    SIDE_GRAVE,
    SIDE_SELF,
    SILENCED,
    SLAIN_BY,
    STRANGLED,
    STRIKE_AS_OPEN,
    STRIKE_LASTING,
    STRIKE_STAYS_OPEN,
    STRIKE_UNANSWERED,
    STRUCK,
    STUN,
    T_ACTED,
    T_ACTS,
    T_AFTER_DEFENDS,
    T_AIMS,
    T_ALLY_ATTACKS,
    T_ALLY_AURA,
    T_ALLY_COUNTERS,
    T_ALLY_DEALS,
    T_ALLY_DESTROYS,
    T_ALLY_FLIES,
    T_ALLY_HURT,
    T_ALLY_MISSES,
    T_ALLY_REVEALS,
    T_ALLY_STRIKES,
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
    T_GRAVE_INSTANT,
    T_GRAVE_OPPONENT_TURN_START,
    T_GUARDS,
    T_HARDENED,
    T_HURT,
    T_IGNORES,
    T_INCARNATION,
    T_INSTANT,
    T_LEAP_AURA,
    T_LURE,
    T_MARKS,
    T_MOVES,
    T_NO_ANSWER,
    T_NO_ATTACK,
    T_NO_TAP,
    T_OBJECT,
    T_OPENS_ANY,
    T_OPPONENT_TURN_END,
    T_OPPONENT_TURN_START,
    T_PASSIVE,
    T_RANGE_AURA,
    T_RARE,
    T_RESTRICT,
    T_REVEALED,
    T_SQUADS_PLACED,
    T_STATIC,
    T_STRANGLE,
    T_SURE,
    T_TAP,
    T_TEMP_LIVES,
    T_TIMED_GRANT,
    T_TO_GRAVE,
    T_TRACK_MOVES,
    T_TRAIL,
    T_TURN_END,
    T_TURN_START,
    T_UNANSWERED_FIRST,
    T_VALHALLA,
    T_WHEN_HURT,
    T_WHILE,
    T_WOULD_HEAL,
    T_WOULD_INCARNATE,
    T_WOUNDED,
    T_WRAP,
    WARDED,
    WINDOW_BITS,
    Ability,
    Effect,
    acts_on,
    after_deaths,
    after_declared,
    after_move,
    ally_attacked,
    ally_boost,
    ally_destroyed,
    artifact_instead,
    attack_barred,
    attack_die,
    attack_marked,
    aura_reduced,
    blocked_anywhere,
    bounty,
    break_chains,
    can_strike_now,
    card_die,
    chain_filter,
    compel_strikes,
    counters_lost,
    declined_instead,
    defence_barred,
    defence_dice,
    defence_roll,
    deflections,
    diagonal_steps,
    die_bonus,
    drawn_to,
    drink,
    effect_amount,
    enemy_six,
    every_strike_bonus,
    exposed_bonus,
    fights_closed,
    first_unanswered,
    fixed_die,
    follow_up,
    front_strike_filter,
    grants_keyword,
    graveyard_pool,
    grip_filter,
    guards,
    heal_barred,
    heal_watched,
    held_dice,
    hit_bonus,
    hold_keywords,
    host_loses,
    host_movement,
    host_range,
    host_reduced,
    ignores,
    in_front,
    incarnations,
    lasting_strike,
    leap_bonus,
    lent_bits,
    lit_bonus,
    lures,
    marker,
    marking,
    may_keep,
    may_spread,
    may_use,
    modified_die,
    movement_bonus,
    near_ally_wounded,
    near_shot_at,
    netted,
    next_strike_bonus,
    note_hardened,
    note_hit,
    note_ranged_hit,
    note_run,
    note_trail,
    note_use,
    note_wounds,
    offer_spread,
    on_trail,
    other_fits,
    outlasting_marks,
    passive_op,
    place,
    placing_choices,
    range_bonus,
    ranged_barred,
    record_move,
    reduced,
    refresh_held,
    resolve,
    restore_lives,
    restore_removed,
    restore_silenced,
    restrict_moves,
    returns_instead,
    rises_instead,
    row_capped,
    set_marker,
    set_off_blasts,
    shielded,
    shot_at,
    shot_opens_chain,
    side_event,
    silenced,
    spend_next_boost,
    spend_x,
    spread_one,
    spread_targets,
    stays_open,
    strangle_filter,
    strength_roll,
    strike_reach,
    strikes_flyers,
    struck,
    take_back_grants,
    take_back_lent,
    tell_valhalla,
    throw_ability_die,
    thrown_for,
    tiered_amount,
    trample,
    trampled,
    turn_markers,
    unguarded,
    unreduced,
    warded,
    weak_beside,
    weakens,
    wound_cap,
    wrap_steps,
    wrapped_cell,
    x_of,
)
from deckcheck.games.berserk.engine.abilities.language import JOINED_CLASS
from deckcheck.games.berserk.engine.abilities.passives import chained_this_turn
from deckcheck.games.berserk.engine.abilities.tokens import (
    TIMED_GRANTED,
    TIMED_LIVES,
    TIMED_NET,
    TIMED_NO_ATTACK,
    TIMED_REMOVED,
    TIMED_TURN_END,
    timed_marks_of,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    H_ALLY_ATTACKED,
    H_ALLY_COUNTERS,
    H_ALLY_DEALS,
    H_ALLY_FLIES,
    H_ALLY_HURT,
    H_ALLY_MISSES,
    H_ALLY_REVEALS,
    H_ALLY_STRIKES,
    H_ALLY_STRUCK,
    H_BLOCKS_ANYWHERE,
    H_ENEMY_SIX,
    H_FIXED_DIE,
    H_GRAVE_INSTANT,
    H_GRAVE_OPPONENT_TURN_START,
    H_GUARDS,
    H_LENDS,
    H_MELEE_STRUCK,
    H_NEAR_ALLY_WOUNDED,
    H_NEAR_SHOT_AT,
    H_OPENS_ANY,
    H_REVEALED,
    H_SHOT_AT,
    H_SLAIN_WATCH,
    H_SPREAD,
    H_STRUCK,
    H_TURN_WOUNDS,
    H_WARD,
    H_WEAK_AURA,
    LOW_BITS,
)
from deckcheck.games.berserk.engine.board import (
    BIT,
    CELLS,
    DISTANCE,
    HALF_CELLS,
    NEIGHBOURS4,
    NEIGHBOURS4_MASK,
    NEIGHBOURS8,
    NEIGHBOURS8_MASK,
    TWO_APART_MASK,
    distance,
    label,
    player_row,
)
from deckcheck.games.berserk.engine.cards import (
    ABSORB,
    ARTIFACT,
    ATTACK,
    ATTACK_BONUS,
    ATTACK_KEY,
    CREATURE,
    DEFENCE_BONUS,
    DEFEND_ALWAYS,
    DEFENDER_OPEN,
    DIE_PENALTY,
    EFF_ABSORB,
    EFF_ATTACK,
    EFF_DASH,
    EFF_FLY,
    EFF_IMMUNE_FLYER,
    EFF_LEAP,
    EFF_RANGED,
    EFF_REGENERATE,
    ELEMENT_BIT,
    EQUIPMENT,
    FLY,
    HEAL_ON_KILL,
    IMMUNE,
    IMMUNE_FLYER,
    LEAP,
    NO_COUNTER,
    NO_EFFECTS,
    PARASITE,
    PROTECTION,
    RANGED,
    REGENERATE,
    SYMBIOTE,
    TERRAIN,
    TYPE_IDS,
    TYPE_NAMES,
    UNDEFENDABLE,
    VAMPIRISM,
    Z_BOARD,
    Z_DEAL,
    Z_DECK,
    Z_DYING,
    Z_EXILE,
    Z_EXTRA,
    Z_GRAVE,
    Z_SQUAD,
    ZONE_NAMES,
    CardTable,
    Keyword,
    add_effect,
    effect_bits,
    element_names,
    parse_ability,
)
from deckcheck.games.berserk.engine.kernel import (
    Choice,
    Kernel,
    Roll,
    Strike,
    Struck,
    number_in,
)
from deckcheck.games.berserk.engine.strikes import ATTACKER, MISS, NONE, TIER_NAMES, WEAK, Result
from deckcheck.games.berserk.squads import clauses
from deckcheck.games.berserk.squads.check import available_crystals, element_penalty
from deckcheck.games.berserk.squads.model import ChoiceEntry, SquadCard, paid, pay
from deckcheck.games.berserk.squads.optimise import best_choices, squad_key
from deckcheck.games.berserk.squads.rules import Crystals, Seat

if TYPE_CHECKING:
    from deckcheck.games.berserk.engine.rules import Rules

# Phases: who decides what.
RECRUIT: Final = 0
PLACE: Final = 1
HOST: Final = 2
MAIN: Final = 3
DEFEND: Final = 4
#: The target of an A.DEFEND action that turns the strike onto its card instead of
#: naming it the defender (the attacker's passive deflectable).
DEFLECT: Final = 1
EXCHANGE: Final = 5
BURY: Final = 6
OVER: Final = 7
CHOOSE: Final = 8
RESPOND: Final = 9
#: A seat puts cards of its deck back on top or at the bottom, one at a time (order_deck).
ORDER: Final = 10
#: The wounds an attack gave a card wait for its player to spread them (State.spreading).
SPREAD: Final = 11
#: Before the squads are revealed, a seat moves its cards about its half of the
#: battlefield, face down (State.rearranging: the ``rearrange`` effect, VS-177).
REARRANGE: Final = 12
PHASE_NAMES: Final = ("recruit", "place", "host", "main", "defend", "exchange", "bury", "over",
               "choose", "respond", "order", "spread", "rearrange")
#: The target of an A.BURY action in the ORDER phase: the card goes to the bottom of the
#: deck (0: on top).
TO_BOTTOM: Final = 1


#: The triggers on an attack that landed (abilities.ally_attacked fires them).
ATTACK_EVENTS: Final = T_ALLY_ATTACKS | T_ENEMY_ATTACKS

# What to do once the hosting windows are over.
R_NONE: Final = 0
R_FIRST_TURN: Final = 1
R_TURN_BODY: Final = 2
R_NEXT_TURN: Final = 3
#: Once the seats that may rearrange their cards after the placement have (squads_placed).
R_REVEAL: Final = 4
# The windows a game's cards may answer in (State.windows_any): the others cost nothing.
W_DECLARED: Final = WINDOW_BITS["declared"]
W_ROLLED: Final = WINDOW_BITS["rolled"]
W_BEFORE_DICE: Final = WINDOW_BITS["before_dice"]
W_AIMED: Final = WINDOW_BITS["aimed"]
W_THROWN: Final = WINDOW_BITS["thrown"]
W_RESOLVED: Final = WINDOW_BITS["resolved"]
W_TURN_END: Final = WINDOW_BITS["turn_end"]
#: The response windows that hold an attack (its strike_ctx) until they close.
ATTACK_WINDOWS: Final = ("declared", "rolled", "aimed", "thrown", "before_dice")

#: Marker kinds a card may carry (``kind`` or ``kind:label``); see :meth:`State.add_marker`.
MARKER_KINDS: Final = ("counter", "marker", "incarnation", "incarnation_counters",
                "per_battle_markers", "per_turn_markers")

_SIDES: Final = ("First", "Second")
IMMUNE_SHOT: Final = IMMUNE + "shot"
IMMUNE_MAGIC: Final = IMMUNE + "magic"
#: The triggers whose abilities may change a simple strike (abilities.MODIFIERS).
STRIKE_TRIGGERS: Final = T_ATTACK | T_DEFENCE | T_STATIC
#: Per cell: itself and the cells around it, in the field's order (a tap ability's targets
#: within one cell, in the order on_field would give them).
AROUND: Final = tuple(tuple(sorted({x, *NEIGHBOURS8[x]})) for x in range(CELLS))
#: The simple strike of a creature that strikes nothing (rules.yaml zero_strike_cannot_attack).
NO_STRIKE: Final = (0, 0, 0)
#: What the main listing's pass over the field finds (State._main_actions): the active
#: player's open face-up creatures on the battlefield and the enemy cards that may be
#: targeted (field order), the cells of those enemy main cards and guests, the enemy cards
#: in the air that may be targeted, whether the enemy creatures all fly, whether a host
#: and its guest count as next to each other.
Field = tuple[list[int], list[int], int, int, list[int], bool, bool]



class Setup:
    """What every game of two decks under one card table and rule set starts from: the
    cards' numbers and printed facts, the attack keywords, the placement tiers, and the
    answers of pure functions of the rules (crystals, affordable squads).

    A batch plays one matchup thousands of times; each new game copies these instead of
    working them out again (:func:`_setup`). Read-only once built, but for the answer
    caches, which only grow.
    """

    __slots__ = ("affordable", "attack_ids", "attack_keys", "cards", "crystals", "ctype",
                 "decks", "eff", "eff_bits", "elem", "identity", "kinds", "lives_max",
                 "move_max", "owners", "rules", "strike", "tiers", "trig", "trig_any",
                 "windows_any")

    def __init__(self, state: State | None = None, kinds: Sequence[int] = (),
                 owners: Sequence[int] = ()):
        if state is None:
            return  # (no game: a blank one, which pickle fills in; deckcheck.batch.isolation)
        cards = state.cards
        rules = state.rules
        self.cards = cards
        self.rules = rules
        self.kinds = tuple(kinds)
        self.owners = tuple(owners)
        #: Each seat's deck in card-number order (before the shuffle).
        self.decks = (tuple(c for c, seat in enumerate(owners) if seat == 0),
                      tuple(c for c, seat in enumerate(owners) if seat == 1))
        self.elem = [cards.elements[k] for k in kinds]
        self.ctype = [cards.types[k] for k in kinds]
        self.lives_max = [cards.lives[k] for k in kinds]
        self.move_max = [state._base_movement(k) for k in kinds]
        self.strike = [cards.strikes[k] for k in kinds]
        self.eff = [cards.effects[k] for k in kinds]
        self.eff_bits = [cards.effect_bits[k] for k in kinds]
        self.trig = tuple(cards.triggers[k] for k in kinds)
        #: Per kind of the decks: the facts that come with a card's identity (elements,
        #: type, lives, movement, simple strike, effects and their bits), for
        #: determinisations.
        self.identity = {k: (cards.elements[k], cards.types[k], cards.lives[k],
                             state._base_movement(k), cards.strikes[k], cards.effects[k],
                             cards.effect_bits[k])
                         for k in set(kinds)}
        self.trig_any = 0
        for bits in self.trig:
            self.trig_any |= bits
        #: The windows (WINDOW_BITS) some instant ability of these cards may be used in.
        self.windows_any = 0
        for k in set(kinds):
            for ability in cards.abilities[k]:
                if ability.bit == T_INSTANT:
                    for window in ability.windows:
                        self.windows_any |= WINDOW_BITS[window]
        if rules.instant_windows == "strikes_only":  # the variant: no other windows
            self.windows_any &= ~(W_AIMED | W_THROWN | W_RESOLVED | W_TURN_END)
        self.attack_ids = tuple(sorted({
            k.id for k in rules.vocabulary.keywords.values()
            if k.implemented and k.effect == "attack"}))
        self.attack_keys = tuple(ATTACK_KEY + k for k in self.attack_ids)
        #: The placement tiers of both seats, by the First player's seat.
        self.tiers = tuple((rules.tiers(0, 0 if first == 0 else 1),
                            rules.tiers(1, 0 if first == 1 else 1)) for first in (0, 1))
        self.crystals: dict[tuple[bool, int], Crystals] = {}
        self.affordable: dict[tuple[bool, int, int, int, int, int], bool] = {}


#: The key of a best squad's mapping (State._best) holding the kind recruited under a
#: ward (VS-180).
WARD_KEY: Final = -(1 << 30)

#: The keys of a best squad's mapping (State._best) holding its crystals on cards and
#: its lives, when a card fetches into the deal (NT-187).
COST_KEY: Final = -(1 << 30) - 1
LIVES_KEY: Final = -(1 << 30) - 2

#: The setups of the matchups met, by (card table, rules, numbering); a few at a time.
_SETUPS: Final[dict[tuple[int, int, tuple[int, ...], tuple[int, ...]], Setup]] = {}
_SETUPS_KEPT: Final = 64


def _setup(state: State, kinds: Sequence[int], owners: Sequence[int]) -> Setup:
    """The :class:`Setup` of ``state``'s card table, rules and card numbering."""
    key = (id(state.cards), id(state.rules), tuple(kinds), tuple(owners))
    found = _SETUPS.get(key)
    # The setup keeps its table and rules alive, so their ids are theirs while it is kept.
    if found is None or found.cards is not state.cards or found.rules is not state.rules:
        if len(_SETUPS) >= _SETUPS_KEPT:
            _SETUPS.clear()
        found = _SETUPS[key] = Setup(state, kinds, owners)
    return found


#: The same by the identities of the card table, the rules and two frozen decks (a
#: batch's: base.frozen_deck), which the games of a batch share: their cards are not
#: numbered again, nor a key of every card made and hashed, for each game. The entry
#: holds the objects, so their ids are not reused while it is kept.
_SETUPS_BY_DECKS: Final[dict[tuple[int, int, int, int], tuple[object, object, object, object,
                                                             Setup]]] = {}


def _setup_of_decks(state: State, decks: Sequence[Mapping[str, int]]) -> Setup:
    """The :class:`Setup` of ``state``'s card table and rules for ``decks``: its cards
    numbered (base.number_cards, which checks the decks) unless the decks are frozen
    decks whose setup is known."""
    deck_a, deck_b = decks[0], decks[1]
    frozen = is_frozen_deck(deck_a) and is_frozen_deck(deck_b)
    ids = (id(state.cards), id(state.rules), id(deck_a), id(deck_b))
    if frozen:
        known = _SETUPS_BY_DECKS.get(ids)
        if known is not None and known[0] is state.cards and known[1] is state.rules \
                and known[2] is deck_a and known[3] is deck_b:
            return known[4]
    kinds, owners = number_cards(state.cards.index, decks, A.MAX_CARDS)
    setup = _setup(state, kinds, owners)
    if frozen:
        if len(_SETUPS_BY_DECKS) >= _SETUPS_KEPT:
            _SETUPS_BY_DECKS.clear()
        _SETUPS_BY_DECKS[ids] = (state.cards, state.rules, deck_a, deck_b, setup)
    return setup


#: The keyword whose die penalty a host may lose (host_loses, NT-171).
CLUMSINESS: Final = "clumsiness"
#: The main-phase actions by which a card acts (seed 107.5: attacks and tap abilities).
_ACTING: Final = frozenset({A.STRIKE, A.SHOT, A.ATTACK, A.ABILITY})
#: The actions by which a card acts, for the acted condition (tokens.ACTED): a move, a
#: jump, an attack, an ability, a close for a strike at a flyer.
_ACTED: Final = frozenset({A.MOVE, A.LEAP, A.STRIKE, A.SHOT, A.ATTACK, A.ABILITY,
                           A.CLOSE_FOR_FLYER})


#: Every step's action (MOVE | card << 4 | cell << 12) by card * CELLS + cell, and every
#: simple strike's met so far (STRIKE | card << 4 | target << 12, None until then) by
#: card << 8 | target: the main listing appends the table's int, where computing the
#: action makes a new Python int each time (compiled, an int above 256 is boxed anew:
#: most of a listing's cost per action). Read and appended as objects (as_objects).
_STEP_ACTIONS: Final[list[object]] = [A.MOVE | c << 4 | y << 12
                                      for c in range(A.MAX_CARDS) for y in range(CELLS)]
_STRIKE_ACTIONS: Final[list[object]] = [None] * (A.MAX_CARDS * A.MAX_CARDS)


#: An ``either`` ability as its target's controller picked one of its effects (_chosen),
#: by the ability's id and the pick, with the ability (so that the id stays its own): a
#: dataclass replace makes an Ability through its Python __init__, some 150,000
#: instructions, at every pick.
_PICKED: Final[dict[tuple[int, int], tuple[Ability, Ability]]] = {}


def _picked(ability: Ability, alt: int) -> Ability:
    """``ability`` with only its effect ``alt`` (an either ability's pick)."""
    found = _PICKED.get((id(ability), alt))
    if found is not None and found[0] is ability:
        return found[1]
    if len(_PICKED) >= 1024:  # (abilities made during a game, lent ones: kept few)
        _PICKED.clear()
    picked = replace(ability, effects=(ability.effects[alt],), aimed=(ability.effects[alt],))
    _PICKED[id(ability), alt] = (ability, picked)
    return picked


def _strike_action(c: int, t: int) -> object:
    """``c``'s simple strike at ``t`` as the table's int (made the first time it is met)."""
    action = _STRIKE_ACTIONS[c << 8 | t]
    if action is None:
        action = _STRIKE_ACTIONS[c << 8 | t] = A.STRIKE | c << 4 | t << 12
    return action


class State(Kernel):
    """A game of Berserk in progress (see the module docstring for its course).

    Seats are 0 and 1; ``first`` is the First player's seat. Physical cards are numbered
    0..n-1 at creation; ``kinds[card]`` is the card's index in the :class:`CardTable`.
    Per-card facts live in parallel lists indexed by card number. Make states with
    :func:`deckcheck.games.berserk.engine.new_game` (or :func:`~deckcheck.games.berserk.engine.
    position.arrange` for a battle position).
    """

    __slots__ = (
        "_affordable",
        "_attack_cache",
        "_attack_keys",
        "_by_bit",
        "_by_high",
        "_by_passive",
        "_by_trigger",
        "_checking",
        "_crystals",
        "_field",
        "_field_at",
        "_fields",
        "_found",
        "_holders",
        "_legal",
        "_log",
        "_names",
        "_nb",
        "_nb_mask",
        "_outcome",
        "_said",
        "_setup",
        "_stepped",
        "_tiers",
        "attack_ids",
        "best",
        "burying",
        "choices",
        "continuing",
        "crowned",
        "damaged",
        "deal",
        "defended",
        "dice",
        "dying",
        "flyer_ready",
        "forced",
        "history",
        "hosting",
        "mulligans",
        "name_counts",
        "ordering",
        "phase",
        "quiet",
        "recruited",
        "responding",
        "resume",
        "seed",
        "spent",
        "squad",
        "to_move",
        "turn",
        "window_due",
        "windows_any",
    )

    #: Test mode: what a window's opening found is compared with a listing anew
    #: (_found_for), a main listing after a step with a full one (_after_step); the
    #: tests set it, so does DECKCHECK_BERSERK_CROSS_CHECK=1. A game reads it as it is
    #: made (its _checking, which its copies keep): compiled, a class attribute is a
    #: Python look-up, some 130 instructions at every decision.
    cross_check: ClassVar[bool] = os.environ.get("DECKCHECK_BERSERK_CROSS_CHECK") == "1"

    # --- creation -------------------------------------------------------------------

    def _begin(
        self,
        cards: CardTable,
        rules: Rules,
        decks: Sequence[Mapping[str, int]],
        seed: int,
        log: bool,
        names: tuple[str, str],
    ) -> None:
        self.cards = cards
        self.rules = rules
        self.seed = seed
        self._checking = self.cross_check
        self._rng = game_generator(seed)
        self._rng_shared = False
        self._names = names
        self._log: list[LogEvent] | None = [] if log else None
        self._said: list[int] = []
        setup = self._setup = _setup_of_decks(self, decks)
        owners = setup.owners
        self.deck: list[list[int]] = [list(setup.decks[0]), list(setup.decks[1])]
        n = len(owners)
        # Agents see the numbers of cards they cannot identify (the opponent's deal and
        # squad, a face-down card): the matchup's cards are dealt to the numbers at random
        # within each seat, from the game's seed, so a number is a handle, never a clue.
        # Card c holds the matchup's card number deal[c].
        deal = numbers_dealt_at_random(range(n), owners, self.rng)
        self.kinds: tuple[int, ...] = tuple([setup.kinds[i] for i in deal])
        self.owners: tuple[int, ...] = setup.owners
        self.ctrl = list(owners)
        self.zone = [Z_DECK] * n
        self.cell = [-1] * n
        self.host = [-1] * n
        self.guest = [-1] * n
        self.face_down = [False] * n
        self.closed = [False] * n
        self.wounds = [0] * n
        self.moves = [0] * n
        self.control_turn = [0] * n
        self.defended = [-1] * n
        self.flyer_ready = [-1] * n
        self.armour_left = [0] * n
        self.elem = [setup.elem[i] for i in deal]
        self.ctype = [setup.ctype[i] for i in deal]
        self.lives_max = [setup.lives_max[i] for i in deal]
        self.move_max = [setup.move_max[i] for i in deal]
        self.strike: list[tuple[int, int, int] | None] = [setup.strike[i] for i in deal]
        self.eff: list[dict[str, int]] = [setup.eff[i] for i in deal]
        self.eff_bits = [setup.eff_bits[i] for i in deal]
        self.markers: list[dict[str, int] | None] = [None] * n
        #: Per card: how it moved in the turn it last moved (abilities.record_move), an
        #: int of its own rather than a marker: every move sets it, and a card with no
        #: marker takes the fast paths of a strike (no next_die, no shield to look for).
        self.moved = [0] * n
        #: Per card: the trigger bits of its encoded abilities (abilities.T_*), one int
        #: test on the hot path; and what abilities added this turn to its simple strike
        #: and its dice.
        self.set_triggers(tuple([setup.trig[i] for i in deal]))
        #: The triggers of every card of the game at once (0: no card has abilities).
        self.trig_any = setup.trig_any
        self.trig_low = setup.trig_any & LOW_MASK
        self.trig_high = setup.trig_any >> LOW_BITS
        self.silenced_count = 0
        self.lends = bool(self.trig_high & H_LENDS)
        #: The windows some instant ability of the game's cards may be used in.
        self.windows_any = setup.windows_any
        #: The cards with some trigger bits, by the bits asked (cards_with), with the
        #: trigger bits they were found in.
        self._by_trigger: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        #: The same for high bits asked shifted down (cards_with_high), by those bits.
        #: (For one low bit: _by_bit, made by set_triggers.)
        self._by_high: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        #: Whether an ability may have left a card with lethal wounds (_settle_deaths).
        self.deaths_pending = False
        #: No timed markers yet; chains "noted" in turn 0, where a card with markers but
        #: none of a chain reads as chained this turn (its CHAIN's turn, 0 >> 14): the
        #: chain filter and the chains' break run there as they always did (see Kernel).
        self.chain_turn = 0
        self.timed_marks = 0
        self.classes_joined = False
        #: What deciding to open the next window found, for its listing (_keep_found).
        self._found: tuple[int, object, list[int]] | None = None
        #: The last main listing's pass over the field, the number of decisions then,
        #: and the card of a plain step taken since, -1 for none (_after_step). (Two
        #: fields, not a pair: a pair is a tuple made, and its number boxed, a listing.)
        self._field: Field | None = None
        self._field_at = -1
        self._stepped = -1
        #: on_field's lists (seat 0, seat 1, every card), None until asked again after a
        #: card came onto, left or moved on the field or changed sides (field_changed).
        self._fields: list[list[int] | None] = [None, None, None]
        self.strike_mod = [0] * n
        self.dice_mod = [0] * n
        self.mods_set = False
        #: (card, ability index) -> the turn a once-per-turn ability was used.
        self.used: dict[tuple[int, int], int] = {}
        #: How deep triggered abilities are nested (a wound triggering a wound ...).
        self.depth = 0
        self.cells = [-1] * CELLS
        self.deal: list[list[int]] = [[], []]
        self.squad: list[list[int]] = [[], []]
        self.extra: list[list[int]] = [[], []]
        self.grave: list[list[int]] = [[], []]
        self.exile: list[list[int]] = [[], []]
        self.dying: list[int] = []
        self.recruited: list[list[int]] = [[], []]
        self.mulligans = [0, 0]
        #: Per seat: crystals on elite cards, on ordinary cards, on flyers; element mask;
        #: gold its cards gave; 1 + the most element cards a taken gold offer allows (0:
        #: none, VS-199).
        self.spent = [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]
        self.name_counts: list[dict[str, int]] = [{}, {}]
        #: Per seat: the recruitment choices its player made (squads.clauses: paid more,
        #: gold taken, a ward, cards fetched), as a squad file states them.
        self.choices: list[list[ChoiceEntry]] = [[], []]
        self.crowned: list[frozenset[str]] = [frozenset(), frozenset()]
        #: Best squads of deals once computed ({kind: copies}), by (First player?,
        #: mulligans, the dealt kinds): a pure function of these, shared with clones.
        self.best: dict[tuple[bool, int, tuple[int, ...]], Mapping[int, int]] = {}
        self._nb = NEIGHBOURS8 if rules.adjacency == "eight" else NEIGHBOURS4
        self._nb_mask = NEIGHBOURS8_MASK if rules.adjacency == "eight" else NEIGHBOURS4_MASK
        #: The attack keywords of the vocabulary (an ATTACK action names one by index).
        self.attack_ids: tuple[str, ...] = setup.attack_ids
        self._attack_keys = setup.attack_keys
        self._crystals = setup.crystals
        self._affordable = setup.affordable
        self._attack_cache: dict[int, tuple[Mapping[str, int], tuple[tuple[int, Keyword],
                                                                      ...]]] = {}
        rng = self.rng
        self.first = rng.randrange(2) if rules.first_player == "random" else 0
        self._tiers = setup.tiers[self.first]
        self.turn = 0
        self.active = self.first
        self.to_move = self.first
        self.phase = RECRUIT
        self.quiet = 0
        self.damaged = False
        self.strike_ctx: Strike | None = None
        #: Dice results to use before the random generator (tests and analysis).
        self.dice: list[int] = []
        #: The last dice roll (:class:`Roll`).
        self.last_roll: Roll | None = None
        self.hosting: list[int] = []
        #: Abilities waiting for a choice (the CHOOSE window), in order: (card, ability
        #: index, the targets it had when it triggered — a dying card's range counts from
        #: where it stood —, how many more different targets it may take after this one,
        #: whether taking none is a choice too, whether the choice is instead one of its
        #: effects, made by its target's controller — abilities.Ability.either).
        self.choosing: list[Choice] = []
        #: Cards an ability moves to a cell its controller chooses (abilities.PLACING),
        #: waiting for the choice, before any other choice: (the ability's card, the card
        #: moved, the cells it had when queued, the ability's effects that act after the
        #: move, whether it changes places with the creature on the cell, whether staying
        #: is a choice too, the index of the ability whose limited use the move counts: a
        #: "may" declined uses nothing, -1 when counted already or unlimited).
        self.placing: list[tuple[int, int, tuple[int, ...], tuple[Effect, ...], bool,
                                 int, int]] = []
        #: The ability (card, index) whose next pick of X targets (repeat_x) is the
        #: first entry of choosing: a pick after its first, which its use limit does not
        #: stop (its use was counted at the first pick); None otherwise.
        self.continuing: tuple[int, int] | None = None
        #: Wounds waiting to be spread (kernel.Kernel.spreading).
        self.spreading: list[tuple[int, int, int, int, int, int]] = []
        self.rearranging: list[tuple[int, int]] = []
        #: Cards of one owner dying together, awaiting the owner's order: (owner, cards).
        self.burying: list[tuple[int, list[int]]] = []
        #: Response windows open for instant abilities, in order: (window, seat) — see
        #: abilities.WINDOWS; a strike's windows hold its strike_ctx until they close.
        self.responding: list[tuple[str, int]] = []
        #: Simple strikes abilities declared, made in order once nothing else is pending:
        #: (attacker, target, abilities.STRIKE_* flags).
        self.strikes_queued: list[tuple[int, int, int]] = []
        #: The cards the last prophecy revealed (both seats saw them).
        self.revealed: tuple[int, ...] = ()
        #: Per seat: how many cards at the bottom of its deck both seats know, in order
        #: (revealed by a prophecy, or returned from play).
        self.deck_known = [0, 0]
        self.deck_seen = [frozenset(), frozenset()]
        #: Cards a seat puts back into its deck one at a time (order_deck): (seat, the
        #: cards left, whether they may go to the bottom).
        self.ordering: list[tuple[int, list[int], bool]] = []
        self.resume = R_NONE
        #: An action of the active player is being resolved in a game with instant
        #: abilities: once it is, the other seat may respond (the resolved window).
        self.window_due = False
        self.mover = -1
        self.wound_kind = ""
        self.wound_amount = 0
        self.struck_now = -1
        self.blocked_hit = -1
        self.history: list[int] = []
        #: The steps the engine took because they were the only legal action, as pairs
        #: (how many actions were in the history then, the action): what happened in
        #: them is in the open, and information_state shows them with the history, so
        #: a seat cannot tell a forced step of the other from a chosen one.
        self.forced: list[int] = []
        self._outcome: Outcome | None = None
        self._legal: tuple[int, ...] = ()
        for seat in (0, 1):
            shuffle(self.deck[seat], rng)
        if self._log is not None:
            self._emit(None, "info", f"{names[self.first]} is the First player, "
                       f"{names[1 - self.first]} the Second")
            self._log_data_notes()
        self._start_recruit(self.first)
        self._settle()

    def _base_movement(self, kind: int) -> int:
        cards = self.cards
        if cards.movement_missing[kind]:
            fallback = self.rules.missing_movement
            return fallback if isinstance(fallback, int) else 0
        return cards.movement[kind]

    def _log_data_notes(self) -> None:
        """Log the cards of the decks that the engine plays differently from print."""
        cards = self.cards
        fallback = self.rules.missing_movement
        holders: dict[int, set[int]] = {}
        first: dict[int, int] = {}
        for c, kind in enumerate(self.kinds):
            holders.setdefault(kind, set()).add(self.owners[c])
            first.setdefault(kind, c)
        for kind in sorted(holders):
            # A note is about a kind of card: a seat that holds the kind sees it (its own
            # card), the other does not — unless both hold it.
            mention = len(holders[kind]) == 1
            if cards.movement_missing[kind]:
                if mention:
                    self._mention(first[kind])
                how = ("never recruited" if fallback == "exclude"
                       else f"played with movement {fallback}")
                self._emit(None, "info", f"{cards.label(kind)}: movement missing in the "
                           f"source data; {how} (deckcheck's reading: the rules option "
                           "missing_movement)")
            for clause in cards.unplayed(kind):  # what `deckcheck card` says of it
                if mention:
                    self._mention(first[kind])
                self._emit(None, "info", f"{cards.label(kind)} does not play: {clause}")

    def clone(self) -> State:
        """An independent copy (random generator included)."""
        self._rng_shared = True  # both copy it before drawing from it (see rng)
        return self._copy(self._rng, shared=True)

    def _copy(self, rng: Rng, *, shared: bool = False) -> State:
        """An independent copy playing its chance with ``rng`` (a determinisation draws a
        new one), which ``shared`` says the copy shares with another game."""
        other = State()
        other.cards = self.cards
        other.rules = self.rules
        other.seed = self.seed
        other._checking = self._checking
        other._rng = rng
        other._rng_shared = shared
        other._setup = self._setup
        other._names = self._names
        other._log = None if self._log is None else self._log[:]
        other._said = []
        other._nb = self._nb
        other._nb_mask = self._nb_mask
        other.attack_ids = self.attack_ids
        other._attack_keys = self._attack_keys
        other._attack_cache = self._attack_cache  # shared: see _attacks_of
        other._crystals = self._crystals  # shared: see _have
        other._affordable = self._affordable  # shared: see _can_add
        other._tiers = self._tiers
        other.kinds = self.kinds
        other.owners = self.owners
        other.ctrl = self.ctrl[:]
        other.zone = self.zone[:]
        other.cell = self.cell[:]
        other.host = self.host[:]
        other.guest = self.guest[:]
        other.face_down = self.face_down[:]
        other.closed = self.closed[:]
        other.wounds = self.wounds[:]
        other.moves = self.moves[:]
        other.control_turn = self.control_turn[:]
        other.defended = self.defended[:]
        other.flyer_ready = self.flyer_ready[:]
        other.armour_left = self.armour_left[:]
        other.elem = self.elem[:]
        other.ctype = self.ctype[:]
        other.lives_max = self.lives_max[:]
        other.move_max = self.move_max[:]
        other.strike = self.strike[:]
        other.eff = self.eff[:]  # the dicts are replaced, never changed (see Kernel.eff)
        other.eff_bits = self.eff_bits[:]
        other.markers = self.markers[:]
        other.moved = self.moved[:]
        other.trig = self.trig
        other.trig_lo = self.trig_lo
        other.trig_hi = self.trig_hi
        other.trig_any = self.trig_any
        other.trig_low = self.trig_low
        other.trig_high = self.trig_high
        other.silenced_count = self.silenced_count
        other.lends = self.lends
        other.windows_any = self.windows_any
        other._by_trigger = self._by_trigger  # shared: a pure function of trig (checked)
        other._by_bit = self._by_bit  # (the same: a copy's own set_triggers makes its own)
        other._by_high = self._by_high  # (the same)
        other._by_passive = self._by_passive  # (as _by_bit)
        other._holders = self._holders  # (of trig and kinds, the same: checked)
        other.deaths_pending = self.deaths_pending
        other.chain_turn = self.chain_turn
        other.classes_joined = self.classes_joined
        other.timed_marks = self.timed_marks
        other._found = None  # kept for this game's next listing only
        other._field = None  # it holds this game's lists, which this game changes
        other._fields = self._fields[:]  # (never changed: replaced, see on_field)
        other._stepped = -1
        other.strike_mod = self.strike_mod[:]
        other.dice_mod = self.dice_mod[:]
        other.mods_set = self.mods_set
        other.used = dict(self.used)
        other.depth = self.depth
        other.cells = self.cells[:]
        other.deck = [self.deck[0][:], self.deck[1][:]]
        other.deal = [self.deal[0][:], self.deal[1][:]]
        other.squad = [self.squad[0][:], self.squad[1][:]]
        other.extra = [self.extra[0][:], self.extra[1][:]]
        other.grave = [self.grave[0][:], self.grave[1][:]]
        other.exile = [self.exile[0][:], self.exile[1][:]]
        other.dying = self.dying[:]
        other.recruited = [self.recruited[0][:], self.recruited[1][:]]
        other.mulligans = self.mulligans[:]
        other.spent = [self.spent[0][:], self.spent[1][:]]
        other.choices = [self.choices[0][:], self.choices[1][:]]
        other.name_counts = [dict(self.name_counts[0]), dict(self.name_counts[1])]
        other.crowned = self.crowned[:]
        other.best = self.best  # shared: see __init__
        other.first = self.first
        other.turn = self.turn
        other.active = self.active
        other.to_move = self.to_move
        other.phase = self.phase
        other.quiet = self.quiet
        other.damaged = self.damaged
        other.strike_ctx = None if self.strike_ctx is None else self.strike_ctx.copy()
        other.last_roll = self.last_roll
        other.dice = self.dice[:]
        other.hosting = self.hosting[:]
        other.choosing = self.choosing[:]
        other.placing = self.placing[:]
        other.spreading = self.spreading[:]
        other.rearranging = self.rearranging[:]
        other.continuing = self.continuing
        other.burying = [(owner, cards[:]) for owner, cards in self.burying]
        other.responding = self.responding[:]
        other.strikes_queued = self.strikes_queued[:]
        other.revealed = self.revealed
        other.deck_known = self.deck_known[:]
        other.deck_seen = self.deck_seen[:]
        other.ordering = [(seat, cards[:], bottom) for seat, cards, bottom in self.ordering]
        other.resume = self.resume
        other.window_due = self.window_due
        other.mover = self.mover
        other.wound_kind = self.wound_kind
        other.wound_amount = self.wound_amount
        other.struck_now = self.struck_now
        other.blocked_hit = self.blocked_hit
        other.history = self.history[:]
        other.forced = self.forced[:]
        other._outcome = self._outcome
        other._legal = self._legal
        return other

    def information_state(self, seat: int) -> tuple[object, ...]:
        """Everything ``seat`` has seen (:func:`deckcheck.games.berserk.engine.information.
        information_state`)."""
        from deckcheck.games.berserk.engine.information import information_state

        return information_state(self, seat)

    def determinize(self, seat: int, rng: Rng) -> State:
        """A game ``seat`` cannot tell from this one (:func:`deckcheck.games.berserk.engine.
        information.determinize`)."""
        from deckcheck.games.berserk.engine.information import determinize

        return determinize(self, seat, rng)


    # --- reading the position ---------------------------------------------------------

    def label(self, card: int) -> str:
        """``Кочевник (VS-001)`` (a line of the log that names it is hidden from a seat
        that does not see it: :attr:`LogEvent.hidden_from`)."""
        if self._log is not None:
            self._said.append(card)
        return self.cards.label(self.kinds[card])

    def name(self, card: int) -> str:
        if self._log is not None:
            self._said.append(card)
        return self.cards.names[self.kinds[card]]

    def hidden_cards(self, seat: int) -> list[int]:
        from deckcheck.games.berserk.engine.information import hidden_cards

        return hidden_cards(self, seat)

    def where(self, card: int) -> str:
        """The card's place: a cell (``c3``), ``air`` (the additional zone) or its zone."""
        zone = self.zone[card]
        if zone == Z_BOARD:
            return label(self.cell[card])
        if zone == Z_EXTRA:
            return "air"
        return ZONE_NAMES[zone]

    def at(self, card: int) -> str:
        """``Кочевник@c3``: the card's name and place, for logs."""
        return f"{self.name(card)}@{self.where(card)}"

    def on_field(self, seat: int | None = None) -> list[int]:
        """Cards on the battlefield and in the additional zones (of ``seat``'s control),
        in a stable order: cells a1…e6 (each host before its symbiote), then the air.

        The list is shared, not to be changed: it is kept until a card comes onto, leaves
        or moves on the field or changes sides (:meth:`field_changed`), and the engine
        asks for it several times a decision (a pass over the 30 cells each time, else)."""
        which = 2 if seat is None else seat
        kept = self._fields[which]
        if kept is not None:  # (the test mode checks the kept lists: _check_fields)
            return kept
        out = self._list_field(seat)
        self._fields[which] = out
        return out

    def set_triggers(self, trig: tuple[int, ...]) -> None:
        """Give the cards the trigger bits ``trig`` (by card), with their low and high
        parts (trig_lo, trig_hi), and find the keyword holders among them (the cards'
        kinds are set first): a card's triggers come with its identity."""
        self.trig = trig
        #: cards_with's cards for one low bit, by its position (None: not asked yet),
        #: found anew for these triggers: a list indexed by a machine int costs less than
        #: an int key boxed and hashed, and one of the triggers' own no identity test.
        self._by_bit: list[tuple[int, ...] | None] = [None] * LOW_BITS
        #: cards_with_passive's cards, by operation, found anew for these triggers.
        self._by_passive: dict[str, tuple[int, ...]] = {}
        trig_lo = self.trig_lo = tuple([bits & LOW_MASK for bits in trig])
        self.trig_hi = tuple([bits >> LOW_BITS for bits in trig])
        holding = self.cards.keyword_holds
        kinds = self.kinds
        self._holders: tuple[int, ...] = tuple([c for c in range(len(trig))
                                                if trig_lo[c] & T_RARE
                                                and holding[kinds[c]]])

    def _check_triggers(self) -> None:
        """Raise AssertionError unless trig_lo and trig_hi are trig's, the keyword holders
        and the passives' holders (cards_with_passive) those of the cards' kinds, and the
        cards kept for one low bit (cards_with) those of trig (cross_check)."""
        if [lo | hi << LOW_BITS for lo, hi in zip(self.trig_lo, self.trig_hi, strict=True)] \
                != list(self.trig) or max(self.trig_lo, default=0) > LOW_MASK:
            raise AssertionError("trig_lo and trig_hi are not the cards' trigger bits")
        holding = self.cards.keyword_holds
        holders = tuple([c for c in range(len(self.kinds))
                         if self.trig[c] & T_RARE and holding[self.kinds[c]]])
        if self.keyword_holders() != holders:
            raise AssertionError(f"keyword holders {self.keyword_holders()}, not {holders}")
        for op, kept in self._by_passive.items():
            if kept != self._passive_holders(op):
                raise AssertionError(f"cards_with_passive kept {kept} for {op}, not its cards")
        for at, cards in enumerate(self._by_bit):  # (kept without the triggers they are of)
            if cards is not None and cards != tuple([
                    c for c in range(len(self.trig)) if self.trig_lo[c] >> at & 1]):
                raise AssertionError(f"cards_with kept {cards} for bit {at}, not its cards")

    def field_changed(self) -> None:
        """Forget on_field's lists: a card came onto, left or moved on the field (cells,
        guest, extra) or changed sides (ctrl)."""
        fields = self._fields
        fields[0] = None
        fields[1] = None
        fields[2] = None

    def _field_stepped(self, c: int) -> None:
        """``c`` (and a symbiote on it) moved to another cell: on_field's lists stay where
        its order stays, as it does after a step along a row (no card between the cells),
        and where it does not, the movers are put where their new cell puts them."""
        fields = self._fields
        cell = self.cell
        y = cell[c]
        g = self.guest[c]
        seat = self.ctrl[c]
        # (the lists that may hold them: its side's, every card's, and the other side's
        # only for a symbiote of that side on it)
        other = 1 - seat if g >= 0 and self.ctrl[g] != seat else 2
        for which in range(3):
            kept = fields[which]
            if kept is None or (which != seat and which != other and which != 2):
                continue
            # Where c is listed (its side's list and every card's), or else its symbiote
            # of the other side (that side's list): list.index, a loop in C.
            try:
                i = kept.index(c if which == 2 or which == seat else g)
            except ValueError:
                continue  # neither is listed: the list is the same
            k = i + 2 if kept[i] == c and i + 1 < len(kept) and kept[i + 1] == g else i + 1
            # (a card in the air, listed after the battlefield, has no cell: -1)
            if (i > 0 and cell[kept[i - 1]] > y) or (k < len(kept) and 0 <= cell[kept[k]] < y):
                # Out of order: a copy with the movers where their cell puts them (the
                # kept one may be in a caller's hands: never changed), the cards between
                # shifted by as many places; moved as objects, not unboxed and boxed.
                movers = k - i
                at = 0  # where they go among the others (the list without them)
                while at + movers < len(kept) and 0 <= cell[
                        kept[at] if at < i else kept[at + movers]] < y:
                    at += 1
                moved = kept[:]
                src = as_objects(kept)
                dst = as_objects(moved)
                if at < i:  # towards the start: the cards from at to i go after them
                    for j in range(at, i):
                        dst[j + movers] = src[j]
                else:  # towards the end: the cards after them up to at come before
                    for j in range(k, at + movers):
                        dst[j - movers] = src[j]
                for m in range(movers):
                    dst[at + m] = src[i + m]
                fields[which] = moved

    def _check_fields(self) -> None:
        """Raise AssertionError unless on_field's kept lists are the field listed anew
        (cross_check, before every listing: a change to the field that did not call
        field_changed leaves a list that no longer holds), every card's eff_bits are its
        effects' (a change to eff that did not go through set_effects), and the flags
        timed_marks, chain_turn, mods_set and classes_joined cover the markers and
        changes the cards hold."""
        for which, seat in enumerate((0, 1, None)):
            kept = self._fields[which]
            if kept is not None and kept != self._list_field(seat):
                raise AssertionError(f"on_field({seat}) kept {kept}, listed anew: "
                                     f"{self._list_field(seat)}")
        for c, effects in enumerate(self.eff):
            if self.eff_bits[c] != effect_bits(effects):
                raise AssertionError(f"eff_bits of {c}: {self.eff_bits[c]}, of its effects "
                                     f"{effect_bits(effects)}")
        held = timed_marks_of(self.markers)
        if held & ~self.timed_marks:
            raise AssertionError(f"timed_marks {self.timed_marks}, but the cards hold the "
                                 f"families {held} (a writer that did not set its bit)")
        if not self.mods_set and (any(self.strike_mod) or any(self.dice_mod)):
            raise AssertionError("a strike_mod or dice_mod is set, but mods_set is not (a "
                                 "writer that did not set it)")
        if not self.classes_joined and any(
                name.startswith(JOINED_CLASS) for held in self.markers if held is not None
                for name in held):
            raise AssertionError("a card holds a joined class, but classes_joined is not set "
                                 "(a writer that did not set it)")
        if self.chain_turn != self.turn and chained_this_turn(self):
            raise AssertionError(f"chain_turn {self.chain_turn} in turn {self.turn}, but a "
                                 "card chains or made its attack this turn (a writer of "
                                 "passives.CHAIN or tokens.ATTACK_MADE that did not set it)")

    def _list_field(self, seat: int | None) -> list[int]:
        """on_field's list, built (at once: cheaper than a generator)."""
        guest = self.guest
        out: list[int] = []
        if seat is None:  # every card: no test of its controller
            for main in self.cells:
                if main >= 0:
                    out.append(main)
                    g = guest[main]
                    if g >= 0:
                        out.append(g)
            # (Each extra zone added only when it holds a card: most of a game they are
            # empty, and a concatenation is a call all the same.)
            extra = self.extra
            if extra[0]:
                out.extend(extra[0])
            if extra[1]:
                out.extend(extra[1])
            return out
        ctrl = self.ctrl
        for main in self.cells:
            if main < 0:
                continue
            if ctrl[main] == seat:
                out.append(main)
            g = guest[main]
            if g >= 0 and ctrl[g] == seat:
                out.append(g)
        extra_zone = self.extra[seat]
        if extra_zone:  # (as above)
            out.extend(extra_zone)
        return out

    def creatures(self, seat: int) -> list[int]:
        """``seat``'s creatures in play (on the battlefield or in the air)."""
        ctype = self.ctype
        return [c for c in self.on_field(seat) if ctype[c] == CREATURE]

    def is_flyer(self, card: int) -> bool:
        return self.eff_bits[card] & EFF_FLY != 0

    def lives_left(self, card: int) -> int:
        return self.lives_max[card] - self.wounds[card]

    def ability(self, card: int, effect: str) -> int:
        """The card's N for an effect primitive (``absorb_wounds`` ...), 0 without it."""
        return number_in(self.eff[card], effect)

    def elements_of(self, card: int) -> tuple[str, ...]:
        """The card's current elements (empty: neutral, seed 106.2)."""
        return element_names(self.elem[card])

    def same_element(self, a: int, b: int) -> bool:
        """Seed 106.2.3: a and b share an element."""
        return bool(self.elem[a] & self.elem[b])

    def different_elements(self, a: int, b: int) -> bool:
        """Seed 106.2.3: no shared element, neutral cards excepted."""
        return bool(self.elem[a] and self.elem[b] and not self.elem[a] & self.elem[b])

    def type_of(self, card: int) -> str:
        return TYPE_NAMES[self.ctype[card]]

    def crystals(self, seat: int) -> tuple[int, int]:
        """``(gold, silver)`` the seat may still spend in recruitment."""
        have, payment = self._payment(seat)
        return have.gold - payment.gold, have.silver - payment.silver

    def crystals_spent(self, seat: int) -> tuple[int, int]:
        """``(gold, silver)`` the seat's squad has cost so far (elements' penalty too)."""
        _, payment = self._payment(seat)
        return payment.gold, payment.silver

    def _payment(self, seat: int) -> tuple[Crystals, Crystals]:
        """What the seat had to spend, and what its recruits cost of it."""
        have = available_crystals(self.rules.squad, self._seat_enum(seat), self.mulligans[seat])
        elite, ordinary, _, mask, gained, _ = self.spent[seat]
        have = Crystals(have.gold + gained, have.silver)
        payment = pay(elite, ordinary, element_penalty(popcount(mask), self.rules.squad),
                      have, elite_gold_only=self.rules.squad.elite_gold_only)
        return have, Crystals(payment.gold, payment.silver)

    def _seat_enum(self, seat: int) -> Seat:
        return Seat.FIRST if seat == self.first else Seat.SECOND

    # --- describing actions -----------------------------------------------------------

    def describe(self, action: int) -> str:
        """The action in words, e.g. ``Кочевник@c3 strikes Орк@c4``."""
        return self._words(action, (), -1)

    def describe_for(self, seat: int, action: int) -> str:
        """:meth:`describe` in the words ``seat`` may read: a card whose identity it does
        not see (the opponent's squad, a face-down card) is named by its place only."""
        from deckcheck.games.berserk.engine.information import hidden_cards

        return self._words(action, frozenset(hidden_cards(self, seat)), seat)

    def _words(self, action: int, hidden: Collection[int], seat: int) -> str:
        op, card, target = A.decode(action)

        def at(c: int) -> str:
            return f"a hidden card@{self.where(c)}" if c in hidden else self.at(c)

        def name(c: int) -> str:
            return "a hidden card" if c in hidden else self.label(c)

        if op == A.END:
            return {RECRUIT: "finish recruiting", MAIN: "end the turn",
                    DEFEND: "no defender", EXCHANGE: "keep the full result",
                    CHOOSE: "use no target",
                    RESPOND: "no instant action",
                    SPREAD: "leave the wounds where they are",
                    REARRANGE: "leave the cards where they stand"}.get(self.phase, "pass")
        if op == A.RECRUIT:
            if card in hidden:  # (its choices would name it)
                return f"recruit {name(card)}"
            if target >> 4 and self.cards.squad[self.kinds[card]].fetch_namesakes:
                return (f"recruit {name(card)}, show {name((target >> 4) - 1)} "
                        f"and fetch {target & 15} of its name from the deck into the deal")
            if target >> 4:
                return (f"recruit {name(card)} with {name((target >> 4) - 1)} "
                        "under its ward (both paid as ordinary cards)")
            chose = clauses.choice_words(self.cards.variants[self.kinds[card]][target]) \
                if target else ""
            return f"recruit {name(card)}" + (f" ({chose})" if chose else "")
        if op == A.RECRUIT_BEST:
            return "recruit the best squad of the deal"
        if op == A.MULLIGAN:
            return f"re-deal ({self.rules.squad.mulligan_gold} gold)"
        if op == A.PLACE:
            return f"place {name(card)} on {label(target)}"
        if op == A.MOVE:
            return f"move {at(card)} to {label(target)}"
        if op == A.STRIKE:
            return f"{at(card)} strikes {at(target)}"
        if op == A.SHOT:
            return f"{at(card)} shoots {at(target)}"
        if op == A.CLOSE_FOR_FLYER:
            return f"{at(card)} closes for a strike at a flyer"
        if op == A.DEFEND:
            if target == DEFLECT:
                return f"the strike turns onto {at(card)}"
            return f"{at(card)} defends"
        if op == A.REDUCE:
            return "take the reduced result"
        if op == A.BURY and self.phase == ORDER:
            return f"put {self.label(card)} " + ("at the bottom of the deck"
                                                 if target == TO_BOTTOM else "on top of the deck")
        if op == A.BURY:
            return f"{name(card)} goes to the graveyard next"
        if op == A.HOST:
            return f"put {name(card)} on {at(target)}"
        if op == A.ATTACK:
            keyword = self._attack_keyword(target >> 8)
            return (f"{at(card)} uses {keyword.name} ({keyword.id.replace('_', ' ')}) "
                    f"on {at(target & 255)}")
        if op == A.LEAP and self.phase == REARRANGE:
            other = self.cells[target]
            return f"move {at(card)} to {label(target)}" + (
                f" ({at(other)} goes to {label(self.cell[card])})" if other >= 0 else "")
        if op == A.LEAP:
            if self.phase == CHOOSE and self.placing and marking(self):
                mark = self.placing[0][3][0]
                if mark.op == "move_mark":
                    return f"{at(card)} moves its {mark.token} to {label(target)}"
                return f"{at(card)} marks {label(target)}"
            if self.phase == CHOOSE and self.zone[card] in (Z_DECK, Z_GRAVE):
                return f"{name(card)} comes into play on {label(target)}"  # summoned
            if self.phase == CHOOSE:
                if self.placing and self.placing[0][5] & PLACE_LEAP:  # an effect's jump
                    return f"{at(card)} jumps to {label(target)}"
                return f"{at(card)} is moved to {label(target)}"
            if self.cells[target] >= 0:  # a jump that tramples the creature there
                return f"{at(card)} leaps onto {at(self.cells[target])}, trampling it"
            return f"{at(card)} leaps to {label(target)}"
        if op == A.ABILITY and self.phase == SPREAD:
            victim = self.spreading[0][2]
            spread = self.as_encoded(card)[(target >> 8) & A.ABILITY_INDEX].name
            return f"{at(card)} «{spread}» moves a wound of {at(victim)} onto " \
                f"{at(target & 255)}"
        if op == A.ABILITY:
            if card in hidden:
                return f"{at(card)} uses an ability"
            ability = self.as_encoded(card)[(target >> 8) & A.ABILITY_INDEX]
            t = target & 255
            whom = "" if ability.target.every or t == card else f" on {at(t)}"
            if ability.picks_card and t != card and self.zone[t] in (Z_DECK, Z_GRAVE):
                # its player looks through its deck; the other seat learns nothing of
                # that deck (seat -1: every name said)
                seen = seat in (-1, self.ctrl[card]) or t not in hidden
                whom = f" on {self.label(t) if seen else 'a card of its deck'}" + (
                    " from the graveyard" if self.zone[t] == Z_GRAVE else "")
            if ability.either:
                return f"{at(t)} takes «{ability.effects[target >> A.ABILITY_PICK].words()}» " \
                    f"from {at(card)}"
            return f"{at(card)} uses «{ability.name or ability.describe()}»{whom}"
        raise ValueError(f"unknown operation {op}")

    # --- the state machine --------------------------------------------------------------

    def _settle(self) -> None:
        """Compute the legal actions; take the only one automatically while there is one."""
        while self._outcome is None:
            legal = self._compute_legal()
            if len(legal) == 1:
                self.forced += (len(self.history), legal[0])  # (see forced)
                self._do(legal[0])
                continue
            self._legal = tuple(legal)
            return
        self._legal = ()
        self.phase = OVER

    def _compute_legal(self) -> list[int]:
        if self.trig_low & T_RARE:  # keywords held while a condition holds (formation)
            hold_keywords(self)
        phase = self.phase
        out: list[int] = []
        if self.trig_low & T_WHILE:  # «while ...» abilities come into or out of effect
            refresh_held(self)
            if self._outcome is not None:  # a banished last creature ended the game
                return out
        if self.silenced_count:  # abilities lost while a card stays in play come back
            restore_silenced(self)
        if self.trig_low & (T_RARE | T_WHILE) or self.silenced_count:
            # What opening a window or a choice found was listed before keywords and
            # abilities came into or out of effect just now: it is listed anew.
            self._found = None
        checking = self._checking
        if checking:
            self._check_triggers()
            self._check_fields()
        if phase == MAIN:
            checked = checking and self._stepped >= 0
            self._main_actions(self.active, out)
            if checked:
                self._check_step_listing(out)
            if self.trig_low & T_CHAIN and self.chain_turn == self.turn:
                chain_filter(self, out)  # chains of simple strikes (strike_chain)
            if self.trig_low & T_STRANGLE:  # no attacks while strangled twice
                strangle_filter(self, out)
            if self.trig_low & T_AIMS:  # strikes only ahead (strike_front_only)
                front_strike_filter(self, out)
            if self.trig_low & T_COMPELLED:  # a creature that must strike the closed
                # After the filters: a strike they drop (a strangled creature's) compels
                # nothing, and the END it would take away stays.
                compel_strikes(self, self.active, out)
        elif phase == DEFEND:
            ctx = self.strike_ctx
            assert ctx is not None
            for d in self._defenders(ctx.attacker, ctx.target):
                out.append(A.DEFEND | d << 4)
            if self.trig[ctx.attacker] & T_DEFLECT:  # the strike turned onto another
                for d in deflections(self, ctx.attacker, ctx.target):
                    out.append(A.DEFEND | d << 4 | DEFLECT << 12)
            out.append(A.END)
        elif phase == EXCHANGE:
            out.extend((A.REDUCE, A.END))
        elif phase == RESPOND:
            head = self.responding[0]
            found = self._found_for(head)
            if found is None:  # (unpacked by hand: a starred call goes through Python)
                window, seat = head
                self._instant_actions(window, seat, out)
            else:
                out += found
            if self.trig_low & T_AIMS:  # a gripped host answers nothing (NT-006)
                grip_filter(self, out)  # (which leaves END alone when it drops them all)
            if not out or out[-1] != A.END:
                out.append(A.END)
        elif phase == RECRUIT:
            self._recruit_actions(self.to_move, out)
        elif phase == PLACE:
            # The player chooses which card goes where (copies of a card are alike).
            seat = self.to_move
            places = [A.PLACE | x << 12 for x in self._allowed_cells(seat)]
            kinds = self.kinds
            offered: set[int] = set()
            for card in self.squad[seat]:
                if kinds[card] not in offered:
                    offered.add(kinds[card])
                    card_bits = card << 4
                    out += [place | card_bits for place in places]
        elif phase == HOST:
            s = self.hosting[0]
            for h in self._host_candidates(s):
                out.append(A.HOST | s << 4 | h << 12)
        elif phase == CHOOSE and self.placing:  # a cell for a card an ability moves
            mover = self.placing[0][1]
            for y in placing_choices(self):
                out.append(A.LEAP | mover << 4 | y << 12)
            if self.placing[0][5] & PLACE_OPTIONAL:
                out.append(A.END)
        elif phase == CHOOSE:
            card, index, candidates, _, optional, either, _ = self.choosing[0]
            base = A.ABILITY | card << 4
            if either:  # the target's controller picks one of the effects
                out += self._either_actions(card, index, candidates[0])
            else:
                targets = self._found_for(self.choosing[0])
                for t in self._choices() if targets is None else targets:
                    out.append(base | (t | index << 8) << 12)
            if optional:
                out.append(A.END)
        elif phase == SPREAD:
            m, index, victim, _, _, _ = self.spreading[0]
            base = A.ABILITY | m << 4
            for t in spread_targets(self, m, index, victim):
                out.append(base | (t | index << 8) << 12)
            if may_keep(self):
                out.append(A.END)
        elif phase == REARRANGE:
            self._rearrange_actions(self.to_move, out)
            out.append(A.END)
        elif phase == BURY:
            seen: set[int] = set()
            for c in self.burying[0][1]:
                kind = self.kinds[c]
                if kind not in seen:
                    seen.add(kind)
                    out.append(A.BURY | c << 4)
        elif phase == ORDER:  # one card at a time: on top, or at the bottom
            _, cards, bottom = self.ordering[0]
            kinds_seen: set[int] = set()
            for c in cards:
                kind = self.kinds[c]
                if kind not in kinds_seen:  # two copies of a card are the same choice
                    kinds_seen.add(kind)
                    out.append(A.BURY | c << 4)
                    if bottom:
                        out.append(A.BURY | c << 4 | TO_BOTTOM << 12)
        return out

    def _run_kind(self, op: int, card: int, target: int) -> str:
        """What a main action of ``card`` is to a run of actions (ally_trio): a strike,
        a shot, a heal, a move (closing for a strike at a flyer too) or another action."""
        if op in (A.MOVE, A.LEAP, A.CLOSE_FOR_FLYER):
            return "move"
        if op == A.STRIKE:
            return "strike"
        if op == A.SHOT:
            return "shot"
        kind = ""
        if op == A.ATTACK:
            kind = self._attack_keyword(target >> 8).id
        elif op == A.ABILITY:
            ability = self.abilities_of(card)[(target >> 8) & A.ABILITY_INDEX]
            if any(e.op == "heal" for e in ability.effects):
                return "heal"
            kind = LABEL_KINDS.get(ability.label, "")
        if kind == "shot":
            return "shot"
        return "strike" if kind in OTHER_STRIKES else "other"

    def _do(self, action: int) -> None:
        op = action & 15
        card = (action >> 4) & 255
        target = action >> 12
        phase = self.phase
        if self.trig_low & T_ACTED and op in _ACTED and phase in (MAIN, RESPOND):
            set_marker(self, card, ACTED, self.turn + 1)  # it acted this turn (NT-192)
        if phase == MAIN and self.trig_any:
            if self.trig_low & T_CHAIN and self.chain_turn == self.turn \
                    and break_chains(self, action):  # (no chain this turn: none to end)
                self._field = None  # a card closed: the next listing is a full one
            if self.windows_any & W_RESOLVED:
                self.window_due = op != A.END  # the resolved window, once it is resolved
                self.mover = card if op == A.MOVE or op == A.LEAP else -1
            if self.trig_low & T_ALLY_TRIO and op != A.END:
                note_run(self, card, self._run_kind(op, card, target))
        if op == A.MOVE:
            self._move(card, target)
        elif op == A.STRIKE:
            self._declare_strike(card, target)
        elif op == A.END:
            if phase == MAIN:
                self._end_turn()
            elif phase == DEFEND:
                ctx = self.strike_ctx
                assert ctx is not None
                self._roll(ctx)
            elif phase == EXCHANGE:
                ctx = self.strike_ctx
                assert ctx is not None and ctx.result is not None
                self._hit(ctx, ctx.result)
            elif phase == RECRUIT:
                self._finish_recruit(self.to_move)
            elif phase == CHOOSE:  # a "may" ability: no target (or it stays)
                if self.placing:
                    self.placing.pop(0)
                else:
                    self._skip_choice()
                self._resume()
            elif phase == RESPOND:
                self._pass_window()
            elif phase == SPREAD:  # the rest of the wounds stay where they are
                self._spread_done()
                self._resume()
            elif phase == REARRANGE:  # the cards stay where they stand now
                self.rearranging.pop(0)
                self._resume()
            else:  # pragma: no cover - END is offered in no other phase
                raise IllegalActionError("nothing to end")
        elif op == A.DEFEND:
            ctx = self.strike_ctx
            assert ctx is not None
            if target == DEFLECT:
                self._deflect(ctx, card)
            else:
                self._name_defender(ctx, card)
        elif op == A.REDUCE:
            ctx = self.strike_ctx
            assert ctx is not None and ctx.result is not None
            self._emit(self.to_move, "battle", f"{self._names[self.to_move]} takes the "
                       "reduced result")
            self._hit(ctx, ctx.result.reduced())
        elif op == A.SHOT:
            self._shoot(card, target)
        elif op == A.ATTACK:
            self._special_attack(card, target & 255, target >> 8)
        elif op == A.LEAP:
            if phase == CHOOSE:
                self._placed(target)
            elif phase == REARRANGE:
                self._rearranged(card, target)
            else:
                self._leap(card, target)
        elif op == A.ABILITY:
            if phase == SPREAD:
                self._spread_step(target & 255)
            elif phase == CHOOSE:
                self._chosen(card, (target >> 8) & A.ABILITY_INDEX, target & 255,
                             target >> A.ABILITY_PICK)
            else:
                self._use_ability(card, target >> 8, target & 255)
        elif op == A.CLOSE_FOR_FLYER:
            self._close_for_flyer(card)
        elif op == A.PLACE:
            self._place(card, target)
        elif op == A.RECRUIT:
            if target >> 4 and self.cards.squad[self.kinds[card]].fetch_namesakes:
                self._recruit_fetching(self.to_move, card, (target >> 4) - 1, target & 15)
            elif target >> 4:  # with a creature under its ward (VS-180)
                self._recruit_warded(self.to_move, card, (target >> 4) - 1)
            else:
                self._recruit(self.to_move, card, target)
        elif op == A.RECRUIT_BEST:
            self._recruit_best(self.to_move)
        elif op == A.MULLIGAN:
            self._mulligan(self.to_move)
        elif op == A.HOST:
            self._attach(card, target)
            self.hosting.pop(0)
            self._resume()
        elif op == A.BURY and phase == ORDER:
            self._order_next(card, target == TO_BOTTOM)
        elif op == A.BURY:
            self._bury_next(card)
        else:  # pragma: no cover - apply() checked legality
            raise IllegalActionError(f"unknown operation {op}")
        if phase == MAIN and self.trig[card] & T_ACTS and op in _ACTING:
            self.trigger(card, T_ACTS, -1)  # it acted: its when_acts abilities
            if self.phase == MAIN:  # the action is over: their choices now
                self._resume()
        if self.window_due and self.phase == MAIN:
            self._resolved_window()

    def _resolved_window(self) -> None:
        """The active player's action is resolved (a move, an attack, an ability, with
        everything it set off): the other seat may respond with an instant ability
        (rules.yaml instant_windows)."""
        self.window_due = False
        if self._outcome is None and self._open_window("resolved", (1 - self.active,)):
            self._resume()

    def _resume(self) -> None:
        """Open the next window, or go on with the game once none is pending."""
        while self._outcome is None:
            if self.spreading:  # wounds to spread come before the deaths they may spare
                m, index, victim, left, by, moved = self.spreading[0]
                if left > self.wounds[victim]:  # healed since (scavenging): no more moves
                    left = self.wounds[victim]
                    self.spreading[0] = (m, index, victim, left, by, moved)
                if left > 0 and (moved or may_spread(self, m, index, victim, "")) \
                        and spread_targets(self, m, index, victim):
                    self.phase = SPREAD
                    self.to_move = self.ctrl[victim]
                    return
                self._spread_done()
                continue
            burying = self.burying
            while burying:
                owner, cards = burying[0]
                if len({self.kinds[c] for c in cards}) > 1:
                    self.phase = BURY
                    self.to_move = owner
                    return
                for c in cards:
                    self._to_graveyard(c)
                burying.pop(0)
            if self.resume == R_REVEAL:  # the squads are placed, not yet revealed
                if self._rearrange_window():
                    return
                # (A card turned up by a squads_placed ability looks for its host with
                # the others, once the squads are revealed.)
                self.resume = R_NONE
                self._reveal_initial()
                return
            hosting = self.hosting
            while hosting:
                s = hosting[0]
                if self.zone[s] != Z_BOARD or self.host[s] >= 0 or self.ctype[s] != CREATURE:
                    hosting.pop(0)
                    continue
                if self._host_candidates(s):
                    self.phase = HOST
                    self.to_move = self.ctrl[s]
                    return
                hosting.pop(0)
                self._no_host(s)
            if self.burying:
                continue
            ordering = self.ordering
            while ordering:  # cards put back into a deck, one at a time
                seat, cards, _ = ordering[0]
                cards[:] = [c for c in cards if self.zone[c] == Z_DECK]
                if cards:
                    self.phase = ORDER
                    self.to_move = seat
                    return
                ordering.pop(0)
            placing = self.placing
            while placing:
                source, _, _, _, _, _, counted = placing[0]
                if placing_choices(self) and (counted < 0 or may_use(
                        self, source, counted, self.as_encoded(source)[counted])):
                    self.phase = CHOOSE  # its player, or the moved card's (by_target)
                    self.to_move = self.ctrl[placing[0][1] if placing[0][5] & PLACE_BY_MOVER
                                             else placing[0][0]]
                    return
                placing.pop(0)  # nowhere to go any more (or no use left): it stays
            choosing = self.choosing
            while choosing:
                card, index, candidates, _, _, either, _ = choosing[0]
                if either and self.zone[candidates[0]] in (Z_BOARD, Z_EXTRA) \
                        and self._either_actions(card, index, candidates[0]):
                    # (none when the creature is out of its reach by now, or when no
                    # case would act on it: a roar's creature with no free cell to step
                    # to and whose stamina stops the wound)
                    self.phase = CHOOSE
                    self.to_move = self.ctrl[candidates[0]]
                    return
                if not either:
                    targets = self._choices()
                    if targets:
                        self._keep_found(choosing[0], targets)
                        self.phase = CHOOSE
                        self.to_move = self.ctrl[card] ^ \
                            self.as_encoded(card)[choosing[0][1]].foe_picks
                        return
                self._skip_choice()  # nothing left to choose: the ability does nothing
                if self._queued_before_choices():
                    break
            if self._queued_before_choices():
                continue
            responding = self.responding
            while responding and responding[0][0] == "turn_start":
                # Opened before the start-of-turn choices: still anything to use?
                found: list[int] = []
                window, seat = responding[0]
                if self._may_respond(window, seat):
                    self._instant_actions(window, seat, found)
                if found:
                    self._keep_found(responding[0], found)
                    break
                responding.pop(0)
            if responding:
                self.phase = RESPOND
                self.to_move = responding[0][1]
                return
            if self.strikes_queued:  # a strike an ability declared (abilities.strike_at)
                a, t, flags = self.strikes_queued.pop(0)
                if can_strike_now(self, a, t):
                    self._declare_strike(a, t, flags)
                    return
                continue
            if self.resume == R_FIRST_TURN:
                self.resume = R_NONE
                self.active = self.first
                self._start_turn()
                continue
            if self.resume == R_TURN_BODY:
                self.resume = R_NONE
                self._turn_body()
                continue
            if self.resume == R_NEXT_TURN:  # the windows at the end of a turn are over
                self.resume = R_NONE
                self._next_turn()
                continue
            self.phase = MAIN
            self.to_move = self.active
            return

    def _finish(self, winner: int | None, reason: str, detail: str) -> None:
        if self._outcome is not None:
            return
        self._outcome = Outcome(winner, reason, detail)
        self.phase = OVER
        self.strike_ctx = None
        for _, cards in self.burying:
            for c in cards:
                self._to_graveyard(c)
        self.burying = []
        self.hosting = []
        if self._log is not None:
            who = "draw" if winner is None else f"{self._names[winner]} wins"
            self._emit(winner, "end", f"Game over: {who} — {detail}")

    # --- recruitment (research §2.2) ----------------------------------------------------

    def _start_recruit(self, seat: int) -> None:
        self.phase = RECRUIT
        self.to_move = seat
        self._deal(seat)
        if self.rules.recruitment == "best_squad":
            self._recruit_best(seat)

    def _deal(self, seat: int) -> None:
        deck = self.deck[seat]
        size = min(self.rules.squad.deal, len(deck))
        dealt = deck[len(deck) - size:]
        del deck[len(deck) - size:]
        for c in dealt:
            self.zone[c] = Z_DEAL
        self.deal[seat] = dealt
        if self._log is not None:
            gold, silver = self.crystals(seat)
            self._emit(seat, "info", f"{self._names[seat]} is dealt {len(dealt)} cards "
                       f"({gold} gold, {silver} silver crystals)")

    def _recruitable(self, kind: int) -> bool:
        return not (self.cards.movement_missing[kind] and self.rules.missing_movement == "exclude")

    def _affordable_now(self, seat: int, elite: int, ordinary: int, elements: int,
                        gained: int = 0) -> bool:
        """Whether ``seat``'s crystals (and the ``gained`` gold its squad's cards give,
        VS-171) pay for a squad of these crystals and element count;
        a pure function of them and the rules, asked for every card of every deal, so
        each answer is computed once (the cache is shared by the matchup's games)."""
        key = (seat == self.first, self.mulligans[seat], elite, ordinary, elements, gained)
        found = self._affordable.get(key)
        if found is None:
            squad = self.rules.squad
            have = self._have(seat)
            _, gold = paid(elite, ordinary, element_penalty(elements, squad), have.silver,
                           elite_gold_only=squad.elite_gold_only)
            found = self._affordable[key] = gold <= have.gold + gained
        return found

    def _have(self, seat: int) -> Crystals:
        """The seat's crystals less its re-deals' gold (a pure function of the rules)."""
        key = (seat == self.first, self.mulligans[seat])
        found = self._crystals.get(key)
        if found is None:
            found = available_crystals(self.rules.squad, self._seat_enum(seat), key[1])
            self._crystals[key] = found
        return found

    def _recruit_actions(self, seat: int, out: list[int]) -> None:
        kinds = self.kinds
        seen: set[int] = set()
        cards = self.cards
        squad = self.rules.squad
        creature_affordable = False
        worth_taking = False
        # A card may be recruited when its movement is known (or played, _recruitable),
        # the squad has room, and one more keeps the crystals, the flyer cap and the
        # unique limit; what the squad holds so far is read once for the whole deal.
        if len(self.recruited[seat]) < squad.deal:
            exclude = self.rules.missing_movement == "exclude"
            missing = cards.movement_missing
            elite, ordinary, flyers, mask, gained, capped = self.spent[seat]
            first = seat == self.first
            mulligans = self.mulligans[seat]
            affordable = self._affordable
            crowned = self.crowned[seat]
            counts = self.name_counts[seat]
            neutralises = cards.neutralises_heroes
            parts = self._squad_parts(seat) if neutralises else (0, 0, False)
            kept_out: tuple[int, ...] = ()
            excluded = creatures = 0
            if cards.excluding:  # a card's own squad rule (NT-184, NT-191)
                kept_out = cards.kept_out
                for r in self.recruited[seat]:
                    excluded |= kept_out[kinds[r]]
                    if self.ctype[r] == CREATURE:
                        creatures |= cards.elements[kinds[r]]
            clause_kinds = cards.clause_kinds
            element_cards = self._element_cards(seat) if capped else 0
            neutralising = cards.squad_heroes_neutral
            neutral_now = bool(capped) and any(neutralising[kinds[r]]
                                               for r in self.recruited[seat])
            squad_cost, squad_elite = cards.squad_cost, cards.squad_elite
            squad_flying, squad_unique = cards.squad_flying, cards.squad_unique
            squad_name, squad_gold = cards.squad_name, cards.squad_gold_gained
            priced_copies = cards.squad_priced_copies
            flyer_cap, unique_max = squad.flyer_crystal_cap, squad.unique_max_in_squad
            for c in self.deal[seat]:
                kind = kinds[c]
                if kind in seen:
                    continue
                seen.add(kind)
                if exclude and missing[kind]:
                    continue
                if clause_kinds is not None and clause_kinds[kind]:
                    # A card's own price or choices (VS-172, VS-190, VS-199): each variant
                    # it may be recruited as is an action (its index the target).
                    for v, variant in enumerate(cards.variants[kind]):
                        if self._variant_fits(seat, kind, variant):
                            out.append(A.RECRUIT | c << 4 | v << 12)
                            creature_affordable |= cards.types[kind] == CREATURE
                            worth_taking = True
                    continue
                if capped and element_cards >= capped - 1 \
                        and clauses.is_element_card(cards.squad[kind], neutral_now):
                    continue  # a taken gold offer's limit (VS-199)
                if kept_out:
                    brings = cards.elements[kind] if cards.types[kind] == CREATURE else 0
                    if kept_out[kind] & (creatures | brings) or excluded & brings:
                        continue
                name = squad_name[kind]
                cost = cards.squad[kind].copies_cost(1, counts.get(name, 0)) \
                    if priced_copies[kind] else squad_cost[kind]
                if squad_flying[kind] and flyers + cost > flyer_cap:
                    continue
                elements = popcount(self._joined_mask(parts, kind) if neutralises
                                    else mask | cards.elements[kind])
                more_elite, more_ordinary = (elite + cost, ordinary) if squad_elite[kind] \
                    else (elite, ordinary + cost)
                more_gained = gained + squad_gold[kind]
                fits = affordable.get((first, mulligans, more_elite, more_ordinary, elements,
                                       more_gained))
                if fits is None:
                    fits = self._affordable_now(seat, more_elite, more_ordinary, elements,
                                                more_gained)
                if not fits:
                    continue
                if (squad_unique[kind] or name in crowned) \
                        and counts.get(name, 0) + 1 > unique_max:
                    continue
                out.append(A.RECRUIT | c << 4)
                if cards.types[kind] == CREATURE:
                    creature_affordable = True
                if cards.costs[kind] or cards.lives[kind]:
                    worth_taking = True
        if cards.warding and not self.recruited[seat]:
            for action in self._ward_actions(seat):
                out.append(action)
                creature_affordable = worth_taking = True
        if cards.fetching and not self.recruited[seat]:
            for action in self._fetch_actions(seat):
                out.append(action)
                creature_affordable = worth_taking = True
        if not self.recruited[seat]:
            # The best squad of the deal is not empty exactly when a card with a cost or
            # lives can be recruited: the optimiser's objective (squads.optimise.squad_key)
            # prefers the empty squad only to cards of neither, and a card that fits in a
            # squad fits alone. So the optimiser runs only when the squad is asked for.
            if worth_taking:
                out.append(A.RECRUIT_BEST)
            rules = self.rules
            if self.mulligans[seat] < rules.max_mulligans and self.deck[seat]:
                have = available_crystals(rules.squad, self._seat_enum(seat),
                                          self.mulligans[seat] + 1)
                if have.gold >= 0:
                    out.append(A.MULLIGAN)
        has_creature = any(self.ctype[c] == CREATURE for c in self.recruited[seat])
        if has_creature or not creature_affordable or not self.rules.squad_needs_creature:
            out.append(A.END)

    def _ward_actions(self, seat: int) -> list[int]:
        """Before any card is recruited: a card with a ward (VS-180) recruited with a
        dealt elite creature under it, both paid as ordinary cards; one action per pair
        of kinds that fits (target: (the creature + 1) << 4)."""
        cards, kinds, squad = self.cards, self.kinds, self.rules.squad
        out: list[int] = []
        givers: set[int] = set()
        for g in self.deal[seat]:
            giver = cards.squad[kinds[g]]
            if not giver.ward_cost_max or kinds[g] in givers or not self._recruitable(kinds[g]):
                continue
            givers.add(kinds[g])
            seen: set[int] = set()
            for c in self.deal[seat]:
                kind = kinds[c]
                if kind in seen or not self._recruitable(kind):
                    continue
                seen.add(kind)
                card = cards.squad[kind]
                if not clauses.can_ward(giver, card):
                    continue
                if card.flying and card.cost > squad.flyer_crystal_cap:
                    continue
                pair = [giver, clauses.warded(card, giver)]
                if any(a.excludes(b) for a in pair for b in pair):
                    continue
                elements = popcount(cards.elements[kinds[g]] | cards.elements[kind])
                if self._affordable_now(seat, 0, giver.cost + card.cost, elements, 0):
                    out.append(A.RECRUIT | g << 4 | (c + 1) << 16)
        return out

    def _namesakes(self, seat: int, shown: int, n: int) -> list[int]:
        """Up to ``n`` cards of ``seat``'s deck with the name of the dealt creature
        ``shown``, the last in the deck's order first (NT-187)."""
        names, kinds = self.cards.names, self.kinds
        name = names[kinds[shown]]
        found = [d for d in reversed(self.deck[seat]) if names[kinds[d]] == name
                 and self.ctype[d] == CREATURE]
        return found[:n]

    def _fetch_actions(self, seat: int) -> list[int]:
        """Before any card is recruited: a card that fetches namesakes (NT-187) recruited,
        a dealt creature shown and 1 or 2 cards of its name fetched from the deck into
        the deal: one action per fetcher kind, shown kind and number (target: (the shown
        card + 1) << 4 | the number)."""
        cards, kinds = self.cards, self.kinds
        out: list[int] = []
        givers: set[int] = set()
        for g in self.deal[seat]:
            giver = cards.squad[kinds[g]]
            if not giver.fetch_namesakes or kinds[g] in givers \
                    or not self._recruitable(kinds[g]):
                continue
            givers.add(kinds[g])
            alone = (0, giver.cost) if not giver.elite else (giver.cost, 0)
            if not self._affordable_now(seat, *alone, popcount(cards.elements[kinds[g]]), 0):
                continue
            seen: set[int] = set()
            for c in self.deal[seat]:
                if c == g or kinds[c] in seen or self.ctype[c] != CREATURE:
                    continue
                seen.add(kinds[c])
                most = len(self._namesakes(seat, c, giver.fetch_namesakes))
                out.extend(A.RECRUIT | g << 4 | ((c + 1) << 4 | n) << 12
                           for n in range(1, most + 1))
        return out

    def _recruit_fetching(self, seat: int, giver: int, shown: int, n: int) -> None:
        """Recruit ``giver``, show ``shown`` and fetch ``n`` cards of its name from the
        deck into the deal (NT-187)."""
        self._recruit(seat, giver)
        fetched = self._namesakes(seat, shown, n)
        for d in fetched:
            self.deck[seat].remove(d)
            self.deal[seat].append(d)
            self.zone[d] = Z_DEAL
        ids = self.cards.ids
        self.choices[seat].append(ChoiceEntry(ids[self.kinds[giver]],
                                              fetch=tuple(ids[self.kinds[d]] for d in fetched)))
        if self._log is not None:
            self._emit(seat, "play", f"{self._names[seat]} shows {self.label(shown)} and "
                       f"fetches {len(fetched)} of its name from the deck into the deal")

    def _recruit_warded(self, seat: int, giver: int, card: int) -> None:
        """Recruit ``giver`` and ``card`` under its ward (VS-180)."""
        self._recruit(seat, giver)
        kind = self.kinds[card]
        info = clauses.warded(self.cards.squad[kind], self.cards.squad[self.kinds[giver]])
        self.deal[seat].remove(card)
        self.recruited[seat].append(card)
        self.squad[seat].append(card)
        self.zone[card] = Z_SQUAD
        self._count_recruit(seat, kind, info)
        set_marker(self, card, WARDED, giver + 1)
        self.choices[seat].append(ChoiceEntry(self.cards.ids[self.kinds[giver]],
                                              ward=info.id))
        if self._log is not None:
            self._emit(seat, "play", f"{self._names[seat]} recruits {self.label(card)} "
                       f"under the ward of {self.label(giver)}, paid as an ordinary card")

    def _ward_leaves(self, c: int) -> None:
        """``c`` leaves play: a creature recruited under its ward (VS-180) dies (its
        wounds made its lives: destroyed when deaths are next settled)."""
        for w in self.on_field(self.ctrl[c]):
            if self.markers[w] is not None and marker(self, w, WARDED) == c + 1 \
                    and self.ctype[w] == CREATURE:
                set_marker(self, w, WARDED, 0)
                self.wounds[w] = max(self.wounds[w], self.lives_max[w])
                self.deaths_pending = True
                if self._log is not None:
                    self._emit(self.ctrl[w], "death", f"{self.at(w)} dies: "
                               f"{self.label(c)}, whose ward it joined under, left play")

    def _element_cards(self, seat: int) -> int:
        """The element cards of ``seat``'s recruited squad (a gold offer's limit, VS-199)."""
        kinds = [self.kinds[c] for c in self.recruited[seat]]
        squad = self.cards.squad
        neutral = any(squad[k].heroes_neutral for k in kinds)
        return sum(clauses.is_element_card(squad[k], neutral) for k in kinds)

    def _variant_price(self, seat: int, kind: int, variant: SquadCard) -> int:
        """What one more copy of ``kind`` recruited as ``variant`` costs ``seat`` now (a
        card free beside the costs of the cards already recruited: VS-172)."""
        before = self.name_counts[seat].get(variant.name, 0)
        kinds, costs = self.kinds, self.cards.costs
        others = [costs[kinds[r]] for r in self.recruited[seat] if kinds[r] != kind]
        return clauses.price(variant, 1, before, others)

    def _variant_fits(self, seat: int, kind: int, variant: SquadCard) -> bool:
        """Whether ``seat`` may recruit a card of ``kind`` as ``variant`` now: the rules
        of :meth:`_recruit_actions`, with the card's own price, gold and limit (squads
        .clauses): the slow path, for the few cards that have one."""
        cards, squad = self.cards, self.rules.squad
        elite, ordinary, flyers, mask, gained, capped = self.spent[seat]
        if cards.excluding:
            brings = cards.elements[kind] if cards.types[kind] == CREATURE else 0
            for r in self.recruited[seat]:
                k = self.kinds[r]
                other = cards.elements[k] if self.ctype[r] == CREATURE else 0
                if cards.kept_out[kind] & (other | brings) or cards.kept_out[k] & brings:
                    return False
        cost = self._variant_price(seat, kind, variant)
        if variant.flying and flyers + cost > squad.flyer_crystal_cap:
            return False
        name = variant.name
        counts = self.name_counts[seat]
        if (variant.unique or name in self.crowned[seat]) \
                and counts.get(name, 0) + 1 > squad.unique_max_in_squad:
            return False
        neutral = cards.neutralises_heroes
        cap = min(capped - 1 if capped else 999,
                  999 if variant.element_cards_max is None else variant.element_cards_max)
        if cap < 999:
            joining_neutral = neutral and (variant.heroes_neutral or any(
                cards.squad[self.kinds[r]].heroes_neutral for r in self.recruited[seat]))
            count = self._element_cards(seat) + clauses.is_element_card(variant,
                                                                        joining_neutral)
            if count > cap:
                return False
        elements = popcount(self._squad_mask(seat, kind) if neutral
                            else mask | cards.elements[kind])
        more_elite, more_ordinary = (elite + cost, ordinary) if variant.elite \
            else (elite, ordinary + cost)
        return self._affordable_now(seat, more_elite, more_ordinary, elements,
                                    gained + variant.gold_gained)

    def _best(self, seat: int, fetched: Sequence[int] = ()) -> Mapping[int, int]:
        """The best squad of ``seat``'s deal ({kind: copies}; with the cards ``fetched``
        into it, NT-187), computed once per deal for a game and all its clones."""
        kinds = self.kinds
        dealt = tuple(sorted(kinds[c] for c in (*self.deal[seat], *fetched)
                             if self._recruitable(kinds[c])))
        key = (seat == self.first, self.mulligans[seat], dealt)
        found = self.best.get(key)
        if found is None:
            cards = self.cards
            groups: dict[int, int] = {}
            for kind in dealt:
                groups[kind] = groups.get(kind, 0) + 1
            chosen = best_choices(
                [(cards.squad[k], n) for k, n in groups.items()], self.rules.squad,
                self._seat_enum(seat), mulligans=self.mulligans[seat],
            )
            # {kind: copies}; a kind recruited as a variant other than as printed
            # (VS-190, VS-199) under -1 - kind: that variant's index; the kind of a
            # creature under a ward (VS-180) under WARD_KEY.
            counts: dict[int, int] = {}
            for card, n in chosen:
                kind = cards.index[card.id]
                counts[kind] = counts.get(kind, 0) + n
                if card.warded_by:
                    counts[WARD_KEY] = kind
                elif card is not cards.squad[kind]:
                    counts[-1 - kind] = cards.variants[kind].index(card)
            if cards.fetching:  # its objective, to weigh a fetch (NT-187)
                cost, lives, *_ = squad_key(chosen)
                counts[COST_KEY], counts[LIVES_KEY] = -cost, -lives
            found = MappingProxyType(counts)
            self.best[key] = found
        return found

    def _recruit(self, seat: int, card: int, variant: int = 0) -> None:
        """Recruit ``card`` from the deal, as its ``variant`` (squads.clauses.variants:
        0 as printed)."""
        kind = self.kinds[card]
        self.deal[seat].remove(card)
        self.recruited[seat].append(card)
        self.squad[seat].append(card)
        self.zone[card] = Z_SQUAD
        info = self.cards.variants[kind][variant]
        self._count_recruit(seat, kind, info)
        if info.paid_more:  # what its battle abilities read (x: paid_more, VS-190)
            set_marker(self, card, PAID_MORE, info.paid_more)
        if info.paid_more or info.took_gold:
            self.choices[seat].append(ChoiceEntry(info.id, info.paid_more, info.took_gold))
        if self._log is not None:
            chose = clauses.choice_words(info)
            self._emit(seat, "play", f"{self._names[seat]} recruits {self.label(card)}"
                       + (f" ({chose})" if chose else ""))

    def _count_recruit(self, seat: int, kind: int, variant: SquadCard | None = None) -> None:
        """Add a recruited card of ``kind`` (as ``variant``) to ``seat``'s crystals and
        names."""
        info = self.cards.squad[kind] if variant is None else variant
        spent = self.spent[seat]
        counts = self.name_counts[seat]
        before = counts.get(info.name, 0)
        if self.cards.clause_kinds is not None and self.cards.clause_kinds[kind]:
            # its own price (VS-172: the other cards recruited count; VS-190: paid more)
            cost = self._variant_price(seat, kind, info)
            if info.element_cards_max is not None:
                cap = info.element_cards_max + 1
                spent[5] = min(spent[5], cap) if spent[5] else cap
        else:
            cost = info.copies_cost(1, before) if info.copy_costs else info.cost
        spent[0 if info.elite else 1] += cost
        spent[4] += info.gold_gained
        if info.flying:
            spent[2] += cost
        if self.cards.neutralises_heroes:
            spent[3] = self._squad_mask(seat)
        else:
            spent[3] |= self.cards.elements[kind]
        counts[info.name] = before + 1
        if info.unique and info.name not in self.crowned[seat]:
            self.crowned[seat] = self.crowned[seat] | {info.name}

    def _squad_mask(self, seat: int, joining: int | None = None) -> int:
        """The elements of ``seat``'s recruited squad (with a card of kind ``joining``),
        its heroes neutral while a card that says so is in it (NT-173; the squad rules'
        squads.check.squad_elements)."""
        parts = self._squad_parts(seat)
        if joining is not None:
            return self._joined_mask(parts, joining)
        every, no_heroes, neutral = parts
        return no_heroes if neutral else every

    def _squad_parts(self, seat: int) -> tuple[int, int, bool]:
        """What :meth:`_squad_mask` reads of ``seat``'s recruited squad: the elements of
        all its cards, those of its cards but heroes, and whether a card of it makes its
        heroes neutral (read once for the kinds of a whole deal: _joined_mask)."""
        cards = self.cards
        kinds = self.kinds
        elements, hero = cards.elements, cards.squad_hero
        neutralising = cards.squad_heroes_neutral
        every = no_heroes = 0
        neutral = False
        for c in self.recruited[seat]:
            k = kinds[c]
            every |= elements[k]
            if not hero[k]:
                no_heroes |= elements[k]
            if neutralising[k]:
                neutral = True
        return every, no_heroes, neutral

    def _joined_mask(self, parts: tuple[int, int, bool], joining: int) -> int:
        """:meth:`_squad_mask` with a card of kind ``joining``, from the squad's parts."""
        every, no_heroes, neutral = parts
        cards = self.cards
        if neutral or cards.squad_heroes_neutral[joining]:
            return no_heroes if cards.squad_hero[joining] \
                else no_heroes | cards.elements[joining]
        return every | cards.elements[joining]

    def _recruit_best(self, seat: int) -> None:
        wanted = dict(self._best(seat))
        if self._log is not None:
            self._emit(seat, "play", f"{self._names[seat]} takes the best squad of the deal")
        if self.cards.fetching and not self.recruited[seat]:
            wanted = self._fetch_best(seat, wanted)
        ward = wanted.pop(WARD_KEY, None)
        if ward is not None:  # first, the pair under a ward (VS-180)
            squad = self.cards.squad
            giver = next(c for c in self.deal[seat] if squad[self.kinds[c]].ward_cost_max
                         and wanted.get(self.kinds[c], 0) > 0)
            warded = next(c for c in self.deal[seat] if self.kinds[c] == ward)
            wanted[self.kinds[giver]] -= 1
            wanted[ward] -= 1
            self._recruit_warded(seat, giver, warded)
        dealt = list(self.deal[seat])
        free = self.cards.squad
        # a card free beside the others' costs (VS-172) joins last, as the optimiser
        # priced it (squads.clauses.search_order)
        dealt.sort(key=lambda c: bool(free[self.kinds[c]].free_with_costs))
        for c in dealt:
            kind = self.kinds[c]
            if wanted.get(kind, 0) > 0:
                wanted[kind] -= 1
                self._recruit(seat, c, wanted.get(-1 - kind, 0))
        self._finish_recruit(seat)

    def _fetch_best(self, seat: int, wanted: dict[int, int]) -> dict[int, int]:
        """Before the best squad is recruited: the fetch (NT-187) whose enlarged deal's
        best squad, with the fetcher in it, beats the deal's own (crystals on cards, then
        lives), made now; ``wanted`` is what is left to recruit."""
        kinds, cards = self.kinds, self.cards
        best = (wanted.get(COST_KEY, 0), wanted.get(LIVES_KEY, 0))
        plan = None
        for action in self._fetch_actions(seat):
            g, target = (action >> 4) & 255, action >> 12
            shown, n = (target >> 4) - 1, target & 15
            if n != cards.squad[kinds[g]].fetch_namesakes \
                    and n != len(self._namesakes(seat, shown, n + 1)):
                continue  # more cards in the deal are never worse: the most it may fetch
            found = self._best(seat, self._namesakes(seat, shown, n))
            if found.get(kinds[g], 0) and (found[COST_KEY], found[LIVES_KEY]) > best:
                best, plan = (found[COST_KEY], found[LIVES_KEY]), (g, shown, n, found)
        if plan is None:
            return wanted
        g, shown, n, found = plan
        if self._log is not None:
            self._emit(seat, "play", f"{self._names[seat]} fetches before the best squad")
        self._recruit_fetching(seat, g, shown, n)
        left = dict(found)
        left[kinds[g]] -= 1
        return left

    def _mulligan(self, seat: int) -> None:
        self.mulligans[seat] += 1
        deck = self.deck[seat]
        for c in self.deal[seat]:
            self.zone[c] = Z_DECK
            deck.append(c)
        self.deal[seat] = []
        shuffle(deck, self.rng)
        if self._log is not None:
            self._emit(seat, "play", f"{self._names[seat]} re-deals "
                       f"({self.rules.squad.mulligan_gold} gold)")
        self._deal(seat)

    def _finish_recruit(self, seat: int) -> None:
        deck = self.deck[seat]
        for c in self.deal[seat]:
            self.zone[c] = Z_DECK
            deck.append(c)
        self.deal[seat] = []
        shuffle(deck, self.rng)
        if self._log is not None:
            gold, silver = self.crystals(seat)
            size = len(self.recruited[seat])
            self._emit(seat, "info", f"{self._names[seat]}'s squad: {size} "
                       f"card{'' if size == 1 else 's'}, {gold} gold and {silver} silver left")
        if seat == self.first:
            self._start_recruit(1 - seat)
        else:
            self._start_placement(self.first)

    # --- placement (research §2.3) -------------------------------------------------------

    def _start_placement(self, seat: int) -> None:
        squad = self.squad[seat]
        for c in list(squad):
            if self.ctype[c] in (TERRAIN, EQUIPMENT):
                squad.remove(c)
                self.zone[c] = Z_EXTRA
                self.extra[seat].append(c)
                self.field_changed()
                if self._log is not None:
                    self._emit(seat, "play", f"{self._names[seat]} puts {self.label(c)} into "
                               "the additional zone")
        costs = self.cards.costs
        kinds = self.kinds
        squad.sort(key=lambda c: (-costs[kinds[c]], kinds[c], c))  # the order of offers
        self.phase = PLACE
        self.to_move = seat
        if not squad:
            self._placement_done(seat)

    def _allowed_cells(self, seat: int) -> list[int]:
        cells = self.cells
        for tier in self._tiers[seat]:
            free = [x for x in tier if cells[x] < 0]
            if free:
                return free
        return []

    def _place(self, card: int, x: int) -> None:
        seat = self.to_move
        self.squad[seat].remove(card)
        self.cells[x] = card
        self.field_changed()
        self.cell[card] = x
        self.zone[card] = Z_BOARD
        self.face_down[card] = True
        if self.rules.first_turn_weakness_at_setup:  # weak in its side's first turn (107.5)
            self.control_turn[card] = 1 if seat == self.first else 2
        if self._log is not None:
            self._emit(seat, "play", f"{self._names[seat]} places {self.label(card)} on "
                       f"{label(x)}")
        if not self.squad[seat]:
            self._placement_done(seat)

    def _placement_done(self, seat: int) -> None:
        if seat == self.first:
            self._start_placement(1 - seat)
        elif self.trig_any & T_SQUADS_PLACED:
            self._squads_placed()
        else:
            self._reveal_initial()

    def _squads_placed(self) -> None:
        """Both squads are placed, face down: the cards whose abilities act now
        (squads_placed; VS-177) are turned face up and act, the First player's first,
        each in field order; the seats their abilities let rearrange their cards then do
        (the rearrange window, _resume), and the squads are revealed after."""
        for seat in (self.first, 1 - self.first):
            for c in [c for c in self.on_field(seat) if self.trig[c] & T_SQUADS_PLACED]:
                if self.zone[c] != Z_BOARD:
                    continue
                if self.face_down[c]:
                    self._reveal(c)
                    if self._log is not None:
                        self._emit(seat, "reveal", f"{self._names[seat]} reveals "
                                   f"{self.at(c)}")
                self.trigger(c, T_SQUADS_PLACED, -1)
        self.resume = R_REVEAL
        self._resume()

    def _rearrange_actions(self, seat: int, out: list[int]) -> None:
        """The moves of ``seat``'s rearrange window: each of its cards on its half of the
        battlefield goes to another cell of that half; a card of its own standing there
        takes the cell it left (each such swap listed once, by the lower card)."""
        cells, ctrl, cell, kinds = self.cells, self.ctrl, self.cell, self.kinds
        half = HALF_CELLS[seat]
        for c in self.on_field(seat):
            if self.zone[c] != Z_BOARD or self.host[c] >= 0 or cell[c] not in half:
                continue
            base = A.LEAP | c << 4
            for y in half:
                other = cells[y]
                if y != cell[c] and (other < 0 or (
                        ctrl[other] == seat and other > c and self.host[other] < 0
                        # (two copies face the same way: the same arrangement)
                        and (kinds[other] != kinds[c]
                             or self.face_down[other] != self.face_down[c]))):
                    out.append(base | y << 12)

    def _rearrange_window(self) -> bool:
        """Open the next seat's rearrange window (State.rearranging) while one may still
        move a card: whether one is open."""
        rearranging = self.rearranging
        while rearranging:
            seat, left = rearranging[0]
            if left > 0:
                moves: list[int] = []
                self._rearrange_actions(seat, moves)
                if moves:
                    self.phase = REARRANGE
                    self.to_move = seat
                    return True
            rearranging.pop(0)
        return False

    def _rearranged(self, c: int, y: int) -> None:
        """``c`` goes to cell ``y`` of its half in the rearrange window; a card standing
        there takes the cell ``c`` left. Neither is turned over."""
        seat, left = self.rearranging[0]
        x = self.cell[c]
        other = self.cells[y]
        self.cells[x] = other
        self.cells[y] = c
        self.cell[c] = y
        if other >= 0:
            self.cell[other] = x
        self.field_changed()
        self.rearranging[0] = (seat, left - 1)
        if self._log is not None:
            swap = f" ({self.label(other)} goes to {label(x)})" if other >= 0 else ""
            self._emit(seat, "play", f"{self._names[seat]} moves {self.label(c)} "
                       f"{label(x)} → {label(y)}{swap}")
        self._resume()

    def _reveal_initial(self) -> None:
        hidden = self.rules.hidden_row
        second = 1 - self.first
        for seat in (self.first, second):
            for x in range(CELLS):
                c = self.cells[x]
                if c < 0 or self.ctrl[c] != seat or not self.face_down[c]:
                    continue
                if seat == second and hidden and player_row(seat, x) == hidden:
                    continue
                self._reveal(c)
        if self._log is not None:
            down = sum(1 for c in self.on_field() if self.face_down[c])
            self._emit(None, "reveal", "The squads are revealed"
                       + (f" ({down} cards of {self._names[second]}'s row {hidden} stay "
                          "face down)" if down else ""))
        if self.trig_low & T_BATTLE_START:
            for c in self.on_field():
                if self.trig[c] & T_BATTLE_START:
                    self.trigger(c, T_BATTLE_START, -1)
            self._settle_deaths()
        self.resume = R_FIRST_TURN
        self._check_win()
        self._resume()

    def turn_up(self, card: int) -> None:
        self._reveal(card)

    def _reveal(self, card: int) -> None:
        """Turn a face-down card up: a flyer takes off (208.1), a symbiote awaits a host."""
        self.face_down[card] = False
        if self.is_flyer(card) and self.zone[card] == Z_BOARD:
            self._leave_field(card)
            self.zone[card] = Z_EXTRA
            self.extra[self.ctrl[card]].append(card)
            self.field_changed()
            if self._log is not None:
                self._emit(self.ctrl[card], "reveal", f"{self.label(card)} takes off into the "
                           "additional zone")
        elif self.cards.subtypes[self.kinds[card]] in (SYMBIOTE, PARASITE) \
                and self.ctype[card] == CREATURE:
            self.hosting.append(card)

    # --- symbiotes and parasites (seed 209) --------------------------------------------

    def _host_candidates(self, s: int) -> list[int]:
        """Where the symbiote ``s`` may go: a creature of its squad, or (a parasite) an
        enemy creature in the enemy's 1st row; never a flyer (209.2, 209.4)."""
        p = self.ctrl[s]
        parasite = self.cards.subtypes[self.kinds[s]] == PARASITE
        seat = 1 - p if parasite else p
        subtypes = self.cards.subtypes
        out = []
        for x in range(CELLS):
            m = self.cells[x]
            if m < 0 or m == s or self.ctrl[m] != seat or self.face_down[m]:
                continue
            if self.ctype[m] != CREATURE or self.is_flyer(m) or self.guest[m] >= 0:
                continue
            if subtypes[self.kinds[m]] in (SYMBIOTE, PARASITE):
                continue
            if parasite and player_row(seat, x) != 1 \
                    and not (player_row(seat, x) == 2 and self._parasites_reach_row_two(p)):
                continue
            out.append(m)
        return out

    def _parasites_reach_row_two(self, p: int) -> bool:
        """Whether ``p``'s parasites may also take hosts in the enemy's 2nd row: a face-up
        card of ``p``'s in play with the passive far_parasites (NT-119)."""
        return any(self.trig[c] & T_PASSIVE and not self.face_down[c]
                   and passive_op(self, c, "far_parasites") for c in self.on_field(p))

    def _attach(self, s: int, h: int) -> None:
        old = self.cell[s]
        if old >= 0 and self.cells[old] == s:
            self.cells[old] = -1
        self.host[s] = h
        self.guest[h] = s
        self.field_changed()
        self.cell[s] = self.cell[h]
        if self._log is not None:
            self._emit(self.ctrl[s], "reveal", f"{self.label(s)} goes onto {self.at(h)}")

    def become_guest(self, card: int, host: int) -> bool:
        if self.guest[host] >= 0 or self.host[host] >= 0 or self.zone[host] != Z_BOARD \
                or self.host[card] >= 0 \
                or self.zone[card] not in (Z_BOARD, Z_EXTRA) or self.is_flyer(host):
            return False
        if self.zone[card] == Z_EXTRA:
            self.extra[self.ctrl[card]].remove(card)
            self.field_changed()
        else:
            g = self.guest[card]
            if g >= 0:  # it leaves its cell: its own symbiote dies (209.4)
                self.kill([g])
            x = self.cell[card]
            if x >= 0 and self.cells[x] == card:
                self.cells[x] = -1
                self.field_changed()
        self.zone[card] = Z_BOARD
        self.set_effects(card, {k: v for k, v in self.eff[card].items() if k != FLY})
        self._attach(card, host)
        return True

    def rehost(self, guest: int, host: int) -> None:
        old = self.host[guest]
        if old >= 0:
            self.guest[old] = -1
            self.field_changed()
        self._attach(guest, host)

    def _no_host(self, s: int) -> None:
        if self.rules.symbiote_without_host == "destroyed":
            if self._log is not None:
                self._emit(self.ctrl[s], "reveal", f"{self.at(s)} has no host and is destroyed")
            self.kill([s])
        elif self._log is not None:
            self._emit(self.ctrl[s], "reveal", f"{self.at(s)} has no host and stays on its cell")

    # --- turns (research §2.4) -----------------------------------------------------------

    def _start_turn(self) -> None:
        rules = self.rules
        if self.turn >= rules.turn_limit:
            self._finish(None, "turn_limit", f"the turn limit ({rules.turn_limit}) was reached")
            return
        if self.quiet >= rules.stall_limit:
            self._finish(None, "stalled", f"no wound was dealt in {rules.stall_limit} turns: "
                         "the game cannot progress")
            return
        self.turn += 1
        self.damaged = False
        p = self.active
        if self._log is not None:
            names = self._names
            self._emit(p, "turn", f"Turn {self.turn}: {names[p]} ({_SIDES[p != self.first]} "
                       f"player; creatures {names[0]} {len(self.creatures(0))}, "
                       f"{names[1]} {len(self.creatures(1))})")
        # (The field, not ``True in self.face_down``: that compares every card's flag as
        # a Python object, a dozen times what listing the field costs.)
        face_down = self.face_down
        hidden = [c for c in self.on_field(p) if face_down[c]]
        for c in hidden:
            self._reveal(c)
        if hidden and self._log is not None:
            self._emit(p, "reveal", f"{self._names[p]} reveals {len(hidden)} face-down "
                       f"card{'' if len(hidden) == 1 else 's'}")
        self.resume = R_TURN_BODY

    def _turn_body(self) -> None:
        p = self.active
        turn = self.turn
        ctrl = self.ctrl
        effects = self.eff
        armour_left = self.armour_left
        all_markers = self.markers
        closed = self.closed
        flyer_ready = self.flyer_ready
        opens_any = self.trig_high & H_OPENS_ANY
        opened: list[int] = []  # closed cards with when_opens_any abilities, opening now
        eff_bits = self.eff_bits
        for c in self.on_field():  # a new list: turn_markers may change the field
            eff = effects[c]
            bits = eff_bits[c]  # (most cards have neither armour nor regeneration)
            if ctrl[c] != p:
                if bits & EFF_ABSORB:
                    armour = number_in(eff, ABSORB)
                    if armour and self._armour_refresh() == "every_turn":
                        armour_left[c] = armour
                continue
            armour_left[c] = number_in(eff, ABSORB) if bits & EFF_ABSORB else 0
            if opens_any and closed[c] and self.trig[c] & T_OPENS_ANY:
                opened.append(c)
            closed[c] = False
            markers = all_markers[c]
            if markers is not None and (STUN in markers or POISON in markers
                                        or STRANGLED in markers):
                said = turn_markers(self, c)  # a stun keeps it closed; poison wounds it
                if said and self._log is not None:
                    self._emit(p, "battle", said)
            self.restore_movement(c)
            if 0 <= flyer_ready[c] < turn:
                flyer_ready[c] = -1
            if not bits & EFF_REGENERATE:
                continue
            heal = number_in(eff, REGENERATE)
            if heal and self.wounds[c] and self.ctype[c] == CREATURE \
                    and not heal_barred(self, c):
                healed = min(heal_watched(self, c, heal), self.wounds[c])
                self.wounds[c] -= healed
                if self._log is not None:
                    self._emit(p, "battle", f"{self.at(c)} regenerates {healed} "
                               f"({self.lives_left(c)}/{self.lives_max[c]})")
        if self.trig_low & T_MARKS:  # blasts its cards left on cells for this turn
            set_off_blasts(self, p)
        if self.deaths_pending:  # poison, blasts
            self._settle_deaths()
        for c in opened:  # a stun kept it closed: it did not open
            if not closed[c] and self.zone[c] == Z_BOARD and not self.face_down[c]:
                self.trigger(c, T_OPENS_ANY, -1)
        if self.trig_low & (T_TURN_START | T_VALHALLA):
            if self.any_in_play(self.cards_with(T_TURN_START), p):
                for c in self.on_field(p):  # a new list: the triggers may change the field
                    if self.trig[c] & T_TURN_START:
                        self.trigger(c, T_TURN_START, -1)
            for c in list(self.grave[p]):
                if self.trig[c] & T_VALHALLA:  # the first of the turn maybe twice (VS-063)
                    tell_valhalla(self, c, p)
            self._settle_deaths()
        if self.trig_low & T_INCARNATION and self.grave[p] and incarnations(self, p):
            self._settle_deaths()
        if self.trig_low & (T_OPPONENT_TURN_START | T_INSTANT):
            if self.any_in_play(self.cards_with(T_OPPONENT_TURN_START), 1 - p):
                for c in self.on_field(1 - p):  # a new list, as above
                    if self.trig[c] & T_OPPONENT_TURN_START:
                        self.trigger(c, T_OPPONENT_TURN_START, -1)
            self._settle_deaths()
            if self.any_in_play(self.cards_with(T_INSTANT), 1 - p):
                self.responding.append(("turn_start", 1 - p))  # checked when it opens
        if self.trig_high & H_GRAVE_OPPONENT_TURN_START:  # from the opponent's graveyard
            for c in list(self.grave[1 - p]):
                if self.trig[c] & T_GRAVE_OPPONENT_TURN_START:
                    self.trigger(c, T_GRAVE_OPPONENT_TURN_START, -1)
        if self._outcome is not None:  # the start of the turn decided the game
            return
        self.phase = MAIN
        self.to_move = p

    def _armour_refresh(self) -> str:
        keyword = self.rules.vocabulary.by_effect.get(ABSORB)
        return keyword.refresh if keyword is not None else "every_turn"

    def _end_turn(self) -> None:
        p = self.active
        # A strike at a flyer prepared this turn is over. (The field is looked through:
        # ``self.turn in self.flyer_ready`` first compared every card's mark as a Python
        # object, a dozen times what this costs.)
        flyer_ready = self.flyer_ready
        turn = self.turn
        for c in self.on_field(p):
            if flyer_ready[c] == turn:
                flyer_ready[c] = -1
        ended = bool(self.trig_low & (T_TURN_END | T_OPPONENT_TURN_END))
        if ended:
            for c in self.on_field(p):
                if self.trig[c] & T_TURN_END:
                    self.trigger(c, T_TURN_END, -1)
            for c in self.on_field(1 - p):
                if self.trig[c] & T_OPPONENT_TURN_END:
                    self.trigger(c, T_OPPONENT_TURN_END, -1)
            self._settle_deaths()
            if self._outcome is not None:
                return
        # The turn_end window: the other seat; the active one too once the end-of-turn
        # abilities acted after it ended (before, it had its whole turn to respond).
        if self.windows_any & W_TURN_END and self._open_window(
                "turn_end", (p, 1 - p) if ended else (1 - p,)):
            self.resume = R_NEXT_TURN
            self._resume()
            return
        self._next_turn()
        self._resume()

    def _next_turn(self) -> None:
        """The end of the turn after its end-of-turn abilities and windows: what lasts
        until the end of the turn ends, and the other player's turn begins."""
        p = self.active
        # (Each look at the cards in play only while some card may hold what it looks
        # for: Kernel.timed_marks.)
        timed = self.timed_marks
        if self.trig_low & T_TIMED_GRANT and timed & TIMED_GRANTED:
            take_back_grants(self)  # keywords granted until the end of the turn
        if self.lends:  # abilities lent until the end of the turn
            take_back_lent(self)
        if self.trig_low & T_MARKS and timed & (TIMED_REMOVED | TIMED_NET):
            restore_removed(self)  # keywords taken away until the end of this turn, nets
        if self.trig_low & T_TEMP_LIVES:  # lives lent until the end of the turn
            if timed & TIMED_LIVES:
                restore_lives(self)
            self._settle_deaths()
            if self._outcome is not None:
                return
        if timed & TIMED_TURN_END:  # the families no card holds any more: not looked
            self.timed_marks = timed_marks_of(self.markers)  # for again
        if self.mods_set:  # the turn's strike and dice changes are over
            # (Two new lists of zeros cost less than asking any() which to reset; none
            # at all while no ability changed one: Kernel.mods_set.)
            self.strike_mod = [0] * len(self.strike_mod)
            self.dice_mod = [0] * len(self.dice_mod)
            self.mods_set = False
        self.quiet = 0 if self.damaged else self.quiet + 1
        self.active = 1 - p
        self._start_turn()

    def can_act(self, card: int) -> bool:
        """Seed 107.5: not in the turn it came under its player's control, unless Dash."""
        return self.control_turn[card] != self.turn or self.eff_bits[card] & EFF_DASH != 0

    def _main_actions(self, p: int, out: list[int]) -> None:
        # The hot path of every game (about half of a decision's time). One pass over the
        # cells finds this player's cards that may act and the enemy cards a strike may
        # target, with masks of the cells where they stand (their main card, a symbiote
        # or parasite on it), so that a creature with no enemy around (the usual case)
        # costs one AND instead of a loop over its neighbours. After a plain step the
        # pass of the listing before it serves again (_after_step).
        cells = self.cells
        guest = self.guest
        ctrl = self.ctrl
        ctype = self.ctype
        face_down = self.face_down
        closed = self.closed
        rules = self.rules
        hidden_ok = rules.face_down_targets != "untargetable"
        cell = self.cell
        stepped = self._after_step() if self._stepped >= 0 else None
        kept = self._field
        if stepped is not None and kept is not None:  # the kept pass, after a step
            _, enemies, on_main, on_guest, air_targets, only_flyers, same_cell = kept
            mine = stepped
            # (Kept as it is while its cards' order holds: not packed anew, with its
            # masks boxed anew; in another order, kept with them.)
            if mine is not kept[0]:
                self._field = (mine, enemies, on_main, on_guest, air_targets, only_flyers,
                               same_cell)
        else:
            artifacts = rules.strike_artifacts
            #: This player's open, face-up creatures on the battlefield, in field order.
            mine = []
            #: The enemy cards that may be targeted (on_field order: cells, then the air).
            enemies = []
            #: The cells whose main card may be targeted, and those whose guest may be.
            on_main = 0
            on_guest = 0
            enemy_ground = False
            hosts = False
            for m in cells:  # the main card of each cell (its cell: cell[m])
                if m < 0:
                    continue
                if ctrl[m] == p:
                    if not closed[m] and not face_down[m] and ctype[m] == CREATURE:
                        mine.append(m)
                elif ctype[m] == CREATURE or face_down[m]:  # (face down: any type, unseen)
                    enemy_ground = True
                    if hidden_ok or not face_down[m]:
                        enemies.append(m)
                        on_main |= BIT[cell[m]]
                elif artifacts and ctype[m] == ARTIFACT and (hidden_ok or not face_down[m]):
                    enemies.append(m)
                    on_main |= BIT[cell[m]]
                g = guest[m]
                if g >= 0:  # a symbiote or parasite on the host m
                    hosts = True
                    if ctrl[g] == p:
                        if not closed[g] and not face_down[g] and ctype[g] == CREATURE:
                            mine.append(g)
                    else:
                        if ctype[g] == CREATURE:
                            enemy_ground = True
                        if self._targetable(g, p):
                            enemies.append(g)
                            on_guest |= BIT[cell[m]]
            air = self.extra[1 - p]
            air_targets = []
            only_flyers = False
            if air:  # _targetable, inline
                for t in air:
                    if ctrl[t] != p and (hidden_ok or not face_down[t]) and (
                            ctype[t] == CREATURE or (artifacts and ctype[t] == ARTIFACT)):
                        air_targets.append(t)
                enemies += air_targets
                if not enemy_ground:
                    for t in air:
                        if ctype[t] == CREATURE:
                            only_flyers = True
                            break
            same_cell = rules.same_cell_adjacent and hosts
            self._field = (mine, enemies, on_main, on_guest, air_targets, only_flyers,
                           same_cell)
        self._field_at = len(self.history)
        targeted = on_main | on_guest
        eff = self.eff
        eff_bits = self.eff_bits  # (the effects asked of every card: bits, not look-ups)
        moves = self.moves
        host = self.host
        move_max = self.move_max
        control_turn = self.control_turn
        strike = self.strike
        flyer_ready = self.flyer_ready
        nb_mask = self._nb_mask
        turn = self.turn
        zero_rule = rules.zero_strike_cannot_attack
        strike_bonus = self.cards.strike_bonus
        kinds = self.kinds
        trig = self.trig_lo  # (only low bits are asked here: unboxed)
        restricted = self.trig_low & T_RESTRICT
        # (a no_attack mark asked of a card only while some card may hold one)
        no_attack = self.trig_low & T_NO_ATTACK and self.timed_marks & TIMED_NO_ATTACK
        lends = self.lends  # a card may hold a lent tap ability (VS-090)
        strike_op = A.STRIKE
        listed = as_objects(out)  # (the tables' actions appended as the objects they are)
        step_actions = _STEP_ACTIONS
        for c in mine:  # on the battlefield
            bits = eff_bits[c]
            triggers = trig[c]  # (read once: each read of the tuple unboxes anew)
            x = cell[c]
            if moves[c] > 0 and host[c] < 0 and move_max[c] > 0:
                start = len(out)
                steps = c * CELLS
                for y in NEIGHBOURS4[x]:
                    if cells[y] < 0:
                        listed.append(step_actions[steps + y])
                if bits & EFF_LEAP and moves[c] == move_max[c]:
                    self._leap_actions(c, eff[c][LEAP], out)
                if triggers & T_DIAGONAL:
                    diagonal_steps(self, c, out)
                if triggers & T_WRAP:
                    wrap_steps(self, c, out)
                if restricted:
                    restrict_moves(self, c, out, start)
            if control_turn[c] == turn and not bits & EFF_DASH:
                continue  # first-turn weakness (107.5)
            if (triggers & T_BARRED and attack_barred(self, c)) \
                    or (no_attack and attack_marked(self, c)):  # it may not attack now
                if triggers & T_TAP or (lends and lent_bits(self, c)):  # its others stay
                    self._ability_actions(c, enemies, out)
                continue
            values = strike[c]
            strikes = values is not None and not (zero_rule and values == NO_STRIKE
                                                  and not strike_bonus[kinds[c]])
            if strikes:
                base = strike_op | c << 4
                if same_cell:
                    m = cells[x]
                    if guest[m] >= 0:  # host and parasite: "рядом" (rules.yaml)
                        o = guest[m] if m == c else m
                        if ctrl[o] != p and ctype[o] == CREATURE \
                                and (hidden_ok or not face_down[o]):
                            out.append(base | o << 12)
                hit = nb_mask[x] & targeted
                while hit:  # the neighbours with a target, lowest cell first (as on_field)
                    b = hit & -hit
                    hit ^= b
                    m = cells[b.bit_length() - 1]
                    if b & on_main:
                        listed.append(_strike_action(c, m))
                    if b & on_guest:
                        listed.append(_strike_action(c, guest[m]))
                if triggers & T_WRAP:  # the other end of its row, as next to it
                    y = wrapped_cell(self, c)
                    m = cells[y] if y >= 0 else -1
                    if m >= 0 and self._targetable(m, p):
                        out.append(base | m << 12)
                if flyer_ready[c] == turn or (  # closed for a strike at a flyer (208.6),
                        triggers & T_RARE and strikes_flyers(self, c)):  # or it may
                    for t in air_targets:
                        out.append(base | t << 12)
                if triggers & T_RARE:  # a simple strike at a range (strike_reach)
                    reach = strike_reach(self, c)
                    if reach > 1:
                        near = DISTANCE[x]
                        for t in enemies:
                            if self.zone[t] == Z_BOARD and 1 < near[cell[t]] <= reach:
                                out.append(base | t << 12)
            if bits & (EFF_RANGED | EFF_ATTACK) or triggers & T_TAP \
                    or (lends and lent_bits(self, c)):
                self._effect_actions(c, eff[c], enemies, targeted, out)
            if only_flyers and strikes and flyer_ready[c] < 0:
                out.append(A.CLOSE_FOR_FLYER | c << 4)
        for c in self.extra[p]:  # in the air
            if face_down[c] or closed[c] or ctype[c] != CREATURE:
                continue
            effects = eff[c]
            triggers = trig[c]
            if control_turn[c] == turn and not eff_bits[c] & EFF_DASH:
                continue  # first-turn weakness (107.5)
            if (triggers & T_BARRED and attack_barred(self, c)) \
                    or (no_attack and attack_marked(self, c)):
                if triggers & T_TAP or (lends and lent_bits(self, c)):
                    self._ability_actions(c, enemies, out)
                continue
            values = strike[c]
            if values is not None and not (zero_rule and values == NO_STRIKE
                                           and not strike_bonus[kinds[c]]):
                # A flyer strikes any creature (208) without flyer protection (unless it
                # ignores that protection).
                base = strike_op | c << 4
                pierce = triggers & T_IGNORES and ignores(self, c, "flyer_protection")
                for t in enemies:  # (a face-down card's protection is not seen)
                    if pierce or not eff_bits[t] & EFF_IMMUNE_FLYER or face_down[t] or (
                            triggers & T_IGNORES and ignores(self, c, "flyer_protection", t)):
                        out.append(base | t << 12)
            if effects or triggers & T_TAP or (lends and lent_bits(self, c)):
                self._effect_actions(c, effects, enemies, targeted, out)
        if self.trig_low & T_OBJECT:  # artifacts and terrains with tap abilities
            for c in self.on_field(p):
                if ctype[c] != CREATURE and trig[c] & T_TAP and not closed[c] \
                        and not face_down[c]:
                    self._ability_actions(c, enemies, out)
        out.append(A.END)

    def _after_step(self) -> list[int] | None:
        """The pass over the field (_main_actions) after the plain step just taken
        (_move: a MOVE no ability answered), from the listing before it (the kept
        _field): a step changes only where its card (and a symbiote on it) stands and
        which of two cells is free, so the enemy cards and what may be targeted stay,
        and this player's cards change only in order. Those cards in field order now:
        the kept pass's own list while its order holds, else a new one. None when that
        listing is not the one the step was chosen from, or an enemy parasite moved too.
        The test mode :attr:`State.cross_check` compares each listing after a step with a
        full one."""
        c = self._stepped
        self._stepped = -1
        kept = self._field
        g = self.guest[c]
        if kept is None or self._field_at != len(self.history) - 1 \
                or (g >= 0 and self.ctrl[g] != self.active):
            return None
        mine = kept[0]
        i = mine.index(c)
        k = i + 2 if g >= 0 and mine[i + 1:i + 2] == [g] else i + 1  # and its symbiote
        cell = self.cell
        y = cell[c]
        if (i == 0 or cell[mine[i - 1]] < y) and (k == len(mine) or cell[mine[k]] > y):
            return mine  # still in field order (always after a step along its row)
        # The others stay in field order (by cell): the movers go before the first of
        # them on a cell not below theirs (bisect_left's place, found by a loop over the
        # few cards: compiled, bisect with a key calls the key through Python).
        others = mine[:i] + mine[k:]
        at = 0
        while at < len(others) and cell[others[at]] < y:
            at += 1
        others[at:at] = mine[i:k]
        return others

    def _check_step_listing(self, out: list[int]) -> None:
        """Raise AssertionError unless ``out``, listed after a step, is the full listing."""
        full: list[int] = []
        self._main_actions(self.active, full)
        if full != out:
            raise AssertionError(f"main actions after a step: {out}, listed in full: {full}")

    def _effect_actions(self, c: int, effects: dict[str, int], enemies: list[int],
                        targeted: int, out: list[int]) -> None:
        """``c``'s shots, attack keywords and tap abilities (``enemies``: the enemy cards
        that may be targeted, ``targeted``: the cells where some are, from _main_actions)."""
        lured = self.trig_low & T_LURE
        start = len(out) if lured else 0
        bits = self.eff_bits[c]
        if bits & (EFF_RANGED | EFF_ATTACK):
            barred = ranged_barred(self, c)  # a no_ranged mark
            if bits & EFF_RANGED and not barred:
                shot = A.SHOT | c << 4
                for t in self._shot_targets(c, enemies):
                    out.append(shot | t << 12)
            if bits & EFF_ATTACK:
                for index, keyword in self._attacks_of(effects):
                    if not (barred and keyword.id in RANGED_BARRED):
                        self._attack_actions(c, index, keyword, enemies, targeted, out)
        if self.trig[c] & T_TAP or (self.lends and lent_bits(self, c)):
            self._ability_actions(c, enemies, out)
        if lured:  # (its abilities' own targets obey lures: acts_on)
            self._obey_lures(c, out, start)

    def _ranged_kind(self, action: int) -> str:
        """The keyword attack kind (shot, throw ...) of ``action``, "" for another action."""
        op = action & 15
        if op == A.SHOT:
            keyword = self.rules.vocabulary.by_effect.get(RANGED)
            return keyword.id if keyword is not None else "shot"
        return self.attack_ids[action >> 20] if op == A.ATTACK else ""

    def _obey_lures(self, c: int, out: list[int], start: int) -> None:
        """Drop from ``c``'s actions ``out[start:]`` the keyword ranged attacks a lure of
        the other side forbids (passive lure: they may go only at it)."""
        seat = 1 - self.ctrl[c]
        # (In place, from ``start`` on: the listing before it is neither copied nor
        # written back, and the kept actions move as the objects they are.)
        listed = as_objects(out)
        kept = start
        for i in range(start, len(out)):
            action = out[i]
            kind = self._ranged_kind(action)
            if kind in RANGED_ATTACKS:
                lured = lures(self, seat, kind)
                if lured and (action >> 12) & 255 not in lured:
                    continue
            if kept != i:
                listed[kept] = listed[i]
            kept += 1
        if kept < len(out):
            del out[kept:]

    def _targetable(self, t: int, p: int) -> bool:
        if self.ctrl[t] == p:
            return False
        if self.face_down[t]:  # a target until revealed, whatever it is (see unseen_protection)
            return self.rules.face_down_targets != "untargetable"
        ctype = self.ctype[t]
        if ctype != CREATURE and not (ctype == ARTIFACT and self.rules.strike_artifacts):
            return False
        return not (self.face_down[t] and self.rules.face_down_targets == "untargetable")

    def _enemy_field(self, p: int) -> list[int]:
        """The enemy cards ``p`` may target (:meth:`_targetable`), in field order."""
        ctype = self.ctype
        artifacts = self.rules.strike_artifacts
        hidden_ok = self.rules.face_down_targets != "untargetable"
        face_down = self.face_down
        return [t for t in self.on_field(1 - p)
                if (hidden_ok if face_down[t]  # whatever it is (see unseen_protection)
                    else ctype[t] == CREATURE or (artifacts and ctype[t] == ARTIFACT))]

    def _shot_targets(self, c: int, enemies: list[int]) -> list[int]:
        keyword = self.rules.vocabulary.by_effect.get(RANGED)
        least = keyword.min_distance if keyword is not None else 2
        out = []
        mine = self.cell[c] if self.zone[c] == Z_BOARD else -1
        flyer = mine < 0
        eff = self.eff
        # its printed range (дальность), counted as DISTANCE counts (see range_limit)
        most = self.cards.printed_range(self.kinds[c], keyword.id if keyword else "shot", CELLS)
        if self.trig_low & T_AIMS:  # an enemy card may draw the shots onto itself
            drawn = drawn_to(self, 1 - self.ctrl[c], keyword.id if keyword else "shot", c)
            if drawn:
                enemies, most = [t for t in enemies if t in drawn], CELLS
        if self.trig_low & T_RANGE_AURA and most < CELLS:
            most += range_bonus(self, c)  # its side's auras lengthen it
        if self.guest[c] >= 0:
            most = self._host_range(c, most)
        face_down = self.face_down
        for t in enemies:  # (a face-down card's protections unseen: see unseen_protection)
            if (IMMUNE_SHOT in eff[t] or (flyer and IMMUNE_FLYER in eff[t])) \
                    and not face_down[t]:
                continue
            if mine < 0 or self.zone[t] != Z_BOARD \
                    or least <= DISTANCE[mine][self.cell[t]] <= most:
                out.append(t)
        return out

    def _host_range(self, c: int, most: int) -> int:
        """A ranged attack's reach ``most`` of ``c``, within its guest's host_range."""
        cap = host_range(self, c)
        return most if cap is None else min(most, cap)

    # --- attack keywords, jumps (abilities.yaml effects attack and leap) -----------------

    def _attack_keyword(self, index: int) -> Keyword:
        return self.rules.vocabulary.keywords[self.attack_ids[index]]

    def immune(self, t: int, keyword: Keyword, attacker: int) -> bool:
        """Whether ``t``'s protections stop ``keyword``'s attack by ``attacker``."""
        eff = self.eff[t]
        return (IMMUNE + keyword.id in eff or (keyword.magic and IMMUNE_MAGIC in eff)
                or (IMMUNE_FLYER in eff and self.zone[attacker] == Z_EXTRA))

    def unseen_protection(self, t: int, kind: str, source: int) -> bool:
        """Whether a protection of the face-down ``t`` stops damage of ``kind`` (a simple
        ``strike``, ``shot`` or an attack keyword's id) from ``source``.

        A face-down card is a target until revealed, whatever it is: the listings cannot
        leave it out for what only its owner knows (a seat would learn the card from
        what it may target). It is struck as a closed card (rules.yaml face_down_targets),
        and a protection it holds acts when the attack lands: «Shots do not wound or
        otherwise affect the creature», «Magic does not affect the creature», «Attacks by
        flying creatures do not affect it» (the card-facts glossary, abilities.yaml)."""
        eff = self.eff[t]
        if not eff:
            return False
        if IMMUNE + kind in eff:
            return True
        if source >= 0 and IMMUNE_FLYER in eff and self.zone[source] == Z_EXTRA:
            return True
        keyword = self.rules.vocabulary.keywords.get(kind)
        return keyword is not None and keyword.magic and IMMUNE_MAGIC in eff

    def _attacks_of(self, effects: dict[str, int]) -> tuple[tuple[int, Keyword], ...]:
        """The attack keywords of an effects mapping, as ``(index in attack_ids, keyword)``
        pairs, found once per mapping: a card's effects are replaced, never changed (see
        Kernel.eff), so the answer for one never changes (the cache keeps each mapping
        alive, so its id is never reused)."""
        found = self._attack_cache.get(id(effects))
        if found is None:
            keywords = self.rules.vocabulary.keywords
            pairs = tuple((i, keywords[self.attack_ids[i]])
                          for i, key in enumerate(self._attack_keys) if key in effects)
            found = (effects, pairs)
            self._attack_cache[id(effects)] = found
        return found[1]

    def _attack_actions(self, c: int, index: int, keyword: Keyword, enemies: list[int],
                        targeted: int, out: list[int]) -> None:
        reach = keyword.reach
        zone = self.zone
        cell = self.cell
        mine = cell[c] if zone[c] == Z_BOARD else -1
        same_cell = self.rules.same_cell_adjacent
        candidates = enemies
        if mine >= 0 and reach in ("near", "through_row"):
            # An attack from the battlefield that reaches a few cells only has no target
            # when no enemy stands on them (the usual case): one AND with the enemies'
            # cells; else the enemies on those cells, in field order.
            if reach == "near":  # distance 0 (a host and its guest, if next) or 1
                reachable = NEIGHBOURS8_MASK[mine] | (BIT[mine] if same_cell else 0)
            else:
                reachable = TWO_APART_MASK[mine]
            if not reachable & targeted:
                return
            candidates = [t for t in enemies if zone[t] == Z_BOARD and BIT[cell[t]] & reachable]
        elif mine < 0 and reach == "through_row":
            return  # a flyer strikes through no row
        drawn = drawn_to(self, 1 - self.ctrl[c], keyword.id, c) \
            if self.trig_low & T_AIMS else ()
        if drawn:  # an enemy card draws this attack onto itself, at any range
            candidates = [t for t in candidates if t in drawn]
        near = DISTANCE[mine] if mine >= 0 else ()
        base = A.ATTACK | c << 4 | index << 20
        ctype = self.ctype
        eff = self.eff
        wounds = self.wounds
        own = IMMUNE + keyword.id
        magic = keyword.magic
        wounded_only = keyword.wounded_only
        far = mine >= 0 and reach == "far"  # (a flyer attacks any card)
        # its printed range (дальность) from the battlefield: a flyer at either end is
        # within it (a flyer attacks cards anywhere, seed 208.1; deckcheck's reading for
        # an attack at a flyer, which stands on no cell to count from)
        most = self.cards.printed_range(self.kinds[c], keyword.id, CELLS) \
            if mine >= 0 and not drawn else CELLS
        if self.trig_low & T_RANGE_AURA and most < CELLS:
            most += range_bonus(self, c)  # its side's auras lengthen it
        if mine >= 0 and not drawn and self.guest[c] >= 0 and keyword.id in RANGED_ATTACKS:
            most = self._host_range(c, most)
        face_down = self.face_down
        for t in candidates:
            if not face_down[t]:  # (face down: a target whatever it is, see unseen_protection)
                if ctype[t] != CREATURE:
                    continue
                protections = eff[t]
                if protections and (own in protections
                                    or (magic and IMMUNE_MAGIC in protections)
                                    or (mine < 0 and IMMUNE_FLYER in protections)):
                    continue
            if wounded_only and not wounds[t]:
                continue
            if zone[t] == Z_BOARD and mine >= 0 and (
                    (far and near[cell[t]] < 2) or near[cell[t]] > most):
                continue
            out.append(base | t << 12)

    def _special_attack(self, c: int, t: int, index: int) -> None:
        keyword = self._attack_keyword(index)
        if self.trig_high & H_ALLY_ATTACKED:
            after_declared(self, c, t, struck=False)  # its side's cards that act at it
        if self.windows_any & W_AIMED and self._aim(Strike(
                c, t, 0, keyword.id, A.ATTACK | c << 4 | (t | index << 8) << 12)):
            return
        self._keyword_attack_lands(c, t, index)

    def _keyword_attack_lands(self, c: int, t: int, index: int, cap: int = -1,
                              lessen: int = 0, weaken: int = 0) -> None:
        """The attack keyword ``index`` of ``c`` acts on ``t``: at most ``cap`` (an
        instant ability's, -1: none), ``lessen`` added (an instant's, ≤ 0) and ``weaken``
        less, to no less than 1 (an instant's weaken), when ``c``'s strikes may be
        lessened."""
        keyword = self._attack_keyword(index)
        tiers = self.cards.tiers[self.kinds[c]].get(keyword.id)
        said = ""
        tier = MISS
        if tiers:  # printed «на 1-2-2»: the die picks the amount (abilities.yaml, shot)
            n, said, tier = tiered_amount(self, c, tiers, keyword.id, target=t)
        else:
            n = self.ability(c, ATTACK_KEY + keyword.id)
        if n or not tiers:  # a bonus printed for its strikes; a miss stays a miss
            n += every_strike_bonus(self, c, t, keyword.id)
        if self.trig_low & T_MARKS:  # a boost of its next such attack is used (VS-111)
            spend_next_boost(self, c, keyword.id)
        if lessen and not unreduced(self, c):
            n = max(0, n + lessen)
        if cap >= 0 and not unreduced(self, c):
            n = min(n, cap)
        if weaken and n > 1 and not unreduced(self, c):
            n = max(1, n - weaken)
        since = self._log_length()
        damage = self.absorb(t, n, keyword.id, c)  # armour lists no magic attack
        blocked = self.blocked_hit == t  # blocked as it hit (call_off): nothing more at it
        if blocked:
            self.blocked_hit = -1
        self._ranged_hit(c, t, damage, keyword.id, lambda: (
            f"{self.at(c)}: {keyword.name} ({keyword.id.replace('_', ' ')}) {n}{said} "
            f"at {self.at(t)}"), tier, blocked=blocked, since=since)

    def _log_length(self) -> int:
        """How many lines the log holds (-1: no log is kept)."""
        return -1 if self._log is None else len(self._log)

    def _ranged_hit(self, c: int, t: int, damage: int, kind: str,
                    words: Callable[[], str], tier: int = MISS, *,
                    blocked: bool = False, since: int = -1) -> None:
        """The end of an action that hits without a strike (a shot, an attack keyword of
        damage ``kind``): ``t`` takes ``damage``, ``c`` closes, a destroyed ``t`` dies
        (scavenging first), ``c``'s after_attack abilities act (``tier``: the one the die
        picked for a tiered attack), the game goes on. ``words`` is called only when the
        game is logged; its line goes before the lines written since the log's length
        ``since`` (what the damage met as it was counted: a block, an ability answering
        the hit), so that the log names the attack before what answered it."""
        self.wound(t, damage, c, kind)
        if not (self.trig_low & T_CHAIN and kind == "shot" and self.phase == MAIN
                and shot_opens_chain(self, c)):  # a shot that begins a chain (NT-096)
            self.closed[c] = True
        log = self._log
        if log is not None:
            self._emit(self.ctrl[c], "battle", f"{words()}: {damage} "
                       f"({max(0, self.lives_left(t))}/{self.lives_max[t]})")
            if 0 <= since < len(log) - 1:
                log.insert(since, log.pop())
        if self.trig_low & ATTACK_EVENTS:
            ally_attacked(self, c, t, kind, tier, damage)
        if self.is_dead(t):
            self._scavenge(c, t)
            self.kill([t], {t: c})
        self._settle_deaths()
        if self.trig[c] & T_ATTACK_HITS and not blocked and not self.is_dead(c) \
                and self.zone[c] in (Z_BOARD, Z_EXTRA):
            self.trigger(c, T_ATTACK_HITS, t, tier)
            self._settle_deaths()
        self._resume()

    def restore_movement(self, c: int) -> None:
        g = self.guest[c]
        if g >= 0 and self.trig[g] & T_PASSIVE:  # a symbiote changing its host's moves
            n = self.move_max[c] + host_movement(self, g)
        else:
            n = self.move_max[c]
        self.moves[c] = n if n > 0 else 0
        markers = self.markers[c]
        if markers is not None and MOVE_BONUS in markers:  # a printed end not reached
            self.moves[c] += movement_bonus(self, c)

    def destroyed_by(self, card: int, victim: int) -> None:
        self._scavenge(card, victim)

    def _scavenge(self, c: int, victim: int) -> None:
        """``c`` destroyed ``victim``: scavenging (heal_on_kill) heals it fully; its
        when_destroys abilities act. Not when «instead of dying» ``victim`` becomes an
        artifact (NT-046) or goes back to its deck (NT-069): it is not destroyed."""
        if self.trig[victim] & T_PASSIVE and (artifact_instead(self, victim) >= 0
                                               or returns_instead(self, victim)):
            return
        if HEAL_ON_KILL in self.eff[c] and self.wounds[c] and not self.is_dead(c) \
                and not heal_barred(self, c):
            healed = min(heal_watched(self, c, self.wounds[c]), self.wounds[c])
            self.wounds[c] -= healed
            if self._log is not None:
                self._emit(self.ctrl[c], "battle", f"{self.at(c)} scavenges: "
                           + ("every wound healed" if healed and not self.wounds[c]
                              else f"{healed} healed"))
        if self.trig[c] & T_DESTROYS and not self.is_dead(c):
            # X carried: the destroyed creature's poison (its markers still on it)
            set_marker(self, c, CARRIED, marker(self, victim, POISON))
            self.trigger(c, T_DESTROYS, victim)
        if self.trig_low & T_ALLY_DESTROYS and not self.is_dead(c):
            ally_destroyed(self, c, victim)

    def _leap_actions(self, c: int, reach: int, out: list[int]) -> None:
        if self.trig_low & T_LEAP_AURA:
            reach += leap_bonus(self, c)
        x = self.cell[c]
        cells = self.cells
        base = A.LEAP | c << 4
        for y in range(CELLS):
            if cells[y] < 0 and y != x and distance(x, y) <= reach:
                out.append(base | y << 12)
        if self.trig[c] & T_RARE and passive_op(self, c, "trample"):  # onto a weak
            for y in range(CELLS):  # creature's cell, destroying it (trample)
                m = cells[y]
                if m >= 0 and y != x and distance(x, y) <= reach and trampled(self, c, m):
                    out.append(base | y << 12)

    def _leap(self, c: int, y: int) -> None:
        m = self.cells[y]
        if m >= 0:  # trampling: the creature there is destroyed, then it lands
            trample(self, c, m)
            if self.cells[y] >= 0 or self.zone[c] != Z_BOARD:  # it did not leave the cell
                self.moves[c] = 0
                self._settle_deaths()
                self._resume()
                return
            self.deaths_pending = True
        x = self.cell[c]
        self.cells[x] = -1
        self.cells[y] = c
        self.cell[c] = y
        g = self.guest[c]
        if g >= 0:  # its symbiote goes with it
            self.cell[g] = y
        self._field_stepped(c)
        self.moves[c] = 0
        if self._log is not None:
            self._emit(self.ctrl[c], "play", f"{self.name(c)} leaps {label(x)} → {label(y)}")
        if (self.trig_low & MOVE_HOOKS and after_move(self, c, x, y, leap=True)) or m >= 0:
            self._settle_deaths()  # the trampled creature's death too
            self._resume()

    def _move(self, c: int, y: int) -> None:
        x = self.cell[c]
        self.cells[x] = -1
        self.cells[y] = c
        self.cell[c] = y
        g = self.guest[c]
        if g >= 0:
            self.cell[g] = y
        self._field_stepped(c)
        self.moves[c] -= 1
        if self._log is not None:
            self._emit(self.ctrl[c], "play", f"{self.name(c)} {label(x)} → {label(y)}")
        hooks = self.trig_low & MOVE_HOOKS
        # noted first: its when_moves abilities may ask; a chain it is in may break
        broke = bool(hooks & T_TRACK_MOVES) and record_move(self, c, x, y)
        if self.trig[c] & T_TRAIL:  # the cells it stepped onto, for its trail targets
            note_trail(self, c, y)
        acted = bool(self.trig[c] & T_MOVES)
        if acted:
            set_marker(self, c, LAST_STEP, x << 8 | y)  # (a drift follows it the same way)
            self.trigger(c, T_MOVES, -1)
        acted = acted or broke
        if hooks:
            acted = after_move(self, c, x, y, record=False) or acted
        if acted:
            self._settle_deaths()
            self._resume()
        else:  # a plain step: the next listing may take the field from the last one
            self._stepped = c

    def _placed(self, y: int) -> None:
        """The card an ability moves goes to cell ``y`` (abilities.place)."""
        source, mover, _, _, _, flags, counted = self.placing[0]
        if counted >= 0:
            note_use(self, source, counted, self.as_encoded(source)[counted])
        left = self.cell[mover] if self.zone[mover] == Z_BOARD else -1
        words = place(self, y)
        if flags & PLACE_THEN:  # the clause after it, next to it, waited for it
            encoded = self.as_encoded(source)
            then_index = flags >> PLACE_THEN_INDEX
            ability = next(a for a in encoded if a.then_index == then_index)
            if encoded[then_index].target.beside_gap:  # next to the cell it left
                set_marker(self, source, GAP_CELL,
                           left + 1 if left >= 0 and self.cell[mover] != left else 0)
            follow_up(self, source, ability, (mover,), flags >> 4 & 255, placed=True)
        self.deaths_pending = True
        if self._log is not None and words:
            self._emit(self.ctrl[source], "battle", "; ".join(words))
        self._settle_deaths()
        self._resume()

    def put(self, c: int, y: int) -> None:
        """Move ``c`` (and a symbiote on it) to the free cell ``y``: an ability moves it,
        spending no movement."""
        self.cells[self.cell[c]] = -1
        self.cells[y] = c
        self.cell[c] = y
        g = self.guest[c]
        if g >= 0:
            self.cell[g] = y
        self._field_stepped(c)

    @property
    def tracks_moves(self) -> bool:
        """Whether some card of this game asks how cards moved this turn."""
        return bool(self.trig_low & T_TRACK_MOVES)

    def _close_for_flyer(self, c: int) -> None:
        self.closed[c] = True
        self.flyer_ready[c] = self.turn + 2
        if self._log is not None:
            self._emit(self.ctrl[c], "play", f"{self.at(c)} closes for a strike at a flyer")

    # --- card abilities (cardsets/berserk/card-abilities/*.yaml; the abilities package) --

    def abilities_of(self, card: int) -> tuple[Ability, ...]:
        """The encoded abilities the engine plays for ``card`` (an ABILITY action names
        one by its index here); none while it is silenced."""
        if self.silenced_count:
            markers = self.markers[card]
            if markers is not None and SILENCED in markers and silenced(self, card):
                return ()
        if self.lends:
            return self.as_encoded(card)
        return self.cards.abilities[self.kinds[card]]

    def as_encoded(self, card: int) -> tuple[Ability, ...]:
        """``card``'s encoded abilities, even while it has lost them: an ability that has
        fired and waits for a choice (its targets, its effect, its next target, the clause
        that follows it, a cell, wounds to spread) resolves as it was when it fired, though
        its card has lost all its abilities meanwhile (NT-053 silenced by the VS-094 whose
        cost fired it). deckcheck's reading of seeds 208.1 (every game action goes through
        the stack) and 110.3 (an effect removing an ability removes the card's
        abilities) with research §2.4 («215 Стэк»): a fired ability is already on its way.
        A card keeps its kind, so the index it fired with is still this tuple's.

        The abilities other cards lent it this turn (``lend``) come after its own, in the
        order of the lendings, as its simple strike now makes them (VS-090)."""
        printed = self.cards.abilities[self.kinds[card]]
        if self.lends:
            held = lent_bits(self, card)
            if held:
                return printed + self._lent(card, held)
        return printed

    def _lent(self, card: int, held: int) -> tuple[Ability, ...]:
        """The abilities of the lendings ``held`` (bits) as ``card`` plays them, lending
        ``g`` at place ``g`` (NO_ABILITY for one not held: its index stays its own)."""
        cards = self.cards
        strike = self.strike[card]
        return tuple([cards.lent_form(g, strike) if held >> g & 1 else NO_ABILITY
                      for g in range(held.bit_length())])

    def counters(self, card: int) -> int:
        """The counters (фишки) on the card."""
        return marker(self, card, "counter")

    def set_counters(self, card: int, n: int) -> None:
        current = {k: v for k, v in (self.markers[card] or {}).items() if k != "counter"}
        if n:
            current["counter"] = n
        self.markers[card] = current if current else None

    def clumsy(self, card: int) -> bool:
        """Whether the card's clumsiness (a die penalty) counts now: it has the keyword
        and no guest of it takes it away (host_loses, NT-171)."""
        return DIE_PENALTY in self.eff[card] and not (
            self.guest[card] >= 0 and host_loses(self, card, CLUMSINESS))

    def has_keyword(self, card: int, keyword: str) -> bool:
        """Whether the card now has the ability keyword: as its effects say for a keyword
        the engine plays (granted or printed), as printed for the others (labels); not
        while its guest takes it away (host_loses)."""
        if self.guest[card] >= 0 and host_loses(self, card, keyword):
            return False
        found = self.rules.vocabulary.get(keyword)
        if found is None or found.effect is None or not found.implemented:
            return keyword in self.cards.keywords[self.kinds[card]]
        if grants_keyword(self, card, keyword):  # a passive grant is the keyword
            return True
        eff = self.eff[card]
        if found.effect == "protection":
            return all(IMMUNE + b in eff for b in found.blocks)
        if found.effect == ATTACK:
            return ATTACK_KEY + found.id in eff
        return found.effect in eff

    def return_to_deck(self, card: int) -> None:
        """The card leaves play for the bottom of its owner's deck (not destroyed); a
        symbiote on it dies (209.4)."""
        if self.zone[card] == Z_BOARD:
            g = self.guest[card]
            if g >= 0:
                self.kill([g])
        self._leave_field(card)
        self._reset(card)
        self._leave_marks(card, {})
        self.moved[card] = 0
        self.zone[card] = Z_DECK
        self.deck[self.owners[card]].insert(0, card)
        self.deck_known[self.owners[card]] += 1  # both seats saw it go there

    def banish(self, card: int, replaced: bool = False) -> None:
        """The card leaves play for its owner's exile, for good (not destroyed: nothing of
        a death acts); a symbiote on it dies (209.4, as when it returns to the deck). A
        side whose last creature leaves so has lost (research §2.5), as by a death, unless
        the card is ``replaced`` at once (a card summoned onto its cell)."""
        left_play = not replaced and self.zone[card] in (Z_BOARD, Z_EXTRA) \
            and self.ctype[card] == CREATURE
        if self.zone[card] == Z_BOARD:
            g = self.guest[card]
            if g >= 0:
                self.kill([g])
        if self.zone[card] == Z_GRAVE:  # (instead of incarnating, NT-162)
            self.grave[self.owners[card]].remove(card)
        self._leave_field(card)
        self._reset(card)
        self._leave_marks(card, {})
        self.moved[card] = 0
        self.zone[card] = Z_EXILE
        self.exile[self.owners[card]].append(card)
        if left_play:
            self._check_win()

    def cards_with(self, bits: int) -> tuple[int, ...]:
        """The cards of the game with some of the trigger ``bits``, found once per game
        (a card's triggers never change): asking whether a rare trigger is in play costs
        a look at its few cards instead of a scan of the field."""
        trig = self.trig
        if 0 < bits <= LOW_MASK and not bits & (bits - 1):  # one low bit
            at = bits.bit_length() - 1
            cards = self._by_bit[at]  # (of this trig: set_triggers makes the list anew)
            if cards is None:
                trig_lo = self.trig_lo
                cards = self._by_bit[at] = tuple([c for c in range(len(trig))
                                                  if trig_lo[c] & bits])
            return cards
        found = self._by_trigger.get(bits)
        if found is None or found[0] is not trig:  # (a copy given other trigger bits)
            low, high = bits & LOW_MASK, bits >> LOW_BITS  # (unboxed: see set_triggers)
            trig_lo, trig_hi = self.trig_lo, self.trig_hi
            found = self._by_trigger[bits] = (trig, tuple([
                c for c in range(len(trig)) if trig_lo[c] & low or trig_hi[c] & high]))
        return found[1]

    def cards_with_high(self, high: int) -> tuple[int, ...]:
        # (As cards_with's other bits: found once per game, by the bits asked.)
        found = self._by_high.get(high)
        if found is None or found[0] is not self.trig:  # (a copy given other triggers)
            trig_hi = self.trig_hi
            found = self._by_high[high] = (self.trig, tuple([
                c for c in range(len(trig_hi)) if trig_hi[c] & high]))
        return found[1]

    def cards_with_passive(self, op: str) -> tuple[int, ...]:
        # (Found once per game, as cards_with's: set_triggers makes the dict anew.)
        found = self._by_passive.get(op)
        if found is None:
            found = self._by_passive[op] = self._passive_holders(op)
        return found

    def _passive_holders(self, op: str) -> tuple[int, ...]:
        """cards_with_passive's cards, found (the test mode checks the kept ones by it)."""
        abilities = self.cards.abilities
        kinds = self.kinds
        trig_lo = self.trig_lo
        found: list[int] = []
        for c in range(len(kinds)):
            if trig_lo[c] & T_PASSIVE and any(
                    a.bit == T_PASSIVE and any(e.op == op for e in a.effects)
                    for a in abilities[kinds[c]]):
                found.append(c)
        return tuple(found)

    def keyword_holders(self) -> tuple[int, ...]:
        # Found with the cards' triggers (set_triggers): hold_keywords asks before every
        # decision, and most rare-trigger cards hold no keyword. (The test mode checks
        # them against the cards' kinds: _check_triggers.)
        return self._holders

    def any_in_play(self, cards: tuple[int, ...], seat: int) -> bool:
        """Whether one of ``cards`` is in :meth:`on_field` of ``seat`` (on the battlefield
        or in the additional zone, under ``seat``'s control)."""
        zone = self.zone
        ctrl = self.ctrl
        for c in cards:  # a loop, not any(): no generator for the usual two or three
            if ctrl[c] != seat:
                continue
            if zone[c] == Z_BOARD or zone[c] == Z_EXTRA:
                return True
        return False

    def modifier(self, card: int, other: int, op: str, bits: int, temporary: bool,
                 tier: int = MISS) -> int:
        """What ``card``'s abilities of the ``bits`` triggers add to its simple strike or
        its die (``op``) against ``other`` (their conditions checked; ``tier``: the hit,
        for the abilities that need one), and with ``temporary`` what abilities gave it
        this turn."""
        total = (self.strike_mod[card] if op == "strike" else self.dice_mod[card]) \
            if temporary else 0
        if temporary and self.markers[card] is not None:
            if op == "strike":
                total += lasting_strike(self, card)  # a strike bonus with no end printed
                if self.trig_low & T_MARKS:  # a bonus to some hits, for this turn
                    total += hit_bonus(self, card, tier)
            elif op == "dice" and self.trig_low & T_MARKS:
                total += held_dice(self, card)  # a dice change held while its giver stays
                if bits & T_ATTACK:  # a bonus to its die when it attacks, for this turn
                    total += attack_die(self, card)
        if self.trig_low & T_ALLY_AURA and temporary and bits & T_STATIC \
                and (op == "strike" or bits & T_ATTACK):  # what its side's auras give
            total += ally_boost(self, card, op, tier)
        if not self.trig[card] & bits:
            return total
        for ability in self.abilities_of(card):
            if not ability.bit & bits or not ability.modifier:
                continue
            if ability.on_hit and tier not in ability.on_hit:
                continue
            if ability.condition is not ANY and not ability.condition.holds(self, card):
                continue
            target = ability.target
            if target.side == "other" and (not target.condition.holds(self, other) or (
                    target.front and not in_front(self, card, other)) or (
                    target.trail and not on_trail(self, card, other)) or (
                    (target.on_mark or target.beside_mark)
                    and not target.at_mark(self, card, other))):
                continue
            for effect in ability.effects:
                if effect.op == op:
                    total += effect_amount(self, card, effect)
        return total

    def trigger(self, card: int, bit: int, other: int, tier: int = MISS) -> None:
        """``card``'s abilities of trigger ``bit`` act (``other``: the other card of the
        event, -1 for none; ``tier``: the attacker's hit of a simple strike); modifiers
        are not here (see modifier)."""
        if self.depth > 8:  # a loop of triggers; the rules give none, so stop it here
            return
        self.depth += 1
        try:
            for index, ability in enumerate(self.abilities_of(card)):
                if ability.bit != bit or ability.modifier:
                    continue
                if ability.limited and not may_use(self, card, index, ability):
                    continue
                if ability.on_hit and tier not in ability.on_hit:
                    continue
                if (ability.wounded_by and self.wound_kind not in ability.wounded_by) \
                        or self.wound_amount < ability.wounded_min:
                    continue
                # A choice waiting behind a chosen move (NT-167) asks its condition when
                # its turn comes (_choices): "then, if ..." is after the move.
                if ability.condition is not None and bit != T_VALHALLA \
                        and not (ability.choose and self.placing) \
                        and not ability.condition.holds(self, card):
                    continue
                if (ability.other_condition is not ANY or ability.other_side
                        or ability.if_attack) and not other_fits(self, card, ability, other):
                    continue
                if ability.roll_faces:  # it throws a die as it acts: only these faces
                    face = self.roll_die(self.ctrl[card])
                    if self._log is not None:
                        self._emit(self.ctrl[card], "battle", f"{self.at(card)}"
                                   f"{f' «{ability.name}»' if ability.name else ''} throws "
                                   f"{face}" + ("" if face in ability.roll_faces
                                                else ": nothing happens"))
                    if face not in ability.roll_faces:
                        continue
                if (ability.target.after_last or ability.notes_other) and other >= 0:
                    set_marker(self, card, LAST_TARGET, other + 1)  # next to the event's card
                if ability.notes_struck:  # the card the event's strike was at (0: none)
                    ctx = self.strike_ctx
                    set_marker(self, card, STRUCK, ctx.victim + 1 if ctx is not None else 0)
                if ability.choose:  # its controller picks the target (the CHOOSE window);
                    target = ability.target  # a use counts once it is chosen (_chosen)
                    if target.side in ("other", "host", "guest"):  # a «may» at the
                        # event's other card, or at its host or symbiote (NT-128)
                        found = tuple(self._ability_targets(card, ability, other))
                        if found:
                            self.choosing.append((card, index, found, 0, True, False,
                                                  self._noted(card, ability)))
                        continue
                    pool = graveyard_pool(self, card, target.side) \
                        if target.side in GRAVE_SIDES \
                        else [card] if target.side == "self" \
                        else [other] if target.side == "other" else self.on_field()
                    repeat = ability.repeat if not ability.repeat_x \
                        else x_of(self, card, ability.repeat_x,  # X targets: X now
                                  ability.repeat_count)
                    if repeat < 1:
                        continue
                    self.choosing.append((card, index, tuple(
                        t for t in pool if target.matches(self, card, t)),
                        repeat - 1, ability.optional, False, self._noted(card, ability)))
                    continue
                targets = self._ability_targets(card, ability, other)
                if not targets:
                    continue
                if ability.either_common:  # one pick for every target (the first's player)
                    self.choosing.append((card, index, tuple(targets), 0, False, True,
                                          self._noted(card, ability)))
                    continue
                if ability.either:  # each target's controller picks one of the effects
                    if ability.limited:  # a use is the trigger; the pick is which effect
                        note_use(self, card, index, ability)
                    noted = self._noted(card, ability)
                    self.choosing.extend((card, index, (t,), 0, False, True, noted)
                                         for t in targets)
                    continue
                if ability.limited and not (ability.places and ability.optional):
                    note_use(self, card, index, ability)
                    self._resolve(card, ability, targets)
                    continue
                queued = len(self.placing)
                self._resolve(card, ability, targets)
                if ability.limited:  # a "may" move counts its use once a cell is chosen
                    self.placing[queued:] = [(a, b, c, d, e, f, index)
                                             for a, b, c, d, e, f, _ in self.placing[queued:]]
        finally:
            self.depth -= 1

    def _noted(self, card: int, ability: Ability) -> tuple[tuple[str, int], ...]:
        """The markers ``ability`` of ``card`` noted as it triggered just now (the event's
        other card; the cell a death left; the card its strike was at), kept with its
        choice (kernel.Choice) for when that comes: a later event of the same kind notes
        its own over them meanwhile."""
        other = (LAST_TARGET, marker(self, card, LAST_TARGET)) \
            if ability.notes_other or ability.target.after_last else None
        cell = (DEATH_CELL, marker(self, card, DEATH_CELL)) \
            if ability.summons_onto_death else None
        struck = (STRUCK, marker(self, card, STRUCK)) if ability.notes_struck else None
        return tuple(note for note in (other, cell, struck) if note is not None)

    def _ability_targets(self, card: int, ability: Ability, other: int) -> list[int]:
        """The cards an ability without a choice acts on (itself, the other card of the
        event, or every matching card)."""
        target = ability.target
        if target.side == "self":
            found = [card]
        elif target.side == "other":  # (a shot at it is never at a card next to it)
            found = [other] if other >= 0 and target.condition.holds(self, other) \
                and target.far_enough(self, card, other) else []
        elif target.side in ("host", "guest"):
            h = self.host[card] if target.side == "host" else self.guest[card]
            found = [h] if h >= 0 and target.condition.holds(self, h) else []
        else:
            found = [t for t in self.on_field() if target.matches(self, card, t)]
        return [t for t in found if acts_on(self, card, t, ability)]

    def _choices(self) -> list[int]:
        """The targets the next waiting triggered ability may take now: those it had
        when it triggered, still in play and affected."""
        card, index, candidates, more, _, _, noted = self.choosing[0]
        for name, value in noted:  # what it noted as it triggered (not a later event's)
            set_marker(self, card, name, value)
        ability = self.as_encoded(card)[index]
        picking = bool(candidates) and self._card_picked(ability, candidates[0])
        if ability.limited and self._first_pick(card, index, more, ability) \
                and not picking and not may_use(self, card, index, ability):
            return []  # its uses ran out while it waited (triggered twice at once)
        if ability.condition is not ANY and not ability.condition.holds(self, card):
            return []  # no longer so (a move chosen before it, NT-167): "then, if ..."
        zone = self.zone
        where = (Z_GRAVE,) if ability.target.side in GRAVE_SIDES else (Z_BOARD, Z_EXTRA)
        # a «may» of its own, wherever it is (a deck, a graveyard), or the card picked
        mine = ability.target.side == "self" or picking  # for it from a deck or graveyard
        return [t for t in candidates
                if (zone[t] in where or mine) and acts_on(self, card, t, ability)]

    def _card_picked(self, ability: Ability, t: int) -> bool:
        """Whether ``t`` is a card ``ability``'s player picks from a deck or graveyard as
        its use goes on (a summon's ``pick``, bury_same_cost: the ability again, on it):
        the second choice of one use, not a target of its own."""
        return ability.picks_card and self.zone[t] in (Z_DECK, Z_GRAVE) \
            and ability.target.side not in GRAVE_SIDES

    def _queued_before_choices(self) -> bool:
        """Whether a step _resume takes before the waiting choices is queued now: a card
        waiting for its cell (declined_instead), or the burial, hosting or deck order a
        death let happen by a skipped choice (_finishing) queued."""
        return bool(self.placing or self.burying or self.hosting or self.ordering)

    def _either_actions(self, card: int, index: int, t: int) -> list[int]:
        """The effects of ``card``'s ability ``index`` that ``t``'s controller may pick
        for ``t`` (Ability.either): those that would act on it now, while it is still
        one of the ability's targets (a roar's creature that an earlier roar moved away
        is no longer next to this one: none)."""
        ability = self.as_encoded(card)[index]
        if not ability.target.matches(self, card, t):
            return []
        base = A.ABILITY | card << 4
        return [base | (t | index << 8 | alt << A.ABILITY_PICK) << 12
                for alt, effect in enumerate(ability.effects)
                if effect.operation.valid(self, card, t, effect)]

    def _skip_choice(self) -> None:
        """The waiting ability takes no target (declined, or none left): it does nothing,
        but an ability that follows it ``always`` still waits for its own target."""
        card, index, _, more, _, _, _ = self.choosing.pop(0)
        self.continuing = None
        if self.deaths_pending:  # a card it held back (_finishing) dies now
            self._settle_deaths()
        ability = self.as_encoded(card)[index]
        if ability.then_index >= 0:
            child = self.as_encoded(card)[ability.then_index]
            # a further target of a repeat declined: the ones before it were taken, and
            # the clause that follows comes after the last of them (_resolve)
            took = ability.repeat > 1 and more < ability.repeat - 1
            if (not child.otherwise) if took else (child.always or child.otherwise):
                follow_up(self, card, ability, (), self._picks(card, child))
        if self.trig[card] & T_WOULD_INCARNATE:  # not instead: it comes back after all
            declined_instead(self, card, index)

    def _chosen(self, card: int, index: int, t: int, alt: int = 0) -> None:
        _, _, candidates, more, _, either, noted = self.choosing.pop(0)
        ability = self.as_encoded(card)[index]
        if ability.limited and ability.choose and self._first_pick(card, index, more, ability) \
                and not self._card_picked(ability, t):  # (a card picked: the same use)
            note_use(self, card, index, ability)  # declining a "may" uses nothing
        self.continuing = None
        if either:  # the effect its target's controller picked
            picked = _picked(ability, alt)
            targets = [x for x in candidates if self.zone[x] in (Z_BOARD, Z_EXTRA)] \
                if ability.either_common else [t]  # one pick for all of them
            self._resolve(card, picked, targets, ability)
        else:  # a clause that follows a repeat waits for its last target
            self._resolve(card, ability, [t], follow=not more)
        self._settle_deaths()
        if more:  # "up to N different targets": the next one, or none (not for exactly N)
            self.choosing.insert(0, (card, index, candidates if ability.repeat_same
                                     else tuple(x for x in candidates if x != t),
                                     more - 1, not ability.repeat_exactly, False, noted))
            self.continuing = (card, index)
        self._resume()

    def _first_pick(self, card: int, index: int, more: int, ability: Ability) -> bool:
        """Whether the waiting choice (``more`` targets after it) is the first pick of
        ``ability``'s targets: the one its use limit asks and counts. A fixed repeat
        knows it by ``more``; X targets (repeat_x) by :attr:`continuing`."""
        if ability.repeat_x:
            return self.continuing != (card, index)
        return more == ability.repeat - 1

    def _picks(self, card: int, follower: Ability) -> int:
        """How many targets ``follower`` (an ability that follows another) picks: its
        repeat's X now (VS-003: the wounds moved), else its repeat (1 for none)."""
        if follower.repeat_x:
            return x_of(self, card, follower.repeat_x, follower.repeat_count)
        return follower.repeat

    def _resolve(self, card: int, ability: Ability, targets: Sequence[int],
                 shown: Ability | None = None, follow: bool = True) -> None:
        """Carry out ``ability`` on ``targets`` and log it (as ``shown``, the printed
        ability, when ``ability`` is the one of its alternatives picked); ``follow``: the
        ability that follows it waits for its target now (not before a repeat's next
        target)."""
        self.deaths_pending = True
        # the line names the card where it acted from (an effect may move it: stand_in)
        where = self.at(card) if self._log is not None else ""
        words = resolve(self, card, ability, targets)
        if follow and ability.then_index >= 0 \
                and not self.as_encoded(card)[ability.then_index].otherwise:
            follow_up(self, card, ability, targets,  # on a target of its own
                      self._picks(card, self.as_encoded(card)[ability.then_index]))
        if self._log is not None:
            shown = shown or ability
            name = f" «{shown.name}»" if shown.name else ""
            self._emit(self.ctrl[card], "battle", f"{where}{name} "
                       f"({shown.describe()}): " + ("; ".join(words) or "no effect"))

    def _ability_actions(self, c: int, enemies: list[int], out: list[int],
                         window: str = "main") -> None:
        """The tap abilities ``c`` may use now: one action per ability and target
        (``enemies``: the enemy cards that may be targeted, from _main_actions); in a
        response ``window``, its instant abilities of that window."""
        if self.silenced_count and not self.abilities_of(c):  # silenced: nothing of its
            return  # own to use (else abilities_of is its printed and lent abilities)
        base = A.ABILITY | c << 4
        own = self.markers[c]  # (its counters, read inline: asked of every ability)
        counters = 0 if own is None else own.get("counter", 0)
        # Only the abilities that may be offered in the window (found once per kind).
        kind = self.kinds[c]
        offered = self.cards.main_abilities[kind] if window == "main" \
            else self.cards.instant_abilities[kind]
        if self.lends and window == "main":  # lent tap abilities, after its own (VS-090)
            held = lent_bits(self, c)
            if held:  # (a loop: compiled, a starred generator is a Python iteration)
                first = len(self.cards.abilities[kind])
                joined = list(offered)
                for g, a in enumerate(self._lent(c, held)):
                    if held >> g & 1:
                        joined.append((first + g, a))
                offered = tuple(joined)
        for index, ability in offered:
            if ability.bit == T_INSTANT and (window not in ability.windows
                                             or (self.closed[c] and not ability.no_tap)
                                             or ability.from_grave != (self.zone[c] == Z_GRAVE)):
                continue
            if counters < ability.cost_counters:
                continue
            if ability.limited and not may_use(self, c, index, ability):
                continue
            if ability.cost_lives and self.lives_left(c) <= ability.cost_lives:
                continue
            if ability.condition is not ANY and not ability.condition.holds(self, c):
                continue
            attack = ability.attack  # its label's attack kind: its label in ATTACK_LABELS
            if attack and (  # (ranged_barred's labels are attacks of their own kind)
                    (attack in RANGED_BARRED and ranged_barred(self, c))
                    # it may not attack now: as its strike
                    or (self.trig[c] & T_BARRED and attack_barred(self, c))  # (a passive)
                    or (self.trig_low & T_NO_ATTACK and self.timed_marks & TIMED_NO_ATTACK
                        and attack_marked(self, c))):  # (a mark)
                continue
            target = ability.target
            side = target.side_code
            if side == SIDE_SELF:
                if acts_on(self, c, c, ability):
                    out.append(base | (c | index << 8) << 12)
                continue
            if target.every:  # offered when it would act on some card (or on itself)
                if ability.acts_alone or any(target.matches(self, c, t)
                                             and acts_on(self, c, t, ability)
                                             for t in self.on_field()):
                    out.append(base | (c | index << 8) << 12)
                continue
            # The cards the target may be, in field order: fewer than the field where
            # its side or its range says so (Target.matches asks both again). (A list:
            # compiled, a loop over one indexes it; over a Sequence it makes an iterator.)
            candidates: list[int]
            if side == SIDE_ENEMY and TERRAIN in target.condition.types:
                candidates = [t for t in self.on_field(1 - self.ctrl[c])
                              if self.ctype[t] == TERRAIN]  # (in the additional zone)
            elif side == SIDE_ENEMY:
                candidates = enemies
                if target.cards and not self.rules.strike_artifacts:
                    # «карты»: its face-up artifacts too, which the enemies a strike may
                    # take leave out (rules.yaml strike_artifacts; NT-091, seed 206.2).
                    # (A loop: compiled, a starred generator is a Python iteration.)
                    ctype, face_down = self.ctype, self.face_down
                    candidates = enemies[:]
                    for t in self.on_field(1 - self.ctrl[c]):
                        if ctype[t] == ARTIFACT and not face_down[t]:
                            candidates.append(t)
                if target.range is not None and not target.range_steps \
                        and self.zone[c] == Z_BOARD and candidates \
                        and not (target.attack and self.trig_low & T_AIMS):
                    near = DISTANCE[self.cell[c]]
                    reach = target.range
                    if target.ranged and self.trig_low & T_RANGE_AURA:
                        reach += range_bonus(self, c)  # (Target.matches adds it too)
                    zone = self.zone
                    cell = self.cell
                    flyers = target.ranged  # a ranged attack's range: flyers within it
                    candidates = [t for t in candidates
                                  if (near[cell[t]] <= reach if zone[t] == Z_BOARD
                                      else flyers)]
            elif target.range == 1 and not target.range_steps and self.zone[c] == Z_BOARD \
                    and not (target.ranged and self.trig_low & T_RANGE_AURA):
                # its cell and those around
                x = self.cell[c]
                candidates = []
                for y in AROUND[x]:
                    m = self.cells[y]
                    if m >= 0:
                        candidates.append(m)
                        if self.guest[m] >= 0:
                            candidates.append(self.guest[m])
            elif side == SIDE_ALLY:
                candidates = self.on_field(self.ctrl[c])
            elif side in (SIDE_GRAVE, SIDE_ENEMY_GRAVE):  # a card in a graveyard
                candidates = graveyard_pool(self, c, target.side)
            else:
                candidates = self.on_field()
            condition = target.condition
            if condition.attacking or condition.struck:
                # The strike's attacker or the card it is at: no other card holds it
                # (Condition._in_strike); an instant's usual target, asked at every strike.
                ctx = self.strike_ctx
                candidates = [t for t in candidates if ctx is not None
                              and (not condition.attacking or t == ctx.attacker)
                              and (not condition.struck or t == ctx.victim)]
            wounds = self.wounds if ability.heals_only else None
            for t in candidates:
                if wounds is not None and not wounds[t] and not self.trig[t] & T_WOULD_HEAL:
                    continue  # nothing to heal (acts_on would say so, at more cost)
                if target.matches(self, c, t) and acts_on(self, c, t, ability):
                    out.append(base | (t | index << 8) << 12)

    def _use_ability(self, c: int, index: int, t: int) -> None:
        ability = self.abilities_of(c)[index]
        if ability.limited:
            note_use(self, c, index, ability)
        if ability.cost_x:  # X counters: the X its player picked (or all it has)
            spent = self.counters(c) if ability.cost_all else ability.cost_counters
            ability = spend_x(ability, spent)
            if ability.then_index >= 0:  # the same X for the ability that follows it
                set_marker(self, c, CARRIED, spent)
            self.set_counters(c, self.counters(c) - spent)
            counters_lost(self, c, spent)
        elif ability.cost_counters:
            self.set_counters(c, self.counters(c) - ability.cost_counters)
            counters_lost(self, c, ability.cost_counters)
        if ability.cost_lives:
            self.wounds[c] += ability.cost_lives
        if not ability.no_tap and not (  # the tap: the creature's action, unless its
                self.trig_low & T_CHAIN and ability.label == "shot"  # shot begins a chain
                and self.phase == MAIN and shot_opens_chain(self, c)):  # (NT-096)
            self.closed[c] = True
        if ability.either:  # the target's controller picks one of its effects (CHOOSE)
            self.choosing.insert(0, (c, index, (t,), 0, False, True, ()))
            self._resume()
            return
        if ability.roll_at_least:  # a die with its card's modifiers picks what acts
            face, total = modified_die(self, c)
            met = total >= ability.roll_at_least
            if self._log is not None:
                self._emit(self.ctrl[c], "battle", f"{self.at(c)} «{ability.name}» throws "
                           f"{face}" + (f" ({total} with its modifiers)" if total != face
                                        else "") + (": enough" if met else ": not enough"))
            ability = thrown_for(ability, met)
        if ability.keeps_dice:  # the dice its attacks keep start afresh (NT-165)
            set_marker(self, c, DICE_KEPT, 0)
        target = ability.target
        follow = True
        if ability.attack and self.trig_high & H_ALLY_ATTACKED and t != c and not target.every:
            after_declared(self, c, t, struck=False)  # its side's cards that act at it
        if self.windows_any & (W_AIMED | W_THROWN) and (ability.attack or ability.rolls_die) \
                and not (target.every or ability.cost_x or ability.repeat_x
                         or ability.repeat > 1 or self.responding) and t != c:
            # An attack on one target (the aimed window), a die before it acts (thrown).
            ctx = Strike(c, t, 0, ability.attack or "ability",
                         A.ABILITY | c << 4 | (t | index << 8) << 12)
            if not (ability.attack and self.windows_any & W_AIMED and self._aim(ctx)):
                self._attack_lands(ctx)
            return
        if target.every:
            targets = [x for x in self.on_field() if target.matches(self, c, x)]
        else:
            targets = [t]
            repeat = ability.repeat if not ability.repeat_x \
                else x_of(self, c, ability.repeat_x, ability.repeat_count)
            if repeat > 1:  # the next different targets, each a choice (or none: up to N)
                self.choosing.insert(0, (c, index, tuple(
                    x for x in self.on_field() if x != t and target.matches(self, c, x)),
                    repeat - 2, not ability.repeat_exactly, False, ()))
                follow = False  # what follows waits for the last of them (_chosen)
        self._resolve(c, ability, targets, self.abilities_of(c)[index], follow=follow)
        self._settle_deaths()
        self._resume()

    # --- instant abilities and their response windows (abilities.WINDOWS) -------------

    def _instant_actions(self, window: str, seat: int, out: list[int]) -> None:
        """The instant abilities ``seat`` may use in ``window`` (one action each per
        target): its open cards in play that may act (107.5)."""
        enemies: list[int] | None = None
        for c in self.on_field(seat):
            if not self.trig[c] & T_INSTANT or self.face_down[c] or not self.can_act(c) \
                    or (self.closed[c] and not self.trig[c] & T_NO_TAP):
                continue
            if enemies is None:
                if not any(a.target.side_code == SIDE_ENEMY for a in self.abilities_of(c)):
                    self._ability_actions(c, [], out, window)  # it targets no enemy
                    continue
                enemies = self._enemy_field(seat)
            self._ability_actions(c, enemies, out, window)
        if self.trig_high & H_GRAVE_INSTANT:  # instants of cards in its graveyard
            for c in self.grave[seat]:
                if self.trig[c] & T_GRAVE_INSTANT:
                    if enemies is None:
                        enemies = self._enemy_field(seat)
                    self._ability_actions(c, enemies, out, window)

    def _may_respond(self, window: str, seat: int) -> bool:
        """Whether ``seat`` has a card in play that may act with an instant ability of
        ``window``: what :meth:`_instant_actions` asks first, for the few cards with
        instant abilities only (most strikes open no window: this answers them without
        building the actions)."""
        zone = self.zone
        ctrl = self.ctrl
        closed = self.closed
        face_down = self.face_down
        trig_lo, trig_hi = self.trig_lo, self.trig_hi
        for c in self.cards_with(T_INSTANT):
            if zone[c] == Z_GRAVE and trig_hi[c] & H_GRAVE_INSTANT:  # from its graveyard
                if self.owners[c] == seat and any(
                        a.from_grave and window in a.windows for a in self.abilities_of(c)):
                    return True
                continue
            if ctrl[c] != seat or not (zone[c] == Z_BOARD or zone[c] == Z_EXTRA) \
                    or face_down[c] or not self.can_act(c):
                continue
            shut = closed[c]  # a closed card answers only with a no_tap instant
            if shut and not trig_lo[c] & T_NO_TAP:
                continue
            for ability in self.abilities_of(c):
                if ability.bit == T_INSTANT:
                    if window in ability.windows and (not shut or ability.no_tap) \
                            and not ability.from_grave:
                        return True
                elif ability.bit == T_TAP and window == "main":
                    return True
        return False

    def _open_window(self, window: str, seats: tuple[int, ...]) -> bool:
        """Queue ``window`` for each of ``seats`` that has an instant ability to use in
        it now (none: nothing is queued, so games without one pay one scan)."""
        opened = False
        for seat in seats:
            if not self._may_respond(window, seat):
                continue
            found: list[int] = []
            self._instant_actions(window, seat, found)
            if found:
                entry = (window, seat)
                if not (self.responding or self.burying or self.hosting or self.placing
                        or self.choosing):  # it opens next, nothing happening before
                    self._keep_found(entry, found)
                self.responding.append(entry)
                opened = True
        return opened

    def _keep_found(self, head: object, found: list[int]) -> None:
        """Keep what deciding to open a window or a choice found (its instant actions,
        its targets) for the listing of that window, right after it in this decision:
        ``head``, its entry in the queue, names the window. (By value, not identity: the
        compiled engine builds a queued tuple anew each time it reads one.)"""
        self._found = (len(self.history), head, found)

    def _found_for(self, head: object) -> list[int] | None:
        """What :meth:`_keep_found` kept for the window whose queue entry is ``head``,
        None when it kept nothing for it in this decision (the game went on since). The
        test mode :attr:`State.cross_check` compares it with a listing anew."""
        kept = self._found
        if kept is None:
            return None
        self._found = None
        decisions, entry, found = kept
        if entry != head or decisions != len(self.history):
            return None
        if self._checking:
            anew: list[int] = []
            if self.phase == RESPOND:
                window, seat = self.responding[0]
                self._instant_actions(window, seat, anew)
            else:
                anew = self._choices()
            if anew != found:
                raise AssertionError(f"kept {found}, found anew {anew}")
        return found

    def _aim(self, ctx: Strike) -> bool:
        """An attack other than a simple strike (``ctx``: a shot, a keyword attack, an
        attack ability) is declared: whether the aimed window opened for the side it is
        at (its pending action then goes on once the window closes: _attack_lands)."""
        self.strike_ctx = ctx
        if self._open_window("aimed", (self.ctrl[ctx.target],)):
            self._resume()
            return True
        self.strike_ctx = None
        return False

    def _attack_lands(self, ctx: Strike) -> None:
        """The attack or ability ``ctx`` holds acts on its victim now that the windows
        before it are closed (its die first, in the thrown window, when it throws one)."""
        self.strike_ctx = None
        action = ctx.pending
        op = action & 15
        c, t = ctx.attacker, ctx.victim
        if op == A.SHOT:
            self._shot_lands(c, t, ctx.weaken)
            return
        if op == A.ATTACK:
            self._keyword_attack_lands(c, t, action >> 20, ctx.cap, ctx.bonus, ctx.weaken)
            return
        index = (action >> 20) & A.ABILITY_INDEX
        ability = self.abilities_of(c)[index]
        if ctx.result is None and ability.rolls_die and self.windows_any & W_THROWN:
            seats: tuple[int, ...] = (self.ctrl[c],) if self.ctrl[c] == self.ctrl[t] \
                else (self.ctrl[c], self.ctrl[t])
            if any(self._may_respond("thrown", seat) for seat in seats):
                throw_ability_die(self, ctx, next(e for e in ability.aimed if e.tiers))
                self.strike_ctx = ctx  # the responses see the die
                if self._open_window("thrown", seats):
                    self._resume()
                    return
        # its die, if thrown; a cap, a lessening or a weakening an instant ability put on it
        self.strike_ctx = ctx if ctx.result is not None or ctx.cap >= 0 or ctx.bonus \
                or ctx.weaken \
            else None
        self._resolve(c, ability, [t], ability)
        self.strike_ctx = None
        self._settle_deaths()
        self._resume()

    def _pass_window(self) -> None:
        """The seat to respond uses no (more) instant ability: the next window, or the
        game goes on from where the windows opened."""
        window, _ = self.responding.pop(0)
        if self.responding and self.responding[0][0] == window:
            self._resume()
            return
        ctx = self.strike_ctx
        if window in ATTACK_WINDOWS and ctx is not None:
            live = (Z_BOARD, Z_EXTRA)
            if self.zone[ctx.attacker] not in live or self.zone[ctx.victim] not in live:
                self.strike_ctx = None  # a response destroyed a card of the strike
                if self.zone[ctx.attacker] in live:
                    self.closed[ctx.attacker] = True  # its action is spent
                self._resume()
            elif window == "declared":
                self._after_declared(ctx)
            elif window == "rolled":
                self._after_rolled(ctx)
            elif window == "before_dice":
                self._throw(ctx)
            else:  # aimed, thrown: another attack, or an ability's die
                self._attack_lands(ctx)
            return
        self._resume()

    def change_die(self, card: int, amount: int, *, reroll: bool) -> str:
        """``card``'s die in the simple strike being resolved gets ``amount`` more, or is
        thrown again; the result is judged again. The log's words."""
        ctx = self.strike_ctx
        assert ctx is not None and ctx.result is not None
        attacker = card == ctx.attacker
        old = ctx.aroll if attacker else ctx.vroll
        new = self.roll_die(self.ctrl[card]) if reroll else old
        delta = new - old + amount
        if attacker:
            ctx.aroll, ctx.atotal = new, ctx.atotal + delta
        else:
            ctx.vroll, ctx.vtotal = new, ctx.vtotal + delta
        table = self.rules.strikes
        ctx.result = table.opposed(ctx.atotal, ctx.vtotal) if ctx.opened \
            else table.unopposed(ctx.atotal)
        what = f"thrown again: {new}" if reroll else f"{amount:+d}"
        dice = f"dice {ctx.atotal} vs {ctx.vtotal}" if ctx.opened else f"die {ctx.atotal}"
        return f"{self.at(card)}'s die {what}; {dice}: {self._result_words(ctx, ctx.result)}"

    def prophesy(self, seat: int, n: int) -> str:
        """Prophecy ``n``: the top ``n`` cards of ``seat``'s deck are shown to both seats
        and go to the bottom in the same order (deckcheck's reading: VS-104 lets its owner
        put them back on top, so without it they do not stay there). The log's words."""
        deck = self.deck[seat]
        n = min(n, len(deck))
        if not n:
            self.revealed = ()
            return "the deck is empty: nothing revealed"
        shown = deck[len(deck) - n:]
        del deck[len(deck) - n:]
        deck[0:0] = shown
        self.deck_known[seat] = min(len(deck), self.deck_known[seat] + n)
        self.revealed = tuple(reversed(shown))  # the top card first
        words = "reveals " + ", ".join(self.label(c) for c in self.revealed)
        if self.trig_high & H_REVEALED:  # a shown card's own «may» (NT-124)
            for c in self.revealed:
                if self.trig[c] & T_REVEALED:
                    self.trigger(c, T_REVEALED, -1)
        if self.trig_high & H_ALLY_REVEALS:  # its side's cards that answer a prophecy
            watchers = [m for m in self.on_field(seat)
                        if self.trig[m] & T_ALLY_REVEALS and not self.face_down[m]]
            for c in self.revealed:
                for m in watchers:
                    self.trigger(m, T_ALLY_REVEALS, c)
        return words

    def _settle_deaths(self) -> None:
        """Destroy every card in play whose wounds reached its lives (after an ability,
        which may wound several cards, or a trigger)."""
        if not self.deaths_pending:
            return
        self.deaths_pending = False
        # is_dead, read for every card in play without a call per card
        zone = self.zone
        ctype = self.ctype
        wounds = self.wounds
        lives_max = self.lives_max
        dead = [c for c in self.on_field() if zone[c] in (Z_BOARD, Z_EXTRA)
                and ctype[c] in (CREATURE, ARTIFACT) and wounds[c] >= lives_max[c]]
        if self.spreading:  # wounds waiting to be spread kill nothing yet
            dead = [c for c in dead if not self._held(c)]
        if self.choosing and dead:  # nor its own first part a card whose ability goes on
            finishing = [c for c in dead if self._finishing(c)]
            if finishing:
                self.deaths_pending = True  # (asked again once that clause acted)
                dead = [c for c in dead if c not in finishing]
        if dead:
            self.kill(dead)
            self._settle_deaths()

    def _finishing(self, c: int) -> bool:
        """Whether an ability of ``c`` waits for its next clause, one it may not decline
        (``then`` with optional false) and that acts with what the first part carried
        (``x: carried``): ``c`` is destroyed only after it, as the whole ability resolves
        before its deaths (VS-049's ram: X wounds to itself, then X-1 to the creature in
        front, even when the X kills it). deckcheck's reading of seed 208.1 (every game
        action resolves whole) with research §2.4 («215 Стэк»)."""
        for card, index, candidates, _, optional, _, _ in self.choosing:
            if card == c and candidates and not optional:
                ability = self.as_encoded(card)[index]
                if ability.trigger == "then" and any(e.x == "carried"
                                                     for e in ability.effects):
                    return True
        return False

    # --- the simple strike (research §2.6; seeds 107.3, 107.4) --------------------------

    def _defenders(self, a: int, t: int) -> list[int]:
        """Who may step in for ``t`` against ``a``'s simple strike (107.3): the creatures
        next to both, and those whose passive guard lets them defend ``t`` from afar."""
        out = self._near_defenders(a, t)
        if self.trig_high & H_GUARDS:
            q, turn = self.ctrl[t], self.turn
            out += [d for d in self.on_field(q)
                    if d != t and d not in out and self.trig[d] & T_GUARDS
                    and not self.face_down[d] and not self.closed[d]
                    and (self.defended[d] != turn or DEFEND_ALWAYS in self.eff[d])
                    and guards(self, d, t)
                    and not (self.trig[d] & T_BARRED and defence_barred(self, d))]
        return out

    def _near_defenders(self, a: int, t: int) -> list[int]:
        """Who may step in for ``t`` against ``a``'s simple strike, standing next to both
        (107.3)."""
        out: list[int] = []
        zone = self.zone
        around = self._nb[self.cell[t]]
        if zone[t] == Z_EXTRA or zone[a] == Z_EXTRA:
            # A flyer stands next to nothing (208): without flyer_defenders nobody is
            # next to both a flyer and its target or attacker.
            if not self.rules.flyer_defenders:
                return out
            for d in self.extra[self.ctrl[t]]:
                if self._may_defend(d, t):
                    out.append(d)
            if zone[t] == Z_EXTRA:
                return out
            near = self._nb_mask[self.cell[t]]
        else:
            near = self._nb_mask[self.cell[a]] & self._nb_mask[self.cell[t]]
        if not near:
            return out
        cells = self.cells
        guest = self.guest
        if self.rules.same_cell_adjacent:
            # A host and its symbiote stand next to each other (rules.yaml
            # same_cell_adjacent), so each is next to whoever strikes the other: a
            # symbiote may defend its host (NT-171 defends its host), a host its symbiote.
            m = cells[self.cell[t]]
            if m >= 0:
                if self._may_defend(m, t):
                    out.append(m)
                g = guest[m]
                if g >= 0 and self._may_defend(g, t):
                    out.append(g)
        for y in around:  # the cells next to t, in cell order
            if not near & BIT[y]:
                continue
            m = cells[y]
            if m < 0:
                continue
            if self._may_defend(m, t):
                out.append(m)
            g = guest[m]
            if g >= 0 and self._may_defend(g, t):
                out.append(g)
        return out

    def _may_defend(self, d: int, t: int) -> bool:
        """Whether ``d``, if it stands next to both, may step in for ``t`` (107.3): an
        open, face-up creature of ``t``'s side with a strike, that has not defended this
        turn (unless it always may) and that nothing bars from defending."""
        return (d != t and self.ctrl[d] == self.ctrl[t] and not self.face_down[d]
                and not self.closed[d] and self.ctype[d] == CREATURE
                and self.strike[d] is not None
                and (self.defended[d] != self.turn or DEFEND_ALWAYS in self.eff[d])
                and not (self.trig[d] & T_BARRED and defence_barred(self, d)))

    def _declare_strike(self, a: int, t: int, flags: int = 0) -> None:
        ctx = Strike(a, t, flags)
        if self._log is not None:
            self._emit(self.ctrl[a], "battle", f"{self.at(a)} strikes {self.at(t)}")
        if self.trig_high & (H_ALLY_STRUCK | H_ALLY_ATTACKED):
            self.strike_ctx = ctx  # they see the strike (its attacker: NT-197)
            after_declared(self, a, t)  # its side's cards that act at it (ally_struck)
            if self._strike_void(ctx):  # they destroyed its attacker (NT-197's heat):
                return  # no window opens on a strike that is no more
        if self.windows_any & W_DECLARED:
            self.strike_ctx = ctx  # the responses see the strike
            if self._open_window("declared", (self.ctrl[t],)):
                self._resume()
                return
        self._after_declared(ctx)

    def _after_declared(self, ctx: Strike) -> None:
        """The strike declared (and its responses made): a defender, or the dice."""
        if self._strike_void(ctx):
            return
        a, t = ctx.attacker, ctx.target
        if UNDEFENDABLE not in self.eff[a] and not (
                self.trig[a] & T_SURE
                and self.modifier(a, t, "direct", T_STATIC | T_ATTACK, False)) \
                and not unguarded(self, t) and (
                    self._defenders(a, t)
                    or (self.trig[a] & T_DEFLECT and deflections(self, a, t))):
            self.strike_ctx = ctx
            self.phase = DEFEND
            self.to_move = self.ctrl[t]
            return
        self._roll(ctx)

    def _deflect(self, ctx: Strike, d: int) -> None:
        """The struck side turns the simple strike onto ``d`` (the attacker's passive
        deflectable): it goes at ``d``, no defender stepping in."""
        ctx.target = ctx.victim = d
        if self._log is not None:
            self._emit(self.ctrl[d], "battle", f"the strike of {self.at(ctx.attacker)} "
                       f"turns onto {self.at(d)}")
        self._roll(ctx)

    def _name_defender(self, ctx: Strike, d: int) -> None:
        ctx.victim = d
        ctx.defender = d
        if self._log is not None:
            self._emit(self.ctrl[d], "battle", f"{self.at(d)} steps in as the defender")
        if self.rules.defender_closes == "before_roll" and DEFENDER_OPEN not in self.eff[d]:
            self.closed[d] = True
        if self.trig[d] & T_DEFENDS:
            self.trigger(d, T_DEFENDS, ctx.target)
            self._settle_deaths()
        self._roll(ctx)

    def queue_dice(self, *rolls: int) -> None:
        """Make the next dice show ``rolls`` (attacker first), for tests and analysis."""
        if any(not 1 <= r <= 6 for r in rolls):
            raise ValueError("a die shows 1 to 6")
        self.dice.extend(rolls)

    def roll_die(self, seat: int = -1) -> int:
        """A die thrown (by ``seat``'s card, -1: no matter whose): a fixed one
        (abilities.fixed_die), a queued one, or the generator's."""
        value = 0
        if seat >= 0 and self.trig_high & H_FIXED_DIE:
            value = fixed_die(self, seat)
        if not value:
            value = self.dice.pop(0) if self.dice else int(self.rng.random() * 6) + 1
        if value == 6 and seat >= 0 and self.trig_high & H_ENEMY_SIX:
            enemy_six(self, seat)  # the other side's enemy_rolls_six abilities
        return value

    def blind_to(self, attacker: int) -> bool:
        """Whether ``attacker``'s simple strike ignores the struck creature's abilities (a
        passive ``ignore: abilities``): its keywords (armour, experience ...), its
        reductions and its own strike-time abilities count for nothing in that strike;
        what other cards gave it (dice, shields, auras) still counts."""
        return bool(self.trig[attacker] & T_IGNORES) and ignores(self, attacker, "abilities")

    def _strike_void(self, ctx: Strike) -> bool:
        """Whether the strike is void because its attacker or the card it goes at died or
        left play before its dice (an ability answering its declaration, a defender's):
        the attacker has acted (it closes), the deaths are settled, the game goes on."""
        a, v = ctx.attacker, ctx.victim
        zone = self.zone
        if (zone[a] == Z_BOARD or zone[a] == Z_EXTRA) \
                and (zone[v] == Z_BOARD or zone[v] == Z_EXTRA) \
                and not self.is_dead(a) and not self.is_dead(v):
            return False
        if self._log is not None:
            self._emit(self.ctrl[a], "battle", f"the strike of {self.label(a)} at "
                       f"{self.label(v)} is void: one of them is gone")
        if self.zone[a] in (Z_BOARD, Z_EXTRA):
            self.closed[a] = True
        self.strike_ctx = None
        self._settle_deaths()
        self._resume()
        return True

    def _roll(self, ctx: Strike) -> None:
        if self._strike_void(ctx):
            return
        a, v = ctx.attacker, ctx.victim
        blind = self.blind_to(a)
        opened = ((not self.closed[v] or bool(ctx.flags & STRIKE_AS_OPEN)
                   or (not blind and (bool(self.trig[v] & T_PASSIVE)
                                      or self.markers[v] is not None)
                       and fights_closed(self, v)))
                  and not self.face_down[v] and self.ctype[v] == CREATURE
                  and self.strike[v] is not None)
        ctx.opened = opened
        if opened and self.windows_any & W_BEFORE_DICE:
            self.strike_ctx = ctx  # a fight of two open creatures: a choice before its dice
            if self._open_window("before_dice", (self.ctrl[a], self.ctrl[v])):
                self._resume()
                return
        self._throw(ctx)

    def _throw(self, ctx: Strike) -> None:
        """The dice of the simple strike ``ctx`` (its before_dice window closed): thrown,
        or none when a choice there made its result (NT-010)."""
        a, v = ctx.attacker, ctx.victim
        table = self.rules.strikes
        blind = self.blind_to(a)
        opened = ctx.opened
        self.last_roll = Roll(len(self.history), opened, self._struck(a), self._struck(v),
                              self._guest_struck(a), self._guest_struck(v))
        if ctx.result is not None:  # made without dice: straight to the damage
            self._after_rolled(ctx)
            return
        if self.trig[a] & T_PASSIVE:  # it may throw its die twice (abilities.roll_twice)
            roll, ctx.bonus = strength_roll(self, a)
        elif self.markers[a] is not None:  # a next_die may fix it
            roll = card_die(self, a)
        else:
            roll = self.roll_die(self.ctrl[a])
        ctx.aroll = roll
        eff = self.eff[a]
        ctx.atotal = roll + number_in(eff, ATTACK_BONUS)
        if self.markers[a] is not None:
            ctx.atotal += die_bonus(self, a)  # a host_toll's +N to its next die
        if DIE_PENALTY in eff and self.clumsy(a):  # clumsiness (rules.yaml clumsiness)
            ctx.atotal -= self.rules.clumsiness
        markers = self.markers[v]
        if markers is not None and EXPOSED in markers:
            ctx.atotal += exposed_bonus(self, a, v)
        moded = (self.trig[a] | self.trig[v]) & STRIKE_TRIGGERS or self.dice_mod[a] \
            or self.dice_mod[v] or self.trig_low & (T_ALLY_AURA | T_MARKS)
        if moded:
            ctx.atotal += self.modifier(a, v, "dice", T_STATIC | T_ATTACK, True)
        if opened:
            other = defence_roll(self, v) if self.markers[v] is not None \
                or self.trig[v] & T_PASSIVE else self.roll_die(self.ctrl[v])
            ctx.vroll = other
            eff = self.eff[v]
            ctx.vtotal = other + (0 if blind else number_in(eff, DEFENCE_BONUS))
            if self.markers[v] is not None:
                ctx.vtotal += die_bonus(self, v) + (0 if blind else defence_dice(self, v))
            if DIE_PENALTY in eff and not blind and self.clumsy(v):
                ctx.vtotal -= self.rules.clumsiness
            if moded:
                ctx.vtotal += self.modifier(v, a, "dice", 0 if blind else T_STATIC | T_DEFENCE,
                                            True)
            result = table.opposed(ctx.atotal, ctx.vtotal)
        else:
            result = table.unopposed(ctx.atotal)
        ctx.result = result
        if self._log is not None:
            dice = (f"dice {ctx.atotal} vs {ctx.vtotal} (D {ctx.atotal - ctx.vtotal:+d})"
                    if opened else f"die {ctx.atotal} against a closed card")
            self._emit(self.ctrl[a], "battle", f"{dice}: {self._result_words(ctx, result)}",
                       self._strike_facts(ctx, result))
        if self.windows_any & W_ROLLED:
            self.strike_ctx = ctx  # the responses see the strike
            if self._open_window("rolled", (self.ctrl[a], self.ctrl[v])):
                self._resume()
                return
        self._after_rolled(ctx)

    def _after_rolled(self, ctx: Strike) -> None:
        """The dice thrown (and their responses made): the exchange, or the damage."""
        result = ctx.result
        assert result is not None
        if result.reduce_by >= 0:
            self.strike_ctx = ctx
            self.phase = EXCHANGE
            self.to_move = self.ctrl[ctx.attacker] if result.reduce_by == ATTACKER \
                else self.ctrl[ctx.victim]
            return
        self._hit(ctx, result)

    def _struck(self, c: int) -> Struck:
        on_board = self.zone[c] == Z_BOARD
        return Struck(c, self.ctrl[c], self.wounds[c], self.cell[c] if on_board else -1)

    def _guest_struck(self, c: int) -> Struck | None:
        g = self.guest[c] if self.zone[c] == Z_BOARD else -1
        return None if g < 0 else self._struck(g)

    def _strike_facts(self, ctx: Strike, result: Result) -> dict[str, Any]:
        """A simple strike's dice as the log's facts (:attr:`LogEvent.facts`): each side's
        die and total (the defender's None against a closed card), the row of the strike
        table that decided it, and the hit and counter-strike it gave."""
        opened = ctx.opened
        reduced = result.reduced() if result.reduce_by >= 0 else None
        return {
            "strike": {
                "attacker": self.at(ctx.attacker),
                "victim": self.at(ctx.victim),
                "open": opened,
                "dice": [ctx.aroll, ctx.vroll if opened else None],
                "totals": [ctx.atotal, ctx.vtotal if opened else None],
                "row": self.rules.strikes.row_words(ctx.atotal,
                                                    ctx.vtotal if opened else None),
                "hit": "miss" if result.attacker == MISS else TIER_NAMES[result.attacker],
                "counter": TIER_NAMES[result.counter]
                if opened and result.counter != NONE else None,
                "instead": None if reduced is None else {
                    "by": "attacker" if result.reduce_by == ATTACKER else "defender",
                    "hit": "miss" if reduced.attacker == MISS else TIER_NAMES[reduced.attacker],
                    "counter": None if reduced.counter == NONE else TIER_NAMES[reduced.counter],
                },
            }
        }

    def _result_words(self, ctx: Strike, result: Result) -> str:
        hit = "miss" if result.attacker == MISS else f"{TIER_NAMES[result.attacker]} hit"
        words = hit
        if result.counter != NONE and ctx.opened:
            words += f", {TIER_NAMES[result.counter]} counter-strike"
        if result.reduce_by >= 0:
            reduced = result.reduced()
            alt = "miss" if reduced.attacker == MISS else TIER_NAMES[reduced.attacker]
            if reduced.counter != NONE:
                alt += f" and a {TIER_NAMES[reduced.counter]} counter-strike"
            who = "the attacker" if result.reduce_by == ATTACKER else "the defender"
            words += f" ({who} may take {alt} instead)"
        return words

    def absorb(self, c: int, damage: int, kind: str, source: int = -1,
                tier: int = MISS, *, reducible: bool = True) -> int:
        """``damage`` of ``kind`` (a simple ``strike``, a ``counter``-strike, an attack
        keyword's id, an ability's kind) from ``source`` (a hit of ``tier``) to ``c``
        after its passive reductions (abilities.reduced; not ``reducible``: none but its
        armour, dodge and wards) and its armour."""
        if self.face_down[c] and damage > 0 and self.unseen_protection(c, kind, source):
            return 0
        if self.trig_hi[c] & (H_SHOT_AT | H_MELEE_STRUCK):  # when_shot_at, when_melee_struck
            shot_at(self, c, kind, source)
        if self.trig_high & H_NEAR_SHOT_AT:  # a card next to it answers a ranged attack
            near_shot_at(self, c, kind, source)
        if source >= 0 and self.markers[source] is not None and kind in ATTACK_KINDS:
            damage = row_capped(self, source, damage)  # a row_cap on the attacker
        if self.trig_high & H_BLOCKS_ANYWHERE and damage > 0:  # a card that blocks its
            blocker = blocked_anywhere(self, source, kind)  # attacks at any card (NT-131's
            if blocker >= 0:  # song; the rest goes on: what a struck card does when struck)
                if self._log is not None:
                    self._emit(self.ctrl[blocker], "battle",
                               f"{self.at(blocker)} blocks the attack of {self.at(source)}")
                damage = 0
        blind = kind == "strike" and source >= 0 and self.blind_to(source)
        if self.trig_lo[c] & T_PASSIVE and damage > 0 and not blind:
            damage = reduced(self, c, damage, kind, source, tier, lessen=reducible)
        g = self.guest[c]
        if g >= 0 and damage > 0 and self.trig_lo[g] & T_PASSIVE:  # its symbiote shields it
            damage = host_reduced(self, g, damage, kind)
        if self.trig_high & H_WARD and damage > 0:  # a ward of its side takes them
            damage = warded(self, c, damage, kind)
        if self.trig_low & T_AURA and damage > 0 and reducible:  # a card beside shields it
            damage = aura_reduced(self, c, damage, kind)
        if self.markers[c] is not None and damage > 0:  # shields given to it
            damage = shielded(self, c, damage, kind, lessen=reducible)
        if damage > 0 and self.trig_low & T_CELL_MARKS:  # it stands in a light
            damage += lit_bonus(self, c, kind, source)
        left = 0 if blind else self.armour_left[c]  # armour is an ability it ignores
        if left and damage > 0 and source >= 0 and self.trig_lo[source] & T_IGNORES \
                and kind in ATTACK_KINDS and ignores(self, source, "armour"):
            left = 0  # its attacks ignore armour (NT-056)
        if left and damage > 0:
            keyword = self.rules.vocabulary.by_effect.get(ABSORB)
            if keyword is None or kind in keyword.against:
                taken = min(left, damage)
                self.armour_left[c] = left - taken
                damage -= taken
        if self.trig_hi[c] & H_STRUCK and not blind:  # when_struck, its damage reckoned
            self.blocked_hit = -1  # (VS-135; a strike ignoring its abilities: none)
            if struck(self, c, kind, source):  # one of them blocked the hit (VS-108)
                return 0
        if damage > 0 and self.trig[c] & T_WHEN_HURT and kind in ATTACK_KINDS:
            set_marker(self, c, CARRIED, damage)  # X carried: the wounds of this attack
            self.trigger(c, T_WHEN_HURT, source)
        markers = self.markers[c]
        if self.trig_low & T_MARKS and markers is not None:
            if NET in markers:  # a net blocks the attack
                damage = netted(self, c, damage, kind)
            if damage > 0:
                damage = bounty(self, c, damage, kind, source)  # a bounty on it adds
        if damage > 0 and self.trig_low & T_HURT and kind in ATTACK_KINDS:
            if kind == "shot" or kind == "throw":
                note_ranged_hit(self, c)
            first = marker(self, c, HURT) != self.turn + 1
            set_marker(self, c, HURT, self.turn + 1)  # wounded by an attack this turn
            if first and self.trig_high & H_ALLY_HURT:
                side_event(self, T_ALLY_HURT, c)
        if damage > 0 and self.trig[c] & T_HARDENED and kind in ATTACK_KINDS:
            note_hardened(self, c, damage)
        if damage > 0 and self.trig_high & H_NEAR_ALLY_WOUNDED:  # a neighbour answers
            near_ally_wounded(self, c, kind, source)
        return damage

    def wound(self, c: int, damage: int, source: int = -1, kind: str = "") -> None:
        if damage > 0 and self.trig[c] & T_PASSIVE:  # at most N wounds a turn
            damage = wound_cap(self, c, damage)
        if damage > 0:
            if self.trig_high & H_TURN_WOUNDS:
                note_wounds(self, c, damage)
            if self.trig_high & H_SLAIN_WATCH:  # whose attack dealt its latest wounds
                set_marker(self, c, SLAIN_BY, self.ctrl[source] + 1
                           if source >= 0 and kind in ATTACK_KINDS else 0)
            self.wounds[c] += damage
            self.damaged = True
            if self.trig_high & H_SPREAD and kind:  # its side may spread them (VS-184)
                offer_spread(self, c, damage, source, kind)
            if self.trig[c] & T_WOUNDED:
                # for its when_wounded abilities' wounded_by and wounded_min
                self.wound_kind, self.wound_amount = kind, damage
                set_marker(self, c, CARRIED, damage)  # X carried: the wounds it took
                self.trigger(c, T_WOUNDED, source)
            if self.trig_high & H_ALLY_DEALS and source >= 0 and kind in ATTACK_KINDS:
                self.wound_kind, self.wound_amount = kind, damage  # wounded_by, wounded_min
                side_event(self, T_ALLY_DEALS, source)  # its side's ally_deals (NT-092)

    def _struck_weak(self, card: int, blind: bool) -> bool:
        """Whether every simple strike at ``card`` is weak: its own passive ``weak_hits``
        (unless the striker is ``blind`` to its abilities), or an aura beside it."""
        return bool(self.trig[card] & T_PASSIVE and not blind and weakens(self, card)) \
            or bool(self.trig_high & H_WEAK_AURA and weak_beside(self, card))

    def _hit(self, ctx: Strike, result: Result) -> None:
        a, v = ctx.attacker, ctx.victim
        self.strike_ctx = ctx  # until the damage is known (abilities ask who defends)
        to_v = to_a = hit = 0
        values = self.strike[a]
        trig = self.trig
        marks_a, marks_v = self.markers[a], self.markers[v]
        moded = (trig[a] | trig[v]) & STRIKE_TRIGGERS or self.strike_mod[a] \
            or self.strike_mod[v] or (marks_a is not None and STRIKE_LASTING in marks_a) \
            or (marks_v is not None and STRIKE_LASTING in marks_v) \
            or self.trig_low & T_ALLY_AURA \
            or (self.trig_low & T_MARKS and ((marks_a is not None and HIT_BONUS in marks_a)
                                             or (marks_v is not None and HIT_BONUS in marks_v)))
        # what a next_strike effect gave it, used up by this strike (hit or miss)
        ahead = next_strike_bonus(self, a) if marks_a is not None \
            and NEXT_STRIKE in marks_a else 0
        blind = self.blind_to(a)  # it ignores the struck creature's abilities
        blocked = False
        if result.attacker != MISS and values is not None:
            hit = values[result.attacker]
            firm = unreduced(self, a)  # nothing lessens it
            if not firm and self._struck_weak(v, blind):
                hit = values[0]  # every hit at it is weak (it, or a card beside it, says)
            if moded:
                tier = result.attacker
                against = self.modifier(v, a, "strike", T_DEFENCE, False, tier)
                hit = max(0, hit
                          + self.modifier(a, v, "strike", T_STATIC | T_ATTACK, True, tier)
                          + (0 if blind else max(0, against) if firm else against))
            if ctx.bonus or ahead:
                bonus = ctx.bonus + ahead
                hit = max(0, hit + (max(0, bonus) if firm else bonus))
            if ctx.cap >= 0 and not firm:  # an instant ability capped it
                hit = min(hit, ctx.cap)
            if ctx.weaken and hit > 1 and not firm:  # an instant weakened it, to 1 at least
                hit = max(1, hit - ctx.weaken)
            to_v = self.absorb(v, hit, "strike", a, result.attacker, reducible=not firm)
            if self.blocked_hit == v:  # blocked as it hit (call_off): nothing more at it
                self.blocked_hit = -1
                blocked = True
        counter = self.strike[v]
        # A mark's unanswerable strike: the creature's first simple strike of the turn.
        once = bool(self.trig_low & T_UNANSWERED_FIRST) and first_unanswered(self, a)
        answered = result.counter != NONE and ctx.opened and NO_COUNTER not in self.eff[a] \
            and not ctx.flags & STRIKE_UNANSWERED and not (
                trig[a] & T_NO_ANSWER
                and self.modifier(a, v, "unanswerable", T_STATIC | T_ATTACK, False)) \
            and not once
        if answered and counter is not None:
            back = counter[result.counter]
            # A counter-strike is a simple strike (deckcheck's reading, as the cards'
            # bonuses to their simple strike hold for it): every one at a card that makes
            # the simple strikes at it weak (VS-008), or beside such an aura, is weak too.
            if result.counter != WEAK and self._struck_weak(a, self.blind_to(v)) \
                    and not unreduced(self, v):
                back = counter[WEAK]
            if moded:
                back = max(0, back + self.modifier(v, a, "strike", T_STATIC, True,
                                                   result.counter))
            if ctx.counter_bonus:  # an instant ability lessened it (VS-157)
                back = max(0, back + ctx.counter_bonus)
            to_a = self.absorb(a, back, "counter", v, result.counter)
        self.strike_ctx = None
        self.wound(v, to_v, a, "strike")
        self.wound(a, to_a, v, "counter")
        if self.trig_low & ATTACK_EVENTS:  # the abilities on its attack
            ally_attacked(self, a, v, "strike", result.attacker, to_v, ctx.target)
        vampirism = self.ability(a, VAMPIRISM)
        if vampirism and to_v:
            drink(self, a, to_v, vampirism, v)
        # (Either may have left play by now: a parasite dies when its struck host takes
        # flight, 209.4; a card in the graveyard keeps no state.)
        if not ((trig[a] & T_PASSIVE or self.trig_low & T_CHAIN) and stays_open(self, a)) \
                and not ctx.flags & STRIKE_STAYS_OPEN \
                and (self.zone[a] == Z_BOARD or self.zone[a] == Z_EXTRA):
            self.closed[a] = True
        if self.zone[v] == Z_EXTRA and self.zone[a] == Z_BOARD:
            self.flyer_ready[a] = -1
        if ctx.defender >= 0:
            self.defended[v] = self.turn
            if self.rules.defender_closes == "after_strike" and DEFENDER_OPEN not in self.eff[v] \
                    and (self.zone[v] == Z_BOARD or self.zone[v] == Z_EXTRA):
                self.closed[v] = True
        if self._log is not None:
            words = [f"{self.at(v)} takes {to_v} "
                     f"({max(0, self.lives_left(v))}/{self.lives_max[v]})"]
            if answered:
                words.append(f"{self.at(a)} takes {to_a} "
                             f"({max(0, self.lives_left(a))}/{self.lives_max[a]})")
            self._emit(self.ctrl[a], "battle", "; ".join(words))
        self.strike_ctx = ctx  # the triggers see the strike (its dice: die_roll)
        # (a strike another card blocks does nothing more at it: NT-131's song)
        if trig[a] & T_ATTACK and not blocked and blocked_anywhere(self, a, "strike") < 0:
            note_hit(self, a, hit, to_v)  # for its on_attack abilities (X hit, dealt)
            self.trigger(a, T_ATTACK, v, result.attacker)  # the hit's tier for on_hit
        if trig[v] & T_DEFENCE and not blind:
            self.trigger(v, T_DEFENCE, a, result.attacker)
        if self.trig_high & H_ALLY_STRIKES:  # its side's cards that act on its strike
            for m in self.on_field(self.ctrl[a]):
                if trig[m] & T_ALLY_STRIKES and m != a and not self.face_down[m]:
                    self.trigger(m, T_ALLY_STRIKES, a, result.attacker)
        if result.attacker == MISS and self.trig_high & H_ALLY_MISSES \
                and self.ctrl[a] == self.active:
            side_event(self, T_ALLY_MISSES, a)  # (a counter-strike is no miss of its side)
        self.strike_ctx = None
        if answered and counter is not None and self.trig_high & H_ALLY_COUNTERS:
            side_event(self, T_ALLY_COUNTERS, v)
        if self.is_dead(v):
            self._scavenge(a, v)
        if self.is_dead(a):
            self._scavenge(v, a)
        dead = [x for x in (v, a) if self.is_dead(x)]
        if dead:
            self.kill(dead, {v: a, a: v})
        self._settle_deaths()
        if ctx.defender >= 0 and trig[v] & T_AFTER_DEFENDS and self.zone[v] == Z_BOARD:
            self.trigger(v, T_AFTER_DEFENDS, ctx.target)  # the strike is over
            self._settle_deaths()
        self._resume()

    def _shoot(self, c: int, t: int) -> None:
        if self.trig_high & H_ALLY_ATTACKED:
            after_declared(self, c, t, struck=False)  # its side's cards that act at it
        if self.windows_any & W_AIMED and self._aim(Strike(c, t, 0, "shot",
                                                          A.SHOT | c << 4 | t << 12)):
            return
        self._shot_lands(c, t)

    def _shot_lands(self, c: int, t: int, weaken: int = 0) -> None:
        tiers = self.cards.tiers[self.kinds[c]].get("shot")
        said = ""
        tier = MISS
        if tiers:  # printed «Выстрел на 1-2-2»: the die picks the amount (abilities.yaml)
            n, said, tier = tiered_amount(self, c, tiers, "shot", target=t)
        else:
            n = self.ability(c, RANGED)
        if weaken and n > 1 and not unreduced(self, c):  # an instant's weaken (NT-151)
            n = max(1, n - weaken)
        since = self._log_length()
        damage = self.absorb(t, n, "shot", c)
        self._ranged_hit(c, t, damage, "shot",
                         lambda: f"{self.at(c)} shoots {self.at(t)}{said}", tier, since=since)

    # --- deaths and the graveyard (seeds 205, 209.4) -------------------------------------

    def is_dead(self, c: int) -> bool:
        if self.spreading and self._held(c):
            return False
        return (self.zone[c] in (Z_BOARD, Z_EXTRA) and self.ctype[c] in (CREATURE, ARTIFACT)
                and self.wounds[c] >= self.lives_max[c])

    def _held(self, c: int) -> bool:
        """Whether ``c``'s wounds from an attack wait to be spread, or it may take some
        of them in the spread window under way: it is not destroyed before the spread is
        over."""
        return any(entry[2] == c for entry in self.spreading) or (
            self.phase == SPREAD and self.ctrl[c] == self.ctrl[self.spreading[0][2]])

    def _spread_step(self, onto: int) -> None:
        """The spread window: one wound of the wounded card onto ``onto``; the last one
        ends it."""
        words = spread_one(self, onto)
        if self._log is not None:
            m, index = self.spreading[0][:2]
            self._emit(self.ctrl[m], "battle",
                       f"{self.at(m)} «{self.abilities_of(m)[index].name}»: {words}")
        if self.spreading[0][3] <= 0:
            self._spread_done()
        self._resume()

    def _spread_done(self) -> None:
        """The first waiting spread is over: the wounded card dies now if its wounds
        (those it kept) reach its lives, destroyed by the attacker (its scavenging
        first); the cards that took wounds from it die of no card's attack."""
        _, _, victim, _, source, _ = self.spreading.pop(0)
        self.deaths_pending = True
        if self.is_dead(victim):
            if source >= 0 and self.zone[source] in (Z_BOARD, Z_EXTRA):
                self._scavenge(source, victim)
            self.kill([victim], {victim: source})
        self._settle_deaths()

    def _leave_field(self, c: int) -> None:
        """Take ``c`` off the battlefield or out of the air (its zone is set by the caller)."""
        if self.cards.warding:  # a creature under its ward dies with it leaving (VS-180)
            self._ward_leaves(c)
        zone = self.zone[c]
        if zone == Z_BOARD:
            h = self.host[c]
            if h >= 0:
                self.guest[h] = -1
                self.host[c] = -1
            else:
                x = self.cell[c]
                if x >= 0 and self.cells[x] == c:
                    self.cells[x] = -1
                g = self.guest[c]
                if g >= 0:
                    self.host[g] = -1
                    self.guest[c] = -1
                    self.cell[g] = -1
            self.cell[c] = -1
        elif zone == Z_EXTRA:
            self.extra[self.ctrl[c]].remove(c)
        self.field_changed()

    def _turns_to_stone(self, c: int) -> bool:
        """If a passive ``artifact_instead`` of ``c`` holds (NT-046's stone sleep, once a
        battle), ``c`` heals fully and becomes an artifact where it stands instead of
        dying (as change_type makes one, _set_type: no movement, no strike; its tap
        abilities stay):
        True. Its symbiote is the caller's to destroy."""
        index = artifact_instead(self, c)
        if index < 0:
            return False
        note_use(self, c, index, self.abilities_of(c)[index])
        self.wounds[c] = 0
        self._set_type(c, ARTIFACT)
        self.moves[c] = 0
        self.field_changed()
        if self._log is not None:
            self._emit(self.ctrl[c], "death", f"{self.at(c)} heals fully and becomes an "
                       "artifact instead of dying")
        return True

    def kill(self, cards: Sequence[int], killers: Mapping[int, int] | None = None) -> None:
        """Cards leave play at once (with the symbiotes of hosts among them, 209.4) and go
        to their owners' graveyards in the order each owner chooses (205.1)."""
        removed: list[int] = []
        rising: list[int] = []
        returned = False  # a card did not die as asked (back to its deck, turned to stone)
        for c in cards:
            if c in removed or self.zone[c] not in (Z_BOARD, Z_EXTRA):
                continue
            if self.trig[c] & T_PASSIVE and self._turns_to_stone(c):
                g = self.guest[c]  # a host that stops being a creature loses it (209.2)
                if g >= 0 and g not in removed:
                    removed.append(g)
                returned = True  # (a creature fewer: the winner is asked below)
                continue
            if self.trig[c] & T_PASSIVE and returns_instead(self, c):
                if self._log is not None:
                    self._emit(self.ctrl[c], "death", f"{self.at(c)} returns to its owner's "
                               "deck instead of dying")
                self.return_to_deck(c)
                returned = True
                continue
            removed.append(c)
            g = self.guest[c] if self.zone[c] == Z_BOARD else -1
            if g >= 0 and g not in removed:
                if self.trig[g] & T_PASSIVE and rises_instead(self, g):
                    rising.append(g)  # NT-008: it takes wing instead (after its host left)
                else:
                    removed.append(g)
        if not removed:
            if returned:
                self._check_win()
            return
        if self._log is not None:
            for c in removed:
                self._emit(self.ctrl[c], "death", f"{self.at(c)} is destroyed")
        for c in removed:
            if self.trig[c] & T_DESTROYED:  # acts from where it stood, before it leaves
                self.trigger(c, T_DESTROYED, killers.get(c, -1) if killers else -1)
            if self.trig[c] & T_TO_GRAVE:
                self.trigger(c, T_TO_GRAVE, killers.get(c, -1) if killers else -1)
        if self.trig_low & T_ANY_DEATH:  # others' abilities for any creature's death
            after_deaths(self, removed)
        # A death ability may have taken some of them out already (returned, destroyed).
        removed = [c for c in removed if self.zone[c] in (Z_BOARD, Z_EXTRA)]
        for c in removed:
            self._leave_field(c)
            self.zone[c] = Z_DYING
            self.dying.append(c)
        for g in rising:  # its host left: it is on no cell, and flies off
            if self.zone[g] == Z_BOARD and self.host[g] < 0 and g not in removed:
                self.cell[g] = -1
                self.zone[g] = Z_EXTRA
                self.extra[self.ctrl[g]].append(g)
                self.field_changed()
                self.set_effects(g, {**self.eff[g], FLY: 1})
                if self._log is not None:
                    self._emit(self.ctrl[g], "death", f"{self.label(g)} takes wing instead "
                               "of dying with its host")
        self.damaged = True
        choose = self.rules.graveyard_order == "owner_chooses"
        for owner in (self.active, 1 - self.active):
            mine = [c for c in removed if self.owners[c] == owner]
            if len(mine) > 1 and choose and len({self.kinds[c] for c in mine}) > 1:
                self.burying.append((owner, mine))
            else:
                for c in mine:
                    self._to_graveyard(c)
        self._check_win()

    def order_deck(self, seat: int, cards: Sequence[int], bottom: bool) -> None:
        cards = [c for c in cards if self.zone[c] == Z_DECK and c in self.deck[seat]]
        if cards:
            self.ordering.append((seat, cards, bottom))
            self.deck_seen[seat] = self.deck_seen[seat] | frozenset(cards)

    def _order_next(self, card: int, bottom: bool) -> None:
        """The first waiting order_deck: ``card`` goes on top of its owner's deck, or at
        the bottom. Its owner alone knows where: a card leaving the known bottom shortens
        it; one put under it hides the known bottom from the other seat (the owner keeps
        it, as cards it has seen)."""
        seat, cards, _ = self.ordering[0]
        cards.remove(card)
        deck = self.deck[seat]
        at = deck.index(card)
        del deck[at]
        known = self.deck_known[seat]
        if at < known:
            self.deck_known[seat] = known = known - 1
        if bottom:
            self.deck_seen[seat] = self.deck_seen[seat] | frozenset(deck[:known])
            self.deck_known[seat] = 0
            deck.insert(0, card)
        else:
            deck.append(card)
        self.deck_seen[seat] = self.deck_seen[seat] | {card}
        if self._log is not None:
            self._emit(seat, "battle", f"{self._names[seat]} puts a card "
                       + ("at the bottom of" if bottom else "on top of") + " the deck")
        if not cards:
            self.ordering.pop(0)
        self._resume()

    def _bury_next(self, card: int) -> None:
        cards = self.burying[0][1]
        cards.remove(card)
        self._to_graveyard(card)
        if not cards:
            self.burying.pop(0)
        self._resume()

    def _to_graveyard(self, c: int) -> None:
        """Seed 205.2: face up in the owner's graveyard, losing counters, markers and
        acquired properties except those ``graveyard_keeps`` names."""
        if self.zone[c] == Z_DYING:
            self.dying.remove(c)
        elif self.zone[c] in (Z_BOARD, Z_EXTRA):
            self._leave_field(c)
        owner = self.owners[c]
        self.zone[c] = Z_GRAVE
        self.grave[owner].append(c)
        self._reset(c)
        markers = self.markers[c]
        if markers is not None:
            keeps = self.rules.graveyard_keeps
            self._leave_marks(c, {k: v for k, v in markers.items()
                                  if k.partition(":")[0] in keeps})
        self.moved[c] = 0  # how it moved is not kept in the graveyard (205.2)
        if self._log is not None:
            self._emit(owner, "info", f"{self.label(c)} goes to {self._names[owner]}'s "
                       f"graveyard ({len(self.grave[owner])} there)")

    def _leave_marks(self, c: int, kept: dict[str, int]) -> None:
        """The markers of ``c`` leaving play: ``kept`` and its cell marks with a printed
        end (outlasting_marks: a bonfire burns on to the end of its turn, VS-175)."""
        kept.update(outlasting_marks(self, c))
        self.markers[c] = kept if kept else None

    def _reset(self, c: int) -> None:
        kind = self.kinds[c]
        cards = self.cards
        self.ctrl[c] = self.owners[c]
        self.cell[c] = self.host[c] = self.guest[c] = -1
        self.field_changed()
        self.face_down[c] = self.closed[c] = False
        self.wounds[c] = self.moves[c] = self.armour_left[c] = 0
        self.control_turn[c] = 0
        self.defended[c] = self.flyer_ready[c] = -1
        self.elem[c] = cards.elements[kind]
        self.ctype[c] = cards.types[kind]
        self.lives_max[c] = cards.lives[kind]
        self.move_max[c] = self._base_movement(kind)
        self.strike[c] = cards.strikes[kind]
        self.eff[c] = cards.effects[kind]
        self.eff_bits[c] = cards.effect_bits[kind]
        self.strike_mod[c] = self.dice_mod[c] = 0

    def _check_win(self) -> None:
        """Research §2.5: a player whose creatures are all destroyed loses."""
        if self._outcome is not None or (self.phase in (RECRUIT, PLACE) and not self.resume):
            return
        alive = [False, False]
        ctype = self.ctype
        ctrl = self.ctrl
        for c in self.on_field():
            if ctype[c] == CREATURE:
                alive[ctrl[c]] = True
                if alive[0] and alive[1]:
                    break
        names = self._names
        if self.turn == 0:  # before the battle: a squad without creatures
            if alive[0] and alive[1]:
                return
            if not alive[0] and not alive[1]:
                self._finish(None, "no_creatures", "neither squad has a creature")
            else:
                winner = 0 if alive[0] else 1
                self._finish(winner, "no_creatures", f"{names[1 - winner]}'s squad has no "
                             "creature")
            return
        if not alive[0] and not alive[1]:
            self._finish(None, "mutual_annihilation", "both sides lost their last creatures "
                         "at once")
        elif not alive[0] or not alive[1]:
            winner = 0 if alive[0] else 1
            self._finish(winner, "annihilation", f"every creature of {names[1 - winner]} "
                         "was destroyed")

    # --- effects on cards (the data model of seeds 106.2, 108, 110, 208, 209, 107.5) ----

    def gain_element(self, card: int, element: str) -> bool:
        """106.2.1/106.2.4: add an element; False if the card has it already."""
        bit = ELEMENT_BIT[element]
        if self.elem[card] & bit:
            return False
        self.elem[card] |= bit
        return True

    def become_element(self, card: int, element: str) -> None:
        """106.2.1, 108.1: the card becomes a card of ``element`` (losing the others)."""
        self.elem[card] = ELEMENT_BIT[element]

    def lose_element(self, card: int, element: str) -> None:
        """106.2.1: remove an element; losing the last one makes the card neutral."""
        self.elem[card] &= ~ELEMENT_BIT[element]

    def change_type(self, card: int, new_type: str) -> None:
        """108.2: the card becomes ``new_type`` (creature, artifact, terrain, equipment);
        its base properties follow the type. A host that stops being a creature loses its
        symbiote (209.2)."""
        code = TYPE_IDS[new_type]
        was = self.ctype[card]
        self._set_type(card, code)
        if was == CREATURE and code != CREATURE and self.zone[card] == Z_BOARD:
            g = self.guest[card]
            if g >= 0:
                self.kill([g])
        self._after_effect()

    def _set_type(self, card: int, code: int) -> None:
        """The card's type becomes ``code`` with the base properties that follow it
        (change_type's, without settling the game: NT-046's stone sleep sets it inside
        kill)."""
        kind = self.kinds[card]
        cards = self.cards
        self.ctype[card] = code
        if code == CREATURE:
            self.lives_max[card] = cards.lives[kind] or max(1, self.lives_max[card])
            self.move_max[card] = max(0, self._base_movement(kind))
            self.strike[card] = cards.strikes[kind] or (0, 0, 0)
        else:
            self.move_max[card] = -1
            self.strike[card] = None
            if code != ARTIFACT:
                self.lives_max[card] = 0
                self.wounds[card] = 0
            elif not self.lives_max[card]:
                self.lives_max[card] = cards.lives[kind] or 1

    def restore_type(self, card: int) -> None:
        """108.2: the card loses its type without a new one: its initial type comes back
        with its printed numbers."""
        kind = self.kinds[card]
        cards = self.cards
        self.ctype[card] = cards.types[kind]
        self.lives_max[card] = cards.lives[kind]
        self.move_max[card] = self._base_movement(kind)
        self.strike[card] = cards.strikes[kind]
        self._after_effect()

    def grant(self, card: int, token: str, *, settle: bool = True) -> None:
        """110.3: the card gains an ability (``armour-2``). Abilities of one name do not
        stack: a number it has already is kept if larger (research §2.4, the basic rules:
        only the largest applies; armour 1 given to armour 3 leaves armour 3).
        ``settle=False``: inside an ability being resolved (the engine settles after)."""
        keyword_id, effect, value = parse_ability(token, self.rules.vocabulary)
        assert effect is not None
        key = ATTACK_KEY + keyword_id if effect == ATTACK else effect
        had = self.ability(card, key)
        if had > value and effect not in (PROTECTION, FLY):
            return  # the larger one it has already applies
        if effect == FLY:
            if settle:
                self.gain_flying(card)
            else:
                flew = self.is_flyer(card)
                self.set_effects(card, {**self.eff[card], FLY: 1})
                if self.zone[card] == Z_BOARD and not self.face_down[card]:
                    g = self.guest[card]
                    if g >= 0:
                        self.kill([g])
                    self._leave_field(card)
                    self.zone[card] = Z_EXTRA
                    self.extra[self.ctrl[card]].append(card)
                    self.field_changed()
                if not flew and self.trig_high & H_ALLY_FLIES:  # it gains flying now
                    side_event(self, T_ALLY_FLIES, card)
            return
        found = dict(self.eff[card])
        add_effect(found, self.rules.vocabulary.keywords[keyword_id], value)
        self.set_effects(card, found)
        if effect == ABSORB:
            self.armour_left[card] = value

    def remove_ability(self, card: int, keyword: str) -> None:
        """110.3: an effect removing an ability removes every instance of it."""
        found = self.rules.vocabulary.get(keyword)
        if found is None or found.effect is None:
            raise ValueError(f"unknown ability keyword {keyword!r}")
        if found.effect == FLY:
            raise ValueError("use lose_flying(card, cell): the player chooses a cell (208)")
        gone = {found.effect}
        if found.effect == "protection":
            gone = {IMMUNE + b for b in found.blocks}
        elif found.effect == ATTACK:
            gone = {ATTACK_KEY + found.id}
        rest = {k: v for k, v in self.eff[card].items() if k not in gone}
        if ATTACK in rest and not any(k.startswith(ATTACK_KEY) for k in rest):
            del rest[ATTACK]
        self.set_effects(card, rest if rest else NO_EFFECTS)

    def set_effects(self, card: int, effects: dict[str, int]) -> None:
        """``card``'s effects become ``effects`` (a new dict: they are never changed in
        place), with the bits the listings ask of them (Kernel.eff_bits): every write of
        eff goes through here, so the two never disagree (cross_check asserts it)."""
        self.eff[card] = effects
        self.eff_bits[card] = effect_bits(effects)

    def gain_flying(self, card: int) -> None:
        """The card becomes a flyer: it leaves the battlefield for the additional zone and
        its symbiote dies (209.4); a symbiote gaining flight leaves its host."""
        flew = self.is_flyer(card)
        if not flew:
            self.set_effects(card, {**self.eff[card], FLY: 1})
        if self.zone[card] == Z_BOARD and not self.face_down[card]:
            g = self.guest[card]
            if g >= 0:  # its host leaves the battlefield: the symbiote dies (209.4)
                self.kill([g])
            self._leave_field(card)
            self.zone[card] = Z_EXTRA
            self.extra[self.ctrl[card]].append(card)
            self.field_changed()
        if not flew and self.trig_high & H_ALLY_FLIES:  # it gains flying now
            side_event(self, T_ALLY_FLIES, card)
        self._after_effect()

    def lose_flying(self, card: int, cell: int) -> bool:
        """Seed 208: the controller puts the flyer on the free ``cell``; False (and no
        change) if that cell is taken, or no cell is free (then it cannot lose flight)."""
        if not self.is_flyer(card):
            return False
        if self.zone[card] == Z_EXTRA:
            if not 0 <= cell < CELLS or self.cells[cell] >= 0:
                return False
            self.extra[self.ctrl[card]].remove(card)
            self.field_changed()
            self.zone[card] = Z_BOARD
            self.cells[cell] = card
            self.field_changed()
            self.cell[card] = cell
        self.set_effects(card, {k: v for k, v in self.eff[card].items() if k != FLY})
        return True

    def take_control(self, card: int, seat: int) -> None:
        """The card comes under ``seat``'s control now: first-turn weakness (107.5)."""
        if self.zone[card] == Z_EXTRA:
            self.extra[self.ctrl[card]].remove(card)
            self.extra[seat].append(card)
            self.field_changed()
        self.ctrl[card] = seat
        self.field_changed()
        self.control_turn[card] = self.turn
        self._after_effect()

    def add_marker(self, card: int, name: str, count: int = 1) -> None:
        """Put ``count`` counters or markers ``name`` (``kind`` or ``kind:label``, kinds of
        :data:`MARKER_KINDS`) on the card."""
        kind = name.partition(":")[0]
        if kind not in MARKER_KINDS:
            raise ValueError(f"unknown marker kind {kind!r} (kinds: {', '.join(MARKER_KINDS)})")
        current = dict(self.markers[card] or {})
        current[name] = current.get(name, 0) + count
        self.markers[card] = current
        # (any name: the derived flags are found anew, as the abilities' writers set them)
        self.timed_marks |= timed_marks_of(self.markers)
        if chained_this_turn(self):
            self.chain_turn = self.turn

    def destroy(self, card: int) -> None:
        """The card is destroyed (goes to the graveyard as a death would)."""
        self.kill([card])
        self._after_effect()

    def _after_effect(self) -> None:
        """After a direct change to the position: deaths, the winner, the legal actions."""
        self.kill([c for c in self.on_field() if self.is_dead(c)])
        if self.phase in (MAIN, HOST, BURY):
            self._check_win()
            self._resume()
        self._settle()

    # --- positions changed from outside, and checks used by tests ------------------------

    def go_on(self) -> None:
        """Go on after the position was changed from outside the game's own steps (a test
        or a position editor killed a card or fired a trigger through the kernel): open the
        windows that change left pending, in order, then go on with the game."""
        self._resume()

    def settle(self) -> None:
        """List the legal actions again after the position was changed from outside (a
        field set, a window resumed), taking each forced action as the game does."""
        self._settle()

    def zones(self) -> dict[str, list[int]]:
        """Every zone's cards, by name (the board as one list, cell order)."""
        return {
            "deck_0": self.deck[0], "deck_1": self.deck[1],
            "deal_0": self.deal[0], "deal_1": self.deal[1],
            "squad_0": self.squad[0], "squad_1": self.squad[1],
            "board": [c for c in self.on_field() if self.zone[c] == Z_BOARD],
            "additional_0": self.extra[0], "additional_1": self.extra[1],
            "graveyard_0": self.grave[0], "graveyard_1": self.grave[1],
            "dying": self.dying, "exile_0": self.exile[0], "exile_1": self.exile[1],
        }

    def check_invariants(self) -> None:
        """Raise AssertionError if the position breaks a rule of the game."""
        n = len(self.kinds)
        seen = [0] * n
        for cards in self.zones().values():
            for c in cards:
                seen[c] += 1
        lost = [i for i, k in enumerate(seen) if k != 1]
        if lost:
            raise AssertionError(f"cards not in exactly one zone: {lost}")
        expected = {"deck": Z_DECK, "deal": Z_DEAL, "squad": Z_SQUAD, "board": Z_BOARD,
                    "additional": Z_EXTRA, "graveyard": Z_GRAVE, "dying": Z_DYING,
                    "exile": Z_EXILE}
        for name, cards in self.zones().items():
            zone = expected[name.rsplit("_", 1)[0]]
            for c in cards:
                if self.zone[c] != zone:
                    raise AssertionError(f"card {c} is in {name} but marked {self.zone[c]}")
        for seat in (0, 1):
            for name in ("deck", "deal", "squad", "grave", "exile"):
                for c in getattr(self, name)[seat]:
                    if self.owners[c] != seat:
                        raise AssertionError(f"card {c} in the other player's {name}")
            for c in self.extra[seat]:
                if self.ctrl[c] != seat:
                    raise AssertionError(f"card {c} in the other player's additional zone")
        per_cell: dict[int, list[int]] = {}
        for c in range(n):
            if self.zone[c] == Z_BOARD:
                per_cell.setdefault(self.cell[c], []).append(c)
        for x, here in per_cell.items():
            if not 0 <= x < CELLS:
                raise AssertionError(f"card {here} on the board without a cell")
            main = self.cells[x]
            if main not in here:
                raise AssertionError(f"cell {label(x)} does not hold {here}")
            if len(here) > 2:
                raise AssertionError(f"{len(here)} cards on {label(x)}")
            if len(here) == 2:
                g = next(c for c in here if c != main)
                if self.host[g] != main or self.guest[main] != g:
                    raise AssertionError(f"two cards on {label(x)} that are not host and "
                                         "symbiote")
                if self.is_flyer(main):
                    raise AssertionError(f"a symbiote on the flyer {self.label(main)}")
        for x in range(CELLS):
            m = self.cells[x]
            if m >= 0 and (self.zone[m] != Z_BOARD or self.cell[m] != x):
                raise AssertionError(f"cell {label(x)} names card {m} that is not there")
        for c in self.on_field():
            if self.ctype[c] in (CREATURE, ARTIFACT) and self.lives_left(c) <= 0 \
                    and not (self.spreading and self._held(c)) \
                    and not (self.choosing and self._finishing(c)):  # wounds to spread,
                # or the next clause of its own ability to come first
                raise AssertionError(f"{self.label(c)} has {self.lives_left(c)} lives in play")
            if self.wounds[c] < 0:
                raise AssertionError(f"{self.label(c)} has negative wounds")
            if self.zone[c] == Z_BOARD and self.is_flyer(c) and not self.face_down[c]:
                raise AssertionError(f"the revealed flyer {self.label(c)} is on the board")
            if self.zone[c] == Z_EXTRA and not self.is_flyer(c) \
                    and self.ctype[c] not in (TERRAIN, EQUIPMENT):
                raise AssertionError(f"{self.label(c)} is in the air but does not fly")
        for seat in (0, 1):
            for c in self.grave[seat]:
                if self.wounds[c] or self.closed[c] or self.face_down[c]:
                    raise AssertionError(f"{self.label(c)} keeps its state in the graveyard")
        if self.phase not in (RECRUIT, PLACE) and self._outcome is None:
            for seat in (0, 1):
                if not self.creatures(seat):
                    raise AssertionError(f"seat {seat} has no creature but the game goes on")


__all__ = [
    "PHASE_NAMES", "ZONE_NAMES", "Z_BOARD", "Z_DEAL", "Z_DECK", "Z_DYING", "Z_EXILE", "Z_EXTRA",
    "Z_GRAVE", "Z_SQUAD", "Roll", "State", "Strike", "Struck",
]
