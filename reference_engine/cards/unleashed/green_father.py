"""Green Father (legend): "When you conquer or hold, you may exhaust me to replace that battlefield with a
Brush battlefield token."

"You may" opens the effect (383.3.a) and "exhaust me to" follows it, so exhausting the legend is the
ability's base cost, paid as it is finalized (383.3.b); an exhausted legend cannot pay it and the ability
leaves the chain (383.3.b.1). As it resolves the battlefield conquered or held is replaced with a Brush
token (438), which keeps its units, control and statuses (438.1)."""

from ...replacing import replace_battlefield
from .. import Behaviour, Trigger, card


def _i_scored(g, source, event) -> bool:
    return event.get("player") == g.cards[source].controller and event.get("battlefield") in g.battlefields


def _brush(ctx):
    g = ctx.g
    bid = ctx.item.data.get("event", {}).get("battlefield")
    if bid not in g.battlefields or bid not in g.cards:
        return
    replace_battlefield(g, bid, "Brush", ctx.controller)


@card("Green Father")
class GreenFather(Behaviour):
    triggers = (Trigger(on=("conquer", "hold"), condition=_i_scored, effect=_brush, optional=True,
                        zones=("legend",), exhaust=True),)
