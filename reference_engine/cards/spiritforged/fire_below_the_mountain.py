"""Fire Below the Mountain (Ornn legend): "[E]: [Reaction] -- [Add] [A]. Use only to play gear or use gear
abilities." An [Add] ability (429) adding one Power of any domain (135.2.e.5.b) that only a cost of
playing a gear or activating a gear's ability may spend (166.2; ``add_resources(use="gear")``)."""

from ...effects import add_resources
from .. import Ability, Behaviour, card
from ..legend_common import LEGEND


def _add(ctx):
    add_resources(ctx.g, ctx.controller, 0, {"any": 1}, use="gear")


@card("Fire Below the Mountain")
class FireBelowTheMountain(Behaviour):
    abilities = (Ability(effect=_add, exhaust=True, timing=("Reaction",), adds=True, zones=LEGEND),)
