"""Catalyst of Aeons (spell): "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1."

Channelling takes as many runes as the rune deck still has (430.3); the draw happens only when fewer than
two came onto the board (430.5)."""

from ...effects import draw
from ...runes import channel
from .. import Behaviour, card


@card("Catalyst of Aeons")
class CatalystOfAeons(Behaviour):
    def resolve(self, ctx):
        if len(channel(ctx.g, ctx.controller, 2, exhausted=True)) < 2:
            draw(ctx.g, ctx.controller, 1)
