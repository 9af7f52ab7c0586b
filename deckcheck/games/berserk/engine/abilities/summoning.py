"""The graveyard and cards brought into play: incarnation and its tokens, a symbiote
revived onto its host, a card summoned from the deck.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from deckcheck.games.berserk.engine.abilities.language import (
    SUMMON_CELLS,
    SUMMON_ZONES,
    AbilityError,
    Destination,
    Effect,
    Operation,
    Summons,
    amount_params,
    as_list,
    compile_condition,
    incarnation_of,
    no_params,
    own_marked_cells,
    resolve_passive,
    valid_always,
    valid_in_play,
)
from deckcheck.games.berserk.engine.abilities.tokens import (
    CELL_MARK,
    DEATH_CELL,
    INCARNATION,
    LAST_TARGET,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.triggers import (
    T_ALLY_INCARNATES,
    T_GAINS_TOKEN,
    T_INCARNATES,
    T_PASSIVE,
    T_TO_GRAVE,
    T_VALHALLA,
    T_VALHALLA_TWICE,
    T_WOULD_INCARNATE,
)
from deckcheck.games.berserk.engine.board import NEIGHBOURS8, ROWS, WIDTH, player_row, row_of
from deckcheck.games.berserk.engine.cards import (
    ABSORB,
    ARTIFACT,
    CREATURE,
    EQUIPMENT,
    PARASITE,
    TERRAIN,
    Z_BOARD,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVE,
)
from deckcheck.games.berserk.engine.kernel import Kernel, number_in


def _incarnation_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise AbilityError(f"incarnation: a whole number of tokens from 1, not {value!r}")
    to = record.get("to_opponent_as", "")
    if to not in ("", "artifact"):
        raise AbilityError(f"incarnation: to_opponent_as is artifact, not {to!r}")
    on_mark = record.get("on_mark", "")
    if not isinstance(on_mark, str):
        raise AbilityError(f"incarnation: on_mark is a cell mark's name, not {on_mark!r}")
    return {"amount": value, "opened": bool(record.get("opened", False)),
            "destination": Destination() if record.get("anywhere") or to else None,
            "token": to, "on_mark": on_mark}


def _grave_token_card(state: Kernel, source: int, target: int, effect: Effect) -> int:
    """The graveyard creature the token goes onto (comes off): the target its player
    chose (a ``side: grave`` ability, VS-149), or the card itself lying there (``to:
    self``, NT-151); -1 if it is none with incarnation (a token to take off)."""
    fits = state.zone[target] == Z_GRAVE and incarnation_of(state, target) is not None \
        and (effect.amount > 0 or marker(state, target, INCARNATION) > 0)
    return target if fits else -1


def _grave_token_valid(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return effect.amount != 0 and _grave_token_card(state, source, target, effect) >= 0


def _resolve_grave_token(state: Kernel, source: int, target: int, effect: Effect) -> str:
    c = _grave_token_card(state, source, target, effect)
    tokens = max(0, marker(state, c, INCARNATION) + effect.amount)
    set_marker(state, c, INCARNATION, tokens)
    if effect.amount > 0 and state.trig[c] & T_GAINS_TOKEN:
        state.trigger(c, T_GAINS_TOKEN, -1)
    return f"{state.label(c)} in the graveyard has {tokens} incarnation " \
        f"token{'' if tokens == 1 else 's'}"


def valhalla_times(state: Kernel, seat: int) -> int:
    """How many times the first valhalla of ``seat``'s cards this turn acts: twice while
    a face-up card of that side in play has a passive ``valhalla_twice`` whose condition
    holds (VS-063), else once (:func:`tell_valhalla` knows which is the first)."""
    for c in state.cards_with(T_VALHALLA_TWICE):
        if state.ctrl[c] == seat and state.zone[c] in (Z_BOARD, Z_EXTRA) \
                and not state.face_down[c] and not state.is_dead(c) \
                and any(a.bit == T_PASSIVE and a.condition.holds(state, c)
                        and any(e.op == "valhalla_twice" for e in a.effects)
                        for a in state.abilities_of(c)):
            return 2
    return 1


#: The ``state.used`` key of the turn a valhalla of a side's cards last acted, with the
#: side (``-1 - seat``: no card index) before it: VS-063 doubles only the first a turn.
FIRST_VALHALLA: Final = -1000


def tell_valhalla(state: Kernel, card: int, seat: int) -> None:
    """``card``'s valhalla abilities act (as ``seat``'s turn starts, or told by a saga in
    the turn, NT-042): twice when it is the first valhalla of ``seat``'s cards this turn
    and :func:`valhalla_times` says so, else once."""
    times = 1
    if state.trig_any & T_VALHALLA_TWICE:
        key = (-1 - seat, FIRST_VALHALLA)
        if state.used.get(key, -1) != state.turn:
            state.used[key] = state.turn
            times = valhalla_times(state, seat)
    for _ in range(times):
        state.trigger(card, T_VALHALLA, -1)


def _enter_play(state: Kernel, card: int, seat: int, cell: int) -> None:
    """``card`` (out of play) comes into play under ``seat``'s control: on ``cell``, or
    into the additional zone for a flyer (seed 208.1); open, with its full movement. It
    came under its player's control this turn, so it may defend but not act in it unless
    it has dash (seed 107.5: no rule exempts an incarnated, summoned or revived card)."""
    state.ctrl[card] = seat
    state.field_changed()
    state.control_turn[card] = state.turn
    if state.is_flyer(card) or state.ctype[card] in (TERRAIN, EQUIPMENT):
        # a terrain or equipment takes no cell: the additional zone, as at placement
        state.zone[card] = Z_EXTRA
        state.extra[seat].append(card)
        state.field_changed()
    else:
        state.zone[card] = Z_BOARD
        state.cells[cell] = card
        state.field_changed()
        state.cell[card] = cell
    state.closed[card] = state.face_down[card] = False
    state.moves[card] = max(0, state.move_max[card])
    state.armour_left[card] = number_in(state.eff[card], ABSORB)


def incarnations(state: Kernel, seat: int) -> bool:
    """The start of ``seat``'s turn (rules.yaml ``incarnation``): each of its creatures
    with incarnation in its graveyard takes an incarnation token, and one with as many
    tokens as its incarnation prints comes back; whether one came back."""
    if state.rules.incarnation == "off":
        return False
    back = False
    for c in list(state.grave[seat]):
        effect = incarnation_of(state, c)
        if effect is None:
            continue
        tokens = marker(state, c, INCARNATION) + 1
        set_marker(state, c, INCARNATION, tokens)
        if state.trig[c] & T_GAINS_TOKEN:
            state.trigger(c, T_GAINS_TOKEN, -1)
        if tokens >= effect.amount and state.trig[c] & T_WOULD_INCARNATE:
            state.trigger(c, T_WOULD_INCARNATE, -1)  # its player's choice first: declined,
            continue  # it comes back then (declined_instead)
        if tokens >= effect.amount and incarnate(state, c, effect):
            back = True
        elif state.log is not None:
            state.emit(seat, "info", f"{state.label(c)} in the graveyard has {tokens} of "
                        f"{effect.amount} incarnation tokens")
    return back


def _marked_cell_cleared(state: Kernel, card: int, name: str) -> int:
    """The cell of ``card``'s own cell mark ``name``, its cards destroyed and the mark
    gone, for ``card`` to come back onto; -1 (it waits, keeping its tokens) with no such
    mark, or a card there that stays."""
    cells = own_marked_cells(state, card, name)
    if not cells:
        if state.log is not None:
            state.emit(state.owners[card], "info", f"{state.label(card)} cannot incarnate: "
                       f"no {name} on the battlefield")
        return -1
    y = cells[0]
    if state.cells[y] >= 0:  # the cards on it are destroyed (a symbiote with its host)
        state.kill([state.cells[y]])
    if state.cells[y] >= 0:
        return -1
    set_marker(state, card, CELL_MARK + name, 0)
    return y


def _tremor(state: Kernel, card: int) -> None:
    """Each card next to ``card``, which came back onto its mark's cell, takes 1 wound
    (a symbiote with its host)."""
    for z in NEIGHBOURS8[state.cell[card]]:
        m = state.cells[z]
        if m >= 0:
            state.wound(m, 1, card, "ability")
            g = state.guest[m]
            if g >= 0:
                state.wound(g, 1, card, "ability")
    state.deaths_pending = True  # a card the tremor killed dies as the turn settles


def declined_instead(state: Kernel, card: int, index: int) -> None:
    """Ability ``index`` of ``card`` took no target (declined, or nothing to act on): an
    instead_of_incarnating ability leaves the card to come back as its incarnation says
    (the back row full: it waits, keeping its tokens)."""
    if state.as_encoded(card)[index].bit != T_WOULD_INCARNATE \
            or state.zone[card] != Z_GRAVE:
        return
    effect = incarnation_of(state, card)
    if effect is not None and marker(state, card, INCARNATION) >= effect.amount:
        incarnate(state, card, effect)


def incarnate(state: Kernel, card: int, effect: Effect, y: int | None = None) -> bool:
    """``card`` comes back from its owner's graveyard onto a free cell of the owner's back
    row (a flyer into the additional zone, seed 208.1), closed unless its incarnation says
    open; its incarnates and its side's ally_incarnates abilities act. The cell is its
    owner's pick (``y`` once picked): one of the back row's, any free cell for one that
    comes back the opponent's (NT-154) or, with the back row full, for one that may
    come anywhere; its mark's cell for one that comes back there (VS-161). False (it
    waits, keeping its tokens) while the back row is full."""
    seat = state.owners[card]
    if effect.token:  # it comes back the opponent's (NT-154): onto the opponent's side
        seat = 1 - seat
    if y is not None:
        pass
    elif effect.on_mark:  # only onto its mark's cell (VS-161)
        y = _marked_cell_cleared(state, card, effect.on_mark)
        if y < 0:
            return False
    elif state.is_flyer(card):
        y = -1
    else:
        free = tuple(x for x, m in enumerate(state.cells) if m < 0)
        cells = free if effect.token else back_row_cells(state, seat)
        if not cells and effect.destination is not None:  # any free cell (its
            cells = free  # incarnates ability may move it on)
        if len(cells) > 1:  # its owner picks the cell: it comes back once picked
            wait_for_cell(state, card, card, cells, (effect,))
            return True
        y = cells[0] if cells else -1
    if y < 0 and not state.is_flyer(card):
        if state.log is not None:
            state.emit(seat, "info", f"{state.label(card)} cannot incarnate: its owner's "
                        "back row is full")
        return False
    state.grave[state.owners[card]].remove(card)
    set_marker(state, card, INCARNATION, 0)
    _enter_play(state, card, seat, y)
    state.closed[card] = not effect.opened
    if effect.token == "artifact":  # an artifact: it neither strikes nor moves
        state.ctype[card] = ARTIFACT
        state.strike[card] = None
        state.move_max[card] = state.moves[card] = 0
    if state.log is not None:
        state.emit(seat, "play", f"{state.label(card)} incarnates to {state.where(card)}"
                    + ("" if effect.opened else ", closed"))
    if effect.on_mark and state.zone[card] == Z_BOARD:
        _tremor(state, card)
    if state.trig[card] & T_INCARNATES:
        state.trigger(card, T_INCARNATES, -1)
    if state.trig_low & T_ALLY_INCARNATES and state.ctype[card] == CREATURE:
        for other in [*state.on_field(seat), *state.grave[seat]]:
            if other != card and state.trig[other] & T_ALLY_INCARNATES:
                state.trigger(other, T_ALLY_INCARNATES, card)
    return True


def _revivable_guest(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """The ability's card lies in its owner's graveyard and ``target``, a ground creature
    of that owner with no symbiote, may take it as its symbiote (209.2)."""
    return state.zone[source] == Z_GRAVE and state.zone[target] == Z_BOARD \
        and state.ctype[target] == CREATURE and state.guest[target] < 0 \
        and state.host[target] < 0 and not state.is_flyer(target) \
        and state.ctrl[target] == state.owners[source] and not state.is_dead(target)


def _resolve_revive_guest(state: Kernel, source: int, target: int, effect: Effect) -> str:
    seat = state.owners[source]
    state.grave[seat].remove(source)
    set_marker(state, source, INCARNATION, 0)
    state.ctrl[source] = seat
    state.field_changed()
    state.control_turn[source] = state.turn  # seed 107.5: it may not act this turn
    state.zone[source] = Z_BOARD
    state.host[source] = target
    state.guest[target] = source
    state.field_changed()
    state.cell[source] = state.cell[target]
    state.closed[source] = state.face_down[source] = False  # as any card comes into play
    state.moves[source] = max(0, state.move_max[source])
    state.armour_left[source] = number_in(state.eff[source], ABSORB)
    return f"{state.label(source)} comes back from the graveyard onto {state.at(target)}"


_SUMMON_KEYS: Final = frozenset({"card", "if", "from", "onto", "crowd", "instead",
                                 "same_wounds", "same_name", "instead_of_target",
                                 "cost_step", "closed", "itself", "pick", "lives"})


def _summon_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    """``summon: CARD-ID`` (a copy from its deck, next to it) or ``summon: {card, if,
    from, onto, crowd, instead, same_wounds}`` (see :class:`Summons`)."""
    if isinstance(value, str):
        return {"summons": Summons(card_id=value)}
    if not isinstance(value, Mapping):
        raise AbilityError(f"summon: a card id or a mapping, not {value!r}")
    unknown = sorted(set(value) - _SUMMON_KEYS)
    if unknown:
        raise AbilityError(f"summon: unknown keys {', '.join(unknown)}")
    fits = tuple(compile_condition(c) for c in as_list(value.get("if", [])))
    card_id = value.get("card", "")
    same_name = value.get("same_name", False) is True
    itself = value.get("itself", False) is True
    if not isinstance(card_id, str) or not (card_id or fits or same_name or itself):
        raise AbilityError("summon: a card id (card), what the card must be (if), "
                           "same_name or itself")
    zones = tuple(as_list(value.get("from", "deck")))
    if not zones or any(z not in SUMMON_ZONES for z in zones):
        raise AbilityError(f"summon: from is one or more of {', '.join(SUMMON_ZONES)}")
    to_deck = value.get("instead") == "deck"  # it goes back into its deck, not its exile
    if value.get("instead", False) not in (False, True, "deck"):
        raise AbilityError(f"summon: instead is true or deck, not {value.get('instead')!r}")
    instead = bool(value.get("instead", False))
    of_target = value.get("instead_of_target", False) is True
    if instead and of_target:
        raise AbilityError("summon: instead (the ability's card) or instead_of_target, "
                           "not both")
    step = value.get("cost_step")
    if step is not None and (not isinstance(step, int) or isinstance(step, bool)):
        raise AbilityError(f"summon: cost_step is a whole number, not {step!r}")
    onto = "own_cell" if instead or of_target else value.get("onto", "near")
    if value.get("onto") == "back_row":  # with instead too: the card leaves no cell to take
        onto = "back_row"
    if onto not in SUMMON_CELLS or (onto == "own_cell" and not (instead or of_target)):
        raise AbilityError("summon: onto is near, crowded, back_row, anywhere, death_cell "
                           "or beside_enemy (own_cell comes with instead)")
    crowd = value.get("crowd", 0)
    if onto == "crowded" and (not isinstance(crowd, int) or not 1 <= crowd <= 8):
        raise AbilityError("summon: crowded needs crowd, 1 to 8 creatures around the cell")
    lives = value.get("lives", 0)
    if not isinstance(lives, int) or isinstance(lives, bool) or lives < 0:
        raise AbilityError(f"summon: lives is how many lives it comes with, a whole "
                           f"number from 1, not {lives!r}")
    if lives and value.get("same_wounds", False):
        raise AbilityError("summon: lives or same_wounds, not both")
    pick = value.get("pick", False) is True
    if pick and (not fits or card_id or same_name or itself):
        raise AbilityError("summon: pick is for a card of its conditions (if) its player "
                           "picks")
    return {"summons": Summons(card_id=card_id, fits=fits, zones=zones, onto=onto,
                               crowd=crowd if onto == "crowded" else 0, instead=instead,
                               instead_to_deck=to_deck,
                               same_wounds=bool(value.get("same_wounds", False)),
                               same_name=same_name, instead_of_target=of_target,
                               cost_step=step, closed=value.get("closed", False) is True,
                               itself=itself, pick=pick, lives=lives)}


def _picked(state: Kernel, source: int, spec: Summons, target: int) -> bool:
    """Whether ``target`` is the card the player of a ``pick`` summon picked (a card of
    a deck or a graveyard, the ability again on it), not the ability's own target."""
    return spec.pick and target >= 0 and target != source \
        and state.zone[target] in (Z_DECK, Z_GRAVE)


