"""Mends after audit D (test_audit_sample5.py): three cards whose printed clause was not
played as printed, each test named by the card's id and failing before its fix. Public
API only."""

from __future__ import annotations

from tests.engine_berserk.helpers import Put, card, options
from tests.engine_berserk.test_audit_sample import resolve
from tests.engine_berserk.test_card_scenarios_vs import SPARE_1, act, position

# --- VS-142: its discharge 1 gets +3 while a creature of its side stands in every row; the
# encoded «torment» is that discharge, so the bare keyword is never offered beside it.


def _succubus_offers(rows: int) -> tuple[list[str], int]:
    puts = [Put("VS-117", 0, f"a{r}") for r in range(2, 2 + rows)]
    s = position(Put("VS-142", 0, "c1"), *puts, Put("VS-117", 1, "d5"), SPARE_1)
    succubus, vail = card(s, "VS-142", 0), card(s, "VS-117", 1)
    offers = [o for o in options(s) if o.startswith(f"{s.at(succubus)} uses ")
              and o.endswith(f"on {s.at(vail)}")]
    return offers, vail


def test_vs_142_one_discharge_offered_with_and_without_the_plus_three() -> None:
    for rows, wounds in ((5, 4), (4, 1)):
        offers, _ = _succubus_offers(rows)
        assert len(offers) == 1 and "«torment»" in offers[0], offers
        puts = [Put("VS-117", 0, f"a{r}") for r in range(2, 2 + rows)]
        s = position(Put("VS-142", 0, "c1"), *puts, Put("VS-117", 1, "d5"), SPARE_1)
        act(s, offers[0])
        resolve(s)
        assert s.wounds[card(s, "VS-117", 1)] == wounds, rows
