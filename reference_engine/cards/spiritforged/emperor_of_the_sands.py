"""Emperor of the Sands (Azir legend): "Sand Soldiers you play have [Weaponmaster]. [1], [E]: play a 2 Might
Sand Soldier unit token to your base. Use only if you've played an Equipment this turn." (newest printing).
The passive (364) gives Weaponmaster (821) to Sand Soldiers its controller played, so the keyword's "when
you play me" ability triggers as such a token enters (383.2.c.1)."""

from ...effects import create_token
from .. import Ability, Behaviour, card
from ..legend_common import LEGEND


def _soldier(ctx):
    create_token(ctx.g, "Sand Soldier", ctx.controller, "base")


def _played_equipment(g, source):
    me = g.cards[source].controller
    played = g.turn_memory.get("finalized", {}).get(me, [])
    if any(cid in g.cards and "Equipment" in g.cards[cid].tags for cid in played):
        return None
    return "you have not played an Equipment this turn"


@card("Emperor of the Sands")
class EmperorOfTheSands(Behaviour):
    abilities = (Ability(effect=_soldier, energy=1, exhaust=True, zones=LEGEND, usable=_played_equipment),)

    def keyword_grants(self, g, source, unit):
        c, me = g.cards[unit], g.cards[source].controller
        if c.type == "unit" and "Sand Soldier" in (c.name, *c.tags) and c.controller == me:
            return ("Weaponmaster",)
        return ()
