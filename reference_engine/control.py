"""Ownership and control of permanents (rules 127, 188-192).

A card's owner never changes (127.1); its controller can. Cards only ever go to their owner's hand, deck,
trash and banishment (``zones.put`` sends them there); a permanent sits in its controller's base.

Gaining control of a unit at a battlefield its new controller does not control makes that battlefield
contested by them, as a unit of theirs has "otherwise become present" there (190.3.a): a showdown or a
combat follows in the next cleanup. A unit in a base whose controller changes is moved to its new
controller's base by the cleanup (323.7).
"""

from __future__ import annotations

from .events import emit
from .state import GameState


def _on_board(g: GameState, cid: str) -> bool:
    c = g.cards.get(cid)
    return c is not None and g.is_board_zone(c.zone) and not c.facedown


def gain_control(g: GameState, cid: str, player: str, *, source: str | None = None) -> bool:
    """``player`` takes control of a permanent on the board. Returns True if control changed."""
    if not _on_board(g, cid) or g.cards[cid].controller == player or player not in g.players:
        return False
    c = g.cards[cid]
    previous = c.controller
    c.controller = player
    if c.zone == "base":
        g.players[previous].base.remove(cid)
        g.players[player].base.append(cid)
    elif c.type == "unit":
        from .movement import contest

        contest(g, c.zone, player)  # 190.3.a
    g.cleanup_due = True  # designations (323.2), control of battlefields (323.6), staging (323.8)
    emit(g, "gain-control", card=cid, player=player, previous=previous, source=source)
    return True


def lose_control(g: GameState, cid: str, player: str, *, source: str | None = None) -> bool:
    """``player`` loses control of a permanent: control goes back to its owner (127.1, 189)."""
    c = g.cards.get(cid)
    if c is None or not _on_board(g, cid) or c.controller != player or c.owner == player:
        return False
    return gain_control(g, cid, c.owner, source=source)
