"""Cards interned for play, and the ability keyword vocabulary.

:func:`card_table` turns the catalogue into parallel tuples indexed by *kind* (a small
int per card): type, subtype, cost, lives, movement, strike, elements as a bit mask and
the card's ability effects; a game numbers its physical copies and keeps only ints.

Abilities are data: ``cardsets/berserk/abilities.yaml`` binds each keyword to an effect
primitive the engine implements (``absorb_wounds``, ``ranged_damage`` ...) with its
settings. A card's ``abilities`` field lists keyword ids, with the number after a dash
(``armour-2``). A keyword that is unknown, or known but not implemented, is recorded in
:attr:`CardTable.flagged` for that card — never dropped silently. The bundled catalogue
has no ability data at all (its source has none), so the bundled table flags nothing.

>>> table = card_table()
>>> k = table.index["VS-001"]
>>> table.names[k], table.costs[k], table.lives[k], table.movement[k], table.strikes[k]
('Кочевник', 3, 8, 2, (1, 2, 3))
>>> parse_ability("armour-2", load_vocabulary())
('armour', 'absorb_wounds', 2)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

from deckcheck.catalog.model import Card, Catalogue
from deckcheck.errors import LoadError
from deckcheck.games.berserk.squads import clauses
from deckcheck.games.berserk.squads.model import SquadCard
from deckcheck.loading.check import check_file
from deckcheck.resources import game_dir

if TYPE_CHECKING:
    from deckcheck.games.berserk.engine.abilities import Ability, CardAbilities

ABILITIES_SCHEMA: Final = "berserk-abilities.schema.json"

# Types (seed 106.3) and subtypes (106.4; the relaunch's companion is a symbiote, 209).
CREATURE: Final = 0
ARTIFACT: Final = 1
TERRAIN: Final = 2
EQUIPMENT: Final = 3
TYPE_IDS: Final = {"creature": CREATURE, "artifact": ARTIFACT, "terrain": TERRAIN,
                   "equipment": EQUIPMENT}
TYPE_NAMES: Final = ("creature", "artifact", "terrain", "equipment")
GROUND: Final = 0
FLYING: Final = 1
SYMBIOTE: Final = 2
PARASITE: Final = 3
NO_SUBTYPE: Final = 4
SUBTYPE_IDS: Final = {
    "ground": GROUND,
    "flying": FLYING,
    "symbiote": SYMBIOTE,
    "companion": SYMBIOTE,
    "parasite": PARASITE,
}

# Zones of a physical card (the state's per-card ``zone``).
Z_DECK: Final = 0
Z_DEAL: Final = 1
Z_SQUAD: Final = 2
Z_BOARD: Final = 3
Z_EXTRA: Final = 4
Z_GRAVE: Final = 5
Z_DYING: Final = 6
#: Banished (изгнан): out of the battle for good, in its owner's exile.
Z_EXILE: Final = 7
ZONE_NAMES: Final = ("deck", "deal", "squad", "board", "additional", "graveyard", "dying",
                     "exile")

ELEMENTS: Final = ("steppes", "forests", "mountains", "swamps", "darkness")
ELEMENT_BIT: Final = {name: 1 << i for i, name in enumerate(ELEMENTS)}

MOVEMENT_MISSING: Final = "movement_missing_in_source"

#: Effect primitives (abilities.yaml ``effect``).
ABSORB: Final = "absorb_wounds"
REGENERATE: Final = "heal_at_turn_start"
RANGED: Final = "ranged_damage"
DASH: Final = "ignore_first_turn_weakness"
FLY: Final = "flying"
UNDEFENDABLE: Final = "undefendable_strike"
ATTACK_BONUS: Final = "attack_die_bonus"
DEFENCE_BONUS: Final = "defence_die_bonus"
DEFEND_ALWAYS: Final = "defend_every_time"
DEFENDER_OPEN: Final = "defender_stays_open"
PROTECTION: Final = "protection"
ATTACK: Final = "attack"
NO_COUNTER: Final = "no_counter_strike"
VAMPIRISM: Final = "lives_from_wounds"
HEAL_ON_KILL: Final = "heal_on_kill"
LEAP: Final = "leap"
TRAIT: Final = "trait"
#: Clumsiness: rules.yaml's clumsiness off its die in a simple-strike fight.
DIE_PENALTY: Final = "die_penalty"
#: Shooting experience: +N to the die that picks the tier of its tiered shots.
SHOT_BONUS: Final = "shot_die_bonus"
#: Stamina (Стойкость): no wound or destruction by an effect that is not an attack
#: (rules.yaml stamina); the effects it stops carry this key in their blocks.
STAMINA: Final = "stamina"

#: Effect keys of a card's effects mapping for what a protection blocks
#: (``immune:shot``, ``immune:magic``, ``immune:flyer`` ...).
IMMUNE: Final = "immune:"
#: The effect key of flyer protection.
IMMUNE_FLYER: Final = IMMUNE + "flyer"
#: Effect key prefix of a card's attack keywords (``attack:discharge`` -> N).
ATTACK_KEY: Final = "attack:"
#: The token suffix of a printed number the card facts do not carry (neither a number, a
#: tiered weak-medium-strong number nor an X): the engine cannot play the keyword.
VARIABLE: Final = "var"
#: The token suffix of an X number the card's other text defines (``poison-x``): only an
#: encoded ability of the card can play the keyword.
X_NUMBER: Final = "x"
#: The effects of the keywords that may print a tiered number (``shot-1-2-2``): the
#: attacks, whose strength the die picks (see :func:`tiered_number`).
TIERED_EFFECTS: Final = frozenset({RANGED, ATTACK})

#: No effects: the shared, read-only mapping of a card without abilities.
NO_EFFECTS: Final[dict[str, int]] = {}

#: The effect keys the listings ask of every card at every decision (and a turn's start
#: of every card in play), a bit each of a card's ``eff_bits`` (:func:`effect_bits`):
#: testing one is an AND, where a look-up in its effects mapping hashes a string.
EFF_FLY: Final = 1
EFF_LEAP: Final = 2
EFF_DASH: Final = 4
EFF_RANGED: Final = 8
EFF_ATTACK: Final = 16
EFF_IMMUNE_FLYER: Final = 32
EFF_ABSORB: Final = 64
EFF_REGENERATE: Final = 128
EFFECT_BITS: Final = ((FLY, EFF_FLY), (LEAP, EFF_LEAP), (DASH, EFF_DASH), (RANGED, EFF_RANGED),
                      (ATTACK, EFF_ATTACK), (IMMUNE_FLYER, EFF_IMMUNE_FLYER),
                      (ABSORB, EFF_ABSORB), (REGENERATE, EFF_REGENERATE))


def effect_bits(effects: Mapping[str, int]) -> int:
    """The EFFECT_BITS of the keys ``effects`` holds."""
    bits = 0
    for key, bit in EFFECT_BITS:
        if key in effects:
            bits |= bit
    return bits


def element_mask(elements: Iterable[str]) -> int:
    mask = 0
    for name in elements:
        mask |= ELEMENT_BIT[name]
    return mask


def element_names(mask: int) -> tuple[str, ...]:
    """The elements of a mask, in :data:`ELEMENTS` order (empty: neutral)."""
    return tuple(name for name in ELEMENTS if mask & ELEMENT_BIT[name])


# --- the keyword vocabulary ---------------------------------------------------------------


@dataclass(frozen=True)
class Keyword:
    """One ability keyword of ``abilities.yaml``."""

    id: str
    name: str
    implemented: bool
    effect: str | None
    #: The default N, or None when the keyword takes no number.
    default: int | None
    max: int | None
    against: frozenset[str] = frozenset()
    refresh: str = "every_turn"
    min_distance: int = 2
    why_not: str | None = None
    #: protection: what it blocks (attack keyword ids, magic, flyer, spell, poison).
    blocks: frozenset[str] = frozenset()
    #: attack: whether it is magical, how it reaches (near, far, any, through_row), and
    #: whether it needs a wounded target.
    magic: bool = False
    reach: str = ""
    wounded_only: bool = False
    #: keyword, or label (names a clause printed on the card).
    kind: str = "keyword"
    #: Whether how it is played is deckcheck's reading of an unclear rule (its note says).
    reading: bool = False
    #: Other spellings of it (``armor``), for card search.
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Vocabulary:
    """The keywords, by id and alias; ``digest`` identifies the file's content."""

    keywords: Mapping[str, Keyword]
    digest: str = ""
    #: The settings of each implemented effect (the first keyword binding it).
    by_effect: Mapping[str, Keyword] = field(default_factory=dict)

    def get(self, name: str) -> Keyword | None:
        # (State.has_keyword asks this at every keyword a condition names. The loaded
        # vocabulary's keywords are a plain dict: asked as one, compiled, a look-up is a
        # direct call, where a Mapping's ``in`` and index go through Python's protocols,
        # some 400 instructions; and a read-only mapping's ``get`` is a Python method call.)
        keywords = self.keywords
        if isinstance(keywords, dict):
            return keywords.get(name)
        return keywords[name] if name in keywords else None  # noqa: SIM401


