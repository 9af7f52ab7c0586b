"""Card search against the bundled catalogues: compile, evaluate, order, look up.

Expected counts come from the catalogue YAML read here with ``yaml.safe_load`` (not through
deckcheck) and, where the task states them, from fixed numbers.
"""

from __future__ import annotations

import functools
import operator
import re
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.catalog.fields import Kind, field_table
from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.model import Catalogue
from deckcheck.catalog.query import And, QuerySyntaxError, Term, parse
from deckcheck.catalog.records import card_record, card_records, describe, flat, record_keys
from deckcheck.catalog.search import (
    AllOf,
    AnyOf,
    Compare,
    Contains,
    Equals,
    HasAny,
    HasFlag,
    IsEmpty,
    Negated,
    Regex,
    build_predicate,
    compile_query,
    default_order,
    matches,
    natural_key,
    options_node,
    parse_sort,
    search,
    set_ranks,
)
from deckcheck.errors import LoadError, UsageError
from deckcheck.formats.lookup import CardLookupError, find_card
from deckcheck.loading.cache import DocumentCache

CARDSETS = Path(__file__).resolve().parents[2] / "cardsets"


@functools.cache
def catalogue(game: str) -> Catalogue:
    return load_catalogue(game)


@functools.cache
def yaml_cards(game: str) -> tuple[dict[str, Any], ...]:
    """Every card record of a game, read with yaml.safe_load, with its set code added."""
    cards = []
    for path in sorted((CARDSETS / game / "sets").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for card in data["cards"]:
            cards.append({**card, "_set": data["set"]["code"]})
    return tuple(cards)


@functools.cache
def game_yaml(game: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((CARDSETS / game / "game.yaml").read_text("utf-8"))
    return data


def ids(game: str, query: str = "", options: list[tuple[str, str]] | None = None) -> set[str]:
    return {card.id for card in search(catalogue(game), query, options or []).cards}


def count(game: str, query: str = "", options: list[tuple[str, str]] | None = None) -> int:
    return search(catalogue(game), query, options or []).matched


def yaml_ids(game: str, keep: Any) -> set[str]:
    return {str(card["id"]) for card in yaml_cards(game) if keep(card)}


def compiled(query: str, game: str = "ccs") -> Any:
    return compile_query(parse(query), catalogue(game), query)


def query_error(query: str, game: str = "ccs") -> QuerySyntaxError:
    with pytest.raises(QuerySyntaxError) as info:
        search(catalogue(game), query)
    return info.value


# --- Counts ---------------------------------------------------------------------------------


def test_whole_catalogues() -> None:
    assert count("ccs") == len(yaml_cards("ccs")) == 254
    assert count("berserk") == len(yaml_cards("berserk")) == 400
    assert not search(catalogue("ccs")).filtered
    assert search(catalogue("ccs"), "t:capture").filtered


@pytest.mark.parametrize(
    ("card_type", "expected"),
    [("capture", 122), ("clow_spirit", 53), ("reinforcement", 21), ("strategy", 58)],
)
def test_counts_per_type(card_type: str, expected: int) -> None:
    assert count("ccs", f"t:{card_type}") == expected
    assert count("ccs", options=[("type", card_type)]) == expected
    assert expected == len(yaml_ids("ccs", lambda c: c["type"] == card_type))


@pytest.mark.parametrize(
    ("code", "name", "expected"),
    [("SD", "Starter Deck", 41), ("S1", "Series 1", 60), ("S2", "Series 2", 90),
     ("PG", "Power of the Guardians", 63)],
)  # fmt: skip
def test_counts_per_set(code: str, name: str, expected: int) -> None:
    assert count("ccs", f"s:{code}") == expected
    assert count("ccs", f's:"{name}"') == expected
    assert count("ccs", f"set:{code.lower()}") == expected
    assert count("ccs", options=[("set", name)]) == expected
    assert expected == len(yaml_ids("ccs", lambda c: c["_set"] == code))


def test_set_aliases() -> None:
    assert ids("ccs", 's:"New Rivals"') == ids("ccs", "s:S2")
    assert count("berserk", 's:"Война стихий"') == 200
    assert ids("berserk", "s:ВС") == ids("berserk", "s:VS")
    assert ids("berserk", 's:"Invasion of Darkness"') == ids("berserk", "s:NT")


@pytest.mark.parametrize("game", ["ccs", "berserk"])
def test_counts_per_rarity(game: str) -> None:
    expected = Counter(str(card["rarity"]) for card in yaml_cards(game))
    for rarity, number in expected.items():
        assert count(game, f"r:{rarity}") == number
    assert sum(expected.values()) == len(yaml_cards(game))


def test_rarity_letters() -> None:
    assert count("ccs", "r:C") == count("ccs", "r:common") == 116
    assert count("ccs", "r:U") == 77
    assert count("ccs", "r:R") == 61


@pytest.mark.parametrize(
    ("element", "expected"),
    [("wind", 6), ("fire", 6), ("wood", 6), ("electricity", 6), ("gold", 5), ("water", 6),
     ("earth", 6), ("rain", 6), ("clouds", 6)],
)  # fmt: skip
def test_spirits_per_element(element: str, expected: int) -> None:
    assert count("ccs", f"t:clow_spirit e:{element}") == expected
    in_yaml = yaml_ids("ccs", lambda c: c["type"] == "clow_spirit" and element in c["elements"])
    assert len(in_yaml) == expected


def test_capture_cards_per_element() -> None:
    captures = [c for c in yaml_cards("ccs") if c["type"] == "capture"]
    per_element = Counter(e for c in captures for e in c["elements"])
    assert set(per_element) == {term["id"] for term in game_yaml("ccs")["elements"]}
    for element, number in per_element.items():
        assert count("ccs", f"t:capture e:{element}") == number, element
        assert count("ccs", "", [("type", "capture"), ("element", element)]) == number


def test_dual_element_captures() -> None:
    both = yaml_ids("ccs", lambda c: {"fire", "wind"} <= set(c.get("elements", ())))
    assert ids("ccs", "e:fire e:wind") == both
    either = yaml_ids("ccs", lambda c: bool({"fire", "wind"} & set(c.get("elements", ()))))
    assert ids("ccs", "e:fire or e:wind") == either
    assert ids("ccs", "", [("element", "fire"), ("element", "wind")]) == either


# --- Aliases, from game.yaml itself -----------------------------------------------------------


def _spellings(game: str, vocabulary: str) -> list[tuple[str, str, str]]:
    rows = []
    for term in game_yaml(game).get(vocabulary) or ():
        for spelling in [term["id"], term["name"], term.get("adjective"), *term.get("aliases", ())]:
            if spelling:
                rows.append((game, str(term["id"]), str(spelling)))
    return rows


ELEMENT_ALIASES = _spellings("ccs", "elements") + _spellings("berserk", "elements")
CHARACTER_ALIASES = _spellings("ccs", "characters")
OTHER_ALIASES = [
    row
    for game in ("ccs", "berserk")
    for vocabulary in ("rarities", "types", "subtypes", "character_types")
    for row in _spellings(game, vocabulary)
]


def _resolved(game: str, key: str, spelling: str) -> frozenset[str]:
    predicate = compile_query(Term(key, ":", spelling), catalogue(game))
    assert isinstance(predicate, HasAny)
    return predicate.ids


@pytest.mark.parametrize(("game", "term_id", "spelling"), ELEMENT_ALIASES)
def test_element_alias_resolves(game: str, term_id: str, spelling: str) -> None:
    assert term_id in _resolved(game, "e", spelling)
    assert term_id in _resolved(game, "e", spelling.upper())
    query = f'e:"{spelling}"'
    expected = yaml_ids(game, lambda c: term_id in (c.get("elements") or ()))
    assert ids(game, query) == expected
    assert ids(game, "", [("element", spelling)]) == expected


@pytest.mark.parametrize(("game", "term_id", "spelling"), CHARACTER_ALIASES)
def test_character_alias_resolves(game: str, term_id: str, spelling: str) -> None:
    resolved = _resolved(game, "c", spelling)
    assert term_id in resolved
    found = ids(game, f'c:"{spelling}"')
    # Exactly the cards of the characters it names (a shared alias names several).
    assert found == yaml_ids(game, lambda c: bool(resolved & set(c.get("characters") or ())))
    assert found >= yaml_ids(game, lambda c: term_id in (c.get("characters") or ()))
    assert ids(game, "", [("character", spelling)]) == found


@pytest.mark.parametrize(("game", "term_id", "spelling"), OTHER_ALIASES)
def test_other_vocabulary_aliases_resolve(game: str, term_id: str, spelling: str) -> None:
    table = field_table(game)
    vocabulary = next(f for f in table if f.vocabulary and term_id in _ids_of(game, f.vocabulary))
    assert term_id in _resolved(game, vocabulary.keys[0], spelling)


def _ids_of(game: str, vocabulary: str) -> set[str]:
    return {str(term["id"]) for term in game_yaml(game).get(vocabulary) or ()}


def test_counts_as_character_is_matched_by_its_own_id() -> None:
    yue = yaml_ids("ccs", lambda c: "yue" in c.get("characters", ()))
    julian = yaml_ids("ccs", lambda c: "julian" in c.get("characters", ()))
    assert yue and julian
    assert ids("ccs", "c:yue") == ids("ccs", "c:Юэ") == yue
    assert ids("ccs", "c:julian") == julian
    assert not yue & julian
    assert ids("ccs", "c:Yukito") == julian


def test_shared_alias_matches_every_character_it_names() -> None:
    # game.yaml lists Kerberos under both kero and keroberos.
    assert _resolved("ccs", "c", "Kerberos") == {"kero", "keroberos"}
    assert _resolved("ccs", "c", "Kero-chan") == {"kero"}


def test_berserk_neutral_words() -> None:
    neutral = yaml_ids("berserk", lambda c: not c["elements"])
    assert len(neutral) == 60
    for word in ("neutral", "нейтралы", "нейтральные", "Нейтральные"):
        assert ids("berserk", f"e:{word}") == neutral
        assert ids("berserk", "", [("element", word)]) == neutral
    assert isinstance(compiled("e:neutral", "berserk"), IsEmpty)
    assert ids("berserk", "-e:neutral") == ids("berserk") - neutral


def test_berserk_element_in_russian() -> None:
    forests = yaml_ids("berserk", lambda c: "forests" in c["elements"])
    assert ids("berserk", "e:лесные") == ids("berserk", "e:Леса") == forests
    assert ids("berserk", "", [("element", "ЛЕСНЫЕ")]) == forests


# --- Every operator -----------------------------------------------------------------------

NUMBER_OPS: dict[str, Callable[[int, int], bool]] = {
    "=": operator.eq,
    ":": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}


@pytest.mark.parametrize("op", list(NUMBER_OPS))
@pytest.mark.parametrize("value", [2000, 3500, 4000, 5000])
def test_power_comparisons(op: str, value: int) -> None:
    test = NUMBER_OPS[op]
    expected = yaml_ids("ccs", lambda c: "power" in c and test(c["power"], value))
    assert ids("ccs", f"power{op}{value}") == expected
    assert ids("ccs", f"pow{op}{value}") == expected
    option = f"{'' if op == ':' else op}{value}"
    assert ids("ccs", "", [("power", option)]) == expected


@pytest.mark.parametrize("key", ["cost", "lives", "move", "movement", "number"])
@pytest.mark.parametrize("op", list(NUMBER_OPS))
def test_berserk_number_comparisons(key: str, op: str) -> None:
    field = "movement" if key == "move" else key
    test = NUMBER_OPS[op]
    expected = yaml_ids("berserk", lambda c: field in c and test(c[field], 5))
    assert ids("berserk", f"{key}{op}5") == expected


def test_cost_option_and_range() -> None:
    assert ids("berserk", "", [("cost", ">=5")]) == yaml_ids("berserk", lambda c: c["cost"] >= 5)
    assert len(ids("berserk", "cost>=5")) == 250
    in_range = yaml_ids("berserk", lambda c: 3 <= c["cost"] < 6)
    assert ids("berserk", "", [("cost", ">=3"), ("cost", "<6")]) == in_range
    assert ids("berserk", "", [("cost", " >= 3 "), ("cost", "< 6")]) == in_range


def test_missing_numbers_never_compare() -> None:
    non_capture = yaml_ids("ccs", lambda c: "power" not in c)
    assert not ids("ccs", "power!=4000") & non_capture
    assert ids("ccs", "-power=4000") >= non_capture


def test_flags() -> None:
    major = yaml_ids("ccs", lambda c: c.get("major") is True)
    assert ids("ccs", "is:major") == major
    assert ids("ccs", "is:MAJOR") == major
    assert ids("ccs", "not:major") == ids("ccs") - major
    assert ids("berserk", "is:elite") == yaml_ids("berserk", lambda c: c["elite"])
    assert len(ids("berserk", "is:elite")) == 165  # VS-121 is not elite (card facts)
    assert ids("berserk", "is:unique") == yaml_ids("berserk", lambda c: c["unique"])
    assert ids("berserk", "is:elite is:unique") == yaml_ids(
        "berserk", lambda c: c["elite"] and c["unique"]
    )


def test_subtypes() -> None:
    assert ids("berserk", "sub:flying") == yaml_ids(
        "berserk", lambda c: c.get("subtype") == "flying"
    )
    assert ids("berserk", "subtype:летающие") == ids("berserk", "sub:flying")
    assert ids("berserk", "", [("subtype", "flyer")]) == ids("berserk", "sub:flying")


def test_character_types() -> None:
    def has(kind: str) -> Any:
        return lambda c: kind in c.get("character_types", ())

    assert ids("ccs", "ct:skilled") == yaml_ids("ccs", has("skilled"))
    assert ids("ccs", "chartype:green") == yaml_ids("ccs", has("non_magical"))


def test_name_substring_exact_and_bare_words() -> None:
    assert ids("ccs", "windy") == {"CS1"}
    assert ids("ccs", "WINDY") == {"CS1"}
    assert ids("ccs", 'name:"the windy"') == {"CS1"}
    assert ids("ccs", 'n:"the windy"') == {"CS1"}
    assert ids("ccs", "name=windy") == set()
    assert ids("ccs", 'name="The Windy"') == {"CS1"}
    assert ids("ccs", 'name!="The Windy"') == ids("ccs") - {"CS1"}
    kero = yaml_ids("ccs", lambda c: "kero" in c["name"].lower())
    assert ids("ccs", "kero") == kero
    assert ids("berserk", "циклоп") == yaml_ids("berserk", lambda c: "циклоп" in c["name"].lower())


def test_folding_ignores_case_and_yo() -> None:
    etun = yaml_ids("berserk", lambda c: "ётун" in c["name"].lower())
    assert etun
    assert ids("berserk", "етун") == ids("berserk", "ЁТУН") == etun


def test_rules_text() -> None:
    draw = yaml_ids("ccs", lambda c: "draw" in c.get("text", "").lower())
    assert draw
    assert ids("ccs", "o:draw") == ids("ccs", "text:DRAW") == draw
    pattern = re.compile(r"draw \d", re.IGNORECASE)
    by_regex = yaml_ids("ccs", lambda c: bool(pattern.search(c.get("text", ""))))
    assert ids("ccs", r"o:/draw \d/") == by_regex
    assert ids("ccs", r"-o:/draw \d/") == ids("ccs") - by_regex


def test_regex_on_names() -> None:
    assert ids("ccs", "/^the w/") == yaml_ids(
        "ccs", lambda c: c["name"].lower().startswith("the w")
    )
    assert ids("ccs", "name:/y$/") == yaml_ids("ccs", lambda c: c["name"].endswith("y"))


def test_berserk_flavour_and_painter() -> None:
    in_yaml = yaml_ids("berserk", lambda c: "армии" in c.get("flavour", "").lower())
    assert in_yaml
    assert ids("berserk", "ft:армии") == in_yaml
    assert ids("berserk", 'a:"Илья Комаров"') == yaml_ids(
        "berserk", lambda c: "илья комаров" in c.get("painter", "").lower()
    )


def test_ids_are_exact() -> None:
    assert ids("ccs", "id:C1") == {"C1"}
    assert ids("ccs", "id:c1") == {"C1"}
    assert ids("ccs", "id:C1 or id:C10") == {"C1", "C10"}
    assert ids("ccs", "-id:C1") == ids("ccs") - {"C1"}
    assert ids("ccs", "id:/^CS\\d$/") == {f"CS{i}" for i in range(1, 10)}
    assert ids("berserk", "id:VS-001") == {"VS-001"}


def test_not_or_and_parentheses() -> None:
    fire = ids("ccs", "e:fire")
    water = ids("ccs", "e:water")
    rare = ids("ccs", "r:rare")
    assert ids("ccs", "-e:fire") == ids("ccs") - fire
    assert ids("ccs", "e:fire or e:water") == fire | water
    assert ids("ccs", "e:fire OR e:water r:rare") == fire | (water & rare)
    assert ids("ccs", "(e:fire or e:water) r:rare") == (fire | water) & rare
    assert ids("ccs", "-(e:fire or e:water)") == ids("ccs") - fire - water
    assert ids("ccs", "e!=fire") == ids("ccs") - fire


def test_example_from_the_issue() -> None:
    expected = yaml_ids(
        "ccs",
        lambda c: (
            "fire" in c.get("elements", ())
            and c["rarity"] == "rare"
            and c["type"] == "capture"
            and c["power"] >= 4000
        ),
    )
    assert ids("ccs", "e:fire r:rare t:capture power>=4000") == expected
    assert len(expected) == 8


def test_options_and_query_combine_with_and() -> None:
    both = ids("ccs", "r:rare", [("element", "fire")])
    assert both == ids("ccs", "r:rare e:fire")
    assert ids("ccs", "e:water", [("element", "fire")]) == ids("ccs", "e:water e:fire")


def test_compiled_shapes() -> None:
    assert compiled("e:fire") == HasAny("elements", frozenset({"fire"}))
    assert compiled("e:thunder") == HasAny("elements", frozenset({"electricity"}))
    assert compiled("pow:4000") == Compare("power", "=", 4000)
    assert compiled("windy") == Contains("name", "windy")
    assert compiled("name=windy") == Equals("name", "windy")
    assert compiled("is:major") == HasFlag("major")
    assert compiled("s:S2") == HasAny("set", frozenset({"S2"}))
    assert compiled("-e:fire") == Negated(HasAny("elements", frozenset({"fire"})))
    assert isinstance(compiled("a b"), AllOf)
    assert isinstance(compiled("a or b"), AnyOf)
    assert isinstance(compiled("o:/x/"), Regex)
    assert compiled("") == AllOf(())


def test_compiled_queries_are_reusable_predicates() -> None:
    predicate = build_predicate(catalogue("ccs"), "e:fire", [("rarity", "rare")])
    found = {card.id for card in catalogue("ccs") if matches(card, predicate)}
    assert found == ids("ccs", "e:fire r:rare")


# --- Compile errors, located ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "game", "column", "message"),
    [
        ("e:fire foo:bar", "ccs", 8, "unknown key 'foo'"),
        ("elemnt:fire", "ccs", 1, "did you mean 'element'"),
        ("e:fier", "ccs", 3, "unknown element 'fier' for ccs; did you mean 'fire'"),
        ("r:rare e:plasma", "ccs", 10, "unknown element 'plasma'"),
        ("e:neutral", "ccs", 3, "unknown element 'neutral'"),
        ("t:capture c:nobody", "ccs", 13, "unknown character 'nobody'"),
        ("s:S9", "ccs", 3, "unknown set 'S9'"),
        ('s:"Series 3"', "ccs", 3, "did you mean 'Series 2', 'Series 1'"),
        ("power>=lots", "ccs", 8, "power needs a whole number, got 'lots'"),
        ("pow:4.5", "ccs", 5, "whole number"),
        ("pow>/4/", "ccs", 5, "whole number"),
        ("e>fire", "ccs", 2, "element cannot be compared with '>'"),
        ("name<=a", "ccs", 5, "cannot be compared"),
        ("is:elite", "ccs", 4, "unknown property is:elite"),
        ("is:majr", "ccs", 4, "did you mean 'is:major'"),
        ("is>major", "ccs", 3, "takes ':'"),
        ("major:true", "ccs", 1, "write is:major"),
        ("cost>=5", "ccs", 1, "unknown key 'cost' for ccs"),
        ("power>=4000", "berserk", 1, "unknown key 'power' for berserk"),
        ("c:sakura", "berserk", 1, "unknown key 'c'"),
        ("is:major", "berserk", 4, "unknown property"),
        ("elite:yes", "berserk", 1, "write is:elite"),
        ("e:/fire/", "ccs", 3, "not a regular expression"),
        ("o:/(draw/", "ccs", 4, "bad regular expression: missing ), unterminated subpattern"),
        ("name:/ab[/", "ccs", 9, "bad regular expression"),
        ("/a**/", "ccs", 4, "bad regular expression: multiple repeat"),
    ],
)
def test_compile_errors_are_located(query: str, game: str, column: int, message: str) -> None:
    err = query_error(query, game)
    assert message in err.message
    assert err.column == column
    assert str(err).startswith(f"query:{column}: QUERY_SYNTAX: ")


def test_unknown_values_list_the_known_ones() -> None:
    assert "known: wind, fire, wood" in query_error("e:zzzzzz").message
    assert "sets: PG (Power of the Guardians)" in query_error("s:zzzz").message
    assert "keys: name, n, id, e" in query_error("zzz:1").message
    assert "neutral" in query_error("e:zzzzzz", "berserk").message


def test_option_errors_name_the_option() -> None:
    with pytest.raises(UsageError) as info:
        search(catalogue("ccs"), "", [("element", "fier")])
    assert not isinstance(info.value, QuerySyntaxError)
    assert str(info.value) == "--element: unknown element 'fier' for ccs; did you mean 'fire'?"
    with pytest.raises(UsageError, match="--power: power needs a whole number"):
        search(catalogue("ccs"), "", [("power", ">=lots")])
    with pytest.raises(UsageError, match="--power does not apply to berserk cards"):
        search(catalogue("berserk"), "", [("power", "4000")])
    with pytest.raises(UsageError, match="--character does not apply to berserk"):
        search(catalogue("berserk"), "", [("character", "sakura")])
    with pytest.raises(UsageError, match="--set: unknown set 'Series 9'"):
        search(catalogue("ccs"), "", [("set", "Series 9")])


def test_options_node_shape() -> None:
    table = field_table("ccs")
    node = options_node(table, [("element", "fire"), ("element", "water"), ("power", ">=3000")])
    assert isinstance(node, And)
    assert len(node.parts) == 2
    assert options_node(table, []) == And(())


# --- Order and limit ----------------------------------------------------------------------


def test_natural_key() -> None:
    ordered = sorted(["C10", "CS1", "C2", "R1", "C1", "S10", "S9"], key=natural_key)
    assert ordered == ["C1", "C2", "C10", "CS1", "R1", "S9", "S10"]
    assert natural_key("VS-002") < natural_key("VS-010")


def test_default_order_is_set_order_then_natural_ids() -> None:
    ccs = catalogue("ccs")
    assert list(set_ranks(ccs)) == ["SD", "S1", "S2", "PG"]
    order = [card.id for card in default_order(ccs)]
    assert order[:4] == ["C1", "C2", "C3", "C4"]
    sets = [ccs.cards[i].set for i in order]
    assert sets == sorted(sets, key=["SD", "S1", "S2", "PG"].index)
    starter = [i for i in order if ccs.cards[i].set == "SD"]
    assert starter == sorted(starter, key=natural_key)
    assert [c.id for c in search(ccs, "id:C2 or id:C10 or id:C1").cards] == ["C1", "C2", "C10"]


def test_sort_keys() -> None:
    ccs = catalogue("ccs")
    cards = search(ccs, "t:capture", sort="power,name").cards
    keys = [(c.power or 0, c.name.casefold()) for c in cards]
    assert keys == sorted(keys)
    descending = search(ccs, "t:capture", sort="-power").cards
    powers = [c.power or 0 for c in descending]
    assert powers == sorted(powers, reverse=True)
    # Ties keep the default order.
    fives = [c.id for c in descending if c.power == 5000]
    assert fives == [c.id for c in search(ccs, "pow=5000").cards]


def test_cards_without_the_sort_value_come_last() -> None:
    for spec in ("power", "-power"):
        cards = search(catalogue("ccs"), "", sort=spec).cards
        powers = [c.power for c in cards]
        first_none = powers.index(None)
        assert all(p is None for p in powers[first_none:])
        assert first_none == 122


def test_sort_by_vocabulary_order_and_set() -> None:
    cards = search(catalogue("ccs"), "", sort="rarity").cards
    rarities = [c.rarity for c in cards]
    assert rarities == sorted(rarities, key=["common", "uncommon", "rare"].index)
    by_set = search(catalogue("ccs"), "", sort="-set").cards
    assert by_set[0].set == "PG" and by_set[-1].set == "SD"
    by_cost = search(catalogue("berserk"), "", sort="-cost,name").cards
    costs = [c.number("cost") or 0 for c in by_cost]
    assert costs == sorted(costs, reverse=True)


def test_sort_errors() -> None:
    with pytest.raises(UsageError, match="unknown sort key 'powr' for ccs; did you mean 'power'"):
        parse_sort("powr", field_table("ccs"))
    with pytest.raises(UsageError, match="unknown sort key 'cost' for ccs"):
        search(catalogue("ccs"), "", sort="cost")
    assert [k.field.name for k in parse_sort(" pow , -n ,", field_table("ccs"))] == [
        "power",
        "name",
    ]


def test_limit() -> None:
    result = search(catalogue("ccs"), "t:capture", limit=5)
    assert len(result.cards) == 5
    assert result.matched == 122
    assert result.total == 254


# --- One card -------------------------------------------------------------------------------


def test_find_card_by_id_and_name() -> None:
    ccs = catalogue("ccs")
    assert find_card(ccs, "C10").id == "C10"
    assert find_card(ccs, "c10").id == "C10"
    assert find_card(ccs, "The Windy").id == "CS1"
    assert find_card(ccs, "the  windy").id == "CS1"
    assert find_card(ccs, "windy").id == "CS1"
    assert find_card(catalogue("berserk"), "Вейде").id == "NT-097"


def test_find_card_ambiguous_name_lists_ids() -> None:
    with pytest.raises(CardLookupError) as info:
        find_card(catalogue("ccs"), "Sakura")
    expected = {c.id for c in default_order(catalogue("ccs")) if c.name == "Sakura"}
    assert set(info.value.candidates) == expected and len(expected) == 25
    assert "'Sakura' fits 25 ccs cards: C1 Wind/Fire 2000 (Sakura, SD), C5 Wood 2000 " \
        "(Sakura, S1)" in str(info.value)
    # 6 Sakuras of power 5000: "Sakura 5000" would fit several again; C1 alone is of wind
    # and fire
    assert str(info.value).endswith(
        "write one of the ids (C1, C5, C54, …) or add what tells the card apart, "
        "as 'Sakura Wind Fire' for C1")
    assert info.value.exit_code == 2


def test_an_ambiguity_suggests_a_name_and_power_only_when_it_names_one_card() -> None:
    from deckcheck.catalog.model import Card
    from deckcheck.formats.reader import Lookup, ambiguity_message

    def capture(card_id: str, power: int) -> Card:
        return Card("ccs", card_id, "Kero", "capture", "common", "S1", ("fire",),
                    {"power": power})

    cards = (capture("C1", 2000), capture("C2", 2000), capture("C3", 5000))
    message = ambiguity_message(Lookup("Kero", None, cards))
    assert message.endswith(
        "write one of the ids (C1, C2, C3) or add what tells the card apart, as 'Kero 5000' "
        "for C3")
    assert "C1 Fire 2000 (Kero, S1)" in message
    assert ambiguity_message(Lookup("Kero", None, cards[:2])).endswith(
        "write one of the ids (C1, C2)")


def test_find_card_unknown_suggests() -> None:
    with pytest.raises(CardLookupError) as info:
        find_card(catalogue("ccs"), "C999")
    assert "C99" in info.value.candidates
    with pytest.raises(CardLookupError, match=r"did you mean .*CS1 \(The Windy\)"):
        find_card(catalogue("ccs"), "The Windyy")


# --- Records --------------------------------------------------------------------------------


def test_records_share_keys() -> None:
    ccs = catalogue("ccs")
    records = card_records(ccs, list(ccs))
    keys = record_keys(ccs)
    assert keys[:6] == ("id", "name", "set", "type", "rarity", "elements")
    assert {"power", "major", "characters", "text"} <= set(keys)
    assert all(tuple(r) == keys for r in records)
    by_id = {r["id"]: r for r in records}
    assert by_id["C6"]["power"] == 5000 and by_id["C6"]["major"] is None
    assert by_id["CS1"]["major"] is True and by_id["CS1"]["power"] is None
    assert by_id["S1"]["elements"] == [] and by_id["S1"]["characters"] == []


def test_berserk_records_carry_every_field() -> None:
    berserk = catalogue("berserk")
    record = card_record(berserk.cards["VS-001"], record_keys(berserk))
    assert record["strike"] == {"weak": 1, "medium": 2, "strong": 3}
    assert record["cost"] == 3 and record["elite"] is False
    for card in yaml_cards("berserk"):
        assert set(card) - {"_set"} <= set(record_keys(berserk))


def test_flat_values() -> None:
    assert flat(None) == ""
    assert flat(True) == "true"
    assert flat(["a", "b"]) == "a/b"
    assert flat({"weak": 1, "medium": 2, "strong": 3}) == "1/2/3"
    assert flat(4000) == "4000"


def test_describe_names_everything() -> None:
    ccs = catalogue("ccs")
    lines = dict(describe(ccs.cards["R16"], ccs))
    assert lines["Set"] == "Power of the Guardians (PG, 2001)"
    assert lines["Characters"] == "Yue (counts as Julian; also Юэ)"
    assert lines["Type"] == "Reinforcement"
    assert "Counts as Julian" in lines["Text"]
    berserk = catalogue("berserk")
    neutral = next(c for c in berserk if not c.elements)
    assert dict(describe(neutral, berserk))["Elements"] == "Нейтралы"


# --- Properties -----------------------------------------------------------------------------


@settings(max_examples=300, deadline=None, database=None)
@given(st.text(max_size=50))
def test_arbitrary_queries_compile_or_fail_located(query: str) -> None:
    for game in ("ccs", "berserk"):
        try:
            search(catalogue(game), query)
        except QuerySyntaxError as err:
            assert 1 <= err.column <= len(query) + 1


@settings(max_examples=300, deadline=None, database=None)
@given(st.lists(st.sampled_from(["e:", "pow>", "o:/", "(", ")", "-", " or ", "is:", "x", "\\"])))
def test_query_fragments_compile_or_fail_located(parts: list[str]) -> None:
    query = "".join(parts)
    try:
        search(catalogue("ccs"), query)
    except QuerySyntaxError as err:
        assert 1 <= err.column <= len(query) + 1


CCS_ATOMS = [
    "e:fire", "e:wind", "e:thunder", "r:rare", "r:U", "t:capture", "t:spirit", "s:S2",
    "pow>=4000", "pow<3000", "power!=5000", "is:major", "c:sakura", "c:Сяоран", "ct:skilled",
    "kero", '"the w"', "o:draw", "o:/card[s]?/", "id:C1", "name=Sakura",
]  # fmt: skip
BERSERK_ATOMS = [
    "e:лесные", "e:neutral", "cost>=5", "cost<3", "is:elite", "is:unique", "sub:flying",
    "move>=2", "lives>10", "s:VS", "r:ultra_rare", "t:artifact",
]  # fmt: skip


def queries(atoms: list[str]) -> st.SearchStrategy[str]:
    return st.recursive(
        st.sampled_from(atoms),
        lambda inner: st.one_of(
            inner.map(lambda q: f"-({q})"),
            st.tuples(inner, inner).map(lambda p: f"({p[0]}) or ({p[1]})"),
            st.tuples(inner, inner).map(lambda p: f"({p[0]}) ({p[1]})"),
        ),
        max_leaves=6,
    )


@pytest.mark.parametrize(("game", "atoms"), [("ccs", CCS_ATOMS), ("berserk", BERSERK_ATOMS)])
def test_set_algebra(game: str, atoms: list[str]) -> None:
    everything = ids(game)

    @settings(max_examples=150, deadline=None, database=None)
    @given(queries(atoms), queries(atoms))
    def check(x: str, y: str) -> None:
        in_x, in_y = ids(game, x), ids(game, y)
        assert ids(game, f"-({x})") == everything - in_x
        assert ids(game, f"({x}) or ({y})") == in_x | in_y
        assert ids(game, f"({x}) ({y})") == in_x & in_y
        assert ids(game, f"({x}) and ({y})") == in_x & in_y

    check()


def test_every_field_kind_is_searchable() -> None:
    for game in ("ccs", "berserk"):
        kinds = {f.kind for f in field_table(game)}
        assert kinds == set(Kind)


# --- Loading from the cache (the fast path of load_catalogue) -------------------------------


@pytest.mark.parametrize("game", ["ccs", "berserk"])
def test_cached_catalogue_equals_checked_one(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = DocumentCache(tmp_path)
    uncached = catalogue(game)
    first = load_catalogue(game, cache=cache)  # checks every file and fills the cache
    monkeypatch.setattr("deckcheck.loading.schema.validate", _no_full_check)
    second = load_catalogue(game, cache=cache)  # read back without a schema check
    assert second.cards == first.cards == uncached.cards
    assert second.sets == first.sets
    assert list(second.cards) == list(first.cards)
    assert (
        second.cards[next(iter(second.cards))].location
        == first.cards[next(iter(first.cards))].location
    )


def _no_full_check(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("a fully cached catalogue should not be checked again")


def test_cached_catalogue_still_cross_checks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "ccs"
    shutil.copytree(CARDSETS / "ccs", folder)
    extra = (folder / "sets" / "starter_deck.yaml").read_text(encoding="utf-8")
    extra = extra.replace("code: SD", "code: XX", 1)
    (folder / "sets" / "zz_copy.yaml").write_text(extra, encoding="utf-8")
    cache = DocumentCache(tmp_path / "cache")
    errors = []
    for _ in range(2):  # a cold cache, then a warm one
        with pytest.raises(LoadError) as info:
            load_catalogue("ccs", folder, cache=cache)
        errors.append([d.render() for d in info.value.diagnostics])
        monkeypatch.setattr("deckcheck.loading.schema.validate", _no_full_check)
    assert errors[0] == errors[1]
    assert len(errors[0]) == 41
    assert all("CATALOG_DUPLICATE_ID" in e for e in errors[0])
