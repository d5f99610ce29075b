"""Atakhan (unit): "You may kill a friendly unit as an additional cost to play me. If you do, I cost [1] less for
each Energy it costs and [Y] less for each Power it costs. [Ganking] When I attack, the defender must kill one of
their units here."

The kill is an optional additional cost (356.2.b, ``additional_cost: true``), its unit chosen as he is finalized
before his total cost is determined; its printed Energy and Power costs come off his total (356.4;
``discounting_costs``). Ganking is generic. The attack ability has the defending player choose one of their units
at his battlefield as it resolves and kill it (not a target, 355.10.e)."""

from ...decisions import choose_from
from ...effects import kill
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card
from ..unleashed_common import i_attacked


def _its_costs(g, chosen):
    return sum(g.cards[c].energy or 0 for c in chosen), sum(g.cards[c].power or 0 for c in chosen)


def _defender_kills_one(ctx) -> None:
    g = ctx.g
    sd = g.showdown
    here = g.cards[ctx.source].zone
    if sd is None or sd.defender is None or here not in g.battlefields:
        return
    theirs = [u for u in g.battlefields[here].units if g.cards[u].type == "unit" and g.cards[u].controller == sd.defender]
    if theirs:
        victim = choose_from(g, sd.defender, theirs, "choose one of your units here to kill")[0]
        kill(g, victim, by=sd.defender, source=ctx.source)


@card("Atakhan")
class Atakhan(Behaviour):
    costs = (CostSpec(action="kill", choice=TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),
                      optional=True, discount=_its_costs),)
    triggers = (Trigger(on="attack", condition=i_attacked, effect=_defender_kills_one),)
