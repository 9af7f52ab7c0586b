"""Game records: one JSON object per game, one game per line (JSONL), and their replay.

A record holds everything needed to play the game again — game, seed, both decks,
which deck sat first, the rules' hash and every action — plus the agents and the
result, which :func:`replay` checks::

    {"format": "deckcheck-game/1", "game": "ccs", "index": 0, "batch_seed": 7,
     "seed": 5023..., "rules_hash": "3f2a...", "decks": {"A": {...}, "B": {...}},
     "names": {"A": "starter", "B": "rival"}, "first": "A",
     "agents": {"A": "greedy", "B": "random"}, "actions": [33, 0, ...],
     "result": {"winner": "A", "reason": "win_pattern", "detail": "...",
                "turns": 14, "decisions": 95}}

Each agent is one :func:`~deckcheck.engine.agents.make_agent` knows (``greedy``,
``search:400`` ...): the replay does not play it, but prints it as the seat's, so a name
deckcheck has no agent by is refused like any other wrong field. A record nests at most
:data:`MAX_DEPTH` levels of JSON (its ``considered`` list is the deepest, at 5).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from deckcheck.batch.runner import Considered, GameResult, Matchup
from deckcheck.engine.agents import AGENTS, UnknownAgentError, parse_agent
from deckcheck.engine.api import GameState
from deckcheck.games.engines import get_game
from deckcheck.output import json_text

FORMAT = "deckcheck-game/1"
LABELS = ("A", "B")


class RecordError(ValueError):
    """A record that cannot be read, or whose replay does not match it."""


@dataclass(frozen=True)
class GameRecord:
    """One recorded game (see the module docstring for the JSON form)."""

    game: str
    index: int
    batch_seed: int
    seed: int
    rules_hash: str
    decks: tuple[dict[str, int], dict[str, int]]
    names: tuple[str, str]
    first: int
    agents: tuple[str, str]
    actions: tuple[int, ...]
    winner: int | None
    reason: str
    detail: str
    turns: int
    #: What a search agent weighed at its decisions (:attr:`GameResult.considered`):
    #: written as ``"considered": [[decision, [[action, visits, value], ...]], ...]`` when
    #: there is any, read when present (a record without it has none).
    considered: tuple[Considered, ...] = field(default=(), compare=False)

    @classmethod
    def from_result(
        cls, matchup: Matchup, batch_seed: int, result: GameResult, rules_hash: str
    ) -> GameRecord:
        if result.actions is None:
            raise ValueError("the result holds no actions: run the batch with record=True")
        return cls(
            game=matchup.game,
            index=result.index,
            batch_seed=batch_seed,
            seed=result.seed,
            rules_hash=rules_hash,
            decks=(dict(matchup.decks[0]), dict(matchup.decks[1])),
            names=matchup.names,
            first=result.first_deck,
            agents=matchup.agents,
            actions=result.actions,
            winner=result.winner,
            reason=result.reason,
            detail=result.detail,
            turns=result.turns,
            considered=result.considered,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "index": self.index,
            "batch_seed": self.batch_seed,
            "seed": self.seed,
            "rules_hash": self.rules_hash,
            "decks": {
                label: dict(sorted(deck.items()))
                for label, deck in zip(LABELS, self.decks, strict=True)
            },
            "names": dict(zip(LABELS, self.names, strict=True)),
            "first": LABELS[self.first],
            "agents": dict(zip(LABELS, self.agents, strict=True)),
            "actions": list(self.actions),
            "result": {
                "winner": None if self.winner is None else LABELS[self.winner],
                "reason": self.reason,
                "detail": self.detail,
                "turns": self.turns,
                "decisions": len(self.actions),
            },
            **({"considered": [
                [number, [[action, visits, round(value, 4)] for action, visits, value in weighed]]
                for number, weighed in self.considered
            ]} if self.considered else {}),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameRecord:
        """A record from its JSON; :class:`RecordError` names the field that is wrong
        (``result.winner: 'C' is not A or B``)."""
        if data.get("format") != FORMAT:
            raise RecordError(f"format: not a {FORMAT} record")

        def get(path: str) -> Any:
            value: Any = data
            walked: list[str] = []
            for key in path.split("."):
                if not isinstance(value, Mapping):
                    raise RecordError(f"{'.'.join(walked)}: not an object")
                walked.append(key)
                if key not in value:
                    raise RecordError(f"{'.'.join(walked)}: missing")
                value = value[key]
            return value

        return cls(
            game=_text(get("game"), "game"),
            index=_whole(get("index"), "index"),
            batch_seed=_whole(get("batch_seed"), "batch_seed"),
            seed=_whole(get("seed"), "seed"),
            rules_hash=_text(get("rules_hash"), "rules_hash"),
            decks=(_deck(get("decks.A"), "decks.A"), _deck(get("decks.B"), "decks.B")),
            names=(_text(get("names.A"), "names.A"), _text(get("names.B"), "names.B")),
            first=_label(get("first"), "first"),
            agents=(_agent(get("agents.A"), "agents.A"), _agent(get("agents.B"), "agents.B")),
            actions=_actions(get("actions"), "actions"),
            winner=_winner(get("result.winner")),
            reason=_text(get("result.reason"), "result.reason"),
            detail=_text(get("result.detail"), "result.detail"),
            turns=_whole(get("result.turns"), "result.turns"),
            considered=_considered(data.get("considered", [])),
        )

    def seats(self) -> tuple[int, int]:
        return (self.first, 1 - self.first)


def _whole(value: Any, field: str = "") -> int:
    """A JSON integer (not a float, not a boolean)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"{field}: not a whole number: {_shown(value)}")
    return value


