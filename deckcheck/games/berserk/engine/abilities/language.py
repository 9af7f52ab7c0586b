"""The ability language: :class:`Ability`, :class:`Effect`, :class:`Target`,
:class:`Condition`, :class:`Destination`, :class:`Operation` and :class:`AbilityError`,
the reading of their records, and the questions about the board a condition or a
target asks. Compiling a record into an ability (which needs every operation) is
:mod:`~deckcheck.games.berserk.engine.abilities.compiler`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.moves import (
    ALONG_WORDS,
    MOVED_TURN,
    cells_moved,
    on_trail,
)
from deckcheck.games.berserk.engine.abilities.tokens import (
    ACTED,
    ATTACK_AT,
    ATTACKED_WITH,
    CARRIED,
    CELL_MARK,
    DEATHS_SEEN,
    DICE_KEPT,
    GAP_CELL,
    HURT,
    INCARNATION,
    LAST_TARGET,
    PAID_MORE,
    POISON,
    RANGED_HITS,
    ROLLED,
    SLAIN_BY,
    VICTIM,
    mark_runs,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    DEFAULT_WINDOWS,
    H_OWN_SAFE,
    NO_CHOICE,
    T_AIMS,
    T_ATTACK,
    T_DEFENCE,
    T_IGNORES,
    T_INCARNATION,
    T_INSTANT,
    T_PASSIVE,
    T_RANGE_AURA,
    T_STAMINA,
    T_STATIC,
    TRIGGER_WORDS,
    WINDOWS,
)
from deckcheck.games.berserk.engine.board import (
    DISTANCE,
    NEIGHBOURS4,
    NEIGHBOURS8,
    WIDTH,
    player_row,
)
from deckcheck.games.berserk.engine.cards import (
    ARTIFACT,
    CREATURE,
    DASH,
    EFF_IMMUNE_FLYER,
    ELEMENT_BIT,
    ELEMENTS,
    PARASITE,
    RANGED,
    STAMINA,
    SUBTYPE_IDS,
    TERRAIN,
    TYPE_IDS,
    TYPE_NAMES,
    Z_BOARD,
    Z_EXTRA,
    Z_GRAVE,
)
from deckcheck.games.berserk.engine.kernel import Kernel
from deckcheck.games.berserk.engine.strikes import MEDIUM, STRONG, TIER_NAMES, WEAK

#: Effects that change a simple strike rather than act after it (the modifiers).
MODIFIERS: Final = frozenset({"strike", "dice", "direct", "unanswerable"})
#: The X sources known only once a simple strike hit: a modifier with one of them acts
#: after the strike instead (for the rest of the turn).
AFTER_HIT: Final = frozenset({"hit", "dealt"})
#: Effects the engine asks about while they hold (static and formation abilities only).
PASSIVE: Final = frozenset({"reduce", "armour", "stay_open", "second_strike", "return_instead",
                     "weak_hits", "fights_closed", "host_move", "host_reduce", "aura",
                     "weak_aura", "max_counters", "own_counters", "counters_by_ability",
                     "roll_twice", "first_die_six", "foresee",
                     "max_wounds", "incarnation", "diagonal_move", "leap_range",
                     "hold_near", "bar_half", "leap_near", "dodge", "best_of_two",
                     "strike_chain", "poison_heals", "ignore", "guard", "far_parasites",
                     "no_attack", "no_defence", "harden", "own_safe", "stamina",
                     "valhalla_twice", "ally_strike", "ally_dice", "ally_range",
                     "must_strike_closed", "strikes_flyers", "strike_reach", "keyword",
                     "lure", "deflectable", "unreduced", "wraparound", "heal_block",
                     "heal_double", "strike_front_only", "draw", "host_loses",
                     "host_no_counters", "host_range", "block", "trample", "grip_host",
                     "host_only_wounds", "unguardable", "rise_instead",
                     "artifact_instead", "lend_enemies"})
#: Effects whose words name their target «it»: an ability of one says its target first.
TARGET_FIRST: Final = frozenset({"stand_in", "unmark", "drift", "fill_gap"})
#: The passive restrictions on how enemy creatures move (restrict_moves).
RESTRICTIONS: Final = frozenset({"hold_near", "bar_half", "leap_near"})
#: Passive effects on the cards beside the ability's card (their target names them).
AURAS: Final = frozenset({"aura", "weak_aura", "leap_range", "ally_strike", "ally_dice",
                          "ally_range"})
#: Effects that move their target to a cell its controller's player chooses (a CHOOSE
#: window of cells, state.placing); the ability's later effects wait for the choice.
#: ``land`` moves the ability's own card instead: a flyer lands next to its target;
#: The effects that show cards to both players (a prophecy; cards milled from a deck):
#: they act first in their ability, so that its other effects may ask what they showed.
REVEALING: Final = frozenset({"prophecy", "mill"})
#: ``mark_cell`` and ``mark_line`` mark the cell chosen (nothing moves).
PLACING: Final = frozenset({"move_to", "swap", "land", "mark_cell", "mark_line",
                            "move_mark"})
#: Effects that act on the simple strike being resolved (instant abilities in the
#: declared and rolled windows).
STRIKE_TIME: Final = frozenset({"tier", "cap", "die", "reroll", "redirect", "lessen", "weaken",
                                "stalemate", "fight_result"})
#: The tiers of a hit, by name (``on_hit``), as strikes.py numbers them.
HIT_TIERS: Final = {"weak": WEAK, "medium": MEDIUM, "strong": STRONG}
#: ``on_hit: any``: a hit of any tier ("при ударе", on a hit), never a miss. The hit is the
#: strike table's result (research §2.6), decided before armour: a strike whose wounds
#: armour absorbs still hit (deckcheck's reading: the rules texts name the strike's result,
#: and the wounds come after it).
ANY_HIT: Final = frozenset(HIT_TIERS.values())
#: What each kind of damage is, for ``reduce``'s ``against``: the engine's kinds
#: (``strike`` a simple strike, ``counter`` a counter-strike, the attack keywords, a
#: ``special`` strike, a ``spell``, an ``impact``, ``ability`` for an unlabelled one,
#: ``poison`` the wounds of poison at its controller's turn start) and
#: the printed groups. deckcheck's reading: the ranged attacks (дальние атаки) are shots,
#: throws and discharges; a counter-strike is a simple strike.
ATTACK_KINDS: Final = frozenset({"strike", "counter", "shot", "throw", "discharge", "magic_strike",
                          "strike_through_row", "finishing", "special"})
KIND_GROUPS: Final[dict[str, frozenset[str]]] = {
    "strike": frozenset({"strike", "counter"}),
    "ranged": frozenset({"shot", "throw", "discharge"}),
    # deckcheck's reading of ближний удар (no rules text defines it): a strike at a card
    # next to the striker (strikes.MELEE_STRIKES and the simple strike).
    "melee": frozenset({"strike", "counter", "special", "magic_strike", "finishing"}),
    "nonmagic": frozenset({"strike", "counter", "shot", "throw", "strike_through_row",
                           "finishing", "special"}),
    "attacks": ATTACK_KINDS,
    # an attack at the card: not a counter-strike, which answers its own attack (NT-025)
    "attacks_at": ATTACK_KINDS - {"counter"},
    **{k: frozenset({k}) for k in ATTACK_KINDS | {"spell", "impact", "ability", "poison"}
       if k != "strike"},
}
#: How a card's description names an attack kind whose id is not its name.
ATTACK_NOUNS: Final = {"strike": "simple strike", "counter": "counter-strike",
                       "special": "special strike"}
#: The attack kinds in a fixed order (the ATTACKED_WITH marker numbers them).
KIND_ORDER: Final = tuple(sorted(ATTACK_KINDS))
#: The damage kind of an ability by its label (other labels: "ability").
#: The attack kinds by number (a marker holds the kind of the attack being answered).
ATTACK_CODES: Final = {k: i + 1 for i, k in enumerate(sorted(ATTACK_KINDS))}
#: The labels of ranged attacks: a range on their target is a printed дальность.
RANGED_ATTACKS: Final = frozenset({"shot", "throw", "discharge"})
#: The ranged attacks never made at a card next to the attacker: an ability labelled so
#: aims at least FAR cells away unless its target prints otherwise (its own
#: ``min_range``), as the keywords do (abilities.yaml: shot ``min_distance: 2``, throw
#: ``reach: far``; the card facts glossary: a shot goes at «a target that is not
#: adjacent»; VS-078 prints leave to shoot at the cards next to it, an exception to that
#: rule). A discharge reaches any card.
FAR_ATTACKS: Final = frozenset({"shot", "throw"})
#: Not next to it: the least distance of a FAR_ATTACKS ability (diagonals count one).
FAR: Final = 2
LABEL_KINDS: Final = {"spell": "spell", "special_strike": "special", "impact": "impact",
               **{k: k for k in ("shot", "throw", "discharge", "magic_strike",
                                 "strike_through_row", "finishing")}}
MAGIC_KINDS: Final = frozenset({"spell", "discharge", "magic_strike"})
#: The labels of abilities that are attacks (a no_attack mark bars them).
ATTACK_LABELS: Final = frozenset(label for label, kind in LABEL_KINDS.items()
                                 if kind in ATTACK_KINDS)
#: The operations stamina stops when an effect that is not an attack brings them.
STAMINA_STOPS: Final = frozenset({"wound", "destroy", "trample"})
SIDES: Final = ("self", "enemy", "ally", "any", "other", "host", "guest")


class AbilityError(ValueError):
    """An ability record the engine cannot compile."""


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
    #: Class names (game.yaml's ids, as the catalogue's cards print them) of which it has one
    #: (classes_of: a class an ability gave it too).
    classes: frozenset[str] = frozenset()
    #: Whether it must have some class (True) or none (False); None: either.
    classed: bool | None = None
    #: Rows as its controller counts them (1 = front), empty: any.
    rows: frozenset[int] = frozenset()
    #: Rows as its controller counts them in which it may not stand (a flyer, or a card
    #: in the other half, stands in none of them), empty: any.
    not_rows: frozenset[int] = frozenset()
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
    #: What of the enemy's may not stand next to it: "creatures" (``alone: true``), or
    #: "cards", any card of the enemy's on a cell next to it, artifacts and face-down
    #: cards too (``alone: cards``, NT-167's printed «no enemy cards»); "" not asked.
    alone: str = ""
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
    #: ``has`` with ``none``: that side has no such card in play.
    has_none: bool = False
    #: How many such cards that side must have in play (``has`` ``min``).
    has_min: int = 1
    #: ``has`` with ``hidden``: its own side's face-down cards count too (their player
    #: knows them: the second player's hidden row at the battle's start).
    has_hidden: bool = False
    #: Whether a creature of its side must (True) or must not (False) stand right or left
    #: of it (its row, a next column); None: either.
    flanked: bool | None = None
    #: Its side must have in play at least (``ranges_min``) / at most (``ranges_max``)
    #: this many cards with a shot, throw or discharge of different printed ranges
    #: (:func:`ranged_variety`); 0 / None: not asked.
    ranges_min: int = 0
    ranges_max: int | None = None
    #: Whether it must (True) or must not (False) host a parasite; None: either.
    hosts_parasite: bool | None = None
    #: Whether it must (True) or must not (False) stand on a host (be a symbiote's or
    #: parasite's guest now); None: either.
    hosted: bool | None = None
    #: Its lives left at most this (None: any).
    lives_at_most: int | None = None
    #: The dice its ability kept (``keep_dice``) add up to at most this, with one kept at
    #: least (None: not asked).
    dice_kept_max: int | None = None
    #: At least this many movement points left this turn (0: not asked).
    moves_min: int = 0
    #: Catalogue ids of which it must be a copy of one (a card of that name; empty: any).
    named: frozenset[str] = frozenset()
    #: A mark (``mark`` effect) it must not carry this turn, "" for none.
    not_marked: str = ""
    #: Whether it must be the card the enemy's attack just made was declared at (an
    #: enemy_attacks ability's own card, a defender taking it in its place or not:
    #: tokens.ATTACK_AT).
    attacked: bool = False
    #: Whether another card of its name must be in play (on either side).
    namesake: bool = False
    #: At least this many creatures (symbiotes aside) it saw destroyed this turn, the one
    #: of its creature_destroyed event included (0: not asked).
    deaths_min: int = 0
    #: Whether its printed cost must be the cost of the card the last prophecy revealed
    #: (the first one shown; nothing revealed: no card fits).
    cost_revealed: bool = False
    #: What must stand on it as its guest: "symbiote" (any: a companion or a parasite, seed
    #: 209.1: a parasite is a symbiote, NT-077) or "parasite"; "" not asked.
    hosting: str = ""
    #: Whether it must be the card whose move (a step or a jump) just resolved (the
    #: resolved window right after that move: ``state.mover``).
    just_moved: bool = False
    #: Whether its wounds must (True) or must not (False) have reached its lives (it is
    #: being destroyed); None: either.
    dying: bool | None = None
    #: Whose attack's wounds killed it (``slain_by``): "enemy_attack" (its wounds reached
    #: its lives, and the last of them came from an attack of a card of the other side:
    #: tokens.SLAIN_BY); "": not asked.
    slain_by: str = ""
    #: Whether it must (True) or must not (False) have a shot for its tap (the shot
    #: keyword, or a tap or instant ability labelled shot, a lent one too: NT-096);
    #: None: either.
    tap_shot: bool | None = None
    #: The X its event carried (x carried) is at least this (0: not asked).
    carried_min: int = 0
    #: ... at most this (None: not asked).
    carried_max: int | None = None
    #: Whether it must (True) or must not (False) be its controller's turn; None: either.
    my_turn: bool | None = None
    #: The last attack it took (an ally_attacks event) was of one of these kinds (empty:
    #: not asked); ``attacked_by``: made by a card of this type (None: any).
    attacked_with: frozenset[str] = frozenset()
    attacked_by: int | None = None
    #: some (False) of the enemy's cards; None: not asked.
    enemy_front_empty: bool | None = None
    #: The creatures next to it (one cell, diagonals too, either side, face up) must have
    #: at least this many different classes between them (0: not asked).
    near_classes: int = 0
    #: Faces of which the die its ``roll`` effect threw this turn must show one (empty:
    #: not asked).
    rolled: frozenset[int] = frozenset()
    #: It must have at least this many counters (0: not asked).
    counters_min: int = 0
    #: Its lives above its printed lives (X ``boost``) must be at least this (0: not asked).
    boost_min: int = 0
    #: Whether a free cell it marked so (``mark_cell``: the name) must (True) or must not
    #: (False) be there; ("", None): not asked.
    marked_free: tuple[str, bool | None] = ("", None)
    #: Its lives left must be more than this (None: not asked).
    lives_above: int | None = None
    #: Its lives left must be fewer than this (None: not asked).
    lives_below: int | None = None
    #: It must have taken wounds from at least this many shots and throws this turn (0:
    #: not asked).
    ranged_hits: int = 0
    #: Its movement now at least this (None: any; a flyer has none).
    move_min: int | None = None
    #: Its counters at least / at most this many (None: any).
    counters_max: int | None = None
    #: The enemy card its side's attack just destroyed (an ally_destroys ability's event)
    #: must fit this (None: not asked).
    victim: Condition | None = None
    #: Catalogue ids of which it must not be a copy (a card of that name; empty: any).
    not_named: frozenset[str] = frozenset()
    #: It may act now (True): not in the turn it came under its player's control, unless
    #: it has dash (seed 107.5), as a tap or instant ability asks (None: not asked).
    may_act: bool | None = None
    #: It has at least this many incarnation tokens (a creature in its graveyard; 0: not
    #: asked).
    incarnation_min: int = 0
    #: What the host it stands on (as a symbiote or parasite) must be (``host_is``);
    #: None: not asked (on no host, the condition fails).
    host_is: Condition | None = None
    #: Whether it must (True) or must not (False) have acted this turn (declared a move,
    #: a jump, an attack or an ability: tokens.ACTED); None: either.
    acted: bool | None = None
    #: Whether its player must (True) or must not (False) have paid more for it when
    #: recruiting it (squads.clauses pay_more_up_to, VS-190); None: either.
    paid_more: bool | None = None

    #: What :meth:`holds` asks of this condition (_ASKS_*, the two low bits) and the
    #: groups of its tests it skips (_SKIP_*), found at its first call (-1: not yet); not
    #: a field of the condition's data.
    asks: int = field(default=-1, init=False, compare=False, repr=False)

    def holds(self, state: Kernel, card: int) -> bool:
        asks = self.asks
        if asks < 0:
            changed = _changed(self)
            asks = _asks(self, changed) | _skips(self, changed) << 2
            object.__setattr__(self, "asks", asks)  # (frozen: a cache, not a change)
        mode = asks & 3
        if mode == _ASKS_NOTHING:
            return True
        if mode == _ASKS_STRIKE:
            return self._in_strike(state, card)
        # The common tests in groups (_GROUPS), each skipped whole when the condition
        # sets none of its fields: most set one or two of the thirty.
        if not asks & _SKIP_MOVED:
            if self.just_moved and state.mover != card:
                return False
            if self.hosting:
                g = state.guest[card] if state.zone[card] == Z_BOARD else -1
                if g < 0 or (self.hosting == "parasite"
                             and state.cards.subtypes[state.kinds[g]] != PARASITE):
                    return False
        if not asks & _SKIP_KIND:
            elem = state.elem[card]
            if self.elements and not elem & self.elements:
                return False
            if elem & self.not_elements:
                return False
            if self.subtypes and state.cards.subtypes[state.kinds[card]] not in self.subtypes:
                return False
            if self.flyer is not None and state.is_flyer(card) != self.flyer:
                return False
            if self.classes \
                    and not shares_any(self.classes, state.cards.classes[state.kinds[card]]) \
                    and not (state.classes_joined and state.markers[card] is not None
                             and joined_any(state, card, self.classes)):
                return False
            if self.classed is not None and bool(classes_of(state, card)) != self.classed:
                return False
        if not asks & _SKIP_PLACE:
            if self.rows and player_row(state.ctrl[card], state.cell[card]) not in self.rows:
                return False
            if self.not_rows \
                    and player_row(state.ctrl[card], state.cell[card]) in self.not_rows:
                return False
            if self.wounded is not None and bool(state.wounds[card]) != self.wounded:
                return False
            if self.open is not None and state.closed[card] == self.open:
                return False
            if self.formation is not None and in_formation(state, card) != self.formation:
                return False
        if not asks & _SKIP_KEYWORDS:
            if self.keywords and not any(carries(state, card, k) for k in self.keywords):
                return False
            if self.not_keywords and any(carries(state, card, k) for k in self.not_keywords):
                return False
        if not asks & _SKIP_PRINTED:
            kind = state.kinds[card]
            if self.cost_max is not None and state.cards.costs[kind] > self.cost_max:
                return False
            if self.cost_min is not None and state.cards.costs[kind] < self.cost_min:
                return False
            if self.unique is not None and state.cards.unique[kind] != self.unique:
                return False
            if self.seat and (state.ctrl[card] == state.first) != (self.seat == "first"):
                return False
            if self.elite is not None and state.cards.elite[kind] != self.elite:
                return False
            if self.boosted is not None and (
                    state.lives_left(card) > state.cards.lives[kind]) != self.boosted:
                return False
            if self.types and state.ctype[card] not in self.types:
                return False
            if self.lives_at_most is not None and state.lives_left(card) > self.lives_at_most:
                return False
            if self.named and state.cards.ids[kind] not in self.named:
                return False
            if self.not_named and state.cards.ids[kind] in self.not_named:
                return False
            if self.lives_above is not None and state.lives_left(card) <= self.lives_above:
                return False
            if self.lives_below is not None and state.lives_left(card) >= self.lives_below:
                return False
        # (last of these: it asks the side's other cards)
        if not asks & _SKIP_SIDE and self.has_side \
                and side_has(state, card, self.has_side, self.has_if or ANY, self.has_min,
                             self.has_hidden) == self.has_none:
            return False
        if mode == _ASKS_CARD:  # nothing below is asked
            return True
        if self.marked and not mark_runs(state, card, "marker:" + self.marked):
            return False
        if self.not_marked and mark_runs(state, card, "marker:" + self.not_marked):
            return False
        if self.attacked and marker(state, card, ATTACK_AT) - 1 != card:
            return False
        if self.namesake and not namesake_in_play(state, card):
            return False
        if self.deaths_min:
            seen = marker(state, card, DEATHS_SEEN)
            if seen >> 6 != state.turn or seen & 63 < self.deaths_min:
                return False
        if self.cost_revealed and not (
                state.revealed and state.cards.costs[state.kinds[card]]
                == state.cards.costs[state.kinds[state.revealed[0]]]):
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
        if self.ranged_hits and ranged_hits(state, card) < self.ranged_hits:
            return False
        if self.move_min is not None and state.move_max[card] < self.move_min:
            return False
        if self.counters_max is not None and state.counters(card) > self.counters_max:
            return False
        if self.host_is is not None:
            h = state.host[card]
            if h < 0 or not self.host_is.holds(state, h):
                return False
        if self.acted is not None \
                and (marker(state, card, ACTED) == state.turn + 1) != self.acted:
            return False
        if self.paid_more is not None and (marker(state, card, PAID_MORE) > 0) != self.paid_more:
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
        if self.every_row is not None and every_row(state, state.ctrl[card]) != self.every_row:
            return False
        if self.more_elite is not None and (
                elite_in_play(state, state.ctrl[card])
                > elite_in_play(state, 1 - state.ctrl[card])) != self.more_elite:
            return False
        if self.outermost and not outermost(state, card):
            return False
        if self.grave_tokens and not grave_token_held(state, card):
            return False
        if self.alone and (enemy_card_near(state, card) if self.alone == "cards"
                           else count_near(state, card, "enemy", ANY)):
            return False
        if self.enemy_rows and (state.zone[card] != Z_BOARD or player_row(
                1 - state.ctrl[card], state.cell[card]) not in self.enemy_rows):
            return False
        if self.advanced and not advanced(state, state.ctrl[card]):
            return False
        if self.row_mates and row_mates(state, card) < self.row_mates:
            return False
        if self.flanked is not None and bool(creatures_beside(state, card, False)) != self.flanked:
            return False
        if self.hosted is not None and (state.host[card] >= 0) != self.hosted:
            return False
        if self.hosts_parasite is not None:
            guest = state.guest[card]
            hosting = guest >= 0 and state.cards.subtypes[state.kinds[guest]] == PARASITE
            if hosting != self.hosts_parasite:
                return False
        if self.ranges_min or self.ranges_max is not None:
            variety = ranged_variety(state, state.ctrl[card])
            if variety < self.ranges_min or (self.ranges_max is not None
                                             and variety > self.ranges_max):
                return False
        if self.moves_min and state.moves[card] < self.moves_min:
            return False
        if self.dice_kept_max is not None:
            kept = marker(state, card, DICE_KEPT)
            if not kept or kept - 1 > self.dice_kept_max:
                return False
        if self.dying is not None and state.is_dead(card) != self.dying:
            return False
        if self.slain_by and not slain_by_enemy_attack(state, card):
            return False
        if self.tap_shot is not None and has_tap_shot(state, card) != self.tap_shot:
            return False
        if self.incarnation_min and marker(state, card, INCARNATION) < self.incarnation_min:
            return False
        if self.may_act is not None and (
                state.control_turn[card] != state.turn
                or DASH in state.eff[card]) != self.may_act:
            return False
        if self.victim is not None and not (
                marker(state, card, VICTIM) and self.victim.holds(
                    state, marker(state, card, VICTIM) - 1)):
            return False
        if self.carried_min and marker(state, card, CARRIED) < self.carried_min:
            return False
        if self.carried_max is not None and marker(state, card, CARRIED) > self.carried_max:
            return False
        if self.my_turn is not None and (state.active == state.ctrl[card]) != self.my_turn:
            return False
        if (self.attacked_with or self.attacked_by is not None) \
                and not _attacked(state, card, self.attacked_with, self.attacked_by):
            return False
        if self.enemy_front_empty is not None \
                and front_row_empty(state, 1 - state.ctrl[card]) != self.enemy_front_empty:
            return False
        if self.near_classes and len(classes_near(state, card)) < self.near_classes:
            return False
        if self.counters_min and state.counters(card) < self.counters_min:
            return False
        if self.boost_min and state.lives_max[card] - state.cards.lives[state.kinds[card]] \
                < self.boost_min:
            return False
        if self.marked_free[1] is not None and bool(
                own_marked_cells(state, card, self.marked_free[0], free=True)) \
                != self.marked_free[1]:
            return False
        if self.rolled:
            value = marker(state, card, ROLLED)
            if value >> 3 != state.turn or value & 7 not in self.rolled:
                return False
        if self.most_lives:  # among the cards of its side with lives (seed 206.2/206.6:
            left = state.lives_left(card)  # creatures and artifacts; NT-091)
            ctype = state.ctype
            if any(state.lives_left(o) > left for o in state.on_field(state.ctrl[card])
                   if ctype[o] == CREATURE or ctype[o] == ARTIFACT):
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
        if self.classed is not None:
            after.append("with a class" if self.classed else "with no class")
        if self.unique is not None:
            before.append("unique" if self.unique else "non-unique")
        if self.seat:
            after.append(f"of the {self.seat} player")
        if self.most_lives:
            after.append("with the most lives left among its side's cards")
        if self.columns:
            after.append("in column " + "/".join("abcde"[c] for c in sorted(self.columns)))
        if self.marked:
            after.append(f"marked {self.marked}")
        if self.not_marked:
            after.append(f"not marked {self.not_marked}")
        if self.attacked:
            after.append("that was the attack's target")
        if self.cost_revealed:
            after.append("costing what the revealed card costs")
        if self.namesake:
            after.append("whose name another card in play has")
        if self.deaths_min:
            after.append(f"that saw {self.deaths_min} or more creatures destroyed this turn")
        if self.defending:
            before.append("defending")
        if self.attacking:
            before.append("attacking")
        if self.struck:
            before.append("struck")
        if self.beside_struck:
            after.append("next to the struck card")
        if self.just_moved:
            after.append("that just moved")
        if self.hosting:
            after.append(f"with a {self.hosting} on it")
        if self.hurt is not None:
            after.append(("" if self.hurt else "not ") + "wounded by an attack this turn")
        if self.ranged_hits:
            after.append(f"wounded by {self.ranged_hits} or more shots and throws this turn")
        if self.move_min is not None:
            after.append(f"with movement {self.move_min} or more")
        if self.counters_max is not None:
            after.append(f"with {self.counters_max} or fewer counters")
        if self.host_is is not None:
            after.append(f"on a {self.host_is.words()} host")
        if self.acted is not None:
            after.append(("that acted" if self.acted else "that did not act") + " this turn")
        if self.paid_more is not None:
            after.append("its player paid more for it at recruitment" if self.paid_more
                         else "its player paid no more for it at recruitment")
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
            after.append(f"with no enemy {'card' if self.alone == 'cards' else 'creature'} "
                         "next to it")
        if self.enemy_rows:
            after.append("in the enemy's row " + "/".join(map(str, sorted(self.enemy_rows))))
        if self.advanced:
            after.append("with more of its side on the enemy's half than on its own")
        if self.row_mates:
            after.append(f"with at least {self.row_mates} other creatures of its side in its row")
        if self.has_side:
            whose = "its side" if self.has_side == "ally" else "the enemy"
            kind = (self.has_if or ANY).words() or "any"
            many = "no card" if self.has_none else "another card" if self.has_min == 1 \
                else f"{self.has_min} other cards"
            hidden = ", face-down ones too" if self.has_hidden else ""
            after.append(f"{whose} has in play {many} ({kind}{hidden})")
        if self.attacked_with or self.attacked_by is not None:
            kinds = "/".join(sorted(self.attacked_with)).replace("_", " ") or "an attack"
            by = "" if self.attacked_by is None else f" of a {TYPE_NAMES[self.attacked_by]}"
            after.append(f"attacked by {'a ' if self.attacked_with else ''}{kinds}{by}")
        if self.carried_min:
            after.append(f"when its event brings at least {self.carried_min}")
        if self.victim is not None:
            after.append("the card destroyed being a " + self.victim.words("card"))
        if self.not_named:
            after.append("not named as " + "/".join(sorted(self.not_named)))
        if self.may_act is not None:
            after.append("that may act now" if self.may_act else "that may not act yet")
        if self.incarnation_min:
            after.append(f"with {self.incarnation_min} or more incarnation tokens")
        if self.carried_max is not None:
            after.append(f"when its event brings at most {self.carried_max}")
        if self.my_turn is not None:
            after.append("in its side's turn" if self.my_turn else "in the enemy's turn")
        if self.dying is not None:
            after.append("that is being destroyed" if self.dying else "that is not dying")
        if self.flanked is not None:
            after.append(("with" if self.flanked else "with no") + " creature of its side "
                         "right or left of it")
        if self.hosts_parasite is not None:
            after.append("hosting a parasite" if self.hosts_parasite else "hosting no parasite")
        if self.hosted is not None:
            after.append("on a host" if self.hosted else "on no host")
        if self.ranges_min:
            after.append(f"its side has in play {self.ranges_min} or more cards with a shot, "
                         "throw or discharge of different printed ranges")
        if self.ranges_max is not None:
            after.append(f"its side has in play at most {self.ranges_max} cards with a shot, "
                         "throw or discharge of different printed ranges")
        if self.named:
            after.append("named as " + "/".join(sorted(self.named)))
        if self.lives_at_most is not None:
            after.append(f"with {self.lives_at_most} or fewer lives left")
        if self.moves_min:
            after.append(f"with {self.moves_min} or more movement left")
        if self.dice_kept_max is not None:
            after.append(f"whose attacks' dice added up to {self.dice_kept_max} or less")
        if self.enemy_front_empty is not None:
            after.append("while the enemy's front row holds " + (
                "none of the enemy's cards" if self.enemy_front_empty else
                "some of the enemy's cards"))
        if self.counters_min:
            after.append(f"with at least {self.counters_min} counters")
        if self.boost_min:
            after.append(f"with at least {self.boost_min} lives above its printed lives")
        if self.marked_free[1] is not None:
            after.append(("with" if self.marked_free[1] else "with no") + " free cell of its "
                         f"{self.marked_free[0]}")
        if self.lives_above is not None:
            after.append(f"with more than {self.lives_above} lives left")
        if self.lives_below is not None:
            after.append(f"with fewer than {self.lives_below} lives left")
        if self.rolled:
            after.append("that threw a die showing " + "/".join(map(str, sorted(self.rolled))))
        if self.near_classes:
            after.append(f"with creatures of at least {self.near_classes} different classes "
                         "next to it")
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
        if self.not_rows:
            after.append("not in row " + "/".join(str(r) for r in sorted(self.not_rows)))
        if self.formation is not None:
            after.append("in formation" if self.formation else "not in formation")
        if self.tap_shot is not None:
            after.append(("with" if self.tap_shot else "without") + " a shot for its tap")
        if self.slain_by:  # (last: "with valhalla, killed by ...")
            after.append("and killed by an enemy card's attack")
        return before, after


ANY: Final = Condition()

# What Condition.holds asks of a condition, found once per condition: most ask one or
# two things (an instant ability's "the attacking friendly creature" only the strike),
# and the full chain of tests is the hot path of the response windows. A condition
# setting a field not listed here asks everything, so a new field is always tested.
_ASKS_EVERYTHING: Final = 0
_ASKS_NOTHING: Final = 1
_ASKS_STRIKE: Final = 2
_ASKS_CARD: Final = 3
_STRIKE_FIELDS: Final = frozenset({"attacking", "struck", "beside_struck", "die_roll"})
#: The fields Condition.holds tests before it asks whether the condition asks more (the
#: common ones: what the card is, where, its lives, its side's other cards).
_CARD_FIELDS: Final = frozenset({
    "just_moved", "hosting", "elements", "not_elements", "subtypes", "flyer", "classes",
    "classed", "rows", "not_rows", "wounded", "open", "formation", "keywords",
    "not_keywords", "cost_max", "cost_min", "unique", "seat", "elite", "boosted", "types",
    "has_side", "has_if", "has_min", "has_hidden", "has_none", "lives_at_most", "named",
    "not_named", "lives_above", "lives_below"})
#: The groups of _CARD_FIELDS Condition.holds tests together (the bits of ``asks`` above
#: its _ASKS_* mode: set, a group the condition leaves at its defaults is skipped).
_SKIP_MOVED: Final = 1 << 2
_SKIP_KIND: Final = 1 << 3
_SKIP_PLACE: Final = 1 << 4
_SKIP_KEYWORDS: Final = 1 << 5
_SKIP_PRINTED: Final = 1 << 6
_SKIP_SIDE: Final = 1 << 7
_GROUPS: Final[dict[int, frozenset[str]]] = {
    _SKIP_MOVED: frozenset({"just_moved", "hosting"}),
    _SKIP_KIND: frozenset({"elements", "not_elements", "subtypes", "flyer", "classes",
                           "classed"}),
    _SKIP_PLACE: frozenset({"rows", "not_rows", "wounded", "open", "formation"}),
    _SKIP_KEYWORDS: frozenset({"keywords", "not_keywords"}),
    _SKIP_PRINTED: frozenset({"cost_max", "cost_min", "unique", "seat", "elite", "boosted",
                              "types", "lives_at_most", "named", "not_named", "lives_above",
                              "lives_below"}),
    _SKIP_SIDE: frozenset({"has_side", "has_if", "has_min", "has_hidden", "has_none"}),
}


def drawn_to(state: Kernel, seat: int, kind: str, attacker: int = -1) -> list[int]:
    """The face-up cards of ``seat`` in play whose passive ``draw`` of ``kind`` (by
    ``attacker``, when its ``from`` asks what the attacker is) holds now: the other side's
    attacks of that kind may go only at them, at any range (none: the attacks go where
    they may)."""
    found = []
    for c in state.on_field(seat):
        if not state.trig[c] & T_AIMS or state.face_down[c]:
            continue
        for ability in state.abilities_of(c):
            if ability.bit == T_PASSIVE and any(
                    e.op == "draw" and kind in e.against and (
                        e.from_condition is ANY
                        or (attacker >= 0 and e.from_condition.holds(state, attacker)))
                    for e in ability.effects) \
                    and ability.condition.holds(state, c):
                found.append(c)
                break
    return found


def ignores_forced_targets(state: Kernel, card: int, kind: str) -> bool:
    """Whether ``card``'s passive ``ignore: discharge_targets`` (VS-066) frees its attacks
    of ``kind`` from the other side's abilities that force their target (``draw``,
    ``lure``): they go where they would without them."""
    return kind == "discharge" and bool(state.trig[card] & T_IGNORES) and any(
        ability.bit == T_PASSIVE
        and any(e.op == "ignore" and e.token == "discharge_targets" for e in ability.effects)
        and ability.condition.holds(state, card)
        for ability in state.abilities_of(card))


def ranged_hits(state: Kernel, card: int) -> int:
    """How many shots and throws wounded ``card`` this turn (noted in games with T_HURT)."""
    value = marker(state, card, RANGED_HITS)
    return value & 15 if value >> 4 == state.turn else 0


def note_ranged_hit(state: Kernel, card: int) -> None:
    """A shot or a throw wounded ``card`` now: one more this turn."""
    set_marker(state, card, RANGED_HITS,
               state.turn << 4 | min(15, ranged_hits(state, card) + 1))


def _changed(condition: Condition) -> set[str]:
    """The fields ``condition`` sets (not at their defaults)."""
    return {f.name for f in fields(Condition) if f.init
            and (f.default is MISSING or getattr(condition, f.name) != f.default)}


def _skips(condition: Condition, changed: set[str] | None = None) -> int:
    """The groups of common tests (_GROUPS) ``condition`` sets no field of (``changed``:
    the fields it sets, if known), as _SKIP_* bits shifted down (Condition.holds skips
    their tests)."""
    if changed is None:
        changed = _changed(condition)
    return sum(skip >> 2 for skip, group in _GROUPS.items() if not changed & group)


def _asks(condition: Condition, changed: set[str] | None = None) -> int:
    """What ``condition`` asks (_ASKS_*), from the fields it sets (``changed``, if
    known)."""
    if changed is None:
        changed = _changed(condition)
    if not changed:
        return _ASKS_NOTHING
    if changed <= _STRIKE_FIELDS:
        return _ASKS_STRIKE
    if changed <= _CARD_FIELDS:
        return _ASKS_CARD
    return _ASKS_EVERYTHING


def namesake_in_play(state: Kernel, card: int) -> bool:
    """Whether another card with ``card``'s name is in play, on either side (a card
    revealed from a deck asks the squads on the battlefield)."""
    names, kinds = state.cards.names, state.kinds
    name = names[kinds[card]]
    return any(names[kinds[c]] == name for c in state.on_field() if c != card)


def front_row_empty(state: Kernel, seat: int) -> bool:
    """Whether ``seat``'s front row (as it counts its rows) holds none of its cards."""
    cell = state.cell
    return not any(state.zone[c] == Z_BOARD and cell[c] >= 0 and player_row(seat, cell[c]) == 1
                   for c in state.on_field(seat))


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


