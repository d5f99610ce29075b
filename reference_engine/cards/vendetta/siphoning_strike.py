"""Siphoning Strike (Signature spell): "Deal 4 to a unit at a battlefield. If you control 7 or more runes,
deal 7 to it instead. When it dies this turn, channel 1 rune exhausted."

The rune count is read as the spell resolves. The last sentence creates a delayed triggered ability
(389-392) watching that unit for the rest of the turn; it triggers once, when the unit dies (and not if it
left the board another way, being a new object then, 359.3.e.4)."""

from ...delayed import create
from ...effects import deal
from ...runes import channel
from .. import Behaviour, TargetSpec, Trigger, card


def _it_died(g, source, event) -> bool:
    """The delayed ability's unit died, the same object it dealt damage to (359.3.e.4)."""
    it = event.get("delayed") or {}
    return event.get("unit") == it.get("unit") and event.get("obj") == it.get("obj")


def _channel(ctx) -> None:
    channel(ctx.g, ctx.controller, 1, exhausted=True)


@card("Siphoning Strike")
class SiphoningStrike(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)
    triggers = (Trigger(on="die", condition=_it_died, effect=_channel, zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            create(g, ctx.source, ctx.controller, 1, {"unit": unit, "obj": g.cards[unit].obj, "turn": g.turn_number})
            deal(g, unit, 7 if len(g.players[ctx.controller].runes) >= 7 else 4, by=ctx.controller, source=ctx.source)
