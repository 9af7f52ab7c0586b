"""Seats, and the squad rules of a Berserk format.

The rules themselves are the formats package's :class:`~deckcheck.formats.model.SquadRules`
(the ``squad:`` block of ``cardsets/berserk/formats.yaml``, each value with its source);
this module adds the seat, the crystals of a seat, and a shortcut to a format's rules.

>>> rules = squad_rules("berserk-2023")
>>> crystals_for(rules, Seat.SECOND)
Crystals(gold=25, silver=23)
>>> squad_rules("berserk-classic").second
Crystals(gold=23, silver=23)
"""

from __future__ import annotations

import difflib
import enum
from pathlib import Path

from deckcheck.errors import UsageError
from deckcheck.formats.model import Crystals, Format, SquadRules

GAME = "berserk"

__all__ = ["GAME", "Crystals", "Seat", "SquadRules", "crystals_for", "squad_format", "squad_rules"]


class Seat(str, enum.Enum):
    """Who recruits: the First player (won the die roll) or the Second."""

    FIRST = "first"
    SECOND = "second"

    @classmethod
    def parse(cls, text: str | Seat) -> Seat:
        """``first``/``second`` (also ``1``/``2``, any case)."""
        if isinstance(text, Seat):
            return text
        wanted = str(text).strip().lower()
        for seat in cls:
            if wanted in (seat.value, "1" if seat is cls.FIRST else "2"):
                return seat
        raise UsageError(f"unknown seat {text!r}: use first or second", code="UNKNOWN_SEAT")


def crystals_for(rules: SquadRules, seat: Seat | str) -> Crystals:
    """The crystals a seat starts recruiting with."""
    return rules.first if Seat.parse(seat) is Seat.FIRST else rules.second


def rule_source(rules: SquadRules, key: str) -> str:
    """Where the squad rule ``key`` (``crystals``, ``flyer_crystal_cap`` ...) comes from."""
    return rules.sources.get(key, "formats.yaml")


def squad_format(format_name: str | None = None, formats_file: Path | None = None) -> Format:
    """A Berserk format with squad rules: the named one, or the default.

    ``formats_file`` adds a user's formats (see :func:`deckcheck.formats.load.load_formats`).
    Raises :class:`~deckcheck.errors.UsageError` for an unknown format.
    """
    from deckcheck.formats.load import load_formats

    formats = load_formats(GAME, formats_file)
    name = format_name or formats.default
    if name not in formats:
        close = difflib.get_close_matches(name, formats.names(), n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        from deckcheck.formats.checker import DeckChecker

        other = DeckChecker().find_format(name)
        if other is not None:  # another game's format: said so, as every command says it
            hint = f"; {name!r} is a {other.game} format"
        raise UsageError(
            f"unknown format {name!r}{hint}; Berserk formats: {', '.join(formats.names())}",
            code="UNKNOWN_FORMAT",
        )
    found = formats[name]
    if found.squad is None:
        raise UsageError(f"format {name!r} has no squad rules", code="UNKNOWN_FORMAT")
    return found


def squad_rules(format_name: str | None = None, formats_file: Path | None = None) -> SquadRules:
    """The squad rules of a Berserk format (the default format when none is named)."""
    rules = squad_format(format_name, formats_file).squad
    assert rules is not None  # squad_format checks it
    return rules
