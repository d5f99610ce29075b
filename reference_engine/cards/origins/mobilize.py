"""Mobilize (spell): "Channel 1 rune exhausted. If you can't, draw 1."

Channelling takes the top rune of its player's rune deck (430.1); with none left nothing is channelled
(430.3), and "if you can't" is then met (430.5): they draw 1 instead."""

from ...effects import draw
from ...runes import channel
from .. import Behaviour, card


@card("Mobilize")
class Mobilize(Behaviour):
    def resolve(self, ctx):
        if not channel(ctx.g, ctx.controller, 1, exhausted=True):
            draw(ctx.g, ctx.controller, 1)