def _in_play_target(state: Kernel, source: int, spec: Summons, target: int) -> int:
    """The ability's target in play a summon acts for (the card it replaces,
    ``instead_of_target``; the card whose cost it steps from, ``cost_step``): ``target``,
    or, once its player picked the card to summon (``target`` is then that card), the
    one noted as the pick was asked (:func:`_resolve_summon`)."""
    if _picked(state, source, spec, target):
        return marker(state, source, LAST_TARGET) - 1
    return target


def summon_card(state: Kernel, source: int, spec: Summons, target: int = -1) -> int:
    """The card a summon of ``source`` brings: from the zones of its controller in
    ``spec``'s order (a deck bottom first), a copy of its card id (the first found), the
    card its player picked (``pick``), or, with one name to pick from or no pick printed,
    the costliest card meeting one of its conditions (the first found on a tie); -1 for
    none."""
    seat = state.ctrl[source]
    if _picked(state, source, spec, target):  # the card its player picked
        return target if target in _pickable(state, source, spec, target) else -1
    if spec.itself:  # the ability's card, from a zone the summon searches
        found = {Z_DECK: "deck", Z_GRAVE: "grave"}.get(state.zone[source], "")
        return source if found in spec.zones else -1
    kinds = state.kinds
    want = state.cards.index.get(spec.card_id, -1) if spec.card_id else -1
    name = ""  # a card of this printed name (any id: a reprint's too)
    if spec.same_name:  # the event's other card, noted as the ability triggered
        other = marker(state, source, LAST_TARGET) - 1
        if other < 0:
            return -1
        names = state.cards.names
        name = names[kinds[other]]
    elif spec.card_id and want < 0:
        return -1
    costs = state.cards.costs
    cost = -1 if spec.cost_step is None or target < 0 else costs[kinds[target]] + spec.cost_step
    for zone in spec.zones:
        best, best_cost = -1, -1
        for c in state.deck[seat] if zone == "deck" else state.grave[seat]:
            if c == source:
                continue
            if name:
                if names[kinds[c]] == name:
                    return c
                continue
            if want >= 0:
                if kinds[c] == want:
                    return c
                continue
            if cost >= 0 and costs[kinds[c]] != cost:
                continue
            if costs[kinds[c]] > best_cost and (not spec.fits
                                                or any(f.holds(state, c) for f in spec.fits)):
                best, best_cost = c, costs[kinds[c]]
        if best >= 0:
            return best
    return -1