def _int(value: Any, field: str = "") -> int:
    """An action or a count: a whole number, 0 or more."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise RecordError(f"{field}: not a whole number of 0 or more: {_shown(value)}")
    return value


def _text(value: Any, field: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{field}: not text: {_shown(value)}")
    return value


def _agent(value: Any, field: str) -> str:
    """An agent as ``play`` records it: a name :data:`AGENTS` holds, with a budget for
    the agents that take one (``search:400``)."""
    spec = _text(value, field)
    name = spec.partition(":")[0]
    if name not in AGENTS:
        known = ", ".join(AGENTS)
        raise RecordError(f"{field}: {_shown(spec)} is not an agent of deckcheck's ({known})")
    try:
        budget = parse_agent(spec)[1]
    except UnknownAgentError as err:  # search:0, search:x
        raise RecordError(f"{field}: {err}") from None
    if budget is not None and name not in ("search", "pimc"):
        raise RecordError(f"{field}: {_shown(spec)}: only the search and pimc agents take a "
                          "budget")
    return spec


def _label(value: Any, field: str) -> int:
    """A deck's label (``A``, ``B``) as its number."""
    if value not in LABELS or not isinstance(value, str):
        raise RecordError(f"{field}: {_shown(value)} is not {' or '.join(LABELS)}")
    return LABELS.index(value)


def _winner(value: Any) -> int | None:
    return None if value is None else _label(value, "result.winner")


def _actions(value: Any, field: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise RecordError(f"{field}: not a list of actions: {_shown(value)}")
    return tuple(_int(a, f"{field}[{i}]") for i, a in enumerate(value))


def _shown(value: Any) -> str:
    """A JSON value as a message shows it (cut short)."""
    words = json.dumps(value, ensure_ascii=False) if value is not None else "null"
    return words if len(words) <= 40 else words[:37] + "..."


def _considered(data: Any) -> tuple[Considered, ...]:
    """The optional ``considered`` list of a record (see :attr:`GameRecord.considered`)."""
    if not isinstance(data, list):
        raise RecordError(f"considered: not a list: {_shown(data)}")
    out: list[Considered] = []
    for i, entry in enumerate(data):
        where = f"considered[{i}]"
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], list):
            raise RecordError(f"{where}: not [decision, [[action, visits, value], ...]]")
        number, weighed = entry
        rows = []
        for j, row in enumerate(weighed):
            if not isinstance(row, list) or len(row) != 3:
                raise RecordError(f"{where}[{j}]: not [action, visits, value]")
            action, visits, value = row
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise RecordError(f"{where}[{j}]: not a value: {_shown(value)}")
            rows.append((_int(action, f"{where}[{j}]"), _whole(visits, f"{where}[{j}]"),
                         float(value)))
        out.append((_whole(number, where), tuple(rows)))
    return tuple(out)


def _deck(data: Any, field: str) -> dict[str, int]:
    if not isinstance(data, dict):
        raise RecordError(f"{field}: not a mapping of card ids to copies: {_shown(data)}")
    return {str(k): _int(v, f"{field}.{k}") for k, v in data.items()}


def record_line(record: GameRecord) -> str:
    """One record as a JSONL line (newline included)."""
    return json_text(record.to_json(), compact=True) + "\n"  # valid UTF-8, any deck name


