"""Soulgorger (unit): "When you play me, you may play a unit from your trash, ignoring its Energy cost. (You
must still pay its Power cost.)" An optional play trigger (383.3.a) whose unit in the trash is its target
(355.9.a), chosen as it is finalized; the unit is played by the effect, its Power cost paid (356.1.b.2)."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsA_common import play_from_trash
from ...trigger_conditions import played_me


@card("Soulgorger")
class Soulgorger(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, optional=True,
                        effect=lambda ctx: play_from_trash(ctx, ignore_energy=True),
                        targets=(TargetSpec(kind="trash", where="unit", text="a unit from your trash"),)),)
