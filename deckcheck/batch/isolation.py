"""Agents in a process of their own, for agents you do not trust.

Within one process an :class:`~deckcheck.engine.api.Observation` keeps the real game out
of an agent's way, but cannot hide it from code that goes looking (Python has no private
memory). An :class:`IsolatedAgent` runs its agent in a child process started afresh
(``spawn``: a forked child would inherit the parent's memory, the real game included) and
sends it, at each decision, a game its seat cannot tell from the real one: a
determinisation drawn from the seat's information state alone. The real hidden cards, deck
orders and generator never leave the parent, and the action the agent answers is checked
against the real legal actions.

An agent that reads only its observation (every agent of :mod:`deckcheck.engine.agents`)
chooses exactly as it would in the parent: its legal actions are the same in every game
its seat cannot tell apart, and a determinisation of the determinisation depends, like
one of the real game, only on the information state and the agent's generator.

>>> from functools import partial
>>> from deckcheck.engine.agents import make_agent
>>> from deckcheck.games.engines import get_game
>>> game = get_game("ccs")
>>> state = game.new_game(*game.sample_decks(), seed=1)
>>> with IsolatedAgent(partial(make_agent, "random", game, 3)) as agent:
...     action = agent.act(Observation(state, state.current_player()))
>>> action in state.legal_actions()
True
"""

from __future__ import annotations

import contextlib
import copyreg
import dataclasses
import importlib
import io
import os
import pickle
import sys
from collections.abc import Callable
from types import (
    BuiltinFunctionType,
    FunctionType,
    MappingProxyType,
    ModuleType,
    TracebackType,
)
from typing import Any, Final

from deckcheck.engine.agents import Agent
from deckcheck.engine.api import Action, IllegalActionError, Observation
from deckcheck.engine.streams import Stream

#: Attributes of a game state that hold what every game of a matchup shares (the card
#: table, the rules, their derived tables): sent to the child once, not at each decision.
SHARED: Final = ("cards", "rules", "_setup")


class AgentError(RuntimeError):
    """An isolated agent failed: its process died, or its ``act`` raised."""


def _native_dataclass(cls: type[Any], arguments: dict[str, Any],
                      others: dict[str, Any]) -> object:
    """A compiled (frozen) dataclass's instance, made by its ``__init__`` from its
    ``arguments``, with its fields that ``__init__`` does not take set as they were."""
    made = cls(**arguments)
    for name, value in others.items():
        object.__setattr__(made, name, value)  # (past a frozen class's __setattr__)
    return made


def _reduce_native(obj: object) -> tuple[Any, ...] | None:
    """How an instance of a class compiled by mypyc pickles, or None when pickle's own
    way works: a compiled class's ``__new__`` runs its ``__init__`` (so pickle, which makes
    an instance with no arguments and then sets its attributes, needs an ``__init__`` that
    takes none: the engines' classes give every argument a default, a blank instance for
    none), and its ``__setstate__`` sets attributes one by one, which a frozen dataclass
    refuses: a dataclass is made again by its ``__init__``, from its fields. (mypyc's own
    ``serializable`` classes are not used: made from Python, their ``__init__`` never runs.)"""
    cls = type(obj)
    if not hasattr(cls, "__mypyc_attrs__") or "__reduce__" in vars(cls) \
            or not dataclasses.is_dataclass(cls):
        return None
    arguments: dict[str, Any] = {}
    others: dict[str, Any] = {}
    for field in dataclasses.fields(cls):
        (arguments if field.init else others)[field.name] = getattr(obj, field.name)
    return (_native_dataclass, (cls, arguments, others))


