"""Resonating Strike (spell, [Hidden], [Reaction]): "Choose a battlefield you control and a unit you control at
a different location. Move that unit to that battlefield and give it +2 [S] this turn."

The unit's restriction is relative to the battlefield chosen first (355.9.b), and both are checked again as
the spell resolves (359.3.e): a battlefield no longer controlled, or a unit already there, and nothing
happens; a unit that can't be moved still gets the +2. Played from hidden its choices must be at its battlefield unless the text says otherwise
(811.1.d.2): the battlefield is, the unit is elsewhere by definition, so the unit may be anywhere."""

from ...movement import move
from .. import Behaviour, TargetSpec, card
from ..cardsD_common import give_this_turn


def _you_control(g, chooser, cand, source) -> bool:
    return g.battlefields[cand].controller == chooser


def _elsewhere(g, cand, earlier, chooser, so_far) -> bool:
    bf = earlier[0][0] if earlier and earlier[0] else None
    return bf is not None and g.cards[cand].zone != bf


@card("Resonating Strike")
class ResonatingStrike(Behaviour):
    targets = (TargetSpec(kind="battlefield", restriction=_you_control, text="a battlefield you control"),
               TargetSpec(kind="unit", relation="friendly", elsewhere=True, relative=_elsewhere,
                          text="a unit you control at a different location"))

    def resolve(self, ctx):
        g = ctx.g
        bfs, units = ctx.chosen(0), ctx.chosen(1)
        if not bfs or not units or g.battlefields[bfs[0]].controller != ctx.controller:
            return
        if g.cards[units[0]].zone == bfs[0]:
            return
        move(g, units, bfs[0], by=ctx.controller)
        give_this_turn(ctx, units[0], 2)  # a unit that can't move still gets it (359.3.e.6)
