"""Reading a squad file (``schemas/squad.schema.json``) into a located :class:`Squad`.

A squad file::

    # yaml-language-server: $schema=../../schemas/squad.schema.json
    game: berserk
    format: berserk-2023     # optional; default: the game's default format
    seat: first              # optional; first or second
    deal: [VS-001, ...]      # optional; the 15 dealt cards, one id per card
    squad:                   # card id: copies
      VS-001: 2
      VS-050: 1
    choices:                 # optional; what the player chose for cards that offer it
      VS-190: {pay_more: 3}  # paid 3 crystals more for it
      VS-199: {take_gold: true}
      VS-180: {ward: VS-058} # an elite creature joined under its ward
      NT-187: {fetch: [VS-001, VS-001]}  # fetched from the deck into the deal

Every problem that keeps the file from being read — YAML syntax, a schema violation —
is an input error (exit code 2) located at ``file:line:col``.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from deckcheck.diagnostics import Diagnostic, Location, Severity, sorted_diagnostics
from deckcheck.errors import LoadError
from deckcheck.games.berserk.squads.model import ChoiceEntry, DealEntry, Squad, SquadEntry
from deckcheck.games.berserk.squads.rules import Seat
from deckcheck.loading.check import CheckedFile, check_file
from deckcheck.loading.yamlload import Document

SCHEMA = "squad.schema.json"


def _as_input(diagnostic: Diagnostic) -> Diagnostic:
    """A file that does not follow its schema cannot be checked: an input error."""
    if diagnostic.severity is Severity.ERROR:
        return dataclasses.replace(diagnostic, severity=Severity.INPUT)
    return diagnostic


def check_squad_file(path: Path, display: str | None = None) -> CheckedFile:
    """Load and schema-check a squad file; a file without modeline or ``squad`` key is
    checked as a squad anyway (this is what the user asked for)."""
    checked = check_file(path, display=display)
    if checked.document is not None and checked.schema is None:
        checked = check_file(path, SCHEMA, display=display)
    if checked.document is not None and checked.schema not in (None, SCHEMA):
        name = checked.path
        checked.diagnostics.append(
            Diagnostic(
                Location(name, 1, 1),
                "NOT_A_SQUAD",
                f"this is a {checked.schema.removesuffix('.schema.json')} file, not a squad file"
                f" ({SCHEMA})",
                Severity.INPUT,
            )
        )
    checked.diagnostics = sorted_diagnostics(_as_input(d) for d in checked.diagnostics)
    return checked


def squad_from_document(document: Document) -> Squad:
    """A :class:`Squad` from a schema-valid squad document, with every entry located."""
    data = document.data
    entries = tuple(
        SquadEntry(str(card_id), int(count), document.locate_key(("squad", str(card_id))))
        for card_id, count in data["squad"].items()
    )
    deal = None
    if "deal" in data:
        deal = tuple(
            DealEntry(str(card_id), document.locate(("deal", i)))
            for i, card_id in enumerate(data["deal"])
        )
    choices = tuple(
        ChoiceEntry(str(card_id), int(choice.get("pay_more", 0)),
                    choice.get("take_gold") is True,
                    document.locate_key(("choices", str(card_id))),
                    str(choice.get("ward", "")),
                    tuple(str(i) for i in choice.get("fetch", ())))
        for card_id, choice in data.get("choices", {}).items()
    )
    seat = data.get("seat")
    return Squad(
        entries=entries,
        game=str(data["game"]),
        format=data.get("format"),
        seat=None if seat is None else Seat.parse(seat),
        deal=deal,
        mulligans=int(data.get("mulligans", 0)),
        file=document.file,
        game_location=document.locate(("game",)),
        squad_location=document.locate_key(("squad",)),
        deal_location=document.locate_key(("deal",)) if deal is not None else None,
        choices=choices,
    )


def load_squad(path: Path, display: str | None = None) -> Squad:
    """Read a squad file; raises :class:`~deckcheck.errors.LoadError` with every problem."""
    checked = check_squad_file(path, display)
    if not checked.ok or checked.document is None:
        raise LoadError(checked.diagnostics)
    return squad_from_document(checked.document)
