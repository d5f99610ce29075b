"""Herald of the Arcane (Viktor legend): "[1], [E]: play a 1 Might Recruit unit token." The token (187.1)
is played to its controller's base, where a permanent with no other location goes (107.1.c)."""

from ...effects import create_token
from .. import Ability, Behaviour, card
from ..legend_common import LEGEND


def _recruit(ctx):
    create_token(ctx.g, "Recruit", ctx.controller, "base")


@card("Herald of the Arcane")
class HeraldOfTheArcane(Behaviour):
    abilities = (Ability(effect=_recruit, energy=1, exhaust=True, zones=LEGEND),)
