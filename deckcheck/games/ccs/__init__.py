"""Card Captor Sakura (Cardcaptors CCG, Upper Deck 2001): its profile and rules engine.

- :mod:`~deckcheck.games.ccs.profile`: the profile (query fields, columns, hooks).
- :mod:`~deckcheck.games.ccs.engine`: the rules engine.

Its data folder is ``cardsets/ccs``.
"""

from deckcheck.games import GameEntry

ENTRY = GameEntry(
    id="ccs", title="Card Captor Sakura", profile="deckcheck.games.ccs.profile", rank=0
)
