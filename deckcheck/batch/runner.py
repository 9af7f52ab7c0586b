"""Playing games: one with a log, or many over several processes, reproducibly.

A batch of ``n`` games from seed ``S`` plays game ``i`` with the seed
:func:`derive_seed(S, i) <derive_seed>`; even games put deck A in seat 0 (the first
catcher), odd games deck B, so seat advantage cancels out. Games are independent, so
:func:`run_games` may spread them over processes (``jobs``) and still return exactly
the results of ``jobs=1``, merged in index order.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from typing import Any

from deckcheck.batch.workers import in_workers
from deckcheck.engine.agents import make_agent
from deckcheck.engine.api import Action, Game, GameState, Observation
from deckcheck.engine.base import StateBase, check_decklists, frozen_deck
from deckcheck.engine.streams import derive
from deckcheck.games.engines import get_game

#: How logs name the decks: A (the first deck given) and B.
LABELS = ("A", "B")


def derive_seed(seed: int, index: int) -> int:
    """A 63-bit seed for game ``index`` of a batch seeded with ``seed``, and for the agent
    of seat ``index`` of a game seeded with ``seed`` (:func:`deckcheck.engine.streams.
    derive`: a few integer operations, where a hash cost a tenth of a game's start).

    >>> derive_seed(1, 0) == derive_seed(1, 0) != derive_seed(1, 1)
    True
    """
    return derive(seed, index)


@dataclass(frozen=True)
class Matchup:
    """Two decks, their names, an agent for each and the rules: everything a game needs.

    Decks are plain ``{card_id: copies}`` mappings, so a matchup pickles cheaply to
    worker processes.
    """

    game: str
    decks: tuple[Mapping[str, int], Mapping[str, int]]
    names: tuple[str, str] = ("A", "B")
    agents: tuple[str, str] = ("random", "random")
    rules: Any = None

    def __post_init__(self) -> None:
        # Checked here, in the parent process, so that worker processes never meet it.
        from deckcheck.games.engines import get_game

        check_decklists(self.decks, self.names, get_game(self.game).max_cards)


@dataclass(frozen=True)
class GameResult:
    """One game of a batch. Decks are 0 (A) and 1 (B); seats are 0 (first catcher) and 1."""

    index: int
    seed: int
    #: Which deck sat in seat 0.
    first_deck: int
    winner: int | None
    reason: str
    detail: str
    turns: int
    decisions: int
    #: The actions, when the batch records them.
    actions: tuple[Action, ...] | None = field(default=None, compare=False)
    #: What a search agent weighed at its decisions, when :func:`play_game` was asked
    #: (``considered=True``): (decision number, ((action, visits, mean reward 0..1), ...))
    #: for each decision where it chose among more than one action.
    considered: tuple[Considered, ...] = field(default=(), compare=False)

    @property
    def winner_seat(self) -> int | None:
        if self.winner is None:
            return None
        return 0 if self.winner == self.first_deck else 1


#: A search agent's decision as a replay shows it: the decision's number in the game and
#: each legal action it visited, with its visits and mean reward (0..1) for the agent.
Considered = tuple[int, tuple[tuple[Action, int, float], ...]]


def seating(index: int) -> tuple[int, int]:
    """The decks in seats 0 and 1 for game ``index`` (they alternate)."""
    return (0, 1) if index % 2 == 0 else (1, 0)


def play_game(
    matchup: Matchup, index: int, seed: int, *, log: bool = False, considered: bool = False
) -> tuple[GameResult, GameState]:
    """Play game ``index`` of a batch seeded with ``seed``; the result and the final state.
    ``considered``: keep what a search agent weighed at each decision
    (:attr:`GameResult.considered`; the same game is played either way)."""
    return _play(matchup, get_game(matchup.game), index, seed, log=log, record=True,
                 considered=considered)


def _watched(
    agent: Any, counter: list[int], out: list[Considered]
) -> Callable[[Observation], Action]:
    """``agent.act`` that also keeps what the agent considered (its ``considered``
    attribute, set by a search agent when it chose among several actions)."""

    searches = hasattr(agent, "considered")

    def act(view: Observation) -> Action:
        number = counter[0]
        counter[0] += 1  # every decision of the game, whichever agent takes it
        if not searches:
            return agent.act(view)  # type: ignore[no-any-return]
        agent.considered = ()  # (a decision with one legal action leaves it as it was)
        action: Action = agent.act(view)
        if agent.considered:
            out.append((number, tuple(agent.considered)))
        return action

    return act


def _play(
    matchup: Matchup, game: Game, index: int, seed: int, *, log: bool, record: bool,
    considered: bool = False, decks: tuple[Mapping[str, int], Mapping[str, int]] | None = None,
) -> tuple[GameResult, GameState]:
    """:func:`play_game` for a game already looked up; its actions only if ``record``.
    ``decks``: the matchup's decks as :func:`_frozen_decks` gives them, or None (the matchup's)."""
    game_seed = derive(seed, index)  # (derive_seed's body: no Python call a game)
    seats = seating(index)
    rules = matchup.rules if matchup.rules is not None else game.load_rules()
    if decks is None:
        decks = matchup.decks
    state = game.new_game(
        decks[seats[0]],
        decks[seats[1]],
        game_seed,
        rules,
        log=log,
        names=(LABELS[seats[0]], LABELS[seats[1]]),
        checked=True,  # by the Matchup, once for the batch
    )
    agents = [
        make_agent(matchup.agents[seats[seat]], game, derive(game_seed, seat))
        for seat in (0, 1)
    ]
    acts: tuple[Callable[[Observation], Action], Callable[[Observation], Action]] = (
        agents[0].act, agents[1].act
    )
    weighed: list[Considered] = []
    if considered:
        counter = [0]
        acts = (_watched(agents[0], counter, weighed), _watched(agents[1], counter, weighed))
    if isinstance(state, StateBase):
        state.play_out(acts)  # the loop below, with fewer calls a decision
    else:
        views = (Observation(state, 0), Observation(state, 1))
        while not state.is_terminal():
            player = state.current_player()
            state.apply(acts[player](views[player]))
    outcome = state.outcome()
    assert outcome is not None
    winner = None if outcome.winner is None else seats[outcome.winner]
    result = GameResult(
        index=index,
        seed=game_seed,
        first_deck=seats[0],
        winner=winner,
        reason=outcome.reason,
        detail=outcome.detail,
        turns=state.turn,
        decisions=len(state.history),
        actions=tuple(state.history) if record else None,
        considered=tuple(weighed),
    )
    return result, state


def _frozen_decks(matchup: Matchup) -> tuple[Mapping[str, int], Mapping[str, int]]:
    """The matchup's decks as read-only copies of the batch's own (frozen_deck): each
    game's set-up knows them for the decks it laid out before without comparing them
    entry by entry. (Made where the games are played: a worker makes its own.)"""
    return frozen_deck(matchup.decks[0]), frozen_deck(matchup.decks[1])


def _play_range(
    matchup: Matchup, seed: int, start: int, stop: int, record: bool,
    decks: tuple[Mapping[str, int], Mapping[str, int]] | None = None,
) -> list[GameResult]:
    game = get_game(matchup.game)  # (looked up once: it imports and reads the profiles)
    if decks is None:
        decks = _frozen_decks(matchup)
    return [
        _play(matchup, game, index, seed, log=False, record=record, decks=decks)[0]
        for index in range(start, stop)
    ]


def _play_bounds(
    matchup: Matchup, seed: int, record: bool, bounds: tuple[int, int]
) -> list[GameResult]:
    """A worker's task: the games ``start .. stop-1`` of the batch."""
    return _play_range(matchup, seed, bounds[0], bounds[1], record)


