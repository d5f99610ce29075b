"""Shurelya's Requiem (gear, Signature Equipment of Ornn, Unique, +2 Might, [Equip] [C]). Rules Text: when
it is played, its controller readies their units. Effect Text, while attached (718.3): the units of the
unit's controller at the unit's location have [Ganking]."""

from ...attachment import attached_to
from ...effects import ready
from ...equipment import Equipment, equip_ability
from .. import card
from ..spiritforged_common import when


def _ready_yours(ctx) -> None:
    for unit in list(ctx.g.board_units()):
        if ctx.g.cards[unit].controller == ctx.controller:
            ready(ctx.g, unit)


@card("Shurelya's Requiem")
class ShurelyasRequiem(Equipment):
    bonus = 2
    abilities = (equip_ability(power=1),)
    triggers = (when("on_play", _ready_yours),)

    def keyword_grants(self, g, source, unit):
        top = attached_to(g, source)
        if top is None:
            return ()
        t, u = g.cards[top], g.cards[unit]
        return ("Ganking",) if u.type == "unit" and u.zone == t.zone and u.controller == t.controller else ()
