"""Nine-Tailed Fox (Ahri legend): "When an enemy unit attacks a battlefield you control, give it -1 Might
this turn, to a minimum of 1 Might." One trigger per attacking unit (its ``attack`` event, 464.2.e); the
limit is applied as the change is made and kept at that size (477.3.b)."""

from ...effects import give_might
from .. import Behaviour, Trigger, card
from ..legend_common import LEGEND, controller


def _enemy_attacks_mine(g, source, event) -> bool:
    unit, bf = event.get("unit"), event.get("battlefield")
    me = controller(g, source)
    return (unit in g.cards and g.cards[unit].controller != me and bf in g.battlefields
            and g.battlefields[bf].controller == me)


def _shrink(ctx):
    give_might(ctx.g, ctx.event["unit"], -1, minimum=1, source=ctx.source)


@card("Nine-Tailed Fox")
class NineTailedFox(Behaviour):
    triggers = (Trigger(on="attack", condition=_enemy_attacks_mine, effect=_shrink, zones=LEGEND),)
