"""Jagged Cutlass (gear, Equipment, +2 Might): "Equip [C]"; its Effect Text gives the unit it is attached to
(718.3): "I can't be moved by enemy spells and abilities."

A "can't move" restriction (a ``move`` replacement that does nothing, 359.3.e.6) that applies only while a
spell or ability controlled by another player than the unit's controller is resolving and moving it: its own
controller's moves, standard moves and recalls (not moves, 456.3) are unaffected."""

from ...attachment import attached_to
from ...equipment import Equipment, equip_ability
from .. import card


def _nothing() -> None:
    return None


@card("Jagged Cutlass")
class JaggedCutlass(Equipment):
    bonus = 2
    abilities = (equip_ability(power=1),)

    def replace(self, g, source, event):
        if event.get("type") != "move" or event.get("delayed"):
            return None
        unit = event.get("unit")
        if unit is None or attached_to(g, source) != unit:
            return None
        resolving = g.resolving or {}
        mover = resolving.get("player")
        if mover is not None and mover != g.cards[unit].controller:
            return _nothing
        return None