#: A card's printed ranges when it prints none (shared: most cards).
NO_RANGES: Final[Mapping[str, int]] = MappingProxyType({})


def _printed_ranges(card: Card) -> Mapping[str, int]:
    """``card``'s catalogue ``ranges`` (``shot-4``) as ``{"shot": 4}``; a kind printed twice
    (two shots of the same range on NT-036) keeps the farther."""
    found: dict[str, int] = {}
    for token in card.names("ranges"):
        kind, _, number = token.rpartition("-")
        if kind and number.isdigit():
            found[kind] = max(found.get(kind, 0), int(number))
    return MappingProxyType(found) if found else NO_RANGES


#: A card's tiered attacks when it prints none (shared: most cards).
NO_TIERS: Final[Mapping[str, tuple[int, int, int]]] = MappingProxyType({})

#: The most lent abilities a catalogue may hold (CardTable.lendings): a holder's marker
#: (abilities.tokens.LENT) keeps which it holds as one bit each, under its last turn.
MAX_LENDINGS: Final = 16


def _printed_tiers(card: Card, vocabulary: Vocabulary) -> Mapping[str, tuple[int, int, int]]:
    """``card``'s attack keywords printed with a tiered number (``shot-1-2-2``) as
    ``{"shot": (1, 2, 2)}`` (keyword ids; the tokens the engine cannot play are left out)."""
    found: dict[str, tuple[int, int, int]] = {}
    for token in card.names("abilities"):
        name, _, number = token.partition("-")
        keyword = vocabulary.get(name)
        tiers = tiered_number(number)
        if keyword is not None and tiers is not None and keyword.effect in TIERED_EFFECTS:
            found[keyword.id] = tiers
    return MappingProxyType(found) if found else NO_TIERS


def vocabulary_path() -> Path:
    return game_dir("berserk") / "abilities.yaml"


def load_vocabulary(path: Path | None = None) -> Vocabulary:
    """The keywords in ``path`` (default: the bundled ``abilities.yaml``), schema-checked."""
    if path is None:
        return _bundled_vocabulary()
    return _read_vocabulary(path)


@cache
def _bundled_vocabulary() -> Vocabulary:
    return _read_vocabulary(vocabulary_path())


def _read_vocabulary(path: Path) -> Vocabulary:
    checked = check_file(path, ABILITIES_SCHEMA)
    if not checked.ok or checked.document is None:
        raise LoadError(checked.diagnostics)
    return vocabulary_from_data(checked.document.data)


def vocabulary_from_data(data: Mapping[str, Any]) -> Vocabulary:
    """A vocabulary from the data of a schema-valid ``abilities.yaml``."""
    import hashlib

    keywords: dict[str, Keyword] = {}
    by_effect: dict[str, Keyword] = {}
    for key, entry in data["keywords"].items():
        param = entry.get("param")
        attack = entry.get("attack", {})
        keyword = Keyword(
            id=key,
            name=entry["name"],
            implemented=bool(entry["implemented"]),
            effect=entry.get("effect"),
            default=None if param is None else int(param["default"]),
            max=None if param is None else param.get("max"),
            against=frozenset(entry.get("against", ("strike", "counter", "shot"))),
            refresh=entry.get("refresh", "every_turn"),
            min_distance=int(entry.get("min_distance", 2)),
            why_not=entry.get("why_not"),
            blocks=frozenset(entry.get("blocks", ())),
            magic=bool(attack.get("magic", False)),
            reach=attack.get("reach", ""),
            wounded_only=bool(attack.get("wounded_only", False)),
            kind=entry.get("kind", "keyword"),
            reading="deckcheck's reading" in str(entry.get("note", "")),
            aliases=tuple(entry.get("aliases", ())),
        )
        for name in (key, *entry.get("aliases", ())):
            keywords[name] = keyword
        if keyword.implemented and keyword.effect is not None:
            by_effect.setdefault(keyword.effect, keyword)
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    # Plain dicts (not mapping proxies): rules travel to worker processes by pickle.
    return Vocabulary(keywords, digest, by_effect)


