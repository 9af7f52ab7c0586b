"""Sample games of a matchup: one game (its record kept in a game log, drawn as a page to
watch) or a batch, tallied as games finish, which Ctrl-C (or a stop signal) stops with
what finished kept: statistics and log alike.

A file that cannot be written (a full disk) never stops the games: it is said in the
result's ``failures``, and the file is left as it was.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckcheck.diagnostics import printable
from deckcheck.errors import DeckcheckError, InputError, InvalidDeckError, UsageError

if TYPE_CHECKING:
    from deckcheck.batch.backends import Backend
    from deckcheck.batch.records import GameRecord
    from deckcheck.batch.runner import GameResult, Matchup
    from deckcheck.batch.summary import Summary, Tally
    from deckcheck.engine.api import GameState
    from deckcheck.services.decks import LoadedMatchup


class GameLog:
    """Game records written to a temporary file as games finish, renamed over the log
    when the run ends (:func:`~deckcheck.loading.atomic.atomic_output`): the previous log
    stays whole until the new one is, whatever happens (kill -9, a full disk, another
    run writing the same file). A write that fails (a full disk) does not stop the
    games: :attr:`error` says why, and the log is left as it was."""

    def __init__(self, path: Path | None, matchup: Matchup, seed: int, rules_hash: str):
        self.path = path
        self.matchup, self.seed, self.rules_hash = matchup, seed, rules_hash
        self._stack = contextlib.ExitStack()
        self._stream: Any = None
        self.error: InputError | None = None

    def __enter__(self) -> GameLog:
        if self.path is not None:
            from deckcheck.loading.atomic import atomic_output

            self._stream = self._stack.enter_context(atomic_output(self.path))
        return self

    def __exit__(self, *exc: object) -> None:
        if self.error is not None and exc[0] is None:
            # The temporary file goes, the old log stays: never a log missing games.
            self._stack.__exit__(type(self.error), self.error, None)
            return
        self._stack.__exit__(*exc)  # type: ignore[arg-type]

    def lines(self, results: Sequence[GameResult]) -> bytes:
        """The records of ``results`` as JSONL (nothing when there is no log)."""
        if self._stream is None:
            return b""
        from deckcheck.batch.records import GameRecord, record_line

        return "".join(
            record_line(GameRecord.from_result(self.matchup, self.seed, r, self.rules_hash))
            for r in results
        ).encode("utf-8")

    def write(self, lines: bytes) -> None:
        if self._stream is None or self.error is not None:
            return
        try:
            self._stream.write(lines)
        except OSError as err:
            self.error = InputError(
                f"cannot write {printable(str(self.path))}: {err.strerror or err}; the games "
                "went on without it, and the file is unchanged",
                code="WRITE_FAILED",
            )


def write_replay_page(path: Path, record: GameRecord, rules: Any, seen_by: str = "all") -> None:
    """The page to watch ``record`` step by step, as ``seen_by`` (``a``, ``b`` or
    ``all``) saw it, written atomically to ``path``; an
    :class:`~deckcheck.errors.InvalidDeckError` when the record does not replay."""
    from deckcheck.batch.records import RecordError
    from deckcheck.doctor.replay import replay_page
    from deckcheck.loading.atomic import write_atomic

    try:
        page = replay_page(record, rules, seen_by)
    except RecordError as err:
        raise InvalidDeckError(f"{path}: {err}", code="REPLAY_MISMATCH") from None
    write_atomic(path, page.encode("utf-8"))


# --- a recorded game ---------------------------------------------------------------------


@dataclass
class ReplayedGame:
    """One game of a game log, replayed by :func:`replay_game` to the end it records."""

    record: GameRecord
    #: Its final state, with its log.
    state: GameState


def _check_regular(path: Path) -> None:
    """A located input error unless ``path`` is a regular file (a device or a pipe would
    be read for ever; a name too long or a symbolic-link loop cannot be opened)."""
    import stat

    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise InputError(f"{path}: no such file", code="FILE_NOT_FOUND") from None
    except OSError as err:
        raise InputError(f"{path}: {err.strerror or err}", code="FILE_UNREADABLE") from None
    if stat.S_ISDIR(mode):
        raise InputError(f"{path}: is a directory", code="FILE_UNREADABLE")
    if not stat.S_ISREG(mode):
        raise InputError(f"{path}: not a regular file", code="FILE_UNREADABLE")


def replay_game(
    log_file: Path,
    game_index: int | None = None,
    rules_file: Path | None = None,
    *,
    html_file: Path | None = None,
    seen_by: str = "all",
) -> ReplayedGame:
    """Replay the game of ``log_file`` (a JSONL game log of ``play --log``) whose index is
    ``game_index`` (None: the first) by the rules of ``rules_file`` (None: the game's
    own), checking that it ends as recorded; with ``html_file``, write its page to watch
    as ``seen_by`` saw it (the file is checked writable before anything is read).

    Errors: an :class:`~deckcheck.errors.InputError` for a file that is not a game log
    (or is empty), a :class:`~deckcheck.errors.UsageError` for an index it does not hold,
    an :class:`~deckcheck.errors.InvalidDeckError` (``REPLAY_MISMATCH``) for a record
    that does not replay to its result."""
    from deckcheck.batch.records import RecordError, read_records
    from deckcheck.batch.records import replay as replay_record
    from deckcheck.services.decks import game_engine

    _check_regular(log_file)
    if html_file is not None:
        from deckcheck.loading.atomic import check_writable

        check_writable(html_file)
    chosen = None
    try:
        for record in read_records(log_file):
            if game_index is None or record.index == game_index:
                chosen = record
                break
    except RecordError as err:  # the file is not a game log: an input error
        raise InputError(str(err), code="BAD_RECORD") from None
    except OSError as err:  # /proc/self/mem: a read error
        raise InputError(f"{log_file}: {err.strerror or err}", code="FILE_UNREADABLE") from None
    if chosen is None:
        if game_index is None:
            raise InputError(f"{log_file}: holds no game (an empty game log)", code="BAD_RECORD")
        raise UsageError(f"{log_file} holds no game with index {game_index}")
    rules = game_engine(chosen.game).load_rules(rules_file)
    try:
        state = replay_record(chosen, rules)
    except RecordError as err:  # the record does not replay to its result: invalid
        raise InvalidDeckError(f"{log_file}: {err}", code="REPLAY_MISMATCH") from None
    if html_file is not None:
        write_replay_page(html_file, chosen, rules, seen_by)
    return ReplayedGame(chosen, state)


# --- one game -----------------------------------------------------------------------------


@dataclass
class PlayedGame:
    """One game played by :func:`play_one`."""

    result: GameResult
    #: Its final state (with its log when asked for).
    state: GameState
    #: The files that could not be written (the game stands all the same).
    failures: list[DeckcheckError] = field(default_factory=list)

    def record(self, loaded: LoadedMatchup, seed: int) -> GameRecord:
        """The game as a game log keeps it (to replay it, watch it, draw its board)."""
        from deckcheck.batch.records import GameRecord

        return GameRecord.from_result(loaded.matchup, seed, self.result, loaded.rules_hash)


def play_one(
    loaded: LoadedMatchup,
    seed: int = 0,
    *,
    log: bool = False,
    considered: bool = False,
    log_file: Path | None = None,
    html_file: Path | None = None,
    seen_by: str = "all",
) -> PlayedGame:
    """Play the first game of a batch seeded with ``seed``: with its log (``log``), what a
    search agent weighed (``considered``; the same game either way), its record written
    to ``log_file`` and its page to watch to ``html_file`` (as ``seen_by`` saw it)."""
    from deckcheck.batch.runner import play_game

    keep = considered or html_file is not None or log_file is not None
    result, state = play_game(loaded.matchup, 0, seed, log=log, considered=keep)
    played = PlayedGame(result, state)
    writer = GameLog(log_file, loaded.matchup, seed, loaded.rules_hash)
    try:
        with writer as game_log:
            game_log.write(game_log.lines([result]))
    except DeckcheckError as err:  # the game stands all the same
        played.failures.append(err)
    if writer.error is not None:
        played.failures.append(writer.error)
    if html_file is not None:
        try:
            write_replay_page(html_file, played.record(loaded, seed), loaded.rules, seen_by)
        except DeckcheckError as err:  # the game stands all the same
            played.failures.append(err)
    return played


# --- a batch ------------------------------------------------------------------------------


@dataclass
class BatchRun:
    """A batch played by :func:`play_batch`."""

    summary: Summary
    #: Ctrl-C (or a stop signal) stopped it: the summary holds the games that finished.
    interrupted: bool
    #: The files that could not be written (the statistics stand all the same).
    failures: list[DeckcheckError] = field(default_factory=list)


def play_batch(
    loaded: LoadedMatchup,
    games: int,
    seed: int = 0,
    *,
    jobs: int = 1,
    backend: Backend | None = None,
    log_file: Path | None = None,
    progress: Callable[[int], None] | None = None,
) -> BatchRun:
    """Play ``games`` games of ``loaded`` and tally them: in ``jobs`` local processes, or
    as work units on ``backend`` (the same games: a unit's counts come back). Each game is
    recorded in ``log_file`` as it finishes (local play only). ``progress`` is told how
    many games just finished.

    Ctrl-C (or a stop signal) stops the games at once: the result, marked
    ``interrupted``, holds those that finished, and the log holds the same ones.
    """
    import time

    from deckcheck.batch.summary import Tally

    start = time.perf_counter()
    tally = Tally()
    interrupted = False
    failures: list[DeckcheckError] = []
    advance = progress or (lambda done: None)
    matchup = loaded.matchup
    if backend is not None:
        if log_file is not None:
            raise UsageError(
                "a game log is written by local play: game records are written here as "
                "games finish",
                code="BAD_OPTION",
            )
        from deckcheck.batch.units import plan_units

        units = backend.run(plan_units("0-1", matchup, seed, games))
        try:
            for unit in units:
                tally.add_unit(unit)
                advance(unit.games)
        except KeyboardInterrupt:
            interrupted = True
        finally:
            units.close()  # cancels the remote work at once
    else:
        interrupted = _play_local(loaded, games, seed, jobs, log_file, tally, advance, failures)
    summary = tally.summary(matchup.names, time.perf_counter() - start, requested=games)
    return BatchRun(summary, interrupted, failures)


def _play_local(
    loaded: LoadedMatchup,
    games: int,
    seed: int,
    jobs: int,
    log_file: Path | None,
    tally: Tally,
    advance: Callable[[int], None],
    failures: list[DeckcheckError],
) -> bool:
    """The games of :func:`play_batch` in local processes; True when interrupted."""
    from deckcheck.batch.runner import iter_games
    from deckcheck.services.interrupts import interrupts_deferred

    interrupted = False
    writer = GameLog(log_file, loaded.matchup, seed, loaded.rules_hash)
    played = False
    try:
        with writer as log:
            batches = iter_games(
                loaded.matchup, games, seed, jobs=jobs, record=log_file is not None
            )
            try:
                for batch in batches:
                    lines = log.lines(batch)
                    with interrupts_deferred():  # the log and the statistics: same games
                        log.write(lines)
                        for result in batch:
                            tally.add(result)
                    advance(len(batch))
            except KeyboardInterrupt:
                interrupted = True  # what finished is kept: statistics and log, partial
            finally:
                batches.close()  # stops the worker processes at once
            played = True
    except DeckcheckError as err:
        if not played:
            raise
        failures.append(err)  # the log's last write failed: the statistics stand
    if writer.error is not None:
        failures.append(writer.error)
    return interrupted
