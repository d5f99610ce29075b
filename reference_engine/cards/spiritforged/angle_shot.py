"""Angle Shot (spell, Reaction): "Choose a unit and an Equipment with the same controller. Attach that
Equipment to that unit or detach that Equipment from that unit. Draw 1." Its controller decides as it
resolves: if the Equipment is attached to that unit it may be detached, otherwise it is attached (434-435;
not an Equip, 818.2)."""

from ...attachment import attach, attached_to, detach
from ...effects import draw
from .. import Behaviour, TargetSpec, card
from ..battlefield_common import may


def _equipment(g, chooser, cand, source) -> bool:
    return "Equipment" in g.cards[cand].tags


@card("Angle Shot")
class AngleShot(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),
               TargetSpec(kind="gear", restriction=_equipment, text="an Equipment with the same controller"))

    def resolve(self, ctx):
        g = ctx.g
        units, gear = ctx.chosen(0), ctx.chosen(1)
        if units and gear and g.cards[units[0]].controller == g.cards[gear[0]].controller:
            unit, eq = units[0], gear[0]
            if attached_to(g, eq) == unit:
                if may(g, ctx.controller, f"detach {eq} from {unit}? (no: leave it attached)"):
                    detach(g, eq)
            else:
                attach(g, eq, unit, equip=False)
        draw(g, ctx.controller, 1)
