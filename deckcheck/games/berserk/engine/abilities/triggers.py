"""When abilities act: every trigger of the ability language in one table (:data:`TABLE`),
with its bit, its words and where the engine fires it, and the card-level flags that
tell the engine which cards to ask.

A card's trigger mask (``state.trig``) says at a glance, one int test on the hot path,
whether an event concerns it: each row takes the next free bit, so two never share one.
Adding a trigger is one row here (its constant is the row) and the call at the place the
row names: ``state.trigger(card, T_NEW, other)`` for the card itself, :func:`side_event`
for the cards of a side. ``tests/games/berserk/test_layers.py`` checks that every
trigger's named places exist.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, NamedTuple

from deckcheck.games.berserk.engine.kernel import Kernel


class Trigger(NamedTuple):
    """A row of :data:`TABLE`: a trigger, or a card-level flag (no key)."""

    #: Its key in ``card-abilities/*.yaml`` (``trigger: ...``); empty for a flag.
    key: str
    bit: int
    #: How it reads in a card's description; for a flag, what it marks.
    words: str
    #: Where the engine fires it: ``State.method`` or ``module.function`` of this package,
    #: comma-separated; empty for a flag (the engine asks for it where it matters).
    fired: str
    #: Whether a player chooses its targets (tap and instant abilities); the others'
    #: targets are every matching card, the card itself, or the other card of the event.
    chosen: bool


#: Every trigger and flag, in bit order (the rows below append themselves).
TABLE: Final[list[Trigger]] = []


#: The low bits: a card's bits (and the game's, ``trig_any``) below bit 62 are an unboxed
#: integer in the compiled build; a bit test on a boxed one costs some 270 instructions
#: instead of one. The rows the engine asks on every decision (the listings, a step, an
#: action) and the most used ones take these; the rest (``rare``: asked only as their
#: event happens, each on one or two cards) take the bits from 62 up.
LOW_BITS: Final = 62
#: Every low bit: ``State.trig_low`` is ``trig_any`` cut to them, an unboxed integer
#: whatever cards the game holds, for the engine's every-decision tests.
LOW_MASK: Final = (1 << LOW_BITS) - 1
_next = [0, LOW_BITS]  # the next free low and high bit


def _trigger(key: str, words: str, fired: str, *, chosen: bool = False,
             rare: bool = False) -> int:
    """A trigger's row: its bit, the next free one of its pool (``rare``: the high one)."""
    pool = 1 if rare else 0
    bit = 1 << _next[pool]
    _next[pool] += 1
    TABLE.append(Trigger(key, bit, words, fired, chosen))
    return bit


def _flag(what: str, *, rare: bool = False) -> int:
    """A card-level flag's row (cards.CardTable.triggers): not a trigger, a bit that lets
    the engine ask only the cards (or the games) that have it."""
    return _trigger("", what, "", rare=rare)


def _alias(key: str, bit: int, words: str) -> None:
    """Another key for a trigger's bit (``formation``: static while in formation)."""
    TABLE.append(Trigger(key, bit, words, next(r.fired for r in TABLE if r.bit == bit), False))


T_TAP: Final = _trigger("tap", "tap", "State._main_actions, State._use_ability", chosen=True)
T_ATTACK: Final = _trigger("on_attack", "when it strikes",
                           "State._after_declared, State._roll, State._hit")
T_DEFENCE: Final = _trigger("on_defence", "when it is struck", "State._roll, State._hit")
#: X carried: the wounds it took.
T_WOUNDED: Final = _trigger("when_wounded", "when wounded", "State.wound")
T_DESTROYS: Final = _trigger("when_destroys", "when it destroys a creature", "State._scavenge")
T_DESTROYED: Final = _trigger("when_destroyed", "when destroyed", "State.kill")
T_TURN_START: Final = _trigger("turn_start", "at the start of its turn", "State._turn_body")
T_TURN_END: Final = _trigger("turn_end", "at the end of its turn", "State._end_turn")
#: Its modifiers change a simple strike; its passive effects are asked (see passives).
T_STATIC: Final = _trigger("static", "always", "State._after_declared, State._roll, State._hit")
_alias("formation", T_STATIC, "in formation")
T_VALHALLA: Final = _trigger("valhalla", "valhalla (from the graveyard, at the start of its "
                             "owner's turn)", "State._turn_body")
T_PASSIVE: Final = _flag("passive abilities (reduce, stay_open ...): asked by the engine, "
                         "never triggered")
