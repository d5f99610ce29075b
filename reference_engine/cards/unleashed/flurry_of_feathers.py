"""Flurry of Feathers (spell, Reaction): "Choose one -- Counter a spell. / Play four 1 [S] Bird unit tokens
with [Deflect]." A modal spell (355.3, ``modal.py``). No location is printed for the tokens, so each goes
where its player chooses, their base or a battlefield they control (355.2.a, as a played unit)."""

from ...decisions import choose_from
from ...effects import counter
from ...tokens import create
from .. import Behaviour, Mode, TargetSpec, card


def _counter(ctx):
    for ref in ctx.chosen(0):
        counter(ctx.g, ref)


def _birds(ctx):
    g, me = ctx.g, ctx.controller
    places = ["base"] + [bid for bid, b in g.battlefields.items() if b.controller == me]
    for n in range(4):
        where = choose_from(g, me, places, f"choose where Bird token {n + 1} of 4 is played")[0]
        create(g, "Bird", me, where)


@card("Flurry of Feathers")
class FlurryOfFeathers(Behaviour):
    modes = (Mode("counter a spell", _counter, (TargetSpec(kind="spell", text="a spell"),)),
             Mode("play four 1 Might Bird unit tokens with Deflect", _birds))
