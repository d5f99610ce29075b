"""Dusk Rose Lab (battlefield): at the start of your Beginning Phase -- "your" is the battlefield's
controller (190.6.d) -- you may kill a unit you control there to draw 1 (before scoring, 315.2.a). The
kill is a cost within the instruction (355.10.c.1): the unit is chosen as the ability resolves, and
choosing none declines it."""

from ...decisions import choose_from
from ...effects import draw, kill
from .. import Behaviour, Trigger, card
from ..battlefield_common import units_here


def _controllers_beginning(g, source, event) -> bool:
    me = g.battlefields[source].controller
    return me is not None and event.get("player") == me and bool(units_here(g, source, me))


def _kill_to_draw(ctx):
    g, me = ctx.g, ctx.controller
    mine = units_here(g, ctx.source, me)
    chosen = choose_from(g, me, mine, "you may kill a unit you control here to draw 1 (nothing: decline)",
                         minimum=0, maximum=1)
    if chosen and kill(g, chosen[0], by=me, source=ctx.source):
        draw(g, me, 1)


@card("Dusk Rose Lab")
class DuskRoseLab(Behaviour):
    triggers = (Trigger(on="beginning-phase", condition=_controllers_beginning, effect=_kill_to_draw,
                        zones=("battlefield",)),)
