"""Kog'Maw, Caustic (unit, Deathknell): "[Deathknell] -- Deal 4 to all units at my battlefield."

"My battlefield" is where he was as he died (last known information, the ``die`` event's ``location``);
dying in his base, there is no battlefield and nothing is dealt. The ability deals the damage (417.6.b),
to every unit there as it resolves. After a combat the units there are healed first (the Origins FAQ on
Kog'Maw: the Deathknell resolves after combat's healing, so survivors keep the 4 damage)."""

from ...effects import deal
from ...keywords import deathknell
from .. import Behaviour, card


def _deal_four_there(ctx):
    g, where = ctx.g, ctx.item.data["event"].get("location")
    if where not in g.battlefields:
        return
    for u in list(g.battlefields[where].units):
        deal(g, u, 4, by=ctx.controller, source=ctx.source)


@card("Kog'Maw, Caustic")
class KogMawCaustic(Behaviour):
    triggers = (deathknell(_deal_four_there),)
