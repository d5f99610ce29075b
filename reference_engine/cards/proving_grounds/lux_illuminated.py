"""Lux, Illuminated (unit): "When you play a spell that costs [5] or more, give me +3 [S] this turn." "Play"
in a trigger condition is the spell's resolution (350.1; the Unleashed FAQ's first meaning of play); what
it costs is its printed Energy cost (356.1.c: a reference to a card's cost is to its base cost, not what
was paid after discounts)."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _big_spell(g, source, event) -> bool:
    c = g.cards.get(event.get("card"))
    return bool(event.get("spell")) and event.get("player") == g.cards[source].controller \
        and c is not None and (c.energy or 0) >= 5


def _grow(ctx):
    give_might(ctx.g, ctx.source, 3, source=ctx.source)


@card("Lux, Illuminated")
class LuxIlluminated(Behaviour):
    triggers = (Trigger(on="play", condition=_big_spell, effect=_grow),)
