"""Watchful Sentry (unit): "[Deathknell] -- Draw 1." The unit's controller when it died gets the effect
(808)."""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _i_died(g, source, event) -> bool:
    return event.get("unit") == source


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Watchful Sentry")
class WatchfulSentry(Behaviour):
    triggers = (Trigger(on="die", condition=_i_died, effect=_draw,
                        controller=lambda g, source, event: event["controller"]),)
