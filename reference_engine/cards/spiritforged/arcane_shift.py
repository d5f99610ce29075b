"""Arcane Shift (spell, Action): "Banish a friendly unit, then its owner plays it, ignoring its cost. Deal 3
to an enemy unit at a battlefield. Banish this."

The replayed unit waits on the chain as a pending item while the spell finishes (354.2-354.3); its owner
chooses where it goes as it is finalized, among their base and the battlefields they control then (355.2,
355.2.a), and a battlefield it just left is still theirs, because cleanups in a closed state do not take
control away (323.6). The spell banishes itself instead of going to the trash."""

from ...effects import banish, deal
from .. import Behaviour, TargetSpec, card
from ..common import banish_then_owner_plays


@card("Arcane Shift")
class ArcaneShift(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),
               TargetSpec(kind="unit", where="battlefield", relation="enemy", text="an enemy unit at a battlefield"))

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            banish_then_owner_plays(g, unit, to=None)
        for unit in ctx.chosen(1):
            deal(g, unit, 3, by=ctx.controller, source=ctx.source)
        banish(g, ctx.source)
