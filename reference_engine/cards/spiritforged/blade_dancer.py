"""Blade Dancer (Irelia legend): "When you choose a friendly unit, you may exhaust me and pay [A] to ready
it. When you conquer, you may pay [1] to ready me." Choosing is choosing a target as a spell or ability is
finalized (383.4.b; ``choose`` events); the costs at the start of each effect are the abilities' base
costs (383.3.b), [A] being Power of any domain (135.2.e.5.a)."""

from ...effects import ready
from .. import Behaviour, card
from ..legend_common import controller, when_you


def _friendly_unit(g, source, event) -> bool:
    c = g.cards.get(event.get("target"))
    return c is not None and c.type == "unit" and c.controller == controller(g, source)


def _ready_it(ctx):
    ready(ctx.g, ctx.event["target"])


def _ready_me(ctx):
    ready(ctx.g, ctx.source)


@card("Blade Dancer")
class BladeDancer(Behaviour):
    triggers = (
        when_you("choose", _ready_it, condition=_friendly_unit, optional=True, exhaust=True, any_power=1),
        when_you("conquer", _ready_me, optional=True, energy=1),
    )
