"""Compiling records of ``card-abilities/*.yaml`` into :class:`~deckcheck.engine.
berserk.abilities.language.Ability` and :class:`~deckcheck.games.berserk.engine.abilities.
language.Effect`: an effect's key names an operation of
:data:`~deckcheck.games.berserk.engine.abilities.registry.OPERATIONS`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.amounts import x_value
from deckcheck.games.berserk.engine.abilities.control import HELD_OPS
from deckcheck.games.berserk.engine.abilities.language import (
    ANY,
    ANY_HIT,
    ATTACK_KINDS,
    AURAS,
    FAR,
    FAR_ATTACKS,
    GRAVE_SIDES,
    HIT_TIERS,
    KIND_GROUPS,
    LABEL_KINDS,
    MAGIC_KINDS,
    MODIFIERS,
    PASSIVE,
    PLACING,
    RANGED_ATTACKS,
    REVEALED_WORDS,
    STAMINA_STOPS,
    STRIKE_TIME,
    X_SOURCES,
    Ability,
    AbilityError,
    Effect,
    Target,
    as_list,
    compile_condition,
    compile_target,
    x_params,
)
from deckcheck.games.berserk.engine.abilities.registry import OPERATIONS
from deckcheck.games.berserk.engine.abilities.triggers import (
    DEFAULT_WINDOWS,
    T_ALLY_ATTACKED,
    T_ALLY_ATTACKS,
    T_ALLY_DEALS,
    T_ALLY_STRIKES,
    T_ALLY_STRUCK,
    T_ATTACK,
    T_ATTACK_HITS,
    T_DEFENCE,
    T_INSTANT,
    T_MELEE_STRUCK,
    T_PASSIVE,
    T_SHOT_AT,
    T_SPREAD,
    T_SQUADS_PLACED,
    T_STATIC,
    T_STRUCK,
    T_TAP,
    T_WHILE,
    T_WOUNDED,
    TRIGGERS,
    WINDOWS,
)
from deckcheck.games.berserk.engine.cards import IMMUNE, STAMINA
from deckcheck.games.berserk.engine.kernel import Kernel

#: The operations whose change may print an end (``until``, abilities.durations).
UNTIL_OPS: Final = frozenset({"grant", "move", "strike", "mark", "mark_cell", "mark_line",
                              "remove", "boost", "bounty", "silence", "next_die_plus",
                              "lend"})
#: Keys an effect record may carry besides its operation's key.
_EFFECT_OPTIONS: Final = frozenset({"magic", "against", "diagonal", "limit", "at_least", "around",
                             "to", "if", "turns", "until", "target_if", "if_revealed",
                             "unless_revealed", "x", "per", "max", "min", "opened", "different",
                             "carry", "pierce", "anywhere", "to_opponent_as", "most", "upto",
                             "if_tier", "next_turn", "next", "length", "held", "while_type",
                             "from", "hit", "keep_dice", "row", "struck_if",
                             "struck_mark", "defending", "attacking", "every_attack",
                             "on_mark", "any_cell", "plus"})


#: x_of's effects, by X source and the id of the count target, with that target (an id
#: is another object's once its own is gone: the target kept is compared too). An Effect
#: is a frozen dataclass of some sixty fields: making one costs tens of thousands of
#: instructions, and x_value reads only its X.
_X_EFFECTS: Final[dict[tuple[str, int], tuple[Target | None, Effect]]] = {}


def x_of(state: Kernel, card: int, source: str, count: Target | None = None) -> int:
    """The X of ``source`` (X_SOURCES; "count": the cards ``count`` matches) of
    ``card``'s ability now."""
    key = (source, id(count))
    kept = _X_EFFECTS.get(key)
    if kept is None or kept[0] is not count:
        kept = _X_EFFECTS[key] = (count, Effect(OPERATIONS["wound"], x=source, x_count=count))
    return x_value(state, card, kept[1])


