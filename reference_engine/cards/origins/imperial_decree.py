"""Imperial Decree (spell, Action): "When any unit takes damage this turn, kill it."

Resolving creates a delayed triggered ability for the rest of the turn (389-391), triggering each time
(not once: "when any unit") a unit is dealt damage, by combat or otherwise; it is controlled by the
spell's controller (191.4) and kills that unit as it resolves, if it is still on the board (a new object
after leaving, 359.3.e.4)."""

from ...delayed import create
from ...effects import kill
from .. import Behaviour, Trigger, card


def _unit_damaged(g, source, event) -> bool:
    u = event.get("unit")
    return u in g.cards and g.cards[u].type == "unit" and (event.get("amount") or 0) > 0


def _kill_it(ctx):
    g, event = ctx.g, ctx.item.data["event"]
    u = event.get("unit")
    c = g.cards.get(u)
    if c is not None and g.is_board_zone(c.zone):
        kill(g, u, by=ctx.controller, source=ctx.source)


@card("Imperial Decree")
class ImperialDecree(Behaviour):
    triggers = (Trigger(on="damage", condition=_unit_damaged, effect=_kill_it, zones=()),)

    def resolve(self, ctx):
        create(ctx.g, ctx.source, ctx.controller, 1, once=False, this_turn=True)
