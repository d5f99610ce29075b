"""Soraka, Wanderer (unit): "I must be assigned combat damage last. / If another unit you control here would
die, if it has less Might than me, instead heal it, exhaust it, and recall it."

The first line is Backline's requirement (465.2.c.6, 826.3). The second is a replacement effect (367-370) on
the death of another unit she and it share a controller and location with ("here": her location, a
battlefield or her base), with less Might than hers as the death would happen: it is healed, exhausted and
recalled instead (recalling is not a move, 454; from the base it stays there). She still applies it to deaths
simultaneous with her own (370.4); of simultaneous deaths, each replacement is applied in one sequence
(373.2, ``effects.kill_all``)."""

from ...effects import exhaust, heal, recall
from ...might import might
from .. import card
from ..laneB_common import AssignedDamageLast


@card("Soraka, Wanderer")
class SorakaWanderer(AssignedDamageLast):
    def replace(self, g, source, event):
        unit = event.get("unit")
        if event["type"] != "die" or event.get("delayed") or unit is None or unit == source:
            return None
        me, it = g.cards[source], g.cards.get(unit)
        if it is None or it.type != "unit" or it.controller != me.controller or it.zone != me.zone:
            return None
        if not g.is_board_zone(me.zone) or (might(g, unit) or 0) >= (might(g, source) or 0):
            return None

        def instead() -> None:
            heal(g, unit)
            exhaust(g, unit)
            recall(g, unit, exhausted=True)

        return instead
