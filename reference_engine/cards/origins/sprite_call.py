"""Sprite Call (spell, Hidden, Action): play a ready 3 Might Sprite unit token with Temporary. Played from
hidden, the token is played at that battlefield (811.1.d.3); otherwise to its controller's base."""

from ...effects import create_token
from .. import Behaviour, card


@card("Sprite Call")
class SpriteCall(Behaviour):
    def resolve(self, ctx):
        where = ctx.item.data.get("hidden_at") or "base"
        create_token(ctx.g, "Sprite", ctx.controller, where, ready_=True)
