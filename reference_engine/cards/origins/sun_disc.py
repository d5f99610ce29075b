"""Sun Disc (gear): "[E]: [Legion] -- The next unit you play this turn enters ready."

Legion (812) makes the whole ability dependent: it can be activated only while its controller has
finalized another card this turn (812.1.b.1, 812.1.c). Its effect waits for the next unit that player
plays this turn; that unit enters the board ready instead of exhausted (143.4.a) and uses the effect up.
It ends with the turn if no unit comes."""

from ...keywords import legion_active
from .. import Ability, Behaviour, card


def _legion(g, source) -> str | None:
    if legion_active(g, source):
        return None
    return "Legion: its controller has not played another card this turn (812.1.c)"


def _next_unit_ready(ctx):
    ctx.g.turn_memory.setdefault("next_unit_ready", []).append(ctx.controller)


@card("Sun Disc")
class SunDisc(Behaviour):
    abilities = (Ability(effect=_next_unit_ready, exhaust=True, usable=_legion),)