#: Target sides of cards in a graveyard: its controller's (creatures), the enemy's (any).
GRAVE_SIDES: Final = ("grave", "enemy_grave")
#: Every target side, numbered by its place here (:attr:`Target.side_code`): the listings
#: and Target.matches compare a side as an int, where its name compares as a string.
SIDE_NAMES: Final = (*SIDES, *GRAVE_SIDES)
SIDE_SELF: Final = 0
SIDE_ENEMY: Final = 1
SIDE_ALLY: Final = 2
SIDE_HOST: Final = 5
SIDE_GUEST: Final = 6
SIDE_GRAVE: Final = 7
SIDE_ENEMY_GRAVE: Final = 8


def graveyard_pool(state: Kernel, card: int, side: str) -> list[int]:
    """The graveyard a target ``side`` of GRAVE_SIDES chooses from, for ``card``'s
    ability."""
    seat = state.ctrl[card]
    return state.grave[seat if side == "grave" else 1 - seat]


def side_has(state: Kernel, card: int, side: str, condition: Condition,
             least: int = 1, hidden: bool = False) -> bool:
    """Whether ``card``'s side (``side`` "ally") or the other side ("enemy") has in play
    at least ``least`` other face-up cards (any type) matching ``condition`` (face-down
    ones of its own side too, with ``hidden``)."""
    seat = state.ctrl[card] if side == "ally" else 1 - state.ctrl[card]
    hidden = hidden and side == "ally"
    found = 0
    for c in state.on_field(seat):
        if c != card and (hidden or not state.face_down[c]) and condition.holds(state, c):
            found += 1
            if found >= least:
                return True
    return False


