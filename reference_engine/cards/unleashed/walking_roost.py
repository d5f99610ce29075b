"""Walking Roost (unit, Deflect): "When you play me, choose an opponent. They play a 1 Might Bird unit token
with [Deflect]." The opponent is a target; the token (187.7) goes to their base."""

from ...effects import create_token
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import when_you_play_me


def _they_play_a_bird(ctx):
    for player in ctx.chosen(0):
        create_token(ctx.g, "Bird", player, "base")


@card("Walking Roost")
class WalkingRoost(Behaviour):
    triggers = (when_you_play_me(_they_play_a_bird,
                                 targets=(TargetSpec(kind="player", relation="enemy", text="an opponent"),)),)
