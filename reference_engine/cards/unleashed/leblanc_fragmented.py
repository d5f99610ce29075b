"""LeBlanc, Fragmented (unit, Assault): "[Deathknell] Draw 1. If it's your Beginning Phase, draw 2
instead." "Your" is the ability's controller, the player who controlled her as she died (808.1.d.3)."""

from ...effects import draw
from ...keywords import deathknell
from .. import Behaviour, card


def _draw(ctx):
    g = ctx.g
    mine = g.active == ctx.controller and g.phase == "beginning"
    draw(g, ctx.controller, 2 if mine else 1)


@card("LeBlanc, Fragmented")
class LeblancFragmented(Behaviour):
    triggers = (deathknell(_draw),)