T_DEFENDS: Final = _trigger("when_defends", "when it steps in as a defender",
                            "State._name_defender")
T_SURE: Final = _flag("some ability of it may make its simple strike direct")
T_BATTLE_START: Final = _trigger("battle_start", "at the start of the battle",
                                 "State._reveal_initial")
T_OPPONENT_TURN_END: Final = _trigger("opponent_turn_end", "at the end of the opponent's turn",
                                      "State._end_turn")
T_MOVES: Final = _trigger("when_moves", "when it moves to a next cell", "State._move")
T_AURA: Final = _flag("it reduces damage to the cards beside it (aura): the engine looks at "
                      "neighbours only in games with such a card")
#: An instant action (внезапное действие): usable in its owner's turn as a tap ability
#: and in the response windows (:data:`WINDOWS`), in either player's turn.
T_INSTANT: Final = _trigger("instant", "instant (tap)",
                            "State._use_ability, State._instant_actions", chosen=True)
T_OPPONENT_TURN_START: Final = _trigger("opponent_turn_start",
                                        "at the start of the opponent's turn",
                                        "State._turn_body")
T_WEAK_AURA: Final = _flag("it makes the simple strikes at the cards beside it weak "
                           "(weak_aura)", rare=True)
T_FIXED_DIE: Final = _flag("it fixes its controller's first die of a turn (first_die_six)",
                           rare=True)
T_HURT: Final = _flag("some ability of it asks whether a card was wounded by an attack this "
                      "turn (the hurt and ranged_hits conditions): the engine notes it then "
                      "only")
#: One flag for the timed markers a card leaves, which the engine looks for only in games
#: with such a card, each site asking for its own marker: lives lent until a turn's end
#: (lives with turns), a bounty looked for as damage lands, a blast set off at its turn's
#: start, a keyword taken away until a printed end, dice held, a silence, a net, a boost.
#: A low bit: a card's bits above 62 are a boxed integer in the compiled build (slower).
T_TEMP_LIVES: Final = _flag("it leaves timed markers (lives with turns, bounty, "
                            "delayed_blast, remove until, dice held, silence, net, boost): "
                            "the engine looks for them only then")
T_MARKS: Final = T_TEMP_LIVES
T_ENTERS_ENEMY_HALF: Final = _trigger("enters_enemy_half",
                                      "when it moves from its half onto the enemy's half",
                                      "moves.after_move")
T_ENTERS_OWN_HALF: Final = _trigger("enters_own_half",
                                    "when it moves from the enemy's half back onto its half",
                                    "moves.after_move")
T_TRACK_MOVES: Final = _flag("some ability of it asks how a card moved this turn (a movement "
                             "condition) or chains two creatures (chain): the engine records "
                             "moves only in such games")
#: The other card: the destroyed creature, still where it stood.
T_ANY_DEATH: Final = _trigger("creature_destroyed", "when a creature is destroyed",
                              "resolution.after_deaths")
#: It comes back from its owner's graveyard (rules.yaml ``incarnation``); it acts once
#: it is in play again.
T_INCARNATES: Final = _trigger("incarnates", "when it incarnates", "summoning.incarnate")
#: The other card: the creature that incarnates; acts from play, or from its owner's
#: graveyard (a card that returns with it).
T_ALLY_INCARNATES: Final = _trigger("ally_incarnates",
                                    "when another creature of its side incarnates",
                                    "summoning.incarnate")
T_INCARNATION: Final = _flag("it has incarnation (a passive incarnation): the engine counts "
                             "incarnation tokens only in games with such a card")
T_OBJECT: Final = _flag("a card that is not a creature (an artifact, a terrain) has tap or "
                        "instant abilities")
T_DIAGONAL: Final = _flag("some passive ability of it lets it step diagonally "
                          "(diagonal_move)")
T_LEAP_AURA: Final = _flag("it lengthens the leaps of the cards beside it (leap_range)")
T_RESTRICT: Final = _flag("it limits how enemy creatures move (the passive restrictions and "
                          "pin)")
T_WHEN_LEAPS: Final = _trigger("when_leaps", "when it jumps or teleports", "moves._after_leap")
T_ALLY_JUMPS: Final = _trigger("ally_jumps", "when a creature of its side jumps",
                               "moves._after_leap")
T_HOST_LEAPS: Final = _trigger("host_leaps", "when its host jumps or teleports",
                               "moves._after_leap")
