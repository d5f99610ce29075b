"""Keeper of Masks (unit, Hidden, Temporary): "When you play me, play two Reflection unit tokens here. They
become copies of me."

As the ability resolves two Reflection tokens (187.6) are played where Keeper is (its base or battlefield;
if it has left the board, to its controller's base), then each becomes a copy of Keeper (477.1.b): its name,
keywords (so Temporary) and text. They were played before they became copies, so their own "when you play
me" does not trigger (the Unleashed FAQ's Zilean walk-through follows the same order)."""

from ...copying import become_copy
from ...effects import create_token
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _two_reflections(ctx):
    g = ctx.g
    me = g.cards[ctx.source]
    here = me.zone if g.is_board_zone(me.zone) and me.zone != "base" else "base"
    tokens = [create_token(g, "Reflection", ctx.controller, here) for _ in range(2)]
    for token in tokens:
        become_copy(g, token, ctx.source)


@card("Keeper of Masks")
class KeeperOfMasks(Behaviour):
    triggers = (when_you_play_me(_two_reflections),)
