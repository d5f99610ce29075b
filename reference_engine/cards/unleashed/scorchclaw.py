"""Scorchclaw (unit, Hunt 2): "[Level 3] I have +1 Might and enter ready." (824.1.b.1; 143.4.a as it
enters, from the entering player's XP)."""

from .. import Behaviour, card
from ..unleashed_common import LevelMight


@card("Scorchclaw")
class Scorchclaw(LevelMight, Behaviour):
    level_might = (3, 1)

    def enters_ready(self, g, card, player):
        return g.players[player].xp >= 3
