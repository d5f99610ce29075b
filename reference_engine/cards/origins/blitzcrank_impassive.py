"""Blitzcrank, Impassive (unit, Tank): "When you play me to a battlefield, you may move an enemy unit to
here. When I hold, return me to my owner's hand." The first is an optional play trigger whose target is
chosen as it is finalized (choosing none declines it); "here" is Blitzcrank's battlefield as it
resolves. The second is a hold trigger (383.4.c)."""

from ...effects import return_to_hand
from ...movement import move
from .. import Behaviour, TargetSpec, Trigger, card


def _played_to_battlefield(g, source, event) -> bool:
    return event.get("card") == source and event.get("permanent") and event.get("location") in g.battlefields


def _pull(ctx):
    g = ctx.g
    here = g.cards[ctx.source].zone
    if here not in g.battlefields:
        return
    for unit in ctx.chosen(0):
        if g.cards[unit].zone != here:
            move(g, [unit], here, by=ctx.controller)


def _i_hold(g, source, event) -> bool:
    return source in (event.get("units") or [])


def _go_home(ctx):
    return_to_hand(ctx.g, ctx.source)


@card("Blitzcrank, Impassive")
class BlitzcrankImpassive(Behaviour):
    triggers = (
        Trigger(on="play", condition=_played_to_battlefield, effect=_pull, optional=True,
                targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)),
        Trigger(on="hold", condition=_i_hold, effect=_go_home),
    )
