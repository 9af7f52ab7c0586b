"""Berserk's pictures of a game: the replay's steps, the page's drawing and the terminal's
board (the hooks of :meth:`deckcheck.engine.api.Game.watch_frame` and its kin).

A step (:class:`~deckcheck.doctor.watch.Watch`) holds, beside the fields every game has:
``f`` the field as ``[cell, card]`` pairs (cell 0-29, ``a1`` … ``e6``), ``air`` the
cards above the field (flyers, terrains) per deck, ``gy`` the graveyards (names), ``cr``
the crystals ``[gold spent, silver spent, gold left, silver left]`` (null where the
viewer does not see them), ``n`` ``[deck, deal, squad]`` sizes per deck, ``rc`` the
deal's and the squad's names ``[deal, squad]`` per deck while they hold cards (null
where the viewer does not see them, or when both are empty). A card is ``[name, deck,
wounds, lives, flags, markers]``: ``name`` an index into :attr:`Watch.names` or -1 when
hidden, ``lives`` its lives in all (-1 when hidden), ``flags`` the bits CLOSED,
FACE_DOWN, GUEST, ``markers`` ``"counter 2, blast"`` or "" (:data:`MARKER_WORDS`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from deckcheck.doctor.watch import HIDDEN, Watch, by_deck

if TYPE_CHECKING:
    from rich.console import RenderableType

#: Card flags in a picture (the fifth field of a card).
CLOSED: Final = 1
FACE_DOWN: Final = 2
GUEST: Final = 4


def frame(state: Any, out: Watch, seat: int | None, decks: Sequence[int]) -> dict[str, Any]:
    """The state as ``seat`` sees it (everything for None), in the module's format."""
    from deckcheck.games.berserk.engine.board import CELLS
    from deckcheck.games.berserk.engine.information import hidden_cards
    from deckcheck.games.berserk.engine.state import PHASE_NAMES

    hidden = frozenset(hidden_cards(state, seat)) if seat is not None else frozenset()

    def card(c: int, flags: int = 0) -> list[Any]:
        secret = c in hidden
        markers = state.markers[c]
        shown = "" if secret or not markers else ", ".join(
            words
            for k, v in sorted(markers.items())
            if isinstance(v, int) and v and (words := marker_words(k, v)) is not None
        )
        flags |= (CLOSED if state.closed[c] else 0) | (FACE_DOWN if state.face_down[c] else 0)
        return [
            HIDDEN if secret else out.name(state.label(c)),
            decks[state.ctrl[c]],
            state.wounds[c],
            -1 if secret else state.lives_max[c],
            flags,
            shown,
        ]

    cells: list[list[Any]] = []
    for x in range(CELLS):
        main = state.cells[x]
        if main < 0:
            continue
        cells.append([x, card(main)])
        guest = state.guest[main]
        if guest >= 0:
            cells.append([x, card(guest, GUEST)])
    crystals = [
        [*state.crystals_spent(s), *state.crystals(s)] if seat is None or s == seat else None
        for s in (0, 1)
    ]
    # The deal and the squad by name, while recruitment lasts, to whoever sees them.
    recruits = [
        [[out.name(state.label(c)) for c in state.deal[s]],
         [out.name(state.label(c)) for c in state.squad[s]]]
        if (seat is None or s == seat) and (state.deal[s] or state.squad[s]) else None
        for s in (0, 1)
    ]
    return {
        "t": state.turn,
        "ph": PHASE_NAMES[state.phase],
        "f": cells,
        "air": by_deck([[card(c) for c in state.extra[s]] for s in (0, 1)], decks),
        "gy": by_deck([[out.name(state.label(c)) for c in state.grave[s]] for s in (0, 1)],
                      decks),
        "cr": by_deck(crystals, decks),
        "rc": by_deck(recruits, decks),
        "n": by_deck(
            [[len(state.deck[s]), len(state.deal[s]), len(state.squad[s])] for s in (0, 1)],
            decks,
        ),
    }


