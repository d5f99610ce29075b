"""Playing cards from zones other than the hand (419, 356.1.a, 366.1): the permissions that let a player make
the play action with a card in their trash.

Two kinds of passive ability grant it, both read from the cards' behaviours, never by name:

* the card's own, working from the trash (366.1: "You may play me from your trash for [3][C]"):
  ``Behaviour.trash_play_cost`` names the cost that replaces its base costs (356.1.a);
* a face-up permanent's ("You may play cards from your trash"): ``Behaviour.plays_from_trash``; the card's
  own costs are paid.

Flow (829) is its own keyword (``playing.play_card``) and is tried first. A card played this way keeps its
timing rules (a spell without Action or Reaction only in its owner's Main Phase with an empty chain): only
the zone it is played from changes. What an effect tells a player to play goes through
``playing.play_by_effect`` instead."""

from __future__ import annotations

from .behaviour import behaviour_of, overriding
from .passive_sources import board_sources
from .state import GameState

#: ``trash_permission``'s answer for a play paying the card's own costs.
OWN_COST = "own cost"


def trash_permission(g: GameState, cid: str, player: str) -> tuple[int, int, bool] | str | None:
    """May ``player`` play ``cid`` from their trash now? The replacing cost ``(energy, power, any_domain)``
    its own passive names, ``OWN_COST`` when a permanent's passive lets them pay its costs, else None."""
    c = g.cards[cid]
    if c.zone != "trash" or cid not in g.players[player].trash:
        return None
    if c.name in overriding("trash_play_cost"):
        cost = behaviour_of(g, cid).trash_play_cost(g, cid, player)
        if cost is not None:
            return tuple(cost)
    for sid in board_sources(g, "plays_from_trash"):
        if behaviour_of(g, sid).plays_from_trash(g, sid, cid, player):
            return OWN_COST
    return None


def playable_from_trash(g: GameState, player: str) -> list[str]:
    """The cards of ``player``'s trash some permission lets them try to play (for ``legal`` candidates)."""
    if not overriding("trash_play_cost") and not overriding("plays_from_trash"):
        return []
    return [cid for cid in g.players[player].trash if trash_permission(g, cid, player) is not None]
