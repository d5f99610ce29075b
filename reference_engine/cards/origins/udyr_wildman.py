"""Udyr, Wildman (unit): "Spend my buff: Choose one you've not chosen this turn -- Deal 2 to a unit at a
battlefield. / Stun a unit at a battlefield. / Ready me. / Give me [Ganking] this turn." A modal activated
ability (355.3, ``modal.py``) whose cost spends his buff (702.2.b); each mode may be chosen once a turn by
this ability (``Ability.fresh_modes``)."""

from ...effects import deal, give_keyword, ready, stun
from .. import Ability, Behaviour, Mode, TargetSpec, card

_AT_A_BATTLEFIELD = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)


def _deal_2(ctx):
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, 2, by=ctx.controller, source=ctx.source)


def _stun(ctx):
    for unit in ctx.chosen(0):
        stun(ctx.g, unit, by=ctx.controller)


@card("Udyr, Wildman")
class UdyrWildman(Behaviour):
    abilities = (Ability(effect=lambda ctx: None, spend_buff=True, fresh_modes=True, modes=(
        Mode("deal 2 to a unit at a battlefield", _deal_2, _AT_A_BATTLEFIELD),
        Mode("stun a unit at a battlefield", _stun, _AT_A_BATTLEFIELD),
        Mode("ready me", lambda ctx: ready(ctx.g, ctx.source)),
        Mode("give me Ganking this turn", lambda ctx: give_keyword(ctx.g, ctx.source, "Ganking", source=ctx.source)))),)
