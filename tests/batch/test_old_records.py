"""Game records written before the agents' streams (deckcheck.engine.streams) replay as
they were played: a game's chance is still its engine's ``random.Random(seed)``, so a
record — seed and actions — needs no agent to be played again.

``data/ccs-records-before-streams.jsonl`` is three games written by the compiled wheel of
commit 34a1134 (``deckcheck play examples/decks/starter-short.yaml
examples/decks/wind-and-fire.txt --games 6 --seed 4 --agent-b search --budget 20 --log
…``, its first three lines): agents then drew from Mersenne Twisters seeded by SHA-256.
A Card Captor Sakura engine version after 3 retires this file (the records would then be
refused as another release's, which is the promise too).
"""

from __future__ import annotations

from pathlib import Path

from deckcheck.batch.records import read_records, replay

RECORDS = Path(__file__).parent / "data" / "ccs-records-before-streams.jsonl"


def test_records_written_before_the_streams_replay_as_recorded() -> None:
    records = list(read_records(RECORDS))
    assert len(records) == 3 and {r.agents for r in records} == {("greedy", "search:20")}
    for record in records:
        state = replay(record, log=False)  # raises if an action or the result differs
        assert list(state.history) == list(record.actions)
        outcome = state.outcome()
        assert outcome is not None and outcome.reason == record.reason
