"""Voidreaver (Kha'Zix legend): "When you win a combat, gain 1 XP. Spend 1 XP, [E]: [Buff] a unit. Spend 2
XP, [E]: move an exhausted friendly unit from a battlefield to its base." Winning a combat: 466.3.a; XP:
728-733, spent as a cost (202, 730.2); a unit that already has a buff gets no second one (426.1.b.1)."""

from ...effects import buff
from ...movement import move
from ...xp import gain_xp
from .. import Ability, Behaviour, TargetSpec, Trigger, card
from ..legend_common import LEGEND, controller


def _you_win(g, source, event) -> bool:
    return event.get("winner") == controller(g, source)


def _gain(ctx):
    gain_xp(ctx.g, ctx.controller, 1)


def _buff(ctx):
    for unit in ctx.chosen(0):
        buff(ctx.g, unit)


def _exhausted(g, chooser, cand, source) -> bool:
    return g.cards[cand].exhausted


def _to_base(ctx):
    for unit in ctx.chosen(0):
        move(ctx.g, [unit], "base", by=ctx.controller)


@card("Voidreaver")
class Voidreaver(Behaviour):
    triggers = (Trigger(on="combat-result", condition=_you_win, effect=_gain, zones=LEGEND),)
    abilities = (
        Ability(effect=_buff, xp=1, exhaust=True, zones=LEGEND, targets=(TargetSpec(kind="unit", text="a unit"),)),
        Ability(effect=_to_base, xp=2, exhaust=True, zones=LEGEND,
                targets=(TargetSpec(kind="unit", where="battlefield", relation="friendly", restriction=_exhausted,
                                    text="an exhausted friendly unit at a battlefield"),)),
    )
