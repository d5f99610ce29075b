"""Lillia, Fae Fawn (unit, Accelerate): "When I move from a location, play a 3 Might Sprite unit token with
[Temporary] there." "There" is the location she left (her ``move`` event's origin; a base is its
controller's), the token entering exhausted (143.4)."""

from ...effects import create_token
from .. import Behaviour, Trigger, card
from ..unleashed_common import i_moved


def _sprite_behind(ctx):
    origin = ctx.event.get("origin")
    if origin in ctx.g.battlefields or origin == "base":
        create_token(ctx.g, "Sprite", ctx.controller, origin)


@card("Lillia, Fae Fawn")
class LilliaFaeFawn(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved, effect=_sprite_behind),)
