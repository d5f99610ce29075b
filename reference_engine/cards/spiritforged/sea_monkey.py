"""Sea Monkey (unit): "You may pay [1] as an additional cost to play me. When you play me, if you paid the
additional cost, buff me." An optional additional cost (356.2.b, ``additional_cost: true`` on the play);
the play trigger's condition reads whether it was paid (356.4.f.1)."""

from ...effects import buff
from ...payment import paid_additional_cost
from .. import Behaviour, Trigger, card


def _played_me_paid(g, source, event) -> bool:
    return event.get("card") == source and bool(event.get("permanent")) and paid_additional_cost(g, source)


def _buff_me(ctx):
    buff(ctx.g, ctx.source)


@card("Sea Monkey")
class SeaMonkey(Behaviour):
    optional_cost = (1, 0)
    triggers = (Trigger(on="play", condition=_played_me_paid, effect=_buff_me),)
