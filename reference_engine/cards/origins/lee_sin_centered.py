"""Lee Sin, Centered (unit, Accelerate): "Other buffed friendly units at my battlefield have +2 Might."
A passive ability (364): it applies only while Lee Sin is at a battlefield and stops the moment he
leaves the board, so a unit that relied on it can have lethal damage at the next cleanup."""

from .. import Behaviour, card


@card("Lee Sin, Centered")
class LeeSinCentered(Behaviour):
    def might_bonus(self, g, source, unit):
        me, other = g.cards[source], g.cards[unit]
        if unit == source or me.zone not in g.battlefields:
            return 0
        if other.zone != me.zone or other.controller != me.controller or not other.buffed:
            return 0
        return 2
