"""Jax, Unrelenting (unit, Weaponmaster): "When you attach an Equipment to me, you may pay [1] to draw 1."
Any attach by his controller counts (Equip, Weaponmaster, Quick-Draw: the ``attach`` event, 434)."""

from ...effects import draw
from .. import Behaviour, card
from ..spiritforged_common import when_you


def _to_me(g, source, event) -> bool:
    c = g.cards.get(event.get("card"))
    return event.get("unit") == source and c is not None and "Equipment" in c.tags


def _draw(ctx) -> None:
    draw(ctx.g, ctx.controller, 1)


@card("Jax, Unrelenting")
class JaxUnrelenting(Behaviour):
    triggers = (when_you("attach", _draw, condition=_to_me, optional=True, energy=1),)