#: The other card: the teleporting creature (a card printing Телепортация).
T_ALLY_TELEPORTS: Final = _trigger("ally_teleports",
                                   "when another creature of its side teleports from a cell "
                                   "next to it", "moves._after_leap")
#: The other card: the card of its side (itself too) that prophesied (by an ability, or
#: a passive foresight); X carried: the cards shown.
T_ALLY_PROPHESIES: Final = _trigger("ally_prophesies",
                                    "when a card of its side makes a prophecy",
                                    "control.prophesied")
#: The other card: the creature of its side (itself too) whose simple strike missed.
T_ALLY_MISSES: Final = _trigger("ally_misses",
                                "when a simple strike of a creature of its side misses in its "
                                "side's turn", "State._hit", rare=True)
#: The other card: the creature of its side (itself too) that makes the counter-strike.
T_ALLY_COUNTERS: Final = _trigger("ally_counters",
                                  "when a creature of its side makes a counter-strike",
                                  "State._hit", rare=True)
#: The other card: the creature opened by an effect in its side's turn.
T_ALLY_OPENS: Final = _trigger("ally_opens",
                               "when another creature of its side is opened in its side's turn",
                               "control._resolve_open", rare=True)
T_CHAIN: Final = _flag("it makes its simple strikes in a chain (strike_chain), or it may "
                       "stay open after its attack, which is then made (stay_open, open "
                       "after_attack): passives.chain_filter drops what either forbids")
#: The cards that may stay open after their attack (stay_open, ``open: after_attack``):
#: the same filter as chains (tokens.ATTACK_MADE).
T_STAYS_OPEN: Final = T_CHAIN
#: Not the opening at the start of its controller's turn.
T_OPENS: Final = _trigger("when_opens", "when it opens (not at the start of its turn)",
                          "control._resolve_open", rare=True)
#: The other card: the poisoned creature; X carried: the wounds.
T_ENEMY_POISONED: Final = _trigger("enemy_poisoned",
                                   "when an enemy creature takes wounds from poison",
                                   "damage.poison_wounds")
#: The other card: the struck card; before a defender and the dice.
T_ALLY_STRUCK: Final = _trigger("ally_struck",
                                "when an enemy's simple strike at a card of its side is "
                                "declared", "strikes.after_declared", rare=True)
T_ENEMY_SIX: Final = _trigger("enemy_rolls_six", "when a die an enemy card throws shows 6",
                              "strikes.enemy_six", rare=True)
#: A shot, a throw or a discharge (the other card: the attacker), before its damage.
T_SHOT_AT: Final = _trigger("when_shot_at", "when a ranged attack hits it", "strikes.shot_at",
                            rare=True)
T_NO_TAP: Final = _flag("it has an instant ability used without closing (no_tap): a closed "
                        "card of it may still answer")
T_TURN_WOUNDS: Final = _flag("some ability of it asks for the wounds a card took this turn "
                             "(max_wounds, heal: this_turn): the engine notes them then only",
                               rare=True)
T_NO_ANSWER: Final = _flag("some ability of it may make its simple strike unanswerable")
T_IGNORES: Final = _flag("it ignores a protection (passive ignore)")
T_GUARDS: Final = _flag("it may defend creatures not next to it (passive guard)", rare=True)
#: The other card: the attacker; X carried: the wounds, once its reductions and armour
#: are known, before they land.
T_WHEN_HURT: Final = _trigger("when_hurt", "when an attack wounds it", "State.absorb", rare=True)
#: The other card: the attacked card (its kind of attack noted: the condition
#: attacked_with); the hit's tier for on_hit, where the attack has one.
T_ALLY_ATTACKS: Final = _trigger("ally_attacks", "when a card of its side attacks",
                                 "State._hit, State._ranged_hit, damage._resolve_wound")
#: The other card: the card of its side (itself too) that lost 1 or more counters at once
#: (a cost paid, an effect); X carried: how many.
T_ALLY_LOSES_COUNTERS: Final = _trigger("ally_loses_counters",
                                        "when a card of its side loses counters",
                                        "State._use_ability, counters.counters_lost", rare=True)
#: The other card: the enemy card that lost counters at once; X carried: how many.
T_ENEMY_LOSES_COUNTERS: Final = _trigger("enemy_loses_counters",
                                         "when an enemy card loses counters",
                                         "State._use_ability, counters.counters_lost", rare=True)
#: The other card: the enemy card that attacked; X carried: the wounds its attack dealt.
T_ENEMY_ATTACKS: Final = _trigger("enemy_attacks", "when an enemy card attacks",
                                  "State._hit, State._ranged_hit, damage._resolve_wound")
