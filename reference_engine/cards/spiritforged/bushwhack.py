"""Bushwhack (spell, Hidden): "Friendly units enter ready this turn. Play a Gold gear token exhausted." For
the rest of the turn, units entering the board under its controller's control enter ready (143.4.a; tokens
too), then the Gold (187.5)."""

from .. import Behaviour, card
from ..legend_common import play_gold_exhausted


@card("Bushwhack")
class Bushwhack(Behaviour):
    def resolve(self, ctx):
        ctx.g.turn_memory.setdefault("units_enter_ready", []).append(ctx.controller)
        play_gold_exhausted(ctx)
