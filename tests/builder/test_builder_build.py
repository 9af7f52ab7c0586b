"""The deck builder: every deck it makes validates, seeds matter, and impossible
requests are explained."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import pytest

from deckcheck.builder.build import (
    BuildImpossible,
    BuildOptions,
    build_deck,
    check_goals,
    neighbour,
)
from deckcheck.catalog.load import load_catalogue
from deckcheck.errors import UsageError
from deckcheck.formats.collection import Collection, loads_collection, not_owned
from deckcheck.formats.load import load_formats
from deckcheck.formats.model import card_value
from deckcheck.formats.validate import read_deck, validate_deck

CCS = load_catalogue("ccs")
BERSERK = load_catalogue("berserk")
CATALOGUES = {"ccs": CCS, "berserk": BERSERK}
STARTER = {c.id: 2 for c in CCS if c.set == "SD"}


def collection(game: str, owned: dict[str, int]) -> Collection:
    found, problems = loads_collection(
        f"game: {game}\nowned: {json.dumps(owned)}", "mine.yaml", CATALOGUES[game]
    )
    assert found is not None and problems == []
    return found


def assert_legal(game: str, fmt_name: str, options: BuildOptions) -> None:
    catalogue = CATALOGUES[game]
    fmt = load_formats(game)[fmt_name]
    built = build_deck(catalogue, fmt, options)
    deck = built.deck()
    reading = read_deck(deck, catalogue, fmt)
    assert reading.violations == []
    assert reading.cards.sections == {k: dict(v) for k, v in built.sections.items()}
    assert check_goals(catalogue, fmt, built.sections, options) == []
    if options.collection is not None:
        assert not_owned(deck, reading.cards, catalogue, options.collection) == []
    if options.elements:  # written out here, not by the builder's own check_goals
        main = built.sections[next(iter(fmt.sections))]
        for card_id in main:
            elements = catalogue.cards[card_id].elements
            assert not elements or set(elements) & set(options.elements), card_id
        present = {e for card_id in main for e in catalogue.cards[card_id].elements}
        assert set(options.elements) <= present  # "and has each of them"


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize(
    ("game", "fmt_name", "elements"),
    [
        ("ccs", "short", ()),
        ("ccs", "extended", ()),
        ("ccs", "starter", ()),
        ("ccs", "short", ("fire", "wind")),
        ("ccs", "extended", ("wood",)),
        ("berserk", "berserk-2023", ()),
        ("berserk", "berserk-classic", ("steppes", "forests")),
        ("berserk", "berserk-limited", ("darkness",)),
    ],
)
def test_every_built_deck_validates(
    game: str, fmt_name: str, elements: tuple[str, ...], seed: int
) -> None:
    assert_legal(game, fmt_name, BuildOptions(elements=elements, seed=seed))


@pytest.mark.parametrize("seed", range(8))
def test_decks_from_collections_validate(seed: int) -> None:
    assert_legal("ccs", "short", BuildOptions(seed=seed, collection=collection("ccs", STARTER)))
    box = {c.id: 1 + i % 3 for i, c in enumerate(BERSERK) if c.elements in (("swamps",), ())}
    options = BuildOptions(seed=seed, collection=collection("berserk", box), elements=("swamps",))
    assert_legal("berserk", "berserk-2023", options)


def test_same_seed_same_deck_other_seed_other_deck() -> None:
    fmt = load_formats("ccs")["short"]
    decks = [build_deck(CCS, fmt, seed=s).counts() for s in range(10)]
    assert build_deck(CCS, fmt, seed=3).counts() == decks[3]
    assert len({tuple(sorted(d.items())) for d in decks}) == 10


def test_capture_cards_catch_every_spirit_element() -> None:
    fmt = load_formats("ccs")["short"]
    for seed in range(10):
        built = build_deck(CCS, fmt, seed=seed, catch=2)
        spirits = {e for cid in built.sections["spirits"] for e in CCS.cards[cid].elements}
        for element in spirits:
            catching = sum(
                n
                for cid, n in built.sections["deck"].items()
                if CCS.cards[cid].type == "capture" and element in CCS.cards[cid].elements
            )
            assert catching >= 2, (seed, element)


def test_sizes_copies_and_type_minimums_are_honoured() -> None:
    fmt = load_formats("berserk")["berserk-2023"]
    built = build_deck(BERSERK, fmt, seed=1, sizes={"deck": 42})
    assert built.size("deck") == 42
    short = load_formats("ccs")["short"]
    built = build_deck(CCS, short, seed=2, max_copies=2, at_least={"capture": 20})
    assert max(built.sections["deck"].values()) <= 2
    captures = sum(n for c, n in built.sections["deck"].items() if CCS.cards[c].type == "capture")
    assert captures >= 20


def test_limits_come_from_the_format_data() -> None:
    """A format of one's own, with other numbers, is built to those numbers."""
    short = load_formats("ccs")["short"]
    limits = tuple(
        dataclasses.replace(limit, min=limit.min and limit.min + 2, max=limit.max and 2)
        if limit.kind == "count_where"
        else limit
        for limit in short.limits
    )
    custom = dataclasses.replace(short, key="custom", limits=limits)
    built = build_deck(CCS, custom, seed=4)
    assert validate_deck(built.deck(), CCS, custom) == []
    fives = sum(n for c, n in built.counts().items() if card_value(CCS.cards[c], "power") == 5000)
    assert fives <= 2


