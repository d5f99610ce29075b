"""Stand United (spell, Hidden, Action): "Buff a friendly unit. Buffs give an additional +1 [M] to friendly
units this turn."

The buff goes on a chosen friendly unit (426; none if it already has one, 426.1.b.1). The second sentence
chooses nothing: for the rest of the turn every buff on a unit its controller controls gives +2 instead of
+1 (703), on units buffed before or after, wherever they are. Played from hidden only the choice is
restricted to that battlefield (811.1.d.2); the extra bonus still applies everywhere."""

from ...effects import buff
from .. import Behaviour, TargetSpec, card


@card("Stand United")
class StandUnited(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            buff(ctx.g, unit)
        ctx.g.turn_memory.setdefault("buff_bonus", []).append({"player": ctx.controller, "amount": 1})
