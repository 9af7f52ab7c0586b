"""Operations that mark cards for a time: marks, exposure, shields, no defender,
stuns.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.damage import kinds_words, reduce_params, reduce_words
from deckcheck.games.berserk.engine.abilities.durations import (
    LASTING,
    last_turn,
    turns_of,
    until_param,
    until_words,
)
from deckcheck.games.berserk.engine.abilities.language import (
    ATTACK_KINDS,
    KIND_GROUPS,
    AbilityError,
    Effect,
    Operation,
    amount_params,
    compile_condition,
    creatures_beside,
    no_params,
    one_param,
    token_params,
    unstopped,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.passives import passive_op
from deckcheck.games.berserk.engine.abilities.tokens import (
    CHAIN,
    EXPOSED,
    FLANK_WARD,
    FOREVER,
    LAST_HIT,
    LAST_TARGET,
    MARK_FROM,
    NET,
    ROLLED,
    ROW_CAP,
    SHIELD,
    STUN,
    TALLY,
    TIMED_NET,
    mark_runs,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import T_BARRED, T_WARD
from deckcheck.games.berserk.engine.board import DISTANCE, player_row
from deckcheck.games.berserk.engine.cards import CREATURE, Z_BOARD, Z_EXTRA
from deckcheck.games.berserk.engine.kernel import Kernel


def _resolve_mark(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if effect.next_turn:  # «in its next turn»: the next turn its card's controller plays
        turn = state.turn + (2 if state.ctrl[target] == state.active else 1)
        set_marker(state, target, "marker:" + effect.token, turn)
        set_marker(state, target, "marker:" + effect.token + MARK_FROM, turn)
        return f"{state.at(target)} is marked {effect.token} in its next turn"
    if marker(state, target, "marker:" + effect.token + MARK_FROM):
        set_marker(state, target, "marker:" + effect.token + MARK_FROM, 0)  # from now on
    if effect.until == LASTING:  # no end printed: until an effect takes it off (unmark)
        set_marker(state, target, "marker:" + effect.token, FOREVER)
        return f"{state.at(target)} is marked {effect.token}"
    if effect.until:  # a printed end, counted from whose turn it is now
        set_marker(state, target, "marker:" + effect.token,
                   last_turn(state, source, effect.until))
        return f"{state.at(target)} is marked {effect.token}{until_words(effect.until)}"
    set_marker(state, target, "marker:" + effect.token, state.turn + effect.amount - 1)
    until = "this turn" if effect.amount == 1 else f"for {effect.amount} turns"
    return f"{state.at(target)} is marked {effect.token} {until}"


def _chain_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, list) or len(value) != 3 \
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                       for v in value):
        raise AbilityError(f"chain: three tiers (weak, medium, strong), not {value!r}")
    return {"tiers": tuple(value), "amount": turns_of(record, "chain", 1, 1)}


def _chained_to(state: Kernel, source: int) -> int:
    """The creature the last clause of ``source``'s ability took (near_last's), -1 none."""
    return marker(state, source, LAST_TARGET) - 1


def _chainable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    first = _chained_to(state, source)
    return unstopped(state, source, target, effect) and 0 <= first != target \
        and state.ctype[target] == CREATURE and state.ctype[first] == CREATURE \
        and state.zone[target] == Z_BOARD and state.zone[first] == Z_BOARD \
        and DISTANCE[state.cell[target]][state.cell[first]] == 1


def _resolve_chain(state: Kernel, source: int, target: int, effect: Effect) -> str:
    first = _chained_to(state, source)
    last = state.turn + effect.amount - 1
    for c, other in ((target, first), (first, target)):
        set_marker(state, c, CHAIN, last << 16 | (source + 1) << 8 | (other + 1))
    return f"{state.at(first)} and {state.at(target)} are chained"


def _row_cap_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    row = record.get("row")
    if row not in (1, 2, 3):
        raise AbilityError(f"row_cap: row is its side's row 1, 2 or 3, not {row!r}")
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 15:
        raise AbilityError(f"row_cap: the most an attack deals, 0 to 15, not {value!r}")
    return {"amount": value, "row": row, "turns": turns_of(record, "row_cap", 1, 1)}


def _resolve_row_cap(state: Kernel, source: int, target: int, effect: Effect) -> str:
    row = effect.row
    last = state.turn + effect.turns - 1
    set_marker(state, target, ROW_CAP, last << 8 | row << 4 | effect.amount)
    return f"{state.at(target)}'s attacks deal at most {effect.amount} while it stands in " \
        f"its row {row}, to the end of turn {last}"


def row_capped(state: Kernel, attacker: int, damage: int) -> int:
    """``damage`` of an attack by ``attacker`` within a running ``row_cap`` of it, if it
    stands in that row of its side's half now."""
    value = marker(state, attacker, ROW_CAP)
    if not value or value >> 8 < state.turn or state.zone[attacker] != Z_BOARD \
            or player_row(state.ctrl[attacker], state.cell[attacker]) != value >> 4 & 15:
        return damage
    return min(damage, value & 15)


