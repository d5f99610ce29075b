"""Sprite Burst (spell): "Play two ready 3 Might Sprite unit tokens with [Temporary]." To its controller's
base (a token played with no location named goes to base, 182); the Sprite token is rule 187.2's."""

from ...effects import create_token
from .. import Behaviour, card


@card("Sprite Burst")
class SpriteBurst(Behaviour):
    def resolve(self, ctx):
        for _ in range(2):
            create_token(ctx.g, "Sprite", ctx.controller, "base", ready_=True)
