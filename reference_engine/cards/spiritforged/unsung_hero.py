"""Unsung Hero (unit): "[Deathknell] -- If I was [Mighty], draw 2." Mighty (5+ Might, 709) as it died: the
``die`` event's ``might``, its last Might on the board (the card in the trash has its printed Might, 711)."""

from ...effects import draw
from ...keywords import deathknell
from .. import Behaviour, card


def _draw_if_mighty(ctx) -> None:
    if (ctx.event.get("might") or 0) >= 5:
        draw(ctx.g, ctx.controller, 2)


@card("Unsung Hero")
class UnsungHero(Behaviour):
    triggers = (deathknell(_draw_if_mighty),)
