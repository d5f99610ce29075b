"""Portal Rescue (spell, Action), with its Origins errata: "Banish a friendly unit, then its owner plays it
to their base, ignoring its cost." The unit is banished (a new object, 359.3.e.4), then its OWNER plays
it from banishment (127.1, 191.1): it goes on the chain and resolves like any played unit, so its play
triggers happen (383.4.a), and a unit taken from its owner goes back to them."""

from .. import Behaviour, TargetSpec, card
from ..common import banish_then_owner_plays


@card("Portal Rescue")
class PortalRescue(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            banish_then_owner_plays(g, unit, to="base")
