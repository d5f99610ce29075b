"""Commander Ledros (unit): "As you play me, you may kill any number of friendly units as an additional cost.
Reduce my cost by [C] for each killed this way. [Deflect] [Ganking]"

Deflect and Ganking are generic. The kills are an additional cost (356.2): any number of units its player
controls, none included, chosen as it is finalized before its total cost is determined; each unit killed takes
one Power off the total (356.4; ``discounting_costs``). Killing as a cost is not a kill by an effect (428.5)."""

from ...discounting_costs import one_power_each
from .. import Behaviour, CostSpec, TargetSpec, card


@card("Commander Ledros")
class CommanderLedros(Behaviour):
    costs = (CostSpec(action="kill", choice=TargetSpec(kind="unit", relation="friendly", minimum=0, maximum=99,
                                                        text="any number of friendly units"),
                      discount=one_power_each),)
