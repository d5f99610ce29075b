"""Rally the Troops (spell, Action): "When a friendly unit is played this turn, buff it. Draw 1." The first
sentence is a delayed triggered ability (389-392) for the rest of the turn, on every unit played under its
controller's control (tokens too: they are played, 186); a buff is a +1 Might buff counter if it has none."""

from ... import delayed
from ...effects import buff, draw
from .. import Behaviour, Trigger, card


def _friendly_unit_played(g, source, event) -> bool:
    c = g.cards.get(event.get("card"))
    return c is not None and c.type == "unit" and bool(event.get("permanent")) \
        and event.get("player") == event["delayed"]["player"]


def _buff_it(ctx) -> None:
    unit = ctx.event.get("card")
    if unit in ctx.g.cards and ctx.g.is_board_zone(ctx.g.cards[unit].zone):
        buff(ctx.g, unit)


@card("Rally the Troops")
class RallyTheTroops(Behaviour):
    triggers = (Trigger(on="play", condition=_friendly_unit_played, effect=_buff_it, zones=()),)

    def resolve(self, ctx):
        delayed.create(ctx.g, ctx.source, ctx.controller, 1, {"player": ctx.controller}, once=False)
        draw(ctx.g, ctx.controller, 1)
