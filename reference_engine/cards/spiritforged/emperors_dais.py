"""Emperor's Dais (battlefield): when you conquer it, you may pay [1] and return a unit you control there to
its owner's hand; if you do, you play a Sand Soldier token (187.3, 2 Might) there.

The [1] is the ability's cost (383.3.b); the unit to return is chosen as it resolves (a cost within the
instruction does not target, 355.10.c.1). The token is played only if a unit really went to a hand."""

from ...decisions import choose_from
from ...effects import return_to_hand
from ...tokens import create
from .. import Behaviour, card
from ..battlefield_common import conquer_trigger, happened_here, units_here


def _conquered_with_a_unit(g, source, event) -> bool:
    return happened_here(g, source, event) and bool(units_here(g, source, event["player"]))


def _swap_for_a_soldier(ctx):
    g, me, here = ctx.g, ctx.controller, ctx.source
    mine = units_here(g, here, me)
    if not mine:
        return
    unit = choose_from(g, me, mine, "choose a unit you control here to return to its owner's hand")[0]
    return_to_hand(g, unit)
    if g.cards[unit].zone == "hand":
        create(g, "Sand Soldier", me, here)


@card("Emperor's Dais")
class EmperorsDais(Behaviour):
    triggers = (conquer_trigger(_swap_for_a_soldier, condition=_conquered_with_a_unit, optional=True, energy=1),)
