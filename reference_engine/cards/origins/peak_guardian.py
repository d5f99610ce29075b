"""Peak Guardian (unit): "When you play me, buff me. Then, if I am at a battlefield, buff all other
friendly units there."

Each buff is a +1 [M] buff counter, placed only on a unit without one (426). Where it is is checked as
the ability resolves (it may have moved or left meanwhile)."""

from ...effects import buff
from ...history import units_at
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _buffs(ctx) -> None:
    g, me = ctx.g, ctx.source
    buff(g, me)
    c = g.cards[me]
    if c.zone in g.battlefields:
        for unit in units_at(g, c.zone, ctx.controller):
            if unit != me:
                buff(g, unit)


@card("Peak Guardian")
class PeakGuardian(Behaviour):
    triggers = (when_you_play_me(_buffs),)
