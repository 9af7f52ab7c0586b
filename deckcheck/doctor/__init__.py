"""The deck doctor: a deck's numbers — composition, exact draw odds, squad statistics —
as plain tables that ``stats`` prints, ``report`` draws and ``--output json|csv`` writes.

Every number comes from the cards the validator read (:class:`~deckcheck.formats.reader.DeckCards`
of a :class:`~deckcheck.formats.checker.DeckReport`), never from a second reading of the file.
"""
