"""``python -m deckcheck``."""

from deckcheck.cli import main

main()
