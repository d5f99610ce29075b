"""Kato the Arm (unit, Deflect), with his Spiritforged errata: "When I move to a battlefield, give another
friendly unit my keywords and +[M] equal to my Might this turn."

The other unit is chosen as the ability goes on the chain. As it resolves it gets the keywords Kato has
then, granted ones included, and his current Might (negative counts as 0, 143.2.b); what it got is fixed
then, so later changes to Kato do not matter. Kato no longer on the board has no keywords or Might to give."""

from ...effects import give_keyword, give_might
from ...keywords import keyword_list
from ...might import effective_might
from .. import Behaviour, TargetSpec, Trigger, card
from ..common import other_than_source


def _i_moved_to_a_battlefield(g, source, event) -> bool:
    return event.get("unit") == source and event.get("destination") in g.battlefields


def _share(ctx):
    g = ctx.g
    me = g.cards[ctx.source]
    if not g.is_board_zone(me.zone):
        return
    keywords = keyword_list(me, g)
    amount = effective_might(g, ctx.source)
    for unit in ctx.chosen(0):
        for kw in keywords:
            give_keyword(g, unit, kw, source=ctx.source)
        give_might(g, unit, amount, source=ctx.source)


@card("Kato the Arm")
class KatoTheArm(Behaviour):
    triggers = (Trigger(on="move", condition=_i_moved_to_a_battlefield, effect=_share,
                        targets=(TargetSpec(kind="unit", relation="friendly", restriction=other_than_source,
                                            text="another friendly unit"),)),)
