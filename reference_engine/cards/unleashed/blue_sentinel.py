"""Blue Sentinel (unit, Shield 2): "Your hold effects for holding here trigger an additional time. When I hold,
[Add] [A] at the start of your next Main Phase." The [Add] is a delayed triggered ability (389-392) whose
effect adds one Power of any domain: its player chooses the domain as it resolves."""

from ...delayed import create
from .. import Behaviour, Trigger, card
from ..unleashed_common import add_any_power, conquered_here_by_you


def _i_held(g, source, event) -> bool:
    return source in event.get("units", ())


def _schedule(ctx):
    create(ctx.g, ctx.source, ctx.controller, 2, {"turn_player": ctx.controller}, this_turn=False)


def _your_main_phase(g, source, event) -> bool:
    return event.get("player") == event.get("delayed", {}).get("turn_player")


def _add_any(ctx):
    add_any_power(ctx)


@card("Blue Sentinel")
class BlueSentinel(Behaviour):
    triggers = (Trigger(on="hold", condition=_i_held, effect=_schedule),
                Trigger(on="main-phase", condition=_your_main_phase, effect=_add_any, zones=()))

    def extra_triggers(self, g, source, trigger_source, event):
        return 1 if conquered_here_by_you(g, source, trigger_source, event, "hold") else 0
