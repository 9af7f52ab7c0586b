"""What the card abilities change in Berserk, and what they cost in speed.

Run: ``.venv/bin/python bench/bench_berserk_abilities.py [--games N] [--speed-games M]``.

1. Greedy mirrors (both seats greedy, decks alternate seats) for two matchups, with the
   cards' printed stats only (``CardTable(..., printed_stats_only=True)``: no keyword and
   no encoded ability) and with every ability the engine plays (keywords of
   ``abilities.yaml`` and the encoded abilities of ``card-abilities/*.yaml``): deck A's win
   rate with its Wilson 95% interval.
2. Speed with abilities on, and with printed stats only (the engine without the work the
   abilities add): random agents in the batch runner's game loop, one core, decisions
   per second measured in CPU time (``time.process_time``, best of 3), so other
   processes sharing the machine do not count.

The first line says which engines ran: compiled (a wheel's mypyc build: run the script
with that installation's interpreter, from outside the source tree) or pure Python (an
editable install). Issue "Berserk cards as printed" asks for 80,000 decisions per second
with abilities on.

The matchups: the engine's sample decks «Орда степей» (HORDE) against «Топи и тьма»
(SWAMP), and a VS forests deck rich in keywords (every VS forests creature from VS-069 to
VS-101 with a keyword, three copies each) against SWAMP.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import replace
from typing import Any, cast

from deckcheck.batch.runner import derive_seed, seating
from deckcheck.batch.summary import Rate
from deckcheck.catalog.load import load_catalogue
from deckcheck.engine.agents import make_agent
from deckcheck.engine.api import Game, Observation
from deckcheck.engine.compiled import engine_build
from deckcheck.games.berserk.engine import load_rules, new_game
from deckcheck.games.berserk.engine.cards import CardTable, build_table, card_table
from deckcheck.games.berserk.engine.game import GAME, HORDE, SWAMP


def forests_deck() -> dict[str, int]:
    """Every VS forests creature from VS-069 to VS-101 with a keyword, three copies."""
    deck = {}
    for card in load_catalogue("berserk"):
        number = int(card.id.split("-")[1])
        if card.id.startswith("VS-") and 69 <= number <= 101 and card.type == "creature" \
                and "forests" in card.elements and card.names("abilities"):
            deck[card.id] = 3
    return deck


def mirror(decks: tuple[dict[str, int], dict[str, int]], table: CardTable, games: int,
           seed: int) -> dict[str, Any]:
    """``games`` greedy mirror games; deck A's wins with the Wilson interval."""
    rules = load_rules()
    wins = draws = 0
    for index in range(games):
        game_seed = derive_seed(seed, index)
        seats = seating(index)
        state = new_game(decks[seats[0]], decks[seats[1]], game_seed, rules, cards=table)
        agents = [make_agent("greedy", cast(Game, GAME), derive_seed(game_seed, s)) for s in (0, 1)]
        views = (Observation(state, 0), Observation(state, 1))  # what each seat sees
        while not state.is_terminal():
            player = state.current_player()
            state.apply(agents[player].act(views[player]))
        outcome = state.outcome()
        assert outcome is not None
        if outcome.winner is None:
            draws += 1
        elif seats[outcome.winner] == 0:
            wins += 1
    rate = Rate(wins, games)
    low, high = rate.interval
    return {"games": games, "wins_a": wins, "draws": draws, "rate": round(rate.rate, 4),
            "ci95": [round(low, 4), round(high, 4)]}


def speed(games: int, seed: int = 0, table: CardTable | None = None) -> dict[str, Any]:
    """Random agents, the sample decks, every ability on (or the cards of ``table``); CPU
    time on one core."""
    rules = replace(load_rules(), recruitment="agents")
    decks = GAME.sample_decks()

    def play(count: int) -> tuple[int, int]:
        decisions = turns = 0
        for index in range(count):
            game_seed = derive_seed(seed, index)
            seats = seating(index)
            state = new_game(decks[seats[0]], decks[seats[1]], game_seed, rules, cards=table)
            agents = [make_agent("random", cast(Game, GAME), derive_seed(game_seed, s))
                      for s in (0, 1)]
            state.play_out((agents[0].act, agents[1].act))  # the batch runner's game loop
            decisions += state.decisions
            turns += state.turn
        return decisions, turns

    play(20)  # warm up
    seconds = float("inf")
    for _ in range(3):  # best of 3, as bench_engine and bench_berserk
        start = time.process_time()
        decisions, turns = play(games)
        seconds = min(seconds, time.process_time() - start)
    return {"games": games, "decisions_per_game": round(decisions / games, 1),
            "turns_per_game": round(turns / games, 1),
            "decisions_per_cpu_second": round(decisions / seconds)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="greedy mirror games per row")
    parser.add_argument("--speed-games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    printed = build_table(load_catalogue("berserk"), printed_stats_only=True)
    played = card_table()
    matchups = {"HORDE vs SWAMP": (HORDE, SWAMP),
                "VS forests vs SWAMP": (forests_deck(), SWAMP)}
    rows: list[dict[str, Any]] = []
    for name, decks in matchups.items():
        rows.append({"matchup": name,
                     "printed_stats_only": mirror(decks, printed, args.games, args.seed),
                     "abilities_on": mirror(decks, played, args.games, args.seed)})
    fast = speed(args.speed_games)
    # The engine's own speed, without the work the cards' abilities add: what the engine
    # ran before any ability was played is comparable with this row, not with the first.
    core = speed(args.speed_games, table=printed)
    if args.json:
        print(json.dumps({"engines": engine_build(), "mirrors": rows, "speed": fast,
                          "speed_printed_stats_only": core}, indent=2))
        return
    print(f"engines: {engine_build()}")
    for row in rows:
        words = []
        for key in ("printed_stats_only", "abilities_on"):
            r = row[key]
            low, high = r["ci95"]
            words.append(f"{key.replace('_', ' ')} {r['rate']:.1%} ({low:.1%}–{high:.1%})")
        print(f"{row['matchup']} ({args.games} greedy mirror games each): " + "; ".join(words))
    for name, row in (("abilities on", fast), ("printed stats only", core)):
        print(f"{name}, random agents: {row['decisions_per_cpu_second']:,} decisions per "
              f"CPU second ({row['games']} games, {row['decisions_per_game']} decisions and "
              f"{row['turns_per_game']} turns per game)")


if __name__ == "__main__":
    main()