def tiered_number(number: str) -> tuple[int, int, int] | None:
    """The ``(weak, medium, strong)`` amounts of a token's tiered number (``1-2-2``, as
    printed: «Выстрел на 1-2-2»), or None when ``number`` is not one.

    >>> tiered_number("0-1-2"), tiered_number("2"), tiered_number("1-2")
    ((0, 1, 2), None, None)
    """
    parts = number.split("-")
    if len(parts) != 3 or not all(part.isdigit() for part in parts):
        return None
    weak, medium, strong = map(int, parts)
    return weak, medium, strong


def parse_ability(token: str, vocabulary: Vocabulary) -> tuple[str, str | None, int]:
    """``(keyword id, effect or None, N)`` of a card's ability token (``armour-2``). For a
    tiered attack (``shot-1-2-2``) N is its strong amount; the die picks the amount it
    deals (:attr:`CardTable.tiers`).

    Raises ValueError for an unknown keyword, a number the keyword does not take, or a
    keyword that is not implemented (the message says why).

    >>> parse_ability("discharge-1-2-2", load_vocabulary())
    ('discharge', 'attack', 2)
    """
    name, _, number = token.partition("-")
    keyword = vocabulary.get(name)
    if keyword is None:
        raise ValueError(f"unknown ability keyword {name!r}")
    if not keyword.implemented:
        raise ValueError(f"{keyword.id} ({keyword.name}) is not implemented: {keyword.why_not}")
    if number:
        if keyword.default is None:
            raise ValueError(f"{name} takes no number (written {token!r})")
        if number == VARIABLE:
            raise ValueError(f"{token!r}: a number the card facts do not carry (neither a "
                             "whole number, a tiered 1-2-3 nor an X)")
        if number == X_NUMBER:
            raise ValueError(f"{token!r}: an X number that the card's other text defines")
        tiers = tiered_number(number)
        if tiers is not None:
            if keyword.effect not in TIERED_EFFECTS:
                raise ValueError(f"{name} takes no tiered number (written {token!r})")
            value = max(tiers)
        elif not number.isdigit():
            raise ValueError(f"{token!r}: the number after the dash must be a whole number, "
                             "a tiered weak-medium-strong number (1-2-2) or x")
        else:
            value = int(number)
        if value < 1 or (keyword.max is not None and value > keyword.max):
            raise ValueError(f"{token!r}: the number is out of range")
    else:
        value = keyword.default if keyword.default is not None else 1
    return keyword.id, keyword.effect, value


# --- the card table -----------------------------------------------------------------------


