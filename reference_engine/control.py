"""Ownership and control of permanents (rules 127, 188-192), and control for as long as a source stays.

A card's owner never changes (127.1); its controller can. Cards only ever go to their owner's hand, deck,
trash and banishment (``zones.put`` sends them there); a permanent sits in its controller's base.

Gaining control of a unit at a battlefield its new controller does not control makes that battlefield
contested by them, as a unit of theirs has "otherwise become present" there (190.3.a): a showdown or a
combat follows in the next cleanup. An unattached permanent in a base whose controller changes goes to its
new controller's base (323.7); an attached one stays with its top-most card (107.1.c.1, 718.5.e-f).

Control for a while ("You control it until I leave the board"): a delayed passive ability (390.4, 391)
changing the controller trait (477.1.a) for as long as its source stays on the board.
``control_while_on_board`` records it on the card as ``memory["control_effects"]`` (oldest first) beside
the controller it had before the first of them (``memory["control_base"]``). Effects of one layer with no
dependency apply in timestamp order (478, 480.3), so the newest one still in force decides; when its source
leaves the board it ceases at once (``zones.put`` calls ``sources_left``) and the next newest decides, or,
with none left, the controller it had before. A change of control of unlimited duration applied later
comes after all of them (480.3): it decides even once they end, so it clears them. Not generated at all
when the source has already left the board (359.3.e.16).
"""

from __future__ import annotations

from .events import emit
from .state import GameState


def _on_board(g: GameState, cid: str) -> bool:
    c = g.cards.get(cid)
    return c is not None and g.is_board_zone(c.zone) and not c.facedown


def _change(g: GameState, cid: str, player: str, source: str | None) -> None:
    from .attachment import attached_to
    from .zones import base_owner

    c = g.cards[cid]
    previous = c.controller
    c.controller = player
    if c.zone == "base":
        holder = base_owner(g, cid)
        if attached_to(g, cid) is None and holder is not None and holder != player:
            g.players[holder].base.remove(cid)
            g.players[player].base.append(cid)
    elif c.type == "unit":
        from .movement import contest

        contest(g, c.zone, player)  # 190.3.a
    g.cleanup_due = True  # designations (323.2), control of battlefields (323.6), staging (323.8), 323.7
    emit(g, "gain-control", card=cid, player=player, previous=previous, source=source)


def gain_control(g: GameState, cid: str, player: str, *, source: str | None = None) -> bool:
    """``player`` takes control of a permanent on the board. Returns True if control changed."""
    if not _on_board(g, cid) or player not in g.players:
        return False
    c = g.cards[cid]
    if c.memory.get("control_effects"):  # 480.3: newer than every control effect for a while
        c.memory.pop("control_effects")
        c.memory.pop("control_base", None)
    if c.controller == player:
        return False
    _change(g, cid, player, source)
    return True


def lose_control(g: GameState, cid: str, player: str, *, source: str | None = None) -> bool:
    """``player`` loses control of a permanent: control goes back to its owner (127.1, 189)."""
    c = g.cards.get(cid)
    if c is None or not _on_board(g, cid) or c.controller != player or c.owner == player:
        return False
    return gain_control(g, cid, c.owner, source=source)


def control_while_on_board(g: GameState, cid: str, player: str, source: str) -> bool:
    """``player`` controls the permanent ``cid`` for as long as ``source`` stays on the board (390.4, 391).
    Returns False, changing nothing, when either is not on the board (359.3.e.16)."""
    if not _on_board(g, cid) or not _on_board(g, source) or player not in g.players:
        return False
    c = g.cards[cid]
    effects = c.memory.setdefault("control_effects", [])
    if not effects:
        c.memory["control_base"] = c.controller
    effects.append({"player": player, "source": source, "obj": g.cards[source].obj})
    g.cards[source].memory.setdefault("controls_while_here", []).append(cid)
    _settle(g, cid, source)
    return True


def _in_force(g: GameState, effect: dict) -> bool:
    src = g.cards.get(effect["source"])
    return src is not None and src.obj == effect["obj"] and _on_board(g, effect["source"])


def _settle(g: GameState, cid: str, source: str | None) -> None:
    """Apply the control effects for a while still in force on ``cid``, oldest first (480.3)."""
    c = g.cards.get(cid)
    if c is None or "control_effects" not in c.memory or not _on_board(g, cid):
        return
    effects = [e for e in c.memory["control_effects"] if _in_force(g, e)]
    player = effects[-1]["player"] if effects else c.memory["control_base"]
    if effects:
        c.memory["control_effects"] = effects
    else:
        c.memory.pop("control_effects")
        c.memory.pop("control_base", None)
    if player != c.controller and player in g.players:
        _change(g, cid, player, source)


def sources_left(g: GameState, source: str, held: list[str]) -> None:
    """``source`` left the board: the control it gave over the cards ``held`` ends at once (391)."""
    for cid in dict.fromkeys(held):
        _settle(g, cid, source)
