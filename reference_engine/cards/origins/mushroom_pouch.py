"""Mushroom Pouch (gear): "At the start of your Beginning Phase, if you control a facedown card at a
battlefield, draw 1." The "if" is part of the trigger condition (383.2.a.1): it is checked when the
Beginning Phase starts, alongside any other start-of-phase triggers such as Temporary (315.2.a)."""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _my_beginning_with_a_facedown_card(g, source, event) -> bool:
    me = g.cards[source].controller
    if event.get("player") != me:
        return False
    return any(g.cards[cid].controller == me for bf in g.battlefields.values() for cid in bf.facedown)


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Mushroom Pouch")
class MushroomPouch(Behaviour):
    triggers = (Trigger(on="beginning-phase", condition=_my_beginning_with_a_facedown_card, effect=_draw),)
