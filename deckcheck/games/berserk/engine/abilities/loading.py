"""Loading ``cardsets/berserk/card-abilities/``, one file per set like the sets themselves:
each file checked against its schema, its cards belonging to its set and encoded once, each
card's abilities compiled.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, Final

from deckcheck.diagnostics import Diagnostic, Location, Severity
from deckcheck.errors import LoadError
from deckcheck.games.berserk.engine.abilities.compiler import (
    amount_choices,
    compile_ability,
    take_counter,
    with_follow_ups,
)
from deckcheck.games.berserk.engine.abilities.language import AbilityError, CardAbilities
from deckcheck.games.berserk.engine.actions import MAX_ABILITIES
from deckcheck.loading.check import check_file
from deckcheck.resources import game_dir

CARD_ABILITIES_SCHEMA: Final = "berserk-card-abilities.schema.json"


def card_abilities_path() -> Path:
    """The bundled card ability data: a folder with one file per set."""
    return game_dir("berserk") / "card-abilities"


def card_ability_files(path: Path) -> list[Path]:
    """The files of the card ability data at ``path``: the file itself, or a folder's
    ``*.yaml`` files in name order."""
    if path.is_dir():
        return sorted(p for p in path.glob("*.yaml") if p.is_file())
    return [path]


def load_card_abilities(path: Path | None = None) -> Mapping[str, CardAbilities]:
    """The card abilities in ``path`` (a file, or a folder of one file per set; default:
    the bundled folder), schema-checked and compiled; a record the engine cannot compile,
    a card outside its file's set or encoded twice is a located load error."""
    if path is None:
        return _bundled()
    return _read(path)


@cache
def _bundled() -> Mapping[str, CardAbilities]:
    return _read(card_abilities_path())


def _read(path: Path) -> Mapping[str, CardAbilities]:
    files = card_ability_files(path)
    if not files:
        raise LoadError([Diagnostic(Location(str(path)), "ABILITY",
                                    "no card ability files (*.yaml) in this folder",
                                    Severity.INPUT)])
    out: dict[str, CardAbilities] = {}
    for file in files:
        checked = check_file(file, CARD_ABILITIES_SCHEMA)
        if not checked.ok or checked.document is None:
            raise LoadError(checked.diagnostics)
        document = checked.document
        set_code = document.data.get("set")
        for card in document.data["cards"]:
            problem = ""
            if set_code and not card.startswith(f"{set_code}-"):
                problem = f"{card} is not a card of set {set_code}, which this file holds"
            elif card in out:
                problem = f"{card} is encoded twice (once in another file)"
            if problem:
                raise LoadError([Diagnostic(document.locate(("cards", card)), "ABILITY",
                                            problem, Severity.INPUT)])
        try:
            out.update(abilities_from_data(document.data))
        except AbilityError as err:
            card = str(err).split(":")[0].split(" ")[0]
            location = document.locate(("cards", card))
            raise LoadError([Diagnostic(location, "ABILITY", str(err), Severity.INPUT)]
                            ) from None
    return out


def abilities_from_data(data: Mapping[str, Any]) -> dict[str, CardAbilities]:
    """Compiled card abilities from the data of one schema-valid card ability file."""
    out: dict[str, CardAbilities] = {}
    for card, entry in data["cards"].items():
        limit = min((e["max_counters"] for r in entry.get("abilities", ())
                     if r.get("trigger") == "static" and not r.get("if")
                     for e in r.get("effects", ()) if "max_counters" in e), default=None)
        records = [choice for i, r in enumerate(entry.get("abilities", ()))
                   for choice in amount_choices(r, card, i, limit)]
        abilities = [compile_ability(r, card, i) for i, r in enumerate(records)]
        with_follow_ups(abilities, records, card)
        if any(a.cost_counters for a in abilities if a.implemented) and not any(
                e.op == "counters_by_ability" for a in abilities for e in a.effects):
            abilities.append(take_counter(card))
        if len(abilities) > MAX_ABILITIES:
            raise AbilityError(f"{card}: {len(abilities)} abilities once its amounts are "
                               "spread into choices (up_to, X counters) and the clauses that "
                               f"follow counted; an action names one of at most {MAX_ABILITIES}")
        covers = {a.label for a in abilities if a.label and a.implemented}
        covers.update(entry.get("covers", ()))
        replaced = frozenset(k for a in abilities if a.implemented for k in a.replaces)
        out[card] = CardAbilities(card, tuple(abilities), bool(entry.get("complete", False)),
                                  frozenset(covers | replaced), replaced,
                                  dict(entry.get("recruitment", {})))
    return out
