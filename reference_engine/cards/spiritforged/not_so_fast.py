"""Not So Fast (spell, Reaction): "Counter an enemy spell or ability that chooses a friendly unit or gear."
The target is a chain item (a spell, or a triggered or activated ability) an opponent controls, one of
whose chosen targets is a unit or gear the chooser controls (checked again as it resolves, 359.3.e)."""

from ...effects import counter
from .. import Behaviour, TargetSpec, card


def _chooses_my_permanent(g, chooser, ref, source) -> bool:
    it = g.item(ref)
    if it is None or it.kind == "card" and g.cards[it.source].type != "spell":
        return False
    for group in it.data.get("groups", []):
        for t in group:
            c = g.cards.get(t)
            if c is not None and c.type in ("unit", "gear") and c.controller == chooser and g.is_board_zone(c.zone):
                return True
    return False


@card("Not So Fast")
class NotSoFast(Behaviour):
    targets = (TargetSpec(kind="item", relation="enemy", restriction=_chooses_my_permanent,
                          text="an enemy spell or ability that chooses a friendly unit or gear"),)

    def resolve(self, ctx):
        for ref in ctx.chosen(0):
            counter(ctx.g, ref)
