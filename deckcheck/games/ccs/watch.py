"""Card Captor Sakura's pictures of a game: the replay's steps, the page's drawing and
the terminal's board (the hooks of :meth:`deckcheck.engine.api.Game.watch_frame` and its
kin).

A step (:class:`~deckcheck.doctor.watch.Watch`) holds, beside the fields every game has:
``hand`` per deck (names, -1 for a card the viewer does not see), ``deck`` and ``pile``
sizes, ``disc`` the discard piles, ``table`` the spirits on the table, ``cap`` the
captured spirits, ``play`` the cards played this turn, ``ct`` the deck that catches,
``bt`` the battle (``[spirit, [card A, card B], [total A, total B], [parts A, parts
B]]``, a part ``[name, amount]``: the Capture card's value, the element match, each
Strategy card's change — the engine's ``battle_parts``) or null. The watch's
``effects`` hold, for the name of each Strategy or Reinforcement card in play, what it
does in a few words (the engine's ``effect_words``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from deckcheck.doctor.watch import HIDDEN, Watch, by_deck

if TYPE_CHECKING:
    from rich.console import RenderableType


def frame(state: Any, out: Watch, seat: int | None, decks: Sequence[int]) -> dict[str, Any]:
    """The state as ``seat`` sees it (everything for None), in the module's format."""
    from deckcheck.games.ccs.engine.state import PHASE_NAMES

    def names(cards: Sequence[int]) -> list[int]:
        return [out.name(state.label(c)) for c in cards]

    def in_play(cards: Sequence[int]) -> list[int]:
        """Names of cards in play, with what each Strategy or Reinforcement card does."""
        effect_words = state.cards.effect_words
        return [out.described(state.label(c), partial(effect_words, state.kinds[c]))
                for c in cards]

    def hand(s: int) -> list[int]:
        if seat is None or s == seat:
            return names(state.hand[s])
        known = state.known[s]
        return [out.name(state.label(c)) if known >> c & 1 else HIDDEN for c in state.hand[s]]

    battle = state.battle
    fight = None
    if battle is not None:
        fight = [
            out.name(state.label(battle.spirit)),
            by_deck([out.name(state.label(c)) if c >= 0 else HIDDEN for c in battle.cards],
                    decks),
            by_deck([state.battle_value(s) for s in (0, 1)], decks),
            by_deck([[[out.name(what), amount] for what, amount in state.battle_parts(s)]
                     for s in (0, 1)], decks),
        ]
    return {
        "t": state.turn,
        "ph": PHASE_NAMES[state.phase],
        "ct": decks[state.catcher],
        "hand": by_deck([hand(s) for s in (0, 1)], decks),
        "deck": by_deck([len(state.deck[s]) for s in (0, 1)], decks),
        "pile": by_deck([len(state.piles[s]) for s in (0, 1)], decks),
        "disc": by_deck([names(state.discard[s]) for s in (0, 1)], decks),
        "table": names(state.table),
        "cap": by_deck([names(state.captured[s]) for s in (0, 1)], decks),
        "play": by_deck([in_play(state.played[s]) for s in (0, 1)], decks),
        "bt": fight,
    }


#: The replay page's drawing of a step (:mod:`deckcheck.doctor.replay`: its ``draw(s)``,
#: with the page's helpers ``el``, ``zone``, ``chip`` and its ``data``): the spirits on
#: the table and the battle between each side's hand, cards in play (with what they do),
#: captured spirits and discard pile.
SCRIPT: Final = r"""
  function draw(s) {
    const out = [];
    const top = el('div', 'side');
    top.appendChild(el('b', null, 'Spirits on the table'));
    top.appendChild(zone('', s.table, chip));
    if (s.bt) {
      const [spirit, cards, totals, parts] = s.bt;
      const side = d => decks[d] + ' '
        + (cards[d] < 0 ? '(no card)' : names[cards[d]] + ' = ' + totals[d]);
      top.appendChild(el('div', 'zone', 'Battle for ' + names[spirit] + ': ' + side(0) + ' · '
        + side(1)));
      for (const d of [0, 1]) {
        if (!parts || !parts[d].length) continue;
        const words = parts[d].map(([what, n], k) =>
          (k === 0 ? '' : n < 0 ? ' − ' : ' + ') + names[what] + ' '
          + (k === 0 ? n : Math.abs(n))).join('');
        const line = el('div', 'parts', decks[d] + ': ' + words + ' = ' + totals[d]);
        line.dataset.deck = String(d);
        top.appendChild(line);
      }
    }
    for (const d of [1, 0]) {
      const side = el('div', 'side d' + d);
      side.appendChild(el('b', 'who', decks[d] + ' (' + data.deckNames[d] + ')'
        + (s.ct === d ? ' — catches' : '')));
      side.appendChild(el('span', null, ' deck ' + s.deck[d] + ' · spirit pile ' + s.pile[d]));
      side.appendChild(zone('hand (' + s.hand[d].length + ')', s.hand[d], chip));
      side.appendChild(zone('in play', s.play[d], chip));
      for (const i of s.play[d]) {
        const words = effects[i];
        if (words === undefined) continue;
        const line = el('div', 'inplay');
        line.appendChild(el('span', 'card', names[i]));
        line.appendChild(el('span', 'effect', ' ' + words));
        side.appendChild(line);
      }
      side.appendChild(zone('captured', s.cap[d], chip));
      side.appendChild(zone('discard', s.disc[d], chip));
      out.push(side);
      if (d === 1) out.push(top);
    }
    return out;
  }
"""


def board(watched: Watch, step: Mapping[str, Any], bottom: int, deck_names: Sequence[str],
          width: int, heading: str) -> RenderableType:
    """The spirits on the table, the battle, each side's hand, cards in play, captured
    spirits and piles, for the terminal."""
    from rich import box
    from rich.table import Table

    from deckcheck.batch.records import LABELS
    from deckcheck.cli.board import card_name
    from deckcheck.diagnostics import printable

    del bottom, width  # (the table is as wide as its rows, at most the console's width)
    table = Table(box=box.MINIMAL, title=heading,
                  title_justify="left", show_header=False, padding=(0, 1))
    table.add_column("", no_wrap=True)
    table.add_column("", ratio=1, overflow="fold")

    def names(indices: Sequence[int]) -> str:
        return ", ".join(card_name(watched, i, 30) for i in indices) or "—"

    table.add_row("spirits", names(step["table"]))
    fight = step["bt"]
    if fight:
        spirit, cards, totals = fight[0], fight[1], fight[2]
        sides = " · ".join(
            f"{LABELS[d]} " + ("no card" if cards[d] < 0 else
                               f"{card_name(watched, cards[d], 30)} = {totals[d]}")
            for d in (0, 1)
        )
        table.add_row("battle", f"for {card_name(watched, spirit, 30)}: {sides}")
    for d in (0, 1):
        catches = " (catches)" if step["ct"] == d else ""
        table.add_row(f"{LABELS[d]}{catches}",
                      f"{printable(deck_names[d])} · deck {step['deck'][d]} · spirit pile "
                      f"{step['pile'][d]} · discard {len(step['disc'][d])}")
        table.add_row(f"  hand {len(step['hand'][d])}", names(step["hand"][d]))
        if step["play"][d]:
            table.add_row("  in play", names(step["play"][d]))
        table.add_row(f"  captured {len(step['cap'][d])}", names(step["cap"][d]))
    return table
