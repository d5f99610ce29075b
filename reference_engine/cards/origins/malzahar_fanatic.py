"""Malzahar, Fanatic (unit): "Kill a friendly unit or gear, [T]: [Action] -- [Add] [A][A]."

An [Add] ability (429) with [Action] timing (on its controller's turn or in showdowns); its costs are
exhausting Malzahar and killing a friendly unit or gear (he may kill himself: the exhaust is paid with
the kill, 404). It adds two Power, each of a domain its player chooses (135.2.e.5.a)."""

from .. import Ability, Behaviour, CostSpec, TargetSpec, card
from ..unleashed_common import add_any_power


@card("Malzahar, Fanatic")
class MalzaharFanatic(Behaviour):
    abilities = (Ability(effect=lambda ctx: add_any_power(ctx, 2), exhaust=True, adds=True, timing=("Action",),
                         costs=(CostSpec(action="kill", choice=TargetSpec(kind="permanent", relation="friendly",
                                                                          text="a friendly unit or gear")),)),)
