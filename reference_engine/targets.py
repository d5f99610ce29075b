"""Target legality (rules 355.6-355.11 when choosing, 359.3.e when resolving)."""

from __future__ import annotations

from .behaviour import TargetSpec, behaviour_of
from .passive_sources import board_sources
from .restrictions import choosing_forbidden
from .state import ChainItem, GameState


def _relation_ok(g: GameState, spec: TargetSpec, chooser: str, controller: str) -> bool:
    if spec.relation == "friendly":
        return controller == chooser
    if spec.relation == "enemy":
        return controller != chooser
    return True


def legal(g: GameState, spec: TargetSpec, chooser: str, cand: str, source: str,
          hidden_at: str | None = None, self_ref: str | None = None) -> bool:
    """Is ``cand`` a legal choice for ``spec`` by ``chooser`` for an item whose source is ``source``?

    ``hidden_at``: the item is played from hidden at that battlefield, so board targets must be there
    (rule 811.1.d.2). ``self_ref``: the item itself, which can never be its own target (355.9.c).
    """
    if spec.kind == "player":
        return cand in g.players and not g.players[cand].lost and _relation_ok(g, spec, chooser, cand)
    if spec.kind == "battlefield":
        if cand not in g.battlefields:
            return False
        if hidden_at is not None and cand != hidden_at and not spec.elsewhere:
            return False  # 811.1.d.2: the only battlefield "at that battlefield" is itself
        return spec.restriction is None or spec.restriction(g, chooser, cand, source)
    if spec.kind == "trash":  # a card in the chooser's trash, a public zone ("a unit from your trash")
        if cand not in _trash_pool(g, spec, chooser):
            return False
        if spec.where in ("unit", "spell", "gear") and g.cards[cand].type != spec.where:
            return False
        return spec.restriction is None or spec.restriction(g, chooser, cand, source)
    if spec.kind == "legend":  # the chooser's legend, in their Legend Zone (355.9.a.4; "exhaust your legend")
        return cand == g.players[chooser].legend and (spec.restriction is None or spec.restriction(g, chooser, cand, source))
    if spec.kind == "hand":  # a card in the chooser's hand (costs such as "discard 1")
        return cand in g.players[chooser].hand and (spec.restriction is None or spec.restriction(g, chooser, cand, source))
    if spec.kind in ("spell", "item"):
        if cand == self_ref:
            return False
        it = g.item(cand)
        if it is None:
            return False
        if spec.kind == "spell" and (it.kind != "card" or g.cards[it.source].type != "spell"):
            return False
        ok = _relation_ok(g, spec, chooser, it.controller)
        return ok and (spec.restriction is None or spec.restriction(g, chooser, cand, source))
    if cand not in g.cards:
        return False
    c = g.cards[cand]
    if c.zone in spec.also_zones:  # "from your Champion Zone or the board": the chooser's own zone
        if cand not in g.players[chooser].zone(c.zone) or (spec.kind in ("unit", "gear") and c.type != spec.kind):
            return False
        return spec.restriction is None or spec.restriction(g, chooser, cand, source)
    if spec.runes and c.type == "rune" and c.zone == "runes":  # a rune on the board (its player's rune area)
        return _relation_ok(g, spec, chooser, c.controller) and (
            spec.restriction is None or spec.restriction(g, chooser, cand, source))
    if c.facedown and spec.facedown and c.zone in g.battlefields:  # 107.3: a facedown card at a battlefield
        return _relation_ok(g, spec, chooser, c.controller) and (
            spec.restriction is None or spec.restriction(g, chooser, cand, source))
    if c.facedown or not g.is_board_zone(c.zone):
        return False
    if spec.kind == "unit" and c.type != "unit":
        return False
    if spec.kind == "gear" and c.type != "gear":
        return False
    if spec.kind == "permanent" and c.type not in ("unit", "gear"):
        return False
    if spec.where == "battlefield" and c.zone not in g.battlefields:
        return False
    if spec.where == "base" and c.zone != "base":
        return False
    if hidden_at is not None and c.zone != hidden_at and not spec.elsewhere:
        return False  # 811.1.d.2 (kept through resolution, 359.3.e)
    if spec.here or spec.elsewhere:
        src = g.cards.get(source)
        if src is None or not g.is_board_zone(src.zone):
            # a spell's "at a different location" is relative to another of its choices (its ``relative``
            # decides); ``elsewhere`` then only lifts the hidden restriction (811.1.d.2.a)
            return spec.elsewhere and not spec.here and _rest_ok(g, spec, chooser, cand, c, source, self_ref)
        if spec.here and src.zone != c.zone:
            return False
        if spec.elsewhere and (src.zone == c.zone and (src.zone != "base" or src.controller == c.controller)):
            return False
    return _rest_ok(g, spec, chooser, cand, c, source, self_ref)


