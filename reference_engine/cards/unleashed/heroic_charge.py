"""Heroic Charge (spell, Action): "Give a friendly unit +1 Might this turn and [Stun] an enemy unit at its
location." The enemy unit's requirement depends on the first choice (355.9.b, ``TargetSpec.relative``): it
must be at the friendly unit's location as the spell is played and as it resolves (359.3.e)."""

from ...effects import give_might, stun
from .. import Behaviour, TargetSpec, card


def _at_its_location(g, cand, earlier, chooser, so_far) -> bool:
    friendly = earlier[0] if earlier else []
    return bool(friendly) and g.cards[cand].zone == g.cards[friendly[0]].zone


@card("Heroic Charge")
class HeroicCharge(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),
               TargetSpec(kind="unit", relation="enemy", relative=_at_its_location, text="an enemy unit at its location"))

    def resolve(self, ctx):
        g = ctx.g
        friendly, enemy = ctx.chosen(0), ctx.chosen(1)
        for unit in friendly:
            give_might(g, unit, 1, source=ctx.source)
        for unit in enemy:
            if not friendly or g.cards[unit].zone == g.cards[friendly[0]].zone:
                stun(g, unit, by=ctx.controller)
