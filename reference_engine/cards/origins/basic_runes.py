"""The six Basic Runes (rule 164.2): "[E]: [Reaction] -- Add [1]" and "Recycle this: [Reaction] -- Add
[C]" (Power of the rune's domain). The rules give all six the same two abilities, so one module
registers them."""

from ...effects import add_resources
from .. import Ability, Behaviour, card
from ..common import add_power_of_source


def _add_energy(ctx):
    add_resources(ctx.g, ctx.controller, 1)


class BasicRune(Behaviour):
    abilities = (
        Ability(effect=_add_energy, exhaust=True, timing=("Reaction",), adds=True, zones=("runes",)),
        Ability(effect=add_power_of_source, recycle=True, timing=("Reaction",), adds=True, zones=("runes",)),
    )


for _domain in ("Fury", "Calm", "Mind", "Body", "Chaos", "Order"):
    card(f"{_domain} Rune")(type(f"{_domain}Rune", (BasicRune,), {}))
