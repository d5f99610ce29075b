"""Lonely Poro (unit): "[Deathknell] -- If I died alone, draw 1." Alone: no other friendly unit at its
location as it died -- neither one still there nor one dying in the same event (the ``die`` event's
``together_at``, 323.4)."""

from ...effects import draw
from ...keywords import deathknell
from .. import Behaviour, card


def _draw_if_alone(ctx) -> None:
    g, e = ctx.g, ctx.event
    where, me = e.get("location"), e.get("controller")
    still_there = [u for u in g.board_units() if g.cards[u].zone == where and g.cards[u].controller == me]
    died_with = [u for u, at in e.get("together_at", {}).items()
                 if u != ctx.source and at["location"] == where and at["controller"] == me]
    if not still_there and not died_with:
        draw(g, ctx.controller, 1)


@card("Lonely Poro")
class LonelyPoro(Behaviour):
    triggers = (deathknell(_draw_if_alone),)
