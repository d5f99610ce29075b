"""Akshan, Mischievous (unit, Weaponmaster): "You may pay [C][C] as an additional cost to play me. When you play
me, if you paid the additional cost, move an enemy gear to your base. You control it until I leave the board.
If it's an Equipment, attach it to me."

Whether the cost is paid is decided as he is finalized (356.2.b, the play's ``additional_cost``); the "if" is
part of the trigger condition (383.2.a.1). The gear is chosen as the ability is finalized (355.5.b) and must
still be an enemy gear as it resolves (359.3.e). "You control it until I leave the board" is a delayed passive
ability (390.4) ordered with other control effects by timestamp (480.3, ``control.control_while_on_board``):
not generated if he has already left the board (359.3.e.16). When he leaves, an attached gear detaches where
he last was (719.5, 435.4.b), control goes back, and the cleanup recalls it to its controller's base (323.7,
149.3). An attached gear cannot move by itself (718.5.c); attaching it to him takes it from its unit (434.1.f).
"""

from ...attachment import attach
from ...control import control_while_on_board
from ...movement import move_to_base_of
from ...payment import paid_additional_cost
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me


def _played_paid(g, source, event) -> bool:
    return played_me(g, source, event) and paid_additional_cost(g, source)


def _take_gear(ctx) -> None:
    g = ctx.g
    for gear in ctx.chosen(0):
        move_to_base_of(g, gear, ctx.controller, by=ctx.controller)
        control_while_on_board(g, gear, ctx.controller, ctx.source)
        if "Equipment" in g.cards[gear].tags:
            attach(g, gear, ctx.source, equip=False)


@card("Akshan, Mischievous")
class AkshanMischievous(Behaviour):
    optional_cost = (0, 2)
    triggers = (Trigger(on="play", condition=_played_paid, effect=_take_gear,
                        targets=(TargetSpec(kind="gear", relation="enemy", text="an enemy gear"),)),)
