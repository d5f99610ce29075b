"""Retreat (spell, Reaction): "Return a friendly unit to its owner's hand. Its owner channels 1 rune
exhausted." The unit goes to its owner's hand even if another player controls it (127.1); the owner,
not the caster, channels, from their own rune deck (430.2: the rune enters exhausted; 430.3: with an
empty rune deck, nothing)."""

from ...effects import return_to_hand
from ...runes import channel
from .. import Behaviour, TargetSpec, card


@card("Retreat")
class Retreat(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            owner = ctx.g.cards[unit].owner
            return_to_hand(ctx.g, unit)
            channel(ctx.g, owner, 1, exhausted=True)
