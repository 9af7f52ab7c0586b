#!/usr/bin/env python3
"""Audit the Berserk card encodings against the printed card facts; write the worklist.

Usage::

    python tools/berserk_encoding_audit.py          # rewrite tools/data/berserk-encoding-audit.md
    python tools/berserk_encoding_audit.py --check  # exit 1 if the worklist is out of date

For every card the catalogue marks as playing every printed ability (no ``implemented:
false`` in ``cardsets/berserk/sets/*.yaml``: the cards whose ``card-abilities.yaml`` entry is
complete and fully played, and the cards whose keywords are their whole text) it compares
the encoding with the facts of ``tools/data/berserk-card-facts.json`` (read from the card
database named there; numbers, booleans and enums only, see
``tools/data/berserk-card-facts-SOURCE.md``), one kind of clause at a time:

- ``classes``: no encoding gives a card classes of its own: the engine reads every card's
  classes from the catalogue (``classes``, the printed ones), so a class condition sees
  every card of its class;
- ``class_condition``: every class a condition of any encoding asks for exists in the
  catalogue's class vocabulary (``game.yaml``);
- ``range``: every printed range («дальность N») is the range of an encoded ability of that
  kind (a shot, throw or discharge labelled so or replacing the keyword; for a jump the
  keyword's number or a move within N), and every encoded shot, throw or discharge range is
  printed; a keyword attack the engine plays itself reaches the catalogue's range of its
  kind (``ranges: [shot-4]``), none when the catalogue has none;
- ``hit``: as many clauses need a hit as the encoding filters by a hit (``on_hit``, an
  ``if_tier`` effect, an ``if_other`` ``slain_by`` (a death an attack's wounds caused),
  or a trigger that only a hit fires: when_destroys, when_wounded,
  when_hurt, ally_hurt, ally_counters, when_struck);
- ``duration``: each printed duration, in classes (this turn, into the next turn, lasting,
  while a condition holds, one use, X turns), is the duration of some encoded effect;
- ``up_to``: an amount printed as "N or fewer" is a choice in the encoding (``repeat``: up
  to N targets; ``up_to``: the amount, one action per amount; ``mark_line``: 1 to N cells);
  a fixed amount is not;
- ``once_per``: the printed use limits (per turn, per battle, with their counts) are the
  encoded ones, and no other;
- ``tiers``: every printed tiered amount (weak-medium-strong) is an encoded one (or the
  catalogue's tiered keyword attack, shot-1-2-2), and a
  printed X amount is an encoded X (an ``x`` amount, X counters spent, X targets, or the
  wounds a vampiric strike dealt).

The facts cannot tie a clause to one ability, so the comparisons count and collect per card;
a disagreement is where to look, with the detail of both sides. The known disagreements
are listed, each with a short reason, in ``tools/data/berserk-encoding-known.yaml``; the
test ``tests/games/berserk/test_card_facts_agreement.py`` fails on a new one and on a
listed one that is gone, so the list only shrinks.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[1]
BERSERK = REPO / "cardsets" / "berserk"
FACTS = REPO / "tools" / "data" / "berserk-card-facts.json"
KNOWN = REPO / "tools" / "data" / "berserk-encoding-known.yaml"
WORKLIST = REPO / "tools" / "data" / "berserk-encoding-audit.md"
SET_FILES = ("voyna_stihiy.yaml", "nashestvie_tmy.yaml")

#: The kinds of clause compared, in the worklist's order.
KINDS = ("classes", "class_condition", "range", "hit", "duration", "up_to", "once_per",
         "tiers")

#: Ranged attacks whose encoded abilities carry their label (or replace the keyword).
ATTACK_KINDS = ("shot", "throw", "discharge")
#: Triggers only a hit (wounds dealt or taken by an attack) fires (a vampire drinks only
#: the wounds its strike dealt: ally_drinks); a counter-strike is always a hit (the
#: strike table's counter-strikes are weak or medium; no hit, no counter-strike), so
#: ally_counters is one; when_struck fires as a strike at the card hits it.
HIT_TRIGGERS = frozenset({"when_destroys", "when_wounded", "when_hurt", "ally_hurt",
                          "ally_counters", "ally_drinks", "when_struck"})
#: Triggers of a simple strike whatever its result.
STRIKE_TRIGGERS = frozenset({"on_attack", "on_defence"})
#: Effects that only change the strike they act on (no clause of their own).
MODIFIER_EFFECTS = frozenset({"strike", "dice", "direct", "unanswerable", "if", "to"})
#: Passive triggers: what they give lasts while their condition holds.
PASSIVE_TRIGGERS = frozenset({"static", "formation"})

# Durations in classes: the printed enums (facts) and what encoded effects last.
THIS_TURN, NEXT_TURN, LASTING, WHILE, ONE_USE, X_TURNS = (
    "this turn", "into the next turn", "lasting", "while a condition holds", "one use",
    "X turns",
)
PRINTED_DURATION = {
    "end_of_turn": THIS_TURN,
    "end_of_your_turn": THIS_TURN,
    "end_of_opponent_turn": NEXT_TURN,
    "end_of_next_opponent_turn": NEXT_TURN,
    "end_of_your_next_turn": NEXT_TURN,
    "end_of_own_turn": THIS_TURN,
    "end_of_its_next_turn": NEXT_TURN,
    "its_next_turn": NEXT_TURN,
    "next_opponent_turn": NEXT_TURN,
    "end_of_battle": LASTING,
    "permanent": LASTING,
    "while_condition": WHILE,
    "one_use": ONE_USE,
    "for_x_opponent_turns": X_TURNS,
}
#: Effects that modify (or last for) the strike or roll they act on.
ONE_USE_EFFECTS = frozenset({"tier", "lessen", "reroll", "die", "cap", "redirect", "next_strike",
                             "host_toll"})
#: Effects that last the turn when not tied to a strike.
TURN_EFFECTS = frozenset({"strike", "dice", "direct", "unanswerable", "move", "expose",
                          "unguarded", "give_chain", "next_die_plus",
                          "hit_bonus"})
#: X sources known only after a simple strike hit: a modifier with one of them acts for
#: the rest of the turn instead of on the strike (the ability language's AFTER_HIT).
AFTER_HIT = frozenset({"hit", "dealt"})
#: Effects that change a card for good (no end printed: while it stays in play, rules.yaml
#: effect_duration): a grant, a removal, the landing that costs a flyer its flying, a
#: poison (it wounds at each of its turns' start until the card is cured or leaves play).
LASTING_EFFECTS = frozenset({"grant", "remove", "follow", "poison"})


class AuditError(ValueError):
    """An input file breaks an assumption of the audit."""


@dataclass(frozen=True, order=True)
class Disagreement:
    """One kind of clause on which a card's encoding and its printed facts differ."""

    card: str
    kind: str
    detail: str


