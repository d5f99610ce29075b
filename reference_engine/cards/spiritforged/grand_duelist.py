"""Grand Duelist (Fiora legend): "When one of your units becomes [Mighty], you may exhaust me to channel 1
rune exhausted." Becoming Mighty is the change from less than 5 Might to 5 or more (709; ``mighty``
events); exhausting the legend is the ability's base cost (383.3.b)."""

from ...runes import channel
from .. import Behaviour, card
from ..legend_common import when_you


def _channel(ctx):
    channel(ctx.g, ctx.controller, 1, exhausted=True)


@card("Grand Duelist")
class GrandDuelist(Behaviour):
    triggers = (when_you("mighty", _channel, optional=True, exhaust=True),)
