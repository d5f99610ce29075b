"""Alpha Wildclaw (unit, Tank): "Your units here with less Might than me can't be chosen by enemy spells
and abilities." An untargetable passive (757, 355.9.b) over the units its controller controls at its
location, compared by current Might (758.2: as it changes, so does the protection)."""

from ...might import might
from .. import Behaviour, card


@card("Alpha Wildclaw")
class AlphaWildclaw(Behaviour):
    def untargetable(self, g, source, unit, chooser):
        me, u = g.cards[source], g.cards[unit]
        return (unit != source and u.controller == me.controller and chooser != me.controller
                and u.zone == me.zone and might(g, unit) < might(g, source))
