"""Loading ``cardsets/berserk/card-abilities.yaml``: checked against its schema, each
card's abilities compiled.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, Final

from deckcheck.engine.berserk.abilities.compiler import (
    amount_choices,
    compile_ability,
    take_counter,
    with_follow_ups,
)
from deckcheck.engine.berserk.abilities.language import AbilityError, CardAbilities
from deckcheck.errors import LoadError
from deckcheck.loading.check import check_file
from deckcheck.loading.diagnostics import Diagnostic, Severity
from deckcheck.resources import game_dir

CARD_ABILITIES_SCHEMA: Final = "berserk-card-abilities.schema.json"


def card_abilities_path() -> Path:
    return game_dir("berserk") / "card-abilities.yaml"


def load_card_abilities(path: Path | None = None) -> Mapping[str, CardAbilities]:
    """The card abilities in ``path`` (default: the bundled file), schema-checked and
    compiled; a record the engine cannot compile is a located load error."""
    if path is None:
        return _bundled()
    return _read(path)


@cache
def _bundled() -> Mapping[str, CardAbilities]:
    return _read(card_abilities_path())


def _read(path: Path) -> Mapping[str, CardAbilities]:
    checked = check_file(path, CARD_ABILITIES_SCHEMA)
    if not checked.ok or checked.document is None:
        raise LoadError(checked.diagnostics)
    document = checked.document
    try:
        return abilities_from_data(document.data)
    except AbilityError as err:
        card = str(err).split(":")[0].split(" ")[0]
        location = document.locate(("cards", card))
        raise LoadError([Diagnostic(location, "ABILITY", str(err), Severity.INPUT)]) from None


def abilities_from_data(data: Mapping[str, Any]) -> dict[str, CardAbilities]:
    """Compiled card abilities from the data of a schema-valid card-abilities.yaml."""
    out: dict[str, CardAbilities] = {}
    for card, entry in data["cards"].items():
        limit = min((e["max_counters"] for r in entry.get("abilities", ())
                     if r.get("trigger") == "static" and not r.get("if")
                     for e in r.get("effects", ()) if "max_counters" in e), default=None)
        records = [choice for i, r in enumerate(entry.get("abilities", ()))
                   for choice in amount_choices(r, card, i, limit)]
        abilities = [compile_ability(r, card, i) for i, r in enumerate(records)]
        with_follow_ups(abilities, records, card)
        if any(a.cost_counters for a in abilities if a.implemented):
            abilities.append(take_counter(card))
        covers = {a.label for a in abilities if a.label and a.implemented}
        covers.update(entry.get("covers", ()))
        replaced = frozenset(k for a in abilities if a.implemented for k in a.replaces)
        out[card] = CardAbilities(card, tuple(abilities), bool(entry.get("complete", False)),
                                  frozenset(covers | replaced), replaced)
    return out
