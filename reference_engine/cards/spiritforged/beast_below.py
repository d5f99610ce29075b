"""Beast Below (unit): "When you play me, return another friendly unit and an enemy unit to their owners'
hands." Both are the trigger's targets (383.4.b), chosen as it is finalized; each still legal returns
(359.3.e)."""

from ...effects import return_to_hand
from .. import Behaviour, TargetSpec, card
from ..common import other_than_source
from ..spiritforged_common import when


def _return_both(ctx) -> None:
    for i in (0, 1):
        for unit in ctx.chosen(i):
            return_to_hand(ctx.g, unit)


@card("Beast Below")
class BeastBelow(Behaviour):
    triggers = (when("on_play", _return_both, targets=(
        TargetSpec(kind="unit", relation="friendly", restriction=other_than_source, text="another friendly unit"),
        TargetSpec(kind="unit", relation="enemy", text="an enemy unit"))),)
