"""Benchmark: the agent ladder — every pair of agents, on hold-out decks and the examples.

Run ``python bench/bench_agents.py [--game ccs|berserk] [--agents random,greedy,pimc,search]
[--decks holdout,examples] [--games N] [--jobs J] [--seed S]`` from the repository's top
level. Each pair of agents plays ``N`` mirror matches on each deck set: both seats hold
the same deck (the set's decks in turn), the first agent of the pair in seat 0 in even
games and seat 1 in odd ones. The table gives the first agent's score (a draw counts half)
with the Wilson 95% interval, and each agent's CPU time (``time.process_time``, so other
processes on the machine do not count) for its decisions with more than one legal action.

- ``holdout``: decks the agents were never tuned on — built by ``deck build`` (the
  builder's integer program) with seeds 9001.. and no element asked, so each seed gives
  another legal deck of the game's default format;
- ``examples``: the game's sample decks (what the search's settings were measured on).

Agents are named as everywhere (``random``, ``greedy``, ``pimc:N``, ``search:N``; ``N``
iterations or play-outs a decision, default 200). ``pimc`` is flat Monte Carlo over
determinisations: the baseline the search agent must beat at equal cost.

Targets (issue "Agents that cannot peek, a search that out-thinks a plain Monte-Carlo"):
the search agent beats ``pimc`` of equal budget with a lower bound above 50% and greedy
with a lower bound above 55% on hold-out decks, over at least 200 games, at most 50 ms a
decision compiled.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import sys
import time
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from typing import Any

from deckcheck.batch.runner import derive_seed
from deckcheck.batch.summary import Rate
from deckcheck.engine.agents import DEFAULT_BUDGET, make_agent
from deckcheck.engine.api import Observation, SearchSettings
from deckcheck.engine.compiled import engine_build
from deckcheck.games.engines import get_game

TARGET_LOW = {"pimc": 0.50, "greedy": 0.55}
TARGET_MS = 50.0
#: The seeds of the hold-out decks (none of them ever used to tune an agent).
HOLDOUT_SEEDS = (9001, 9002, 9003, 9004)


@cache
def deck_set(game_name: str, which: str) -> tuple[dict[str, int], ...]:
    """The decks of a set: ``examples`` (the game's samples) or ``holdout`` (built)."""
    game = get_game(game_name)
    if which == "examples":
        return tuple(game.sample_decks())
    if which != "holdout":
        raise ValueError(f"unknown deck set {which!r} (holdout, examples)")
    from deckcheck.builder.build import build_deck
    from deckcheck.catalog.load import load_catalogue
    from deckcheck.formats.load import load_formats

    catalogue = load_catalogue(game_name)
    formats = load_formats(game_name)
    fmt = formats[formats.default]
    return tuple(build_deck(catalogue, fmt, seed=s).counts() for s in HOLDOUT_SEEDS)


def settings_of(game_name: str, search: Mapping[str, Any]) -> SearchSettings:
    """The game's search settings with those of ``search`` (``SearchSettings`` fields,
    e.g. ``{"split": "opponent"}``) in place of its own."""
    game = get_game(game_name)
    return dataclasses.replace(game.search, **search) if search else game.search


def search_overrides(text: str) -> dict[str, Any]:
    """``--search``'s JSON object (empty for ""); ValueError for anything else."""
    if not text:
        return {}
    found = json.loads(text)
    if not isinstance(found, dict):
        raise ValueError("not a JSON object of search settings")
    return found


def play(
    game_name: str, pair: tuple[str, str], decks: str, index: int, seed: int,
    search: Mapping[str, Any] | None = None,
) -> tuple[float, list[float], list[float]]:
    """Game ``index`` of ``pair`` on the deck set ``decks``: the first agent's score (1,
    0.5, 0) and both agents' decision CPU ms (decisions with a choice only). ``search``:
    the search settings to play the first agent with (:func:`settings_of`; the second
    plays the game's own)."""
    game = get_game(game_name)
    options = deck_set(game_name, decks)
    deck = options[(index // 2) % len(options)]
    game_seed = derive_seed(seed, index)
    state = game.new_game(deck, deck, game_seed, game.load_rules())
    first = index % 2  # the seat of the pair's first agent
    specs = (pair[0], pair[1]) if first == 0 else (pair[1], pair[0])
    settings = [settings_of(game_name, search or {}), game.search]
    if first == 1:
        settings.reverse()
    agents = [make_agent(specs[seat], game, derive_seed(game_seed, seat), settings[seat])
              for seat in (0, 1)]
    views = (Observation(state, 0), Observation(state, 1))
    costs: tuple[list[float], list[float]] = ([], [])
    while not state.is_terminal():
        player = state.current_player()
        if len(state.legal_actions()) > 1:
            start = time.process_time()
            action = agents[player].act(views[player])
            costs[0 if player == first else 1].append((time.process_time() - start) * 1000.0)
        else:
            action = agents[player].act(views[player])
        state.apply(action)
    outcome = state.outcome()
    assert outcome is not None
    score = 0.5 if outcome.winner is None else float(outcome.winner == first)
    return score, costs[0], costs[1]


def _play_many(
    args: tuple[str, tuple[str, str], str, list[int], int, Mapping[str, Any] | None],
) -> list[tuple[float, list[float], list[float]]]:
    game_name, pair, decks, indices, seed, search = args
    return [play(game_name, pair, decks, index, seed, search) for index in indices]


def _ms(costs: list[float]) -> tuple[float, float]:
    """Mean and 95th percentile of decision times (0, 0 for none)."""
    if not costs:
        return 0.0, 0.0
    costs = sorted(costs)
    return round(sum(costs) / len(costs), 2), round(costs[int(0.95 * (len(costs) - 1))], 2)


def measure(
    game_name: str, pair: tuple[str, str], decks: str, games: int, seed: int, jobs: int,
    search: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """``games`` mirror matches of ``pair`` on the deck set ``decks``: the first agent's
    score with its Wilson interval, and each agent's decision cost."""
    chunks = [list(range(start, games, jobs)) for start in range(jobs)]
    tasks = [(game_name, pair, decks, c, seed, search) for c in chunks if c]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            parts = list(pool.map(_play_many, tasks))
    else:
        parts = [_play_many(t) for t in tasks]
    results = [r for part in parts for r in part]
    score = sum(s for s, _, _ in results)
    # Wilson's interval over games, a draw as half a win (rounded down: conservative).
    low, high = Rate(int(score), games).interval
    ms_a = _ms([c for _, cs, _ in results for c in cs])
    ms_b = _ms([c for _, _, cs in results for c in cs])
    return {
        "game": game_name,
        "agents": list(pair),
        "decks": decks,
        "games": games,
        "score": score,
        "rate": round(score / games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "draws": sum(1 for s, _, _ in results if s == 0.5),
        "ms": {pair[0]: ms_a, pair[1]: ms_b},
    }


def _budget(spec: str) -> int:
    name, _, budget = spec.partition(":")
    return int(budget) if budget else DEFAULT_BUDGET if name in ("search", "pimc") else 0


def meets_target(row: dict[str, Any]) -> bool | None:
    """Whether a row of the search against pimc of at least its budget (an equal-time
    pimc gets more) or greedy on hold-out decks meets the issue's target (None: the row is
    not one of those)."""
    first, second = row["agents"]
    if row["decks"] != "holdout" or first.partition(":")[0] != "search":
        return None
    other = second.partition(":")[0]
    if other not in TARGET_LOW or (other == "pimc" and _budget(second) < _budget(first)):
        return None
    return bool(row["ci95"][0] > TARGET_LOW[other] and row["ms"][first][0] <= TARGET_MS)


def equal_time(
    game_name: str, pair: tuple[str, str], decks: str, seed: int,
    search: Mapping[str, Any] | None = None,
) -> tuple[str, str]:
    """``pair`` with a pimc second agent given the budget that costs what the first (a
    search) costs a decision, from the mean CPU time of both over 20 games (other pairs
    unchanged). Decisions cost about the same per play-out, so the budget scales."""
    first, second = pair
    if first.partition(":")[0] != "search" or second.partition(":")[0] != "pimc":
        return pair
    row = measure(game_name, pair, decks, 20, seed + 7919, 1, search)
    ms_first, ms_second = row["ms"][first][0], row["ms"][second][0]
    if not ms_second:
        return pair
    return first, f"pimc:{max(1, round(_budget(second) * ms_first / ms_second))}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", action="append", choices=["ccs", "berserk"])
    parser.add_argument("--agents", default="random,greedy,pimc,search",
                        help="the ladder's agents, comma-separated (every pair plays)")
    parser.add_argument("--pairs", default="",
                        help="only these pairs: a-b,c-d (e.g. search-pimc,search-greedy)")
    parser.add_argument("--decks", default="holdout,examples")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--equal-time", action="store_true",
                        help="give pimc the budget that costs the search's time a decision "
                             "(measured on 20 games first) instead of the same budget")
    parser.add_argument("--search", default="", metavar="JSON",
                        help="the first agent of each pair plays with these search settings "
                             "in place of the game's (deckcheck.engine.api.SearchSettings "
                             "fields, e.g. '{\"split\": \"opponent\"}')")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    try:  # settings a search agent refuses: one line, before any game is played
        search = search_overrides(args.search)
        for game_name in args.game or ["ccs", "berserk"]:
            make_agent("search", get_game(game_name), 0, settings_of(game_name, search))
    except (ValueError, TypeError) as err:
        parser.error(f"--search {args.search!r}: {err}")
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    if args.pairs:
        pairs = [tuple(p.split("-", 1)) for p in args.pairs.split(",")]
    else:
        # The stronger-looking agent first (the ladder's order is weakest first).
        pairs = [(b, a) for a, b in itertools.combinations(agents, 2)]
    rows = []
    verdicts = []
    if not args.json:
        print(f"engines: {engine_build()}")
    for game_name in args.game or ["ccs", "berserk"]:
        for decks in args.decks.split(","):
            for pair in pairs:
                if args.equal_time:
                    pair = equal_time(game_name, (pair[0], pair[1]), decks, args.seed,
                                      search)
                start = time.perf_counter()
                row = measure(game_name, (pair[0], pair[1]), decks, args.games, args.seed,
                              args.jobs, search)
                if search:
                    row["search"] = search
                row["seconds"] = round(time.perf_counter() - start, 1)
                rows.append(row)
                verdict = meets_target(row)
                if verdict is not None:
                    verdicts.append(verdict)
                if args.json:
                    continue
                low, high = row["ci95"]
                (ms_a, p95_a), (ms_b, _) = row["ms"][pair[0]], row["ms"][pair[1]]
                print(
                    f"{game_name:8} {decks:8} {pair[0]:>10} vs {pair[1]:<10}: "
                    f"{row['rate']:6.1%} of {row['games']} (95% CI {low:.1%}-{high:.1%}, "
                    f"{row['draws']} draws); ms a decision {ms_a:.1f} (p95 {p95_a:.1f}) "
                    f"vs {ms_b:.1f}" + ("" if verdict is None else
                                        f"  target: {'ok' if verdict else 'not met'}"),
                    flush=True,
                )
    if args.json:
        print(json.dumps(rows, indent=2))
    return 0 if all(verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
