"""Piltovan Forge (battlefield): while you control it, the first activated ability of a gear that you
activate each turn costs [1] less (403, 356.4). "First" counts the gear abilities you have finalized this
turn before this one."""

from .. import Behaviour, card
from ..battlefield_common import events_this_turn


def _gear_ability_used(g, player) -> bool:
    return any(e["type"] == "finalize" and e.get("kind") == "ability" and e.get("player") == player
               and e.get("source") in g.cards and g.cards[e["source"]].type == "gear" for e in events_this_turn(g))


@card("Piltovan Forge")
class PiltovanForge(Behaviour):
    def ability_cost_discount(self, g, source, item):
        if g.cards[item.source].type == "gear" and g.battlefields[source].controller == item.controller \
                and not _gear_ability_used(g, item.controller):
            return 1, 0
        return 0, 0
