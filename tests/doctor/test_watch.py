"""Watch a game (issue #25): the replay page's steps are the engine's state, a seat's page
holds none of the other seat's hidden cards, and the commands that write it refuse bad
input and replace the page atomically."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.batch.records import LABELS, GameRecord, record_line, replay
from deckcheck.batch.runner import Matchup, play_game
from deckcheck.cli import app
from deckcheck.doctor.replay import render_replay, replay_page
from deckcheck.doctor.watch import HIDDEN, watch
from deckcheck.engine.api import GameState
from deckcheck.games.berserk.watch import CLOSED, FACE_DOWN, GUEST
from deckcheck.games.engines import get_game
from tests.doctor.helpers import (
    EXAMPLES,
    page_data,
    sample_record,
)

runner = CliRunner()
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "DECKCHECK_CACHE_DIR": ""}
GAMES = ("berserk", "ccs")


def states(record: GameRecord) -> list[GameState]:
    """The engine's state before each decision and after the last, each a copy."""
    out: list[GameState] = []
    replay(record, on_step=lambda state, action: out.append(state.clone()))
    return out


def deck_of(record: GameRecord, seat: int) -> int:
    return record.seats()[seat]


def berserk_expected(state: Any, record: GameRecord) -> dict[str, Any]:
    """The field, the air and the graveyards read straight from the engine's fields."""
    field = []
    for x, main in enumerate(state.cells):
        if main < 0:
            continue
        for c, guest in ((main, 0), (state.guest[main], GUEST)):
            if c < 0:
                continue
            flags = guest | (CLOSED if state.closed[c] else 0)
            flags |= FACE_DOWN if state.face_down[c] else 0
            field.append((x, state.label(c), deck_of(record, state.ctrl[c]), state.wounds[c],
                          state.lives_max[c], flags))
    air = sorted((deck_of(record, s), state.label(c)) for s in (0, 1) for c in state.extra[s])
    graves = {deck_of(record, s): [state.label(c) for c in state.grave[s]] for s in (0, 1)}
    return {"turn": state.turn, "field": sorted(field), "air": air,
            "graves": [graves[0], graves[1]]}


def berserk_drawn(step: dict[str, Any], names: list[str]) -> dict[str, Any]:
    field = [(x, names[c[0]], c[1], c[2], c[3], c[4]) for x, c in step["f"]]
    air = sorted((d, names[c[0]]) for d in (0, 1) for c in step["air"][d])
    return {"turn": step["t"], "field": sorted(field), "air": air,
            "graves": [[names[i] for i in step["gy"][d]] for d in (0, 1)]}


def ccs_expected(state: Any, record: GameRecord) -> dict[str, Any]:
    per_deck: dict[str, list[list[str]]] = {}
    for key in ("hand", "captured", "played", "discard"):
        lists = {deck_of(record, s): [state.label(c) for c in getattr(state, key)[s]]
                 for s in (0, 1)}
        per_deck[key] = [lists[0], lists[1]]
    battle = state.battle
    totals = None
    if battle is not None:
        by_deck = {deck_of(record, s): state.battle_value(s) for s in (0, 1)}
        totals = [by_deck[0], by_deck[1]]
    return {"turn": state.turn, "table": [state.label(c) for c in state.table],
            "catcher": deck_of(record, state.catcher), "totals": totals, **per_deck}


def ccs_drawn(step: dict[str, Any], names: list[str]) -> dict[str, Any]:
    def named(lists: list[list[int]]) -> list[list[str]]:
        return [[names[i] for i in cards] for cards in lists]

    return {"turn": step["t"], "table": [names[i] for i in step["table"]],
            "catcher": step["ct"], "totals": step["bt"][2] if step["bt"] else None,
            "hand": named(step["hand"]), "captured": named(step["cap"]),
            "played": named(step["play"]), "discard": named(step["disc"])}


