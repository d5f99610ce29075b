"""Irresistible Faefolk (unit): "When I move to a battlefield, you may move an enemy unit to that
battlefield."

A move trigger (446.1: entering the board by being played is not a move, 446.2). "That battlefield" is
information from the trigger condition, fixed when the condition is met (359.3.f.3), so the pull happens
even if Faefolk has left by the time the ability resolves. The enemy unit is chosen as the ability is put
on the chain (355.5); the destination is named by the card, not chosen (355.4)."""

from ...movement import move
from .. import Behaviour, TargetSpec, Trigger, card


def _i_moved_to_a_battlefield(g, source, event) -> bool:
    return event.get("unit") == source and event.get("destination") in g.battlefields


def _pull(ctx):
    move(ctx.g, ctx.chosen(0), ctx.event["destination"], by=ctx.controller)


@card("Irresistible Faefolk")
class IrresistibleFaefolk(Behaviour):
    triggers = (Trigger(on="move", condition=_i_moved_to_a_battlefield, effect=_pull, optional=True,
                        targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)),)
