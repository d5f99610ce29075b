"""Scorn of the Moon (Diana legend): "[Reaction] [E]: [Add] [1]. Spend this Energy only during showdowns."
An [Add] ability (429); the Energy stays in the pool until it empties (166) but pays only costs paid while
a showdown is going on (``add_resources(use="showdown")``)."""

from ...effects import add_resources
from .. import Ability, Behaviour, card
from ..legend_common import LEGEND


def _add(ctx):
    add_resources(ctx.g, ctx.controller, 1, use="showdown")


@card("Scorn of the Moon")
class ScornOfTheMoon(Behaviour):
    abilities = (Ability(effect=_add, exhaust=True, timing=("Reaction",), adds=True, zones=LEGEND),)