class CardTable:
    """The cards of a catalogue as parallel tuples indexed by kind."""

    def __init__(self, cards: Iterable[Card] = (), vocabulary: Vocabulary | None = None, *,
                 printed_stats_only: bool = False,
                 card_abilities: Mapping[str, CardAbilities] | None = None):
        if vocabulary is None:
            return  # (none: a blank one, which pickle fills in; deckcheck.batch.isolation)
        from deckcheck.games.berserk.engine.abilities import (
            T_INSTANT,
            T_STATIC,
            T_TAP,
            load_card_abilities,
        )
        from deckcheck.games.berserk.engine.abilities.control import keyword_holds, while_holds

        cards = sorted(cards, key=lambda c: c.id)
        #: Abilities ignored: every card fights with its printed stats only (flyers
        #: still fly) — the engine before the card facts, for measuring what abilities do.
        self.printed_stats_only = printed_stats_only
        self.vocabulary = vocabulary
        self.ids = tuple(c.id for c in cards)
        self.index = {card_id: kind for kind, card_id in enumerate(self.ids)}
        self.names = tuple(c.name for c in cards)
        self.types = tuple(TYPE_IDS[c.type] for c in cards)
        self.subtypes = tuple(SUBTYPE_IDS.get(c.subtype or "", NO_SUBTYPE) for c in cards)
        self.costs = tuple(c.number("cost") or 0 for c in cards)
        self.elite = tuple(c.flag("elite") for c in cards)
        self.unique = tuple(c.flag("unique") for c in cards)
        self.lives = tuple(c.number("lives") or 0 for c in cards)
        #: Movement, or -1 where the card has none (flyers, symbiotes, non-creatures,
        #: and ground creatures flagged movement_missing_in_source: see movement_missing).
        self.movement: tuple[int, ...] = tuple(_movement(c) for c in cards)
        self.movement_missing = tuple(MOVEMENT_MISSING in c.names("data_flags") for c in cards)
        self.strikes: tuple[tuple[int, int, int] | None, ...] = tuple(
            _strike(c.fields.get("strike")) for c in cards
        )
        self.elements = tuple(element_mask(c.elements) for c in cards)
        encoded = {} if printed_stats_only else dict(
            load_card_abilities() if card_abilities is None else card_abilities)
        effects: list[dict[str, int]] = []
        flagged: dict[str, tuple[str, ...]] = {}
        replacing: dict[str, frozenset[str]] = {}
        for c in cards:
            found: dict[str, int] = {}
            problems: list[str] = []
            if printed_stats_only:
                problems.extend(f"{token}: printed stats only" for token in c.names("abilities"))
            entry = encoded.get(c.id)
            replaced = _replaced(c, entry, vocabulary)
            if replaced:
                replacing[c.id] = replaced
            for token in () if printed_stats_only else c.names("abilities"):
                printed = vocabulary.get(token.partition("-")[0]) if replaced else None
                if printed is not None and printed.id in replaced:
                    continue  # an encoded ability is its form of this keyword attack
                try:
                    keyword_id, effect, value = parse_ability(token, vocabulary)
                except ValueError as err:
                    problems.append(f"{token}: {err}")
                    continue
                assert effect is not None
                add_effect(found, vocabulary.keywords[keyword_id], value)
            if c.subtype == "flying":
                found[FLY] = 1
            effects.append(found if found else NO_EFFECTS)
            if problems:
                flagged[c.id] = tuple(problems)
        self.effects: tuple[dict[str, int], ...] = tuple(effects)
        #: Per kind: its printed effects' :func:`effect_bits`.
        self.effect_bits = tuple(effect_bits(found) for found in effects)
        #: Card id -> the printed keyword attacks its encoded abilities carry out instead
        #: (:func:`_replaced`), which the engine does not offer besides them.
        self.replaced: Mapping[str, frozenset[str]] = MappingProxyType(replacing)
        #: Card id -> the ability tokens the engine cannot play, each with the reason.
        self.flagged: Mapping[str, tuple[str, ...]] = MappingProxyType(flagged)
        #: Per kind: how many printed ability clauses besides the keywords the card has
        #: (the card data's other_abilities); the engine does not play them.
        self.other_abilities = tuple(c.number("other_abilities") or 0 for c in cards)
        #: The encoded abilities of cards-abilities.yaml, by card id (none when printed
        #: stats only), and per kind: the abilities played, their trigger bits at once,
        #: whether the card has formation (Строй).
        self.encoded: Mapping[str, CardAbilities] = MappingProxyType(encoded)
        played = [encoded[c.id].played if c.id in encoded else () for c in cards]
        self.abilities: tuple[tuple[Ability, ...], ...] = tuple(played)
        self.triggers = tuple(trigger_bits(p, self.types[k] != CREATURE)
                              for k, p in enumerate(played))
        #: Per kind: whether an ability of it always adds to its simple strike (a static
        #: strike modifier): a 0-0-0 strike then still strikes (rules option
        #: zero_strike_cannot_attack is for a creature with no strike at all).
        self.strike_bonus = tuple(any(a.bit == T_STATIC and any(e.op == "strike" for e in a.effects)
                                      for a in p) for p in played)
        #: Per kind: the abilities (with their indexes) offered as actions in its player's
        #: main phase (tap abilities, instants of the main window), and in a response
        #: window (instants): what a listing of its actions goes through.
        self.main_abilities = tuple(tuple(
            (i, a) for i, a in enumerate(p)
            if a.bit == T_TAP or (a.bit == T_INSTANT and "main" in a.windows)) for p in played)
        self.instant_abilities = tuple(tuple((i, a) for i, a in enumerate(p) if a.bit == T_INSTANT)
                                       for p in played)
        #: The abilities some card's ``lend`` effect gives another card, in the order of
        #: the kinds: a card holding some has a marker (tokens.LENT) with their bits here.
        self.lendings: tuple[Ability, ...] = tuple(
            e.lent for p in played for a in p for e in a.effects if e.lent is not None)
        if len(self.lendings) > MAX_LENDINGS:
            raise ValueError(f"{len(self.lendings)} lent abilities: the engine marks at most "
                             f"{MAX_LENDINGS} (tokens.LENT)")
        #: Per kind: its passive abilities that lend every enemy creature an ability while
        #: they hold (``lend_enemies``, NT-025), each with its lending's index.
        self.lend_auras: tuple[tuple[tuple[Ability, int], ...], ...] = tuple(
            tuple((a, self.lending_of(e.lent)) for a in p for e in a.effects
                  if e.op == "lend_enemies" and e.lent is not None) for p in played)
        #: Whether some kind has one (only then does a creature look for them).
        self.lend_auras_any = any(self.lend_auras)
        #: (lending, simple strike) -> the lent ability as a creature of that strike plays
        #: it (abilities.language.holder_form), made once.
        self._lent_forms: dict[tuple[int, tuple[int, int, int] | None], Ability] = {}
        #: Per kind: its passive abilities that hold a keyword while a condition holds
        #: (``keyword`` effects, formation or static), each with its effects' (token,
        #: keyword, held marker) in order: what the engine brings up to date before each
        #: decision (abilities.control.hold_keywords), found once, not at every decision.
        self.keyword_holds = tuple(keyword_holds(p) for p in played)
        #: Per kind: its ``while`` abilities, each with the name of the marker that says
        #: what it holds (abilities.control.refresh_held, before each
        #: decision), found once.
        self.while_holds = tuple(while_holds(p) for p in played)
        #: Per kind: the ability tokens it prints (``discharge-1``), as the catalogue has them.
        self.tokens = tuple(tuple(c.names("abilities")) for c in cards)
        #: Per kind: its printed ranges (дальность), the catalogue's ``ranges`` (``shot-4``),
        #: as keyword id -> the farthest cell its attack of that kind reaches. The keyword
        #: attacks of the engine read it (an encoded attack carries its own target range).
        self.ranges: tuple[Mapping[str, int], ...] = tuple(
            _printed_ranges(c) for c in cards)
        #: Per kind: its attack keywords printed with a tiered number (``shot-1-2-2``) as
        #: keyword id -> (weak, medium, strong): the die picks the amount, as for a simple
        #: strike at a closed card (abilities.yaml, shot). Empty when printed stats only.
        self.tiers: tuple[Mapping[str, tuple[int, int, int]], ...] = tuple(
            NO_TIERS if printed_stats_only else _printed_tiers(c, vocabulary) for c in cards)
        #: Per kind: the keyword ids it prints (labels included).
        self.keywords = tuple(frozenset(t.partition("-")[0] for t in c.names("abilities"))
                              for c in cards)
        self.formation = tuple("formation" in k for k in self.keywords)
        #: Per kind: the classes it prints (the catalogue's ``classes``, game.yaml's ids),
        #: what a class condition asks.
        self.classes = tuple(frozenset(c.names("classes")) for c in cards)
        # A creature with the flying keyword is a flyer (208.1) whatever its subtype, so
        # its cost counts towards the 15-crystal flyer cap of recruitment (208).
        self.squad = tuple(
            replace(squad, flying=True) if FLY in found and not squad.flying else squad
            for squad, found in zip((SquadCard.from_card(c) for c in cards), effects,
                                    strict=True)
        )
        #: Some card makes heroes neutral at recruitment (NT-173): only then does the
        #: squad's element mask need recomputing as cards join.
        self.neutralises_heroes = any(card.heroes_neutral for card in self.squad)
        # Per kind, what a recruitment listing reads of each card of a deal, at every
        # decision of recruitment: tuples, read as the compiled engine's own data (each
        # attribute of a SquadCard, a class of an uncompiled module, is a Python
        # attribute look-up).
        self.squad_cost = tuple(card.cost for card in self.squad)
        self.squad_elite = tuple(card.elite for card in self.squad)
        self.squad_flying = tuple(card.flying for card in self.squad)
        self.squad_unique = tuple(card.unique for card in self.squad)
        self.squad_name = tuple(card.name for card in self.squad)
        self.squad_gold_gained = tuple(card.gold_gained for card in self.squad)
        #: Per kind: its copies cost otherwise than its printed cost (NT-102).
        self.squad_priced_copies = tuple(bool(card.copy_costs) for card in self.squad)
        self.squad_hero = tuple(card.hero for card in self.squad)
        self.squad_heroes_neutral = tuple(card.heroes_neutral for card in self.squad)
        #: Per kind: the elements whose creatures its own squad rule keeps out (NT-184,
        #: NT-191); ``excluding`` is whether any kind has one, so recruitment checks it
        #: only then.
        self.kept_out = tuple(element_mask(card.excludes_elements) for card in self.squad)
        self.excluding = any(self.kept_out)
        #: Per kind: the variants it may be recruited as (squads.clauses.variants: the
        #: card as printed, then one per choice it offers, VS-190, VS-199); and whether
        #: a kind has a clause of its own price or limit (``clause_kinds``, None for
        #: none), so recruitment weighs them only then.
        self.variants = tuple(clauses.variants(card) for card in self.squad)
        clause_of = tuple(len(v) > 1 or bool(card.free_with_costs)
                          for v, card in zip(self.variants, self.squad, strict=True))
        self.clause_kinds: tuple[bool, ...] | None = clause_of if any(clause_of) else None
        #: Some kind takes an elite creature under its ward at recruitment (VS-180): only
        #: then does recruitment offer the pair, and leaving play look for its ward.
        self.warding = any(card.ward_cost_max for card in self.squad)
        #: Some kind fetches namesakes of a dealt creature into the deal (NT-187).
        self.fetching = any(card.fetch_namesakes for card in self.squad)

    def __len__(self) -> int:
        return len(self.ids)

    def lending_of(self, lent: Ability) -> int:
        """The index in :attr:`lendings` of ``lent`` (a ``lend`` effect's ability)."""
        for index, ability in enumerate(self.lendings):
            if ability is lent or ability == lent:
                return index
        raise ValueError(f"«{lent.name}» is not an ability some card lends")

    def lent_form(self, index: int, strike: tuple[int, int, int] | None) -> Ability:
        """Lending ``index`` as a creature whose simple strike is ``strike`` plays it."""
        key = (index, strike)
        found = self._lent_forms.get(key)
        if found is None:
            from deckcheck.games.berserk.engine.abilities.language import holder_form

            found = self._lent_forms[key] = holder_form(self.lendings[index], strike)
        return found

    def label(self, kind: int) -> str:
        """``Кочевник (VS-001)``."""
        return f"{self.names[kind]} ({self.ids[kind]})"

    def is_flyer(self, kind: int) -> bool:
        return FLY in self.effects[kind]

    def printed_range(self, kind: int, keyword_id: str, otherwise: int) -> int:
        """The farthest cell its attack ``keyword_id`` reaches as the card prints it
        (:attr:`ranges`), ``otherwise`` when it prints none. (``in`` and an index: a
        read-only mapping's ``get`` is a Python method call, compiled; every listing of
        a keyword attack asks.)"""
        ranges = self.ranges[kind]
        return ranges[keyword_id] if keyword_id in ranges else otherwise  # noqa: SIM401

    def problems(self, kind: int) -> tuple[str, ...]:
        """The card's keyword tokens the engine cannot play (with the reason), but for
        the labels its encoded abilities carry out."""
        found = self.flagged.get(self.ids[kind], ())
        entry = self.encoded.get(self.ids[kind])
        if entry is None or not entry.covers:
            return found
        return tuple(p for p in found if p.partition(":")[0].partition("-")[0]
                     not in entry.covers)

    def played(self, kind: int) -> tuple[str, ...]:
        """What of the card's printed abilities the engine plays, in words: each keyword
        it plays (its printed token: ``discharge-1``, ``flying``) and each encoded
        ability as the log describes it.

        >>> t = card_table()
        >>> for line in t.played(t.index["VS-002"])[:2]:
        ...     print(line)
        strike_through_row-1 (keyword)
        «lightning lunge»: tap (1 counter): 3 wounds to an enemy creature within 1 cell
        """
        card_id = self.ids[kind]
        flagged = {p.partition(":")[0] for p in self.problems(kind)}
        entry = self.encoded.get(card_id)
        replaced = self.replaced.get(card_id, frozenset())
        out = []
        for token in self.tokens[kind]:
            if token in flagged:
                continue
            try:
                keyword_id, _, _ = parse_ability(token, self.vocabulary)
            except ValueError:
                continue
            if keyword_id not in replaced and self.vocabulary.keywords[keyword_id].implemented:
                out.append(f"{token} (keyword)")
        if entry is not None:
            out.extend(_ability_lines(entry.played))
        squad = self.squad[kind]
        if squad.copy_costs:  # the squad rules play its recruitment clauses
            prices = ", ".join(str(n) for n in squad.copy_costs)
            out.append(f"recruitment: its copies after the first cost {prices} crystals "
                       "(any more, its printed cost)")
        if squad.heroes_neutral:
            out.append("recruitment: while it is in the squad, the squad's heroes count as "
                       "neutral")
        if squad.gold_gained:
            out.append(f"recruitment: recruiting it gives {squad.gold_gained} more gold crystal"
                       + ("s" if squad.gold_gained > 1 else ""))
        if squad.excludes_elements:
            out.append("recruitment: it may not be in a squad with "
                       + ", ".join(sorted(squad.excludes_elements)) + " creatures")
        if squad.free_with_costs:
            out.append("recruitment: it joins for free when the squad's other cards cost "
                       + ", ".join(map(str, sorted(squad.free_with_costs))) + " between them")
        if squad.pay_more_up_to:
            out.append(f"recruitment: its player may pay up to {squad.pay_more_up_to} more "
                       "crystals for it")
        if squad.ward_cost_max:
            out.append("recruitment: before the squad is recruited, its player may take it "
                       f"with an elite creature costing up to {squad.ward_cost_max}, both "
                       "paid in ordinary crystals; that creature dies when it leaves play")
        if squad.fetch_namesakes:
            out.append("recruitment: before the squad is recruited, its player may take it, "
                       f"show a dealt creature and fetch up to {squad.fetch_namesakes} cards "
                       "of its name from the deck into the deal")
        if squad.gold_offer:
            out.append(f"recruitment: its player may take {squad.gold_offer} gold crystals "
                       f"recruiting it; the squad then holds at most "
                       f"{squad.offer_element_cards_max} element cards")
        return tuple(out)

    def unplayed(self, kind: int) -> tuple[str, ...]:
        """What of the card's printed abilities the engine does not play, in words
        (empty: it plays every ability it prints): :meth:`unplayed_clauses` as text."""
        return tuple(map(str, self.unplayed_clauses(kind)))

    def unplayed_clauses(self, kind: int) -> tuple[Unplayed, ...]:
        """Each printed ability of the card the engine does not play, and why: the one
        source of what ``play``'s start-of-game notes, ``deckcheck card`` and ``deckcheck
        cards --unimplemented`` say (empty: it plays every ability it prints).

        A label keyword (Воздействие, Заклинание, Строй, Вальхалла ...) only names an
        ability printed on the card: it is played when that ability is encoded and
        implemented, and otherwise it is that ability, not one more clause besides it.

        An encoded ability the engine does not play says why (its why_not), and stands for
        the clause of the keyword it is labelled with too.

        >>> t = card_table()
        >>> for clause in t.unplayed_clauses(t.index["NT-121"]):
        ...     print(clause)  # doctest: +ELLIPSIS
        «informer's knives»: Lowering its own next die of the fight by a chosen X ...
        """
        entry = self.encoded.get(self.ids[kind])
        found: list[Unplayed] = []
        labels = 0
        explained = {a.label for a in entry.abilities if not a.implemented and a.label} \
            if entry is not None else set()
        for problem in self.problems(kind):
            token, _, reason = problem.partition(": ")
            clause = self._unplayed_token(token, reason)
            labels += clause.kind == LABEL_CLAUSE
            if clause.keyword and clause.keyword in explained:
                continue  # the encoded ability below says why
            found.append(clause)
        if entry is not None:
            found.extend(Unplayed(f"«{a.name or a.trigger}»", a.why_not or "not played yet",
                                  ABILITY_CLAUSE)
                         for a in entry.abilities if not a.implemented)
        other = 0 if entry is not None and entry.complete else self.other_abilities[kind]
        rest = other - labels  # a label's ability is one of the card's other clauses
        if rest > 0:
            found.append(Unplayed(
                f"{rest} other printed ability clause{'' if rest == 1 else 's'}",
                "not encoded by deckcheck yet", OTHER_CLAUSES))
        return tuple(found)

    def _unplayed_token(self, token: str, reason: str) -> Unplayed:
        """One printed ability token the engine does not play, in a player's words."""
        if self.printed_stats_only:
            return Unplayed(token, "printed stats only (every ability off)")
        name, _, number = token.partition("-")
        keyword = self.vocabulary.get(name)
        if keyword is None:
            return Unplayed(token, reason)
        printed = f"{keyword.name} ({token})"
        if keyword.kind == "label":
            return Unplayed(f"the ability labelled {printed}", "not encoded by deckcheck yet",
                            LABEL_CLAUSE, keyword.id)
        if not keyword.implemented:
            return Unplayed(printed, keyword.why_not or "not implemented", KEYWORD_CLAUSE,
                            keyword.id)
        if number == X_NUMBER:
            return Unplayed(printed, "its X is defined by the card's other text, which "
                            "deckcheck has not encoded yet", NUMBER_CLAUSE, keyword.id)
        if number == VARIABLE:
            return Unplayed(printed, "its number is missing from the card database "
                            "deckcheck reads", NUMBER_CLAUSE, keyword.id)
        return Unplayed(printed, reason)