def compile_effect(record: Mapping[str, Any], where: str, kind: str = "ability",
                   card: str = "") -> Effect:
    """One effect record; ``kind``: the damage kind of its ability's label; ``card``: the
    card whose ability it is (a lent ability is that card's)."""
    ops = [k for k in record if k in OPERATIONS]
    unknown = sorted(k for k in record if k not in OPERATIONS and k not in _EFFECT_OPTIONS)
    if unknown:
        raise AbilityError(f"{where}: unknown effect keys: {', '.join(unknown)}")
    if len(ops) != 1:
        raise AbilityError(f"{where}: an effect names exactly one operation, not {ops}")
    operation = OPERATIONS[ops[0]]
    if "until" in record and operation.name not in UNTIL_OPS:
        raise AbilityError(f"{where}: until (a printed end) is for {', '.join(sorted(UNTIL_OPS))}"
                           f", not {operation.name}")
    if "at_least" in record and operation.name != "reduce":
        raise AbilityError(f"{where}: at_least (a protection of a value) is for reduce, not "
                           f"{operation.name}")
    if "anywhere" in record and operation.name not in ("block", "incarnation"):
        raise AbilityError(f"{where}: anywhere is for block (the attacker's attacks at any "
                           f"card) and incarnation (any free cell), not {operation.name}")
    try:
        params = operation.compile(record[ops[0]], record)
    except AbilityError as err:
        raise AbilityError(f"{where}: {err}") from None
    magic = params.pop("magic", False) or kind in MAGIC_KINDS
    blocks = [IMMUNE + "magic"] if magic else []
    if kind in MAGIC_KINDS | ATTACK_KINDS and kind not in ("strike", "counter", "special"):
        blocks.append(IMMUNE + kind)
    if operation.name in ("poison", "poison_up"):
        blocks.append(IMMUNE + "poison")
    if operation.name in STAMINA_STOPS and kind not in ATTACK_KINDS:
        blocks.append(STAMINA)  # an ability's, an impact's or a spell's wounds or kill
    tiers = as_list(record.get("if_tier", ()))
    if any(t not in HIT_TIERS for t in tiers):
        raise AbilityError(f"{where}: if_tier names the tiers {', '.join(HIT_TIERS)}, "
                           f"not {tiers!r}")
    revealed = record.get("if_revealed", "")
    revealed_if = revealed_unless = ANY
    if isinstance(revealed, Mapping):  # a condition every revealed card meets
        revealed_if, revealed = compile_condition(revealed), ""
    if "unless_revealed" in record:
        if not isinstance(record["unless_revealed"], Mapping):
            raise AbilityError(f"{where}: unless_revealed is a condition")
        revealed_unless = compile_condition(record["unless_revealed"])
    if revealed and revealed not in REVEALED_WORDS:
        raise AbilityError(f"{where}: if_revealed is one of {', '.join(REVEALED_WORDS)}, "
                           f"not {revealed!r}")
    if operation.name in ("lend", "lend_enemies"):  # the ability its holders gain,
        params["lent"] = _lent_ability(operation.name, record[operation.name],  # compiled
                                       where, card or where.split()[0])  # as the card's
    to_self = record.get("to") == "self" or operation.name == "prophecy"
    if to_self:  # its own card's part of the clause, not an attack at it: nothing stops it
        blocks = []
    return Effect(operation, magic=magic, kind=kind, blocks=tuple(blocks),
                  to_self=to_self, condition=compile_condition(record.get("if")),
                  target_condition=compile_condition(record.get("target_if")), revealed=revealed,
                  revealed_if=revealed_if, revealed_unless=revealed_unless,
                  carry=bool(record.get("carry", False)),
                  after_tiers=frozenset(HIT_TIERS[t] for t in tiers),
                  keep_dice=bool(record.get("keep_dice", False)), **x_params(record, where),
                  **params)


#: The use limits an ability printed "N (или менее)" may not have: each amount is an
#: ability of its own, and a limit counted per ability would multiply.
_LIMIT_KEYS: Final = ("once_per_turn", "times_per_turn", "once_per_battle", "times_per_battle")


