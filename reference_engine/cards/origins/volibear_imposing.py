"""Volibear, Imposing (unit, Shield 3, Tank): "When an opponent moves to a battlefield other than mine, draw
1." Read, as ruled for RQ Las Vegas 2026, as "whenever one or more enemy units move to a battlefield other
than mine": whoever moves them, and once for units that move together in one move."""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _enemy_moved_elsewhere(g, source, event) -> bool:
    me = g.cards[source]
    dest = event.get("destination")
    if dest not in g.battlefields or dest == me.zone:
        return False
    if g.cards[event["unit"]].controller == me.controller:
        return False
    for e in reversed(g.events[:-1]):  # not again for another unit of the same move
        if e.get("batch") != event.get("batch") or e["type"] != "move":
            break
        if e.get("destination") == dest and g.cards[e["unit"]].controller != me.controller:
            return False
    return True


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Volibear, Imposing")
class VolibearImposing(Behaviour):
    triggers = (Trigger(on="move", condition=_enemy_moved_elsewhere, effect=_draw),)
