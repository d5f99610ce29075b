"""Red Brambleback (unit, Accelerate): "Your conquer effects for conquering here trigger an additional time.
When I conquer, [Buff] a friendly unit." A passive over triggered abilities (``extra_triggers``); its own
conquer trigger is one of them. Hunt is a conquer effect too (823.1.b)."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import buff_chosen, conquered_here_by_you


def _i_conquered(g, source, event) -> bool:
    return source in event.get("units", ())


@card("Red Brambleback")
class RedBrambleback(Behaviour):
    triggers = (Trigger(on="conquer", condition=_i_conquered, effect=buff_chosen,
                        targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)

    def extra_triggers(self, g, source, trigger_source, event):
        return 1 if conquered_here_by_you(g, source, trigger_source, event, "conquer") else 0
