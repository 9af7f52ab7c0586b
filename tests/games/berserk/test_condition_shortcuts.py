"""Condition.holds answers early for a condition that asks nothing, only the strike, or
only the common tests (what the card is, where, its lives, its side's cards): the early
answer must be the one the whole chain of tests gives, for every condition the cards
encode, on positions of real games.
"""

from __future__ import annotations

import ast
import dataclasses
import random
from collections import Counter
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

import deckcheck.games.berserk.engine.abilities.language as language
from deckcheck.games.berserk.engine import new_game
from deckcheck.games.berserk.engine.abilities.language import Condition
from deckcheck.games.berserk.engine.cards import card_table
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers.playing import CATALOGUE

IDS = sorted(c.id for c in CATALOGUE)


def _conditions(value: Any, found: dict[int, Condition]) -> None:
    """Every Condition in ``value`` (an ability and what it holds), nested ones too."""
    if isinstance(value, Condition):
        if id(value) in found:
            return
        found[id(value)] = value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            _conditions(getattr(value, field.name), found)
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            _conditions(item, found)
    elif isinstance(value, Mapping):
        for item in value.values():
            _conditions(item, found)


def _positions(games: int) -> Iterator[State]:
    """Positions of random games with random decks of the whole catalogue."""
    for seed in range(games):
        rng = random.Random(seed)
        first, second = ({card_id: rng.randint(1, 3) for card_id in rng.sample(IDS, 14)}
                         for _ in range(2))
        state = new_game(first, second, seed=seed)
        while not state.is_terminal():
            if len(state.history) % 5 == 0:
                yield state
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])


def _answers(conditions: list[Condition], state: State, *, whole: bool) -> list[bool]:
    """Every condition's answer for every card in play; with ``whole``, every condition
    asking everything (no early answer)."""
    saved = [condition.asks for condition in conditions]
    try:
        for condition in conditions:
            object.__setattr__(condition, "asks",
                               language._ASKS_EVERYTHING if whole else -1)
        return [condition.holds(state, card)
                for card in state.on_field() for condition in conditions]
    finally:
        for condition, asks in zip(conditions, saved, strict=True):
            object.__setattr__(condition, "asks", asks)


@pytest.fixture(scope="module")
def conditions() -> list[Condition]:
    found: dict[int, Condition] = {}
    for abilities in card_table().abilities:
        _conditions(abilities, found)
    return list(found.values())


def test_the_cards_conditions_take_every_shortcut(conditions: list[Condition]) -> None:
    kinds = Counter(language._asks(c) for c in conditions)
    assert kinds[language._ASKS_CARD] > 100 and kinds[language._ASKS_EVERYTHING] > 50
    assert kinds[language._ASKS_STRIKE] and kinds[language._ASKS_NOTHING]


def test_an_early_answer_is_the_whole_chain_s(conditions: list[Condition]) -> None:
    asked = Counter[bool]()
    for state in _positions(6):
        early = _answers(conditions, state, whole=False)
        assert early == _answers(conditions, state, whole=True)
        asked.update(early)
    assert asked[True] > 1000 and asked[False] > 1000  # both answers were put to the test


def _self_fields(nodes: list[ast.stmt]) -> set[str]:
    return {n.attr for stmt in nodes for n in ast.walk(stmt)
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
            and n.value.id == "self"}


def test_the_tests_before_the_early_answer_are_the_common_fields() -> None:
    # The fields holds tests before it answers for a condition of _ASKS_CARD are the
    # fields of _CARD_FIELDS, and none of them is tested after: a field moved across
    # the line without its name would be skipped for the conditions asking it.
    source = Path(str(language.__file__)).parent / "language.py"  # (beside a compiled one)
    tree = ast.parse(source.read_text(encoding="utf-8"))
    holds = next(node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
                 and node.name == "Condition").body
    method = next(n for n in holds if isinstance(n, ast.FunctionDef) and n.name == "holds")
    line = next(i for i, stmt in enumerate(method.body)
                if "_ASKS_CARD" in ast.unparse(stmt.test if isinstance(stmt, ast.If) else stmt))
    strike = next(i for i, stmt in enumerate(method.body)
                  if "_ASKS_STRIKE" in ast.unparse(stmt))
    before, after = method.body[strike + 1:line], method.body[line + 1:]
    assert _self_fields(before) == set(language._CARD_FIELDS)
    assert not _self_fields(after) & language._CARD_FIELDS


def test_each_group_of_tests_is_skipped_only_with_its_own_fields() -> None:
    # The groups partition the common fields, and the tests under `if not asks & _SKIP_X`
    # read exactly the fields of that group: a field tested in another group's block
    # would be skipped for a condition that sets it.
    groups = language._GROUPS
    assert set().union(*groups.values()) == set(language._CARD_FIELDS)
    assert sum(len(group) for group in groups.values()) == len(language._CARD_FIELDS)
    source = Path(str(language.__file__)).parent / "language.py"
    tree = ast.parse(source.read_text(encoding="utf-8"))
    holds = next(n for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
                 and node.name == "Condition" for n in node.body
                 if isinstance(n, ast.FunctionDef) and n.name == "holds")
    seen: dict[str, set[str]] = {}
    for stmt in holds.body:
        if isinstance(stmt, ast.If):
            test = ast.unparse(stmt.test)
            for name in ("_SKIP_MOVED", "_SKIP_KIND", "_SKIP_PLACE", "_SKIP_KEYWORDS",
                         "_SKIP_PRINTED", "_SKIP_SIDE"):
                if f"asks & {name}" in test:
                    seen[name] = _self_fields([stmt])
    assert {getattr(language, name): fields for name, fields in seen.items()} == groups


def test_a_condition_skips_the_groups_it_sets_nothing_of() -> None:
    only_wounds = Condition(wounded=True)
    assert language._skips(only_wounds) << 2 == sum(
        skip for skip in language._GROUPS if skip != language._SKIP_PLACE)
    assert language._skips(Condition(wounded=True, named=frozenset({"X"}))) << 2 == sum(
        skip for skip in language._GROUPS
        if skip not in (language._SKIP_PLACE, language._SKIP_PRINTED))
