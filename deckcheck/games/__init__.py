"""The games deckcheck knows: each is one folder, found without a list naming it.

A game is three things: its data folder (vocabularies, sets, formats, rules), its
package here, ``deckcheck/games/<game>/`` — its profile, its rules engine, its formats
and its extra commands — and the :class:`GameEntry` its package's ``__init__`` declares
as ``ENTRY``. Generic code never names a game: it asks the game's profile (what a card
query can name, the listing's columns, the hooks a command needs) or its engine.

Games are found three ways, cheaply (a game's profile and engine load on first use):

* every package of this folder whose ``__init__`` declares ``ENTRY`` (the bundled games,
  whose data is ``cardsets/<game>/``);
* installed plug-ins: an entry point of the group ``deckcheck.games`` names a
  ``GameEntry`` (``mygame = "mygame:ENTRY"``), with its own data folder;
* :func:`register`, at run time (a test's game).

>>> [entry.id for entry in entries()][:2]
['ccs', 'berserk']
>>> profile("ccs").engine
'deckcheck.games.ccs.engine.game:GAME'
>>> profile("chess").fields  # a game without a profile: none of its own (the common ones)
()
"""

from __future__ import annotations

import importlib
import importlib.metadata
import pkgutil
import re
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from deckcheck.errors import DeckcheckError

if TYPE_CHECKING:
    from deckcheck.catalog.fields import Field
    from deckcheck.catalog.records import Column
    from deckcheck.doctor.stats import ExtraCharts, GameStats, StatsRequest
    from deckcheck.formats.deckfiles import CollectionFileFormat, DeckFileFormat


@dataclass(frozen=True)
class Cover:
    """A deck-builder goal: every ``field`` value of the cards in ``section`` is on at
    least ``copies`` cards of ``types`` (in whatever section those belong to)."""

    section: str
    types: tuple[str, ...]
    field: str
    #: What the goal is called in messages.
    name: str
    option: str = "--catch"


@dataclass(frozen=True)
class GameProfile:
    """One game's knowledge that is code rather than data (see the module's text)."""

    id: str
    #: ``module:attribute`` of the rules engine's Game object; None: no engine yet.
    engine: str | None
    #: What a card query may name (``e:``, ``power>=``, ``is:major`` ...).
    #: Empty: the fields every game's cards have (``COMMON_FIELDS``).
    fields: tuple[Field, ...] = ()
    #: The columns of ``deckcheck cards``, and what their marks mean.
    #: Empty: the columns of every game (``COMMON_COLUMNS``).
    columns: tuple[Column, ...] = ()
    legend: str | None = None
    #: The card fields ``deck show`` totals per section, and shows as columns.
    show_totals: tuple[str, ...] = ("elements",)
    show_columns: tuple[str, ...] = ("elements",)
    #: The deck builder's goals and the least share of its section a card type takes.
    cover: Cover | None = None
    shares: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))
    # --- deck files (formats the game's community uses) ---
    #: Deck forms besides deckcheck's YAML and text lists, which every command reads,
    #: ``deck new``/``deck build --out`` write by suffix and ``deck convert --to`` writes
    #: (:mod:`deckcheck.formats.deckfiles`); none by default.
    deck_files: tuple[DeckFileFormat, ...] = ()
    #: Collection forms besides deckcheck's YAML; none by default.
    collection_files: tuple[CollectionFileFormat, ...] = ()
    #: The validator's UNKNOWN_SET finding on a deck entry's text that names a card of a
    #: set deckcheck does not ship (a community id it keeps), and what it expected
    #: instead; None: a card it does not know then (the default, for every text).
    unshipped_card: Callable[[str], tuple[str, str] | None] = field(default=lambda text: None)

    # --- play, watch and report ---
    #: A deck's statistics (``deckcheck stats``, the report's charts and odds): the game's
    #: tables, warnings and draw model; None: the cards by type alone.
    deck_stats: Callable[[StatsRequest], GameStats] | None = None
    #: Charts the report adds (``report --deals``: Berserk's squads of sample deals), or
    #: None for a deck it has none for; None: no such charts.
    report_charts: Callable[[StatsRequest], ExtraCharts | None] | None = None


class GameLoadError(DeckcheckError, TypeError):
    """A game's code that does not load: its profile or engine module fails to import, or
    does not define what its entry names (most often a plug-in's fault). One message,
    exit code 2, instead of a traceback in every command that meets the game."""


def load_attribute(game: str, target: str, what: str) -> object:
    """The object ``target`` (``module:attribute``) names for ``game``'s ``what`` (its
    profile, its rules engine); :class:`GameLoadError` when it does not load."""
    module, _, attribute = target.partition(":")
    try:
        return getattr(importlib.import_module(module), attribute)
    except Exception as err:  # a game's code, maybe a third party's: any failure is its own
        raise GameLoadError(
            f"the {what} of game {game!r} ({target}) does not load: "
            f"{type(err).__name__}: {err}",
            code="GAME_LOAD",
        ) from None


