"""Sandstone Chimera (unit, 8 Might): "While I'm at a battlefield, players only channel 1 rune at the start of
their Channel Phase."

A passive (364) over every player's Channel Phase (315.3.b: two runes), active only while the Chimera is at
a battlefield (not in its base): ``channel_phase_limit``, read by ``passives.channel_phase_runes``. The limit
is the whole Channel Phase's channelling, the First Turn Process's extra rune included (483.7)."""

from .. import Behaviour, card
from ..cardsD_common import at_battlefield


@card("Sandstone Chimera")
class SandstoneChimera(Behaviour):
    def channel_phase_limit(self, g, source, player):
        return 1 if at_battlefield(g, source) else None
