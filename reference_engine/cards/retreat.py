"""Retreat (spell, Reaction): "Return a friendly unit to its owner's hand. Its owner channels 1 rune
exhausted." The unit goes to its owner's hand even if another player controls it (127.1); the owner,
not the caster, channels. The engine does not model rune decks (see README.md, "What is not modelled"),
so the owner's rune deck is always empty and channelling puts no rune onto the board (430.3: channel as
many as possible)."""

from ..effects import return_to_hand
from . import Behaviour, TargetSpec, card


@card("Retreat")
class Retreat(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            return_to_hand(ctx.g, unit)
