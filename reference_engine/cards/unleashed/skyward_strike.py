"""Skyward Strike (spell): "Move an enemy unit. [Level 6] [Stun] an enemy unit." The destination is chosen as
it is played (355.4, the play's ``to``). The Level ability is active while its player has 6+ XP (824.1.b.1)
as the spell is played: only then may it choose the unit to stun (a second target, at most one); it stuns
it as it resolves."""

from ...effects import stun
from ...movement import move
from ...xp import has_level
from .. import TargetSpec, card
from ..common import MovesToChosenDestination


def _at_level_six(g, chooser, cand, source) -> bool:
    return g.players[chooser].xp >= 6


@card("Skyward Strike")
class SkywardStrike(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),
               TargetSpec(kind="unit", relation="enemy", minimum=0, maximum=1, restriction=_at_level_six,
                          text="an enemy unit to stun ([Level 6])"))

    def destination_problem(self, g, card, player, to, targets):
        return super().destination_problem(g, card, player, to, targets[:1])

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            move(ctx.g, [unit], ctx.item.data["to"], by=ctx.controller)
        if has_level(ctx.g, ctx.source, 6):
            for unit in ctx.chosen(1):
                stun(ctx.g, unit, by=ctx.controller)
