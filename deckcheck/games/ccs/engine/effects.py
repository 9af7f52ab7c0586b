"""Strategy card effects as a table of operations.

An effect record of the catalogue (``effect:`` of a Strategy card, the language of
``$defs/effect`` in ``schemas/ccs-rules.schema.json``) names one operation by its key
(``boost``, ``void``, ``block_capture`` ...). Each operation is one :class:`Operation`
entry of :data:`OPERATIONS`, holding everything the engine knows about it:

- ``compile``: the :class:`Effect` parameters from the record's value;
- ``targets``: the legal plays of a card with this effect in a position (each target
  choice is one action);
- ``resolve``: what playing it does, returning the words the log adds ("" without a log);
- ``words``: how an action's targets read in a log line or a move list.

A key that names no operation is an :class:`EffectError`, so adding a card's effect is a
data change, and adding an operation is one entry here plus a test.

>>> effect = compile_effect({"kinds": ["boost"], "boost": 1000}, {})
>>> effect.op, effect.boost, effect.operation.name
('modify', 1000, 'modify')
>>> compile_effect({"frobnicate": True}, {})
Traceback (most recent call last):
...
deckcheck.games.ccs.engine.effects.EffectError: unknown effect keys: frobnicate
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, cast

from deckcheck.engine.base import as_objects, remove_card, shuffle
from deckcheck.games.ccs.engine import actions as A

if TYPE_CHECKING:
    from deckcheck.games.ccs.engine.state import State

# Card types.
SPIRIT: Final = 0
CAPTURE: Final = 1
REINFORCEMENT: Final = 2
STRATEGY: Final = 3
TYPE_IDS: Final = {
    "clow_spirit": SPIRIT,
    "capture": CAPTURE,
    "reinforcement": REINFORCEMENT,
    "strategy": STRATEGY,
}

ELEMENTS: Final = (
    "wind", "fire", "wood", "electricity", "gold", "water", "earth", "rain", "clouds"
)
ELEMENT_BIT: Final = {name: 1 << i for i, name in enumerate(ELEMENTS)}
ELEMENT_NAMES: Final = {name: name.capitalize() for name in ELEMENTS}
CHARACTER_TYPES: Final = ("magical", "skilled", "non_magical")


def element_names(mask: int) -> str:
    """``Wind/Fire`` for a mask of element bits (``-`` for none)."""
    return "/".join(ELEMENT_NAMES[e] for e in ELEMENTS if mask & ELEMENT_BIT[e]) or "-"


# Timings (when a Strategy card may be played).
(
    T_CAPTURE,
    T_ANY,
    T_FLIP,
    T_ESCAPE,
    T_OWN_TURN,
    T_BEFORE_CAPTURE,
    T_ANSWER,
    T_AFTER_BATTLE,
    T_REPLENISH,
) = range(9)
TIMINGS: Final = {
    "capture": T_CAPTURE,
    "any": T_ANY,
    "flip": T_FLIP,
    "escape": T_ESCAPE,
    "own_turn": T_OWN_TURN,
    "before_capture": T_BEFORE_CAPTURE,
    "answer": T_ANSWER,
    "after_battle": T_AFTER_BATTLE,
    "replenish": T_REPLENISH,
}
#: Timings whose cards are played in the drop step.
CLEANUP_TIMINGS: Final = frozenset({T_ANY, T_AFTER_BATTLE, T_REPLENISH})

# Effect kinds, as bits (what the void cards recognise).
K_BOOST: Final = 1
K_DRAIN: Final = 2
K_CHANGE_TYPE: Final = 4
K_RETURN_SPIRIT: Final = 8
KINDS: Final = {
    "boost": K_BOOST,
    "drain": K_DRAIN,
    "change_type": K_CHANGE_TYPE,
    "return_spirit": K_RETURN_SPIRIT,
}

# Pending effects awaiting the other player's response (see State.pending).
R_MAJOR: Final = 0
R_RETURN_FLIPPED: Final = 1
R_OPPONENT_RETURNS: Final = 2
R_EXCHANGE: Final = 3
R_RECKLESS: Final = 4
#: Pending effects that return a spirit to the pile (S44 voids them).
RETURNS: Final = frozenset({R_RETURN_FLIPPED, R_OPPONENT_RETURNS, R_EXCHANGE})

_MODIFY_KEYS: Final = frozenset({"boost", "drain", "double", "halve"})
_CONDITION_KEYS: Final = frozenset({"if_characters", "unless_characters", "if_elements"})
_COMMON_KEYS: Final = frozenset({"timing", "kinds", "requires"})


class EffectError(ValueError):
    """An effect record the engine cannot compile."""


@dataclass(frozen=True, slots=True)
class Filter:
    """A search filter: a card type, optionally a character type bit and a power cap."""

    ctype: int
    character_type: int  # bit mask over CHARACTER_TYPES, 0 = any
    max_power: int  # 0 = no cap


#: ``targets(state, seat, card, effect, out)`` appends the legal actions.
Targets = Callable[["State", int, int, "Effect", list[int]], None]
#: ``resolve(state, seat, card, t1, t2, effect)`` carries the effect out; returns log words.
Resolve = Callable[["State", int, int, int, int, "Effect"], str]
#: ``words(state, card, t1, t2, effect)``: the targets in words ("" for none).
Words = Callable[["State", int, int, int, "Effect"], str]
#: ``compile(value, data, characters)``: the Effect fields of the operation.
Compile = Callable[[Any, Mapping[str, Any], Mapping[str, int]], dict[str, Any]]


#: The plays of Strategy cards by card number, read as objects and appended as they are
#: (as_objects).
_STRATEGY_OF: Final = cast("tuple[object, ...]", A.STRATEGY_OF)


def _offer(out: list[int], card: int) -> None:
    """List the play of Strategy card ``card`` with no target."""
    as_objects(out).append(_STRATEGY_OF[card])


def _no_words(state: State, card: int, t1: int, t2: int, effect: Effect) -> str:
    return ""


def _no_params(
    value: Any, data: Mapping[str, Any], characters: Mapping[str, int]
) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class Operation:
    """One operation of the effect language: how it compiles, what it offers, what it does."""

    name: str
    compile: Compile
    targets: Targets
    resolve: Resolve
    words: Words = _no_words
    #: It opens a response window of its own (so it is never played inside one).
    opens_response: bool = False
    #: It offers plays only while a battle's moves are made (the battle and answer
    #: windows): the state leaves its cards out of every other window's listing.
    battle_only: bool = False


@dataclass(frozen=True, slots=True)
class Effect:
    """A compiled Strategy effect (see ``$defs/effect`` in ccs-rules.schema.json)."""

    operation: Operation
    timing: int = T_CAPTURE
    kinds: int = 0
    requires_battle: bool = False
    requires_captured: int = 0  # spirits captured this game (returned ones count)
    requires_only_card: bool = False
    requires_spirits_below: int = 0
    # modify: what happens to one's own side and to the opponent's side.
    boost: int = 0
    double: bool = False
    drain: int = 0
    halve: bool = False
    if_characters: int = 0  # character bits; 0 = no condition
    unless_characters: int = 0
    if_elements: int = 0
    # Other operations' parameters.
    void_kind: int = 0
    elements: int = 0  # swap pair, blocked elements
    element: int = -1  # set_spirit_element: target element index; -1 = any
    character: int = 0  # protect_character: character bit
    card: str = ""  # make_major: a card id, "" = any
    amount: int = 0
    filters: tuple[Filter, ...] = field(default=())
    names: tuple[str, ...] = ()  # stops_twice: character ids
    # Derived from the fields above once, when the effect is made (the legal-action
    # listing reads them for every boost or drain in a hand, at every move of a battle).
    #: Whether a modify effect changes the player's own Battle Value.
    own_side: bool = field(default=False, init=False, repr=False, compare=False)
    #: Whether a modify effect changes the opponent's Battle Value.
    other_side: bool = field(default=False, init=False, repr=False, compare=False)
    #: Whether a boost or drain applies only to some Capture cards (S34-S36, S39-S41).
    conditional: bool = field(default=False, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "own_side", self.boost != 0 or self.double)
        object.__setattr__(self, "other_side", self.drain != 0 or self.halve)
        object.__setattr__(
            self,
            "conditional",
            bool(self.if_characters or self.if_elements or self.unless_characters),
        )

    @property
    def op(self) -> str:
        """The operation's name."""
        return self.operation.name


