"""Volibear, Furious (unit, Deflect 2): "When I attack, deal 5 damage split among any number of enemy units
here."

Splitting (355.14): the enemy units here chosen as the ability is finalized are its targets, none or up to
as many as the damage (355.14.c); the 5 divide as it resolves, at least 1 to each target still legal
(355.14.e-h, ``alpha_strike.split``: an ``assign-damage`` question unless forced). The ability deals the
damage (417.6.b). Deflect is a generic keyword (the catalogue's)."""

from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed.alpha_strike import split
from ..unleashed_common import i_attacked

_DAMAGE = 5


def _split_five(ctx) -> None:
    g = ctx.g
    for unit, n in split(g, ctx.controller, ctx.chosen(0), _DAMAGE).items():
        deal(g, unit, n, by=ctx.controller, source=ctx.source)


@card("Volibear, Furious")
class VolibearFurious(Behaviour):
    triggers = (Trigger(on="attack", condition=i_attacked, effect=_split_five, targets=(
        TargetSpec(kind="unit", relation="enemy", here=True, minimum=0, maximum=_DAMAGE,
                   text="any number of enemy units here"),)),)