def _pickable(state: Kernel, source: int, spec: Summons, target: int = -1) -> list[int]:
    """The cards a summon its player picks (``pick``) may bring: one of each name that
    fits (of the cost its ``cost_step`` asks) in each zone it searches (the first such
    card found, and ``target`` for its own name: a summon from the deck and a revival
    from the graveyard are two picks, NT-166), by zone, in the catalogue's order of names
    (not the deck's, which stays unknown)."""
    seat = state.ctrl[source]
    kinds = state.kinds
    costs = state.cards.costs
    cost = -1
    if spec.cost_step is not None:
        basis = _in_play_target(state, source, spec, target)
        if basis < 0:
            return []
        cost = costs[kinds[basis]] + spec.cost_step
    found: dict[tuple[int, int], int] = {}
    for place, zone in enumerate(spec.zones):
        for c in state.deck[seat] if zone == "deck" else state.grave[seat]:
            if c != source and ((place, kinds[c]) not in found or c == target) \
                    and (cost < 0 or costs[kinds[c]] == cost) \
                    and any(f.holds(state, c) for f in spec.fits):
                found[place, kinds[c]] = c
    return [found[k] for k in sorted(found)]


def _summon_cell(state: Kernel, source: int, card: int, spec: Summons,
                 target: int = -1) -> int:
    """The first cell :func:`_summon_cells` offers; -1 for none; CELLS_NONE for a card
    that takes no cell."""
    cells = _summon_cells(state, source, card, spec, target)
    return cells[0] if cells else -1


