"""deckcheck: card catalogues, deck validation and sample games for collectible card games.

The library's entry points are here, each imported when first used (``import deckcheck``
costs nothing more): a catalogue (:func:`load_catalogue`), a deck read
(:func:`load_deck`) and checked (:func:`check_deck`, :class:`DeckChecker`), decks to be
played (:func:`check_decks`) loaded into their game's engine (:func:`load_matchup`), one
game (:func:`play_one`) or a batch (:func:`play_batch`), and a tournament
(:func:`plan_tournament`, :func:`run_tournament`). Problems a user can fix are raised as
:class:`DeckcheckError` (:mod:`deckcheck.errors`).

>>> import deckcheck
>>> from deckcheck.resources import examples_dir
>>> decks = examples_dir() / "decks"
>>> deckcheck.load_catalogue("ccs").info.name
'Cardcaptors Trading Card Game'
>>> report = deckcheck.check_deck(decks / "starter-short.yaml").report
>>> report.game, report.format, report.valid
('ccs', 'short', True)
>>> pair = deckcheck.check_decks([decks / "starter-short.yaml", decks / "starter-short.yaml"])
>>> run = deckcheck.play_batch(deckcheck.load_matchup(pair, ("greedy", "random")), 10, seed=1)
>>> run.summary.games, run.interrupted
(10, False)
>>> plan = deckcheck.plan_tournament(pair, games_per_pair=4, seed=1)
>>> deckcheck.run_tournament(plan).results.games
4
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

#: Each name of the package's API and the module that defines it.
_API: dict[str, str] = {
    "load_catalogue": "deckcheck.catalog.load",
    "load_deck": "deckcheck.formats.decks",
    "DeckChecker": "deckcheck.formats.checker",
    "check_deck": "deckcheck.services.decks",
    "check_decks": "deckcheck.services.decks",
    "load_matchup": "deckcheck.services.decks",
    "play_one": "deckcheck.services.play",
    "play_batch": "deckcheck.services.play",
    "plan_tournament": "deckcheck.services.tournament",
    "run_tournament": "deckcheck.services.tournament",
    "DeckcheckError": "deckcheck.errors",
}

__all__ = ["__version__", *_API]

if TYPE_CHECKING:
    from deckcheck.catalog.load import load_catalogue as load_catalogue
    from deckcheck.errors import DeckcheckError as DeckcheckError
    from deckcheck.formats.checker import DeckChecker as DeckChecker
    from deckcheck.formats.decks import load_deck as load_deck
    from deckcheck.services.decks import check_deck as check_deck
    from deckcheck.services.decks import check_decks as check_decks
    from deckcheck.services.decks import load_matchup as load_matchup
    from deckcheck.services.play import play_batch as play_batch
    from deckcheck.services.play import play_one as play_one
    from deckcheck.services.tournament import plan_tournament as plan_tournament
    from deckcheck.services.tournament import run_tournament as run_tournament


def __getattr__(name: str) -> Any:
    """A name of the API, imported on first use (then kept as this module's attribute)."""
    module = _API.get(name)
    if module is None:
        raise AttributeError(f"module 'deckcheck' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_API})
