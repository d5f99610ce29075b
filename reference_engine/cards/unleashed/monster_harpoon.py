"""Monster Harpoon (spell, Action): "Deal 2 to a unit at a battlefield. If you control a facedown card, deal
4 to it instead." Read as it resolves: a facedown card its controller has at a battlefield (421)."""

from ...effects import deal
from .. import Behaviour, TargetSpec, card


def controls_facedown(g, player) -> bool:
    """A card in a battlefield's facedown zone controlled by ``player`` (107.3, 421)."""
    return any(g.cards[cid].controller == player for b in g.battlefields.values() for cid in b.facedown)


@card("Monster Harpoon")
class MonsterHarpoon(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)

    def resolve(self, ctx):
        amount = 4 if controls_facedown(ctx.g, ctx.controller) else 2
        for unit in ctx.chosen(0):
            deal(ctx.g, unit, amount, by=ctx.controller, source=ctx.source)
