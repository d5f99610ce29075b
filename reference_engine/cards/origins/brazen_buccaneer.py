"""Brazen Buccaneer (unit): "As you play me, you may discard 1 as an additional cost. If you do, reduce my
cost by [2]." An optional additional cost (356.2.b.1, ``additional_cost: true`` on the play): the card to
discard is chosen while paying, and paying it applies a discount of [2] to this card (356.4)."""

from .. import Behaviour, CostSpec, TargetSpec, card


@card("Brazen Buccaneer")
class BrazenBuccaneer(Behaviour):
    costs = (CostSpec(action="discard", optional=True, choice=TargetSpec(kind="hand", text="a card from your hand")),)

    def cost_discount(self, g, source, item):
        if item.source == source and item.data.get("additional_cost"):
            return 2, 0, 0  # "If you do, reduce my cost by [2]"
        return None