@dataclass(frozen=True)
class Inputs:
    """What the audit reads: facts, encodings, catalogue cards, class vocabulary."""

    facts: Mapping[str, Mapping[str, Any]]
    encodings: Mapping[str, Mapping[str, Any]]
    cards: Mapping[str, Mapping[str, Any]]
    class_ids: frozenset[str]


def load_inputs(root: Path = REPO) -> Inputs:
    berserk = root / "cardsets" / "berserk"
    facts = json.loads((root / "tools" / "data" / "berserk-card-facts.json").read_text("utf-8"))
    encodings = read_encodings(berserk)
    cards = {}
    for name in SET_FILES:
        for card in yaml.safe_load((berserk / "sets" / name).read_text("utf-8"))["cards"]:
            cards[card["id"]] = card
    game = yaml.safe_load((berserk / "game.yaml").read_text("utf-8"))
    class_ids = frozenset(entry["id"] for entry in game.get("classes", ()))
    return Inputs(facts, encodings, cards, class_ids)


def read_encodings(berserk: Path) -> dict[str, Mapping[str, Any]]:
    """Every card's encoding: the files of ``card-abilities/`` (one per set), or a single
    ``card-abilities.yaml`` as the data was before it was split."""
    paths = sorted((berserk / "card-abilities").glob("*.yaml"))
    single = berserk / "card-abilities.yaml"
    if single.is_file():
        paths.insert(0, single)
    if not paths:
        raise AuditError(f"no card-abilities.yaml nor card-abilities/*.yaml in {berserk}")
    encodings: dict[str, Mapping[str, Any]] = {}
    for path in paths:
        for card_id, entry in (yaml.safe_load(path.read_text("utf-8")) or {})["cards"].items():
            if card_id in encodings:
                raise AuditError(f"{path.name}: {card_id} is encoded twice")
            encodings[card_id] = entry
    return encodings


