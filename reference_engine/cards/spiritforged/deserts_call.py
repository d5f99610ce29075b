"""Desert's Call (spell, Repeat [2]): "Play a 2 [S] Sand Soldier unit token." The token (187.3) is played to
its controller's base; with Repeat paid (``repeat: 1``) a second one (820.2)."""

from .. import Behaviour, card
from ..spiritforged_common import play_unit_token


@card("Desert's Call")
class DesertsCall(Behaviour):
    repeat = ((2, 0),)

    def resolve(self, ctx):
        play_unit_token(ctx, "Sand Soldier")
