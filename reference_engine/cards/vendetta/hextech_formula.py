"""Hextech Formula (gear): "This enters exhausted. [T]: Empower another gear."

The other gear is chosen as the ability is activated (any controller's); empowering an Empowered gear does
nothing (441.1.c)."""

from ...empowered import empower
from .. import Ability, Behaviour, TargetSpec, card
from ..common import other_than_source


def _empower(ctx) -> None:
    for gear in ctx.chosen(0):
        empower(ctx.g, gear, by=ctx.controller)


@card("Hextech Formula")
class HextechFormula(Behaviour):
    abilities = (Ability(effect=_empower, exhaust=True,
                         targets=(TargetSpec(kind="gear", restriction=other_than_source, text="another gear"),)),)

    def enters_exhausted(self, g, card, player):
        return True
