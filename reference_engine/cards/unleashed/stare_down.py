"""Stare Down (spell): "Choose a friendly unit and a battlefield. Move all enemy units at that battlefield
with less Might than the chosen unit to their base. Gain 1 XP." Both are targets (355.10); the enemy units
are compared with the chosen unit's Might as the spell resolves. If the friendly unit is no longer a legal
target, the move it measures cannot be done (359.3.e.5); the XP is unlinked and still gained."""

from ...might import might
from ...movement import move
from ...xp import gain_xp
from .. import Behaviour, TargetSpec, card
from ..common import friendly_unit_and


@card("Stare Down")
class StareDown(Behaviour):
    targets = friendly_unit_and(TargetSpec(kind="battlefield", text="a battlefield"))

    def resolve(self, ctx):
        g = ctx.g
        mine, where = ctx.chosen(0), ctx.chosen(1)
        if mine and where:
            limit = might(g, mine[0])
            weaker = [cid for cid in g.battlefields[where[0]].units
                      if g.cards[cid].controller != ctx.controller and might(g, cid) < limit]
            move(g, weaker, "base", by=ctx.controller)
        gain_xp(g, ctx.controller, 1)
