"""Noxian Demolitionist (unit, 1 Might): "When I conquer, you may kill a gear with Energy cost no more than my
Might." The gear is chosen as the ability is finalized and checked again as it resolves against the
Demolitionist's Might then (its last known Might if it has left the board, 359.3.e)."""

from ...effects import kill
from ...might import effective_might
from .. import Behaviour, TargetSpec, Trigger, card


def _i_conquered(g, source, event) -> bool:
    return source in event.get("units", ())


def _cheap_enough(g, chooser, cand, source) -> bool:
    return (g.cards[cand].energy or 0) <= effective_might(g, source)


def _kill(ctx) -> None:
    for gear in ctx.chosen(0):
        kill(ctx.g, gear, by=ctx.controller, source=ctx.source)


@card("Noxian Demolitionist")
class NoxianDemolitionist(Behaviour):
    triggers = (Trigger(on="conquer", condition=_i_conquered, effect=_kill, optional=True,
                        targets=(TargetSpec(kind="gear", restriction=_cheap_enough,
                                            text="a gear with Energy cost no more than my Might"),)),)