def _summon_cells(state: Kernel, source: int, card: int, spec: Summons,
                  target: int = -1) -> tuple[int, ...]:
    """The cells a summoned ground card may go to, its player's pick among them when
    more than one: the free cells next to ``source``, ``source``'s own cell (it leaves),
    the free cells with ``crowd`` creatures of its side around them, those of its
    player's back row, or any free cell (the ones next to an enemy creature first for
    ``beside_enemy``, the farthest forward first); () for none; a flyer needs none
    ((CELLS_NONE,): the additional zone, seed 208.1)."""
    if state.is_flyer(card) or state.ctype[card] in (TERRAIN, EQUIPMENT):
        return (CELLS_NONE,)
    if spec.instead_of_target:  # the cell the target leaves (none for a flyer)
        return (state.cell[target],) if target >= 0 and state.zone[target] == Z_BOARD \
            and state.host[target] < 0 else ()
    cells = state.cells
    if spec.onto == "crowded":
        seat, ctrl, ctype = state.ctrl[source], state.ctrl, state.ctype
        return tuple(y for y in range(len(cells))
                     if cells[y] < 0 and sum(1 for z in NEIGHBOURS8[y] if cells[z] >= 0
                                             and ctrl[cells[z]] == seat
                                             and ctype[cells[z]] == CREATURE) >= spec.crowd)
    if spec.onto == "death_cell":  # the cell a creature's death left (creature_destroyed)
        y = marker(state, source, DEATH_CELL) - 1
        return (y,) if y >= 0 and cells[y] < 0 else ()
    if spec.onto == "back_row":  # its player's 3rd row, as incarnation brings cards back
        return back_row_cells(state, state.ctrl[source])
    if spec.onto in ("anywhere", "beside_enemy"):  # any free cell; for a card that then
        # acts on a creature next to it, the ones next to an enemy creature first
        free = [y for y in _rows_forward(state.ctrl[source]) if cells[y] < 0]
        if spec.onto == "beside_enemy":
            foe, ctrl, ctype = 1 - state.ctrl[source], state.ctrl, state.ctype
            free.sort(key=lambda y: not any(cells[z] >= 0 and ctrl[cells[z]] == foe
                                            and ctype[cells[z]] == CREATURE
                                            for z in NEIGHBOURS8[y]))
        return tuple(free)
    x = state.cell[source]
    if x < 0 or state.zone[source] != Z_BOARD:
        return ()
    if spec.onto == "own_cell":
        return (x,)
    return tuple(y for y in NEIGHBOURS8[x] if cells[y] < 0)


