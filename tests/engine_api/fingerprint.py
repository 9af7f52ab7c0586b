"""Fingerprints of many engine games: the same digest means the same games were played.

Run as a script by an interpreter (``python tests/engine_api/fingerprint.py [games]``), it
plays, for every registered game, random-deck games from the whole catalogue with random,
greedy and search agents, some with logs, and hashes every legal-action list, every
action, the seats' information states and determinisations along the way, the outcomes
and the logs. It prints one JSON object: the engine build and a digest per game.

``test_compiled_engines.py`` runs it under a compiled installation and under the source
tree and compares: the compiled engines must play exactly the pure-Python games. It
imports only the installed ``deckcheck``, so that the interpreter running it decides
which build is measured.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Callable

from deckcheck.catalog.load import load_catalogue
from deckcheck.engine.agents import make_agent
from deckcheck.engine.api import Observation
from deckcheck.engine.compiled import engine_build
from deckcheck.games.engines import available, get_game

Deck = dict[str, int]


def _berserk_decks(ids: dict[str, list[str]]) -> Callable[[random.Random], Deck]:
    cards = sorted(card for group in ids.values() for card in group)

    def deck(rng: random.Random) -> Deck:
        return {card: rng.randint(1, 3) for card in rng.sample(cards, 14)}

    return deck


def _ccs_decks(ids: dict[str, list[str]]) -> Callable[[random.Random], Deck]:
    playing = ids["capture"] + ids["reinforcement"]

    def deck(rng: random.Random) -> Deck:
        out: Deck = {}
        for card in rng.sample(playing, rng.randint(8, 22)):
            out[card] = rng.randint(1, 3)
        for card in rng.sample(ids["strategy"], rng.randint(0, 20)):
            out[card] = rng.randint(1, 2)
        for card in rng.sample(ids["clow_spirit"], rng.randint(4, 20)):
            out[card] = 1
        return out

    return deck


DECK_MAKERS = {"berserk": _berserk_decks, "ccs": _ccs_decks}


def fingerprint(name: str, games: int) -> str:
    """The digest of ``games`` games of ``name`` (every third with the sample decks)."""
    game = get_game(name)
    rules = game.load_rules()
    ids: dict[str, list[str]] = {}
    for card in load_catalogue(name):
        ids.setdefault(card.type, []).append(card.id)
    random_deck = DECK_MAKERS[name](ids)
    digest = hashlib.sha256()
    for index in range(games):
        rng = random.Random(index)
        decks = game.sample_decks() if index % 3 == 0 else (random_deck(rng), random_deck(rng))
        kind = ("random", "random", "greedy", "random", "search:24")[index % 5]
        state = game.new_game(*decks, seed=index, rules=rules, log=index % 4 == 1)
        agents = [make_agent(kind, game, index * 2 + seat) for seat in (0, 1)]
        views = (Observation(state, 0), Observation(state, 1))
        step = 0
        while not state.is_terminal():
            seat = state.current_player()
            digest.update(repr(list(state.legal_actions())).encode())
            action = agents[seat].act(views[seat])
            digest.update(b"%d;" % action)
            state.apply(action)
            step += 1
            if step % 61 == 0 and not state.is_terminal():
                for looking in (0, 1):
                    digest.update(repr(state.information_state(looking)).encode())
                other = state.determinize(state.current_player(), random.Random(step))
                digest.update(repr(list(other.legal_actions())).encode())
                digest.update(repr(other.information_state(0)).encode())
        digest.update(repr(state.outcome()).encode())
        for event in state.log or ():
            digest.update(repr((event.turn, event.player, event.kind, event.text)).encode())
    return digest.hexdigest()


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 60
    found = {name: fingerprint(name, games) for name in sorted(available())}
    print(json.dumps({"build": engine_build(), "games": games, "digests": found}))


if __name__ == "__main__":
    main(sys.argv[1:])
