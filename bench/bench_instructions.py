"""Benchmark: CPU instructions per decision (valgrind's callgrind), and OpenSpiel's as a peer.

Run ``python bench/bench_instructions.py --game berserk`` from the repository's top level,
with the interpreter whose engines are to be counted (a wheel's compiled build, or the
editable install's pure Python; the first line says which). It needs ``valgrind``.

Instruction counts do not vary with the machine's load, so they are the figure to compare
across days and machines of one architecture. The method: the same process plays the
sample decks' random-vs-random games of the speed benchmark (``bench/bench_engine.py``)
twice under callgrind, once with ``--games`` games and once with ``--games // 10``; the
difference in instructions, divided by the difference in decisions, is what a decision
costs in the game loop — start-up, imports and loading the catalogue cancel out.

``--check`` also plays the games outside valgrind and prints a digest of every action and
result, so a change to the engines can be shown to leave the games identical (the issue's
"the same games before and after"). ``--decks holdout`` plays two decks built by ``deck
build`` with seeds 9001 and 9002 (the agent ladder's first hold-out decks) instead of the
sample decks: decks no change to the engines was measured on.

The games run in a child process started with ``-I``, so that a source tree in the
working directory does not shadow the installation being counted.

``--peers`` counts OpenSpiel's C++ games the same way, driven from Python with uniform
random actions (``pyspiel``: ``pip install open_spiel``; it is not a dependency of
deckcheck), when it is installed.

Targets (issue "Agents that cannot peek…"): 8,000 (ccs) and 20,000 (berserk) instructions
per decision, with every card ability on. ``--json`` prints one JSON object, the form
``bench/results/`` keeps.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: Instructions per decision, by game (issue "Agents that cannot peek…").
TARGETS = {"ccs": 8_000, "berserk": 20_000}

#: The seeds of the hold-out decks (``--decks holdout``): those of the agent ladder's
#: (bench/bench_agents.py), the first two.
HOLDOUT_SEEDS = (9001, 9002)

#: Played in the child process: games of the sample decks (or the hold-out decks), random
#: agents; prints the number of decisions and a digest of every game's result.
_DECKCHECK_CHILD = f"""
import hashlib, sys
from deckcheck.batch.runner import Matchup, run_games
from deckcheck.games.engines import get_game
game, games, seed, which = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
record = len(sys.argv) > 5  # every action of every game, for the digest
if which == "holdout":  # decks no engine change was tuned on: built by deck build
    from deckcheck.builder.build import build_deck
    from deckcheck.catalog.load import load_catalogue
    from deckcheck.formats.load import load_formats
    catalogue, formats = load_catalogue(game), load_formats(game)
    decks = tuple(build_deck(catalogue, formats[formats.default], seed=s).counts()
                  for s in {HOLDOUT_SEEDS!r})
else:
    decks = get_game(game).sample_decks()
matchup = Matchup(game, decks, agents=("random", "random"))
run_games(matchup, 2, seed + 10**6)  # imports, catalogue, rules: outside the difference
results = run_games(matchup, games, seed, record=record) if games else []
digest = hashlib.sha256(repr([(r.winner, r.reason, r.turns, r.decisions, r.actions)
                              for r in results]).encode())
print(sum(r.decisions for r in results), digest.hexdigest())
"""

#: The peer: OpenSpiel's C++ games stepped from Python with uniform random legal actions
#: (chance outcomes by their probabilities).
_OPENSPIEL_CHILD = """
import random, sys
import pyspiel
name, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
game = pyspiel.load_game(name)
rng = random.Random(seed)
decisions = 0
for _ in range(games):
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
print(decisions, "-")
"""

#: OpenSpiel games counted as the peer: card games with hidden information.
PEER_GAMES = ("hearts", "gin_rummy", "leduc_poker")

_TOTAL = re.compile(r"^(?:summary|totals):\s+(\d+)", re.MULTILINE)


def counted(child: str, args: list[str]) -> tuple[int, int]:
    """(instructions, decisions) of one run of ``child`` under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
             sys.executable, "-I", "-c", child, *args],
            capture_output=True, text=True, check=False,
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
        if done.returncode != 0:
            raise SystemExit(f"valgrind run failed: {done.stderr[-2000:]}")
        match = _TOTAL.search(out.read_text(errors="replace"))
        if match is None:
            raise SystemExit("callgrind wrote no instruction total")
    decisions, _ = done.stdout.split()
    return int(match.group(1)), int(decisions)


def per_decision(child: str, name: str, games: int, seed: int,
                 extra: tuple[str, ...] = ()) -> dict[str, object]:
    """Instructions per decision: the difference of a long and a short run (``extra``:
    the child's arguments after the game, the games and the seed)."""
    short = max(1, games // 10)
    big, big_decisions = counted(child, [name, str(games), str(seed), *extra])
    small, small_decisions = counted(child, [name, str(short), str(seed), *extra])
    decisions = big_decisions - small_decisions
    return {
        "games": games - short,
        "decisions": decisions,
        "instructions_per_decision": round((big - small) / decisions),
    }


def games_digest(game: str, games: int, seed: int, decks: str = "examples") -> str:
    """A digest of the games' every action and result, played outside valgrind."""
    command = [sys.executable, "-I", "-c", _DECKCHECK_CHILD, game, str(games), str(seed),
               decks, "record"]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return done.stdout.split()[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="ccs", choices=sorted(TARGETS))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", default="examples", choices=("examples", "holdout"),
                        help="The game's sample decks, or two decks built by deck build "
                             "with seeds 9001 and 9002 (decks no change was tuned on).")
    parser.add_argument("--check", action="store_true",
                        help="Also print the digest of the games' results (no valgrind).")
    parser.add_argument("--peers", action="store_true",
                        help="Count OpenSpiel's C++ games too, when pyspiel is installed.")
    parser.add_argument("--json", action="store_true", help="Print the figures as JSON.")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2

    from deckcheck.engine.compiled import engine_build

    own = per_decision(_DECKCHECK_CHILD, args.game, args.games, args.seed, (args.decks,))
    own["decks"] = args.decks
    if args.check:
        own["digest"] = games_digest(args.game, args.games, args.seed, args.decks)
    peers: list[dict[str, object]] = []
    if args.peers:
        if importlib.util.find_spec("pyspiel") is None:
            print("peers: OpenSpiel is not installed (pip install open_spiel)", file=sys.stderr)
        else:
            for name in PEER_GAMES:
                peers.append({"game": name, **per_decision(_OPENSPIEL_CHILD, name, 100, 0)})
    target = TARGETS[args.game]
    figure = own["instructions_per_decision"]
    assert isinstance(figure, int)
    ok = figure <= target
    if args.json:
        print(json.dumps({"game": args.game, "engines": engine_build(), **own,
                          "target_instructions_per_decision": target, "ok": ok,
                          "peers": peers}, indent=2))
        return 0 if ok else 1
    print(f"engines:       {engine_build()}")
    said = "sample decks" if args.decks == "examples" else "hold-out decks (deck build)"
    print(f"game:          {args.game}, {said}, random agents, seed {args.seed}")
    print(f"counted:       {own['decisions']:,} decisions of {own['games']} games")
    print(f"instructions:  {figure:,} a decision (target <= {target:,}: "
          f"{'ok' if ok else 'FAIL'})")
    if args.check:
        print(f"games digest:  {own['digest']}")
    for peer in peers:
        print(f"OpenSpiel {peer['game']:12} {peer['instructions_per_decision']:>9,} "
              f"instructions a decision ({peer['decisions']:,} decisions)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
