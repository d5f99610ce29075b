"""Fate Weaver (unit): "When you play me, look at the top 4 cards of your Main Deck. You may reveal a spell
with Energy cost [4] or more from among them and draw it. Recycle the rest." (printed Energy cost)."""

from .. import Behaviour, card
from ..unleashed_common import look_reveal_draw, when_you_play_me


def _costly_spell(c) -> bool:
    return c.type == "spell" and (c.energy or 0) >= 4


def _look(ctx):
    look_reveal_draw(ctx.g, ctx.controller, 4, _costly_spell, "reveal a spell costing [4] or more to draw, or nothing")


@card("Fate Weaver")
class FateWeaver(Behaviour):
    triggers = (when_you_play_me(_look),)