#: The most X counters offered one by one when neither the card's counter limit nor the
#: effects' ``max`` bounds them: the last choice is then "X or more: every counter".
X_CHOICES: Final = 6


#: How amount_choice_name names a choice: the printed name, n, N.
_AMOUNT_CHOICE: Final = re.compile(r"(.+) \((\d+) of up to (\d+)\)")


def amount_choice_name(name: str, n: int, amount: int) -> str:
    """The name of the choice of ``n`` of an ability ``name`` printed "``amount`` (или
    менее)" (:func:`amount_choices`: an ability, and an action, each)."""
    return f"{name} ({n} of up to {amount})".strip()


def amount_choice_of(name: str) -> tuple[str, int] | None:
    """``(printed name, N)`` of a name :func:`amount_choice_name` made; None for another."""
    found = _AMOUNT_CHOICE.fullmatch(name)
    return None if found is None else (found.group(1), int(found.group(3)))


def amount_choices(record: Mapping[str, Any], card: str, index: int = 0,
                   counter_limit: int | None = None) -> list[Mapping[str, Any]]:
    """An ability record printed "N (или менее)" (``up_to: true``: the amount of its first
    effect is N) as one record per amount its controller may pick, N down to 1, each a
    legal action of its own named by its amount; so too an X-counter cost (``cost:
    {counters: x}``: X is the player's pick, 1 up to what the card may hold
    (``counter_limit``) or what its effects' ``max`` can use); any other record as it is."""
    where = f"{card}" if index == 0 else f"{card} ability {index + 1}"
    if record.get("cost", {}).get("counters") == "x":
        if any(k in record for k in _LIMIT_KEYS):
            raise AbilityError(f"{where}: an X-counter cost cannot be combined with a use limit")
        return _x_choices(record, counter_limit)
    if not record.get("up_to"):
        return [record]
    effects = list(record.get("effects", ()))
    first = effects[0] if effects else {}
    ops = [k for k in first if k in OPERATIONS]
    amount = first[ops[0]] if len(ops) == 1 else None
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 2:
        raise AbilityError(f"{where}: up_to needs a first effect with a whole amount of at "
                           "least 2 (its N)")
    if any(k in record for k in _LIMIT_KEYS):
        raise AbilityError(f"{where}: up_to cannot be combined with a use limit")
    name = record.get("name", "")
    return [{**{k: v for k, v in record.items() if k != "up_to"},
             "name": amount_choice_name(name, n, amount),
             "effects": [{**first, ops[0]: n}, *effects[1:]]}
            for n in range(amount, 0, -1)]


#: The most X an ability whose target's cost is bounded by X (``cost_max_x``) offers: a
#: cost bound of 9 or more (with cost_max_x 1, 10) lets it reach every printed cost.
COST_X_CHOICES: Final = 9


def _with_cost_x(target: Any, n: int) -> Any:
    """``target`` with each ``cost_max_x: K`` of its conditions made ``cost_max: n + K``
    (the X picked is known once the amount is)."""
    if not isinstance(target, Mapping) or "if" not in target:
        return target
    def fix(c: Any) -> Any:
        if isinstance(c, Mapping) and "cost_max_x" in c:
            k = c["cost_max_x"]
            if not isinstance(k, int) or isinstance(k, bool):
                raise AbilityError(f"cost_max_x is a whole number, not {k!r}")
            return {**{key: v for key, v in c.items() if key != "cost_max_x"},
                    "cost_max": n + k}
        return c
    conditions = target["if"]
    return {**target, "if": [fix(c) for c in conditions] if isinstance(conditions, list)
            else fix(conditions)}


def _bounds_cost_by_x(target: Any) -> bool:
    if not isinstance(target, Mapping):
        return False
    conditions = target.get("if", ())
    return any(isinstance(c, Mapping) and "cost_max_x" in c
               for c in (conditions if isinstance(conditions, list) else [conditions]))


