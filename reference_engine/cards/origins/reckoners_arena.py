"""Reckoner's Arena (battlefield): when you hold it, the conquer abilities of the units there are
activated. Per the Unleashed FAQ this checks those abilities as if a conquer of this battlefield by you
had happened (their other conditions still apply) -- no conquer happens, so only the units' abilities
see it (``triggers.check(..., only=units)``); those that trigger go on the chain (383.3)."""

from ...triggers import check
from .. import Behaviour, card
from ..battlefield_common import hold_trigger, units_here


def _activate_conquer_effects(ctx):
    g, here = ctx.g, ctx.source
    units = units_here(g, here)
    mine = [u for u in units if g.cards[u].controller == ctx.controller]
    check(g, {"type": "conquer", "player": ctx.controller, "battlefield": here, "units": mine, "activated": True},
          only=units)


@card("Reckoner's Arena")
class ReckonersArena(Behaviour):
    triggers = (hold_trigger(_activate_conquer_effects),)
