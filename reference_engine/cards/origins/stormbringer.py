"""Stormbringer (spell): "Choose a friendly unit in your base. Deal damage equal to its Might to all enemy
units at a battlefield, then move your unit there."

The unit and the battlefield are chosen as it is played (355.4: the battlefield is the play's ``to``). As
it resolves the unit's Might then is the damage (143.2.b: negative counts as 0), dealt by the spell to
each enemy unit there at once, then the unit moves there if it can (359.3.e)."""

from ...effects import deal
from ...history import units_at
from ...might import effective_might
from ...movement import move
from .. import card
from ..cardsC_common import FromBaseToBattlefield


@card("Stormbringer")
class Stormbringer(FromBaseToBattlefield):
    def resolve(self, ctx):
        g, to = ctx.g, ctx.item.data.get("to")
        for unit in ctx.chosen(0):
            if to not in g.battlefields:
                return
            amount = effective_might(g, unit)
            for enemy in [u for u in units_at(g, to) if g.cards[u].controller != ctx.controller]:
                deal(g, enemy, amount, by=ctx.controller, source=ctx.source)
            move(g, [unit], to, by=ctx.controller)