def _x_choices(record: Mapping[str, Any], counter_limit: int | None
               ) -> list[Mapping[str, Any]]:
    # Spending more than every ``max`` can use buys nothing, so those amounts are not
    # offered; without either bound the top choice spends every counter it has. A
    # target's cost bounded by X (cost_max_x) needs each X exactly, so no "or more".
    caps = [e.get("max") for e in record.get("effects", ()) if e.get("x") == "spent"]
    top = max(caps) if caps and None not in caps else None
    cost_x = _bounds_cost_by_x(record.get("target"))
    if cost_x and top is None:
        top = COST_X_CHOICES
    if counter_limit is not None:
        top = counter_limit if top is None else min(top, counter_limit)
    every_counter = top is None
    top = X_CHOICES if top is None else max(1, top)
    name = record.get("name", "")
    out: list[Mapping[str, Any]] = []
    for n in range(top, 0, -1):
        every = every_counter and n == top
        choice = {**record, "name": f"{name} (X={n}{' or more' if every else ''})".strip(),
                  "cost": {**record["cost"], "x_spent": n, "x_all": every}}
        if cost_x:
            choice["target"] = _with_cost_x(record["target"], n)
        out.append(choice)
    return out


#: The target sides that name another card (a chosen one, or the other card of the event).
_AIMED_SIDES: Final = ("enemy", "ally", "any", "other")
#: Effects of the moment the squads are placed, before the reveal (VS-177): they act only
#: then, for the ability's own side.
SETUP_OPS: Final = frozenset({"rearrange", "reveal_row"})