# --- compiling ---------------------------------------------------------------------------------


def bits(names: Any, table: Mapping[str, int], what: str) -> int:
    mask = 0
    for name in names:
        if name not in table:
            raise EffectError(f"unknown {what} {name!r}")
        mask |= table[name]
    return mask


def _filter(data: Mapping[str, Any]) -> Filter:
    kind = data.get("character_type")
    return Filter(
        ctype=TYPE_IDS[data["type"]],
        character_type=(1 << CHARACTER_TYPES.index(kind)) if kind else 0,
        max_power=int(data.get("max_power", 0)),
    )


def compile_effect(data: Mapping[str, Any], characters: Mapping[str, int]) -> Effect:
    """Compile one effect record; ``characters`` maps character ids to their bits."""
    unknown = set(data) - _COMMON_KEYS - _CONDITION_KEYS - set(OPERATIONS)
    if unknown:
        raise EffectError(f"unknown effect keys: {', '.join(sorted(unknown))}")
    common: dict[str, Any] = {}
    if "timing" in data:
        if data["timing"] not in TIMINGS:
            raise EffectError(f"unknown timing {data['timing']!r}")
        common["timing"] = TIMINGS[data["timing"]]
    common["kinds"] = bits(data.get("kinds", ()), KINDS, "kind")
    requires = data.get("requires", {})
    common["requires_battle"] = bool(requires.get("battle", False))
    common["requires_captured"] = int(requires.get("captured_this_game", 0))
    common["requires_only_card"] = bool(requires.get("only_card_in_hand", False))
    common["requires_spirits_below"] = int(requires.get("spirits_in_play_below", 0))
    keys = [key for key in OPERATIONS if key in data]
    operations = {OPERATIONS[key] for key in keys}
    if len(operations) != 1:
        if MODIFY in operations:
            other = next(k for k in keys if OPERATIONS[k] is not MODIFY)
            raise EffectError(f"boost/drain cannot be combined with {other}")
        raise EffectError(f"an effect has exactly one operation, found {len(operations)}")
    operation = operations.pop()
    if operation is not MODIFY and _CONDITION_KEYS & set(data):
        raise EffectError("if_/unless_ conditions apply to boost and drain only")
    params = operation.compile(data[keys[0]], data, characters)
    return Effect(operation=operation, **common, **params)