#: What a marker is called on the page, by its name (``marker:NAME``; a name with a
#: ``:`` after it by the part before): a state a player sees on the table. None: the engine's
#: own memory (what a card did this turn, the X one ability hands the next), not drawn.
MARKER_WORDS: Final[dict[str, str | None]] = {
    "poison": "poisoned", "stun": "stunned", "net": "in a net", "blast": "blast",
    "strangled": "strangled", "pinned": "pinned", "exposed": "exposed", "warded": "warded",
    "no_attack": "cannot attack", "no_heal": "cannot heal", "no_ranged": "cannot shoot",
    "bleeds": "bleeds", "silenced": "abilities lost", "silenced_until": "abilities lost",
    "chain": "chained", "unguarded": "unguarded", "bounty": "bounty", "hardened": "hardened",
    "row_cap": "attacks capped", "move_limit": "moves limited", "lives_back": "lives lent",
    "move_bonus": "movement bonus", "next_strike": "next strike changed",
    "next_die": "next die changed", "die_bonus": "die bonus", "hit_bonus": "hit bonus",
    "attack_die": "attack die bonus", "strike_lasting": "strike changed",
    "chain_given": "chain of strikes", "volley": "volley", "tally": "tally",
    "granted": "granted", "lent": "ability lent", "shield": "shield",
    "flank_ward": "flank ward", "ward": "ward",
    "cell": "marks a cell", "held": "keyword held", "while": "keyword held",
    "removed": "keyword removed", "boost": "boost", "next_boost": "next attack boosted",
    "held_dice": "dice held",
    "typed_dice": "dice changed while it is",
    "attack_made": "has attacked",  # open after its attack (stay_open), no other action
    # The engine's memory of this turn or of an ability in progress: not on the table.
    "acted": None, "attack_kind": None, "ranged_hits": None, "deaths_seen": None,
    "armour_spent": None, "wounds_taken": None, "carried": None, "dice_kept": None,
    "last_target": None, "last_hit": None, "last_tier": None, "attacked_with": None,
    "rolled": None, "first_strike": None, "first_die": None, "paid_more": None,
    "heals_seen": None, "strike_chain": None, "chain_struck": None, "unanswered_first": None,
    "unanswered_used": None, "trail": None, "run": None, "leapt": None,
    "defence_dice": None, "die_plus_turn": None, "hurt": None, "victim": None,
    "death_cell": None, "lent_until": None, "slain_by": None, "struck": None,
    "attack_at": None, "last_step": None, "gap_cell": None,
}


def marker_words(kind: str, value: int) -> str | None:
    """``counter 2``, ``blast``, ``granted: flying``: a marker as a player would call it,
    its count when it counts (a marker of one kind holds a turn or a card, not a count);
    None for the engine's own memory (:data:`MARKER_WORDS`)."""
    family, _, name = kind.partition(":")
    if family != "marker":  # counters (with their count), incarnation tokens
        counted = (name or family).replace("_", " ")
        return f"{counted} {value}" if "counter" in family else counted
    base, _, detail = name.partition(":")
    words = MARKER_WORDS.get(base, base.replace("_", " "))
    if words is None:
        return None
    return f"{words}: {detail.replace('_', ' ')}" if detail else words


#: The replay page's drawing of a step (:mod:`deckcheck.doctor.replay`: its ``draw(s)``,
#: with the page's helpers ``el``, ``zone``, ``chip``, ``cardName`` and its ``data``): the
#: field, each side's crystals, deal, squad, cards above the field and graveyard.
SCRIPT: Final = r"""
  function fieldCard(c) {
    const [name, deck, wounds, lives, flags, marks] = c;
    const classes = ['card', 'd' + deck];
    if (flags & 1) classes.push('closed');
    if (flags & 2) classes.push('down');
    if (flags & 4) classes.push('guest');
    if (name < 0) classes.push('hidden');
    const e = el('div', classes.join(' '));
    e.dataset.name = name < 0 ? '' : names[name];
    e.dataset.wounds = String(wounds);
    e.appendChild(el('span', 'name', decks[deck] + ' ' + cardName(name)));
    const state = (flags & 2 ? ' face down' : '') + (flags & 1 ? ' closed' : '');
    const life = lives < 0 ? (wounds ? ' wounds ' + wounds : '')
      : ' ' + (lives - wounds) + '/' + lives;
    e.appendChild(el('span', 'lives', life));
    if (state) e.appendChild(el('span', 'state', state));
    if (marks) e.appendChild(el('div', 'marks', marks));
    return e;
  }
  function draw(s) {
    const table = el('table', 'field');
    const byCell = {};
    for (const [cell, card] of s.f) (byCell[cell] = byCell[cell] || []).push(card);
    const head = el('tr'); head.appendChild(el('th'));
    for (const col of 'abcde') head.appendChild(el('th', null, col));
    table.appendChild(head);
    for (let row = 6; row >= 1; row--) {
      const tr = el('tr'); tr.appendChild(el('th', null, String(row)));
      for (let col = 0; col < 5; col++) {
        const cell = (row - 1) * 5 + col;
        const td = el('td', 'half' + (row <= 3 ? data.bottom : 1 - data.bottom));
        td.dataset.cell = 'abcde'[col] + row;
        for (const card of byCell[cell] || []) td.appendChild(fieldCard(card));
        tr.appendChild(td);
      }
      table.appendChild(tr);
    }
    const sides = [0, 1].map(d => {
      const side = el('div', 'side d' + d);
      side.appendChild(el('b', 'who', decks[d] + ' (' + data.deckNames[d] + ')'));
      const cr = s.cr[d];
      const [deck, deal, squad] = s.n[d];
      const crystals = cr ? 'crystals spent: ' + cr[0] + ' gold, ' + cr[1] + ' silver (left: '
        + cr[2] + ' gold, ' + cr[3] + ' silver)' : 'crystals unseen';
      side.appendChild(el('span', null, ' ' + crystals + ' · deck ' + deck
        + (deal ? ' · deal ' + deal : '') + (squad ? ' · squad ' + squad : '')));
      const rc = s.rc ? s.rc[d] : null;
      if (rc && rc[0].length) side.appendChild(zone('deal', rc[0], chip));
      if (rc && rc[1].length) side.appendChild(zone('squad', rc[1], chip));
      side.appendChild(zone('above the field', s.air[d], fieldCard));
      side.appendChild(zone('graveyard', s.gy[d], chip));
      return side;
    });
    return [sides[1], table, sides[0]];
  }
"""

