"""Kraken Hunter (unit): "[Accelerate] [Assault] As you play me, you may spend any number of buffs as an additional
cost. Reduce my cost by [C] for each buff you spend."

Accelerate and Assault are generic. Spending buffs is an additional cost (356.2, 702.2.b): any number of buffed
units its player controls, none included, chosen as it is finalized before its total cost is determined; each
buff spent takes one Power off the total (356.4; ``discounting_costs``)."""

from dataclasses import replace

from ...cost_changes import BUFFED_UNIT
from ...discounting_costs import one_power_each
from .. import Behaviour, CostSpec, card


@card("Kraken Hunter")
class KrakenHunter(Behaviour):
    costs = (CostSpec(action="spend_buff", choice=replace(BUFFED_UNIT, minimum=0, maximum=99,
                                                         text="any number of buffed units you control"),
                      discount=one_power_each),)
