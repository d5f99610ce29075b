"""Trapping Grounds (battlefield): when you conquer it, if you assigned three or more excess combat damage
there -- damage beyond lethal (465.2.c), in the combat that won it -- you play a Bird token (187.7: 1
Might, [Deflect]) in your base."""

from ...combat_damage import excess_assigned
from ...tokens import create
from .. import Behaviour, card
from ..battlefield_common import conquer_trigger, happened_here


def _conquered_with_excess(g, source, event) -> bool:
    return happened_here(g, source, event) and excess_assigned(g, source, event["player"]) >= 3


def _bird(ctx):
    create(ctx.g, "Bird", ctx.controller, "base")


@card("Trapping Grounds")
class TrappingGrounds(Behaviour):
    triggers = (conquer_trigger(_bird, condition=_conquered_with_excess),)