def _rows_forward(seat: int) -> list[int]:
    """The battlefield's cells, the farthest forward for ``seat`` first (the enemy's
    back row), each row left to right."""
    return sorted(range(WIDTH * ROWS), key=lambda y: (-row_of(y) if seat == 0 else row_of(y), y))


#: _summon_cell for a flyer: it takes no cell.
CELLS_NONE: Final = -2


def _summonable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    spec = effect.summons
    if spec is None:
        return False
    in_play = _in_play_target(state, source, spec, target)
    if spec.instead_of_target and (in_play < 0
                                   or not valid_in_play(state, source, in_play, effect)):
        return False
    c = summon_card(state, source, spec, target)
    return c >= 0 and _summon_cell(state, source, c, spec, in_play) != -1


def _resolve_summon(state: Kernel, source: int, target: int, effect: Effect) -> str:
    spec = effect.summons
    assert spec is not None
    if spec.pick and not _picked(state, source, spec, target):
        choices = _pickable(state, source, spec, target)
        if len(choices) > 1:  # its player picks one by name: the ability again, on it
            index = next(i for i, a in enumerate(state.abilities_of(source))
                         if effect in a.effects)
            if target != source:  # the card in play it acts for, asked again on the pick
                set_marker(state, source, LAST_TARGET, target + 1)
            state.choosing.insert(0, (source, index, tuple(choices), 0, False, False, ()))
            return f"{state.at(source)} looks for the card to summon"
    in_play = _in_play_target(state, source, spec, target)
    c = summon_card(state, source, spec, target)
    cells = _summon_cells(state, source, c, spec, in_play)
    if len(cells) > 1:  # its player picks the cell: the card waits for it there
        return wait_for_cell(state, source, c, cells, (effect,))
    return summon_onto(state, source, c, cells[0] if cells else CELLS_NONE, effect, in_play)


