"""A game to watch: one self-contained HTML page that replays a recorded game step by step.

Like the deck report (:mod:`deckcheck.doctor.html`), the page fetches nothing: its style,
its script and its data are inside it, and a Content Security Policy of
``default-src 'none'`` forbids any request. The one script runs by its SHA-256 hash
(``script-src 'sha256-…'``), so nothing else on the page could run. The steps
(:class:`deckcheck.doctor.watch.Watch`) are a JSON island
(``<script type="application/json" id="deckcheck-replay">``: data, never run), drawn with
``textContent`` only: a card's name is never read as HTML.

A page holds one view: a seat's page holds no identity that seat did not see.
"""

from __future__ import annotations

import base64
import hashlib
from html import escape
from typing import Any

from deckcheck import __version__
from deckcheck.batch.records import LABELS, GameRecord
from deckcheck.doctor.watch import Watch
from deckcheck.games.engines import get_game
from deckcheck.output import json_island, utf8_safe

STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:1rem auto;
max-width:72rem;padding:0 1rem;color:#1b1b1b;line-height:1.35}
h1{margin:.2rem 0;font-size:1.4rem}.meta{color:#555;margin:.2rem 0}
#controls{display:flex;gap:.4rem;align-items:center;flex-wrap:wrap;margin:.6rem 0}
#slider{flex:1;min-width:12rem}#where{font-variant-numeric:tabular-nums;min-width:9rem}
#stage{display:flex;gap:1rem;flex-wrap:wrap;align-items:flex-start}
#picture{flex:1 1 34rem}#side{flex:1 1 20rem}#log{background:#f6f6f6;border-radius:.3rem;
padding:.5rem .7rem;font-family:ui-monospace,monospace;font-size:.85rem;white-space:pre-wrap;
min-height:6rem}#log .decided{font-weight:bold}
table.field{border-collapse:collapse;table-layout:fixed}
table.field td{border:1px solid #bbb;width:6.6rem;height:4.6rem;vertical-align:top;
padding:2px;font-size:.75rem}table.field th{font-size:.75rem;color:#777;padding:2px}
td.half0{background:#eef4ff}td.half1{background:#fff1ee}
.card{border-radius:.25rem;padding:1px 3px;margin-bottom:2px;border:1px solid #888;
background:#fff}.card.d0{border-color:#2456b3}.card.d1{border-color:#b33a24}
.card.closed{background:#ddd;font-style:italic}.card.down,.card.hidden{background:#555;color:#fff}
.card.guest{margin-left:.6rem}.card .lives{font-weight:bold}.card .marks{color:#7a5200}
.zone{margin:.3rem 0}.zone b{display:inline-block;min-width:8rem}
.zone .card{display:inline-block;margin-right:3px}.side{margin:.4rem 0}
.d0 b.who{color:#2456b3}.d1 b.who{color:#b33a24}
footer{margin-top:2rem;color:#777;font-size:.85rem}
#turns{display:flex;flex-wrap:wrap;gap:.2rem;margin:.3rem 0;font-size:.85rem}
#turns a{padding:0 .35rem;border:1px solid #ccc;border-radius:.2rem;color:#2456b3;
text-decoration:none}#turns a.current{background:#2456b3;color:#fff}
.strike{margin:.2rem 0 .3rem 1rem;padding:.3rem .5rem;border-left:3px solid #b38a24;
background:#fffbe8;font-family:system-ui,sans-serif;font-size:.8rem;white-space:normal}
.strike .row{font-weight:bold}.strike .res{color:#7a2a00}
#alternatives{margin-top:.5rem;font-family:system-ui,sans-serif;font-size:.8rem}
#alternatives table{border-collapse:collapse}#alternatives td,#alternatives th{padding:1px 6px;
border-bottom:1px solid #ddd;text-align:left}#alternatives td.n{text-align:right;
font-variant-numeric:tabular-nums}#alternatives tr.chosen{font-weight:bold}
.effect{color:#555;font-size:.8rem}.inplay{margin:.15rem 0 .15rem 1rem}
.parts{font-size:.85rem;margin-left:1rem;color:#333}
@media (max-width:32rem){body{padding:0 .4rem}table.field{width:100%}
table.field td{width:auto;height:3.4rem;font-size:.6rem;overflow-wrap:anywhere}
.zone b{min-width:0;margin-right:.3rem}#where{min-width:0}}
"""

#: The page's one script: reads the JSON island and draws the step the slider shows; the
#: game's drawing of a step (:meth:`~deckcheck.engine.api.Game.watch_script`: a
#: ``function draw(s)`` that may use ``el``, ``zone``, ``chip``, ``cardName``, ``names``,
#: ``decks``, ``effects`` and ``data``) stands on the line ``/*@draw*/`` (:func:`page_script`).
SCRIPT = r"""
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('deckcheck-replay').textContent);
  const names = data.names, steps = data.steps, decks = data.decks;
  const effects = data.effects || {};
  const alternatives = document.getElementById('alternatives');
  const turns = document.getElementById('turns');
  const slider = document.getElementById('slider');
  const picture = document.getElementById('picture');
  const log = document.getElementById('log');
  const where = document.getElementById('where');
  let at = 0;
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function cardName(i) { return i < 0 ? 'hidden card' : names[i]; }
  function zone(label, items, draw) {
    const z = el('div', 'zone');
    z.appendChild(el('b', null, label));
    if (!items.length) z.appendChild(el('span', null, '—'));
    for (const item of items) z.appendChild(draw(item));
    return z;
  }
  function chip(i) { return el('span', 'card' + (i < 0 ? ' hidden' : ''), cardName(i)); }
/*@draw*/
  function show(i) {
    at = Math.max(0, Math.min(steps.length - 1, i));
    const s = steps[at];
    slider.value = String(at);
    document.body.dataset.step = String(at);
    where.textContent = 'step ' + at + ' of ' + (steps.length - 1) + ' · turn ' + s.t
      + (s.ph ? ' · ' + s.ph : '');
    picture.replaceChildren(...draw(s));
    const strikes = {};
    for (const [n, facts] of s.sx || []) strikes[n] = facts;
    const lines = [];
    s.log.forEach((line, n) => {
      lines.push(el('div', n === 0 && s.mv !== null ? 'decided' : null, line));
      if (strikes[n]) lines.push(strikePanel(strikes[n]));
    });
    log.replaceChildren(...lines);
    drawAlternatives(s.alt || [], s);
    for (const a of turns.children) {
      const current = Number(a.dataset.turn) === s.t;
      a.className = current ? 'current' : '';
      if (current) a.setAttribute('aria-current', 'step'); else a.removeAttribute('aria-current');
    }
  }
  function strikePanel(f) {  // the engine's facts of one simple strike
    const p = el('aside', 'strike');
    p.setAttribute('aria-label', 'strike');
    const die = (who, d, total) => who + ' die ' + d
      + (total !== d ? ' ' + (total > d ? '+' : '−') + Math.abs(total - d) + ' = ' + total : '');
    p.appendChild(el('div', null, f.attacker + ' strikes ' + f.victim
      + (f.open ? '' : ' (closed: no counter-strike)')));
    p.appendChild(el('div', 'dice', die('attacker', f.dice[0], f.totals[0])
      + (f.open ? ' · ' + die('defender', f.dice[1], f.totals[1])
        + ' · difference ' + (f.totals[0] - f.totals[1] > 0 ? '+' : '')
        + (f.totals[0] - f.totals[1]) : '')));
    const row = el('div', null);
    row.appendChild(el('span', null, 'strike table: '));
    row.appendChild(el('span', 'row', f.row));
    const result = (f.hit === 'miss' ? 'miss' : f.hit + ' hit')
      + (f.open ? ', ' + (f.counter ? f.counter + ' counter-strike' : 'no counter-strike') : '');
    row.appendChild(el('span', 'res', ' → ' + result));
    p.appendChild(row);
    if (f.instead) {
      p.appendChild(el('div', null, 'the ' + f.instead.by + ' may take '
        + (f.instead.hit === 'miss' ? 'a miss' : 'a ' + f.instead.hit + ' hit')
        + (f.instead.counter ? ' and a ' + f.instead.counter + ' counter-strike' : '')
        + ' instead'));
    }
    p.dataset.row = f.row;
    return p;
  }
  function drawAlternatives(rows, s) {
    if (!rows.length) { alternatives.replaceChildren(); alternatives.hidden = true; return; }
    alternatives.hidden = false;
    const table = el('table');
    const head = el('tr');
    const mover = rows.length && s.mv !== null ? decks[s.mv] : 'the mover';
    const heads = ['the search weighed', 'visits', 'value for ' + mover + ' (0 loss … 1 win)'];
    for (const h of heads) head.appendChild(el('th', null, h));
    table.appendChild(head);
    for (const [words, visits, value, chosen] of rows) {
      const tr = el('tr', chosen ? 'chosen' : null);
      tr.appendChild(el('td', null, (chosen ? '▶ ' : '') + words));
      tr.appendChild(el('td', 'n', value < 0 ? '' : String(visits)));
      tr.appendChild(el('td', 'n', value < 0 ? '' : value.toFixed(3)));
      table.appendChild(tr);
    }
    alternatives.replaceChildren(table);
  }
  function turnLinks() {  // one link a turn: #turn-N opens its first step
    const seen = new Set();
    for (const s of steps) {
      if (seen.has(s.t)) continue;
      seen.add(s.t);
      const a = el('a', null, String(s.t));
      a.href = '#turn-' + s.t;
      a.dataset.turn = String(s.t);
      a.title = 'turn ' + s.t;
      // (the address already names it: no hashchange follows, so open it here)
      a.addEventListener('click', () => { if (location.hash === a.hash) fromHash(); });
      turns.appendChild(a);
    }
  }
  function fromHash() {
    const found = /^#turn-(\d+)$/.exec(location.hash);
    if (!found) return false;
    const i = steps.findIndex(s => s.t === Number(found[1]));
    if (i < 0) return false;
    show(i);
    return true;
  }
  slider.max = String(steps.length - 1);
  slider.addEventListener('input', () => show(Number(slider.value)));
  function turnStart(i) {  // the first step of step i's turn
    while (i > 0 && steps[i - 1].t === steps[i].t) i--;
    return i;
  }
  const moves = {
    first: () => 0, prev: () => at - 1, next: () => at + 1, last: () => steps.length - 1,
    prevTurn: () => turnStart(at) === at ? turnStart(Math.max(0, at - 1)) : turnStart(at),
    nextTurn: () => {
      let i = at;
      while (i < steps.length - 1 && steps[i].t === steps[at].t) i++;
      return i;
    },
  };
  for (const [id, move] of Object.entries(moves)) {
    document.getElementById(id).addEventListener('click', () => show(move()));
  }
  document.addEventListener('keydown', e => {
    const key = {ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last',
      PageUp: 'prevTurn', PageDown: 'nextTurn'}[e.key];
    if (!key || e.target === slider && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) return;
    e.preventDefault();
    show(moves[key]());
  });
  turnLinks();
  window.addEventListener('hashchange', fromHash);
  if (!fromHash()) show(0);
})();
"""

#: The drawing of a game that gives none: no picture (the log beside it tells the game).
NO_DRAWING = r"""
  function draw(s) {
    return [el('p', 'meta', 'No picture of this game: its log tells it.')];
  }
"""

#: Where the game's drawing goes in :data:`SCRIPT`.
DRAW_MARK = "/*@draw*/\n"


def page_script(drawing: str | None) -> str:
    """The page's script with the game's ``drawing`` (None: :data:`NO_DRAWING`)."""
    return SCRIPT.replace(DRAW_MARK, (drawing or NO_DRAWING).lstrip("\n"), 1)


VIEW_WORDS = {
    "all": "everything (both seats' hidden cards shown)",
    "a": "as A saw it (B's hidden cards are not in this page)",
    "b": "as B saw it (A's hidden cards are not in this page)",
}


def script_hash(script: str) -> str:
    """The CSP source that lets exactly ``script`` run."""
    digest = hashlib.sha256(script.encode("utf-8")).digest()
    return "sha256-" + base64.b64encode(digest).decode("ascii")


def render_replay(record: GameRecord, watched: Watch) -> str:
    """The whole page of one game's replay for the view ``watched`` was made for."""
    labels = list(LABELS)
    data = {
        "game": watched.game,
        "view": watched.view,
        "decks": labels,
        "deckNames": list(record.names),
        # The deck in seat 0 holds rows 1-3 (drawn at the bottom).
        "bottom": record.seats()[0],
        "names": watched.names,
        "steps": watched.steps,
        "effects": {str(k): v for k, v in watched.effects.items()},
    }
    script = page_script(get_game(watched.game).watch_script())
    verdict = "draw" if record.winner is None else f"{LABELS[record.winner]} wins"
    title = f"{record.names[0]} vs {record.names[1]}"
    header = " · ".join(
        f"{label}: {name} ({agent} agent)"
        for label, name, agent in zip(labels, record.names, record.agents, strict=True)
    )
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        f"style-src 'unsafe-inline'; script-src '{script_hash(script)}'\">",
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)} — deckcheck replay</title><style>{STYLE}</style></head>",
        f'<body data-view="{escape(watched.view)}" data-step="0">',
        f"<h1>{escape(title)}</h1>",
        f'<p class="meta">{escape(record.game)} · game {record.index}, seed {record.seed} · '
        f"{escape(header)} · {LABELS[record.first]} first · {escape(verdict)} — "
        f"{escape(record.detail)}</p>",
        f'<p class="meta" id="view">Seen by: {escape(VIEW_WORDS[watched.view])}</p>',
        '<div id="controls"><button id="first" title="Home">« first</button>'
        '<button id="prevTurn" title="Page Up">turn −</button>'
        '<button id="prev" title="←">◀</button>'
        f'<input id="slider" type="range" min="0" max="{len(watched.steps) - 1}" value="0" '
        'aria-label="step">'
        '<button id="next" title="→">▶</button>'
        '<button id="nextTurn" title="Page Down">turn +</button>'
        '<button id="last" title="End">last »</button><span id="where"></span></div>',
        '<nav id="turns" aria-label="turns"></nav>',
        '<div id="stage"><div id="picture"></div><div id="side"><div id="log" '
        'aria-live="polite"></div><div id="alternatives" hidden></div></div></div>',
        f'<script type="application/json" id="deckcheck-replay">{json_island(data)}</script>',
        f"<script>{script}</script>",
        f"<footer>Made by deckcheck {escape(__version__)}. Keys: ←/→ a step, Page Up/Down "
        "a turn, Home/End the first and last step; a turn's link (#turn-N) opens it.</footer>"
        "</body></html>",
    ]
    return utf8_safe("\n".join(parts) + "\n")


def replay_page(record: GameRecord, rules: Any = None, view: str = "all") -> str:
    """``record`` replayed (and checked) and drawn as a page for ``view``."""
    from deckcheck.doctor.watch import watch

    return render_replay(record, watch(record, rules, view))
