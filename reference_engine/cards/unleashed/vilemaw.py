"""Vilemaw (unit, Ambush): "Enemy units here with less Might than me don't deal combat damage. When I hold,
draw 1." The passive is read as combat damage is dealt (465.2.a-b), comparing current Might (477.3)."""

from ...might import might
from .. import Behaviour, Trigger, card
from ..unleashed_common import draw_n


def _i_held(g, source, event) -> bool:
    return source in event.get("units", ())


@card("Vilemaw")
class Vilemaw(Behaviour):
    triggers = (Trigger(on="hold", condition=_i_held, effect=draw_n(1)),)

    def withholds_combat_damage(self, g, source, unit):
        me, u = g.cards[source], g.cards[unit]
        return (u.zone == me.zone and me.zone in g.battlefields and u.controller != me.controller
                and might(g, unit) < might(g, source))
