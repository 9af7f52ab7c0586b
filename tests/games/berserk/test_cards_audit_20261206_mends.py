"""Mends after audit D (test_cards_audit_20261206.py): three cards whose printed clause was not
played as printed, each test named by the card's id and failing before its fix. Public
API only."""

from __future__ import annotations

from deckcheck.games.berserk.engine.cards import Z_BOARD, Z_EXILE, Z_GRAVE
from deckcheck.games.berserk.engine.state import CHOOSE, State
from tests.games.berserk.helpers import Put, card, options
from tests.games.berserk.helpers.audits import resolve
from tests.games.berserk.helpers.playing import settle
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

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


# --- NT-160: after its attack its player may put a creature of the attacked card's cost
# from its deck into its graveyard: its player picks which, by name, as it looks through
# its deck; the opponent learns nothing of that deck from the choice.


def _adept(*deck: str) -> tuple[State, int]:
    s = position(Put("NT-160", 0, "c3"), Put("VS-003", 1, "c4", closed=True),
                 *(Put(d, 0, "deck") for d in deck), SPARE_0, SPARE_1)
    adept, foe = card(s, "NT-160", 0), card(s, "VS-003", 1)
    s.queue_dice(1)
    act(s, f"{s.at(adept)} strikes {s.at(foe)}")
    act(s, f"{s.at(adept)} uses «fill the crypt»")  # the struck card costs 4
    return s, adept


def test_nt_160_its_player_picks_the_creature_of_that_cost_by_name() -> None:
    s, _ = _adept("VS-020", "VS-009", "VS-001")
    offers = [o for o in options(s) if "«fill the crypt» on" in o]
    assert s.phase == CHOOSE and len(offers) == 2, options(s)  # the two 4s, not the 3
    assert any("Хозяйка прайда" in o for o in offers)
    act(s, next(o for o in offers if "Хозяйка прайда" in o))
    settle(s)
    pride, gold, nomad = card(s, "VS-009", 0), card(s, "VS-020", 0), card(s, "VS-001", 0)
    assert s.grave[0] == [pride] and sorted(s.deck[0]) == sorted([gold, nomad])


def test_nt_160_the_opponent_reads_no_name_of_the_deck_its_owner_looks_through() -> None:
    s, _ = _adept("VS-020", "VS-009")
    picks = [a for a in s.legal_actions() if "«fill the crypt» on" in s.describe(a)]
    assert len(picks) == 2
    owner = [s.describe_for(0, a) for a in picks]
    other = [s.describe_for(1, a) for a in picks]
    assert any("Хозяйка прайда" in w for w in owner) and any("(VS-020)" in w for w in owner)
    assert not any("Хозяйка прайда" in w or "VS-020" in w or "VS-009" in w for w in other)
    assert len(set(other)) == 1  # the same words whichever card it is


def test_nt_160_one_name_of_that_cost_no_choice() -> None:
    s, _ = _adept("VS-009", "VS-009", "VS-001")
    settle(s)
    assert len(s.grave[0]) == 1 and s.kinds[s.grave[0][0]] == s.kinds[card(s, "VS-009", 0)]


# --- NT-162: instead of incarnating its player may banish it and revive another creature
# costing 5 or less from its graveyard in its third row: its player picks the creature and
# the cell of that row.


def _laetar(*grave: str) -> tuple[State, int]:
    s = position(Put("NT-162", 0, "grave"), *(Put(g, 0, "grave") for g in grave),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1, active=1)
    laetar = card(s, "NT-162", 0)
    for _ in range(5):
        act(s, "end the turn")
    act(s, f"{s.at(laetar)} uses «another in its stead»")
    return s, laetar


def test_nt_162_its_player_picks_the_creature_revived_not_the_costliest() -> None:
    s, laetar = _laetar("VS-011", "VS-001", "VS-117")
    offers = [o for o in options(s) if "«another in its stead» on" in o]
    assert s.phase == CHOOSE and len(offers) == 2, options(s)  # the 5 and the 3, not the 6
    act(s, next(o for o in offers if "Кочевник" in o))
    settle(s)
    nomad, snake = card(s, "VS-001", 0), card(s, "VS-011", 0)
    assert s.zone[laetar] == Z_EXILE and s.zone[nomad] == Z_BOARD
    assert s.where(nomad)[1] == "1" and s.zone[snake] == Z_GRAVE


def test_nt_162_one_creature_to_revive_no_choice() -> None:
    s, laetar = _laetar("VS-001", "VS-117")
    settle(s)
    assert s.zone[laetar] == Z_EXILE and s.zone[card(s, "VS-001", 0)] == Z_BOARD


def test_nt_162_its_player_picks_the_cell_of_its_third_row() -> None:
    s, laetar = _laetar("VS-001")
    cells = [o for o in options(s) if o.startswith("Кочевник (VS-001) comes into play on ")]
    # SPARE_0 stands on a1: the four other cells of its third row, none elsewhere
    assert s.phase == CHOOSE and sorted(o[-2:] for o in cells) == ["b1", "c1", "d1", "e1"]
    assert "use no target" not in options(s)
    act(s, "Кочевник (VS-001) comes into play on e1")  # not the middle, incarnation's pick
    settle(s)
    nomad = card(s, "VS-001", 0)
    assert s.zone[laetar] == Z_EXILE and s.where(nomad) == "e1"
