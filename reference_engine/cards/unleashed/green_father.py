"""Green Father (legend): when you conquer or hold a battlefield, you may exhaust this legend to replace
that battlefield with a Brush battlefield token (438). The legend must be ready for the ability to
trigger; exhausting it is the ability's cost, paid as it resolves (if it was exhausted in between, nothing
happens). The token keeps the battlefield's units, control and statuses (438.1)."""

from ...effects import exhaust
from ...replacing import replace_battlefield
from .. import Behaviour, Trigger, card


def _i_scored_while_ready(g, source, event) -> bool:
    me = g.cards[source]
    return event.get("player") == me.controller and event.get("battlefield") in g.battlefields and not me.exhausted


def _brush(ctx):
    g, me = ctx.g, ctx.source
    bid = ctx.item.data.get("event", {}).get("battlefield")
    if g.cards[me].exhausted or bid not in g.battlefields or bid not in g.cards:
        return
    exhaust(g, me)
    replace_battlefield(g, bid, "Brush", ctx.controller)


@card("Green Father")
class GreenFather(Behaviour):
    triggers = (Trigger(on=("conquer", "hold"), condition=_i_scored_while_ready, effect=_brush, optional=True,
                        zones=("legend",)),)
