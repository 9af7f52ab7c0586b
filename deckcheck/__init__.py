"""deckcheck: card catalogues, deck validation and sample games for collectible card games."""

__version__ = "0.1.0"
