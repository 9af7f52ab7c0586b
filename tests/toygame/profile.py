"""The toy duel's profile: no hooks at all (the common query fields and listing columns)."""

from __future__ import annotations

from deckcheck.games import GameProfile

PROFILE = GameProfile(id="toy", engine="toygame.engine:GAME")
