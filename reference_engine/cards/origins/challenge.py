"""Challenge (spell, Action): "Choose a friendly unit and an enemy unit. They deal damage equal to their
Mights to each other."

The two units deal the damage, not the spell (417.6.b.3), each with its Might as the spell resolves, at the
same time; each unit's controller is responsible for the damage it deals (417.6.b.4). If either unit is no
longer a legal target, there is no "each other" and neither deals damage (359.3.e)."""

from ...effects import deal
from ...might import might
from .. import Behaviour, TargetSpec, card


@card("Challenge")
class Challenge(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),
               TargetSpec(kind="unit", relation="enemy", text="an enemy unit"))

    def resolve(self, ctx):
        mine, theirs = ctx.chosen_one(0), ctx.chosen_one(1)
        if mine is None or theirs is None:
            return
        g = ctx.g
        hits = [(mine, theirs, max(0, might(g, mine) or 0)), (theirs, mine, max(0, might(g, theirs) or 0))]
        for dealer, unit, amount in hits:  # Mights taken first: the damage is dealt at the same time
            deal(g, unit, amount, by=g.cards[dealer].controller, source=ctx.source, dealer=dealer)