def compile_ability(record: Mapping[str, Any], card: str, index: int = 0, *,
                    lent: bool = False) -> Ability:
    """One ability record of card-abilities/*.yaml, compiled (AbilityError if it cannot);
    ``lent``: the ability a ``lend`` effect gives another card."""
    where = f"{card}" if index == 0 else f"{card} ability {index + 1}"
    trigger = record["trigger"]
    if trigger not in TRIGGERS:
        raise AbilityError(f"{where}: unknown trigger {trigger!r}")
    if _bounds_cost_by_x(record.get("target")):  # amount_choices replaces it with each X
        raise AbilityError(f"{where}: cost_max_x needs cost counters x")
    bit = TRIGGERS[trigger]
    label = record.get("label", "")
    kind = LABEL_KINDS.get(label, "ability")
    effects = tuple(compile_effect(e, where, kind, card) for e in record.get("effects", ()))
    if not lent and any(e.from_strike >= 0 for e in effects):
        raise AbilityError(f"{where}: wound: strike (its holder's simple strike) is for an "
                           "ability another card lends (lend)")
    target = compile_target(record.get("target", {}))
    if any(e.op == "call_off" for e in effects) and (bit != T_STRUCK or target.side != "self"):
        raise AbilityError(f"{where}: call_off blocks the strike hitting the card itself: a "
                           "when_struck ability on itself (no target)")
    if (any(e.op in SETUP_OPS for e in effects) or bit == T_SQUADS_PLACED) and (
            bit != T_SQUADS_PLACED or target.side != "self" or "then" in record):
        # (Before the reveal no window or choice opens but the rearrange window.)
        raise AbilityError(f"{where}: rearrange and reveal_row act as the squads are placed: "
                           "a squads_placed ability on itself (no target, no then)")
    if label in RANGED_ATTACKS:
        target = replace(target, ranged=True, attack=label)
        if label in FAR_ATTACKS and target.side in _AIMED_SIDES \
                and "min_range" not in record.get("target", {}):
            target = replace(target, min_range=FAR)  # a shot or a throw: never next to it
    elif kind in ATTACK_KINDS:  # a strike of its own (special, magic ...): drawn as one
        target = replace(target, attack=kind)
    on_hit = frozenset(tier for name in as_list(record.get("on_hit", ()))
                       for tier in (ANY_HIT if name == "any" else (HIT_TIERS[name],)))
    if on_hit and bit == T_ATTACK:  # what comes with its hit is the attack's: stamina
        # does not stop it (what the struck card does on being hit is its own)
        effects = tuple(replace(e, blocks=tuple(b for b in e.blocks if b != STAMINA))
                        for e in effects)
    repeat = record.get("repeat", 1)
    repeat_count = None
    if isinstance(repeat, Mapping):  # repeat: {count: target}: X is the cards it matches
        if set(repeat) != {"count"} or not isinstance(repeat["count"], Mapping):
            raise AbilityError(f"{where}: repeat is a number, an X source or {{count: target}}")
        repeat_count = compile_target(repeat["count"])
        repeat = "count"
    repeat_x = repeat if isinstance(repeat, str) else ""
    if repeat_x and repeat_x not in X_SOURCES:
        raise AbilityError(f"{where}: repeat is a number or one of {', '.join(X_SOURCES)}")
    if (repeat_x or repeat > 1) and (target.side not in ("enemy", "ally", "any")
                                     or target.every):
        raise AbilityError(f"{where}: repeat needs chosen targets (side enemy, ally or any)")
    if record.get("repeat_exactly") and not (repeat_x or repeat > 1):
        raise AbilityError(f"{where}: repeat_exactly needs a repeat")
    if record.get("repeat_same") and not (repeat_x or repeat > 1):
        raise AbilityError(f"{where}: repeat_same needs a repeat")
    if any(e.op == "grave_token" and not (e.to_self or target.side in GRAVE_SIDES)
           for e in effects):  # which creature of a graveyard: its player's pick
        raise AbilityError(f"{where}: grave_token acts on a graveyard creature its player "
                           "chooses (target side grave) or on the card itself (to: self)")
    if bit in (T_ALLY_STRUCK, T_ALLY_ATTACKED) and target.side in ("enemy", "ally", "any") \
            and not target.every:
        raise AbilityError(f"{where}: an ally_struck or ally_attacked ability acts at once, "
                           "as the attack is declared: no chosen target (side self or other, "
                           "or every)")
    if on_hit and bit not in (T_ATTACK, T_DEFENCE, T_STATIC, T_ATTACK_HITS, T_ALLY_ATTACKS,
                              T_ALLY_STRIKES):
        raise AbilityError(f"{where}: on_hit needs an on_attack, on_defence, ally_attacks, "
                           "ally_strikes, static, formation or after_attack trigger")
    condition = compile_condition(record.get("if"))
    if trigger == "formation":
        condition = replace(condition, formation=True)
    if bit in (T_STATIC, T_PASSIVE) and target.side in ("enemy", "ally", "any") \
            and not any(e.op in AURAS or (e.op == "stamina" and target.front)
                        for e in effects):  # who is beside, or in front
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
    if any(e.until and e.op in MODIFIERS for e in effects) \
            and bit in (T_ATTACK, T_DEFENCE, T_STATIC):
        raise AbilityError(f"{where}: until (a printed end) is for an ability that acts, "
                           "not for a modifier of strikes (on_attack, on_defence, static)")
    if any(e.op in ("direct", "unanswerable") for e in effects) \
            and bit not in (T_ATTACK, T_STATIC):
        raise AbilityError(f"{where}: direct and unanswerable are modifiers of its simple "
                           "strike (on_attack, static, formation)")
    every_strike = bool(record.get("every_strike", False))
    if every_strike and (bit not in (T_ATTACK, T_STATIC) or on_hit
                         or not all(e.op == "strike" for e in effects)):
        raise AbilityError(f"{where}: every_strike is for a strike bonus (strike effects of "
                           "an on_attack, static or formation ability, no on_hit): a hit "
                           "is a simple strike's")
    roll_at_least = record.get("roll_at_least", 0)
    if roll_at_least and (bit not in (T_TAP, T_INSTANT) or isinstance(roll_at_least, bool)
                          or not isinstance(roll_at_least, int)
                          or not 2 <= roll_at_least <= 12 or record.get("either")):
        raise AbilityError(f"{where}: roll_at_least is a total of 2 to 12 a tap or instant "
                           f"ability's die (with its modifiers) must reach for its effects "
                           f"(not with either), not {roll_at_least!r} for a {trigger} ability")
    if "else" in record and not roll_at_least:
        raise AbilityError(f"{where}: else is the effects below a roll_at_least")
    else_effects = tuple(compile_effect(e, where, kind, card) for e in record.get("else", ()))
    faces = as_list(record.get("roll", ()))
    if faces and (bit in (T_TAP, T_INSTANT, T_STATIC, T_PASSIVE) or not all(
            isinstance(f, int) and not isinstance(f, bool) and 1 <= f <= 6 for f in faces)):
        raise AbilityError(f"{where}: roll is the die faces (1-6) a triggered ability acts "
                           f"on, not {faces!r} for a {trigger} ability")
    wounded_by: frozenset[str] = frozenset()
    if "wounded_by" in record:
        if bit not in (T_WOUNDED, T_ALLY_DEALS):
            raise AbilityError(f"{where}: wounded_by is for when_wounded and ally_deals "
                               "abilities")
        names = as_list(record["wounded_by"])
        unknown = [n for n in names if n not in KIND_GROUPS]
        if not names or unknown:
            raise AbilityError(f"{where}: wounded_by names damage kinds or groups "
                               f"({', '.join(sorted(KIND_GROUPS))}), not {unknown or names}")
        wounded_by = frozenset(k for n in names for k in KIND_GROUPS[n])
    wounded_min = record.get("wounded_min", 0)
    if "wounded_min" in record and (
            bit not in (T_WOUNDED, T_ALLY_DEALS) or not isinstance(wounded_min, int)
            or isinstance(wounded_min, bool) or wounded_min < 1):
        raise AbilityError(f"{where}: wounded_min is a whole number from 1, for "
                           "when_wounded and ally_deals abilities")
    if bit == T_WHILE and (
            target.side != "self" or any(e.op not in HELD_OPS or e.token == "flying"
                                         or e.x or e.condition is not ANY for e in effects)):
        raise AbilityError(f"{where}: a while ability holds {', '.join(sorted(HELD_OPS))} "
                           "(not flying) on its own card, with no X and no condition of the "
                           "effect (the ability's condition says while)")
    if_attack = frozenset(as_list(record.get("if_attack", ())))
    if if_attack and (bit not in (T_SHOT_AT, T_MELEE_STRUCK, T_STRUCK, T_SPREAD)
                      or not if_attack <= ATTACK_KINDS):
        raise AbilityError(f"{where}: if_attack is for when_shot_at, when_melee_struck, "
                           "when_struck and spread_wounds: "
                           f"one or more of {', '.join(sorted(ATTACK_KINDS))}")
    windows: frozenset[str] = frozenset()
    if bit == T_INSTANT:
        windows = frozenset(as_list(record.get("window", list(DEFAULT_WINDOWS))))
        if not windows or not windows <= frozenset(WINDOWS):
            raise AbilityError(f"{where}: window is one or more of {', '.join(WINDOWS)}")
    elif "window" in record or ("no_tap" in record and bit != T_TAP):
        raise AbilityError(f"{where}: window is for instant abilities, no_tap for instant "
                           "and tap ones")
    if "from_grave" in record and (bit != T_INSTANT or record["from_grave"] is not True
                                   or "main" in windows or not record.get("no_tap")):
        raise AbilityError(f"{where}: from_grave: true is for an instant used from the "
                           "graveyard: no_tap, not in the main window")
    if any(e.op in STRIKE_TIME for e in effects) and (
            bit != T_INSTANT
            or not windows & {"declared", "rolled", "aimed", "thrown", "before_dice"}):
        raise AbilityError(f"{where}: {', '.join(sorted(STRIKE_TIME))} act on the attack "
                           "being resolved: instant abilities in the declared, rolled, "
                           "aimed, thrown or before_dice window")
    if "from_afar" in record and (trigger != "ally_teleports" or record["from_afar"] is not True):
        raise AbilityError(f"{where}: from_afar: true is for ally_teleports")
    ops = [e.op for e in effects]
    if ("spread" in ops) != (bit == T_SPREAD) or ("spread" in ops and len(ops) > 1):
        raise AbilityError(f"{where}: spread is the one effect of a spread_wounds ability "
                           "(and a spread_wounds ability spreads)")
    if "follow" in ops and not any(op in PLACING for op in ops[:ops.index("follow")]):
        raise AbilityError(f"{where}: follow takes the cell a move_to or swap before it left")
    cost = record.get("cost", {})
    uses = int(record.get("times_per_turn", 1 if record.get("once_per_turn") else 0))
    cost_x = cost.get("counters") == "x"
    # The X picked (amount_choices); with x_all, every counter it has, at least x_spent.
    x_spent, x_all = int(cost.get("x_spent", 1)), bool(cost.get("x_all", "x_spent" not in cost))
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
        cost_counters=x_spent if cost_x else int(cost.get("counters", 0)),
        cost_x=cost_x,
        cost_all=cost_x and x_all,
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
        repeat_count=repeat_count,
        other_condition=compile_condition(record.get("if_other")),
        wounded_condition=compile_condition(record.get("if_wounded")),
        other_side=record.get("other_side", ""),
        from_afar=bool(record.get("from_afar", False)),
        if_attack=if_attack,
        self_first=bool(record.get("self_first", False)),
        no_tap=bool(record.get("no_tap", False)),
        from_grave=record.get("from_grave", False) is True,
        replaces=frozenset(as_list(record.get("replaces", ()))),
        every_strike=every_strike,
        always=bool(record.get("always", False)),
        otherwise=bool(record.get("otherwise", False)),
        keeps_dice=any(e.keep_dice for e in effects),
        repeat_exactly=bool(record.get("repeat_exactly", False)),
        repeat_same=record.get("repeat_same", False) is True,
        wounded_by=wounded_by,
        wounded_min=wounded_min,
        roll_faces=frozenset(faces),
        roll_at_least=roll_at_least,
        else_effects=else_effects,
        aimed=tuple(e for e in effects if not e.to_self),
        either=bool(record.get("either", False)),
        either_common=record.get("either") == "common",
        foe_picks=_foe_picks(record, where),
        implemented=bool(record.get("implemented", True)),
        why_not=record.get("why_not", ""),
        notes_other=any((e.destination is not None and e.destination.beside_other)
                        or e.op == "bury_same_cost"
                        or (e.summons is not None and e.summons.same_name) for e in effects),
        notes_struck=any(e.op == "stand_in" for e in effects),
    )


