"""What deckcheck's commands do, without the command line: plain functions and classes
between the CLI (:mod:`deckcheck.cli`, which parses, calls one of these and renders) and
the library (catalogues, formats, engines, :mod:`deckcheck.batch`).

* :mod:`deckcheck.services.decks` — decks read and checked as ``validate`` checks them,
  and a matchup of them loaded into the game's engine (the very cards the validator read);
* :mod:`deckcheck.services.play` — one game (its log file and watchable page) or a batch,
  tallied, which Ctrl-C stops with what finished kept;
* :mod:`deckcheck.services.tournament` — many decks against each other: the plan, the
  run (resumable from a results file) and its results as data;
* :mod:`deckcheck.services.interrupts` — Ctrl-C and the stop signals (SIGTERM, SIGHUP).

Nothing here imports Typer or prints: problems are raised as :mod:`deckcheck.errors`,
what a caller may want to say as it happens is given to its callbacks.
"""
