"""Guardian Angel (gear, Equipment, +1 Might, [Equip] [C]). Its Effect Text is a replacement for the unit it
is attached to: if that unit would die, Guardian Angel is killed instead, and the unit is healed, exhausted
and recalled (a recall is not a move, 454). A replacement effect (367-370); with several for one death the
unit's controller chooses which applies (372)."""

from .. import card
from ...attachment import attached_to
from ...effects import heal, kill, recall
from ...equipment import Equipment, equip_ability


@card("Guardian Angel")
class GuardianAngel(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)

    def replace(self, g, source, event):
        unit = event.get("unit")
        if event["type"] != "die" or unit is None or event.get("delayed") or attached_to(g, source) != unit:
            return None

        def instead() -> None:
            kill(g, source, by=g.cards[unit].controller, source=source)
            heal(g, unit)
            g.cards[unit].exhausted = True
            recall(g, unit, exhausted=True)

        return instead
