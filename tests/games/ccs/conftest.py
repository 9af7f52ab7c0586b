"""Shared set-up of the engine tests: none beyond tests/conftest.py's (the ``slow``
marker and its switch, ``DECKCHECK_SLOW_TESTS=1``)."""
