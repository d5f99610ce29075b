"""Hall of Legends (battlefield): when you conquer it, you may pay [1] to ready your legend. The payment
right after "you may" is the ability's cost, paid as it is finalized (383.3.b)."""

from ...effects import ready
from .. import Behaviour, card
from ..battlefield_common import conquer_trigger


def _ready_legend(ctx):
    legend = ctx.g.players[ctx.controller].legend
    if legend is not None:
        ready(ctx.g, legend)


@card("Hall of Legends")
class HallOfLegends(Behaviour):
    triggers = (conquer_trigger(_ready_legend, optional=True, energy=1),)
