"""Elder Dragon (unit): "Any amount of your damage is enough to kill enemy units. When you play me, choose
up to one enemy unit at each location. Deal 1 to them."

The passive alters lethal damage (142.4.c) for units that are enemies of its controller: while it is on
the board, damage marked on such a unit by its controller (142.3.a-b) is lethal however small, and kills
it at the next cleanup (323.4); damage marked by others is not. The play ability chooses its targets as
it is finalized (383.4.b): none, or one enemy unit at any number of locations, each base and each
battlefield being a location. The ability deals the damage (417.6.b.2.a)."""

from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me as _played_me


def _deal_one(ctx):
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, 1, by=ctx.controller, source=ctx.source)


@card("Elder Dragon")
class ElderDragon(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_deal_one, targets=(
        TargetSpec(kind="unit", relation="enemy", minimum=0, maximum=99, per_location=1,
                   text="up to one enemy unit at each location"),)),)

    def lethal_by(self, g, source, unit, player):
        me, c = g.cards[source], g.cards[unit]
        if not g.is_board_zone(me.zone) or me.facedown or player != me.controller or c.controller == me.controller:
            return None
        return 1
