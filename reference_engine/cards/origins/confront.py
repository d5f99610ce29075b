"""Confront (spell, Action): "Units you play this turn enter ready. Draw 1."

A continuous effect for the rest of the turn (143.4.a): every unit its controller plays afterwards this
turn, tokens included, enters the board ready (``turn_memory["units_enter_ready"]``)."""

from ...effects import draw
from .. import Behaviour, card


@card("Confront")
class Confront(Behaviour):
    def resolve(self, ctx):
        ctx.g.turn_memory.setdefault("units_enter_ready", []).append(ctx.controller)
        draw(ctx.g, ctx.controller, 1)
