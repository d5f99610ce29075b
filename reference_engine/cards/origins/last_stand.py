"""Last Stand (spell, Action): "Double a friendly unit's Might this turn. Give it [Temporary]."

Doubling (432.1.a) gives the unit +X Might this turn, X its current Might as the spell resolves (a
defender's Shield included; the bonus stays when Shield stops applying). [Temporary] is given with no
duration (801.3.a.3): it is killed at the start of its controller's next Beginning Phase."""

from ...effects import give_keyword, give_might
from ...might import might
from .. import Behaviour, TargetSpec, card


@card("Last Stand")
class LastStand(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        for u in ctx.chosen(0):
            now = might(ctx.g, u) or 0
            if now > 0:
                give_might(ctx.g, u, now, source=ctx.source)
            give_keyword(ctx.g, u, "Temporary", source=ctx.source, duration="permanent")