def reasons(game: str, fmt_name: str, **options: Any) -> list[str]:
    with pytest.raises(BuildImpossible) as caught:
        build_deck(CATALOGUES[game], load_formats(game)[fmt_name], **options)
    assert caught.value.exit_code == 1
    return caught.value.reasons


def test_too_few_capture_cards_of_a_tier_is_explained() -> None:
    owned = {**{k: 3 for k in STARTER}, "C1": 1, "C8": 1, "C16": 0, "C23": 0, "C29": 0}
    assert reasons("ccs", "short", collection=collection("ccs", owned)) == [
        "you own only 2 Capture cards of power 2000 (C1 ×1, C8 ×1); short needs 3 "
        "(CAPTURE_TIER_MIN: at least 3 Capture cards of power 2000)"
    ]


def test_too_few_cards_and_conflicting_limits_are_explained() -> None:
    once = {k: 1 for k in STARTER}
    assert reasons("ccs", "short", collection=collection("ccs", once))[0].startswith(
        "you own only 25 cards for the player's deck (C1 ×1, C2 ×1"
    )
    found = reasons("ccs", "short", collection=collection("ccs", STARTER), max_copies=1)
    assert found == [
        "these cannot all be met with the cards you own: DECK_SIZE: the player's deck has "
        "exactly 30 cards; at most 1 copy of a card where short sets no copy limit "
        "(--max-copies) — together they allow at most 25 cards for the player's deck, and "
        "30 are needed"
    ]


def test_elements_that_cannot_make_a_deck_are_explained() -> None:
    owned = {"C1": 3, "C3": 3, "C4": 3, "C10": 3, "C24": 3, "C30": 3}
    owned |= {f"S{i}": 3 for i in range(1, 7)} | {f"CS{i}": 1 for i in range(1, 17)}
    found = reasons("ccs", "short", collection=collection("ccs", owned))
    assert found == [
        "the Capture cards you own can catch spirits of only 2 elements (wind, fire) — the "
        "builder's rule: every spirit element in the spirit deck has a Capture card of that "
        "element — but short needs spirits of 3 (SPIRIT_ELEMENTS_MIN: the spirit deck has "
        "spirits of at least 3 elements)"
    ]
    box = {c.id: 3 for c in BERSERK if c.elements == ("steppes",)}
    found = reasons(
        "berserk",
        "berserk-2023",
        elements=("steppes", "swamps"),
        collection=collection("berserk", box),
    )
    assert found == [
        "you own no cards of element Болота; --elements asks for a card of element Болота "
        "in the deck"
    ]


def test_bad_requests_are_usage_errors() -> None:
    short = load_formats("ccs")["short"]
    with pytest.raises(UsageError, match="no ccs element 'fyre'; did you mean fire"):
        build_deck(CCS, short, elements=("fyre",))
    with pytest.raises(BuildImpossible, match="--size asks for 25"):
        build_deck(CCS, short, sizes={"deck": 25})
    with pytest.raises(UsageError, match="no section"):
        build_deck(CCS, short, sizes={"sideboard": 5})
    with pytest.raises(UsageError, match="is of berserk cards"):
        build_deck(CCS, short, collection=collection("berserk", {"VS-001": 3}))


def test_neighbours_are_legal_and_close() -> None:
    short = load_formats("ccs")["short"]
    options = BuildOptions(seed=5)
    built = build_deck(CCS, short, options)
    for seed in range(5):
        other = neighbour(CCS, short, options, built.sections, seed, changes=2)
        assert other is not None
        assert validate_deck(other.deck(), CCS, short) == []
        before, after = built.counts(), other.counts()
        moved = sum(abs(after.get(c, 0) - before.get(c, 0)) for c in {*before, *after})
        assert 2 <= moved <= 4


def test_tune_reports_win_rates_before_and_after() -> None:
    from deckcheck.builder.tune import tune_deck

    short = load_formats("ccs")["short"]
    options = BuildOptions(seed=2)
    built = build_deck(CCS, short, options)
    result = tune_deck(built, CCS, options, games=6, candidates=2, rounds=1, agent="random")
    assert validate_deck(result.deck.deck(), CCS, short) == []
    assert result.games >= 6 and result.candidates == 2
    lines = result.lines()
    # one line per accepted change, each as change_words names it, then the rates
    assert len(result.changes) == result.accepted
    assert lines[1 : 1 + result.accepted] == [
        f"  accepted in round {round_}: {words}" for round_, words in result.changes
    ]
    rates = lines[1 + result.accepted :]
    assert rates[0].startswith("  win rate before: ") and "95% CI" in rates[1]


def test_tune_tells_its_progress_step_by_step() -> None:
    from deckcheck.builder.tune import tune_deck, tune_steps

    short = load_formats("ccs")["short"]
    options = BuildOptions(seed=2)
    built = build_deck(CCS, short, options)
    steps: list[tuple[int, str]] = []
    tune_deck(
        built,
        CCS,
        options,
        games=4,
        candidates=2,
        rounds=1,
        agent="random",
        progress=lambda done, what: steps.append((done, what)),
    )
    assert sum(done for done, _ in steps) == tune_steps(1, 2)
    trying = [what for done, what in steps if done == 0 and "candidate" in what]
    assert len(trying) == 2
    assert all(re.search(r"candidate \d/2: [−+]\d+ \w", what) for what in trying)
