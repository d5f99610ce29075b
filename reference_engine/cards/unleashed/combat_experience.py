"""Combat Experience (spell, Reaction): "Give a unit +1 Might this turn. [Level 6] Give it +3 Might this
turn instead." The Level ability of a spell is active while its controller has 6+ XP (824.1.b.1), read as
it resolves."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card


@card("Combat Experience")
class CombatExperience(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        amount = 3 if ctx.g.players[ctx.controller].xp >= 6 else 1
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, amount, source=ctx.source)
