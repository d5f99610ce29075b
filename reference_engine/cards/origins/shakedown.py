"""Shakedown (spell, Reaction): "Choose an enemy unit. Deal 6 to it unless its controller has you draw 2."

As it resolves, the chosen unit's controller decides: they may have the spell's controller draw 2, and
then no damage is dealt; otherwise the unit is dealt 6."""

from ...decisions import ask
from ...effects import deal, draw
from .. import Behaviour, TargetSpec, card


@card("Shakedown")
class Shakedown(Behaviour):
    targets = (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)

    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        for unit in ctx.chosen(0):
            them = g.cards[unit].controller
            answer = ask(g, them, "choose", ["yes", "no"], f"have {me} draw 2 so that {unit} is not dealt 6?",
                         lambda a: None if a in ("yes", "no") else "answer yes or no")
            if answer == "yes":
                draw(g, me, 2)
            else:
                deal(g, unit, 6, by=me, source=ctx.source)
