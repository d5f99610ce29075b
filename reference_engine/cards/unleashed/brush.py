"""Brush (battlefield token): Bird, Cat, Dog, Poro and Ivern units at it have +1 Might (a passive, 364, read
from the units' tags); and when you score it -- conquer or hold it (468) -- you may replace it with a
battlefield it replaced: a swap back (438.7), choosing among every card it, or a token it replaced, stood
in for (438.7.b.1)."""

from ...decisions import choose_from
from ...replacing import replaced_by, swap_back
from .. import Behaviour, Trigger, card
from ..battlefield_common import event_player, happened_here

KINDS = ("Bird", "Cat", "Dog", "Poro", "Ivern")


def _scored_here_with_something_to_swap(g, source, event) -> bool:
    return happened_here(g, source, event) and bool(replaced_by(g, source))


def _swap_back(ctx):
    g, here = ctx.g, ctx.source
    options = replaced_by(g, here)
    if options:
        back = choose_from(g, ctx.controller, options, "choose the battlefield to swap back to")[0]
        swap_back(g, here, back)


@card("Brush")
class Brush(Behaviour):
    triggers = (Trigger(on=("conquer", "hold"), condition=_scored_here_with_something_to_swap, effect=_swap_back,
                        optional=True, zones=("battlefield",), controller=event_player),)

    def might_bonus(self, g, source, unit):
        c = g.cards[unit]
        return 1 if c.zone == source and any(tag in KINDS for tag in c.tags) else 0