def in_scope(inputs: Inputs) -> list[str]:
    """The cards the catalogue marks as playing every printed ability, in catalogue order."""
    return [card_id for card_id, card in inputs.cards.items()
            if card.get("implemented", True) is not False]


# --- walking encodings -------------------------------------------------------------------


def _abilities(entry: Mapping[str, Any] | None) -> list[Mapping[str, Any]]:
    """A card's encoded abilities, and after each the abilities it lends (``lend``: the
    card prints them too, VS-090's magic strike with its once-a-turn limit)."""
    out: list[Mapping[str, Any]] = []
    for ability in entry.get("abilities", ()) if entry else ():
        out.append(ability)
        out.extend(e["lend"] for e in ability.get("effects", ())
                   if isinstance(e, Mapping) and isinstance(e.get("lend"), Mapping))
    return out


def _list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list | tuple) else [value]


def _parts(ability: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """An ability and its follow-ups (``then``), in order."""
    part: Mapping[str, Any] | None = ability
    while part is not None:
        yield part
        part = part.get("then")


def _effects(ability: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """Every effect of an ability, its follow-ups' (``then``) included, and those a die
    below its ``roll_at_least`` picks instead (``else``)."""
    for part in _parts(ability):
        yield from part.get("effects", ())
        yield from part.get("else", ())


def class_conditions(value: Any) -> Iterator[str]:
    """Every class a condition anywhere inside an encoding asks for (``class: orc``)."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            if key == "class":
                yield from (str(c) for c in _list(item))
            else:
                yield from class_conditions(item)
    elif isinstance(value, list):
        for item in value:
            yield from class_conditions(item)


def _kind_of(ability: Mapping[str, Any]) -> list[str]:
    """The ranged attack kinds an ability is the encoded form of."""
    kinds = [k for k in _list(ability.get("replaces")) if k in ATTACK_KINDS]
    label = ability.get("label")
    if label in ATTACK_KINDS and label not in kinds:
        kinds.append(label)
    return kinds


def _tokens(card: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The catalogue's ability tokens as (keyword, number): ``shot-1`` -> (shot, 1)."""
    return [(t.partition("-")[0], t.partition("-")[2]) for t in card.get("abilities", ())]


# --- the checks ----------------------------------------------------------------------------


def check_classes(card_id: str, inputs: Inputs) -> Iterator[Disagreement]:
    encoded = list((inputs.encodings.get(card_id) or {}).get("classes", ()))
    if encoded:
        printed = list(inputs.cards[card_id].get("classes", ()))
        yield Disagreement(card_id, "classes",
                           f"the encoding says {', '.join(encoded)}, a second source besides "
                           f"the catalogue's {', '.join(printed) or 'none'}")


def check_class_conditions(inputs: Inputs) -> Iterator[Disagreement]:
    """Over every encoding (not only the fully played ones): a class asked for exists."""
    for card_id, entry in inputs.encodings.items():
        unknown = sorted({c for c in class_conditions(entry.get("abilities", ()))
                          if c not in inputs.class_ids}
                         | {c for c in entry.get("classes", ()) if c not in inputs.class_ids})
        if unknown:
            yield Disagreement(card_id, "class_condition",
                               f"names {', '.join(unknown)}, not a class of the catalogue")


def _encoded_ranges(card: Mapping[str, Any], entry: Mapping[str, Any] | None
                    ) -> dict[str, list[int | None]]:
    """Per ability kind, the range of each encoded form of it (None: no range)."""
    abilities = [a for a in _abilities(entry) if a.get("implemented", True)]
    replaced = {k for a in abilities for k in _list(a.get("replaces"))}
    found: dict[str, list[int | None]] = {kind: [] for kind in ATTACK_KINDS}
    found.update(jump=[], near=[])
    for ability in abilities:
        target = ability.get("target") or {}
        for kind in _kind_of(ability):
            found[kind].append(target.get("range"))
        if "range" in target:
            found["near"].append(target["range"])
        for effect in _effects(ability):
            if "strike_reach" in effect:  # its simple strike's printed range
                found["near"].append(effect["strike_reach"])
            if "host_range" in effect:  # the range a parasite gives its host's attacks
                found["near"].append(effect["host_range"])
            move_to = effect.get("move_to")
            if isinstance(move_to, Mapping) and "within" in move_to:
                found["jump"].append(move_to["within"])
                found["near"].append(move_to["within"])
    catalogue = dict(token.rpartition("-")[::2] for token in card.get("ranges", ()))
    for keyword, number in _tokens(card):
        if keyword in ATTACK_KINDS and keyword not in replaced \
                and number.replace("-", "").isdigit():
            # the engine's keyword attack, tiered (1-2-2) or not (-x, -var: not played),
            # reaches the catalogue's range
            reach = catalogue.get(keyword, "")
            found[keyword].append(int(reach) if reach.isdigit() else None)
        elif keyword == "jump":
            found["jump"].append(int(number) if number.isdigit() else None)
    return found


def check_ranges(card_id: str, inputs: Inputs) -> Iterator[Disagreement]:
    printed: dict[str, list[int]] = {}
    for entry in inputs.facts[card_id].get("ranges") or ():
        printed.setdefault(entry["kind"], []).append(entry["range"])
    encoded = _encoded_ranges(inputs.cards[card_id], inputs.encodings.get(card_id))
    problems = []
    for kind, ranges in printed.items():
        slots = encoded["near" if kind in ("strike", "other") else kind]
        have = Counter(r for r in slots if r is not None)
        missing = Counter(ranges) - have
        if missing:
            shown = ", ".join(str(r) if r is not None else "none" for r in slots) or "no ability"
            unmatched = ", ".join(map(str, sorted(missing.elements())))
            problems.append(f"printed {kind} range {unmatched}; encoded {kind}: {shown}")
    for kind in ATTACK_KINDS:
        extra = sorted({r for r in encoded[kind] if r is not None} - set(printed.get(kind, ())))
        if extra:
            problems.append(f"encoded {kind} range {', '.join(map(str, extra))} is not printed")
    if problems:
        yield Disagreement(card_id, "range", "; ".join(problems))


def _named(ability: Mapping[str, Any]) -> str:
    return str(ability.get("name") or ability.get("trigger"))


def check_hits(card_id: str, inputs: Inputs) -> Iterator[Disagreement]:
    """Too few hit filters: a clause printed "on a hit" fires on a miss too. Too many, on a
    card that prints a clause on any attack: one fires only on a hit. (A passive's on_hit
    picks the strikes it reduces, not a result; a strike modifier is no result clause.)"""
    printed = Counter(str(v).lower() for v in inputs.facts[card_id].get("hit_only") or ())
    triggered = [a for a in _abilities(inputs.encodings.get(card_id))
                 if a.get("implemented", True) and a.get("trigger") not in PASSIVE_TRIGGERS]
    # an if_tier effect acts only on some tiers of its ability's tiered attack: a hit;
    # a death slain_by an attack is one its wounds caused (NT-057)
    filtered = [a for a in triggered if "on_hit" in a or a.get("trigger") in HIT_TRIGGERS
                or any("if_tier" in e for e in _effects(a))
                or "slain_by" in (a.get("if_other") or {})]
    unfiltered = [a for a in triggered
                  if a.get("trigger") in STRIKE_TRIGGERS and "on_hit" not in a
                  and any(not e.keys() <= MODIFIER_EFFECTS for e in _effects(a))]
    hit, wanted = len(filtered), printed["true"]
    if hit < wanted or (hit > wanted and printed["on_attack"]):
        detail = f"printed {wanted} clause(s) needing a hit"
        if printed["on_attack"] or printed["on_miss"]:
            detail += (f" and {printed['on_attack']} on any attack"
                       + (f", {printed['on_miss']} on a miss" if printed["on_miss"] else ""))
        detail += f"; encoded {hit} hit-filtered"
        if filtered:
            detail += f" ({', '.join(_named(a) for a in filtered)})"
        if unfiltered:
            detail += f"; fired by any strike result: {', '.join(_named(a) for a in unfiltered)}"
        yield Disagreement(card_id, "hit", detail)


def _moved_condition(ability: Mapping[str, Any]) -> bool:
    """Whether the ability holds only after its card moved so this turn (moved_straight ...)."""
    return any(str(key).startswith("moved") for key in ability.get("if") or {})


def _effect_duration(trigger: str, effect: Mapping[str, Any],
                     moved: bool = False) -> str | None:
    """The class of how long an encoded effect lasts (None: not a grant or change);
    ``moved``: the ability holds while its card moved so this turn."""
    if "roll_twice" in effect:  # its +1 for the same number twice is to that attack alone
        return ONE_USE
    if "while_type" in effect:  # while its card is of a type (NT-084: an artifact)
        return WHILE
    if "until" in effect:  # a printed end, in the facts' own words
        until = str(effect["until"])
        if until == "next_strike":  # a bonus its next simple strike spends
            return ONE_USE
        return LASTING if until == "lasting" else PRINTED_DURATION[until]
    if effect.get("x") == "steps":  # the cells moved in its controller's last turn
        return NEXT_TURN
    if trigger in PASSIVE_TRIGGERS:
        return THIS_TURN if moved else WHILE
    turns = effect.get("turns")
    if "mark" in effect and effect.get("next_turn"):  # in its card's controller's next turn
        return NEXT_TURN
    if "mark" in effect or "row_cap" in effect or "chain" in effect \
            or ("lives" in effect and turns is not None):
        if turns == "x":
            return X_TURNS
        if turns is None or turns == 1:
            return THIS_TURN
        return LASTING if turns >= 99 else NEXT_TURN
    if "lives" in effect:
        return LASTING
    if "shield" in effect:
        return X_TURNS if turns == "x" else NEXT_TURN
    if "ward" in effect or "flank_ward" in effect:  # to the end of the opponent's next
        # turn, or (ward next_turn) in it
        return NEXT_TURN
    if "stun" in effect:
        return WHILE if effect["stun"] == "held" else NEXT_TURN
    if "dice" in effect and effect.get("held"):  # while its giver stays in play
        return WHILE
    if "move_limit" in effect or "net" in effect:  # the other side's next turn
        return NEXT_TURN
    if "silence" in effect:  # while the silencing card stays in play
        return WHILE
    if LASTING_EFFECTS & effect.keys():
        return LASTING
    if ONE_USE_EFFECTS & effect.keys():
        return ONE_USE
    if TURN_EFFECTS & effect.keys():
        after_hit = effect.get("x") in AFTER_HIT  # known after the hit: the rest of the turn
        return ONE_USE if trigger in STRIKE_TRIGGERS and not after_hit else THIS_TURN
    return None


def check_durations(card_id: str, inputs: Inputs) -> Iterator[Disagreement]:
    printed_raw = list(inputs.facts[card_id].get("duration") or ())
    printed = {PRINTED_DURATION.get(d, d) for d in printed_raw}
    encoded: set[str] = set()
    for ability in _abilities(inputs.encodings.get(card_id)):
        if not ability.get("implemented", True):
            continue
        if (ability.get("target") or {}).get("range_steps"):
            encoded.add(THIS_TURN)  # the range grows with the cells moved this turn
        for effect in _effects(ability):
            found = _effect_duration(str(ability.get("trigger")), effect,
                                     _moved_condition(ability))
            if found is not None:
                encoded.add(found)
    if printed - encoded:
        yield Disagreement(card_id, "duration",
                           f"printed {', '.join(printed_raw)} ({'; '.join(sorted(printed))}); "
                           f"encoded effects last: {'; '.join(sorted(encoded)) or 'nothing'}")


def check_up_to(card_id: str, inputs: Inputs) -> Iterator[Disagreement]:
    if not inputs.facts[card_id].get("up_to"):
        return
    abilities = _abilities(inputs.encodings.get(card_id))
    if not any(isinstance(part.get("repeat"), int) or part.get("up_to")
               or any("mark_line" in e for e in _effects(a))  # 1 to length cells, chosen
               for a in abilities for part in _parts(a)):  # (a follow-up's too: NT-096)
        yield Disagreement(card_id, "up_to", "printed \"N or fewer\"; the encoding has a fixed "
                           "amount (no choice of up to N targets or of the amount)")


def _limits(ability: Mapping[str, Any]) -> Iterator[tuple[str, int]]:
    if ability.get("once_per_turn"):
        yield ("turn", 1)
    if "times_per_turn" in ability:
        yield ("turn", int(ability["times_per_turn"]))
    if ability.get("once_per_battle"):
        yield ("game", 1)
    if "times_per_battle" in ability:
        yield ("game", int(ability["times_per_battle"]))


def check_once_per(card_id: str, inputs: Inputs) -> Iterator[Disagreement]:
    printed = Counter((str(p["per"]), int(p["times"]))
                      for p in inputs.facts[card_id].get("once_per") or ())
    encoded = Counter(limit for a in _abilities(inputs.encodings.get(card_id))
                      if a.get("implemented", True) for limit in _limits(a))
    if set(printed) != set(encoded):
        def shown(limits: Counter[tuple[str, int]]) -> str:
            return ", ".join(f"{t}x/{p}" for p, t in sorted(limits)) or "none"

        yield Disagreement(card_id, "once_per",
                           f"printed {shown(printed)}; encoded {shown(encoded)}")


def _tiered(value: Any) -> bool:
    return (isinstance(value, list) and len(value) == 3
            and all(isinstance(n, int) and not isinstance(n, bool) for n in value))


def check_tiers(card_id: str, inputs: Inputs) -> Iterator[Disagreement]:
    printed = inputs.facts[card_id].get("tiers") or {}
    abilities = [a for a in _abilities(inputs.encodings.get(card_id))
                 if a.get("implemented", True)]
    effects = [e for a in abilities for e in _effects(a)]
    encoded = {tuple(v) for e in effects for v in e.values() if _tiered(v)}
    encoded |= {tuple(v) for e in effects for inner in e.values() if isinstance(inner, Mapping)
                for v in inner.values() if _tiered(v)}  # (become_creature's strike: NT-084)
    for _, number in _tokens(inputs.cards[card_id]):  # a tiered keyword attack (shot-1-2-2)
        tiers = number.split("-")
        if len(tiers) == 3 and all(t.isdigit() for t in tiers):
            encoded.add(tuple(map(int, tiers)))
    missing = [v for v in printed.get("tiered") or () if tuple(v) not in encoded]
    has_x = (any("x" in e or e.get("turns") == "x" or "vampirism" in e
                 or "flank_ward" in e for e in effects)  # a flank ward: a number up to the hit
             or any((a.get("cost") or {}).get("counters") == "x"
                    or isinstance(a.get("repeat"), str) for a in abilities))
    problems = []
    if missing:
        shown = ", ".join("-".join(map(str, v)) for v in missing)
        problems.append(f"printed tiered {shown} is not an encoded amount")
    if printed.get("x") and not has_x:
        problems.append("printed an X amount; the encoding has none")
    if problems:
        yield Disagreement(card_id, "tiers", "; ".join(problems))


CARD_CHECKS = (check_classes, check_ranges, check_hits, check_durations, check_up_to,
               check_once_per, check_tiers)


def audit(inputs: Inputs) -> list[Disagreement]:
    """Every disagreement of the cards in scope, and the unknown classes of any encoding."""
    missing = [c for c in inputs.cards if c not in inputs.facts]
    if missing:
        raise AuditError(f"no facts for {', '.join(missing[:5])}")
    found = list(check_class_conditions(inputs))
    for card_id in in_scope(inputs):
        for check in CARD_CHECKS:
            found.extend(check(card_id, inputs))
    order = {card_id: i for i, card_id in enumerate(inputs.cards)}
    return sorted(found, key=lambda d: (order.get(d.card, len(order)), KINDS.index(d.kind)))


# --- the known list and the worklist -------------------------------------------------------


def load_known(path: Path = KNOWN) -> dict[tuple[str, str], str]:
    """``(card, kind) -> reason`` from the checked-in list of known disagreements."""
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    known: dict[tuple[str, str], str] = {}
    for index, entry in enumerate(data.get("known") or ()):
        if not isinstance(entry, Mapping) or set(entry) != {"card", "kind", "reason"}:
            raise AuditError(f"{path.name}: entry {index + 1} needs card, kind and reason")
        pair = (str(entry["card"]), str(entry["kind"]))
        if pair[1] not in KINDS:
            raise AuditError(f"{path.name}: entry {index + 1}: unknown kind {pair[1]!r}")
        if not str(entry["reason"]).strip():
            raise AuditError(f"{path.name}: entry {index + 1}: the reason is empty")
        if pair in known:
            raise AuditError(f"{path.name}: {pair[0]} {pair[1]} is listed twice")
        known[pair] = str(entry["reason"])
    return known


KIND_TITLES = {
    "classes": "Classes an encoding gives its card besides the catalogue's",
    "class_condition": "Class conditions naming no class of the catalogue",
    "range": "Printed ranges",
    "hit": "Clauses that need a hit",
    "duration": "Durations",
    "up_to": "\"N or fewer\" amounts",
    "once_per": "Use limits",
    "tiers": "Tiered and X amounts",
}


def _askers(inputs: Inputs) -> dict[str, list[str]]:
    """Class id -> the cards whose encoded conditions ask for it."""
    askers: dict[str, list[str]] = {}
    for card_id, entry in inputs.encodings.items():
        for class_id in sorted(set(class_conditions(entry.get("abilities", ())))):
            askers.setdefault(class_id, []).append(card_id)
    return askers


def render(inputs: Inputs, disagreements: Sequence[Disagreement],
           known: Mapping[tuple[str, str], str]) -> str:
    """The worklist: counts, then per kind a table of the disagreements with reasons."""
    scope = in_scope(inputs)
    cards = {d.card for d in disagreements if d.kind != "class_condition"}
    beyond_classes = {d.card for d in disagreements
                      if d.kind not in ("classes", "class_condition")}
    by_kind = Counter(d.kind for d in disagreements)
    lines = [
        "# Berserk card encodings against the printed facts: the worklist",
        "",
        "Generated by `tools/berserk_encoding_audit.py` from the encodings",
        "(`cardsets/berserk/card-abilities/*.yaml`), the catalogue "
        "(`cardsets/berserk/sets/*.yaml`,",
        "`game.yaml`) and the facts (`tools/data/berserk-card-facts.json`); do not edit by hand.",
        "What each kind compares: the script's docstring. The reasons come from",
        "`tools/data/berserk-encoding-known.yaml`;",
        "`tests/games/berserk/test_card_facts_agreement.py` fails when a disagreement appears",
        "that is not listed there, or a listed one is gone (then remove it from the list).",
        "",
        "The facts are numbers and enums read from the card database; they cannot say which",
        "encoded ability a clause is, so a finding says what to compare, not what is wrong.",
        "",
        f"Cards in scope (the catalogue says they play every printed ability): {len(scope)}.",
        f"Of these, cards disagreeing with their facts in at least one respect: {len(cards)};",
        f"leaving out `classes`: {len(beyond_classes)}.",
        "",
        "| kind | cards |",
        "|---|---|",
        *(f"| `{kind}` | {by_kind[kind]} |" for kind in KINDS),
    ]
    lines += ["", "Classes that encoded conditions ask for, and the cards printing each (the "
              "engine reads them from the catalogue):", "",
              "| class | asked for by | printed on |", "|---|---|---|"]
    for class_id, askers in sorted(_askers(inputs).items()):
        printed = sum(class_id in c.get("classes", ()) for c in inputs.cards.values())
        lines.append(f"| `{class_id}` | {', '.join(askers)} | {printed} |")
    for kind in KINDS:
        found = [d for d in disagreements if d.kind == kind]
        lines += ["", f"## `{kind}`: {KIND_TITLES[kind]} ({len(found)})", ""]
        if not found:
            lines.append("None.")
            continue
        lines += ["| card | name | finding | reason |", "|---|---|---|---|"]
        for d in found:
            name = str(inputs.cards.get(d.card, {}).get("name", ""))
            reason = known.get((d.card, d.kind), "**NEW: not in the known list**")
            lines.append(f"| {d.card} | {name} | {d.detail} | {reason} |")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when the worklist or the known list is out of date")
    args = parser.parse_args(argv)
    try:
        inputs = load_inputs()
        found = audit(inputs)
        known = load_known()
    except (OSError, KeyError, ValueError, yaml.YAMLError) as error:
        print(f"berserk_encoding_audit: {error}", file=sys.stderr)
        return 2
    text = render(inputs, found, known)
    pairs = {(d.card, d.kind) for d in found}
    if args.check:
        stale = WORKLIST.read_text(encoding="utf-8") != text if WORKLIST.is_file() else True
        drift = pairs ^ set(known)
        for card, kind in sorted(drift):
            state = "new" if (card, kind) in pairs else "fixed, still listed"
            print(f"{card} {kind}: {state}", file=sys.stderr)
        if stale:
            print(f"{WORKLIST.relative_to(REPO)} is out of date", file=sys.stderr)
        return 1 if stale or drift else 0
    WORKLIST.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {WORKLIST.relative_to(REPO)}: {len(found)} disagreements")
    return 0


if __name__ == "__main__":
    sys.exit(main())