#: What kind of printed ability an :class:`Unplayed` is: the ability a label keyword names,
#: a keyword the engine lacks, a keyword with an X number its card's text defines or a
#: number missing from the card data (NUMBER_CLAUSE), an encoded ability not
#: played, the card's other clauses not encoded, anything else (custom card data).
LABEL_CLAUSE: Final = "label"
KEYWORD_CLAUSE: Final = "keyword"
NUMBER_CLAUSE: Final = "number"
ABILITY_CLAUSE: Final = "ability"
OTHER_CLAUSES: Final = "clauses"
ODD_CLAUSE: Final = "odd"


@dataclass(frozen=True)
class Unplayed:
    """One printed ability a card's engine does not play: ``what`` names it as a player
    finds it on the card (a keyword's printed name and token, an ability's name, or how
    many clauses), ``why`` says why; ``kind`` (``LABEL_CLAUSE`` ...) and ``keyword`` (its
    keyword id, if any) group it."""

    what: str
    why: str
    kind: str = ODD_CLAUSE
    keyword: str = ""

    def __str__(self) -> str:
        return f"{self.what}: {self.why}"


def deck_unplayed(deck: Mapping[str, int], table: CardTable | None = None
                  ) -> list[tuple[str, int, tuple[Unplayed, ...]]]:
    """The cards of ``deck`` ({card id: copies}) the engine plays without some printed
    ability: ``(card id, copies, what it does not play)``, most copies first."""
    cards = table or card_table()
    found = []
    for card_id, copies in deck.items():
        kind = cards.index.get(card_id)
        if copies > 0 and kind is not None:
            clauses = cards.unplayed_clauses(kind)
            if clauses:
                found.append((card_id, copies, clauses))
    return sorted(found, key=lambda row: (-row[1], row[0]))


