"""Lux, Crownguard (unit): "[E]: [Reaction] -- [Add] [2]. Spend this Energy only to play spells."

An [Add] ability (429): it resolves as soon as it is finalized and may be used while a cost is being paid
(429.3). The two Energy go into the rune pool (166.1) but may only pay for playing a spell: not a unit,
gear, activated or triggered ability, nor any other payment. Like all unspent resources they are lost
when the pool empties (167)."""

from ...effects import add_resources
from .. import Ability, Behaviour, card


def _add(ctx):
    add_resources(ctx.g, ctx.controller, 2, spells_only=True)


@card("Lux, Crownguard")
class LuxCrownguard(Behaviour):
    abilities = (Ability(effect=_add, exhaust=True, timing=("Reaction",), adds=True),)
