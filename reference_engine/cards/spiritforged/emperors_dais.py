"""Emperor's Dais (battlefield), with its Core Rules 1.4 errata: "When you conquer here, you may pay [1] and
return a unit you control here to its owner's hand to play a 2 [M] Sand Soldier unit token here."

"Pay [1] and return a unit ... to" is a cost within the instructions right after the "you may": the
ability's base cost, chosen and paid as it is finalized, before anyone can respond (383.3.a-b, 404.1).
The unit returned is part of that cost, so it is no target (355.10.c.1); without a unit to return or the
[1], the ability leaves the chain and nothing is returned (383.3.b.1, 404.2). On resolution the Sand
Soldier token (187.3) is played here."""

from ...tokens import create
from .. import Behaviour, CostSpec, TargetSpec, card
from ..battlefield_common import conquer_trigger, happened_here, units_here


def _conquered_with_a_unit(g, source, event) -> bool:
    return happened_here(g, source, event) and bool(units_here(g, source, event["player"]))


def _here(g, chooser, cand, source) -> bool:
    return g.cards[cand].zone == source


def _play_a_soldier(ctx):
    create(ctx.g, "Sand Soldier", ctx.controller, ctx.source)


RETURN_A_UNIT_HERE = CostSpec(action="return", choice=TargetSpec(kind="unit", relation="friendly", restriction=_here,
                                                                 text="a unit you control here"))


@card("Emperor's Dais")
class EmperorsDais(Behaviour):
    triggers = (conquer_trigger(_play_a_soldier, condition=_conquered_with_a_unit, optional=True, energy=1,
                                costs=(RETURN_A_UNIT_HERE,)),)
