"""Defy (spell, Reaction): counter a spell that costs no more than 4 Energy and no more than 1 Power."""

from ...effects import counter
from .. import Behaviour, TargetSpec, card


def _cheap_enough(g, chooser, ref, source) -> bool:
    it = g.item(ref)
    c = g.cards[it.source]
    return c.energy <= 4 and c.power <= 1


@card("Defy")
class Defy(Behaviour):
    targets = (TargetSpec(kind="spell", restriction=_cheap_enough,
                          text="a spell costing no more than 4 energy and 1 power"),)

    def resolve(self, ctx):
        for ref in ctx.chosen(0):
            counter(ctx.g, ref)
