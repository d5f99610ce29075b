"""Royal Entourage (unit): "When you play me, ready or exhaust a legend." Its controller chooses a legend
(any player's) and whether to ready or exhaust it as the ability resolves."""

from ...effects import exhaust, ready
from .. import Behaviour, card
from ..battlefield_common import may
from ..spiritforged_common import when
from ...decisions import choose_from


def _ready_or_exhaust(ctx) -> None:
    g = ctx.g
    legends = [cid for cid, c in g.cards.items() if c.zone == "legend" and c.type == "legend"]
    if not legends:
        return
    legend = choose_from(g, ctx.controller, legends, "choose a legend to ready or exhaust")[0]
    if may(g, ctx.controller, f"ready {legend}? (no: exhaust it)"):
        ready(g, legend)
    else:
        exhaust(g, legend)


@card("Royal Entourage")
class RoyalEntourage(Behaviour):
    triggers = (when("on_play", _ready_or_exhaust),)