T_WARD: Final = _flag("it wards its side's cards from the next wounds (ward): the engine "
                      "asks it when a card of its side is wounded", rare=True)
#: The other card: the creature of its side (itself too) whose attack destroyed an enemy
#: card; X carried: how much more the destroyed card cost than it (printed costs, 0 if
#: not more).
T_ALLY_DESTROYS: Final = _trigger("ally_destroys",
                                  "when a creature of its side destroys an enemy card",
                                  "strikes.ally_destroyed")
T_TRAIL: Final = _flag("some ability of it asks for cards on the cells it stepped onto this "
                       "turn (a target's trail): the engine notes its steps then only")
T_OWN_SAFE: Final = _flag("its own side's attacks may not be aimed at it (passive own_safe)",
                          rare=True)
#: Two flags, each shared by rare mechanics whose engine checks find their own cards
#: again (by operation or marker), so one bit serves each group: the bits are few (63).
#: Passives asked of the cards in play (stamina — its own, or for the card in front —,
#: valhalla_twice, must_strike_closed) and the marks and grants the engine takes notice
#: of (unanswered_first, no_attack, a keyword granted for some turns).
T_RARE: Final = _flag("a passive stamina, valhalla_twice, must_strike_closed, "
                      "strikes_flyers, strike_reach or keyword, the marks "
                      "unanswered_first or no_attack, or a grant for some turns: the engine "
                      "asks for them only in games with such a card")
T_STAMINA: Final = T_RARE
T_VALHALLA_TWICE: Final = T_RARE
T_COMPELLED: Final = T_RARE
T_UNANSWERED_FIRST: Final = T_RARE
T_NO_ATTACK: Final = T_RARE
T_TIMED_GRANT: Final = T_RARE
#: Side auras: ally_strike, ally_dice, ally_range.
T_SIDE_AURA: Final = _flag("it adds to the simple strikes, dice or ranges of creatures of its "
                           "side (ally_strike, ally_dice, ally_range)")
T_ALLY_AURA: Final = T_SIDE_AURA
T_RANGE_AURA: Final = T_SIDE_AURA
T_DEFLECT: Final = _flag("the other side may turn its simple strike onto another of its "
                         "creatures next to it (passive deflectable)")
T_CELL_MARKS: Final = _flag("it marks cells of the battlefield (mark_cell): the engine looks "
                            "at marked cells only in games with such a card")
T_STRANGLE: Final = _flag("it strangles creatures next to it (strangle): they may not move or "
                          "attack while it stands next to them")
T_HEAL_WATCH: Final = _flag("it blocks or doubles the first healing of a turn (passive "
                            "heal_block, heal_double)", rare=True)
T_WRAP: Final = _flag("the outermost cells of a row are next to each other for its steps "
                      "and simple strikes (passive wraparound)")
T_FIRM: Final = _flag("nothing lessens its simple strike (passive unreduced)", rare=True)
T_BLOCKS_ANYWHERE: Final = _flag("it blocks a named attacker's attacks at any card (a "
                                 "passive block anywhere, NT-131)", rare=True)
T_LENDS: Final = _flag("it lends another card an ability of its own for a time (lend, "
                       "VS-090), or every enemy creature while it holds (lend_enemies, "
                       "NT-025): the game's cards may hold lent abilities", rare=True)
T_SLAIN_WATCH: Final = _flag("it asks whether a creature was killed by an enemy attack "
                             "(slain_by): the game notes whose attack dealt each card's "
                             "latest wounds", rare=True)
T_LURE: Final = _flag("the other side's shots or throws may go only at it (passive lure)")
#: One bit for the passives that limit where attacks go: its simple strike only ahead
#: (strike_front_only), the enemy's ranged attacks drawn onto it (draw).
T_AIMS: Final = _flag("it limits where attacks go (strike_front_only, draw)")
#: The other card: the enemy creature that gains counters.
T_ENEMY_COUNTERS: Final = _trigger("enemy_gains_counters",
                                   "when an enemy creature gains counters",
                                   "counters._resolve_counters", rare=True)
#: The other card: the creature of its side (itself too) wounded by an attack for the
#: first time in a turn, as the wounds are known, before they land (the hurt flag too).
T_ALLY_HURT: Final = _trigger("ally_hurt",
                              "when a creature of its side is first wounded by an attack in "
                              "a turn", "State.absorb", rare=True)
