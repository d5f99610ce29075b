"""Fresh Beans (gear): "When you play a unit during a showdown, you may exhaust this to draw 1." Exhausting it
is the ability's base cost (383.3.b)."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import draw_n


def _unit_in_a_showdown(g, source, event) -> bool:
    c = g.cards.get(event.get("card") or "")
    return (bool(event.get("permanent")) and c is not None and c.type == "unit" and g.showdown is not None
            and event.get("player") == g.cards[source].controller)


@card("Fresh Beans")
class FreshBeans(Behaviour):
    triggers = (Trigger(on="play", condition=_unit_in_a_showdown, effect=draw_n(1), optional=True, exhaust=True),)
