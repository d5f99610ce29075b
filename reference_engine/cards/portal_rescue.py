"""Portal Rescue (spell, Action): "Banish a friendly unit, then play it to base, ignoring its cost." The
unit is banished (a new object, 359.3.e.4), then played from banishment: it goes on the chain and
resolves like any played unit, so its play triggers happen (383.4.a)."""

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
            if g.cards[unit].zone == "banishment":
                play_by_effect(g, ctx.controller, unit, to="base", ignore_cost=True)
