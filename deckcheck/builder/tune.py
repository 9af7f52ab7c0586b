"""Tuning a built deck by simulated games: a local search over legal decks.

Each round asks the solver for ``candidates`` legal neighbours of the current deck
(:func:`~deckcheck.builder.build.neighbour`: a few copies swapped, chosen by a random
objective) and plays each against a *gauntlet* — other decks built for the same format
(other seeds), or decks the player gives — with :mod:`deckcheck.engine.runner`. The
candidate with the most wins replaces the current deck when it beats it. Every candidate
plays the same games (the same seeds, seats alternating), so their win rates differ by
their cards, not their luck.

Picking the best of several noisy win rates flatters the winner, so the rates reported
are measured again afterwards on games none of the candidates played: the deck before
and after tuning, each with its Wilson 95% interval (:mod:`deckcheck.engine.stats`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from deckcheck.builder.build import BuildOptions, BuiltDeck, build_deck, neighbour
from deckcheck.catalog.model import Catalogue
from deckcheck.errors import UsageError


@dataclass(frozen=True)
class Opponent:
    name: str
    cards: Mapping[str, int]


@dataclass(frozen=True)
class TuneResult:
    """The tuned deck, and the win rates before and after on fresh games."""

    deck: BuiltDeck
    before_wins: int
    after_wins: int
    games: int
    candidates: int
    accepted: int
    gauntlet: tuple[str, ...]

    def lines(self) -> list[str]:
        from deckcheck.engine.stats import Rate

        before = Rate(self.before_wins, self.games)
        after = Rate(self.after_wins, self.games)
        return [
            f"tuned: {self.candidates} candidates tried, {self.accepted} accepted; "
            f"gauntlet: {', '.join(self.gauntlet)}",
            f"  win rate before: {_rate(before)}",
            f"  win rate after:  {_rate(after)}  (both on {self.games} fresh games)",
        ]


def _rate(rate: object) -> str:
    from deckcheck.engine.stats import Rate

    assert isinstance(rate, Rate)
    low, high = rate.interval
    return f"{rate.rate:.1%} ({rate.count}/{rate.total}; 95% CI {low:.1%}–{high:.1%})"


def _wins(
    game: str,
    deck: Mapping[str, int],
    gauntlet: Sequence[Opponent],
    games: int,
    seed: int,
    agent: str,
    jobs: int,
) -> tuple[int, int]:
    """(wins, games) of ``deck`` against every opponent, ``games`` in all."""
    from deckcheck.engine.runner import Matchup, run_games

    each = max(2, games // len(gauntlet))
    each += each % 2  # an even number: each deck sits first as often
    wins = total = 0
    for index, opponent in enumerate(gauntlet):
        matchup = Matchup(
            game, (dict(deck), dict(opponent.cards)), ("deck", opponent.name), (agent, agent)
        )
        results = run_games(matchup, each, seed * 1009 + index, jobs=jobs)
        wins += sum(1 for r in results if r.winner == 0)
        total += len(results)
    return wins, total


def default_gauntlet(
    catalogue: Catalogue, built: BuiltDeck, options: BuildOptions, size: int = 3
) -> list[Opponent]:
    """Decks built for the same format with other seeds (from the whole catalogue)."""
    import dataclasses

    opponents = []
    base = dataclasses.replace(options, collection=None, elements=())
    for k in range(1, size + 1):
        seed = built.seed + 7919 * k
        other = build_deck(catalogue, built.format, dataclasses.replace(base, seed=seed))
        opponents.append(Opponent(f"seed {seed}", other.counts()))
    return opponents


def tune_deck(
    built: BuiltDeck,
    catalogue: Catalogue,
    options: BuildOptions,
    *,
    games: int,
    candidates: int = 6,
    rounds: int = 2,
    changes: int = 4,
    gauntlet: Sequence[Opponent] | None = None,
    agent: str = "greedy",
    jobs: int = 1,
) -> TuneResult:
    """Improve ``built`` by local search, ``games`` simulated games per candidate, played
    by ``agent`` on both sides (``random``, ``greedy``, ``search`` or ``search:N``)."""
    from deckcheck.engine.games import available

    if catalogue.game not in available():
        raise UsageError(
            f"--tune needs a rules engine, and there is none for {catalogue.game} yet "
            f"(engines: {', '.join(available()) or 'none'})",
            code="NO_ENGINE",
        )
    if games < 2:
        raise UsageError("--tune needs at least 2 games per candidate", code="BAD_OPTION")
    from deckcheck.engine.agents import AGENTS, UnknownAgentError, parse_agent

    try:
        if parse_agent(agent)[0] not in AGENTS:
            raise UnknownAgentError(f"unknown agent {agent!r} (agents: {', '.join(AGENTS)})")
    except UnknownAgentError as err:
        raise UsageError(f"--tune: {err}", code="BAD_OPTION") from None
    opponents = list(gauntlet) if gauntlet else default_gauntlet(catalogue, built, options)
    game = catalogue.game
    current = built
    current_wins, _ = _wins(game, current.counts(), opponents, games, built.seed, agent, jobs)
    tried = accepted = 0
    for round_ in range(rounds):
        best: tuple[int, BuiltDeck] | None = None
        for k in range(candidates):
            seed = built.seed * 100_003 + round_ * 1_009 + k + 1
            candidate = neighbour(catalogue, built.format, options, current.sections, seed, changes)
            if candidate is None:
                continue
            tried += 1
            wins, _ = _wins(game, candidate.counts(), opponents, games, built.seed, agent, jobs)
            if best is None or wins > best[0]:
                best = (wins, candidate)
        if best is not None and best[0] > current_wins:
            current_wins, current = best[0], best[1]
            accepted += 1
    # Fresh games for the report: the selection above flatters the winner.
    fresh = built.seed + 1_000_003
    before, total = _wins(game, built.counts(), opponents, games, fresh, agent, jobs)
    after, _ = _wins(game, current.counts(), opponents, games, fresh, agent, jobs)
    tuned = BuiltDeck(
        game=current.game,
        format=current.format,
        sections=current.sections,
        seed=built.seed,
        seconds=built.seconds,
        objective=current.objective,
    )
    return TuneResult(
        deck=tuned,
        before_wins=before,
        after_wins=after,
        games=total,
        candidates=tried,
        accepted=accepted,
        gauntlet=tuple(o.name for o in opponents),
    )
