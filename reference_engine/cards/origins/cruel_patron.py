"""Cruel Patron (unit): "As an additional cost to play me, kill a friendly unit." (356.2.a.1)"""

from .. import Behaviour, CostSpec, TargetSpec, card


@card("Cruel Patron")
class CruelPatron(Behaviour):
    costs = (CostSpec(action="kill", choice=TargetSpec(kind="unit", relation="friendly", text="a friendly unit")),)