def host_range(state: Kernel, host: int) -> int | None:
    """The range the guest (symbiote or parasite) of ``host`` gives its ranged attacks
    with a passive ``host_range`` that holds now (the least if several); None: none."""
    guest = state.guest[host]
    if guest < 0 or not state.trig[guest] & T_PASSIVE:
        return None
    found = [e.amount for ability in state.abilities_of(guest) if ability.bit == T_PASSIVE
             for e in ability.effects if e.op == "host_range"
             if ability.condition.holds(state, guest)]
    return min(found) if found else None


#: The ranged attacks (attack keywords and labels) whose printed ranges ranged_variety counts.
RANGED_KEYWORDS: Final = ("shot", "throw", "discharge")
#: No printed range (дальность): an unlimited attack, one more range of its own.
UNLIMITED: Final = 0


def ranged_variety(state: Kernel, seat: int) -> int:
    """How many cards ``seat`` has in play (face up) with a shot, throw or discharge of
    different printed ranges: the most cards that can be paired with as many different
    ranges, each card giving one of the printed ranges (дальность, without modifiers) of
    its ranged attacks, no printed range counting as one range, «unlimited» (NT-076)."""
    cards = state.cards
    offers: list[frozenset[int]] = []
    for c in state.on_field(seat):
        if state.face_down[c]:
            continue
        kind = state.kinds[c]
        printed = cards.keywords[kind]
        ranges = frozenset(cards.ranges[kind].get(k, UNLIMITED)
                           for k in RANGED_KEYWORDS if k in printed)
        if ranges:
            offers.append(ranges)
    taken: dict[int, int] = {}  # range -> the card (index in offers) it is paired with

    def pair(i: int, seen: set[int]) -> bool:  # an augmenting path (bipartite matching)
        for r in offers[i]:
            if r not in seen:
                seen.add(r)
                if r not in taken or pair(taken[r], seen):
                    taken[r] = i
                    return True
        return False

    return sum(pair(i, set()) for i in range(len(offers)))


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


