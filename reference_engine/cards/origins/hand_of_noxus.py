"""Hand of Noxus (Darius legend): "[E]: [Reaction], [Legion] -- [Add] [1]." An [Add] ability (429) whose
Legion (812) makes it active only once its controller has finalized a card this turn (727.1.b.2,
812.1.c): before that it cannot be activated."""

from ...effects import add_resources
from ...keywords import legion_active
from .. import Ability, Behaviour, card
from ..legend_common import LEGEND


def _add(ctx):
    add_resources(ctx.g, ctx.controller, 1)


def _legion(g, source):
    return None if legion_active(g, source) else "Legion: you have not played a card this turn (812.1.c)"


@card("Hand of Noxus")
class HandOfNoxus(Behaviour):
    abilities = (Ability(effect=_add, exhaust=True, timing=("Reaction",), adds=True, zones=LEGEND,
                         usable=_legion),)
