"""Mystic Reversal (spell, Reaction): gain control of a spell. You may make new choices for it."""

from .. import Behaviour, TargetSpec, card
from ..common import take_control_of_spell


def _other_spell(g, chooser, ref, source) -> bool:
    return g.item(ref).source != source


@card("Mystic Reversal")
class MysticReversal(Behaviour):
    targets = (TargetSpec(kind="spell", restriction=_other_spell, text="a spell"),)

    def resolve(self, ctx):
        for ref in ctx.chosen(0):
            take_control_of_spell(ctx, ref)  # 191.2; "you may make new choices" (752-753)