def own_marked_cells(state: Kernel, card: int, name: str, *, free: bool = False) -> list[int]:
    """The cells ``card``'s running mark ``name`` (``mark_cell``) is on (``free``: those
    with no card on them)."""
    value = marker(state, card, CELL_MARK + name)
    if not value or value >> 30 < state.turn:
        return []
    return [y for y in range(len(state.cells))
            if value >> y & 1 and (not free or state.cells[y] < 0)]


def classes_near(state: Kernel, card: int) -> frozenset[str]:
    """The classes of the face-up creatures next to ``card`` (one cell, diagonals too,
    either side; a flyer is next to nothing), all of them together."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return frozenset()
    found: set[str] = set()
    for y in NEIGHBOURS8[x]:
        m = state.cells[y]
        if m >= 0 and state.ctype[m] == CREATURE and not state.face_down[m]:
            found |= state.cards.classes[state.kinds[m]]
    return frozenset(found)


def count_near(state: Kernel, card: int, side: str, condition: Condition,
               orthogonal: bool = False) -> int:
    """How many creatures stand next to ``card`` (one cell, diagonals too unless
    ``orthogonal``; a flyer is next to nothing) of ``side`` as ``card``'s controller sees
    it, matching ``condition`` (cards of the types it names, if it names some)."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return 0
    ctrl = state.ctrl[card]
    n = 0
    for y in (NEIGHBOURS4 if orthogonal else NEIGHBOURS8)[x]:
        m = state.cells[y]
        if m < 0 or state.face_down[m] or (state.ctype[m] != CREATURE and (
                condition is ANY or state.ctype[m] not in condition.types)):
            continue
        mine = state.ctrl[m] == ctrl
        if (side == "ally" and not mine) or (side == "enemy" and mine):
            continue
        if condition is ANY or condition.holds(state, m):
            n += 1
    return n


def enemy_card_near(state: Kernel, card: int) -> bool:
    """Whether a card of the enemy's (as ``card``'s controller sees it) stands on a cell
    next to ``card`` (diagonals too; a flyer is next to nothing): any type, face down
    too, a symbiote with its host."""
    x = state.cell[card]
    if x < 0 or state.zone[card] != Z_BOARD:
        return False
    ctrl = state.ctrl[card]
    for y in NEIGHBOURS8[x]:
        m = state.cells[y]
        if m < 0:
            continue
        g = state.guest[m]
        if state.ctrl[m] != ctrl or (g >= 0 and state.ctrl[g] != ctrl):
            return True
    return False


#: Keywords whose engine effect another keyword shares (jump and teleport both leap):
#: asked as printed.
_SHARED_EFFECT: Final = frozenset({"jump", "teleport"})


def carries(state: Kernel, card: int, keyword: str) -> bool:
    """Whether ``card`` has ``keyword`` now (as the engine plays it) or prints it (a
    label, a tiered number the engine plays as an encoded ability)."""
    if keyword in state.cards.keywords[state.kinds[card]]:
        return True
    return keyword not in _SHARED_EFFECT and state.has_keyword(card, keyword)


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


def in_formation_with(state: Kernel, card: int, other: int) -> bool:
    """Whether ``card`` and ``other`` stand in formation together: creatures of one side
    on the battlefield, orthogonally next to each other, both with Строй."""
    x, y = state.cell[card], state.cell[other]
    if x < 0 or y < 0 or state.zone[card] != Z_BOARD or state.zone[other] != Z_BOARD:
        return False
    formation, kinds = state.cards.formation, state.kinds
    return y in NEIGHBOURS4[x] and state.ctrl[card] == state.ctrl[other] \
        and state.ctype[other] == CREATURE and formation[kinds[card]] \
        and formation[kinds[other]]


def _same_column(state: Kernel, card: int, other: int) -> bool:
    a, b = state.cell[card], state.cell[other]
    return a >= 0 and b >= 0 and state.zone[card] == Z_BOARD \
        and state.zone[other] == Z_BOARD and a % WIDTH == b % WIDTH


def range_bonus(state: Kernel, card: int) -> int:
    """What the passive ``ally_range`` of the face-up cards in play of ``card``'s side
    whose target (from that card) fits ``card`` adds to the printed range (дальность) of
    its ranged attacks now."""
    total = 0
    for giver in state.cards_with(T_RANGE_AURA):
        if state.ctrl[giver] != state.ctrl[card] or state.face_down[giver] \
                or state.zone[giver] not in (Z_BOARD, Z_EXTRA) or state.is_dead(giver):
            continue
        for ability in state.abilities_of(giver):
            if ability.bit == T_PASSIVE and any(e.op == "ally_range" for e in ability.effects) \
                    and ability.condition.holds(state, giver) \
                    and ability.target.matches(state, giver, card):
                total += sum(e.amount for e in ability.effects if e.op == "ally_range")
    return total


