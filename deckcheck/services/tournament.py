"""Many decks against each other: the plan (:func:`plan_tournament`), its run on a backend
(:func:`run_tournament`, resumable from a results file, stopped by Ctrl-C with what
finished kept) and its results as data (:meth:`TournamentRun.to_json`,
:meth:`TournamentRun.rows`).

The games, seeds and pairings are :mod:`deckcheck.batch.tournament`'s.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckcheck.diagnostics import printable
from deckcheck.errors import DeckcheckError, InputError

if TYPE_CHECKING:
    from deckcheck.batch.backends import Backend
    from deckcheck.batch.tournament import Results, Tournament
    from deckcheck.formats.decks import DeckArgument
    from deckcheck.services.decks import CheckedDecks

#: Told of each finished work unit: its games, and what it was (``r1:0-1: games 0–99``).
Advance = Callable[[int, str], None]


# --- which deck is meant -----------------------------------------------------------------


def _deck_keys(deck: DeckArgument, name: str) -> set[str]:
    """What a deck may be called in --agent-for and --field: its argument as given and
    as shown (``-`` and ``<stdin>``, a deck code), and a file's path resolved, its file
    name and its stem; and its name."""
    keys = {deck.given, deck.display, name}
    path = deck.path
    if path is not None:
        keys |= {str(path), path.name, path.stem}
        with contextlib.suppress(OSError):
            keys.add(str(path.resolve()))
    return keys


def find_deck(text: str, decks: Sequence[DeckArgument], names: Sequence[str]) -> int | None:
    """The index of the deck ``text`` names (its file as given or resolved, its file name
    or stem, its name), None when it names none of them."""
    candidates = {text}
    with contextlib.suppress(OSError):
        candidates.add(str(Path(text).resolve()))
    for index, (deck, name) in enumerate(zip(decks, names, strict=True)):
        if candidates & _deck_keys(deck, name):
            return index
    return None


def read_field(path: Path, decks: Sequence[DeckArgument], names: Sequence[str]) -> dict[int, float]:
    """A field file: YAML ``deck: share`` (a deck by its file or name; shares are any
    positive numbers, in any unit — they are normalised)."""
    from deckcheck.loading.yamlload import load

    document = load(path)
    data = document.data
    if not isinstance(data, dict) or not data:
        raise InputError(
            f"{document.locate()}: a field file maps decks to their shares (deck.yaml: 0.3)",
            code="BAD_FIELD",
        )
    shares: dict[int, float] = {}
    for key, value in data.items():
        where = document.locate_key([key])
        index = find_deck(str(key), decks, names)
        if index is None:
            raise InputError(
                f"{where}: {printable(str(key))} is not one of the tournament's decks",
                code="BAD_FIELD",
            )
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
            raise InputError(f"{where}: a share is a number of at least 0", code="BAD_FIELD")
        shares[index] = shares.get(index, 0.0) + float(value)
    if sum(shares.values()) <= 0:
        raise InputError(f"{document.locate()}: every share is 0", code="BAD_FIELD")
    return shares


# --- the plan and the run ----------------------------------------------------------------


def plan_tournament(
    decks: CheckedDecks,
    *,
    agents: Sequence[str] | None = None,
    rules: Any = None,
    mode: str = "round-robin",
    games_per_pair: int = 100,
    seed: int = 0,
    chunk: int | None = None,
    rounds: int | None = None,
) -> Tournament:
    """The tournament of ``decks`` (named uniquely: a second «Starter» is «Starter (2)»),
    each played by its agent of ``agents`` (default: random), by ``rules`` (loaded by the
    game's engine; None: the game's own)."""
    from deckcheck.batch.tournament import Entrant, Tournament, entrant_names
    from deckcheck.services.decks import game_engine

    engine = game_engine(decks.game)
    if rules is None:
        rules = engine.load_rules(None)
    who = list(agents) if agents is not None else ["random"] * len(decks.cards)
    entrants = tuple(
        Entrant(name, file, cards, agent)
        for name, file, cards, agent in zip(
            entrant_names(decks.names), decks.files, decks.cards, who, strict=True
        )
    )
    return Tournament(
        decks.game,
        entrants,
        mode,
        games_per_pair,
        seed,
        rules,
        engine.rules_hash(rules),
        chunk,
        rounds,
    )


@dataclass
class TournamentRun:
    """A tournament played by :func:`run_tournament`."""

    results: Results
    #: Ctrl-C (or a stop signal) stopped it: the results hold the units that finished.
    interrupted: bool
    #: Where it ran (``local, 4 processes``).
    backend: str
    #: Each deck's share of a field (:func:`read_field`), for field-weighted win rates.
    shares: Mapping[int, float] | None = None
    #: The files that could not be written (the results stand all the same).
    failures: list[DeckcheckError] = field(default_factory=list)

    def standings(self) -> list[dict[str, Any]]:
        """The standings, best first, as JSON-ready rows."""
        results, shares = self.results, self.shares
        rows = []
        for rank, row in enumerate(results.standings(), start=1):
            entrant = results.tournament.entrants[row.index]
            data: dict[str, Any] = {
                "rank": rank,
                "deck": row.index + 1,
                "name": entrant.name,
                "agent": entrant.agent,
                "games": row.games,
                "wins": row.wins,
                "losses": row.losses,
                "draws": row.draws,
                "win_rate": row.rate.to_json(),
            }
            if results.tournament.mode == "swiss":
                data.update(points=row.points, byes=row.byes)
            if shares is not None:
                rate = results.field_rate(row.index, shares)
                data["field_win_rate"] = None
                if rate is not None:
                    data["field_win_rate"] = {
                        "rate": round(rate.rate, 4),
                        "ci95": [round(rate.low, 4), round(rate.high, 4)],
                    }
            rows.append(data)
        return rows

    def _pairings(self) -> list[tuple[str, int, int, Any]]:
        """Each pairing (per round in Swiss), in order: its key, its decks, its tally."""
        from deckcheck.batch.tournament import pair_of

        return [
            (key, *pair_of(key), tally)
            for key, tally in sorted(self.results.by_key.items(), key=lambda kv: _key_order(kv[0]))
        ]

    def to_json(self) -> dict[str, Any]:
        """The tournament, its pairings and its standings as JSON-ready data."""
        tournament = self.results.tournament
        names = tournament.entrants
        return {
            "game": tournament.game,
            "mode": tournament.mode,
            "seed": tournament.seed,
            "games_per_pair": tournament.games,
            "rules_hash": tournament.rules_hash,
            "backend": self.backend,
            "partial": self.results.partial,
            "games": self.results.games,
            "games_planned": tournament.planned_games(),
            "decks": [
                {"deck": i + 1, "name": e.name, "file": e.file, "agent": e.agent}
                for i, e in enumerate(tournament.entrants)
            ],
            "pairings": [
                {"key": key, "a": names[a].name, "b": names[b].name, **tally.to_json()}
                for key, a, b, tally in self._pairings()
            ],
            "standings": self.standings(),
            "field": None
            if self.shares is None
            else {tournament.entrants[i].name: share for i, share in sorted(self.shares.items())},
        }

    def rows(self) -> list[list[str]]:
        """One row per pairing (per round in Swiss) after :data:`ROW_COLUMNS`: its wins,
        losses and draws, and the first-seat split in full."""
        from deckcheck.batch.summary import Rate

        names = self.results.tournament.entrants
        rows = [list(ROW_COLUMNS)]
        for key, a, b, tally in self._pairings():
            rate = Rate(tally.wins, tally.games)
            low, high = rate.interval
            split = [str(n) for row in tally.outcomes for n in (sum(row), *row)]
            rows.append(
                [
                    key,
                    names[a].name,
                    names[b].name,
                    str(tally.games),
                    str(tally.wins),
                    str(tally.losses),
                    str(tally.draws),
                    *split,
                    f"{rate.rate:.4f}",
                    f"{low:.4f}",
                    f"{high:.4f}",
                ]
            )
        return rows


#: The columns of :meth:`TournamentRun.rows`.
ROW_COLUMNS = (
    *("key", "deck_a", "deck_b", "games", "wins_a", "wins_b", "draws"),
    *("a_first_games", "a_first_wins_a", "a_first_wins_b", "a_first_draws"),
    *("b_first_games", "b_first_wins_a", "b_first_wins_b", "b_first_draws"),
    *("win_rate_a", "ci95_low", "ci95_high"),
)


def _key_order(key: str) -> tuple[int, int, int]:
    from deckcheck.batch.tournament import pair_of

    round_ = int(key[1:].split(":")[0]) if key.startswith("r") else 0
    return (round_, *pair_of(key))


def run_tournament(
    plan: Tournament,
    backend: Backend | None = None,
    *,
    resume_file: Path | None = None,
    shares: Mapping[int, float] | None = None,
    progress: Callable[[int], AbstractContextManager[Advance]] | None = None,
) -> TournamentRun:
    """Play ``plan`` on ``backend`` (default: one local process).

    With ``resume_file``, each finished work unit is appended to it and the units it
    holds already (from a run of the same plan) are counted without being played again;
    when it can no longer be added to (a full disk) the games go on, and the run's
    ``failures`` say so. ``progress`` is given the games left to play and gives the
    function told of each finished unit. Ctrl-C (or a stop signal) stops the games: the
    run, marked ``interrupted``, holds what finished. A worker that fails raises
    :class:`~deckcheck.batch.workers.WorkerError`.
    """
    from deckcheck.batch import tournament as batch
    from deckcheck.batch.backends import InlineBackend
    from deckcheck.batch.unitlog import UnitLog
    from deckcheck.services.interrupts import interrupts_deferred

    runner = backend if backend is not None else InlineBackend()
    results = batch.Results(plan)
    failures: list[DeckcheckError] = []
    interrupted = False
    with contextlib.ExitStack() as stack:
        log = None
        if resume_file is not None:
            log = stack.enter_context(UnitLog(resume_file, "tournament", plan.digest()).open())
        done = log.done if log is not None else {}
        left = plan.planned_games() - sum(r.games for r in done.values())
        told: Advance = (
            stack.enter_context(progress(max(0, left))) if progress else lambda games, what: None
        )

        def finished(result: Any) -> None:
            nonlocal log
            if log is not None:
                try:
                    log.append(result)
                except DeckcheckError as err:
                    failures.append(
                        InputError(f"{err.message}; the games went on without it", code=err.code)
                    )
                    log = None
            told(result.games, f"{result.key}: games {result.start}–{result.stop - 1}")

        try:
            batch.run_tournament(
                results, runner, done=done, on_result=finished, together=interrupts_deferred
            )
        except KeyboardInterrupt:
            interrupted = True
    return TournamentRun(results, interrupted, runner.describe(), shares, failures)
