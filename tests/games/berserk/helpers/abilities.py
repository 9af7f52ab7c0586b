"""Positions of the ability-language tests (test_abilities.py): the bundled cards plus
synthetic ones whose abilities are the tests' own."""

from __future__ import annotations

from functools import cache
from typing import Any

from deckcheck.games.berserk.engine.cards import (
    CardTable,
)
from deckcheck.games.berserk.engine.state import (
    State,
)
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    synthetic,
    table_with,
)

#: The test's abilities, on synthetic cards (AB-9xx) so the bundled data can change freely.
ABILITIES: dict[str, Any] = {
    "VS-960": {"complete": True, "abilities": [
        {"name": "toll", "trigger": "creature_destroyed", "if_other": {"flyer": False},
         "effects": [{"counters": 1}]},
        {"name": "thick hide", "trigger": "static", "effects": [{"max_wounds": 2}]}]},
    "VS-901": {"complete": True, "abilities": [{"name": "bolt", "trigger": "tap", "target": {
        "side": "enemy", "range": 1}, "effects": [{"wound": 2}]}]},
    "VS-902": {"complete": True, "abilities": [{"name": "arcane bolt", "trigger": "tap",
                                                "target": {"side": "enemy"},
                                                "effects": [{"wound": 2, "magic": True}]}]},
    "VS-903": {"complete": True, "abilities": [{"name": "mend", "trigger": "tap", "target": {
        "side": "ally", "range": 1}, "effects": [{"heal": 2}]}]},
    "VS-904": {"complete": True, "abilities": [
        {"name": "fortify", "trigger": "tap", "effects": [{"lives": 2}]},
        {"name": "wounded fury", "trigger": "static", "if": {"wounded": True},
         "effects": [{"strike": 1}]}]},
    "VS-905": {"complete": True, "abilities": [{"name": "war cry", "trigger": "tap", "target": {
        "side": "ally", "range": 1}, "effects": [{"strike": 2}, {"dice": 1}]}]},
    "VS-906": {"complete": True, "abilities": [{"name": "haste", "trigger": "tap", "target": {
        "side": "ally", "range": 1}, "effects": [{"move": 2}]}]},
    "VS-907": {"complete": True, "abilities": [{"name": "rally", "trigger": "tap", "target": {
        "side": "ally", "range": 2}, "effects": [{"open": True}]}]},
    "VS-908": {"complete": True, "abilities": [{"name": "stun", "trigger": "tap", "target": {
        "side": "enemy", "range": 2}, "effects": [{"close": True}]}]},
    "VS-909": {"complete": True, "abilities": [
        {"name": "big hit", "trigger": "tap", "cost": {"counters": 2}, "target": {
            "side": "enemy", "range": 1}, "effects": [{"wound": 4}]}]},
    "VS-910": {"complete": True, "abilities": [{"name": "bless", "trigger": "tap", "target": {
        "side": "ally", "range": 1}, "effects": [{"grant": "armour-1"}]}]},
    "VS-911": {"complete": True, "abilities": [{"name": "ground", "trigger": "tap", "target": {
        "side": "enemy", "range": 1}, "effects": [{"remove": "armour"}]}]},
    "VS-912": {"complete": True, "abilities": [{"name": "banish", "trigger": "tap",
                                                "target": {"side": "enemy"},
                                                "effects": [{"return": True}]}]},
    "VS-913": {"complete": True, "abilities": [{"name": "doom", "trigger": "tap", "cost": {
        "lives": 2}, "target": {"side": "enemy", "if": {"wounded": True}},
        "effects": [{"destroy": True}]}]},
    "VS-914": {"complete": True, "abilities": [
        {"name": "hunter", "trigger": "on_attack",
         "target": {"side": "other", "if": {"element": "mountains"}}, "effects": [{"strike": 2}]},
        {"name": "keen eye", "trigger": "on_attack", "effects": [{"dice": 5}]}]},
    "VS-915": {"complete": True, "abilities": [
        {"name": "riposte", "trigger": "on_defence", "target": {"side": "other"},
         "effects": [{"wound": 2}]},
        {"name": "hide", "trigger": "on_defence", "effects": [{"strike": -2}]}]},
    "VS-916": {"complete": True, "abilities": [{"name": "rage", "trigger": "when_wounded",
                                                "effects": [{"counters": 1}]}]},
    "VS-917": {"complete": True, "abilities": [{"name": "feast", "trigger": "when_destroys",
                                                "effects": [{"lives": 1}]}]},
    "VS-918": {"complete": True, "abilities": [{"name": "last gasp", "trigger": "when_destroyed",
                                                "target": {"side": "enemy", "range": 1,
                                                           "every": True},
                                                "effects": [{"wound": 1}]}]},
    "VS-919": {"complete": True, "abilities": [
        {"name": "dawn", "trigger": "turn_start", "target": {"side": "ally", "range": 1,
                                                             "every": True},
         "effects": [{"heal": 1}]},
        {"name": "dusk", "trigger": "turn_end", "effects": [{"counters": 1}]}]},
    "VS-920": {"complete": True, "abilities": [{"name": "phalanx", "trigger": "formation",
                                                "effects": [{"strike": 1}]}]},
    "VS-921": {"complete": True, "abilities": [{"name": "ancestor", "trigger": "valhalla",
                                                "target": {"side": "ally", "every": True},
                                                "effects": [{"heal": 1}]}]},
    "VS-922": {"complete": True, "abilities": [
        {"name": "venom", "trigger": "tap", "target": {"side": "enemy", "range": 1},
         "effects": [{"poison": 2}]},
        {"name": "antidote", "trigger": "tap", "target": {"side": "any", "include_self": True},
         "effects": [{"cure": True}]}]},
    "VS-923": {"complete": True, "abilities": [
        {"name": "crushing blow", "trigger": "on_attack", "on_hit": "strong",
         "target": {"side": "other"}, "effects": [{"close": True}, {"stun": True}]}]},
    "VS-924": {"complete": True, "abilities": [
        {"name": "shield", "trigger": "static", "effects": [{"reduce": 1, "against": "ranged"}]},
        {"name": "corner guard", "trigger": "static",
         "effects": [{"reduce": 2, "against": "strike", "diagonal": True}]},
        {"name": "sky guard", "trigger": "static", "target": {"side": "other", "if": {
            "flyer": True}}, "effects": [{"reduce": 1, "limit": True, "against": "attacks"}]}]},
    "VS-925": {"complete": True, "abilities": [
        {"name": "sure blow", "trigger": "on_attack",
         "target": {"side": "other", "if": {"element": "mountains"}},
         "effects": [{"direct": True}]}]},
    "VS-926": {"complete": True, "abilities": [{"name": "tireless", "trigger": "static",
                                                "effects": [{"stay_open": True}]}]},
    "VS-927": {"complete": True, "abilities": [
        {"name": "guardian's touch", "trigger": "when_defends", "target": {"side": "other"},
         "effects": [{"heal": 2}]}]},
    "VS-928": {"complete": True, "abilities": [
        {"name": "sling", "label": "throw", "trigger": "tap",
         "target": {"side": "enemy", "min_range": 2}, "effects": [{"wound": [1, 2, 3]}]}]},
    "VS-929": {"complete": True, "abilities": [
        {"name": "reckless", "trigger": "tap", "target": {"side": "enemy", "range": 1},
         "effects": [{"wound": 3}, {"wound": 1, "to": "self"}]},
        {"name": "clobber", "trigger": "tap", "target": {"side": "enemy", "range": 1},
         "effects": [{"stun": True, "if": {"open": False}}, {"wound": 1}]},
        {"name": "rest", "trigger": "tap", "effects": [{"heal": "all"}]}]},
    "VS-930": {"complete": True, "abilities": [
        {"name": "hex", "label": "spell", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"wound": 1}]},
        {"name": "plague", "trigger": "tap", "target": {
            "side": "enemy", "every": True, "if": {"poisoned": True}}, "effects": [{"wound": 1}]},
        {"name": "armour breaker", "trigger": "on_attack", "target": {"side": "other", "if": {
            "keyword": ["armour", "shot"], "not_keyword": "flying", "cost_max": 5}},
         "effects": [{"strike": 1}]}]},
    "VS-932": {"complete": True, "abilities": [
        {"name": "elusive", "trigger": "static", "effects": [{"return_instead": True}]},
        {"name": "bully", "trigger": "tap", "target": {"side": "enemy", "if": {
            "most_lives": True}}, "effects": [{"wound": 1}]}]},
    "VS-933": {"complete": True, "abilities": [
        {"name": "nurse the host", "trigger": "turn_end", "target": {
            "side": "host", "if": {"wounded": True}}, "effects": [{"heal": 1}]}]},
    "VS-934": {"complete": True, "abilities": [
        {"name": "war cry from beyond", "trigger": "valhalla", "target": {"side": "ally"},
         "effects": [{"strike": 1}]},
        {"name": "spite", "trigger": "when_destroyed", "optional": True,
         "target": {"side": "enemy", "if": {"flyer": False}}, "effects": [{"wound": 3}]}]},
    "VS-935": {"complete": True, "abilities": [
        {"name": "blunted", "trigger": "static", "effects": [{"weak_hits": True}]},
        {"name": "night watch", "trigger": "opponent_turn_end", "optional": True,
         "if": {"open": True}, "target": {"side": "enemy", "range": 1},
         "effects": [{"wound": 2}]}]},
    "VS-936": {"complete": True, "abilities": [
        {"name": "line jab", "trigger": "formation", "on_hit": "weak", "effects": [{"strike": 1}]},
        {"name": "shrugs off", "trigger": "static", "on_hit": "weak",
         "effects": [{"reduce": 0, "limit": True, "against": "strike"}]},
        {"name": "centre guard", "trigger": "on_defence", "if": {"column": "c"},
         "effects": [{"dice": 1}]}]},
    "VS-937": {"complete": True, "abilities": [
        {"name": "chain sparks", "label": "discharge", "trigger": "tap", "repeat": 3,
         "target": {"side": "any"}, "effects": [{"wound": 1}]}]},
    "VS-938": {"complete": True, "abilities": [
        {"name": "twin blows", "trigger": "static", "effects": [{"second_strike": True}]}]},
    "VS-939": {"complete": True, "abilities": [
        {"name": "never asleep", "trigger": "static", "effects": [{"fights_closed": True}]},
        {"name": "momentum", "trigger": "when_moves", "effects": [{"strike": 1}]},
        {"name": "head-on", "trigger": "on_attack", "target": {"side": "other", "front": True},
         "effects": [{"strike": 1}]},
        {"name": "vengeance", "trigger": "when_destroyed", "target": {
            "side": "other", "if": {"flyer": False}}, "effects": [{"destroy": True}]}]},
    "VS-940": {"complete": True, "abilities": [
        {"name": "hardening", "trigger": "on_defence", "effects": [{"mark": "hardened"}]},
        {"name": "hardened", "trigger": "static", "if": {"marked": "hardened"},
         "effects": [{"reduce": 0, "limit": True, "against": "strike"}]}]},
    "VS-941": {"complete": True, "abilities": [
        {"name": "mark the prey", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"wound": 1}, {"expose": 1}]}]},
    "VS-942": {"complete": True, "abilities": [
        {"name": "shield wall", "trigger": "formation", "effects": [{"armour": 2}]}]},
    "VS-943": {"complete": True, "abilities": [
        {"name": "clinging", "trigger": "static", "effects": [{"host_move": -1}]}]},
    "VS-944": {"complete": True, "abilities": [
        {"name": "stench", "trigger": "on_attack", "either": True, "target": {
            "side": "other", "if": {"open": True}}, "effects": [{"close": True}, {"wound": 2}]}]},
    "VS-945": {"complete": True, "abilities": [
        {"name": "bane of guards", "trigger": "on_attack", "target": {"side": "other", "if": {
            "defending": True}}, "effects": [{"strike": 2}]},
        {"name": "roused long", "trigger": "when_defends", "effects": [{"mark": "up",
                                                                        "turns": 2}]},
        {"name": "roused", "trigger": "static", "if": {"marked": "up"},
         "effects": [{"strike": 1}]}]},
    "VS-946": {"complete": True, "abilities": [
        {"name": "shield bearer", "trigger": "static", "target": {"side": "ally", "if": {
            "element": "steppes"}}, "effects": [{"aura": 1, "against": "ranged"}]}]},
    "VS-931": {"complete": True, "abilities": [
        {"name": "second's patience", "trigger": "battle_start", "if": {"seat": "second"},
         "effects": [{"counters": 1}]},
        {"name": "take the pain", "trigger": "tap", "target": {"side": "ally", "range": 1},
         "effects": [{"take_wounds": 2}]},
        {"name": "crown hunter", "trigger": "static", "target": {"side": "other", "if": {
            "unique": True}}, "effects": [{"reduce": 1, "against": "attacks"}]}]},
    # Instant abilities, strike-time effects, prophecy, limits (the timing mechanics).
    "VS-954": {"complete": True, "abilities": [
        {"name": "gift of strength", "trigger": "instant", "window": "rolled",
         "target": {"side": "ally", "if": {"attacking": True}}, "effects": [{"tier": "strong"}]},
        {"name": "distracting flash", "trigger": "instant", "window": "rolled",
         "target": {"side": "ally", "if": {"struck": True}},
         "effects": [{"cap": 1}, {"wound": 1, "to": "self",
                                  "target_if": {"not_element": "steppes"}}]}]},
    "VS-955": {"complete": True, "abilities": [
        {"name": "black spot", "trigger": "instant", "window": "rolled",
         "target": {"side": "any", "if": {"die_roll": 1}}, "effects": [{"wound": 2}]},
        {"name": "luck up", "trigger": "instant", "window": "rolled",
         "target": {"side": "any"}, "effects": [{"die": 1}]},
        {"name": "luck again", "trigger": "instant", "window": "rolled",
         "target": {"side": "any"}, "effects": [{"reroll": True}]}]},
    "VS-956": {"complete": True, "abilities": [
        {"name": "magic trick", "trigger": "instant", "window": "declared",
         "target": {"side": "ally", "if": {"beside_struck": True}},
         "effects": [{"redirect": True}]},
        {"name": "battle frenzy", "trigger": "instant", "window": ["main", "declared"],
         "times_per_turn": 2, "target": {"side": "ally", "include_self": True},
         "effects": [{"open": True}, {"wound": 1}]}]},
    "VS-957": {"complete": True, "abilities": [
        {"name": "two heads", "trigger": "on_attack", "target": {"side": "other"},
         "effects": [{"prophecy": 2}, {"wound": 2, "if_revealed": "elite"},
                     {"poison": 2, "if_revealed": "ordinary"}]},
        {"name": "lucky start", "trigger": "opponent_turn_start", "optional": True,
         "effects": [{"open": True}]},
        {"name": "trick", "trigger": "tap", "once_per_battle": True,
         "target": {"side": "any"}, "effects": [{"counters": -1}]},
        {"name": "ice shackles", "trigger": "instant", "window": ["main", "turn_start"],
         "target": {"side": "enemy"}, "effects": [{"close": True}]}]},
    "VS-958": {"complete": True, "abilities": [
        {"name": "haze", "trigger": "static", "target": {"side": "ally"},
         "effects": [{"weak_aura": True}]}]},
    "VS-970": {"complete": True, "abilities": [
        {"name": "over the line", "trigger": "enters_enemy_half", "effects": [{"strike": 1}]},
        {"name": "home again", "trigger": "enters_own_half", "effects": [{"dice": 1}]},
        {"name": "charge", "trigger": "static", "if": {"moved_straight": 2},
         "effects": [{"direct": True}]},
        {"name": "weave", "trigger": "static", "if": {"moved_turning": True},
         "effects": [{"dice": 2}]},
        {"name": "sidestep", "trigger": "static", "if": {"moved_along": "horizontal"},
         "effects": [{"strike": 3}]}]},
    "VS-971": {"complete": True, "abilities": [
        {"name": "shove", "trigger": "on_attack", "target": {"side": "other"}, "either": True,
         "effects": [{"push": 1}, {"wound": 2}]},
        {"name": "snipe the runners", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"wound": 1, "if": {"moved": True}}, {"wound": 3, "if": {"moved": False}}]},
        {"name": "heat", "trigger": "turn_start", "target": {"side": "enemy", "every": True,
                                                             "front": True},
         "effects": [{"wound": 1, "if": {"moved_last_turn": False}}]}]},
    # X amounts, counters, shields, near conditions (the amounts helper's mechanics).
    "VS-980": {"complete": True, "abilities": [
        {"name": "wound-up bolt", "trigger": "tap", "target": {"side": "enemy", "min_range": 2},
         "effects": [{"wound": [1, 1, 1], "x": "counters", "per": 2},
                     {"clear_counters": True, "to": "self"}]},
        {"name": "wind", "trigger": "tap", "effects": [{"counters": 1}]},
        {"name": "two at most", "trigger": "static", "effects": [{"max_counters": 2}]}]},
    "VS-981": {"complete": True, "abilities": [
        {"name": "dark kin", "trigger": "static",
         "effects": [{"strike": 0, "x": {"count": {"side": "ally", "if": {
             "element": "darkness"}}}, "max": 2}]}]},
    "VS-982": {"complete": True, "abilities": [
        {"name": "pain knife", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"wound": 0, "x": "wounds", "max": 2}]}]},
    "VS-983": {"complete": True, "abilities": [
        {"name": "all in", "trigger": "tap", "cost": {"counters": "x"},
         "target": {"side": "enemy"}, "effects": [{"wound": 1, "x": "spent"}]}]},
    "VS-984": {"complete": True, "abilities": [
        {"name": "one at most", "trigger": "static", "effects": [{"max_counters": 1}]},
        {"name": "its own", "trigger": "static", "effects": [{"own_counters": True}]}]},
    "VS-985": {"complete": True, "abilities": [
        {"name": "gift", "trigger": "tap", "target": {"side": "ally", "range": 1},
         "effects": [{"counters": 1}]}]},
    "VS-986": {"complete": True, "abilities": [
        {"name": "stone skin", "trigger": "tap", "target": {"side": "ally", "range": 1},
         "effects": [{"shield": 1, "against": "nonmagic"}]},
        {"name": "long ward", "trigger": "tap", "cost": {"counters": "x"},
         "target": {"side": "ally", "range": 1},
         "effects": [{"shield": 0, "limit": True, "against": "ranged", "x": "spent",
                      "turns": "x"}]}]},
    "VS-987": {"complete": True, "abilities": [
        {"name": "herd", "trigger": "static", "if": {"near": {
            "side": "ally", "if": {"wounded": False}, "min": 2}}, "effects": [{"strike": 1}]},
        {"name": "gang", "trigger": "static", "if": {"outnumbered": True},
         "effects": [{"direct": True}]},
        {"name": "bully", "trigger": "on_attack", "if": {"near": {
            "side": "enemy", "if": {"weak_min": 2}}}, "effects": [{"dice": 1}]}]},
    # Strikes abilities declare, dice thrown twice or fixed (the timing mechanics, part 2).
    "VS-990": {"complete": True, "abilities": [
        {"name": "opening charge", "trigger": "battle_start", "optional": True,
         "target": {"side": "enemy", "range": 1},
         "effects": [{"strike_at": ["unanswerable", "stay_open"]}]},
        {"name": "taunt", "trigger": "opponent_turn_start",
         "target": {"side": "enemy", "range": 1, "if": {"row": [2, 3]}},
         "effects": [{"forced_strike": True}]}]},
    "VS-991": {"complete": True, "abilities": [
        {"name": "fire discharge", "label": "discharge", "trigger": "tap",
         "target": {"side": "enemy"}, "effects": [{"wound": [1, 2, 3]}]},
        {"name": "twin flames", "trigger": "static", "effects": [{"roll_twice": True}]}]},
    "VS-992": {"complete": True, "abilities": [
        {"name": "foresight", "trigger": "static", "effects": [{"first_die_six": True}]}]},
    "VS-993": {"complete": True, "abilities": [
        {"name": "wail", "trigger": "instant", "window": "rolled",
         "target": {"side": "any", "if": {"attacking": True}},
         "effects": [{"lessen": 1}, {"counters": 1, "to": "self"}]},
        {"name": "horror", "label": "spell", "trigger": "tap",
         "target": {"side": "enemy", "if": {"hurt": False}},
         "effects": [{"lives": -3, "turns": 1}]}]},
    "VS-994": {"complete": True, "abilities": [
        {"name": "order", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"allies_strike": ["stay_open", "as_open"]}]}]},
    # Zones (test_cards_zones.py plays them): incarnation, tokens, coming back, summoning.
    "VS-997": {"complete": True, "abilities": [
        {"name": "return", "trigger": "static", "effects": [{"incarnation": 2, "opened": True}]},
        {"name": "vigour", "trigger": "incarnates", "effects": [{"strike": 1}]}]},
    "VS-998": {"complete": True, "abilities": [
        {"name": "follow", "trigger": "ally_incarnates", "target": {"side": "other"},
         "effects": [{"revive_guest": True}]}]},
    "VS-999": {"complete": True, "abilities": [
        {"name": "mark the dead", "trigger": "tap", "target": {"side": "grave"},
         "effects": [{"grave_token": 1}]},
        {"name": "call", "trigger": "tap", "effects": [{"summon": "VS-997"}]}]},
    "VS-989": {"complete": True, "abilities": [
        {"name": "spark", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"wound": 1}]}]},
}


