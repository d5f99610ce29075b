"""Nami, Headstrong (unit): "You may pay [C] as an additional cost to play me. When you play me, if you paid
the additional cost, [Stun] an enemy unit. When I hold, the next time you play a unit this turn, ready it and
[Buff] it."

The [C] is an optional additional cost (356.2.b); "if you paid" is part of the trigger condition (356.4.f.1,
383.2.a.1). The hold ability creates a delayed triggered ability (389-392) for the next unit its controller
plays this turn, once."""

from ...delayed import create
from ...effects import buff, ready
from ...payment import paid_additional_cost
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import stun_chosen
from ...trigger_conditions import played_me


def _played_paid(g, source, event) -> bool:
    return played_me(g, source, event) and paid_additional_cost(g, source)


def _i_held(g, source, event) -> bool:
    return source in event.get("units", ())


def _schedule(ctx):
    create(ctx.g, ctx.source, ctx.controller, 3, {"player": ctx.controller})


def _you_played_a_unit(g, source, event) -> bool:
    c = g.cards.get(event.get("card") or "")
    return (bool(event.get("permanent")) and c is not None and c.type == "unit"
            and event.get("player") == event.get("delayed", {}).get("player"))


def _ready_and_buff(ctx):
    unit = ctx.event.get("card")
    if unit in ctx.g.cards and ctx.g.is_board_zone(ctx.g.cards[unit].zone):
        ready(ctx.g, unit)
        buff(ctx.g, unit)


@card("Nami, Headstrong")
class NamiHeadstrong(Behaviour):
    optional_cost = (0, 1)
    triggers = (Trigger(on="play", condition=_played_paid, effect=stun_chosen,
                        targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)),
                Trigger(on="hold", condition=_i_held, effect=_schedule),
                Trigger(on="play", condition=_you_played_a_unit, effect=_ready_and_buff, zones=()))
