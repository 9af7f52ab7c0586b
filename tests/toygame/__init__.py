"""Toy duel: a third game that lives only in the tests.

It proves that a game is one folder: a package (this one: its ``ENTRY``, a profile with
no hooks at all, an engine), a data folder (``data/``: game.yaml, formats.yaml, a set)
and nothing else — deckcheck's generic commands play it untouched once it is registered
(:func:`deckcheck.games.register`), as an installed plug-in would be through the
``deckcheck.games`` entry points.

The rules: each player shuffles a deck of 6 to 12 cards (at most 2 copies of a card) and
draws 3. Players take turns laying one card from their hand face up and drawing one; when
both have laid a card, the higher power scores a point (the leader's card wins a tie)
and the winner of the round leads the next. When both hands are empty the player with
more points wins; equal points are a draw.
"""

from __future__ import annotations

from pathlib import Path

from deckcheck.games import GameEntry

ENTRY = GameEntry(
    id="toy",
    title="Toy duel",
    profile="toygame.profile",
    rank=50,
    data=Path(__file__).resolve().parent / "data",
)
