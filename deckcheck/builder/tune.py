"""Tuning a built deck by simulated games: a local search over legal decks.

Each round asks the solver for ``candidates`` legal neighbours of the current deck
(:func:`~deckcheck.builder.build.neighbour`: a few copies swapped, chosen by a random
objective) and plays each against a *gauntlet* — other decks built for the same format
(other seeds), or decks the player gives — with :mod:`deckcheck.batch.runner`. The
candidate with the most wins replaces the current deck when it beats it. Every candidate
plays the same games (the same seeds, seats alternating), so their win rates differ by
their cards, not their luck.

Picking the best of several noisy win rates flatters the winner, so the rates reported
are measured again afterwards on games none of the candidates played: the deck before
and after tuning, each with its Wilson 95% interval (:mod:`deckcheck.batch.summary`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deckcheck.builder.build import BuildOptions, BuiltDeck, build_deck, neighbour
from deckcheck.catalog.model import Catalogue
from deckcheck.errors import UsageError
from deckcheck.formats.collection import Collection

if TYPE_CHECKING:
    from deckcheck.batch.backends import Backend
    from deckcheck.batch.units import UnitResult, WorkUnit
    from deckcheck.formats.model import Format


class TuneInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped the tuning (its worker processes are stopped): how far it got."""

    def __init__(self, tried: int, accepted: int):
        super().__init__(f"tuning interrupted after {tried} candidates")
        self.tried = tried
        self.accepted = accepted

    def line(self) -> str:
        return (
            f"interrupted while tuning (partial): {self.tried} candidates tried, "
            f"{self.accepted} accepted; no deck was written"
        )


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
    #: Each accepted candidate's change in words (:func:`change_words`), round by round:
    #: ``(1, "−1 C24 Kero, +1 C112 Meilin")``.
    changes: tuple[tuple[int, str], ...] = ()
    #: The agent that played every game.
    agent: str = "greedy"

    def lines(self) -> list[str]:
        from deckcheck.batch.summary import Rate

        before = Rate(self.before_wins, self.games)
        after = Rate(self.after_wins, self.games)
        return [
            f"tuned: {self.candidates} candidates tried, {self.accepted} accepted; "
            f"gauntlet: {', '.join(self.gauntlet)}; agent: {self.agent}",
            *(f"  accepted in round {round_}: {words}" for round_, words in self.changes),
            f"  win rate before: {_rate(before)}",
            f"  win rate after:  {_rate(after)}  (both on {self.games} fresh games)",
        ]


def _rate(rate: object) -> str:
    from deckcheck.batch.summary import Rate

    assert isinstance(rate, Rate)
    low, high = rate.interval
    return f"{rate.rate:.1%} ({rate.count}/{rate.total}; 95% CI {low:.1%}–{high:.1%})"


