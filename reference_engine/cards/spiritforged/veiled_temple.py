"""Veiled Temple (battlefield): when you conquer it, you may ready a friendly gear; if that gear is an
Equipment, you may also detach it (435.1). The gear is chosen as the ability goes on the chain (none
declines it, 383.3.a); the detaching is a second "you may", asked as it resolves."""

from ...attachment import attached_to, detach
from ...effects import ready
from .. import Behaviour, TargetSpec, card
from ..battlefield_common import conquer_trigger, may


def _ready_gear(ctx):
    g = ctx.g
    for gear in ctx.chosen(0):
        ready(g, gear)
        if "Equipment" in g.cards[gear].tags and attached_to(g, gear) is not None \
                and may(g, ctx.controller, f"detach {gear}?"):
            detach(g, gear)


@card("Veiled Temple")
class VeiledTemple(Behaviour):
    triggers = (conquer_trigger(_ready_gear, optional=True,
                                targets=(TargetSpec(kind="gear", relation="friendly", text="a friendly gear"),)),)
