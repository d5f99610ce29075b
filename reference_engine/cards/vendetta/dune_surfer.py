"""Dune Surfer (unit): "You ignore [Tank] while assigning combat damage here."

A passive (``Behaviour.ignores_tank``, ``combat_priority``): while he is at a battlefield, his controller,
assigning combat damage there (465.2.c), is not bound by the Tank of the units they assign it to (815.1.b);
the other player still is, and so is everyone elsewhere."""

from .. import Behaviour, card


@card("Dune Surfer")
class DuneSurfer(Behaviour):
    def ignores_tank(self, g, source, unit, assigner):
        me = g.cards[source]
        return assigner == me.controller and me.zone in g.battlefields and g.cards[unit].zone == me.zone
