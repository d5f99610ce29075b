"""Bounty Hunter (Miss Fortune legend): "[E]: give a unit [Ganking] this turn." Any unit may be chosen;
Ganking lets it move from battlefield to battlefield (816)."""

from ...effects import give_keyword
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND


def _ganking(ctx):
    for unit in ctx.chosen(0):
        give_keyword(ctx.g, unit, "Ganking", source=ctx.source)


@card("Bounty Hunter")
class BountyHunter(Behaviour):
    abilities = (Ability(effect=_ganking, exhaust=True, zones=LEGEND,
                         targets=(TargetSpec(kind="unit", text="a unit"),)),)
