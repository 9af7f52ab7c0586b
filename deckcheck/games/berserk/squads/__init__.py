"""Berserk squad recruitment (Набор отряда): check a squad, or choose the best one.

A player is dealt 15 cards and buys a squad from them with gold and silver crystals
(research §2.2; seeds 106.2 and 208). This package is a small library over plain data:

* :func:`check_squad` — is a squad affordable and legal for a seat? Returns a
  :class:`SquadReport` with the least-gold :class:`Payment` and every violation as a
  located :class:`~deckcheck.diagnostics.Diagnostic`;
* :func:`best_squad` — the strongest affordable, legal squad from a deal (an exact
  branch and bound; the objective is in :mod:`deckcheck.games.berserk.squads.optimise`);
* :func:`deal_cards` — shuffle a deck with ``random.Random(seed)`` and deal;
* :func:`load_squad` — read a squad file (``schemas/squad.schema.json``);
* :func:`squad_rules` — a format's rules from ``cardsets/berserk/formats.yaml``.

>>> from deckcheck.catalog.load import load_catalogue
>>> catalogue, rules = load_catalogue("berserk"), squad_rules("berserk-2023")
>>> deal = deal_cards({"VS-001": 3, "VS-041": 3, "VS-101": 3, "VS-150": 3, "NT-050": 3}, 1)
>>> report = best_squad(deal, catalogue, rules, Seat.FIRST)
>>> check_squad(report.ids(), catalogue, rules, Seat.FIRST).legal
True
"""

from __future__ import annotations

from deckcheck.games.berserk.squads.check import check_squad, element_penalty
from deckcheck.games.berserk.squads.deal import deal_cards
from deckcheck.games.berserk.squads.load import load_squad
from deckcheck.games.berserk.squads.model import (
    ChosenCard,
    Payment,
    Squad,
    SquadCard,
    SquadEntry,
    SquadReport,
)
from deckcheck.games.berserk.squads.optimise import best_squad, squad_key
from deckcheck.games.berserk.squads.rules import (
    Crystals,
    Seat,
    SquadRules,
    crystals_for,
    squad_rules,
)

__all__ = [
    "ChosenCard",
    "Crystals",
    "Payment",
    "Seat",
    "Squad",
    "SquadCard",
    "SquadEntry",
    "SquadReport",
    "SquadRules",
    "best_squad",
    "check_squad",
    "crystals_for",
    "deal_cards",
    "element_penalty",
    "load_squad",
    "squad_key",
    "squad_rules",
]
