"""Mesmerize (spell, Reaction): "Choose one -- Return a friendly unit to its owner's hand. / Give an enemy
unit -2 [S] this turn." A modal spell (355.3, ``modal.py``): the mode is chosen as it is played, then its
target."""

from ...effects import give_might, return_to_hand
from .. import Behaviour, Mode, TargetSpec, card


def _return(ctx):
    for unit in ctx.chosen(0):
        return_to_hand(ctx.g, unit)


def _shrink(ctx):
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, -2, source=ctx.source)


@card("Mesmerize")
class Mesmerize(Behaviour):
    modes = (Mode("return a friendly unit to its owner's hand", _return,
                  (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),
             Mode("give an enemy unit -2 Might this turn", _shrink,
                  (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)))
