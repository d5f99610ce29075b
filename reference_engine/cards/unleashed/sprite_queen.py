"""Sprite Queen (unit): "When you play me or at the start of your Beginning Phase, play a ready 3 Might Sprite
unit token with [Temporary] to your base." (315.2.a: start of Beginning Phase effects)."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import sprite_to_base
from ...trigger_conditions import played_me


def _played_or_my_beginning(g, source, event) -> bool:
    if event["type"] == "play":
        return played_me(g, source, event)
    return event.get("player") == g.cards[source].controller


def _sprite(ctx):
    sprite_to_base(ctx.g, ctx.controller)


@card("Sprite Queen")
class SpriteQueen(Behaviour):
    triggers = (Trigger(on=("play", "beginning-phase"), condition=_played_or_my_beginning, effect=_sprite),)
