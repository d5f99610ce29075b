"""Back-Alley Bar (battlefield): when a unit moves away from it, that unit gets +1 Might this turn. The
ability names no player, so the battlefield's controller controls it (the turn player while it is
uncontrolled, 190.6.a-b). It does nothing to a unit that has left the board since (a new object)."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _moved_from_here(g, source, event) -> bool:
    return event.get("origin") == source


def _pump(ctx):
    event = ctx.item.data.get("event", {})
    unit = event.get("unit")
    if unit in ctx.g.cards and ctx.g.is_board_zone(ctx.g.cards[unit].zone):
        give_might(ctx.g, unit, 1, source=ctx.source)


@card("Back-Alley Bar")
class BackAlleyBar(Behaviour):
    triggers = (Trigger(on="move", condition=_moved_from_here, effect=_pump, zones=("battlefield",)),)
