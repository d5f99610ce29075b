"""Altar of Memories (gear): "When a friendly unit dies, you may exhaust me to draw 1, then put a card from
your hand on the top or bottom of your Main Deck." Exhausting the Altar is the cost (383.3.b); its
controller then chooses a card from hand and whether it goes on top (else the bottom)."""

from ...decisions import choose_from
from ...effects import draw
from ...zones import put
from .. import Behaviour, Trigger, card
from ..battlefield_common import may


def _friendly_death(g, source, event) -> bool:
    return event.get("controller") == g.cards[source].controller and event.get("unit") != source \
        and g.cards[event["unit"]].type == "unit"


def _draw_then_stack(ctx) -> None:
    g, me = ctx.g, ctx.controller
    draw(g, me, 1)
    hand = list(g.players[me].hand)
    if not hand:
        return
    cid = choose_from(g, me, hand, "choose a card from your hand to put on your Main Deck")[0]
    on_top = may(g, me, f"put {cid} on the top of your Main Deck? (no: the bottom)")
    put(g, cid, "deck", bottom=not on_top)


@card("Altar of Memories")
class AltarOfMemories(Behaviour):
    triggers = (Trigger(on="die", condition=_friendly_death, effect=_draw_then_stack, optional=True, exhaust=True),)