#: What a lent ability's record may hold: a tap ability of its own, with no follow-up
#: (``then``, whose index would be among its holder's abilities) and no X of counters.
_LENT_KEYS: Final = frozenset({"name", "label", "trigger", "target", "effects", "if",
                               "once_per_turn", "optional"})


def _lent_ability(op: str, value: Any, where: str, card: str) -> Ability:
    """The ability a ``lend`` (or ``lend_enemies``) effect ``op`` gives its holders: a tap
    ability (each uses it as one of its own, in its own turn)."""
    if not isinstance(value, Mapping):
        raise AbilityError(f"{where}: {op} is the ability record its holders gain")
    unknown = sorted(set(value) - _LENT_KEYS)
    if unknown:
        raise AbilityError(f"{where}: a lent ability has none of {', '.join(unknown)} "
                           f"(it may have {', '.join(sorted(_LENT_KEYS))})")
    if value.get("trigger") != "tap":
        raise AbilityError(f"{where}: a lent ability is a tap ability (trigger: tap), not "
                           f"{value.get('trigger')!r}")
    if not value.get("name"):
        raise AbilityError(f"{where}: a lent ability has a name (its printed one, or what "
                           "deckcheck calls it)")
    try:
        lent = compile_ability(value, card, lent=True)
    except AbilityError as err:
        raise AbilityError(f"{where}: {op}: {err}") from None
    from deckcheck.games.berserk.engine.cards import trigger_bits

    if any(e.lent is not None for e in lent.effects):
        raise AbilityError(f"{where}: {op}: a lent ability lends nothing in turn")
    if trigger_bits((lent,)) != T_TAP:  # a flag is a card's or a game's, from the cards
        raise AbilityError(f"{where}: {op}: a lent ability's effects and conditions need "
                           "nothing the engine sets up per card (a timed grant, a mark "
                           "the engine obeys, moves tracked ...): the engine cannot play "
                           "such a one lent")
    return lent


