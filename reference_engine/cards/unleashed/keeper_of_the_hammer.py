"""Keeper of the Hammer (Poppy legend): "When you hold, gain 1 XP. Spend 3 XP, [E]: draw 1." Gaining XP is
730.1; spending it is a cost of the activated ability (202, 730.2), so with less than 3 XP it cannot be
activated."""

from ...xp import gain_xp
from .. import Ability, Behaviour, card
from ..legend_common import LEGEND, draw_n, when_you


def _gain(ctx):
    gain_xp(ctx.g, ctx.controller, 1)


@card("Keeper of the Hammer")
class KeeperOfTheHammer(Behaviour):
    triggers = (when_you("hold", _gain),)
    abilities = (Ability(effect=draw_n(1), xp=3, exhaust=True, zones=LEGEND),)
