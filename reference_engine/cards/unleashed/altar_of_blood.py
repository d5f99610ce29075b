"""Altar of Blood (battlefield): if a unit at it would die during a combat, its controller may pay
[A][A][A] (three Power of any domain) to heal it, exhaust it and recall it instead -- an optional
replacement effect (367-368): the controller decides as the death is about to happen (a yes/no ``choose``
question, asked only when the pool can pay); declining lets the unit die."""

from ...decisions import ask
from ...effects import exhaust, heal, recall
from ...payment import pay_power, power_available
from .. import Behaviour, card

COST = 3


def _save(g, unit, player):
    def instead():
        pay_power(g, player, COST, ())
        heal(g, unit)
        exhaust(g, unit)
        recall(g, unit, exhausted=True)
    return instead


@card("Altar of Blood")
class AltarOfBlood(Behaviour):
    def replace(self, g, source, event):
        if event["type"] != "die" or event.get("delayed"):
            return None
        unit = event.get("unit")
        c = g.cards.get(unit)
        sd = g.showdown
        if c is None or c.type != "unit" or c.zone != source or sd is None or not sd.combat:
            return None
        if power_available(g, c.controller, ()) < COST:
            return None
        answer = ask(g, c.controller, "choose", ["yes", "no"],
                     f"pay [A][A][A] to heal, exhaust and recall {unit} instead of letting it die?",
                     lambda a: None if a in ("yes", "no") else "answer yes or no")
        return _save(g, unit, c.controller) if answer == "yes" else None
