"""Vi, Peacekeeper (unit, Ambush): "When I attack, [Stun] an enemy unit here." (an attack trigger, 383.4.e)

"Here" is Vi's location when the ability resolves (359.3.f.1); if she has left the board it has no
location, the target no longer meets "here" and the stun is ignored (359.3.e.6, 359.3.e.12)."""

from ...effects import stun
from .. import Behaviour, TargetSpec, Trigger, card


def _i_attack(g, source, event) -> bool:
    return event.get("unit") == source


def _stun_here(ctx):
    for unit in ctx.chosen(0):
        stun(ctx.g, unit, by=ctx.controller)


@card("Vi, Peacekeeper")
class ViPeacekeeper(Behaviour):
    triggers = (Trigger(on="attack", condition=_i_attack, effect=_stun_here,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),)