@dataclass(frozen=True)
class GameEntry:
    """A game as the registry knows it before importing any of its code."""

    id: str
    #: The game's name in help texts and messages (``Card Captor Sakura``).
    title: str
    #: The module defining the game's ``PROFILE``.
    profile: str
    #: Lower comes first where games are listed, and the first is the default game.
    rank: int = 100
    #: The data folder; None: the bundled one (``cardsets/<id>``).
    data: Path | None = None
    #: Commands the game adds (name -> the module whose import registers it on the app).
    commands: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))


#: The games found so far and those registered at run time, by id.
_entries: dict[str, GameEntry] = {}
_registered: dict[str, GameEntry] = {}
_loaded: dict[str, GameProfile] = {}


def _bundled() -> list[GameEntry]:
    """The ``ENTRY`` of every package of this folder that declares one."""
    found = []
    for module in pkgutil.iter_modules(__path__, prefix=f"{__name__}."):
        if module.ispkg:
            entry = getattr(importlib.import_module(module.name), "ENTRY", None)
            if isinstance(entry, GameEntry):
                found.append(entry)
    return found


#: What a game's id may be (as the schemas' ``game``): it names its data folder and files.
_GAME_ID = re.compile(r"[a-z][a-z0-9-]{0,31}")


#: What a game's id may be: the schemas' ``game`` (common.schema.json; a test holds the
#: two alike), since it names the game's data folder and files.
_GAME_ID = re.compile(r"[a-z][a-z0-9-]{0,31}")


def _plugins(taken: set[str]) -> list[GameEntry]:
    """The entries installed packages name in the ``deckcheck.games`` entry-point group.

    A plug-in that does not load (its module fails to import, it names no
    :class:`GameEntry`, its id is not a game id or one of ``taken``, the bundled games')
    is left out with one warning line on standard error, so that a broken package never
    stops deckcheck or the other games."""
    found = []
    for point in importlib.metadata.entry_points(group="deckcheck.games"):
        try:
            entry = point.load()
        except Exception as err:  # a third party's code: any failure is its own
            _plugin_warning(point, f"{type(err).__name__}: {err}")
            continue
        if not isinstance(entry, GameEntry):
            _plugin_warning(point, f"it names a {type(entry).__name__}, not a GameEntry")
        elif not _GAME_ID.fullmatch(entry.id):
            _plugin_warning(point, f"its id {entry.id!r} is not a game id ({_GAME_ID.pattern})")
        elif entry.id in taken:  # (named by the game it claims to be)
            sys.stderr.write(f"deckcheck: warning: the game plug-in {entry.id!r} is not "
                             "loaded: deckcheck has a game of that id\n")
        else:
            found.append(entry)
    return found


def _plugin_warning(point: importlib.metadata.EntryPoint, why: str) -> None:
    sys.stderr.write(
        f"deckcheck: warning: the game plug-in {point.name!r} ({point.value}) is not "
        f"loaded: {why}\n"
    )


def entries() -> list[GameEntry]:
    """Every game: bundled, installed and registered, by rank (then id)."""
    if not _entries:
        _entries.update((entry.id, entry) for entry in _bundled())
        _entries.update((entry.id, entry) for entry in _plugins(set(_entries)))
    games = {**_entries, **_registered}
    return sorted(games.values(), key=lambda entry: (entry.rank, entry.id))


def entry(game: str) -> GameEntry | None:
    """The entry of ``game``, or None for a game deckcheck does not know."""
    return next((found for found in entries() if found.id == game), None)


def register(new: GameEntry) -> None:
    """Add a game at run time (a test's, or a plug-in's when entry points are not used);
    it replaces a game of the same id until :func:`unregister`."""
    _registered[new.id] = new
    _loaded.pop(new.id, None)


def unregister(game: str) -> None:
    """Forget a game :func:`register` added."""
    _registered.pop(game, None)
    _loaded.pop(game, None)


def profile_ids() -> list[str]:
    """The games with a profile, without importing any profile."""
    return [found.id for found in entries()]


def default_game() -> str:
    """The game a command uses when nothing names one: the first by rank."""
    return entries()[0].id


def titles() -> str:
    """Every game for a help text: ``ccs (Card Captor Sakura), berserk (Берсерк)``."""
    return ", ".join(f"{found.id} ({found.title})" for found in entries())


def game_commands() -> dict[str, str]:
    """The commands games add: name -> the module registering it."""
    return {name: module for found in entries() for name, module in found.commands.items()}


def data_dir(game: str) -> Path | None:
    """A game's own data folder, or None when its data is bundled (``cardsets/<game>``)."""
    found = entry(game)
    return None if found is None else found.data


def profile(game: str) -> GameProfile:
    """The profile of ``game``; a game without one gets the common fields and columns."""
    found = _loaded.get(game)
    if found is not None:
        return found
    found_entry = entry(game)
    if found_entry is None:
        return GameProfile(game, None)
    module = found_entry.profile
    loaded = load_attribute(game, f"{module}:PROFILE", "profile")
    if not isinstance(loaded, GameProfile) or loaded.id != game:
        raise GameLoadError(f"{module}.PROFILE is not the GameProfile of {game!r}",
                            code="GAME_LOAD")
    _loaded[game] = loaded
    return loaded


def profiles() -> list[GameProfile]:
    """Every registered game's profile."""
    return [profile(game) for game in profile_ids()]


