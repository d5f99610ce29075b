"""Akali, Deadly Weapon (unit): "[Empower] [2][C]. When I move, you may deal 1 to a unit at a battlefield I
moved to or from. If I'm [Empowered], deal 2 instead. [Empowered][>] I have +1 [M]."

The unit is chosen as the move trigger is finalized (choosing none declines it, 383.3.a), among units at
the battlefield the move came from or went to (``TargetSpec.event_rule``); whether she is Empowered is
checked as it resolves (441)."""

from ...effects import deal
from ...empowered import empower_ability, is_empowered
from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsC_common import EmpoweredMight
from ..unleashed_common import i_moved


def _at_either_end(g, cand, event) -> bool:
    where = g.cards[cand].zone
    return where in g.battlefields and where in (event.get("origin"), event.get("destination"))


def _strike(ctx) -> None:
    amount = 2 if is_empowered(ctx.g, ctx.source) else 1
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, amount, by=ctx.controller, source=ctx.source)


@card("Akali, Deadly Weapon")
class AkaliDeadlyWeapon(EmpoweredMight, Behaviour):
    empowered_might = 1
    abilities = (empower_ability(energy=2, power=1),)
    triggers = (Trigger(on="move", condition=i_moved, effect=_strike, optional=True,
                        targets=(TargetSpec(kind="unit", where="battlefield", event_rule=_at_either_end,
                                            text="a unit at a battlefield I moved to or from"),)),)