def _mapping_proxy(items: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    return MappingProxyType(items)


def _reduce_proxy(proxy: MappingProxyType[Any, Any]) -> tuple[Any, ...]:
    return (_mapping_proxy, (dict(proxy),))


#: A persistent id: ("module", (module name, attribute)) for a module-level object of
#: the engines (the engines test some of them by identity: ``condition is ANY``), or
#: ("held", (message, memo index)) for an object of a message of shared objects.
Pid = tuple[str, tuple[Any, Any]]


def engine_package(state: object) -> str:
    """The package of the engine that made ``state``: the package of its class's module
    (``deckcheck.games.berserk.engine`` ...), whose modules' objects the child imports."""
    return type(state).__module__.rpartition(".")[0]


def _engine_constants(packages: tuple[str, ...]) -> dict[int, tuple[str, str]]:
    """The module-level objects of the engines' modules loaded now (the engine API's and
    those of ``packages``), by id: named, not copied, so that the child's engine finds its
    own (identity tests hold there)."""
    prefixes = ("deckcheck.engine", *(f"{package}." for package in packages if package))
    out: dict[int, tuple[str, str]] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith(prefixes) or module is None:
            continue
        for attribute, value in vars(module).items():
            if not isinstance(value, _BY_VALUE) and not attribute.startswith("__"):
                out.setdefault(id(value), (name, attribute))
    return out


#: What pickles by value or by reference anyway (no identity to keep).
_BY_VALUE: Final = (type, ModuleType, FunctionType, BuiltinFunctionType, int, float, str,
                    bytes, bool, type(None))


class _Pickler(pickle.Pickler):
    """Names the engines' module-level objects and the objects the child holds already
    (``held``: id -> (pid, object)) instead of copying them; copies read-only mappings
    (the engines' card facts). An engine's object that cannot be copied (a Berserk
    ability operation holds lambdas) says how it pickles (``copyreg``, ``__reduce__``)."""

    def __init__(self, file: io.BytesIO, constants: dict[int, tuple[str, str]],
                 held: dict[int, tuple[Pid, object]]):
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.constants = constants
        self.held = held
        table = copyreg.dispatch_table.copy()
        table[MappingProxyType] = _reduce_proxy
        self.dispatch_table = table

    def reducer_override(self, obj: object) -> Any:
        if type(obj) in self.dispatch_table:
            return NotImplemented
        reduced = _reduce_native(obj)
        return NotImplemented if reduced is None else reduced

    def persistent_id(self, obj: object) -> Pid | None:
        if isinstance(obj, _BY_VALUE):
            # (a string may be held, but a pid's own strings must not become pids: ("held",
            # ...) would name "held" again without end)
            return None
        key = id(obj)
        found = self.held.get(key)
        if found is not None and found[1] is obj:
            return found[0]
        named = self.constants.get(key)
        if named is not None:
            module, attribute = named
            if getattr(sys.modules[module], attribute, None) is obj:
                return ("module", named)
        return None


class _Unpickler(pickle.Unpickler):
    def __init__(self, data: bytes, held: dict[tuple[Any, Any], object]):
        super().__init__(io.BytesIO(data))
        self.held = held

    def persistent_load(self, pid: Any) -> object:
        kind, key = pid
        if kind == "module":
            return getattr(importlib.import_module(key[0]), key[1])
        return self.held[key]


def _serve(conn: Any, recipe: bytes) -> None:
    """The child process: make the agent, then answer each decision until told to stop.

    Messages are ``(kind, number, payload)``: ``shared`` objects to hold (every object
    of the message kept, by its memo index, for the messages after it), ``act`` on a
    game for a seat (``payload``: (seat, game)), ``stop``."""
    from deckcheck.batch.workers import _die_with

    _die_with(os.getppid())  # (Linux) the child dies with the parent, however it dies
    make: Callable[[], Agent] = _Unpickler(recipe, {}).load()
    agent = make()
    held: dict[tuple[Any, Any], object] = {}
    while True:
        try:
            message = conn.recv_bytes()
        except EOFError:
            return
        unpickler = _Unpickler(message, held)
        kind, number, payload = unpickler.load()
        if kind == "stop":
            return
        if kind == "shared":
            for index, obj in unpickler.memo.copy().items():
                held[number, index] = obj
            continue
        seat, world = payload
        try:
            action = agent.act(Observation(world, seat))
        except Exception as err:  # the agent's own failure, reported in the parent
            conn.send(("error", f"{type(err).__name__}: {err}"))
        else:
            conn.send(("ok", int(action)))


class IsolatedAgent:
    """The agent ``make()`` builds, run in a process of its own (see the module
    docstring). ``make`` must pickle (a module-level function, a ``functools.partial``);
    ``seed`` seeds the generator of the determinisations sent to it. Close it (or use it
    as a context manager) to stop the process."""

    def __init__(self, make: Callable[[], Agent], *, seed: int = 0):
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        # (``make`` pickled here: multiprocessing's own pickler cannot send a compiled
        # engine's game, which it may hold)
        recipe = io.BytesIO()
        try:
            _Pickler(recipe, _engine_constants(()), {}).dump(make)
        except (pickle.PicklingError, TypeError, AttributeError) as err:
            raise AgentError(f"the agent's maker does not pickle ({err}): pass a "
                             "module-level function or a functools.partial of one") from None
        self._process = context.Process(target=_serve, args=(child, recipe.getvalue()),
                                        daemon=True)
        self._process.start()
        child.close()
        self._rng = Stream(seed)  # (as an agent's own generator)
        self._constants: dict[int, tuple[str, str]] | None = None
        self._package = ""  # the engine's package (engine_package), from the first game
        #: The objects the child holds (and this side keeps alive): id -> (pid, object).
        self._held: dict[int, tuple[Pid, object]] = {}
        self._messages = 0

    def act(self, observation: Observation) -> Action:
        world = observation.determinize(self._rng)  # from the seat's information only
        if not self._package:  # (before the first message: its constants name its modules)
            self._package = engine_package(world)
        shared = [value for value in (getattr(world, name, None) for name in SHARED)
                  if value is not None and id(value) not in self._held]
        if shared:  # a new matchup's tables: sent once, every object in them held
            pickler = self._send("shared", shared)
            number = self._messages
            for key, (index, obj) in pickler.memo.copy().items():
                self._held[key] = (("held", (number, index)), obj)
        self._send("act", (observation.player, world))
        try:
            kind, answer = self._conn.recv()
        except (EOFError, OSError):
            raise AgentError("the isolated agent's process died") from None
        if kind != "ok":
            raise AgentError(f"the isolated agent failed: {answer}")
        if answer not in observation.legal_actions():
            raise IllegalActionError(f"the isolated agent chose an illegal action ({answer})")
        return int(answer)

    def _send(self, kind: str, payload: object) -> _Pickler:
        if self._constants is None:  # (once the engines' modules are loaded)
            self._constants = _engine_constants((self._package,))
        self._messages += 1
        out = io.BytesIO()
        pickler = _Pickler(out, self._constants, self._held)
        try:
            pickler.dump((kind, self._messages, payload))
        except (pickle.PicklingError, TypeError, AttributeError) as err:
            # (a plug-in game's state holding a lambda, an open file ...: nothing is sent)
            raise AgentError(f"the game does not pickle for the isolated agent ({err}): "
                             "its state must hold only data and module-level objects"
                             ) from None
        try:
            self._conn.send_bytes(out.getvalue())
        except (BrokenPipeError, OSError):
            raise AgentError("the isolated agent's process died") from None
        return pickler

    def close(self) -> None:
        """Stop the child process (at once if it does not stop when asked)."""
        if self._process.is_alive():
            with contextlib.suppress(AgentError):
                self._send("stop", None)
            self._process.join(timeout=5)
            if self._process.is_alive():
                self._process.kill()
                self._process.join()
        self._conn.close()

    def __enter__(self) -> IsolatedAgent:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()


__all__ = ["AgentError", "IsolatedAgent"]
