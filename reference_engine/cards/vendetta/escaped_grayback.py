"""Escaped Grayback (unit): "[Empower] -- Kill a friendly unit. [Empowered][>] I have +2 [M]."

The Empower ability's cost is killing a friendly unit (827.1.c.2), chosen and paid as it is finalized
(404). The machinery offers only units other than the Grayback for the cost (killed, it could not become
Empowered: 441.2), so with no other friendly unit the ability cannot be activated."""

from ...empowered import empower_ability
from .. import Behaviour, CostSpec, TargetSpec, card
from ..cardsC_common import EmpoweredMight


@card("Escaped Grayback")
class EscapedGrayback(EmpoweredMight, Behaviour):
    empowered_might = 2
    abilities = (empower_ability(costs=(CostSpec(action="kill", choice=TargetSpec(
        kind="unit", relation="friendly", text="a friendly unit")),)),)