def gauntlet_units(
    key: str,
    game: str,
    deck: Mapping[str, int],
    gauntlet: Sequence[Opponent],
    games: int,
    seed: int,
    agent: str,
    chunk: int | None = None,
) -> Iterator[WorkUnit]:
    """The work units of ``deck`` against every opponent, ``games`` in all (split evenly,
    each an even number): opponent ``k`` is played with the seed ``seed * 1009 + k``,
    the same for every deck tried, so candidates meet the same deals."""
    from deckcheck.batch.runner import Matchup
    from deckcheck.batch.units import plan_units

    each = max(2, games // len(gauntlet))
    each += each % 2  # an even number: each deck sits first as often
    for index, opponent in enumerate(gauntlet):
        matchup = Matchup(
            game, (dict(deck), dict(opponent.cards)), ("deck", opponent.name), (agent, agent)
        )
        yield from plan_units(f"{key}/{index}", matchup, seed * 1009 + index, each, chunk)


def deck_wins(results: Iterable[UnitResult]) -> tuple[int, int]:
    """(wins, games) of deck A over some unit results."""
    from deckcheck.batch.units import PairTally

    tally = PairTally.of(results)
    return tally.wins, tally.games


def _wins(
    game: str,
    deck: Mapping[str, int],
    gauntlet: Sequence[Opponent],
    games: int,
    seed: int,
    agent: str,
    backend: Backend,
) -> tuple[int, int]:
    """(wins, games) of ``deck`` against every opponent, ``games`` in all."""
    run = backend.run(gauntlet_units("deck", game, deck, gauntlet, games, seed, agent))
    try:
        return deck_wins(run)
    finally:
        run.close()  # on Ctrl-C: the workers stop at once


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


def tune_steps(rounds: int, candidates: int) -> int:
    """How many steps :func:`tune_deck` reports: the baseline, each candidate, two fresh runs."""
    return 1 + rounds * candidates + 2


def card_words(card_id: str, names: Mapping[str, str] | None = None) -> str:
    """A card as a change names it: its id and, when known, its name (``C4 Sakura``)."""
    name = names.get(card_id) if names else None
    return f"{card_id} {name}" if name else card_id


def change_words(
    before: Mapping[str, int], after: Mapping[str, int], names: Mapping[str, str] | None = None
) -> str:
    """A candidate's change in a few words: ``−2 C4 Sakura, +1 C9 Madison``."""
    out = [f"−{before[c] - after.get(c, 0)} {card_words(c, names)}"
           for c in before if before[c] > after.get(c, 0)]
    out += [f"+{after[c] - before.get(c, 0)} {card_words(c, names)}"
            for c in after if after[c] > before.get(c, 0)]
    return ", ".join(out) or "no change"


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
    backend: Backend | None = None,
    progress: Callable[[int, str], None] | None = None,
) -> TuneResult:
    """Improve ``built`` by local search, ``games`` simulated games per candidate, played
    by ``agent`` on both sides (``random``, ``greedy``, ``search`` or ``search:N``).

    ``progress(done, what)`` is told of each step (:func:`tune_steps` in all) and what
    comes next: the baseline, each candidate and its change, the fresh games. The games
    run as work units on ``backend`` (default: ``jobs`` local processes)."""
    say = progress or (lambda done, what: None)
    from deckcheck.batch.backends import make_backend
    from deckcheck.games.engines import available

    runner = backend or make_backend("local", jobs)

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
    names = {card.id: card.name for card in catalogue}
    current = built
    taken: list[tuple[int, str]] = []  # the accepted changes, in words
    tried = accepted = 0
    current_wins = -1
    try:
        say(0, f"the built deck: {games} games against {len(opponents)} opponents")
        current_wins, _ = _wins(game, current.counts(), opponents, games, built.seed, agent, runner)
        say(1, "candidates")
        for round_ in range(rounds):
            best: tuple[int, BuiltDeck] | None = None
            for k in range(candidates):
                seed = built.seed * 100_003 + round_ * 1_009 + k + 1
                candidate = neighbour(
                    catalogue, built.format, options, current.sections, seed, changes
                )
                if candidate is None:
                    say(1, f"round {round_ + 1}/{rounds}: candidate {k + 1} not found")
                    continue
                tried += 1
                say(
                    0,
                    f"round {round_ + 1}/{rounds}, candidate {k + 1}/{candidates}: "
                    + change_words(current.counts(), candidate.counts(), names),
                )
                wins, _ = _wins(
                    game, candidate.counts(), opponents, games, built.seed, agent, runner
                )
                say(1, f"round {round_ + 1}/{rounds}, candidate {k + 1}: {wins} wins")
                if best is None or wins > best[0]:
                    best = (wins, candidate)
            if best is not None and best[0] > current_wins:
                taken.append(
                    (round_ + 1, change_words(current.counts(), best[1].counts(), names))
                )
                current_wins, current = best[0], best[1]
                accepted += 1
    except KeyboardInterrupt:
        raise TuneInterrupted(tried, accepted) from None
    # Fresh games for the report: the selection above flatters the winner.
    fresh = built.seed + 1_000_003
    try:
        say(0, "fresh games: the deck before tuning")
        before, total = _wins(game, built.counts(), opponents, games, fresh, agent, runner)
        say(1, "fresh games: the deck after tuning")
        after, _ = _wins(game, current.counts(), opponents, games, fresh, agent, runner)
        say(1, "done")
    except KeyboardInterrupt:
        raise TuneInterrupted(tried, accepted) from None
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
        changes=tuple(taken),
        agent=agent,
    )


# --- one slot swapped: candidates ranked (``deckcheck tune``) ------------------------------


@dataclass(frozen=True)
class Swap:
    """One copy of ``out`` replaced by one of ``into`` in ``section``."""

    section: str
    out: str
    into: str

    def words(self, names: Mapping[str, str] | None = None) -> str:
        """``−1 C31 Meilin, +1 R8 Kero`` (ids alone without ``names``: id -> name)."""
        return f"−1 {card_words(self.out, names)}, +1 {card_words(self.into, names)}"

    def apply(self, sections: Mapping[str, Mapping[str, int]]) -> dict[str, dict[str, int]]:
        changed = {key: dict(cards) for key, cards in sections.items()}
        cards = changed[self.section]
        cards[self.out] -= 1
        if not cards[self.out]:
            del cards[self.out]
        cards[self.into] = cards.get(self.into, 0) + 1
        return changed


