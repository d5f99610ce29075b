"""Frozen Fortress (battlefield): at the start of every player's Beginning Phase (315.2.a, before the
scoring step) it deals 1 to each unit at it. The battlefield's controller controls the ability
(190.6.a-b); the damage is the ability's (417.6.b)."""

from ...effects import deal
from .. import Behaviour, Trigger, card
from ..battlefield_common import units_here


def _always(g, source, event) -> bool:
    return True


def _chill(ctx):
    for unit in units_here(ctx.g, ctx.source):
        deal(ctx.g, unit, 1, by=ctx.controller, source=ctx.source)


@card("Frozen Fortress")
class FrozenFortress(Behaviour):
    triggers = (Trigger(on="beginning-phase", condition=_always, effect=_chill, zones=("battlefield",)),)
