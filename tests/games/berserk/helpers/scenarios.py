"""Positions and moves of the card scenario tests: spare cards, acting by an action's
words, strikes with queued dice."""

from __future__ import annotations

from collections import Counter
from typing import Any

from deckcheck.games.berserk.engine import Rules, new_game
from deckcheck.games.berserk.engine.state import MAIN, PLACE, RECRUIT, State
from tests.games.berserk.helpers import Put, arrange, card, options, table

#: Spare cards far from the action, so no side is empty and a move can refresh the
#: legal actions after a test sets counters.
SPARE_0 = Put("VS-011", 0, "a1")


SPARE_1 = Put("VS-011", 1, "e6")


def position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table(), **kwargs)


def act(s: State, text: str) -> None:
    """Take the legal action the game describes as ``text``."""
    found = [a for a in s.legal_actions() if s.describe(a) == text]
    assert found, (text, options(s))
    s.apply(found[0])
    s.check_invariants()


def offered(s: State, text: str) -> bool:
    return text in options(s)


def strike(s: State, attacker: int, target: int, *dice: int) -> None:
    """``attacker`` makes a simple strike at ``target`` with these dice; no defender
    steps in, no one answers; back to the main phase."""
    s.queue_dice(*dice)
    act(s, f"{s.at(attacker)} strikes {s.at(target)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])


def give_counters(s: State, c: int, n: int) -> None:
    """``c`` has ``n`` counters; the seat-0 spare steps aside so the legal actions are
    listed again with them."""
    s.set_counters(c, n)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")


def battle_from_the_deal(squads: tuple[dict[str, str], dict[str, str]], first: int,
                         rules: Rules | None = None) -> State:
    """A game from its first decision: each seat recruits its whole deal and places each card
    where ``squads`` says; the battle starts (its start-of-battle abilities wait for choices).
    The seed is the first one that makes ``first`` the first player (under ``rules``: the
    bundled ones by default)."""
    for seed in range(50):
        s = new_game(Counter(squads[0].values()), Counter(squads[1].values()), seed=seed,
                     rules=rules, log=True, cards=table())
        if s.first != first:
            continue
        while s.phase == RECRUIT:
            act(s, next((o for o in options(s) if o.startswith("recruit ")
                         and not o.startswith("recruit the best")), "finish recruiting"))
        while s.phase == PLACE:
            seat = s.to_move
            placed = {at: name for at, name in squads[seat].items()
                      if any(o.endswith(f"on {at}") for o in options(s))}
            at, card_id = next(iter(placed.items()))
            act(s, next(o for o in options(s) if f"({card_id}) on {at}" in o))
            squads[seat].pop(at)
        return s
    raise AssertionError(f"no seed makes seat {first} the first player")