def write_records(records: Iterable[GameRecord], stream: IO[str]) -> int:
    """Write records as JSONL; returns how many were written."""
    count = 0
    for record in records:
        stream.write(record_line(record))
        count += 1
    return count


#: The longest line a game log may have (a record of a long game is a few kB).
MAX_LINE = 16 * 1024 * 1024
#: The deepest nesting of arrays and objects a record may have. deckcheck writes 5; the
#: limit is far below Python's recursion limit, so a line is refused for the same depth
#: however deep the reading thread's stack already is.
MAX_DEPTH = 32


def _too_deep(data: Any) -> bool:
    """Whether ``data`` nests arrays and objects more than :data:`MAX_DEPTH` levels
    (walked without recursion: the check must not fail as the parser did)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth > MAX_DEPTH:
                return True
            items = value.values() if isinstance(value, dict) else value
            stack.extend((item, depth + 1) for item in items if isinstance(item, dict | list))
    return False


def read_records(path: Path) -> Iterator[GameRecord]:
    """The records of a JSONL file, in order; :class:`RecordError` names the bad line."""
    with path.open("rb") as stream:
        for number, raw in enumerate(iter(lambda: stream.readline(MAX_LINE + 1), b""), 1):
            if len(raw) > MAX_LINE:
                raise RecordError(f"{path}:{number}: a line longer than {MAX_LINE} bytes")
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise RecordError(f"{path}:{number}: not UTF-8 text") from None
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as err:
                raise RecordError(f"{path}:{number}: not JSON: {err.msg}") from None
            except RecursionError:  # Python's own words name its stack, not the file
                raise RecordError(_deep(path, number)) from None
            except ValueError:  # a number of more digits than int() reads
                raise RecordError(
                    f"{path}:{number}: not a deckcheck game record: a number of more than "
                    f"{sys.get_int_max_str_digits()} digits"
                ) from None
            if _too_deep(data):
                raise RecordError(_deep(path, number))
            if not isinstance(data, dict):
                raise RecordError(f"{path}:{number}: a record is a JSON object")
            try:
                yield GameRecord.from_json(data)
            except RecordError as err:
                raise RecordError(f"{path}:{number}: {err}") from None


def _deep(path: Path, number: int) -> str:
    return (
        f"{path}:{number}: not a deckcheck game record: nested too deeply "
        f"(a record nests at most {MAX_DEPTH} levels of arrays and objects)"
    )


def replay(
    record: GameRecord,
    rules: Any = None,
    *,
    log: bool = True,
    on_step: Callable[[GameState, int | None], None] | None = None,
) -> GameState:
    """Play ``record`` again and check that it ends as recorded.

    ``on_step(state, action)`` is called before each action is applied, and once more
    with None when the last one was (deckcheck.doctor.watch takes its pictures there).

    Raises :class:`RecordError` if the rules differ from those recorded, an action is
    illegal, or the result differs.
    """
    game = get_game(record.game)
    rules = rules if rules is not None else game.load_rules()
    digest = game.rules_hash(rules)
    if digest != record.rules_hash:
        raise RecordError(
            f"the record was played under rules {record.rules_hash}, these are {digest} "
            "(options-engine version: another rules file, or another deckcheck release)"
        )
    seats = record.seats()
    try:
        state = game.new_game(
            record.decks[seats[0]],
            record.decks[seats[1]],
            record.seed,
            rules,
            log=log,
            names=(LABELS[seats[0]], LABELS[seats[1]]),
        )
    except ValueError as err:  # an unknown card, a deck no engine lays out
        raise RecordError(f"the recorded decks cannot be played: {err}") from None
    for number, action in enumerate(record.actions):
        if state.is_terminal():
            raise RecordError(f"the game was over before action {number}")
        if on_step is not None:
            on_step(state, action)
        try:
            state.apply(action)
        except ValueError as err:
            raise RecordError(f"action {number}: {err}") from None
    if on_step is not None:
        on_step(state, None)
    outcome = state.outcome()
    if outcome is None:
        raise RecordError("the recorded actions do not finish the game")
    winner = None if outcome.winner is None else seats[outcome.winner]
    if (winner, outcome.reason, state.turn) != (record.winner, record.reason, record.turns):

        def ending(who: int | None, detail: str, turn: int) -> str:
            said = "a draw" if who is None else f"{LABELS[who]} wins"
            return f"{said}: {detail} (turn {turn})"

        raise RecordError(
            f"the replay ends differently: {ending(winner, outcome.detail, state.turn)}; "
            f"recorded: {ending(record.winner, record.detail, record.turns)}"
        )
    return state
