"""Time Warp (spell): "Take a turn after this one. Banish this." An additional turn (734-738) is queued
right after the current turn for the spell's controller; it is a whole turn with every phase, and then
the turn order carries on as before (737). The spell banishes itself as its last instruction instead of
going to the trash."""

from ...effects import banish
from ...turns import queue_additional_turn
from .. import Behaviour, card


@card("Time Warp")
class TimeWarp(Behaviour):
    def resolve(self, ctx):
        queue_additional_turn(ctx.g, ctx.controller)  # 735, 738
        banish(ctx.g, ctx.source)
