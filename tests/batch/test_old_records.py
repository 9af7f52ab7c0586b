"""Game records written by an older engine are refused, never replayed as something else.

``data/ccs-records-before-streams.jsonl`` is three games written by the compiled wheel of
commit 34a1134 (``deckcheck play examples/decks/starter-short.yaml
examples/decks/wind-and-fire.txt --games 6 --seed 4 --agent-b search --budget 20 --log
…``, its first three lines), under Card Captor Sakura engine version 3. Until version 4
(S51 drops the whole hand as it is played) they replayed as recorded, which showed that
the agents' streams (deckcheck.engine.streams) left a game's chance to its engine's
``random.Random(seed)``. Under a later engine a recorded action may mean another move, so
each record is refused with one message naming both versions.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.batch.records import RecordError, read_records, replay

RECORDS = Path(__file__).parent / "data" / "ccs-records-before-streams.jsonl"


def test_records_of_an_older_engine_are_refused_naming_both_versions() -> None:
    records = list(read_records(RECORDS))
    assert len(records) == 3 and {r.agents for r in records} == {("greedy", "search:20")}
    for record in records:
        with pytest.raises(RecordError, match=r"played under rules ad750e3fce2c-v3, these "
                                              r"are ad750e3fce2c-v4"):
            replay(record, log=False)
