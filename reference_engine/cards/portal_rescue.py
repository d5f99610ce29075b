"""Portal Rescue (spell, Action), with its Origins errata: "Banish a friendly unit, then its owner plays it
to their base, ignoring its cost." The unit is banished (a new object, 359.3.e.4), then its OWNER plays
it from banishment (127.1, 191.1): it goes on the chain and resolves like any played unit, so its play
triggers happen (383.4.a), and a unit taken from its owner goes back to them."""

from ..effects import banish
from ..playing import play_by_effect
from . import Behaviour, TargetSpec, card


@card("Portal Rescue")
class PortalRescue(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            banish(g, unit)
            c = g.cards[unit]
            if c.zone == "banishment":
                play_by_effect(g, c.owner, unit, to="base", ignore_cost=True)
