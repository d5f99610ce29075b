"""Public Execution (Signature spell, [Flow] [5][A][A]): "Choose a friendly unit. Kill an enemy unit with less
Might than it."

Both are chosen as the spell is played; the enemy's Might must be less than the friendly unit's then (a
restriction relative to the first choice, 355.9.b) and again as the spell resolves (359.3.e): if the friendly
unit is gone or the enemy's Might is no longer less, nothing is killed. Its Flow cost's Power is of any
domain (829, 135.2.e.5.a)."""

from ...effects import kill
from ...might import effective_might
from .. import Behaviour, TargetSpec, card


def _weaker_than_the_friendly(g, cand, earlier, chooser, so_far) -> bool:
    friendly = earlier[0] if earlier else []
    return bool(friendly) and effective_might(g, cand) < effective_might(g, friendly[0])


@card("Public Execution")
class PublicExecution(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),
               TargetSpec(kind="unit", relation="enemy", relative=_weaker_than_the_friendly,
                          text="an enemy unit with less Might than it"))
    flow = (5, 2)
    flow_any_domain = True

    def resolve(self, ctx):
        friendly, enemy = ctx.chosen(0), ctx.chosen(1)
        if friendly and enemy and effective_might(ctx.g, enemy[0]) < effective_might(ctx.g, friendly[0]):
            kill(ctx.g, enemy[0], by=ctx.controller, source=ctx.source)
