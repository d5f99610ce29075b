"""Crumbling Sands (spell, Reaction): "Counter a spell if an opponent has played another spell this turn."

The spell is chosen as it is played (a spell on the chain, not this one, 355.9.c). As it resolves the
condition is checked: some opponent has played a spell this turn other than the chosen one (419: a
played card counts once put on the chain, countered or not). If not, nothing happens."""

from ...effects import counter
from ...history import cards_played_this_turn
from .. import Behaviour, TargetSpec, card


@card("Crumbling Sands")
class CrumblingSands(Behaviour):
    targets = (TargetSpec(kind="spell", text="a spell"),)

    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        for ref in ctx.chosen(0):
            item = g.item(ref)
            target_card = item.source if item is not None else ref
            if any(cards_played_this_turn(g, p, kind="spell", besides=target_card) for p in g.living() if p != me):
                counter(g, ref)
