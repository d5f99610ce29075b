"""Tools of Empire (gear): "[Empower] [2]. [T]: Give a unit +2 [S] this turn. If this is [Empowered], give that
unit +4 [S] this turn instead." Whether the gear is Empowered is read as the ability resolves."""

from ...empowered import empower_ability, is_empowered
from .. import Ability, Behaviour, TargetSpec, card
from ..cardsD_common import give_this_turn


def _pump(ctx) -> None:
    for unit in ctx.chosen(0):
        give_this_turn(ctx, unit, 4 if is_empowered(ctx.g, ctx.source) else 2)


@card("Tools of Empire")
class ToolsOfEmpire(Behaviour):
    abilities = (empower_ability(energy=2),
                 Ability(effect=_pump, exhaust=True, targets=(TargetSpec(kind="unit", text="a unit"),)))