def wait_for_cell(state: Kernel, source: int, card: int, cells: tuple[int, ...],
                  effects: tuple[Effect, ...]) -> str:
    """``card`` (out of play), summoned or revived by ``effects[0]`` of ``source``'s
    ability, waits for ``source``'s controller to pick one of ``cells`` (state.placing,
    movement.place); the ability's later ``effects`` act on it once it is there."""
    state.placing.append((source, card, cells, effects, False, 0, -1))
    return f"{state.label(card)} waits for a cell"


def back_row_cells(state: Kernel, seat: int) -> tuple[int, ...]:
    """The free cells of ``seat``'s back row (its 3rd row)."""
    return tuple(x for x in range(len(state.cells))
                 if player_row(seat, x) == 3 and state.cells[x] < 0)


def summon_onto(state: Kernel, source: int, c: int, y: int, effect: Effect,
                target: int = -1) -> str:
    """``c`` (in a deck or a graveyard) comes into play on cell ``y`` (CELLS_NONE: a
    flyer's or a terrain's zone) by ``effect``, a summon of ``source``'s ability on
    ``target``: the log's words."""
    spec = effect.summons
    assert spec is not None
    seat = state.ctrl[source]
    words = ""
    if state.zone[c] == Z_GRAVE:  # revived: it comes from its graveyard
        state.grave[state.owners[c]].remove(c)
        set_marker(state, c, INCARNATION, 0)
        came = "revived from the graveyard"
    else:
        owner = state.owners[c]
        deck = state.deck[owner]
        index = deck.index(c)
        if index < state.deck_known[owner]:  # one of the known cards at the bottom
            state.deck_known[owner] -= 1
        del deck[index]
        came = "summoned from the deck"
    leaving = target if spec.instead_of_target else source
    wounds = state.wounds[leaving]
    if spec.instead_to_deck:
        words = f"{state.at(leaving)} goes back into the deck; "
        state.return_to_deck(leaving)
    elif spec.instead or spec.instead_of_target:
        words = f"{state.at(leaving)} is banished; "
        state.banish(leaving, replaced=True)  # the summoned card takes its cell
    _enter_play(state, c, seat, y)
    if spec.closed:
        state.closed[c] = True
    if spec.same_wounds and wounds:
        state.wounds[c] = wounds
        state.deaths_pending = True  # as many wounds as its lives: it dies at once
    if spec.lives and state.lives_left(c) > spec.lives:  # the rest of its lives as wounds
        state.wounds[c] += state.lives_left(c) - spec.lives
    return words + f"{state.label(c)} is {came} to {state.where(c)}" \
        + (f" with {wounds} wounds" if spec.same_wounds and wounds else "") \
        + (f" with {spec.lives_words()}" if spec.lives else "")


