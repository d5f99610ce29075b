"""Curator of the Sands (Nasus legend): "When you play a unit, gear, or activated ability with Energy cost
[7] or more, you may exhaust me to ready up to 2 runes." The Energy cost is the printed one of the card
(134) or of the ability (376); exhausting the legend is the ability's base cost (383.3.b); the runes are
chosen as it resolves."""

from ...behaviour import abilities_of
from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, card
from ..legend_common import when_you


def _costly(g, source, event) -> bool:
    if event["type"] == "use":
        abilities = abilities_of(g, event["source"])
        i = event.get("ability", 1) - 1
        return 0 <= i < len(abilities) and abilities[i].energy >= 7
    c = g.cards.get(event.get("card"))
    return c is not None and c.type in ("unit", "gear") and not c.token and c.energy >= 7


def _ready_runes(ctx):
    g = ctx.g
    tapped = [r for r in g.players[ctx.controller].runes if g.cards[r].exhausted]
    for rune in choose_from(g, ctx.controller, tapped, "choose up to 2 runes to ready", minimum=0, maximum=2) \
            if len(tapped) > 2 else tapped:
        ready(g, rune)


@card("Curator of the Sands")
class CuratorOfTheSands(Behaviour):
    triggers = (when_you(("play", "use"), _ready_runes, condition=_costly, optional=True, exhaust=True),)
