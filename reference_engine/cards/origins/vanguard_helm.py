"""Vanguard Helm (gear): "When a buffed friendly unit dies, buff another friendly unit."

Whether the unit was buffed and whose it was are read as it died (the ``die`` event's last known
information, 426). The unit to buff is chosen as the ability is finalized; the dead unit is in the trash
and cannot be chosen ("another")."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsC_common import buff_chosen, controller


def _buffed_friend_died(g, source, event) -> bool:
    unit = g.cards.get(event.get("unit") or "")
    return (unit is not None and unit.type == "unit" and bool(event.get("buffed"))
            and event.get("controller") == controller(g, source) and event.get("unit") != source)


def _another(g, chooser, cand, source) -> bool:
    return g.cards[cand].zone != "trash"


@card("Vanguard Helm")
class VanguardHelm(Behaviour):
    triggers = (Trigger(on="die", condition=_buffed_friend_died, effect=buff_chosen,
                        targets=(TargetSpec(kind="unit", relation="friendly", restriction=_another,
                                            text="another friendly unit"),)),)
