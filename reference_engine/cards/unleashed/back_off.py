"""Back Off (spell, Hidden, Action): "[Stun] a unit. If you played this from your hand, draw 1." Played from
face down (811) it does not draw; the origin of the play is recorded on the chain item (``played_from``
for plays by effects, ``hidden_at`` for hidden plays). "You" is its controller as it resolves, who must
also be the player who played it (``played_by``, 419.4.b): a player who took control of it does not draw,
nor does the one who played it and no longer controls it."""

from ...effects import draw, stun
from .. import Behaviour, TargetSpec, card


def played_from_hand(item) -> bool:
    return not item.data.get("hidden_at") and item.data.get("played_from", "hand") == "hand"


@card("Back Off")
class BackOff(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            stun(ctx.g, unit, by=ctx.controller)
        if ctx.item.data.get("played_by") == ctx.controller and played_from_hand(ctx.item):
            draw(ctx.g, ctx.controller, 1)