def _in_deck(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    return state.zone[target] == Z_DECK


def _resolve_to_grave(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """``target`` goes from its owner's deck to its owner's graveyard (not destroyed)."""
    owner = state.owners[target]
    deck = state.deck[owner]
    index = deck.index(target)
    if index < state.deck_known[owner]:  # a known card at the bottom (a revealed one)
        state.deck_known[owner] -= 1
    del deck[index]
    state.zone[target] = Z_GRAVE
    state.grave[owner].append(target)
    if state.trig[target] & T_TO_GRAVE:
        state.trigger(target, T_TO_GRAVE, -1)
    return f"{state.label(target)} goes from the deck to the graveyard"


def _mill_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise AbilityError(f"mill: how many cards, a whole number from 1, not {value!r}")
    return {"amount": value}


def _resolve_mill(state: Kernel, source: int, target: int, effect: Effect) -> str:
    """The top ``amount`` cards of the deck of ``source``'s controller go face up to its
    graveyard (not destroyed), the top one first; both seats see them, and the effects
    after it may ask what they are (``if_revealed``), as after a prophecy."""
    seat = state.ctrl[source]
    deck = state.deck[seat]
    moved: list[int] = []
    while deck and len(moved) < effect.amount:
        c = deck[-1]
        _resolve_to_grave(state, source, c, effect)
        moved.append(c)
    state.revealed = tuple(moved)
    if not moved:
        return "the deck is empty: nothing goes to the graveyard"
    return ", ".join(state.label(c) for c in moved) + " from the top of the deck to the " \
        "graveyard"


def _same_cost_cards(state: Kernel, source: int) -> list[int]:
    """The creatures of ``source``'s controller's deck a ``bury_same_cost`` may put into
    the graveyard, one of each name (the first from the deck's bottom), in the
    catalogue's order of names (not the deck's, which stays unknown): of the printed cost
    (elite or not) of the event's other card (the card ``source`` attacked, noted as it
    triggered), while the graveyard holds no creature of that cost. Its player picks
    which, by name, as it looks through its deck (:func:`_resolve_bury_same_cost`)."""
    other = marker(state, source, LAST_TARGET) - 1
    if other < 0:
        return []
    seat, kinds, costs, ctype = state.ctrl[source], state.kinds, state.cards.costs, state.ctype
    cost = costs[kinds[other]]
    if any(ctype[c] == CREATURE and costs[kinds[c]] == cost for c in state.grave[seat]):
        return []
    found: dict[int, int] = {}
    for c in state.deck[seat]:
        if ctype[c] == CREATURE and costs[kinds[c]] == cost and kinds[c] not in found:
            found[kinds[c]] = c
    return [found[k] for k in sorted(found)]


def _buriable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    if target >= 0 and state.zone[target] == Z_DECK:  # the card its player picked
        return any(state.kinds[c] == state.kinds[target]
                   for c in _same_cost_cards(state, source))
    return valid_in_play(state, source, target, effect) and bool(_same_cost_cards(state, source))


def _resolve_bury_same_cost(state: Kernel, source: int, target: int, effect: Effect) -> str:
    if state.zone[target] == Z_DECK:  # the card its player picked by name
        return _resolve_to_grave(state, source, target, effect)
    choices = _same_cost_cards(state, source)
    if len(choices) > 1:  # its player picks one by name: the ability again, on it
        index = next(i for i, a in enumerate(state.abilities_of(source))
                     if effect in a.effects)
        state.choosing.insert(0, (source, index, tuple(choices), 0, False, False, ()))
        return f"{state.at(source)} looks through its deck"
    return _resolve_to_grave(state, source, choices[0], effect)


#: Where a revived creature comes: a free cell next to the ability's card.
NEXT_TO_IT: Final = Summons()


def _revive_params(value: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    """``revive: true`` (a creature of its controller's graveyard) or ``revive: {closed,
    theirs}`` (it comes closed; it lies in an opponent's graveyard and changes sides)."""
    if value is True:
        return {"summons": NEXT_TO_IT}
    if not isinstance(value, Mapping) or set(value) - {"closed", "theirs"} \
            or any(v not in (True, False) for v in value.values()):
        raise AbilityError(f"revive: true or a mapping of closed and theirs, not {value!r}")
    return {"summons": Summons(closed=value.get("closed", False) is True,
                               theirs=value.get("theirs", False) is True)}


def _revivable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """``target`` lies in the graveyard of the ability's controller (``theirs``: of its
    owner, an opponent), and it has a place to come to (a free cell next to the
    ability's card; a flyer needs none)."""
    seat = state.ctrl[source]
    theirs = effect.summons is not None and effect.summons.theirs
    grave = state.owners[target] if theirs else seat
    return state.zone[target] == Z_GRAVE and (grave != seat) == theirs \
        and target in state.grave[grave] \
        and _summon_cell(state, source, target, NEXT_TO_IT) != -1


def revive_cells(state: Kernel, source: int, target: int, effect: Effect) -> tuple[int, ...]:
    """The cells a revive of ``source``'s ability offers its controller for ``target``
    when it has a choice (more than one free cell next to ``source``): the ability's
    later effects wait for the pick (resolution.resolve); () when the cell is forced
    (one cell, or a flyer's air)."""
    if effect.op != "revive" or not _revivable(state, source, target, effect):
        return ()
    cells = _summon_cells(state, source, target, NEXT_TO_IT)
    return cells if len(cells) > 1 else ()


def _resolve_revive(state: Kernel, source: int, target: int, effect: Effect) -> str:
    return revive_onto(state, source, target,
                       _summon_cell(state, source, target, NEXT_TO_IT), effect)


def revive_onto(state: Kernel, source: int, target: int, y: int, effect: Effect) -> str:
    """``target`` comes back from its owner's graveyard onto cell ``y`` (CELLS_NONE: a
    flyer's air) under the control of ``source``'s controller, by ``effect`` (a revive):
    the log's words."""
    seat = state.ctrl[source]
    state.grave[state.owners[target]].remove(target)
    set_marker(state, target, INCARNATION, 0)
    _enter_play(state, target, seat, y)
    closed = effect.summons is not None and effect.summons.closed
    if closed:
        state.closed[target] = True
    return f"{state.label(target)} is revived from the graveyard to " \
        f"{state.where(target)}" + (" closed" if closed else "") + \
        (" under its reviver's control" if state.owners[target] != seat else "")


def _revive_words(effect: Effect) -> str:
    spec = effect.summons
    return "revive it" + (" from the enemy's graveyard under this card's control"
                          if spec is not None and spec.theirs else "") \
        + " onto a free cell next to this card" + (" closed" if spec is not None
                                                     and spec.closed else "")


#: The operations of this family (registry.OPERATIONS holds every family's).
def _tellable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """A card in its owner's graveyard with a valhalla ability to tell."""
    return state.zone[target] == Z_GRAVE and bool(state.trig[target] & T_VALHALLA)


def _resolve_saga(state: Kernel, source: int, target: int, effect: Effect) -> str:
    # Its valhalla abilities act as at the start of its owner's turn (their targets are
    # chosen then), and the card goes to its owner's exile at once.
    tell_valhalla(state, target, state.owners[target])
    words = f"{state.label(target)}'s valhalla is told; it is banished"
    state.banish(target)
    return words


def _parasite_takeable(state: Kernel, source: int, target: int, effect: Effect) -> bool:
    """A parasite stands on ``target``, and the ability's card, a creature on the
    battlefield, has no guest to make room for it."""
    g = state.guest[target] if state.zone[target] == Z_BOARD else -1
    return g >= 0 and target != source and state.zone[source] == Z_BOARD \
        and state.ctype[source] == CREATURE and state.host[source] < 0 \
        and state.guest[source] < 0 and state.cards.subtypes[state.kinds[g]] == PARASITE \
        and valid_in_play(state, source, target, effect)


def _resolve_take_parasite(state: Kernel, source: int, target: int, effect: Effect) -> str:
    g = state.guest[target]
    state.rehost(g, source)
    return f"{state.label(g)} moves from {state.at(target)} onto {state.at(source)}"


OPERATIONS: Final[tuple[Operation, ...]] = (
    Operation("saga", no_params, _tellable, _resolve_saga,
              lambda e: "its valhalla ability acts now; the card is banished"),
    Operation("valhalla_twice", no_params, valid_in_play, resolve_passive,
              lambda e: "the first valhalla of its side's cards in a turn acts twice"),
    Operation("incarnation", _incarnation_params, valid_in_play, resolve_passive,
              lambda e: f"incarnation {e.amount} (back from the graveyard with "
              f"{e.amount} tokens{', open' if e.opened else ''}"
              + (f", under the opponent's control as an {e.token}" if e.token else "")
              + (f", only onto its {e.on_mark}'s cell, destroying the cards there; each card "
                 "next to it takes 1 wound" if e.on_mark else "") + ")"),
    Operation("grave_token", amount_params, _grave_token_valid, _resolve_grave_token,
              lambda e: f"{'put' if e.amount > 0 else 'remove'} {abs(e.amount)} incarnation "
              f"token{'' if abs(e.amount) == 1 else 's'} "
              f"{'onto' if e.amount > 0 else 'from'} a creature in its graveyard"),
    Operation("take_parasite", no_params, _parasite_takeable, _resolve_take_parasite,
              lambda e: "its parasite moves onto this card"),
    Operation("revive_guest", no_params, _revivable_guest, _resolve_revive_guest,
              lambda e: "come back from the graveyard as its symbiote"),
    Operation("to_grave", no_params, _in_deck, _resolve_to_grave,
              lambda e: "put it from its deck into its graveyard"),
    Operation("mill", _mill_params, valid_always, _resolve_mill,
              lambda e: ("the top card of its deck goes" if e.amount == 1 else
                         f"the top {e.amount} cards of its deck go")
              + " to its graveyard, face up"),
    Operation("bury_same_cost", no_params, _buriable, _resolve_bury_same_cost,
              lambda e: "put a creature of the other card's cost from its deck into its "
              "graveyard, if the graveyard holds none of that cost"),
    Operation("summon", _summon_params, _summonable, _resolve_summon,
              lambda e: e.summons.words() if e.summons is not None else "summon"),
    Operation("revive", _revive_params, _revivable, _resolve_revive, _revive_words),
)
