"""Scryer's Bloom (gear): "This enters exhausted. Kill this, [1], [T]: [Predict 2], then draw 1. Gain 1 XP."
Killing and exhausting it are costs of the activated ability (403.1.a), paid together."""

from ...effects import draw
from ...xp import gain_xp
from .. import Ability, Behaviour, card
from ...predicting import predict


def _scry(ctx):
    predict(ctx.g, ctx.controller, 2)  # [Predict 2] (436.1.a)
    draw(ctx.g, ctx.controller, 1)
    gain_xp(ctx.g, ctx.controller, 1)


@card("Scryer's Bloom")
class ScryersBloom(Behaviour):
    abilities = (Ability(effect=_scry, energy=1, exhaust=True, kill=True),)

    def enters_exhausted(self, g, card, player):
        return True