def _foe_picks(record: Mapping[str, Any], where: str) -> bool:
    picked_by = record.get("picked_by", "")
    if picked_by not in ("", "opponent"):
        raise AbilityError(f"{where}: picked_by is opponent, not {picked_by!r}")
    if picked_by and (record.get("target", {}).get("side") not in ("enemy", "ally", "any")
                      or record.get("either")):
        raise AbilityError(f"{where}: picked_by needs a chosen target (side enemy, ally or "
                           "any)")
    return bool(picked_by)


def with_follow_ups(abilities: list[Ability], records: list[Mapping[str, Any]], card: str) -> None:
    """Append the abilities that follow others on targets of their own (``then``: the
    same clause, the same label, another target), and point each ability at its own."""
    for index, record in enumerate(records):  # a clause after no move: no cell it left
        if record.get("target", {}).get("beside_gap") \
                or any("fill_gap" in e for e in record.get("effects", ())):
            raise AbilityError(f"{card} ability {index + 1}: beside_gap and fill_gap are for "
                               "the clause (then) after a move_to of the ability's card")
    pending = list(enumerate(records))
    while pending:
        index, record = pending.pop(0)
        follow = record.get("then")
        if not follow:
            continue
        parent = abilities[index]
        if (follow.get("target", {}).get("beside_gap")
                or any("fill_gap" in e for e in follow.get("effects", ()))) \
                and not any(e.op == "move_to" for e in parent.effects):
            raise AbilityError(f"{card}: beside_gap and fill_gap follow a move_to of the "
                               "ability's card (the cell it left), which this clause's "
                               "ability has not")
        if parent.repeat_x:
            raise AbilityError(f"{card}: then after a repeat of X targets is not in the "
                               "language (it follows the last target of a fixed repeat)")
        # unlabelled: a part of the clause the label does not name (NT-165's counter after
        # its shots is no shot, so no shot protection stops it)
        labelled = "label" in record and not follow.get("unlabelled")
        # a label of its own: another attack of the same clause (VS-160's throw after
        # its discharge)
        merged = {"name": record.get("name", ""), "trigger": record["trigger"],
                  **({"label": follow["label"]} if "label" in follow
                     else {"label": record["label"]} if labelled else {}),
                  "target": follow.get("target", {}), "effects": follow.get("effects", ()),
                  "optional": follow.get("optional", True),
                  **({"then": follow["then"]} if "then" in follow else {}),
                  **({"if": follow["if"]} if "if" in follow else {}),
                  **({"always": True} if follow.get("always") else {}),
                  **({"otherwise": True} if follow.get("otherwise") else {}),
                  # the opponent picks its target (VS-108: a creature of its own)
                  **({"picked_by": follow["picked_by"]} if "picked_by" in follow else {}),
                  # its own picks (VS-003: the wounds moved, each onto a target)
                  **{k: follow[k] for k in ("repeat", "repeat_exactly", "repeat_same")
                     if k in follow}}
        child = replace(compile_ability(merged, card, len(abilities)), trigger="then", bit=0,
                        implemented=parent.implemented)
        abilities[index] = replace(parent, then_index=len(abilities))
        pending.append((len(abilities), merged))
        abilities.append(child)


#: The ability that any creature with a counter cost has: taking a counter is an action
#: (research §2.4: «use abilities (some cost counters); take a counter»).
def take_counter(card: str) -> Ability:
    # aimed: the counter is its target's (itself), so that its counter limit is asked
    effect = Effect(OPERATIONS["counters"], amount=1)
    return Ability(card=card, name="take a counter", trigger="tap", bit=T_TAP,
                   effects=(effect,), aimed=(effect,))
