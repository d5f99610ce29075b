"""Lee Sin, Ascetic (unit, Shield): "[T]: Buff me. I can have any number of buffs."

His own text overrides the one-buff limit (702.3, 002: ``Behaviour.any_number_of_buffs``); each buff gives
+1 Might (703), and spending one removes a single buff (702.2.b)."""

from ...effects import buff
from .. import Ability, Behaviour, card


def _buff_me(ctx) -> None:
    buff(ctx.g, ctx.source)


@card("Lee Sin, Ascetic")
class LeeSinAscetic(Behaviour):
    any_number_of_buffs = True
    abilities = (Ability(effect=_buff_me, exhaust=True),)
