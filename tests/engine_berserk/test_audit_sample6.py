"""Sixth independent audit (audit E). DOCSTRING PLACEHOLDER"""

from __future__ import annotations

from deckcheck.engine.berserk.cards import Z_BOARD, Z_GRAVE
from deckcheck.engine.berserk.state import State
from tests.engine_berserk.helpers import Put, card, options, texts
from tests.engine_berserk.test_audit_sample import (
    SPARE_0,
    SPARE_1,
    offered,
    pos,
    resolve,
    strike,
    uses,
)
from tests.engine_berserk.test_audit_sample5 import end_turn, named
from tests.engine_berserk.test_card_scenarios_vs import act


def leaps(s: State, c: int, cell: str) -> str:
    return f"{s.at(c)} leaps to {cell}"


def tramples(s: State, c: int, victim: int) -> str:
    return f"{s.at(c)} leaps onto {s.at(victim)}, trampling it"


# --- NT-006: parasite; its host declares nothing but an attack at it; it takes wounds from
# its host only; it never defends; no defender may stand in for it.


def test_nt_006_host_may_only_strike_the_dwarf() -> None:
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True),
            Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    host, dwarf = card(s, "VS-001", 0), card(s, "NT-006", 1)
    mine = [o for o in options(s) if s.at(host) in o]
    assert mine == [f"{s.at(host)} strikes {s.at(dwarf)}"], mine  # no move, no other target


def test_nt_006_wounds_only_from_its_host() -> None:
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True),
            Put("X-003", 0, "c1"), SPARE_0, SPARE_1)
    host, dwarf, archer = card(s, "VS-001", 0), card(s, "NT-006", 1), card(s, "X-003", 0)
    act(s, f"{s.at(archer)} shoots {s.at(dwarf)}")
    resolve(s)
    assert s.wounds[dwarf] == 0
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True), SPARE_0, SPARE_1)
    host, dwarf = card(s, "VS-001", 0), card(s, "NT-006", 1)
    strike(s, host, dwarf, 6, 1)
    assert s.wounds[dwarf] > 0


def test_nt_006_never_defends_and_no_defender_for_it() -> None:
    # A friend of the dwarf beside the host may not step in for it.
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True),
            Put("X-009", 1, "c4"), SPARE_0, SPARE_1)
    host, dwarf = card(s, "VS-001", 0), card(s, "NT-006", 1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(host)} strikes {s.at(dwarf)}")
    assert not [o for o in options(s) if o.endswith(" defends")]
    resolve(s)
    assert s.wounds[dwarf] > 0
    # The dwarf itself is never offered as a defender for its side.
    s = pos(Put("VS-001", 0, "c3"), Put("NT-006", 1, "c3", on_host=True),
            Put("VS-117", 1, "c4"), Put("VS-050", 0, "c5"), SPARE_0, SPARE_1)
    attacker, vail, dwarf = card(s, "VS-050", 0), card(s, "VS-117", 1), card(s, "NT-006", 1)
    act(s, f"{s.at(attacker)} strikes {s.at(vail)}")
    assert not [o for o in options(s) if o.startswith(s.at(dwarf))]


# --- NT-020: jump range 3; may jump onto a creature with 3 lives or fewer left (not
# incorporeal, not a symbiote), destroying it (impact); defence experience 1.


def test_nt_020_jumps_three_cells() -> None:
    s = pos(Put("NT-020", 0, "c2"), SPARE_0, SPARE_1)
    raptor = card(s, "NT-020", 0)
    assert offered(s, leaps(s, raptor, "c5")) and not offered(s, leaps(s, raptor, "c6"))


def test_nt_020_tramples_a_creature_with_three_lives_left() -> None:
    s = pos(Put("NT-020", 0, "c2"), Put("VS-001", 1, "c4", wounds=5), SPARE_0, SPARE_1)
    raptor, foe = card(s, "NT-020", 0), card(s, "VS-001", 1)
    assert s.lives_left(foe) == 3
    act(s, tramples(s, raptor, foe))
    resolve(s)
    assert s.zone[foe] == Z_GRAVE and s.where(raptor) == "c4"


def test_nt_020_no_trample_with_four_lives_left_or_at_an_incorporeal() -> None:
    for foe_id, wounds in (("VS-001", 4), ("NT-043", 5), ("NT-043", 7)):
        s = pos(Put("NT-020", 0, "c2"), Put(foe_id, 1, "c4", wounds=wounds), SPARE_0, SPARE_1)
        raptor = card(s, "NT-020", 0)
        assert not [o for o in options(s) if "trampling" in o], foe_id
    # A friend of its own may be trampled too (deckcheck's reading: either side).
    s = pos(Put("NT-020", 0, "c2"), Put("VS-001", 0, "c4", wounds=5), SPARE_0, SPARE_1)
    raptor, friend = card(s, "NT-020", 0), card(s, "VS-001", 0)
    assert offered(s, tramples(s, raptor, friend))


def test_nt_020_defence_experience_one() -> None:
    s = pos(Put("VS-001", 1, "c3"), Put("NT-020", 0, "c4"), SPARE_0, SPARE_1, active=1)
    nomad, raptor = card(s, "VS-001", 1), card(s, "NT-020", 0)
    strike(s, nomad, raptor, 5, 5)
    # 5 against 5 + 1: a weak hit, not 5 against 5's miss with a weak counter-strike
    assert s.wounds[raptor] == 1 and s.wounds[nomad] == 0
