"""Riposte (spell, Reaction, Signature of Fiora): "Choose a friendly unit and a spell. Counter that spell and
give that unit +[S] equal to that spell's Energy cost this turn." The spell's printed Energy cost (0 for a
token); the Might is given only if the spell was countered."""

from ...effects import counter, give_might
from .. import Behaviour, TargetSpec, card
from ..common import friendly_unit_and
from .pickpocket import energy_cost


@card("Riposte")
class Riposte(Behaviour):
    targets = friendly_unit_and(TargetSpec(kind="spell", text="a spell"))

    def resolve(self, ctx):
        g = ctx.g
        for ref in ctx.chosen(1):
            item = g.item(ref)
            cost = energy_cost(g, item.source) if item is not None else 0
            if counter(g, ref):
                for unit in ctx.chosen(0):
                    give_might(g, unit, cost, source=ctx.source)
