"""Jayce, Man of Progress (unit): "When you play me, you may kill a friendly gear. If you do, you may play a gear
with Energy cost no more than [7] from hand this turn, ignoring its Energy cost. (You must still pay its Power
cost.)"

The kill is not a cost but an action the next sentence checks (Unleashed FAQ on "if you do"): the gear is chosen
as the optional ability is finalized (383.3.a) and killed as it resolves; only if it died does its controller
get, for the rest of the turn, a permission to play one gear costing [7] or less from hand ignoring its Energy
cost (``play_permissions``, offered as such a gear is played)."""

from ...effects import kill
from ...play_permissions import grant
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me


def _kill_then_permit(ctx) -> None:
    for gear in ctx.chosen(0):
        if kill(ctx.g, gear, by=ctx.controller, source=ctx.source):
            grant(ctx.g, ctx.controller, ctx.source, "gear", "hand", 7)


@card("Jayce, Man of Progress")
class JayceManOfProgress(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, optional=True, effect=_kill_then_permit,
                        targets=(TargetSpec(kind="gear", relation="friendly", text="a friendly gear"),)),)
