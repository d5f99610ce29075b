"""Moonfall (spell, Action; Diana): "Choose a battlefield where you have units. You may move up to one enemy
unit to that battlefield. Then give enemy units there -2 Might this turn." The battlefield and the enemy
unit (up to one, from anywhere) are targets; the -2 applies to the enemy units there as it resolves."""

from ...effects import give_might
from ...movement import move
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import enemies_at


def _you_have_units_there(g, chooser, cand, source) -> bool:
    return any(g.cards[u].controller == chooser for u in g.battlefields[cand].units)


@card("Moonfall")
class Moonfall(Behaviour):
    targets = (TargetSpec(kind="battlefield", restriction=_you_have_units_there, text="a battlefield where you have units"),
               TargetSpec(kind="unit", relation="enemy", minimum=0, maximum=1, text="up to one enemy unit"))

    def resolve(self, ctx):
        g, bf = ctx.g, ctx.chosen_one(0)
        if bf is None:
            return
        move(g, ctx.chosen(1), bf, by=ctx.controller)
        for unit in enemies_at(g, bf, ctx.controller):
            give_might(g, unit, -2, source=ctx.source)
