"""Operations on a card's state and abilities: opening and closing it, granting and
removing abilities, changing its element, returning it to its owner's deck, prophecy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.durations import (
    LASTING,
    last_turn,
    turns_of,
    until_param,
    until_words,
)
from deckcheck.games.berserk.engine.abilities.language import (
    ANY,
    JOINED_CLASS,
    Ability,
    AbilityError,
    Effect,
    Operation,
    amount_params,
    classes_of,
    no_params,
    only_true,
    resolve_passive,
    token_params,
    unstopped,
    valid_always,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.tokens import (
    ATTACK_MADE,
    CARRIED,
    FOREVER,
    GRANTED,
    LENT,
    LENT_UNTIL,
    NET,
    REMOVED,
    TIMED_GRANTED,
    TIMED_REMOVED,
    marker,
    note_attack_made,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    T_ALLY_OPENS,
    T_ALLY_PROPHESIES,
    T_LENDS,
    T_OPENS,
    T_OPENS_ANY,
    T_PASSIVE,
    T_WHILE,
    side_event,
)
from deckcheck.games.berserk.engine.actions import MAX_ABILITIES
from deckcheck.games.berserk.engine.board import player_row
from deckcheck.games.berserk.engine.cards import (
    ABSORB,
    CREATURE,
    ELEMENT_BIT,
    ELEMENTS,
    FLY,
    MAX_LENDINGS,
    NO_EFFECTS,
    Z_BOARD,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVE,
)
from deckcheck.games.berserk.engine.kernel import Kernel

#: The effects a ``while`` ability may hold on its card, each undone when its condition
#: stops holding (a granted keyword goes, added movement is taken back).
HELD_OPS: Final = frozenset({"grant", "movement", "banish"})
#: A ``while`` ability in effect: this prefix and the ability's index; valued 1 | (the
#: effects it applied, a bit each, << 1): a keyword the card had anyway is not granted,
#: so it is not taken away either.
HELD: Final = "marker:while:"


#: A ``while`` ability of a card with the name of its marker (HELD + its index among the
#: card's abilities).
WhileHold = tuple[Ability, str]


def while_holds(abilities: tuple[Ability, ...]) -> tuple[WhileHold, ...]:
    """The ``while`` abilities among a card's ``abilities``, in order, each with its
    marker's name: what :func:`refresh_held` reads, found once per kind of card
    (cards.CardTable.while_holds)."""
    return tuple((ability, HELD + str(index))
                 for index, ability in enumerate(abilities) if ability.bit == T_WHILE)


def refresh_held(state: Kernel) -> None:
    """Before a decision: each ``while`` ability of a face-up card in play whose condition
    came to hold acts on its card; each whose condition stopped holding undoes what it
    did (deckcheck's reading of «while ..., it has ...»: looked at between actions)."""
    holding = state.cards.while_holds
    kinds = state.kinds
    trig = state.trig
    for c in state.on_field():
        if not trig[c] & T_WHILE or not state.abilities_of(c):  # none, or lost (silenced)
            continue
        for ability, key in holding[kinds[c]]:
            applied = marker(state, c, key)
            holds = not state.face_down[c] and ability.condition.holds(state, c)
            if holds == bool(applied):
                continue
            if holds and any(e.op == "banish" for e in ability.effects):
                # it leaves the battle for good: nothing is held, nothing to undo
                gone = _resolve_banish(state, c, c, ability.effects[0])
                if state.log is not None:
                    state.emit(state.ctrl[c], "battle", f"«{ability.name}»: {gone}")
                break
            words = _hold(state, c, ability.effects) if holds \
                else _undo(state, c, ability.effects, applied >> 1)
            set_marker(state, c, key, words[0] if holds else 0)
            if state.log is not None and words[1]:
                state.emit(state.ctrl[c], "battle", f"{state.at(c)} «{ability.name}»: "
                           + words[1])


def _hold(state: Kernel, card: int, effects: tuple[Effect, ...]) -> tuple[int, str]:
    """Apply a ``while`` ability's effects: its marker value and the log's words."""
    value, said = 1, []
    for i, e in enumerate(effects):
        if e.op == "grant":
            if state.has_keyword(card, e.token.partition("-")[0]):
                continue
            state.grant(card, e.token, settle=False)
            said.append(f"gains {e.token}")
        else:
            state.move_max[card] = max(0, state.move_max[card] + e.amount)
            state.moves[card] = max(0, state.moves[card] + e.amount)
            said.append(f"has movement {state.move_max[card]}")
        value |= 1 << (i + 1)
    return value, ", ".join(said)


def _undo(state: Kernel, card: int, effects: tuple[Effect, ...], applied: int) -> tuple[int, str]:
    """Undo what :func:`_hold` applied (``applied``: a bit per effect)."""
    said = []
    for i, e in enumerate(effects):
        if not applied >> i & 1:
            continue
        if e.op == "grant":
            state.remove_ability(card, e.token.partition("-")[0])
            said.append(f"loses {e.token}")
        else:
            state.move_max[card] = max(0, state.move_max[card] - e.amount)
            state.moves[card] = max(0, state.moves[card] - e.amount)
            said.append(f"has movement {state.move_max[card]}")
    return 0, ", ".join(said)


def _closed(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.closed[target]


def _open(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and not state.closed[target]


def _has_it(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) and state.has_keyword(target, effect.token)


#: A grant's keyword id by its token (``armour-2``: ``armour``), found once per token:
#: a grant's validity asks it of every target at every listing, and a partition makes
#: a tuple and two strings.
_KEYWORD_OF: Final[dict[str, str]] = {}


def _keyword_of(token: str) -> str:
    keyword = _KEYWORD_OF.get(token)
    if keyword is None:
        keyword = _KEYWORD_OF[token] = token.partition("-")[0]
    return keyword


def _lacks_it(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) \
        and not state.has_keyword(target, _keyword_of(effect.token))


def _open_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value is not True and value != "after_attack":
        raise AbilityError(f"open: true or after_attack, not {value!r}")
    return {"after_attack": value == "after_attack"}


def _resolve_open(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.closed[target] = False
    if effect.after_attack:  # it does not close after this attack (VS-102): no opening,
        note_attack_made(state, target)  # and that attack was its action (ATTACK_MADE)
        return f"{state.at(target)} stays open after its attack"
    if state.markers[target] is not None and marker(state, target, ATTACK_MADE):
        set_marker(state, target, ATTACK_MADE, 0)  # opened: it may act again
    state.restore_movement(target)  # research §2.4: its movement comes back as it opens
    if state.trig_any & T_ALLY_OPENS and state.active == state.ctrl[target]:
        side_event(state, T_ALLY_OPENS, target, include_self=False)
    if state.trig[target] & T_OPENS:  # its when_opens abilities (not a turn's opening)
        state.trigger(target, T_OPENS, source)
    if state.trig[target] & T_OPENS_ANY:  # its when_opens_any abilities (a turn's too)
        state.trigger(target, T_OPENS_ANY, source)
    return f"{state.at(target)} opens"


def _resolve_close(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.closed[target] = True
    return f"{state.at(target)} closes"


def _grant_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    until, turns = until_param(record, "grant"), turns_of(record, "grant", 0, 0)
    if until and turns:
        raise AbilityError("grant: until (a printed end) or turns, not both")
    return {**token_params(value, record), "until": until, "turns": turns}


def _timed(effect: Effect) -> bool:
    """A grant for some turns, or with a printed end other than «while it stays in play»."""
    return bool(effect.turns) or (bool(effect.until) and effect.until != LASTING)


def _grantable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """It lacks the keyword, or has it from a grant for some turns, which a new grant
    renews (seed 110.3: the effect applied last wins)."""
    keyword = _keyword_of(effect.token)
    return _lacks_it(state, source, target, effect) or (
        unstopped(state, source, target, effect)
        and marker(state, target, GRANTED + keyword) >= state.turn)


def _resolve_grant(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.grant(target, effect.token, settle=False)
    if not _timed(effect):
        return f"{state.at(target)} gains {effect.token}"
    # Taken back at the end of its last turn (take_back_grants; seed 110.3: the effect
    # gives the ability, and it lasts as long as the card prints).
    last = state.turn + effect.turns - 1 if effect.turns \
        else last_turn(state, source, effect.until)
    set_marker(state, target, GRANTED + effect.token.partition("-")[0], last)
    state.timed_marks |= TIMED_GRANTED  # (the turn's end has one to look for)
    return f"{state.at(target)} gains {effect.token}{_grant_until(effect)}"


def _grant_until(effect: Effect) -> str:
    if effect.turns:
        return " this turn" if effect.turns == 1 else f" for {effect.turns} turns"
    return until_words(effect.until)


def _grant_words(effect: Effect) -> str:
    return f"gains {effect.token}" + (_grant_until(effect) if _timed(effect) else "")


def _lend_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    """(The lent ability itself is compiled by the compiler, as its card's.)"""
    until = until_param(record, "lend")
    if not until or until == LASTING:
        raise AbilityError("lend: until, the printed end of the ability it gives "
                           "(end_of_turn ...)")
    return {"until": until}


def _borrower(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """A face-up creature in play, which a lent ability of its simple strike's size needs
    to have one, and whose abilities leave the lent one an index an action may name (it
    comes after them: actions.MAX_ABILITIES)."""
    lent = effect.lent
    return unstopped(state, source, target, effect) and state.ctype[target] == CREATURE \
        and not state.face_down[target] and lent is not None and not (
            state.strike[target] is None and any(e.from_strike >= 0 for e in lent.effects)) \
        and len(state.cards.abilities[state.kinds[target]]) \
        + state.cards.lending_of(lent) < MAX_ABILITIES


def lent_until(index: int) -> str:
    """The marker that holds the last turn of lending ``index`` on its holder."""
    return LENT_UNTIL + str(index)


def lent_bits(state: Kernel, card: int) -> int:
    """The lendings (cards.CardTable.lendings, one bit each) ``card`` holds this turn:
    those lent it (``lend``) and those an enemy card lends every creature of its side
    while it holds (``lend_enemies``)."""
    held = _lent_to(state, card)
    if state.cards.lend_auras_any:
        held |= _lent_by_auras(state, card)
    return held


def _lent_to(state: Kernel, card: int) -> int:
    """The lendings a ``lend`` gave ``card``, their ends not past."""
    markers = state.markers[card]
    if markers is None:
        return 0
    held: int = markers.get(LENT, 0)
    if not held:
        return 0
    turn = state.turn
    bits = held
    while bits:  # (each bit's own end: LENT_UNTIL + its index)
        bit = bits & -bits
        bits ^= bit
        if markers.get(lent_until(bit.bit_length() - 1), 0) < turn:
            held ^= bit
    return held


def _lent_by_auras(state: Kernel, card: int) -> int:
    """The lendings the face-up enemy cards in play lend ``card`` (a face-up creature)
    through a passive ``lend_enemies`` whose condition holds now (NT-025)."""
    if state.ctype[card] != CREATURE or state.face_down[card]:
        return 0
    auras = state.cards.lend_auras
    room = MAX_ABILITIES - len(state.cards.abilities[state.kinds[card]])
    held = 0
    for holder in state.cards_with(T_LENDS):
        lent = auras[state.kinds[holder]]
        if not lent or state.ctrl[holder] == state.ctrl[card] or state.face_down[holder] \
                or state.zone[holder] not in (Z_BOARD, Z_EXTRA) or state.is_dead(holder):
            continue
        if state.silenced_count and silenced(state, holder):
            continue  # it has lost its abilities
        # (its printed abilities, not abilities_of: that asks what it is lent in turn,
        # which asks the other side's lenders, Джилла of a mirror match among them)
        own = state.cards.abilities[state.kinds[holder]]
        for ability, index in lent:
            if index < room and ability in own and ability.condition.holds(state, holder):
                held |= 1 << index  # (an action names it after the holder's own)
    return held


def _resolve_lend(state: Kernel, source: int, target: int, effect: Effect) -> str:
    lent = effect.lent
    assert lent is not None
    index = state.cards.lending_of(lent)
    last = last_turn(state, source, effect.until)
    until = lent_until(index)
    held = lent_bits(state, target)
    if held >> index & 1:  # lent again: the later end holds
        last = max(last, marker(state, target, until))
    set_marker(state, target, LENT, held | 1 << index)
    set_marker(state, target, until, last)
    return f"{state.at(target)} gains «{lent.name}»{until_words(effect.until)}"


def _lend_words(effect: Effect) -> str:
    lent = effect.lent
    said = f"«{lent.name}» ({lent.describe()})" if lent is not None else "an ability"
    if effect.op == "lend_enemies":
        return f"every enemy creature has {said}"
    return f"gives{until_words(effect.until)} {said}"


def take_back_lent(state: Kernel, card: int = -1, *, everything: bool = False) -> None:
    """At the end of a turn: the lent abilities held until then go (their markers); with
    ``everything``, all ``card`` holds (it loses all its abilities)."""
    for c in state.on_field() if card < 0 else (card,):
        markers = state.markers[c]
        if markers is None or LENT not in markers:
            continue
        held = markers[LENT]
        for index in range(MAX_LENDINGS):
            until = lent_until(index)
            if held >> index & 1 and (everything or markers.get(until, 0) <= state.turn):
                held ^= 1 << index
                set_marker(state, c, until, 0)
        set_marker(state, c, LENT, held)


def _keyword_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    params = token_params(value, record)
    if value.partition("-")[0] in ("flying", "stamina", "armour"):  # played otherwise
        raise AbilityError(f"keyword: {value} has its own passive (or a grant); not here")
    return params


#: The marker of a keyword a passive ``keyword`` holds on the card: this prefix + its id.
KEYWORD_HELD: Final = "marker:held:"


#: A passive ``keyword`` ability with its effects' (token, keyword, held marker).
KeywordHold = tuple[Ability, tuple[tuple[str, str, str], ...]]


def keyword_holds(abilities: tuple[Ability, ...]) -> tuple[KeywordHold, ...]:
    """The passive ``keyword`` abilities among a card's ``abilities``, in order, each with
    its effects' keyword tokens, keyword ids and held markers: what :func:`hold_keywords`
    reads, found once per kind of card (cards.CardTable.keyword_holds)."""
    out = []
    for ability in abilities:
        if ability.bit != T_PASSIVE or not any(e.op == "keyword" for e in ability.effects):
            continue
        held = []
        for effect in ability.effects:
            keyword = effect.token.partition("-")[0]
            held.append((effect.token, keyword, KEYWORD_HELD + keyword))
        out.append((ability, tuple(held)))
    return tuple(out)


def hold_keywords(state: Kernel) -> None:
    """The passive ``keyword`` abilities (static or formation) of the cards in play: while
    an ability's condition holds its card has the keyword — granted then, as an effect
    gives an ability (seed 110.3), so that everything that asks or obeys the keyword
    (targets a protection forbids, conditions naming it) sees it —, and it goes once the
    condition fails (a keyword the card has anyway is left alone). Brought up to date
    before each decision."""
    zone = state.zone
    markers = state.markers
    for c in state.keyword_holders():
        in_play = zone[c] == Z_BOARD or zone[c] == Z_EXTRA
        if not (in_play or markers[c]) or not state.abilities_of(c):
            continue  # none; out of play holding none; lost (silenced)
        # (its kind's passives looked up only now: most holders are out of play)
        for ability, held_keywords in state.cards.keyword_holds[state.kinds[c]]:
            # (its condition before its death: the condition fails more often, and costs
            # no more)
            holds = in_play and not state.face_down[c] \
                and ability.condition.holds(state, c) and not state.is_dead(c)
            for token, keyword, held_marker in held_keywords:
                held = marker(state, c, held_marker)
                if holds and not held and not state.has_keyword(c, keyword):
                    state.grant(c, token, settle=False)
                    set_marker(state, c, held_marker, 1)
                elif not holds and held:
                    state.remove_ability(c, keyword)
                    set_marker(state, c, held_marker, 0)


def take_back_grants(state: Kernel) -> None:
    """At the end of a turn: the keywords granted until then (grant with turns) go."""
    for c in state.on_field():
        markers = state.markers[c]
        if markers is None:
            continue
        # (The card's markers as they were: set_marker puts a new mapping in their place,
        # so this one is read whole, with no copy of its items made first.)
        for name in markers:
            if name.startswith(GRANTED) and markers[name] <= state.turn:
                state.remove_ability(c, name[len(GRANTED):])
                set_marker(state, c, name, 0)


def _remove_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    until = until_param(record, "remove")
    if until == LASTING:
        raise AbilityError("remove: no end printed is for good (leave until out)")
    return {**token_params(value, record), "until": until}


def _resolve_remove(state: Kernel, source: int, target: int, effect: Effect) -> str:
    state.remove_ability(target, effect.token)
    if not effect.until:
        return f"{state.at(target)} loses {effect.token}"
    set_marker(state, target, REMOVED + effect.token, last_turn(state, source, effect.until))
    state.timed_marks |= TIMED_REMOVED  # (the turn's end has one to look for)
    return f"{state.at(target)} loses {effect.token}{until_words(effect.until)}"


#: A card that lost all its abilities while another card stays in play (``silence``):
#: valued that card + 1.
SILENCED: Final = "marker:silenced"
#: A silence with a printed end (``until``): the last turn it holds (0: none printed).
SILENCED_UNTIL: Final = "marker:silenced_until"


def silenced(state: Kernel, card: int) -> bool:
    """Whether ``card`` has lost all its abilities now: silenced by a card still in play,
    or (a printed end, ``until``) up to the end of that turn."""
    holder = marker(state, card, SILENCED) - 1
    if holder < 0:
        return False
    last = marker(state, card, SILENCED_UNTIL)
    if last:
        return last >= state.turn
    return state.zone[holder] in (Z_BOARD, Z_EXTRA) and not state.is_dead(holder)


def _silenced_for_good(state: Kernel, card: int) -> bool:
    """Silenced with no end (``until: lasting``: NT-084 lost its own for good)."""
    return silenced(state, card) and marker(state, card, SILENCED_UNTIL) == FOREVER


def _gained_since(state: Kernel, card: int) -> bool:
    """Whether a silenced ``card`` has abilities again (given after its silence, or its
    new numbers' keywords: NT-084's clumsiness): flying aside, which a silence keeps."""
    return any(key != FLY for key in state.eff[card])


def _silenceable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Not silenced already; or silenced for good and with abilities gained since, which
    a new silence takes (the one for good stays)."""
    return unstopped(state, source, target, effect) and (
        not silenced(state, target)
        or (_silenced_for_good(state, target) and _gained_since(state, target)))


def _strip_keywords(state: Kernel, card: int) -> None:
    """A silence takes the card's keyword effects (flying aside) and what armour it had."""
    state.set_effects(card, {FLY: 1} if state.is_flyer(card) else NO_EFFECTS)
    state.armour_left[card] = 0


def _resolve_silence(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if silenced(state, target):  # for good already: what it gained since goes, for good
        _strip_keywords(state, target)
        return f"{state.at(target)} loses the abilities it gained"
    set_marker(state, target, SILENCED, source + 1)
    state.silenced_count += 1
    if effect.until:  # (lasting: while the target stays in play, whoever silenced it)
        set_marker(state, target, SILENCED_UNTIL, FOREVER if effect.until == LASTING
                   else last_turn(state, source, effect.until))
    _strip_keywords(state, target)
    if state.lends:  # what other cards lent it goes with the rest (seed 110.3)
        take_back_lent(state, target, everything=True)
    return f"{state.at(target)} loses all its abilities" + (
        until_words(effect.until) if effect.until
        else f" while {state.at(source)} is in play")


def restore_silenced(state: Kernel) -> None:
    """Before a decision: a card silenced by a card that has left play gets its printed
    abilities back (what was given to it before is gone with the rest, seed 110.3)."""
    markers = state.markers
    still = 0
    for c in state.on_field():
        held = markers[c]  # (most cards carry no marker: one look, no call)
        if held is None or not held.get(SILENCED):
            continue
        if silenced(state, c):
            still += 1
            continue
        set_marker(state, c, SILENCED, 0)
        set_marker(state, c, SILENCED_UNTIL, 0)
        printed = state.cards.effects[state.kinds[c]]
        # it keeps flying, or not flying (a printed flyer that landed as a parasite,
        # NT-008, stays on its host: its flight does not come back with the rest)
        state.set_effects(c, {**printed, FLY: 1} if state.is_flyer(c)
                          else {k: v for k, v in printed.items() if k != FLY} if FLY in printed
                          else printed)
        state.armour_left[c] = printed.get(ABSORB, 0)
        state.emit(state.ctrl[c], "battle", f"{state.at(c)} gets its abilities back")
    # A silenced card that left play took its marker with it: the count is exact again.
    state.silenced_count = still


def release_nets(state: Kernel) -> None:
    """The end of a turn: a net on a creature of the active side, holding it this turn
    (its controller's next turn after the net), goes, and the creature it kept closed is
    open (the net barred moving and acting, it did not close it)."""
    for c in state.on_field(state.active):
        markers = state.markers[c]
        if markers is not None and NET in markers and markers[NET] == state.turn:
            set_marker(state, c, NET, 0)
            if state.closed[c]:
                state.closed[c] = False
                if state.log is not None:
                    state.emit(state.ctrl[c], "battle", f"the net lets {state.at(c)} go")


def restore_removed(state: Kernel) -> None:
    """At the end of a turn: the keywords taken away until its end come back, and the
    nets holding creatures of the active side this turn let them go (release_nets)."""
    release_nets(state)
    for c in state.on_field():
        markers = state.markers[c]
        if not markers:
            continue
        for key in markers:  # (as they were: see take_back_grants)
            if not key.startswith(REMOVED):
                continue
            last = markers[key]
            if last and last <= state.turn:
                set_marker(state, c, key, 0)
                state.grant(c, key[len(REMOVED):], settle=False)


def _silence_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    only_true("silence")(value, record)
    return {"until": until_param(record, "silence")}


def _class_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, str) or not value:
        raise AbilityError(f"join_class: a class id (game.yaml), not {value!r}")
    return {"token": value}


def _lacks_class(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) \
        and effect.token not in classes_of(state, target)


def _resolve_join_class(state: Kernel, source: int, target: int, effect: Effect) -> str:
    set_marker(state, target, JOINED_CLASS + effect.token, 1)
    state.classes_joined = True  # (a class condition looks for it now: Kernel)
    return f"{state.at(target)} is also a {effect.token}"


def _element_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if value not in ELEMENTS:
        raise AbilityError(f"become: an element ({', '.join(ELEMENTS)}), not {value!r}")
    return {"token": value}


def _other_element(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return unstopped(state, source, target, effect) \
        and state.elem[target] != ELEMENT_BIT[effect.token]


def _resolve_become(state: Kernel, source: int, target: int, effect: Effect) -> str:
    # 106.2.1, 108.1: it becomes a card of that element only; with no end printed it stays
    # so while it is in play (rules.yaml effect_duration), the card's own element coming
    # back when it leaves play (the state resets it).
    state.elem[target] = ELEMENT_BIT[effect.token]
    return f"{state.at(target)} becomes {effect.token}"


def _creature_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    """``become_creature: {movement: N, strike: [weak, medium, strong], keywords: [..]}``:
    the numbers the card takes as it becomes a creature (its lives stay as they are)."""
    if not isinstance(value, Mapping) or set(value) - {"movement", "strike", "keywords"} \
            or "movement" not in value or "strike" not in value:
        raise AbilityError("become_creature: {movement: N, strike: [weak, medium, strong], "
                           f"keywords: [ids]}} (keywords optional), not {value!r}")
    movement, strike = value["movement"], value["strike"]
    keywords = value.get("keywords", [])
    if isinstance(movement, bool) or not isinstance(movement, int) or movement < 0:
        raise AbilityError(f"become_creature: movement is a number, 0 or more, not {movement!r}")
    if not isinstance(strike, list) or len(strike) != 3 or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in strike):
        raise AbilityError(f"become_creature: strike is its three amounts, not {strike!r}")
    if not isinstance(keywords, list) or not all(isinstance(k, str) and k for k in keywords):
        raise AbilityError(f"become_creature: keywords is a list of keyword tokens, not "
                           f"{keywords!r}")
    return {"amount": movement, "tiers": tuple(strike), "token": " ".join(keywords)}


def _not_a_creature(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """On a cell and not a creature (an artifact): it may become one there."""
    return state.zone[target] == Z_BOARD and state.ctype[target] != CREATURE \
        and not state.is_dead(target)


def _resolve_become_creature(state: Kernel, source: int, target: int,
                             effect: Effect) -> str:
    # 108.2: it becomes a creature where it stands, with the numbers the ability prints
    # (its lives and wounds as they are); its movement counts from its next opening (it
    # acted: the ability's tap closed it).
    state.ctype[target] = CREATURE
    state.move_max[target] = effect.amount
    state.moves[target] = 0
    strike = effect.tiers
    state.strike[target] = (strike[0], strike[1], strike[2])
    for token in effect.token.split():
        state.grant(target, token, settle=False)
    state.field_changed()
    return f"{state.at(target)} becomes a creature ({_creature_words(effect)})"


def _creature_words(e: Effect) -> str:
    keywords = [k.replace("_", " ") for k in e.token.split()]
    return f"movement {e.amount}, a {'-'.join(map(str, e.tiers))} simple strike" + (
        f", {', '.join(keywords)}" if keywords else "")


def _resolve_return(state: Kernel, source: int, target: int, effect: Effect) -> str:
    where = state.at(target)
    state.return_to_deck(target)
    return f"{where} returns to its owner's deck"


def _banishable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return state.zone[target] == Z_GRAVE or unstopped(state, source, target, effect)


def _resolve_banish(state: Kernel, source: int, target: int, effect: Effect) -> str:
    # Banished (изгнан): to its owner's exile, out of the battle for good, so no
    # graveyard ability (valhalla, incarnation, revival) meets it (research: the exile is
    # a zone apart from the graveyard).
    where = state.at(target) if state.zone[target] != Z_GRAVE \
        else f"{state.label(target)} (in its owner's graveyard)"
    state.banish(target)
    return f"{where} is banished"


def _resolve_prophecy(state: Kernel, source: int, target: int, effect: Effect) -> str:
    words = state.prophesy(state.ctrl[source], effect.amount)
    prophesied(state, source)
    return words


def prophesied(state: Kernel, source: int) -> None:
    """``source`` made a prophecy (an ability's, or a passive foresight's): its side's
    ally_prophesies abilities act, X carried the cards shown."""
    if state.trig_low & T_ALLY_PROPHESIES and state.revealed:
        for w in state.on_field(state.ctrl[source]):
            if state.trig[w] & T_ALLY_PROPHESIES and not state.face_down[w]:
                set_marker(state, w, CARRIED, len(state.revealed))
                state.trigger(w, T_ALLY_PROPHESIES, source)


def _shown_in_deck(state: Kernel, source: int) -> list[int]:
    """The cards the last prophecy showed that are still in the deck of ``source``'s
    controller, the top one first."""
    seat = state.ctrl[source]
    return [c for c in state.revealed if state.zone[c] == Z_DECK and state.owners[c] == seat]


def _any_shown(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return bool(_shown_in_deck(state, source))


def _resolve_restack(state: Kernel, source: int, target: int, effect: Effect) -> str:
    cards = _shown_in_deck(state, source)
    state.order_deck(state.ctrl[source], cards, False)
    return f"the {len(cards)} shown card{'' if len(cards) == 1 else 's'} go back on top of " \
        "the deck, in the order its player picks"


def _deck_order_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise AbilityError(f"deck_order: how many cards, a whole number from 1, not {value!r}")
    return {"amount": value}


def _deck_not_empty(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return bool(state.deck[state.ctrl[source]])


def _resolve_deck_order(state: Kernel, source: int, target: int, effect: Effect) -> str:
    deck = state.deck[state.ctrl[source]]
    cards = deck[max(0, len(deck) - effect.amount):][::-1]  # the top card first
    state.order_deck(state.ctrl[source], cards, True)
    return f"its player looks at the top {len(cards)} card{'' if len(cards) == 1 else 's'} " \
        "of its deck"


def _row_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 3:
        raise AbilityError(f"reveal_row: a row of the opponent's half, 1 (its front row) "
                           f"to 3, not {value!r}")
    return {"amount": value}


def _face_down_on_row(state: Kernel, source: int, row: int) -> list[int]:
    """The face-down cards of ``source``'s opponent on ``row`` of its half (1: its front
    row), in field order."""
    enemy = 1 - state.ctrl[source]
    return [c for c in state.on_field(enemy) if state.face_down[c]
            and state.zone[c] == Z_BOARD and player_row(enemy, state.cell[c]) == row]


def _row_face_down(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """Whether the opponent has a face-down card on that row of its half."""
    return bool(_face_down_on_row(state, source, effect.amount))


def _resolve_reveal_row(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """The opponent turns face up its face-down cards on its row ``amount`` (1: the
    front row), where they stand (VS-177)."""
    shown = _face_down_on_row(state, source, effect.amount)
    words = ", ".join(state.at(c) for c in shown)
    for c in shown:
        state.turn_up(c)
    return f"the opponent reveals its row {effect.amount}: {words}"


def revealed_fits(state: Kernel, effect: Effect) -> bool:
    """Whether the cards the last prophecy revealed are what ``effect`` asks of them
    (``if_revealed``, ``unless_revealed``); none revealed: False."""
    if effect.revealed and not revealed_all(state, effect.revealed):
        return False
    shown = state.revealed
    if not shown:
        return False
    if effect.revealed_if is not ANY \
            and not all(effect.revealed_if.holds(state, c) for c in shown):
        return False
    return effect.revealed_unless is ANY \
        or not any(effect.revealed_unless.holds(state, c) for c in shown)


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


#: The operations of this family (registry.OPERATIONS holds every family's).
OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("open", _open_params, _closed, _resolve_open,
              lambda e: "it does not close after this attack" if e.after_attack else "open"),
    Operation("close", no_params, _open, _resolve_close, lambda e: "close"),
    Operation("grant", _grant_params, _grantable, _resolve_grant, _grant_words),
    Operation("lend", _lend_params, _borrower, _resolve_lend, _lend_words),
    Operation("lend_enemies", no_params, valid_in_play, resolve_passive, _lend_words),
    Operation("join_class", _class_params, _lacks_class, _resolve_join_class,
              lambda e: f"it also has the class {e.token} while in play"),
    Operation("keyword", _keyword_params, valid_in_play, resolve_passive,
              lambda e: f"it has {e.token.replace('_', ' ')} (the keyword)"),
    Operation("silence", _silence_params, _silenceable, _resolve_silence,
              lambda e: "it loses all its abilities" + (until_words(e.until) if e.until
                                                         else " while this card is in play")),
    Operation("host_loses", token_params, valid_in_play, resolve_passive,
              lambda e: f"its host does not have {e.token} while it stands on it"),
    Operation("remove", _remove_params, _has_it, _resolve_remove,
              lambda e: f"loses {e.token}{until_words(e.until)}"),
    Operation("become", _element_params, _other_element, _resolve_become,
              lambda e: f"becomes a {e.token} card (its only element)"),
    Operation("become_creature", _creature_params, _not_a_creature, _resolve_become_creature,
              lambda e: f"it becomes a creature with {_creature_words(e)} (its lives as "
              "they are)"),
    Operation("return", no_params, unstopped, _resolve_return,
              lambda e: "return to its owner's deck"),
    Operation("prophecy", amount_params, valid_always, _resolve_prophecy,
              lambda e: f"prophecy {e.amount} (the top {e.amount} of its deck are shown, "
              "then go to the bottom)"),
    Operation("banish", only_true("banish"), _banishable, _resolve_banish,
              lambda e: "banish it (out of the battle for good, not to the graveyard)"),
    Operation("restack", only_true("restack"), _any_shown, _resolve_restack,
              lambda e: "the cards the prophecy showed go back on top of its deck, in the "
              "order its player picks"),
    Operation("reveal_row", _row_params, _row_face_down, _resolve_reveal_row,
              lambda e: f"the opponent reveals the cards of its row {e.amount}"
              + (" (its front row)" if e.amount == 1 else "")),
    Operation("deck_order", _deck_order_params, _deck_not_empty, _resolve_deck_order,
              lambda e: f"its player looks at the top {e.amount} cards of its deck and "
              "puts each back on top or at the bottom, in the order it picks"),
)