def deck_ability_note(deck: Mapping[str, int], table: CardTable | None = None) -> str:
    """How many cards of ``deck`` ({card id: copies}) the engine plays without some
    ability they print, and which (with their copies and what they do not play), in
    words (for ``deckcheck play``'s per-deck summary).

    >>> head, named = deck_ability_note({"VS-001": 3, "VS-187": 3}).split(": ", 1)
    >>> head
    '3 of 6 cards (1 of 2 different) play without some printed ability'
    >>> named.split("; deckcheck")[0]
    "3× Лазутчица (VS-187: «scout's bargain»; 1 other printed ability clause)"
    """
    cards = table or card_table()
    total = sum(deck.values())
    kinds = [card_id for card_id, copies in deck.items() if copies > 0]
    missing = deck_unplayed(deck, cards)
    copies = sum(row[1] for row in missing)
    head = (f"{copies} of {total} cards ({len(missing)} of {len(kinds)} different) play "
            "without some printed ability")
    if not missing:
        return head
    named = ", ".join(
        f"{n}× {cards.names[cards.index[card_id]]} "
        f"({card_id}: {'; '.join(clause.what for clause in clauses)})"
        for card_id, n, clauses in missing)
    return f"{head}: {named}; deckcheck card ID says why"


def how_played_markdown(table: CardTable | None = None) -> str:
    """What the engine plays of the cards and what it does not, in players' words, as
    Markdown (the documentation's Berserk list in ``docs/games/berserk.md``, kept up to
    date by ``tools/docs_data.py``):
    grouped from :meth:`CardTable.unplayed_clauses`, the words every command uses."""
    cards = table or card_table()
    keywords = {k.id: k for k in cards.vocabulary.keywords.values()}

    def name(keyword_id: str) -> str:
        keyword = keywords.get(keyword_id)
        return keyword_id if keyword is None else f"{keyword.name} ({keyword_id})"

    def on(count: int) -> str:
        return f"{count} card{'' if count == 1 else 's'}"

    full = 0
    by_keyword: dict[tuple[str, str], set[str]] = {}
    why_keyword: dict[str, str] = {}
    singles: list[str] = []
    other = 0
    for kind in range(len(cards)):
        clauses = cards.unplayed_clauses(kind)
        full += not clauses
        for clause in clauses:
            if clause.kind in (LABEL_CLAUSE, KEYWORD_CLAUSE, NUMBER_CLAUSE):
                by_keyword.setdefault((clause.kind, clause.keyword), set()).add(cards.ids[kind])
                why_keyword[clause.keyword] = clause.why
            elif clause.kind == OTHER_CLAUSES:
                other += 1
            else:
                singles.append(f"- {clause.what} of {cards.label(kind)}: {clause.why}")

    def grouped(kind: str) -> list[tuple[str, int]]:
        return sorted(((name(k), len(ids)) for (g, k), ids in by_keyword.items() if g == kind),
                      key=lambda row: (-row[1], row[0]))

    lines = [f"**{full} of {len(cards)} cards play every ability they print.** The other "
             f"{len(cards) - full} play their printed stats and the keywords played below, "
             "but not:", ""]
    labels = grouped(LABEL_CLAUSE)
    if labels:
        lines.append("- the ability a label names, where deckcheck has not encoded it yet: "
                     + ", ".join(f"{n} on {on(c)}" for n, c in labels))
    for keyword_id, count in sorted(((k, len(ids)) for (g, k), ids in by_keyword.items()
                                     if g == KEYWORD_CLAUSE), key=lambda row: -row[1]):
        lines.append(f"- {name(keyword_id)} on {on(count)}: {why_keyword[keyword_id]}")
    numbers = grouped(NUMBER_CLAUSE)
    if numbers:
        lines.append("- a keyword printed with an X number its card's other text defines "
                     "(not encoded yet), or with a number missing from the card database: "
                     + ", ".join(f"{n} on {on(c)}" for n, c in numbers))
    if other:
        lines.append(f"- other printed ability clauses, not encoded by deckcheck yet, on "
                     f"{on(other)}")
    lines.extend(singles)
    played = [name(k.id) + "*" * k.reading for k in keywords.values() if k.implemented]
    lines += ["", "Keywords played wherever printed (* as deckcheck reads an unclear rule): "
              + ", ".join(played) + "."]
    printed: dict[str, int] = {}
    covered: dict[str, int] = {}
    for kind in range(len(cards)):
        entry = cards.encoded.get(cards.ids[kind])
        for keyword_id in cards.keywords[kind]:
            keyword = keywords.get(keyword_id)
            if keyword is None or keyword.implemented:
                continue
            printed[keyword.id] = printed.get(keyword.id, 0) + 1
            if entry is not None and keyword.id in entry.covers:
                covered[keyword.id] = covered.get(keyword.id, 0) + 1
    if printed:
        lines += ["", "Keywords played with the ability they name, where deckcheck has "
                  "encoded it: " + ", ".join(
                      f"{name(k)} on {covered.get(k, 0)} of {on(n)}"
                      for k, n in sorted(printed.items(), key=lambda row: (-row[1], row[0])))
                  + "."]
    return "\n".join(lines) + "\n"


