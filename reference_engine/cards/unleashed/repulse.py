"""Repulse (spell, Reaction): "Choose a friendly unit at a battlefield. Counter an enemy spell or ability that
chooses it and no other friendly unit."

"Chooses": a spell or ability keeps choosing a target for as long as that target stays the same object on
the board, even where it no longer meets the spell's requirements (359.3.e.3, the Unleashed FAQ on Alpha
Strike); a target that left the board is no longer chosen (359.3.e.4). So the item must choose the unit and
exactly one unit friendly to Repulse's player (355.9.b), both as Repulse is played and as it resolves."""

from ...effects import counter
from .. import Behaviour, TargetSpec, card


def chosen_units(g, item, player: str) -> list[str]:
    """The units ``player`` controls that ``item`` chooses now (same object, still on the board)."""
    out = []
    for group in item.data.get("groups", []):
        for cid in group:
            c = g.cards.get(cid)
            if c is None or c.type != "unit" or not g.is_board_zone(c.zone) or c.controller != player:
                continue
            if item.target_objs.get(cid) not in (None, c.obj) or cid in out:
                continue
            out.append(cid)
    return out


def _chooses_only_it(g, cand, earlier, chooser, so_far) -> bool:
    it = g.item(cand)
    unit = earlier[0][0] if earlier and earlier[0] else None
    return it is not None and unit is not None and chosen_units(g, it, chooser) == [unit]


@card("Repulse")
class Repulse(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="friendly", text="a friendly unit at a battlefield"),
               TargetSpec(kind="item", relation="enemy", relative=_chooses_only_it,
                          text="an enemy spell or ability that chooses it and no other friendly unit"))

    def resolve(self, ctx):
        g = ctx.g
        unit, items = ctx.chosen(0), ctx.chosen(1)
        for ref in items:
            it = g.item(ref)
            if unit and it is not None and chosen_units(g, it, ctx.controller) == unit:
                counter(g, ref)