#: The other card: the attacker. A melee strike other than the simple strike at it (which
#: on_defence answers): a counter-strike, a special, magic or finishing strike of an
#: enemy card next to it, as it hits, before the damage.
T_MELEE_STRUCK: Final = _trigger("when_melee_struck",
                                 "when another melee strike than a simple strike hits it",
                                 "strikes.shot_at", rare=True)
#: The other card: the card its keyword shot or attack keyword (throw, discharge, magic
#: strike ...) hit, after the damage; on_hit: the tier its die picked for a tiered attack
#: (shot-1-2-2; a fixed amount has none).
T_ATTACK_HITS: Final = _trigger("after_attack",
                                "after its shot or attack keyword hits", "State._ranged_hit",
                                rare=True)
#: The other card: the attacker. A shot, throw or discharge (of either side) hits a
#: creature standing next to it, before the damage.
T_NEAR_SHOT_AT: Final = _trigger("near_shot_at",
                                 "when a ranged attack hits a creature next to it",
                                 "strikes.near_shot_at", rare=True)

T_BARRED: Final = _flag("some passive ability of it may bar it from attacking or defending "
                        "(no_attack, no_defence)")
T_HARDENED: Final = _flag("an attack's wounds harden it against smaller attacks this turn "
                          "(harden): the engine notes them for such cards only", rare=True)

#: The other card: the creature of its side (itself too) that gained lives by vampirism.
T_ALLY_DRINKS: Final = _trigger("ally_drinks",
                                "when a creature of its side gains lives by vampirism",
                                "healing.drink", rare=True)

#: In its owner's graveyard, it takes an incarnation token (X incarnation_tokens: how
#: many it has now), before it may come back with it.
T_GAINS_TOKEN: Final = _trigger("gains_incarnation_token",
                                "when it takes an incarnation token in the graveyard",
                                "summoning.incarnations, summoning._resolve_grave_token", rare=True)

#: Its own prophecy (its controller's: an ability's or a foresight's) reveals it, from
#: the deck; it acts from there (a «may» ability of its own: its player chooses).
T_REVEALED: Final = _trigger("when_revealed", "when a prophecy of its player reveals it",
                             "State.prophesy", rare=True)
#: It has its incarnation's tokens: a «may» ability that its player may use instead of
#: coming back; declined (or acting on nothing), it comes back (declined_instead).
T_WOULD_INCARNATE: Final = _trigger("instead_of_incarnating",
                                    "when it would incarnate, instead",
                                    "summoning.incarnations", rare=True)
#: The other card: the enemy creature that moved. An enemy creature moves to a next cell
#: or leaps (its own move; not a card an ability moves).
T_ENEMY_MOVES: Final = _trigger("enemy_moves", "when an enemy creature moves",
                                "moves.after_move")
#: The other card: the card whose ability moved it (move_to, swap, push), after the move.
T_MOVED_BY: Final = _trigger("moved_by_other", "when another card's effect moves it",
                             "movement.moved_by", rare=True)
#: It acts (seed 107.5's acting, which first-turn weakness forbids): it declares a
#: simple strike, a shot or a keyword attack, or uses a tap ability, in its controller's
#: turn; after the action is taken.
T_ACTS: Final = _trigger("when_acts", "when it acts (an attack or a tap ability)",
                         "State._do")
#: The other card: the creature of its side (not itself) whose simple strike was just
#: dealt; with on_hit, the tier of that strike's hit.
T_ALLY_STRIKES: Final = _trigger("ally_strikes", "when another creature of its side makes a "
                                 "simple strike", "State._hit", rare=True)
#: The other card: the card whose valhalla it is; as the valhalla resolves on it.
T_VALHALLA_TARGET: Final = _trigger("valhalla_target", "when it becomes the target of a "
                                    "valhalla", "resolution.resolve", rare=True)
#: X carried: the wounds it would heal (0 for «every wound»). An effect may then heal it
#: though it has no wound: what it does instead is this trigger's abilities.
T_WOULD_HEAL: Final = _trigger("would_heal", "when it should be healed while it has no wound",
                               "healing._resolve_heal")
#: Not an event: its effects (a keyword granted, movement added) are in effect on its card
#: while its condition holds, looked at before every decision (control.refresh_held).
T_WHILE: Final = _trigger("while", "while its condition holds", "control.refresh_held")
#: The other card: the creature of its side (itself too) that gains flying.
T_ALLY_FLIES: Final = _trigger("ally_flies", "when a creature of its side gains flying",
                               "State.grant, State.gain_flying", rare=True)
