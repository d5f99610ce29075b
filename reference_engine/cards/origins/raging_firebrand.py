"""Raging Firebrand (unit): "When you play me, the next spell you play this turn costs [5] less." The play
trigger leaves a discount for its controller's next spell (390.4, 356.4), used up by the first spell whose
cost is determined this turn (a countered spell still used it); other cards leave it waiting."""

from ...delayed import create
from .. import Behaviour, Trigger, card
from ..cardsA_common import is_spell_play
from ...trigger_conditions import played_me

def _leave_discount(ctx):
    create(ctx.g, ctx.source, ctx.controller, 2, {"discount": True, "turn": ctx.g.turn_number}, once=True)


@card("Raging Firebrand")
class RagingFirebrand(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=_leave_discount),
                Trigger(on=(), condition=lambda g, s, e: False, effect=lambda ctx: None, zones=()))

    def delayed_discount(self, g, source, data, item):
        if data.get("turn") != g.turn_number or not is_spell_play(g, item):
            return None  # "this turn"; only a spell uses it
        return 5, 0, 0
