"""Platewyrm Egg (gear): "This enters exhausted. [Empower] -- [1], [T]. [Reaction][>] [T]: [Add] [1]. If this
is [Empowered], [Add] [2] instead."

An [Add] ability (429) resolves at once, without the chain; whether the Egg is Empowered is read then."""

from ...effects import add_resources
from ...empowered import empower_ability, is_empowered
from .. import Ability, Behaviour, card


def _add(ctx) -> None:
    add_resources(ctx.g, ctx.controller, 2 if is_empowered(ctx.g, ctx.source) else 1)


@card("Platewyrm Egg")
class PlatewyrmEgg(Behaviour):
    abilities = (empower_ability(energy=1, exhaust=True),
                 Ability(effect=_add, exhaust=True, adds=True, timing=("Reaction",)))

    def enters_exhausted(self, g, card, player):
        return True
