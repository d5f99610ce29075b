"""Where cards are, and moving them between zones (the bookkeeping shared by every effect).

``put(g, cid, zone, player=...)`` is the one place that changes a card's zone: it keeps the zone lists,
the object identity (rule 359.3.e.4), tokens ceasing to exist outside the board (rule 186.1)
and the timestamps in step. It does not emit events or decide legality; callers do.
"""

from __future__ import annotations

from .behaviour import behaviour_of
from .passive_sources import board_sources
from .state import NON_BOARD, PLAYER_ZONES, GameState


def zone_list(g: GameState, cid: str) -> list[str] | None:
    """The list that holds card ``cid`` (a player's zone or a battlefield's units/facedown), or None."""
    c = g.cards[cid]
    if c.zone in g.battlefields:
        bf = g.battlefields[c.zone]
        return bf.facedown if cid in bf.facedown else bf.units
    if c.zone in PLAYER_ZONES:
        for p in g.players.values():
            lst = p.zone(c.zone)
            if cid in lst:
                return lst
    return None


def base_owner(g: GameState, cid: str) -> str | None:
    """Whose base holds card ``cid`` (None if it is not in a base)."""
    for name, p in g.players.items():
        if cid in p.base:
            return name
    return None


def remove(g: GameState, cid: str) -> None:
    lst = zone_list(g, cid)
    if lst is not None and cid in lst:
        lst.remove(cid)
    for it in list(g.chain):
        if it.kind == "card" and it.source == cid and g.cards[cid].zone == "chain":
            g.chain.remove(it)


def put(g: GameState, cid: str, zone: str, *, player: str | None = None, bottom: bool = False,
        facedown: bool = False) -> None:
    """Move card ``cid`` to ``zone``.

    ``zone`` is a player zone name (``hand``, ``deck``, ``trash``, ``base``, ``banishment``, ``runes``),
    ``chain``, ``legend``, ``none`` or a battlefield ID. Player zones default to the owner's zone, except
    ``base`` which defaults to the controller's base (cards only go to their owner's hand, deck, trash and
    banishment: rule 127).
    """
    c = g.cards[cid]
    old = c.zone
    if old == "chain" and zone not in ("chain", "banishment") and c.memory.get("flow"):
        zone = "banishment"  # 829.1.b.1: a spell played for its Flow cost is banished instead
    if old == "chain" and zone != "chain" and c.memory.get("recycle_leaving_chain"):
        zone, bottom = "deck", True  # 390.3.a: "then recycle it" replaces its leaving the chain (416)
    if zone == "trash" and any(behaviour_of(g, sid).redirects_from_trash(g, sid, cid, old)
                               for sid in board_sources(g, "redirects_from_trash")):
        zone = "banishment"  # 370: "if a card would go to your trash from ..., banish it instead"
    remove(g, cid)
    board_before = g.is_board_zone(old) and not c.facedown
    # Tokens cease to exist anywhere but the board and the chain (186.1).
    if c.token and zone in ("hand", "deck", "trash", "banishment"):
        zone = "none"
    c.zone = zone
    c.facedown = facedown
    c.entered = g.tick()
    if zone in PLAYER_ZONES:
        owner = c.controller if zone == "base" else c.owner
        if player is not None and zone in ("base", "runes"):
            owner = player
        lst = g.players[owner].zone(zone)
        if bottom:
            lst.append(cid)
        elif zone == "deck":
            lst.insert(0, cid)
        else:
            lst.append(cid)
    elif zone in g.battlefields:
        bf = g.battlefields[zone]
        (bf.facedown if facedown else bf.units).append(cid)
    board_after = g.is_board_zone(zone) and not facedown
    if c.type == "unit" and board_before:
        from .attachment import carry, detach_all

        if board_after:
            carry(g, cid)  # 719.3.a
        else:
            detach_all(g, cid)  # 719.5, 435.4.b: they detach at its last location
    # A change to or from a non-board zone makes a new object (rule 359.3.e.4).
    if board_before != board_after or zone in NON_BOARD or old in NON_BOARD:
        c.obj = g.new_obj()
    held = c.memory.get("controls_while_here") if board_before and not board_after else None
    if not board_after:
        c.damage = 0
        c.exhausted = False
        c.buffed = False
        c.stunned = False
        c.designation = None
        c.modifiers = []
        if zone != "chain":
            c.controller = c.owner
        if "printed" in c.memory:
            from .copying import restore

            restore(c)  # a copy effect ends with the object (477.1.b, 359.3.e.4)
        c.memory = {}
    if zone not in g.battlefields and zone != "chain":
        c.hidden_at = None if not facedown else c.hidden_at
    if held:
        from .control import sources_left

        sources_left(g, cid, held)  # "until I leave the board" ends now (391)
