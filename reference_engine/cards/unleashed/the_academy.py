"""The Academy (battlefield): when you hold it, your next spell this turn has [Repeat] equal to its base
cost (820): its printed Energy and Power, payable as an additional cost to repeat its effect. The grant
waits for that player's next spell (a delayed entry, 390.4) and is used up by it, paid or not; it ends
with the turn."""

from ...delayed import create
from .. import Behaviour, card
from ..battlefield_common import WAITING_ENTRY, hold_trigger


@card("The Academy")
class TheAcademy(Behaviour):
    triggers = (hold_trigger(lambda ctx: create(ctx.g, ctx.source, ctx.controller, 2, {"grant_repeat": True},
                                                once=True, this_turn=True)),
                WAITING_ENTRY)

    def granted_repeat(self, g, source, data, card):
        c = g.cards[card]
        return c.energy, c.power  # its base cost
