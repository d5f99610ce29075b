"""Disintegrate (spell, Action), with its Origins errata: "Deal 3 to a unit at a battlefield. If this kills
it, do this: draw 1."

"Do this:" is a reflexive trigger (386-388): a separate triggered ability, put on the chain as a new item
when its condition is met, which players can respond to. A unit dealt lethal damage by the spell dies in
the cleanup right after the spell resolves (142.4, 319.5), so the condition is that death, in that
cleanup, before anything else resolves; it is modelled as a delayed trigger linked to the unit (390.5)
that the spell creates as it deals the damage."""

from ...delayed import create
from ...effects import deal, draw
from .. import Behaviour, TargetSpec, Trigger, card


def _resolutions(g) -> int:
    return sum(1 for e in g.events if e["type"] == "resolve")


def _this_killed_it(g, source, event) -> bool:
    link = event.get("delayed", {})
    # the spell's own "resolve" event comes after its effect: its cleanup sees one more resolution
    return event.get("unit") == link.get("unit") and _resolutions(g) == link.get("resolutions")


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Disintegrate")
class Disintegrate(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)
    triggers = (Trigger(on="die", condition=_this_killed_it, effect=_draw, zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            deal(g, unit, 3, by=ctx.controller, source=ctx.source)
            create(g, ctx.source, ctx.controller, 1, {"unit": unit, "resolutions": _resolutions(g) + 1})