#: The other card: the creature that moved next to it (from a cell not next to it).
T_ARRIVES: Final = _trigger("creature_arrives",
                            "when a creature moves next to it from a cell not next to it",
                            "moves.after_move")
#: The other card: the creature whose action completed the run.
T_ALLY_TRIO: Final = _trigger("ally_trio",
                              "when other creatures of its side make a strike, a shot and a "
                              "heal one after another", "moves.note_run")

#: The other card: the creature it defended. After the simple strike it stepped in for
#: is over (the dice, the wounds, the deaths), while it stays on the battlefield.
T_AFTER_DEFENDS: Final = _trigger("after_defending",
                                  "after it has stepped in as a defender", "State._hit", rare=True)
#: The other card: a card a prophecy of its side (its player's deck) reveals, once for
#: each revealed card, after they are shown (if_other: what that card must be). Not
#: ally_prophesies, which acts once for the prophecy (the other card: the prophesier).
T_ALLY_REVEALS: Final = _trigger("ally_reveals",
                                 "when a prophecy of its side reveals a card",
                                 "State.prophesy", rare=True)
#: The other card: the enemy card whose attack wounded a card of its side standing next to
#: it (if_wounded: what that card must be), once the wounds are known.
T_NEAR_ALLY_WOUNDED: Final = _trigger("near_ally_wounded",
                                      "when an enemy's attack wounds a card of its side "
                                      "next to it", "State.absorb", rare=True)
#: The other card: the attacked card. An enemy's attack of any kind at a card of its side
#: as it is declared - a simple strike before a defender and the dice, any other attack
#: on one target before it acts - (ally_struck: the simple strikes only).
T_ALLY_ATTACKED: Final = _trigger("ally_attacked",
                                  "when an enemy's attack at a card of its side is declared",
                                  "strikes.after_declared", rare=True)
T_GRAVE_INSTANT: Final = _flag("it has an instant ability used from its owner's graveyard "
                               "(from_grave): the response windows look at graveyards only "
                               "in games with such a card", rare=True)
T_ACTED: Final = _flag("some ability of it asks whether a card acted this turn (the "
                       "condition acted: State._do notes each card's actions)")
#: The other card: the creature of its side (itself too) whose attack just dealt wounds
#: (wounded_by: of these kinds, wounded_min: at least this many to one card at once).
T_ALLY_DEALS: Final = _trigger("ally_deals",
                               "when a creature of its side deals wounds with an attack",
                               "State.wound", rare=True)
#: when_opens, and the opening at the start of its controller's turn too (a closed card
#: that opens then: NT-087's «when it opens»).
T_OPENS_ANY: Final = _trigger("when_opens_any",
                              "when it opens (an effect, or the start of its turn)",
                              "control._resolve_open, State._turn_body", rare=True)
#: While it lies in its owner's graveyard, the opponent's turn begins (after the cards in
#: play answered opponent_turn_start).
T_GRAVE_OPPONENT_TURN_START: Final = _trigger(
    "grave_opponent_turn_start", "at the start of the opponent's turn, while it lies in its "
    "graveyard", "State._turn_body", rare=True)
#: It goes to its owner's graveyard: destroyed (as when_destroyed, from where it stood),
#: or put there from the deck by an effect (mill, to_grave).
T_TO_GRAVE: Final = _trigger("goes_to_graveyard", "when it goes to the graveyard",
                             "State.kill, summoning._resolve_to_grave", rare=True)

#: The other card: the card of its side an attack wounded (if_other: what it must be;
#: if_attack: the attack's kinds), once its wounds are on it and before any death is
#: settled: a spread effect lets its player move those wounds onto other cards
#: (damage.offer_spread queues the choice, State's spread window makes it).
T_SPREAD: Final = _trigger("spread_wounds",
                           "when an attack wounds a card of its side (its player may "
                           "spread those wounds)", "State.wound", rare=True)
#: The other card: the target of a shot of its volley whose die lets the opponent send
#: it into a card of theirs next to that target; the opponent picks (picked_by), among
#: the target and those cards (damage.volley_on queues the choice).
T_REDIRECTED: Final = _trigger("volley_redirect",
                               "when the die of a shot of its volley lets the opponent "
                               "send it elsewhere", "damage.volley_on", rare=True)
