"""Assembly Rig (gear): "[1][C], Recycle a unit from your trash, [E]: Play a 3 [S] Mech unit token to your
base." The recycled unit is a non-resource cost (403, 416.3)."""

from .. import Ability, Behaviour, CostSpec, TargetSpec, card
from ..spiritforged_common import play_unit_token


@card("Assembly Rig")
class AssemblyRig(Behaviour):
    abilities = (Ability(effect=lambda ctx: play_unit_token(ctx, "Mech"), energy=1, power=1, exhaust=True,
                         costs=(CostSpec(action="recycle", choice=TargetSpec(kind="trash", where="unit",
                                                                             text="a unit from your trash")),)),)
