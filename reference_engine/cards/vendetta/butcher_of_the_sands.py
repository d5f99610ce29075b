"""Butcher of the Sands (Renekton legend): "[Reaction] [A][A], [E]: [Add] [2]. Spend this Energy only to
play units or activated abilities of units." An [Add] ability (429) costing two Power of any domain
(135.2.e.5.a); its Energy pays only for playing a unit or activating a unit's ability (``use="units"``)."""

from ...effects import add_resources
from .. import Ability, Behaviour, card
from ..legend_common import LEGEND


def _add(ctx):
    add_resources(ctx.g, ctx.controller, 2, use="units")


@card("Butcher of the Sands")
class ButcherOfTheSands(Behaviour):
    abilities = (Ability(effect=_add, any_power=2, exhaust=True, timing=("Reaction",), adds=True, zones=LEGEND),)