def _ability_lines(abilities: Iterable[Ability]) -> list[str]:
    """Each ability as the log describes it (``«name»: words``), the choices of one
    amount (``up_to``: an ability each, N down to 1) in one line: VS-049's ram would
    otherwise take 62 (31 amounts, and the clause that follows each)."""
    from deckcheck.games.berserk.engine.abilities.compiler import amount_choice_of

    lines: list[str] = []
    run: list[Ability] = []  # consecutive choices of one printed ability (or of the
    key: tuple[str, int, str] | None = None  # clause that follows each: its own run)

    def flush() -> None:
        if not run:
            return
        first = run[0]
        if len(run) == 1:
            lines.append(f"«{first.name}»: {first.describe()}")
        else:
            assert key is not None
            base, most, _ = key
            words = {a.describe() for a in run}
            lines.append(f"«{base} (X of up to {most})»: " + (
                words.pop() if len(words) == 1 else
                f"one action for each X from {most} down to 1, as for X = {most}: "
                f"{first.describe()}"))
        run.clear()

    for ability in abilities:
        choice = amount_choice_of(ability.name)
        this = None if choice is None else (*choice, ability.trigger)
        if this is None or this != key:
            flush()
            key = this
        if this is None:
            lines.append(f"«{ability.name or ability.trigger}»: {ability.describe()}")
        else:
            run.append(ability)
    flush()
    return lines