#: The other card: the attacker. A strike at it hits, of any side (strikes.STRIKES: a
#: simple strike or counter-strike, a special or magic strike, a strike through a row;
#: if_attack: only these kinds), once its damage is reckoned and before it lands, whatever
#: that damage: what it gives on (VS-135's protection) does not lessen that strike; a
#: ``call_off`` among its effects blocks that hit (VS-108).
T_STRUCK: Final = _trigger("when_struck", "when a strike hits it", "strikes.struck",
                           rare=True)
#: Once both squads are placed, before the reveal (research §2.4): the card is turned
#: face up and acts (VS-177: «после расстановки карт вскройте»), the First player's
#: cards first; the seats that may rearrange then do (State.rearranging).
T_SQUADS_PLACED: Final = _trigger("squads_placed",
                                  "once the squads are placed (it is revealed)",
                                  "State._placement_done", rare=True)

#: Trigger keys by name (``formation`` is static while in formation).
TRIGGERS: Final[dict[str, int]] = {row.key: row.bit for row in TABLE if row.key}
#: How each trigger reads in a card's description; ``then``: a follow-up ability.
TRIGGER_WORDS: Final[dict[str, str]] = {
    **{row.key: row.words for row in TABLE if row.key}, "then": "then"}
#: Triggers whose targets are never chosen by a player (every matching card, the card
#: itself, or the other card of the event).
NO_CHOICE: Final = sum({row.bit for row in TABLE if row.key and not row.chosen})  # one bit each
#: The moments an instant ability may be used (rules.yaml instant_windows): ``main`` (its
#: controller's turn, as an action), ``turn_start`` (the opponent's turn has begun: its
#: cards opened, nothing done yet), ``declared`` (a simple strike at one of its
#: controller's cards is declared, before the defender), ``rolled`` (the dice of a simple
#: strike its side takes part in are rolled, before the damage), ``aimed`` (another attack
#: - a shot, throw, discharge, magic or special strike - at one of its controller's cards
#: is declared, before it acts), ``thrown`` (the die of such an attack is thrown, before
#: its damage), ``resolved`` (in the opponent's turn, after each of its actions resolved:
#: a move, an attack, an ability) and ``turn_end`` (a turn ends: after its end-of-turn
#: abilities, before the next turn). deckcheck's reading of «в любой момент»: these
#: windows are the moments a response changes something the engine plays.
WINDOWS: Final = ("main", "turn_start", "declared", "rolled", "aimed", "thrown", "resolved",
                  "turn_end", "before_dice")
#: The windows of an instant ability that names none: every window but ``before_dice``
#: (the choice a fight of two open creatures offers before its dice, NT-010's: no
#: printed instant answers there).
DEFAULT_WINDOWS: Final = WINDOWS[:-1]
#: A bit per window: a game knows once which windows some instant of its cards may use
#: (State.windows_any), so the others never cost a look.
WINDOW_BITS: Final[Mapping[str, int]] = {w: 1 << i for i, w in enumerate(WINDOWS)}
#: The card-level flag an operation sets on the cards that have it, so that the engine
#: asks only those cards (cards.CardTable.triggers): one table, not a test per operation.
OP_FLAGS: Final[Mapping[str, int]] = {
    "weak_aura": T_WEAK_AURA, "direct": T_SURE, "unanswerable": T_NO_ANSWER,
    "ignore": T_IGNORES, "guard": T_GUARDS, "aura": T_AURA,
    "own_safe": T_OWN_SAFE, "ward": T_WARD,
    "first_die_six": T_FIXED_DIE,
    "incarnation": T_INCARNATION, "diagonal_move": T_DIAGONAL, "strike_chain": T_CHAIN,
    "give_chain": T_CHAIN, "stay_open": T_STAYS_OPEN,
    "leap_range": T_LEAP_AURA, "max_wounds": T_TURN_WOUNDS, "hold_near": T_RESTRICT,
    "bar_half": T_RESTRICT, "leap_near": T_RESTRICT, "pin": T_RESTRICT,
    "no_attack": T_BARRED, "no_defence": T_BARRED, "harden": T_HARDENED,
    "stamina": T_STAMINA, "valhalla_twice": T_VALHALLA_TWICE,
    "ally_strike": T_ALLY_AURA, "ally_dice": T_ALLY_AURA, "ally_range": T_RANGE_AURA,
    "must_strike_closed": T_COMPELLED, "strikes_flyers": T_RARE, "strike_reach": T_RARE,
    "keyword": T_RARE,
    "lure": T_LURE,
    "deflectable": T_DEFLECT, "unreduced": T_FIRM, "wraparound": T_WRAP,
    "heal_block": T_HEAL_WATCH, "heal_double": T_HEAL_WATCH,
    "strangle": T_STRANGLE | T_RESTRICT, "mark_cell": T_CELL_MARKS | T_RESTRICT,
    "mark_line": T_CELL_MARKS, "move_mark": T_CELL_MARKS,
    "strike_front_only": T_AIMS, "draw": T_AIMS, "move_limit": T_RESTRICT,
    "bounty": T_MARKS, "delayed_blast": T_MARKS, "silence": T_MARKS, "net": T_MARKS,
    "boost": T_MARKS, "chain": T_TRACK_MOVES, "hit_bonus": T_MARKS,
    "trample": T_RARE, "grip_host": T_AIMS, "unguardable": T_BARRED,
    "lend": T_LENDS, "lend_enemies": T_LENDS,
}