# --- the operations ----------------------------------------------------------------------------
# Each function takes the state first. They are part of the engine: the state's private
# helpers (``state._totals()`` ...) are theirs to use.


def _compile_modify(
    value: Any, data: Mapping[str, Any], chars: Mapping[str, int]
) -> dict[str, Any]:
    return {
        "boost": int(data.get("boost", 0)),
        "double": bool(data.get("double", False)),
        "drain": int(data.get("drain", 0)),
        "halve": bool(data.get("halve", False)),
        "if_characters": bits(data.get("if_characters", ()), chars, "character"),
        "unless_characters": bits(data.get("unless_characters", ()), chars, "character"),
        "if_elements": bits(data.get("if_elements", ()), ELEMENT_BIT, "element"),
    }


def _targets_modify(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    # (battle_only: listed in the battle and answer windows alone, where a battle is on.)
    battle = state.battle
    if battle is None:
        return
    if effect.own_side:
        mine = battle.cards[p]
        if mine < 0:
            # The opponent may strengthen its side before laying its Capture card (seed: its
            # Capture card «или её комбинацию с картами стратегий» must beat the catcher); a
            # conditional boost needs a card in hand it fits; a doubling has nothing to double.
            if p == state.catcher or battle.reinforcement_done or effect.double:
                return
            if effect.conditional and not any(
                state.cards.types[state.kinds[c]] == CAPTURE and state._condition(effect, c)
                for c in state.hand[p]
            ):
                return
        elif not state._condition(effect, mine):
            return
    if effect.other_side:
        theirs = battle.cards[1 - p]
        if theirs < 0 or not state._against_ok(1 - p) or not state._condition(effect, theirs):
            return
    _offer(out, card)


def _resolve_modify(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    battle = state.battle
    assert battle is not None
    other = 1 - p
    # A modifier changes the value it names as it is when played (S1: «Double your current
    # Battle Value»), so doubling and halving become fixed amounts.
    if effect.boost:
        battle.mods[p].append((card, p, effect.boost))
    elif effect.double:
        battle.mods[p].append((card, p, state.battle_value(p)))
    if effect.drain:
        battle.mods[other].append((card, p, -effect.drain))
    elif effect.halve:
        value = state.battle_value(other)
        battle.mods[other].append((card, p, value // 2 - value))
    return state._totals()


MODIFY: Final = Operation(
    "modify", _compile_modify, _targets_modify, _resolve_modify, battle_only=True
)


def _compile_void(value: Any, data: Mapping[str, Any], chars: Mapping[str, int]) -> dict[str, Any]:
    return {"void_kind": bits([value], KINDS, "kind")}


def _targets_void(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    base = A.STRATEGY_OF[card]
    if effect.void_kind == K_RETURN_SPIRIT:
        pending = state.pending
        if (
            pending is not None
            and pending.kind in RETURNS
            and pending.owner == 1 - p
            and pending.source >= 0
            and not pending.voided
        ):
            out.append(base)
        return
    for source in state._voidable(1 - p, effect.void_kind):
        out.append(base | A.T1_OF[source])


def _resolve_void(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    pending = state.pending
    if pending is not None and effect.void_kind == K_RETURN_SPIRIT:
        pending.voided = True
        return f": {state.label(pending.source)} is void" if state._log is not None else ""
    state._void(t1)
    return f": {state.label(t1)} is void{state._totals()}" if state._log is not None else ""


def _words_void(state: State, card: int, t1: int, t2: int, effect: Effect) -> str:
    return "on it" if state.pending is not None else f"on {state.label(t1)}"


def _compile_elements(
    value: Any, data: Mapping[str, Any], chars: Mapping[str, int]
) -> dict[str, Any]:
    return {"elements": bits(value, ELEMENT_BIT, "element")}


def swap_bits(mask: int, pair: int) -> int:
    """Swap the two element bits of ``pair`` in ``mask``."""
    present = mask & pair
    if present == 0 or present == pair:
        return mask
    return (mask & ~pair) | (pair ^ present)


def _targets_swap(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    # (battle_only: listed in the battle and answer windows alone, where a battle is on.)
    battle = state.battle
    if battle is None:
        return
    for side in (p, 1 - p):
        target = battle.cards[side]
        if target < 0 or (side != p and not state._against_ok(side)):
            continue
        present = state.capture_elements(target) & effect.elements
        if present and present != effect.elements:  # a card with both: no change
            out.append(A.STRATEGY_OF[card] | side << 15)


def _resolve_swap(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    battle = state.battle
    assert battle is not None
    battle.swaps.append((card, p, battle.cards[t1], effect.elements))
    return state._totals()


def _words_swap(state: State, card: int, t1: int, t2: int, effect: Effect) -> str:
    return f"on {state._seat_name(t1)}'s Capture card"


def _compile_set_spirit(
    value: Any, data: Mapping[str, Any], chars: Mapping[str, int]
) -> dict[str, Any]:
    return {"element": -1 if value == "any" else ELEMENTS.index(value)}


#: An element's part of an action (``t2 << 25``), by its index (see actions.DROP_OF).
_ELEMENT_T2: Final = tuple(index << 25 for index in range(len(ELEMENTS)))


def _targets_set_spirit(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    base = A.STRATEGY_OF[card]
    for spirit in state.table:
        current = state.spirit_element(spirit)
        with_spirit = base | A.T1_OF[spirit]
        if effect.element >= 0:
            if current != 1 << effect.element:
                out.append(with_spirit | _ELEMENT_T2[effect.element])
            continue
        for index, t2 in enumerate(_ELEMENT_T2):
            if current != 1 << index:
                out.append(with_spirit | t2)


def _resolve_set_spirit(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state.spirit_changes.append((card, p, t1, 1 << t2))
    return state._totals()


def _words_set_spirit(state: State, card: int, t1: int, t2: int, effect: Effect) -> str:
    return f"on {state._spirit_words(t1)} → {ELEMENT_NAMES[ELEMENTS[t2]]}"


def _words_spirit(state: State, card: int, t1: int, t2: int, effect: Effect) -> str:
    return f"on {state._spirit_words(t1)}"


def _targets_block(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if p == state.catcher:
        return
    for spirit in state.table:
        if spirit not in state.blocked and state.spirit_element(spirit) & effect.elements:
            out.append(A.STRATEGY_OF[card] | spirit << 15)


def _resolve_block(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state.blocked.append(t1)
    return ""


def _targets_block_major(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if p != state.catcher and not state.major_blocked:
        _offer(out, card)


def _resolve_block_major(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state.major_blocked = True
    return ""


def _compile_make_major(
    value: Any, data: Mapping[str, Any], chars: Mapping[str, int]
) -> dict[str, Any]:
    return {"card": "" if value == "any" else str(value)}


def _targets_make_major(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if p != state.catcher:
        return
    major = state.cards.major
    for spirit in state.captured[p]:
        kind = state.kinds[spirit]
        if major[kind] or spirit in state.temp_major:
            continue
        if effect.card and state.cards.ids[kind] != effect.card:
            continue
        out.append(A.STRATEGY_OF[card] | spirit << 15)


def _resolve_make_major(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state.temp_major.append(t1)
    return ""


def _targets_any_answer(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    battle = state.battle
    if battle is not None and state._answering() and not battle.any_answer:
        _offer(out, card)


def _resolve_any_answer(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    assert state.battle is not None
    state.battle.any_answer = True
    return ""


def _targets_ignore_element(
    state: State, p: int, card: int, effect: Effect, out: list[int]
) -> None:
    if p == state.catcher and not state.ignore_element[p] and state._attempts_left():
        _offer(out, card)


def _resolve_ignore_element(
    state: State, p: int, card: int, t1: int, t2: int, effect: Effect
) -> str:
    state.ignore_element[p] = True
    return ""


def _compile_protect(
    value: Any, data: Mapping[str, Any], chars: Mapping[str, int]
) -> dict[str, Any]:
    return {"character": bits([value], chars, "character")}


def _targets_protect(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if state.battle is None or state.protected[p] & effect.character:
        return
    if state._side_characters(p) & effect.character:
        _offer(out, card)


def _resolve_protect(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state.protected[p] |= effect.character
    return ""


def _targets_return_flipped(
    state: State, p: int, card: int, effect: Effect, out: list[int]
) -> None:
    if state.flipped >= 0 and state.flipped in state.table:
        _offer(out, card)


def _resolve_return_flipped(
    state: State, p: int, card: int, t1: int, t2: int, effect: Effect
) -> str:
    state._open_response(R_RETURN_FLIPPED, p, card, state.flipped, 0)
    return ""


def _compile_amount(
    value: Any, data: Mapping[str, Any], chars: Mapping[str, int]
) -> dict[str, Any]:
    return {"amount": int(value)}


def _targets_reveal(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if len(state.table) < state.rules.max_spirits_in_play and (state.piles[0] or state.piles[1]):
        _offer(out, card)


def _resolve_reveal(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state._reveal(p)
    state._reveal(1 - p if state.rules.spirit_pile == "own" else p)
    return ""


def _targets_opponent_returns(
    state: State, p: int, card: int, effect: Effect, out: list[int]
) -> None:
    if state.captured[1 - p]:
        _offer(out, card)


def _resolve_opponent_returns(
    state: State, p: int, card: int, t1: int, t2: int, effect: Effect
) -> str:
    state._open_response(R_OPPONENT_RETURNS, p, card, 0, 0)
    return ""


def _targets_exchange(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if not state.captured[p] or len(state.table) >= state.rules.max_spirits_in_play:
        return
    pile = state._pile_for(p)
    major = state.cards.major
    kinds = state.kinds
    # One spirit of each kind, the lowest-numbered (see _targets_take: the pile's order
    # is hidden).
    found = sorted(s for s in pile if not major[kinds[s]])
    found.sort(key=kinds.__getitem__)
    candidates = state._distinct(found)
    base = A.STRATEGY_OF[card]
    for spirit in state.captured[p]:
        for out_spirit in candidates:
            out.append(base | spirit << 15 | out_spirit << 25)


def _resolve_exchange(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state._open_response(R_EXCHANGE, p, card, t1, t2)
    return ""


def _words_exchange(state: State, card: int, t1: int, t2: int, effect: Effect) -> str:
    return f"returning {state.label(t1)}, bringing out {state.label(t2)}"


def _targets_reckless(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if p != state.catcher or not state._choosing_attempts() or state.captured_this_turn:
        return
    if not state._attempts_left():
        return
    have = 0
    elements = state.cards.elements
    for spirit in state.captured[p]:
        have |= elements[state.kinds[spirit]]
    major = state.cards.major
    for spirit in state.table:
        if (
            not major[state.kinds[spirit]]
            and spirit not in state.blocked
            and spirit not in state.attempted
            and state.spirit_element(spirit) & have
        ):
            out.append(A.STRATEGY_OF[card] | spirit << 15)


def _resolve_reckless(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state.attempts += 1
    state.attempted.append(t1)
    state._open_response(R_RECKLESS, p, card, t1, 0)
    return ""


def _targets_switch(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    battle = state.battle
    if (
        battle is not None
        and state._answering()
        and battle.reinforcement >= 0
        and state._against_ok(1 - p)
        and len(state.cards.character_lists[state.kinds[battle.reinforcement]]) == 2
    ):
        _offer(out, card)


def _resolve_switch(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state._switch_reinforcement()
    return ""


def _compile_search(
    value: Any, data: Mapping[str, Any], chars: Mapping[str, int]
) -> dict[str, Any]:
    return {"filters": tuple(_filter(f) for f in value)}


def _compile_recover(
    value: Any, data: Mapping[str, Any], chars: Mapping[str, int]
) -> dict[str, Any]:
    return {"filters": (_filter(value),)}


def _matches(state: State, effect: Effect, card: int) -> bool:
    kind = state.kinds[card]
    cards = state.cards
    for f in effect.filters:
        if cards.types[kind] != f.ctype:
            continue
        if f.character_type and not cards.character_types[kind] & f.character_type:
            continue
        if f.max_power and cards.powers[kind] > f.max_power:
            continue
        return True
    return False


def _targets_search(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    _targets_take(state, state.deck[p], card, effect, out)


def _targets_recover(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    _targets_take(state, state.discard[p], card, effect, out)


def _targets_take(state: State, pool: list[int], card: int, effect: Effect, out: list[int]) -> None:
    # One copy of each kind, the lowest-numbered: the first in the pool's order would
    # tell the order of a deck (hidden) through the action's card number.
    found = sorted(c for c in pool if _matches(state, effect, c))
    found.sort(key=state.kinds.__getitem__)
    for target in state._distinct(found):
        out.append(A.STRATEGY_OF[card] | target << 15)


def _resolve_search(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    remove_card(state.deck[p], t1)
    state.hand[p].append(t1)
    state.known[p] |= 1 << t1  # taken in the open: the opponent knows it is in the hand
    shuffle(state.deck[p], state.rng)
    return ""


def _resolve_recover(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    remove_card(state.discard[p], t1)
    state.hand[p].append(t1)
    state.known[p] |= 1 << t1
    return ""


def _words_taking(state: State, card: int, t1: int, t2: int, effect: Effect) -> str:
    return f"taking {state.label(t1)}"


def _targets_always(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    _offer(out, card)


def _resolve_extra_draw(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state.extra_draw[p] += effect.amount
    return ""


def _resolve_extra_draw_both(
    state: State, p: int, card: int, t1: int, t2: int, effect: Effect
) -> str:
    state.extra_draw[0] += effect.amount
    state.extra_draw[1] += effect.amount
    return ""


def _targets_draw_on_replenish(
    state: State, p: int, card: int, effect: Effect, out: list[int]
) -> None:
    if not state.replenish_draw[p]:
        _offer(out, card)


def _resolve_draw_on_replenish(
    state: State, p: int, card: int, t1: int, t2: int, effect: Effect
) -> str:
    state.replenish_draw[p] = effect.amount
    return ""


def _targets_drop_hand(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if len(state.hand[p]) > 1:  # (the card itself is played, not dropped: something else)
        _offer(out, card)


def _resolve_drop_hand(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    """S51: the player's whole hand goes to its discard pile (the card played aside)."""
    hand = state.hand[p]
    count = len(hand)
    state.discard[p].extend(hand)
    hand.clear()
    state.dropped[p] = state.dropped[p] + count
    if state._log is None:
        return ""
    return f": drops the whole hand ({count} card{'' if count == 1 else 's'})"


def _leader(state: State) -> int:
    """The seat with more captured spirits (seat 1 on a tie, which no caller uses)."""
    return 0 if len(state.captured[0]) > len(state.captured[1]) else 1


def _targets_draw_if_ahead(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    leader = _leader(state)
    if len(state.captured[0]) != len(state.captured[1]) and (
        state.deck[leader] or state.discard[leader]
    ):
        _offer(out, card)


def _resolve_draw_if_ahead(
    state: State, p: int, card: int, t1: int, t2: int, effect: Effect
) -> str:
    leader = _leader(state)
    drawn = state._draw(leader, effect.amount)
    return f": {state._seat_name(leader)} draws {drawn}" if state._log is not None else ""


def _targets_reveal_hand(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if not state.revealed[1 - p] and state.hand[1 - p]:
        _offer(out, card)


def _resolve_reveal_hand(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    other = 1 - p
    state.revealed[other] = True
    for held in state.hand[other]:
        state.known[other] |= 1 << held
    if state._log is None:
        return ""
    shown = ", ".join(state.hand_labels(other)) or "no cards"
    return f": {state._seat_name(other)} holds {shown}"


def _targets_any_cost(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    if state.any_cost[p]:
        return
    costs = state.cards.costs
    kinds = state.kinds
    if any(costs[kinds[c]] for c in state.hand[p]):
        _offer(out, card)


def _resolve_any_cost(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    state.any_cost[p] = True
    return ""


def _compile_names(value: Any, data: Mapping[str, Any], chars: Mapping[str, int]) -> dict[str, Any]:
    bits(value, chars, "character")  # each must be a character
    return {"names": tuple(value)}


def _targets_stops_twice(state: State, p: int, card: int, effect: Effect, out: list[int]) -> None:
    # S60's second choice: «Your Keroberos or Yue Capture or Reinforcement Card may attempt to
    # stop up to two of your opponent's capture attempts this turn» (no Yue or Keroberos
    # Capture card exists): by the catcher's opponent holding such a Reinforcement card, who
    # discards another card from the hand to play it.
    if p == state.catcher or state.stops_twice[p]:
        return
    cards = state.cards
    kinds = state.kinds
    ids = cards.character_ids
    if not any(
        cards.types[kinds[c]] == REINFORCEMENT
        and any(ids[i] in effect.names for i in cards.character_lists[kinds[c]])
        for c in state.hand[p]
    ):
        return
    base = A.STRATEGY_OF[card]
    for discard in state._distinct([c for c in state.hand[p] if c != card]):
        out.append(base | discard << 15)


def _resolve_stops_twice(state: State, p: int, card: int, t1: int, t2: int, effect: Effect) -> str:
    remove_card(state.hand[p], t1)
    state.discard[p].append(t1)
    ids = state.cards.character_ids
    state.stops_twice[p] = sum(1 << i for i, name in enumerate(ids) if name in effect.names)
    return ""


def _words_discarding(state: State, card: int, t1: int, t2: int, effect: Effect) -> str:
    return f"discarding {state.label(t1)}"


#: Every operation, by each effect-language key that names it.
OPERATIONS: Final[dict[str, Operation]] = {}


def _register(keys: tuple[str, ...], operation: Operation) -> None:
    for key in keys:
        OPERATIONS[key] = operation


_register(tuple(sorted(_MODIFY_KEYS)), MODIFY)
_register(("void",), Operation("void", _compile_void, _targets_void, _resolve_void, _words_void))
_register(
    ("swap_capture_elements",),
    Operation(
        "swap_capture_elements",
        _compile_elements,
        _targets_swap,
        _resolve_swap,
        _words_swap,
        battle_only=True,
    ),
)
_register(
    ("set_spirit_element",),
    Operation(
        "set_spirit_element",
        _compile_set_spirit,
        _targets_set_spirit,
        _resolve_set_spirit,
        _words_set_spirit,
    ),
)
_register(
    ("block_capture",),
    Operation("block_capture", _compile_elements, _targets_block, _resolve_block, _words_spirit),
)
_register(
    ("block_major_capture",),
    Operation("block_major_capture", _no_params, _targets_block_major, _resolve_block_major),
)
_register(
    ("make_major",),
    Operation(
        "make_major", _compile_make_major, _targets_make_major, _resolve_make_major, _words_spirit
    ),
)
_register(
    ("any_character_answers",),
    Operation(
        "any_character_answers",
        _no_params,
        _targets_any_answer,
        _resolve_any_answer,
        battle_only=True,
    ),
)
_register(
    ("ignore_capture_element",),
    Operation(
        "ignore_capture_element", _no_params, _targets_ignore_element, _resolve_ignore_element
    ),
)
_register(
    ("protect_character",),
    Operation("protect_character", _compile_protect, _targets_protect, _resolve_protect),
)
_register(
    ("return_flipped_spirit",),
    Operation(
        "return_flipped_spirit", _no_params, _targets_return_flipped, _resolve_return_flipped
    ),
)
_register(
    ("reveal_spirits",),
    Operation("reveal_spirits", _compile_amount, _targets_reveal, _resolve_reveal),
)
_register(
    ("opponent_returns_captured",),
    Operation(
        "opponent_returns_captured",
        _no_params,
        _targets_opponent_returns,
        _resolve_opponent_returns,
        opens_response=True,
    ),
)
_register(
    ("exchange_captured",),
    Operation(
        "exchange_captured",
        _no_params,
        _targets_exchange,
        _resolve_exchange,
        _words_exchange,
        opens_response=True,
    ),
)
_register(
    ("reckless_capture",),
    Operation(
        "reckless_capture",
        _no_params,
        _targets_reckless,
        _resolve_reckless,
        _words_spirit,
        opens_response=True,
    ),
)
_register(
    ("switch_reinforcement",),
    Operation(
        "switch_reinforcement", _no_params, _targets_switch, _resolve_switch, battle_only=True
    ),
)
_register(
    ("search_deck",),
    Operation("search_deck", _compile_search, _targets_search, _resolve_search, _words_taking),
)
_register(
    ("recover_from_discard",),
    Operation(
        "recover_from_discard", _compile_recover, _targets_recover, _resolve_recover, _words_taking
    ),
)
_register(
    ("extra_draw",),
    Operation("extra_draw", _compile_amount, _targets_always, _resolve_extra_draw),
)
_register(
    ("extra_draw_both",),
    Operation("extra_draw_both", _compile_amount, _targets_always, _resolve_extra_draw_both),
)
_register(
    ("draw_on_replenish",),
    Operation(
        "draw_on_replenish", _compile_amount, _targets_draw_on_replenish, _resolve_draw_on_replenish
    ),
)
_register(
    ("drop_hand",),
    Operation("drop_hand", _no_params, _targets_drop_hand, _resolve_drop_hand),
)
_register(
    ("draw_if_ahead",),
    Operation("draw_if_ahead", _compile_amount, _targets_draw_if_ahead, _resolve_draw_if_ahead),
)
_register(
    ("reveal_hand",),
    Operation("reveal_hand", _no_params, _targets_reveal_hand, _resolve_reveal_hand),
)
_register(
    ("any_character_cost",),
    Operation("any_character_cost", _no_params, _targets_any_cost, _resolve_any_cost),
)
_register(
    ("stops_twice",),
    Operation(
        "stops_twice", _compile_names, _targets_stops_twice, _resolve_stops_twice, _words_discarding
    ),
)


# --- effects in words ----------------------------------------------------------------------

_KIND_WORDS: Final = {
    K_BOOST: "boost", K_DRAIN: "drain", K_CHANGE_TYPE: "type change",
    K_RETURN_SPIRIT: "spirit return",
}

#: Each operation's effect in a few words of deckcheck's own (never a card's printed text):
#: what a replay shows beside a Strategy card in play. ``{amount}``, ``{elements}`` and
#: ``{character}`` are the effect's parameters.
_OPERATION_WORDS: Final = {
    "void": "cancels a {kind} Strategy card",
    "swap_capture_elements": "swaps a Capture card's element ({elements})",
    "set_spirit_element": "changes a spirit's element this turn",
    "block_capture": "a {elements} spirit cannot be captured this turn",
    "block_major_capture": "blocks a capture made with a Major spirit",
    "make_major": "makes a captured spirit Major this turn",
    "any_character_answers": "any character may answer the Reinforcement card",
    "ignore_capture_element": "captures ignore the Capture card's element this turn",
    "protect_character": "protects {character} in this battle",
    "return_flipped_spirit": "returns the flipped spirit to its pile",
    "reveal_spirits": "brings out {amount} more spirit(s)",
    "opponent_returns_captured": "the opponent returns a captured spirit",
    "exchange_captured": "returns a captured spirit, bringing out another",
    "reckless_capture": "an attempt on a spirit of an element already captured",
    "switch_reinforcement": "the Reinforcement card in the battle changes character",
    "search_deck": "takes a card from the deck",
    "recover_from_discard": "takes a card back from the discard pile",
    "extra_draw": "draws {amount} more next time",
    "extra_draw_both": "both players draw {amount} more next time",
    "draw_on_replenish": "draws {amount} when replenishing",
    "drop_hand": "drops the whole hand",
    "draw_if_ahead": "the player with more captured spirits draws {amount}",
    "reveal_hand": "the opponent shows their hand",
    "any_character_cost": "any card pays an On Scene cost",
    "stops_twice": "a Reinforcement card of {names} may stop two attempts this turn",
}


def effect_words(
    effect: Effect, character_names: Mapping[int, str], names_by_id: Mapping[str, str] | None = None
) -> str:
    """A Strategy effect in a few words, from its compiled parameters (``character_names``:
    a character's bit -> its name; ``names_by_id``: a character's id -> its name):
    ``+1000 to its side``, ``doubles its side, if the Capture card is Sakura``.

    >>> effect_words(compile_effect({"kinds": ["boost"], "boost": 1000}, {}), {})
    '+1000 to its side'
    >>> effect_words(compile_effect({"drain": 500, "if_elements": ["fire"]}, {}), {})
    '−500 to the other side, if the Capture card is Fire'
    """

    def characters(mask: int) -> str:
        return " or ".join(name for bit, name in sorted(character_names.items()) if mask & bit)

    if effect.operation is MODIFY:
        parts = []
        if effect.boost:
            parts.append(f"{effect.boost:+d} to its side")
        elif effect.double:
            parts.append("doubles its side")
        if effect.drain:
            parts.append(f"−{effect.drain} to the other side")
        elif effect.halve:
            parts.append("halves the other side")
        words = ", ".join(parts) or "changes a Battle Value"
        if effect.if_characters:
            words += f", if the Capture card is {characters(effect.if_characters)}"
        if effect.unless_characters:
            words += f", unless the Capture card is {characters(effect.unless_characters)}"
        if effect.if_elements:
            words += f", if the Capture card is {element_names(effect.if_elements)}"
        return words
    template = _OPERATION_WORDS.get(effect.op, effect.op.replace("_", " "))
    kind = " or ".join(w for bit, w in _KIND_WORDS.items() if effect.void_kind & bit)
    return template.format(
        amount=effect.amount,
        elements=element_names(effect.elements),
        character=characters(effect.character) or "a character",
        names=" or ".join((names_by_id or {}).get(n, n) for n in effect.names) or "a character",
        kind=kind or "",
    ).replace("  ", " ")
