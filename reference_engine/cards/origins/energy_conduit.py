"""Energy Conduit (gear): "[E]: [Reaction] -- [Add] [1].\""""

from ...effects import add_resources
from .. import Ability, Behaviour, card


def _add(ctx):
    add_resources(ctx.g, ctx.controller, 1)


@card("Energy Conduit")
class EnergyConduit(Behaviour):
    abilities = (Ability(effect=_add, exhaust=True, timing=("Reaction",), adds=True),)