def _mark_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    until = until_param(record, "mark")
    if until and "turns" in record:
        raise AbilityError("mark: until (a printed end of a turn, or lasting: until an "
                           "effect takes it off) or turns, not both")
    next_turn = record.get("next_turn", False)
    if not isinstance(next_turn, bool) or (next_turn and (until or "turns" in record)):
        raise AbilityError("mark: next_turn is true or false, and not with until or turns")
    return {**token_params(value, record), "amount": turns_of(record, "mark", 1, 1),
            "until": until, "next_turn": next_turn}


def _mark_words(e: Effect) -> str:
    if e.next_turn:
        return f"marked {e.token} in its next turn"
    if e.until == LASTING:
        return f"marked {e.token} until it loses the mark"
    if e.until:
        return f"marked {e.token}{until_words(e.until)}"
    return f"marked {e.token} " + ("this turn" if e.amount == 1 else f"for {e.amount} turns")


def _marked(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return valid_in_play(state, source, target, effect) \
        and mark_runs(state, target, "marker:" + effect.token)


def _resolve_unmark(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, "marker:" + effect.token, 0)
    set_marker(state, target, "marker:" + effect.token + MARK_FROM, 0)
    return f"{state.at(target)} loses its {effect.token} mark"


def _tallied(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and marker(state, target, TALLY) < effect.amount


def _resolve_tally(state: Kernel, source: int, target: int, effect: Effect) -> str:
    value = min(effect.amount, marker(state, target, TALLY) + 1)
    set_marker(state, target, TALLY, value)
    return f"{state.at(target)}'s tally is {value} (at most {effect.amount})"


def _flank_ward_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    kinds = reduce_params(1, record)["against"]
    return {**amount_params(value, record), "against": kinds}


def _resolve_roll(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """Its controller throws a die for the card: the face is noted on it for this turn
    (the condition ``rolled`` of its abilities that follow asks it)."""
    face = state.roll_die(state.ctrl[source])
    set_marker(state, target, ROLLED, state.turn << 3 | face)
    return f"{state.at(target)} throws a die: {face}"


#: A bounty on a card (``bounty``): last turn << 16 | (giver + 1) << 8 | the ability's
#: index << 3 | the effect's index (the effect says how much, of which attacks, by whom).
BOUNTY: Final = "marker:bounty"


def _bounty_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    until = until_param(record, "bounty")
    if until == LASTING:
        raise AbilityError("bounty: until a printed end of a turn")
    return {**reduce_params(value, record), "until": until,
            "from_condition": compile_condition(record.get("from"))}


def _resolve_bounty(state: Kernel, source: int, target: int, effect: Effect) -> str:
    found = next(((i, j) for i, ability in enumerate(state.abilities_of(source))
                  for j, e in enumerate(ability.effects) if e is effect), None)
    if found is None or found[1] > 7:  # pragma: no cover - an effect of its own abilities
        return ""
    last = last_turn(state, source, effect.until) if effect.until else state.turn
    set_marker(state, target, BOUNTY, last << 16 | (source + 1) << 8 | found[0] << 3 | found[1])
    return f"{state.at(target)} carries a bounty{until_words(effect.until) or ' this turn'}"


def bounty(state: Kernel, card: int, damage: int, kind: str, source: int) -> int:
    """``card`` takes ``damage`` of ``kind`` from ``source``: a bounty it carries (still
    running, for such an attack by such an attacker) adds its amount, and goes."""
    value = marker(state, card, BOUNTY)
    if not value or value >> 16 < state.turn or source < 0:
        return damage
    giver, index = (value >> 8 & 255) - 1, value & 255
    effect = state.as_encoded(giver)[index >> 3].effects[index & 7]  # (its effect lasts)
    if kind not in effect.against or not effect.from_condition.holds(state, source):
        return damage
    set_marker(state, card, BOUNTY, 0)
    return damage + effect.amount


def _resolve_expose(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, EXPOSED,
               state.turn << 3 | state.ctrl[source] << 2 | min(3, effect.amount))
    return f"{state.at(target)} is exposed this turn: +{min(3, effect.amount)} to the dice " \
        "of those who attack it"


def _shield_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    turns = record.get("turns", 1)
    if turns == "x":  # as many turns as its X (x of the effect)
        if "x" not in record:
            raise AbilityError("shield: turns x needs an x")
        return {**reduce_params(value, record), "turns": 0, "x_turns": True}
    if not isinstance(turns, int) or turns < 1:
        raise AbilityError(f"shield: turns is a whole number from 1 or x, not {turns!r}")
    return {**reduce_params(value, record), "turns": turns}


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
    return f"{state.at(target)}: {reduce_words(effect)} until the end of turn {last}"


def _flank_wardable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Its number is at most the value of the hit of ``source``'s simple strike just made
    (X hit)."""
    return valid_in_play(state, source, target, effect) \
        and 0 < effect.amount <= marker(state, source, LAST_HIT) >> 8


def _resolve_flank_ward(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """The creatures of ``source``'s side right and left of it are protected from the
    attacks of kinds ``against`` worth exactly the number, to the end of the opponent's
    next turn."""
    last = _shield_turn(state, source, 1)
    name = FLANK_WARD + "/".join(sorted(effect.against))
    guarded = creatures_beside(state, source, False)
    for m in guarded:
        set_marker(state, m, name, last << 5 | min(31, effect.amount))
    if not guarded:
        return f"{state.at(source)} names {effect.amount}: no creature of its side beside it"
    return f"{', '.join(state.at(m) for m in guarded)}: no damage from " \
        f"{_kinds(effect)} of exactly {effect.amount} until the end of turn {last}"


def _kinds(effect: Effect) -> str:
    """The attacks a ward stops, in words: ``non-magic attacks``."""
    words = {"nonmagic": "non-magic attacks", "attacks": "attacks", "ranged": "ranged attacks"}
    return next((words[group] for group in words if effect.against == KIND_GROUPS[group]),
                "/".join(sorted(effect.against)) + " attacks")


def shielded(state: Kernel, card: int, damage: int, kind: str, *, lessen: bool = True) -> int:
    """``damage`` of ``kind`` to ``card`` after the shields given to it (``shield``; a
    ``flank_ward``: none from an attack of exactly its number) that still run this turn
    (not ``lessen``: an unreduced strike, which only a flank ward meets)."""
    markers = state.markers[card]
    if markers is None:
        return damage
    for name, value in markers.items():
        if name.startswith(FLANK_WARD) and value >> 5 >= state.turn \
                and kind in name[len(FLANK_WARD):].split("/") and damage == value & 31:
            return 0
        if not lessen or not name.startswith(SHIELD) or value >> 5 < state.turn \
                or kind not in name[len(SHIELD):].split("/"):
            continue
        amount = value & 15
        damage = min(damage, amount) if value >> 4 & 1 else max(0, damage - amount)
    return damage


#: A ward's marker on the card that gave it: WARD + its kinds; the value is its last
#: turn << 16 | its first turn << 4 | the wounds it still prevents (at most 15).
WARD: Final = "marker:ward:"


def _ward_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    return {**reduce_params(value, record), "turns": int(bool(record.get("next_turn")))}


def _resolve_ward(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """``target`` wards the cards of its side from the next ``amount`` wounds of the
    kinds named, to the end of the opponent's next turn (``next_turn``: in that turn
    only); a ward still running grows."""
    last = _shield_turn(state, source, 1)
    first = last if effect.turns else state.turn
    name = WARD + "/".join(sorted(effect.against))
    value = marker(state, target, name)
    amount = effect.amount
    if value and value >> 16 >= state.turn:  # still running: it grows
        amount += value & 15
        first = min(first, value >> 4 & 4095)
        last = max(last, value >> 16)
    set_marker(state, target, name, last << 16 | first << 4 | min(15, amount))
    return f"{state.at(target)} wards its side's cards from the next {min(15, amount)} " \
        f"wounds of {kinds_words(effect).replace('_', ' ')} damage from turn {first} to {last}"


def warded(state: Kernel, card: int, damage: int, kind: str) -> int:
    """``damage`` of ``kind`` to ``card`` after the running wards of its side (the cards
    with T_WARD in play): each takes what it still prevents."""
    for w in state.cards_with(T_WARD):
        markers = state.markers[w]
        if markers is None or state.ctrl[w] != state.ctrl[card] \
                or state.zone[w] not in (Z_BOARD, Z_EXTRA):
            continue
        for name, value in markers.items():
            if not name.startswith(WARD) or not (value >> 4 & 4095) <= state.turn <= value >> 16 \
                    or kind not in name[len(WARD):].split("/"):
                continue
            taken = min(value & 15, damage)
            if taken:
                set_marker(state, w, name, value - taken)
                damage -= taken
                if state.log is not None:
                    state.emit(state.ctrl[w], "battle", f"{state.at(w)}'s ward prevents "
                               f"{taken} wound{'' if taken == 1 else 's'} to {state.at(card)}")
            if not damage:
                return 0
    return damage


#: A mark (``mark: unanswered_first``) that makes the first simple strike the marked
#: creature makes in each turn it runs unanswerable; the second marker notes the turn
#: whose first strike it was.
UNANSWERED_FIRST: Final = "marker:unanswered_first"
UNANSWERED_USED: Final = "marker:unanswered_used"


def first_unanswered(state: Kernel, card: int) -> bool:
    """Whether ``card``'s simple strike being made is unanswerable as the first of the
    turn by a running ``unanswered_first`` mark (noted: the next strike this turn is not)."""
    if marker(state, card, UNANSWERED_FIRST) < state.turn \
            or marker(state, card, UNANSWERED_USED) == state.turn:
        return False
    set_marker(state, card, UNANSWERED_USED, state.turn)
    return True


#: No defender may step in for the card this turn (``unguarded``): the turn.
UNGUARDED: Final = "marker:unguarded"


def _resolve_unguarded(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, UNGUARDED, state.turn)
    return f"no defender may step in for {state.at(target)} this turn"


def unguarded(state: Kernel, card: int) -> bool:
    """Whether an ``unguarded`` effect keeps defenders from stepping in for ``card`` this
    turn, or its passive ``unguardable`` while it is in play."""
    markers = state.markers[card]
    return (markers is not None and markers.get(UNGUARDED, -1) == state.turn) or bool(
        state.trig[card] & T_BARRED and passive_op(state, card, "unguardable"))


def _stun_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in (True, "held"):
        raise AbilityError(f"stun: true or held, not {value!r}")
    return {"amount": int(value == "held")}


def _resolve_net(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """It neither moves nor acts in its next turn: a one-turn stun keeps it closed through
    that turn, and as the turn ends the net lets it go (control.release_nets: it is open,
    as a creature that never acted would be); the first attack at it until then is
    blocked and takes the net off."""
    set_marker(state, target, STUN, 1)
    mine = state.active == state.ctrl[target]
    set_marker(state, target, NET, state.turn + (2 if mine else 1))
    state.timed_marks |= TIMED_NET  # (the turn's end has one to look for)
    return f"{state.at(target)} is caught in a net for its next turn"


def netted(state: Kernel, card: int, damage: int, kind: str) -> int:
    """An attack of ``kind`` at ``card``: a net on it blocks it (no damage) and goes,
    and with it the stun it brought (in its own turn, the turn the net held it, it is
    free at once: it opens)."""
    last = marker(state, card, NET)
    if kind not in ATTACK_KINDS or last < state.turn:
        return damage
    set_marker(state, card, NET, 0)
    set_marker(state, card, STUN, 0)
    if last == state.turn and state.active == state.ctrl[card]:
        state.closed[card] = False
    state.emit(state.ctrl[card], "battle", f"the net blocks the attack at {state.at(card)}")
    return 0


def _resolve_stun(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if effect.amount:  # held: the stun marker names the holder (+2)
        set_marker(state, target, STUN, source + 2)
        return f"{state.at(target)} will not open at the start of its turns while " \
            f"{state.at(source)} stays in play"
    set_marker(state, target, STUN, 1)
    return f"{state.at(target)} will not open at the start of its next turn"


def stun_holds(state: Kernel, stun: int) -> bool:
    """Whether the stun marker ``stun`` still holds at a turn's start: a one-turn stun
    (1) does once; a held one while its holder is in play."""
    if stun < 2:
        return stun == 1
    holder = stun - 2
    return state.zone[holder] in (Z_BOARD, Z_EXTRA) and not state.is_dead(holder)


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("net", no_params, unstopped, _resolve_net,
              lambda e: "a net: it neither moves nor acts in its next turn (closed through "
              "it, open as it ends); the first attack at it until then is blocked and "
              "takes the net off"),
    Operation("bounty", _bounty_params, unstopped, _resolve_bounty,
              lambda e: f"the next {'/'.join(sorted(e.against))} wounding it by "
              f"{e.from_condition.words('a card')} wounds {e.amount} more"
              + until_words(e.until)),
    Operation("shield", _shield_params, unstopped, _resolve_shield,
              lambda e: reduce_words(e) + (" until the end of the opponent's next turn"
                                            if e.turns == 1 and not e.x_turns else
                                            " for the opponent's next "
                                            f"{'X' if e.x_turns else e.turns} turns")),
    Operation("ward", _ward_params, valid_in_play, _resolve_ward,
              lambda e: f"ward its side's cards from the next {e.amount} wounds of "
              f"{kinds_words(e).replace('_', ' ')} damage "
              + ("in the opponent's next turn" if e.turns
                 else "to the end of the opponent's next turn")),
    Operation("expose", amount_params, unstopped, _resolve_expose,
              lambda e: f"this turn +{e.amount} to the dice of its side's attacks at it"),
    Operation("tally", amount_params, _tallied, _resolve_tally,
              lambda e: f"+1 to its tally (at most {e.amount}; x tally)"),
    Operation("row_cap", _row_cap_params, unstopped, _resolve_row_cap,
              lambda e: f"its attacks deal at most {e.amount} while it stands in its row "
              f"{e.row}" + (" this turn" if e.turns == 1 else f" for {e.turns} turns")),
    Operation("chain", _chain_params, _chainable, _resolve_chain,
              lambda e: "chained to the last one " + ("this turn" if e.amount == 1 else
                                                      f"for {e.amount} turns")
              + f"; when they part each takes {'-'.join(map(str, e.tiers))}"),
    Operation("mark", _mark_params, unstopped, _resolve_mark, _mark_words),
    Operation("unmark", token_params, _marked, _resolve_unmark,
              lambda e: f"it loses its {e.token} mark"),
    Operation("flank_ward", _flank_ward_params, _flank_wardable, _resolve_flank_ward,
              lambda e: f"its side's creatures right and left of it: no damage from "
              f"{_kinds(e)} of exactly {e.amount} until the end of the opponent's next turn"),
    Operation("roll", one_param, valid_in_play, _resolve_roll,
              lambda e: "a die thrown for it (what follows may ask the face)"),
    Operation("unguarded", no_params, unstopped, _resolve_unguarded,
              lambda e: "no defender may step in for it this turn"),
    Operation("stun", _stun_params, unstopped, _resolve_stun,
              lambda e: "it does not open at the start of its turns while this card is in "
              "play" if e.amount else "it does not open at the start of its next turn"),
)
