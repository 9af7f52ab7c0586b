"""Berserk (Берсерк, Мир Хобби): everything deckcheck knows of it that is code.

- :mod:`~deckcheck.games.berserk.profile`: the profile (query fields, columns, hooks).
- :mod:`~deckcheck.games.berserk.engine`: the rules engine.
- :mod:`~deckcheck.games.berserk.squads`: squad recruitment, checked and optimised.
- :mod:`~deckcheck.games.berserk.nxt`: the community builder berserk-nxt's formats.
- :mod:`~deckcheck.games.berserk.squadstats`: squad statistics over many deals.
- :mod:`~deckcheck.games.berserk.commands`: the ``squad`` command.

Its data folder is ``cardsets/berserk``.
"""

from deckcheck.games import GameEntry

ENTRY = GameEntry(
    id="berserk",
    title="Berserk",
    profile="deckcheck.games.berserk.profile",
    rank=1,
    commands={"squad": "deckcheck.games.berserk.commands"},
)
