"""Hiding cards (rules 421, 811): first cut by the core engineer; the keywords engineer completes it.

Playing a card from hidden is ``playing.play_card`` on a facedown card (it gains Reaction, 811.6; its
base cost is ignored, 811.1.b; its choices are restricted to its battlefield, 811.1.d).
"""

from __future__ import annotations

from .errors import IllegalAction
from .events import emit
from .keywords import has_keyword
from .state import GameState
from .zones import put


def hide(g: GameState, player: str, cid: str, at: str) -> None:
    c = g.cards.get(cid)
    if c is None or cid not in g.players[player].hand:
        raise IllegalAction(f"{cid} is not in {player}'s hand")
    if not has_keyword(c, "Hidden"):
        raise IllegalAction(f"{cid} does not have [Hidden] (811.1)")
    if g.priority != player or g.active != player:
        raise IllegalAction("hiding is a discretionary action on your own turn, with priority (421.2, 811.1.b)")
    if g.chain:
        raise IllegalAction("cards can only be hidden in an open state (811.1.b)")
    if at not in g.battlefields or g.battlefields[at].controller != player:
        raise IllegalAction(f"cards are hidden at a battlefield you control (421.1)")
    if g.battlefields[at].facedown:
        raise IllegalAction(f"{at} already has a facedown card (811.1.b)")
    pool = g.players[player].power
    domain = next((d for d, n in pool.items() if n > 0), None)  # [A]: one power of any domain
    if domain is None:
        raise IllegalAction(f"{player} needs 1 power of any domain to hide a card (811.1.b)")
    pool[domain] -= 1
    put(g, cid, at, facedown=True)
    c.controller = player
    c.hidden_at = at
    c.memory["hidden_turn"] = g.turn_number
    g.cleanup_due = True
    emit(g, "hide", player=player, battlefield=at)
