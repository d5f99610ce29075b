"""Relentless Storm (Volibear legend): "When you play a [Mighty] unit, you may exhaust me to channel 1 rune
exhausted." Mighty is 5+ Might (706-708), checked as the unit is played (383.2.c); exhausting the legend is
the ability's base cost (383.3.b)."""

from ...might import is_mighty
from ...runes import channel
from .. import Behaviour, card
from ..legend_common import when_you


def _mighty_unit(g, source, event) -> bool:
    unit = event.get("card")
    return unit in g.cards and g.cards[unit].type == "unit" and is_mighty(g, unit)


def _channel(ctx):
    channel(ctx.g, ctx.controller, 1, exhausted=True)


@card("Relentless Storm")
class RelentlessStorm(Behaviour):
    triggers = (when_you("play", _channel, condition=_mighty_unit, optional=True, exhaust=True),)
