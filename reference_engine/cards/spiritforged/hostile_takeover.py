"""Hostile Takeover (spell, Hidden): "Take control of an enemy unit at a battlefield. Ready it. Lose control
of that unit and recall it at end of turn."

Taking the unit where its new controller does not control the battlefield contests it (190.3.a), so a
combat follows if other enemy units are there, otherwise a showdown and a conquer. The last sentence is a
delayed triggered ability (390.2) linked to that unit (390.5.a): it triggers at the end of this turn
(317.1) whether or not the spell is still anywhere (392), and does nothing if the unit has left the board
in the meantime (a new object, 359.3.e.4)."""

from ...control import gain_control, lose_control
from ...delayed import create
from ...effects import ready, recall
from .. import Behaviour, TargetSpec, Trigger, card


def _end_of_this_turn(g, source, event) -> bool:
    return True  # the window of the delayed trigger is this turn (delayed.create(..., this_turn=True))


def _give_back(ctx):
    g = ctx.g
    link = ctx.item.data.get("delayed", {})
    unit = link.get("unit")
    c = g.cards.get(unit)
    if c is None or c.obj != link.get("obj") or not g.is_board_zone(c.zone):
        return
    lose_control(g, unit, ctx.controller, source=ctx.source)
    recall(g, unit)


@card("Hostile Takeover")
class HostileTakeover(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="enemy", text="an enemy unit at a battlefield"),)
    triggers = (Trigger(on="end-of-turn", condition=_end_of_this_turn, effect=_give_back, zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            if gain_control(g, unit, ctx.controller, source=ctx.source):
                ready(g, unit)
                create(g, ctx.source, ctx.controller, 1, {"unit": unit, "obj": g.cards[unit].obj})
