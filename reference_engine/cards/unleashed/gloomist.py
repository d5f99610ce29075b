"""Gloomist (Vex legend): "When you or an ally hold, you may exhaust me to draw 1." Exhausting the legend
is the ability's base cost (383.3.b). Teams are not modelled (see README), so only its controller's holds
count."""

from .. import Behaviour, card
from ..legend_common import draw_n, when_you


@card("Gloomist")
class Gloomist(Behaviour):
    triggers = (when_you("hold", draw_n(1), optional=True, exhaust=True),)