@dataclass(frozen=True, slots=True)
class Target:
    """Whom an ability affects: a side, a reach and a condition."""

    #: self, enemy, ally, any, other (the other card of the event: the struck card, the
    #: attacker, the destroyed creature), or grave (a creature in the graveyard of the
    #: ability's controller).
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
    #: Only a creature standing in formation with it («в строю с»: of its side,
    #: orthogonally next to it, both with Строй).
    partner: bool = False
    #: Only a card in its column (both on the battlefield).
    column: bool = False
    #: Only a creature that stands in formation with the other card of its event (a
    #: destroyed creature, still where it stood).
    partner_last: bool = False
    #: Only a card next to the target of the ability this one follows (``then``), or for
    #: a triggered ability next to the other card of its event (state.trigger notes it).
    near_last: bool = False
    #: Only the card right behind that last target or other card (its column, the next
    #: row towards its controller's side: the card it stands in front of).
    behind_last: bool = False
    #: Only a card whose weak simple strike is that last target's (or other card's).
    weak_as_last: bool = False
    #: Only a card in a straight line from it (its row, its column or a diagonal), as a
    #: strike through a row goes.
    line: bool = False
    #: Only a card two cells away in a straight line with a free cell between (a throw
    #: over a free cell).
    clear: bool = False
    #: Its range grows by the cells the ability's card moved this turn.
    range_steps: bool = False
    #: It is a ranged attack (a shot, throw or discharge, set from the ability's label,
    #: whose range a guest's host_range may cap). Its range is a printed range
    #: (дальность): a flyer at either end is within it, as
    #: a flyer attacks cards anywhere (seed 208.1; for an attack at a flyer, which stands
    #: on no cell to count from, deckcheck's reading), where a range of "next to it" or
    #: "within N cells" reaches no flyer.
    ranged: bool = False
    #: Only a card on a cell the ability's card stepped onto this turn (its trail).
    trail: bool = False
    #: The ranged attack it is (shot, throw, discharge: the ability's label), "" for
    #: none: a card drawing that attack (``draw``) may take it over.
    attack: str = ""
    condition: Condition = ANY
    #: Only a card standing on a cell of the ability's card's running cell mark of this
    #: name (``mark_cell``), "" not asked.
    on_mark: str = ""
    #: Only a card standing next to such a cell (not on one), "" not asked.
    beside_mark: str = ""
    #: Only a card other than the target of the ability this one follows (``then``): a
    #: clause «at different cards».
    not_last: bool = False
    #: Only a card next to the cell the card of the ability this one follows (``then``)
    #: left as that ability moved it to a chosen cell (tokens.GAP_CELL); none when it did
    #: not move.
    beside_gap: bool = False
    #: ``side`` as its number in SIDE_NAMES (-1: none of them), found once: every
    #: listing of an ability's targets asks it for each card.
    side_code: int = field(init=False, repr=False, compare=False)
    #: Whether it asks where the card stands beyond its range (a trail, the front, a
    #: formation, a column, a line, a mark, the last target ...), found once: matches
    #: asks one flag for the usual target, which asks none of them.
    shaped: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "side_code", SIDE_NAMES.index(self.side)
                           if self.side in SIDE_NAMES else -1)
        object.__setattr__(self, "shaped", bool(
            self.trail or self.front or self.partner or self.column or self.partner_last
            or self.near_last or self.behind_last or self.weak_as_last or self.line
            or self.clear or self.on_mark or self.beside_mark or self.not_last
            or self.beside_gap))

    @property
    def after_last(self) -> bool:
        """Whether it asks where the last target (the event's other card) stands."""
        return self.near_last or self.behind_last or self.partner_last or self.weak_as_last

    def words(self) -> str:
        if self.side == "self":
            return "itself"
        if self.side in ("host", "guest"):
            noun = "its host" if self.side == "host" else "its symbiote"
            return noun if self.condition is ANY else f"{noun} if {self.condition.words()}"
        if self.side == "other":
            trail = (" on a cell it stepped onto this turn" if self.trail else "") \
                + self.mark_words()
            return f"the other card{trail}" if self.condition is ANY else \
                f"the other card{trail} if {self.condition.words()}"
        if self.side == "grave":
            return "a creature in its graveyard"
        if self.side == "enemy_grave":
            kind = self.condition.words("card")
            return f"a{'n' if kind[0] in 'aeiou' else ''} {kind} in the enemy's graveyard"
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
        if self.partner:
            out += " in formation with it"
        if self.column:
            out += " in its column"
        if self.partner_last:
            out += " in formation with the other card"
        if self.near_last:
            out += " next to the last target"
        if self.behind_last:
            out += " behind the last target"
        if self.weak_as_last:
            out += " with the last target's weak simple strike"
        if self.line:
            out += " in a straight line from it"
        if self.clear:
            out += " over a free cell"
        if self.not_last:
            out += " other than the last target"
        if self.beside_gap:
            out += " next to the cell it left"
        return out + self.mark_words()

    def far_enough(self, state: Kernel, source: int, card: int) -> bool:
        """Whether ``card`` is at least ``min_range`` from ``source`` (true when either is
        off the battlefield: a flyer is far from every card)."""
        if not self.min_range:
            return True
        a, b = state.cell[source], state.cell[card]
        return a < 0 or b < 0 or state.zone[source] != Z_BOARD \
            or state.zone[card] != Z_BOARD or DISTANCE[a][b] >= self.min_range

    def mark_words(self) -> str:
        if self.on_mark:
            return f" on its {self.on_mark}'s cell"
        return f" next to its {self.beside_mark}" if self.beside_mark else ""

    def matches(self, state: Kernel, source: int, card: int) -> bool:
        """Whether ``card`` is one of this target's cards for the ability of ``source``."""
        side = self.side_code
        if side == SIDE_SELF:  # a condition on itself (an X counting it: 1 while it holds)
            return card == source and (self.condition is ANY
                                       or self.condition.holds(state, card))
        if side == SIDE_HOST:
            return card == state.host[source] and self.condition.holds(state, card)
        if side == SIDE_GUEST:
            return card == state.guest[source] and self.condition.holds(state, card)
        if side == SIDE_GRAVE:
            return state.zone[card] == Z_GRAVE and card in state.grave[state.ctrl[source]] \
                and state.ctype[card] == CREATURE and self.condition.holds(state, card)
        if side == SIDE_ENEMY_GRAVE:
            return state.zone[card] == Z_GRAVE and card in state.grave[1 - state.ctrl[source]] \
                and self.condition.holds(state, card)
        if card == source and not self.include_self:
            return False
        ctype = state.ctype[card]
        if (ctype != CREATURE and not (self.cards and ctype == ARTIFACT)
                and not (ctype == TERRAIN and TERRAIN in self.condition.types)) \
                or state.face_down[card]:
            return False
        mine = state.ctrl[card] == state.ctrl[source]
        if (side == SIDE_ENEMY and mine) or (side == SIDE_ALLY and not mine):
            return False
        cap = host_range(state, source) if self.ranged and state.guest[source] >= 0 else None
        drawn = drawn_to(state, 1 - state.ctrl[source], self.attack, source) \
            if self.attack and state.trig_low & T_AIMS \
            and not ignores_forced_targets(state, source, self.attack) else ()
        if drawn and card not in drawn:
            return False  # the enemy's drawing card takes this attack
        if self.range is not None or self.min_range or cap is not None:
            a, b = state.cell[source], state.cell[card]
            grounded = a >= 0 and b >= 0 and state.zone[source] == Z_BOARD \
                and state.zone[card] == Z_BOARD
            reach = self.range
            if reach is not None and self.range_steps:
                reach += cells_moved(state, source)
            if reach is not None and self.ranged and state.trig_low & T_RANGE_AURA:
                reach += range_bonus(state, source)  # its side's auras lengthen it
            if cap is not None and not drawn:  # its parasite's hold (host_range)
                reach = cap if reach is None else min(reach, cap)
            if reach is not None and not drawn and (DISTANCE[a][b] > reach if grounded
                                                    else not self.ranged) \
                    and not (self.attack == "magic_strike" and reach == 1
                             and state.zone[source] == Z_EXTRA):
                # a flyer stands next to nothing (seed 208), but its magic strike goes at
                # any creature, as the keyword's does from the air (abilities.yaml)
                return False
            if not self.far_enough(state, source, card):
                return False
        if self.shaped and not self._shape_holds(state, source, card):
            return False
        return self.condition is ANY or self.condition.holds(state, card)

    def _shape_holds(self, state: Kernel, source: int, card: int) -> bool:
        """Whether ``card`` stands where the target's shape (:attr:`shaped`) asks."""
        if self.trail and not on_trail(state, source, card):
            return False
        if self.front and not in_front(state, source, card):
            return False
        if self.partner and not in_formation_with(state, source, card):
            return False
        if self.column and not _same_column(state, source, card):
            return False
        if self.partner_last:  # (the event's card may be one dying where it stood)
            last = marker(state, source, LAST_TARGET) - 1
            if last < 0 or last == card or not in_formation_with(state, last, card):
                return False
        if self.near_last and not _next_to_last(state, source, card):
            return False
        if self.behind_last and not _behind_last(state, source, card):
            return False
        if self.weak_as_last and not _weak_as_last(state, source, card):
            return False
        if self.line and not in_line(state, source, card):
            return False
        if self.clear and between(state, source, card) < 0:
            return False
        if (self.on_mark or self.beside_mark) and not self.at_mark(state, source, card):
            return False
        if self.not_last and marker(state, source, LAST_TARGET) - 1 == card:
            return False
        return not (self.beside_gap and not _beside_gap(state, source, card))

    def at_mark(self, state: Kernel, source: int, card: int) -> bool:
        """Whether ``card`` stands where ``on_mark`` / ``beside_mark`` ask: on a cell of
        ``source``'s running cell mark, or next to one and on none (a flyer in the air
        stands on no cell)."""
        y = state.cell[card]
        if y < 0 or state.zone[card] != Z_BOARD:
            return False
        if self.on_mark and y not in own_marked_cells(state, source, self.on_mark):
            return False
        if self.beside_mark:
            cells = own_marked_cells(state, source, self.beside_mark)
            if y in cells or not any(DISTANCE[y][z] == 1 for z in cells):
                return False
        return True


def _beside_gap(state: Kernel, source: int, card: int) -> bool:
    """Whether ``card`` stands on a cell next to the cell ``source``'s moved card left
    (tokens.GAP_CELL; a flyer in the air stands on none)."""
    gap = marker(state, source, GAP_CELL) - 1
    y = state.cell[card]
    return gap >= 0 and y >= 0 and state.zone[card] == Z_BOARD and DISTANCE[gap][y] == 1


def _behind_last(state: Kernel, source: int, card: int) -> bool:
    last = marker(state, source, LAST_TARGET) - 1
    return last >= 0 and in_front(state, card, last)


def _weak_as_last(state: Kernel, source: int, card: int) -> bool:
    last = marker(state, source, LAST_TARGET) - 1
    if last < 0:
        return False
    mine, theirs = state.strike[card], state.strike[last]
    return mine is not None and theirs is not None and mine[0] == theirs[0]


def _next_to_last(state: Kernel, source: int, card: int) -> bool:
    last = marker(state, source, LAST_TARGET) - 1
    if last < 0:
        return False
    a, b = state.cell[last], state.cell[card]
    return a >= 0 and b >= 0 and state.zone[last] == Z_BOARD and state.zone[card] == Z_BOARD \
        and DISTANCE[a][b] == 1


# --- effects and operations ------------------------------------------------------


#: Where a ``summon`` may take its card from (``from``).
SUMMON_ZONES: Final = ("deck", "grave")
#: Where a summoned ground card goes (``onto``): a free cell next to the ability's card,
#: the cell the ability's card leaves (``instead``), a free cell with at least ``crowd``
#: creatures of its side around it, a free cell of its controller's 3rd row, or any free
#: cell of the battlefield.
SUMMON_CELLS: Final = ("near", "own_cell", "crowded", "back_row", "anywhere", "death_cell",
                        "beside_enemy")


@dataclass(frozen=True, slots=True)
class Summons:
    """What a ``summon`` brings into play, from where and onto which cell."""

    #: The card id it brings ("": any card one of ``fits`` matches).
    card_id: str = ""
    #: Conditions on the card's printed facts, one of which it meets (empty: any card).
    fits: tuple[Condition, ...] = ()
    #: The zones of its controller it may come from, in the order they are searched.
    zones: tuple[str, ...] = ("deck",)
    onto: str = "near"
    crowd: int = 0
    #: The ability's card leaves play for its owner's exile (изгнать) and the summoned
    #: card takes its place.
    instead: bool = False
    #: With ``instead``: the ability's card goes back into its owner's deck (at the
    #: bottom, as every return to the deck) rather than to its exile.
    instead_to_deck: bool = False
    #: The summoned card comes with the ability's card's wounds.
    same_wounds: bool = False
    #: It is a copy of the event's other card (a card of that name), not ``card_id``.
    same_name: bool = False
    #: The ability's target leaves play for its owner's exile (изгнать) and the summoned
    #: card takes its cell (``same_wounds``: the target's wounds).
    instead_of_target: bool = False
    #: Its printed cost must be the target's plus this (None: not asked).
    cost_step: int | None = None
    #: It comes into play closed (в закрытом виде).
    closed: bool = False
    #: revive: the target lies in its owner's graveyard, an opponent of the ability's
    #: controller, and comes into play under the ability's controller's control.
    theirs: bool = False
    #: It is the ability's card itself (from its deck, where a prophecy showed it).
    itself: bool = False
    #: Its player picks which card of ``fits`` (by name: one offer a name in each zone)
    #: when more than one fits, as it looks through the zone (NT-180), not the engine.
    pick: bool = False
    #: It comes into play with this many lives left (входит в игру с N здоровьем: the
    #: rest of its printed lives as wounds; 0: all of them).
    lives: int = 0

    def lives_words(self) -> str:
        """``1 life left``: what ``lives`` leaves it."""
        return f"{self.lives} {'life' if self.lives == 1 else 'lives'} left"

    def words(self) -> str:
        what = "itself" if self.itself else "a card of the other card's name" \
            if self.same_name else self.card_id \
            or " or ".join(c.words("card") for c in self.fits) or "a card"
        where = " or ".join("its deck" if z == "deck" else "its graveyard" for z in self.zones)
        said = f"summon {what} from {where}"
        if self.cost_step is not None:
            said += f" costing {self.cost_step} more than the target"
        if self.instead:
            said = ("return itself to its deck and " if self.instead_to_deck
                    else "banish itself and ") + said + (
                " onto its cell" if self.onto == "own_cell" else "")
        if self.instead_of_target:
            said = "banish it and " + said + " onto its cell"
        if self.onto == "back_row":
            said += " onto a free cell of its 3rd row"
        elif self.onto in ("anywhere", "beside_enemy"):
            said += " onto a free cell of the battlefield"
        elif self.onto == "crowded":
            said += f" onto a free cell with {self.crowd} or more of its creatures around it"
        elif self.onto == "death_cell":
            said += " onto the cell of the creature whose death set it off"
        if self.lives:
            said += f" with {self.lives_words()}"
        if self.same_wounds:
            said += " with its wounds"
        if self.closed:
            said += ", closed"
        if self.pick:
            said += " (its player's pick)"
        return said


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
    #: move_to: only a cell diagonally next to the target.
    diagonal: bool = False
    #: move_to: rows as the target's controller counts them (empty: any row).
    rows: frozenset[int] = frozenset()
    #: move_to: only a cell next to the ability's card; swap: the other creature stands
    #: next to the ability's card (else next to the target).
    beside_source: bool = False
    #: move_to: only a cell next to the other card of its event (VS-153: the attacker).
    beside_other: bool = False
    #: move_to: never a cell next to the ability's card.
    away: bool = False
    #: swap: the other creature's side, from the ability's controller (ally, enemy, any).
    side: str = ""
    #: swap: what the other creature must be.
    condition: Condition = ANY
    #: move_to: only a cell the ability's card marked so (``mark_cell``), "" any.
    marked: str = ""
    #: move_to: the moved card's controller chooses the cell (printed «по выбору
    #: противника» of a move of the enemy's card), not the ability's controller.
    by_target: bool = False
    #: move_to: the move is a jump (прыжок): the cards that answer a jump see it
    #: (when_leaps, host_leaps, ally_jumps), and the log says it leaps.
    leap: bool = False

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
        elif self.diagonal:
            out.append("diagonally next to it")
        elif self.within is not None:
            out.append(f"within {self.within} cell{'' if self.within == 1 else 's'} of it")
        if self.rows:
            out.append("in its row " + "/".join(map(str, sorted(self.rows))))
        if self.beside_source:
            out.append("next to this card")
        if self.beside_other:
            out.append("next to the other card of its event")
        if self.away:
            out.append("not next to this card")
        if self.marked:
            out.append(f"with its {self.marked}")
        move = "a jump to " if self.leap else "a move to "
        if self.by_target:
            return move + " ".join(out) + " (the choice of the moved card's controller)"
        return move + " ".join(out) + " (its controller's choice)"


