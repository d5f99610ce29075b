"""Ambessa, Respected and Feared (unit): "[Empower] [1][C][C]. [Empowered][>] I have [Assault 2].
[Empowered][>] When I attack, kill an enemy unit here with less Might than me."

Both are dependent abilities of the Empowered state (828). The enemy unit is chosen as the attack trigger
is finalized, among enemy units at her battlefield with less Might than hers then; as it resolves it is
killed if it still qualifies (359.3.e)."""

from ...effects import kill
from ...empowered import empower_ability, is_empowered
from ...might import might
from .. import Behaviour, TargetSpec, Trigger, card


def _i_attacked_empowered(g, source, event) -> bool:
    return event.get("unit") == source and is_empowered(g, source)


def _weaker(g, chooser, cand, source) -> bool:
    return (might(g, cand) or 0) < (might(g, source) or 0)


def _kill(ctx) -> None:
    for unit in ctx.chosen(0):
        kill(ctx.g, unit, by=ctx.controller, source=ctx.source)


@card("Ambessa, Respected and Feared")
class AmbessaRespectedAndFeared(Behaviour):
    abilities = (empower_ability(energy=1, power=2),)
    triggers = (Trigger(on="attack", condition=_i_attacked_empowered, effect=_kill,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, restriction=_weaker,
                                            text="an enemy unit here with less Might than me"),)),)

    def keyword_grants(self, g, source, unit):
        return ("Assault 2",) if unit == source and is_empowered(g, source) else ()