def _rest_ok(g: GameState, spec: TargetSpec, chooser: str, cand: str, c, source: str,
             self_ref: str | None = None) -> bool:
    if not _relation_ok(g, spec, chooser, c.controller):
        return False
    if _untargetable(g, cand, chooser):
        return False
    if spec.event_rule is not None:  # relative to the triggering event of the item choosing (383.2)
        it = g.item(self_ref) if self_ref is not None else None
        if it is None or not spec.event_rule(g, cand, it.data.get("event", {})):
            return False
    return spec.restriction is None or spec.restriction(g, chooser, cand, source)


def _untargetable(g: GameState, cand: str, chooser: str) -> bool:
    """757-758, 355.9.b: a passive on the board says ``cand`` can't be chosen by ``chooser``'s spells and
    abilities; or a resolved effect says so for this turn (``restrictions.forbid_choosing_this_turn``)."""
    if choosing_forbidden(g, cand, chooser):
        return True
    return any(behaviour_of(g, sid).untargetable(g, sid, cand, chooser) for sid in board_sources(g, "untargetable"))


def _trash_pool(g: GameState, spec: TargetSpec, chooser: str) -> list[str]:
    """The trashes a ``trash`` choice looks in: the chooser's, or with ``relation="enemy"`` the opponents'
    ("up to 3 cards from opponents' trashes"; trashes are public, 355.10.a.1), or with ``relation="all"``
    every player's in turn order ("up to 2 units from trashes")."""
    if spec.relation == "all":
        return [cid for pid in g.order if pid in g.players for cid in g.players[pid].trash]
    if spec.relation == "enemy":
        return [cid for pid in g.order if pid != chooser and pid in g.players for cid in g.players[pid].trash]
    return list(g.players[chooser].trash)


def candidates(g: GameState, spec: TargetSpec, chooser: str, source: str, hidden_at: str | None = None,
               self_ref: str | None = None) -> list[str]:
    if spec.kind == "player":
        pool = list(g.order)
    elif spec.kind == "battlefield":
        pool = list(g.battlefields)
    elif spec.kind in ("spell", "item"):
        pool = [it.ref for it in reversed(g.chain)]
    elif spec.kind == "hand":
        pool = list(g.players[chooser].hand)
    elif spec.kind == "legend":
        pool = [g.players[chooser].legend] if g.players[chooser].legend else []
    elif spec.kind == "trash":
        pool = _trash_pool(g, spec, chooser)
    else:  # only a card on the board, in the rune area or in a zone the spec names can be legal (see ``legal``)
        also, board = spec.also_zones, g.battlefields
        pool = [cid for cid, c in g.cards.items()
                if (c.zone == "base" or c.zone in board or c.zone == "runes" or c.zone in also)
                and (c.type in ("unit", "gear") or (spec.facedown and c.facedown)
                     or (spec.runes and c.type == "rune" and c.zone == "runes"))]
    return [c for c in pool if legal(g, spec, chooser, c, source, hidden_at, self_ref)]


