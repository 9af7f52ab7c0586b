"""The markers and counters a card may carry (``state.markers``), by name, and reading
and writing them; the marks the engine obeys while they run (no healing, no ranged
attacks).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from deckcheck.games.berserk.engine.kernel import Kernel

#: Marker names (state.markers, kind "marker" of state.MARKER_KINDS).
POISON: Final = "marker:poison"
STUN: Final = "marker:stun"
#: Wounded by an attack this turn: the turn + 1 (the hurt condition).
HURT: Final = "marker:hurt"
#: Acted this turn (declared a move, a jump, an attack or an ability): the turn + 1 (the
#: acted condition; noted in games with T_ACTED).
ACTED: Final = "marker:acted"
#: The kind of the attack its when_shot_at / when_melee_struck abilities answer now
#: (language.ATTACK_CODES).
ATTACK_KIND: Final = "marker:attack_kind"
#: The shots and throws that wounded it this turn: turn << 4 | how many (at most 15).
RANGED_HITS: Final = "marker:ranged_hits"
#: Lives lent until the end of a turn (lives with turns): the last turn << 8 | the change
#: + 128.
LIVES_BACK: Final = "marker:lives_back"
#: Movement a printed end carries into its controller's later turns: last turn << 4 | N.
MOVE_BONUS: Final = "marker:move_bonus"
#: How many creatures of its side may move in a turn (``move_limit``): turn << 3 | N.
MOVE_LIMIT: Final = "marker:move_limit"
#: What strike effects with no end printed add to a card's simple strike: 128 + N.
STRIKE_LASTING: Final = "marker:strike_lasting"
#: A chain of simple strikes another card gave it for a turn (``give_chain``): turn << 7
#: | after_shot << 6 (a shot, then one simple strike: NT-096) | each << 5 | different << 4
#: | the attacks (2-15; 8 for each).
CHAIN_GIVEN: Final = "marker:chain_given"
#: A cell mark (``mark_cell``) on the card that made it: marker name prefix, then the
#: mark's name; the value: its last turn << 30 | a bit per cell marked (movement.py).
CELL_MARK: Final = "marker:cell:"
#: A bonus to some hits of its simple strike for this turn (``hit_bonus``): turn << 8 |
#: the hits' bits (1 << strikes.WEAK ...) << 4 | the bonus.
HIT_BONUS: Final = "marker:hit_bonus"
#: A bonus to its die when it attacks, for this turn (``attack_die``): turn << 4 | bonus.
ATTACK_DIE: Final = "marker:attack_die"
#: Strangling markers on a creature (``strangle``): how many (1-2; the third destroys it).
STRANGLED: Final = "marker:strangled"
#: The turn of a card's first simple strike (second_strike).
FIRST_STRIKE: Final = "marker:first_strike"
#: The turn + 1 in which a creature made its attack and did not close after it (a passive
#: stay_open, or ``open: after_attack``): it stays open (to defend, to meet strikes as an
#: open card), but its action of the turn is taken, so it may not act again that turn
#: (passives.chain_filter). Research §2.4 (the basic rules' turn): one action per
#: creature, attacking with a simple strike among them, the card closing after it;
#: leaving a card open keeps it available as a defender. An opening by an effect gives
#: it an action again (control._resolve_open clears it).
ATTACK_MADE: Final = "marker:attack_made"
#: An exposed card (expose): turn << 3 | the exposing seat << 2 | the die bonus (1-3).
EXPOSED: Final = "marker:exposed"
#: A pin (``pin``): the pinning card << 10 | its cell << 5 | the pinned card's cell.
PINNED: Final = "marker:pinned"
#: A shield (``shield`` effect): marker name prefix, then its damage kinds, "/"-joined;
#: the value: its last turn << 5 | limit << 4 | amount.
SHIELD: Final = "marker:shield:"
#: A flank ward (``flank_ward``): marker name prefix, then its damage kinds, "/"-joined;
#: the value: its last turn << 5 | the attack value it stops.
FLANK_WARD: Final = "marker:flank_ward:"
#: The crystals its player paid more for it at recruitment (VS-190; x: paid_more).
PAID_MORE: Final = "marker:paid_more"
#: The card (+ 1) under whose ward it was recruited (VS-180): it dies when that card
#: leaves play.
WARDED: Final = "marker:warded"
#: Incarnation tokens on a card in the graveyard (a kind of rules.yaml graveyard_keeps).
INCARNATION: Final = "incarnation"
#: The creatures (symbiotes aside) a card in play saw destroyed this turn (its
#: creature_destroyed abilities count them): turn << 6 | how many.
DEATHS_SEEN: Final = "marker:deaths_seen"
#: What a passive armour absorbed: turn << 4 | the wounds absorbed that turn.
ARMOUR_SPENT: Final = "marker:armour_spent"
#: The wounds a card took this turn (``max_wounds``, ``heal: this_turn``): turn << 5 |
#: wounds.
WOUNDS_TAKEN: Final = "marker:wounds_taken"
#: What a card's ``tally`` effects added up while it is in play (x tally): a printed
#: "+1 to ... (maximum +N)" that grows with events.
TALLY: Final = "marker:tally"
#: The most wounds one attack dealt the card this turn (a passive ``harden``): turn << 5 | X.
HARDENED: Final = "marker:hardened"
#: The X an ability carries to the ability that follows it (``then``): the counters spent,
#: or the wounds an effect with ``carry`` changed.
CARRIED: Final = "marker:carried"
#: The dice that set the strength of the tiered wounds (``keep_dice``) of the ability its
#: card is using, added up, + 1 (0: none kept since the ability began).
DICE_KEPT: Final = "marker:dice_kept"
#: The wounds a card's last simple strike dealt (x dealt), noted before its on_attack
#: abilities act.
#: The target (+1) of the ability a ``then`` ability follows, or the other card of an
#: enemy_poisoned event (``near_last``).
LAST_TARGET: Final = "marker:last_target"
#: The last simple strike a card made (its on_attack abilities ask): the hit's value
#: << 8 | the wounds it dealt (X "hit", "dealt").
LAST_HIT: Final = "marker:last_hit"
#: The tier (+2: 1 a miss, 2 weak, 3 medium, 4 strong) the die picked for the last
#: tiered wound of a card's ability (``if_tier`` effects after it ask), 0 for none.
LAST_TIER: Final = "marker:last_tier"
#: The last attack a card took (ally_attacks; the condition attacked_with asks): the
#: type (cards.TYPE_IDS) of the card that made it << 6 | the kind's place in
#: language.KIND_ORDER + 1.
ATTACKED_WITH: Final = "marker:attacked_with"
#: The die a card's ``roll`` effect threw: turn << 3 | the face (the ``rolled`` condition).
ROLLED: Final = "marker:rolled"
#: The marks (``mark`` effect) the engine itself obeys while they run: ``no_heal`` (the
#: card heals no wound and gains no lives: heal, regeneration, vampirism, lives, poison
#: that heals), ``no_ranged`` (it declares no shot and no throw: the keywords and the
#: abilities labelled so), ``bleeds`` (a vampirism at it wounds it 1 more: healing.drink).
NO_HEAL: Final = "marker:no_heal"
NO_RANGED: Final = "marker:no_ranged"
BLEEDS: Final = "marker:bleeds"
#: The attacks of the card deal at most A while it stands in its side's row R (``row_cap``):
#: the last turn it runs << 8 | R << 4 | A (markers.row_capped).
ROW_CAP: Final = "marker:row_cap"
#: A chain binding two creatures (the ``chain`` effect), on each of them: the last turn it
#: runs << 16 | the chaining card + 1 << 8 | the other creature + 1 (moves.part_chains).
CHAIN: Final = "marker:chain"
#: What the card's next simple strike gets (``next_strike``): used up by that strike.
NEXT_STRIKE: Final = "marker:next_strike"
#: A keyword granted for some turns (``grant`` with ``turns``): this prefix + the
#: keyword id names the marker; its value is the last turn it lasts.
GRANTED: Final = "marker:granted:"
#: A keyword taken away until a printed end (``remove`` ``until``): this prefix and the
#: keyword, valued the last turn it stays away (control.restore_removed).
REMOVED: Final = "marker:removed:"
#: The abilities other cards lent the card (``lend``): one bit per lending it holds
#: (cards.CardTable.lendings), each with the last turn it holds it under LENT_UNTIL + the
#: lending's index; gone when it leaves play or loses its abilities.
LENT: Final = "marker:lent"
LENT_UNTIL: Final = "marker:lent_until:"
#: A mark (``mark: no_attack``) that keeps the creature from declaring any attack (a
#: simple strike, a keyword attack, an ability labelled as an attack) while it runs.
NO_ATTACK: Final = "marker:no_attack"
#: The enemy card an attack of its side just destroyed (ally_destroys), + 1, on each
#: card whose ally_destroys abilities then act: the ``victim`` condition asks it.
VICTIM: Final = "marker:victim"
#: The last turn of a change that lasts while its card stays in play (no turn reaches it).
FOREVER: Final = 1 << 30
#: A card's last step (State._move, noted for a card with when_moves abilities): the cell
#: it left << 8 | the cell it stepped onto (``drift`` moves another card the same way).
LAST_STEP: Final = "marker:last_step"
#: The cell (+ 1) a card left as its ability moved it to a chosen cell (State._placed),
#: noted on the ability's card for the clause after it (``then``) that asks it: a target
#: ``beside_gap`` stands next to it, ``fill_gap`` moves its target onto it.
GAP_CELL: Final = "marker:gap_cell"
#: The card (+ 1) an enemy's attack was just declared at (a defender may have taken it in
#: that card's place), noted on each card of that card's side whose enemy_attacks
#: abilities then act (the condition ``attacked`` asks it).
ATTACK_AT: Final = "marker:attack_at"
#: The card (+ 1) the event's simple strike was made at (the card that took it: its target,
#: or the defender in its place), noted as an ability that fights it after the strike
#: triggers (``stand_in``, NT-034: a miss of its side's creature).
STRUCK: Final = "marker:struck"
#: The cell (+ 1; 0: none, a flyer's) of the creature whose death set off a
#: creature_destroyed ability of the card, noted as the ability triggers: ``summon``
#: ``onto: death_cell`` brings a card onto it once it is free.
DEATH_CELL: Final = "marker:death_cell"
#: Whose attack dealt a card's latest wounds: the side (+ 1) of the attacking card, 0
#: for wounds of anything else (an ability that is not an attack, poison); noted in
#: games with a card asking ``slain_by`` (triggers.H_SLAIN_WATCH).
SLAIN_BY: Final = "marker:slain_by"
#: A net on a creature (``net``): the last turn it holds (its controller's next turn).
NET: Final = "marker:net"
#: Bits of Kernel.timed_marks: the markers a turn's end looks for on every card in play,
#: by family, so that the look is skipped while no card of the game holds one (most
#: games, most turns). Each writer of such a marker sets its bit; the turn's end clears
#: the bits of the families no card holds any more (timed_marks_of).
TIMED_GRANTED: Final = 1  # GRANTED + keyword (control.take_back_grants)
TIMED_REMOVED: Final = 2  # REMOVED + keyword (control.restore_removed)
TIMED_NET: Final = 4  # NET (control.release_nets)
TIMED_LIVES: Final = 8  # LIVES_BACK (healing.restore_lives)
#: NO_ATTACK, a card's mark (``mark: no_attack``), which the main listing asks of every
#: creature that may attack. (Set by set_marker itself: a mark is written under its
#: card's token, by more than one operation.)
TIMED_NO_ATTACK: Final = 16
#: The families a turn's end gives back (their markers go with what they gave): it counts
#: the families anew after them. (A mark stays on its card once it has run out.)
TIMED_TURN_END: Final = TIMED_GRANTED | TIMED_REMOVED | TIMED_NET | TIMED_LIVES


def timed_marks_of(markers: Sequence[dict[str, int] | None]) -> int:
    """The Kernel.timed_marks bits of the families of timed markers the cards' ``markers``
    hold, found anew (the turn's end, once it gave back what ended; the test mode)."""
    bits = 0
    for held in markers:
        if held is None:
            continue
        for name in held:
            if name.startswith(GRANTED):
                bits |= TIMED_GRANTED
            elif name.startswith(REMOVED):
                bits |= TIMED_REMOVED
            elif name == NET:
                bits |= TIMED_NET
            elif name == LIVES_BACK:
                bits |= TIMED_LIVES
            elif name == NO_ATTACK:
                bits |= TIMED_NO_ATTACK
    return bits


#: The attacks no_ranged bars.
RANGED_BARRED: Final = frozenset({"shot", "throw"})
#: The first turn of a mark given ``next_turn`` (only in its card's controller's next
#: turn): the mark's marker name + this suffix; 0 (none) for a mark running from now.
MARK_FROM: Final = ":from"


def marker(state: Kernel, card: int, name: str) -> int:
    """How many markers ``name`` (POISON, STUN ...) the card carries."""
    markers = state.markers[card]
    return 0 if markers is None else markers.get(name, 0)


def set_marker(state: Kernel, card: int, name: str, n: int) -> None:
    """Set the card's markers ``name`` to ``n`` (0: none); the name goes last in the
    card's markers (their order is part of the position)."""
    if n and name == NO_ATTACK:  # (a mark the main listing asks: Kernel.timed_marks)
        state.timed_marks |= TIMED_NO_ATTACK
    markers = state.markers[card]
    if markers is None:  # the usual case: one new mapping, no copy
        if n:
            state.markers[card] = {name: n}
        return
    current = dict(markers)  # (a new one: a card's markers are replaced, never changed,
    current.pop(name, None)  # for copies of the state share them) then added last
    if n:
        current[name] = n
    state.markers[card] = current if current else None


def heal_barred(state: Kernel, card: int) -> bool:
    """Whether a running ``no_heal`` mark keeps ``card`` from healing or gaining lives
    (none at all before the first turn, turn 0, when a card has other markers; a
    ``next_turn`` mark, NT-007's, from its first turn only: :func:`mark_runs`)."""
    if state.markers[card] is None:
        return False
    return bool(marker(state, card, NO_HEAL)) and mark_runs(state, card, NO_HEAL)


def note_attack_made(state: Kernel, card: int) -> None:
    """``card`` made its attack this turn and stays open (:data:`ATTACK_MADE`)."""
    set_marker(state, card, ATTACK_MADE, state.turn + 1)
    state.chain_turn = state.turn  # (the chain filter has a card to look at this turn)


def attack_made(state: Kernel, card: int) -> bool:
    """Whether ``card`` made its attack this turn and stayed open (:data:`ATTACK_MADE`)."""
    return state.markers[card] is not None \
        and marker(state, card, ATTACK_MADE) == state.turn + 1


def attack_marked(state: Kernel, card: int) -> bool:
    """Whether a running ``no_attack`` mark keeps ``card`` from attacking."""
    return state.markers[card] is not None and marker(state, card, NO_ATTACK) >= state.turn


def ranged_barred(state: Kernel, card: int) -> bool:
    """Whether a running ``no_ranged`` mark keeps ``card`` from shooting and throwing."""
    return state.markers[card] is not None and mark_runs(state, card, NO_RANGED)


def exposed_bonus(state: Kernel, attacker: int, target: int) -> int:
    """What ``attacker``'s die gets against ``target`` exposed this turn by its side (the
    ``expose`` operation: VS-009), in every attack whose die it throws."""
    value = marker(state, target, EXPOSED)
    if value >> 3 != state.turn or (value >> 2) & 1 != state.ctrl[attacker]:
        return 0
    return value & 3


def mark_runs(state: Kernel, card: int, name: str) -> bool:
    """Whether ``card``'s mark (its marker ``name``) runs this turn: its last turn not
    past, and its first reached (a ``next_turn`` mark)."""
    return marker(state, card, name) >= state.turn \
        and marker(state, card, name + MARK_FROM) <= state.turn
