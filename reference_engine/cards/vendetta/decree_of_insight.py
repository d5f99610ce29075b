"""Decree of Insight (spell, Reaction): "Ignore [Deflect] while paying this spell's cost. Give an enemy Body
unit -5 [M] this turn."

Its own text makes its controller ignore Deflect as its cost is paid (809.1.c: ``ignores_deflect``, asked
of the card being paid for too). The decrease has no minimum (477.3)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card


def _body(g, chooser, cand, source) -> bool:
    return "body" in g.cards[cand].domains


@card("Decree of Insight")
class DecreeOfInsight(Behaviour):
    targets = (TargetSpec(kind="unit", relation="enemy", restriction=_body, text="an enemy Body unit"),)

    def ignores_deflect(self, g, source, item):
        return item.kind == "card" and item.source == source

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, -5, source=ctx.source)
