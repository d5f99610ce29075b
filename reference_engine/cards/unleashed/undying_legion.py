"""Undying Legion (unit, Legion): "[Legion][>] You may play me from your trash for [3][C]."

A passive that works from its owner's trash (366.1, the rules' own example): while its owner has finalized
another card this turn (Legion, 812.1.c), they may play it from the trash as a discretionary action, its
base costs replaced by [3] and one Power of its domain (356.1.a; ``zone_plays``). It is played with the
usual timing of a unit (on its owner's turn, Main Phase, empty chain)."""

from .. import Behaviour, card


def _played_another_card(g, card, player) -> bool:
    """Legion's condition (812.1.c) for a card in the trash: its owner finalized another card this turn."""
    return any(other != card for other in g.turn_memory.get("finalized", {}).get(player, []))


@card("Undying Legion")
class UndyingLegion(Behaviour):
    def trash_play_cost(self, g, card, player):
        if g.cards[card].owner != player:
            return None
        return (3, 1, False) if _played_another_card(g, card, player) else None
