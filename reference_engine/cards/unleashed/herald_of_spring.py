"""Herald of Spring (unit, Hunt): "When you play me, gain 2 XP." Hunt is the keyword's own trigger (823)."""

from .. import Behaviour, card
from ..unleashed_common import gain, when_you_play_me


@card("Herald of Spring")
class HeraldOfSpring(Behaviour):
    triggers = (when_you_play_me(gain(2)),)
