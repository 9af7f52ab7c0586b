"""Positions and actions for the Berserk rule tests: cards by id, actions by name."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.model import Card
from deckcheck.games.berserk.engine import actions as A
from deckcheck.games.berserk.engine.abilities import abilities_from_data, load_card_abilities
from deckcheck.games.berserk.engine.cards import CardTable, load_vocabulary, synthetic_card
from deckcheck.games.berserk.engine.position import Put, arrange
from deckcheck.games.berserk.engine.state import State

__all__ = ["A", "Put", "arrange", "card", "do", "legal", "options", "synthetic", "table",
           "texts"]


def synthetic(card_id: str, **fields: Any) -> Card:
    return synthetic_card(card_id, **fields)


#: Synthetic cards for ability tests (a plain 6-lives, movement 1, 1-2-3 creature each).
SYNTHETIC = (
    synthetic("X-001", name="Латник", abilities=["armour-2"]),
    synthetic("X-002", name="Тролль-регенерат", abilities=["regeneration-2"], lives=10),
    synthetic("X-003", name="Лучник", abilities=["shot-2"]),
    synthetic("X-004", name="Всадник", abilities=["dash"], movement=2),
    synthetic("X-005", name="Крылатый", abilities=["flying"]),
    synthetic("X-006", name="Ассасин", abilities=["direct_strike"]),
    synthetic("X-007", name="Ветеран", abilities=["attack_experience-1"]),
    synthetic("X-008", name="Щитоносец", abilities=["defence_experience-2"]),
    synthetic("X-009", name="Страж", abilities=["unlimited_defender", "steadfast_defender"]),
    synthetic("X-010", name="Отравитель", abilities=["poison-1", "armour-1"]),
    synthetic("X-011", name="Загадка", abilities=["foo", "armour-x", "dash-2"]),
    synthetic("X-012", name="Хрупкий", lives=1, strike={"weak": 1, "medium": 1, "strong": 1}),
    synthetic("X-013", name="Стойкий", abilities=["steadfast_defender"]),
    synthetic("X-014", name="Двуликий", elements=["steppes", "forests"]),
    # The keywords of the card facts' glossary (test_keywords.py).
    synthetic("X-020", name="Маг", abilities=["discharge-2"]),
    synthetic("X-021", name="Метатель", abilities=["throw-2"]),
    synthetic("X-022", name="Чародей", abilities=["magic_strike-2"]),
    synthetic("X-023", name="Копейщик", abilities=["strike_through_row-2"]),
    synthetic("X-024", name="Добивающий", abilities=["finishing-3"]),
    synthetic("X-025", name="Щит от стрел", abilities=["shot_protection", "throw_protection"]),
    synthetic("X-026", name="Антимаг", abilities=["magic_protection", "armour-2"]),
    synthetic("X-027", name="Громоотвод", abilities=["discharge_protection"]),
    synthetic("X-028", name="Земляной", abilities=["flyer_protection"]),
    synthetic("X-029", name="Безответный", abilities=["unanswerable_strike"]),
    synthetic("X-030", name="Вампир", abilities=["vampirism-8"],
              strike={"weak": 2, "medium": 2, "strong": 2}),
    synthetic("X-031", name="Падальщик", abilities=["scavenging"],
              strike={"weak": 3, "medium": 3, "strong": 3}),
    synthetic("X-032", name="Прыгун", abilities=["jump-2"], movement=1),
    synthetic("X-033", name="Телепорт", abilities=["teleport"], movement=1),
    synthetic("X-034", name="Ордынец", abilities=["horde"]),
    synthetic("X-035", name="Крылатый маг", subtype="flying", movement=None,
              abilities=["discharge-1"]),
)


@cache
def table() -> CardTable:
    """The bundled cards plus :data:`SYNTHETIC`."""
    return CardTable([*load_catalogue("berserk"), *SYNTHETIC], load_vocabulary())


def table_with(cards: Iterable[Card], abilities: Mapping[str, Any] | None = None, *,
               bundled_abilities: bool = True) -> CardTable:
    """The bundled cards plus ``cards`` (synthetic ones), playing the bundled encoded
    abilities (unless not ``bundled_abilities``) and ``abilities`` (card-abilities data,
    by card id) — the card table of a test file's own cards."""
    found = {c.id: c for c in load_catalogue("berserk")}
    found.update((c.id, c) for c in cards)
    encoded = dict(load_card_abilities()) if bundled_abilities else {}
    if abilities:
        encoded.update(abilities_from_data({"game": "berserk", "cards": dict(abilities)}))
    return CardTable(found.values(), load_vocabulary(), card_abilities=encoded)


def use(state: State, c: int, target: int, index: int = 0) -> None:
    """``c`` uses its ability ``index`` on ``target`` (a legal action, checked)."""
    do(state, A.ABILITY, c, target | index << 8)


def card(state: State, card_id: str, seat: int, nth: int = 0) -> int:
    """The ``nth`` physical card ``card_id`` of ``seat``."""
    found = [c for c, k in enumerate(state.kinds)
             if state.cards.ids[k] == card_id and state.owners[c] == seat]
    return found[nth]


def legal(state: State, op: int, c: int = 0, target: int = 0) -> bool:
    return A.encode(op, c, target) in state.legal_actions()


def do(state: State, op: int, c: int = 0, target: int = 0) -> None:
    action = A.encode(op, c, target)
    assert action in state.legal_actions(), (state.describe(action), options(state))
    state.apply(action)
    state.check_invariants()


def options(state: State) -> list[str]:
    return [state.describe(a) for a in state.legal_actions()]


def cells_offered(state: State) -> list[str]:
    """The cells offered for the card waiting to come into play (a summon, a revival, an
    incarnation: its player's pick), in the listing's order."""
    return [o.rsplit(" ", 1)[1] for o in options(state) if " comes into play on " in o]


def come_to(state: State, cell: str) -> None:
    """Pick ``cell`` for the card waiting to come into play."""
    found = [a for a in state.legal_actions()
             if state.describe(a).endswith(f" comes into play on {cell}")]
    assert found, (cell, options(state))
    state.apply(found[0])
    state.check_invariants()


def texts(state: State) -> list[str]:
    return [event.text for event in state.log or []]


def position(*puts: Put, **kwargs: Any) -> State:
    """:func:`arrange` with the synthetic cards available."""
    return arrange(puts, table=table(), **kwargs)
