"""Mistfall (gear): "When you buff a friendly unit, you may pay [C] and exhaust this to ready it."

A buff is placed by a player's spell or ability (426; the ``buff`` event names its controller). "Pay [C]
and exhaust this" right after the "you may" is the ability's base cost (383.3.b): paid as it is
finalized, and an exhausted Mistfall cannot pay it, so the ability leaves the chain (383.3.b.1)."""

from ...effects import ready
from .. import Behaviour, card
from ..cardsC_common import friendly_unit, when_you


def _friendly(g, source, event) -> bool:
    return friendly_unit(g, source, event.get("unit"))


def _ready_it(ctx) -> None:
    ready(ctx.g, ctx.event["unit"], by=ctx.controller)


@card("Mistfall")
class Mistfall(Behaviour):
    triggers = (when_you("buff", _ready_it, test=_friendly, optional=True, power=1, exhaust=True),)