def location_key(g: GameState, cid: str) -> str | None:
    """The location of a permanent for "at each location": a battlefield, or one player's base (each base
    is a location of its own, 106)."""
    c = g.cards.get(cid)
    if c is None or not g.is_board_zone(c.zone):
        return None
    return c.zone if c.zone in g.battlefields else f"base:{c.controller}"


def group_problem(g: GameState, spec: TargetSpec, chosen: list[str]) -> str | None:
    """What is wrong with ``chosen`` as a whole for ``spec`` (a limit per location), or None."""
    if spec.per_location:
        seen: dict[str | None, int] = {}
        for cid in chosen:
            key = location_key(g, cid)
            seen[key] = seen.get(key, 0) + 1
            if seen[key] > spec.per_location:
                return f"at most {spec.per_location} may be chosen at each location ({cid} is the extra one)"
    if spec.group_rule is not None:
        return spec.group_rule(g, list(chosen))  # 355.11.a
    return None


def assign(g: GameState, specs: tuple[TargetSpec, ...], chooser: str, chosen: list[str], source: str,
           hidden_at: str | None = None, self_ref: str | None = None) -> list[list[str]]:
    """Split the chosen references among the specs in order; raise ValueError with a reason if the
    choice is not legal (rule 355.8: valid choices must be made for all targets)."""
    rest = list(chosen)
    out: list[list[str]] = []
    for i, spec in enumerate(specs):
        mine: list[str] = []
        while rest and len(mine) < spec.maximum and legal(g, spec, chooser, rest[0], source, hidden_at, self_ref) \
                and (spec.relative is None or spec.relative(g, rest[0], out, chooser, mine)):
            if rest[0] in mine or spec.distinct and any(rest[0] in earlier for earlier in out):
                break  # 355.9: "another" -- not one already chosen for an earlier target
            mine.append(rest.pop(0))
        if len(mine) < spec.minimum:
            what = spec.text or f"a {spec.kind}"
            bad = f" ({rest[0]!r} is not a legal choice)" if rest else ""
            raise ValueError(f"target {i + 1} must be {what}{bad}")
        problem = group_problem(g, spec, mine)
        if problem:
            raise ValueError(f"target {i + 1}: {problem}")
        out.append(mine)
    if rest:
        raise ValueError(f"{rest[0]!r} is not a legal target here")
    return out


def still_legal(g: GameState, item: ChainItem, spec: TargetSpec, cand: str) -> bool:
    """Rule 359.3.e: a target is illegal on resolution if it no longer meets the requirements or changed
    zones to or from a non-board zone (a new object, 359.3.e.4). A choice of "up to N at each location"
    is a requirement of its own location (355.6): moved to another location, the target is illegal."""
    if cand in g.cards and item.target_objs.get(cand) not in (None, g.cards[cand].obj):
        return False
    chosen_at = item.data.get("chosen_at", {})
    if spec.per_location and cand in chosen_at and location_key(g, cand) != chosen_at[cand]:
        return False  # chosen as "the one at this location": elsewhere it no longer meets that (359.3.e)
    return legal(g, spec, item.controller, cand, item.source, item.data.get("hidden_at"), item.ref)


def chosen_now(g: GameState, item: ChainItem) -> list[str]:
    """The game objects a chain item chooses, as another spell or ability sees them (359.3.e.9.a): every
    choice recorded when it was finalized (355.5), mistargeted ones included, but not those that have
    changed to a non-board zone since (a new object, 359.3.e.4). Players and battlefields stay as chosen."""
    out: list[str] = []
    for group in item.data.get("groups", []):
        for t in group:
            if t in g.cards:
                c = g.cards[t]
                if item.target_objs.get(t) not in (None, c.obj) or not g.is_board_zone(c.zone):
                    continue
            if t not in out:
                out.append(t)
    return out
