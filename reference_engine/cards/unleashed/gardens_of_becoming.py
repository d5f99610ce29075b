"""Gardens of Becoming (battlefield): 'Units here have "[E]: gain 1 XP."' A passive ability (364) of the
battlefield giving each unit at it an activated ability (``ability_grants``), used at the normal timing
(381) by the unit's controller, who gains the XP (730.1)."""

from ...xp import gain_xp
from .. import Ability, Behaviour, card


def _gain(ctx):
    gain_xp(ctx.g, ctx.controller, 1)


_GAIN_XP = Ability(effect=_gain, exhaust=True)


@card("Gardens of Becoming")
class GardensOfBecoming(Behaviour):
    def ability_grants(self, g, source, card):
        c = g.cards[card]
        return (_GAIN_XP,) if c.type == "unit" and c.zone == source else ()
