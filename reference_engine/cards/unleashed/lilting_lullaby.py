"""Lilting Lullaby (spell, Reaction): "Counter a spell. Its controller can't play spells this turn."

The second instruction is linked to the first ("its controller": the countered spell's): if the chosen
spell is no longer a legal target as Lullaby resolves (it left the chain), the counter is ignored and so
is the restriction (359.3.e.7, 359.3.e.14.a)."""

from ...effects import counter
from ...restrictions import forbid_playing
from .. import Behaviour, TargetSpec, card


def _other_spell(g, chooser, ref, source) -> bool:
    return g.item(ref).source != source


@card("Lilting Lullaby")
class LiltingLullaby(Behaviour):
    targets = (TargetSpec(kind="spell", restriction=_other_spell, text="a spell"),)

    def resolve(self, ctx):
        for ref in ctx.chosen(0):
            controller = ctx.g.item(ref).controller
            counter(ctx.g, ref)
            forbid_playing(ctx.g, controller, "spells", ctx.source)