def swap_candidates(
    catalogue: Catalogue,
    fmt: Format,
    sections: Mapping[str, Mapping[str, int]],
    count: int,
    seed: int,
    collection: Collection | None = None,
) -> list[Swap]:
    """Up to ``count`` legal one-slot swaps of the deck, drawn at random from ``seed``.

    The cards swapped in come from the collection (as many copies as owned) or, without
    one, from the whole catalogue; each candidate deck is checked by the validator (and
    against the collection), so only legal decks are played.
    """
    import random

    from deckcheck.builder.build import deck_of
    from deckcheck.formats.collection import not_owned
    from deckcheck.formats.validate import read_deck

    pool = sorted(collection.ids() if collection is not None else catalogue.cards)
    swaps = [
        Swap(section, out, into)
        for section, cards in sorted(sections.items())
        for out in sorted(cards)
        for into in pool
        if into != out
    ]
    random.Random(seed).shuffle(swaps)
    legal: list[Swap] = []
    for tried, swap in enumerate(swaps):
        if len(legal) >= count or tried >= 200 * count:
            break
        deck = deck_of(catalogue.game, fmt, swap.apply(sections))
        reading = read_deck(deck, catalogue, fmt)
        violations = list(reading.violations)
        if collection is not None:
            violations += not_owned(deck, reading.cards, catalogue, collection)
        if not violations:
            legal.append(swap)
    return legal


@dataclass(frozen=True)
class Ranked:
    """A deck tried (``swap`` None: the deck as given), its wins and its test."""

    swap: Swap | None
    wins: int
    games: int
    #: Two-sided p-value against the deck as given (two-proportion z-test).
    p_value: float = 1.0
    significant: bool = False

    def to_json(self) -> dict[str, object]:
        from deckcheck.batch.summary import Rate

        data: dict[str, object] = {
            "change": "none" if self.swap is None else self.swap.words(),
            "games": self.games,
            "win_rate": Rate(self.wins, self.games).to_json(),
        }
        if self.swap is not None:
            data.update(
                section=self.swap.section,
                out=self.swap.out,
                into=self.swap.into,
                p_value=round(self.p_value, 6),
                significant=self.significant,
            )
        return data


#: The significance level of the candidates' tests, before the Bonferroni correction.
ALPHA = 0.05


def rank_candidates(
    game: str,
    sections: Mapping[str, Mapping[str, int]],
    swaps: Sequence[Swap],
    gauntlet: Sequence[Opponent],
    games: int,
    seed: int,
    agent: str,
    backend: Backend,
    progress: Callable[[int], None] | None = None,
) -> tuple[list[Ranked], bool]:
    """Play the deck and every swap against the gauntlet (``games`` each, the same deals
    for all), and rank them by win rate; True with the list when Ctrl-C stopped it (the
    ranking then holds the games played, marked partial by the caller).

    Each swap is tested against the deck as given by a two-sided two-proportion z-test,
    significant below ``ALPHA`` divided by the number of swaps (Bonferroni). The games of
    both are played with the same seeds, so they are positively correlated and the test,
    which assumes independent samples, is conservative.
    """
    from deckcheck.batch.significance import two_proportion_p
    from deckcheck.batch.units import PairTally

    decks = [sections, *(swap.apply(sections) for swap in swaps)]

    def units() -> Iterator[WorkUnit]:
        for index, deck in enumerate(decks):
            counts = {c: n for cards in deck.values() for c, n in cards.items()}
            # Units of 20 games: greedy games cost ~10 ms, so a unit still amortises even
            # Ray's overhead (about 1 ms), and the progress bar moves every fraction of a second.
            yield from gauntlet_units(
                f"c{index}", game, counts, gauntlet, games, seed, agent, chunk=20
            )

    tallies = [PairTally.empty() for _ in decks]
    interrupted = False
    run = backend.run(units())
    try:
        for result in run:
            tallies[int(result.key[1:].split("/")[0])].add(result)
            if progress is not None:
                progress(result.games)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        run.close()
    base = tallies[0]
    level = ALPHA / max(1, len(swaps))
    ranked = [Ranked(None, base.wins, base.games)]
    for swap, tally in zip(swaps, tallies[1:], strict=True):
        p = two_proportion_p(tally.wins, tally.games, base.wins, base.games)
        ranked.append(Ranked(swap, tally.wins, tally.games, p, p < level))
    ranked.sort(key=lambda r: -(r.wins / r.games) if r.games else 0.0)
    return ranked, interrupted