def trigger_bits(abilities: Iterable[Ability], object_card: bool = False) -> int:
    """The trigger bits of a kind's abilities and its card-level flags (``object_card``:
    the kind is not a creature: an artifact or a terrain; a creature that may become an
    artifact counts as one, for its tap abilities then)."""
    from deckcheck.games.berserk.engine.abilities import (
        HEAL_TURN,
        OP_FLAGS,
        T_ACTED,
        T_ALLY_HURT,
        T_BLOCKS_ANYWHERE,
        T_GRAVE_INSTANT,
        T_HURT,
        T_INSTANT,
        T_MARKS,
        T_NO_ATTACK,
        T_NO_TAP,
        T_OBJECT,
        T_SLAIN_WATCH,
        T_STAYS_OPEN,
        T_TAP,
        T_TEMP_LIVES,
        T_TIMED_GRANT,
        T_TRACK_MOVES,
        T_TRAIL,
        T_TURN_WOUNDS,
        T_UNANSWERED_FIRST,
    )

    bits = 0
    for ability in abilities:
        bits |= ability.bit
        for effect in (*ability.effects, *ability.else_effects):
            bits |= OP_FLAGS.get(effect.op, 0)
            if effect.op == "artifact_instead":  # it may become an artifact (NT-046)
                object_card = True
            if effect.op == "lives" and effect.turns:
                bits |= T_TEMP_LIVES
            elif effect.op == "grant" and (effect.turns or effect.until not in ("", "lasting")):
                bits |= T_TIMED_GRANT
            elif effect.op == "mark" and effect.token == "unanswered_first":
                bits |= T_UNANSWERED_FIRST
            elif effect.op == "mark" and effect.token == "no_attack":
                bits |= T_NO_ATTACK
            elif effect.op == "block" and effect.anywhere:
                bits |= T_BLOCKS_ANYWHERE
            elif effect.op == "open" and effect.after_attack:  # its attack made (VS-102)
                bits |= T_STAYS_OPEN
            elif effect.op == "heal" and effect.amount == HEAL_TURN:
                bits |= T_TURN_WOUNDS
            elif effect.op == "dice" and (effect.held or effect.attacking or effect.token):
                bits |= T_MARKS
            elif effect.op == "move_limit":  # it counts the creatures that moved
                bits |= T_TRACK_MOVES
            elif effect.op == "remove" and effect.until:  # given back at a turn's end
                bits |= T_MARKS
        if ability.bit == T_INSTANT and "main" in ability.windows:
            bits |= T_TAP  # offered among the tap abilities in its controller's turn
        if ability.from_grave:
            bits |= T_GRAVE_INSTANT
        if ability.no_tap:
            bits |= T_NO_TAP
        if ability.tracks_moves:
            bits |= T_TRACK_MOVES
        if ability.asks_acted:
            bits |= T_ACTED
        if ability.target.trail:
            bits |= T_TRAIL
        if ability.other_condition.slain_by or ability.condition.slain_by \
                or ability.target.condition.slain_by:
            bits |= T_SLAIN_WATCH  # the game notes whose attack dealt the latest wounds
        if ability.condition.hurt is not None or ability.target.condition.hurt is not None \
                or ability.bit == T_ALLY_HURT \
                or any(e.condition.ranged_hits for e in ability.effects):
            bits |= T_HURT
    if object_card and bits & T_TAP:
        bits |= T_OBJECT
    return bits


def add_effect(found: dict[str, int], keyword: Keyword, value: int) -> None:
    """Add a keyword's effect to a card's effects mapping (protections and attacks get
    one key per blocked kind or attack keyword, so that several can coexist)."""
    effect = keyword.effect
    assert effect is not None
    if effect == PROTECTION:
        for blocked in keyword.blocks:
            found[IMMUNE + blocked] = 1
    elif effect == ATTACK:
        found[ATTACK_KEY + keyword.id] = value
        found[ATTACK] = 1  # "has some attack keyword": one lookup on the hot path
    else:
        found[effect] = value


def _replaced(card: Card, entry: CardAbilities | None,
              vocabulary: Vocabulary) -> frozenset[str]:
    """The printed keyword attacks (keyword ids) of ``card`` that its encoded abilities
    carry out instead: those they name in ``replaces``, and a tiered attack
    (``shot-1-2-2``) that an implemented ability labelled with that keyword deals with the
    same tiers — the encoded form of the printed attack (written before the tokens carried
    tiers: with a range, a condition or a second form of its own), so the attack is not
    offered twice; a triggered one (NT-183's shot back) is another attack. A labelled
    ability of other amounts (VS-099's fire arrow) is another attack, the keyword's
    stays."""
    if entry is None:
        return frozenset()
    printed = _printed_tiers(card, vocabulary)
    tiered = frozenset(
        keyword_id for keyword_id, tiers in printed.items()
        if any(ability.implemented and ability.label == keyword_id
               and ability.trigger in ("tap", "instant")  # the attack is an action
               and any(effect.tiers == tiers for effect in ability.effects)
               for ability in entry.abilities))
    return entry.replaces | tiered if tiered else entry.replaces


def _movement(card: Card) -> int:
    value = card.number("movement")
    return -1 if value is None else value


def _strike(value: Any) -> tuple[int, int, int] | None:
    if not isinstance(value, Mapping):
        return None
    return int(value["weak"]), int(value["medium"]), int(value["strong"])


def build_table(
    catalogue: Catalogue, vocabulary: Vocabulary | None = None, *, printed_stats_only: bool = False
) -> CardTable:
    return CardTable(catalogue, vocabulary or load_vocabulary(),
                     printed_stats_only=printed_stats_only)


@cache
def card_table() -> CardTable:
    """The bundled catalogue's card table (built once per process)."""
    from deckcheck.catalog.load import load_catalogue

    return build_table(load_catalogue("berserk"))


def synthetic_card(card_id: str, **fields: Any) -> Card:
    """A card that is not in the catalogue (tests and analysis), e.g.
    ``synthetic_card("VS-901", abilities=["armour-2"], lives=6)``.

    Missing fields are those of a plain ground creature: cost 3, ordinary, 6 lives,
    movement 1, strike 1-2-3, steppes.
    """
    from deckcheck.catalog.model import make_card

    record: dict[str, Any] = {
        "id": card_id,
        "name": fields.pop("name", card_id),
        "number": 900,
        "rarity": "common",
        "elements": ["steppes"],
        "type": "creature",
        "subtype": "ground",
        "cost": 3,
        "elite": False,
        "unique": False,
        "lives": 6,
        "movement": 1,
        "strike": {"weak": 1, "medium": 2, "strong": 3},
    }
    record.update(fields)
    for key in [k for k, v in record.items() if v is None]:
        del record[key]
    return make_card("berserk", card_id.split("-")[0], record)
