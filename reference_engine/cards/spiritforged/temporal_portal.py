"""Temporal Portal (gear): "[A], [E]: Give the next spell you play this turn [Repeat] equal to its cost."
A delayed grant (390.4) used up by its controller's next spell: Repeat costing that spell's printed Energy
and Power (820), beside any Repeat it has (``payment.repeat_costs``)."""

from ...delayed import create
from .. import Ability, Behaviour, card
from ..battlefield_common import WAITING_ENTRY


@card("Temporal Portal")
class TemporalPortal(Behaviour):
    abilities = (Ability(effect=lambda ctx: create(ctx.g, ctx.source, ctx.controller, 1, {"grant_repeat": True},
                                                   once=True, this_turn=True), any_power=1, exhaust=True),)
    triggers = (WAITING_ENTRY,)

    def granted_repeat(self, g, source, data, card):
        c = g.cards[card]
        return c.energy, c.power
