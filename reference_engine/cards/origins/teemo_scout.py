"""Teemo, Scout (unit, Hidden): "When you play me, give me +3 Might this turn." A play effect (383.4.a):
it triggers whether he is played from hand or from facedown (revealing a hidden card is playing it)."""

from ...effects import give_might
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me as _played_me


def _grow(ctx):
    give_might(ctx.g, ctx.source, 3, source=ctx.source)


@card("Teemo, Scout")
class TeemoScout(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_grow),)
