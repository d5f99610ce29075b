"""Iascylla (unit): "When I hold, at the start of your next Main Phase, you may move an enemy unit to this
battlefield." The hold creates a delayed triggered ability (389-392) linked to the battlefield held (390.5);
the enemy unit, from anywhere on the board, is chosen as that ability is finalized ("you may": choosing none
declines it, 383.3.a)."""

from ...delayed import create
from ...movement import move
from .. import Behaviour, TargetSpec, Trigger, card


def _i_held(g, source, event) -> bool:
    return source in event.get("units", ())


def _schedule(ctx):
    create(ctx.g, ctx.source, ctx.controller, 2, {"player": ctx.controller, "battlefield": ctx.event.get("battlefield")},
           this_turn=False)


def _your_main_phase(g, source, event) -> bool:
    return event.get("player") == event.get("delayed", {}).get("player")


def _pull(ctx):
    bf = ctx.item.data.get("delayed", {}).get("battlefield")
    if bf in ctx.g.battlefields:
        move(ctx.g, ctx.chosen(0), bf, by=ctx.controller)


@card("Iascylla")
class Iascylla(Behaviour):
    triggers = (Trigger(on="hold", condition=_i_held, effect=_schedule),
                Trigger(on="main-phase", condition=_your_main_phase, effect=_pull, zones=(), optional=True,
                        targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)))
