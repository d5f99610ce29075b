"""Twisted Fate, Gambler (unit): "When I attack, reveal the top rune of your rune deck, then recycle it. Do one
of the following based on its domain: [R] (Fury) -- deal 2 to an enemy unit here and 1 to all other enemy
units here; [B] (Mind) -- draw 1; [Y] (Order) -- stun an enemy unit."

The rune is revealed (``revealing.see_top`` on the rune deck) and recycled to the bottom of it (416.1.b).
"Do one of the following" is a reflexive triggered ability (386-388; the Origins FAQ: "Twisted Fate too"):
the mode its domain names goes on the chain after, and its target is chosen as it is finalized (an enemy
unit at his battlefield for Fury, any enemy unit for Order); with none it is removed (402.4). A rune of
another domain does nothing more. The Fury damage is dealt by the ability (417.6.b)."""

from ...effects import deal, draw, stun
from ...revealing import see_top
from ...runes import recycle_rune
from ...state import PendingTrigger
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import i_attacked

#: The domain a rune reveals -> the index of the reflexive ability it makes trigger.
MODES = {"fury": 2, "mind": 3, "order": 4}


def _reveal_rune(ctx):
    g, me = ctx.g, ctx.controller
    for rune in see_top(g, me, 1, reveal=True, deck="rune_deck"):
        domains = g.cards[rune].domains
        recycle_rune(g, rune)
        for domain in domains[:1]:
            if domain in MODES:
                g.pending_triggers.append(PendingTrigger(source=ctx.source, controller=me, key=str(MODES[domain]),
                                                         index=MODES[domain], data={"rune": rune}))


def _two_and_one(ctx):
    g = ctx.g
    me = g.cards[ctx.source]
    for first in ctx.chosen(0):
        deal(g, first, 2, by=ctx.controller, source=ctx.source)
        if me.zone in g.battlefields:
            for other in list(g.battlefields[me.zone].units):
                if other != first and g.cards[other].controller != ctx.controller:
                    deal(g, other, 1, by=ctx.controller, source=ctx.source)


def _draw_one(ctx):
    draw(ctx.g, ctx.controller, 1)


def _stun_it(ctx):
    for u in ctx.chosen(0):
        stun(ctx.g, u, by=ctx.controller)


def _never(g, source, event) -> bool:
    return False


@card("Twisted Fate, Gambler")
class TwistedFateGambler(Behaviour):
    triggers = (
        Trigger(on="attack", condition=i_attacked, effect=_reveal_rune),
        Trigger(on="resolve", condition=_never, effect=_two_and_one, zones=(),
                targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),
        Trigger(on="resolve", condition=_never, effect=_draw_one, zones=()),
        Trigger(on="resolve", condition=_never, effect=_stun_it, zones=(),
                targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)),
    )
