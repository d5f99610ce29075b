"""Super Mega Death Rocket! (spell): "Deal 5 to a unit. When you conquer, you may discard 1 to return this
from your trash to your hand."

The second ability works from its owner's trash (366.1, 383.2.c.1): when they conquer, they may discard a
card as the ability's base cost (383.3.b, paid as it is finalized; with an empty hand it leaves the chain),
and it returns the card from the trash to their hand as it resolves, if it is still there."""

from ...effects import deal
from ...events import emit
from ...zones import put
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card


def _i_own_and_you_conquered(g, source, event) -> bool:
    return event.get("player") == g.cards[source].owner


def _back_to_hand(ctx):
    g = ctx.g
    if g.cards[ctx.source].zone == "trash":
        put(g, ctx.source, "hand")
        emit(g, "return", card=ctx.source, location="trash")


@card("Super Mega Death Rocket!")
class SuperMegaDeathRocket(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    triggers = (Trigger(on="conquer", condition=_i_own_and_you_conquered, effect=_back_to_hand, optional=True,
                        zones=("trash",), controller=lambda g, source, event: g.cards[source].owner,
                        costs=(CostSpec(action="discard", choice=TargetSpec(kind="hand", text="a card")),)),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, 5, by=ctx.controller, source=ctx.source)