def no_resolve(state: Kernel, source: int, target: int, effect: Effect) -> str:
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
    #: wound: it ignores the abilities of the card it wounds (its protections, damage
    #: reductions and armour stop none of it: VS-099's fire arrow).
    pierce: bool = False
    #: The damage kind (see KIND_GROUPS), from the ability's label.
    kind: str = "ability"
    #: The effect keys (cards.IMMUNE + a blocked kind) of the protections that stop it.
    blocks: tuple[str, ...] = ()
    #: reduce: the damage kinds it reduces.
    against: frozenset[str] = frozenset()
    #: reduce: only strikes and attacks from a card diagonally next to it.
    diagonal: bool = False
    #: reduce (``diagonal: false``): none from a card diagonally next to it.
    not_diagonal: bool = False
    #: reduce: the damage becomes at most ``amount`` instead of ``amount`` less.
    limit: bool = False
    #: reduce: damage of at most ``amount`` does not affect it (none), more is untouched.
    upto: bool = False
    #: reduce: a protection of a value (защита ... величиной N и более): damage of at
    #: least this stops whole, less passes (0: not asked).
    at_least: int = 0
    #: aura: for every card next to it (one cell, diagonals too), not only those right
    #: and left of it.
    around: bool = False
    #: block: the other card's attacks at any card, not only at its own card (NT-131).
    anywhere: bool = False
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
    #: row_cap: the row of its target's side (1 = front) where its attacks are capped.
    row: int = 0
    #: The end its card prints for it (``until``, durations.UNTIL), "" for none.
    until: str = ""
    #: What every card a prophecy of the ability revealed must be (``if_revealed``:
    #: elite, ordinary, odd_cost, even_cost), "" for no requirement.
    revealed: str = ""
    #: ``if_revealed`` as a condition: what every revealed card must be (ANY: not asked);
    #: ``unless_revealed``: what no revealed card may be (ANY: not asked). Either needs a
    #: card revealed.
    revealed_if: Condition = ANY
    revealed_unless: Condition = ANY
    #: The X of its amount (see X_SOURCES), "" for none: the effect acts with ``amount``
    #: (or its tier) plus ``per`` × X, X at most ``x_max``.
    x: str = ""
    per: int = 1
    x_max: int | None = None
    #: strike: the most its lasting (or this turn's) bonus may come to with it (a printed
    #: «максимум +N»); None: no cap.
    most: int | None = None
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
    #: summon: what it brings and where (see :class:`Summons`).
    summons: Summons | None = None
    #: dodge: the faces of its die that block the attack.
    faces: frozenset[int] = frozenset()
    #: strike_chain: each simple strike of the chain at a card other than the last one.
    different: bool = False
    #: strike_chain: each enemy creature next to it at most once in the chain, which goes
    #: on while one is left and closes the card when it ends.
    each: bool = False
    #: give_chain ``shot``: the chain is its shot (a tap one), after which it stays open
    #: for one simple strike right after (NT-096).
    after_shot: bool = False
    #: The wounds it changed on its target (healed or dealt) become the X of the ability
    #: that follows (``then``, x carried): what moving wounds from one card to another is.
    carry: bool = False
    #: wound with tiers: its die is added to the dice its card's ability keeps
    #: (tokens.DICE_KEPT), for a condition ``dice_kept_max`` of a clause after it.
    keep_dice: bool = False
    #: It acts only if the tiered wound before it in its ability hit with one of these
    #: tiers (``if_tier``: a medium or strong discharge ...); empty: whatever the tier.
    after_tiers: frozenset[int] = frozenset()
    #: dice: the change holds while the ability's card stays in play (``held``), not
    #: this turn only.
    held: bool = False
    #: mark: it runs only in the next turn of its card's controller (``next_turn``).
    next_turn: bool = False
    #: boost: only the card's next attack of that kind gets it (``next``), then it is gone.
    next_only: bool = False
    #: dice: the change counts only for its die when it is struck (``defending``: the
    #: printed defence experience given for the turn), not when it strikes.
    defending: bool = False
    #: dice: the change counts only for its die when it attacks (``attacking``: the
    #: printed attack experience given for the turn).
    attacking: bool = False
    #: bounty, draw, redirect: what the attacker must be (``from``).
    from_condition: Condition = ANY
    #: redirect: what the card the attack was at must be (``struck_if``).
    struck_condition: Condition = ANY
    #: redirect: the attack goes at a creature of the attacker's side (``redirect:
    #: enemy``), not of the struck card's side.
    onto_enemy: bool = False
    #: ally_strike: the hits (strikes.WEAK ...) of the simple strike it adds to (``hit``);
    #: empty: every hit.
    hits: frozenset[int] = frozenset()
    #: ally_dice: to the die of every attack its target makes (a tiered shot's, throw's,
    #: an attack ability's), not only to its simple strike's (``every_attack``).
    every_attack: bool = False
    #: mark_cell: any cell, cards on it or not, chosen even by a card gone to the
    #: graveyard (VS-161's tremor); False: a free cell, by a card in play.
    any_cell: bool = False
    #: open: ``after_attack``: it does not close after the attack it made (VS-102), so
    #: it is open again as that attack's end, not opened by an effect (tokens.ATTACK_MADE).
    after_attack: bool = False
    #: incarnation: it comes back only onto the cell of its own cell mark of this name
    #: (destroying the cards there, the mark then gone; each card next to it takes 1
    #: wound), "" for the usual back row.
    on_mark: str = ""
    #: lend: the tap ability its target gains (compiled with its card's abilities; the
    #: holder plays it as one of its own until the printed end: VS-090's toadstool spirit).
    lent: Ability | None = None
    #: wound ``strike``: its tiers are its card's simple strike (weak, medium, strong) as
    #: it stands, each + this (``plus``); -1: a wound of its own amount or tiers. Only in
    #: a lent ability (its holder's strike: see :func:`holder_form`).
    from_strike: int = -1
    #: A wound of its card's simple strike (:func:`holder_form`): what that strike would
    #: get at its target now (a bonus this turn, a lasting one, a static one at such a
    #: card) is added to the tier the die picked, as to the strike itself.
    strike_sized: bool = False

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
        if self.revealed_if is not ANY:
            said += f" if every revealed card is {self.revealed_if.words('a card')}"
        if self.revealed_unless is not ANY:
            said += f" if no revealed card is {self.revealed_unless.words('a card')}"
        if self.after_tiers:
            said += " if the tiered wound hit " + "/".join(TIER_NAMES[t]
                                                          for t in sorted(self.after_tiers))
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


def amount_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool):
        raise AbilityError(f"{next(iter(record))}: a whole number, not {value!r}")
    return {"amount": value}


def token_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, str):
        raise AbilityError(f"a keyword, not {value!r}")
    return {"token": value}


def no_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {}


