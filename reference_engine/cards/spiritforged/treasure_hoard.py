"""Treasure Hoard (battlefield): when you conquer it, you may pay [1] to play a Gold gear token (187.5), which
enters exhausted, in your base."""

from ...tokens import create
from .. import Behaviour, card
from ..battlefield_common import conquer_trigger


def _gold(ctx):
    create(ctx.g, "Gold", ctx.controller, "base", exhausted=True)  # it enters so (no exhaust action happens)


@card("Treasure Hoard")
class TreasureHoard(Behaviour):
    triggers = (conquer_trigger(_gold, optional=True, energy=1),)
