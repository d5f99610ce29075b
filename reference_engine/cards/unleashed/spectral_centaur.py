"""Spectral Centaur (unit): "When another friendly unit dies, give me +2 Might this turn." It must still
be on the board after the death to see it (383.2.c.2): units that die at the same time do not see each
other's deaths."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _another_friendly_unit_died(g, source, event) -> bool:
    return event.get("unit") != source and event.get("controller") == g.cards[source].controller \
        and g.cards.get(event.get("unit")) is not None and g.cards[event["unit"]].type == "unit"


def _grow(ctx):
    give_might(ctx.g, ctx.source, 2, source=ctx.source)


@card("Spectral Centaur")
class SpectralCentaur(Behaviour):
    triggers = (Trigger(on="die", condition=_another_friendly_unit_died, effect=_grow),)