#: The board's legend in the terminal.
LEGEND: Final = "lives left/lives · c closed · d face down · + guest · ? hidden"


def _card(watched: Watch, card: Sequence[Any]) -> str:
    from deckcheck.batch.records import LABELS
    from deckcheck.cli.board import card_name

    name, deck, wounds, lives, flags, _ = card
    state = ("c" if flags & CLOSED else "") + ("d" if flags & FACE_DOWN else "")
    life = f"{lives - wounds}/{lives}" if lives >= 0 else (f"w{wounds}" if wounds else "")
    words = f"{'+' if flags & GUEST else ''}{LABELS[deck]} {card_name(watched, name)} {life}"
    return words.rstrip() + (f" {state}" if state else "")


def board(watched: Watch, step: Mapping[str, Any], bottom: int, deck_names: Sequence[str],
          width: int, heading: str) -> RenderableType:
    """The 5×6 field (each card's short name, lives left of its lives, closed, face down,
    a guest), the cards above the field, crystals and graveyard sizes, for the terminal."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    from deckcheck.batch.records import LABELS
    from deckcheck.diagnostics import printable

    by_cell: dict[int, list[str]] = {}
    for cell, card in step["f"]:
        by_cell.setdefault(cell, []).append(_card(watched, card))
    field = Table(box=box.SQUARE, show_header=True, header_style="bold", padding=(0, 0),
                  show_lines=True,
                  title=heading, title_justify="left",
                  width=min(width, 90))  # (cells of equal width, whatever they hold)
    field.add_column("", width=1, no_wrap=True)
    for col in "abcde":
        field.add_column(col, ratio=1, overflow="fold")
    for row in range(6, 0, -1):
        cells = [
            "\n".join(by_cell.get((row - 1) * 5 + col, [])) for col in range(5)
        ]
        field.add_row(str(row), *cells)

    def side(d: int) -> Text:
        crystals = step["cr"][d]
        money = (f"spent {crystals[0]} gold, {crystals[1]} silver (left {crystals[2]}, "
                 f"{crystals[3]})" if crystals else "crystals unseen")
        deck, deal, squad = step["n"][d]
        air = ", ".join(_card(watched, c) for c in step["air"][d]) or "—"
        words = (f"{LABELS[d]} ({printable(deck_names[d])}): {money} · deck {deck}"
                 + (f" · deal {deal}" if deal else "") + (f" · squad {squad}" if squad else "")
                 + f" · graveyard {len(step['gy'][d])}\n  above the field: {air}")
        recruits = step.get("rc", [None, None])[d]
        if recruits:
            for label, names in zip(("deal", "squad"), recruits, strict=True):
                if names:
                    listed = ", ".join(printable(watched.names[n]) for n in names)
                    words += f"\n  {label}: {listed}"
        return Text(words, overflow="fold")

    top = 1 - bottom  # the deck whose rows 4-6 are drawn at the top
    return Group(side(top), field, side(bottom), Text(LEGEND, style="dim"))
