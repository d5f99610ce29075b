"""Valley of Idols (battlefield): when a player plays a unit to it, that player may pay [1] to buff the unit
(426: a +1 Might buff if it has none). The player who played it controls the ability (190.6.c); the [1]
is its cost, paid as it is finalized (383.3.b)."""

from ...effects import buff
from .. import Behaviour, Trigger, card
from ..battlefield_common import event_player


def _unit_played_here(g, source, event) -> bool:
    cid = event.get("card")
    return event.get("location") == source and cid in g.cards and g.cards[cid].type == "unit"


def _buff(ctx):
    unit = ctx.item.data.get("event", {}).get("card")
    if unit in ctx.g.cards:
        buff(ctx.g, unit)


@card("Valley of Idols")
class ValleyOfIdols(Behaviour):
    triggers = (Trigger(on="play", condition=_unit_played_here, effect=_buff, optional=True, energy=1,
                        zones=("battlefield",), controller=event_player),)
