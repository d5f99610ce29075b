"""Vayne, Hunter (unit, Assault 3): "If an opponent controls a battlefield, I enter ready. When I conquer,
you may pay [1] to return me to my owner's hand."

The conquer effect (383.4.c) has a cost within instructions right after its "you may": it is the
ability's base cost, decided and paid as the ability is finalized (383.3.b, 740.4.a.2)."""

from ...effects import return_to_hand
from .. import Behaviour, Trigger, card


def _i_conquered(g, source, event) -> bool:
    return source in event.get("units", [])


def _return_me(ctx):
    g = ctx.g
    if g.is_board_zone(g.cards[ctx.source].zone):
        return_to_hand(g, ctx.source)


@card("Vayne, Hunter")
class VayneHunter(Behaviour):
    triggers = (Trigger(on="conquer", condition=_i_conquered, effect=_return_me, optional=True, energy=1),)

    def enters_ready(self, g, card, player) -> bool:
        return any(b.controller not in (None, player) for b in g.battlefields.values())  # 143.4.a
