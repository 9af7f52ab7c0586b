"""Every card the catalogue marks implemented has a scenario test named by its card id.

A test function anywhere under ``tests/games/berserk`` whose name holds the id as
``vs_004`` or ``nt_123`` (the set's letters in lower case, an underscore, three digits)
counts as the card's scenario test. The cards that have none yet are listed in
``card_scenario_gaps.yaml`` beside this module; the list may only shrink: a card missing
a test and not listed fails, and so does a listed card that has gained a test (take it
off the list).
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import yaml

from deckcheck.catalog.load import load_catalogue

HERE = Path(__file__).parent
GAPS = HERE / "card_scenario_gaps.yaml"

#: A card id inside a test function's name: ``test_vs_017_...``, ``..._nt_123``, or in
#: the older form without the inner underscore (``test_vs045_...``).
ID_IN_NAME = re.compile(r"(?:^|_)(vs|nt)_?(\d{3})(?=_|$)")


def ids_in_name(name: str) -> set[str]:
    """The card ids a test function's name holds (``VS-017``)."""
    return {f"{letters.upper()}-{digits}" for letters, digits in ID_IN_NAME.findall(name)}


def names_of_tests(root: Path) -> set[str]:
    """The names of the test functions (and test methods) of the modules under ``root``."""
    names: set[str] = set()
    for module in sorted(root.rglob("test_*.py")):
        tree = ast.parse(module.read_text(encoding="utf-8"), filename=str(module))
        names.update(node.name for node in ast.walk(tree)
                     if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                     and node.name.startswith("test"))
    return names


@cache
def implemented_cards() -> frozenset[str]:
    """The card ids the catalogue marks implemented (no ``implemented: false``)."""
    return frozenset(c.id for c in load_catalogue("berserk")
                     if c.fields.get("implemented") is not False)


def covered_cards() -> set[str]:
    found: set[str] = set()
    for name in names_of_tests(HERE):
        found |= ids_in_name(name)
    return found


def known_gaps() -> list[str]:
    data = yaml.safe_load(GAPS.read_text(encoding="utf-8"))
    assert isinstance(data, dict) and isinstance(data.get("gaps"), list), \
        f"{GAPS.name}: a mapping with a list 'gaps'"
    return [str(card_id) for card_id in data["gaps"]]


def test_an_id_in_a_name_is_found_only_as_a_whole_word_of_the_name() -> None:
    assert ids_in_name("test_vs_017_a_miss_does_nothing") == {"VS-017"}
    assert ids_in_name("test_nt_123_and_vs_004") == {"NT-123", "VS-004"}
    assert ids_in_name("test_vs017_old_style") == {"VS-017"}
    assert ids_in_name("test_vs_0170_too_long") == set()
    assert ids_in_name("test_avs_017_inside_a_word") == set()


def test_the_gap_list_is_sorted_unique_and_names_implemented_cards() -> None:
    gaps = known_gaps()
    assert gaps == sorted(set(gaps)), "keep the gap list sorted, each card once"
    unknown = sorted(set(gaps) - implemented_cards())
    assert not unknown, f"{GAPS.name} lists cards not marked implemented: {unknown}"


def test_every_implemented_card_has_a_scenario_test_named_by_its_id() -> None:
    missing = sorted(implemented_cards() - covered_cards() - set(known_gaps()))
    assert not missing, (
        f"implemented cards with no test named by their id (test_vs_004_...): {missing}")


def test_a_listed_gap_that_has_gained_a_test_leaves_the_list() -> None:
    closed = sorted(set(known_gaps()) & covered_cards())
    assert not closed, f"these cards have scenario tests now; take them off {GAPS.name}: {closed}"
