"""Permissions a resolved effect leaves a player for the rest of the turn to play one card a certain way ("If you
do, you may play a gear with Energy cost no more than [7] from hand this turn, ignoring its Energy cost").

``grant(g, player, source, card_type, zone, max_energy)`` records one in ``g.turn_memory["play_permissions"]``
(it ends with the turn, 390). As a card its player plays from that zone is finalized, before its costs are
determined (356), each permission it fits is offered (``yes`` / ``no``, "you may"); the first one taken has
the card played ignoring its Energy cost (356.1.b.2: its Power is still paid) and is used up."""

from __future__ import annotations

from .decisions import ask
from .state import ChainItem, GameState


def grant(g: GameState, player: str, source: str, card_type: str, zone: str, max_energy: int) -> None:
    g.turn_memory.setdefault("play_permissions", []).append(
        {"player": player, "source": source, "type": card_type, "zone": zone, "max_energy": max_energy})


def offer(g: GameState, item: ChainItem) -> None:
    """Offer the fitting permissions of the item's player for the card being played (first granted first)."""
    perms = g.turn_memory.get("play_permissions")
    if item.kind != "card" or not perms or item.data.get("ignore_energy") or item.data.get("ignore_cost"):
        return
    c = g.cards[item.source]
    for perm in list(perms):
        if (perm["player"] != item.controller or perm["type"] != c.type or perm["zone"] != item.data.get("from")
                or (c.energy or 0) > perm["max_energy"]):
            continue
        answer = ask(g, item.controller, "choose", ["yes", "no"],
                     f"play {item.source} ignoring its Energy cost ({perm['source']}'s permission)?",
                     lambda a: None if a in ("yes", "no", True, False) else "answer yes or no")
        if answer in ("yes", True):
            item.data["ignore_energy"] = True  # 356.1.b.2
            perms.remove(perm)  # used up by this card
            return