def side_event(state: Kernel, bit: int, card: int, *, include_self: bool = True,
               enemy: bool = False) -> None:
    """``card`` took part in an event of trigger ``bit`` (ally_counters, ally_opens,
    ally_hurt; enemy_gains_counters with ``enemy``): the abilities of that trigger of the
    face-up cards of its side (the other side with ``enemy``) act (``card``: their other
    card; itself among them with ``include_self``)."""
    for m in state.on_field(state.ctrl[card] ^ enemy):
        if state.trig[m] & bit and not state.face_down[m] and (include_self or m != card):
            state.trigger(m, bit, card)


# The rare bits the engine tests on its every-strike paths, shifted down to
# ``State.trig_high`` (``trig_any`` from bit 62 up) or to a card's ``trig_hi``: unboxed
# integers where ``trig_any`` and a card's ``trig`` with such a bit are not, one AND
# instead of some 270 instructions each.
H_ALLY_ATTACKED: Final = T_ALLY_ATTACKED >> LOW_BITS
H_ALLY_COUNTERS: Final = T_ALLY_COUNTERS >> LOW_BITS
H_ALLY_DEALS: Final = T_ALLY_DEALS >> LOW_BITS
H_ALLY_FLIES: Final = T_ALLY_FLIES >> LOW_BITS
H_ALLY_HURT: Final = T_ALLY_HURT >> LOW_BITS
H_ALLY_MISSES: Final = T_ALLY_MISSES >> LOW_BITS
H_ALLY_REVEALS: Final = T_ALLY_REVEALS >> LOW_BITS
H_ALLY_STRIKES: Final = T_ALLY_STRIKES >> LOW_BITS
H_ALLY_STRUCK: Final = T_ALLY_STRUCK >> LOW_BITS
H_ENEMY_SIX: Final = T_ENEMY_SIX >> LOW_BITS
H_FIXED_DIE: Final = T_FIXED_DIE >> LOW_BITS
H_GRAVE_INSTANT: Final = T_GRAVE_INSTANT >> LOW_BITS
H_GRAVE_OPPONENT_TURN_START: Final = T_GRAVE_OPPONENT_TURN_START >> LOW_BITS
H_GUARDS: Final = T_GUARDS >> LOW_BITS
H_MELEE_STRUCK: Final = T_MELEE_STRUCK >> LOW_BITS
H_NEAR_ALLY_WOUNDED: Final = T_NEAR_ALLY_WOUNDED >> LOW_BITS
H_NEAR_SHOT_AT: Final = T_NEAR_SHOT_AT >> LOW_BITS
H_OPENS_ANY: Final = T_OPENS_ANY >> LOW_BITS
H_OWN_SAFE: Final = T_OWN_SAFE >> LOW_BITS
H_REVEALED: Final = T_REVEALED >> LOW_BITS
H_SHOT_AT: Final = T_SHOT_AT >> LOW_BITS
H_SPREAD: Final = T_SPREAD >> LOW_BITS
H_STRUCK: Final = T_STRUCK >> LOW_BITS
H_TURN_WOUNDS: Final = T_TURN_WOUNDS >> LOW_BITS
H_WARD: Final = T_WARD >> LOW_BITS
H_WEAK_AURA: Final = T_WEAK_AURA >> LOW_BITS
H_BLOCKS_ANYWHERE: Final = T_BLOCKS_ANYWHERE >> LOW_BITS
H_LENDS: Final = T_LENDS >> LOW_BITS
H_SLAIN_WATCH: Final = T_SLAIN_WATCH >> LOW_BITS
