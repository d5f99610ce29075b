"""Tail-Cloaked Matriarch (unit): "[Empower] [2][C]. When I become [Empowered], you may choose a unit in your
trash with Energy cost no more than [3] and Power cost no more than [A]. Play it to your base, ignoring its
cost." (827; an optional triggered ability on her own ``empower`` event, 383.3.a, targeting the unit in the
trash, 355.9.a; played by the effect to base, base cost zero, 356.1.b.1.)"""

from ...empowered import empower_ability
from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsA_common import play_from_trash, trash_unit_costing_at_most


def _i_became_empowered(g, source, event) -> bool:
    return event.get("card") == source


@card("Tail-Cloaked Matriarch")
class TailCloakedMatriarch(Behaviour):
    abilities = (empower_ability(energy=2, power=1),)
    triggers = (Trigger(on="empower", condition=_i_became_empowered, optional=True,
                        effect=lambda ctx: play_from_trash(ctx, to="base", ignore_cost=True),
                        targets=(TargetSpec(kind="trash", where="unit", restriction=trash_unit_costing_at_most(3, 1),
                                            text="a unit in your trash costing no more than [3] and [A]"),)),)
