"""Running games at scale: one game or thousands, on one core, many, or a Ray cluster.

- :mod:`~deckcheck.batch.runner`: one game, or a batch over several processes, reproducibly.
- :mod:`~deckcheck.batch.units`, :mod:`~deckcheck.batch.workers`,
  :mod:`~deckcheck.batch.backends`: units of work and where they run.
- :mod:`~deckcheck.batch.unitlog`: the log that lets an interrupted run resume.
- :mod:`~deckcheck.batch.tournament`: every deck against every other.
- :mod:`~deckcheck.batch.summary`, :mod:`~deckcheck.batch.significance`: Wilson score
  intervals, per-deck summaries and two-proportion tests.
- :mod:`~deckcheck.batch.records`: JSONL game records and their replay.
- :mod:`~deckcheck.batch.bench`: engine speed.

It builds on the engine API (:mod:`deckcheck.engine`) and knows no game by name.
"""