def iter_games(
    matchup: Matchup, games: int, seed: int = 0, *, jobs: int = 1, record: bool = False
) -> Generator[list[GameResult], None, None]:
    """Play ``games`` games; yield them in index order, a few at a time.

    Work is handed out as it is consumed: memory holds a few pieces of work per worker,
    whatever ``games`` is. When the consumer stops early (Ctrl-C, closing the iterator),
    the worker processes are killed at once. Every game yielded is one of a prefix
    ``0 .. k-1`` of the batch, so a partial run is exactly the start of the whole one.

    With ``jobs`` > 1 the games run in worker processes (:func:`deckcheck.batch.workers.
    in_workers`, which every parallel run shares).
    """
    if jobs <= 0:
        jobs = os.cpu_count() or 1
    if jobs == 1 or games < 2:
        step = max(1, min(100, games // 100 or 1))
        decks = _frozen_decks(matchup)  # (once for the batch)
        for start in range(0, games, step):
            yield _play_range(matchup, seed, start, min(games, start + step), record, decks)
        return
    chunk = max(1, min(100, games // (jobs * 16) or 1))
    pieces = -(-games // chunk)
    # Never more workers than pieces of work (nor than the CLI's per-core cap allows).
    count = min(jobs, pieces, 8 * (os.cpu_count() or 1))
    bounds = ((start, min(games, start + chunk)) for start in range(0, games, chunk))
    # Pieces finish in any order and wait here for their turn; a bounded backlog.
    done: dict[int, list[GameResult]] = {}
    results = in_workers(
        functools.partial(_play_bounds, matchup, seed, record),
        bounds,
        count,
        hold=lambda: len(done) >= 4 * count,
    )
    try:
        for next_start in range(0, games, chunk):
            while next_start not in done:
                (start, _), batch = next(results)
                done[start] = batch
            yield done.pop(next_start)
    finally:
        results.close()  # kills the workers at once when the consumer stopped early


def run_games(
    matchup: Matchup,
    games: int,
    seed: int = 0,
    *,
    jobs: int = 1,
    record: bool = False,
    progress: Callable[[int], None] | None = None,
) -> list[GameResult]:
    """Play ``games`` games; results in index order, identical for any ``jobs``.

    ``progress`` is called with the number of games just finished. On Ctrl-C the workers
    are stopped at once and :class:`Interrupted` carries the games finished so far.
    """
    results: list[GameResult] = []
    batches = iter_games(matchup, games, seed, jobs=jobs, record=record)
    try:
        for batch in batches:
            results.extend(batch)
            if progress is not None:
                progress(len(batch))
    except KeyboardInterrupt:
        batches.close()
        raise Interrupted(results) from None
    return results


class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped a batch; ``results`` are the games finished (a prefix, in order)."""

    def __init__(self, results: list[GameResult]):
        super().__init__(f"interrupted after {len(results)} games")
        self.results = results
