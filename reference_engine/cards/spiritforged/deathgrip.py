"""Deathgrip (spell, Reaction), with its Spiritforged errata: "Kill a friendly unit. If you do, give +[M]
equal to its Might to another friendly unit this turn. Draw 1."

Both friendly units are targets, chosen as it is played; the first is killed as it resolves. "If you do"
checks that the kill happened (a replaced death, or a target no longer legal, gives nothing); "its
Might" is the killed unit's Might as it last was on the board (negative counts as 0, 143.2.b). The draw
is a separate instruction and always happens."""

from ...effects import draw, give_might, kill
from ...might import effective_might
from .. import Behaviour, TargetSpec, card
from ..common import friendly_unit_and


@card("Deathgrip")
class Deathgrip(Behaviour):
    targets = friendly_unit_and(TargetSpec(kind="unit", relation="friendly", text="another friendly unit"),
                                first=TargetSpec(kind="unit", relation="friendly", text="a friendly unit to kill"))

    def resolve(self, ctx):
        g = ctx.g
        victim = ctx.chosen_one(0)
        if victim is not None:
            amount = effective_might(g, victim)
            if kill(g, victim, by=ctx.controller, source=ctx.source):
                for unit in ctx.chosen(1):
                    if unit != victim:
                        give_might(g, unit, amount, source=ctx.source)
        draw(g, ctx.controller, 1)
