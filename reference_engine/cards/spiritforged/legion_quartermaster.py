"""Legion Quartermaster (unit): "As an additional cost to play me, return a friendly gear to its owner's
hand." A mandatory additional cost (356.2.a.1): without a friendly gear on the board the unit cannot be
played."""

from .. import Behaviour, CostSpec, TargetSpec, card


@card("Legion Quartermaster")
class LegionQuartermaster(Behaviour):
    costs = (CostSpec(action="return", choice=TargetSpec(kind="gear", relation="friendly",
                                                         text="a friendly gear")),)
