"""The Boss (Sett legend), with its Origins errata: "If a buffed unit you control would die, you may pay
[C], exhaust me, and spend its buff to heal it, exhaust it, and recall it instead. When you conquer, ready
me." A replacement effect (367-370) from the Legend Zone: its controller decides as the death would
happen, only when the legend is ready and [C] (Power of its domains) is in the pool. As the Origins FAQ
says, each replacing action is done as far as it can be: a unit already in base is healed and exhausted
without a recall (recalling is not a move, 454)."""

from ...decisions import ask
from ...effects import exhaust, heal, ready, recall
from ...payment import pay_power, power_available
from .. import Behaviour, card
from ..legend_common import when_you


def _ready_me(ctx):
    ready(ctx.g, ctx.source)


@card("The Boss")
class TheBoss(Behaviour):
    triggers = (when_you("conquer", _ready_me),)

    def replace(self, g, source, event):
        if event["type"] != "die" or event.get("delayed"):
            return None
        me, unit = g.cards[source], g.cards.get(event.get("unit") or "")
        if unit is None or unit.type != "unit" or not unit.buffed or unit.controller != me.controller:
            return None
        if me.exhausted or power_available(g, me.controller, me.domains) < 1:
            return None
        if ask(g, me.controller, "choose", ["yes", "no"],
               f"pay [C], exhaust {source} and spend the buff of {unit.id} to save it from dying?") in ("no", False):
            return None

        def instead():
            pay_power(g, me.controller, 1, me.domains)
            exhaust(g, source)
            unit.buffed = False  # 426: spend its buff
            heal(g, unit.id)
            exhaust(g, unit.id)
            recall(g, unit.id)

        return instead