def only_true(op: str) -> Compile:
    """The parameters of an operation written ``op: true``, and nothing else."""
    def compile_flag(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
        if value is not True:
            raise AbilityError(f"{op}: true, not {value!r}")
        return {}
    return compile_flag


def one_param(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {"amount": 1}


def valid_in_play(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """In play and not already dying (a card whose wounds reached its lives is being
    destroyed: nothing acts on it any more)."""
    return state.zone[target] in (Z_BOARD, Z_EXTRA) and not state.is_dead(target)


def _kind_group(name: str) -> frozenset[str]:
    if name not in KIND_GROUPS:
        raise AbilityError(f"attacked_with: unknown kind {name!r} (kinds: "
                           f"{', '.join(sorted(KIND_GROUPS))})")
    return KIND_GROUPS[name] & ATTACK_KINDS


def _attacked(state: Kernel, card: int, kinds: frozenset[str], by: int | None) -> bool:
    """Whether the last attack ``card`` took (ATTACKED_WITH) was of ``kinds`` (empty: any)
    and made by a card of type ``by`` (None: any)."""
    value = marker(state, card, ATTACKED_WITH)
    if not value:
        return False
    if kinds and KIND_ORDER[(value & 63) - 1] not in kinds:
        return False
    return by is None or value >> 6 == by


def _slain_by(value: Any) -> str:
    """``slain_by``'s value: ``enemy_attack`` (the one cause asked so far) or nothing."""
    if value not in ("", "enemy_attack"):
        raise AbilityError(f"slain_by: enemy_attack, not {value!r}")
    return str(value)


def has_tap_shot(state: Kernel, card: int) -> bool:
    """Whether ``card`` has a shot for its tap: the shot keyword (RANGED), or a tap or
    instant ability labelled shot that takes its tap (not ``no_tap``; counters may be
    paid too), of its own or lent to it (abilities_of)."""
    if state.ctype[card] != CREATURE:
        return False
    if RANGED in state.eff[card]:
        return True
    return any(a.label == "shot" and a.trigger in ("tap", "instant") and not a.no_tap
               for a in state.abilities_of(card))


def slain_by_enemy_attack(state: Kernel, card: int) -> bool:
    """Whether ``card`` is being destroyed by wounds (they reached its lives) the last of
    which an attack of a card of the other side dealt (tokens.SLAIN_BY: noted as the
    wounds land, in games with a card that asks)."""
    side = marker(state, card, SLAIN_BY) - 1
    return side >= 0 and side != state.ctrl[card] and state.is_dead(card)


def _own_safe(state: Kernel, card: int) -> bool:
    """Whether a passive ``own_safe`` of ``card`` holds now: its own side's attacks may
    not be aimed at it."""
    return any(e.op == "own_safe" for ability in state.abilities_of(card)
               if ability.bit == T_PASSIVE and ability.condition.holds(state, card)
               for e in ability.effects)


def unstopped(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """In play, and none of its protections stops the effect (an attack by a flyer is
    stopped by flyer protection too)."""
    if state.zone[target] not in (Z_BOARD, Z_EXTRA) or state.is_dead(target):
        return False
    if state.trig_hi[target] & H_OWN_SAFE and effect.kind in ATTACK_KINDS \
            and state.ctrl[source] == state.ctrl[target] and source != target \
            and _own_safe(state, target):
        return False
    if state.trig_low & T_STAMINA and STAMINA in effect.blocks \
            and state.rules.stamina != "off" and granted_stamina(state, target):
        return False
    eff = state.eff[target]
    if not eff:
        return True
    for b in effect.blocks:  # a loop, not any(): no generator for one or two keys
        if b in eff and (b != STAMINA or state.rules.stamina != "off"):
            return False
    # (the source's zone first: most effects come from the battlefield, and a kind asks
    # a set of strings)
    return not (state.zone[source] == Z_EXTRA
                and state.eff_bits[target] & EFF_IMMUNE_FLYER != 0
                and effect.kind in ATTACK_KINDS)


def granted_stamina(state: Kernel, card: int) -> bool:
    """Whether a passive ``stamina`` whose condition holds gives ``card`` stamina: one of
    its own, or one of the card it stands right in front of whose target is the card in
    front (``target: {side: any, front: true}``). A granted keyword is the keyword
    (seed 110.3: effects give cards abilities): it stops what printed stamina stops."""
    # (The cards that print one: T_STAMINA is the rare bit every card with a passive
    # keyword or strike_reach has too; any card of the bit while abilities are lent,
    # which abilities_of gives with the card's own.)
    givers = state.cards_with(T_STAMINA) if state.lends \
        else state.cards_with_passive("stamina")
    for giver in givers:
        if state.zone[giver] not in (Z_BOARD, Z_EXTRA) or state.face_down[giver]:
            continue
        front = giver != card
        if front and not in_front(state, giver, card):
            continue
        for ability in state.abilities_of(giver):
            if ability.bit == T_PASSIVE and ability.target.front == front \
                    and any(e.op == "stamina" for e in ability.effects) \
                    and ability.condition.holds(state, giver):
                return True
    return False


def die_of(state: Kernel, card: int) -> int:
    """``card``'s die as thrown in the simple strike being resolved (0: none yet)."""
    ctx = state.strike_ctx
    if ctx is None or ctx.result is None:
        return 0
    if card == ctx.attacker:
        return ctx.aroll
    return ctx.vroll if card == ctx.victim and ctx.opened else 0


def valid_always(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return True


#: if_revealed: what every revealed card must be, by printed facts of the card table.
REVEALED_WORDS: Final = {"elite": "elite (gold)", "ordinary": "ordinary (silver)",
                  "odd_cost": "of odd cost", "even_cost": "of even cost"}


def resolve_passive(state: Kernel, source: int, target: int, effect: Effect) -> str:
    raise AssertionError(f"{effect.op} is asked by the engine, never resolved")


def signed_words(word: str) -> Words:
    return lambda e: f"{e.amount:+d} {word}"


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


def grave_token_held(state: Kernel, source: int) -> bool:
    """Whether a creature with incarnation in the graveyard of ``source``'s controller
    has an incarnation token to take off (the ``grave_tokens`` condition). Which one
    loses it is its player's pick: a ``grave_token`` effect acts on a graveyard target
    its player chooses (``side: grave``) or on the card itself (``to: self``), never on
    one the engine picks (compiler.compile_ability)."""
    for c in state.grave[state.ctrl[source]]:
        if state.ctype[c] == CREATURE and incarnation_of(state, c) is not None \
                and marker(state, c, INCARNATION):
            return True
    return False


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
    "struck_behind_weak": "the weak simple strike of the card behind the card it strikes",
    "hit": "the value of the hit of its simple strike",
    "boost": "its lives above its printed lives",
    "dealt": "the wounds its simple strike dealt",
    "tally": "its tally (what its tally effects added up)",
    "revealed_cost": "the cost of the card its prophecy revealed",
    "revealed_move": "the movement of the card its prophecy revealed",
    "revealed_regen": "the regeneration of the card its prophecy revealed",
    "incarnation_tokens": "the incarnation tokens on it",
    "defence_experience": "the defence experience of the card it applies to",
    "enemy_elements": "the elements among the enemy's cards in play",
    "last_weak": "the printed weak simple strike of the clause before's target",
    "last_lives": "the printed lives of the clause before's target",
    "paid_more": "the crystals its player paid more for it when recruiting it",
}


#: The marker prefix of a class an ability gave a card (``join_class``), while in play.
JOINED_CLASS: Final = "class:"


def classes_of(state: Kernel, card: int) -> frozenset[str]:
    """``card``'s classes: as the catalogue prints them, and those abilities gave it."""
    printed = state.cards.classes[state.kinds[card]]
    markers = state.markers[card]
    if markers is None or not state.classes_joined:
        return printed
    joined = {name[len(JOINED_CLASS):] for name in markers if name.startswith(JOINED_CLASS)}
    return printed | joined if joined else printed


def shares_any(wanted: frozenset[str], classes: frozenset[str]) -> bool:
    """Whether one of ``wanted`` is one of ``classes``: ``not wanted.isdisjoint(classes)``
    as a loop over the smaller of the two, most often a card's printed classes, none or
    one (compiled, ``any`` over a generator is a loop, and ``isdisjoint`` a Python method
    call, some 350 instructions; a class condition asks it of every card it looks at).
    """
    if len(classes) < len(wanted):
        return any(name in wanted for name in classes)
    return any(name in classes for name in wanted)


def joined_any(state: Kernel, card: int, classes: frozenset[str]) -> bool:
    """Whether an ability gave ``card`` one of ``classes`` (:func:`classes_of` less the
    printed ones, asked without building the set: conditions ask it at every decision)."""
    markers = state.markers[card]
    if markers is None:
        return False
    for name in markers:
        if name.startswith(JOINED_CLASS) and name[len(JOINED_CLASS):] in classes:
            return True
    return False


def creatures_beside(state: Kernel, card: int, front: bool) -> list[int]:
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


def x_params(record: Mapping[str, Any], where: str) -> dict[str, Any]:
    x = record.get("x")
    if x is None:
        if "per" in record or "max" in record or "min" in record:
            raise AbilityError(f"{where}: per, max and min need an x")
        return {}
    params: dict[str, Any] = {"per": int(record.get("per", 1)), "x_max": record.get("max"),
                              "x_floor": record.get("min")}
    if isinstance(x, Mapping) and "near_target" in x:
        params.update(x="near_target", x_count=compile_target({"side": "any",
                                                         "if": x["near_target"]}))
    elif isinstance(x, Mapping):
        params.update(x="count", x_count=compile_target(x["count"]))
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
    #: ``cost: {counters: x}``: it spends X counters (``cost_counters``, the amount its
    #: player picked: one ability per amount), its "spent" effects count them.
    cost_x: bool = False
    #: An X-counter cost whose X is every counter the card has (at least ``cost_counters``).
    cost_all: bool = False
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
    #: ``either: common``: one pick, by the controller of its first target, for every
    #: target of the event (the printed «common to all targets»).
    either_common: bool = False
    #: The opponent of its controller picks its target (printed «по его выбору»: the
    #: CHOOSE window is theirs).
    foe_picks: bool = False
    #: An instant ability: the windows (:data:`WINDOWS`) in which it may be used.
    windows: frozenset[str] = frozenset()
    #: At most this many uses a turn (0: no limit; tap abilities close the card anyway).
    uses_per_turn: int = 0
    #: What the other card of its event must be (``if_other``: the destroyed creature of
    #: creature_destroyed, the struck card ...); ANY: anything.
    other_condition: Condition = ANY
    #: near_ally_wounded: what the wounded card of its side must be (``if_wounded``).
    wounded_condition: Condition = ANY
    #: Whose the other card of its event must be (``other_side``: "ally", its side's;
    #: "enemy", the other side's), "" either.
    other_side: str = ""
    #: ally_teleports: a teleport from any cell, not only from one next to it
    #: (``from_afar``: NT-148's «when a demon of its side teleports»).
    from_afar: bool = False
    #: when_shot_at / when_melee_struck: only an attack of these kinds (``if_attack``,
    #: ATTACK_KINDS); empty: every one.
    if_attack: frozenset[str] = frozenset()
    #: The index (among its card's abilities) of the ability that follows it on a target
    #: of its own (``then``), -1 for none.
    then_index: int = -1
    #: Its number of different chosen targets is this X (X_SOURCES), "" for ``repeat``.
    repeat_x: str = ""
    #: ``repeat: {count: target}``: X is the cards in play that target matches, then.
    repeat_count: Target | None = None
    #: Its effects on its own card act first, and its X is counted after them.
    self_first: bool = False
    #: At most this many uses in the battle (0: no limit; once_per_battle: 1).
    battle_uses: int = 0
    #: An instant used without closing (no tap printed): a closed card may use it too.
    no_tap: bool = False
    #: An instant its card has only while it lies in its owner's graveyard (and uses
    #: from there).
    from_grave: bool = False
    #: The printed keyword attacks (keyword ids) it replaces (``replaces``): the card's
    #: encoded form of that attack, so the engine offers only this one.
    replaces: frozenset[str] = frozenset()
    #: A triggered ability that throws a die as it acts: it acts only on these faces
    #: (empty: no die).
    roll_faces: frozenset[int] = frozenset()
    #: A tap or instant ability that throws a die for its card as it acts, with the card's
    #: die modifiers: its effects act on a total of this many or more, ``else_effects``
    #: below it (0: no die; NT-084).
    roll_at_least: int = 0
    #: With ``roll_at_least``: the effects that act instead on a lower total.
    else_effects: tuple[Effect, ...] = ()
    #: when_wounded: only wounds of these damage kinds (KIND_GROUPS names expanded; empty:
    #: any wounds, an effect's too).
    wounded_by: frozenset[str] = frozenset()
    #: when_wounded: only when it takes at least this many wounds at once (one attack's).
    wounded_min: int = 0
    #: Its strike effects add to every strike the card makes (``every_strike``: the
    #: printed «its strikes»), not to its simple strike only: its special strikes,
    #: strikes through a row and magic strikes too (strikes.OTHER_STRIKES).
    every_strike: bool = False
    #: It notes the other card of its event as it triggers (a move next to that card).
    notes_other: bool = False
    #: It notes the card its event's simple strike was made at as it triggers
    #: (tokens.STRUCK: a ``stand_in`` fights it).
    notes_struck: bool = False
    #: A follow-up (``then`` with ``always``) that waits for its target even when the
    #: ability before it took none (found none, or its player declined): a clause of
    #: its own, not one that needs the one before it.
    always: bool = False
    #: A follow-up (``then`` with ``otherwise``) that waits for its target only when the
    #: ability before it took none: «or else» (NT-165: a counter, or else a token).
    otherwise: bool = False
    #: Some effect keeps its die (``keep_dice``): the dice kept start afresh at each use.
    keeps_dice: bool = False
    #: ``repeat_exactly``: its repeat takes every one of its N (or X) different targets
    #: while a legal one is left (printed «X targets», not «up to X»): no «none» after the
    #: first.
    repeat_exactly: bool = False
    #: ``repeat_same``: each of its repeat's picks may take a target taken before (one
    #: wound of X each, split between targets as its player likes: VS-003), not only
    #: different ones.
    repeat_same: bool = False

    @property
    def choose(self) -> bool:
        """Whether it triggers and its controller then chooses one target (or, for a
        "may" ability of the card itself, of the event's other card or of its host or
        symbiote, whether to use it)."""
        return bool(self.bit & NO_CHOICE) and (
            (self.target.side in ("enemy", "ally", "any", "grave", "enemy_grave")
             and not self.target.every)
            or (self.optional and self.target.side in ("self", "other", "host", "guest")
                and not (self.effects and self.effects[0].op in PLACING)))

    @property
    def summons_onto_death(self) -> bool:
        """Whether it summons a card onto the cell of the creature whose death set it
        off (``onto: death_cell``)."""
        return any(e.summons is not None and e.summons.onto == "death_cell"
                   for e in self.effects)

    @property
    def asks_acted(self) -> bool:
        """Whether a condition of it (its own, its target's, an effect's or the cards an
        X counts) asks whether a card acted this turn (triggers.T_ACTED)."""
        conditions = [self.condition, self.target.condition]
        for e in self.effects:
            conditions.append(e.condition)
            if e.x_count is not None:
                conditions.append(e.x_count.condition)
        return any(c.acted is not None for c in conditions)

    @property
    def prophecy(self) -> bool:
        """Whether some effect of it shows cards (REVEALING), which its other effects may
        ask about (if_revealed): those act first."""
        return any(e.op in REVEALING for e in self.effects)
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
    #: The kind of attack it is by its label (a shot, throw, discharge, magic or special
    #: strike ...: ATTACK_KINDS), "" for none: the aimed window answers it.
    attack: str = field(init=False)
    #: Whether an effect on its targets is tiered (a die picks the tier; none moves them
    #: first): on one target, its die is thrown before it acts (the thrown window).
    rolls_die: bool = field(init=False)
    #: Whether an effect on the card itself acts whatever its targets (``to: self``, no
    #: ``if_target``): an ability on ``every`` such card is then offered with none of
    #: them there (VS-107 destroys itself with no enemy next to it).
    acts_alone: bool = field(init=False)
    #: Whether a summon of it lets its player pick the card (Summons.pick), or it puts a
    #: card of its player's pick from the deck into the graveyard (bury_same_cost): a
    #: choice of a card its player sees as it looks through its deck, named by its name.
    picks_card: bool = field(init=False)

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
        kind = LABEL_KINDS.get(self.label, "")
        object.__setattr__(self, "attack", kind if kind in ATTACK_KINDS else "")
        object.__setattr__(self, "rolls_die", any(e.tiers and e.op in ("wound", "heal")
                                                  for e in self.aimed)
                           and not any(e.op in PLACING for e in self.aimed))
        object.__setattr__(self, "acts_alone", any(
            e.to_self and e.target_condition is ANY for e in self.effects))
        object.__setattr__(self, "picks_card", any(
            (e.summons is not None and e.summons.pick) or e.op == "bury_same_cost"
            for e in self.effects))

    def describe(self) -> str:
        """The ability in words, e.g. ``tap: 2 wounds to an enemy creature within 1 cell``."""
        cost = []
        if self.cost_all:
            cost.append(f"X counters, all it has (at least {self.cost_counters})")
        elif self.cost_x:
            cost.append(f"X = {self.cost_counters} counter"
                        f"{'' if self.cost_counters == 1 else 's'}")
        elif self.cost_counters:
            cost.append(f"{self.cost_counters} counter{'' if self.cost_counters == 1 else 's'}")
        if self.cost_lives:
            cost.append(f"{self.cost_lives} li{'fe' if self.cost_lives == 1 else 'ves'}")
        head = TRIGGER_WORDS[self.trigger]
        if self.otherwise:
            head += ", if the clause before took no target"
        if self.foe_picks:
            head += " (the opponent picks its target" + (", or none)" if self.optional else ")")
        if self.from_afar:
            head = head.replace(" from a cell next to it", " from any cell")
        if self.if_attack and self.if_attack != ATTACK_KINDS:
            head += " (" + ", ".join(ATTACK_NOUNS.get(k, k.replace("_", " "))
                                     for k in sorted(self.if_attack)) + " only)"
        if self.wounded_by:
            head += " by " + "/".join(sorted(self.wounded_by)).replace("_", " ")
        if self.wounded_min:
            head += f" with {self.wounded_min} or more wounds at once"
        if self.roll_faces:
            head += ", on a die of " + " or ".join(map(str, sorted(self.roll_faces)))
        if self.no_tap:  # an instant without closing, or an action that leaves it open
            head = head.replace(" (tap)", " (no tap)") if " (tap)" in head \
                else head + " (it stays open)"
        if self.bit == T_INSTANT and self.windows != frozenset(DEFAULT_WINDOWS):
            head += " [" + ", ".join(w for w in WINDOWS if w in self.windows).replace(
                "_", " ") + "]"
        if self.from_grave:
            head += " from its graveyard"
        if self.on_hit == ANY_HIT:
            head += " on a hit"
        elif self.on_hit:
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
        if self.roll_at_least:  # a die with its modifiers picks which effects act
            effects = (f"it throws a die (with its die's modifiers): on {self.roll_at_least} "
                       f"or more, {effects}") + (
                f"; below {self.roll_at_least}, " + ", ".join(
                    e.words() for e in self.else_effects) if self.else_effects else "")
        if self.every_strike:  # the printed «its strikes»: every kind, not the simple one
            effects = effects.replace("to the simple strike", "to each of its strikes")
        if self.either:
            effects += " (one choice for all its targets)" if self.either_common \
                else " (its controller's choice)"
        target = self.target.words()
        if self.other_condition is not ANY or self.other_side:
            whose = {"ally": " of its side", "enemy": " of the enemy", "host": "", "": ""}[
                self.other_side]
            kind = self.other_condition.words() if self.other_condition is not ANY \
                else "its host" if self.other_side == "host" else "a card"
            head += f", if the other card is {kind}{whose}"
        if self.wounded_condition is not ANY:
            head += f", if the wounded card is {self.wounded_condition.words()}"
        if self.repeat > 1:
            target = (f"each of {'' if self.repeat_exactly else 'up to '}{self.repeat} "
                      f"different targets: {target}")
        elif self.repeat_count is not None:
            target = (f"each of X different targets (X: the cards that are "
                      f"{self.repeat_count.words()}): {target}")
        elif self.repeat_x:
            target = (f"each of X {'picks of' if self.repeat_same else 'different'} targets "
                      f"(X: {X_SOURCES[self.repeat_x]}): {target}")
        if self.modifier or self.bit == T_PASSIVE:
            if self.bit == T_PASSIVE and self.target.front:  # a stamina given ahead
                return f"{head}: {effects} to the card right in front of it"
            if any(e.op in ("ally_strike", "ally_dice", "ally_range") for e in self.effects):
                return f"{head}: {target}: {effects}"  # whom its side's aura names
            if self.target.side == "other" and self.target.condition is not ANY:
                word = "from" if self.bit == T_PASSIVE else "against"
                return f"{head}: {effects} {word} {self.target.condition.words('cards')}" \
                    + self.target.mark_words() \
                    + (" not next to it" if self.target.min_range else "")
            if self.target.side == "other" and (self.target.on_mark or self.target.beside_mark):
                word = "of" if self.bit == T_PASSIVE else "against"
                return f"{head}: {effects} {word} cards{self.target.mark_words()}"
            return f"{head}: {effects}"
        if self.target.side == "grave":  # its effects name the graveyard creature
            return f"{head}: {effects} (its player's choice)"
        if self.target.side == "enemy_grave":
            return f"{head}: {effects}: {target} (its player's choice)"
        if target == "itself":  # (each effect's own "(itself)" would say it again; a
            # throw's two outcomes, "it throws ...", say whom already)
            return f"{head}: {effects.replace(' (itself)', '')}" \
                + ("" if self.roll_at_least else " (itself)")
        if any(e.op in TARGET_FIRST for e in self.effects):  # its words name the target "it"
            return f"{head}: {target}: {effects}"
        return f"{head}: {effects} to {target}"


#: No ability: a lending a card does not hold, in its place among the lent ones (each
#: lending keeps one index, so that a use counted or a choice waiting stays its own).
NO_ABILITY: Final = Ability(card="", name="a lending not held", trigger="static", bit=0,
                            effects=())


def holder_form(ability: Ability, strike: tuple[int, int, int] | None) -> Ability:
    """A lent ``ability`` as a creature of simple strike ``strike`` plays it: each wound
    of its holder's strike (``wound: strike``) takes those tiers, each + its ``plus``
    (VS-090: «a magic strike of the same size as its simple strike, +1»), and as it acts
    what its simple strike would get at that target then (``strike_sized``: deckcheck's
    reading of «the same size»: the strike as it stands at that moment)."""
    weak, medium, strong = strike if strike is not None else (0, 0, 0)

    def held(effect: Effect) -> Effect:
        if effect.from_strike < 0:
            return effect
        plus = effect.from_strike
        tiers = (weak + plus, medium + plus, strong + plus)
        return replace(effect, tiers=tiers, amount=max(tiers), from_strike=-1,
                       strike_sized=True)

    return replace(ability, effects=tuple(held(e) for e in ability.effects),
                   aimed=tuple(held(e) for e in ability.aimed))


def _hosting(value: Any) -> str:
    if value not in ("", "symbiote", "parasite"):
        raise AbilityError(f"hosting: symbiote or parasite, not {value!r}")
    return str(value)


def _alone(value: Any) -> str:
    """``alone``: true (no enemy creature next to it) or "cards" (no enemy card)."""
    if value is True:
        return "creatures"
    if value is False:
        return ""
    if value == "cards":
        return "cards"
    raise AbilityError(f"alone: true or cards, not {value!r}")


def compile_condition(record: Mapping[str, Any] | None) -> Condition:
    if not record:
        return ANY
    return Condition(
        elements=_mask(record.get("element", ())),
        not_elements=_mask(record.get("not_element", ())),
        subtypes=frozenset(SUBTYPE_IDS[s] for s in as_list(record.get("subtype", ()))),
        flyer=record.get("flyer"),
        classes=frozenset(as_list(record.get("class", ()))),
        classed=record.get("classed"),
        rows=frozenset(as_list(record.get("row", ()))),
        not_rows=frozenset(as_list(record.get("not_row", ()))),
        wounded=record.get("wounded"),
        open=record.get("open"),
        formation=record.get("formation"),
        keywords=tuple(as_list(record.get("keyword", ()))),
        not_keywords=tuple(as_list(record.get("not_keyword", ()))),
        cost_max=record.get("cost_max"),
        cost_min=record.get("cost_min"),
        poisoned=record.get("poisoned"),
        unique=record.get("unique"),
        seat=record.get("seat", ""),
        most_lives=bool(record.get("most_lives", False)),
        columns=frozenset("abcde".index(c) for c in as_list(record.get("column", ()))),
        marked=record.get("marked", ""),
        defending=bool(record.get("defending", False)),
        attacking=bool(record.get("attacking", False)),
        struck=bool(record.get("struck", False)),
        beside_struck=bool(record.get("beside_struck", False)),
        just_moved=bool(record.get("just_moved", False)),
        hosting=_hosting(record.get("hosting", "")),
        die_roll=frozenset(as_list(record.get("die_roll", ()))),
        movement=_movement(record),
        near_side=record.get("near", {}).get("side", "") if "near" in record else "",
        near_if=compile_condition(record["near"].get("if")) if "near" in record else None,
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
        types=frozenset(TYPE_IDS[t] for t in as_list(record.get("type", ()))),
        alone=_alone(record.get("alone", False)),
        enemy_rows=frozenset(as_list(record.get("enemy_row", ()))),
        advanced=bool(record.get("advanced", False)),
        row_mates=int(record.get("row_mates", 0)),
        has_side=record["has"].get("side", "ally") if "has" in record else "",
        has_if=compile_condition(record["has"].get("if")) if "has" in record else None,
        has_none="has" in record and record["has"].get("none", False) is True,
        has_min=int(record["has"].get("min", 1)) if "has" in record else 1,
        has_hidden="has" in record and record["has"].get("hidden", False) is True,
        flanked=record.get("flanked"),
        ranges_min=int(record.get("ranged_ranges", {}).get("min", 0)),
        ranges_max=record.get("ranged_ranges", {}).get("max"),
        hosts_parasite=record.get("hosts_parasite"),
        hosted=record.get("hosted"),
        lives_at_most=record.get("lives_at_most"),
        dice_kept_max=record.get("dice_kept_max"),
        moves_min=int(record.get("moves_min", 0)),
        named=frozenset(as_list(record.get("named", ()))),
        not_marked=record.get("not_marked", ""),
        attacked=bool(record.get("attacked", False)),
        cost_revealed=bool(record.get("cost_revealed", False)),
        namesake=bool(record.get("namesake", False)),
        deaths_min=int(record.get("deaths_min", 0)),
        dying=record.get("dying"),
        slain_by=_slain_by(record.get("slain_by", "")),
        tap_shot=record.get("tap_shot"),
        carried_min=int(record.get("carried_min", 0)),
        victim=compile_condition(record["victim"]) if "victim" in record else None,
        not_named=frozenset(as_list(record.get("not_named", ()))),
        may_act=record.get("may_act"),
        incarnation_min=int(record.get("incarnation_min", 0)),
        carried_max=record.get("carried_max"),
        my_turn=record.get("my_turn"),
        attacked_with=frozenset(k for name in as_list(record.get("attacked_with", ()))
                                for k in _kind_group(name)),
        attacked_by=TYPE_IDS[record["attacked_by"]] if "attacked_by" in record else None,
        enemy_front_empty=record.get("enemy_front_empty"),
        near_classes=int(record.get("near_classes", 0)),
        rolled=frozenset(as_list(record.get("rolled", ()))),
        counters_min=int(record.get("counters_min", 0)),
        boost_min=int(record.get("boost_min", 0)),
        marked_free=next(iter(record["marked_free"].items())) if "marked_free" in record
        else ("", None),
        lives_above=record.get("lives_above"),
        lives_below=record.get("lives_below"),
        ranged_hits=int(record.get("ranged_hits", 0)),
        move_min=record.get("move_min"),
        counters_max=record.get("counters_max"),
        host_is=compile_condition(record["host_is"]) if "host_is" in record else None,
        acted=record.get("acted"),
        paid_more=record.get("paid_more"),
    )


def compile_target(t: Mapping[str, Any]) -> Target:
    return Target(
        side=t.get("side", "self"),
        range=t.get("range"),
        every=bool(t.get("every", False)),
        include_self=bool(t.get("include_self", False)),
        min_range=int(t.get("min_range", 0)),
        cards=bool(t.get("cards", False)),
        front=bool(t.get("front", False)),
        trail=bool(t.get("trail", False)),
        partner=bool(t.get("partner", False)),
        column=bool(t.get("column", False)),
        partner_last=bool(t.get("partner_last", False)),
        near_last=bool(t.get("near_last", False)),
        behind_last=bool(t.get("behind_last", False)),
        weak_as_last=bool(t.get("weak_as_last", False)),
        line=bool(t.get("line", False)),
        clear=bool(t.get("clear", False)),
        range_steps=bool(t.get("range_steps", False)),
        condition=compile_condition(t.get("if")),
        on_mark=_mark_name(t, "on_mark"),
        beside_mark=_mark_name(t, "beside_mark"),
        not_last=bool(t.get("not_last", False)),
        beside_gap=bool(t.get("beside_gap", False)),
    )


def _mark_name(t: Mapping[str, Any], key: str) -> str:
    """A target's cell mark name (``on_mark``, ``beside_mark``), "" when not asked."""
    name = t.get(key, "")
    if not isinstance(name, str):
        raise AbilityError(f"{key}: a cell mark's name (mark_cell), not {name!r}")
    return name


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


def as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


def _mask(value: Any) -> int:
    mask = 0
    for name in as_list(value):
        mask |= ELEMENT_BIT[name]
    return mask


@dataclass(frozen=True)
class CardAbilities:
    """A card's entry: its abilities, whether they (with its keywords) are all it prints,
    and the keyword labels its abilities carry out (its classes are the catalogue's)."""

    card: str
    abilities: tuple[Ability, ...]
    complete: bool
    covers: frozenset[str]
    #: The printed keywords (ids) its played abilities replace: the card table leaves
    #: their effects out, so the engine offers only the encoded form.
    replaces: frozenset[str] = frozenset()
    #: Its recruitment clauses (the schema's ``recruitment``), which the squad rules play
    #: through the catalogue (tools/build_berserk_cardsets.py copies them there).
    recruitment: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def played(self) -> tuple[Ability, ...]:
        return tuple(a for a in self.abilities if a.implemented)

    @property
    def fully_played(self) -> bool:
        return self.complete and all(a.implemented for a in self.abilities)