@pytest.mark.parametrize("game", GAMES)
def test_page_steps_are_the_engines_state(game: str) -> None:
    """The picture at sampled steps — read back from the page, as the browser reads it —
    equals the state the engine held at that step, read from its own fields."""
    record = sample_record(game)
    data = page_data(replay_page(record))
    held = states(record)
    assert len(data["steps"]) == len(held) == len(record.actions) + 1
    expected, drawn = (
        (berserk_expected, berserk_drawn) if game == "berserk" else (ccs_expected, ccs_drawn)
    )
    last = len(held) - 1
    for at in sorted({0, 1, last // 4, last // 2, 3 * last // 4, last}):
        assert drawn(data["steps"][at], data["names"]) == expected(held[at], record), at
    assert data["steps"][-1]["t"] == record.turns
    assert any(data["steps"][at]["log"] for at in range(1, len(held)))


def _visible_and_hidden(
    state: Any, record: GameRecord, seat: int
) -> tuple[set[str], set[str]]:
    """The labels of cards ``seat`` sees and of the other seat's cards it does not see."""
    if record.game == "berserk":
        from deckcheck.games.berserk.engine.information import hidden_cards

        hidden = set(hidden_cards(state, seat))
    else:
        hidden = set(state.hidden_cards(seat))
    cards = range(len(state.kinds))
    seen = {state.label(c) for c in cards if c not in hidden}
    unseen = {state.label(c) for c in hidden if state.owners[c] != seat}
    return seen, unseen


def _words_of(step: dict[str, Any], names: list[str]) -> str:
    """Every name and line of a step, as text."""
    used: list[int] = []
    if "f" in step:
        used += [c[0] for _, c in step["f"]]
        used += [c[0] for d in (0, 1) for c in step["air"][d]]
        used += [i for d in (0, 1) for i in step["gy"][d]]
    else:
        used += [i for key in ("hand", "disc", "cap", "play") for d in (0, 1)
                 for i in step[key][d]]
        used += step["table"]
        if step["bt"]:
            used += [step["bt"][0], *step["bt"][1]]
    words = [*(names[i] for i in used if i != HIDDEN), *step["log"]]
    words += [f"{f['attacker']} {f['victim']}" for _, f in step.get("sx", [])]
    words += [row[0] for row in step.get("alt", [])]
    return "\n".join(words)


def _mentions(text: str, label: str, game: str) -> bool:
    """Whether ``text`` names the card ``label`` (Berserk logs also name a card without
    its id: ``Орк@c3``, never inside a longer name such as ``Орк-бомбардир``)."""
    if label in text:
        return True
    if game != "berserk":
        return False
    name = label.rsplit(" (", 1)[0]
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("view", ["a", "b"])
def test_a_seats_page_holds_no_hidden_card_of_the_other(game: str, view: str) -> None:
    """At each step of a seat's page, no card of the other seat that the seat did not
    see then (and no copy of it it saw) is named, in the picture or the log; the page as
    a whole names no card the seat never saw. The page for everything names them: the
    test is not vacuous."""
    record = sample_record(game)
    seat = record.seats().index(LABELS.index(view.upper()))
    page = replay_page(record, view=view)
    everything = replay_page(record, view="all")
    data, full = page_data(page), page_data(everything)
    ever_seen: set[str] = set()
    ever_hidden: set[str] = set()
    checked = shown_in_full = 0
    for at, state in enumerate(states(record)):
        seen, unseen = _visible_and_hidden(state, record, seat)
        ever_seen |= seen
        ever_hidden |= unseen
        secret = unseen - seen
        words = _words_of(data["steps"][at], data["names"])
        leaked = [label for label in secret if _mentions(words, label, game)]
        assert leaked == [], (at, leaked)
        checked += len(secret)
        full_words = _words_of(full["steps"][at], full["names"])
        shown_in_full += sum(_mentions(full_words, label, game) for label in secret)
        for card in data["steps"][at].get("f", []):  # a face-down card of the other
            if card[1][4] & FACE_DOWN and card[1][1] != LABELS.index(view.upper()):
                assert card[1][0] == HIDDEN and card[1][3] == -1
    assert checked and shown_in_full, "nothing was hidden: the test proves nothing"
    never = ever_hidden - ever_seen
    assert [label for label in never if label in page] == []
    assert data["view"] == view and f'data-view="{view}"' in page


@pytest.mark.parametrize("game", GAMES)
def test_a_mirror_match_keeps_each_seats_own_lines_in_its_view(game: str) -> None:
    """Both seats hold the same deck: a seat's view keeps every line of its own moves (an
    outside tester found 25 of A's own lines and half the strike panels gone, because a
    line was left out when B held a hidden card of the same name — which also told A
    which names B's deck held). Every line a view leaves out is one the engine marked
    hidden from that seat, and the strike panels go with their lines only."""
    engine = get_game(game)
    deck = engine.sample_decks()[0]
    matchup = Matchup(game, (deck, deck), ("mirror", "mirror"), ("greedy", "greedy"))
    result, _ = play_game(matchup, 0, 3)
    record = GameRecord.from_result(matchup, 3, result, engine.rules_hash(engine.load_rules()))
    everything = watch(record, view="all")
    hidden = {seat: [e.line() for e in _log_of(record) if seat in e.hidden_from]
              for seat in (0, 1)}
    for view in ("a", "b"):
        seat = record.seats().index(LABELS.index(view.upper()))
        mine = watch(record, view=view)
        own = f"  {view.upper()} "
        for full, seen in zip(everything.steps, mine.steps, strict=True):
            kept = [line for line in full["log"] if line.startswith(own)]
            assert kept == [line for line in seen["log"] if line.startswith(own)]
            left_out = [line for line in full["log"][1:] if line not in seen["log"]]
            assert all(line in hidden[seat] for line in left_out), left_out
            panels = {seen["log"][i] for i, _ in seen.get("sx", [])}
            assert panels == {full["log"][i] for i, _ in full.get("sx", [])
                              if full["log"][i] in seen["log"]}
        assert any(step["log"] for step in mine.steps)
    if game == "berserk":  # the squads are hidden until revealed: lines are left out
        assert hidden[0] and hidden[1]


def _log_of(record: GameRecord) -> list[Any]:
    """The events of ``record``'s game, with the seats each is hidden from."""
    events: list[Any] = []

    def keep(state: GameState, action: int | None) -> None:
        events[:] = state.log or []

    replay(record, log=True, on_step=keep)
    return events


def test_strike_panels_are_the_engines_strikes() -> None:
    """Each Berserk strike's panel stands at its dice line, and holds what the engine
    resolved: the totals the line says, each die with its modifiers, and the row of the
    strike table that decides those totals, with the hit and counter-strike the engine
    dealt (not worked out again from the dice)."""
    from deckcheck.games.berserk.engine.strikes import TIER_NAMES, load_strike_table

    record = sample_record("berserk")
    data = page_data(replay_page(record))
    table = load_strike_table()
    panels = 0
    dice_lines = 0
    for step in data["steps"]:
        at_lines = {n: facts for n, facts in step.get("sx", [])}
        for n, line in enumerate(step["log"]):
            if re.match(r"\s+(dice -?\d+ vs -?\d+|die -?\d+ against a closed card)", line):
                dice_lines += 1
                assert n in at_lines, line
        for n, facts in at_lines.items():
            panels += 1
            line = step["log"][n]
            a_total, v_total = facts["totals"]
            if facts["open"]:
                assert line.startswith(f"  dice {a_total} vs {v_total} "), (line, facts)
                result = table.opposed(a_total, v_total)
            else:
                assert line.startswith(f"  die {a_total} against a closed card"), line
                assert v_total is None and facts["dice"][1] is None
                result = table.unopposed(a_total)
            assert facts["row"] == table.row_words(a_total, v_total)
            hit = "miss" if result.attacker < 0 else TIER_NAMES[result.attacker]
            assert facts["hit"] == hit and hit in line
            assert 1 <= facts["dice"][0] <= 6
            assert "@" in facts["attacker"] and "@" in facts["victim"]
    assert panels == dice_lines > 10


def test_strike_table_rows_in_words() -> None:
    """Every total and difference the engine can meet names the one row that decides it."""
    from deckcheck.games.berserk.engine.strikes import CHECKED_TOTALS, load_strike_table

    table = load_strike_table()
    assert table.row_words(9, 2) == "D ≥ +5" and table.row_words(1, 9) == "D ≤ -5"
    assert table.row_words(4, 4) == "D 0, attacker's total ≤ 4"
    assert table.row_words(2, None) == "total ≤ 3" and table.row_words(6, None) == "total ≥ 6"
    rows = {table.row_words(a, v) for a in CHECKED_TOTALS for v in CHECKED_TOTALS}
    assert len(rows) == 12  # the table's opposed rows, each met


def test_ccs_battle_totals_and_what_changed_them() -> None:
    """A CCS battle shows each side's total with its parts — the Capture card's value,
    the element match, each Strategy card's change — which add up to the engine's total;
    and each Strategy or Reinforcement card in play has its effect in words of the
    engine's effect data, never the card's printed text."""
    from deckcheck.catalog.load import load_catalogue

    record = sample_record("ccs")
    data = page_data(replay_page(record))
    names = data["names"]
    fights = [step["bt"] for step in data["steps"] if step["bt"]]
    assert fights
    changed = 0
    for _spirit, cards, totals, parts in fights:
        for d in (0, 1):
            if cards[d] < 0:
                assert parts[d] == []
                continue
            assert names[parts[d][0][0]] == names[cards[d]]
            assert sum(amount for _, amount in parts[d]) == totals[d]
            changed += len(parts[d]) > 1
    assert changed
    effects = {int(k): v for k, v in data["effects"].items()}
    in_play = {i for step in data["steps"] for d in (0, 1) for i in step["play"][d]}
    special = {i for i in in_play if names[i][:1] in ("S", "R")}
    assert special and special <= set(effects), special - set(effects)
    assert set(effects) <= in_play
    texts = {str(card.fields.get("text", "")).strip() for card in load_catalogue("ccs")}
    assert not {words.strip() for words in effects.values()} & texts


def test_search_agent_alternatives_are_kept_and_shown() -> None:
    """A search agent's decisions keep what it weighed — without changing the game — and
    the page shows them at the step its decision led to: each legal action it visited, in
    words, with visits and value, the chosen one marked; a record without them (or a
    greedy game) shows none, and a record with them reads back the same."""
    greedy = sample_record("ccs", agent_a="greedy")
    searched = sample_record("ccs", agent_a="search:12")
    engine = get_game("ccs")
    decks = engine.sample_decks()
    matchup = Matchup("ccs", (decks[0], decks[1]), ("first", "second"),
                      ("search:12", "greedy"))
    plain, _ = play_game(matchup, 0, 1)
    assert plain.actions == searched.actions and plain.considered == ()
    assert searched.considered and greedy.considered == ()
    data = page_data(replay_page(searched))
    shown = {at: step["alt"] for at, step in enumerate(data["steps"]) if "alt" in step}
    assert sorted(shown) == [number + 1 for number, _ in searched.considered]
    states_before = states(searched)
    for number, weighed in searched.considered:
        rows = shown[number + 1]
        tried = [r for r in rows if r[2] >= 0]
        # Most visited first, then the better valued (the search plays the most visited).
        assert [(r[1], r[2]) for r in tried] == sorted(
            ((v, round(q, 4)) for _, v, q in weighed), key=lambda t: (-t[0], -t[1]))
        assert sum(r[3] for r in rows) == 1
        chosen = next(r for r in rows if r[3])
        assert chosen is tried[0] or chosen[1] == tried[0][1]
        assert data["steps"][number + 1]["log"][0].endswith(chosen[0])
        assert all(0 <= r[2] <= 1 for r in tried)
        legal = len(states_before[number].legal_actions())
        untried = rows[len(tried):]
        assert len(tried) + len(untried) <= len(rows) and len(untried) <= 1
        if untried:  # the legal actions never tried, counted
            assert untried[0][0] == f"{legal - len(tried)} other legal actions, not tried"
        else:
            assert len(tried) == legal
    assert not any("alt" in step for step in page_data(replay_page(greedy))["steps"])
    line = json.loads(record_line(searched))
    assert line["considered"] and GameRecord.from_json(line) == searched
    assert GameRecord.from_json(line).considered == tuple(
        (n, tuple((a, v, round(q, 4)) for a, v, q in w)) for n, w in searched.considered
    )
    del line["considered"]
    bare = GameRecord.from_json(line)
    assert bare.considered == ()
    assert not any("alt" in step for step in page_data(replay_page(bare))["steps"])
    assert "considered" not in json.loads(record_line(greedy))


def test_a_seat_sees_its_own_agents_alternatives_alone() -> None:
    """A's search agent's alternatives are in A's view (as A's words) and not in B's: the
    actions it did not take could name cards B never saw."""
    searched = sample_record("ccs", agent_a="search:12")
    seen_by_a = page_data(replay_page(searched, view="a"))["steps"]
    seen_by_b = page_data(replay_page(searched, view="b"))["steps"]
    everything = page_data(replay_page(searched))["steps"]
    assert [at for at, s in enumerate(seen_by_a) if "alt" in s] == [
        at for at, s in enumerate(everything) if "alt" in s
    ]
    assert not any("alt" in s for s in seen_by_b)


def test_a_malformed_considered_list_is_a_record_error() -> None:
    from deckcheck.batch.records import RecordError

    line = json.loads(record_line(sample_record("ccs")))
    for bad in ({"0": 1}, [[0, [[1, 2]]]], [[0, [[1, 2, "x"]]]], [["a", []]]):
        with pytest.raises(RecordError):
            GameRecord.from_json({**line, "considered": bad})


@pytest.mark.parametrize("game", GAMES)
def test_steps_stay_small(game: str) -> None:
    """A page's size grows with its steps slowly enough that a 300-step game stays well
    under 2 MB."""
    record = sample_record(game)
    page = replay_page(record).encode("utf-8")
    per_step = len(page) / (len(record.actions) + 1)
    assert per_step * 300 < 1_000_000, per_step


def test_a_name_is_never_markup() -> None:
    """A deck name with markup and a script end is text in the page, never a tag."""
    record = sample_record("ccs")
    hostile = GameRecord(**{**record.__dict__, "names": ("</script><b>x", "B & <i>")})
    page = render_replay(hostile, watch(hostile))
    assert "</script><b>x" not in page and "<i>" not in page
    assert page_data(page)["deckNames"] == ["</script><b>x", "B & <i>"]


# --- the commands -------------------------------------------------------------------


def invoke(*args: object) -> tuple[int, str, str]:
    result = runner.invoke(app, [str(a) for a in args], env=ENV)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def game_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    log = tmp_path_factory.mktemp("log") / "games.jsonl"
    deck = EXAMPLES / "steppes-berserk.yaml"
    code, _, err = invoke("play", deck, deck, "-n", "2", "--seed", "3", "--log", log)
    assert code == 0, err
    return log


def test_play_html_writes_the_game_it_printed(tmp_path: Path) -> None:
    page = tmp_path / "game.html"
    decks = (EXAMPLES / "starter-25.yaml", EXAMPLES / "wind-and-fire.txt")
    code, out, err = invoke("play", *decks, "--seed", "2", "--html", page)
    assert code == 0, err
    data = page_data(page.read_text(encoding="utf-8"))
    decisions = int(re.findall(r"(\d+) decisions", out)[-1])
    assert data["game"] == "ccs" and data["view"] == "all"
    assert len(data["steps"]) == decisions + 1


def test_replay_html_for_a_seat(game_log: Path, tmp_path: Path) -> None:
    page = tmp_path / "game.html"
    code, out, err = invoke("replay", game_log, "-g", 1, "--html", page, "--seen-by", "b")
    assert code == 0, err
    assert "matches the record" in out
    text = page.read_text(encoding="utf-8")
    assert page_data(text)["view"] == "b" and "Seen by: as B saw it" in text
    assert "Content-Security-Policy" in text and "default-src 'none'" in text


def test_replay_html_game_index_out_of_range(game_log: Path, tmp_path: Path) -> None:
    page = tmp_path / "game.html"
    page.write_text("old", encoding="utf-8")
    code, _, err = invoke("replay", game_log, "--game-index", 7, "--html", page)
    assert code == 2 and "holds no game with index 7" in err and "Traceback" not in err
    assert page.read_text(encoding="utf-8") == "old"


@pytest.mark.parametrize("where", ["no-folder/game.html", "folder"])
def test_html_unwritable_path(game_log: Path, tmp_path: Path, where: str) -> None:
    """An unwritable page is said before any game is played or replayed: exit 2, one
    line naming it, nothing written."""
    (tmp_path / "folder").mkdir()
    target = tmp_path / where
    deck = EXAMPLES / "steppes-berserk.yaml"
    for args in (("replay", game_log), ("play", deck, deck)):
        code, out, err = invoke(*args, "--html", target)
        assert code == 2 and "cannot write" in err and str(target) in err, err
        assert "Traceback" not in err and "Result:" not in out and "Replayed" not in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder"]
    assert list((tmp_path / "folder").iterdir()) == []


def test_html_replaces_a_page_atomically(game_log: Path, tmp_path: Path) -> None:
    """An existing page is replaced whole, its permissions kept, no temporary file left."""
    page = tmp_path / "game.html"
    page.write_text("an old page", encoding="utf-8")
    page.chmod(0o640)
    assert invoke("replay", game_log, "--html", page, "--seen-by", "a")[0] == 0
    first = page.read_text(encoding="utf-8")
    assert page_data(first)["view"] == "a"
    assert invoke("replay", game_log, "--html", page)[0] == 0
    assert page_data(page.read_text(encoding="utf-8"))["view"] == "all"
    assert page.stat().st_mode & 0o777 == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["game.html"]


def test_html_draws_one_game(tmp_path: Path) -> None:
    deck = EXAMPLES / "steppes-berserk.yaml"
    code, _, err = invoke("play", deck, deck, "-n", "3", "--html", tmp_path / "g.html")
    assert code == 2 and "--html draws one game" in err
    assert list(tmp_path.iterdir()) == []


def test_bad_seen_by_is_a_usage_error(game_log: Path, tmp_path: Path) -> None:
    code, _, err = invoke("replay", game_log, "--html", tmp_path / "g.html", "--seen-by", "c")
    assert code == 2 and "--seen-by" in err


def test_seen_by_without_html_is_a_usage_error(game_log: Path) -> None:
    """A view asked for with no page to draw it in is said, not ignored."""
    deck = EXAMPLES / "steppes-berserk.yaml"
    for args in (("replay", game_log), ("play", deck, deck)):
        code, out, err = invoke(*args, "--seen-by", "a")
        assert code == 2 and "--seen-by sets the view of the --html page" in err, err
        assert "Result:" not in out


def test_every_engine_marker_has_page_words_or_is_the_engines_memory() -> None:
    """The page draws a Berserk marker as a player would call it (``poisoned``, ``in a
    net``) and leaves out the engine's memory (``attacked_with``, ``last_hit``: an outside
    tester saw those raw names on cards); a marker the engine's modules define must be in
    the table, so a new one gets words."""
    import importlib
    import pkgutil

    import deckcheck.games.berserk.engine as package
    from deckcheck.games.berserk.watch import MARKER_WORDS, marker_words

    defined: set[str] = set()
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if isinstance(value, str) and value.startswith("marker:") and len(value) > 7:
                defined.add(value.split(":")[1])
    assert len(defined) > 40
    assert sorted(defined - set(MARKER_WORDS)) == []
    assert marker_words("marker:attacked_with", 5) is None
    assert marker_words("marker:poison", 1) == "poisoned"
    assert marker_words("marker:granted:flying", 3) == "granted: flying"
    assert marker_words("counter", 2) == "counter 2"
