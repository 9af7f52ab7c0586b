"""Game profiles: what deckcheck knows about each game beyond its data folder.

A game is three things: its data folder (``cardsets/<game>/``: vocabularies, sets,
formats, rules), its rules engine package (``deckcheck/engine/<game>/``) and its
profile here — one module, ``deckcheck/profiles/<game>.py``, defining ``PROFILE``: the
fields a card query can name, the columns of a card listing, what ``deck show`` totals,
the deck builder's goals, and where the engine is. Everything else is read from the
data. Adding a game is one engine package, one data folder and one line in
:data:`PROFILES`.

Profiles are imported on first use: ``deckcheck validate`` never needs one.

>>> profile("ccs").engine
'deckcheck.engine.ccs.game:GAME'
>>> from deckcheck.catalog.fields import COMMON_FIELDS
>>> profile("chess").fields == COMMON_FIELDS  # a game without a profile: the common ones
True
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckcheck.catalog.fields import Field
    from deckcheck.catalog.records import Column


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
    fields: tuple[Field, ...]
    #: The columns of ``deckcheck cards``, and what their marks mean.
    columns: tuple[Column, ...]
    legend: str | None = None
    #: The card fields ``deck show`` totals per section, and shows as columns.
    show_totals: tuple[str, ...] = ("elements",)
    show_columns: tuple[str, ...] = ("elements",)
    #: The deck builder's goals and the least share of its section a card type takes.
    cover: Cover | None = None
    shares: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))


#: Game id -> the module defining its ``PROFILE``.
PROFILES: dict[str, str] = {
    "ccs": "deckcheck.profiles.ccs",
    "berserk": "deckcheck.profiles.berserk",
}

_loaded: dict[str, GameProfile] = {}


def register(game: str, module: str) -> None:
    """Register the profile module of a game (a plug-in's, or a test's)."""
    PROFILES[game] = module
    _loaded.pop(game, None)


def profile_ids() -> list[str]:
    """The games with a profile, without importing any."""
    return list(PROFILES)


def _generic() -> GameProfile:
    from deckcheck.catalog.fields import COMMON_FIELDS
    from deckcheck.catalog.records import COMMON_COLUMNS

    return GameProfile("", None, COMMON_FIELDS, COMMON_COLUMNS)


def profile(game: str) -> GameProfile:
    """The profile of ``game``; a game without one gets the common fields and columns."""
    found = _loaded.get(game)
    if found is not None:
        return found
    module = PROFILES.get(game)
    if module is None:
        return replace(_generic(), id=game)
    loaded = importlib.import_module(module).PROFILE
    if not isinstance(loaded, GameProfile) or loaded.id != game:
        raise TypeError(f"{module}.PROFILE is not the GameProfile of {game!r}")
    _loaded[game] = loaded
    return loaded


def profiles() -> list[GameProfile]:
    """Every registered game's profile."""
    return [profile(game) for game in PROFILES]


