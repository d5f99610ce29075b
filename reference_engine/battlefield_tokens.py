"""Adding a battlefield token to the board (439, 187.9): a new battlefield, created uncontrolled (439.4.b) and
owned by the player whose effect created it (439.4), with no units; its ID is that of its card instance (a
battlefield's zone is its ID). Its passive abilities apply from now on (480.1); every rule that counts the
battlefields on the board (scoring each battlefield for the final point, 471.1.b.1) sees it."""

from __future__ import annotations

from . import catalogue
from .events import emit
from .state import Battlefield, CardInstance, GameState


def on_board(g: GameState, name: str) -> str | None:
    """The battlefield called ``name`` on the board, if there is one ("if it's not there already")."""
    return next((bid for bid, bf in g.battlefields.items() if bf.name == name), None)


def add(g: GameState, name: str, player: str) -> str:
    """Create the battlefield token ``name`` for ``player`` and return its battlefield ID."""
    g.created += 1
    bid = f"token-bf-{g.created}"
    g.cards[bid] = CardInstance(id=bid, name=name, type="battlefield", owner=player, controller=player, zone=bid,
                                official=catalogue.lookup(name) is not None, token=True, obj=g.new_obj(),
                                entered=g.tick())
    g.battlefields[bid] = Battlefield(id=bid, name=name)
    g.cleanup_due = True
    emit(g, "battlefield-added", battlefield=bid, card=name, player=player)
    return bid
