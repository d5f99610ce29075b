"""Flame Chompers (unit): "When you discard me, you may pay [C] to play me."

The ability works from the trash, where the discarded card is (383.2.c.1). "You may pay [C] to" is its base
cost (383.3.b): one Power of its domain, paid as it is finalized; unpayable, it leaves the chain. As it
resolves, if the card is still in the trash, its owner plays it ignoring its cost (what was paid bought the
play), choosing its location as it is finalized (355.2.a)."""

from ...playing import play_by_effect
from .. import Behaviour, Trigger, card


def _discarded_me(g, source, event) -> bool:
    return event.get("card") == source and event.get("player") == g.cards[source].owner


def _play_me(ctx):
    g = ctx.g
    if g.cards[ctx.source].zone == "trash":
        play_by_effect(g, g.cards[ctx.source].owner, ctx.source, to=None, ignore_cost=True)


@card("Flame Chompers")
class FlameChompers(Behaviour):
    triggers = (Trigger(on="discard", condition=_discarded_me, effect=_play_me, optional=True, zones=("trash",),
                        controller=lambda g, source, event: g.cards[source].owner, power=1),)