CARDS = [
    *SYNTHETIC,
    *(synthetic(f"VS-{n}", name=f"Тест {n}") for n in range(980, 988)),
    synthetic("VS-979", name="Тёмный", elements=["darkness"]),
    synthetic("X-099", name="Дешёвый", cost=2),  # for a bound of cost 2 (NT-079's X=1)
    synthetic("VS-988", name="Силач", strike={"weak": 2, "medium": 3, "strong": 4}),
    *(synthetic(f"VS-{n}", name=f"Тест {n}") for n in range(901, 920)),
    synthetic("VS-920", name="Тест 920", abilities=["formation"]),
    synthetic("VS-921", name="Тест 921", abilities=["valhalla"]),
    *(synthetic(f"VS-{n}", name=f"Тест {n}") for n in range(922, 932)),
    synthetic("VS-953", name="Венценосный", unique=True),
    *(synthetic(f"VS-{n}", name=f"Тест {n}") for n in range(954, 959)),
    *(synthetic(f"VS-{n}", name=f"Тест {n}") for n in range(990, 995)),
    synthetic("VS-959", name="Золотой", elite=True, cost=5),
    synthetic("VS-932", name="Тест 932"),
    synthetic("VS-934", name="Тест 934"),
    synthetic("VS-935", name="Тест 935"),
    synthetic("VS-937", name="Тест 937"),
    synthetic("VS-938", name="Тест 938"),
    synthetic("VS-940", name="Тест 940", lives=10),
    synthetic("VS-941", name="Тест 941"),
    synthetic("VS-944", name="Тест 944"),
    synthetic("VS-945", name="Тест 945"),
    synthetic("VS-946", name="Тест 946"),
    synthetic("VS-943", name="Тест 943", subtype="parasite", movement=None),
    synthetic("VS-942", name="Тест 942", abilities=["formation"], lives=12),
    synthetic("VS-939", name="Тест 939", movement=2),
    synthetic("VS-936", name="Тест 936", abilities=["formation"]),
    synthetic("VS-933", name="Тест 933", subtype="companion", movement=None),
    synthetic("VS-950", name="Горец", elements=["mountains"]),
    synthetic("VS-951", name="Строевой", abilities=["formation"]),
    synthetic("VS-952", name="Противоядный", abilities=["poison_protection", "spell_protection"]),
    synthetic("VS-970", name="Наездник", movement=3),
    synthetic("VS-971", name="Молот"),
    synthetic("VS-960", name="Тест 960", lives=8),
    synthetic("VS-997", name="Возвращенец"),
    synthetic("VS-998", name="Жучок", subtype="companion", movement=None),
    synthetic("VS-999", name="Некромант"),
    synthetic("VS-989", name="Искровая башня", type="artifact", subtype=None, movement=None,
              strike=None, elements=["steppes"]),
]


@cache
def table() -> CardTable:
    return table_with(CARDS, ABILITIES, bundled_abilities=False)


def position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table(), **kwargs)
